; ModuleID = 'threadfence.cu'
source_filename = "threadfence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@retirement_count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14sum_last_blockE3red = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14sum_last_blockE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sum_last_block(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = shl i32 %6, 8, !dbg !19
  %8 = add i32 %7, %5, !dbg !20
  %9 = icmp ult i32 %8, %3, !dbg !21
  br i1 %9, label %10, label %14, !dbg !22

10:                                               ; preds = %4
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !23, !tbaa !24
  br label %14, !dbg !22

14:                                               ; preds = %4, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %4 ], !dbg !22
  %16 = zext nneg i32 %5 to i64, !dbg !28
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %16, !dbg !28
  store float %15, ptr %17, align 4, !dbg !29, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %18 = icmp ult i32 %5, 128, !dbg !31
  br i1 %18, label %19, label %26, !dbg !32

19:                                               ; preds = %14
  %20 = or disjoint i32 %5, 128
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %21
  %23 = load float, ptr %22, align 4, !dbg !33, !tbaa !24
  %24 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %25 = fadd contract float %23, %24, !dbg !34
  store float %25, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %26, !dbg !35

26:                                               ; preds = %19, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %27 = icmp ult i32 %5, 64, !dbg !31
  br i1 %27, label %28, label %35, !dbg !32

28:                                               ; preds = %26
  %29 = or disjoint i32 %5, 64
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !33, !tbaa !24
  %33 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %34 = fadd contract float %32, %33, !dbg !34
  store float %34, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %35, !dbg !35

35:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %36 = icmp ult i32 %5, 32, !dbg !31
  br i1 %36, label %37, label %44, !dbg !32

37:                                               ; preds = %35
  %38 = or disjoint i32 %5, 32
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !dbg !33, !tbaa !24
  %42 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %43 = fadd contract float %41, %42, !dbg !34
  store float %43, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %44, !dbg !35

44:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %45 = icmp ult i32 %5, 16, !dbg !31
  br i1 %45, label %46, label %53, !dbg !32

46:                                               ; preds = %44
  %47 = or disjoint i32 %5, 16
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !dbg !33, !tbaa !24
  %51 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %52 = fadd contract float %50, %51, !dbg !34
  store float %52, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %53, !dbg !35

53:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %54 = icmp ult i32 %5, 8, !dbg !31
  br i1 %54, label %55, label %62, !dbg !32

55:                                               ; preds = %53
  %56 = or disjoint i32 %5, 8
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !dbg !33, !tbaa !24
  %60 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %61 = fadd contract float %59, %60, !dbg !34
  store float %61, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %62, !dbg !35

62:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %63 = icmp ult i32 %5, 4, !dbg !31
  br i1 %63, label %64, label %71, !dbg !32

64:                                               ; preds = %62
  %65 = or disjoint i32 %5, 4
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !33, !tbaa !24
  %69 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %70 = fadd contract float %68, %69, !dbg !34
  store float %70, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %71, !dbg !35

71:                                               ; preds = %64, %62
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %72 = icmp ult i32 %5, 2, !dbg !31
  br i1 %72, label %73, label %80, !dbg !32

73:                                               ; preds = %71
  %74 = or disjoint i32 %5, 2
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !dbg !33, !tbaa !24
  %78 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %79 = fadd contract float %77, %78, !dbg !34
  store float %79, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %80, !dbg !35

80:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %81 = icmp eq i32 %5, 0, !dbg !31
  br i1 %81, label %82, label %86, !dbg !32

82:                                               ; preds = %80
  %83 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 4), align 4, !dbg !33, !tbaa !24
  %84 = load float, ptr %17, align 4, !dbg !34, !tbaa !24
  %85 = fadd contract float %83, %84, !dbg !34
  store float %85, ptr %17, align 4, !dbg !34, !tbaa !24
  br label %86, !dbg !35

86:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %87 = icmp eq i32 %5, 0, !dbg !37
  br i1 %87, label %88, label %97, !dbg !38

