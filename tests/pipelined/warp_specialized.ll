; ModuleID = 'warp_specialized.cu'
source_filename = "warp_specialized.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13ws_full_emptyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12ws_full_onlyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12ws_two_stagePKfPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 4
@_ZZ23ws_two_stage_one_bufferPKfPfiE3buf = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13ws_full_emptyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !16 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %5 = icmp ult i32 %4, 128, !dbg !23
  %6 = icmp sgt i32 %2, 0, !dbg !24
  br i1 %6, label %7, label %36, !dbg !25

7:                                                ; preds = %3
  %8 = add nsw i32 %4, -128
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13ws_full_emptyPKfPfiE3buf to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13ws_full_emptyPKfPfiE3buf to ptr), i64 0, i64 %13
  %15 = add nuw nsw i32 %4, 37
  %16 = and i32 %15, 127
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13ws_full_emptyPKfPfiE3buf to ptr), i64 0, i64 %17
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13ws_full_emptyPKfPfiE3buf to ptr), i64 0, i64 %19
  br i1 %5, label %30, label %21, !dbg !26

21:                                               ; preds = %7
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !27, !srcloc !30
  %22 = load float, ptr %10, align 4, !dbg !31, !tbaa !32
  %23 = load float, ptr %14, align 4, !dbg !36, !tbaa !32
  %24 = fadd contract float %22, %23, !dbg !37
  %25 = load float, ptr %18, align 4, !dbg !38, !tbaa !32
  %26 = fadd contract float %24, %25, !dbg !39
  %27 = fadd contract float %26, 0.000000e+00, !dbg !40
  %28 = icmp eq i32 %2, 1, !dbg !41
  br i1 %28, label %33, label %29, !dbg !42

29:                                               ; preds = %21
  tail call void asm sideeffect "bar.arrive 2, 256;\0A", "~{memory}"() #3, !dbg !43, !srcloc !46
  br label %33, !dbg !47

30:                                               ; preds = %7
  %31 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !48
  %32 = load float, ptr %31, align 4, !dbg !48, !tbaa !32
  store float %32, ptr %20, align 4, !dbg !49, !tbaa !32
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !50, !srcloc !53
  br label %33, !dbg !54

33:                                               ; preds = %30, %29, %21
  %34 = phi float [ 0.000000e+00, %30 ], [ %27, %29 ], [ %27, %21 ], !dbg !55
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %35 = icmp eq i32 %2, 1, !dbg !24
  br i1 %35, label %36, label %38, !dbg !25

36:                                               ; preds = %58, %33, %3
  %37 = phi float [ 0.000000e+00, %3 ], [ %34, %33 ], [ %60, %58 ], !dbg !57
  br i1 %5, label %69, label %62, !dbg !58

38:                                               ; preds = %33, %58
  %39 = phi float [ %60, %58 ], [ %34, %33 ]
  %40 = phi i32 [ %59, %58 ], [ 1, %33 ]
  br i1 %5, label %41, label %48, !dbg !26

41:                                               ; preds = %38
  tail call void asm sideeffect "bar.sync 2, 256;\0A", "~{memory}"() #3, !dbg !59, !srcloc !62
  %42 = shl nsw i32 %40, 7, !dbg !63
  %43 = or disjoint i32 %42, %4, !dbg !64
  %44 = zext nneg i32 %43 to i64, !dbg !48
  %45 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !48
  %46 = load float, ptr %45, align 4, !dbg !48, !tbaa !32
  store float %46, ptr %20, align 4, !dbg !49, !tbaa !32
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !50, !srcloc !53
  %47 = add nuw nsw i32 %40, 1, !dbg !65
  br label %58, !dbg !54

48:                                               ; preds = %38
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !27, !srcloc !30
  %49 = load float, ptr %10, align 4, !dbg !31, !tbaa !32
  %50 = load float, ptr %14, align 4, !dbg !36, !tbaa !32
  %51 = fadd contract float %49, %50, !dbg !37
  %52 = load float, ptr %18, align 4, !dbg !38, !tbaa !32
  %53 = fadd contract float %51, %52, !dbg !39
  %54 = fadd contract float %39, %53, !dbg !40
  %55 = add nuw nsw i32 %40, 1, !dbg !66
  %56 = icmp slt i32 %55, %2, !dbg !41
  br i1 %56, label %57, label %58, !dbg !42

