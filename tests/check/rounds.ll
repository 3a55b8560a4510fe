; ModuleID = 'rounds.cu'
source_filename = "rounds.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6roundsE3acc = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rounds(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = zext nneg i32 %4 to i64, !dbg !19
  %7 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6roundsE3acc to ptr), i64 0, i64 %6, !dbg !19
  store float 0.000000e+00, ptr %7, align 4, !dbg !20, !tbaa !21
  %8 = icmp sgt i32 %2, 0, !dbg !25
  br i1 %8, label %20, label %9, !dbg !26

9:                                                ; preds = %20, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %10 = add nuw nsw i32 %4, 1, !dbg !28
  %11 = urem i32 %10, %5, !dbg !29
  %12 = zext nneg i32 %11 to i64, !dbg !30
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6roundsE3acc to ptr), i64 0, i64 %12, !dbg !30
  %14 = load float, ptr %13, align 4, !dbg !30, !tbaa !21
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %16 = mul i32 %15, %5, !dbg !34
  %17 = add i32 %16, %4, !dbg !35
  %18 = zext i32 %17 to i64, !dbg !36
  %19 = getelementptr inbounds float, ptr %1, i64 %18, !dbg !36
  store float %14, ptr %19, align 4, !dbg !37, !tbaa !21
  ret void, !dbg !38

20:                                               ; preds = %3, %20
  %21 = phi i32 [ %29, %20 ], [ 0, %3 ]
  %22 = mul i32 %21, %5, !dbg !39
  %23 = add i32 %22, %4, !dbg !40
  %24 = zext i32 %23 to i64, !dbg !41
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !41
  %26 = load float, ptr %25, align 4, !dbg !41, !tbaa !21
  %27 = load float, ptr %7, align 4, !dbg !42, !tbaa !21
  %28 = fadd contract float %26, %27, !dbg !42
  store float %28, ptr %7, align 4, !dbg !42, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %29 = add nuw nsw i32 %21, 1, !dbg !44
  %30 = icmp eq i32 %29, %2, !dbg !25
  br i1 %30, label %9, label %20, !dbg !26, !llvm.loop !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "rounds.cu", directory: ".")
!2 = !{ptr @rounds, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "rounds", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 29, scope: !9)
!19 = !DILocation(line: 14, column: 3, scope: !9)
!20 = !DILocation(line: 14, column: 10, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 15, column: 21, scope: !9)
!26 = !DILocation(line: 15, column: 3, scope: !9)
!27 = !DILocation(line: 19, column: 3, scope: !9)
!28 = !DILocation(line: 20, column: 36, scope: !9)
!29 = !DILocation(line: 20, column: 41, scope: !9)
!30 = !DILocation(line: 20, column: 29, scope: !9)
!31 = !DILocation(line: 59, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 20, column: 7, scope: !9)
!34 = !DILocation(line: 20, column: 18, scope: !9)
!35 = !DILocation(line: 20, column: 22, scope: !9)
!36 = !DILocation(line: 20, column: 3, scope: !9)
!37 = !DILocation(line: 20, column: 27, scope: !9)
!38 = !DILocation(line: 21, column: 1, scope: !9)
!39 = !DILocation(line: 16, column: 20, scope: !9)
!40 = !DILocation(line: 16, column: 24, scope: !9)
!41 = !DILocation(line: 16, column: 15, scope: !9)
!42 = !DILocation(line: 16, column: 12, scope: !9)
!43 = !DILocation(line: 17, column: 5, scope: !9)
!44 = !DILocation(line: 15, column: 26, scope: !9)
!45 = distinct !{!45, !26, !46, !47}
!46 = !DILocation(line: 18, column: 3, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
