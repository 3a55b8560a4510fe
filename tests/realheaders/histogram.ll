; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14histogram_smemE4bins = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ19histogram_two_phaseE3cnt = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_smem(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = icmp ult i32 %4, 256, !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7, !dbg !21

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %9 = mul i32 %8, %6, !dbg !26
  %10 = add i32 %9, %4, !dbg !27
  %11 = icmp slt i32 %10, %1, !dbg !28
  br i1 %11, label %12, label %21, !dbg !29

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22, !dbg !29

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %17, !dbg !30
  store i32 0, ptr %18, align 4, !dbg !31, !tbaa !32
  %19 = add nuw nsw i32 %16, %6, !dbg !36
  %20 = icmp ult i32 %19, 256, !dbg !20
  br i1 %20, label %15, label %7, !dbg !21, !llvm.loop !37

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %5, label %33, label %32, !dbg !41

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %30, %22 ]
  %24 = sext i32 %23 to i64, !dbg !42
  %25 = getelementptr inbounds i8, ptr %0, i64 %24, !dbg !42
  %26 = load i8, ptr %25, align 1, !dbg !42, !tbaa !43
  %27 = zext i8 %26 to i64, !dbg !44
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %27, !dbg !44
  %29 = atomicrmw add ptr %28, i32 1 seq_cst, align 4, !dbg !45
  %30 = add i32 %23, %14, !dbg !52
  %31 = icmp slt i32 %30, %1, !dbg !28
  br i1 %31, label %22, label %21, !dbg !29, !llvm.loop !53

32:                                               ; preds = %33, %21
  ret void, !dbg !55

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %40, %33 ], [ %4, %21 ]
  %35 = zext nneg i32 %34 to i64, !dbg !56
  %36 = getelementptr inbounds i32, ptr %2, i64 %35, !dbg !56
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %35, !dbg !57
  %38 = load i32, ptr %37, align 4, !dbg !57, !tbaa !32
  %39 = atomicrmw add ptr %36, i32 %38 seq_cst, align 4, !dbg !58
  %40 = add nuw nsw i32 %34, %6, !dbg !61
  %41 = icmp ult i32 %40, 256, !dbg !62
  br i1 %41, label %33, label %32, !dbg !41, !llvm.loop !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_two_phase(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !65 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !66
  %5 = icmp ult i32 %4, 16, !dbg !68
  br i1 %5, label %6, label %9, !dbg !69

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %7
  store i32 0, ptr %8, align 4, !dbg !70, !tbaa !32
  br label %9, !dbg !71

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !72
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !75
  %12 = mul i32 %10, %11, !dbg !78
  %13 = add i32 %12, %4, !dbg !79
  %14 = zext i32 %13 to i64, !dbg !80
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !80
  %16 = load i32, ptr %15, align 4, !dbg !80, !tbaa !32
  %17 = and i32 %16, 15, !dbg !81
  %18 = zext nneg i32 %17 to i64, !dbg !82
  %19 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %18, !dbg !82
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4, !dbg !83
  tail call void @llvm.nvvm.barrier0(), !dbg !88
  %21 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !89
  %22 = load i32, ptr %21, align 4, !dbg !89, !tbaa !32
  %23 = and i32 %22, 15, !dbg !90
  %24 = zext nneg i32 %23 to i64, !dbg !91
  %25 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %24, !dbg !91
  %26 = atomicrmw add ptr %25, i32 1 seq_cst, align 4, !dbg !92
  tail call void @llvm.nvvm.barrier0(), !dbg !95
  br i1 %5, label %27, label %35, !dbg !96

27:                                               ; preds = %9
  %28 = shl i32 %10, 4
  %29 = or disjoint i32 %28, %4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %2, i64 %30
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !dbg !97, !tbaa !32
  store i32 %34, ptr %31, align 4, !dbg !98, !tbaa !32
  br label %35, !dbg !99

35:                                               ; preds = %27, %9
  ret void, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "histogram.cu", directory: ".")
