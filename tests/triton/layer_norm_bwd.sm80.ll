; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @layer_norm_backward_dx(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6, ptr addrspace(1) %7, i32 %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %14 = and i32 %13, 255, !dbg !14
  %15 = or disjoint i32 %14, 256, !dbg !14
  %16 = or disjoint i32 %14, 512, !dbg !14
  %17 = or i32 %13, 768, !dbg !14
  %18 = icmp slt i32 %14, %8, !dbg !15
  %19 = icmp slt i32 %15, %8, !dbg !15
  %20 = icmp slt i32 %16, %8, !dbg !15
  %21 = icmp slt i32 %17, %8, !dbg !15
  %22 = mul i32 %8, %12, !dbg !16
  %23 = sext i32 %22 to i64, !dbg !17
  %24 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %23, !dbg !17
  %25 = zext nneg i32 %14 to i64, !dbg !17
  %26 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %25, !dbg !17
  %27 = zext nneg i32 %15 to i64, !dbg !17
  %28 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %27, !dbg !17
  %29 = zext nneg i32 %16 to i64, !dbg !17
  %30 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %29, !dbg !17
  %31 = zext nneg i32 %17 to i64, !dbg !17
  %32 = getelementptr [4 x i8], ptr addrspace(1) %24, i64 %31, !dbg !17
  %33 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %26, i1 %18) #5, !dbg !18
  %34 = bitcast i32 %33 to float, !dbg !18
  %35 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %28, i1 %19) #5, !dbg !18
  %36 = bitcast i32 %35 to float, !dbg !18
  %37 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %30, i1 %20) #5, !dbg !18
  %38 = bitcast i32 %37 to float, !dbg !18
  %39 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %32, i1 %21) #5, !dbg !18
  %40 = bitcast i32 %39 to float, !dbg !18
  %41 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %23, !dbg !19
  %42 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %25, !dbg !19
  %43 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %27, !dbg !19
  %44 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %29, !dbg !19
  %45 = getelementptr [4 x i8], ptr addrspace(1) %41, i64 %31, !dbg !19
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %18) #5, !dbg !20
  %47 = bitcast i32 %46 to float, !dbg !20
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %43, i1 %19) #5, !dbg !20
  %49 = bitcast i32 %48 to float, !dbg !20
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %20) #5, !dbg !20
  %51 = bitcast i32 %50 to float, !dbg !20
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %45, i1 %21) #5, !dbg !20
  %53 = bitcast i32 %52 to float, !dbg !20
  %54 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %25, !dbg !21
  %55 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %27, !dbg !21
  %56 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %29, !dbg !21
  %57 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %31, !dbg !21
  %58 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %54, i1 %18) #5, !dbg !22
  %59 = bitcast i32 %58 to float, !dbg !22
  %60 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %55, i1 %19) #5, !dbg !22
  %61 = bitcast i32 %60 to float, !dbg !22
  %62 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %56, i1 %20) #5, !dbg !22
  %63 = bitcast i32 %62 to float, !dbg !22
  %64 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %57, i1 %21) #5, !dbg !22
  %65 = bitcast i32 %64 to float, !dbg !22
  %66 = zext nneg i32 %12 to i64, !dbg !23
  %67 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %66, !dbg !23
  %68 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %67) #5, !dbg !24
  %69 = bitcast i32 %68 to float, !dbg !24
  %70 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %66, !dbg !25
  %71 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %70) #5, !dbg !26
  %72 = bitcast i32 %71 to float, !dbg !26
  %73 = fsub float %34, %69, !dbg !27
  %74 = fsub float %36, %69, !dbg !27
  %75 = fsub float %38, %69, !dbg !27
  %76 = fsub float %40, %69, !dbg !27
  %77 = fmul float %73, %72, !dbg !28
  %78 = fmul float %74, %72, !dbg !28
  %79 = fmul float %75, %72, !dbg !28
  %80 = fmul float %76, %72, !dbg !28
  %81 = select i1 %18, float %77, float 0.000000e+00, !dbg !29
  %82 = select i1 %19, float %78, float 0.000000e+00, !dbg !29
  %83 = select i1 %20, float %79, float 0.000000e+00, !dbg !29
  %84 = select i1 %21, float %80, float 0.000000e+00, !dbg !29
  %85 = fmul float %47, %59, !dbg !30
  %86 = fmul float %49, %61, !dbg !30
  %87 = fmul float %51, %63, !dbg !30
  %88 = fmul float %53, %65, !dbg !30
  %89 = select i1 %18, float %85, float 0.000000e+00, !dbg !31
  %90 = select i1 %19, float %86, float 0.000000e+00, !dbg !31
  %91 = select i1 %20, float %87, float 0.000000e+00, !dbg !31
  %92 = select i1 %21, float %88, float 0.000000e+00, !dbg !31
  %93 = fmul float %89, %81, !dbg !32
  %94 = fmul float %90, %82, !dbg !32
  %95 = fmul float %91, %83, !dbg !32
  %96 = fmul float %92, %84, !dbg !32
  %97 = fadd float %93, %94, !dbg !33
  %98 = fadd float %95, %96, !dbg !33
  %99 = fadd float %97, %98, !dbg !33
  %100 = bitcast float %99 to i32, !dbg !36
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 16, i32 31), !dbg !36
  %102 = bitcast i32 %101 to float, !dbg !36
  %103 = fadd float %99, %102, !dbg !33
  %104 = bitcast float %103 to i32, !dbg !36
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 8, i32 31), !dbg !36
  %106 = bitcast i32 %105 to float, !dbg !36
  %107 = fadd float %103, %106, !dbg !33
  %108 = bitcast float %107 to i32, !dbg !36
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 4, i32 31), !dbg !36
  %110 = bitcast i32 %109 to float, !dbg !36
  %111 = fadd float %107, %110, !dbg !33
  %112 = bitcast float %111 to i32, !dbg !36
  %113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 2, i32 31), !dbg !36
  %114 = bitcast i32 %113 to float, !dbg !36
  %115 = fadd float %111, %114, !dbg !33
  %116 = bitcast float %115 to i32, !dbg !36
  %117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 1, i32 31), !dbg !36
  %118 = bitcast i32 %117 to float, !dbg !36
  %119 = fadd float %115, %118, !dbg !33
  %120 = lshr i32 %13, 3, !dbg !36
  %121 = and i32 %120, 28, !dbg !36
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121, !dbg !36
  store float %119, ptr addrspace(3) %122, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %123 = shl nuw nsw i32 %13, 2, !dbg !36
  %124 = and i32 %123, 28, !dbg !36
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124, !dbg !36
  %126 = load i32, ptr addrspace(3) %125, align 4, !dbg !36
  %127 = bitcast i32 %126 to float, !dbg !36
  %128 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 4, i32 31), !dbg !36
  %129 = bitcast i32 %128 to float, !dbg !36
  %130 = fadd float %127, %129, !dbg !33
  %131 = bitcast float %130 to i32, !dbg !36
  %132 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 2, i32 31), !dbg !36
  %133 = bitcast i32 %132 to float, !dbg !36
  %134 = fadd float %130, %133, !dbg !33
  %135 = bitcast float %134 to i32, !dbg !36
  %136 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 1, i32 31), !dbg !36
  %137 = bitcast i32 %136 to float, !dbg !36
  %138 = fadd float %134, %137, !dbg !33
  %139 = sitofp i32 %8 to float, !dbg !39
  %140 = tail call float @llvm.nvvm.div.full(float %138, float %139), !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %141 = fadd float %89, %90, !dbg !42
  %142 = fadd float %91, %92, !dbg !42
  %143 = fadd float %141, %142, !dbg !42
  %144 = bitcast float %143 to i32, !dbg !40
  %145 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 16, i32 31), !dbg !40
  %146 = bitcast i32 %145 to float, !dbg !40
  %147 = fadd float %143, %146, !dbg !42
  %148 = bitcast float %147 to i32, !dbg !40
  %149 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 8, i32 31), !dbg !40
  %150 = bitcast i32 %149 to float, !dbg !40
  %151 = fadd float %147, %150, !dbg !42
  %152 = bitcast float %151 to i32, !dbg !40
  %153 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 4, i32 31), !dbg !40
  %154 = bitcast i32 %153 to float, !dbg !40
  %155 = fadd float %151, %154, !dbg !42
  %156 = bitcast float %155 to i32, !dbg !40
  %157 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 2, i32 31), !dbg !40
  %158 = bitcast i32 %157 to float, !dbg !40
  %159 = fadd float %155, %158, !dbg !42
  %160 = bitcast float %159 to i32, !dbg !40
  %161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 1, i32 31), !dbg !40
  %162 = bitcast i32 %161 to float, !dbg !40
  %163 = fadd float %159, %162, !dbg !42
  store float %163, ptr addrspace(3) %122, align 4, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %164 = load i32, ptr addrspace(3) %125, align 4, !dbg !40
  %165 = bitcast i32 %164 to float, !dbg !40
  %166 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 4, i32 31), !dbg !40
  %167 = bitcast i32 %166 to float, !dbg !40
  %168 = fadd float %165, %167, !dbg !42
  %169 = bitcast float %168 to i32, !dbg !40
  %170 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %169, i32 2, i32 31), !dbg !40
  %171 = bitcast i32 %170 to float, !dbg !40
  %172 = fadd float %168, %171, !dbg !42
  %173 = bitcast float %172 to i32, !dbg !40
  %174 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %173, i32 1, i32 31), !dbg !40
  %175 = bitcast i32 %174 to float, !dbg !40
  %176 = fadd float %172, %175, !dbg !42
  %177 = tail call float @llvm.nvvm.div.full(float %176, float %139), !dbg !43
  %178 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %23, !dbg !44
  %179 = getelementptr [4 x i8], ptr addrspace(1) %178, i64 %25, !dbg !44
  %180 = getelementptr [4 x i8], ptr addrspace(1) %178, i64 %27, !dbg !44
  %181 = getelementptr [4 x i8], ptr addrspace(1) %178, i64 %29, !dbg !44
  %182 = getelementptr [4 x i8], ptr addrspace(1) %178, i64 %31, !dbg !44
  %183 = fmul float %81, %140, !dbg !45
  %184 = fmul float %82, %140, !dbg !45
  %185 = fmul float %83, %140, !dbg !45
  %186 = fmul float %84, %140, !dbg !45
  %187 = fadd float %183, %177, !dbg !45
  %188 = fadd float %184, %177, !dbg !45
  %189 = fadd float %185, %177, !dbg !45
  %190 = fadd float %186, %177, !dbg !45
  %191 = fsub float %89, %187, !dbg !46
  %192 = fsub float %90, %188, !dbg !46
  %193 = fsub float %91, %189, !dbg !46
  %194 = fsub float %92, %190, !dbg !46
  %195 = fmul float %191, %72, !dbg !47
  %196 = fmul float %192, %72, !dbg !47
  %197 = fmul float %193, %72, !dbg !47
  %198 = fmul float %194, %72, !dbg !47
  %199 = bitcast float %195 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %199, ptr addrspace(1) %179, i1 %18) #5, !dbg !48
  %200 = bitcast float %196 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %200, ptr addrspace(1) %180, i1 %19) #5, !dbg !48
  %201 = bitcast float %197 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %201, ptr addrspace(1) %181, i1 %20) #5, !dbg !48
  %202 = bitcast float %198 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %202, ptr addrspace(1) %182, i1 %21) #5, !dbg !48
  %203 = and i32 %12, 31, !dbg !49
  %204 = zext nneg i32 %203 to i64, !dbg !50
  %205 = getelementptr [4 x i8], ptr addrspace(1) %7, i64 %204, !dbg !50
  %206 = icmp eq i32 %13, 0
  br label %207, !dbg !51

