; ModuleID = 'carved.cu'
source_filename = "carved.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1
@_ZZ12pingpong_ownE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ18pingpong_neighbourE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14sliding_windowE1w = internal unnamed_addr addrspace(3) global [68 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @adjacent_tiles(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %4 = zext nneg i32 %3 to i64, !dbg !26
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !26
  %6 = load float, ptr %5, align 4, !dbg !26, !tbaa !27
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !31
  store float %6, ptr %7, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %8 = xor i32 %3, 1, !dbg !34
  %9 = zext nneg i32 %8 to i64, !dbg !35
  %10 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %9, !dbg !35
  %11 = load float, ptr %10, align 4, !dbg !35, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %12 = fadd contract float %11, 1.000000e+00, !dbg !37
  %13 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 512), i64 %4, !dbg !38
  store float %12, ptr %13, align 4, !dbg !39, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %14 = add nuw nsw i32 %3, 1, !dbg !41
  %15 = and i32 %14, 127, !dbg !42
  %16 = zext nneg i32 %15 to i64, !dbg !43
  %17 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 512), i64 %16, !dbg !43
  %18 = load float, ptr %17, align 4, !dbg !43, !tbaa !27
  %19 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !44
  store float %18, ptr %19, align 4, !dbg !45, !tbaa !27
  ret void, !dbg !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiles_touch(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !47 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %4 = zext nneg i32 %3 to i64, !dbg !50
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !50
  %6 = load float, ptr %5, align 4, !dbg !50, !tbaa !27
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !51
  store float %6, ptr %7, align 4, !dbg !52, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %8 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 508), align 4, !dbg !54, !tbaa !27
  %9 = fmul contract float %8, 2.000000e+00, !dbg !55
  %10 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !56
  store float %9, ptr %10, align 4, !dbg !57, !tbaa !27
  ret void, !dbg !58
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stages(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !59 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %4 = zext nneg i32 %3 to i64, !dbg !62
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !62
  %6 = load float, ptr %5, align 4, !dbg !62, !tbaa !27
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !63
  store float %6, ptr %7, align 4, !dbg !64, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %8 = getelementptr inbounds i8, ptr %5, i64 1024, !dbg !66
  %9 = load float, ptr %8, align 4, !dbg !66, !tbaa !27
  %10 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 4096), i64 %4, !dbg !67
  store float %9, ptr %10, align 4, !dbg !68, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %11 = xor i32 %3, 3, !dbg !70
  %12 = zext nneg i32 %11 to i64, !dbg !71
  %13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %12, !dbg !71
  %14 = load float, ptr %13, align 4, !dbg !71, !tbaa !27
  %15 = xor i32 %3, 5, !dbg !72
  %16 = zext nneg i32 %15 to i64, !dbg !73
  %17 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 4096), i64 %16, !dbg !73
  %18 = load float, ptr %17, align 4, !dbg !73, !tbaa !27
  %19 = fadd contract float %14, %18, !dbg !74
  %20 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !75
  store float %19, ptr %20, align 4, !dbg !76, !tbaa !27
  ret void, !dbg !77
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pingpong_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !78 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %5 = zext nneg i32 %4 to i64, !dbg !81
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !81
  %7 = load float, ptr %6, align 4, !dbg !81, !tbaa !27
  %8 = icmp sgt i32 %2, 0, !dbg !82
  br i1 %8, label %12, label %9, !dbg !83

9:                                                ; preds = %12, %3
  %10 = phi float [ %7, %3 ], [ %22, %12 ], !dbg !84
  %11 = getelementptr inbounds float, ptr %1, i64 %5, !dbg !85
  store float %10, ptr %11, align 4, !dbg !86, !tbaa !27
  ret void, !dbg !87

