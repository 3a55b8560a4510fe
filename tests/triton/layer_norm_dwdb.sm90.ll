; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @layer_norm_dwdb(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = shl i32 %9, 4, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %12 = and i32 %11, 15, !dbg !13
  %13 = or disjoint i32 %10, %12, !dbg !12
  %14 = lshr i32 %11, 4, !dbg !14
  %15 = and i32 %14, 15, !dbg !14
  %16 = icmp slt i32 %13, %5, !dbg !15
  %17 = icmp sgt i32 %4, 0, !dbg !16
  br i1 %17, label %.lr.ph, label %._crit_edge, !dbg !16

.lr.ph:                                           ; preds = %8, %.lr.ph
  %18 = phi i32 [ %122, %.lr.ph ], [ 0, %8 ]
  %19 = phi <8 x float> [ %121, %.lr.ph ], [ zeroinitializer, %8 ]
  %20 = phi <8 x float> [ %95, %.lr.ph ], [ zeroinitializer, %8 ]
  %21 = or disjoint i32 %18, %15, !dbg !17
  %22 = or disjoint i32 %21, 16, !dbg !17
  %23 = or disjoint i32 %21, 32, !dbg !17
  %24 = or disjoint i32 %14, %18, !dbg !17
  %25 = or i32 %24, 48, !dbg !17
  %26 = or disjoint i32 %21, 64, !dbg !17
  %27 = or disjoint i32 %21, 80, !dbg !17
  %28 = or disjoint i32 %21, 96, !dbg !17
  %29 = or i32 %24, 112, !dbg !17
  %30 = icmp slt i32 %21, %4, !dbg !18
  %31 = icmp slt i32 %22, %4, !dbg !18
  %32 = icmp slt i32 %23, %4, !dbg !18
  %33 = icmp slt i32 %25, %4, !dbg !18
  %34 = icmp slt i32 %26, %4, !dbg !18
  %35 = icmp slt i32 %27, %4, !dbg !18
  %36 = icmp slt i32 %28, %4, !dbg !18
  %37 = icmp slt i32 %29, %4, !dbg !18
  %38 = and i1 %16, %30, !dbg !19
  %39 = and i1 %16, %31, !dbg !19
  %40 = and i1 %16, %32, !dbg !19
  %41 = and i1 %16, %33, !dbg !19
  %42 = and i1 %16, %34, !dbg !19
  %43 = and i1 %16, %35, !dbg !19
  %44 = and i1 %16, %36, !dbg !19
  %45 = and i1 %16, %37, !dbg !19
  %46 = mul i32 %21, %5, !dbg !20
  %47 = mul i32 %22, %5, !dbg !20
  %48 = mul i32 %23, %5, !dbg !20
  %49 = mul i32 %25, %5, !dbg !20
  %50 = mul i32 %26, %5, !dbg !20
  %51 = mul i32 %27, %5, !dbg !20
  %52 = mul i32 %28, %5, !dbg !20
  %53 = mul i32 %29, %5, !dbg !20
  %54 = add i32 %46, %13, !dbg !20
  %55 = add i32 %47, %13, !dbg !20
  %56 = add i32 %48, %13, !dbg !20
  %57 = add i32 %49, %13, !dbg !20
  %58 = add i32 %50, %13, !dbg !20
  %59 = add i32 %51, %13, !dbg !20
  %60 = add i32 %52, %13, !dbg !20
  %61 = add i32 %53, %13, !dbg !20
  %62 = sext i32 %54 to i64, !dbg !21
  %63 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %62, !dbg !21
  %64 = sext i32 %55 to i64, !dbg !21
  %65 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %64, !dbg !21
  %66 = sext i32 %56 to i64, !dbg !21
  %67 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %66, !dbg !21
  %68 = sext i32 %57 to i64, !dbg !21
  %69 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %68, !dbg !21
  %70 = sext i32 %58 to i64, !dbg !21
  %71 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %70, !dbg !21
  %72 = sext i32 %59 to i64, !dbg !21
  %73 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %72, !dbg !21
  %74 = sext i32 %60 to i64, !dbg !21
  %75 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %74, !dbg !21
  %76 = sext i32 %61 to i64, !dbg !21
  %77 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %76, !dbg !21
  %78 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %63, i1 %38) #4, !dbg !22
  %79 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %65, i1 %39) #4, !dbg !22
  %80 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %67, i1 %40) #4, !dbg !22
  %81 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %69, i1 %41) #4, !dbg !22
  %82 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %71, i1 %42) #4, !dbg !22
  %83 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %73, i1 %43) #4, !dbg !22
  %84 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %75, i1 %44) #4, !dbg !22
  %85 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %77, i1 %45) #4, !dbg !22
  %86 = insertelement <8 x i32> poison, i32 %78, i64 0, !dbg !22
  %87 = insertelement <8 x i32> %86, i32 %79, i64 1, !dbg !22
  %88 = insertelement <8 x i32> %87, i32 %80, i64 2, !dbg !22
  %89 = insertelement <8 x i32> %88, i32 %81, i64 3, !dbg !22
  %90 = insertelement <8 x i32> %89, i32 %82, i64 4, !dbg !22
  %91 = insertelement <8 x i32> %90, i32 %83, i64 5, !dbg !22
  %92 = insertelement <8 x i32> %91, i32 %84, i64 6, !dbg !22
  %93 = insertelement <8 x i32> %92, i32 %85, i64 7, !dbg !22
  %94 = bitcast <8 x i32> %93 to <8 x float>, !dbg !22
  %95 = fadd <8 x float> %20, %94, !dbg !23
  %96 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %62, !dbg !24
  %97 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %64, !dbg !24
  %98 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %66, !dbg !24
  %99 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %68, !dbg !24
  %100 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %70, !dbg !24
  %101 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %72, !dbg !24
  %102 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %74, !dbg !24
  %103 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %76, !dbg !24
  %104 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %38) #4, !dbg !25
  %105 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %97, i1 %39) #4, !dbg !25
  %106 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %98, i1 %40) #4, !dbg !25
  %107 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %41) #4, !dbg !25
  %108 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %100, i1 %42) #4, !dbg !25
  %109 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %101, i1 %43) #4, !dbg !25
  %110 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %44) #4, !dbg !25
  %111 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %103, i1 %45) #4, !dbg !25
  %112 = insertelement <8 x i32> poison, i32 %104, i64 0, !dbg !25
  %113 = insertelement <8 x i32> %112, i32 %105, i64 1, !dbg !25
  %114 = insertelement <8 x i32> %113, i32 %106, i64 2, !dbg !25
  %115 = insertelement <8 x i32> %114, i32 %107, i64 3, !dbg !25
  %116 = insertelement <8 x i32> %115, i32 %108, i64 4, !dbg !25
  %117 = insertelement <8 x i32> %116, i32 %109, i64 5, !dbg !25
  %118 = insertelement <8 x i32> %117, i32 %110, i64 6, !dbg !25
  %119 = insertelement <8 x i32> %118, i32 %111, i64 7, !dbg !25
  %120 = bitcast <8 x i32> %119 to <8 x float>, !dbg !25
  %121 = fadd <8 x float> %19, %120, !dbg !26
  %122 = add i32 %18, 128, !dbg !16
  %123 = icmp slt i32 %122, %4, !dbg !16
  br i1 %123, label %.lr.ph, label %._crit_edge.loopexit, !dbg !16

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %shift = shufflevector <8 x float> %95, <8 x float> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop = fadd <8 x float> %95, %shift, !dbg !27
  %shift24 = shufflevector <8 x float> %95, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop25 = fadd <8 x float> %95, %shift24, !dbg !27
  %shift27 = shufflevector <8 x float> %95, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop28 = fadd <8 x float> %95, %shift27, !dbg !27
  %shift30 = shufflevector <8 x float> %95, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 poison>, !dbg !27
  %foldExtExtBinop31 = fadd <8 x float> %95, %shift30, !dbg !27
  %shift33 = shufflevector <8 x float> %foldExtExtBinop25, <8 x float> poison, <8 x i32> <i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop34 = fadd <8 x float> %foldExtExtBinop, %shift33, !dbg !27
  %shift36 = shufflevector <8 x float> %foldExtExtBinop31, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop37 = fadd <8 x float> %foldExtExtBinop28, %shift36, !dbg !27
  %shift39 = shufflevector <8 x float> %foldExtExtBinop37, <8 x float> poison, <8 x i32> <i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop40 = fadd <8 x float> %foldExtExtBinop34, %shift39, !dbg !27
  %124 = extractelement <8 x float> %foldExtExtBinop40, i64 0, !dbg !27
  %shift42 = shufflevector <8 x float> %121, <8 x float> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop43 = fadd <8 x float> %121, %shift42, !dbg !28
  %shift45 = shufflevector <8 x float> %121, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop46 = fadd <8 x float> %121, %shift45, !dbg !28
  %shift48 = shufflevector <8 x float> %121, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop49 = fadd <8 x float> %121, %shift48, !dbg !28
  %shift51 = shufflevector <8 x float> %121, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 poison>, !dbg !28
  %foldExtExtBinop52 = fadd <8 x float> %121, %shift51, !dbg !28
  %shift54 = shufflevector <8 x float> %foldExtExtBinop46, <8 x float> poison, <8 x i32> <i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop55 = fadd <8 x float> %foldExtExtBinop43, %shift54, !dbg !28
  %shift57 = shufflevector <8 x float> %foldExtExtBinop52, <8 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop58 = fadd <8 x float> %foldExtExtBinop49, %shift57, !dbg !28
  %shift60 = shufflevector <8 x float> %foldExtExtBinop58, <8 x float> poison, <8 x i32> <i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %foldExtExtBinop61 = fadd <8 x float> %foldExtExtBinop55, %shift60, !dbg !28
  %125 = extractelement <8 x float> %foldExtExtBinop61, i64 0, !dbg !28
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %8
  %126 = phi float [ 0.000000e+00, %8 ], [ %125, %._crit_edge.loopexit ], !dbg !34
  %127 = phi float [ 0.000000e+00, %8 ], [ %124, %._crit_edge.loopexit ], !dbg !35
  %128 = sext i32 %13 to i64, !dbg !27
  %129 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %128, !dbg !27
  %130 = bitcast float %127 to i32, !dbg !36
  %131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 16, i32 31), !dbg !36
  %132 = bitcast i32 %131 to float, !dbg !36
  %133 = fadd float %127, %132, !dbg !35
  %134 = shl nuw nsw i32 %12, 3, !dbg !36
  %135 = and i32 %11, 96, !dbg !36
  %136 = shl nuw nsw i32 %135, 2, !dbg !36
  %137 = lshr exact i32 %135, 2, !dbg !36
  %138 = lshr i32 %11, 5, !dbg !36
  %139 = and i32 %138, 4, !dbg !36
  %140 = or disjoint i32 %134, %136, !dbg !36
  %141 = xor i32 %140, %137, !dbg !36
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139, !dbg !36
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %142, i32 %141, !dbg !36
  store float %133, ptr addrspace(3) %143, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %144 = shl nuw nsw i32 %11, 7, !dbg !36
  %145 = and i32 %144, 384, !dbg !36
  %146 = shl nuw nsw i32 %11, 3, !dbg !36
  %147 = and i32 %146, 88, !dbg !36
  %148 = and i32 %11, 224, !dbg !36
  %149 = lshr exact i32 %148, 2, !dbg !36
  %150 = and i32 %11, 4, !dbg !36
  %151 = xor i32 %147, %149, !dbg !36
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145, !dbg !36
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) %152, i32 %150, !dbg !36
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 %151, !dbg !36
  %155 = load i32, ptr addrspace(3) %154, align 4, !dbg !36
  %156 = bitcast i32 %155 to float, !dbg !36
  %157 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 4, i32 31), !dbg !36
  %158 = bitcast i32 %157 to float, !dbg !36
  %159 = fadd float %156, %158, !dbg !35
  %160 = bitcast float %159 to i32, !dbg !36
  %161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 2, i32 31), !dbg !36
  %162 = bitcast i32 %161 to float, !dbg !36
  %163 = fadd float %159, %162, !dbg !35
  %164 = bitcast float %163 to i32, !dbg !36
  %165 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 1, i32 31), !dbg !36
  %166 = bitcast i32 %165 to float, !dbg !36
  %167 = fadd float %163, %166, !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %168 = lshr exact i32 %148, 3, !dbg !36
  %169 = shl nuw nsw i32 %11, 2, !dbg !36
  %170 = and i32 %169, 32, !dbg !36
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %170, !dbg !36
  %172 = getelementptr inbounds nuw i8, ptr addrspace(3) %171, i32 %168, !dbg !36
  store float %167, ptr addrspace(3) %172, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %173 = shl nuw nsw i32 %12, 2, !dbg !36
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %173, !dbg !36
  %175 = load i32, ptr addrspace(3) %174, align 4, !dbg !36
  %176 = and i32 %11, 240, !dbg !38
  %177 = icmp eq i32 %176, 0, !dbg !38
  %178 = and i1 %177, %16, !dbg !38
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %175, ptr addrspace(1) %129, i1 %178) #4, !dbg !38
  %179 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %128, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %180 = bitcast float %126 to i32, !dbg !31
  %181 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 16, i32 31), !dbg !31
  %182 = bitcast i32 %181 to float, !dbg !31
  %183 = fadd float %126, %182, !dbg !28
  store float %183, ptr addrspace(3) %143, align 4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %184 = load i32, ptr addrspace(3) %154, align 4, !dbg !31
  %185 = bitcast i32 %184 to float, !dbg !31
  %186 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 4, i32 31), !dbg !31
  %187 = bitcast i32 %186 to float, !dbg !31
  %188 = fadd float %185, %187, !dbg !28
  %189 = bitcast float %188 to i32, !dbg !31
  %190 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 2, i32 31), !dbg !31
  %191 = bitcast i32 %190 to float, !dbg !31
  %192 = fadd float %188, %191, !dbg !28
  %193 = bitcast float %192 to i32, !dbg !31
  %194 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 1, i32 31), !dbg !31
  %195 = bitcast i32 %194 to float, !dbg !31
  %196 = fadd float %192, %195, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  store float %196, ptr addrspace(3) %172, align 4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %197 = load i32, ptr addrspace(3) %174, align 4, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %197, ptr addrspace(1) %179, i1 %178) #4, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt28/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "layer_norm_dwdb", linkageName: "layer_norm_dwdb", scope: !1, file: !1, line: 171, type: !5, scopeLine: 171, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 174, column: 12, scope: !4)
