; ModuleID = 'pingpong.cu'
source_filename = "pingpong.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13jacobi_halvesPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ7rotate3PfiE3buf = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 4
@_ZZ14jacobi_halves2PfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ11jacobi_swapPfiE1a = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ11jacobi_swapPfiE1b = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13jacobi_halvesPfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !16 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %5 = shl i32 %4, 8, !dbg !26
  %6 = add i32 %5, %3, !dbg !27
  %7 = zext i32 %6 to i64, !dbg !28
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !28
  %9 = load float, ptr %8, align 4, !dbg !28, !tbaa !29
  %10 = zext nneg i32 %3 to i64, !dbg !33
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %10, !dbg !33
  store float %9, ptr %11, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %12 = icmp sgt i32 %1, 0, !dbg !36
  br i1 %12, label %13, label %20, !dbg !37

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %3, 255
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %3, 1
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  br label %25, !dbg !37

20:                                               ; preds = %25, %2
  %21 = and i32 %1, 1, !dbg !38
  %22 = zext nneg i32 %21 to i64, !dbg !39
  %23 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %22, i64 %10, !dbg !39
  %24 = load float, ptr %23, align 4, !dbg !39, !tbaa !29
  store float %24, ptr %8, align 4, !dbg !40, !tbaa !29
  ret void, !dbg !41

25:                                               ; preds = %13, %25
  %26 = phi i32 [ 0, %13 ], [ %38, %25 ]
  %27 = and i32 %26, 1, !dbg !42
  %28 = xor i32 %27, 1, !dbg !43
  %29 = zext nneg i32 %27 to i64, !dbg !44
  %30 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %29, i64 %16, !dbg !44
  %31 = load float, ptr %30, align 4, !dbg !44, !tbaa !29
  %32 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %29, i64 %19, !dbg !45
  %33 = load float, ptr %32, align 4, !dbg !45, !tbaa !29
  %34 = fadd contract float %31, %33, !dbg !46
  %35 = fmul contract float %34, 5.000000e-01, !dbg !47
  %36 = zext nneg i32 %28 to i64, !dbg !48
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %36, i64 %10, !dbg !48
  store float %35, ptr %37, align 4, !dbg !49, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %38 = add nuw nsw i32 %26, 1, !dbg !51
  %39 = icmp eq i32 %38, %1, !dbg !36
  br i1 %39, label %20, label %25, !dbg !37, !llvm.loop !52
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7rotate3Pfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !55 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %5 = shl i32 %4, 8, !dbg !60
  %6 = add i32 %5, %3, !dbg !61
  %7 = zext i32 %6 to i64, !dbg !62
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !62
  %9 = load float, ptr %8, align 4, !dbg !62, !tbaa !29
  %10 = zext nneg i32 %3 to i64, !dbg !63
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %10, !dbg !63
  store float %9, ptr %11, align 4, !dbg !64, !tbaa !29
  %12 = getelementptr inbounds [256 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 1024), i64 0, i64 %10, !dbg !65
  store float %9, ptr %12, align 4, !dbg !66, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !67
  %13 = icmp sgt i32 %1, 0, !dbg !68
  br i1 %13, label %14, label %21, !dbg !69

14:                                               ; preds = %2
  %15 = add nuw nsw i32 %3, 1
  %16 = and i32 %15, 255
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i32 %3, 255
  %19 = and i32 %18, 255
  %20 = zext nneg i32 %19 to i64
  br label %27, !dbg !69

21:                                               ; preds = %27, %2
  %22 = add nsw i32 %1, 1, !dbg !70
  %23 = srem i32 %22, 3, !dbg !71
  %24 = sext i32 %23 to i64, !dbg !72
  %25 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %24, i64 %10, !dbg !72
  %26 = load float, ptr %25, align 4, !dbg !72, !tbaa !29
  store float %26, ptr %8, align 4, !dbg !73, !tbaa !29
  ret void, !dbg !74

