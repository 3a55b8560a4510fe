; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @flash_attention_fwd(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !6 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %11 = shl nuw nsw i32 %10, 6, !dbg !17
  %12 = mul i32 %11, %4, !dbg !17
  %13 = shl i32 %9, 6, !dbg !18
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %15 = lshr i32 %14, 3, !dbg !19
  %16 = and i32 %15, 15, !dbg !19
  %17 = or disjoint i32 %16, 16, !dbg !19
  %18 = or disjoint i32 %16, 32, !dbg !19
  %19 = or disjoint i32 %16, 48, !dbg !19
  %20 = and i32 %14, 96, !dbg !19
  %21 = or disjoint i32 %16, %13, !dbg !18
  %22 = or disjoint i32 %17, %13, !dbg !18
  %23 = or disjoint i32 %18, %13, !dbg !18
  %24 = or disjoint i32 %19, %13, !dbg !18
  %25 = icmp slt i32 %21, %4, !dbg !20
  %26 = icmp slt i32 %22, %4, !dbg !20
  %27 = icmp slt i32 %23, %4, !dbg !20
  %28 = icmp slt i32 %24, %4, !dbg !20
  %29 = sext i32 %12 to i64, !dbg !21
  %30 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %29, !dbg !21
  %31 = shl i32 %21, 6, !dbg !22
  %32 = shl i32 %22, 6, !dbg !22
  %33 = shl i32 %23, 6, !dbg !22
  %34 = shl i32 %24, 6, !dbg !22
  %35 = sext i32 %31 to i64, !dbg !21
  %36 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %35, !dbg !21
  %37 = sext i32 %32 to i64, !dbg !21
  %38 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %37, !dbg !21
  %39 = sext i32 %33 to i64, !dbg !21
  %40 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %39, !dbg !21
  %41 = sext i32 %34 to i64, !dbg !21
  %42 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %41, !dbg !21
  %43 = and i32 %14, 7, !dbg !23
  %44 = shl nuw nsw i32 %43, 3, !dbg !23
  %45 = zext nneg i32 %44 to i64, !dbg !21
  %46 = getelementptr [2 x i8], ptr addrspace(1) %36, i64 %45, !dbg !21
  %47 = getelementptr [2 x i8], ptr addrspace(1) %38, i64 %45, !dbg !21
  %48 = getelementptr [2 x i8], ptr addrspace(1) %40, i64 %45, !dbg !21
  %49 = getelementptr [2 x i8], ptr addrspace(1) %42, i64 %45, !dbg !21
  %50 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %46, i1 %25) #2, !dbg !24
  %51 = extractvalue { i32, i32, i32, i32 } %50, 0, !dbg !24
  %52 = extractvalue { i32, i32, i32, i32 } %50, 1, !dbg !24
  %53 = extractvalue { i32, i32, i32, i32 } %50, 2, !dbg !24
  %54 = extractvalue { i32, i32, i32, i32 } %50, 3, !dbg !24
  %55 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %47, i1 %26) #2, !dbg !24
  %56 = extractvalue { i32, i32, i32, i32 } %55, 0, !dbg !24
  %57 = extractvalue { i32, i32, i32, i32 } %55, 1, !dbg !24
  %58 = extractvalue { i32, i32, i32, i32 } %55, 2, !dbg !24
  %59 = extractvalue { i32, i32, i32, i32 } %55, 3, !dbg !24
  %60 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %48, i1 %27) #2, !dbg !24
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0, !dbg !24
  %62 = extractvalue { i32, i32, i32, i32 } %60, 1, !dbg !24
  %63 = extractvalue { i32, i32, i32, i32 } %60, 2, !dbg !24
  %64 = extractvalue { i32, i32, i32, i32 } %60, 3, !dbg !24
  %65 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %49, i1 %28) #2, !dbg !24
  %66 = extractvalue { i32, i32, i32, i32 } %65, 0, !dbg !24
  %67 = extractvalue { i32, i32, i32, i32 } %65, 1, !dbg !24
  %68 = extractvalue { i32, i32, i32, i32 } %65, 2, !dbg !24
  %69 = extractvalue { i32, i32, i32, i32 } %65, 3, !dbg !24
  %70 = shl nuw nsw i32 %14, 4, !dbg !24
  %71 = and i32 %70, 2032, !dbg !24
  %72 = shl nuw nsw i32 %14, 1, !dbg !24
  %73 = and i32 %72, 112, !dbg !24
  %74 = xor i32 %71, %73, !dbg !24
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !24
  %76 = insertelement <4 x i32> poison, i32 %51, i64 0, !dbg !24
  %77 = insertelement <4 x i32> %76, i32 %52, i64 1, !dbg !24
  %78 = insertelement <4 x i32> %77, i32 %53, i64 2, !dbg !24
  %79 = insertelement <4 x i32> %78, i32 %54, i64 3, !dbg !24
  store <4 x i32> %79, ptr addrspace(3) %75, align 16, !dbg !24
  %80 = or disjoint i32 %74, 2048, !dbg !24
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !24
  %82 = insertelement <4 x i32> poison, i32 %56, i64 0, !dbg !24
  %83 = insertelement <4 x i32> %82, i32 %57, i64 1, !dbg !24
  %84 = insertelement <4 x i32> %83, i32 %58, i64 2, !dbg !24
  %85 = insertelement <4 x i32> %84, i32 %59, i64 3, !dbg !24
  store <4 x i32> %85, ptr addrspace(3) %81, align 16, !dbg !24
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 4096, !dbg !24
  %87 = insertelement <4 x i32> poison, i32 %61, i64 0, !dbg !24
  %88 = insertelement <4 x i32> %87, i32 %62, i64 1, !dbg !24
  %89 = insertelement <4 x i32> %88, i32 %63, i64 2, !dbg !24
  %90 = insertelement <4 x i32> %89, i32 %64, i64 3, !dbg !24
  store <4 x i32> %90, ptr addrspace(3) %86, align 16, !dbg !24
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 6144, !dbg !24
  %92 = insertelement <4 x i32> poison, i32 %66, i64 0, !dbg !24
  %93 = insertelement <4 x i32> %92, i32 %67, i64 1, !dbg !24
  %94 = insertelement <4 x i32> %93, i32 %68, i64 2, !dbg !24
  %95 = insertelement <4 x i32> %94, i32 %69, i64 3, !dbg !24
  store <4 x i32> %95, ptr addrspace(3) %91, align 16, !dbg !24
  %96 = fmul float %5, f0x3FB8AA3B, !dbg !25
  %97 = add i32 %13, 64, !dbg !26
  %98 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %29, !dbg !27
  %99 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %29, !dbg !28
  %100 = icmp sgt i32 %97, 0, !dbg !29
  %101 = icmp slt i32 %16, %4, !dbg !30
  %102 = icmp slt i32 %17, %4, !dbg !30
  %103 = shl nuw nsw i32 %16, 6, !dbg !31
  %104 = shl nuw nsw i32 %17, 6, !dbg !31
  %105 = zext nneg i32 %103 to i64, !dbg !27
  %106 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %105, !dbg !27
  %107 = zext nneg i32 %104 to i64, !dbg !27
  %108 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %107, !dbg !27
  %109 = getelementptr [2 x i8], ptr addrspace(1) %106, i64 %45, !dbg !27
  %110 = getelementptr [2 x i8], ptr addrspace(1) %108, i64 %45, !dbg !27
  %111 = and i1 %100, %101, !dbg !29
  %112 = and i1 %100, %102, !dbg !29
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %74, !dbg !32
  %114 = select i1 %111, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %113, ptr addrspace(1) %109, i32 %114) #2, !dbg !32
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %80, !dbg !32
  %116 = select i1 %112, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %115, ptr addrspace(1) %110, i32 %116) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %117 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %105, !dbg !28
  %118 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %107, !dbg !28
  %119 = getelementptr [2 x i8], ptr addrspace(1) %117, i64 %45, !dbg !28
  %120 = getelementptr [2 x i8], ptr addrspace(1) %118, i64 %45, !dbg !28
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %74, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %121, ptr addrspace(1) %119, i32 %114) #2, !dbg !33
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %80, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %122, ptr addrspace(1) %120, i32 %116) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %123 = icmp sgt i32 %97, 32, !dbg !29
  %124 = icmp slt i32 %18, %4, !dbg !30
  %125 = icmp slt i32 %19, %4, !dbg !30
  %126 = shl nuw nsw i32 %18, 6, !dbg !31
  %127 = shl nuw nsw i32 %19, 6, !dbg !31
  %128 = zext nneg i32 %126 to i64, !dbg !27
  %129 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %128, !dbg !27
  %130 = zext nneg i32 %127 to i64, !dbg !27
  %131 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %130, !dbg !27
  %132 = getelementptr [2 x i8], ptr addrspace(1) %129, i64 %45, !dbg !27
  %133 = getelementptr [2 x i8], ptr addrspace(1) %131, i64 %45, !dbg !27
  %134 = and i1 %123, %124, !dbg !29
  %135 = and i1 %123, %125, !dbg !29
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %74, !dbg !32
  %137 = select i1 %134, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %136, ptr addrspace(1) %132, i32 %137) #2, !dbg !32
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %80, !dbg !32
  %139 = select i1 %135, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %138, ptr addrspace(1) %133, i32 %139) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %140 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %128, !dbg !28
  %141 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %130, !dbg !28
  %142 = getelementptr [2 x i8], ptr addrspace(1) %140, i64 %45, !dbg !28
  %143 = getelementptr [2 x i8], ptr addrspace(1) %141, i64 %45, !dbg !28
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %74, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %144, ptr addrspace(1) %142, i32 %137) #2, !dbg !33
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %80, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %145, ptr addrspace(1) %143, i32 %139) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %45, !dbg !29
  %invariant.gep83 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %45, !dbg !29
  br i1 %100, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !29

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = and i32 %14, 16, !dbg !34
  br label %._crit_edge, !dbg !29

.lr.ph:                                           ; preds = %8
  %146 = and i32 %72, 6, !dbg !35
  %147 = lshr exact i32 %20, 1, !dbg !19
  %148 = lshr i32 %14, 2, !dbg !19
  %149 = and i32 %148, 7, !dbg !19
  %150 = or disjoint i32 %147, %149, !dbg !19
  %151 = or disjoint i32 %150, %13, !dbg !18
  %152 = or disjoint i32 %151, 8, !dbg !18
  %153 = shl nuw nsw i32 %14, 7
  %154 = and i32 %153, 1920
  %155 = shl nuw nsw i32 %20, 6
  %156 = shl nuw nsw i32 %43, 4
  %157 = and i32 %14, 16
  %158 = or disjoint i32 %154, %155
  %159 = xor i32 %156, %157
  %160 = or disjoint i32 %158, %159
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %160
  %162 = xor i32 %160, 32
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %162
  %164 = xor i32 %160, 64
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %164
  %166 = xor i32 %160, 96
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %166
  %168 = and i32 %72, 48
  %169 = mul nuw nsw i32 %43, 144
  %170 = xor i32 %169, %168
  %171 = xor i32 %170, 64
  %172 = and i32 %153, 3968
  %173 = or disjoint i32 %172, %156
  %174 = xor i32 %173, 16
  %175 = xor i32 %173, 32
  %176 = xor i32 %173, 48
  %177 = xor i32 %173, 64
  %178 = xor i32 %173, 80
  %179 = xor i32 %173, 96
  %180 = xor i32 %173, 112
  %181 = zext nneg i32 %146 to i64, !dbg !29
  %182 = zext nneg i32 %152 to i64, !dbg !29
  %183 = zext nneg i32 %151 to i64, !dbg !29
  %184 = sext i32 %4 to i64, !dbg !29
  %185 = zext nneg i32 %13 to i64, !dbg !29
  %186 = zext nneg i32 %16 to i64, !dbg !29
  %187 = zext nneg i32 %17 to i64, !dbg !29
  %188 = zext nneg i32 %97 to i64, !dbg !29
  %invariant.op = add nsw i64 %183, -8, !dbg !29
  br label %189, !dbg !29

