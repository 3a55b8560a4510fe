; ModuleID = 'matmul_db.hip'
source_filename = "matmul_db.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9matmul_dbPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 16
@_ZZ9matmul_dbPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 16
@_ZZ13matmul_singlePKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ13matmul_singlePKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 16
@_ZZ18matmul_db_prefetchPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 16
@_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 16
@__hip_cuid_857787765f6fa0f7 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_857787765f6fa0f7 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9matmul_dbPKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !11 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !21, !range !20
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !25
  %8 = shl i32 %7, 4, !dbg !30
  %9 = add i32 %8, %6, !dbg !31
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !32
  %11 = shl i32 %10, 4, !dbg !36
  %12 = add i32 %11, %5, !dbg !37
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !38
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %18, !dbg !39

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  br label %23, !dbg !39

18:                                               ; preds = %23, %4
  %19 = phi float [ 0.000000e+00, %4 ], [ %141, %23 ], !dbg !40
  %20 = add nsw i32 %15, %12, !dbg !41
  %21 = sext i32 %20 to i64, !dbg !42
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21, !dbg !42
  store float %19, ptr addrspace(1) %22, align 4, !dbg !43, !tbaa !44
  ret void, !dbg !48

23:                                               ; preds = %16, %23
  %24 = phi i32 [ 0, %16 ], [ %142, %23 ]
  %25 = phi float [ 0.000000e+00, %16 ], [ %141, %23 ]
  %26 = shl nsw i32 %24, 4, !dbg !49
  %27 = add i32 %17, %26, !dbg !50
  %28 = sext i32 %27 to i64, !dbg !51
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !51
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !51, !tbaa !44
  %31 = and i32 %24, 1, !dbg !52
  %32 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 %5, !dbg !53
  store float %30, ptr addrspace(3) %32, align 4, !dbg !54, !tbaa !44
  %33 = add nuw nsw i32 %26, %6, !dbg !55
  %34 = mul nuw nsw i32 %33, %3, !dbg !56
  %35 = add nsw i32 %34, %12, !dbg !57
  %36 = sext i32 %35 to i64, !dbg !58
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36, !dbg !58
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !58, !tbaa !44
  %39 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 %6, i32 %5, !dbg !59
  store float %38, ptr addrspace(3) %39, align 4, !dbg !60, !tbaa !44
  fence syncscope("workgroup") release, !dbg !61
  tail call void @llvm.amdgcn.s.barrier(), !dbg !69
  fence syncscope("workgroup") acquire, !dbg !70
  %40 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 0, !dbg !71
  %41 = load float, ptr addrspace(3) %40, align 16, !dbg !71, !tbaa !44
  %42 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 0, i32 %5, !dbg !72
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !72, !tbaa !44
  %44 = fmul contract float %41, %43, !dbg !73
  %45 = fadd contract float %25, %44, !dbg !74
  %46 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 1, !dbg !71
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !71, !tbaa !44
  %48 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 1, i32 %5, !dbg !72
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !72, !tbaa !44
  %50 = fmul contract float %47, %49, !dbg !73
  %51 = fadd contract float %45, %50, !dbg !74
  %52 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 2, !dbg !71
  %53 = load float, ptr addrspace(3) %52, align 8, !dbg !71, !tbaa !44
  %54 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 2, i32 %5, !dbg !72
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !72, !tbaa !44
  %56 = fmul contract float %53, %55, !dbg !73
  %57 = fadd contract float %51, %56, !dbg !74
  %58 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 3, !dbg !71
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !71, !tbaa !44
  %60 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 3, i32 %5, !dbg !72
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !72, !tbaa !44
  %62 = fmul contract float %59, %61, !dbg !73
  %63 = fadd contract float %57, %62, !dbg !74
  %64 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 4, !dbg !71
  %65 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 4, i32 %5, !dbg !72
  %66 = load float, ptr addrspace(3) %65, align 4, !dbg !72, !tbaa !44
  %67 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 5, i32 %5, !dbg !72
  %68 = load float, ptr addrspace(3) %67, align 4, !dbg !72, !tbaa !44
  %69 = load <2 x float>, ptr addrspace(3) %64, align 16, !dbg !71, !tbaa !44
  %70 = insertelement <2 x float> poison, float %66, i64 0, !dbg !73
  %71 = insertelement <2 x float> %70, float %68, i64 1, !dbg !73
  %72 = fmul contract <2 x float> %69, %71, !dbg !73
  %73 = extractelement <2 x float> %72, i64 0, !dbg !74
  %74 = fadd contract float %63, %73, !dbg !74
  %75 = extractelement <2 x float> %72, i64 1, !dbg !74
  %76 = fadd contract float %74, %75, !dbg !74
  %77 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 6, !dbg !71
  %78 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 6, i32 %5, !dbg !72
  %79 = load float, ptr addrspace(3) %78, align 4, !dbg !72, !tbaa !44
  %80 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 7, i32 %5, !dbg !72
  %81 = load float, ptr addrspace(3) %80, align 4, !dbg !72, !tbaa !44
  %82 = load <2 x float>, ptr addrspace(3) %77, align 8, !dbg !71, !tbaa !44
  %83 = insertelement <2 x float> poison, float %79, i64 0, !dbg !73
  %84 = insertelement <2 x float> %83, float %81, i64 1, !dbg !73
  %85 = fmul contract <2 x float> %82, %84, !dbg !73
  %86 = extractelement <2 x float> %85, i64 0, !dbg !74
  %87 = fadd contract float %76, %86, !dbg !74
  %88 = extractelement <2 x float> %85, i64 1, !dbg !74
  %89 = fadd contract float %87, %88, !dbg !74
  %90 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 8, !dbg !71
  %91 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 8, i32 %5, !dbg !72
  %92 = load float, ptr addrspace(3) %91, align 4, !dbg !72, !tbaa !44
  %93 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 9, i32 %5, !dbg !72
  %94 = load float, ptr addrspace(3) %93, align 4, !dbg !72, !tbaa !44
  %95 = load <2 x float>, ptr addrspace(3) %90, align 16, !dbg !71, !tbaa !44
  %96 = insertelement <2 x float> poison, float %92, i64 0, !dbg !73
  %97 = insertelement <2 x float> %96, float %94, i64 1, !dbg !73
  %98 = fmul contract <2 x float> %95, %97, !dbg !73
  %99 = extractelement <2 x float> %98, i64 0, !dbg !74
  %100 = fadd contract float %89, %99, !dbg !74
  %101 = extractelement <2 x float> %98, i64 1, !dbg !74
  %102 = fadd contract float %100, %101, !dbg !74
  %103 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 10, !dbg !71
  %104 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 10, i32 %5, !dbg !72
  %105 = load float, ptr addrspace(3) %104, align 4, !dbg !72, !tbaa !44
  %106 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 11, i32 %5, !dbg !72
  %107 = load float, ptr addrspace(3) %106, align 4, !dbg !72, !tbaa !44
  %108 = load <2 x float>, ptr addrspace(3) %103, align 8, !dbg !71, !tbaa !44
  %109 = insertelement <2 x float> poison, float %105, i64 0, !dbg !73
  %110 = insertelement <2 x float> %109, float %107, i64 1, !dbg !73
  %111 = fmul contract <2 x float> %108, %110, !dbg !73
  %112 = extractelement <2 x float> %111, i64 0, !dbg !74
  %113 = fadd contract float %102, %112, !dbg !74
  %114 = extractelement <2 x float> %111, i64 1, !dbg !74
  %115 = fadd contract float %113, %114, !dbg !74
  %116 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 12, !dbg !71
  %117 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 12, i32 %5, !dbg !72
  %118 = load float, ptr addrspace(3) %117, align 4, !dbg !72, !tbaa !44
  %119 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 13, i32 %5, !dbg !72
  %120 = load float, ptr addrspace(3) %119, align 4, !dbg !72, !tbaa !44
  %121 = load <2 x float>, ptr addrspace(3) %116, align 16, !dbg !71, !tbaa !44
  %122 = insertelement <2 x float> poison, float %118, i64 0, !dbg !73
  %123 = insertelement <2 x float> %122, float %120, i64 1, !dbg !73
  %124 = fmul contract <2 x float> %121, %123, !dbg !73
  %125 = extractelement <2 x float> %124, i64 0, !dbg !74
  %126 = fadd contract float %115, %125, !dbg !74
  %127 = extractelement <2 x float> %124, i64 1, !dbg !74
  %128 = fadd contract float %126, %127, !dbg !74
  %129 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %31, i32 %6, i32 14, !dbg !71
  %130 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 14, i32 %5, !dbg !72
  %131 = load float, ptr addrspace(3) %130, align 4, !dbg !72, !tbaa !44
  %132 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %31, i32 15, i32 %5, !dbg !72
  %133 = load float, ptr addrspace(3) %132, align 4, !dbg !72, !tbaa !44
  %134 = load <2 x float>, ptr addrspace(3) %129, align 8, !dbg !71, !tbaa !44
  %135 = insertelement <2 x float> poison, float %131, i64 0, !dbg !73
  %136 = insertelement <2 x float> %135, float %133, i64 1, !dbg !73
  %137 = fmul contract <2 x float> %134, %136, !dbg !73
  %138 = extractelement <2 x float> %137, i64 0, !dbg !74
  %139 = fadd contract float %128, %138, !dbg !74
  %140 = extractelement <2 x float> %137, i64 1, !dbg !74
  %141 = fadd contract float %139, %140, !dbg !74
  fence syncscope("workgroup") release, !dbg !75
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !80
  %142 = add nuw nsw i32 %24, 1, !dbg !81
  %143 = icmp eq i32 %142, %13, !dbg !38
  br i1 %143, label %18, label %23, !dbg !39, !llvm.loop !82
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13matmul_singlePKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !85 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !86, !range !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !89, !range !20
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !92
  %8 = shl i32 %7, 4, !dbg !95
  %9 = add i32 %8, %6, !dbg !96
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !97
  %11 = shl i32 %10, 4, !dbg !100
  %12 = add i32 %11, %5, !dbg !101
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !102
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %46, !dbg !103

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 %5
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 %6, i32 %5
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 0, !dbg !104
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 0, i32 %5
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 1
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 1, i32 %5
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 2
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 2, i32 %5
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 3
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 3, i32 %5
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 4
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 4, i32 %5
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 5, i32 %5
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 6
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 6, i32 %5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 7, i32 %5
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 8
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 8, i32 %5
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 9, i32 %5
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 10
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 10, i32 %5
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 11, i32 %5
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 12
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 12, i32 %5
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 13, i32 %5
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %6, i32 14
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 14, i32 %5
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 15, i32 %5
  br label %51, !dbg !103

