; ModuleID = 'multi_stage.cu'
source_filename = "multi_stage.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9ring_mod3PKfPfiE1S = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 4
@_ZZ12ring_counterPKfPfiE1S = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 4
@_ZZ11ring_originPKfPfiiE1S = internal unnamed_addr addrspace(3) global [4 x [256 x float]] undef, align 4
@_ZZ8ring_lagPKfPfiE1S = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9ring_mod3PKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !16 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %5 = icmp sgt i32 %2, 0, !dbg !23
  br i1 %5, label %6, label %31, !dbg !24

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = and i32 %4, 255, !dbg !25
  %9 = zext nneg i32 %8 to i64, !dbg !26
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 255
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i32 %4, 64
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = and i32 %4, 255
  %20 = xor i32 %19, 128
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i32 %4, 160
  %23 = and i32 %22, 255
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i32 %4, 192
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %4, 224
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  br label %38, !dbg !24

31:                                               ; preds = %38, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %72, %38 ], !dbg !27
  %33 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %34 = shl i32 %33, 8, !dbg !31
  %35 = add i32 %34, %4, !dbg !32
  %36 = zext i32 %35 to i64, !dbg !33
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !33
  store float %32, ptr %37, align 4, !dbg !34, !tbaa !35
  ret void, !dbg !39

38:                                               ; preds = %6, %38
  %39 = phi i32 [ 0, %6 ], [ %73, %38 ]
  %40 = phi float [ 0.000000e+00, %6 ], [ %72, %38 ]
  %41 = shl nsw i32 %39, 8, !dbg !40
  %42 = add nuw nsw i32 %41, %4, !dbg !41
  %43 = zext nneg i32 %42 to i64, !dbg !42
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !42
  %45 = load float, ptr %44, align 4, !dbg !42, !tbaa !35
  %46 = urem i32 %39, 3, !dbg !43
  %47 = zext nneg i32 %46 to i64, !dbg !44
  %48 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %7, !dbg !44
  store float %45, ptr %48, align 4, !dbg !45, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %49 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %9, !dbg !26
  %50 = load float, ptr %49, align 4, !dbg !26, !tbaa !35
  %51 = fadd contract float %40, %50, !dbg !47
  %52 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %12, !dbg !26
  %53 = load float, ptr %52, align 4, !dbg !26, !tbaa !35
  %54 = fadd contract float %51, %53, !dbg !47
  %55 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %15, !dbg !26
  %56 = load float, ptr %55, align 4, !dbg !26, !tbaa !35
  %57 = fadd contract float %54, %56, !dbg !47
  %58 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %18, !dbg !26
  %59 = load float, ptr %58, align 4, !dbg !26, !tbaa !35
  %60 = fadd contract float %57, %59, !dbg !47
  %61 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %21, !dbg !26
  %62 = load float, ptr %61, align 4, !dbg !26, !tbaa !35
  %63 = fadd contract float %60, %62, !dbg !47
  %64 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %24, !dbg !26
  %65 = load float, ptr %64, align 4, !dbg !26, !tbaa !35
  %66 = fadd contract float %63, %65, !dbg !47
  %67 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %27, !dbg !26
  %68 = load float, ptr %67, align 4, !dbg !26, !tbaa !35
  %69 = fadd contract float %66, %68, !dbg !47
  %70 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9ring_mod3PKfPfiE1S to ptr), i64 0, i64 %47, i64 %30, !dbg !26
  %71 = load float, ptr %70, align 4, !dbg !26, !tbaa !35
  %72 = fadd contract float %69, %71, !dbg !47
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %73 = add nuw nsw i32 %39, 1, !dbg !49
  %74 = icmp eq i32 %73, %2, !dbg !23
  br i1 %74, label %31, label %38, !dbg !24, !llvm.loop !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ring_counterPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !53 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %5 = icmp sgt i32 %2, 0, !dbg !56
  br i1 %5, label %6, label %31, !dbg !57

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = and i32 %4, 255, !dbg !58
  %9 = zext nneg i32 %8 to i64, !dbg !59
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 255
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i32 %4, 64
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = and i32 %4, 255
  %20 = xor i32 %19, 128
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i32 %4, 160
  %23 = and i32 %22, 255
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i32 %4, 192
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %4, 224
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  br label %38, !dbg !57