189:                                              ; preds = %.lr.ph, %__nv_exp2f.exit79
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %__nv_exp2f.exit79 ]
  %190 = phi i32 [ -1, %.lr.ph ], [ %231, %__nv_exp2f.exit79 ]
  %191 = phi i32 [ 1, %.lr.ph ], [ %816, %__nv_exp2f.exit79 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph ], [ %775, %__nv_exp2f.exit79 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph ], [ %776, %__nv_exp2f.exit79 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph ], [ %777, %__nv_exp2f.exit79 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph ], [ %778, %__nv_exp2f.exit79 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph ], [ %780, %__nv_exp2f.exit79 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph ], [ %781, %__nv_exp2f.exit79 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph ], [ %782, %__nv_exp2f.exit79 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph ], [ %783, %__nv_exp2f.exit79 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %785, %__nv_exp2f.exit79 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph ], [ %786, %__nv_exp2f.exit79 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph ], [ %787, %__nv_exp2f.exit79 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph ], [ %788, %__nv_exp2f.exit79 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph ], [ %790, %__nv_exp2f.exit79 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph ], [ %791, %__nv_exp2f.exit79 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %792, %__nv_exp2f.exit79 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %793, %__nv_exp2f.exit79 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %795, %__nv_exp2f.exit79 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %796, %__nv_exp2f.exit79 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %797, %__nv_exp2f.exit79 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %798, %__nv_exp2f.exit79 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %800, %__nv_exp2f.exit79 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %801, %__nv_exp2f.exit79 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %802, %__nv_exp2f.exit79 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %803, %__nv_exp2f.exit79 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %805, %__nv_exp2f.exit79 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %806, %__nv_exp2f.exit79 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %807, %__nv_exp2f.exit79 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %808, %__nv_exp2f.exit79 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %810, %__nv_exp2f.exit79 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %811, %__nv_exp2f.exit79 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %812, %__nv_exp2f.exit79 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %813, %__nv_exp2f.exit79 ]
  %224 = phi float [ 1.000000e+00, %.lr.ph ], [ %611, %__nv_exp2f.exit79 ]
  %225 = phi float [ 1.000000e+00, %.lr.ph ], [ %612, %__nv_exp2f.exit79 ]
  %226 = phi float [ -inf, %.lr.ph ], [ %453, %__nv_exp2f.exit79 ]
  %227 = phi float [ -inf, %.lr.ph ], [ %454, %__nv_exp2f.exit79 ]
  %228 = icmp samesign ult i64 %indvars.iv, %185, !dbg !29
  %229 = add i32 %190, 1, !dbg !29
  %230 = icmp sgt i32 %229, 1, !dbg !29
  %231 = select i1 %230, i32 0, i32 %229, !dbg !29
  %232 = or disjoint i64 %indvars.iv, %181, !dbg !36
  %233 = or disjoint i64 %232, 9, !dbg !36
  %234 = or disjoint i64 %232, 16, !dbg !36
  %235 = or disjoint i64 %232, 17, !dbg !36
  %236 = or disjoint i64 %232, 24, !dbg !36
  %237 = or disjoint i64 %232, 25, !dbg !36
  %238 = icmp slt i64 %232, %184, !dbg !30
  %239 = icmp slt i64 %234, %184, !dbg !30
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %240 = shl i32 %231, 11, !dbg !32
  %241 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %240, !dbg !32
  %242 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %161), !dbg !24
  %243 = extractvalue { i32, i32, i32, i32 } %242, 0, !dbg !24
  %244 = extractvalue { i32, i32, i32, i32 } %242, 1, !dbg !24
  %245 = extractvalue { i32, i32, i32, i32 } %242, 2, !dbg !24
  %246 = extractvalue { i32, i32, i32, i32 } %242, 3, !dbg !24
  %247 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %163), !dbg !24
  %248 = extractvalue { i32, i32, i32, i32 } %247, 0, !dbg !24
  %249 = extractvalue { i32, i32, i32, i32 } %247, 1, !dbg !24
  %250 = extractvalue { i32, i32, i32, i32 } %247, 2, !dbg !24
  %251 = extractvalue { i32, i32, i32, i32 } %247, 3, !dbg !24
  %252 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %165), !dbg !24
  %253 = extractvalue { i32, i32, i32, i32 } %252, 0, !dbg !24
  %254 = extractvalue { i32, i32, i32, i32 } %252, 1, !dbg !24
  %255 = extractvalue { i32, i32, i32, i32 } %252, 2, !dbg !24
  %256 = extractvalue { i32, i32, i32, i32 } %252, 3, !dbg !24
  %257 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %167), !dbg !24
  %258 = extractvalue { i32, i32, i32, i32 } %257, 0, !dbg !24
  %259 = extractvalue { i32, i32, i32, i32 } %257, 1, !dbg !24
  %260 = extractvalue { i32, i32, i32, i32 } %257, 2, !dbg !24
  %261 = extractvalue { i32, i32, i32, i32 } %257, 3, !dbg !24
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 %170, !dbg !32
  %263 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %262), !dbg !32
  %264 = extractvalue { i32, i32, i32, i32 } %263, 0, !dbg !32
  %265 = extractvalue { i32, i32, i32, i32 } %263, 1, !dbg !32
  %266 = extractvalue { i32, i32, i32, i32 } %263, 2, !dbg !32
  %267 = extractvalue { i32, i32, i32, i32 } %263, 3, !dbg !32
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 1024, !dbg !32
  %269 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %268), !dbg !32
  %270 = extractvalue { i32, i32, i32, i32 } %269, 0, !dbg !32
  %271 = extractvalue { i32, i32, i32, i32 } %269, 1, !dbg !32
  %272 = extractvalue { i32, i32, i32, i32 } %269, 2, !dbg !32
  %273 = extractvalue { i32, i32, i32, i32 } %269, 3, !dbg !32
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 2048, !dbg !32
  %275 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %274), !dbg !32
  %276 = extractvalue { i32, i32, i32, i32 } %275, 0, !dbg !32
  %277 = extractvalue { i32, i32, i32, i32 } %275, 1, !dbg !32
  %278 = extractvalue { i32, i32, i32, i32 } %275, 2, !dbg !32
  %279 = extractvalue { i32, i32, i32, i32 } %275, 3, !dbg !32
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 3072, !dbg !32
  %281 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %280), !dbg !32
  %282 = extractvalue { i32, i32, i32, i32 } %281, 0, !dbg !32
  %283 = extractvalue { i32, i32, i32, i32 } %281, 1, !dbg !32
  %284 = extractvalue { i32, i32, i32, i32 } %281, 2, !dbg !32
  %285 = extractvalue { i32, i32, i32, i32 } %281, 3, !dbg !32
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 %171, !dbg !32
  %287 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %286), !dbg !32
  %288 = extractvalue { i32, i32, i32, i32 } %287, 0, !dbg !32
  %289 = extractvalue { i32, i32, i32, i32 } %287, 1, !dbg !32
  %290 = extractvalue { i32, i32, i32, i32 } %287, 2, !dbg !32
  %291 = extractvalue { i32, i32, i32, i32 } %287, 3, !dbg !32
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %286, i32 1024, !dbg !32
  %293 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %292), !dbg !32
  %294 = extractvalue { i32, i32, i32, i32 } %293, 0, !dbg !32
  %295 = extractvalue { i32, i32, i32, i32 } %293, 1, !dbg !32
  %296 = extractvalue { i32, i32, i32, i32 } %293, 2, !dbg !32
  %297 = extractvalue { i32, i32, i32, i32 } %293, 3, !dbg !32
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %286, i32 2048, !dbg !32
  %299 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %298), !dbg !32
  %300 = extractvalue { i32, i32, i32, i32 } %299, 0, !dbg !32
  %301 = extractvalue { i32, i32, i32, i32 } %299, 1, !dbg !32
  %302 = extractvalue { i32, i32, i32, i32 } %299, 2, !dbg !32
  %303 = extractvalue { i32, i32, i32, i32 } %299, 3, !dbg !32
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %286, i32 3072, !dbg !32
  %305 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %304), !dbg !32
  %306 = extractvalue { i32, i32, i32, i32 } %305, 0, !dbg !32
  %307 = extractvalue { i32, i32, i32, i32 } %305, 1, !dbg !32
  %308 = extractvalue { i32, i32, i32, i32 } %305, 2, !dbg !32
  %309 = extractvalue { i32, i32, i32, i32 } %305, 3, !dbg !32
  %310 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %243, i32 %244, i32 %245, i32 %246, i32 %264, i32 %265) #2, !dbg !37
  %311 = extractvalue { float, float, float, float } %310, 0, !dbg !37
  %312 = extractvalue { float, float, float, float } %310, 1, !dbg !37
  %313 = extractvalue { float, float, float, float } %310, 2, !dbg !37
  %314 = extractvalue { float, float, float, float } %310, 3, !dbg !37
  %315 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %243, i32 %244, i32 %245, i32 %246, i32 %270, i32 %271) #2, !dbg !37
  %316 = extractvalue { float, float, float, float } %315, 0, !dbg !37
  %317 = extractvalue { float, float, float, float } %315, 1, !dbg !37
  %318 = extractvalue { float, float, float, float } %315, 2, !dbg !37
  %319 = extractvalue { float, float, float, float } %315, 3, !dbg !37
  %320 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %243, i32 %244, i32 %245, i32 %246, i32 %276, i32 %277) #2, !dbg !37
  %321 = extractvalue { float, float, float, float } %320, 0, !dbg !37
  %322 = extractvalue { float, float, float, float } %320, 1, !dbg !37
  %323 = extractvalue { float, float, float, float } %320, 2, !dbg !37
  %324 = extractvalue { float, float, float, float } %320, 3, !dbg !37
  %325 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %243, i32 %244, i32 %245, i32 %246, i32 %282, i32 %283) #2, !dbg !37
  %326 = extractvalue { float, float, float, float } %325, 0, !dbg !37
  %327 = extractvalue { float, float, float, float } %325, 1, !dbg !37
  %328 = extractvalue { float, float, float, float } %325, 2, !dbg !37
  %329 = extractvalue { float, float, float, float } %325, 3, !dbg !37
  %330 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %311, float %312, float %313, float %314, i32 %248, i32 %249, i32 %250, i32 %251, i32 %266, i32 %267) #2, !dbg !37
  %331 = extractvalue { float, float, float, float } %330, 0, !dbg !37
  %332 = extractvalue { float, float, float, float } %330, 1, !dbg !37
  %333 = extractvalue { float, float, float, float } %330, 2, !dbg !37
  %334 = extractvalue { float, float, float, float } %330, 3, !dbg !37
  %335 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %316, float %317, float %318, float %319, i32 %248, i32 %249, i32 %250, i32 %251, i32 %272, i32 %273) #2, !dbg !37
  %336 = extractvalue { float, float, float, float } %335, 0, !dbg !37
  %337 = extractvalue { float, float, float, float } %335, 1, !dbg !37
  %338 = extractvalue { float, float, float, float } %335, 2, !dbg !37
  %339 = extractvalue { float, float, float, float } %335, 3, !dbg !37
  %340 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %321, float %322, float %323, float %324, i32 %248, i32 %249, i32 %250, i32 %251, i32 %278, i32 %279) #2, !dbg !37
  %341 = extractvalue { float, float, float, float } %340, 0, !dbg !37
  %342 = extractvalue { float, float, float, float } %340, 1, !dbg !37
  %343 = extractvalue { float, float, float, float } %340, 2, !dbg !37
  %344 = extractvalue { float, float, float, float } %340, 3, !dbg !37
  %345 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %326, float %327, float %328, float %329, i32 %248, i32 %249, i32 %250, i32 %251, i32 %284, i32 %285) #2, !dbg !37
  %346 = extractvalue { float, float, float, float } %345, 0, !dbg !37
  %347 = extractvalue { float, float, float, float } %345, 1, !dbg !37
  %348 = extractvalue { float, float, float, float } %345, 2, !dbg !37
  %349 = extractvalue { float, float, float, float } %345, 3, !dbg !37
  %350 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %331, float %332, float %333, float %334, i32 %253, i32 %254, i32 %255, i32 %256, i32 %288, i32 %289) #2, !dbg !37
  %351 = extractvalue { float, float, float, float } %350, 0, !dbg !37
  %352 = extractvalue { float, float, float, float } %350, 1, !dbg !37
  %353 = extractvalue { float, float, float, float } %350, 2, !dbg !37
  %354 = extractvalue { float, float, float, float } %350, 3, !dbg !37
  %355 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %336, float %337, float %338, float %339, i32 %253, i32 %254, i32 %255, i32 %256, i32 %294, i32 %295) #2, !dbg !37
  %356 = extractvalue { float, float, float, float } %355, 0, !dbg !37
  %357 = extractvalue { float, float, float, float } %355, 1, !dbg !37
  %358 = extractvalue { float, float, float, float } %355, 2, !dbg !37
  %359 = extractvalue { float, float, float, float } %355, 3, !dbg !37
  %360 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %341, float %342, float %343, float %344, i32 %253, i32 %254, i32 %255, i32 %256, i32 %300, i32 %301) #2, !dbg !37
  %361 = extractvalue { float, float, float, float } %360, 0, !dbg !37
  %362 = extractvalue { float, float, float, float } %360, 1, !dbg !37
  %363 = extractvalue { float, float, float, float } %360, 2, !dbg !37
  %364 = extractvalue { float, float, float, float } %360, 3, !dbg !37
  %365 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %346, float %347, float %348, float %349, i32 %253, i32 %254, i32 %255, i32 %256, i32 %306, i32 %307) #2, !dbg !37
  %366 = extractvalue { float, float, float, float } %365, 0, !dbg !37
  %367 = extractvalue { float, float, float, float } %365, 1, !dbg !37
  %368 = extractvalue { float, float, float, float } %365, 2, !dbg !37
  %369 = extractvalue { float, float, float, float } %365, 3, !dbg !37
  %370 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %351, float %352, float %353, float %354, i32 %258, i32 %259, i32 %260, i32 %261, i32 %290, i32 %291) #2, !dbg !37
  %371 = extractvalue { float, float, float, float } %370, 0, !dbg !37
  %372 = extractvalue { float, float, float, float } %370, 1, !dbg !37
  %373 = extractvalue { float, float, float, float } %370, 2, !dbg !37
  %374 = extractvalue { float, float, float, float } %370, 3, !dbg !37
  %375 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %356, float %357, float %358, float %359, i32 %258, i32 %259, i32 %260, i32 %261, i32 %296, i32 %297) #2, !dbg !37
  %376 = extractvalue { float, float, float, float } %375, 0, !dbg !37
  %377 = extractvalue { float, float, float, float } %375, 1, !dbg !37
  %378 = extractvalue { float, float, float, float } %375, 2, !dbg !37
  %379 = extractvalue { float, float, float, float } %375, 3, !dbg !37
  %380 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %361, float %362, float %363, float %364, i32 %258, i32 %259, i32 %260, i32 %261, i32 %302, i32 %303) #2, !dbg !37
  %381 = extractvalue { float, float, float, float } %380, 0, !dbg !37
  %382 = extractvalue { float, float, float, float } %380, 1, !dbg !37
  %383 = extractvalue { float, float, float, float } %380, 2, !dbg !37
  %384 = extractvalue { float, float, float, float } %380, 3, !dbg !37
  %385 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %366, float %367, float %368, float %369, i32 %258, i32 %259, i32 %260, i32 %261, i32 %308, i32 %309) #2, !dbg !37
  %386 = extractvalue { float, float, float, float } %385, 0, !dbg !37
  %387 = extractvalue { float, float, float, float } %385, 1, !dbg !37
  %388 = extractvalue { float, float, float, float } %385, 2, !dbg !37
  %389 = extractvalue { float, float, float, float } %385, 3, !dbg !37
  %.not = icmp samesign ule i64 %232, %183, !dbg !38
  %.not14 = icmp samesign ult i64 %232, %183, !dbg !38
  %.not15 = icmp samesign ule i64 %232, %182, !dbg !38
  %.not16 = icmp samesign ult i64 %232, %182, !dbg !38
  %.not17 = icmp sle i64 %232, %invariant.op, !dbg !38
  %.not18 = icmp samesign ule i64 %233, %183, !dbg !38
  %.not20 = icmp samesign ule i64 %233, %182, !dbg !38
  %.not21 = icmp samesign ule i64 %234, %183, !dbg !38
  %.not22 = icmp samesign ule i64 %235, %183, !dbg !38
  %.not23 = icmp samesign ule i64 %234, %182, !dbg !38
  %.not24 = icmp samesign ule i64 %235, %182, !dbg !38
  %.not25 = icmp samesign ule i64 %236, %183, !dbg !38
  %.not26 = icmp samesign ule i64 %237, %183, !dbg !38
  %.not27 = icmp samesign ule i64 %236, %182, !dbg !38
  %.not28 = icmp samesign ule i64 %237, %182, !dbg !38
  %390 = select i1 %238, i1 %.not, i1 false, !dbg !39
  %391 = select i1 %390, float %371, float -1.000000e+06, !dbg !39
  %392 = select i1 %238, i1 %.not14, i1 false, !dbg !39
  %393 = select i1 %392, float %372, float -1.000000e+06, !dbg !39
  %394 = select i1 %238, i1 %.not15, i1 false, !dbg !39
  %395 = select i1 %394, float %373, float -1.000000e+06, !dbg !39
  %396 = select i1 %238, i1 %.not16, i1 false, !dbg !39
  %397 = select i1 %396, float %374, float -1.000000e+06, !dbg !39
  %398 = select i1 %238, i1 %.not17, i1 false, !dbg !39
  %399 = select i1 %398, float %376, float -1.000000e+06, !dbg !39
  %400 = select i1 %238, i1 %.not18, i1 false, !dbg !39
  %401 = select i1 %400, float %377, float -1.000000e+06, !dbg !39
  %402 = select i1 %390, float %378, float -1.000000e+06, !dbg !39
  %403 = select i1 %238, i1 %.not20, i1 false, !dbg !39
  %404 = select i1 %403, float %379, float -1.000000e+06, !dbg !39
  %405 = select i1 %239, i1 %.not21, i1 false, !dbg !39
  %406 = select i1 %405, float %381, float -1.000000e+06, !dbg !39
  %407 = select i1 %239, i1 %.not22, i1 false, !dbg !39
  %408 = select i1 %407, float %382, float -1.000000e+06, !dbg !39
  %409 = select i1 %239, i1 %.not23, i1 false, !dbg !39
  %410 = select i1 %409, float %383, float -1.000000e+06, !dbg !39
  %411 = select i1 %239, i1 %.not24, i1 false, !dbg !39
  %412 = select i1 %411, float %384, float -1.000000e+06, !dbg !39
  %413 = select i1 %239, i1 %.not25, i1 false, !dbg !39
  %414 = select i1 %413, float %386, float -1.000000e+06, !dbg !39
  %415 = select i1 %239, i1 %.not26, i1 false, !dbg !39
  %416 = select i1 %415, float %387, float -1.000000e+06, !dbg !39
  %417 = select i1 %239, i1 %.not27, i1 false, !dbg !39
  %418 = select i1 %417, float %388, float -1.000000e+06, !dbg !39
  %419 = select i1 %239, i1 %.not28, i1 false, !dbg !39
  %420 = select i1 %419, float %389, float -1.000000e+06, !dbg !39
  %421 = tail call float @llvm.maxnum.f32(float %391, float %393), !dbg !40
  %422 = tail call float @llvm.maxnum.f32(float %399, float %401), !dbg !40
  %423 = tail call float @llvm.maxnum.f32(float %406, float %408), !dbg !40
  %424 = tail call float @llvm.maxnum.f32(float %414, float %416), !dbg !40
  %425 = tail call float @llvm.maxnum.f32(float %421, float %422), !dbg !40
  %426 = tail call float @llvm.maxnum.f32(float %423, float %424), !dbg !40
  %427 = tail call float @llvm.maxnum.f32(float %425, float %426), !dbg !40
  %428 = tail call float @llvm.maxnum.f32(float %395, float %397), !dbg !40
  %429 = tail call float @llvm.maxnum.f32(float %402, float %404), !dbg !40
  %430 = tail call float @llvm.maxnum.f32(float %410, float %412), !dbg !40
  %431 = tail call float @llvm.maxnum.f32(float %418, float %420), !dbg !40
  %432 = tail call float @llvm.maxnum.f32(float %428, float %429), !dbg !40
  %433 = tail call float @llvm.maxnum.f32(float %430, float %431), !dbg !40
  %434 = tail call float @llvm.maxnum.f32(float %432, float %433), !dbg !40
  %435 = bitcast float %427 to i32, !dbg !43
  %436 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %435, i32 2, i32 31), !dbg !43
  %437 = bitcast i32 %436 to float, !dbg !43
  %438 = tail call float @llvm.maxnum.f32(float %427, float %437), !dbg !40
  %439 = bitcast float %438 to i32, !dbg !43
  %440 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %439, i32 1, i32 31), !dbg !43
  %441 = bitcast i32 %440 to float, !dbg !43
  %442 = tail call float @llvm.maxnum.f32(float %438, float %441), !dbg !40
  %443 = bitcast float %434 to i32, !dbg !43
  %444 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %443, i32 2, i32 31), !dbg !43
  %445 = bitcast i32 %444 to float, !dbg !43
  %446 = tail call float @llvm.maxnum.f32(float %434, float %445), !dbg !40
  %447 = bitcast float %446 to i32, !dbg !43
  %448 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %447, i32 1, i32 31), !dbg !43
  %449 = bitcast i32 %448 to float, !dbg !43
  %450 = tail call float @llvm.maxnum.f32(float %446, float %449), !dbg !40
  %451 = fmul float %96, %442, !dbg !46
  %452 = fmul float %96, %450, !dbg !46
  %453 = tail call float @llvm.maxnum.f32(float %226, float %451), !dbg !47
  %454 = tail call float @llvm.maxnum.f32(float %227, float %452), !dbg !47
  %455 = fmul float %96, %391, !dbg !48
  %456 = fmul float %96, %393, !dbg !48
  %457 = fmul float %96, %395, !dbg !48
  %458 = fmul float %96, %397, !dbg !48
  %459 = fmul float %96, %399, !dbg !48
  %460 = fmul float %96, %401, !dbg !48
  %461 = fmul float %96, %402, !dbg !48
  %462 = fmul float %96, %404, !dbg !48
  %463 = fmul float %96, %406, !dbg !48
  %464 = fmul float %96, %408, !dbg !48
  %465 = fmul float %96, %410, !dbg !48
  %466 = fmul float %96, %412, !dbg !48
  %467 = fmul float %96, %414, !dbg !48
  %468 = fmul float %96, %416, !dbg !48
  %469 = fmul float %96, %418, !dbg !48
  %470 = fmul float %96, %420, !dbg !48
  %471 = fsub float %455, %453, !dbg !48
  %472 = fsub float %456, %453, !dbg !48
  %473 = fsub float %457, %454, !dbg !48
  %474 = fsub float %458, %454, !dbg !48
  %475 = fsub float %459, %453, !dbg !48
  %476 = fsub float %460, %453, !dbg !48
  %477 = fsub float %461, %454, !dbg !48
  %478 = fsub float %462, %454, !dbg !48
  %479 = fsub float %463, %453, !dbg !48
  %480 = fsub float %464, %453, !dbg !48
  %481 = fsub float %465, %454, !dbg !48
  %482 = fsub float %466, %454, !dbg !48
  %483 = fsub float %467, %453, !dbg !48
  %484 = fsub float %468, %453, !dbg !48
  %485 = fsub float %469, %454, !dbg !48
  %486 = fsub float %470, %454, !dbg !48
  %487 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i = icmp eq i32 %487, 0, !dbg !49
  br i1 %.not.i, label %490, label %488, !dbg !49

