; ModuleID = 'double_buffer.hip'
source_filename = "double_buffer.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6db_andPKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ13single_bufferPKfPfiE2As = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ9db_togglePKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ11db_prefetchPKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@__hip_cuid_26c6fb9647fd396e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_26c6fb9647fd396e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z6db_andPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %5 = trunc i64 %4 to i32, !dbg !12
  %6 = icmp sgt i32 %2, 0, !dbg !18
  br i1 %6, label %7, label %23, !dbg !19

7:                                                ; preds = %3
  %8 = srem i32 %5, 256, !dbg !20
  %9 = add nsw i32 %5, 32
  %10 = srem i32 %9, 256
  %11 = add nsw i32 %5, 64
  %12 = srem i32 %11, 256
  %13 = add nsw i32 %5, 96
  %14 = srem i32 %13, 256
  %15 = add nsw i32 %5, 128
  %16 = srem i32 %15, 256
  %17 = add nsw i32 %5, 160
  %18 = srem i32 %17, 256
  %19 = add nsw i32 %5, 192
  %20 = srem i32 %19, 256
  %21 = add nsw i32 %5, 224
  %22 = srem i32 %21, 256
  br label %30, !dbg !19

23:                                               ; preds = %30, %3
  %24 = phi float [ 0.000000e+00, %3 ], [ %63, %30 ], !dbg !21
  %25 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !22
  %26 = shl i64 %25, 8, !dbg !27
  %27 = add i64 %26, %4, !dbg !28
  %28 = and i64 %27, 4294967295, !dbg !29
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !29
  store float %24, ptr addrspace(1) %29, align 4, !dbg !30, !tbaa !31
  ret void, !dbg !35

30:                                               ; preds = %7, %30
  %31 = phi i32 [ 0, %7 ], [ %64, %30 ]
  %32 = phi float [ 0.000000e+00, %7 ], [ %63, %30 ]
  %33 = shl nsw i32 %31, 8, !dbg !36
  %34 = add nsw i32 %33, %5, !dbg !37
  %35 = sext i32 %34 to i64, !dbg !38
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35, !dbg !38
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !38, !tbaa !31
  %38 = and i32 %31, 1, !dbg !39
  %39 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %5, !dbg !40
  store float %37, ptr addrspace(3) %39, align 4, !dbg !41, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !51
  %40 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %8, !dbg !52
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !52, !tbaa !31
  %42 = fadd contract float %32, %41, !dbg !53
  %43 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %10, !dbg !52
  %44 = load float, ptr addrspace(3) %43, align 4, !dbg !52, !tbaa !31
  %45 = fadd contract float %42, %44, !dbg !53
  %46 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %12, !dbg !52
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !52, !tbaa !31
  %48 = fadd contract float %45, %47, !dbg !53
  %49 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %14, !dbg !52
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !52, !tbaa !31
  %51 = fadd contract float %48, %50, !dbg !53
  %52 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %16, !dbg !52
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !52, !tbaa !31
  %54 = fadd contract float %51, %53, !dbg !53
  %55 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %18, !dbg !52
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !52, !tbaa !31
  %57 = fadd contract float %54, %56, !dbg !53
  %58 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %20, !dbg !52
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !52, !tbaa !31
  %60 = fadd contract float %57, %59, !dbg !53
  %61 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %38, i32 %22, !dbg !52
  %62 = load float, ptr addrspace(3) %61, align 4, !dbg !52, !tbaa !31
  %63 = fadd contract float %60, %62, !dbg !53
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !59
  %64 = add nuw nsw i32 %31, 1, !dbg !60
  %65 = icmp eq i32 %64, %2, !dbg !18
  br i1 %65, label %23, label %30, !dbg !19, !llvm.loop !61
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13single_bufferPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !64 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !65
  %5 = trunc i64 %4 to i32, !dbg !65
  %6 = icmp sgt i32 %2, 0, !dbg !68
  br i1 %6, label %7, label %32, !dbg !69

