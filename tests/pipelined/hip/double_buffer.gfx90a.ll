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

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z6db_andPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %5 = icmp sgt i32 %2, 0, !dbg !21
  br i1 %5, label %6, label %22, !dbg !22

6:                                                ; preds = %3
  %7 = and i32 %4, 255, !dbg !23
  %8 = add nuw nsw i32 %4, 32
  %9 = and i32 %8, 255
  %10 = add nuw nsw i32 %4, 64
  %11 = and i32 %10, 255
  %12 = add nuw nsw i32 %4, 96
  %13 = and i32 %12, 255
  %14 = and i32 %4, 255
  %15 = xor i32 %14, 128
  %16 = add nuw nsw i32 %4, 160
  %17 = and i32 %16, 255
  %18 = add nuw nsw i32 %4, 192
  %19 = and i32 %18, 255
  %20 = add nuw nsw i32 %4, 224
  %21 = and i32 %20, 255
  br label %29, !dbg !22

22:                                               ; preds = %29, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %62, %29 ], !dbg !24
  %24 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %25 = shl i32 %24, 8, !dbg !30
  %26 = add i32 %25, %4, !dbg !31
  %27 = zext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27, !dbg !32
  store float %23, ptr addrspace(1) %28, align 4, !dbg !33, !tbaa !34
  ret void, !dbg !38

29:                                               ; preds = %6, %29
  %30 = phi i32 [ %63, %29 ], [ 0, %6 ]
  %31 = phi float [ %62, %29 ], [ 0.000000e+00, %6 ]
  %32 = shl nsw i32 %30, 8, !dbg !39
  %33 = add nuw nsw i32 %32, %4, !dbg !40
  %34 = zext nneg i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34, !dbg !41
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !41, !tbaa !34
  %37 = and i32 %30, 1, !dbg !42
  %38 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %4, !dbg !43
  store float %36, ptr addrspace(3) %38, align 4, !dbg !44, !tbaa !34
  fence syncscope("workgroup") release, !dbg !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !54
  %39 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %7, !dbg !55
  %40 = load float, ptr addrspace(3) %39, align 4, !dbg !55, !tbaa !34
  %41 = fadd contract float %31, %40, !dbg !56
  %42 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %9, !dbg !55
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !55, !tbaa !34
  %44 = fadd contract float %41, %43, !dbg !56
  %45 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %11, !dbg !55
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !55, !tbaa !34
  %47 = fadd contract float %44, %46, !dbg !56
  %48 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %13, !dbg !55
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !55, !tbaa !34
  %50 = fadd contract float %47, %49, !dbg !56
  %51 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %15, !dbg !55
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !55, !tbaa !34
  %53 = fadd contract float %50, %52, !dbg !56
  %54 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %17, !dbg !55
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !55, !tbaa !34
  %56 = fadd contract float %53, %55, !dbg !56
  %57 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %19, !dbg !55
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !55, !tbaa !34
  %59 = fadd contract float %56, %58, !dbg !56
  %60 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ6db_andPKfPfiE2As, i32 0, i32 %37, i32 %21, !dbg !55
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !55, !tbaa !34
  %62 = fadd contract float %59, %61, !dbg !56
  fence syncscope("workgroup") release, !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !61
  fence syncscope("workgroup") acquire, !dbg !62
  %63 = add nuw nsw i32 %30, 1, !dbg !63
  %64 = icmp eq i32 %63, %2, !dbg !21
  br i1 %64, label %22, label %29, !dbg !22, !llvm.loop !64
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13single_bufferPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !67 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !68, !range !20
  %5 = icmp sgt i32 %2, 0, !dbg !71
  br i1 %5, label %6, label %31, !dbg !72

