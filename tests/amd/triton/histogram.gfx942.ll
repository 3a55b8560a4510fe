; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @histogram_atomic(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 10, !dbg !12
  %12 = and i32 %6, 63, !dbg !13
  %13 = shl nuw nsw i32 %9, 6, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !12
  %15 = or disjoint i32 %14, %12, !dbg !12
  %16 = or disjoint i32 %15, 256, !dbg !12
  %17 = or disjoint i32 %15, 512, !dbg !12
  %18 = or disjoint i32 %15, 768, !dbg !12
  %19 = icmp slt i32 %15, %2, !dbg !14
  %20 = icmp slt i32 %16, %2, !dbg !14
  %21 = icmp slt i32 %17, %2, !dbg !14
  %22 = icmp slt i32 %18, %2, !dbg !14
  %23 = sext i32 %16 to i64, !dbg !15
  %24 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %23, !dbg !15
  %25 = sext i32 %17 to i64, !dbg !15
  %26 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %25, !dbg !15
  %27 = sext i32 %18 to i64, !dbg !15
  %28 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %27, !dbg !15
  br i1 %19, label %29, label %33, !dbg !16

29:                                               ; preds = %5
  %30 = sext i32 %15 to i64
  %31 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %30
  %32 = load <1 x i32>, ptr addrspace(1) %31, align 4, !dbg !16
  br label %33, !dbg !16

33:                                               ; preds = %29, %5
  %34 = phi <1 x i32> [ %32, %29 ], [ zeroinitializer, %5 ], !dbg !16
  %35 = extractelement <1 x i32> %34, i64 0, !dbg !16
  br i1 %20, label %36, label %38, !dbg !16

36:                                               ; preds = %33
  %37 = load <1 x i32>, ptr addrspace(1) %24, align 4, !dbg !16
  br label %38, !dbg !16

38:                                               ; preds = %36, %33
  %39 = phi <1 x i32> [ %37, %36 ], [ zeroinitializer, %33 ], !dbg !16
  %40 = extractelement <1 x i32> %39, i64 0, !dbg !16
  br i1 %21, label %41, label %43, !dbg !16

41:                                               ; preds = %38
  %42 = load <1 x i32>, ptr addrspace(1) %26, align 4, !dbg !16
  br label %43, !dbg !16

43:                                               ; preds = %41, %38
  %44 = phi <1 x i32> [ %42, %41 ], [ zeroinitializer, %38 ], !dbg !16
  %45 = extractelement <1 x i32> %44, i64 0, !dbg !16
  br i1 %22, label %46, label %48, !dbg !16

46:                                               ; preds = %43
  %47 = load <1 x i32>, ptr addrspace(1) %28, align 4, !dbg !16
  br label %48, !dbg !16

48:                                               ; preds = %46, %43
  %49 = phi <1 x i32> [ %47, %46 ], [ zeroinitializer, %43 ], !dbg !16
  %50 = extractelement <1 x i32> %49, i64 0, !dbg !16
  %51 = srem i32 %35, 64, !dbg !17
  %52 = srem i32 %40, 64, !dbg !17
  %53 = srem i32 %45, 64, !dbg !17
  %54 = srem i32 %50, 64, !dbg !17
  %55 = sext i32 %51 to i64, !dbg !18
  %56 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %55, !dbg !18
  %57 = sext i32 %52 to i64, !dbg !18
  %58 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %57, !dbg !18
  %59 = sext i32 %53 to i64, !dbg !18
  %60 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %59, !dbg !18
  %61 = sext i32 %54 to i64, !dbg !18
  %62 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %61, !dbg !18
  fence syncscope("workgroup") release, !dbg !19, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19, !mmra !20
  %63 = zext i1 %19 to i32, !dbg !19
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 273, i32 15, i32 15, i1 false), !dbg !19
  %65 = add i32 %64, %63, !dbg !19
  %66 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 274, i32 15, i32 15, i1 false), !dbg !19
  %67 = add i32 %65, %66, !dbg !19
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %63, i32 275, i32 15, i32 15, i1 false), !dbg !19
  %69 = add i32 %67, %68, !dbg !19
  %70 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %69, i32 276, i32 15, i32 14, i1 true), !dbg !19
  %71 = add i32 %69, %70, !dbg !19
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %71, i32 280, i32 15, i32 12, i1 true), !dbg !19
  %73 = add i32 %71, %72, !dbg !19
  %74 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %73, i32 322, i32 10, i32 15, i1 true), !dbg !19
  %75 = add i32 %73, %74, !dbg !19
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %75, i32 323, i32 12, i32 15, i1 true), !dbg !19
  %77 = add i32 %75, %76, !dbg !19
  %78 = select i1 %19, i32 %77, i32 0, !dbg !19
  %79 = icmp eq i32 %78, 0, !dbg !19
  %80 = shl i32 %78, 2, !dbg !19
  %81 = add i32 %80, -4, !dbg !19
  %82 = select i1 %79, i32 252, i32 %81, !dbg !19
  %83 = tail call i32 @llvm.amdgcn.ds.permute(i32 %82, i32 1), !dbg !19
  %84 = ptrtoint ptr addrspace(1) %56 to i64, !dbg !19
  %85 = bitcast i64 %84 to <2 x i32>, !dbg !19
  %86 = extractelement <2 x i32> %85, i64 0, !dbg !19
  %87 = tail call i32 @llvm.amdgcn.ds.permute(i32 %82, i32 %86), !dbg !19
  %88 = insertelement <2 x i32> poison, i32 %87, i64 0, !dbg !19
  %89 = extractelement <2 x i32> %85, i64 1, !dbg !19
  %90 = tail call i32 @llvm.amdgcn.ds.permute(i32 %82, i32 %89), !dbg !19
  %91 = insertelement <2 x i32> %88, i32 %90, i64 1, !dbg !19
  %92 = bitcast <2 x i32> %91 to i64, !dbg !19
  %93 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %19), !dbg !19
  %94 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %93), !dbg !19
  %95 = trunc nuw nsw i64 %94 to i32, !dbg !19
  %96 = icmp samesign ult i32 %12, %95, !dbg !19
  br i1 %96, label %97, label %193, !dbg !19

