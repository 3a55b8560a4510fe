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
  %16 = and i32 %15, 96, !dbg !15
  %17 = and i32 %15, 127, !dbg !15
  %18 = shl nuw nsw i32 %13, 7, !dbg !16
  %19 = or disjoint i32 %18, %17, !dbg !16
  %.scalar = and i32 %15, 31, !dbg !17
  %20 = insertelement <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 poison>, i32 %.scalar, i64 31, !dbg !17
  %21 = zext nneg i32 %19 to i64, !dbg !18
  %22 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %22, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %23 = and i32 %15, 31, !dbg !17
  %24 = shl i32 %7, 5, !dbg !20
  %25 = mul i32 %7, 31, !dbg !21
  %26 = sext i32 %25 to i64, !dbg !18
  %27 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %26, !dbg !18
  %28 = getelementptr [2 x i8], ptr addrspace(1) %27, i64 %21, !dbg !18
  %29 = mul i32 %7, 30, !dbg !21
  %30 = sext i32 %29 to i64, !dbg !18
  %31 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %30, !dbg !18
  %32 = getelementptr [2 x i8], ptr addrspace(1) %31, i64 %21, !dbg !18
  %33 = mul i32 %7, 29, !dbg !21
  %34 = sext i32 %33 to i64, !dbg !18
  %35 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %34, !dbg !18
  %36 = getelementptr [2 x i8], ptr addrspace(1) %35, i64 %21, !dbg !18
  %37 = mul i32 %7, 28, !dbg !21
  %38 = sext i32 %37 to i64, !dbg !18
  %39 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %38, !dbg !18
  %40 = getelementptr [2 x i8], ptr addrspace(1) %39, i64 %21, !dbg !18
  %41 = mul i32 %7, 27, !dbg !21
  %42 = sext i32 %41 to i64, !dbg !18
  %43 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %42, !dbg !18
  %44 = getelementptr [2 x i8], ptr addrspace(1) %43, i64 %21, !dbg !18
  %45 = mul i32 %7, 26, !dbg !21
  %46 = sext i32 %45 to i64, !dbg !18
  %47 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %46, !dbg !18
  %48 = getelementptr [2 x i8], ptr addrspace(1) %47, i64 %21, !dbg !18
  %49 = mul i32 %7, 25, !dbg !21
  %50 = sext i32 %49 to i64, !dbg !18
  %51 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %50, !dbg !18
  %52 = getelementptr [2 x i8], ptr addrspace(1) %51, i64 %21, !dbg !18
  %53 = mul i32 %7, 24, !dbg !21
  %54 = sext i32 %53 to i64, !dbg !18
  %55 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %54, !dbg !18
  %56 = getelementptr [2 x i8], ptr addrspace(1) %55, i64 %21, !dbg !18
  %57 = mul i32 %7, 23, !dbg !21
  %58 = sext i32 %57 to i64, !dbg !18
  %59 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %58, !dbg !18
  %60 = getelementptr [2 x i8], ptr addrspace(1) %59, i64 %21, !dbg !18
  %61 = mul i32 %7, 22, !dbg !21
  %62 = sext i32 %61 to i64, !dbg !18
  %63 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %62, !dbg !18
  %64 = getelementptr [2 x i8], ptr addrspace(1) %63, i64 %21, !dbg !18
  %65 = mul i32 %7, 21, !dbg !21
  %66 = sext i32 %65 to i64, !dbg !18
  %67 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %66, !dbg !18
  %68 = getelementptr [2 x i8], ptr addrspace(1) %67, i64 %21, !dbg !18
  %69 = mul i32 %7, 20, !dbg !21
  %70 = sext i32 %69 to i64, !dbg !18
  %71 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %70, !dbg !18
  %72 = getelementptr [2 x i8], ptr addrspace(1) %71, i64 %21, !dbg !18
  %73 = mul i32 %7, 19, !dbg !21
  %74 = sext i32 %73 to i64, !dbg !18
  %75 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %74, !dbg !18
  %76 = getelementptr [2 x i8], ptr addrspace(1) %75, i64 %21, !dbg !18
  %77 = mul i32 %7, 18, !dbg !21
  %78 = sext i32 %77 to i64, !dbg !18
  %79 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %78, !dbg !18
  %80 = getelementptr [2 x i8], ptr addrspace(1) %79, i64 %21, !dbg !18
  %81 = mul i32 %7, 17, !dbg !21
  %82 = sext i32 %81 to i64, !dbg !18
  %83 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %82, !dbg !18
  %84 = getelementptr [2 x i8], ptr addrspace(1) %83, i64 %21, !dbg !18
  %85 = shl i32 %7, 4, !dbg !21
  %86 = sext i32 %85 to i64, !dbg !18
  %87 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %86, !dbg !18
  %88 = getelementptr [2 x i8], ptr addrspace(1) %87, i64 %21, !dbg !18
  %89 = mul i32 %7, 15, !dbg !21
  %90 = sext i32 %89 to i64, !dbg !18
  %91 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %90, !dbg !18
  %92 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %21, !dbg !18
  %93 = mul i32 %7, 14, !dbg !21
  %94 = sext i32 %93 to i64, !dbg !18
  %95 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %94, !dbg !18
  %96 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %21, !dbg !18
  %97 = mul i32 %7, 13, !dbg !21
  %98 = sext i32 %97 to i64, !dbg !18
  %99 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %98, !dbg !18
  %100 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %21, !dbg !18
  %101 = mul i32 %7, 12, !dbg !21
  %102 = sext i32 %101 to i64, !dbg !18
  %103 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %102, !dbg !18
  %104 = getelementptr [2 x i8], ptr addrspace(1) %103, i64 %21, !dbg !18
  %105 = mul i32 %7, 11, !dbg !21
  %106 = sext i32 %105 to i64, !dbg !18
  %107 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %106, !dbg !18
  %108 = getelementptr [2 x i8], ptr addrspace(1) %107, i64 %21, !dbg !18
  %109 = mul i32 %7, 10, !dbg !21
  %110 = sext i32 %109 to i64, !dbg !18
  %111 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %110, !dbg !18
  %112 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %21, !dbg !18
  %113 = mul i32 %7, 9, !dbg !21
  %114 = sext i32 %113 to i64, !dbg !18
  %115 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %114, !dbg !18
  %116 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %21, !dbg !18
  %117 = shl i32 %7, 3, !dbg !21
  %118 = sext i32 %117 to i64, !dbg !18
  %119 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %118, !dbg !18
  %120 = getelementptr [2 x i8], ptr addrspace(1) %119, i64 %21, !dbg !18
  %121 = mul i32 %7, 7, !dbg !21
  %122 = sext i32 %121 to i64, !dbg !18
  %123 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %122, !dbg !18
  %124 = getelementptr [2 x i8], ptr addrspace(1) %123, i64 %21, !dbg !18
  %125 = mul i32 %7, 6, !dbg !21
  %126 = sext i32 %125 to i64, !dbg !18
  %127 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %126, !dbg !18
  %128 = getelementptr [2 x i8], ptr addrspace(1) %127, i64 %21, !dbg !18
  %129 = mul i32 %7, 5, !dbg !21
  %130 = sext i32 %129 to i64, !dbg !18
  %131 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %130, !dbg !18
  %132 = getelementptr [2 x i8], ptr addrspace(1) %131, i64 %21, !dbg !18
  %133 = shl i32 %7, 2, !dbg !21
  %134 = sext i32 %133 to i64, !dbg !18
  %135 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %134, !dbg !18
  %136 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %21, !dbg !18
  %137 = mul i32 %7, 3, !dbg !21
  %138 = sext i32 %137 to i64, !dbg !18
  %139 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %138, !dbg !18
  %140 = getelementptr [2 x i8], ptr addrspace(1) %139, i64 %21, !dbg !18
  %141 = shl i32 %7, 1, !dbg !21
  %142 = sext i32 %141 to i64, !dbg !18
  %143 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %142, !dbg !18
  %144 = getelementptr [2 x i8], ptr addrspace(1) %143, i64 %21, !dbg !18
  %145 = sext i32 %7 to i64, !dbg !18
  %146 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %145, !dbg !18
  %147 = getelementptr [2 x i8], ptr addrspace(1) %146, i64 %21, !dbg !18
  %148 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %21, !dbg !18
  %149 = lshr exact i32 %16, 5, !dbg !15
  %150 = or disjoint i32 %149, %14, !dbg !14
  %151 = or disjoint i32 %150, 124, !dbg !14
  %152 = mul i32 %6, %151, !dbg !22
  %153 = sext i32 %152 to i64, !dbg !23
  %154 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %153, !dbg !23
  %155 = zext nneg i32 %23 to i64, !dbg !23
  %156 = getelementptr [2 x i8], ptr addrspace(1) %154, i64 %155, !dbg !23
  %157 = or disjoint i32 %150, 120, !dbg !14
  %158 = mul i32 %6, %157, !dbg !22
  %159 = sext i32 %158 to i64, !dbg !23
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !23
  %161 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %155, !dbg !23
  %162 = or disjoint i32 %150, 116, !dbg !14
  %163 = mul i32 %6, %162, !dbg !22
  %164 = sext i32 %163 to i64, !dbg !23
  %165 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %164, !dbg !23
  %166 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %155, !dbg !23
  %167 = or disjoint i32 %150, 112, !dbg !14
  %168 = mul i32 %6, %167, !dbg !22
  %169 = sext i32 %168 to i64, !dbg !23
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !23
  %171 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %155, !dbg !23
  %172 = or disjoint i32 %150, 108, !dbg !14
  %173 = mul i32 %6, %172, !dbg !22
  %174 = sext i32 %173 to i64, !dbg !23
  %175 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %174, !dbg !23
  %176 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %155, !dbg !23
  %177 = or disjoint i32 %150, 104, !dbg !14
  %178 = mul i32 %6, %177, !dbg !22
  %179 = sext i32 %178 to i64, !dbg !23
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !23
  %181 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %155, !dbg !23
  %182 = or disjoint i32 %150, 100, !dbg !14
  %183 = mul i32 %6, %182, !dbg !22
  %184 = sext i32 %183 to i64, !dbg !23
  %185 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %184, !dbg !23
  %186 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %155, !dbg !23
  %187 = or disjoint i32 %150, 96, !dbg !14
  %188 = mul i32 %6, %187, !dbg !22
  %189 = sext i32 %188 to i64, !dbg !23
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !23
  %191 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %155, !dbg !23
  %192 = or disjoint i32 %150, 92, !dbg !14
  %193 = mul i32 %6, %192, !dbg !22
  %194 = sext i32 %193 to i64, !dbg !23
  %195 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %194, !dbg !23
  %196 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %155, !dbg !23
  %197 = or disjoint i32 %150, 88, !dbg !14
  %198 = mul i32 %6, %197, !dbg !22
  %199 = sext i32 %198 to i64, !dbg !23
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !23
  %201 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %155, !dbg !23
  %202 = or disjoint i32 %150, 84, !dbg !14
  %203 = mul i32 %6, %202, !dbg !22
  %204 = sext i32 %203 to i64, !dbg !23
  %205 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %204, !dbg !23
  %206 = getelementptr [2 x i8], ptr addrspace(1) %205, i64 %155, !dbg !23
  %207 = or disjoint i32 %150, 80, !dbg !14
  %208 = mul i32 %6, %207, !dbg !22
  %209 = sext i32 %208 to i64, !dbg !23
  %210 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %209, !dbg !23
  %211 = getelementptr [2 x i8], ptr addrspace(1) %210, i64 %155, !dbg !23
  %212 = or disjoint i32 %150, 76, !dbg !14
  %213 = mul i32 %6, %212, !dbg !22
  %214 = sext i32 %213 to i64, !dbg !23
  %215 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %214, !dbg !23
  %216 = getelementptr [2 x i8], ptr addrspace(1) %215, i64 %155, !dbg !23
  %217 = or disjoint i32 %150, 72, !dbg !14
  %218 = mul i32 %6, %217, !dbg !22
  %219 = sext i32 %218 to i64, !dbg !23
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !23
  %221 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %155, !dbg !23
  %222 = or disjoint i32 %150, 68, !dbg !14
  %223 = mul i32 %6, %222, !dbg !22
  %224 = sext i32 %223 to i64, !dbg !23
  %225 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %224, !dbg !23
  %226 = getelementptr [2 x i8], ptr addrspace(1) %225, i64 %155, !dbg !23
  %227 = or disjoint i32 %150, 64, !dbg !14
  %228 = mul i32 %6, %227, !dbg !22
  %229 = sext i32 %228 to i64, !dbg !23
  %230 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %229, !dbg !23
  %231 = getelementptr [2 x i8], ptr addrspace(1) %230, i64 %155, !dbg !23
  %232 = or disjoint i32 %150, 60, !dbg !14
  %233 = mul i32 %6, %232, !dbg !22
  %234 = sext i32 %233 to i64, !dbg !23
  %235 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %234, !dbg !23
  %236 = getelementptr [2 x i8], ptr addrspace(1) %235, i64 %155, !dbg !23
  %237 = or disjoint i32 %150, 56, !dbg !14
  %238 = mul i32 %6, %237, !dbg !22
  %239 = sext i32 %238 to i64, !dbg !23
  %240 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %239, !dbg !23
  %241 = getelementptr [2 x i8], ptr addrspace(1) %240, i64 %155, !dbg !23
  %242 = or disjoint i32 %150, 52, !dbg !14
  %243 = mul i32 %6, %242, !dbg !22
  %244 = sext i32 %243 to i64, !dbg !23
  %245 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %244, !dbg !23
  %246 = getelementptr [2 x i8], ptr addrspace(1) %245, i64 %155, !dbg !23
  %247 = or disjoint i32 %150, 48, !dbg !14
  %248 = mul i32 %6, %247, !dbg !22
  %249 = sext i32 %248 to i64, !dbg !23
  %250 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %249, !dbg !23
  %251 = getelementptr [2 x i8], ptr addrspace(1) %250, i64 %155, !dbg !23
  %252 = or disjoint i32 %150, 44, !dbg !14
  %253 = mul i32 %6, %252, !dbg !22
  %254 = sext i32 %253 to i64, !dbg !23
  %255 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %254, !dbg !23
  %256 = getelementptr [2 x i8], ptr addrspace(1) %255, i64 %155, !dbg !23
  %257 = or disjoint i32 %150, 40, !dbg !14
  %258 = mul i32 %6, %257, !dbg !22
  %259 = sext i32 %258 to i64, !dbg !23
  %260 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %259, !dbg !23
  %261 = getelementptr [2 x i8], ptr addrspace(1) %260, i64 %155, !dbg !23
  %262 = or disjoint i32 %150, 36, !dbg !14
  %263 = mul i32 %6, %262, !dbg !22
  %264 = sext i32 %263 to i64, !dbg !23
  %265 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %264, !dbg !23
  %266 = getelementptr [2 x i8], ptr addrspace(1) %265, i64 %155, !dbg !23
  %267 = or disjoint i32 %150, 32, !dbg !14
  %268 = mul i32 %6, %267, !dbg !22
  %269 = sext i32 %268 to i64, !dbg !23
  %270 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %269, !dbg !23
  %271 = getelementptr [2 x i8], ptr addrspace(1) %270, i64 %155, !dbg !23
  %272 = or disjoint i32 %150, 28, !dbg !14
  %273 = mul i32 %6, %272, !dbg !22
  %274 = sext i32 %273 to i64, !dbg !23
  %275 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %274, !dbg !23
  %276 = getelementptr [2 x i8], ptr addrspace(1) %275, i64 %155, !dbg !23
  %277 = or disjoint i32 %150, 24, !dbg !14
  %278 = mul i32 %6, %277, !dbg !22
  %279 = sext i32 %278 to i64, !dbg !23
  %280 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %279, !dbg !23
  %281 = getelementptr [2 x i8], ptr addrspace(1) %280, i64 %155, !dbg !23
  %282 = or disjoint i32 %150, 20, !dbg !14
  %283 = mul i32 %6, %282, !dbg !22
  %284 = sext i32 %283 to i64, !dbg !23
  %285 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %284, !dbg !23
  %286 = getelementptr [2 x i8], ptr addrspace(1) %285, i64 %155, !dbg !23
  %287 = or disjoint i32 %150, 16, !dbg !14
  %288 = mul i32 %6, %287, !dbg !22
  %289 = sext i32 %288 to i64, !dbg !23
  %290 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %289, !dbg !23
  %291 = getelementptr [2 x i8], ptr addrspace(1) %290, i64 %155, !dbg !23
  %292 = or disjoint i32 %150, 12, !dbg !14
  %293 = mul i32 %6, %292, !dbg !22
  %294 = sext i32 %293 to i64, !dbg !23
  %295 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %294, !dbg !23
  %296 = getelementptr [2 x i8], ptr addrspace(1) %295, i64 %155, !dbg !23
  %297 = or disjoint i32 %150, 8, !dbg !14
  %298 = mul i32 %6, %297, !dbg !22
  %299 = sext i32 %298 to i64, !dbg !23
  %300 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %299, !dbg !23
  %301 = getelementptr [2 x i8], ptr addrspace(1) %300, i64 %155, !dbg !23
  %302 = or disjoint i32 %150, 4, !dbg !14
  %303 = mul i32 %6, %302, !dbg !22
  %304 = sext i32 %303 to i64, !dbg !23
  %305 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %304, !dbg !23
  %306 = getelementptr [2 x i8], ptr addrspace(1) %305, i64 %155, !dbg !23
  %307 = mul i32 %6, %150, !dbg !22
  %308 = sext i32 %307 to i64, !dbg !23
  %309 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %308, !dbg !23
  %310 = getelementptr [2 x i8], ptr addrspace(1) %309, i64 %155, !dbg !23
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
  %350 = shl nuw nsw i32 %313, 6
  %351 = or disjoint i32 %350, %312
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %351
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) %352, i32 1024
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %352, i32 2048
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) %352, i32 3072
  %356 = xor i32 %351, 144
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %356
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %357, i32 1024
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) %357, i32 2048
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %357, i32 3072
  %361 = xor i32 %351, 288
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %361
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 1024
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 2048
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 3072
  %366 = xor i32 %351, 432
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %366
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) %367, i32 1024
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) %367, i32 2048
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) %367, i32 3072
  %371 = xor i32 %351, 576
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %371
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 1024
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 2048
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 3072
  %376 = xor i32 %351, 720
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %376
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) %377, i32 1024
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) %377, i32 2048
  %380 = getelementptr inbounds nuw i8, ptr addrspace(3) %377, i32 3072
  %381 = xor i32 %351, 864
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %381
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 1024
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 2048
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 3072
  %386 = xor i32 %351, 1008
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %386
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) %387, i32 1024
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) %387, i32 2048
  %390 = getelementptr inbounds nuw i8, ptr addrspace(3) %387, i32 3072
  %391 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %392 = and i32 %391, 32767
  %393 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %394 = and i32 %393, 32767
  %395 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %392, i64 0
  %396 = bitcast <2 x i32> %395 to i64
  %397 = or disjoint i32 %394, 16777216
  %398 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %397, i64 0
  %399 = bitcast <2 x i32> %398 to i64
  %400 = add nuw nsw i32 %392, 2
  %401 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %400, i64 0
  %402 = bitcast <2 x i32> %401 to i64
  %403 = add nuw nsw i32 %394, 16777344
  %404 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %403, i64 0
  %405 = bitcast <2 x i32> %404 to i64
  %406 = add nuw nsw i32 %392, 256
  %407 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %406, i64 0
  %408 = bitcast <2 x i32> %407 to i64
  %409 = add nuw nsw i32 %392, 258
  %410 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %409, i64 0
  %411 = bitcast <2 x i32> %410 to i64
  %412 = sext i32 %24 to i64
  %413 = insertelement <32 x i32> poison, i32 %5, i64 0, !dbg !24
  %414 = shufflevector <32 x i32> %413, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !24
  br label %415, !dbg !19

