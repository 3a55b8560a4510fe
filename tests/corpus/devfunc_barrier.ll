; ModuleID = 'devfunc_barrier.cu'
source_filename = "devfunc_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scratch = dso_local addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z9block_sumPKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  tail call void @llvm.nvvm.barrier0(), !dbg !15
  %3 = icmp sgt i32 %1, 0, !dbg !16
  br i1 %3, label %4, label %25, !dbg !17

4:                                                ; preds = %2
  %5 = and i32 %1, 3, !dbg !17
  %6 = icmp ult i32 %1, 4, !dbg !17
  br i1 %6, label %9, label %7, !dbg !17

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644, !dbg !17
  br label %27, !dbg !17

9:                                                ; preds = %27, %4
  %10 = phi float [ poison, %4 ], [ %49, %27 ]
  %11 = phi i32 [ 0, %4 ], [ %50, %27 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %49, %27 ]
  %13 = icmp eq i32 %5, 0, !dbg !17
  br i1 %13, label %25, label %14, !dbg !17

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !18
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !18
  %20 = load float, ptr %19, align 4, !dbg !18, !tbaa !19
  %21 = fadd contract float %16, %20, !dbg !23
  %22 = add nuw nsw i32 %15, 1, !dbg !24
  %23 = add i32 %17, 1, !dbg !17
  %24 = icmp eq i32 %23, %5, !dbg !17
  br i1 %24, label %25, label %14, !dbg !17, !llvm.loop !25

25:                                               ; preds = %9, %14, %2
  %26 = phi float [ 0.000000e+00, %2 ], [ %10, %9 ], [ %21, %14 ], !dbg !27
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  ret float %26, !dbg !29

