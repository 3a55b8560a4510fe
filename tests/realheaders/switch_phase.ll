; ModuleID = 'switch_phase.cu'
source_filename = "switch_phase.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14switch_on_modeE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ14switch_on_laneE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @switch_on_mode(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %7 = mul i32 %6, %5, !dbg !26
  %8 = add i32 %7, %4, !dbg !27
  %9 = zext i32 %8 to i64, !dbg !28
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !28
  %11 = load float, ptr %10, align 4, !dbg !28, !tbaa !29
  switch i32 %2, label %48 [
    i32 0, label %12
    i32 1, label %20
    i32 7, label %31
  ], !dbg !33

12:                                               ; preds = %3
  %13 = zext nneg i32 %4 to i64, !dbg !34
  %14 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %13, !dbg !34
  store float %11, ptr %14, align 4, !dbg !35, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %15 = xor i32 %4, -1, !dbg !37
  %16 = add nsw i32 %5, %15, !dbg !37
  %17 = zext i32 %16 to i64, !dbg !38
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %17, !dbg !38
  %19 = load float, ptr %18, align 4, !dbg !38, !tbaa !29
  br label %48, !dbg !39

20:                                               ; preds = %3
  %21 = fmul contract float %11, 2.000000e+00, !dbg !40
  %22 = zext nneg i32 %4 to i64, !dbg !41
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %22, !dbg !41
  store float %21, ptr %23, align 4, !dbg !42, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !44
  %25 = add nuw nsw i16 %24, 1, !dbg !44
  %26 = trunc nuw nsw i32 %5 to i16, !dbg !44
  %27 = urem i16 %25, %26, !dbg !44
  %28 = zext nneg i16 %27 to i64, !dbg !45
  %29 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %28, !dbg !45
  %30 = load float, ptr %29, align 4, !dbg !45, !tbaa !29
  br label %48, !dbg !46

31:                                               ; preds = %3
  %32 = add i32 %8, 1, !dbg !47
  %33 = zext i32 %32 to i64, !dbg !48
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !48
  %35 = load float, ptr %34, align 4, !dbg !48, !tbaa !29
  %36 = fadd contract float %11, %35, !dbg !49
  %37 = zext nneg i32 %4 to i64, !dbg !50
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %37, !dbg !50
  store float %36, ptr %38, align 4, !dbg !51, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %39 = trunc nuw nsw i32 %4 to i16, !dbg !53
  %40 = add nuw nsw i16 %39, 3, !dbg !53
  %41 = trunc nuw nsw i32 %5 to i16, !dbg !53
  %42 = urem i16 %40, %41, !dbg !53
  %43 = zext nneg i16 %42 to i64, !dbg !54
  %44 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %43, !dbg !54
  %45 = load float, ptr %44, align 4, !dbg !54, !tbaa !29
  %46 = load float, ptr %38, align 4, !dbg !55, !tbaa !29
  %47 = fsub contract float %45, %46, !dbg !56
  br label %48, !dbg !57

48:                                               ; preds = %3, %31, %20, %12
  %49 = phi float [ %47, %31 ], [ %30, %20 ], [ %19, %12 ], [ %11, %3 ], !dbg !28
  %50 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !58
  store float %49, ptr %50, align 4, !dbg !59, !tbaa !29
  ret void, !dbg !60
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @switch_on_lane(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !61 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !66
  %6 = mul i32 %4, %5, !dbg !68
  %7 = add i32 %6, %3, !dbg !69
  %8 = zext i32 %7 to i64, !dbg !70
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !70
  %10 = load i32, ptr %9, align 4, !dbg !70, !tbaa !71
  %11 = and i32 %3, 3, !dbg !73
  switch i32 %11, label %16 [
    i32 0, label %19
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
  ], !dbg !74

12:                                               ; preds = %2
  %13 = mul nsw i32 %10, 3, !dbg !75
  br label %19, !dbg !76

14:                                               ; preds = %2
  %15 = sub nsw i32 0, %10, !dbg !77
  br label %19, !dbg !78

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %2
  %18 = xor i32 %10, 85, !dbg !79
  br label %19, !dbg !80

19:                                               ; preds = %2, %17, %14, %12
  %20 = phi i32 [ %18, %17 ], [ %15, %14 ], [ %13, %12 ], [ %10, %2 ]
  %21 = zext nneg i32 %3 to i64, !dbg !81
  %22 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_laneE1s to ptr), i64 0, i64 %21, !dbg !81
  store i32 %20, ptr %22, align 4, !dbg !81, !tbaa !71
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  %23 = xor i32 %3, 3, !dbg !83
  %24 = zext nneg i32 %23 to i64, !dbg !84
  %25 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_laneE1s to ptr), i64 0, i64 %24, !dbg !84
  %26 = load i32, ptr %25, align 4, !dbg !84, !tbaa !71
  %27 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !85
  store i32 %26, ptr %27, align 4, !dbg !86, !tbaa !71
  ret void, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "switch_phase.cu", directory: ".")