27:                                               ; preds = %14, %27
  %28 = phi i32 [ 0, %14 ], [ %32, %27 ]
  %29 = add nuw nsw i32 %28, 2, !dbg !75
  %30 = urem i32 %29, 3, !dbg !76
  %31 = urem i32 %28, 3, !dbg !77
  %32 = add nuw nsw i32 %28, 1, !dbg !78
  %33 = urem i32 %32, 3, !dbg !79
  %34 = zext nneg i32 %31 to i64, !dbg !80
  %35 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %34, i64 %17, !dbg !80
  %36 = load float, ptr %35, align 4, !dbg !80, !tbaa !29
  %37 = zext nneg i32 %33 to i64, !dbg !81
  %38 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %37, i64 %20, !dbg !81
  %39 = load float, ptr %38, align 4, !dbg !81, !tbaa !29
  %40 = fadd contract float %36, %39, !dbg !82
  %41 = zext nneg i32 %30 to i64, !dbg !83
  %42 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %41, i64 %10, !dbg !83
  store float %40, ptr %42, align 4, !dbg !84, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !85
  %43 = icmp eq i32 %32, %1, !dbg !68
  br i1 %43, label %21, label %27, !dbg !69, !llvm.loop !86
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14jacobi_halves2Pfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !88 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !89
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !91
  %5 = shl i32 %4, 8, !dbg !93
  %6 = add i32 %5, %3, !dbg !94
  %7 = zext i32 %6 to i64, !dbg !95
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !95
  %9 = load float, ptr %8, align 4, !dbg !95, !tbaa !29
  %10 = zext nneg i32 %3 to i64, !dbg !96
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf to ptr), i64 0, i64 %10, !dbg !96
  store float %9, ptr %11, align 4, !dbg !97, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !98
  %12 = icmp sgt i32 %1, 0, !dbg !99
  br i1 %12, label %13, label %20, !dbg !100

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %3, 255
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %3, 1
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  br label %25, !dbg !100

20:                                               ; preds = %25, %2
  %21 = and i32 %1, 1, !dbg !101
  %22 = zext nneg i32 %21 to i64, !dbg !102
  %23 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf to ptr), i64 0, i64 %22, i64 %10, !dbg !102
  %24 = load float, ptr %23, align 4, !dbg !102, !tbaa !29
  store float %24, ptr %8, align 4, !dbg !103, !tbaa !29
  ret void, !dbg !104

25:                                               ; preds = %13, %25
  %26 = phi i32 [ 0, %13 ], [ %38, %25 ]
  %27 = and i32 %26, 1, !dbg !105
  %28 = xor i32 %27, 1, !dbg !106
  %29 = zext nneg i32 %27 to i64, !dbg !107
  %30 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf to ptr), i64 0, i64 %29, i64 %16, !dbg !107
  %31 = load float, ptr %30, align 4, !dbg !107, !tbaa !29
  %32 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf to ptr), i64 0, i64 %29, i64 %19, !dbg !108
  %33 = load float, ptr %32, align 4, !dbg !108, !tbaa !29
  %34 = fadd contract float %31, %33, !dbg !109
  %35 = fmul contract float %34, 5.000000e-01, !dbg !110
  tail call void @llvm.nvvm.barrier0(), !dbg !111
  %36 = zext nneg i32 %28 to i64, !dbg !112
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf to ptr), i64 0, i64 %36, i64 %10, !dbg !112
  store float %35, ptr %37, align 4, !dbg !113, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !114
  %38 = add nuw nsw i32 %26, 1, !dbg !115
  %39 = icmp eq i32 %38, %1, !dbg !99
  br i1 %39, label %20, label %25, !dbg !100, !llvm.loop !116
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11jacobi_swapPfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !118 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !119
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !121
  %5 = shl i32 %4, 8, !dbg !123
  %6 = add i32 %5, %3, !dbg !124
  %7 = zext i32 %6 to i64, !dbg !125
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !125
  %9 = load float, ptr %8, align 4, !dbg !125, !tbaa !29
  %10 = zext nneg i32 %3 to i64, !dbg !126
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11jacobi_swapPfiE1a to ptr), i64 0, i64 %10, !dbg !126
  store float %9, ptr %11, align 4, !dbg !127, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !128
  %12 = icmp sgt i32 %1, 0, !dbg !129
  br i1 %12, label %13, label %20, !dbg !130

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %3, 255
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %3, 1
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  br label %24, !dbg !130

20:                                               ; preds = %24, %2
  %21 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ11jacobi_swapPfiE1a to ptr), %2 ], [ %26, %24 ], !dbg !131
  %22 = getelementptr inbounds float, ptr %21, i64 %10, !dbg !132
  %23 = load float, ptr %22, align 4, !dbg !132, !tbaa !29
  store float %23, ptr %8, align 4, !dbg !133, !tbaa !29
  ret void, !dbg !134

