; ModuleID = 'distance_edges.cu'
source_filename = "distance_edges.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10next_stagePKfPfiE1S = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ5rerunPKfPfiiE1S = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ16divergent_togglePKfPfiE1S = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10next_stagePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %5 = zext nneg i32 %4 to i64, !dbg !21
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !21
  %7 = load float, ptr %6, align 4, !dbg !21, !tbaa !22
  %8 = getelementptr inbounds [256 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10next_stagePKfPfiE1S to ptr), i64 1024), i64 0, i64 %5, !dbg !26
  store float %7, ptr %8, align 4, !dbg !27, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %9 = icmp sgt i32 %2, 0, !dbg !29
  br i1 %9, label %10, label %14, !dbg !30

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  br label %21, !dbg !30

14:                                               ; preds = %21, %3
  %15 = phi float [ 0.000000e+00, %3 ], [ %29, %21 ], !dbg !31
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %17 = shl i32 %16, 8, !dbg !35
  %18 = add i32 %17, %4, !dbg !36
  %19 = zext i32 %18 to i64, !dbg !37
  %20 = getelementptr inbounds float, ptr %1, i64 %19, !dbg !37
  store float %15, ptr %20, align 4, !dbg !38, !tbaa !22
  ret void, !dbg !39

21:                                               ; preds = %10, %21
  %22 = phi i32 [ 0, %10 ], [ %24, %21 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %29, %21 ]
  %24 = add nuw nsw i32 %22, 1, !dbg !40
  %25 = and i32 %24, 1, !dbg !41
  %26 = zext nneg i32 %25 to i64, !dbg !42
  %27 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10next_stagePKfPfiE1S to ptr), i64 0, i64 %26, i64 %13, !dbg !42
  %28 = load float, ptr %27, align 4, !dbg !42, !tbaa !22
  %29 = fadd contract float %23, %28, !dbg !43
  %30 = and i32 %22, 1, !dbg !44
  %31 = zext nneg i32 %30 to i64, !dbg !45
  %32 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10next_stagePKfPfiE1S to ptr), i64 0, i64 %31, i64 %5, !dbg !45
  store float %29, ptr %32, align 4, !dbg !46, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %33 = icmp eq i32 %24, %2, !dbg !29
  br i1 %33, label %14, label %21, !dbg !30, !llvm.loop !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5rerunPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !51 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %6 = icmp sgt i32 %3, 0, !dbg !54
  br i1 %6, label %7, label %18, !dbg !55

7:                                                ; preds = %4
  %8 = icmp sgt i32 %2, 0
  %9 = zext nneg i32 %5 to i64
  %10 = add nuw nsw i32 %5, 5
  %11 = and i32 %10, 255
  %12 = zext nneg i32 %11 to i64
  br label %13, !dbg !55

13:                                               ; preds = %7, %25
  %14 = phi i32 [ 0, %7 ], [ %27, %25 ]
  %15 = phi float [ 0.000000e+00, %7 ], [ %26, %25 ]
  br i1 %8, label %16, label %25, !dbg !56

16:                                               ; preds = %13
  %17 = mul nuw nsw i32 %14, %2
  br label %29, !dbg !56

18:                                               ; preds = %25, %4
  %19 = phi float [ 0.000000e+00, %4 ], [ %26, %25 ], !dbg !57
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %21 = shl i32 %20, 8, !dbg !60
  %22 = add i32 %21, %5, !dbg !61
  %23 = zext i32 %22 to i64, !dbg !62
  %24 = getelementptr inbounds float, ptr %1, i64 %23, !dbg !62
  store float %19, ptr %24, align 4, !dbg !63, !tbaa !22
  ret void, !dbg !64

25:                                               ; preds = %29, %13
  %26 = phi float [ %15, %13 ], [ %43, %29 ], !dbg !65
  %27 = add nuw nsw i32 %14, 1, !dbg !66
  %28 = icmp eq i32 %27, %3, !dbg !54
  br i1 %28, label %18, label %13, !dbg !55, !llvm.loop !67

