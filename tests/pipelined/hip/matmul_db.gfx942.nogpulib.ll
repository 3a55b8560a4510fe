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

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9matmul_dbPKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %6 = trunc i64 %5 to i32, !dbg !12
  %7 = tail call i64 @__ockl_get_local_id(i32 noundef 1) #4, !dbg !18
  %8 = trunc i64 %7 to i32, !dbg !18
  %9 = tail call i64 @__ockl_get_group_id(i32 noundef 1) #4, !dbg !22
  %10 = trunc i64 %9 to i32, !dbg !22
  %11 = shl i32 %10, 4, !dbg !27
  %12 = add i32 %11, %8, !dbg !28
  %13 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !29
  %14 = trunc i64 %13 to i32, !dbg !29
  %15 = shl i32 %14, 4, !dbg !33
  %16 = add i32 %15, %6, !dbg !34
  %17 = sdiv i32 %3, 16
  %18 = icmp sgt i32 %3, 15, !dbg !35
  %19 = mul nsw i32 %12, %3
  br i1 %18, label %20, label %22, !dbg !36

20:                                               ; preds = %4
  %21 = add i32 %19, %6
  br label %27, !dbg !36

22:                                               ; preds = %27, %4
  %23 = phi float [ 0.000000e+00, %4 ], [ %145, %27 ], !dbg !37
  %24 = add nsw i32 %19, %16, !dbg !38
  %25 = sext i32 %24 to i64, !dbg !39
  %26 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %25, !dbg !39
  store float %23, ptr addrspace(1) %26, align 4, !dbg !40, !tbaa !41
  ret void, !dbg !45