488:                                              ; preds = %189
  %489 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %471), !dbg !49
  br label %__nv_exp2f.exit, !dbg !49

490:                                              ; preds = %189
  %491 = tail call float @llvm.nvvm.ex2.approx.f32(float %471), !dbg !49
  br label %__nv_exp2f.exit, !dbg !49

__nv_exp2f.exit:                                  ; preds = %488, %490
  %.0.i = phi float [ %489, %488 ], [ %491, %490 ], !dbg !49
  %492 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i29 = icmp eq i32 %492, 0, !dbg !49
  br i1 %.not.i29, label %495, label %493, !dbg !49

493:                                              ; preds = %__nv_exp2f.exit
  %494 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %472), !dbg !49
  br label %__nv_exp2f.exit31, !dbg !49

495:                                              ; preds = %__nv_exp2f.exit
  %496 = tail call float @llvm.nvvm.ex2.approx.f32(float %472), !dbg !49
  br label %__nv_exp2f.exit31, !dbg !49

__nv_exp2f.exit31:                                ; preds = %493, %495
  %.0.i30 = phi float [ %494, %493 ], [ %496, %495 ], !dbg !49
  %497 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i32 = icmp eq i32 %497, 0, !dbg !49
  br i1 %.not.i32, label %500, label %498, !dbg !49

