; ModuleID = 'threadfence_reduction.cu'
source_filename = "threadfence_reduction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@retirement = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ18threadfence_reducePKfPfS1_jE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ18threadfence_reducePKfPfS1_jE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @retirement to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12reduce_blockPVffj(ptr noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = zext i32 %2 to i64, !dbg !15
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !15
  store volatile float %1, ptr %5, align 4, !dbg !16, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !21
  %6 = icmp ult i32 %2, 128, !dbg !22
  br i1 %6, label %7, label %13, !dbg !23

7:                                                ; preds = %3
  %8 = or disjoint i32 %2, 128
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load volatile float, ptr %10, align 4, !dbg !24, !tbaa !17
  %12 = fadd contract float %11, %1, !dbg !25
  store volatile float %12, ptr %5, align 4, !dbg !26, !tbaa !17
  br label %13, !dbg !27

13:                                               ; preds = %7, %3
  %14 = phi float [ %12, %7 ], [ %1, %3 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %15 = icmp ult i32 %2, 64, !dbg !29
  br i1 %15, label %16, label %22, !dbg !30

16:                                               ; preds = %13
  %17 = or disjoint i32 %2, 64
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load volatile float, ptr %19, align 4, !dbg !31, !tbaa !17
  %21 = fadd contract float %14, %20, !dbg !32
  store volatile float %21, ptr %5, align 4, !dbg !33, !tbaa !17
  br label %22, !dbg !34

22:                                               ; preds = %16, %13
  %23 = phi float [ %21, %16 ], [ %14, %13 ], !dbg !35
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %24 = icmp ult i32 %2, 32, !dbg !37
  br i1 %24, label %25, label %46, !dbg !38

25:                                               ; preds = %22
  %26 = or disjoint i32 %2, 32, !dbg !39
  %27 = zext nneg i32 %26 to i64, !dbg !40
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !40
  %29 = load volatile float, ptr %28, align 4, !dbg !40, !tbaa !17
  %30 = fadd contract float %23, %29, !dbg !41
  store volatile float %30, ptr %5, align 4, !dbg !42, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !43
  %32 = load volatile float, ptr %31, align 4, !dbg !43, !tbaa !17
  %33 = fadd contract float %30, %32, !dbg !44
  store volatile float %33, ptr %5, align 4, !dbg !45, !tbaa !17
  %34 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !46
  %35 = load volatile float, ptr %34, align 4, !dbg !46, !tbaa !17
  %36 = fadd contract float %33, %35, !dbg !47
  store volatile float %36, ptr %5, align 4, !dbg !48, !tbaa !17
  %37 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !49
  %38 = load volatile float, ptr %37, align 4, !dbg !49, !tbaa !17
  %39 = fadd contract float %36, %38, !dbg !50
  store volatile float %39, ptr %5, align 4, !dbg !51, !tbaa !17
  %40 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !52
  %41 = load volatile float, ptr %40, align 4, !dbg !52, !tbaa !17
  %42 = fadd contract float %39, %41, !dbg !53
  store volatile float %42, ptr %5, align 4, !dbg !54, !tbaa !17
  %43 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !55
  %44 = load volatile float, ptr %43, align 4, !dbg !55, !tbaa !17
  %45 = fadd contract float %42, %44, !dbg !56
  store volatile float %45, ptr %5, align 4, !dbg !57, !tbaa !17
  br label %46, !dbg !58

46:                                               ; preds = %25, %22
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18threadfence_reducePKfPfS1_j(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 !dbg !60 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %7 = shl i32 %6, 8, !dbg !68
  %8 = add i32 %7, %5, !dbg !69
  %9 = icmp ult i32 %8, %3, !dbg !70
  br i1 %9, label %10, label %13, !dbg !71

10:                                               ; preds = %4
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 8
  br label %59, !dbg !71

13:                                               ; preds = %59, %4
  %14 = phi float [ 0.000000e+00, %4 ], [ %65, %59 ], !dbg !72
  %15 = zext nneg i32 %5 to i64, !dbg !73
  %16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %15, !dbg !73
  store volatile float %14, ptr %16, align 4, !dbg !75, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %17 = icmp ult i32 %5, 128, !dbg !77
  br i1 %17, label %18, label %24, !dbg !78

18:                                               ; preds = %13
  %19 = or disjoint i32 %5, 128
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %20
  %22 = load volatile float, ptr %21, align 4, !dbg !79, !tbaa !17
  %23 = fadd contract float %14, %22, !dbg !80
  store volatile float %23, ptr %16, align 4, !dbg !81, !tbaa !17
  br label %24, !dbg !82

24:                                               ; preds = %18, %13
  %25 = phi float [ %23, %18 ], [ %14, %13 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !83
  %26 = icmp ult i32 %5, 64, !dbg !84
  br i1 %26, label %27, label %33, !dbg !85

27:                                               ; preds = %24
  %28 = or disjoint i32 %5, 64
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %29
  %31 = load volatile float, ptr %30, align 4, !dbg !86, !tbaa !17
  %32 = fadd contract float %25, %31, !dbg !87
  store volatile float %32, ptr %16, align 4, !dbg !88, !tbaa !17
  br label %33, !dbg !89

33:                                               ; preds = %27, %24
  %34 = phi float [ %32, %27 ], [ %25, %24 ], !dbg !90
  tail call void @llvm.nvvm.barrier0(), !dbg !91
  %35 = icmp ult i32 %5, 32, !dbg !92
  br i1 %35, label %36, label %57, !dbg !93

36:                                               ; preds = %33
  %37 = or disjoint i32 %5, 32, !dbg !94
  %38 = zext nneg i32 %37 to i64, !dbg !95
  %39 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %38, !dbg !95
  %40 = load volatile float, ptr %39, align 4, !dbg !95, !tbaa !17
  %41 = fadd contract float %34, %40, !dbg !96
  store volatile float %41, ptr %16, align 4, !dbg !97, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !98
  %43 = load volatile float, ptr %42, align 4, !dbg !98, !tbaa !17
  %44 = fadd contract float %41, %43, !dbg !99
  store volatile float %44, ptr %16, align 4, !dbg !100, !tbaa !17
  %45 = getelementptr inbounds i8, ptr %16, i64 32, !dbg !101
  %46 = load volatile float, ptr %45, align 4, !dbg !101, !tbaa !17
  %47 = fadd contract float %44, %46, !dbg !102
  store volatile float %47, ptr %16, align 4, !dbg !103, !tbaa !17
  %48 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !104
  %49 = load volatile float, ptr %48, align 4, !dbg !104, !tbaa !17
  %50 = fadd contract float %47, %49, !dbg !105
  store volatile float %50, ptr %16, align 4, !dbg !106, !tbaa !17
  %51 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !107
  %52 = load volatile float, ptr %51, align 4, !dbg !107, !tbaa !17
  %53 = fadd contract float %50, %52, !dbg !108
  store volatile float %53, ptr %16, align 4, !dbg !109, !tbaa !17
  %54 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !110
  %55 = load volatile float, ptr %54, align 4, !dbg !110, !tbaa !17
  %56 = fadd contract float %53, %55, !dbg !111
  store volatile float %56, ptr %16, align 4, !dbg !112, !tbaa !17
  br label %57, !dbg !113

57:                                               ; preds = %33, %36
  %58 = icmp eq i32 %5, 0, !dbg !114
  br i1 %58, label %68, label %77, !dbg !115

59:                                               ; preds = %10, %59
  %60 = phi float [ 0.000000e+00, %10 ], [ %65, %59 ]
  %61 = phi i32 [ %8, %10 ], [ %66, %59 ]
  %62 = zext i32 %61 to i64, !dbg !116
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !116
  %64 = load float, ptr %63, align 4, !dbg !116, !tbaa !17
  %65 = fadd contract float %60, %64, !dbg !117
  %66 = add i32 %61, %12, !dbg !118
  %67 = icmp ult i32 %66, %3, !dbg !70
  br i1 %67, label %59, label %13, !dbg !71, !llvm.loop !119

68:                                               ; preds = %57
  %69 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), align 4, !dbg !122, !tbaa !17
  %70 = zext nneg i32 %6 to i64, !dbg !123
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !123
  store float %69, ptr %71, align 4, !dbg !124, !tbaa !17
  tail call void @llvm.nvvm.membar.gl(), !dbg !125
  %72 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !129
  %73 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @retirement to ptr), i32 %72), !dbg !132
  %74 = add nsw i32 %72, -1, !dbg !138
  %75 = icmp eq i32 %73, %74, !dbg !139
  %76 = zext i1 %75 to i8, !dbg !140
  store i8 %76, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE7am_last to ptr), align 1, !dbg !140, !tbaa !141
  br label %77, !dbg !143

