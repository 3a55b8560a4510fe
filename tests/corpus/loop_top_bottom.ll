; ModuleID = 'loop_top_bottom.cu'
source_filename = "loop_top_bottom.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15loop_top_bottomE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ19loop_top_prev_writeE3buf = internal unnamed_addr addrspace(3) global [2 x [1024 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_top_bottom(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %5, label %8, label %6, !dbg !18

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  br label %16, !dbg !18

8:                                                ; preds = %3
  %9 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15loop_top_bottomE1s to ptr), i64 0, i64 %10
  %12 = xor i32 %4, -1
  %13 = add nsw i32 %9, %12
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15loop_top_bottomE1s to ptr), i64 0, i64 %14
  br label %24, !dbg !18

16:                                               ; preds = %24, %6
  %17 = phi i32 [ %7, %6 ], [ %9, %24 ], !dbg !19
  %18 = phi float [ 0.000000e+00, %6 ], [ %33, %24 ], !dbg !22
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %20 = mul i32 %19, %17, !dbg !26
  %21 = add i32 %20, %4, !dbg !27
  %22 = zext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !28
  store float %18, ptr %23, align 4, !dbg !29, !tbaa !30
  ret void, !dbg !34

24:                                               ; preds = %8, %24
  %25 = phi i32 [ 0, %8 ], [ %34, %24 ]
  %26 = phi float [ 0.000000e+00, %8 ], [ %33, %24 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %27 = mul i32 %25, %9, !dbg !36
  %28 = add i32 %27, %4, !dbg !37
  %29 = zext i32 %28 to i64, !dbg !38
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !38
  %31 = load float, ptr %30, align 4, !dbg !38, !tbaa !30
  store float %31, ptr %11, align 4, !dbg !39, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %32 = load float, ptr %15, align 4, !dbg !41, !tbaa !30
  %33 = fadd contract float %26, %32, !dbg !42
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %34 = add nuw nsw i32 %25, 1, !dbg !44
  %35 = icmp eq i32 %34, %2, !dbg !17
  br i1 %35, label %16, label %24, !dbg !18, !llvm.loop !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_top_prev_write(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !48 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %7 = mul i32 %6, %5, !dbg !55
  %8 = add i32 %7, %4, !dbg !56
  %9 = zext i32 %8 to i64, !dbg !57
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !57
  %11 = load float, ptr %10, align 4, !dbg !57, !tbaa !30
  %12 = zext nneg i32 %4 to i64, !dbg !58
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %12, !dbg !58
  store float %11, ptr %13, align 4, !dbg !59, !tbaa !30
  %14 = icmp sgt i32 %2, 0, !dbg !60
  br i1 %14, label %17, label %15, !dbg !61

15:                                               ; preds = %3
  %16 = add nuw nsw i32 %4, 1, !dbg !62
  br label %23, !dbg !61

17:                                               ; preds = %3
  %18 = add nsw i32 %5, -1
  %19 = add nuw nsw i32 %18, %4
  %20 = add nuw nsw i32 %4, 1
  br label %31, !dbg !61

21:                                               ; preds = %31
  %22 = zext nneg i32 %45 to i64, !dbg !63
  br label %23, !dbg !64

23:                                               ; preds = %15, %21
  %24 = phi i32 [ %16, %15 ], [ %20, %21 ], !dbg !62
  %25 = phi i64 [ 0, %15 ], [ %22, %21 ], !dbg !65
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %26 = urem i32 %24, %5, !dbg !66
  %27 = zext nneg i32 %26 to i64, !dbg !63
  %28 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %25, i64 %27, !dbg !63
  %29 = load float, ptr %28, align 4, !dbg !63, !tbaa !30
  %30 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !67
  store float %29, ptr %30, align 4, !dbg !68, !tbaa !30
  ret void, !dbg !69

31:                                               ; preds = %17, %31
  %32 = phi i32 [ 0, %17 ], [ %45, %31 ]
  %33 = phi i32 [ 0, %17 ], [ %48, %31 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  %34 = zext nneg i32 %32 to i64, !dbg !71
  %35 = urem i32 %19, %5, !dbg !72
  %36 = zext nneg i32 %35 to i64, !dbg !71
  %37 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %34, i64 %36, !dbg !71
  %38 = load float, ptr %37, align 4, !dbg !71, !tbaa !30
  %39 = urem i32 %20, %5, !dbg !73
  %40 = zext nneg i32 %39 to i64, !dbg !74
  %41 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %34, i64 %40, !dbg !74
  %42 = load float, ptr %41, align 4, !dbg !74, !tbaa !30
  %43 = fadd contract float %38, %42, !dbg !75
  %44 = fmul contract float %43, 5.000000e-01, !dbg !76
  %45 = xor i32 %32, 1, !dbg !77
  %46 = zext nneg i32 %45 to i64, !dbg !78
  %47 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %46, i64 %12, !dbg !78
  store float %44, ptr %47, align 4, !dbg !79, !tbaa !30
  %48 = add nuw nsw i32 %33, 1, !dbg !80
  %49 = icmp eq i32 %48, %2, !dbg !60
  br i1 %49, label %21, label %31, !dbg !61, !llvm.loop !81
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
!1 = !DIFile(filename: "loop_top_bottom.cu", directory: ".")
!2 = !{ptr @loop_top_bottom, !"kernel", i32 1}
!3 = !{ptr @loop_top_prev_write, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "loop_top_bottom", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 12, scope: !10)
!17 = !DILocation(line: 12, column: 21, scope: !10)
!18 = !DILocation(line: 12, column: 3, scope: !10)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 19, column: 20, scope: !10)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 19, column: 7, scope: !10)
!26 = !DILocation(line: 19, column: 18, scope: !10)
!27 = !DILocation(line: 19, column: 31, scope: !10)
!28 = !DILocation(line: 19, column: 3, scope: !10)
!29 = !DILocation(line: 19, column: 36, scope: !10)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 20, column: 1, scope: !10)
!35 = !DILocation(line: 13, column: 5, scope: !10)
!36 = !DILocation(line: 14, column: 17, scope: !10)
!37 = !DILocation(line: 14, column: 30, scope: !10)
!38 = !DILocation(line: 14, column: 12, scope: !10)
!39 = !DILocation(line: 14, column: 10, scope: !10)
!40 = !DILocation(line: 15, column: 5, scope: !10)
!41 = !DILocation(line: 16, column: 12, scope: !10)
!42 = !DILocation(line: 16, column: 9, scope: !10)
!43 = !DILocation(line: 17, column: 5, scope: !10)
!44 = !DILocation(line: 12, column: 26, scope: !10)
!45 = distinct !{!45, !18, !46, !47}
!46 = !DILocation(line: 18, column: 3, scope: !10)
!47 = !{!"llvm.loop.mustprogress"}
!48 = distinct !DISubprogram(name: "loop_top_prev_write", scope: !1, file: !1, line: 22, type: !11, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !50)
!50 = distinct !DILocation(line: 25, column: 12, scope: !48)
!51 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !52)
!52 = distinct !DILocation(line: 26, column: 13, scope: !48)
!53 = !DILocation(line: 59, column: 1, scope: !24, inlinedAt: !54)
!54 = distinct !DILocation(line: 27, column: 18, scope: !48)
!55 = !DILocation(line: 27, column: 29, scope: !48)
!56 = !DILocation(line: 27, column: 34, scope: !48)
!57 = !DILocation(line: 27, column: 15, scope: !48)
!58 = !DILocation(line: 27, column: 3, scope: !48)
!59 = !DILocation(line: 27, column: 13, scope: !48)
!60 = !DILocation(line: 29, column: 21, scope: !48)
!61 = !DILocation(line: 29, column: 3, scope: !48)
!62 = !DILocation(line: 37, column: 42, scope: !48)
!63 = !DILocation(line: 37, column: 30, scope: !48)
!64 = !DILocation(line: 36, column: 3, scope: !48)
!65 = !DILocation(line: 0, scope: !48)
!66 = !DILocation(line: 37, column: 47, scope: !48)
!67 = !DILocation(line: 37, column: 3, scope: !48)
!68 = !DILocation(line: 37, column: 28, scope: !48)
!69 = !DILocation(line: 38, column: 1, scope: !48)
!70 = !DILocation(line: 30, column: 5, scope: !48)
!71 = !DILocation(line: 31, column: 18, scope: !48)
!72 = !DILocation(line: 31, column: 40, scope: !48)
!73 = !DILocation(line: 32, column: 36, scope: !48)
!74 = !DILocation(line: 32, column: 19, scope: !48)
!75 = !DILocation(line: 33, column: 36, scope: !48)
!76 = !DILocation(line: 33, column: 28, scope: !48)
!77 = !DILocation(line: 33, column: 13, scope: !48)
!78 = !DILocation(line: 33, column: 5, scope: !48)
!79 = !DILocation(line: 33, column: 21, scope: !48)
!80 = !DILocation(line: 29, column: 30, scope: !48)
!81 = distinct !{!81, !61, !82, !47}
!82 = !DILocation(line: 35, column: 3, scope: !48)