498:                                              ; preds = %__nv_exp2f.exit31
  %499 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %473), !dbg !49
  br label %__nv_exp2f.exit34, !dbg !49

500:                                              ; preds = %__nv_exp2f.exit31
  %501 = tail call float @llvm.nvvm.ex2.approx.f32(float %473), !dbg !49
  br label %__nv_exp2f.exit34, !dbg !49

__nv_exp2f.exit34:                                ; preds = %498, %500
  %.0.i33 = phi float [ %499, %498 ], [ %501, %500 ], !dbg !49
  %502 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i35 = icmp eq i32 %502, 0, !dbg !49
  br i1 %.not.i35, label %505, label %503, !dbg !49

503:                                              ; preds = %__nv_exp2f.exit34
  %504 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %474), !dbg !49
  br label %__nv_exp2f.exit37, !dbg !49

505:                                              ; preds = %__nv_exp2f.exit34
  %506 = tail call float @llvm.nvvm.ex2.approx.f32(float %474), !dbg !49
  br label %__nv_exp2f.exit37, !dbg !49

__nv_exp2f.exit37:                                ; preds = %503, %505
  %.0.i36 = phi float [ %504, %503 ], [ %506, %505 ], !dbg !49
  %507 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i38 = icmp eq i32 %507, 0, !dbg !49
  br i1 %.not.i38, label %510, label %508, !dbg !49

508:                                              ; preds = %__nv_exp2f.exit37
  %509 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %475), !dbg !49
  br label %__nv_exp2f.exit40, !dbg !49

510:                                              ; preds = %__nv_exp2f.exit37
  %511 = tail call float @llvm.nvvm.ex2.approx.f32(float %475), !dbg !49
  br label %__nv_exp2f.exit40, !dbg !49

__nv_exp2f.exit40:                                ; preds = %508, %510
  %.0.i39 = phi float [ %509, %508 ], [ %511, %510 ], !dbg !49
  %512 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i41 = icmp eq i32 %512, 0, !dbg !49
  br i1 %.not.i41, label %515, label %513, !dbg !49

513:                                              ; preds = %__nv_exp2f.exit40
  %514 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %476), !dbg !49
  br label %__nv_exp2f.exit43, !dbg !49

515:                                              ; preds = %__nv_exp2f.exit40
  %516 = tail call float @llvm.nvvm.ex2.approx.f32(float %476), !dbg !49
  br label %__nv_exp2f.exit43, !dbg !49

__nv_exp2f.exit43:                                ; preds = %513, %515
  %.0.i42 = phi float [ %514, %513 ], [ %516, %515 ], !dbg !49
  %517 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i44 = icmp eq i32 %517, 0, !dbg !49
  br i1 %.not.i44, label %520, label %518, !dbg !49

518:                                              ; preds = %__nv_exp2f.exit43
  %519 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %477), !dbg !49
  br label %__nv_exp2f.exit46, !dbg !49

520:                                              ; preds = %__nv_exp2f.exit43
  %521 = tail call float @llvm.nvvm.ex2.approx.f32(float %477), !dbg !49
  br label %__nv_exp2f.exit46, !dbg !49

__nv_exp2f.exit46:                                ; preds = %518, %520
  %.0.i45 = phi float [ %519, %518 ], [ %521, %520 ], !dbg !49
  %522 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i47 = icmp eq i32 %522, 0, !dbg !49
  br i1 %.not.i47, label %525, label %523, !dbg !49

523:                                              ; preds = %__nv_exp2f.exit46
  %524 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %478), !dbg !49
  br label %__nv_exp2f.exit49, !dbg !49

525:                                              ; preds = %__nv_exp2f.exit46
  %526 = tail call float @llvm.nvvm.ex2.approx.f32(float %478), !dbg !49
  br label %__nv_exp2f.exit49, !dbg !49

__nv_exp2f.exit49:                                ; preds = %523, %525
  %.0.i48 = phi float [ %524, %523 ], [ %526, %525 ], !dbg !49
  %527 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i50 = icmp eq i32 %527, 0, !dbg !49
  br i1 %.not.i50, label %530, label %528, !dbg !49

528:                                              ; preds = %__nv_exp2f.exit49
  %529 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %479), !dbg !49
  br label %__nv_exp2f.exit52, !dbg !49

530:                                              ; preds = %__nv_exp2f.exit49
  %531 = tail call float @llvm.nvvm.ex2.approx.f32(float %479), !dbg !49
  br label %__nv_exp2f.exit52, !dbg !49

__nv_exp2f.exit52:                                ; preds = %528, %530
  %.0.i51 = phi float [ %529, %528 ], [ %531, %530 ], !dbg !49
  %532 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i53 = icmp eq i32 %532, 0, !dbg !49
  br i1 %.not.i53, label %535, label %533, !dbg !49

533:                                              ; preds = %__nv_exp2f.exit52
  %534 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %480), !dbg !49
  br label %__nv_exp2f.exit55, !dbg !49

535:                                              ; preds = %__nv_exp2f.exit52
  %536 = tail call float @llvm.nvvm.ex2.approx.f32(float %480), !dbg !49
  br label %__nv_exp2f.exit55, !dbg !49

__nv_exp2f.exit55:                                ; preds = %533, %535
  %.0.i54 = phi float [ %534, %533 ], [ %536, %535 ], !dbg !49
  %537 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i56 = icmp eq i32 %537, 0, !dbg !49
  br i1 %.not.i56, label %540, label %538, !dbg !49

538:                                              ; preds = %__nv_exp2f.exit55
  %539 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %481), !dbg !49
  br label %__nv_exp2f.exit58, !dbg !49

540:                                              ; preds = %__nv_exp2f.exit55
  %541 = tail call float @llvm.nvvm.ex2.approx.f32(float %481), !dbg !49
  br label %__nv_exp2f.exit58, !dbg !49

__nv_exp2f.exit58:                                ; preds = %538, %540
  %.0.i57 = phi float [ %539, %538 ], [ %541, %540 ], !dbg !49
  %542 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i59 = icmp eq i32 %542, 0, !dbg !49
  br i1 %.not.i59, label %545, label %543, !dbg !49

543:                                              ; preds = %__nv_exp2f.exit58
  %544 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %482), !dbg !49
  br label %__nv_exp2f.exit61, !dbg !49

545:                                              ; preds = %__nv_exp2f.exit58
  %546 = tail call float @llvm.nvvm.ex2.approx.f32(float %482), !dbg !49
  br label %__nv_exp2f.exit61, !dbg !49

__nv_exp2f.exit61:                                ; preds = %543, %545
  %.0.i60 = phi float [ %544, %543 ], [ %546, %545 ], !dbg !49
  %547 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i62 = icmp eq i32 %547, 0, !dbg !49
  br i1 %.not.i62, label %550, label %548, !dbg !49

548:                                              ; preds = %__nv_exp2f.exit61
  %549 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %483), !dbg !49
  br label %__nv_exp2f.exit64, !dbg !49

550:                                              ; preds = %__nv_exp2f.exit61
  %551 = tail call float @llvm.nvvm.ex2.approx.f32(float %483), !dbg !49
  br label %__nv_exp2f.exit64, !dbg !49

__nv_exp2f.exit64:                                ; preds = %548, %550
  %.0.i63 = phi float [ %549, %548 ], [ %551, %550 ], !dbg !49
  %552 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i65 = icmp eq i32 %552, 0, !dbg !49
  br i1 %.not.i65, label %555, label %553, !dbg !49

553:                                              ; preds = %__nv_exp2f.exit64
  %554 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %484), !dbg !49
  br label %__nv_exp2f.exit67, !dbg !49

555:                                              ; preds = %__nv_exp2f.exit64
  %556 = tail call float @llvm.nvvm.ex2.approx.f32(float %484), !dbg !49
  br label %__nv_exp2f.exit67, !dbg !49

__nv_exp2f.exit67:                                ; preds = %553, %555
  %.0.i66 = phi float [ %554, %553 ], [ %556, %555 ], !dbg !49
  %557 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i68 = icmp eq i32 %557, 0, !dbg !49
  br i1 %.not.i68, label %560, label %558, !dbg !49