24:                                               ; preds = %13, %24
  %25 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ11jacobi_swapPfiE1a to ptr), %13 ], [ %26, %24 ]
  %26 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ11jacobi_swapPfiE1b to ptr), %13 ], [ %25, %24 ]
  %27 = phi i32 [ 0, %13 ], [ %35, %24 ]
  %28 = getelementptr inbounds float, ptr %25, i64 %16, !dbg !135
  %29 = load float, ptr %28, align 4, !dbg !135, !tbaa !29
  %30 = getelementptr inbounds float, ptr %25, i64 %19, !dbg !136
  %31 = load float, ptr %30, align 4, !dbg !136, !tbaa !29
  %32 = fadd contract float %29, %31, !dbg !137
  %33 = fmul contract float %32, 5.000000e-01, !dbg !138
  tail call void @llvm.nvvm.barrier0(), !dbg !139
  %34 = getelementptr inbounds float, ptr %26, i64 %10, !dbg !140
  store float %33, ptr %34, align 4, !dbg !141, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !142
  %35 = add nuw nsw i32 %27, 1, !dbg !143
  %36 = icmp eq i32 %35, %1, !dbg !129
  br i1 %36, label %20, label %24, !dbg !130, !llvm.loop !144
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
!1 = !DIFile(filename: "pingpong.cu", directory: ".")
!2 = !{ptr @_Z13jacobi_halvesPfi, !"kernel", i32 1}
!3 = !{ptr @_Z13jacobi_halvesPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z7rotate3Pfi, !"kernel", i32 1}
!5 = !{ptr @_Z7rotate3Pfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z14jacobi_halves2Pfi, !"kernel", i32 1}
!7 = !{ptr @_Z14jacobi_halves2Pfi, !"maxntidx", i32 256}
!8 = !{ptr @_Z11jacobi_swapPfi, !"kernel", i32 1}
!9 = !{ptr @_Z11jacobi_swapPfi, !"maxntidx", i32 256}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "jacobi_halves", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!22 = distinct !DILocation(line: 12, column: 11, scope: !16)
!23 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 59, type: !17, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 13, column: 17, scope: !16)
!26 = !DILocation(line: 13, column: 28, scope: !16)
!27 = !DILocation(line: 13, column: 32, scope: !16)
!28 = !DILocation(line: 13, column: 15, scope: !16)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 3, scope: !16)
!34 = !DILocation(line: 13, column: 13, scope: !16)
!35 = !DILocation(line: 14, column: 3, scope: !16)
!36 = !DILocation(line: 15, column: 21, scope: !16)
!37 = !DILocation(line: 15, column: 3, scope: !16)
!38 = !DILocation(line: 21, column: 37, scope: !16)
!39 = !DILocation(line: 21, column: 27, scope: !16)
!40 = !DILocation(line: 21, column: 25, scope: !16)
!41 = !DILocation(line: 22, column: 1, scope: !16)
!42 = !DILocation(line: 16, column: 17, scope: !16)
!43 = !DILocation(line: 16, column: 32, scope: !16)
!44 = !DILocation(line: 17, column: 15, scope: !16)
!45 = !DILocation(line: 17, column: 46, scope: !16)
!46 = !DILocation(line: 18, column: 29, scope: !16)
!47 = !DILocation(line: 18, column: 24, scope: !16)
!48 = !DILocation(line: 18, column: 5, scope: !16)
!49 = !DILocation(line: 18, column: 17, scope: !16)
!50 = !DILocation(line: 19, column: 5, scope: !16)
!51 = !DILocation(line: 15, column: 30, scope: !16)
!52 = distinct !{!52, !37, !53, !54}
!53 = !DILocation(line: 20, column: 3, scope: !16)
!54 = !{!"llvm.loop.mustprogress"}
!55 = distinct !DISubprogram(name: "rotate3", scope: !1, file: !1, line: 26, type: !17, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !57)
!57 = distinct !DILocation(line: 28, column: 11, scope: !55)
!58 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !59)
!59 = distinct !DILocation(line: 29, column: 17, scope: !55)
!60 = !DILocation(line: 29, column: 28, scope: !55)
!61 = !DILocation(line: 29, column: 32, scope: !55)
!62 = !DILocation(line: 29, column: 15, scope: !55)
!63 = !DILocation(line: 29, column: 3, scope: !55)
!64 = !DILocation(line: 29, column: 13, scope: !55)
!65 = !DILocation(line: 30, column: 3, scope: !55)
!66 = !DILocation(line: 30, column: 13, scope: !55)
!67 = !DILocation(line: 31, column: 3, scope: !55)
!68 = !DILocation(line: 32, column: 21, scope: !55)
!69 = !DILocation(line: 32, column: 3, scope: !55)
!70 = !DILocation(line: 37, column: 38, scope: !55)
!71 = !DILocation(line: 37, column: 43, scope: !55)
!72 = !DILocation(line: 37, column: 27, scope: !55)
!73 = !DILocation(line: 37, column: 25, scope: !55)
!74 = !DILocation(line: 38, column: 1, scope: !55)
!75 = !DILocation(line: 33, column: 16, scope: !55)
!76 = !DILocation(line: 33, column: 21, scope: !55)
!77 = !DILocation(line: 33, column: 32, scope: !55)
!78 = !DILocation(line: 33, column: 44, scope: !55)
!79 = !DILocation(line: 33, column: 49, scope: !55)
!80 = !DILocation(line: 34, column: 17, scope: !55)
!81 = !DILocation(line: 34, column: 39, scope: !55)
!82 = !DILocation(line: 34, column: 37, scope: !55)
!83 = !DILocation(line: 34, column: 5, scope: !55)
!84 = !DILocation(line: 34, column: 15, scope: !55)
!85 = !DILocation(line: 35, column: 5, scope: !55)
!86 = distinct !{!86, !69, !87, !54}
!87 = !DILocation(line: 36, column: 3, scope: !55)
!88 = distinct !DISubprogram(name: "jacobi_halves2", scope: !1, file: !1, line: 44, type: !17, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !90)
!90 = distinct !DILocation(line: 46, column: 11, scope: !88)
!91 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !92)
!92 = distinct !DILocation(line: 47, column: 17, scope: !88)
!93 = !DILocation(line: 47, column: 28, scope: !88)
!94 = !DILocation(line: 47, column: 32, scope: !88)
!95 = !DILocation(line: 47, column: 15, scope: !88)
!96 = !DILocation(line: 47, column: 3, scope: !88)
!97 = !DILocation(line: 47, column: 13, scope: !88)
!98 = !DILocation(line: 48, column: 3, scope: !88)
!99 = !DILocation(line: 49, column: 21, scope: !88)
!100 = !DILocation(line: 49, column: 3, scope: !88)
!101 = !DILocation(line: 56, column: 37, scope: !88)
!102 = !DILocation(line: 56, column: 27, scope: !88)
!103 = !DILocation(line: 56, column: 25, scope: !88)
!104 = !DILocation(line: 57, column: 1, scope: !88)
!105 = !DILocation(line: 50, column: 17, scope: !88)
!106 = !DILocation(line: 50, column: 32, scope: !88)
!107 = !DILocation(line: 51, column: 23, scope: !88)
!108 = !DILocation(line: 51, column: 51, scope: !88)
!109 = !DILocation(line: 51, column: 49, scope: !88)
!110 = !DILocation(line: 51, column: 20, scope: !88)
!111 = !DILocation(line: 52, column: 5, scope: !88)
!112 = !DILocation(line: 53, column: 5, scope: !88)
!113 = !DILocation(line: 53, column: 17, scope: !88)
!114 = !DILocation(line: 54, column: 5, scope: !88)
!115 = !DILocation(line: 49, column: 30, scope: !88)
!116 = distinct !{!116, !100, !117, !54}
!117 = !DILocation(line: 55, column: 3, scope: !88)
!118 = distinct !DISubprogram(name: "jacobi_swap", scope: !1, file: !1, line: 63, type: !17, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!119 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !120)
!120 = distinct !DILocation(line: 65, column: 11, scope: !118)
!121 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !122)
!122 = distinct !DILocation(line: 66, column: 12, scope: !118)
!123 = !DILocation(line: 66, column: 23, scope: !118)
!124 = !DILocation(line: 66, column: 27, scope: !118)
!125 = !DILocation(line: 66, column: 10, scope: !118)
!126 = !DILocation(line: 66, column: 3, scope: !118)
!127 = !DILocation(line: 66, column: 8, scope: !118)
!128 = !DILocation(line: 67, column: 3, scope: !118)
!129 = !DILocation(line: 69, column: 21, scope: !118)
!130 = !DILocation(line: 69, column: 3, scope: !118)
!131 = !DILocation(line: 0, scope: !118)
!132 = !DILocation(line: 78, column: 27, scope: !118)
!133 = !DILocation(line: 78, column: 25, scope: !118)
!134 = !DILocation(line: 79, column: 1, scope: !118)
!135 = !DILocation(line: 70, column: 23, scope: !118)
!136 = !DILocation(line: 70, column: 46, scope: !118)
!137 = !DILocation(line: 70, column: 44, scope: !118)
!138 = !DILocation(line: 70, column: 20, scope: !118)
!139 = !DILocation(line: 71, column: 5, scope: !118)
!140 = !DILocation(line: 72, column: 5, scope: !118)
!141 = !DILocation(line: 72, column: 12, scope: !118)
!142 = !DILocation(line: 73, column: 5, scope: !118)
!143 = !DILocation(line: 69, column: 30, scope: !118)
!144 = distinct !{!144, !130, !145, !54}
!145 = !DILocation(line: 77, column: 3, scope: !118)
