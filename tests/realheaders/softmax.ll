; ModuleID = 'softmax.cu'
source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12softmax_rowsPKfPfiE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z12softmax_rowsPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = zext nneg i32 %4 to i64, !dbg !19
  %6 = sext i32 %2 to i64, !dbg !20
  %7 = mul nsw i64 %6, %5, !dbg !21
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !22
  %9 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !23
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %11 = icmp slt i32 %10, %2, !dbg !27
  br i1 %11, label %12, label %14, !dbg !28

12:                                               ; preds = %3
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %85, !dbg !28

14:                                               ; preds = %85, %3
  %15 = phi float [ 0xC7EFF933C0000000, %3 ], [ %91, %85 ], !dbg !29
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31), !dbg !30
  %17 = tail call noundef float @llvm.maxnum.f32(float %15, float %16), !dbg !36
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31), !dbg !30
  %19 = tail call noundef float @llvm.maxnum.f32(float %17, float %18), !dbg !36
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31), !dbg !30
  %21 = tail call noundef float @llvm.maxnum.f32(float %19, float %20), !dbg !36
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31), !dbg !30
  %23 = tail call noundef float @llvm.maxnum.f32(float %21, float %22), !dbg !36
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31), !dbg !30
  %25 = and i32 %10, 31, !dbg !40
  %26 = icmp eq i32 %25, 0, !dbg !41
  br i1 %26, label %27, label %32, !dbg !42

27:                                               ; preds = %14
  %28 = tail call noundef float @llvm.maxnum.f32(float %23, float %24), !dbg !36
  %29 = lshr exact i32 %10, 5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %30
  store float %28, ptr %31, align 4, !dbg !43, !tbaa !44
  br label %32, !dbg !48

32:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %33 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), align 4, !dbg !50, !tbaa !44
  %34 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = lshr i32 %34, 5
  %36 = icmp ugt i32 %34, 63, !dbg !51
  br i1 %36, label %37, label %83, !dbg !52

37:                                               ; preds = %32
  %38 = add nsw i32 %35, -1, !dbg !52
  %39 = add nsw i32 %35, -2, !dbg !52
  %40 = and i32 %38, 3, !dbg !52
  %41 = icmp ult i32 %39, 3, !dbg !52
  br i1 %41, label %67, label %42, !dbg !52

42:                                               ; preds = %37
  %43 = and i32 %38, -4, !dbg !52
  br label %44, !dbg !52

44:                                               ; preds = %44, %42
  %45 = phi i32 [ 1, %42 ], [ %64, %44 ]
  %46 = phi float [ %33, %42 ], [ %63, %44 ]
  %47 = phi i32 [ 0, %42 ], [ %65, %44 ]
  %48 = zext nneg i32 %45 to i64, !dbg !53
  %49 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %48, !dbg !53
  %50 = load float, ptr %49, align 4, !dbg !53, !tbaa !44
  %51 = tail call noundef float @llvm.maxnum.f32(float %46, float %50), !dbg !54
  %52 = zext nneg i32 %45 to i64, !dbg !53
  %53 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 4), i64 %52, !dbg !53
  %54 = load float, ptr %53, align 4, !dbg !53, !tbaa !44
  %55 = tail call noundef float @llvm.maxnum.f32(float %51, float %54), !dbg !54
  %56 = zext nneg i32 %45 to i64, !dbg !53
  %57 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 8), i64 %56, !dbg !53
  %58 = load float, ptr %57, align 4, !dbg !53, !tbaa !44
  %59 = tail call noundef float @llvm.maxnum.f32(float %55, float %58), !dbg !54
  %60 = zext nneg i32 %45 to i64, !dbg !53
  %61 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 12), i64 %60, !dbg !53
  %62 = load float, ptr %61, align 4, !dbg !53, !tbaa !44
  %63 = tail call noundef float @llvm.maxnum.f32(float %59, float %62), !dbg !54
  %64 = add nuw nsw i32 %45, 4, !dbg !56
  %65 = add nuw i32 %47, 4, !dbg !52
  %66 = icmp eq i32 %65, %43, !dbg !52
  br i1 %66, label %67, label %44, !dbg !52, !llvm.loop !57

