; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17block_reduce_shflE9warp_sums = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_reduce_shfl(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = add i32 %7, %4, !dbg !27
  %9 = icmp ult i32 %8, %2, !dbg !28
  br i1 %9, label %10, label %14, !dbg !29

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !30, !tbaa !31
  br label %14, !dbg !29

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ], !dbg !29
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %15, i32 16, i32 31), !dbg !35
  %17 = fadd contract float %15, %16, !dbg !41
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 8, i32 31), !dbg !35
  %19 = fadd contract float %17, %18, !dbg !41
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 4, i32 31), !dbg !35
  %21 = fadd contract float %19, %20, !dbg !41
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 2, i32 31), !dbg !35
  %23 = fadd contract float %21, %22, !dbg !41
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 1, i32 31), !dbg !35
  %25 = and i32 %4, 31, !dbg !42
  %26 = icmp eq i32 %25, 0, !dbg !43
  br i1 %26, label %27, label %32, !dbg !44

27:                                               ; preds = %14
  %28 = fadd contract float %23, %24, !dbg !41
  %29 = lshr exact i32 %4, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17block_reduce_shflE9warp_sums to ptr), i64 0, i64 %30
  store float %28, ptr %31, align 4, !dbg !45, !tbaa !31
  br label %32, !dbg !46

32:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %33 = icmp ult i32 %4, 32, !dbg !48
  br i1 %33, label %34, label %57, !dbg !49

34:                                               ; preds = %32
  %35 = add nuw nsw i32 %6, 31, !dbg !50
  %36 = lshr i32 %35, 5, !dbg !51
  %37 = icmp ult i32 %4, %36, !dbg !52
  br i1 %37, label %38, label %42, !dbg !53

38:                                               ; preds = %34
  %39 = zext nneg i32 %25 to i64
  %40 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17block_reduce_shflE9warp_sums to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !dbg !54, !tbaa !31
  br label %42, !dbg !53

42:                                               ; preds = %34, %38
  %43 = phi contract float [ %41, %38 ], [ 0.000000e+00, %34 ], !dbg !53
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 16, i32 31), !dbg !55
  %45 = fadd contract float %43, %44, !dbg !58
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 8, i32 31), !dbg !55
  %47 = fadd contract float %45, %46, !dbg !58
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 4, i32 31), !dbg !55
  %49 = fadd contract float %47, %48, !dbg !58
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 2, i32 31), !dbg !55
  %51 = fadd contract float %49, %50, !dbg !58
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 1, i32 31), !dbg !55
  br i1 %26, label %53, label %57, !dbg !59

53:                                               ; preds = %42
  %54 = fadd contract float %51, %52, !dbg !58
  %55 = zext nneg i32 %5 to i64
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  store float %54, ptr %56, align 4, !dbg !60, !tbaa !31
  br label %57, !dbg !61

57:                                               ; preds = %42, %53, %32
  ret void, !dbg !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_then_atomic(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1) local_unnamed_addr #0 !dbg !63 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !66
  %5 = mul i32 %3, %4, !dbg !68
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  %7 = add i32 %5, %6, !dbg !71
  %8 = zext i32 %7 to i64, !dbg !72
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !72
  %10 = load float, ptr %9, align 4, !dbg !72, !tbaa !31
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %10, i32 16, i32 31), !dbg !73
  %12 = fadd contract float %10, %11, !dbg !76
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 8, i32 31), !dbg !73
  %14 = fadd contract float %12, %13, !dbg !76
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 4, i32 31), !dbg !73
  %16 = fadd contract float %14, %15, !dbg !76
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 2, i32 31), !dbg !73
  %18 = fadd contract float %16, %17, !dbg !76
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 1, i32 31), !dbg !73
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  %20 = and i32 %6, 31, !dbg !78
  %21 = icmp eq i32 %20, 0, !dbg !79
  br i1 %21, label %22, label %25, !dbg !80

22:                                               ; preds = %2
  %23 = fadd contract float %18, %19, !dbg !76
  %24 = atomicrmw fadd ptr %1, float %23 seq_cst, align 4, !dbg !81
  br label %25, !dbg !88