558:                                              ; preds = %__nv_exp2f.exit67
  %559 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %485), !dbg !49
  br label %__nv_exp2f.exit70, !dbg !49

560:                                              ; preds = %__nv_exp2f.exit67
  %561 = tail call float @llvm.nvvm.ex2.approx.f32(float %485), !dbg !49
  br label %__nv_exp2f.exit70, !dbg !49

__nv_exp2f.exit70:                                ; preds = %558, %560
  %.0.i69 = phi float [ %559, %558 ], [ %561, %560 ], !dbg !49
  %562 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !49
  %.not.i71 = icmp eq i32 %562, 0, !dbg !49
  br i1 %.not.i71, label %565, label %563, !dbg !49

563:                                              ; preds = %__nv_exp2f.exit70
  %564 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %486), !dbg !49
  br label %__nv_exp2f.exit73, !dbg !49

565:                                              ; preds = %__nv_exp2f.exit70
  %566 = tail call float @llvm.nvvm.ex2.approx.f32(float %486), !dbg !49
  br label %__nv_exp2f.exit73, !dbg !49

__nv_exp2f.exit73:                                ; preds = %563, %565
  %.0.i72 = phi float [ %564, %563 ], [ %566, %565 ], !dbg !49
  %567 = fsub float %226, %453, !dbg !50
  %568 = fsub float %227, %454, !dbg !50
  %569 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !51
  %.not.i74 = icmp eq i32 %569, 0, !dbg !51
  br i1 %.not.i74, label %572, label %570, !dbg !51

570:                                              ; preds = %__nv_exp2f.exit73
  %571 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %567), !dbg !51
  br label %__nv_exp2f.exit76, !dbg !51

572:                                              ; preds = %__nv_exp2f.exit73
  %573 = tail call float @llvm.nvvm.ex2.approx.f32(float %567), !dbg !51
  br label %__nv_exp2f.exit76, !dbg !51

__nv_exp2f.exit76:                                ; preds = %570, %572
  %.0.i75 = phi float [ %571, %570 ], [ %573, %572 ], !dbg !51
  %574 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !51
  %.not.i77 = icmp eq i32 %574, 0, !dbg !51
  br i1 %.not.i77, label %577, label %575, !dbg !51

575:                                              ; preds = %__nv_exp2f.exit76
  %576 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %568), !dbg !51
  br label %__nv_exp2f.exit79, !dbg !51

577:                                              ; preds = %__nv_exp2f.exit76
  %578 = tail call float @llvm.nvvm.ex2.approx.f32(float %568), !dbg !51
  br label %__nv_exp2f.exit79, !dbg !51

