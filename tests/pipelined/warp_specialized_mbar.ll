; ModuleID = 'warp_specialized_mbar.cu'
source_filename = "warp_specialized_mbar.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9mbar_ringPKfPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 16
@_ZZ9mbar_ringPKfPfiE4full = internal addrspace(3) global [2 x i64] undef, align 8
@_ZZ9mbar_ringPKfPfiE5empty = internal addrspace(3) global [2 x i64] undef, align 8
@_ZZ14mbar_full_onlyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 16
@_ZZ14mbar_full_onlyPKfPfiE4full = internal addrspace(3) global [2 x i64] undef, align 8
@_ZZ15mbar_half_emptyPKfPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 16
@_ZZ15mbar_half_emptyPKfPfiE4full = internal addrspace(3) global [2 x i64] undef, align 8
@_ZZ15mbar_half_emptyPKfPfiE5empty = internal addrspace(3) global [2 x i64] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9mbar_ringPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %5 = icmp ult i32 %4, 128, !dbg !21
  %6 = icmp eq i32 %4, 0, !dbg !22
  br i1 %6, label %7, label %12, !dbg !23

7:                                                ; preds = %3
  %8 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE4full to ptr)) #3, !dbg !24, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %8, i32 128) #4, !dbg !30, !srcloc !31
  %9 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE5empty to ptr)) #3, !dbg !32, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %9, i32 128) #4, !dbg !35, !srcloc !31
  %10 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE4full to ptr), i64 8)) #3, !dbg !24, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %10, i32 128) #4, !dbg !30, !srcloc !31
  %11 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE5empty to ptr), i64 8)) #3, !dbg !32, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %11, i32 128) #4, !dbg !35, !srcloc !31
  br label %12, !dbg !36

12:                                               ; preds = %7, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %13 = icmp sgt i32 %2, 0, !dbg !37
  br i1 %13, label %14, label %24, !dbg !38

14:                                               ; preds = %12
  %15 = add nsw i32 %4, -128
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %4, 1
  %18 = and i32 %17, 127
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i32 %4, 37
  %21 = and i32 %20, 127
  %22 = zext nneg i32 %21 to i64
  %23 = zext nneg i32 %4 to i64
  br label %26, !dbg !38

24:                                               ; preds = %70, %12
  %25 = phi float [ 0.000000e+00, %12 ], [ %71, %70 ], !dbg !39
  br i1 %5, label %81, label %74, !dbg !40

26:                                               ; preds = %14, %70
  %27 = phi float [ 0.000000e+00, %14 ], [ %71, %70 ]
  %28 = phi i32 [ 0, %14 ], [ %72, %70 ]
  %29 = and i32 %28, 1, !dbg !41
  %30 = lshr i32 %28, 1, !dbg !42
  %31 = and i32 %30, 1, !dbg !43
  br i1 %5, label %32, label %51, !dbg !44

32:                                               ; preds = %26
  %33 = icmp ugt i32 %28, 1, !dbg !45
  %34 = zext nneg i32 %29 to i64, !dbg !46
  br i1 %33, label %35, label %42, !dbg !47

35:                                               ; preds = %32
  %36 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE5empty to ptr), i64 0, i64 %34, !dbg !48
  %37 = xor i32 %31, 1, !dbg !49
  br label %38, !dbg !50

38:                                               ; preds = %38, %35
  %39 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %36) #3, !dbg !53, !srcloc !29
  %40 = tail call i32 asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}"(i32 %39, i32 %37) #4, !dbg !57, !srcloc !58
  %41 = icmp eq i32 %40, 0, !dbg !59
  br i1 %41, label %38, label %42, !dbg !50, !llvm.loop !60

42:                                               ; preds = %38, %32
  %43 = shl nsw i32 %28, 7, !dbg !63
  %44 = or disjoint i32 %43, %4, !dbg !64
  %45 = zext nneg i32 %44 to i64, !dbg !65
  %46 = getelementptr inbounds float, ptr %0, i64 %45, !dbg !65
  %47 = load float, ptr %46, align 4, !dbg !65, !tbaa !66
  %48 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE3buf to ptr), i64 0, i64 %34, i64 %23, !dbg !70
  store float %47, ptr %48, align 4, !dbg !71, !tbaa !66
  %49 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE4full to ptr), i64 0, i64 %34, !dbg !72
  %50 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %49) #3, !dbg !73, !srcloc !29
  tail call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}"(i32 %50) #4, !dbg !77, !srcloc !78
  br label %70, !dbg !79

