; ModuleID = 'divergent_barrier.cu'
source_filename = "divergent_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20barrier_in_half_warpE1s = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ25early_return_then_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ33divergent_write_converged_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_in_half_warp(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !14 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %4 = icmp ult i32 %3, 16, !dbg !21
  br i1 %4, label %5, label %15, !dbg !22

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64, !dbg !23
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !23
  %8 = load float, ptr %7, align 4, !dbg !23, !tbaa !24
  %9 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s to ptr), i64 0, i64 %6, !dbg !28
  store float %8, ptr %9, align 4, !dbg !29, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %10 = sub nuw nsw i32 15, %3, !dbg !31
  %11 = zext nneg i32 %10 to i64, !dbg !32
  %12 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s to ptr), i64 0, i64 %11, !dbg !32
  %13 = load float, ptr %12, align 4, !dbg !32, !tbaa !24
  %14 = getelementptr inbounds float, ptr %1, i64 %6, !dbg !33
  store float %13, ptr %14, align 4, !dbg !34, !tbaa !24
  br label %15, !dbg !35

15:                                               ; preds = %5, %2
  ret void, !dbg !36
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @early_return_then_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !37 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %7 = mul i32 %5, %6, !dbg !46
  %8 = add i32 %7, %4, !dbg !47
  %9 = icmp ult i32 %8, %2, !dbg !48
  br i1 %9, label %10, label %24, !dbg !49

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64, !dbg !50
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !50
  %13 = load float, ptr %12, align 4, !dbg !50, !tbaa !24
  %14 = zext nneg i32 %4 to i64, !dbg !51
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25early_return_then_barrierE1s to ptr), i64 0, i64 %14, !dbg !51
  store float %13, ptr %15, align 4, !dbg !52, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %16 = trunc nuw nsw i32 %4 to i16, !dbg !54
  %17 = add nuw nsw i16 %16, 1, !dbg !54
  %18 = trunc nuw nsw i32 %6 to i16, !dbg !54
  %19 = urem i16 %17, %18, !dbg !54
  %20 = zext nneg i16 %19 to i64, !dbg !55
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25early_return_then_barrierE1s to ptr), i64 0, i64 %20, !dbg !55
  %22 = load float, ptr %21, align 4, !dbg !55, !tbaa !24
  %23 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !56
  store float %22, ptr %23, align 4, !dbg !57, !tbaa !24
  br label %24, !dbg !58

24:                                               ; preds = %3, %10
  ret void, !dbg !58
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @divergent_write_converged_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !59 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %4 = icmp ult i32 %3, 32, !dbg !62
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = icmp ult i32 %3, %5
  %7 = and i1 %4, %6, !dbg !63
  br i1 %7, label %8, label %21, !dbg !63

8:                                                ; preds = %2
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %5
  br label %11, !dbg !64

11:                                               ; preds = %8, %11
  %12 = phi i32 [ %3, %8 ], [ %19, %11 ]
  %13 = add i32 %12, %10, !dbg !65
  %14 = zext i32 %13 to i64, !dbg !66
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !66
  %16 = load float, ptr %15, align 4, !dbg !66, !tbaa !24
  %17 = zext nneg i32 %12 to i64, !dbg !67
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s to ptr), i64 0, i64 %17, !dbg !67
  store float %16, ptr %18, align 4, !dbg !68, !tbaa !24
  %19 = add nuw nsw i32 %12, 32, !dbg !69
  %20 = icmp ult i32 %19, %5, !dbg !70
  br i1 %20, label %11, label %21, !dbg !64, !llvm.loop !71