12:                                               ; preds = %3, %12
  %13 = phi float [ %22, %12 ], [ %7, %3 ]
  %14 = phi i32 [ %23, %12 ], [ 0, %3 ]
  %15 = shl i32 %14, 7, !dbg !88
  %16 = and i32 %15, 128, !dbg !88
  %17 = add nuw nsw i32 %16, %4, !dbg !89
  %18 = zext nneg i32 %17 to i64, !dbg !90
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12pingpong_ownE3buf to ptr), i64 0, i64 %18, !dbg !90
  store float %13, ptr %19, align 4, !dbg !91, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !92
  %20 = fmul contract float %13, 5.000000e-01, !dbg !93
  %21 = load float, ptr %19, align 4, !dbg !94, !tbaa !27
  %22 = fadd contract float %20, %21, !dbg !95
  tail call void @llvm.nvvm.barrier0(), !dbg !96
  %23 = add nuw nsw i32 %14, 1, !dbg !97
  %24 = icmp eq i32 %23, %2, !dbg !82
  br i1 %24, label %9, label %12, !dbg !83, !llvm.loop !98
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pingpong_neighbour(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !101 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !102
  %5 = zext nneg i32 %4 to i64, !dbg !104
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !104
  %7 = load float, ptr %6, align 4, !dbg !104, !tbaa !27
  %8 = icmp sgt i32 %2, 0, !dbg !105
  br i1 %8, label %9, label %12, !dbg !106

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %4, 1
  %11 = and i32 %10, 127
  br label %15, !dbg !106

12:                                               ; preds = %15, %3
  %13 = phi float [ %7, %3 ], [ %28, %15 ], !dbg !107
  %14 = getelementptr inbounds float, ptr %1, i64 %5, !dbg !108
  store float %13, ptr %14, align 4, !dbg !109, !tbaa !27
  ret void, !dbg !110

15:                                               ; preds = %9, %15
  %16 = phi float [ %7, %9 ], [ %28, %15 ]
  %17 = phi i32 [ 0, %9 ], [ %29, %15 ]
  %18 = shl i32 %17, 7, !dbg !111
  %19 = and i32 %18, 128, !dbg !111
  %20 = add nuw nsw i32 %19, %4, !dbg !112
  %21 = zext nneg i32 %20 to i64, !dbg !113
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18pingpong_neighbourE3buf to ptr), i64 0, i64 %21, !dbg !113
  store float %16, ptr %22, align 4, !dbg !114, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !115
  %23 = fmul contract float %16, 5.000000e-01, !dbg !116
  %24 = or disjoint i32 %19, %11, !dbg !117
  %25 = zext nneg i32 %24 to i64, !dbg !118
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18pingpong_neighbourE3buf to ptr), i64 0, i64 %25, !dbg !118
  %27 = load float, ptr %26, align 4, !dbg !118, !tbaa !27
  %28 = fadd contract float %23, %27, !dbg !119
  %29 = add nuw nsw i32 %17, 1, !dbg !120
  %30 = icmp eq i32 %29, %2, !dbg !105
  br i1 %30, label %12, label %15, !dbg !106, !llvm.loop !121
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sliding_window(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !123 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !124
  %4 = zext nneg i32 %3 to i64, !dbg !126
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !126
  %6 = load i32, ptr %5, align 4, !dbg !126, !tbaa !127
  br label %9, !dbg !129

7:                                                ; preds = %9
  %8 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !130
  store i32 %16, ptr %8, align 4, !dbg !131, !tbaa !127
  ret void, !dbg !132

9:                                                ; preds = %2, %9
  %10 = phi i32 [ 0, %2 ], [ %17, %9 ]
  %11 = phi i32 [ %6, %2 ], [ %16, %9 ]
  %12 = add nuw nsw i32 %10, %3, !dbg !133
  %13 = zext nneg i32 %12 to i64, !dbg !134
  %14 = getelementptr inbounds [68 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14sliding_windowE1w to ptr), i64 0, i64 %13, !dbg !134
  store i32 %11, ptr %14, align 4, !dbg !135, !tbaa !127
  tail call void @llvm.nvvm.barrier0(), !dbg !136
  %15 = load i32, ptr %14, align 4, !dbg !137, !tbaa !127
  %16 = add nsw i32 %15, %11, !dbg !138
  tail call void @llvm.nvvm.barrier0(), !dbg !139
  %17 = add nuw nsw i32 %10, 1, !dbg !140
  %18 = icmp eq i32 %17, 3, !dbg !141
  br i1 %18, label %7, label %9, !dbg !129, !llvm.loop !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12}
