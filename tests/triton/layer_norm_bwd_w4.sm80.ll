; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @layer_norm_backward_dx(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6, ptr addrspace(1) %7, i32 %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %14 = and i32 %13, 127, !dbg !14
  %15 = or disjoint i32 %14, 128, !dbg !14
  %16 = or disjoint i32 %14, 256, !dbg !14
  %17 = or disjoint i32 %14, 384, !dbg !14
  %18 = or disjoint i32 %14, 512, !dbg !14
  %19 = or disjoint i32 %14, 640, !dbg !14
  %20 = or disjoint i32 %14, 768, !dbg !14
  %21 = or i32 %13, 896, !dbg !14
  %22 = icmp slt i32 %14, %8, !dbg !15
  %23 = icmp slt i32 %15, %8, !dbg !15
  %24 = icmp slt i32 %16, %8, !dbg !15
  %25 = icmp slt i32 %17, %8, !dbg !15
  %26 = icmp slt i32 %18, %8, !dbg !15
  %27 = icmp slt i32 %19, %8, !dbg !15
  %28 = icmp slt i32 %20, %8, !dbg !15
  %29 = icmp slt i32 %21, %8, !dbg !15
  %30 = mul i32 %8, %12, !dbg !16
  %31 = sext i32 %30 to i64, !dbg !17
  %32 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %31, !dbg !17
  %33 = zext nneg i32 %14 to i64, !dbg !17
  %34 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %33, !dbg !17
  %35 = zext nneg i32 %15 to i64, !dbg !17
  %36 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %35, !dbg !17
  %37 = zext nneg i32 %16 to i64, !dbg !17
  %38 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %37, !dbg !17
  %39 = zext nneg i32 %17 to i64, !dbg !17
  %40 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %39, !dbg !17
  %41 = zext nneg i32 %18 to i64, !dbg !17
  %42 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %41, !dbg !17
  %43 = zext nneg i32 %19 to i64, !dbg !17
  %44 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %43, !dbg !17
  %45 = zext nneg i32 %20 to i64, !dbg !17
  %46 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %45, !dbg !17
  %47 = zext nneg i32 %21 to i64, !dbg !17
  %48 = getelementptr [4 x i8], ptr addrspace(1) %32, i64 %47, !dbg !17
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %34, i1 %22) #5, !dbg !18
  %50 = bitcast i32 %49 to float, !dbg !18
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %36, i1 %23) #5, !dbg !18
  %52 = bitcast i32 %51 to float, !dbg !18
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %24) #5, !dbg !18
  %54 = bitcast i32 %53 to float, !dbg !18
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %40, i1 %25) #5, !dbg !18
  %56 = bitcast i32 %55 to float, !dbg !18
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %26) #5, !dbg !18
  %58 = bitcast i32 %57 to float, !dbg !18
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %27) #5, !dbg !18
  %60 = bitcast i32 %59 to float, !dbg !18
  %61 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %46, i1 %28) #5, !dbg !18
  %62 = bitcast i32 %61 to float, !dbg !18
  %63 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %48, i1 %29) #5, !dbg !18
  %64 = bitcast i32 %63 to float, !dbg !18
  %65 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %31, !dbg !19
  %66 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %33, !dbg !19
  %67 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %35, !dbg !19
  %68 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %37, !dbg !19
  %69 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %39, !dbg !19
  %70 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %41, !dbg !19
  %71 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %43, !dbg !19
  %72 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %45, !dbg !19
  %73 = getelementptr [4 x i8], ptr addrspace(1) %65, i64 %47, !dbg !19
  %74 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %66, i1 %22) #5, !dbg !20
  %75 = bitcast i32 %74 to float, !dbg !20
  %76 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %67, i1 %23) #5, !dbg !20
  %77 = bitcast i32 %76 to float, !dbg !20
  %78 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %68, i1 %24) #5, !dbg !20
  %79 = bitcast i32 %78 to float, !dbg !20
  %80 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %69, i1 %25) #5, !dbg !20
  %81 = bitcast i32 %80 to float, !dbg !20
  %82 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %70, i1 %26) #5, !dbg !20
  %83 = bitcast i32 %82 to float, !dbg !20
  %84 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %71, i1 %27) #5, !dbg !20
  %85 = bitcast i32 %84 to float, !dbg !20
  %86 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %72, i1 %28) #5, !dbg !20
  %87 = bitcast i32 %86 to float, !dbg !20
  %88 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %73, i1 %29) #5, !dbg !20
  %89 = bitcast i32 %88 to float, !dbg !20
  %90 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %33, !dbg !21
  %91 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %35, !dbg !21
  %92 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %37, !dbg !21
  %93 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %39, !dbg !21
  %94 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %41, !dbg !21
  %95 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %43, !dbg !21
  %96 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %45, !dbg !21
  %97 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %47, !dbg !21
  %98 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %90, i1 %22) #5, !dbg !22
  %99 = bitcast i32 %98 to float, !dbg !22
  %100 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %91, i1 %23) #5, !dbg !22
  %101 = bitcast i32 %100 to float, !dbg !22
  %102 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %92, i1 %24) #5, !dbg !22
  %103 = bitcast i32 %102 to float, !dbg !22
  %104 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %93, i1 %25) #5, !dbg !22
  %105 = bitcast i32 %104 to float, !dbg !22
  %106 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %94, i1 %26) #5, !dbg !22
  %107 = bitcast i32 %106 to float, !dbg !22
  %108 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %95, i1 %27) #5, !dbg !22
  %109 = bitcast i32 %108 to float, !dbg !22
  %110 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %96, i1 %28) #5, !dbg !22
  %111 = bitcast i32 %110 to float, !dbg !22
  %112 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %97, i1 %29) #5, !dbg !22
  %113 = bitcast i32 %112 to float, !dbg !22
  %114 = zext nneg i32 %12 to i64, !dbg !23
  %115 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %114, !dbg !23
  %116 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %115) #5, !dbg !24
  %117 = bitcast i32 %116 to float, !dbg !24
  %118 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %114, !dbg !25
  %119 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %118) #5, !dbg !26
  %120 = bitcast i32 %119 to float, !dbg !26
  %121 = fsub float %50, %117, !dbg !27
  %122 = fsub float %52, %117, !dbg !27
  %123 = fsub float %54, %117, !dbg !27
  %124 = fsub float %56, %117, !dbg !27
  %125 = fsub float %58, %117, !dbg !27
  %126 = fsub float %60, %117, !dbg !27
  %127 = fsub float %62, %117, !dbg !27
  %128 = fsub float %64, %117, !dbg !27
  %129 = fmul float %121, %120, !dbg !28
  %130 = fmul float %122, %120, !dbg !28
  %131 = fmul float %123, %120, !dbg !28
  %132 = fmul float %124, %120, !dbg !28
  %133 = fmul float %125, %120, !dbg !28
  %134 = fmul float %126, %120, !dbg !28
  %135 = fmul float %127, %120, !dbg !28
  %136 = fmul float %128, %120, !dbg !28
  %137 = select i1 %22, float %129, float 0.000000e+00, !dbg !29
  %138 = select i1 %23, float %130, float 0.000000e+00, !dbg !29
  %139 = select i1 %24, float %131, float 0.000000e+00, !dbg !29
  %140 = select i1 %25, float %132, float 0.000000e+00, !dbg !29
  %141 = select i1 %26, float %133, float 0.000000e+00, !dbg !29
  %142 = select i1 %27, float %134, float 0.000000e+00, !dbg !29
  %143 = select i1 %28, float %135, float 0.000000e+00, !dbg !29
  %144 = select i1 %29, float %136, float 0.000000e+00, !dbg !29
  %145 = fmul float %75, %99, !dbg !30
  %146 = fmul float %77, %101, !dbg !30
  %147 = fmul float %79, %103, !dbg !30
  %148 = fmul float %81, %105, !dbg !30
  %149 = fmul float %83, %107, !dbg !30
  %150 = fmul float %85, %109, !dbg !30
  %151 = fmul float %87, %111, !dbg !30
  %152 = fmul float %89, %113, !dbg !30
  %153 = select i1 %22, float %145, float 0.000000e+00, !dbg !31
  %154 = select i1 %23, float %146, float 0.000000e+00, !dbg !31
  %155 = select i1 %24, float %147, float 0.000000e+00, !dbg !31
  %156 = select i1 %25, float %148, float 0.000000e+00, !dbg !31
  %157 = select i1 %26, float %149, float 0.000000e+00, !dbg !31
  %158 = select i1 %27, float %150, float 0.000000e+00, !dbg !31
  %159 = select i1 %28, float %151, float 0.000000e+00, !dbg !31
  %160 = select i1 %29, float %152, float 0.000000e+00, !dbg !31
  %161 = fmul float %153, %137, !dbg !32
  %162 = fmul float %154, %138, !dbg !32
  %163 = fmul float %155, %139, !dbg !32
  %164 = fmul float %156, %140, !dbg !32
  %165 = fmul float %157, %141, !dbg !32
  %166 = fmul float %158, %142, !dbg !32
  %167 = fmul float %159, %143, !dbg !32
  %168 = fmul float %160, %144, !dbg !32
  %169 = fadd float %161, %162, !dbg !33
  %170 = fadd float %163, %164, !dbg !33
  %171 = fadd float %165, %166, !dbg !33
  %172 = fadd float %167, %168, !dbg !33
  %173 = fadd float %169, %170, !dbg !33
  %174 = fadd float %171, %172, !dbg !33
  %175 = fadd float %173, %174, !dbg !33
  %176 = bitcast float %175 to i32, !dbg !36
  %177 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 16, i32 31), !dbg !36
  %178 = bitcast i32 %177 to float, !dbg !36
  %179 = fadd float %175, %178, !dbg !33
  %180 = bitcast float %179 to i32, !dbg !36
  %181 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 8, i32 31), !dbg !36
  %182 = bitcast i32 %181 to float, !dbg !36
  %183 = fadd float %179, %182, !dbg !33
  %184 = bitcast float %183 to i32, !dbg !36
  %185 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 4, i32 31), !dbg !36
  %186 = bitcast i32 %185 to float, !dbg !36
  %187 = fadd float %183, %186, !dbg !33
  %188 = bitcast float %187 to i32, !dbg !36
  %189 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %188, i32 2, i32 31), !dbg !36
  %190 = bitcast i32 %189 to float, !dbg !36
  %191 = fadd float %187, %190, !dbg !33
  %192 = bitcast float %191 to i32, !dbg !36
  %193 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 1, i32 31), !dbg !36
  %194 = bitcast i32 %193 to float, !dbg !36
  %195 = fadd float %191, %194, !dbg !33
  %196 = lshr i32 %13, 3, !dbg !36
  %197 = and i32 %196, 12, !dbg !36
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %197, !dbg !36
  store float %195, ptr addrspace(3) %198, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %199 = shl nuw nsw i32 %13, 2, !dbg !36
  %200 = and i32 %199, 12, !dbg !36
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %200, !dbg !36
  %202 = load i32, ptr addrspace(3) %201, align 4, !dbg !36
  %203 = bitcast i32 %202 to float, !dbg !36
  %204 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 2, i32 31), !dbg !36
  %205 = bitcast i32 %204 to float, !dbg !36
  %206 = fadd float %203, %205, !dbg !33
  %207 = bitcast float %206 to i32, !dbg !36
  %208 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 1, i32 31), !dbg !36
  %209 = bitcast i32 %208 to float, !dbg !36
  %210 = fadd float %206, %209, !dbg !33
  %211 = sitofp i32 %8 to float, !dbg !39
  %212 = tail call float @llvm.nvvm.div.full(float %210, float %211), !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %213 = fadd float %153, %154, !dbg !42
  %214 = fadd float %155, %156, !dbg !42
  %215 = fadd float %157, %158, !dbg !42
  %216 = fadd float %159, %160, !dbg !42
  %217 = fadd float %213, %214, !dbg !42
  %218 = fadd float %215, %216, !dbg !42
  %219 = fadd float %217, %218, !dbg !42
  %220 = bitcast float %219 to i32, !dbg !40
  %221 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 16, i32 31), !dbg !40
  %222 = bitcast i32 %221 to float, !dbg !40
  %223 = fadd float %219, %222, !dbg !42
  %224 = bitcast float %223 to i32, !dbg !40
  %225 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %224, i32 8, i32 31), !dbg !40
  %226 = bitcast i32 %225 to float, !dbg !40
  %227 = fadd float %223, %226, !dbg !42
  %228 = bitcast float %227 to i32, !dbg !40
  %229 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %228, i32 4, i32 31), !dbg !40
  %230 = bitcast i32 %229 to float, !dbg !40
  %231 = fadd float %227, %230, !dbg !42
  %232 = bitcast float %231 to i32, !dbg !40
  %233 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 2, i32 31), !dbg !40
  %234 = bitcast i32 %233 to float, !dbg !40
  %235 = fadd float %231, %234, !dbg !42
  %236 = bitcast float %235 to i32, !dbg !40
  %237 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %236, i32 1, i32 31), !dbg !40
  %238 = bitcast i32 %237 to float, !dbg !40
  %239 = fadd float %235, %238, !dbg !42
  store float %239, ptr addrspace(3) %198, align 4, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %240 = load i32, ptr addrspace(3) %201, align 4, !dbg !40
  %241 = bitcast i32 %240 to float, !dbg !40
  %242 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %240, i32 2, i32 31), !dbg !40
  %243 = bitcast i32 %242 to float, !dbg !40
  %244 = fadd float %241, %243, !dbg !42
  %245 = bitcast float %244 to i32, !dbg !40
  %246 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 1, i32 31), !dbg !40
  %247 = bitcast i32 %246 to float, !dbg !40
  %248 = fadd float %244, %247, !dbg !42
  %249 = tail call float @llvm.nvvm.div.full(float %248, float %211), !dbg !43
  %250 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %31, !dbg !44
  %251 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %33, !dbg !44
  %252 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %35, !dbg !44
  %253 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %37, !dbg !44
  %254 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %39, !dbg !44
  %255 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %41, !dbg !44
  %256 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %43, !dbg !44
  %257 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %45, !dbg !44
  %258 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %47, !dbg !44
  %259 = fmul float %137, %212, !dbg !45
  %260 = fmul float %138, %212, !dbg !45
  %261 = fmul float %139, %212, !dbg !45
  %262 = fmul float %140, %212, !dbg !45
  %263 = fmul float %141, %212, !dbg !45
  %264 = fmul float %142, %212, !dbg !45
  %265 = fmul float %143, %212, !dbg !45
  %266 = fmul float %144, %212, !dbg !45
  %267 = fadd float %259, %249, !dbg !45
  %268 = fadd float %260, %249, !dbg !45
  %269 = fadd float %261, %249, !dbg !45
  %270 = fadd float %262, %249, !dbg !45
  %271 = fadd float %263, %249, !dbg !45
  %272 = fadd float %264, %249, !dbg !45
  %273 = fadd float %265, %249, !dbg !45
  %274 = fadd float %266, %249, !dbg !45
  %275 = fsub float %153, %267, !dbg !46
  %276 = fsub float %154, %268, !dbg !46
  %277 = fsub float %155, %269, !dbg !46
  %278 = fsub float %156, %270, !dbg !46
  %279 = fsub float %157, %271, !dbg !46
  %280 = fsub float %158, %272, !dbg !46
  %281 = fsub float %159, %273, !dbg !46
  %282 = fsub float %160, %274, !dbg !46
  %283 = fmul float %275, %120, !dbg !47
  %284 = fmul float %276, %120, !dbg !47
  %285 = fmul float %277, %120, !dbg !47
  %286 = fmul float %278, %120, !dbg !47
  %287 = fmul float %279, %120, !dbg !47
  %288 = fmul float %280, %120, !dbg !47
  %289 = fmul float %281, %120, !dbg !47
  %290 = fmul float %282, %120, !dbg !47
  %291 = bitcast float %283 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %291, ptr addrspace(1) %251, i1 %22) #5, !dbg !48
  %292 = bitcast float %284 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %292, ptr addrspace(1) %252, i1 %23) #5, !dbg !48
  %293 = bitcast float %285 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %293, ptr addrspace(1) %253, i1 %24) #5, !dbg !48
  %294 = bitcast float %286 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %294, ptr addrspace(1) %254, i1 %25) #5, !dbg !48
  %295 = bitcast float %287 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %295, ptr addrspace(1) %255, i1 %26) #5, !dbg !48
  %296 = bitcast float %288 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %296, ptr addrspace(1) %256, i1 %27) #5, !dbg !48
  %297 = bitcast float %289 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %297, ptr addrspace(1) %257, i1 %28) #5, !dbg !48
  %298 = bitcast float %290 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %298, ptr addrspace(1) %258, i1 %29) #5, !dbg !48
  %299 = and i32 %12, 31, !dbg !49
  %300 = zext nneg i32 %299 to i64, !dbg !50
  %301 = getelementptr [4 x i8], ptr addrspace(1) %7, i64 %300, !dbg !50
  %302 = icmp eq i32 %13, 0
  br label %303, !dbg !51