29:                                               ; preds = %16, %29
  %30 = phi i32 [ 0, %16 ], [ %44, %29 ]
  %31 = phi float [ %15, %16 ], [ %43, %29 ]
  %32 = add nuw nsw i32 %30, %17, !dbg !69
  %33 = shl nsw i32 %32, 8, !dbg !70
  %34 = add nuw nsw i32 %33, %5, !dbg !71
  %35 = zext nneg i32 %34 to i64, !dbg !72
  %36 = getelementptr inbounds float, ptr %0, i64 %35, !dbg !72
  %37 = load float, ptr %36, align 4, !dbg !72, !tbaa !22
  %38 = and i32 %30, 1, !dbg !73
  %39 = zext nneg i32 %38 to i64, !dbg !74
  %40 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ5rerunPKfPfiiE1S to ptr), i64 0, i64 %39, i64 %9, !dbg !74
  store float %37, ptr %40, align 4, !dbg !75, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %41 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ5rerunPKfPfiiE1S to ptr), i64 0, i64 %39, i64 %12, !dbg !77
  %42 = load float, ptr %41, align 4, !dbg !77, !tbaa !22
  %43 = fadd contract float %31, %42, !dbg !78
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %44 = add nuw nsw i32 %30, 1, !dbg !80
  %45 = icmp eq i32 %44, %2, !dbg !81
  br i1 %45, label %25, label %29, !dbg !56, !llvm.loop !82
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16divergent_togglePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !84 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %5 = zext nneg i32 %4 to i64, !dbg !87
  %6 = getelementptr inbounds [256 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16divergent_togglePKfPfiE1S to ptr), i64 1024), i64 0, i64 %5, !dbg !87
  store float 0.000000e+00, ptr %6, align 4, !dbg !88, !tbaa !22
  %7 = icmp sgt i32 %2, 0, !dbg !89
  br i1 %7, label %8, label %13, !dbg !90

8:                                                ; preds = %3
  %9 = add nuw nsw i32 %4, 5
  %10 = and i32 %9, 255
  %11 = zext nneg i32 %10 to i64
  %12 = icmp ult i32 %4, 32
  br label %20, !dbg !90

13:                                               ; preds = %20, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %33, %20 ], !dbg !91
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !92
  %16 = shl i32 %15, 8, !dbg !94
  %17 = add i32 %16, %4, !dbg !95
  %18 = zext i32 %17 to i64, !dbg !96
  %19 = getelementptr inbounds float, ptr %1, i64 %18, !dbg !96
  store float %14, ptr %19, align 4, !dbg !97, !tbaa !22
  ret void, !dbg !98

20:                                               ; preds = %8, %20
  %21 = phi i32 [ 0, %8 ], [ %39, %20 ]
  %22 = phi i32 [ 0, %8 ], [ %38, %20 ]
  %23 = phi float [ 0.000000e+00, %8 ], [ %33, %20 ]
  %24 = shl nsw i32 %21, 8, !dbg !99
  %25 = add nuw nsw i32 %24, %4, !dbg !100
  %26 = zext nneg i32 %25 to i64, !dbg !101
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !101
  %28 = load float, ptr %27, align 4, !dbg !101, !tbaa !22
  %29 = zext nneg i32 %22 to i64, !dbg !102
  %30 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16divergent_togglePKfPfiE1S to ptr), i64 0, i64 %29, i64 %5, !dbg !102
  store float %28, ptr %30, align 4, !dbg !103, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !104
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16divergent_togglePKfPfiE1S to ptr), i64 0, i64 %29, i64 %11, !dbg !105
  %32 = load float, ptr %31, align 4, !dbg !105, !tbaa !22
  %33 = fadd contract float %23, %32, !dbg !106
  tail call void @llvm.nvvm.barrier0(), !dbg !107
  %34 = and i32 %21, 1
  %35 = icmp ne i32 %34, 0
  %36 = or i1 %12, %35, !dbg !108
  %37 = zext i1 %36 to i32, !dbg !108
  %38 = xor i32 %22, %37, !dbg !108
  %39 = add nuw nsw i32 %21, 1, !dbg !109
  %40 = icmp eq i32 %39, %2, !dbg !89
  br i1 %40, label %13, label %20, !dbg !90, !llvm.loop !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "distance_edges.cu", directory: ".")