31:                                               ; preds = %38, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %72, %38 ], !dbg !60
  %33 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %34 = shl i32 %33, 8, !dbg !63
  %35 = add i32 %34, %4, !dbg !64
  %36 = zext i32 %35 to i64, !dbg !65
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !65
  store float %32, ptr %37, align 4, !dbg !66, !tbaa !35
  ret void, !dbg !67

38:                                               ; preds = %6, %38
  %39 = phi i32 [ 0, %6 ], [ %76, %38 ]
  %40 = phi i32 [ 0, %6 ], [ %75, %38 ]
  %41 = phi float [ 0.000000e+00, %6 ], [ %72, %38 ]
  %42 = shl nsw i32 %39, 8, !dbg !68
  %43 = add nuw nsw i32 %42, %4, !dbg !69
  %44 = zext nneg i32 %43 to i64, !dbg !70
  %45 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !70
  %46 = load float, ptr %45, align 4, !dbg !70, !tbaa !35
  %47 = sext i32 %40 to i64, !dbg !71
  %48 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %7, !dbg !71
  store float %46, ptr %48, align 4, !dbg !72, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %49 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %9, !dbg !59
  %50 = load float, ptr %49, align 4, !dbg !59, !tbaa !35
  %51 = fadd contract float %41, %50, !dbg !74
  %52 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %12, !dbg !59
  %53 = load float, ptr %52, align 4, !dbg !59, !tbaa !35
  %54 = fadd contract float %51, %53, !dbg !74
  %55 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %15, !dbg !59
  %56 = load float, ptr %55, align 4, !dbg !59, !tbaa !35
  %57 = fadd contract float %54, %56, !dbg !74
  %58 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %18, !dbg !59
  %59 = load float, ptr %58, align 4, !dbg !59, !tbaa !35
  %60 = fadd contract float %57, %59, !dbg !74
  %61 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %21, !dbg !59
  %62 = load float, ptr %61, align 4, !dbg !59, !tbaa !35
  %63 = fadd contract float %60, %62, !dbg !74
  %64 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %24, !dbg !59
  %65 = load float, ptr %64, align 4, !dbg !59, !tbaa !35
  %66 = fadd contract float %63, %65, !dbg !74
  %67 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %27, !dbg !59
  %68 = load float, ptr %67, align 4, !dbg !59, !tbaa !35
  %69 = fadd contract float %66, %68, !dbg !74
  %70 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ring_counterPKfPfiE1S to ptr), i64 0, i64 %47, i64 %30, !dbg !59
  %71 = load float, ptr %70, align 4, !dbg !59, !tbaa !35
  %72 = fadd contract float %69, %71, !dbg !74
  tail call void @llvm.nvvm.barrier0(), !dbg !75
  %73 = add nsw i32 %40, 1, !dbg !76
  %74 = icmp eq i32 %73, 3, !dbg !77
  %75 = select i1 %74, i32 0, i32 %73, !dbg !78
  %76 = add nuw nsw i32 %39, 1, !dbg !79
  %77 = icmp eq i32 %76, %2, !dbg !56
  br i1 %77, label %31, label %38, !dbg !57, !llvm.loop !80
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11ring_originPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !82 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %6 = icmp sgt i32 %2, 0, !dbg !85
  br i1 %6, label %7, label %32, !dbg !86

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = and i32 %5, 255, !dbg !87
  %10 = zext nneg i32 %9 to i64, !dbg !88
  %11 = add nuw nsw i32 %5, 32
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = add nuw nsw i32 %5, 64
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %5, 96
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  %20 = and i32 %5, 255
  %21 = xor i32 %20, 128
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i32 %5, 160
  %24 = and i32 %23, 255
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i32 %5, 192
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = add nuw nsw i32 %5, 224
  %30 = and i32 %29, 255
  %31 = zext nneg i32 %30 to i64
  br label %39, !dbg !86

32:                                               ; preds = %39, %4
  %33 = phi float [ 0.000000e+00, %4 ], [ %74, %39 ], !dbg !89
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %35 = shl i32 %34, 8, !dbg !92
  %36 = add i32 %35, %5, !dbg !93
  %37 = zext i32 %36 to i64, !dbg !94
  %38 = getelementptr inbounds float, ptr %1, i64 %37, !dbg !94
  store float %33, ptr %38, align 4, !dbg !95, !tbaa !35
  ret void, !dbg !96

