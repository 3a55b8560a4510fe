; ModuleID = 'devfunc_barrier.cu'
source_filename = "devfunc_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scratch = dso_local addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z9block_sumPKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !15 {
  tail call void @llvm.nvvm.barrier0(), !dbg !18
  %3 = icmp sgt i32 %1, 0, !dbg !19
  br i1 %3, label %4, label %25, !dbg !20

4:                                                ; preds = %2
  %5 = and i32 %1, 3, !dbg !20
  %6 = icmp ult i32 %1, 4, !dbg !20
  br i1 %6, label %9, label %7, !dbg !20

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644, !dbg !20
  br label %27, !dbg !20

9:                                                ; preds = %27, %4
  %10 = phi float [ poison, %4 ], [ %49, %27 ]
  %11 = phi i32 [ 0, %4 ], [ %50, %27 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %49, %27 ]
  %13 = icmp eq i32 %5, 0, !dbg !20
  br i1 %13, label %25, label %14, !dbg !20

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !21
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !21
  %20 = load float, ptr %19, align 4, !dbg !21, !tbaa !22
  %21 = fadd contract float %16, %20, !dbg !26
  %22 = add nuw nsw i32 %15, 1, !dbg !27
  %23 = add i32 %17, 1, !dbg !20
  %24 = icmp eq i32 %23, %5, !dbg !20
  br i1 %24, label %25, label %14, !dbg !20, !llvm.loop !28

25:                                               ; preds = %9, %14, %2
  %26 = phi float [ 0.000000e+00, %2 ], [ %10, %9 ], [ %21, %14 ], !dbg !30
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  ret float %26, !dbg !32