!8 = !{ptr @switch_on_mode, !"kernel", i32 1}
!9 = !{ptr @switch_on_lane, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "switch_on_mode", scope: !7, file: !7, line: 6, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 9, column: 12, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 9, column: 29, scope: !13)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 12, scope: !13)
!26 = !DILocation(line: 10, column: 23, scope: !13)
!27 = !DILocation(line: 10, column: 27, scope: !13)
!28 = !DILocation(line: 0, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 12, column: 3, scope: !13)
!34 = !DILocation(line: 14, column: 5, scope: !13)
!35 = !DILocation(line: 14, column: 10, scope: !13)
!36 = !DILocation(line: 15, column: 5, scope: !13)
!37 = !DILocation(line: 16, column: 17, scope: !13)
!38 = !DILocation(line: 16, column: 9, scope: !13)
!39 = !DILocation(line: 17, column: 5, scope: !13)
!40 = !DILocation(line: 19, column: 17, scope: !13)
!41 = !DILocation(line: 19, column: 5, scope: !13)
!42 = !DILocation(line: 19, column: 10, scope: !13)
!43 = !DILocation(line: 20, column: 5, scope: !13)
!44 = !DILocation(line: 21, column: 19, scope: !13)
!45 = !DILocation(line: 21, column: 9, scope: !13)
!46 = !DILocation(line: 22, column: 5, scope: !13)
!47 = !DILocation(line: 24, column: 25, scope: !13)
!48 = !DILocation(line: 24, column: 20, scope: !13)
!49 = !DILocation(line: 24, column: 18, scope: !13)
!50 = !DILocation(line: 24, column: 5, scope: !13)
!51 = !DILocation(line: 24, column: 10, scope: !13)
!52 = !DILocation(line: 25, column: 5, scope: !13)
!53 = !DILocation(line: 26, column: 19, scope: !13)
!54 = !DILocation(line: 26, column: 9, scope: !13)
!55 = !DILocation(line: 26, column: 26, scope: !13)
!56 = !DILocation(line: 26, column: 24, scope: !13)
!57 = !DILocation(line: 27, column: 5, scope: !13)
!58 = !DILocation(line: 32, column: 3, scope: !13)
!59 = !DILocation(line: 32, column: 10, scope: !13)
!60 = !DILocation(line: 33, column: 1, scope: !13)
!61 = distinct !DISubprogram(name: "switch_on_lane", scope: !7, file: !7, line: 35, type: !14, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !63)
!63 = distinct !DILocation(line: 37, column: 12, scope: !61)
!64 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !65)
!65 = distinct !DILocation(line: 38, column: 14, scope: !61)
!66 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !67)
!67 = distinct !DILocation(line: 38, column: 27, scope: !61)
!68 = !DILocation(line: 38, column: 25, scope: !61)
!69 = !DILocation(line: 38, column: 38, scope: !61)
!70 = !DILocation(line: 38, column: 11, scope: !61)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !31, i64 0}
!73 = !DILocation(line: 39, column: 13, scope: !61)
!74 = !DILocation(line: 39, column: 3, scope: !61)
!75 = !DILocation(line: 41, column: 20, scope: !61)
!76 = !DILocation(line: 41, column: 25, scope: !61)
!77 = !DILocation(line: 42, column: 18, scope: !61)
!78 = !DILocation(line: 42, column: 22, scope: !61)
!79 = !DILocation(line: 43, column: 21, scope: !61)
!80 = !DILocation(line: 43, column: 29, scope: !61)
!81 = !DILocation(line: 0, scope: !61)
!82 = !DILocation(line: 45, column: 3, scope: !61)
!83 = !DILocation(line: 46, column: 42, scope: !61)
!84 = !DILocation(line: 46, column: 38, scope: !61)
!85 = !DILocation(line: 46, column: 3, scope: !61)
!86 = !DILocation(line: 46, column: 36, scope: !61)
!87 = !DILocation(line: 47, column: 1, scope: !61)