6:                                                ; preds = %3
  %7 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %4
  %8 = and i32 %4, 255, !dbg !73
  %9 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %8, !dbg !74
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 255
  %12 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %11
  %13 = add nuw nsw i32 %4, 64
  %14 = and i32 %13, 255
  %15 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %14
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %17
  %19 = and i32 %4, 255
  %20 = xor i32 %19, 128
  %21 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %20
  %22 = add nuw nsw i32 %4, 160
  %23 = and i32 %22, 255
  %24 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %23
  %25 = add nuw nsw i32 %4, 192
  %26 = and i32 %25, 255
  %27 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %26
  %28 = add nuw nsw i32 %4, 224
  %29 = and i32 %28, 255
  %30 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As, i32 0, i32 %29
  br label %38, !dbg !72

31:                                               ; preds = %38, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %61, %38 ], !dbg !75
  %33 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !76
  %34 = shl i32 %33, 8, !dbg !79
  %35 = add i32 %34, %4, !dbg !80
  %36 = zext i32 %35 to i64, !dbg !81
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36, !dbg !81
  store float %32, ptr addrspace(1) %37, align 4, !dbg !82, !tbaa !34
  ret void, !dbg !83

38:                                               ; preds = %6, %38
  %39 = phi i32 [ 0, %6 ], [ %62, %38 ]
  %40 = phi float [ 0.000000e+00, %6 ], [ %61, %38 ]
  %41 = shl nsw i32 %39, 8, !dbg !84
  %42 = add nuw nsw i32 %41, %4, !dbg !85
  %43 = zext nneg i32 %42 to i64, !dbg !86
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43, !dbg !86
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !86, !tbaa !34
  store float %45, ptr addrspace(3) %7, align 4, !dbg !87, !tbaa !34
  fence syncscope("workgroup") release, !dbg !88
  tail call void @llvm.amdgcn.s.barrier(), !dbg !92
  fence syncscope("workgroup") acquire, !dbg !93
  %46 = load float, ptr addrspace(3) %9, align 4, !dbg !74, !tbaa !34
  %47 = fadd contract float %40, %46, !dbg !94
  %48 = load float, ptr addrspace(3) %12, align 4, !dbg !74, !tbaa !34
  %49 = fadd contract float %47, %48, !dbg !94
  %50 = load float, ptr addrspace(3) %15, align 4, !dbg !74, !tbaa !34
  %51 = fadd contract float %49, %50, !dbg !94
  %52 = load float, ptr addrspace(3) %18, align 4, !dbg !74, !tbaa !34
  %53 = fadd contract float %51, %52, !dbg !94
  %54 = load float, ptr addrspace(3) %21, align 4, !dbg !74, !tbaa !34
  %55 = fadd contract float %53, %54, !dbg !94
  %56 = load float, ptr addrspace(3) %24, align 4, !dbg !74, !tbaa !34
  %57 = fadd contract float %55, %56, !dbg !94
  %58 = load float, ptr addrspace(3) %27, align 4, !dbg !74, !tbaa !34
  %59 = fadd contract float %57, %58, !dbg !94
  %60 = load float, ptr addrspace(3) %30, align 4, !dbg !74, !tbaa !34
  %61 = fadd contract float %59, %60, !dbg !94
  fence syncscope("workgroup") release, !dbg !95
  tail call void @llvm.amdgcn.s.barrier(), !dbg !99
  fence syncscope("workgroup") acquire, !dbg !100
  %62 = add nuw nsw i32 %39, 1, !dbg !101
  %63 = icmp eq i32 %62, %2, !dbg !71
  br i1 %63, label %31, label %38, !dbg !72, !llvm.loop !102
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9db_togglePKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !104 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !105, !range !20
  %5 = icmp sgt i32 %2, 0, !dbg !108
  br i1 %5, label %6, label %22, !dbg !109

