; ModuleID = 'stream_compaction.cu'
source_filename = "stream_compaction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16compact_positiveE10warp_total = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ16compact_positiveE9warp_base = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ16compact_positiveE10block_base = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @compact_positive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = and i32 %4, 31, !dbg !16
  %6 = lshr i32 %4, 5, !dbg !17
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %9 = mul i32 %7, %8, !dbg !24
  %10 = add i32 %9, %4, !dbg !25
  %11 = zext i32 %10 to i64, !dbg !26
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !26
  %13 = load i32, ptr %12, align 4, !dbg !26, !tbaa !27
  %14 = icmp sgt i32 %13, 0, !dbg !31
  %15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %14), !dbg !32
  %16 = shl nsw i32 -1, %5, !dbg !35
  %17 = xor i32 %16, -1, !dbg !35
  %18 = and i32 %15, %17, !dbg !36
  %19 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18), !dbg !37
  %20 = icmp eq i32 %5, 0, !dbg !40
  br i1 %20, label %21, label %25, !dbg !41

21:                                               ; preds = %3
  %22 = zext nneg i32 %6 to i64
  %23 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %22
  %24 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %15)
  store i32 %24, ptr %23, align 4, !dbg !42, !tbaa !27
  br label %25, !dbg !43

25:                                               ; preds = %21, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %26 = icmp eq i32 %4, 0, !dbg !45
  br i1 %26, label %27, label %86, !dbg !46

27:                                               ; preds = %25
  %28 = lshr i32 %8, 5
  %29 = icmp ult i32 %8, 32, !dbg !47
  br i1 %29, label %53, label %30, !dbg !48

30:                                               ; preds = %27
  %31 = add nsw i32 %28, -1, !dbg !48
  %32 = and i32 %28, 3, !dbg !48
  %33 = icmp ult i32 %31, 3, !dbg !48
  br i1 %33, label %36, label %34, !dbg !48

34:                                               ; preds = %30
  %35 = and i32 %28, 60, !dbg !48
  br label %56, !dbg !48

36:                                               ; preds = %56, %30
  %37 = phi i32 [ poison, %30 ], [ %82, %56 ]
  %38 = phi i32 [ 0, %30 ], [ %83, %56 ]
  %39 = phi i32 [ 0, %30 ], [ %82, %56 ]
  %40 = icmp eq i32 %32, 0, !dbg !48
  br i1 %40, label %53, label %41, !dbg !48

41:                                               ; preds = %36, %41
  %42 = phi i32 [ %50, %41 ], [ %38, %36 ]
  %43 = phi i32 [ %49, %41 ], [ %39, %36 ]
  %44 = phi i32 [ %51, %41 ], [ 0, %36 ]
  %45 = zext nneg i32 %42 to i64, !dbg !49
  %46 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %45, !dbg !49
  store i32 %43, ptr %46, align 4, !dbg !50, !tbaa !27
  %47 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %45, !dbg !51
  %48 = load i32, ptr %47, align 4, !dbg !51, !tbaa !27
  %49 = add nsw i32 %48, %43, !dbg !52
  %50 = add nuw nsw i32 %42, 1, !dbg !53
  %51 = add i32 %44, 1, !dbg !48
  %52 = icmp eq i32 %51, %32, !dbg !48
  br i1 %52, label %53, label %41, !dbg !48, !llvm.loop !54

53:                                               ; preds = %36, %41, %27
  %54 = phi i32 [ 0, %27 ], [ %37, %36 ], [ %49, %41 ], !dbg !56
  %55 = atomicrmw add ptr %2, i32 %54 seq_cst, align 4, !dbg !57
  store i32 %55, ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10block_base to ptr), align 4, !dbg !60, !tbaa !27
  br label %86, !dbg !61

56:                                               ; preds = %56, %34
  %57 = phi i32 [ 0, %34 ], [ %83, %56 ]
  %58 = phi i32 [ 0, %34 ], [ %82, %56 ]
  %59 = phi i32 [ 0, %34 ], [ %84, %56 ]
  %60 = zext nneg i32 %57 to i64, !dbg !49
  %61 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %60, !dbg !49
  store i32 %58, ptr %61, align 4, !dbg !50, !tbaa !27
  %62 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %60, !dbg !51
  %63 = load i32, ptr %62, align 4, !dbg !51, !tbaa !27
  %64 = add nsw i32 %63, %58, !dbg !52
  %65 = or disjoint i32 %57, 1, !dbg !53
  %66 = zext nneg i32 %65 to i64, !dbg !49
  %67 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %66, !dbg !49
  store i32 %64, ptr %67, align 4, !dbg !50, !tbaa !27
  %68 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %66, !dbg !51
  %69 = load i32, ptr %68, align 4, !dbg !51, !tbaa !27
  %70 = add nsw i32 %69, %64, !dbg !52
  %71 = or disjoint i32 %57, 2, !dbg !53
  %72 = zext nneg i32 %71 to i64, !dbg !49
  %73 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %72, !dbg !49
  store i32 %70, ptr %73, align 4, !dbg !50, !tbaa !27
  %74 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %72, !dbg !51
  %75 = load i32, ptr %74, align 4, !dbg !51, !tbaa !27
  %76 = add nsw i32 %75, %70, !dbg !52
  %77 = or disjoint i32 %57, 3, !dbg !53
  %78 = zext nneg i32 %77 to i64, !dbg !49
  %79 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %78, !dbg !49
  store i32 %76, ptr %79, align 4, !dbg !50, !tbaa !27
  %80 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %78, !dbg !51
  %81 = load i32, ptr %80, align 4, !dbg !51, !tbaa !27
  %82 = add nsw i32 %81, %76, !dbg !52
  %83 = add nuw nsw i32 %57, 4, !dbg !53
  %84 = add i32 %59, 4, !dbg !48
  %85 = icmp eq i32 %84, %35, !dbg !48
  br i1 %85, label %36, label %56, !dbg !48, !llvm.loop !62

