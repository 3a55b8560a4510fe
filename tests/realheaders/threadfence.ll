; ModuleID = 'threadfence.cu'
source_filename = "threadfence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@retirement_count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14sum_last_blockE3red = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14sum_last_blockE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sum_last_block(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = shl i32 %6, 8, !dbg !22
  %8 = add i32 %7, %5, !dbg !23
  %9 = icmp ult i32 %8, %3, !dbg !24
  br i1 %9, label %10, label %14, !dbg !25

10:                                               ; preds = %4
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !26, !tbaa !27
  br label %14, !dbg !25

14:                                               ; preds = %4, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %4 ], !dbg !25
  %16 = zext nneg i32 %5 to i64, !dbg !31
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %16, !dbg !31
  store float %15, ptr %17, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %18 = icmp ult i32 %5, 128, !dbg !34
  br i1 %18, label %19, label %26, !dbg !35

19:                                               ; preds = %14
  %20 = or disjoint i32 %5, 128
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %21
  %23 = load float, ptr %22, align 4, !dbg !36, !tbaa !27
  %24 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %25 = fadd contract float %23, %24, !dbg !37
  store float %25, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %26, !dbg !38

26:                                               ; preds = %19, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %27 = icmp ult i32 %5, 64, !dbg !34
  br i1 %27, label %28, label %35, !dbg !35

28:                                               ; preds = %26
  %29 = or disjoint i32 %5, 64
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !36, !tbaa !27
  %33 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %34 = fadd contract float %32, %33, !dbg !37
  store float %34, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %35, !dbg !38

35:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %36 = icmp ult i32 %5, 32, !dbg !34
  br i1 %36, label %37, label %44, !dbg !35

37:                                               ; preds = %35
  %38 = or disjoint i32 %5, 32
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !dbg !36, !tbaa !27
  %42 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %43 = fadd contract float %41, %42, !dbg !37
  store float %43, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %44, !dbg !38

44:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %45 = icmp ult i32 %5, 16, !dbg !34
  br i1 %45, label %46, label %53, !dbg !35

46:                                               ; preds = %44
  %47 = or disjoint i32 %5, 16
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !dbg !36, !tbaa !27
  %51 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %52 = fadd contract float %50, %51, !dbg !37
  store float %52, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %53, !dbg !38

53:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %54 = icmp ult i32 %5, 8, !dbg !34
  br i1 %54, label %55, label %62, !dbg !35

55:                                               ; preds = %53
  %56 = or disjoint i32 %5, 8
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !dbg !36, !tbaa !27
  %60 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %61 = fadd contract float %59, %60, !dbg !37
  store float %61, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %62, !dbg !38

62:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %63 = icmp ult i32 %5, 4, !dbg !34
  br i1 %63, label %64, label %71, !dbg !35

64:                                               ; preds = %62
  %65 = or disjoint i32 %5, 4
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !36, !tbaa !27
  %69 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %70 = fadd contract float %68, %69, !dbg !37
  store float %70, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %71, !dbg !38

71:                                               ; preds = %64, %62
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %72 = icmp ult i32 %5, 2, !dbg !34
  br i1 %72, label %73, label %80, !dbg !35

73:                                               ; preds = %71
  %74 = or disjoint i32 %5, 2
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !dbg !36, !tbaa !27
  %78 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %79 = fadd contract float %77, %78, !dbg !37
  store float %79, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %80, !dbg !38

80:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %81 = icmp eq i32 %5, 0, !dbg !34
  br i1 %81, label %82, label %86, !dbg !35

82:                                               ; preds = %80
  %83 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 4), align 4, !dbg !36, !tbaa !27
  %84 = load float, ptr %17, align 4, !dbg !37, !tbaa !27
  %85 = fadd contract float %83, %84, !dbg !37
  store float %85, ptr %17, align 4, !dbg !37, !tbaa !27
  br label %86, !dbg !38

86:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %87 = icmp eq i32 %5, 0, !dbg !40
  br i1 %87, label %88, label %97, !dbg !41