57:                                               ; preds = %48
  tail call void asm sideeffect "bar.arrive 2, 256;\0A", "~{memory}"() #3, !dbg !43, !srcloc !46
  br label %58, !dbg !47

58:                                               ; preds = %48, %57, %41
  %59 = phi i32 [ %55, %48 ], [ %55, %57 ], [ %47, %41 ], !dbg !65
  %60 = phi float [ %54, %48 ], [ %54, %57 ], [ %39, %41 ], !dbg !55
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %61 = icmp eq i32 %59, %2, !dbg !24
  br i1 %61, label %36, label %38, !dbg !25, !llvm.loop !67

62:                                               ; preds = %36
  %63 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = shl i32 %63, 7
  %65 = add nsw i32 %4, -128
  %66 = add i32 %65, %64
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  store float %37, ptr %68, align 4, !dbg !71, !tbaa !32
  br label %69, !dbg !72

69:                                               ; preds = %62, %36
  ret void, !dbg !73
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ws_full_onlyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !74 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %5 = icmp ult i32 %4, 128, !dbg !77
  %6 = icmp sgt i32 %2, 0, !dbg !78
  br i1 %6, label %7, label %21, !dbg !79

7:                                                ; preds = %3
  %8 = add nsw i32 %4, -128
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %13
  %15 = add nuw nsw i32 %4, 37
  %16 = and i32 %15, 127
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %17
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %19
  br label %23, !dbg !79

21:                                               ; preds = %39, %3
  %22 = phi float [ 0.000000e+00, %3 ], [ %40, %39 ], !dbg !80
  br i1 %5, label %50, label %43, !dbg !81

23:                                               ; preds = %7, %39
  %24 = phi float [ 0.000000e+00, %7 ], [ %40, %39 ]
  %25 = phi i32 [ 0, %7 ], [ %41, %39 ]
  br i1 %5, label %26, label %32, !dbg !82

26:                                               ; preds = %23
  %27 = shl nsw i32 %25, 7, !dbg !83
  %28 = or disjoint i32 %27, %4, !dbg !84
  %29 = zext nneg i32 %28 to i64, !dbg !85
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !85
  %31 = load float, ptr %30, align 4, !dbg !85, !tbaa !32
  store float %31, ptr %20, align 4, !dbg !86, !tbaa !32
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !87, !srcloc !53
  br label %39, !dbg !89

32:                                               ; preds = %23
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !90, !srcloc !30
  %33 = load float, ptr %10, align 4, !dbg !92, !tbaa !32
  %34 = load float, ptr %14, align 4, !dbg !93, !tbaa !32
  %35 = fadd contract float %33, %34, !dbg !94
  %36 = load float, ptr %18, align 4, !dbg !95, !tbaa !32
  %37 = fadd contract float %35, %36, !dbg !96
  %38 = fadd contract float %24, %37, !dbg !97
  br label %39

39:                                               ; preds = %32, %26
  %40 = phi float [ %24, %26 ], [ %38, %32 ], !dbg !98
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %41 = add nuw nsw i32 %25, 1, !dbg !100
  %42 = icmp eq i32 %41, %2, !dbg !78
  br i1 %42, label %21, label %23, !dbg !79, !llvm.loop !101

43:                                               ; preds = %21
  %44 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = shl i32 %44, 7
  %46 = add nsw i32 %4, -128
  %47 = add i32 %46, %45
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  store float %22, ptr %49, align 4, !dbg !103, !tbaa !32
  br label %50, !dbg !104

50:                                               ; preds = %43, %21
  ret void, !dbg !105
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ws_two_stagePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !106 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !107
  %5 = icmp ult i32 %4, 128, !dbg !109
  %6 = icmp sgt i32 %2, 0, !dbg !110
  br i1 %6, label %7, label %58, !dbg !111

7:                                                ; preds = %3
  %8 = add nsw i32 %4, -128
  %9 = zext nneg i32 %8 to i64
  %10 = add nuw nsw i32 %4, 1
  %11 = and i32 %10, 127
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i32 %4, 37
  %14 = and i32 %13, 127
  %15 = zext nneg i32 %14 to i64
  %16 = zext nneg i32 %4 to i64
  br i1 %5, label %29, label %17, !dbg !112