25:                                               ; preds = %22, %2
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "warp_reduce.cu", directory: ".")
!8 = !{ptr @block_reduce_shfl, !"kernel", i32 1}
!9 = !{ptr @shfl_then_atomic, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "block_reduce_shfl", scope: !7, file: !7, line: 14, type: !14, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 17, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 18, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 18, column: 25, scope: !13)
!26 = !DILocation(line: 18, column: 23, scope: !13)
!27 = !DILocation(line: 18, column: 36, scope: !13)
!28 = !DILocation(line: 19, column: 16, scope: !13)
!29 = !DILocation(line: 19, column: 13, scope: !13)
!30 = !DILocation(line: 19, column: 23, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 179, column: 1, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !37, file: !37, line: 179, type: !14, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!38 = distinct !DILocation(line: 10, column: 10, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "warp_sum", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 20, column: 7, scope: !13)
!41 = !DILocation(line: 10, column: 7, scope: !39, inlinedAt: !40)
!42 = !DILocation(line: 21, column: 17, scope: !13)
!43 = !DILocation(line: 22, column: 12, scope: !13)
!44 = !DILocation(line: 22, column: 7, scope: !13)
!45 = !DILocation(line: 23, column: 21, scope: !13)
!46 = !DILocation(line: 23, column: 5, scope: !13)
!47 = !DILocation(line: 24, column: 3, scope: !13)
!48 = !DILocation(line: 25, column: 12, scope: !13)
!49 = !DILocation(line: 25, column: 7, scope: !13)
!50 = !DILocation(line: 26, column: 26, scope: !13)
!51 = !DILocation(line: 26, column: 32, scope: !13)
!52 = !DILocation(line: 26, column: 12, scope: !13)
!53 = !DILocation(line: 26, column: 9, scope: !13)
!54 = !DILocation(line: 26, column: 40, scope: !13)
!55 = !DILocation(line: 179, column: 1, scope: !36, inlinedAt: !56)
!56 = distinct !DILocation(line: 10, column: 10, scope: !39, inlinedAt: !57)
!57 = distinct !DILocation(line: 27, column: 9, scope: !13)
!58 = !DILocation(line: 10, column: 7, scope: !39, inlinedAt: !57)
!59 = !DILocation(line: 28, column: 9, scope: !13)
!60 = !DILocation(line: 29, column: 23, scope: !13)
!61 = !DILocation(line: 29, column: 7, scope: !13)
!62 = !DILocation(line: 31, column: 1, scope: !13)
!63 = distinct !DISubprogram(name: "shfl_then_atomic", scope: !7, file: !7, line: 33, type: !14, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!64 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !65)
!65 = distinct !DILocation(line: 35, column: 16, scope: !63)
!66 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !67)
!67 = distinct !DILocation(line: 35, column: 29, scope: !63)
!68 = !DILocation(line: 35, column: 27, scope: !63)
!69 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !70)
!70 = distinct !DILocation(line: 35, column: 42, scope: !63)
!71 = !DILocation(line: 35, column: 40, scope: !63)
!72 = !DILocation(line: 35, column: 13, scope: !63)
!73 = !DILocation(line: 179, column: 1, scope: !36, inlinedAt: !74)
!74 = distinct !DILocation(line: 10, column: 10, scope: !39, inlinedAt: !75)
!75 = distinct !DILocation(line: 36, column: 7, scope: !63)
!76 = !DILocation(line: 10, column: 7, scope: !39, inlinedAt: !75)
!77 = !DILocation(line: 37, column: 3, scope: !63)
!78 = !DILocation(line: 38, column: 20, scope: !63)
!79 = !DILocation(line: 38, column: 26, scope: !63)
!80 = !DILocation(line: 38, column: 7, scope: !63)
!81 = !DILocation(line: 177, column: 10, scope: !82, inlinedAt: !84)
!82 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !83, file: !83, line: 176, type: !14, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!84 = distinct !DILocation(line: 84, column: 10, scope: !85, inlinedAt: !87)
!85 = distinct !DISubprogram(name: "atomicAdd", scope: !86, file: !86, line: 82, type: !14, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!86 = !DIFile(filename: "/cuda-12.4/include/sm_20_atomic_functions.hpp", directory: "")
!87 = distinct !DILocation(line: 39, column: 5, scope: !63)
!88 = !DILocation(line: 39, column: 5, scope: !63)
!89 = !DILocation(line: 40, column: 1, scope: !63)