97:                                               ; preds = %48
  %98 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %87, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %99 = insertelement <2 x i32> poison, i32 %98, i64 0, !dbg !19
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %90, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %101 = insertelement <2 x i32> %99, i32 %100, i64 1, !dbg !19
  %102 = bitcast <2 x i32> %101 to i64, !dbg !19
  %103 = add i64 %92, 4, !dbg !19
  %104 = icmp eq i64 %103, %102, !dbg !19
  %105 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %104), !dbg !19
  %106 = lshr i64 %105, 1, !dbg !19
  %107 = and i64 %106, 6148914691236517205, !dbg !19
  %108 = sub i64 %105, %107, !dbg !19
  %109 = and i64 %108, 3689348814741910323, !dbg !19
  %110 = lshr i64 %108, 2, !dbg !19
  %111 = and i64 %110, 3689348814741910323, !dbg !19
  %112 = add nuw nsw i64 %111, %109, !dbg !19
  %113 = lshr i64 %112, 4, !dbg !19
  %114 = add nuw nsw i64 %113, %112, !dbg !19
  %115 = and i64 %114, 1085102592571150095, !dbg !19
  %116 = mul i64 %115, 72340172838076673, !dbg !19
  %117 = icmp ult i64 %116, 2305843009213693952, !dbg !19
  br i1 %117, label %.preheader10, label %188, !dbg !19

.preheader10:                                     ; preds = %97, %.preheader10
  %118 = phi i32 [ %128, %.preheader10 ], [ 0, %97 ], !dbg !19
  %119 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %87), !dbg !19
  %120 = insertelement <2 x i32> poison, i32 %119, i64 0, !dbg !19
  %121 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %90), !dbg !19
  %122 = insertelement <2 x i32> %120, i32 %121, i64 1, !dbg !19
  %123 = bitcast <2 x i32> %122 to i64, !dbg !19
  %124 = icmp eq i64 %123, %92, !dbg !19
  %125 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %124), !dbg !19
  %126 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %125), !dbg !19
  %127 = trunc nuw nsw i64 %126 to i32, !dbg !19
  %128 = add i32 %118, %127, !dbg !19
  br i1 %124, label %129, label %.preheader10, !dbg !19

129:                                              ; preds = %.preheader10
  %130 = lshr i64 %125, 32, !dbg !19
  %131 = trunc nuw i64 %130 to i32, !dbg !19
  %132 = trunc i64 %125 to i32, !dbg !19
  %133 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %132, i32 0), !dbg !19
  %134 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %131, i32 %133), !dbg !19
  %135 = add i32 %134, %118, !dbg !19
  %136 = sub nsw i32 %127, %134, !dbg !19
  %137 = icmp eq i32 %134, 0, !dbg !19
  %138 = shl i32 %135, 2, !dbg !19
  %139 = tail call i32 @llvm.amdgcn.ds.permute(i32 %138, i32 %87), !dbg !19
  %140 = insertelement <2 x i32> poison, i32 %139, i64 0, !dbg !19
  %141 = tail call i32 @llvm.amdgcn.ds.permute(i32 %138, i32 %90), !dbg !19
  %142 = insertelement <2 x i32> %140, i32 %141, i64 1, !dbg !19
  %143 = bitcast <2 x i32> %142 to i64, !dbg !19
  %144 = tail call i32 @llvm.amdgcn.ds.permute(i32 %138, i32 %83), !dbg !19
  %145 = zext i1 %137 to i32, !dbg !19
  %146 = shl nsw i32 %136, 8, !dbg !19
  %147 = or disjoint i32 %146, %145, !dbg !19
  %148 = or i32 %147, %138, !dbg !19
  %149 = tail call i32 @llvm.amdgcn.ds.permute(i32 %138, i32 %148), !dbg !19
  %150 = lshr i32 %149, 8, !dbg !19
  %151 = and i32 %150, 255, !dbg !19
  %152 = and i32 %149, 1, !dbg !19
  %.not = icmp eq i32 %152, 0, !dbg !19
  %153 = icmp ne i32 %151, 1, !dbg !19
  %154 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %153), !dbg !19
  %.not1 = icmp eq i64 %154, 0, !dbg !19
  br i1 %.not1, label %186, label %155, !dbg !19

155:                                              ; preds = %129
  %156 = add i32 %149, 128, !dbg !19
  %157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %156, i32 %144), !dbg !19
  %158 = icmp samesign ugt i32 %151, 32, !dbg !19
  %159 = select i1 %158, i32 %157, i32 0, !dbg !19
  %160 = add i32 %159, %144, !dbg !19
  %161 = add i32 %149, 64, !dbg !19
  %162 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %161, i32 %160), !dbg !19
  %163 = icmp samesign ugt i32 %151, 16, !dbg !19
  %164 = select i1 %163, i32 %162, i32 0, !dbg !19
  %165 = add i32 %160, %164, !dbg !19
  %166 = add i32 %149, 32, !dbg !19
  %167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %166, i32 %165), !dbg !19
  %168 = icmp samesign ugt i32 %151, 8, !dbg !19
  %169 = select i1 %168, i32 %167, i32 0, !dbg !19
  %170 = add i32 %165, %169, !dbg !19
  %171 = add i32 %149, 16, !dbg !19
  %172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %171, i32 %170), !dbg !19
  %173 = icmp samesign ugt i32 %151, 4, !dbg !19
  %174 = select i1 %173, i32 %172, i32 0, !dbg !19
  %175 = add i32 %170, %174, !dbg !19
  %176 = add i32 %149, 8, !dbg !19
  %177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %176, i32 %175), !dbg !19
  %178 = icmp samesign ugt i32 %151, 2, !dbg !19
  %179 = select i1 %178, i32 %177, i32 0, !dbg !19
  %180 = add i32 %175, %179, !dbg !19
  %181 = add i32 %149, 4, !dbg !19
  %182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %181, i32 %180), !dbg !19
  %183 = icmp samesign ugt i32 %151, 1, !dbg !19
  %184 = select i1 %183, i32 %182, i32 0, !dbg !19
  %185 = add i32 %180, %184, !dbg !19
  br label %186, !dbg !19