27:                                               ; preds = %27, %7
  %28 = phi i32 [ 0, %7 ], [ %50, %27 ]
  %29 = phi float [ 0.000000e+00, %7 ], [ %49, %27 ]
  %30 = phi i32 [ 0, %7 ], [ %51, %27 ]
  %31 = zext nneg i32 %28 to i64, !dbg !21
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !21
  %33 = load float, ptr %32, align 4, !dbg !21, !tbaa !22
  %34 = fadd contract float %29, %33, !dbg !26
  %35 = or disjoint i32 %28, 1, !dbg !27
  %36 = zext nneg i32 %35 to i64, !dbg !21
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !21
  %38 = load float, ptr %37, align 4, !dbg !21, !tbaa !22
  %39 = fadd contract float %34, %38, !dbg !26
  %40 = or disjoint i32 %28, 2, !dbg !27
  %41 = zext nneg i32 %40 to i64, !dbg !21
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !21
  %43 = load float, ptr %42, align 4, !dbg !21, !tbaa !22
  %44 = fadd contract float %39, %43, !dbg !26
  %45 = or disjoint i32 %28, 3, !dbg !27
  %46 = zext nneg i32 %45 to i64, !dbg !21
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !21
  %48 = load float, ptr %47, align 4, !dbg !21, !tbaa !22
  %49 = fadd contract float %44, %48, !dbg !26
  %50 = add nuw nsw i32 %28, 4, !dbg !27
  %51 = add i32 %30, 4, !dbg !20
  %52 = icmp eq i32 %51, %8, !dbg !20
  br i1 %52, label %9, label %27, !dbg !20, !llvm.loop !33
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13block_barrierv() local_unnamed_addr #0 !dbg !36 {
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  ret void, !dbg !38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10stage_tilePfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !39 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %5 = mul i32 %3, %4, !dbg !47
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %7 = add i32 %5, %6, !dbg !51
  %8 = zext i32 %7 to i64, !dbg !52
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !52
  %10 = load float, ptr %9, align 4, !dbg !52, !tbaa !22
  %11 = zext nneg i32 %6 to i64, !dbg !53
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !53
  store float %10, ptr %12, align 4, !dbg !54, !tbaa !22
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16call_after_writePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !56 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !61
  %6 = mul i32 %4, %5, !dbg !63
  %7 = add i32 %6, %3, !dbg !64
  %8 = zext i32 %7 to i64, !dbg !65
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !65
  %10 = load float, ptr %9, align 4, !dbg !65, !tbaa !22
  %11 = fmul contract float %10, 2.000000e+00, !dbg !66
  %12 = zext nneg i32 %3 to i64, !dbg !67
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %12, !dbg !67
  store float %11, ptr %13, align 4, !dbg !68, !tbaa !22
  %14 = tail call contract noundef float @_Z9block_sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), i32 noundef %5) #5, !dbg !69
  store float %14, ptr %13, align 4, !dbg !70, !tbaa !22
  %15 = trunc nuw nsw i32 %3 to i16, !dbg !71
  %16 = add nuw nsw i16 %15, 1, !dbg !71
  %17 = trunc nuw nsw i32 %5 to i16, !dbg !71
  %18 = urem i16 %16, %17, !dbg !71
  %19 = zext nneg i16 %18 to i64, !dbg !72
  %20 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %19, !dbg !72
  %21 = load float, ptr %20, align 4, !dbg !72, !tbaa !22
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !73
  store float %21, ptr %22, align 4, !dbg !74, !tbaa !22
  ret void, !dbg !75
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15call_barrier_fnPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !76 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !77
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !79
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %6 = mul i32 %4, %5, !dbg !83
  %7 = add i32 %6, %3, !dbg !84
  %8 = zext i32 %7 to i64, !dbg !85
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !85
  %10 = load float, ptr %9, align 4, !dbg !85, !tbaa !22
  %11 = zext nneg i32 %3 to i64, !dbg !86
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %11, !dbg !86
  store float %10, ptr %12, align 4, !dbg !87, !tbaa !22
  tail call void @_Z13block_barrierv() #5, !dbg !88
  %13 = xor i32 %3, -1, !dbg !89
  %14 = add nsw i32 %5, %13, !dbg !89
  %15 = zext i32 %14 to i64, !dbg !90
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %15, !dbg !90
  %17 = load float, ptr %16, align 4, !dbg !90, !tbaa !22
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !91
  store float %17, ptr %18, align 4, !dbg !92, !tbaa !22
  ret void, !dbg !93
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10call_stagePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !94 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !95
  tail call void @_Z10stage_tilePfPKf(ptr noundef addrspacecast (ptr addrspace(3) @scratch to ptr), ptr noundef %0) #6, !dbg !97
  tail call void @llvm.nvvm.barrier0(), !dbg !98
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !99
  %5 = xor i32 %3, -1, !dbg !101
  %6 = add nsw i32 %4, %5, !dbg !101
  %7 = zext i32 %6 to i64, !dbg !102
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %7, !dbg !102
  %9 = load float, ptr %8, align 4, !dbg !102, !tbaa !22
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !103
  %11 = mul i32 %10, %4, !dbg !105
  %12 = add i32 %11, %3, !dbg !106
  %13 = zext i32 %12 to i64, !dbg !107
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !107
  store float %9, ptr %14, align 4, !dbg !108, !tbaa !22
  ret void, !dbg !109
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z14double_barrierv() local_unnamed_addr #0 !dbg !110 {
  tail call void @llvm.nvvm.barrier0(), !dbg !111
  tail call void @llvm.nvvm.barrier0(), !dbg !112
  ret void, !dbg !113
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19call_double_barrierPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !114 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !115
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !117
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !119
  %6 = mul i32 %4, %5, !dbg !121
  %7 = add i32 %6, %3, !dbg !122
  %8 = zext i32 %7 to i64, !dbg !123
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !123
  %10 = load float, ptr %9, align 4, !dbg !123, !tbaa !22
  %11 = zext nneg i32 %3 to i64, !dbg !124
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %11, !dbg !124
  store float %10, ptr %12, align 4, !dbg !125, !tbaa !22
  tail call void @_Z14double_barrierv() #5, !dbg !126
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !127
  %14 = add nuw nsw i16 %13, 3, !dbg !127
  %15 = trunc nuw nsw i32 %5 to i16, !dbg !127
  %16 = urem i16 %14, %15, !dbg !127
  %17 = zext nneg i16 %16 to i64, !dbg !128
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @scratch to ptr), i64 0, i64 %17, !dbg !128
  %19 = load float, ptr %18, align 4, !dbg !128, !tbaa !22
  %20 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !129
  store float %19, ptr %20, align 4, !dbg !130, !tbaa !22
  ret void, !dbg !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11}
