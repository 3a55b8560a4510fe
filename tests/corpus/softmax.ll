; ModuleID = 'softmax.cu'
source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12softmax_rowsPKfPfiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12softmax_rowsPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = zext nneg i32 %4 to i64, !dbg !16
  %6 = sext i32 %2 to i64, !dbg !17
  %7 = mul nsw i64 %6, %5, !dbg !18
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !19
  %9 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !20
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %11 = icmp slt i32 %10, %2, !dbg !24
  br i1 %11, label %12, label %14, !dbg !25

12:                                               ; preds = %3
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %85, !dbg !25

14:                                               ; preds = %85, %3
  %15 = phi float [ 0xC7EFF933C0000000, %3 ], [ %91, %85 ], !dbg !26
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31), !dbg !27
  %17 = tail call contract noundef float @llvm.maxnum.f32(float %15, float %16), !dbg !32
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31), !dbg !27
  %19 = tail call contract noundef float @llvm.maxnum.f32(float %17, float %18), !dbg !32
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31), !dbg !27
  %21 = tail call contract noundef float @llvm.maxnum.f32(float %19, float %20), !dbg !32
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31), !dbg !27
  %23 = tail call contract noundef float @llvm.maxnum.f32(float %21, float %22), !dbg !32
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31), !dbg !27
  %25 = and i32 %10, 31, !dbg !35
  %26 = icmp eq i32 %25, 0, !dbg !36
  br i1 %26, label %27, label %32, !dbg !37

27:                                               ; preds = %14
  %28 = tail call contract noundef float @llvm.maxnum.f32(float %23, float %24), !dbg !32
  %29 = lshr exact i32 %10, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %30
  store float %28, ptr %31, align 4, !dbg !38, !tbaa !39
  br label %32, !dbg !43

32:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %33 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), align 4, !dbg !45, !tbaa !39
  %34 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = lshr i32 %34, 5
  %36 = icmp ugt i32 %34, 63, !dbg !46
  br i1 %36, label %37, label %83, !dbg !47

37:                                               ; preds = %32
  %38 = add nsw i32 %35, -1, !dbg !47
  %39 = add nsw i32 %35, -2, !dbg !47
  %40 = and i32 %38, 3, !dbg !47
  %41 = icmp ult i32 %39, 3, !dbg !47
  br i1 %41, label %67, label %42, !dbg !47

42:                                               ; preds = %37
  %43 = and i32 %38, -4, !dbg !47
  br label %44, !dbg !47

44:                                               ; preds = %44, %42
  %45 = phi i32 [ 1, %42 ], [ %64, %44 ]
  %46 = phi float [ %33, %42 ], [ %63, %44 ]
  %47 = phi i32 [ 0, %42 ], [ %65, %44 ]
  %48 = zext nneg i32 %45 to i64, !dbg !48
  %49 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %48, !dbg !48
  %50 = load float, ptr %49, align 4, !dbg !48, !tbaa !39
  %51 = tail call contract noundef float @llvm.maxnum.f32(float %46, float %50), !dbg !49
  %52 = zext nneg i32 %45 to i64, !dbg !48
  %53 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 4), i64 %52, !dbg !48
  %54 = load float, ptr %53, align 4, !dbg !48, !tbaa !39
  %55 = tail call contract noundef float @llvm.maxnum.f32(float %51, float %54), !dbg !49
  %56 = zext nneg i32 %45 to i64, !dbg !48
  %57 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 8), i64 %56, !dbg !48
  %58 = load float, ptr %57, align 4, !dbg !48, !tbaa !39
  %59 = tail call contract noundef float @llvm.maxnum.f32(float %55, float %58), !dbg !49
  %60 = zext nneg i32 %45 to i64, !dbg !48
  %61 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 12), i64 %60, !dbg !48
  %62 = load float, ptr %61, align 4, !dbg !48, !tbaa !39
  %63 = tail call contract noundef float @llvm.maxnum.f32(float %59, float %62), !dbg !49
  %64 = add nuw nsw i32 %45, 4, !dbg !51
  %65 = add nuw i32 %47, 4, !dbg !47
  %66 = icmp eq i32 %65, %43, !dbg !47
  br i1 %66, label %67, label %44, !dbg !47, !llvm.loop !52

67:                                               ; preds = %44, %37
  %68 = phi float [ poison, %37 ], [ %63, %44 ]
  %69 = phi i32 [ 1, %37 ], [ %64, %44 ]
  %70 = phi float [ %33, %37 ], [ %63, %44 ]
  %71 = icmp eq i32 %40, 0, !dbg !47
  br i1 %71, label %83, label %72, !dbg !47

