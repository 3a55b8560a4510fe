; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_pipelined(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !13
  %14 = shl i32 %12, 7, !dbg !14
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %16 = and i32 %15, 127, !dbg !15
  %17 = shl nuw nsw i32 %13, 7, !dbg !16
  %18 = or disjoint i32 %17, %16, !dbg !16
  %19 = and i32 %15, 31, !dbg !17
  %20 = zext nneg i32 %18 to i64, !dbg !18
  %21 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %21, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre = shl nuw nsw i32 %15, 4, !dbg !20
  %.pre638 = shl nuw nsw i32 %15, 3, !dbg !20
  %.pre640 = and i32 %.pre, 112, !dbg !20
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %22 = shl i32 %7, 5, !dbg !21
  %23 = mul i32 %7, 31, !dbg !22
  %24 = sext i32 %23 to i64, !dbg !18
  %25 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %24, !dbg !18
  %26 = getelementptr [2 x i8], ptr addrspace(1) %25, i64 %20, !dbg !18
  %27 = mul i32 %7, 30, !dbg !22
  %28 = sext i32 %27 to i64, !dbg !18
  %29 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %28, !dbg !18
  %30 = getelementptr [2 x i8], ptr addrspace(1) %29, i64 %20, !dbg !18
  %31 = mul i32 %7, 29, !dbg !22
  %32 = sext i32 %31 to i64, !dbg !18
  %33 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %32, !dbg !18
  %34 = getelementptr [2 x i8], ptr addrspace(1) %33, i64 %20, !dbg !18
  %35 = mul i32 %7, 28, !dbg !22
  %36 = sext i32 %35 to i64, !dbg !18
  %37 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %36, !dbg !18
  %38 = getelementptr [2 x i8], ptr addrspace(1) %37, i64 %20, !dbg !18
  %39 = mul i32 %7, 27, !dbg !22
  %40 = sext i32 %39 to i64, !dbg !18
  %41 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %40, !dbg !18
  %42 = getelementptr [2 x i8], ptr addrspace(1) %41, i64 %20, !dbg !18
  %43 = mul i32 %7, 26, !dbg !22
  %44 = sext i32 %43 to i64, !dbg !18
  %45 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %44, !dbg !18
  %46 = getelementptr [2 x i8], ptr addrspace(1) %45, i64 %20, !dbg !18
  %47 = mul i32 %7, 25, !dbg !22
  %48 = sext i32 %47 to i64, !dbg !18
  %49 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %48, !dbg !18
  %50 = getelementptr [2 x i8], ptr addrspace(1) %49, i64 %20, !dbg !18
  %51 = mul i32 %7, 24, !dbg !22
  %52 = sext i32 %51 to i64, !dbg !18
  %53 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %52, !dbg !18
  %54 = getelementptr [2 x i8], ptr addrspace(1) %53, i64 %20, !dbg !18
  %55 = mul i32 %7, 23, !dbg !22
  %56 = sext i32 %55 to i64, !dbg !18
  %57 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %56, !dbg !18
  %58 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %20, !dbg !18
  %59 = mul i32 %7, 22, !dbg !22
  %60 = sext i32 %59 to i64, !dbg !18
  %61 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %60, !dbg !18
  %62 = getelementptr [2 x i8], ptr addrspace(1) %61, i64 %20, !dbg !18
  %63 = mul i32 %7, 21, !dbg !22
  %64 = sext i32 %63 to i64, !dbg !18
  %65 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %64, !dbg !18
  %66 = getelementptr [2 x i8], ptr addrspace(1) %65, i64 %20, !dbg !18
  %67 = mul i32 %7, 20, !dbg !22
  %68 = sext i32 %67 to i64, !dbg !18
  %69 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %68, !dbg !18
  %70 = getelementptr [2 x i8], ptr addrspace(1) %69, i64 %20, !dbg !18
  %71 = mul i32 %7, 19, !dbg !22
  %72 = sext i32 %71 to i64, !dbg !18
  %73 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %72, !dbg !18
  %74 = getelementptr [2 x i8], ptr addrspace(1) %73, i64 %20, !dbg !18
  %75 = mul i32 %7, 18, !dbg !22
  %76 = sext i32 %75 to i64, !dbg !18
  %77 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %76, !dbg !18
  %78 = getelementptr [2 x i8], ptr addrspace(1) %77, i64 %20, !dbg !18
  %79 = mul i32 %7, 17, !dbg !22
  %80 = sext i32 %79 to i64, !dbg !18
  %81 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %80, !dbg !18
  %82 = getelementptr [2 x i8], ptr addrspace(1) %81, i64 %20, !dbg !18
  %83 = shl i32 %7, 4, !dbg !22
  %84 = sext i32 %83 to i64, !dbg !18
  %85 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %84, !dbg !18
  %86 = getelementptr [2 x i8], ptr addrspace(1) %85, i64 %20, !dbg !18
  %87 = mul i32 %7, 15, !dbg !22
  %88 = sext i32 %87 to i64, !dbg !18
  %89 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %88, !dbg !18
  %90 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %20, !dbg !18
  %91 = mul i32 %7, 14, !dbg !22
  %92 = sext i32 %91 to i64, !dbg !18
  %93 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %92, !dbg !18
  %94 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %20, !dbg !18
  %95 = mul i32 %7, 13, !dbg !22
  %96 = sext i32 %95 to i64, !dbg !18
  %97 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %96, !dbg !18
  %98 = getelementptr [2 x i8], ptr addrspace(1) %97, i64 %20, !dbg !18
  %99 = mul i32 %7, 12, !dbg !22
  %100 = sext i32 %99 to i64, !dbg !18
  %101 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %100, !dbg !18
  %102 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %20, !dbg !18
  %103 = mul i32 %7, 11, !dbg !22
  %104 = sext i32 %103 to i64, !dbg !18
  %105 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %104, !dbg !18
  %106 = getelementptr [2 x i8], ptr addrspace(1) %105, i64 %20, !dbg !18
  %107 = mul i32 %7, 10, !dbg !22
  %108 = sext i32 %107 to i64, !dbg !18
  %109 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %108, !dbg !18
  %110 = getelementptr [2 x i8], ptr addrspace(1) %109, i64 %20, !dbg !18
  %111 = mul i32 %7, 9, !dbg !22
  %112 = sext i32 %111 to i64, !dbg !18
  %113 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %112, !dbg !18
  %114 = getelementptr [2 x i8], ptr addrspace(1) %113, i64 %20, !dbg !18
  %115 = shl i32 %7, 3, !dbg !22
  %116 = sext i32 %115 to i64, !dbg !18
  %117 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %116, !dbg !18
  %118 = getelementptr [2 x i8], ptr addrspace(1) %117, i64 %20, !dbg !18
  %119 = mul i32 %7, 7, !dbg !22
  %120 = sext i32 %119 to i64, !dbg !18
  %121 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %120, !dbg !18
  %122 = getelementptr [2 x i8], ptr addrspace(1) %121, i64 %20, !dbg !18
  %123 = mul i32 %7, 6, !dbg !22
  %124 = sext i32 %123 to i64, !dbg !18
  %125 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %124, !dbg !18
  %126 = getelementptr [2 x i8], ptr addrspace(1) %125, i64 %20, !dbg !18
  %127 = mul i32 %7, 5, !dbg !22
  %128 = sext i32 %127 to i64, !dbg !18
  %129 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %128, !dbg !18
  %130 = getelementptr [2 x i8], ptr addrspace(1) %129, i64 %20, !dbg !18
  %131 = shl i32 %7, 2, !dbg !22
  %132 = sext i32 %131 to i64, !dbg !18
  %133 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %132, !dbg !18
  %134 = getelementptr [2 x i8], ptr addrspace(1) %133, i64 %20, !dbg !18
  %135 = mul i32 %7, 3, !dbg !22
  %136 = sext i32 %135 to i64, !dbg !18
  %137 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %136, !dbg !18
  %138 = getelementptr [2 x i8], ptr addrspace(1) %137, i64 %20, !dbg !18
  %139 = shl i32 %7, 1, !dbg !22
  %140 = sext i32 %139 to i64, !dbg !18
  %141 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %140, !dbg !18
  %142 = getelementptr [2 x i8], ptr addrspace(1) %141, i64 %20, !dbg !18
  %143 = sext i32 %7 to i64, !dbg !18
  %144 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %143, !dbg !18
  %145 = getelementptr [2 x i8], ptr addrspace(1) %144, i64 %20, !dbg !18
  %146 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %20, !dbg !18
  %147 = lshr i32 %15, 5, !dbg !15
  %148 = or disjoint i32 %147, %14, !dbg !14
  %149 = or i32 %148, 124, !dbg !14
  %150 = mul i32 %6, %149, !dbg !23
  %151 = sext i32 %150 to i64, !dbg !24
  %152 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %151, !dbg !24
  %153 = zext nneg i32 %19 to i64, !dbg !24
  %154 = getelementptr [2 x i8], ptr addrspace(1) %152, i64 %153, !dbg !24
  %155 = and i32 %147, 3, !dbg !15
  %156 = or disjoint i32 %155, %14, !dbg !14
  %157 = or disjoint i32 %156, 120, !dbg !14
  %158 = mul i32 %6, %157, !dbg !23
  %159 = sext i32 %158 to i64, !dbg !24
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !24
  %161 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %153, !dbg !24
  %162 = or disjoint i32 %156, 116, !dbg !14
  %163 = mul i32 %6, %162, !dbg !23
  %164 = sext i32 %163 to i64, !dbg !24
  %165 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %164, !dbg !24
  %166 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %153, !dbg !24
  %167 = or disjoint i32 %156, 112, !dbg !14
  %168 = mul i32 %6, %167, !dbg !23
  %169 = sext i32 %168 to i64, !dbg !24
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !24
  %171 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %153, !dbg !24
  %172 = or disjoint i32 %156, 108, !dbg !14
  %173 = mul i32 %6, %172, !dbg !23
  %174 = sext i32 %173 to i64, !dbg !24
  %175 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %174, !dbg !24
  %176 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %153, !dbg !24
  %177 = or disjoint i32 %156, 104, !dbg !14
  %178 = mul i32 %6, %177, !dbg !23
  %179 = sext i32 %178 to i64, !dbg !24
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !24
  %181 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %153, !dbg !24
  %182 = or disjoint i32 %156, 100, !dbg !14
  %183 = mul i32 %6, %182, !dbg !23
  %184 = sext i32 %183 to i64, !dbg !24
  %185 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %184, !dbg !24
  %186 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %153, !dbg !24
  %187 = or disjoint i32 %156, 96, !dbg !14
  %188 = mul i32 %6, %187, !dbg !23
  %189 = sext i32 %188 to i64, !dbg !24
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !24
  %191 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %153, !dbg !24
  %192 = or i32 %148, 92, !dbg !14
  %193 = mul i32 %6, %192, !dbg !23
  %194 = sext i32 %193 to i64, !dbg !24
  %195 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %194, !dbg !24
  %196 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %153, !dbg !24
  %197 = or disjoint i32 %156, 88, !dbg !14
  %198 = mul i32 %6, %197, !dbg !23
  %199 = sext i32 %198 to i64, !dbg !24
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !24
  %201 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %153, !dbg !24
  %202 = or disjoint i32 %156, 84, !dbg !14
  %203 = mul i32 %6, %202, !dbg !23
  %204 = sext i32 %203 to i64, !dbg !24
  %205 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %204, !dbg !24
  %206 = getelementptr [2 x i8], ptr addrspace(1) %205, i64 %153, !dbg !24
  %207 = or disjoint i32 %156, 80, !dbg !14
  %208 = mul i32 %6, %207, !dbg !23
  %209 = sext i32 %208 to i64, !dbg !24
  %210 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %209, !dbg !24
  %211 = getelementptr [2 x i8], ptr addrspace(1) %210, i64 %153, !dbg !24
  %212 = or disjoint i32 %156, 76, !dbg !14
  %213 = mul i32 %6, %212, !dbg !23
  %214 = sext i32 %213 to i64, !dbg !24
  %215 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %214, !dbg !24
  %216 = getelementptr [2 x i8], ptr addrspace(1) %215, i64 %153, !dbg !24
  %217 = or disjoint i32 %156, 72, !dbg !14
  %218 = mul i32 %6, %217, !dbg !23
  %219 = sext i32 %218 to i64, !dbg !24
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !24
  %221 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %153, !dbg !24
  %222 = or disjoint i32 %156, 68, !dbg !14
  %223 = mul i32 %6, %222, !dbg !23
  %224 = sext i32 %223 to i64, !dbg !24
  %225 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %224, !dbg !24
  %226 = getelementptr [2 x i8], ptr addrspace(1) %225, i64 %153, !dbg !24
  %227 = or disjoint i32 %156, 64, !dbg !14
  %228 = mul i32 %6, %227, !dbg !23
  %229 = sext i32 %228 to i64, !dbg !24
  %230 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %229, !dbg !24
  %231 = getelementptr [2 x i8], ptr addrspace(1) %230, i64 %153, !dbg !24
  %232 = or i32 %148, 60, !dbg !14
  %233 = mul i32 %6, %232, !dbg !23
  %234 = sext i32 %233 to i64, !dbg !24
  %235 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %234, !dbg !24
  %236 = getelementptr [2 x i8], ptr addrspace(1) %235, i64 %153, !dbg !24
  %237 = or disjoint i32 %156, 56, !dbg !14
  %238 = mul i32 %6, %237, !dbg !23
  %239 = sext i32 %238 to i64, !dbg !24
  %240 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %239, !dbg !24
  %241 = getelementptr [2 x i8], ptr addrspace(1) %240, i64 %153, !dbg !24
  %242 = or disjoint i32 %156, 52, !dbg !14
  %243 = mul i32 %6, %242, !dbg !23
  %244 = sext i32 %243 to i64, !dbg !24
  %245 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %244, !dbg !24
  %246 = getelementptr [2 x i8], ptr addrspace(1) %245, i64 %153, !dbg !24
  %247 = or disjoint i32 %156, 48, !dbg !14
  %248 = mul i32 %6, %247, !dbg !23
  %249 = sext i32 %248 to i64, !dbg !24
  %250 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %249, !dbg !24
  %251 = getelementptr [2 x i8], ptr addrspace(1) %250, i64 %153, !dbg !24
  %252 = or disjoint i32 %156, 44, !dbg !14
  %253 = mul i32 %6, %252, !dbg !23
  %254 = sext i32 %253 to i64, !dbg !24
  %255 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %254, !dbg !24
  %256 = getelementptr [2 x i8], ptr addrspace(1) %255, i64 %153, !dbg !24
  %257 = or disjoint i32 %156, 40, !dbg !14
  %258 = mul i32 %6, %257, !dbg !23
  %259 = sext i32 %258 to i64, !dbg !24
  %260 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %259, !dbg !24
  %261 = getelementptr [2 x i8], ptr addrspace(1) %260, i64 %153, !dbg !24
  %262 = or disjoint i32 %156, 36, !dbg !14
  %263 = mul i32 %6, %262, !dbg !23
  %264 = sext i32 %263 to i64, !dbg !24
  %265 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %264, !dbg !24
  %266 = getelementptr [2 x i8], ptr addrspace(1) %265, i64 %153, !dbg !24
  %267 = or disjoint i32 %156, 32, !dbg !14
  %268 = mul i32 %6, %267, !dbg !23
  %269 = sext i32 %268 to i64, !dbg !24
  %270 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %269, !dbg !24
  %271 = getelementptr [2 x i8], ptr addrspace(1) %270, i64 %153, !dbg !24
  %272 = or i32 %148, 28, !dbg !14
  %273 = mul i32 %6, %272, !dbg !23
  %274 = sext i32 %273 to i64, !dbg !24
  %275 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %274, !dbg !24
  %276 = getelementptr [2 x i8], ptr addrspace(1) %275, i64 %153, !dbg !24
  %277 = or disjoint i32 %156, 24, !dbg !14
  %278 = mul i32 %6, %277, !dbg !23
  %279 = sext i32 %278 to i64, !dbg !24
  %280 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %279, !dbg !24
  %281 = getelementptr [2 x i8], ptr addrspace(1) %280, i64 %153, !dbg !24
  %282 = or disjoint i32 %156, 20, !dbg !14
  %283 = mul i32 %6, %282, !dbg !23
  %284 = sext i32 %283 to i64, !dbg !24
  %285 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %284, !dbg !24
  %286 = getelementptr [2 x i8], ptr addrspace(1) %285, i64 %153, !dbg !24
  %287 = or disjoint i32 %156, 16, !dbg !14
  %288 = mul i32 %6, %287, !dbg !23
  %289 = sext i32 %288 to i64, !dbg !24
  %290 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %289, !dbg !24
  %291 = getelementptr [2 x i8], ptr addrspace(1) %290, i64 %153, !dbg !24
  %292 = or disjoint i32 %156, 12, !dbg !14
  %293 = mul i32 %6, %292, !dbg !23
  %294 = sext i32 %293 to i64, !dbg !24
  %295 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %294, !dbg !24
  %296 = getelementptr [2 x i8], ptr addrspace(1) %295, i64 %153, !dbg !24
  %297 = or disjoint i32 %156, 8, !dbg !14
  %298 = mul i32 %6, %297, !dbg !23
  %299 = sext i32 %298 to i64, !dbg !24
  %300 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %299, !dbg !24
  %301 = getelementptr [2 x i8], ptr addrspace(1) %300, i64 %153, !dbg !24
  %302 = or disjoint i32 %156, 4, !dbg !14
  %303 = mul i32 %6, %302, !dbg !23
  %304 = sext i32 %303 to i64, !dbg !24
  %305 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %304, !dbg !24
  %306 = getelementptr [2 x i8], ptr addrspace(1) %305, i64 %153, !dbg !24
  %307 = mul i32 %6, %156, !dbg !23
  %308 = sext i32 %307 to i64, !dbg !24
  %309 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %308, !dbg !24
  %310 = getelementptr [2 x i8], ptr addrspace(1) %309, i64 %153, !dbg !24
  %311 = shl nuw nsw i32 %15, 1
  %312 = and i32 %311, 126
  %313 = and i32 %15, 64
  %314 = icmp eq i32 %313, 0
  %315 = select i1 %314, i32 0, i32 144
  %316 = xor i32 %315, %312
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %316
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 512
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 1024
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 1536
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 2048
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 2560
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 3072
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 3584
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 4096
  %326 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 4608
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 5120
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 5632
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 6144
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 6656
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 7168
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 7680
  %333 = xor i32 %316, 288
  %334 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %333
  %335 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 512
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 1024
  %337 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 1536
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 2048
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 2560
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 3072
  %341 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 3584
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 4096
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 4608
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 5120
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 5632
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 6144
  %347 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 6656
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 7168
  %349 = getelementptr inbounds nuw i8, ptr addrspace(3) %334, i32 7680
  %350 = shl nuw nsw i32 %16, 1
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %350
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) %351, i32 2048
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) %351, i32 4096
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %351, i32 6144
  %355 = xor i32 %350, 272
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %355
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %356, i32 2048
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %356, i32 4096
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) %356, i32 6144
  %360 = xor i32 %350, 544
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %360
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) %361, i32 2048
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %361, i32 4096
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) %361, i32 6144
  %365 = xor i32 %350, 816
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %365
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) %366, i32 2048
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) %366, i32 4096
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) %366, i32 6144
  %370 = xor i32 %350, 1088
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %370
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 2048
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 4096
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 6144
  %375 = xor i32 %350, 1360
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %375
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) %376, i32 2048
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) %376, i32 4096
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) %376, i32 6144
  %380 = xor i32 %350, 1632
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %380
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) %381, i32 2048
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) %381, i32 4096
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) %381, i32 6144
  %385 = xor i32 %350, 1904
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %385
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) %386, i32 2048
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) %386, i32 4096
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) %386, i32 6144
  %390 = shl nuw nsw i32 %15, 6
  %391 = and i32 %390, 960
  %392 = shl nuw nsw i32 %15, 3
  %393 = and i32 %392, 48
  %394 = and i32 %15, 16
  %395 = shl nuw nsw i32 %313, 4
  %396 = or disjoint i32 %391, %393
  %397 = xor i32 %396, %394
  %398 = or disjoint i32 %397, %395
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %398
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 2048
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 4096
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 6144
  %403 = xor i32 %398, 32
  %404 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %403
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 2048
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 4096
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 6144
  %408 = shl nuw nsw i32 %19, 8
  %409 = shl nuw nsw i32 %15, 4
  %410 = and i32 %409, 112
  %411 = lshr i32 %15, 1
  %412 = and i32 %411, 16
  %413 = xor i32 %410, %412
  %414 = or disjoint i32 %413, %408
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %414
  %416 = getelementptr inbounds nuw i8, ptr addrspace(3) %415, i32 128
  %417 = xor i32 %414, 32
  %418 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %417
  %419 = getelementptr inbounds nuw i8, ptr addrspace(3) %418, i32 128
  %420 = xor i32 %414, 64
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %420
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) %421, i32 128
  %423 = xor i32 %414, 96
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %423
  %425 = getelementptr inbounds nuw i8, ptr addrspace(3) %424, i32 128
  %426 = sext i32 %22 to i64
  br label %427, !dbg !19

