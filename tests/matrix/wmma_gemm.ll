; ModuleID = 'wmma_gemm.cu'
source_filename = "wmma_gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ10wmma_tilesPK6__halfS1_PfE2sa = internal addrspace(3) global [256 x %struct.__half] undef, align 2
@_ZZ10wmma_tilesPK6__halfS1_PfE2sc = internal addrspace(3) global [512 x float] undef, align 4
@_ZZ9wmma_gemmPK6__halfS1_PfiiE2sa = internal addrspace(3) global [512 x %struct.__half] undef, align 2
@_ZZ9wmma_gemmPK6__halfS1_PfiiE2sb = internal addrspace(3) global [512 x %struct.__half] undef, align 2
@_ZZ9wmma_gemmPK6__halfS1_PfiiE2sc = internal addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10wmma_tilesPK6__halfS1_Pf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = icmp ult i32 %4, 256, !dbg !20
  br i1 %5, label %43, label %6, !dbg !21

6:                                                ; preds = %43, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %7 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly addrspacecast (ptr addrspace(3) @_ZZ10wmma_tilesPK6__halfS1_PfE2sa to ptr), i32 16), !dbg !23
  %8 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 0, !dbg !23
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 1, !dbg !23
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 2, !dbg !23
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 3, !dbg !23
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 4, !dbg !23
  %13 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 5, !dbg !23
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 6, !dbg !23
  %15 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %7, 7, !dbg !23
  %16 = shl nuw nsw i32 %4, 3, !dbg !27
  %17 = and i32 %16, 7936, !dbg !27
  %18 = zext nneg i32 %17 to i64, !dbg !28
  %19 = getelementptr inbounds %struct.__half, ptr %1, i64 %18, !dbg !28
  %20 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly %19, i32 16), !dbg !29
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 0, !dbg !29
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 1, !dbg !29
  %23 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 2, !dbg !29
  %24 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 3, !dbg !29
  %25 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 4, !dbg !29
  %26 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 5, !dbg !29
  %27 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 6, !dbg !29
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %20, 7, !dbg !29
  %29 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %8, <2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %13, <2 x half> %14, <2 x half> %15, <2 x half> %21, <2 x half> %22, <2 x half> %23, <2 x half> %24, <2 x half> %25, <2 x half> %26, <2 x half> %27, <2 x half> %28, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00), !dbg !32
  %30 = extractvalue { float, float, float, float, float, float, float, float } %29, 0, !dbg !32
  %31 = extractvalue { float, float, float, float, float, float, float, float } %29, 1, !dbg !32
  %32 = extractvalue { float, float, float, float, float, float, float, float } %29, 2, !dbg !32
  %33 = extractvalue { float, float, float, float, float, float, float, float } %29, 3, !dbg !32
  %34 = extractvalue { float, float, float, float, float, float, float, float } %29, 4, !dbg !32
  %35 = extractvalue { float, float, float, float, float, float, float, float } %29, 5, !dbg !32
  %36 = extractvalue { float, float, float, float, float, float, float, float } %29, 6, !dbg !32
  %37 = extractvalue { float, float, float, float, float, float, float, float } %29, 7, !dbg !32
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %38 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ10wmma_tilesPK6__halfS1_PfE2sc to ptr), i64 %18, !dbg !36
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %38, float %30, float %31, float %32, float %33, float %34, float %35, float %36, float %37, i32 16), !dbg !37
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %39 = icmp ult i32 %4, 512, !dbg !41
  br i1 %39, label %40, label %51, !dbg !42

40:                                               ; preds = %6
  %41 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = shl i32 %41, 9
  br label %52, !dbg !42

43:                                               ; preds = %3, %43
  %44 = phi i32 [ %49, %43 ], [ %4, %3 ]
  %45 = zext nneg i32 %44 to i64, !dbg !43
  %46 = getelementptr inbounds %struct.__half, ptr %0, i64 %45, !dbg !43
  %47 = getelementptr inbounds [256 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ10wmma_tilesPK6__halfS1_PfE2sa to ptr), i64 0, i64 %45, !dbg !44
  %48 = load i16, ptr %46, align 2, !dbg !45, !tbaa !46
  store i16 %48, ptr %47, align 2, !dbg !45, !tbaa !46
  %49 = add nuw nsw i32 %44, 64, !dbg !50
  %50 = icmp ult i32 %44, 192, !dbg !20
  br i1 %50, label %43, label %6, !dbg !21, !llvm.loop !51