186:                                              ; preds = %155, %129
  %187 = phi i32 [ %185, %155 ], [ %144, %129 ], !dbg !19
  br i1 %.not, label %193, label %188, !dbg !19

188:                                              ; preds = %186, %97
  %189 = phi i64 [ %143, %186 ], [ %92, %97 ], !dbg !19
  %190 = phi i32 [ %187, %186 ], [ %83, %97 ], !dbg !19
  %191 = inttoptr i64 %189 to ptr addrspace(1), !dbg !19
  %192 = atomicrmw add ptr addrspace(1) %191, i32 %190 syncscope("agent") release, align 4, !dbg !19
  br label %193, !dbg !19

193:                                              ; preds = %186, %188, %48
  %194 = zext i1 %20 to i32, !dbg !19
  %195 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %194, i32 273, i32 15, i32 15, i1 false), !dbg !19
  %196 = add i32 %195, %194, !dbg !19
  %197 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %194, i32 274, i32 15, i32 15, i1 false), !dbg !19
  %198 = add i32 %196, %197, !dbg !19
  %199 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %194, i32 275, i32 15, i32 15, i1 false), !dbg !19
  %200 = add i32 %198, %199, !dbg !19
  %201 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %200, i32 276, i32 15, i32 14, i1 true), !dbg !19
  %202 = add i32 %200, %201, !dbg !19
  %203 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %202, i32 280, i32 15, i32 12, i1 true), !dbg !19
  %204 = add i32 %202, %203, !dbg !19
  %205 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %204, i32 322, i32 10, i32 15, i1 true), !dbg !19
  %206 = add i32 %204, %205, !dbg !19
  %207 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %206, i32 323, i32 12, i32 15, i1 true), !dbg !19
  %208 = add i32 %206, %207, !dbg !19
  %209 = select i1 %20, i32 %208, i32 0, !dbg !19
  %210 = icmp eq i32 %209, 0, !dbg !19
  %211 = shl i32 %209, 2, !dbg !19
  %212 = add i32 %211, -4, !dbg !19
  %213 = select i1 %210, i32 252, i32 %212, !dbg !19
  %214 = tail call i32 @llvm.amdgcn.ds.permute(i32 %213, i32 1), !dbg !19
  %215 = ptrtoint ptr addrspace(1) %58 to i64, !dbg !19
  %216 = bitcast i64 %215 to <2 x i32>, !dbg !19
  %217 = extractelement <2 x i32> %216, i64 0, !dbg !19
  %218 = tail call i32 @llvm.amdgcn.ds.permute(i32 %213, i32 %217), !dbg !19
  %219 = insertelement <2 x i32> poison, i32 %218, i64 0, !dbg !19
  %220 = extractelement <2 x i32> %216, i64 1, !dbg !19
  %221 = tail call i32 @llvm.amdgcn.ds.permute(i32 %213, i32 %220), !dbg !19
  %222 = insertelement <2 x i32> %219, i32 %221, i64 1, !dbg !19
  %223 = bitcast <2 x i32> %222 to i64, !dbg !19
  %224 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %20), !dbg !19
  %225 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %224), !dbg !19
  %226 = trunc nuw nsw i64 %225 to i32, !dbg !19
  %227 = icmp samesign ult i32 %12, %226, !dbg !19
  br i1 %227, label %228, label %324, !dbg !19

228:                                              ; preds = %193
  %229 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %218, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %230 = insertelement <2 x i32> poison, i32 %229, i64 0, !dbg !19
  %231 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %221, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %232 = insertelement <2 x i32> %230, i32 %231, i64 1, !dbg !19
  %233 = bitcast <2 x i32> %232 to i64, !dbg !19
  %234 = add i64 %223, 4, !dbg !19
  %235 = icmp eq i64 %234, %233, !dbg !19
  %236 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %235), !dbg !19
  %237 = lshr i64 %236, 1, !dbg !19
  %238 = and i64 %237, 6148914691236517205, !dbg !19
  %239 = sub i64 %236, %238, !dbg !19
  %240 = and i64 %239, 3689348814741910323, !dbg !19
  %241 = lshr i64 %239, 2, !dbg !19
  %242 = and i64 %241, 3689348814741910323, !dbg !19
  %243 = add nuw nsw i64 %242, %240, !dbg !19
  %244 = lshr i64 %243, 4, !dbg !19
  %245 = add nuw nsw i64 %244, %243, !dbg !19
  %246 = and i64 %245, 1085102592571150095, !dbg !19
  %247 = mul i64 %246, 72340172838076673, !dbg !19
  %248 = icmp ult i64 %247, 2305843009213693952, !dbg !19
  br i1 %248, label %.preheader9, label %319, !dbg !19

