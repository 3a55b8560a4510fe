; ModuleID = 'scan_hillis_steele.cu'
source_filename = "scan_hillis_steele.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18scan_hillis_steeleE4temp = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18scan_double_bufferE3buf = internal unnamed_addr addrspace(3) global [2 x [1024 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_hillis_steele(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steeleE4temp to ptr), i64 0, i64 %11, !dbg !33
  store float %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = icmp ugt i32 %5, 1, !dbg !36
  br i1 %13, label %17, label %14, !dbg !37

14:                                               ; preds = %25, %2
  %15 = load float, ptr %12, align 4, !dbg !38, !tbaa !29
  %16 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !39
  store float %15, ptr %16, align 4, !dbg !40, !tbaa !29
  ret void, !dbg !41

17:                                               ; preds = %2, %25
  %18 = phi i32 [ %29, %25 ], [ 1, %2 ]
  %19 = icmp ult i32 %3, %18, !dbg !42
  br i1 %19, label %25, label %20, !dbg !43

20:                                               ; preds = %17
  %21 = sub i32 %3, %18
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steeleE4temp to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !44, !tbaa !29
  br label %25, !dbg !45

25:                                               ; preds = %20, %17
  %26 = phi float [ %24, %20 ], [ 0.000000e+00, %17 ], !dbg !46
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %27 = load float, ptr %12, align 4, !dbg !48, !tbaa !29
  %28 = fadd contract float %26, %27, !dbg !48
  store float %28, ptr %12, align 4, !dbg !48, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %29 = shl i32 %18, 1, !dbg !50
  %30 = icmp ult i32 %29, %5, !dbg !36
  br i1 %30, label %17, label %14, !dbg !37, !llvm.loop !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_double_buffer(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !54 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %5 = icmp eq i32 %4, 0, !dbg !57
  br i1 %5, label %11, label %6, !dbg !58

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr i32, ptr %0, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -4
  %10 = load i32, ptr %9, align 4, !dbg !59, !tbaa !60
  br label %11, !dbg !58

11:                                               ; preds = %3, %6
  %12 = phi i32 [ %10, %6 ], [ 0, %3 ], !dbg !58
  %13 = zext nneg i32 %4 to i64, !dbg !62
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %13, !dbg !62
  store i32 %12, ptr %14, align 4, !dbg !63, !tbaa !60
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %15 = icmp sgt i32 %2, 1, !dbg !65
  br i1 %15, label %23, label %18, !dbg !66

16:                                               ; preds = %37
  %17 = zext nneg i32 %26 to i64, !dbg !67
  br label %18, !dbg !67

18:                                               ; preds = %16, %11
  %19 = phi i64 [ 0, %11 ], [ %17, %16 ], !dbg !68
  %20 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %19, i64 %13, !dbg !67
  %21 = load i32, ptr %20, align 4, !dbg !67, !tbaa !60
  %22 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !69
  store i32 %21, ptr %22, align 4, !dbg !70, !tbaa !60
  ret void, !dbg !71

23:                                               ; preds = %11, %37
  %24 = phi i32 [ %41, %37 ], [ 1, %11 ]
  %25 = phi i32 [ %26, %37 ], [ 0, %11 ]
  %26 = sub nuw nsw i32 1, %25, !dbg !72
  %27 = icmp ult i32 %4, %24, !dbg !73
  %28 = zext nneg i32 %25 to i64, !dbg !68
  %29 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %28, i64 %13, !dbg !68
  %30 = load i32, ptr %29, align 4, !dbg !68, !tbaa !60
  br i1 %27, label %37, label %31, !dbg !74

31:                                               ; preds = %23
  %32 = sub i32 %4, %24, !dbg !75
  %33 = zext i32 %32 to i64, !dbg !76
  %34 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %28, i64 %33, !dbg !76
  %35 = load i32, ptr %34, align 4, !dbg !76, !tbaa !60
  %36 = add nsw i32 %35, %30, !dbg !77
  br label %37, !dbg !78

37:                                               ; preds = %23, %31
  %38 = phi i32 [ %36, %31 ], [ %30, %23 ]
  %39 = zext nneg i32 %26 to i64, !dbg !68
  %40 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %39, i64 %13, !dbg !68
  store i32 %38, ptr %40, align 4, !dbg !68, !tbaa !60
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %41 = shl nsw i32 %24, 1, !dbg !80
  %42 = icmp slt i32 %41, %2, !dbg !65
  br i1 %42, label %23, label %16, !dbg !66, !llvm.loop !81
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
!7 = !DIFile(filename: "scan_hillis_steele.cu", directory: ".")
!8 = !{ptr @scan_hillis_steele, !"kernel", i32 1}
!9 = !{ptr @scan_double_buffer, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "scan_hillis_steele", scope: !7, file: !7, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 9, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 10, column: 16, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 29, scope: !13)
!26 = !DILocation(line: 10, column: 27, scope: !13)
!27 = !DILocation(line: 10, column: 40, scope: !13)
!28 = !DILocation(line: 10, column: 13, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 10, column: 3, scope: !13)
!34 = !DILocation(line: 10, column: 11, scope: !13)
!35 = !DILocation(line: 11, column: 3, scope: !13)
!36 = !DILocation(line: 12, column: 32, scope: !13)
!37 = !DILocation(line: 12, column: 3, scope: !13)
!38 = !DILocation(line: 20, column: 38, scope: !13)
!39 = !DILocation(line: 20, column: 3, scope: !13)
!40 = !DILocation(line: 20, column: 36, scope: !13)
!41 = !DILocation(line: 21, column: 1, scope: !13)
!42 = !DILocation(line: 14, column: 11, scope: !13)
!43 = !DILocation(line: 14, column: 9, scope: !13)
!44 = !DILocation(line: 15, column: 11, scope: !13)
!45 = !DILocation(line: 15, column: 7, scope: !13)
!46 = !DILocation(line: 0, scope: !13)
!47 = !DILocation(line: 16, column: 5, scope: !13)
!48 = !DILocation(line: 17, column: 13, scope: !13)
!49 = !DILocation(line: 18, column: 5, scope: !13)
!50 = !DILocation(line: 12, column: 53, scope: !13)
!51 = distinct !{!51, !37, !52, !53}
!52 = !DILocation(line: 19, column: 3, scope: !13)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !DISubprogram(name: "scan_double_buffer", scope: !7, file: !7, line: 24, type: !14, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !56)
!56 = distinct !DILocation(line: 26, column: 12, scope: !54)
!57 = !DILocation(line: 28, column: 21, scope: !54)
!58 = !DILocation(line: 28, column: 18, scope: !54)
!59 = !DILocation(line: 28, column: 28, scope: !54)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !31, i64 0}
!62 = !DILocation(line: 28, column: 3, scope: !54)
!63 = !DILocation(line: 28, column: 16, scope: !54)
!64 = !DILocation(line: 29, column: 3, scope: !54)
!65 = !DILocation(line: 30, column: 31, scope: !54)
!66 = !DILocation(line: 30, column: 3, scope: !54)
!67 = !DILocation(line: 39, column: 12, scope: !54)
!68 = !DILocation(line: 0, scope: !54)
!69 = !DILocation(line: 39, column: 3, scope: !54)
!70 = !DILocation(line: 39, column: 10, scope: !54)
!71 = !DILocation(line: 40, column: 1, scope: !54)
!72 = !DILocation(line: 31, column: 14, scope: !54)
!73 = !DILocation(line: 33, column: 11, scope: !54)
!74 = !DILocation(line: 33, column: 9, scope: !54)
!75 = !DILocation(line: 34, column: 47, scope: !54)
!76 = !DILocation(line: 34, column: 36, scope: !54)
!77 = !DILocation(line: 34, column: 34, scope: !54)
!78 = !DILocation(line: 34, column: 7, scope: !54)
!79 = !DILocation(line: 37, column: 5, scope: !54)
!80 = !DILocation(line: 30, column: 43, scope: !54)
!81 = distinct !{!81, !66, !82, !53}
!82 = !DILocation(line: 38, column: 3, scope: !54)
