; ModuleID = 'warp_masks.cu'
source_filename = "warp_masks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [15 x i8] c"w == in[t ^ 1]\00", align 1
@.str1 = private unnamed_addr constant [14 x i8] c"warp_masks.cu\00", align 1
@__PRETTY_FUNCTION__._Z14ballot_shufflePKiPi = private unnamed_addr constant [40 x i8] c"void ballot_shuffle(const int *, int *)\00", align 1
@.str2 = private unnamed_addr constant [37 x i8] c"sum == in[0] + in[1] + in[2] + in[3]\00", align 1
@__PRETTY_FUNCTION__._Z13ballot_reducePKiPi = private unnamed_addr constant [39 x i8] c"void ballot_reduce(const int *, int *)\00", align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14ballot_shufflePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %5 = lshr i32 %4, 5, !dbg !25
  %6 = icmp ult i32 %3, %5, !dbg !26
  %7 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %6), !dbg !27
  br i1 %6, label %8, label %21, !dbg !31

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64, !dbg !32
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !32
  %11 = load i32, ptr %10, align 4, !dbg !32, !tbaa !33
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %7, i32 %11, i32 1, i32 31), !dbg !37
  %13 = xor i32 %3, 1, !dbg !40
  %14 = zext nneg i32 %13 to i64, !dbg !40
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !40
  %16 = load i32, ptr %15, align 4, !dbg !40, !tbaa !33
  %17 = icmp eq i32 %12, %16, !dbg !40
  br i1 %17, label %19, label %18, !dbg !40

18:                                               ; preds = %8
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__._Z14ballot_shufflePKiPi, i64 noundef 1) #6, !dbg !41
  br label %19, !dbg !40

19:                                               ; preds = %8, %18
  %20 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !45
  store i32 %12, ptr %20, align 4, !dbg !46, !tbaa !33
  br label %21, !dbg !47

21:                                               ; preds = %19, %2
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13ballot_reducePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !49 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !52
  %5 = lshr i32 %4, 5, !dbg !54
  %6 = icmp ult i32 %3, %5, !dbg !55
  %7 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %6), !dbg !56
  br i1 %6, label %8, label %28, !dbg !58

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64, !dbg !59
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !59
  %11 = load i32, ptr %10, align 4, !dbg !59, !tbaa !33
  %12 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %7, i32 %11), !dbg !60
  %13 = load i32, ptr %0, align 4, !dbg !63, !tbaa !33
  %14 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !63
  %15 = load i32, ptr %14, align 4, !dbg !63, !tbaa !33
  %16 = add nsw i32 %15, %13, !dbg !63
  %17 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !63
  %18 = load i32, ptr %17, align 4, !dbg !63, !tbaa !33
  %19 = add nsw i32 %16, %18, !dbg !63
  %20 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !63
  %21 = load i32, ptr %20, align 4, !dbg !63, !tbaa !33
  %22 = add nsw i32 %19, %21, !dbg !63
  %23 = icmp eq i32 %12, %22, !dbg !63
  br i1 %23, label %25, label %24, !dbg !63

24:                                               ; preds = %8
  tail call void @__assertfail(ptr noundef nonnull @.str2, ptr noundef nonnull @.str1, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._Z13ballot_reducePKiPi, i64 noundef 1) #6, !dbg !64
  br label %25, !dbg !63

25:                                               ; preds = %8, %24
  %26 = icmp eq i32 %3, 0, !dbg !66
  br i1 %26, label %27, label %28, !dbg !67

27:                                               ; preds = %25
  store i32 %12, ptr %1, align 4, !dbg !68, !tbaa !33
  br label %28, !dbg !69

