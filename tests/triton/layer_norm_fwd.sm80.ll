; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layer_norm_forward(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, i32 %6, float %7, ptr addrspace(1) nofree readnone captures(none) %8, ptr addrspace(1) nofree readnone captures(none) %9) local_unnamed_addr #0 !dbg !6 {
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %13 = and i32 %12, 255, !dbg !15
  %14 = or disjoint i32 %13, 256, !dbg !15
  %15 = mul i32 %6, %11, !dbg !16
  %16 = sext i32 %15 to i64, !dbg !17
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !17
  %18 = icmp sgt i32 %6, 0, !dbg !18
  br i1 %18, label %.lr.ph, label %._crit_edge, !dbg !18

.lr.ph:                                           ; preds = %10, %.lr.ph
  %19 = phi float [ %34, %.lr.ph ], [ 0.000000e+00, %10 ]
  %20 = phi float [ %35, %.lr.ph ], [ 0.000000e+00, %10 ]
  %21 = phi i32 [ %36, %.lr.ph ], [ 0, %10 ]
  %22 = or disjoint i32 %21, %13, !dbg !19
  %23 = or disjoint i32 %21, %14, !dbg !19
  %24 = icmp slt i32 %22, %6, !dbg !20
  %25 = icmp slt i32 %23, %6, !dbg !20
  %26 = sext i32 %22 to i64, !dbg !17
  %27 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %26, !dbg !17
  %28 = sext i32 %23 to i64, !dbg !17
  %29 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %28, !dbg !17
  %30 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %27, i1 %24) #6, !dbg !21
  %31 = bitcast i32 %30 to float, !dbg !21
  %32 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %29, i1 %25) #6, !dbg !21
  %33 = bitcast i32 %32 to float, !dbg !21
  %34 = fadd float %19, %31, !dbg !22
  %35 = fadd float %20, %33, !dbg !22
  %36 = add i32 %21, 512, !dbg !18
  %37 = icmp slt i32 %36, %6, !dbg !18
  br i1 %37, label %.lr.ph, label %._crit_edge.loopexit, !dbg !18

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %38 = fadd float %34, %35, !dbg !23
  br label %._crit_edge, !dbg !23

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %10
  %39 = phi float [ 0.000000e+00, %10 ], [ %38, %._crit_edge.loopexit ], !dbg !23
  %40 = bitcast float %39 to i32, !dbg !26
  %41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 16, i32 31), !dbg !26
  %42 = bitcast i32 %41 to float, !dbg !26
  %43 = fadd float %39, %42, !dbg !23
  %44 = bitcast float %43 to i32, !dbg !26
  %45 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 8, i32 31), !dbg !26
  %46 = bitcast i32 %45 to float, !dbg !26
  %47 = fadd float %43, %46, !dbg !23
  %48 = bitcast float %47 to i32, !dbg !26
  %49 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 4, i32 31), !dbg !26
  %50 = bitcast i32 %49 to float, !dbg !26
  %51 = fadd float %47, %50, !dbg !23
  %52 = bitcast float %51 to i32, !dbg !26
  %53 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 2, i32 31), !dbg !26
  %54 = bitcast i32 %53 to float, !dbg !26
  %55 = fadd float %51, %54, !dbg !23
  %56 = bitcast float %55 to i32, !dbg !26
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 1, i32 31), !dbg !26
  %58 = bitcast i32 %57 to float, !dbg !26
  %59 = fadd float %55, %58, !dbg !23
  %60 = lshr i32 %12, 3, !dbg !26
  %61 = and i32 %60, 28, !dbg !26
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %61, !dbg !26
  store float %59, ptr addrspace(3) %62, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %63 = shl nuw nsw i32 %12, 2, !dbg !26
  %64 = and i32 %63, 28, !dbg !26
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !26
  %66 = load i32, ptr addrspace(3) %65, align 4, !dbg !26
  %67 = bitcast i32 %66 to float, !dbg !26
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 4, i32 31), !dbg !26
  %69 = bitcast i32 %68 to float, !dbg !26
  %70 = fadd float %67, %69, !dbg !23
  %71 = bitcast float %70 to i32, !dbg !26
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 2, i32 31), !dbg !26
  %73 = bitcast i32 %72 to float, !dbg !26
  %74 = fadd float %70, %73, !dbg !23
  %75 = bitcast float %74 to i32, !dbg !26
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 1, i32 31), !dbg !26
  %77 = bitcast i32 %76 to float, !dbg !26
  %78 = fadd float %74, %77, !dbg !23
  %79 = sitofp i32 %6 to float, !dbg !29
  %80 = tail call float @llvm.nvvm.div.full(float %78, float %79), !dbg !29
  br i1 %18, label %.lr.ph6, label %._crit_edge7, !dbg !30