__nv_exp2f.exit79:                                ; preds = %575, %577
  %.0.i78 = phi float [ %576, %575 ], [ %578, %577 ], !dbg !51
  %579 = fmul float %224, %.0.i75, !dbg !52
  %580 = fmul float %225, %.0.i78, !dbg !52
  %581 = fadd float %.0.i, %.0.i30, !dbg !53
  %582 = fadd float %.0.i39, %.0.i42, !dbg !53
  %583 = fadd float %.0.i51, %.0.i54, !dbg !53
  %584 = fadd float %.0.i63, %.0.i66, !dbg !53
  %585 = fadd float %581, %582, !dbg !53
  %586 = fadd float %583, %584, !dbg !53
  %587 = fadd float %585, %586, !dbg !53
  %588 = fadd float %.0.i33, %.0.i36, !dbg !53
  %589 = fadd float %.0.i45, %.0.i48, !dbg !53
  %590 = fadd float %.0.i57, %.0.i60, !dbg !53
  %591 = fadd float %.0.i69, %.0.i72, !dbg !53
  %592 = fadd float %588, %589, !dbg !53
  %593 = fadd float %590, %591, !dbg !53
  %594 = fadd float %592, %593, !dbg !53
  %595 = bitcast float %587 to i32, !dbg !54
  %596 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 2, i32 31), !dbg !54
  %597 = bitcast i32 %596 to float, !dbg !54
  %598 = fadd float %587, %597, !dbg !53
  %599 = bitcast float %598 to i32, !dbg !54
  %600 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %599, i32 1, i32 31), !dbg !54
  %601 = bitcast i32 %600 to float, !dbg !54
  %602 = fadd float %598, %601, !dbg !53
  %603 = bitcast float %594 to i32, !dbg !54
  %604 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %603, i32 2, i32 31), !dbg !54
  %605 = bitcast i32 %604 to float, !dbg !54
  %606 = fadd float %594, %605, !dbg !53
  %607 = bitcast float %606 to i32, !dbg !54
  %608 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %607, i32 1, i32 31), !dbg !54
  %609 = bitcast i32 %608 to float, !dbg !54
  %610 = fadd float %606, %609, !dbg !53
  %611 = fadd float %579, %602, !dbg !52
  %612 = fadd float %580, %610, !dbg !52
  %613 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %240, !dbg !33
  %614 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %173, !dbg !33
  %615 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %614), !dbg !33
  %616 = extractvalue { i32, i32, i32, i32 } %615, 0, !dbg !33
  %617 = extractvalue { i32, i32, i32, i32 } %615, 1, !dbg !33
  %618 = extractvalue { i32, i32, i32, i32 } %615, 2, !dbg !33
  %619 = extractvalue { i32, i32, i32, i32 } %615, 3, !dbg !33
  %620 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %174, !dbg !33
  %621 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %620), !dbg !33
  %622 = extractvalue { i32, i32, i32, i32 } %621, 0, !dbg !33
  %623 = extractvalue { i32, i32, i32, i32 } %621, 1, !dbg !33
  %624 = extractvalue { i32, i32, i32, i32 } %621, 2, !dbg !33
  %625 = extractvalue { i32, i32, i32, i32 } %621, 3, !dbg !33
  %626 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %175, !dbg !33
  %627 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %626), !dbg !33
  %628 = extractvalue { i32, i32, i32, i32 } %627, 0, !dbg !33
  %629 = extractvalue { i32, i32, i32, i32 } %627, 1, !dbg !33
  %630 = extractvalue { i32, i32, i32, i32 } %627, 2, !dbg !33
  %631 = extractvalue { i32, i32, i32, i32 } %627, 3, !dbg !33
  %632 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %176, !dbg !33
  %633 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %632), !dbg !33
  %634 = extractvalue { i32, i32, i32, i32 } %633, 0, !dbg !33
  %635 = extractvalue { i32, i32, i32, i32 } %633, 1, !dbg !33
  %636 = extractvalue { i32, i32, i32, i32 } %633, 2, !dbg !33
  %637 = extractvalue { i32, i32, i32, i32 } %633, 3, !dbg !33
  %638 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %177, !dbg !33
  %639 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %638), !dbg !33
  %640 = extractvalue { i32, i32, i32, i32 } %639, 0, !dbg !33
  %641 = extractvalue { i32, i32, i32, i32 } %639, 1, !dbg !33
  %642 = extractvalue { i32, i32, i32, i32 } %639, 2, !dbg !33
  %643 = extractvalue { i32, i32, i32, i32 } %639, 3, !dbg !33
  %644 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %178, !dbg !33
  %645 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %644), !dbg !33
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0, !dbg !33
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1, !dbg !33
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2, !dbg !33
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3, !dbg !33
  %650 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %179, !dbg !33
  %651 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %650), !dbg !33
  %652 = extractvalue { i32, i32, i32, i32 } %651, 0, !dbg !33
  %653 = extractvalue { i32, i32, i32, i32 } %651, 1, !dbg !33
  %654 = extractvalue { i32, i32, i32, i32 } %651, 2, !dbg !33
  %655 = extractvalue { i32, i32, i32, i32 } %651, 3, !dbg !33
  %656 = getelementptr inbounds nuw i8, ptr addrspace(3) %613, i32 %180, !dbg !33
  %657 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %656), !dbg !33
  %658 = extractvalue { i32, i32, i32, i32 } %657, 0, !dbg !33
  %659 = extractvalue { i32, i32, i32, i32 } %657, 1, !dbg !33
  %660 = extractvalue { i32, i32, i32, i32 } %657, 2, !dbg !33
  %661 = extractvalue { i32, i32, i32, i32 } %657, 3, !dbg !33
  %662 = fmul float %192, %.0.i75, !dbg !56
  %663 = fmul float %193, %.0.i75, !dbg !56
  %664 = fmul float %194, %.0.i78, !dbg !56
  %665 = fmul float %195, %.0.i78, !dbg !56
  %666 = fmul float %196, %.0.i75, !dbg !56
  %667 = fmul float %197, %.0.i75, !dbg !56
  %668 = fmul float %198, %.0.i78, !dbg !56
  %669 = fmul float %199, %.0.i78, !dbg !56
  %670 = fmul float %200, %.0.i75, !dbg !56
  %671 = fmul float %201, %.0.i75, !dbg !56
  %672 = fmul float %202, %.0.i78, !dbg !56
  %673 = fmul float %203, %.0.i78, !dbg !56
  %674 = fmul float %204, %.0.i75, !dbg !56
  %675 = fmul float %205, %.0.i75, !dbg !56
  %676 = fmul float %206, %.0.i78, !dbg !56
  %677 = fmul float %207, %.0.i78, !dbg !56
  %678 = fmul float %208, %.0.i75, !dbg !56
  %679 = fmul float %209, %.0.i75, !dbg !56
  %680 = fmul float %210, %.0.i78, !dbg !56
  %681 = fmul float %211, %.0.i78, !dbg !56
  %682 = fmul float %212, %.0.i75, !dbg !56
  %683 = fmul float %213, %.0.i75, !dbg !56
  %684 = fmul float %214, %.0.i78, !dbg !56
  %685 = fmul float %215, %.0.i78, !dbg !56
  %686 = fmul float %216, %.0.i75, !dbg !56
  %687 = fmul float %217, %.0.i75, !dbg !56
  %688 = fmul float %218, %.0.i78, !dbg !56
  %689 = fmul float %219, %.0.i78, !dbg !56
  %690 = fmul float %220, %.0.i75, !dbg !56
  %691 = fmul float %221, %.0.i75, !dbg !56
  %692 = fmul float %222, %.0.i78, !dbg !56
  %693 = fmul float %223, %.0.i78, !dbg !56
  %694 = fptrunc float %.0.i to half, !dbg !57
  %695 = fptrunc float %.0.i30 to half, !dbg !57
  %696 = fptrunc float %.0.i33 to half, !dbg !57
  %697 = fptrunc float %.0.i36 to half, !dbg !57
  %698 = fptrunc float %.0.i39 to half, !dbg !57
  %699 = fptrunc float %.0.i42 to half, !dbg !57
  %700 = fptrunc float %.0.i45 to half, !dbg !57
  %701 = fptrunc float %.0.i48 to half, !dbg !57
  %702 = fptrunc float %.0.i51 to half, !dbg !57
  %703 = fptrunc float %.0.i54 to half, !dbg !57
  %704 = fptrunc float %.0.i57 to half, !dbg !57
  %705 = fptrunc float %.0.i60 to half, !dbg !57
  %706 = fptrunc float %.0.i63 to half, !dbg !57
  %707 = fptrunc float %.0.i66 to half, !dbg !57
  %708 = fptrunc float %.0.i69 to half, !dbg !57
  %709 = fptrunc float %.0.i72 to half, !dbg !57
  %710 = insertelement <2 x half> poison, half %694, i64 0, !dbg !58
  %711 = insertelement <2 x half> %710, half %695, i64 1, !dbg !58
  %712 = bitcast <2 x half> %711 to i32, !dbg !58
  %713 = insertelement <2 x half> poison, half %696, i64 0, !dbg !58
  %714 = insertelement <2 x half> %713, half %697, i64 1, !dbg !58
  %715 = bitcast <2 x half> %714 to i32, !dbg !58
  %716 = insertelement <2 x half> poison, half %698, i64 0, !dbg !58
  %717 = insertelement <2 x half> %716, half %699, i64 1, !dbg !58
  %718 = bitcast <2 x half> %717 to i32, !dbg !58
  %719 = insertelement <2 x half> poison, half %700, i64 0, !dbg !58
  %720 = insertelement <2 x half> %719, half %701, i64 1, !dbg !58
  %721 = bitcast <2 x half> %720 to i32, !dbg !58
  %722 = insertelement <2 x half> poison, half %702, i64 0, !dbg !58
  %723 = insertelement <2 x half> %722, half %703, i64 1, !dbg !58
  %724 = bitcast <2 x half> %723 to i32, !dbg !58
  %725 = insertelement <2 x half> poison, half %704, i64 0, !dbg !58
  %726 = insertelement <2 x half> %725, half %705, i64 1, !dbg !58
  %727 = bitcast <2 x half> %726 to i32, !dbg !58
  %728 = insertelement <2 x half> poison, half %706, i64 0, !dbg !58
  %729 = insertelement <2 x half> %728, half %707, i64 1, !dbg !58
  %730 = bitcast <2 x half> %729 to i32, !dbg !58
  %731 = insertelement <2 x half> poison, half %708, i64 0, !dbg !58
  %732 = insertelement <2 x half> %731, half %709, i64 1, !dbg !58
  %733 = bitcast <2 x half> %732 to i32, !dbg !58
  %734 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %662, float %663, float %664, float %665, i32 %712, i32 %715, i32 %718, i32 %721, i32 %616, i32 %617) #2, !dbg !58
  %735 = extractvalue { float, float, float, float } %734, 0, !dbg !58
  %736 = extractvalue { float, float, float, float } %734, 1, !dbg !58
  %737 = extractvalue { float, float, float, float } %734, 2, !dbg !58
  %738 = extractvalue { float, float, float, float } %734, 3, !dbg !58
  %739 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %666, float %667, float %668, float %669, i32 %712, i32 %715, i32 %718, i32 %721, i32 %622, i32 %623) #2, !dbg !58
  %740 = extractvalue { float, float, float, float } %739, 0, !dbg !58
  %741 = extractvalue { float, float, float, float } %739, 1, !dbg !58
  %742 = extractvalue { float, float, float, float } %739, 2, !dbg !58
  %743 = extractvalue { float, float, float, float } %739, 3, !dbg !58
  %744 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %670, float %671, float %672, float %673, i32 %712, i32 %715, i32 %718, i32 %721, i32 %628, i32 %629) #2, !dbg !58
  %745 = extractvalue { float, float, float, float } %744, 0, !dbg !58
  %746 = extractvalue { float, float, float, float } %744, 1, !dbg !58
  %747 = extractvalue { float, float, float, float } %744, 2, !dbg !58
  %748 = extractvalue { float, float, float, float } %744, 3, !dbg !58
  %749 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %674, float %675, float %676, float %677, i32 %712, i32 %715, i32 %718, i32 %721, i32 %634, i32 %635) #2, !dbg !58
  %750 = extractvalue { float, float, float, float } %749, 0, !dbg !58
  %751 = extractvalue { float, float, float, float } %749, 1, !dbg !58
  %752 = extractvalue { float, float, float, float } %749, 2, !dbg !58
  %753 = extractvalue { float, float, float, float } %749, 3, !dbg !58
  %754 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %678, float %679, float %680, float %681, i32 %712, i32 %715, i32 %718, i32 %721, i32 %640, i32 %641) #2, !dbg !58
  %755 = extractvalue { float, float, float, float } %754, 0, !dbg !58
  %756 = extractvalue { float, float, float, float } %754, 1, !dbg !58
  %757 = extractvalue { float, float, float, float } %754, 2, !dbg !58
  %758 = extractvalue { float, float, float, float } %754, 3, !dbg !58
  %759 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %682, float %683, float %684, float %685, i32 %712, i32 %715, i32 %718, i32 %721, i32 %646, i32 %647) #2, !dbg !58
  %760 = extractvalue { float, float, float, float } %759, 0, !dbg !58
  %761 = extractvalue { float, float, float, float } %759, 1, !dbg !58
  %762 = extractvalue { float, float, float, float } %759, 2, !dbg !58
  %763 = extractvalue { float, float, float, float } %759, 3, !dbg !58
  %764 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %686, float %687, float %688, float %689, i32 %712, i32 %715, i32 %718, i32 %721, i32 %652, i32 %653) #2, !dbg !58
  %765 = extractvalue { float, float, float, float } %764, 0, !dbg !58
  %766 = extractvalue { float, float, float, float } %764, 1, !dbg !58
  %767 = extractvalue { float, float, float, float } %764, 2, !dbg !58
  %768 = extractvalue { float, float, float, float } %764, 3, !dbg !58
  %769 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %690, float %691, float %692, float %693, i32 %712, i32 %715, i32 %718, i32 %721, i32 %658, i32 %659) #2, !dbg !58
  %770 = extractvalue { float, float, float, float } %769, 0, !dbg !58
  %771 = extractvalue { float, float, float, float } %769, 1, !dbg !58
  %772 = extractvalue { float, float, float, float } %769, 2, !dbg !58
  %773 = extractvalue { float, float, float, float } %769, 3, !dbg !58
  %774 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %735, float %736, float %737, float %738, i32 %724, i32 %727, i32 %730, i32 %733, i32 %618, i32 %619) #2, !dbg !58
  %775 = extractvalue { float, float, float, float } %774, 0, !dbg !58
  %776 = extractvalue { float, float, float, float } %774, 1, !dbg !58
  %777 = extractvalue { float, float, float, float } %774, 2, !dbg !58
  %778 = extractvalue { float, float, float, float } %774, 3, !dbg !58
  %779 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %740, float %741, float %742, float %743, i32 %724, i32 %727, i32 %730, i32 %733, i32 %624, i32 %625) #2, !dbg !58
  %780 = extractvalue { float, float, float, float } %779, 0, !dbg !58
  %781 = extractvalue { float, float, float, float } %779, 1, !dbg !58
  %782 = extractvalue { float, float, float, float } %779, 2, !dbg !58
  %783 = extractvalue { float, float, float, float } %779, 3, !dbg !58
  %784 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %745, float %746, float %747, float %748, i32 %724, i32 %727, i32 %730, i32 %733, i32 %630, i32 %631) #2, !dbg !58
  %785 = extractvalue { float, float, float, float } %784, 0, !dbg !58
  %786 = extractvalue { float, float, float, float } %784, 1, !dbg !58
  %787 = extractvalue { float, float, float, float } %784, 2, !dbg !58
  %788 = extractvalue { float, float, float, float } %784, 3, !dbg !58
  %789 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %750, float %751, float %752, float %753, i32 %724, i32 %727, i32 %730, i32 %733, i32 %636, i32 %637) #2, !dbg !58
  %790 = extractvalue { float, float, float, float } %789, 0, !dbg !58
  %791 = extractvalue { float, float, float, float } %789, 1, !dbg !58
  %792 = extractvalue { float, float, float, float } %789, 2, !dbg !58
  %793 = extractvalue { float, float, float, float } %789, 3, !dbg !58
  %794 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %755, float %756, float %757, float %758, i32 %724, i32 %727, i32 %730, i32 %733, i32 %642, i32 %643) #2, !dbg !58
  %795 = extractvalue { float, float, float, float } %794, 0, !dbg !58
  %796 = extractvalue { float, float, float, float } %794, 1, !dbg !58
  %797 = extractvalue { float, float, float, float } %794, 2, !dbg !58
  %798 = extractvalue { float, float, float, float } %794, 3, !dbg !58
  %799 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %760, float %761, float %762, float %763, i32 %724, i32 %727, i32 %730, i32 %733, i32 %648, i32 %649) #2, !dbg !58
  %800 = extractvalue { float, float, float, float } %799, 0, !dbg !58
  %801 = extractvalue { float, float, float, float } %799, 1, !dbg !58
  %802 = extractvalue { float, float, float, float } %799, 2, !dbg !58
  %803 = extractvalue { float, float, float, float } %799, 3, !dbg !58
  %804 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %765, float %766, float %767, float %768, i32 %724, i32 %727, i32 %730, i32 %733, i32 %654, i32 %655) #2, !dbg !58
  %805 = extractvalue { float, float, float, float } %804, 0, !dbg !58
  %806 = extractvalue { float, float, float, float } %804, 1, !dbg !58
  %807 = extractvalue { float, float, float, float } %804, 2, !dbg !58
  %808 = extractvalue { float, float, float, float } %804, 3, !dbg !58
  %809 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %770, float %771, float %772, float %773, i32 %724, i32 %727, i32 %730, i32 %733, i32 %660, i32 %661) #2, !dbg !58
  %810 = extractvalue { float, float, float, float } %809, 0, !dbg !58
  %811 = extractvalue { float, float, float, float } %809, 1, !dbg !58
  %812 = extractvalue { float, float, float, float } %809, 2, !dbg !58
  %813 = extractvalue { float, float, float, float } %809, 3, !dbg !58
  %814 = add i32 %191, 1, !dbg !29
  %815 = icmp sgt i32 %814, 1, !dbg !29
  %816 = select i1 %815, i32 0, i32 %814, !dbg !29
  %817 = add nuw nsw i64 %indvars.iv, 64, !dbg !29
  %818 = or disjoint i64 %817, %186, !dbg !36
  %819 = or disjoint i64 %817, %187, !dbg !36
  %820 = icmp slt i64 %818, %184, !dbg !30
  %821 = icmp slt i64 %819, %184, !dbg !30
  %822 = trunc nuw nsw i64 %818 to i32, !dbg !31
  %823 = shl i32 %822, 6, !dbg !31
  %824 = trunc nuw nsw i64 %819 to i32, !dbg !31
  %825 = shl i32 %824, 6, !dbg !31
  %826 = sext i32 %823 to i64, !dbg !27
  %827 = sext i32 %825 to i64, !dbg !27
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %826, !dbg !27
  %gep82 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %827, !dbg !27
  %828 = shl i32 %816, 11, !dbg !32
  %829 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %828, !dbg !32
  %830 = and i1 %228, %820, !dbg !29
  %831 = and i1 %228, %821, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %832 = getelementptr inbounds nuw i8, ptr addrspace(3) %829, i32 %74, !dbg !32
  %833 = select i1 %830, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %832, ptr addrspace(1) %gep, i32 %833) #2, !dbg !32
  %834 = getelementptr inbounds nuw i8, ptr addrspace(3) %829, i32 %80, !dbg !32
  %835 = select i1 %831, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %834, ptr addrspace(1) %gep82, i32 %835) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %gep84 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep83, i64 %826, !dbg !28
  %gep86 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep83, i64 %827, !dbg !28
  %836 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %828, !dbg !33
  %837 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 %74, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %837, ptr addrspace(1) %gep84, i32 %833) #2, !dbg !33
  %838 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 %80, !dbg !33
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %838, ptr addrspace(1) %gep86, i32 %835) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 32, !dbg !29
  %839 = icmp samesign ult i64 %indvars.iv.next, %188, !dbg !29
  br i1 %839, label %189, label %._crit_edge, !dbg !29