415:                                              ; preds = %.lr.ph, %415
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %415 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %415 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %415 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %415 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %415 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %415 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %415 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %415 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %415 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %415 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %415 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %415 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %415 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %415 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %415 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %415 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %415 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %415 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %415 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %415 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %415 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %415 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %415 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %415 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %415 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %415 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %415 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %415 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %415 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %415 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %415 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %415 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %415 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %415 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %415 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %415 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %415 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %415 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %415 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %415 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %415 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %415 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %415 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %415 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1014, %415 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %415 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1016, %415 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %415 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %415 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %415 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %415 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %415 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1022, %415 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %415 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %415 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %415 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %415 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %415 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %415 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %415 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %415 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %415 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %415 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %415 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %415 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %415 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %415 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %415 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %415 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %415 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %415 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %415 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %415 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %415 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %415 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %415 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %415 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %415 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %415 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %415 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %415 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %415 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %415 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %415 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %415 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %415 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %415 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %415 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %415 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %415 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %415 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %415 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %415 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %415 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %415 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %415 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %415 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %415 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %415 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %415 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %415 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %415 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %415 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %415 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %415 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %415 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %415 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %415 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %415 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %415 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %415 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %415 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %415 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %415 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %415 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %415 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %415 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %415 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %415 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %415 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %415 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %415 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %415 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %415 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %415 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %415 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %415 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %415 ]
  %.pn66636 = phi ptr addrspace(1) [ %28, %.lr.ph ], [ %1161, %415 ]
  %.pn68635 = phi ptr addrspace(1) [ %32, %.lr.ph ], [ %1160, %415 ]
  %.pn70634 = phi ptr addrspace(1) [ %36, %.lr.ph ], [ %1159, %415 ]
  %.pn72633 = phi ptr addrspace(1) [ %40, %.lr.ph ], [ %1158, %415 ]
  %.pn74632 = phi ptr addrspace(1) [ %44, %.lr.ph ], [ %1157, %415 ]
  %.pn76631 = phi ptr addrspace(1) [ %48, %.lr.ph ], [ %1156, %415 ]
  %.pn78630 = phi ptr addrspace(1) [ %52, %.lr.ph ], [ %1155, %415 ]
  %.pn80629 = phi ptr addrspace(1) [ %56, %.lr.ph ], [ %1154, %415 ]
  %.pn82628 = phi ptr addrspace(1) [ %60, %.lr.ph ], [ %1153, %415 ]
  %.pn84627 = phi ptr addrspace(1) [ %64, %.lr.ph ], [ %1152, %415 ]
  %.pn86626 = phi ptr addrspace(1) [ %68, %.lr.ph ], [ %1151, %415 ]
  %.pn88625 = phi ptr addrspace(1) [ %72, %.lr.ph ], [ %1150, %415 ]
  %.pn90624 = phi ptr addrspace(1) [ %76, %.lr.ph ], [ %1149, %415 ]
  %.pn92623 = phi ptr addrspace(1) [ %80, %.lr.ph ], [ %1148, %415 ]
  %.pn94622 = phi ptr addrspace(1) [ %84, %.lr.ph ], [ %1147, %415 ]
  %.pn96621 = phi ptr addrspace(1) [ %88, %.lr.ph ], [ %1146, %415 ]
  %.pn98620 = phi ptr addrspace(1) [ %92, %.lr.ph ], [ %1145, %415 ]
  %.pn100619 = phi ptr addrspace(1) [ %96, %.lr.ph ], [ %1144, %415 ]
  %.pn102618 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %1143, %415 ]
  %.pn104617 = phi ptr addrspace(1) [ %104, %.lr.ph ], [ %1142, %415 ]
  %.pn106616 = phi ptr addrspace(1) [ %108, %.lr.ph ], [ %1141, %415 ]
  %.pn108615 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %1140, %415 ]
  %.pn110614 = phi ptr addrspace(1) [ %116, %.lr.ph ], [ %1139, %415 ]
  %.pn112613 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %1138, %415 ]
  %.pn114612 = phi ptr addrspace(1) [ %124, %.lr.ph ], [ %1137, %415 ]
  %.pn116611 = phi ptr addrspace(1) [ %128, %.lr.ph ], [ %1136, %415 ]
  %.pn118610 = phi ptr addrspace(1) [ %132, %.lr.ph ], [ %1135, %415 ]
  %.pn120609 = phi ptr addrspace(1) [ %136, %.lr.ph ], [ %1134, %415 ]
  %.pn122608 = phi ptr addrspace(1) [ %140, %.lr.ph ], [ %1133, %415 ]
  %.pn124607 = phi ptr addrspace(1) [ %144, %.lr.ph ], [ %1132, %415 ]
  %.pn126606 = phi ptr addrspace(1) [ %147, %.lr.ph ], [ %1131, %415 ]
  %.pn128605 = phi ptr addrspace(1) [ %148, %.lr.ph ], [ %1130, %415 ]
  %.pn2604 = phi ptr addrspace(1) [ %156, %.lr.ph ], [ %1129, %415 ]
  %.pn4603 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %1128, %415 ]
  %.pn6602 = phi ptr addrspace(1) [ %166, %.lr.ph ], [ %1127, %415 ]
  %.pn8601 = phi ptr addrspace(1) [ %171, %.lr.ph ], [ %1126, %415 ]
  %.pn10600 = phi ptr addrspace(1) [ %176, %.lr.ph ], [ %1125, %415 ]
  %.pn12599 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %1124, %415 ]
  %.pn14598 = phi ptr addrspace(1) [ %186, %.lr.ph ], [ %1123, %415 ]
  %.pn16597 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %1122, %415 ]
  %.pn18596 = phi ptr addrspace(1) [ %196, %.lr.ph ], [ %1121, %415 ]
  %.pn20595 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %1120, %415 ]
  %.pn22594 = phi ptr addrspace(1) [ %206, %.lr.ph ], [ %1119, %415 ]
  %.pn24593 = phi ptr addrspace(1) [ %211, %.lr.ph ], [ %1118, %415 ]
  %.pn26592 = phi ptr addrspace(1) [ %216, %.lr.ph ], [ %1117, %415 ]
  %.pn28591 = phi ptr addrspace(1) [ %221, %.lr.ph ], [ %1116, %415 ]
  %.pn30590 = phi ptr addrspace(1) [ %226, %.lr.ph ], [ %1115, %415 ]
  %.pn32589 = phi ptr addrspace(1) [ %231, %.lr.ph ], [ %1114, %415 ]
  %.pn34588 = phi ptr addrspace(1) [ %236, %.lr.ph ], [ %1113, %415 ]
  %.pn36587 = phi ptr addrspace(1) [ %241, %.lr.ph ], [ %1112, %415 ]
  %.pn38586 = phi ptr addrspace(1) [ %246, %.lr.ph ], [ %1111, %415 ]
  %.pn40585 = phi ptr addrspace(1) [ %251, %.lr.ph ], [ %1110, %415 ]
  %.pn42584 = phi ptr addrspace(1) [ %256, %.lr.ph ], [ %1109, %415 ]
  %.pn44583 = phi ptr addrspace(1) [ %261, %.lr.ph ], [ %1108, %415 ]
  %.pn46582 = phi ptr addrspace(1) [ %266, %.lr.ph ], [ %1107, %415 ]
  %.pn48581 = phi ptr addrspace(1) [ %271, %.lr.ph ], [ %1106, %415 ]
  %.pn50580 = phi ptr addrspace(1) [ %276, %.lr.ph ], [ %1105, %415 ]
  %.pn52579 = phi ptr addrspace(1) [ %281, %.lr.ph ], [ %1104, %415 ]
  %.pn54578 = phi ptr addrspace(1) [ %286, %.lr.ph ], [ %1103, %415 ]
  %.pn56577 = phi ptr addrspace(1) [ %291, %.lr.ph ], [ %1102, %415 ]
  %.pn58576 = phi ptr addrspace(1) [ %296, %.lr.ph ], [ %1101, %415 ]
  %.pn60575 = phi ptr addrspace(1) [ %301, %.lr.ph ], [ %1100, %415 ]
  %.pn62574 = phi ptr addrspace(1) [ %306, %.lr.ph ], [ %1099, %415 ]
  %.pn64573 = phi ptr addrspace(1) [ %310, %.lr.ph ], [ %1098, %415 ]
  %544 = phi i32 [ 0, %.lr.ph ], [ %1162, %415 ]
  %545 = insertelement <32 x i32> poison, i32 %544, i64 0, !dbg !25
  %546 = shufflevector <32 x i32> %545, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !25
  %547 = or disjoint <32 x i32> %546, %20, !dbg !25
  %548 = icmp slt <32 x i32> %547, %414, !dbg !24
  %549 = extractelement <32 x i1> %548, i64 31, !dbg !26
  %550 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn64573, i1 %549) #6, !dbg !26
  %551 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn62574, i1 %549) #6, !dbg !26
  %552 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn60575, i1 %549) #6, !dbg !26
  %553 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn58576, i1 %549) #6, !dbg !26
  %554 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn56577, i1 %549) #6, !dbg !26
  %555 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn54578, i1 %549) #6, !dbg !26
  %556 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn52579, i1 %549) #6, !dbg !26
  %557 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn50580, i1 %549) #6, !dbg !26
  %558 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn48581, i1 %549) #6, !dbg !26
  %559 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn46582, i1 %549) #6, !dbg !26
  %560 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn44583, i1 %549) #6, !dbg !26
  %561 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn42584, i1 %549) #6, !dbg !26
  %562 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn40585, i1 %549) #6, !dbg !26
  %563 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn38586, i1 %549) #6, !dbg !26
  %564 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn36587, i1 %549) #6, !dbg !26
  %565 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn34588, i1 %549) #6, !dbg !26
  %566 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn32589, i1 %549) #6, !dbg !26
  %567 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn30590, i1 %549) #6, !dbg !26
  %568 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn28591, i1 %549) #6, !dbg !26
  %569 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn26592, i1 %549) #6, !dbg !26
  %570 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn24593, i1 %549) #6, !dbg !26
  %571 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn22594, i1 %549) #6, !dbg !26
  %572 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn20595, i1 %549) #6, !dbg !26
  %573 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn18596, i1 %549) #6, !dbg !26
  %574 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn16597, i1 %549) #6, !dbg !26
  %575 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn14598, i1 %549) #6, !dbg !26
  %576 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn12599, i1 %549) #6, !dbg !26
  %577 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn10600, i1 %549) #6, !dbg !26
  %578 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn8601, i1 %549) #6, !dbg !26
  %579 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn6602, i1 %549) #6, !dbg !26
  %580 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn4603, i1 %549) #6, !dbg !26
  %581 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2604, i1 %549) #6, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %582 = insertelement <1 x i16> poison, i16 %550, i64 0, !dbg !26
  store <1 x i16> %582, ptr addrspace(3) %317, align 2, !dbg !26
  %583 = insertelement <1 x i16> poison, i16 %552, i64 0, !dbg !26
  store <1 x i16> %583, ptr addrspace(3) %318, align 2, !dbg !26
  %584 = insertelement <1 x i16> poison, i16 %554, i64 0, !dbg !26
  store <1 x i16> %584, ptr addrspace(3) %319, align 2, !dbg !26
  %585 = insertelement <1 x i16> poison, i16 %556, i64 0, !dbg !26
  store <1 x i16> %585, ptr addrspace(3) %320, align 2, !dbg !26
  %586 = insertelement <1 x i16> poison, i16 %558, i64 0, !dbg !26
  store <1 x i16> %586, ptr addrspace(3) %321, align 2, !dbg !26
  %587 = insertelement <1 x i16> poison, i16 %560, i64 0, !dbg !26
  store <1 x i16> %587, ptr addrspace(3) %322, align 2, !dbg !26
  %588 = insertelement <1 x i16> poison, i16 %562, i64 0, !dbg !26
  store <1 x i16> %588, ptr addrspace(3) %323, align 2, !dbg !26
  %589 = insertelement <1 x i16> poison, i16 %564, i64 0, !dbg !26
  store <1 x i16> %589, ptr addrspace(3) %324, align 2, !dbg !26
  %590 = insertelement <1 x i16> poison, i16 %566, i64 0, !dbg !26
  store <1 x i16> %590, ptr addrspace(3) %325, align 2, !dbg !26
  %591 = insertelement <1 x i16> poison, i16 %568, i64 0, !dbg !26
  store <1 x i16> %591, ptr addrspace(3) %326, align 2, !dbg !26
  %592 = insertelement <1 x i16> poison, i16 %570, i64 0, !dbg !26
  store <1 x i16> %592, ptr addrspace(3) %327, align 2, !dbg !26
  %593 = insertelement <1 x i16> poison, i16 %572, i64 0, !dbg !26
  store <1 x i16> %593, ptr addrspace(3) %328, align 2, !dbg !26
  %594 = insertelement <1 x i16> poison, i16 %574, i64 0, !dbg !26
  store <1 x i16> %594, ptr addrspace(3) %329, align 2, !dbg !26
  %595 = insertelement <1 x i16> poison, i16 %576, i64 0, !dbg !26
  store <1 x i16> %595, ptr addrspace(3) %330, align 2, !dbg !26
  %596 = insertelement <1 x i16> poison, i16 %578, i64 0, !dbg !26
  store <1 x i16> %596, ptr addrspace(3) %331, align 2, !dbg !26
  %597 = insertelement <1 x i16> poison, i16 %580, i64 0, !dbg !26
  store <1 x i16> %597, ptr addrspace(3) %332, align 2, !dbg !26
  %598 = insertelement <1 x i16> poison, i16 %551, i64 0, !dbg !26
  store <1 x i16> %598, ptr addrspace(3) %334, align 2, !dbg !26
  %599 = insertelement <1 x i16> poison, i16 %553, i64 0, !dbg !26
  store <1 x i16> %599, ptr addrspace(3) %335, align 2, !dbg !26
  %600 = insertelement <1 x i16> poison, i16 %555, i64 0, !dbg !26
  store <1 x i16> %600, ptr addrspace(3) %336, align 2, !dbg !26
  %601 = insertelement <1 x i16> poison, i16 %557, i64 0, !dbg !26
  store <1 x i16> %601, ptr addrspace(3) %337, align 2, !dbg !26
  %602 = insertelement <1 x i16> poison, i16 %559, i64 0, !dbg !26
  store <1 x i16> %602, ptr addrspace(3) %338, align 2, !dbg !26
  %603 = insertelement <1 x i16> poison, i16 %561, i64 0, !dbg !26
  store <1 x i16> %603, ptr addrspace(3) %339, align 2, !dbg !26
  %604 = insertelement <1 x i16> poison, i16 %563, i64 0, !dbg !26
  store <1 x i16> %604, ptr addrspace(3) %340, align 2, !dbg !26
  %605 = insertelement <1 x i16> poison, i16 %565, i64 0, !dbg !26
  store <1 x i16> %605, ptr addrspace(3) %341, align 2, !dbg !26
  %606 = insertelement <1 x i16> poison, i16 %567, i64 0, !dbg !26
  store <1 x i16> %606, ptr addrspace(3) %342, align 2, !dbg !26
  %607 = insertelement <1 x i16> poison, i16 %569, i64 0, !dbg !26
  store <1 x i16> %607, ptr addrspace(3) %343, align 2, !dbg !26
  %608 = insertelement <1 x i16> poison, i16 %571, i64 0, !dbg !26
  store <1 x i16> %608, ptr addrspace(3) %344, align 2, !dbg !26
  %609 = insertelement <1 x i16> poison, i16 %573, i64 0, !dbg !26
  store <1 x i16> %609, ptr addrspace(3) %345, align 2, !dbg !26
  %610 = insertelement <1 x i16> poison, i16 %575, i64 0, !dbg !26
  store <1 x i16> %610, ptr addrspace(3) %346, align 2, !dbg !26
  %611 = insertelement <1 x i16> poison, i16 %577, i64 0, !dbg !26
  store <1 x i16> %611, ptr addrspace(3) %347, align 2, !dbg !26
  %612 = insertelement <1 x i16> poison, i16 %579, i64 0, !dbg !26
  store <1 x i16> %612, ptr addrspace(3) %348, align 2, !dbg !26
  %613 = insertelement <1 x i16> poison, i16 %581, i64 0, !dbg !26
  store <1 x i16> %613, ptr addrspace(3) %349, align 2, !dbg !26
  %614 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn128605, i1 true) #6, !dbg !27
  %615 = extractelement <32 x i1> %548, i64 30, !dbg !27
  %616 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn126606, i1 %615) #6, !dbg !27
  %617 = extractelement <32 x i1> %548, i64 29, !dbg !27
  %618 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn124607, i1 %617) #6, !dbg !27
  %619 = extractelement <32 x i1> %548, i64 28, !dbg !27
  %620 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn122608, i1 %619) #6, !dbg !27
  %621 = extractelement <32 x i1> %548, i64 27, !dbg !27
  %622 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn120609, i1 %621) #6, !dbg !27
  %623 = extractelement <32 x i1> %548, i64 26, !dbg !27
  %624 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn118610, i1 %623) #6, !dbg !27
  %625 = extractelement <32 x i1> %548, i64 25, !dbg !27
  %626 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn116611, i1 %625) #6, !dbg !27
  %627 = extractelement <32 x i1> %548, i64 24, !dbg !27
  %628 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn114612, i1 %627) #6, !dbg !27
  %629 = extractelement <32 x i1> %548, i64 23, !dbg !27
  %630 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn112613, i1 %629) #6, !dbg !27
  %631 = extractelement <32 x i1> %548, i64 22, !dbg !27
  %632 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn110614, i1 %631) #6, !dbg !27
  %633 = extractelement <32 x i1> %548, i64 21, !dbg !27
  %634 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn108615, i1 %633) #6, !dbg !27
  %635 = extractelement <32 x i1> %548, i64 20, !dbg !27
  %636 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn106616, i1 %635) #6, !dbg !27
  %637 = extractelement <32 x i1> %548, i64 19, !dbg !27
  %638 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn104617, i1 %637) #6, !dbg !27
  %639 = extractelement <32 x i1> %548, i64 18, !dbg !27
  %640 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn102618, i1 %639) #6, !dbg !27
  %641 = extractelement <32 x i1> %548, i64 17, !dbg !27
  %642 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn100619, i1 %641) #6, !dbg !27
  %643 = extractelement <32 x i1> %548, i64 16, !dbg !27
  %644 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn98620, i1 %643) #6, !dbg !27
  %645 = extractelement <32 x i1> %548, i64 15, !dbg !27
  %646 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn96621, i1 %645) #6, !dbg !27
  %647 = extractelement <32 x i1> %548, i64 14, !dbg !27
  %648 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn94622, i1 %647) #6, !dbg !27
  %649 = extractelement <32 x i1> %548, i64 13, !dbg !27
  %650 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn92623, i1 %649) #6, !dbg !27
  %651 = extractelement <32 x i1> %548, i64 12, !dbg !27
  %652 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn90624, i1 %651) #6, !dbg !27
  %653 = extractelement <32 x i1> %548, i64 11, !dbg !27
  %654 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn88625, i1 %653) #6, !dbg !27
  %655 = extractelement <32 x i1> %548, i64 10, !dbg !27
  %656 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn86626, i1 %655) #6, !dbg !27
  %657 = extractelement <32 x i1> %548, i64 9, !dbg !27
  %658 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn84627, i1 %657) #6, !dbg !27
  %659 = extractelement <32 x i1> %548, i64 8, !dbg !27
  %660 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn82628, i1 %659) #6, !dbg !27
  %661 = extractelement <32 x i1> %548, i64 7, !dbg !27
  %662 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn80629, i1 %661) #6, !dbg !27
  %663 = extractelement <32 x i1> %548, i64 6, !dbg !27
  %664 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn78630, i1 %663) #6, !dbg !27
  %665 = extractelement <32 x i1> %548, i64 5, !dbg !27
  %666 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn76631, i1 %665) #6, !dbg !27
  %667 = extractelement <32 x i1> %548, i64 4, !dbg !27
  %668 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn74632, i1 %667) #6, !dbg !27
  %669 = extractelement <32 x i1> %548, i64 3, !dbg !27
  %670 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn72633, i1 %669) #6, !dbg !27
  %671 = extractelement <32 x i1> %548, i64 2, !dbg !27
  %672 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn70634, i1 %671) #6, !dbg !27
  %673 = extractelement <32 x i1> %548, i64 1, !dbg !27
  %674 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn68635, i1 %673) #6, !dbg !27
  %675 = extractelement <32 x i1> %548, i64 0, !dbg !27
  %676 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn66636, i1 %675) #6, !dbg !27
  %677 = insertelement <1 x i16> poison, i16 %614, i64 0, !dbg !27
  store <1 x i16> %677, ptr addrspace(3) %352, align 2, !dbg !27
  %678 = insertelement <1 x i16> poison, i16 %630, i64 0, !dbg !27
  store <1 x i16> %678, ptr addrspace(3) %353, align 2, !dbg !27
  %679 = insertelement <1 x i16> poison, i16 %646, i64 0, !dbg !27
  store <1 x i16> %679, ptr addrspace(3) %354, align 2, !dbg !27
  %680 = insertelement <1 x i16> poison, i16 %662, i64 0, !dbg !27
  store <1 x i16> %680, ptr addrspace(3) %355, align 2, !dbg !27
  %681 = insertelement <1 x i16> poison, i16 %616, i64 0, !dbg !27
  store <1 x i16> %681, ptr addrspace(3) %357, align 2, !dbg !27
  %682 = insertelement <1 x i16> poison, i16 %632, i64 0, !dbg !27
  store <1 x i16> %682, ptr addrspace(3) %358, align 2, !dbg !27
  %683 = insertelement <1 x i16> poison, i16 %648, i64 0, !dbg !27
  store <1 x i16> %683, ptr addrspace(3) %359, align 2, !dbg !27
  %684 = insertelement <1 x i16> poison, i16 %664, i64 0, !dbg !27
  store <1 x i16> %684, ptr addrspace(3) %360, align 2, !dbg !27
  %685 = insertelement <1 x i16> poison, i16 %618, i64 0, !dbg !27
  store <1 x i16> %685, ptr addrspace(3) %362, align 2, !dbg !27
  %686 = insertelement <1 x i16> poison, i16 %634, i64 0, !dbg !27
  store <1 x i16> %686, ptr addrspace(3) %363, align 2, !dbg !27
  %687 = insertelement <1 x i16> poison, i16 %650, i64 0, !dbg !27
  store <1 x i16> %687, ptr addrspace(3) %364, align 2, !dbg !27
  %688 = insertelement <1 x i16> poison, i16 %666, i64 0, !dbg !27
  store <1 x i16> %688, ptr addrspace(3) %365, align 2, !dbg !27
  %689 = insertelement <1 x i16> poison, i16 %620, i64 0, !dbg !27
  store <1 x i16> %689, ptr addrspace(3) %367, align 2, !dbg !27
  %690 = insertelement <1 x i16> poison, i16 %636, i64 0, !dbg !27
  store <1 x i16> %690, ptr addrspace(3) %368, align 2, !dbg !27
  %691 = insertelement <1 x i16> poison, i16 %652, i64 0, !dbg !27
  store <1 x i16> %691, ptr addrspace(3) %369, align 2, !dbg !27
  %692 = insertelement <1 x i16> poison, i16 %668, i64 0, !dbg !27
  store <1 x i16> %692, ptr addrspace(3) %370, align 2, !dbg !27
  %693 = insertelement <1 x i16> poison, i16 %622, i64 0, !dbg !27
  store <1 x i16> %693, ptr addrspace(3) %372, align 2, !dbg !27
  %694 = insertelement <1 x i16> poison, i16 %638, i64 0, !dbg !27
  store <1 x i16> %694, ptr addrspace(3) %373, align 2, !dbg !27
  %695 = insertelement <1 x i16> poison, i16 %654, i64 0, !dbg !27
  store <1 x i16> %695, ptr addrspace(3) %374, align 2, !dbg !27
  %696 = insertelement <1 x i16> poison, i16 %670, i64 0, !dbg !27
  store <1 x i16> %696, ptr addrspace(3) %375, align 2, !dbg !27
  %697 = insertelement <1 x i16> poison, i16 %624, i64 0, !dbg !27
  store <1 x i16> %697, ptr addrspace(3) %377, align 2, !dbg !27
  %698 = insertelement <1 x i16> poison, i16 %640, i64 0, !dbg !27
  store <1 x i16> %698, ptr addrspace(3) %378, align 2, !dbg !27
  %699 = insertelement <1 x i16> poison, i16 %656, i64 0, !dbg !27
  store <1 x i16> %699, ptr addrspace(3) %379, align 2, !dbg !27
  %700 = insertelement <1 x i16> poison, i16 %672, i64 0, !dbg !27
  store <1 x i16> %700, ptr addrspace(3) %380, align 2, !dbg !27
  %701 = insertelement <1 x i16> poison, i16 %626, i64 0, !dbg !27
  store <1 x i16> %701, ptr addrspace(3) %382, align 2, !dbg !27
  %702 = insertelement <1 x i16> poison, i16 %642, i64 0, !dbg !27
  store <1 x i16> %702, ptr addrspace(3) %383, align 2, !dbg !27
  %703 = insertelement <1 x i16> poison, i16 %658, i64 0, !dbg !27
  store <1 x i16> %703, ptr addrspace(3) %384, align 2, !dbg !27
  %704 = insertelement <1 x i16> poison, i16 %674, i64 0, !dbg !27
  store <1 x i16> %704, ptr addrspace(3) %385, align 2, !dbg !27
  %705 = insertelement <1 x i16> poison, i16 %628, i64 0, !dbg !27
  store <1 x i16> %705, ptr addrspace(3) %387, align 2, !dbg !27
  %706 = insertelement <1 x i16> poison, i16 %644, i64 0, !dbg !27
  store <1 x i16> %706, ptr addrspace(3) %388, align 2, !dbg !27
  %707 = insertelement <1 x i16> poison, i16 %660, i64 0, !dbg !27
  store <1 x i16> %707, ptr addrspace(3) %389, align 2, !dbg !27
  %708 = insertelement <1 x i16> poison, i16 %676, i64 0, !dbg !27
  store <1 x i16> %708, ptr addrspace(3) %390, align 2, !dbg !27
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !28
  %709 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, i64 %396, i64 %399, i1 true) #6, !dbg !28
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 0, !dbg !28
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 1, !dbg !28
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 2, !dbg !28
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 3, !dbg !28
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 4, !dbg !28
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 5, !dbg !28
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 6, !dbg !28
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 7, !dbg !28
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 8, !dbg !28
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 9, !dbg !28
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 10, !dbg !28
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 11, !dbg !28
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 12, !dbg !28
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 13, !dbg !28
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 14, !dbg !28
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 15, !dbg !28
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 16, !dbg !28
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 17, !dbg !28
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 18, !dbg !28
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 19, !dbg !28
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 20, !dbg !28
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 21, !dbg !28
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 22, !dbg !28
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 23, !dbg !28
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 24, !dbg !28
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 25, !dbg !28
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 26, !dbg !28
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 27, !dbg !28
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 28, !dbg !28
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 29, !dbg !28
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 30, !dbg !28
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 31, !dbg !28
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 32, !dbg !28
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 33, !dbg !28
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 34, !dbg !28
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 35, !dbg !28
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 36, !dbg !28
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 37, !dbg !28
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 38, !dbg !28
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 39, !dbg !28
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 40, !dbg !28
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 41, !dbg !28
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 42, !dbg !28
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 43, !dbg !28
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 44, !dbg !28
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 45, !dbg !28
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 46, !dbg !28
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 47, !dbg !28
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 48, !dbg !28
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 49, !dbg !28
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 50, !dbg !28
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 51, !dbg !28
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 52, !dbg !28
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 53, !dbg !28
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 54, !dbg !28
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 55, !dbg !28
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 56, !dbg !28
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 57, !dbg !28
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 58, !dbg !28
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 59, !dbg !28
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 60, !dbg !28
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 61, !dbg !28
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 62, !dbg !28
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 63, !dbg !28
  %774 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, i64 %402, i64 %405, i1 true) #6, !dbg !28
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 0, !dbg !28
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 1, !dbg !28
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 2, !dbg !28
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 3, !dbg !28
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 4, !dbg !28
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 5, !dbg !28
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 6, !dbg !28
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 7, !dbg !28
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 8, !dbg !28
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 9, !dbg !28
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 10, !dbg !28
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 11, !dbg !28
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 12, !dbg !28
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 13, !dbg !28
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 14, !dbg !28
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 15, !dbg !28
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 16, !dbg !28
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 17, !dbg !28
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 18, !dbg !28
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 19, !dbg !28
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 20, !dbg !28
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 21, !dbg !28
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 22, !dbg !28
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 23, !dbg !28
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 24, !dbg !28
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 25, !dbg !28
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 26, !dbg !28
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 27, !dbg !28
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 28, !dbg !28
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 29, !dbg !28
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 30, !dbg !28
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 31, !dbg !28
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 32, !dbg !28
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 33, !dbg !28
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 34, !dbg !28
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 35, !dbg !28
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 36, !dbg !28
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 37, !dbg !28
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 38, !dbg !28
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 39, !dbg !28
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 40, !dbg !28
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 41, !dbg !28
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 42, !dbg !28
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 43, !dbg !28
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 44, !dbg !28
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 45, !dbg !28
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 46, !dbg !28
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 47, !dbg !28
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 48, !dbg !28
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 49, !dbg !28
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 50, !dbg !28
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 51, !dbg !28
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 52, !dbg !28
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 53, !dbg !28
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 54, !dbg !28
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 55, !dbg !28
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 56, !dbg !28
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 57, !dbg !28
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 58, !dbg !28
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 59, !dbg !28
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 60, !dbg !28
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 61, !dbg !28
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 62, !dbg !28
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %774, 63, !dbg !28
  %839 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, i64 %408, i64 %399, i1 true) #6, !dbg !28
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 0, !dbg !28
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 1, !dbg !28
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 2, !dbg !28
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 3, !dbg !28
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 4, !dbg !28
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 5, !dbg !28
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 6, !dbg !28
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 7, !dbg !28
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 8, !dbg !28
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 9, !dbg !28
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 10, !dbg !28
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 11, !dbg !28
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 12, !dbg !28
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 13, !dbg !28
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 14, !dbg !28
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 15, !dbg !28
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 16, !dbg !28
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 17, !dbg !28
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 18, !dbg !28
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 19, !dbg !28
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 20, !dbg !28
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 21, !dbg !28
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 22, !dbg !28
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 23, !dbg !28
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 24, !dbg !28
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 25, !dbg !28
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 26, !dbg !28
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 27, !dbg !28
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 28, !dbg !28
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 29, !dbg !28
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 30, !dbg !28
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 31, !dbg !28
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 32, !dbg !28
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 33, !dbg !28
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 34, !dbg !28
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 35, !dbg !28
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 36, !dbg !28
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 37, !dbg !28
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 38, !dbg !28
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 39, !dbg !28
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 40, !dbg !28
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 41, !dbg !28
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 42, !dbg !28
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 43, !dbg !28
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 44, !dbg !28
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 45, !dbg !28
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 46, !dbg !28
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 47, !dbg !28
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 48, !dbg !28
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 49, !dbg !28
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 50, !dbg !28
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 51, !dbg !28
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 52, !dbg !28
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 53, !dbg !28
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 54, !dbg !28
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 55, !dbg !28
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 56, !dbg !28
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 57, !dbg !28
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 58, !dbg !28
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 59, !dbg !28
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 60, !dbg !28
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 61, !dbg !28
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 62, !dbg !28
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %839, 63, !dbg !28
  %904 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902, float %903, i64 %411, i64 %405, i1 true) #6, !dbg !28
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 0, !dbg !28
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 1, !dbg !28
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 2, !dbg !28
  %908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 3, !dbg !28
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 4, !dbg !28
  %910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 5, !dbg !28
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 6, !dbg !28
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 7, !dbg !28
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 8, !dbg !28
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 9, !dbg !28
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 10, !dbg !28
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 11, !dbg !28
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 12, !dbg !28
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 13, !dbg !28
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 14, !dbg !28
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 15, !dbg !28
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 16, !dbg !28
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 17, !dbg !28
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 18, !dbg !28
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 19, !dbg !28
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 20, !dbg !28
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 21, !dbg !28
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 22, !dbg !28
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 23, !dbg !28
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 24, !dbg !28
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 25, !dbg !28
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 26, !dbg !28
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 27, !dbg !28
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 28, !dbg !28
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 29, !dbg !28
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 30, !dbg !28
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 31, !dbg !28
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 32, !dbg !28
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 33, !dbg !28
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 34, !dbg !28
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 35, !dbg !28
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 36, !dbg !28
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 37, !dbg !28
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 38, !dbg !28
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 39, !dbg !28
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 40, !dbg !28
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 41, !dbg !28
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 42, !dbg !28
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 43, !dbg !28
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 44, !dbg !28
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 45, !dbg !28
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 46, !dbg !28
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 47, !dbg !28
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 48, !dbg !28
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 49, !dbg !28
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 50, !dbg !28
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 51, !dbg !28
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 52, !dbg !28
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 53, !dbg !28
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 54, !dbg !28
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 55, !dbg !28
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 56, !dbg !28
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 57, !dbg !28
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 58, !dbg !28
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 59, !dbg !28
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 60, !dbg !28
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 61, !dbg !28
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 62, !dbg !28
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %904, 63, !dbg !28
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !28
  %969 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69,$70,$71,$72,$73,$74,$75,$76,$77,$78,$79,$80,$81,$82,$83,$84,$85,$86,$87,$88,$89,$90,$91,$92,$93,$94,$95,$96,$97,$98,$99,$100,$101,$102,$103,$104,$105,$106,$107,$108,$109,$110,$111,$112,$113,$114,$115,$116,$117,$118,$119,$120,$121,$122,$123,$124,$125,$126,$127,$128,$129,$130,$131,$132,$133\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133"(float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826, float %827, float %828, float %829, float %830, float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %905, float %906, float %907, float %908, float %909, float %910, float %911, float %912, float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #6, !dbg !28
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 0, !dbg !28
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 1, !dbg !28
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 2, !dbg !28
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 3, !dbg !28
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 4, !dbg !28
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 5, !dbg !28
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 6, !dbg !28
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 7, !dbg !28
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 8, !dbg !28
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 9, !dbg !28
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 10, !dbg !28
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 11, !dbg !28
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 12, !dbg !28
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 13, !dbg !28
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 14, !dbg !28
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 15, !dbg !28
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 16, !dbg !28
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 17, !dbg !28
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 18, !dbg !28
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 19, !dbg !28
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 20, !dbg !28
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 21, !dbg !28
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 22, !dbg !28
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 23, !dbg !28
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 24, !dbg !28
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 25, !dbg !28
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 26, !dbg !28
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 27, !dbg !28
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 28, !dbg !28
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 29, !dbg !28
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 30, !dbg !28
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 31, !dbg !28
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 32, !dbg !28
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 33, !dbg !28
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 34, !dbg !28
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 35, !dbg !28
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 36, !dbg !28
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 37, !dbg !28
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 38, !dbg !28
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 39, !dbg !28
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 40, !dbg !28
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 41, !dbg !28
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 42, !dbg !28
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 43, !dbg !28
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 44, !dbg !28
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 45, !dbg !28
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 46, !dbg !28
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 47, !dbg !28
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 48, !dbg !28
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 49, !dbg !28
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 50, !dbg !28
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 51, !dbg !28
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 52, !dbg !28
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 53, !dbg !28
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 54, !dbg !28
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 55, !dbg !28
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 56, !dbg !28
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 57, !dbg !28
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 58, !dbg !28
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 59, !dbg !28
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 60, !dbg !28
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 61, !dbg !28
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 62, !dbg !28
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 63, !dbg !28
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 64, !dbg !28
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 65, !dbg !28
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 66, !dbg !28
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 67, !dbg !28
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 68, !dbg !28
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 69, !dbg !28
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 70, !dbg !28
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 71, !dbg !28
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 72, !dbg !28
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 73, !dbg !28
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 74, !dbg !28
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 75, !dbg !28
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 76, !dbg !28
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 77, !dbg !28
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 78, !dbg !28
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 79, !dbg !28
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 80, !dbg !28
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 81, !dbg !28
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 82, !dbg !28
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 83, !dbg !28
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 84, !dbg !28
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 85, !dbg !28
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 86, !dbg !28
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 87, !dbg !28
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 88, !dbg !28
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 89, !dbg !28
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 90, !dbg !28
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 91, !dbg !28
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 92, !dbg !28
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 93, !dbg !28
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 94, !dbg !28
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 95, !dbg !28
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 96, !dbg !28
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 97, !dbg !28
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 98, !dbg !28
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 99, !dbg !28
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 100, !dbg !28
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 101, !dbg !28
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 102, !dbg !28
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 103, !dbg !28
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 104, !dbg !28
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 105, !dbg !28
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 106, !dbg !28
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 107, !dbg !28
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 108, !dbg !28
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 109, !dbg !28
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 110, !dbg !28
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 111, !dbg !28
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 112, !dbg !28
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 113, !dbg !28
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 114, !dbg !28
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 115, !dbg !28
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 116, !dbg !28
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 117, !dbg !28
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 118, !dbg !28
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 119, !dbg !28
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 120, !dbg !28
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 121, !dbg !28
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 122, !dbg !28
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 123, !dbg !28
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 124, !dbg !28
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 125, !dbg !28
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 126, !dbg !28
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %969, 127, !dbg !28
  %1098 = getelementptr i8, ptr addrspace(1) %.pn64573, i64 64, !dbg !29
  %1099 = getelementptr i8, ptr addrspace(1) %.pn62574, i64 64, !dbg !29
  %1100 = getelementptr i8, ptr addrspace(1) %.pn60575, i64 64, !dbg !29
  %1101 = getelementptr i8, ptr addrspace(1) %.pn58576, i64 64, !dbg !29
  %1102 = getelementptr i8, ptr addrspace(1) %.pn56577, i64 64, !dbg !29
  %1103 = getelementptr i8, ptr addrspace(1) %.pn54578, i64 64, !dbg !29
  %1104 = getelementptr i8, ptr addrspace(1) %.pn52579, i64 64, !dbg !29
  %1105 = getelementptr i8, ptr addrspace(1) %.pn50580, i64 64, !dbg !29
  %1106 = getelementptr i8, ptr addrspace(1) %.pn48581, i64 64, !dbg !29
  %1107 = getelementptr i8, ptr addrspace(1) %.pn46582, i64 64, !dbg !29
  %1108 = getelementptr i8, ptr addrspace(1) %.pn44583, i64 64, !dbg !29
  %1109 = getelementptr i8, ptr addrspace(1) %.pn42584, i64 64, !dbg !29
  %1110 = getelementptr i8, ptr addrspace(1) %.pn40585, i64 64, !dbg !29
  %1111 = getelementptr i8, ptr addrspace(1) %.pn38586, i64 64, !dbg !29
  %1112 = getelementptr i8, ptr addrspace(1) %.pn36587, i64 64, !dbg !29
  %1113 = getelementptr i8, ptr addrspace(1) %.pn34588, i64 64, !dbg !29
  %1114 = getelementptr i8, ptr addrspace(1) %.pn32589, i64 64, !dbg !29
  %1115 = getelementptr i8, ptr addrspace(1) %.pn30590, i64 64, !dbg !29
  %1116 = getelementptr i8, ptr addrspace(1) %.pn28591, i64 64, !dbg !29
  %1117 = getelementptr i8, ptr addrspace(1) %.pn26592, i64 64, !dbg !29
  %1118 = getelementptr i8, ptr addrspace(1) %.pn24593, i64 64, !dbg !29
  %1119 = getelementptr i8, ptr addrspace(1) %.pn22594, i64 64, !dbg !29
  %1120 = getelementptr i8, ptr addrspace(1) %.pn20595, i64 64, !dbg !29
  %1121 = getelementptr i8, ptr addrspace(1) %.pn18596, i64 64, !dbg !29
  %1122 = getelementptr i8, ptr addrspace(1) %.pn16597, i64 64, !dbg !29
  %1123 = getelementptr i8, ptr addrspace(1) %.pn14598, i64 64, !dbg !29
  %1124 = getelementptr i8, ptr addrspace(1) %.pn12599, i64 64, !dbg !29
  %1125 = getelementptr i8, ptr addrspace(1) %.pn10600, i64 64, !dbg !29
  %1126 = getelementptr i8, ptr addrspace(1) %.pn8601, i64 64, !dbg !29
  %1127 = getelementptr i8, ptr addrspace(1) %.pn6602, i64 64, !dbg !29
  %1128 = getelementptr i8, ptr addrspace(1) %.pn4603, i64 64, !dbg !29
  %1129 = getelementptr i8, ptr addrspace(1) %.pn2604, i64 64, !dbg !29
  %1130 = getelementptr [2 x i8], ptr addrspace(1) %.pn128605, i64 %412, !dbg !30
  %1131 = getelementptr [2 x i8], ptr addrspace(1) %.pn126606, i64 %412, !dbg !30
  %1132 = getelementptr [2 x i8], ptr addrspace(1) %.pn124607, i64 %412, !dbg !30
  %1133 = getelementptr [2 x i8], ptr addrspace(1) %.pn122608, i64 %412, !dbg !30
  %1134 = getelementptr [2 x i8], ptr addrspace(1) %.pn120609, i64 %412, !dbg !30
  %1135 = getelementptr [2 x i8], ptr addrspace(1) %.pn118610, i64 %412, !dbg !30
  %1136 = getelementptr [2 x i8], ptr addrspace(1) %.pn116611, i64 %412, !dbg !30
  %1137 = getelementptr [2 x i8], ptr addrspace(1) %.pn114612, i64 %412, !dbg !30
  %1138 = getelementptr [2 x i8], ptr addrspace(1) %.pn112613, i64 %412, !dbg !30
  %1139 = getelementptr [2 x i8], ptr addrspace(1) %.pn110614, i64 %412, !dbg !30
  %1140 = getelementptr [2 x i8], ptr addrspace(1) %.pn108615, i64 %412, !dbg !30
  %1141 = getelementptr [2 x i8], ptr addrspace(1) %.pn106616, i64 %412, !dbg !30
  %1142 = getelementptr [2 x i8], ptr addrspace(1) %.pn104617, i64 %412, !dbg !30
  %1143 = getelementptr [2 x i8], ptr addrspace(1) %.pn102618, i64 %412, !dbg !30
  %1144 = getelementptr [2 x i8], ptr addrspace(1) %.pn100619, i64 %412, !dbg !30
  %1145 = getelementptr [2 x i8], ptr addrspace(1) %.pn98620, i64 %412, !dbg !30
  %1146 = getelementptr [2 x i8], ptr addrspace(1) %.pn96621, i64 %412, !dbg !30
  %1147 = getelementptr [2 x i8], ptr addrspace(1) %.pn94622, i64 %412, !dbg !30
  %1148 = getelementptr [2 x i8], ptr addrspace(1) %.pn92623, i64 %412, !dbg !30
  %1149 = getelementptr [2 x i8], ptr addrspace(1) %.pn90624, i64 %412, !dbg !30
  %1150 = getelementptr [2 x i8], ptr addrspace(1) %.pn88625, i64 %412, !dbg !30
  %1151 = getelementptr [2 x i8], ptr addrspace(1) %.pn86626, i64 %412, !dbg !30
  %1152 = getelementptr [2 x i8], ptr addrspace(1) %.pn84627, i64 %412, !dbg !30
  %1153 = getelementptr [2 x i8], ptr addrspace(1) %.pn82628, i64 %412, !dbg !30
  %1154 = getelementptr [2 x i8], ptr addrspace(1) %.pn80629, i64 %412, !dbg !30
  %1155 = getelementptr [2 x i8], ptr addrspace(1) %.pn78630, i64 %412, !dbg !30
  %1156 = getelementptr [2 x i8], ptr addrspace(1) %.pn76631, i64 %412, !dbg !30
  %1157 = getelementptr [2 x i8], ptr addrspace(1) %.pn74632, i64 %412, !dbg !30
  %1158 = getelementptr [2 x i8], ptr addrspace(1) %.pn72633, i64 %412, !dbg !30
  %1159 = getelementptr [2 x i8], ptr addrspace(1) %.pn70634, i64 %412, !dbg !30
  %1160 = getelementptr [2 x i8], ptr addrspace(1) %.pn68635, i64 %412, !dbg !30
  %1161 = getelementptr [2 x i8], ptr addrspace(1) %.pn66636, i64 %412, !dbg !30
  %1162 = add i32 %544, 32, !dbg !19
  %1163 = icmp slt i32 %1162, %5, !dbg !19
  br i1 %1163, label %415, label %._crit_edge.loopexit, !dbg !19