27:                                               ; preds = %27, %7
  %28 = phi i32 [ 0, %7 ], [ %50, %27 ]
  %29 = phi float [ 0.000000e+00, %7 ], [ %49, %27 ]
  %30 = phi i32 [ 0, %7 ], [ %51, %27 ]
  %31 = zext nneg i32 %28 to i64, !dbg !18
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !18
  %33 = load float, ptr %32, align 4, !dbg !18, !tbaa !19
  %34 = fadd contract float %29, %33, !dbg !23
  %35 = or disjoint i32 %28, 1, !dbg !24
  %36 = zext nneg i32 %35 to i64, !dbg !18
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !18
  %38 = load float, ptr %37, align 4, !dbg !18, !tbaa !19
  %39 = fadd contract float %34, %38, !dbg !23
  %40 = or disjoint i32 %28, 2, !dbg !24
  %41 = zext nneg i32 %40 to i64, !dbg !18
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !18
  %43 = load float, ptr %42, align 4, !dbg !18, !tbaa !19
  %44 = fadd contract float %39, %43, !dbg !23
  %45 = or disjoint i32 %28, 3, !dbg !24
  %46 = zext nneg i32 %45 to i64, !dbg !18
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !18
  %48 = load float, ptr %47, align 4, !dbg !18, !tbaa !19
  %49 = fadd contract float %44, %48, !dbg !23
  %50 = add nuw nsw i32 %28, 4, !dbg !24
  %51 = add i32 %30, 4, !dbg !17
  %52 = icmp eq i32 %51, %8, !dbg !17
  br i1 %52, label %9, label %27, !dbg !17, !llvm.loop !30
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13block_barrierv() local_unnamed_addr #0 !dbg !33 {
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10stage_tilePfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !36 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %5 = mul i32 %3, %4, !dbg !44
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %7 = add i32 %5, %6, !dbg !48
  %8 = zext i32 %7 to i64, !dbg !49
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !49
  %10 = load float, ptr %9, align 4, !dbg !49, !tbaa !19
  %11 = zext nneg i32 %6 to i64, !dbg !50
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !50
  store float %10, ptr %12, align 4, !dbg !51, !tbaa !19
  ret void, !dbg !52
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16call_after_writePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !53 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %6 = mul i32 %4, %5, !dbg !60
  %7 = add i32 %6, %3, !dbg !61
  %8 = zext i32 %7 to i64, !dbg !62
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !62
  %10 = load float, ptr %9, align 4, !dbg !62, !tbaa !19
  %11 = fmul contract float %10, 2.000000e+00, !dbg !63
  %12 = zext nneg i32 %3 to i64, !dbg !64
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %12, !dbg !64
  store float %11, ptr %13, align 4, !dbg !65, !tbaa !19
  %14 = tail call contract noundef float @_Z9block_sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), i32 noundef %5) #5, !dbg !66
  store float %14, ptr %13, align 4, !dbg !67, !tbaa !19
  %15 = trunc nuw nsw i32 %3 to i16, !dbg !68
  %16 = add nuw nsw i16 %15, 1, !dbg !68
  %17 = trunc nuw nsw i32 %5 to i16, !dbg !68
  %18 = urem i16 %16, %17, !dbg !68
  %19 = zext nneg i16 %18 to i64, !dbg !69
  %20 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %19, !dbg !69
  %21 = load float, ptr %20, align 4, !dbg !69, !tbaa !19
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !70
  store float %21, ptr %22, align 4, !dbg !71, !tbaa !19
  ret void, !dbg !72
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15call_barrier_fnPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !73 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !74
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !76
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !78
  %6 = mul i32 %4, %5, !dbg !80
  %7 = add i32 %6, %3, !dbg !81
  %8 = zext i32 %7 to i64, !dbg !82
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !82
  %10 = load float, ptr %9, align 4, !dbg !82, !tbaa !19
  %11 = zext nneg i32 %3 to i64, !dbg !83
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %11, !dbg !83
  store float %10, ptr %12, align 4, !dbg !84, !tbaa !19
  tail call void @_Z13block_barrierv() #5, !dbg !85
  %13 = xor i32 %3, -1, !dbg !86
  %14 = add nsw i32 %5, %13, !dbg !86
  %15 = zext i32 %14 to i64, !dbg !87
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %15, !dbg !87
  %17 = load float, ptr %16, align 4, !dbg !87, !tbaa !19
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !88
  store float %17, ptr %18, align 4, !dbg !89, !tbaa !19
  ret void, !dbg !90
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10call_stagePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !91 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !92
  tail call void @_Z10stage_tilePfPKf(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), ptr noundef %0) #6, !dbg !94
  tail call void @llvm.nvvm.barrier0(), !dbg !95
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !96
  %5 = xor i32 %3, -1, !dbg !98
  %6 = add nsw i32 %4, %5, !dbg !98
  %7 = zext i32 %6 to i64, !dbg !99
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %7, !dbg !99
  %9 = load float, ptr %8, align 4, !dbg !99, !tbaa !19
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
  %11 = mul i32 %10, %4, !dbg !102
  %12 = add i32 %11, %3, !dbg !103
  %13 = zext i32 %12 to i64, !dbg !104
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !104
  store float %9, ptr %14, align 4, !dbg !105, !tbaa !19
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z14double_barrierv() local_unnamed_addr #0 !dbg !107 {
  tail call void @llvm.nvvm.barrier0(), !dbg !108
  tail call void @llvm.nvvm.barrier0(), !dbg !109
  ret void, !dbg !110
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19call_double_barrierPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !111 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !112
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !114
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !116
  %6 = mul i32 %4, %5, !dbg !118
  %7 = add i32 %6, %3, !dbg !119
  %8 = zext i32 %7 to i64, !dbg !120
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !120
  %10 = load float, ptr %9, align 4, !dbg !120, !tbaa !19
  %11 = zext nneg i32 %3 to i64, !dbg !121
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %11, !dbg !121
  store float %10, ptr %12, align 4, !dbg !122, !tbaa !19
  tail call void @_Z14double_barrierv() #5, !dbg !123
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !124
  %14 = add nuw nsw i16 %13, 3, !dbg !124
  %15 = trunc nuw nsw i32 %5 to i16, !dbg !124
  %16 = urem i16 %14, %15, !dbg !124
  %17 = zext nneg i16 %16 to i64, !dbg !125
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %17, !dbg !125
  %19 = load float, ptr %18, align 4, !dbg !125, !tbaa !19
  %20 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !126
  store float %19, ptr %20, align 4, !dbg !127, !tbaa !19
  ret void, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "devfunc_barrier.cu", directory: ".")