51:                                               ; preds = %52, %6
  ret void, !dbg !54

52:                                               ; preds = %40, %52
  %53 = phi i32 [ %4, %40 ], [ %60, %52 ]
  %54 = zext nneg i32 %53 to i64, !dbg !55
  %55 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10wmma_tilesPK6__halfS1_PfE2sc to ptr), i64 0, i64 %54, !dbg !55
  %56 = load float, ptr %55, align 4, !dbg !55, !tbaa !56
  %57 = add nuw nsw i32 %53, %42, !dbg !58
  %58 = zext i32 %57 to i64, !dbg !59
  %59 = getelementptr inbounds float, ptr %2, i64 %58, !dbg !59
  store float %56, ptr %59, align 4, !dbg !60, !tbaa !56
  %60 = add nuw nsw i32 %53, 64, !dbg !61
  %61 = icmp ult i32 %53, 448, !dbg !41
  br i1 %61, label %52, label %51, !dbg !42, !llvm.loop !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9wmma_gemmPK6__halfS1_Pfii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !64 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %7 = lshr i32 %6, 6, !dbg !67
  %8 = lshr i32 %6, 5, !dbg !68
  %9 = and i32 %8, 1, !dbg !68
  %10 = icmp sgt i32 %4, 0, !dbg !69
  br i1 %10, label %19, label %11, !dbg !70

11:                                               ; preds = %5
  %12 = shl nuw nsw i32 %9, 4, !dbg !71
  %13 = zext nneg i32 %12 to i64, !dbg !72
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = shl nuw nsw i32 %14, 5
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = shl i32 %16, 5
  %18 = and i32 %6, 31, !dbg !73
  br label %46, !dbg !70

19:                                               ; preds = %5
  %20 = icmp ult i32 %6, 512
  %21 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = shl nuw nsw i32 %21, 5
  %23 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = shl i32 %23, 5
  %25 = shl nuw nsw i32 %7, 8
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds %struct.__half, ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sa to ptr), i64 %26
  %28 = shl nuw nsw i32 %9, 4
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds %struct.__half, ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sb to ptr), i64 %29
  %31 = and i32 %6, 31, !dbg !70
  %32 = and i32 %6, 15, !dbg !70
  %33 = or disjoint i32 %31, %24
  br label %34, !dbg !70

34:                                               ; preds = %19, %64
  %35 = phi i32 [ 0, %19 ], [ %92, %64 ]
  %36 = phi float [ 0.000000e+00, %19 ], [ %91, %64 ]
  %37 = phi float [ 0.000000e+00, %19 ], [ %90, %64 ]
  %38 = phi float [ 0.000000e+00, %19 ], [ %89, %64 ]
  %39 = phi float [ 0.000000e+00, %19 ], [ %88, %64 ]
  %40 = phi float [ 0.000000e+00, %19 ], [ %87, %64 ]
  %41 = phi float [ 0.000000e+00, %19 ], [ %86, %64 ]
  %42 = phi float [ 0.000000e+00, %19 ], [ %85, %64 ]
  %43 = phi float [ 0.000000e+00, %19 ], [ %84, %64 ]
  br i1 %20, label %44, label %64, !dbg !74

44:                                               ; preds = %34
  %45 = or disjoint i32 %32, %35
  br label %94, !dbg !74

46:                                               ; preds = %64, %11
  %47 = phi i32 [ %18, %11 ], [ %31, %64 ], !dbg !73
  %48 = phi i32 [ %17, %11 ], [ %24, %64 ]
  %49 = phi i32 [ %15, %11 ], [ %22, %64 ]
  %50 = phi i64 [ %13, %11 ], [ %29, %64 ], !dbg !72
  %51 = phi float [ 0.000000e+00, %11 ], [ %84, %64 ], !dbg !75
  %52 = phi float [ 0.000000e+00, %11 ], [ %85, %64 ], !dbg !75
  %53 = phi float [ 0.000000e+00, %11 ], [ %86, %64 ], !dbg !75
  %54 = phi float [ 0.000000e+00, %11 ], [ %87, %64 ], !dbg !75
  %55 = phi float [ 0.000000e+00, %11 ], [ %88, %64 ], !dbg !75
  %56 = phi float [ 0.000000e+00, %11 ], [ %89, %64 ], !dbg !75
  %57 = phi float [ 0.000000e+00, %11 ], [ %90, %64 ], !dbg !75
  %58 = phi float [ 0.000000e+00, %11 ], [ %91, %64 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %59 = shl nuw nsw i32 %7, 9, !dbg !77
  %60 = zext nneg i32 %59 to i64, !dbg !78
  %61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sc to ptr), i64 %60, !dbg !78
  %62 = getelementptr inbounds float, ptr %61, i64 %50, !dbg !72
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %62, float %51, float %52, float %53, float %54, float %55, float %56, float %57, float %58, i32 32), !dbg !79
  tail call void @llvm.nvvm.barrier0(), !dbg !81
  %63 = or disjoint i32 %47, %48
  br label %116, !dbg !73

