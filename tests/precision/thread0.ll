; ModuleID = 'thread0.cu'
source_filename = "thread0.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15zero_then_firstE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ9broadcastE2s0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16zero_then_secondE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ10first_onlyE1s.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @zero_then_first(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !19
  %5 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15zero_then_firstE1s to ptr), i64 0, i64 %4, !dbg !19
  store i32 0, ptr %5, align 4, !dbg !20, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !25
  %6 = icmp eq i32 %3, 0, !dbg !26
  br i1 %6, label %7, label %8, !dbg !27

7:                                                ; preds = %2
  store i32 %1, ptr addrspacecast (ptr addrspace(3) @_ZZ15zero_then_firstE1s to ptr), align 4, !dbg !28, !tbaa !21
  br label %8, !dbg !29

8:                                                ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %9 = load i32, ptr %5, align 4, !dbg !31, !tbaa !21
  %10 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !32
  store i32 %9, ptr %10, align 4, !dbg !33, !tbaa !21
  ret void, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @broadcast(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !35 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %4 = icmp eq i32 %3, 0, !dbg !38
  br i1 %4, label %5, label %7, !dbg !39

5:                                                ; preds = %2
  %6 = shl nsw i32 %1, 1
  store i32 %6, ptr addrspacecast (ptr addrspace(3) @_ZZ9broadcastE2s0 to ptr), align 4, !dbg !40, !tbaa !21
  br label %7, !dbg !41

7:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9broadcastE2s0 to ptr), align 4, !dbg !43, !tbaa !21
  %9 = add nsw i32 %8, %3, !dbg !44
  %10 = zext nneg i32 %3 to i64, !dbg !45
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !45
  store i32 %9, ptr %11, align 4, !dbg !46, !tbaa !21
  ret void, !dbg !47
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @zero_then_second(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !48 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %4 = zext nneg i32 %3 to i64, !dbg !51
  %5 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16zero_then_secondE1s to ptr), i64 0, i64 %4, !dbg !51
  store i32 0, ptr %5, align 4, !dbg !52, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %6 = icmp eq i32 %3, 0, !dbg !54
  br i1 %6, label %7, label %8, !dbg !55

7:                                                ; preds = %2
  store i32 %1, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16zero_then_secondE1s to ptr), i64 4), align 4, !dbg !56, !tbaa !21
  br label %8, !dbg !57

8:                                                ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %9 = load i32, ptr %5, align 4, !dbg !59, !tbaa !21
  %10 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !60
  store i32 %9, ptr %10, align 4, !dbg !61, !tbaa !21
  ret void, !dbg !62
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @first_only(ptr noalias nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !63 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %4 = icmp eq i32 %3, 0, !dbg !66
  br i1 %4, label %5, label %6, !dbg !67

5:                                                ; preds = %2
  store i32 %1, ptr addrspace(3) @_ZZ10first_onlyE1s.0, align 4, !dbg !68, !tbaa !21
  br label %6, !dbg !69

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  br i1 %4, label %7, label %9, !dbg !71

7:                                                ; preds = %6
  %8 = load i32, ptr addrspace(3) @_ZZ10first_onlyE1s.0, align 4, !dbg !72, !tbaa !21
  store i32 %8, ptr %0, align 4, !dbg !73, !tbaa !21
  br label %9, !dbg !74

9:                                                ; preds = %7, %6
  ret void, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "thread0.cu", directory: ".")
!2 = !{ptr @zero_then_first, !"kernel", i32 1}
!3 = !{ptr @broadcast, !"kernel", i32 1}
!4 = !{ptr @zero_then_second, !"kernel", i32 1}
!5 = !{ptr @first_only, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "zero_then_first", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 58, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!18 = distinct !DILocation(line: 9, column: 12, scope: !12)
!19 = !DILocation(line: 10, column: 3, scope: !12)
!20 = !DILocation(line: 10, column: 8, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 11, column: 3, scope: !12)
!26 = !DILocation(line: 12, column: 9, scope: !12)
!27 = !DILocation(line: 12, column: 7, scope: !12)
!28 = !DILocation(line: 13, column: 10, scope: !12)
!29 = !DILocation(line: 13, column: 5, scope: !12)
!30 = !DILocation(line: 14, column: 3, scope: !12)
!31 = !DILocation(line: 15, column: 12, scope: !12)
!32 = !DILocation(line: 15, column: 3, scope: !12)
!33 = !DILocation(line: 15, column: 10, scope: !12)
!34 = !DILocation(line: 16, column: 1, scope: !12)
!35 = distinct !DISubprogram(name: "broadcast", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !37)
!37 = distinct !DILocation(line: 21, column: 12, scope: !35)
!38 = !DILocation(line: 22, column: 9, scope: !35)
!39 = !DILocation(line: 22, column: 7, scope: !35)
!40 = !DILocation(line: 23, column: 8, scope: !35)
!41 = !DILocation(line: 23, column: 5, scope: !35)
!42 = !DILocation(line: 24, column: 3, scope: !35)
!43 = !DILocation(line: 25, column: 12, scope: !35)
!44 = !DILocation(line: 25, column: 15, scope: !35)
!45 = !DILocation(line: 25, column: 3, scope: !35)
!46 = !DILocation(line: 25, column: 10, scope: !35)
!47 = !DILocation(line: 26, column: 1, scope: !35)
!48 = distinct !DISubprogram(name: "zero_then_second", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !50)
!50 = distinct !DILocation(line: 32, column: 12, scope: !48)
!51 = !DILocation(line: 33, column: 3, scope: !48)
!52 = !DILocation(line: 33, column: 8, scope: !48)
!53 = !DILocation(line: 34, column: 3, scope: !48)
!54 = !DILocation(line: 35, column: 9, scope: !48)
!55 = !DILocation(line: 35, column: 7, scope: !48)
!56 = !DILocation(line: 36, column: 10, scope: !48)
!57 = !DILocation(line: 36, column: 5, scope: !48)
!58 = !DILocation(line: 37, column: 3, scope: !48)
!59 = !DILocation(line: 38, column: 12, scope: !48)
!60 = !DILocation(line: 38, column: 3, scope: !48)
!61 = !DILocation(line: 38, column: 10, scope: !48)
!62 = !DILocation(line: 39, column: 1, scope: !48)
!63 = distinct !DISubprogram(name: "first_only", scope: !1, file: !1, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !65)
!65 = distinct !DILocation(line: 45, column: 12, scope: !63)
!66 = !DILocation(line: 46, column: 9, scope: !63)
!67 = !DILocation(line: 46, column: 7, scope: !63)
!68 = !DILocation(line: 47, column: 10, scope: !63)
!69 = !DILocation(line: 47, column: 5, scope: !63)
!70 = !DILocation(line: 48, column: 3, scope: !63)
!71 = !DILocation(line: 49, column: 7, scope: !63)
!72 = !DILocation(line: 50, column: 14, scope: !63)
!73 = !DILocation(line: 50, column: 12, scope: !63)
!74 = !DILocation(line: 50, column: 5, scope: !63)
!75 = !DILocation(line: 51, column: 1, scope: !63)
