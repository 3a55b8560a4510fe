; ModuleID = 'multi_stage.hip'
source_filename = "multi_stage.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9ring_mod3PKfPfiE1S = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 16
@_ZZ12ring_counterPKfPfiE1S = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 16
@_ZZ11ring_originPKfPfiiE1S = internal unnamed_addr addrspace(3) global [4 x [256 x float]] undef, align 16
@_ZZ8ring_lagPKfPfiE1S = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@__hip_cuid_80c15de715931688 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_80c15de715931688 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9ring_mod3PKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
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
  %38 = urem i32 %31, 3, !dbg !39
  %39 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %5, !dbg !40
  store float %37, ptr addrspace(3) %39, align 4, !dbg !41, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !51
  %40 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %8, !dbg !52
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !52, !tbaa !31
  %42 = fadd contract float %32, %41, !dbg !53
  %43 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %10, !dbg !52
  %44 = load float, ptr addrspace(3) %43, align 4, !dbg !52, !tbaa !31
  %45 = fadd contract float %42, %44, !dbg !53
  %46 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %12, !dbg !52
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !52, !tbaa !31
  %48 = fadd contract float %45, %47, !dbg !53
  %49 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %14, !dbg !52
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !52, !tbaa !31
  %51 = fadd contract float %48, %50, !dbg !53
  %52 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %16, !dbg !52
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !52, !tbaa !31
  %54 = fadd contract float %51, %53, !dbg !53
  %55 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %18, !dbg !52
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !52, !tbaa !31
  %57 = fadd contract float %54, %56, !dbg !53
  %58 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %20, !dbg !52
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !52, !tbaa !31
  %60 = fadd contract float %57, %59, !dbg !53
  %61 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %38, i32 %22, !dbg !52
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
define protected amdgpu_kernel void @_Z12ring_counterPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !64 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !65
  %5 = trunc i64 %4 to i32, !dbg !65
  %6 = icmp sgt i32 %2, 0, !dbg !68
  br i1 %6, label %7, label %23, !dbg !69

7:                                                ; preds = %3
  %8 = srem i32 %5, 256, !dbg !70
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
  br label %30, !dbg !69

23:                                               ; preds = %30, %3
  %24 = phi float [ 0.000000e+00, %3 ], [ %63, %30 ], !dbg !71
  %25 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !72
  %26 = shl i64 %25, 8, !dbg !75
  %27 = add i64 %26, %4, !dbg !76
  %28 = and i64 %27, 4294967295, !dbg !77
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !77
  store float %24, ptr addrspace(1) %29, align 4, !dbg !78, !tbaa !31
  ret void, !dbg !79

