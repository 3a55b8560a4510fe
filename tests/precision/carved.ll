; ModuleID = 'carved.cu'
source_filename = "carved.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1
@_ZZ12pingpong_ownE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ18pingpong_neighbourE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14sliding_windowE1w = internal unnamed_addr addrspace(3) global [68 x i32] undef, align 4
@_ZZ9scan_tailE4temp = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @adjacent_tiles(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !20 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %4 = zext nneg i32 %3 to i64, !dbg !27
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !27
  %6 = load float, ptr %5, align 4, !dbg !27, !tbaa !28
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !32
  store float %6, ptr %7, align 4, !dbg !33, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %8 = xor i32 %3, 1, !dbg !35
  %9 = zext nneg i32 %8 to i64, !dbg !36
  %10 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %9, !dbg !36
  %11 = load float, ptr %10, align 4, !dbg !36, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %12 = fadd contract float %11, 1.000000e+00, !dbg !38
  %13 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 512), i64 %4, !dbg !39
  store float %12, ptr %13, align 4, !dbg !40, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %14 = add nuw nsw i32 %3, 1, !dbg !42
  %15 = and i32 %14, 127, !dbg !43
  %16 = zext nneg i32 %15 to i64, !dbg !44
  %17 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 512), i64 %16, !dbg !44
  %18 = load float, ptr %17, align 4, !dbg !44, !tbaa !28
  %19 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !45
  store float %18, ptr %19, align 4, !dbg !46, !tbaa !28
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiles_touch(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !48 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %4 = zext nneg i32 %3 to i64, !dbg !51
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !51
  %6 = load float, ptr %5, align 4, !dbg !51, !tbaa !28
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !52
  store float %6, ptr %7, align 4, !dbg !53, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %8 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 508), align 4, !dbg !55, !tbaa !28
  %9 = fmul contract float %8, 2.000000e+00, !dbg !56
  %10 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !57
  store float %9, ptr %10, align 4, !dbg !58, !tbaa !28
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stages(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !60 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %4 = zext nneg i32 %3 to i64, !dbg !63
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !63
  %6 = load float, ptr %5, align 4, !dbg !63, !tbaa !28
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !64
  store float %6, ptr %7, align 4, !dbg !65, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !66
  %8 = getelementptr inbounds i8, ptr %5, i64 1024, !dbg !67
  %9 = load float, ptr %8, align 4, !dbg !67, !tbaa !28
  %10 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 4096), i64 %4, !dbg !68
  store float %9, ptr %10, align 4, !dbg !69, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  %11 = xor i32 %3, 3, !dbg !71
  %12 = zext nneg i32 %11 to i64, !dbg !72
  %13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %12, !dbg !72
  %14 = load float, ptr %13, align 4, !dbg !72, !tbaa !28
  %15 = xor i32 %3, 5, !dbg !73
  %16 = zext nneg i32 %15 to i64, !dbg !74
  %17 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 4096), i64 %16, !dbg !74
  %18 = load float, ptr %17, align 4, !dbg !74, !tbaa !28
  %19 = fadd contract float %14, %18, !dbg !75
  %20 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !76
  store float %19, ptr %20, align 4, !dbg !77, !tbaa !28
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pingpong_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !79 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !80
  %5 = zext nneg i32 %4 to i64, !dbg !82
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !82
  %7 = load float, ptr %6, align 4, !dbg !82, !tbaa !28
  %8 = icmp sgt i32 %2, 0, !dbg !83
  br i1 %8, label %12, label %9, !dbg !84

9:                                                ; preds = %12, %3
  %10 = phi float [ %7, %3 ], [ %22, %12 ], !dbg !85
  %11 = getelementptr inbounds float, ptr %1, i64 %5, !dbg !86
  store float %10, ptr %11, align 4, !dbg !87, !tbaa !28
  ret void, !dbg !88

