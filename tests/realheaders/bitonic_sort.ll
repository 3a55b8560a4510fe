; ModuleID = 'bitonic_sort.cu'
source_filename = "bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %5 = mul i32 %4, %3, !dbg !25
  %6 = add i32 %5, %2, !dbg !26
  %7 = zext i32 %6 to i64, !dbg !27
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !27
  %9 = load i32, ptr %8, align 4, !dbg !27, !tbaa !28
  %10 = zext nneg i32 %2 to i64, !dbg !32
  %11 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %10, !dbg !32
  store i32 %9, ptr %11, align 4, !dbg !33, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %12 = icmp ult i32 %3, 2, !dbg !35
  br i1 %12, label %19, label %13, !dbg !36

13:                                               ; preds = %1, %21
  %14 = phi i32 [ %22, %21 ], [ 2, %1 ]
  %15 = icmp eq i32 %14, 0, !dbg !37
  br i1 %15, label %21, label %16, !dbg !38

16:                                               ; preds = %13
  %17 = and i32 %14, %2
  %18 = icmp ne i32 %17, 0
  br label %24, !dbg !38

19:                                               ; preds = %21, %1
  %20 = load i32, ptr %11, align 4, !dbg !39, !tbaa !28
  store i32 %20, ptr %8, align 4, !dbg !40, !tbaa !28
  ret void, !dbg !41

21:                                               ; preds = %37, %13
  %22 = shl i32 %14, 1, !dbg !42
  %23 = icmp ugt i32 %22, %3, !dbg !35
  br i1 %23, label %19, label %13, !dbg !36, !llvm.loop !43

24:                                               ; preds = %16, %37
  %25 = phi i32 [ %14, %16 ], [ %26, %37 ]
  %26 = lshr i32 %25, 1, !dbg !46
  %27 = xor i32 %26, %2, !dbg !47
  %28 = icmp ugt i32 %27, %2, !dbg !48
  br i1 %28, label %29, label %37, !dbg !49

29:                                               ; preds = %24
  %30 = load i32, ptr %11, align 4, !dbg !50, !tbaa !28
  %31 = zext nneg i32 %27 to i64, !dbg !51
  %32 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %31, !dbg !51
  %33 = load i32, ptr %32, align 4, !dbg !51, !tbaa !28
  %34 = icmp sgt i32 %30, %33, !dbg !52
  %35 = xor i1 %18, %34, !dbg !53
  br i1 %35, label %36, label %37, !dbg !54

36:                                               ; preds = %29
  store i32 %33, ptr %11, align 4, !dbg !55, !tbaa !28
  store i32 %30, ptr %32, align 4, !dbg !56, !tbaa !28
  br label %37, !dbg !57

37:                                               ; preds = %29, %36, %24
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %38 = icmp ult i32 %25, 4, !dbg !37
  br i1 %38, label %21, label %24, !dbg !38, !llvm.loop !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "bitonic_sort.cu", directory: ".")
!8 = !{ptr @bitonic_sort, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "bitonic_sort", scope: !7, file: !7, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 12, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 12, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 15, scope: !12)
!25 = !DILocation(line: 10, column: 26, scope: !12)
!26 = !DILocation(line: 10, column: 30, scope: !12)
!27 = !DILocation(line: 10, column: 10, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 10, column: 3, scope: !12)
!33 = !DILocation(line: 10, column: 8, scope: !12)
!34 = !DILocation(line: 11, column: 3, scope: !12)
!35 = !DILocation(line: 12, column: 22, scope: !12)
!36 = !DILocation(line: 12, column: 3, scope: !12)
!37 = !DILocation(line: 13, column: 29, scope: !12)
!38 = !DILocation(line: 13, column: 5, scope: !12)
!39 = !DILocation(line: 26, column: 30, scope: !12)
!40 = !DILocation(line: 26, column: 28, scope: !12)
!41 = !DILocation(line: 27, column: 1, scope: !12)
!42 = !DILocation(line: 12, column: 30, scope: !12)
!43 = distinct !{!43, !36, !44, !45}
!44 = !DILocation(line: 25, column: 3, scope: !12)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 13, scope: !12)
!47 = !DILocation(line: 14, column: 20, scope: !12)
!48 = !DILocation(line: 15, column: 15, scope: !12)
!49 = !DILocation(line: 15, column: 11, scope: !12)
!50 = !DILocation(line: 16, column: 17, scope: !12)
!51 = !DILocation(line: 16, column: 27, scope: !12)
!52 = !DILocation(line: 18, column: 16, scope: !12)
!53 = !DILocation(line: 18, column: 21, scope: !12)
!54 = !DILocation(line: 18, column: 13, scope: !12)
!55 = !DILocation(line: 19, column: 16, scope: !12)
!56 = !DILocation(line: 20, column: 18, scope: !12)
!57 = !DILocation(line: 21, column: 9, scope: !12)
!58 = !DILocation(line: 23, column: 7, scope: !12)
!59 = distinct !{!59, !38, !60, !45}
!60 = !DILocation(line: 24, column: 5, scope: !12)
