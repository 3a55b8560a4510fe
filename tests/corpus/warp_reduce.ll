; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17block_reduce_shflE9warp_sums = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_reduce_shfl(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %7 = mul i32 %5, %6, !dbg !23
  %8 = add i32 %7, %4, !dbg !24
  %9 = icmp ult i32 %8, %2, !dbg !25
  br i1 %9, label %10, label %14, !dbg !26

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !27, !tbaa !28
  br label %14, !dbg !26

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ], !dbg !26
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %15, i32 16, i32 31), !dbg !32
  %17 = fadd contract float %15, %16, !dbg !37
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 8, i32 31), !dbg !32
  %19 = fadd contract float %17, %18, !dbg !37
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 4, i32 31), !dbg !32
  %21 = fadd contract float %19, %20, !dbg !37
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 2, i32 31), !dbg !32
  %23 = fadd contract float %21, %22, !dbg !37
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 1, i32 31), !dbg !32
  %25 = and i32 %4, 31, !dbg !38
  %26 = icmp eq i32 %25, 0, !dbg !39
  br i1 %26, label %27, label %32, !dbg !40

27:                                               ; preds = %14
  %28 = fadd contract float %23, %24, !dbg !37
  %29 = lshr exact i32 %4, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17block_reduce_shflE9warp_sums to ptr), i64 0, i64 %30
  store float %28, ptr %31, align 4, !dbg !41, !tbaa !28
  br label %32, !dbg !42

32:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %33 = icmp ult i32 %4, 32, !dbg !44
  br i1 %33, label %34, label %57, !dbg !45

34:                                               ; preds = %32
  %35 = add nuw nsw i32 %6, 31, !dbg !46
  %36 = lshr i32 %35, 5, !dbg !47
  %37 = icmp ult i32 %4, %36, !dbg !48
  br i1 %37, label %38, label %42, !dbg !49

38:                                               ; preds = %34
  %39 = zext nneg i32 %25 to i64
  %40 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17block_reduce_shflE9warp_sums to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !dbg !50, !tbaa !28
  br label %42, !dbg !49

42:                                               ; preds = %34, %38
  %43 = phi contract float [ %41, %38 ], [ 0.000000e+00, %34 ], !dbg !49
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 16, i32 31), !dbg !51
  %45 = fadd contract float %43, %44, !dbg !54
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 8, i32 31), !dbg !51
  %47 = fadd contract float %45, %46, !dbg !54
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 4, i32 31), !dbg !51
  %49 = fadd contract float %47, %48, !dbg !54
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 2, i32 31), !dbg !51
  %51 = fadd contract float %49, %50, !dbg !54
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 1, i32 31), !dbg !51
  br i1 %26, label %53, label %57, !dbg !55

53:                                               ; preds = %42
  %54 = fadd contract float %51, %52, !dbg !54
  %55 = zext nneg i32 %5 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  store float %54, ptr %56, align 4, !dbg !56, !tbaa !28
  br label %57, !dbg !57

57:                                               ; preds = %42, %53, %32
  ret void, !dbg !58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_then_atomic(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1) local_unnamed_addr #0 !dbg !59 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %5 = mul i32 %3, %4, !dbg !64
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %7 = add i32 %5, %6, !dbg !67
  %8 = zext i32 %7 to i64, !dbg !68
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !68
  %10 = load float, ptr %9, align 4, !dbg !68, !tbaa !28
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %10, i32 16, i32 31), !dbg !69
  %12 = fadd contract float %10, %11, !dbg !72
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 8, i32 31), !dbg !69
  %14 = fadd contract float %12, %13, !dbg !72
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 4, i32 31), !dbg !69
  %16 = fadd contract float %14, %15, !dbg !72
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 2, i32 31), !dbg !69
  %18 = fadd contract float %16, %17, !dbg !72
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 1, i32 31), !dbg !69
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %20 = and i32 %6, 31, !dbg !74
  %21 = icmp eq i32 %20, 0, !dbg !75
  br i1 %21, label %22, label %25, !dbg !76

