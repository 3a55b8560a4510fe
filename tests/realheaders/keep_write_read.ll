; ModuleID = 'keep_write_read.cu'
source_filename = "keep_write_read.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10shift_leftE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ20overwrite_after_readE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shift_left(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !28
  %10 = load i32, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10shift_leftE1s to ptr), i64 0, i64 %11, !dbg !33
  store i32 %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = add nuw nsw i32 %3, 1, !dbg !36
  %14 = icmp ult i32 %13, %5, !dbg !37
  br i1 %14, label %15, label %19, !dbg !38

15:                                               ; preds = %2
  %16 = zext nneg i32 %13 to i64
  %17 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10shift_leftE1s to ptr), i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !dbg !39, !tbaa !29
  br label %19, !dbg !38

19:                                               ; preds = %2, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %2 ], !dbg !38
  %21 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !40
  store i32 %20, ptr %21, align 4, !dbg !41, !tbaa !29
  ret void, !dbg !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @overwrite_after_read(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !43 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !46
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %5 = mul i32 %3, %4, !dbg !50
  %6 = add i32 %5, %2, !dbg !51
  %7 = zext i32 %6 to i64, !dbg !52
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !52
  %9 = load i32, ptr %8, align 4, !dbg !52, !tbaa !29
  %10 = zext nneg i32 %2 to i64, !dbg !53
  %11 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %10, !dbg !53
  store i32 %9, ptr %11, align 4, !dbg !54, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %12 = trunc nuw nsw i32 %2 to i16, !dbg !56
  %13 = add nuw nsw i16 %12, 1, !dbg !56
  %14 = trunc nuw nsw i32 %4 to i16, !dbg !56
  %15 = urem i16 %13, %14, !dbg !56
  %16 = zext nneg i16 %15 to i64, !dbg !57
  %17 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %16, !dbg !57
  %18 = load i32, ptr %17, align 4, !dbg !57, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %19 = shl nsw i32 %18, 1, !dbg !59
  store i32 %19, ptr %11, align 4, !dbg !60, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %20 = add nuw nsw i16 %12, 2, !dbg !62
  %21 = urem i16 %20, %14, !dbg !62
  %22 = zext nneg i16 %21 to i64, !dbg !63
  %23 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %22, !dbg !63
  %24 = load i32, ptr %23, align 4, !dbg !63, !tbaa !29
  store i32 %24, ptr %8, align 4, !dbg !64, !tbaa !29
  ret void, !dbg !65
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
!7 = !DIFile(filename: "keep_write_read.cu", directory: ".")
!8 = !{ptr @shift_left, !"kernel", i32 1}
!9 = !{ptr @overwrite_after_read, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "shift_left", scope: !7, file: !7, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 7, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 8, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 8, column: 25, scope: !13)
!26 = !DILocation(line: 8, column: 23, scope: !13)
!27 = !DILocation(line: 8, column: 36, scope: !13)
!28 = !DILocation(line: 9, column: 10, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 9, column: 3, scope: !13)
!34 = !DILocation(line: 9, column: 8, scope: !13)
!35 = !DILocation(line: 10, column: 3, scope: !13)
!36 = !DILocation(line: 11, column: 15, scope: !13)
!37 = !DILocation(line: 11, column: 19, scope: !13)
!38 = !DILocation(line: 11, column: 12, scope: !13)
!39 = !DILocation(line: 11, column: 35, scope: !13)
!40 = !DILocation(line: 11, column: 3, scope: !13)
!41 = !DILocation(line: 11, column: 10, scope: !13)
!42 = !DILocation(line: 12, column: 1, scope: !13)
!43 = distinct !DISubprogram(name: "overwrite_after_read", scope: !7, file: !7, line: 15, type: !14, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !45)
!45 = distinct !DILocation(line: 17, column: 12, scope: !43)
!46 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !47)
!47 = distinct !DILocation(line: 18, column: 12, scope: !43)
!48 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !49)
!49 = distinct !DILocation(line: 18, column: 25, scope: !43)
!50 = !DILocation(line: 18, column: 23, scope: !43)
!51 = !DILocation(line: 18, column: 36, scope: !43)
!52 = !DILocation(line: 19, column: 10, scope: !43)
!53 = !DILocation(line: 19, column: 3, scope: !43)
!54 = !DILocation(line: 19, column: 8, scope: !43)
!55 = !DILocation(line: 20, column: 3, scope: !43)
!56 = !DILocation(line: 21, column: 21, scope: !43)
!57 = !DILocation(line: 21, column: 11, scope: !43)
!58 = !DILocation(line: 22, column: 3, scope: !43)
!59 = !DILocation(line: 23, column: 12, scope: !43)
!60 = !DILocation(line: 23, column: 8, scope: !43)
!61 = !DILocation(line: 24, column: 3, scope: !43)
!62 = !DILocation(line: 25, column: 23, scope: !43)
!63 = !DILocation(line: 25, column: 13, scope: !43)
!64 = !DILocation(line: 25, column: 11, scope: !43)
!65 = !DILocation(line: 26, column: 1, scope: !43)