88:                                               ; preds = %86
  %89 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), align 4, !dbg !42, !tbaa !27
  %90 = zext nneg i32 %6 to i64, !dbg !43
  %91 = getelementptr inbounds float, ptr %1, i64 %90, !dbg !43
  store float %89, ptr %91, align 4, !dbg !44, !tbaa !27
  tail call void @llvm.nvvm.membar.gl(), !dbg !45
  %92 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr), i32 1 seq_cst, align 4, !dbg !49
  %93 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !55
  %94 = add nsw i32 %93, -1, !dbg !58
  %95 = icmp eq i32 %92, %94, !dbg !59
  %96 = zext i1 %95 to i8, !dbg !60
  store i8 %96, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE7am_last to ptr), align 1, !dbg !60, !tbaa !61
  br label %97, !dbg !63

97:                                               ; preds = %88, %86
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %98 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE7am_last to ptr), align 1, !dbg !65, !tbaa !61, !range !66, !noundef !14
  %99 = trunc nuw i8 %98 to i1, !dbg !65
  br i1 %99, label %100, label %139, !dbg !65

100:                                              ; preds = %97
  %101 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %102 = icmp ult i32 %5, %101, !dbg !67
  br i1 %102, label %105, label %103, !dbg !68

103:                                              ; preds = %105, %100
  %104 = phi float [ 0.000000e+00, %100 ], [ %111, %105 ], !dbg !69
  store float %104, ptr %17, align 4, !dbg !70, !tbaa !27
  tail call void @llvm.nvvm.membar.cta(), !dbg !71
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  br i1 %87, label %115, label %139, !dbg !75

105:                                              ; preds = %100, %105
  %106 = phi i32 [ %112, %105 ], [ %5, %100 ]
  %107 = phi float [ %111, %105 ], [ 0.000000e+00, %100 ]
  %108 = zext nneg i32 %106 to i64, !dbg !76
  %109 = getelementptr inbounds float, ptr %1, i64 %108, !dbg !76
  %110 = load float, ptr %109, align 4, !dbg !76, !tbaa !27
  %111 = fadd contract float %107, %110, !dbg !77
  %112 = add nuw i32 %106, 256, !dbg !78
  %113 = icmp ult i32 %112, %101, !dbg !67
  br i1 %113, label %105, label %103, !dbg !68, !llvm.loop !79

114:                                              ; preds = %115
  store float %136, ptr %2, align 4, !dbg !82, !tbaa !27
  store i32 0, ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr), align 4, !dbg !83, !tbaa !84
  tail call void @llvm.nvvm.membar.sys(), !dbg !86
  br label %139, !dbg !89

115:                                              ; preds = %103, %115
  %116 = phi i32 [ %137, %115 ], [ 0, %103 ]
  %117 = phi float [ %136, %115 ], [ 0.000000e+00, %103 ]
  %118 = zext nneg i32 %116 to i64, !dbg !90
  %119 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %118, !dbg !90
  %120 = load float, ptr %119, align 4, !dbg !90, !tbaa !27
  %121 = fadd contract float %117, %120, !dbg !91
  %122 = or disjoint i32 %116, 1, !dbg !92
  %123 = zext nneg i32 %122 to i64, !dbg !90
  %124 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %123, !dbg !90
  %125 = load float, ptr %124, align 4, !dbg !90, !tbaa !27
  %126 = fadd contract float %121, %125, !dbg !91
  %127 = or disjoint i32 %116, 2, !dbg !92
  %128 = zext nneg i32 %127 to i64, !dbg !90
  %129 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %128, !dbg !90
  %130 = load float, ptr %129, align 4, !dbg !90, !tbaa !27
  %131 = fadd contract float %126, %130, !dbg !91
  %132 = or disjoint i32 %116, 3, !dbg !92
  %133 = zext nneg i32 %132 to i64, !dbg !90
  %134 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %133, !dbg !90
  %135 = load float, ptr %134, align 4, !dbg !90, !tbaa !27
  %136 = fadd contract float %131, %135, !dbg !91
  %137 = add nuw nsw i32 %116, 4, !dbg !92
  %138 = icmp eq i32 %137, 256, !dbg !93
  br i1 %138, label %114, label %115, !dbg !94, !llvm.loop !95

