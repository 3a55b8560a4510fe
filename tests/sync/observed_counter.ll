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
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %4 = icmp eq i32 %3, 0, !dbg !21
  br i1 %4, label %5, label %6, !dbg !22

5:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr), align 4, !dbg !23, !tbaa !24
  br label %6, !dbg !28

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %9 = mul i32 %7, %8, !dbg !36
  %10 = add i32 %9, %3, !dbg !37
  %11 = zext i32 %10 to i64, !dbg !38
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !38
  %13 = load i32, ptr %12, align 4, !dbg !38, !tbaa !24
  %14 = icmp sgt i32 %13, 0, !dbg !39
  br i1 %14, label %15, label %17, !dbg !38

15:                                               ; preds = %6
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr), i32 1 seq_cst, align 4, !dbg !40
  br label %17, !dbg !47

17:                                               ; preds = %15, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  br i1 %4, label %18, label %22, !dbg !49

18:                                               ; preds = %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load atomic i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19counter_atomic_loadPKiPjE5count to ptr) monotonic, align 4, !dbg !50
  store i32 %21, ptr %20, align 4, !dbg !51, !tbaa !24
  br label %22, !dbg !52

22:                                               ; preds = %18, %17
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16counter_rmw_readPKiPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !54 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %4 = icmp eq i32 %3, 0, !dbg !57
  br i1 %4, label %5, label %6, !dbg !58

5:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), align 4, !dbg !59, !tbaa !24
  br label %6, !dbg !60

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !64
  %9 = mul i32 %7, %8, !dbg !66
  %10 = add i32 %9, %3, !dbg !67
  %11 = zext i32 %10 to i64, !dbg !68
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !68
  %13 = load i32, ptr %12, align 4, !dbg !68, !tbaa !24
  %14 = icmp sgt i32 %13, 0, !dbg !69
  br i1 %14, label %15, label %17, !dbg !68

15:                                               ; preds = %6
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), i32 1 seq_cst, align 4, !dbg !70
  br label %17, !dbg !73

17:                                               ; preds = %15, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  br i1 %4, label %18, label %22, !dbg !75

18:                                               ; preds = %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ16counter_rmw_readPKiPjE5count to ptr), i32 0 seq_cst, align 4, !dbg !76
  store i32 %21, ptr %20, align 4, !dbg !79, !tbaa !24
  br label %22, !dbg !80

22:                                               ; preds = %18, %17
  ret void, !dbg !81
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20commuting_reductionsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !82 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !85
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !87
  %6 = mul i32 %4, %5, !dbg !89
  %7 = add i32 %6, %3, !dbg !90
  %8 = zext i32 %7 to i64, !dbg !91
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !91
  %10 = load i32, ptr %9, align 4, !dbg !91, !tbaa !24
  %11 = icmp eq i32 %3, 0, !dbg !92
  br i1 %11, label %12, label %13, !dbg !93

12:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), align 4, !dbg !94, !tbaa !24
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), align 4, !dbg !95, !tbaa !24
  br label %13, !dbg !96

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !97
  %14 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), i32 %10 seq_cst, align 4, !dbg !98
  %15 = icmp sgt i32 %10, 0, !dbg !103
  %16 = zext i1 %15 to i32, !dbg !104
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), i32 %16 seq_cst, align 4, !dbg !105
  tail call void @llvm.nvvm.barrier0(), !dbg !108
  %18 = shl nsw i32 %10, 1, !dbg !109
  %19 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), i32 %18 seq_cst, align 4, !dbg !110
  %20 = icmp sgt i32 %10, 100, !dbg !113
  %21 = zext i1 %20 to i32, !dbg !114
  %22 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), i32 %21 seq_cst, align 4, !dbg !115
  tail call void @llvm.nvvm.barrier0(), !dbg !118
  br i1 %11, label %23, label %32, !dbg !119

23:                                               ; preds = %13
  %24 = shl nuw i32 %4, 1
  %25 = or disjoint i32 %24, 1
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  %28 = zext i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE3sum to ptr), align 4, !dbg !120, !tbaa !24
  store i32 %30, ptr %29, align 4, !dbg !121, !tbaa !24
  %31 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20commuting_reductionsPKiPiE9positives to ptr), align 4, !dbg !122, !tbaa !24
  store i32 %31, ptr %27, align 4, !dbg !123, !tbaa !24
  br label %32, !dbg !124

32:                                               ; preds = %23, %13
  ret void, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 18, column: 7, scope: !14)
