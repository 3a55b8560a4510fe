; ModuleID = 'restrict_params.cu'
source_filename = "restrict_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @with_restrict(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %5 = mul i32 %3, %4, !dbg !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %7 = add i32 %5, %6, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !25
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %10 = add i32 %7, 1, !dbg !27
  %11 = zext i32 %10 to i64, !dbg !28
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !28
  %13 = load float, ptr %12, align 4, !dbg !28, !tbaa !29
  %14 = fadd contract float %13, 1.000000e+00, !dbg !33
  store float %14, ptr %9, align 4, !dbg !33, !tbaa !29
  ret void, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @without_restrict(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !35 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !38
  %5 = mul i32 %3, %4, !dbg !40
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !41
  %7 = add i32 %5, %6, !dbg !43
  %8 = zext i32 %7 to i64, !dbg !44
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !44
  store float 1.000000e+00, ptr %9, align 4, !dbg !45, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %10 = add i32 %7, 1, !dbg !47
  %11 = zext i32 %10 to i64, !dbg !48
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !48
  %13 = load float, ptr %12, align 4, !dbg !48, !tbaa !29
  %14 = load float, ptr %9, align 4, !dbg !49, !tbaa !29
  %15 = fadd contract float %13, %14, !dbg !49
  store float %15, ptr %9, align 4, !dbg !49, !tbaa !29
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!1 = !DIFile(filename: "restrict_params.cu", directory: ".")
!2 = !{ptr @with_restrict, !"kernel", i32 1}
!3 = !{ptr @without_restrict, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "with_restrict", scope: !1, file: !1, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 8, column: 12, scope: !10)
!17 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 25, scope: !10)
!20 = !DILocation(line: 8, column: 23, scope: !10)
!21 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 8, column: 38, scope: !10)
!24 = !DILocation(line: 8, column: 36, scope: !10)
!25 = !DILocation(line: 9, column: 3, scope: !10)
!26 = !DILocation(line: 10, column: 3, scope: !10)
!27 = !DILocation(line: 11, column: 18, scope: !10)
!28 = !DILocation(line: 11, column: 13, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 11, column: 10, scope: !10)
!34 = !DILocation(line: 12, column: 1, scope: !10)
!35 = distinct !DISubprogram(name: "without_restrict", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !37)
!37 = distinct !DILocation(line: 15, column: 12, scope: !35)
!38 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !39)
!39 = distinct !DILocation(line: 15, column: 25, scope: !35)
!40 = !DILocation(line: 15, column: 23, scope: !35)
!41 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !42)
!42 = distinct !DILocation(line: 15, column: 38, scope: !35)
!43 = !DILocation(line: 15, column: 36, scope: !35)
!44 = !DILocation(line: 16, column: 3, scope: !35)
!45 = !DILocation(line: 16, column: 10, scope: !35)
!46 = !DILocation(line: 17, column: 3, scope: !35)
!47 = !DILocation(line: 18, column: 18, scope: !35)
!48 = !DILocation(line: 18, column: 13, scope: !35)
!49 = !DILocation(line: 18, column: 10, scope: !35)
!50 = !DILocation(line: 19, column: 1, scope: !35)