6:                                                ; preds = %3
  %7 = and i32 %4, 255, !dbg !110
  %8 = add nuw nsw i32 %4, 32
  %9 = and i32 %8, 255
  %10 = add nuw nsw i32 %4, 64
  %11 = and i32 %10, 255
  %12 = add nuw nsw i32 %4, 96
  %13 = and i32 %12, 255
  %14 = and i32 %4, 255
  %15 = xor i32 %14, 128
  %16 = add nuw nsw i32 %4, 160
  %17 = and i32 %16, 255
  %18 = add nuw nsw i32 %4, 192
  %19 = and i32 %18, 255
  %20 = add nuw nsw i32 %4, 224
  %21 = and i32 %20, 255
  br label %29, !dbg !109

22:                                               ; preds = %29, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %62, %29 ], !dbg !111
  %24 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !112
  %25 = shl i32 %24, 8, !dbg !115
  %26 = add i32 %25, %4, !dbg !116
  %27 = zext i32 %26 to i64, !dbg !117
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27, !dbg !117
  store float %23, ptr addrspace(1) %28, align 4, !dbg !118, !tbaa !34
  ret void, !dbg !119

29:                                               ; preds = %6, %29
  %30 = phi i32 [ %64, %29 ], [ 0, %6 ]
  %31 = phi i32 [ %63, %29 ], [ 0, %6 ]
  %32 = phi float [ %62, %29 ], [ 0.000000e+00, %6 ]
  %33 = shl nsw i32 %30, 8, !dbg !120
  %34 = add nuw nsw i32 %33, %4, !dbg !121
  %35 = zext nneg i32 %34 to i64, !dbg !122
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35, !dbg !122
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !122, !tbaa !34
  %38 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %4, !dbg !123
  store float %37, ptr addrspace(3) %38, align 4, !dbg !124, !tbaa !34
  fence syncscope("workgroup") release, !dbg !125
  tail call void @llvm.amdgcn.s.barrier(), !dbg !129
  fence syncscope("workgroup") acquire, !dbg !130
  %39 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %7, !dbg !131
  %40 = load float, ptr addrspace(3) %39, align 4, !dbg !131, !tbaa !34
  %41 = fadd contract float %32, %40, !dbg !132
  %42 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %9, !dbg !131
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !131, !tbaa !34
  %44 = fadd contract float %41, %43, !dbg !132
  %45 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %11, !dbg !131
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !131, !tbaa !34
  %47 = fadd contract float %44, %46, !dbg !132
  %48 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %13, !dbg !131
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !131, !tbaa !34
  %50 = fadd contract float %47, %49, !dbg !132
  %51 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %15, !dbg !131
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !131, !tbaa !34
  %53 = fadd contract float %50, %52, !dbg !132
  %54 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %17, !dbg !131
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !131, !tbaa !34
  %56 = fadd contract float %53, %55, !dbg !132
  %57 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %19, !dbg !131
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !131, !tbaa !34
  %59 = fadd contract float %56, %58, !dbg !132
  %60 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As, i32 0, i32 %31, i32 %21, !dbg !131
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !131, !tbaa !34
  %62 = fadd contract float %59, %61, !dbg !132
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !137
  fence syncscope("workgroup") acquire, !dbg !138
  %63 = xor i32 %31, 1, !dbg !139
  %64 = add nuw nsw i32 %30, 1, !dbg !140
  %65 = icmp eq i32 %64, %2, !dbg !108
  br i1 %65, label %22, label %29, !dbg !109, !llvm.loop !141
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11db_prefetchPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !143 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !144, !range !20
  %5 = zext nneg i32 %4 to i64, !dbg !147
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !147
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !147, !tbaa !34
  %8 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %4, !dbg !148
  store float %7, ptr addrspace(3) %8, align 4, !dbg !149, !tbaa !34
  fence syncscope("workgroup") release, !dbg !150
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !155
  %9 = icmp sgt i32 %2, 0, !dbg !156
  br i1 %9, label %10, label %26, !dbg !157

