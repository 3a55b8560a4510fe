; ModuleID = 'devfunc_barrier.cu'
source_filename = "devfunc_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scratch = dso_local addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z9block_sumPKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !11 {
  tail call void @llvm.nvvm.barrier0(), !dbg !14
  %3 = icmp sgt i32 %1, 0, !dbg !15
  br i1 %3, label %4, label %25, !dbg !16

4:                                                ; preds = %2
  %5 = and i32 %1, 3, !dbg !16
  %6 = icmp ult i32 %1, 4, !dbg !16
  br i1 %6, label %9, label %7, !dbg !16

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644, !dbg !16
  br label %27, !dbg !16

9:                                                ; preds = %27, %4
  %10 = phi float [ poison, %4 ], [ %49, %27 ]
  %11 = phi i32 [ 0, %4 ], [ %50, %27 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %49, %27 ]
  %13 = icmp eq i32 %5, 0, !dbg !16
  br i1 %13, label %25, label %14, !dbg !16

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !17
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !17
  %20 = load float, ptr %19, align 4, !dbg !17, !tbaa !18
  %21 = fadd contract float %16, %20, !dbg !22
  %22 = add nuw nsw i32 %15, 1, !dbg !23
  %23 = add i32 %17, 1, !dbg !16
  %24 = icmp eq i32 %23, %5, !dbg !16
  br i1 %24, label %25, label %14, !dbg !16, !llvm.loop !24

25:                                               ; preds = %9, %14, %2
  %26 = phi float [ 0.000000e+00, %2 ], [ %10, %9 ], [ %21, %14 ], !dbg !26
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  ret float %26, !dbg !28