51:                                               ; preds = %26
  %52 = zext nneg i32 %29 to i64, !dbg !80
  %53 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE4full to ptr), i64 0, i64 %52, !dbg !80
  br label %54, !dbg !81

54:                                               ; preds = %54, %51
  %55 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %53) #3, !dbg !83, !srcloc !29
  %56 = tail call i32 asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}"(i32 %55, i32 %31) #4, !dbg !86, !srcloc !58
  %57 = icmp eq i32 %56, 0, !dbg !87
  br i1 %57, label %54, label %58, !dbg !81, !llvm.loop !88

58:                                               ; preds = %54
  %59 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE3buf to ptr), i64 0, i64 %52, i64 %16, !dbg !90
  %60 = load float, ptr %59, align 4, !dbg !90, !tbaa !66
  %61 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE3buf to ptr), i64 0, i64 %52, i64 %19, !dbg !91
  %62 = load float, ptr %61, align 4, !dbg !91, !tbaa !66
  %63 = fadd contract float %60, %62, !dbg !92
  %64 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE3buf to ptr), i64 0, i64 %52, i64 %22, !dbg !93
  %65 = load float, ptr %64, align 4, !dbg !93, !tbaa !66
  %66 = fadd contract float %63, %65, !dbg !94
  %67 = fadd contract float %27, %66, !dbg !95
  %68 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringPKfPfiE5empty to ptr), i64 0, i64 %52, !dbg !96
  %69 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %68) #3, !dbg !97, !srcloc !29
  tail call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}"(i32 %69) #4, !dbg !100, !srcloc !78
  br label %70

70:                                               ; preds = %58, %42
  %71 = phi float [ %27, %42 ], [ %67, %58 ], !dbg !46
  tail call void @llvm.nvvm.barrier0(), !dbg !101
  %72 = add nuw nsw i32 %28, 1, !dbg !102
  %73 = icmp eq i32 %72, %2, !dbg !37
  br i1 %73, label %24, label %26, !dbg !38, !llvm.loop !103

74:                                               ; preds = %24
  %75 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %76 = shl i32 %75, 7
  %77 = add nsw i32 %4, -128
  %78 = add i32 %77, %76
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  store float %25, ptr %80, align 4, !dbg !105, !tbaa !66
  br label %81, !dbg !106

81:                                               ; preds = %74, %24
  ret void, !dbg !107
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14mbar_full_onlyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !108 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !109
  %5 = icmp ult i32 %4, 128, !dbg !111
  %6 = icmp eq i32 %4, 0, !dbg !112
  br i1 %6, label %7, label %10, !dbg !113

7:                                                ; preds = %3
  %8 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE4full to ptr)) #3, !dbg !114, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %8, i32 128) #4, !dbg !117, !srcloc !31
  %9 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE4full to ptr), i64 8)) #3, !dbg !114, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %9, i32 128) #4, !dbg !117, !srcloc !31
  br label %10, !dbg !118

10:                                               ; preds = %7, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !118
  %11 = icmp sgt i32 %2, 0, !dbg !119
  br i1 %11, label %12, label %22, !dbg !120

12:                                               ; preds = %10
  %13 = add nsw i32 %4, -128
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i32 %4, 1
  %16 = and i32 %15, 127
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i32 %4, 37
  %19 = and i32 %18, 127
  %20 = zext nneg i32 %19 to i64
  %21 = zext nneg i32 %4 to i64
  br label %24, !dbg !120

22:                                               ; preds = %57, %10
  %23 = phi float [ 0.000000e+00, %10 ], [ %58, %57 ], !dbg !121
  br i1 %5, label %68, label %61, !dbg !122