10:                                               ; preds = %3
  %11 = and i32 %4, 255, !dbg !158
  %12 = add nuw nsw i32 %4, 32
  %13 = and i32 %12, 255
  %14 = add nuw nsw i32 %4, 64
  %15 = and i32 %14, 255
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = and i32 %4, 255
  %19 = xor i32 %18, 128
  %20 = add nuw nsw i32 %4, 160
  %21 = and i32 %20, 255
  %22 = add nuw nsw i32 %4, 192
  %23 = and i32 %22, 255
  %24 = add nuw nsw i32 %4, 224
  %25 = and i32 %24, 255
  br label %33, !dbg !157

26:                                               ; preds = %46, %3
  %27 = phi float [ 0.000000e+00, %3 ], [ %71, %46 ], !dbg !159
  %28 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !160
  %29 = shl i32 %28, 8, !dbg !163
  %30 = add i32 %29, %4, !dbg !164
  %31 = zext i32 %30 to i64, !dbg !165
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31, !dbg !165
  store float %27, ptr addrspace(1) %32, align 4, !dbg !166, !tbaa !34
  ret void, !dbg !167

33:                                               ; preds = %10, %46
  %34 = phi i32 [ %36, %46 ], [ 0, %10 ]
  %35 = phi float [ %71, %46 ], [ 0.000000e+00, %10 ]
  %36 = add nuw nsw i32 %34, 1, !dbg !168
  %37 = icmp slt i32 %36, %2, !dbg !169
  br i1 %37, label %38, label %46, !dbg !170

38:                                               ; preds = %33
  %39 = and i32 %36, 1
  %40 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %39, i32 %4
  %41 = shl nsw i32 %36, 8
  %42 = add nuw nsw i32 %41, %4
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !171, !tbaa !34
  store float %45, ptr addrspace(3) %40, align 4, !dbg !172, !tbaa !34
  br label %46, !dbg !173

