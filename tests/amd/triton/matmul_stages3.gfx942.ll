; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_pipelined(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg nofree readnone captures(none) %9, ptr addrspace(1) inreg nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %13 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %12), !dbg !13
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %16 = shl i32 %14, 7, !dbg !16
  %17 = and i32 %12, 31, !dbg !17
  %18 = and i32 %13, 128, !dbg !17
  %19 = lshr exact i32 %18, 2, !dbg !17
  %20 = or disjoint i32 %19, %17, !dbg !17
  %21 = and i32 %12, 32, !dbg !17
  %22 = lshr exact i32 %21, 3, !dbg !17
  %23 = and i32 %13, 64, !dbg !17
  %24 = lshr exact i32 %23, 1, !dbg !17
  %25 = or disjoint i32 %24, %22, !dbg !17
  %26 = or disjoint i32 %20, %16, !dbg !16
  %27 = or disjoint i32 %26, 64, !dbg !16
  %28 = shl i32 %15, 7, !dbg !18
  %29 = or disjoint i32 %25, %28, !dbg !18
  %30 = or disjoint i32 %29, 1, !dbg !18
  %31 = or disjoint i32 %29, 2, !dbg !18
  %32 = or disjoint i32 %29, 3, !dbg !18
  %33 = or disjoint i32 %29, 8, !dbg !18
  %34 = or disjoint i32 %29, 9, !dbg !18
  %35 = or disjoint i32 %29, 10, !dbg !18
  %36 = or disjoint i32 %29, 11, !dbg !18
  %37 = or disjoint i32 %29, 16, !dbg !18
  %38 = or disjoint i32 %29, 17, !dbg !18
  %39 = or disjoint i32 %29, 18, !dbg !18
  %40 = or disjoint i32 %29, 19, !dbg !18
  %41 = or disjoint i32 %29, 24, !dbg !18
  %42 = or disjoint i32 %29, 25, !dbg !18
  %43 = or disjoint i32 %29, 26, !dbg !18
  %44 = or disjoint i32 %29, 27, !dbg !18
  %45 = or disjoint i32 %29, 64, !dbg !18
  %46 = or disjoint i32 %29, 65, !dbg !18
  %47 = or disjoint i32 %29, 66, !dbg !18
  %48 = or disjoint i32 %29, 67, !dbg !18
  %49 = or disjoint i32 %29, 72, !dbg !18
  %50 = or disjoint i32 %29, 73, !dbg !18
  %51 = or disjoint i32 %29, 74, !dbg !18
  %52 = or disjoint i32 %29, 75, !dbg !18
  %53 = or disjoint i32 %29, 80, !dbg !18
  %54 = or disjoint i32 %29, 81, !dbg !18
  %55 = or disjoint i32 %29, 82, !dbg !18
  %56 = or disjoint i32 %29, 83, !dbg !18
  %57 = or disjoint i32 %29, 88, !dbg !18
  %58 = or disjoint i32 %29, 89, !dbg !18
  %59 = or disjoint i32 %29, 90, !dbg !18
  %60 = or disjoint i32 %29, 91, !dbg !18
  %61 = lshr exact i32 %18, 5, !dbg !19
  %62 = or disjoint i32 %61, 1, !dbg !19
  %63 = or disjoint i32 %61, 2, !dbg !19
  %64 = or disjoint i32 %61, 3, !dbg !19
  %65 = or disjoint i32 %61, 8, !dbg !19
  %66 = or disjoint i32 %61, 9, !dbg !19
  %67 = or disjoint i32 %61, 10, !dbg !19
  %68 = or disjoint i32 %61, 11, !dbg !19
  %69 = or disjoint i32 %61, 16, !dbg !19
  %70 = or disjoint i32 %61, 17, !dbg !19
  %71 = or disjoint i32 %61, 18, !dbg !19
  %72 = or disjoint i32 %61, 19, !dbg !19
  %73 = or disjoint i32 %61, 24, !dbg !19
  %74 = or disjoint i32 %61, 25, !dbg !19
  %75 = or disjoint i32 %61, 26, !dbg !19
  %76 = or disjoint i32 %61, 27, !dbg !19
  %77 = icmp sgt i32 %5, 0, !dbg !20
  br i1 %77, label %.lr.ph, label %._crit_edge, !dbg !20

.lr.ph:                                           ; preds = %11
  %78 = shl i32 %7, 5, !dbg !21
  %79 = mul i32 %76, %7, !dbg !22
  %80 = sext i32 %79 to i64, !dbg !23
  %81 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %80, !dbg !23
  %82 = and i32 %13, 192, !dbg !12
  %83 = and i32 %12, 63, !dbg !17
  %84 = or disjoint i32 %82, %83, !dbg !17
  %85 = and i32 %84, 127, !dbg !17
  %86 = or disjoint i32 %85, %28, !dbg !18
  %87 = sext i32 %86 to i64, !dbg !23
  %88 = getelementptr [2 x i8], ptr addrspace(1) %81, i64 %87, !dbg !23
  %89 = mul i32 %75, %7, !dbg !22
  %90 = sext i32 %89 to i64, !dbg !23
  %91 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %90, !dbg !23
  %92 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %87, !dbg !23
  %93 = mul i32 %74, %7, !dbg !22
  %94 = sext i32 %93 to i64, !dbg !23
  %95 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %94, !dbg !23
  %96 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %87, !dbg !23
  %97 = mul i32 %73, %7, !dbg !22
  %98 = sext i32 %97 to i64, !dbg !23
  %99 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %98, !dbg !23
  %100 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %87, !dbg !23
  %101 = mul i32 %72, %7, !dbg !22
  %102 = sext i32 %101 to i64, !dbg !23
  %103 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %102, !dbg !23
  %104 = getelementptr [2 x i8], ptr addrspace(1) %103, i64 %87, !dbg !23
  %105 = mul i32 %71, %7, !dbg !22
  %106 = sext i32 %105 to i64, !dbg !23
  %107 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %106, !dbg !23
  %108 = getelementptr [2 x i8], ptr addrspace(1) %107, i64 %87, !dbg !23
  %109 = mul i32 %70, %7, !dbg !22
  %110 = sext i32 %109 to i64, !dbg !23
  %111 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %110, !dbg !23
  %112 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %87, !dbg !23
  %113 = mul i32 %69, %7, !dbg !22
  %114 = sext i32 %113 to i64, !dbg !23
  %115 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %114, !dbg !23
  %116 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %87, !dbg !23
  %117 = mul i32 %68, %7, !dbg !22
  %118 = sext i32 %117 to i64, !dbg !23
  %119 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %118, !dbg !23
  %120 = getelementptr [2 x i8], ptr addrspace(1) %119, i64 %87, !dbg !23
  %121 = mul i32 %67, %7, !dbg !22
  %122 = sext i32 %121 to i64, !dbg !23
  %123 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %122, !dbg !23
  %124 = getelementptr [2 x i8], ptr addrspace(1) %123, i64 %87, !dbg !23
  %125 = mul i32 %66, %7, !dbg !22
  %126 = sext i32 %125 to i64, !dbg !23
  %127 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %126, !dbg !23
  %128 = getelementptr [2 x i8], ptr addrspace(1) %127, i64 %87, !dbg !23
  %129 = mul i32 %65, %7, !dbg !22
  %130 = sext i32 %129 to i64, !dbg !23
  %131 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %130, !dbg !23
  %132 = getelementptr [2 x i8], ptr addrspace(1) %131, i64 %87, !dbg !23
  %133 = mul i32 %64, %7, !dbg !22
  %134 = sext i32 %133 to i64, !dbg !23
  %135 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %134, !dbg !23
  %136 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %87, !dbg !23
  %137 = mul i32 %63, %7, !dbg !22
  %138 = sext i32 %137 to i64, !dbg !23
  %139 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %138, !dbg !23
  %140 = getelementptr [2 x i8], ptr addrspace(1) %139, i64 %87, !dbg !23
  %141 = mul i32 %62, %7, !dbg !22
  %142 = sext i32 %141 to i64, !dbg !23
  %143 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %142, !dbg !23
  %144 = getelementptr [2 x i8], ptr addrspace(1) %143, i64 %87, !dbg !23
  %145 = mul i32 %61, %7, !dbg !22
  %146 = sext i32 %145 to i64, !dbg !23
  %147 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %146, !dbg !23
  %148 = getelementptr [2 x i8], ptr addrspace(1) %147, i64 %87, !dbg !23
  %149 = lshr i32 %84, 5, !dbg !17
  %150 = or disjoint i32 %149, %16, !dbg !16
  %151 = or disjoint i32 %150, 120, !dbg !16
  %152 = mul i32 %151, %6, !dbg !24
  %153 = sext i32 %152 to i64, !dbg !25
  %154 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %153, !dbg !25
  %155 = zext nneg i32 %17 to i64, !dbg !25
  %156 = getelementptr [2 x i8], ptr addrspace(1) %154, i64 %155, !dbg !25
  %157 = or disjoint i32 %150, 112, !dbg !16
  %158 = mul i32 %157, %6, !dbg !24
  %159 = sext i32 %158 to i64, !dbg !25
  %160 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %159, !dbg !25
  %161 = getelementptr [2 x i8], ptr addrspace(1) %160, i64 %155, !dbg !25
  %162 = or disjoint i32 %150, 104, !dbg !16
  %163 = mul i32 %162, %6, !dbg !24
  %164 = sext i32 %163 to i64, !dbg !25
  %165 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %164, !dbg !25
  %166 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %155, !dbg !25
  %167 = or disjoint i32 %150, 96, !dbg !16
  %168 = mul i32 %167, %6, !dbg !24
  %169 = sext i32 %168 to i64, !dbg !25
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !25
  %171 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %155, !dbg !25
  %172 = or disjoint i32 %150, 88, !dbg !16
  %173 = mul i32 %172, %6, !dbg !24
  %174 = sext i32 %173 to i64, !dbg !25
  %175 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %174, !dbg !25
  %176 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %155, !dbg !25
  %177 = or disjoint i32 %150, 80, !dbg !16
  %178 = mul i32 %177, %6, !dbg !24
  %179 = sext i32 %178 to i64, !dbg !25
  %180 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %179, !dbg !25
  %181 = getelementptr [2 x i8], ptr addrspace(1) %180, i64 %155, !dbg !25
  %182 = or disjoint i32 %150, 72, !dbg !16
  %183 = mul i32 %182, %6, !dbg !24
  %184 = sext i32 %183 to i64, !dbg !25
  %185 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %184, !dbg !25
  %186 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %155, !dbg !25
  %187 = or disjoint i32 %150, 64, !dbg !16
  %188 = mul i32 %187, %6, !dbg !24
  %189 = sext i32 %188 to i64, !dbg !25
  %190 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %189, !dbg !25
  %191 = getelementptr [2 x i8], ptr addrspace(1) %190, i64 %155, !dbg !25
  %192 = or disjoint i32 %150, 56, !dbg !16
  %193 = mul i32 %192, %6, !dbg !24
  %194 = sext i32 %193 to i64, !dbg !25
  %195 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %194, !dbg !25
  %196 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %155, !dbg !25
  %197 = or disjoint i32 %150, 48, !dbg !16
  %198 = mul i32 %197, %6, !dbg !24
  %199 = sext i32 %198 to i64, !dbg !25
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !25
  %201 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %155, !dbg !25
  %202 = or disjoint i32 %150, 40, !dbg !16
  %203 = mul i32 %202, %6, !dbg !24
  %204 = sext i32 %203 to i64, !dbg !25
  %205 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %204, !dbg !25
  %206 = getelementptr [2 x i8], ptr addrspace(1) %205, i64 %155, !dbg !25
  %207 = or disjoint i32 %150, 32, !dbg !16
  %208 = mul i32 %207, %6, !dbg !24
  %209 = sext i32 %208 to i64, !dbg !25
  %210 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %209, !dbg !25
  %211 = getelementptr [2 x i8], ptr addrspace(1) %210, i64 %155, !dbg !25
  %212 = or disjoint i32 %150, 24, !dbg !16
  %213 = mul i32 %212, %6, !dbg !24
  %214 = sext i32 %213 to i64, !dbg !25
  %215 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %214, !dbg !25
  %216 = getelementptr [2 x i8], ptr addrspace(1) %215, i64 %155, !dbg !25
  %217 = or disjoint i32 %150, 16, !dbg !16
  %218 = mul i32 %217, %6, !dbg !24
  %219 = sext i32 %218 to i64, !dbg !25
  %220 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %219, !dbg !25
  %221 = getelementptr [2 x i8], ptr addrspace(1) %220, i64 %155, !dbg !25
  %222 = or disjoint i32 %150, 8, !dbg !16
  %223 = mul i32 %222, %6, !dbg !24
  %224 = sext i32 %223 to i64, !dbg !25
  %225 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %224, !dbg !25
  %226 = getelementptr [2 x i8], ptr addrspace(1) %225, i64 %155, !dbg !25
  %227 = mul i32 %150, %6, !dbg !24
  %228 = sext i32 %227 to i64, !dbg !25
  %229 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %228, !dbg !25
  %230 = getelementptr [2 x i8], ptr addrspace(1) %229, i64 %155, !dbg !25
  %231 = shl nuw nsw i32 %84, 1
  %232 = lshr exact i32 %82, 3
  %233 = xor i32 %231, %232
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %233
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 1024
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 2048
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 3072
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 4096
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 5120
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 6144
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 7168
  %242 = xor i32 %233, 544
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %242
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 1024
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 2048
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 3072
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 4096
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 5120
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 6144
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 7168
  %251 = shl nuw nsw i32 %17, 6
  %252 = shl nuw nsw i32 %12, 2
  %253 = and i32 %252, 56
  %254 = lshr exact i32 %21, 2
  %255 = shl nuw nsw i32 %18, 4
  %256 = or disjoint i32 %251, %253
  %257 = xor i32 %256, %254
  %258 = or disjoint i32 %255, %257
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %258
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) %259, i32 4096
  %261 = xor i32 %258, 16
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %261
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 4096
  %264 = xor i32 %258, 32
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %264
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 4096
  %267 = xor i32 %258, 48
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %267
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 4096
  %270 = shl nuw nsw i32 %85, 6
  %271 = lshr i32 %84, 1
  %272 = lshr exact i32 %18, 4
  %273 = xor i32 %271, %252
  %274 = and i32 %273, 56
  %275 = xor i32 %274, %272
  %276 = or disjoint i32 %275, %270
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %276
  %278 = xor i32 %276, 16
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %278
  %280 = xor i32 %276, 32
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %280
  %282 = xor i32 %276, 48
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %282
  %284 = shl nuw nsw i32 %12, 6
  %285 = and i32 %284, 960
  %286 = and i32 %12, 16
  %287 = icmp eq i32 %286, 0
  %288 = select i1 %287, i32 0, i32 1032
  %289 = icmp eq i32 %23, 0
  %290 = select i1 %289, i32 0, i32 2064
  %291 = or disjoint i32 %285, %253
  %292 = or disjoint i32 %254, %290
  %293 = xor i32 %292, %291
  %294 = xor i32 %293, %288
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %294
  %296 = xor i32 %294, 16
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %296
  %298 = xor i32 %294, 32
  %299 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %298
  %300 = xor i32 %294, 48
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %300
  %302 = xor i32 %294, 4128
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %302
  %304 = xor i32 %294, 4144
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %304
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %295, i32 4096
  %307 = xor i32 %294, 4112
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %307
  %309 = sext i32 %78 to i64
  br label %310, !dbg !20

