; ModuleID = 'slots_1d.cu'
source_filename = "slots_1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8own_slotE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ10two_arraysE1a = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ10two_arraysE1b = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ8loop_ownE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ9neighbourE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ7reverseE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ18partial_after_fullE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ12partial_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %4 = zext nneg i32 %3 to i64, !dbg !22
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !22
  %6 = load float, ptr %5, align 4, !dbg !22, !tbaa !23
  %7 = fmul contract float %6, 3.000000e+00, !dbg !27
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8own_slotE1s to ptr), i64 0, i64 %4, !dbg !28
  store float %7, ptr %8, align 4, !dbg !29, !tbaa !23
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %9 = load float, ptr %8, align 4, !dbg !31, !tbaa !23
  %10 = fadd contract float %9, 1.000000e+00, !dbg !32
  %11 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !33
  store float %10, ptr %11, align 4, !dbg !34, !tbaa !23
  ret void, !dbg !35
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_arrays(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !36 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %4 = zext nneg i32 %3 to i64, !dbg !39
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !39
  %6 = load i32, ptr %5, align 4, !dbg !39, !tbaa !40
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE1a to ptr), i64 0, i64 %4, !dbg !42
  store i32 %6, ptr %7, align 4, !dbg !43, !tbaa !40
  %8 = add nsw i32 %6, 1, !dbg !44
  %9 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE1b to ptr), i64 0, i64 %4, !dbg !45
  store i32 %8, ptr %9, align 4, !dbg !46, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %10 = load i32, ptr %7, align 4, !dbg !48, !tbaa !40
  %11 = load i32, ptr %9, align 4, !dbg !49, !tbaa !40
  %12 = mul nsw i32 %11, %10, !dbg !50
  %13 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !51
  store i32 %12, ptr %13, align 4, !dbg !52, !tbaa !40
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !54 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %5 = zext nneg i32 %4 to i64, !dbg !57
  %6 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8loop_ownE1s to ptr), i64 0, i64 %5, !dbg !57
  store i32 0, ptr %6, align 4, !dbg !58, !tbaa !40
  %7 = icmp sgt i32 %2, 0, !dbg !59
  br i1 %7, label %11, label %8, !dbg !60

8:                                                ; preds = %11, %3
  %9 = phi i32 [ 0, %3 ], [ %20, %11 ], !dbg !61
  %10 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !62
  store i32 %9, ptr %10, align 4, !dbg !63, !tbaa !40
  ret void, !dbg !64

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %21, %11 ], [ 0, %3 ]
  %13 = phi i32 [ %20, %11 ], [ 0, %3 ]
  %14 = shl nsw i32 %12, 6, !dbg !65
  %15 = add nuw i32 %14, %4, !dbg !66
  %16 = zext i32 %15 to i64, !dbg !67
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !67
  %18 = load i32, ptr %17, align 4, !dbg !67, !tbaa !40
  store i32 %18, ptr %6, align 4, !dbg !68, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %19 = load i32, ptr %6, align 4, !dbg !70, !tbaa !40
  %20 = add nsw i32 %19, %13, !dbg !71
  tail call void @llvm.nvvm.barrier0(), !dbg !72
  %21 = add nuw nsw i32 %12, 1, !dbg !73
  %22 = icmp eq i32 %21, %2, !dbg !59
  br i1 %22, label %8, label %11, !dbg !60, !llvm.loop !74
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @neighbour(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !77 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %4 = zext nneg i32 %3 to i64, !dbg !80
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !80
  %6 = load i32, ptr %5, align 4, !dbg !80, !tbaa !40
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9neighbourE1s to ptr), i64 0, i64 %4, !dbg !81
  store i32 %6, ptr %7, align 4, !dbg !82, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !83
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !84
  %9 = trunc nuw nsw i32 %3 to i16, !dbg !87
  %10 = add nuw nsw i16 %9, 1, !dbg !87
  %11 = trunc nuw nsw i32 %8 to i16, !dbg !87
  %12 = urem i16 %10, %11, !dbg !87
  %13 = zext nneg i16 %12 to i64, !dbg !88
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9neighbourE1s to ptr), i64 0, i64 %13, !dbg !88
  %15 = load i32, ptr %14, align 4, !dbg !88, !tbaa !40
  %16 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !89
  store i32 %15, ptr %16, align 4, !dbg !90, !tbaa !40
  ret void, !dbg !91
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reverse(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !92 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !93
  %4 = zext nneg i32 %3 to i64, !dbg !95
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !95
  %6 = load i32, ptr %5, align 4, !dbg !95, !tbaa !40
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i64 0, i64 %4, !dbg !96
  store i32 %6, ptr %7, align 4, !dbg !97, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !98
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !99
  %9 = xor i32 %3, -1, !dbg !101
  %10 = add nsw i32 %8, %9, !dbg !101
  %11 = zext i32 %10 to i64, !dbg !102
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i64 0, i64 %11, !dbg !102
  %13 = load i32, ptr %12, align 4, !dbg !102, !tbaa !40
  %14 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !103
  store i32 %13, ptr %14, align 4, !dbg !104, !tbaa !40
  ret void, !dbg !105
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @partial_after_full(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !106 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !107
  %4 = zext nneg i32 %3 to i64, !dbg !109
  %5 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18partial_after_fullE1s to ptr), i64 0, i64 %4, !dbg !109
  store i32 0, ptr %5, align 4, !dbg !110, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !111
  %6 = icmp ult i32 %3, 32, !dbg !112
  br i1 %6, label %7, label %10, !dbg !113

7:                                                ; preds = %2
  %8 = getelementptr inbounds i32, ptr %0, i64 %4
  %9 = load i32, ptr %8, align 4, !dbg !114, !tbaa !40
  store i32 %9, ptr %5, align 4, !dbg !115, !tbaa !40
  br label %10, !dbg !116

10:                                               ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %11 = load i32, ptr %5, align 4, !dbg !118, !tbaa !40
  %12 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !119
  store i32 %11, ptr %12, align 4, !dbg !120, !tbaa !40
  ret void, !dbg !121
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @partial_only(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !122 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !123
  %4 = icmp ult i32 %3, 32, !dbg !125
  br i1 %4, label %5, label %10, !dbg !126

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_onlyE1s to ptr), i64 0, i64 %6
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = load i32, ptr %8, align 4, !dbg !127, !tbaa !40
  store i32 %9, ptr %7, align 4, !dbg !128, !tbaa !40
  br label %10, !dbg !129

10:                                               ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !130
  br i1 %4, label %11, label %16, !dbg !131

11:                                               ; preds = %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_onlyE1s to ptr), i64 0, i64 %12
  %15 = load i32, ptr %14, align 4, !dbg !132, !tbaa !40
  store i32 %15, ptr %13, align 4, !dbg !133, !tbaa !40
  br label %16, !dbg !134

