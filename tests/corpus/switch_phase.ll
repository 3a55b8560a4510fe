; ModuleID = 'switch_phase.cu'
source_filename = "switch_phase.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14switch_on_modeE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ14switch_on_laneE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @switch_on_mode(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %7 = mul i32 %6, %5, !dbg !23
  %8 = add i32 %7, %4, !dbg !24
  %9 = zext i32 %8 to i64, !dbg !25
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !25
  %11 = load float, ptr %10, align 4, !dbg !25, !tbaa !26
  switch i32 %2, label %48 [
    i32 0, label %12
    i32 1, label %20
    i32 7, label %31
  ], !dbg !30

12:                                               ; preds = %3
  %13 = zext nneg i32 %4 to i64, !dbg !31
  %14 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %13, !dbg !31
  store float %11, ptr %14, align 4, !dbg !32, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %15 = xor i32 %4, -1, !dbg !34
  %16 = add nsw i32 %5, %15, !dbg !34
  %17 = zext i32 %16 to i64, !dbg !35
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %17, !dbg !35
  %19 = load float, ptr %18, align 4, !dbg !35, !tbaa !26
  br label %48, !dbg !36

20:                                               ; preds = %3
  %21 = fmul contract float %11, 2.000000e+00, !dbg !37
  %22 = zext nneg i32 %4 to i64, !dbg !38
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %22, !dbg !38
  store float %21, ptr %23, align 4, !dbg !39, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !41
  %25 = add nuw nsw i16 %24, 1, !dbg !41
  %26 = trunc nuw nsw i32 %5 to i16, !dbg !41
  %27 = urem i16 %25, %26, !dbg !41
  %28 = zext nneg i16 %27 to i64, !dbg !42
  %29 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %28, !dbg !42
  %30 = load float, ptr %29, align 4, !dbg !42, !tbaa !26
  br label %48, !dbg !43

31:                                               ; preds = %3
  %32 = add i32 %8, 1, !dbg !44
  %33 = zext i32 %32 to i64, !dbg !45
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !45
  %35 = load float, ptr %34, align 4, !dbg !45, !tbaa !26
  %36 = fadd contract float %11, %35, !dbg !46
  %37 = zext nneg i32 %4 to i64, !dbg !47
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %37, !dbg !47
  store float %36, ptr %38, align 4, !dbg !48, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %39 = trunc nuw nsw i32 %4 to i16, !dbg !50
  %40 = add nuw nsw i16 %39, 3, !dbg !50
  %41 = trunc nuw nsw i32 %5 to i16, !dbg !50
  %42 = urem i16 %40, %41, !dbg !50
  %43 = zext nneg i16 %42 to i64, !dbg !51
  %44 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_modeE1s to ptr), i64 0, i64 %43, !dbg !51
  %45 = load float, ptr %44, align 4, !dbg !51, !tbaa !26
  %46 = load float, ptr %38, align 4, !dbg !52, !tbaa !26
  %47 = fsub contract float %45, %46, !dbg !53
  br label %48, !dbg !54