24:                                               ; preds = %12, %57
  %25 = phi float [ 0.000000e+00, %12 ], [ %58, %57 ]
  %26 = phi i32 [ 0, %12 ], [ %59, %57 ]
  %27 = and i32 %26, 1, !dbg !123
  br i1 %5, label %28, label %38, !dbg !124

28:                                               ; preds = %24
  %29 = shl nsw i32 %26, 7, !dbg !125
  %30 = or disjoint i32 %29, %4, !dbg !126
  %31 = zext nneg i32 %30 to i64, !dbg !127
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !127
  %33 = load float, ptr %32, align 4, !dbg !127, !tbaa !66
  %34 = zext nneg i32 %27 to i64, !dbg !128
  %35 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %34, i64 %21, !dbg !128
  store float %33, ptr %35, align 4, !dbg !129, !tbaa !66
  %36 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE4full to ptr), i64 0, i64 %34, !dbg !130
  %37 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %36) #3, !dbg !131, !srcloc !29
  tail call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}"(i32 %37) #4, !dbg !134, !srcloc !78
  br label %57, !dbg !135

38:                                               ; preds = %24
  %39 = lshr i32 %26, 1, !dbg !136
  %40 = and i32 %39, 1, !dbg !137
  %41 = zext nneg i32 %27 to i64, !dbg !138
  %42 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE4full to ptr), i64 0, i64 %41, !dbg !138
  br label %43, !dbg !139

43:                                               ; preds = %43, %38
  %44 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %42) #3, !dbg !141, !srcloc !29
  %45 = tail call i32 asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}"(i32 %44, i32 %40) #4, !dbg !144, !srcloc !58
  %46 = icmp eq i32 %45, 0, !dbg !145
  br i1 %46, label %43, label %47, !dbg !139, !llvm.loop !146

47:                                               ; preds = %43
  %48 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %41, i64 %14, !dbg !148
  %49 = load float, ptr %48, align 4, !dbg !148, !tbaa !66
  %50 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %41, i64 %17, !dbg !149
  %51 = load float, ptr %50, align 4, !dbg !149, !tbaa !66
  %52 = fadd contract float %49, %51, !dbg !150
  %53 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14mbar_full_onlyPKfPfiE3buf to ptr), i64 0, i64 %41, i64 %20, !dbg !151
  %54 = load float, ptr %53, align 4, !dbg !151, !tbaa !66
  %55 = fadd contract float %52, %54, !dbg !152
  %56 = fadd contract float %25, %55, !dbg !153
  br label %57

57:                                               ; preds = %47, %28
  %58 = phi float [ %25, %28 ], [ %56, %47 ], !dbg !154
  tail call void @llvm.nvvm.barrier0(), !dbg !155
  %59 = add nuw nsw i32 %26, 1, !dbg !156
  %60 = icmp eq i32 %59, %2, !dbg !119
  br i1 %60, label %22, label %24, !dbg !120, !llvm.loop !157

61:                                               ; preds = %22
  %62 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %63 = shl i32 %62, 7
  %64 = add nsw i32 %4, -128
  %65 = add i32 %64, %63
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  store float %23, ptr %67, align 4, !dbg !159, !tbaa !66
  br label %68, !dbg !160

68:                                               ; preds = %61, %22
  ret void, !dbg !161
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15mbar_half_emptyPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !162 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !163
  %5 = icmp ult i32 %4, 128, !dbg !165
  %6 = icmp eq i32 %4, 0, !dbg !166
  br i1 %6, label %7, label %12, !dbg !167

7:                                                ; preds = %3
  %8 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE4full to ptr)) #3, !dbg !168, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %8, i32 128) #4, !dbg !171, !srcloc !31
  %9 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE5empty to ptr)) #3, !dbg !172, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %9, i32 64) #4, !dbg !175, !srcloc !31
  %10 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE4full to ptr), i64 8)) #3, !dbg !168, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %10, i32 128) #4, !dbg !171, !srcloc !31
  %11 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE5empty to ptr), i64 8)) #3, !dbg !172, !srcloc !29
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}"(i32 %11, i32 64) #4, !dbg !175, !srcloc !31
  br label %12, !dbg !176