16:                                               ; preds = %11, %10
  ret void, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "slots_1d.cu", directory: ".")
!2 = !{ptr @own_slot, !"kernel", i32 1}
!3 = !{ptr @two_arrays, !"kernel", i32 1}
!4 = !{ptr @loop_own, !"kernel", i32 1}
!5 = !{ptr @neighbour, !"kernel", i32 1}
!6 = !{ptr @reverse, !"kernel", i32 1}
!7 = !{ptr @partial_after_full, !"kernel", i32 1}
!8 = !{ptr @partial_only, !"kernel", i32 1}
!9 = !{i32 7, !"Dwarf Version", i32 2}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "own_slot", scope: !1, file: !1, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !20, file: !20, line: 58, type: !16, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DIFile(filename: "./shim.h", directory: ".")
!21 = distinct !DILocation(line: 10, column: 12, scope: !15)
!22 = !DILocation(line: 11, column: 10, scope: !15)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 11, column: 16, scope: !15)
!28 = !DILocation(line: 11, column: 3, scope: !15)
!29 = !DILocation(line: 11, column: 8, scope: !15)
!30 = !DILocation(line: 12, column: 3, scope: !15)
!31 = !DILocation(line: 13, column: 12, scope: !15)
!32 = !DILocation(line: 13, column: 17, scope: !15)
!33 = !DILocation(line: 13, column: 3, scope: !15)
!34 = !DILocation(line: 13, column: 10, scope: !15)
!35 = !DILocation(line: 14, column: 1, scope: !15)
!36 = distinct !DISubprogram(name: "two_arrays", scope: !1, file: !1, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !38)
!38 = distinct !DILocation(line: 20, column: 12, scope: !36)
!39 = !DILocation(line: 21, column: 10, scope: !36)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !25, i64 0}
!42 = !DILocation(line: 21, column: 3, scope: !36)
!43 = !DILocation(line: 21, column: 8, scope: !36)
!44 = !DILocation(line: 22, column: 16, scope: !36)
!45 = !DILocation(line: 22, column: 3, scope: !36)
!46 = !DILocation(line: 22, column: 8, scope: !36)
!47 = !DILocation(line: 23, column: 3, scope: !36)
!48 = !DILocation(line: 24, column: 12, scope: !36)
!49 = !DILocation(line: 24, column: 19, scope: !36)
!50 = !DILocation(line: 24, column: 17, scope: !36)
!51 = !DILocation(line: 24, column: 3, scope: !36)
!52 = !DILocation(line: 24, column: 10, scope: !36)
!53 = !DILocation(line: 25, column: 1, scope: !36)
!54 = distinct !DISubprogram(name: "loop_own", scope: !1, file: !1, line: 28, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !56)
!56 = distinct !DILocation(line: 30, column: 12, scope: !54)
!57 = !DILocation(line: 32, column: 3, scope: !54)
!58 = !DILocation(line: 32, column: 8, scope: !54)
!59 = !DILocation(line: 33, column: 21, scope: !54)
!60 = !DILocation(line: 33, column: 3, scope: !54)
!61 = !DILocation(line: 0, scope: !54)
!62 = !DILocation(line: 39, column: 3, scope: !54)
!63 = !DILocation(line: 39, column: 10, scope: !54)
!64 = !DILocation(line: 40, column: 1, scope: !54)
!65 = !DILocation(line: 34, column: 17, scope: !54)
!66 = !DILocation(line: 34, column: 22, scope: !54)
!67 = !DILocation(line: 34, column: 12, scope: !54)
!68 = !DILocation(line: 34, column: 10, scope: !54)
!69 = !DILocation(line: 35, column: 5, scope: !54)
!70 = !DILocation(line: 36, column: 12, scope: !54)
!71 = !DILocation(line: 36, column: 9, scope: !54)
!72 = !DILocation(line: 37, column: 5, scope: !54)
!73 = !DILocation(line: 33, column: 27, scope: !54)
!74 = distinct !{!74, !60, !75, !76}
!75 = !DILocation(line: 38, column: 3, scope: !54)
!76 = !{!"llvm.loop.mustprogress"}
!77 = distinct !DISubprogram(name: "neighbour", scope: !1, file: !1, line: 43, type: !16, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !79)
!79 = distinct !DILocation(line: 45, column: 12, scope: !77)
!80 = !DILocation(line: 46, column: 10, scope: !77)
!81 = !DILocation(line: 46, column: 3, scope: !77)
!82 = !DILocation(line: 46, column: 8, scope: !77)
!83 = !DILocation(line: 47, column: 3, scope: !77)
!84 = !DILocation(line: 60, column: 1, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "__fetch_x", scope: !20, file: !20, line: 60, type: !16, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = distinct !DILocation(line: 48, column: 24, scope: !77)
!87 = !DILocation(line: 48, column: 22, scope: !77)
!88 = !DILocation(line: 48, column: 12, scope: !77)
!89 = !DILocation(line: 48, column: 3, scope: !77)
!90 = !DILocation(line: 48, column: 10, scope: !77)
!91 = !DILocation(line: 49, column: 1, scope: !77)
!92 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 52, type: !16, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !94)
!94 = distinct !DILocation(line: 54, column: 12, scope: !92)
!95 = !DILocation(line: 55, column: 10, scope: !92)
!96 = !DILocation(line: 55, column: 3, scope: !92)
!97 = !DILocation(line: 55, column: 8, scope: !92)
!98 = !DILocation(line: 56, column: 3, scope: !92)
!99 = !DILocation(line: 60, column: 1, scope: !85, inlinedAt: !100)
!100 = distinct !DILocation(line: 57, column: 14, scope: !92)
!101 = !DILocation(line: 57, column: 29, scope: !92)
!102 = !DILocation(line: 57, column: 12, scope: !92)
!103 = !DILocation(line: 57, column: 3, scope: !92)
!104 = !DILocation(line: 57, column: 10, scope: !92)
!105 = !DILocation(line: 58, column: 1, scope: !92)
!106 = distinct !DISubprogram(name: "partial_after_full", scope: !1, file: !1, line: 63, type: !16, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !108)
!108 = distinct !DILocation(line: 65, column: 12, scope: !106)
!109 = !DILocation(line: 66, column: 3, scope: !106)
!110 = !DILocation(line: 66, column: 8, scope: !106)
!111 = !DILocation(line: 67, column: 3, scope: !106)
!112 = !DILocation(line: 68, column: 9, scope: !106)
!113 = !DILocation(line: 68, column: 7, scope: !106)
!114 = !DILocation(line: 69, column: 12, scope: !106)
!115 = !DILocation(line: 69, column: 10, scope: !106)
!116 = !DILocation(line: 69, column: 5, scope: !106)
!117 = !DILocation(line: 70, column: 3, scope: !106)
!118 = !DILocation(line: 71, column: 12, scope: !106)
!119 = !DILocation(line: 71, column: 3, scope: !106)
!120 = !DILocation(line: 71, column: 10, scope: !106)
!121 = !DILocation(line: 72, column: 1, scope: !106)
!122 = distinct !DISubprogram(name: "partial_only", scope: !1, file: !1, line: 77, type: !16, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !124)
!124 = distinct !DILocation(line: 79, column: 12, scope: !122)
!125 = !DILocation(line: 80, column: 9, scope: !122)
!126 = !DILocation(line: 80, column: 7, scope: !122)
!127 = !DILocation(line: 81, column: 12, scope: !122)
!128 = !DILocation(line: 81, column: 10, scope: !122)
!129 = !DILocation(line: 81, column: 5, scope: !122)
!130 = !DILocation(line: 82, column: 3, scope: !122)
!131 = !DILocation(line: 83, column: 7, scope: !122)
!132 = !DILocation(line: 84, column: 14, scope: !122)
!133 = !DILocation(line: 84, column: 12, scope: !122)
!134 = !DILocation(line: 84, column: 5, scope: !122)
!135 = !DILocation(line: 85, column: 1, scope: !122)
