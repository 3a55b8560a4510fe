; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @transpose_tile(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = shl i32 %7, 6, !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %10 = and i32 %9, 64, !dbg !13
  %11 = lshr exact i32 %10, 6, !dbg !13
  %12 = or disjoint i32 %11, 2, !dbg !13
  %13 = or disjoint i32 %11, 4, !dbg !13
  %14 = or disjoint i32 %11, 6, !dbg !13
  %15 = or disjoint i32 %11, 8, !dbg !13
  %16 = or disjoint i32 %11, 10, !dbg !13
  %17 = or disjoint i32 %11, 12, !dbg !13
  %18 = or disjoint i32 %11, 14, !dbg !13
  %19 = or disjoint i32 %11, 16, !dbg !13
  %20 = or disjoint i32 %11, 18, !dbg !13
  %21 = or disjoint i32 %11, 20, !dbg !13
  %22 = or disjoint i32 %11, 22, !dbg !13
  %23 = or disjoint i32 %11, 24, !dbg !13
  %24 = or disjoint i32 %11, 26, !dbg !13
  %25 = or disjoint i32 %11, 28, !dbg !13
  %26 = or disjoint i32 %11, 30, !dbg !13
  %27 = or disjoint i32 %11, 32, !dbg !13
  %28 = or disjoint i32 %11, 34, !dbg !13
  %29 = or disjoint i32 %11, 36, !dbg !13
  %30 = or disjoint i32 %11, 38, !dbg !13
  %31 = or disjoint i32 %11, 40, !dbg !13
  %32 = or disjoint i32 %11, 42, !dbg !13
  %33 = or disjoint i32 %11, 44, !dbg !13
  %34 = or disjoint i32 %11, 46, !dbg !13
  %35 = or disjoint i32 %11, 48, !dbg !13
  %36 = or disjoint i32 %11, 50, !dbg !13
  %37 = or disjoint i32 %11, 52, !dbg !13
  %38 = or disjoint i32 %11, 54, !dbg !13
  %39 = or disjoint i32 %11, 56, !dbg !13
  %40 = or disjoint i32 %11, 58, !dbg !13
  %41 = or disjoint i32 %11, 60, !dbg !13
  %42 = or disjoint i32 %11, 62, !dbg !13
  %43 = and i32 %9, 63, !dbg !13
  %44 = or disjoint i32 %11, %8, !dbg !12
  %45 = or disjoint i32 %12, %8, !dbg !12
  %46 = or disjoint i32 %13, %8, !dbg !12
  %47 = or disjoint i32 %14, %8, !dbg !12
  %48 = or disjoint i32 %15, %8, !dbg !12
  %49 = or disjoint i32 %16, %8, !dbg !12
  %50 = or disjoint i32 %17, %8, !dbg !12
  %51 = or disjoint i32 %18, %8, !dbg !12
  %52 = or disjoint i32 %19, %8, !dbg !12
  %53 = or disjoint i32 %20, %8, !dbg !12
  %54 = or disjoint i32 %21, %8, !dbg !12
  %55 = or disjoint i32 %22, %8, !dbg !12
  %56 = or disjoint i32 %23, %8, !dbg !12
  %57 = or disjoint i32 %24, %8, !dbg !12
  %58 = or disjoint i32 %25, %8, !dbg !12
  %59 = or disjoint i32 %26, %8, !dbg !12
  %60 = or disjoint i32 %27, %8, !dbg !12
  %61 = or disjoint i32 %28, %8, !dbg !12
  %62 = or disjoint i32 %29, %8, !dbg !12
  %63 = or disjoint i32 %30, %8, !dbg !12
  %64 = or disjoint i32 %31, %8, !dbg !12
  %65 = or disjoint i32 %32, %8, !dbg !12
  %66 = or disjoint i32 %33, %8, !dbg !12
  %67 = or disjoint i32 %34, %8, !dbg !12
  %68 = or disjoint i32 %35, %8, !dbg !12
  %69 = or disjoint i32 %36, %8, !dbg !12
  %70 = or disjoint i32 %37, %8, !dbg !12
  %71 = or disjoint i32 %38, %8, !dbg !12
  %72 = or disjoint i32 %39, %8, !dbg !12
  %73 = or disjoint i32 %40, %8, !dbg !12
  %74 = or disjoint i32 %41, %8, !dbg !12
  %75 = or disjoint i32 %42, %8, !dbg !12
  %76 = or disjoint i32 %8, %43, !dbg !12
  %77 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %78 = shl nuw nsw i32 %77, 6, !dbg !14
  %79 = or disjoint i32 %11, %78, !dbg !14
  %80 = or disjoint i32 %12, %78, !dbg !14
  %81 = or disjoint i32 %13, %78, !dbg !14
  %82 = or disjoint i32 %14, %78, !dbg !14
  %83 = or disjoint i32 %15, %78, !dbg !14
  %84 = or disjoint i32 %16, %78, !dbg !14
  %85 = or disjoint i32 %17, %78, !dbg !14
  %86 = or disjoint i32 %18, %78, !dbg !14
  %87 = or disjoint i32 %19, %78, !dbg !14
  %88 = or disjoint i32 %20, %78, !dbg !14
  %89 = or disjoint i32 %21, %78, !dbg !14
  %90 = or disjoint i32 %22, %78, !dbg !14
  %91 = or disjoint i32 %23, %78, !dbg !14
  %92 = or disjoint i32 %24, %78, !dbg !14
  %93 = or disjoint i32 %25, %78, !dbg !14
  %94 = or disjoint i32 %26, %78, !dbg !14
  %95 = or disjoint i32 %27, %78, !dbg !14
  %96 = or disjoint i32 %28, %78, !dbg !14
  %97 = or disjoint i32 %29, %78, !dbg !14
  %98 = or disjoint i32 %30, %78, !dbg !14
  %99 = or disjoint i32 %31, %78, !dbg !14
  %100 = or disjoint i32 %32, %78, !dbg !14
  %101 = or disjoint i32 %33, %78, !dbg !14
  %102 = or disjoint i32 %34, %78, !dbg !14
  %103 = or disjoint i32 %35, %78, !dbg !14
  %104 = or disjoint i32 %36, %78, !dbg !14
  %105 = or disjoint i32 %37, %78, !dbg !14
  %106 = or disjoint i32 %38, %78, !dbg !14
  %107 = or disjoint i32 %39, %78, !dbg !14
  %108 = or disjoint i32 %40, %78, !dbg !14
  %109 = or disjoint i32 %41, %78, !dbg !14
  %110 = or disjoint i32 %42, %78, !dbg !14
  %111 = or disjoint i32 %78, %43, !dbg !14
  %112 = icmp slt i32 %44, %2, !dbg !15
  %113 = icmp slt i32 %45, %2, !dbg !15
  %114 = icmp slt i32 %46, %2, !dbg !15
  %115 = icmp slt i32 %47, %2, !dbg !15
  %116 = icmp slt i32 %48, %2, !dbg !15
  %117 = icmp slt i32 %49, %2, !dbg !15
  %118 = icmp slt i32 %50, %2, !dbg !15
  %119 = icmp slt i32 %51, %2, !dbg !15
  %120 = icmp slt i32 %52, %2, !dbg !15
  %121 = icmp slt i32 %53, %2, !dbg !15
  %122 = icmp slt i32 %54, %2, !dbg !15
  %123 = icmp slt i32 %55, %2, !dbg !15
  %124 = icmp slt i32 %56, %2, !dbg !15
  %125 = icmp slt i32 %57, %2, !dbg !15
  %126 = icmp slt i32 %58, %2, !dbg !15
  %127 = icmp slt i32 %59, %2, !dbg !15
  %128 = icmp slt i32 %60, %2, !dbg !15
  %129 = icmp slt i32 %61, %2, !dbg !15
  %130 = icmp slt i32 %62, %2, !dbg !15
  %131 = icmp slt i32 %63, %2, !dbg !15
  %132 = icmp slt i32 %64, %2, !dbg !15
  %133 = icmp slt i32 %65, %2, !dbg !15
  %134 = icmp slt i32 %66, %2, !dbg !15
  %135 = icmp slt i32 %67, %2, !dbg !15
  %136 = icmp slt i32 %68, %2, !dbg !15
  %137 = icmp slt i32 %69, %2, !dbg !15
  %138 = icmp slt i32 %70, %2, !dbg !15
  %139 = icmp slt i32 %71, %2, !dbg !15
  %140 = icmp slt i32 %72, %2, !dbg !15
  %141 = icmp slt i32 %73, %2, !dbg !15
  %142 = icmp slt i32 %74, %2, !dbg !15
  %143 = icmp slt i32 %75, %2, !dbg !15
  %144 = icmp slt i32 %111, %3, !dbg !16
  %145 = and i1 %112, %144, !dbg !17
  %146 = and i1 %113, %144, !dbg !17
  %147 = and i1 %114, %144, !dbg !17
  %148 = and i1 %115, %144, !dbg !17
  %149 = and i1 %116, %144, !dbg !17
  %150 = and i1 %117, %144, !dbg !17
  %151 = and i1 %118, %144, !dbg !17
  %152 = and i1 %119, %144, !dbg !17
  %153 = and i1 %120, %144, !dbg !17
  %154 = and i1 %121, %144, !dbg !17
  %155 = and i1 %122, %144, !dbg !17
  %156 = and i1 %123, %144, !dbg !17
  %157 = and i1 %124, %144, !dbg !17
  %158 = and i1 %125, %144, !dbg !17
  %159 = and i1 %126, %144, !dbg !17
  %160 = and i1 %127, %144, !dbg !17
  %161 = and i1 %128, %144, !dbg !17
  %162 = and i1 %129, %144, !dbg !17
  %163 = and i1 %130, %144, !dbg !17
  %164 = and i1 %131, %144, !dbg !17
  %165 = and i1 %132, %144, !dbg !17
  %166 = and i1 %133, %144, !dbg !17
  %167 = and i1 %134, %144, !dbg !17
  %168 = and i1 %135, %144, !dbg !17
  %169 = and i1 %136, %144, !dbg !17
  %170 = and i1 %137, %144, !dbg !17
  %171 = and i1 %138, %144, !dbg !17
  %172 = and i1 %139, %144, !dbg !17
  %173 = and i1 %140, %144, !dbg !17
  %174 = and i1 %141, %144, !dbg !17
  %175 = and i1 %142, %144, !dbg !17
  %176 = and i1 %143, %144, !dbg !17
  %177 = mul i32 %3, %44, !dbg !18
  %178 = mul i32 %3, %45, !dbg !18
  %179 = mul i32 %3, %46, !dbg !18
  %180 = mul i32 %3, %47, !dbg !18
  %181 = mul i32 %3, %48, !dbg !18
  %182 = mul i32 %3, %49, !dbg !18
  %183 = mul i32 %3, %50, !dbg !18
  %184 = mul i32 %3, %51, !dbg !18
  %185 = mul i32 %3, %52, !dbg !18
  %186 = mul i32 %3, %53, !dbg !18
  %187 = mul i32 %3, %54, !dbg !18
  %188 = mul i32 %3, %55, !dbg !18
  %189 = mul i32 %3, %56, !dbg !18
  %190 = mul i32 %3, %57, !dbg !18
  %191 = mul i32 %3, %58, !dbg !18
  %192 = mul i32 %3, %59, !dbg !18
  %193 = mul i32 %3, %60, !dbg !18
  %194 = mul i32 %3, %61, !dbg !18
  %195 = mul i32 %3, %62, !dbg !18
  %196 = mul i32 %3, %63, !dbg !18
  %197 = mul i32 %3, %64, !dbg !18
  %198 = mul i32 %3, %65, !dbg !18
  %199 = mul i32 %3, %66, !dbg !18
  %200 = mul i32 %3, %67, !dbg !18
  %201 = mul i32 %3, %68, !dbg !18
  %202 = mul i32 %3, %69, !dbg !18
  %203 = mul i32 %3, %70, !dbg !18
  %204 = mul i32 %3, %71, !dbg !18
  %205 = mul i32 %3, %72, !dbg !18
  %206 = mul i32 %3, %73, !dbg !18
  %207 = mul i32 %3, %74, !dbg !18
  %208 = mul i32 %3, %75, !dbg !18
  %209 = sext i32 %177 to i64, !dbg !19
  %210 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %209, !dbg !19
  %211 = sext i32 %178 to i64, !dbg !19
  %212 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %211, !dbg !19
  %213 = sext i32 %179 to i64, !dbg !19
  %214 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %213, !dbg !19
  %215 = sext i32 %180 to i64, !dbg !19
  %216 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %215, !dbg !19
  %217 = sext i32 %181 to i64, !dbg !19
  %218 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %217, !dbg !19
  %219 = sext i32 %182 to i64, !dbg !19
  %220 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %219, !dbg !19
  %221 = sext i32 %183 to i64, !dbg !19
  %222 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %221, !dbg !19
  %223 = sext i32 %184 to i64, !dbg !19
  %224 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %223, !dbg !19
  %225 = sext i32 %185 to i64, !dbg !19
  %226 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %225, !dbg !19
  %227 = sext i32 %186 to i64, !dbg !19
  %228 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %227, !dbg !19
  %229 = sext i32 %187 to i64, !dbg !19
  %230 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %229, !dbg !19
  %231 = sext i32 %188 to i64, !dbg !19
  %232 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %231, !dbg !19
  %233 = sext i32 %189 to i64, !dbg !19
  %234 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %233, !dbg !19
  %235 = sext i32 %190 to i64, !dbg !19
  %236 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %235, !dbg !19
  %237 = sext i32 %191 to i64, !dbg !19
  %238 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %237, !dbg !19
  %239 = sext i32 %192 to i64, !dbg !19
  %240 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %239, !dbg !19
  %241 = sext i32 %193 to i64, !dbg !19
  %242 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %241, !dbg !19
  %243 = sext i32 %194 to i64, !dbg !19
  %244 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %243, !dbg !19
  %245 = sext i32 %195 to i64, !dbg !19
  %246 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %245, !dbg !19
  %247 = sext i32 %196 to i64, !dbg !19
  %248 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %247, !dbg !19
  %249 = sext i32 %197 to i64, !dbg !19
  %250 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %249, !dbg !19
  %251 = sext i32 %198 to i64, !dbg !19
  %252 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %251, !dbg !19
  %253 = sext i32 %199 to i64, !dbg !19
  %254 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %253, !dbg !19
  %255 = sext i32 %200 to i64, !dbg !19
  %256 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %255, !dbg !19
  %257 = sext i32 %201 to i64, !dbg !19
  %258 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %257, !dbg !19
  %259 = sext i32 %202 to i64, !dbg !19
  %260 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %259, !dbg !19
  %261 = sext i32 %203 to i64, !dbg !19
  %262 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %261, !dbg !19
  %263 = sext i32 %204 to i64, !dbg !19
  %264 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %263, !dbg !19
  %265 = sext i32 %205 to i64, !dbg !19
  %266 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %265, !dbg !19
  %267 = sext i32 %206 to i64, !dbg !19
  %268 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %267, !dbg !19
  %269 = sext i32 %207 to i64, !dbg !19
  %270 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %269, !dbg !19
  %271 = sext i32 %208 to i64, !dbg !19
  %272 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %271, !dbg !19
  %273 = zext nneg i32 %111 to i64, !dbg !19
  %274 = getelementptr [4 x i8], ptr addrspace(1) %210, i64 %273, !dbg !19
  %275 = getelementptr [4 x i8], ptr addrspace(1) %212, i64 %273, !dbg !19
  %276 = getelementptr [4 x i8], ptr addrspace(1) %214, i64 %273, !dbg !19
  %277 = getelementptr [4 x i8], ptr addrspace(1) %216, i64 %273, !dbg !19
  %278 = getelementptr [4 x i8], ptr addrspace(1) %218, i64 %273, !dbg !19
  %279 = getelementptr [4 x i8], ptr addrspace(1) %220, i64 %273, !dbg !19
  %280 = getelementptr [4 x i8], ptr addrspace(1) %222, i64 %273, !dbg !19
  %281 = getelementptr [4 x i8], ptr addrspace(1) %224, i64 %273, !dbg !19
  %282 = getelementptr [4 x i8], ptr addrspace(1) %226, i64 %273, !dbg !19
  %283 = getelementptr [4 x i8], ptr addrspace(1) %228, i64 %273, !dbg !19
  %284 = getelementptr [4 x i8], ptr addrspace(1) %230, i64 %273, !dbg !19
  %285 = getelementptr [4 x i8], ptr addrspace(1) %232, i64 %273, !dbg !19
  %286 = getelementptr [4 x i8], ptr addrspace(1) %234, i64 %273, !dbg !19
  %287 = getelementptr [4 x i8], ptr addrspace(1) %236, i64 %273, !dbg !19
  %288 = getelementptr [4 x i8], ptr addrspace(1) %238, i64 %273, !dbg !19
  %289 = getelementptr [4 x i8], ptr addrspace(1) %240, i64 %273, !dbg !19
  %290 = getelementptr [4 x i8], ptr addrspace(1) %242, i64 %273, !dbg !19
  %291 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %273, !dbg !19
  %292 = getelementptr [4 x i8], ptr addrspace(1) %246, i64 %273, !dbg !19
  %293 = getelementptr [4 x i8], ptr addrspace(1) %248, i64 %273, !dbg !19
  %294 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %273, !dbg !19
  %295 = getelementptr [4 x i8], ptr addrspace(1) %252, i64 %273, !dbg !19
  %296 = getelementptr [4 x i8], ptr addrspace(1) %254, i64 %273, !dbg !19
  %297 = getelementptr [4 x i8], ptr addrspace(1) %256, i64 %273, !dbg !19
  %298 = getelementptr [4 x i8], ptr addrspace(1) %258, i64 %273, !dbg !19
  %299 = getelementptr [4 x i8], ptr addrspace(1) %260, i64 %273, !dbg !19
  %300 = getelementptr [4 x i8], ptr addrspace(1) %262, i64 %273, !dbg !19
  %301 = getelementptr [4 x i8], ptr addrspace(1) %264, i64 %273, !dbg !19
  %302 = getelementptr [4 x i8], ptr addrspace(1) %266, i64 %273, !dbg !19
  %303 = getelementptr [4 x i8], ptr addrspace(1) %268, i64 %273, !dbg !19
  %304 = getelementptr [4 x i8], ptr addrspace(1) %270, i64 %273, !dbg !19
  %305 = getelementptr [4 x i8], ptr addrspace(1) %272, i64 %273, !dbg !19
  %306 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %274, i1 %145) #3, !dbg !20
  %307 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %275, i1 %146) #3, !dbg !20
  %308 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %276, i1 %147) #3, !dbg !20
  %309 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %277, i1 %148) #3, !dbg !20
  %310 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %278, i1 %149) #3, !dbg !20
  %311 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %279, i1 %150) #3, !dbg !20
  %312 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %280, i1 %151) #3, !dbg !20
  %313 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %281, i1 %152) #3, !dbg !20
  %314 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %282, i1 %153) #3, !dbg !20
  %315 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %283, i1 %154) #3, !dbg !20
  %316 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %284, i1 %155) #3, !dbg !20
  %317 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %285, i1 %156) #3, !dbg !20
  %318 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %286, i1 %157) #3, !dbg !20
  %319 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %287, i1 %158) #3, !dbg !20
  %320 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %288, i1 %159) #3, !dbg !20
  %321 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %289, i1 %160) #3, !dbg !20
  %322 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %290, i1 %161) #3, !dbg !20
  %323 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %291, i1 %162) #3, !dbg !20
  %324 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %292, i1 %163) #3, !dbg !20
  %325 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %293, i1 %164) #3, !dbg !20
  %326 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %294, i1 %165) #3, !dbg !20
  %327 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %295, i1 %166) #3, !dbg !20
  %328 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %296, i1 %167) #3, !dbg !20
  %329 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %297, i1 %168) #3, !dbg !20
  %330 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %298, i1 %169) #3, !dbg !20
  %331 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %299, i1 %170) #3, !dbg !20
  %332 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %300, i1 %171) #3, !dbg !20
  %333 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %301, i1 %172) #3, !dbg !20
  %334 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %302, i1 %173) #3, !dbg !20
  %335 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %303, i1 %174) #3, !dbg !20
  %336 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %304, i1 %175) #3, !dbg !20
  %337 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %305, i1 %176) #3, !dbg !20
  %338 = icmp slt i32 %79, %3, !dbg !21
  %339 = icmp slt i32 %80, %3, !dbg !21
  %340 = icmp slt i32 %81, %3, !dbg !21
  %341 = icmp slt i32 %82, %3, !dbg !21
  %342 = icmp slt i32 %83, %3, !dbg !21
  %343 = icmp slt i32 %84, %3, !dbg !21
  %344 = icmp slt i32 %85, %3, !dbg !21
  %345 = icmp slt i32 %86, %3, !dbg !21
  %346 = icmp slt i32 %87, %3, !dbg !21
  %347 = icmp slt i32 %88, %3, !dbg !21
  %348 = icmp slt i32 %89, %3, !dbg !21
  %349 = icmp slt i32 %90, %3, !dbg !21
  %350 = icmp slt i32 %91, %3, !dbg !21
  %351 = icmp slt i32 %92, %3, !dbg !21
  %352 = icmp slt i32 %93, %3, !dbg !21
  %353 = icmp slt i32 %94, %3, !dbg !21
  %354 = icmp slt i32 %95, %3, !dbg !21
  %355 = icmp slt i32 %96, %3, !dbg !21
  %356 = icmp slt i32 %97, %3, !dbg !21
  %357 = icmp slt i32 %98, %3, !dbg !21
  %358 = icmp slt i32 %99, %3, !dbg !21
  %359 = icmp slt i32 %100, %3, !dbg !21
  %360 = icmp slt i32 %101, %3, !dbg !21
  %361 = icmp slt i32 %102, %3, !dbg !21
  %362 = icmp slt i32 %103, %3, !dbg !21
  %363 = icmp slt i32 %104, %3, !dbg !21
  %364 = icmp slt i32 %105, %3, !dbg !21
  %365 = icmp slt i32 %106, %3, !dbg !21
  %366 = icmp slt i32 %107, %3, !dbg !21
  %367 = icmp slt i32 %108, %3, !dbg !21
  %368 = icmp slt i32 %109, %3, !dbg !21
  %369 = icmp slt i32 %110, %3, !dbg !21
  %370 = icmp slt i32 %76, %2, !dbg !22
  %371 = and i1 %370, %338, !dbg !23
  %372 = and i1 %370, %339, !dbg !23
  %373 = and i1 %370, %340, !dbg !23
  %374 = and i1 %370, %341, !dbg !23
  %375 = and i1 %370, %342, !dbg !23
  %376 = and i1 %370, %343, !dbg !23
  %377 = and i1 %370, %344, !dbg !23
  %378 = and i1 %370, %345, !dbg !23
  %379 = and i1 %370, %346, !dbg !23
  %380 = and i1 %370, %347, !dbg !23
  %381 = and i1 %370, %348, !dbg !23
  %382 = and i1 %370, %349, !dbg !23
  %383 = and i1 %370, %350, !dbg !23
  %384 = and i1 %370, %351, !dbg !23
  %385 = and i1 %370, %352, !dbg !23
  %386 = and i1 %370, %353, !dbg !23
  %387 = and i1 %370, %354, !dbg !23
  %388 = and i1 %370, %355, !dbg !23
  %389 = and i1 %370, %356, !dbg !23
  %390 = and i1 %370, %357, !dbg !23
  %391 = and i1 %370, %358, !dbg !23
  %392 = and i1 %370, %359, !dbg !23
  %393 = and i1 %370, %360, !dbg !23
  %394 = and i1 %370, %361, !dbg !23
  %395 = and i1 %370, %362, !dbg !23
  %396 = and i1 %370, %363, !dbg !23
  %397 = and i1 %370, %364, !dbg !23
  %398 = and i1 %370, %365, !dbg !23
  %399 = and i1 %370, %366, !dbg !23
  %400 = and i1 %370, %367, !dbg !23
  %401 = and i1 %370, %368, !dbg !23
  %402 = and i1 %370, %369, !dbg !23
  %403 = mul i32 %2, %79, !dbg !24
  %404 = mul i32 %80, %2, !dbg !24
  %405 = mul i32 %81, %2, !dbg !24
  %406 = mul i32 %82, %2, !dbg !24
  %407 = mul i32 %83, %2, !dbg !24
  %408 = mul i32 %84, %2, !dbg !24
  %409 = mul i32 %85, %2, !dbg !24
  %410 = mul i32 %86, %2, !dbg !24
  %411 = mul i32 %87, %2, !dbg !24
  %412 = mul i32 %88, %2, !dbg !24
  %413 = mul i32 %89, %2, !dbg !24
  %414 = mul i32 %90, %2, !dbg !24
  %415 = mul i32 %91, %2, !dbg !24
  %416 = mul i32 %92, %2, !dbg !24
  %417 = mul i32 %93, %2, !dbg !24
  %418 = mul i32 %94, %2, !dbg !24
  %419 = mul i32 %95, %2, !dbg !24
  %420 = mul i32 %96, %2, !dbg !24
  %421 = mul i32 %97, %2, !dbg !24
  %422 = mul i32 %98, %2, !dbg !24
  %423 = mul i32 %99, %2, !dbg !24
  %424 = mul i32 %100, %2, !dbg !24
  %425 = mul i32 %101, %2, !dbg !24
  %426 = mul i32 %102, %2, !dbg !24
  %427 = mul i32 %103, %2, !dbg !24
  %428 = mul i32 %104, %2, !dbg !24
  %429 = mul i32 %105, %2, !dbg !24
  %430 = mul i32 %106, %2, !dbg !24
  %431 = mul i32 %107, %2, !dbg !24
  %432 = mul i32 %108, %2, !dbg !24
  %433 = mul i32 %109, %2, !dbg !24
  %434 = mul i32 %110, %2, !dbg !24
  %435 = sext i32 %403 to i64, !dbg !25
  %436 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %435, !dbg !25
  %437 = sext i32 %404 to i64, !dbg !25
  %438 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %437, !dbg !25
  %439 = sext i32 %405 to i64, !dbg !25
  %440 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %439, !dbg !25
  %441 = sext i32 %406 to i64, !dbg !25
  %442 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %441, !dbg !25
  %443 = sext i32 %407 to i64, !dbg !25
  %444 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %443, !dbg !25
  %445 = sext i32 %408 to i64, !dbg !25
  %446 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %445, !dbg !25
  %447 = sext i32 %409 to i64, !dbg !25
  %448 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %447, !dbg !25
  %449 = sext i32 %410 to i64, !dbg !25
  %450 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %449, !dbg !25
  %451 = sext i32 %411 to i64, !dbg !25
  %452 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %451, !dbg !25
  %453 = sext i32 %412 to i64, !dbg !25
  %454 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %453, !dbg !25
  %455 = sext i32 %413 to i64, !dbg !25
  %456 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %455, !dbg !25
  %457 = sext i32 %414 to i64, !dbg !25
  %458 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %457, !dbg !25
  %459 = sext i32 %415 to i64, !dbg !25
  %460 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %459, !dbg !25
  %461 = sext i32 %416 to i64, !dbg !25
  %462 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %461, !dbg !25
  %463 = sext i32 %417 to i64, !dbg !25
  %464 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %463, !dbg !25
  %465 = sext i32 %418 to i64, !dbg !25
  %466 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %465, !dbg !25
  %467 = sext i32 %419 to i64, !dbg !25
  %468 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %467, !dbg !25
  %469 = sext i32 %420 to i64, !dbg !25
  %470 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %469, !dbg !25
  %471 = sext i32 %421 to i64, !dbg !25
  %472 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %471, !dbg !25
  %473 = sext i32 %422 to i64, !dbg !25
  %474 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %473, !dbg !25
  %475 = sext i32 %423 to i64, !dbg !25
  %476 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %475, !dbg !25
  %477 = sext i32 %424 to i64, !dbg !25
  %478 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %477, !dbg !25
  %479 = sext i32 %425 to i64, !dbg !25
  %480 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %479, !dbg !25
  %481 = sext i32 %426 to i64, !dbg !25
  %482 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %481, !dbg !25
  %483 = sext i32 %427 to i64, !dbg !25
  %484 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %483, !dbg !25
  %485 = sext i32 %428 to i64, !dbg !25
  %486 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %485, !dbg !25
  %487 = sext i32 %429 to i64, !dbg !25
  %488 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %487, !dbg !25
  %489 = sext i32 %430 to i64, !dbg !25
  %490 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %489, !dbg !25
  %491 = sext i32 %431 to i64, !dbg !25
  %492 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %491, !dbg !25
  %493 = sext i32 %432 to i64, !dbg !25
  %494 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %493, !dbg !25
  %495 = sext i32 %433 to i64, !dbg !25
  %496 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %495, !dbg !25
  %497 = sext i32 %434 to i64, !dbg !25
  %498 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %497, !dbg !25
  %499 = sext i32 %76 to i64, !dbg !25
  %500 = getelementptr [4 x i8], ptr addrspace(1) %436, i64 %499, !dbg !25
  %501 = getelementptr [4 x i8], ptr addrspace(1) %438, i64 %499, !dbg !25
  %502 = getelementptr [4 x i8], ptr addrspace(1) %440, i64 %499, !dbg !25
  %503 = getelementptr [4 x i8], ptr addrspace(1) %442, i64 %499, !dbg !25
  %504 = getelementptr [4 x i8], ptr addrspace(1) %444, i64 %499, !dbg !25
  %505 = getelementptr [4 x i8], ptr addrspace(1) %446, i64 %499, !dbg !25
  %506 = getelementptr [4 x i8], ptr addrspace(1) %448, i64 %499, !dbg !25
  %507 = getelementptr [4 x i8], ptr addrspace(1) %450, i64 %499, !dbg !25
  %508 = getelementptr [4 x i8], ptr addrspace(1) %452, i64 %499, !dbg !25
  %509 = getelementptr [4 x i8], ptr addrspace(1) %454, i64 %499, !dbg !25
  %510 = getelementptr [4 x i8], ptr addrspace(1) %456, i64 %499, !dbg !25
  %511 = getelementptr [4 x i8], ptr addrspace(1) %458, i64 %499, !dbg !25
  %512 = getelementptr [4 x i8], ptr addrspace(1) %460, i64 %499, !dbg !25
  %513 = getelementptr [4 x i8], ptr addrspace(1) %462, i64 %499, !dbg !25
  %514 = getelementptr [4 x i8], ptr addrspace(1) %464, i64 %499, !dbg !25
  %515 = getelementptr [4 x i8], ptr addrspace(1) %466, i64 %499, !dbg !25
  %516 = getelementptr [4 x i8], ptr addrspace(1) %468, i64 %499, !dbg !25
  %517 = getelementptr [4 x i8], ptr addrspace(1) %470, i64 %499, !dbg !25
  %518 = getelementptr [4 x i8], ptr addrspace(1) %472, i64 %499, !dbg !25
  %519 = getelementptr [4 x i8], ptr addrspace(1) %474, i64 %499, !dbg !25
  %520 = getelementptr [4 x i8], ptr addrspace(1) %476, i64 %499, !dbg !25
  %521 = getelementptr [4 x i8], ptr addrspace(1) %478, i64 %499, !dbg !25
  %522 = getelementptr [4 x i8], ptr addrspace(1) %480, i64 %499, !dbg !25
  %523 = getelementptr [4 x i8], ptr addrspace(1) %482, i64 %499, !dbg !25
  %524 = getelementptr [4 x i8], ptr addrspace(1) %484, i64 %499, !dbg !25
  %525 = getelementptr [4 x i8], ptr addrspace(1) %486, i64 %499, !dbg !25
  %526 = getelementptr [4 x i8], ptr addrspace(1) %488, i64 %499, !dbg !25
  %527 = getelementptr [4 x i8], ptr addrspace(1) %490, i64 %499, !dbg !25
  %528 = getelementptr [4 x i8], ptr addrspace(1) %492, i64 %499, !dbg !25
  %529 = getelementptr [4 x i8], ptr addrspace(1) %494, i64 %499, !dbg !25
  %530 = getelementptr [4 x i8], ptr addrspace(1) %496, i64 %499, !dbg !25
  %531 = getelementptr [4 x i8], ptr addrspace(1) %498, i64 %499, !dbg !25
  %532 = and i32 %9, 30, !dbg !26
  %533 = shl nuw nsw i32 %532, 9, !dbg !26
  %534 = shl nuw nsw i32 %532, 1, !dbg !26
  %535 = and i32 %9, 1, !dbg !26
  %536 = icmp eq i32 %535, 0, !dbg !26
  %537 = select i1 %536, i32 0, i32 576, !dbg !26
  %538 = and i32 %9, 32, !dbg !26
  %539 = shl nuw nsw i32 %538, 2, !dbg !26
  %540 = or disjoint i32 %533, %539, !dbg !26
  %541 = or disjoint i32 %537, %534, !dbg !26
  %542 = xor i32 %541, %10, !dbg !26
  %543 = or disjoint i32 %542, %540, !dbg !26
  %544 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %543, !dbg !26
  %545 = insertelement <1 x i32> poison, i32 %306, i64 0, !dbg !26
  store <1 x i32> %545, ptr addrspace(3) %544, align 4, !dbg !26
  %546 = getelementptr inbounds nuw i8, ptr addrspace(3) %544, i32 256, !dbg !26
  %547 = insertelement <1 x i32> poison, i32 %322, i64 0, !dbg !26
  store <1 x i32> %547, ptr addrspace(3) %546, align 4, !dbg !26
  %548 = xor i32 %543, 4, !dbg !26
  %549 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %548, !dbg !26
  %550 = insertelement <1 x i32> poison, i32 %307, i64 0, !dbg !26
  store <1 x i32> %550, ptr addrspace(3) %549, align 4, !dbg !26
  %551 = getelementptr inbounds nuw i8, ptr addrspace(3) %549, i32 256, !dbg !26
  %552 = insertelement <1 x i32> poison, i32 %323, i64 0, !dbg !26
  store <1 x i32> %552, ptr addrspace(3) %551, align 4, !dbg !26
  %553 = xor i32 %543, 8, !dbg !26
  %554 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %553, !dbg !26
  %555 = insertelement <1 x i32> poison, i32 %308, i64 0, !dbg !26
  store <1 x i32> %555, ptr addrspace(3) %554, align 4, !dbg !26
  %556 = getelementptr inbounds nuw i8, ptr addrspace(3) %554, i32 256, !dbg !26
  %557 = insertelement <1 x i32> poison, i32 %324, i64 0, !dbg !26
  store <1 x i32> %557, ptr addrspace(3) %556, align 4, !dbg !26
  %558 = xor i32 %543, 12, !dbg !26
  %559 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %558, !dbg !26
  %560 = insertelement <1 x i32> poison, i32 %309, i64 0, !dbg !26
  store <1 x i32> %560, ptr addrspace(3) %559, align 4, !dbg !26
  %561 = getelementptr inbounds nuw i8, ptr addrspace(3) %559, i32 256, !dbg !26
  %562 = insertelement <1 x i32> poison, i32 %325, i64 0, !dbg !26
  store <1 x i32> %562, ptr addrspace(3) %561, align 4, !dbg !26
  %563 = xor i32 %543, 16, !dbg !26
  %564 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %563, !dbg !26
  %565 = insertelement <1 x i32> poison, i32 %310, i64 0, !dbg !26
  store <1 x i32> %565, ptr addrspace(3) %564, align 4, !dbg !26
  %566 = getelementptr inbounds nuw i8, ptr addrspace(3) %564, i32 256, !dbg !26
  %567 = insertelement <1 x i32> poison, i32 %326, i64 0, !dbg !26
  store <1 x i32> %567, ptr addrspace(3) %566, align 4, !dbg !26
  %568 = xor i32 %543, 20, !dbg !26
  %569 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %568, !dbg !26
  %570 = insertelement <1 x i32> poison, i32 %311, i64 0, !dbg !26
  store <1 x i32> %570, ptr addrspace(3) %569, align 4, !dbg !26
  %571 = getelementptr inbounds nuw i8, ptr addrspace(3) %569, i32 256, !dbg !26
  %572 = insertelement <1 x i32> poison, i32 %327, i64 0, !dbg !26
  store <1 x i32> %572, ptr addrspace(3) %571, align 4, !dbg !26
  %573 = xor i32 %543, 24, !dbg !26
  %574 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %573, !dbg !26
  %575 = insertelement <1 x i32> poison, i32 %312, i64 0, !dbg !26
  store <1 x i32> %575, ptr addrspace(3) %574, align 4, !dbg !26
  %576 = getelementptr inbounds nuw i8, ptr addrspace(3) %574, i32 256, !dbg !26
  %577 = insertelement <1 x i32> poison, i32 %328, i64 0, !dbg !26
  store <1 x i32> %577, ptr addrspace(3) %576, align 4, !dbg !26
  %578 = xor i32 %543, 28, !dbg !26
  %579 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %578, !dbg !26
  %580 = insertelement <1 x i32> poison, i32 %313, i64 0, !dbg !26
  store <1 x i32> %580, ptr addrspace(3) %579, align 4, !dbg !26
  %581 = getelementptr inbounds nuw i8, ptr addrspace(3) %579, i32 256, !dbg !26
  %582 = insertelement <1 x i32> poison, i32 %329, i64 0, !dbg !26
  store <1 x i32> %582, ptr addrspace(3) %581, align 4, !dbg !26
  %583 = xor i32 %543, 32, !dbg !26
  %584 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %583, !dbg !26
  %585 = insertelement <1 x i32> poison, i32 %314, i64 0, !dbg !26
  store <1 x i32> %585, ptr addrspace(3) %584, align 4, !dbg !26
  %586 = getelementptr inbounds nuw i8, ptr addrspace(3) %584, i32 256, !dbg !26
  %587 = insertelement <1 x i32> poison, i32 %330, i64 0, !dbg !26
  store <1 x i32> %587, ptr addrspace(3) %586, align 4, !dbg !26
  %588 = xor i32 %543, 36, !dbg !26
  %589 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %588, !dbg !26
  %590 = insertelement <1 x i32> poison, i32 %315, i64 0, !dbg !26
  store <1 x i32> %590, ptr addrspace(3) %589, align 4, !dbg !26
  %591 = getelementptr inbounds nuw i8, ptr addrspace(3) %589, i32 256, !dbg !26
  %592 = insertelement <1 x i32> poison, i32 %331, i64 0, !dbg !26
  store <1 x i32> %592, ptr addrspace(3) %591, align 4, !dbg !26
  %593 = xor i32 %543, 40, !dbg !26
  %594 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %593, !dbg !26
  %595 = insertelement <1 x i32> poison, i32 %316, i64 0, !dbg !26
  store <1 x i32> %595, ptr addrspace(3) %594, align 4, !dbg !26
  %596 = getelementptr inbounds nuw i8, ptr addrspace(3) %594, i32 256, !dbg !26
  %597 = insertelement <1 x i32> poison, i32 %332, i64 0, !dbg !26
  store <1 x i32> %597, ptr addrspace(3) %596, align 4, !dbg !26
  %598 = xor i32 %543, 44, !dbg !26
  %599 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %598, !dbg !26
  %600 = insertelement <1 x i32> poison, i32 %317, i64 0, !dbg !26
  store <1 x i32> %600, ptr addrspace(3) %599, align 4, !dbg !26
  %601 = getelementptr inbounds nuw i8, ptr addrspace(3) %599, i32 256, !dbg !26
  %602 = insertelement <1 x i32> poison, i32 %333, i64 0, !dbg !26
  store <1 x i32> %602, ptr addrspace(3) %601, align 4, !dbg !26
  %603 = xor i32 %543, 48, !dbg !26
  %604 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %603, !dbg !26
  %605 = insertelement <1 x i32> poison, i32 %318, i64 0, !dbg !26
  store <1 x i32> %605, ptr addrspace(3) %604, align 4, !dbg !26
  %606 = getelementptr inbounds nuw i8, ptr addrspace(3) %604, i32 256, !dbg !26
  %607 = insertelement <1 x i32> poison, i32 %334, i64 0, !dbg !26
  store <1 x i32> %607, ptr addrspace(3) %606, align 4, !dbg !26
  %608 = xor i32 %543, 52, !dbg !26
  %609 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %608, !dbg !26
  %610 = insertelement <1 x i32> poison, i32 %319, i64 0, !dbg !26
  store <1 x i32> %610, ptr addrspace(3) %609, align 4, !dbg !26
  %611 = getelementptr inbounds nuw i8, ptr addrspace(3) %609, i32 256, !dbg !26
  %612 = insertelement <1 x i32> poison, i32 %335, i64 0, !dbg !26
  store <1 x i32> %612, ptr addrspace(3) %611, align 4, !dbg !26
  %613 = xor i32 %543, 56, !dbg !26
  %614 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %613, !dbg !26
  %615 = insertelement <1 x i32> poison, i32 %320, i64 0, !dbg !26
  store <1 x i32> %615, ptr addrspace(3) %614, align 4, !dbg !26
  %616 = getelementptr inbounds nuw i8, ptr addrspace(3) %614, i32 256, !dbg !26
  %617 = insertelement <1 x i32> poison, i32 %336, i64 0, !dbg !26
  store <1 x i32> %617, ptr addrspace(3) %616, align 4, !dbg !26
  %618 = xor i32 %543, 60, !dbg !26
  %619 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %618, !dbg !26
  %620 = insertelement <1 x i32> poison, i32 %321, i64 0, !dbg !26
  store <1 x i32> %620, ptr addrspace(3) %619, align 4, !dbg !26
  %621 = getelementptr inbounds nuw i8, ptr addrspace(3) %619, i32 256, !dbg !26
  %622 = insertelement <1 x i32> poison, i32 %337, i64 0, !dbg !26
  store <1 x i32> %622, ptr addrspace(3) %621, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %623 = shl nuw nsw i32 %535, 6, !dbg !26
  %624 = shl nuw nsw i32 %538, 3, !dbg !26
  %625 = icmp eq i32 %10, 0, !dbg !26
  %626 = select i1 %625, i32 0, i32 576, !dbg !26
  %627 = or disjoint i32 %534, %623, !dbg !26
  %628 = xor i32 %627, %626, !dbg !26
  %629 = or disjoint i32 %628, %624, !dbg !26
  %630 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %629, !dbg !26
  %631 = load i32, ptr addrspace(3) %630, align 4, !dbg !26
  %632 = getelementptr inbounds nuw i8, ptr addrspace(3) %630, i32 128, !dbg !26
  %633 = load i32, ptr addrspace(3) %632, align 4, !dbg !26
  %634 = xor i32 %629, 1028, !dbg !26
  %635 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %634, !dbg !26
  %636 = load i32, ptr addrspace(3) %635, align 4, !dbg !26
  %637 = getelementptr inbounds nuw i8, ptr addrspace(3) %635, i32 128, !dbg !26
  %638 = load i32, ptr addrspace(3) %637, align 4, !dbg !26
  %639 = xor i32 %629, 2056, !dbg !26
  %640 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %639, !dbg !26
  %641 = load i32, ptr addrspace(3) %640, align 4, !dbg !26
  %642 = getelementptr inbounds nuw i8, ptr addrspace(3) %640, i32 128, !dbg !26
  %643 = load i32, ptr addrspace(3) %642, align 4, !dbg !26
  %644 = xor i32 %629, 3084, !dbg !26
  %645 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %644, !dbg !26
  %646 = load i32, ptr addrspace(3) %645, align 4, !dbg !26
  %647 = getelementptr inbounds nuw i8, ptr addrspace(3) %645, i32 128, !dbg !26
  %648 = load i32, ptr addrspace(3) %647, align 4, !dbg !26
  %649 = xor i32 %629, 4112, !dbg !26
  %650 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %649, !dbg !26
  %651 = load i32, ptr addrspace(3) %650, align 4, !dbg !26
  %652 = getelementptr inbounds nuw i8, ptr addrspace(3) %650, i32 128, !dbg !26
  %653 = load i32, ptr addrspace(3) %652, align 4, !dbg !26
  %654 = xor i32 %629, 5140, !dbg !26
  %655 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %654, !dbg !26
  %656 = load i32, ptr addrspace(3) %655, align 4, !dbg !26
  %657 = getelementptr inbounds nuw i8, ptr addrspace(3) %655, i32 128, !dbg !26
  %658 = load i32, ptr addrspace(3) %657, align 4, !dbg !26
  %659 = xor i32 %629, 6168, !dbg !26
  %660 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %659, !dbg !26
  %661 = load i32, ptr addrspace(3) %660, align 4, !dbg !26
  %662 = getelementptr inbounds nuw i8, ptr addrspace(3) %660, i32 128, !dbg !26
  %663 = load i32, ptr addrspace(3) %662, align 4, !dbg !26
  %664 = xor i32 %629, 7196, !dbg !26
  %665 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %664, !dbg !26
  %666 = load i32, ptr addrspace(3) %665, align 4, !dbg !26
  %667 = getelementptr inbounds nuw i8, ptr addrspace(3) %665, i32 128, !dbg !26
  %668 = load i32, ptr addrspace(3) %667, align 4, !dbg !26
  %669 = xor i32 %629, 8224, !dbg !26
  %670 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %669, !dbg !26
  %671 = load i32, ptr addrspace(3) %670, align 4, !dbg !26
  %672 = getelementptr inbounds nuw i8, ptr addrspace(3) %670, i32 128, !dbg !26
  %673 = load i32, ptr addrspace(3) %672, align 4, !dbg !26
  %674 = xor i32 %629, 9252, !dbg !26
  %675 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %674, !dbg !26
  %676 = load i32, ptr addrspace(3) %675, align 4, !dbg !26
  %677 = getelementptr inbounds nuw i8, ptr addrspace(3) %675, i32 128, !dbg !26
  %678 = load i32, ptr addrspace(3) %677, align 4, !dbg !26
  %679 = xor i32 %629, 10280, !dbg !26
  %680 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %679, !dbg !26
  %681 = load i32, ptr addrspace(3) %680, align 4, !dbg !26
  %682 = getelementptr inbounds nuw i8, ptr addrspace(3) %680, i32 128, !dbg !26
  %683 = load i32, ptr addrspace(3) %682, align 4, !dbg !26
  %684 = xor i32 %629, 11308, !dbg !26
  %685 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %684, !dbg !26
  %686 = load i32, ptr addrspace(3) %685, align 4, !dbg !26
  %687 = getelementptr inbounds nuw i8, ptr addrspace(3) %685, i32 128, !dbg !26
  %688 = load i32, ptr addrspace(3) %687, align 4, !dbg !26
  %689 = xor i32 %629, 12336, !dbg !26
  %690 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %689, !dbg !26
  %691 = load i32, ptr addrspace(3) %690, align 4, !dbg !26
  %692 = getelementptr inbounds nuw i8, ptr addrspace(3) %690, i32 128, !dbg !26
  %693 = load i32, ptr addrspace(3) %692, align 4, !dbg !26
  %694 = xor i32 %629, 13364, !dbg !26
  %695 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %694, !dbg !26
  %696 = load i32, ptr addrspace(3) %695, align 4, !dbg !26
  %697 = getelementptr inbounds nuw i8, ptr addrspace(3) %695, i32 128, !dbg !26
  %698 = load i32, ptr addrspace(3) %697, align 4, !dbg !26
  %699 = xor i32 %629, 14392, !dbg !26
  %700 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %699, !dbg !26
  %701 = load i32, ptr addrspace(3) %700, align 4, !dbg !26
  %702 = getelementptr inbounds nuw i8, ptr addrspace(3) %700, i32 128, !dbg !26
  %703 = load i32, ptr addrspace(3) %702, align 4, !dbg !26
  %704 = xor i32 %629, 15420, !dbg !26
  %705 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %704, !dbg !26
  %706 = load i32, ptr addrspace(3) %705, align 4, !dbg !26
  %707 = getelementptr inbounds nuw i8, ptr addrspace(3) %705, i32 128, !dbg !26
  %708 = load i32, ptr addrspace(3) %707, align 4, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %631, ptr addrspace(1) %500, i1 %371) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %636, ptr addrspace(1) %501, i1 %372) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %641, ptr addrspace(1) %502, i1 %373) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %646, ptr addrspace(1) %503, i1 %374) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %651, ptr addrspace(1) %504, i1 %375) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %656, ptr addrspace(1) %505, i1 %376) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %661, ptr addrspace(1) %506, i1 %377) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %666, ptr addrspace(1) %507, i1 %378) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %671, ptr addrspace(1) %508, i1 %379) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %676, ptr addrspace(1) %509, i1 %380) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %681, ptr addrspace(1) %510, i1 %381) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %686, ptr addrspace(1) %511, i1 %382) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %691, ptr addrspace(1) %512, i1 %383) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %696, ptr addrspace(1) %513, i1 %384) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %701, ptr addrspace(1) %514, i1 %385) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %706, ptr addrspace(1) %515, i1 %386) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %633, ptr addrspace(1) %516, i1 %387) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %638, ptr addrspace(1) %517, i1 %388) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %643, ptr addrspace(1) %518, i1 %389) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %648, ptr addrspace(1) %519, i1 %390) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %653, ptr addrspace(1) %520, i1 %391) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %658, ptr addrspace(1) %521, i1 %392) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %663, ptr addrspace(1) %522, i1 %393) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %668, ptr addrspace(1) %523, i1 %394) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %673, ptr addrspace(1) %524, i1 %395) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %678, ptr addrspace(1) %525, i1 %396) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %683, ptr addrspace(1) %526, i1 %397) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %688, ptr addrspace(1) %527, i1 %398) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %693, ptr addrspace(1) %528, i1 %399) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %698, ptr addrspace(1) %529, i1 %400) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %703, ptr addrspace(1) %530, i1 %401) #3, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %708, ptr addrspace(1) %531, i1 %402) #3, !dbg !26
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "transpose_tile", linkageName: "transpose_tile", scope: !1, file: !1, line: 162, type: !5, scopeLine: 162, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 163, column: 10, scope: !4)
!13 = !DILocation(line: 163, column: 34, scope: !4)
!14 = !DILocation(line: 164, column: 10, scope: !4)
!15 = !DILocation(line: 165, column: 63, scope: !4)
!16 = !DILocation(line: 165, column: 83, scope: !4)
!17 = !DILocation(line: 165, column: 62, scope: !4)
!18 = !DILocation(line: 165, column: 26, scope: !4)
!19 = !DILocation(line: 165, column: 17, scope: !4)
!20 = !DILocation(line: 165, column: 9, scope: !4)
!21 = !DILocation(line: 167, column: 20, scope: !4)
!22 = !DILocation(line: 167, column: 40, scope: !4)
!23 = !DILocation(line: 167, column: 19, scope: !4)
!24 = !DILocation(line: 166, column: 24, scope: !4)
!25 = !DILocation(line: 166, column: 14, scope: !4)
!26 = !DILocation(line: 166, column: 5, scope: !4)
!27 = !DILocation(line: 162, column: 1, scope: !4)
