; ModuleID = 'tiles_2d.cu'
source_filename = "tiles_2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8tile_ownE4tile = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZ15tile_transposedE4tile = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 4
@_ZZ9tile_rowsE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ13row_broadcastE3row = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ7tile_3dE4cube = internal unnamed_addr addrspace(3) global [2 x [4 x [8 x i32]]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %5 = shl nuw nsw i32 %4, 5, !dbg !23
  %6 = add nuw nsw i32 %5, %3, !dbg !24
  %7 = zext nneg i32 %6 to i64, !dbg !25
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !25
  %9 = load float, ptr %8, align 4, !dbg !25, !tbaa !26
  %10 = zext nneg i32 %4 to i64, !dbg !30
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8tile_ownE4tile to ptr), i64 0, i64 %10, i64 %11, !dbg !30
  store float %9, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = load float, ptr %12, align 4, !dbg !33, !tbaa !26
  %14 = fmul contract float %13, 2.000000e+00, !dbg !34
  %15 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !35
  store float %14, ptr %15, align 4, !dbg !36, !tbaa !26
  ret void, !dbg !37
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_transposed(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !38 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !41
  %5 = shl nuw nsw i32 %4, 3, !dbg !43
  %6 = add nuw nsw i32 %5, %3, !dbg !44
  %7 = zext nneg i32 %6 to i64, !dbg !45
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !45
  %9 = load float, ptr %8, align 4, !dbg !45, !tbaa !26
  %10 = zext nneg i32 %4 to i64, !dbg !46
  %11 = zext nneg i32 %3 to i64, !dbg !46
  %12 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15tile_transposedE4tile to ptr), i64 0, i64 %10, i64 %11, !dbg !46
  store float %9, ptr %12, align 4, !dbg !47, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %13 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15tile_transposedE4tile to ptr), i64 0, i64 %11, i64 %10, !dbg !49
  %14 = load float, ptr %13, align 4, !dbg !49, !tbaa !26
  %15 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !50
  store float %14, ptr %15, align 4, !dbg !51, !tbaa !26
  ret void, !dbg !52
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_rows(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !53 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !56
  %5 = zext nneg i32 %3 to i64
  %6 = shl nuw nsw i32 %4, 5, !dbg !58
  %7 = add nuw nsw i32 %6, %3, !dbg !59
  %8 = zext nneg i32 %7 to i64, !dbg !60
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !60
  %10 = load float, ptr %9, align 4, !dbg !60, !tbaa !26
  %11 = zext nneg i32 %4 to i64, !dbg !61
  %12 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_rowsE4tile to ptr), i64 0, i64 %11, i64 %5, !dbg !61
  store float %10, ptr %12, align 4, !dbg !62, !tbaa !26
  %13 = add nuw nsw i32 %4, 8, !dbg !63
  %14 = shl nuw nsw i32 %13, 5, !dbg !58
  %15 = add nuw nsw i32 %14, %3, !dbg !59
  %16 = zext nneg i32 %15 to i64, !dbg !60
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !60
  %18 = load float, ptr %17, align 4, !dbg !60, !tbaa !26
  %19 = zext nneg i32 %13 to i64, !dbg !61
  %20 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_rowsE4tile to ptr), i64 0, i64 %19, i64 %5, !dbg !61
  store float %18, ptr %20, align 4, !dbg !62, !tbaa !26
  %21 = add nuw nsw i32 %4, 16, !dbg !63
  %22 = shl nuw nsw i32 %21, 5, !dbg !58
  %23 = add nuw nsw i32 %22, %3, !dbg !59
  %24 = zext nneg i32 %23 to i64, !dbg !60
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !60
  %26 = load float, ptr %25, align 4, !dbg !60, !tbaa !26
  %27 = zext nneg i32 %21 to i64, !dbg !61
  %28 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_rowsE4tile to ptr), i64 0, i64 %27, i64 %5, !dbg !61
  store float %26, ptr %28, align 4, !dbg !62, !tbaa !26
  %29 = add nuw nsw i32 %4, 24, !dbg !63
  %30 = shl nuw nsw i32 %29, 5, !dbg !58
  %31 = add nuw nsw i32 %30, %3, !dbg !59
  %32 = zext nneg i32 %31 to i64, !dbg !60
  %33 = getelementptr inbounds float, ptr %0, i64 %32, !dbg !60
  %34 = load float, ptr %33, align 4, !dbg !60, !tbaa !26
  %35 = zext nneg i32 %29 to i64, !dbg !61
  %36 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_rowsE4tile to ptr), i64 0, i64 %35, i64 %5, !dbg !61
  store float %34, ptr %36, align 4, !dbg !62, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %37 = load float, ptr %12, align 4, !dbg !65, !tbaa !26
  %38 = fadd contract float %37, 1.000000e+00, !dbg !66
  %39 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !67
  store float %38, ptr %39, align 4, !dbg !68, !tbaa !26
  %40 = load float, ptr %20, align 4, !dbg !65, !tbaa !26
  %41 = fadd contract float %40, 1.000000e+00, !dbg !66
  %42 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !67
  store float %41, ptr %42, align 4, !dbg !68, !tbaa !26
  %43 = load float, ptr %28, align 4, !dbg !65, !tbaa !26
  %44 = fadd contract float %43, 1.000000e+00, !dbg !66
  %45 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !67
  store float %44, ptr %45, align 4, !dbg !68, !tbaa !26
  %46 = load float, ptr %36, align 4, !dbg !65, !tbaa !26
  %47 = fadd contract float %46, 1.000000e+00, !dbg !66
  %48 = getelementptr inbounds float, ptr %1, i64 %32, !dbg !67
  store float %47, ptr %48, align 4, !dbg !68, !tbaa !26
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @row_broadcast(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !70 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !73
  %5 = icmp eq i32 %4, 0, !dbg !75
  %6 = zext nneg i32 %3 to i64
  br i1 %5, label %7, label %11, !dbg !76

7:                                                ; preds = %2
  %8 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13row_broadcastE3row to ptr), i64 0, i64 %6
  %9 = getelementptr inbounds float, ptr %0, i64 %6
  %10 = load float, ptr %9, align 4, !dbg !77, !tbaa !26
  store float %10, ptr %8, align 4, !dbg !78, !tbaa !26
  br label %11, !dbg !79