!21 = !DILocation(line: 18, column: 19, scope: !14)
!22 = !DILocation(line: 18, column: 7, scope: !14)
!23 = !DILocation(line: 19, column: 11, scope: !14)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 19, column: 5, scope: !14)
!29 = !DILocation(line: 20, column: 3, scope: !14)
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 21, column: 10, scope: !14)
!33 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 21, column: 23, scope: !14)
!36 = !DILocation(line: 21, column: 21, scope: !14)
!37 = !DILocation(line: 21, column: 34, scope: !14)
!38 = !DILocation(line: 21, column: 7, scope: !14)
!39 = !DILocation(line: 21, column: 49, scope: !14)
!40 = !DILocation(line: 533, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !42, file: !42, line: 532, type: !15, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!43 = distinct !DILocation(line: 112, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "atomicAdd", scope: !45, file: !45, line: 110, type: !15, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!46 = distinct !DILocation(line: 22, column: 5, scope: !14)
!47 = !DILocation(line: 22, column: 5, scope: !14)
!48 = !DILocation(line: 23, column: 3, scope: !14)
!49 = !DILocation(line: 24, column: 7, scope: !14)
!50 = !DILocation(line: 25, column: 23, scope: !14)
!51 = !DILocation(line: 25, column: 21, scope: !14)
!52 = !DILocation(line: 25, column: 5, scope: !14)
!53 = !DILocation(line: 26, column: 1, scope: !14)
!54 = distinct !DISubprogram(name: "counter_rmw_read", scope: !7, file: !7, line: 29, type: !15, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !56)
!56 = distinct !DILocation(line: 31, column: 7, scope: !54)
!57 = !DILocation(line: 31, column: 19, scope: !54)
!58 = !DILocation(line: 31, column: 7, scope: !54)
!59 = !DILocation(line: 32, column: 11, scope: !54)
!60 = !DILocation(line: 32, column: 5, scope: !54)
!61 = !DILocation(line: 33, column: 3, scope: !54)
!62 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !63)
!63 = distinct !DILocation(line: 34, column: 10, scope: !54)
!64 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !65)
!65 = distinct !DILocation(line: 34, column: 23, scope: !54)
!66 = !DILocation(line: 34, column: 21, scope: !54)
!67 = !DILocation(line: 34, column: 34, scope: !54)
!68 = !DILocation(line: 34, column: 7, scope: !54)
!69 = !DILocation(line: 34, column: 49, scope: !54)
!70 = !DILocation(line: 533, column: 10, scope: !41, inlinedAt: !71)
!71 = distinct !DILocation(line: 112, column: 10, scope: !44, inlinedAt: !72)
!72 = distinct !DILocation(line: 35, column: 5, scope: !54)
!73 = !DILocation(line: 35, column: 5, scope: !54)
!74 = !DILocation(line: 36, column: 3, scope: !54)
!75 = !DILocation(line: 37, column: 7, scope: !54)
!76 = !DILocation(line: 533, column: 10, scope: !41, inlinedAt: !77)
!77 = distinct !DILocation(line: 112, column: 10, scope: !44, inlinedAt: !78)
!78 = distinct !DILocation(line: 38, column: 23, scope: !54)
!79 = !DILocation(line: 38, column: 21, scope: !54)
!80 = !DILocation(line: 38, column: 5, scope: !54)
!81 = !DILocation(line: 39, column: 1, scope: !54)
!82 = distinct !DISubprogram(name: "commuting_reductions", scope: !7, file: !7, line: 45, type: !15, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!83 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !84)
!84 = distinct !DILocation(line: 48, column: 16, scope: !82)
!85 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !86)
!86 = distinct !DILocation(line: 49, column: 14, scope: !82)
!87 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !88)
!88 = distinct !DILocation(line: 49, column: 27, scope: !82)
!89 = !DILocation(line: 49, column: 25, scope: !82)
!90 = !DILocation(line: 49, column: 38, scope: !82)
!91 = !DILocation(line: 49, column: 11, scope: !82)
!92 = !DILocation(line: 50, column: 9, scope: !82)
!93 = !DILocation(line: 50, column: 7, scope: !82)
!94 = !DILocation(line: 51, column: 9, scope: !82)
!95 = !DILocation(line: 52, column: 15, scope: !82)
!96 = !DILocation(line: 53, column: 3, scope: !82)
!97 = !DILocation(line: 54, column: 3, scope: !82)
!98 = !DILocation(line: 341, column: 10, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !42, file: !42, line: 340, type: !15, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!100 = distinct !DILocation(line: 107, column: 10, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "atomicAdd", scope: !45, file: !45, line: 105, type: !15, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!102 = distinct !DILocation(line: 55, column: 3, scope: !82)
!103 = !DILocation(line: 56, column: 27, scope: !82)
!104 = !DILocation(line: 56, column: 25, scope: !82)
!105 = !DILocation(line: 341, column: 10, scope: !99, inlinedAt: !106)
!106 = distinct !DILocation(line: 107, column: 10, scope: !101, inlinedAt: !107)
!107 = distinct !DILocation(line: 56, column: 3, scope: !82)
!108 = !DILocation(line: 57, column: 3, scope: !82)
!109 = !DILocation(line: 58, column: 21, scope: !82)
!110 = !DILocation(line: 341, column: 10, scope: !99, inlinedAt: !111)
!111 = distinct !DILocation(line: 107, column: 10, scope: !101, inlinedAt: !112)
!112 = distinct !DILocation(line: 58, column: 3, scope: !82)
!113 = !DILocation(line: 59, column: 27, scope: !82)
!114 = !DILocation(line: 59, column: 25, scope: !82)
!115 = !DILocation(line: 341, column: 10, scope: !99, inlinedAt: !116)
!116 = distinct !DILocation(line: 107, column: 10, scope: !101, inlinedAt: !117)
!117 = distinct !DILocation(line: 59, column: 3, scope: !82)
!118 = !DILocation(line: 60, column: 3, scope: !82)
!119 = !DILocation(line: 61, column: 7, scope: !82)
!120 = !DILocation(line: 62, column: 27, scope: !82)
!121 = !DILocation(line: 62, column: 25, scope: !82)
!122 = !DILocation(line: 63, column: 31, scope: !82)
!123 = !DILocation(line: 63, column: 29, scope: !82)
!124 = !DILocation(line: 64, column: 3, scope: !82)
!125 = !DILocation(line: 65, column: 1, scope: !82)