17:                                               ; preds = %7
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !113, !srcloc !116
  %18 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %9, !dbg !117
  %19 = load float, ptr %18, align 4, !dbg !117, !tbaa !32
  %20 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %12, !dbg !118
  %21 = load float, ptr %20, align 4, !dbg !118, !tbaa !32
  %22 = fadd contract float %19, %21, !dbg !119
  %23 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %15, !dbg !120
  %24 = load float, ptr %23, align 4, !dbg !120, !tbaa !32
  %25 = fadd contract float %22, %24, !dbg !121
  %26 = fadd contract float %25, 0.000000e+00, !dbg !122
  %27 = icmp ugt i32 %2, 2, !dbg !123
  br i1 %27, label %28, label %33, !dbg !124

28:                                               ; preds = %17
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 3, i32 256) #3, !dbg !125, !srcloc !128
  br label %33, !dbg !129

29:                                               ; preds = %7
  %30 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !130
  %31 = load float, ptr %30, align 4, !dbg !130, !tbaa !32
  %32 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %16, !dbg !131
  store float %31, ptr %32, align 4, !dbg !132, !tbaa !32
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !133, !srcloc !128
  br label %33, !dbg !135

33:                                               ; preds = %29, %28, %17
  %34 = phi float [ 0.000000e+00, %29 ], [ %26, %28 ], [ %26, %17 ], !dbg !136
  tail call void @llvm.nvvm.barrier0(), !dbg !137
  %35 = icmp eq i32 %2, 1, !dbg !110
  br i1 %35, label %58, label %36, !dbg !111

36:                                               ; preds = %33
  br i1 %5, label %49, label %37, !dbg !112

37:                                               ; preds = %36
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !113, !srcloc !116
  %38 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %9, !dbg !117
  %39 = load float, ptr %38, align 4, !dbg !117, !tbaa !32
  %40 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %12, !dbg !118
  %41 = load float, ptr %40, align 4, !dbg !118, !tbaa !32
  %42 = fadd contract float %39, %41, !dbg !119
  %43 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %15, !dbg !120
  %44 = load float, ptr %43, align 4, !dbg !120, !tbaa !32
  %45 = fadd contract float %42, %44, !dbg !121
  %46 = fadd contract float %34, %45, !dbg !122
  %47 = icmp ugt i32 %2, 3, !dbg !123
  br i1 %47, label %48, label %55, !dbg !124

48:                                               ; preds = %37
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 4, i32 256) #3, !dbg !125, !srcloc !128
  br label %55, !dbg !129

49:                                               ; preds = %36
  %50 = or disjoint i32 %4, 128, !dbg !138
  %51 = zext nneg i32 %50 to i64, !dbg !130
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !130
  %53 = load float, ptr %52, align 4, !dbg !130, !tbaa !32
  %54 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %16, !dbg !131
  store float %53, ptr %54, align 4, !dbg !132, !tbaa !32
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !133, !srcloc !128
  br label %55, !dbg !135

55:                                               ; preds = %49, %48, %37
  %56 = phi float [ %34, %49 ], [ %46, %48 ], [ %46, %37 ], !dbg !136
  tail call void @llvm.nvvm.barrier0(), !dbg !137
  %57 = icmp eq i32 %2, 2, !dbg !110
  br i1 %57, label %58, label %60, !dbg !111

58:                                               ; preds = %90, %33, %55, %3
  %59 = phi float [ 0.000000e+00, %3 ], [ %34, %33 ], [ %56, %55 ], [ %91, %90 ], !dbg !139
  br i1 %5, label %101, label %94, !dbg !140

60:                                               ; preds = %55, %90
  %61 = phi float [ %91, %90 ], [ %56, %55 ]
  %62 = phi i32 [ %92, %90 ], [ 2, %55 ]
  %63 = and i32 %62, 1, !dbg !141
  br i1 %5, label %64, label %74, !dbg !112

