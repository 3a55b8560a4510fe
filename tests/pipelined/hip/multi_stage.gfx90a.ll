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

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9ring_mod3PKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
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
  %37 = urem i32 %30, 3, !dbg !42
  %38 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %4, !dbg !43
  store float %36, ptr addrspace(3) %38, align 4, !dbg !44, !tbaa !34
  fence syncscope("workgroup") release, !dbg !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !54
  %39 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %7, !dbg !55
  %40 = load float, ptr addrspace(3) %39, align 4, !dbg !55, !tbaa !34
  %41 = fadd contract float %31, %40, !dbg !56
  %42 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %9, !dbg !55
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !55, !tbaa !34
  %44 = fadd contract float %41, %43, !dbg !56
  %45 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %11, !dbg !55
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !55, !tbaa !34
  %47 = fadd contract float %44, %46, !dbg !56
  %48 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %13, !dbg !55
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !55, !tbaa !34
  %50 = fadd contract float %47, %49, !dbg !56
  %51 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %15, !dbg !55
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !55, !tbaa !34
  %53 = fadd contract float %50, %52, !dbg !56
  %54 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %17, !dbg !55
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !55, !tbaa !34
  %56 = fadd contract float %53, %55, !dbg !56
  %57 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %19, !dbg !55
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !55, !tbaa !34
  %59 = fadd contract float %56, %58, !dbg !56
  %60 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S, i32 0, i32 %37, i32 %21, !dbg !55
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
define protected amdgpu_kernel void @_Z12ring_counterPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !67 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !68, !range !20
  %5 = icmp sgt i32 %2, 0, !dbg !71
  br i1 %5, label %6, label %22, !dbg !72

6:                                                ; preds = %3
  %7 = and i32 %4, 255, !dbg !73
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
  br label %29, !dbg !72

22:                                               ; preds = %29, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %62, %29 ], !dbg !74
  %24 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
  %25 = shl i32 %24, 8, !dbg !78
  %26 = add i32 %25, %4, !dbg !79
  %27 = zext i32 %26 to i64, !dbg !80
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27, !dbg !80
  store float %23, ptr addrspace(1) %28, align 4, !dbg !81, !tbaa !34
  ret void, !dbg !82