310:                                              ; preds = %.lr.ph, %552
  %.pn3496 = phi ptr addrspace(1) [ %88, %.lr.ph ], [ %761, %552 ]
  %.pn3695 = phi ptr addrspace(1) [ %92, %.lr.ph ], [ %760, %552 ]
  %.pn3894 = phi ptr addrspace(1) [ %96, %.lr.ph ], [ %759, %552 ]
  %.pn4093 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %758, %552 ]
  %.pn4292 = phi ptr addrspace(1) [ %104, %.lr.ph ], [ %757, %552 ]
  %.pn4491 = phi ptr addrspace(1) [ %108, %.lr.ph ], [ %756, %552 ]
  %.pn4690 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %755, %552 ]
  %.pn4889 = phi ptr addrspace(1) [ %116, %.lr.ph ], [ %754, %552 ]
  %.pn5088 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %753, %552 ]
  %.pn5287 = phi ptr addrspace(1) [ %124, %.lr.ph ], [ %752, %552 ]
  %.pn5486 = phi ptr addrspace(1) [ %128, %.lr.ph ], [ %751, %552 ]
  %.pn5685 = phi ptr addrspace(1) [ %132, %.lr.ph ], [ %750, %552 ]
  %.pn5884 = phi ptr addrspace(1) [ %136, %.lr.ph ], [ %749, %552 ]
  %.pn6083 = phi ptr addrspace(1) [ %140, %.lr.ph ], [ %748, %552 ]
  %.pn6282 = phi ptr addrspace(1) [ %144, %.lr.ph ], [ %747, %552 ]
  %.pn6481 = phi ptr addrspace(1) [ %148, %.lr.ph ], [ %746, %552 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %606, %552 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %607, %552 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %608, %552 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %609, %552 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %610, %552 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %611, %552 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %612, %552 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %613, %552 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %614, %552 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %615, %552 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %616, %552 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %617, %552 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %618, %552 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %619, %552 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %620, %552 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %621, %552 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %642, %552 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %643, %552 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %644, %552 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %645, %552 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %646, %552 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %647, %552 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %648, %552 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %649, %552 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %650, %552 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %651, %552 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %652, %552 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %653, %552 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %552 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %655, %552 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %552 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %552 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %552 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %552 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %552 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %552 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %552 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %552 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %552 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %552 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %552 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %552 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %552 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %552 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %552 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %552 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %552 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %552 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %714, %552 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %552 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %552 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %552 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %552 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %719, %552 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %552 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %552 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %722, %552 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %723, %552 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %724, %552 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %725, %552 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %726, %552 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %727, %552 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %728, %552 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %729, %552 ]
  %.pn280 = phi ptr addrspace(1) [ %156, %.lr.ph ], [ %745, %552 ]
  %.pn479 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %744, %552 ]
  %.pn678 = phi ptr addrspace(1) [ %166, %.lr.ph ], [ %743, %552 ]
  %.pn877 = phi ptr addrspace(1) [ %171, %.lr.ph ], [ %742, %552 ]
  %.pn1076 = phi ptr addrspace(1) [ %176, %.lr.ph ], [ %741, %552 ]
  %.pn1275 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %740, %552 ]
  %.pn1474 = phi ptr addrspace(1) [ %186, %.lr.ph ], [ %739, %552 ]
  %.pn1673 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %738, %552 ]
  %.pn1872 = phi ptr addrspace(1) [ %196, %.lr.ph ], [ %737, %552 ]
  %.pn2071 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %736, %552 ]
  %.pn2270 = phi ptr addrspace(1) [ %206, %.lr.ph ], [ %735, %552 ]
  %.pn2469 = phi ptr addrspace(1) [ %211, %.lr.ph ], [ %734, %552 ]
  %.pn2668 = phi ptr addrspace(1) [ %216, %.lr.ph ], [ %733, %552 ]
  %.pn2867 = phi ptr addrspace(1) [ %221, %.lr.ph ], [ %732, %552 ]
  %.pn3066 = phi ptr addrspace(1) [ %226, %.lr.ph ], [ %731, %552 ]
  %.pn3265 = phi ptr addrspace(1) [ %230, %.lr.ph ], [ %730, %552 ]
  %375 = phi i32 [ 0, %.lr.ph ], [ %762, %552 ]
  %376 = or disjoint i32 %375, %61, !dbg !26
  %377 = or disjoint i32 %375, %62, !dbg !26
  %378 = or disjoint i32 %375, %63, !dbg !26
  %379 = or disjoint i32 %375, %64, !dbg !26
  %380 = or disjoint i32 %375, %65, !dbg !26
  %381 = or disjoint i32 %375, %66, !dbg !26
  %382 = or disjoint i32 %375, %67, !dbg !26
  %383 = or disjoint i32 %375, %68, !dbg !26
  %384 = or disjoint i32 %375, %69, !dbg !26
  %385 = or disjoint i32 %375, %70, !dbg !26
  %386 = or disjoint i32 %375, %71, !dbg !26
  %387 = or disjoint i32 %375, %72, !dbg !26
  %388 = or disjoint i32 %375, %73, !dbg !26
  %389 = or disjoint i32 %375, %74, !dbg !26
  %390 = or disjoint i32 %375, %75, !dbg !26
  %391 = or disjoint i32 %375, %76, !dbg !26
  %392 = or disjoint i32 %375, %17, !dbg !26
  %393 = icmp slt i32 %392, %5, !dbg !27
  br i1 %393, label %394, label %396, !dbg !28

394:                                              ; preds = %310
  %395 = load <1 x half>, ptr addrspace(1) %.pn3265, align 2, !dbg !28
  br label %396, !dbg !28

396:                                              ; preds = %394, %310
  %397 = phi <1 x half> [ %395, %394 ], [ zeroinitializer, %310 ], !dbg !28
  br i1 %393, label %398, label %400, !dbg !28

398:                                              ; preds = %396
  %399 = load <1 x half>, ptr addrspace(1) %.pn3066, align 2, !dbg !28
  br label %400, !dbg !28

400:                                              ; preds = %398, %396
  %401 = phi <1 x half> [ %399, %398 ], [ zeroinitializer, %396 ], !dbg !28
  br i1 %393, label %402, label %404, !dbg !28

402:                                              ; preds = %400
  %403 = load <1 x half>, ptr addrspace(1) %.pn2867, align 2, !dbg !28
  br label %404, !dbg !28

404:                                              ; preds = %402, %400
  %405 = phi <1 x half> [ %403, %402 ], [ zeroinitializer, %400 ], !dbg !28
  br i1 %393, label %406, label %408, !dbg !28

406:                                              ; preds = %404
  %407 = load <1 x half>, ptr addrspace(1) %.pn2668, align 2, !dbg !28
  br label %408, !dbg !28

408:                                              ; preds = %406, %404
  %409 = phi <1 x half> [ %407, %406 ], [ zeroinitializer, %404 ], !dbg !28
  br i1 %393, label %410, label %412, !dbg !28

410:                                              ; preds = %408
  %411 = load <1 x half>, ptr addrspace(1) %.pn2469, align 2, !dbg !28
  br label %412, !dbg !28

412:                                              ; preds = %410, %408
  %413 = phi <1 x half> [ %411, %410 ], [ zeroinitializer, %408 ], !dbg !28
  br i1 %393, label %414, label %416, !dbg !28

414:                                              ; preds = %412
  %415 = load <1 x half>, ptr addrspace(1) %.pn2270, align 2, !dbg !28
  br label %416, !dbg !28

416:                                              ; preds = %414, %412
  %417 = phi <1 x half> [ %415, %414 ], [ zeroinitializer, %412 ], !dbg !28
  br i1 %393, label %418, label %420, !dbg !28

418:                                              ; preds = %416
  %419 = load <1 x half>, ptr addrspace(1) %.pn2071, align 2, !dbg !28
  br label %420, !dbg !28

420:                                              ; preds = %418, %416
  %421 = phi <1 x half> [ %419, %418 ], [ zeroinitializer, %416 ], !dbg !28
  br i1 %393, label %422, label %424, !dbg !28

422:                                              ; preds = %420
  %423 = load <1 x half>, ptr addrspace(1) %.pn1872, align 2, !dbg !28
  br label %424, !dbg !28

424:                                              ; preds = %422, %420
  %425 = phi <1 x half> [ %423, %422 ], [ zeroinitializer, %420 ], !dbg !28
  br i1 %393, label %426, label %428, !dbg !28

426:                                              ; preds = %424
  %427 = load <1 x half>, ptr addrspace(1) %.pn1673, align 2, !dbg !28
  br label %428, !dbg !28

428:                                              ; preds = %426, %424
  %429 = phi <1 x half> [ %427, %426 ], [ zeroinitializer, %424 ], !dbg !28
  br i1 %393, label %430, label %432, !dbg !28

430:                                              ; preds = %428
  %431 = load <1 x half>, ptr addrspace(1) %.pn1474, align 2, !dbg !28
  br label %432, !dbg !28

432:                                              ; preds = %430, %428
  %433 = phi <1 x half> [ %431, %430 ], [ zeroinitializer, %428 ], !dbg !28
  br i1 %393, label %434, label %436, !dbg !28

434:                                              ; preds = %432
  %435 = load <1 x half>, ptr addrspace(1) %.pn1275, align 2, !dbg !28
  br label %436, !dbg !28

436:                                              ; preds = %434, %432
  %437 = phi <1 x half> [ %435, %434 ], [ zeroinitializer, %432 ], !dbg !28
  br i1 %393, label %438, label %440, !dbg !28

438:                                              ; preds = %436
  %439 = load <1 x half>, ptr addrspace(1) %.pn1076, align 2, !dbg !28
  br label %440, !dbg !28

440:                                              ; preds = %438, %436
  %441 = phi <1 x half> [ %439, %438 ], [ zeroinitializer, %436 ], !dbg !28
  br i1 %393, label %442, label %444, !dbg !28

