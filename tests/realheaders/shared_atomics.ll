; ModuleID = 'shared_atomics.cu'
source_filename = "shared_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14block_extremesE4smax = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE4smin = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE6leader = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE7claimed = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_extremes(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !27
  %10 = load i32, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = icmp eq i32 %3, 0, !dbg !32
  br i1 %11, label %12, label %13, !dbg !33

12:                                               ; preds = %2
  store i32 -2147483648, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !34, !tbaa !28
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), align 4, !dbg !35, !tbaa !28
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), align 4, !dbg !36, !tbaa !28
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE7claimed to ptr), align 4, !dbg !37, !tbaa !28
  br label %13, !dbg !38

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %14 = atomicrmw max ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), i32 %10 seq_cst, align 4, !dbg !40
  %15 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), i32 %10 seq_cst, align 4, !dbg !47
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %16 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !53, !tbaa !28
  %17 = icmp eq i32 %10, %16, !dbg !54
  br i1 %17, label %18, label %23, !dbg !55

18:                                               ; preds = %13
  %19 = cmpxchg ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE7claimed to ptr), i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !56
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !61
  br i1 %20, label %21, label %23, !dbg !62

21:                                               ; preds = %18
  %22 = atomicrmw xchg ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), i32 %3 seq_cst, align 4, !dbg !63
  br label %23, !dbg !68

23:                                               ; preds = %21, %18, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  br i1 %11, label %24, label %37, !dbg !70

24:                                               ; preds = %23
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !71, !tbaa !28
  %26 = mul i32 %4, 3, !dbg !72
  %27 = zext i32 %26 to i64, !dbg !73
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !73
  store i32 %25, ptr %28, align 4, !dbg !74, !tbaa !28
  %29 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), align 4, !dbg !75, !tbaa !28
  %30 = add i32 %26, 1, !dbg !76
  %31 = zext i32 %30 to i64, !dbg !77
  %32 = getelementptr inbounds i32, ptr %1, i64 %31, !dbg !77
  store i32 %29, ptr %32, align 4, !dbg !78, !tbaa !28
  %33 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), align 4, !dbg !79, !tbaa !28
  %34 = add i32 %26, 2, !dbg !80
  %35 = zext i32 %34 to i64, !dbg !81
  %36 = getelementptr inbounds i32, ptr %1, i64 %35, !dbg !81
  store i32 %33, ptr %36, align 4, !dbg !82, !tbaa !28
  br label %37, !dbg !83

37:                                               ; preds = %24, %23
  ret void, !dbg !84
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "shared_atomics.cu", directory: ".")
!8 = !{ptr @block_extremes, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "block_extremes", scope: !7, file: !7, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 7, column: 12, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 8, column: 14, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 8, column: 27, scope: !12)
!25 = !DILocation(line: 8, column: 25, scope: !12)
!26 = !DILocation(line: 8, column: 38, scope: !12)
!27 = !DILocation(line: 8, column: 11, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 9, column: 9, scope: !12)
!33 = !DILocation(line: 9, column: 7, scope: !12)
!34 = !DILocation(line: 10, column: 10, scope: !12)
!35 = !DILocation(line: 11, column: 10, scope: !12)
!36 = !DILocation(line: 12, column: 12, scope: !12)
!37 = !DILocation(line: 13, column: 13, scope: !12)
!38 = !DILocation(line: 14, column: 3, scope: !12)
!39 = !DILocation(line: 15, column: 3, scope: !12)
!40 = !DILocation(line: 377, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__iAtomicMax", scope: !42, file: !42, line: 376, type: !13, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!43 = distinct !DILocation(line: 152, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "atomicMax", scope: !45, file: !45, line: 150, type: !13, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!46 = distinct !DILocation(line: 16, column: 3, scope: !12)
!47 = !DILocation(line: 386, column: 10, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__iAtomicMin", scope: !42, file: !42, line: 385, type: !13, scopeLine: 385, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = distinct !DILocation(line: 142, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicMin", scope: !45, file: !45, line: 140, type: !13, scopeLine: 141, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 17, column: 3, scope: !12)
!52 = !DILocation(line: 18, column: 3, scope: !12)
!53 = !DILocation(line: 19, column: 12, scope: !12)
!54 = !DILocation(line: 19, column: 9, scope: !12)
!55 = !DILocation(line: 19, column: 17, scope: !12)
!56 = !DILocation(line: 359, column: 10, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !42, file: !42, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = distinct !DILocation(line: 202, column: 10, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "atomicCAS", scope: !45, file: !45, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = distinct !DILocation(line: 19, column: 20, scope: !12)
!61 = !DILocation(line: 19, column: 46, scope: !12)
!62 = !DILocation(line: 19, column: 7, scope: !12)
!63 = !DILocation(line: 368, column: 10, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "__iAtomicExch", scope: !42, file: !42, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = distinct !DILocation(line: 127, column: 10, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "atomicExch", scope: !45, file: !45, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!67 = distinct !DILocation(line: 20, column: 5, scope: !12)
!68 = !DILocation(line: 20, column: 5, scope: !12)
!69 = !DILocation(line: 21, column: 3, scope: !12)
!70 = !DILocation(line: 22, column: 7, scope: !12)
!71 = !DILocation(line: 23, column: 27, scope: !12)
!72 = !DILocation(line: 23, column: 11, scope: !12)
!73 = !DILocation(line: 23, column: 5, scope: !12)
!74 = !DILocation(line: 23, column: 25, scope: !12)
!75 = !DILocation(line: 24, column: 31, scope: !12)
!76 = !DILocation(line: 24, column: 24, scope: !12)
!77 = !DILocation(line: 24, column: 5, scope: !12)
!78 = !DILocation(line: 24, column: 29, scope: !12)
!79 = !DILocation(line: 25, column: 31, scope: !12)
!80 = !DILocation(line: 25, column: 24, scope: !12)
!81 = !DILocation(line: 25, column: 5, scope: !12)
!82 = !DILocation(line: 25, column: 29, scope: !12)
!83 = !DILocation(line: 26, column: 3, scope: !12)
!84 = !DILocation(line: 27, column: 1, scope: !12)
