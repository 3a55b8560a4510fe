; ModuleID = 'mine.cu'
source_filename = "mine.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4mineE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none)
define dso_local void @mine(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %3 = zext nneg i32 %2 to i64, !dbg !16
  %4 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4mineE3buf to ptr), i64 0, i64 %3, !dbg !16
  store i32 %2, ptr %4, align 4, !dbg !17, !tbaa !18
  %5 = add nuw nsw i32 %2, 1, !dbg !22
  %6 = and i32 %5, 63, !dbg !23
  %7 = zext nneg i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4mineE3buf to ptr), i64 0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !18
  %10 = getelementptr inbounds i32, ptr %0, i64 %3, !dbg !25
  store i32 %9, ptr %10, align 4, !dbg !26, !tbaa !18
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mine.cu", directory: ".")
!2 = !{ptr @mine, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "mine", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 3, scope: !9)
!17 = !DILocation(line: 8, column: 10, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 9, column: 19, scope: !9)
!23 = !DILocation(line: 9, column: 24, scope: !9)
!24 = !DILocation(line: 9, column: 12, scope: !9)
!25 = !DILocation(line: 9, column: 3, scope: !9)
!26 = !DILocation(line: 9, column: 10, scope: !9)
!27 = !DILocation(line: 10, column: 1, scope: !9)