!2 = !{ptr @_Z16call_after_writePKfPf, !"kernel", i32 1}
!3 = !{ptr @_Z15call_barrier_fnPKfPf, !"kernel", i32 1}
!4 = !{ptr @_Z10call_stagePKfPf, !"kernel", i32 1}
!5 = !{ptr @_Z19call_double_barrierPKfPf, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "block_sum", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 14, column: 3, scope: !12)
!16 = !DILocation(line: 16, column: 21, scope: !12)
!17 = !DILocation(line: 16, column: 3, scope: !12)
!18 = !DILocation(line: 17, column: 10, scope: !12)
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 17, column: 7, scope: !12)
!24 = !DILocation(line: 16, column: 26, scope: !12)
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !DILocation(line: 0, scope: !12)
!28 = !DILocation(line: 18, column: 3, scope: !12)
!29 = !DILocation(line: 19, column: 3, scope: !12)
!30 = distinct !{!30, !17, !31, !32}
!31 = !DILocation(line: 17, column: 15, scope: !12)
!32 = !{!"llvm.loop.mustprogress"}
!33 = distinct !DISubprogram(name: "block_barrier", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 22, column: 48, scope: !33)
!35 = !DILocation(line: 22, column: 65, scope: !33)
!36 = distinct !DISubprogram(name: "stage_tile", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__fetch_x", scope: !39, file: !39, line: 59, type: !13, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "./shim.h", directory: ".")
!40 = distinct !DILocation(line: 25, column: 26, scope: !36)
!41 = !DILocation(line: 60, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_x", scope: !39, file: !39, line: 60, type: !13, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 25, column: 39, scope: !36)
!44 = !DILocation(line: 25, column: 37, scope: !36)
!45 = !DILocation(line: 58, column: 1, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_x", scope: !39, file: !39, line: 58, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 25, column: 52, scope: !36)
!48 = !DILocation(line: 25, column: 50, scope: !36)
!49 = !DILocation(line: 25, column: 22, scope: !36)
!50 = !DILocation(line: 25, column: 3, scope: !36)
!51 = !DILocation(line: 25, column: 20, scope: !36)
!52 = !DILocation(line: 26, column: 1, scope: !36)
!53 = distinct !DISubprogram(name: "call_after_write", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 58, column: 1, scope: !46, inlinedAt: !55)
!55 = distinct !DILocation(line: 29, column: 12, scope: !53)
!56 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !57)
!57 = distinct !DILocation(line: 30, column: 19, scope: !53)
!58 = !DILocation(line: 60, column: 1, scope: !42, inlinedAt: !59)
!59 = distinct !DILocation(line: 30, column: 32, scope: !53)
!60 = !DILocation(line: 30, column: 30, scope: !53)
!61 = !DILocation(line: 30, column: 43, scope: !53)
!62 = !DILocation(line: 30, column: 16, scope: !53)
!63 = !DILocation(line: 30, column: 48, scope: !53)
!64 = !DILocation(line: 30, column: 3, scope: !53)
!65 = !DILocation(line: 30, column: 14, scope: !53)
!66 = !DILocation(line: 31, column: 17, scope: !53)
!67 = !DILocation(line: 32, column: 14, scope: !53)
!68 = !DILocation(line: 33, column: 54, scope: !53)
!69 = !DILocation(line: 33, column: 38, scope: !53)
!70 = !DILocation(line: 33, column: 3, scope: !53)
!71 = !DILocation(line: 33, column: 36, scope: !53)
!72 = !DILocation(line: 34, column: 1, scope: !53)
!73 = distinct !DISubprogram(name: "call_barrier_fn", scope: !1, file: !1, line: 36, type: !13, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 58, column: 1, scope: !46, inlinedAt: !75)
!75 = distinct !DILocation(line: 37, column: 12, scope: !73)
!76 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !77)
!77 = distinct !DILocation(line: 38, column: 19, scope: !73)
!78 = !DILocation(line: 60, column: 1, scope: !42, inlinedAt: !79)
!79 = distinct !DILocation(line: 38, column: 32, scope: !73)
!80 = !DILocation(line: 38, column: 30, scope: !73)
!81 = !DILocation(line: 38, column: 43, scope: !73)
!82 = !DILocation(line: 38, column: 16, scope: !73)
!83 = !DILocation(line: 38, column: 3, scope: !73)
!84 = !DILocation(line: 38, column: 14, scope: !73)
!85 = !DILocation(line: 39, column: 3, scope: !73)
!86 = !DILocation(line: 40, column: 61, scope: !73)
!87 = !DILocation(line: 40, column: 38, scope: !73)
!88 = !DILocation(line: 40, column: 3, scope: !73)
!89 = !DILocation(line: 40, column: 36, scope: !73)
!90 = !DILocation(line: 41, column: 1, scope: !73)
!91 = distinct !DISubprogram(name: "call_stage", scope: !1, file: !1, line: 43, type: !13, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!92 = !DILocation(line: 58, column: 1, scope: !46, inlinedAt: !93)
!93 = distinct !DILocation(line: 44, column: 12, scope: !91)
!94 = !DILocation(line: 45, column: 3, scope: !91)
!95 = !DILocation(line: 46, column: 3, scope: !91)
!96 = !DILocation(line: 60, column: 1, scope: !42, inlinedAt: !97)
!97 = distinct !DILocation(line: 47, column: 46, scope: !91)
!98 = !DILocation(line: 47, column: 61, scope: !91)
!99 = !DILocation(line: 47, column: 38, scope: !91)
!100 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !101)
!101 = distinct !DILocation(line: 47, column: 7, scope: !91)
!102 = !DILocation(line: 47, column: 18, scope: !91)
!103 = !DILocation(line: 47, column: 31, scope: !91)
!104 = !DILocation(line: 47, column: 3, scope: !91)
!105 = !DILocation(line: 47, column: 36, scope: !91)
!106 = !DILocation(line: 48, column: 1, scope: !91)
!107 = distinct !DISubprogram(name: "double_barrier", scope: !1, file: !1, line: 50, type: !13, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = !DILocation(line: 51, column: 3, scope: !107)
!109 = !DILocation(line: 52, column: 3, scope: !107)
!110 = !DILocation(line: 53, column: 1, scope: !107)
!111 = distinct !DISubprogram(name: "call_double_barrier", scope: !1, file: !1, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = !DILocation(line: 58, column: 1, scope: !46, inlinedAt: !113)
!113 = distinct !DILocation(line: 56, column: 12, scope: !111)
!114 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !115)
!115 = distinct !DILocation(line: 57, column: 19, scope: !111)
!116 = !DILocation(line: 60, column: 1, scope: !42, inlinedAt: !117)
!117 = distinct !DILocation(line: 57, column: 32, scope: !111)
!118 = !DILocation(line: 57, column: 30, scope: !111)
!119 = !DILocation(line: 57, column: 43, scope: !111)
!120 = !DILocation(line: 57, column: 16, scope: !111)
!121 = !DILocation(line: 57, column: 3, scope: !111)
!122 = !DILocation(line: 57, column: 14, scope: !111)
!123 = !DILocation(line: 58, column: 3, scope: !111)
!124 = !DILocation(line: 59, column: 54, scope: !111)
!125 = !DILocation(line: 59, column: 38, scope: !111)
!126 = !DILocation(line: 59, column: 3, scope: !111)
!127 = !DILocation(line: 59, column: 36, scope: !111)
!128 = !DILocation(line: 60, column: 1, scope: !111)