442:                                              ; preds = %440
  %443 = load <1 x half>, ptr addrspace(1) %.pn877, align 2, !dbg !28
  br label %444, !dbg !28

444:                                              ; preds = %442, %440
  %445 = phi <1 x half> [ %443, %442 ], [ zeroinitializer, %440 ], !dbg !28
  br i1 %393, label %446, label %448, !dbg !28

446:                                              ; preds = %444
  %447 = load <1 x half>, ptr addrspace(1) %.pn678, align 2, !dbg !28
  br label %448, !dbg !28

448:                                              ; preds = %446, %444
  %449 = phi <1 x half> [ %447, %446 ], [ zeroinitializer, %444 ], !dbg !28
  br i1 %393, label %450, label %452, !dbg !28

450:                                              ; preds = %448
  %451 = load <1 x half>, ptr addrspace(1) %.pn479, align 2, !dbg !28
  br label %452, !dbg !28

452:                                              ; preds = %450, %448
  %453 = phi <1 x half> [ %451, %450 ], [ zeroinitializer, %448 ], !dbg !28
  br i1 %393, label %454, label %456, !dbg !28

454:                                              ; preds = %452
  %455 = load <1 x half>, ptr addrspace(1) %.pn280, align 2, !dbg !28
  br label %456, !dbg !28

456:                                              ; preds = %454, %452
  %457 = phi <1 x half> [ %455, %454 ], [ zeroinitializer, %452 ], !dbg !28
  %458 = icmp slt i32 %376, %5, !dbg !29
  %459 = icmp slt i32 %377, %5, !dbg !29
  %460 = icmp slt i32 %378, %5, !dbg !29
  %461 = icmp slt i32 %379, %5, !dbg !29
  %462 = icmp slt i32 %380, %5, !dbg !29
  %463 = icmp slt i32 %381, %5, !dbg !29
  %464 = icmp slt i32 %382, %5, !dbg !29
  %465 = icmp slt i32 %383, %5, !dbg !29
  %466 = icmp slt i32 %384, %5, !dbg !29
  %467 = icmp slt i32 %385, %5, !dbg !29
  %468 = icmp slt i32 %386, %5, !dbg !29
  %469 = icmp slt i32 %387, %5, !dbg !29
  %470 = icmp slt i32 %388, %5, !dbg !29
  %471 = icmp slt i32 %389, %5, !dbg !29
  %472 = icmp slt i32 %390, %5, !dbg !29
  %473 = icmp slt i32 %391, %5, !dbg !29
  br i1 %458, label %474, label %476, !dbg !13

474:                                              ; preds = %456
  %475 = load <1 x half>, ptr addrspace(1) %.pn6481, align 2, !dbg !13
  br label %476, !dbg !13

476:                                              ; preds = %474, %456
  %477 = phi <1 x half> [ %475, %474 ], [ zeroinitializer, %456 ], !dbg !13
  %478 = extractelement <1 x half> %477, i64 0, !dbg !13
  br i1 %459, label %479, label %481, !dbg !13

479:                                              ; preds = %476
  %480 = load <1 x half>, ptr addrspace(1) %.pn6282, align 2, !dbg !13
  br label %481, !dbg !13

481:                                              ; preds = %479, %476
  %482 = phi <1 x half> [ %480, %479 ], [ zeroinitializer, %476 ], !dbg !13
  %483 = extractelement <1 x half> %482, i64 0, !dbg !13
  br i1 %460, label %484, label %486, !dbg !13

484:                                              ; preds = %481
  %485 = load <1 x half>, ptr addrspace(1) %.pn6083, align 2, !dbg !13
  br label %486, !dbg !13

486:                                              ; preds = %484, %481
  %487 = phi <1 x half> [ %485, %484 ], [ zeroinitializer, %481 ], !dbg !13
  %488 = extractelement <1 x half> %487, i64 0, !dbg !13
  br i1 %461, label %489, label %491, !dbg !13

489:                                              ; preds = %486
  %490 = load <1 x half>, ptr addrspace(1) %.pn5884, align 2, !dbg !13
  br label %491, !dbg !13

491:                                              ; preds = %489, %486
  %492 = phi <1 x half> [ %490, %489 ], [ zeroinitializer, %486 ], !dbg !13
  %493 = extractelement <1 x half> %492, i64 0, !dbg !13
  br i1 %462, label %494, label %496, !dbg !13

494:                                              ; preds = %491
  %495 = load <1 x half>, ptr addrspace(1) %.pn5685, align 2, !dbg !13
  br label %496, !dbg !13

496:                                              ; preds = %494, %491
  %497 = phi <1 x half> [ %495, %494 ], [ zeroinitializer, %491 ], !dbg !13
  %498 = extractelement <1 x half> %497, i64 0, !dbg !13
  br i1 %463, label %499, label %501, !dbg !13

499:                                              ; preds = %496
  %500 = load <1 x half>, ptr addrspace(1) %.pn5486, align 2, !dbg !13
  br label %501, !dbg !13

501:                                              ; preds = %499, %496
  %502 = phi <1 x half> [ %500, %499 ], [ zeroinitializer, %496 ], !dbg !13
  %503 = extractelement <1 x half> %502, i64 0, !dbg !13
  br i1 %464, label %504, label %506, !dbg !13

504:                                              ; preds = %501
  %505 = load <1 x half>, ptr addrspace(1) %.pn5287, align 2, !dbg !13
  br label %506, !dbg !13

506:                                              ; preds = %504, %501
  %507 = phi <1 x half> [ %505, %504 ], [ zeroinitializer, %501 ], !dbg !13
  %508 = extractelement <1 x half> %507, i64 0, !dbg !13
  br i1 %465, label %509, label %511, !dbg !13

509:                                              ; preds = %506
  %510 = load <1 x half>, ptr addrspace(1) %.pn5088, align 2, !dbg !13
  br label %511, !dbg !13

511:                                              ; preds = %509, %506
  %512 = phi <1 x half> [ %510, %509 ], [ zeroinitializer, %506 ], !dbg !13
  %513 = extractelement <1 x half> %512, i64 0, !dbg !13
  br i1 %466, label %514, label %516, !dbg !13

514:                                              ; preds = %511
  %515 = load <1 x half>, ptr addrspace(1) %.pn4889, align 2, !dbg !13
  br label %516, !dbg !13

516:                                              ; preds = %514, %511
  %517 = phi <1 x half> [ %515, %514 ], [ zeroinitializer, %511 ], !dbg !13
  %518 = extractelement <1 x half> %517, i64 0, !dbg !13
  br i1 %467, label %519, label %521, !dbg !13

519:                                              ; preds = %516
  %520 = load <1 x half>, ptr addrspace(1) %.pn4690, align 2, !dbg !13
  br label %521, !dbg !13

521:                                              ; preds = %519, %516
  %522 = phi <1 x half> [ %520, %519 ], [ zeroinitializer, %516 ], !dbg !13
  %523 = extractelement <1 x half> %522, i64 0, !dbg !13
  br i1 %468, label %524, label %526, !dbg !13

524:                                              ; preds = %521
  %525 = load <1 x half>, ptr addrspace(1) %.pn4491, align 2, !dbg !13
  br label %526, !dbg !13

526:                                              ; preds = %524, %521
  %527 = phi <1 x half> [ %525, %524 ], [ zeroinitializer, %521 ], !dbg !13
  %528 = extractelement <1 x half> %527, i64 0, !dbg !13
  br i1 %469, label %529, label %531, !dbg !13

529:                                              ; preds = %526
  %530 = load <1 x half>, ptr addrspace(1) %.pn4292, align 2, !dbg !13
  br label %531, !dbg !13

531:                                              ; preds = %529, %526
  %532 = phi <1 x half> [ %530, %529 ], [ zeroinitializer, %526 ], !dbg !13
  %533 = extractelement <1 x half> %532, i64 0, !dbg !13
  br i1 %470, label %534, label %536, !dbg !13

534:                                              ; preds = %531
  %535 = load <1 x half>, ptr addrspace(1) %.pn4093, align 2, !dbg !13
  br label %536, !dbg !13

536:                                              ; preds = %534, %531
  %537 = phi <1 x half> [ %535, %534 ], [ zeroinitializer, %531 ], !dbg !13
  %538 = extractelement <1 x half> %537, i64 0, !dbg !13
  br i1 %471, label %539, label %541, !dbg !13

539:                                              ; preds = %536
  %540 = load <1 x half>, ptr addrspace(1) %.pn3894, align 2, !dbg !13
  br label %541, !dbg !13

541:                                              ; preds = %539, %536
  %542 = phi <1 x half> [ %540, %539 ], [ zeroinitializer, %536 ], !dbg !13
  %543 = extractelement <1 x half> %542, i64 0, !dbg !13
  br i1 %472, label %544, label %546, !dbg !13

544:                                              ; preds = %541
  %545 = load <1 x half>, ptr addrspace(1) %.pn3695, align 2, !dbg !13
  br label %546, !dbg !13

546:                                              ; preds = %544, %541
  %547 = phi <1 x half> [ %545, %544 ], [ zeroinitializer, %541 ], !dbg !13
  %548 = extractelement <1 x half> %547, i64 0, !dbg !13
  br i1 %473, label %549, label %552, !dbg !13

549:                                              ; preds = %546
  %550 = load <1 x half>, ptr addrspace(1) %.pn3496, align 2, !dbg !13
  %551 = shufflevector <1 x half> %550, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !13
  br label %552, !dbg !13

