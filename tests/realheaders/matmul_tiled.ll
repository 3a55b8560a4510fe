; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10matmul_topPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10matmul_topPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12matmul_tiledPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !23
  %8 = shl nuw nsw i32 %7, 4, !dbg !26
  %9 = add nuw nsw i32 %8, %6, !dbg !27
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %11 = shl i32 %10, 4, !dbg !31
  %12 = add i32 %11, %5, !dbg !32
  %13 = icmp sgt i32 %3, 0, !dbg !33
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !34

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 0, !dbg !35
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 0, i64 %18
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 1, i64 %18
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 2, i64 %18
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 3, i64 %18
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 4, i64 %18
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 5, i64 %18
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 6, i64 %18
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 7, i64 %18
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 8, i64 %18
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 9, i64 %18
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 10, i64 %18
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 11, i64 %18
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 12, i64 %18
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 13, i64 %18
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 14, i64 %18
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 15, i64 %18
  br label %58, !dbg !34

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !36
  %55 = add nsw i32 %14, %12, !dbg !37
  %56 = sext i32 %55 to i64, !dbg !38
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !38
  store float %54, ptr %57, align 4, !dbg !39, !tbaa !40
  ret void, !dbg !44

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  %61 = add i32 %16, %59, !dbg !45
  %62 = sext i32 %61 to i64, !dbg !46
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !46
  %64 = load float, ptr %63, align 4, !dbg !46, !tbaa !40
  store float %64, ptr %19, align 4, !dbg !47, !tbaa !40
  %65 = add nuw nsw i32 %59, %6, !dbg !48
  %66 = mul nuw nsw i32 %65, %3, !dbg !49
  %67 = add nsw i32 %66, %12, !dbg !50
  %68 = sext i32 %67 to i64, !dbg !51
  %69 = getelementptr inbounds float, ptr %1, i64 %68, !dbg !51
  %70 = load float, ptr %69, align 4, !dbg !51, !tbaa !40
  store float %70, ptr %20, align 4, !dbg !52, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %71 = load float, ptr %21, align 4, !dbg !35, !tbaa !40
  %72 = load float, ptr %22, align 4, !dbg !54, !tbaa !40
  %73 = fmul contract float %71, %72, !dbg !55
  %74 = fadd contract float %60, %73, !dbg !56
  %75 = load float, ptr %23, align 4, !dbg !35, !tbaa !40
  %76 = load float, ptr %24, align 4, !dbg !54, !tbaa !40
  %77 = fmul contract float %75, %76, !dbg !55
  %78 = fadd contract float %74, %77, !dbg !56
  %79 = load float, ptr %25, align 4, !dbg !35, !tbaa !40
  %80 = load float, ptr %26, align 4, !dbg !54, !tbaa !40
  %81 = fmul contract float %79, %80, !dbg !55
  %82 = fadd contract float %78, %81, !dbg !56
  %83 = load float, ptr %27, align 4, !dbg !35, !tbaa !40
  %84 = load float, ptr %28, align 4, !dbg !54, !tbaa !40
  %85 = fmul contract float %83, %84, !dbg !55
  %86 = fadd contract float %82, %85, !dbg !56
  %87 = load float, ptr %29, align 4, !dbg !35, !tbaa !40
  %88 = load float, ptr %30, align 4, !dbg !54, !tbaa !40
  %89 = fmul contract float %87, %88, !dbg !55
  %90 = fadd contract float %86, %89, !dbg !56
  %91 = load float, ptr %31, align 4, !dbg !35, !tbaa !40
  %92 = load float, ptr %32, align 4, !dbg !54, !tbaa !40
  %93 = fmul contract float %91, %92, !dbg !55
  %94 = fadd contract float %90, %93, !dbg !56
  %95 = load float, ptr %33, align 4, !dbg !35, !tbaa !40
  %96 = load float, ptr %34, align 4, !dbg !54, !tbaa !40
  %97 = fmul contract float %95, %96, !dbg !55
  %98 = fadd contract float %94, %97, !dbg !56
  %99 = load float, ptr %35, align 4, !dbg !35, !tbaa !40
  %100 = load float, ptr %36, align 4, !dbg !54, !tbaa !40
  %101 = fmul contract float %99, %100, !dbg !55
  %102 = fadd contract float %98, %101, !dbg !56
  %103 = load float, ptr %37, align 4, !dbg !35, !tbaa !40
  %104 = load float, ptr %38, align 4, !dbg !54, !tbaa !40
  %105 = fmul contract float %103, %104, !dbg !55
  %106 = fadd contract float %102, %105, !dbg !56
  %107 = load float, ptr %39, align 4, !dbg !35, !tbaa !40
  %108 = load float, ptr %40, align 4, !dbg !54, !tbaa !40
  %109 = fmul contract float %107, %108, !dbg !55
  %110 = fadd contract float %106, %109, !dbg !56
  %111 = load float, ptr %41, align 4, !dbg !35, !tbaa !40
  %112 = load float, ptr %42, align 4, !dbg !54, !tbaa !40
  %113 = fmul contract float %111, %112, !dbg !55
  %114 = fadd contract float %110, %113, !dbg !56
  %115 = load float, ptr %43, align 4, !dbg !35, !tbaa !40
  %116 = load float, ptr %44, align 4, !dbg !54, !tbaa !40
  %117 = fmul contract float %115, %116, !dbg !55
  %118 = fadd contract float %114, %117, !dbg !56
  %119 = load float, ptr %45, align 4, !dbg !35, !tbaa !40
  %120 = load float, ptr %46, align 4, !dbg !54, !tbaa !40
  %121 = fmul contract float %119, %120, !dbg !55
  %122 = fadd contract float %118, %121, !dbg !56
  %123 = load float, ptr %47, align 4, !dbg !35, !tbaa !40
  %124 = load float, ptr %48, align 4, !dbg !54, !tbaa !40
  %125 = fmul contract float %123, %124, !dbg !55
  %126 = fadd contract float %122, %125, !dbg !56
  %127 = load float, ptr %49, align 4, !dbg !35, !tbaa !40
  %128 = load float, ptr %50, align 4, !dbg !54, !tbaa !40
  %129 = fmul contract float %127, %128, !dbg !55
  %130 = fadd contract float %126, %129, !dbg !56
  %131 = load float, ptr %51, align 4, !dbg !35, !tbaa !40
  %132 = load float, ptr %52, align 4, !dbg !54, !tbaa !40
  %133 = fmul contract float %131, %132, !dbg !55
  %134 = fadd contract float %130, %133, !dbg !56
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %135 = add nuw nsw i32 %59, 16, !dbg !58
  %136 = icmp slt i32 %135, %3, !dbg !33
  br i1 %136, label %58, label %53, !dbg !34, !llvm.loop !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10matmul_topPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !62 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !65
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !67
  %8 = shl nuw nsw i32 %7, 4, !dbg !69
  %9 = add nuw nsw i32 %8, %6, !dbg !70
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  %11 = shl i32 %10, 4, !dbg !73
  %12 = add i32 %11, %5, !dbg !74
  %13 = icmp sgt i32 %3, 0, !dbg !75
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !76

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 0, !dbg !77
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 0, i64 %18
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 1, i64 %18
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 2, i64 %18
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 3, i64 %18
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 4, i64 %18
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 5, i64 %18
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 6, i64 %18
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 7, i64 %18
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 8, i64 %18
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 9, i64 %18
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 10, i64 %18
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 11, i64 %18
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 12, i64 %18
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 13, i64 %18
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 14, i64 %18
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 15, i64 %18
  br label %58, !dbg !76

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !78
  %55 = add nsw i32 %14, %12, !dbg !79
  %56 = sext i32 %55 to i64, !dbg !80
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !80
  store float %54, ptr %57, align 4, !dbg !81, !tbaa !40
  ret void, !dbg !82

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !83
  %61 = add i32 %16, %59, !dbg !84
  %62 = sext i32 %61 to i64, !dbg !85
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !85
  %64 = load float, ptr %63, align 4, !dbg !85, !tbaa !40
  store float %64, ptr %19, align 4, !dbg !86, !tbaa !40
  %65 = add nuw nsw i32 %59, %6, !dbg !87
  %66 = mul nuw nsw i32 %65, %3, !dbg !88
  %67 = add nsw i32 %66, %12, !dbg !89
  %68 = sext i32 %67 to i64, !dbg !90
  %69 = getelementptr inbounds float, ptr %1, i64 %68, !dbg !90
  %70 = load float, ptr %69, align 4, !dbg !90, !tbaa !40
  store float %70, ptr %20, align 4, !dbg !91, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !92
  %71 = load float, ptr %21, align 4, !dbg !77, !tbaa !40
  %72 = load float, ptr %22, align 4, !dbg !93, !tbaa !40
  %73 = fmul contract float %71, %72, !dbg !94
  %74 = fadd contract float %60, %73, !dbg !95
  %75 = load float, ptr %23, align 4, !dbg !77, !tbaa !40
  %76 = load float, ptr %24, align 4, !dbg !93, !tbaa !40
  %77 = fmul contract float %75, %76, !dbg !94
  %78 = fadd contract float %74, %77, !dbg !95
  %79 = load float, ptr %25, align 4, !dbg !77, !tbaa !40
  %80 = load float, ptr %26, align 4, !dbg !93, !tbaa !40
  %81 = fmul contract float %79, %80, !dbg !94
  %82 = fadd contract float %78, %81, !dbg !95
  %83 = load float, ptr %27, align 4, !dbg !77, !tbaa !40
  %84 = load float, ptr %28, align 4, !dbg !93, !tbaa !40
  %85 = fmul contract float %83, %84, !dbg !94
  %86 = fadd contract float %82, %85, !dbg !95
  %87 = load float, ptr %29, align 4, !dbg !77, !tbaa !40
  %88 = load float, ptr %30, align 4, !dbg !93, !tbaa !40
  %89 = fmul contract float %87, %88, !dbg !94
  %90 = fadd contract float %86, %89, !dbg !95
  %91 = load float, ptr %31, align 4, !dbg !77, !tbaa !40
  %92 = load float, ptr %32, align 4, !dbg !93, !tbaa !40
  %93 = fmul contract float %91, %92, !dbg !94
  %94 = fadd contract float %90, %93, !dbg !95
  %95 = load float, ptr %33, align 4, !dbg !77, !tbaa !40
  %96 = load float, ptr %34, align 4, !dbg !93, !tbaa !40
  %97 = fmul contract float %95, %96, !dbg !94
  %98 = fadd contract float %94, %97, !dbg !95
  %99 = load float, ptr %35, align 4, !dbg !77, !tbaa !40
  %100 = load float, ptr %36, align 4, !dbg !93, !tbaa !40
  %101 = fmul contract float %99, %100, !dbg !94
  %102 = fadd contract float %98, %101, !dbg !95
  %103 = load float, ptr %37, align 4, !dbg !77, !tbaa !40
  %104 = load float, ptr %38, align 4, !dbg !93, !tbaa !40
  %105 = fmul contract float %103, %104, !dbg !94
  %106 = fadd contract float %102, %105, !dbg !95
  %107 = load float, ptr %39, align 4, !dbg !77, !tbaa !40
  %108 = load float, ptr %40, align 4, !dbg !93, !tbaa !40
  %109 = fmul contract float %107, %108, !dbg !94
  %110 = fadd contract float %106, %109, !dbg !95
  %111 = load float, ptr %41, align 4, !dbg !77, !tbaa !40
  %112 = load float, ptr %42, align 4, !dbg !93, !tbaa !40
  %113 = fmul contract float %111, %112, !dbg !94
  %114 = fadd contract float %110, %113, !dbg !95
  %115 = load float, ptr %43, align 4, !dbg !77, !tbaa !40
  %116 = load float, ptr %44, align 4, !dbg !93, !tbaa !40
  %117 = fmul contract float %115, %116, !dbg !94
  %118 = fadd contract float %114, %117, !dbg !95
  %119 = load float, ptr %45, align 4, !dbg !77, !tbaa !40
  %120 = load float, ptr %46, align 4, !dbg !93, !tbaa !40
  %121 = fmul contract float %119, %120, !dbg !94
  %122 = fadd contract float %118, %121, !dbg !95
  %123 = load float, ptr %47, align 4, !dbg !77, !tbaa !40
  %124 = load float, ptr %48, align 4, !dbg !93, !tbaa !40
  %125 = fmul contract float %123, %124, !dbg !94
  %126 = fadd contract float %122, %125, !dbg !95
  %127 = load float, ptr %49, align 4, !dbg !77, !tbaa !40
  %128 = load float, ptr %50, align 4, !dbg !93, !tbaa !40
  %129 = fmul contract float %127, %128, !dbg !94
  %130 = fadd contract float %126, %129, !dbg !95
  %131 = load float, ptr %51, align 4, !dbg !77, !tbaa !40
  %132 = load float, ptr %52, align 4, !dbg !93, !tbaa !40
  %133 = fmul contract float %131, %132, !dbg !94
  %134 = fadd contract float %130, %133, !dbg !95
  %135 = add nuw nsw i32 %59, 16, !dbg !96
  %136 = icmp slt i32 %135, %3, !dbg !75
  br i1 %136, label %58, label %53, !dbg !76, !llvm.loop !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "matmul_tiled.cu", directory: ".")