46:                                               ; preds = %51, %4
  %47 = phi float [ 0.000000e+00, %4 ], [ %140, %51 ], !dbg !105
  %48 = add nsw i32 %15, %12, !dbg !106
  %49 = sext i32 %48 to i64, !dbg !107
  %50 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %49, !dbg !107
  store float %47, ptr addrspace(1) %50, align 4, !dbg !108, !tbaa !44
  ret void, !dbg !109

51:                                               ; preds = %16, %51
  %52 = phi i32 [ 0, %16 ], [ %141, %51 ]
  %53 = phi float [ 0.000000e+00, %16 ], [ %140, %51 ]
  %54 = shl nsw i32 %52, 4, !dbg !110
  %55 = add i32 %17, %54, !dbg !111
  %56 = sext i32 %55 to i64, !dbg !112
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56, !dbg !112
  %58 = load float, ptr addrspace(1) %57, align 4, !dbg !112, !tbaa !44
  store float %58, ptr addrspace(3) %18, align 4, !dbg !113, !tbaa !44
  %59 = add nuw nsw i32 %54, %6, !dbg !114
  %60 = mul nuw nsw i32 %59, %3, !dbg !115
  %61 = add nsw i32 %60, %12, !dbg !116
  %62 = sext i32 %61 to i64, !dbg !117
  %63 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %62, !dbg !117
  %64 = load float, ptr addrspace(1) %63, align 4, !dbg !117, !tbaa !44
  store float %64, ptr addrspace(3) %19, align 4, !dbg !118, !tbaa !44
  fence syncscope("workgroup") release, !dbg !119
  tail call void @llvm.amdgcn.s.barrier(), !dbg !123
  fence syncscope("workgroup") acquire, !dbg !124
  %65 = load float, ptr addrspace(3) %20, align 16, !dbg !104, !tbaa !44
  %66 = load float, ptr addrspace(3) %21, align 4, !dbg !125, !tbaa !44
  %67 = fmul contract float %65, %66, !dbg !126
  %68 = fadd contract float %53, %67, !dbg !127
  %69 = load float, ptr addrspace(3) %22, align 4, !dbg !104, !tbaa !44
  %70 = load float, ptr addrspace(3) %23, align 4, !dbg !125, !tbaa !44
  %71 = fmul contract float %69, %70, !dbg !126
  %72 = fadd contract float %68, %71, !dbg !127
  %73 = load float, ptr addrspace(3) %24, align 8, !dbg !104, !tbaa !44
  %74 = load float, ptr addrspace(3) %25, align 4, !dbg !125, !tbaa !44
  %75 = fmul contract float %73, %74, !dbg !126
  %76 = fadd contract float %72, %75, !dbg !127
  %77 = load float, ptr addrspace(3) %26, align 4, !dbg !104, !tbaa !44
  %78 = load float, ptr addrspace(3) %27, align 4, !dbg !125, !tbaa !44
  %79 = fmul contract float %77, %78, !dbg !126
  %80 = fadd contract float %76, %79, !dbg !127
  %81 = load float, ptr addrspace(3) %29, align 4, !dbg !125, !tbaa !44
  %82 = load float, ptr addrspace(3) %30, align 4, !dbg !125, !tbaa !44
  %83 = load <2 x float>, ptr addrspace(3) %28, align 16, !dbg !104, !tbaa !44
  %84 = insertelement <2 x float> poison, float %81, i64 0, !dbg !126
  %85 = insertelement <2 x float> %84, float %82, i64 1, !dbg !126
  %86 = fmul contract <2 x float> %83, %85, !dbg !126
  %87 = extractelement <2 x float> %86, i64 0, !dbg !127
  %88 = fadd contract float %80, %87, !dbg !127
  %89 = extractelement <2 x float> %86, i64 1, !dbg !127
  %90 = fadd contract float %88, %89, !dbg !127
  %91 = load float, ptr addrspace(3) %32, align 4, !dbg !125, !tbaa !44
  %92 = load float, ptr addrspace(3) %33, align 4, !dbg !125, !tbaa !44
  %93 = load <2 x float>, ptr addrspace(3) %31, align 8, !dbg !104, !tbaa !44
  %94 = insertelement <2 x float> poison, float %91, i64 0, !dbg !126
  %95 = insertelement <2 x float> %94, float %92, i64 1, !dbg !126
  %96 = fmul contract <2 x float> %93, %95, !dbg !126
  %97 = extractelement <2 x float> %96, i64 0, !dbg !127
  %98 = fadd contract float %90, %97, !dbg !127
  %99 = extractelement <2 x float> %96, i64 1, !dbg !127
  %100 = fadd contract float %98, %99, !dbg !127
  %101 = load float, ptr addrspace(3) %35, align 4, !dbg !125, !tbaa !44
  %102 = load float, ptr addrspace(3) %36, align 4, !dbg !125, !tbaa !44
  %103 = load <2 x float>, ptr addrspace(3) %34, align 16, !dbg !104, !tbaa !44
  %104 = insertelement <2 x float> poison, float %101, i64 0, !dbg !126
  %105 = insertelement <2 x float> %104, float %102, i64 1, !dbg !126
  %106 = fmul contract <2 x float> %103, %105, !dbg !126
  %107 = extractelement <2 x float> %106, i64 0, !dbg !127
  %108 = fadd contract float %100, %107, !dbg !127
  %109 = extractelement <2 x float> %106, i64 1, !dbg !127
  %110 = fadd contract float %108, %109, !dbg !127
  %111 = load float, ptr addrspace(3) %38, align 4, !dbg !125, !tbaa !44
  %112 = load float, ptr addrspace(3) %39, align 4, !dbg !125, !tbaa !44
  %113 = load <2 x float>, ptr addrspace(3) %37, align 8, !dbg !104, !tbaa !44
  %114 = insertelement <2 x float> poison, float %111, i64 0, !dbg !126
  %115 = insertelement <2 x float> %114, float %112, i64 1, !dbg !126
  %116 = fmul contract <2 x float> %113, %115, !dbg !126
  %117 = extractelement <2 x float> %116, i64 0, !dbg !127
  %118 = fadd contract float %110, %117, !dbg !127
  %119 = extractelement <2 x float> %116, i64 1, !dbg !127
  %120 = fadd contract float %118, %119, !dbg !127
  %121 = load float, ptr addrspace(3) %41, align 4, !dbg !125, !tbaa !44
  %122 = load float, ptr addrspace(3) %42, align 4, !dbg !125, !tbaa !44
  %123 = load <2 x float>, ptr addrspace(3) %40, align 16, !dbg !104, !tbaa !44
  %124 = insertelement <2 x float> poison, float %121, i64 0, !dbg !126
  %125 = insertelement <2 x float> %124, float %122, i64 1, !dbg !126
  %126 = fmul contract <2 x float> %123, %125, !dbg !126
  %127 = extractelement <2 x float> %126, i64 0, !dbg !127
  %128 = fadd contract float %120, %127, !dbg !127
  %129 = extractelement <2 x float> %126, i64 1, !dbg !127
  %130 = fadd contract float %128, %129, !dbg !127
  %131 = load float, ptr addrspace(3) %44, align 4, !dbg !125, !tbaa !44
  %132 = load float, ptr addrspace(3) %45, align 4, !dbg !125, !tbaa !44
  %133 = load <2 x float>, ptr addrspace(3) %43, align 8, !dbg !104, !tbaa !44
  %134 = insertelement <2 x float> poison, float %131, i64 0, !dbg !126
  %135 = insertelement <2 x float> %134, float %132, i64 1, !dbg !126
  %136 = fmul contract <2 x float> %133, %135, !dbg !126
  %137 = extractelement <2 x float> %136, i64 0, !dbg !127
  %138 = fadd contract float %130, %137, !dbg !127
  %139 = extractelement <2 x float> %136, i64 1, !dbg !127
  %140 = fadd contract float %138, %139, !dbg !127
  fence syncscope("workgroup") release, !dbg !128
  tail call void @llvm.amdgcn.s.barrier(), !dbg !132
  fence syncscope("workgroup") acquire, !dbg !133
  %141 = add nuw nsw i32 %52, 1, !dbg !134
  %142 = icmp eq i32 %141, %13, !dbg !102
  br i1 %142, label %46, label %51, !dbg !103, !llvm.loop !135
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z18matmul_db_prefetchPKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !137 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !138, !range !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !141, !range !20
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !144
  %8 = shl i32 %7, 4, !dbg !147
  %9 = add i32 %8, %6, !dbg !148
  %10 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !149
  %11 = shl i32 %10, 4, !dbg !152
  %12 = add i32 %11, %5, !dbg !153
  %13 = sdiv i32 %3, 16, !dbg !154
  %14 = mul nsw i32 %9, %3, !dbg !155
  %15 = add i32 %14, %5, !dbg !156
  %16 = sext i32 %15 to i64, !dbg !157
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16, !dbg !157
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !157, !tbaa !44
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %6, i32 %5, !dbg !158
  store float %18, ptr addrspace(3) %19, align 4, !dbg !159, !tbaa !44
  %20 = mul nsw i32 %6, %3, !dbg !160
  %21 = add nsw i32 %20, %12, !dbg !161
  %22 = sext i32 %21 to i64, !dbg !162
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22, !dbg !162
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !162, !tbaa !44
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %6, i32 %5, !dbg !163
  store float %24, ptr addrspace(3) %25, align 4, !dbg !164, !tbaa !44
  fence syncscope("workgroup") release, !dbg !165
  tail call void @llvm.amdgcn.s.barrier(), !dbg !169
  fence syncscope("workgroup") acquire, !dbg !170
  %26 = icmp sgt i32 %3, 15, !dbg !171
  br i1 %26, label %32, label %27, !dbg !172