12:                                               ; preds = %3, %12
  %13 = phi float [ %22, %12 ], [ %7, %3 ]
  %14 = phi i32 [ %23, %12 ], [ 0, %3 ]
  %15 = shl i32 %14, 7, !dbg !89
  %16 = and i32 %15, 128, !dbg !89
  %17 = add nuw nsw i32 %16, %4, !dbg !90
  %18 = zext nneg i32 %17 to i64, !dbg !91
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12pingpong_ownE3buf to ptr), i64 0, i64 %18, !dbg !91
  store float %13, ptr %19, align 4, !dbg !92, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !93
  %20 = fmul contract float %13, 5.000000e-01, !dbg !94
  %21 = load float, ptr %19, align 4, !dbg !95, !tbaa !28
  %22 = fadd contract float %20, %21, !dbg !96
  tail call void @llvm.nvvm.barrier0(), !dbg !97
  %23 = add nuw nsw i32 %14, 1, !dbg !98
  %24 = icmp eq i32 %23, %2, !dbg !83
  br i1 %24, label %9, label %12, !dbg !84, !llvm.loop !99
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pingpong_neighbour(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !102 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !103
  %5 = zext nneg i32 %4 to i64, !dbg !105
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !105
  %7 = load float, ptr %6, align 4, !dbg !105, !tbaa !28
  %8 = icmp sgt i32 %2, 0, !dbg !106
  br i1 %8, label %9, label %12, !dbg !107

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %4, 1
  %11 = and i32 %10, 127
  br label %15, !dbg !107

12:                                               ; preds = %15, %3
  %13 = phi float [ %7, %3 ], [ %28, %15 ], !dbg !108
  %14 = getelementptr inbounds float, ptr %1, i64 %5, !dbg !109
  store float %13, ptr %14, align 4, !dbg !110, !tbaa !28
  ret void, !dbg !111

15:                                               ; preds = %9, %15
  %16 = phi float [ %7, %9 ], [ %28, %15 ]
  %17 = phi i32 [ 0, %9 ], [ %29, %15 ]
  %18 = shl i32 %17, 7, !dbg !112
  %19 = and i32 %18, 128, !dbg !112
  %20 = add nuw nsw i32 %19, %4, !dbg !113
  %21 = zext nneg i32 %20 to i64, !dbg !114
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18pingpong_neighbourE3buf to ptr), i64 0, i64 %21, !dbg !114
  store float %16, ptr %22, align 4, !dbg !115, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !116
  %23 = fmul contract float %16, 5.000000e-01, !dbg !117
  %24 = or disjoint i32 %19, %11, !dbg !118
  %25 = zext nneg i32 %24 to i64, !dbg !119
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18pingpong_neighbourE3buf to ptr), i64 0, i64 %25, !dbg !119
  %27 = load float, ptr %26, align 4, !dbg !119, !tbaa !28
  %28 = fadd contract float %23, %27, !dbg !120
  %29 = add nuw nsw i32 %17, 1, !dbg !121
  %30 = icmp eq i32 %29, %2, !dbg !106
  br i1 %30, label %12, label %15, !dbg !107, !llvm.loop !122
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sliding_window(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !124 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !125
  %4 = zext nneg i32 %3 to i64, !dbg !127
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !127
  %6 = load i32, ptr %5, align 4, !dbg !127, !tbaa !128
  br label %9, !dbg !130

7:                                                ; preds = %9
  %8 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !131
  store i32 %16, ptr %8, align 4, !dbg !132, !tbaa !128
  ret void, !dbg !133

9:                                                ; preds = %2, %9
  %10 = phi i32 [ 0, %2 ], [ %17, %9 ]
  %11 = phi i32 [ %6, %2 ], [ %16, %9 ]
  %12 = add nuw nsw i32 %10, %3, !dbg !134
  %13 = zext nneg i32 %12 to i64, !dbg !135
  %14 = getelementptr inbounds [68 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14sliding_windowE1w to ptr), i64 0, i64 %13, !dbg !135
  store i32 %11, ptr %14, align 4, !dbg !136, !tbaa !128
  tail call void @llvm.nvvm.barrier0(), !dbg !137
  %15 = load i32, ptr %14, align 4, !dbg !138, !tbaa !128
  %16 = add nsw i32 %15, %11, !dbg !139
  tail call void @llvm.nvvm.barrier0(), !dbg !140
  %17 = add nuw nsw i32 %10, 1, !dbg !141
  %18 = icmp eq i32 %17, 3, !dbg !142
  br i1 %18, label %7, label %9, !dbg !130, !llvm.loop !143
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_tail(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !146 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !147
  %5 = icmp eq i32 %4, 0, !dbg !149
  br i1 %5, label %11, label %6, !dbg !150

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr float, ptr %1, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -4
  %10 = load float, ptr %9, align 4, !dbg !151, !tbaa !28
  br label %11, !dbg !150

11:                                               ; preds = %3, %6
  %12 = phi i64 [ %7, %6 ], [ 0, %3 ], !dbg !152
  %13 = phi contract float [ %10, %6 ], [ 0.000000e+00, %3 ], !dbg !150
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_tailE4temp to ptr), i64 0, i64 %12, !dbg !152
  store float %13, ptr %14, align 4, !dbg !153, !tbaa !28
  %15 = icmp sgt i32 %2, 1, !dbg !154
  br i1 %15, label %24, label %16, !dbg !155

16:                                               ; preds = %44, %11
  %17 = phi i32 [ 0, %11 ], [ %27, %44 ], !dbg !156
  tail call void @llvm.nvvm.barrier0(), !dbg !157
  %18 = mul nuw nsw i32 %17, %2, !dbg !158
  %19 = add nsw i32 %18, %4, !dbg !159
  %20 = sext i32 %19 to i64, !dbg !160
  %21 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_tailE4temp to ptr), i64 0, i64 %20, !dbg !160
  %22 = load float, ptr %21, align 4, !dbg !160, !tbaa !28
  %23 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !161
  store float %22, ptr %23, align 4, !dbg !162, !tbaa !28
  ret void, !dbg !163

