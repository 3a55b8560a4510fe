; ModuleID = 'pingpong.hip'
source_filename = "pingpong.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ13jacobi_halvesPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ7rotate3PfiE3buf = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 16
@_ZZ14jacobi_halves2PfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ11jacobi_swapPfiE1a = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ11jacobi_swapPfiE1b = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_2bef8ba121363ccd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_2bef8ba121363ccd to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13jacobi_halvesPfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !18
  %5 = shl i64 %4, 8, !dbg !23
  %6 = add i64 %5, %3, !dbg !24
  %7 = and i64 %6, 4294967295, !dbg !25
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !25
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !25, !tbaa !26
  %10 = trunc i64 %3 to i32, !dbg !30
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %10, !dbg !30
  store float %9, ptr addrspace(3) %11, align 4, !dbg !31, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !40
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !41
  %12 = icmp sgt i32 %1, 0, !dbg !42
  br i1 %12, label %13, label %18, !dbg !43

13:                                               ; preds = %2
  %14 = add nsw i32 %10, 255
  %15 = srem i32 %14, 256
  %16 = add nsw i32 %10, 1
  %17 = srem i32 %16, 256
  br label %27, !dbg !43

18:                                               ; preds = %27, %2
  %19 = and i32 %1, 1, !dbg !44
  %20 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %19, i32 %10, !dbg !45
  %21 = load float, ptr addrspace(3) %20, align 4, !dbg !45, !tbaa !26
  %22 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !46
  %23 = shl i64 %22, 8, !dbg !49
  %24 = add i64 %23, %3, !dbg !50
  %25 = and i64 %24, 4294967295, !dbg !51
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25, !dbg !51
  store float %21, ptr addrspace(1) %26, align 4, !dbg !52, !tbaa !26
  ret void, !dbg !53

27:                                               ; preds = %13, %27
  %28 = phi i32 [ 0, %13 ], [ %38, %27 ]
  %29 = and i32 %28, 1, !dbg !54
  %30 = xor i32 %29, 1, !dbg !55
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %29, i32 %15, !dbg !56
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !56, !tbaa !26
  %33 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %29, i32 %17, !dbg !57
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !57, !tbaa !26
  %35 = fadd contract float %32, %34, !dbg !58
  %36 = fmul contract float %35, 5.000000e-01, !dbg !59
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %30, i32 %10, !dbg !60
  store float %36, ptr addrspace(3) %37, align 4, !dbg !61, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !62
  tail call void @llvm.amdgcn.s.barrier(), !dbg !66
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !67
  %38 = add nuw nsw i32 %28, 1, !dbg !68
  %39 = icmp eq i32 %38, %1, !dbg !42
  br i1 %39, label %18, label %27, !dbg !43, !llvm.loop !69
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z7rotate3Pfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !72 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !73
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !76
  %5 = shl i64 %4, 8, !dbg !79
  %6 = add i64 %5, %3, !dbg !80
  %7 = and i64 %6, 4294967295, !dbg !81
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !81
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !81, !tbaa !26
  %10 = trunc i64 %3 to i32, !dbg !82
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %10, !dbg !82
  store float %9, ptr addrspace(3) %11, align 4, !dbg !83, !tbaa !26
  %12 = getelementptr inbounds [256 x float], ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 1024), i32 0, i32 %10, !dbg !84
  store float %9, ptr addrspace(3) %12, align 4, !dbg !85, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !86
  tail call void @llvm.amdgcn.s.barrier(), !dbg !90
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !91
  %13 = icmp sgt i32 %1, 0, !dbg !92
  br i1 %13, label %14, label %19, !dbg !93

14:                                               ; preds = %2
  %15 = add nsw i32 %10, 1
  %16 = srem i32 %15, 256
  %17 = add nsw i32 %10, 255
  %18 = srem i32 %17, 256
  br label %29, !dbg !93

19:                                               ; preds = %29, %2
  %20 = add nsw i32 %1, 1, !dbg !94
  %21 = srem i32 %20, 3, !dbg !95
  %22 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %21, i32 %10, !dbg !96
  %23 = load float, ptr addrspace(3) %22, align 4, !dbg !96, !tbaa !26
  %24 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !97
  %25 = shl i64 %24, 8, !dbg !100
  %26 = add i64 %25, %3, !dbg !101
  %27 = and i64 %26, 4294967295, !dbg !102
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27, !dbg !102
  store float %23, ptr addrspace(1) %28, align 4, !dbg !103, !tbaa !26
  ret void, !dbg !104