552:                                              ; preds = %549, %546
  %553 = phi <4 x half> [ %551, %549 ], [ <half 0.000000e+00, half undef, half undef, half undef>, %546 ], !dbg !13
  fence syncscope("workgroup") release, !dbg !28, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28, !mmra !30
  store <1 x half> %397, ptr addrspace(3) %234, align 2, !dbg !28
  store <1 x half> %405, ptr addrspace(3) %235, align 2, !dbg !28
  store <1 x half> %413, ptr addrspace(3) %236, align 2, !dbg !28
  store <1 x half> %421, ptr addrspace(3) %237, align 2, !dbg !28
  store <1 x half> %429, ptr addrspace(3) %238, align 2, !dbg !28
  store <1 x half> %437, ptr addrspace(3) %239, align 2, !dbg !28
  store <1 x half> %445, ptr addrspace(3) %240, align 2, !dbg !28
  store <1 x half> %453, ptr addrspace(3) %241, align 2, !dbg !28
  store <1 x half> %401, ptr addrspace(3) %243, align 2, !dbg !28
  store <1 x half> %409, ptr addrspace(3) %244, align 2, !dbg !28
  store <1 x half> %417, ptr addrspace(3) %245, align 2, !dbg !28
  store <1 x half> %425, ptr addrspace(3) %246, align 2, !dbg !28
  store <1 x half> %433, ptr addrspace(3) %247, align 2, !dbg !28
  store <1 x half> %441, ptr addrspace(3) %248, align 2, !dbg !28
  store <1 x half> %449, ptr addrspace(3) %249, align 2, !dbg !28
  store <1 x half> %457, ptr addrspace(3) %250, align 2, !dbg !28
  fence syncscope("workgroup") release, !dbg !28, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28, !mmra !30
  %554 = load <4 x half>, ptr addrspace(3) %259, align 8, !dbg !28
  %555 = load <4 x half>, ptr addrspace(3) %260, align 8, !dbg !28
  %556 = load <4 x half>, ptr addrspace(3) %262, align 8, !dbg !28
  %557 = load <4 x half>, ptr addrspace(3) %263, align 8, !dbg !28
  %558 = load <4 x half>, ptr addrspace(3) %265, align 8, !dbg !28
  %559 = load <4 x half>, ptr addrspace(3) %266, align 8, !dbg !28
  %560 = load <4 x half>, ptr addrspace(3) %268, align 8, !dbg !28
  %561 = load <4 x half>, ptr addrspace(3) %269, align 8, !dbg !28
  fence syncscope("workgroup") release, !dbg !13, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !30
  %562 = insertelement <4 x half> poison, half %478, i64 0, !dbg !13
  %563 = insertelement <4 x half> %562, half %483, i64 1, !dbg !13
  %564 = insertelement <4 x half> %563, half %488, i64 2, !dbg !13
  %565 = insertelement <4 x half> %564, half %493, i64 3, !dbg !13
  store <4 x half> %565, ptr addrspace(3) %277, align 8, !dbg !13
  %566 = insertelement <4 x half> poison, half %498, i64 0, !dbg !13
  %567 = insertelement <4 x half> %566, half %503, i64 1, !dbg !13
  %568 = insertelement <4 x half> %567, half %508, i64 2, !dbg !13
  %569 = insertelement <4 x half> %568, half %513, i64 3, !dbg !13
  store <4 x half> %569, ptr addrspace(3) %279, align 8, !dbg !13
  %570 = insertelement <4 x half> poison, half %518, i64 0, !dbg !13
  %571 = insertelement <4 x half> %570, half %523, i64 1, !dbg !13
  %572 = insertelement <4 x half> %571, half %528, i64 2, !dbg !13
  %573 = insertelement <4 x half> %572, half %533, i64 3, !dbg !13
  store <4 x half> %573, ptr addrspace(3) %281, align 8, !dbg !13
  %574 = insertelement <4 x half> poison, half %538, i64 0, !dbg !13
  %575 = insertelement <4 x half> %574, half %543, i64 1, !dbg !13
  %576 = insertelement <4 x half> %575, half %548, i64 2, !dbg !13
  %577 = shufflevector <4 x half> %576, <4 x half> %553, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !13
  store <4 x half> %577, ptr addrspace(3) %283, align 8, !dbg !13
  fence syncscope("workgroup") release, !dbg !13, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !30
  %578 = load <4 x half>, ptr addrspace(3) %295, align 8, !dbg !13
  %579 = load <4 x half>, ptr addrspace(3) %297, align 8, !dbg !13
  %580 = load <4 x half>, ptr addrspace(3) %299, align 8, !dbg !13
  %581 = load <4 x half>, ptr addrspace(3) %301, align 8, !dbg !13
  %582 = load <4 x half>, ptr addrspace(3) %303, align 8, !dbg !13
  %583 = load <4 x half>, ptr addrspace(3) %305, align 8, !dbg !13
  %584 = load <4 x half>, ptr addrspace(3) %306, align 8, !dbg !13
  %585 = load <4 x half>, ptr addrspace(3) %308, align 8, !dbg !13
  %586 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %311, i64 0, !dbg !31
  %587 = insertelement <16 x float> %586, float %312, i64 1, !dbg !31
  %588 = insertelement <16 x float> %587, float %313, i64 2, !dbg !31
  %589 = insertelement <16 x float> %588, float %314, i64 3, !dbg !31
  %590 = insertelement <16 x float> %589, float %315, i64 4, !dbg !31
  %591 = insertelement <16 x float> %590, float %316, i64 5, !dbg !31
  %592 = insertelement <16 x float> %591, float %317, i64 6, !dbg !31
  %593 = insertelement <16 x float> %592, float %318, i64 7, !dbg !31
  %594 = insertelement <16 x float> %593, float %319, i64 8, !dbg !31
  %595 = insertelement <16 x float> %594, float %320, i64 9, !dbg !31
  %596 = insertelement <16 x float> %595, float %321, i64 10, !dbg !31
  %597 = insertelement <16 x float> %596, float %322, i64 11, !dbg !31
  %598 = insertelement <16 x float> %597, float %323, i64 12, !dbg !31
  %599 = insertelement <16 x float> %598, float %324, i64 13, !dbg !31
  %600 = insertelement <16 x float> %599, float %325, i64 14, !dbg !31
  %601 = insertelement <16 x float> %600, float %326, i64 15, !dbg !31
  %602 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %578, <4 x half> %554, <16 x float> %601, i32 0, i32 0, i32 0), !dbg !31
  %603 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %579, <4 x half> %556, <16 x float> %602, i32 0, i32 0, i32 0), !dbg !31
  %604 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %580, <4 x half> %558, <16 x float> %603, i32 0, i32 0, i32 0), !dbg !31
  %605 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %581, <4 x half> %560, <16 x float> %604, i32 0, i32 0, i32 0), !dbg !31
  %606 = extractelement <16 x float> %605, i64 0, !dbg !31
  %607 = extractelement <16 x float> %605, i64 1, !dbg !31
  %608 = extractelement <16 x float> %605, i64 2, !dbg !31
  %609 = extractelement <16 x float> %605, i64 3, !dbg !31
  %610 = extractelement <16 x float> %605, i64 4, !dbg !31
  %611 = extractelement <16 x float> %605, i64 5, !dbg !31
  %612 = extractelement <16 x float> %605, i64 6, !dbg !31
  %613 = extractelement <16 x float> %605, i64 7, !dbg !31
  %614 = extractelement <16 x float> %605, i64 8, !dbg !31
  %615 = extractelement <16 x float> %605, i64 9, !dbg !31
  %616 = extractelement <16 x float> %605, i64 10, !dbg !31
  %617 = extractelement <16 x float> %605, i64 11, !dbg !31
  %618 = extractelement <16 x float> %605, i64 12, !dbg !31
  %619 = extractelement <16 x float> %605, i64 13, !dbg !31
  %620 = extractelement <16 x float> %605, i64 14, !dbg !31
  %621 = extractelement <16 x float> %605, i64 15, !dbg !31
  %622 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %327, i64 0, !dbg !31
  %623 = insertelement <16 x float> %622, float %328, i64 1, !dbg !31
  %624 = insertelement <16 x float> %623, float %329, i64 2, !dbg !31
  %625 = insertelement <16 x float> %624, float %330, i64 3, !dbg !31
  %626 = insertelement <16 x float> %625, float %331, i64 4, !dbg !31
  %627 = insertelement <16 x float> %626, float %332, i64 5, !dbg !31
  %628 = insertelement <16 x float> %627, float %333, i64 6, !dbg !31
  %629 = insertelement <16 x float> %628, float %334, i64 7, !dbg !31
  %630 = insertelement <16 x float> %629, float %335, i64 8, !dbg !31
  %631 = insertelement <16 x float> %630, float %336, i64 9, !dbg !31
  %632 = insertelement <16 x float> %631, float %337, i64 10, !dbg !31
  %633 = insertelement <16 x float> %632, float %338, i64 11, !dbg !31
  %634 = insertelement <16 x float> %633, float %339, i64 12, !dbg !31
  %635 = insertelement <16 x float> %634, float %340, i64 13, !dbg !31
  %636 = insertelement <16 x float> %635, float %341, i64 14, !dbg !31
  %637 = insertelement <16 x float> %636, float %342, i64 15, !dbg !31
  %638 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %582, <4 x half> %554, <16 x float> %637, i32 0, i32 0, i32 0), !dbg !31
  %639 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %583, <4 x half> %556, <16 x float> %638, i32 0, i32 0, i32 0), !dbg !31
  %640 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %584, <4 x half> %558, <16 x float> %639, i32 0, i32 0, i32 0), !dbg !31
  %641 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %585, <4 x half> %560, <16 x float> %640, i32 0, i32 0, i32 0), !dbg !31
  %642 = extractelement <16 x float> %641, i64 0, !dbg !31
  %643 = extractelement <16 x float> %641, i64 1, !dbg !31
  %644 = extractelement <16 x float> %641, i64 2, !dbg !31
  %645 = extractelement <16 x float> %641, i64 3, !dbg !31
  %646 = extractelement <16 x float> %641, i64 4, !dbg !31
  %647 = extractelement <16 x float> %641, i64 5, !dbg !31
  %648 = extractelement <16 x float> %641, i64 6, !dbg !31
  %649 = extractelement <16 x float> %641, i64 7, !dbg !31
  %650 = extractelement <16 x float> %641, i64 8, !dbg !31
  %651 = extractelement <16 x float> %641, i64 9, !dbg !31
  %652 = extractelement <16 x float> %641, i64 10, !dbg !31
  %653 = extractelement <16 x float> %641, i64 11, !dbg !31
  %654 = extractelement <16 x float> %641, i64 12, !dbg !31
  %655 = extractelement <16 x float> %641, i64 13, !dbg !31
  %656 = extractelement <16 x float> %641, i64 14, !dbg !31
  %657 = extractelement <16 x float> %641, i64 15, !dbg !31
  %658 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %343, i64 0, !dbg !31
  %659 = insertelement <16 x float> %658, float %344, i64 1, !dbg !31
  %660 = insertelement <16 x float> %659, float %345, i64 2, !dbg !31
  %661 = insertelement <16 x float> %660, float %346, i64 3, !dbg !31
  %662 = insertelement <16 x float> %661, float %347, i64 4, !dbg !31
  %663 = insertelement <16 x float> %662, float %348, i64 5, !dbg !31
  %664 = insertelement <16 x float> %663, float %349, i64 6, !dbg !31
  %665 = insertelement <16 x float> %664, float %350, i64 7, !dbg !31
  %666 = insertelement <16 x float> %665, float %351, i64 8, !dbg !31
  %667 = insertelement <16 x float> %666, float %352, i64 9, !dbg !31
  %668 = insertelement <16 x float> %667, float %353, i64 10, !dbg !31
  %669 = insertelement <16 x float> %668, float %354, i64 11, !dbg !31
  %670 = insertelement <16 x float> %669, float %355, i64 12, !dbg !31
  %671 = insertelement <16 x float> %670, float %356, i64 13, !dbg !31
  %672 = insertelement <16 x float> %671, float %357, i64 14, !dbg !31
  %673 = insertelement <16 x float> %672, float %358, i64 15, !dbg !31
  %674 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %578, <4 x half> %555, <16 x float> %673, i32 0, i32 0, i32 0), !dbg !31
  %675 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %579, <4 x half> %557, <16 x float> %674, i32 0, i32 0, i32 0), !dbg !31
  %676 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %580, <4 x half> %559, <16 x float> %675, i32 0, i32 0, i32 0), !dbg !31
  %677 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %581, <4 x half> %561, <16 x float> %676, i32 0, i32 0, i32 0), !dbg !31
  %678 = extractelement <16 x float> %677, i64 0, !dbg !31
  %679 = extractelement <16 x float> %677, i64 1, !dbg !31
  %680 = extractelement <16 x float> %677, i64 2, !dbg !31
  %681 = extractelement <16 x float> %677, i64 3, !dbg !31
  %682 = extractelement <16 x float> %677, i64 4, !dbg !31
  %683 = extractelement <16 x float> %677, i64 5, !dbg !31
  %684 = extractelement <16 x float> %677, i64 6, !dbg !31
  %685 = extractelement <16 x float> %677, i64 7, !dbg !31
  %686 = extractelement <16 x float> %677, i64 8, !dbg !31
  %687 = extractelement <16 x float> %677, i64 9, !dbg !31
  %688 = extractelement <16 x float> %677, i64 10, !dbg !31
  %689 = extractelement <16 x float> %677, i64 11, !dbg !31
  %690 = extractelement <16 x float> %677, i64 12, !dbg !31
  %691 = extractelement <16 x float> %677, i64 13, !dbg !31
  %692 = extractelement <16 x float> %677, i64 14, !dbg !31
  %693 = extractelement <16 x float> %677, i64 15, !dbg !31
  %694 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %359, i64 0, !dbg !31
  %695 = insertelement <16 x float> %694, float %360, i64 1, !dbg !31
  %696 = insertelement <16 x float> %695, float %361, i64 2, !dbg !31
  %697 = insertelement <16 x float> %696, float %362, i64 3, !dbg !31
  %698 = insertelement <16 x float> %697, float %363, i64 4, !dbg !31
  %699 = insertelement <16 x float> %698, float %364, i64 5, !dbg !31
  %700 = insertelement <16 x float> %699, float %365, i64 6, !dbg !31
  %701 = insertelement <16 x float> %700, float %366, i64 7, !dbg !31
  %702 = insertelement <16 x float> %701, float %367, i64 8, !dbg !31
  %703 = insertelement <16 x float> %702, float %368, i64 9, !dbg !31
  %704 = insertelement <16 x float> %703, float %369, i64 10, !dbg !31
  %705 = insertelement <16 x float> %704, float %370, i64 11, !dbg !31
  %706 = insertelement <16 x float> %705, float %371, i64 12, !dbg !31
  %707 = insertelement <16 x float> %706, float %372, i64 13, !dbg !31
  %708 = insertelement <16 x float> %707, float %373, i64 14, !dbg !31
  %709 = insertelement <16 x float> %708, float %374, i64 15, !dbg !31
  %710 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %582, <4 x half> %555, <16 x float> %709, i32 0, i32 0, i32 0), !dbg !31
  %711 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %583, <4 x half> %557, <16 x float> %710, i32 0, i32 0, i32 0), !dbg !31
  %712 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %584, <4 x half> %559, <16 x float> %711, i32 0, i32 0, i32 0), !dbg !31
  %713 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %585, <4 x half> %561, <16 x float> %712, i32 0, i32 0, i32 0), !dbg !31
  %714 = extractelement <16 x float> %713, i64 0, !dbg !31
  %715 = extractelement <16 x float> %713, i64 1, !dbg !31
  %716 = extractelement <16 x float> %713, i64 2, !dbg !31
  %717 = extractelement <16 x float> %713, i64 3, !dbg !31
  %718 = extractelement <16 x float> %713, i64 4, !dbg !31
  %719 = extractelement <16 x float> %713, i64 5, !dbg !31
  %720 = extractelement <16 x float> %713, i64 6, !dbg !31
  %721 = extractelement <16 x float> %713, i64 7, !dbg !31
  %722 = extractelement <16 x float> %713, i64 8, !dbg !31
  %723 = extractelement <16 x float> %713, i64 9, !dbg !31
  %724 = extractelement <16 x float> %713, i64 10, !dbg !31
  %725 = extractelement <16 x float> %713, i64 11, !dbg !31
  %726 = extractelement <16 x float> %713, i64 12, !dbg !31
  %727 = extractelement <16 x float> %713, i64 13, !dbg !31
  %728 = extractelement <16 x float> %713, i64 14, !dbg !31
  %729 = extractelement <16 x float> %713, i64 15, !dbg !31
  %730 = getelementptr i8, ptr addrspace(1) %.pn3265, i64 64, !dbg !32
  %731 = getelementptr i8, ptr addrspace(1) %.pn3066, i64 64, !dbg !32
  %732 = getelementptr i8, ptr addrspace(1) %.pn2867, i64 64, !dbg !32
  %733 = getelementptr i8, ptr addrspace(1) %.pn2668, i64 64, !dbg !32
  %734 = getelementptr i8, ptr addrspace(1) %.pn2469, i64 64, !dbg !32
  %735 = getelementptr i8, ptr addrspace(1) %.pn2270, i64 64, !dbg !32
  %736 = getelementptr i8, ptr addrspace(1) %.pn2071, i64 64, !dbg !32
  %737 = getelementptr i8, ptr addrspace(1) %.pn1872, i64 64, !dbg !32
  %738 = getelementptr i8, ptr addrspace(1) %.pn1673, i64 64, !dbg !32
  %739 = getelementptr i8, ptr addrspace(1) %.pn1474, i64 64, !dbg !32
  %740 = getelementptr i8, ptr addrspace(1) %.pn1275, i64 64, !dbg !32
  %741 = getelementptr i8, ptr addrspace(1) %.pn1076, i64 64, !dbg !32
  %742 = getelementptr i8, ptr addrspace(1) %.pn877, i64 64, !dbg !32
  %743 = getelementptr i8, ptr addrspace(1) %.pn678, i64 64, !dbg !32
  %744 = getelementptr i8, ptr addrspace(1) %.pn479, i64 64, !dbg !32
  %745 = getelementptr i8, ptr addrspace(1) %.pn280, i64 64, !dbg !32
  %746 = getelementptr [2 x i8], ptr addrspace(1) %.pn6481, i64 %309, !dbg !33
  %747 = getelementptr [2 x i8], ptr addrspace(1) %.pn6282, i64 %309, !dbg !33
  %748 = getelementptr [2 x i8], ptr addrspace(1) %.pn6083, i64 %309, !dbg !33
  %749 = getelementptr [2 x i8], ptr addrspace(1) %.pn5884, i64 %309, !dbg !33
  %750 = getelementptr [2 x i8], ptr addrspace(1) %.pn5685, i64 %309, !dbg !33
  %751 = getelementptr [2 x i8], ptr addrspace(1) %.pn5486, i64 %309, !dbg !33
  %752 = getelementptr [2 x i8], ptr addrspace(1) %.pn5287, i64 %309, !dbg !33
  %753 = getelementptr [2 x i8], ptr addrspace(1) %.pn5088, i64 %309, !dbg !33
  %754 = getelementptr [2 x i8], ptr addrspace(1) %.pn4889, i64 %309, !dbg !33
  %755 = getelementptr [2 x i8], ptr addrspace(1) %.pn4690, i64 %309, !dbg !33
  %756 = getelementptr [2 x i8], ptr addrspace(1) %.pn4491, i64 %309, !dbg !33
  %757 = getelementptr [2 x i8], ptr addrspace(1) %.pn4292, i64 %309, !dbg !33
  %758 = getelementptr [2 x i8], ptr addrspace(1) %.pn4093, i64 %309, !dbg !33
  %759 = getelementptr [2 x i8], ptr addrspace(1) %.pn3894, i64 %309, !dbg !33
  %760 = getelementptr [2 x i8], ptr addrspace(1) %.pn3695, i64 %309, !dbg !33
  %761 = getelementptr [2 x i8], ptr addrspace(1) %.pn3496, i64 %309, !dbg !33
  %762 = add i32 %375, 32, !dbg !20
  %763 = icmp slt i32 %762, %5, !dbg !20
  br i1 %763, label %310, label %._crit_edge.loopexit, !dbg !20

