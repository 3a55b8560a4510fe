; ModuleID = 'thread0.cu'
source_filename = "thread0.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15zero_then_firstE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ9broadcastE2s0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @zero_then_first(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = zext nneg i32 %3 to i64, !dbg !17
  %5 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15zero_then_firstE1s to ptr), i64 0, i64 %4, !dbg !17
  store i32 0, ptr %5, align 4, !dbg !18, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %6 = icmp eq i32 %3, 0, !dbg !24
  br i1 %6, label %7, label %8, !dbg !25

7:                                                ; preds = %2
  store i32 %1, ptr addrspacecast (ptr addrspace(3) @_ZZ15zero_then_firstE1s to ptr), align 4, !dbg !26, !tbaa !19
  br label %8, !dbg !27

8:                                                ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %9 = load i32, ptr %5, align 4, !dbg !29, !tbaa !19
  %10 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !30
  store i32 %9, ptr %10, align 4, !dbg !31, !tbaa !19
  ret void, !dbg !32
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @broadcast(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !33 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %4 = icmp eq i32 %3, 0, !dbg !36
  br i1 %4, label %5, label %7, !dbg !37

5:                                                ; preds = %2
  %6 = shl nsw i32 %1, 1
  store i32 %6, ptr addrspacecast (ptr addrspace(3) @_ZZ9broadcastE2s0 to ptr), align 4, !dbg !38, !tbaa !19
  br label %7, !dbg !39

7:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9broadcastE2s0 to ptr), align 4, !dbg !41, !tbaa !19
  %9 = add nsw i32 %8, %3, !dbg !42
  %10 = zext nneg i32 %3 to i64, !dbg !43
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !43
  store i32 %9, ptr %11, align 4, !dbg !44, !tbaa !19
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "thread0.cu", directory: ".")
!2 = !{ptr @zero_then_first, !"kernel", i32 1}
!3 = !{ptr @broadcast, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "zero_then_first", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 12, scope: !10)
!17 = !DILocation(line: 11, column: 3, scope: !10)
!18 = !DILocation(line: 11, column: 8, scope: !10)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 12, column: 3, scope: !10)
!24 = !DILocation(line: 13, column: 9, scope: !10)
!25 = !DILocation(line: 13, column: 7, scope: !10)
!26 = !DILocation(line: 14, column: 10, scope: !10)
!27 = !DILocation(line: 14, column: 5, scope: !10)
!28 = !DILocation(line: 15, column: 3, scope: !10)
!29 = !DILocation(line: 16, column: 12, scope: !10)
!30 = !DILocation(line: 16, column: 3, scope: !10)
!31 = !DILocation(line: 16, column: 10, scope: !10)
!32 = !DILocation(line: 17, column: 1, scope: !10)
!33 = distinct !DISubprogram(name: "broadcast", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !35)
!35 = distinct !DILocation(line: 22, column: 12, scope: !33)
!36 = !DILocation(line: 23, column: 9, scope: !33)
!37 = !DILocation(line: 23, column: 7, scope: !33)
!38 = !DILocation(line: 24, column: 8, scope: !33)
!39 = !DILocation(line: 24, column: 5, scope: !33)
!40 = !DILocation(line: 25, column: 3, scope: !33)
!41 = !DILocation(line: 26, column: 12, scope: !33)
!42 = !DILocation(line: 26, column: 15, scope: !33)
!43 = !DILocation(line: 26, column: 3, scope: !33)
!44 = !DILocation(line: 26, column: 10, scope: !33)
!45 = !DILocation(line: 27, column: 1, scope: !33)