64:                                               ; preds = %60
  %65 = add nuw nsw i32 %63, 3
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %65, i32 256) #3, !dbg !142, !srcloc !116
  %66 = shl nsw i32 %62, 7, !dbg !144
  %67 = or disjoint i32 %66, %4, !dbg !138
  %68 = zext nneg i32 %67 to i64, !dbg !130
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !130
  %70 = load float, ptr %69, align 4, !dbg !130, !tbaa !32
  %71 = zext nneg i32 %63 to i64, !dbg !131
  %72 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %71, i64 %16, !dbg !131
  store float %70, ptr %72, align 4, !dbg !132, !tbaa !32
  %73 = add nuw nsw i32 %63, 1, !dbg !145
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %73, i32 256) #3, !dbg !133, !srcloc !128
  br label %90, !dbg !135

74:                                               ; preds = %60
  %75 = add nuw nsw i32 %63, 1, !dbg !146
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %75, i32 256) #3, !dbg !113, !srcloc !116
  %76 = zext nneg i32 %63 to i64, !dbg !117
  %77 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %9, !dbg !117
  %78 = load float, ptr %77, align 4, !dbg !117, !tbaa !32
  %79 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %12, !dbg !118
  %80 = load float, ptr %79, align 4, !dbg !118, !tbaa !32
  %81 = fadd contract float %78, %80, !dbg !119
  %82 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %15, !dbg !120
  %83 = load float, ptr %82, align 4, !dbg !120, !tbaa !32
  %84 = fadd contract float %81, %83, !dbg !121
  %85 = fadd contract float %61, %84, !dbg !122
  %86 = add nuw nsw i32 %62, 2, !dbg !147
  %87 = icmp slt i32 %86, %2, !dbg !123
  br i1 %87, label %88, label %90, !dbg !124

88:                                               ; preds = %74
  %89 = add nuw nsw i32 %63, 3
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %89, i32 256) #3, !dbg !125, !srcloc !128
  br label %90, !dbg !129

90:                                               ; preds = %74, %88, %64
  %91 = phi float [ %61, %64 ], [ %85, %88 ], [ %85, %74 ], !dbg !136
  tail call void @llvm.nvvm.barrier0(), !dbg !137
  %92 = add nuw nsw i32 %62, 1, !dbg !148
  %93 = icmp eq i32 %92, %2, !dbg !110
  br i1 %93, label %58, label %60, !dbg !111, !llvm.loop !149

94:                                               ; preds = %58
  %95 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %96 = shl i32 %95, 7
  %97 = add nsw i32 %4, -128
  %98 = add i32 %97, %96
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %1, i64 %99
  store float %59, ptr %100, align 4, !dbg !152, !tbaa !32
  br label %101, !dbg !153

101:                                              ; preds = %94, %58
  ret void, !dbg !154
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z23ws_two_stage_one_bufferPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !155 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !156
  %5 = icmp ult i32 %4, 128, !dbg !158
  %6 = icmp sgt i32 %2, 0, !dbg !159
  br i1 %6, label %7, label %54, !dbg !160

7:                                                ; preds = %3
  %8 = add nsw i32 %4, -128
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23ws_two_stage_one_bufferPKfPfiE3buf to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 127
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23ws_two_stage_one_bufferPKfPfiE3buf to ptr), i64 0, i64 %13
  %15 = add nuw nsw i32 %4, 37
  %16 = and i32 %15, 127
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23ws_two_stage_one_bufferPKfPfiE3buf to ptr), i64 0, i64 %17
  %19 = zext nneg i32 %4 to i64
  %20 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23ws_two_stage_one_bufferPKfPfiE3buf to ptr), i64 0, i64 %19
  br i1 %5, label %30, label %21, !dbg !161

21:                                               ; preds = %7
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !162, !srcloc !116
  %22 = load float, ptr %10, align 4, !dbg !164, !tbaa !32
  %23 = load float, ptr %14, align 4, !dbg !165, !tbaa !32
  %24 = fadd contract float %22, %23, !dbg !166
  %25 = load float, ptr %18, align 4, !dbg !167, !tbaa !32
  %26 = fadd contract float %24, %25, !dbg !168
  %27 = fadd contract float %26, 0.000000e+00, !dbg !169
  %28 = icmp ugt i32 %2, 2, !dbg !170
  br i1 %28, label %29, label %33, !dbg !171

29:                                               ; preds = %21
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 3, i32 256) #3, !dbg !172, !srcloc !128
  br label %33, !dbg !174

30:                                               ; preds = %7
  %31 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !175
  %32 = load float, ptr %31, align 4, !dbg !175, !tbaa !32
  store float %32, ptr %20, align 4, !dbg !176, !tbaa !32
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !177, !srcloc !128
  br label %33, !dbg !179

