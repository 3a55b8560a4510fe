; ModuleID = 'cp_async.cu'
source_filename = "cp_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14cp_async_ring3PKfPfiE1S = internal addrspace(3) global [3 x [1024 x float]] undef, align 16
@_ZZ21cp_async_ring3_bottomPKfPfiE1S = internal addrspace(3) global [3 x [1024 x float]] undef, align 16
@_ZZ20cp_async_ring2_earlyPKfPfiE1S = internal addrspace(3) global [2 x [1024 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14cp_async_ring3PKfPfi(ptr noalias noundef %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !21
  %8 = icmp sgt i32 %2, 0, !dbg !22
  br i1 %8, label %40, label %43, !dbg !23

9:                                                ; preds = %49
  %10 = and i32 %5, 1020, !dbg !24
  %11 = or disjoint i32 %10, 1, !dbg !24
  %12 = zext nneg i32 %11 to i64, !dbg !25
  %13 = add nuw nsw i32 %5, 128
  %14 = and i32 %13, 1020
  %15 = or disjoint i32 %14, 1
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %5, 256
  %18 = and i32 %17, 1020
  %19 = or disjoint i32 %18, 1
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i32 %5, 384
  %22 = and i32 %21, 1020
  %23 = or disjoint i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = and i32 %5, 1020
  %26 = xor i32 %25, 513
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %5, 640
  %29 = and i32 %28, 1020
  %30 = or disjoint i32 %29, 1
  %31 = zext nneg i32 %30 to i64
  %32 = add nuw nsw i32 %5, 768
  %33 = and i32 %32, 1020
  %34 = or disjoint i32 %33, 1
  %35 = zext nneg i32 %34 to i64
  %36 = add nuw nsw i32 %5, 896
  %37 = and i32 %36, 1020
  %38 = or disjoint i32 %37, 1
  %39 = zext nneg i32 %38 to i64
  br label %57, !dbg !26

40:                                               ; preds = %3
  %41 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 0, i64 %6, !dbg !27
  %42 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %41) #3, !dbg !28, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %42, ptr %7) #4, !dbg !34, !srcloc !35
  br label %43, !dbg !36

43:                                               ; preds = %40, %3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !37, !srcloc !40
  %44 = icmp sgt i32 %2, 1, !dbg !22
  br i1 %44, label %45, label %49, !dbg !23

45:                                               ; preds = %43
  %46 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 1, i64 %6, !dbg !27
  %47 = getelementptr inbounds i8, ptr %7, i64 4096, !dbg !41
  %48 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull %46) #3, !dbg !28, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %48, ptr nonnull %47) #4, !dbg !34, !srcloc !35
  br label %49, !dbg !36

49:                                               ; preds = %45, %43
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !37, !srcloc !40
  br i1 %8, label %9, label %50, !dbg !26

50:                                               ; preds = %70, %49
  %51 = phi float [ 0.000000e+00, %49 ], [ %96, %70 ], !dbg !42
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !dbg !43, !srcloc !46
  %52 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %53 = shl i32 %52, 8, !dbg !50
  %54 = add i32 %53, %4, !dbg !51
  %55 = zext i32 %54 to i64, !dbg !52
  %56 = getelementptr inbounds float, ptr %1, i64 %55, !dbg !52
  store float %51, ptr %56, align 4, !dbg !53, !tbaa !54
  ret void, !dbg !58

57:                                               ; preds = %9, %70
  %58 = phi i32 [ 0, %9 ], [ %97, %70 ]
  %59 = phi float [ 0.000000e+00, %9 ], [ %96, %70 ]
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !dbg !59, !srcloc !46
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %60 = add nuw nsw i32 %58, 2, !dbg !63
  %61 = icmp slt i32 %60, %2, !dbg !64
  br i1 %61, label %62, label %70, !dbg !65

62:                                               ; preds = %57
  %63 = urem i32 %60, 3, !dbg !66
  %64 = zext nneg i32 %63 to i64, !dbg !67
  %65 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %64, i64 %6, !dbg !67
  %66 = shl nsw i32 %60, 10, !dbg !68
  %67 = zext nneg i32 %66 to i64, !dbg !69
  %68 = getelementptr inbounds float, ptr %7, i64 %67, !dbg !70
  %69 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %65) #3, !dbg !71, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %69, ptr nonnull %68) #4, !dbg !74, !srcloc !35
  br label %70, !dbg !75