39:                                               ; preds = %7, %39
  %40 = phi float [ 0.000000e+00, %7 ], [ %74, %39 ]
  %41 = phi i32 [ 0, %7 ], [ %75, %39 ]
  %42 = add nsw i32 %41, %3, !dbg !97
  %43 = and i32 %42, 3, !dbg !98
  %44 = shl nsw i32 %41, 8, !dbg !99
  %45 = add nuw nsw i32 %44, %5, !dbg !100
  %46 = zext nneg i32 %45 to i64, !dbg !101
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !101
  %48 = load float, ptr %47, align 4, !dbg !101, !tbaa !35
  %49 = zext nneg i32 %43 to i64, !dbg !102
  %50 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %8, !dbg !102
  store float %48, ptr %50, align 4, !dbg !103, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !104
  %51 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %10, !dbg !88
  %52 = load float, ptr %51, align 4, !dbg !88, !tbaa !35
  %53 = fadd contract float %40, %52, !dbg !105
  %54 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %13, !dbg !88
  %55 = load float, ptr %54, align 4, !dbg !88, !tbaa !35
  %56 = fadd contract float %53, %55, !dbg !105
  %57 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %16, !dbg !88
  %58 = load float, ptr %57, align 4, !dbg !88, !tbaa !35
  %59 = fadd contract float %56, %58, !dbg !105
  %60 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %19, !dbg !88
  %61 = load float, ptr %60, align 4, !dbg !88, !tbaa !35
  %62 = fadd contract float %59, %61, !dbg !105
  %63 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %22, !dbg !88
  %64 = load float, ptr %63, align 4, !dbg !88, !tbaa !35
  %65 = fadd contract float %62, %64, !dbg !105
  %66 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %25, !dbg !88
  %67 = load float, ptr %66, align 4, !dbg !88, !tbaa !35
  %68 = fadd contract float %65, %67, !dbg !105
  %69 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %28, !dbg !88
  %70 = load float, ptr %69, align 4, !dbg !88, !tbaa !35
  %71 = fadd contract float %68, %70, !dbg !105
  %72 = getelementptr inbounds [4 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_originPKfPfiiE1S to ptr), i64 0, i64 %49, i64 %31, !dbg !88
  %73 = load float, ptr %72, align 4, !dbg !88, !tbaa !35
  %74 = fadd contract float %71, %73, !dbg !105
  tail call void @llvm.nvvm.barrier0(), !dbg !106
  %75 = add nuw nsw i32 %41, 1, !dbg !107
  %76 = icmp eq i32 %75, %2, !dbg !85
  br i1 %76, label %32, label %39, !dbg !86, !llvm.loop !108
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8ring_lagPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !110 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !111
  %5 = zext nneg i32 %4 to i64, !dbg !113
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !113
  %7 = load float, ptr %6, align 4, !dbg !113, !tbaa !35
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S to ptr), i64 0, i64 %5, !dbg !114
  store float %7, ptr %8, align 4, !dbg !115, !tbaa !35
  %9 = icmp sgt i32 %2, 1, !dbg !116
  br i1 %9, label %10, label %17, !dbg !117

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = add nuw nsw i32 %4, 7
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  br label %24, !dbg !117

17:                                               ; preds = %24, %3
  %18 = phi float [ 0.000000e+00, %3 ], [ %42, %24 ], !dbg !118
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !119
  %20 = shl i32 %19, 8, !dbg !121
  %21 = add i32 %20, %4, !dbg !122
  %22 = zext i32 %21 to i64, !dbg !123
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !123
  store float %18, ptr %23, align 4, !dbg !124, !tbaa !35
  ret void, !dbg !125

24:                                               ; preds = %10, %24
  %25 = phi i32 [ 1, %10 ], [ %43, %24 ]
  %26 = phi float [ 0.000000e+00, %10 ], [ %42, %24 ]
  %27 = shl nsw i32 %25, 8, !dbg !126
  %28 = add nuw nsw i32 %27, %4, !dbg !127
  %29 = zext nneg i32 %28 to i64, !dbg !128
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !128
  %31 = load float, ptr %30, align 4, !dbg !128, !tbaa !35
  %32 = and i32 %25, 1, !dbg !129
  %33 = zext nneg i32 %32 to i64, !dbg !130
  %34 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S to ptr), i64 0, i64 %33, i64 %5, !dbg !130
  store float %31, ptr %34, align 4, !dbg !131, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !132
  %35 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S to ptr), i64 0, i64 %33, i64 %13, !dbg !133
  %36 = load float, ptr %35, align 4, !dbg !133, !tbaa !35
  %37 = xor i32 %32, 1, !dbg !134
  %38 = zext nneg i32 %37 to i64, !dbg !135
  %39 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8ring_lagPKfPfiE1S to ptr), i64 0, i64 %38, i64 %16, !dbg !135
  %40 = load float, ptr %39, align 4, !dbg !135, !tbaa !35
  %41 = fadd contract float %36, %40, !dbg !136
  %42 = fadd contract float %26, %41, !dbg !137
  tail call void @llvm.nvvm.barrier0(), !dbg !138
  %43 = add nuw nsw i32 %25, 1, !dbg !139
  %44 = icmp eq i32 %43, %2, !dbg !116
  br i1 %44, label %17, label %24, !dbg !117, !llvm.loop !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "multi_stage.cu", directory: ".")