88:                                               ; preds = %86
  %89 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), align 4, !dbg !39, !tbaa !24
  %90 = zext nneg i32 %6 to i64, !dbg !40
  %91 = getelementptr inbounds float, ptr %1, i64 %90, !dbg !40
  store float %89, ptr %91, align 4, !dbg !41, !tbaa !24
  tail call void @llvm.nvvm.membar.gl(), !dbg !42
  %92 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr), i32 1 seq_cst, align 4, !dbg !43
  %93 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !46
  %94 = add nsw i32 %93, -1, !dbg !49
  %95 = icmp eq i32 %92, %94, !dbg !50
  %96 = zext i1 %95 to i8, !dbg !51
  store i8 %96, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE7am_last to ptr), align 1, !dbg !51, !tbaa !52
  br label %97, !dbg !54

97:                                               ; preds = %88, %86
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %98 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE7am_last to ptr), align 1, !dbg !56, !tbaa !52, !range !57, !noundef !11
  %99 = trunc nuw i8 %98 to i1, !dbg !56
  br i1 %99, label %100, label %139, !dbg !56

100:                                              ; preds = %97
  %101 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %102 = icmp ult i32 %5, %101, !dbg !58
  br i1 %102, label %105, label %103, !dbg !59

103:                                              ; preds = %105, %100
  %104 = phi float [ 0.000000e+00, %100 ], [ %111, %105 ], !dbg !60
  store float %104, ptr %17, align 4, !dbg !61, !tbaa !24
  tail call void @llvm.nvvm.membar.cta(), !dbg !62
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  br i1 %87, label %115, label %139, !dbg !64

105:                                              ; preds = %100, %105
  %106 = phi i32 [ %112, %105 ], [ %5, %100 ]
  %107 = phi float [ %111, %105 ], [ 0.000000e+00, %100 ]
  %108 = zext nneg i32 %106 to i64, !dbg !65
  %109 = getelementptr inbounds float, ptr %1, i64 %108, !dbg !65
  %110 = load float, ptr %109, align 4, !dbg !65, !tbaa !24
  %111 = fadd contract float %107, %110, !dbg !66
  %112 = add nuw i32 %106, 256, !dbg !67
  %113 = icmp ult i32 %112, %101, !dbg !58
  br i1 %113, label %105, label %103, !dbg !59, !llvm.loop !68

114:                                              ; preds = %115
  store float %136, ptr %2, align 4, !dbg !71, !tbaa !24
  store i32 0, ptr addrspacecast (ptr addrspace(1) @retirement_count to ptr), align 4, !dbg !72, !tbaa !73
  tail call void @llvm.nvvm.membar.sys(), !dbg !75
  br label %139, !dbg !76

115:                                              ; preds = %103, %115
  %116 = phi i32 [ %137, %115 ], [ 0, %103 ]
  %117 = phi float [ %136, %115 ], [ 0.000000e+00, %103 ]
  %118 = zext nneg i32 %116 to i64, !dbg !77
  %119 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %118, !dbg !77
  %120 = load float, ptr %119, align 4, !dbg !77, !tbaa !24
  %121 = fadd contract float %117, %120, !dbg !78
  %122 = or disjoint i32 %116, 1, !dbg !79
  %123 = zext nneg i32 %122 to i64, !dbg !77
  %124 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %123, !dbg !77
  %125 = load float, ptr %124, align 4, !dbg !77, !tbaa !24
  %126 = fadd contract float %121, %125, !dbg !78
  %127 = or disjoint i32 %116, 2, !dbg !79
  %128 = zext nneg i32 %127 to i64, !dbg !77
  %129 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %128, !dbg !77
  %130 = load float, ptr %129, align 4, !dbg !77, !tbaa !24
  %131 = fadd contract float %126, %130, !dbg !78
  %132 = or disjoint i32 %116, 3, !dbg !79
  %133 = zext nneg i32 %132 to i64, !dbg !77
  %134 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sum_last_blockE3red to ptr), i64 0, i64 %133, !dbg !77
  %135 = load float, ptr %134, align 4, !dbg !77, !tbaa !24
  %136 = fadd contract float %131, %135, !dbg !78
  %137 = add nuw nsw i32 %116, 4, !dbg !79
  %138 = icmp eq i32 %137, 256, !dbg !80
  br i1 %138, label %114, label %115, !dbg !81, !llvm.loop !82