._crit_edge.loopexit:                             ; preds = %552
  %764 = fptrunc float %607 to half, !dbg !34
  %765 = fptrunc float %608 to half, !dbg !34
  %766 = fptrunc float %609 to half, !dbg !34
  %767 = fptrunc float %610 to half, !dbg !34
  %768 = fptrunc float %611 to half, !dbg !34
  %769 = fptrunc float %612 to half, !dbg !34
  %770 = fptrunc float %613 to half, !dbg !34
  %771 = fptrunc float %614 to half, !dbg !34
  %772 = fptrunc float %615 to half, !dbg !34
  %773 = fptrunc float %616 to half, !dbg !34
  %774 = fptrunc float %617 to half, !dbg !34
  %775 = fptrunc float %618 to half, !dbg !34
  %776 = fptrunc float %619 to half, !dbg !34
  %777 = fptrunc float %620 to half, !dbg !34
  %778 = fptrunc float %621 to half, !dbg !34
  %779 = fptrunc float %642 to half, !dbg !34
  %780 = fptrunc float %643 to half, !dbg !34
  %781 = fptrunc float %644 to half, !dbg !34
  %782 = fptrunc float %645 to half, !dbg !34
  %783 = fptrunc float %646 to half, !dbg !34
  %784 = fptrunc float %647 to half, !dbg !34
  %785 = fptrunc float %648 to half, !dbg !34
  %786 = fptrunc float %649 to half, !dbg !34
  %787 = fptrunc float %650 to half, !dbg !34
  %788 = fptrunc float %651 to half, !dbg !34
  %789 = fptrunc float %652 to half, !dbg !34
  %790 = fptrunc float %653 to half, !dbg !34
  %791 = fptrunc float %654 to half, !dbg !34
  %792 = fptrunc float %655 to half, !dbg !34
  %793 = fptrunc float %656 to half, !dbg !34
  %794 = fptrunc float %657 to half, !dbg !34
  %795 = fptrunc float %678 to half, !dbg !34
  %796 = fptrunc float %679 to half, !dbg !34
  %797 = fptrunc float %680 to half, !dbg !34
  %798 = fptrunc float %681 to half, !dbg !34
  %799 = fptrunc float %682 to half, !dbg !34
  %800 = fptrunc float %683 to half, !dbg !34
  %801 = fptrunc float %684 to half, !dbg !34
  %802 = fptrunc float %685 to half, !dbg !34
  %803 = fptrunc float %686 to half, !dbg !34
  %804 = fptrunc float %687 to half, !dbg !34
  %805 = fptrunc float %688 to half, !dbg !34
  %806 = fptrunc float %689 to half, !dbg !34
  %807 = fptrunc float %690 to half, !dbg !34
  %808 = fptrunc float %691 to half, !dbg !34
  %809 = fptrunc float %692 to half, !dbg !34
  %810 = fptrunc float %693 to half, !dbg !34
  %811 = fptrunc float %714 to half, !dbg !34
  %812 = fptrunc float %715 to half, !dbg !34
  %813 = fptrunc float %716 to half, !dbg !34
  %814 = fptrunc float %717 to half, !dbg !34
  %815 = fptrunc float %718 to half, !dbg !34
  %816 = fptrunc float %719 to half, !dbg !34
  %817 = fptrunc float %720 to half, !dbg !34
  %818 = fptrunc float %721 to half, !dbg !34
  %819 = fptrunc float %722 to half, !dbg !34
  %820 = fptrunc float %723 to half, !dbg !34
  %821 = fptrunc float %724 to half, !dbg !34
  %822 = fptrunc float %725 to half, !dbg !34
  %823 = fptrunc float %726 to half, !dbg !34
  %824 = fptrunc float %727 to half, !dbg !34
  %825 = fptrunc float %728 to half, !dbg !34
  %826 = fptrunc float %729 to half, !dbg !34
  %827 = fptrunc float %606 to half
  br label %._crit_edge, !dbg !35

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %828 = phi half [ 0.000000e+00, %11 ], [ %827, %._crit_edge.loopexit ], !dbg !36
  %829 = phi half [ 0.000000e+00, %11 ], [ %764, %._crit_edge.loopexit ], !dbg !36
  %830 = phi half [ 0.000000e+00, %11 ], [ %765, %._crit_edge.loopexit ], !dbg !36
  %831 = phi half [ 0.000000e+00, %11 ], [ %766, %._crit_edge.loopexit ], !dbg !36
  %832 = phi half [ 0.000000e+00, %11 ], [ %767, %._crit_edge.loopexit ], !dbg !36
  %833 = phi half [ 0.000000e+00, %11 ], [ %768, %._crit_edge.loopexit ], !dbg !36
  %834 = phi half [ 0.000000e+00, %11 ], [ %769, %._crit_edge.loopexit ], !dbg !36
  %835 = phi half [ 0.000000e+00, %11 ], [ %770, %._crit_edge.loopexit ], !dbg !36
  %836 = phi half [ 0.000000e+00, %11 ], [ %771, %._crit_edge.loopexit ], !dbg !36
  %837 = phi half [ 0.000000e+00, %11 ], [ %772, %._crit_edge.loopexit ], !dbg !36
  %838 = phi half [ 0.000000e+00, %11 ], [ %773, %._crit_edge.loopexit ], !dbg !36
  %839 = phi half [ 0.000000e+00, %11 ], [ %774, %._crit_edge.loopexit ], !dbg !36
  %840 = phi half [ 0.000000e+00, %11 ], [ %775, %._crit_edge.loopexit ], !dbg !36
  %841 = phi half [ 0.000000e+00, %11 ], [ %776, %._crit_edge.loopexit ], !dbg !36
  %842 = phi half [ 0.000000e+00, %11 ], [ %777, %._crit_edge.loopexit ], !dbg !36
  %843 = phi half [ 0.000000e+00, %11 ], [ %778, %._crit_edge.loopexit ], !dbg !36
  %844 = phi half [ 0.000000e+00, %11 ], [ %779, %._crit_edge.loopexit ], !dbg !36
  %845 = phi half [ 0.000000e+00, %11 ], [ %780, %._crit_edge.loopexit ], !dbg !36
  %846 = phi half [ 0.000000e+00, %11 ], [ %781, %._crit_edge.loopexit ], !dbg !36
  %847 = phi half [ 0.000000e+00, %11 ], [ %782, %._crit_edge.loopexit ], !dbg !36
  %848 = phi half [ 0.000000e+00, %11 ], [ %783, %._crit_edge.loopexit ], !dbg !36
  %849 = phi half [ 0.000000e+00, %11 ], [ %784, %._crit_edge.loopexit ], !dbg !36
  %850 = phi half [ 0.000000e+00, %11 ], [ %785, %._crit_edge.loopexit ], !dbg !36
  %851 = phi half [ 0.000000e+00, %11 ], [ %786, %._crit_edge.loopexit ], !dbg !36
  %852 = phi half [ 0.000000e+00, %11 ], [ %787, %._crit_edge.loopexit ], !dbg !36
  %853 = phi half [ 0.000000e+00, %11 ], [ %788, %._crit_edge.loopexit ], !dbg !36
  %854 = phi half [ 0.000000e+00, %11 ], [ %789, %._crit_edge.loopexit ], !dbg !36
  %855 = phi half [ 0.000000e+00, %11 ], [ %790, %._crit_edge.loopexit ], !dbg !36
  %856 = phi half [ 0.000000e+00, %11 ], [ %791, %._crit_edge.loopexit ], !dbg !36
  %857 = phi half [ 0.000000e+00, %11 ], [ %792, %._crit_edge.loopexit ], !dbg !36
  %858 = phi half [ 0.000000e+00, %11 ], [ %793, %._crit_edge.loopexit ], !dbg !36
  %859 = phi half [ 0.000000e+00, %11 ], [ %794, %._crit_edge.loopexit ], !dbg !36
  %860 = phi half [ 0.000000e+00, %11 ], [ %795, %._crit_edge.loopexit ], !dbg !36
  %861 = phi half [ 0.000000e+00, %11 ], [ %796, %._crit_edge.loopexit ], !dbg !36
  %862 = phi half [ 0.000000e+00, %11 ], [ %797, %._crit_edge.loopexit ], !dbg !36
  %863 = phi half [ 0.000000e+00, %11 ], [ %798, %._crit_edge.loopexit ], !dbg !36
  %864 = phi half [ 0.000000e+00, %11 ], [ %799, %._crit_edge.loopexit ], !dbg !36
  %865 = phi half [ 0.000000e+00, %11 ], [ %800, %._crit_edge.loopexit ], !dbg !36
  %866 = phi half [ 0.000000e+00, %11 ], [ %801, %._crit_edge.loopexit ], !dbg !36
  %867 = phi half [ 0.000000e+00, %11 ], [ %802, %._crit_edge.loopexit ], !dbg !36
  %868 = phi half [ 0.000000e+00, %11 ], [ %803, %._crit_edge.loopexit ], !dbg !36
  %869 = phi half [ 0.000000e+00, %11 ], [ %804, %._crit_edge.loopexit ], !dbg !36
  %870 = phi half [ 0.000000e+00, %11 ], [ %805, %._crit_edge.loopexit ], !dbg !36
  %871 = phi half [ 0.000000e+00, %11 ], [ %806, %._crit_edge.loopexit ], !dbg !36
  %872 = phi half [ 0.000000e+00, %11 ], [ %807, %._crit_edge.loopexit ], !dbg !36
  %873 = phi half [ 0.000000e+00, %11 ], [ %808, %._crit_edge.loopexit ], !dbg !36
  %874 = phi half [ 0.000000e+00, %11 ], [ %809, %._crit_edge.loopexit ], !dbg !36
  %875 = phi half [ 0.000000e+00, %11 ], [ %810, %._crit_edge.loopexit ], !dbg !36
  %876 = phi half [ 0.000000e+00, %11 ], [ %811, %._crit_edge.loopexit ], !dbg !36
  %877 = phi half [ 0.000000e+00, %11 ], [ %812, %._crit_edge.loopexit ], !dbg !36
  %878 = phi half [ 0.000000e+00, %11 ], [ %813, %._crit_edge.loopexit ], !dbg !36
  %879 = phi half [ 0.000000e+00, %11 ], [ %814, %._crit_edge.loopexit ], !dbg !36
  %880 = phi half [ 0.000000e+00, %11 ], [ %815, %._crit_edge.loopexit ], !dbg !36
  %881 = phi half [ 0.000000e+00, %11 ], [ %816, %._crit_edge.loopexit ], !dbg !36
  %882 = phi half [ 0.000000e+00, %11 ], [ %817, %._crit_edge.loopexit ], !dbg !36
  %883 = phi half [ 0.000000e+00, %11 ], [ %818, %._crit_edge.loopexit ], !dbg !36
  %884 = phi half [ 0.000000e+00, %11 ], [ %819, %._crit_edge.loopexit ], !dbg !36
  %885 = phi half [ 0.000000e+00, %11 ], [ %820, %._crit_edge.loopexit ], !dbg !36
  %886 = phi half [ 0.000000e+00, %11 ], [ %821, %._crit_edge.loopexit ], !dbg !36
  %887 = phi half [ 0.000000e+00, %11 ], [ %822, %._crit_edge.loopexit ], !dbg !36
  %888 = phi half [ 0.000000e+00, %11 ], [ %823, %._crit_edge.loopexit ], !dbg !36
  %889 = phi half [ 0.000000e+00, %11 ], [ %824, %._crit_edge.loopexit ], !dbg !36
  %890 = phi half [ 0.000000e+00, %11 ], [ %825, %._crit_edge.loopexit ], !dbg !36
  %891 = phi half [ 0.000000e+00, %11 ], [ %826, %._crit_edge.loopexit ], !dbg !36
  %892 = mul i32 %26, %8, !dbg !35
  %893 = mul i32 %27, %8, !dbg !35
  %894 = sext i32 %892 to i64, !dbg !37
  %895 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %894, !dbg !37
  %896 = sext i32 %893 to i64, !dbg !37
  %897 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %896, !dbg !37
  %898 = sext i32 %30 to i64, !dbg !37
  %899 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %898, !dbg !37
  %900 = sext i32 %31 to i64, !dbg !37
  %901 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %900, !dbg !37
  %902 = sext i32 %32 to i64, !dbg !37
  %903 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %902, !dbg !37
  %904 = sext i32 %33 to i64, !dbg !37
  %905 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %904, !dbg !37
  %906 = sext i32 %34 to i64, !dbg !37
  %907 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %906, !dbg !37
  %908 = sext i32 %35 to i64, !dbg !37
  %909 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %908, !dbg !37
  %910 = sext i32 %36 to i64, !dbg !37
  %911 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %910, !dbg !37
  %912 = sext i32 %37 to i64, !dbg !37
  %913 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %912, !dbg !37
  %914 = sext i32 %38 to i64, !dbg !37
  %915 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %914, !dbg !37
  %916 = sext i32 %39 to i64, !dbg !37
  %917 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %916, !dbg !37
  %918 = sext i32 %40 to i64, !dbg !37
  %919 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %918, !dbg !37
  %920 = sext i32 %41 to i64, !dbg !37
  %921 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %920, !dbg !37
  %922 = sext i32 %42 to i64, !dbg !37
  %923 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %922, !dbg !37
  %924 = sext i32 %43 to i64, !dbg !37
  %925 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %924, !dbg !37
  %926 = sext i32 %44 to i64, !dbg !37
  %927 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %926, !dbg !37
  %928 = sext i32 %45 to i64, !dbg !37
  %929 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %928, !dbg !37
  %930 = sext i32 %46 to i64, !dbg !37
  %931 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %930, !dbg !37
  %932 = sext i32 %47 to i64, !dbg !37
  %933 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %932, !dbg !37
  %934 = sext i32 %48 to i64, !dbg !37
  %935 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %934, !dbg !37
  %936 = sext i32 %49 to i64, !dbg !37
  %937 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %936, !dbg !37
  %938 = sext i32 %50 to i64, !dbg !37
  %939 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %938, !dbg !37
  %940 = sext i32 %51 to i64, !dbg !37
  %941 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %940, !dbg !37
  %942 = sext i32 %52 to i64, !dbg !37
  %943 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %942, !dbg !37
  %944 = sext i32 %53 to i64, !dbg !37
  %945 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %944, !dbg !37
  %946 = sext i32 %54 to i64, !dbg !37
  %947 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %946, !dbg !37
  %948 = sext i32 %55 to i64, !dbg !37
  %949 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %948, !dbg !37
  %950 = sext i32 %56 to i64, !dbg !37
  %951 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %950, !dbg !37
  %952 = sext i32 %57 to i64, !dbg !37
  %953 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %952, !dbg !37
  %954 = sext i32 %58 to i64, !dbg !37
  %955 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %954, !dbg !37
  %956 = sext i32 %59 to i64, !dbg !37
  %957 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %956, !dbg !37
  %958 = sext i32 %60 to i64, !dbg !37
  %959 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %958, !dbg !37
  %960 = sext i32 %29 to i64, !dbg !37
  %961 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %960, !dbg !37
  %962 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %898, !dbg !37
  %963 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %900, !dbg !37
  %964 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %902, !dbg !37
  %965 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %904, !dbg !37
  %966 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %906, !dbg !37
  %967 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %908, !dbg !37
  %968 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %910, !dbg !37
  %969 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %912, !dbg !37
  %970 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %914, !dbg !37
  %971 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %916, !dbg !37
  %972 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %918, !dbg !37
  %973 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %920, !dbg !37
  %974 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %922, !dbg !37
  %975 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %924, !dbg !37
  %976 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %926, !dbg !37
  %977 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %928, !dbg !37
  %978 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %930, !dbg !37
  %979 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %932, !dbg !37
  %980 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %934, !dbg !37
  %981 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %936, !dbg !37
  %982 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %938, !dbg !37
  %983 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %940, !dbg !37
  %984 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %942, !dbg !37
  %985 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %944, !dbg !37
  %986 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %946, !dbg !37
  %987 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %948, !dbg !37
  %988 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %950, !dbg !37
  %989 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %952, !dbg !37
  %990 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %954, !dbg !37
  %991 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %956, !dbg !37
  %992 = getelementptr [2 x i8], ptr addrspace(1) %897, i64 %958, !dbg !37
  %993 = icmp slt i32 %26, %3, !dbg !38
  %994 = icmp slt i32 %27, %3, !dbg !38
  %995 = icmp slt i32 %29, %4, !dbg !39
  %996 = icmp slt i32 %30, %4, !dbg !39
  %997 = icmp slt i32 %31, %4, !dbg !39
  %998 = icmp slt i32 %32, %4, !dbg !39
  %999 = icmp slt i32 %33, %4, !dbg !39
  %1000 = icmp slt i32 %34, %4, !dbg !39
  %1001 = icmp slt i32 %35, %4, !dbg !39
  %1002 = icmp slt i32 %36, %4, !dbg !39
  %1003 = icmp slt i32 %37, %4, !dbg !39
  %1004 = icmp slt i32 %38, %4, !dbg !39
  %1005 = icmp slt i32 %39, %4, !dbg !39
  %1006 = icmp slt i32 %40, %4, !dbg !39
  %1007 = icmp slt i32 %41, %4, !dbg !39
  %1008 = icmp slt i32 %42, %4, !dbg !39
  %1009 = icmp slt i32 %43, %4, !dbg !39
  %1010 = icmp slt i32 %44, %4, !dbg !39
  %1011 = icmp slt i32 %45, %4, !dbg !39
  %1012 = icmp slt i32 %46, %4, !dbg !39
  %1013 = icmp slt i32 %47, %4, !dbg !39
  %1014 = icmp slt i32 %48, %4, !dbg !39
  %1015 = icmp slt i32 %49, %4, !dbg !39
  %1016 = icmp slt i32 %50, %4, !dbg !39
  %1017 = icmp slt i32 %51, %4, !dbg !39
  %1018 = icmp slt i32 %52, %4, !dbg !39
  %1019 = icmp slt i32 %53, %4, !dbg !39
  %1020 = icmp slt i32 %54, %4, !dbg !39
  %1021 = icmp slt i32 %55, %4, !dbg !39
  %1022 = icmp slt i32 %56, %4, !dbg !39
  %1023 = icmp slt i32 %57, %4, !dbg !39
  %1024 = icmp slt i32 %58, %4, !dbg !39
  %1025 = icmp slt i32 %59, %4, !dbg !39
  %1026 = icmp slt i32 %60, %4, !dbg !39
  %1027 = and i1 %993, %995, !dbg !40
  %1028 = and i1 %993, %996, !dbg !40
  %1029 = and i1 %993, %997, !dbg !40
  %1030 = and i1 %993, %998, !dbg !40
  %1031 = and i1 %993, %999, !dbg !40
  %1032 = and i1 %993, %1000, !dbg !40
  %1033 = and i1 %993, %1001, !dbg !40
  %1034 = and i1 %993, %1002, !dbg !40
  %1035 = and i1 %993, %1003, !dbg !40
  %1036 = and i1 %993, %1004, !dbg !40
  %1037 = and i1 %993, %1005, !dbg !40
  %1038 = and i1 %993, %1006, !dbg !40
  %1039 = and i1 %993, %1007, !dbg !40
  %1040 = and i1 %993, %1008, !dbg !40
  %1041 = and i1 %993, %1009, !dbg !40
  %1042 = and i1 %993, %1010, !dbg !40
  %1043 = and i1 %993, %1011, !dbg !40
  %1044 = and i1 %993, %1012, !dbg !40
  %1045 = and i1 %993, %1013, !dbg !40
  %1046 = and i1 %993, %1014, !dbg !40
  %1047 = and i1 %993, %1015, !dbg !40
  %1048 = and i1 %993, %1016, !dbg !40
  %1049 = and i1 %993, %1017, !dbg !40
  %1050 = and i1 %993, %1018, !dbg !40
  %1051 = and i1 %993, %1019, !dbg !40
  %1052 = and i1 %993, %1020, !dbg !40
  %1053 = and i1 %993, %1021, !dbg !40
  %1054 = and i1 %993, %1022, !dbg !40
  %1055 = and i1 %993, %1023, !dbg !40
  %1056 = and i1 %993, %1024, !dbg !40
  %1057 = and i1 %993, %1025, !dbg !40
  %1058 = and i1 %993, %1026, !dbg !40
  %1059 = and i1 %995, %994, !dbg !40
  %1060 = and i1 %994, %996, !dbg !40
  %1061 = and i1 %994, %997, !dbg !40
  %1062 = and i1 %994, %998, !dbg !40
  %1063 = and i1 %994, %999, !dbg !40
  %1064 = and i1 %994, %1000, !dbg !40
  %1065 = and i1 %994, %1001, !dbg !40
  %1066 = and i1 %994, %1002, !dbg !40
  %1067 = and i1 %994, %1003, !dbg !40
  %1068 = and i1 %994, %1004, !dbg !40
  %1069 = and i1 %994, %1005, !dbg !40
  %1070 = and i1 %994, %1006, !dbg !40
  %1071 = and i1 %994, %1007, !dbg !40
  %1072 = and i1 %994, %1008, !dbg !40
  %1073 = and i1 %994, %1009, !dbg !40
  %1074 = and i1 %994, %1010, !dbg !40
  %1075 = and i1 %994, %1011, !dbg !40
  %1076 = and i1 %994, %1012, !dbg !40
  %1077 = and i1 %994, %1013, !dbg !40
  %1078 = and i1 %994, %1014, !dbg !40
  %1079 = and i1 %994, %1015, !dbg !40
  %1080 = and i1 %994, %1016, !dbg !40
  %1081 = and i1 %994, %1017, !dbg !40
  %1082 = and i1 %994, %1018, !dbg !40
  %1083 = and i1 %994, %1019, !dbg !40
  %1084 = and i1 %994, %1020, !dbg !40
  %1085 = and i1 %994, %1021, !dbg !40
  %1086 = and i1 %994, %1022, !dbg !40
  %1087 = and i1 %994, %1023, !dbg !40
  %1088 = and i1 %994, %1024, !dbg !40
  %1089 = and i1 %994, %1025, !dbg !40
  %1090 = and i1 %994, %1026, !dbg !40
  br i1 %1027, label %1091, label %1094, !dbg !12