27:                                               ; preds = %20, %27
  %28 = phi i32 [ 0, %20 ], [ %146, %27 ]
  %29 = phi float [ 0.000000e+00, %20 ], [ %145, %27 ]
  %30 = shl nsw i32 %28, 4, !dbg !46
  %31 = add i32 %21, %30, !dbg !47
  %32 = sext i32 %31 to i64, !dbg !48
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32, !dbg !48
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !48, !tbaa !41
  %35 = and i32 %28, 1, !dbg !49
  %36 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 %6, !dbg !50
  store float %34, ptr addrspace(3) %36, align 4, !dbg !51, !tbaa !41
  %37 = add nsw i32 %30, %8, !dbg !52
  %38 = mul nsw i32 %37, %3, !dbg !53
  %39 = add nsw i32 %38, %16, !dbg !54
  %40 = sext i32 %39 to i64, !dbg !55
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40, !dbg !55
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !55, !tbaa !41
  %43 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 %8, i32 %6, !dbg !56
  store float %42, ptr addrspace(3) %43, align 4, !dbg !57, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !66
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !67
  %44 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 0, !dbg !68
  %45 = load float, ptr addrspace(3) %44, align 16, !dbg !68, !tbaa !41
  %46 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 0, i32 %6, !dbg !69
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !69, !tbaa !41
  %48 = fmul contract float %45, %47, !dbg !70
  %49 = fadd contract float %29, %48, !dbg !71
  %50 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 1, !dbg !68
  %51 = load float, ptr addrspace(3) %50, align 4, !dbg !68, !tbaa !41
  %52 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 1, i32 %6, !dbg !69
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !69, !tbaa !41
  %54 = fmul contract float %51, %53, !dbg !70
  %55 = fadd contract float %49, %54, !dbg !71
  %56 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 2, !dbg !68
  %57 = load float, ptr addrspace(3) %56, align 8, !dbg !68, !tbaa !41
  %58 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 2, i32 %6, !dbg !69
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !69, !tbaa !41
  %60 = fmul contract float %57, %59, !dbg !70
  %61 = fadd contract float %55, %60, !dbg !71
  %62 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 3, !dbg !68
  %63 = load float, ptr addrspace(3) %62, align 4, !dbg !68, !tbaa !41
  %64 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 3, i32 %6, !dbg !69
  %65 = load float, ptr addrspace(3) %64, align 4, !dbg !69, !tbaa !41
  %66 = fmul contract float %63, %65, !dbg !70
  %67 = fadd contract float %61, %66, !dbg !71
  %68 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 4, !dbg !68
  %69 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 4, i32 %6, !dbg !69
  %70 = load float, ptr addrspace(3) %69, align 4, !dbg !69, !tbaa !41
  %71 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 5, i32 %6, !dbg !69
  %72 = load float, ptr addrspace(3) %71, align 4, !dbg !69, !tbaa !41
  %73 = load <2 x float>, ptr addrspace(3) %68, align 16, !dbg !68, !tbaa !41
  %74 = insertelement <2 x float> poison, float %70, i64 0, !dbg !70
  %75 = insertelement <2 x float> %74, float %72, i64 1, !dbg !70
  %76 = fmul contract <2 x float> %73, %75, !dbg !70
  %77 = extractelement <2 x float> %76, i64 0, !dbg !71
  %78 = fadd contract float %67, %77, !dbg !71
  %79 = extractelement <2 x float> %76, i64 1, !dbg !71
  %80 = fadd contract float %78, %79, !dbg !71
  %81 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 6, !dbg !68
  %82 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 6, i32 %6, !dbg !69
  %83 = load float, ptr addrspace(3) %82, align 4, !dbg !69, !tbaa !41
  %84 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 7, i32 %6, !dbg !69
  %85 = load float, ptr addrspace(3) %84, align 4, !dbg !69, !tbaa !41
  %86 = load <2 x float>, ptr addrspace(3) %81, align 8, !dbg !68, !tbaa !41
  %87 = insertelement <2 x float> poison, float %83, i64 0, !dbg !70
  %88 = insertelement <2 x float> %87, float %85, i64 1, !dbg !70
  %89 = fmul contract <2 x float> %86, %88, !dbg !70
  %90 = extractelement <2 x float> %89, i64 0, !dbg !71
  %91 = fadd contract float %80, %90, !dbg !71
  %92 = extractelement <2 x float> %89, i64 1, !dbg !71
  %93 = fadd contract float %91, %92, !dbg !71
  %94 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 8, !dbg !68
  %95 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 8, i32 %6, !dbg !69
  %96 = load float, ptr addrspace(3) %95, align 4, !dbg !69, !tbaa !41
  %97 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 9, i32 %6, !dbg !69
  %98 = load float, ptr addrspace(3) %97, align 4, !dbg !69, !tbaa !41
  %99 = load <2 x float>, ptr addrspace(3) %94, align 16, !dbg !68, !tbaa !41
  %100 = insertelement <2 x float> poison, float %96, i64 0, !dbg !70
  %101 = insertelement <2 x float> %100, float %98, i64 1, !dbg !70
  %102 = fmul contract <2 x float> %99, %101, !dbg !70
  %103 = extractelement <2 x float> %102, i64 0, !dbg !71
  %104 = fadd contract float %93, %103, !dbg !71
  %105 = extractelement <2 x float> %102, i64 1, !dbg !71
  %106 = fadd contract float %104, %105, !dbg !71
  %107 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 10, !dbg !68
  %108 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 10, i32 %6, !dbg !69
  %109 = load float, ptr addrspace(3) %108, align 4, !dbg !69, !tbaa !41
  %110 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 11, i32 %6, !dbg !69
  %111 = load float, ptr addrspace(3) %110, align 4, !dbg !69, !tbaa !41
  %112 = load <2 x float>, ptr addrspace(3) %107, align 8, !dbg !68, !tbaa !41
  %113 = insertelement <2 x float> poison, float %109, i64 0, !dbg !70
  %114 = insertelement <2 x float> %113, float %111, i64 1, !dbg !70
  %115 = fmul contract <2 x float> %112, %114, !dbg !70
  %116 = extractelement <2 x float> %115, i64 0, !dbg !71
  %117 = fadd contract float %106, %116, !dbg !71
  %118 = extractelement <2 x float> %115, i64 1, !dbg !71
  %119 = fadd contract float %117, %118, !dbg !71
  %120 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 12, !dbg !68
  %121 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 12, i32 %6, !dbg !69
  %122 = load float, ptr addrspace(3) %121, align 4, !dbg !69, !tbaa !41
  %123 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 13, i32 %6, !dbg !69
  %124 = load float, ptr addrspace(3) %123, align 4, !dbg !69, !tbaa !41
  %125 = load <2 x float>, ptr addrspace(3) %120, align 16, !dbg !68, !tbaa !41
  %126 = insertelement <2 x float> poison, float %122, i64 0, !dbg !70
  %127 = insertelement <2 x float> %126, float %124, i64 1, !dbg !70
  %128 = fmul contract <2 x float> %125, %127, !dbg !70
  %129 = extractelement <2 x float> %128, i64 0, !dbg !71
  %130 = fadd contract float %119, %129, !dbg !71
  %131 = extractelement <2 x float> %128, i64 1, !dbg !71
  %132 = fadd contract float %130, %131, !dbg !71
  %133 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As, i32 0, i32 %35, i32 %8, i32 14, !dbg !68
  %134 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 14, i32 %6, !dbg !69
  %135 = load float, ptr addrspace(3) %134, align 4, !dbg !69, !tbaa !41
  %136 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs, i32 0, i32 %35, i32 15, i32 %6, !dbg !69
  %137 = load float, ptr addrspace(3) %136, align 4, !dbg !69, !tbaa !41
  %138 = load <2 x float>, ptr addrspace(3) %133, align 8, !dbg !68, !tbaa !41
  %139 = insertelement <2 x float> poison, float %135, i64 0, !dbg !70
  %140 = insertelement <2 x float> %139, float %137, i64 1, !dbg !70
  %141 = fmul contract <2 x float> %138, %140, !dbg !70
  %142 = extractelement <2 x float> %141, i64 0, !dbg !71
  %143 = fadd contract float %132, %142, !dbg !71
  %144 = extractelement <2 x float> %141, i64 1, !dbg !71
  %145 = fadd contract float %143, %144, !dbg !71
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !72
  tail call void @llvm.amdgcn.s.barrier(), !dbg !76
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !77
  %146 = add nuw nsw i32 %28, 1, !dbg !78
  %147 = icmp eq i32 %146, %17, !dbg !35
  br i1 %147, label %22, label %27, !dbg !36, !llvm.loop !79
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13matmul_singlePKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !82 {
  %5 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !83
  %6 = trunc i64 %5 to i32, !dbg !83
  %7 = tail call i64 @__ockl_get_local_id(i32 noundef 1) #4, !dbg !86
  %8 = trunc i64 %7 to i32, !dbg !86
  %9 = tail call i64 @__ockl_get_group_id(i32 noundef 1) #4, !dbg !89
  %10 = trunc i64 %9 to i32, !dbg !89
  %11 = shl i32 %10, 4, !dbg !92
  %12 = add i32 %11, %8, !dbg !93
  %13 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !94
  %14 = trunc i64 %13 to i32, !dbg !94
  %15 = shl i32 %14, 4, !dbg !97
  %16 = add i32 %15, %6, !dbg !98
  %17 = sdiv i32 %3, 16
  %18 = icmp sgt i32 %3, 15, !dbg !99
  %19 = mul nsw i32 %12, %3
  br i1 %18, label %20, label %50, !dbg !100

20:                                               ; preds = %4
  %21 = add i32 %19, %6
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 %6
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 %8, i32 %6
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 0, !dbg !101
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 0, i32 %6
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 1
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 1, i32 %6
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 2
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 2, i32 %6
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 3
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 3, i32 %6
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 4
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 4, i32 %6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 5, i32 %6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 6
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 6, i32 %6
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 7, i32 %6
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 8, i32 %6
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 9, i32 %6
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 10, i32 %6
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 11, i32 %6
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 12
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 12, i32 %6
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 13, i32 %6
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As, i32 0, i32 %8, i32 14
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 14, i32 %6
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs, i32 0, i32 15, i32 %6
  br label %55, !dbg !100

50:                                               ; preds = %55, %4
  %51 = phi float [ 0.000000e+00, %4 ], [ %144, %55 ], !dbg !102
  %52 = add nsw i32 %19, %16, !dbg !103
  %53 = sext i32 %52 to i64, !dbg !104
  %54 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %53, !dbg !104
  store float %51, ptr addrspace(1) %54, align 4, !dbg !105, !tbaa !41
  ret void, !dbg !106

55:                                               ; preds = %20, %55
  %56 = phi i32 [ 0, %20 ], [ %145, %55 ]
  %57 = phi float [ 0.000000e+00, %20 ], [ %144, %55 ]
  %58 = shl nsw i32 %56, 4, !dbg !107
  %59 = add i32 %21, %58, !dbg !108
  %60 = sext i32 %59 to i64, !dbg !109
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60, !dbg !109
  %62 = load float, ptr addrspace(1) %61, align 4, !dbg !109, !tbaa !41
  store float %62, ptr addrspace(3) %22, align 4, !dbg !110, !tbaa !41
  %63 = add nsw i32 %58, %8, !dbg !111
  %64 = mul nsw i32 %63, %3, !dbg !112
  %65 = add nsw i32 %64, %16, !dbg !113
  %66 = sext i32 %65 to i64, !dbg !114
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66, !dbg !114
  %68 = load float, ptr addrspace(1) %67, align 4, !dbg !114, !tbaa !41
  store float %68, ptr addrspace(3) %23, align 4, !dbg !115, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !116
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !121
  %69 = load float, ptr addrspace(3) %24, align 16, !dbg !101, !tbaa !41
  %70 = load float, ptr addrspace(3) %25, align 4, !dbg !122, !tbaa !41
  %71 = fmul contract float %69, %70, !dbg !123
  %72 = fadd contract float %57, %71, !dbg !124
  %73 = load float, ptr addrspace(3) %26, align 4, !dbg !101, !tbaa !41
  %74 = load float, ptr addrspace(3) %27, align 4, !dbg !122, !tbaa !41
  %75 = fmul contract float %73, %74, !dbg !123
  %76 = fadd contract float %72, %75, !dbg !124
  %77 = load float, ptr addrspace(3) %28, align 8, !dbg !101, !tbaa !41
  %78 = load float, ptr addrspace(3) %29, align 4, !dbg !122, !tbaa !41
  %79 = fmul contract float %77, %78, !dbg !123
  %80 = fadd contract float %76, %79, !dbg !124
  %81 = load float, ptr addrspace(3) %30, align 4, !dbg !101, !tbaa !41
  %82 = load float, ptr addrspace(3) %31, align 4, !dbg !122, !tbaa !41
  %83 = fmul contract float %81, %82, !dbg !123
  %84 = fadd contract float %80, %83, !dbg !124
  %85 = load float, ptr addrspace(3) %33, align 4, !dbg !122, !tbaa !41
  %86 = load float, ptr addrspace(3) %34, align 4, !dbg !122, !tbaa !41
  %87 = load <2 x float>, ptr addrspace(3) %32, align 16, !dbg !101, !tbaa !41
  %88 = insertelement <2 x float> poison, float %85, i64 0, !dbg !123
  %89 = insertelement <2 x float> %88, float %86, i64 1, !dbg !123
  %90 = fmul contract <2 x float> %87, %89, !dbg !123
  %91 = extractelement <2 x float> %90, i64 0, !dbg !124
  %92 = fadd contract float %84, %91, !dbg !124
  %93 = extractelement <2 x float> %90, i64 1, !dbg !124
  %94 = fadd contract float %92, %93, !dbg !124
  %95 = load float, ptr addrspace(3) %36, align 4, !dbg !122, !tbaa !41
  %96 = load float, ptr addrspace(3) %37, align 4, !dbg !122, !tbaa !41
  %97 = load <2 x float>, ptr addrspace(3) %35, align 8, !dbg !101, !tbaa !41
  %98 = insertelement <2 x float> poison, float %95, i64 0, !dbg !123
  %99 = insertelement <2 x float> %98, float %96, i64 1, !dbg !123
  %100 = fmul contract <2 x float> %97, %99, !dbg !123
  %101 = extractelement <2 x float> %100, i64 0, !dbg !124
  %102 = fadd contract float %94, %101, !dbg !124
  %103 = extractelement <2 x float> %100, i64 1, !dbg !124
  %104 = fadd contract float %102, %103, !dbg !124
  %105 = load float, ptr addrspace(3) %39, align 4, !dbg !122, !tbaa !41
  %106 = load float, ptr addrspace(3) %40, align 4, !dbg !122, !tbaa !41
  %107 = load <2 x float>, ptr addrspace(3) %38, align 16, !dbg !101, !tbaa !41
  %108 = insertelement <2 x float> poison, float %105, i64 0, !dbg !123
  %109 = insertelement <2 x float> %108, float %106, i64 1, !dbg !123
  %110 = fmul contract <2 x float> %107, %109, !dbg !123
  %111 = extractelement <2 x float> %110, i64 0, !dbg !124
  %112 = fadd contract float %104, %111, !dbg !124
  %113 = extractelement <2 x float> %110, i64 1, !dbg !124
  %114 = fadd contract float %112, %113, !dbg !124
  %115 = load float, ptr addrspace(3) %42, align 4, !dbg !122, !tbaa !41
  %116 = load float, ptr addrspace(3) %43, align 4, !dbg !122, !tbaa !41
  %117 = load <2 x float>, ptr addrspace(3) %41, align 8, !dbg !101, !tbaa !41
  %118 = insertelement <2 x float> poison, float %115, i64 0, !dbg !123
  %119 = insertelement <2 x float> %118, float %116, i64 1, !dbg !123
  %120 = fmul contract <2 x float> %117, %119, !dbg !123
  %121 = extractelement <2 x float> %120, i64 0, !dbg !124
  %122 = fadd contract float %114, %121, !dbg !124
  %123 = extractelement <2 x float> %120, i64 1, !dbg !124
  %124 = fadd contract float %122, %123, !dbg !124
  %125 = load float, ptr addrspace(3) %45, align 4, !dbg !122, !tbaa !41
  %126 = load float, ptr addrspace(3) %46, align 4, !dbg !122, !tbaa !41
  %127 = load <2 x float>, ptr addrspace(3) %44, align 16, !dbg !101, !tbaa !41
  %128 = insertelement <2 x float> poison, float %125, i64 0, !dbg !123
  %129 = insertelement <2 x float> %128, float %126, i64 1, !dbg !123
  %130 = fmul contract <2 x float> %127, %129, !dbg !123
  %131 = extractelement <2 x float> %130, i64 0, !dbg !124
  %132 = fadd contract float %124, %131, !dbg !124
  %133 = extractelement <2 x float> %130, i64 1, !dbg !124
  %134 = fadd contract float %132, %133, !dbg !124
  %135 = load float, ptr addrspace(3) %48, align 4, !dbg !122, !tbaa !41
  %136 = load float, ptr addrspace(3) %49, align 4, !dbg !122, !tbaa !41
  %137 = load <2 x float>, ptr addrspace(3) %47, align 8, !dbg !101, !tbaa !41
  %138 = insertelement <2 x float> poison, float %135, i64 0, !dbg !123
  %139 = insertelement <2 x float> %138, float %136, i64 1, !dbg !123
  %140 = fmul contract <2 x float> %137, %139, !dbg !123
  %141 = extractelement <2 x float> %140, i64 0, !dbg !124
  %142 = fadd contract float %134, %141, !dbg !124
  %143 = extractelement <2 x float> %140, i64 1, !dbg !124
  %144 = fadd contract float %142, %143, !dbg !124
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !125
  tail call void @llvm.amdgcn.s.barrier(), !dbg !129
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !130
  %145 = add nuw nsw i32 %56, 1, !dbg !131
  %146 = icmp eq i32 %145, %17, !dbg !99
  br i1 %146, label %50, label %55, !dbg !100, !llvm.loop !132
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z18matmul_db_prefetchPKfS0_Pfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !134 {
  %5 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !135
  %6 = trunc i64 %5 to i32, !dbg !135
  %7 = tail call i64 @__ockl_get_local_id(i32 noundef 1) #4, !dbg !138
  %8 = trunc i64 %7 to i32, !dbg !138
  %9 = tail call i64 @__ockl_get_group_id(i32 noundef 1) #4, !dbg !141
  %10 = trunc i64 %9 to i32, !dbg !141
  %11 = shl i32 %10, 4, !dbg !144
  %12 = add i32 %11, %8, !dbg !145
  %13 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !146
  %14 = trunc i64 %13 to i32, !dbg !146
  %15 = shl i32 %14, 4, !dbg !149
  %16 = add i32 %15, %6, !dbg !150
  %17 = sdiv i32 %3, 16, !dbg !151
  %18 = mul nsw i32 %12, %3, !dbg !152
  %19 = add i32 %18, %6, !dbg !153
  %20 = sext i32 %19 to i64, !dbg !154
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20, !dbg !154
  %22 = load float, ptr addrspace(1) %21, align 4, !dbg !154, !tbaa !41
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %8, i32 %6, !dbg !155
  store float %22, ptr addrspace(3) %23, align 4, !dbg !156, !tbaa !41
  %24 = mul nsw i32 %8, %3, !dbg !157
  %25 = add nsw i32 %16, %24, !dbg !158
  %26 = sext i32 %25 to i64, !dbg !159
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26, !dbg !159
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !159, !tbaa !41
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %8, i32 %6, !dbg !160
  store float %28, ptr addrspace(3) %29, align 4, !dbg !161, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !162
  tail call void @llvm.amdgcn.s.barrier(), !dbg !166
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !167
  %30 = icmp sgt i32 %3, 15, !dbg !168
  br i1 %30, label %36, label %31, !dbg !169

31:                                               ; preds = %157, %4
  %32 = phi float [ 0.000000e+00, %4 ], [ %152, %157 ], !dbg !170
  %33 = add nsw i32 %18, %16, !dbg !171
  %34 = sext i32 %33 to i64, !dbg !172
  %35 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %34, !dbg !172
  store float %32, ptr addrspace(1) %35, align 4, !dbg !173, !tbaa !41
  ret void, !dbg !174

36:                                               ; preds = %4, %157
  %37 = phi i32 [ %39, %157 ], [ 0, %4 ]
  %38 = phi float [ %152, %157 ], [ 0.000000e+00, %4 ]
  %39 = add nuw nsw i32 %37, 1, !dbg !175
  %40 = icmp slt i32 %39, %17, !dbg !176
  br i1 %40, label %41, label %53, !dbg !177

41:                                               ; preds = %36
  %42 = shl nsw i32 %39, 4, !dbg !178
  %43 = add i32 %19, %42, !dbg !179
  %44 = sext i32 %43 to i64, !dbg !180
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44, !dbg !180
  %46 = load float, ptr addrspace(1) %45, align 4, !dbg !180, !tbaa !41
  %47 = add nsw i32 %42, %8, !dbg !181
  %48 = mul nsw i32 %47, %3, !dbg !182
  %49 = add nsw i32 %48, %16, !dbg !183
  %50 = sext i32 %49 to i64, !dbg !184
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50, !dbg !184
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !184, !tbaa !41
  br label %53, !dbg !185

53:                                               ; preds = %41, %36
  %54 = phi float [ %46, %41 ], [ 0.000000e+00, %36 ], !dbg !186
  %55 = phi float [ %52, %41 ], [ 0.000000e+00, %36 ], !dbg !186
  %56 = and i32 %37, 1
  %57 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 0, !dbg !187
  %58 = load float, ptr addrspace(3) %57, align 16, !dbg !187, !tbaa !41
  %59 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 0, i32 %6, !dbg !188
  %60 = load float, ptr addrspace(3) %59, align 4, !dbg !188, !tbaa !41
  %61 = fmul contract float %58, %60, !dbg !189
  %62 = fadd contract float %38, %61, !dbg !190
  %63 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 1, !dbg !187
  %64 = load float, ptr addrspace(3) %63, align 4, !dbg !187, !tbaa !41
  %65 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 1, i32 %6, !dbg !188
  %66 = load float, ptr addrspace(3) %65, align 4, !dbg !188, !tbaa !41
  %67 = fmul contract float %64, %66, !dbg !189
  %68 = fadd contract float %62, %67, !dbg !190
  %69 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 2, !dbg !187
  %70 = load float, ptr addrspace(3) %69, align 8, !dbg !187, !tbaa !41
  %71 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 2, i32 %6, !dbg !188
  %72 = load float, ptr addrspace(3) %71, align 4, !dbg !188, !tbaa !41
  %73 = fmul contract float %70, %72, !dbg !189
  %74 = fadd contract float %68, %73, !dbg !190
  %75 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 3, !dbg !187
  %76 = load float, ptr addrspace(3) %75, align 4, !dbg !187, !tbaa !41
  %77 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 3, i32 %6, !dbg !188
  %78 = load float, ptr addrspace(3) %77, align 4, !dbg !188, !tbaa !41
  %79 = fmul contract float %76, %78, !dbg !189
  %80 = fadd contract float %74, %79, !dbg !190
  %81 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 4, !dbg !187
  %82 = load float, ptr addrspace(3) %81, align 16, !dbg !187, !tbaa !41
  %83 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 4, i32 %6, !dbg !188
  %84 = load float, ptr addrspace(3) %83, align 4, !dbg !188, !tbaa !41
  %85 = fmul contract float %82, %84, !dbg !189
  %86 = fadd contract float %80, %85, !dbg !190
  %87 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 5, !dbg !187
  %88 = load float, ptr addrspace(3) %87, align 4, !dbg !187, !tbaa !41
  %89 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 5, i32 %6, !dbg !188
  %90 = load float, ptr addrspace(3) %89, align 4, !dbg !188, !tbaa !41
  %91 = fmul contract float %88, %90, !dbg !189
  %92 = fadd contract float %86, %91, !dbg !190
  %93 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 6, !dbg !187
  %94 = load float, ptr addrspace(3) %93, align 8, !dbg !187, !tbaa !41
  %95 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 6, i32 %6, !dbg !188
  %96 = load float, ptr addrspace(3) %95, align 4, !dbg !188, !tbaa !41
  %97 = fmul contract float %94, %96, !dbg !189
  %98 = fadd contract float %92, %97, !dbg !190
  %99 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 7, !dbg !187
  %100 = load float, ptr addrspace(3) %99, align 4, !dbg !187, !tbaa !41
  %101 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 7, i32 %6, !dbg !188
  %102 = load float, ptr addrspace(3) %101, align 4, !dbg !188, !tbaa !41
  %103 = fmul contract float %100, %102, !dbg !189
  %104 = fadd contract float %98, %103, !dbg !190
  %105 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 8, !dbg !187
  %106 = load float, ptr addrspace(3) %105, align 16, !dbg !187, !tbaa !41
  %107 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 8, i32 %6, !dbg !188
  %108 = load float, ptr addrspace(3) %107, align 4, !dbg !188, !tbaa !41
  %109 = fmul contract float %106, %108, !dbg !189
  %110 = fadd contract float %104, %109, !dbg !190
  %111 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 9, !dbg !187
  %112 = load float, ptr addrspace(3) %111, align 4, !dbg !187, !tbaa !41
  %113 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 9, i32 %6, !dbg !188
  %114 = load float, ptr addrspace(3) %113, align 4, !dbg !188, !tbaa !41
  %115 = fmul contract float %112, %114, !dbg !189
  %116 = fadd contract float %110, %115, !dbg !190
  %117 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 10, !dbg !187
  %118 = load float, ptr addrspace(3) %117, align 8, !dbg !187, !tbaa !41
  %119 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 10, i32 %6, !dbg !188
  %120 = load float, ptr addrspace(3) %119, align 4, !dbg !188, !tbaa !41
  %121 = fmul contract float %118, %120, !dbg !189
  %122 = fadd contract float %116, %121, !dbg !190
  %123 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 11, !dbg !187
  %124 = load float, ptr addrspace(3) %123, align 4, !dbg !187, !tbaa !41
  %125 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 11, i32 %6, !dbg !188
  %126 = load float, ptr addrspace(3) %125, align 4, !dbg !188, !tbaa !41
  %127 = fmul contract float %124, %126, !dbg !189
  %128 = fadd contract float %122, %127, !dbg !190
  %129 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 12, !dbg !187
  %130 = load float, ptr addrspace(3) %129, align 16, !dbg !187, !tbaa !41
  %131 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 12, i32 %6, !dbg !188
  %132 = load float, ptr addrspace(3) %131, align 4, !dbg !188, !tbaa !41
  %133 = fmul contract float %130, %132, !dbg !189
  %134 = fadd contract float %128, %133, !dbg !190
  %135 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 13, !dbg !187
  %136 = load float, ptr addrspace(3) %135, align 4, !dbg !187, !tbaa !41
  %137 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 13, i32 %6, !dbg !188
  %138 = load float, ptr addrspace(3) %137, align 4, !dbg !188, !tbaa !41
  %139 = fmul contract float %136, %138, !dbg !189
  %140 = fadd contract float %134, %139, !dbg !190
  %141 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 14, !dbg !187
  %142 = load float, ptr addrspace(3) %141, align 8, !dbg !187, !tbaa !41
  %143 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 14, i32 %6, !dbg !188
  %144 = load float, ptr addrspace(3) %143, align 4, !dbg !188, !tbaa !41
  %145 = fmul contract float %142, %144, !dbg !189
  %146 = fadd contract float %140, %145, !dbg !190
  %147 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %56, i32 %8, i32 15, !dbg !187
  %148 = load float, ptr addrspace(3) %147, align 4, !dbg !187, !tbaa !41
  %149 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %56, i32 15, i32 %6, !dbg !188
  %150 = load float, ptr addrspace(3) %149, align 4, !dbg !188, !tbaa !41
  %151 = fmul contract float %148, %150, !dbg !189
  %152 = fadd contract float %146, %151, !dbg !190
  br i1 %40, label %153, label %157, !dbg !191

153:                                              ; preds = %53
  %154 = and i32 %39, 1
  %155 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs, i32 0, i32 %154, i32 %8, i32 %6
  %156 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As, i32 0, i32 %154, i32 %8, i32 %6
  store float %54, ptr addrspace(3) %156, align 4, !dbg !192, !tbaa !41
  store float %55, ptr addrspace(3) %155, align 4, !dbg !193, !tbaa !41
  br label %157, !dbg !194

157:                                              ; preds = %153, %53
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !195
  tail call void @llvm.amdgcn.s.barrier(), !dbg !199
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !200
  %158 = icmp eq i32 %39, %17, !dbg !168
  br i1 %158, label %31, label %36, !dbg !169, !llvm.loop !201
}

; Function Attrs: convergent nounwind
declare !dbg !203 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !205 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !206 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_db.hip", directory: ".", checksumkind: CSK_MD5, checksum: "4512f5f6a3ccf686725e563b1ecbbcef")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_db", scope: !1, file: !1, line: 11, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 16, column: 12, scope: !9)
!18 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !19)
!19 = distinct !DILocation(line: 300, column: 64, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 300, type: !10, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 16, column: 30, scope: !9)
!22 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 300, column: 64, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 300, type: !10, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 17, column: 13, scope: !9)
!27 = !DILocation(line: 17, column: 24, scope: !9)
!28 = !DILocation(line: 17, column: 29, scope: !9)
!29 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !30)
!30 = distinct !DILocation(line: 299, column: 64, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 17, column: 41, scope: !9)
!33 = !DILocation(line: 17, column: 52, scope: !9)
!34 = !DILocation(line: 17, column: 57, scope: !9)
!35 = !DILocation(line: 19, column: 21, scope: !9)
!36 = !DILocation(line: 19, column: 3, scope: !9)
!37 = !DILocation(line: 18, column: 9, scope: !9)
!38 = !DILocation(line: 27, column: 13, scope: !9)
!39 = !DILocation(line: 27, column: 3, scope: !9)
!40 = !DILocation(line: 27, column: 20, scope: !9)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 28, column: 1, scope: !9)
!46 = !DILocation(line: 20, column: 39, scope: !9)
!47 = !DILocation(line: 20, column: 44, scope: !9)
!48 = !DILocation(line: 20, column: 25, scope: !9)
!49 = !DILocation(line: 20, column: 10, scope: !9)
!50 = !DILocation(line: 20, column: 5, scope: !9)
!51 = !DILocation(line: 20, column: 23, scope: !9)
!52 = !DILocation(line: 21, column: 35, scope: !9)
!53 = !DILocation(line: 21, column: 41, scope: !9)
!54 = !DILocation(line: 21, column: 45, scope: !9)
!55 = !DILocation(line: 21, column: 25, scope: !9)
!56 = !DILocation(line: 21, column: 5, scope: !9)
!57 = !DILocation(line: 21, column: 23, scope: !9)
!58 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "__work_group_barrier", scope: !60, file: !60, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!61 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__barrier", scope: !60, file: !60, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "__syncthreads", scope: !60, file: !60, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 22, column: 5, scope: !9)
!66 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !61)
!67 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !61)
!68 = !DILocation(line: 24, column: 14, scope: !9)
!69 = !DILocation(line: 24, column: 33, scope: !9)
!70 = !DILocation(line: 24, column: 31, scope: !9)
!71 = !DILocation(line: 24, column: 11, scope: !9)
!72 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !73)
!73 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !74)
!74 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !75)
!75 = distinct !DILocation(line: 25, column: 5, scope: !9)
!76 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !73)
!77 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !73)
!78 = !DILocation(line: 19, column: 31, scope: !9)
!79 = distinct !{!79, !36, !80, !81}
!80 = !DILocation(line: 26, column: 3, scope: !9)
!81 = !{!"llvm.loop.mustprogress"}
!82 = distinct !DISubprogram(name: "matmul_single", scope: !1, file: !1, line: 32, type: !10, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !84)
!84 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !85)
!85 = distinct !DILocation(line: 37, column: 12, scope: !82)
!86 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !87)
!87 = distinct !DILocation(line: 300, column: 64, scope: !20, inlinedAt: !88)
!88 = distinct !DILocation(line: 37, column: 30, scope: !82)
!89 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !90)
!90 = distinct !DILocation(line: 300, column: 64, scope: !25, inlinedAt: !91)
!91 = distinct !DILocation(line: 38, column: 13, scope: !82)
!92 = !DILocation(line: 38, column: 24, scope: !82)
!93 = !DILocation(line: 38, column: 29, scope: !82)
!94 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !95)
!95 = distinct !DILocation(line: 299, column: 64, scope: !31, inlinedAt: !96)
!96 = distinct !DILocation(line: 38, column: 41, scope: !82)
!97 = !DILocation(line: 38, column: 52, scope: !82)
!98 = !DILocation(line: 38, column: 57, scope: !82)
!99 = !DILocation(line: 40, column: 21, scope: !82)
!100 = !DILocation(line: 40, column: 3, scope: !82)
!101 = !DILocation(line: 45, column: 14, scope: !82)
!102 = !DILocation(line: 39, column: 9, scope: !82)
!103 = !DILocation(line: 48, column: 13, scope: !82)
!104 = !DILocation(line: 48, column: 3, scope: !82)
!105 = !DILocation(line: 48, column: 20, scope: !82)
!106 = !DILocation(line: 49, column: 1, scope: !82)
!107 = !DILocation(line: 41, column: 32, scope: !82)
!108 = !DILocation(line: 41, column: 37, scope: !82)
!109 = !DILocation(line: 41, column: 18, scope: !82)
!110 = !DILocation(line: 41, column: 16, scope: !82)
!111 = !DILocation(line: 42, column: 28, scope: !82)
!112 = !DILocation(line: 42, column: 34, scope: !82)
!113 = !DILocation(line: 42, column: 38, scope: !82)
!114 = !DILocation(line: 42, column: 18, scope: !82)
!115 = !DILocation(line: 42, column: 16, scope: !82)
!116 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !117)
!117 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !118)
!118 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !119)
!119 = distinct !DILocation(line: 43, column: 5, scope: !82)
!120 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !117)
!121 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !117)
!122 = !DILocation(line: 45, column: 26, scope: !82)
!123 = !DILocation(line: 45, column: 24, scope: !82)
!124 = !DILocation(line: 45, column: 11, scope: !82)
!125 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !126)
!126 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !127)
!127 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !128)
!128 = distinct !DILocation(line: 46, column: 5, scope: !82)
!129 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !126)
!130 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !126)
!131 = !DILocation(line: 40, column: 31, scope: !82)
!132 = distinct !{!132, !100, !133, !81}
!133 = !DILocation(line: 47, column: 3, scope: !82)
!134 = distinct !DISubprogram(name: "matmul_db_prefetch", scope: !1, file: !1, line: 55, type: !10, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!135 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !136)
!136 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !137)
!137 = distinct !DILocation(line: 60, column: 12, scope: !134)
!138 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !139)
!139 = distinct !DILocation(line: 300, column: 64, scope: !20, inlinedAt: !140)
!140 = distinct !DILocation(line: 60, column: 30, scope: !134)
!141 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !142)
!142 = distinct !DILocation(line: 300, column: 64, scope: !25, inlinedAt: !143)
!143 = distinct !DILocation(line: 61, column: 13, scope: !134)
!144 = !DILocation(line: 61, column: 24, scope: !134)
!145 = !DILocation(line: 61, column: 29, scope: !134)
!146 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !147)
!147 = distinct !DILocation(line: 299, column: 64, scope: !31, inlinedAt: !148)
!148 = distinct !DILocation(line: 61, column: 41, scope: !134)
!149 = !DILocation(line: 61, column: 52, scope: !134)
!150 = !DILocation(line: 61, column: 57, scope: !134)
!151 = !DILocation(line: 62, column: 17, scope: !134)
!152 = !DILocation(line: 64, column: 25, scope: !134)
!153 = !DILocation(line: 64, column: 29, scope: !134)
!154 = !DILocation(line: 64, column: 19, scope: !134)
!155 = !DILocation(line: 64, column: 3, scope: !134)
!156 = !DILocation(line: 64, column: 17, scope: !134)
!157 = !DILocation(line: 65, column: 24, scope: !134)
!158 = !DILocation(line: 65, column: 28, scope: !134)
!159 = !DILocation(line: 65, column: 19, scope: !134)
!160 = !DILocation(line: 65, column: 3, scope: !134)
!161 = !DILocation(line: 65, column: 17, scope: !134)
!162 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !163)
!163 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !164)
!164 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !165)
!165 = distinct !DILocation(line: 66, column: 3, scope: !134)
!166 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !163)
!167 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !163)
!168 = !DILocation(line: 67, column: 21, scope: !134)
!169 = !DILocation(line: 67, column: 3, scope: !134)
!170 = !DILocation(line: 63, column: 9, scope: !134)
!171 = !DILocation(line: 81, column: 13, scope: !134)
!172 = !DILocation(line: 81, column: 3, scope: !134)
!173 = !DILocation(line: 81, column: 20, scope: !134)
!174 = !DILocation(line: 82, column: 1, scope: !134)
!175 = !DILocation(line: 69, column: 11, scope: !134)
!176 = !DILocation(line: 69, column: 15, scope: !134)
!177 = !DILocation(line: 69, column: 9, scope: !134)
!178 = !DILocation(line: 70, column: 31, scope: !134)
!179 = !DILocation(line: 70, column: 36, scope: !134)
!180 = !DILocation(line: 70, column: 11, scope: !134)
!181 = !DILocation(line: 71, column: 27, scope: !134)
!182 = !DILocation(line: 71, column: 33, scope: !134)
!183 = !DILocation(line: 71, column: 37, scope: !134)
!184 = !DILocation(line: 71, column: 11, scope: !134)
!185 = !DILocation(line: 72, column: 5, scope: !134)
!186 = !DILocation(line: 0, scope: !134)
!187 = !DILocation(line: 74, column: 14, scope: !134)
!188 = !DILocation(line: 74, column: 33, scope: !134)
!189 = !DILocation(line: 74, column: 31, scope: !134)
!190 = !DILocation(line: 74, column: 11, scope: !134)
!191 = !DILocation(line: 75, column: 9, scope: !134)
!192 = !DILocation(line: 76, column: 31, scope: !134)
!193 = !DILocation(line: 77, column: 31, scope: !134)
!194 = !DILocation(line: 78, column: 5, scope: !134)
!195 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !196)
!196 = distinct !DILocation(line: 902, column: 3, scope: !62, inlinedAt: !197)
!197 = distinct !DILocation(line: 910, column: 3, scope: !64, inlinedAt: !198)
!198 = distinct !DILocation(line: 79, column: 5, scope: !134)
!199 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !196)
!200 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !196)
!201 = distinct !{!201, !169, !202, !81}
!202 = !DILocation(line: 80, column: 3, scope: !134)
!203 = !DISubprogram(name: "__atomic_work_item_fence", scope: !204, file: !204, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!205 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