70:                                               ; preds = %62, %57
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !76, !srcloc !40
  %71 = urem i32 %58, 3
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %12, !dbg !25
  %74 = load float, ptr %73, align 4, !dbg !25, !tbaa !54
  %75 = fadd contract float %59, %74, !dbg !78
  %76 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %16, !dbg !25
  %77 = load float, ptr %76, align 4, !dbg !25, !tbaa !54
  %78 = fadd contract float %75, %77, !dbg !78
  %79 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %20, !dbg !25
  %80 = load float, ptr %79, align 4, !dbg !25, !tbaa !54
  %81 = fadd contract float %78, %80, !dbg !78
  %82 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %24, !dbg !25
  %83 = load float, ptr %82, align 4, !dbg !25, !tbaa !54
  %84 = fadd contract float %81, %83, !dbg !78
  %85 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %27, !dbg !25
  %86 = load float, ptr %85, align 4, !dbg !25, !tbaa !54
  %87 = fadd contract float %84, %86, !dbg !78
  %88 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %31, !dbg !25
  %89 = load float, ptr %88, align 4, !dbg !25, !tbaa !54
  %90 = fadd contract float %87, %89, !dbg !78
  %91 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %35, !dbg !25
  %92 = load float, ptr %91, align 4, !dbg !25, !tbaa !54
  %93 = fadd contract float %90, %92, !dbg !78
  %94 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_ring3PKfPfiE1S to ptr), i64 0, i64 %72, i64 %39, !dbg !25
  %95 = load float, ptr %94, align 4, !dbg !25, !tbaa !54
  %96 = fadd contract float %93, %95, !dbg !78
  %97 = add nuw nsw i32 %58, 1, !dbg !79
  %98 = icmp eq i32 %97, %2, !dbg !80
  br i1 %98, label %50, label %57, !dbg !26, !llvm.loop !81
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z21cp_async_ring3_bottomPKfPfi(ptr noalias noundef %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !84 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !87
  %8 = icmp sgt i32 %2, 0, !dbg !88
  br i1 %8, label %40, label %43, !dbg !89

9:                                                ; preds = %49
  %10 = and i32 %5, 1020, !dbg !90
  %11 = or disjoint i32 %10, 1, !dbg !90
  %12 = zext nneg i32 %11 to i64, !dbg !91
  %13 = add nuw nsw i32 %5, 128
  %14 = and i32 %13, 1020
  %15 = or disjoint i32 %14, 1
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %5, 256
  %18 = and i32 %17, 1020
  %19 = or disjoint i32 %18, 1
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i32 %5, 384
  %22 = and i32 %21, 1020
  %23 = or disjoint i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = and i32 %5, 1020
  %26 = xor i32 %25, 513
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %5, 640
  %29 = and i32 %28, 1020
  %30 = or disjoint i32 %29, 1
  %31 = zext nneg i32 %30 to i64
  %32 = add nuw nsw i32 %5, 768
  %33 = and i32 %32, 1020
  %34 = or disjoint i32 %33, 1
  %35 = zext nneg i32 %34 to i64
  %36 = add nuw nsw i32 %5, 896
  %37 = and i32 %36, 1020
  %38 = or disjoint i32 %37, 1
  %39 = zext nneg i32 %38 to i64
  br label %57, !dbg !92

40:                                               ; preds = %3
  %41 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 0, i64 %6, !dbg !93
  %42 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %41) #3, !dbg !94, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %42, ptr %7) #4, !dbg !97, !srcloc !35
  br label %43, !dbg !98

43:                                               ; preds = %40, %3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !99, !srcloc !40
  %44 = icmp sgt i32 %2, 1, !dbg !88
  br i1 %44, label %45, label %49, !dbg !89