29:                                               ; preds = %6, %29
  %30 = phi i32 [ %66, %29 ], [ 0, %6 ]
  %31 = phi i32 [ %65, %29 ], [ 0, %6 ]
  %32 = phi float [ %62, %29 ], [ 0.000000e+00, %6 ]
  %33 = shl nsw i32 %30, 8, !dbg !83
  %34 = add nuw nsw i32 %33, %4, !dbg !84
  %35 = zext nneg i32 %34 to i64, !dbg !85
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35, !dbg !85
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !85, !tbaa !34
  %38 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %4, !dbg !86
  store float %37, ptr addrspace(3) %38, align 4, !dbg !87, !tbaa !34
  fence syncscope("workgroup") release, !dbg !88
  tail call void @llvm.amdgcn.s.barrier(), !dbg !92
  fence syncscope("workgroup") acquire, !dbg !93
  %39 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %7, !dbg !94
  %40 = load float, ptr addrspace(3) %39, align 4, !dbg !94, !tbaa !34
  %41 = fadd contract float %32, %40, !dbg !95
  %42 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %9, !dbg !94
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !94, !tbaa !34
  %44 = fadd contract float %41, %43, !dbg !95
  %45 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %11, !dbg !94
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !94, !tbaa !34
  %47 = fadd contract float %44, %46, !dbg !95
  %48 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %13, !dbg !94
  %49 = load float, ptr addrspace(3) %48, align 4, !dbg !94, !tbaa !34
  %50 = fadd contract float %47, %49, !dbg !95
  %51 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %15, !dbg !94
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !94, !tbaa !34
  %53 = fadd contract float %50, %52, !dbg !95
  %54 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %17, !dbg !94
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !94, !tbaa !34
  %56 = fadd contract float %53, %55, !dbg !95
  %57 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %19, !dbg !94
  %58 = load float, ptr addrspace(3) %57, align 4, !dbg !94, !tbaa !34
  %59 = fadd contract float %56, %58, !dbg !95
  %60 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S, i32 0, i32 %31, i32 %21, !dbg !94
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !94, !tbaa !34
  %62 = fadd contract float %59, %61, !dbg !95
  fence syncscope("workgroup") release, !dbg !96
  tail call void @llvm.amdgcn.s.barrier(), !dbg !100
  fence syncscope("workgroup") acquire, !dbg !101
  %63 = add nsw i32 %31, 1, !dbg !102
  %64 = icmp eq i32 %63, 3, !dbg !103
  %65 = select i1 %64, i32 0, i32 %63, !dbg !104
  %66 = add nuw nsw i32 %30, 1, !dbg !105
  %67 = icmp eq i32 %66, %2, !dbg !71
  br i1 %67, label %22, label %29, !dbg !72, !llvm.loop !106
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11ring_originPKfPfii(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !108 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !109, !range !20
  %6 = icmp sgt i32 %2, 0, !dbg !112
  br i1 %6, label %7, label %23, !dbg !113

7:                                                ; preds = %4
  %8 = and i32 %5, 255, !dbg !114
  %9 = add nuw nsw i32 %5, 32
  %10 = and i32 %9, 255
  %11 = add nuw nsw i32 %5, 64
  %12 = and i32 %11, 255
  %13 = add nuw nsw i32 %5, 96
  %14 = and i32 %13, 255
  %15 = and i32 %5, 255
  %16 = xor i32 %15, 128
  %17 = add nuw nsw i32 %5, 160
  %18 = and i32 %17, 255
  %19 = add nuw nsw i32 %5, 192
  %20 = and i32 %19, 255
  %21 = add nuw nsw i32 %5, 224
  %22 = and i32 %21, 255
  br label %30, !dbg !113

23:                                               ; preds = %30, %4
  %24 = phi float [ 0.000000e+00, %4 ], [ %64, %30 ], !dbg !115
  %25 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !116
  %26 = shl i32 %25, 8, !dbg !119
  %27 = add i32 %26, %5, !dbg !120
  %28 = zext i32 %27 to i64, !dbg !121
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !121
  store float %24, ptr addrspace(1) %29, align 4, !dbg !122, !tbaa !34
  ret void, !dbg !123

30:                                               ; preds = %7, %30
  %31 = phi float [ %64, %30 ], [ 0.000000e+00, %7 ]
  %32 = phi i32 [ %65, %30 ], [ 0, %7 ]
  %33 = add nsw i32 %32, %3, !dbg !124
  %34 = and i32 %33, 3, !dbg !125
  %35 = shl nsw i32 %32, 8, !dbg !126
  %36 = add nuw nsw i32 %35, %5, !dbg !127
  %37 = zext nneg i32 %36 to i64, !dbg !128
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37, !dbg !128
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !128, !tbaa !34
  %40 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %5, !dbg !129
  store float %39, ptr addrspace(3) %40, align 4, !dbg !130, !tbaa !34
  fence syncscope("workgroup") release, !dbg !131
  tail call void @llvm.amdgcn.s.barrier(), !dbg !135
  fence syncscope("workgroup") acquire, !dbg !136
  %41 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %8, !dbg !137
  %42 = load float, ptr addrspace(3) %41, align 4, !dbg !137, !tbaa !34
  %43 = fadd contract float %31, %42, !dbg !138
  %44 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %10, !dbg !137
  %45 = load float, ptr addrspace(3) %44, align 4, !dbg !137, !tbaa !34
  %46 = fadd contract float %43, %45, !dbg !138
  %47 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %12, !dbg !137
  %48 = load float, ptr addrspace(3) %47, align 4, !dbg !137, !tbaa !34
  %49 = fadd contract float %46, %48, !dbg !138
  %50 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %14, !dbg !137
  %51 = load float, ptr addrspace(3) %50, align 4, !dbg !137, !tbaa !34
  %52 = fadd contract float %49, %51, !dbg !138
  %53 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %16, !dbg !137
  %54 = load float, ptr addrspace(3) %53, align 4, !dbg !137, !tbaa !34
  %55 = fadd contract float %52, %54, !dbg !138
  %56 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %18, !dbg !137
  %57 = load float, ptr addrspace(3) %56, align 4, !dbg !137, !tbaa !34
  %58 = fadd contract float %55, %57, !dbg !138
  %59 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %20, !dbg !137
  %60 = load float, ptr addrspace(3) %59, align 4, !dbg !137, !tbaa !34
  %61 = fadd contract float %58, %60, !dbg !138
  %62 = getelementptr inbounds [4 x [256 x float]], ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S, i32 0, i32 %34, i32 %22, !dbg !137
  %63 = load float, ptr addrspace(3) %62, align 4, !dbg !137, !tbaa !34
  %64 = fadd contract float %61, %63, !dbg !138
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !143
  fence syncscope("workgroup") acquire, !dbg !144
  %65 = add nuw nsw i32 %32, 1, !dbg !145
  %66 = icmp eq i32 %65, %2, !dbg !112
  br i1 %66, label %23, label %30, !dbg !113, !llvm.loop !146
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z8ring_lagPKfPfi(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !148 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !149, !range !20
  %5 = zext nneg i32 %4 to i64, !dbg !152
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !152
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !152, !tbaa !34
  %8 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %4, !dbg !153
  store float %7, ptr addrspace(3) %8, align 4, !dbg !154, !tbaa !34
  %9 = icmp sgt i32 %2, 1, !dbg !155
  br i1 %9, label %10, label %15, !dbg !156

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 255
  %13 = add nuw nsw i32 %4, 7
  %14 = and i32 %13, 255
  br label %22, !dbg !156

15:                                               ; preds = %22, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %38, %22 ], !dbg !157
  %17 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !158
  %18 = shl i32 %17, 8, !dbg !161
  %19 = add i32 %18, %4, !dbg !162
  %20 = zext i32 %19 to i64, !dbg !163
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %20, !dbg !163
  store float %16, ptr addrspace(1) %21, align 4, !dbg !164, !tbaa !34
  ret void, !dbg !165

22:                                               ; preds = %10, %22
  %23 = phi i32 [ 1, %10 ], [ %39, %22 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %38, %22 ]
  %25 = shl nsw i32 %23, 8, !dbg !166
  %26 = add nuw nsw i32 %25, %4, !dbg !167
  %27 = zext nneg i32 %26 to i64, !dbg !168
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27, !dbg !168
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !168, !tbaa !34
  %30 = and i32 %23, 1, !dbg !169
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %30, i32 %4, !dbg !170
  store float %29, ptr addrspace(3) %31, align 4, !dbg !171, !tbaa !34
  fence syncscope("workgroup") release, !dbg !172
  tail call void @llvm.amdgcn.s.barrier(), !dbg !176
  fence syncscope("workgroup") acquire, !dbg !177
  %32 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %30, i32 %12, !dbg !178
  %33 = load float, ptr addrspace(3) %32, align 4, !dbg !178, !tbaa !34
  %34 = xor i32 %30, 1, !dbg !179
  %35 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S, i32 0, i32 %34, i32 %14, !dbg !180
  %36 = load float, ptr addrspace(3) %35, align 4, !dbg !180, !tbaa !34
  %37 = fadd contract float %33, %36, !dbg !181
  %38 = fadd contract float %24, %37, !dbg !182
  fence syncscope("workgroup") release, !dbg !183
  tail call void @llvm.amdgcn.s.barrier(), !dbg !187
  fence syncscope("workgroup") acquire, !dbg !188
  %39 = add nuw nsw i32 %23, 1, !dbg !189
  %40 = icmp eq i32 %39, %2, !dbg !155
  br i1 %40, label %15, label %22, !dbg !156, !llvm.loop !190
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
!1 = !DIFile(filename: "multi_stage.hip", directory: ".", checksumkind: CSK_MD5, checksum: "23aedaae639c94fa9acde7a5de58ea23")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "ring_mod3", scope: !1, file: !1, line: 9, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 12, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 14, column: 21, scope: !11)
!22 = !DILocation(line: 14, column: 3, scope: !11)
!23 = !DILocation(line: 18, column: 41, scope: !11)
!24 = !DILocation(line: 13, column: 9, scope: !11)
!25 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 21, column: 7, scope: !11)
!30 = !DILocation(line: 21, column: 18, scope: !11)
!31 = !DILocation(line: 21, column: 25, scope: !11)
!32 = !DILocation(line: 21, column: 3, scope: !11)
!33 = !DILocation(line: 21, column: 30, scope: !11)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 22, column: 1, scope: !11)
!39 = !DILocation(line: 15, column: 28, scope: !11)
!40 = !DILocation(line: 15, column: 35, scope: !11)
!41 = !DILocation(line: 15, column: 24, scope: !11)
!42 = !DILocation(line: 15, column: 9, scope: !11)
!43 = !DILocation(line: 15, column: 5, scope: !11)
!44 = !DILocation(line: 15, column: 22, scope: !11)
!45 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__work_group_barrier", scope: !47, file: !47, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!48 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__barrier", scope: !47, file: !47, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__syncthreads", scope: !47, file: !47, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 16, column: 5, scope: !11)
!53 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !48)
!54 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !48)
!55 = !DILocation(line: 18, column: 14, scope: !11)
!56 = !DILocation(line: 18, column: 11, scope: !11)
!57 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !58)
!58 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !59)
!59 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !60)
!60 = distinct !DILocation(line: 19, column: 5, scope: !11)
!61 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !58)
!62 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !58)
!63 = !DILocation(line: 14, column: 26, scope: !11)
!64 = distinct !{!64, !22, !65, !66}
!65 = !DILocation(line: 20, column: 3, scope: !11)
!66 = !{!"llvm.loop.mustprogress"}
!67 = distinct !DISubprogram(name: "ring_counter", scope: !1, file: !1, line: 25, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !69)
!69 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !70)
!70 = distinct !DILocation(line: 28, column: 11, scope: !67)
!71 = !DILocation(line: 31, column: 21, scope: !67)
!72 = !DILocation(line: 31, column: 3, scope: !67)
!73 = !DILocation(line: 35, column: 32, scope: !67)
!74 = !DILocation(line: 29, column: 9, scope: !67)
!75 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !76)
!76 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !77)
!77 = distinct !DILocation(line: 39, column: 7, scope: !67)
!78 = !DILocation(line: 39, column: 18, scope: !67)
!79 = !DILocation(line: 39, column: 25, scope: !67)
!80 = !DILocation(line: 39, column: 3, scope: !67)
!81 = !DILocation(line: 39, column: 30, scope: !67)
!82 = !DILocation(line: 40, column: 1, scope: !67)
!83 = !DILocation(line: 32, column: 19, scope: !67)
!84 = !DILocation(line: 32, column: 26, scope: !67)
!85 = !DILocation(line: 32, column: 15, scope: !67)
!86 = !DILocation(line: 32, column: 5, scope: !67)
!87 = !DILocation(line: 32, column: 13, scope: !67)
!88 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !89)
!89 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !90)
!90 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !91)
!91 = distinct !DILocation(line: 33, column: 5, scope: !67)
!92 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !89)
!93 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !89)
!94 = !DILocation(line: 35, column: 14, scope: !67)
!95 = !DILocation(line: 35, column: 11, scope: !67)
!96 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !97)
!97 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !98)
!98 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !99)
!99 = distinct !DILocation(line: 36, column: 5, scope: !67)
!100 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !97)
!101 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !97)
!102 = !DILocation(line: 37, column: 11, scope: !67)
!103 = !DILocation(line: 37, column: 15, scope: !67)
!104 = !DILocation(line: 37, column: 9, scope: !67)
!105 = !DILocation(line: 31, column: 26, scope: !67)
!106 = distinct !{!106, !72, !107, !66}
!107 = !DILocation(line: 38, column: 3, scope: !67)
!108 = distinct !DISubprogram(name: "ring_origin", scope: !1, file: !1, line: 43, type: !12, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !110)
!110 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !111)
!111 = distinct !DILocation(line: 47, column: 11, scope: !108)
!112 = !DILocation(line: 49, column: 21, scope: !108)
!113 = !DILocation(line: 49, column: 3, scope: !108)
!114 = !DILocation(line: 54, column: 35, scope: !108)
!115 = !DILocation(line: 48, column: 9, scope: !108)
!116 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !117)
!117 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !118)
!118 = distinct !DILocation(line: 57, column: 7, scope: !108)
!119 = !DILocation(line: 57, column: 18, scope: !108)
!120 = !DILocation(line: 57, column: 25, scope: !108)
!121 = !DILocation(line: 57, column: 3, scope: !108)
!122 = !DILocation(line: 57, column: 30, scope: !108)
!123 = !DILocation(line: 58, column: 1, scope: !108)
!124 = !DILocation(line: 50, column: 32, scope: !108)
!125 = !DILocation(line: 50, column: 37, scope: !108)
!126 = !DILocation(line: 51, column: 22, scope: !108)
!127 = !DILocation(line: 51, column: 29, scope: !108)
!128 = !DILocation(line: 51, column: 18, scope: !108)
!129 = !DILocation(line: 51, column: 5, scope: !108)
!130 = !DILocation(line: 51, column: 16, scope: !108)
!131 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !132)
!132 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !133)
!133 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !134)
!134 = distinct !DILocation(line: 52, column: 5, scope: !108)
!135 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !132)
!136 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !132)
!137 = !DILocation(line: 54, column: 14, scope: !108)
!138 = !DILocation(line: 54, column: 11, scope: !108)
!139 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !140)
!140 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !141)
!141 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !142)
!142 = distinct !DILocation(line: 55, column: 5, scope: !108)
!143 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !140)
!144 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !140)
!145 = !DILocation(line: 49, column: 26, scope: !108)
!146 = distinct !{!146, !113, !147, !66}
!147 = !DILocation(line: 56, column: 3, scope: !108)
!148 = distinct !DISubprogram(name: "ring_lag", scope: !1, file: !1, line: 62, type: !12, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!149 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !150)
!150 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !151)
!151 = distinct !DILocation(line: 65, column: 11, scope: !148)
!152 = !DILocation(line: 67, column: 13, scope: !148)
!153 = !DILocation(line: 67, column: 3, scope: !148)
!154 = !DILocation(line: 67, column: 11, scope: !148)
!155 = !DILocation(line: 68, column: 21, scope: !148)
!156 = !DILocation(line: 68, column: 3, scope: !148)
!157 = !DILocation(line: 0, scope: !148)
!158 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !159)
!159 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !160)
!160 = distinct !DILocation(line: 74, column: 7, scope: !148)
!161 = !DILocation(line: 74, column: 18, scope: !148)
!162 = !DILocation(line: 74, column: 25, scope: !148)
!163 = !DILocation(line: 74, column: 3, scope: !148)
!164 = !DILocation(line: 74, column: 30, scope: !148)
!165 = !DILocation(line: 75, column: 1, scope: !148)
!166 = !DILocation(line: 69, column: 23, scope: !148)
!167 = !DILocation(line: 69, column: 30, scope: !148)
!168 = !DILocation(line: 69, column: 19, scope: !148)
!169 = !DILocation(line: 69, column: 9, scope: !148)
!170 = !DILocation(line: 69, column: 5, scope: !148)
!171 = !DILocation(line: 69, column: 17, scope: !148)
!172 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !173)
!173 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !174)
!174 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !175)
!175 = distinct !DILocation(line: 70, column: 5, scope: !148)
!176 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !173)
!177 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !173)
!178 = !DILocation(line: 71, column: 12, scope: !148)
!179 = !DILocation(line: 71, column: 49, scope: !148)
!180 = !DILocation(line: 71, column: 39, scope: !148)
!181 = !DILocation(line: 71, column: 37, scope: !148)
!182 = !DILocation(line: 71, column: 9, scope: !148)
!183 = !DILocation(line: 890, column: 9, scope: !46, inlinedAt: !184)
!184 = distinct !DILocation(line: 902, column: 3, scope: !49, inlinedAt: !185)
!185 = distinct !DILocation(line: 910, column: 3, scope: !51, inlinedAt: !186)
!186 = distinct !DILocation(line: 72, column: 5, scope: !148)
!187 = !DILocation(line: 891, column: 9, scope: !46, inlinedAt: !184)
!188 = !DILocation(line: 892, column: 9, scope: !46, inlinedAt: !184)
!189 = !DILocation(line: 68, column: 26, scope: !148)
!190 = distinct !{!190, !156, !191, !66}
!191 = !DILocation(line: 73, column: 3, scope: !148)