.preheader9:                                      ; preds = %228, %.preheader9
  %249 = phi i32 [ %259, %.preheader9 ], [ 0, %228 ], !dbg !19
  %250 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %218), !dbg !19
  %251 = insertelement <2 x i32> poison, i32 %250, i64 0, !dbg !19
  %252 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %221), !dbg !19
  %253 = insertelement <2 x i32> %251, i32 %252, i64 1, !dbg !19
  %254 = bitcast <2 x i32> %253 to i64, !dbg !19
  %255 = icmp eq i64 %254, %223, !dbg !19
  %256 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %255), !dbg !19
  %257 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %256), !dbg !19
  %258 = trunc nuw nsw i64 %257 to i32, !dbg !19
  %259 = add i32 %249, %258, !dbg !19
  br i1 %255, label %260, label %.preheader9, !dbg !19

260:                                              ; preds = %.preheader9
  %261 = lshr i64 %256, 32, !dbg !19
  %262 = trunc nuw i64 %261 to i32, !dbg !19
  %263 = trunc i64 %256 to i32, !dbg !19
  %264 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %263, i32 0), !dbg !19
  %265 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %262, i32 %264), !dbg !19
  %266 = add i32 %265, %249, !dbg !19
  %267 = sub nsw i32 %258, %265, !dbg !19
  %268 = icmp eq i32 %265, 0, !dbg !19
  %269 = shl i32 %266, 2, !dbg !19
  %270 = tail call i32 @llvm.amdgcn.ds.permute(i32 %269, i32 %218), !dbg !19
  %271 = insertelement <2 x i32> poison, i32 %270, i64 0, !dbg !19
  %272 = tail call i32 @llvm.amdgcn.ds.permute(i32 %269, i32 %221), !dbg !19
  %273 = insertelement <2 x i32> %271, i32 %272, i64 1, !dbg !19
  %274 = bitcast <2 x i32> %273 to i64, !dbg !19
  %275 = tail call i32 @llvm.amdgcn.ds.permute(i32 %269, i32 %214), !dbg !19
  %276 = zext i1 %268 to i32, !dbg !19
  %277 = shl nsw i32 %267, 8, !dbg !19
  %278 = or disjoint i32 %277, %276, !dbg !19
  %279 = or i32 %278, %269, !dbg !19
  %280 = tail call i32 @llvm.amdgcn.ds.permute(i32 %269, i32 %279), !dbg !19
  %281 = lshr i32 %280, 8, !dbg !19
  %282 = and i32 %281, 255, !dbg !19
  %283 = and i32 %280, 1, !dbg !19
  %.not2 = icmp eq i32 %283, 0, !dbg !19
  %284 = icmp ne i32 %282, 1, !dbg !19
  %285 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %284), !dbg !19
  %.not3 = icmp eq i64 %285, 0, !dbg !19
  br i1 %.not3, label %317, label %286, !dbg !19

286:                                              ; preds = %260
  %287 = add i32 %280, 128, !dbg !19
  %288 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %287, i32 %275), !dbg !19
  %289 = icmp samesign ugt i32 %282, 32, !dbg !19
  %290 = select i1 %289, i32 %288, i32 0, !dbg !19
  %291 = add i32 %290, %275, !dbg !19
  %292 = add i32 %280, 64, !dbg !19
  %293 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %292, i32 %291), !dbg !19
  %294 = icmp samesign ugt i32 %282, 16, !dbg !19
  %295 = select i1 %294, i32 %293, i32 0, !dbg !19
  %296 = add i32 %291, %295, !dbg !19
  %297 = add i32 %280, 32, !dbg !19
  %298 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %297, i32 %296), !dbg !19
  %299 = icmp samesign ugt i32 %282, 8, !dbg !19
  %300 = select i1 %299, i32 %298, i32 0, !dbg !19
  %301 = add i32 %296, %300, !dbg !19
  %302 = add i32 %280, 16, !dbg !19
  %303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %302, i32 %301), !dbg !19
  %304 = icmp samesign ugt i32 %282, 4, !dbg !19
  %305 = select i1 %304, i32 %303, i32 0, !dbg !19
  %306 = add i32 %301, %305, !dbg !19
  %307 = add i32 %280, 8, !dbg !19
  %308 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %307, i32 %306), !dbg !19
  %309 = icmp samesign ugt i32 %282, 2, !dbg !19
  %310 = select i1 %309, i32 %308, i32 0, !dbg !19
  %311 = add i32 %306, %310, !dbg !19
  %312 = add i32 %280, 4, !dbg !19
  %313 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %312, i32 %311), !dbg !19
  %314 = icmp samesign ugt i32 %282, 1, !dbg !19
  %315 = select i1 %314, i32 %313, i32 0, !dbg !19
  %316 = add i32 %311, %315, !dbg !19
  br label %317, !dbg !19

317:                                              ; preds = %286, %260
  %318 = phi i32 [ %316, %286 ], [ %275, %260 ], !dbg !19
  br i1 %.not2, label %324, label %319, !dbg !19

319:                                              ; preds = %317, %228
  %320 = phi i64 [ %274, %317 ], [ %223, %228 ], !dbg !19
  %321 = phi i32 [ %318, %317 ], [ %214, %228 ], !dbg !19
  %322 = inttoptr i64 %320 to ptr addrspace(1), !dbg !19
  %323 = atomicrmw add ptr addrspace(1) %322, i32 %321 syncscope("agent") monotonic, align 4, !dbg !19
  br label %324, !dbg !19

