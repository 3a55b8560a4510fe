; ModuleID = 'triton_lock.cu'
source_filename = "triton_lock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z25layer_norm_bwd_accumulatePKfPfPiS2_j(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !13 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = urem i32 %7, %4, !dbg !23
  %9 = zext nneg i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !24
  %11 = getelementptr inbounds i32, ptr %3, i64 %9, !dbg !25
  %12 = shl i32 %7, 8, !dbg !26
  %13 = add i32 %12, %6, !dbg !27
  %14 = zext i32 %13 to i64, !dbg !28
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !28
  %16 = load float, ptr %15, align 4, !dbg !28, !tbaa !29
  %17 = icmp eq i32 %6, 0, !dbg !33
  br i1 %17, label %18, label %23, !dbg !34

18:                                               ; preds = %5, %18
  %19 = cmpxchg ptr %10, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !35
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !35
  %21 = icmp eq i32 %20, 1, !dbg !42
  br i1 %21, label %18, label %22, !dbg !43, !llvm.loop !44

22:                                               ; preds = %18
  tail call void @llvm.nvvm.membar.gl(), !dbg !47
  br label %23, !dbg !50

23:                                               ; preds = %22, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %24 = shl i32 %8, 8, !dbg !52
  %25 = add i32 %24, %6, !dbg !53
  %26 = zext i32 %25 to i64, !dbg !54
  %27 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !54
  %28 = load i32, ptr %11, align 4, !dbg !55, !tbaa !56
  %29 = icmp eq i32 %28, 0, !dbg !58
  br i1 %29, label %33, label %30, !dbg !55

30:                                               ; preds = %23
  %31 = load float, ptr %27, align 4, !dbg !59, !tbaa !29
  %32 = fadd contract float %16, %31, !dbg !59
  br label %33

33:                                               ; preds = %23, %30
  %34 = phi float [ %32, %30 ], [ %16, %23 ], !dbg !60
  store float %34, ptr %27, align 4, !dbg !60, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  br i1 %17, label %35, label %42, !dbg !62

35:                                               ; preds = %33
  %36 = load i32, ptr %11, align 4, !dbg !63, !tbaa !56
  %37 = icmp eq i32 %36, 0, !dbg !64
  br i1 %37, label %38, label %40, !dbg !63

38:                                               ; preds = %35
  %39 = atomicrmw xchg ptr %11, i32 1 seq_cst, align 4, !dbg !65
  br label %40, !dbg !70

40:                                               ; preds = %38, %35
  tail call void @llvm.nvvm.membar.gl(), !dbg !71
  %41 = atomicrmw xchg ptr %10, i32 0 seq_cst, align 4, !dbg !73
  br label %42, !dbg !76