48:                                               ; preds = %3, %31, %20, %12
  %49 = phi float [ %47, %31 ], [ %30, %20 ], [ %19, %12 ], [ %11, %3 ], !dbg !25
  %50 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !55
  store float %49, ptr %50, align 4, !dbg !56, !tbaa !26
  ret void, !dbg !57
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @switch_on_lane(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !58 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !63
  %6 = mul i32 %4, %5, !dbg !65
  %7 = add i32 %6, %3, !dbg !66
  %8 = zext i32 %7 to i64, !dbg !67
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !67
  %10 = load i32, ptr %9, align 4, !dbg !67, !tbaa !68
  %11 = and i32 %3, 3, !dbg !70
  switch i32 %11, label %16 [
    i32 0, label %19
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
  ], !dbg !71

12:                                               ; preds = %2
  %13 = mul nsw i32 %10, 3, !dbg !72
  br label %19, !dbg !73

14:                                               ; preds = %2
  %15 = sub nsw i32 0, %10, !dbg !74
  br label %19, !dbg !75

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %2
  %18 = xor i32 %10, 85, !dbg !76
  br label %19, !dbg !77

19:                                               ; preds = %2, %17, %14, %12
  %20 = phi i32 [ %18, %17 ], [ %15, %14 ], [ %13, %12 ], [ %10, %2 ]
  %21 = zext nneg i32 %3 to i64, !dbg !78
  %22 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_laneE1s to ptr), i64 0, i64 %21, !dbg !78
  store i32 %20, ptr %22, align 4, !dbg !78, !tbaa !68
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %23 = xor i32 %3, 3, !dbg !80
  %24 = zext nneg i32 %23 to i64, !dbg !81
  %25 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14switch_on_laneE1s to ptr), i64 0, i64 %24, !dbg !81
  %26 = load i32, ptr %25, align 4, !dbg !81, !tbaa !68
  %27 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !82
  store i32 %26, ptr %27, align 4, !dbg !83, !tbaa !68
  ret void, !dbg !84
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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_phase.cu", directory: ".")
!2 = !{ptr @switch_on_mode, !"kernel", i32 1}
!3 = !{ptr @switch_on_lane, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "switch_on_mode", scope: !1, file: !1, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 9, column: 12, scope: !10)
!17 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 29, scope: !10)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 12, scope: !10)
!23 = !DILocation(line: 10, column: 23, scope: !10)
!24 = !DILocation(line: 10, column: 27, scope: !10)
!25 = !DILocation(line: 0, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 12, column: 3, scope: !10)
!31 = !DILocation(line: 14, column: 5, scope: !10)
!32 = !DILocation(line: 14, column: 10, scope: !10)
!33 = !DILocation(line: 15, column: 5, scope: !10)
!34 = !DILocation(line: 16, column: 17, scope: !10)
!35 = !DILocation(line: 16, column: 9, scope: !10)
!36 = !DILocation(line: 17, column: 5, scope: !10)
!37 = !DILocation(line: 19, column: 17, scope: !10)
!38 = !DILocation(line: 19, column: 5, scope: !10)
!39 = !DILocation(line: 19, column: 10, scope: !10)
!40 = !DILocation(line: 20, column: 5, scope: !10)
!41 = !DILocation(line: 21, column: 19, scope: !10)
!42 = !DILocation(line: 21, column: 9, scope: !10)
!43 = !DILocation(line: 22, column: 5, scope: !10)
!44 = !DILocation(line: 24, column: 25, scope: !10)
!45 = !DILocation(line: 24, column: 20, scope: !10)
!46 = !DILocation(line: 24, column: 18, scope: !10)
!47 = !DILocation(line: 24, column: 5, scope: !10)
!48 = !DILocation(line: 24, column: 10, scope: !10)
!49 = !DILocation(line: 25, column: 5, scope: !10)
!50 = !DILocation(line: 26, column: 19, scope: !10)
!51 = !DILocation(line: 26, column: 9, scope: !10)
!52 = !DILocation(line: 26, column: 26, scope: !10)
!53 = !DILocation(line: 26, column: 24, scope: !10)
!54 = !DILocation(line: 27, column: 5, scope: !10)
!55 = !DILocation(line: 32, column: 3, scope: !10)
!56 = !DILocation(line: 32, column: 10, scope: !10)
!57 = !DILocation(line: 33, column: 1, scope: !10)
!58 = distinct !DISubprogram(name: "switch_on_lane", scope: !1, file: !1, line: 35, type: !11, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !60)
!60 = distinct !DILocation(line: 37, column: 12, scope: !58)
!61 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !62)
!62 = distinct !DILocation(line: 38, column: 14, scope: !58)
!63 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !64)
!64 = distinct !DILocation(line: 38, column: 27, scope: !58)
!65 = !DILocation(line: 38, column: 25, scope: !58)
!66 = !DILocation(line: 38, column: 38, scope: !58)
!67 = !DILocation(line: 38, column: 11, scope: !58)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !28, i64 0}
!70 = !DILocation(line: 39, column: 13, scope: !58)
!71 = !DILocation(line: 39, column: 3, scope: !58)
!72 = !DILocation(line: 41, column: 20, scope: !58)
!73 = !DILocation(line: 41, column: 25, scope: !58)
!74 = !DILocation(line: 42, column: 18, scope: !58)
!75 = !DILocation(line: 42, column: 22, scope: !58)
!76 = !DILocation(line: 43, column: 21, scope: !58)
!77 = !DILocation(line: 43, column: 29, scope: !58)
!78 = !DILocation(line: 0, scope: !58)
!79 = !DILocation(line: 45, column: 3, scope: !58)
!80 = !DILocation(line: 46, column: 42, scope: !58)
!81 = !DILocation(line: 46, column: 38, scope: !58)
!82 = !DILocation(line: 46, column: 3, scope: !58)
!83 = !DILocation(line: 46, column: 36, scope: !58)
!84 = !DILocation(line: 47, column: 1, scope: !58)