139:                                              ; preds = %103, %114, %97
  ret void, !dbg !97
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

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
!7 = !DIFile(filename: "threadfence.cu", directory: ".")
!8 = !{ptr @sum_last_block, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "sum_last_block", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 12, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 12, scope: !12)
!22 = !DILocation(line: 14, column: 23, scope: !12)
!23 = !DILocation(line: 14, column: 29, scope: !12)
!24 = !DILocation(line: 15, column: 15, scope: !12)
!25 = !DILocation(line: 15, column: 12, scope: !12)
!26 = !DILocation(line: 15, column: 22, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 15, column: 3, scope: !12)
!32 = !DILocation(line: 15, column: 10, scope: !12)
!33 = !DILocation(line: 16, column: 3, scope: !12)
!34 = !DILocation(line: 18, column: 11, scope: !12)
!35 = !DILocation(line: 18, column: 9, scope: !12)
!36 = !DILocation(line: 19, column: 17, scope: !12)
!37 = !DILocation(line: 19, column: 14, scope: !12)
!38 = !DILocation(line: 19, column: 7, scope: !12)
!39 = !DILocation(line: 20, column: 5, scope: !12)
!40 = !DILocation(line: 22, column: 9, scope: !12)
!41 = !DILocation(line: 22, column: 7, scope: !12)
!42 = !DILocation(line: 23, column: 27, scope: !12)
!43 = !DILocation(line: 23, column: 5, scope: !12)
!44 = !DILocation(line: 23, column: 25, scope: !12)
!45 = !DILocation(line: 528, column: 39, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__threadfence", scope: !47, file: !47, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!48 = distinct !DILocation(line: 24, column: 5, scope: !12)
!49 = !DILocation(line: 533, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !47, file: !47, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 112, column: 10, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "atomicAdd", scope: !53, file: !53, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!54 = distinct !DILocation(line: 25, column: 19, scope: !12)
!55 = !DILocation(line: 92, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = distinct !DILocation(line: 26, column: 26, scope: !12)
!58 = !DILocation(line: 26, column: 36, scope: !12)
!59 = !DILocation(line: 26, column: 23, scope: !12)
!60 = !DILocation(line: 26, column: 13, scope: !12)
!61 = !{!62, !62, i64 0}
!62 = !{!"bool", !29, i64 0}
!63 = !DILocation(line: 27, column: 3, scope: !12)
!64 = !DILocation(line: 28, column: 3, scope: !12)
!65 = !DILocation(line: 29, column: 7, scope: !12)
!66 = !{i8 0, i8 2}
!67 = !DILocation(line: 31, column: 24, scope: !12)
!68 = !DILocation(line: 31, column: 5, scope: !12)
!69 = !DILocation(line: 0, scope: !12)
!70 = !DILocation(line: 33, column: 12, scope: !12)
!71 = !DILocation(line: 529, column: 45, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__threadfence_block", scope: !47, file: !47, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!73 = distinct !DILocation(line: 34, column: 5, scope: !12)
!74 = !DILocation(line: 35, column: 5, scope: !12)
!75 = !DILocation(line: 36, column: 9, scope: !12)
!76 = !DILocation(line: 32, column: 12, scope: !12)
!77 = !DILocation(line: 32, column: 9, scope: !12)
!78 = !DILocation(line: 31, column: 39, scope: !12)
!79 = distinct !{!79, !68, !80, !81}
!80 = !DILocation(line: 32, column: 21, scope: !12)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 40, column: 15, scope: !12)
!83 = !DILocation(line: 41, column: 24, scope: !12)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !29, i64 0}
!86 = !DILocation(line: 530, column: 46, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__threadfence_system", scope: !47, file: !47, line: 530, type: !13, scopeLine: 530, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!88 = distinct !DILocation(line: 42, column: 7, scope: !12)
!89 = !DILocation(line: 43, column: 5, scope: !12)
!90 = !DILocation(line: 39, column: 18, scope: !12)
!91 = !DILocation(line: 39, column: 15, scope: !12)
!92 = !DILocation(line: 38, column: 32, scope: !12)
!93 = !DILocation(line: 38, column: 25, scope: !12)
!94 = !DILocation(line: 38, column: 7, scope: !12)
!95 = distinct !{!95, !94, !96, !81}
!96 = !DILocation(line: 39, column: 23, scope: !12)
!97 = !DILocation(line: 45, column: 1, scope: !12)
