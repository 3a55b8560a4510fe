; ModuleID = 'radix_split.cu'
source_filename = "radix_split.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11radix_splitE2sk = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ11radix_splitE4ones = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @radix_split(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = mul i32 %5, %4, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = zext nneg i32 %3 to i64, !dbg !29
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE2sk to ptr), i64 0, i64 %11, !dbg !29
  store i32 %10, ptr %12, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %13 = icmp sgt i32 %1, 0, !dbg !32
  br i1 %13, label %14, label %17, !dbg !33

14:                                               ; preds = %2
  %15 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE4ones to ptr), i64 0, i64 %11
  %16 = icmp ugt i32 %4, 1
  br label %19, !dbg !33

17:                                               ; preds = %26, %2
  %18 = load i32, ptr %12, align 4, !dbg !34, !tbaa !25
  store i32 %18, ptr %9, align 4, !dbg !35, !tbaa !25
  ret void, !dbg !36

19:                                               ; preds = %14, %26
  %20 = phi i32 [ 0, %14 ], [ %35, %26 ]
  %21 = load i32, ptr %12, align 4, !dbg !37, !tbaa !25
  %22 = lshr i32 %21, %20, !dbg !38
  %23 = and i32 %22, 1, !dbg !39
  %24 = xor i32 %23, 1, !dbg !40
  %25 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %24), !dbg !40
  store i32 %23, ptr %15, align 4, !dbg !41, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  br i1 %16, label %37, label %26, !dbg !43

26:                                               ; preds = %45, %19
  %27 = load i32, ptr %15, align 4, !dbg !44, !tbaa !25
  %28 = sub i32 %27, %23, !dbg !45
  %29 = icmp eq i32 %23, 0, !dbg !46
  %30 = add i32 %28, %25, !dbg !46
  %31 = sub i32 %3, %28, !dbg !46
  %32 = select i1 %29, i32 %31, i32 %30, !dbg !46
  %33 = zext i32 %32 to i64, !dbg !47
  %34 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE2sk to ptr), i64 0, i64 %33, !dbg !47
  store i32 %21, ptr %34, align 4, !dbg !48, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %35 = add nuw nsw i32 %20, 1, !dbg !50
  %36 = icmp eq i32 %35, %1, !dbg !32
  br i1 %36, label %17, label %19, !dbg !33, !llvm.loop !51

37:                                               ; preds = %19, %45
  %38 = phi i32 [ %49, %45 ], [ 1, %19 ]
  %39 = icmp ult i32 %3, %38, !dbg !54
  br i1 %39, label %45, label %40, !dbg !55

40:                                               ; preds = %37
  %41 = sub i32 %3, %38
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11radix_splitE4ones to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !dbg !56, !tbaa !25
  br label %45, !dbg !55

45:                                               ; preds = %37, %40
  %46 = phi i32 [ %44, %40 ], [ 0, %37 ], !dbg !55
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %47 = load i32, ptr %15, align 4, !dbg !58, !tbaa !25
  %48 = add i32 %47, %46, !dbg !58
  store i32 %48, ptr %15, align 4, !dbg !58, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  %49 = shl i32 %38, 1, !dbg !60
  %50 = icmp ult i32 %49, %4, !dbg !61
  br i1 %50, label %37, label %26, !dbg !43, !llvm.loop !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

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
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "radix_split.cu", directory: ".")
!2 = !{ptr @radix_split, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "radix_split", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 29, scope: !9)
!19 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 16, scope: !9)
!22 = !DILocation(line: 10, column: 27, scope: !9)
!23 = !DILocation(line: 10, column: 31, scope: !9)
!24 = !DILocation(line: 10, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 10, column: 3, scope: !9)
!30 = !DILocation(line: 10, column: 9, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 12, column: 21, scope: !9)
!33 = !DILocation(line: 12, column: 3, scope: !9)
!34 = !DILocation(line: 29, column: 30, scope: !9)
!35 = !DILocation(line: 29, column: 28, scope: !9)
!36 = !DILocation(line: 30, column: 1, scope: !9)
!37 = !DILocation(line: 13, column: 16, scope: !9)
!38 = !DILocation(line: 14, column: 21, scope: !9)
!39 = !DILocation(line: 14, column: 27, scope: !9)
!40 = !DILocation(line: 15, column: 17, scope: !9)
!41 = !DILocation(line: 16, column: 13, scope: !9)
!42 = !DILocation(line: 17, column: 5, scope: !9)
!43 = !DILocation(line: 18, column: 5, scope: !9)
!44 = !DILocation(line: 24, column: 21, scope: !9)
!45 = !DILocation(line: 24, column: 29, scope: !9)
!46 = !DILocation(line: 25, column: 16, scope: !9)
!47 = !DILocation(line: 26, column: 5, scope: !9)
!48 = !DILocation(line: 26, column: 13, scope: !9)
!49 = !DILocation(line: 27, column: 5, scope: !9)
!50 = !DILocation(line: 12, column: 29, scope: !9)
!51 = distinct !{!51, !33, !52, !53}
!52 = !DILocation(line: 28, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 19, column: 19, scope: !9)
!55 = !DILocation(line: 19, column: 16, scope: !9)
!56 = !DILocation(line: 19, column: 29, scope: !9)
!57 = !DILocation(line: 20, column: 7, scope: !9)
!58 = !DILocation(line: 21, column: 15, scope: !9)
!59 = !DILocation(line: 22, column: 7, scope: !9)
!60 = !DILocation(line: 18, column: 37, scope: !9)
!61 = !DILocation(line: 18, column: 28, scope: !9)
!62 = distinct !{!62, !43, !63, !53}
!63 = !DILocation(line: 23, column: 5, scope: !9)