324:                                              ; preds = %317, %319, %193
  %325 = zext i1 %21 to i32, !dbg !19
  %326 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %325, i32 273, i32 15, i32 15, i1 false), !dbg !19
  %327 = add i32 %326, %325, !dbg !19
  %328 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %325, i32 274, i32 15, i32 15, i1 false), !dbg !19
  %329 = add i32 %327, %328, !dbg !19
  %330 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %325, i32 275, i32 15, i32 15, i1 false), !dbg !19
  %331 = add i32 %329, %330, !dbg !19
  %332 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %331, i32 276, i32 15, i32 14, i1 true), !dbg !19
  %333 = add i32 %331, %332, !dbg !19
  %334 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %333, i32 280, i32 15, i32 12, i1 true), !dbg !19
  %335 = add i32 %333, %334, !dbg !19
  %336 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %335, i32 322, i32 10, i32 15, i1 true), !dbg !19
  %337 = add i32 %335, %336, !dbg !19
  %338 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %337, i32 323, i32 12, i32 15, i1 true), !dbg !19
  %339 = add i32 %337, %338, !dbg !19
  %340 = select i1 %21, i32 %339, i32 0, !dbg !19
  %341 = icmp eq i32 %340, 0, !dbg !19
  %342 = shl i32 %340, 2, !dbg !19
  %343 = add i32 %342, -4, !dbg !19
  %344 = select i1 %341, i32 252, i32 %343, !dbg !19
  %345 = tail call i32 @llvm.amdgcn.ds.permute(i32 %344, i32 1), !dbg !19
  %346 = ptrtoint ptr addrspace(1) %60 to i64, !dbg !19
  %347 = bitcast i64 %346 to <2 x i32>, !dbg !19
  %348 = extractelement <2 x i32> %347, i64 0, !dbg !19
  %349 = tail call i32 @llvm.amdgcn.ds.permute(i32 %344, i32 %348), !dbg !19
  %350 = insertelement <2 x i32> poison, i32 %349, i64 0, !dbg !19
  %351 = extractelement <2 x i32> %347, i64 1, !dbg !19
  %352 = tail call i32 @llvm.amdgcn.ds.permute(i32 %344, i32 %351), !dbg !19
  %353 = insertelement <2 x i32> %350, i32 %352, i64 1, !dbg !19
  %354 = bitcast <2 x i32> %353 to i64, !dbg !19
  %355 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %21), !dbg !19
  %356 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %355), !dbg !19
  %357 = trunc nuw nsw i64 %356 to i32, !dbg !19
  %358 = icmp samesign ult i32 %12, %357, !dbg !19
  br i1 %358, label %359, label %455, !dbg !19

359:                                              ; preds = %324
  %360 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %349, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %361 = insertelement <2 x i32> poison, i32 %360, i64 0, !dbg !19
  %362 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %352, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %363 = insertelement <2 x i32> %361, i32 %362, i64 1, !dbg !19
  %364 = bitcast <2 x i32> %363 to i64, !dbg !19
  %365 = add i64 %354, 4, !dbg !19
  %366 = icmp eq i64 %365, %364, !dbg !19
  %367 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %366), !dbg !19
  %368 = lshr i64 %367, 1, !dbg !19
  %369 = and i64 %368, 6148914691236517205, !dbg !19
  %370 = sub i64 %367, %369, !dbg !19
  %371 = and i64 %370, 3689348814741910323, !dbg !19
  %372 = lshr i64 %370, 2, !dbg !19
  %373 = and i64 %372, 3689348814741910323, !dbg !19
  %374 = add nuw nsw i64 %373, %371, !dbg !19
  %375 = lshr i64 %374, 4, !dbg !19
  %376 = add nuw nsw i64 %375, %374, !dbg !19
  %377 = and i64 %376, 1085102592571150095, !dbg !19
  %378 = mul i64 %377, 72340172838076673, !dbg !19
  %379 = icmp ult i64 %378, 2305843009213693952, !dbg !19
  br i1 %379, label %.preheader8, label %450, !dbg !19

.preheader8:                                      ; preds = %359, %.preheader8
  %380 = phi i32 [ %390, %.preheader8 ], [ 0, %359 ], !dbg !19
  %381 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %349), !dbg !19
  %382 = insertelement <2 x i32> poison, i32 %381, i64 0, !dbg !19
  %383 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %352), !dbg !19
  %384 = insertelement <2 x i32> %382, i32 %383, i64 1, !dbg !19
  %385 = bitcast <2 x i32> %384 to i64, !dbg !19
  %386 = icmp eq i64 %385, %354, !dbg !19
  %387 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %386), !dbg !19
  %388 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %387), !dbg !19
  %389 = trunc nuw nsw i64 %388 to i32, !dbg !19
  %390 = add i32 %380, %389, !dbg !19
  br i1 %386, label %391, label %.preheader8, !dbg !19

391:                                              ; preds = %.preheader8
  %392 = lshr i64 %387, 32, !dbg !19
  %393 = trunc nuw i64 %392 to i32, !dbg !19
  %394 = trunc i64 %387 to i32, !dbg !19
  %395 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %394, i32 0), !dbg !19
  %396 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %393, i32 %395), !dbg !19
  %397 = add i32 %396, %380, !dbg !19
  %398 = sub nsw i32 %389, %396, !dbg !19
  %399 = icmp eq i32 %396, 0, !dbg !19
  %400 = shl i32 %397, 2, !dbg !19
  %401 = tail call i32 @llvm.amdgcn.ds.permute(i32 %400, i32 %349), !dbg !19
  %402 = insertelement <2 x i32> poison, i32 %401, i64 0, !dbg !19
  %403 = tail call i32 @llvm.amdgcn.ds.permute(i32 %400, i32 %352), !dbg !19
  %404 = insertelement <2 x i32> %402, i32 %403, i64 1, !dbg !19
  %405 = bitcast <2 x i32> %404 to i64, !dbg !19
  %406 = tail call i32 @llvm.amdgcn.ds.permute(i32 %400, i32 %345), !dbg !19
  %407 = zext i1 %399 to i32, !dbg !19
  %408 = shl nsw i32 %398, 8, !dbg !19
  %409 = or disjoint i32 %408, %407, !dbg !19
  %410 = or i32 %409, %400, !dbg !19
  %411 = tail call i32 @llvm.amdgcn.ds.permute(i32 %400, i32 %410), !dbg !19
  %412 = lshr i32 %411, 8, !dbg !19
  %413 = and i32 %412, 255, !dbg !19
  %414 = and i32 %411, 1, !dbg !19
  %.not4 = icmp eq i32 %414, 0, !dbg !19
  %415 = icmp ne i32 %413, 1, !dbg !19
  %416 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %415), !dbg !19
  %.not5 = icmp eq i64 %416, 0, !dbg !19
  br i1 %.not5, label %448, label %417, !dbg !19

