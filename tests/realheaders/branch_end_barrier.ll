; ModuleID = 'branch_end_barrier.cu'
source_filename = "branch_end_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19arms_end_in_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ25loop_body_ends_in_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @arms_end_in_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = add i32 %7, %4, !dbg !27
  %9 = icmp eq i32 %2, 0, !dbg !28
  %10 = zext i32 %8 to i64, !dbg !29
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !29
  %12 = load float, ptr %11, align 4, !dbg !29, !tbaa !30
  br i1 %9, label %17, label %13, !dbg !28

13:                                               ; preds = %3
  %14 = fmul contract float %12, 2.000000e+00, !dbg !34
  %15 = zext nneg i32 %4 to i64, !dbg !35
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %15, !dbg !35
  store float %14, ptr %16, align 4, !dbg !36, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br label %23, !dbg !38

17:                                               ; preds = %3
  %18 = fadd contract float %12, 1.000000e+00, !dbg !39
  %19 = xor i32 %4, -1, !dbg !40
  %20 = add nsw i32 %6, %19, !dbg !40
  %21 = zext i32 %20 to i64, !dbg !41
  %22 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %21, !dbg !41
  store float %18, ptr %22, align 4, !dbg !42, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  br label %23

23:                                               ; preds = %17, %13
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !44
  %25 = add nuw nsw i16 %24, 1, !dbg !44
  %26 = trunc nuw nsw i32 %6 to i16, !dbg !44
  %27 = urem i16 %25, %26, !dbg !44
  %28 = zext nneg i16 %27 to i64, !dbg !45
  %29 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %28, !dbg !45
  %30 = load float, ptr %29, align 4, !dbg !45, !tbaa !30
  %31 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !46
  store float %30, ptr %31, align 4, !dbg !47, !tbaa !30
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_body_ends_in_barrier(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !49 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %4 = icmp sgt i32 %1, 0, !dbg !52
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = zext nneg i32 %3 to i64
  br i1 %4, label %7, label %9, !dbg !53

7:                                                ; preds = %2
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25loop_body_ends_in_barrierE1s to ptr), i64 0, i64 %6
  br label %16, !dbg !53

9:                                                ; preds = %16, %2
  %10 = xor i32 %3, -1, !dbg !54
  %11 = add nsw i32 %5, %10, !dbg !54
  %12 = zext i32 %11 to i64, !dbg !55
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25loop_body_ends_in_barrierE1s to ptr), i64 0, i64 %12, !dbg !55
  %14 = load float, ptr %13, align 4, !dbg !55, !tbaa !30
  %15 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !56
  store float %14, ptr %15, align 4, !dbg !57, !tbaa !30
  ret void, !dbg !58

16:                                               ; preds = %7, %16
  %17 = phi i32 [ 0, %7 ], [ %23, %16 ]
  %18 = mul i32 %17, %5, !dbg !59
  %19 = add i32 %18, %3, !dbg !60
  %20 = zext i32 %19 to i64, !dbg !61
  %21 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !61
  %22 = load float, ptr %21, align 4, !dbg !61, !tbaa !30
  store float %22, ptr %8, align 4, !dbg !62, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %23 = add nuw nsw i32 %17, 1, !dbg !64
  %24 = icmp eq i32 %23, %1, !dbg !52
  br i1 %24, label %9, label %16, !dbg !53, !llvm.loop !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "branch_end_barrier.cu", directory: ".")
!8 = !{ptr @arms_end_in_barrier, !"kernel", i32 1}
!9 = !{ptr @loop_body_ends_in_barrier, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "arms_end_in_barrier", scope: !7, file: !7, line: 5, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 8, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 9, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 25, scope: !13)
!26 = !DILocation(line: 9, column: 23, scope: !13)
!27 = !DILocation(line: 9, column: 36, scope: !13)
!28 = !DILocation(line: 10, column: 7, scope: !13)
!29 = !DILocation(line: 0, scope: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 11, column: 18, scope: !13)
!35 = !DILocation(line: 11, column: 5, scope: !13)
!36 = !DILocation(line: 11, column: 10, scope: !13)
!37 = !DILocation(line: 12, column: 5, scope: !13)
!38 = !DILocation(line: 13, column: 3, scope: !13)
!39 = !DILocation(line: 14, column: 35, scope: !13)
!40 = !DILocation(line: 14, column: 22, scope: !13)
!41 = !DILocation(line: 14, column: 5, scope: !13)
!42 = !DILocation(line: 14, column: 27, scope: !13)
!43 = !DILocation(line: 15, column: 5, scope: !13)
!44 = !DILocation(line: 17, column: 22, scope: !13)
!45 = !DILocation(line: 17, column: 12, scope: !13)
!46 = !DILocation(line: 17, column: 3, scope: !13)
!47 = !DILocation(line: 17, column: 10, scope: !13)
!48 = !DILocation(line: 18, column: 1, scope: !13)
!49 = distinct !DISubprogram(name: "loop_body_ends_in_barrier", scope: !7, file: !7, line: 21, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !51)
!51 = distinct !DILocation(line: 23, column: 12, scope: !49)
!52 = !DILocation(line: 24, column: 21, scope: !49)
!53 = !DILocation(line: 24, column: 3, scope: !49)
!54 = !DILocation(line: 28, column: 30, scope: !49)
!55 = !DILocation(line: 28, column: 13, scope: !49)
!56 = !DILocation(line: 28, column: 3, scope: !49)
!57 = !DILocation(line: 28, column: 11, scope: !49)
!58 = !DILocation(line: 29, column: 1, scope: !49)
!59 = !DILocation(line: 25, column: 19, scope: !49)
!60 = !DILocation(line: 25, column: 32, scope: !49)
!61 = !DILocation(line: 25, column: 12, scope: !49)
!62 = !DILocation(line: 25, column: 10, scope: !49)
!63 = !DILocation(line: 26, column: 5, scope: !49)
!64 = !DILocation(line: 24, column: 26, scope: !49)
!65 = distinct !{!65, !53, !66, !67}
!66 = !DILocation(line: 27, column: 3, scope: !49)
!67 = !{!"llvm.loop.mustprogress"}