29:                                               ; preds = %14, %29
  %30 = phi i32 [ 0, %14 ], [ %34, %29 ]
  %31 = add nuw nsw i32 %30, 2, !dbg !105
  %32 = urem i32 %31, 3, !dbg !106
  %33 = urem i32 %30, 3, !dbg !107
  %34 = add nuw nsw i32 %30, 1, !dbg !108
  %35 = urem i32 %34, 3, !dbg !109
  %36 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %33, i32 %16, !dbg !110
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !110, !tbaa !26
  %38 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %35, i32 %18, !dbg !111
  %39 = load float, ptr addrspace(3) %38, align 4, !dbg !111, !tbaa !26
  %40 = fadd contract float %37, %39, !dbg !112
  %41 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %32, i32 %10, !dbg !113
  store float %40, ptr addrspace(3) %41, align 4, !dbg !114, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !115
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !120
  %42 = icmp eq i32 %34, %1, !dbg !92
  br i1 %42, label %19, label %29, !dbg !93, !llvm.loop !121
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z14jacobi_halves2Pfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !123 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !124
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !127
  %5 = shl i64 %4, 8, !dbg !130
  %6 = add i64 %5, %3, !dbg !131
  %7 = and i64 %6, 4294967295, !dbg !132
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !132
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !132, !tbaa !26
  %10 = trunc i64 %3 to i32, !dbg !133
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %10, !dbg !133
  store float %9, ptr addrspace(3) %11, align 4, !dbg !134, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !135
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !140
  %12 = icmp sgt i32 %1, 0, !dbg !141
  br i1 %12, label %13, label %18, !dbg !142

13:                                               ; preds = %2
  %14 = add nsw i32 %10, 255
  %15 = srem i32 %14, 256
  %16 = add nsw i32 %10, 1
  %17 = srem i32 %16, 256
  br label %27, !dbg !142

18:                                               ; preds = %27, %2
  %19 = and i32 %1, 1, !dbg !143
  %20 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %19, i32 %10, !dbg !144
  %21 = load float, ptr addrspace(3) %20, align 4, !dbg !144, !tbaa !26
  %22 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !145
  %23 = shl i64 %22, 8, !dbg !148
  %24 = add i64 %23, %3, !dbg !149
  %25 = and i64 %24, 4294967295, !dbg !150
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25, !dbg !150
  store float %21, ptr addrspace(1) %26, align 4, !dbg !151, !tbaa !26
  ret void, !dbg !152

27:                                               ; preds = %13, %27
  %28 = phi i32 [ 0, %13 ], [ %38, %27 ]
  %29 = and i32 %28, 1, !dbg !153
  %30 = xor i32 %29, 1, !dbg !154
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %29, i32 %15, !dbg !155
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !155, !tbaa !26
  %33 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %29, i32 %17, !dbg !156
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !156, !tbaa !26
  %35 = fadd contract float %32, %34, !dbg !157
  %36 = fmul contract float %35, 5.000000e-01, !dbg !158
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !163
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !164
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %30, i32 %10, !dbg !165
  store float %36, ptr addrspace(3) %37, align 4, !dbg !166, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !167
  tail call void @llvm.amdgcn.s.barrier(), !dbg !171
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !172
  %38 = add nuw nsw i32 %28, 1, !dbg !173
  %39 = icmp eq i32 %38, %1, !dbg !141
  br i1 %39, label %18, label %27, !dbg !142, !llvm.loop !174
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z11jacobi_swapPfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !176 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !177
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !180
  %5 = shl i64 %4, 8, !dbg !183
  %6 = add i64 %5, %3, !dbg !184
  %7 = and i64 %6, 4294967295, !dbg !185
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !185
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !185, !tbaa !26
  %10 = trunc i64 %3 to i32, !dbg !186
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ11jacobi_swapPfiE1a, i32 0, i32 %10, !dbg !186
  store float %9, ptr addrspace(3) %11, align 4, !dbg !187, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !188
  tail call void @llvm.amdgcn.s.barrier(), !dbg !192
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !193
  %12 = icmp sgt i32 %1, 0, !dbg !194
  br i1 %12, label %13, label %18, !dbg !195

