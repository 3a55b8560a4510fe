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
@buf = dso_local addrspace(1) externally_initialized global [65536 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @buf to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !17 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %4 = zext nneg i32 %3 to i64, !dbg !24
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !24
  %6 = load float, ptr %5, align 4, !dbg !24, !tbaa !25
  %7 = fmul contract float %6, 3.000000e+00, !dbg !29
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8own_slotE1s to ptr), i64 0, i64 %4, !dbg !30
  store float %7, ptr %8, align 4, !dbg !31, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %9 = load float, ptr %8, align 4, !dbg !33, !tbaa !25
  %10 = fadd contract float %9, 1.000000e+00, !dbg !34
  %11 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !35
  store float %10, ptr %11, align 4, !dbg !36, !tbaa !25
  ret void, !dbg !37
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_arrays(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !38 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %4 = zext nneg i32 %3 to i64, !dbg !41
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !41
  %6 = load i32, ptr %5, align 4, !dbg !41, !tbaa !42
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE1a to ptr), i64 0, i64 %4, !dbg !44
  store i32 %6, ptr %7, align 4, !dbg !45, !tbaa !42
  %8 = add nsw i32 %6, 1, !dbg !46
  %9 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE1b to ptr), i64 0, i64 %4, !dbg !47
  store i32 %8, ptr %9, align 4, !dbg !48, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %10 = load i32, ptr %7, align 4, !dbg !50, !tbaa !42
  %11 = load i32, ptr %9, align 4, !dbg !51, !tbaa !42
  %12 = mul nsw i32 %11, %10, !dbg !52
  %13 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !53
  store i32 %12, ptr %13, align 4, !dbg !54, !tbaa !42
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !56 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %5 = zext nneg i32 %4 to i64, !dbg !59
  %6 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8loop_ownE1s to ptr), i64 0, i64 %5, !dbg !59
  store i32 0, ptr %6, align 4, !dbg !60, !tbaa !42
  %7 = icmp sgt i32 %2, 0, !dbg !61
  br i1 %7, label %11, label %8, !dbg !62

