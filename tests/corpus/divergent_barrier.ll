; ModuleID = 'divergent_barrier.cu'
source_filename = "divergent_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20barrier_in_half_warpE1s = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ25early_return_then_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ33divergent_write_converged_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_in_half_warp(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = icmp ult i32 %3, 16, !dbg !18
  br i1 %4, label %5, label %15, !dbg !19

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64, !dbg !20
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !20
  %8 = load float, ptr %7, align 4, !dbg !20, !tbaa !21
  %9 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s to ptr), i64 0, i64 %6, !dbg !25
  store float %8, ptr %9, align 4, !dbg !26, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %10 = sub nuw nsw i32 15, %3, !dbg !28
  %11 = zext nneg i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s to ptr), i64 0, i64 %11, !dbg !29
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !21
  %14 = getelementptr inbounds float, ptr %1, i64 %6, !dbg !30
  store float %13, ptr %14, align 4, !dbg !31, !tbaa !21
  br label %15, !dbg !32

15:                                               ; preds = %5, %2
  ret void, !dbg !33
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @early_return_then_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !34 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %7 = mul i32 %5, %6, !dbg !43
  %8 = add i32 %7, %4, !dbg !44
  %9 = icmp ult i32 %8, %2, !dbg !45
  br i1 %9, label %10, label %24, !dbg !46

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64, !dbg !47
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !47
  %13 = load float, ptr %12, align 4, !dbg !47, !tbaa !21
  %14 = zext nneg i32 %4 to i64, !dbg !48
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25early_return_then_barrierE1s to ptr), i64 0, i64 %14, !dbg !48
  store float %13, ptr %15, align 4, !dbg !49, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %16 = trunc nuw nsw i32 %4 to i16, !dbg !51
  %17 = add nuw nsw i16 %16, 1, !dbg !51
  %18 = trunc nuw nsw i32 %6 to i16, !dbg !51
  %19 = urem i16 %17, %18, !dbg !51
  %20 = zext nneg i16 %19 to i64, !dbg !52
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25early_return_then_barrierE1s to ptr), i64 0, i64 %20, !dbg !52
  %22 = load float, ptr %21, align 4, !dbg !52, !tbaa !21
  %23 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !53
  store float %22, ptr %23, align 4, !dbg !54, !tbaa !21
  br label %24, !dbg !55

24:                                               ; preds = %3, %10
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @divergent_write_converged_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !56 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %4 = icmp ult i32 %3, 32, !dbg !59
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = icmp ult i32 %3, %5
  %7 = and i1 %4, %6, !dbg !60
  br i1 %7, label %8, label %21, !dbg !60

8:                                                ; preds = %2
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %5
  br label %11, !dbg !61

11:                                               ; preds = %8, %11
  %12 = phi i32 [ %3, %8 ], [ %19, %11 ]
  %13 = add i32 %12, %10, !dbg !62
  %14 = zext i32 %13 to i64, !dbg !63
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !63
  %16 = load float, ptr %15, align 4, !dbg !63, !tbaa !21
  %17 = zext nneg i32 %12 to i64, !dbg !64
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s to ptr), i64 0, i64 %17, !dbg !64
  store float %16, ptr %18, align 4, !dbg !65, !tbaa !21
  %19 = add nuw nsw i32 %12, 32, !dbg !66
  %20 = icmp ult i32 %19, %5, !dbg !67
  br i1 %20, label %11, label %21, !dbg !61, !llvm.loop !68