13:                                               ; preds = %2
  %14 = add nsw i32 %10, 255
  %15 = srem i32 %14, 256
  %16 = add nsw i32 %10, 1
  %17 = srem i32 %16, 256
  br label %27, !dbg !195

18:                                               ; preds = %27, %2
  %19 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1a, %2 ], [ %29, %27 ], !dbg !196
  %20 = getelementptr inbounds float, ptr addrspace(3) %19, i32 %10, !dbg !197
  %21 = load float, ptr addrspace(3) %20, align 4, !dbg !197, !tbaa !26
  %22 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !198
  %23 = shl i64 %22, 8, !dbg !201
  %24 = add i64 %23, %3, !dbg !202
  %25 = and i64 %24, 4294967295, !dbg !203
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25, !dbg !203
  store float %21, ptr addrspace(1) %26, align 4, !dbg !204, !tbaa !26
  ret void, !dbg !205

27:                                               ; preds = %13, %27
  %28 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1a, %13 ], [ %29, %27 ]
  %29 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1b, %13 ], [ %28, %27 ]
  %30 = phi i32 [ 0, %13 ], [ %38, %27 ]
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i32 %15, !dbg !206
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !206, !tbaa !26
  %33 = getelementptr inbounds float, ptr addrspace(3) %28, i32 %17, !dbg !207
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !207, !tbaa !26
  %35 = fadd contract float %32, %34, !dbg !208
  %36 = fmul contract float %35, 5.000000e-01, !dbg !209
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !210
  tail call void @llvm.amdgcn.s.barrier(), !dbg !214
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !215
  %37 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %10, !dbg !216
  store float %36, ptr addrspace(3) %37, align 4, !dbg !217, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !218
  tail call void @llvm.amdgcn.s.barrier(), !dbg !222
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !223
  %38 = add nuw nsw i32 %30, 1, !dbg !224
  %39 = icmp eq i32 %38, %1, !dbg !194
  br i1 %39, label %18, label %27, !dbg !195, !llvm.loop !225
}