417:                                              ; preds = %391
  %418 = add i32 %411, 128, !dbg !19
  %419 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %418, i32 %406), !dbg !19
  %420 = icmp samesign ugt i32 %413, 32, !dbg !19
  %421 = select i1 %420, i32 %419, i32 0, !dbg !19
  %422 = add i32 %421, %406, !dbg !19
  %423 = add i32 %411, 64, !dbg !19
  %424 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %423, i32 %422), !dbg !19
  %425 = icmp samesign ugt i32 %413, 16, !dbg !19
  %426 = select i1 %425, i32 %424, i32 0, !dbg !19
  %427 = add i32 %422, %426, !dbg !19
  %428 = add i32 %411, 32, !dbg !19
  %429 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %428, i32 %427), !dbg !19
  %430 = icmp samesign ugt i32 %413, 8, !dbg !19
  %431 = select i1 %430, i32 %429, i32 0, !dbg !19
  %432 = add i32 %427, %431, !dbg !19
  %433 = add i32 %411, 16, !dbg !19
  %434 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %433, i32 %432), !dbg !19
  %435 = icmp samesign ugt i32 %413, 4, !dbg !19
  %436 = select i1 %435, i32 %434, i32 0, !dbg !19
  %437 = add i32 %432, %436, !dbg !19
  %438 = add i32 %411, 8, !dbg !19
  %439 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %438, i32 %437), !dbg !19
  %440 = icmp samesign ugt i32 %413, 2, !dbg !19
  %441 = select i1 %440, i32 %439, i32 0, !dbg !19
  %442 = add i32 %437, %441, !dbg !19
  %443 = add i32 %411, 4, !dbg !19
  %444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %443, i32 %442), !dbg !19
  %445 = icmp samesign ugt i32 %413, 1, !dbg !19
  %446 = select i1 %445, i32 %444, i32 0, !dbg !19
  %447 = add i32 %442, %446, !dbg !19
  br label %448, !dbg !19

448:                                              ; preds = %417, %391
  %449 = phi i32 [ %447, %417 ], [ %406, %391 ], !dbg !19
  br i1 %.not4, label %455, label %450, !dbg !19

450:                                              ; preds = %448, %359
  %451 = phi i64 [ %405, %448 ], [ %354, %359 ], !dbg !19
  %452 = phi i32 [ %449, %448 ], [ %345, %359 ], !dbg !19
  %453 = inttoptr i64 %451 to ptr addrspace(1), !dbg !19
  %454 = atomicrmw add ptr addrspace(1) %453, i32 %452 syncscope("agent") monotonic, align 4, !dbg !19
  br label %455, !dbg !19

455:                                              ; preds = %448, %450, %324
  %456 = zext i1 %22 to i32, !dbg !19
  %457 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %456, i32 273, i32 15, i32 15, i1 false), !dbg !19
  %458 = add i32 %457, %456, !dbg !19
  %459 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %456, i32 274, i32 15, i32 15, i1 false), !dbg !19
  %460 = add i32 %458, %459, !dbg !19
  %461 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %456, i32 275, i32 15, i32 15, i1 false), !dbg !19
  %462 = add i32 %460, %461, !dbg !19
  %463 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %462, i32 276, i32 15, i32 14, i1 true), !dbg !19
  %464 = add i32 %462, %463, !dbg !19
  %465 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %464, i32 280, i32 15, i32 12, i1 true), !dbg !19
  %466 = add i32 %464, %465, !dbg !19
  %467 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %466, i32 322, i32 10, i32 15, i1 true), !dbg !19
  %468 = add i32 %466, %467, !dbg !19
  %469 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %468, i32 323, i32 12, i32 15, i1 true), !dbg !19
  %470 = add i32 %468, %469, !dbg !19
  %471 = select i1 %22, i32 %470, i32 0, !dbg !19
  %472 = icmp eq i32 %471, 0, !dbg !19
  %473 = shl i32 %471, 2, !dbg !19
  %474 = add i32 %473, -4, !dbg !19
  %475 = select i1 %472, i32 252, i32 %474, !dbg !19
  %476 = tail call i32 @llvm.amdgcn.ds.permute(i32 %475, i32 1), !dbg !19
  %477 = ptrtoint ptr addrspace(1) %62 to i64, !dbg !19
  %478 = bitcast i64 %477 to <2 x i32>, !dbg !19
  %479 = extractelement <2 x i32> %478, i64 0, !dbg !19
  %480 = tail call i32 @llvm.amdgcn.ds.permute(i32 %475, i32 %479), !dbg !19
  %481 = insertelement <2 x i32> poison, i32 %480, i64 0, !dbg !19
  %482 = extractelement <2 x i32> %478, i64 1, !dbg !19
  %483 = tail call i32 @llvm.amdgcn.ds.permute(i32 %475, i32 %482), !dbg !19
  %484 = insertelement <2 x i32> %481, i32 %483, i64 1, !dbg !19
  %485 = bitcast <2 x i32> %484 to i64, !dbg !19
  %486 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %22), !dbg !19
  %487 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %486), !dbg !19
  %488 = trunc nuw nsw i64 %487 to i32, !dbg !19
  %489 = icmp samesign ult i32 %12, %488, !dbg !19
  br i1 %489, label %490, label %586, !dbg !19