1091:                                             ; preds = %._crit_edge
  %1092 = getelementptr [2 x i8], ptr addrspace(1) %895, i64 %960
  %1093 = insertelement <1 x half> poison, half %828, i64 0
  store <1 x half> %1093, ptr addrspace(1) %1092, align 2, !dbg !12
  br label %1094, !dbg !12

1094:                                             ; preds = %1091, %._crit_edge
  br i1 %1028, label %1095, label %1097, !dbg !12

1095:                                             ; preds = %1094
  %1096 = insertelement <1 x half> poison, half %829, i64 0
  store <1 x half> %1096, ptr addrspace(1) %899, align 2, !dbg !12
  br label %1097, !dbg !12

1097:                                             ; preds = %1095, %1094
  br i1 %1029, label %1098, label %1100, !dbg !12

1098:                                             ; preds = %1097
  %1099 = insertelement <1 x half> poison, half %830, i64 0
  store <1 x half> %1099, ptr addrspace(1) %901, align 2, !dbg !12
  br label %1100, !dbg !12

1100:                                             ; preds = %1098, %1097
  br i1 %1030, label %1101, label %1103, !dbg !12

1101:                                             ; preds = %1100
  %1102 = insertelement <1 x half> poison, half %831, i64 0
  store <1 x half> %1102, ptr addrspace(1) %903, align 2, !dbg !12
  br label %1103, !dbg !12