!llvm.ident = !{!12, !13}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "devfunc_barrier.cu", directory: ".")
!8 = !{ptr @_Z16call_after_writePKfPf, !"kernel", i32 1}
!9 = !{ptr @_Z15call_barrier_fnPKfPf, !"kernel", i32 1}
!10 = !{ptr @_Z10call_stagePKfPf, !"kernel", i32 1}
!11 = !{ptr @_Z19call_double_barrierPKfPf, !"kernel", i32 1}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "block_sum", scope: !7, file: !7, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 14, column: 3, scope: !15)
!19 = !DILocation(line: 16, column: 21, scope: !15)
!20 = !DILocation(line: 16, column: 3, scope: !15)
!21 = !DILocation(line: 17, column: 10, scope: !15)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 17, column: 7, scope: !15)
!27 = !DILocation(line: 16, column: 26, scope: !15)
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !DILocation(line: 0, scope: !15)
!31 = !DILocation(line: 18, column: 3, scope: !15)
!32 = !DILocation(line: 19, column: 3, scope: !15)
!33 = distinct !{!33, !20, !34, !35}
!34 = !DILocation(line: 17, column: 15, scope: !15)
!35 = !{!"llvm.loop.mustprogress"}
!36 = distinct !DISubprogram(name: "block_barrier", scope: !7, file: !7, line: 22, type: !16, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DILocation(line: 22, column: 48, scope: !36)
!38 = !DILocation(line: 22, column: 65, scope: !36)
!39 = distinct !DISubprogram(name: "stage_tile", scope: !7, file: !7, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !42, file: !42, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!43 = distinct !DILocation(line: 25, column: 26, scope: !39)
!44 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !42, file: !42, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = distinct !DILocation(line: 25, column: 39, scope: !39)
!47 = !DILocation(line: 25, column: 37, scope: !39)
!48 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !42, file: !42, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 25, column: 52, scope: !39)
!51 = !DILocation(line: 25, column: 50, scope: !39)
!52 = !DILocation(line: 25, column: 22, scope: !39)
!53 = !DILocation(line: 25, column: 3, scope: !39)
!54 = !DILocation(line: 25, column: 20, scope: !39)
!55 = !DILocation(line: 26, column: 1, scope: !39)
!56 = distinct !DISubprogram(name: "call_after_write", scope: !7, file: !7, line: 28, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !58)
!58 = distinct !DILocation(line: 29, column: 12, scope: !56)
!59 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !60)
!60 = distinct !DILocation(line: 30, column: 19, scope: !56)
!61 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !62)
!62 = distinct !DILocation(line: 30, column: 32, scope: !56)
!63 = !DILocation(line: 30, column: 30, scope: !56)
!64 = !DILocation(line: 30, column: 43, scope: !56)
!65 = !DILocation(line: 30, column: 16, scope: !56)
!66 = !DILocation(line: 30, column: 48, scope: !56)
!67 = !DILocation(line: 30, column: 3, scope: !56)
!68 = !DILocation(line: 30, column: 14, scope: !56)
!69 = !DILocation(line: 31, column: 17, scope: !56)
!70 = !DILocation(line: 32, column: 14, scope: !56)
!71 = !DILocation(line: 33, column: 54, scope: !56)
!72 = !DILocation(line: 33, column: 38, scope: !56)
!73 = !DILocation(line: 33, column: 3, scope: !56)
!74 = !DILocation(line: 33, column: 36, scope: !56)
!75 = !DILocation(line: 34, column: 1, scope: !56)
!76 = distinct !DISubprogram(name: "call_barrier_fn", scope: !7, file: !7, line: 36, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !78)
!78 = distinct !DILocation(line: 37, column: 12, scope: !76)
!79 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !80)
!80 = distinct !DILocation(line: 38, column: 19, scope: !76)
!81 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !82)
!82 = distinct !DILocation(line: 38, column: 32, scope: !76)
!83 = !DILocation(line: 38, column: 30, scope: !76)
!84 = !DILocation(line: 38, column: 43, scope: !76)
!85 = !DILocation(line: 38, column: 16, scope: !76)
!86 = !DILocation(line: 38, column: 3, scope: !76)
!87 = !DILocation(line: 38, column: 14, scope: !76)
!88 = !DILocation(line: 39, column: 3, scope: !76)
!89 = !DILocation(line: 40, column: 61, scope: !76)
!90 = !DILocation(line: 40, column: 38, scope: !76)
!91 = !DILocation(line: 40, column: 3, scope: !76)
!92 = !DILocation(line: 40, column: 36, scope: !76)
!93 = !DILocation(line: 41, column: 1, scope: !76)
!94 = distinct !DISubprogram(name: "call_stage", scope: !7, file: !7, line: 43, type: !16, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!95 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !96)
!96 = distinct !DILocation(line: 44, column: 12, scope: !94)
!97 = !DILocation(line: 45, column: 3, scope: !94)
!98 = !DILocation(line: 46, column: 3, scope: !94)
!99 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !100)
!100 = distinct !DILocation(line: 47, column: 46, scope: !94)
!101 = !DILocation(line: 47, column: 61, scope: !94)
!102 = !DILocation(line: 47, column: 38, scope: !94)
!103 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !104)
!104 = distinct !DILocation(line: 47, column: 7, scope: !94)
!105 = !DILocation(line: 47, column: 18, scope: !94)
!106 = !DILocation(line: 47, column: 31, scope: !94)
!107 = !DILocation(line: 47, column: 3, scope: !94)
!108 = !DILocation(line: 47, column: 36, scope: !94)
!109 = !DILocation(line: 48, column: 1, scope: !94)
!110 = distinct !DISubprogram(name: "double_barrier", scope: !7, file: !7, line: 50, type: !16, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!111 = !DILocation(line: 51, column: 3, scope: !110)
!112 = !DILocation(line: 52, column: 3, scope: !110)
!113 = !DILocation(line: 53, column: 1, scope: !110)
!114 = distinct !DISubprogram(name: "call_double_barrier", scope: !7, file: !7, line: 55, type: !16, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!115 = !DILocation(line: 53, column: 3, scope: !49, inlinedAt: !116)
!116 = distinct !DILocation(line: 56, column: 12, scope: !114)
!117 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !118)
!118 = distinct !DILocation(line: 57, column: 19, scope: !114)
!119 = !DILocation(line: 79, column: 3, scope: !45, inlinedAt: !120)
!120 = distinct !DILocation(line: 57, column: 32, scope: !114)
!121 = !DILocation(line: 57, column: 30, scope: !114)
!122 = !DILocation(line: 57, column: 43, scope: !114)
!123 = !DILocation(line: 57, column: 16, scope: !114)
!124 = !DILocation(line: 57, column: 3, scope: !114)
!125 = !DILocation(line: 57, column: 14, scope: !114)
!126 = !DILocation(line: 58, column: 3, scope: !114)
!127 = !DILocation(line: 59, column: 54, scope: !114)
!128 = !DILocation(line: 59, column: 38, scope: !114)
!129 = !DILocation(line: 59, column: 3, scope: !114)
!130 = !DILocation(line: 59, column: 36, scope: !114)
!131 = !DILocation(line: 60, column: 1, scope: !114)