33:                                               ; preds = %30, %29, %21
  %34 = phi float [ 0.000000e+00, %30 ], [ %27, %29 ], [ %27, %21 ], !dbg !180
  tail call void @llvm.nvvm.barrier0(), !dbg !181
  %35 = icmp eq i32 %2, 1, !dbg !159
  br i1 %35, label %54, label %36, !dbg !160

36:                                               ; preds = %33
  br i1 %5, label %46, label %37, !dbg !161

37:                                               ; preds = %36
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !162, !srcloc !116
  %38 = load float, ptr %10, align 4, !dbg !164, !tbaa !32
  %39 = load float, ptr %14, align 4, !dbg !165, !tbaa !32
  %40 = fadd contract float %38, %39, !dbg !166
  %41 = load float, ptr %18, align 4, !dbg !167, !tbaa !32
  %42 = fadd contract float %40, %41, !dbg !168
  %43 = fadd contract float %34, %42, !dbg !169
  %44 = icmp ugt i32 %2, 3, !dbg !170
  br i1 %44, label %45, label %51, !dbg !171

45:                                               ; preds = %37
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 4, i32 256) #3, !dbg !172, !srcloc !128
  br label %51, !dbg !174

46:                                               ; preds = %36
  %47 = or disjoint i32 %4, 128, !dbg !182
  %48 = zext nneg i32 %47 to i64, !dbg !175
  %49 = getelementptr inbounds float, ptr %0, i64 %48, !dbg !175
  %50 = load float, ptr %49, align 4, !dbg !175, !tbaa !32
  store float %50, ptr %20, align 4, !dbg !176, !tbaa !32
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !177, !srcloc !128
  br label %51, !dbg !179

51:                                               ; preds = %46, %45, %37
  %52 = phi float [ %34, %46 ], [ %43, %45 ], [ %43, %37 ], !dbg !180
  tail call void @llvm.nvvm.barrier0(), !dbg !181
  %53 = icmp eq i32 %2, 2, !dbg !159
  br i1 %53, label %54, label %56, !dbg !160

54:                                               ; preds = %80, %33, %51, %3
  %55 = phi float [ 0.000000e+00, %3 ], [ %34, %33 ], [ %52, %51 ], [ %81, %80 ], !dbg !183
  br i1 %5, label %91, label %84, !dbg !184

56:                                               ; preds = %51, %80
  %57 = phi float [ %81, %80 ], [ %52, %51 ]
  %58 = phi i32 [ %82, %80 ], [ 2, %51 ]
  %59 = and i32 %58, 1, !dbg !185
  br i1 %5, label %60, label %68, !dbg !161

60:                                               ; preds = %56
  %61 = add nuw nsw i32 %59, 3
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %61, i32 256) #3, !dbg !186, !srcloc !116
  %62 = shl nsw i32 %58, 7, !dbg !188
  %63 = or disjoint i32 %62, %4, !dbg !182
  %64 = zext nneg i32 %63 to i64, !dbg !175
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !175
  %66 = load float, ptr %65, align 4, !dbg !175, !tbaa !32
  store float %66, ptr %20, align 4, !dbg !176, !tbaa !32
  %67 = add nuw nsw i32 %59, 1, !dbg !189
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %67, i32 256) #3, !dbg !177, !srcloc !128
  br label %80, !dbg !179

68:                                               ; preds = %56
  %69 = add nuw nsw i32 %59, 1, !dbg !190
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %69, i32 256) #3, !dbg !162, !srcloc !116
  %70 = load float, ptr %10, align 4, !dbg !164, !tbaa !32
  %71 = load float, ptr %14, align 4, !dbg !165, !tbaa !32
  %72 = fadd contract float %70, %71, !dbg !166
  %73 = load float, ptr %18, align 4, !dbg !167, !tbaa !32
  %74 = fadd contract float %72, %73, !dbg !168
  %75 = fadd contract float %57, %74, !dbg !169
  %76 = add nuw nsw i32 %58, 2, !dbg !191
  %77 = icmp slt i32 %76, %2, !dbg !170
  br i1 %77, label %78, label %80, !dbg !171

78:                                               ; preds = %68
  %79 = add nuw nsw i32 %59, 3
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %79, i32 256) #3, !dbg !172, !srcloc !128
  br label %80, !dbg !174