!2 = !{ptr @_Z9ring_mod3PKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z9ring_mod3PKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z12ring_counterPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z12ring_counterPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z11ring_originPKfPfii, !"kernel", i32 1}
!7 = !{ptr @_Z11ring_originPKfPfii, !"maxntidx", i32 256}
!8 = !{ptr @_Z8ring_lagPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z8ring_lagPKfPfi, !"maxntidx", i32 256}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "ring_mod3", scope: !1, file: !1, line: 9, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!22 = distinct !DILocation(line: 12, column: 11, scope: !16)
!23 = !DILocation(line: 14, column: 21, scope: !16)
!24 = !DILocation(line: 14, column: 3, scope: !16)
!25 = !DILocation(line: 18, column: 41, scope: !16)
!26 = !DILocation(line: 18, column: 14, scope: !16)
!27 = !DILocation(line: 13, column: 9, scope: !16)
!28 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 59, type: !17, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 21, column: 7, scope: !16)
!31 = !DILocation(line: 21, column: 18, scope: !16)
!32 = !DILocation(line: 21, column: 25, scope: !16)
!33 = !DILocation(line: 21, column: 3, scope: !16)
!34 = !DILocation(line: 21, column: 30, scope: !16)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 22, column: 1, scope: !16)
!40 = !DILocation(line: 15, column: 28, scope: !16)
!41 = !DILocation(line: 15, column: 35, scope: !16)
!42 = !DILocation(line: 15, column: 24, scope: !16)
!43 = !DILocation(line: 15, column: 9, scope: !16)
!44 = !DILocation(line: 15, column: 5, scope: !16)
!45 = !DILocation(line: 15, column: 22, scope: !16)
!46 = !DILocation(line: 16, column: 5, scope: !16)
!47 = !DILocation(line: 18, column: 11, scope: !16)
!48 = !DILocation(line: 19, column: 5, scope: !16)
!49 = !DILocation(line: 14, column: 26, scope: !16)
!50 = distinct !{!50, !24, !51, !52}
!51 = !DILocation(line: 20, column: 3, scope: !16)
!52 = !{!"llvm.loop.mustprogress"}
!53 = distinct !DISubprogram(name: "ring_counter", scope: !1, file: !1, line: 25, type: !17, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !55)
!55 = distinct !DILocation(line: 28, column: 11, scope: !53)
!56 = !DILocation(line: 31, column: 21, scope: !53)
!57 = !DILocation(line: 31, column: 3, scope: !53)
!58 = !DILocation(line: 35, column: 32, scope: !53)
!59 = !DILocation(line: 35, column: 14, scope: !53)
!60 = !DILocation(line: 29, column: 9, scope: !53)
!61 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !62)
!62 = distinct !DILocation(line: 39, column: 7, scope: !53)
!63 = !DILocation(line: 39, column: 18, scope: !53)
!64 = !DILocation(line: 39, column: 25, scope: !53)
!65 = !DILocation(line: 39, column: 3, scope: !53)
!66 = !DILocation(line: 39, column: 30, scope: !53)
!67 = !DILocation(line: 40, column: 1, scope: !53)
!68 = !DILocation(line: 32, column: 19, scope: !53)
!69 = !DILocation(line: 32, column: 26, scope: !53)
!70 = !DILocation(line: 32, column: 15, scope: !53)
!71 = !DILocation(line: 32, column: 5, scope: !53)
!72 = !DILocation(line: 32, column: 13, scope: !53)
!73 = !DILocation(line: 33, column: 5, scope: !53)
!74 = !DILocation(line: 35, column: 11, scope: !53)
!75 = !DILocation(line: 36, column: 5, scope: !53)
!76 = !DILocation(line: 37, column: 11, scope: !53)
!77 = !DILocation(line: 37, column: 15, scope: !53)
!78 = !DILocation(line: 37, column: 9, scope: !53)
!79 = !DILocation(line: 31, column: 26, scope: !53)
!80 = distinct !{!80, !57, !81, !52}
!81 = !DILocation(line: 38, column: 3, scope: !53)
!82 = distinct !DISubprogram(name: "ring_origin", scope: !1, file: !1, line: 43, type: !17, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !84)
!84 = distinct !DILocation(line: 47, column: 11, scope: !82)
!85 = !DILocation(line: 49, column: 21, scope: !82)
!86 = !DILocation(line: 49, column: 3, scope: !82)
!87 = !DILocation(line: 54, column: 35, scope: !82)
!88 = !DILocation(line: 54, column: 14, scope: !82)
!89 = !DILocation(line: 48, column: 9, scope: !82)
!90 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !91)
!91 = distinct !DILocation(line: 57, column: 7, scope: !82)
!92 = !DILocation(line: 57, column: 18, scope: !82)
!93 = !DILocation(line: 57, column: 25, scope: !82)
!94 = !DILocation(line: 57, column: 3, scope: !82)
!95 = !DILocation(line: 57, column: 30, scope: !82)
!96 = !DILocation(line: 58, column: 1, scope: !82)
!97 = !DILocation(line: 50, column: 32, scope: !82)
!98 = !DILocation(line: 50, column: 37, scope: !82)
!99 = !DILocation(line: 51, column: 22, scope: !82)
!100 = !DILocation(line: 51, column: 29, scope: !82)
!101 = !DILocation(line: 51, column: 18, scope: !82)
!102 = !DILocation(line: 51, column: 5, scope: !82)
!103 = !DILocation(line: 51, column: 16, scope: !82)
!104 = !DILocation(line: 52, column: 5, scope: !82)
!105 = !DILocation(line: 54, column: 11, scope: !82)
!106 = !DILocation(line: 55, column: 5, scope: !82)
!107 = !DILocation(line: 49, column: 26, scope: !82)
!108 = distinct !{!108, !86, !109, !52}
!109 = !DILocation(line: 56, column: 3, scope: !82)
!110 = distinct !DISubprogram(name: "ring_lag", scope: !1, file: !1, line: 62, type: !17, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !112)
!112 = distinct !DILocation(line: 65, column: 11, scope: !110)
!113 = !DILocation(line: 67, column: 13, scope: !110)
!114 = !DILocation(line: 67, column: 3, scope: !110)
!115 = !DILocation(line: 67, column: 11, scope: !110)
!116 = !DILocation(line: 68, column: 21, scope: !110)
!117 = !DILocation(line: 68, column: 3, scope: !110)
!118 = !DILocation(line: 0, scope: !110)
!119 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !120)
!120 = distinct !DILocation(line: 74, column: 7, scope: !110)
!121 = !DILocation(line: 74, column: 18, scope: !110)
!122 = !DILocation(line: 74, column: 25, scope: !110)
!123 = !DILocation(line: 74, column: 3, scope: !110)
!124 = !DILocation(line: 74, column: 30, scope: !110)
!125 = !DILocation(line: 75, column: 1, scope: !110)
!126 = !DILocation(line: 69, column: 23, scope: !110)
!127 = !DILocation(line: 69, column: 30, scope: !110)
!128 = !DILocation(line: 69, column: 19, scope: !110)
!129 = !DILocation(line: 69, column: 9, scope: !110)
!130 = !DILocation(line: 69, column: 5, scope: !110)
!131 = !DILocation(line: 69, column: 17, scope: !110)
!132 = !DILocation(line: 70, column: 5, scope: !110)
!133 = !DILocation(line: 71, column: 12, scope: !110)
!134 = !DILocation(line: 71, column: 49, scope: !110)
!135 = !DILocation(line: 71, column: 39, scope: !110)
!136 = !DILocation(line: 71, column: 37, scope: !110)
!137 = !DILocation(line: 71, column: 9, scope: !110)
!138 = !DILocation(line: 72, column: 5, scope: !110)
!139 = !DILocation(line: 68, column: 26, scope: !110)
!140 = distinct !{!140, !117, !141, !52}
!141 = !DILocation(line: 73, column: 3, scope: !110)
