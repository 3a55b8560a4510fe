; ModuleID = 'reduce_tree.cu'
source_filename = "reduce_tree.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = icmp ult i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %14, !dbg !25

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !26, !tbaa !27
  br label %14, !dbg !25

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ], !dbg !25
  %16 = zext nneg i32 %4 to i64, !dbg !31
  %17 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %16, !dbg !31
  store float %15, ptr %17, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %18 = icmp ult i32 %6, 2, !dbg !34
  br i1 %18, label %19, label %21, !dbg !35

19:                                               ; preds = %32, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %20 = icmp eq i32 %4, 0, !dbg !37
  br i1 %20, label %34, label %38, !dbg !38

21:                                               ; preds = %14, %32
  %22 = phi i32 [ %23, %32 ], [ %6, %14 ]
  %23 = lshr i32 %22, 1, !dbg !39
  %24 = icmp ult i32 %4, %23, !dbg !40
  br i1 %24, label %25, label %32, !dbg !41

25:                                               ; preds = %21
  %26 = add nuw nsw i32 %23, %4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !dbg !42, !tbaa !27
  %30 = load float, ptr %17, align 4, !dbg !43, !tbaa !27
  %31 = fadd contract float %29, %30, !dbg !43
  store float %31, ptr %17, align 4, !dbg !43, !tbaa !27
  br label %32, !dbg !44

32:                                               ; preds = %25, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %33 = icmp ult i32 %22, 4, !dbg !34
  br i1 %33, label %19, label %21, !dbg !35, !llvm.loop !46

34:                                               ; preds = %19
  %35 = zext nneg i32 %5 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !49, !tbaa !27
  store float %37, ptr %36, align 4, !dbg !50, !tbaa !27
  br label %38, !dbg !51

38:                                               ; preds = %34, %19
  ret void, !dbg !52
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce_tree.cu", directory: ".")
!2 = !{ptr @reduce_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_sum", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 12, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 12, scope: !9)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 9, column: 25, scope: !9)
!22 = !DILocation(line: 9, column: 23, scope: !9)
!23 = !DILocation(line: 9, column: 36, scope: !9)
!24 = !DILocation(line: 10, column: 17, scope: !9)
!25 = !DILocation(line: 10, column: 14, scope: !9)
!26 = !DILocation(line: 10, column: 24, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 10, column: 3, scope: !9)
!32 = !DILocation(line: 10, column: 12, scope: !9)
!33 = !DILocation(line: 11, column: 3, scope: !9)
!34 = !DILocation(line: 12, column: 35, scope: !9)
!35 = !DILocation(line: 12, column: 3, scope: !9)
!36 = !DILocation(line: 17, column: 3, scope: !9)
!37 = !DILocation(line: 18, column: 9, scope: !9)
!38 = !DILocation(line: 18, column: 7, scope: !9)
!39 = !DILocation(line: 12, scope: !9)
!40 = !DILocation(line: 13, column: 11, scope: !9)
!41 = !DILocation(line: 13, column: 9, scope: !9)
!42 = !DILocation(line: 14, column: 19, scope: !9)
!43 = !DILocation(line: 14, column: 16, scope: !9)
!44 = !DILocation(line: 14, column: 7, scope: !9)
!45 = !DILocation(line: 15, column: 5, scope: !9)
!46 = distinct !{!46, !35, !47, !48}
!47 = !DILocation(line: 16, column: 3, scope: !9)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 19, column: 23, scope: !9)
!50 = !DILocation(line: 19, column: 21, scope: !9)
!51 = !DILocation(line: 19, column: 5, scope: !9)
!52 = !DILocation(line: 20, column: 1, scope: !9)
