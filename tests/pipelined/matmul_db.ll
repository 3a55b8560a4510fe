; ModuleID = 'matmul_db.cu'
source_filename = "matmul_db.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9matmul_dbPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 4
@_ZZ9matmul_dbPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 4
@_ZZ13matmul_singlePKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13matmul_singlePKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ18matmul_db_prefetchPKfS0_PfiE2As = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 4
@_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs = internal unnamed_addr addrspace(3) global [2 x [16 x [16 x float]]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9matmul_dbPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !14 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !21
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %8 = shl nuw nsw i32 %7, 4, !dbg !27
  %9 = add nuw nsw i32 %8, %6, !dbg !28
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %11 = shl i32 %10, 4, !dbg !32
  %12 = add i32 %11, %5, !dbg !33
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !34
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %20, !dbg !35

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  br label %25, !dbg !35

20:                                               ; preds = %25, %4
  %21 = phi float [ 0.000000e+00, %4 ], [ %138, %25 ], !dbg !36
  %22 = add nsw i32 %15, %12, !dbg !37
  %23 = sext i32 %22 to i64, !dbg !38
  %24 = getelementptr inbounds float, ptr %2, i64 %23, !dbg !38
  store float %21, ptr %24, align 4, !dbg !39, !tbaa !40
  ret void, !dbg !44

25:                                               ; preds = %16, %25
  %26 = phi i32 [ 0, %16 ], [ %139, %25 ]
  %27 = phi float [ 0.000000e+00, %16 ], [ %138, %25 ]
  %28 = shl nsw i32 %26, 4, !dbg !45
  %29 = add i32 %17, %28, !dbg !46
  %30 = sext i32 %29 to i64, !dbg !47
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !47
  %32 = load float, ptr %31, align 4, !dbg !47, !tbaa !40
  %33 = and i32 %26, 1, !dbg !48
  %34 = zext nneg i32 %33 to i64, !dbg !49
  %35 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 %19, !dbg !49
  store float %32, ptr %35, align 4, !dbg !50, !tbaa !40
  %36 = add nuw nsw i32 %28, %6, !dbg !51
  %37 = mul nuw nsw i32 %36, %3, !dbg !52
  %38 = add nsw i32 %37, %12, !dbg !53
  %39 = sext i32 %38 to i64, !dbg !54
  %40 = getelementptr inbounds float, ptr %1, i64 %39, !dbg !54
  %41 = load float, ptr %40, align 4, !dbg !54, !tbaa !40
  %42 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 %18, i64 %19, !dbg !55
  store float %41, ptr %42, align 4, !dbg !56, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %43 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 0, !dbg !58
  %44 = load float, ptr %43, align 4, !dbg !58, !tbaa !40
  %45 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 0, i64 %19, !dbg !59
  %46 = load float, ptr %45, align 4, !dbg !59, !tbaa !40
  %47 = fmul contract float %44, %46, !dbg !60
  %48 = fadd contract float %27, %47, !dbg !61
  %49 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 1, !dbg !58
  %50 = load float, ptr %49, align 4, !dbg !58, !tbaa !40
  %51 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 1, i64 %19, !dbg !59
  %52 = load float, ptr %51, align 4, !dbg !59, !tbaa !40
  %53 = fmul contract float %50, %52, !dbg !60
  %54 = fadd contract float %48, %53, !dbg !61
  %55 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 2, !dbg !58
  %56 = load float, ptr %55, align 4, !dbg !58, !tbaa !40
  %57 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 2, i64 %19, !dbg !59
  %58 = load float, ptr %57, align 4, !dbg !59, !tbaa !40
  %59 = fmul contract float %56, %58, !dbg !60
  %60 = fadd contract float %54, %59, !dbg !61
  %61 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 3, !dbg !58
  %62 = load float, ptr %61, align 4, !dbg !58, !tbaa !40
  %63 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 3, i64 %19, !dbg !59
  %64 = load float, ptr %63, align 4, !dbg !59, !tbaa !40
  %65 = fmul contract float %62, %64, !dbg !60
  %66 = fadd contract float %60, %65, !dbg !61
  %67 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 4, !dbg !58
  %68 = load float, ptr %67, align 4, !dbg !58, !tbaa !40
  %69 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 4, i64 %19, !dbg !59
  %70 = load float, ptr %69, align 4, !dbg !59, !tbaa !40
  %71 = fmul contract float %68, %70, !dbg !60
  %72 = fadd contract float %66, %71, !dbg !61
  %73 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 5, !dbg !58
  %74 = load float, ptr %73, align 4, !dbg !58, !tbaa !40
  %75 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 5, i64 %19, !dbg !59
  %76 = load float, ptr %75, align 4, !dbg !59, !tbaa !40
  %77 = fmul contract float %74, %76, !dbg !60
  %78 = fadd contract float %72, %77, !dbg !61
  %79 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 6, !dbg !58
  %80 = load float, ptr %79, align 4, !dbg !58, !tbaa !40
  %81 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 6, i64 %19, !dbg !59
  %82 = load float, ptr %81, align 4, !dbg !59, !tbaa !40
  %83 = fmul contract float %80, %82, !dbg !60
  %84 = fadd contract float %78, %83, !dbg !61
  %85 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 7, !dbg !58
  %86 = load float, ptr %85, align 4, !dbg !58, !tbaa !40
  %87 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 7, i64 %19, !dbg !59
  %88 = load float, ptr %87, align 4, !dbg !59, !tbaa !40
  %89 = fmul contract float %86, %88, !dbg !60
  %90 = fadd contract float %84, %89, !dbg !61
  %91 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 8, !dbg !58
  %92 = load float, ptr %91, align 4, !dbg !58, !tbaa !40
  %93 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 8, i64 %19, !dbg !59
  %94 = load float, ptr %93, align 4, !dbg !59, !tbaa !40
  %95 = fmul contract float %92, %94, !dbg !60
  %96 = fadd contract float %90, %95, !dbg !61
  %97 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 9, !dbg !58
  %98 = load float, ptr %97, align 4, !dbg !58, !tbaa !40
  %99 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 9, i64 %19, !dbg !59
  %100 = load float, ptr %99, align 4, !dbg !59, !tbaa !40
  %101 = fmul contract float %98, %100, !dbg !60
  %102 = fadd contract float %96, %101, !dbg !61
  %103 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 10, !dbg !58
  %104 = load float, ptr %103, align 4, !dbg !58, !tbaa !40
  %105 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 10, i64 %19, !dbg !59
  %106 = load float, ptr %105, align 4, !dbg !59, !tbaa !40
  %107 = fmul contract float %104, %106, !dbg !60
  %108 = fadd contract float %102, %107, !dbg !61
  %109 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 11, !dbg !58
  %110 = load float, ptr %109, align 4, !dbg !58, !tbaa !40
  %111 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 11, i64 %19, !dbg !59
  %112 = load float, ptr %111, align 4, !dbg !59, !tbaa !40
  %113 = fmul contract float %110, %112, !dbg !60
  %114 = fadd contract float %108, %113, !dbg !61
  %115 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 12, !dbg !58
  %116 = load float, ptr %115, align 4, !dbg !58, !tbaa !40
  %117 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 12, i64 %19, !dbg !59
  %118 = load float, ptr %117, align 4, !dbg !59, !tbaa !40
  %119 = fmul contract float %116, %118, !dbg !60
  %120 = fadd contract float %114, %119, !dbg !61
  %121 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 13, !dbg !58
  %122 = load float, ptr %121, align 4, !dbg !58, !tbaa !40
  %123 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 13, i64 %19, !dbg !59
  %124 = load float, ptr %123, align 4, !dbg !59, !tbaa !40
  %125 = fmul contract float %122, %124, !dbg !60
  %126 = fadd contract float %120, %125, !dbg !61
  %127 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 14, !dbg !58
  %128 = load float, ptr %127, align 4, !dbg !58, !tbaa !40
  %129 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 14, i64 %19, !dbg !59
  %130 = load float, ptr %129, align 4, !dbg !59, !tbaa !40
  %131 = fmul contract float %128, %130, !dbg !60
  %132 = fadd contract float %126, %131, !dbg !61
  %133 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2As to ptr), i64 0, i64 %34, i64 %18, i64 15, !dbg !58
  %134 = load float, ptr %133, align 4, !dbg !58, !tbaa !40
  %135 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul_dbPKfS0_PfiE2Bs to ptr), i64 0, i64 %34, i64 15, i64 %19, !dbg !59
  %136 = load float, ptr %135, align 4, !dbg !59, !tbaa !40
  %137 = fmul contract float %134, %136, !dbg !60
  %138 = fadd contract float %132, %137, !dbg !61
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %139 = add nuw nsw i32 %26, 1, !dbg !63
  %140 = icmp eq i32 %139, %13, !dbg !34
  br i1 %140, label %20, label %25, !dbg !35, !llvm.loop !64
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13matmul_singlePKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !67 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !68
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !70
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !72
  %8 = shl nuw nsw i32 %7, 4, !dbg !74
  %9 = add nuw nsw i32 %8, %6, !dbg !75
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !76
  %11 = shl i32 %10, 4, !dbg !78
  %12 = add i32 %11, %5, !dbg !79
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !80
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !81

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 0, !dbg !82
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_singlePKfS0_PfiE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59, !dbg !81

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !83
  %56 = add nsw i32 %15, %12, !dbg !84
  %57 = sext i32 %56 to i64, !dbg !85
  %58 = getelementptr inbounds float, ptr %2, i64 %57, !dbg !85
  store float %55, ptr %58, align 4, !dbg !86, !tbaa !40
  ret void, !dbg !87

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4, !dbg !88
  %63 = add i32 %17, %62, !dbg !89
  %64 = sext i32 %63 to i64, !dbg !90
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !90
  %66 = load float, ptr %65, align 4, !dbg !90, !tbaa !40
  store float %66, ptr %20, align 4, !dbg !91, !tbaa !40
  %67 = add nuw nsw i32 %62, %6, !dbg !92
  %68 = mul nuw nsw i32 %67, %3, !dbg !93
  %69 = add nsw i32 %68, %12, !dbg !94
  %70 = sext i32 %69 to i64, !dbg !95
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !95
  %72 = load float, ptr %71, align 4, !dbg !95, !tbaa !40
  store float %72, ptr %21, align 4, !dbg !96, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !97
  %73 = load float, ptr %22, align 4, !dbg !82, !tbaa !40
  %74 = load float, ptr %23, align 4, !dbg !98, !tbaa !40
  %75 = fmul contract float %73, %74, !dbg !99
  %76 = fadd contract float %61, %75, !dbg !100
  %77 = load float, ptr %24, align 4, !dbg !82, !tbaa !40
  %78 = load float, ptr %25, align 4, !dbg !98, !tbaa !40
  %79 = fmul contract float %77, %78, !dbg !99
  %80 = fadd contract float %76, %79, !dbg !100
  %81 = load float, ptr %26, align 4, !dbg !82, !tbaa !40
  %82 = load float, ptr %27, align 4, !dbg !98, !tbaa !40
  %83 = fmul contract float %81, %82, !dbg !99
  %84 = fadd contract float %80, %83, !dbg !100
  %85 = load float, ptr %28, align 4, !dbg !82, !tbaa !40
  %86 = load float, ptr %29, align 4, !dbg !98, !tbaa !40
  %87 = fmul contract float %85, %86, !dbg !99
  %88 = fadd contract float %84, %87, !dbg !100
  %89 = load float, ptr %30, align 4, !dbg !82, !tbaa !40
  %90 = load float, ptr %31, align 4, !dbg !98, !tbaa !40
  %91 = fmul contract float %89, %90, !dbg !99
  %92 = fadd contract float %88, %91, !dbg !100
  %93 = load float, ptr %32, align 4, !dbg !82, !tbaa !40
  %94 = load float, ptr %33, align 4, !dbg !98, !tbaa !40
  %95 = fmul contract float %93, %94, !dbg !99
  %96 = fadd contract float %92, %95, !dbg !100
  %97 = load float, ptr %34, align 4, !dbg !82, !tbaa !40
  %98 = load float, ptr %35, align 4, !dbg !98, !tbaa !40
  %99 = fmul contract float %97, %98, !dbg !99
  %100 = fadd contract float %96, %99, !dbg !100
  %101 = load float, ptr %36, align 4, !dbg !82, !tbaa !40
  %102 = load float, ptr %37, align 4, !dbg !98, !tbaa !40
  %103 = fmul contract float %101, %102, !dbg !99
  %104 = fadd contract float %100, %103, !dbg !100
  %105 = load float, ptr %38, align 4, !dbg !82, !tbaa !40
  %106 = load float, ptr %39, align 4, !dbg !98, !tbaa !40
  %107 = fmul contract float %105, %106, !dbg !99
  %108 = fadd contract float %104, %107, !dbg !100
  %109 = load float, ptr %40, align 4, !dbg !82, !tbaa !40
  %110 = load float, ptr %41, align 4, !dbg !98, !tbaa !40
  %111 = fmul contract float %109, %110, !dbg !99
  %112 = fadd contract float %108, %111, !dbg !100
  %113 = load float, ptr %42, align 4, !dbg !82, !tbaa !40
  %114 = load float, ptr %43, align 4, !dbg !98, !tbaa !40
  %115 = fmul contract float %113, %114, !dbg !99
  %116 = fadd contract float %112, %115, !dbg !100
  %117 = load float, ptr %44, align 4, !dbg !82, !tbaa !40
  %118 = load float, ptr %45, align 4, !dbg !98, !tbaa !40
  %119 = fmul contract float %117, %118, !dbg !99
  %120 = fadd contract float %116, %119, !dbg !100
  %121 = load float, ptr %46, align 4, !dbg !82, !tbaa !40
  %122 = load float, ptr %47, align 4, !dbg !98, !tbaa !40
  %123 = fmul contract float %121, %122, !dbg !99
  %124 = fadd contract float %120, %123, !dbg !100
  %125 = load float, ptr %48, align 4, !dbg !82, !tbaa !40
  %126 = load float, ptr %49, align 4, !dbg !98, !tbaa !40
  %127 = fmul contract float %125, %126, !dbg !99
  %128 = fadd contract float %124, %127, !dbg !100
  %129 = load float, ptr %50, align 4, !dbg !82, !tbaa !40
  %130 = load float, ptr %51, align 4, !dbg !98, !tbaa !40
  %131 = fmul contract float %129, %130, !dbg !99
  %132 = fadd contract float %128, %131, !dbg !100
  %133 = load float, ptr %52, align 4, !dbg !82, !tbaa !40
  %134 = load float, ptr %53, align 4, !dbg !98, !tbaa !40
  %135 = fmul contract float %133, %134, !dbg !99
  %136 = fadd contract float %132, %135, !dbg !100
  tail call void @llvm.nvvm.barrier0(), !dbg !101
  %137 = add nuw nsw i32 %60, 1, !dbg !102
  %138 = icmp eq i32 %137, %13, !dbg !80
  br i1 %138, label %54, label %59, !dbg !81, !llvm.loop !103
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18matmul_db_prefetchPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !105 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !106
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !108
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !110
  %8 = shl nuw nsw i32 %7, 4, !dbg !112
  %9 = add nuw nsw i32 %8, %6, !dbg !113
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !114
  %11 = shl i32 %10, 4, !dbg !116
  %12 = add i32 %11, %5, !dbg !117
  %13 = sdiv i32 %3, 16, !dbg !118
  %14 = mul nsw i32 %9, %3, !dbg !119
  %15 = add i32 %14, %5, !dbg !120
  %16 = sext i32 %15 to i64, !dbg !121
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !121
  %18 = load float, ptr %17, align 4, !dbg !121, !tbaa !40
  %19 = zext nneg i32 %6 to i64, !dbg !122
  %20 = zext nneg i32 %5 to i64, !dbg !122
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %19, i64 %20, !dbg !122
  store float %18, ptr %21, align 4, !dbg !123, !tbaa !40
  %22 = mul nsw i32 %6, %3, !dbg !124
  %23 = add nsw i32 %22, %12, !dbg !125
  %24 = sext i32 %23 to i64, !dbg !126
  %25 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !126
  %26 = load float, ptr %25, align 4, !dbg !126, !tbaa !40
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %19, i64 %20, !dbg !127
  store float %26, ptr %27, align 4, !dbg !128, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !129
  %28 = icmp sgt i32 %3, 15, !dbg !130
  br i1 %28, label %34, label %29, !dbg !131