490:                                              ; preds = %455
  %491 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %480, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %492 = insertelement <2 x i32> poison, i32 %491, i64 0, !dbg !19
  %493 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %483, i32 304, i32 15, i32 15, i1 false), !dbg !19
  %494 = insertelement <2 x i32> %492, i32 %493, i64 1, !dbg !19
  %495 = bitcast <2 x i32> %494 to i64, !dbg !19
  %496 = add i64 %485, 4, !dbg !19
  %497 = icmp eq i64 %496, %495, !dbg !19
  %498 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %497), !dbg !19
  %499 = lshr i64 %498, 1, !dbg !19
  %500 = and i64 %499, 6148914691236517205, !dbg !19
  %501 = sub i64 %498, %500, !dbg !19
  %502 = and i64 %501, 3689348814741910323, !dbg !19
  %503 = lshr i64 %501, 2, !dbg !19
  %504 = and i64 %503, 3689348814741910323, !dbg !19
  %505 = add nuw nsw i64 %504, %502, !dbg !19
  %506 = lshr i64 %505, 4, !dbg !19
  %507 = add nuw nsw i64 %506, %505, !dbg !19
  %508 = and i64 %507, 1085102592571150095, !dbg !19
  %509 = mul i64 %508, 72340172838076673, !dbg !19
  %510 = icmp ult i64 %509, 2305843009213693952, !dbg !19
  br i1 %510, label %.preheader, label %581, !dbg !19

.preheader:                                       ; preds = %490, %.preheader
  %511 = phi i32 [ %521, %.preheader ], [ 0, %490 ], !dbg !19
  %512 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %480), !dbg !19
  %513 = insertelement <2 x i32> poison, i32 %512, i64 0, !dbg !19
  %514 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %483), !dbg !19
  %515 = insertelement <2 x i32> %513, i32 %514, i64 1, !dbg !19
  %516 = bitcast <2 x i32> %515 to i64, !dbg !19
  %517 = icmp eq i64 %516, %485, !dbg !19
  %518 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %517), !dbg !19
  %519 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %518), !dbg !19
  %520 = trunc nuw nsw i64 %519 to i32, !dbg !19
  %521 = add i32 %511, %520, !dbg !19
  br i1 %517, label %522, label %.preheader, !dbg !19

522:                                              ; preds = %.preheader
  %523 = lshr i64 %518, 32, !dbg !19
  %524 = trunc nuw i64 %523 to i32, !dbg !19
  %525 = trunc i64 %518 to i32, !dbg !19
  %526 = tail call range(i32 0, 33) i32 @llvm.amdgcn.mbcnt.lo(i32 %525, i32 0), !dbg !19
  %527 = tail call range(i32 0, 65) i32 @llvm.amdgcn.mbcnt.hi(i32 %524, i32 %526), !dbg !19
  %528 = add i32 %527, %511, !dbg !19
  %529 = sub nsw i32 %520, %527, !dbg !19
  %530 = icmp eq i32 %527, 0, !dbg !19
  %531 = shl i32 %528, 2, !dbg !19
  %532 = tail call i32 @llvm.amdgcn.ds.permute(i32 %531, i32 %480), !dbg !19
  %533 = insertelement <2 x i32> poison, i32 %532, i64 0, !dbg !19
  %534 = tail call i32 @llvm.amdgcn.ds.permute(i32 %531, i32 %483), !dbg !19
  %535 = insertelement <2 x i32> %533, i32 %534, i64 1, !dbg !19
  %536 = bitcast <2 x i32> %535 to i64, !dbg !19
  %537 = tail call i32 @llvm.amdgcn.ds.permute(i32 %531, i32 %476), !dbg !19
  %538 = zext i1 %530 to i32, !dbg !19
  %539 = shl nsw i32 %529, 8, !dbg !19
  %540 = or disjoint i32 %539, %538, !dbg !19
  %541 = or i32 %540, %531, !dbg !19
  %542 = tail call i32 @llvm.amdgcn.ds.permute(i32 %531, i32 %541), !dbg !19
  %543 = lshr i32 %542, 8, !dbg !19
  %544 = and i32 %543, 255, !dbg !19
  %545 = and i32 %542, 1, !dbg !19
  %.not6 = icmp eq i32 %545, 0, !dbg !19
  %546 = icmp ne i32 %544, 1, !dbg !19
  %547 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %546), !dbg !19
  %.not7 = icmp eq i64 %547, 0, !dbg !19
  br i1 %.not7, label %579, label %548, !dbg !19