._crit_edge:                                      ; preds = %__nv_exp2f.exit79, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %157, %__nv_exp2f.exit79 ], !dbg !34
  %840 = phi float [ 1.000000e+00, %.._crit_edge_crit_edge ], [ %611, %__nv_exp2f.exit79 ], !dbg !59
  %841 = phi float [ 1.000000e+00, %.._crit_edge_crit_edge ], [ %612, %__nv_exp2f.exit79 ], !dbg !59
  %842 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %775, %__nv_exp2f.exit79 ]
  %843 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %776, %__nv_exp2f.exit79 ]
  %844 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %777, %__nv_exp2f.exit79 ]
  %845 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %778, %__nv_exp2f.exit79 ]
  %846 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %780, %__nv_exp2f.exit79 ]
  %847 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %781, %__nv_exp2f.exit79 ]
  %848 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %782, %__nv_exp2f.exit79 ]
  %849 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %783, %__nv_exp2f.exit79 ]
  %850 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %785, %__nv_exp2f.exit79 ]
  %851 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %786, %__nv_exp2f.exit79 ]
  %852 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %787, %__nv_exp2f.exit79 ]
  %853 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %788, %__nv_exp2f.exit79 ]
  %854 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %790, %__nv_exp2f.exit79 ]
  %855 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %791, %__nv_exp2f.exit79 ]
  %856 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %792, %__nv_exp2f.exit79 ]
  %857 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %793, %__nv_exp2f.exit79 ]
  %858 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %795, %__nv_exp2f.exit79 ]
  %859 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %796, %__nv_exp2f.exit79 ]
  %860 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %797, %__nv_exp2f.exit79 ]
  %861 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %798, %__nv_exp2f.exit79 ]
  %862 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %800, %__nv_exp2f.exit79 ]
  %863 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %801, %__nv_exp2f.exit79 ]
  %864 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %802, %__nv_exp2f.exit79 ]
  %865 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %803, %__nv_exp2f.exit79 ]
  %866 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %805, %__nv_exp2f.exit79 ]
  %867 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %806, %__nv_exp2f.exit79 ]
  %868 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %807, %__nv_exp2f.exit79 ]
  %869 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %808, %__nv_exp2f.exit79 ]
  %870 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %810, %__nv_exp2f.exit79 ]
  %871 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %811, %__nv_exp2f.exit79 ]
  %872 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %812, %__nv_exp2f.exit79 ]
  %873 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %813, %__nv_exp2f.exit79 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %874 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %29, !dbg !60
  %875 = getelementptr [2 x i8], ptr addrspace(1) %874, i64 %35, !dbg !60
  %876 = getelementptr [2 x i8], ptr addrspace(1) %874, i64 %37, !dbg !60
  %877 = getelementptr [2 x i8], ptr addrspace(1) %874, i64 %39, !dbg !60
  %878 = getelementptr [2 x i8], ptr addrspace(1) %874, i64 %41, !dbg !60
  %879 = getelementptr [2 x i8], ptr addrspace(1) %875, i64 %45, !dbg !60
  %880 = getelementptr [2 x i8], ptr addrspace(1) %876, i64 %45, !dbg !60
  %881 = getelementptr [2 x i8], ptr addrspace(1) %877, i64 %45, !dbg !60
  %882 = getelementptr [2 x i8], ptr addrspace(1) %878, i64 %45, !dbg !60
  %883 = tail call float @llvm.nvvm.div.full(float %842, float %840), !dbg !61
  %884 = tail call float @llvm.nvvm.div.full(float %843, float %840), !dbg !61
  %885 = tail call float @llvm.nvvm.div.full(float %844, float %841), !dbg !61
  %886 = tail call float @llvm.nvvm.div.full(float %845, float %841), !dbg !61
  %887 = tail call float @llvm.nvvm.div.full(float %846, float %840), !dbg !61
  %888 = tail call float @llvm.nvvm.div.full(float %847, float %840), !dbg !61
  %889 = tail call float @llvm.nvvm.div.full(float %848, float %841), !dbg !61
  %890 = tail call float @llvm.nvvm.div.full(float %849, float %841), !dbg !61
  %891 = tail call float @llvm.nvvm.div.full(float %850, float %840), !dbg !61
  %892 = tail call float @llvm.nvvm.div.full(float %851, float %840), !dbg !61
  %893 = tail call float @llvm.nvvm.div.full(float %852, float %841), !dbg !61
  %894 = tail call float @llvm.nvvm.div.full(float %853, float %841), !dbg !61
  %895 = tail call float @llvm.nvvm.div.full(float %854, float %840), !dbg !61
  %896 = tail call float @llvm.nvvm.div.full(float %855, float %840), !dbg !61
  %897 = tail call float @llvm.nvvm.div.full(float %856, float %841), !dbg !61
  %898 = tail call float @llvm.nvvm.div.full(float %857, float %841), !dbg !61
  %899 = tail call float @llvm.nvvm.div.full(float %858, float %840), !dbg !61
  %900 = tail call float @llvm.nvvm.div.full(float %859, float %840), !dbg !61
  %901 = tail call float @llvm.nvvm.div.full(float %860, float %841), !dbg !61
  %902 = tail call float @llvm.nvvm.div.full(float %861, float %841), !dbg !61
  %903 = tail call float @llvm.nvvm.div.full(float %862, float %840), !dbg !61
  %904 = tail call float @llvm.nvvm.div.full(float %863, float %840), !dbg !61
  %905 = tail call float @llvm.nvvm.div.full(float %864, float %841), !dbg !61
  %906 = tail call float @llvm.nvvm.div.full(float %865, float %841), !dbg !61
  %907 = tail call float @llvm.nvvm.div.full(float %866, float %840), !dbg !61
  %908 = tail call float @llvm.nvvm.div.full(float %867, float %840), !dbg !61
  %909 = tail call float @llvm.nvvm.div.full(float %868, float %841), !dbg !61
  %910 = tail call float @llvm.nvvm.div.full(float %869, float %841), !dbg !61
  %911 = tail call float @llvm.nvvm.div.full(float %870, float %840), !dbg !61
  %912 = tail call float @llvm.nvvm.div.full(float %871, float %840), !dbg !61
  %913 = tail call float @llvm.nvvm.div.full(float %872, float %841), !dbg !61
  %914 = tail call float @llvm.nvvm.div.full(float %873, float %841), !dbg !61
  %915 = fptrunc float %883 to half, !dbg !62
  %916 = fptrunc float %884 to half, !dbg !62
  %917 = fptrunc float %885 to half, !dbg !62
  %918 = fptrunc float %886 to half, !dbg !62
  %919 = fptrunc float %887 to half, !dbg !62
  %920 = fptrunc float %888 to half, !dbg !62
  %921 = fptrunc float %889 to half, !dbg !62
  %922 = fptrunc float %890 to half, !dbg !62
  %923 = fptrunc float %891 to half, !dbg !62
  %924 = fptrunc float %892 to half, !dbg !62
  %925 = fptrunc float %893 to half, !dbg !62
  %926 = fptrunc float %894 to half, !dbg !62
  %927 = fptrunc float %895 to half, !dbg !62
  %928 = fptrunc float %896 to half, !dbg !62
  %929 = fptrunc float %897 to half, !dbg !62
  %930 = fptrunc float %898 to half, !dbg !62
  %931 = fptrunc float %899 to half, !dbg !62
  %932 = fptrunc float %900 to half, !dbg !62
  %933 = fptrunc float %901 to half, !dbg !62
  %934 = fptrunc float %902 to half, !dbg !62
  %935 = fptrunc float %903 to half, !dbg !62
  %936 = fptrunc float %904 to half, !dbg !62
  %937 = fptrunc float %905 to half, !dbg !62
  %938 = fptrunc float %906 to half, !dbg !62
  %939 = fptrunc float %907 to half, !dbg !62
  %940 = fptrunc float %908 to half, !dbg !62
  %941 = fptrunc float %909 to half, !dbg !62
  %942 = fptrunc float %910 to half, !dbg !62
  %943 = fptrunc float %911 to half, !dbg !62
  %944 = fptrunc float %912 to half, !dbg !62
  %945 = fptrunc float %913 to half, !dbg !62
  %946 = fptrunc float %914 to half, !dbg !62
  %947 = shl nuw nsw i32 %20, 4, !dbg !34
  %948 = and i32 %14, 1, !dbg !34
  %949 = shl nuw nsw i32 %948, 5, !dbg !34
  %950 = and i32 %14, 2, !dbg !34
  %951 = icmp eq i32 %950, 0, !dbg !34
  %952 = select i1 %951, i32 0, i32 4160, !dbg !34
  %953 = and i32 %14, 4, !dbg !34
  %954 = shl nuw nsw i32 %953, 2, !dbg !34
  %955 = and i32 %14, 8, !dbg !34
  %956 = icmp eq i32 %955, 0, !dbg !34
  %957 = select i1 %956, i32 0, i32 2080, !dbg !34
  %958 = shl nuw nsw i32 %.pre-phi, 3, !dbg !34
  %959 = or disjoint i32 %952, %954, !dbg !34
  %960 = or disjoint i32 %959, %958, !dbg !34
  %961 = or disjoint i32 %947, %949, !dbg !34
  %962 = xor i32 %961, %957, !dbg !34
  %963 = or disjoint i32 %960, %962, !dbg !34
  %964 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %963, !dbg !34
  %965 = insertelement <2 x half> poison, half %915, i64 0, !dbg !34
  %966 = insertelement <2 x half> %965, half %916, i64 1, !dbg !34
  %967 = bitcast <2 x half> %966 to i32, !dbg !34
  %968 = insertelement <2 x half> poison, half %919, i64 0, !dbg !34
  %969 = insertelement <2 x half> %968, half %920, i64 1, !dbg !34
  %970 = bitcast <2 x half> %969 to i32, !dbg !34
  %971 = insertelement <2 x half> poison, half %923, i64 0, !dbg !34
  %972 = insertelement <2 x half> %971, half %924, i64 1, !dbg !34
  %973 = bitcast <2 x half> %972 to i32, !dbg !34
  %974 = insertelement <2 x half> poison, half %927, i64 0, !dbg !34
  %975 = insertelement <2 x half> %974, half %928, i64 1, !dbg !34
  %976 = bitcast <2 x half> %975 to i32, !dbg !34
  %977 = insertelement <4 x i32> poison, i32 %967, i64 0, !dbg !34
  %978 = insertelement <4 x i32> %977, i32 %970, i64 1, !dbg !34
  %979 = insertelement <4 x i32> %978, i32 %973, i64 2, !dbg !34
  %980 = insertelement <4 x i32> %979, i32 %976, i64 3, !dbg !34
  store <4 x i32> %980, ptr addrspace(3) %964, align 16, !dbg !34
  %981 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 256, !dbg !34
  %982 = insertelement <2 x half> poison, half %917, i64 0, !dbg !34
  %983 = insertelement <2 x half> %982, half %918, i64 1, !dbg !34
  %984 = bitcast <2 x half> %983 to i32, !dbg !34
  %985 = insertelement <2 x half> poison, half %921, i64 0, !dbg !34
  %986 = insertelement <2 x half> %985, half %922, i64 1, !dbg !34
  %987 = bitcast <2 x half> %986 to i32, !dbg !34
  %988 = insertelement <2 x half> poison, half %925, i64 0, !dbg !34
  %989 = insertelement <2 x half> %988, half %926, i64 1, !dbg !34
  %990 = bitcast <2 x half> %989 to i32, !dbg !34
  %991 = insertelement <2 x half> poison, half %929, i64 0, !dbg !34
  %992 = insertelement <2 x half> %991, half %930, i64 1, !dbg !34
  %993 = bitcast <2 x half> %992 to i32, !dbg !34
  %994 = insertelement <4 x i32> poison, i32 %984, i64 0, !dbg !34
  %995 = insertelement <4 x i32> %994, i32 %987, i64 1, !dbg !34
  %996 = insertelement <4 x i32> %995, i32 %990, i64 2, !dbg !34
  %997 = insertelement <4 x i32> %996, i32 %993, i64 3, !dbg !34
  store <4 x i32> %997, ptr addrspace(3) %981, align 16, !dbg !34
  %998 = xor i32 %963, 64, !dbg !34
  %999 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %998, !dbg !34
  %1000 = insertelement <2 x half> poison, half %931, i64 0, !dbg !34
  %1001 = insertelement <2 x half> %1000, half %932, i64 1, !dbg !34
  %1002 = bitcast <2 x half> %1001 to i32, !dbg !34
  %1003 = insertelement <2 x half> poison, half %935, i64 0, !dbg !34
  %1004 = insertelement <2 x half> %1003, half %936, i64 1, !dbg !34
  %1005 = bitcast <2 x half> %1004 to i32, !dbg !34
  %1006 = insertelement <2 x half> poison, half %939, i64 0, !dbg !34
  %1007 = insertelement <2 x half> %1006, half %940, i64 1, !dbg !34
  %1008 = bitcast <2 x half> %1007 to i32, !dbg !34
  %1009 = insertelement <2 x half> poison, half %943, i64 0, !dbg !34
  %1010 = insertelement <2 x half> %1009, half %944, i64 1, !dbg !34
  %1011 = bitcast <2 x half> %1010 to i32, !dbg !34
  %1012 = insertelement <4 x i32> poison, i32 %1002, i64 0, !dbg !34
  %1013 = insertelement <4 x i32> %1012, i32 %1005, i64 1, !dbg !34
  %1014 = insertelement <4 x i32> %1013, i32 %1008, i64 2, !dbg !34
  %1015 = insertelement <4 x i32> %1014, i32 %1011, i64 3, !dbg !34
  store <4 x i32> %1015, ptr addrspace(3) %999, align 16, !dbg !34
  %1016 = getelementptr inbounds nuw i8, ptr addrspace(3) %999, i32 256, !dbg !34
  %1017 = insertelement <2 x half> poison, half %933, i64 0, !dbg !34
  %1018 = insertelement <2 x half> %1017, half %934, i64 1, !dbg !34
  %1019 = bitcast <2 x half> %1018 to i32, !dbg !34
  %1020 = insertelement <2 x half> poison, half %937, i64 0, !dbg !34
  %1021 = insertelement <2 x half> %1020, half %938, i64 1, !dbg !34
  %1022 = bitcast <2 x half> %1021 to i32, !dbg !34
  %1023 = insertelement <2 x half> poison, half %941, i64 0, !dbg !34
  %1024 = insertelement <2 x half> %1023, half %942, i64 1, !dbg !34
  %1025 = bitcast <2 x half> %1024 to i32, !dbg !34
  %1026 = insertelement <2 x half> poison, half %945, i64 0, !dbg !34
  %1027 = insertelement <2 x half> %1026, half %946, i64 1, !dbg !34
  %1028 = bitcast <2 x half> %1027 to i32, !dbg !34
  %1029 = insertelement <4 x i32> poison, i32 %1019, i64 0, !dbg !34
  %1030 = insertelement <4 x i32> %1029, i32 %1022, i64 1, !dbg !34
  %1031 = insertelement <4 x i32> %1030, i32 %1025, i64 2, !dbg !34
  %1032 = insertelement <4 x i32> %1031, i32 %1028, i64 3, !dbg !34
  store <4 x i32> %1032, ptr addrspace(3) %1016, align 16, !dbg !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %1033 = shl nuw nsw i32 %14, 2, !dbg !34
  %1034 = and i32 %1033, 416, !dbg !34
  %1035 = shl nuw nsw i32 %948, 6, !dbg !34
  %1036 = shl nuw nsw i32 %950, 3, !dbg !34
  %1037 = icmp eq i32 %953, 0, !dbg !34
  %1038 = select i1 %1037, i32 0, i32 2080, !dbg !34
  %1039 = icmp eq i32 %.pre-phi, 0, !dbg !34
  %1040 = select i1 %1039, i32 0, i32 4160, !dbg !34
  %1041 = or disjoint i32 %1034, %1035, !dbg !34
  %1042 = or disjoint i32 %1038, %1040, !dbg !34
  %1043 = xor i32 %1042, %1041, !dbg !34
  %1044 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1036, !dbg !34
  %1045 = getelementptr inbounds nuw i8, ptr addrspace(3) %1044, i32 %1043, !dbg !34
  %1046 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1045), !dbg !34
  %1047 = extractvalue { i32, i32, i32, i32 } %1046, 0, !dbg !34
  %1048 = extractvalue { i32, i32, i32, i32 } %1046, 1, !dbg !34
  %1049 = extractvalue { i32, i32, i32, i32 } %1046, 2, !dbg !34
  %1050 = extractvalue { i32, i32, i32, i32 } %1046, 3, !dbg !34
  %1051 = getelementptr inbounds nuw i8, ptr addrspace(3) %1045, i32 512, !dbg !34
  %1052 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1051), !dbg !34
  %1053 = extractvalue { i32, i32, i32, i32 } %1052, 0, !dbg !34
  %1054 = extractvalue { i32, i32, i32, i32 } %1052, 1, !dbg !34
  %1055 = extractvalue { i32, i32, i32, i32 } %1052, 2, !dbg !34
  %1056 = extractvalue { i32, i32, i32, i32 } %1052, 3, !dbg !34
  %1057 = getelementptr inbounds nuw i8, ptr addrspace(3) %1045, i32 1024, !dbg !34
  %1058 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1057), !dbg !34
  %1059 = extractvalue { i32, i32, i32, i32 } %1058, 0, !dbg !34
  %1060 = extractvalue { i32, i32, i32, i32 } %1058, 1, !dbg !34
  %1061 = extractvalue { i32, i32, i32, i32 } %1058, 2, !dbg !34
  %1062 = extractvalue { i32, i32, i32, i32 } %1058, 3, !dbg !34
  %1063 = getelementptr inbounds nuw i8, ptr addrspace(3) %1045, i32 1536, !dbg !34
  %1064 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1063), !dbg !34
  %1065 = extractvalue { i32, i32, i32, i32 } %1064, 0, !dbg !34
  %1066 = extractvalue { i32, i32, i32, i32 } %1064, 1, !dbg !34
  %1067 = extractvalue { i32, i32, i32, i32 } %1064, 2, !dbg !34
  %1068 = extractvalue { i32, i32, i32, i32 } %1064, 3, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, ptr addrspace(1) %879, i1 %25) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1053, i32 %1054, i32 %1055, i32 %1056, ptr addrspace(1) %880, i1 %26) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1059, i32 %1060, i32 %1061, i32 %1062, ptr addrspace(1) %881, i1 %27) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, ptr addrspace(1) %882, i1 %28) #2, !dbg !34
  ret void, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #5

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #9

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "flash_attention_fwd", linkageName: "flash_attention_fwd", scope: !1, file: !1, line: 48, type: !7, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !9, !9, !11, !12, !13, !13}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 52, column: 15, scope: !6)
!16 = !DILocation(line: 53, column: 12, scope: !6)
!17 = !DILocation(line: 54, column: 12, scope: !6)
!18 = !DILocation(line: 55, column: 10, scope: !6)
!19 = !DILocation(line: 55, column: 25, scope: !6)
!20 = !DILocation(line: 57, column: 68, scope: !6)
!21 = !DILocation(line: 57, column: 17, scope: !6)
!22 = !DILocation(line: 57, column: 32, scope: !6)
!23 = !DILocation(line: 57, column: 50, scope: !6)
!24 = !DILocation(line: 57, column: 9, scope: !6)
!25 = !DILocation(line: 58, column: 16, scope: !6)
!26 = !DILocation(line: 62, column: 10, scope: !6)
!27 = !DILocation(line: 65, column: 21, scope: !6)
!28 = !DILocation(line: 74, column: 21, scope: !6)
!29 = !DILocation(line: 63, column: 5, scope: !6)
!30 = !DILocation(line: 65, column: 72, scope: !6)
!31 = !DILocation(line: 65, column: 36, scope: !6)
!32 = !DILocation(line: 65, column: 13, scope: !6)
!33 = !DILocation(line: 74, column: 13, scope: !6)
!34 = !DILocation(line: 77, column: 5, scope: !6)
!35 = !DILocation(line: 64, column: 24, scope: !6)
!36 = !DILocation(line: 64, column: 14, scope: !6)
!37 = !DILocation(line: 66, column: 14, scope: !6)
!38 = !DILocation(line: 68, column: 27, scope: !6)
!39 = !DILocation(line: 69, column: 14, scope: !6)
!40 = !DILocation(line: 196, column: 12, scope: !41, inlinedAt: !43)
!41 = distinct !DILexicalBlockFile(scope: !6, file: !42, discriminator: 0)
!42 = !DIFile(filename: "standard.py", directory: "triton/language")
!43 = !DILocation(line: 216, column: 16, scope: !41, inlinedAt: !44)
!44 = !DILocation(line: 70, column: 32, scope: !45)
!45 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!46 = !DILocation(line: 70, column: 32, scope: !6)
!47 = !DILocation(line: 70, column: 16, scope: !6)
!48 = !DILocation(line: 71, column: 26, scope: !6)
!49 = !DILocation(line: 71, column: 13, scope: !6)
!50 = !DILocation(line: 72, column: 30, scope: !6)
!51 = !DILocation(line: 72, column: 17, scope: !6)
!52 = !DILocation(line: 73, column: 15, scope: !6)
!53 = !DILocation(line: 287, column: 12, scope: !41, inlinedAt: !54)
!54 = !DILocation(line: 314, column: 12, scope: !41, inlinedAt: !55)
!55 = !DILocation(line: 73, column: 29, scope: !45)
!56 = !DILocation(line: 75, column: 15, scope: !6)
!57 = !DILocation(line: 75, column: 45, scope: !6)
!58 = !DILocation(line: 75, column: 38, scope: !6)
!59 = !DILocation(line: 60, column: 11, scope: !6)
!60 = !DILocation(line: 77, column: 14, scope: !6)
!61 = !DILocation(line: 77, column: 61, scope: !6)
!62 = !DILocation(line: 77, column: 60, scope: !6)
!63 = !DILocation(line: 48, column: 1, scope: !6)
