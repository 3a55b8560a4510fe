; ModuleID = 'radix_split.cu'
source_filename = "radix_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11radix_splitE2sk = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ11radix_splitE4ones = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @radix_split(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %6 = mul i32 %5, %4, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !27
  %10 = load i32, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = zext nneg i32 %3 to i64, !dbg !32
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE2sk to ptr), i64 0, i64 %11, !dbg !32
  store i32 %10, ptr %12, align 4, !dbg !33, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %13 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %13, label %14, label %17, !dbg !36

14:                                               ; preds = %2
  %15 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE4ones to ptr), i64 0, i64 %11
  %16 = icmp ugt i32 %4, 1
  br label %19, !dbg !36

17:                                               ; preds = %26, %2
  %18 = load i32, ptr %12, align 4, !dbg !37, !tbaa !28
  store i32 %18, ptr %9, align 4, !dbg !38, !tbaa !28
  ret void, !dbg !39

19:                                               ; preds = %14, %26
  %20 = phi i32 [ 0, %14 ], [ %35, %26 ]
  %21 = load i32, ptr %12, align 4, !dbg !40, !tbaa !28
  %22 = lshr i32 %21, %20, !dbg !41
  %23 = and i32 %22, 1, !dbg !42
  %24 = xor i32 %23, 1, !dbg !43
  %25 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %24), !dbg !44
  store i32 %23, ptr %15, align 4, !dbg !48, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  br i1 %16, label %37, label %26, !dbg !50

26:                                               ; preds = %45, %19
  %27 = load i32, ptr %15, align 4, !dbg !51, !tbaa !28
  %28 = sub i32 %27, %23, !dbg !52
  %29 = icmp eq i32 %23, 0, !dbg !53
  %30 = add i32 %28, %25, !dbg !53
  %31 = sub i32 %3, %28, !dbg !53
  %32 = select i1 %29, i32 %31, i32 %30, !dbg !53
  %33 = zext i32 %32 to i64, !dbg !54
  %34 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE2sk to ptr), i64 0, i64 %33, !dbg !54
  store i32 %21, ptr %34, align 4, !dbg !55, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %35 = add nuw nsw i32 %20, 1, !dbg !57
  %36 = icmp eq i32 %35, %1, !dbg !35
  br i1 %36, label %17, label %19, !dbg !36, !llvm.loop !58

37:                                               ; preds = %19, %45
  %38 = phi i32 [ %49, %45 ], [ 1, %19 ]
  %39 = icmp ult i32 %3, %38, !dbg !61
  br i1 %39, label %45, label %40, !dbg !62

40:                                               ; preds = %37
  %41 = sub i32 %3, %38
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE4ones to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !dbg !63, !tbaa !28
  br label %45, !dbg !62

45:                                               ; preds = %37, %40
  %46 = phi i32 [ %44, %40 ], [ 0, %37 ], !dbg !62
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %47 = load i32, ptr %15, align 4, !dbg !65, !tbaa !28
  %48 = add i32 %47, %46, !dbg !65
  store i32 %48, ptr %15, align 4, !dbg !65, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !66
  %49 = shl i32 %38, 1, !dbg !67
  %50 = icmp ult i32 %49, %4, !dbg !68
  br i1 %50, label %37, label %26, !dbg !50, !llvm.loop !69
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

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
!7 = !DIFile(filename: "radix_split.cu", directory: ".")
!8 = !{ptr @radix_split, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "radix_split", scope: !7, file: !7, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 12, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 29, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 16, scope: !12)
!25 = !DILocation(line: 10, column: 27, scope: !12)
!26 = !DILocation(line: 10, column: 31, scope: !12)
!27 = !DILocation(line: 10, column: 11, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 10, column: 3, scope: !12)
!33 = !DILocation(line: 10, column: 9, scope: !12)
!34 = !DILocation(line: 11, column: 3, scope: !12)
!35 = !DILocation(line: 12, column: 21, scope: !12)
!36 = !DILocation(line: 12, column: 3, scope: !12)
!37 = !DILocation(line: 29, column: 30, scope: !12)
!38 = !DILocation(line: 29, column: 28, scope: !12)
!39 = !DILocation(line: 30, column: 1, scope: !12)
!40 = !DILocation(line: 13, column: 16, scope: !12)
!41 = !DILocation(line: 14, column: 21, scope: !12)
!42 = !DILocation(line: 14, column: 27, scope: !12)
!43 = !DILocation(line: 15, column: 37, scope: !12)
!44 = !DILocation(line: 525, column: 54, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__syncthreads_count", scope: !46, file: !46, line: 525, type: !13, scopeLine: 525, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!47 = distinct !DILocation(line: 15, column: 17, scope: !12)
!48 = !DILocation(line: 16, column: 13, scope: !12)
!49 = !DILocation(line: 17, column: 5, scope: !12)
!50 = !DILocation(line: 18, column: 5, scope: !12)
!51 = !DILocation(line: 24, column: 21, scope: !12)
!52 = !DILocation(line: 24, column: 29, scope: !12)
!53 = !DILocation(line: 25, column: 16, scope: !12)
!54 = !DILocation(line: 26, column: 5, scope: !12)
!55 = !DILocation(line: 26, column: 13, scope: !12)
!56 = !DILocation(line: 27, column: 5, scope: !12)
!57 = !DILocation(line: 12, column: 29, scope: !12)
!58 = distinct !{!58, !36, !59, !60}
!59 = !DILocation(line: 28, column: 3, scope: !12)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 19, column: 19, scope: !12)
!62 = !DILocation(line: 19, column: 16, scope: !12)
!63 = !DILocation(line: 19, column: 29, scope: !12)
!64 = !DILocation(line: 20, column: 7, scope: !12)
!65 = !DILocation(line: 21, column: 15, scope: !12)
!66 = !DILocation(line: 22, column: 7, scope: !12)
!67 = !DILocation(line: 18, column: 37, scope: !12)
!68 = !DILocation(line: 18, column: 28, scope: !12)
!69 = distinct !{!69, !50, !70, !60}
!70 = !DILocation(line: 23, column: 5, scope: !12)