29:                                               ; preds = %157, %4
  %30 = phi float [ 0.000000e+00, %4 ], [ %151, %157 ], !dbg !132
  %31 = add nsw i32 %14, %12, !dbg !133
  %32 = sext i32 %31 to i64, !dbg !134
  %33 = getelementptr inbounds float, ptr %2, i64 %32, !dbg !134
  store float %30, ptr %33, align 4, !dbg !135, !tbaa !40
  ret void, !dbg !136

34:                                               ; preds = %4, %157
  %35 = phi i32 [ %37, %157 ], [ 0, %4 ]
  %36 = phi float [ %151, %157 ], [ 0.000000e+00, %4 ]
  %37 = add nuw nsw i32 %35, 1, !dbg !137
  %38 = icmp slt i32 %37, %13, !dbg !138
  br i1 %38, label %39, label %51, !dbg !139

39:                                               ; preds = %34
  %40 = shl nsw i32 %37, 4, !dbg !140
  %41 = add i32 %15, %40, !dbg !141
  %42 = sext i32 %41 to i64, !dbg !142
  %43 = getelementptr inbounds float, ptr %0, i64 %42, !dbg !142
  %44 = load float, ptr %43, align 4, !dbg !142, !tbaa !40
  %45 = add nuw nsw i32 %40, %6, !dbg !143
  %46 = mul nuw nsw i32 %45, %3, !dbg !144
  %47 = add nsw i32 %46, %12, !dbg !145
  %48 = sext i32 %47 to i64, !dbg !146
  %49 = getelementptr inbounds float, ptr %1, i64 %48, !dbg !146
  %50 = load float, ptr %49, align 4, !dbg !146, !tbaa !40
  br label %51, !dbg !147