303:                                              ; preds = %303, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %304 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b"(ptr addrspace(1) %301, i32 0, i32 1, i1 %302) #5, !dbg !52
  %305 = insertelement <1 x i32> poison, i32 %304, i64 0, !dbg !52
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) @global_smem, <1 x i32> %305, i1 %302) #5, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %306 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !52
  %307 = icmp eq i32 %306, 1, !dbg !52
  br i1 %307, label %303, label %308, !dbg !52

308:                                              ; preds = %303
  %309 = mul i32 %8, %299, !dbg !53
  %310 = sext i32 %309 to i64, !dbg !54
  %311 = getelementptr [4 x i8], ptr addrspace(1) %6, i64 %310, !dbg !54
  %312 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %33, !dbg !54
  %313 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %35, !dbg !54
  %314 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %37, !dbg !54
  %315 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %39, !dbg !54
  %316 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %41, !dbg !54
  %317 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %43, !dbg !54
  %318 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %45, !dbg !54
  %319 = getelementptr [4 x i8], ptr addrspace(1) %311, i64 %47, !dbg !54
  %320 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %312, i1 %22) #5, !dbg !55
  %321 = bitcast i32 %320 to float, !dbg !55
  %322 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %313, i1 %23) #5, !dbg !55
  %323 = bitcast i32 %322 to float, !dbg !55
  %324 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %314, i1 %24) #5, !dbg !55
  %325 = bitcast i32 %324 to float, !dbg !55
  %326 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %315, i1 %25) #5, !dbg !55
  %327 = bitcast i32 %326 to float, !dbg !55
  %328 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %316, i1 %26) #5, !dbg !55
  %329 = bitcast i32 %328 to float, !dbg !55
  %330 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %317, i1 %27) #5, !dbg !55
  %331 = bitcast i32 %330 to float, !dbg !55
  %332 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %318, i1 %28) #5, !dbg !55
  %333 = bitcast i32 %332 to float, !dbg !55
  %334 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %319, i1 %29) #5, !dbg !55
  %335 = bitcast i32 %334 to float, !dbg !55
  %336 = fmul float %137, %75, !dbg !56
  %337 = fmul float %138, %77, !dbg !56
  %338 = fmul float %139, %79, !dbg !56
  %339 = fmul float %140, %81, !dbg !56
  %340 = fmul float %141, %83, !dbg !56
  %341 = fmul float %142, %85, !dbg !56
  %342 = fmul float %143, %87, !dbg !56
  %343 = fmul float %144, %89, !dbg !56
  %344 = fadd float %336, %321, !dbg !55
  %345 = fadd float %337, %323, !dbg !55
  %346 = fadd float %338, %325, !dbg !55
  %347 = fadd float %339, %327, !dbg !55
  %348 = fadd float %340, %329, !dbg !55
  %349 = fadd float %341, %331, !dbg !55
  %350 = fadd float %342, %333, !dbg !55
  %351 = fadd float %343, %335, !dbg !55
  %352 = bitcast float %344 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %352, ptr addrspace(1) %312, i1 %22) #5, !dbg !57
  %353 = bitcast float %345 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %353, ptr addrspace(1) %313, i1 %23) #5, !dbg !57
  %354 = bitcast float %346 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %354, ptr addrspace(1) %314, i1 %24) #5, !dbg !57
  %355 = bitcast float %347 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %355, ptr addrspace(1) %315, i1 %25) #5, !dbg !57
  %356 = bitcast float %348 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %356, ptr addrspace(1) %316, i1 %26) #5, !dbg !57
  %357 = bitcast float %349 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %357, ptr addrspace(1) %317, i1 %27) #5, !dbg !57
  %358 = bitcast float %350 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %358, ptr addrspace(1) %318, i1 %28) #5, !dbg !57
  %359 = bitcast float %351 to i32, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %359, ptr addrspace(1) %319, i1 %29) #5, !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %360 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %301, i32 0, i1 %302) #5, !dbg !58
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt28/tests/triton")
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
!35 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
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