67:                                               ; preds = %44, %37
  %68 = phi float [ poison, %37 ], [ %63, %44 ]
  %69 = phi i32 [ 1, %37 ], [ %64, %44 ]
  %70 = phi float [ %33, %37 ], [ %63, %44 ]
  %71 = icmp eq i32 %40, 0, !dbg !52
  br i1 %71, label %83, label %72, !dbg !52

72:                                               ; preds = %67, %72
  %73 = phi i32 [ %80, %72 ], [ %69, %67 ]
  %74 = phi float [ %79, %72 ], [ %70, %67 ]
  %75 = phi i32 [ %81, %72 ], [ 0, %67 ]
  %76 = zext nneg i32 %73 to i64, !dbg !53
  %77 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %76, !dbg !53
  %78 = load float, ptr %77, align 4, !dbg !53, !tbaa !44
  %79 = tail call noundef float @llvm.maxnum.f32(float %74, float %78), !dbg !54
  %80 = add nuw nsw i32 %73, 1, !dbg !56
  %81 = add i32 %75, 1, !dbg !52
  %82 = icmp eq i32 %81, %40, !dbg !52
  br i1 %82, label %83, label %72, !dbg !52, !llvm.loop !60

83:                                               ; preds = %67, %72, %32
  %84 = phi float [ %33, %32 ], [ %68, %67 ], [ %79, %72 ], !dbg !62
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  br i1 %11, label %163, label %94, !dbg !64

85:                                               ; preds = %12, %85
  %86 = phi float [ 0xC7EFF933C0000000, %12 ], [ %91, %85 ]
  %87 = phi i32 [ %10, %12 ], [ %92, %85 ]
  %88 = sext i32 %87 to i64, !dbg !65
  %89 = getelementptr inbounds float, ptr %8, i64 %88, !dbg !65
  %90 = load float, ptr %89, align 4, !dbg !65, !tbaa !44
  %91 = tail call noundef float @llvm.maxnum.f32(float %86, float %90), !dbg !66
  %92 = add i32 %87, %13, !dbg !68
  %93 = icmp slt i32 %92, %2, !dbg !27
  br i1 %93, label %85, label %14, !dbg !28, !llvm.loop !69

94:                                               ; preds = %163, %83
  %95 = phi float [ 0.000000e+00, %83 ], [ %182, %163 ], !dbg !29
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 16, i32 31), !dbg !71
  %97 = fadd contract float %95, %96, !dbg !75
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 8, i32 31), !dbg !71
  %99 = fadd contract float %97, %98, !dbg !75
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 4, i32 31), !dbg !71
  %101 = fadd contract float %99, %100, !dbg !75
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 2, i32 31), !dbg !71
  %103 = fadd contract float %101, %102, !dbg !75
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 1, i32 31), !dbg !71
  br i1 %26, label %105, label %110, !dbg !76

105:                                              ; preds = %94
  %106 = fadd contract float %103, %104, !dbg !75
  %107 = lshr exact i32 %10, 5
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %108
  store float %106, ptr %109, align 4, !dbg !77, !tbaa !44
  br label %110, !dbg !78

110:                                              ; preds = %105, %94
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %111 = icmp ult i32 %34, 32, !dbg !80
  br i1 %111, label %160, label %112, !dbg !81

112:                                              ; preds = %110
  %113 = add nsw i32 %35, -1, !dbg !81
  %114 = and i32 %35, 3, !dbg !81
  %115 = icmp ult i32 %113, 3, !dbg !81
  br i1 %115, label %144, label %116, !dbg !81

116:                                              ; preds = %112
  %117 = and i32 %35, 60, !dbg !81
  br label %118, !dbg !81