207:                                              ; preds = %207, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %208 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b"(ptr addrspace(1) %205, i32 0, i32 1, i1 %206) #5, !dbg !52
  %209 = insertelement <1 x i32> poison, i32 %208, i64 0, !dbg !52
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) @global_smem, <1 x i32> %209, i1 %206) #5, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %210 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !52
  %211 = icmp eq i32 %210, 1, !dbg !52
  br i1 %211, label %207, label %212, !dbg !52

212:                                              ; preds = %207
  %213 = mul i32 %8, %203, !dbg !53
  %214 = sext i32 %213 to i64, !dbg !54
  %215 = getelementptr [4 x i8], ptr addrspace(1) %6, i64 %214, !dbg !54
  %216 = getelementptr [4 x i8], ptr addrspace(1) %215, i64 %25, !dbg !54
  %217 = getelementptr [4 x i8], ptr addrspace(1) %215, i64 %27, !dbg !54
  %218 = getelementptr [4 x i8], ptr addrspace(1) %215, i64 %29, !dbg !54
  %219 = getelementptr [4 x i8], ptr addrspace(1) %215, i64 %31, !dbg !54
  %220 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %216, i1 %18) #5, !dbg !55
  %221 = bitcast i32 %220 to float, !dbg !55
  %222 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %217, i1 %19) #5, !dbg !55
  %223 = bitcast i32 %222 to float, !dbg !55
  %224 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %218, i1 %20) #5, !dbg !55
  %225 = bitcast i32 %224 to float, !dbg !55
  %226 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %219, i1 %21) #5, !dbg !55
  %227 = bitcast i32 %226 to float, !dbg !55
  %228 = fmul float %81, %47, !dbg !56
  %229 = fmul float %82, %49, !dbg !56
  %230 = fmul float %83, %51, !dbg !56
  %231 = fmul float %84, %53, !dbg !56
  %232 = fadd float %228, %221, !dbg !55
  %233 = fadd float %229, %223, !dbg !55
  %234 = fadd float %230, %225, !dbg !55
  %235 = fadd float %231, %227, !dbg !55
  %236 = bitcast float %232 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %236, ptr addrspace(1) %216, i1 %18) #5, !dbg !57
  %237 = bitcast float %233 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %237, ptr addrspace(1) %217, i1 %19) #5, !dbg !57
  %238 = bitcast float %234 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %238, ptr addrspace(1) %218, i1 %20) #5, !dbg !57
  %239 = bitcast float %235 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %239, ptr addrspace(1) %219, i1 %21) #5, !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %240 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %205, i32 0, i1 %206) #5, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  ret void, !dbg !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "layer_norm_backward_dx", linkageName: "layer_norm_backward_dx", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !7, !7, !7, !9, !10, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 55, column: 11, scope: !4)
