; ModuleID = 'branch_end_barrier.cu'
source_filename = "branch_end_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19arms_end_in_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ25loop_body_ends_in_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @arms_end_in_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %7 = mul i32 %5, %6, !dbg !23
  %8 = add i32 %7, %4, !dbg !24
  %9 = icmp eq i32 %2, 0, !dbg !25
  %10 = zext i32 %8 to i64, !dbg !26
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !26
  %12 = load float, ptr %11, align 4, !dbg !26, !tbaa !27
  br i1 %9, label %17, label %13, !dbg !25

13:                                               ; preds = %3
  %14 = fmul contract float %12, 2.000000e+00, !dbg !31
  %15 = zext nneg i32 %4 to i64, !dbg !32
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %15, !dbg !32
  store float %14, ptr %16, align 4, !dbg !33, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  br label %23, !dbg !35

17:                                               ; preds = %3
  %18 = fadd contract float %12, 1.000000e+00, !dbg !36
  %19 = xor i32 %4, -1, !dbg !37
  %20 = add nsw i32 %6, %19, !dbg !37
  %21 = zext i32 %20 to i64, !dbg !38
  %22 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %21, !dbg !38
  store float %18, ptr %22, align 4, !dbg !39, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br label %23

23:                                               ; preds = %17, %13
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !41
  %25 = add nuw nsw i16 %24, 1, !dbg !41
  %26 = trunc nuw nsw i32 %6 to i16, !dbg !41
  %27 = urem i16 %25, %26, !dbg !41
  %28 = zext nneg i16 %27 to i64, !dbg !42
  %29 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19arms_end_in_barrierE1s to ptr), i64 0, i64 %28, !dbg !42
  %30 = load float, ptr %29, align 4, !dbg !42, !tbaa !27
  %31 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !43
  store float %30, ptr %31, align 4, !dbg !44, !tbaa !27
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_body_ends_in_barrier(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !46 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %4 = icmp sgt i32 %1, 0, !dbg !49
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = zext nneg i32 %3 to i64
  br i1 %4, label %7, label %9, !dbg !50

7:                                                ; preds = %2
  %8 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25loop_body_ends_in_barrierE1s to ptr), i64 0, i64 %6
  br label %16, !dbg !50

9:                                                ; preds = %16, %2
  %10 = xor i32 %3, -1, !dbg !51
  %11 = add nsw i32 %5, %10, !dbg !51
  %12 = zext i32 %11 to i64, !dbg !52
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25loop_body_ends_in_barrierE1s to ptr), i64 0, i64 %12, !dbg !52
  %14 = load float, ptr %13, align 4, !dbg !52, !tbaa !27
  %15 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !53
  store float %14, ptr %15, align 4, !dbg !54, !tbaa !27
  ret void, !dbg !55

16:                                               ; preds = %7, %16
  %17 = phi i32 [ 0, %7 ], [ %23, %16 ]
  %18 = mul i32 %17, %5, !dbg !56
  %19 = add i32 %18, %3, !dbg !57
  %20 = zext i32 %19 to i64, !dbg !58
  %21 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !58
  %22 = load float, ptr %21, align 4, !dbg !58, !tbaa !27
  store float %22, ptr %8, align 4, !dbg !59, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %23 = add nuw nsw i32 %17, 1, !dbg !61
  %24 = icmp eq i32 %23, %1, !dbg !49
  br i1 %24, label %9, label %16, !dbg !50, !llvm.loop !62
}

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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "branch_end_barrier.cu", directory: ".")
!2 = !{ptr @arms_end_in_barrier, !"kernel", i32 1}
!3 = !{ptr @loop_body_ends_in_barrier, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "arms_end_in_barrier", scope: !1, file: !1, line: 5, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 8, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 25, scope: !10)
!23 = !DILocation(line: 9, column: 23, scope: !10)
!24 = !DILocation(line: 9, column: 36, scope: !10)
!25 = !DILocation(line: 10, column: 7, scope: !10)
!26 = !DILocation(line: 0, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 18, scope: !10)
!32 = !DILocation(line: 11, column: 5, scope: !10)
!33 = !DILocation(line: 11, column: 10, scope: !10)
!34 = !DILocation(line: 12, column: 5, scope: !10)
!35 = !DILocation(line: 13, column: 3, scope: !10)
!36 = !DILocation(line: 14, column: 35, scope: !10)
!37 = !DILocation(line: 14, column: 22, scope: !10)
!38 = !DILocation(line: 14, column: 5, scope: !10)
!39 = !DILocation(line: 14, column: 27, scope: !10)
!40 = !DILocation(line: 15, column: 5, scope: !10)
!41 = !DILocation(line: 17, column: 22, scope: !10)
!42 = !DILocation(line: 17, column: 12, scope: !10)
!43 = !DILocation(line: 17, column: 3, scope: !10)
!44 = !DILocation(line: 17, column: 10, scope: !10)
!45 = !DILocation(line: 18, column: 1, scope: !10)
!46 = distinct !DISubprogram(name: "loop_body_ends_in_barrier", scope: !1, file: !1, line: 21, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !48)
!48 = distinct !DILocation(line: 23, column: 12, scope: !46)
!49 = !DILocation(line: 24, column: 21, scope: !46)
!50 = !DILocation(line: 24, column: 3, scope: !46)
!51 = !DILocation(line: 28, column: 30, scope: !46)
!52 = !DILocation(line: 28, column: 13, scope: !46)
!53 = !DILocation(line: 28, column: 3, scope: !46)
!54 = !DILocation(line: 28, column: 11, scope: !46)
!55 = !DILocation(line: 29, column: 1, scope: !46)
!56 = !DILocation(line: 25, column: 19, scope: !46)
!57 = !DILocation(line: 25, column: 32, scope: !46)
!58 = !DILocation(line: 25, column: 12, scope: !46)
!59 = !DILocation(line: 25, column: 10, scope: !46)
!60 = !DILocation(line: 26, column: 5, scope: !46)
!61 = !DILocation(line: 24, column: 26, scope: !46)
!62 = distinct !{!62, !50, !63, !64}
!63 = !DILocation(line: 27, column: 3, scope: !46)
!64 = !{!"llvm.loop.mustprogress"}