51:                                               ; preds = %39, %34
  %52 = phi float [ %44, %39 ], [ 0.000000e+00, %34 ], !dbg !148
  %53 = phi float [ %50, %39 ], [ 0.000000e+00, %34 ], !dbg !148
  %54 = and i32 %35, 1
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 0, !dbg !149
  %57 = load float, ptr %56, align 4, !dbg !149, !tbaa !40
  %58 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 0, i64 %20, !dbg !150
  %59 = load float, ptr %58, align 4, !dbg !150, !tbaa !40
  %60 = fmul contract float %57, %59, !dbg !151
  %61 = fadd contract float %36, %60, !dbg !152
  %62 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 1, !dbg !149
  %63 = load float, ptr %62, align 4, !dbg !149, !tbaa !40
  %64 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 1, i64 %20, !dbg !150
  %65 = load float, ptr %64, align 4, !dbg !150, !tbaa !40
  %66 = fmul contract float %63, %65, !dbg !151
  %67 = fadd contract float %61, %66, !dbg !152
  %68 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 2, !dbg !149
  %69 = load float, ptr %68, align 4, !dbg !149, !tbaa !40
  %70 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 2, i64 %20, !dbg !150
  %71 = load float, ptr %70, align 4, !dbg !150, !tbaa !40
  %72 = fmul contract float %69, %71, !dbg !151
  %73 = fadd contract float %67, %72, !dbg !152
  %74 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 3, !dbg !149
  %75 = load float, ptr %74, align 4, !dbg !149, !tbaa !40
  %76 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 3, i64 %20, !dbg !150
  %77 = load float, ptr %76, align 4, !dbg !150, !tbaa !40
  %78 = fmul contract float %75, %77, !dbg !151
  %79 = fadd contract float %73, %78, !dbg !152
  %80 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 4, !dbg !149
  %81 = load float, ptr %80, align 4, !dbg !149, !tbaa !40
  %82 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 4, i64 %20, !dbg !150
  %83 = load float, ptr %82, align 4, !dbg !150, !tbaa !40
  %84 = fmul contract float %81, %83, !dbg !151
  %85 = fadd contract float %79, %84, !dbg !152
  %86 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 5, !dbg !149
  %87 = load float, ptr %86, align 4, !dbg !149, !tbaa !40
  %88 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 5, i64 %20, !dbg !150
  %89 = load float, ptr %88, align 4, !dbg !150, !tbaa !40
  %90 = fmul contract float %87, %89, !dbg !151
  %91 = fadd contract float %85, %90, !dbg !152
  %92 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 6, !dbg !149
  %93 = load float, ptr %92, align 4, !dbg !149, !tbaa !40
  %94 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 6, i64 %20, !dbg !150
  %95 = load float, ptr %94, align 4, !dbg !150, !tbaa !40
  %96 = fmul contract float %93, %95, !dbg !151
  %97 = fadd contract float %91, %96, !dbg !152
  %98 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 7, !dbg !149
  %99 = load float, ptr %98, align 4, !dbg !149, !tbaa !40
  %100 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 7, i64 %20, !dbg !150
  %101 = load float, ptr %100, align 4, !dbg !150, !tbaa !40
  %102 = fmul contract float %99, %101, !dbg !151
  %103 = fadd contract float %97, %102, !dbg !152
  %104 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 8, !dbg !149
  %105 = load float, ptr %104, align 4, !dbg !149, !tbaa !40
  %106 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 8, i64 %20, !dbg !150
  %107 = load float, ptr %106, align 4, !dbg !150, !tbaa !40
  %108 = fmul contract float %105, %107, !dbg !151
  %109 = fadd contract float %103, %108, !dbg !152
  %110 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 9, !dbg !149
  %111 = load float, ptr %110, align 4, !dbg !149, !tbaa !40
  %112 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 9, i64 %20, !dbg !150
  %113 = load float, ptr %112, align 4, !dbg !150, !tbaa !40
  %114 = fmul contract float %111, %113, !dbg !151
  %115 = fadd contract float %109, %114, !dbg !152
  %116 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 10, !dbg !149
  %117 = load float, ptr %116, align 4, !dbg !149, !tbaa !40
  %118 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 10, i64 %20, !dbg !150
  %119 = load float, ptr %118, align 4, !dbg !150, !tbaa !40
  %120 = fmul contract float %117, %119, !dbg !151
  %121 = fadd contract float %115, %120, !dbg !152
  %122 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 11, !dbg !149
  %123 = load float, ptr %122, align 4, !dbg !149, !tbaa !40
  %124 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 11, i64 %20, !dbg !150
  %125 = load float, ptr %124, align 4, !dbg !150, !tbaa !40
  %126 = fmul contract float %123, %125, !dbg !151
  %127 = fadd contract float %121, %126, !dbg !152
  %128 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 12, !dbg !149
  %129 = load float, ptr %128, align 4, !dbg !149, !tbaa !40
  %130 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 12, i64 %20, !dbg !150
  %131 = load float, ptr %130, align 4, !dbg !150, !tbaa !40
  %132 = fmul contract float %129, %131, !dbg !151
  %133 = fadd contract float %127, %132, !dbg !152
  %134 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 13, !dbg !149
  %135 = load float, ptr %134, align 4, !dbg !149, !tbaa !40
  %136 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 13, i64 %20, !dbg !150
  %137 = load float, ptr %136, align 4, !dbg !150, !tbaa !40
  %138 = fmul contract float %135, %137, !dbg !151
  %139 = fadd contract float %133, %138, !dbg !152
  %140 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 14, !dbg !149
  %141 = load float, ptr %140, align 4, !dbg !149, !tbaa !40
  %142 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 14, i64 %20, !dbg !150
  %143 = load float, ptr %142, align 4, !dbg !150, !tbaa !40
  %144 = fmul contract float %141, %143, !dbg !151
  %145 = fadd contract float %139, %144, !dbg !152
  %146 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %55, i64 %19, i64 15, !dbg !149
  %147 = load float, ptr %146, align 4, !dbg !149, !tbaa !40
  %148 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %55, i64 15, i64 %20, !dbg !150
  %149 = load float, ptr %148, align 4, !dbg !150, !tbaa !40
  %150 = fmul contract float %147, %149, !dbg !151
  %151 = fadd contract float %145, %150, !dbg !152
  br i1 %38, label %152, label %157, !dbg !153

