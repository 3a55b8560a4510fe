; ModuleID = 'stream_compaction.cu'
source_filename = "stream_compaction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16compact_positiveE10warp_total = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ16compact_positiveE9warp_base = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ16compact_positiveE10block_base = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @compact_positive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = and i32 %4, 31, !dbg !19
  %6 = lshr i32 %4, 5, !dbg !20
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %9 = mul i32 %7, %8, !dbg !27
  %10 = add i32 %9, %4, !dbg !28
  %11 = zext i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !29
  %13 = load i32, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = icmp sgt i32 %13, 0, !dbg !34
  %15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %14), !dbg !35
  %16 = shl nsw i32 -1, %5, !dbg !39
  %17 = xor i32 %16, -1, !dbg !39
  %18 = and i32 %15, %17, !dbg !40
  %19 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18), !dbg !41
  %20 = icmp eq i32 %5, 0, !dbg !45
  br i1 %20, label %21, label %25, !dbg !46

21:                                               ; preds = %3
  %22 = zext nneg i32 %6 to i64
  %23 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %22
  %24 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %15)
  store i32 %24, ptr %23, align 4, !dbg !47, !tbaa !30
  br label %25, !dbg !48

25:                                               ; preds = %21, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %26 = icmp eq i32 %4, 0, !dbg !50
  br i1 %26, label %27, label %86, !dbg !51

27:                                               ; preds = %25
  %28 = lshr i32 %8, 5
  %29 = icmp ult i32 %8, 32, !dbg !52
  br i1 %29, label %53, label %30, !dbg !53

30:                                               ; preds = %27
  %31 = add nsw i32 %28, -1, !dbg !53
  %32 = and i32 %28, 3, !dbg !53
  %33 = icmp ult i32 %31, 3, !dbg !53
  br i1 %33, label %36, label %34, !dbg !53

34:                                               ; preds = %30
  %35 = and i32 %28, 60, !dbg !53
  br label %56, !dbg !53

36:                                               ; preds = %56, %30
  %37 = phi i32 [ poison, %30 ], [ %82, %56 ]
  %38 = phi i32 [ 0, %30 ], [ %83, %56 ]
  %39 = phi i32 [ 0, %30 ], [ %82, %56 ]
  %40 = icmp eq i32 %32, 0, !dbg !53
  br i1 %40, label %53, label %41, !dbg !53

41:                                               ; preds = %36, %41
  %42 = phi i32 [ %50, %41 ], [ %38, %36 ]
  %43 = phi i32 [ %49, %41 ], [ %39, %36 ]
  %44 = phi i32 [ %51, %41 ], [ 0, %36 ]
  %45 = zext nneg i32 %42 to i64, !dbg !54
  %46 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %45, !dbg !54
  store i32 %43, ptr %46, align 4, !dbg !55, !tbaa !30
  %47 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %45, !dbg !56
  %48 = load i32, ptr %47, align 4, !dbg !56, !tbaa !30
  %49 = add nsw i32 %48, %43, !dbg !57
  %50 = add nuw nsw i32 %42, 1, !dbg !58
  %51 = add i32 %44, 1, !dbg !53
  %52 = icmp eq i32 %51, %32, !dbg !53
  br i1 %52, label %53, label %41, !dbg !53, !llvm.loop !59

53:                                               ; preds = %36, %41, %27
  %54 = phi i32 [ 0, %27 ], [ %37, %36 ], [ %49, %41 ], !dbg !61
  %55 = atomicrmw add ptr %2, i32 %54 seq_cst, align 4, !dbg !62
  store i32 %55, ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10block_base to ptr), align 4, !dbg !68, !tbaa !30
  br label %86, !dbg !69

56:                                               ; preds = %56, %34
  %57 = phi i32 [ 0, %34 ], [ %83, %56 ]
  %58 = phi i32 [ 0, %34 ], [ %82, %56 ]
  %59 = phi i32 [ 0, %34 ], [ %84, %56 ]
  %60 = zext nneg i32 %57 to i64, !dbg !54
  %61 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %60, !dbg !54
  store i32 %58, ptr %61, align 4, !dbg !55, !tbaa !30
  %62 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %60, !dbg !56
  %63 = load i32, ptr %62, align 4, !dbg !56, !tbaa !30
  %64 = add nsw i32 %63, %58, !dbg !57
  %65 = or disjoint i32 %57, 1, !dbg !58
  %66 = zext nneg i32 %65 to i64, !dbg !54
  %67 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %66, !dbg !54
  store i32 %64, ptr %67, align 4, !dbg !55, !tbaa !30
  %68 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %66, !dbg !56
  %69 = load i32, ptr %68, align 4, !dbg !56, !tbaa !30
  %70 = add nsw i32 %69, %64, !dbg !57
  %71 = or disjoint i32 %57, 2, !dbg !58
  %72 = zext nneg i32 %71 to i64, !dbg !54
  %73 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %72, !dbg !54
  store i32 %70, ptr %73, align 4, !dbg !55, !tbaa !30
  %74 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %72, !dbg !56
  %75 = load i32, ptr %74, align 4, !dbg !56, !tbaa !30
  %76 = add nsw i32 %75, %70, !dbg !57
  %77 = or disjoint i32 %57, 3, !dbg !58
  %78 = zext nneg i32 %77 to i64, !dbg !54
  %79 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %78, !dbg !54
  store i32 %76, ptr %79, align 4, !dbg !55, !tbaa !30
  %80 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10warp_total to ptr), i64 0, i64 %78, !dbg !56
  %81 = load i32, ptr %80, align 4, !dbg !56, !tbaa !30
  %82 = add nsw i32 %81, %76, !dbg !57
  %83 = add nuw nsw i32 %57, 4, !dbg !58
  %84 = add i32 %59, 4, !dbg !53
  %85 = icmp eq i32 %84, %35, !dbg !53
  br i1 %85, label %36, label %56, !dbg !53, !llvm.loop !70