77:                                               ; preds = %68, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !144
  %78 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE7am_last to ptr), align 1, !dbg !145, !tbaa !141, !range !146, !noundef !14
  %79 = trunc nuw i8 %78 to i1, !dbg !145
  br i1 %79, label %80, label %134, !dbg !145

80:                                               ; preds = %77
  %81 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %82 = icmp ult i32 %5, %81, !dbg !147
  br i1 %82, label %123, label %83, !dbg !148

83:                                               ; preds = %123, %80
  %84 = phi float [ 0.000000e+00, %80 ], [ %129, %123 ], !dbg !72
  store volatile float %84, ptr %16, align 4, !dbg !149, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !151
  br i1 %17, label %85, label %91, !dbg !152

85:                                               ; preds = %83
  %86 = or disjoint i32 %5, 128
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %87
  %89 = load volatile float, ptr %88, align 4, !dbg !153, !tbaa !17
  %90 = fadd contract float %84, %89, !dbg !154
  store volatile float %90, ptr %16, align 4, !dbg !155, !tbaa !17
  br label %91, !dbg !156

91:                                               ; preds = %85, %83
  %92 = phi float [ %90, %85 ], [ %84, %83 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !157
  br i1 %26, label %93, label %99, !dbg !158

93:                                               ; preds = %91
  %94 = or disjoint i32 %5, 64
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %95
  %97 = load volatile float, ptr %96, align 4, !dbg !159, !tbaa !17
  %98 = fadd contract float %92, %97, !dbg !160
  store volatile float %98, ptr %16, align 4, !dbg !161, !tbaa !17
  br label %99, !dbg !162

99:                                               ; preds = %93, %91
  %100 = phi float [ %98, %93 ], [ %92, %91 ], !dbg !163
  tail call void @llvm.nvvm.barrier0(), !dbg !164
  br i1 %35, label %101, label %122, !dbg !165

101:                                              ; preds = %99
  %102 = or disjoint i32 %5, 32, !dbg !166
  %103 = zext nneg i32 %102 to i64, !dbg !167
  %104 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), i64 %103, !dbg !167
  %105 = load volatile float, ptr %104, align 4, !dbg !167, !tbaa !17
  %106 = fadd contract float %100, %105, !dbg !168
  store volatile float %106, ptr %16, align 4, !dbg !169, !tbaa !17
  %107 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !170
  %108 = load volatile float, ptr %107, align 4, !dbg !170, !tbaa !17
  %109 = fadd contract float %106, %108, !dbg !171
  store volatile float %109, ptr %16, align 4, !dbg !172, !tbaa !17
  %110 = getelementptr inbounds i8, ptr %16, i64 32, !dbg !173
  %111 = load volatile float, ptr %110, align 4, !dbg !173, !tbaa !17
  %112 = fadd contract float %109, %111, !dbg !174
  store volatile float %112, ptr %16, align 4, !dbg !175, !tbaa !17
  %113 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !176
  %114 = load volatile float, ptr %113, align 4, !dbg !176, !tbaa !17
  %115 = fadd contract float %112, %114, !dbg !177
  store volatile float %115, ptr %16, align 4, !dbg !178, !tbaa !17
  %116 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !179
  %117 = load volatile float, ptr %116, align 4, !dbg !179, !tbaa !17
  %118 = fadd contract float %115, %117, !dbg !180
  store volatile float %118, ptr %16, align 4, !dbg !181, !tbaa !17
  %119 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !182
  %120 = load volatile float, ptr %119, align 4, !dbg !182, !tbaa !17
  %121 = fadd contract float %118, %120, !dbg !183
  store volatile float %121, ptr %16, align 4, !dbg !184, !tbaa !17
  br label %122, !dbg !185