152:                                              ; preds = %51
  %153 = and i32 %37, 1
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2Bs to ptr), i64 0, i64 %154, i64 %19, i64 %20
  %156 = getelementptr inbounds [2 x [16 x [16 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ18matmul_db_prefetchPKfS0_PfiE2As to ptr), i64 0, i64 %154, i64 %19, i64 %20
  store float %52, ptr %156, align 4, !dbg !154, !tbaa !40
  store float %53, ptr %155, align 4, !dbg !155, !tbaa !40
  br label %157, !dbg !156

157:                                              ; preds = %152, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !157
  %158 = icmp eq i32 %37, %13, !dbg !130
  br i1 %158, label %29, label %34, !dbg !131, !llvm.loop !158
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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_db.cu", directory: ".")
!2 = !{ptr @_Z9matmul_dbPKfS0_Pfi, !"kernel", i32 1}
!3 = !{ptr @_Z9matmul_dbPKfS0_Pfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z13matmul_singlePKfS0_Pfi, !"kernel", i32 1}
!5 = !{ptr @_Z13matmul_singlePKfS0_Pfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z18matmul_db_prefetchPKfS0_Pfi, !"kernel", i32 1}
!7 = !{ptr @_Z18matmul_db_prefetchPKfS0_Pfi, !"maxntidx", i32 256}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "matmul_db", scope: !1, file: !1, line: 11, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!20 = distinct !DILocation(line: 16, column: 12, scope: !14)
!21 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_y", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 16, column: 30, scope: !14)
!24 = !DILocation(line: 59, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !19, file: !19, line: 59, type: !15, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 17, column: 13, scope: !14)
!27 = !DILocation(line: 17, column: 24, scope: !14)
!28 = !DILocation(line: 17, column: 29, scope: !14)
!29 = !DILocation(line: 59, column: 1, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 59, type: !15, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 17, column: 41, scope: !14)
!32 = !DILocation(line: 17, column: 52, scope: !14)
!33 = !DILocation(line: 17, column: 57, scope: !14)
!34 = !DILocation(line: 19, column: 21, scope: !14)
!35 = !DILocation(line: 19, column: 3, scope: !14)
!36 = !DILocation(line: 18, column: 9, scope: !14)
!37 = !DILocation(line: 27, column: 13, scope: !14)
!38 = !DILocation(line: 27, column: 3, scope: !14)
!39 = !DILocation(line: 27, column: 20, scope: !14)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 28, column: 1, scope: !14)
!45 = !DILocation(line: 20, column: 39, scope: !14)
!46 = !DILocation(line: 20, column: 44, scope: !14)
!47 = !DILocation(line: 20, column: 25, scope: !14)
!48 = !DILocation(line: 20, column: 10, scope: !14)
!49 = !DILocation(line: 20, column: 5, scope: !14)
!50 = !DILocation(line: 20, column: 23, scope: !14)
!51 = !DILocation(line: 21, column: 35, scope: !14)
!52 = !DILocation(line: 21, column: 41, scope: !14)
!53 = !DILocation(line: 21, column: 45, scope: !14)
!54 = !DILocation(line: 21, column: 25, scope: !14)
!55 = !DILocation(line: 21, column: 5, scope: !14)
!56 = !DILocation(line: 21, column: 23, scope: !14)
!57 = !DILocation(line: 22, column: 5, scope: !14)
!58 = !DILocation(line: 24, column: 14, scope: !14)
!59 = !DILocation(line: 24, column: 33, scope: !14)
!60 = !DILocation(line: 24, column: 31, scope: !14)
!61 = !DILocation(line: 24, column: 11, scope: !14)
!62 = !DILocation(line: 25, column: 5, scope: !14)
!63 = !DILocation(line: 19, column: 31, scope: !14)
!64 = distinct !{!64, !35, !65, !66}
!65 = !DILocation(line: 26, column: 3, scope: !14)
!66 = !{!"llvm.loop.mustprogress"}
!67 = distinct !DISubprogram(name: "matmul_single", scope: !1, file: !1, line: 32, type: !15, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !69)
!69 = distinct !DILocation(line: 37, column: 12, scope: !67)
!70 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !71)
!71 = distinct !DILocation(line: 37, column: 30, scope: !67)
!72 = !DILocation(line: 59, column: 1, scope: !25, inlinedAt: !73)
!73 = distinct !DILocation(line: 38, column: 13, scope: !67)
!74 = !DILocation(line: 38, column: 24, scope: !67)
!75 = !DILocation(line: 38, column: 29, scope: !67)
!76 = !DILocation(line: 59, column: 1, scope: !30, inlinedAt: !77)
!77 = distinct !DILocation(line: 38, column: 41, scope: !67)
!78 = !DILocation(line: 38, column: 52, scope: !67)
!79 = !DILocation(line: 38, column: 57, scope: !67)
!80 = !DILocation(line: 40, column: 21, scope: !67)
!81 = !DILocation(line: 40, column: 3, scope: !67)
!82 = !DILocation(line: 45, column: 14, scope: !67)
!83 = !DILocation(line: 39, column: 9, scope: !67)
!84 = !DILocation(line: 48, column: 13, scope: !67)
!85 = !DILocation(line: 48, column: 3, scope: !67)
!86 = !DILocation(line: 48, column: 20, scope: !67)
!87 = !DILocation(line: 49, column: 1, scope: !67)
!88 = !DILocation(line: 41, column: 32, scope: !67)
!89 = !DILocation(line: 41, column: 37, scope: !67)
!90 = !DILocation(line: 41, column: 18, scope: !67)
!91 = !DILocation(line: 41, column: 16, scope: !67)
!92 = !DILocation(line: 42, column: 28, scope: !67)
!93 = !DILocation(line: 42, column: 34, scope: !67)
!94 = !DILocation(line: 42, column: 38, scope: !67)
!95 = !DILocation(line: 42, column: 18, scope: !67)
!96 = !DILocation(line: 42, column: 16, scope: !67)
!97 = !DILocation(line: 43, column: 5, scope: !67)
!98 = !DILocation(line: 45, column: 26, scope: !67)
!99 = !DILocation(line: 45, column: 24, scope: !67)
!100 = !DILocation(line: 45, column: 11, scope: !67)
!101 = !DILocation(line: 46, column: 5, scope: !67)
!102 = !DILocation(line: 40, column: 31, scope: !67)
!103 = distinct !{!103, !81, !104, !66}
!104 = !DILocation(line: 47, column: 3, scope: !67)
!105 = distinct !DISubprogram(name: "matmul_db_prefetch", scope: !1, file: !1, line: 55, type: !15, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !107)
!107 = distinct !DILocation(line: 60, column: 12, scope: !105)
!108 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !109)
!109 = distinct !DILocation(line: 60, column: 30, scope: !105)
!110 = !DILocation(line: 59, column: 1, scope: !25, inlinedAt: !111)
!111 = distinct !DILocation(line: 61, column: 13, scope: !105)
!112 = !DILocation(line: 61, column: 24, scope: !105)
!113 = !DILocation(line: 61, column: 29, scope: !105)
!114 = !DILocation(line: 59, column: 1, scope: !30, inlinedAt: !115)
!115 = distinct !DILocation(line: 61, column: 41, scope: !105)
!116 = !DILocation(line: 61, column: 52, scope: !105)
!117 = !DILocation(line: 61, column: 57, scope: !105)
!118 = !DILocation(line: 62, column: 17, scope: !105)
!119 = !DILocation(line: 64, column: 25, scope: !105)
!120 = !DILocation(line: 64, column: 29, scope: !105)
!121 = !DILocation(line: 64, column: 19, scope: !105)
!122 = !DILocation(line: 64, column: 3, scope: !105)
!123 = !DILocation(line: 64, column: 17, scope: !105)
!124 = !DILocation(line: 65, column: 24, scope: !105)
!125 = !DILocation(line: 65, column: 28, scope: !105)
!126 = !DILocation(line: 65, column: 19, scope: !105)
!127 = !DILocation(line: 65, column: 3, scope: !105)
!128 = !DILocation(line: 65, column: 17, scope: !105)
!129 = !DILocation(line: 66, column: 3, scope: !105)
!130 = !DILocation(line: 67, column: 21, scope: !105)
!131 = !DILocation(line: 67, column: 3, scope: !105)
!132 = !DILocation(line: 63, column: 9, scope: !105)
!133 = !DILocation(line: 81, column: 13, scope: !105)
!134 = !DILocation(line: 81, column: 3, scope: !105)
!135 = !DILocation(line: 81, column: 20, scope: !105)
!136 = !DILocation(line: 82, column: 1, scope: !105)
!137 = !DILocation(line: 69, column: 11, scope: !105)
!138 = !DILocation(line: 69, column: 15, scope: !105)
!139 = !DILocation(line: 69, column: 9, scope: !105)
!140 = !DILocation(line: 70, column: 31, scope: !105)
!141 = !DILocation(line: 70, column: 36, scope: !105)
!142 = !DILocation(line: 70, column: 11, scope: !105)
!143 = !DILocation(line: 71, column: 27, scope: !105)
!144 = !DILocation(line: 71, column: 33, scope: !105)
!145 = !DILocation(line: 71, column: 37, scope: !105)
!146 = !DILocation(line: 71, column: 11, scope: !105)
!147 = !DILocation(line: 72, column: 5, scope: !105)
!148 = !DILocation(line: 0, scope: !105)
!149 = !DILocation(line: 74, column: 14, scope: !105)
!150 = !DILocation(line: 74, column: 33, scope: !105)
!151 = !DILocation(line: 74, column: 31, scope: !105)
!152 = !DILocation(line: 74, column: 11, scope: !105)
!153 = !DILocation(line: 75, column: 9, scope: !105)
!154 = !DILocation(line: 76, column: 31, scope: !105)
!155 = !DILocation(line: 77, column: 31, scope: !105)
!156 = !DILocation(line: 78, column: 5, scope: !105)
!157 = !DILocation(line: 79, column: 5, scope: !105)
!158 = distinct !{!158, !131, !159, !66}
!159 = !DILocation(line: 80, column: 3, scope: !105)