27:                                               ; preds = %153, %4
  %28 = phi float [ 0.000000e+00, %4 ], [ %148, %153 ], !dbg !173
  %29 = add nsw i32 %14, %12, !dbg !174
  %30 = sext i32 %29 to i64, !dbg !175
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30, !dbg !175
  store float %28, ptr addrspace(1) %31, align 4, !dbg !176, !tbaa !44
  ret void, !dbg !177

32:                                               ; preds = %4, %153
  %33 = phi i32 [ %35, %153 ], [ 0, %4 ]
  %34 = phi float [ %148, %153 ], [ 0.000000e+00, %4 ]
  %35 = add nuw nsw i32 %33, 1, !dbg !178
  %36 = icmp slt i32 %35, %13, !dbg !179
  br i1 %36, label %37, label %49, !dbg !180

37:                                               ; preds = %32
  %38 = shl nsw i32 %35, 4, !dbg !181
  %39 = add i32 %15, %38, !dbg !182
  %40 = sext i32 %39 to i64, !dbg !183
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40, !dbg !183
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !183, !tbaa !44
  %43 = add nuw nsw i32 %38, %6, !dbg !184
  %44 = mul nuw nsw i32 %43, %3, !dbg !185
  %45 = add nsw i32 %44, %12, !dbg !186
  %46 = sext i32 %45 to i64, !dbg !187
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46, !dbg !187
  %48 = load float, ptr addrspace(1) %47, align 4, !dbg !187, !tbaa !44
  br label %49, !dbg !188