!8 = !{ptr @_Z12matmul_tiledPKfS0_Pfi, !"kernel", i32 1}
!9 = !{ptr @_Z10matmul_topPKfS0_Pfi, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "matmul_tiled", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 12, scope: !13)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 11, column: 30, scope: !13)
!23 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 67, type: !14, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 13, scope: !13)
!26 = !DILocation(line: 12, column: 24, scope: !13)
!27 = !DILocation(line: 12, column: 31, scope: !13)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 13, column: 13, scope: !13)
!31 = !DILocation(line: 13, column: 24, scope: !13)
!32 = !DILocation(line: 13, column: 31, scope: !13)
!33 = !DILocation(line: 15, column: 23, scope: !13)
!34 = !DILocation(line: 15, column: 3, scope: !13)
!35 = !DILocation(line: 20, column: 14, scope: !13)
!36 = !DILocation(line: 14, column: 9, scope: !13)
!37 = !DILocation(line: 23, column: 13, scope: !13)
!38 = !DILocation(line: 23, column: 3, scope: !13)
!39 = !DILocation(line: 23, column: 20, scope: !13)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 24, column: 1, scope: !13)
!45 = !DILocation(line: 16, column: 33, scope: !13)
!46 = !DILocation(line: 16, column: 18, scope: !13)
!47 = !DILocation(line: 16, column: 16, scope: !13)
!48 = !DILocation(line: 17, column: 24, scope: !13)
!49 = !DILocation(line: 17, column: 30, scope: !13)
!50 = !DILocation(line: 17, column: 34, scope: !13)
!51 = !DILocation(line: 17, column: 18, scope: !13)
!52 = !DILocation(line: 17, column: 16, scope: !13)
!53 = !DILocation(line: 18, column: 5, scope: !13)
!54 = !DILocation(line: 20, column: 26, scope: !13)
!55 = !DILocation(line: 20, column: 24, scope: !13)
!56 = !DILocation(line: 20, column: 11, scope: !13)
!57 = !DILocation(line: 21, column: 5, scope: !13)
!58 = !DILocation(line: 15, column: 31, scope: !13)
!59 = distinct !{!59, !34, !60, !61}
!60 = !DILocation(line: 22, column: 3, scope: !13)
!61 = !{!"llvm.loop.mustprogress"}
!62 = distinct !DISubprogram(name: "matmul_top", scope: !7, file: !7, line: 26, type: !14, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !64)
!64 = distinct !DILocation(line: 31, column: 12, scope: !62)
!65 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !66)
!66 = distinct !DILocation(line: 31, column: 30, scope: !62)
!67 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !68)
!68 = distinct !DILocation(line: 32, column: 13, scope: !62)
!69 = !DILocation(line: 32, column: 24, scope: !62)
!70 = !DILocation(line: 32, column: 31, scope: !62)
!71 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !72)
!72 = distinct !DILocation(line: 33, column: 13, scope: !62)
!73 = !DILocation(line: 33, column: 24, scope: !62)
!74 = !DILocation(line: 33, column: 31, scope: !62)
!75 = !DILocation(line: 35, column: 23, scope: !62)
!76 = !DILocation(line: 35, column: 3, scope: !62)
!77 = !DILocation(line: 41, column: 14, scope: !62)
!78 = !DILocation(line: 34, column: 9, scope: !62)
!79 = !DILocation(line: 43, column: 13, scope: !62)
!80 = !DILocation(line: 43, column: 3, scope: !62)
!81 = !DILocation(line: 43, column: 20, scope: !62)
!82 = !DILocation(line: 44, column: 1, scope: !62)
!83 = !DILocation(line: 36, column: 5, scope: !62)
!84 = !DILocation(line: 37, column: 33, scope: !62)
!85 = !DILocation(line: 37, column: 18, scope: !62)
!86 = !DILocation(line: 37, column: 16, scope: !62)
!87 = !DILocation(line: 38, column: 24, scope: !62)
!88 = !DILocation(line: 38, column: 30, scope: !62)
!89 = !DILocation(line: 38, column: 34, scope: !62)
!90 = !DILocation(line: 38, column: 18, scope: !62)
!91 = !DILocation(line: 38, column: 16, scope: !62)
!92 = !DILocation(line: 39, column: 5, scope: !62)
!93 = !DILocation(line: 41, column: 26, scope: !62)
!94 = !DILocation(line: 41, column: 24, scope: !62)
!95 = !DILocation(line: 41, column: 11, scope: !62)
!96 = !DILocation(line: 35, column: 31, scope: !62)
!97 = distinct !{!97, !76, !98, !61}
!98 = !DILocation(line: 42, column: 3, scope: !62)
