; ModuleID = 'warp_specialized.cu'
source_filename = "warp_specialized.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13ws_full_emptyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12ws_full_onlyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12ws_two_stagePKfPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13ws_full_emptyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %5 = icmp ult i32 %4, 128, !dbg !21
  %6 = icmp sgt i32 %2, 0, !dbg !22
  br i1 %6, label %7, label %36, !dbg !23

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
  br i1 %5, label %30, label %21, !dbg !24

21:                                               ; preds = %7
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !25, !srcloc !28
  %22 = load float, ptr %10, align 4, !dbg !29, !tbaa !30
  %23 = load float, ptr %14, align 4, !dbg !34, !tbaa !30
  %24 = fadd contract float %22, %23, !dbg !35
  %25 = load float, ptr %18, align 4, !dbg !36, !tbaa !30
  %26 = fadd contract float %24, %25, !dbg !37
  %27 = fadd contract float %26, 0.000000e+00, !dbg !38
  %28 = icmp eq i32 %2, 1, !dbg !39
  br i1 %28, label %33, label %29, !dbg !40

29:                                               ; preds = %21
  tail call void asm sideeffect "bar.arrive 2, 256;\0A", "~{memory}"() #3, !dbg !41, !srcloc !44
  br label %33, !dbg !45

30:                                               ; preds = %7
  %31 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !46
  %32 = load float, ptr %31, align 4, !dbg !46, !tbaa !30
  store float %32, ptr %20, align 4, !dbg !47, !tbaa !30
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !48, !srcloc !51
  br label %33, !dbg !52

33:                                               ; preds = %30, %29, %21
  %34 = phi float [ 0.000000e+00, %30 ], [ %27, %29 ], [ %27, %21 ], !dbg !53
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %35 = icmp eq i32 %2, 1, !dbg !22
  br i1 %35, label %36, label %38, !dbg !23

36:                                               ; preds = %58, %33, %3
  %37 = phi float [ 0.000000e+00, %3 ], [ %34, %33 ], [ %60, %58 ], !dbg !55
  br i1 %5, label %69, label %62, !dbg !56

38:                                               ; preds = %33, %58
  %39 = phi float [ %60, %58 ], [ %34, %33 ]
  %40 = phi i32 [ %59, %58 ], [ 1, %33 ]
  br i1 %5, label %41, label %48, !dbg !24

41:                                               ; preds = %38
  tail call void asm sideeffect "bar.sync 2, 256;\0A", "~{memory}"() #3, !dbg !57, !srcloc !60
  %42 = shl nsw i32 %40, 7, !dbg !61
  %43 = or disjoint i32 %42, %4, !dbg !62
  %44 = zext nneg i32 %43 to i64, !dbg !46
  %45 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !46
  %46 = load float, ptr %45, align 4, !dbg !46, !tbaa !30
  store float %46, ptr %20, align 4, !dbg !47, !tbaa !30
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !48, !srcloc !51
  %47 = add nuw nsw i32 %40, 1, !dbg !63
  br label %58, !dbg !52

48:                                               ; preds = %38
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !25, !srcloc !28
  %49 = load float, ptr %10, align 4, !dbg !29, !tbaa !30
  %50 = load float, ptr %14, align 4, !dbg !34, !tbaa !30
  %51 = fadd contract float %49, %50, !dbg !35
  %52 = load float, ptr %18, align 4, !dbg !36, !tbaa !30
  %53 = fadd contract float %51, %52, !dbg !37
  %54 = fadd contract float %39, %53, !dbg !38
  %55 = add nuw nsw i32 %40, 1, !dbg !64
  %56 = icmp slt i32 %55, %2, !dbg !39
  br i1 %56, label %57, label %58, !dbg !40

57:                                               ; preds = %48
  tail call void asm sideeffect "bar.arrive 2, 256;\0A", "~{memory}"() #3, !dbg !41, !srcloc !44
  br label %58, !dbg !45

