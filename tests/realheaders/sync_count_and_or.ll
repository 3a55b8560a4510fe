; ModuleID = 'sync_count_and_or.cu'
source_filename = "sync_count_and_or.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13converge_loopE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vote_block(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = add i32 %7, %4, !dbg !27
  %9 = zext i32 %8 to i64, !dbg !28
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !28
  %11 = load i32, ptr %10, align 4, !dbg !28, !tbaa !29
  %12 = icmp sgt i32 %11, %2, !dbg !33
  %13 = zext i1 %12 to i32, !dbg !34
  %14 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %13), !dbg !35
  %15 = icmp sgt i32 %11, 0, !dbg !39
  %16 = zext i1 %15 to i32, !dbg !40
  %17 = tail call noundef i32 @llvm.nvvm.barrier0.and(i32 %16), !dbg !41
  %18 = icmp eq i32 %11, 0, !dbg !44
  %19 = zext i1 %18 to i32, !dbg !45
  %20 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %19), !dbg !46
  %21 = icmp eq i32 %4, 0, !dbg !49
  br i1 %21, label %22, label %32, !dbg !50

22:                                               ; preds = %3
  %23 = mul i32 %5, 3, !dbg !51
  %24 = zext i32 %23 to i64, !dbg !52
  %25 = getelementptr inbounds i32, ptr %1, i64 %24, !dbg !52
  store i32 %14, ptr %25, align 4, !dbg !53, !tbaa !29
  %26 = add i32 %23, 1, !dbg !54
  %27 = zext i32 %26 to i64, !dbg !55
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !55
  store i32 %17, ptr %28, align 4, !dbg !56, !tbaa !29
  %29 = add i32 %23, 2, !dbg !57
  %30 = zext i32 %29 to i64, !dbg !58
  %31 = getelementptr inbounds i32, ptr %1, i64 %30, !dbg !58
  store i32 %20, ptr %31, align 4, !dbg !59, !tbaa !29
  br label %32, !dbg !60

32:                                               ; preds = %22, %3
  ret void, !dbg !61
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @converge_loop(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #0 !dbg !62 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %6 = mul i32 %4, %5, !dbg !69
  %7 = add i32 %6, %3, !dbg !70
  %8 = zext i32 %7 to i64, !dbg !71
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !71
  %10 = load float, ptr %9, align 4, !dbg !71, !tbaa !72
  %11 = zext nneg i32 %3 to i64, !dbg !74
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13converge_loopE1s to ptr), i64 0, i64 %11, !dbg !74
  store float %10, ptr %12, align 4, !dbg !75, !tbaa !72
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %13 = trunc nuw nsw i32 %3 to i16
  %14 = add nuw nsw i16 %13, 1
  %15 = trunc nuw nsw i32 %5 to i16
  %16 = urem i16 %14, %15
  %17 = zext nneg i16 %16 to i64
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13converge_loopE1s to ptr), i64 0, i64 %17
  br label %19, !dbg !77

19:                                               ; preds = %19, %2
  %20 = load float, ptr %18, align 4, !dbg !78, !tbaa !72
  %21 = load float, ptr %12, align 4, !dbg !79, !tbaa !72
  %22 = fadd contract float %20, %21, !dbg !80
  %23 = fmul contract float %22, 5.000000e-01, !dbg !81
  %24 = fsub contract float %23, %21, !dbg !82
  %25 = tail call contract float @llvm.fabs.f32(float %24), !dbg !83
  %26 = fcmp contract ogt float %25, %1, !dbg !84
  %27 = zext i1 %26 to i32, !dbg !85
  %28 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %27), !dbg !86
  store float %23, ptr %12, align 4, !dbg !88, !tbaa !72
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %29 = icmp eq i32 %28, 0, !dbg !90
  br i1 %29, label %30, label %19, !dbg !91, !llvm.loop !92