72:                                               ; preds = %67, %72
  %73 = phi i32 [ %80, %72 ], [ %69, %67 ]
  %74 = phi float [ %79, %72 ], [ %70, %67 ]
  %75 = phi i32 [ %81, %72 ], [ 0, %67 ]
  %76 = zext nneg i32 %73 to i64, !dbg !48
  %77 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %76, !dbg !48
  %78 = load float, ptr %77, align 4, !dbg !48, !tbaa !39
  %79 = tail call contract noundef float @llvm.maxnum.f32(float %74, float %78), !dbg !49
  %80 = add nuw nsw i32 %73, 1, !dbg !51
  %81 = add i32 %75, 1, !dbg !47
  %82 = icmp eq i32 %81, %40, !dbg !47
  br i1 %82, label %83, label %72, !dbg !47, !llvm.loop !55

83:                                               ; preds = %67, %72, %32
  %84 = phi float [ %33, %32 ], [ %68, %67 ], [ %79, %72 ], !dbg !57
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  br i1 %11, label %163, label %94, !dbg !59

85:                                               ; preds = %12, %85
  %86 = phi float [ 0xC7EFF933C0000000, %12 ], [ %91, %85 ]
  %87 = phi i32 [ %10, %12 ], [ %92, %85 ]
  %88 = sext i32 %87 to i64, !dbg !60
  %89 = getelementptr inbounds float, ptr %8, i64 %88, !dbg !60
  %90 = load float, ptr %89, align 4, !dbg !60, !tbaa !39
  %91 = tail call contract noundef float @llvm.maxnum.f32(float %86, float %90), !dbg !61
  %92 = add i32 %87, %13, !dbg !63
  %93 = icmp slt i32 %92, %2, !dbg !24
  br i1 %93, label %85, label %14, !dbg !25, !llvm.loop !64

94:                                               ; preds = %163, %83
  %95 = phi float [ 0.000000e+00, %83 ], [ %172, %163 ], !dbg !26
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 16, i32 31), !dbg !66
  %97 = fadd contract float %95, %96, !dbg !70
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 8, i32 31), !dbg !66
  %99 = fadd contract float %97, %98, !dbg !70
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 4, i32 31), !dbg !66
  %101 = fadd contract float %99, %100, !dbg !70
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 2, i32 31), !dbg !66
  %103 = fadd contract float %101, %102, !dbg !70
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 1, i32 31), !dbg !66
  br i1 %26, label %105, label %110, !dbg !71

105:                                              ; preds = %94
  %106 = fadd contract float %103, %104, !dbg !70
  %107 = lshr exact i32 %10, 5
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %108
  store float %106, ptr %109, align 4, !dbg !72, !tbaa !39
  br label %110, !dbg !73

110:                                              ; preds = %105, %94
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %111 = icmp ult i32 %34, 32, !dbg !75
  br i1 %111, label %160, label %112, !dbg !76

112:                                              ; preds = %110
  %113 = add nsw i32 %35, -1, !dbg !76
  %114 = and i32 %35, 3, !dbg !76
  %115 = icmp ult i32 %113, 3, !dbg !76
  br i1 %115, label %144, label %116, !dbg !76

116:                                              ; preds = %112
  %117 = and i32 %35, 60, !dbg !76
  br label %118, !dbg !76

118:                                              ; preds = %118, %116
  %119 = phi i32 [ 0, %116 ], [ %141, %118 ]
  %120 = phi float [ 0.000000e+00, %116 ], [ %140, %118 ]
  %121 = phi i32 [ 0, %116 ], [ %142, %118 ]
  %122 = zext nneg i32 %119 to i64, !dbg !77
  %123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %122, !dbg !77
  %124 = load float, ptr %123, align 4, !dbg !77, !tbaa !39
  %125 = fadd contract float %120, %124, !dbg !78
  %126 = or disjoint i32 %119, 1, !dbg !79
  %127 = zext nneg i32 %126 to i64, !dbg !77
  %128 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %127, !dbg !77
  %129 = load float, ptr %128, align 4, !dbg !77, !tbaa !39
  %130 = fadd contract float %125, %129, !dbg !78
  %131 = or disjoint i32 %119, 2, !dbg !79
  %132 = zext nneg i32 %131 to i64, !dbg !77
  %133 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %132, !dbg !77
  %134 = load float, ptr %133, align 4, !dbg !77, !tbaa !39
  %135 = fadd contract float %130, %134, !dbg !78
  %136 = or disjoint i32 %119, 3, !dbg !79
  %137 = zext nneg i32 %136 to i64, !dbg !77
  %138 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %137, !dbg !77
  %139 = load float, ptr %138, align 4, !dbg !77, !tbaa !39
  %140 = fadd contract float %135, %139, !dbg !78
  %141 = add nuw nsw i32 %119, 4, !dbg !79
  %142 = add i32 %121, 4, !dbg !76
  %143 = icmp eq i32 %142, %117, !dbg !76
  br i1 %143, label %144, label %118, !dbg !76, !llvm.loop !80

