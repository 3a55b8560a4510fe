; ModuleID = 'shared_atomics.cu'
source_filename = "shared_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14block_extremesE4smax = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE4smin = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE6leader = internal addrspace(3) global i32 undef, align 4
@_ZZ14block_extremesE7claimed = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_extremes(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = icmp eq i32 %3, 0, !dbg !29
  br i1 %11, label %12, label %13, !dbg !30

12:                                               ; preds = %2
  store i32 -2147483648, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !31, !tbaa !25
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), align 4, !dbg !32, !tbaa !25
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), align 4, !dbg !33, !tbaa !25
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE7claimed to ptr), align 4, !dbg !34, !tbaa !25
  br label %13, !dbg !35

13:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %14 = atomicrmw max ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), i32 %10 seq_cst, align 4, !dbg !37
  %15 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), i32 %10 seq_cst, align 4, !dbg !40
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %16 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !44, !tbaa !25
  %17 = icmp eq i32 %10, %16, !dbg !45
  br i1 %17, label %18, label %23, !dbg !46

18:                                               ; preds = %13
  %19 = cmpxchg ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE7claimed to ptr), i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !47
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !50
  br i1 %20, label %21, label %23, !dbg !51

21:                                               ; preds = %18
  %22 = atomicrmw xchg ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), i32 %3 seq_cst, align 4, !dbg !52
  br label %23, !dbg !55

23:                                               ; preds = %21, %18, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  br i1 %11, label %24, label %37, !dbg !57

24:                                               ; preds = %23
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smax to ptr), align 4, !dbg !58, !tbaa !25
  %26 = mul i32 %4, 3, !dbg !59
  %27 = zext i32 %26 to i64, !dbg !60
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !60
  store i32 %25, ptr %28, align 4, !dbg !61, !tbaa !25
  %29 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE4smin to ptr), align 4, !dbg !62, !tbaa !25
  %30 = add i32 %26, 1, !dbg !63
  %31 = zext i32 %30 to i64, !dbg !64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31, !dbg !64
  store i32 %29, ptr %32, align 4, !dbg !65, !tbaa !25
  %33 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14block_extremesE6leader to ptr), align 4, !dbg !66, !tbaa !25
  %34 = add i32 %26, 2, !dbg !67
  %35 = zext i32 %34 to i64, !dbg !68
  %36 = getelementptr inbounds i32, ptr %1, i64 %35, !dbg !68
  store i32 %33, ptr %36, align 4, !dbg !69, !tbaa !25
  br label %37, !dbg !70

37:                                               ; preds = %24, %23
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_atomics.cu", directory: ".")
!2 = !{ptr @block_extremes, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_extremes", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 12, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 14, scope: !9)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 8, column: 27, scope: !9)
!22 = !DILocation(line: 8, column: 25, scope: !9)
!23 = !DILocation(line: 8, column: 38, scope: !9)
!24 = !DILocation(line: 8, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 9, scope: !9)
!30 = !DILocation(line: 9, column: 7, scope: !9)
!31 = !DILocation(line: 10, column: 10, scope: !9)
!32 = !DILocation(line: 11, column: 10, scope: !9)
!33 = !DILocation(line: 12, column: 12, scope: !9)
!34 = !DILocation(line: 13, column: 13, scope: !9)
!35 = !DILocation(line: 14, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 3, scope: !9)
!37 = !DILocation(line: 93, column: 10, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "atomicMax", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 16, column: 3, scope: !9)
!40 = !DILocation(line: 96, column: 10, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "atomicMin", scope: !14, file: !14, line: 95, type: !10, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 17, column: 3, scope: !9)
!43 = !DILocation(line: 18, column: 3, scope: !9)
!44 = !DILocation(line: 19, column: 12, scope: !9)
!45 = !DILocation(line: 19, column: 9, scope: !9)
!46 = !DILocation(line: 19, column: 17, scope: !9)
!47 = !DILocation(line: 102, column: 10, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "atomicCAS", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 19, column: 20, scope: !9)
!50 = !DILocation(line: 19, column: 46, scope: !9)
!51 = !DILocation(line: 19, column: 7, scope: !9)
!52 = !DILocation(line: 99, column: 10, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 98, type: !10, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 20, column: 5, scope: !9)
!55 = !DILocation(line: 20, column: 5, scope: !9)
!56 = !DILocation(line: 21, column: 3, scope: !9)
!57 = !DILocation(line: 22, column: 7, scope: !9)
!58 = !DILocation(line: 23, column: 27, scope: !9)
!59 = !DILocation(line: 23, column: 11, scope: !9)
!60 = !DILocation(line: 23, column: 5, scope: !9)
!61 = !DILocation(line: 23, column: 25, scope: !9)
!62 = !DILocation(line: 24, column: 31, scope: !9)
!63 = !DILocation(line: 24, column: 24, scope: !9)
!64 = !DILocation(line: 24, column: 5, scope: !9)
!65 = !DILocation(line: 24, column: 29, scope: !9)
!66 = !DILocation(line: 25, column: 31, scope: !9)
!67 = !DILocation(line: 25, column: 24, scope: !9)
!68 = !DILocation(line: 25, column: 5, scope: !9)
!69 = !DILocation(line: 25, column: 29, scope: !9)
!70 = !DILocation(line: 26, column: 3, scope: !9)
!71 = !DILocation(line: 27, column: 1, scope: !9)