30:                                               ; preds = %7, %30
  %31 = phi i32 [ 0, %7 ], [ %67, %30 ]
  %32 = phi i32 [ 0, %7 ], [ %66, %30 ]
  %33 = phi float [ 0.000000e+00, %7 ], [ %63, %30 ]
  %34 = shl nsw i32 %31, 8, !dbg !80
  %35 = add nsw i32 %34, %5, !dbg !81
  %36 = sext i32 %35 to i64, !dbg !82
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36, !dbg !82
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !82, !tbaa !31
  %39 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %5, !dbg !83
  store float %38, ptr addrspace(3) %39, align 4, !dbg !84, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !85
  tail call void @llvm.amdgcn.s.barrier(), !dbg !89
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !90
  %40 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %8, !dbg !91
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !91, !tbaa !31
  %42 = fadd contract float %33, %41, !dbg !92
  %43 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %10, !dbg !91
  %44 = load float, ptr addrspace(3) %43, align 4, !dbg !91, !tbaa !31
  %45 = fadd contract float %42, %44, !dbg !92
  %46 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %12, !dbg !91
  %47 = load float, ptr addrspace(3) %46, align 4, !dbg !91, !tbaa !31
  %48 = fadd contract float %45, %47, !dbg !92
  %49 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %14, !dbg !91
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !91, !tbaa !31
  %51 = fadd contract float %48, %50, !dbg !92
  %52 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %16, !dbg !91
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !91, !tbaa !31
  %54 = fadd contract float %51, %53, !dbg !92
  %55 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %18, !dbg !91
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !91, !tbaa !31
  %57 = fadd contract float %54, %56, !dbg !92
  %58 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %20, !dbg !91
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !91, !tbaa !31
  %60 = fadd contract float %57, %59, !dbg !92
  %61 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %32, i32 %22, !dbg !91
  %62 = load float, ptr addrspace(3) %61, align 4, !dbg !91, !tbaa !31
  %63 = fadd contract float %60, %62, !dbg !92
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !93
  tail call void @llvm.amdgcn.s.barrier(), !dbg !97
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !98
  %64 = add nsw i32 %32, 1, !dbg !99
  %65 = icmp eq i32 %64, 3, !dbg !100
  %66 = select i1 %65, i32 0, i32 %64, !dbg !101
  %67 = add nuw nsw i32 %31, 1, !dbg !102
  %68 = icmp eq i32 %67, %2, !dbg !68
  br i1 %68, label %23, label %30, !dbg !69, !llvm.loop !103
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z11ring_originPKfPfii(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !105 {
  %5 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !106
  %6 = trunc i64 %5 to i32, !dbg !106
  %7 = icmp sgt i32 %2, 0, !dbg !109
  br i1 %7, label %8, label %24, !dbg !110

8:                                                ; preds = %4
  %9 = srem i32 %6, 256, !dbg !111
  %10 = add nsw i32 %6, 32
  %11 = srem i32 %10, 256
  %12 = add nsw i32 %6, 64
  %13 = srem i32 %12, 256
  %14 = add nsw i32 %6, 96
  %15 = srem i32 %14, 256
  %16 = add nsw i32 %6, 128
  %17 = srem i32 %16, 256
  %18 = add nsw i32 %6, 160
  %19 = srem i32 %18, 256
  %20 = add nsw i32 %6, 192
  %21 = srem i32 %20, 256
  %22 = add nsw i32 %6, 224
  %23 = srem i32 %22, 256
  br label %31, !dbg !110

24:                                               ; preds = %31, %4
  %25 = phi float [ 0.000000e+00, %4 ], [ %65, %31 ], !dbg !112
  %26 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !113
  %27 = shl i64 %26, 8, !dbg !116
  %28 = add i64 %27, %5, !dbg !117
  %29 = and i64 %28, 4294967295, !dbg !118
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29, !dbg !118
  store float %25, ptr addrspace(1) %30, align 4, !dbg !119, !tbaa !31
  ret void, !dbg !120

31:                                               ; preds = %8, %31
  %32 = phi float [ 0.000000e+00, %8 ], [ %65, %31 ]
  %33 = phi i32 [ 0, %8 ], [ %66, %31 ]
  %34 = add nsw i32 %33, %3, !dbg !121
  %35 = and i32 %34, 3, !dbg !122
  %36 = shl nsw i32 %33, 8, !dbg !123
  %37 = add nsw i32 %36, %6, !dbg !124
  %38 = sext i32 %37 to i64, !dbg !125
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38, !dbg !125
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !125, !tbaa !31
  %41 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %6, !dbg !126
  store float %40, ptr addrspace(3) %41, align 4, !dbg !127, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !128
  tail call void @llvm.amdgcn.s.barrier(), !dbg !132
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !133
  %42 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %9, !dbg !134
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !134, !tbaa !31
  %44 = fadd contract float %32, %43, !dbg !135
  %45 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %11, !dbg !134
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !134, !tbaa !31
  %47 = fadd contract float %44, %46, !dbg !135
  %48 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %13, !dbg !134
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !134, !tbaa !31
  %50 = fadd contract float %47, %49, !dbg !135
  %51 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %15, !dbg !134
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !134, !tbaa !31
  %53 = fadd contract float %50, %52, !dbg !135
  %54 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %17, !dbg !134
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !134, !tbaa !31
  %56 = fadd contract float %53, %55, !dbg !135
  %57 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %19, !dbg !134
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !134, !tbaa !31
  %59 = fadd contract float %56, %58, !dbg !135
  %60 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %21, !dbg !134
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !134, !tbaa !31
  %62 = fadd contract float %59, %61, !dbg !135
  %63 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %35, i32 %23, !dbg !134
  %64 = load float, ptr addrspace(3) %63, align 4, !dbg !134, !tbaa !31
  %65 = fadd contract float %62, %64, !dbg !135
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !136
  tail call void @llvm.amdgcn.s.barrier(), !dbg !140
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !141
  %66 = add nuw nsw i32 %33, 1, !dbg !142
  %67 = icmp eq i32 %66, %2, !dbg !109
  br i1 %67, label %24, label %31, !dbg !110, !llvm.loop !143
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8ring_lagPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !145 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !146
  %5 = trunc i64 %4 to i32, !dbg !146
  %6 = shl i64 %4, 32, !dbg !149
  %7 = ashr exact i64 %6, 30, !dbg !149
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7, !dbg !149
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !149, !tbaa !31
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %5, !dbg !150
  store float %9, ptr addrspace(3) %10, align 4, !dbg !151, !tbaa !31
  %11 = icmp sgt i32 %2, 1, !dbg !152
  br i1 %11, label %12, label %17, !dbg !153

12:                                               ; preds = %3
  %13 = add nsw i32 %5, 1
  %14 = srem i32 %13, 256
  %15 = add nsw i32 %5, 7
  %16 = srem i32 %15, 256
  br label %24, !dbg !153

17:                                               ; preds = %24, %3
  %18 = phi float [ 0.000000e+00, %3 ], [ %40, %24 ], !dbg !154
  %19 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !155
  %20 = shl i64 %19, 8, !dbg !158
  %21 = add i64 %20, %4, !dbg !159
  %22 = and i64 %21, 4294967295, !dbg !160
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22, !dbg !160
  store float %18, ptr addrspace(1) %23, align 4, !dbg !161, !tbaa !31
  ret void, !dbg !162

24:                                               ; preds = %12, %24
  %25 = phi i32 [ 1, %12 ], [ %41, %24 ]
  %26 = phi float [ 0.000000e+00, %12 ], [ %40, %24 ]
  %27 = shl nsw i32 %25, 8, !dbg !163
  %28 = add nsw i32 %27, %5, !dbg !164
  %29 = sext i32 %28 to i64, !dbg !165
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !165
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !165, !tbaa !31
  %32 = and i32 %25, 1, !dbg !166
  %33 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %32, i32 %5, !dbg !167
  store float %31, ptr addrspace(3) %33, align 4, !dbg !168, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !169
  tail call void @llvm.amdgcn.s.barrier(), !dbg !173
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !174
  %34 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %32, i32 %14, !dbg !175
  %35 = load float, ptr addrspace(3) %34, align 4, !dbg !175, !tbaa !31
  %36 = xor i32 %32, 1, !dbg !176
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %36, i32 %16, !dbg !177
  %38 = load float, ptr addrspace(3) %37, align 4, !dbg !177, !tbaa !31
  %39 = fadd contract float %35, %38, !dbg !178
  %40 = fadd contract float %26, %39, !dbg !179
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !180
  tail call void @llvm.amdgcn.s.barrier(), !dbg !184
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !185
  %41 = add nuw nsw i32 %25, 1, !dbg !186
  %42 = icmp eq i32 %41, %2, !dbg !152
  br i1 %42, label %17, label %24, !dbg !153, !llvm.loop !187
}

; Function Attrs: convergent nounwind
declare !dbg !189 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !191 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !192 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "multi_stage.hip", directory: ".", checksumkind: CSK_MD5, checksum: "23aedaae639c94fa9acde7a5de58ea23")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "ring_mod3", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 12, column: 11, scope: !9)
!18 = !DILocation(line: 14, column: 21, scope: !9)
!19 = !DILocation(line: 14, column: 3, scope: !9)
!20 = !DILocation(line: 18, column: 41, scope: !9)
!21 = !DILocation(line: 13, column: 9, scope: !9)
!22 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 21, column: 7, scope: !9)
!27 = !DILocation(line: 21, column: 18, scope: !9)
!28 = !DILocation(line: 21, column: 25, scope: !9)
!29 = !DILocation(line: 21, column: 3, scope: !9)
!30 = !DILocation(line: 21, column: 30, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 22, column: 1, scope: !9)
!36 = !DILocation(line: 15, column: 28, scope: !9)
!37 = !DILocation(line: 15, column: 35, scope: !9)
!38 = !DILocation(line: 15, column: 24, scope: !9)
!39 = !DILocation(line: 15, column: 9, scope: !9)
!40 = !DILocation(line: 15, column: 5, scope: !9)
!41 = !DILocation(line: 15, column: 22, scope: !9)
!42 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "__work_group_barrier", scope: !44, file: !44, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!45 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__barrier", scope: !44, file: !44, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__syncthreads", scope: !44, file: !44, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 16, column: 5, scope: !9)
!50 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !45)
!51 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !45)
!52 = !DILocation(line: 18, column: 14, scope: !9)
!53 = !DILocation(line: 18, column: 11, scope: !9)
!54 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !55)
!55 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !56)
!56 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !57)
!57 = distinct !DILocation(line: 19, column: 5, scope: !9)
!58 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !55)
!59 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !55)
!60 = !DILocation(line: 14, column: 26, scope: !9)
!61 = distinct !{!61, !19, !62, !63}
!62 = !DILocation(line: 20, column: 3, scope: !9)
!63 = !{!"llvm.loop.mustprogress"}
!64 = distinct !DISubprogram(name: "ring_counter", scope: !1, file: !1, line: 25, type: !10, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !67)
!67 = distinct !DILocation(line: 28, column: 11, scope: !64)
!68 = !DILocation(line: 31, column: 21, scope: !64)
!69 = !DILocation(line: 31, column: 3, scope: !64)
!70 = !DILocation(line: 35, column: 32, scope: !64)
!71 = !DILocation(line: 29, column: 9, scope: !64)
!72 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !73)
!73 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !74)
!74 = distinct !DILocation(line: 39, column: 7, scope: !64)
!75 = !DILocation(line: 39, column: 18, scope: !64)
!76 = !DILocation(line: 39, column: 25, scope: !64)
!77 = !DILocation(line: 39, column: 3, scope: !64)
!78 = !DILocation(line: 39, column: 30, scope: !64)
!79 = !DILocation(line: 40, column: 1, scope: !64)
!80 = !DILocation(line: 32, column: 19, scope: !64)
!81 = !DILocation(line: 32, column: 26, scope: !64)
!82 = !DILocation(line: 32, column: 15, scope: !64)
!83 = !DILocation(line: 32, column: 5, scope: !64)
!84 = !DILocation(line: 32, column: 13, scope: !64)
!85 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !86)
!86 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !87)
!87 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !88)
!88 = distinct !DILocation(line: 33, column: 5, scope: !64)
!89 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !86)
!90 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !86)
!91 = !DILocation(line: 35, column: 14, scope: !64)
!92 = !DILocation(line: 35, column: 11, scope: !64)
!93 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !94)
!94 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !95)
!95 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !96)
!96 = distinct !DILocation(line: 36, column: 5, scope: !64)
!97 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !94)
!98 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !94)
!99 = !DILocation(line: 37, column: 11, scope: !64)
!100 = !DILocation(line: 37, column: 15, scope: !64)
!101 = !DILocation(line: 37, column: 9, scope: !64)
!102 = !DILocation(line: 31, column: 26, scope: !64)
!103 = distinct !{!103, !69, !104, !63}
!104 = !DILocation(line: 38, column: 3, scope: !64)
!105 = distinct !DISubprogram(name: "ring_origin", scope: !1, file: !1, line: 43, type: !10, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !107)
!107 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !108)
!108 = distinct !DILocation(line: 47, column: 11, scope: !105)
!109 = !DILocation(line: 49, column: 21, scope: !105)
!110 = !DILocation(line: 49, column: 3, scope: !105)
!111 = !DILocation(line: 54, column: 35, scope: !105)
!112 = !DILocation(line: 48, column: 9, scope: !105)
!113 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !114)
!114 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !115)
!115 = distinct !DILocation(line: 57, column: 7, scope: !105)
!116 = !DILocation(line: 57, column: 18, scope: !105)
!117 = !DILocation(line: 57, column: 25, scope: !105)
!118 = !DILocation(line: 57, column: 3, scope: !105)
!119 = !DILocation(line: 57, column: 30, scope: !105)
!120 = !DILocation(line: 58, column: 1, scope: !105)
!121 = !DILocation(line: 50, column: 32, scope: !105)
!122 = !DILocation(line: 50, column: 37, scope: !105)
!123 = !DILocation(line: 51, column: 22, scope: !105)
!124 = !DILocation(line: 51, column: 29, scope: !105)
!125 = !DILocation(line: 51, column: 18, scope: !105)
!126 = !DILocation(line: 51, column: 5, scope: !105)
!127 = !DILocation(line: 51, column: 16, scope: !105)
!128 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !129)
!129 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !130)
!130 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !131)
!131 = distinct !DILocation(line: 52, column: 5, scope: !105)
!132 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !129)
!133 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !129)
!134 = !DILocation(line: 54, column: 14, scope: !105)
!135 = !DILocation(line: 54, column: 11, scope: !105)
!136 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !137)
!137 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !138)
!138 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !139)
!139 = distinct !DILocation(line: 55, column: 5, scope: !105)
!140 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !137)
!141 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !137)
!142 = !DILocation(line: 49, column: 26, scope: !105)
!143 = distinct !{!143, !110, !144, !63}
!144 = !DILocation(line: 56, column: 3, scope: !105)
!145 = distinct !DISubprogram(name: "ring_lag", scope: !1, file: !1, line: 62, type: !10, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!146 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !147)
!147 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !148)
!148 = distinct !DILocation(line: 65, column: 11, scope: !145)
!149 = !DILocation(line: 67, column: 13, scope: !145)
!150 = !DILocation(line: 67, column: 3, scope: !145)
!151 = !DILocation(line: 67, column: 11, scope: !145)
!152 = !DILocation(line: 68, column: 21, scope: !145)
!153 = !DILocation(line: 68, column: 3, scope: !145)
!154 = !DILocation(line: 0, scope: !145)
!155 = !DILocation(line: 263, column: 69, scope: !23, inlinedAt: !156)
!156 = distinct !DILocation(line: 299, column: 64, scope: !25, inlinedAt: !157)
!157 = distinct !DILocation(line: 74, column: 7, scope: !145)
!158 = !DILocation(line: 74, column: 18, scope: !145)
!159 = !DILocation(line: 74, column: 25, scope: !145)
!160 = !DILocation(line: 74, column: 3, scope: !145)
!161 = !DILocation(line: 74, column: 30, scope: !145)
!162 = !DILocation(line: 75, column: 1, scope: !145)
!163 = !DILocation(line: 69, column: 23, scope: !145)
!164 = !DILocation(line: 69, column: 30, scope: !145)
!165 = !DILocation(line: 69, column: 19, scope: !145)
!166 = !DILocation(line: 69, column: 9, scope: !145)
!167 = !DILocation(line: 69, column: 5, scope: !145)
!168 = !DILocation(line: 69, column: 17, scope: !145)
!169 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !170)
!170 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !171)
!171 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !172)
!172 = distinct !DILocation(line: 70, column: 5, scope: !145)
!173 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !170)
!174 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !170)
!175 = !DILocation(line: 71, column: 12, scope: !145)
!176 = !DILocation(line: 71, column: 49, scope: !145)
!177 = !DILocation(line: 71, column: 39, scope: !145)
!178 = !DILocation(line: 71, column: 37, scope: !145)
!179 = !DILocation(line: 71, column: 9, scope: !145)
!180 = !DILocation(line: 890, column: 9, scope: !43, inlinedAt: !181)
!181 = distinct !DILocation(line: 902, column: 3, scope: !46, inlinedAt: !182)
!182 = distinct !DILocation(line: 910, column: 3, scope: !48, inlinedAt: !183)
!183 = distinct !DILocation(line: 72, column: 5, scope: !145)
!184 = !DILocation(line: 891, column: 9, scope: !43, inlinedAt: !181)
!185 = !DILocation(line: 892, column: 9, scope: !43, inlinedAt: !181)
!186 = !DILocation(line: 68, column: 26, scope: !145)
!187 = distinct !{!187, !153, !188, !63}
!188 = !DILocation(line: 73, column: 3, scope: !145)
!189 = !DISubprogram(name: "__atomic_work_item_fence", scope: !190, file: !190, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!191 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