._crit_edge.loopexit:                             ; preds = %415
  %1164 = insertelement <128 x float> poison, float %970, i64 0, !dbg !31
  %1165 = insertelement <128 x float> %1164, float %971, i64 1, !dbg !31
  %1166 = insertelement <128 x float> %1165, float %974, i64 2, !dbg !31
  %1167 = insertelement <128 x float> %1166, float %975, i64 3, !dbg !31
  %1168 = insertelement <128 x float> %1167, float %978, i64 4, !dbg !31
  %1169 = insertelement <128 x float> %1168, float %979, i64 5, !dbg !31
  %1170 = insertelement <128 x float> %1169, float %982, i64 6, !dbg !31
  %1171 = insertelement <128 x float> %1170, float %983, i64 7, !dbg !31
  %1172 = insertelement <128 x float> %1171, float %986, i64 8, !dbg !31
  %1173 = insertelement <128 x float> %1172, float %987, i64 9, !dbg !31
  %1174 = insertelement <128 x float> %1173, float %990, i64 10, !dbg !31
  %1175 = insertelement <128 x float> %1174, float %991, i64 11, !dbg !31
  %1176 = insertelement <128 x float> %1175, float %994, i64 12, !dbg !31
  %1177 = insertelement <128 x float> %1176, float %995, i64 13, !dbg !31
  %1178 = insertelement <128 x float> %1177, float %998, i64 14, !dbg !31
  %1179 = insertelement <128 x float> %1178, float %999, i64 15, !dbg !31
  %1180 = insertelement <128 x float> %1179, float %1002, i64 16, !dbg !31
  %1181 = insertelement <128 x float> %1180, float %1003, i64 17, !dbg !31
  %1182 = insertelement <128 x float> %1181, float %1006, i64 18, !dbg !31
  %1183 = insertelement <128 x float> %1182, float %1007, i64 19, !dbg !31
  %1184 = insertelement <128 x float> %1183, float %1010, i64 20, !dbg !31
  %1185 = insertelement <128 x float> %1184, float %1011, i64 21, !dbg !31
  %1186 = insertelement <128 x float> %1185, float %1014, i64 22, !dbg !31
  %1187 = insertelement <128 x float> %1186, float %1015, i64 23, !dbg !31
  %1188 = insertelement <128 x float> %1187, float %1018, i64 24, !dbg !31
  %1189 = insertelement <128 x float> %1188, float %1019, i64 25, !dbg !31
  %1190 = insertelement <128 x float> %1189, float %1022, i64 26, !dbg !31
  %1191 = insertelement <128 x float> %1190, float %1023, i64 27, !dbg !31
  %1192 = insertelement <128 x float> %1191, float %1026, i64 28, !dbg !31
  %1193 = insertelement <128 x float> %1192, float %1027, i64 29, !dbg !31
  %1194 = insertelement <128 x float> %1193, float %1030, i64 30, !dbg !31
  %1195 = insertelement <128 x float> %1194, float %1031, i64 31, !dbg !31
  %1196 = insertelement <128 x float> %1195, float %972, i64 32, !dbg !31
  %1197 = insertelement <128 x float> %1196, float %973, i64 33, !dbg !31
  %1198 = insertelement <128 x float> %1197, float %976, i64 34, !dbg !31
  %1199 = insertelement <128 x float> %1198, float %977, i64 35, !dbg !31
  %1200 = insertelement <128 x float> %1199, float %980, i64 36, !dbg !31
  %1201 = insertelement <128 x float> %1200, float %981, i64 37, !dbg !31
  %1202 = insertelement <128 x float> %1201, float %984, i64 38, !dbg !31
  %1203 = insertelement <128 x float> %1202, float %985, i64 39, !dbg !31
  %1204 = insertelement <128 x float> %1203, float %988, i64 40, !dbg !31
  %1205 = insertelement <128 x float> %1204, float %989, i64 41, !dbg !31
  %1206 = insertelement <128 x float> %1205, float %992, i64 42, !dbg !31
  %1207 = insertelement <128 x float> %1206, float %993, i64 43, !dbg !31
  %1208 = insertelement <128 x float> %1207, float %996, i64 44, !dbg !31
  %1209 = insertelement <128 x float> %1208, float %997, i64 45, !dbg !31
  %1210 = insertelement <128 x float> %1209, float %1000, i64 46, !dbg !31
  %1211 = insertelement <128 x float> %1210, float %1001, i64 47, !dbg !31
  %1212 = insertelement <128 x float> %1211, float %1004, i64 48, !dbg !31
  %1213 = insertelement <128 x float> %1212, float %1005, i64 49, !dbg !31
  %1214 = insertelement <128 x float> %1213, float %1008, i64 50, !dbg !31
  %1215 = insertelement <128 x float> %1214, float %1009, i64 51, !dbg !31
  %1216 = insertelement <128 x float> %1215, float %1012, i64 52, !dbg !31
  %1217 = insertelement <128 x float> %1216, float %1013, i64 53, !dbg !31
  %1218 = insertelement <128 x float> %1217, float %1016, i64 54, !dbg !31
  %1219 = insertelement <128 x float> %1218, float %1017, i64 55, !dbg !31
  %1220 = insertelement <128 x float> %1219, float %1020, i64 56, !dbg !31
  %1221 = insertelement <128 x float> %1220, float %1021, i64 57, !dbg !31
  %1222 = insertelement <128 x float> %1221, float %1024, i64 58, !dbg !31
  %1223 = insertelement <128 x float> %1222, float %1025, i64 59, !dbg !31
  %1224 = insertelement <128 x float> %1223, float %1028, i64 60, !dbg !31
  %1225 = insertelement <128 x float> %1224, float %1029, i64 61, !dbg !31
  %1226 = insertelement <128 x float> %1225, float %1032, i64 62, !dbg !31
  %1227 = insertelement <128 x float> %1226, float %1033, i64 63, !dbg !31
  %1228 = insertelement <128 x float> %1227, float %1034, i64 64, !dbg !31
  %1229 = insertelement <128 x float> %1228, float %1035, i64 65, !dbg !31
  %1230 = insertelement <128 x float> %1229, float %1038, i64 66, !dbg !31
  %1231 = insertelement <128 x float> %1230, float %1039, i64 67, !dbg !31
  %1232 = insertelement <128 x float> %1231, float %1042, i64 68, !dbg !31
  %1233 = insertelement <128 x float> %1232, float %1043, i64 69, !dbg !31
  %1234 = insertelement <128 x float> %1233, float %1046, i64 70, !dbg !31
  %1235 = insertelement <128 x float> %1234, float %1047, i64 71, !dbg !31
  %1236 = insertelement <128 x float> %1235, float %1050, i64 72, !dbg !31
  %1237 = insertelement <128 x float> %1236, float %1051, i64 73, !dbg !31
  %1238 = insertelement <128 x float> %1237, float %1054, i64 74, !dbg !31
  %1239 = insertelement <128 x float> %1238, float %1055, i64 75, !dbg !31
  %1240 = insertelement <128 x float> %1239, float %1058, i64 76, !dbg !31
  %1241 = insertelement <128 x float> %1240, float %1059, i64 77, !dbg !31
  %1242 = insertelement <128 x float> %1241, float %1062, i64 78, !dbg !31
  %1243 = insertelement <128 x float> %1242, float %1063, i64 79, !dbg !31
  %1244 = insertelement <128 x float> %1243, float %1066, i64 80, !dbg !31
  %1245 = insertelement <128 x float> %1244, float %1067, i64 81, !dbg !31
  %1246 = insertelement <128 x float> %1245, float %1070, i64 82, !dbg !31
  %1247 = insertelement <128 x float> %1246, float %1071, i64 83, !dbg !31
  %1248 = insertelement <128 x float> %1247, float %1074, i64 84, !dbg !31
  %1249 = insertelement <128 x float> %1248, float %1075, i64 85, !dbg !31
  %1250 = insertelement <128 x float> %1249, float %1078, i64 86, !dbg !31
  %1251 = insertelement <128 x float> %1250, float %1079, i64 87, !dbg !31
  %1252 = insertelement <128 x float> %1251, float %1082, i64 88, !dbg !31
  %1253 = insertelement <128 x float> %1252, float %1083, i64 89, !dbg !31
  %1254 = insertelement <128 x float> %1253, float %1086, i64 90, !dbg !31
  %1255 = insertelement <128 x float> %1254, float %1087, i64 91, !dbg !31
  %1256 = insertelement <128 x float> %1255, float %1090, i64 92, !dbg !31
  %1257 = insertelement <128 x float> %1256, float %1091, i64 93, !dbg !31
  %1258 = insertelement <128 x float> %1257, float %1094, i64 94, !dbg !31
  %1259 = insertelement <128 x float> %1258, float %1095, i64 95, !dbg !31
  %1260 = insertelement <128 x float> %1259, float %1036, i64 96, !dbg !31
  %1261 = insertelement <128 x float> %1260, float %1037, i64 97, !dbg !31
  %1262 = insertelement <128 x float> %1261, float %1040, i64 98, !dbg !31
  %1263 = insertelement <128 x float> %1262, float %1041, i64 99, !dbg !31
  %1264 = insertelement <128 x float> %1263, float %1044, i64 100, !dbg !31
  %1265 = insertelement <128 x float> %1264, float %1045, i64 101, !dbg !31
  %1266 = insertelement <128 x float> %1265, float %1048, i64 102, !dbg !31
  %1267 = insertelement <128 x float> %1266, float %1049, i64 103, !dbg !31
  %1268 = insertelement <128 x float> %1267, float %1052, i64 104, !dbg !31
  %1269 = insertelement <128 x float> %1268, float %1053, i64 105, !dbg !31
  %1270 = insertelement <128 x float> %1269, float %1056, i64 106, !dbg !31
  %1271 = insertelement <128 x float> %1270, float %1057, i64 107, !dbg !31
  %1272 = insertelement <128 x float> %1271, float %1060, i64 108, !dbg !31
  %1273 = insertelement <128 x float> %1272, float %1061, i64 109, !dbg !31
  %1274 = insertelement <128 x float> %1273, float %1064, i64 110, !dbg !31
  %1275 = insertelement <128 x float> %1274, float %1065, i64 111, !dbg !31
  %1276 = insertelement <128 x float> %1275, float %1068, i64 112, !dbg !31
  %1277 = insertelement <128 x float> %1276, float %1069, i64 113, !dbg !31
  %1278 = insertelement <128 x float> %1277, float %1072, i64 114, !dbg !31
  %1279 = insertelement <128 x float> %1278, float %1073, i64 115, !dbg !31
  %1280 = insertelement <128 x float> %1279, float %1076, i64 116, !dbg !31
  %1281 = insertelement <128 x float> %1280, float %1077, i64 117, !dbg !31
  %1282 = insertelement <128 x float> %1281, float %1080, i64 118, !dbg !31
  %1283 = insertelement <128 x float> %1282, float %1081, i64 119, !dbg !31
  %1284 = insertelement <128 x float> %1283, float %1084, i64 120, !dbg !31
  %1285 = insertelement <128 x float> %1284, float %1085, i64 121, !dbg !31
  %1286 = insertelement <128 x float> %1285, float %1088, i64 122, !dbg !31
  %1287 = insertelement <128 x float> %1286, float %1089, i64 123, !dbg !31
  %1288 = insertelement <128 x float> %1287, float %1092, i64 124, !dbg !31
  %1289 = insertelement <128 x float> %1288, float %1093, i64 125, !dbg !31
  %1290 = insertelement <128 x float> %1289, float %1096, i64 126, !dbg !31
  %1291 = insertelement <128 x float> %1290, float %1097, i64 127, !dbg !31
  %1292 = fptrunc <128 x float> %1291 to <128 x half>, !dbg !31
  %1293 = bitcast <128 x half> %1292 to <64 x i32>, !dbg !32
  br label %._crit_edge, !dbg !14

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %.bc891 = phi <64 x i32> [ zeroinitializer, %11 ], [ %1293, %._crit_edge.loopexit ], !dbg !33
  %1294 = or disjoint i32 %14, 127, !dbg !14
  %1295 = or disjoint i32 %14, 126, !dbg !14
  %1296 = or disjoint i32 %14, 125, !dbg !14
  %1297 = or disjoint i32 %14, 124, !dbg !14
  %1298 = or disjoint i32 %14, 123, !dbg !14
  %1299 = or disjoint i32 %14, 122, !dbg !14
  %1300 = or disjoint i32 %14, 121, !dbg !14
  %1301 = or disjoint i32 %14, 120, !dbg !14
  %1302 = or disjoint i32 %14, 119, !dbg !14
  %1303 = or disjoint i32 %14, 118, !dbg !14
  %1304 = or disjoint i32 %14, 117, !dbg !14
  %1305 = or disjoint i32 %14, 116, !dbg !14
  %1306 = or disjoint i32 %14, 115, !dbg !14
  %1307 = or disjoint i32 %14, 114, !dbg !14
  %1308 = or disjoint i32 %14, 113, !dbg !14
  %1309 = or disjoint i32 %14, 112, !dbg !14
  %1310 = or disjoint i32 %14, 111, !dbg !14
  %1311 = or disjoint i32 %14, 110, !dbg !14
  %1312 = or disjoint i32 %14, 109, !dbg !14
  %1313 = or disjoint i32 %14, 108, !dbg !14
  %1314 = or disjoint i32 %14, 107, !dbg !14
  %1315 = or disjoint i32 %14, 106, !dbg !14
  %1316 = or disjoint i32 %14, 105, !dbg !14
  %1317 = or disjoint i32 %14, 104, !dbg !14
  %1318 = or disjoint i32 %14, 103, !dbg !14
  %1319 = or disjoint i32 %14, 102, !dbg !14
  %1320 = or disjoint i32 %14, 101, !dbg !14
  %1321 = or disjoint i32 %14, 100, !dbg !14
  %1322 = or disjoint i32 %14, 99, !dbg !14
  %1323 = or disjoint i32 %14, 98, !dbg !14
  %1324 = or disjoint i32 %14, 97, !dbg !14
  %1325 = or disjoint i32 %14, 96, !dbg !14
  %1326 = or disjoint i32 %14, 95, !dbg !14
  %1327 = or disjoint i32 %14, 94, !dbg !14
  %1328 = or disjoint i32 %14, 93, !dbg !14
  %1329 = or disjoint i32 %14, 92, !dbg !14
  %1330 = or disjoint i32 %14, 91, !dbg !14
  %1331 = or disjoint i32 %14, 90, !dbg !14
  %1332 = or disjoint i32 %14, 89, !dbg !14
  %1333 = or disjoint i32 %14, 88, !dbg !14
  %1334 = or disjoint i32 %14, 87, !dbg !14
  %1335 = or disjoint i32 %14, 86, !dbg !14
  %1336 = or disjoint i32 %14, 85, !dbg !14
  %1337 = or disjoint i32 %14, 84, !dbg !14
  %1338 = or disjoint i32 %14, 83, !dbg !14
  %1339 = or disjoint i32 %14, 82, !dbg !14
  %1340 = or disjoint i32 %14, 81, !dbg !14
  %1341 = or disjoint i32 %14, 80, !dbg !14
  %1342 = or disjoint i32 %14, 79, !dbg !14
  %1343 = or disjoint i32 %14, 78, !dbg !14
  %1344 = or disjoint i32 %14, 77, !dbg !14
  %1345 = or disjoint i32 %14, 76, !dbg !14
  %1346 = or disjoint i32 %14, 75, !dbg !14
  %1347 = or disjoint i32 %14, 74, !dbg !14
  %1348 = or disjoint i32 %14, 73, !dbg !14
  %1349 = or disjoint i32 %14, 72, !dbg !14
  %1350 = or disjoint i32 %14, 71, !dbg !14
  %1351 = or disjoint i32 %14, 70, !dbg !14
  %1352 = or disjoint i32 %14, 69, !dbg !14
  %1353 = or disjoint i32 %14, 68, !dbg !14
  %1354 = or disjoint i32 %14, 67, !dbg !14
  %1355 = or disjoint i32 %14, 66, !dbg !14
  %1356 = or disjoint i32 %14, 65, !dbg !14
  %1357 = or disjoint i32 %14, 64, !dbg !14
  %1358 = or disjoint i32 %14, 63, !dbg !14
  %1359 = or disjoint i32 %14, 62, !dbg !14
  %1360 = or disjoint i32 %14, 61, !dbg !14
  %1361 = or disjoint i32 %14, 60, !dbg !14
  %1362 = or disjoint i32 %14, 59, !dbg !14
  %1363 = or disjoint i32 %14, 58, !dbg !14
  %1364 = or disjoint i32 %14, 57, !dbg !14
  %1365 = or disjoint i32 %14, 56, !dbg !14
  %1366 = or disjoint i32 %14, 55, !dbg !14
  %1367 = or disjoint i32 %14, 54, !dbg !14
  %1368 = or disjoint i32 %14, 53, !dbg !14
  %1369 = or disjoint i32 %14, 52, !dbg !14
  %1370 = or disjoint i32 %14, 51, !dbg !14
  %1371 = or disjoint i32 %14, 50, !dbg !14
  %1372 = or disjoint i32 %14, 49, !dbg !14
  %1373 = or disjoint i32 %14, 48, !dbg !14
  %1374 = or disjoint i32 %14, 47, !dbg !14
  %1375 = or disjoint i32 %14, 46, !dbg !14
  %1376 = or disjoint i32 %14, 45, !dbg !14
  %1377 = or disjoint i32 %14, 44, !dbg !14
  %1378 = or disjoint i32 %14, 43, !dbg !14
  %1379 = or disjoint i32 %14, 42, !dbg !14
  %1380 = or disjoint i32 %14, 41, !dbg !14
  %1381 = or disjoint i32 %14, 40, !dbg !14
  %1382 = or disjoint i32 %14, 39, !dbg !14
  %1383 = or disjoint i32 %14, 38, !dbg !14
  %1384 = or disjoint i32 %14, 37, !dbg !14
  %1385 = or disjoint i32 %14, 36, !dbg !14
  %1386 = or disjoint i32 %14, 35, !dbg !14
  %1387 = or disjoint i32 %14, 34, !dbg !14
  %1388 = or disjoint i32 %14, 33, !dbg !14
  %1389 = or disjoint i32 %14, 32, !dbg !14
  %1390 = or disjoint i32 %14, 31, !dbg !14
  %1391 = or disjoint i32 %14, 30, !dbg !14
  %1392 = or disjoint i32 %14, 29, !dbg !14
  %1393 = or disjoint i32 %14, 28, !dbg !14
  %1394 = or disjoint i32 %14, 27, !dbg !14
  %1395 = or disjoint i32 %14, 26, !dbg !14
  %1396 = or disjoint i32 %14, 25, !dbg !14
  %1397 = or disjoint i32 %14, 24, !dbg !14
  %1398 = or disjoint i32 %14, 23, !dbg !14
  %1399 = or disjoint i32 %14, 22, !dbg !14
  %1400 = or disjoint i32 %14, 21, !dbg !14
  %1401 = or disjoint i32 %14, 20, !dbg !14
  %1402 = or disjoint i32 %14, 19, !dbg !14
  %1403 = or disjoint i32 %14, 18, !dbg !14
  %1404 = or disjoint i32 %14, 17, !dbg !14
  %1405 = or disjoint i32 %14, 16, !dbg !14
  %1406 = or disjoint i32 %14, 15, !dbg !14
  %1407 = or disjoint i32 %14, 14, !dbg !14
  %1408 = or disjoint i32 %14, 13, !dbg !14
  %1409 = or disjoint i32 %14, 12, !dbg !14
  %1410 = or disjoint i32 %14, 11, !dbg !14
  %1411 = or disjoint i32 %14, 10, !dbg !14
  %1412 = or disjoint i32 %14, 9, !dbg !14
  %1413 = or disjoint i32 %14, 8, !dbg !14
  %1414 = or disjoint i32 %14, 7, !dbg !14
  %1415 = or disjoint i32 %14, 6, !dbg !14
  %1416 = or disjoint i32 %14, 5, !dbg !14
  %1417 = or disjoint i32 %14, 4, !dbg !14
  %1418 = or disjoint i32 %14, 3, !dbg !14
  %1419 = or disjoint i32 %14, 2, !dbg !14
  %1420 = or disjoint i32 %14, 1, !dbg !14
  %1421 = mul i32 %8, %14, !dbg !34
  %1422 = mul i32 %8, %1420, !dbg !34
  %1423 = mul i32 %8, %1419, !dbg !34
  %1424 = mul i32 %8, %1418, !dbg !34
  %1425 = mul i32 %8, %1417, !dbg !34
  %1426 = mul i32 %8, %1416, !dbg !34
  %1427 = mul i32 %8, %1415, !dbg !34
  %1428 = mul i32 %8, %1414, !dbg !34
  %1429 = mul i32 %8, %1413, !dbg !34
  %1430 = mul i32 %8, %1412, !dbg !34
  %1431 = mul i32 %8, %1411, !dbg !34
  %1432 = mul i32 %8, %1410, !dbg !34
  %1433 = mul i32 %8, %1409, !dbg !34
  %1434 = mul i32 %8, %1408, !dbg !34
  %1435 = mul i32 %8, %1407, !dbg !34
  %1436 = mul i32 %8, %1406, !dbg !34
  %1437 = mul i32 %8, %1405, !dbg !34
  %1438 = mul i32 %8, %1404, !dbg !34
  %1439 = mul i32 %8, %1403, !dbg !34
  %1440 = mul i32 %8, %1402, !dbg !34
  %1441 = mul i32 %8, %1401, !dbg !34
  %1442 = mul i32 %8, %1400, !dbg !34
  %1443 = mul i32 %8, %1399, !dbg !34
  %1444 = mul i32 %8, %1398, !dbg !34
  %1445 = mul i32 %8, %1397, !dbg !34
  %1446 = mul i32 %8, %1396, !dbg !34
  %1447 = mul i32 %8, %1395, !dbg !34
  %1448 = mul i32 %8, %1394, !dbg !34
  %1449 = mul i32 %8, %1393, !dbg !34
  %1450 = mul i32 %8, %1392, !dbg !34
  %1451 = mul i32 %8, %1391, !dbg !34
  %1452 = mul i32 %8, %1390, !dbg !34
  %1453 = mul i32 %8, %1389, !dbg !34
  %1454 = mul i32 %8, %1388, !dbg !34
  %1455 = mul i32 %8, %1387, !dbg !34
  %1456 = mul i32 %8, %1386, !dbg !34
  %1457 = mul i32 %8, %1385, !dbg !34
  %1458 = mul i32 %8, %1384, !dbg !34
  %1459 = mul i32 %8, %1383, !dbg !34
  %1460 = mul i32 %8, %1382, !dbg !34
  %1461 = mul i32 %8, %1381, !dbg !34
  %1462 = mul i32 %8, %1380, !dbg !34
  %1463 = mul i32 %8, %1379, !dbg !34
  %1464 = mul i32 %8, %1378, !dbg !34
  %1465 = mul i32 %8, %1377, !dbg !34
  %1466 = mul i32 %8, %1376, !dbg !34
  %1467 = mul i32 %8, %1375, !dbg !34
  %1468 = mul i32 %8, %1374, !dbg !34
  %1469 = mul i32 %8, %1373, !dbg !34
  %1470 = mul i32 %8, %1372, !dbg !34
  %1471 = mul i32 %8, %1371, !dbg !34
  %1472 = mul i32 %8, %1370, !dbg !34
  %1473 = mul i32 %8, %1369, !dbg !34
  %1474 = mul i32 %8, %1368, !dbg !34
  %1475 = mul i32 %8, %1367, !dbg !34
  %1476 = mul i32 %8, %1366, !dbg !34
  %1477 = mul i32 %8, %1365, !dbg !34
  %1478 = mul i32 %8, %1364, !dbg !34
  %1479 = mul i32 %8, %1363, !dbg !34
  %1480 = mul i32 %8, %1362, !dbg !34
  %1481 = mul i32 %8, %1361, !dbg !34
  %1482 = mul i32 %8, %1360, !dbg !34
  %1483 = mul i32 %8, %1359, !dbg !34
  %1484 = mul i32 %8, %1358, !dbg !34
  %1485 = mul i32 %8, %1357, !dbg !34
  %1486 = mul i32 %8, %1356, !dbg !34
  %1487 = mul i32 %8, %1355, !dbg !34
  %1488 = mul i32 %8, %1354, !dbg !34
  %1489 = mul i32 %8, %1353, !dbg !34
  %1490 = mul i32 %8, %1352, !dbg !34
  %1491 = mul i32 %8, %1351, !dbg !34
  %1492 = mul i32 %8, %1350, !dbg !34
  %1493 = mul i32 %8, %1349, !dbg !34
  %1494 = mul i32 %8, %1348, !dbg !34
  %1495 = mul i32 %8, %1347, !dbg !34
  %1496 = mul i32 %8, %1346, !dbg !34
  %1497 = mul i32 %8, %1345, !dbg !34
  %1498 = mul i32 %8, %1344, !dbg !34
  %1499 = mul i32 %8, %1343, !dbg !34
  %1500 = mul i32 %8, %1342, !dbg !34
  %1501 = mul i32 %8, %1341, !dbg !34
  %1502 = mul i32 %8, %1340, !dbg !34
  %1503 = mul i32 %8, %1339, !dbg !34
  %1504 = mul i32 %8, %1338, !dbg !34
  %1505 = mul i32 %8, %1337, !dbg !34
  %1506 = mul i32 %8, %1336, !dbg !34
  %1507 = mul i32 %8, %1335, !dbg !34
  %1508 = mul i32 %8, %1334, !dbg !34
  %1509 = mul i32 %8, %1333, !dbg !34
  %1510 = mul i32 %8, %1332, !dbg !34
  %1511 = mul i32 %8, %1331, !dbg !34
  %1512 = mul i32 %8, %1330, !dbg !34
  %1513 = mul i32 %8, %1329, !dbg !34
  %1514 = mul i32 %8, %1328, !dbg !34
  %1515 = mul i32 %8, %1327, !dbg !34
  %1516 = mul i32 %8, %1326, !dbg !34
  %1517 = mul i32 %8, %1325, !dbg !34
  %1518 = mul i32 %8, %1324, !dbg !34
  %1519 = mul i32 %8, %1323, !dbg !34
  %1520 = mul i32 %8, %1322, !dbg !34
  %1521 = mul i32 %8, %1321, !dbg !34
  %1522 = mul i32 %8, %1320, !dbg !34
  %1523 = mul i32 %8, %1319, !dbg !34
  %1524 = mul i32 %8, %1318, !dbg !34
  %1525 = mul i32 %8, %1317, !dbg !34
  %1526 = mul i32 %8, %1316, !dbg !34
  %1527 = mul i32 %8, %1315, !dbg !34
  %1528 = mul i32 %8, %1314, !dbg !34
  %1529 = mul i32 %8, %1313, !dbg !34
  %1530 = mul i32 %8, %1312, !dbg !34
  %1531 = mul i32 %8, %1311, !dbg !34
  %1532 = mul i32 %8, %1310, !dbg !34
  %1533 = mul i32 %8, %1309, !dbg !34
  %1534 = mul i32 %8, %1308, !dbg !34
  %1535 = mul i32 %8, %1307, !dbg !34
  %1536 = mul i32 %8, %1306, !dbg !34
  %1537 = mul i32 %8, %1305, !dbg !34
  %1538 = mul i32 %8, %1304, !dbg !34
  %1539 = mul i32 %8, %1303, !dbg !34
  %1540 = mul i32 %8, %1302, !dbg !34
  %1541 = mul i32 %8, %1301, !dbg !34
  %1542 = mul i32 %8, %1300, !dbg !34
  %1543 = mul i32 %8, %1299, !dbg !34
  %1544 = mul i32 %8, %1298, !dbg !34
  %1545 = mul i32 %8, %1297, !dbg !34
  %1546 = mul i32 %8, %1296, !dbg !34
  %1547 = mul i32 %8, %1295, !dbg !34
  %1548 = mul i32 %8, %1294, !dbg !34
  %1549 = sext i32 %1421 to i64, !dbg !35
  %1550 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1549, !dbg !35
  %1551 = sext i32 %1422 to i64, !dbg !35
  %1552 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1551, !dbg !35
  %1553 = sext i32 %1423 to i64, !dbg !35
  %1554 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1553, !dbg !35
  %1555 = sext i32 %1424 to i64, !dbg !35
  %1556 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1555, !dbg !35
  %1557 = sext i32 %1425 to i64, !dbg !35
  %1558 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1557, !dbg !35
  %1559 = sext i32 %1426 to i64, !dbg !35
  %1560 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1559, !dbg !35
  %1561 = sext i32 %1427 to i64, !dbg !35
  %1562 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1561, !dbg !35
  %1563 = sext i32 %1428 to i64, !dbg !35
  %1564 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1563, !dbg !35
  %1565 = sext i32 %1429 to i64, !dbg !35
  %1566 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1565, !dbg !35
  %1567 = sext i32 %1430 to i64, !dbg !35
  %1568 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1567, !dbg !35
  %1569 = sext i32 %1431 to i64, !dbg !35
  %1570 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1569, !dbg !35
  %1571 = sext i32 %1432 to i64, !dbg !35
  %1572 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1571, !dbg !35
  %1573 = sext i32 %1433 to i64, !dbg !35
  %1574 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1573, !dbg !35
  %1575 = sext i32 %1434 to i64, !dbg !35
  %1576 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1575, !dbg !35
  %1577 = sext i32 %1435 to i64, !dbg !35
  %1578 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1577, !dbg !35
  %1579 = sext i32 %1436 to i64, !dbg !35
  %1580 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1579, !dbg !35
  %1581 = sext i32 %1437 to i64, !dbg !35
  %1582 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1581, !dbg !35
  %1583 = sext i32 %1438 to i64, !dbg !35
  %1584 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1583, !dbg !35
  %1585 = sext i32 %1439 to i64, !dbg !35
  %1586 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1585, !dbg !35
  %1587 = sext i32 %1440 to i64, !dbg !35
  %1588 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1587, !dbg !35
  %1589 = sext i32 %1441 to i64, !dbg !35
  %1590 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1589, !dbg !35
  %1591 = sext i32 %1442 to i64, !dbg !35
  %1592 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1591, !dbg !35
  %1593 = sext i32 %1443 to i64, !dbg !35
  %1594 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1593, !dbg !35
  %1595 = sext i32 %1444 to i64, !dbg !35
  %1596 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1595, !dbg !35
  %1597 = sext i32 %1445 to i64, !dbg !35
  %1598 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1597, !dbg !35
  %1599 = sext i32 %1446 to i64, !dbg !35
  %1600 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1599, !dbg !35
  %1601 = sext i32 %1447 to i64, !dbg !35
  %1602 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1601, !dbg !35
  %1603 = sext i32 %1448 to i64, !dbg !35
  %1604 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1603, !dbg !35
  %1605 = sext i32 %1449 to i64, !dbg !35
  %1606 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1605, !dbg !35
  %1607 = sext i32 %1450 to i64, !dbg !35
  %1608 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1607, !dbg !35
  %1609 = sext i32 %1451 to i64, !dbg !35
  %1610 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1609, !dbg !35
  %1611 = sext i32 %1452 to i64, !dbg !35
  %1612 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1611, !dbg !35
  %1613 = sext i32 %1453 to i64, !dbg !35
  %1614 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1613, !dbg !35
  %1615 = sext i32 %1454 to i64, !dbg !35
  %1616 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1615, !dbg !35
  %1617 = sext i32 %1455 to i64, !dbg !35
  %1618 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1617, !dbg !35
  %1619 = sext i32 %1456 to i64, !dbg !35
  %1620 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1619, !dbg !35
  %1621 = sext i32 %1457 to i64, !dbg !35
  %1622 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1621, !dbg !35
  %1623 = sext i32 %1458 to i64, !dbg !35
  %1624 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1623, !dbg !35
  %1625 = sext i32 %1459 to i64, !dbg !35
  %1626 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1625, !dbg !35
  %1627 = sext i32 %1460 to i64, !dbg !35
  %1628 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1627, !dbg !35
  %1629 = sext i32 %1461 to i64, !dbg !35
  %1630 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1629, !dbg !35
  %1631 = sext i32 %1462 to i64, !dbg !35
  %1632 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1631, !dbg !35
  %1633 = sext i32 %1463 to i64, !dbg !35
  %1634 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1633, !dbg !35
  %1635 = sext i32 %1464 to i64, !dbg !35
  %1636 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1635, !dbg !35
  %1637 = sext i32 %1465 to i64, !dbg !35
  %1638 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1637, !dbg !35
  %1639 = sext i32 %1466 to i64, !dbg !35
  %1640 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1639, !dbg !35
  %1641 = sext i32 %1467 to i64, !dbg !35
  %1642 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1641, !dbg !35
  %1643 = sext i32 %1468 to i64, !dbg !35
  %1644 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1643, !dbg !35
  %1645 = sext i32 %1469 to i64, !dbg !35
  %1646 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1645, !dbg !35
  %1647 = sext i32 %1470 to i64, !dbg !35
  %1648 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1647, !dbg !35
  %1649 = sext i32 %1471 to i64, !dbg !35
  %1650 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1649, !dbg !35
  %1651 = sext i32 %1472 to i64, !dbg !35
  %1652 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1651, !dbg !35
  %1653 = sext i32 %1473 to i64, !dbg !35
  %1654 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1653, !dbg !35
  %1655 = sext i32 %1474 to i64, !dbg !35
  %1656 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1655, !dbg !35
  %1657 = sext i32 %1475 to i64, !dbg !35
  %1658 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1657, !dbg !35
  %1659 = sext i32 %1476 to i64, !dbg !35
  %1660 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1659, !dbg !35
  %1661 = sext i32 %1477 to i64, !dbg !35
  %1662 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1661, !dbg !35
  %1663 = sext i32 %1478 to i64, !dbg !35
  %1664 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1663, !dbg !35
  %1665 = sext i32 %1479 to i64, !dbg !35
  %1666 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1665, !dbg !35
  %1667 = sext i32 %1480 to i64, !dbg !35
  %1668 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1667, !dbg !35
  %1669 = sext i32 %1481 to i64, !dbg !35
  %1670 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1669, !dbg !35
  %1671 = sext i32 %1482 to i64, !dbg !35
  %1672 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1671, !dbg !35
  %1673 = sext i32 %1483 to i64, !dbg !35
  %1674 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1673, !dbg !35
  %1675 = sext i32 %1484 to i64, !dbg !35
  %1676 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1675, !dbg !35
  %1677 = sext i32 %1485 to i64, !dbg !35
  %1678 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1677, !dbg !35
  %1679 = sext i32 %1486 to i64, !dbg !35
  %1680 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1679, !dbg !35
  %1681 = sext i32 %1487 to i64, !dbg !35
  %1682 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1681, !dbg !35
  %1683 = sext i32 %1488 to i64, !dbg !35
  %1684 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1683, !dbg !35
  %1685 = sext i32 %1489 to i64, !dbg !35
  %1686 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1685, !dbg !35
  %1687 = sext i32 %1490 to i64, !dbg !35
  %1688 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1687, !dbg !35
  %1689 = sext i32 %1491 to i64, !dbg !35
  %1690 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1689, !dbg !35
  %1691 = sext i32 %1492 to i64, !dbg !35
  %1692 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1691, !dbg !35
  %1693 = sext i32 %1493 to i64, !dbg !35
  %1694 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1693, !dbg !35
  %1695 = sext i32 %1494 to i64, !dbg !35
  %1696 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1695, !dbg !35
  %1697 = sext i32 %1495 to i64, !dbg !35
  %1698 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1697, !dbg !35
  %1699 = sext i32 %1496 to i64, !dbg !35
  %1700 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1699, !dbg !35
  %1701 = sext i32 %1497 to i64, !dbg !35
  %1702 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1701, !dbg !35
  %1703 = sext i32 %1498 to i64, !dbg !35
  %1704 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1703, !dbg !35
  %1705 = sext i32 %1499 to i64, !dbg !35
  %1706 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1705, !dbg !35
  %1707 = sext i32 %1500 to i64, !dbg !35
  %1708 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1707, !dbg !35
  %1709 = sext i32 %1501 to i64, !dbg !35
  %1710 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1709, !dbg !35
  %1711 = sext i32 %1502 to i64, !dbg !35
  %1712 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1711, !dbg !35
  %1713 = sext i32 %1503 to i64, !dbg !35
  %1714 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1713, !dbg !35
  %1715 = sext i32 %1504 to i64, !dbg !35
  %1716 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1715, !dbg !35
  %1717 = sext i32 %1505 to i64, !dbg !35
  %1718 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1717, !dbg !35
  %1719 = sext i32 %1506 to i64, !dbg !35
  %1720 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1719, !dbg !35
  %1721 = sext i32 %1507 to i64, !dbg !35
  %1722 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1721, !dbg !35
  %1723 = sext i32 %1508 to i64, !dbg !35
  %1724 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1723, !dbg !35
  %1725 = sext i32 %1509 to i64, !dbg !35
  %1726 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1725, !dbg !35
  %1727 = sext i32 %1510 to i64, !dbg !35
  %1728 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1727, !dbg !35
  %1729 = sext i32 %1511 to i64, !dbg !35
  %1730 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1729, !dbg !35
  %1731 = sext i32 %1512 to i64, !dbg !35
  %1732 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1731, !dbg !35
  %1733 = sext i32 %1513 to i64, !dbg !35
  %1734 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1733, !dbg !35
  %1735 = sext i32 %1514 to i64, !dbg !35
  %1736 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1735, !dbg !35
  %1737 = sext i32 %1515 to i64, !dbg !35
  %1738 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1737, !dbg !35
  %1739 = sext i32 %1516 to i64, !dbg !35
  %1740 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1739, !dbg !35
  %1741 = sext i32 %1517 to i64, !dbg !35
  %1742 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1741, !dbg !35
  %1743 = sext i32 %1518 to i64, !dbg !35
  %1744 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1743, !dbg !35
  %1745 = sext i32 %1519 to i64, !dbg !35
  %1746 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1745, !dbg !35
  %1747 = sext i32 %1520 to i64, !dbg !35
  %1748 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1747, !dbg !35
  %1749 = sext i32 %1521 to i64, !dbg !35
  %1750 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1749, !dbg !35
  %1751 = sext i32 %1522 to i64, !dbg !35
  %1752 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1751, !dbg !35
  %1753 = sext i32 %1523 to i64, !dbg !35
  %1754 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1753, !dbg !35
  %1755 = sext i32 %1524 to i64, !dbg !35
  %1756 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1755, !dbg !35
  %1757 = sext i32 %1525 to i64, !dbg !35
  %1758 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1757, !dbg !35
  %1759 = sext i32 %1526 to i64, !dbg !35
  %1760 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1759, !dbg !35
  %1761 = sext i32 %1527 to i64, !dbg !35
  %1762 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1761, !dbg !35
  %1763 = sext i32 %1528 to i64, !dbg !35
  %1764 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1763, !dbg !35
  %1765 = sext i32 %1529 to i64, !dbg !35
  %1766 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1765, !dbg !35
  %1767 = sext i32 %1530 to i64, !dbg !35
  %1768 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1767, !dbg !35
  %1769 = sext i32 %1531 to i64, !dbg !35
  %1770 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1769, !dbg !35
  %1771 = sext i32 %1532 to i64, !dbg !35
  %1772 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1771, !dbg !35
  %1773 = sext i32 %1533 to i64, !dbg !35
  %1774 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1773, !dbg !35
  %1775 = sext i32 %1534 to i64, !dbg !35
  %1776 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1775, !dbg !35
  %1777 = sext i32 %1535 to i64, !dbg !35
  %1778 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1777, !dbg !35
  %1779 = sext i32 %1536 to i64, !dbg !35
  %1780 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1779, !dbg !35
  %1781 = sext i32 %1537 to i64, !dbg !35
  %1782 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1781, !dbg !35
  %1783 = sext i32 %1538 to i64, !dbg !35
  %1784 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1783, !dbg !35
  %1785 = sext i32 %1539 to i64, !dbg !35
  %1786 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1785, !dbg !35
  %1787 = sext i32 %1540 to i64, !dbg !35
  %1788 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1787, !dbg !35
  %1789 = sext i32 %1541 to i64, !dbg !35
  %1790 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1789, !dbg !35
  %1791 = sext i32 %1542 to i64, !dbg !35
  %1792 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1791, !dbg !35
  %1793 = sext i32 %1543 to i64, !dbg !35
  %1794 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1793, !dbg !35
  %1795 = sext i32 %1544 to i64, !dbg !35
  %1796 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1795, !dbg !35
  %1797 = sext i32 %1545 to i64, !dbg !35
  %1798 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1797, !dbg !35
  %1799 = sext i32 %1546 to i64, !dbg !35
  %1800 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1799, !dbg !35
  %1801 = sext i32 %1547 to i64, !dbg !35
  %1802 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1801, !dbg !35
  %1803 = sext i32 %1548 to i64, !dbg !35
  %1804 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1803, !dbg !35
  %1805 = getelementptr [2 x i8], ptr addrspace(1) %1550, i64 %21, !dbg !35
  %1806 = getelementptr [2 x i8], ptr addrspace(1) %1552, i64 %21, !dbg !35
  %1807 = getelementptr [2 x i8], ptr addrspace(1) %1554, i64 %21, !dbg !35
  %1808 = getelementptr [2 x i8], ptr addrspace(1) %1556, i64 %21, !dbg !35
  %1809 = getelementptr [2 x i8], ptr addrspace(1) %1558, i64 %21, !dbg !35
  %1810 = getelementptr [2 x i8], ptr addrspace(1) %1560, i64 %21, !dbg !35
  %1811 = getelementptr [2 x i8], ptr addrspace(1) %1562, i64 %21, !dbg !35
  %1812 = getelementptr [2 x i8], ptr addrspace(1) %1564, i64 %21, !dbg !35
  %1813 = getelementptr [2 x i8], ptr addrspace(1) %1566, i64 %21, !dbg !35
  %1814 = getelementptr [2 x i8], ptr addrspace(1) %1568, i64 %21, !dbg !35
  %1815 = getelementptr [2 x i8], ptr addrspace(1) %1570, i64 %21, !dbg !35
  %1816 = getelementptr [2 x i8], ptr addrspace(1) %1572, i64 %21, !dbg !35
  %1817 = getelementptr [2 x i8], ptr addrspace(1) %1574, i64 %21, !dbg !35
  %1818 = getelementptr [2 x i8], ptr addrspace(1) %1576, i64 %21, !dbg !35
  %1819 = getelementptr [2 x i8], ptr addrspace(1) %1578, i64 %21, !dbg !35
  %1820 = getelementptr [2 x i8], ptr addrspace(1) %1580, i64 %21, !dbg !35
  %1821 = getelementptr [2 x i8], ptr addrspace(1) %1582, i64 %21, !dbg !35
  %1822 = getelementptr [2 x i8], ptr addrspace(1) %1584, i64 %21, !dbg !35
  %1823 = getelementptr [2 x i8], ptr addrspace(1) %1586, i64 %21, !dbg !35
  %1824 = getelementptr [2 x i8], ptr addrspace(1) %1588, i64 %21, !dbg !35
  %1825 = getelementptr [2 x i8], ptr addrspace(1) %1590, i64 %21, !dbg !35
  %1826 = getelementptr [2 x i8], ptr addrspace(1) %1592, i64 %21, !dbg !35
  %1827 = getelementptr [2 x i8], ptr addrspace(1) %1594, i64 %21, !dbg !35
  %1828 = getelementptr [2 x i8], ptr addrspace(1) %1596, i64 %21, !dbg !35
  %1829 = getelementptr [2 x i8], ptr addrspace(1) %1598, i64 %21, !dbg !35
  %1830 = getelementptr [2 x i8], ptr addrspace(1) %1600, i64 %21, !dbg !35
  %1831 = getelementptr [2 x i8], ptr addrspace(1) %1602, i64 %21, !dbg !35
  %1832 = getelementptr [2 x i8], ptr addrspace(1) %1604, i64 %21, !dbg !35
  %1833 = getelementptr [2 x i8], ptr addrspace(1) %1606, i64 %21, !dbg !35
  %1834 = getelementptr [2 x i8], ptr addrspace(1) %1608, i64 %21, !dbg !35
  %1835 = getelementptr [2 x i8], ptr addrspace(1) %1610, i64 %21, !dbg !35
  %1836 = getelementptr [2 x i8], ptr addrspace(1) %1612, i64 %21, !dbg !35
  %1837 = getelementptr [2 x i8], ptr addrspace(1) %1614, i64 %21, !dbg !35
  %1838 = getelementptr [2 x i8], ptr addrspace(1) %1616, i64 %21, !dbg !35
  %1839 = getelementptr [2 x i8], ptr addrspace(1) %1618, i64 %21, !dbg !35
  %1840 = getelementptr [2 x i8], ptr addrspace(1) %1620, i64 %21, !dbg !35
  %1841 = getelementptr [2 x i8], ptr addrspace(1) %1622, i64 %21, !dbg !35
  %1842 = getelementptr [2 x i8], ptr addrspace(1) %1624, i64 %21, !dbg !35
  %1843 = getelementptr [2 x i8], ptr addrspace(1) %1626, i64 %21, !dbg !35
  %1844 = getelementptr [2 x i8], ptr addrspace(1) %1628, i64 %21, !dbg !35
  %1845 = getelementptr [2 x i8], ptr addrspace(1) %1630, i64 %21, !dbg !35
  %1846 = getelementptr [2 x i8], ptr addrspace(1) %1632, i64 %21, !dbg !35
  %1847 = getelementptr [2 x i8], ptr addrspace(1) %1634, i64 %21, !dbg !35
  %1848 = getelementptr [2 x i8], ptr addrspace(1) %1636, i64 %21, !dbg !35
  %1849 = getelementptr [2 x i8], ptr addrspace(1) %1638, i64 %21, !dbg !35
  %1850 = getelementptr [2 x i8], ptr addrspace(1) %1640, i64 %21, !dbg !35
  %1851 = getelementptr [2 x i8], ptr addrspace(1) %1642, i64 %21, !dbg !35
  %1852 = getelementptr [2 x i8], ptr addrspace(1) %1644, i64 %21, !dbg !35
  %1853 = getelementptr [2 x i8], ptr addrspace(1) %1646, i64 %21, !dbg !35
  %1854 = getelementptr [2 x i8], ptr addrspace(1) %1648, i64 %21, !dbg !35
  %1855 = getelementptr [2 x i8], ptr addrspace(1) %1650, i64 %21, !dbg !35
  %1856 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %21, !dbg !35
  %1857 = getelementptr [2 x i8], ptr addrspace(1) %1654, i64 %21, !dbg !35
  %1858 = getelementptr [2 x i8], ptr addrspace(1) %1656, i64 %21, !dbg !35
  %1859 = getelementptr [2 x i8], ptr addrspace(1) %1658, i64 %21, !dbg !35
  %1860 = getelementptr [2 x i8], ptr addrspace(1) %1660, i64 %21, !dbg !35
  %1861 = getelementptr [2 x i8], ptr addrspace(1) %1662, i64 %21, !dbg !35
  %1862 = getelementptr [2 x i8], ptr addrspace(1) %1664, i64 %21, !dbg !35
  %1863 = getelementptr [2 x i8], ptr addrspace(1) %1666, i64 %21, !dbg !35
  %1864 = getelementptr [2 x i8], ptr addrspace(1) %1668, i64 %21, !dbg !35
  %1865 = getelementptr [2 x i8], ptr addrspace(1) %1670, i64 %21, !dbg !35
  %1866 = getelementptr [2 x i8], ptr addrspace(1) %1672, i64 %21, !dbg !35
  %1867 = getelementptr [2 x i8], ptr addrspace(1) %1674, i64 %21, !dbg !35
  %1868 = getelementptr [2 x i8], ptr addrspace(1) %1676, i64 %21, !dbg !35
  %1869 = getelementptr [2 x i8], ptr addrspace(1) %1678, i64 %21, !dbg !35
  %1870 = getelementptr [2 x i8], ptr addrspace(1) %1680, i64 %21, !dbg !35
  %1871 = getelementptr [2 x i8], ptr addrspace(1) %1682, i64 %21, !dbg !35
  %1872 = getelementptr [2 x i8], ptr addrspace(1) %1684, i64 %21, !dbg !35
  %1873 = getelementptr [2 x i8], ptr addrspace(1) %1686, i64 %21, !dbg !35
  %1874 = getelementptr [2 x i8], ptr addrspace(1) %1688, i64 %21, !dbg !35
  %1875 = getelementptr [2 x i8], ptr addrspace(1) %1690, i64 %21, !dbg !35
  %1876 = getelementptr [2 x i8], ptr addrspace(1) %1692, i64 %21, !dbg !35
  %1877 = getelementptr [2 x i8], ptr addrspace(1) %1694, i64 %21, !dbg !35
  %1878 = getelementptr [2 x i8], ptr addrspace(1) %1696, i64 %21, !dbg !35
  %1879 = getelementptr [2 x i8], ptr addrspace(1) %1698, i64 %21, !dbg !35
  %1880 = getelementptr [2 x i8], ptr addrspace(1) %1700, i64 %21, !dbg !35
  %1881 = getelementptr [2 x i8], ptr addrspace(1) %1702, i64 %21, !dbg !35
  %1882 = getelementptr [2 x i8], ptr addrspace(1) %1704, i64 %21, !dbg !35
  %1883 = getelementptr [2 x i8], ptr addrspace(1) %1706, i64 %21, !dbg !35
  %1884 = getelementptr [2 x i8], ptr addrspace(1) %1708, i64 %21, !dbg !35
  %1885 = getelementptr [2 x i8], ptr addrspace(1) %1710, i64 %21, !dbg !35
  %1886 = getelementptr [2 x i8], ptr addrspace(1) %1712, i64 %21, !dbg !35
  %1887 = getelementptr [2 x i8], ptr addrspace(1) %1714, i64 %21, !dbg !35
  %1888 = getelementptr [2 x i8], ptr addrspace(1) %1716, i64 %21, !dbg !35
  %1889 = getelementptr [2 x i8], ptr addrspace(1) %1718, i64 %21, !dbg !35
  %1890 = getelementptr [2 x i8], ptr addrspace(1) %1720, i64 %21, !dbg !35
  %1891 = getelementptr [2 x i8], ptr addrspace(1) %1722, i64 %21, !dbg !35
  %1892 = getelementptr [2 x i8], ptr addrspace(1) %1724, i64 %21, !dbg !35
  %1893 = getelementptr [2 x i8], ptr addrspace(1) %1726, i64 %21, !dbg !35
  %1894 = getelementptr [2 x i8], ptr addrspace(1) %1728, i64 %21, !dbg !35
  %1895 = getelementptr [2 x i8], ptr addrspace(1) %1730, i64 %21, !dbg !35
  %1896 = getelementptr [2 x i8], ptr addrspace(1) %1732, i64 %21, !dbg !35
  %1897 = getelementptr [2 x i8], ptr addrspace(1) %1734, i64 %21, !dbg !35
  %1898 = getelementptr [2 x i8], ptr addrspace(1) %1736, i64 %21, !dbg !35
  %1899 = getelementptr [2 x i8], ptr addrspace(1) %1738, i64 %21, !dbg !35
  %1900 = getelementptr [2 x i8], ptr addrspace(1) %1740, i64 %21, !dbg !35
  %1901 = getelementptr [2 x i8], ptr addrspace(1) %1742, i64 %21, !dbg !35
  %1902 = getelementptr [2 x i8], ptr addrspace(1) %1744, i64 %21, !dbg !35
  %1903 = getelementptr [2 x i8], ptr addrspace(1) %1746, i64 %21, !dbg !35
  %1904 = getelementptr [2 x i8], ptr addrspace(1) %1748, i64 %21, !dbg !35
  %1905 = getelementptr [2 x i8], ptr addrspace(1) %1750, i64 %21, !dbg !35
  %1906 = getelementptr [2 x i8], ptr addrspace(1) %1752, i64 %21, !dbg !35
  %1907 = getelementptr [2 x i8], ptr addrspace(1) %1754, i64 %21, !dbg !35
  %1908 = getelementptr [2 x i8], ptr addrspace(1) %1756, i64 %21, !dbg !35
  %1909 = getelementptr [2 x i8], ptr addrspace(1) %1758, i64 %21, !dbg !35
  %1910 = getelementptr [2 x i8], ptr addrspace(1) %1760, i64 %21, !dbg !35
  %1911 = getelementptr [2 x i8], ptr addrspace(1) %1762, i64 %21, !dbg !35
  %1912 = getelementptr [2 x i8], ptr addrspace(1) %1764, i64 %21, !dbg !35
  %1913 = getelementptr [2 x i8], ptr addrspace(1) %1766, i64 %21, !dbg !35
  %1914 = getelementptr [2 x i8], ptr addrspace(1) %1768, i64 %21, !dbg !35
  %1915 = getelementptr [2 x i8], ptr addrspace(1) %1770, i64 %21, !dbg !35
  %1916 = getelementptr [2 x i8], ptr addrspace(1) %1772, i64 %21, !dbg !35
  %1917 = getelementptr [2 x i8], ptr addrspace(1) %1774, i64 %21, !dbg !35
  %1918 = getelementptr [2 x i8], ptr addrspace(1) %1776, i64 %21, !dbg !35
  %1919 = getelementptr [2 x i8], ptr addrspace(1) %1778, i64 %21, !dbg !35
  %1920 = getelementptr [2 x i8], ptr addrspace(1) %1780, i64 %21, !dbg !35
  %1921 = getelementptr [2 x i8], ptr addrspace(1) %1782, i64 %21, !dbg !35
  %1922 = getelementptr [2 x i8], ptr addrspace(1) %1784, i64 %21, !dbg !35
  %1923 = getelementptr [2 x i8], ptr addrspace(1) %1786, i64 %21, !dbg !35
  %1924 = getelementptr [2 x i8], ptr addrspace(1) %1788, i64 %21, !dbg !35
  %1925 = getelementptr [2 x i8], ptr addrspace(1) %1790, i64 %21, !dbg !35
  %1926 = getelementptr [2 x i8], ptr addrspace(1) %1792, i64 %21, !dbg !35
  %1927 = getelementptr [2 x i8], ptr addrspace(1) %1794, i64 %21, !dbg !35
  %1928 = getelementptr [2 x i8], ptr addrspace(1) %1796, i64 %21, !dbg !35
  %1929 = getelementptr [2 x i8], ptr addrspace(1) %1798, i64 %21, !dbg !35
  %1930 = getelementptr [2 x i8], ptr addrspace(1) %1800, i64 %21, !dbg !35
  %1931 = getelementptr [2 x i8], ptr addrspace(1) %1802, i64 %21, !dbg !35
  %1932 = getelementptr [2 x i8], ptr addrspace(1) %1804, i64 %21, !dbg !35
  %1933 = icmp slt i32 %14, %3, !dbg !36
  %1934 = icmp slt i32 %1420, %3, !dbg !36
  %1935 = icmp slt i32 %1419, %3, !dbg !36
  %1936 = icmp slt i32 %1418, %3, !dbg !36
  %1937 = icmp slt i32 %1417, %3, !dbg !36
  %1938 = icmp slt i32 %1416, %3, !dbg !36
  %1939 = icmp slt i32 %1415, %3, !dbg !36
  %1940 = icmp slt i32 %1414, %3, !dbg !36
  %1941 = icmp slt i32 %1413, %3, !dbg !36
  %1942 = icmp slt i32 %1412, %3, !dbg !36
  %1943 = icmp slt i32 %1411, %3, !dbg !36
  %1944 = icmp slt i32 %1410, %3, !dbg !36
  %1945 = icmp slt i32 %1409, %3, !dbg !36
  %1946 = icmp slt i32 %1408, %3, !dbg !36
  %1947 = icmp slt i32 %1407, %3, !dbg !36
  %1948 = icmp slt i32 %1406, %3, !dbg !36
  %1949 = icmp slt i32 %1405, %3, !dbg !36
  %1950 = icmp slt i32 %1404, %3, !dbg !36
  %1951 = icmp slt i32 %1403, %3, !dbg !36
  %1952 = icmp slt i32 %1402, %3, !dbg !36
  %1953 = icmp slt i32 %1401, %3, !dbg !36
  %1954 = icmp slt i32 %1400, %3, !dbg !36
  %1955 = icmp slt i32 %1399, %3, !dbg !36
  %1956 = icmp slt i32 %1398, %3, !dbg !36
  %1957 = icmp slt i32 %1397, %3, !dbg !36
  %1958 = icmp slt i32 %1396, %3, !dbg !36
  %1959 = icmp slt i32 %1395, %3, !dbg !36
  %1960 = icmp slt i32 %1394, %3, !dbg !36
  %1961 = icmp slt i32 %1393, %3, !dbg !36
  %1962 = icmp slt i32 %1392, %3, !dbg !36
  %1963 = icmp slt i32 %1391, %3, !dbg !36
  %1964 = icmp slt i32 %1390, %3, !dbg !36
  %1965 = icmp slt i32 %1389, %3, !dbg !36
  %1966 = icmp slt i32 %1388, %3, !dbg !36
  %1967 = icmp slt i32 %1387, %3, !dbg !36
  %1968 = icmp slt i32 %1386, %3, !dbg !36
  %1969 = icmp slt i32 %1385, %3, !dbg !36
  %1970 = icmp slt i32 %1384, %3, !dbg !36
  %1971 = icmp slt i32 %1383, %3, !dbg !36
  %1972 = icmp slt i32 %1382, %3, !dbg !36
  %1973 = icmp slt i32 %1381, %3, !dbg !36
  %1974 = icmp slt i32 %1380, %3, !dbg !36
  %1975 = icmp slt i32 %1379, %3, !dbg !36
  %1976 = icmp slt i32 %1378, %3, !dbg !36
  %1977 = icmp slt i32 %1377, %3, !dbg !36
  %1978 = icmp slt i32 %1376, %3, !dbg !36
  %1979 = icmp slt i32 %1375, %3, !dbg !36
  %1980 = icmp slt i32 %1374, %3, !dbg !36
  %1981 = icmp slt i32 %1373, %3, !dbg !36
  %1982 = icmp slt i32 %1372, %3, !dbg !36
  %1983 = icmp slt i32 %1371, %3, !dbg !36
  %1984 = icmp slt i32 %1370, %3, !dbg !36
  %1985 = icmp slt i32 %1369, %3, !dbg !36
  %1986 = icmp slt i32 %1368, %3, !dbg !36
  %1987 = icmp slt i32 %1367, %3, !dbg !36
  %1988 = icmp slt i32 %1366, %3, !dbg !36
  %1989 = icmp slt i32 %1365, %3, !dbg !36
  %1990 = icmp slt i32 %1364, %3, !dbg !36
  %1991 = icmp slt i32 %1363, %3, !dbg !36
  %1992 = icmp slt i32 %1362, %3, !dbg !36
  %1993 = icmp slt i32 %1361, %3, !dbg !36
  %1994 = icmp slt i32 %1360, %3, !dbg !36
  %1995 = icmp slt i32 %1359, %3, !dbg !36
  %1996 = icmp slt i32 %1358, %3, !dbg !36
  %1997 = icmp slt i32 %1357, %3, !dbg !36
  %1998 = icmp slt i32 %1356, %3, !dbg !36
  %1999 = icmp slt i32 %1355, %3, !dbg !36
  %2000 = icmp slt i32 %1354, %3, !dbg !36
  %2001 = icmp slt i32 %1353, %3, !dbg !36
  %2002 = icmp slt i32 %1352, %3, !dbg !36
  %2003 = icmp slt i32 %1351, %3, !dbg !36
  %2004 = icmp slt i32 %1350, %3, !dbg !36
  %2005 = icmp slt i32 %1349, %3, !dbg !36
  %2006 = icmp slt i32 %1348, %3, !dbg !36
  %2007 = icmp slt i32 %1347, %3, !dbg !36
  %2008 = icmp slt i32 %1346, %3, !dbg !36
  %2009 = icmp slt i32 %1345, %3, !dbg !36
  %2010 = icmp slt i32 %1344, %3, !dbg !36
  %2011 = icmp slt i32 %1343, %3, !dbg !36
  %2012 = icmp slt i32 %1342, %3, !dbg !36
  %2013 = icmp slt i32 %1341, %3, !dbg !36
  %2014 = icmp slt i32 %1340, %3, !dbg !36
  %2015 = icmp slt i32 %1339, %3, !dbg !36
  %2016 = icmp slt i32 %1338, %3, !dbg !36
  %2017 = icmp slt i32 %1337, %3, !dbg !36
  %2018 = icmp slt i32 %1336, %3, !dbg !36
  %2019 = icmp slt i32 %1335, %3, !dbg !36
  %2020 = icmp slt i32 %1334, %3, !dbg !36
  %2021 = icmp slt i32 %1333, %3, !dbg !36
  %2022 = icmp slt i32 %1332, %3, !dbg !36
  %2023 = icmp slt i32 %1331, %3, !dbg !36
  %2024 = icmp slt i32 %1330, %3, !dbg !36
  %2025 = icmp slt i32 %1329, %3, !dbg !36
  %2026 = icmp slt i32 %1328, %3, !dbg !36
  %2027 = icmp slt i32 %1327, %3, !dbg !36
  %2028 = icmp slt i32 %1326, %3, !dbg !36
  %2029 = icmp slt i32 %1325, %3, !dbg !36
  %2030 = icmp slt i32 %1324, %3, !dbg !36
  %2031 = icmp slt i32 %1323, %3, !dbg !36
  %2032 = icmp slt i32 %1322, %3, !dbg !36
  %2033 = icmp slt i32 %1321, %3, !dbg !36
  %2034 = icmp slt i32 %1320, %3, !dbg !36
  %2035 = icmp slt i32 %1319, %3, !dbg !36
  %2036 = icmp slt i32 %1318, %3, !dbg !36
  %2037 = icmp slt i32 %1317, %3, !dbg !36
  %2038 = icmp slt i32 %1316, %3, !dbg !36
  %2039 = icmp slt i32 %1315, %3, !dbg !36
  %2040 = icmp slt i32 %1314, %3, !dbg !36
  %2041 = icmp slt i32 %1313, %3, !dbg !36
  %2042 = icmp slt i32 %1312, %3, !dbg !36
  %2043 = icmp slt i32 %1311, %3, !dbg !36
  %2044 = icmp slt i32 %1310, %3, !dbg !36
  %2045 = icmp slt i32 %1309, %3, !dbg !36
  %2046 = icmp slt i32 %1308, %3, !dbg !36
  %2047 = icmp slt i32 %1307, %3, !dbg !36
  %2048 = icmp slt i32 %1306, %3, !dbg !36
  %2049 = icmp slt i32 %1305, %3, !dbg !36
  %2050 = icmp slt i32 %1304, %3, !dbg !36
  %2051 = icmp slt i32 %1303, %3, !dbg !36
  %2052 = icmp slt i32 %1302, %3, !dbg !36
  %2053 = icmp slt i32 %1301, %3, !dbg !36
  %2054 = icmp slt i32 %1300, %3, !dbg !36
  %2055 = icmp slt i32 %1299, %3, !dbg !36
  %2056 = icmp slt i32 %1298, %3, !dbg !36
  %2057 = icmp slt i32 %1297, %3, !dbg !36
  %2058 = icmp slt i32 %1296, %3, !dbg !36
  %2059 = icmp slt i32 %1295, %3, !dbg !36
  %2060 = icmp slt i32 %1294, %3, !dbg !36
  %2061 = icmp slt i32 %19, %4, !dbg !37
  %2062 = and i1 %1933, %2061, !dbg !38
  %2063 = and i1 %1934, %2061, !dbg !38
  %2064 = and i1 %1935, %2061, !dbg !38
  %2065 = and i1 %1936, %2061, !dbg !38
  %2066 = and i1 %1937, %2061, !dbg !38
  %2067 = and i1 %1938, %2061, !dbg !38
  %2068 = and i1 %1939, %2061, !dbg !38
  %2069 = and i1 %1940, %2061, !dbg !38
  %2070 = and i1 %1941, %2061, !dbg !38
  %2071 = and i1 %1942, %2061, !dbg !38
  %2072 = and i1 %1943, %2061, !dbg !38
  %2073 = and i1 %1944, %2061, !dbg !38
  %2074 = and i1 %1945, %2061, !dbg !38
  %2075 = and i1 %1946, %2061, !dbg !38
  %2076 = and i1 %1947, %2061, !dbg !38
  %2077 = and i1 %1948, %2061, !dbg !38
  %2078 = and i1 %1949, %2061, !dbg !38
  %2079 = and i1 %1950, %2061, !dbg !38
  %2080 = and i1 %1951, %2061, !dbg !38
  %2081 = and i1 %1952, %2061, !dbg !38
  %2082 = and i1 %1953, %2061, !dbg !38
  %2083 = and i1 %1954, %2061, !dbg !38
  %2084 = and i1 %1955, %2061, !dbg !38
  %2085 = and i1 %1956, %2061, !dbg !38
  %2086 = and i1 %1957, %2061, !dbg !38
  %2087 = and i1 %1958, %2061, !dbg !38
  %2088 = and i1 %1959, %2061, !dbg !38
  %2089 = and i1 %1960, %2061, !dbg !38
  %2090 = and i1 %1961, %2061, !dbg !38
  %2091 = and i1 %1962, %2061, !dbg !38
  %2092 = and i1 %1963, %2061, !dbg !38
  %2093 = and i1 %1964, %2061, !dbg !38
  %2094 = and i1 %1965, %2061, !dbg !38
  %2095 = and i1 %1966, %2061, !dbg !38
  %2096 = and i1 %1967, %2061, !dbg !38
  %2097 = and i1 %1968, %2061, !dbg !38
  %2098 = and i1 %1969, %2061, !dbg !38
  %2099 = and i1 %1970, %2061, !dbg !38
  %2100 = and i1 %1971, %2061, !dbg !38
  %2101 = and i1 %1972, %2061, !dbg !38
  %2102 = and i1 %1973, %2061, !dbg !38
  %2103 = and i1 %1974, %2061, !dbg !38
  %2104 = and i1 %1975, %2061, !dbg !38
  %2105 = and i1 %1976, %2061, !dbg !38
  %2106 = and i1 %1977, %2061, !dbg !38
  %2107 = and i1 %1978, %2061, !dbg !38
  %2108 = and i1 %1979, %2061, !dbg !38
  %2109 = and i1 %1980, %2061, !dbg !38
  %2110 = and i1 %1981, %2061, !dbg !38
  %2111 = and i1 %1982, %2061, !dbg !38
  %2112 = and i1 %1983, %2061, !dbg !38
  %2113 = and i1 %1984, %2061, !dbg !38
  %2114 = and i1 %1985, %2061, !dbg !38
  %2115 = and i1 %1986, %2061, !dbg !38
  %2116 = and i1 %1987, %2061, !dbg !38
  %2117 = and i1 %1988, %2061, !dbg !38
  %2118 = and i1 %1989, %2061, !dbg !38
  %2119 = and i1 %1990, %2061, !dbg !38
  %2120 = and i1 %1991, %2061, !dbg !38
  %2121 = and i1 %1992, %2061, !dbg !38
  %2122 = and i1 %1993, %2061, !dbg !38
  %2123 = and i1 %1994, %2061, !dbg !38
  %2124 = and i1 %1995, %2061, !dbg !38
  %2125 = and i1 %1996, %2061, !dbg !38
  %2126 = and i1 %1997, %2061, !dbg !38
  %2127 = and i1 %1998, %2061, !dbg !38
  %2128 = and i1 %1999, %2061, !dbg !38
  %2129 = and i1 %2000, %2061, !dbg !38
  %2130 = and i1 %2001, %2061, !dbg !38
  %2131 = and i1 %2002, %2061, !dbg !38
  %2132 = and i1 %2003, %2061, !dbg !38
  %2133 = and i1 %2004, %2061, !dbg !38
  %2134 = and i1 %2005, %2061, !dbg !38
  %2135 = and i1 %2006, %2061, !dbg !38
  %2136 = and i1 %2007, %2061, !dbg !38
  %2137 = and i1 %2008, %2061, !dbg !38
  %2138 = and i1 %2009, %2061, !dbg !38
  %2139 = and i1 %2010, %2061, !dbg !38
  %2140 = and i1 %2011, %2061, !dbg !38
  %2141 = and i1 %2012, %2061, !dbg !38
  %2142 = and i1 %2013, %2061, !dbg !38
  %2143 = and i1 %2014, %2061, !dbg !38
  %2144 = and i1 %2015, %2061, !dbg !38
  %2145 = and i1 %2016, %2061, !dbg !38
  %2146 = and i1 %2017, %2061, !dbg !38
  %2147 = and i1 %2018, %2061, !dbg !38
  %2148 = and i1 %2019, %2061, !dbg !38
  %2149 = and i1 %2020, %2061, !dbg !38
  %2150 = and i1 %2021, %2061, !dbg !38
  %2151 = and i1 %2022, %2061, !dbg !38
  %2152 = and i1 %2023, %2061, !dbg !38
  %2153 = and i1 %2024, %2061, !dbg !38
  %2154 = and i1 %2025, %2061, !dbg !38
  %2155 = and i1 %2026, %2061, !dbg !38
  %2156 = and i1 %2027, %2061, !dbg !38
  %2157 = and i1 %2028, %2061, !dbg !38
  %2158 = and i1 %2029, %2061, !dbg !38
  %2159 = and i1 %2030, %2061, !dbg !38
  %2160 = and i1 %2031, %2061, !dbg !38
  %2161 = and i1 %2032, %2061, !dbg !38
  %2162 = and i1 %2033, %2061, !dbg !38
  %2163 = and i1 %2034, %2061, !dbg !38
  %2164 = and i1 %2035, %2061, !dbg !38
  %2165 = and i1 %2036, %2061, !dbg !38
  %2166 = and i1 %2037, %2061, !dbg !38
  %2167 = and i1 %2038, %2061, !dbg !38
  %2168 = and i1 %2039, %2061, !dbg !38
  %2169 = and i1 %2040, %2061, !dbg !38
  %2170 = and i1 %2041, %2061, !dbg !38
  %2171 = and i1 %2042, %2061, !dbg !38
  %2172 = and i1 %2043, %2061, !dbg !38
  %2173 = and i1 %2044, %2061, !dbg !38
  %2174 = and i1 %2045, %2061, !dbg !38
  %2175 = and i1 %2046, %2061, !dbg !38
  %2176 = and i1 %2047, %2061, !dbg !38
  %2177 = and i1 %2048, %2061, !dbg !38
  %2178 = and i1 %2049, %2061, !dbg !38
  %2179 = and i1 %2050, %2061, !dbg !38
  %2180 = and i1 %2051, %2061, !dbg !38
  %2181 = and i1 %2052, %2061, !dbg !38
  %2182 = and i1 %2053, %2061, !dbg !38
  %2183 = and i1 %2054, %2061, !dbg !38
  %2184 = and i1 %2055, %2061, !dbg !38
  %2185 = and i1 %2056, %2061, !dbg !38
  %2186 = and i1 %2057, %2061, !dbg !38
  %2187 = and i1 %2058, %2061, !dbg !38
  %2188 = and i1 %2059, %2061, !dbg !38
  %2189 = and i1 %2060, %2061, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %2190 = shl nuw nsw i32 %15, 6, !dbg !32
  %2191 = and i32 %2190, 1536, !dbg !32
  %2192 = shl nuw nsw i32 %15, 4, !dbg !32
  %2193 = and i32 %2192, 112, !dbg !32
  %2194 = shl nuw nsw i32 %16, 2, !dbg !32
  %2195 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2193, !dbg !32
  %2196 = getelementptr inbounds nuw i8, ptr addrspace(3) %2195, i32 %2191, !dbg !32
  %2197 = getelementptr inbounds nuw i8, ptr addrspace(3) %2196, i32 %2194, !dbg !32
  %.extract766 = extractelement <64 x i32> %.bc891, i64 0, !dbg !32
  %.extract768 = extractelement <64 x i32> %.bc891, i64 1, !dbg !32
  %.extract770 = extractelement <64 x i32> %.bc891, i64 2, !dbg !32
  %.extract772 = extractelement <64 x i32> %.bc891, i64 3, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197, i32 %.extract766, i32 %.extract768, i32 %.extract770, i32 %.extract772), !dbg !32
  %2198 = getelementptr inbounds nuw i8, ptr addrspace(3) %2197, i32 2048, !dbg !32
  %.extract774 = extractelement <64 x i32> %.bc891, i64 4, !dbg !32
  %.extract776 = extractelement <64 x i32> %.bc891, i64 5, !dbg !32
  %.extract778 = extractelement <64 x i32> %.bc891, i64 6, !dbg !32
  %.extract780 = extractelement <64 x i32> %.bc891, i64 7, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2198, i32 %.extract774, i32 %.extract776, i32 %.extract778, i32 %.extract780), !dbg !32
  %2199 = getelementptr inbounds nuw i8, ptr addrspace(3) %2197, i32 4096, !dbg !32
  %.extract782 = extractelement <64 x i32> %.bc891, i64 8, !dbg !32
  %.extract784 = extractelement <64 x i32> %.bc891, i64 9, !dbg !32
  %.extract786 = extractelement <64 x i32> %.bc891, i64 10, !dbg !32
  %.extract788 = extractelement <64 x i32> %.bc891, i64 11, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2199, i32 %.extract782, i32 %.extract784, i32 %.extract786, i32 %.extract788), !dbg !32
  %2200 = getelementptr inbounds nuw i8, ptr addrspace(3) %2197, i32 6144, !dbg !32
  %.extract790 = extractelement <64 x i32> %.bc891, i64 12, !dbg !32
  %.extract792 = extractelement <64 x i32> %.bc891, i64 13, !dbg !32
  %.extract794 = extractelement <64 x i32> %.bc891, i64 14, !dbg !32
  %.extract796 = extractelement <64 x i32> %.bc891, i64 15, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2200, i32 %.extract790, i32 %.extract792, i32 %.extract794, i32 %.extract796), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %2201 = and i32 %2190, 7680, !dbg !32
  %2202 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2201, !dbg !32
  %2203 = getelementptr inbounds nuw i8, ptr addrspace(3) %2202, i32 %2193, !dbg !32
  %2204 = load <8 x i16>, ptr addrspace(3) %2203, align 16, !dbg !32
  %2205 = getelementptr inbounds nuw i8, ptr addrspace(3) %2203, i32 128, !dbg !32
  %2206 = load <8 x i16>, ptr addrspace(3) %2205, align 16, !dbg !32
  %2207 = getelementptr inbounds nuw i8, ptr addrspace(3) %2203, i32 256, !dbg !32
  %2208 = load <8 x i16>, ptr addrspace(3) %2207, align 16, !dbg !32
  %2209 = getelementptr inbounds nuw i8, ptr addrspace(3) %2203, i32 384, !dbg !32
  %2210 = load <8 x i16>, ptr addrspace(3) %2209, align 16, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %.extract798 = extractelement <64 x i32> %.bc891, i64 16, !dbg !32
  %.extract800 = extractelement <64 x i32> %.bc891, i64 17, !dbg !32
  %.extract802 = extractelement <64 x i32> %.bc891, i64 18, !dbg !32
  %.extract804 = extractelement <64 x i32> %.bc891, i64 19, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197, i32 %.extract798, i32 %.extract800, i32 %.extract802, i32 %.extract804), !dbg !32
  %.extract806 = extractelement <64 x i32> %.bc891, i64 20, !dbg !32
  %.extract808 = extractelement <64 x i32> %.bc891, i64 21, !dbg !32
  %.extract810 = extractelement <64 x i32> %.bc891, i64 22, !dbg !32
  %.extract812 = extractelement <64 x i32> %.bc891, i64 23, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2198, i32 %.extract806, i32 %.extract808, i32 %.extract810, i32 %.extract812), !dbg !32
  %.extract814 = extractelement <64 x i32> %.bc891, i64 24, !dbg !32
  %.extract816 = extractelement <64 x i32> %.bc891, i64 25, !dbg !32
  %.extract818 = extractelement <64 x i32> %.bc891, i64 26, !dbg !32
  %.extract820 = extractelement <64 x i32> %.bc891, i64 27, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2199, i32 %.extract814, i32 %.extract816, i32 %.extract818, i32 %.extract820), !dbg !32
  %.extract822 = extractelement <64 x i32> %.bc891, i64 28, !dbg !32
  %.extract824 = extractelement <64 x i32> %.bc891, i64 29, !dbg !32
  %.extract826 = extractelement <64 x i32> %.bc891, i64 30, !dbg !32
  %.extract828 = extractelement <64 x i32> %.bc891, i64 31, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2200, i32 %.extract822, i32 %.extract824, i32 %.extract826, i32 %.extract828), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %2211 = load <8 x i16>, ptr addrspace(3) %2203, align 16, !dbg !32
  %2212 = load <8 x i16>, ptr addrspace(3) %2205, align 16, !dbg !32
  %2213 = load <8 x i16>, ptr addrspace(3) %2207, align 16, !dbg !32
  %2214 = load <8 x i16>, ptr addrspace(3) %2209, align 16, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %.extract830 = extractelement <64 x i32> %.bc891, i64 32, !dbg !32
  %.extract832 = extractelement <64 x i32> %.bc891, i64 33, !dbg !32
  %.extract834 = extractelement <64 x i32> %.bc891, i64 34, !dbg !32
  %.extract836 = extractelement <64 x i32> %.bc891, i64 35, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197, i32 %.extract830, i32 %.extract832, i32 %.extract834, i32 %.extract836), !dbg !32
  %.extract838 = extractelement <64 x i32> %.bc891, i64 36, !dbg !32
  %.extract840 = extractelement <64 x i32> %.bc891, i64 37, !dbg !32
  %.extract842 = extractelement <64 x i32> %.bc891, i64 38, !dbg !32
  %.extract844 = extractelement <64 x i32> %.bc891, i64 39, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2198, i32 %.extract838, i32 %.extract840, i32 %.extract842, i32 %.extract844), !dbg !32
  %.extract846 = extractelement <64 x i32> %.bc891, i64 40, !dbg !32
  %.extract848 = extractelement <64 x i32> %.bc891, i64 41, !dbg !32
  %.extract850 = extractelement <64 x i32> %.bc891, i64 42, !dbg !32
  %.extract852 = extractelement <64 x i32> %.bc891, i64 43, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2199, i32 %.extract846, i32 %.extract848, i32 %.extract850, i32 %.extract852), !dbg !32
  %.extract854 = extractelement <64 x i32> %.bc891, i64 44, !dbg !32
  %.extract856 = extractelement <64 x i32> %.bc891, i64 45, !dbg !32
  %.extract858 = extractelement <64 x i32> %.bc891, i64 46, !dbg !32
  %.extract860 = extractelement <64 x i32> %.bc891, i64 47, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2200, i32 %.extract854, i32 %.extract856, i32 %.extract858, i32 %.extract860), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %2215 = load <8 x i16>, ptr addrspace(3) %2203, align 16, !dbg !32
  %2216 = load <8 x i16>, ptr addrspace(3) %2205, align 16, !dbg !32
  %2217 = load <8 x i16>, ptr addrspace(3) %2207, align 16, !dbg !32
  %2218 = load <8 x i16>, ptr addrspace(3) %2209, align 16, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %.extract862 = extractelement <64 x i32> %.bc891, i64 48, !dbg !32
  %.extract864 = extractelement <64 x i32> %.bc891, i64 49, !dbg !32
  %.extract866 = extractelement <64 x i32> %.bc891, i64 50, !dbg !32
  %.extract868 = extractelement <64 x i32> %.bc891, i64 51, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %2197, i32 %.extract862, i32 %.extract864, i32 %.extract866, i32 %.extract868), !dbg !32
  %.extract870 = extractelement <64 x i32> %.bc891, i64 52, !dbg !32
  %.extract872 = extractelement <64 x i32> %.bc891, i64 53, !dbg !32
  %.extract874 = extractelement <64 x i32> %.bc891, i64 54, !dbg !32
  %.extract876 = extractelement <64 x i32> %.bc891, i64 55, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2198, i32 %.extract870, i32 %.extract872, i32 %.extract874, i32 %.extract876), !dbg !32
  %.extract878 = extractelement <64 x i32> %.bc891, i64 56, !dbg !32
  %.extract880 = extractelement <64 x i32> %.bc891, i64 57, !dbg !32
  %.extract882 = extractelement <64 x i32> %.bc891, i64 58, !dbg !32
  %.extract884 = extractelement <64 x i32> %.bc891, i64 59, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2199, i32 %.extract878, i32 %.extract880, i32 %.extract882, i32 %.extract884), !dbg !32
  %.extract886 = extractelement <64 x i32> %.bc891, i64 60, !dbg !32
  %.extract888 = extractelement <64 x i32> %.bc891, i64 61, !dbg !32
  %.extract890 = extractelement <64 x i32> %.bc891, i64 62, !dbg !32
  %.extract892 = extractelement <64 x i32> %.bc891, i64 63, !dbg !32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %2200, i32 %.extract886, i32 %.extract888, i32 %.extract890, i32 %.extract892), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %2219 = load <8 x i16>, ptr addrspace(3) %2203, align 16, !dbg !32
  %2220 = load <8 x i16>, ptr addrspace(3) %2205, align 16, !dbg !32
  %2221 = load <8 x i16>, ptr addrspace(3) %2207, align 16, !dbg !32
  %2222 = load <8 x i16>, ptr addrspace(3) %2209, align 16, !dbg !32
  %.extract = extractelement <8 x i16> %2204, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1805, i1 %2062) #6, !dbg !32
  %.extract320 = extractelement <8 x i16> %2204, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract320, ptr addrspace(1) %1806, i1 %2063) #6, !dbg !32
  %.extract322 = extractelement <8 x i16> %2204, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract322, ptr addrspace(1) %1807, i1 %2064) #6, !dbg !32
  %.extract324 = extractelement <8 x i16> %2204, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract324, ptr addrspace(1) %1808, i1 %2065) #6, !dbg !32
  %.extract326 = extractelement <8 x i16> %2204, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract326, ptr addrspace(1) %1809, i1 %2066) #6, !dbg !32
  %.extract328 = extractelement <8 x i16> %2204, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract328, ptr addrspace(1) %1810, i1 %2067) #6, !dbg !32
  %.extract330 = extractelement <8 x i16> %2204, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract330, ptr addrspace(1) %1811, i1 %2068) #6, !dbg !32
  %.extract332 = extractelement <8 x i16> %2204, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract332, ptr addrspace(1) %1812, i1 %2069) #6, !dbg !32
  %.extract334 = extractelement <8 x i16> %2211, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract334, ptr addrspace(1) %1813, i1 %2070) #6, !dbg !32
  %.extract336 = extractelement <8 x i16> %2211, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract336, ptr addrspace(1) %1814, i1 %2071) #6, !dbg !32
  %.extract338 = extractelement <8 x i16> %2211, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract338, ptr addrspace(1) %1815, i1 %2072) #6, !dbg !32
  %.extract340 = extractelement <8 x i16> %2211, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract340, ptr addrspace(1) %1816, i1 %2073) #6, !dbg !32
  %.extract342 = extractelement <8 x i16> %2211, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract342, ptr addrspace(1) %1817, i1 %2074) #6, !dbg !32
  %.extract344 = extractelement <8 x i16> %2211, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract344, ptr addrspace(1) %1818, i1 %2075) #6, !dbg !32
  %.extract346 = extractelement <8 x i16> %2211, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract346, ptr addrspace(1) %1819, i1 %2076) #6, !dbg !32
  %.extract348 = extractelement <8 x i16> %2211, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract348, ptr addrspace(1) %1820, i1 %2077) #6, !dbg !32
  %.extract350 = extractelement <8 x i16> %2206, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract350, ptr addrspace(1) %1821, i1 %2078) #6, !dbg !32
  %.extract352 = extractelement <8 x i16> %2206, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract352, ptr addrspace(1) %1822, i1 %2079) #6, !dbg !32
  %.extract354 = extractelement <8 x i16> %2206, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract354, ptr addrspace(1) %1823, i1 %2080) #6, !dbg !32
  %.extract356 = extractelement <8 x i16> %2206, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract356, ptr addrspace(1) %1824, i1 %2081) #6, !dbg !32
  %.extract358 = extractelement <8 x i16> %2206, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract358, ptr addrspace(1) %1825, i1 %2082) #6, !dbg !32
  %.extract360 = extractelement <8 x i16> %2206, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract360, ptr addrspace(1) %1826, i1 %2083) #6, !dbg !32
  %.extract362 = extractelement <8 x i16> %2206, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract362, ptr addrspace(1) %1827, i1 %2084) #6, !dbg !32
  %.extract364 = extractelement <8 x i16> %2206, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract364, ptr addrspace(1) %1828, i1 %2085) #6, !dbg !32
  %.extract366 = extractelement <8 x i16> %2212, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract366, ptr addrspace(1) %1829, i1 %2086) #6, !dbg !32
  %.extract368 = extractelement <8 x i16> %2212, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract368, ptr addrspace(1) %1830, i1 %2087) #6, !dbg !32
  %.extract370 = extractelement <8 x i16> %2212, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract370, ptr addrspace(1) %1831, i1 %2088) #6, !dbg !32
  %.extract372 = extractelement <8 x i16> %2212, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract372, ptr addrspace(1) %1832, i1 %2089) #6, !dbg !32
  %.extract374 = extractelement <8 x i16> %2212, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract374, ptr addrspace(1) %1833, i1 %2090) #6, !dbg !32
  %.extract376 = extractelement <8 x i16> %2212, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract376, ptr addrspace(1) %1834, i1 %2091) #6, !dbg !32
  %.extract378 = extractelement <8 x i16> %2212, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract378, ptr addrspace(1) %1835, i1 %2092) #6, !dbg !32
  %.extract380 = extractelement <8 x i16> %2212, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract380, ptr addrspace(1) %1836, i1 %2093) #6, !dbg !32
  %.extract382 = extractelement <8 x i16> %2208, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract382, ptr addrspace(1) %1837, i1 %2094) #6, !dbg !32
  %.extract384 = extractelement <8 x i16> %2208, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract384, ptr addrspace(1) %1838, i1 %2095) #6, !dbg !32
  %.extract386 = extractelement <8 x i16> %2208, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract386, ptr addrspace(1) %1839, i1 %2096) #6, !dbg !32
  %.extract388 = extractelement <8 x i16> %2208, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract388, ptr addrspace(1) %1840, i1 %2097) #6, !dbg !32
  %.extract390 = extractelement <8 x i16> %2208, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract390, ptr addrspace(1) %1841, i1 %2098) #6, !dbg !32
  %.extract392 = extractelement <8 x i16> %2208, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract392, ptr addrspace(1) %1842, i1 %2099) #6, !dbg !32
  %.extract394 = extractelement <8 x i16> %2208, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract394, ptr addrspace(1) %1843, i1 %2100) #6, !dbg !32
  %.extract396 = extractelement <8 x i16> %2208, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract396, ptr addrspace(1) %1844, i1 %2101) #6, !dbg !32
  %.extract398 = extractelement <8 x i16> %2213, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract398, ptr addrspace(1) %1845, i1 %2102) #6, !dbg !32
  %.extract400 = extractelement <8 x i16> %2213, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract400, ptr addrspace(1) %1846, i1 %2103) #6, !dbg !32
  %.extract402 = extractelement <8 x i16> %2213, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract402, ptr addrspace(1) %1847, i1 %2104) #6, !dbg !32
  %.extract404 = extractelement <8 x i16> %2213, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract404, ptr addrspace(1) %1848, i1 %2105) #6, !dbg !32
  %.extract406 = extractelement <8 x i16> %2213, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract406, ptr addrspace(1) %1849, i1 %2106) #6, !dbg !32
  %.extract408 = extractelement <8 x i16> %2213, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract408, ptr addrspace(1) %1850, i1 %2107) #6, !dbg !32
  %.extract410 = extractelement <8 x i16> %2213, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract410, ptr addrspace(1) %1851, i1 %2108) #6, !dbg !32
  %.extract412 = extractelement <8 x i16> %2213, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract412, ptr addrspace(1) %1852, i1 %2109) #6, !dbg !32
  %.extract414 = extractelement <8 x i16> %2210, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract414, ptr addrspace(1) %1853, i1 %2110) #6, !dbg !32
  %.extract416 = extractelement <8 x i16> %2210, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract416, ptr addrspace(1) %1854, i1 %2111) #6, !dbg !32
  %.extract418 = extractelement <8 x i16> %2210, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract418, ptr addrspace(1) %1855, i1 %2112) #6, !dbg !32
  %.extract420 = extractelement <8 x i16> %2210, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract420, ptr addrspace(1) %1856, i1 %2113) #6, !dbg !32
  %.extract422 = extractelement <8 x i16> %2210, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract422, ptr addrspace(1) %1857, i1 %2114) #6, !dbg !32
  %.extract424 = extractelement <8 x i16> %2210, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract424, ptr addrspace(1) %1858, i1 %2115) #6, !dbg !32
  %.extract426 = extractelement <8 x i16> %2210, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract426, ptr addrspace(1) %1859, i1 %2116) #6, !dbg !32
  %.extract428 = extractelement <8 x i16> %2210, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract428, ptr addrspace(1) %1860, i1 %2117) #6, !dbg !32
  %.extract430 = extractelement <8 x i16> %2214, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract430, ptr addrspace(1) %1861, i1 %2118) #6, !dbg !32
  %.extract432 = extractelement <8 x i16> %2214, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract432, ptr addrspace(1) %1862, i1 %2119) #6, !dbg !32
  %.extract434 = extractelement <8 x i16> %2214, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract434, ptr addrspace(1) %1863, i1 %2120) #6, !dbg !32
  %.extract436 = extractelement <8 x i16> %2214, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract436, ptr addrspace(1) %1864, i1 %2121) #6, !dbg !32
  %.extract438 = extractelement <8 x i16> %2214, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract438, ptr addrspace(1) %1865, i1 %2122) #6, !dbg !32
  %.extract440 = extractelement <8 x i16> %2214, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract440, ptr addrspace(1) %1866, i1 %2123) #6, !dbg !32
  %.extract442 = extractelement <8 x i16> %2214, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract442, ptr addrspace(1) %1867, i1 %2124) #6, !dbg !32
  %.extract444 = extractelement <8 x i16> %2214, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract444, ptr addrspace(1) %1868, i1 %2125) #6, !dbg !32
  %.extract446 = extractelement <8 x i16> %2215, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract446, ptr addrspace(1) %1869, i1 %2126) #6, !dbg !32
  %.extract448 = extractelement <8 x i16> %2215, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract448, ptr addrspace(1) %1870, i1 %2127) #6, !dbg !32
  %.extract450 = extractelement <8 x i16> %2215, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract450, ptr addrspace(1) %1871, i1 %2128) #6, !dbg !32
  %.extract452 = extractelement <8 x i16> %2215, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract452, ptr addrspace(1) %1872, i1 %2129) #6, !dbg !32
  %.extract454 = extractelement <8 x i16> %2215, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract454, ptr addrspace(1) %1873, i1 %2130) #6, !dbg !32
  %.extract456 = extractelement <8 x i16> %2215, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract456, ptr addrspace(1) %1874, i1 %2131) #6, !dbg !32
  %.extract458 = extractelement <8 x i16> %2215, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract458, ptr addrspace(1) %1875, i1 %2132) #6, !dbg !32
  %.extract460 = extractelement <8 x i16> %2215, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract460, ptr addrspace(1) %1876, i1 %2133) #6, !dbg !32
  %.extract462 = extractelement <8 x i16> %2219, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract462, ptr addrspace(1) %1877, i1 %2134) #6, !dbg !32
  %.extract464 = extractelement <8 x i16> %2219, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract464, ptr addrspace(1) %1878, i1 %2135) #6, !dbg !32
  %.extract466 = extractelement <8 x i16> %2219, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract466, ptr addrspace(1) %1879, i1 %2136) #6, !dbg !32
  %.extract468 = extractelement <8 x i16> %2219, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract468, ptr addrspace(1) %1880, i1 %2137) #6, !dbg !32
  %.extract470 = extractelement <8 x i16> %2219, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract470, ptr addrspace(1) %1881, i1 %2138) #6, !dbg !32
  %.extract472 = extractelement <8 x i16> %2219, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract472, ptr addrspace(1) %1882, i1 %2139) #6, !dbg !32
  %.extract474 = extractelement <8 x i16> %2219, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract474, ptr addrspace(1) %1883, i1 %2140) #6, !dbg !32
  %.extract476 = extractelement <8 x i16> %2219, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract476, ptr addrspace(1) %1884, i1 %2141) #6, !dbg !32
  %.extract478 = extractelement <8 x i16> %2216, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract478, ptr addrspace(1) %1885, i1 %2142) #6, !dbg !32
  %.extract480 = extractelement <8 x i16> %2216, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract480, ptr addrspace(1) %1886, i1 %2143) #6, !dbg !32
  %.extract482 = extractelement <8 x i16> %2216, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract482, ptr addrspace(1) %1887, i1 %2144) #6, !dbg !32
  %.extract484 = extractelement <8 x i16> %2216, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract484, ptr addrspace(1) %1888, i1 %2145) #6, !dbg !32
  %.extract486 = extractelement <8 x i16> %2216, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract486, ptr addrspace(1) %1889, i1 %2146) #6, !dbg !32
  %.extract488 = extractelement <8 x i16> %2216, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract488, ptr addrspace(1) %1890, i1 %2147) #6, !dbg !32
  %.extract490 = extractelement <8 x i16> %2216, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract490, ptr addrspace(1) %1891, i1 %2148) #6, !dbg !32
  %.extract492 = extractelement <8 x i16> %2216, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract492, ptr addrspace(1) %1892, i1 %2149) #6, !dbg !32
  %.extract494 = extractelement <8 x i16> %2220, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract494, ptr addrspace(1) %1893, i1 %2150) #6, !dbg !32
  %.extract496 = extractelement <8 x i16> %2220, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract496, ptr addrspace(1) %1894, i1 %2151) #6, !dbg !32
  %.extract498 = extractelement <8 x i16> %2220, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract498, ptr addrspace(1) %1895, i1 %2152) #6, !dbg !32
  %.extract500 = extractelement <8 x i16> %2220, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract500, ptr addrspace(1) %1896, i1 %2153) #6, !dbg !32
  %.extract502 = extractelement <8 x i16> %2220, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract502, ptr addrspace(1) %1897, i1 %2154) #6, !dbg !32
  %.extract504 = extractelement <8 x i16> %2220, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract504, ptr addrspace(1) %1898, i1 %2155) #6, !dbg !32
  %.extract506 = extractelement <8 x i16> %2220, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract506, ptr addrspace(1) %1899, i1 %2156) #6, !dbg !32
  %.extract508 = extractelement <8 x i16> %2220, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract508, ptr addrspace(1) %1900, i1 %2157) #6, !dbg !32
  %.extract510 = extractelement <8 x i16> %2217, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract510, ptr addrspace(1) %1901, i1 %2158) #6, !dbg !32
  %.extract512 = extractelement <8 x i16> %2217, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract512, ptr addrspace(1) %1902, i1 %2159) #6, !dbg !32
  %.extract514 = extractelement <8 x i16> %2217, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract514, ptr addrspace(1) %1903, i1 %2160) #6, !dbg !32
  %.extract516 = extractelement <8 x i16> %2217, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract516, ptr addrspace(1) %1904, i1 %2161) #6, !dbg !32
  %.extract518 = extractelement <8 x i16> %2217, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract518, ptr addrspace(1) %1905, i1 %2162) #6, !dbg !32
  %.extract520 = extractelement <8 x i16> %2217, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract520, ptr addrspace(1) %1906, i1 %2163) #6, !dbg !32
  %.extract522 = extractelement <8 x i16> %2217, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract522, ptr addrspace(1) %1907, i1 %2164) #6, !dbg !32
  %.extract524 = extractelement <8 x i16> %2217, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract524, ptr addrspace(1) %1908, i1 %2165) #6, !dbg !32
  %.extract526 = extractelement <8 x i16> %2221, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract526, ptr addrspace(1) %1909, i1 %2166) #6, !dbg !32
  %.extract528 = extractelement <8 x i16> %2221, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract528, ptr addrspace(1) %1910, i1 %2167) #6, !dbg !32
  %.extract530 = extractelement <8 x i16> %2221, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract530, ptr addrspace(1) %1911, i1 %2168) #6, !dbg !32
  %.extract532 = extractelement <8 x i16> %2221, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract532, ptr addrspace(1) %1912, i1 %2169) #6, !dbg !32
  %.extract534 = extractelement <8 x i16> %2221, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract534, ptr addrspace(1) %1913, i1 %2170) #6, !dbg !32
  %.extract536 = extractelement <8 x i16> %2221, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract536, ptr addrspace(1) %1914, i1 %2171) #6, !dbg !32
  %.extract538 = extractelement <8 x i16> %2221, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract538, ptr addrspace(1) %1915, i1 %2172) #6, !dbg !32
  %.extract540 = extractelement <8 x i16> %2221, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract540, ptr addrspace(1) %1916, i1 %2173) #6, !dbg !32
  %.extract542 = extractelement <8 x i16> %2218, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract542, ptr addrspace(1) %1917, i1 %2174) #6, !dbg !32
  %.extract544 = extractelement <8 x i16> %2218, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract544, ptr addrspace(1) %1918, i1 %2175) #6, !dbg !32
  %.extract546 = extractelement <8 x i16> %2218, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract546, ptr addrspace(1) %1919, i1 %2176) #6, !dbg !32
  %.extract548 = extractelement <8 x i16> %2218, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract548, ptr addrspace(1) %1920, i1 %2177) #6, !dbg !32
  %.extract550 = extractelement <8 x i16> %2218, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract550, ptr addrspace(1) %1921, i1 %2178) #6, !dbg !32
  %.extract552 = extractelement <8 x i16> %2218, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract552, ptr addrspace(1) %1922, i1 %2179) #6, !dbg !32
  %.extract554 = extractelement <8 x i16> %2218, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract554, ptr addrspace(1) %1923, i1 %2180) #6, !dbg !32
  %.extract556 = extractelement <8 x i16> %2218, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract556, ptr addrspace(1) %1924, i1 %2181) #6, !dbg !32
  %.extract558 = extractelement <8 x i16> %2222, i64 0, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract558, ptr addrspace(1) %1925, i1 %2182) #6, !dbg !32
  %.extract560 = extractelement <8 x i16> %2222, i64 1, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract560, ptr addrspace(1) %1926, i1 %2183) #6, !dbg !32
  %.extract562 = extractelement <8 x i16> %2222, i64 2, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract562, ptr addrspace(1) %1927, i1 %2184) #6, !dbg !32
  %.extract564 = extractelement <8 x i16> %2222, i64 3, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract564, ptr addrspace(1) %1928, i1 %2185) #6, !dbg !32
  %.extract566 = extractelement <8 x i16> %2222, i64 4, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract566, ptr addrspace(1) %1929, i1 %2186) #6, !dbg !32
  %.extract568 = extractelement <8 x i16> %2222, i64 5, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract568, ptr addrspace(1) %1930, i1 %2187) #6, !dbg !32
  %.extract570 = extractelement <8 x i16> %2222, i64 6, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract570, ptr addrspace(1) %1931, i1 %2188) #6, !dbg !32
  %.extract572 = extractelement <8 x i16> %2222, i64 7, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract572, ptr addrspace(1) %1932, i1 %2189) #6, !dbg !32
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(argmem: write) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!20 = !DILocation(line: 93, column: 14, scope: !4)
!21 = !DILocation(line: 87, column: 17, scope: !4)
!22 = !DILocation(line: 86, column: 17, scope: !4)
!23 = !DILocation(line: 86, column: 9, scope: !4)
!24 = !DILocation(line: 91, column: 39, scope: !4)
!25 = !DILocation(line: 90, column: 40, scope: !4)
!26 = !DILocation(line: 90, column: 23, scope: !4)
!27 = !DILocation(line: 91, column: 23, scope: !4)
!28 = !DILocation(line: 90, column: 16, scope: !4)
!29 = !DILocation(line: 92, column: 9, scope: !4)
!30 = !DILocation(line: 93, column: 9, scope: !4)
!31 = !DILocation(line: 95, column: 17, scope: !4)
!32 = !DILocation(line: 95, column: 5, scope: !4)
!33 = !DILocation(line: 88, column: 11, scope: !4)
!34 = !DILocation(line: 94, column: 17, scope: !4)
!35 = !DILocation(line: 94, column: 9, scope: !4)
!36 = !DILocation(line: 95, column: 43, scope: !4)
!37 = !DILocation(line: 95, column: 63, scope: !4)
!38 = !DILocation(line: 95, column: 42, scope: !4)
!39 = !DILocation(line: 79, column: 1, scope: !4)