58:                                               ; preds = %48, %57, %41
  %59 = phi i32 [ %55, %48 ], [ %55, %57 ], [ %47, %41 ], !dbg !63
  %60 = phi float [ %54, %48 ], [ %54, %57 ], [ %39, %41 ], !dbg !53
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %61 = icmp eq i32 %59, %2, !dbg !22
  br i1 %61, label %36, label %38, !dbg !23, !llvm.loop !65

62:                                               ; preds = %36
  %63 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = shl i32 %63, 7
  %65 = add nsw i32 %4, -128
  %66 = add i32 %65, %64
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  store float %37, ptr %68, align 4, !dbg !69, !tbaa !30
  br label %69, !dbg !70

69:                                               ; preds = %62, %36
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ws_full_onlyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !72 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %5 = icmp ult i32 %4, 128, !dbg !75
  %6 = icmp sgt i32 %2, 0, !dbg !76
  br i1 %6, label %7, label %21, !dbg !77

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
  br label %23, !dbg !77

21:                                               ; preds = %39, %3
  %22 = phi float [ 0.000000e+00, %3 ], [ %40, %39 ], !dbg !78
  br i1 %5, label %50, label %43, !dbg !79

23:                                               ; preds = %7, %39
  %24 = phi float [ 0.000000e+00, %7 ], [ %40, %39 ]
  %25 = phi i32 [ 0, %7 ], [ %41, %39 ]
  br i1 %5, label %26, label %32, !dbg !80

26:                                               ; preds = %23
  %27 = shl nsw i32 %25, 7, !dbg !81
  %28 = or disjoint i32 %27, %4, !dbg !82
  %29 = zext nneg i32 %28 to i64, !dbg !83
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !83
  %31 = load float, ptr %30, align 4, !dbg !83, !tbaa !30
  store float %31, ptr %20, align 4, !dbg !84, !tbaa !30
  tail call void asm sideeffect "bar.arrive 1, 256;\0A", "~{memory}"() #3, !dbg !85, !srcloc !51
  br label %39, !dbg !87

32:                                               ; preds = %23
  tail call void asm sideeffect "bar.sync 1, 256;\0A", "~{memory}"() #3, !dbg !88, !srcloc !28
  %33 = load float, ptr %10, align 4, !dbg !90, !tbaa !30
  %34 = load float, ptr %14, align 4, !dbg !91, !tbaa !30
  %35 = fadd contract float %33, %34, !dbg !92
  %36 = load float, ptr %18, align 4, !dbg !93, !tbaa !30
  %37 = fadd contract float %35, %36, !dbg !94
  %38 = fadd contract float %24, %37, !dbg !95
  br label %39

39:                                               ; preds = %32, %26
  %40 = phi float [ %24, %26 ], [ %38, %32 ], !dbg !96
  tail call void @llvm.nvvm.barrier0(), !dbg !97
  %41 = add nuw nsw i32 %25, 1, !dbg !98
  %42 = icmp eq i32 %41, %2, !dbg !76
  br i1 %42, label %21, label %23, !dbg !77, !llvm.loop !99

43:                                               ; preds = %21
  %44 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = shl i32 %44, 7
  %46 = add nsw i32 %4, -128
  %47 = add i32 %46, %45
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  store float %22, ptr %49, align 4, !dbg !101, !tbaa !30
  br label %50, !dbg !102

50:                                               ; preds = %43, %21
  ret void, !dbg !103
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12ws_two_stagePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !104 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !105
  %5 = icmp ult i32 %4, 128, !dbg !107
  %6 = icmp sgt i32 %2, 0, !dbg !108
  br i1 %6, label %7, label %58, !dbg !109

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
  br i1 %5, label %29, label %17, !dbg !110

