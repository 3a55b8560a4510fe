; ModuleID = 'loop_top_bottom.cu'
source_filename = "loop_top_bottom.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15loop_top_bottomE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ19loop_top_prev_writeE3buf = internal unnamed_addr addrspace(3) global [2 x [1024 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_top_bottom(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = icmp sgt i32 %2, 0, !dbg !20
  br i1 %5, label %8, label %6, !dbg !21

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  br label %16, !dbg !21

8:                                                ; preds = %3
  %9 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15loop_top_bottomE1s to ptr), i64 0, i64 %10
  %12 = xor i32 %4, -1
  %13 = add nsw i32 %9, %12
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15loop_top_bottomE1s to ptr), i64 0, i64 %14
  br label %24, !dbg !21

16:                                               ; preds = %24, %6
  %17 = phi i32 [ %7, %6 ], [ %9, %24 ], !dbg !22
  %18 = phi float [ 0.000000e+00, %6 ], [ %33, %24 ], !dbg !25
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %20 = mul i32 %19, %17, !dbg !29
  %21 = add i32 %20, %4, !dbg !30
  %22 = zext i32 %21 to i64, !dbg !31
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !31
  store float %18, ptr %23, align 4, !dbg !32, !tbaa !33
  ret void, !dbg !37

24:                                               ; preds = %8, %24
  %25 = phi i32 [ 0, %8 ], [ %34, %24 ]
  %26 = phi float [ 0.000000e+00, %8 ], [ %33, %24 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %27 = mul i32 %25, %9, !dbg !39
  %28 = add i32 %27, %4, !dbg !40
  %29 = zext i32 %28 to i64, !dbg !41
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !41
  %31 = load float, ptr %30, align 4, !dbg !41, !tbaa !33
  store float %31, ptr %11, align 4, !dbg !42, !tbaa !33
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %32 = load float, ptr %15, align 4, !dbg !44, !tbaa !33
  %33 = fadd contract float %26, %32, !dbg !45
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %34 = add nuw nsw i32 %25, 1, !dbg !47
  %35 = icmp eq i32 %34, %2, !dbg !20
  br i1 %35, label %16, label %24, !dbg !21, !llvm.loop !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @loop_top_prev_write(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !51 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %7 = mul i32 %6, %5, !dbg !58
  %8 = add i32 %7, %4, !dbg !59
  %9 = zext i32 %8 to i64, !dbg !60
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !60
  %11 = load float, ptr %10, align 4, !dbg !60, !tbaa !33
  %12 = zext nneg i32 %4 to i64, !dbg !61
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %12, !dbg !61
  store float %11, ptr %13, align 4, !dbg !62, !tbaa !33
  %14 = icmp sgt i32 %2, 0, !dbg !63
  br i1 %14, label %17, label %15, !dbg !64

15:                                               ; preds = %3
  %16 = add nuw nsw i32 %4, 1, !dbg !65
  br label %23, !dbg !64

17:                                               ; preds = %3
  %18 = add nsw i32 %5, -1
  %19 = add nuw nsw i32 %18, %4
  %20 = add nuw nsw i32 %4, 1
  br label %31, !dbg !64

21:                                               ; preds = %31
  %22 = zext nneg i32 %45 to i64, !dbg !66
  br label %23, !dbg !67

23:                                               ; preds = %15, %21
  %24 = phi i32 [ %16, %15 ], [ %20, %21 ], !dbg !65
  %25 = phi i64 [ 0, %15 ], [ %22, %21 ], !dbg !68
  tail call void @llvm.nvvm.barrier0(), !dbg !67
  %26 = urem i32 %24, %5, !dbg !69
  %27 = zext nneg i32 %26 to i64, !dbg !66
  %28 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %25, i64 %27, !dbg !66
  %29 = load float, ptr %28, align 4, !dbg !66, !tbaa !33
  %30 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !70
  store float %29, ptr %30, align 4, !dbg !71, !tbaa !33
  ret void, !dbg !72

31:                                               ; preds = %17, %31
  %32 = phi i32 [ 0, %17 ], [ %45, %31 ]
  %33 = phi i32 [ 0, %17 ], [ %48, %31 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %34 = zext nneg i32 %32 to i64, !dbg !74
  %35 = urem i32 %19, %5, !dbg !75
  %36 = zext nneg i32 %35 to i64, !dbg !74
  %37 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %34, i64 %36, !dbg !74
  %38 = load float, ptr %37, align 4, !dbg !74, !tbaa !33
  %39 = urem i32 %20, %5, !dbg !76
  %40 = zext nneg i32 %39 to i64, !dbg !77
  %41 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %34, i64 %40, !dbg !77
  %42 = load float, ptr %41, align 4, !dbg !77, !tbaa !33
  %43 = fadd contract float %38, %42, !dbg !78
  %44 = fmul contract float %43, 5.000000e-01, !dbg !79
  %45 = xor i32 %32, 1, !dbg !80
  %46 = zext nneg i32 %45 to i64, !dbg !81
  %47 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19loop_top_prev_writeE3buf to ptr), i64 0, i64 %46, i64 %12, !dbg !81
  store float %44, ptr %47, align 4, !dbg !82, !tbaa !33
  %48 = add nuw nsw i32 %33, 1, !dbg !83
  %49 = icmp eq i32 %48, %2, !dbg !63
  br i1 %49, label %21, label %31, !dbg !64, !llvm.loop !84
}

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
!7 = !DIFile(filename: "loop_top_bottom.cu", directory: ".")
!8 = !{ptr @loop_top_bottom, !"kernel", i32 1}
!9 = !{ptr @loop_top_prev_write, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "loop_top_bottom", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 12, scope: !13)
!20 = !DILocation(line: 12, column: 21, scope: !13)
!21 = !DILocation(line: 12, column: 3, scope: !13)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 19, column: 20, scope: !13)
!25 = !DILocation(line: 0, scope: !13)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 19, column: 7, scope: !13)
!29 = !DILocation(line: 19, column: 18, scope: !13)
!30 = !DILocation(line: 19, column: 31, scope: !13)
!31 = !DILocation(line: 19, column: 3, scope: !13)
!32 = !DILocation(line: 19, column: 36, scope: !13)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 20, column: 1, scope: !13)
!38 = !DILocation(line: 13, column: 5, scope: !13)
!39 = !DILocation(line: 14, column: 17, scope: !13)
!40 = !DILocation(line: 14, column: 30, scope: !13)
!41 = !DILocation(line: 14, column: 12, scope: !13)
!42 = !DILocation(line: 14, column: 10, scope: !13)
!43 = !DILocation(line: 15, column: 5, scope: !13)
!44 = !DILocation(line: 16, column: 12, scope: !13)
!45 = !DILocation(line: 16, column: 9, scope: !13)
!46 = !DILocation(line: 17, column: 5, scope: !13)
!47 = !DILocation(line: 12, column: 26, scope: !13)
!48 = distinct !{!48, !21, !49, !50}
!49 = !DILocation(line: 18, column: 3, scope: !13)
!50 = !{!"llvm.loop.mustprogress"}
!51 = distinct !DISubprogram(name: "loop_top_prev_write", scope: !7, file: !7, line: 22, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !53)
!53 = distinct !DILocation(line: 25, column: 12, scope: !51)
!54 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !55)
!55 = distinct !DILocation(line: 26, column: 13, scope: !51)
!56 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !57)
!57 = distinct !DILocation(line: 27, column: 18, scope: !51)
!58 = !DILocation(line: 27, column: 29, scope: !51)
!59 = !DILocation(line: 27, column: 34, scope: !51)
!60 = !DILocation(line: 27, column: 15, scope: !51)
!61 = !DILocation(line: 27, column: 3, scope: !51)
!62 = !DILocation(line: 27, column: 13, scope: !51)
!63 = !DILocation(line: 29, column: 21, scope: !51)
!64 = !DILocation(line: 29, column: 3, scope: !51)
!65 = !DILocation(line: 37, column: 42, scope: !51)
!66 = !DILocation(line: 37, column: 30, scope: !51)
!67 = !DILocation(line: 36, column: 3, scope: !51)
!68 = !DILocation(line: 0, scope: !51)
!69 = !DILocation(line: 37, column: 47, scope: !51)
!70 = !DILocation(line: 37, column: 3, scope: !51)
!71 = !DILocation(line: 37, column: 28, scope: !51)
!72 = !DILocation(line: 38, column: 1, scope: !51)
!73 = !DILocation(line: 30, column: 5, scope: !51)
!74 = !DILocation(line: 31, column: 18, scope: !51)
!75 = !DILocation(line: 31, column: 40, scope: !51)
!76 = !DILocation(line: 32, column: 36, scope: !51)
!77 = !DILocation(line: 32, column: 19, scope: !51)
!78 = !DILocation(line: 33, column: 36, scope: !51)
!79 = !DILocation(line: 33, column: 28, scope: !51)
!80 = !DILocation(line: 33, column: 13, scope: !51)
!81 = !DILocation(line: 33, column: 5, scope: !51)
!82 = !DILocation(line: 33, column: 21, scope: !51)
!83 = !DILocation(line: 29, column: 30, scope: !51)
!84 = distinct !{!84, !64, !85, !50}
!85 = !DILocation(line: 35, column: 3, scope: !51)