!13 = !DILocation(line: 174, column: 36, scope: !4)
!14 = !DILocation(line: 178, column: 21, scope: !4)
!15 = !DILocation(line: 179, column: 36, scope: !4)
!16 = !DILocation(line: 177, column: 5, scope: !4)
!17 = !DILocation(line: 178, column: 13, scope: !4)
!18 = !DILocation(line: 179, column: 14, scope: !4)
!19 = !DILocation(line: 179, column: 13, scope: !4)
!20 = !DILocation(line: 180, column: 16, scope: !4)
!21 = !DILocation(line: 181, column: 23, scope: !4)
!22 = !DILocation(line: 181, column: 15, scope: !4)
!23 = !DILocation(line: 181, column: 9, scope: !4)
!24 = !DILocation(line: 182, column: 23, scope: !4)
!25 = !DILocation(line: 182, column: 15, scope: !4)
!26 = !DILocation(line: 182, column: 9, scope: !4)
!27 = !DILocation(line: 183, column: 14, scope: !4)
!28 = !DILocation(line: 287, column: 12, scope: !29, inlinedAt: !31)
!29 = distinct !DILexicalBlockFile(scope: !4, file: !30, discriminator: 0)
!30 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!31 = !DILocation(line: 314, column: 12, scope: !29, inlinedAt: !32)
!32 = !DILocation(line: 184, column: 29, scope: !33)
!33 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!34 = !DILocation(line: 176, column: 10, scope: !4)
!35 = !DILocation(line: 287, column: 12, scope: !29, inlinedAt: !36)
!36 = !DILocation(line: 314, column: 12, scope: !29, inlinedAt: !37)
!37 = !DILocation(line: 183, column: 29, scope: !33)
!38 = !DILocation(line: 183, column: 5, scope: !4)
!39 = !DILocation(line: 184, column: 14, scope: !4)
!40 = !DILocation(line: 184, column: 5, scope: !4)
!41 = !DILocation(line: 171, column: 1, scope: !4)