.lr.ph6:                                          ; preds = %._crit_edge, %.lr.ph6
  %81 = phi float [ %102, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %82 = phi float [ %103, %.lr.ph6 ], [ 0.000000e+00, %._crit_edge ]
  %83 = phi i32 [ %104, %.lr.ph6 ], [ 0, %._crit_edge ]
  %84 = or disjoint i32 %83, %13, !dbg !31
  %85 = or disjoint i32 %83, %14, !dbg !31
  %86 = icmp slt i32 %84, %6, !dbg !32
  %87 = icmp slt i32 %85, %6, !dbg !32
  %88 = sext i32 %84 to i64, !dbg !33
  %89 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %88, !dbg !33
  %90 = sext i32 %85 to i64, !dbg !33
  %91 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %90, !dbg !33
  %92 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %86) #6, !dbg !34
  %93 = bitcast i32 %92 to float, !dbg !34
  %94 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %87) #6, !dbg !34
  %95 = bitcast i32 %94 to float, !dbg !34
  %96 = fsub float %93, %80, !dbg !35
  %97 = fsub float %95, %80, !dbg !35
  %98 = select i1 %86, float %96, float 0.000000e+00, !dbg !36
  %99 = select i1 %87, float %97, float 0.000000e+00, !dbg !36
  %100 = fmul float %98, %98, !dbg !37
  %101 = fmul float %99, %99, !dbg !37
  %102 = fadd float %81, %100, !dbg !38
  %103 = fadd float %82, %101, !dbg !38
  %104 = add i32 %83, 512, !dbg !30
  %105 = icmp slt i32 %104, %6, !dbg !30
  br i1 %105, label %.lr.ph6, label %._crit_edge7.loopexit, !dbg !30

._crit_edge7.loopexit:                            ; preds = %.lr.ph6
  %106 = fadd float %102, %103, !dbg !39
  br label %._crit_edge7, !dbg !40

._crit_edge7:                                     ; preds = %._crit_edge7.loopexit, %._crit_edge
  %107 = phi float [ 0.000000e+00, %._crit_edge ], [ %106, %._crit_edge7.loopexit ], !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %108 = bitcast float %107 to i32, !dbg !40
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 16, i32 31), !dbg !40
  %110 = bitcast i32 %109 to float, !dbg !40
  %111 = fadd float %107, %110, !dbg !39
  %112 = bitcast float %111 to i32, !dbg !40
  %113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 8, i32 31), !dbg !40
  %114 = bitcast i32 %113 to float, !dbg !40
  %115 = fadd float %111, %114, !dbg !39
  %116 = bitcast float %115 to i32, !dbg !40
  %117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 4, i32 31), !dbg !40
  %118 = bitcast i32 %117 to float, !dbg !40
  %119 = fadd float %115, %118, !dbg !39
  %120 = bitcast float %119 to i32, !dbg !40
  %121 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 2, i32 31), !dbg !40
  %122 = bitcast i32 %121 to float, !dbg !40
  %123 = fadd float %119, %122, !dbg !39
  %124 = bitcast float %123 to i32, !dbg !40
  %125 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 1, i32 31), !dbg !40
  %126 = bitcast i32 %125 to float, !dbg !40
  %127 = fadd float %123, %126, !dbg !39
  store float %127, ptr addrspace(3) %62, align 4, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %128 = load i32, ptr addrspace(3) %65, align 4, !dbg !40
  %129 = bitcast i32 %128 to float, !dbg !40
  %130 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 4, i32 31), !dbg !40
  %131 = bitcast i32 %130 to float, !dbg !40
  %132 = fadd float %129, %131, !dbg !39
  %133 = bitcast float %132 to i32, !dbg !40
  %134 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 2, i32 31), !dbg !40
  %135 = bitcast i32 %134 to float, !dbg !40
  %136 = fadd float %132, %135, !dbg !39
  %137 = bitcast float %136 to i32, !dbg !40
  %138 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %137, i32 1, i32 31), !dbg !40
  %139 = bitcast i32 %138 to float, !dbg !40
  %140 = fadd float %136, %139, !dbg !39
  %141 = tail call float @llvm.nvvm.div.full(float %140, float %79), !dbg !43
  %142 = fadd float %7, %141, !dbg !43
  %143 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !44
  %.not.i = icmp eq i32 %143, 0, !dbg !44
  %144 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !44
  %.not1.i = icmp eq i32 %144, 0, !dbg !44
  br i1 %.not.i, label %150, label %145, !dbg !44

145:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %148, label %146, !dbg !44

146:                                              ; preds = %145
  %147 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %142) #6, !dbg !44
  br label %__nv_sqrtf.exit, !dbg !44

148:                                              ; preds = %145
  %149 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %142) #6, !dbg !44
  br label %__nv_sqrtf.exit, !dbg !44

150:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %153, label %151, !dbg !44

151:                                              ; preds = %150
  %152 = tail call float @llvm.nvvm.sqrt.rn.f(float %142) #6, !dbg !44
  br label %__nv_sqrtf.exit, !dbg !44

153:                                              ; preds = %150
  %154 = tail call float @llvm.nvvm.sqrt.approx.f(float %142) #6, !dbg !44
  br label %__nv_sqrtf.exit, !dbg !44

__nv_sqrtf.exit:                                  ; preds = %146, %148, %151, %153
  %.0.i = phi float [ %147, %146 ], [ %149, %148 ], [ %152, %151 ], [ %154, %153 ], !dbg !44
  %155 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !45
  %156 = zext nneg i32 %11 to i64, !dbg !46
  %157 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %156, !dbg !46
  %158 = icmp eq i32 %12, 0, !dbg !47
  %159 = bitcast float %80 to i32, !dbg !47
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %159, ptr addrspace(1) %157, i1 %158) #6, !dbg !47
  %160 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %156, !dbg !48
  %161 = bitcast float %155 to i32, !dbg !49
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %161, ptr addrspace(1) %160, i1 %158) #6, !dbg !49
  %162 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !50
  br i1 %18, label %.lr.ph9, label %._crit_edge10, !dbg !51

.lr.ph9:                                          ; preds = %__nv_sqrtf.exit, %.lr.ph9
  %163 = phi i32 [ %200, %.lr.ph9 ], [ 0, %__nv_sqrtf.exit ]
  %164 = or disjoint i32 %163, %13, !dbg !52
  %165 = or disjoint i32 %163, %14, !dbg !52
  %166 = icmp slt i32 %164, %6, !dbg !53
  %167 = icmp slt i32 %165, %6, !dbg !53
  %168 = sext i32 %164 to i64, !dbg !54
  %169 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %168, !dbg !54
  %170 = sext i32 %165 to i64, !dbg !54
  %171 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %170, !dbg !54
  %172 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %169, i1 %166) #6, !dbg !55
  %173 = bitcast i32 %172 to float, !dbg !55
  %174 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %171, i1 %167) #6, !dbg !55
  %175 = bitcast i32 %174 to float, !dbg !55
  %176 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %168, !dbg !56
  %177 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %170, !dbg !56
  %178 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %176, i1 %166) #6, !dbg !57
  %179 = bitcast i32 %178 to float, !dbg !57
  %180 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %177, i1 %167) #6, !dbg !57
  %181 = bitcast i32 %180 to float, !dbg !57
  %182 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %168, !dbg !58
  %183 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %170, !dbg !58
  %184 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %182, i1 %166) #6, !dbg !59
  %185 = bitcast i32 %184 to float, !dbg !59
  %186 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %183, i1 %167) #6, !dbg !59
  %187 = bitcast i32 %186 to float, !dbg !59
  %188 = getelementptr [4 x i8], ptr addrspace(1) %162, i64 %168, !dbg !50
  %189 = getelementptr [4 x i8], ptr addrspace(1) %162, i64 %170, !dbg !50
  %190 = fsub float %173, %80, !dbg !60
  %191 = fsub float %175, %80, !dbg !60
  %192 = fmul float %155, %190, !dbg !61
  %193 = fmul float %155, %191, !dbg !61
  %194 = fmul float %192, %179, !dbg !61
  %195 = fmul float %193, %181, !dbg !61
  %196 = fadd float %194, %185, !dbg !61
  %197 = fadd float %195, %187, !dbg !61
  %198 = bitcast float %196 to i32, !dbg !62
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %198, ptr addrspace(1) %188, i1 %166) #6, !dbg !62
  %199 = bitcast float %197 to i32, !dbg !62
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %199, ptr addrspace(1) %189, i1 %167) #6, !dbg !62
  %200 = add i32 %163, 512, !dbg !51
  %201 = icmp slt i32 %200, %6, !dbg !51
  br i1 %201, label %.lr.ph9, label %._crit_edge10, !dbg !51

