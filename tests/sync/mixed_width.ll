; ModuleID = 'mixed_width.cu'
source_filename = "mixed_width.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16mixed_width_wordPyE4word = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16mixed_width_wordPy(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !13 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %3 = icmp eq i32 %2, 0, !dbg !20
  br i1 %3, label %4, label %5, !dbg !21

4:                                                ; preds = %1
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16mixed_width_wordPyE4word to ptr), align 8, !dbg !22, !tbaa !23
  br label %5, !dbg !27

5:                                                ; preds = %4, %1
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %6 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16mixed_width_wordPyE4word to ptr), i32 1 seq_cst, align 4, !dbg !29
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %3, label %8, label %12, !dbg !37

8:                                                ; preds = %5
  %9 = zext nneg i32 %7 to i64
  %10 = sub nuw nsw i64 4294967296, %9
  %11 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16mixed_width_wordPyE4word to ptr), i64 %10 seq_cst, align 8, !dbg !38
  br label %12, !dbg !43

12:                                               ; preds = %5, %8
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %13 = add nsw i32 %7, -1, !dbg !45
  %14 = icmp eq i32 %2, %13, !dbg !46
  br i1 %14, label %15, label %20, !dbg !47

15:                                               ; preds = %12
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i64, ptr %0, i64 %17
  %19 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16mixed_width_wordPyE4word to ptr), align 8, !dbg !48, !tbaa !23
  store i64 %19, ptr %18, align 8, !dbg !49, !tbaa !23
  br label %20, !dbg !50

20:                                               ; preds = %15, %12
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18mixed_width_globalPy(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !52 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %3 = zext nneg i32 %2 to i64, !dbg !56
  %4 = getelementptr inbounds i64, ptr %0, i64 %3, !dbg !56
  %5 = atomicrmw add ptr %4, i32 1 seq_cst, align 4, !dbg !57
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %7 = icmp eq i32 %6, 0, !dbg !63
  br i1 %7, label %8, label %13, !dbg !64

8:                                                ; preds = %1
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = sub nuw nsw i64 4294967296, %10
  %12 = atomicrmw add ptr %4, i64 %11 seq_cst, align 8, !dbg !65
  br label %13, !dbg !68

13:                                               ; preds = %8, %1
  ret void, !dbg !69
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
!7 = !DIFile(filename: "mixed_width.cu", directory: ".")
!8 = !{ptr @_Z16mixed_width_wordPy, !"kernel", i32 1}
!9 = !{ptr @_Z18mixed_width_globalPy, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "mixed_width_word", scope: !7, file: !7, line: 11, type: !14, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 13, column: 7, scope: !13)
!20 = !DILocation(line: 13, column: 19, scope: !13)
!21 = !DILocation(line: 13, column: 7, scope: !13)
!22 = !DILocation(line: 14, column: 10, scope: !13)
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 14, column: 5, scope: !13)
!28 = !DILocation(line: 15, column: 3, scope: !13)
!29 = !DILocation(line: 533, column: 10, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !31, file: !31, line: 532, type: !14, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!32 = distinct !DILocation(line: 112, column: 10, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "atomicAdd", scope: !34, file: !34, line: 110, type: !14, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!35 = distinct !DILocation(line: 16, column: 3, scope: !13)
!36 = !DILocation(line: 17, column: 3, scope: !13)
!37 = !DILocation(line: 18, column: 7, scope: !13)
!38 = !DILocation(line: 689, column: 10, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__ullAtomicAdd", scope: !31, file: !31, line: 687, type: !14, scopeLine: 688, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 226, column: 10, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "atomicAdd", scope: !34, file: !34, line: 224, type: !14, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 19, column: 5, scope: !13)
!43 = !DILocation(line: 19, column: 5, scope: !13)
!44 = !DILocation(line: 20, column: 3, scope: !13)
!45 = !DILocation(line: 21, column: 33, scope: !13)
!46 = !DILocation(line: 21, column: 19, scope: !13)
!47 = !DILocation(line: 21, column: 7, scope: !13)
!48 = !DILocation(line: 22, column: 23, scope: !13)
!49 = !DILocation(line: 22, column: 21, scope: !13)
!50 = !DILocation(line: 22, column: 5, scope: !13)
!51 = !DILocation(line: 23, column: 1, scope: !13)
!52 = distinct !DISubprogram(name: "mixed_width_global", scope: !7, file: !7, line: 27, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = !DILocation(line: 66, column: 3, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = distinct !DILocation(line: 28, column: 34, scope: !52)
!56 = !DILocation(line: 28, column: 28, scope: !52)
!57 = !DILocation(line: 533, column: 10, scope: !30, inlinedAt: !58)
!58 = distinct !DILocation(line: 112, column: 10, scope: !33, inlinedAt: !59)
!59 = distinct !DILocation(line: 29, column: 3, scope: !52)
!60 = !DILocation(line: 30, column: 3, scope: !52)
!61 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !62)
!62 = distinct !DILocation(line: 31, column: 7, scope: !52)
!63 = !DILocation(line: 31, column: 19, scope: !52)
!64 = !DILocation(line: 31, column: 7, scope: !52)
!65 = !DILocation(line: 689, column: 10, scope: !39, inlinedAt: !66)
!66 = distinct !DILocation(line: 226, column: 10, scope: !41, inlinedAt: !67)
!67 = distinct !DILocation(line: 32, column: 5, scope: !52)
!68 = !DILocation(line: 32, column: 5, scope: !52)
!69 = !DILocation(line: 33, column: 1, scope: !52)
