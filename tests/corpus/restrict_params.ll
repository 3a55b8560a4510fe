; ModuleID = 'restrict_params.cu'
source_filename = "restrict_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @with_restrict(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %6 = mul i32 %4, %5, !dbg !20
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = add i32 %6, %7, !dbg !24
  %9 = zext i32 %8 to i64, !dbg !25
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !25
  %11 = load float, ptr %10, align 4, !dbg !25, !tbaa !26
  %12 = fmul contract float %11, 2.000000e+00, !dbg !30
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !31
  store float %12, ptr %13, align 4, !dbg !32, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %14 = add i32 %8, 1, !dbg !34
  %15 = zext i32 %14 to i64, !dbg !35
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !35
  %17 = load float, ptr %16, align 4, !dbg !35, !tbaa !26
  %18 = atomicrmw fadd ptr %2, float %17 seq_cst, align 4, !dbg !36
  ret void, !dbg !39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @without_restrict(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !40 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %6 = mul i32 %4, %5, !dbg !45
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %8 = add i32 %6, %7, !dbg !48
  %9 = zext i32 %8 to i64, !dbg !49
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !49
  %11 = load float, ptr %10, align 4, !dbg !49, !tbaa !26
  %12 = fmul contract float %11, 2.000000e+00, !dbg !50
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !51
  store float %12, ptr %13, align 4, !dbg !52, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %14 = add i32 %8, 1, !dbg !54
  %15 = zext i32 %14 to i64, !dbg !55
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !55
  %17 = load float, ptr %16, align 4, !dbg !55, !tbaa !26
  %18 = atomicrmw fadd ptr %2, float %17 seq_cst, align 4, !dbg !56
  ret void, !dbg !58
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
!10 = distinct !DISubprogram(name: "with_restrict", scope: !1, file: !1, line: 9, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 12, column: 12, scope: !10)
!17 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 12, column: 25, scope: !10)
!20 = !DILocation(line: 12, column: 23, scope: !10)
!21 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 12, column: 38, scope: !10)
!24 = !DILocation(line: 12, column: 36, scope: !10)
!25 = !DILocation(line: 13, column: 12, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 13, column: 18, scope: !10)
!31 = !DILocation(line: 13, column: 3, scope: !10)
!32 = !DILocation(line: 13, column: 10, scope: !10)
!33 = !DILocation(line: 14, column: 3, scope: !10)
!34 = !DILocation(line: 15, column: 23, scope: !10)
!35 = !DILocation(line: 15, column: 18, scope: !10)
!36 = !DILocation(line: 90, column: 10, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 89, type: !11, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 15, column: 3, scope: !10)
!39 = !DILocation(line: 16, column: 1, scope: !10)
!40 = distinct !DISubprogram(name: "without_restrict", scope: !1, file: !1, line: 18, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !42)
!42 = distinct !DILocation(line: 20, column: 12, scope: !40)
!43 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !44)
!44 = distinct !DILocation(line: 20, column: 25, scope: !40)
!45 = !DILocation(line: 20, column: 23, scope: !40)
!46 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !47)
!47 = distinct !DILocation(line: 20, column: 38, scope: !40)
!48 = !DILocation(line: 20, column: 36, scope: !40)
!49 = !DILocation(line: 21, column: 12, scope: !40)
!50 = !DILocation(line: 21, column: 18, scope: !40)
!51 = !DILocation(line: 21, column: 3, scope: !40)
!52 = !DILocation(line: 21, column: 10, scope: !40)
!53 = !DILocation(line: 22, column: 3, scope: !40)
!54 = !DILocation(line: 23, column: 23, scope: !40)
!55 = !DILocation(line: 23, column: 18, scope: !40)
!56 = !DILocation(line: 90, column: 10, scope: !37, inlinedAt: !57)
!57 = distinct !DILocation(line: 23, column: 3, scope: !40)
!58 = !DILocation(line: 24, column: 1, scope: !40)