17:                                               ; preds = %7
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !111, !srcloc !114
  %18 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %9, !dbg !115
  %19 = load float, ptr %18, align 4, !dbg !115, !tbaa !30
  %20 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %12, !dbg !116
  %21 = load float, ptr %20, align 4, !dbg !116, !tbaa !30
  %22 = fadd contract float %19, %21, !dbg !117
  %23 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %15, !dbg !118
  %24 = load float, ptr %23, align 4, !dbg !118, !tbaa !30
  %25 = fadd contract float %22, %24, !dbg !119
  %26 = fadd contract float %25, 0.000000e+00, !dbg !120
  %27 = icmp ugt i32 %2, 2, !dbg !121
  br i1 %27, label %28, label %33, !dbg !122

28:                                               ; preds = %17
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 3, i32 256) #3, !dbg !123, !srcloc !126
  br label %33, !dbg !127

29:                                               ; preds = %7
  %30 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !128
  %31 = load float, ptr %30, align 4, !dbg !128, !tbaa !30
  %32 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 0, i64 %16, !dbg !129
  store float %31, ptr %32, align 4, !dbg !130, !tbaa !30
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 1, i32 256) #3, !dbg !131, !srcloc !126
  br label %33, !dbg !133

33:                                               ; preds = %29, %28, %17
  %34 = phi float [ 0.000000e+00, %29 ], [ %26, %28 ], [ %26, %17 ], !dbg !134
  tail call void @llvm.nvvm.barrier0(), !dbg !135
  %35 = icmp eq i32 %2, 1, !dbg !108
  br i1 %35, label %58, label %36, !dbg !109

36:                                               ; preds = %33
  br i1 %5, label %49, label %37, !dbg !110

37:                                               ; preds = %36
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !111, !srcloc !114
  %38 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %9, !dbg !115
  %39 = load float, ptr %38, align 4, !dbg !115, !tbaa !30
  %40 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %12, !dbg !116
  %41 = load float, ptr %40, align 4, !dbg !116, !tbaa !30
  %42 = fadd contract float %39, %41, !dbg !117
  %43 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %15, !dbg !118
  %44 = load float, ptr %43, align 4, !dbg !118, !tbaa !30
  %45 = fadd contract float %42, %44, !dbg !119
  %46 = fadd contract float %34, %45, !dbg !120
  %47 = icmp ugt i32 %2, 3, !dbg !121
  br i1 %47, label %48, label %55, !dbg !122

48:                                               ; preds = %37
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 4, i32 256) #3, !dbg !123, !srcloc !126
  br label %55, !dbg !127

49:                                               ; preds = %36
  %50 = or disjoint i32 %4, 128, !dbg !136
  %51 = zext nneg i32 %50 to i64, !dbg !128
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !128
  %53 = load float, ptr %52, align 4, !dbg !128, !tbaa !30
  %54 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 1, i64 %16, !dbg !129
  store float %53, ptr %54, align 4, !dbg !130, !tbaa !30
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 2, i32 256) #3, !dbg !131, !srcloc !126
  br label %55, !dbg !133

55:                                               ; preds = %49, %48, %37
  %56 = phi float [ %34, %49 ], [ %46, %48 ], [ %46, %37 ], !dbg !134
  tail call void @llvm.nvvm.barrier0(), !dbg !135
  %57 = icmp eq i32 %2, 2, !dbg !108
  br i1 %57, label %58, label %60, !dbg !109

58:                                               ; preds = %90, %33, %55, %3
  %59 = phi float [ 0.000000e+00, %3 ], [ %34, %33 ], [ %56, %55 ], [ %91, %90 ], !dbg !137
  br i1 %5, label %101, label %94, !dbg !138

60:                                               ; preds = %55, %90
  %61 = phi float [ %91, %90 ], [ %56, %55 ]
  %62 = phi i32 [ %92, %90 ], [ 2, %55 ]
  %63 = and i32 %62, 1, !dbg !139
  br i1 %5, label %64, label %74, !dbg !110