86:                                               ; preds = %53, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %14, label %87, label %96, !dbg !74

87:                                               ; preds = %86
  %88 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE10block_base to ptr), align 4, !dbg !75, !tbaa !30
  %89 = zext nneg i32 %6 to i64, !dbg !76
  %90 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16compact_positiveE9warp_base to ptr), i64 0, i64 %89, !dbg !76
  %91 = load i32, ptr %90, align 4, !dbg !76, !tbaa !30
  %92 = add i32 %88, %19, !dbg !77
  %93 = add i32 %92, %91, !dbg !78
  %94 = sext i32 %93 to i64, !dbg !79
  %95 = getelementptr inbounds i32, ptr %1, i64 %94, !dbg !79
  store i32 %13, ptr %95, align 4, !dbg !80, !tbaa !30
  br label %96, !dbg !79

96:                                               ; preds = %87, %86
  %97 = xor i1 %14, true, !dbg !81
  %98 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %97), !dbg !82
  %99 = and i1 %20, %98, !dbg !85
  br i1 %99, label %100, label %104, !dbg !85

100:                                              ; preds = %96
  %101 = shl nuw i32 1, %6
  %102 = getelementptr inbounds i8, ptr %2, i64 4
  %103 = atomicrmw or ptr %102, i32 %101 seq_cst, align 4, !dbg !86
  br label %104, !dbg !91

104:                                              ; preds = %100, %96
  ret void, !dbg !92
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "stream_compaction.cu", directory: ".")
!8 = !{ptr @compact_positive, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "compact_positive", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 12, scope: !12)
!19 = !DILocation(line: 11, column: 34, scope: !12)
!20 = !DILocation(line: 11, column: 49, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 12, column: 14, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 12, column: 27, scope: !12)
!27 = !DILocation(line: 12, column: 25, scope: !12)
!28 = !DILocation(line: 12, column: 38, scope: !12)
!29 = !DILocation(line: 12, column: 11, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 17, scope: !12)
!35 = !DILocation(line: 211, column: 10, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__ballot_sync", scope: !37, file: !37, line: 210, type: !13, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!38 = distinct !DILocation(line: 14, column: 15, scope: !12)
!39 = !DILocation(line: 15, column: 42, scope: !12)
!40 = !DILocation(line: 15, column: 26, scope: !12)
!41 = !DILocation(line: 505, column: 50, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "__popc", scope: !43, file: !43, line: 505, type: !13, scopeLine: 505, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!44 = distinct !DILocation(line: 15, column: 14, scope: !12)
!45 = !DILocation(line: 16, column: 12, scope: !12)
!46 = !DILocation(line: 16, column: 7, scope: !12)
!47 = !DILocation(line: 17, column: 22, scope: !12)
!48 = !DILocation(line: 17, column: 5, scope: !12)
!49 = !DILocation(line: 18, column: 3, scope: !12)
!50 = !DILocation(line: 19, column: 9, scope: !12)
!51 = !DILocation(line: 19, column: 7, scope: !12)
!52 = !DILocation(line: 21, column: 24, scope: !12)
!53 = !DILocation(line: 21, column: 5, scope: !12)
!54 = !DILocation(line: 22, column: 7, scope: !12)
!55 = !DILocation(line: 22, column: 20, scope: !12)
!56 = !DILocation(line: 23, column: 14, scope: !12)
!57 = !DILocation(line: 23, column: 11, scope: !12)
!58 = !DILocation(line: 21, column: 43, scope: !12)
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = !DILocation(line: 0, scope: !12)
!62 = !DILocation(line: 341, column: 10, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !43, file: !43, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!64 = distinct !DILocation(line: 107, column: 10, scope: !65, inlinedAt: !67)
!65 = distinct !DISubprogram(name: "atomicAdd", scope: !66, file: !66, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!66 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!67 = distinct !DILocation(line: 25, column: 18, scope: !12)
!68 = !DILocation(line: 25, column: 16, scope: !12)
!69 = !DILocation(line: 26, column: 3, scope: !12)
!70 = distinct !{!70, !53, !71, !72}
!71 = !DILocation(line: 24, column: 5, scope: !12)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 27, column: 3, scope: !12)
!74 = !DILocation(line: 28, column: 7, scope: !12)
!75 = !DILocation(line: 29, column: 9, scope: !12)
!76 = !DILocation(line: 29, column: 22, scope: !12)
!77 = !DILocation(line: 29, column: 20, scope: !12)
!78 = !DILocation(line: 29, column: 38, scope: !12)
!79 = !DILocation(line: 29, column: 5, scope: !12)
!80 = !DILocation(line: 29, column: 46, scope: !12)
!81 = !DILocation(line: 30, column: 31, scope: !12)
!82 = !DILocation(line: 199, column: 10, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "__all_sync", scope: !37, file: !37, line: 198, type: !13, scopeLine: 198, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!84 = distinct !DILocation(line: 30, column: 7, scope: !12)
!85 = !DILocation(line: 30, column: 38, scope: !12)
!86 = !DILocation(line: 622, column: 10, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__uAtomicOr", scope: !43, file: !43, line: 621, type: !13, scopeLine: 621, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!88 = distinct !DILocation(line: 187, column: 10, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "atomicOr", scope: !66, file: !66, line: 185, type: !13, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!90 = distinct !DILocation(line: 31, column: 5, scope: !12)
!91 = !DILocation(line: 31, column: 5, scope: !12)
!92 = !DILocation(line: 32, column: 1, scope: !12)