1103:                                             ; preds = %1101, %1100
  br i1 %1031, label %1104, label %1106, !dbg !12

1104:                                             ; preds = %1103
  %1105 = insertelement <1 x half> poison, half %832, i64 0
  store <1 x half> %1105, ptr addrspace(1) %905, align 2, !dbg !12
  br label %1106, !dbg !12

1106:                                             ; preds = %1104, %1103
  br i1 %1032, label %1107, label %1109, !dbg !12

1107:                                             ; preds = %1106
  %1108 = insertelement <1 x half> poison, half %833, i64 0
  store <1 x half> %1108, ptr addrspace(1) %907, align 2, !dbg !12
  br label %1109, !dbg !12

1109:                                             ; preds = %1107, %1106
  br i1 %1033, label %1110, label %1112, !dbg !12

1110:                                             ; preds = %1109
  %1111 = insertelement <1 x half> poison, half %834, i64 0
  store <1 x half> %1111, ptr addrspace(1) %909, align 2, !dbg !12
  br label %1112, !dbg !12

1112:                                             ; preds = %1110, %1109
  br i1 %1034, label %1113, label %1115, !dbg !12

1113:                                             ; preds = %1112
  %1114 = insertelement <1 x half> poison, half %835, i64 0
  store <1 x half> %1114, ptr addrspace(1) %911, align 2, !dbg !12
  br label %1115, !dbg !12

1115:                                             ; preds = %1113, %1112
  br i1 %1035, label %1116, label %1118, !dbg !12

1116:                                             ; preds = %1115
  %1117 = insertelement <1 x half> poison, half %836, i64 0
  store <1 x half> %1117, ptr addrspace(1) %913, align 2, !dbg !12
  br label %1118, !dbg !12

1118:                                             ; preds = %1116, %1115
  br i1 %1036, label %1119, label %1121, !dbg !12

1119:                                             ; preds = %1118
  %1120 = insertelement <1 x half> poison, half %837, i64 0
  store <1 x half> %1120, ptr addrspace(1) %915, align 2, !dbg !12
  br label %1121, !dbg !12

1121:                                             ; preds = %1119, %1118
  br i1 %1037, label %1122, label %1124, !dbg !12

1122:                                             ; preds = %1121
  %1123 = insertelement <1 x half> poison, half %838, i64 0
  store <1 x half> %1123, ptr addrspace(1) %917, align 2, !dbg !12
  br label %1124, !dbg !12

1124:                                             ; preds = %1122, %1121
  br i1 %1038, label %1125, label %1127, !dbg !12

1125:                                             ; preds = %1124
  %1126 = insertelement <1 x half> poison, half %839, i64 0
  store <1 x half> %1126, ptr addrspace(1) %919, align 2, !dbg !12
  br label %1127, !dbg !12

1127:                                             ; preds = %1125, %1124
  br i1 %1039, label %1128, label %1130, !dbg !12

1128:                                             ; preds = %1127
  %1129 = insertelement <1 x half> poison, half %840, i64 0
  store <1 x half> %1129, ptr addrspace(1) %921, align 2, !dbg !12
  br label %1130, !dbg !12

1130:                                             ; preds = %1128, %1127
  br i1 %1040, label %1131, label %1133, !dbg !12

1131:                                             ; preds = %1130
  %1132 = insertelement <1 x half> poison, half %841, i64 0
  store <1 x half> %1132, ptr addrspace(1) %923, align 2, !dbg !12
  br label %1133, !dbg !12

1133:                                             ; preds = %1131, %1130
  br i1 %1041, label %1134, label %1136, !dbg !12

1134:                                             ; preds = %1133
  %1135 = insertelement <1 x half> poison, half %842, i64 0
  store <1 x half> %1135, ptr addrspace(1) %925, align 2, !dbg !12
  br label %1136, !dbg !12

1136:                                             ; preds = %1134, %1133
  br i1 %1042, label %1137, label %1139, !dbg !12

1137:                                             ; preds = %1136
  %1138 = insertelement <1 x half> poison, half %843, i64 0
  store <1 x half> %1138, ptr addrspace(1) %927, align 2, !dbg !12
  br label %1139, !dbg !12

1139:                                             ; preds = %1137, %1136
  br i1 %1043, label %1140, label %1142, !dbg !12

1140:                                             ; preds = %1139
  %1141 = insertelement <1 x half> poison, half %844, i64 0
  store <1 x half> %1141, ptr addrspace(1) %929, align 2, !dbg !12
  br label %1142, !dbg !12

1142:                                             ; preds = %1140, %1139
  br i1 %1044, label %1143, label %1145, !dbg !12

1143:                                             ; preds = %1142
  %1144 = insertelement <1 x half> poison, half %845, i64 0
  store <1 x half> %1144, ptr addrspace(1) %931, align 2, !dbg !12
  br label %1145, !dbg !12

1145:                                             ; preds = %1143, %1142
  br i1 %1045, label %1146, label %1148, !dbg !12

1146:                                             ; preds = %1145
  %1147 = insertelement <1 x half> poison, half %846, i64 0
  store <1 x half> %1147, ptr addrspace(1) %933, align 2, !dbg !12
  br label %1148, !dbg !12

1148:                                             ; preds = %1146, %1145
  br i1 %1046, label %1149, label %1151, !dbg !12

1149:                                             ; preds = %1148
  %1150 = insertelement <1 x half> poison, half %847, i64 0
  store <1 x half> %1150, ptr addrspace(1) %935, align 2, !dbg !12
  br label %1151, !dbg !12

1151:                                             ; preds = %1149, %1148
  br i1 %1047, label %1152, label %1154, !dbg !12

1152:                                             ; preds = %1151
  %1153 = insertelement <1 x half> poison, half %848, i64 0
  store <1 x half> %1153, ptr addrspace(1) %937, align 2, !dbg !12
  br label %1154, !dbg !12

1154:                                             ; preds = %1152, %1151
  br i1 %1048, label %1155, label %1157, !dbg !12

1155:                                             ; preds = %1154
  %1156 = insertelement <1 x half> poison, half %849, i64 0
  store <1 x half> %1156, ptr addrspace(1) %939, align 2, !dbg !12
  br label %1157, !dbg !12

1157:                                             ; preds = %1155, %1154
  br i1 %1049, label %1158, label %1160, !dbg !12

1158:                                             ; preds = %1157
  %1159 = insertelement <1 x half> poison, half %850, i64 0
  store <1 x half> %1159, ptr addrspace(1) %941, align 2, !dbg !12
  br label %1160, !dbg !12

1160:                                             ; preds = %1158, %1157
  br i1 %1050, label %1161, label %1163, !dbg !12

1161:                                             ; preds = %1160
  %1162 = insertelement <1 x half> poison, half %851, i64 0
  store <1 x half> %1162, ptr addrspace(1) %943, align 2, !dbg !12
  br label %1163, !dbg !12

1163:                                             ; preds = %1161, %1160
  br i1 %1051, label %1164, label %1166, !dbg !12

1164:                                             ; preds = %1163
  %1165 = insertelement <1 x half> poison, half %852, i64 0
  store <1 x half> %1165, ptr addrspace(1) %945, align 2, !dbg !12
  br label %1166, !dbg !12

1166:                                             ; preds = %1164, %1163
  br i1 %1052, label %1167, label %1169, !dbg !12

1167:                                             ; preds = %1166
  %1168 = insertelement <1 x half> poison, half %853, i64 0
  store <1 x half> %1168, ptr addrspace(1) %947, align 2, !dbg !12
  br label %1169, !dbg !12

1169:                                             ; preds = %1167, %1166
  br i1 %1053, label %1170, label %1172, !dbg !12

1170:                                             ; preds = %1169
  %1171 = insertelement <1 x half> poison, half %854, i64 0
  store <1 x half> %1171, ptr addrspace(1) %949, align 2, !dbg !12
  br label %1172, !dbg !12

1172:                                             ; preds = %1170, %1169
  br i1 %1054, label %1173, label %1175, !dbg !12

1173:                                             ; preds = %1172
  %1174 = insertelement <1 x half> poison, half %855, i64 0
  store <1 x half> %1174, ptr addrspace(1) %951, align 2, !dbg !12
  br label %1175, !dbg !12

1175:                                             ; preds = %1173, %1172
  br i1 %1055, label %1176, label %1178, !dbg !12

1176:                                             ; preds = %1175
  %1177 = insertelement <1 x half> poison, half %856, i64 0
  store <1 x half> %1177, ptr addrspace(1) %953, align 2, !dbg !12
  br label %1178, !dbg !12

1178:                                             ; preds = %1176, %1175
  br i1 %1056, label %1179, label %1181, !dbg !12

1179:                                             ; preds = %1178
  %1180 = insertelement <1 x half> poison, half %857, i64 0
  store <1 x half> %1180, ptr addrspace(1) %955, align 2, !dbg !12
  br label %1181, !dbg !12

1181:                                             ; preds = %1179, %1178
  br i1 %1057, label %1182, label %1184, !dbg !12

1182:                                             ; preds = %1181
  %1183 = insertelement <1 x half> poison, half %858, i64 0
  store <1 x half> %1183, ptr addrspace(1) %957, align 2, !dbg !12
  br label %1184, !dbg !12

1184:                                             ; preds = %1182, %1181
  br i1 %1058, label %1185, label %1187, !dbg !12

1185:                                             ; preds = %1184
  %1186 = insertelement <1 x half> poison, half %859, i64 0
  store <1 x half> %1186, ptr addrspace(1) %959, align 2, !dbg !12
  br label %1187, !dbg !12

1187:                                             ; preds = %1185, %1184
  br i1 %1059, label %1188, label %1190, !dbg !12

1188:                                             ; preds = %1187
  %1189 = insertelement <1 x half> poison, half %860, i64 0
  store <1 x half> %1189, ptr addrspace(1) %961, align 2, !dbg !12
  br label %1190, !dbg !12