42:                                               ; preds = %40, %33
  ret void, !dbg !77
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z34layer_norm_bwd_accumulate_restrictPKfPfPiS2_j(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef %2, ptr noalias nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !78 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %8 = urem i32 %7, %4, !dbg !83
  %9 = zext nneg i32 %8 to i64, !dbg !84
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !84
  %11 = getelementptr inbounds i32, ptr %3, i64 %9, !dbg !85
  %12 = shl i32 %7, 8, !dbg !86
  %13 = add i32 %12, %6, !dbg !87
  %14 = zext i32 %13 to i64, !dbg !88
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !88
  %16 = load float, ptr %15, align 4, !dbg !88, !tbaa !29
  %17 = icmp eq i32 %6, 0, !dbg !89
  br i1 %17, label %18, label %23, !dbg !90

18:                                               ; preds = %5, %18
  %19 = cmpxchg ptr %10, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !91
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !91
  %21 = icmp eq i32 %20, 1, !dbg !94
  br i1 %21, label %18, label %22, !dbg !95, !llvm.loop !96

22:                                               ; preds = %18
  tail call void @llvm.nvvm.membar.gl(), !dbg !98
  br label %23, !dbg !100

23:                                               ; preds = %22, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !101
  %24 = shl i32 %8, 8, !dbg !102
  %25 = add i32 %24, %6, !dbg !103
  %26 = zext i32 %25 to i64, !dbg !104
  %27 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !104
  %28 = load i32, ptr %11, align 4, !dbg !105, !tbaa !56
  %29 = icmp eq i32 %28, 0, !dbg !106
  br i1 %29, label %33, label %30, !dbg !105

30:                                               ; preds = %23
  %31 = load float, ptr %27, align 4, !dbg !107, !tbaa !29
  %32 = fadd contract float %16, %31, !dbg !107
  br label %33

33:                                               ; preds = %23, %30
  %34 = phi float [ %32, %30 ], [ %16, %23 ], !dbg !108
  store float %34, ptr %27, align 4, !dbg !108, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !109
  br i1 %17, label %35, label %40, !dbg !110

35:                                               ; preds = %33
  br i1 %29, label %36, label %38, !dbg !111

36:                                               ; preds = %35
  %37 = atomicrmw xchg ptr %11, i32 1 seq_cst, align 4, !dbg !112
  br label %38, !dbg !115

38:                                               ; preds = %36, %35
  tail call void @llvm.nvvm.membar.gl(), !dbg !116
  %39 = atomicrmw xchg ptr %10, i32 0 seq_cst, align 4, !dbg !118
  br label %40, !dbg !121

40:                                               ; preds = %38, %33
  ret void, !dbg !122
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10, !11}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "triton_lock.cu", directory: ".")
!8 = !{ptr @_Z25layer_norm_bwd_accumulatePKfPfPiS2_j, !"kernel", i32 1}
!9 = !{ptr @_Z34layer_norm_bwd_accumulate_restrictPKfPfPiS2_j, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "layer_norm_bwd_accumulate", scope: !7, file: !7, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 16, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 11, column: 20, scope: !13)
!23 = !DILocation(line: 11, column: 31, scope: !13)
!24 = !DILocation(line: 12, column: 16, scope: !13)
!25 = !DILocation(line: 13, column: 17, scope: !13)
!26 = !DILocation(line: 14, column: 30, scope: !13)
!27 = !DILocation(line: 14, column: 36, scope: !13)
!28 = !DILocation(line: 14, column: 16, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 15, column: 9, scope: !13)
!34 = !DILocation(line: 15, column: 7, scope: !13)
!35 = !DILocation(line: 359, column: 10, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !37, file: !37, line: 358, type: !14, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!38 = distinct !DILocation(line: 202, column: 10, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "atomicCAS", scope: !40, file: !40, line: 200, type: !14, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!41 = distinct !DILocation(line: 16, column: 12, scope: !13)
!42 = !DILocation(line: 16, column: 34, scope: !13)
!43 = !DILocation(line: 16, column: 5, scope: !13)
!44 = distinct !{!44, !43, !45, !46}
!45 = !DILocation(line: 17, column: 5, scope: !13)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__threadfence", scope: !37, file: !37, line: 528, type: !14, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = distinct !DILocation(line: 18, column: 5, scope: !13)
!50 = !DILocation(line: 19, column: 3, scope: !13)
!51 = !DILocation(line: 20, column: 3, scope: !13)
!52 = !DILocation(line: 21, column: 35, scope: !13)
!53 = !DILocation(line: 21, column: 41, scope: !13)
!54 = !DILocation(line: 21, column: 18, scope: !13)
!55 = !DILocation(line: 22, column: 7, scope: !13)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !31, i64 0}
!58 = !DILocation(line: 22, column: 14, scope: !13)
!59 = !DILocation(line: 25, column: 11, scope: !13)
!60 = !DILocation(line: 0, scope: !13)
!61 = !DILocation(line: 26, column: 3, scope: !13)
!62 = !DILocation(line: 27, column: 7, scope: !13)
!63 = !DILocation(line: 28, column: 9, scope: !13)
!64 = !DILocation(line: 28, column: 16, scope: !13)
!65 = !DILocation(line: 368, column: 10, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__iAtomicExch", scope: !37, file: !37, line: 367, type: !14, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!67 = distinct !DILocation(line: 127, column: 10, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "atomicExch", scope: !40, file: !40, line: 125, type: !14, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!69 = distinct !DILocation(line: 29, column: 7, scope: !13)
!70 = !DILocation(line: 29, column: 7, scope: !13)
!71 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !72)
!72 = distinct !DILocation(line: 30, column: 5, scope: !13)
!73 = !DILocation(line: 368, column: 10, scope: !66, inlinedAt: !74)
!74 = distinct !DILocation(line: 127, column: 10, scope: !68, inlinedAt: !75)
!75 = distinct !DILocation(line: 31, column: 5, scope: !13)
!76 = !DILocation(line: 32, column: 3, scope: !13)
!77 = !DILocation(line: 33, column: 1, scope: !13)
!78 = distinct !DISubprogram(name: "layer_norm_bwd_accumulate_restrict", scope: !7, file: !7, line: 37, type: !14, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !80)
!80 = distinct !DILocation(line: 41, column: 16, scope: !78)
!81 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !82)
!82 = distinct !DILocation(line: 42, column: 20, scope: !78)
!83 = !DILocation(line: 42, column: 31, scope: !78)
!84 = !DILocation(line: 43, column: 16, scope: !78)
!85 = !DILocation(line: 44, column: 17, scope: !78)
!86 = !DILocation(line: 45, column: 30, scope: !78)
!87 = !DILocation(line: 45, column: 36, scope: !78)
!88 = !DILocation(line: 45, column: 16, scope: !78)
!89 = !DILocation(line: 46, column: 9, scope: !78)
!90 = !DILocation(line: 46, column: 7, scope: !78)
!91 = !DILocation(line: 359, column: 10, scope: !36, inlinedAt: !92)
!92 = distinct !DILocation(line: 202, column: 10, scope: !39, inlinedAt: !93)
!93 = distinct !DILocation(line: 47, column: 12, scope: !78)
!94 = !DILocation(line: 47, column: 34, scope: !78)
!95 = !DILocation(line: 47, column: 5, scope: !78)
!96 = distinct !{!96, !95, !97, !46}
!97 = !DILocation(line: 48, column: 5, scope: !78)
!98 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !99)
!99 = distinct !DILocation(line: 49, column: 5, scope: !78)
!100 = !DILocation(line: 50, column: 3, scope: !78)
!101 = !DILocation(line: 51, column: 3, scope: !78)
!102 = !DILocation(line: 52, column: 35, scope: !78)
!103 = !DILocation(line: 52, column: 41, scope: !78)
!104 = !DILocation(line: 52, column: 18, scope: !78)
!105 = !DILocation(line: 53, column: 7, scope: !78)
!106 = !DILocation(line: 53, column: 14, scope: !78)
!107 = !DILocation(line: 56, column: 11, scope: !78)
!108 = !DILocation(line: 0, scope: !78)
!109 = !DILocation(line: 57, column: 3, scope: !78)
!110 = !DILocation(line: 58, column: 7, scope: !78)
!111 = !DILocation(line: 59, column: 9, scope: !78)
!112 = !DILocation(line: 368, column: 10, scope: !66, inlinedAt: !113)
!113 = distinct !DILocation(line: 127, column: 10, scope: !68, inlinedAt: !114)
!114 = distinct !DILocation(line: 60, column: 7, scope: !78)
!115 = !DILocation(line: 60, column: 7, scope: !78)
!116 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !117)
!117 = distinct !DILocation(line: 61, column: 5, scope: !78)
!118 = !DILocation(line: 368, column: 10, scope: !66, inlinedAt: !119)
!119 = distinct !DILocation(line: 127, column: 10, scope: !68, inlinedAt: !120)
!120 = distinct !DILocation(line: 62, column: 5, scope: !78)
!121 = !DILocation(line: 63, column: 3, scope: !78)
!122 = !DILocation(line: 64, column: 1, scope: !78)
