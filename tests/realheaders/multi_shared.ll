; ModuleID = 'multi_shared.cu'
source_filename = "multi_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10two_arraysE2sa = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ10two_arraysE2sb = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ12three_arraysE2sk = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ12three_arraysE2sv = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ12three_arraysE3acc = internal addrspace(3) global [16 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_arrays(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %6 = mul i32 %5, %4, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %11, !dbg !33
  store float %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !36
  %14 = add nuw nsw i16 %13, 1, !dbg !36
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !36
  %16 = urem i16 %14, %15, !dbg !36
  %17 = zext nneg i16 %16 to i64, !dbg !37
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %17, !dbg !37
  %19 = load float, ptr %18, align 4, !dbg !37, !tbaa !29
  %20 = add nuw nsw i32 %3, %4, !dbg !38
  %21 = trunc nuw nsw i32 %20 to i16, !dbg !39
  %22 = add nsw i16 %21, -1, !dbg !39
  %23 = urem i16 %22, %15, !dbg !39
  %24 = zext nneg i16 %23 to i64, !dbg !40
  %25 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %24, !dbg !40
  %26 = load float, ptr %25, align 4, !dbg !40, !tbaa !29
  %27 = fadd contract float %19, %26, !dbg !41
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sb to ptr), i64 0, i64 %11, !dbg !43
  store float %27, ptr %28, align 4, !dbg !44, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %29 = xor i32 %3, -1, !dbg !46
  %30 = add nsw i32 %4, %29, !dbg !46
  %31 = zext i32 %30 to i64, !dbg !47
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sb to ptr), i64 0, i64 %31, !dbg !47
  %33 = load float, ptr %32, align 4, !dbg !47, !tbaa !29
  %34 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !48
  store float %33, ptr %34, align 4, !dbg !49, !tbaa !29
  ret void, !dbg !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @three_arrays(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !51 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %6 = shl i32 %5, 8, !dbg !56
  %7 = add i32 %6, %4, !dbg !57
  %8 = icmp ult i32 %4, 16, !dbg !58
  %9 = zext nneg i32 %4 to i64
  br i1 %8, label %10, label %12, !dbg !59

10:                                               ; preds = %3
  %11 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %9
  store float 0.000000e+00, ptr %11, align 4, !dbg !60, !tbaa !29
  br label %12, !dbg !61

12:                                               ; preds = %3, %10
  %13 = zext i32 %7 to i64, !dbg !62
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !62
  %15 = load i32, ptr %14, align 4, !dbg !62, !tbaa !63
  %16 = and i32 %15, 15, !dbg !65
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE2sk to ptr), i64 0, i64 %9, !dbg !66
  store i32 %16, ptr %17, align 4, !dbg !67, !tbaa !63
  %18 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !68
  %19 = load float, ptr %18, align 4, !dbg !68, !tbaa !29
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE2sv to ptr), i64 0, i64 %9, !dbg !69
  store float %19, ptr %20, align 4, !dbg !70, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  %21 = load i32, ptr %17, align 4, !dbg !72, !tbaa !63
  %22 = sext i32 %21 to i64, !dbg !73
  %23 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %22, !dbg !73
  %24 = load float, ptr %20, align 4, !dbg !74, !tbaa !29
  %25 = atomicrmw fadd ptr %23, float %24 seq_cst, align 4, !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  br i1 %8, label %26, label %33, !dbg !83

26:                                               ; preds = %12
  %27 = shl i32 %5, 4
  %28 = or disjoint i32 %27, %4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %9
  %32 = load float, ptr %31, align 4, !dbg !84, !tbaa !29
  store float %32, ptr %30, align 4, !dbg !85, !tbaa !29
  br label %33, !dbg !86

