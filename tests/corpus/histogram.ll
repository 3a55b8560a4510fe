; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14histogram_smemE4bins = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ19histogram_two_phaseE3cnt = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_smem(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = icmp ult i32 %4, 256, !dbg !17
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7, !dbg !18

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !19
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = mul i32 %8, %6, !dbg !23
  %10 = add i32 %9, %4, !dbg !24
  %11 = icmp slt i32 %10, %1, !dbg !25
  br i1 %11, label %12, label %21, !dbg !26

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22, !dbg !26

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %17, !dbg !27
  store i32 0, ptr %18, align 4, !dbg !28, !tbaa !29
  %19 = add nuw nsw i32 %16, %6, !dbg !33
  %20 = icmp ult i32 %19, 256, !dbg !17
  br i1 %20, label %15, label %7, !dbg !18, !llvm.loop !34

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br i1 %5, label %33, label %32, !dbg !38

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %30, %22 ]
  %24 = sext i32 %23 to i64, !dbg !39
  %25 = getelementptr inbounds i8, ptr %0, i64 %24, !dbg !39
  %26 = load i8, ptr %25, align 1, !dbg !39, !tbaa !40
  %27 = zext i8 %26 to i64, !dbg !41
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %27, !dbg !41
  %29 = atomicrmw add ptr %28, i32 1 seq_cst, align 4, !dbg !42
  %30 = add i32 %23, %14, !dbg !45
  %31 = icmp slt i32 %30, %1, !dbg !25
  br i1 %31, label %22, label %21, !dbg !26, !llvm.loop !46

32:                                               ; preds = %33, %21
  ret void, !dbg !48

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %40, %33 ], [ %4, %21 ]
  %35 = zext nneg i32 %34 to i64, !dbg !49
  %36 = getelementptr inbounds i32, ptr %2, i64 %35, !dbg !49
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE4bins to ptr), i64 0, i64 %35, !dbg !50
  %38 = load i32, ptr %37, align 4, !dbg !50, !tbaa !29
  %39 = atomicrmw add ptr %36, i32 %38 seq_cst, align 4, !dbg !51
  %40 = add nuw nsw i32 %34, %6, !dbg !53
  %41 = icmp ult i32 %40, 256, !dbg !54
  br i1 %41, label %33, label %32, !dbg !38, !llvm.loop !55
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_two_phase(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !57 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %5 = icmp ult i32 %4, 16, !dbg !60
  br i1 %5, label %6, label %9, !dbg !61

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %7
  store i32 0, ptr %8, align 4, !dbg !62, !tbaa !29
  br label %9, !dbg !63

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %12 = mul i32 %10, %11, !dbg !70
  %13 = add i32 %12, %4, !dbg !71
  %14 = zext i32 %13 to i64, !dbg !72
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !72
  %16 = load i32, ptr %15, align 4, !dbg !72, !tbaa !29
  %17 = and i32 %16, 15, !dbg !73
  %18 = zext nneg i32 %17 to i64, !dbg !74
  %19 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %18, !dbg !74
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4, !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  %21 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !79
  %22 = load i32, ptr %21, align 4, !dbg !79, !tbaa !29
  %23 = and i32 %22, 15, !dbg !80
  %24 = zext nneg i32 %23 to i64, !dbg !81
  %25 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %24, !dbg !81
  %26 = atomicrmw add ptr %25, i32 1 seq_cst, align 4, !dbg !82
  tail call void @llvm.nvvm.barrier0(), !dbg !84
  br i1 %5, label %27, label %35, !dbg !85

27:                                               ; preds = %9
  %28 = shl i32 %10, 4
  %29 = or disjoint i32 %28, %4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %2, i64 %30
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19histogram_two_phaseE3cnt to ptr), i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !dbg !86, !tbaa !29
  store i32 %34, ptr %31, align 4, !dbg !87, !tbaa !29
  br label %35, !dbg !88