8:                                                ; preds = %11, %3
  %9 = phi i32 [ 0, %3 ], [ %20, %11 ], !dbg !63
  %10 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !64
  store i32 %9, ptr %10, align 4, !dbg !65, !tbaa !42
  ret void, !dbg !66

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %21, %11 ], [ 0, %3 ]
  %13 = phi i32 [ %20, %11 ], [ 0, %3 ]
  %14 = shl nsw i32 %12, 6, !dbg !67
  %15 = add nuw i32 %14, %4, !dbg !68
  %16 = zext i32 %15 to i64, !dbg !69
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !69
  %18 = load i32, ptr %17, align 4, !dbg !69, !tbaa !42
  store i32 %18, ptr %6, align 4, !dbg !70, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  %19 = load i32, ptr %6, align 4, !dbg !72, !tbaa !42
  %20 = add nsw i32 %19, %13, !dbg !73
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %21 = add nuw nsw i32 %12, 1, !dbg !75
  %22 = icmp eq i32 %21, %2, !dbg !61
  br i1 %22, label %8, label %11, !dbg !62, !llvm.loop !76
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @neighbour(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !79 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !80
  %4 = zext nneg i32 %3 to i64, !dbg !82
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !82
  %6 = load i32, ptr %5, align 4, !dbg !82, !tbaa !42
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9neighbourE1s to ptr), i64 0, i64 %4, !dbg !83
  store i32 %6, ptr %7, align 4, !dbg !84, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !85
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !86
  %9 = trunc nuw nsw i32 %3 to i16, !dbg !89
  %10 = add nuw nsw i16 %9, 1, !dbg !89
  %11 = trunc nuw nsw i32 %8 to i16, !dbg !89
  %12 = urem i16 %10, %11, !dbg !89
  %13 = zext nneg i16 %12 to i64, !dbg !90
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9neighbourE1s to ptr), i64 0, i64 %13, !dbg !90
  %15 = load i32, ptr %14, align 4, !dbg !90, !tbaa !42
  %16 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !91
  store i32 %15, ptr %16, align 4, !dbg !92, !tbaa !42
  ret void, !dbg !93
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reverse(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !94 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !95
  %4 = zext nneg i32 %3 to i64, !dbg !97
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !97
  %6 = load i32, ptr %5, align 4, !dbg !97, !tbaa !42
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i64 0, i64 %4, !dbg !98
  store i32 %6, ptr %7, align 4, !dbg !99, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !100
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !101
  %9 = xor i32 %3, -1, !dbg !103
  %10 = add nsw i32 %8, %9, !dbg !103
  %11 = zext i32 %10 to i64, !dbg !104
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i64 0, i64 %11, !dbg !104
  %13 = load i32, ptr %12, align 4, !dbg !104, !tbaa !42
  %14 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !105
  store i32 %13, ptr %14, align 4, !dbg !106, !tbaa !42
  ret void, !dbg !107
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @partial_after_full(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !108 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !109
  %4 = zext nneg i32 %3 to i64, !dbg !111
  %5 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18partial_after_fullE1s to ptr), i64 0, i64 %4, !dbg !111
  store i32 0, ptr %5, align 4, !dbg !112, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !113
  %6 = icmp ult i32 %3, 32, !dbg !114
  br i1 %6, label %7, label %10, !dbg !115

7:                                                ; preds = %2
  %8 = getelementptr inbounds i32, ptr %0, i64 %4
  %9 = load i32, ptr %8, align 4, !dbg !116, !tbaa !42
  store i32 %9, ptr %5, align 4, !dbg !117, !tbaa !42
  br label %10, !dbg !118

10:                                               ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !119
  %11 = load i32, ptr %5, align 4, !dbg !120, !tbaa !42
  %12 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !121
  store i32 %11, ptr %12, align 4, !dbg !122, !tbaa !42
  ret void, !dbg !123
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @partial_only(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !124 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !125
  %4 = icmp ult i32 %3, 32, !dbg !127
  br i1 %4, label %5, label %10, !dbg !128

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_onlyE1s to ptr), i64 0, i64 %6
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = load i32, ptr %8, align 4, !dbg !129, !tbaa !42
  store i32 %9, ptr %7, align 4, !dbg !130, !tbaa !42
  br label %10, !dbg !131

10:                                               ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !132
  br i1 %4, label %11, label %16, !dbg !133

11:                                               ; preds = %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_onlyE1s to ptr), i64 0, i64 %12
  %15 = load i32, ptr %14, align 4, !dbg !134, !tbaa !42
  store i32 %15, ptr %13, align 4, !dbg !135, !tbaa !42
  br label %16, !dbg !136

