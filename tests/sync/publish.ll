; ModuleID = 'publish.cu'
source_filename = "publish.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@published = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@ready = dso_local addrspace(1) externally_initialized global [256 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @published to ptr), ptr addrspacecast (ptr addrspace(1) @ready to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18publish_fence_flagPKfPfPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !16 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %8 = add i32 %6, %7, !dbg !30
  %9 = zext i32 %8 to i64, !dbg !31
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !31
  %11 = load float, ptr %10, align 4, !dbg !31, !tbaa !32
  %12 = fmul contract float %11, 2.000000e+00, !dbg !36
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !37
  store float %12, ptr %13, align 4, !dbg !38, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %14 = icmp eq i32 %7, 0, !dbg !40
  br i1 %14, label %15, label %19, !dbg !41

15:                                               ; preds = %3
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  tail call void @llvm.nvvm.membar.gl(), !dbg !42
  %18 = atomicrmw xchg ptr %17, i32 1 seq_cst, align 4, !dbg !46
  br label %19, !dbg !52

19:                                               ; preds = %15, %3
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z27publish_fence_flag_restrictPKfPfPi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 !dbg !54 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !57
  %6 = mul i32 %4, %5, !dbg !59
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %8 = add i32 %6, %7, !dbg !62
  %9 = zext i32 %8 to i64, !dbg !63
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !63
  %11 = load float, ptr %10, align 4, !dbg !63, !tbaa !32
  %12 = fmul contract float %11, 2.000000e+00, !dbg !64
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !65
  store float %12, ptr %13, align 4, !dbg !66, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !67
  %14 = icmp eq i32 %7, 0, !dbg !68
  br i1 %14, label %15, label %19, !dbg !69

15:                                               ; preds = %3
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  tail call void @llvm.nvvm.membar.gl(), !dbg !70
  %18 = atomicrmw xchg ptr %17, i32 1 seq_cst, align 4, !dbg !72
  br label %19, !dbg !75

19:                                               ; preds = %15, %3
  ret void, !dbg !76
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22publish_device_globalsf(float noundef %0) local_unnamed_addr #0 !dbg !77 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !80
  %4 = mul i32 %2, %3, !dbg !82
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %6 = add i32 %4, %5, !dbg !85
  %7 = uitofp i32 %6 to float, !dbg !86
  %8 = fmul contract float %7, %0, !dbg !87
  %9 = zext i32 %6 to i64, !dbg !88
  %10 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @published to ptr), i64 0, i64 %9, !dbg !88
  store float %8, ptr %10, align 4, !dbg !89, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !90
  %11 = icmp eq i32 %5, 0, !dbg !91
  br i1 %11, label %12, label %16, !dbg !92

12:                                               ; preds = %1
  %13 = zext nneg i32 %2 to i64
  %14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(1) @ready to ptr), i64 0, i64 %13
  tail call void @llvm.nvvm.membar.gl(), !dbg !93
  %15 = atomicrmw xchg ptr %14, i32 1 seq_cst, align 4, !dbg !95
  br label %16, !dbg !98

16:                                               ; preds = %12, %1
  ret void, !dbg !99
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18publish_st_releasePKfPfPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr noundef %2) local_unnamed_addr #0 !dbg !100 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !101
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !103
  %6 = mul i32 %4, %5, !dbg !105
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !106
  %8 = add i32 %6, %7, !dbg !108
  %9 = zext i32 %8 to i64, !dbg !109
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !109
  %11 = load float, ptr %10, align 4, !dbg !109, !tbaa !32
  %12 = fmul contract float %11, 2.000000e+00, !dbg !110
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !111
  store float %12, ptr %13, align 4, !dbg !112, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !113
  %14 = icmp eq i32 %7, 0, !dbg !114
  br i1 %14, label %15, label %20, !dbg !115

15:                                               ; preds = %3
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %19, i32 1) #4, !dbg !116, !srcloc !117
  br label %20, !dbg !118