139:                                              ; preds = %103, %114, %97
  ret void, !dbg !84
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "threadfence.cu", directory: ".")
!2 = !{ptr @sum_last_block, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "sum_last_block", scope: !1, file: !1, line: 9, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 14, column: 12, scope: !9)
!19 = !DILocation(line: 14, column: 23, scope: !9)
!20 = !DILocation(line: 14, column: 29, scope: !9)
!21 = !DILocation(line: 15, column: 15, scope: !9)
!22 = !DILocation(line: 15, column: 12, scope: !9)
!23 = !DILocation(line: 15, column: 22, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 15, column: 3, scope: !9)
!29 = !DILocation(line: 15, column: 10, scope: !9)
!30 = !DILocation(line: 16, column: 3, scope: !9)
!31 = !DILocation(line: 18, column: 11, scope: !9)
!32 = !DILocation(line: 18, column: 9, scope: !9)
!33 = !DILocation(line: 19, column: 17, scope: !9)
!34 = !DILocation(line: 19, column: 14, scope: !9)
!35 = !DILocation(line: 19, column: 7, scope: !9)
!36 = !DILocation(line: 20, column: 5, scope: !9)
!37 = !DILocation(line: 22, column: 9, scope: !9)
!38 = !DILocation(line: 22, column: 7, scope: !9)
!39 = !DILocation(line: 23, column: 27, scope: !9)
!40 = !DILocation(line: 23, column: 5, scope: !9)
!41 = !DILocation(line: 23, column: 25, scope: !9)
!42 = !DILocation(line: 24, column: 5, scope: !9)
!43 = !DILocation(line: 87, column: 16, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 86, type: !10, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 25, column: 19, scope: !9)
!46 = !DILocation(line: 61, column: 1, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 61, type: !10, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 26, column: 26, scope: !9)
!49 = !DILocation(line: 26, column: 36, scope: !9)
!50 = !DILocation(line: 26, column: 23, scope: !9)
!51 = !DILocation(line: 26, column: 13, scope: !9)
!52 = !{!53, !53, i64 0}
!53 = !{!"bool", !26, i64 0}
!54 = !DILocation(line: 27, column: 3, scope: !9)
!55 = !DILocation(line: 28, column: 3, scope: !9)
!56 = !DILocation(line: 29, column: 7, scope: !9)
!57 = !{i8 0, i8 2}
!58 = !DILocation(line: 31, column: 24, scope: !9)
!59 = !DILocation(line: 31, column: 5, scope: !9)
!60 = !DILocation(line: 0, scope: !9)
!61 = !DILocation(line: 33, column: 12, scope: !9)
!62 = !DILocation(line: 34, column: 5, scope: !9)
!63 = !DILocation(line: 35, column: 5, scope: !9)
!64 = !DILocation(line: 36, column: 9, scope: !9)
!65 = !DILocation(line: 32, column: 12, scope: !9)
!66 = !DILocation(line: 32, column: 9, scope: !9)
!67 = !DILocation(line: 31, column: 39, scope: !9)
!68 = distinct !{!68, !59, !69, !70}
!69 = !DILocation(line: 32, column: 21, scope: !9)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 40, column: 15, scope: !9)
!72 = !DILocation(line: 41, column: 24, scope: !9)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !26, i64 0}
!75 = !DILocation(line: 42, column: 7, scope: !9)
!76 = !DILocation(line: 43, column: 5, scope: !9)
!77 = !DILocation(line: 39, column: 18, scope: !9)
!78 = !DILocation(line: 39, column: 15, scope: !9)
!79 = !DILocation(line: 38, column: 32, scope: !9)
!80 = !DILocation(line: 38, column: 25, scope: !9)
!81 = !DILocation(line: 38, column: 7, scope: !9)
!82 = distinct !{!82, !81, !83, !70}
!83 = !DILocation(line: 39, column: 23, scope: !9)
!84 = !DILocation(line: 45, column: 1, scope: !9)