45:                                               ; preds = %43
  %46 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 1, i64 %6, !dbg !93
  %47 = getelementptr inbounds i8, ptr %7, i64 4096, !dbg !101
  %48 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull %46) #3, !dbg !94, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %48, ptr nonnull %47) #4, !dbg !97, !srcloc !35
  br label %49, !dbg !98

49:                                               ; preds = %45, %43
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !99, !srcloc !40
  br i1 %8, label %9, label %50, !dbg !92

50:                                               ; preds = %70, %49
  %51 = phi float [ 0.000000e+00, %49 ], [ %96, %70 ], !dbg !102
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !dbg !103, !srcloc !46
  %52 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !105
  %53 = shl i32 %52, 8, !dbg !107
  %54 = add i32 %53, %4, !dbg !108
  %55 = zext i32 %54 to i64, !dbg !109
  %56 = getelementptr inbounds float, ptr %1, i64 %55, !dbg !109
  store float %51, ptr %56, align 4, !dbg !110, !tbaa !54
  ret void, !dbg !111

57:                                               ; preds = %9, %70
  %58 = phi i32 [ 0, %9 ], [ %97, %70 ]
  %59 = phi float [ 0.000000e+00, %9 ], [ %96, %70 ]
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !dbg !112, !srcloc !46
  tail call void @llvm.nvvm.barrier0(), !dbg !114
  %60 = add nuw nsw i32 %58, 2, !dbg !115
  %61 = icmp slt i32 %60, %2, !dbg !116
  br i1 %61, label %62, label %70, !dbg !117

62:                                               ; preds = %57
  %63 = urem i32 %60, 3, !dbg !118
  %64 = zext nneg i32 %63 to i64, !dbg !119
  %65 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %64, i64 %6, !dbg !119
  %66 = shl nsw i32 %60, 10, !dbg !120
  %67 = zext nneg i32 %66 to i64, !dbg !121
  %68 = getelementptr inbounds float, ptr %7, i64 %67, !dbg !122
  %69 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %65) #3, !dbg !123, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %69, ptr nonnull %68) #4, !dbg !126, !srcloc !35
  br label %70, !dbg !127

70:                                               ; preds = %62, %57
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !128, !srcloc !40
  %71 = urem i32 %58, 3
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %12, !dbg !91
  %74 = load float, ptr %73, align 4, !dbg !91, !tbaa !54
  %75 = fadd contract float %59, %74, !dbg !130
  %76 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %16, !dbg !91
  %77 = load float, ptr %76, align 4, !dbg !91, !tbaa !54
  %78 = fadd contract float %75, %77, !dbg !130
  %79 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %20, !dbg !91
  %80 = load float, ptr %79, align 4, !dbg !91, !tbaa !54
  %81 = fadd contract float %78, %80, !dbg !130
  %82 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %24, !dbg !91
  %83 = load float, ptr %82, align 4, !dbg !91, !tbaa !54
  %84 = fadd contract float %81, %83, !dbg !130
  %85 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %27, !dbg !91
  %86 = load float, ptr %85, align 4, !dbg !91, !tbaa !54
  %87 = fadd contract float %84, %86, !dbg !130
  %88 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %31, !dbg !91
  %89 = load float, ptr %88, align 4, !dbg !91, !tbaa !54
  %90 = fadd contract float %87, %89, !dbg !130
  %91 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %35, !dbg !91
  %92 = load float, ptr %91, align 4, !dbg !91, !tbaa !54
  %93 = fadd contract float %90, %92, !dbg !130
  %94 = getelementptr inbounds [3 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21cp_async_ring3_bottomPKfPfiE1S to ptr), i64 0, i64 %72, i64 %39, !dbg !91
  %95 = load float, ptr %94, align 4, !dbg !91, !tbaa !54
  %96 = fadd contract float %93, %95, !dbg !130
  tail call void @llvm.nvvm.barrier0(), !dbg !131
  %97 = add nuw nsw i32 %58, 1, !dbg !132
  %98 = icmp eq i32 %97, %2, !dbg !133
  br i1 %98, label %50, label %57, !dbg !92, !llvm.loop !134
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20cp_async_ring2_earlyPKfPfi(ptr noalias noundef %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !136 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !137
  %5 = icmp sgt i32 %2, 0, !dbg !139
  br i1 %5, label %6, label %12, !dbg !140

6:                                                ; preds = %3
  %7 = shl nuw nsw i32 %4, 2
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %8
  %11 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %10) #3, !dbg !141, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %11, ptr %9) #4, !dbg !144, !srcloc !35
  br label %12, !dbg !145

