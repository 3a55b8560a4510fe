; ModuleID = 'bitonic_sort.cu'
source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = mul i32 %4, %3, !dbg !22
  %6 = add i32 %5, %2, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %2 to i64, !dbg !29
  %11 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %10, !dbg !29
  store i32 %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = icmp ult i32 %3, 2, !dbg !32
  br i1 %12, label %19, label %13, !dbg !33

13:                                               ; preds = %1, %21
  %14 = phi i32 [ %22, %21 ], [ 2, %1 ]
  %15 = icmp eq i32 %14, 0, !dbg !34
  br i1 %15, label %21, label %16, !dbg !35

16:                                               ; preds = %13
  %17 = and i32 %14, %2
  %18 = icmp ne i32 %17, 0
  br label %24, !dbg !35

19:                                               ; preds = %21, %1
  %20 = load i32, ptr %11, align 4, !dbg !36, !tbaa !25
  store i32 %20, ptr %8, align 4, !dbg !37, !tbaa !25
  ret void, !dbg !38

21:                                               ; preds = %37, %13
  %22 = shl i32 %14, 1, !dbg !39
  %23 = icmp ugt i32 %22, %3, !dbg !32
  br i1 %23, label %19, label %13, !dbg !33, !llvm.loop !40

24:                                               ; preds = %16, %37
  %25 = phi i32 [ %14, %16 ], [ %26, %37 ]
  %26 = lshr i32 %25, 1, !dbg !43
  %27 = xor i32 %26, %2, !dbg !44
  %28 = icmp ugt i32 %27, %2, !dbg !45
  br i1 %28, label %29, label %37, !dbg !46

29:                                               ; preds = %24
  %30 = load i32, ptr %11, align 4, !dbg !47, !tbaa !25
  %31 = zext nneg i32 %27 to i64, !dbg !48
  %32 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %31, !dbg !48
  %33 = load i32, ptr %32, align 4, !dbg !48, !tbaa !25
  %34 = icmp sgt i32 %30, %33, !dbg !49
  %35 = xor i1 %18, %34, !dbg !50
  br i1 %35, label %36, label %37, !dbg !51

36:                                               ; preds = %29
  store i32 %33, ptr %11, align 4, !dbg !52, !tbaa !25
  store i32 %30, ptr %32, align 4, !dbg !53, !tbaa !25
  br label %37, !dbg !54

37:                                               ; preds = %29, %36, %24
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %38 = icmp ult i32 %25, 4, !dbg !34
  br i1 %38, label %21, label %24, !dbg !35, !llvm.loop !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bitonic_sort.cu", directory: ".")
!2 = !{ptr @bitonic_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bitonic_sort", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 12, scope: !9)
!19 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 15, scope: !9)
!22 = !DILocation(line: 10, column: 26, scope: !9)
!23 = !DILocation(line: 10, column: 30, scope: !9)
!24 = !DILocation(line: 10, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 10, column: 3, scope: !9)
!30 = !DILocation(line: 10, column: 8, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 12, column: 22, scope: !9)
!33 = !DILocation(line: 12, column: 3, scope: !9)
!34 = !DILocation(line: 13, column: 29, scope: !9)
!35 = !DILocation(line: 13, column: 5, scope: !9)
!36 = !DILocation(line: 26, column: 30, scope: !9)
!37 = !DILocation(line: 26, column: 28, scope: !9)
!38 = !DILocation(line: 27, column: 1, scope: !9)
!39 = !DILocation(line: 12, column: 30, scope: !9)
!40 = distinct !{!40, !33, !41, !42}
!41 = !DILocation(line: 25, column: 3, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 13, scope: !9)
!44 = !DILocation(line: 14, column: 20, scope: !9)
!45 = !DILocation(line: 15, column: 15, scope: !9)
!46 = !DILocation(line: 15, column: 11, scope: !9)
!47 = !DILocation(line: 16, column: 17, scope: !9)
!48 = !DILocation(line: 16, column: 27, scope: !9)
!49 = !DILocation(line: 18, column: 16, scope: !9)
!50 = !DILocation(line: 18, column: 21, scope: !9)
!51 = !DILocation(line: 18, column: 13, scope: !9)
!52 = !DILocation(line: 19, column: 16, scope: !9)
!53 = !DILocation(line: 20, column: 18, scope: !9)
!54 = !DILocation(line: 21, column: 9, scope: !9)
!55 = !DILocation(line: 23, column: 7, scope: !9)
!56 = distinct !{!56, !35, !57, !42}
!57 = !DILocation(line: 24, column: 5, scope: !9)
