; ModuleID = 'controls.cu'
source_filename = "controls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23shared_work_then_signalPKfPfS1_PiE2s1 = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ23shared_work_then_signalPKfPfS1_PiE2s2 = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15signal_then_ldgPKfPfPiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z23shared_work_then_signalPKfPfS1_Pi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %7 = shl i32 %6, 8, !dbg !23
  %8 = add i32 %7, %5, !dbg !24
  %9 = zext i32 %8 to i64, !dbg !25
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !25
  %11 = load float, ptr %10, align 4, !dbg !25, !tbaa !26
  %12 = fmul contract float %11, 2.000000e+00, !dbg !30
  %13 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !31
  store float %12, ptr %13, align 4, !dbg !32, !tbaa !26
  %14 = zext nneg i32 %5 to i64, !dbg !33
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23shared_work_then_signalPKfPfS1_PiE2s1 to ptr), i64 0, i64 %14, !dbg !33
  store float %11, ptr %15, align 4, !dbg !34, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %16 = xor i32 %5, 1, !dbg !36
  %17 = zext nneg i32 %16 to i64, !dbg !37
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23shared_work_then_signalPKfPfS1_PiE2s1 to ptr), i64 0, i64 %17, !dbg !37
  %19 = load float, ptr %18, align 4, !dbg !37, !tbaa !26
  %20 = fadd contract float %19, 1.000000e+00, !dbg !38
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23shared_work_then_signalPKfPfS1_PiE2s2 to ptr), i64 0, i64 %14, !dbg !39
  store float %20, ptr %21, align 4, !dbg !40, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %22 = icmp eq i32 %5, 0, !dbg !42
  br i1 %22, label %23, label %27, !dbg !43

23:                                               ; preds = %4
  %24 = zext nneg i32 %6 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  tail call void @llvm.nvvm.membar.gl(), !dbg !44
  %26 = atomicrmw xchg ptr %25, i32 1 seq_cst, align 4, !dbg !48
  br label %27, !dbg !54