118:                                              ; preds = %118, %116
  %119 = phi i32 [ 0, %116 ], [ %141, %118 ]
  %120 = phi float [ 0.000000e+00, %116 ], [ %140, %118 ]
  %121 = phi i32 [ 0, %116 ], [ %142, %118 ]
  %122 = zext nneg i32 %119 to i64, !dbg !82
  %123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %122, !dbg !82
  %124 = load float, ptr %123, align 4, !dbg !82, !tbaa !44
  %125 = fadd contract float %120, %124, !dbg !83
  %126 = or disjoint i32 %119, 1, !dbg !84
  %127 = zext nneg i32 %126 to i64, !dbg !82
  %128 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %127, !dbg !82
  %129 = load float, ptr %128, align 4, !dbg !82, !tbaa !44
  %130 = fadd contract float %125, %129, !dbg !83
  %131 = or disjoint i32 %119, 2, !dbg !84
  %132 = zext nneg i32 %131 to i64, !dbg !82
  %133 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %132, !dbg !82
  %134 = load float, ptr %133, align 4, !dbg !82, !tbaa !44
  %135 = fadd contract float %130, %134, !dbg !83
  %136 = or disjoint i32 %119, 3, !dbg !84
  %137 = zext nneg i32 %136 to i64, !dbg !82
  %138 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %137, !dbg !82
  %139 = load float, ptr %138, align 4, !dbg !82, !tbaa !44
  %140 = fadd contract float %135, %139, !dbg !83
  %141 = add nuw nsw i32 %119, 4, !dbg !84
  %142 = add i32 %121, 4, !dbg !81
  %143 = icmp eq i32 %142, %117, !dbg !81
  br i1 %143, label %144, label %118, !dbg !81, !llvm.loop !85

144:                                              ; preds = %118, %112
  %145 = phi float [ poison, %112 ], [ %140, %118 ]
  %146 = phi i32 [ 0, %112 ], [ %141, %118 ]
  %147 = phi float [ 0.000000e+00, %112 ], [ %140, %118 ]
  %148 = icmp eq i32 %114, 0, !dbg !81
  br i1 %148, label %160, label %149, !dbg !81

149:                                              ; preds = %144, %149
  %150 = phi i32 [ %157, %149 ], [ %146, %144 ]
  %151 = phi float [ %156, %149 ], [ %147, %144 ]
  %152 = phi i32 [ %158, %149 ], [ 0, %144 ]
  %153 = zext nneg i32 %150 to i64, !dbg !82
  %154 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12softmax_rowsPKfPfiE3red to ptr), i64 %153, !dbg !82
  %155 = load float, ptr %154, align 4, !dbg !82, !tbaa !44
  %156 = fadd contract float %151, %155, !dbg !83
  %157 = add nuw nsw i32 %150, 1, !dbg !84
  %158 = add i32 %152, 1, !dbg !81
  %159 = icmp eq i32 %158, %114, !dbg !81
  br i1 %159, label %160, label %149, !dbg !81, !llvm.loop !87

160:                                              ; preds = %144, %149, %110
  %161 = phi float [ 0.000000e+00, %110 ], [ %145, %144 ], [ %156, %149 ], !dbg !88
  %162 = fdiv contract float 1.000000e+00, %161, !dbg !89
  br i1 %11, label %186, label %185, !dbg !90

163:                                              ; preds = %83, %163
  %164 = phi i32 [ %183, %163 ], [ %10, %83 ]
  %165 = phi float [ %182, %163 ], [ 0.000000e+00, %83 ]
  %166 = sext i32 %164 to i64, !dbg !91
  %167 = getelementptr inbounds float, ptr %8, i64 %166, !dbg !91
  %168 = load float, ptr %167, align 4, !dbg !91, !tbaa !44
  %169 = fsub contract float %168, %84, !dbg !92
  %170 = tail call float @llvm.fma.f32(float %169, float 0x3F777313A0000000, float 5.000000e-01), !dbg !93
  %171 = tail call float @llvm.nvvm.saturate.f(float %170) #6, !dbg !93
  %172 = tail call float @llvm.nvvm.fma.rm.f(float %171, float 2.520000e+02, float 0x4168000020000000) #6, !dbg !93
  %173 = fadd float %172, 0xC168000FE0000000, !dbg !93
  %174 = fneg float %173, !dbg !93
  %175 = tail call float @llvm.fma.f32(float %169, float 0x3FF7154760000000, float %174), !dbg !93
  %176 = tail call float @llvm.fma.f32(float %169, float 0x3E54AE0C00000000, float %175), !dbg !93
  %177 = bitcast float %172 to i32, !dbg !93
  %178 = shl i32 %177, 23, !dbg !93
  %179 = bitcast i32 %178 to float, !dbg !93
  %180 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %176) #6, !dbg !93
  %181 = fmul float %180, %179, !dbg !93
  %182 = fadd contract float %165, %181, !dbg !96
  %183 = add i32 %164, %34, !dbg !97
  %184 = icmp slt i32 %183, %2, !dbg !98
  br i1 %184, label %163, label %94, !dbg !64, !llvm.loop !99