64:                                               ; preds = %94, %34
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  %65 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %27, i32 16), !dbg !83
  %66 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 0, !dbg !83
  %67 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 1, !dbg !83
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 2, !dbg !83
  %69 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 3, !dbg !83
  %70 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 4, !dbg !83
  %71 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 5, !dbg !83
  %72 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 6, !dbg !83
  %73 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %65, 7, !dbg !83
  %74 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly %30, i32 32), !dbg !85
  %75 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 0, !dbg !85
  %76 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 1, !dbg !85
  %77 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 2, !dbg !85
  %78 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 3, !dbg !85
  %79 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 4, !dbg !85
  %80 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 5, !dbg !85
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 6, !dbg !85
  %82 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 7, !dbg !85
  %83 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %66, <2 x half> %67, <2 x half> %68, <2 x half> %69, <2 x half> %70, <2 x half> %71, <2 x half> %72, <2 x half> %73, <2 x half> %75, <2 x half> %76, <2 x half> %77, <2 x half> %78, <2 x half> %79, <2 x half> %80, <2 x half> %81, <2 x half> %82, float %43, float %42, float %41, float %40, float %39, float %38, float %37, float %36), !dbg !88
  %84 = extractvalue { float, float, float, float, float, float, float, float } %83, 0, !dbg !88
  %85 = extractvalue { float, float, float, float, float, float, float, float } %83, 1, !dbg !88
  %86 = extractvalue { float, float, float, float, float, float, float, float } %83, 2, !dbg !88
  %87 = extractvalue { float, float, float, float, float, float, float, float } %83, 3, !dbg !88
  %88 = extractvalue { float, float, float, float, float, float, float, float } %83, 4, !dbg !88
  %89 = extractvalue { float, float, float, float, float, float, float, float } %83, 5, !dbg !88
  %90 = extractvalue { float, float, float, float, float, float, float, float } %83, 6, !dbg !88
  %91 = extractvalue { float, float, float, float, float, float, float, float } %83, 7, !dbg !88
  tail call void @llvm.nvvm.barrier0(), !dbg !91
  %92 = add nuw nsw i32 %35, 16, !dbg !92
  %93 = icmp slt i32 %92, %4, !dbg !69
  br i1 %93, label %34, label %46, !dbg !70, !llvm.loop !93

94:                                               ; preds = %44, %94
  %95 = phi i32 [ %113, %94 ], [ %6, %44 ]
  %96 = lshr i32 %95, 4, !dbg !95
  %97 = add nuw nsw i32 %96, %22, !dbg !96
  %98 = mul i32 %97, %4, !dbg !97
  %99 = add i32 %45, %98, !dbg !98
  %100 = zext i32 %99 to i64, !dbg !99
  %101 = getelementptr inbounds %struct.__half, ptr %0, i64 %100, !dbg !99
  %102 = zext nneg i32 %95 to i64, !dbg !100
  %103 = getelementptr inbounds [512 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sa to ptr), i64 0, i64 %102, !dbg !100
  %104 = load i16, ptr %101, align 2, !dbg !101, !tbaa !46
  store i16 %104, ptr %103, align 2, !dbg !101, !tbaa !46
  %105 = lshr i32 %95, 5, !dbg !102
  %106 = add nuw nsw i32 %105, %35, !dbg !103
  %107 = mul nsw i32 %106, %3, !dbg !104
  %108 = add i32 %33, %107, !dbg !105
  %109 = zext i32 %108 to i64, !dbg !106
  %110 = getelementptr inbounds %struct.__half, ptr %1, i64 %109, !dbg !106
  %111 = getelementptr inbounds [512 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sb to ptr), i64 0, i64 %102, !dbg !107
  %112 = load i16, ptr %110, align 2, !dbg !108, !tbaa !46
  store i16 %112, ptr %111, align 2, !dbg !108, !tbaa !46
  %113 = add nuw nsw i32 %95, 128, !dbg !109
  %114 = icmp ult i32 %95, 384, !dbg !110
  br i1 %114, label %94, label %64, !dbg !74, !llvm.loop !111