427:                                              ; preds = %.lr.ph, %427
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %427 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %427 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %427 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %427 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %427 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %427 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %427 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %427 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %427 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %427 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %427 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %427 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %427 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %427 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %427 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %427 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %427 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %427 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %427 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %427 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %427 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1016, %427 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %427 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %427 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %427 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %427 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1022, %427 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %427 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %427 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %427 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %427 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %427 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %427 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %427 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %427 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %427 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %427 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %427 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %427 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %427 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %427 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %427 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %427 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %427 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %427 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %427 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %427 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %427 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %427 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %427 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %427 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %427 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %427 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %427 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %427 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %427 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %427 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %427 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %427 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %427 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %427 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %427 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %427 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %427 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %427 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %427 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %427 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %427 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %427 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %427 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %427 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %427 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %427 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %427 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %427 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %427 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %427 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %427 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %427 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %427 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %427 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %427 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %427 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %427 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %427 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %427 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %427 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %427 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %427 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %427 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %427 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %427 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1105, %427 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1106, %427 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1107, %427 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1108, %427 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %427 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %427 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %427 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1113, %427 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %427 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %427 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %427 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1118, %427 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %427 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %427 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %427 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1123, %427 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %427 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %427 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %427 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1128, %427 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %427 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1131, %427 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %427 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1133, %427 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %427 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %427 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %427 ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1138, %427 ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %427 ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1141, %427 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1142, %427 ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1143, %427 ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1145, %427 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1146, %427 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1147, %427 ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1148, %427 ]
  %.pn66636 = phi ptr addrspace(1) [ %26, %.lr.ph ], [ %1212, %427 ]
  %.pn68635 = phi ptr addrspace(1) [ %30, %.lr.ph ], [ %1211, %427 ]
  %.pn70634 = phi ptr addrspace(1) [ %34, %.lr.ph ], [ %1210, %427 ]
  %.pn72633 = phi ptr addrspace(1) [ %38, %.lr.ph ], [ %1209, %427 ]
  %.pn74632 = phi ptr addrspace(1) [ %42, %.lr.ph ], [ %1208, %427 ]
  %.pn76631 = phi ptr addrspace(1) [ %46, %.lr.ph ], [ %1207, %427 ]
  %.pn78630 = phi ptr addrspace(1) [ %50, %.lr.ph ], [ %1206, %427 ]
  %.pn80629 = phi ptr addrspace(1) [ %54, %.lr.ph ], [ %1205, %427 ]
  %.pn82628 = phi ptr addrspace(1) [ %58, %.lr.ph ], [ %1204, %427 ]
  %.pn84627 = phi ptr addrspace(1) [ %62, %.lr.ph ], [ %1203, %427 ]
  %.pn86626 = phi ptr addrspace(1) [ %66, %.lr.ph ], [ %1202, %427 ]
  %.pn88625 = phi ptr addrspace(1) [ %70, %.lr.ph ], [ %1201, %427 ]
  %.pn90624 = phi ptr addrspace(1) [ %74, %.lr.ph ], [ %1200, %427 ]
  %.pn92623 = phi ptr addrspace(1) [ %78, %.lr.ph ], [ %1199, %427 ]
  %.pn94622 = phi ptr addrspace(1) [ %82, %.lr.ph ], [ %1198, %427 ]
  %.pn96621 = phi ptr addrspace(1) [ %86, %.lr.ph ], [ %1197, %427 ]
  %.pn98620 = phi ptr addrspace(1) [ %90, %.lr.ph ], [ %1196, %427 ]
  %.pn100619 = phi ptr addrspace(1) [ %94, %.lr.ph ], [ %1195, %427 ]
  %.pn102618 = phi ptr addrspace(1) [ %98, %.lr.ph ], [ %1194, %427 ]
  %.pn104617 = phi ptr addrspace(1) [ %102, %.lr.ph ], [ %1193, %427 ]
  %.pn106616 = phi ptr addrspace(1) [ %106, %.lr.ph ], [ %1192, %427 ]
  %.pn108615 = phi ptr addrspace(1) [ %110, %.lr.ph ], [ %1191, %427 ]
  %.pn110614 = phi ptr addrspace(1) [ %114, %.lr.ph ], [ %1190, %427 ]
  %.pn112613 = phi ptr addrspace(1) [ %118, %.lr.ph ], [ %1189, %427 ]
  %.pn114612 = phi ptr addrspace(1) [ %122, %.lr.ph ], [ %1188, %427 ]
  %.pn116611 = phi ptr addrspace(1) [ %126, %.lr.ph ], [ %1187, %427 ]
  %.pn118610 = phi ptr addrspace(1) [ %130, %.lr.ph ], [ %1186, %427 ]
  %.pn120609 = phi ptr addrspace(1) [ %134, %.lr.ph ], [ %1185, %427 ]
  %.pn122608 = phi ptr addrspace(1) [ %138, %.lr.ph ], [ %1184, %427 ]
  %.pn124607 = phi ptr addrspace(1) [ %142, %.lr.ph ], [ %1183, %427 ]
  %.pn126606 = phi ptr addrspace(1) [ %145, %.lr.ph ], [ %1182, %427 ]
  %.pn128605 = phi ptr addrspace(1) [ %146, %.lr.ph ], [ %1181, %427 ]
  %.pn2604 = phi ptr addrspace(1) [ %154, %.lr.ph ], [ %1180, %427 ]
  %.pn4603 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %1179, %427 ]
  %.pn6602 = phi ptr addrspace(1) [ %166, %.lr.ph ], [ %1178, %427 ]
  %.pn8601 = phi ptr addrspace(1) [ %171, %.lr.ph ], [ %1177, %427 ]
  %.pn10600 = phi ptr addrspace(1) [ %176, %.lr.ph ], [ %1176, %427 ]
  %.pn12599 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %1175, %427 ]
  %.pn14598 = phi ptr addrspace(1) [ %186, %.lr.ph ], [ %1174, %427 ]
  %.pn16597 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %1173, %427 ]
  %.pn18596 = phi ptr addrspace(1) [ %196, %.lr.ph ], [ %1172, %427 ]
  %.pn20595 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %1171, %427 ]
  %.pn22594 = phi ptr addrspace(1) [ %206, %.lr.ph ], [ %1170, %427 ]
  %.pn24593 = phi ptr addrspace(1) [ %211, %.lr.ph ], [ %1169, %427 ]
  %.pn26592 = phi ptr addrspace(1) [ %216, %.lr.ph ], [ %1168, %427 ]
  %.pn28591 = phi ptr addrspace(1) [ %221, %.lr.ph ], [ %1167, %427 ]
  %.pn30590 = phi ptr addrspace(1) [ %226, %.lr.ph ], [ %1166, %427 ]
  %.pn32589 = phi ptr addrspace(1) [ %231, %.lr.ph ], [ %1165, %427 ]
  %.pn34588 = phi ptr addrspace(1) [ %236, %.lr.ph ], [ %1164, %427 ]
  %.pn36587 = phi ptr addrspace(1) [ %241, %.lr.ph ], [ %1163, %427 ]
  %.pn38586 = phi ptr addrspace(1) [ %246, %.lr.ph ], [ %1162, %427 ]
  %.pn40585 = phi ptr addrspace(1) [ %251, %.lr.ph ], [ %1161, %427 ]
  %.pn42584 = phi ptr addrspace(1) [ %256, %.lr.ph ], [ %1160, %427 ]
  %.pn44583 = phi ptr addrspace(1) [ %261, %.lr.ph ], [ %1159, %427 ]
  %.pn46582 = phi ptr addrspace(1) [ %266, %.lr.ph ], [ %1158, %427 ]
  %.pn48581 = phi ptr addrspace(1) [ %271, %.lr.ph ], [ %1157, %427 ]
  %.pn50580 = phi ptr addrspace(1) [ %276, %.lr.ph ], [ %1156, %427 ]
  %.pn52579 = phi ptr addrspace(1) [ %281, %.lr.ph ], [ %1155, %427 ]
  %.pn54578 = phi ptr addrspace(1) [ %286, %.lr.ph ], [ %1154, %427 ]
  %.pn56577 = phi ptr addrspace(1) [ %291, %.lr.ph ], [ %1153, %427 ]
  %.pn58576 = phi ptr addrspace(1) [ %296, %.lr.ph ], [ %1152, %427 ]
  %.pn60575 = phi ptr addrspace(1) [ %301, %.lr.ph ], [ %1151, %427 ]
  %.pn62574 = phi ptr addrspace(1) [ %306, %.lr.ph ], [ %1150, %427 ]
  %.pn64573 = phi ptr addrspace(1) [ %310, %.lr.ph ], [ %1149, %427 ]
  %556 = phi i32 [ 0, %.lr.ph ], [ %1213, %427 ]
  %557 = or disjoint i32 %556, 1, !dbg !25
  %558 = or disjoint i32 %556, 2, !dbg !25
  %559 = or disjoint i32 %556, 3, !dbg !25
  %560 = or disjoint i32 %556, 4, !dbg !25
  %561 = or disjoint i32 %556, 5, !dbg !25
  %562 = or disjoint i32 %556, 6, !dbg !25
  %563 = or disjoint i32 %556, 7, !dbg !25
  %564 = or disjoint i32 %556, 8, !dbg !25
  %565 = or disjoint i32 %556, 9, !dbg !25
  %566 = or disjoint i32 %556, 10, !dbg !25
  %567 = or disjoint i32 %556, 11, !dbg !25
  %568 = or disjoint i32 %556, 12, !dbg !25
  %569 = or disjoint i32 %556, 13, !dbg !25
  %570 = or disjoint i32 %556, 14, !dbg !25
  %571 = or disjoint i32 %556, 15, !dbg !25
  %572 = or disjoint i32 %556, 16, !dbg !25
  %573 = or disjoint i32 %556, 17, !dbg !25
  %574 = or disjoint i32 %556, 18, !dbg !25
  %575 = or disjoint i32 %556, 19, !dbg !25
  %576 = or disjoint i32 %556, 20, !dbg !25
  %577 = or disjoint i32 %556, 21, !dbg !25
  %578 = or disjoint i32 %556, 22, !dbg !25
  %579 = or disjoint i32 %556, 23, !dbg !25
  %580 = or disjoint i32 %556, 24, !dbg !25
  %581 = or disjoint i32 %556, 25, !dbg !25
  %582 = or disjoint i32 %556, 26, !dbg !25
  %583 = or disjoint i32 %556, 27, !dbg !25
  %584 = or disjoint i32 %556, 28, !dbg !25
  %585 = or disjoint i32 %556, 29, !dbg !25
  %586 = or disjoint i32 %556, 30, !dbg !25
  %587 = or disjoint i32 %556, 31, !dbg !25
  %588 = or disjoint i32 %556, %19, !dbg !25
  %589 = icmp slt i32 %588, %5, !dbg !26
  %590 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn64573, i1 %589) #4, !dbg !27
  %591 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn62574, i1 %589) #4, !dbg !27
  %592 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn60575, i1 %589) #4, !dbg !27
  %593 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn58576, i1 %589) #4, !dbg !27
  %594 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn56577, i1 %589) #4, !dbg !27
  %595 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn54578, i1 %589) #4, !dbg !27
  %596 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn52579, i1 %589) #4, !dbg !27
  %597 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn50580, i1 %589) #4, !dbg !27
  %598 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn48581, i1 %589) #4, !dbg !27
  %599 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn46582, i1 %589) #4, !dbg !27
  %600 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn44583, i1 %589) #4, !dbg !27
  %601 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn42584, i1 %589) #4, !dbg !27
  %602 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn40585, i1 %589) #4, !dbg !27
  %603 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn38586, i1 %589) #4, !dbg !27
  %604 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn36587, i1 %589) #4, !dbg !27
  %605 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn34588, i1 %589) #4, !dbg !27
  %606 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn32589, i1 %589) #4, !dbg !27
  %607 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn30590, i1 %589) #4, !dbg !27
  %608 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn28591, i1 %589) #4, !dbg !27
  %609 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn26592, i1 %589) #4, !dbg !27
  %610 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn24593, i1 %589) #4, !dbg !27
  %611 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn22594, i1 %589) #4, !dbg !27
  %612 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn20595, i1 %589) #4, !dbg !27
  %613 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn18596, i1 %589) #4, !dbg !27
  %614 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn16597, i1 %589) #4, !dbg !27
  %615 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn14598, i1 %589) #4, !dbg !27
  %616 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn12599, i1 %589) #4, !dbg !27
  %617 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn10600, i1 %589) #4, !dbg !27
  %618 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn8601, i1 %589) #4, !dbg !27
  %619 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn6602, i1 %589) #4, !dbg !27
  %620 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn4603, i1 %589) #4, !dbg !27
  %621 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2604, i1 %589) #4, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %622 = insertelement <1 x i16> poison, i16 %590, i64 0, !dbg !27
  store <1 x i16> %622, ptr addrspace(3) %317, align 2, !dbg !27
  %623 = insertelement <1 x i16> poison, i16 %592, i64 0, !dbg !27
  store <1 x i16> %623, ptr addrspace(3) %318, align 2, !dbg !27
  %624 = insertelement <1 x i16> poison, i16 %594, i64 0, !dbg !27
  store <1 x i16> %624, ptr addrspace(3) %319, align 2, !dbg !27
  %625 = insertelement <1 x i16> poison, i16 %596, i64 0, !dbg !27
  store <1 x i16> %625, ptr addrspace(3) %320, align 2, !dbg !27
  %626 = insertelement <1 x i16> poison, i16 %598, i64 0, !dbg !27
  store <1 x i16> %626, ptr addrspace(3) %321, align 2, !dbg !27
  %627 = insertelement <1 x i16> poison, i16 %600, i64 0, !dbg !27
  store <1 x i16> %627, ptr addrspace(3) %322, align 2, !dbg !27
  %628 = insertelement <1 x i16> poison, i16 %602, i64 0, !dbg !27
  store <1 x i16> %628, ptr addrspace(3) %323, align 2, !dbg !27
  %629 = insertelement <1 x i16> poison, i16 %604, i64 0, !dbg !27
  store <1 x i16> %629, ptr addrspace(3) %324, align 2, !dbg !27
  %630 = insertelement <1 x i16> poison, i16 %606, i64 0, !dbg !27
  store <1 x i16> %630, ptr addrspace(3) %325, align 2, !dbg !27
  %631 = insertelement <1 x i16> poison, i16 %608, i64 0, !dbg !27
  store <1 x i16> %631, ptr addrspace(3) %326, align 2, !dbg !27
  %632 = insertelement <1 x i16> poison, i16 %610, i64 0, !dbg !27
  store <1 x i16> %632, ptr addrspace(3) %327, align 2, !dbg !27
  %633 = insertelement <1 x i16> poison, i16 %612, i64 0, !dbg !27
  store <1 x i16> %633, ptr addrspace(3) %328, align 2, !dbg !27
  %634 = insertelement <1 x i16> poison, i16 %614, i64 0, !dbg !27
  store <1 x i16> %634, ptr addrspace(3) %329, align 2, !dbg !27
  %635 = insertelement <1 x i16> poison, i16 %616, i64 0, !dbg !27
  store <1 x i16> %635, ptr addrspace(3) %330, align 2, !dbg !27
  %636 = insertelement <1 x i16> poison, i16 %618, i64 0, !dbg !27
  store <1 x i16> %636, ptr addrspace(3) %331, align 2, !dbg !27
  %637 = insertelement <1 x i16> poison, i16 %620, i64 0, !dbg !27
  store <1 x i16> %637, ptr addrspace(3) %332, align 2, !dbg !27
  %638 = insertelement <1 x i16> poison, i16 %591, i64 0, !dbg !27
  store <1 x i16> %638, ptr addrspace(3) %334, align 2, !dbg !27
  %639 = insertelement <1 x i16> poison, i16 %593, i64 0, !dbg !27
  store <1 x i16> %639, ptr addrspace(3) %335, align 2, !dbg !27
  %640 = insertelement <1 x i16> poison, i16 %595, i64 0, !dbg !27
  store <1 x i16> %640, ptr addrspace(3) %336, align 2, !dbg !27
  %641 = insertelement <1 x i16> poison, i16 %597, i64 0, !dbg !27
  store <1 x i16> %641, ptr addrspace(3) %337, align 2, !dbg !27
  %642 = insertelement <1 x i16> poison, i16 %599, i64 0, !dbg !27
  store <1 x i16> %642, ptr addrspace(3) %338, align 2, !dbg !27
  %643 = insertelement <1 x i16> poison, i16 %601, i64 0, !dbg !27
  store <1 x i16> %643, ptr addrspace(3) %339, align 2, !dbg !27
  %644 = insertelement <1 x i16> poison, i16 %603, i64 0, !dbg !27
  store <1 x i16> %644, ptr addrspace(3) %340, align 2, !dbg !27
  %645 = insertelement <1 x i16> poison, i16 %605, i64 0, !dbg !27
  store <1 x i16> %645, ptr addrspace(3) %341, align 2, !dbg !27
  %646 = insertelement <1 x i16> poison, i16 %607, i64 0, !dbg !27
  store <1 x i16> %646, ptr addrspace(3) %342, align 2, !dbg !27
  %647 = insertelement <1 x i16> poison, i16 %609, i64 0, !dbg !27
  store <1 x i16> %647, ptr addrspace(3) %343, align 2, !dbg !27
  %648 = insertelement <1 x i16> poison, i16 %611, i64 0, !dbg !27
  store <1 x i16> %648, ptr addrspace(3) %344, align 2, !dbg !27
  %649 = insertelement <1 x i16> poison, i16 %613, i64 0, !dbg !27
  store <1 x i16> %649, ptr addrspace(3) %345, align 2, !dbg !27
  %650 = insertelement <1 x i16> poison, i16 %615, i64 0, !dbg !27
  store <1 x i16> %650, ptr addrspace(3) %346, align 2, !dbg !27
  %651 = insertelement <1 x i16> poison, i16 %617, i64 0, !dbg !27
  store <1 x i16> %651, ptr addrspace(3) %347, align 2, !dbg !27
  %652 = insertelement <1 x i16> poison, i16 %619, i64 0, !dbg !27
  store <1 x i16> %652, ptr addrspace(3) %348, align 2, !dbg !27
  %653 = insertelement <1 x i16> poison, i16 %621, i64 0, !dbg !27
  store <1 x i16> %653, ptr addrspace(3) %349, align 2, !dbg !27
  %654 = icmp slt i32 %557, %5, !dbg !28
  %655 = icmp slt i32 %558, %5, !dbg !28
  %656 = icmp slt i32 %559, %5, !dbg !28
  %657 = icmp slt i32 %560, %5, !dbg !28
  %658 = icmp slt i32 %561, %5, !dbg !28
  %659 = icmp slt i32 %562, %5, !dbg !28
  %660 = icmp slt i32 %563, %5, !dbg !28
  %661 = icmp slt i32 %564, %5, !dbg !28
  %662 = icmp slt i32 %565, %5, !dbg !28
  %663 = icmp slt i32 %566, %5, !dbg !28
  %664 = icmp slt i32 %567, %5, !dbg !28
  %665 = icmp slt i32 %568, %5, !dbg !28
  %666 = icmp slt i32 %569, %5, !dbg !28
  %667 = icmp slt i32 %570, %5, !dbg !28
  %668 = icmp slt i32 %571, %5, !dbg !28
  %669 = icmp slt i32 %572, %5, !dbg !28
  %670 = icmp slt i32 %573, %5, !dbg !28
  %671 = icmp slt i32 %574, %5, !dbg !28
  %672 = icmp slt i32 %575, %5, !dbg !28
  %673 = icmp slt i32 %576, %5, !dbg !28
  %674 = icmp slt i32 %577, %5, !dbg !28
  %675 = icmp slt i32 %578, %5, !dbg !28
  %676 = icmp slt i32 %579, %5, !dbg !28
  %677 = icmp slt i32 %580, %5, !dbg !28
  %678 = icmp slt i32 %581, %5, !dbg !28
  %679 = icmp slt i32 %582, %5, !dbg !28
  %680 = icmp slt i32 %583, %5, !dbg !28
  %681 = icmp slt i32 %584, %5, !dbg !28
  %682 = icmp slt i32 %585, %5, !dbg !28
  %683 = icmp slt i32 %586, %5, !dbg !28
  %684 = icmp slt i32 %587, %5, !dbg !28
  %685 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn128605, i1 true) #4, !dbg !29
  %686 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn126606, i1 %654) #4, !dbg !29
  %687 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn124607, i1 %655) #4, !dbg !29
  %688 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn122608, i1 %656) #4, !dbg !29
  %689 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn120609, i1 %657) #4, !dbg !29
  %690 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn118610, i1 %658) #4, !dbg !29
  %691 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn116611, i1 %659) #4, !dbg !29
  %692 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn114612, i1 %660) #4, !dbg !29
  %693 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn112613, i1 %661) #4, !dbg !29
  %694 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn110614, i1 %662) #4, !dbg !29
  %695 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn108615, i1 %663) #4, !dbg !29
  %696 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn106616, i1 %664) #4, !dbg !29
  %697 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn104617, i1 %665) #4, !dbg !29
  %698 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn102618, i1 %666) #4, !dbg !29
  %699 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn100619, i1 %667) #4, !dbg !29
  %700 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn98620, i1 %668) #4, !dbg !29
  %701 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn96621, i1 %669) #4, !dbg !29
  %702 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn94622, i1 %670) #4, !dbg !29
  %703 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn92623, i1 %671) #4, !dbg !29
  %704 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn90624, i1 %672) #4, !dbg !29
  %705 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn88625, i1 %673) #4, !dbg !29
  %706 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn86626, i1 %674) #4, !dbg !29
  %707 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn84627, i1 %675) #4, !dbg !29
  %708 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn82628, i1 %676) #4, !dbg !29
  %709 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn80629, i1 %677) #4, !dbg !29
  %710 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn78630, i1 %678) #4, !dbg !29
  %711 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn76631, i1 %679) #4, !dbg !29
  %712 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn74632, i1 %680) #4, !dbg !29
  %713 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn72633, i1 %681) #4, !dbg !29
  %714 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn70634, i1 %682) #4, !dbg !29
  %715 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn68635, i1 %683) #4, !dbg !29
  %716 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn66636, i1 %684) #4, !dbg !29
  %717 = insertelement <1 x i16> poison, i16 %685, i64 0, !dbg !29
  store <1 x i16> %717, ptr addrspace(3) %351, align 2, !dbg !29
  %718 = insertelement <1 x i16> poison, i16 %693, i64 0, !dbg !29
  store <1 x i16> %718, ptr addrspace(3) %352, align 2, !dbg !29
  %719 = insertelement <1 x i16> poison, i16 %701, i64 0, !dbg !29
  store <1 x i16> %719, ptr addrspace(3) %353, align 2, !dbg !29
  %720 = insertelement <1 x i16> poison, i16 %709, i64 0, !dbg !29
  store <1 x i16> %720, ptr addrspace(3) %354, align 2, !dbg !29
  %721 = insertelement <1 x i16> poison, i16 %686, i64 0, !dbg !29
  store <1 x i16> %721, ptr addrspace(3) %356, align 2, !dbg !29
  %722 = insertelement <1 x i16> poison, i16 %694, i64 0, !dbg !29
  store <1 x i16> %722, ptr addrspace(3) %357, align 2, !dbg !29
  %723 = insertelement <1 x i16> poison, i16 %702, i64 0, !dbg !29
  store <1 x i16> %723, ptr addrspace(3) %358, align 2, !dbg !29
  %724 = insertelement <1 x i16> poison, i16 %710, i64 0, !dbg !29
  store <1 x i16> %724, ptr addrspace(3) %359, align 2, !dbg !29
  %725 = insertelement <1 x i16> poison, i16 %687, i64 0, !dbg !29
  store <1 x i16> %725, ptr addrspace(3) %361, align 2, !dbg !29
  %726 = insertelement <1 x i16> poison, i16 %695, i64 0, !dbg !29
  store <1 x i16> %726, ptr addrspace(3) %362, align 2, !dbg !29
  %727 = insertelement <1 x i16> poison, i16 %703, i64 0, !dbg !29
  store <1 x i16> %727, ptr addrspace(3) %363, align 2, !dbg !29
  %728 = insertelement <1 x i16> poison, i16 %711, i64 0, !dbg !29
  store <1 x i16> %728, ptr addrspace(3) %364, align 2, !dbg !29
  %729 = insertelement <1 x i16> poison, i16 %688, i64 0, !dbg !29
  store <1 x i16> %729, ptr addrspace(3) %366, align 2, !dbg !29
  %730 = insertelement <1 x i16> poison, i16 %696, i64 0, !dbg !29
  store <1 x i16> %730, ptr addrspace(3) %367, align 2, !dbg !29
  %731 = insertelement <1 x i16> poison, i16 %704, i64 0, !dbg !29
  store <1 x i16> %731, ptr addrspace(3) %368, align 2, !dbg !29
  %732 = insertelement <1 x i16> poison, i16 %712, i64 0, !dbg !29
  store <1 x i16> %732, ptr addrspace(3) %369, align 2, !dbg !29
  %733 = insertelement <1 x i16> poison, i16 %689, i64 0, !dbg !29
  store <1 x i16> %733, ptr addrspace(3) %371, align 2, !dbg !29
  %734 = insertelement <1 x i16> poison, i16 %697, i64 0, !dbg !29
  store <1 x i16> %734, ptr addrspace(3) %372, align 2, !dbg !29
  %735 = insertelement <1 x i16> poison, i16 %705, i64 0, !dbg !29
  store <1 x i16> %735, ptr addrspace(3) %373, align 2, !dbg !29
  %736 = insertelement <1 x i16> poison, i16 %713, i64 0, !dbg !29
  store <1 x i16> %736, ptr addrspace(3) %374, align 2, !dbg !29
  %737 = insertelement <1 x i16> poison, i16 %690, i64 0, !dbg !29
  store <1 x i16> %737, ptr addrspace(3) %376, align 2, !dbg !29
  %738 = insertelement <1 x i16> poison, i16 %698, i64 0, !dbg !29
  store <1 x i16> %738, ptr addrspace(3) %377, align 2, !dbg !29
  %739 = insertelement <1 x i16> poison, i16 %706, i64 0, !dbg !29
  store <1 x i16> %739, ptr addrspace(3) %378, align 2, !dbg !29
  %740 = insertelement <1 x i16> poison, i16 %714, i64 0, !dbg !29
  store <1 x i16> %740, ptr addrspace(3) %379, align 2, !dbg !29
  %741 = insertelement <1 x i16> poison, i16 %691, i64 0, !dbg !29
  store <1 x i16> %741, ptr addrspace(3) %381, align 2, !dbg !29
  %742 = insertelement <1 x i16> poison, i16 %699, i64 0, !dbg !29
  store <1 x i16> %742, ptr addrspace(3) %382, align 2, !dbg !29
  %743 = insertelement <1 x i16> poison, i16 %707, i64 0, !dbg !29
  store <1 x i16> %743, ptr addrspace(3) %383, align 2, !dbg !29
  %744 = insertelement <1 x i16> poison, i16 %715, i64 0, !dbg !29
  store <1 x i16> %744, ptr addrspace(3) %384, align 2, !dbg !29
  %745 = insertelement <1 x i16> poison, i16 %692, i64 0, !dbg !29
  store <1 x i16> %745, ptr addrspace(3) %386, align 2, !dbg !29
  %746 = insertelement <1 x i16> poison, i16 %700, i64 0, !dbg !29
  store <1 x i16> %746, ptr addrspace(3) %387, align 2, !dbg !29
  %747 = insertelement <1 x i16> poison, i16 %708, i64 0, !dbg !29
  store <1 x i16> %747, ptr addrspace(3) %388, align 2, !dbg !29
  %748 = insertelement <1 x i16> poison, i16 %716, i64 0, !dbg !29
  store <1 x i16> %748, ptr addrspace(3) %389, align 2, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %749 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %399), !dbg !27
  %750 = extractvalue { i32, i32, i32, i32 } %749, 0, !dbg !27
  %751 = extractvalue { i32, i32, i32, i32 } %749, 1, !dbg !27
  %752 = extractvalue { i32, i32, i32, i32 } %749, 2, !dbg !27
  %753 = extractvalue { i32, i32, i32, i32 } %749, 3, !dbg !27
  %754 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %400), !dbg !27
  %755 = extractvalue { i32, i32, i32, i32 } %754, 0, !dbg !27
  %756 = extractvalue { i32, i32, i32, i32 } %754, 1, !dbg !27
  %757 = extractvalue { i32, i32, i32, i32 } %754, 2, !dbg !27
  %758 = extractvalue { i32, i32, i32, i32 } %754, 3, !dbg !27
  %759 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %401), !dbg !27
  %760 = extractvalue { i32, i32, i32, i32 } %759, 0, !dbg !27
  %761 = extractvalue { i32, i32, i32, i32 } %759, 1, !dbg !27
  %762 = extractvalue { i32, i32, i32, i32 } %759, 2, !dbg !27
  %763 = extractvalue { i32, i32, i32, i32 } %759, 3, !dbg !27
  %764 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %402), !dbg !27
  %765 = extractvalue { i32, i32, i32, i32 } %764, 0, !dbg !27
  %766 = extractvalue { i32, i32, i32, i32 } %764, 1, !dbg !27
  %767 = extractvalue { i32, i32, i32, i32 } %764, 2, !dbg !27
  %768 = extractvalue { i32, i32, i32, i32 } %764, 3, !dbg !27
  %769 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %404), !dbg !27
  %770 = extractvalue { i32, i32, i32, i32 } %769, 0, !dbg !27
  %771 = extractvalue { i32, i32, i32, i32 } %769, 1, !dbg !27
  %772 = extractvalue { i32, i32, i32, i32 } %769, 2, !dbg !27
  %773 = extractvalue { i32, i32, i32, i32 } %769, 3, !dbg !27
  %774 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %405), !dbg !27
  %775 = extractvalue { i32, i32, i32, i32 } %774, 0, !dbg !27
  %776 = extractvalue { i32, i32, i32, i32 } %774, 1, !dbg !27
  %777 = extractvalue { i32, i32, i32, i32 } %774, 2, !dbg !27
  %778 = extractvalue { i32, i32, i32, i32 } %774, 3, !dbg !27
  %779 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %406), !dbg !27
  %780 = extractvalue { i32, i32, i32, i32 } %779, 0, !dbg !27
  %781 = extractvalue { i32, i32, i32, i32 } %779, 1, !dbg !27
  %782 = extractvalue { i32, i32, i32, i32 } %779, 2, !dbg !27
  %783 = extractvalue { i32, i32, i32, i32 } %779, 3, !dbg !27
  %784 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %407), !dbg !27
  %785 = extractvalue { i32, i32, i32, i32 } %784, 0, !dbg !27
  %786 = extractvalue { i32, i32, i32, i32 } %784, 1, !dbg !27
  %787 = extractvalue { i32, i32, i32, i32 } %784, 2, !dbg !27
  %788 = extractvalue { i32, i32, i32, i32 } %784, 3, !dbg !27
  %789 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %415), !dbg !29
  %790 = extractvalue { i32, i32, i32, i32 } %789, 0, !dbg !29
  %791 = extractvalue { i32, i32, i32, i32 } %789, 1, !dbg !29
  %792 = extractvalue { i32, i32, i32, i32 } %789, 2, !dbg !29
  %793 = extractvalue { i32, i32, i32, i32 } %789, 3, !dbg !29
  %794 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %416), !dbg !29
  %795 = extractvalue { i32, i32, i32, i32 } %794, 0, !dbg !29
  %796 = extractvalue { i32, i32, i32, i32 } %794, 1, !dbg !29
  %797 = extractvalue { i32, i32, i32, i32 } %794, 2, !dbg !29
  %798 = extractvalue { i32, i32, i32, i32 } %794, 3, !dbg !29
  %799 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %418), !dbg !29
  %800 = extractvalue { i32, i32, i32, i32 } %799, 0, !dbg !29
  %801 = extractvalue { i32, i32, i32, i32 } %799, 1, !dbg !29
  %802 = extractvalue { i32, i32, i32, i32 } %799, 2, !dbg !29
  %803 = extractvalue { i32, i32, i32, i32 } %799, 3, !dbg !29
  %804 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %419), !dbg !29
  %805 = extractvalue { i32, i32, i32, i32 } %804, 0, !dbg !29
  %806 = extractvalue { i32, i32, i32, i32 } %804, 1, !dbg !29
  %807 = extractvalue { i32, i32, i32, i32 } %804, 2, !dbg !29
  %808 = extractvalue { i32, i32, i32, i32 } %804, 3, !dbg !29
  %809 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %421), !dbg !29
  %810 = extractvalue { i32, i32, i32, i32 } %809, 0, !dbg !29
  %811 = extractvalue { i32, i32, i32, i32 } %809, 1, !dbg !29
  %812 = extractvalue { i32, i32, i32, i32 } %809, 2, !dbg !29
  %813 = extractvalue { i32, i32, i32, i32 } %809, 3, !dbg !29
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %422), !dbg !29
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0, !dbg !29
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1, !dbg !29
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2, !dbg !29
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3, !dbg !29
  %819 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %424), !dbg !29
  %820 = extractvalue { i32, i32, i32, i32 } %819, 0, !dbg !29
  %821 = extractvalue { i32, i32, i32, i32 } %819, 1, !dbg !29
  %822 = extractvalue { i32, i32, i32, i32 } %819, 2, !dbg !29
  %823 = extractvalue { i32, i32, i32, i32 } %819, 3, !dbg !29
  %824 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %425), !dbg !29
  %825 = extractvalue { i32, i32, i32, i32 } %824, 0, !dbg !29
  %826 = extractvalue { i32, i32, i32, i32 } %824, 1, !dbg !29
  %827 = extractvalue { i32, i32, i32, i32 } %824, 2, !dbg !29
  %828 = extractvalue { i32, i32, i32, i32 } %824, 3, !dbg !29
  %829 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %428, float %429, float %430, float %431, i32 %750, i32 %751, i32 %752, i32 %753, i32 %790, i32 %791) #4, !dbg !30
  %830 = extractvalue { float, float, float, float } %829, 0, !dbg !30
  %831 = extractvalue { float, float, float, float } %829, 1, !dbg !30
  %832 = extractvalue { float, float, float, float } %829, 2, !dbg !30
  %833 = extractvalue { float, float, float, float } %829, 3, !dbg !30
  %834 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %432, float %433, float %434, float %435, i32 %750, i32 %751, i32 %752, i32 %753, i32 %800, i32 %801) #4, !dbg !30
  %835 = extractvalue { float, float, float, float } %834, 0, !dbg !30
  %836 = extractvalue { float, float, float, float } %834, 1, !dbg !30
  %837 = extractvalue { float, float, float, float } %834, 2, !dbg !30
  %838 = extractvalue { float, float, float, float } %834, 3, !dbg !30
  %839 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %436, float %437, float %438, float %439, i32 %750, i32 %751, i32 %752, i32 %753, i32 %810, i32 %811) #4, !dbg !30
  %840 = extractvalue { float, float, float, float } %839, 0, !dbg !30
  %841 = extractvalue { float, float, float, float } %839, 1, !dbg !30
  %842 = extractvalue { float, float, float, float } %839, 2, !dbg !30
  %843 = extractvalue { float, float, float, float } %839, 3, !dbg !30
  %844 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %440, float %441, float %442, float %443, i32 %750, i32 %751, i32 %752, i32 %753, i32 %820, i32 %821) #4, !dbg !30
  %845 = extractvalue { float, float, float, float } %844, 0, !dbg !30
  %846 = extractvalue { float, float, float, float } %844, 1, !dbg !30
  %847 = extractvalue { float, float, float, float } %844, 2, !dbg !30
  %848 = extractvalue { float, float, float, float } %844, 3, !dbg !30
  %849 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %444, float %445, float %446, float %447, i32 %750, i32 %751, i32 %752, i32 %753, i32 %795, i32 %796) #4, !dbg !30
  %850 = extractvalue { float, float, float, float } %849, 0, !dbg !30
  %851 = extractvalue { float, float, float, float } %849, 1, !dbg !30
  %852 = extractvalue { float, float, float, float } %849, 2, !dbg !30
  %853 = extractvalue { float, float, float, float } %849, 3, !dbg !30
  %854 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %448, float %449, float %450, float %451, i32 %750, i32 %751, i32 %752, i32 %753, i32 %805, i32 %806) #4, !dbg !30
  %855 = extractvalue { float, float, float, float } %854, 0, !dbg !30
  %856 = extractvalue { float, float, float, float } %854, 1, !dbg !30
  %857 = extractvalue { float, float, float, float } %854, 2, !dbg !30
  %858 = extractvalue { float, float, float, float } %854, 3, !dbg !30
  %859 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %452, float %453, float %454, float %455, i32 %750, i32 %751, i32 %752, i32 %753, i32 %815, i32 %816) #4, !dbg !30
  %860 = extractvalue { float, float, float, float } %859, 0, !dbg !30
  %861 = extractvalue { float, float, float, float } %859, 1, !dbg !30
  %862 = extractvalue { float, float, float, float } %859, 2, !dbg !30
  %863 = extractvalue { float, float, float, float } %859, 3, !dbg !30
  %864 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %456, float %457, float %458, float %459, i32 %750, i32 %751, i32 %752, i32 %753, i32 %825, i32 %826) #4, !dbg !30
  %865 = extractvalue { float, float, float, float } %864, 0, !dbg !30
  %866 = extractvalue { float, float, float, float } %864, 1, !dbg !30
  %867 = extractvalue { float, float, float, float } %864, 2, !dbg !30
  %868 = extractvalue { float, float, float, float } %864, 3, !dbg !30
  %869 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %460, float %461, float %462, float %463, i32 %755, i32 %756, i32 %757, i32 %758, i32 %790, i32 %791) #4, !dbg !30
  %870 = extractvalue { float, float, float, float } %869, 0, !dbg !30
  %871 = extractvalue { float, float, float, float } %869, 1, !dbg !30
  %872 = extractvalue { float, float, float, float } %869, 2, !dbg !30
  %873 = extractvalue { float, float, float, float } %869, 3, !dbg !30
  %874 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %464, float %465, float %466, float %467, i32 %755, i32 %756, i32 %757, i32 %758, i32 %800, i32 %801) #4, !dbg !30
  %875 = extractvalue { float, float, float, float } %874, 0, !dbg !30
  %876 = extractvalue { float, float, float, float } %874, 1, !dbg !30
  %877 = extractvalue { float, float, float, float } %874, 2, !dbg !30
  %878 = extractvalue { float, float, float, float } %874, 3, !dbg !30
  %879 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %468, float %469, float %470, float %471, i32 %755, i32 %756, i32 %757, i32 %758, i32 %810, i32 %811) #4, !dbg !30
  %880 = extractvalue { float, float, float, float } %879, 0, !dbg !30
  %881 = extractvalue { float, float, float, float } %879, 1, !dbg !30
  %882 = extractvalue { float, float, float, float } %879, 2, !dbg !30
  %883 = extractvalue { float, float, float, float } %879, 3, !dbg !30
  %884 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %472, float %473, float %474, float %475, i32 %755, i32 %756, i32 %757, i32 %758, i32 %820, i32 %821) #4, !dbg !30
  %885 = extractvalue { float, float, float, float } %884, 0, !dbg !30
  %886 = extractvalue { float, float, float, float } %884, 1, !dbg !30
  %887 = extractvalue { float, float, float, float } %884, 2, !dbg !30
  %888 = extractvalue { float, float, float, float } %884, 3, !dbg !30
  %889 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %476, float %477, float %478, float %479, i32 %755, i32 %756, i32 %757, i32 %758, i32 %795, i32 %796) #4, !dbg !30
  %890 = extractvalue { float, float, float, float } %889, 0, !dbg !30
  %891 = extractvalue { float, float, float, float } %889, 1, !dbg !30
  %892 = extractvalue { float, float, float, float } %889, 2, !dbg !30
  %893 = extractvalue { float, float, float, float } %889, 3, !dbg !30
  %894 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %480, float %481, float %482, float %483, i32 %755, i32 %756, i32 %757, i32 %758, i32 %805, i32 %806) #4, !dbg !30
  %895 = extractvalue { float, float, float, float } %894, 0, !dbg !30
  %896 = extractvalue { float, float, float, float } %894, 1, !dbg !30
  %897 = extractvalue { float, float, float, float } %894, 2, !dbg !30
  %898 = extractvalue { float, float, float, float } %894, 3, !dbg !30
  %899 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %484, float %485, float %486, float %487, i32 %755, i32 %756, i32 %757, i32 %758, i32 %815, i32 %816) #4, !dbg !30
  %900 = extractvalue { float, float, float, float } %899, 0, !dbg !30
  %901 = extractvalue { float, float, float, float } %899, 1, !dbg !30
  %902 = extractvalue { float, float, float, float } %899, 2, !dbg !30
  %903 = extractvalue { float, float, float, float } %899, 3, !dbg !30
  %904 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %488, float %489, float %490, float %491, i32 %755, i32 %756, i32 %757, i32 %758, i32 %825, i32 %826) #4, !dbg !30
  %905 = extractvalue { float, float, float, float } %904, 0, !dbg !30
  %906 = extractvalue { float, float, float, float } %904, 1, !dbg !30
  %907 = extractvalue { float, float, float, float } %904, 2, !dbg !30
  %908 = extractvalue { float, float, float, float } %904, 3, !dbg !30
  %909 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %492, float %493, float %494, float %495, i32 %760, i32 %761, i32 %762, i32 %763, i32 %790, i32 %791) #4, !dbg !30
  %910 = extractvalue { float, float, float, float } %909, 0, !dbg !30
  %911 = extractvalue { float, float, float, float } %909, 1, !dbg !30
  %912 = extractvalue { float, float, float, float } %909, 2, !dbg !30
  %913 = extractvalue { float, float, float, float } %909, 3, !dbg !30
  %914 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %496, float %497, float %498, float %499, i32 %760, i32 %761, i32 %762, i32 %763, i32 %800, i32 %801) #4, !dbg !30
  %915 = extractvalue { float, float, float, float } %914, 0, !dbg !30
  %916 = extractvalue { float, float, float, float } %914, 1, !dbg !30
  %917 = extractvalue { float, float, float, float } %914, 2, !dbg !30
  %918 = extractvalue { float, float, float, float } %914, 3, !dbg !30
  %919 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %500, float %501, float %502, float %503, i32 %760, i32 %761, i32 %762, i32 %763, i32 %810, i32 %811) #4, !dbg !30
  %920 = extractvalue { float, float, float, float } %919, 0, !dbg !30
  %921 = extractvalue { float, float, float, float } %919, 1, !dbg !30
  %922 = extractvalue { float, float, float, float } %919, 2, !dbg !30
  %923 = extractvalue { float, float, float, float } %919, 3, !dbg !30
  %924 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %504, float %505, float %506, float %507, i32 %760, i32 %761, i32 %762, i32 %763, i32 %820, i32 %821) #4, !dbg !30
  %925 = extractvalue { float, float, float, float } %924, 0, !dbg !30
  %926 = extractvalue { float, float, float, float } %924, 1, !dbg !30
  %927 = extractvalue { float, float, float, float } %924, 2, !dbg !30
  %928 = extractvalue { float, float, float, float } %924, 3, !dbg !30
  %929 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %508, float %509, float %510, float %511, i32 %760, i32 %761, i32 %762, i32 %763, i32 %795, i32 %796) #4, !dbg !30
  %930 = extractvalue { float, float, float, float } %929, 0, !dbg !30
  %931 = extractvalue { float, float, float, float } %929, 1, !dbg !30
  %932 = extractvalue { float, float, float, float } %929, 2, !dbg !30
  %933 = extractvalue { float, float, float, float } %929, 3, !dbg !30
  %934 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %512, float %513, float %514, float %515, i32 %760, i32 %761, i32 %762, i32 %763, i32 %805, i32 %806) #4, !dbg !30
  %935 = extractvalue { float, float, float, float } %934, 0, !dbg !30
  %936 = extractvalue { float, float, float, float } %934, 1, !dbg !30
  %937 = extractvalue { float, float, float, float } %934, 2, !dbg !30
  %938 = extractvalue { float, float, float, float } %934, 3, !dbg !30
  %939 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %516, float %517, float %518, float %519, i32 %760, i32 %761, i32 %762, i32 %763, i32 %815, i32 %816) #4, !dbg !30
  %940 = extractvalue { float, float, float, float } %939, 0, !dbg !30
  %941 = extractvalue { float, float, float, float } %939, 1, !dbg !30
  %942 = extractvalue { float, float, float, float } %939, 2, !dbg !30
  %943 = extractvalue { float, float, float, float } %939, 3, !dbg !30
  %944 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %520, float %521, float %522, float %523, i32 %760, i32 %761, i32 %762, i32 %763, i32 %825, i32 %826) #4, !dbg !30
  %945 = extractvalue { float, float, float, float } %944, 0, !dbg !30
  %946 = extractvalue { float, float, float, float } %944, 1, !dbg !30
  %947 = extractvalue { float, float, float, float } %944, 2, !dbg !30
  %948 = extractvalue { float, float, float, float } %944, 3, !dbg !30
  %949 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %524, float %525, float %526, float %527, i32 %765, i32 %766, i32 %767, i32 %768, i32 %790, i32 %791) #4, !dbg !30
  %950 = extractvalue { float, float, float, float } %949, 0, !dbg !30
  %951 = extractvalue { float, float, float, float } %949, 1, !dbg !30
  %952 = extractvalue { float, float, float, float } %949, 2, !dbg !30
  %953 = extractvalue { float, float, float, float } %949, 3, !dbg !30
  %954 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %528, float %529, float %530, float %531, i32 %765, i32 %766, i32 %767, i32 %768, i32 %800, i32 %801) #4, !dbg !30
  %955 = extractvalue { float, float, float, float } %954, 0, !dbg !30
  %956 = extractvalue { float, float, float, float } %954, 1, !dbg !30
  %957 = extractvalue { float, float, float, float } %954, 2, !dbg !30
  %958 = extractvalue { float, float, float, float } %954, 3, !dbg !30
  %959 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %532, float %533, float %534, float %535, i32 %765, i32 %766, i32 %767, i32 %768, i32 %810, i32 %811) #4, !dbg !30
  %960 = extractvalue { float, float, float, float } %959, 0, !dbg !30
  %961 = extractvalue { float, float, float, float } %959, 1, !dbg !30
  %962 = extractvalue { float, float, float, float } %959, 2, !dbg !30
  %963 = extractvalue { float, float, float, float } %959, 3, !dbg !30
  %964 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %536, float %537, float %538, float %539, i32 %765, i32 %766, i32 %767, i32 %768, i32 %820, i32 %821) #4, !dbg !30
  %965 = extractvalue { float, float, float, float } %964, 0, !dbg !30
  %966 = extractvalue { float, float, float, float } %964, 1, !dbg !30
  %967 = extractvalue { float, float, float, float } %964, 2, !dbg !30
  %968 = extractvalue { float, float, float, float } %964, 3, !dbg !30
  %969 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %540, float %541, float %542, float %543, i32 %765, i32 %766, i32 %767, i32 %768, i32 %795, i32 %796) #4, !dbg !30
  %970 = extractvalue { float, float, float, float } %969, 0, !dbg !30
  %971 = extractvalue { float, float, float, float } %969, 1, !dbg !30
  %972 = extractvalue { float, float, float, float } %969, 2, !dbg !30
  %973 = extractvalue { float, float, float, float } %969, 3, !dbg !30
  %974 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %544, float %545, float %546, float %547, i32 %765, i32 %766, i32 %767, i32 %768, i32 %805, i32 %806) #4, !dbg !30
  %975 = extractvalue { float, float, float, float } %974, 0, !dbg !30
  %976 = extractvalue { float, float, float, float } %974, 1, !dbg !30
  %977 = extractvalue { float, float, float, float } %974, 2, !dbg !30
  %978 = extractvalue { float, float, float, float } %974, 3, !dbg !30
  %979 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %548, float %549, float %550, float %551, i32 %765, i32 %766, i32 %767, i32 %768, i32 %815, i32 %816) #4, !dbg !30
  %980 = extractvalue { float, float, float, float } %979, 0, !dbg !30
  %981 = extractvalue { float, float, float, float } %979, 1, !dbg !30
  %982 = extractvalue { float, float, float, float } %979, 2, !dbg !30
  %983 = extractvalue { float, float, float, float } %979, 3, !dbg !30
  %984 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %552, float %553, float %554, float %555, i32 %765, i32 %766, i32 %767, i32 %768, i32 %825, i32 %826) #4, !dbg !30
  %985 = extractvalue { float, float, float, float } %984, 0, !dbg !30
  %986 = extractvalue { float, float, float, float } %984, 1, !dbg !30
  %987 = extractvalue { float, float, float, float } %984, 2, !dbg !30
  %988 = extractvalue { float, float, float, float } %984, 3, !dbg !30
  %989 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %830, float %831, float %832, float %833, i32 %770, i32 %771, i32 %772, i32 %773, i32 %792, i32 %793) #4, !dbg !30
  %990 = extractvalue { float, float, float, float } %989, 0, !dbg !30
  %991 = extractvalue { float, float, float, float } %989, 1, !dbg !30
  %992 = extractvalue { float, float, float, float } %989, 2, !dbg !30
  %993 = extractvalue { float, float, float, float } %989, 3, !dbg !30
  %994 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %835, float %836, float %837, float %838, i32 %770, i32 %771, i32 %772, i32 %773, i32 %802, i32 %803) #4, !dbg !30
  %995 = extractvalue { float, float, float, float } %994, 0, !dbg !30
  %996 = extractvalue { float, float, float, float } %994, 1, !dbg !30
  %997 = extractvalue { float, float, float, float } %994, 2, !dbg !30
  %998 = extractvalue { float, float, float, float } %994, 3, !dbg !30
  %999 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %840, float %841, float %842, float %843, i32 %770, i32 %771, i32 %772, i32 %773, i32 %812, i32 %813) #4, !dbg !30
  %1000 = extractvalue { float, float, float, float } %999, 0, !dbg !30
  %1001 = extractvalue { float, float, float, float } %999, 1, !dbg !30
  %1002 = extractvalue { float, float, float, float } %999, 2, !dbg !30
  %1003 = extractvalue { float, float, float, float } %999, 3, !dbg !30
  %1004 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %845, float %846, float %847, float %848, i32 %770, i32 %771, i32 %772, i32 %773, i32 %822, i32 %823) #4, !dbg !30
  %1005 = extractvalue { float, float, float, float } %1004, 0, !dbg !30
  %1006 = extractvalue { float, float, float, float } %1004, 1, !dbg !30
  %1007 = extractvalue { float, float, float, float } %1004, 2, !dbg !30
  %1008 = extractvalue { float, float, float, float } %1004, 3, !dbg !30
  %1009 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %850, float %851, float %852, float %853, i32 %770, i32 %771, i32 %772, i32 %773, i32 %797, i32 %798) #4, !dbg !30
  %1010 = extractvalue { float, float, float, float } %1009, 0, !dbg !30
  %1011 = extractvalue { float, float, float, float } %1009, 1, !dbg !30
  %1012 = extractvalue { float, float, float, float } %1009, 2, !dbg !30
  %1013 = extractvalue { float, float, float, float } %1009, 3, !dbg !30
  %1014 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %855, float %856, float %857, float %858, i32 %770, i32 %771, i32 %772, i32 %773, i32 %807, i32 %808) #4, !dbg !30
  %1015 = extractvalue { float, float, float, float } %1014, 0, !dbg !30
  %1016 = extractvalue { float, float, float, float } %1014, 1, !dbg !30
  %1017 = extractvalue { float, float, float, float } %1014, 2, !dbg !30
  %1018 = extractvalue { float, float, float, float } %1014, 3, !dbg !30
  %1019 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %860, float %861, float %862, float %863, i32 %770, i32 %771, i32 %772, i32 %773, i32 %817, i32 %818) #4, !dbg !30
  %1020 = extractvalue { float, float, float, float } %1019, 0, !dbg !30
  %1021 = extractvalue { float, float, float, float } %1019, 1, !dbg !30
  %1022 = extractvalue { float, float, float, float } %1019, 2, !dbg !30
  %1023 = extractvalue { float, float, float, float } %1019, 3, !dbg !30
  %1024 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %865, float %866, float %867, float %868, i32 %770, i32 %771, i32 %772, i32 %773, i32 %827, i32 %828) #4, !dbg !30
  %1025 = extractvalue { float, float, float, float } %1024, 0, !dbg !30
  %1026 = extractvalue { float, float, float, float } %1024, 1, !dbg !30
  %1027 = extractvalue { float, float, float, float } %1024, 2, !dbg !30
  %1028 = extractvalue { float, float, float, float } %1024, 3, !dbg !30
  %1029 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %870, float %871, float %872, float %873, i32 %775, i32 %776, i32 %777, i32 %778, i32 %792, i32 %793) #4, !dbg !30
  %1030 = extractvalue { float, float, float, float } %1029, 0, !dbg !30
  %1031 = extractvalue { float, float, float, float } %1029, 1, !dbg !30
  %1032 = extractvalue { float, float, float, float } %1029, 2, !dbg !30
  %1033 = extractvalue { float, float, float, float } %1029, 3, !dbg !30
  %1034 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %875, float %876, float %877, float %878, i32 %775, i32 %776, i32 %777, i32 %778, i32 %802, i32 %803) #4, !dbg !30
  %1035 = extractvalue { float, float, float, float } %1034, 0, !dbg !30
  %1036 = extractvalue { float, float, float, float } %1034, 1, !dbg !30
  %1037 = extractvalue { float, float, float, float } %1034, 2, !dbg !30
  %1038 = extractvalue { float, float, float, float } %1034, 3, !dbg !30
  %1039 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %880, float %881, float %882, float %883, i32 %775, i32 %776, i32 %777, i32 %778, i32 %812, i32 %813) #4, !dbg !30
  %1040 = extractvalue { float, float, float, float } %1039, 0, !dbg !30
  %1041 = extractvalue { float, float, float, float } %1039, 1, !dbg !30
  %1042 = extractvalue { float, float, float, float } %1039, 2, !dbg !30
  %1043 = extractvalue { float, float, float, float } %1039, 3, !dbg !30
  %1044 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %885, float %886, float %887, float %888, i32 %775, i32 %776, i32 %777, i32 %778, i32 %822, i32 %823) #4, !dbg !30
  %1045 = extractvalue { float, float, float, float } %1044, 0, !dbg !30
  %1046 = extractvalue { float, float, float, float } %1044, 1, !dbg !30
  %1047 = extractvalue { float, float, float, float } %1044, 2, !dbg !30
  %1048 = extractvalue { float, float, float, float } %1044, 3, !dbg !30
  %1049 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %890, float %891, float %892, float %893, i32 %775, i32 %776, i32 %777, i32 %778, i32 %797, i32 %798) #4, !dbg !30
  %1050 = extractvalue { float, float, float, float } %1049, 0, !dbg !30
  %1051 = extractvalue { float, float, float, float } %1049, 1, !dbg !30
  %1052 = extractvalue { float, float, float, float } %1049, 2, !dbg !30
  %1053 = extractvalue { float, float, float, float } %1049, 3, !dbg !30
  %1054 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %895, float %896, float %897, float %898, i32 %775, i32 %776, i32 %777, i32 %778, i32 %807, i32 %808) #4, !dbg !30
  %1055 = extractvalue { float, float, float, float } %1054, 0, !dbg !30
  %1056 = extractvalue { float, float, float, float } %1054, 1, !dbg !30
  %1057 = extractvalue { float, float, float, float } %1054, 2, !dbg !30
  %1058 = extractvalue { float, float, float, float } %1054, 3, !dbg !30
  %1059 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %900, float %901, float %902, float %903, i32 %775, i32 %776, i32 %777, i32 %778, i32 %817, i32 %818) #4, !dbg !30
  %1060 = extractvalue { float, float, float, float } %1059, 0, !dbg !30
  %1061 = extractvalue { float, float, float, float } %1059, 1, !dbg !30
  %1062 = extractvalue { float, float, float, float } %1059, 2, !dbg !30
  %1063 = extractvalue { float, float, float, float } %1059, 3, !dbg !30
  %1064 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %905, float %906, float %907, float %908, i32 %775, i32 %776, i32 %777, i32 %778, i32 %827, i32 %828) #4, !dbg !30
  %1065 = extractvalue { float, float, float, float } %1064, 0, !dbg !30
  %1066 = extractvalue { float, float, float, float } %1064, 1, !dbg !30
  %1067 = extractvalue { float, float, float, float } %1064, 2, !dbg !30
  %1068 = extractvalue { float, float, float, float } %1064, 3, !dbg !30
  %1069 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %910, float %911, float %912, float %913, i32 %780, i32 %781, i32 %782, i32 %783, i32 %792, i32 %793) #4, !dbg !30
  %1070 = extractvalue { float, float, float, float } %1069, 0, !dbg !30
  %1071 = extractvalue { float, float, float, float } %1069, 1, !dbg !30
  %1072 = extractvalue { float, float, float, float } %1069, 2, !dbg !30
  %1073 = extractvalue { float, float, float, float } %1069, 3, !dbg !30
  %1074 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %915, float %916, float %917, float %918, i32 %780, i32 %781, i32 %782, i32 %783, i32 %802, i32 %803) #4, !dbg !30
  %1075 = extractvalue { float, float, float, float } %1074, 0, !dbg !30
  %1076 = extractvalue { float, float, float, float } %1074, 1, !dbg !30
  %1077 = extractvalue { float, float, float, float } %1074, 2, !dbg !30
  %1078 = extractvalue { float, float, float, float } %1074, 3, !dbg !30
  %1079 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %920, float %921, float %922, float %923, i32 %780, i32 %781, i32 %782, i32 %783, i32 %812, i32 %813) #4, !dbg !30
  %1080 = extractvalue { float, float, float, float } %1079, 0, !dbg !30
  %1081 = extractvalue { float, float, float, float } %1079, 1, !dbg !30
  %1082 = extractvalue { float, float, float, float } %1079, 2, !dbg !30
  %1083 = extractvalue { float, float, float, float } %1079, 3, !dbg !30
  %1084 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %925, float %926, float %927, float %928, i32 %780, i32 %781, i32 %782, i32 %783, i32 %822, i32 %823) #4, !dbg !30
  %1085 = extractvalue { float, float, float, float } %1084, 0, !dbg !30
  %1086 = extractvalue { float, float, float, float } %1084, 1, !dbg !30
  %1087 = extractvalue { float, float, float, float } %1084, 2, !dbg !30
  %1088 = extractvalue { float, float, float, float } %1084, 3, !dbg !30
  %1089 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %930, float %931, float %932, float %933, i32 %780, i32 %781, i32 %782, i32 %783, i32 %797, i32 %798) #4, !dbg !30
  %1090 = extractvalue { float, float, float, float } %1089, 0, !dbg !30
  %1091 = extractvalue { float, float, float, float } %1089, 1, !dbg !30
  %1092 = extractvalue { float, float, float, float } %1089, 2, !dbg !30
  %1093 = extractvalue { float, float, float, float } %1089, 3, !dbg !30
  %1094 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %935, float %936, float %937, float %938, i32 %780, i32 %781, i32 %782, i32 %783, i32 %807, i32 %808) #4, !dbg !30
  %1095 = extractvalue { float, float, float, float } %1094, 0, !dbg !30
  %1096 = extractvalue { float, float, float, float } %1094, 1, !dbg !30
  %1097 = extractvalue { float, float, float, float } %1094, 2, !dbg !30
  %1098 = extractvalue { float, float, float, float } %1094, 3, !dbg !30
  %1099 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %940, float %941, float %942, float %943, i32 %780, i32 %781, i32 %782, i32 %783, i32 %817, i32 %818) #4, !dbg !30
  %1100 = extractvalue { float, float, float, float } %1099, 0, !dbg !30
  %1101 = extractvalue { float, float, float, float } %1099, 1, !dbg !30
  %1102 = extractvalue { float, float, float, float } %1099, 2, !dbg !30
  %1103 = extractvalue { float, float, float, float } %1099, 3, !dbg !30
  %1104 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %945, float %946, float %947, float %948, i32 %780, i32 %781, i32 %782, i32 %783, i32 %827, i32 %828) #4, !dbg !30
  %1105 = extractvalue { float, float, float, float } %1104, 0, !dbg !30
  %1106 = extractvalue { float, float, float, float } %1104, 1, !dbg !30
  %1107 = extractvalue { float, float, float, float } %1104, 2, !dbg !30
  %1108 = extractvalue { float, float, float, float } %1104, 3, !dbg !30
  %1109 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %950, float %951, float %952, float %953, i32 %785, i32 %786, i32 %787, i32 %788, i32 %792, i32 %793) #4, !dbg !30
  %1110 = extractvalue { float, float, float, float } %1109, 0, !dbg !30
  %1111 = extractvalue { float, float, float, float } %1109, 1, !dbg !30
  %1112 = extractvalue { float, float, float, float } %1109, 2, !dbg !30
  %1113 = extractvalue { float, float, float, float } %1109, 3, !dbg !30
  %1114 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %955, float %956, float %957, float %958, i32 %785, i32 %786, i32 %787, i32 %788, i32 %802, i32 %803) #4, !dbg !30
  %1115 = extractvalue { float, float, float, float } %1114, 0, !dbg !30
  %1116 = extractvalue { float, float, float, float } %1114, 1, !dbg !30
  %1117 = extractvalue { float, float, float, float } %1114, 2, !dbg !30
  %1118 = extractvalue { float, float, float, float } %1114, 3, !dbg !30
  %1119 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %960, float %961, float %962, float %963, i32 %785, i32 %786, i32 %787, i32 %788, i32 %812, i32 %813) #4, !dbg !30
  %1120 = extractvalue { float, float, float, float } %1119, 0, !dbg !30
  %1121 = extractvalue { float, float, float, float } %1119, 1, !dbg !30
  %1122 = extractvalue { float, float, float, float } %1119, 2, !dbg !30
  %1123 = extractvalue { float, float, float, float } %1119, 3, !dbg !30
  %1124 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %965, float %966, float %967, float %968, i32 %785, i32 %786, i32 %787, i32 %788, i32 %822, i32 %823) #4, !dbg !30
  %1125 = extractvalue { float, float, float, float } %1124, 0, !dbg !30
  %1126 = extractvalue { float, float, float, float } %1124, 1, !dbg !30
  %1127 = extractvalue { float, float, float, float } %1124, 2, !dbg !30
  %1128 = extractvalue { float, float, float, float } %1124, 3, !dbg !30
  %1129 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %970, float %971, float %972, float %973, i32 %785, i32 %786, i32 %787, i32 %788, i32 %797, i32 %798) #4, !dbg !30
  %1130 = extractvalue { float, float, float, float } %1129, 0, !dbg !30
  %1131 = extractvalue { float, float, float, float } %1129, 1, !dbg !30
  %1132 = extractvalue { float, float, float, float } %1129, 2, !dbg !30
  %1133 = extractvalue { float, float, float, float } %1129, 3, !dbg !30
  %1134 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %975, float %976, float %977, float %978, i32 %785, i32 %786, i32 %787, i32 %788, i32 %807, i32 %808) #4, !dbg !30
  %1135 = extractvalue { float, float, float, float } %1134, 0, !dbg !30
  %1136 = extractvalue { float, float, float, float } %1134, 1, !dbg !30
  %1137 = extractvalue { float, float, float, float } %1134, 2, !dbg !30
  %1138 = extractvalue { float, float, float, float } %1134, 3, !dbg !30
  %1139 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %980, float %981, float %982, float %983, i32 %785, i32 %786, i32 %787, i32 %788, i32 %817, i32 %818) #4, !dbg !30
  %1140 = extractvalue { float, float, float, float } %1139, 0, !dbg !30
  %1141 = extractvalue { float, float, float, float } %1139, 1, !dbg !30
  %1142 = extractvalue { float, float, float, float } %1139, 2, !dbg !30
  %1143 = extractvalue { float, float, float, float } %1139, 3, !dbg !30
  %1144 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %985, float %986, float %987, float %988, i32 %785, i32 %786, i32 %787, i32 %788, i32 %827, i32 %828) #4, !dbg !30
  %1145 = extractvalue { float, float, float, float } %1144, 0, !dbg !30
  %1146 = extractvalue { float, float, float, float } %1144, 1, !dbg !30
  %1147 = extractvalue { float, float, float, float } %1144, 2, !dbg !30
  %1148 = extractvalue { float, float, float, float } %1144, 3, !dbg !30
  %1149 = getelementptr i8, ptr addrspace(1) %.pn64573, i64 64, !dbg !31
  %1150 = getelementptr i8, ptr addrspace(1) %.pn62574, i64 64, !dbg !31
  %1151 = getelementptr i8, ptr addrspace(1) %.pn60575, i64 64, !dbg !31
  %1152 = getelementptr i8, ptr addrspace(1) %.pn58576, i64 64, !dbg !31
  %1153 = getelementptr i8, ptr addrspace(1) %.pn56577, i64 64, !dbg !31
  %1154 = getelementptr i8, ptr addrspace(1) %.pn54578, i64 64, !dbg !31
  %1155 = getelementptr i8, ptr addrspace(1) %.pn52579, i64 64, !dbg !31
  %1156 = getelementptr i8, ptr addrspace(1) %.pn50580, i64 64, !dbg !31
  %1157 = getelementptr i8, ptr addrspace(1) %.pn48581, i64 64, !dbg !31
  %1158 = getelementptr i8, ptr addrspace(1) %.pn46582, i64 64, !dbg !31
  %1159 = getelementptr i8, ptr addrspace(1) %.pn44583, i64 64, !dbg !31
  %1160 = getelementptr i8, ptr addrspace(1) %.pn42584, i64 64, !dbg !31
  %1161 = getelementptr i8, ptr addrspace(1) %.pn40585, i64 64, !dbg !31
  %1162 = getelementptr i8, ptr addrspace(1) %.pn38586, i64 64, !dbg !31
  %1163 = getelementptr i8, ptr addrspace(1) %.pn36587, i64 64, !dbg !31
  %1164 = getelementptr i8, ptr addrspace(1) %.pn34588, i64 64, !dbg !31
  %1165 = getelementptr i8, ptr addrspace(1) %.pn32589, i64 64, !dbg !31
  %1166 = getelementptr i8, ptr addrspace(1) %.pn30590, i64 64, !dbg !31
  %1167 = getelementptr i8, ptr addrspace(1) %.pn28591, i64 64, !dbg !31
  %1168 = getelementptr i8, ptr addrspace(1) %.pn26592, i64 64, !dbg !31
  %1169 = getelementptr i8, ptr addrspace(1) %.pn24593, i64 64, !dbg !31
  %1170 = getelementptr i8, ptr addrspace(1) %.pn22594, i64 64, !dbg !31
  %1171 = getelementptr i8, ptr addrspace(1) %.pn20595, i64 64, !dbg !31
  %1172 = getelementptr i8, ptr addrspace(1) %.pn18596, i64 64, !dbg !31
  %1173 = getelementptr i8, ptr addrspace(1) %.pn16597, i64 64, !dbg !31
  %1174 = getelementptr i8, ptr addrspace(1) %.pn14598, i64 64, !dbg !31
  %1175 = getelementptr i8, ptr addrspace(1) %.pn12599, i64 64, !dbg !31
  %1176 = getelementptr i8, ptr addrspace(1) %.pn10600, i64 64, !dbg !31
  %1177 = getelementptr i8, ptr addrspace(1) %.pn8601, i64 64, !dbg !31
  %1178 = getelementptr i8, ptr addrspace(1) %.pn6602, i64 64, !dbg !31
  %1179 = getelementptr i8, ptr addrspace(1) %.pn4603, i64 64, !dbg !31
  %1180 = getelementptr i8, ptr addrspace(1) %.pn2604, i64 64, !dbg !31
  %1181 = getelementptr [2 x i8], ptr addrspace(1) %.pn128605, i64 %426, !dbg !32
  %1182 = getelementptr [2 x i8], ptr addrspace(1) %.pn126606, i64 %426, !dbg !32
  %1183 = getelementptr [2 x i8], ptr addrspace(1) %.pn124607, i64 %426, !dbg !32
  %1184 = getelementptr [2 x i8], ptr addrspace(1) %.pn122608, i64 %426, !dbg !32
  %1185 = getelementptr [2 x i8], ptr addrspace(1) %.pn120609, i64 %426, !dbg !32
  %1186 = getelementptr [2 x i8], ptr addrspace(1) %.pn118610, i64 %426, !dbg !32
  %1187 = getelementptr [2 x i8], ptr addrspace(1) %.pn116611, i64 %426, !dbg !32
  %1188 = getelementptr [2 x i8], ptr addrspace(1) %.pn114612, i64 %426, !dbg !32
  %1189 = getelementptr [2 x i8], ptr addrspace(1) %.pn112613, i64 %426, !dbg !32
  %1190 = getelementptr [2 x i8], ptr addrspace(1) %.pn110614, i64 %426, !dbg !32
  %1191 = getelementptr [2 x i8], ptr addrspace(1) %.pn108615, i64 %426, !dbg !32
  %1192 = getelementptr [2 x i8], ptr addrspace(1) %.pn106616, i64 %426, !dbg !32
  %1193 = getelementptr [2 x i8], ptr addrspace(1) %.pn104617, i64 %426, !dbg !32
  %1194 = getelementptr [2 x i8], ptr addrspace(1) %.pn102618, i64 %426, !dbg !32
  %1195 = getelementptr [2 x i8], ptr addrspace(1) %.pn100619, i64 %426, !dbg !32
  %1196 = getelementptr [2 x i8], ptr addrspace(1) %.pn98620, i64 %426, !dbg !32
  %1197 = getelementptr [2 x i8], ptr addrspace(1) %.pn96621, i64 %426, !dbg !32
  %1198 = getelementptr [2 x i8], ptr addrspace(1) %.pn94622, i64 %426, !dbg !32
  %1199 = getelementptr [2 x i8], ptr addrspace(1) %.pn92623, i64 %426, !dbg !32
  %1200 = getelementptr [2 x i8], ptr addrspace(1) %.pn90624, i64 %426, !dbg !32
  %1201 = getelementptr [2 x i8], ptr addrspace(1) %.pn88625, i64 %426, !dbg !32
  %1202 = getelementptr [2 x i8], ptr addrspace(1) %.pn86626, i64 %426, !dbg !32
  %1203 = getelementptr [2 x i8], ptr addrspace(1) %.pn84627, i64 %426, !dbg !32
  %1204 = getelementptr [2 x i8], ptr addrspace(1) %.pn82628, i64 %426, !dbg !32
  %1205 = getelementptr [2 x i8], ptr addrspace(1) %.pn80629, i64 %426, !dbg !32
  %1206 = getelementptr [2 x i8], ptr addrspace(1) %.pn78630, i64 %426, !dbg !32
  %1207 = getelementptr [2 x i8], ptr addrspace(1) %.pn76631, i64 %426, !dbg !32
  %1208 = getelementptr [2 x i8], ptr addrspace(1) %.pn74632, i64 %426, !dbg !32
  %1209 = getelementptr [2 x i8], ptr addrspace(1) %.pn72633, i64 %426, !dbg !32
  %1210 = getelementptr [2 x i8], ptr addrspace(1) %.pn70634, i64 %426, !dbg !32
  %1211 = getelementptr [2 x i8], ptr addrspace(1) %.pn68635, i64 %426, !dbg !32
  %1212 = getelementptr [2 x i8], ptr addrspace(1) %.pn66636, i64 %426, !dbg !32
  %1213 = add i32 %556, 32, !dbg !19
  %1214 = icmp slt i32 %1213, %5, !dbg !19
  br i1 %1214, label %427, label %._crit_edge.loopexit, !dbg !19