24:                                               ; preds = %11, %44
  %25 = phi i32 [ %45, %44 ], [ 1, %11 ]
  %26 = phi i32 [ %27, %44 ], [ 0, %11 ]
  %27 = sub nuw nsw i32 1, %26, !dbg !164
  tail call void @llvm.nvvm.barrier0(), !dbg !165
  %28 = mul nuw nsw i32 %26, %2, !dbg !166
  %29 = add nsw i32 %28, %4, !dbg !167
  %30 = sext i32 %29 to i64, !dbg !168
  %31 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_tailE4temp to ptr), i64 0, i64 %30, !dbg !168
  %32 = load float, ptr %31, align 4, !dbg !168, !tbaa !28
  %33 = mul nuw nsw i32 %27, %2, !dbg !169
  %34 = add nuw nsw i32 %33, %4, !dbg !170
  %35 = zext nneg i32 %34 to i64, !dbg !171
  %36 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_tailE4temp to ptr), i64 0, i64 %35, !dbg !171
  store float %32, ptr %36, align 4, !dbg !172, !tbaa !28
  %37 = icmp slt i32 %4, %25, !dbg !173
  br i1 %37, label %44, label %38, !dbg !174

38:                                               ; preds = %24
  %39 = sub nsw i32 %29, %25
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_tailE4temp to ptr), i64 0, i64 %40
  %42 = load float, ptr %41, align 4, !dbg !175, !tbaa !28
  %43 = fadd contract float %32, %42, !dbg !176
  store float %43, ptr %36, align 4, !dbg !176, !tbaa !28
  br label %44, !dbg !177