80:                                               ; preds = %68, %78, %60
  %81 = phi float [ %57, %60 ], [ %75, %78 ], [ %75, %68 ], !dbg !180
  tail call void @llvm.nvvm.barrier0(), !dbg !181
  %82 = add nuw nsw i32 %58, 1, !dbg !192
  %83 = icmp eq i32 %82, %2, !dbg !159
  br i1 %83, label %54, label %56, !dbg !160, !llvm.loop !193

84:                                               ; preds = %54
  %85 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %86 = shl i32 %85, 7
  %87 = add nsw i32 %4, -128
  %88 = add i32 %87, %86
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  store float %55, ptr %90, align 4, !dbg !195, !tbaa !32
  br label %91, !dbg !196

91:                                               ; preds = %84, %54
  ret void, !dbg !197
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_specialized.cu", directory: ".")
!2 = !{ptr @_Z13ws_full_emptyPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z13ws_full_emptyPKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z12ws_full_onlyPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z12ws_full_onlyPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z12ws_two_stagePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z12ws_two_stagePKfPfi, !"maxntidx", i32 256}
!8 = !{ptr @_Z23ws_two_stage_one_bufferPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z23ws_two_stage_one_bufferPKfPfi, !"maxntidx", i32 256}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "ws_full_empty", scope: !1, file: !1, line: 32, type: !17, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!22 = distinct !DILocation(line: 35, column: 11, scope: !16)
!23 = !DILocation(line: 36, column: 21, scope: !16)
!24 = !DILocation(line: 38, column: 21, scope: !16)
!25 = !DILocation(line: 38, column: 3, scope: !16)
!26 = !DILocation(line: 39, column: 9, scope: !16)
!27 = !DILocation(line: 14, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "bar_sync_full", scope: !1, file: !1, line: 13, type: !17, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 46, column: 7, scope: !16)
!30 = !{i64 712}
!31 = !DILocation(line: 47, column: 14, scope: !16)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 47, column: 23, scope: !16)
!37 = !DILocation(line: 47, column: 21, scope: !16)
!38 = !DILocation(line: 47, column: 45, scope: !16)
!39 = !DILocation(line: 47, column: 43, scope: !16)
!40 = !DILocation(line: 47, column: 11, scope: !16)
!41 = !DILocation(line: 48, column: 17, scope: !16)
!42 = !DILocation(line: 48, column: 11, scope: !16)
!43 = !DILocation(line: 17, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "bar_arrive_empty", scope: !1, file: !1, line: 16, type: !17, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 49, column: 9, scope: !16)
!46 = !{i64 825}
!47 = !DILocation(line: 49, column: 9, scope: !16)
!48 = !DILocation(line: 42, column: 16, scope: !16)
!49 = !DILocation(line: 42, column: 14, scope: !16)
!50 = !DILocation(line: 11, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "bar_arrive_full", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 43, column: 7, scope: !16)
!53 = !{i64 600}
!54 = !DILocation(line: 44, column: 5, scope: !16)
!55 = !DILocation(line: 0, scope: !16)
!56 = !DILocation(line: 51, column: 5, scope: !16)
!57 = !DILocation(line: 37, column: 9, scope: !16)
!58 = !DILocation(line: 53, column: 7, scope: !16)
!59 = !DILocation(line: 20, column: 3, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "bar_sync_empty", scope: !1, file: !1, line: 19, type: !17, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = distinct !DILocation(line: 41, column: 9, scope: !16)
!62 = !{i64 938}
!63 = !DILocation(line: 42, column: 20, scope: !16)
!64 = !DILocation(line: 42, column: 27, scope: !16)
!65 = !DILocation(line: 38, column: 26, scope: !16)
!66 = !DILocation(line: 48, column: 13, scope: !16)
!67 = distinct !{!67, !25, !68, !69, !70}
!68 = !DILocation(line: 52, column: 3, scope: !16)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.peeled.count", i32 1}
!71 = !DILocation(line: 54, column: 39, scope: !16)
!72 = !DILocation(line: 54, column: 5, scope: !16)
!73 = !DILocation(line: 55, column: 1, scope: !16)
!74 = distinct !DISubprogram(name: "ws_full_only", scope: !1, file: !1, line: 60, type: !17, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !76)
!76 = distinct !DILocation(line: 63, column: 11, scope: !74)
!77 = !DILocation(line: 64, column: 21, scope: !74)
!78 = !DILocation(line: 66, column: 21, scope: !74)
!79 = !DILocation(line: 66, column: 3, scope: !74)
!80 = !DILocation(line: 65, column: 9, scope: !74)
!81 = !DILocation(line: 77, column: 7, scope: !74)
!82 = !DILocation(line: 67, column: 9, scope: !74)
!83 = !DILocation(line: 68, column: 20, scope: !74)
!84 = !DILocation(line: 68, column: 27, scope: !74)
!85 = !DILocation(line: 68, column: 16, scope: !74)
!86 = !DILocation(line: 68, column: 14, scope: !74)
!87 = !DILocation(line: 11, column: 3, scope: !51, inlinedAt: !88)
!88 = distinct !DILocation(line: 69, column: 7, scope: !74)
!89 = !DILocation(line: 70, column: 5, scope: !74)
!90 = !DILocation(line: 14, column: 3, scope: !28, inlinedAt: !91)
!91 = distinct !DILocation(line: 72, column: 7, scope: !74)
!92 = !DILocation(line: 73, column: 14, scope: !74)
!93 = !DILocation(line: 73, column: 23, scope: !74)
!94 = !DILocation(line: 73, column: 21, scope: !74)
!95 = !DILocation(line: 73, column: 45, scope: !74)
!96 = !DILocation(line: 73, column: 43, scope: !74)
!97 = !DILocation(line: 73, column: 11, scope: !74)
!98 = !DILocation(line: 0, scope: !74)
!99 = !DILocation(line: 75, column: 5, scope: !74)
!100 = !DILocation(line: 66, column: 26, scope: !74)
!101 = distinct !{!101, !79, !102, !69}
!102 = !DILocation(line: 76, column: 3, scope: !74)
!103 = !DILocation(line: 78, column: 39, scope: !74)
!104 = !DILocation(line: 78, column: 5, scope: !74)
!105 = !DILocation(line: 79, column: 1, scope: !74)
!106 = distinct !DISubprogram(name: "ws_two_stage", scope: !1, file: !1, line: 92, type: !17, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !108)
!108 = distinct !DILocation(line: 95, column: 11, scope: !106)
!109 = !DILocation(line: 96, column: 21, scope: !106)
!110 = !DILocation(line: 98, column: 21, scope: !106)
!111 = !DILocation(line: 98, column: 3, scope: !106)
!112 = !DILocation(line: 100, column: 9, scope: !106)
!113 = !DILocation(line: 83, column: 3, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "named_sync", scope: !1, file: !1, line: 82, type: !17, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = distinct !DILocation(line: 107, column: 7, scope: !106)
!116 = !{i64 3559}
!117 = !DILocation(line: 108, column: 14, scope: !106)
!118 = !DILocation(line: 108, column: 26, scope: !106)
!119 = !DILocation(line: 108, column: 24, scope: !106)
!120 = !DILocation(line: 108, column: 51, scope: !106)
!121 = !DILocation(line: 108, column: 49, scope: !106)
!122 = !DILocation(line: 108, column: 11, scope: !106)
!123 = !DILocation(line: 109, column: 17, scope: !106)
!124 = !DILocation(line: 109, column: 11, scope: !106)
!125 = !DILocation(line: 86, column: 3, scope: !126, inlinedAt: !127)
!126 = distinct !DISubprogram(name: "named_arrive", scope: !1, file: !1, line: 85, type: !17, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = distinct !DILocation(line: 110, column: 9, scope: !106)
!128 = !{i64 3715}
!129 = !DILocation(line: 110, column: 9, scope: !106)
!130 = !DILocation(line: 103, column: 19, scope: !106)
!131 = !DILocation(line: 103, column: 7, scope: !106)
!132 = !DILocation(line: 103, column: 17, scope: !106)
!133 = !DILocation(line: 86, column: 3, scope: !126, inlinedAt: !134)
!134 = distinct !DILocation(line: 104, column: 7, scope: !106)
!135 = !DILocation(line: 105, column: 5, scope: !106)
!136 = !DILocation(line: 0, scope: !106)
!137 = !DILocation(line: 112, column: 5, scope: !106)
!138 = !DILocation(line: 103, column: 30, scope: !106)
!139 = !DILocation(line: 97, column: 9, scope: !106)
!140 = !DILocation(line: 114, column: 7, scope: !106)
!141 = !DILocation(line: 99, column: 15, scope: !106)
!142 = !DILocation(line: 83, column: 3, scope: !114, inlinedAt: !143)
!143 = distinct !DILocation(line: 102, column: 9, scope: !106)
!144 = !DILocation(line: 103, column: 23, scope: !106)
!145 = !DILocation(line: 104, column: 22, scope: !106)
!146 = !DILocation(line: 107, column: 20, scope: !106)
!147 = !DILocation(line: 109, column: 13, scope: !106)
!148 = !DILocation(line: 98, column: 26, scope: !106)
!149 = distinct !{!149, !111, !150, !69, !151}
!150 = !DILocation(line: 113, column: 3, scope: !106)
!151 = !{!"llvm.loop.peeled.count", i32 2}
!152 = !DILocation(line: 115, column: 39, scope: !106)
!153 = !DILocation(line: 115, column: 5, scope: !106)
!154 = !DILocation(line: 116, column: 1, scope: !106)
!155 = distinct !DISubprogram(name: "ws_two_stage_one_buffer", scope: !1, file: !1, line: 122, type: !17, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!156 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !157)
!157 = distinct !DILocation(line: 126, column: 11, scope: !155)
!158 = !DILocation(line: 127, column: 21, scope: !155)
!159 = !DILocation(line: 129, column: 21, scope: !155)
!160 = !DILocation(line: 129, column: 3, scope: !155)
!161 = !DILocation(line: 131, column: 9, scope: !155)
!162 = !DILocation(line: 83, column: 3, scope: !114, inlinedAt: !163)
!163 = distinct !DILocation(line: 138, column: 7, scope: !155)
!164 = !DILocation(line: 139, column: 14, scope: !155)
!165 = !DILocation(line: 139, column: 23, scope: !155)
!166 = !DILocation(line: 139, column: 21, scope: !155)
!167 = !DILocation(line: 139, column: 45, scope: !155)
!168 = !DILocation(line: 139, column: 43, scope: !155)
!169 = !DILocation(line: 139, column: 11, scope: !155)
!170 = !DILocation(line: 140, column: 17, scope: !155)
!171 = !DILocation(line: 140, column: 11, scope: !155)
!172 = !DILocation(line: 86, column: 3, scope: !126, inlinedAt: !173)
!173 = distinct !DILocation(line: 141, column: 9, scope: !155)
!174 = !DILocation(line: 141, column: 9, scope: !155)
!175 = !DILocation(line: 134, column: 16, scope: !155)
!176 = !DILocation(line: 134, column: 14, scope: !155)
!177 = !DILocation(line: 86, column: 3, scope: !126, inlinedAt: !178)
!178 = distinct !DILocation(line: 135, column: 7, scope: !155)
!179 = !DILocation(line: 136, column: 5, scope: !155)
!180 = !DILocation(line: 0, scope: !155)
!181 = !DILocation(line: 143, column: 5, scope: !155)
!182 = !DILocation(line: 134, column: 27, scope: !155)
!183 = !DILocation(line: 128, column: 9, scope: !155)
!184 = !DILocation(line: 145, column: 7, scope: !155)
!185 = !DILocation(line: 130, column: 15, scope: !155)
!186 = !DILocation(line: 83, column: 3, scope: !114, inlinedAt: !187)
!187 = distinct !DILocation(line: 133, column: 9, scope: !155)
!188 = !DILocation(line: 134, column: 20, scope: !155)
!189 = !DILocation(line: 135, column: 22, scope: !155)
!190 = !DILocation(line: 138, column: 20, scope: !155)
!191 = !DILocation(line: 140, column: 13, scope: !155)
!192 = !DILocation(line: 129, column: 26, scope: !155)
!193 = distinct !{!193, !160, !194, !69, !151}
!194 = !DILocation(line: 144, column: 3, scope: !155)
!195 = !DILocation(line: 146, column: 39, scope: !155)
!196 = !DILocation(line: 146, column: 5, scope: !155)
!197 = !DILocation(line: 147, column: 1, scope: !155)