._crit_edge.loopexit:                             ; preds = %427
  %1215 = fptrunc float %990 to half, !dbg !33
  %1216 = fptrunc float %991 to half, !dbg !33
  %1217 = fptrunc float %992 to half, !dbg !33
  %1218 = fptrunc float %993 to half, !dbg !33
  %1219 = fptrunc float %995 to half, !dbg !33
  %1220 = fptrunc float %996 to half, !dbg !33
  %1221 = fptrunc float %997 to half, !dbg !33
  %1222 = fptrunc float %998 to half, !dbg !33
  %1223 = fptrunc float %1000 to half, !dbg !33
  %1224 = fptrunc float %1001 to half, !dbg !33
  %1225 = fptrunc float %1002 to half, !dbg !33
  %1226 = fptrunc float %1003 to half, !dbg !33
  %1227 = fptrunc float %1005 to half, !dbg !33
  %1228 = fptrunc float %1006 to half, !dbg !33
  %1229 = fptrunc float %1007 to half, !dbg !33
  %1230 = fptrunc float %1008 to half, !dbg !33
  %1231 = fptrunc float %1010 to half, !dbg !33
  %1232 = fptrunc float %1011 to half, !dbg !33
  %1233 = fptrunc float %1012 to half, !dbg !33
  %1234 = fptrunc float %1013 to half, !dbg !33
  %1235 = fptrunc float %1015 to half, !dbg !33
  %1236 = fptrunc float %1016 to half, !dbg !33
  %1237 = fptrunc float %1017 to half, !dbg !33
  %1238 = fptrunc float %1018 to half, !dbg !33
  %1239 = fptrunc float %1020 to half, !dbg !33
  %1240 = fptrunc float %1021 to half, !dbg !33
  %1241 = fptrunc float %1022 to half, !dbg !33
  %1242 = fptrunc float %1023 to half, !dbg !33
  %1243 = fptrunc float %1025 to half, !dbg !33
  %1244 = fptrunc float %1026 to half, !dbg !33
  %1245 = fptrunc float %1027 to half, !dbg !33
  %1246 = fptrunc float %1028 to half, !dbg !33
  %1247 = fptrunc float %1030 to half, !dbg !33
  %1248 = fptrunc float %1031 to half, !dbg !33
  %1249 = fptrunc float %1032 to half, !dbg !33
  %1250 = fptrunc float %1033 to half, !dbg !33
  %1251 = fptrunc float %1035 to half, !dbg !33
  %1252 = fptrunc float %1036 to half, !dbg !33
  %1253 = fptrunc float %1037 to half, !dbg !33
  %1254 = fptrunc float %1038 to half, !dbg !33
  %1255 = fptrunc float %1040 to half, !dbg !33
  %1256 = fptrunc float %1041 to half, !dbg !33
  %1257 = fptrunc float %1042 to half, !dbg !33
  %1258 = fptrunc float %1043 to half, !dbg !33
  %1259 = fptrunc float %1045 to half, !dbg !33
  %1260 = fptrunc float %1046 to half, !dbg !33
  %1261 = fptrunc float %1047 to half, !dbg !33
  %1262 = fptrunc float %1048 to half, !dbg !33
  %1263 = fptrunc float %1050 to half, !dbg !33
  %1264 = fptrunc float %1051 to half, !dbg !33
  %1265 = fptrunc float %1052 to half, !dbg !33
  %1266 = fptrunc float %1053 to half, !dbg !33
  %1267 = fptrunc float %1055 to half, !dbg !33
  %1268 = fptrunc float %1056 to half, !dbg !33
  %1269 = fptrunc float %1057 to half, !dbg !33
  %1270 = fptrunc float %1058 to half, !dbg !33
  %1271 = fptrunc float %1060 to half, !dbg !33
  %1272 = fptrunc float %1061 to half, !dbg !33
  %1273 = fptrunc float %1062 to half, !dbg !33
  %1274 = fptrunc float %1063 to half, !dbg !33
  %1275 = fptrunc float %1065 to half, !dbg !33
  %1276 = fptrunc float %1066 to half, !dbg !33
  %1277 = fptrunc float %1067 to half, !dbg !33
  %1278 = fptrunc float %1068 to half, !dbg !33
  %1279 = fptrunc float %1070 to half, !dbg !33
  %1280 = fptrunc float %1071 to half, !dbg !33
  %1281 = fptrunc float %1072 to half, !dbg !33
  %1282 = fptrunc float %1073 to half, !dbg !33
  %1283 = fptrunc float %1075 to half, !dbg !33
  %1284 = fptrunc float %1076 to half, !dbg !33
  %1285 = fptrunc float %1077 to half, !dbg !33
  %1286 = fptrunc float %1078 to half, !dbg !33
  %1287 = fptrunc float %1080 to half, !dbg !33
  %1288 = fptrunc float %1081 to half, !dbg !33
  %1289 = fptrunc float %1082 to half, !dbg !33
  %1290 = fptrunc float %1083 to half, !dbg !33
  %1291 = fptrunc float %1085 to half, !dbg !33
  %1292 = fptrunc float %1086 to half, !dbg !33
  %1293 = fptrunc float %1087 to half, !dbg !33
  %1294 = fptrunc float %1088 to half, !dbg !33
  %1295 = fptrunc float %1090 to half, !dbg !33
  %1296 = fptrunc float %1091 to half, !dbg !33
  %1297 = fptrunc float %1092 to half, !dbg !33
  %1298 = fptrunc float %1093 to half, !dbg !33
  %1299 = fptrunc float %1095 to half, !dbg !33
  %1300 = fptrunc float %1096 to half, !dbg !33
  %1301 = fptrunc float %1097 to half, !dbg !33
  %1302 = fptrunc float %1098 to half, !dbg !33
  %1303 = fptrunc float %1100 to half, !dbg !33
  %1304 = fptrunc float %1101 to half, !dbg !33
  %1305 = fptrunc float %1102 to half, !dbg !33
  %1306 = fptrunc float %1103 to half, !dbg !33
  %1307 = fptrunc float %1105 to half, !dbg !33
  %1308 = fptrunc float %1106 to half, !dbg !33
  %1309 = fptrunc float %1107 to half, !dbg !33
  %1310 = fptrunc float %1108 to half, !dbg !33
  %1311 = fptrunc float %1110 to half, !dbg !33
  %1312 = fptrunc float %1111 to half, !dbg !33
  %1313 = fptrunc float %1112 to half, !dbg !33
  %1314 = fptrunc float %1113 to half, !dbg !33
  %1315 = fptrunc float %1115 to half, !dbg !33
  %1316 = fptrunc float %1116 to half, !dbg !33
  %1317 = fptrunc float %1117 to half, !dbg !33
  %1318 = fptrunc float %1118 to half, !dbg !33
  %1319 = fptrunc float %1120 to half, !dbg !33
  %1320 = fptrunc float %1121 to half, !dbg !33
  %1321 = fptrunc float %1122 to half, !dbg !33
  %1322 = fptrunc float %1123 to half, !dbg !33
  %1323 = fptrunc float %1125 to half, !dbg !33
  %1324 = fptrunc float %1126 to half, !dbg !33
  %1325 = fptrunc float %1127 to half, !dbg !33
  %1326 = fptrunc float %1128 to half, !dbg !33
  %1327 = fptrunc float %1130 to half, !dbg !33
  %1328 = fptrunc float %1131 to half, !dbg !33
  %1329 = fptrunc float %1132 to half, !dbg !33
  %1330 = fptrunc float %1133 to half, !dbg !33
  %1331 = fptrunc float %1135 to half, !dbg !33
  %1332 = fptrunc float %1136 to half, !dbg !33
  %1333 = fptrunc float %1137 to half, !dbg !33
  %1334 = fptrunc float %1138 to half, !dbg !33
  %1335 = fptrunc float %1140 to half, !dbg !33
  %1336 = fptrunc float %1141 to half, !dbg !33
  %1337 = fptrunc float %1142 to half, !dbg !33
  %1338 = fptrunc float %1143 to half, !dbg !33
  %1339 = fptrunc float %1145 to half, !dbg !33
  %1340 = fptrunc float %1146 to half, !dbg !33
  %1341 = fptrunc float %1147 to half, !dbg !33
  %1342 = fptrunc float %1148 to half, !dbg !33
  br label %._crit_edge, !dbg !14

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi641 = phi i32 [ %.pre640, %.._crit_edge_crit_edge ], [ %410, %._crit_edge.loopexit ], !dbg !20
  %.pre-phi639 = phi i32 [ %.pre638, %.._crit_edge_crit_edge ], [ %392, %._crit_edge.loopexit ], !dbg !20
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %409, %._crit_edge.loopexit ], !dbg !20
  %1343 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1215, %._crit_edge.loopexit ], !dbg !34
  %1344 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1216, %._crit_edge.loopexit ], !dbg !34
  %1345 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1217, %._crit_edge.loopexit ], !dbg !34
  %1346 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1218, %._crit_edge.loopexit ], !dbg !34
  %1347 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1219, %._crit_edge.loopexit ], !dbg !34
  %1348 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1220, %._crit_edge.loopexit ], !dbg !34
  %1349 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1221, %._crit_edge.loopexit ], !dbg !34
  %1350 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1222, %._crit_edge.loopexit ], !dbg !34
  %1351 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1223, %._crit_edge.loopexit ], !dbg !34
  %1352 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1224, %._crit_edge.loopexit ], !dbg !34
  %1353 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1225, %._crit_edge.loopexit ], !dbg !34
  %1354 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1226, %._crit_edge.loopexit ], !dbg !34
  %1355 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1227, %._crit_edge.loopexit ], !dbg !34
  %1356 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1228, %._crit_edge.loopexit ], !dbg !34
  %1357 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1229, %._crit_edge.loopexit ], !dbg !34
  %1358 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1230, %._crit_edge.loopexit ], !dbg !34
  %1359 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1231, %._crit_edge.loopexit ], !dbg !34
  %1360 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1232, %._crit_edge.loopexit ], !dbg !34
  %1361 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1233, %._crit_edge.loopexit ], !dbg !34
  %1362 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1234, %._crit_edge.loopexit ], !dbg !34
  %1363 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1235, %._crit_edge.loopexit ], !dbg !34
  %1364 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1236, %._crit_edge.loopexit ], !dbg !34
  %1365 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1237, %._crit_edge.loopexit ], !dbg !34
  %1366 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1238, %._crit_edge.loopexit ], !dbg !34
  %1367 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1239, %._crit_edge.loopexit ], !dbg !34
  %1368 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1240, %._crit_edge.loopexit ], !dbg !34
  %1369 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1241, %._crit_edge.loopexit ], !dbg !34
  %1370 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1242, %._crit_edge.loopexit ], !dbg !34
  %1371 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1243, %._crit_edge.loopexit ], !dbg !34
  %1372 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1244, %._crit_edge.loopexit ], !dbg !34
  %1373 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1245, %._crit_edge.loopexit ], !dbg !34
  %1374 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1246, %._crit_edge.loopexit ], !dbg !34
  %1375 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1247, %._crit_edge.loopexit ], !dbg !34
  %1376 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1248, %._crit_edge.loopexit ], !dbg !34
  %1377 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1249, %._crit_edge.loopexit ], !dbg !34
  %1378 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1250, %._crit_edge.loopexit ], !dbg !34
  %1379 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1251, %._crit_edge.loopexit ], !dbg !34
  %1380 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1252, %._crit_edge.loopexit ], !dbg !34
  %1381 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1253, %._crit_edge.loopexit ], !dbg !34
  %1382 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1254, %._crit_edge.loopexit ], !dbg !34
  %1383 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1255, %._crit_edge.loopexit ], !dbg !34
  %1384 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1256, %._crit_edge.loopexit ], !dbg !34
  %1385 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1257, %._crit_edge.loopexit ], !dbg !34
  %1386 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1258, %._crit_edge.loopexit ], !dbg !34
  %1387 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1259, %._crit_edge.loopexit ], !dbg !34
  %1388 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1260, %._crit_edge.loopexit ], !dbg !34
  %1389 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1261, %._crit_edge.loopexit ], !dbg !34
  %1390 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1262, %._crit_edge.loopexit ], !dbg !34
  %1391 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1263, %._crit_edge.loopexit ], !dbg !34
  %1392 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1264, %._crit_edge.loopexit ], !dbg !34
  %1393 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1265, %._crit_edge.loopexit ], !dbg !34
  %1394 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1266, %._crit_edge.loopexit ], !dbg !34
  %1395 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1267, %._crit_edge.loopexit ], !dbg !34
  %1396 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1268, %._crit_edge.loopexit ], !dbg !34
  %1397 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1269, %._crit_edge.loopexit ], !dbg !34
  %1398 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1270, %._crit_edge.loopexit ], !dbg !34
  %1399 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1271, %._crit_edge.loopexit ], !dbg !34
  %1400 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1272, %._crit_edge.loopexit ], !dbg !34
  %1401 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1273, %._crit_edge.loopexit ], !dbg !34
  %1402 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1274, %._crit_edge.loopexit ], !dbg !34
  %1403 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1275, %._crit_edge.loopexit ], !dbg !34
  %1404 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1276, %._crit_edge.loopexit ], !dbg !34
  %1405 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1277, %._crit_edge.loopexit ], !dbg !34
  %1406 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1278, %._crit_edge.loopexit ], !dbg !34
  %1407 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1279, %._crit_edge.loopexit ], !dbg !34
  %1408 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1280, %._crit_edge.loopexit ], !dbg !34
  %1409 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1281, %._crit_edge.loopexit ], !dbg !34
  %1410 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1282, %._crit_edge.loopexit ], !dbg !34
  %1411 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1283, %._crit_edge.loopexit ], !dbg !34
  %1412 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1284, %._crit_edge.loopexit ], !dbg !34
  %1413 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1285, %._crit_edge.loopexit ], !dbg !34
  %1414 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1286, %._crit_edge.loopexit ], !dbg !34
  %1415 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1287, %._crit_edge.loopexit ], !dbg !34
  %1416 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1288, %._crit_edge.loopexit ], !dbg !34
  %1417 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1289, %._crit_edge.loopexit ], !dbg !34
  %1418 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1290, %._crit_edge.loopexit ], !dbg !34
  %1419 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1291, %._crit_edge.loopexit ], !dbg !34
  %1420 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1292, %._crit_edge.loopexit ], !dbg !34
  %1421 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1293, %._crit_edge.loopexit ], !dbg !34
  %1422 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1294, %._crit_edge.loopexit ], !dbg !34
  %1423 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1295, %._crit_edge.loopexit ], !dbg !34
  %1424 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1296, %._crit_edge.loopexit ], !dbg !34
  %1425 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1297, %._crit_edge.loopexit ], !dbg !34
  %1426 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1298, %._crit_edge.loopexit ], !dbg !34
  %1427 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1299, %._crit_edge.loopexit ], !dbg !34
  %1428 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1300, %._crit_edge.loopexit ], !dbg !34
  %1429 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1301, %._crit_edge.loopexit ], !dbg !34
  %1430 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1302, %._crit_edge.loopexit ], !dbg !34
  %1431 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1303, %._crit_edge.loopexit ], !dbg !34
  %1432 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1304, %._crit_edge.loopexit ], !dbg !34
  %1433 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1305, %._crit_edge.loopexit ], !dbg !34
  %1434 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1306, %._crit_edge.loopexit ], !dbg !34
  %1435 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1307, %._crit_edge.loopexit ], !dbg !34
  %1436 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1308, %._crit_edge.loopexit ], !dbg !34
  %1437 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1309, %._crit_edge.loopexit ], !dbg !34
  %1438 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1310, %._crit_edge.loopexit ], !dbg !34
  %1439 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1311, %._crit_edge.loopexit ], !dbg !34
  %1440 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1312, %._crit_edge.loopexit ], !dbg !34
  %1441 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1313, %._crit_edge.loopexit ], !dbg !34
  %1442 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1314, %._crit_edge.loopexit ], !dbg !34
  %1443 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1315, %._crit_edge.loopexit ], !dbg !34
  %1444 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1316, %._crit_edge.loopexit ], !dbg !34
  %1445 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1317, %._crit_edge.loopexit ], !dbg !34
  %1446 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1318, %._crit_edge.loopexit ], !dbg !34
  %1447 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1319, %._crit_edge.loopexit ], !dbg !34
  %1448 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1320, %._crit_edge.loopexit ], !dbg !34
  %1449 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1321, %._crit_edge.loopexit ], !dbg !34
  %1450 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1322, %._crit_edge.loopexit ], !dbg !34
  %1451 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1323, %._crit_edge.loopexit ], !dbg !34
  %1452 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %._crit_edge.loopexit ], !dbg !34
  %1453 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1325, %._crit_edge.loopexit ], !dbg !34
  %1454 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %._crit_edge.loopexit ], !dbg !34
  %1455 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1327, %._crit_edge.loopexit ], !dbg !34
  %1456 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %._crit_edge.loopexit ], !dbg !34
  %1457 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1329, %._crit_edge.loopexit ], !dbg !34
  %1458 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1330, %._crit_edge.loopexit ], !dbg !34
  %1459 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1331, %._crit_edge.loopexit ], !dbg !34
  %1460 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1332, %._crit_edge.loopexit ], !dbg !34
  %1461 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1333, %._crit_edge.loopexit ], !dbg !34
  %1462 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1334, %._crit_edge.loopexit ], !dbg !34
  %1463 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1335, %._crit_edge.loopexit ], !dbg !34
  %1464 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1336, %._crit_edge.loopexit ], !dbg !34
  %1465 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1337, %._crit_edge.loopexit ], !dbg !34
  %1466 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1338, %._crit_edge.loopexit ], !dbg !34
  %1467 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1339, %._crit_edge.loopexit ], !dbg !34
  %1468 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1340, %._crit_edge.loopexit ], !dbg !34
  %1469 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1341, %._crit_edge.loopexit ], !dbg !34
  %1470 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1342, %._crit_edge.loopexit ], !dbg !34
  %1471 = or disjoint i32 %14, 127, !dbg !14
  %1472 = or disjoint i32 %14, 126, !dbg !14
  %1473 = or disjoint i32 %14, 125, !dbg !14
  %1474 = or disjoint i32 %14, 124, !dbg !14
  %1475 = or disjoint i32 %14, 123, !dbg !14
  %1476 = or disjoint i32 %14, 122, !dbg !14
  %1477 = or disjoint i32 %14, 121, !dbg !14
  %1478 = or disjoint i32 %14, 120, !dbg !14
  %1479 = or disjoint i32 %14, 119, !dbg !14
  %1480 = or disjoint i32 %14, 118, !dbg !14
  %1481 = or disjoint i32 %14, 117, !dbg !14
  %1482 = or disjoint i32 %14, 116, !dbg !14
  %1483 = or disjoint i32 %14, 115, !dbg !14
  %1484 = or disjoint i32 %14, 114, !dbg !14
  %1485 = or disjoint i32 %14, 113, !dbg !14
  %1486 = or disjoint i32 %14, 112, !dbg !14
  %1487 = or disjoint i32 %14, 111, !dbg !14
  %1488 = or disjoint i32 %14, 110, !dbg !14
  %1489 = or disjoint i32 %14, 109, !dbg !14
  %1490 = or disjoint i32 %14, 108, !dbg !14
  %1491 = or disjoint i32 %14, 107, !dbg !14
  %1492 = or disjoint i32 %14, 106, !dbg !14
  %1493 = or disjoint i32 %14, 105, !dbg !14
  %1494 = or disjoint i32 %14, 104, !dbg !14
  %1495 = or disjoint i32 %14, 103, !dbg !14
  %1496 = or disjoint i32 %14, 102, !dbg !14
  %1497 = or disjoint i32 %14, 101, !dbg !14
  %1498 = or disjoint i32 %14, 100, !dbg !14
  %1499 = or disjoint i32 %14, 99, !dbg !14
  %1500 = or disjoint i32 %14, 98, !dbg !14
  %1501 = or disjoint i32 %14, 97, !dbg !14
  %1502 = or disjoint i32 %14, 96, !dbg !14
  %1503 = or disjoint i32 %14, 95, !dbg !14
  %1504 = or disjoint i32 %14, 94, !dbg !14
  %1505 = or disjoint i32 %14, 93, !dbg !14
  %1506 = or disjoint i32 %14, 92, !dbg !14
  %1507 = or disjoint i32 %14, 91, !dbg !14
  %1508 = or disjoint i32 %14, 90, !dbg !14
  %1509 = or disjoint i32 %14, 89, !dbg !14
  %1510 = or disjoint i32 %14, 88, !dbg !14
  %1511 = or disjoint i32 %14, 87, !dbg !14
  %1512 = or disjoint i32 %14, 86, !dbg !14
  %1513 = or disjoint i32 %14, 85, !dbg !14
  %1514 = or disjoint i32 %14, 84, !dbg !14
  %1515 = or disjoint i32 %14, 83, !dbg !14
  %1516 = or disjoint i32 %14, 82, !dbg !14
  %1517 = or disjoint i32 %14, 81, !dbg !14
  %1518 = or disjoint i32 %14, 80, !dbg !14
  %1519 = or disjoint i32 %14, 79, !dbg !14
  %1520 = or disjoint i32 %14, 78, !dbg !14
  %1521 = or disjoint i32 %14, 77, !dbg !14
  %1522 = or disjoint i32 %14, 76, !dbg !14
  %1523 = or disjoint i32 %14, 75, !dbg !14
  %1524 = or disjoint i32 %14, 74, !dbg !14
  %1525 = or disjoint i32 %14, 73, !dbg !14
  %1526 = or disjoint i32 %14, 72, !dbg !14
  %1527 = or disjoint i32 %14, 71, !dbg !14
  %1528 = or disjoint i32 %14, 70, !dbg !14
  %1529 = or disjoint i32 %14, 69, !dbg !14
  %1530 = or disjoint i32 %14, 68, !dbg !14
  %1531 = or disjoint i32 %14, 67, !dbg !14
  %1532 = or disjoint i32 %14, 66, !dbg !14
  %1533 = or disjoint i32 %14, 65, !dbg !14
  %1534 = or disjoint i32 %14, 64, !dbg !14
  %1535 = or disjoint i32 %14, 63, !dbg !14
  %1536 = or disjoint i32 %14, 62, !dbg !14
  %1537 = or disjoint i32 %14, 61, !dbg !14
  %1538 = or disjoint i32 %14, 60, !dbg !14
  %1539 = or disjoint i32 %14, 59, !dbg !14
  %1540 = or disjoint i32 %14, 58, !dbg !14
  %1541 = or disjoint i32 %14, 57, !dbg !14
  %1542 = or disjoint i32 %14, 56, !dbg !14
  %1543 = or disjoint i32 %14, 55, !dbg !14
  %1544 = or disjoint i32 %14, 54, !dbg !14
  %1545 = or disjoint i32 %14, 53, !dbg !14
  %1546 = or disjoint i32 %14, 52, !dbg !14
  %1547 = or disjoint i32 %14, 51, !dbg !14
  %1548 = or disjoint i32 %14, 50, !dbg !14
  %1549 = or disjoint i32 %14, 49, !dbg !14
  %1550 = or disjoint i32 %14, 48, !dbg !14
  %1551 = or disjoint i32 %14, 47, !dbg !14
  %1552 = or disjoint i32 %14, 46, !dbg !14
  %1553 = or disjoint i32 %14, 45, !dbg !14
  %1554 = or disjoint i32 %14, 44, !dbg !14
  %1555 = or disjoint i32 %14, 43, !dbg !14
  %1556 = or disjoint i32 %14, 42, !dbg !14
  %1557 = or disjoint i32 %14, 41, !dbg !14
  %1558 = or disjoint i32 %14, 40, !dbg !14
  %1559 = or disjoint i32 %14, 39, !dbg !14
  %1560 = or disjoint i32 %14, 38, !dbg !14
  %1561 = or disjoint i32 %14, 37, !dbg !14
  %1562 = or disjoint i32 %14, 36, !dbg !14
  %1563 = or disjoint i32 %14, 35, !dbg !14
  %1564 = or disjoint i32 %14, 34, !dbg !14
  %1565 = or disjoint i32 %14, 33, !dbg !14
  %1566 = or disjoint i32 %14, 32, !dbg !14
  %1567 = or disjoint i32 %14, 31, !dbg !14
  %1568 = or disjoint i32 %14, 30, !dbg !14
  %1569 = or disjoint i32 %14, 29, !dbg !14
  %1570 = or disjoint i32 %14, 28, !dbg !14
  %1571 = or disjoint i32 %14, 27, !dbg !14
  %1572 = or disjoint i32 %14, 26, !dbg !14
  %1573 = or disjoint i32 %14, 25, !dbg !14
  %1574 = or disjoint i32 %14, 24, !dbg !14
  %1575 = or disjoint i32 %14, 23, !dbg !14
  %1576 = or disjoint i32 %14, 22, !dbg !14
  %1577 = or disjoint i32 %14, 21, !dbg !14
  %1578 = or disjoint i32 %14, 20, !dbg !14
  %1579 = or disjoint i32 %14, 19, !dbg !14
  %1580 = or disjoint i32 %14, 18, !dbg !14
  %1581 = or disjoint i32 %14, 17, !dbg !14
  %1582 = or disjoint i32 %14, 16, !dbg !14
  %1583 = or disjoint i32 %14, 15, !dbg !14
  %1584 = or disjoint i32 %14, 14, !dbg !14
  %1585 = or disjoint i32 %14, 13, !dbg !14
  %1586 = or disjoint i32 %14, 12, !dbg !14
  %1587 = or disjoint i32 %14, 11, !dbg !14
  %1588 = or disjoint i32 %14, 10, !dbg !14
  %1589 = or disjoint i32 %14, 9, !dbg !14
  %1590 = or disjoint i32 %14, 8, !dbg !14
  %1591 = or disjoint i32 %14, 7, !dbg !14
  %1592 = or disjoint i32 %14, 6, !dbg !14
  %1593 = or disjoint i32 %14, 5, !dbg !14
  %1594 = or disjoint i32 %14, 4, !dbg !14
  %1595 = or disjoint i32 %14, 3, !dbg !14
  %1596 = or disjoint i32 %14, 2, !dbg !14
  %1597 = or disjoint i32 %14, 1, !dbg !14
  %1598 = mul i32 %8, %14, !dbg !35
  %1599 = mul i32 %8, %1597, !dbg !35
  %1600 = mul i32 %8, %1596, !dbg !35
  %1601 = mul i32 %8, %1595, !dbg !35
  %1602 = mul i32 %8, %1594, !dbg !35
  %1603 = mul i32 %8, %1593, !dbg !35
  %1604 = mul i32 %8, %1592, !dbg !35
  %1605 = mul i32 %8, %1591, !dbg !35
  %1606 = mul i32 %8, %1590, !dbg !35
  %1607 = mul i32 %8, %1589, !dbg !35
  %1608 = mul i32 %8, %1588, !dbg !35
  %1609 = mul i32 %8, %1587, !dbg !35
  %1610 = mul i32 %8, %1586, !dbg !35
  %1611 = mul i32 %8, %1585, !dbg !35
  %1612 = mul i32 %8, %1584, !dbg !35
  %1613 = mul i32 %8, %1583, !dbg !35
  %1614 = mul i32 %8, %1582, !dbg !35
  %1615 = mul i32 %8, %1581, !dbg !35
  %1616 = mul i32 %8, %1580, !dbg !35
  %1617 = mul i32 %8, %1579, !dbg !35
  %1618 = mul i32 %8, %1578, !dbg !35
  %1619 = mul i32 %8, %1577, !dbg !35
  %1620 = mul i32 %8, %1576, !dbg !35
  %1621 = mul i32 %8, %1575, !dbg !35
  %1622 = mul i32 %8, %1574, !dbg !35
  %1623 = mul i32 %8, %1573, !dbg !35
  %1624 = mul i32 %8, %1572, !dbg !35
  %1625 = mul i32 %8, %1571, !dbg !35
  %1626 = mul i32 %8, %1570, !dbg !35
  %1627 = mul i32 %8, %1569, !dbg !35
  %1628 = mul i32 %8, %1568, !dbg !35
  %1629 = mul i32 %8, %1567, !dbg !35
  %1630 = mul i32 %8, %1566, !dbg !35
  %1631 = mul i32 %8, %1565, !dbg !35
  %1632 = mul i32 %8, %1564, !dbg !35
  %1633 = mul i32 %8, %1563, !dbg !35
  %1634 = mul i32 %8, %1562, !dbg !35
  %1635 = mul i32 %8, %1561, !dbg !35
  %1636 = mul i32 %8, %1560, !dbg !35
  %1637 = mul i32 %8, %1559, !dbg !35
  %1638 = mul i32 %8, %1558, !dbg !35
  %1639 = mul i32 %8, %1557, !dbg !35
  %1640 = mul i32 %8, %1556, !dbg !35
  %1641 = mul i32 %8, %1555, !dbg !35
  %1642 = mul i32 %8, %1554, !dbg !35
  %1643 = mul i32 %8, %1553, !dbg !35
  %1644 = mul i32 %8, %1552, !dbg !35
  %1645 = mul i32 %8, %1551, !dbg !35
  %1646 = mul i32 %8, %1550, !dbg !35
  %1647 = mul i32 %8, %1549, !dbg !35
  %1648 = mul i32 %8, %1548, !dbg !35
  %1649 = mul i32 %8, %1547, !dbg !35
  %1650 = mul i32 %8, %1546, !dbg !35
  %1651 = mul i32 %8, %1545, !dbg !35
  %1652 = mul i32 %8, %1544, !dbg !35
  %1653 = mul i32 %8, %1543, !dbg !35
  %1654 = mul i32 %8, %1542, !dbg !35
  %1655 = mul i32 %8, %1541, !dbg !35
  %1656 = mul i32 %8, %1540, !dbg !35
  %1657 = mul i32 %8, %1539, !dbg !35
  %1658 = mul i32 %8, %1538, !dbg !35
  %1659 = mul i32 %8, %1537, !dbg !35
  %1660 = mul i32 %8, %1536, !dbg !35
  %1661 = mul i32 %8, %1535, !dbg !35
  %1662 = mul i32 %8, %1534, !dbg !35
  %1663 = mul i32 %8, %1533, !dbg !35
  %1664 = mul i32 %8, %1532, !dbg !35
  %1665 = mul i32 %8, %1531, !dbg !35
  %1666 = mul i32 %8, %1530, !dbg !35
  %1667 = mul i32 %8, %1529, !dbg !35
  %1668 = mul i32 %8, %1528, !dbg !35
  %1669 = mul i32 %8, %1527, !dbg !35
  %1670 = mul i32 %8, %1526, !dbg !35
  %1671 = mul i32 %8, %1525, !dbg !35
  %1672 = mul i32 %8, %1524, !dbg !35
  %1673 = mul i32 %8, %1523, !dbg !35
  %1674 = mul i32 %8, %1522, !dbg !35
  %1675 = mul i32 %8, %1521, !dbg !35
  %1676 = mul i32 %8, %1520, !dbg !35
  %1677 = mul i32 %8, %1519, !dbg !35
  %1678 = mul i32 %8, %1518, !dbg !35
  %1679 = mul i32 %8, %1517, !dbg !35
  %1680 = mul i32 %8, %1516, !dbg !35
  %1681 = mul i32 %8, %1515, !dbg !35
  %1682 = mul i32 %8, %1514, !dbg !35
  %1683 = mul i32 %8, %1513, !dbg !35
  %1684 = mul i32 %8, %1512, !dbg !35
  %1685 = mul i32 %8, %1511, !dbg !35
  %1686 = mul i32 %8, %1510, !dbg !35
  %1687 = mul i32 %8, %1509, !dbg !35
  %1688 = mul i32 %8, %1508, !dbg !35
  %1689 = mul i32 %8, %1507, !dbg !35
  %1690 = mul i32 %8, %1506, !dbg !35
  %1691 = mul i32 %8, %1505, !dbg !35
  %1692 = mul i32 %8, %1504, !dbg !35
  %1693 = mul i32 %8, %1503, !dbg !35
  %1694 = mul i32 %8, %1502, !dbg !35
  %1695 = mul i32 %8, %1501, !dbg !35
  %1696 = mul i32 %8, %1500, !dbg !35
  %1697 = mul i32 %8, %1499, !dbg !35
  %1698 = mul i32 %8, %1498, !dbg !35
  %1699 = mul i32 %8, %1497, !dbg !35
  %1700 = mul i32 %8, %1496, !dbg !35
  %1701 = mul i32 %8, %1495, !dbg !35
  %1702 = mul i32 %8, %1494, !dbg !35
  %1703 = mul i32 %8, %1493, !dbg !35
  %1704 = mul i32 %8, %1492, !dbg !35
  %1705 = mul i32 %8, %1491, !dbg !35
  %1706 = mul i32 %8, %1490, !dbg !35
  %1707 = mul i32 %8, %1489, !dbg !35
  %1708 = mul i32 %8, %1488, !dbg !35
  %1709 = mul i32 %8, %1487, !dbg !35
  %1710 = mul i32 %8, %1486, !dbg !35
  %1711 = mul i32 %8, %1485, !dbg !35
  %1712 = mul i32 %8, %1484, !dbg !35
  %1713 = mul i32 %8, %1483, !dbg !35
  %1714 = mul i32 %8, %1482, !dbg !35
  %1715 = mul i32 %8, %1481, !dbg !35
  %1716 = mul i32 %8, %1480, !dbg !35
  %1717 = mul i32 %8, %1479, !dbg !35
  %1718 = mul i32 %8, %1478, !dbg !35
  %1719 = mul i32 %8, %1477, !dbg !35
  %1720 = mul i32 %8, %1476, !dbg !35
  %1721 = mul i32 %8, %1475, !dbg !35
  %1722 = mul i32 %8, %1474, !dbg !35
  %1723 = mul i32 %8, %1473, !dbg !35
  %1724 = mul i32 %8, %1472, !dbg !35
  %1725 = mul i32 %8, %1471, !dbg !35
  %1726 = sext i32 %1598 to i64, !dbg !36
  %1727 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1726, !dbg !36
  %1728 = sext i32 %1599 to i64, !dbg !36
  %1729 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1728, !dbg !36
  %1730 = sext i32 %1600 to i64, !dbg !36
  %1731 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1730, !dbg !36
  %1732 = sext i32 %1601 to i64, !dbg !36
  %1733 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1732, !dbg !36
  %1734 = sext i32 %1602 to i64, !dbg !36
  %1735 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1734, !dbg !36
  %1736 = sext i32 %1603 to i64, !dbg !36
  %1737 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1736, !dbg !36
  %1738 = sext i32 %1604 to i64, !dbg !36
  %1739 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1738, !dbg !36
  %1740 = sext i32 %1605 to i64, !dbg !36
  %1741 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1740, !dbg !36
  %1742 = sext i32 %1606 to i64, !dbg !36
  %1743 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1742, !dbg !36
  %1744 = sext i32 %1607 to i64, !dbg !36
  %1745 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1744, !dbg !36
  %1746 = sext i32 %1608 to i64, !dbg !36
  %1747 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1746, !dbg !36
  %1748 = sext i32 %1609 to i64, !dbg !36
  %1749 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1748, !dbg !36
  %1750 = sext i32 %1610 to i64, !dbg !36
  %1751 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1750, !dbg !36
  %1752 = sext i32 %1611 to i64, !dbg !36
  %1753 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1752, !dbg !36
  %1754 = sext i32 %1612 to i64, !dbg !36
  %1755 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1754, !dbg !36
  %1756 = sext i32 %1613 to i64, !dbg !36
  %1757 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1756, !dbg !36
  %1758 = sext i32 %1614 to i64, !dbg !36
  %1759 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1758, !dbg !36
  %1760 = sext i32 %1615 to i64, !dbg !36
  %1761 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1760, !dbg !36
  %1762 = sext i32 %1616 to i64, !dbg !36
  %1763 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1762, !dbg !36
  %1764 = sext i32 %1617 to i64, !dbg !36
  %1765 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1764, !dbg !36
  %1766 = sext i32 %1618 to i64, !dbg !36
  %1767 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1766, !dbg !36
  %1768 = sext i32 %1619 to i64, !dbg !36
  %1769 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1768, !dbg !36
  %1770 = sext i32 %1620 to i64, !dbg !36
  %1771 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1770, !dbg !36
  %1772 = sext i32 %1621 to i64, !dbg !36
  %1773 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1772, !dbg !36
  %1774 = sext i32 %1622 to i64, !dbg !36
  %1775 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1774, !dbg !36
  %1776 = sext i32 %1623 to i64, !dbg !36
  %1777 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1776, !dbg !36
  %1778 = sext i32 %1624 to i64, !dbg !36
  %1779 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1778, !dbg !36
  %1780 = sext i32 %1625 to i64, !dbg !36
  %1781 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1780, !dbg !36
  %1782 = sext i32 %1626 to i64, !dbg !36
  %1783 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1782, !dbg !36
  %1784 = sext i32 %1627 to i64, !dbg !36
  %1785 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1784, !dbg !36
  %1786 = sext i32 %1628 to i64, !dbg !36
  %1787 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1786, !dbg !36
  %1788 = sext i32 %1629 to i64, !dbg !36
  %1789 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1788, !dbg !36
  %1790 = sext i32 %1630 to i64, !dbg !36
  %1791 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1790, !dbg !36
  %1792 = sext i32 %1631 to i64, !dbg !36
  %1793 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1792, !dbg !36
  %1794 = sext i32 %1632 to i64, !dbg !36
  %1795 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1794, !dbg !36
  %1796 = sext i32 %1633 to i64, !dbg !36
  %1797 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1796, !dbg !36
  %1798 = sext i32 %1634 to i64, !dbg !36
  %1799 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1798, !dbg !36
  %1800 = sext i32 %1635 to i64, !dbg !36
  %1801 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1800, !dbg !36
  %1802 = sext i32 %1636 to i64, !dbg !36
  %1803 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1802, !dbg !36
  %1804 = sext i32 %1637 to i64, !dbg !36
  %1805 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1804, !dbg !36
  %1806 = sext i32 %1638 to i64, !dbg !36
  %1807 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1806, !dbg !36
  %1808 = sext i32 %1639 to i64, !dbg !36
  %1809 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1808, !dbg !36
  %1810 = sext i32 %1640 to i64, !dbg !36
  %1811 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1810, !dbg !36
  %1812 = sext i32 %1641 to i64, !dbg !36
  %1813 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1812, !dbg !36
  %1814 = sext i32 %1642 to i64, !dbg !36
  %1815 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1814, !dbg !36
  %1816 = sext i32 %1643 to i64, !dbg !36
  %1817 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1816, !dbg !36
  %1818 = sext i32 %1644 to i64, !dbg !36
  %1819 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1818, !dbg !36
  %1820 = sext i32 %1645 to i64, !dbg !36
  %1821 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1820, !dbg !36
  %1822 = sext i32 %1646 to i64, !dbg !36
  %1823 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1822, !dbg !36
  %1824 = sext i32 %1647 to i64, !dbg !36
  %1825 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1824, !dbg !36
  %1826 = sext i32 %1648 to i64, !dbg !36
  %1827 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1826, !dbg !36
  %1828 = sext i32 %1649 to i64, !dbg !36
  %1829 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1828, !dbg !36
  %1830 = sext i32 %1650 to i64, !dbg !36
  %1831 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1830, !dbg !36
  %1832 = sext i32 %1651 to i64, !dbg !36
  %1833 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1832, !dbg !36
  %1834 = sext i32 %1652 to i64, !dbg !36
  %1835 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1834, !dbg !36
  %1836 = sext i32 %1653 to i64, !dbg !36
  %1837 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1836, !dbg !36
  %1838 = sext i32 %1654 to i64, !dbg !36
  %1839 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1838, !dbg !36
  %1840 = sext i32 %1655 to i64, !dbg !36
  %1841 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1840, !dbg !36
  %1842 = sext i32 %1656 to i64, !dbg !36
  %1843 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1842, !dbg !36
  %1844 = sext i32 %1657 to i64, !dbg !36
  %1845 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1844, !dbg !36
  %1846 = sext i32 %1658 to i64, !dbg !36
  %1847 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1846, !dbg !36
  %1848 = sext i32 %1659 to i64, !dbg !36
  %1849 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1848, !dbg !36
  %1850 = sext i32 %1660 to i64, !dbg !36
  %1851 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1850, !dbg !36
  %1852 = sext i32 %1661 to i64, !dbg !36
  %1853 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1852, !dbg !36
  %1854 = sext i32 %1662 to i64, !dbg !36
  %1855 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1854, !dbg !36
  %1856 = sext i32 %1663 to i64, !dbg !36
  %1857 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1856, !dbg !36
  %1858 = sext i32 %1664 to i64, !dbg !36
  %1859 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1858, !dbg !36
  %1860 = sext i32 %1665 to i64, !dbg !36
  %1861 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1860, !dbg !36
  %1862 = sext i32 %1666 to i64, !dbg !36
  %1863 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1862, !dbg !36
  %1864 = sext i32 %1667 to i64, !dbg !36
  %1865 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1864, !dbg !36
  %1866 = sext i32 %1668 to i64, !dbg !36
  %1867 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1866, !dbg !36
  %1868 = sext i32 %1669 to i64, !dbg !36
  %1869 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1868, !dbg !36
  %1870 = sext i32 %1670 to i64, !dbg !36
  %1871 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1870, !dbg !36
  %1872 = sext i32 %1671 to i64, !dbg !36
  %1873 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1872, !dbg !36
  %1874 = sext i32 %1672 to i64, !dbg !36
  %1875 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1874, !dbg !36
  %1876 = sext i32 %1673 to i64, !dbg !36
  %1877 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1876, !dbg !36
  %1878 = sext i32 %1674 to i64, !dbg !36
  %1879 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1878, !dbg !36
  %1880 = sext i32 %1675 to i64, !dbg !36
  %1881 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1880, !dbg !36
  %1882 = sext i32 %1676 to i64, !dbg !36
  %1883 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1882, !dbg !36
  %1884 = sext i32 %1677 to i64, !dbg !36
  %1885 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1884, !dbg !36
  %1886 = sext i32 %1678 to i64, !dbg !36
  %1887 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1886, !dbg !36
  %1888 = sext i32 %1679 to i64, !dbg !36
  %1889 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1888, !dbg !36
  %1890 = sext i32 %1680 to i64, !dbg !36
  %1891 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1890, !dbg !36
  %1892 = sext i32 %1681 to i64, !dbg !36
  %1893 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1892, !dbg !36
  %1894 = sext i32 %1682 to i64, !dbg !36
  %1895 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1894, !dbg !36
  %1896 = sext i32 %1683 to i64, !dbg !36
  %1897 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1896, !dbg !36
  %1898 = sext i32 %1684 to i64, !dbg !36
  %1899 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1898, !dbg !36
  %1900 = sext i32 %1685 to i64, !dbg !36
  %1901 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1900, !dbg !36
  %1902 = sext i32 %1686 to i64, !dbg !36
  %1903 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1902, !dbg !36
  %1904 = sext i32 %1687 to i64, !dbg !36
  %1905 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1904, !dbg !36
  %1906 = sext i32 %1688 to i64, !dbg !36
  %1907 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1906, !dbg !36
  %1908 = sext i32 %1689 to i64, !dbg !36
  %1909 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1908, !dbg !36
  %1910 = sext i32 %1690 to i64, !dbg !36
  %1911 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1910, !dbg !36
  %1912 = sext i32 %1691 to i64, !dbg !36
  %1913 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1912, !dbg !36
  %1914 = sext i32 %1692 to i64, !dbg !36
  %1915 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1914, !dbg !36
  %1916 = sext i32 %1693 to i64, !dbg !36
  %1917 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1916, !dbg !36
  %1918 = sext i32 %1694 to i64, !dbg !36
  %1919 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1918, !dbg !36
  %1920 = sext i32 %1695 to i64, !dbg !36
  %1921 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1920, !dbg !36
  %1922 = sext i32 %1696 to i64, !dbg !36
  %1923 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1922, !dbg !36
  %1924 = sext i32 %1697 to i64, !dbg !36
  %1925 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1924, !dbg !36
  %1926 = sext i32 %1698 to i64, !dbg !36
  %1927 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1926, !dbg !36
  %1928 = sext i32 %1699 to i64, !dbg !36
  %1929 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1928, !dbg !36
  %1930 = sext i32 %1700 to i64, !dbg !36
  %1931 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1930, !dbg !36
  %1932 = sext i32 %1701 to i64, !dbg !36
  %1933 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1932, !dbg !36
  %1934 = sext i32 %1702 to i64, !dbg !36
  %1935 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1934, !dbg !36
  %1936 = sext i32 %1703 to i64, !dbg !36
  %1937 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1936, !dbg !36
  %1938 = sext i32 %1704 to i64, !dbg !36
  %1939 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1938, !dbg !36
  %1940 = sext i32 %1705 to i64, !dbg !36
  %1941 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1940, !dbg !36
  %1942 = sext i32 %1706 to i64, !dbg !36
  %1943 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1942, !dbg !36
  %1944 = sext i32 %1707 to i64, !dbg !36
  %1945 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1944, !dbg !36
  %1946 = sext i32 %1708 to i64, !dbg !36
  %1947 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1946, !dbg !36
  %1948 = sext i32 %1709 to i64, !dbg !36
  %1949 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1948, !dbg !36
  %1950 = sext i32 %1710 to i64, !dbg !36
  %1951 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1950, !dbg !36
  %1952 = sext i32 %1711 to i64, !dbg !36
  %1953 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1952, !dbg !36
  %1954 = sext i32 %1712 to i64, !dbg !36
  %1955 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1954, !dbg !36
  %1956 = sext i32 %1713 to i64, !dbg !36
  %1957 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1956, !dbg !36
  %1958 = sext i32 %1714 to i64, !dbg !36
  %1959 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1958, !dbg !36
  %1960 = sext i32 %1715 to i64, !dbg !36
  %1961 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1960, !dbg !36
  %1962 = sext i32 %1716 to i64, !dbg !36
  %1963 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1962, !dbg !36
  %1964 = sext i32 %1717 to i64, !dbg !36
  %1965 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1964, !dbg !36
  %1966 = sext i32 %1718 to i64, !dbg !36
  %1967 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1966, !dbg !36
  %1968 = sext i32 %1719 to i64, !dbg !36
  %1969 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1968, !dbg !36
  %1970 = sext i32 %1720 to i64, !dbg !36
  %1971 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1970, !dbg !36
  %1972 = sext i32 %1721 to i64, !dbg !36
  %1973 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1972, !dbg !36
  %1974 = sext i32 %1722 to i64, !dbg !36
  %1975 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1974, !dbg !36
  %1976 = sext i32 %1723 to i64, !dbg !36
  %1977 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1976, !dbg !36
  %1978 = sext i32 %1724 to i64, !dbg !36
  %1979 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1978, !dbg !36
  %1980 = sext i32 %1725 to i64, !dbg !36
  %1981 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1980, !dbg !36
  %1982 = getelementptr [2 x i8], ptr addrspace(1) %1727, i64 %20, !dbg !36
  %1983 = getelementptr [2 x i8], ptr addrspace(1) %1729, i64 %20, !dbg !36
  %1984 = getelementptr [2 x i8], ptr addrspace(1) %1731, i64 %20, !dbg !36
  %1985 = getelementptr [2 x i8], ptr addrspace(1) %1733, i64 %20, !dbg !36
  %1986 = getelementptr [2 x i8], ptr addrspace(1) %1735, i64 %20, !dbg !36
  %1987 = getelementptr [2 x i8], ptr addrspace(1) %1737, i64 %20, !dbg !36
  %1988 = getelementptr [2 x i8], ptr addrspace(1) %1739, i64 %20, !dbg !36
  %1989 = getelementptr [2 x i8], ptr addrspace(1) %1741, i64 %20, !dbg !36
  %1990 = getelementptr [2 x i8], ptr addrspace(1) %1743, i64 %20, !dbg !36
  %1991 = getelementptr [2 x i8], ptr addrspace(1) %1745, i64 %20, !dbg !36
  %1992 = getelementptr [2 x i8], ptr addrspace(1) %1747, i64 %20, !dbg !36
  %1993 = getelementptr [2 x i8], ptr addrspace(1) %1749, i64 %20, !dbg !36
  %1994 = getelementptr [2 x i8], ptr addrspace(1) %1751, i64 %20, !dbg !36
  %1995 = getelementptr [2 x i8], ptr addrspace(1) %1753, i64 %20, !dbg !36
  %1996 = getelementptr [2 x i8], ptr addrspace(1) %1755, i64 %20, !dbg !36
  %1997 = getelementptr [2 x i8], ptr addrspace(1) %1757, i64 %20, !dbg !36
  %1998 = getelementptr [2 x i8], ptr addrspace(1) %1759, i64 %20, !dbg !36
  %1999 = getelementptr [2 x i8], ptr addrspace(1) %1761, i64 %20, !dbg !36
  %2000 = getelementptr [2 x i8], ptr addrspace(1) %1763, i64 %20, !dbg !36
  %2001 = getelementptr [2 x i8], ptr addrspace(1) %1765, i64 %20, !dbg !36
  %2002 = getelementptr [2 x i8], ptr addrspace(1) %1767, i64 %20, !dbg !36
  %2003 = getelementptr [2 x i8], ptr addrspace(1) %1769, i64 %20, !dbg !36
  %2004 = getelementptr [2 x i8], ptr addrspace(1) %1771, i64 %20, !dbg !36
  %2005 = getelementptr [2 x i8], ptr addrspace(1) %1773, i64 %20, !dbg !36
  %2006 = getelementptr [2 x i8], ptr addrspace(1) %1775, i64 %20, !dbg !36
  %2007 = getelementptr [2 x i8], ptr addrspace(1) %1777, i64 %20, !dbg !36
  %2008 = getelementptr [2 x i8], ptr addrspace(1) %1779, i64 %20, !dbg !36
  %2009 = getelementptr [2 x i8], ptr addrspace(1) %1781, i64 %20, !dbg !36
  %2010 = getelementptr [2 x i8], ptr addrspace(1) %1783, i64 %20, !dbg !36
  %2011 = getelementptr [2 x i8], ptr addrspace(1) %1785, i64 %20, !dbg !36
  %2012 = getelementptr [2 x i8], ptr addrspace(1) %1787, i64 %20, !dbg !36
  %2013 = getelementptr [2 x i8], ptr addrspace(1) %1789, i64 %20, !dbg !36
  %2014 = getelementptr [2 x i8], ptr addrspace(1) %1791, i64 %20, !dbg !36
  %2015 = getelementptr [2 x i8], ptr addrspace(1) %1793, i64 %20, !dbg !36
  %2016 = getelementptr [2 x i8], ptr addrspace(1) %1795, i64 %20, !dbg !36
  %2017 = getelementptr [2 x i8], ptr addrspace(1) %1797, i64 %20, !dbg !36
  %2018 = getelementptr [2 x i8], ptr addrspace(1) %1799, i64 %20, !dbg !36
  %2019 = getelementptr [2 x i8], ptr addrspace(1) %1801, i64 %20, !dbg !36
  %2020 = getelementptr [2 x i8], ptr addrspace(1) %1803, i64 %20, !dbg !36
  %2021 = getelementptr [2 x i8], ptr addrspace(1) %1805, i64 %20, !dbg !36
  %2022 = getelementptr [2 x i8], ptr addrspace(1) %1807, i64 %20, !dbg !36
  %2023 = getelementptr [2 x i8], ptr addrspace(1) %1809, i64 %20, !dbg !36
  %2024 = getelementptr [2 x i8], ptr addrspace(1) %1811, i64 %20, !dbg !36
  %2025 = getelementptr [2 x i8], ptr addrspace(1) %1813, i64 %20, !dbg !36
  %2026 = getelementptr [2 x i8], ptr addrspace(1) %1815, i64 %20, !dbg !36
  %2027 = getelementptr [2 x i8], ptr addrspace(1) %1817, i64 %20, !dbg !36
  %2028 = getelementptr [2 x i8], ptr addrspace(1) %1819, i64 %20, !dbg !36
  %2029 = getelementptr [2 x i8], ptr addrspace(1) %1821, i64 %20, !dbg !36
  %2030 = getelementptr [2 x i8], ptr addrspace(1) %1823, i64 %20, !dbg !36
  %2031 = getelementptr [2 x i8], ptr addrspace(1) %1825, i64 %20, !dbg !36
  %2032 = getelementptr [2 x i8], ptr addrspace(1) %1827, i64 %20, !dbg !36
  %2033 = getelementptr [2 x i8], ptr addrspace(1) %1829, i64 %20, !dbg !36
  %2034 = getelementptr [2 x i8], ptr addrspace(1) %1831, i64 %20, !dbg !36
  %2035 = getelementptr [2 x i8], ptr addrspace(1) %1833, i64 %20, !dbg !36
  %2036 = getelementptr [2 x i8], ptr addrspace(1) %1835, i64 %20, !dbg !36
  %2037 = getelementptr [2 x i8], ptr addrspace(1) %1837, i64 %20, !dbg !36
  %2038 = getelementptr [2 x i8], ptr addrspace(1) %1839, i64 %20, !dbg !36
  %2039 = getelementptr [2 x i8], ptr addrspace(1) %1841, i64 %20, !dbg !36
  %2040 = getelementptr [2 x i8], ptr addrspace(1) %1843, i64 %20, !dbg !36
  %2041 = getelementptr [2 x i8], ptr addrspace(1) %1845, i64 %20, !dbg !36
  %2042 = getelementptr [2 x i8], ptr addrspace(1) %1847, i64 %20, !dbg !36
  %2043 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %20, !dbg !36
  %2044 = getelementptr [2 x i8], ptr addrspace(1) %1851, i64 %20, !dbg !36
  %2045 = getelementptr [2 x i8], ptr addrspace(1) %1853, i64 %20, !dbg !36
  %2046 = getelementptr [2 x i8], ptr addrspace(1) %1855, i64 %20, !dbg !36
  %2047 = getelementptr [2 x i8], ptr addrspace(1) %1857, i64 %20, !dbg !36
  %2048 = getelementptr [2 x i8], ptr addrspace(1) %1859, i64 %20, !dbg !36
  %2049 = getelementptr [2 x i8], ptr addrspace(1) %1861, i64 %20, !dbg !36
  %2050 = getelementptr [2 x i8], ptr addrspace(1) %1863, i64 %20, !dbg !36
  %2051 = getelementptr [2 x i8], ptr addrspace(1) %1865, i64 %20, !dbg !36
  %2052 = getelementptr [2 x i8], ptr addrspace(1) %1867, i64 %20, !dbg !36
  %2053 = getelementptr [2 x i8], ptr addrspace(1) %1869, i64 %20, !dbg !36
  %2054 = getelementptr [2 x i8], ptr addrspace(1) %1871, i64 %20, !dbg !36
  %2055 = getelementptr [2 x i8], ptr addrspace(1) %1873, i64 %20, !dbg !36
  %2056 = getelementptr [2 x i8], ptr addrspace(1) %1875, i64 %20, !dbg !36
  %2057 = getelementptr [2 x i8], ptr addrspace(1) %1877, i64 %20, !dbg !36
  %2058 = getelementptr [2 x i8], ptr addrspace(1) %1879, i64 %20, !dbg !36
  %2059 = getelementptr [2 x i8], ptr addrspace(1) %1881, i64 %20, !dbg !36
  %2060 = getelementptr [2 x i8], ptr addrspace(1) %1883, i64 %20, !dbg !36
  %2061 = getelementptr [2 x i8], ptr addrspace(1) %1885, i64 %20, !dbg !36
  %2062 = getelementptr [2 x i8], ptr addrspace(1) %1887, i64 %20, !dbg !36
  %2063 = getelementptr [2 x i8], ptr addrspace(1) %1889, i64 %20, !dbg !36
  %2064 = getelementptr [2 x i8], ptr addrspace(1) %1891, i64 %20, !dbg !36
  %2065 = getelementptr [2 x i8], ptr addrspace(1) %1893, i64 %20, !dbg !36
  %2066 = getelementptr [2 x i8], ptr addrspace(1) %1895, i64 %20, !dbg !36
  %2067 = getelementptr [2 x i8], ptr addrspace(1) %1897, i64 %20, !dbg !36
  %2068 = getelementptr [2 x i8], ptr addrspace(1) %1899, i64 %20, !dbg !36
  %2069 = getelementptr [2 x i8], ptr addrspace(1) %1901, i64 %20, !dbg !36
  %2070 = getelementptr [2 x i8], ptr addrspace(1) %1903, i64 %20, !dbg !36
  %2071 = getelementptr [2 x i8], ptr addrspace(1) %1905, i64 %20, !dbg !36
  %2072 = getelementptr [2 x i8], ptr addrspace(1) %1907, i64 %20, !dbg !36
  %2073 = getelementptr [2 x i8], ptr addrspace(1) %1909, i64 %20, !dbg !36
  %2074 = getelementptr [2 x i8], ptr addrspace(1) %1911, i64 %20, !dbg !36
  %2075 = getelementptr [2 x i8], ptr addrspace(1) %1913, i64 %20, !dbg !36
  %2076 = getelementptr [2 x i8], ptr addrspace(1) %1915, i64 %20, !dbg !36
  %2077 = getelementptr [2 x i8], ptr addrspace(1) %1917, i64 %20, !dbg !36
  %2078 = getelementptr [2 x i8], ptr addrspace(1) %1919, i64 %20, !dbg !36
  %2079 = getelementptr [2 x i8], ptr addrspace(1) %1921, i64 %20, !dbg !36
  %2080 = getelementptr [2 x i8], ptr addrspace(1) %1923, i64 %20, !dbg !36
  %2081 = getelementptr [2 x i8], ptr addrspace(1) %1925, i64 %20, !dbg !36
  %2082 = getelementptr [2 x i8], ptr addrspace(1) %1927, i64 %20, !dbg !36
  %2083 = getelementptr [2 x i8], ptr addrspace(1) %1929, i64 %20, !dbg !36
  %2084 = getelementptr [2 x i8], ptr addrspace(1) %1931, i64 %20, !dbg !36
  %2085 = getelementptr [2 x i8], ptr addrspace(1) %1933, i64 %20, !dbg !36
  %2086 = getelementptr [2 x i8], ptr addrspace(1) %1935, i64 %20, !dbg !36
  %2087 = getelementptr [2 x i8], ptr addrspace(1) %1937, i64 %20, !dbg !36
  %2088 = getelementptr [2 x i8], ptr addrspace(1) %1939, i64 %20, !dbg !36
  %2089 = getelementptr [2 x i8], ptr addrspace(1) %1941, i64 %20, !dbg !36
  %2090 = getelementptr [2 x i8], ptr addrspace(1) %1943, i64 %20, !dbg !36
  %2091 = getelementptr [2 x i8], ptr addrspace(1) %1945, i64 %20, !dbg !36
  %2092 = getelementptr [2 x i8], ptr addrspace(1) %1947, i64 %20, !dbg !36
  %2093 = getelementptr [2 x i8], ptr addrspace(1) %1949, i64 %20, !dbg !36
  %2094 = getelementptr [2 x i8], ptr addrspace(1) %1951, i64 %20, !dbg !36
  %2095 = getelementptr [2 x i8], ptr addrspace(1) %1953, i64 %20, !dbg !36
  %2096 = getelementptr [2 x i8], ptr addrspace(1) %1955, i64 %20, !dbg !36
  %2097 = getelementptr [2 x i8], ptr addrspace(1) %1957, i64 %20, !dbg !36
  %2098 = getelementptr [2 x i8], ptr addrspace(1) %1959, i64 %20, !dbg !36
  %2099 = getelementptr [2 x i8], ptr addrspace(1) %1961, i64 %20, !dbg !36
  %2100 = getelementptr [2 x i8], ptr addrspace(1) %1963, i64 %20, !dbg !36
  %2101 = getelementptr [2 x i8], ptr addrspace(1) %1965, i64 %20, !dbg !36
  %2102 = getelementptr [2 x i8], ptr addrspace(1) %1967, i64 %20, !dbg !36
  %2103 = getelementptr [2 x i8], ptr addrspace(1) %1969, i64 %20, !dbg !36
  %2104 = getelementptr [2 x i8], ptr addrspace(1) %1971, i64 %20, !dbg !36
  %2105 = getelementptr [2 x i8], ptr addrspace(1) %1973, i64 %20, !dbg !36
  %2106 = getelementptr [2 x i8], ptr addrspace(1) %1975, i64 %20, !dbg !36
  %2107 = getelementptr [2 x i8], ptr addrspace(1) %1977, i64 %20, !dbg !36
  %2108 = getelementptr [2 x i8], ptr addrspace(1) %1979, i64 %20, !dbg !36
  %2109 = getelementptr [2 x i8], ptr addrspace(1) %1981, i64 %20, !dbg !36
  %2110 = icmp slt i32 %14, %3, !dbg !37
  %2111 = icmp slt i32 %1597, %3, !dbg !37
  %2112 = icmp slt i32 %1596, %3, !dbg !37
  %2113 = icmp slt i32 %1595, %3, !dbg !37
  %2114 = icmp slt i32 %1594, %3, !dbg !37
  %2115 = icmp slt i32 %1593, %3, !dbg !37
  %2116 = icmp slt i32 %1592, %3, !dbg !37
  %2117 = icmp slt i32 %1591, %3, !dbg !37
  %2118 = icmp slt i32 %1590, %3, !dbg !37
  %2119 = icmp slt i32 %1589, %3, !dbg !37
  %2120 = icmp slt i32 %1588, %3, !dbg !37
  %2121 = icmp slt i32 %1587, %3, !dbg !37
  %2122 = icmp slt i32 %1586, %3, !dbg !37
  %2123 = icmp slt i32 %1585, %3, !dbg !37
  %2124 = icmp slt i32 %1584, %3, !dbg !37
  %2125 = icmp slt i32 %1583, %3, !dbg !37
  %2126 = icmp slt i32 %1582, %3, !dbg !37
  %2127 = icmp slt i32 %1581, %3, !dbg !37
  %2128 = icmp slt i32 %1580, %3, !dbg !37
  %2129 = icmp slt i32 %1579, %3, !dbg !37
  %2130 = icmp slt i32 %1578, %3, !dbg !37
  %2131 = icmp slt i32 %1577, %3, !dbg !37
  %2132 = icmp slt i32 %1576, %3, !dbg !37
  %2133 = icmp slt i32 %1575, %3, !dbg !37
  %2134 = icmp slt i32 %1574, %3, !dbg !37
  %2135 = icmp slt i32 %1573, %3, !dbg !37
  %2136 = icmp slt i32 %1572, %3, !dbg !37
  %2137 = icmp slt i32 %1571, %3, !dbg !37
  %2138 = icmp slt i32 %1570, %3, !dbg !37
  %2139 = icmp slt i32 %1569, %3, !dbg !37
  %2140 = icmp slt i32 %1568, %3, !dbg !37
  %2141 = icmp slt i32 %1567, %3, !dbg !37
  %2142 = icmp slt i32 %1566, %3, !dbg !37
  %2143 = icmp slt i32 %1565, %3, !dbg !37
  %2144 = icmp slt i32 %1564, %3, !dbg !37
  %2145 = icmp slt i32 %1563, %3, !dbg !37
  %2146 = icmp slt i32 %1562, %3, !dbg !37
  %2147 = icmp slt i32 %1561, %3, !dbg !37
  %2148 = icmp slt i32 %1560, %3, !dbg !37
  %2149 = icmp slt i32 %1559, %3, !dbg !37
  %2150 = icmp slt i32 %1558, %3, !dbg !37
  %2151 = icmp slt i32 %1557, %3, !dbg !37
  %2152 = icmp slt i32 %1556, %3, !dbg !37
  %2153 = icmp slt i32 %1555, %3, !dbg !37
  %2154 = icmp slt i32 %1554, %3, !dbg !37
  %2155 = icmp slt i32 %1553, %3, !dbg !37
  %2156 = icmp slt i32 %1552, %3, !dbg !37
  %2157 = icmp slt i32 %1551, %3, !dbg !37
  %2158 = icmp slt i32 %1550, %3, !dbg !37
  %2159 = icmp slt i32 %1549, %3, !dbg !37
  %2160 = icmp slt i32 %1548, %3, !dbg !37
  %2161 = icmp slt i32 %1547, %3, !dbg !37
  %2162 = icmp slt i32 %1546, %3, !dbg !37
  %2163 = icmp slt i32 %1545, %3, !dbg !37
  %2164 = icmp slt i32 %1544, %3, !dbg !37
  %2165 = icmp slt i32 %1543, %3, !dbg !37
  %2166 = icmp slt i32 %1542, %3, !dbg !37
  %2167 = icmp slt i32 %1541, %3, !dbg !37
  %2168 = icmp slt i32 %1540, %3, !dbg !37
  %2169 = icmp slt i32 %1539, %3, !dbg !37
  %2170 = icmp slt i32 %1538, %3, !dbg !37
  %2171 = icmp slt i32 %1537, %3, !dbg !37
  %2172 = icmp slt i32 %1536, %3, !dbg !37
  %2173 = icmp slt i32 %1535, %3, !dbg !37
  %2174 = icmp slt i32 %1534, %3, !dbg !37
  %2175 = icmp slt i32 %1533, %3, !dbg !37
  %2176 = icmp slt i32 %1532, %3, !dbg !37
  %2177 = icmp slt i32 %1531, %3, !dbg !37
  %2178 = icmp slt i32 %1530, %3, !dbg !37
  %2179 = icmp slt i32 %1529, %3, !dbg !37
  %2180 = icmp slt i32 %1528, %3, !dbg !37
  %2181 = icmp slt i32 %1527, %3, !dbg !37
  %2182 = icmp slt i32 %1526, %3, !dbg !37
  %2183 = icmp slt i32 %1525, %3, !dbg !37
  %2184 = icmp slt i32 %1524, %3, !dbg !37
  %2185 = icmp slt i32 %1523, %3, !dbg !37
  %2186 = icmp slt i32 %1522, %3, !dbg !37
  %2187 = icmp slt i32 %1521, %3, !dbg !37
  %2188 = icmp slt i32 %1520, %3, !dbg !37
  %2189 = icmp slt i32 %1519, %3, !dbg !37
  %2190 = icmp slt i32 %1518, %3, !dbg !37
  %2191 = icmp slt i32 %1517, %3, !dbg !37
  %2192 = icmp slt i32 %1516, %3, !dbg !37
  %2193 = icmp slt i32 %1515, %3, !dbg !37
  %2194 = icmp slt i32 %1514, %3, !dbg !37
  %2195 = icmp slt i32 %1513, %3, !dbg !37
  %2196 = icmp slt i32 %1512, %3, !dbg !37
  %2197 = icmp slt i32 %1511, %3, !dbg !37
  %2198 = icmp slt i32 %1510, %3, !dbg !37
  %2199 = icmp slt i32 %1509, %3, !dbg !37
  %2200 = icmp slt i32 %1508, %3, !dbg !37
  %2201 = icmp slt i32 %1507, %3, !dbg !37
  %2202 = icmp slt i32 %1506, %3, !dbg !37
  %2203 = icmp slt i32 %1505, %3, !dbg !37
  %2204 = icmp slt i32 %1504, %3, !dbg !37
  %2205 = icmp slt i32 %1503, %3, !dbg !37
  %2206 = icmp slt i32 %1502, %3, !dbg !37
  %2207 = icmp slt i32 %1501, %3, !dbg !37
  %2208 = icmp slt i32 %1500, %3, !dbg !37
  %2209 = icmp slt i32 %1499, %3, !dbg !37
  %2210 = icmp slt i32 %1498, %3, !dbg !37
  %2211 = icmp slt i32 %1497, %3, !dbg !37
  %2212 = icmp slt i32 %1496, %3, !dbg !37
  %2213 = icmp slt i32 %1495, %3, !dbg !37
  %2214 = icmp slt i32 %1494, %3, !dbg !37
  %2215 = icmp slt i32 %1493, %3, !dbg !37
  %2216 = icmp slt i32 %1492, %3, !dbg !37
  %2217 = icmp slt i32 %1491, %3, !dbg !37
  %2218 = icmp slt i32 %1490, %3, !dbg !37
  %2219 = icmp slt i32 %1489, %3, !dbg !37
  %2220 = icmp slt i32 %1488, %3, !dbg !37
  %2221 = icmp slt i32 %1487, %3, !dbg !37
  %2222 = icmp slt i32 %1486, %3, !dbg !37
  %2223 = icmp slt i32 %1485, %3, !dbg !37
  %2224 = icmp slt i32 %1484, %3, !dbg !37
  %2225 = icmp slt i32 %1483, %3, !dbg !37
  %2226 = icmp slt i32 %1482, %3, !dbg !37
  %2227 = icmp slt i32 %1481, %3, !dbg !37
  %2228 = icmp slt i32 %1480, %3, !dbg !37
  %2229 = icmp slt i32 %1479, %3, !dbg !37
  %2230 = icmp slt i32 %1478, %3, !dbg !37
  %2231 = icmp slt i32 %1477, %3, !dbg !37
  %2232 = icmp slt i32 %1476, %3, !dbg !37
  %2233 = icmp slt i32 %1475, %3, !dbg !37
  %2234 = icmp slt i32 %1474, %3, !dbg !37
  %2235 = icmp slt i32 %1473, %3, !dbg !37
  %2236 = icmp slt i32 %1472, %3, !dbg !37
  %2237 = icmp slt i32 %1471, %3, !dbg !37
  %2238 = icmp slt i32 %18, %4, !dbg !38
  %2239 = and i1 %2110, %2238, !dbg !39
  %2240 = and i1 %2111, %2238, !dbg !39
  %2241 = and i1 %2112, %2238, !dbg !39
  %2242 = and i1 %2113, %2238, !dbg !39
  %2243 = and i1 %2114, %2238, !dbg !39
  %2244 = and i1 %2115, %2238, !dbg !39
  %2245 = and i1 %2116, %2238, !dbg !39
  %2246 = and i1 %2117, %2238, !dbg !39
  %2247 = and i1 %2118, %2238, !dbg !39
  %2248 = and i1 %2119, %2238, !dbg !39
  %2249 = and i1 %2120, %2238, !dbg !39
  %2250 = and i1 %2121, %2238, !dbg !39
  %2251 = and i1 %2122, %2238, !dbg !39
  %2252 = and i1 %2123, %2238, !dbg !39
  %2253 = and i1 %2124, %2238, !dbg !39
  %2254 = and i1 %2125, %2238, !dbg !39
  %2255 = and i1 %2126, %2238, !dbg !39
  %2256 = and i1 %2127, %2238, !dbg !39
  %2257 = and i1 %2128, %2238, !dbg !39
  %2258 = and i1 %2129, %2238, !dbg !39
  %2259 = and i1 %2130, %2238, !dbg !39
  %2260 = and i1 %2131, %2238, !dbg !39
  %2261 = and i1 %2132, %2238, !dbg !39
  %2262 = and i1 %2133, %2238, !dbg !39
  %2263 = and i1 %2134, %2238, !dbg !39
  %2264 = and i1 %2135, %2238, !dbg !39
  %2265 = and i1 %2136, %2238, !dbg !39
  %2266 = and i1 %2137, %2238, !dbg !39
  %2267 = and i1 %2138, %2238, !dbg !39
  %2268 = and i1 %2139, %2238, !dbg !39
  %2269 = and i1 %2140, %2238, !dbg !39
  %2270 = and i1 %2141, %2238, !dbg !39
  %2271 = and i1 %2142, %2238, !dbg !39
  %2272 = and i1 %2143, %2238, !dbg !39
  %2273 = and i1 %2144, %2238, !dbg !39
  %2274 = and i1 %2145, %2238, !dbg !39
  %2275 = and i1 %2146, %2238, !dbg !39
  %2276 = and i1 %2147, %2238, !dbg !39
  %2277 = and i1 %2148, %2238, !dbg !39
  %2278 = and i1 %2149, %2238, !dbg !39
  %2279 = and i1 %2150, %2238, !dbg !39
  %2280 = and i1 %2151, %2238, !dbg !39
  %2281 = and i1 %2152, %2238, !dbg !39
  %2282 = and i1 %2153, %2238, !dbg !39
  %2283 = and i1 %2154, %2238, !dbg !39
  %2284 = and i1 %2155, %2238, !dbg !39
  %2285 = and i1 %2156, %2238, !dbg !39
  %2286 = and i1 %2157, %2238, !dbg !39
  %2287 = and i1 %2158, %2238, !dbg !39
  %2288 = and i1 %2159, %2238, !dbg !39
  %2289 = and i1 %2160, %2238, !dbg !39
  %2290 = and i1 %2161, %2238, !dbg !39
  %2291 = and i1 %2162, %2238, !dbg !39
  %2292 = and i1 %2163, %2238, !dbg !39
  %2293 = and i1 %2164, %2238, !dbg !39
  %2294 = and i1 %2165, %2238, !dbg !39
  %2295 = and i1 %2166, %2238, !dbg !39
  %2296 = and i1 %2167, %2238, !dbg !39
  %2297 = and i1 %2168, %2238, !dbg !39
  %2298 = and i1 %2169, %2238, !dbg !39
  %2299 = and i1 %2170, %2238, !dbg !39
  %2300 = and i1 %2171, %2238, !dbg !39
  %2301 = and i1 %2172, %2238, !dbg !39
  %2302 = and i1 %2173, %2238, !dbg !39
  %2303 = and i1 %2174, %2238, !dbg !39
  %2304 = and i1 %2175, %2238, !dbg !39
  %2305 = and i1 %2176, %2238, !dbg !39
  %2306 = and i1 %2177, %2238, !dbg !39
  %2307 = and i1 %2178, %2238, !dbg !39
  %2308 = and i1 %2179, %2238, !dbg !39
  %2309 = and i1 %2180, %2238, !dbg !39
  %2310 = and i1 %2181, %2238, !dbg !39
  %2311 = and i1 %2182, %2238, !dbg !39
  %2312 = and i1 %2183, %2238, !dbg !39
  %2313 = and i1 %2184, %2238, !dbg !39
  %2314 = and i1 %2185, %2238, !dbg !39
  %2315 = and i1 %2186, %2238, !dbg !39
  %2316 = and i1 %2187, %2238, !dbg !39
  %2317 = and i1 %2188, %2238, !dbg !39
  %2318 = and i1 %2189, %2238, !dbg !39
  %2319 = and i1 %2190, %2238, !dbg !39
  %2320 = and i1 %2191, %2238, !dbg !39
  %2321 = and i1 %2192, %2238, !dbg !39
  %2322 = and i1 %2193, %2238, !dbg !39
  %2323 = and i1 %2194, %2238, !dbg !39
  %2324 = and i1 %2195, %2238, !dbg !39
  %2325 = and i1 %2196, %2238, !dbg !39
  %2326 = and i1 %2197, %2238, !dbg !39
  %2327 = and i1 %2198, %2238, !dbg !39
  %2328 = and i1 %2199, %2238, !dbg !39
  %2329 = and i1 %2200, %2238, !dbg !39
  %2330 = and i1 %2201, %2238, !dbg !39
  %2331 = and i1 %2202, %2238, !dbg !39
  %2332 = and i1 %2203, %2238, !dbg !39
  %2333 = and i1 %2204, %2238, !dbg !39
  %2334 = and i1 %2205, %2238, !dbg !39
  %2335 = and i1 %2206, %2238, !dbg !39
  %2336 = and i1 %2207, %2238, !dbg !39
  %2337 = and i1 %2208, %2238, !dbg !39
  %2338 = and i1 %2209, %2238, !dbg !39
  %2339 = and i1 %2210, %2238, !dbg !39
  %2340 = and i1 %2211, %2238, !dbg !39
  %2341 = and i1 %2212, %2238, !dbg !39
  %2342 = and i1 %2213, %2238, !dbg !39
  %2343 = and i1 %2214, %2238, !dbg !39
  %2344 = and i1 %2215, %2238, !dbg !39
  %2345 = and i1 %2216, %2238, !dbg !39
  %2346 = and i1 %2217, %2238, !dbg !39
  %2347 = and i1 %2218, %2238, !dbg !39
  %2348 = and i1 %2219, %2238, !dbg !39
  %2349 = and i1 %2220, %2238, !dbg !39
  %2350 = and i1 %2221, %2238, !dbg !39
  %2351 = and i1 %2222, %2238, !dbg !39
  %2352 = and i1 %2223, %2238, !dbg !39
  %2353 = and i1 %2224, %2238, !dbg !39
  %2354 = and i1 %2225, %2238, !dbg !39
  %2355 = and i1 %2226, %2238, !dbg !39
  %2356 = and i1 %2227, %2238, !dbg !39
  %2357 = and i1 %2228, %2238, !dbg !39
  %2358 = and i1 %2229, %2238, !dbg !39
  %2359 = and i1 %2230, %2238, !dbg !39
  %2360 = and i1 %2231, %2238, !dbg !39
  %2361 = and i1 %2232, %2238, !dbg !39
  %2362 = and i1 %2233, %2238, !dbg !39
  %2363 = and i1 %2234, %2238, !dbg !39
  %2364 = and i1 %2235, %2238, !dbg !39
  %2365 = and i1 %2236, %2238, !dbg !39
  %2366 = and i1 %2237, %2238, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %2367 = shl nuw nsw i32 %15, 5, !dbg !20
  %2368 = and i32 %2367, 1120, !dbg !20
  %2369 = and i32 %.pre-phi, 384, !dbg !20
  %2370 = and i32 %15, 4, !dbg !20
  %2371 = icmp eq i32 %2370, 0, !dbg !20
  %2372 = select i1 %2371, i32 0, i32 16400, !dbg !20
  %2373 = and i32 %.pre-phi639, 512, !dbg !20
  %2374 = or disjoint i32 %2373, %2369, !dbg !20
  %2375 = or disjoint i32 %2374, %2368, !dbg !20
  %2376 = or disjoint i32 %2375, %2372, !dbg !20
  %2377 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2376, !dbg !20
  %2378 = insertelement <2 x half> poison, half %1343, i64 0, !dbg !20
  %2379 = insertelement <2 x half> %2378, half %1345, i64 1, !dbg !20
  %2380 = bitcast <2 x half> %2379 to i32, !dbg !20
  %2381 = insertelement <2 x half> poison, half %1375, i64 0, !dbg !20
  %2382 = insertelement <2 x half> %2381, half %1377, i64 1, !dbg !20
  %2383 = bitcast <2 x half> %2382 to i32, !dbg !20
  %2384 = insertelement <2 x half> poison, half %1407, i64 0, !dbg !20
  %2385 = insertelement <2 x half> %2384, half %1409, i64 1, !dbg !20
  %2386 = bitcast <2 x half> %2385 to i32, !dbg !20
  %2387 = insertelement <2 x half> poison, half %1439, i64 0, !dbg !20
  %2388 = insertelement <2 x half> %2387, half %1441, i64 1, !dbg !20
  %2389 = bitcast <2 x half> %2388 to i32, !dbg !20
  %2390 = insertelement <4 x i32> poison, i32 %2380, i64 0, !dbg !20
  %2391 = insertelement <4 x i32> %2390, i32 %2383, i64 1, !dbg !20
  %2392 = insertelement <4 x i32> %2391, i32 %2386, i64 2, !dbg !20
  %2393 = insertelement <4 x i32> %2392, i32 %2389, i64 3, !dbg !20
  store <4 x i32> %2393, ptr addrspace(3) %2377, align 16, !dbg !20
  %2394 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 2048, !dbg !20
  %2395 = insertelement <2 x half> poison, half %1347, i64 0, !dbg !20
  %2396 = insertelement <2 x half> %2395, half %1349, i64 1, !dbg !20
  %2397 = bitcast <2 x half> %2396 to i32, !dbg !20
  %2398 = insertelement <2 x half> poison, half %1379, i64 0, !dbg !20
  %2399 = insertelement <2 x half> %2398, half %1381, i64 1, !dbg !20
  %2400 = bitcast <2 x half> %2399 to i32, !dbg !20
  %2401 = insertelement <2 x half> poison, half %1411, i64 0, !dbg !20
  %2402 = insertelement <2 x half> %2401, half %1413, i64 1, !dbg !20
  %2403 = bitcast <2 x half> %2402 to i32, !dbg !20
  %2404 = insertelement <2 x half> poison, half %1443, i64 0, !dbg !20
  %2405 = insertelement <2 x half> %2404, half %1445, i64 1, !dbg !20
  %2406 = bitcast <2 x half> %2405 to i32, !dbg !20
  %2407 = insertelement <4 x i32> poison, i32 %2397, i64 0, !dbg !20
  %2408 = insertelement <4 x i32> %2407, i32 %2400, i64 1, !dbg !20
  %2409 = insertelement <4 x i32> %2408, i32 %2403, i64 2, !dbg !20
  %2410 = insertelement <4 x i32> %2409, i32 %2406, i64 3, !dbg !20
  store <4 x i32> %2410, ptr addrspace(3) %2394, align 16, !dbg !20
  %2411 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 4096, !dbg !20
  %2412 = insertelement <2 x half> poison, half %1351, i64 0, !dbg !20
  %2413 = insertelement <2 x half> %2412, half %1353, i64 1, !dbg !20
  %2414 = bitcast <2 x half> %2413 to i32, !dbg !20
  %2415 = insertelement <2 x half> poison, half %1383, i64 0, !dbg !20
  %2416 = insertelement <2 x half> %2415, half %1385, i64 1, !dbg !20
  %2417 = bitcast <2 x half> %2416 to i32, !dbg !20
  %2418 = insertelement <2 x half> poison, half %1415, i64 0, !dbg !20
  %2419 = insertelement <2 x half> %2418, half %1417, i64 1, !dbg !20
  %2420 = bitcast <2 x half> %2419 to i32, !dbg !20
  %2421 = insertelement <2 x half> poison, half %1447, i64 0, !dbg !20
  %2422 = insertelement <2 x half> %2421, half %1449, i64 1, !dbg !20
  %2423 = bitcast <2 x half> %2422 to i32, !dbg !20
  %2424 = insertelement <4 x i32> poison, i32 %2414, i64 0, !dbg !20
  %2425 = insertelement <4 x i32> %2424, i32 %2417, i64 1, !dbg !20
  %2426 = insertelement <4 x i32> %2425, i32 %2420, i64 2, !dbg !20
  %2427 = insertelement <4 x i32> %2426, i32 %2423, i64 3, !dbg !20
  store <4 x i32> %2427, ptr addrspace(3) %2411, align 16, !dbg !20
  %2428 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 6144, !dbg !20
  %2429 = insertelement <2 x half> poison, half %1355, i64 0, !dbg !20
  %2430 = insertelement <2 x half> %2429, half %1357, i64 1, !dbg !20
  %2431 = bitcast <2 x half> %2430 to i32, !dbg !20
  %2432 = insertelement <2 x half> poison, half %1387, i64 0, !dbg !20
  %2433 = insertelement <2 x half> %2432, half %1389, i64 1, !dbg !20
  %2434 = bitcast <2 x half> %2433 to i32, !dbg !20
  %2435 = insertelement <2 x half> poison, half %1419, i64 0, !dbg !20
  %2436 = insertelement <2 x half> %2435, half %1421, i64 1, !dbg !20
  %2437 = bitcast <2 x half> %2436 to i32, !dbg !20
  %2438 = insertelement <2 x half> poison, half %1451, i64 0, !dbg !20
  %2439 = insertelement <2 x half> %2438, half %1453, i64 1, !dbg !20
  %2440 = bitcast <2 x half> %2439 to i32, !dbg !20
  %2441 = insertelement <4 x i32> poison, i32 %2431, i64 0, !dbg !20
  %2442 = insertelement <4 x i32> %2441, i32 %2434, i64 1, !dbg !20
  %2443 = insertelement <4 x i32> %2442, i32 %2437, i64 2, !dbg !20
  %2444 = insertelement <4 x i32> %2443, i32 %2440, i64 3, !dbg !20
  store <4 x i32> %2444, ptr addrspace(3) %2428, align 16, !dbg !20
  %2445 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 8192, !dbg !20
  %2446 = insertelement <2 x half> poison, half %1359, i64 0, !dbg !20
  %2447 = insertelement <2 x half> %2446, half %1361, i64 1, !dbg !20
  %2448 = bitcast <2 x half> %2447 to i32, !dbg !20
  %2449 = insertelement <2 x half> poison, half %1391, i64 0, !dbg !20
  %2450 = insertelement <2 x half> %2449, half %1393, i64 1, !dbg !20
  %2451 = bitcast <2 x half> %2450 to i32, !dbg !20
  %2452 = insertelement <2 x half> poison, half %1423, i64 0, !dbg !20
  %2453 = insertelement <2 x half> %2452, half %1425, i64 1, !dbg !20
  %2454 = bitcast <2 x half> %2453 to i32, !dbg !20
  %2455 = insertelement <2 x half> poison, half %1455, i64 0, !dbg !20
  %2456 = insertelement <2 x half> %2455, half %1457, i64 1, !dbg !20
  %2457 = bitcast <2 x half> %2456 to i32, !dbg !20
  %2458 = insertelement <4 x i32> poison, i32 %2448, i64 0, !dbg !20
  %2459 = insertelement <4 x i32> %2458, i32 %2451, i64 1, !dbg !20
  %2460 = insertelement <4 x i32> %2459, i32 %2454, i64 2, !dbg !20
  %2461 = insertelement <4 x i32> %2460, i32 %2457, i64 3, !dbg !20
  store <4 x i32> %2461, ptr addrspace(3) %2445, align 16, !dbg !20
  %2462 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 10240, !dbg !20
  %2463 = insertelement <2 x half> poison, half %1363, i64 0, !dbg !20
  %2464 = insertelement <2 x half> %2463, half %1365, i64 1, !dbg !20
  %2465 = bitcast <2 x half> %2464 to i32, !dbg !20
  %2466 = insertelement <2 x half> poison, half %1395, i64 0, !dbg !20
  %2467 = insertelement <2 x half> %2466, half %1397, i64 1, !dbg !20
  %2468 = bitcast <2 x half> %2467 to i32, !dbg !20
  %2469 = insertelement <2 x half> poison, half %1427, i64 0, !dbg !20
  %2470 = insertelement <2 x half> %2469, half %1429, i64 1, !dbg !20
  %2471 = bitcast <2 x half> %2470 to i32, !dbg !20
  %2472 = insertelement <2 x half> poison, half %1459, i64 0, !dbg !20
  %2473 = insertelement <2 x half> %2472, half %1461, i64 1, !dbg !20
  %2474 = bitcast <2 x half> %2473 to i32, !dbg !20
  %2475 = insertelement <4 x i32> poison, i32 %2465, i64 0, !dbg !20
  %2476 = insertelement <4 x i32> %2475, i32 %2468, i64 1, !dbg !20
  %2477 = insertelement <4 x i32> %2476, i32 %2471, i64 2, !dbg !20
  %2478 = insertelement <4 x i32> %2477, i32 %2474, i64 3, !dbg !20
  store <4 x i32> %2478, ptr addrspace(3) %2462, align 16, !dbg !20
  %2479 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 12288, !dbg !20
  %2480 = insertelement <2 x half> poison, half %1367, i64 0, !dbg !20
  %2481 = insertelement <2 x half> %2480, half %1369, i64 1, !dbg !20
  %2482 = bitcast <2 x half> %2481 to i32, !dbg !20
  %2483 = insertelement <2 x half> poison, half %1399, i64 0, !dbg !20
  %2484 = insertelement <2 x half> %2483, half %1401, i64 1, !dbg !20
  %2485 = bitcast <2 x half> %2484 to i32, !dbg !20
  %2486 = insertelement <2 x half> poison, half %1431, i64 0, !dbg !20
  %2487 = insertelement <2 x half> %2486, half %1433, i64 1, !dbg !20
  %2488 = bitcast <2 x half> %2487 to i32, !dbg !20
  %2489 = insertelement <2 x half> poison, half %1463, i64 0, !dbg !20
  %2490 = insertelement <2 x half> %2489, half %1465, i64 1, !dbg !20
  %2491 = bitcast <2 x half> %2490 to i32, !dbg !20
  %2492 = insertelement <4 x i32> poison, i32 %2482, i64 0, !dbg !20
  %2493 = insertelement <4 x i32> %2492, i32 %2485, i64 1, !dbg !20
  %2494 = insertelement <4 x i32> %2493, i32 %2488, i64 2, !dbg !20
  %2495 = insertelement <4 x i32> %2494, i32 %2491, i64 3, !dbg !20
  store <4 x i32> %2495, ptr addrspace(3) %2479, align 16, !dbg !20
  %2496 = getelementptr inbounds nuw i8, ptr addrspace(3) %2377, i32 14336, !dbg !20
  %2497 = insertelement <2 x half> poison, half %1371, i64 0, !dbg !20
  %2498 = insertelement <2 x half> %2497, half %1373, i64 1, !dbg !20
  %2499 = bitcast <2 x half> %2498 to i32, !dbg !20
  %2500 = insertelement <2 x half> poison, half %1403, i64 0, !dbg !20
  %2501 = insertelement <2 x half> %2500, half %1405, i64 1, !dbg !20
  %2502 = bitcast <2 x half> %2501 to i32, !dbg !20
  %2503 = insertelement <2 x half> poison, half %1435, i64 0, !dbg !20
  %2504 = insertelement <2 x half> %2503, half %1437, i64 1, !dbg !20
  %2505 = bitcast <2 x half> %2504 to i32, !dbg !20
  %2506 = insertelement <2 x half> poison, half %1467, i64 0, !dbg !20
  %2507 = insertelement <2 x half> %2506, half %1469, i64 1, !dbg !20
  %2508 = bitcast <2 x half> %2507 to i32, !dbg !20
  %2509 = insertelement <4 x i32> poison, i32 %2499, i64 0, !dbg !20
  %2510 = insertelement <4 x i32> %2509, i32 %2502, i64 1, !dbg !20
  %2511 = insertelement <4 x i32> %2510, i32 %2505, i64 2, !dbg !20
  %2512 = insertelement <4 x i32> %2511, i32 %2508, i64 3, !dbg !20
  store <4 x i32> %2512, ptr addrspace(3) %2496, align 16, !dbg !20
  %2513 = xor i32 %2376, 16, !dbg !20
  %2514 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2513, !dbg !20
  %2515 = insertelement <2 x half> poison, half %1344, i64 0, !dbg !20
  %2516 = insertelement <2 x half> %2515, half %1346, i64 1, !dbg !20
  %2517 = bitcast <2 x half> %2516 to i32, !dbg !20
  %2518 = insertelement <2 x half> poison, half %1376, i64 0, !dbg !20
  %2519 = insertelement <2 x half> %2518, half %1378, i64 1, !dbg !20
  %2520 = bitcast <2 x half> %2519 to i32, !dbg !20
  %2521 = insertelement <2 x half> poison, half %1408, i64 0, !dbg !20
  %2522 = insertelement <2 x half> %2521, half %1410, i64 1, !dbg !20
  %2523 = bitcast <2 x half> %2522 to i32, !dbg !20
  %2524 = insertelement <2 x half> poison, half %1440, i64 0, !dbg !20
  %2525 = insertelement <2 x half> %2524, half %1442, i64 1, !dbg !20
  %2526 = bitcast <2 x half> %2525 to i32, !dbg !20
  %2527 = insertelement <4 x i32> poison, i32 %2517, i64 0, !dbg !20
  %2528 = insertelement <4 x i32> %2527, i32 %2520, i64 1, !dbg !20
  %2529 = insertelement <4 x i32> %2528, i32 %2523, i64 2, !dbg !20
  %2530 = insertelement <4 x i32> %2529, i32 %2526, i64 3, !dbg !20
  store <4 x i32> %2530, ptr addrspace(3) %2514, align 16, !dbg !20
  %2531 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 2048, !dbg !20
  %2532 = insertelement <2 x half> poison, half %1348, i64 0, !dbg !20
  %2533 = insertelement <2 x half> %2532, half %1350, i64 1, !dbg !20
  %2534 = bitcast <2 x half> %2533 to i32, !dbg !20
  %2535 = insertelement <2 x half> poison, half %1380, i64 0, !dbg !20
  %2536 = insertelement <2 x half> %2535, half %1382, i64 1, !dbg !20
  %2537 = bitcast <2 x half> %2536 to i32, !dbg !20
  %2538 = insertelement <2 x half> poison, half %1412, i64 0, !dbg !20
  %2539 = insertelement <2 x half> %2538, half %1414, i64 1, !dbg !20
  %2540 = bitcast <2 x half> %2539 to i32, !dbg !20
  %2541 = insertelement <2 x half> poison, half %1444, i64 0, !dbg !20
  %2542 = insertelement <2 x half> %2541, half %1446, i64 1, !dbg !20
  %2543 = bitcast <2 x half> %2542 to i32, !dbg !20
  %2544 = insertelement <4 x i32> poison, i32 %2534, i64 0, !dbg !20
  %2545 = insertelement <4 x i32> %2544, i32 %2537, i64 1, !dbg !20
  %2546 = insertelement <4 x i32> %2545, i32 %2540, i64 2, !dbg !20
  %2547 = insertelement <4 x i32> %2546, i32 %2543, i64 3, !dbg !20
  store <4 x i32> %2547, ptr addrspace(3) %2531, align 16, !dbg !20
  %2548 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 4096, !dbg !20
  %2549 = insertelement <2 x half> poison, half %1352, i64 0, !dbg !20
  %2550 = insertelement <2 x half> %2549, half %1354, i64 1, !dbg !20
  %2551 = bitcast <2 x half> %2550 to i32, !dbg !20
  %2552 = insertelement <2 x half> poison, half %1384, i64 0, !dbg !20
  %2553 = insertelement <2 x half> %2552, half %1386, i64 1, !dbg !20
  %2554 = bitcast <2 x half> %2553 to i32, !dbg !20
  %2555 = insertelement <2 x half> poison, half %1416, i64 0, !dbg !20
  %2556 = insertelement <2 x half> %2555, half %1418, i64 1, !dbg !20
  %2557 = bitcast <2 x half> %2556 to i32, !dbg !20
  %2558 = insertelement <2 x half> poison, half %1448, i64 0, !dbg !20
  %2559 = insertelement <2 x half> %2558, half %1450, i64 1, !dbg !20
  %2560 = bitcast <2 x half> %2559 to i32, !dbg !20
  %2561 = insertelement <4 x i32> poison, i32 %2551, i64 0, !dbg !20
  %2562 = insertelement <4 x i32> %2561, i32 %2554, i64 1, !dbg !20
  %2563 = insertelement <4 x i32> %2562, i32 %2557, i64 2, !dbg !20
  %2564 = insertelement <4 x i32> %2563, i32 %2560, i64 3, !dbg !20
  store <4 x i32> %2564, ptr addrspace(3) %2548, align 16, !dbg !20
  %2565 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 6144, !dbg !20
  %2566 = insertelement <2 x half> poison, half %1356, i64 0, !dbg !20
  %2567 = insertelement <2 x half> %2566, half %1358, i64 1, !dbg !20
  %2568 = bitcast <2 x half> %2567 to i32, !dbg !20
  %2569 = insertelement <2 x half> poison, half %1388, i64 0, !dbg !20
  %2570 = insertelement <2 x half> %2569, half %1390, i64 1, !dbg !20
  %2571 = bitcast <2 x half> %2570 to i32, !dbg !20
  %2572 = insertelement <2 x half> poison, half %1420, i64 0, !dbg !20
  %2573 = insertelement <2 x half> %2572, half %1422, i64 1, !dbg !20
  %2574 = bitcast <2 x half> %2573 to i32, !dbg !20
  %2575 = insertelement <2 x half> poison, half %1452, i64 0, !dbg !20
  %2576 = insertelement <2 x half> %2575, half %1454, i64 1, !dbg !20
  %2577 = bitcast <2 x half> %2576 to i32, !dbg !20
  %2578 = insertelement <4 x i32> poison, i32 %2568, i64 0, !dbg !20
  %2579 = insertelement <4 x i32> %2578, i32 %2571, i64 1, !dbg !20
  %2580 = insertelement <4 x i32> %2579, i32 %2574, i64 2, !dbg !20
  %2581 = insertelement <4 x i32> %2580, i32 %2577, i64 3, !dbg !20
  store <4 x i32> %2581, ptr addrspace(3) %2565, align 16, !dbg !20
  %2582 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 8192, !dbg !20
  %2583 = insertelement <2 x half> poison, half %1360, i64 0, !dbg !20
  %2584 = insertelement <2 x half> %2583, half %1362, i64 1, !dbg !20
  %2585 = bitcast <2 x half> %2584 to i32, !dbg !20
  %2586 = insertelement <2 x half> poison, half %1392, i64 0, !dbg !20
  %2587 = insertelement <2 x half> %2586, half %1394, i64 1, !dbg !20
  %2588 = bitcast <2 x half> %2587 to i32, !dbg !20
  %2589 = insertelement <2 x half> poison, half %1424, i64 0, !dbg !20
  %2590 = insertelement <2 x half> %2589, half %1426, i64 1, !dbg !20
  %2591 = bitcast <2 x half> %2590 to i32, !dbg !20
  %2592 = insertelement <2 x half> poison, half %1456, i64 0, !dbg !20
  %2593 = insertelement <2 x half> %2592, half %1458, i64 1, !dbg !20
  %2594 = bitcast <2 x half> %2593 to i32, !dbg !20
  %2595 = insertelement <4 x i32> poison, i32 %2585, i64 0, !dbg !20
  %2596 = insertelement <4 x i32> %2595, i32 %2588, i64 1, !dbg !20
  %2597 = insertelement <4 x i32> %2596, i32 %2591, i64 2, !dbg !20
  %2598 = insertelement <4 x i32> %2597, i32 %2594, i64 3, !dbg !20
  store <4 x i32> %2598, ptr addrspace(3) %2582, align 16, !dbg !20
  %2599 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 10240, !dbg !20
  %2600 = insertelement <2 x half> poison, half %1364, i64 0, !dbg !20
  %2601 = insertelement <2 x half> %2600, half %1366, i64 1, !dbg !20
  %2602 = bitcast <2 x half> %2601 to i32, !dbg !20
  %2603 = insertelement <2 x half> poison, half %1396, i64 0, !dbg !20
  %2604 = insertelement <2 x half> %2603, half %1398, i64 1, !dbg !20
  %2605 = bitcast <2 x half> %2604 to i32, !dbg !20
  %2606 = insertelement <2 x half> poison, half %1428, i64 0, !dbg !20
  %2607 = insertelement <2 x half> %2606, half %1430, i64 1, !dbg !20
  %2608 = bitcast <2 x half> %2607 to i32, !dbg !20
  %2609 = insertelement <2 x half> poison, half %1460, i64 0, !dbg !20
  %2610 = insertelement <2 x half> %2609, half %1462, i64 1, !dbg !20
  %2611 = bitcast <2 x half> %2610 to i32, !dbg !20
  %2612 = insertelement <4 x i32> poison, i32 %2602, i64 0, !dbg !20
  %2613 = insertelement <4 x i32> %2612, i32 %2605, i64 1, !dbg !20
  %2614 = insertelement <4 x i32> %2613, i32 %2608, i64 2, !dbg !20
  %2615 = insertelement <4 x i32> %2614, i32 %2611, i64 3, !dbg !20
  store <4 x i32> %2615, ptr addrspace(3) %2599, align 16, !dbg !20
  %2616 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 12288, !dbg !20
  %2617 = insertelement <2 x half> poison, half %1368, i64 0, !dbg !20
  %2618 = insertelement <2 x half> %2617, half %1370, i64 1, !dbg !20
  %2619 = bitcast <2 x half> %2618 to i32, !dbg !20
  %2620 = insertelement <2 x half> poison, half %1400, i64 0, !dbg !20
  %2621 = insertelement <2 x half> %2620, half %1402, i64 1, !dbg !20
  %2622 = bitcast <2 x half> %2621 to i32, !dbg !20
  %2623 = insertelement <2 x half> poison, half %1432, i64 0, !dbg !20
  %2624 = insertelement <2 x half> %2623, half %1434, i64 1, !dbg !20
  %2625 = bitcast <2 x half> %2624 to i32, !dbg !20
  %2626 = insertelement <2 x half> poison, half %1464, i64 0, !dbg !20
  %2627 = insertelement <2 x half> %2626, half %1466, i64 1, !dbg !20
  %2628 = bitcast <2 x half> %2627 to i32, !dbg !20
  %2629 = insertelement <4 x i32> poison, i32 %2619, i64 0, !dbg !20
  %2630 = insertelement <4 x i32> %2629, i32 %2622, i64 1, !dbg !20
  %2631 = insertelement <4 x i32> %2630, i32 %2625, i64 2, !dbg !20
  %2632 = insertelement <4 x i32> %2631, i32 %2628, i64 3, !dbg !20
  store <4 x i32> %2632, ptr addrspace(3) %2616, align 16, !dbg !20
  %2633 = getelementptr inbounds nuw i8, ptr addrspace(3) %2514, i32 14336, !dbg !20
  %2634 = insertelement <2 x half> poison, half %1372, i64 0, !dbg !20
  %2635 = insertelement <2 x half> %2634, half %1374, i64 1, !dbg !20
  %2636 = bitcast <2 x half> %2635 to i32, !dbg !20
  %2637 = insertelement <2 x half> poison, half %1404, i64 0, !dbg !20
  %2638 = insertelement <2 x half> %2637, half %1406, i64 1, !dbg !20
  %2639 = bitcast <2 x half> %2638 to i32, !dbg !20
  %2640 = insertelement <2 x half> poison, half %1436, i64 0, !dbg !20
  %2641 = insertelement <2 x half> %2640, half %1438, i64 1, !dbg !20
  %2642 = bitcast <2 x half> %2641 to i32, !dbg !20
  %2643 = insertelement <2 x half> poison, half %1468, i64 0, !dbg !20
  %2644 = insertelement <2 x half> %2643, half %1470, i64 1, !dbg !20
  %2645 = bitcast <2 x half> %2644 to i32, !dbg !20
  %2646 = insertelement <4 x i32> poison, i32 %2636, i64 0, !dbg !20
  %2647 = insertelement <4 x i32> %2646, i32 %2639, i64 1, !dbg !20
  %2648 = insertelement <4 x i32> %2647, i32 %2642, i64 2, !dbg !20
  %2649 = insertelement <4 x i32> %2648, i32 %2645, i64 3, !dbg !20
  store <4 x i32> %2649, ptr addrspace(3) %2633, align 16, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %2650 = shl nuw nsw i32 %15, 7, !dbg !20
  %2651 = and i32 %2650, 15360, !dbg !20
  %2652 = or disjoint i32 %2651, %.pre-phi641, !dbg !20
  %2653 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2652, !dbg !20
  %2654 = load <8 x i16>, ptr addrspace(3) %2653, align 16, !dbg !20
  %2655 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 128, !dbg !20
  %2656 = load <8 x i16>, ptr addrspace(3) %2655, align 16, !dbg !20
  %2657 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 256, !dbg !20
  %2658 = load <8 x i16>, ptr addrspace(3) %2657, align 16, !dbg !20
  %2659 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 384, !dbg !20
  %2660 = load <8 x i16>, ptr addrspace(3) %2659, align 16, !dbg !20
  %2661 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 512, !dbg !20
  %2662 = load <8 x i16>, ptr addrspace(3) %2661, align 16, !dbg !20
  %2663 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 640, !dbg !20
  %2664 = load <8 x i16>, ptr addrspace(3) %2663, align 16, !dbg !20
  %2665 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 768, !dbg !20
  %2666 = load <8 x i16>, ptr addrspace(3) %2665, align 16, !dbg !20
  %2667 = getelementptr inbounds nuw i8, ptr addrspace(3) %2653, i32 896, !dbg !20
  %2668 = load <8 x i16>, ptr addrspace(3) %2667, align 16, !dbg !20
  %2669 = xor i32 %2652, 16400, !dbg !20
  %2670 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2669, !dbg !20
  %2671 = load <8 x i16>, ptr addrspace(3) %2670, align 16, !dbg !20
  %2672 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 128, !dbg !20
  %2673 = load <8 x i16>, ptr addrspace(3) %2672, align 16, !dbg !20
  %2674 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 256, !dbg !20
  %2675 = load <8 x i16>, ptr addrspace(3) %2674, align 16, !dbg !20
  %2676 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 384, !dbg !20
  %2677 = load <8 x i16>, ptr addrspace(3) %2676, align 16, !dbg !20
  %2678 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 512, !dbg !20
  %2679 = load <8 x i16>, ptr addrspace(3) %2678, align 16, !dbg !20
  %2680 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 640, !dbg !20
  %2681 = load <8 x i16>, ptr addrspace(3) %2680, align 16, !dbg !20
  %2682 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 768, !dbg !20
  %2683 = load <8 x i16>, ptr addrspace(3) %2682, align 16, !dbg !20
  %2684 = getelementptr inbounds nuw i8, ptr addrspace(3) %2670, i32 896, !dbg !20
  %2685 = load <8 x i16>, ptr addrspace(3) %2684, align 16, !dbg !20
  %.extract = extractelement <8 x i16> %2654, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1982, i1 %2239) #4, !dbg !20
  %.extract320 = extractelement <8 x i16> %2671, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract320, ptr addrspace(1) %1983, i1 %2240) #4, !dbg !20
  %.extract322 = extractelement <8 x i16> %2656, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract322, ptr addrspace(1) %1984, i1 %2241) #4, !dbg !20
  %.extract324 = extractelement <8 x i16> %2673, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract324, ptr addrspace(1) %1985, i1 %2242) #4, !dbg !20
  %.extract326 = extractelement <8 x i16> %2658, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract326, ptr addrspace(1) %1986, i1 %2243) #4, !dbg !20
  %.extract328 = extractelement <8 x i16> %2675, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract328, ptr addrspace(1) %1987, i1 %2244) #4, !dbg !20
  %.extract330 = extractelement <8 x i16> %2660, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract330, ptr addrspace(1) %1988, i1 %2245) #4, !dbg !20
  %.extract332 = extractelement <8 x i16> %2677, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract332, ptr addrspace(1) %1989, i1 %2246) #4, !dbg !20
  %.extract334 = extractelement <8 x i16> %2654, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract334, ptr addrspace(1) %1990, i1 %2247) #4, !dbg !20
  %.extract336 = extractelement <8 x i16> %2671, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract336, ptr addrspace(1) %1991, i1 %2248) #4, !dbg !20
  %.extract338 = extractelement <8 x i16> %2656, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract338, ptr addrspace(1) %1992, i1 %2249) #4, !dbg !20
  %.extract340 = extractelement <8 x i16> %2673, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract340, ptr addrspace(1) %1993, i1 %2250) #4, !dbg !20
  %.extract342 = extractelement <8 x i16> %2658, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract342, ptr addrspace(1) %1994, i1 %2251) #4, !dbg !20
  %.extract344 = extractelement <8 x i16> %2675, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract344, ptr addrspace(1) %1995, i1 %2252) #4, !dbg !20
  %.extract346 = extractelement <8 x i16> %2660, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract346, ptr addrspace(1) %1996, i1 %2253) #4, !dbg !20
  %.extract348 = extractelement <8 x i16> %2677, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract348, ptr addrspace(1) %1997, i1 %2254) #4, !dbg !20
  %.extract350 = extractelement <8 x i16> %2662, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract350, ptr addrspace(1) %1998, i1 %2255) #4, !dbg !20
  %.extract352 = extractelement <8 x i16> %2679, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract352, ptr addrspace(1) %1999, i1 %2256) #4, !dbg !20
  %.extract354 = extractelement <8 x i16> %2664, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract354, ptr addrspace(1) %2000, i1 %2257) #4, !dbg !20
  %.extract356 = extractelement <8 x i16> %2681, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract356, ptr addrspace(1) %2001, i1 %2258) #4, !dbg !20
  %.extract358 = extractelement <8 x i16> %2666, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract358, ptr addrspace(1) %2002, i1 %2259) #4, !dbg !20
  %.extract360 = extractelement <8 x i16> %2683, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract360, ptr addrspace(1) %2003, i1 %2260) #4, !dbg !20
  %.extract362 = extractelement <8 x i16> %2668, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract362, ptr addrspace(1) %2004, i1 %2261) #4, !dbg !20
  %.extract364 = extractelement <8 x i16> %2685, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract364, ptr addrspace(1) %2005, i1 %2262) #4, !dbg !20
  %.extract366 = extractelement <8 x i16> %2662, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract366, ptr addrspace(1) %2006, i1 %2263) #4, !dbg !20
  %.extract368 = extractelement <8 x i16> %2679, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract368, ptr addrspace(1) %2007, i1 %2264) #4, !dbg !20
  %.extract370 = extractelement <8 x i16> %2664, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract370, ptr addrspace(1) %2008, i1 %2265) #4, !dbg !20
  %.extract372 = extractelement <8 x i16> %2681, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract372, ptr addrspace(1) %2009, i1 %2266) #4, !dbg !20
  %.extract374 = extractelement <8 x i16> %2666, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract374, ptr addrspace(1) %2010, i1 %2267) #4, !dbg !20
  %.extract376 = extractelement <8 x i16> %2683, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract376, ptr addrspace(1) %2011, i1 %2268) #4, !dbg !20
  %.extract378 = extractelement <8 x i16> %2668, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract378, ptr addrspace(1) %2012, i1 %2269) #4, !dbg !20
  %.extract380 = extractelement <8 x i16> %2685, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract380, ptr addrspace(1) %2013, i1 %2270) #4, !dbg !20
  %.extract382 = extractelement <8 x i16> %2654, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract382, ptr addrspace(1) %2014, i1 %2271) #4, !dbg !20
  %.extract384 = extractelement <8 x i16> %2671, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract384, ptr addrspace(1) %2015, i1 %2272) #4, !dbg !20
  %.extract386 = extractelement <8 x i16> %2656, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract386, ptr addrspace(1) %2016, i1 %2273) #4, !dbg !20
  %.extract388 = extractelement <8 x i16> %2673, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract388, ptr addrspace(1) %2017, i1 %2274) #4, !dbg !20
  %.extract390 = extractelement <8 x i16> %2658, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract390, ptr addrspace(1) %2018, i1 %2275) #4, !dbg !20
  %.extract392 = extractelement <8 x i16> %2675, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract392, ptr addrspace(1) %2019, i1 %2276) #4, !dbg !20
  %.extract394 = extractelement <8 x i16> %2660, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract394, ptr addrspace(1) %2020, i1 %2277) #4, !dbg !20
  %.extract396 = extractelement <8 x i16> %2677, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract396, ptr addrspace(1) %2021, i1 %2278) #4, !dbg !20
  %.extract398 = extractelement <8 x i16> %2654, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract398, ptr addrspace(1) %2022, i1 %2279) #4, !dbg !20
  %.extract400 = extractelement <8 x i16> %2671, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract400, ptr addrspace(1) %2023, i1 %2280) #4, !dbg !20
  %.extract402 = extractelement <8 x i16> %2656, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract402, ptr addrspace(1) %2024, i1 %2281) #4, !dbg !20
  %.extract404 = extractelement <8 x i16> %2673, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract404, ptr addrspace(1) %2025, i1 %2282) #4, !dbg !20
  %.extract406 = extractelement <8 x i16> %2658, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract406, ptr addrspace(1) %2026, i1 %2283) #4, !dbg !20
  %.extract408 = extractelement <8 x i16> %2675, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract408, ptr addrspace(1) %2027, i1 %2284) #4, !dbg !20
  %.extract410 = extractelement <8 x i16> %2660, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract410, ptr addrspace(1) %2028, i1 %2285) #4, !dbg !20
  %.extract412 = extractelement <8 x i16> %2677, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract412, ptr addrspace(1) %2029, i1 %2286) #4, !dbg !20
  %.extract414 = extractelement <8 x i16> %2662, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract414, ptr addrspace(1) %2030, i1 %2287) #4, !dbg !20
  %.extract416 = extractelement <8 x i16> %2679, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract416, ptr addrspace(1) %2031, i1 %2288) #4, !dbg !20
  %.extract418 = extractelement <8 x i16> %2664, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract418, ptr addrspace(1) %2032, i1 %2289) #4, !dbg !20
  %.extract420 = extractelement <8 x i16> %2681, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract420, ptr addrspace(1) %2033, i1 %2290) #4, !dbg !20
  %.extract422 = extractelement <8 x i16> %2666, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract422, ptr addrspace(1) %2034, i1 %2291) #4, !dbg !20
  %.extract424 = extractelement <8 x i16> %2683, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract424, ptr addrspace(1) %2035, i1 %2292) #4, !dbg !20
  %.extract426 = extractelement <8 x i16> %2668, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract426, ptr addrspace(1) %2036, i1 %2293) #4, !dbg !20
  %.extract428 = extractelement <8 x i16> %2685, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract428, ptr addrspace(1) %2037, i1 %2294) #4, !dbg !20
  %.extract430 = extractelement <8 x i16> %2662, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract430, ptr addrspace(1) %2038, i1 %2295) #4, !dbg !20
  %.extract432 = extractelement <8 x i16> %2679, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract432, ptr addrspace(1) %2039, i1 %2296) #4, !dbg !20
  %.extract434 = extractelement <8 x i16> %2664, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract434, ptr addrspace(1) %2040, i1 %2297) #4, !dbg !20
  %.extract436 = extractelement <8 x i16> %2681, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract436, ptr addrspace(1) %2041, i1 %2298) #4, !dbg !20
  %.extract438 = extractelement <8 x i16> %2666, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract438, ptr addrspace(1) %2042, i1 %2299) #4, !dbg !20
  %.extract440 = extractelement <8 x i16> %2683, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract440, ptr addrspace(1) %2043, i1 %2300) #4, !dbg !20
  %.extract442 = extractelement <8 x i16> %2668, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract442, ptr addrspace(1) %2044, i1 %2301) #4, !dbg !20
  %.extract444 = extractelement <8 x i16> %2685, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract444, ptr addrspace(1) %2045, i1 %2302) #4, !dbg !20
  %.extract446 = extractelement <8 x i16> %2654, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract446, ptr addrspace(1) %2046, i1 %2303) #4, !dbg !20
  %.extract448 = extractelement <8 x i16> %2671, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract448, ptr addrspace(1) %2047, i1 %2304) #4, !dbg !20
  %.extract450 = extractelement <8 x i16> %2656, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract450, ptr addrspace(1) %2048, i1 %2305) #4, !dbg !20
  %.extract452 = extractelement <8 x i16> %2673, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract452, ptr addrspace(1) %2049, i1 %2306) #4, !dbg !20
  %.extract454 = extractelement <8 x i16> %2658, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract454, ptr addrspace(1) %2050, i1 %2307) #4, !dbg !20
  %.extract456 = extractelement <8 x i16> %2675, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract456, ptr addrspace(1) %2051, i1 %2308) #4, !dbg !20
  %.extract458 = extractelement <8 x i16> %2660, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract458, ptr addrspace(1) %2052, i1 %2309) #4, !dbg !20
  %.extract460 = extractelement <8 x i16> %2677, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract460, ptr addrspace(1) %2053, i1 %2310) #4, !dbg !20
  %.extract462 = extractelement <8 x i16> %2654, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract462, ptr addrspace(1) %2054, i1 %2311) #4, !dbg !20
  %.extract464 = extractelement <8 x i16> %2671, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract464, ptr addrspace(1) %2055, i1 %2312) #4, !dbg !20
  %.extract466 = extractelement <8 x i16> %2656, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract466, ptr addrspace(1) %2056, i1 %2313) #4, !dbg !20
  %.extract468 = extractelement <8 x i16> %2673, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract468, ptr addrspace(1) %2057, i1 %2314) #4, !dbg !20
  %.extract470 = extractelement <8 x i16> %2658, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract470, ptr addrspace(1) %2058, i1 %2315) #4, !dbg !20
  %.extract472 = extractelement <8 x i16> %2675, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract472, ptr addrspace(1) %2059, i1 %2316) #4, !dbg !20
  %.extract474 = extractelement <8 x i16> %2660, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract474, ptr addrspace(1) %2060, i1 %2317) #4, !dbg !20
  %.extract476 = extractelement <8 x i16> %2677, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract476, ptr addrspace(1) %2061, i1 %2318) #4, !dbg !20
  %.extract478 = extractelement <8 x i16> %2662, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract478, ptr addrspace(1) %2062, i1 %2319) #4, !dbg !20
  %.extract480 = extractelement <8 x i16> %2679, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract480, ptr addrspace(1) %2063, i1 %2320) #4, !dbg !20
  %.extract482 = extractelement <8 x i16> %2664, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract482, ptr addrspace(1) %2064, i1 %2321) #4, !dbg !20
  %.extract484 = extractelement <8 x i16> %2681, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract484, ptr addrspace(1) %2065, i1 %2322) #4, !dbg !20
  %.extract486 = extractelement <8 x i16> %2666, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract486, ptr addrspace(1) %2066, i1 %2323) #4, !dbg !20
  %.extract488 = extractelement <8 x i16> %2683, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract488, ptr addrspace(1) %2067, i1 %2324) #4, !dbg !20
  %.extract490 = extractelement <8 x i16> %2668, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract490, ptr addrspace(1) %2068, i1 %2325) #4, !dbg !20
  %.extract492 = extractelement <8 x i16> %2685, i64 4, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract492, ptr addrspace(1) %2069, i1 %2326) #4, !dbg !20
  %.extract494 = extractelement <8 x i16> %2662, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract494, ptr addrspace(1) %2070, i1 %2327) #4, !dbg !20
  %.extract496 = extractelement <8 x i16> %2679, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract496, ptr addrspace(1) %2071, i1 %2328) #4, !dbg !20
  %.extract498 = extractelement <8 x i16> %2664, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract498, ptr addrspace(1) %2072, i1 %2329) #4, !dbg !20
  %.extract500 = extractelement <8 x i16> %2681, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract500, ptr addrspace(1) %2073, i1 %2330) #4, !dbg !20
  %.extract502 = extractelement <8 x i16> %2666, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract502, ptr addrspace(1) %2074, i1 %2331) #4, !dbg !20
  %.extract504 = extractelement <8 x i16> %2683, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract504, ptr addrspace(1) %2075, i1 %2332) #4, !dbg !20
  %.extract506 = extractelement <8 x i16> %2668, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract506, ptr addrspace(1) %2076, i1 %2333) #4, !dbg !20
  %.extract508 = extractelement <8 x i16> %2685, i64 5, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract508, ptr addrspace(1) %2077, i1 %2334) #4, !dbg !20
  %.extract510 = extractelement <8 x i16> %2654, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract510, ptr addrspace(1) %2078, i1 %2335) #4, !dbg !20
  %.extract512 = extractelement <8 x i16> %2671, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract512, ptr addrspace(1) %2079, i1 %2336) #4, !dbg !20
  %.extract514 = extractelement <8 x i16> %2656, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract514, ptr addrspace(1) %2080, i1 %2337) #4, !dbg !20
  %.extract516 = extractelement <8 x i16> %2673, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract516, ptr addrspace(1) %2081, i1 %2338) #4, !dbg !20
  %.extract518 = extractelement <8 x i16> %2658, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract518, ptr addrspace(1) %2082, i1 %2339) #4, !dbg !20
  %.extract520 = extractelement <8 x i16> %2675, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract520, ptr addrspace(1) %2083, i1 %2340) #4, !dbg !20
  %.extract522 = extractelement <8 x i16> %2660, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract522, ptr addrspace(1) %2084, i1 %2341) #4, !dbg !20
  %.extract524 = extractelement <8 x i16> %2677, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract524, ptr addrspace(1) %2085, i1 %2342) #4, !dbg !20
  %.extract526 = extractelement <8 x i16> %2654, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract526, ptr addrspace(1) %2086, i1 %2343) #4, !dbg !20
  %.extract528 = extractelement <8 x i16> %2671, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract528, ptr addrspace(1) %2087, i1 %2344) #4, !dbg !20
  %.extract530 = extractelement <8 x i16> %2656, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract530, ptr addrspace(1) %2088, i1 %2345) #4, !dbg !20
  %.extract532 = extractelement <8 x i16> %2673, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract532, ptr addrspace(1) %2089, i1 %2346) #4, !dbg !20
  %.extract534 = extractelement <8 x i16> %2658, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract534, ptr addrspace(1) %2090, i1 %2347) #4, !dbg !20
  %.extract536 = extractelement <8 x i16> %2675, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract536, ptr addrspace(1) %2091, i1 %2348) #4, !dbg !20
  %.extract538 = extractelement <8 x i16> %2660, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract538, ptr addrspace(1) %2092, i1 %2349) #4, !dbg !20
  %.extract540 = extractelement <8 x i16> %2677, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract540, ptr addrspace(1) %2093, i1 %2350) #4, !dbg !20
  %.extract542 = extractelement <8 x i16> %2662, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract542, ptr addrspace(1) %2094, i1 %2351) #4, !dbg !20
  %.extract544 = extractelement <8 x i16> %2679, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract544, ptr addrspace(1) %2095, i1 %2352) #4, !dbg !20
  %.extract546 = extractelement <8 x i16> %2664, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract546, ptr addrspace(1) %2096, i1 %2353) #4, !dbg !20
  %.extract548 = extractelement <8 x i16> %2681, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract548, ptr addrspace(1) %2097, i1 %2354) #4, !dbg !20
  %.extract550 = extractelement <8 x i16> %2666, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract550, ptr addrspace(1) %2098, i1 %2355) #4, !dbg !20
  %.extract552 = extractelement <8 x i16> %2683, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract552, ptr addrspace(1) %2099, i1 %2356) #4, !dbg !20
  %.extract554 = extractelement <8 x i16> %2668, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract554, ptr addrspace(1) %2100, i1 %2357) #4, !dbg !20
  %.extract556 = extractelement <8 x i16> %2685, i64 6, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract556, ptr addrspace(1) %2101, i1 %2358) #4, !dbg !20
  %.extract558 = extractelement <8 x i16> %2662, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract558, ptr addrspace(1) %2102, i1 %2359) #4, !dbg !20
  %.extract560 = extractelement <8 x i16> %2679, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract560, ptr addrspace(1) %2103, i1 %2360) #4, !dbg !20
  %.extract562 = extractelement <8 x i16> %2664, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract562, ptr addrspace(1) %2104, i1 %2361) #4, !dbg !20
  %.extract564 = extractelement <8 x i16> %2681, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract564, ptr addrspace(1) %2105, i1 %2362) #4, !dbg !20
  %.extract566 = extractelement <8 x i16> %2666, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract566, ptr addrspace(1) %2106, i1 %2363) #4, !dbg !20
  %.extract568 = extractelement <8 x i16> %2683, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract568, ptr addrspace(1) %2107, i1 %2364) #4, !dbg !20
  %.extract570 = extractelement <8 x i16> %2668, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract570, ptr addrspace(1) %2108, i1 %2365) #4, !dbg !20
  %.extract572 = extractelement <8 x i16> %2685, i64 7, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract572, ptr addrspace(1) %2109, i1 %2366) #4, !dbg !20
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_pipelined", linkageName: "matmul_pipelined", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 81, column: 13, scope: !4)
!13 = !DILocation(line: 82, column: 13, scope: !4)
!14 = !DILocation(line: 83, column: 10, scope: !4)
!15 = !DILocation(line: 83, column: 23, scope: !4)
!16 = !DILocation(line: 84, column: 10, scope: !4)
!17 = !DILocation(line: 85, column: 10, scope: !4)
!18 = !DILocation(line: 87, column: 9, scope: !4)
!19 = !DILocation(line: 89, column: 5, scope: !4)
!20 = !DILocation(line: 95, column: 5, scope: !4)
!21 = !DILocation(line: 93, column: 14, scope: !4)
!22 = !DILocation(line: 87, column: 17, scope: !4)
!23 = !DILocation(line: 86, column: 17, scope: !4)
!24 = !DILocation(line: 86, column: 9, scope: !4)
!25 = !DILocation(line: 90, column: 40, scope: !4)
!26 = !DILocation(line: 90, column: 39, scope: !4)
!27 = !DILocation(line: 90, column: 23, scope: !4)
!28 = !DILocation(line: 91, column: 39, scope: !4)
!29 = !DILocation(line: 91, column: 23, scope: !4)
!30 = !DILocation(line: 90, column: 16, scope: !4)
!31 = !DILocation(line: 92, column: 9, scope: !4)
!32 = !DILocation(line: 93, column: 9, scope: !4)
!33 = !DILocation(line: 95, column: 17, scope: !4)
!34 = !DILocation(line: 88, column: 11, scope: !4)
!35 = !DILocation(line: 94, column: 17, scope: !4)
!36 = !DILocation(line: 94, column: 9, scope: !4)
!37 = !DILocation(line: 95, column: 43, scope: !4)
!38 = !DILocation(line: 95, column: 63, scope: !4)
!39 = !DILocation(line: 95, column: 42, scope: !4)
!40 = !DILocation(line: 79, column: 1, scope: !4)