7:                                                ; preds = %3
  %8 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %5
  %9 = srem i32 %5, 256, !dbg !70
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %9, !dbg !71
  %11 = add nsw i32 %5, 32
  %12 = srem i32 %11, 256
  %13 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %12
  %14 = add nsw i32 %5, 64
  %15 = srem i32 %14, 256
  %16 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %15
  %17 = add nsw i32 %5, 96
  %18 = srem i32 %17, 256
  %19 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %18
  %20 = add nsw i32 %5, 128
  %21 = srem i32 %20, 256
  %22 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %21
  %23 = add nsw i32 %5, 160
  %24 = srem i32 %23, 256
  %25 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %24
  %26 = add nsw i32 %5, 192
  %27 = srem i32 %26, 256
  %28 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %27
  %29 = add nsw i32 %5, 224
  %30 = srem i32 %29, 256
  %31 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %30
  br label %39, !dbg !69

32:                                               ; preds = %39, %3
  %33 = phi float [ 0.000000e+00, %3 ], [ %62, %39 ], !dbg !72
  %34 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !73
  %35 = shl i64 %34, 8, !dbg !76
  %36 = add i64 %35, %4, !dbg !77
  %37 = and i64 %36, 4294967295, !dbg !78
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37, !dbg !78
  store float %33, ptr addrspace(1) %38, align 4, !dbg !79, !tbaa !31
  ret void, !dbg !80

39:                                               ; preds = %7, %39
  %40 = phi i32 [ 0, %7 ], [ %63, %39 ]
  %41 = phi float [ 0.000000e+00, %7 ], [ %62, %39 ]
  %42 = shl nsw i32 %40, 8, !dbg !81
  %43 = add nsw i32 %42, %5, !dbg !82
  %44 = sext i32 %43 to i64, !dbg !83
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44, !dbg !83
  %46 = load float, ptr addrspace(1) %45, align 4, !dbg !83, !tbaa !31
  store float %46, ptr addrspace(3) %8, align 4, !dbg !84, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !85
  tail call void @llvm.amdgcn.s.barrier(), !dbg !89
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !90
  %47 = load float, ptr addrspace(3) %10, align 4, !dbg !71, !tbaa !31
  %48 = fadd contract float %41, %47, !dbg !91
  %49 = load float, ptr addrspace(3) %13, align 4, !dbg !71, !tbaa !31
  %50 = fadd contract float %48, %49, !dbg !91
  %51 = load float, ptr addrspace(3) %16, align 4, !dbg !71, !tbaa !31
  %52 = fadd contract float %50, %51, !dbg !91
  %53 = load float, ptr addrspace(3) %19, align 4, !dbg !71, !tbaa !31
  %54 = fadd contract float %52, %53, !dbg !91
  %55 = load float, ptr addrspace(3) %22, align 4, !dbg !71, !tbaa !31
  %56 = fadd contract float %54, %55, !dbg !91
  %57 = load float, ptr addrspace(3) %25, align 4, !dbg !71, !tbaa !31
  %58 = fadd contract float %56, %57, !dbg !91
  %59 = load float, ptr addrspace(3) %28, align 4, !dbg !71, !tbaa !31
  %60 = fadd contract float %58, %59, !dbg !91
  %61 = load float, ptr addrspace(3) %31, align 4, !dbg !71, !tbaa !31
  %62 = fadd contract float %60, %61, !dbg !91
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !92
  tail call void @llvm.amdgcn.s.barrier(), !dbg !96
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !97
  %63 = add nuw nsw i32 %40, 1, !dbg !98
  %64 = icmp eq i32 %63, %2, !dbg !68
  br i1 %64, label %32, label %39, !dbg !69, !llvm.loop !99
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9db_togglePKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !101 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !102
  %5 = trunc i64 %4 to i32, !dbg !102
  %6 = icmp sgt i32 %2, 0, !dbg !105
  br i1 %6, label %7, label %23, !dbg !106