21:                                               ; preds = %11, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %22 = xor i32 %3, -1, !dbg !75
  %23 = add nsw i32 %5, %22, !dbg !75
  %24 = zext i32 %23 to i64, !dbg !76
  %25 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s to ptr), i64 0, i64 %24, !dbg !76
  %26 = load float, ptr %25, align 4, !dbg !76, !tbaa !24
  %27 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !77
  %28 = mul i32 %27, %5, !dbg !79
  %29 = add i32 %28, %3, !dbg !80
  %30 = zext i32 %29 to i64, !dbg !81
  %31 = getelementptr inbounds float, ptr %1, i64 %30, !dbg !81
  store float %26, ptr %31, align 4, !dbg !82, !tbaa !24
  ret void, !dbg !83
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
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11, !12}
!nvvmir.version = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "divergent_barrier.cu", directory: ".")
!8 = !{ptr @barrier_in_half_warp, !"kernel", i32 1}
!9 = !{ptr @early_return_then_barrier, !"kernel", i32 1}
!10 = !{ptr @divergent_write_converged_barrier, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = distinct !DISubprogram(name: "barrier_in_half_warp", scope: !7, file: !7, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 9, column: 12, scope: !14)
!21 = !DILocation(line: 10, column: 19, scope: !14)
!22 = !DILocation(line: 10, column: 7, scope: !14)
!23 = !DILocation(line: 11, column: 12, scope: !14)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 11, column: 5, scope: !14)
!29 = !DILocation(line: 11, column: 10, scope: !14)
!30 = !DILocation(line: 12, column: 5, scope: !14)
!31 = !DILocation(line: 13, column: 19, scope: !14)
!32 = !DILocation(line: 13, column: 14, scope: !14)
!33 = !DILocation(line: 13, column: 5, scope: !14)
!34 = !DILocation(line: 13, column: 12, scope: !14)
!35 = !DILocation(line: 14, column: 3, scope: !14)
!36 = !DILocation(line: 15, column: 1, scope: !14)
!37 = distinct !DISubprogram(name: "early_return_then_barrier", scope: !7, file: !7, line: 17, type: !15, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !39)
!39 = distinct !DILocation(line: 20, column: 12, scope: !37)
!40 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 21, column: 12, scope: !37)
!43 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = distinct !DILocation(line: 21, column: 25, scope: !37)
!46 = !DILocation(line: 21, column: 23, scope: !37)
!47 = !DILocation(line: 21, column: 36, scope: !37)
!48 = !DILocation(line: 22, column: 9, scope: !37)
!49 = !DILocation(line: 22, column: 7, scope: !37)
!50 = !DILocation(line: 24, column: 10, scope: !37)
!51 = !DILocation(line: 24, column: 3, scope: !37)
!52 = !DILocation(line: 24, column: 8, scope: !37)
!53 = !DILocation(line: 25, column: 3, scope: !37)
!54 = !DILocation(line: 26, column: 22, scope: !37)
!55 = !DILocation(line: 26, column: 12, scope: !37)
!56 = !DILocation(line: 26, column: 3, scope: !37)
!57 = !DILocation(line: 26, column: 10, scope: !37)
!58 = !DILocation(line: 27, column: 1, scope: !37)
!59 = distinct !DISubprogram(name: "divergent_write_converged_barrier", scope: !7, file: !7, line: 29, type: !15, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !61)
!61 = distinct !DILocation(line: 32, column: 12, scope: !59)
!62 = !DILocation(line: 33, column: 9, scope: !59)
!63 = !DILocation(line: 33, column: 7, scope: !59)
!64 = !DILocation(line: 34, column: 5, scope: !59)
!65 = !DILocation(line: 35, column: 41, scope: !59)
!66 = !DILocation(line: 35, column: 14, scope: !59)
!67 = !DILocation(line: 35, column: 7, scope: !59)
!68 = !DILocation(line: 35, column: 12, scope: !59)
!69 = !DILocation(line: 34, column: 40, scope: !59)
!70 = !DILocation(line: 34, column: 24, scope: !59)
!71 = distinct !{!71, !64, !72, !73}
!72 = !DILocation(line: 35, column: 44, scope: !59)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 37, column: 3, scope: !59)
!75 = !DILocation(line: 38, column: 55, scope: !59)
!76 = !DILocation(line: 38, column: 38, scope: !59)
!77 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !78)
!78 = distinct !DILocation(line: 38, column: 7, scope: !59)
!79 = !DILocation(line: 38, column: 18, scope: !59)
!80 = !DILocation(line: 38, column: 31, scope: !59)
!81 = !DILocation(line: 38, column: 3, scope: !59)
!82 = !DILocation(line: 38, column: 36, scope: !59)
!83 = !DILocation(line: 39, column: 1, scope: !59)