548:                                              ; preds = %522
  %549 = add i32 %542, 128, !dbg !19
  %550 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %549, i32 %537), !dbg !19
  %551 = icmp samesign ugt i32 %544, 32, !dbg !19
  %552 = select i1 %551, i32 %550, i32 0, !dbg !19
  %553 = add i32 %552, %537, !dbg !19
  %554 = add i32 %542, 64, !dbg !19
  %555 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %554, i32 %553), !dbg !19
  %556 = icmp samesign ugt i32 %544, 16, !dbg !19
  %557 = select i1 %556, i32 %555, i32 0, !dbg !19
  %558 = add i32 %553, %557, !dbg !19
  %559 = add i32 %542, 32, !dbg !19
  %560 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %559, i32 %558), !dbg !19
  %561 = icmp samesign ugt i32 %544, 8, !dbg !19
  %562 = select i1 %561, i32 %560, i32 0, !dbg !19
  %563 = add i32 %558, %562, !dbg !19
  %564 = add i32 %542, 16, !dbg !19
  %565 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %564, i32 %563), !dbg !19
  %566 = icmp samesign ugt i32 %544, 4, !dbg !19
  %567 = select i1 %566, i32 %565, i32 0, !dbg !19
  %568 = add i32 %563, %567, !dbg !19
  %569 = add i32 %542, 8, !dbg !19
  %570 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %569, i32 %568), !dbg !19
  %571 = icmp samesign ugt i32 %544, 2, !dbg !19
  %572 = select i1 %571, i32 %570, i32 0, !dbg !19
  %573 = add i32 %568, %572, !dbg !19
  %574 = add i32 %542, 4, !dbg !19
  %575 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %574, i32 %573), !dbg !19
  %576 = icmp samesign ugt i32 %544, 1, !dbg !19
  %577 = select i1 %576, i32 %575, i32 0, !dbg !19
  %578 = add i32 %573, %577, !dbg !19
  br label %579, !dbg !19

579:                                              ; preds = %548, %522
  %580 = phi i32 [ %578, %548 ], [ %537, %522 ], !dbg !19
  br i1 %.not6, label %586, label %581, !dbg !19

581:                                              ; preds = %579, %490
  %582 = phi i64 [ %536, %579 ], [ %485, %490 ], !dbg !19
  %583 = phi i32 [ %580, %579 ], [ %476, %490 ], !dbg !19
  %584 = inttoptr i64 %582 to ptr addrspace(1), !dbg !19
  %585 = atomicrmw add ptr addrspace(1) %584, i32 %583 syncscope("agent") acquire, align 4, !dbg !19
  br label %586, !dbg !19

586:                                              ; preds = %579, %581, %455
  fence syncscope("workgroup") release, !dbg !19, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19, !mmra !20
  %587 = add nuw nsw i32 %194, %63, !dbg !21
  %588 = add nuw nsw i32 %587, %456, !dbg !21
  %589 = add nuw nsw i32 %588, %325, !dbg !21
  %590 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %589, i32 280, i32 15, i32 15, i1 true), !dbg !24
  %591 = add i32 %590, %589, !dbg !21
  %592 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %591, i32 276, i32 15, i32 15, i1 true), !dbg !24
  %593 = add i32 %591, %592, !dbg !21
  %594 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %593, i32 274, i32 15, i32 15, i1 true), !dbg !24
  %595 = add i32 %593, %594, !dbg !21
  %596 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %595, i32 273, i32 15, i32 15, i1 true), !dbg !24
  %597 = add i32 %595, %596, !dbg !21
  %598 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %597, i32 %597, i32 322, i32 10, i32 15, i1 true), !dbg !24
  %599 = add i32 %597, %598, !dbg !21
  %600 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %599, i32 323, i32 15, i32 15, i1 true), !dbg !24
  %601 = add i32 %599, %600, !dbg !21
  %602 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %601, i32 63), !dbg !24
  %603 = shl nuw nsw i32 %9, 2, !dbg !24
  %604 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %603, !dbg !24
  %605 = insertelement <1 x i32> poison, i32 %602, i64 0, !dbg !24
  store <1 x i32> %605, ptr addrspace(3) %604, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !20
  %606 = shl nuw nsw i32 %6, 2, !dbg !24
  %607 = and i32 %606, 12, !dbg !24
  %608 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %607, !dbg !24
  %609 = load <1 x i32>, ptr addrspace(3) %608, align 4, !dbg !24
  %610 = extractelement <1 x i32> %609, i64 0, !dbg !24
  %611 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %610, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %612 = add i32 %610, %611, !dbg !21
  %613 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %612, i32 177, i32 15, i32 15, i1 true), !dbg !24
  fence syncscope("workgroup") release, !dbg !11, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !20
  %614 = or i32 %9, %12, !dbg !11
  %615 = icmp eq i32 %614, 0, !dbg !11
  br i1 %615, label %616, label %620, !dbg !27

616:                                              ; preds = %586
  %617 = add i32 %612, %613
  %618 = getelementptr i8, ptr addrspace(1) %1, i64 256
  %619 = atomicrmw add ptr addrspace(1) %618, i32 %617 syncscope("agent") acq_rel, align 4, !dbg !27
  br label %620, !dbg !27

620:                                              ; preds = %616, %586
  fence syncscope("workgroup") release, !dbg !11, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !20
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt-amd/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "histogram_atomic", linkageName: "histogram_atomic", scope: !1, file: !1, line: 153, type: !5, scopeLine: 153, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 158, column: 5, scope: !4)
!12 = !DILocation(line: 154, column: 12, scope: !4)
!13 = !DILocation(line: 154, column: 39, scope: !4)
!14 = !DILocation(line: 155, column: 37, scope: !4)
!15 = !DILocation(line: 155, column: 17, scope: !4)
!16 = !DILocation(line: 155, column: 9, scope: !4)
!17 = !DILocation(line: 156, column: 31, scope: !4)
!18 = !DILocation(line: 156, column: 19, scope: !4)
!19 = !DILocation(line: 156, column: 5, scope: !4)
!20 = !{!"amdgpu-synchronize-as", !"local"}
!21 = !DILocation(line: 287, column: 12, scope: !22, inlinedAt: !24)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !23, discriminator: 0)
!23 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!24 = !DILocation(line: 314, column: 12, scope: !22, inlinedAt: !25)
!25 = !DILocation(line: 157, column: 13, scope: !26)
!26 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!27 = !DILocation(line: 158, column: 19, scope: !4)
!28 = !DILocation(line: 153, column: 1, scope: !4)