21:                                               ; preds = %11, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  %22 = xor i32 %3, -1, !dbg !72
  %23 = add nsw i32 %5, %22, !dbg !72
  %24 = zext i32 %23 to i64, !dbg !73
  %25 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s to ptr), i64 0, i64 %24, !dbg !73
  %26 = load float, ptr %25, align 4, !dbg !73, !tbaa !21
  %27 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !74
  %28 = mul i32 %27, %5, !dbg !76
  %29 = add i32 %28, %3, !dbg !77
  %30 = zext i32 %29 to i64, !dbg !78
  %31 = getelementptr inbounds float, ptr %1, i64 %30, !dbg !78
  store float %26, ptr %31, align 4, !dbg !79, !tbaa !21
  ret void, !dbg !80
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
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergent_barrier.cu", directory: ".")
!2 = !{ptr @barrier_in_half_warp, !"kernel", i32 1}
!3 = !{ptr @early_return_then_barrier, !"kernel", i32 1}
!4 = !{ptr @divergent_write_converged_barrier, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "barrier_in_half_warp", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 58, type: !12, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "./shim.h", directory: ".")
!17 = distinct !DILocation(line: 9, column: 12, scope: !11)
!18 = !DILocation(line: 10, column: 19, scope: !11)
!19 = !DILocation(line: 10, column: 7, scope: !11)
!20 = !DILocation(line: 11, column: 12, scope: !11)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 11, column: 5, scope: !11)
!26 = !DILocation(line: 11, column: 10, scope: !11)
!27 = !DILocation(line: 12, column: 5, scope: !11)
!28 = !DILocation(line: 13, column: 19, scope: !11)
!29 = !DILocation(line: 13, column: 14, scope: !11)
!30 = !DILocation(line: 13, column: 5, scope: !11)
!31 = !DILocation(line: 13, column: 12, scope: !11)
!32 = !DILocation(line: 14, column: 3, scope: !11)
!33 = !DILocation(line: 15, column: 1, scope: !11)
!34 = distinct !DISubprogram(name: "early_return_then_barrier", scope: !1, file: !1, line: 17, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !36)
!36 = distinct !DILocation(line: 20, column: 12, scope: !34)
!37 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 59, type: !12, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 21, column: 12, scope: !34)
!40 = !DILocation(line: 60, column: 1, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 60, type: !12, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 21, column: 25, scope: !34)
!43 = !DILocation(line: 21, column: 23, scope: !34)
!44 = !DILocation(line: 21, column: 36, scope: !34)
!45 = !DILocation(line: 22, column: 9, scope: !34)
!46 = !DILocation(line: 22, column: 7, scope: !34)
!47 = !DILocation(line: 24, column: 10, scope: !34)
!48 = !DILocation(line: 24, column: 3, scope: !34)
!49 = !DILocation(line: 24, column: 8, scope: !34)
!50 = !DILocation(line: 25, column: 3, scope: !34)
!51 = !DILocation(line: 26, column: 22, scope: !34)
!52 = !DILocation(line: 26, column: 12, scope: !34)
!53 = !DILocation(line: 26, column: 3, scope: !34)
!54 = !DILocation(line: 26, column: 10, scope: !34)
!55 = !DILocation(line: 27, column: 1, scope: !34)
!56 = distinct !DISubprogram(name: "divergent_write_converged_barrier", scope: !1, file: !1, line: 29, type: !12, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !58)
!58 = distinct !DILocation(line: 32, column: 12, scope: !56)
!59 = !DILocation(line: 33, column: 9, scope: !56)
!60 = !DILocation(line: 33, column: 7, scope: !56)
!61 = !DILocation(line: 34, column: 5, scope: !56)
!62 = !DILocation(line: 35, column: 41, scope: !56)
!63 = !DILocation(line: 35, column: 14, scope: !56)
!64 = !DILocation(line: 35, column: 7, scope: !56)
!65 = !DILocation(line: 35, column: 12, scope: !56)
!66 = !DILocation(line: 34, column: 40, scope: !56)
!67 = !DILocation(line: 34, column: 24, scope: !56)
!68 = distinct !{!68, !61, !69, !70}
!69 = !DILocation(line: 35, column: 44, scope: !56)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 37, column: 3, scope: !56)
!72 = !DILocation(line: 38, column: 55, scope: !56)
!73 = !DILocation(line: 38, column: 38, scope: !56)
!74 = !DILocation(line: 59, column: 1, scope: !38, inlinedAt: !75)
!75 = distinct !DILocation(line: 38, column: 7, scope: !56)
!76 = !DILocation(line: 38, column: 18, scope: !56)
!77 = !DILocation(line: 38, column: 31, scope: !56)
!78 = !DILocation(line: 38, column: 3, scope: !56)
!79 = !DILocation(line: 38, column: 36, scope: !56)
!80 = !DILocation(line: 39, column: 1, scope: !56)