64:                                               ; preds = %60
  %65 = add nuw nsw i32 %63, 3
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %65, i32 256) #3, !dbg !140, !srcloc !114
  %66 = shl nsw i32 %62, 7, !dbg !142
  %67 = or disjoint i32 %66, %4, !dbg !136
  %68 = zext nneg i32 %67 to i64, !dbg !128
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !128
  %70 = load float, ptr %69, align 4, !dbg !128, !tbaa !30
  %71 = zext nneg i32 %63 to i64, !dbg !129
  %72 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %71, i64 %16, !dbg !129
  store float %70, ptr %72, align 4, !dbg !130, !tbaa !30
  %73 = add nuw nsw i32 %63, 1, !dbg !143
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %73, i32 256) #3, !dbg !131, !srcloc !126
  br label %90, !dbg !133

74:                                               ; preds = %60
  %75 = add nuw nsw i32 %63, 1, !dbg !144
  tail call void asm sideeffect "bar.sync $0, $1;\0A", "r,r,~{memory}"(i32 %75, i32 256) #3, !dbg !111, !srcloc !114
  %76 = zext nneg i32 %63 to i64, !dbg !115
  %77 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %9, !dbg !115
  %78 = load float, ptr %77, align 4, !dbg !115, !tbaa !30
  %79 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %12, !dbg !116
  %80 = load float, ptr %79, align 4, !dbg !116, !tbaa !30
  %81 = fadd contract float %78, %80, !dbg !117
  %82 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12ws_two_stagePKfPfiE3buf to ptr), i64 0, i64 %76, i64 %15, !dbg !118
  %83 = load float, ptr %82, align 4, !dbg !118, !tbaa !30
  %84 = fadd contract float %81, %83, !dbg !119
  %85 = fadd contract float %61, %84, !dbg !120
  %86 = add nuw nsw i32 %62, 2, !dbg !145
  %87 = icmp slt i32 %86, %2, !dbg !121
  br i1 %87, label %88, label %90, !dbg !122

88:                                               ; preds = %74
  %89 = add nuw nsw i32 %63, 3
  tail call void asm sideeffect "bar.arrive $0, $1;\0A", "r,r,~{memory}"(i32 %89, i32 256) #3, !dbg !123, !srcloc !126
  br label %90, !dbg !127

90:                                               ; preds = %74, %88, %64
  %91 = phi float [ %61, %64 ], [ %85, %88 ], [ %85, %74 ], !dbg !134
  tail call void @llvm.nvvm.barrier0(), !dbg !135
  %92 = add nuw nsw i32 %62, 1, !dbg !146
  %93 = icmp eq i32 %92, %2, !dbg !108
  br i1 %93, label %58, label %60, !dbg !109, !llvm.loop !147

94:                                               ; preds = %58
  %95 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %96 = shl i32 %95, 7
  %97 = add nsw i32 %4, -128
  %98 = add i32 %97, %96
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %1, i64 %99
  store float %59, ptr %100, align 4, !dbg !150, !tbaa !30
  br label %101, !dbg !151