22:                                               ; preds = %2
  %23 = fadd contract float %18, %19, !dbg !72
  %24 = atomicrmw fadd ptr %1, float %23 seq_cst, align 4, !dbg !77
  br label %25, !dbg !80

25:                                               ; preds = %22, %2
  ret void, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_reduce.cu", directory: ".")
!2 = !{ptr @block_reduce_shfl, !"kernel", i32 1}
!3 = !{ptr @shfl_then_atomic, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "block_reduce_shfl", scope: !1, file: !1, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 17, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 18, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 18, column: 25, scope: !10)
!23 = !DILocation(line: 18, column: 23, scope: !10)
!24 = !DILocation(line: 18, column: 36, scope: !10)
!25 = !DILocation(line: 19, column: 16, scope: !10)
!26 = !DILocation(line: 19, column: 13, scope: !10)
!27 = !DILocation(line: 19, column: 23, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 112, column: 10, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !15, file: !15, line: 111, type: !11, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 10, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 20, column: 7, scope: !10)
!37 = !DILocation(line: 10, column: 7, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 21, column: 17, scope: !10)
!39 = !DILocation(line: 22, column: 12, scope: !10)
!40 = !DILocation(line: 22, column: 7, scope: !10)
!41 = !DILocation(line: 23, column: 21, scope: !10)
!42 = !DILocation(line: 23, column: 5, scope: !10)
!43 = !DILocation(line: 24, column: 3, scope: !10)
!44 = !DILocation(line: 25, column: 12, scope: !10)
!45 = !DILocation(line: 25, column: 7, scope: !10)
!46 = !DILocation(line: 26, column: 26, scope: !10)
!47 = !DILocation(line: 26, column: 32, scope: !10)
!48 = !DILocation(line: 26, column: 12, scope: !10)
!49 = !DILocation(line: 26, column: 9, scope: !10)
!50 = !DILocation(line: 26, column: 40, scope: !10)
!51 = !DILocation(line: 112, column: 10, scope: !33, inlinedAt: !52)
!52 = distinct !DILocation(line: 10, column: 10, scope: !35, inlinedAt: !53)
!53 = distinct !DILocation(line: 27, column: 9, scope: !10)
!54 = !DILocation(line: 10, column: 7, scope: !35, inlinedAt: !53)
!55 = !DILocation(line: 28, column: 9, scope: !10)
!56 = !DILocation(line: 29, column: 23, scope: !10)
!57 = !DILocation(line: 29, column: 7, scope: !10)
!58 = !DILocation(line: 31, column: 1, scope: !10)
!59 = distinct !DISubprogram(name: "shfl_then_atomic", scope: !1, file: !1, line: 33, type: !11, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !61)
!61 = distinct !DILocation(line: 35, column: 16, scope: !59)
!62 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !63)
!63 = distinct !DILocation(line: 35, column: 29, scope: !59)
!64 = !DILocation(line: 35, column: 27, scope: !59)
!65 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !66)
!66 = distinct !DILocation(line: 35, column: 42, scope: !59)
!67 = !DILocation(line: 35, column: 40, scope: !59)
!68 = !DILocation(line: 35, column: 13, scope: !59)
!69 = !DILocation(line: 112, column: 10, scope: !33, inlinedAt: !70)
!70 = distinct !DILocation(line: 10, column: 10, scope: !35, inlinedAt: !71)
!71 = distinct !DILocation(line: 36, column: 7, scope: !59)
!72 = !DILocation(line: 10, column: 7, scope: !35, inlinedAt: !71)
!73 = !DILocation(line: 37, column: 3, scope: !59)
!74 = !DILocation(line: 38, column: 20, scope: !59)
!75 = !DILocation(line: 38, column: 26, scope: !59)
!76 = !DILocation(line: 38, column: 7, scope: !59)
!77 = !DILocation(line: 90, column: 10, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 89, type: !11, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = distinct !DILocation(line: 39, column: 5, scope: !59)
!80 = !DILocation(line: 39, column: 5, scope: !59)
!81 = !DILocation(line: 40, column: 1, scope: !59)