33:                                               ; preds = %26, %12
  ret void, !dbg !87
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
!7 = !DIFile(filename: "multi_shared.cu", directory: ".")
!8 = !{ptr @two_arrays, !"kernel", i32 1}
!9 = !{ptr @three_arrays, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "two_arrays", scope: !7, file: !7, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 8, column: 12, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 8, column: 29, scope: !13)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 12, scope: !13)
!26 = !DILocation(line: 9, column: 23, scope: !13)
!27 = !DILocation(line: 9, column: 27, scope: !13)
!28 = !DILocation(line: 10, column: 11, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 10, column: 3, scope: !13)
!34 = !DILocation(line: 10, column: 9, scope: !13)
!35 = !DILocation(line: 11, column: 3, scope: !13)
!36 = !DILocation(line: 12, column: 24, scope: !13)
!37 = !DILocation(line: 12, column: 13, scope: !13)
!38 = !DILocation(line: 12, column: 37, scope: !13)
!39 = !DILocation(line: 12, column: 46, scope: !13)
!40 = !DILocation(line: 12, column: 31, scope: !13)
!41 = !DILocation(line: 12, column: 29, scope: !13)
!42 = !DILocation(line: 13, column: 3, scope: !13)
!43 = !DILocation(line: 14, column: 3, scope: !13)
!44 = !DILocation(line: 14, column: 9, scope: !13)
!45 = !DILocation(line: 15, column: 3, scope: !13)
!46 = !DILocation(line: 16, column: 21, scope: !13)
!47 = !DILocation(line: 16, column: 12, scope: !13)
!48 = !DILocation(line: 16, column: 3, scope: !13)
!49 = !DILocation(line: 16, column: 10, scope: !13)
!50 = !DILocation(line: 17, column: 1, scope: !13)
!51 = distinct !DISubprogram(name: "three_arrays", scope: !7, file: !7, line: 19, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !53)
!53 = distinct !DILocation(line: 24, column: 12, scope: !51)
!54 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !55)
!55 = distinct !DILocation(line: 25, column: 12, scope: !51)
!56 = !DILocation(line: 25, column: 23, scope: !51)
!57 = !DILocation(line: 25, column: 29, scope: !51)
!58 = !DILocation(line: 26, column: 9, scope: !51)
!59 = !DILocation(line: 26, column: 7, scope: !51)
!60 = !DILocation(line: 27, column: 12, scope: !51)
!61 = !DILocation(line: 27, column: 5, scope: !51)
!62 = !DILocation(line: 28, column: 11, scope: !51)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !31, i64 0}
!65 = !DILocation(line: 28, column: 19, scope: !51)
!66 = !DILocation(line: 28, column: 3, scope: !51)
!67 = !DILocation(line: 28, column: 9, scope: !51)
!68 = !DILocation(line: 29, column: 11, scope: !51)
!69 = !DILocation(line: 29, column: 3, scope: !51)
!70 = !DILocation(line: 29, column: 9, scope: !51)
!71 = !DILocation(line: 30, column: 3, scope: !51)
!72 = !DILocation(line: 31, column: 18, scope: !51)
!73 = !DILocation(line: 31, column: 14, scope: !51)
!74 = !DILocation(line: 31, column: 26, scope: !51)
!75 = !DILocation(line: 177, column: 10, scope: !76, inlinedAt: !78)
!76 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !77, file: !77, line: 176, type: !14, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!78 = distinct !DILocation(line: 84, column: 10, scope: !79, inlinedAt: !81)
!79 = distinct !DISubprogram(name: "atomicAdd", scope: !80, file: !80, line: 82, type: !14, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!80 = !DIFile(filename: "/cuda-12.4/include/sm_20_atomic_functions.hpp", directory: "")
!81 = distinct !DILocation(line: 31, column: 3, scope: !51)
!82 = !DILocation(line: 32, column: 3, scope: !51)
!83 = !DILocation(line: 33, column: 7, scope: !51)
!84 = !DILocation(line: 34, column: 32, scope: !51)
!85 = !DILocation(line: 34, column: 30, scope: !51)
!86 = !DILocation(line: 34, column: 5, scope: !51)
!87 = !DILocation(line: 35, column: 1, scope: !51)