49:                                               ; preds = %37, %32
  %50 = phi float [ %42, %37 ], [ 0.000000e+00, %32 ], !dbg !189
  %51 = phi float [ %48, %37 ], [ 0.000000e+00, %32 ], !dbg !189
  %52 = and i32 %33, 1
  %53 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 0, !dbg !190
  %54 = load float, ptr addrspace(3) %53, align 16, !dbg !190, !tbaa !44
  %55 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 0, i32 %5, !dbg !191
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !191, !tbaa !44
  %57 = fmul contract float %54, %56, !dbg !192
  %58 = fadd contract float %34, %57, !dbg !193
  %59 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 1, !dbg !190
  %60 = load float, ptr addrspace(3) %59, align 4, !dbg !190, !tbaa !44
  %61 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 1, i32 %5, !dbg !191
  %62 = load float, ptr addrspace(3) %61, align 4, !dbg !191, !tbaa !44
  %63 = fmul contract float %60, %62, !dbg !192
  %64 = fadd contract float %58, %63, !dbg !193
  %65 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 2, !dbg !190
  %66 = load float, ptr addrspace(3) %65, align 8, !dbg !190, !tbaa !44
  %67 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 2, i32 %5, !dbg !191
  %68 = load float, ptr addrspace(3) %67, align 4, !dbg !191, !tbaa !44
  %69 = fmul contract float %66, %68, !dbg !192
  %70 = fadd contract float %64, %69, !dbg !193
  %71 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 3, !dbg !190
  %72 = load float, ptr addrspace(3) %71, align 4, !dbg !190, !tbaa !44
  %73 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 3, i32 %5, !dbg !191
  %74 = load float, ptr addrspace(3) %73, align 4, !dbg !191, !tbaa !44
  %75 = fmul contract float %72, %74, !dbg !192
  %76 = fadd contract float %70, %75, !dbg !193
  %77 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 4, !dbg !190
  %78 = load float, ptr addrspace(3) %77, align 16, !dbg !190, !tbaa !44
  %79 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 4, i32 %5, !dbg !191
  %80 = load float, ptr addrspace(3) %79, align 4, !dbg !191, !tbaa !44
  %81 = fmul contract float %78, %80, !dbg !192
  %82 = fadd contract float %76, %81, !dbg !193
  %83 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 5, !dbg !190
  %84 = load float, ptr addrspace(3) %83, align 4, !dbg !190, !tbaa !44
  %85 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 5, i32 %5, !dbg !191
  %86 = load float, ptr addrspace(3) %85, align 4, !dbg !191, !tbaa !44
  %87 = fmul contract float %84, %86, !dbg !192
  %88 = fadd contract float %82, %87, !dbg !193
  %89 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 6, !dbg !190
  %90 = load float, ptr addrspace(3) %89, align 8, !dbg !190, !tbaa !44
  %91 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 6, i32 %5, !dbg !191
  %92 = load float, ptr addrspace(3) %91, align 4, !dbg !191, !tbaa !44
  %93 = fmul contract float %90, %92, !dbg !192
  %94 = fadd contract float %88, %93, !dbg !193
  %95 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 7, !dbg !190
  %96 = load float, ptr addrspace(3) %95, align 4, !dbg !190, !tbaa !44
  %97 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 7, i32 %5, !dbg !191
  %98 = load float, ptr addrspace(3) %97, align 4, !dbg !191, !tbaa !44
  %99 = fmul contract float %96, %98, !dbg !192
  %100 = fadd contract float %94, %99, !dbg !193
  %101 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 8, !dbg !190
  %102 = load float, ptr addrspace(3) %101, align 16, !dbg !190, !tbaa !44
  %103 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 8, i32 %5, !dbg !191
  %104 = load float, ptr addrspace(3) %103, align 4, !dbg !191, !tbaa !44
  %105 = fmul contract float %102, %104, !dbg !192
  %106 = fadd contract float %100, %105, !dbg !193
  %107 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 9, !dbg !190
  %108 = load float, ptr addrspace(3) %107, align 4, !dbg !190, !tbaa !44
  %109 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 9, i32 %5, !dbg !191
  %110 = load float, ptr addrspace(3) %109, align 4, !dbg !191, !tbaa !44
  %111 = fmul contract float %108, %110, !dbg !192
  %112 = fadd contract float %106, %111, !dbg !193
  %113 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 10, !dbg !190
  %114 = load float, ptr addrspace(3) %113, align 8, !dbg !190, !tbaa !44
  %115 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 10, i32 %5, !dbg !191
  %116 = load float, ptr addrspace(3) %115, align 4, !dbg !191, !tbaa !44
  %117 = fmul contract float %114, %116, !dbg !192
  %118 = fadd contract float %112, %117, !dbg !193
  %119 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 11, !dbg !190
  %120 = load float, ptr addrspace(3) %119, align 4, !dbg !190, !tbaa !44
  %121 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 11, i32 %5, !dbg !191
  %122 = load float, ptr addrspace(3) %121, align 4, !dbg !191, !tbaa !44
  %123 = fmul contract float %120, %122, !dbg !192
  %124 = fadd contract float %118, %123, !dbg !193
  %125 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 12, !dbg !190
  %126 = load float, ptr addrspace(3) %125, align 16, !dbg !190, !tbaa !44
  %127 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 12, i32 %5, !dbg !191
  %128 = load float, ptr addrspace(3) %127, align 4, !dbg !191, !tbaa !44
  %129 = fmul contract float %126, %128, !dbg !192
  %130 = fadd contract float %124, %129, !dbg !193
  %131 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 13, !dbg !190
  %132 = load float, ptr addrspace(3) %131, align 4, !dbg !190, !tbaa !44
  %133 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 13, i32 %5, !dbg !191
  %134 = load float, ptr addrspace(3) %133, align 4, !dbg !191, !tbaa !44
  %135 = fmul contract float %132, %134, !dbg !192
  %136 = fadd contract float %130, %135, !dbg !193
  %137 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 14, !dbg !190
  %138 = load float, ptr addrspace(3) %137, align 8, !dbg !190, !tbaa !44
  %139 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 14, i32 %5, !dbg !191
  %140 = load float, ptr addrspace(3) %139, align 4, !dbg !191, !tbaa !44
  %141 = fmul contract float %138, %140, !dbg !192
  %142 = fadd contract float %136, %141, !dbg !193
  %143 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %52, i32 %6, i32 15, !dbg !190
  %144 = load float, ptr addrspace(3) %143, align 4, !dbg !190, !tbaa !44
  %145 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %52, i32 15, i32 %5, !dbg !191
  %146 = load float, ptr addrspace(3) %145, align 4, !dbg !191, !tbaa !44
  %147 = fmul contract float %144, %146, !dbg !192
  %148 = fadd contract float %142, %147, !dbg !193
  br i1 %36, label %149, label %153, !dbg !194