144:                                              ; preds = %118, %112
  %145 = phi float [ poison, %112 ], [ %140, %118 ]
  %146 = phi i32 [ 0, %112 ], [ %141, %118 ]
  %147 = phi float [ 0.000000e+00, %112 ], [ %140, %118 ]
  %148 = icmp eq i32 %114, 0, !dbg !76
  br i1 %148, label %160, label %149, !dbg !76

149:                                              ; preds = %144, %149
  %150 = phi i32 [ %157, %149 ], [ %146, %144 ]
  %151 = phi float [ %156, %149 ], [ %147, %144 ]
  %152 = phi i32 [ %158, %149 ], [ 0, %144 ]
  %153 = zext nneg i32 %150 to i64, !dbg !77
  %154 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %153, !dbg !77
  %155 = load float, ptr %154, align 4, !dbg !77, !tbaa !39
  %156 = fadd contract float %151, %155, !dbg !78
  %157 = add nuw nsw i32 %150, 1, !dbg !79
  %158 = add i32 %152, 1, !dbg !76
  %159 = icmp eq i32 %158, %114, !dbg !76
  br i1 %159, label %160, label %149, !dbg !76, !llvm.loop !82

160:                                              ; preds = %144, %149, %110
  %161 = phi float [ 0.000000e+00, %110 ], [ %145, %144 ], [ %156, %149 ], !dbg !83
  %162 = fdiv contract float 1.000000e+00, %161, !dbg !84
  br i1 %11, label %176, label %175, !dbg !85

163:                                              ; preds = %83, %163
  %164 = phi i32 [ %173, %163 ], [ %10, %83 ]
  %165 = phi float [ %172, %163 ], [ 0.000000e+00, %83 ]
  %166 = sext i32 %164 to i64, !dbg !86
  %167 = getelementptr inbounds float, ptr %8, i64 %166, !dbg !86
  %168 = load float, ptr %167, align 4, !dbg !86, !tbaa !39
  %169 = fsub contract float %168, %84, !dbg !87
  %170 = fmul contract float %169, 0x3FF7154760000000, !dbg !88
  %171 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %170), !dbg !91
  %172 = fadd contract float %165, %171, !dbg !92
  %173 = add i32 %164, %34, !dbg !93
  %174 = icmp slt i32 %173, %2, !dbg !94
  br i1 %174, label %163, label %94, !dbg !59, !llvm.loop !95

175:                                              ; preds = %176, %160
  ret void, !dbg !97