12:                                               ; preds = %6, %3
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !146, !srcloc !40
  br i1 %5, label %13, label %47, !dbg !148

13:                                               ; preds = %12
  %14 = shl nuw nsw i32 %4, 2
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !148
  %17 = and i32 %14, 1020, !dbg !149
  %18 = or disjoint i32 %17, 1, !dbg !149
  %19 = zext nneg i32 %18 to i64, !dbg !150
  %20 = add nuw nsw i32 %14, 128
  %21 = and i32 %20, 1020
  %22 = or disjoint i32 %21, 1
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i32 %14, 256
  %25 = and i32 %24, 1020
  %26 = or disjoint i32 %25, 1
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %14, 384
  %29 = and i32 %28, 1020
  %30 = or disjoint i32 %29, 1
  %31 = zext nneg i32 %30 to i64
  %32 = and i32 %14, 1020
  %33 = xor i32 %32, 513
  %34 = zext nneg i32 %33 to i64
  %35 = add nuw nsw i32 %14, 640
  %36 = and i32 %35, 1020
  %37 = or disjoint i32 %36, 1
  %38 = zext nneg i32 %37 to i64
  %39 = add nuw nsw i32 %14, 768
  %40 = and i32 %39, 1020
  %41 = or disjoint i32 %40, 1
  %42 = zext nneg i32 %41 to i64
  %43 = add nuw nsw i32 %14, 896
  %44 = and i32 %43, 1020
  %45 = or disjoint i32 %44, 1
  %46 = zext nneg i32 %45 to i64
  br label %54, !dbg !148

47:                                               ; preds = %67, %12
  %48 = phi float [ 0.000000e+00, %12 ], [ %93, %67 ], !dbg !151
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #4, !dbg !152, !srcloc !46
  %49 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !154
  %50 = shl i32 %49, 8, !dbg !156
  %51 = add i32 %50, %4, !dbg !157
  %52 = zext i32 %51 to i64, !dbg !158
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !158
  store float %48, ptr %53, align 4, !dbg !159, !tbaa !54
  ret void, !dbg !160

54:                                               ; preds = %13, %67
  %55 = phi i32 [ 0, %13 ], [ %57, %67 ]
  %56 = phi float [ 0.000000e+00, %13 ], [ %93, %67 ]
  %57 = add nuw nsw i32 %55, 1, !dbg !161
  %58 = icmp slt i32 %57, %2, !dbg !162
  br i1 %58, label %59, label %67, !dbg !163

59:                                               ; preds = %54
  %60 = and i32 %57, 1, !dbg !164
  %61 = zext nneg i32 %60 to i64, !dbg !165
  %62 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %61, i64 %15, !dbg !165
  %63 = shl nsw i32 %57, 10, !dbg !166
  %64 = zext nneg i32 %63 to i64, !dbg !167
  %65 = getelementptr inbounds float, ptr %16, i64 %64, !dbg !168
  %66 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %62) #3, !dbg !169, !srcloc !33
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l"(i32 %66, ptr nonnull %65) #4, !dbg !172, !srcloc !35
  br label %67, !dbg !173