!llvm.module.flags = !{!13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "carved.cu", directory: ".")
!2 = !{ptr @adjacent_tiles, !"kernel", i32 1}
!3 = !{ptr @adjacent_tiles, !"maxntidx", i32 128}
!4 = !{ptr @tiles_touch, !"kernel", i32 1}
!5 = !{ptr @tiles_touch, !"maxntidx", i32 128}
!6 = !{ptr @stages, !"kernel", i32 1}
!7 = !{ptr @pingpong_own, !"kernel", i32 1}
!8 = !{ptr @pingpong_own, !"maxntidx", i32 128}
!9 = !{ptr @pingpong_neighbour, !"kernel", i32 1}
!10 = !{ptr @pingpong_neighbour, !"maxntidx", i32 128}
!11 = !{ptr @sliding_window, !"kernel", i32 1}
!12 = !{ptr @sliding_window, !"maxntidx", i32 64}
!13 = !{i32 7, !"Dwarf Version", i32 2}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "adjacent_tiles", scope: !1, file: !1, line: 10, type: !20, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DISubroutineType(types: !21)
!21 = !{}
!22 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !24, file: !24, line: 58, type: !20, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!25 = distinct !DILocation(line: 14, column: 12, scope: !19)
!26 = !DILocation(line: 15, column: 10, scope: !19)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 15, column: 3, scope: !19)
!32 = !DILocation(line: 15, column: 8, scope: !19)
!33 = !DILocation(line: 16, column: 3, scope: !19)
!34 = !DILocation(line: 17, column: 17, scope: !19)
!35 = !DILocation(line: 17, column: 13, scope: !19)
!36 = !DILocation(line: 18, column: 3, scope: !19)
!37 = !DILocation(line: 19, column: 12, scope: !19)
!38 = !DILocation(line: 19, column: 3, scope: !19)
!39 = !DILocation(line: 19, column: 8, scope: !19)
!40 = !DILocation(line: 20, column: 3, scope: !19)
!41 = !DILocation(line: 21, column: 17, scope: !19)
!42 = !DILocation(line: 21, column: 22, scope: !19)
!43 = !DILocation(line: 21, column: 12, scope: !19)
!44 = !DILocation(line: 21, column: 3, scope: !19)
!45 = !DILocation(line: 21, column: 10, scope: !19)
!46 = !DILocation(line: 22, column: 1, scope: !19)
!47 = distinct !DISubprogram(name: "tiles_touch", scope: !1, file: !1, line: 28, type: !20, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !49)
!49 = distinct !DILocation(line: 32, column: 12, scope: !47)
!50 = !DILocation(line: 33, column: 10, scope: !47)
!51 = !DILocation(line: 33, column: 3, scope: !47)
!52 = !DILocation(line: 33, column: 8, scope: !47)
!53 = !DILocation(line: 34, column: 3, scope: !47)
!54 = !DILocation(line: 35, column: 12, scope: !47)
!55 = !DILocation(line: 35, column: 17, scope: !47)
!56 = !DILocation(line: 35, column: 3, scope: !47)
!57 = !DILocation(line: 35, column: 10, scope: !47)
!58 = !DILocation(line: 36, column: 1, scope: !47)
!59 = distinct !DISubprogram(name: "stages", scope: !1, file: !1, line: 41, type: !20, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !61)
!61 = distinct !DILocation(line: 45, column: 12, scope: !59)
!62 = !DILocation(line: 46, column: 11, scope: !59)
!63 = !DILocation(line: 46, column: 3, scope: !59)
!64 = !DILocation(line: 46, column: 9, scope: !59)
!65 = !DILocation(line: 47, column: 3, scope: !59)
!66 = !DILocation(line: 48, column: 11, scope: !59)
!67 = !DILocation(line: 48, column: 3, scope: !59)
!68 = !DILocation(line: 48, column: 9, scope: !59)
!69 = !DILocation(line: 49, column: 3, scope: !59)
!70 = !DILocation(line: 50, column: 17, scope: !59)
!71 = !DILocation(line: 50, column: 12, scope: !59)
!72 = !DILocation(line: 50, column: 29, scope: !59)
!73 = !DILocation(line: 50, column: 24, scope: !59)
!74 = !DILocation(line: 50, column: 22, scope: !59)
!75 = !DILocation(line: 50, column: 3, scope: !59)
!76 = !DILocation(line: 50, column: 10, scope: !59)
!77 = !DILocation(line: 51, column: 1, scope: !59)
!78 = distinct !DISubprogram(name: "pingpong_own", scope: !1, file: !1, line: 58, type: !20, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !80)
!80 = distinct !DILocation(line: 60, column: 12, scope: !78)
!81 = !DILocation(line: 61, column: 13, scope: !78)
!82 = !DILocation(line: 62, column: 21, scope: !78)
!83 = !DILocation(line: 62, column: 3, scope: !78)
!84 = !DILocation(line: 0, scope: !78)
!85 = !DILocation(line: 69, column: 3, scope: !78)
!86 = !DILocation(line: 69, column: 10, scope: !78)
!87 = !DILocation(line: 70, column: 1, scope: !78)
!88 = !DILocation(line: 63, column: 21, scope: !78)
!89 = !DILocation(line: 64, column: 11, scope: !78)
!90 = !DILocation(line: 64, column: 5, scope: !78)
!91 = !DILocation(line: 64, column: 16, scope: !78)
!92 = !DILocation(line: 65, column: 5, scope: !78)
!93 = !DILocation(line: 66, column: 11, scope: !78)
!94 = !DILocation(line: 66, column: 20, scope: !78)
!95 = !DILocation(line: 66, column: 18, scope: !78)
!96 = !DILocation(line: 67, column: 5, scope: !78)
!97 = !DILocation(line: 62, column: 26, scope: !78)
!98 = distinct !{!98, !83, !99, !100}
!99 = !DILocation(line: 68, column: 3, scope: !78)
!100 = !{!"llvm.loop.mustprogress"}
!101 = distinct !DISubprogram(name: "pingpong_neighbour", scope: !1, file: !1, line: 76, type: !20, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !103)
!103 = distinct !DILocation(line: 78, column: 12, scope: !101)
!104 = !DILocation(line: 79, column: 13, scope: !101)
!105 = !DILocation(line: 80, column: 21, scope: !101)
!106 = !DILocation(line: 80, column: 3, scope: !101)
!107 = !DILocation(line: 0, scope: !101)
!108 = !DILocation(line: 86, column: 3, scope: !101)
!109 = !DILocation(line: 86, column: 10, scope: !101)
!110 = !DILocation(line: 87, column: 1, scope: !101)
!111 = !DILocation(line: 81, column: 21, scope: !101)
!112 = !DILocation(line: 82, column: 11, scope: !101)
!113 = !DILocation(line: 82, column: 5, scope: !101)
!114 = !DILocation(line: 82, column: 16, scope: !101)
!115 = !DILocation(line: 83, column: 5, scope: !101)
!116 = !DILocation(line: 84, column: 11, scope: !101)
!117 = !DILocation(line: 84, column: 26, scope: !101)
!118 = !DILocation(line: 84, column: 20, scope: !101)
!119 = !DILocation(line: 84, column: 18, scope: !101)
!120 = !DILocation(line: 80, column: 26, scope: !101)
!121 = distinct !{!121, !106, !122, !100}
!122 = !DILocation(line: 85, column: 3, scope: !101)
!123 = distinct !DISubprogram(name: "sliding_window", scope: !1, file: !1, line: 95, type: !20, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!124 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !125)
!125 = distinct !DILocation(line: 97, column: 12, scope: !123)
!126 = !DILocation(line: 98, column: 13, scope: !123)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !29, i64 0}
!129 = !DILocation(line: 100, column: 3, scope: !123)
!130 = !DILocation(line: 106, column: 3, scope: !123)
!131 = !DILocation(line: 106, column: 10, scope: !123)
!132 = !DILocation(line: 107, column: 1, scope: !123)
!133 = !DILocation(line: 101, column: 9, scope: !123)
!134 = !DILocation(line: 101, column: 5, scope: !123)
!135 = !DILocation(line: 101, column: 14, scope: !123)
!136 = !DILocation(line: 102, column: 5, scope: !123)
!137 = !DILocation(line: 103, column: 12, scope: !123)
!138 = !DILocation(line: 103, column: 9, scope: !123)
!139 = !DILocation(line: 104, column: 5, scope: !123)
!140 = !DILocation(line: 100, column: 26, scope: !123)
!141 = !DILocation(line: 100, column: 21, scope: !123)
!142 = distinct !{!142, !129, !143, !100, !144}
!143 = !DILocation(line: 105, column: 3, scope: !123)
!144 = !{!"llvm.loop.unroll.disable"}