7:                                                ; preds = %3
  %8 = srem i32 %5, 256, !dbg !107
  %9 = add nsw i32 %5, 32
  %10 = srem i32 %9, 256
  %11 = add nsw i32 %5, 64
  %12 = srem i32 %11, 256
  %13 = add nsw i32 %5, 96
  %14 = srem i32 %13, 256
  %15 = add nsw i32 %5, 128
  %16 = srem i32 %15, 256
  %17 = add nsw i32 %5, 160
  %18 = srem i32 %17, 256
  %19 = add nsw i32 %5, 192
  %20 = srem i32 %19, 256
  %21 = add nsw i32 %5, 224
  %22 = srem i32 %21, 256
  br label %30, !dbg !106

23:                                               ; preds = %30, %3
  %24 = phi float [ 0.000000e+00, %3 ], [ %63, %30 ], !dbg !108
  %25 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !109
  %26 = shl i64 %25, 8, !dbg !112
  %27 = add i64 %26, %4, !dbg !113
  %28 = and i64 %27, 4294967295, !dbg !114
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !114
  store float %24, ptr addrspace(1) %29, align 4, !dbg !115, !tbaa !31
  ret void, !dbg !116

30:                                               ; preds = %7, %30
  %31 = phi i32 [ 0, %7 ], [ %65, %30 ]
  %32 = phi i32 [ 0, %7 ], [ %64, %30 ]
  %33 = phi float [ 0.000000e+00, %7 ], [ %63, %30 ]
  %34 = shl nsw i32 %31, 8, !dbg !117
  %35 = add nsw i32 %34, %5, !dbg !118
  %36 = sext i32 %35 to i64, !dbg !119
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36, !dbg !119
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !119, !tbaa !31
  %39 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %5, !dbg !120
  store float %38, ptr addrspace(3) %39, align 4, !dbg !121, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !122
  tail call void @llvm.amdgcn.s.barrier(), !dbg !126
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !127
  %40 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %8, !dbg !128
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !128, !tbaa !31
  %42 = fadd contract float %33, %41, !dbg !129
  %43 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %10, !dbg !128
  %44 = load float, ptr addrspace(3) %43, align 4, !dbg !128, !tbaa !31
  %45 = fadd contract float %42, %44, !dbg !129
  %46 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %12, !dbg !128
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !128, !tbaa !31
  %48 = fadd contract float %45, %47, !dbg !129
  %49 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %14, !dbg !128
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !128, !tbaa !31
  %51 = fadd contract float %48, %50, !dbg !129
  %52 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %16, !dbg !128
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !128, !tbaa !31
  %54 = fadd contract float %51, %53, !dbg !129
  %55 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %18, !dbg !128
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !128, !tbaa !31
  %57 = fadd contract float %54, %56, !dbg !129
  %58 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %20, !dbg !128
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !128, !tbaa !31
  %60 = fadd contract float %57, %59, !dbg !129
  %61 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %32, i32 %22, !dbg !128
  %62 = load float, ptr addrspace(3) %61, align 4, !dbg !128, !tbaa !31
  %63 = fadd contract float %60, %62, !dbg !129
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !130
  tail call void @llvm.amdgcn.s.barrier(), !dbg !134
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !135
  %64 = xor i32 %32, 1, !dbg !136
  %65 = add nuw nsw i32 %31, 1, !dbg !137
  %66 = icmp eq i32 %65, %2, !dbg !105
  br i1 %66, label %23, label %30, !dbg !106, !llvm.loop !138
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z11db_prefetchPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !140 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !141
  %5 = trunc i64 %4 to i32, !dbg !141
  %6 = shl i64 %4, 32, !dbg !144
  %7 = ashr exact i64 %6, 30, !dbg !144
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7, !dbg !144
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !144, !tbaa !31
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %5, !dbg !145
  store float %9, ptr addrspace(3) %10, align 4, !dbg !146, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !147
  tail call void @llvm.amdgcn.s.barrier(), !dbg !151
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !152
  %11 = icmp sgt i32 %2, 0, !dbg !153
  br i1 %11, label %12, label %28, !dbg !154