101:                                              ; preds = %94, %58
  ret void, !dbg !152
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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_specialized.cu", directory: ".")
!2 = !{ptr @_Z13ws_full_emptyPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z13ws_full_emptyPKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z12ws_full_onlyPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z12ws_full_onlyPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z12ws_two_stagePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z12ws_two_stagePKfPfi, !"maxntidx", i32 256}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "ws_full_empty", scope: !1, file: !1, line: 32, type: !15, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!20 = distinct !DILocation(line: 35, column: 11, scope: !14)
!21 = !DILocation(line: 36, column: 21, scope: !14)
!22 = !DILocation(line: 38, column: 21, scope: !14)
!23 = !DILocation(line: 38, column: 3, scope: !14)
!24 = !DILocation(line: 39, column: 9, scope: !14)
!25 = !DILocation(line: 14, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "bar_sync_full", scope: !1, file: !1, line: 13, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 46, column: 7, scope: !14)
!28 = !{i64 712}
!29 = !DILocation(line: 47, column: 14, scope: !14)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 47, column: 23, scope: !14)
!35 = !DILocation(line: 47, column: 21, scope: !14)
!36 = !DILocation(line: 47, column: 45, scope: !14)
!37 = !DILocation(line: 47, column: 43, scope: !14)
!38 = !DILocation(line: 47, column: 11, scope: !14)
!39 = !DILocation(line: 48, column: 17, scope: !14)
!40 = !DILocation(line: 48, column: 11, scope: !14)
!41 = !DILocation(line: 17, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "bar_arrive_empty", scope: !1, file: !1, line: 16, type: !15, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 49, column: 9, scope: !14)
!44 = !{i64 825}
!45 = !DILocation(line: 49, column: 9, scope: !14)
!46 = !DILocation(line: 42, column: 16, scope: !14)
!47 = !DILocation(line: 42, column: 14, scope: !14)
!48 = !DILocation(line: 11, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "bar_arrive_full", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 43, column: 7, scope: !14)
!51 = !{i64 600}
!52 = !DILocation(line: 44, column: 5, scope: !14)
!53 = !DILocation(line: 0, scope: !14)
!54 = !DILocation(line: 51, column: 5, scope: !14)
!55 = !DILocation(line: 37, column: 9, scope: !14)
!56 = !DILocation(line: 53, column: 7, scope: !14)
!57 = !DILocation(line: 20, column: 3, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "bar_sync_empty", scope: !1, file: !1, line: 19, type: !15, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 41, column: 9, scope: !14)
!60 = !{i64 938}
!61 = !DILocation(line: 42, column: 20, scope: !14)
!62 = !DILocation(line: 42, column: 27, scope: !14)
!63 = !DILocation(line: 38, column: 26, scope: !14)
!64 = !DILocation(line: 48, column: 13, scope: !14)
!65 = distinct !{!65, !23, !66, !67, !68}
!66 = !DILocation(line: 52, column: 3, scope: !14)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.peeled.count", i32 1}
!69 = !DILocation(line: 54, column: 39, scope: !14)
!70 = !DILocation(line: 54, column: 5, scope: !14)
!71 = !DILocation(line: 55, column: 1, scope: !14)
!72 = distinct !DISubprogram(name: "ws_full_only", scope: !1, file: !1, line: 60, type: !15, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !74)
!74 = distinct !DILocation(line: 63, column: 11, scope: !72)
!75 = !DILocation(line: 64, column: 21, scope: !72)
!76 = !DILocation(line: 66, column: 21, scope: !72)
!77 = !DILocation(line: 66, column: 3, scope: !72)
!78 = !DILocation(line: 65, column: 9, scope: !72)
!79 = !DILocation(line: 77, column: 7, scope: !72)
!80 = !DILocation(line: 67, column: 9, scope: !72)
!81 = !DILocation(line: 68, column: 20, scope: !72)
!82 = !DILocation(line: 68, column: 27, scope: !72)
!83 = !DILocation(line: 68, column: 16, scope: !72)
!84 = !DILocation(line: 68, column: 14, scope: !72)
!85 = !DILocation(line: 11, column: 3, scope: !49, inlinedAt: !86)
!86 = distinct !DILocation(line: 69, column: 7, scope: !72)
!87 = !DILocation(line: 70, column: 5, scope: !72)
!88 = !DILocation(line: 14, column: 3, scope: !26, inlinedAt: !89)
!89 = distinct !DILocation(line: 72, column: 7, scope: !72)
!90 = !DILocation(line: 73, column: 14, scope: !72)
!91 = !DILocation(line: 73, column: 23, scope: !72)
!92 = !DILocation(line: 73, column: 21, scope: !72)
!93 = !DILocation(line: 73, column: 45, scope: !72)
!94 = !DILocation(line: 73, column: 43, scope: !72)
!95 = !DILocation(line: 73, column: 11, scope: !72)
!96 = !DILocation(line: 0, scope: !72)
!97 = !DILocation(line: 75, column: 5, scope: !72)
!98 = !DILocation(line: 66, column: 26, scope: !72)
!99 = distinct !{!99, !77, !100, !67}
!100 = !DILocation(line: 76, column: 3, scope: !72)
!101 = !DILocation(line: 78, column: 39, scope: !72)
!102 = !DILocation(line: 78, column: 5, scope: !72)
!103 = !DILocation(line: 79, column: 1, scope: !72)
!104 = distinct !DISubprogram(name: "ws_two_stage", scope: !1, file: !1, line: 92, type: !15, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !106)
!106 = distinct !DILocation(line: 95, column: 11, scope: !104)
!107 = !DILocation(line: 96, column: 21, scope: !104)
!108 = !DILocation(line: 98, column: 21, scope: !104)
!109 = !DILocation(line: 98, column: 3, scope: !104)
!110 = !DILocation(line: 100, column: 9, scope: !104)
!111 = !DILocation(line: 83, column: 3, scope: !112, inlinedAt: !113)
!112 = distinct !DISubprogram(name: "named_sync", scope: !1, file: !1, line: 82, type: !15, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = distinct !DILocation(line: 107, column: 7, scope: !104)
!114 = !{i64 3559}
!115 = !DILocation(line: 108, column: 14, scope: !104)
!116 = !DILocation(line: 108, column: 26, scope: !104)
!117 = !DILocation(line: 108, column: 24, scope: !104)
!118 = !DILocation(line: 108, column: 51, scope: !104)
!119 = !DILocation(line: 108, column: 49, scope: !104)
!120 = !DILocation(line: 108, column: 11, scope: !104)
!121 = !DILocation(line: 109, column: 17, scope: !104)
!122 = !DILocation(line: 109, column: 11, scope: !104)
!123 = !DILocation(line: 86, column: 3, scope: !124, inlinedAt: !125)
!124 = distinct !DISubprogram(name: "named_arrive", scope: !1, file: !1, line: 85, type: !15, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!125 = distinct !DILocation(line: 110, column: 9, scope: !104)
!126 = !{i64 3715}
!127 = !DILocation(line: 110, column: 9, scope: !104)
!128 = !DILocation(line: 103, column: 19, scope: !104)
!129 = !DILocation(line: 103, column: 7, scope: !104)
!130 = !DILocation(line: 103, column: 17, scope: !104)
!131 = !DILocation(line: 86, column: 3, scope: !124, inlinedAt: !132)
!132 = distinct !DILocation(line: 104, column: 7, scope: !104)
!133 = !DILocation(line: 105, column: 5, scope: !104)
!134 = !DILocation(line: 0, scope: !104)
!135 = !DILocation(line: 112, column: 5, scope: !104)
!136 = !DILocation(line: 103, column: 30, scope: !104)
!137 = !DILocation(line: 97, column: 9, scope: !104)
!138 = !DILocation(line: 114, column: 7, scope: !104)
!139 = !DILocation(line: 99, column: 15, scope: !104)
!140 = !DILocation(line: 83, column: 3, scope: !112, inlinedAt: !141)
!141 = distinct !DILocation(line: 102, column: 9, scope: !104)
!142 = !DILocation(line: 103, column: 23, scope: !104)
!143 = !DILocation(line: 104, column: 22, scope: !104)
!144 = !DILocation(line: 107, column: 20, scope: !104)
!145 = !DILocation(line: 109, column: 13, scope: !104)
!146 = !DILocation(line: 98, column: 26, scope: !104)
!147 = distinct !{!147, !109, !148, !67, !149}
!148 = !DILocation(line: 113, column: 3, scope: !104)
!149 = !{!"llvm.loop.peeled.count", i32 2}
!150 = !DILocation(line: 115, column: 39, scope: !104)
!151 = !DILocation(line: 115, column: 5, scope: !104)
!152 = !DILocation(line: 116, column: 1, scope: !104)