86:                                               ; preds = %53, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  br i1 %14, label %87, label %96, !dbg !66

87:                                               ; preds = %86
  %88 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10block_base to ptr), align 4, !dbg !67, !tbaa !27
  %89 = zext nneg i32 %6 to i64, !dbg !68
  %90 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %89, !dbg !68
  %91 = load i32, ptr %90, align 4, !dbg !68, !tbaa !27
  %92 = add i32 %88, %19, !dbg !69
  %93 = add i32 %92, %91, !dbg !70
  %94 = sext i32 %93 to i64, !dbg !71
  %95 = getelementptr inbounds i32, ptr %1, i64 %94, !dbg !71
  store i32 %13, ptr %95, align 4, !dbg !72, !tbaa !27
  br label %96, !dbg !71

96:                                               ; preds = %87, %86
  %97 = xor i1 %14, true, !dbg !73
  %98 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %97), !dbg !74
  %99 = and i1 %20, %98, !dbg !77
  br i1 %99, label %100, label %104, !dbg !77

100:                                              ; preds = %96
  %101 = shl nuw i32 1, %6
  %102 = getelementptr inbounds i8, ptr %2, i64 4
  %103 = atomicrmw or ptr %102, i32 %101 seq_cst, align 4, !dbg !78
  br label %104, !dbg !81

104:                                              ; preds = %100, %96
  ret void, !dbg !82
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stream_compaction.cu", directory: ".")
!2 = !{ptr @compact_positive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "compact_positive", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 12, scope: !9)
!16 = !DILocation(line: 11, column: 34, scope: !9)
!17 = !DILocation(line: 11, column: 49, scope: !9)
!18 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 12, column: 14, scope: !9)
!21 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 12, column: 27, scope: !9)
!24 = !DILocation(line: 12, column: 25, scope: !9)
!25 = !DILocation(line: 12, column: 38, scope: !9)
!26 = !DILocation(line: 12, column: 11, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 13, column: 17, scope: !9)
!32 = !DILocation(line: 135, column: 10, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 134, type: !10, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 14, column: 15, scope: !9)
!35 = !DILocation(line: 15, column: 42, scope: !9)
!36 = !DILocation(line: 15, column: 26, scope: !9)
!37 = !DILocation(line: 144, column: 10, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 143, type: !10, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 15, column: 14, scope: !9)
!40 = !DILocation(line: 16, column: 12, scope: !9)
!41 = !DILocation(line: 16, column: 7, scope: !9)
!42 = !DILocation(line: 17, column: 22, scope: !9)
!43 = !DILocation(line: 17, column: 5, scope: !9)
!44 = !DILocation(line: 18, column: 3, scope: !9)
!45 = !DILocation(line: 19, column: 9, scope: !9)
!46 = !DILocation(line: 19, column: 7, scope: !9)
!47 = !DILocation(line: 21, column: 24, scope: !9)
!48 = !DILocation(line: 21, column: 5, scope: !9)
!49 = !DILocation(line: 22, column: 7, scope: !9)
!50 = !DILocation(line: 22, column: 20, scope: !9)
!51 = !DILocation(line: 23, column: 14, scope: !9)
!52 = !DILocation(line: 23, column: 11, scope: !9)
!53 = !DILocation(line: 21, column: 43, scope: !9)
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 0, scope: !9)
!57 = !DILocation(line: 84, column: 10, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 25, column: 18, scope: !9)
!60 = !DILocation(line: 25, column: 16, scope: !9)
!61 = !DILocation(line: 26, column: 3, scope: !9)
!62 = distinct !{!62, !48, !63, !64}
!63 = !DILocation(line: 24, column: 5, scope: !9)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 27, column: 3, scope: !9)
!66 = !DILocation(line: 28, column: 7, scope: !9)
!67 = !DILocation(line: 29, column: 9, scope: !9)
!68 = !DILocation(line: 29, column: 22, scope: !9)
!69 = !DILocation(line: 29, column: 20, scope: !9)
!70 = !DILocation(line: 29, column: 38, scope: !9)
!71 = !DILocation(line: 29, column: 5, scope: !9)
!72 = !DILocation(line: 29, column: 46, scope: !9)
!73 = !DILocation(line: 30, column: 31, scope: !9)
!74 = !DILocation(line: 138, column: 10, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "__all_sync", scope: !14, file: !14, line: 137, type: !10, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!76 = distinct !DILocation(line: 30, column: 7, scope: !9)
!77 = !DILocation(line: 30, column: 38, scope: !9)
!78 = !DILocation(line: 105, column: 16, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "atomicOr", scope: !14, file: !14, line: 104, type: !10, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = distinct !DILocation(line: 31, column: 5, scope: !9)
!81 = !DILocation(line: 31, column: 5, scope: !9)
!82 = !DILocation(line: 32, column: 1, scope: !9)