1190:                                             ; preds = %1188, %1187
  br i1 %1060, label %1191, label %1193, !dbg !12

1191:                                             ; preds = %1190
  %1192 = insertelement <1 x half> poison, half %861, i64 0
  store <1 x half> %1192, ptr addrspace(1) %962, align 2, !dbg !12
  br label %1193, !dbg !12

1193:                                             ; preds = %1191, %1190
  br i1 %1061, label %1194, label %1196, !dbg !12

1194:                                             ; preds = %1193
  %1195 = insertelement <1 x half> poison, half %862, i64 0
  store <1 x half> %1195, ptr addrspace(1) %963, align 2, !dbg !12
  br label %1196, !dbg !12

1196:                                             ; preds = %1194, %1193
  br i1 %1062, label %1197, label %1199, !dbg !12

1197:                                             ; preds = %1196
  %1198 = insertelement <1 x half> poison, half %863, i64 0
  store <1 x half> %1198, ptr addrspace(1) %964, align 2, !dbg !12
  br label %1199, !dbg !12

1199:                                             ; preds = %1197, %1196
  br i1 %1063, label %1200, label %1202, !dbg !12

1200:                                             ; preds = %1199
  %1201 = insertelement <1 x half> poison, half %864, i64 0
  store <1 x half> %1201, ptr addrspace(1) %965, align 2, !dbg !12
  br label %1202, !dbg !12

1202:                                             ; preds = %1200, %1199
  br i1 %1064, label %1203, label %1205, !dbg !12

1203:                                             ; preds = %1202
  %1204 = insertelement <1 x half> poison, half %865, i64 0
  store <1 x half> %1204, ptr addrspace(1) %966, align 2, !dbg !12
  br label %1205, !dbg !12

1205:                                             ; preds = %1203, %1202
  br i1 %1065, label %1206, label %1208, !dbg !12

1206:                                             ; preds = %1205
  %1207 = insertelement <1 x half> poison, half %866, i64 0
  store <1 x half> %1207, ptr addrspace(1) %967, align 2, !dbg !12
  br label %1208, !dbg !12

1208:                                             ; preds = %1206, %1205
  br i1 %1066, label %1209, label %1211, !dbg !12

1209:                                             ; preds = %1208
  %1210 = insertelement <1 x half> poison, half %867, i64 0
  store <1 x half> %1210, ptr addrspace(1) %968, align 2, !dbg !12
  br label %1211, !dbg !12

1211:                                             ; preds = %1209, %1208
  br i1 %1067, label %1212, label %1214, !dbg !12

1212:                                             ; preds = %1211
  %1213 = insertelement <1 x half> poison, half %868, i64 0
  store <1 x half> %1213, ptr addrspace(1) %969, align 2, !dbg !12
  br label %1214, !dbg !12

1214:                                             ; preds = %1212, %1211
  br i1 %1068, label %1215, label %1217, !dbg !12

1215:                                             ; preds = %1214
  %1216 = insertelement <1 x half> poison, half %869, i64 0
  store <1 x half> %1216, ptr addrspace(1) %970, align 2, !dbg !12
  br label %1217, !dbg !12

1217:                                             ; preds = %1215, %1214
  br i1 %1069, label %1218, label %1220, !dbg !12

1218:                                             ; preds = %1217
  %1219 = insertelement <1 x half> poison, half %870, i64 0
  store <1 x half> %1219, ptr addrspace(1) %971, align 2, !dbg !12
  br label %1220, !dbg !12

1220:                                             ; preds = %1218, %1217
  br i1 %1070, label %1221, label %1223, !dbg !12

1221:                                             ; preds = %1220
  %1222 = insertelement <1 x half> poison, half %871, i64 0
  store <1 x half> %1222, ptr addrspace(1) %972, align 2, !dbg !12
  br label %1223, !dbg !12

1223:                                             ; preds = %1221, %1220
  br i1 %1071, label %1224, label %1226, !dbg !12

1224:                                             ; preds = %1223
  %1225 = insertelement <1 x half> poison, half %872, i64 0
  store <1 x half> %1225, ptr addrspace(1) %973, align 2, !dbg !12
  br label %1226, !dbg !12

1226:                                             ; preds = %1224, %1223
  br i1 %1072, label %1227, label %1229, !dbg !12

1227:                                             ; preds = %1226
  %1228 = insertelement <1 x half> poison, half %873, i64 0
  store <1 x half> %1228, ptr addrspace(1) %974, align 2, !dbg !12
  br label %1229, !dbg !12

1229:                                             ; preds = %1227, %1226
  br i1 %1073, label %1230, label %1232, !dbg !12

1230:                                             ; preds = %1229
  %1231 = insertelement <1 x half> poison, half %874, i64 0
  store <1 x half> %1231, ptr addrspace(1) %975, align 2, !dbg !12
  br label %1232, !dbg !12

1232:                                             ; preds = %1230, %1229
  br i1 %1074, label %1233, label %1235, !dbg !12

1233:                                             ; preds = %1232
  %1234 = insertelement <1 x half> poison, half %875, i64 0
  store <1 x half> %1234, ptr addrspace(1) %976, align 2, !dbg !12
  br label %1235, !dbg !12

1235:                                             ; preds = %1233, %1232
  br i1 %1075, label %1236, label %1238, !dbg !12

1236:                                             ; preds = %1235
  %1237 = insertelement <1 x half> poison, half %876, i64 0
  store <1 x half> %1237, ptr addrspace(1) %977, align 2, !dbg !12
  br label %1238, !dbg !12

1238:                                             ; preds = %1236, %1235
  br i1 %1076, label %1239, label %1241, !dbg !12

1239:                                             ; preds = %1238
  %1240 = insertelement <1 x half> poison, half %877, i64 0
  store <1 x half> %1240, ptr addrspace(1) %978, align 2, !dbg !12
  br label %1241, !dbg !12

1241:                                             ; preds = %1239, %1238
  br i1 %1077, label %1242, label %1244, !dbg !12

1242:                                             ; preds = %1241
  %1243 = insertelement <1 x half> poison, half %878, i64 0
  store <1 x half> %1243, ptr addrspace(1) %979, align 2, !dbg !12
  br label %1244, !dbg !12

1244:                                             ; preds = %1242, %1241
  br i1 %1078, label %1245, label %1247, !dbg !12

1245:                                             ; preds = %1244
  %1246 = insertelement <1 x half> poison, half %879, i64 0
  store <1 x half> %1246, ptr addrspace(1) %980, align 2, !dbg !12
  br label %1247, !dbg !12

1247:                                             ; preds = %1245, %1244
  br i1 %1079, label %1248, label %1250, !dbg !12

1248:                                             ; preds = %1247
  %1249 = insertelement <1 x half> poison, half %880, i64 0
  store <1 x half> %1249, ptr addrspace(1) %981, align 2, !dbg !12
  br label %1250, !dbg !12

1250:                                             ; preds = %1248, %1247
  br i1 %1080, label %1251, label %1253, !dbg !12

1251:                                             ; preds = %1250
  %1252 = insertelement <1 x half> poison, half %881, i64 0
  store <1 x half> %1252, ptr addrspace(1) %982, align 2, !dbg !12
  br label %1253, !dbg !12

1253:                                             ; preds = %1251, %1250
  br i1 %1081, label %1254, label %1256, !dbg !12

1254:                                             ; preds = %1253
  %1255 = insertelement <1 x half> poison, half %882, i64 0
  store <1 x half> %1255, ptr addrspace(1) %983, align 2, !dbg !12
  br label %1256, !dbg !12

1256:                                             ; preds = %1254, %1253
  br i1 %1082, label %1257, label %1259, !dbg !12

1257:                                             ; preds = %1256
  %1258 = insertelement <1 x half> poison, half %883, i64 0
  store <1 x half> %1258, ptr addrspace(1) %984, align 2, !dbg !12
  br label %1259, !dbg !12

1259:                                             ; preds = %1257, %1256
  br i1 %1083, label %1260, label %1262, !dbg !12

1260:                                             ; preds = %1259
  %1261 = insertelement <1 x half> poison, half %884, i64 0
  store <1 x half> %1261, ptr addrspace(1) %985, align 2, !dbg !12
  br label %1262, !dbg !12

1262:                                             ; preds = %1260, %1259
  br i1 %1084, label %1263, label %1265, !dbg !12

1263:                                             ; preds = %1262
  %1264 = insertelement <1 x half> poison, half %885, i64 0
  store <1 x half> %1264, ptr addrspace(1) %986, align 2, !dbg !12
  br label %1265, !dbg !12

1265:                                             ; preds = %1263, %1262
  br i1 %1085, label %1266, label %1268, !dbg !12

1266:                                             ; preds = %1265
  %1267 = insertelement <1 x half> poison, half %886, i64 0
  store <1 x half> %1267, ptr addrspace(1) %987, align 2, !dbg !12
  br label %1268, !dbg !12

1268:                                             ; preds = %1266, %1265
  br i1 %1086, label %1269, label %1271, !dbg !12

1269:                                             ; preds = %1268
  %1270 = insertelement <1 x half> poison, half %887, i64 0
  store <1 x half> %1270, ptr addrspace(1) %988, align 2, !dbg !12
  br label %1271, !dbg !12

1271:                                             ; preds = %1269, %1268
  br i1 %1087, label %1272, label %1274, !dbg !12

1272:                                             ; preds = %1271
  %1273 = insertelement <1 x half> poison, half %888, i64 0
  store <1 x half> %1273, ptr addrspace(1) %989, align 2, !dbg !12
  br label %1274, !dbg !12

1274:                                             ; preds = %1272, %1271
  br i1 %1088, label %1275, label %1277, !dbg !12

1275:                                             ; preds = %1274
  %1276 = insertelement <1 x half> poison, half %889, i64 0
  store <1 x half> %1276, ptr addrspace(1) %990, align 2, !dbg !12
  br label %1277, !dbg !12

1277:                                             ; preds = %1275, %1274
  br i1 %1089, label %1278, label %1280, !dbg !12

1278:                                             ; preds = %1277
  %1279 = insertelement <1 x half> poison, half %890, i64 0
  store <1 x half> %1279, ptr addrspace(1) %991, align 2, !dbg !12
  br label %1280, !dbg !12

1280:                                             ; preds = %1278, %1277
  br i1 %1090, label %1281, label %1283, !dbg !12

1281:                                             ; preds = %1280
  %1282 = insertelement <1 x half> poison, half %891, i64 0
  store <1 x half> %1282, ptr addrspace(1) %992, align 2, !dbg !12
  br label %1283, !dbg !12

1283:                                             ; preds = %1281, %1280
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt-amd/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_pipelined", linkageName: "matmul_pipelined", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 95, column: 5, scope: !4)
!13 = !DILocation(line: 91, column: 23, scope: !4)
!14 = !DILocation(line: 81, column: 13, scope: !4)
!15 = !DILocation(line: 82, column: 13, scope: !4)
!16 = !DILocation(line: 83, column: 10, scope: !4)
!17 = !DILocation(line: 83, column: 23, scope: !4)
!18 = !DILocation(line: 84, column: 10, scope: !4)
!19 = !DILocation(line: 85, column: 10, scope: !4)
!20 = !DILocation(line: 89, column: 5, scope: !4)
!21 = !DILocation(line: 93, column: 14, scope: !4)
!22 = !DILocation(line: 87, column: 17, scope: !4)
!23 = !DILocation(line: 87, column: 9, scope: !4)
!24 = !DILocation(line: 86, column: 17, scope: !4)
!25 = !DILocation(line: 86, column: 9, scope: !4)
!26 = !DILocation(line: 90, column: 40, scope: !4)
!27 = !DILocation(line: 90, column: 39, scope: !4)
!28 = !DILocation(line: 90, column: 23, scope: !4)
!29 = !DILocation(line: 91, column: 39, scope: !4)
!30 = !{!"amdgpu-synchronize-as", !"local"}
!31 = !DILocation(line: 90, column: 16, scope: !4)
!32 = !DILocation(line: 92, column: 9, scope: !4)
!33 = !DILocation(line: 93, column: 9, scope: !4)
!34 = !DILocation(line: 95, column: 17, scope: !4)
!35 = !DILocation(line: 94, column: 17, scope: !4)
!36 = !DILocation(line: 88, column: 11, scope: !4)
!37 = !DILocation(line: 94, column: 9, scope: !4)
!38 = !DILocation(line: 95, column: 43, scope: !4)
!39 = !DILocation(line: 95, column: 63, scope: !4)
!40 = !DILocation(line: 95, column: 42, scope: !4)
!41 = !DILocation(line: 79, column: 1, scope: !4)