12:                                               ; preds = %3
  %13 = srem i32 %5, 256, !dbg !155
  %14 = add nsw i32 %5, 32
  %15 = srem i32 %14, 256
  %16 = add nsw i32 %5, 64
  %17 = srem i32 %16, 256
  %18 = add nsw i32 %5, 96
  %19 = srem i32 %18, 256
  %20 = add nsw i32 %5, 128
  %21 = srem i32 %20, 256
  %22 = add nsw i32 %5, 160
  %23 = srem i32 %22, 256
  %24 = add nsw i32 %5, 192
  %25 = srem i32 %24, 256
  %26 = add nsw i32 %5, 224
  %27 = srem i32 %26, 256
  br label %35, !dbg !154

28:                                               ; preds = %48, %3
  %29 = phi float [ 0.000000e+00, %3 ], [ %73, %48 ], !dbg !156
  %30 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !157
  %31 = shl i64 %30, 8, !dbg !160
  %32 = add i64 %31, %4, !dbg !161
  %33 = and i64 %32, 4294967295, !dbg !162
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33, !dbg !162
  store float %29, ptr addrspace(1) %34, align 4, !dbg !163, !tbaa !31
  ret void, !dbg !164

35:                                               ; preds = %12, %48
  %36 = phi i32 [ 0, %12 ], [ %38, %48 ]
  %37 = phi float [ 0.000000e+00, %12 ], [ %73, %48 ]
  %38 = add nuw nsw i32 %36, 1, !dbg !165
  %39 = icmp slt i32 %38, %2, !dbg !166
  br i1 %39, label %40, label %48, !dbg !167

40:                                               ; preds = %35
  %41 = and i32 %38, 1
  %42 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %41, i32 %5
  %43 = shl nsw i32 %38, 8
  %44 = add nsw i32 %43, %5
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !dbg !168, !tbaa !31
  store float %47, ptr addrspace(3) %42, align 4, !dbg !169, !tbaa !31
  br label %48, !dbg !170

48:                                               ; preds = %40, %35
  %49 = and i32 %36, 1
  %50 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %13, !dbg !171
  %51 = load float, ptr addrspace(3) %50, align 4, !dbg !171, !tbaa !31
  %52 = fadd contract float %37, %51, !dbg !172
  %53 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %15, !dbg !171
  %54 = load float, ptr addrspace(3) %53, align 4, !dbg !171, !tbaa !31
  %55 = fadd contract float %52, %54, !dbg !172
  %56 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %17, !dbg !171
  %57 = load float, ptr addrspace(3) %56, align 4, !dbg !171, !tbaa !31
  %58 = fadd contract float %55, %57, !dbg !172
  %59 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %19, !dbg !171
  %60 = load float, ptr addrspace(3) %59, align 4, !dbg !171, !tbaa !31
  %61 = fadd contract float %58, %60, !dbg !172
  %62 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %21, !dbg !171
  %63 = load float, ptr addrspace(3) %62, align 4, !dbg !171, !tbaa !31
  %64 = fadd contract float %61, %63, !dbg !172
  %65 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %23, !dbg !171
  %66 = load float, ptr addrspace(3) %65, align 4, !dbg !171, !tbaa !31
  %67 = fadd contract float %64, %66, !dbg !172
  %68 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %25, !dbg !171
  %69 = load float, ptr addrspace(3) %68, align 4, !dbg !171, !tbaa !31
  %70 = fadd contract float %67, %69, !dbg !172
  %71 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %49, i32 %27, !dbg !171
  %72 = load float, ptr addrspace(3) %71, align 4, !dbg !171, !tbaa !31
  %73 = fadd contract float %70, %72, !dbg !172
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !173
  tail call void @llvm.amdgcn.s.barrier(), !dbg !177
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !178
  %74 = icmp eq i32 %38, %2, !dbg !153
  br i1 %74, label %28, label %35, !dbg !154, !llvm.loop !179
}

