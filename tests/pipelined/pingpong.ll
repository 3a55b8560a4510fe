; ModuleID = 'pingpong.cu'
source_filename = "pingpong.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13jacobi_halvesPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ7rotate3PfiE3buf = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13jacobi_halvesPfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %10, !dbg !29
  store float %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = icmp sgt i32 %1, 0, !dbg !32
  br i1 %12, label %13, label %20, !dbg !33

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %3, 255
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %3, 1
  %18 = and i32 %17, 255
  %19 = zext nneg i32 %18 to i64
  br label %25, !dbg !33

20:                                               ; preds = %25, %2
  %21 = and i32 %1, 1, !dbg !34
  %22 = zext nneg i32 %21 to i64, !dbg !35
  %23 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %22, i64 %10, !dbg !35
  %24 = load float, ptr %23, align 4, !dbg !35, !tbaa !25
  store float %24, ptr %8, align 4, !dbg !36, !tbaa !25
  ret void, !dbg !37

25:                                               ; preds = %13, %25
  %26 = phi i32 [ 0, %13 ], [ %38, %25 ]
  %27 = and i32 %26, 1, !dbg !38
  %28 = xor i32 %27, 1, !dbg !39
  %29 = zext nneg i32 %27 to i64, !dbg !40
  %30 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %29, i64 %16, !dbg !40
  %31 = load float, ptr %30, align 4, !dbg !40, !tbaa !25
  %32 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %29, i64 %19, !dbg !41
  %33 = load float, ptr %32, align 4, !dbg !41, !tbaa !25
  %34 = fadd contract float %31, %33, !dbg !42
  %35 = fmul contract float %34, 5.000000e-01, !dbg !43
  %36 = zext nneg i32 %28 to i64, !dbg !44
  %37 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf to ptr), i64 0, i64 %36, i64 %10, !dbg !44
  store float %35, ptr %37, align 4, !dbg !45, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %38 = add nuw nsw i32 %26, 1, !dbg !47
  %39 = icmp eq i32 %38, %1, !dbg !32
  br i1 %39, label %20, label %25, !dbg !33, !llvm.loop !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7rotate3Pfi(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !51 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %5 = shl i32 %4, 8, !dbg !56
  %6 = add i32 %5, %3, !dbg !57
  %7 = zext i32 %6 to i64, !dbg !58
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !58
  %9 = load float, ptr %8, align 4, !dbg !58, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !59
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %10, !dbg !59
  store float %9, ptr %11, align 4, !dbg !60, !tbaa !25
  %12 = getelementptr inbounds [256 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 1024), i64 0, i64 %10, !dbg !61
  store float %9, ptr %12, align 4, !dbg !62, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %13 = icmp sgt i32 %1, 0, !dbg !64
  br i1 %13, label %14, label %21, !dbg !65

14:                                               ; preds = %2
  %15 = add nuw nsw i32 %3, 1
  %16 = and i32 %15, 255
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i32 %3, 255
  %19 = and i32 %18, 255
  %20 = zext nneg i32 %19 to i64
  br label %27, !dbg !65

21:                                               ; preds = %27, %2
  %22 = add nsw i32 %1, 1, !dbg !66
  %23 = srem i32 %22, 3, !dbg !67
  %24 = sext i32 %23 to i64, !dbg !68
  %25 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %24, i64 %10, !dbg !68
  %26 = load float, ptr %25, align 4, !dbg !68, !tbaa !25
  store float %26, ptr %8, align 4, !dbg !69, !tbaa !25
  ret void, !dbg !70

27:                                               ; preds = %14, %27
  %28 = phi i32 [ 0, %14 ], [ %32, %27 ]
  %29 = add nuw nsw i32 %28, 2, !dbg !71
  %30 = urem i32 %29, 3, !dbg !72
  %31 = urem i32 %28, 3, !dbg !73
  %32 = add nuw nsw i32 %28, 1, !dbg !74
  %33 = urem i32 %32, 3, !dbg !75
  %34 = zext nneg i32 %31 to i64, !dbg !76
  %35 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %34, i64 %17, !dbg !76
  %36 = load float, ptr %35, align 4, !dbg !76, !tbaa !25
  %37 = zext nneg i32 %33 to i64, !dbg !77
  %38 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %37, i64 %20, !dbg !77
  %39 = load float, ptr %38, align 4, !dbg !77, !tbaa !25
  %40 = fadd contract float %36, %39, !dbg !78
  %41 = zext nneg i32 %30 to i64, !dbg !79
  %42 = getelementptr inbounds [3 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7rotate3PfiE3buf to ptr), i64 0, i64 %41, i64 %10, !dbg !79
  store float %40, ptr %42, align 4, !dbg !80, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !81
  %43 = icmp eq i32 %32, %1, !dbg !64
  br i1 %43, label %21, label %27, !dbg !65, !llvm.loop !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pingpong.cu", directory: ".")
!2 = !{ptr @_Z13jacobi_halvesPfi, !"kernel", i32 1}
!3 = !{ptr @_Z13jacobi_halvesPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z7rotate3Pfi, !"kernel", i32 1}
!5 = !{ptr @_Z7rotate3Pfi, !"maxntidx", i32 256}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "jacobi_halves", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 58, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!18 = distinct !DILocation(line: 11, column: 11, scope: !12)
!19 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 59, type: !13, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 12, column: 17, scope: !12)
!22 = !DILocation(line: 12, column: 28, scope: !12)
!23 = !DILocation(line: 12, column: 32, scope: !12)
!24 = !DILocation(line: 12, column: 15, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 12, column: 3, scope: !12)
!30 = !DILocation(line: 12, column: 13, scope: !12)
!31 = !DILocation(line: 13, column: 3, scope: !12)
!32 = !DILocation(line: 14, column: 21, scope: !12)
!33 = !DILocation(line: 14, column: 3, scope: !12)
!34 = !DILocation(line: 20, column: 37, scope: !12)
!35 = !DILocation(line: 20, column: 27, scope: !12)
!36 = !DILocation(line: 20, column: 25, scope: !12)
!37 = !DILocation(line: 21, column: 1, scope: !12)
!38 = !DILocation(line: 15, column: 17, scope: !12)
!39 = !DILocation(line: 15, column: 32, scope: !12)
!40 = !DILocation(line: 16, column: 15, scope: !12)
!41 = !DILocation(line: 16, column: 46, scope: !12)
!42 = !DILocation(line: 17, column: 29, scope: !12)
!43 = !DILocation(line: 17, column: 24, scope: !12)
!44 = !DILocation(line: 17, column: 5, scope: !12)
!45 = !DILocation(line: 17, column: 17, scope: !12)
!46 = !DILocation(line: 18, column: 5, scope: !12)
!47 = !DILocation(line: 14, column: 30, scope: !12)
!48 = distinct !{!48, !33, !49, !50}
!49 = !DILocation(line: 19, column: 3, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = distinct !DISubprogram(name: "rotate3", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !53)
!53 = distinct !DILocation(line: 27, column: 11, scope: !51)
!54 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !55)
!55 = distinct !DILocation(line: 28, column: 17, scope: !51)
!56 = !DILocation(line: 28, column: 28, scope: !51)
!57 = !DILocation(line: 28, column: 32, scope: !51)
!58 = !DILocation(line: 28, column: 15, scope: !51)
!59 = !DILocation(line: 28, column: 3, scope: !51)
!60 = !DILocation(line: 28, column: 13, scope: !51)
!61 = !DILocation(line: 29, column: 3, scope: !51)
!62 = !DILocation(line: 29, column: 13, scope: !51)
!63 = !DILocation(line: 30, column: 3, scope: !51)
!64 = !DILocation(line: 31, column: 21, scope: !51)
!65 = !DILocation(line: 31, column: 3, scope: !51)
!66 = !DILocation(line: 36, column: 38, scope: !51)
!67 = !DILocation(line: 36, column: 43, scope: !51)
!68 = !DILocation(line: 36, column: 27, scope: !51)
!69 = !DILocation(line: 36, column: 25, scope: !51)
!70 = !DILocation(line: 37, column: 1, scope: !51)
!71 = !DILocation(line: 32, column: 16, scope: !51)
!72 = !DILocation(line: 32, column: 21, scope: !51)
!73 = !DILocation(line: 32, column: 32, scope: !51)
!74 = !DILocation(line: 32, column: 44, scope: !51)
!75 = !DILocation(line: 32, column: 49, scope: !51)
!76 = !DILocation(line: 33, column: 17, scope: !51)
!77 = !DILocation(line: 33, column: 39, scope: !51)
!78 = !DILocation(line: 33, column: 37, scope: !51)
!79 = !DILocation(line: 33, column: 5, scope: !51)
!80 = !DILocation(line: 33, column: 15, scope: !51)
!81 = !DILocation(line: 34, column: 5, scope: !51)
!82 = distinct !{!82, !65, !83, !50}
!83 = !DILocation(line: 35, column: 3, scope: !51)