67:                                               ; preds = %59, %54
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #4, !dbg !174, !srcloc !40
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 1) #4, !dbg !176, !srcloc !46
  tail call void @llvm.nvvm.barrier0(), !dbg !178
  %68 = and i32 %55, 1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %19, !dbg !150
  %71 = load float, ptr %70, align 4, !dbg !150, !tbaa !54
  %72 = fadd contract float %56, %71, !dbg !179
  %73 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %23, !dbg !150
  %74 = load float, ptr %73, align 4, !dbg !150, !tbaa !54
  %75 = fadd contract float %72, %74, !dbg !179
  %76 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %27, !dbg !150
  %77 = load float, ptr %76, align 4, !dbg !150, !tbaa !54
  %78 = fadd contract float %75, %77, !dbg !179
  %79 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %31, !dbg !150
  %80 = load float, ptr %79, align 4, !dbg !150, !tbaa !54
  %81 = fadd contract float %78, %80, !dbg !179
  %82 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %34, !dbg !150
  %83 = load float, ptr %82, align 4, !dbg !150, !tbaa !54
  %84 = fadd contract float %81, %83, !dbg !179
  %85 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %38, !dbg !150
  %86 = load float, ptr %85, align 4, !dbg !150, !tbaa !54
  %87 = fadd contract float %84, %86, !dbg !179
  %88 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %42, !dbg !150
  %89 = load float, ptr %88, align 4, !dbg !150, !tbaa !54
  %90 = fadd contract float %87, %89, !dbg !179
  %91 = getelementptr inbounds [2 x [1024 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20cp_async_ring2_earlyPKfPfiE1S to ptr), i64 0, i64 %69, i64 %46, !dbg !150
  %92 = load float, ptr %91, align 4, !dbg !150, !tbaa !54
  %93 = fadd contract float %90, %92, !dbg !179
  tail call void @llvm.nvvm.barrier0(), !dbg !180
  %94 = icmp eq i32 %57, %2, !dbg !181
  br i1 %94, label %47, label %54, !dbg !148, !llvm.loop !182
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cp_async.cu", directory: ".")
!2 = !{ptr @_Z14cp_async_ring3PKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z14cp_async_ring3PKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z21cp_async_ring3_bottomPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z21cp_async_ring3_bottomPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z20cp_async_ring2_earlyPKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z20cp_async_ring2_earlyPKfPfi, !"maxntidx", i32 256}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "cp_async_ring3", scope: !1, file: !1, line: 38, type: !15, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!20 = distinct !DILocation(line: 41, column: 11, scope: !14)
!21 = !DILocation(line: 43, column: 3, scope: !14)
!22 = !DILocation(line: 44, column: 11, scope: !14)
!23 = !DILocation(line: 44, column: 9, scope: !14)
!24 = !DILocation(line: 55, column: 50, scope: !14)
!25 = !DILocation(line: 55, column: 14, scope: !14)
!26 = !DILocation(line: 48, column: 3, scope: !14)
!27 = !DILocation(line: 45, column: 19, scope: !14)
!28 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "smem_u32", scope: !1, file: !1, line: 12, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "cp_async16", scope: !1, file: !1, line: 20, type: !15, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 45, column: 7, scope: !14)
!33 = !{i64 705}
!34 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !32)
!35 = !{i64 968}
!36 = !DILocation(line: 45, column: 7, scope: !14)
!37 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "cp_async_commit", scope: !1, file: !1, line: 25, type: !15, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 46, column: 5, scope: !14)
!40 = !{i64 1113}
!41 = !DILocation(line: 45, column: 45, scope: !14)
!42 = !DILocation(line: 42, column: 9, scope: !14)
!43 = !DILocation(line: 30, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "cp_async_wait<0>", scope: !1, file: !1, line: 29, type: !15, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 57, column: 3, scope: !14)
!46 = !{i64 1237}
!47 = !DILocation(line: 59, column: 1, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 59, type: !15, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 58, column: 7, scope: !14)
!50 = !DILocation(line: 58, column: 18, scope: !14)
!51 = !DILocation(line: 58, column: 24, scope: !14)
!52 = !DILocation(line: 58, column: 3, scope: !14)
!53 = !DILocation(line: 58, column: 29, scope: !14)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C++ TBAA"}
!58 = !DILocation(line: 59, column: 1, scope: !14)
!59 = !DILocation(line: 30, column: 3, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "cp_async_wait<1>", scope: !1, file: !1, line: 29, type: !15, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = distinct !DILocation(line: 49, column: 5, scope: !14)
!62 = !DILocation(line: 50, column: 5, scope: !14)
!63 = !DILocation(line: 51, column: 20, scope: !14)
!64 = !DILocation(line: 51, column: 24, scope: !14)
!65 = !DILocation(line: 51, column: 9, scope: !14)
!66 = !DILocation(line: 52, column: 38, scope: !14)
!67 = !DILocation(line: 52, column: 19, scope: !14)
!68 = !DILocation(line: 52, column: 77, scope: !14)
!69 = !DILocation(line: 52, column: 58, scope: !14)
!70 = !DILocation(line: 52, column: 84, scope: !14)
!71 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !72)
!72 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !73)
!73 = distinct !DILocation(line: 52, column: 7, scope: !14)
!74 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !73)
!75 = !DILocation(line: 52, column: 7, scope: !14)
!76 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !77)
!77 = distinct !DILocation(line: 53, column: 5, scope: !14)
!78 = !DILocation(line: 55, column: 11, scope: !14)
!79 = !DILocation(line: 48, column: 26, scope: !14)
!80 = !DILocation(line: 48, column: 21, scope: !14)
!81 = distinct !{!81, !26, !82, !83}
!82 = !DILocation(line: 56, column: 3, scope: !14)
!83 = !{!"llvm.loop.mustprogress"}
!84 = distinct !DISubprogram(name: "cp_async_ring3_bottom", scope: !1, file: !1, line: 65, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !86)
!86 = distinct !DILocation(line: 68, column: 11, scope: !84)
!87 = !DILocation(line: 70, column: 3, scope: !84)
!88 = !DILocation(line: 71, column: 11, scope: !84)
!89 = !DILocation(line: 71, column: 9, scope: !84)
!90 = !DILocation(line: 82, column: 50, scope: !84)
!91 = !DILocation(line: 82, column: 14, scope: !84)
!92 = !DILocation(line: 75, column: 3, scope: !84)
!93 = !DILocation(line: 72, column: 19, scope: !84)
!94 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !95)
!95 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !96)
!96 = distinct !DILocation(line: 72, column: 7, scope: !84)
!97 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !96)
!98 = !DILocation(line: 72, column: 7, scope: !84)
!99 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !100)
!100 = distinct !DILocation(line: 73, column: 5, scope: !84)
!101 = !DILocation(line: 72, column: 45, scope: !84)
!102 = !DILocation(line: 69, column: 9, scope: !84)
!103 = !DILocation(line: 30, column: 3, scope: !44, inlinedAt: !104)
!104 = distinct !DILocation(line: 85, column: 3, scope: !84)
!105 = !DILocation(line: 59, column: 1, scope: !48, inlinedAt: !106)
!106 = distinct !DILocation(line: 86, column: 7, scope: !84)
!107 = !DILocation(line: 86, column: 18, scope: !84)
!108 = !DILocation(line: 86, column: 24, scope: !84)
!109 = !DILocation(line: 86, column: 3, scope: !84)
!110 = !DILocation(line: 86, column: 29, scope: !84)
!111 = !DILocation(line: 87, column: 1, scope: !84)
!112 = !DILocation(line: 30, column: 3, scope: !60, inlinedAt: !113)
!113 = distinct !DILocation(line: 76, column: 5, scope: !84)
!114 = !DILocation(line: 77, column: 5, scope: !84)
!115 = !DILocation(line: 78, column: 20, scope: !84)
!116 = !DILocation(line: 78, column: 24, scope: !84)
!117 = !DILocation(line: 78, column: 9, scope: !84)
!118 = !DILocation(line: 79, column: 38, scope: !84)
!119 = !DILocation(line: 79, column: 19, scope: !84)
!120 = !DILocation(line: 79, column: 77, scope: !84)
!121 = !DILocation(line: 79, column: 58, scope: !84)
!122 = !DILocation(line: 79, column: 84, scope: !84)
!123 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !124)
!124 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !125)
!125 = distinct !DILocation(line: 79, column: 7, scope: !84)
!126 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !125)
!127 = !DILocation(line: 79, column: 7, scope: !84)
!128 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !129)
!129 = distinct !DILocation(line: 80, column: 5, scope: !84)
!130 = !DILocation(line: 82, column: 11, scope: !84)
!131 = !DILocation(line: 83, column: 5, scope: !84)
!132 = !DILocation(line: 75, column: 26, scope: !84)
!133 = !DILocation(line: 75, column: 21, scope: !84)
!134 = distinct !{!134, !92, !135, !83}
!135 = !DILocation(line: 84, column: 3, scope: !84)
!136 = distinct !DISubprogram(name: "cp_async_ring2_early", scope: !1, file: !1, line: 93, type: !15, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !138)
!138 = distinct !DILocation(line: 96, column: 11, scope: !136)
!139 = !DILocation(line: 98, column: 9, scope: !136)
!140 = !DILocation(line: 98, column: 7, scope: !136)
!141 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !142)
!142 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !143)
!143 = distinct !DILocation(line: 99, column: 5, scope: !136)
!144 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !143)
!145 = !DILocation(line: 99, column: 5, scope: !136)
!146 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !147)
!147 = distinct !DILocation(line: 100, column: 3, scope: !136)
!148 = !DILocation(line: 101, column: 3, scope: !136)
!149 = !DILocation(line: 108, column: 45, scope: !136)
!150 = !DILocation(line: 108, column: 14, scope: !136)
!151 = !DILocation(line: 97, column: 9, scope: !136)
!152 = !DILocation(line: 30, column: 3, scope: !44, inlinedAt: !153)
!153 = distinct !DILocation(line: 111, column: 3, scope: !136)
!154 = !DILocation(line: 59, column: 1, scope: !48, inlinedAt: !155)
!155 = distinct !DILocation(line: 112, column: 7, scope: !136)
!156 = !DILocation(line: 112, column: 18, scope: !136)
!157 = !DILocation(line: 112, column: 24, scope: !136)
!158 = !DILocation(line: 112, column: 3, scope: !136)
!159 = !DILocation(line: 112, column: 29, scope: !136)
!160 = !DILocation(line: 113, column: 1, scope: !136)
!161 = !DILocation(line: 102, column: 11, scope: !136)
!162 = !DILocation(line: 102, column: 15, scope: !136)
!163 = !DILocation(line: 102, column: 9, scope: !136)
!164 = !DILocation(line: 103, column: 29, scope: !136)
!165 = !DILocation(line: 103, column: 19, scope: !136)
!166 = !DILocation(line: 103, column: 54, scope: !136)
!167 = !DILocation(line: 103, column: 44, scope: !136)
!168 = !DILocation(line: 103, column: 61, scope: !136)
!169 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !170)
!170 = distinct !DILocation(line: 21, column: 16, scope: !31, inlinedAt: !171)
!171 = distinct !DILocation(line: 103, column: 7, scope: !136)
!172 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !171)
!173 = !DILocation(line: 103, column: 7, scope: !136)
!174 = !DILocation(line: 26, column: 3, scope: !38, inlinedAt: !175)
!175 = distinct !DILocation(line: 104, column: 5, scope: !136)
!176 = !DILocation(line: 30, column: 3, scope: !60, inlinedAt: !177)
!177 = distinct !DILocation(line: 105, column: 5, scope: !136)
!178 = !DILocation(line: 106, column: 5, scope: !136)
!179 = !DILocation(line: 108, column: 11, scope: !136)
!180 = !DILocation(line: 109, column: 5, scope: !136)
!181 = !DILocation(line: 101, column: 21, scope: !136)
!182 = distinct !{!182, !148, !183, !83}
!183 = !DILocation(line: 110, column: 3, scope: !136)