; Function Attrs: convergent nounwind
declare !dbg !181 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !183 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !184 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "double_buffer.hip", directory: ".", checksumkind: CSK_MD5, checksum: "5e51773c8beb3aca4714afcabbdbfe77")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "db_and", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 14, column: 11, scope: !9)
!18 = !DILocation(line: 16, column: 21, scope: !9)
!19 = !DILocation(line: 16, column: 3, scope: !9)
!20 = !DILocation(line: 20, column: 37, scope: !9)
!21 = !DILocation(line: 15, column: 9, scope: !9)
!22 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 23, column: 7, scope: !9)
!27 = !DILocation(line: 23, column: 18, scope: !9)
!28 = !DILocation(line: 23, column: 25, scope: !9)
!29 = !DILocation(line: 23, column: 3, scope: !9)
!30 = !DILocation(line: 23, column: 30, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 24, column: 1, scope: !9)
!36 = !DILocation(line: 17, column: 24, scope: !9)
!37 = !DILocation(line: 17, column: 31, scope: !9)
!38 = !DILocation(line: 17, column: 20, scope: !9)
!39 = !DILocation(line: 17, column: 10, scope: !9)
!40 = !DILocation(line: 17, column: 5, scope: !9)
!41 = !DILocation(line: 17, column: 18, scope: !9)
!42 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "__work_group_barrier", scope: !44, file: !44, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!45 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__barrier", scope: !44, file: !44, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__syncthreads", scope: !44, file: !44, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 18, column: 5, scope: !9)
!50 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !45)
!51 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !45)
!52 = !DILocation(line: 20, column: 14, scope: !9)
!53 = !DILocation(line: 20, column: 11, scope: !9)
!54 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !55)
!55 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !56)
!56 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !57)
!57 = distinct !DILocation(line: 21, column: 5, scope: !9)
!58 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !55)
!59 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !55)
!60 = !DILocation(line: 16, column: 26, scope: !9)
!61 = distinct !{!61, !19, !62, !63}
!62 = !DILocation(line: 22, column: 3, scope: !9)
!63 = !{!"llvm.loop.mustprogress"}
!64 = distinct !DISubprogram(name: "single_buffer", scope: !1, file: !1, line: 28, type: !10, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !67)
!67 = distinct !DILocation(line: 31, column: 11, scope: !64)
!68 = !DILocation(line: 33, column: 21, scope: !64)
!69 = !DILocation(line: 33, column: 3, scope: !64)
!70 = !DILocation(line: 37, column: 30, scope: !64)
!71 = !DILocation(line: 37, column: 14, scope: !64)
!72 = !DILocation(line: 32, column: 9, scope: !64)
!73 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !75)
!75 = distinct !DILocation(line: 40, column: 7, scope: !64)
!76 = !DILocation(line: 40, column: 18, scope: !64)
!77 = !DILocation(line: 40, column: 25, scope: !64)
!78 = !DILocation(line: 40, column: 3, scope: !64)
!79 = !DILocation(line: 40, column: 30, scope: !64)
!80 = !DILocation(line: 41, column: 1, scope: !64)
!81 = !DILocation(line: 34, column: 17, scope: !64)
!82 = !DILocation(line: 34, column: 24, scope: !64)
!83 = !DILocation(line: 34, column: 13, scope: !64)
!84 = !DILocation(line: 34, column: 11, scope: !64)
!85 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !86)
!86 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !87)
!87 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !88)
!88 = distinct !DILocation(line: 35, column: 5, scope: !64)
!89 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !86)
!90 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !86)
!91 = !DILocation(line: 37, column: 11, scope: !64)
!92 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !93)
!93 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !94)
!94 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !95)
!95 = distinct !DILocation(line: 38, column: 5, scope: !64)
!96 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !93)
!97 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !93)
!98 = !DILocation(line: 33, column: 26, scope: !64)
!99 = distinct !{!99, !69, !100, !63}
!100 = !DILocation(line: 39, column: 3, scope: !64)
!101 = distinct !DISubprogram(name: "db_toggle", scope: !1, file: !1, line: 44, type: !10, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !103)
!103 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !104)
!104 = distinct !DILocation(line: 47, column: 11, scope: !101)
!105 = !DILocation(line: 50, column: 21, scope: !101)
!106 = !DILocation(line: 50, column: 3, scope: !101)
!107 = !DILocation(line: 54, column: 35, scope: !101)
!108 = !DILocation(line: 48, column: 9, scope: !101)
!109 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !110)
!110 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !111)
!111 = distinct !DILocation(line: 58, column: 7, scope: !101)
!112 = !DILocation(line: 58, column: 18, scope: !101)
!113 = !DILocation(line: 58, column: 25, scope: !101)
!114 = !DILocation(line: 58, column: 3, scope: !101)
!115 = !DILocation(line: 58, column: 30, scope: !101)
!116 = !DILocation(line: 59, column: 1, scope: !101)
!117 = !DILocation(line: 51, column: 22, scope: !101)
!118 = !DILocation(line: 51, column: 29, scope: !101)
!119 = !DILocation(line: 51, column: 18, scope: !101)
!120 = !DILocation(line: 51, column: 5, scope: !101)
!121 = !DILocation(line: 51, column: 16, scope: !101)
!122 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !123)
!123 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !124)
!124 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !125)
!125 = distinct !DILocation(line: 52, column: 5, scope: !101)
!126 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !123)
!127 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !123)
!128 = !DILocation(line: 54, column: 14, scope: !101)
!129 = !DILocation(line: 54, column: 11, scope: !101)
!130 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !131)
!131 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !132)
!132 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !133)
!133 = distinct !DILocation(line: 55, column: 5, scope: !101)
!134 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !131)
!135 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !131)
!136 = !DILocation(line: 56, column: 9, scope: !101)
!137 = !DILocation(line: 50, column: 26, scope: !101)
!138 = distinct !{!138, !106, !139, !63}
!139 = !DILocation(line: 57, column: 3, scope: !101)
!140 = distinct !DISubprogram(name: "db_prefetch", scope: !1, file: !1, line: 65, type: !10, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!141 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !142)
!142 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !143)
!143 = distinct !DILocation(line: 68, column: 11, scope: !140)
!144 = !DILocation(line: 70, column: 14, scope: !140)
!145 = !DILocation(line: 70, column: 3, scope: !140)
!146 = !DILocation(line: 70, column: 12, scope: !140)
!147 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !148)
!148 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !149)
!149 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !150)
!150 = distinct !DILocation(line: 71, column: 3, scope: !140)
!151 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !148)
!152 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !148)
!153 = !DILocation(line: 72, column: 21, scope: !140)
!154 = !DILocation(line: 72, column: 3, scope: !140)
!155 = !DILocation(line: 76, column: 37, scope: !140)
!156 = !DILocation(line: 69, column: 9, scope: !140)
!157 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !158)
!158 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !159)
!159 = distinct !DILocation(line: 79, column: 7, scope: !140)
!160 = !DILocation(line: 79, column: 18, scope: !140)
!161 = !DILocation(line: 79, column: 25, scope: !140)
!162 = !DILocation(line: 79, column: 3, scope: !140)
!163 = !DILocation(line: 79, column: 30, scope: !140)
!164 = !DILocation(line: 80, column: 1, scope: !140)
!165 = !DILocation(line: 73, column: 11, scope: !140)
!166 = !DILocation(line: 73, column: 15, scope: !140)
!167 = !DILocation(line: 73, column: 9, scope: !140)
!168 = !DILocation(line: 74, column: 28, scope: !140)
!169 = !DILocation(line: 74, column: 26, scope: !140)
!170 = !DILocation(line: 74, column: 7, scope: !140)
!171 = !DILocation(line: 76, column: 14, scope: !140)
!172 = !DILocation(line: 76, column: 11, scope: !140)
!173 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !174)
!174 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !175)
!175 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !176)
!176 = distinct !DILocation(line: 77, column: 5, scope: !140)
!177 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !174)
!178 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !174)
!179 = distinct !{!179, !154, !180, !63}
!180 = !DILocation(line: 78, column: 3, scope: !140)
!181 = !DISubprogram(name: "__atomic_work_item_fence", scope: !182, file: !182, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!183 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
