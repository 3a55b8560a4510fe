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
  %18 = phi float [ %140, %.lr.ph ], [ 0.000000e+00, %8 ]
  %19 = phi float [ %141, %.lr.ph ], [ 0.000000e+00, %8 ]
  %20 = phi float [ %142, %.lr.ph ], [ 0.000000e+00, %8 ]
  %21 = phi float [ %143, %.lr.ph ], [ 0.000000e+00, %8 ]
  %22 = phi float [ %144, %.lr.ph ], [ 0.000000e+00, %8 ]
  %23 = phi float [ %145, %.lr.ph ], [ 0.000000e+00, %8 ]
  %24 = phi float [ %146, %.lr.ph ], [ 0.000000e+00, %8 ]
  %25 = phi float [ %147, %.lr.ph ], [ 0.000000e+00, %8 ]
  %26 = phi float [ %108, %.lr.ph ], [ 0.000000e+00, %8 ]
  %27 = phi float [ %109, %.lr.ph ], [ 0.000000e+00, %8 ]
  %28 = phi float [ %110, %.lr.ph ], [ 0.000000e+00, %8 ]
  %29 = phi float [ %111, %.lr.ph ], [ 0.000000e+00, %8 ]
  %30 = phi float [ %112, %.lr.ph ], [ 0.000000e+00, %8 ]
  %31 = phi float [ %113, %.lr.ph ], [ 0.000000e+00, %8 ]
  %32 = phi float [ %114, %.lr.ph ], [ 0.000000e+00, %8 ]
  %33 = phi float [ %115, %.lr.ph ], [ 0.000000e+00, %8 ]
  %34 = phi i32 [ %148, %.lr.ph ], [ 0, %8 ]
  %35 = or disjoint i32 %34, %15, !dbg !17
  %36 = or disjoint i32 %35, 16, !dbg !17
  %37 = or disjoint i32 %35, 32, !dbg !17
  %38 = or disjoint i32 %14, %34, !dbg !17
  %39 = or i32 %38, 48, !dbg !17
  %40 = or disjoint i32 %35, 64, !dbg !17
  %41 = or disjoint i32 %35, 80, !dbg !17
  %42 = or disjoint i32 %35, 96, !dbg !17
  %43 = or i32 %38, 112, !dbg !17
  %44 = icmp slt i32 %35, %4, !dbg !18
  %45 = icmp slt i32 %36, %4, !dbg !18
  %46 = icmp slt i32 %37, %4, !dbg !18
  %47 = icmp slt i32 %39, %4, !dbg !18
  %48 = icmp slt i32 %40, %4, !dbg !18
  %49 = icmp slt i32 %41, %4, !dbg !18
  %50 = icmp slt i32 %42, %4, !dbg !18
  %51 = icmp slt i32 %43, %4, !dbg !18
  %52 = and i1 %16, %44, !dbg !19
  %53 = and i1 %16, %45, !dbg !19
  %54 = and i1 %16, %46, !dbg !19
  %55 = and i1 %16, %47, !dbg !19
  %56 = and i1 %16, %48, !dbg !19
  %57 = and i1 %16, %49, !dbg !19
  %58 = and i1 %16, %50, !dbg !19
  %59 = and i1 %16, %51, !dbg !19
  %60 = mul i32 %35, %5, !dbg !20
  %61 = mul i32 %36, %5, !dbg !20
  %62 = mul i32 %37, %5, !dbg !20
  %63 = mul i32 %39, %5, !dbg !20
  %64 = mul i32 %40, %5, !dbg !20
  %65 = mul i32 %41, %5, !dbg !20
  %66 = mul i32 %42, %5, !dbg !20
  %67 = mul i32 %43, %5, !dbg !20
  %68 = add i32 %60, %13, !dbg !20
  %69 = add i32 %61, %13, !dbg !20
  %70 = add i32 %62, %13, !dbg !20
  %71 = add i32 %63, %13, !dbg !20
  %72 = add i32 %64, %13, !dbg !20
  %73 = add i32 %65, %13, !dbg !20
  %74 = add i32 %66, %13, !dbg !20
  %75 = add i32 %67, %13, !dbg !20
  %76 = sext i32 %68 to i64, !dbg !21
  %77 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %76, !dbg !21
  %78 = sext i32 %69 to i64, !dbg !21
  %79 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %78, !dbg !21
  %80 = sext i32 %70 to i64, !dbg !21
  %81 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %80, !dbg !21
  %82 = sext i32 %71 to i64, !dbg !21
  %83 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %82, !dbg !21
  %84 = sext i32 %72 to i64, !dbg !21
  %85 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %84, !dbg !21
  %86 = sext i32 %73 to i64, !dbg !21
  %87 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %86, !dbg !21
  %88 = sext i32 %74 to i64, !dbg !21
  %89 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %88, !dbg !21
  %90 = sext i32 %75 to i64, !dbg !21
  %91 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %90, !dbg !21
  %92 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %77, i1 %52) #4, !dbg !22
  %93 = bitcast i32 %92 to float, !dbg !22
  %94 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %79, i1 %53) #4, !dbg !22
  %95 = bitcast i32 %94 to float, !dbg !22
  %96 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %81, i1 %54) #4, !dbg !22
  %97 = bitcast i32 %96 to float, !dbg !22
  %98 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %83, i1 %55) #4, !dbg !22
  %99 = bitcast i32 %98 to float, !dbg !22
  %100 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %85, i1 %56) #4, !dbg !22
  %101 = bitcast i32 %100 to float, !dbg !22
  %102 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %87, i1 %57) #4, !dbg !22
  %103 = bitcast i32 %102 to float, !dbg !22
  %104 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %58) #4, !dbg !22
  %105 = bitcast i32 %104 to float, !dbg !22
  %106 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %59) #4, !dbg !22
  %107 = bitcast i32 %106 to float, !dbg !22
  %108 = fadd float %26, %93, !dbg !23
  %109 = fadd float %27, %95, !dbg !23
  %110 = fadd float %28, %97, !dbg !23
  %111 = fadd float %29, %99, !dbg !23
  %112 = fadd float %30, %101, !dbg !23
  %113 = fadd float %31, %103, !dbg !23
  %114 = fadd float %32, %105, !dbg !23
  %115 = fadd float %33, %107, !dbg !23
  %116 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %76, !dbg !24
  %117 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %78, !dbg !24
  %118 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %80, !dbg !24
  %119 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %82, !dbg !24
  %120 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %84, !dbg !24
  %121 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %86, !dbg !24
  %122 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %88, !dbg !24
  %123 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %90, !dbg !24
  %124 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %116, i1 %52) #4, !dbg !25
  %125 = bitcast i32 %124 to float, !dbg !25
  %126 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %53) #4, !dbg !25
  %127 = bitcast i32 %126 to float, !dbg !25
  %128 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %118, i1 %54) #4, !dbg !25
  %129 = bitcast i32 %128 to float, !dbg !25
  %130 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %119, i1 %55) #4, !dbg !25
  %131 = bitcast i32 %130 to float, !dbg !25
  %132 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %120, i1 %56) #4, !dbg !25
  %133 = bitcast i32 %132 to float, !dbg !25
  %134 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %121, i1 %57) #4, !dbg !25
  %135 = bitcast i32 %134 to float, !dbg !25
  %136 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %122, i1 %58) #4, !dbg !25
  %137 = bitcast i32 %136 to float, !dbg !25
  %138 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %123, i1 %59) #4, !dbg !25
  %139 = bitcast i32 %138 to float, !dbg !25
  %140 = fadd float %18, %125, !dbg !26
  %141 = fadd float %19, %127, !dbg !26
  %142 = fadd float %20, %129, !dbg !26
  %143 = fadd float %21, %131, !dbg !26
  %144 = fadd float %22, %133, !dbg !26
  %145 = fadd float %23, %135, !dbg !26
  %146 = fadd float %24, %137, !dbg !26
  %147 = fadd float %25, %139, !dbg !26
  %148 = add i32 %34, 128, !dbg !16
  %149 = icmp slt i32 %148, %4, !dbg !16
  br i1 %149, label %.lr.ph, label %._crit_edge.loopexit, !dbg !16

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %150 = fadd float %108, %109, !dbg !27
  %151 = fadd float %110, %111, !dbg !27
  %152 = fadd float %112, %113, !dbg !27
  %153 = fadd float %114, %115, !dbg !27
  %154 = fadd float %150, %151, !dbg !27
  %155 = fadd float %152, %153, !dbg !27
  %156 = fadd float %154, %155, !dbg !27
  %157 = fadd float %140, %141, !dbg !28
  %158 = fadd float %142, %143, !dbg !28
  %159 = fadd float %144, %145, !dbg !28
  %160 = fadd float %146, %147, !dbg !28
  %161 = fadd float %157, %158, !dbg !28
  %162 = fadd float %159, %160, !dbg !28
  %163 = fadd float %161, %162, !dbg !28
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %8
  %164 = phi float [ 0.000000e+00, %8 ], [ %163, %._crit_edge.loopexit ], !dbg !34
  %165 = phi float [ 0.000000e+00, %8 ], [ %156, %._crit_edge.loopexit ], !dbg !35
  %166 = sext i32 %13 to i64, !dbg !27
  %167 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %166, !dbg !27
  %168 = bitcast float %165 to i32, !dbg !36
  %169 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 16, i32 31), !dbg !36
  %170 = bitcast i32 %169 to float, !dbg !36
  %171 = fadd float %165, %170, !dbg !35
  %172 = shl nuw nsw i32 %12, 3, !dbg !36
  %173 = and i32 %11, 96, !dbg !36
  %174 = shl nuw nsw i32 %173, 2, !dbg !36
  %175 = lshr exact i32 %173, 2, !dbg !36
  %176 = lshr i32 %11, 5, !dbg !36
  %177 = and i32 %176, 4, !dbg !36
  %178 = or disjoint i32 %172, %174, !dbg !36
  %179 = xor i32 %178, %175, !dbg !36
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %177, !dbg !36
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %179, !dbg !36
  store float %171, ptr addrspace(3) %181, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %182 = shl nuw nsw i32 %11, 7, !dbg !36
  %183 = and i32 %182, 384, !dbg !36
  %184 = shl nuw nsw i32 %11, 3, !dbg !36
  %185 = and i32 %184, 88, !dbg !36
  %186 = and i32 %11, 224, !dbg !36
  %187 = lshr exact i32 %186, 2, !dbg !36
  %188 = and i32 %11, 4, !dbg !36
  %189 = xor i32 %185, %187, !dbg !36
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %183, !dbg !36
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %190, i32 %188, !dbg !36
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %191, i32 %189, !dbg !36
  %193 = load i32, ptr addrspace(3) %192, align 4, !dbg !36
  %194 = bitcast i32 %193 to float, !dbg !36
  %195 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 4, i32 31), !dbg !36
  %196 = bitcast i32 %195 to float, !dbg !36
  %197 = fadd float %194, %196, !dbg !35
  %198 = bitcast float %197 to i32, !dbg !36
  %199 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 2, i32 31), !dbg !36
  %200 = bitcast i32 %199 to float, !dbg !36
  %201 = fadd float %197, %200, !dbg !35
  %202 = bitcast float %201 to i32, !dbg !36
  %203 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 1, i32 31), !dbg !36
  %204 = bitcast i32 %203 to float, !dbg !36
  %205 = fadd float %201, %204, !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %206 = lshr exact i32 %186, 3, !dbg !36
  %207 = shl nuw nsw i32 %11, 2, !dbg !36
  %208 = and i32 %207, 32, !dbg !36
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208, !dbg !36
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %209, i32 %206, !dbg !36
  store float %205, ptr addrspace(3) %210, align 4, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %211 = shl nuw nsw i32 %12, 2, !dbg !36
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %211, !dbg !36
  %213 = load i32, ptr addrspace(3) %212, align 4, !dbg !36
  %214 = and i32 %11, 240, !dbg !38
  %215 = icmp eq i32 %214, 0, !dbg !38
  %216 = and i1 %215, %16, !dbg !38
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %213, ptr addrspace(1) %167, i1 %216) #4, !dbg !38
  %217 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %166, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %218 = bitcast float %164 to i32, !dbg !31
  %219 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %218, i32 16, i32 31), !dbg !31
  %220 = bitcast i32 %219 to float, !dbg !31
  %221 = fadd float %164, %220, !dbg !28
  store float %221, ptr addrspace(3) %181, align 4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %222 = load i32, ptr addrspace(3) %192, align 4, !dbg !31
  %223 = bitcast i32 %222 to float, !dbg !31
  %224 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 4, i32 31), !dbg !31
  %225 = bitcast i32 %224 to float, !dbg !31
  %226 = fadd float %223, %225, !dbg !28
  %227 = bitcast float %226 to i32, !dbg !31
  %228 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %227, i32 2, i32 31), !dbg !31
  %229 = bitcast i32 %228 to float, !dbg !31
  %230 = fadd float %226, %229, !dbg !28
  %231 = bitcast float %230 to i32, !dbg !31
  %232 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 1, i32 31), !dbg !31
  %233 = bitcast i32 %232 to float, !dbg !31
  %234 = fadd float %230, %233, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  store float %234, ptr addrspace(3) %210, align 4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %235 = load i32, ptr addrspace(3) %212, align 4, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %235, ptr addrspace(1) %217, i1 %216) #4, !dbg !40
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