30:                                               ; preds = %19
  %31 = load float, ptr %12, align 4, !dbg !95, !tbaa !72
  store float %31, ptr %9, align 4, !dbg !96, !tbaa !72
  ret void, !dbg !97
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

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
!7 = !DIFile(filename: "sync_count_and_or.cu", directory: ".")
!8 = !{ptr @vote_block, !"kernel", i32 1}
!9 = !{ptr @converge_loop, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "vote_block", scope: !7, file: !7, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 6, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 7, column: 14, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 7, column: 27, scope: !13)
!26 = !DILocation(line: 7, column: 25, scope: !13)
!27 = !DILocation(line: 7, column: 38, scope: !13)
!28 = !DILocation(line: 7, column: 11, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 8, column: 37, scope: !13)
!34 = !DILocation(line: 8, column: 35, scope: !13)
!35 = !DILocation(line: 525, column: 54, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__syncthreads_count", scope: !37, file: !37, line: 525, type: !14, scopeLine: 525, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!38 = distinct !DILocation(line: 8, column: 15, scope: !13)
!39 = !DILocation(line: 9, column: 37, scope: !13)
!40 = !DILocation(line: 9, column: 35, scope: !13)
!41 = !DILocation(line: 524, column: 52, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__syncthreads_and", scope: !37, file: !37, line: 524, type: !14, scopeLine: 524, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = distinct !DILocation(line: 9, column: 17, scope: !13)
!44 = !DILocation(line: 10, column: 37, scope: !13)
!45 = !DILocation(line: 10, column: 35, scope: !13)
!46 = !DILocation(line: 526, column: 51, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__syncthreads_or", scope: !37, file: !37, line: 526, type: !14, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = distinct !DILocation(line: 10, column: 18, scope: !13)
!49 = !DILocation(line: 11, column: 9, scope: !13)
!50 = !DILocation(line: 11, column: 7, scope: !13)
!51 = !DILocation(line: 12, column: 11, scope: !13)
!52 = !DILocation(line: 12, column: 5, scope: !13)
!53 = !DILocation(line: 12, column: 25, scope: !13)
!54 = !DILocation(line: 13, column: 24, scope: !13)
!55 = !DILocation(line: 13, column: 5, scope: !13)
!56 = !DILocation(line: 13, column: 29, scope: !13)
!57 = !DILocation(line: 14, column: 24, scope: !13)
!58 = !DILocation(line: 14, column: 5, scope: !13)
!59 = !DILocation(line: 14, column: 29, scope: !13)
!60 = !DILocation(line: 15, column: 3, scope: !13)
!61 = !DILocation(line: 16, column: 1, scope: !13)
!62 = distinct !DISubprogram(name: "converge_loop", scope: !7, file: !7, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !64)
!64 = distinct !DILocation(line: 21, column: 12, scope: !62)
!65 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !66)
!66 = distinct !DILocation(line: 22, column: 12, scope: !62)
!67 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !68)
!68 = distinct !DILocation(line: 22, column: 25, scope: !62)
!69 = !DILocation(line: 22, column: 23, scope: !62)
!70 = !DILocation(line: 22, column: 36, scope: !62)
!71 = !DILocation(line: 22, column: 10, scope: !62)
!72 = !{!73, !73, i64 0}
!73 = !{!"float", !31, i64 0}
!74 = !DILocation(line: 22, column: 3, scope: !62)
!75 = !DILocation(line: 22, column: 8, scope: !62)
!76 = !DILocation(line: 23, column: 3, scope: !62)
!77 = !DILocation(line: 25, column: 3, scope: !62)
!78 = !DILocation(line: 26, column: 16, scope: !62)
!79 = !DILocation(line: 27, column: 23, scope: !62)
!80 = !DILocation(line: 27, column: 28, scope: !62)
!81 = !DILocation(line: 27, column: 20, scope: !62)
!82 = !DILocation(line: 28, column: 36, scope: !62)
!83 = !DILocation(line: 28, column: 18, scope: !62)
!84 = !DILocation(line: 28, column: 44, scope: !62)
!85 = !DILocation(line: 29, column: 30, scope: !62)
!86 = !DILocation(line: 526, column: 51, scope: !47, inlinedAt: !87)
!87 = distinct !DILocation(line: 29, column: 13, scope: !62)
!88 = !DILocation(line: 30, column: 10, scope: !62)
!89 = !DILocation(line: 31, column: 5, scope: !62)
!90 = !DILocation(line: 32, column: 12, scope: !62)
!91 = !DILocation(line: 32, column: 3, scope: !62)
!92 = distinct !{!92, !77, !93, !94}
!93 = !DILocation(line: 32, column: 17, scope: !62)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 33, column: 36, scope: !62)
!96 = !DILocation(line: 33, column: 34, scope: !62)
!97 = !DILocation(line: 34, column: 1, scope: !62)