27:                                               ; preds = %23, %4
  %28 = load float, ptr %21, align 4, !dbg !55, !tbaa !26
  %29 = getelementptr inbounds float, ptr %2, i64 %9, !dbg !56
  store float %28, ptr %29, align 4, !dbg !57, !tbaa !26
  ret void, !dbg !58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15signal_then_ldgPKfPfPi(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !59 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %5 = icmp eq i32 %4, 0, !dbg !62
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %5, label %7, label %11, !dbg !63

7:                                                ; preds = %3
  %8 = zext nneg i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %2, i64 %8
  tail call void @llvm.nvvm.membar.gl(), !dbg !64
  %10 = atomicrmw xchg ptr %9, i32 1 seq_cst, align 4, !dbg !66
  br label %11, !dbg !69

11:                                               ; preds = %3, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  %12 = zext nneg i32 %4 to i64, !dbg !71
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !71
  %14 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %13, i32 4), !dbg !72
  %15 = getelementptr inbounds i8, ptr %13, i64 1024, !dbg !76
  %16 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !77
  %17 = fadd contract float %14, %16, !dbg !79
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15signal_then_ldgPKfPfPiE1s to ptr), i64 0, i64 %12, !dbg !80
  store float %17, ptr %18, align 4, !dbg !81, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  %19 = add nuw nsw i32 %4, 1, !dbg !83
  %20 = and i32 %19, 255, !dbg !84
  %21 = zext nneg i32 %20 to i64, !dbg !85
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15signal_then_ldgPKfPfPiE1s to ptr), i64 0, i64 %21, !dbg !85
  %23 = load float, ptr %22, align 4, !dbg !85, !tbaa !26
  %24 = shl i32 %6, 8, !dbg !86
  %25 = add i32 %24, %4, !dbg !87
  %26 = zext i32 %25 to i64, !dbg !88
  %27 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !88
  store float %23, ptr %27, align 4, !dbg !89, !tbaa !26
  ret void, !dbg !90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }

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
!7 = !DIFile(filename: "controls.cu", directory: ".")
!8 = !{ptr @_Z23shared_work_then_signalPKfPfS1_Pi, !"kernel", i32 1}
!9 = !{ptr @_Z15signal_then_ldgPKfPfPi, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "shared_work_then_signal", scope: !7, file: !7, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 13, column: 16, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 14, column: 16, scope: !13)
!23 = !DILocation(line: 14, column: 27, scope: !13)
!24 = !DILocation(line: 14, column: 33, scope: !13)
!25 = !DILocation(line: 15, column: 13, scope: !13)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 16, column: 17, scope: !13)
!31 = !DILocation(line: 16, column: 3, scope: !13)
!32 = !DILocation(line: 16, column: 10, scope: !13)
!33 = !DILocation(line: 17, column: 3, scope: !13)
!34 = !DILocation(line: 17, column: 9, scope: !13)
!35 = !DILocation(line: 18, column: 3, scope: !13)
!36 = !DILocation(line: 19, column: 16, scope: !13)
!37 = !DILocation(line: 19, column: 11, scope: !13)
!38 = !DILocation(line: 19, column: 21, scope: !13)
!39 = !DILocation(line: 19, column: 3, scope: !13)
!40 = !DILocation(line: 19, column: 9, scope: !13)
!41 = !DILocation(line: 20, column: 3, scope: !13)
!42 = !DILocation(line: 21, column: 9, scope: !13)
!43 = !DILocation(line: 21, column: 7, scope: !13)
!44 = !DILocation(line: 528, column: 39, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__threadfence", scope: !46, file: !46, line: 528, type: !14, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!47 = distinct !DILocation(line: 22, column: 5, scope: !13)
!48 = !DILocation(line: 368, column: 10, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__iAtomicExch", scope: !46, file: !46, line: 367, type: !14, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 127, column: 10, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "atomicExch", scope: !52, file: !52, line: 125, type: !14, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!53 = distinct !DILocation(line: 23, column: 5, scope: !13)
!54 = !DILocation(line: 24, column: 3, scope: !13)
!55 = !DILocation(line: 25, column: 12, scope: !13)
!56 = !DILocation(line: 25, column: 3, scope: !13)
!57 = !DILocation(line: 25, column: 10, scope: !13)
!58 = !DILocation(line: 26, column: 1, scope: !13)
!59 = distinct !DISubprogram(name: "signal_then_ldg", scope: !7, file: !7, line: 33, type: !14, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !61)
!61 = distinct !DILocation(line: 35, column: 16, scope: !59)
!62 = !DILocation(line: 36, column: 9, scope: !59)
!63 = !DILocation(line: 36, column: 7, scope: !59)
!64 = !DILocation(line: 528, column: 39, scope: !45, inlinedAt: !65)
!65 = distinct !DILocation(line: 37, column: 5, scope: !59)
!66 = !DILocation(line: 368, column: 10, scope: !49, inlinedAt: !67)
!67 = distinct !DILocation(line: 127, column: 10, scope: !51, inlinedAt: !68)
!68 = distinct !DILocation(line: 38, column: 5, scope: !59)
!69 = !DILocation(line: 39, column: 3, scope: !59)
!70 = !DILocation(line: 40, column: 3, scope: !59)
!71 = !DILocation(line: 41, column: 17, scope: !59)
!72 = !DILocation(line: 287, column: 58, scope: !73, inlinedAt: !75)
!73 = distinct !DISubprogram(name: "__ldg", scope: !74, file: !74, line: 287, type: !14, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!74 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!75 = distinct !DILocation(line: 41, column: 10, scope: !59)
!76 = !DILocation(line: 41, column: 36, scope: !59)
!77 = !DILocation(line: 287, column: 58, scope: !73, inlinedAt: !78)
!78 = distinct !DILocation(line: 41, column: 29, scope: !59)
!79 = !DILocation(line: 41, column: 27, scope: !59)
!80 = !DILocation(line: 41, column: 3, scope: !59)
!81 = !DILocation(line: 41, column: 8, scope: !59)
!82 = !DILocation(line: 42, column: 3, scope: !59)
!83 = !DILocation(line: 43, column: 36, scope: !59)
!84 = !DILocation(line: 43, column: 41, scope: !59)
!85 = !DILocation(line: 43, column: 31, scope: !59)
!86 = !DILocation(line: 43, column: 18, scope: !59)
!87 = !DILocation(line: 43, column: 24, scope: !59)
!88 = !DILocation(line: 43, column: 3, scope: !59)
!89 = !DILocation(line: 43, column: 29, scope: !59)
!90 = !DILocation(line: 44, column: 1, scope: !59)
