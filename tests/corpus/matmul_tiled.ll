; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10matmul_topPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ10matmul_topPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12matmul_tiledPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !20
  %8 = shl nuw nsw i32 %7, 4, !dbg !23
  %9 = add nuw nsw i32 %8, %6, !dbg !24
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %11 = shl i32 %10, 4, !dbg !28
  %12 = add i32 %11, %5, !dbg !29
  %13 = icmp sgt i32 %3, 0, !dbg !30
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !31

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2Bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 0, !dbg !32
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
  br label %58, !dbg !31

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !33
  %55 = add nsw i32 %14, %12, !dbg !34
  %56 = sext i32 %55 to i64, !dbg !35
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !35
  store float %54, ptr %57, align 4, !dbg !36, !tbaa !37
  ret void, !dbg !41

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  %61 = add i32 %16, %59, !dbg !42
  %62 = sext i32 %61 to i64, !dbg !43
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !43
  %64 = load float, ptr %63, align 4, !dbg !43, !tbaa !37
  store float %64, ptr %19, align 4, !dbg !44, !tbaa !37
  %65 = add nuw nsw i32 %59, %6, !dbg !45
  %66 = mul nuw nsw i32 %65, %3, !dbg !46
  %67 = add nsw i32 %66, %12, !dbg !47
  %68 = sext i32 %67 to i64, !dbg !48
  %69 = getelementptr inbounds float, ptr %1, i64 %68, !dbg !48
  %70 = load float, ptr %69, align 4, !dbg !48, !tbaa !37
  store float %70, ptr %20, align 4, !dbg !49, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %71 = load float, ptr %21, align 4, !dbg !32, !tbaa !37
  %72 = load float, ptr %22, align 4, !dbg !51, !tbaa !37
  %73 = fmul contract float %71, %72, !dbg !52
  %74 = fadd contract float %60, %73, !dbg !53
  %75 = load float, ptr %23, align 4, !dbg !32, !tbaa !37
  %76 = load float, ptr %24, align 4, !dbg !51, !tbaa !37
  %77 = fmul contract float %75, %76, !dbg !52
  %78 = fadd contract float %74, %77, !dbg !53
  %79 = load float, ptr %25, align 4, !dbg !32, !tbaa !37
  %80 = load float, ptr %26, align 4, !dbg !51, !tbaa !37
  %81 = fmul contract float %79, %80, !dbg !52
  %82 = fadd contract float %78, %81, !dbg !53
  %83 = load float, ptr %27, align 4, !dbg !32, !tbaa !37
  %84 = load float, ptr %28, align 4, !dbg !51, !tbaa !37
  %85 = fmul contract float %83, %84, !dbg !52
  %86 = fadd contract float %82, %85, !dbg !53
  %87 = load float, ptr %29, align 4, !dbg !32, !tbaa !37
  %88 = load float, ptr %30, align 4, !dbg !51, !tbaa !37
  %89 = fmul contract float %87, %88, !dbg !52
  %90 = fadd contract float %86, %89, !dbg !53
  %91 = load float, ptr %31, align 4, !dbg !32, !tbaa !37
  %92 = load float, ptr %32, align 4, !dbg !51, !tbaa !37
  %93 = fmul contract float %91, %92, !dbg !52
  %94 = fadd contract float %90, %93, !dbg !53
  %95 = load float, ptr %33, align 4, !dbg !32, !tbaa !37
  %96 = load float, ptr %34, align 4, !dbg !51, !tbaa !37
  %97 = fmul contract float %95, %96, !dbg !52
  %98 = fadd contract float %94, %97, !dbg !53
  %99 = load float, ptr %35, align 4, !dbg !32, !tbaa !37
  %100 = load float, ptr %36, align 4, !dbg !51, !tbaa !37
  %101 = fmul contract float %99, %100, !dbg !52
  %102 = fadd contract float %98, %101, !dbg !53
  %103 = load float, ptr %37, align 4, !dbg !32, !tbaa !37
  %104 = load float, ptr %38, align 4, !dbg !51, !tbaa !37
  %105 = fmul contract float %103, %104, !dbg !52
  %106 = fadd contract float %102, %105, !dbg !53
  %107 = load float, ptr %39, align 4, !dbg !32, !tbaa !37
  %108 = load float, ptr %40, align 4, !dbg !51, !tbaa !37
  %109 = fmul contract float %107, %108, !dbg !52
  %110 = fadd contract float %106, %109, !dbg !53
  %111 = load float, ptr %41, align 4, !dbg !32, !tbaa !37
  %112 = load float, ptr %42, align 4, !dbg !51, !tbaa !37
  %113 = fmul contract float %111, %112, !dbg !52
  %114 = fadd contract float %110, %113, !dbg !53
  %115 = load float, ptr %43, align 4, !dbg !32, !tbaa !37
  %116 = load float, ptr %44, align 4, !dbg !51, !tbaa !37
  %117 = fmul contract float %115, %116, !dbg !52
  %118 = fadd contract float %114, %117, !dbg !53
  %119 = load float, ptr %45, align 4, !dbg !32, !tbaa !37
  %120 = load float, ptr %46, align 4, !dbg !51, !tbaa !37
  %121 = fmul contract float %119, %120, !dbg !52
  %122 = fadd contract float %118, %121, !dbg !53
  %123 = load float, ptr %47, align 4, !dbg !32, !tbaa !37
  %124 = load float, ptr %48, align 4, !dbg !51, !tbaa !37
  %125 = fmul contract float %123, %124, !dbg !52
  %126 = fadd contract float %122, %125, !dbg !53
  %127 = load float, ptr %49, align 4, !dbg !32, !tbaa !37
  %128 = load float, ptr %50, align 4, !dbg !51, !tbaa !37
  %129 = fmul contract float %127, %128, !dbg !52
  %130 = fadd contract float %126, %129, !dbg !53
  %131 = load float, ptr %51, align 4, !dbg !32, !tbaa !37
  %132 = load float, ptr %52, align 4, !dbg !51, !tbaa !37
  %133 = fmul contract float %131, %132, !dbg !52
  %134 = fadd contract float %130, %133, !dbg !53
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %135 = add nuw nsw i32 %59, 16, !dbg !55
  %136 = icmp slt i32 %135, %3, !dbg !30
  br i1 %136, label %58, label %53, !dbg !31, !llvm.loop !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10matmul_topPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !59 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !62
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !64
  %8 = shl nuw nsw i32 %7, 4, !dbg !66
  %9 = add nuw nsw i32 %8, %6, !dbg !67
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %11 = shl i32 %10, 4, !dbg !70
  %12 = add i32 %11, %5, !dbg !71
  %13 = icmp sgt i32 %3, 0, !dbg !72
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !73

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2Bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10matmul_topPKfS0_PfiE2As to ptr), i64 0, i64 %17, i64 0, !dbg !74
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
  br label %58, !dbg !73

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !75
  %55 = add nsw i32 %14, %12, !dbg !76
  %56 = sext i32 %55 to i64, !dbg !77
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !77
  store float %54, ptr %57, align 4, !dbg !78, !tbaa !37
  ret void, !dbg !79

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !80
  %61 = add i32 %16, %59, !dbg !81
  %62 = sext i32 %61 to i64, !dbg !82
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !82
  %64 = load float, ptr %63, align 4, !dbg !82, !tbaa !37
  store float %64, ptr %19, align 4, !dbg !83, !tbaa !37
  %65 = add nuw nsw i32 %59, %6, !dbg !84
  %66 = mul nuw nsw i32 %65, %3, !dbg !85
  %67 = add nsw i32 %66, %12, !dbg !86
  %68 = sext i32 %67 to i64, !dbg !87
  %69 = getelementptr inbounds float, ptr %1, i64 %68, !dbg !87
  %70 = load float, ptr %69, align 4, !dbg !87, !tbaa !37
  store float %70, ptr %20, align 4, !dbg !88, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %71 = load float, ptr %21, align 4, !dbg !74, !tbaa !37
  %72 = load float, ptr %22, align 4, !dbg !90, !tbaa !37
  %73 = fmul contract float %71, %72, !dbg !91
  %74 = fadd contract float %60, %73, !dbg !92
  %75 = load float, ptr %23, align 4, !dbg !74, !tbaa !37
  %76 = load float, ptr %24, align 4, !dbg !90, !tbaa !37
  %77 = fmul contract float %75, %76, !dbg !91
  %78 = fadd contract float %74, %77, !dbg !92
  %79 = load float, ptr %25, align 4, !dbg !74, !tbaa !37
  %80 = load float, ptr %26, align 4, !dbg !90, !tbaa !37
  %81 = fmul contract float %79, %80, !dbg !91
  %82 = fadd contract float %78, %81, !dbg !92
  %83 = load float, ptr %27, align 4, !dbg !74, !tbaa !37
  %84 = load float, ptr %28, align 4, !dbg !90, !tbaa !37
  %85 = fmul contract float %83, %84, !dbg !91
  %86 = fadd contract float %82, %85, !dbg !92
  %87 = load float, ptr %29, align 4, !dbg !74, !tbaa !37
  %88 = load float, ptr %30, align 4, !dbg !90, !tbaa !37
  %89 = fmul contract float %87, %88, !dbg !91
  %90 = fadd contract float %86, %89, !dbg !92
  %91 = load float, ptr %31, align 4, !dbg !74, !tbaa !37
  %92 = load float, ptr %32, align 4, !dbg !90, !tbaa !37
  %93 = fmul contract float %91, %92, !dbg !91
  %94 = fadd contract float %90, %93, !dbg !92
  %95 = load float, ptr %33, align 4, !dbg !74, !tbaa !37
  %96 = load float, ptr %34, align 4, !dbg !90, !tbaa !37
  %97 = fmul contract float %95, %96, !dbg !91
  %98 = fadd contract float %94, %97, !dbg !92
  %99 = load float, ptr %35, align 4, !dbg !74, !tbaa !37
  %100 = load float, ptr %36, align 4, !dbg !90, !tbaa !37
  %101 = fmul contract float %99, %100, !dbg !91
  %102 = fadd contract float %98, %101, !dbg !92
  %103 = load float, ptr %37, align 4, !dbg !74, !tbaa !37
  %104 = load float, ptr %38, align 4, !dbg !90, !tbaa !37
  %105 = fmul contract float %103, %104, !dbg !91
  %106 = fadd contract float %102, %105, !dbg !92
  %107 = load float, ptr %39, align 4, !dbg !74, !tbaa !37
  %108 = load float, ptr %40, align 4, !dbg !90, !tbaa !37
  %109 = fmul contract float %107, %108, !dbg !91
  %110 = fadd contract float %106, %109, !dbg !92
  %111 = load float, ptr %41, align 4, !dbg !74, !tbaa !37
  %112 = load float, ptr %42, align 4, !dbg !90, !tbaa !37
  %113 = fmul contract float %111, %112, !dbg !91
  %114 = fadd contract float %110, %113, !dbg !92
  %115 = load float, ptr %43, align 4, !dbg !74, !tbaa !37
  %116 = load float, ptr %44, align 4, !dbg !90, !tbaa !37
  %117 = fmul contract float %115, %116, !dbg !91
  %118 = fadd contract float %114, %117, !dbg !92
  %119 = load float, ptr %45, align 4, !dbg !74, !tbaa !37
  %120 = load float, ptr %46, align 4, !dbg !90, !tbaa !37
  %121 = fmul contract float %119, %120, !dbg !91
  %122 = fadd contract float %118, %121, !dbg !92
  %123 = load float, ptr %47, align 4, !dbg !74, !tbaa !37
  %124 = load float, ptr %48, align 4, !dbg !90, !tbaa !37
  %125 = fmul contract float %123, %124, !dbg !91
  %126 = fadd contract float %122, %125, !dbg !92
  %127 = load float, ptr %49, align 4, !dbg !74, !tbaa !37
  %128 = load float, ptr %50, align 4, !dbg !90, !tbaa !37
  %129 = fmul contract float %127, %128, !dbg !91
  %130 = fadd contract float %126, %129, !dbg !92
  %131 = load float, ptr %51, align 4, !dbg !74, !tbaa !37
  %132 = load float, ptr %52, align 4, !dbg !90, !tbaa !37
  %133 = fmul contract float %131, %132, !dbg !91
  %134 = fadd contract float %130, %133, !dbg !92
  %135 = add nuw nsw i32 %59, 16, !dbg !93
  %136 = icmp slt i32 %135, %3, !dbg !72
  br i1 %136, label %58, label %53, !dbg !73, !llvm.loop !94
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_tiled.cu", directory: ".")
!2 = !{ptr @_Z12matmul_tiledPKfS0_Pfi, !"kernel", i32 1}
!3 = !{ptr @_Z10matmul_topPKfS0_Pfi, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 12, scope: !10)
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 30, scope: !10)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 12, column: 13, scope: !10)
!23 = !DILocation(line: 12, column: 24, scope: !10)
!24 = !DILocation(line: 12, column: 31, scope: !10)
!25 = !DILocation(line: 59, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 13, column: 13, scope: !10)
!28 = !DILocation(line: 13, column: 24, scope: !10)
!29 = !DILocation(line: 13, column: 31, scope: !10)
!30 = !DILocation(line: 15, column: 23, scope: !10)
!31 = !DILocation(line: 15, column: 3, scope: !10)
!32 = !DILocation(line: 20, column: 14, scope: !10)
!33 = !DILocation(line: 14, column: 9, scope: !10)
!34 = !DILocation(line: 23, column: 13, scope: !10)
!35 = !DILocation(line: 23, column: 3, scope: !10)
!36 = !DILocation(line: 23, column: 20, scope: !10)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 24, column: 1, scope: !10)
!42 = !DILocation(line: 16, column: 33, scope: !10)
!43 = !DILocation(line: 16, column: 18, scope: !10)
!44 = !DILocation(line: 16, column: 16, scope: !10)
!45 = !DILocation(line: 17, column: 24, scope: !10)
!46 = !DILocation(line: 17, column: 30, scope: !10)
!47 = !DILocation(line: 17, column: 34, scope: !10)
!48 = !DILocation(line: 17, column: 18, scope: !10)
!49 = !DILocation(line: 17, column: 16, scope: !10)
!50 = !DILocation(line: 18, column: 5, scope: !10)
!51 = !DILocation(line: 20, column: 26, scope: !10)
!52 = !DILocation(line: 20, column: 24, scope: !10)
!53 = !DILocation(line: 20, column: 11, scope: !10)
!54 = !DILocation(line: 21, column: 5, scope: !10)
!55 = !DILocation(line: 15, column: 31, scope: !10)
!56 = distinct !{!56, !31, !57, !58}
!57 = !DILocation(line: 22, column: 3, scope: !10)
!58 = !{!"llvm.loop.mustprogress"}
!59 = distinct !DISubprogram(name: "matmul_top", scope: !1, file: !1, line: 26, type: !11, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !61)
!61 = distinct !DILocation(line: 31, column: 12, scope: !59)
!62 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !63)
!63 = distinct !DILocation(line: 31, column: 30, scope: !59)
!64 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !65)
!65 = distinct !DILocation(line: 32, column: 13, scope: !59)
!66 = !DILocation(line: 32, column: 24, scope: !59)
!67 = !DILocation(line: 32, column: 31, scope: !59)
!68 = !DILocation(line: 59, column: 1, scope: !26, inlinedAt: !69)
!69 = distinct !DILocation(line: 33, column: 13, scope: !59)
!70 = !DILocation(line: 33, column: 24, scope: !59)
!71 = !DILocation(line: 33, column: 31, scope: !59)
!72 = !DILocation(line: 35, column: 23, scope: !59)
!73 = !DILocation(line: 35, column: 3, scope: !59)
!74 = !DILocation(line: 41, column: 14, scope: !59)
!75 = !DILocation(line: 34, column: 9, scope: !59)
!76 = !DILocation(line: 43, column: 13, scope: !59)
!77 = !DILocation(line: 43, column: 3, scope: !59)
!78 = !DILocation(line: 43, column: 20, scope: !59)
!79 = !DILocation(line: 44, column: 1, scope: !59)
!80 = !DILocation(line: 36, column: 5, scope: !59)
!81 = !DILocation(line: 37, column: 33, scope: !59)
!82 = !DILocation(line: 37, column: 18, scope: !59)
!83 = !DILocation(line: 37, column: 16, scope: !59)
!84 = !DILocation(line: 38, column: 24, scope: !59)
!85 = !DILocation(line: 38, column: 30, scope: !59)
!86 = !DILocation(line: 38, column: 34, scope: !59)
!87 = !DILocation(line: 38, column: 18, scope: !59)
!88 = !DILocation(line: 38, column: 16, scope: !59)
!89 = !DILocation(line: 39, column: 5, scope: !59)
!90 = !DILocation(line: 41, column: 26, scope: !59)
!91 = !DILocation(line: 41, column: 24, scope: !59)
!92 = !DILocation(line: 41, column: 11, scope: !59)
!93 = !DILocation(line: 35, column: 31, scope: !59)
!94 = distinct !{!94, !73, !95, !58}
!95 = !DILocation(line: 42, column: 3, scope: !59)
