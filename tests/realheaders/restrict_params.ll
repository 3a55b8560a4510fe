; ModuleID = 'restrict_params.cu'
source_filename = "restrict_params.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @with_restrict(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %8 = add i32 %6, %7, !dbg !27
  %9 = zext i32 %8 to i64, !dbg !28
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !28
  %11 = load float, ptr %10, align 4, !dbg !28, !tbaa !29
  %12 = fmul contract float %11, 2.000000e+00, !dbg !33
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !34
  store float %12, ptr %13, align 4, !dbg !35, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %14 = add i32 %8, 1, !dbg !37
  %15 = zext i32 %14 to i64, !dbg !38
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !38
  %17 = load float, ptr %16, align 4, !dbg !38, !tbaa !29
  %18 = atomicrmw fadd ptr %2, float %17 seq_cst, align 4, !dbg !39
  ret void, !dbg !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @without_restrict(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !47 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !50
  %6 = mul i32 %4, %5, !dbg !52
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
  %8 = add i32 %6, %7, !dbg !55
  %9 = zext i32 %8 to i64, !dbg !56
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !56
  %11 = load float, ptr %10, align 4, !dbg !56, !tbaa !29
  %12 = fmul contract float %11, 2.000000e+00, !dbg !57
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !58
  store float %12, ptr %13, align 4, !dbg !59, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %14 = add i32 %8, 1, !dbg !61
  %15 = zext i32 %14 to i64, !dbg !62
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !62
  %17 = load float, ptr %16, align 4, !dbg !62, !tbaa !29
  %18 = atomicrmw fadd ptr %2, float %17 seq_cst, align 4, !dbg !63
  ret void, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "restrict_params.cu", directory: ".")
!8 = !{ptr @with_restrict, !"kernel", i32 1}
!9 = !{ptr @without_restrict, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "with_restrict", scope: !7, file: !7, line: 9, type: !14, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 12, column: 12, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 12, column: 25, scope: !13)
!23 = !DILocation(line: 12, column: 23, scope: !13)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 12, column: 38, scope: !13)
!27 = !DILocation(line: 12, column: 36, scope: !13)
!28 = !DILocation(line: 13, column: 12, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 18, scope: !13)
!34 = !DILocation(line: 13, column: 3, scope: !13)
!35 = !DILocation(line: 13, column: 10, scope: !13)
!36 = !DILocation(line: 14, column: 3, scope: !13)
!37 = !DILocation(line: 15, column: 23, scope: !13)
!38 = !DILocation(line: 15, column: 18, scope: !13)
!39 = !DILocation(line: 177, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !41, file: !41, line: 176, type: !14, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!42 = distinct !DILocation(line: 84, column: 10, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "atomicAdd", scope: !44, file: !44, line: 82, type: !14, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DIFile(filename: "/cuda-12.4/include/sm_20_atomic_functions.hpp", directory: "")
!45 = distinct !DILocation(line: 15, column: 3, scope: !13)
!46 = !DILocation(line: 16, column: 1, scope: !13)
!47 = distinct !DISubprogram(name: "without_restrict", scope: !7, file: !7, line: 18, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !49)
!49 = distinct !DILocation(line: 20, column: 12, scope: !47)
!50 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !51)
!51 = distinct !DILocation(line: 20, column: 25, scope: !47)
!52 = !DILocation(line: 20, column: 23, scope: !47)
!53 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !54)
!54 = distinct !DILocation(line: 20, column: 38, scope: !47)
!55 = !DILocation(line: 20, column: 36, scope: !47)
!56 = !DILocation(line: 21, column: 12, scope: !47)
!57 = !DILocation(line: 21, column: 18, scope: !47)
!58 = !DILocation(line: 21, column: 3, scope: !47)
!59 = !DILocation(line: 21, column: 10, scope: !47)
!60 = !DILocation(line: 22, column: 3, scope: !47)
!61 = !DILocation(line: 23, column: 23, scope: !47)
!62 = !DILocation(line: 23, column: 18, scope: !47)
!63 = !DILocation(line: 177, column: 10, scope: !40, inlinedAt: !64)
!64 = distinct !DILocation(line: 84, column: 10, scope: !43, inlinedAt: !65)
!65 = distinct !DILocation(line: 23, column: 3, scope: !47)
!66 = !DILocation(line: 24, column: 1, scope: !47)