176:                                              ; preds = %160, %176
  %177 = phi i32 [ %186, %176 ], [ %10, %160 ]
  %178 = sext i32 %177 to i64, !dbg !98
  %179 = getelementptr inbounds float, ptr %8, i64 %178, !dbg !98
  %180 = load float, ptr %179, align 4, !dbg !98, !tbaa !39
  %181 = fsub contract float %180, %84, !dbg !99
  %182 = fmul contract float %181, 0x3FF7154760000000, !dbg !100
  %183 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %182), !dbg !102
  %184 = fmul contract float %162, %183, !dbg !103
  %185 = getelementptr inbounds float, ptr %9, i64 %178, !dbg !104
  store float %184, ptr %185, align 4, !dbg !105, !tbaa !39
  %186 = add i32 %177, %34, !dbg !106
  %187 = icmp slt i32 %186, %2, !dbg !107
  br i1 %187, label %176, label %175, !dbg !85, !llvm.loop !108
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "softmax.cu", directory: ".")
!2 = !{ptr @_Z12softmax_rowsPKfPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "softmax_rows", scope: !1, file: !1, line: 33, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 59, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 36, column: 34, scope: !9)
!16 = !DILocation(line: 36, column: 34, scope: !9)
!17 = !DILocation(line: 36, column: 47, scope: !9)
!18 = !DILocation(line: 36, column: 45, scope: !9)
!19 = !DILocation(line: 36, column: 24, scope: !9)
!20 = !DILocation(line: 37, column: 19, scope: !9)
!21 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 39, column: 16, scope: !9)
!24 = !DILocation(line: 39, column: 31, scope: !9)
!25 = !DILocation(line: 39, column: 3, scope: !9)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 120, column: 10, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 10, column: 18, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "block_reduce_max", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 41, column: 7, scope: !9)
!32 = !DILocation(line: 151, column: 10, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 150, type: !10, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 9, scope: !30, inlinedAt: !31)
!35 = !DILocation(line: 11, column: 10, scope: !30, inlinedAt: !31)
!36 = !DILocation(line: 11, column: 16, scope: !30, inlinedAt: !31)
!37 = !DILocation(line: 11, column: 7, scope: !30, inlinedAt: !31)
!38 = !DILocation(line: 12, column: 17, scope: !30, inlinedAt: !31)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 12, column: 5, scope: !30, inlinedAt: !31)
!44 = !DILocation(line: 13, column: 3, scope: !30, inlinedAt: !31)
!45 = !DILocation(line: 14, column: 7, scope: !30, inlinedAt: !31)
!46 = !DILocation(line: 15, column: 22, scope: !30, inlinedAt: !31)
!47 = !DILocation(line: 15, column: 3, scope: !30, inlinedAt: !31)
!48 = !DILocation(line: 16, column: 18, scope: !30, inlinedAt: !31)
!49 = !DILocation(line: 151, column: 10, scope: !33, inlinedAt: !50)
!50 = distinct !DILocation(line: 16, column: 9, scope: !30, inlinedAt: !31)
!51 = !DILocation(line: 15, column: 41, scope: !30, inlinedAt: !31)
!52 = distinct !{!52, !47, !53, !54}
!53 = !DILocation(line: 16, column: 24, scope: !30, inlinedAt: !31)
!54 = !{!"llvm.loop.mustprogress"}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = !DILocation(line: 0, scope: !30, inlinedAt: !31)
!58 = !DILocation(line: 42, column: 3, scope: !9)
!59 = !DILocation(line: 44, column: 3, scope: !9)
!60 = !DILocation(line: 40, column: 18, scope: !9)
!61 = !DILocation(line: 151, column: 10, scope: !33, inlinedAt: !62)
!62 = distinct !DILocation(line: 40, column: 9, scope: !9)
!63 = !DILocation(line: 39, column: 41, scope: !9)
!64 = distinct !{!64, !25, !65, !54}
!65 = !DILocation(line: 40, column: 24, scope: !9)
!66 = !DILocation(line: 120, column: 10, scope: !28, inlinedAt: !67)
!67 = distinct !DILocation(line: 23, column: 10, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "block_reduce_sum", scope: !1, file: !1, line: 20, type: !10, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 46, column: 7, scope: !9)
!70 = !DILocation(line: 23, column: 7, scope: !68, inlinedAt: !69)
!71 = !DILocation(line: 24, column: 7, scope: !68, inlinedAt: !69)
!72 = !DILocation(line: 25, column: 17, scope: !68, inlinedAt: !69)
!73 = !DILocation(line: 25, column: 5, scope: !68, inlinedAt: !69)
!74 = !DILocation(line: 26, column: 3, scope: !68, inlinedAt: !69)
!75 = !DILocation(line: 28, column: 22, scope: !68, inlinedAt: !69)
!76 = !DILocation(line: 28, column: 3, scope: !68, inlinedAt: !69)
!77 = !DILocation(line: 29, column: 10, scope: !68, inlinedAt: !69)
!78 = !DILocation(line: 29, column: 7, scope: !68, inlinedAt: !69)
!79 = !DILocation(line: 28, column: 41, scope: !68, inlinedAt: !69)
!80 = distinct !{!80, !76, !81, !54}
!81 = !DILocation(line: 29, column: 15, scope: !68, inlinedAt: !69)
!82 = distinct !{!82, !56}
!83 = !DILocation(line: 0, scope: !68, inlinedAt: !69)
!84 = !DILocation(line: 47, column: 20, scope: !9)
!85 = !DILocation(line: 48, column: 3, scope: !9)
!86 = !DILocation(line: 45, column: 15, scope: !9)
!87 = !DILocation(line: 45, column: 22, scope: !9)
!88 = !DILocation(line: 154, column: 32, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 153, type: !10, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 45, column: 10, scope: !9)
!91 = !DILocation(line: 154, column: 10, scope: !89, inlinedAt: !90)
!92 = !DILocation(line: 45, column: 7, scope: !9)
!93 = !DILocation(line: 44, column: 41, scope: !9)
!94 = !DILocation(line: 44, column: 31, scope: !9)
!95 = distinct !{!95, !59, !96, !54}
!96 = !DILocation(line: 45, column: 25, scope: !9)
!97 = !DILocation(line: 50, column: 1, scope: !9)
!98 = !DILocation(line: 49, column: 20, scope: !9)
!99 = !DILocation(line: 49, column: 27, scope: !9)
!100 = !DILocation(line: 154, column: 32, scope: !89, inlinedAt: !101)
!101 = distinct !DILocation(line: 49, column: 15, scope: !9)
!102 = !DILocation(line: 154, column: 10, scope: !89, inlinedAt: !101)
!103 = !DILocation(line: 49, column: 32, scope: !9)
!104 = !DILocation(line: 49, column: 5, scope: !9)
!105 = !DILocation(line: 49, column: 13, scope: !9)
!106 = !DILocation(line: 48, column: 41, scope: !9)
!107 = !DILocation(line: 48, column: 31, scope: !9)
!108 = distinct !{!108, !85, !109, !54}
!109 = !DILocation(line: 49, column: 34, scope: !9)