; Function Attrs: convergent nounwind
declare !dbg !227 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !229 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !230 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "pingpong.hip", directory: ".", checksumkind: CSK_MD5, checksum: "7b1bd46e22b048f2b44f800c2397f78d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "jacobi_halves", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 12, column: 11, scope: !9)
!18 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 13, column: 17, scope: !9)
!23 = !DILocation(line: 13, column: 28, scope: !9)
!24 = !DILocation(line: 13, column: 32, scope: !9)
!25 = !DILocation(line: 13, column: 15, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 13, column: 3, scope: !9)
!31 = !DILocation(line: 13, column: 13, scope: !9)
!32 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "__work_group_barrier", scope: !34, file: !34, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!35 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__barrier", scope: !34, file: !34, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__syncthreads", scope: !34, file: !34, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 14, column: 3, scope: !9)
!40 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !35)
!41 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !35)
!42 = !DILocation(line: 15, column: 21, scope: !9)
!43 = !DILocation(line: 15, column: 3, scope: !9)
!44 = !DILocation(line: 21, column: 37, scope: !9)
!45 = !DILocation(line: 21, column: 27, scope: !9)
!46 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !47)
!47 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !48)
!48 = distinct !DILocation(line: 21, column: 5, scope: !9)
!49 = !DILocation(line: 21, column: 16, scope: !9)
!50 = !DILocation(line: 21, column: 20, scope: !9)
!51 = !DILocation(line: 21, column: 3, scope: !9)
!52 = !DILocation(line: 21, column: 25, scope: !9)
!53 = !DILocation(line: 22, column: 1, scope: !9)
!54 = !DILocation(line: 16, column: 17, scope: !9)
!55 = !DILocation(line: 16, column: 32, scope: !9)
!56 = !DILocation(line: 17, column: 15, scope: !9)
!57 = !DILocation(line: 17, column: 46, scope: !9)
!58 = !DILocation(line: 18, column: 29, scope: !9)
!59 = !DILocation(line: 18, column: 24, scope: !9)
!60 = !DILocation(line: 18, column: 5, scope: !9)
!61 = !DILocation(line: 18, column: 17, scope: !9)
!62 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !63)
!63 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !64)
!64 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !65)
!65 = distinct !DILocation(line: 19, column: 5, scope: !9)
!66 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !63)
!67 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !63)
!68 = !DILocation(line: 15, column: 30, scope: !9)
!69 = distinct !{!69, !43, !70, !71}
!70 = !DILocation(line: 20, column: 3, scope: !9)
!71 = !{!"llvm.loop.mustprogress"}
!72 = distinct !DISubprogram(name: "rotate3", scope: !1, file: !1, line: 26, type: !10, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !75)
!75 = distinct !DILocation(line: 28, column: 11, scope: !72)
!76 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !77)
!77 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !78)
!78 = distinct !DILocation(line: 29, column: 17, scope: !72)
!79 = !DILocation(line: 29, column: 28, scope: !72)
!80 = !DILocation(line: 29, column: 32, scope: !72)
!81 = !DILocation(line: 29, column: 15, scope: !72)
!82 = !DILocation(line: 29, column: 3, scope: !72)
!83 = !DILocation(line: 29, column: 13, scope: !72)
!84 = !DILocation(line: 30, column: 3, scope: !72)
!85 = !DILocation(line: 30, column: 13, scope: !72)
!86 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !87)
!87 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !88)
!88 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !89)
!89 = distinct !DILocation(line: 31, column: 3, scope: !72)
!90 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !87)
!91 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !87)
!92 = !DILocation(line: 32, column: 21, scope: !72)
!93 = !DILocation(line: 32, column: 3, scope: !72)
!94 = !DILocation(line: 37, column: 38, scope: !72)
!95 = !DILocation(line: 37, column: 43, scope: !72)
!96 = !DILocation(line: 37, column: 27, scope: !72)
!97 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !98)
!98 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !99)
!99 = distinct !DILocation(line: 37, column: 5, scope: !72)
!100 = !DILocation(line: 37, column: 16, scope: !72)
!101 = !DILocation(line: 37, column: 20, scope: !72)
!102 = !DILocation(line: 37, column: 3, scope: !72)
!103 = !DILocation(line: 37, column: 25, scope: !72)
!104 = !DILocation(line: 38, column: 1, scope: !72)
!105 = !DILocation(line: 33, column: 16, scope: !72)
!106 = !DILocation(line: 33, column: 21, scope: !72)
!107 = !DILocation(line: 33, column: 32, scope: !72)
!108 = !DILocation(line: 33, column: 44, scope: !72)
!109 = !DILocation(line: 33, column: 49, scope: !72)
!110 = !DILocation(line: 34, column: 17, scope: !72)
!111 = !DILocation(line: 34, column: 39, scope: !72)
!112 = !DILocation(line: 34, column: 37, scope: !72)
!113 = !DILocation(line: 34, column: 5, scope: !72)
!114 = !DILocation(line: 34, column: 15, scope: !72)
!115 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !116)
!116 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !117)
!117 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !118)
!118 = distinct !DILocation(line: 35, column: 5, scope: !72)
!119 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !116)
!120 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !116)
!121 = distinct !{!121, !93, !122, !71}
!122 = !DILocation(line: 36, column: 3, scope: !72)
!123 = distinct !DISubprogram(name: "jacobi_halves2", scope: !1, file: !1, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!124 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !125)
!125 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !126)
!126 = distinct !DILocation(line: 46, column: 11, scope: !123)
!127 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !128)
!128 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !129)
!129 = distinct !DILocation(line: 47, column: 17, scope: !123)
!130 = !DILocation(line: 47, column: 28, scope: !123)
!131 = !DILocation(line: 47, column: 32, scope: !123)
!132 = !DILocation(line: 47, column: 15, scope: !123)
!133 = !DILocation(line: 47, column: 3, scope: !123)
!134 = !DILocation(line: 47, column: 13, scope: !123)
!135 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !136)
!136 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !137)
!137 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !138)
!138 = distinct !DILocation(line: 48, column: 3, scope: !123)
!139 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !136)
!140 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !136)
!141 = !DILocation(line: 49, column: 21, scope: !123)
!142 = !DILocation(line: 49, column: 3, scope: !123)
!143 = !DILocation(line: 56, column: 37, scope: !123)
!144 = !DILocation(line: 56, column: 27, scope: !123)
!145 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !146)
!146 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !147)
!147 = distinct !DILocation(line: 56, column: 5, scope: !123)
!148 = !DILocation(line: 56, column: 16, scope: !123)
!149 = !DILocation(line: 56, column: 20, scope: !123)
!150 = !DILocation(line: 56, column: 3, scope: !123)
!151 = !DILocation(line: 56, column: 25, scope: !123)
!152 = !DILocation(line: 57, column: 1, scope: !123)
!153 = !DILocation(line: 50, column: 17, scope: !123)
!154 = !DILocation(line: 50, column: 32, scope: !123)
!155 = !DILocation(line: 51, column: 23, scope: !123)
!156 = !DILocation(line: 51, column: 51, scope: !123)
!157 = !DILocation(line: 51, column: 49, scope: !123)
!158 = !DILocation(line: 51, column: 20, scope: !123)
!159 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !160)
!160 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !161)
!161 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !162)
!162 = distinct !DILocation(line: 52, column: 5, scope: !123)
!163 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !160)
!164 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !160)
!165 = !DILocation(line: 53, column: 5, scope: !123)
!166 = !DILocation(line: 53, column: 17, scope: !123)
!167 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !168)
!168 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !169)
!169 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !170)
!170 = distinct !DILocation(line: 54, column: 5, scope: !123)
!171 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !168)
!172 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !168)
!173 = !DILocation(line: 49, column: 30, scope: !123)
!174 = distinct !{!174, !142, !175, !71}
!175 = !DILocation(line: 55, column: 3, scope: !123)
!176 = distinct !DISubprogram(name: "jacobi_swap", scope: !1, file: !1, line: 63, type: !10, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!177 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !178)
!178 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !179)
!179 = distinct !DILocation(line: 65, column: 11, scope: !176)
!180 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !181)
!181 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !182)
!182 = distinct !DILocation(line: 66, column: 12, scope: !176)
!183 = !DILocation(line: 66, column: 23, scope: !176)
!184 = !DILocation(line: 66, column: 27, scope: !176)
!185 = !DILocation(line: 66, column: 10, scope: !176)
!186 = !DILocation(line: 66, column: 3, scope: !176)
!187 = !DILocation(line: 66, column: 8, scope: !176)
!188 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !189)
!189 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !190)
!190 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !191)
!191 = distinct !DILocation(line: 67, column: 3, scope: !176)
!192 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !189)
!193 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !189)
!194 = !DILocation(line: 69, column: 21, scope: !176)
!195 = !DILocation(line: 69, column: 3, scope: !176)
!196 = !DILocation(line: 0, scope: !176)
!197 = !DILocation(line: 78, column: 27, scope: !176)
!198 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !199)
!199 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !200)
!200 = distinct !DILocation(line: 78, column: 5, scope: !176)
!201 = !DILocation(line: 78, column: 16, scope: !176)
!202 = !DILocation(line: 78, column: 20, scope: !176)
!203 = !DILocation(line: 78, column: 3, scope: !176)
!204 = !DILocation(line: 78, column: 25, scope: !176)
!205 = !DILocation(line: 79, column: 1, scope: !176)
!206 = !DILocation(line: 70, column: 23, scope: !176)
!207 = !DILocation(line: 70, column: 46, scope: !176)
!208 = !DILocation(line: 70, column: 44, scope: !176)
!209 = !DILocation(line: 70, column: 20, scope: !176)
!210 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !211)
!211 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !212)
!212 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !213)
!213 = distinct !DILocation(line: 71, column: 5, scope: !176)
!214 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !211)
!215 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !211)
!216 = !DILocation(line: 72, column: 5, scope: !176)
!217 = !DILocation(line: 72, column: 12, scope: !176)
!218 = !DILocation(line: 890, column: 9, scope: !33, inlinedAt: !219)
!219 = distinct !DILocation(line: 902, column: 3, scope: !36, inlinedAt: !220)
!220 = distinct !DILocation(line: 910, column: 3, scope: !38, inlinedAt: !221)
!221 = distinct !DILocation(line: 73, column: 5, scope: !176)
!222 = !DILocation(line: 891, column: 9, scope: !33, inlinedAt: !219)
!223 = !DILocation(line: 892, column: 9, scope: !33, inlinedAt: !219)
!224 = !DILocation(line: 69, column: 30, scope: !176)
!225 = distinct !{!225, !195, !226, !71}
!226 = !DILocation(line: 77, column: 3, scope: !176)
!227 = !DISubprogram(name: "__atomic_work_item_fence", scope: !228, file: !228, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!229 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