27:                                               ; preds = %27, %7
  %28 = phi i32 [ 0, %7 ], [ %50, %27 ]
  %29 = phi float [ 0.000000e+00, %7 ], [ %49, %27 ]
  %30 = phi i32 [ 0, %7 ], [ %51, %27 ]
  %31 = zext nneg i32 %28 to i64, !dbg !17
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !17
  %33 = load float, ptr %32, align 4, !dbg !17, !tbaa !18
  %34 = fadd contract float %29, %33, !dbg !22
  %35 = or disjoint i32 %28, 1, !dbg !23
  %36 = zext nneg i32 %35 to i64, !dbg !17
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !17
  %38 = load float, ptr %37, align 4, !dbg !17, !tbaa !18
  %39 = fadd contract float %34, %38, !dbg !22
  %40 = or disjoint i32 %28, 2, !dbg !23
  %41 = zext nneg i32 %40 to i64, !dbg !17
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !17
  %43 = load float, ptr %42, align 4, !dbg !17, !tbaa !18
  %44 = fadd contract float %39, %43, !dbg !22
  %45 = or disjoint i32 %28, 3, !dbg !23
  %46 = zext nneg i32 %45 to i64, !dbg !17
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !17
  %48 = load float, ptr %47, align 4, !dbg !17, !tbaa !18
  %49 = fadd contract float %44, %48, !dbg !22
  %50 = add nuw nsw i32 %28, 4, !dbg !23
  %51 = add i32 %30, 4, !dbg !16
  %52 = icmp eq i32 %51, %8, !dbg !16
  br i1 %52, label %9, label %27, !dbg !16, !llvm.loop !29
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13block_barrierv() local_unnamed_addr #0 !dbg !32 {
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10stage_tilePfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !35 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %5 = mul i32 %3, %4, !dbg !43
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %7 = add i32 %5, %6, !dbg !47
  %8 = zext i32 %7 to i64, !dbg !48
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !48
  %10 = load float, ptr %9, align 4, !dbg !48, !tbaa !18
  %11 = zext nneg i32 %6 to i64, !dbg !49
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !49
  store float %10, ptr %12, align 4, !dbg !50, !tbaa !18
  ret void, !dbg !51
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16call_after_writePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !52 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !57
  %6 = mul i32 %4, %5, !dbg !59
  %7 = add i32 %6, %3, !dbg !60
  %8 = zext i32 %7 to i64, !dbg !61
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !61
  %10 = load float, ptr %9, align 4, !dbg !61, !tbaa !18
  %11 = fmul contract float %10, 2.000000e+00, !dbg !62
  %12 = zext nneg i32 %3 to i64, !dbg !63
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %12, !dbg !63
  store float %11, ptr %13, align 4, !dbg !64, !tbaa !18
  %14 = tail call contract noundef float @_Z9block_sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), i32 noundef %5) #5, !dbg !65
  store float %14, ptr %13, align 4, !dbg !66, !tbaa !18
  %15 = trunc nuw nsw i32 %3 to i16, !dbg !67
  %16 = add nuw nsw i16 %15, 1, !dbg !67
  %17 = trunc nuw nsw i32 %5 to i16, !dbg !67
  %18 = urem i16 %16, %17, !dbg !67
  %19 = zext nneg i16 %18 to i64, !dbg !68
  %20 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %19, !dbg !68
  %21 = load float, ptr %20, align 4, !dbg !68, !tbaa !18
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !69
  store float %21, ptr %22, align 4, !dbg !70, !tbaa !18
  ret void, !dbg !71
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15call_barrier_fnPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !72 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %6 = mul i32 %4, %5, !dbg !79
  %7 = add i32 %6, %3, !dbg !80
  %8 = zext i32 %7 to i64, !dbg !81
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !81
  %10 = load float, ptr %9, align 4, !dbg !81, !tbaa !18
  %11 = zext nneg i32 %3 to i64, !dbg !82
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %11, !dbg !82
  store float %10, ptr %12, align 4, !dbg !83, !tbaa !18
  tail call void @_Z13block_barrierv() #5, !dbg !84
  %13 = xor i32 %3, -1, !dbg !85
  %14 = add nsw i32 %5, %13, !dbg !85
  %15 = zext i32 %14 to i64, !dbg !86
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %15, !dbg !86
  %17 = load float, ptr %16, align 4, !dbg !86, !tbaa !18
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !87
  store float %17, ptr %18, align 4, !dbg !88, !tbaa !18
  ret void, !dbg !89
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10call_stagePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !90 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !91
  tail call void @_Z10stage_tilePfPKf(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), ptr noundef %0) #6, !dbg !93
  tail call void @llvm.nvvm.barrier0(), !dbg !94
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !95
  %5 = xor i32 %3, -1, !dbg !97
  %6 = add nsw i32 %4, %5, !dbg !97
  %7 = zext i32 %6 to i64, !dbg !98
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %7, !dbg !98
  %9 = load float, ptr %8, align 4, !dbg !98, !tbaa !18
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !99
  %11 = mul i32 %10, %4, !dbg !101
  %12 = add i32 %11, %3, !dbg !102
  %13 = zext i32 %12 to i64, !dbg !103
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !103
  store float %9, ptr %14, align 4, !dbg !104, !tbaa !18
  ret void, !dbg !105
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
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "devfunc_barrier.cu", directory: ".")
!2 = !{ptr @_Z16call_after_writePKfPf, !"kernel", i32 1}
!3 = !{ptr @_Z15call_barrier_fnPKfPf, !"kernel", i32 1}
!4 = !{ptr @_Z10call_stagePKfPf, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "block_sum", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 12, column: 3, scope: !11)
!15 = !DILocation(line: 14, column: 21, scope: !11)
!16 = !DILocation(line: 14, column: 3, scope: !11)
!17 = !DILocation(line: 15, column: 10, scope: !11)
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 15, column: 7, scope: !11)
!23 = !DILocation(line: 14, column: 26, scope: !11)
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !DILocation(line: 0, scope: !11)
!27 = !DILocation(line: 16, column: 3, scope: !11)
!28 = !DILocation(line: 17, column: 3, scope: !11)
!29 = distinct !{!29, !16, !30, !31}
!30 = !DILocation(line: 15, column: 15, scope: !11)
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !DISubprogram(name: "block_barrier", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 20, column: 48, scope: !32)
!34 = !DILocation(line: 20, column: 65, scope: !32)
!35 = distinct !DISubprogram(name: "stage_tile", scope: !1, file: !1, line: 22, type: !12, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 59, column: 1, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__fetch_x", scope: !38, file: !38, line: 59, type: !12, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DIFile(filename: "./shim.h", directory: ".")
!39 = distinct !DILocation(line: 23, column: 26, scope: !35)
!40 = !DILocation(line: 60, column: 1, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_x", scope: !38, file: !38, line: 60, type: !12, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 23, column: 39, scope: !35)
!43 = !DILocation(line: 23, column: 37, scope: !35)
!44 = !DILocation(line: 58, column: 1, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_x", scope: !38, file: !38, line: 58, type: !12, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 23, column: 52, scope: !35)
!47 = !DILocation(line: 23, column: 50, scope: !35)
!48 = !DILocation(line: 23, column: 22, scope: !35)
!49 = !DILocation(line: 23, column: 3, scope: !35)
!50 = !DILocation(line: 23, column: 20, scope: !35)
!51 = !DILocation(line: 24, column: 1, scope: !35)
!52 = distinct !DISubprogram(name: "call_after_write", scope: !1, file: !1, line: 26, type: !12, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 58, column: 1, scope: !45, inlinedAt: !54)
!54 = distinct !DILocation(line: 27, column: 12, scope: !52)
!55 = !DILocation(line: 59, column: 1, scope: !37, inlinedAt: !56)
!56 = distinct !DILocation(line: 28, column: 19, scope: !52)
!57 = !DILocation(line: 60, column: 1, scope: !41, inlinedAt: !58)
!58 = distinct !DILocation(line: 28, column: 32, scope: !52)
!59 = !DILocation(line: 28, column: 30, scope: !52)
!60 = !DILocation(line: 28, column: 43, scope: !52)
!61 = !DILocation(line: 28, column: 16, scope: !52)
!62 = !DILocation(line: 28, column: 48, scope: !52)
!63 = !DILocation(line: 28, column: 3, scope: !52)
!64 = !DILocation(line: 28, column: 14, scope: !52)
!65 = !DILocation(line: 29, column: 17, scope: !52)
!66 = !DILocation(line: 30, column: 14, scope: !52)
!67 = !DILocation(line: 31, column: 54, scope: !52)
!68 = !DILocation(line: 31, column: 38, scope: !52)
!69 = !DILocation(line: 31, column: 3, scope: !52)
!70 = !DILocation(line: 31, column: 36, scope: !52)
!71 = !DILocation(line: 32, column: 1, scope: !52)
!72 = distinct !DISubprogram(name: "call_barrier_fn", scope: !1, file: !1, line: 34, type: !12, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 58, column: 1, scope: !45, inlinedAt: !74)
!74 = distinct !DILocation(line: 35, column: 12, scope: !72)
!75 = !DILocation(line: 59, column: 1, scope: !37, inlinedAt: !76)
!76 = distinct !DILocation(line: 36, column: 19, scope: !72)
!77 = !DILocation(line: 60, column: 1, scope: !41, inlinedAt: !78)
!78 = distinct !DILocation(line: 36, column: 32, scope: !72)
!79 = !DILocation(line: 36, column: 30, scope: !72)
!80 = !DILocation(line: 36, column: 43, scope: !72)
!81 = !DILocation(line: 36, column: 16, scope: !72)
!82 = !DILocation(line: 36, column: 3, scope: !72)
!83 = !DILocation(line: 36, column: 14, scope: !72)
!84 = !DILocation(line: 37, column: 3, scope: !72)
!85 = !DILocation(line: 38, column: 61, scope: !72)
!86 = !DILocation(line: 38, column: 38, scope: !72)
!87 = !DILocation(line: 38, column: 3, scope: !72)
!88 = !DILocation(line: 38, column: 36, scope: !72)
!89 = !DILocation(line: 39, column: 1, scope: !72)
!90 = distinct !DISubprogram(name: "call_stage", scope: !1, file: !1, line: 41, type: !12, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 58, column: 1, scope: !45, inlinedAt: !92)
!92 = distinct !DILocation(line: 42, column: 12, scope: !90)
!93 = !DILocation(line: 43, column: 3, scope: !90)
!94 = !DILocation(line: 44, column: 3, scope: !90)
!95 = !DILocation(line: 60, column: 1, scope: !41, inlinedAt: !96)
!96 = distinct !DILocation(line: 45, column: 46, scope: !90)
!97 = !DILocation(line: 45, column: 61, scope: !90)
!98 = !DILocation(line: 45, column: 38, scope: !90)
!99 = !DILocation(line: 59, column: 1, scope: !37, inlinedAt: !100)
!100 = distinct !DILocation(line: 45, column: 7, scope: !90)
!101 = !DILocation(line: 45, column: 18, scope: !90)
!102 = !DILocation(line: 45, column: 31, scope: !90)
!103 = !DILocation(line: 45, column: 3, scope: !90)
!104 = !DILocation(line: 45, column: 36, scope: !90)
!105 = !DILocation(line: 46, column: 1, scope: !90)