!2 = !{ptr @_Z10next_stagePKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z10next_stagePKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z5rerunPKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z5rerunPKfPfii, !"maxntidx", i32 256}
!6 = !{ptr @_Z16divergent_togglePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z16divergent_togglePKfPfi, !"maxntidx", i32 256}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "next_stage", scope: !1, file: !1, line: 12, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!20 = distinct !DILocation(line: 15, column: 11, scope: !14)
!21 = !DILocation(line: 16, column: 13, scope: !14)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 16, column: 3, scope: !14)
!27 = !DILocation(line: 16, column: 11, scope: !14)
!28 = !DILocation(line: 17, column: 3, scope: !14)
!29 = !DILocation(line: 19, column: 21, scope: !14)
!30 = !DILocation(line: 19, column: 3, scope: !14)
!31 = !DILocation(line: 0, scope: !14)
!32 = !DILocation(line: 59, column: 1, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 59, type: !15, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 24, column: 7, scope: !14)
!35 = !DILocation(line: 24, column: 18, scope: !14)
!36 = !DILocation(line: 24, column: 25, scope: !14)
!37 = !DILocation(line: 24, column: 3, scope: !14)
!38 = !DILocation(line: 24, column: 30, scope: !14)
!39 = !DILocation(line: 25, column: 1, scope: !14)
!40 = !DILocation(line: 20, column: 17, scope: !14)
!41 = !DILocation(line: 20, column: 22, scope: !14)
!42 = !DILocation(line: 20, column: 12, scope: !14)
!43 = !DILocation(line: 20, column: 9, scope: !14)
!44 = !DILocation(line: 21, column: 9, scope: !14)
!45 = !DILocation(line: 21, column: 5, scope: !14)
!46 = !DILocation(line: 21, column: 17, scope: !14)
!47 = !DILocation(line: 22, column: 5, scope: !14)
!48 = distinct !{!48, !30, !49, !50}
!49 = !DILocation(line: 23, column: 3, scope: !14)
!50 = !{!"llvm.loop.mustprogress"}
!51 = distinct !DISubprogram(name: "rerun", scope: !1, file: !1, line: 30, type: !15, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !53)
!53 = distinct !DILocation(line: 33, column: 11, scope: !51)
!54 = !DILocation(line: 35, column: 21, scope: !51)
!55 = !DILocation(line: 35, column: 3, scope: !51)
!56 = !DILocation(line: 36, column: 5, scope: !51)
!57 = !DILocation(line: 34, column: 9, scope: !51)
!58 = !DILocation(line: 59, column: 1, scope: !33, inlinedAt: !59)
!59 = distinct !DILocation(line: 43, column: 7, scope: !51)
!60 = !DILocation(line: 43, column: 18, scope: !51)
!61 = !DILocation(line: 43, column: 25, scope: !51)
!62 = !DILocation(line: 43, column: 3, scope: !51)
!63 = !DILocation(line: 43, column: 30, scope: !51)
!64 = !DILocation(line: 44, column: 1, scope: !51)
!65 = !DILocation(line: 0, scope: !51)
!66 = !DILocation(line: 35, column: 29, scope: !51)
!67 = distinct !{!67, !55, !68, !50}
!68 = !DILocation(line: 42, column: 3, scope: !51)
!69 = !DILocation(line: 37, column: 30, scope: !51)
!70 = !DILocation(line: 37, column: 35, scope: !51)
!71 = !DILocation(line: 37, column: 42, scope: !51)
!72 = !DILocation(line: 37, column: 21, scope: !51)
!73 = !DILocation(line: 37, column: 11, scope: !51)
!74 = !DILocation(line: 37, column: 7, scope: !51)
!75 = !DILocation(line: 37, column: 19, scope: !51)
!76 = !DILocation(line: 38, column: 7, scope: !51)
!77 = !DILocation(line: 39, column: 14, scope: !51)
!78 = !DILocation(line: 39, column: 11, scope: !51)
!79 = !DILocation(line: 40, column: 7, scope: !51)
!80 = !DILocation(line: 36, column: 28, scope: !51)
!81 = !DILocation(line: 36, column: 23, scope: !51)
!82 = distinct !{!82, !56, !83, !50}
!83 = !DILocation(line: 41, column: 5, scope: !51)
!84 = distinct !DISubprogram(name: "divergent_toggle", scope: !1, file: !1, line: 47, type: !15, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !86)
!86 = distinct !DILocation(line: 50, column: 11, scope: !84)
!87 = !DILocation(line: 53, column: 3, scope: !84)
!88 = !DILocation(line: 53, column: 11, scope: !84)
!89 = !DILocation(line: 54, column: 21, scope: !84)
!90 = !DILocation(line: 54, column: 3, scope: !84)
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 59, column: 1, scope: !33, inlinedAt: !93)
!93 = distinct !DILocation(line: 62, column: 7, scope: !84)
!94 = !DILocation(line: 62, column: 18, scope: !84)
!95 = !DILocation(line: 62, column: 25, scope: !84)
!96 = !DILocation(line: 62, column: 3, scope: !84)
!97 = !DILocation(line: 62, column: 30, scope: !84)
!98 = !DILocation(line: 63, column: 1, scope: !84)
!99 = !DILocation(line: 55, column: 21, scope: !84)
!100 = !DILocation(line: 55, column: 28, scope: !84)
!101 = !DILocation(line: 55, column: 17, scope: !84)
!102 = !DILocation(line: 55, column: 5, scope: !84)
!103 = !DILocation(line: 55, column: 15, scope: !84)
!104 = !DILocation(line: 56, column: 5, scope: !84)
!105 = !DILocation(line: 57, column: 12, scope: !84)
!106 = !DILocation(line: 57, column: 9, scope: !84)
!107 = !DILocation(line: 58, column: 5, scope: !84)
!108 = !DILocation(line: 59, column: 16, scope: !84)
!109 = !DILocation(line: 54, column: 26, scope: !84)
!110 = distinct !{!110, !90, !111, !50}
!111 = !DILocation(line: 61, column: 3, scope: !84)