!8 = !{ptr @histogram_smem, !"kernel", i32 1}
!9 = !{ptr @histogram_two_phase, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "histogram_smem", scope: !7, file: !7, line: 7, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 16, scope: !13)
!20 = !DILocation(line: 10, column: 31, scope: !13)
!21 = !DILocation(line: 10, column: 3, scope: !13)
!22 = !DILocation(line: 12, column: 3, scope: !13)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 13, column: 16, scope: !13)
!26 = !DILocation(line: 13, column: 27, scope: !13)
!27 = !DILocation(line: 13, column: 40, scope: !13)
!28 = !DILocation(line: 13, column: 57, scope: !13)
!29 = !DILocation(line: 13, column: 3, scope: !13)
!30 = !DILocation(line: 11, column: 5, scope: !13)
!31 = !DILocation(line: 11, column: 13, scope: !13)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 10, column: 41, scope: !13)
!37 = distinct !{!37, !21, !38, !39}
!38 = !DILocation(line: 11, column: 15, scope: !13)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 16, column: 3, scope: !13)
!41 = !DILocation(line: 17, column: 3, scope: !13)
!42 = !DILocation(line: 15, column: 21, scope: !13)
!43 = !{!34, !34, i64 0}
!44 = !DILocation(line: 15, column: 16, scope: !13)
!45 = !DILocation(line: 533, column: 10, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !47, file: !47, line: 532, type: !14, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!48 = distinct !DILocation(line: 112, column: 10, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "atomicAdd", scope: !50, file: !50, line: 110, type: !14, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!51 = distinct !DILocation(line: 15, column: 5, scope: !13)
!52 = !DILocation(line: 14, column: 10, scope: !13)
!53 = distinct !{!53, !29, !54, !39}
!54 = !DILocation(line: 15, column: 33, scope: !13)
!55 = !DILocation(line: 19, column: 1, scope: !13)
!56 = !DILocation(line: 18, column: 16, scope: !13)
!57 = !DILocation(line: 18, column: 25, scope: !13)
!58 = !DILocation(line: 533, column: 10, scope: !46, inlinedAt: !59)
!59 = distinct !DILocation(line: 112, column: 10, scope: !49, inlinedAt: !60)
!60 = distinct !DILocation(line: 18, column: 5, scope: !13)
!61 = !DILocation(line: 17, column: 41, scope: !13)
!62 = !DILocation(line: 17, column: 31, scope: !13)
!63 = distinct !{!63, !41, !64, !39}
!64 = !DILocation(line: 18, column: 32, scope: !13)
!65 = distinct !DISubprogram(name: "histogram_two_phase", scope: !7, file: !7, line: 24, type: !14, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!66 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !67)
!67 = distinct !DILocation(line: 27, column: 12, scope: !65)
!68 = !DILocation(line: 28, column: 9, scope: !65)
!69 = !DILocation(line: 28, column: 7, scope: !65)
!70 = !DILocation(line: 29, column: 12, scope: !65)
!71 = !DILocation(line: 29, column: 5, scope: !65)
!72 = !DILocation(line: 30, column: 3, scope: !65)
!73 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !74)
!74 = distinct !DILocation(line: 31, column: 20, scope: !65)
!75 = !DILocation(line: 79, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = distinct !DILocation(line: 31, column: 33, scope: !65)
!78 = !DILocation(line: 31, column: 31, scope: !65)
!79 = !DILocation(line: 31, column: 44, scope: !65)
!80 = !DILocation(line: 31, column: 18, scope: !65)
!81 = !DILocation(line: 31, column: 49, scope: !65)
!82 = !DILocation(line: 31, column: 14, scope: !65)
!83 = !DILocation(line: 341, column: 10, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !47, file: !47, line: 340, type: !14, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!85 = distinct !DILocation(line: 107, column: 10, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "atomicAdd", scope: !50, file: !50, line: 105, type: !14, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!87 = distinct !DILocation(line: 31, column: 3, scope: !65)
!88 = !DILocation(line: 32, column: 3, scope: !65)
!89 = !DILocation(line: 33, column: 18, scope: !65)
!90 = !DILocation(line: 33, column: 49, scope: !65)
!91 = !DILocation(line: 33, column: 14, scope: !65)
!92 = !DILocation(line: 341, column: 10, scope: !84, inlinedAt: !93)
!93 = distinct !DILocation(line: 107, column: 10, scope: !86, inlinedAt: !94)
!94 = distinct !DILocation(line: 33, column: 3, scope: !65)
!95 = !DILocation(line: 34, column: 3, scope: !65)
!96 = !DILocation(line: 35, column: 7, scope: !65)
!97 = !DILocation(line: 36, column: 32, scope: !65)
!98 = !DILocation(line: 36, column: 30, scope: !65)
!99 = !DILocation(line: 36, column: 5, scope: !65)
!100 = !DILocation(line: 37, column: 1, scope: !65)