12:                                               ; preds = %7, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !176
  %13 = icmp sgt i32 %2, 0, !dbg !177
  br i1 %13, label %14, label %25, !dbg !178

14:                                               ; preds = %12
  %15 = add nsw i32 %4, -128
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i32 %4, 1
  %18 = and i32 %17, 127
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i32 %4, 37
  %21 = and i32 %20, 127
  %22 = zext nneg i32 %21 to i64
  %23 = icmp ult i32 %4, 192
  %24 = zext nneg i32 %4 to i64
  br label %27, !dbg !178

25:                                               ; preds = %72, %12
  %26 = phi float [ 0.000000e+00, %12 ], [ %73, %72 ], !dbg !179
  br i1 %5, label %83, label %76, !dbg !180

27:                                               ; preds = %14, %72
  %28 = phi float [ 0.000000e+00, %14 ], [ %73, %72 ]
  %29 = phi i32 [ 0, %14 ], [ %74, %72 ]
  %30 = and i32 %29, 1, !dbg !181
  %31 = lshr i32 %29, 1, !dbg !182
  %32 = and i32 %31, 1, !dbg !183
  br i1 %5, label %33, label %52, !dbg !184

33:                                               ; preds = %27
  %34 = icmp ugt i32 %29, 1, !dbg !185
  %35 = zext nneg i32 %30 to i64, !dbg !186
  br i1 %34, label %36, label %43, !dbg !187

36:                                               ; preds = %33
  %37 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE5empty to ptr), i64 0, i64 %35, !dbg !188
  %38 = xor i32 %32, 1, !dbg !189
  br label %39, !dbg !190

39:                                               ; preds = %39, %36
  %40 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %37) #3, !dbg !192, !srcloc !29
  %41 = tail call i32 asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}"(i32 %40, i32 %38) #4, !dbg !195, !srcloc !58
  %42 = icmp eq i32 %41, 0, !dbg !196
  br i1 %42, label %39, label %43, !dbg !190, !llvm.loop !197

43:                                               ; preds = %39, %33
  %44 = shl nsw i32 %29, 7, !dbg !199
  %45 = or disjoint i32 %44, %4, !dbg !200
  %46 = zext nneg i32 %45 to i64, !dbg !201
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !201
  %48 = load float, ptr %47, align 4, !dbg !201, !tbaa !66
  %49 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE3buf to ptr), i64 0, i64 %35, i64 %24, !dbg !202
  store float %48, ptr %49, align 4, !dbg !203, !tbaa !66
  %50 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE4full to ptr), i64 0, i64 %35, !dbg !204
  %51 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %50) #3, !dbg !205, !srcloc !29
  tail call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}"(i32 %51) #4, !dbg !208, !srcloc !78
  br label %72, !dbg !209

52:                                               ; preds = %27
  %53 = zext nneg i32 %30 to i64, !dbg !210
  %54 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE4full to ptr), i64 0, i64 %53, !dbg !210
  br label %55, !dbg !211

55:                                               ; preds = %55, %52
  %56 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %54) #3, !dbg !213, !srcloc !29
  %57 = tail call i32 asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}"(i32 %56, i32 %32) #4, !dbg !216, !srcloc !58
  %58 = icmp eq i32 %57, 0, !dbg !217
  br i1 %58, label %55, label %59, !dbg !211, !llvm.loop !218

59:                                               ; preds = %55
  %60 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE3buf to ptr), i64 0, i64 %53, i64 %16, !dbg !220
  %61 = load float, ptr %60, align 4, !dbg !220, !tbaa !66
  %62 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE3buf to ptr), i64 0, i64 %53, i64 %19, !dbg !221
  %63 = load float, ptr %62, align 4, !dbg !221, !tbaa !66
  %64 = fadd contract float %61, %63, !dbg !222
  %65 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE3buf to ptr), i64 0, i64 %53, i64 %22, !dbg !223
  %66 = load float, ptr %65, align 4, !dbg !223, !tbaa !66
  %67 = fadd contract float %64, %66, !dbg !224
  %68 = fadd contract float %28, %67, !dbg !225
  br i1 %23, label %69, label %72, !dbg !226