28:                                               ; preds = %25, %27, %2
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17overlapping_masksPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !71 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !72
  %3 = and i32 %2, 31, !dbg !74
  %4 = icmp ult i32 %3, 2, !dbg !75
  %5 = select i1 %4, i32 3, i32 -1, !dbg !76
  tail call void @llvm.nvvm.bar.warp.sync(i32 %5), !dbg !77
  %6 = zext nneg i32 %2 to i64, !dbg !80
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !80
  store i32 %3, ptr %7, align 4, !dbg !81, !tbaa !33
  ret void, !dbg !82
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local void @_Z17mask_without_selfPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !83 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %3 = and i32 %2, 31, !dbg !86
  %4 = icmp eq i32 %3, 5, !dbg !87
  %5 = select i1 %4, i32 1, i32 -1, !dbg !88
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %5, i32 %3, i32 0, i32 31), !dbg !89
  %7 = zext nneg i32 %2 to i64, !dbg !92
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !92
  store i32 %6, ptr %8, align 4, !dbg !93, !tbaa !33
  ret void, !dbg !94
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11}
!llvm.ident = !{!12, !13}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "warp_masks.cu", directory: ".")
!8 = !{ptr @_Z14ballot_shufflePKiPi, !"kernel", i32 1}
!9 = !{ptr @_Z13ballot_reducePKiPi, !"kernel", i32 1}
!10 = !{ptr @_Z17overlapping_masksPi, !"kernel", i32 1}
!11 = !{ptr @_Z17mask_without_selfPi, !"kernel", i32 1}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "ballot_shuffle", scope: !7, file: !7, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 10, column: 16, scope: !15)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 11, column: 21, scope: !15)
!25 = !DILocation(line: 11, column: 32, scope: !15)
!26 = !DILocation(line: 12, column: 48, scope: !15)
!27 = !DILocation(line: 211, column: 10, scope: !28, inlinedAt: !30)
!28 = distinct !DISubprogram(name: "__ballot_sync", scope: !29, file: !29, line: 210, type: !16, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!30 = distinct !DILocation(line: 12, column: 19, scope: !15)
!31 = !DILocation(line: 13, column: 7, scope: !15)
!32 = !DILocation(line: 14, column: 35, scope: !15)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 181, column: 1, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !29, file: !29, line: 181, type: !16, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 14, column: 13, scope: !15)
!40 = !DILocation(line: 15, column: 5, scope: !15)
!41 = !DILocation(line: 421, column: 3, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "__assert_fail", scope: !43, file: !43, line: 418, type: !16, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_runtime_wrapper.h", directory: "")
!44 = distinct !DILocation(line: 15, column: 5, scope: !15)
!45 = !DILocation(line: 16, column: 5, scope: !15)
!46 = !DILocation(line: 16, column: 12, scope: !15)
!47 = !DILocation(line: 17, column: 3, scope: !15)
!48 = !DILocation(line: 18, column: 1, scope: !15)
!49 = distinct !DISubprogram(name: "ballot_reduce", scope: !7, file: !7, line: 23, type: !16, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !51)
!51 = distinct !DILocation(line: 24, column: 16, scope: !49)
!52 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !53)
!53 = distinct !DILocation(line: 25, column: 21, scope: !49)
!54 = !DILocation(line: 25, column: 32, scope: !49)
!55 = !DILocation(line: 26, column: 48, scope: !49)
!56 = !DILocation(line: 211, column: 10, scope: !28, inlinedAt: !57)
!57 = distinct !DILocation(line: 26, column: 19, scope: !49)
!58 = !DILocation(line: 27, column: 7, scope: !49)
!59 = !DILocation(line: 28, column: 39, scope: !49)
!60 = !DILocation(line: 518, column: 10, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__reduce_add_sync", scope: !29, file: !29, line: 516, type: !16, scopeLine: 517, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = distinct !DILocation(line: 28, column: 15, scope: !49)
!63 = !DILocation(line: 29, column: 5, scope: !49)
!64 = !DILocation(line: 421, column: 3, scope: !42, inlinedAt: !65)
!65 = distinct !DILocation(line: 29, column: 5, scope: !49)
!66 = !DILocation(line: 30, column: 11, scope: !49)
!67 = !DILocation(line: 30, column: 9, scope: !49)
!68 = !DILocation(line: 30, column: 24, scope: !49)
!69 = !DILocation(line: 30, column: 17, scope: !49)
!70 = !DILocation(line: 32, column: 1, scope: !49)
!71 = distinct !DISubprogram(name: "overlapping_masks", scope: !7, file: !7, line: 38, type: !16, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!72 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !73)
!73 = distinct !DILocation(line: 39, column: 19, scope: !71)
!74 = !DILocation(line: 39, column: 31, scope: !71)
!75 = !DILocation(line: 40, column: 19, scope: !71)
!76 = !DILocation(line: 40, column: 14, scope: !71)
!77 = !DILocation(line: 186, column: 10, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "__syncwarp", scope: !29, file: !29, line: 185, type: !16, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = distinct !DILocation(line: 40, column: 3, scope: !71)
!80 = !DILocation(line: 41, column: 3, scope: !71)
!81 = !DILocation(line: 41, column: 20, scope: !71)
!82 = !DILocation(line: 42, column: 1, scope: !71)
!83 = distinct !DISubprogram(name: "mask_without_self", scope: !7, file: !7, line: 45, type: !16, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!84 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !85)
!85 = distinct !DILocation(line: 46, column: 19, scope: !83)
!86 = !DILocation(line: 46, column: 31, scope: !83)
!87 = !DILocation(line: 47, column: 39, scope: !83)
!88 = !DILocation(line: 47, column: 34, scope: !83)
!89 = !DILocation(line: 173, column: 1, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "__shfl_sync", scope: !29, file: !29, line: 173, type: !16, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!91 = distinct !DILocation(line: 47, column: 22, scope: !83)
!92 = !DILocation(line: 47, column: 3, scope: !83)
!93 = !DILocation(line: 47, column: 20, scope: !83)
!94 = !DILocation(line: 48, column: 1, scope: !83)