._crit_edge10:                                    ; preds = %.lr.ph9, %__nv_sqrtf.exit
  ret void, !dbg !63
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

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "layer_norm_forward", linkageName: "layer_norm_forward", scope: !1, file: !1, line: 26, type: !7, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !9, !9, !9, !9, !11, !10, !12, !12}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 28, column: 11, scope: !6)
!15 = !DILocation(line: 31, column: 24, scope: !6)
!16 = !DILocation(line: 32, column: 32, scope: !6)
!17 = !DILocation(line: 32, column: 24, scope: !6)
!18 = !DILocation(line: 30, column: 5, scope: !6)
!19 = !DILocation(line: 31, column: 16, scope: !6)
!20 = !DILocation(line: 32, column: 58, scope: !6)
!21 = !DILocation(line: 32, column: 16, scope: !6)
!22 = !DILocation(line: 32, column: 9, scope: !6)
!23 = !DILocation(line: 287, column: 12, scope: !24, inlinedAt: !26)
!24 = distinct !DILexicalBlockFile(scope: !6, file: !25, discriminator: 0)
!25 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!26 = !DILocation(line: 314, column: 12, scope: !24, inlinedAt: !27)
!27 = !DILocation(line: 33, column: 12, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!29 = !DILocation(line: 33, column: 12, scope: !6)
!30 = !DILocation(line: 35, column: 5, scope: !6)
!31 = !DILocation(line: 36, column: 16, scope: !6)
!32 = !DILocation(line: 37, column: 55, scope: !6)
!33 = !DILocation(line: 37, column: 21, scope: !6)
!34 = !DILocation(line: 37, column: 13, scope: !6)
!35 = !DILocation(line: 38, column: 37, scope: !6)
!36 = !DILocation(line: 38, column: 13, scope: !6)
!37 = !DILocation(line: 39, column: 20, scope: !6)
!38 = !DILocation(line: 39, column: 9, scope: !6)
!39 = !DILocation(line: 287, column: 12, scope: !24, inlinedAt: !40)
!40 = !DILocation(line: 314, column: 12, scope: !24, inlinedAt: !41)
!41 = !DILocation(line: 40, column: 26, scope: !28)
!42 = !DILocation(line: 34, column: 15, scope: !6)
!43 = !DILocation(line: 40, column: 26, scope: !6)
!44 = !DILocation(line: 40, column: 18, scope: !6)
!45 = !DILocation(line: 40, column: 12, scope: !6)
!46 = !DILocation(line: 41, column: 14, scope: !6)
!47 = !DILocation(line: 41, column: 5, scope: !6)
!48 = !DILocation(line: 42, column: 14, scope: !6)
!49 = !DILocation(line: 42, column: 5, scope: !6)
!50 = !DILocation(line: 49, column: 18, scope: !6)
!51 = !DILocation(line: 43, column: 5, scope: !6)
!52 = !DILocation(line: 44, column: 16, scope: !6)
!53 = !DILocation(line: 45, column: 13, scope: !6)
!54 = !DILocation(line: 46, column: 21, scope: !6)
!55 = !DILocation(line: 46, column: 13, scope: !6)
!56 = !DILocation(line: 47, column: 21, scope: !6)
!57 = !DILocation(line: 47, column: 13, scope: !6)
!58 = !DILocation(line: 48, column: 21, scope: !6)
!59 = !DILocation(line: 48, column: 13, scope: !6)
!60 = !DILocation(line: 49, column: 48, scope: !6)
!61 = !DILocation(line: 49, column: 47, scope: !6)
!62 = !DILocation(line: 49, column: 9, scope: !6)
!63 = !DILocation(line: 26, column: 1, scope: !6)