44:                                               ; preds = %24, %38
  %45 = shl nsw i32 %25, 1, !dbg !178
  %46 = icmp slt i32 %45, %2, !dbg !154
  br i1 %46, label %24, label %16, !dbg !155, !llvm.loop !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

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
!13 = !{ptr @scan_tail, !"kernel", i32 1}
!14 = !{i32 7, !"Dwarf Version", i32 2}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "adjacent_tiles", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{}
!23 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !25, file: !25, line: 58, type: !21, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!26 = distinct !DILocation(line: 14, column: 12, scope: !20)
!27 = !DILocation(line: 15, column: 10, scope: !20)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 3, scope: !20)
!33 = !DILocation(line: 15, column: 8, scope: !20)
!34 = !DILocation(line: 16, column: 3, scope: !20)
!35 = !DILocation(line: 17, column: 17, scope: !20)
!36 = !DILocation(line: 17, column: 13, scope: !20)
!37 = !DILocation(line: 18, column: 3, scope: !20)
!38 = !DILocation(line: 19, column: 12, scope: !20)
!39 = !DILocation(line: 19, column: 3, scope: !20)
!40 = !DILocation(line: 19, column: 8, scope: !20)
!41 = !DILocation(line: 20, column: 3, scope: !20)
!42 = !DILocation(line: 21, column: 17, scope: !20)
!43 = !DILocation(line: 21, column: 22, scope: !20)
!44 = !DILocation(line: 21, column: 12, scope: !20)
!45 = !DILocation(line: 21, column: 3, scope: !20)
!46 = !DILocation(line: 21, column: 10, scope: !20)
!47 = !DILocation(line: 22, column: 1, scope: !20)
!48 = distinct !DISubprogram(name: "tiles_touch", scope: !1, file: !1, line: 28, type: !21, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !50)
!50 = distinct !DILocation(line: 32, column: 12, scope: !48)
!51 = !DILocation(line: 33, column: 10, scope: !48)
!52 = !DILocation(line: 33, column: 3, scope: !48)
!53 = !DILocation(line: 33, column: 8, scope: !48)
!54 = !DILocation(line: 34, column: 3, scope: !48)
!55 = !DILocation(line: 35, column: 12, scope: !48)
!56 = !DILocation(line: 35, column: 17, scope: !48)
!57 = !DILocation(line: 35, column: 3, scope: !48)
!58 = !DILocation(line: 35, column: 10, scope: !48)
!59 = !DILocation(line: 36, column: 1, scope: !48)
!60 = distinct !DISubprogram(name: "stages", scope: !1, file: !1, line: 41, type: !21, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !62)
!62 = distinct !DILocation(line: 45, column: 12, scope: !60)
!63 = !DILocation(line: 46, column: 11, scope: !60)
!64 = !DILocation(line: 46, column: 3, scope: !60)
!65 = !DILocation(line: 46, column: 9, scope: !60)
!66 = !DILocation(line: 47, column: 3, scope: !60)
!67 = !DILocation(line: 48, column: 11, scope: !60)
!68 = !DILocation(line: 48, column: 3, scope: !60)
!69 = !DILocation(line: 48, column: 9, scope: !60)
!70 = !DILocation(line: 49, column: 3, scope: !60)
!71 = !DILocation(line: 50, column: 17, scope: !60)
!72 = !DILocation(line: 50, column: 12, scope: !60)
!73 = !DILocation(line: 50, column: 29, scope: !60)
!74 = !DILocation(line: 50, column: 24, scope: !60)
!75 = !DILocation(line: 50, column: 22, scope: !60)
!76 = !DILocation(line: 50, column: 3, scope: !60)
!77 = !DILocation(line: 50, column: 10, scope: !60)
!78 = !DILocation(line: 51, column: 1, scope: !60)
!79 = distinct !DISubprogram(name: "pingpong_own", scope: !1, file: !1, line: 58, type: !21, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !81)
!81 = distinct !DILocation(line: 60, column: 12, scope: !79)
!82 = !DILocation(line: 61, column: 13, scope: !79)
!83 = !DILocation(line: 62, column: 21, scope: !79)
!84 = !DILocation(line: 62, column: 3, scope: !79)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 69, column: 3, scope: !79)
!87 = !DILocation(line: 69, column: 10, scope: !79)
!88 = !DILocation(line: 70, column: 1, scope: !79)
!89 = !DILocation(line: 63, column: 21, scope: !79)
!90 = !DILocation(line: 64, column: 11, scope: !79)
!91 = !DILocation(line: 64, column: 5, scope: !79)
!92 = !DILocation(line: 64, column: 16, scope: !79)
!93 = !DILocation(line: 65, column: 5, scope: !79)
!94 = !DILocation(line: 66, column: 11, scope: !79)
!95 = !DILocation(line: 66, column: 20, scope: !79)
!96 = !DILocation(line: 66, column: 18, scope: !79)
!97 = !DILocation(line: 67, column: 5, scope: !79)
!98 = !DILocation(line: 62, column: 26, scope: !79)
!99 = distinct !{!99, !84, !100, !101}
!100 = !DILocation(line: 68, column: 3, scope: !79)
!101 = !{!"llvm.loop.mustprogress"}
!102 = distinct !DISubprogram(name: "pingpong_neighbour", scope: !1, file: !1, line: 76, type: !21, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !104)
!104 = distinct !DILocation(line: 78, column: 12, scope: !102)
!105 = !DILocation(line: 79, column: 13, scope: !102)
!106 = !DILocation(line: 80, column: 21, scope: !102)
!107 = !DILocation(line: 80, column: 3, scope: !102)
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 86, column: 3, scope: !102)
!110 = !DILocation(line: 86, column: 10, scope: !102)
!111 = !DILocation(line: 87, column: 1, scope: !102)
!112 = !DILocation(line: 81, column: 21, scope: !102)
!113 = !DILocation(line: 82, column: 11, scope: !102)
!114 = !DILocation(line: 82, column: 5, scope: !102)
!115 = !DILocation(line: 82, column: 16, scope: !102)
!116 = !DILocation(line: 83, column: 5, scope: !102)
!117 = !DILocation(line: 84, column: 11, scope: !102)
!118 = !DILocation(line: 84, column: 26, scope: !102)
!119 = !DILocation(line: 84, column: 20, scope: !102)
!120 = !DILocation(line: 84, column: 18, scope: !102)
!121 = !DILocation(line: 80, column: 26, scope: !102)
!122 = distinct !{!122, !107, !123, !101}
!123 = !DILocation(line: 85, column: 3, scope: !102)
!124 = distinct !DISubprogram(name: "sliding_window", scope: !1, file: !1, line: 95, type: !21, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!125 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !126)
!126 = distinct !DILocation(line: 97, column: 12, scope: !124)
!127 = !DILocation(line: 98, column: 13, scope: !124)
!128 = !{!129, !129, i64 0}
!129 = !{!"int", !30, i64 0}
!130 = !DILocation(line: 100, column: 3, scope: !124)
!131 = !DILocation(line: 106, column: 3, scope: !124)
!132 = !DILocation(line: 106, column: 10, scope: !124)
!133 = !DILocation(line: 107, column: 1, scope: !124)
!134 = !DILocation(line: 101, column: 9, scope: !124)
!135 = !DILocation(line: 101, column: 5, scope: !124)
!136 = !DILocation(line: 101, column: 14, scope: !124)
!137 = !DILocation(line: 102, column: 5, scope: !124)
!138 = !DILocation(line: 103, column: 12, scope: !124)
!139 = !DILocation(line: 103, column: 9, scope: !124)
!140 = !DILocation(line: 104, column: 5, scope: !124)
!141 = !DILocation(line: 100, column: 26, scope: !124)
!142 = !DILocation(line: 100, column: 21, scope: !124)
!143 = distinct !{!143, !130, !144, !101, !145}
!144 = !DILocation(line: 105, column: 3, scope: !124)
!145 = !{!"llvm.loop.unroll.disable"}
!146 = distinct !DISubprogram(name: "scan_tail", scope: !1, file: !1, line: 115, type: !21, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!147 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !148)
!148 = distinct !DILocation(line: 118, column: 11, scope: !146)
!149 = !DILocation(line: 120, column: 27, scope: !146)
!150 = !DILocation(line: 120, column: 24, scope: !146)
!151 = !DILocation(line: 120, column: 34, scope: !146)
!152 = !DILocation(line: 120, column: 3, scope: !146)
!153 = !DILocation(line: 120, column: 22, scope: !146)
!154 = !DILocation(line: 121, column: 31, scope: !146)
!155 = !DILocation(line: 121, column: 3, scope: !146)
!156 = !DILocation(line: 0, scope: !146)
!157 = !DILocation(line: 129, column: 3, scope: !146)
!158 = !DILocation(line: 130, column: 22, scope: !146)
!159 = !DILocation(line: 130, column: 26, scope: !146)
!160 = !DILocation(line: 130, column: 12, scope: !146)
!161 = !DILocation(line: 130, column: 3, scope: !146)
!162 = !DILocation(line: 130, column: 10, scope: !146)
!163 = !DILocation(line: 131, column: 1, scope: !146)
!164 = !DILocation(line: 122, column: 14, scope: !146)
!165 = !DILocation(line: 124, column: 5, scope: !146)
!166 = !DILocation(line: 125, column: 35, scope: !146)
!167 = !DILocation(line: 125, column: 39, scope: !146)
!168 = !DILocation(line: 125, column: 26, scope: !146)
!169 = !DILocation(line: 125, column: 15, scope: !146)
!170 = !DILocation(line: 125, column: 19, scope: !146)
!171 = !DILocation(line: 125, column: 5, scope: !146)
!172 = !DILocation(line: 125, column: 24, scope: !146)
!173 = !DILocation(line: 126, column: 11, scope: !146)
!174 = !DILocation(line: 126, column: 9, scope: !146)
!175 = !DILocation(line: 127, column: 29, scope: !146)
!176 = !DILocation(line: 127, column: 26, scope: !146)
!177 = !DILocation(line: 127, column: 7, scope: !146)
!178 = !DILocation(line: 121, column: 43, scope: !146)
!179 = distinct !{!179, !155, !180, !101}
!180 = !DILocation(line: 128, column: 3, scope: !146)