11:                                               ; preds = %2, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !80
  %12 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13row_broadcastE3row to ptr), i64 0, i64 %6, !dbg !81
  %13 = load float, ptr %12, align 4, !dbg !81, !tbaa !26
  %14 = shl nuw nsw i32 %4, 5, !dbg !82
  %15 = add nuw nsw i32 %14, %3, !dbg !83
  %16 = zext nneg i32 %15 to i64, !dbg !84
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !84
  store float %13, ptr %17, align 4, !dbg !85, !tbaa !26
  ret void, !dbg !86
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_3d(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !87 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !88
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !90
  %5 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !92
  %6 = shl nuw nsw i32 %5, 5, !dbg !95
  %7 = shl nuw nsw i32 %4, 3, !dbg !95
  %8 = add nuw nsw i32 %7, %3, !dbg !95
  %9 = add nuw nsw i32 %8, %6, !dbg !96
  %10 = zext nneg i32 %9 to i64, !dbg !97
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !97
  %12 = load i32, ptr %11, align 4, !dbg !97, !tbaa !98
  %13 = zext nneg i32 %5 to i64, !dbg !100
  %14 = zext nneg i32 %4 to i64, !dbg !100
  %15 = zext nneg i32 %3 to i64, !dbg !100
  %16 = getelementptr inbounds [2 x [4 x [8 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_3dE4cube to ptr), i64 0, i64 %13, i64 %14, i64 %15, !dbg !100
  store i32 %12, ptr %16, align 4, !dbg !101, !tbaa !98
  tail call void @llvm.nvvm.barrier0(), !dbg !102
  %17 = load i32, ptr %16, align 4, !dbg !103, !tbaa !98
  %18 = mul nsw i32 %17, 5, !dbg !104
  %19 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !105
  store i32 %18, ptr %19, align 4, !dbg !106, !tbaa !98
  ret void, !dbg !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiles_2d.cu", directory: ".")
!2 = !{ptr @tile_own, !"kernel", i32 1}
!3 = !{ptr @tile_transposed, !"kernel", i32 1}
!4 = !{ptr @tile_rows, !"kernel", i32 1}
!5 = !{ptr @row_broadcast, !"kernel", i32 1}
!6 = !{ptr @tile_3d, !"kernel", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 2}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "tile_own", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !18, file: !18, line: 58, type: !14, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!19 = distinct !DILocation(line: 9, column: 12, scope: !13)
!20 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !18, file: !18, line: 58, type: !14, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 29, scope: !13)
!23 = !DILocation(line: 10, column: 21, scope: !13)
!24 = !DILocation(line: 10, column: 25, scope: !13)
!25 = !DILocation(line: 10, column: 16, scope: !13)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 3, scope: !13)
!31 = !DILocation(line: 10, column: 14, scope: !13)
!32 = !DILocation(line: 11, column: 3, scope: !13)
!33 = !DILocation(line: 12, column: 20, scope: !13)
!34 = !DILocation(line: 12, column: 31, scope: !13)
!35 = !DILocation(line: 12, column: 3, scope: !13)
!36 = !DILocation(line: 12, column: 18, scope: !13)
!37 = !DILocation(line: 13, column: 1, scope: !13)
!38 = distinct !DISubprogram(name: "tile_transposed", scope: !1, file: !1, line: 16, type: !14, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !40)
!40 = distinct !DILocation(line: 18, column: 12, scope: !38)
!41 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !42)
!42 = distinct !DILocation(line: 18, column: 29, scope: !38)
!43 = !DILocation(line: 19, column: 21, scope: !38)
!44 = !DILocation(line: 19, column: 25, scope: !38)
!45 = !DILocation(line: 19, column: 16, scope: !38)
!46 = !DILocation(line: 19, column: 3, scope: !38)
!47 = !DILocation(line: 19, column: 14, scope: !38)
!48 = !DILocation(line: 20, column: 3, scope: !38)
!49 = !DILocation(line: 21, column: 20, scope: !38)
!50 = !DILocation(line: 21, column: 3, scope: !38)
!51 = !DILocation(line: 21, column: 18, scope: !38)
!52 = !DILocation(line: 22, column: 1, scope: !38)
!53 = distinct !DISubprogram(name: "tile_rows", scope: !1, file: !1, line: 26, type: !14, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !55)
!55 = distinct !DILocation(line: 28, column: 12, scope: !53)
!56 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !57)
!57 = distinct !DILocation(line: 28, column: 29, scope: !53)
!58 = !DILocation(line: 31, column: 33, scope: !53)
!59 = !DILocation(line: 31, column: 37, scope: !53)
!60 = !DILocation(line: 31, column: 22, scope: !53)
!61 = !DILocation(line: 31, column: 5, scope: !53)
!62 = !DILocation(line: 31, column: 20, scope: !53)
!63 = !DILocation(line: 31, column: 28, scope: !53)
!64 = !DILocation(line: 32, column: 3, scope: !53)
!65 = !DILocation(line: 35, column: 28, scope: !53)
!66 = !DILocation(line: 35, column: 43, scope: !53)
!67 = !DILocation(line: 35, column: 5, scope: !53)
!68 = !DILocation(line: 35, column: 26, scope: !53)
!69 = !DILocation(line: 36, column: 1, scope: !53)
!70 = distinct !DISubprogram(name: "row_broadcast", scope: !1, file: !1, line: 40, type: !14, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !72)
!72 = distinct !DILocation(line: 42, column: 12, scope: !70)
!73 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !74)
!74 = distinct !DILocation(line: 42, column: 29, scope: !70)
!75 = !DILocation(line: 43, column: 9, scope: !70)
!76 = !DILocation(line: 43, column: 7, scope: !70)
!77 = !DILocation(line: 44, column: 14, scope: !70)
!78 = !DILocation(line: 44, column: 12, scope: !70)
!79 = !DILocation(line: 44, column: 5, scope: !70)
!80 = !DILocation(line: 45, column: 3, scope: !70)
!81 = !DILocation(line: 46, column: 20, scope: !70)
!82 = !DILocation(line: 46, column: 9, scope: !70)
!83 = !DILocation(line: 46, column: 13, scope: !70)
!84 = !DILocation(line: 46, column: 3, scope: !70)
!85 = !DILocation(line: 46, column: 18, scope: !70)
!86 = !DILocation(line: 47, column: 1, scope: !70)
!87 = distinct !DISubprogram(name: "tile_3d", scope: !1, file: !1, line: 51, type: !14, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !89)
!89 = distinct !DILocation(line: 53, column: 12, scope: !87)
!90 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !91)
!91 = distinct !DILocation(line: 53, column: 29, scope: !87)
!92 = !DILocation(line: 58, column: 1, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "__fetch_z", scope: !18, file: !18, line: 58, type: !14, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!94 = distinct !DILocation(line: 53, column: 46, scope: !87)
!95 = !DILocation(line: 54, column: 24, scope: !87)
!96 = !DILocation(line: 54, column: 28, scope: !87)
!97 = !DILocation(line: 55, column: 19, scope: !87)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !28, i64 0}
!100 = !DILocation(line: 55, column: 3, scope: !87)
!101 = !DILocation(line: 55, column: 17, scope: !87)
!102 = !DILocation(line: 56, column: 3, scope: !87)
!103 = !DILocation(line: 57, column: 12, scope: !87)
!104 = !DILocation(line: 57, column: 26, scope: !87)
!105 = !DILocation(line: 57, column: 3, scope: !87)
!106 = !DILocation(line: 57, column: 10, scope: !87)
!107 = !DILocation(line: 58, column: 1, scope: !87)