115:                                              ; preds = %116
  ret void, !dbg !113

116:                                              ; preds = %46, %116
  %117 = phi i32 [ %6, %46 ], [ %127, %116 ]
  %118 = zext nneg i32 %117 to i64, !dbg !114
  %119 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9wmma_gemmPK6__halfS1_PfiiE2sc to ptr), i64 0, i64 %118, !dbg !114
  %120 = load float, ptr %119, align 4, !dbg !114, !tbaa !56
  %121 = lshr i32 %117, 5, !dbg !115
  %122 = add nuw nsw i32 %121, %49, !dbg !116
  %123 = mul i32 %122, %3, !dbg !117
  %124 = add i32 %63, %123, !dbg !118
  %125 = zext i32 %124 to i64, !dbg !119
  %126 = getelementptr inbounds float, ptr %2, i64 %125, !dbg !119
  store float %120, ptr %126, align 4, !dbg !120, !tbaa !56
  %127 = add nuw nsw i32 %117, 128, !dbg !121
  %128 = icmp ult i32 %117, 896, !dbg !122
  br i1 %128, label %116, label %115, !dbg !73, !llvm.loop !123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }
attributes #5 = { nocallback nounwind memory(argmem: write) }

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
!7 = !DIFile(filename: "wmma_gemm.cu", directory: ".")
!8 = !{ptr @_Z10wmma_tilesPK6__halfS1_Pf, !"kernel", i32 1}
!9 = !{ptr @_Z9wmma_gemmPK6__halfS1_Pfii, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "wmma_tiles", scope: !7, file: !7, line: 9, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 13, column: 11, scope: !13)
!20 = !DILocation(line: 14, column: 21, scope: !13)
!21 = !DILocation(line: 14, column: 3, scope: !13)
!22 = !DILocation(line: 15, column: 3, scope: !13)
!23 = !DILocation(line: 91, column: 5, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "load_matrix_sync", scope: !25, file: !25, line: 90, type: !14, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = !DIFile(filename: "/cuda-12.4/include/crt/mma.hpp", directory: "")
!26 = distinct !DILocation(line: 20, column: 3, scope: !13)
!27 = !DILocation(line: 21, column: 36, scope: !13)
!28 = !DILocation(line: 21, column: 32, scope: !13)
!29 = !DILocation(line: 103, column: 5, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "load_matrix_sync", scope: !25, file: !25, line: 102, type: !14, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 21, column: 3, scope: !13)
!32 = !DILocation(line: 626, column: 5, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "mma_sync", scope: !25, file: !25, line: 625, type: !14, scopeLine: 625, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 22, column: 3, scope: !13)
!35 = !DILocation(line: 23, column: 3, scope: !13)
!36 = !DILocation(line: 24, column: 30, scope: !13)
!37 = !DILocation(line: 474, column: 7, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "store_matrix_sync", scope: !25, file: !25, line: 472, type: !14, scopeLine: 472, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 24, column: 3, scope: !13)
!40 = !DILocation(line: 25, column: 3, scope: !13)
!41 = !DILocation(line: 26, column: 21, scope: !13)
!42 = !DILocation(line: 26, column: 3, scope: !13)
!43 = !DILocation(line: 14, column: 45, scope: !13)
!44 = !DILocation(line: 14, column: 37, scope: !13)
!45 = !DILocation(line: 14, column: 43, scope: !13)
!46 = !{!47, !47, i64 0}
!47 = !{!"short", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 14, column: 30, scope: !13)
!51 = distinct !{!51, !21, !52, !53}
!52 = !DILocation(line: 14, column: 48, scope: !13)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 27, column: 1, scope: !13)
!55 = !DILocation(line: 26, column: 63, scope: !13)
!56 = !{!57, !57, i64 0}
!57 = !{!"float", !48, i64 0}
!58 = !DILocation(line: 26, column: 56, scope: !13)
!59 = !DILocation(line: 26, column: 37, scope: !13)
!60 = !DILocation(line: 26, column: 61, scope: !13)
!61 = !DILocation(line: 26, column: 30, scope: !13)
!62 = distinct !{!62, !42, !63, !53}
!63 = !DILocation(line: 26, column: 67, scope: !13)
!64 = distinct !DISubprogram(name: "wmma_gemm", scope: !7, file: !7, line: 31, type: !14, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !66)
!66 = distinct !DILocation(line: 35, column: 11, scope: !64)
!67 = !DILocation(line: 35, column: 49, scope: !64)
!68 = !DILocation(line: 35, column: 64, scope: !64)
!69 = !DILocation(line: 38, column: 23, scope: !64)
!70 = !DILocation(line: 38, column: 3, scope: !64)
!71 = !DILocation(line: 52, column: 50, scope: !64)
!72 = !DILocation(line: 52, column: 45, scope: !64)
!73 = !DILocation(line: 54, column: 3, scope: !64)
!74 = !DILocation(line: 39, column: 5, scope: !64)
!75 = !DILocation(line: 0, scope: !64)
!76 = !DILocation(line: 51, column: 3, scope: !64)
!77 = !DILocation(line: 52, column: 40, scope: !64)
!78 = !DILocation(line: 52, column: 30, scope: !64)
!79 = !DILocation(line: 474, column: 7, scope: !38, inlinedAt: !80)
!80 = distinct !DILocation(line: 52, column: 3, scope: !64)
!81 = !DILocation(line: 53, column: 3, scope: !64)
!82 = !DILocation(line: 43, column: 5, scope: !64)
!83 = !DILocation(line: 91, column: 5, scope: !24, inlinedAt: !84)
!84 = distinct !DILocation(line: 46, column: 5, scope: !64)
!85 = !DILocation(line: 99, column: 5, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "load_matrix_sync", scope: !25, file: !25, line: 98, type: !14, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!87 = distinct !DILocation(line: 47, column: 5, scope: !64)
!88 = !DILocation(line: 634, column: 5, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "mma_sync", scope: !25, file: !25, line: 633, type: !14, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!90 = distinct !DILocation(line: 48, column: 5, scope: !64)
!91 = !DILocation(line: 49, column: 5, scope: !64)
!92 = !DILocation(line: 38, column: 31, scope: !64)
!93 = distinct !{!93, !70, !94, !53}
!94 = !DILocation(line: 50, column: 3, scope: !64)
!95 = !DILocation(line: 40, column: 38, scope: !64)
!96 = !DILocation(line: 40, column: 34, scope: !64)
!97 = !DILocation(line: 40, column: 44, scope: !64)
!98 = !DILocation(line: 40, column: 53, scope: !64)
!99 = !DILocation(line: 40, column: 15, scope: !64)
!100 = !DILocation(line: 40, column: 7, scope: !64)
!101 = !DILocation(line: 40, column: 13, scope: !64)
!102 = !DILocation(line: 41, column: 25, scope: !64)
!103 = !DILocation(line: 41, column: 21, scope: !64)
!104 = !DILocation(line: 41, column: 31, scope: !64)
!105 = !DILocation(line: 41, column: 53, scope: !64)
!106 = !DILocation(line: 41, column: 15, scope: !64)
!107 = !DILocation(line: 41, column: 7, scope: !64)
!108 = !DILocation(line: 41, column: 13, scope: !64)
!109 = !DILocation(line: 39, column: 32, scope: !64)
!110 = !DILocation(line: 39, column: 23, scope: !64)
!111 = distinct !{!111, !74, !112, !53}
!112 = !DILocation(line: 42, column: 5, scope: !64)
!113 = !DILocation(line: 56, column: 1, scope: !64)
!114 = !DILocation(line: 55, column: 68, scope: !64)
!115 = !DILocation(line: 55, column: 28, scope: !64)
!116 = !DILocation(line: 55, column: 24, scope: !64)
!117 = !DILocation(line: 55, column: 34, scope: !64)
!118 = !DILocation(line: 55, column: 56, scope: !64)
!119 = !DILocation(line: 55, column: 5, scope: !64)
!120 = !DILocation(line: 55, column: 66, scope: !64)
!121 = !DILocation(line: 54, column: 31, scope: !64)
!122 = !DILocation(line: 54, column: 21, scope: !64)
!123 = distinct !{!123, !73, !124, !53}
!124 = !DILocation(line: 55, column: 72, scope: !64)