122:                                              ; preds = %99, %101
  br i1 %58, label %132, label %134, !dbg !186

123:                                              ; preds = %80, %123
  %124 = phi i32 [ %130, %123 ], [ %5, %80 ]
  %125 = phi float [ %129, %123 ], [ 0.000000e+00, %80 ]
  %126 = zext nneg i32 %124 to i64, !dbg !187
  %127 = getelementptr inbounds float, ptr %1, i64 %126, !dbg !187
  %128 = load float, ptr %127, align 4, !dbg !187, !tbaa !17
  %129 = fadd contract float %125, %128, !dbg !188
  %130 = add nuw i32 %124, 256, !dbg !189
  %131 = icmp ult i32 %130, %81, !dbg !147
  br i1 %131, label %123, label %83, !dbg !148, !llvm.loop !190

132:                                              ; preds = %122
  %133 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18threadfence_reducePKfPfS1_jE1s to ptr), align 4, !dbg !192, !tbaa !17
  store float %133, ptr %2, align 4, !dbg !193, !tbaa !17
  store i32 0, ptr addrspacecast (ptr addrspace(1) @retirement to ptr), align 4, !dbg !194, !tbaa !195
  br label %134, !dbg !197

134:                                              ; preds = %122, %132, %77
  ret void, !dbg !198
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind }
attributes #5 = { nocallback nounwind memory(argmem: readwrite) }

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
!7 = !DIFile(filename: "threadfence_reduction.cu", directory: ".")
!8 = !{ptr @_Z18threadfence_reducePKfPfS1_j, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "reduce_block", scope: !7, file: !7, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 12, column: 3, scope: !12)
!16 = !DILocation(line: 12, column: 8, scope: !12)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 13, column: 3, scope: !12)
!22 = !DILocation(line: 14, column: 9, scope: !12)
!23 = !DILocation(line: 14, column: 7, scope: !12)
!24 = !DILocation(line: 15, column: 26, scope: !12)
!25 = !DILocation(line: 15, column: 24, scope: !12)
!26 = !DILocation(line: 15, column: 10, scope: !12)
!27 = !DILocation(line: 15, column: 5, scope: !12)
!28 = !DILocation(line: 16, column: 3, scope: !12)
!29 = !DILocation(line: 17, column: 9, scope: !12)
!30 = !DILocation(line: 17, column: 7, scope: !12)
!31 = !DILocation(line: 18, column: 26, scope: !12)
!32 = !DILocation(line: 18, column: 24, scope: !12)
!33 = !DILocation(line: 18, column: 10, scope: !12)
!34 = !DILocation(line: 18, column: 5, scope: !12)
!35 = !DILocation(line: 0, scope: !12)
!36 = !DILocation(line: 19, column: 3, scope: !12)
!37 = !DILocation(line: 20, column: 9, scope: !12)
!38 = !DILocation(line: 20, column: 7, scope: !12)
!39 = !DILocation(line: 21, column: 30, scope: !12)
!40 = !DILocation(line: 21, column: 26, scope: !12)
!41 = !DILocation(line: 21, column: 24, scope: !12)
!42 = !DILocation(line: 21, column: 10, scope: !12)
!43 = !DILocation(line: 22, column: 26, scope: !12)
!44 = !DILocation(line: 22, column: 24, scope: !12)
!45 = !DILocation(line: 22, column: 10, scope: !12)
!46 = !DILocation(line: 23, column: 26, scope: !12)
!47 = !DILocation(line: 23, column: 24, scope: !12)
!48 = !DILocation(line: 23, column: 10, scope: !12)
!49 = !DILocation(line: 24, column: 26, scope: !12)
!50 = !DILocation(line: 24, column: 24, scope: !12)
!51 = !DILocation(line: 24, column: 10, scope: !12)
!52 = !DILocation(line: 25, column: 26, scope: !12)
!53 = !DILocation(line: 25, column: 24, scope: !12)
!54 = !DILocation(line: 25, column: 10, scope: !12)
!55 = !DILocation(line: 26, column: 26, scope: !12)
!56 = !DILocation(line: 26, column: 24, scope: !12)
!57 = !DILocation(line: 26, column: 10, scope: !12)
!58 = !DILocation(line: 27, column: 3, scope: !12)
!59 = !DILocation(line: 28, column: 1, scope: !12)
!60 = distinct !DISubprogram(name: "threadfence_reduce", scope: !7, file: !7, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!61 = !DILocation(line: 53, column: 3, scope: !62, inlinedAt: !64)
!62 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !63, file: !63, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!64 = distinct !DILocation(line: 33, column: 16, scope: !60)
!65 = !DILocation(line: 66, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !63, file: !63, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!67 = distinct !DILocation(line: 35, column: 21, scope: !60)
!68 = !DILocation(line: 35, column: 32, scope: !60)
!69 = !DILocation(line: 35, column: 38, scope: !60)
!70 = !DILocation(line: 35, column: 45, scope: !60)
!71 = !DILocation(line: 35, column: 3, scope: !60)
!72 = !DILocation(line: 0, scope: !60)
!73 = !DILocation(line: 12, column: 3, scope: !12, inlinedAt: !74)
!74 = distinct !DILocation(line: 37, column: 3, scope: !60)
!75 = !DILocation(line: 12, column: 8, scope: !12, inlinedAt: !74)
!76 = !DILocation(line: 13, column: 3, scope: !12, inlinedAt: !74)
!77 = !DILocation(line: 14, column: 9, scope: !12, inlinedAt: !74)
!78 = !DILocation(line: 14, column: 7, scope: !12, inlinedAt: !74)
!79 = !DILocation(line: 15, column: 26, scope: !12, inlinedAt: !74)
!80 = !DILocation(line: 15, column: 24, scope: !12, inlinedAt: !74)
!81 = !DILocation(line: 15, column: 10, scope: !12, inlinedAt: !74)
!82 = !DILocation(line: 15, column: 5, scope: !12, inlinedAt: !74)
!83 = !DILocation(line: 16, column: 3, scope: !12, inlinedAt: !74)
!84 = !DILocation(line: 17, column: 9, scope: !12, inlinedAt: !74)
!85 = !DILocation(line: 17, column: 7, scope: !12, inlinedAt: !74)
!86 = !DILocation(line: 18, column: 26, scope: !12, inlinedAt: !74)
!87 = !DILocation(line: 18, column: 24, scope: !12, inlinedAt: !74)
!88 = !DILocation(line: 18, column: 10, scope: !12, inlinedAt: !74)
!89 = !DILocation(line: 18, column: 5, scope: !12, inlinedAt: !74)
!90 = !DILocation(line: 0, scope: !12, inlinedAt: !74)
!91 = !DILocation(line: 19, column: 3, scope: !12, inlinedAt: !74)
!92 = !DILocation(line: 20, column: 9, scope: !12, inlinedAt: !74)
!93 = !DILocation(line: 20, column: 7, scope: !12, inlinedAt: !74)
!94 = !DILocation(line: 21, column: 30, scope: !12, inlinedAt: !74)
!95 = !DILocation(line: 21, column: 26, scope: !12, inlinedAt: !74)
!96 = !DILocation(line: 21, column: 24, scope: !12, inlinedAt: !74)
!97 = !DILocation(line: 21, column: 10, scope: !12, inlinedAt: !74)
!98 = !DILocation(line: 22, column: 26, scope: !12, inlinedAt: !74)
!99 = !DILocation(line: 22, column: 24, scope: !12, inlinedAt: !74)
!100 = !DILocation(line: 22, column: 10, scope: !12, inlinedAt: !74)
!101 = !DILocation(line: 23, column: 26, scope: !12, inlinedAt: !74)
!102 = !DILocation(line: 23, column: 24, scope: !12, inlinedAt: !74)
!103 = !DILocation(line: 23, column: 10, scope: !12, inlinedAt: !74)
!104 = !DILocation(line: 24, column: 26, scope: !12, inlinedAt: !74)
!105 = !DILocation(line: 24, column: 24, scope: !12, inlinedAt: !74)
!106 = !DILocation(line: 24, column: 10, scope: !12, inlinedAt: !74)
!107 = !DILocation(line: 25, column: 26, scope: !12, inlinedAt: !74)
!108 = !DILocation(line: 25, column: 24, scope: !12, inlinedAt: !74)
!109 = !DILocation(line: 25, column: 10, scope: !12, inlinedAt: !74)
!110 = !DILocation(line: 26, column: 26, scope: !12, inlinedAt: !74)
!111 = !DILocation(line: 26, column: 24, scope: !12, inlinedAt: !74)
!112 = !DILocation(line: 26, column: 10, scope: !12, inlinedAt: !74)
!113 = !DILocation(line: 27, column: 3, scope: !12, inlinedAt: !74)
!114 = !DILocation(line: 38, column: 9, scope: !60)
!115 = !DILocation(line: 38, column: 7, scope: !60)
!116 = !DILocation(line: 36, column: 13, scope: !60)
!117 = !DILocation(line: 36, column: 10, scope: !60)
!118 = !DILocation(line: 35, column: 52, scope: !60)
!119 = distinct !{!119, !71, !120, !121}
!120 = !DILocation(line: 36, column: 17, scope: !60)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 39, column: 27, scope: !60)
!123 = !DILocation(line: 39, column: 5, scope: !60)
!124 = !DILocation(line: 39, column: 25, scope: !60)
!125 = !DILocation(line: 528, column: 39, scope: !126, inlinedAt: !128)
!126 = distinct !DISubprogram(name: "__threadfence", scope: !127, file: !127, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!127 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!128 = distinct !DILocation(line: 40, column: 5, scope: !60)
!129 = !DILocation(line: 92, column: 3, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !63, file: !63, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!131 = distinct !DILocation(line: 41, column: 46, scope: !60)
!132 = !DILocation(line: 589, column: 10, scope: !133, inlinedAt: !134)
!133 = distinct !DISubprogram(name: "__uAtomicInc", scope: !127, file: !127, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!134 = distinct !DILocation(line: 162, column: 10, scope: !135, inlinedAt: !137)
!135 = distinct !DISubprogram(name: "atomicInc", scope: !136, file: !136, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!136 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!137 = distinct !DILocation(line: 41, column: 23, scope: !60)
!138 = !DILocation(line: 42, column: 36, scope: !60)
!139 = !DILocation(line: 42, column: 23, scope: !60)
!140 = !DILocation(line: 42, column: 13, scope: !60)
!141 = !{!142, !142, i64 0}
!142 = !{!"bool", !19, i64 0}
!143 = !DILocation(line: 43, column: 3, scope: !60)
!144 = !DILocation(line: 44, column: 3, scope: !60)
!145 = !DILocation(line: 45, column: 7, scope: !60)
!146 = !{i8 0, i8 2}
!147 = !DILocation(line: 47, column: 28, scope: !60)
!148 = !DILocation(line: 47, column: 5, scope: !60)
!149 = !DILocation(line: 12, column: 8, scope: !12, inlinedAt: !150)
!150 = distinct !DILocation(line: 49, column: 5, scope: !60)
!151 = !DILocation(line: 13, column: 3, scope: !12, inlinedAt: !150)
!152 = !DILocation(line: 14, column: 7, scope: !12, inlinedAt: !150)
!153 = !DILocation(line: 15, column: 26, scope: !12, inlinedAt: !150)
!154 = !DILocation(line: 15, column: 24, scope: !12, inlinedAt: !150)
!155 = !DILocation(line: 15, column: 10, scope: !12, inlinedAt: !150)
!156 = !DILocation(line: 15, column: 5, scope: !12, inlinedAt: !150)
!157 = !DILocation(line: 16, column: 3, scope: !12, inlinedAt: !150)
!158 = !DILocation(line: 17, column: 7, scope: !12, inlinedAt: !150)
!159 = !DILocation(line: 18, column: 26, scope: !12, inlinedAt: !150)
!160 = !DILocation(line: 18, column: 24, scope: !12, inlinedAt: !150)
!161 = !DILocation(line: 18, column: 10, scope: !12, inlinedAt: !150)
!162 = !DILocation(line: 18, column: 5, scope: !12, inlinedAt: !150)
!163 = !DILocation(line: 0, scope: !12, inlinedAt: !150)
!164 = !DILocation(line: 19, column: 3, scope: !12, inlinedAt: !150)
!165 = !DILocation(line: 20, column: 7, scope: !12, inlinedAt: !150)
!166 = !DILocation(line: 21, column: 30, scope: !12, inlinedAt: !150)
!167 = !DILocation(line: 21, column: 26, scope: !12, inlinedAt: !150)
!168 = !DILocation(line: 21, column: 24, scope: !12, inlinedAt: !150)
!169 = !DILocation(line: 21, column: 10, scope: !12, inlinedAt: !150)
!170 = !DILocation(line: 22, column: 26, scope: !12, inlinedAt: !150)
!171 = !DILocation(line: 22, column: 24, scope: !12, inlinedAt: !150)
!172 = !DILocation(line: 22, column: 10, scope: !12, inlinedAt: !150)
!173 = !DILocation(line: 23, column: 26, scope: !12, inlinedAt: !150)
!174 = !DILocation(line: 23, column: 24, scope: !12, inlinedAt: !150)
!175 = !DILocation(line: 23, column: 10, scope: !12, inlinedAt: !150)
!176 = !DILocation(line: 24, column: 26, scope: !12, inlinedAt: !150)
!177 = !DILocation(line: 24, column: 24, scope: !12, inlinedAt: !150)
!178 = !DILocation(line: 24, column: 10, scope: !12, inlinedAt: !150)
!179 = !DILocation(line: 25, column: 26, scope: !12, inlinedAt: !150)
!180 = !DILocation(line: 25, column: 24, scope: !12, inlinedAt: !150)
!181 = !DILocation(line: 25, column: 10, scope: !12, inlinedAt: !150)
!182 = !DILocation(line: 26, column: 26, scope: !12, inlinedAt: !150)
!183 = !DILocation(line: 26, column: 24, scope: !12, inlinedAt: !150)
!184 = !DILocation(line: 26, column: 10, scope: !12, inlinedAt: !150)
!185 = !DILocation(line: 27, column: 3, scope: !12, inlinedAt: !150)
!186 = !DILocation(line: 50, column: 9, scope: !60)
!187 = !DILocation(line: 48, column: 14, scope: !60)
!188 = !DILocation(line: 48, column: 11, scope: !60)
!189 = !DILocation(line: 47, column: 43, scope: !60)
!190 = distinct !{!190, !148, !191, !121}
!191 = !DILocation(line: 48, column: 23, scope: !60)
!192 = !DILocation(line: 51, column: 17, scope: !60)
!193 = !DILocation(line: 51, column: 15, scope: !60)
!194 = !DILocation(line: 52, column: 18, scope: !60)
!195 = !{!196, !196, i64 0}
!196 = !{!"int", !19, i64 0}
!197 = !DILocation(line: 53, column: 5, scope: !60)
!198 = !DILocation(line: 55, column: 1, scope: !60)