69:                                               ; preds = %59
  %70 = getelementptr inbounds [2 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15mbar_half_emptyPKfPfiE5empty to ptr), i64 0, i64 %53
  %71 = tail call noundef i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %70) #3, !dbg !227, !srcloc !29
  tail call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}"(i32 %71) #4, !dbg !230, !srcloc !78
  br label %72, !dbg !231

72:                                               ; preds = %59, %69, %43
  %73 = phi float [ %28, %43 ], [ %68, %69 ], [ %68, %59 ], !dbg !186
  tail call void @llvm.nvvm.barrier0(), !dbg !232
  %74 = add nuw nsw i32 %29, 1, !dbg !233
  %75 = icmp eq i32 %74, %2, !dbg !177
  br i1 %75, label %25, label %27, !dbg !178, !llvm.loop !234

76:                                               ; preds = %25
  %77 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %78 = shl i32 %77, 7
  %79 = add nsw i32 %4, -128
  %80 = add i32 %79, %78
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %1, i64 %81
  store float %26, ptr %82, align 4, !dbg !236, !tbaa !66
  br label %83, !dbg !237

83:                                               ; preds = %76, %25
  ret void, !dbg !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx71,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_specialized_mbar.cu", directory: ".")
!2 = !{ptr @_Z9mbar_ringPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z9mbar_ringPKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z14mbar_full_onlyPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z14mbar_full_onlyPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z15mbar_half_emptyPKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z15mbar_half_emptyPKfPfi, !"maxntidx", i32 256}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "mbar_ring", scope: !1, file: !1, line: 58, type: !15, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !19, file: !19, line: 58, type: !15, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!20 = distinct !DILocation(line: 63, column: 11, scope: !14)
!21 = !DILocation(line: 64, column: 21, scope: !14)
!22 = !DILocation(line: 65, column: 9, scope: !14)
!23 = !DILocation(line: 65, column: 7, scope: !14)
!24 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "smem_u32", scope: !1, file: !1, line: 15, type: !15, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 24, column: 61, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "mbar_init", scope: !1, file: !1, line: 23, type: !15, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 67, column: 7, scope: !14)
!29 = !{i64 838}
!30 = !DILocation(line: 24, column: 3, scope: !27, inlinedAt: !28)
!31 = !{i64 1063}
!32 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !33)
!33 = distinct !DILocation(line: 24, column: 61, scope: !27, inlinedAt: !34)
!34 = distinct !DILocation(line: 68, column: 7, scope: !14)
!35 = !DILocation(line: 24, column: 3, scope: !27, inlinedAt: !34)
!36 = !DILocation(line: 71, column: 3, scope: !14)
!37 = !DILocation(line: 73, column: 21, scope: !14)
!38 = !DILocation(line: 73, column: 3, scope: !14)
!39 = !DILocation(line: 72, column: 9, scope: !14)
!40 = !DILocation(line: 89, column: 7, scope: !14)
!41 = !DILocation(line: 74, column: 15, scope: !14)
!42 = !DILocation(line: 75, column: 25, scope: !14)
!43 = !DILocation(line: 75, column: 30, scope: !14)
!44 = !DILocation(line: 76, column: 9, scope: !14)
!45 = !DILocation(line: 77, column: 13, scope: !14)
!46 = !DILocation(line: 0, scope: !14)
!47 = !DILocation(line: 77, column: 11, scope: !14)
!48 = !DILocation(line: 78, column: 20, scope: !14)
!49 = !DILocation(line: 78, column: 36, scope: !14)
!50 = !DILocation(line: 47, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "mbar_wait", scope: !1, file: !1, line: 46, type: !15, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 78, column: 9, scope: !14)
!53 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !54)
!54 = distinct !DILocation(line: 40, column: 22, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "mbar_test_wait", scope: !1, file: !1, line: 35, type: !15, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 47, column: 11, scope: !51, inlinedAt: !52)
!57 = !DILocation(line: 37, column: 3, scope: !55, inlinedAt: !56)
!58 = !{i64 1568}
!59 = !DILocation(line: 42, column: 15, scope: !55, inlinedAt: !56)
!60 = distinct !{!60, !50, !61, !62}
!61 = !DILocation(line: 48, column: 3, scope: !51, inlinedAt: !52)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 79, column: 23, scope: !14)
!64 = !DILocation(line: 79, column: 30, scope: !14)
!65 = !DILocation(line: 79, column: 19, scope: !14)
!66 = !{!67, !67, i64 0}
!67 = !{!"float", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C++ TBAA"}
!70 = !DILocation(line: 79, column: 7, scope: !14)
!71 = !DILocation(line: 79, column: 17, scope: !14)
!72 = !DILocation(line: 80, column: 20, scope: !14)
!73 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !74)
!74 = distinct !DILocation(line: 30, column: 20, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "mbar_arrive", scope: !1, file: !1, line: 28, type: !15, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!76 = distinct !DILocation(line: 80, column: 7, scope: !14)
!77 = !DILocation(line: 29, column: 3, scope: !75, inlinedAt: !76)
!78 = !{i64 1240}
!79 = !DILocation(line: 81, column: 5, scope: !14)
!80 = !DILocation(line: 83, column: 18, scope: !14)
!81 = !DILocation(line: 47, column: 3, scope: !51, inlinedAt: !82)
!82 = distinct !DILocation(line: 83, column: 7, scope: !14)
!83 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !84)
!84 = distinct !DILocation(line: 40, column: 22, scope: !55, inlinedAt: !85)
!85 = distinct !DILocation(line: 47, column: 11, scope: !51, inlinedAt: !82)
!86 = !DILocation(line: 37, column: 3, scope: !55, inlinedAt: !85)
!87 = !DILocation(line: 42, column: 15, scope: !55, inlinedAt: !85)
!88 = distinct !{!88, !81, !89, !62}
!89 = !DILocation(line: 48, column: 3, scope: !51, inlinedAt: !82)
!90 = !DILocation(line: 84, column: 14, scope: !14)
!91 = !DILocation(line: 84, column: 26, scope: !14)
!92 = !DILocation(line: 84, column: 24, scope: !14)
!93 = !DILocation(line: 84, column: 51, scope: !14)
!94 = !DILocation(line: 84, column: 49, scope: !14)
!95 = !DILocation(line: 84, column: 11, scope: !14)
!96 = !DILocation(line: 85, column: 20, scope: !14)
!97 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !98)
!98 = distinct !DILocation(line: 30, column: 20, scope: !75, inlinedAt: !99)
!99 = distinct !DILocation(line: 85, column: 7, scope: !14)
!100 = !DILocation(line: 29, column: 3, scope: !75, inlinedAt: !99)
!101 = !DILocation(line: 87, column: 5, scope: !14)
!102 = !DILocation(line: 73, column: 26, scope: !14)
!103 = distinct !{!103, !38, !104, !62}
!104 = !DILocation(line: 88, column: 3, scope: !14)
!105 = !DILocation(line: 90, column: 39, scope: !14)
!106 = !DILocation(line: 90, column: 5, scope: !14)
!107 = !DILocation(line: 91, column: 1, scope: !14)
!108 = distinct !DISubprogram(name: "mbar_full_only", scope: !1, file: !1, line: 95, type: !15, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !110)
!110 = distinct !DILocation(line: 99, column: 11, scope: !108)
!111 = !DILocation(line: 100, column: 21, scope: !108)
!112 = !DILocation(line: 101, column: 9, scope: !108)
!113 = !DILocation(line: 101, column: 7, scope: !108)
!114 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !115)
!115 = distinct !DILocation(line: 24, column: 61, scope: !27, inlinedAt: !116)
!116 = distinct !DILocation(line: 103, column: 7, scope: !108)
!117 = !DILocation(line: 24, column: 3, scope: !27, inlinedAt: !116)
!118 = !DILocation(line: 105, column: 3, scope: !108)
!119 = !DILocation(line: 107, column: 21, scope: !108)
!120 = !DILocation(line: 107, column: 3, scope: !108)
!121 = !DILocation(line: 106, column: 9, scope: !108)
!122 = !DILocation(line: 120, column: 7, scope: !108)
!123 = !DILocation(line: 108, column: 15, scope: !108)
!124 = !DILocation(line: 110, column: 9, scope: !108)
!125 = !DILocation(line: 111, column: 23, scope: !108)
!126 = !DILocation(line: 111, column: 30, scope: !108)
!127 = !DILocation(line: 111, column: 19, scope: !108)
!128 = !DILocation(line: 111, column: 7, scope: !108)
!129 = !DILocation(line: 111, column: 17, scope: !108)
!130 = !DILocation(line: 112, column: 20, scope: !108)
!131 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !132)
!132 = distinct !DILocation(line: 30, column: 20, scope: !75, inlinedAt: !133)
!133 = distinct !DILocation(line: 112, column: 7, scope: !108)
!134 = !DILocation(line: 29, column: 3, scope: !75, inlinedAt: !133)
!135 = !DILocation(line: 113, column: 5, scope: !108)
!136 = !DILocation(line: 109, column: 25, scope: !108)
!137 = !DILocation(line: 109, column: 30, scope: !108)
!138 = !DILocation(line: 115, column: 18, scope: !108)
!139 = !DILocation(line: 47, column: 3, scope: !51, inlinedAt: !140)
!140 = distinct !DILocation(line: 115, column: 7, scope: !108)
!141 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !142)
!142 = distinct !DILocation(line: 40, column: 22, scope: !55, inlinedAt: !143)
!143 = distinct !DILocation(line: 47, column: 11, scope: !51, inlinedAt: !140)
!144 = !DILocation(line: 37, column: 3, scope: !55, inlinedAt: !143)
!145 = !DILocation(line: 42, column: 15, scope: !55, inlinedAt: !143)
!146 = distinct !{!146, !139, !147, !62}
!147 = !DILocation(line: 48, column: 3, scope: !51, inlinedAt: !140)
!148 = !DILocation(line: 116, column: 14, scope: !108)
!149 = !DILocation(line: 116, column: 26, scope: !108)
!150 = !DILocation(line: 116, column: 24, scope: !108)
!151 = !DILocation(line: 116, column: 51, scope: !108)
!152 = !DILocation(line: 116, column: 49, scope: !108)
!153 = !DILocation(line: 116, column: 11, scope: !108)
!154 = !DILocation(line: 0, scope: !108)
!155 = !DILocation(line: 118, column: 5, scope: !108)
!156 = !DILocation(line: 107, column: 26, scope: !108)
!157 = distinct !{!157, !120, !158, !62}
!158 = !DILocation(line: 119, column: 3, scope: !108)
!159 = !DILocation(line: 121, column: 39, scope: !108)
!160 = !DILocation(line: 121, column: 5, scope: !108)
!161 = !DILocation(line: 122, column: 1, scope: !108)
!162 = distinct !DISubprogram(name: "mbar_half_empty", scope: !1, file: !1, line: 127, type: !15, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!163 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !164)
!164 = distinct !DILocation(line: 132, column: 11, scope: !162)
!165 = !DILocation(line: 133, column: 21, scope: !162)
!166 = !DILocation(line: 134, column: 9, scope: !162)
!167 = !DILocation(line: 134, column: 7, scope: !162)
!168 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !169)
!169 = distinct !DILocation(line: 24, column: 61, scope: !27, inlinedAt: !170)
!170 = distinct !DILocation(line: 136, column: 7, scope: !162)
!171 = !DILocation(line: 24, column: 3, scope: !27, inlinedAt: !170)
!172 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !173)
!173 = distinct !DILocation(line: 24, column: 61, scope: !27, inlinedAt: !174)
!174 = distinct !DILocation(line: 137, column: 7, scope: !162)
!175 = !DILocation(line: 24, column: 3, scope: !27, inlinedAt: !174)
!176 = !DILocation(line: 140, column: 3, scope: !162)
!177 = !DILocation(line: 142, column: 21, scope: !162)
!178 = !DILocation(line: 142, column: 3, scope: !162)
!179 = !DILocation(line: 141, column: 9, scope: !162)
!180 = !DILocation(line: 159, column: 7, scope: !162)
!181 = !DILocation(line: 143, column: 15, scope: !162)
!182 = !DILocation(line: 144, column: 25, scope: !162)
!183 = !DILocation(line: 144, column: 30, scope: !162)
!184 = !DILocation(line: 145, column: 9, scope: !162)
!185 = !DILocation(line: 146, column: 13, scope: !162)
!186 = !DILocation(line: 0, scope: !162)
!187 = !DILocation(line: 146, column: 11, scope: !162)
!188 = !DILocation(line: 147, column: 20, scope: !162)
!189 = !DILocation(line: 147, column: 36, scope: !162)
!190 = !DILocation(line: 47, column: 3, scope: !51, inlinedAt: !191)
!191 = distinct !DILocation(line: 147, column: 9, scope: !162)
!192 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !193)
!193 = distinct !DILocation(line: 40, column: 22, scope: !55, inlinedAt: !194)
!194 = distinct !DILocation(line: 47, column: 11, scope: !51, inlinedAt: !191)
!195 = !DILocation(line: 37, column: 3, scope: !55, inlinedAt: !194)
!196 = !DILocation(line: 42, column: 15, scope: !55, inlinedAt: !194)
!197 = distinct !{!197, !190, !198, !62}
!198 = !DILocation(line: 48, column: 3, scope: !51, inlinedAt: !191)
!199 = !DILocation(line: 148, column: 23, scope: !162)
!200 = !DILocation(line: 148, column: 30, scope: !162)
!201 = !DILocation(line: 148, column: 19, scope: !162)
!202 = !DILocation(line: 148, column: 7, scope: !162)
!203 = !DILocation(line: 148, column: 17, scope: !162)
!204 = !DILocation(line: 149, column: 20, scope: !162)
!205 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !206)
!206 = distinct !DILocation(line: 30, column: 20, scope: !75, inlinedAt: !207)
!207 = distinct !DILocation(line: 149, column: 7, scope: !162)
!208 = !DILocation(line: 29, column: 3, scope: !75, inlinedAt: !207)
!209 = !DILocation(line: 150, column: 5, scope: !162)
!210 = !DILocation(line: 152, column: 18, scope: !162)
!211 = !DILocation(line: 47, column: 3, scope: !51, inlinedAt: !212)
!212 = distinct !DILocation(line: 152, column: 7, scope: !162)
!213 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !214)
!214 = distinct !DILocation(line: 40, column: 22, scope: !55, inlinedAt: !215)
!215 = distinct !DILocation(line: 47, column: 11, scope: !51, inlinedAt: !212)
!216 = !DILocation(line: 37, column: 3, scope: !55, inlinedAt: !215)
!217 = !DILocation(line: 42, column: 15, scope: !55, inlinedAt: !215)
!218 = distinct !{!218, !211, !219, !62}
!219 = !DILocation(line: 48, column: 3, scope: !51, inlinedAt: !212)
!220 = !DILocation(line: 153, column: 14, scope: !162)
!221 = !DILocation(line: 153, column: 26, scope: !162)
!222 = !DILocation(line: 153, column: 24, scope: !162)
!223 = !DILocation(line: 153, column: 51, scope: !162)
!224 = !DILocation(line: 153, column: 49, scope: !162)
!225 = !DILocation(line: 153, column: 11, scope: !162)
!226 = !DILocation(line: 154, column: 11, scope: !162)
!227 = !DILocation(line: 17, column: 3, scope: !25, inlinedAt: !228)
!228 = distinct !DILocation(line: 30, column: 20, scope: !75, inlinedAt: !229)
!229 = distinct !DILocation(line: 155, column: 9, scope: !162)
!230 = !DILocation(line: 29, column: 3, scope: !75, inlinedAt: !229)
!231 = !DILocation(line: 155, column: 9, scope: !162)
!232 = !DILocation(line: 157, column: 5, scope: !162)
!233 = !DILocation(line: 142, column: 26, scope: !162)
!234 = distinct !{!234, !178, !235, !62}
!235 = !DILocation(line: 158, column: 3, scope: !162)
!236 = !DILocation(line: 160, column: 39, scope: !162)
!237 = !DILocation(line: 160, column: 5, scope: !162)
!238 = !DILocation(line: 161, column: 1, scope: !162)