46:                                               ; preds = %38, %33
  %47 = and i32 %34, 1
  %48 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %11, !dbg !174
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !174, !tbaa !34
  %50 = fadd contract float %35, %49, !dbg !175
  %51 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %13, !dbg !174
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !174, !tbaa !34
  %53 = fadd contract float %50, %52, !dbg !175
  %54 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %15, !dbg !174
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !174, !tbaa !34
  %56 = fadd contract float %53, %55, !dbg !175
  %57 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %17, !dbg !174
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !174, !tbaa !34
  %59 = fadd contract float %56, %58, !dbg !175
  %60 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %19, !dbg !174
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !174, !tbaa !34
  %62 = fadd contract float %59, %61, !dbg !175
  %63 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %21, !dbg !174
  %64 = load float, ptr addrspace(3) %63, align 4, !dbg !174, !tbaa !34
  %65 = fadd contract float %62, %64, !dbg !175
  %66 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %23, !dbg !174
  %67 = load float, ptr addrspace(3) %66, align 4, !dbg !174, !tbaa !34
  %68 = fadd contract float %65, %67, !dbg !175
  %69 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As, i32 0, i32 %47, i32 %25, !dbg !174
  %70 = load float, ptr addrspace(3) %69, align 4, !dbg !174, !tbaa !34
  %71 = fadd contract float %68, %70, !dbg !175
  fence syncscope("workgroup") release, !dbg !176
  tail call void @llvm.amdgcn.s.barrier(), !dbg !180
  fence syncscope("workgroup") acquire, !dbg !181
  %72 = icmp eq i32 %36, %2, !dbg !156
  br i1 %72, label %26, label %33, !dbg !157, !llvm.loop !182
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_buffer.hip", directory: ".", checksumkind: CSK_MD5, checksum: "5e51773c8beb3aca4714afcabbdbfe77")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "db_and", scope: !1, file: !1, line: 11, type: !12, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 14, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 16, column: 21, scope: !11)
!22 = !DILocation(line: 16, column: 3, scope: !11)
!23 = !DILocation(line: 20, column: 37, scope: !11)
!24 = !DILocation(line: 15, column: 9, scope: !11)
!25 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 23, column: 7, scope: !11)
!30 = !DILocation(line: 23, column: 18, scope: !11)
!31 = !DILocation(line: 23, column: 25, scope: !11)
!32 = !DILocation(line: 23, column: 3, scope: !11)
!33 = !DILocation(line: 23, column: 30, scope: !11)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 24, column: 1, scope: !11)
!39 = !DILocation(line: 17, column: 24, scope: !11)
!40 = !DILocation(line: 17, column: 31, scope: !11)
!41 = !DILocation(line: 17, column: 20, scope: !11)
!42 = !DILocation(line: 17, column: 10, scope: !11)
!43 = !DILocation(line: 17, column: 5, scope: !11)
!44 = !DILocation(line: 17, column: 18, scope: !11)
!45 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__work_group_barrier", scope: !47, file: !47, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!48 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__barrier", scope: !47, file: !47, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__syncthreads", scope: !47, file: !47, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 18, column: 5, scope: !11)
!53 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !48)
!54 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !48)
!55 = !DILocation(line: 20, column: 14, scope: !11)
!56 = !DILocation(line: 20, column: 11, scope: !11)
!57 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !58)
!58 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !59)
!59 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !60)
!60 = distinct !DILocation(line: 21, column: 5, scope: !11)
!61 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !58)
!62 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !58)
!63 = !DILocation(line: 16, column: 26, scope: !11)
!64 = distinct !{!64, !22, !65, !66}
!65 = !DILocation(line: 22, column: 3, scope: !11)
!66 = !{!"llvm.loop.mustprogress"}
!67 = distinct !DISubprogram(name: "single_buffer", scope: !1, file: !1, line: 28, type: !12, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !69)
!69 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !70)
!70 = distinct !DILocation(line: 31, column: 11, scope: !67)
!71 = !DILocation(line: 33, column: 21, scope: !67)
!72 = !DILocation(line: 33, column: 3, scope: !67)
!73 = !DILocation(line: 37, column: 30, scope: !67)
!74 = !DILocation(line: 37, column: 14, scope: !67)
!75 = !DILocation(line: 32, column: 9, scope: !67)
!76 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !77)
!77 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !78)
!78 = distinct !DILocation(line: 40, column: 7, scope: !67)
!79 = !DILocation(line: 40, column: 18, scope: !67)
!80 = !DILocation(line: 40, column: 25, scope: !67)
!81 = !DILocation(line: 40, column: 3, scope: !67)
!82 = !DILocation(line: 40, column: 30, scope: !67)
!83 = !DILocation(line: 41, column: 1, scope: !67)
!84 = !DILocation(line: 34, column: 17, scope: !67)
!85 = !DILocation(line: 34, column: 24, scope: !67)
!86 = !DILocation(line: 34, column: 13, scope: !67)
!87 = !DILocation(line: 34, column: 11, scope: !67)
!88 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !89)
!89 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !90)
!90 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !91)
!91 = distinct !DILocation(line: 35, column: 5, scope: !67)
!92 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !89)
!93 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !89)
!94 = !DILocation(line: 37, column: 11, scope: !67)
!95 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !96)
!96 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !97)
!97 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !98)
!98 = distinct !DILocation(line: 38, column: 5, scope: !67)
!99 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !96)
!100 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !96)
!101 = !DILocation(line: 33, column: 26, scope: !67)
!102 = distinct !{!102, !72, !103, !66}
!103 = !DILocation(line: 39, column: 3, scope: !67)
!104 = distinct !DISubprogram(name: "db_toggle", scope: !1, file: !1, line: 44, type: !12, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !106)
!106 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !107)
!107 = distinct !DILocation(line: 47, column: 11, scope: !104)
!108 = !DILocation(line: 50, column: 21, scope: !104)
!109 = !DILocation(line: 50, column: 3, scope: !104)
!110 = !DILocation(line: 54, column: 35, scope: !104)
!111 = !DILocation(line: 48, column: 9, scope: !104)
!112 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !113)
!113 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !114)
!114 = distinct !DILocation(line: 58, column: 7, scope: !104)
!115 = !DILocation(line: 58, column: 18, scope: !104)
!116 = !DILocation(line: 58, column: 25, scope: !104)
!117 = !DILocation(line: 58, column: 3, scope: !104)
!118 = !DILocation(line: 58, column: 30, scope: !104)
!119 = !DILocation(line: 59, column: 1, scope: !104)
!120 = !DILocation(line: 51, column: 22, scope: !104)
!121 = !DILocation(line: 51, column: 29, scope: !104)
!122 = !DILocation(line: 51, column: 18, scope: !104)
!123 = !DILocation(line: 51, column: 5, scope: !104)
!124 = !DILocation(line: 51, column: 16, scope: !104)
!125 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !126)
!126 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !127)
!127 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !128)
!128 = distinct !DILocation(line: 52, column: 5, scope: !104)
!129 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !126)
!130 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !126)
!131 = !DILocation(line: 54, column: 14, scope: !104)
!132 = !DILocation(line: 54, column: 11, scope: !104)
!133 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !134)
!134 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !135)
!135 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !136)
!136 = distinct !DILocation(line: 55, column: 5, scope: !104)
!137 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !134)
!138 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !134)
!139 = !DILocation(line: 56, column: 9, scope: !104)
!140 = !DILocation(line: 50, column: 26, scope: !104)
!141 = distinct !{!141, !109, !142, !66}
!142 = !DILocation(line: 57, column: 3, scope: !104)
!143 = distinct !DISubprogram(name: "db_prefetch", scope: !1, file: !1, line: 65, type: !12, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!144 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !145)
!145 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !146)
!146 = distinct !DILocation(line: 68, column: 11, scope: !143)
!147 = !DILocation(line: 70, column: 14, scope: !143)
!148 = !DILocation(line: 70, column: 3, scope: !143)
!149 = !DILocation(line: 70, column: 12, scope: !143)
!150 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !151)
!151 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !152)
!152 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !153)
!153 = distinct !DILocation(line: 71, column: 3, scope: !143)
!154 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !151)
!155 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !151)
!156 = !DILocation(line: 72, column: 21, scope: !143)
!157 = !DILocation(line: 72, column: 3, scope: !143)
!158 = !DILocation(line: 76, column: 37, scope: !143)
!159 = !DILocation(line: 69, column: 9, scope: !143)
!160 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !161)
!161 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !162)
!162 = distinct !DILocation(line: 79, column: 7, scope: !143)
!163 = !DILocation(line: 79, column: 18, scope: !143)
!164 = !DILocation(line: 79, column: 25, scope: !143)
!165 = !DILocation(line: 79, column: 3, scope: !143)
!166 = !DILocation(line: 79, column: 30, scope: !143)
!167 = !DILocation(line: 80, column: 1, scope: !143)
!168 = !DILocation(line: 73, column: 11, scope: !143)
!169 = !DILocation(line: 73, column: 15, scope: !143)
!170 = !DILocation(line: 73, column: 9, scope: !143)
!171 = !DILocation(line: 74, column: 28, scope: !143)
!172 = !DILocation(line: 74, column: 26, scope: !143)
!173 = !DILocation(line: 74, column: 7, scope: !143)
!174 = !DILocation(line: 76, column: 14, scope: !143)
!175 = !DILocation(line: 76, column: 11, scope: !143)
!176 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !177)
!177 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !178)
!178 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !179)
!179 = distinct !DILocation(line: 77, column: 5, scope: !143)
!180 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !177)
!181 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !177)
!182 = distinct !{!182, !157, !183, !66}
!183 = !DILocation(line: 78, column: 3, scope: !143)