149:                                              ; preds = %49
  %150 = and i32 %35, 1
  %151 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %150, i32 %6, i32 %5
  %152 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %150, i32 %6, i32 %5
  store float %50, ptr addrspace(3) %152, align 4, !dbg !195, !tbaa !44
  store float %51, ptr addrspace(3) %151, align 4, !dbg !196, !tbaa !44
  br label %153, !dbg !197

153:                                              ; preds = %149, %49
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !202
  fence syncscope("workgroup") acquire, !dbg !203
  %154 = icmp eq i32 %35, %13, !dbg !171
  br i1 %154, label %27, label %32, !dbg !172, !llvm.loop !204
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_db.hip", directory: ".", checksumkind: CSK_MD5, checksum: "4512f5f6a3ccf686725e563b1ecbbcef")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "matmul_db", scope: !1, file: !1, line: 11, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 16, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !22)
!22 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 16, column: 30, scope: !11)
!25 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 300, column: 64, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 17, column: 13, scope: !11)
!30 = !DILocation(line: 17, column: 24, scope: !11)
!31 = !DILocation(line: 17, column: 29, scope: !11)
!32 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !33)
!33 = distinct !DILocation(line: 299, column: 64, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 17, column: 41, scope: !11)
!36 = !DILocation(line: 17, column: 52, scope: !11)
!37 = !DILocation(line: 17, column: 57, scope: !11)
!38 = !DILocation(line: 19, column: 21, scope: !11)
!39 = !DILocation(line: 19, column: 3, scope: !11)
!40 = !DILocation(line: 18, column: 9, scope: !11)
!41 = !DILocation(line: 27, column: 13, scope: !11)
!42 = !DILocation(line: 27, column: 3, scope: !11)
!43 = !DILocation(line: 27, column: 20, scope: !11)
!44 = !{!45, !45, i64 0}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !DILocation(line: 28, column: 1, scope: !11)
!49 = !DILocation(line: 20, column: 39, scope: !11)
!50 = !DILocation(line: 20, column: 44, scope: !11)
!51 = !DILocation(line: 20, column: 25, scope: !11)
!52 = !DILocation(line: 20, column: 10, scope: !11)
!53 = !DILocation(line: 20, column: 5, scope: !11)
!54 = !DILocation(line: 20, column: 23, scope: !11)
!55 = !DILocation(line: 21, column: 35, scope: !11)
!56 = !DILocation(line: 21, column: 41, scope: !11)
!57 = !DILocation(line: 21, column: 45, scope: !11)
!58 = !DILocation(line: 21, column: 25, scope: !11)
!59 = !DILocation(line: 21, column: 5, scope: !11)
!60 = !DILocation(line: 21, column: 23, scope: !11)
!61 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !64)
!62 = distinct !DISubprogram(name: "__work_group_barrier", scope: !63, file: !63, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!64 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "__barrier", scope: !63, file: !63, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "__syncthreads", scope: !63, file: !63, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 22, column: 5, scope: !11)
!69 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !64)
!70 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !64)
!71 = !DILocation(line: 24, column: 14, scope: !11)
!72 = !DILocation(line: 24, column: 33, scope: !11)
!73 = !DILocation(line: 24, column: 31, scope: !11)
!74 = !DILocation(line: 24, column: 11, scope: !11)
!75 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !76)
!76 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !77)
!77 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !78)
!78 = distinct !DILocation(line: 25, column: 5, scope: !11)
!79 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !76)
!80 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !76)
!81 = !DILocation(line: 19, column: 31, scope: !11)
!82 = distinct !{!82, !39, !83, !84}
!83 = !DILocation(line: 26, column: 3, scope: !11)
!84 = !{!"llvm.loop.mustprogress"}
!85 = distinct !DISubprogram(name: "matmul_single", scope: !1, file: !1, line: 32, type: !12, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !87)
!87 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !88)
!88 = distinct !DILocation(line: 37, column: 12, scope: !85)
!89 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !90)
!90 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !91)
!91 = distinct !DILocation(line: 37, column: 30, scope: !85)
!92 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !93)
!93 = distinct !DILocation(line: 300, column: 64, scope: !28, inlinedAt: !94)
!94 = distinct !DILocation(line: 38, column: 13, scope: !85)
!95 = !DILocation(line: 38, column: 24, scope: !85)
!96 = !DILocation(line: 38, column: 29, scope: !85)
!97 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !98)
!98 = distinct !DILocation(line: 299, column: 64, scope: !34, inlinedAt: !99)
!99 = distinct !DILocation(line: 38, column: 41, scope: !85)
!100 = !DILocation(line: 38, column: 52, scope: !85)
!101 = !DILocation(line: 38, column: 57, scope: !85)
!102 = !DILocation(line: 40, column: 21, scope: !85)
!103 = !DILocation(line: 40, column: 3, scope: !85)
!104 = !DILocation(line: 45, column: 14, scope: !85)
!105 = !DILocation(line: 39, column: 9, scope: !85)
!106 = !DILocation(line: 48, column: 13, scope: !85)
!107 = !DILocation(line: 48, column: 3, scope: !85)
!108 = !DILocation(line: 48, column: 20, scope: !85)
!109 = !DILocation(line: 49, column: 1, scope: !85)
!110 = !DILocation(line: 41, column: 32, scope: !85)
!111 = !DILocation(line: 41, column: 37, scope: !85)
!112 = !DILocation(line: 41, column: 18, scope: !85)
!113 = !DILocation(line: 41, column: 16, scope: !85)
!114 = !DILocation(line: 42, column: 28, scope: !85)
!115 = !DILocation(line: 42, column: 34, scope: !85)
!116 = !DILocation(line: 42, column: 38, scope: !85)
!117 = !DILocation(line: 42, column: 18, scope: !85)
!118 = !DILocation(line: 42, column: 16, scope: !85)
!119 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !120)
!120 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !121)
!121 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !122)
!122 = distinct !DILocation(line: 43, column: 5, scope: !85)
!123 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !120)
!124 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !120)
!125 = !DILocation(line: 45, column: 26, scope: !85)
!126 = !DILocation(line: 45, column: 24, scope: !85)
!127 = !DILocation(line: 45, column: 11, scope: !85)
!128 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !129)
!129 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !130)
!130 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !131)
!131 = distinct !DILocation(line: 46, column: 5, scope: !85)
!132 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !129)
!133 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !129)
!134 = !DILocation(line: 40, column: 31, scope: !85)
!135 = distinct !{!135, !103, !136, !84}
!136 = !DILocation(line: 47, column: 3, scope: !85)
!137 = distinct !DISubprogram(name: "matmul_db_prefetch", scope: !1, file: !1, line: 55, type: !12, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!138 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !139)
!139 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !140)
!140 = distinct !DILocation(line: 60, column: 12, scope: !137)
!141 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !142)
!142 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !143)
!143 = distinct !DILocation(line: 60, column: 30, scope: !137)
!144 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !145)
!145 = distinct !DILocation(line: 300, column: 64, scope: !28, inlinedAt: !146)
!146 = distinct !DILocation(line: 61, column: 13, scope: !137)
!147 = !DILocation(line: 61, column: 24, scope: !137)
!148 = !DILocation(line: 61, column: 29, scope: !137)
!149 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !150)
!150 = distinct !DILocation(line: 299, column: 64, scope: !34, inlinedAt: !151)
!151 = distinct !DILocation(line: 61, column: 41, scope: !137)
!152 = !DILocation(line: 61, column: 52, scope: !137)
!153 = !DILocation(line: 61, column: 57, scope: !137)
!154 = !DILocation(line: 62, column: 17, scope: !137)
!155 = !DILocation(line: 64, column: 25, scope: !137)
!156 = !DILocation(line: 64, column: 29, scope: !137)
!157 = !DILocation(line: 64, column: 19, scope: !137)
!158 = !DILocation(line: 64, column: 3, scope: !137)
!159 = !DILocation(line: 64, column: 17, scope: !137)
!160 = !DILocation(line: 65, column: 24, scope: !137)
!161 = !DILocation(line: 65, column: 28, scope: !137)
!162 = !DILocation(line: 65, column: 19, scope: !137)
!163 = !DILocation(line: 65, column: 3, scope: !137)
!164 = !DILocation(line: 65, column: 17, scope: !137)
!165 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !166)
!166 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !167)
!167 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !168)
!168 = distinct !DILocation(line: 66, column: 3, scope: !137)
!169 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !166)
!170 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !166)
!171 = !DILocation(line: 67, column: 21, scope: !137)
!172 = !DILocation(line: 67, column: 3, scope: !137)
!173 = !DILocation(line: 63, column: 9, scope: !137)
!174 = !DILocation(line: 81, column: 13, scope: !137)
!175 = !DILocation(line: 81, column: 3, scope: !137)
!176 = !DILocation(line: 81, column: 20, scope: !137)
!177 = !DILocation(line: 82, column: 1, scope: !137)
!178 = !DILocation(line: 69, column: 11, scope: !137)
!179 = !DILocation(line: 69, column: 15, scope: !137)
!180 = !DILocation(line: 69, column: 9, scope: !137)
!181 = !DILocation(line: 70, column: 31, scope: !137)
!182 = !DILocation(line: 70, column: 36, scope: !137)
!183 = !DILocation(line: 70, column: 11, scope: !137)
!184 = !DILocation(line: 71, column: 27, scope: !137)
!185 = !DILocation(line: 71, column: 33, scope: !137)
!186 = !DILocation(line: 71, column: 37, scope: !137)
!187 = !DILocation(line: 71, column: 11, scope: !137)
!188 = !DILocation(line: 72, column: 5, scope: !137)
!189 = !DILocation(line: 0, scope: !137)
!190 = !DILocation(line: 74, column: 14, scope: !137)
!191 = !DILocation(line: 74, column: 33, scope: !137)
!192 = !DILocation(line: 74, column: 31, scope: !137)
!193 = !DILocation(line: 74, column: 11, scope: !137)
!194 = !DILocation(line: 75, column: 9, scope: !137)
!195 = !DILocation(line: 76, column: 31, scope: !137)
!196 = !DILocation(line: 77, column: 31, scope: !137)
!197 = !DILocation(line: 78, column: 5, scope: !137)
!198 = !DILocation(line: 890, column: 9, scope: !62, inlinedAt: !199)
!199 = distinct !DILocation(line: 902, column: 3, scope: !65, inlinedAt: !200)
!200 = distinct !DILocation(line: 910, column: 3, scope: !67, inlinedAt: !201)
!201 = distinct !DILocation(line: 79, column: 5, scope: !137)
!202 = !DILocation(line: 891, column: 9, scope: !62, inlinedAt: !199)
!203 = !DILocation(line: 892, column: 9, scope: !62, inlinedAt: !199)
!204 = distinct !{!204, !172, !205, !84}
!205 = !DILocation(line: 80, column: 3, scope: !137)