185:                                              ; preds = %186, %160
  ret void, !dbg !101

186:                                              ; preds = %160, %186
  %187 = phi i32 [ %206, %186 ], [ %10, %160 ]
  %188 = sext i32 %187 to i64, !dbg !102
  %189 = getelementptr inbounds float, ptr %8, i64 %188, !dbg !102
  %190 = load float, ptr %189, align 4, !dbg !102, !tbaa !44
  %191 = fsub contract float %190, %84, !dbg !103
  %192 = tail call float @llvm.fma.f32(float %191, float 0x3F777313A0000000, float 5.000000e-01), !dbg !104
  %193 = tail call float @llvm.nvvm.saturate.f(float %192) #6, !dbg !104
  %194 = tail call float @llvm.nvvm.fma.rm.f(float %193, float 2.520000e+02, float 0x4168000020000000) #6, !dbg !104
  %195 = fadd float %194, 0xC168000FE0000000, !dbg !104
  %196 = fneg float %195, !dbg !104
  %197 = tail call float @llvm.fma.f32(float %191, float 0x3FF7154760000000, float %196), !dbg !104
  %198 = tail call float @llvm.fma.f32(float %191, float 0x3E54AE0C00000000, float %197), !dbg !104
  %199 = bitcast float %194 to i32, !dbg !104
  %200 = shl i32 %199, 23, !dbg !104
  %201 = bitcast i32 %200 to float, !dbg !104
  %202 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %198) #6, !dbg !104
  %203 = fmul float %202, %201, !dbg !104
  %204 = fmul contract float %162, %203, !dbg !106
  %205 = getelementptr inbounds float, ptr %9, i64 %188, !dbg !107
  store float %204, ptr %205, align 4, !dbg !108, !tbaa !44
  %206 = add i32 %187, %34, !dbg !109
  %207 = icmp slt i32 %206, %2, !dbg !110
  br i1 %207, label %186, label %185, !dbg !90, !llvm.loop !111
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!7 = !DIFile(filename: "softmax.cu", directory: ".")
!8 = !{ptr @_Z12softmax_rowsPKfPfi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "softmax_rows", scope: !7, file: !7, line: 33, type: !13, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 36, column: 34, scope: !12)
!19 = !DILocation(line: 36, column: 34, scope: !12)
!20 = !DILocation(line: 36, column: 47, scope: !12)
!21 = !DILocation(line: 36, column: 45, scope: !12)
!22 = !DILocation(line: 36, column: 24, scope: !12)
!23 = !DILocation(line: 37, column: 19, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 39, column: 16, scope: !12)
!27 = !DILocation(line: 39, column: 31, scope: !12)
!28 = !DILocation(line: 39, column: 3, scope: !12)
!29 = !DILocation(line: 0, scope: !12)
!30 = !DILocation(line: 181, column: 1, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !32, file: !32, line: 181, type: !13, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!33 = distinct !DILocation(line: 10, column: 18, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "block_reduce_max", scope: !7, file: !7, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 41, column: 7, scope: !12)
!36 = !DILocation(line: 132, column: 55, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "fmaxf", scope: !38, file: !38, line: 132, type: !13, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!39 = distinct !DILocation(line: 10, column: 9, scope: !34, inlinedAt: !35)
!40 = !DILocation(line: 11, column: 10, scope: !34, inlinedAt: !35)
!41 = !DILocation(line: 11, column: 16, scope: !34, inlinedAt: !35)
!42 = !DILocation(line: 11, column: 7, scope: !34, inlinedAt: !35)
!43 = !DILocation(line: 12, column: 17, scope: !34, inlinedAt: !35)
!44 = !{!45, !45, i64 0}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !DILocation(line: 12, column: 5, scope: !34, inlinedAt: !35)
!49 = !DILocation(line: 13, column: 3, scope: !34, inlinedAt: !35)
!50 = !DILocation(line: 14, column: 7, scope: !34, inlinedAt: !35)
!51 = !DILocation(line: 15, column: 22, scope: !34, inlinedAt: !35)
!52 = !DILocation(line: 15, column: 3, scope: !34, inlinedAt: !35)
!53 = !DILocation(line: 16, column: 18, scope: !34, inlinedAt: !35)
!54 = !DILocation(line: 132, column: 55, scope: !37, inlinedAt: !55)
!55 = distinct !DILocation(line: 16, column: 9, scope: !34, inlinedAt: !35)
!56 = !DILocation(line: 15, column: 41, scope: !34, inlinedAt: !35)
!57 = distinct !{!57, !52, !58, !59}
!58 = !DILocation(line: 16, column: 24, scope: !34, inlinedAt: !35)
!59 = !{!"llvm.loop.mustprogress"}
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 0, scope: !34, inlinedAt: !35)
!63 = !DILocation(line: 42, column: 3, scope: !12)
!64 = !DILocation(line: 44, column: 3, scope: !12)
!65 = !DILocation(line: 40, column: 18, scope: !12)
!66 = !DILocation(line: 132, column: 55, scope: !37, inlinedAt: !67)
!67 = distinct !DILocation(line: 40, column: 9, scope: !12)
!68 = !DILocation(line: 39, column: 41, scope: !12)
!69 = distinct !{!69, !28, !70, !59}
!70 = !DILocation(line: 40, column: 24, scope: !12)
!71 = !DILocation(line: 181, column: 1, scope: !31, inlinedAt: !72)
!72 = distinct !DILocation(line: 23, column: 10, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "block_reduce_sum", scope: !7, file: !7, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!74 = distinct !DILocation(line: 46, column: 7, scope: !12)
!75 = !DILocation(line: 23, column: 7, scope: !73, inlinedAt: !74)
!76 = !DILocation(line: 24, column: 7, scope: !73, inlinedAt: !74)
!77 = !DILocation(line: 25, column: 17, scope: !73, inlinedAt: !74)
!78 = !DILocation(line: 25, column: 5, scope: !73, inlinedAt: !74)
!79 = !DILocation(line: 26, column: 3, scope: !73, inlinedAt: !74)
!80 = !DILocation(line: 28, column: 22, scope: !73, inlinedAt: !74)
!81 = !DILocation(line: 28, column: 3, scope: !73, inlinedAt: !74)
!82 = !DILocation(line: 29, column: 10, scope: !73, inlinedAt: !74)
!83 = !DILocation(line: 29, column: 7, scope: !73, inlinedAt: !74)
!84 = !DILocation(line: 28, column: 41, scope: !73, inlinedAt: !74)
!85 = distinct !{!85, !81, !86, !59}
!86 = !DILocation(line: 29, column: 15, scope: !73, inlinedAt: !74)
!87 = distinct !{!87, !61}
!88 = !DILocation(line: 0, scope: !73, inlinedAt: !74)
!89 = !DILocation(line: 47, column: 20, scope: !12)
!90 = !DILocation(line: 48, column: 3, scope: !12)
!91 = !DILocation(line: 45, column: 15, scope: !12)
!92 = !DILocation(line: 45, column: 22, scope: !12)
!93 = !DILocation(line: 109, column: 43, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "expf", scope: !38, file: !38, line: 109, type: !13, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!95 = distinct !DILocation(line: 45, column: 10, scope: !12)
!96 = !DILocation(line: 45, column: 7, scope: !12)
!97 = !DILocation(line: 44, column: 41, scope: !12)
!98 = !DILocation(line: 44, column: 31, scope: !12)
!99 = distinct !{!99, !64, !100, !59}
!100 = !DILocation(line: 45, column: 25, scope: !12)
!101 = !DILocation(line: 50, column: 1, scope: !12)
!102 = !DILocation(line: 49, column: 20, scope: !12)
!103 = !DILocation(line: 49, column: 27, scope: !12)
!104 = !DILocation(line: 109, column: 43, scope: !94, inlinedAt: !105)
!105 = distinct !DILocation(line: 49, column: 15, scope: !12)
!106 = !DILocation(line: 49, column: 32, scope: !12)
!107 = !DILocation(line: 49, column: 5, scope: !12)
!108 = !DILocation(line: 49, column: 13, scope: !12)
!109 = !DILocation(line: 48, column: 41, scope: !12)
!110 = !DILocation(line: 48, column: 31, scope: !12)
!111 = distinct !{!111, !90, !112, !59}
!112 = !DILocation(line: 49, column: 34, scope: !12)