20:                                               ; preds = %15, %3
  ret void, !dbg !119
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20publish_atom_releasePKfPfPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr noundef %2) local_unnamed_addr #0 !dbg !120 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !121
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !123
  %6 = mul i32 %4, %5, !dbg !125
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !126
  %8 = add i32 %6, %7, !dbg !128
  %9 = zext i32 %8 to i64, !dbg !129
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !129
  %11 = load float, ptr %10, align 4, !dbg !129, !tbaa !32
  %12 = fmul contract float %11, 2.000000e+00, !dbg !130
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !131
  store float %12, ptr %13, align 4, !dbg !132, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !133
  %14 = icmp eq i32 %7, 0, !dbg !134
  br i1 %14, label %15, label %21, !dbg !135

15:                                               ; preds = %3
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = tail call i32 asm sideeffect "atom.release.gpu.global.exch.b32 $0, [$1], $2;", "=r,l,r,~{memory}"(i64 %19, i32 1) #4, !dbg !136, !srcloc !137
  br label %21, !dbg !138

21:                                               ; preds = %15, %3
  ret void, !dbg !139
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13, !14}
!nvvmir.version = !{!15}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "publish.cu", directory: ".")
!8 = !{ptr @_Z18publish_fence_flagPKfPfPi, !"kernel", i32 1}
!9 = !{ptr @_Z27publish_fence_flag_restrictPKfPfPi, !"kernel", i32 1}
!10 = !{ptr @_Z22publish_device_globalsf, !"kernel", i32 1}
!11 = !{ptr @_Z18publish_st_releasePKfPfPj, !"kernel", i32 1}
!12 = !{ptr @_Z20publish_atom_releasePKfPfPj, !"kernel", i32 1}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!15 = !{i32 2, i32 0}
!16 = distinct !DISubprogram(name: "publish_fence_flag", scope: !7, file: !7, line: 9, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!22 = distinct !DILocation(line: 10, column: 16, scope: !16)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 29, scope: !16)
!26 = !DILocation(line: 10, column: 27, scope: !16)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 10, column: 42, scope: !16)
!30 = !DILocation(line: 10, column: 40, scope: !16)
!31 = !DILocation(line: 11, column: 20, scope: !16)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 11, column: 18, scope: !16)
!37 = !DILocation(line: 11, column: 3, scope: !16)
!38 = !DILocation(line: 11, column: 11, scope: !16)
!39 = !DILocation(line: 12, column: 3, scope: !16)
!40 = !DILocation(line: 13, column: 19, scope: !16)
!41 = !DILocation(line: 13, column: 7, scope: !16)
!42 = !DILocation(line: 528, column: 39, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "__threadfence", scope: !44, file: !44, line: 528, type: !17, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!45 = distinct !DILocation(line: 14, column: 5, scope: !16)
!46 = !DILocation(line: 368, column: 10, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__iAtomicExch", scope: !44, file: !44, line: 367, type: !17, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = distinct !DILocation(line: 127, column: 10, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "atomicExch", scope: !50, file: !50, line: 125, type: !17, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!51 = distinct !DILocation(line: 15, column: 5, scope: !16)
!52 = !DILocation(line: 16, column: 3, scope: !16)
!53 = !DILocation(line: 17, column: 1, scope: !16)
!54 = distinct !DISubprogram(name: "publish_fence_flag_restrict", scope: !7, file: !7, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !56)
!56 = distinct !DILocation(line: 23, column: 16, scope: !54)
!57 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !58)
!58 = distinct !DILocation(line: 23, column: 29, scope: !54)
!59 = !DILocation(line: 23, column: 27, scope: !54)
!60 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !61)
!61 = distinct !DILocation(line: 23, column: 42, scope: !54)
!62 = !DILocation(line: 23, column: 40, scope: !54)
!63 = !DILocation(line: 24, column: 20, scope: !54)
!64 = !DILocation(line: 24, column: 18, scope: !54)
!65 = !DILocation(line: 24, column: 3, scope: !54)
!66 = !DILocation(line: 24, column: 11, scope: !54)
!67 = !DILocation(line: 25, column: 3, scope: !54)
!68 = !DILocation(line: 26, column: 19, scope: !54)
!69 = !DILocation(line: 26, column: 7, scope: !54)
!70 = !DILocation(line: 528, column: 39, scope: !43, inlinedAt: !71)
!71 = distinct !DILocation(line: 27, column: 5, scope: !54)
!72 = !DILocation(line: 368, column: 10, scope: !47, inlinedAt: !73)
!73 = distinct !DILocation(line: 127, column: 10, scope: !49, inlinedAt: !74)
!74 = distinct !DILocation(line: 28, column: 5, scope: !54)
!75 = !DILocation(line: 29, column: 3, scope: !54)
!76 = !DILocation(line: 30, column: 1, scope: !54)
!77 = distinct !DISubprogram(name: "publish_device_globals", scope: !7, file: !7, line: 36, type: !17, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!78 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !79)
!79 = distinct !DILocation(line: 37, column: 16, scope: !77)
!80 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !81)
!81 = distinct !DILocation(line: 37, column: 29, scope: !77)
!82 = !DILocation(line: 37, column: 27, scope: !77)
!83 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !84)
!84 = distinct !DILocation(line: 37, column: 42, scope: !77)
!85 = !DILocation(line: 37, column: 40, scope: !77)
!86 = !DILocation(line: 38, column: 26, scope: !77)
!87 = !DILocation(line: 38, column: 24, scope: !77)
!88 = !DILocation(line: 38, column: 3, scope: !77)
!89 = !DILocation(line: 38, column: 16, scope: !77)
!90 = !DILocation(line: 39, column: 3, scope: !77)
!91 = !DILocation(line: 40, column: 19, scope: !77)
!92 = !DILocation(line: 40, column: 7, scope: !77)
!93 = !DILocation(line: 528, column: 39, scope: !43, inlinedAt: !94)
!94 = distinct !DILocation(line: 41, column: 5, scope: !77)
!95 = !DILocation(line: 368, column: 10, scope: !47, inlinedAt: !96)
!96 = distinct !DILocation(line: 127, column: 10, scope: !49, inlinedAt: !97)
!97 = distinct !DILocation(line: 42, column: 5, scope: !77)
!98 = !DILocation(line: 43, column: 3, scope: !77)
!99 = !DILocation(line: 44, column: 1, scope: !77)
!100 = distinct !DISubprogram(name: "publish_st_release", scope: !7, file: !7, line: 47, type: !17, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!101 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !102)
!102 = distinct !DILocation(line: 48, column: 16, scope: !100)
!103 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !104)
!104 = distinct !DILocation(line: 48, column: 29, scope: !100)
!105 = !DILocation(line: 48, column: 27, scope: !100)
!106 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !107)
!107 = distinct !DILocation(line: 48, column: 42, scope: !100)
!108 = !DILocation(line: 48, column: 40, scope: !100)
!109 = !DILocation(line: 49, column: 20, scope: !100)
!110 = !DILocation(line: 49, column: 18, scope: !100)
!111 = !DILocation(line: 49, column: 3, scope: !100)
!112 = !DILocation(line: 49, column: 11, scope: !100)
!113 = !DILocation(line: 50, column: 3, scope: !100)
!114 = !DILocation(line: 51, column: 19, scope: !100)
!115 = !DILocation(line: 51, column: 7, scope: !100)
!116 = !DILocation(line: 53, column: 5, scope: !100)
!117 = !{i64 2349}
!118 = !DILocation(line: 54, column: 3, scope: !100)
!119 = !DILocation(line: 55, column: 1, scope: !100)
!120 = distinct !DISubprogram(name: "publish_atom_release", scope: !7, file: !7, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!121 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !122)
!122 = distinct !DILocation(line: 59, column: 16, scope: !120)
!123 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !124)
!124 = distinct !DILocation(line: 59, column: 29, scope: !120)
!125 = !DILocation(line: 59, column: 27, scope: !120)
!126 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !127)
!127 = distinct !DILocation(line: 59, column: 42, scope: !120)
!128 = !DILocation(line: 59, column: 40, scope: !120)
!129 = !DILocation(line: 60, column: 20, scope: !120)
!130 = !DILocation(line: 60, column: 18, scope: !120)
!131 = !DILocation(line: 60, column: 3, scope: !120)
!132 = !DILocation(line: 60, column: 11, scope: !120)
!133 = !DILocation(line: 61, column: 3, scope: !120)
!134 = !DILocation(line: 62, column: 19, scope: !120)
!135 = !DILocation(line: 62, column: 7, scope: !120)
!136 = !DILocation(line: 65, column: 5, scope: !120)
!137 = !{i64 2856}
!138 = !DILocation(line: 70, column: 3, scope: !120)
!139 = !DILocation(line: 71, column: 1, scope: !120)
