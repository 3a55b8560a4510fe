; ModuleID = 'observed_counter.cu'
source_filename = "observed_counter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19counter_atomic_loadPKiPjE5count = internal addrspace(3) global i32 undef, align 4
@_ZZ16counter_rmw_readPKiPjE5count = internal addrspace(3) global i32 undef, align 4
@_ZZ20commuting_reductionsPKiPiE3sum = internal addrspace(3) global i32 undef, align 4
@_ZZ20commuting_reductionsPKiPiE9positives = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19counter_atomic_loadPKiPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !14 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %5 = mul i32 %3, %4, !dbg !24
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %7 = add i32 %5, %6, !dbg !28
  %8 = zext i32 %7 to i64, !dbg !29
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !29
  %10 = load i32, ptr %9, align 4, !dbg !29, !tbaa !30
  %11 = icmp eq i32 %6, 0, !dbg !34
  br i1 %11, label %12, label %13, !dbg !35

12:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr), align 4, !dbg !36, !tbaa !30
  br label %13, !dbg !37

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %14 = icmp sgt i32 %10, 0, !dbg !39
  br i1 %14, label %15, label %17, !dbg !40

15:                                               ; preds = %13
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr), i32 1 seq_cst, align 4, !dbg !41
  br label %17, !dbg !48

17:                                               ; preds = %15, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  br i1 %11, label %18, label %22, !dbg !50

18:                                               ; preds = %17
  %19 = zext nneg i32 %3 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load atomic i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr) monotonic, align 4, !dbg !51
  store i32 %21, ptr %20, align 4, !dbg !52, !tbaa !30
  br label %22, !dbg !53

22:                                               ; preds = %18, %17
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16counter_rmw_readPKiPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !55 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %5 = mul i32 %3, %4, !dbg !60
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %7 = add i32 %5, %6, !dbg !63
  %8 = zext i32 %7 to i64, !dbg !64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !64
  %10 = load i32, ptr %9, align 4, !dbg !64, !tbaa !30
  %11 = icmp eq i32 %6, 0, !dbg !65
  br i1 %11, label %12, label %13, !dbg !66

12:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), align 4, !dbg !67, !tbaa !30
  br label %13, !dbg !68

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %14 = icmp sgt i32 %10, 0, !dbg !70
  br i1 %14, label %15, label %17, !dbg !71

15:                                               ; preds = %13
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), i32 1 seq_cst, align 4, !dbg !72
  br label %17, !dbg !75

17:                                               ; preds = %15, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  br i1 %11, label %18, label %22, !dbg !77

18:                                               ; preds = %17
  %19 = zext nneg i32 %3 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), i32 0 seq_cst, align 4, !dbg !78
  store i32 %21, ptr %20, align 4, !dbg !81, !tbaa !30
  br label %22, !dbg !82

22:                                               ; preds = %18, %17
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20commuting_reductionsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !84 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !89
  %6 = mul i32 %4, %5, !dbg !91
  %7 = add i32 %6, %3, !dbg !92
  %8 = zext i32 %7 to i64, !dbg !93
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !93
  %10 = load i32, ptr %9, align 4, !dbg !93, !tbaa !30
  %11 = icmp eq i32 %3, 0, !dbg !94
  br i1 %11, label %12, label %13, !dbg !95

12:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), align 4, !dbg !96, !tbaa !30
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), align 4, !dbg !97, !tbaa !30
  br label %13, !dbg !98

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %14 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), i32 %10 seq_cst, align 4, !dbg !100
  %15 = icmp sgt i32 %10, 0, !dbg !105
  %16 = zext i1 %15 to i32, !dbg !106
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), i32 %16 seq_cst, align 4, !dbg !107
  tail call void @llvm.nvvm.barrier0(), !dbg !110
  %18 = shl nsw i32 %10, 1, !dbg !111
  %19 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), i32 %18 seq_cst, align 4, !dbg !112
  %20 = icmp sgt i32 %10, 100, !dbg !115
  %21 = zext i1 %20 to i32, !dbg !116
  %22 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), i32 %21 seq_cst, align 4, !dbg !117
  tail call void @llvm.nvvm.barrier0(), !dbg !120
  br i1 %11, label %23, label %32, !dbg !121