!14 = !DILocation(line: 56, column: 12, scope: !4)
!15 = !DILocation(line: 57, column: 9, scope: !4)
!16 = !DILocation(line: 58, column: 25, scope: !4)
!17 = !DILocation(line: 58, column: 17, scope: !4)
!18 = !DILocation(line: 58, column: 9, scope: !4)
!19 = !DILocation(line: 59, column: 18, scope: !4)
!20 = !DILocation(line: 59, column: 10, scope: !4)
!21 = !DILocation(line: 60, column: 17, scope: !4)
!22 = !DILocation(line: 60, column: 9, scope: !4)
!23 = !DILocation(line: 61, column: 20, scope: !4)
!24 = !DILocation(line: 61, column: 12, scope: !4)
!25 = !DILocation(line: 62, column: 20, scope: !4)
!26 = !DILocation(line: 62, column: 12, scope: !4)
!27 = !DILocation(line: 63, column: 25, scope: !4)
!28 = !DILocation(line: 63, column: 24, scope: !4)
!29 = !DILocation(line: 63, column: 12, scope: !4)
!30 = !DILocation(line: 64, column: 23, scope: !4)
!31 = !DILocation(line: 64, column: 11, scope: !4)
!32 = !DILocation(line: 65, column: 17, scope: !4)
!33 = !DILocation(line: 287, column: 12, scope: !34, inlinedAt: !36)
!34 = distinct !DILexicalBlockFile(scope: !4, file: !35, discriminator: 0)
!35 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!36 = !DILocation(line: 314, column: 12, scope: !34, inlinedAt: !37)
!37 = !DILocation(line: 65, column: 10, scope: !38)
!38 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!39 = !DILocation(line: 65, column: 10, scope: !4)
!40 = !DILocation(line: 314, column: 12, scope: !34, inlinedAt: !41)
!41 = !DILocation(line: 66, column: 10, scope: !38)
!42 = !DILocation(line: 287, column: 12, scope: !34, inlinedAt: !40)
!43 = !DILocation(line: 66, column: 10, scope: !4)
!44 = !DILocation(line: 67, column: 14, scope: !4)
!45 = !DILocation(line: 67, column: 52, scope: !4)
!46 = !DILocation(line: 67, column: 45, scope: !4)
!47 = !DILocation(line: 67, column: 44, scope: !4)
!48 = !DILocation(line: 67, column: 5, scope: !4)
!49 = !DILocation(line: 69, column: 13, scope: !4)
!50 = !DILocation(line: 70, column: 12, scope: !4)
!51 = !DILocation(line: 71, column: 5, scope: !4)
!52 = !DILocation(line: 71, column: 11, scope: !4)
!53 = !DILocation(line: 73, column: 26, scope: !4)
!54 = !DILocation(line: 73, column: 12, scope: !4)
!55 = !DILocation(line: 74, column: 20, scope: !4)
!56 = !DILocation(line: 74, column: 44, scope: !4)
!57 = !DILocation(line: 74, column: 5, scope: !4)
!58 = !DILocation(line: 75, column: 5, scope: !4)
!59 = !DILocation(line: 53, column: 1, scope: !4)