35:                                               ; preds = %27, %9
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "histogram.cu", directory: ".")
!2 = !{ptr @histogram_smem, !"kernel", i32 1}
!3 = !{ptr @histogram_two_phase, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "histogram_smem", scope: !1, file: !1, line: 7, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 16, scope: !10)
!17 = !DILocation(line: 10, column: 31, scope: !10)
!18 = !DILocation(line: 10, column: 3, scope: !10)
!19 = !DILocation(line: 12, column: 3, scope: !10)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 13, column: 16, scope: !10)
!23 = !DILocation(line: 13, column: 27, scope: !10)
!24 = !DILocation(line: 13, column: 40, scope: !10)
!25 = !DILocation(line: 13, column: 57, scope: !10)
!26 = !DILocation(line: 13, column: 3, scope: !10)
!27 = !DILocation(line: 11, column: 5, scope: !10)
!28 = !DILocation(line: 11, column: 13, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 10, column: 41, scope: !10)
!34 = distinct !{!34, !18, !35, !36}
!35 = !DILocation(line: 11, column: 15, scope: !10)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 16, column: 3, scope: !10)
!38 = !DILocation(line: 17, column: 3, scope: !10)
!39 = !DILocation(line: 15, column: 21, scope: !10)
!40 = !{!31, !31, i64 0}
!41 = !DILocation(line: 15, column: 16, scope: !10)
!42 = !DILocation(line: 87, column: 16, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 86, type: !11, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 15, column: 5, scope: !10)
!45 = !DILocation(line: 14, column: 10, scope: !10)
!46 = distinct !{!46, !26, !47, !36}
!47 = !DILocation(line: 15, column: 33, scope: !10)
!48 = !DILocation(line: 19, column: 1, scope: !10)
!49 = !DILocation(line: 18, column: 16, scope: !10)
!50 = !DILocation(line: 18, column: 25, scope: !10)
!51 = !DILocation(line: 87, column: 16, scope: !43, inlinedAt: !52)
!52 = distinct !DILocation(line: 18, column: 5, scope: !10)
!53 = !DILocation(line: 17, column: 41, scope: !10)
!54 = !DILocation(line: 17, column: 31, scope: !10)
!55 = distinct !{!55, !38, !56, !36}
!56 = !DILocation(line: 18, column: 32, scope: !10)
!57 = distinct !DISubprogram(name: "histogram_two_phase", scope: !1, file: !1, line: 24, type: !11, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !59)
!59 = distinct !DILocation(line: 27, column: 12, scope: !57)
!60 = !DILocation(line: 28, column: 9, scope: !57)
!61 = !DILocation(line: 28, column: 7, scope: !57)
!62 = !DILocation(line: 29, column: 12, scope: !57)
!63 = !DILocation(line: 29, column: 5, scope: !57)
!64 = !DILocation(line: 30, column: 3, scope: !57)
!65 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !66)
!66 = distinct !DILocation(line: 31, column: 20, scope: !57)
!67 = !DILocation(line: 60, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 31, column: 33, scope: !57)
!70 = !DILocation(line: 31, column: 31, scope: !57)
!71 = !DILocation(line: 31, column: 44, scope: !57)
!72 = !DILocation(line: 31, column: 18, scope: !57)
!73 = !DILocation(line: 31, column: 49, scope: !57)
!74 = !DILocation(line: 31, column: 14, scope: !57)
!75 = !DILocation(line: 84, column: 10, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 83, type: !11, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 31, column: 3, scope: !57)
!78 = !DILocation(line: 32, column: 3, scope: !57)
!79 = !DILocation(line: 33, column: 18, scope: !57)
!80 = !DILocation(line: 33, column: 49, scope: !57)
!81 = !DILocation(line: 33, column: 14, scope: !57)
!82 = !DILocation(line: 84, column: 10, scope: !76, inlinedAt: !83)
!83 = distinct !DILocation(line: 33, column: 3, scope: !57)
!84 = !DILocation(line: 34, column: 3, scope: !57)
!85 = !DILocation(line: 35, column: 7, scope: !57)
!86 = !DILocation(line: 36, column: 32, scope: !57)
!87 = !DILocation(line: 36, column: 30, scope: !57)
!88 = !DILocation(line: 36, column: 5, scope: !57)
!89 = !DILocation(line: 37, column: 1, scope: !57)
