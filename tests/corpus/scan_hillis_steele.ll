; ModuleID = 'scan_hillis_steele.cu'
source_filename = "scan_hillis_steele.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18scan_hillis_steeleE4temp = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18scan_double_bufferE3buf = internal unnamed_addr addrspace(3) global [2 x [1024 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_hillis_steele(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steeleE4temp to ptr), i64 0, i64 %11, !dbg !30
  store float %10, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = icmp ugt i32 %5, 1, !dbg !33
  br i1 %13, label %17, label %14, !dbg !34

14:                                               ; preds = %25, %2
  %15 = load float, ptr %12, align 4, !dbg !35, !tbaa !26
  %16 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !36
  store float %15, ptr %16, align 4, !dbg !37, !tbaa !26
  ret void, !dbg !38

17:                                               ; preds = %2, %25
  %18 = phi i32 [ %29, %25 ], [ 1, %2 ]
  %19 = icmp ult i32 %3, %18, !dbg !39
  br i1 %19, label %25, label %20, !dbg !40

20:                                               ; preds = %17
  %21 = sub i32 %3, %18
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_hillis_steeleE4temp to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !41, !tbaa !26
  br label %25, !dbg !42

25:                                               ; preds = %20, %17
  %26 = phi float [ %24, %20 ], [ 0.000000e+00, %17 ], !dbg !43
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %27 = load float, ptr %12, align 4, !dbg !45, !tbaa !26
  %28 = fadd contract float %26, %27, !dbg !45
  store float %28, ptr %12, align 4, !dbg !45, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %29 = shl i32 %18, 1, !dbg !47
  %30 = icmp ult i32 %29, %5, !dbg !33
  br i1 %30, label %17, label %14, !dbg !34, !llvm.loop !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_double_buffer(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !51 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %5 = icmp eq i32 %4, 0, !dbg !54
  br i1 %5, label %11, label %6, !dbg !55

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr i32, ptr %0, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -4
  %10 = load i32, ptr %9, align 4, !dbg !56, !tbaa !57
  br label %11, !dbg !55

11:                                               ; preds = %3, %6
  %12 = phi i32 [ %10, %6 ], [ 0, %3 ], !dbg !55
  %13 = zext nneg i32 %4 to i64, !dbg !59
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %13, !dbg !59
  store i32 %12, ptr %14, align 4, !dbg !60, !tbaa !57
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %15 = icmp sgt i32 %2, 1, !dbg !62
  br i1 %15, label %23, label %18, !dbg !63

16:                                               ; preds = %37
  %17 = zext nneg i32 %26 to i64, !dbg !64
  br label %18, !dbg !64

18:                                               ; preds = %16, %11
  %19 = phi i64 [ 0, %11 ], [ %17, %16 ], !dbg !65
  %20 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %19, i64 %13, !dbg !64
  %21 = load i32, ptr %20, align 4, !dbg !64, !tbaa !57
  %22 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !66
  store i32 %21, ptr %22, align 4, !dbg !67, !tbaa !57
  ret void, !dbg !68

23:                                               ; preds = %11, %37
  %24 = phi i32 [ %41, %37 ], [ 1, %11 ]
  %25 = phi i32 [ %26, %37 ], [ 0, %11 ]
  %26 = sub nuw nsw i32 1, %25, !dbg !69
  %27 = icmp ult i32 %4, %24, !dbg !70
  %28 = zext nneg i32 %25 to i64, !dbg !65
  %29 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %28, i64 %13, !dbg !65
  %30 = load i32, ptr %29, align 4, !dbg !65, !tbaa !57
  br i1 %27, label %37, label %31, !dbg !71

31:                                               ; preds = %23
  %32 = sub i32 %4, %24, !dbg !72
  %33 = zext i32 %32 to i64, !dbg !73
  %34 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %28, i64 %33, !dbg !73
  %35 = load i32, ptr %34, align 4, !dbg !73, !tbaa !57
  %36 = add nsw i32 %35, %30, !dbg !74
  br label %37, !dbg !75

37:                                               ; preds = %23, %31
  %38 = phi i32 [ %36, %31 ], [ %30, %23 ]
  %39 = zext nneg i32 %26 to i64, !dbg !65
  %40 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ18scan_double_bufferE3buf to ptr), i64 0, i64 %39, i64 %13, !dbg !65
  store i32 %38, ptr %40, align 4, !dbg !65, !tbaa !57
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %41 = shl nsw i32 %24, 1, !dbg !77
  %42 = icmp slt i32 %41, %2, !dbg !62
  br i1 %42, label %23, label %16, !dbg !63, !llvm.loop !78
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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scan_hillis_steele.cu", directory: ".")
!2 = !{ptr @scan_hillis_steele, !"kernel", i32 1}
!3 = !{ptr @scan_double_buffer, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "scan_hillis_steele", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 9, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 16, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 29, scope: !10)
!23 = !DILocation(line: 10, column: 27, scope: !10)
!24 = !DILocation(line: 10, column: 40, scope: !10)
!25 = !DILocation(line: 10, column: 13, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 3, scope: !10)
!31 = !DILocation(line: 10, column: 11, scope: !10)
!32 = !DILocation(line: 11, column: 3, scope: !10)
!33 = !DILocation(line: 12, column: 32, scope: !10)
!34 = !DILocation(line: 12, column: 3, scope: !10)
!35 = !DILocation(line: 20, column: 38, scope: !10)
!36 = !DILocation(line: 20, column: 3, scope: !10)
!37 = !DILocation(line: 20, column: 36, scope: !10)
!38 = !DILocation(line: 21, column: 1, scope: !10)
!39 = !DILocation(line: 14, column: 11, scope: !10)
!40 = !DILocation(line: 14, column: 9, scope: !10)
!41 = !DILocation(line: 15, column: 11, scope: !10)
!42 = !DILocation(line: 15, column: 7, scope: !10)
!43 = !DILocation(line: 0, scope: !10)
!44 = !DILocation(line: 16, column: 5, scope: !10)
!45 = !DILocation(line: 17, column: 13, scope: !10)
!46 = !DILocation(line: 18, column: 5, scope: !10)
!47 = !DILocation(line: 12, column: 53, scope: !10)
!48 = distinct !{!48, !34, !49, !50}
!49 = !DILocation(line: 19, column: 3, scope: !10)
!50 = !{!"llvm.loop.mustprogress"}
!51 = distinct !DISubprogram(name: "scan_double_buffer", scope: !1, file: !1, line: 24, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !53)
!53 = distinct !DILocation(line: 26, column: 12, scope: !51)
!54 = !DILocation(line: 28, column: 21, scope: !51)
!55 = !DILocation(line: 28, column: 18, scope: !51)
!56 = !DILocation(line: 28, column: 28, scope: !51)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !28, i64 0}
!59 = !DILocation(line: 28, column: 3, scope: !51)
!60 = !DILocation(line: 28, column: 16, scope: !51)
!61 = !DILocation(line: 29, column: 3, scope: !51)
!62 = !DILocation(line: 30, column: 31, scope: !51)
!63 = !DILocation(line: 30, column: 3, scope: !51)
!64 = !DILocation(line: 39, column: 12, scope: !51)
!65 = !DILocation(line: 0, scope: !51)
!66 = !DILocation(line: 39, column: 3, scope: !51)
!67 = !DILocation(line: 39, column: 10, scope: !51)
!68 = !DILocation(line: 40, column: 1, scope: !51)
!69 = !DILocation(line: 31, column: 14, scope: !51)
!70 = !DILocation(line: 33, column: 11, scope: !51)
!71 = !DILocation(line: 33, column: 9, scope: !51)
!72 = !DILocation(line: 34, column: 47, scope: !51)
!73 = !DILocation(line: 34, column: 36, scope: !51)
!74 = !DILocation(line: 34, column: 34, scope: !51)
!75 = !DILocation(line: 34, column: 7, scope: !51)
!76 = !DILocation(line: 37, column: 5, scope: !51)
!77 = !DILocation(line: 30, column: 43, scope: !51)
!78 = distinct !{!78, !63, !79, !50}
!79 = !DILocation(line: 38, column: 3, scope: !51)