16:                                               ; preds = %11, %10
  ret void, !dbg !137
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @global_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !138 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !139
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !142
  %5 = mul i32 %3, %4, !dbg !144
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !145
  %7 = add i32 %5, %6, !dbg !147
  %8 = zext i32 %7 to i64, !dbg !148
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !148
  %10 = load i32, ptr %9, align 4, !dbg !148, !tbaa !42
  %11 = shl nsw i32 %10, 1, !dbg !149
  %12 = getelementptr inbounds [65536 x i32], ptr addrspacecast (ptr addrspace(1) @buf to ptr), i64 0, i64 %8, !dbg !150
  store i32 %11, ptr %12, align 4, !dbg !151, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !152
  %13 = load i32, ptr %12, align 4, !dbg !153, !tbaa !42
  %14 = add nsw i32 %13, 1, !dbg !154
  %15 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !155
  store i32 %14, ptr %15, align 4, !dbg !156, !tbaa !42
  ret void, !dbg !157
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @global_next(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !158 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !159
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !161
  %5 = mul i32 %3, %4, !dbg !163
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !164
  %7 = add i32 %5, %6, !dbg !166
  %8 = zext i32 %7 to i64, !dbg !167
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !167
  %10 = load i32, ptr %9, align 4, !dbg !167, !tbaa !42
  %11 = shl nsw i32 %10, 1, !dbg !168
  %12 = getelementptr inbounds [65536 x i32], ptr addrspacecast (ptr addrspace(1) @buf to ptr), i64 0, i64 %8, !dbg !169
  store i32 %11, ptr %12, align 4, !dbg !170, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !171
  %13 = trunc nuw nsw i32 %6 to i16, !dbg !172
  %14 = add nuw nsw i16 %13, 1, !dbg !172
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !172
  %16 = urem i16 %14, %15, !dbg !172
  %17 = zext nneg i16 %16 to i32, !dbg !172
  %18 = add i32 %5, %17, !dbg !173
  %19 = zext i32 %18 to i64, !dbg !174
  %20 = getelementptr inbounds [65536 x i32], ptr addrspacecast (ptr addrspace(1) @buf to ptr), i64 0, i64 %19, !dbg !174
  %21 = load i32, ptr %20, align 4, !dbg !174, !tbaa !42
  %22 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !175
  store i32 %21, ptr %22, align 4, !dbg !176, !tbaa !42
  ret void, !dbg !177
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "slots_1d.cu", directory: ".")
!2 = !{ptr @own_slot, !"kernel", i32 1}
!3 = !{ptr @two_arrays, !"kernel", i32 1}
!4 = !{ptr @loop_own, !"kernel", i32 1}
!5 = !{ptr @neighbour, !"kernel", i32 1}
!6 = !{ptr @reverse, !"kernel", i32 1}
!7 = !{ptr @partial_after_full, !"kernel", i32 1}
!8 = !{ptr @partial_only, !"kernel", i32 1}
!9 = !{ptr @global_own, !"kernel", i32 1}
!10 = !{ptr @global_next, !"kernel", i32 1}
!11 = !{i32 7, !"Dwarf Version", i32 2}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "own_slot", scope: !1, file: !1, line: 8, type: !18, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DISubroutineType(types: !19)
!19 = !{}
!20 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !23)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !22, file: !22, line: 58, type: !18, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!23 = distinct !DILocation(line: 10, column: 12, scope: !17)
!24 = !DILocation(line: 11, column: 10, scope: !17)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 11, column: 16, scope: !17)
!30 = !DILocation(line: 11, column: 3, scope: !17)
!31 = !DILocation(line: 11, column: 8, scope: !17)
!32 = !DILocation(line: 12, column: 3, scope: !17)
!33 = !DILocation(line: 13, column: 12, scope: !17)
!34 = !DILocation(line: 13, column: 17, scope: !17)
!35 = !DILocation(line: 13, column: 3, scope: !17)
!36 = !DILocation(line: 13, column: 10, scope: !17)
!37 = !DILocation(line: 14, column: 1, scope: !17)
!38 = distinct !DISubprogram(name: "two_arrays", scope: !1, file: !1, line: 17, type: !18, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !40)
!40 = distinct !DILocation(line: 20, column: 12, scope: !38)
!41 = !DILocation(line: 21, column: 10, scope: !38)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !27, i64 0}
!44 = !DILocation(line: 21, column: 3, scope: !38)
!45 = !DILocation(line: 21, column: 8, scope: !38)
!46 = !DILocation(line: 22, column: 16, scope: !38)
!47 = !DILocation(line: 22, column: 3, scope: !38)
!48 = !DILocation(line: 22, column: 8, scope: !38)
!49 = !DILocation(line: 23, column: 3, scope: !38)
!50 = !DILocation(line: 24, column: 12, scope: !38)
!51 = !DILocation(line: 24, column: 19, scope: !38)
!52 = !DILocation(line: 24, column: 17, scope: !38)
!53 = !DILocation(line: 24, column: 3, scope: !38)
!54 = !DILocation(line: 24, column: 10, scope: !38)
!55 = !DILocation(line: 25, column: 1, scope: !38)
!56 = distinct !DISubprogram(name: "loop_own", scope: !1, file: !1, line: 28, type: !18, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !58)
!58 = distinct !DILocation(line: 30, column: 12, scope: !56)
!59 = !DILocation(line: 32, column: 3, scope: !56)
!60 = !DILocation(line: 32, column: 8, scope: !56)
!61 = !DILocation(line: 33, column: 21, scope: !56)
!62 = !DILocation(line: 33, column: 3, scope: !56)
!63 = !DILocation(line: 0, scope: !56)
!64 = !DILocation(line: 39, column: 3, scope: !56)
!65 = !DILocation(line: 39, column: 10, scope: !56)
!66 = !DILocation(line: 40, column: 1, scope: !56)
!67 = !DILocation(line: 34, column: 17, scope: !56)
!68 = !DILocation(line: 34, column: 22, scope: !56)
!69 = !DILocation(line: 34, column: 12, scope: !56)
!70 = !DILocation(line: 34, column: 10, scope: !56)
!71 = !DILocation(line: 35, column: 5, scope: !56)
!72 = !DILocation(line: 36, column: 12, scope: !56)
!73 = !DILocation(line: 36, column: 9, scope: !56)
!74 = !DILocation(line: 37, column: 5, scope: !56)
!75 = !DILocation(line: 33, column: 27, scope: !56)
!76 = distinct !{!76, !62, !77, !78}
!77 = !DILocation(line: 38, column: 3, scope: !56)
!78 = !{!"llvm.loop.mustprogress"}
!79 = distinct !DISubprogram(name: "neighbour", scope: !1, file: !1, line: 43, type: !18, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !81)
!81 = distinct !DILocation(line: 45, column: 12, scope: !79)
!82 = !DILocation(line: 46, column: 10, scope: !79)
!83 = !DILocation(line: 46, column: 3, scope: !79)
!84 = !DILocation(line: 46, column: 8, scope: !79)
!85 = !DILocation(line: 47, column: 3, scope: !79)
!86 = !DILocation(line: 60, column: 1, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__fetch_x", scope: !22, file: !22, line: 60, type: !18, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = distinct !DILocation(line: 48, column: 24, scope: !79)
!89 = !DILocation(line: 48, column: 22, scope: !79)
!90 = !DILocation(line: 48, column: 12, scope: !79)
!91 = !DILocation(line: 48, column: 3, scope: !79)
!92 = !DILocation(line: 48, column: 10, scope: !79)
!93 = !DILocation(line: 49, column: 1, scope: !79)
!94 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 52, type: !18, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !96)
!96 = distinct !DILocation(line: 54, column: 12, scope: !94)
!97 = !DILocation(line: 55, column: 10, scope: !94)
!98 = !DILocation(line: 55, column: 3, scope: !94)
!99 = !DILocation(line: 55, column: 8, scope: !94)
!100 = !DILocation(line: 56, column: 3, scope: !94)
!101 = !DILocation(line: 60, column: 1, scope: !87, inlinedAt: !102)
!102 = distinct !DILocation(line: 57, column: 14, scope: !94)
!103 = !DILocation(line: 57, column: 29, scope: !94)
!104 = !DILocation(line: 57, column: 12, scope: !94)
!105 = !DILocation(line: 57, column: 3, scope: !94)
!106 = !DILocation(line: 57, column: 10, scope: !94)
!107 = !DILocation(line: 58, column: 1, scope: !94)
!108 = distinct !DISubprogram(name: "partial_after_full", scope: !1, file: !1, line: 63, type: !18, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !110)
!110 = distinct !DILocation(line: 65, column: 12, scope: !108)
!111 = !DILocation(line: 66, column: 3, scope: !108)
!112 = !DILocation(line: 66, column: 8, scope: !108)
!113 = !DILocation(line: 67, column: 3, scope: !108)
!114 = !DILocation(line: 68, column: 9, scope: !108)
!115 = !DILocation(line: 68, column: 7, scope: !108)
!116 = !DILocation(line: 69, column: 12, scope: !108)
!117 = !DILocation(line: 69, column: 10, scope: !108)
!118 = !DILocation(line: 69, column: 5, scope: !108)
!119 = !DILocation(line: 70, column: 3, scope: !108)
!120 = !DILocation(line: 71, column: 12, scope: !108)
!121 = !DILocation(line: 71, column: 3, scope: !108)
!122 = !DILocation(line: 71, column: 10, scope: !108)
!123 = !DILocation(line: 72, column: 1, scope: !108)
!124 = distinct !DISubprogram(name: "partial_only", scope: !1, file: !1, line: 77, type: !18, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!125 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !126)
!126 = distinct !DILocation(line: 79, column: 12, scope: !124)
!127 = !DILocation(line: 80, column: 9, scope: !124)
!128 = !DILocation(line: 80, column: 7, scope: !124)
!129 = !DILocation(line: 81, column: 12, scope: !124)
!130 = !DILocation(line: 81, column: 10, scope: !124)
!131 = !DILocation(line: 81, column: 5, scope: !124)
!132 = !DILocation(line: 82, column: 3, scope: !124)
!133 = !DILocation(line: 83, column: 7, scope: !124)
!134 = !DILocation(line: 84, column: 14, scope: !124)
!135 = !DILocation(line: 84, column: 12, scope: !124)
!136 = !DILocation(line: 84, column: 5, scope: !124)
!137 = !DILocation(line: 85, column: 1, scope: !124)
!138 = distinct !DISubprogram(name: "global_own", scope: !1, file: !1, line: 93, type: !18, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!139 = !DILocation(line: 59, column: 1, scope: !140, inlinedAt: !141)
!140 = distinct !DISubprogram(name: "__fetch_x", scope: !22, file: !22, line: 59, type: !18, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!141 = distinct !DILocation(line: 94, column: 12, scope: !138)
!142 = !DILocation(line: 60, column: 1, scope: !87, inlinedAt: !143)
!143 = distinct !DILocation(line: 94, column: 25, scope: !138)
!144 = !DILocation(line: 94, column: 23, scope: !138)
!145 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !146)
!146 = distinct !DILocation(line: 94, column: 38, scope: !138)
!147 = !DILocation(line: 94, column: 36, scope: !138)
!148 = !DILocation(line: 95, column: 12, scope: !138)
!149 = !DILocation(line: 95, column: 18, scope: !138)
!150 = !DILocation(line: 95, column: 3, scope: !138)
!151 = !DILocation(line: 95, column: 10, scope: !138)
!152 = !DILocation(line: 96, column: 3, scope: !138)
!153 = !DILocation(line: 97, column: 12, scope: !138)
!154 = !DILocation(line: 97, column: 19, scope: !138)
!155 = !DILocation(line: 97, column: 3, scope: !138)
!156 = !DILocation(line: 97, column: 10, scope: !138)
!157 = !DILocation(line: 98, column: 1, scope: !138)
!158 = distinct !DISubprogram(name: "global_next", scope: !1, file: !1, line: 102, type: !18, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!159 = !DILocation(line: 59, column: 1, scope: !140, inlinedAt: !160)
!160 = distinct !DILocation(line: 103, column: 12, scope: !158)
!161 = !DILocation(line: 60, column: 1, scope: !87, inlinedAt: !162)
!162 = distinct !DILocation(line: 103, column: 25, scope: !158)
!163 = !DILocation(line: 103, column: 23, scope: !158)
!164 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !165)
!165 = distinct !DILocation(line: 103, column: 38, scope: !158)
!166 = !DILocation(line: 103, column: 36, scope: !158)
!167 = !DILocation(line: 104, column: 12, scope: !158)
!168 = !DILocation(line: 104, column: 18, scope: !158)
!169 = !DILocation(line: 104, column: 3, scope: !158)
!170 = !DILocation(line: 104, column: 10, scope: !158)
!171 = !DILocation(line: 105, column: 3, scope: !158)
!172 = !DILocation(line: 106, column: 60, scope: !158)
!173 = !DILocation(line: 106, column: 40, scope: !158)
!174 = !DILocation(line: 106, column: 12, scope: !158)
!175 = !DILocation(line: 106, column: 3, scope: !158)
!176 = !DILocation(line: 106, column: 10, scope: !158)
!177 = !DILocation(line: 107, column: 1, scope: !158)