23:                                               ; preds = %13
  %24 = shl nuw i32 %4, 1
  %25 = or disjoint i32 %24, 1
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  %28 = zext i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), align 4, !dbg !122, !tbaa !30
  store i32 %30, ptr %29, align 4, !dbg !123, !tbaa !30
  %31 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), align 4, !dbg !124, !tbaa !30
  store i32 %31, ptr %27, align 4, !dbg !125, !tbaa !30
  br label %32, !dbg !126

32:                                               ; preds = %23, %13
  ret void, !dbg !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11, !12}
!nvvmir.version = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "observed_counter.cu", directory: ".")
!8 = !{ptr @_Z19counter_atomic_loadPKiPj, !"kernel", i32 1}
!9 = !{ptr @_Z16counter_rmw_readPKiPj, !"kernel", i32 1}
!10 = !{ptr @_Z20commuting_reductionsPKiPi, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = distinct !DISubprogram(name: "counter_atomic_load", scope: !7, file: !7, line: 16, type: !15, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 18, column: 14, scope: !14)
!21 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 18, column: 27, scope: !14)
!24 = !DILocation(line: 18, column: 25, scope: !14)
!25 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 18, column: 40, scope: !14)
!28 = !DILocation(line: 18, column: 38, scope: !14)
!29 = !DILocation(line: 18, column: 11, scope: !14)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 19, column: 19, scope: !14)
!35 = !DILocation(line: 19, column: 7, scope: !14)
!36 = !DILocation(line: 20, column: 11, scope: !14)
!37 = !DILocation(line: 20, column: 5, scope: !14)
!38 = !DILocation(line: 21, column: 3, scope: !14)
!39 = !DILocation(line: 22, column: 9, scope: !14)
!40 = !DILocation(line: 22, column: 7, scope: !14)
!41 = !DILocation(line: 533, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !43, file: !43, line: 532, type: !15, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!44 = distinct !DILocation(line: 112, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "atomicAdd", scope: !46, file: !46, line: 110, type: !15, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!47 = distinct !DILocation(line: 23, column: 5, scope: !14)
!48 = !DILocation(line: 23, column: 5, scope: !14)
!49 = !DILocation(line: 24, column: 3, scope: !14)
!50 = !DILocation(line: 25, column: 7, scope: !14)
!51 = !DILocation(line: 26, column: 23, scope: !14)
!52 = !DILocation(line: 26, column: 21, scope: !14)
!53 = !DILocation(line: 26, column: 5, scope: !14)
!54 = !DILocation(line: 27, column: 1, scope: !14)
!55 = distinct !DISubprogram(name: "counter_rmw_read", scope: !7, file: !7, line: 30, type: !15, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!56 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !57)
!57 = distinct !DILocation(line: 32, column: 14, scope: !55)
!58 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !59)
!59 = distinct !DILocation(line: 32, column: 27, scope: !55)
!60 = !DILocation(line: 32, column: 25, scope: !55)
!61 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !62)
!62 = distinct !DILocation(line: 32, column: 40, scope: !55)
!63 = !DILocation(line: 32, column: 38, scope: !55)
!64 = !DILocation(line: 32, column: 11, scope: !55)
!65 = !DILocation(line: 33, column: 19, scope: !55)
!66 = !DILocation(line: 33, column: 7, scope: !55)
!67 = !DILocation(line: 34, column: 11, scope: !55)
!68 = !DILocation(line: 34, column: 5, scope: !55)
!69 = !DILocation(line: 35, column: 3, scope: !55)
!70 = !DILocation(line: 36, column: 9, scope: !55)
!71 = !DILocation(line: 36, column: 7, scope: !55)
!72 = !DILocation(line: 533, column: 10, scope: !42, inlinedAt: !73)
!73 = distinct !DILocation(line: 112, column: 10, scope: !45, inlinedAt: !74)
!74 = distinct !DILocation(line: 37, column: 5, scope: !55)
!75 = !DILocation(line: 37, column: 5, scope: !55)
!76 = !DILocation(line: 38, column: 3, scope: !55)
!77 = !DILocation(line: 39, column: 7, scope: !55)
!78 = !DILocation(line: 533, column: 10, scope: !42, inlinedAt: !79)
!79 = distinct !DILocation(line: 112, column: 10, scope: !45, inlinedAt: !80)
!80 = distinct !DILocation(line: 40, column: 23, scope: !55)
!81 = !DILocation(line: 40, column: 21, scope: !55)
!82 = !DILocation(line: 40, column: 5, scope: !55)
!83 = !DILocation(line: 41, column: 1, scope: !55)
!84 = distinct !DISubprogram(name: "commuting_reductions", scope: !7, file: !7, line: 47, type: !15, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!85 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !86)
!86 = distinct !DILocation(line: 50, column: 16, scope: !84)
!87 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !88)
!88 = distinct !DILocation(line: 51, column: 14, scope: !84)
!89 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !90)
!90 = distinct !DILocation(line: 51, column: 27, scope: !84)
!91 = !DILocation(line: 51, column: 25, scope: !84)
!92 = !DILocation(line: 51, column: 38, scope: !84)
!93 = !DILocation(line: 51, column: 11, scope: !84)
!94 = !DILocation(line: 52, column: 9, scope: !84)
!95 = !DILocation(line: 52, column: 7, scope: !84)
!96 = !DILocation(line: 53, column: 9, scope: !84)
!97 = !DILocation(line: 54, column: 15, scope: !84)
!98 = !DILocation(line: 55, column: 3, scope: !84)
!99 = !DILocation(line: 56, column: 3, scope: !84)
!100 = !DILocation(line: 341, column: 10, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !43, file: !43, line: 340, type: !15, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!102 = distinct !DILocation(line: 107, column: 10, scope: !103, inlinedAt: !104)
!103 = distinct !DISubprogram(name: "atomicAdd", scope: !46, file: !46, line: 105, type: !15, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!104 = distinct !DILocation(line: 57, column: 3, scope: !84)
!105 = !DILocation(line: 58, column: 27, scope: !84)
!106 = !DILocation(line: 58, column: 25, scope: !84)
!107 = !DILocation(line: 341, column: 10, scope: !101, inlinedAt: !108)
!108 = distinct !DILocation(line: 107, column: 10, scope: !103, inlinedAt: !109)
!109 = distinct !DILocation(line: 58, column: 3, scope: !84)
!110 = !DILocation(line: 59, column: 3, scope: !84)
!111 = !DILocation(line: 60, column: 21, scope: !84)
!112 = !DILocation(line: 341, column: 10, scope: !101, inlinedAt: !113)
!113 = distinct !DILocation(line: 107, column: 10, scope: !103, inlinedAt: !114)
!114 = distinct !DILocation(line: 60, column: 3, scope: !84)
!115 = !DILocation(line: 61, column: 27, scope: !84)
!116 = !DILocation(line: 61, column: 25, scope: !84)
!117 = !DILocation(line: 341, column: 10, scope: !101, inlinedAt: !118)
!118 = distinct !DILocation(line: 107, column: 10, scope: !103, inlinedAt: !119)
!119 = distinct !DILocation(line: 61, column: 3, scope: !84)
!120 = !DILocation(line: 62, column: 3, scope: !84)
!121 = !DILocation(line: 63, column: 7, scope: !84)
!122 = !DILocation(line: 64, column: 27, scope: !84)
!123 = !DILocation(line: 64, column: 25, scope: !84)
!124 = !DILocation(line: 65, column: 31, scope: !84)
!125 = !DILocation(line: 65, column: 29, scope: !84)
!126 = !DILocation(line: 66, column: 3, scope: !84)
!127 = !DILocation(line: 67, column: 1, scope: !84)
