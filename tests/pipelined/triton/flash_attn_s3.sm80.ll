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
  %20 = shl nuw nsw i32 %14, 1, !dbg !19
  %21 = and i32 %20, 6, !dbg !19
  %22 = or disjoint i32 %16, %13, !dbg !18
  %23 = or disjoint i32 %17, %13, !dbg !18
  %24 = or disjoint i32 %18, %13, !dbg !18
  %25 = or disjoint i32 %19, %13, !dbg !18
  %26 = icmp slt i32 %22, %4, !dbg !20
  %27 = icmp slt i32 %23, %4, !dbg !20
  %28 = icmp slt i32 %24, %4, !dbg !20
  %29 = icmp slt i32 %25, %4, !dbg !20
  %30 = sext i32 %12 to i64, !dbg !21
  %31 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %30, !dbg !21
  %32 = shl i32 %22, 6, !dbg !22
  %33 = shl i32 %23, 6, !dbg !22
  %34 = shl i32 %24, 6, !dbg !22
  %35 = shl i32 %25, 6, !dbg !22
  %36 = sext i32 %32 to i64, !dbg !21
  %37 = getelementptr [2 x i8], ptr addrspace(1) %31, i64 %36, !dbg !21
  %38 = sext i32 %33 to i64, !dbg !21
  %39 = getelementptr [2 x i8], ptr addrspace(1) %31, i64 %38, !dbg !21
  %40 = sext i32 %34 to i64, !dbg !21
  %41 = getelementptr [2 x i8], ptr addrspace(1) %31, i64 %40, !dbg !21
  %42 = sext i32 %35 to i64, !dbg !21
  %43 = getelementptr [2 x i8], ptr addrspace(1) %31, i64 %42, !dbg !21
  %44 = and i32 %14, 7, !dbg !23
  %45 = shl nuw nsw i32 %44, 3, !dbg !23
  %46 = zext nneg i32 %45 to i64, !dbg !21
  %47 = getelementptr [2 x i8], ptr addrspace(1) %37, i64 %46, !dbg !21
  %48 = getelementptr [2 x i8], ptr addrspace(1) %39, i64 %46, !dbg !21
  %49 = getelementptr [2 x i8], ptr addrspace(1) %41, i64 %46, !dbg !21
  %50 = getelementptr [2 x i8], ptr addrspace(1) %43, i64 %46, !dbg !21
  %51 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %47, i1 %26) #2, !dbg !24
  %52 = extractvalue { i32, i32, i32, i32 } %51, 0, !dbg !24
  %53 = extractvalue { i32, i32, i32, i32 } %51, 1, !dbg !24
  %54 = extractvalue { i32, i32, i32, i32 } %51, 2, !dbg !24
  %55 = extractvalue { i32, i32, i32, i32 } %51, 3, !dbg !24
  %56 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %48, i1 %27) #2, !dbg !24
  %57 = extractvalue { i32, i32, i32, i32 } %56, 0, !dbg !24
  %58 = extractvalue { i32, i32, i32, i32 } %56, 1, !dbg !24
  %59 = extractvalue { i32, i32, i32, i32 } %56, 2, !dbg !24
  %60 = extractvalue { i32, i32, i32, i32 } %56, 3, !dbg !24
  %61 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %49, i1 %28) #2, !dbg !24
  %62 = extractvalue { i32, i32, i32, i32 } %61, 0, !dbg !24
  %63 = extractvalue { i32, i32, i32, i32 } %61, 1, !dbg !24
  %64 = extractvalue { i32, i32, i32, i32 } %61, 2, !dbg !24
  %65 = extractvalue { i32, i32, i32, i32 } %61, 3, !dbg !24
  %66 = tail call { i32, i32, i32, i32 } asm sideeffect "@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,0,1,2,3,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %50, i1 %29) #2, !dbg !24
  %67 = extractvalue { i32, i32, i32, i32 } %66, 0, !dbg !24
  %68 = extractvalue { i32, i32, i32, i32 } %66, 1, !dbg !24
  %69 = extractvalue { i32, i32, i32, i32 } %66, 2, !dbg !24
  %70 = extractvalue { i32, i32, i32, i32 } %66, 3, !dbg !24
  %71 = shl nuw nsw i32 %14, 4, !dbg !24
  %72 = and i32 %71, 2032, !dbg !24
  %73 = and i32 %20, 112, !dbg !24
  %74 = xor i32 %72, %73, !dbg !24
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %74, !dbg !24
  %76 = insertelement <4 x i32> poison, i32 %52, i64 0, !dbg !24
  %77 = insertelement <4 x i32> %76, i32 %53, i64 1, !dbg !24
  %78 = insertelement <4 x i32> %77, i32 %54, i64 2, !dbg !24
  %79 = insertelement <4 x i32> %78, i32 %55, i64 3, !dbg !24
  store <4 x i32> %79, ptr addrspace(3) %75, align 16, !dbg !24
  %80 = or disjoint i32 %74, 2048, !dbg !24
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %80, !dbg !24
  %82 = insertelement <4 x i32> poison, i32 %57, i64 0, !dbg !24
  %83 = insertelement <4 x i32> %82, i32 %58, i64 1, !dbg !24
  %84 = insertelement <4 x i32> %83, i32 %59, i64 2, !dbg !24
  %85 = insertelement <4 x i32> %84, i32 %60, i64 3, !dbg !24
  store <4 x i32> %85, ptr addrspace(3) %81, align 16, !dbg !24
  %86 = or disjoint i32 %74, 4096, !dbg !24
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %86, !dbg !24
  %88 = insertelement <4 x i32> poison, i32 %62, i64 0, !dbg !24
  %89 = insertelement <4 x i32> %88, i32 %63, i64 1, !dbg !24
  %90 = insertelement <4 x i32> %89, i32 %64, i64 2, !dbg !24
  %91 = insertelement <4 x i32> %90, i32 %65, i64 3, !dbg !24
  store <4 x i32> %91, ptr addrspace(3) %87, align 16, !dbg !24
  %92 = or disjoint i32 %74, 6144, !dbg !24
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %92, !dbg !24
  %94 = insertelement <4 x i32> poison, i32 %67, i64 0, !dbg !24
  %95 = insertelement <4 x i32> %94, i32 %68, i64 1, !dbg !24
  %96 = insertelement <4 x i32> %95, i32 %69, i64 2, !dbg !24
  %97 = insertelement <4 x i32> %96, i32 %70, i64 3, !dbg !24
  store <4 x i32> %97, ptr addrspace(3) %93, align 16, !dbg !24
  %98 = fmul float %5, f0x3FB8AA3B, !dbg !25
  %99 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %30, !dbg !26
  %100 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %30, !dbg !27
  %101 = icmp sgt i32 %4, 0, !dbg !28
  %102 = icmp slt i32 %16, %4, !dbg !29
  %103 = icmp slt i32 %17, %4, !dbg !29
  %104 = icmp slt i32 %18, %4, !dbg !29
  %105 = icmp slt i32 %19, %4, !dbg !29
  %106 = shl nuw nsw i32 %16, 6, !dbg !30
  %107 = shl nuw nsw i32 %17, 6, !dbg !30
  %108 = shl nuw nsw i32 %18, 6, !dbg !30
  %109 = shl nuw nsw i32 %19, 6, !dbg !30
  %110 = zext nneg i32 %106 to i64, !dbg !26
  %111 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %110, !dbg !26
  %112 = zext nneg i32 %107 to i64, !dbg !26
  %113 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %112, !dbg !26
  %114 = zext nneg i32 %108 to i64, !dbg !26
  %115 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %114, !dbg !26
  %116 = zext nneg i32 %109 to i64, !dbg !26
  %117 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %116, !dbg !26
  %118 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %46, !dbg !26
  %119 = getelementptr [2 x i8], ptr addrspace(1) %113, i64 %46, !dbg !26
  %120 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %46, !dbg !26
  %121 = getelementptr [2 x i8], ptr addrspace(1) %117, i64 %46, !dbg !26
  %122 = and i1 %101, %103, !dbg !28
  %123 = and i1 %101, %104, !dbg !28
  %124 = and i1 %101, %105, !dbg !28
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !31
  %126 = select i1 %102, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %125, ptr addrspace(1) %118, i32 %126) #2, !dbg !31
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !31
  %128 = select i1 %122, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %127, ptr addrspace(1) %119, i32 %128) #2, !dbg !31
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86, !dbg !31
  %130 = select i1 %123, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %129, ptr addrspace(1) %120, i32 %130) #2, !dbg !31
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92, !dbg !31
  %132 = select i1 %124, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %131, ptr addrspace(1) %121, i32 %132) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %133 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %110, !dbg !27
  %134 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %112, !dbg !27
  %135 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %114, !dbg !27
  %136 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %116, !dbg !27
  %137 = getelementptr [2 x i8], ptr addrspace(1) %133, i64 %46, !dbg !27
  %138 = getelementptr [2 x i8], ptr addrspace(1) %134, i64 %46, !dbg !27
  %139 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %46, !dbg !27
  %140 = getelementptr [2 x i8], ptr addrspace(1) %136, i64 %46, !dbg !27
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %74, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %141, ptr addrspace(1) %137, i32 %126) #2, !dbg !32
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %80, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %142, ptr addrspace(1) %138, i32 %128) #2, !dbg !32
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %86, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %143, ptr addrspace(1) %139, i32 %130) #2, !dbg !32
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %92, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %144, ptr addrspace(1) %140, i32 %132) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %145 = icmp sgt i32 %4, 64, !dbg !28
  %146 = or disjoint i32 %16, 64, !dbg !33
  %147 = or disjoint i32 %16, 80, !dbg !33
  %148 = or disjoint i32 %16, 96, !dbg !33
  %149 = or i32 %15, 112, !dbg !33
  %150 = icmp slt i32 %146, %4, !dbg !29
  %151 = icmp slt i32 %147, %4, !dbg !29
  %152 = icmp slt i32 %148, %4, !dbg !29
  %153 = icmp slt i32 %149, %4, !dbg !29
  %154 = shl nuw nsw i32 %146, 6, !dbg !30
  %155 = shl nuw nsw i32 %147, 6, !dbg !30
  %156 = shl nuw nsw i32 %148, 6, !dbg !30
  %157 = shl nuw nsw i32 %149, 6, !dbg !30
  %158 = zext nneg i32 %154 to i64, !dbg !26
  %159 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %158, !dbg !26
  %160 = zext nneg i32 %155 to i64, !dbg !26
  %161 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %160, !dbg !26
  %162 = zext nneg i32 %156 to i64, !dbg !26
  %163 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %162, !dbg !26
  %164 = zext nneg i32 %157 to i64, !dbg !26
  %165 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %164, !dbg !26
  %166 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %46, !dbg !26
  %167 = getelementptr [2 x i8], ptr addrspace(1) %161, i64 %46, !dbg !26
  %168 = getelementptr [2 x i8], ptr addrspace(1) %163, i64 %46, !dbg !26
  %169 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %46, !dbg !26
  %170 = and i1 %145, %150, !dbg !28
  %171 = and i1 %145, %151, !dbg !28
  %172 = and i1 %145, %152, !dbg !28
  %173 = and i1 %145, %153, !dbg !28
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %74, !dbg !31
  %175 = select i1 %170, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %174, ptr addrspace(1) %166, i32 %175) #2, !dbg !31
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %80, !dbg !31
  %177 = select i1 %171, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %176, ptr addrspace(1) %167, i32 %177) #2, !dbg !31
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %86, !dbg !31
  %179 = select i1 %172, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %178, ptr addrspace(1) %168, i32 %179) #2, !dbg !31
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %92, !dbg !31
  %181 = select i1 %173, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %180, ptr addrspace(1) %169, i32 %181) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %182 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %158, !dbg !27
  %183 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %160, !dbg !27
  %184 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %162, !dbg !27
  %185 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %164, !dbg !27
  %186 = getelementptr [2 x i8], ptr addrspace(1) %182, i64 %46, !dbg !27
  %187 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %46, !dbg !27
  %188 = getelementptr [2 x i8], ptr addrspace(1) %184, i64 %46, !dbg !27
  %189 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %46, !dbg !27
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %74, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %190, ptr addrspace(1) %186, i32 %175) #2, !dbg !32
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %80, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %191, ptr addrspace(1) %187, i32 %177) #2, !dbg !32
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %86, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %192, ptr addrspace(1) %188, i32 %179) #2, !dbg !32
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %92, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %193, ptr addrspace(1) %189, i32 %181) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %46, !dbg !28
  %invariant.gep120 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %46, !dbg !28
  br i1 %101, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !28

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = and i32 %14, 16, !dbg !34
  br label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %8
  %194 = add nsw i32 %4, -128
  %195 = shl nuw nsw i32 %14, 7
  %196 = and i32 %195, 1920
  %197 = shl nuw nsw i32 %14, 6
  %198 = and i32 %197, 6144
  %199 = shl nuw nsw i32 %44, 4
  %200 = and i32 %14, 16
  %201 = or disjoint i32 %196, %198
  %202 = xor i32 %199, %200
  %203 = or disjoint i32 %201, %202
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %203
  %205 = xor i32 %203, 32
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %205
  %207 = xor i32 %203, 64
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %207
  %209 = xor i32 %203, 96
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %209
  %211 = and i32 %20, 48
  %212 = mul nuw nsw i32 %44, 144
  %213 = xor i32 %212, %211
  %214 = xor i32 %213, 64
  %215 = and i32 %195, 3968
  %216 = or disjoint i32 %199, %215
  %217 = xor i32 %216, 16
  %218 = xor i32 %216, 32
  %219 = xor i32 %216, 48
  %220 = xor i32 %216, 64
  %221 = xor i32 %216, 80
  %222 = xor i32 %216, 96
  %223 = xor i32 %216, 112
  br label %224, !dbg !28

224:                                              ; preds = %.lr.ph, %__nv_exp2f.exit112
  %225 = phi i32 [ -1, %.lr.ph ], [ %267, %__nv_exp2f.exit112 ]
  %226 = phi i32 [ 1, %.lr.ph ], [ %1293, %__nv_exp2f.exit112 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %1252, %__nv_exp2f.exit112 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %1253, %__nv_exp2f.exit112 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %1254, %__nv_exp2f.exit112 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %1255, %__nv_exp2f.exit112 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %1257, %__nv_exp2f.exit112 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %1258, %__nv_exp2f.exit112 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph ], [ %1259, %__nv_exp2f.exit112 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph ], [ %1260, %__nv_exp2f.exit112 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %1262, %__nv_exp2f.exit112 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %1263, %__nv_exp2f.exit112 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %1264, %__nv_exp2f.exit112 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %1265, %__nv_exp2f.exit112 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %1267, %__nv_exp2f.exit112 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %1268, %__nv_exp2f.exit112 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %1269, %__nv_exp2f.exit112 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph ], [ %1270, %__nv_exp2f.exit112 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph ], [ %1272, %__nv_exp2f.exit112 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph ], [ %1273, %__nv_exp2f.exit112 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph ], [ %1274, %__nv_exp2f.exit112 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph ], [ %1275, %__nv_exp2f.exit112 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %1277, %__nv_exp2f.exit112 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %1278, %__nv_exp2f.exit112 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %__nv_exp2f.exit112 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %__nv_exp2f.exit112 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %__nv_exp2f.exit112 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %__nv_exp2f.exit112 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph ], [ %1284, %__nv_exp2f.exit112 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph ], [ %1285, %__nv_exp2f.exit112 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph ], [ %1287, %__nv_exp2f.exit112 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph ], [ %1288, %__nv_exp2f.exit112 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph ], [ %1289, %__nv_exp2f.exit112 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %__nv_exp2f.exit112 ]
  %259 = phi float [ 1.000000e+00, %.lr.ph ], [ %920, %__nv_exp2f.exit112 ]
  %260 = phi float [ 1.000000e+00, %.lr.ph ], [ %921, %__nv_exp2f.exit112 ]
  %261 = phi float [ -inf, %.lr.ph ], [ %634, %__nv_exp2f.exit112 ]
  %262 = phi float [ -inf, %.lr.ph ], [ %635, %__nv_exp2f.exit112 ]
  %263 = phi i32 [ 0, %.lr.ph ], [ %1330, %__nv_exp2f.exit112 ]
  %264 = icmp slt i32 %263, %194, !dbg !28
  %265 = add i32 %225, 1, !dbg !28
  %266 = icmp sgt i32 %265, 1, !dbg !28
  %267 = select i1 %266, i32 0, i32 %265, !dbg !28
  %268 = or disjoint i32 %263, %21, !dbg !33
  %269 = or disjoint i32 %268, 16, !dbg !33
  %270 = or disjoint i32 %268, 32, !dbg !33
  %271 = or disjoint i32 %268, 48, !dbg !33
  %272 = icmp slt i32 %268, %4, !dbg !29
  %273 = icmp slt i32 %269, %4, !dbg !29
  %274 = icmp slt i32 %270, %4, !dbg !29
  %275 = icmp slt i32 %271, %4, !dbg !29
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %276 = shl i32 %267, 12, !dbg !31
  %277 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %276, !dbg !31
  %278 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %204), !dbg !24
  %279 = extractvalue { i32, i32, i32, i32 } %278, 0, !dbg !24
  %280 = extractvalue { i32, i32, i32, i32 } %278, 1, !dbg !24
  %281 = extractvalue { i32, i32, i32, i32 } %278, 2, !dbg !24
  %282 = extractvalue { i32, i32, i32, i32 } %278, 3, !dbg !24
  %283 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %206), !dbg !24
  %284 = extractvalue { i32, i32, i32, i32 } %283, 0, !dbg !24
  %285 = extractvalue { i32, i32, i32, i32 } %283, 1, !dbg !24
  %286 = extractvalue { i32, i32, i32, i32 } %283, 2, !dbg !24
  %287 = extractvalue { i32, i32, i32, i32 } %283, 3, !dbg !24
  %288 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %208), !dbg !24
  %289 = extractvalue { i32, i32, i32, i32 } %288, 0, !dbg !24
  %290 = extractvalue { i32, i32, i32, i32 } %288, 1, !dbg !24
  %291 = extractvalue { i32, i32, i32, i32 } %288, 2, !dbg !24
  %292 = extractvalue { i32, i32, i32, i32 } %288, 3, !dbg !24
  %293 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %210), !dbg !24
  %294 = extractvalue { i32, i32, i32, i32 } %293, 0, !dbg !24
  %295 = extractvalue { i32, i32, i32, i32 } %293, 1, !dbg !24
  %296 = extractvalue { i32, i32, i32, i32 } %293, 2, !dbg !24
  %297 = extractvalue { i32, i32, i32, i32 } %293, 3, !dbg !24
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 %213, !dbg !31
  %299 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %298), !dbg !31
  %300 = extractvalue { i32, i32, i32, i32 } %299, 0, !dbg !31
  %301 = extractvalue { i32, i32, i32, i32 } %299, 1, !dbg !31
  %302 = extractvalue { i32, i32, i32, i32 } %299, 2, !dbg !31
  %303 = extractvalue { i32, i32, i32, i32 } %299, 3, !dbg !31
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 1024, !dbg !31
  %305 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %304), !dbg !31
  %306 = extractvalue { i32, i32, i32, i32 } %305, 0, !dbg !31
  %307 = extractvalue { i32, i32, i32, i32 } %305, 1, !dbg !31
  %308 = extractvalue { i32, i32, i32, i32 } %305, 2, !dbg !31
  %309 = extractvalue { i32, i32, i32, i32 } %305, 3, !dbg !31
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 2048, !dbg !31
  %311 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %310), !dbg !31
  %312 = extractvalue { i32, i32, i32, i32 } %311, 0, !dbg !31
  %313 = extractvalue { i32, i32, i32, i32 } %311, 1, !dbg !31
  %314 = extractvalue { i32, i32, i32, i32 } %311, 2, !dbg !31
  %315 = extractvalue { i32, i32, i32, i32 } %311, 3, !dbg !31
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 3072, !dbg !31
  %317 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %316), !dbg !31
  %318 = extractvalue { i32, i32, i32, i32 } %317, 0, !dbg !31
  %319 = extractvalue { i32, i32, i32, i32 } %317, 1, !dbg !31
  %320 = extractvalue { i32, i32, i32, i32 } %317, 2, !dbg !31
  %321 = extractvalue { i32, i32, i32, i32 } %317, 3, !dbg !31
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 4096, !dbg !31
  %323 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %322), !dbg !31
  %324 = extractvalue { i32, i32, i32, i32 } %323, 0, !dbg !31
  %325 = extractvalue { i32, i32, i32, i32 } %323, 1, !dbg !31
  %326 = extractvalue { i32, i32, i32, i32 } %323, 2, !dbg !31
  %327 = extractvalue { i32, i32, i32, i32 } %323, 3, !dbg !31
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 5120, !dbg !31
  %329 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %328), !dbg !31
  %330 = extractvalue { i32, i32, i32, i32 } %329, 0, !dbg !31
  %331 = extractvalue { i32, i32, i32, i32 } %329, 1, !dbg !31
  %332 = extractvalue { i32, i32, i32, i32 } %329, 2, !dbg !31
  %333 = extractvalue { i32, i32, i32, i32 } %329, 3, !dbg !31
  %334 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 6144, !dbg !31
  %335 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %334), !dbg !31
  %336 = extractvalue { i32, i32, i32, i32 } %335, 0, !dbg !31
  %337 = extractvalue { i32, i32, i32, i32 } %335, 1, !dbg !31
  %338 = extractvalue { i32, i32, i32, i32 } %335, 2, !dbg !31
  %339 = extractvalue { i32, i32, i32, i32 } %335, 3, !dbg !31
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 7168, !dbg !31
  %341 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %340), !dbg !31
  %342 = extractvalue { i32, i32, i32, i32 } %341, 0, !dbg !31
  %343 = extractvalue { i32, i32, i32, i32 } %341, 1, !dbg !31
  %344 = extractvalue { i32, i32, i32, i32 } %341, 2, !dbg !31
  %345 = extractvalue { i32, i32, i32, i32 } %341, 3, !dbg !31
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 %214, !dbg !31
  %347 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %346), !dbg !31
  %348 = extractvalue { i32, i32, i32, i32 } %347, 0, !dbg !31
  %349 = extractvalue { i32, i32, i32, i32 } %347, 1, !dbg !31
  %350 = extractvalue { i32, i32, i32, i32 } %347, 2, !dbg !31
  %351 = extractvalue { i32, i32, i32, i32 } %347, 3, !dbg !31
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 1024, !dbg !31
  %353 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %352), !dbg !31
  %354 = extractvalue { i32, i32, i32, i32 } %353, 0, !dbg !31
  %355 = extractvalue { i32, i32, i32, i32 } %353, 1, !dbg !31
  %356 = extractvalue { i32, i32, i32, i32 } %353, 2, !dbg !31
  %357 = extractvalue { i32, i32, i32, i32 } %353, 3, !dbg !31
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 2048, !dbg !31
  %359 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %358), !dbg !31
  %360 = extractvalue { i32, i32, i32, i32 } %359, 0, !dbg !31
  %361 = extractvalue { i32, i32, i32, i32 } %359, 1, !dbg !31
  %362 = extractvalue { i32, i32, i32, i32 } %359, 2, !dbg !31
  %363 = extractvalue { i32, i32, i32, i32 } %359, 3, !dbg !31
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 3072, !dbg !31
  %365 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %364), !dbg !31
  %366 = extractvalue { i32, i32, i32, i32 } %365, 0, !dbg !31
  %367 = extractvalue { i32, i32, i32, i32 } %365, 1, !dbg !31
  %368 = extractvalue { i32, i32, i32, i32 } %365, 2, !dbg !31
  %369 = extractvalue { i32, i32, i32, i32 } %365, 3, !dbg !31
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 4096, !dbg !31
  %371 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %370), !dbg !31
  %372 = extractvalue { i32, i32, i32, i32 } %371, 0, !dbg !31
  %373 = extractvalue { i32, i32, i32, i32 } %371, 1, !dbg !31
  %374 = extractvalue { i32, i32, i32, i32 } %371, 2, !dbg !31
  %375 = extractvalue { i32, i32, i32, i32 } %371, 3, !dbg !31
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 5120, !dbg !31
  %377 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %376), !dbg !31
  %378 = extractvalue { i32, i32, i32, i32 } %377, 0, !dbg !31
  %379 = extractvalue { i32, i32, i32, i32 } %377, 1, !dbg !31
  %380 = extractvalue { i32, i32, i32, i32 } %377, 2, !dbg !31
  %381 = extractvalue { i32, i32, i32, i32 } %377, 3, !dbg !31
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 6144, !dbg !31
  %383 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %382), !dbg !31
  %384 = extractvalue { i32, i32, i32, i32 } %383, 0, !dbg !31
  %385 = extractvalue { i32, i32, i32, i32 } %383, 1, !dbg !31
  %386 = extractvalue { i32, i32, i32, i32 } %383, 2, !dbg !31
  %387 = extractvalue { i32, i32, i32, i32 } %383, 3, !dbg !31
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) %346, i32 7168, !dbg !31
  %389 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %388), !dbg !31
  %390 = extractvalue { i32, i32, i32, i32 } %389, 0, !dbg !31
  %391 = extractvalue { i32, i32, i32, i32 } %389, 1, !dbg !31
  %392 = extractvalue { i32, i32, i32, i32 } %389, 2, !dbg !31
  %393 = extractvalue { i32, i32, i32, i32 } %389, 3, !dbg !31
  %394 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %300, i32 %301) #2, !dbg !35
  %395 = extractvalue { float, float, float, float } %394, 0, !dbg !35
  %396 = extractvalue { float, float, float, float } %394, 1, !dbg !35
  %397 = extractvalue { float, float, float, float } %394, 2, !dbg !35
  %398 = extractvalue { float, float, float, float } %394, 3, !dbg !35
  %399 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %306, i32 %307) #2, !dbg !35
  %400 = extractvalue { float, float, float, float } %399, 0, !dbg !35
  %401 = extractvalue { float, float, float, float } %399, 1, !dbg !35
  %402 = extractvalue { float, float, float, float } %399, 2, !dbg !35
  %403 = extractvalue { float, float, float, float } %399, 3, !dbg !35
  %404 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %312, i32 %313) #2, !dbg !35
  %405 = extractvalue { float, float, float, float } %404, 0, !dbg !35
  %406 = extractvalue { float, float, float, float } %404, 1, !dbg !35
  %407 = extractvalue { float, float, float, float } %404, 2, !dbg !35
  %408 = extractvalue { float, float, float, float } %404, 3, !dbg !35
  %409 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %318, i32 %319) #2, !dbg !35
  %410 = extractvalue { float, float, float, float } %409, 0, !dbg !35
  %411 = extractvalue { float, float, float, float } %409, 1, !dbg !35
  %412 = extractvalue { float, float, float, float } %409, 2, !dbg !35
  %413 = extractvalue { float, float, float, float } %409, 3, !dbg !35
  %414 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %324, i32 %325) #2, !dbg !35
  %415 = extractvalue { float, float, float, float } %414, 0, !dbg !35
  %416 = extractvalue { float, float, float, float } %414, 1, !dbg !35
  %417 = extractvalue { float, float, float, float } %414, 2, !dbg !35
  %418 = extractvalue { float, float, float, float } %414, 3, !dbg !35
  %419 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %330, i32 %331) #2, !dbg !35
  %420 = extractvalue { float, float, float, float } %419, 0, !dbg !35
  %421 = extractvalue { float, float, float, float } %419, 1, !dbg !35
  %422 = extractvalue { float, float, float, float } %419, 2, !dbg !35
  %423 = extractvalue { float, float, float, float } %419, 3, !dbg !35
  %424 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %336, i32 %337) #2, !dbg !35
  %425 = extractvalue { float, float, float, float } %424, 0, !dbg !35
  %426 = extractvalue { float, float, float, float } %424, 1, !dbg !35
  %427 = extractvalue { float, float, float, float } %424, 2, !dbg !35
  %428 = extractvalue { float, float, float, float } %424, 3, !dbg !35
  %429 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %279, i32 %280, i32 %281, i32 %282, i32 %342, i32 %343) #2, !dbg !35
  %430 = extractvalue { float, float, float, float } %429, 0, !dbg !35
  %431 = extractvalue { float, float, float, float } %429, 1, !dbg !35
  %432 = extractvalue { float, float, float, float } %429, 2, !dbg !35
  %433 = extractvalue { float, float, float, float } %429, 3, !dbg !35
  %434 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %395, float %396, float %397, float %398, i32 %284, i32 %285, i32 %286, i32 %287, i32 %302, i32 %303) #2, !dbg !35
  %435 = extractvalue { float, float, float, float } %434, 0, !dbg !35
  %436 = extractvalue { float, float, float, float } %434, 1, !dbg !35
  %437 = extractvalue { float, float, float, float } %434, 2, !dbg !35
  %438 = extractvalue { float, float, float, float } %434, 3, !dbg !35
  %439 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %400, float %401, float %402, float %403, i32 %284, i32 %285, i32 %286, i32 %287, i32 %308, i32 %309) #2, !dbg !35
  %440 = extractvalue { float, float, float, float } %439, 0, !dbg !35
  %441 = extractvalue { float, float, float, float } %439, 1, !dbg !35
  %442 = extractvalue { float, float, float, float } %439, 2, !dbg !35
  %443 = extractvalue { float, float, float, float } %439, 3, !dbg !35
  %444 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %405, float %406, float %407, float %408, i32 %284, i32 %285, i32 %286, i32 %287, i32 %314, i32 %315) #2, !dbg !35
  %445 = extractvalue { float, float, float, float } %444, 0, !dbg !35
  %446 = extractvalue { float, float, float, float } %444, 1, !dbg !35
  %447 = extractvalue { float, float, float, float } %444, 2, !dbg !35
  %448 = extractvalue { float, float, float, float } %444, 3, !dbg !35
  %449 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %410, float %411, float %412, float %413, i32 %284, i32 %285, i32 %286, i32 %287, i32 %320, i32 %321) #2, !dbg !35
  %450 = extractvalue { float, float, float, float } %449, 0, !dbg !35
  %451 = extractvalue { float, float, float, float } %449, 1, !dbg !35
  %452 = extractvalue { float, float, float, float } %449, 2, !dbg !35
  %453 = extractvalue { float, float, float, float } %449, 3, !dbg !35
  %454 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %415, float %416, float %417, float %418, i32 %284, i32 %285, i32 %286, i32 %287, i32 %326, i32 %327) #2, !dbg !35
  %455 = extractvalue { float, float, float, float } %454, 0, !dbg !35
  %456 = extractvalue { float, float, float, float } %454, 1, !dbg !35
  %457 = extractvalue { float, float, float, float } %454, 2, !dbg !35
  %458 = extractvalue { float, float, float, float } %454, 3, !dbg !35
  %459 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %420, float %421, float %422, float %423, i32 %284, i32 %285, i32 %286, i32 %287, i32 %332, i32 %333) #2, !dbg !35
  %460 = extractvalue { float, float, float, float } %459, 0, !dbg !35
  %461 = extractvalue { float, float, float, float } %459, 1, !dbg !35
  %462 = extractvalue { float, float, float, float } %459, 2, !dbg !35
  %463 = extractvalue { float, float, float, float } %459, 3, !dbg !35
  %464 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %425, float %426, float %427, float %428, i32 %284, i32 %285, i32 %286, i32 %287, i32 %338, i32 %339) #2, !dbg !35
  %465 = extractvalue { float, float, float, float } %464, 0, !dbg !35
  %466 = extractvalue { float, float, float, float } %464, 1, !dbg !35
  %467 = extractvalue { float, float, float, float } %464, 2, !dbg !35
  %468 = extractvalue { float, float, float, float } %464, 3, !dbg !35
  %469 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %430, float %431, float %432, float %433, i32 %284, i32 %285, i32 %286, i32 %287, i32 %344, i32 %345) #2, !dbg !35
  %470 = extractvalue { float, float, float, float } %469, 0, !dbg !35
  %471 = extractvalue { float, float, float, float } %469, 1, !dbg !35
  %472 = extractvalue { float, float, float, float } %469, 2, !dbg !35
  %473 = extractvalue { float, float, float, float } %469, 3, !dbg !35
  %474 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %435, float %436, float %437, float %438, i32 %289, i32 %290, i32 %291, i32 %292, i32 %348, i32 %349) #2, !dbg !35
  %475 = extractvalue { float, float, float, float } %474, 0, !dbg !35
  %476 = extractvalue { float, float, float, float } %474, 1, !dbg !35
  %477 = extractvalue { float, float, float, float } %474, 2, !dbg !35
  %478 = extractvalue { float, float, float, float } %474, 3, !dbg !35
  %479 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %440, float %441, float %442, float %443, i32 %289, i32 %290, i32 %291, i32 %292, i32 %354, i32 %355) #2, !dbg !35
  %480 = extractvalue { float, float, float, float } %479, 0, !dbg !35
  %481 = extractvalue { float, float, float, float } %479, 1, !dbg !35
  %482 = extractvalue { float, float, float, float } %479, 2, !dbg !35
  %483 = extractvalue { float, float, float, float } %479, 3, !dbg !35
  %484 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %445, float %446, float %447, float %448, i32 %289, i32 %290, i32 %291, i32 %292, i32 %360, i32 %361) #2, !dbg !35
  %485 = extractvalue { float, float, float, float } %484, 0, !dbg !35
  %486 = extractvalue { float, float, float, float } %484, 1, !dbg !35
  %487 = extractvalue { float, float, float, float } %484, 2, !dbg !35
  %488 = extractvalue { float, float, float, float } %484, 3, !dbg !35
  %489 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %450, float %451, float %452, float %453, i32 %289, i32 %290, i32 %291, i32 %292, i32 %366, i32 %367) #2, !dbg !35
  %490 = extractvalue { float, float, float, float } %489, 0, !dbg !35
  %491 = extractvalue { float, float, float, float } %489, 1, !dbg !35
  %492 = extractvalue { float, float, float, float } %489, 2, !dbg !35
  %493 = extractvalue { float, float, float, float } %489, 3, !dbg !35
  %494 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %455, float %456, float %457, float %458, i32 %289, i32 %290, i32 %291, i32 %292, i32 %372, i32 %373) #2, !dbg !35
  %495 = extractvalue { float, float, float, float } %494, 0, !dbg !35
  %496 = extractvalue { float, float, float, float } %494, 1, !dbg !35
  %497 = extractvalue { float, float, float, float } %494, 2, !dbg !35
  %498 = extractvalue { float, float, float, float } %494, 3, !dbg !35
  %499 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %460, float %461, float %462, float %463, i32 %289, i32 %290, i32 %291, i32 %292, i32 %378, i32 %379) #2, !dbg !35
  %500 = extractvalue { float, float, float, float } %499, 0, !dbg !35
  %501 = extractvalue { float, float, float, float } %499, 1, !dbg !35
  %502 = extractvalue { float, float, float, float } %499, 2, !dbg !35
  %503 = extractvalue { float, float, float, float } %499, 3, !dbg !35
  %504 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %465, float %466, float %467, float %468, i32 %289, i32 %290, i32 %291, i32 %292, i32 %384, i32 %385) #2, !dbg !35
  %505 = extractvalue { float, float, float, float } %504, 0, !dbg !35
  %506 = extractvalue { float, float, float, float } %504, 1, !dbg !35
  %507 = extractvalue { float, float, float, float } %504, 2, !dbg !35
  %508 = extractvalue { float, float, float, float } %504, 3, !dbg !35
  %509 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %470, float %471, float %472, float %473, i32 %289, i32 %290, i32 %291, i32 %292, i32 %390, i32 %391) #2, !dbg !35
  %510 = extractvalue { float, float, float, float } %509, 0, !dbg !35
  %511 = extractvalue { float, float, float, float } %509, 1, !dbg !35
  %512 = extractvalue { float, float, float, float } %509, 2, !dbg !35
  %513 = extractvalue { float, float, float, float } %509, 3, !dbg !35
  %514 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %475, float %476, float %477, float %478, i32 %294, i32 %295, i32 %296, i32 %297, i32 %350, i32 %351) #2, !dbg !35
  %515 = extractvalue { float, float, float, float } %514, 0, !dbg !35
  %516 = extractvalue { float, float, float, float } %514, 1, !dbg !35
  %517 = extractvalue { float, float, float, float } %514, 2, !dbg !35
  %518 = extractvalue { float, float, float, float } %514, 3, !dbg !35
  %519 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %480, float %481, float %482, float %483, i32 %294, i32 %295, i32 %296, i32 %297, i32 %356, i32 %357) #2, !dbg !35
  %520 = extractvalue { float, float, float, float } %519, 0, !dbg !35
  %521 = extractvalue { float, float, float, float } %519, 1, !dbg !35
  %522 = extractvalue { float, float, float, float } %519, 2, !dbg !35
  %523 = extractvalue { float, float, float, float } %519, 3, !dbg !35
  %524 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %485, float %486, float %487, float %488, i32 %294, i32 %295, i32 %296, i32 %297, i32 %362, i32 %363) #2, !dbg !35
  %525 = extractvalue { float, float, float, float } %524, 0, !dbg !35
  %526 = extractvalue { float, float, float, float } %524, 1, !dbg !35
  %527 = extractvalue { float, float, float, float } %524, 2, !dbg !35
  %528 = extractvalue { float, float, float, float } %524, 3, !dbg !35
  %529 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %490, float %491, float %492, float %493, i32 %294, i32 %295, i32 %296, i32 %297, i32 %368, i32 %369) #2, !dbg !35
  %530 = extractvalue { float, float, float, float } %529, 0, !dbg !35
  %531 = extractvalue { float, float, float, float } %529, 1, !dbg !35
  %532 = extractvalue { float, float, float, float } %529, 2, !dbg !35
  %533 = extractvalue { float, float, float, float } %529, 3, !dbg !35
  %534 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %495, float %496, float %497, float %498, i32 %294, i32 %295, i32 %296, i32 %297, i32 %374, i32 %375) #2, !dbg !35
  %535 = extractvalue { float, float, float, float } %534, 0, !dbg !35
  %536 = extractvalue { float, float, float, float } %534, 1, !dbg !35
  %537 = extractvalue { float, float, float, float } %534, 2, !dbg !35
  %538 = extractvalue { float, float, float, float } %534, 3, !dbg !35
  %539 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %500, float %501, float %502, float %503, i32 %294, i32 %295, i32 %296, i32 %297, i32 %380, i32 %381) #2, !dbg !35
  %540 = extractvalue { float, float, float, float } %539, 0, !dbg !35
  %541 = extractvalue { float, float, float, float } %539, 1, !dbg !35
  %542 = extractvalue { float, float, float, float } %539, 2, !dbg !35
  %543 = extractvalue { float, float, float, float } %539, 3, !dbg !35
  %544 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %505, float %506, float %507, float %508, i32 %294, i32 %295, i32 %296, i32 %297, i32 %386, i32 %387) #2, !dbg !35
  %545 = extractvalue { float, float, float, float } %544, 0, !dbg !35
  %546 = extractvalue { float, float, float, float } %544, 1, !dbg !35
  %547 = extractvalue { float, float, float, float } %544, 2, !dbg !35
  %548 = extractvalue { float, float, float, float } %544, 3, !dbg !35
  %549 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %510, float %511, float %512, float %513, i32 %294, i32 %295, i32 %296, i32 %297, i32 %392, i32 %393) #2, !dbg !35
  %550 = extractvalue { float, float, float, float } %549, 0, !dbg !35
  %551 = extractvalue { float, float, float, float } %549, 1, !dbg !35
  %552 = extractvalue { float, float, float, float } %549, 2, !dbg !35
  %553 = extractvalue { float, float, float, float } %549, 3, !dbg !35
  %554 = select i1 %272, float %515, float -1.000000e+06, !dbg !36
  %555 = select i1 %272, float %516, float -1.000000e+06, !dbg !36
  %556 = select i1 %272, float %517, float -1.000000e+06, !dbg !36
  %557 = select i1 %272, float %518, float -1.000000e+06, !dbg !36
  %558 = select i1 %272, float %520, float -1.000000e+06, !dbg !36
  %559 = select i1 %272, float %521, float -1.000000e+06, !dbg !36
  %560 = select i1 %272, float %522, float -1.000000e+06, !dbg !36
  %561 = select i1 %272, float %523, float -1.000000e+06, !dbg !36
  %562 = select i1 %273, float %525, float -1.000000e+06, !dbg !36
  %563 = select i1 %273, float %526, float -1.000000e+06, !dbg !36
  %564 = select i1 %273, float %527, float -1.000000e+06, !dbg !36
  %565 = select i1 %273, float %528, float -1.000000e+06, !dbg !36
  %566 = select i1 %273, float %530, float -1.000000e+06, !dbg !36
  %567 = select i1 %273, float %531, float -1.000000e+06, !dbg !36
  %568 = select i1 %273, float %532, float -1.000000e+06, !dbg !36
  %569 = select i1 %273, float %533, float -1.000000e+06, !dbg !36
  %570 = select i1 %274, float %535, float -1.000000e+06, !dbg !36
  %571 = select i1 %274, float %536, float -1.000000e+06, !dbg !36
  %572 = select i1 %274, float %537, float -1.000000e+06, !dbg !36
  %573 = select i1 %274, float %538, float -1.000000e+06, !dbg !36
  %574 = select i1 %274, float %540, float -1.000000e+06, !dbg !36
  %575 = select i1 %274, float %541, float -1.000000e+06, !dbg !36
  %576 = select i1 %274, float %542, float -1.000000e+06, !dbg !36
  %577 = select i1 %274, float %543, float -1.000000e+06, !dbg !36
  %578 = select i1 %275, float %545, float -1.000000e+06, !dbg !36
  %579 = select i1 %275, float %546, float -1.000000e+06, !dbg !36
  %580 = select i1 %275, float %547, float -1.000000e+06, !dbg !36
  %581 = select i1 %275, float %548, float -1.000000e+06, !dbg !36
  %582 = select i1 %275, float %550, float -1.000000e+06, !dbg !36
  %583 = select i1 %275, float %551, float -1.000000e+06, !dbg !36
  %584 = select i1 %275, float %552, float -1.000000e+06, !dbg !36
  %585 = select i1 %275, float %553, float -1.000000e+06, !dbg !36
  %586 = tail call float @llvm.maxnum.f32(float %554, float %555), !dbg !37
  %587 = tail call float @llvm.maxnum.f32(float %558, float %559), !dbg !37
  %588 = tail call float @llvm.maxnum.f32(float %562, float %563), !dbg !37
  %589 = tail call float @llvm.maxnum.f32(float %566, float %567), !dbg !37
  %590 = tail call float @llvm.maxnum.f32(float %570, float %571), !dbg !37
  %591 = tail call float @llvm.maxnum.f32(float %574, float %575), !dbg !37
  %592 = tail call float @llvm.maxnum.f32(float %578, float %579), !dbg !37
  %593 = tail call float @llvm.maxnum.f32(float %582, float %583), !dbg !37
  %594 = tail call float @llvm.maxnum.f32(float %586, float %587), !dbg !37
  %595 = tail call float @llvm.maxnum.f32(float %588, float %589), !dbg !37
  %596 = tail call float @llvm.maxnum.f32(float %590, float %591), !dbg !37
  %597 = tail call float @llvm.maxnum.f32(float %592, float %593), !dbg !37
  %598 = tail call float @llvm.maxnum.f32(float %594, float %595), !dbg !37
  %599 = tail call float @llvm.maxnum.f32(float %596, float %597), !dbg !37
  %600 = tail call float @llvm.maxnum.f32(float %598, float %599), !dbg !37
  %601 = tail call float @llvm.maxnum.f32(float %556, float %557), !dbg !37
  %602 = tail call float @llvm.maxnum.f32(float %560, float %561), !dbg !37
  %603 = tail call float @llvm.maxnum.f32(float %564, float %565), !dbg !37
  %604 = tail call float @llvm.maxnum.f32(float %568, float %569), !dbg !37
  %605 = tail call float @llvm.maxnum.f32(float %572, float %573), !dbg !37
  %606 = tail call float @llvm.maxnum.f32(float %576, float %577), !dbg !37
  %607 = tail call float @llvm.maxnum.f32(float %580, float %581), !dbg !37
  %608 = tail call float @llvm.maxnum.f32(float %584, float %585), !dbg !37
  %609 = tail call float @llvm.maxnum.f32(float %601, float %602), !dbg !37
  %610 = tail call float @llvm.maxnum.f32(float %603, float %604), !dbg !37
  %611 = tail call float @llvm.maxnum.f32(float %605, float %606), !dbg !37
  %612 = tail call float @llvm.maxnum.f32(float %607, float %608), !dbg !37
  %613 = tail call float @llvm.maxnum.f32(float %609, float %610), !dbg !37
  %614 = tail call float @llvm.maxnum.f32(float %611, float %612), !dbg !37
  %615 = tail call float @llvm.maxnum.f32(float %613, float %614), !dbg !37
  %616 = bitcast float %600 to i32, !dbg !40
  %617 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %616, i32 2, i32 31), !dbg !40
  %618 = bitcast i32 %617 to float, !dbg !40
  %619 = tail call float @llvm.maxnum.f32(float %600, float %618), !dbg !37
  %620 = bitcast float %619 to i32, !dbg !40
  %621 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %620, i32 1, i32 31), !dbg !40
  %622 = bitcast i32 %621 to float, !dbg !40
  %623 = tail call float @llvm.maxnum.f32(float %619, float %622), !dbg !37
  %624 = bitcast float %615 to i32, !dbg !40
  %625 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %624, i32 2, i32 31), !dbg !40
  %626 = bitcast i32 %625 to float, !dbg !40
  %627 = tail call float @llvm.maxnum.f32(float %615, float %626), !dbg !37
  %628 = bitcast float %627 to i32, !dbg !40
  %629 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %628, i32 1, i32 31), !dbg !40
  %630 = bitcast i32 %629 to float, !dbg !40
  %631 = tail call float @llvm.maxnum.f32(float %627, float %630), !dbg !37
  %632 = fmul float %98, %623, !dbg !43
  %633 = fmul float %98, %631, !dbg !43
  %634 = tail call float @llvm.maxnum.f32(float %261, float %632), !dbg !44
  %635 = tail call float @llvm.maxnum.f32(float %262, float %633), !dbg !44
  %636 = fmul float %98, %554, !dbg !45
  %637 = fmul float %98, %555, !dbg !45
  %638 = fmul float %98, %556, !dbg !45
  %639 = fmul float %98, %557, !dbg !45
  %640 = fmul float %98, %558, !dbg !45
  %641 = fmul float %98, %559, !dbg !45
  %642 = fmul float %98, %560, !dbg !45
  %643 = fmul float %98, %561, !dbg !45
  %644 = fmul float %98, %562, !dbg !45
  %645 = fmul float %98, %563, !dbg !45
  %646 = fmul float %98, %564, !dbg !45
  %647 = fmul float %98, %565, !dbg !45
  %648 = fmul float %98, %566, !dbg !45
  %649 = fmul float %98, %567, !dbg !45
  %650 = fmul float %98, %568, !dbg !45
  %651 = fmul float %98, %569, !dbg !45
  %652 = fmul float %98, %570, !dbg !45
  %653 = fmul float %98, %571, !dbg !45
  %654 = fmul float %98, %572, !dbg !45
  %655 = fmul float %98, %573, !dbg !45
  %656 = fmul float %98, %574, !dbg !45
  %657 = fmul float %98, %575, !dbg !45
  %658 = fmul float %98, %576, !dbg !45
  %659 = fmul float %98, %577, !dbg !45
  %660 = fmul float %98, %578, !dbg !45
  %661 = fmul float %98, %579, !dbg !45
  %662 = fmul float %98, %580, !dbg !45
  %663 = fmul float %98, %581, !dbg !45
  %664 = fmul float %98, %582, !dbg !45
  %665 = fmul float %98, %583, !dbg !45
  %666 = fmul float %98, %584, !dbg !45
  %667 = fmul float %98, %585, !dbg !45
  %668 = fsub float %636, %634, !dbg !45
  %669 = fsub float %637, %634, !dbg !45
  %670 = fsub float %638, %635, !dbg !45
  %671 = fsub float %639, %635, !dbg !45
  %672 = fsub float %640, %634, !dbg !45
  %673 = fsub float %641, %634, !dbg !45
  %674 = fsub float %642, %635, !dbg !45
  %675 = fsub float %643, %635, !dbg !45
  %676 = fsub float %644, %634, !dbg !45
  %677 = fsub float %645, %634, !dbg !45
  %678 = fsub float %646, %635, !dbg !45
  %679 = fsub float %647, %635, !dbg !45
  %680 = fsub float %648, %634, !dbg !45
  %681 = fsub float %649, %634, !dbg !45
  %682 = fsub float %650, %635, !dbg !45
  %683 = fsub float %651, %635, !dbg !45
  %684 = fsub float %652, %634, !dbg !45
  %685 = fsub float %653, %634, !dbg !45
  %686 = fsub float %654, %635, !dbg !45
  %687 = fsub float %655, %635, !dbg !45
  %688 = fsub float %656, %634, !dbg !45
  %689 = fsub float %657, %634, !dbg !45
  %690 = fsub float %658, %635, !dbg !45
  %691 = fsub float %659, %635, !dbg !45
  %692 = fsub float %660, %634, !dbg !45
  %693 = fsub float %661, %634, !dbg !45
  %694 = fsub float %662, %635, !dbg !45
  %695 = fsub float %663, %635, !dbg !45
  %696 = fsub float %664, %634, !dbg !45
  %697 = fsub float %665, %634, !dbg !45
  %698 = fsub float %666, %635, !dbg !45
  %699 = fsub float %667, %635, !dbg !45
  %700 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i = icmp eq i32 %700, 0, !dbg !46
  br i1 %.not.i, label %703, label %701, !dbg !46

701:                                              ; preds = %224
  %702 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %668), !dbg !46
  br label %__nv_exp2f.exit, !dbg !46

703:                                              ; preds = %224
  %704 = tail call float @llvm.nvvm.ex2.approx.f32(float %668), !dbg !46
  br label %__nv_exp2f.exit, !dbg !46

__nv_exp2f.exit:                                  ; preds = %701, %703
  %.0.i = phi float [ %702, %701 ], [ %704, %703 ], !dbg !46
  %705 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i14 = icmp eq i32 %705, 0, !dbg !46
  br i1 %.not.i14, label %708, label %706, !dbg !46

706:                                              ; preds = %__nv_exp2f.exit
  %707 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %669), !dbg !46
  br label %__nv_exp2f.exit16, !dbg !46

708:                                              ; preds = %__nv_exp2f.exit
  %709 = tail call float @llvm.nvvm.ex2.approx.f32(float %669), !dbg !46
  br label %__nv_exp2f.exit16, !dbg !46

__nv_exp2f.exit16:                                ; preds = %706, %708
  %.0.i15 = phi float [ %707, %706 ], [ %709, %708 ], !dbg !46
  %710 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i17 = icmp eq i32 %710, 0, !dbg !46
  br i1 %.not.i17, label %713, label %711, !dbg !46

711:                                              ; preds = %__nv_exp2f.exit16
  %712 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %670), !dbg !46
  br label %__nv_exp2f.exit19, !dbg !46

713:                                              ; preds = %__nv_exp2f.exit16
  %714 = tail call float @llvm.nvvm.ex2.approx.f32(float %670), !dbg !46
  br label %__nv_exp2f.exit19, !dbg !46

__nv_exp2f.exit19:                                ; preds = %711, %713
  %.0.i18 = phi float [ %712, %711 ], [ %714, %713 ], !dbg !46
  %715 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i20 = icmp eq i32 %715, 0, !dbg !46
  br i1 %.not.i20, label %718, label %716, !dbg !46

716:                                              ; preds = %__nv_exp2f.exit19
  %717 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %671), !dbg !46
  br label %__nv_exp2f.exit22, !dbg !46

718:                                              ; preds = %__nv_exp2f.exit19
  %719 = tail call float @llvm.nvvm.ex2.approx.f32(float %671), !dbg !46
  br label %__nv_exp2f.exit22, !dbg !46

__nv_exp2f.exit22:                                ; preds = %716, %718
  %.0.i21 = phi float [ %717, %716 ], [ %719, %718 ], !dbg !46
  %720 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i23 = icmp eq i32 %720, 0, !dbg !46
  br i1 %.not.i23, label %723, label %721, !dbg !46

721:                                              ; preds = %__nv_exp2f.exit22
  %722 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %672), !dbg !46
  br label %__nv_exp2f.exit25, !dbg !46

723:                                              ; preds = %__nv_exp2f.exit22
  %724 = tail call float @llvm.nvvm.ex2.approx.f32(float %672), !dbg !46
  br label %__nv_exp2f.exit25, !dbg !46

__nv_exp2f.exit25:                                ; preds = %721, %723
  %.0.i24 = phi float [ %722, %721 ], [ %724, %723 ], !dbg !46
  %725 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i26 = icmp eq i32 %725, 0, !dbg !46
  br i1 %.not.i26, label %728, label %726, !dbg !46

726:                                              ; preds = %__nv_exp2f.exit25
  %727 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %673), !dbg !46
  br label %__nv_exp2f.exit28, !dbg !46

728:                                              ; preds = %__nv_exp2f.exit25
  %729 = tail call float @llvm.nvvm.ex2.approx.f32(float %673), !dbg !46
  br label %__nv_exp2f.exit28, !dbg !46

__nv_exp2f.exit28:                                ; preds = %726, %728
  %.0.i27 = phi float [ %727, %726 ], [ %729, %728 ], !dbg !46
  %730 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i29 = icmp eq i32 %730, 0, !dbg !46
  br i1 %.not.i29, label %733, label %731, !dbg !46

731:                                              ; preds = %__nv_exp2f.exit28
  %732 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %674), !dbg !46
  br label %__nv_exp2f.exit31, !dbg !46

733:                                              ; preds = %__nv_exp2f.exit28
  %734 = tail call float @llvm.nvvm.ex2.approx.f32(float %674), !dbg !46
  br label %__nv_exp2f.exit31, !dbg !46

__nv_exp2f.exit31:                                ; preds = %731, %733
  %.0.i30 = phi float [ %732, %731 ], [ %734, %733 ], !dbg !46
  %735 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i32 = icmp eq i32 %735, 0, !dbg !46
  br i1 %.not.i32, label %738, label %736, !dbg !46

736:                                              ; preds = %__nv_exp2f.exit31
  %737 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %675), !dbg !46
  br label %__nv_exp2f.exit34, !dbg !46

738:                                              ; preds = %__nv_exp2f.exit31
  %739 = tail call float @llvm.nvvm.ex2.approx.f32(float %675), !dbg !46
  br label %__nv_exp2f.exit34, !dbg !46

__nv_exp2f.exit34:                                ; preds = %736, %738
  %.0.i33 = phi float [ %737, %736 ], [ %739, %738 ], !dbg !46
  %740 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i35 = icmp eq i32 %740, 0, !dbg !46
  br i1 %.not.i35, label %743, label %741, !dbg !46

741:                                              ; preds = %__nv_exp2f.exit34
  %742 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %676), !dbg !46
  br label %__nv_exp2f.exit37, !dbg !46

743:                                              ; preds = %__nv_exp2f.exit34
  %744 = tail call float @llvm.nvvm.ex2.approx.f32(float %676), !dbg !46
  br label %__nv_exp2f.exit37, !dbg !46

__nv_exp2f.exit37:                                ; preds = %741, %743
  %.0.i36 = phi float [ %742, %741 ], [ %744, %743 ], !dbg !46
  %745 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i38 = icmp eq i32 %745, 0, !dbg !46
  br i1 %.not.i38, label %748, label %746, !dbg !46

746:                                              ; preds = %__nv_exp2f.exit37
  %747 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %677), !dbg !46
  br label %__nv_exp2f.exit40, !dbg !46

748:                                              ; preds = %__nv_exp2f.exit37
  %749 = tail call float @llvm.nvvm.ex2.approx.f32(float %677), !dbg !46
  br label %__nv_exp2f.exit40, !dbg !46

__nv_exp2f.exit40:                                ; preds = %746, %748
  %.0.i39 = phi float [ %747, %746 ], [ %749, %748 ], !dbg !46
  %750 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i41 = icmp eq i32 %750, 0, !dbg !46
  br i1 %.not.i41, label %753, label %751, !dbg !46

751:                                              ; preds = %__nv_exp2f.exit40
  %752 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %678), !dbg !46
  br label %__nv_exp2f.exit43, !dbg !46

753:                                              ; preds = %__nv_exp2f.exit40
  %754 = tail call float @llvm.nvvm.ex2.approx.f32(float %678), !dbg !46
  br label %__nv_exp2f.exit43, !dbg !46

__nv_exp2f.exit43:                                ; preds = %751, %753
  %.0.i42 = phi float [ %752, %751 ], [ %754, %753 ], !dbg !46
  %755 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i44 = icmp eq i32 %755, 0, !dbg !46
  br i1 %.not.i44, label %758, label %756, !dbg !46

756:                                              ; preds = %__nv_exp2f.exit43
  %757 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %679), !dbg !46
  br label %__nv_exp2f.exit46, !dbg !46

758:                                              ; preds = %__nv_exp2f.exit43
  %759 = tail call float @llvm.nvvm.ex2.approx.f32(float %679), !dbg !46
  br label %__nv_exp2f.exit46, !dbg !46

__nv_exp2f.exit46:                                ; preds = %756, %758
  %.0.i45 = phi float [ %757, %756 ], [ %759, %758 ], !dbg !46
  %760 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i47 = icmp eq i32 %760, 0, !dbg !46
  br i1 %.not.i47, label %763, label %761, !dbg !46

761:                                              ; preds = %__nv_exp2f.exit46
  %762 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %680), !dbg !46
  br label %__nv_exp2f.exit49, !dbg !46

763:                                              ; preds = %__nv_exp2f.exit46
  %764 = tail call float @llvm.nvvm.ex2.approx.f32(float %680), !dbg !46
  br label %__nv_exp2f.exit49, !dbg !46

__nv_exp2f.exit49:                                ; preds = %761, %763
  %.0.i48 = phi float [ %762, %761 ], [ %764, %763 ], !dbg !46
  %765 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i50 = icmp eq i32 %765, 0, !dbg !46
  br i1 %.not.i50, label %768, label %766, !dbg !46

766:                                              ; preds = %__nv_exp2f.exit49
  %767 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %681), !dbg !46
  br label %__nv_exp2f.exit52, !dbg !46

768:                                              ; preds = %__nv_exp2f.exit49
  %769 = tail call float @llvm.nvvm.ex2.approx.f32(float %681), !dbg !46
  br label %__nv_exp2f.exit52, !dbg !46

__nv_exp2f.exit52:                                ; preds = %766, %768
  %.0.i51 = phi float [ %767, %766 ], [ %769, %768 ], !dbg !46
  %770 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i53 = icmp eq i32 %770, 0, !dbg !46
  br i1 %.not.i53, label %773, label %771, !dbg !46

771:                                              ; preds = %__nv_exp2f.exit52
  %772 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %682), !dbg !46
  br label %__nv_exp2f.exit55, !dbg !46

773:                                              ; preds = %__nv_exp2f.exit52
  %774 = tail call float @llvm.nvvm.ex2.approx.f32(float %682), !dbg !46
  br label %__nv_exp2f.exit55, !dbg !46

__nv_exp2f.exit55:                                ; preds = %771, %773
  %.0.i54 = phi float [ %772, %771 ], [ %774, %773 ], !dbg !46
  %775 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i56 = icmp eq i32 %775, 0, !dbg !46
  br i1 %.not.i56, label %778, label %776, !dbg !46

776:                                              ; preds = %__nv_exp2f.exit55
  %777 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %683), !dbg !46
  br label %__nv_exp2f.exit58, !dbg !46

778:                                              ; preds = %__nv_exp2f.exit55
  %779 = tail call float @llvm.nvvm.ex2.approx.f32(float %683), !dbg !46
  br label %__nv_exp2f.exit58, !dbg !46

__nv_exp2f.exit58:                                ; preds = %776, %778
  %.0.i57 = phi float [ %777, %776 ], [ %779, %778 ], !dbg !46
  %780 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i59 = icmp eq i32 %780, 0, !dbg !46
  br i1 %.not.i59, label %783, label %781, !dbg !46

781:                                              ; preds = %__nv_exp2f.exit58
  %782 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %684), !dbg !46
  br label %__nv_exp2f.exit61, !dbg !46

783:                                              ; preds = %__nv_exp2f.exit58
  %784 = tail call float @llvm.nvvm.ex2.approx.f32(float %684), !dbg !46
  br label %__nv_exp2f.exit61, !dbg !46

__nv_exp2f.exit61:                                ; preds = %781, %783
  %.0.i60 = phi float [ %782, %781 ], [ %784, %783 ], !dbg !46
  %785 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i62 = icmp eq i32 %785, 0, !dbg !46
  br i1 %.not.i62, label %788, label %786, !dbg !46

786:                                              ; preds = %__nv_exp2f.exit61
  %787 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %685), !dbg !46
  br label %__nv_exp2f.exit64, !dbg !46

788:                                              ; preds = %__nv_exp2f.exit61
  %789 = tail call float @llvm.nvvm.ex2.approx.f32(float %685), !dbg !46
  br label %__nv_exp2f.exit64, !dbg !46

__nv_exp2f.exit64:                                ; preds = %786, %788
  %.0.i63 = phi float [ %787, %786 ], [ %789, %788 ], !dbg !46
  %790 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i65 = icmp eq i32 %790, 0, !dbg !46
  br i1 %.not.i65, label %793, label %791, !dbg !46

791:                                              ; preds = %__nv_exp2f.exit64
  %792 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %686), !dbg !46
  br label %__nv_exp2f.exit67, !dbg !46

793:                                              ; preds = %__nv_exp2f.exit64
  %794 = tail call float @llvm.nvvm.ex2.approx.f32(float %686), !dbg !46
  br label %__nv_exp2f.exit67, !dbg !46

__nv_exp2f.exit67:                                ; preds = %791, %793
  %.0.i66 = phi float [ %792, %791 ], [ %794, %793 ], !dbg !46
  %795 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i68 = icmp eq i32 %795, 0, !dbg !46
  br i1 %.not.i68, label %798, label %796, !dbg !46

796:                                              ; preds = %__nv_exp2f.exit67
  %797 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %687), !dbg !46
  br label %__nv_exp2f.exit70, !dbg !46

798:                                              ; preds = %__nv_exp2f.exit67
  %799 = tail call float @llvm.nvvm.ex2.approx.f32(float %687), !dbg !46
  br label %__nv_exp2f.exit70, !dbg !46

__nv_exp2f.exit70:                                ; preds = %796, %798
  %.0.i69 = phi float [ %797, %796 ], [ %799, %798 ], !dbg !46
  %800 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i71 = icmp eq i32 %800, 0, !dbg !46
  br i1 %.not.i71, label %803, label %801, !dbg !46

801:                                              ; preds = %__nv_exp2f.exit70
  %802 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %688), !dbg !46
  br label %__nv_exp2f.exit73, !dbg !46

803:                                              ; preds = %__nv_exp2f.exit70
  %804 = tail call float @llvm.nvvm.ex2.approx.f32(float %688), !dbg !46
  br label %__nv_exp2f.exit73, !dbg !46

__nv_exp2f.exit73:                                ; preds = %801, %803
  %.0.i72 = phi float [ %802, %801 ], [ %804, %803 ], !dbg !46
  %805 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i74 = icmp eq i32 %805, 0, !dbg !46
  br i1 %.not.i74, label %808, label %806, !dbg !46

806:                                              ; preds = %__nv_exp2f.exit73
  %807 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %689), !dbg !46
  br label %__nv_exp2f.exit76, !dbg !46

808:                                              ; preds = %__nv_exp2f.exit73
  %809 = tail call float @llvm.nvvm.ex2.approx.f32(float %689), !dbg !46
  br label %__nv_exp2f.exit76, !dbg !46

__nv_exp2f.exit76:                                ; preds = %806, %808
  %.0.i75 = phi float [ %807, %806 ], [ %809, %808 ], !dbg !46
  %810 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i77 = icmp eq i32 %810, 0, !dbg !46
  br i1 %.not.i77, label %813, label %811, !dbg !46

811:                                              ; preds = %__nv_exp2f.exit76
  %812 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %690), !dbg !46
  br label %__nv_exp2f.exit79, !dbg !46

813:                                              ; preds = %__nv_exp2f.exit76
  %814 = tail call float @llvm.nvvm.ex2.approx.f32(float %690), !dbg !46
  br label %__nv_exp2f.exit79, !dbg !46

__nv_exp2f.exit79:                                ; preds = %811, %813
  %.0.i78 = phi float [ %812, %811 ], [ %814, %813 ], !dbg !46
  %815 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i80 = icmp eq i32 %815, 0, !dbg !46
  br i1 %.not.i80, label %818, label %816, !dbg !46

816:                                              ; preds = %__nv_exp2f.exit79
  %817 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %691), !dbg !46
  br label %__nv_exp2f.exit82, !dbg !46

818:                                              ; preds = %__nv_exp2f.exit79
  %819 = tail call float @llvm.nvvm.ex2.approx.f32(float %691), !dbg !46
  br label %__nv_exp2f.exit82, !dbg !46

__nv_exp2f.exit82:                                ; preds = %816, %818
  %.0.i81 = phi float [ %817, %816 ], [ %819, %818 ], !dbg !46
  %820 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i83 = icmp eq i32 %820, 0, !dbg !46
  br i1 %.not.i83, label %823, label %821, !dbg !46

821:                                              ; preds = %__nv_exp2f.exit82
  %822 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %692), !dbg !46
  br label %__nv_exp2f.exit85, !dbg !46

823:                                              ; preds = %__nv_exp2f.exit82
  %824 = tail call float @llvm.nvvm.ex2.approx.f32(float %692), !dbg !46
  br label %__nv_exp2f.exit85, !dbg !46

__nv_exp2f.exit85:                                ; preds = %821, %823
  %.0.i84 = phi float [ %822, %821 ], [ %824, %823 ], !dbg !46
  %825 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i86 = icmp eq i32 %825, 0, !dbg !46
  br i1 %.not.i86, label %828, label %826, !dbg !46

826:                                              ; preds = %__nv_exp2f.exit85
  %827 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %693), !dbg !46
  br label %__nv_exp2f.exit88, !dbg !46

828:                                              ; preds = %__nv_exp2f.exit85
  %829 = tail call float @llvm.nvvm.ex2.approx.f32(float %693), !dbg !46
  br label %__nv_exp2f.exit88, !dbg !46

__nv_exp2f.exit88:                                ; preds = %826, %828
  %.0.i87 = phi float [ %827, %826 ], [ %829, %828 ], !dbg !46
  %830 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i89 = icmp eq i32 %830, 0, !dbg !46
  br i1 %.not.i89, label %833, label %831, !dbg !46

831:                                              ; preds = %__nv_exp2f.exit88
  %832 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %694), !dbg !46
  br label %__nv_exp2f.exit91, !dbg !46

833:                                              ; preds = %__nv_exp2f.exit88
  %834 = tail call float @llvm.nvvm.ex2.approx.f32(float %694), !dbg !46
  br label %__nv_exp2f.exit91, !dbg !46

__nv_exp2f.exit91:                                ; preds = %831, %833
  %.0.i90 = phi float [ %832, %831 ], [ %834, %833 ], !dbg !46
  %835 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i92 = icmp eq i32 %835, 0, !dbg !46
  br i1 %.not.i92, label %838, label %836, !dbg !46

836:                                              ; preds = %__nv_exp2f.exit91
  %837 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %695), !dbg !46
  br label %__nv_exp2f.exit94, !dbg !46

838:                                              ; preds = %__nv_exp2f.exit91
  %839 = tail call float @llvm.nvvm.ex2.approx.f32(float %695), !dbg !46
  br label %__nv_exp2f.exit94, !dbg !46

__nv_exp2f.exit94:                                ; preds = %836, %838
  %.0.i93 = phi float [ %837, %836 ], [ %839, %838 ], !dbg !46
  %840 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i95 = icmp eq i32 %840, 0, !dbg !46
  br i1 %.not.i95, label %843, label %841, !dbg !46

841:                                              ; preds = %__nv_exp2f.exit94
  %842 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %696), !dbg !46
  br label %__nv_exp2f.exit97, !dbg !46

843:                                              ; preds = %__nv_exp2f.exit94
  %844 = tail call float @llvm.nvvm.ex2.approx.f32(float %696), !dbg !46
  br label %__nv_exp2f.exit97, !dbg !46

__nv_exp2f.exit97:                                ; preds = %841, %843
  %.0.i96 = phi float [ %842, %841 ], [ %844, %843 ], !dbg !46
  %845 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i98 = icmp eq i32 %845, 0, !dbg !46
  br i1 %.not.i98, label %848, label %846, !dbg !46

846:                                              ; preds = %__nv_exp2f.exit97
  %847 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %697), !dbg !46
  br label %__nv_exp2f.exit100, !dbg !46

848:                                              ; preds = %__nv_exp2f.exit97
  %849 = tail call float @llvm.nvvm.ex2.approx.f32(float %697), !dbg !46
  br label %__nv_exp2f.exit100, !dbg !46

__nv_exp2f.exit100:                               ; preds = %846, %848
  %.0.i99 = phi float [ %847, %846 ], [ %849, %848 ], !dbg !46
  %850 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i101 = icmp eq i32 %850, 0, !dbg !46
  br i1 %.not.i101, label %853, label %851, !dbg !46

851:                                              ; preds = %__nv_exp2f.exit100
  %852 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %698), !dbg !46
  br label %__nv_exp2f.exit103, !dbg !46

853:                                              ; preds = %__nv_exp2f.exit100
  %854 = tail call float @llvm.nvvm.ex2.approx.f32(float %698), !dbg !46
  br label %__nv_exp2f.exit103, !dbg !46

__nv_exp2f.exit103:                               ; preds = %851, %853
  %.0.i102 = phi float [ %852, %851 ], [ %854, %853 ], !dbg !46
  %855 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !46
  %.not.i104 = icmp eq i32 %855, 0, !dbg !46
  br i1 %.not.i104, label %858, label %856, !dbg !46

856:                                              ; preds = %__nv_exp2f.exit103
  %857 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %699), !dbg !46
  br label %__nv_exp2f.exit106, !dbg !46

858:                                              ; preds = %__nv_exp2f.exit103
  %859 = tail call float @llvm.nvvm.ex2.approx.f32(float %699), !dbg !46
  br label %__nv_exp2f.exit106, !dbg !46

__nv_exp2f.exit106:                               ; preds = %856, %858
  %.0.i105 = phi float [ %857, %856 ], [ %859, %858 ], !dbg !46
  %860 = fsub float %261, %634, !dbg !47
  %861 = fsub float %262, %635, !dbg !47
  %862 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i107 = icmp eq i32 %862, 0, !dbg !48
  br i1 %.not.i107, label %865, label %863, !dbg !48

863:                                              ; preds = %__nv_exp2f.exit106
  %864 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %860), !dbg !48
  br label %__nv_exp2f.exit109, !dbg !48

865:                                              ; preds = %__nv_exp2f.exit106
  %866 = tail call float @llvm.nvvm.ex2.approx.f32(float %860), !dbg !48
  br label %__nv_exp2f.exit109, !dbg !48

__nv_exp2f.exit109:                               ; preds = %863, %865
  %.0.i108 = phi float [ %864, %863 ], [ %866, %865 ], !dbg !48
  %867 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i110 = icmp eq i32 %867, 0, !dbg !48
  br i1 %.not.i110, label %870, label %868, !dbg !48

868:                                              ; preds = %__nv_exp2f.exit109
  %869 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %861), !dbg !48
  br label %__nv_exp2f.exit112, !dbg !48

870:                                              ; preds = %__nv_exp2f.exit109
  %871 = tail call float @llvm.nvvm.ex2.approx.f32(float %861), !dbg !48
  br label %__nv_exp2f.exit112, !dbg !48

__nv_exp2f.exit112:                               ; preds = %868, %870
  %.0.i111 = phi float [ %869, %868 ], [ %871, %870 ], !dbg !48
  %872 = fmul float %259, %.0.i108, !dbg !49
  %873 = fmul float %260, %.0.i111, !dbg !49
  %874 = fadd float %.0.i, %.0.i15, !dbg !50
  %875 = fadd float %.0.i24, %.0.i27, !dbg !50
  %876 = fadd float %.0.i36, %.0.i39, !dbg !50
  %877 = fadd float %.0.i48, %.0.i51, !dbg !50
  %878 = fadd float %.0.i60, %.0.i63, !dbg !50
  %879 = fadd float %.0.i72, %.0.i75, !dbg !50
  %880 = fadd float %.0.i84, %.0.i87, !dbg !50
  %881 = fadd float %.0.i96, %.0.i99, !dbg !50
  %882 = fadd float %874, %875, !dbg !50
  %883 = fadd float %876, %877, !dbg !50
  %884 = fadd float %878, %879, !dbg !50
  %885 = fadd float %880, %881, !dbg !50
  %886 = fadd float %882, %883, !dbg !50
  %887 = fadd float %884, %885, !dbg !50
  %888 = fadd float %886, %887, !dbg !50
  %889 = fadd float %.0.i18, %.0.i21, !dbg !50
  %890 = fadd float %.0.i30, %.0.i33, !dbg !50
  %891 = fadd float %.0.i42, %.0.i45, !dbg !50
  %892 = fadd float %.0.i54, %.0.i57, !dbg !50
  %893 = fadd float %.0.i66, %.0.i69, !dbg !50
  %894 = fadd float %.0.i78, %.0.i81, !dbg !50
  %895 = fadd float %.0.i90, %.0.i93, !dbg !50
  %896 = fadd float %.0.i102, %.0.i105, !dbg !50
  %897 = fadd float %889, %890, !dbg !50
  %898 = fadd float %891, %892, !dbg !50
  %899 = fadd float %893, %894, !dbg !50
  %900 = fadd float %895, %896, !dbg !50
  %901 = fadd float %897, %898, !dbg !50
  %902 = fadd float %899, %900, !dbg !50
  %903 = fadd float %901, %902, !dbg !50
  %904 = bitcast float %888 to i32, !dbg !51
  %905 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %904, i32 2, i32 31), !dbg !51
  %906 = bitcast i32 %905 to float, !dbg !51
  %907 = fadd float %888, %906, !dbg !50
  %908 = bitcast float %907 to i32, !dbg !51
  %909 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 1, i32 31), !dbg !51
  %910 = bitcast i32 %909 to float, !dbg !51
  %911 = fadd float %907, %910, !dbg !50
  %912 = bitcast float %903 to i32, !dbg !51
  %913 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %912, i32 2, i32 31), !dbg !51
  %914 = bitcast i32 %913 to float, !dbg !51
  %915 = fadd float %903, %914, !dbg !50
  %916 = bitcast float %915 to i32, !dbg !51
  %917 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %916, i32 1, i32 31), !dbg !51
  %918 = bitcast i32 %917 to float, !dbg !51
  %919 = fadd float %915, %918, !dbg !50
  %920 = fadd float %872, %911, !dbg !49
  %921 = fadd float %873, %919, !dbg !49
  %922 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %276, !dbg !32
  %923 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %216, !dbg !32
  %924 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %923), !dbg !32
  %925 = extractvalue { i32, i32, i32, i32 } %924, 0, !dbg !32
  %926 = extractvalue { i32, i32, i32, i32 } %924, 1, !dbg !32
  %927 = extractvalue { i32, i32, i32, i32 } %924, 2, !dbg !32
  %928 = extractvalue { i32, i32, i32, i32 } %924, 3, !dbg !32
  %929 = getelementptr inbounds nuw i8, ptr addrspace(3) %923, i32 4096, !dbg !32
  %930 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %929), !dbg !32
  %931 = extractvalue { i32, i32, i32, i32 } %930, 0, !dbg !32
  %932 = extractvalue { i32, i32, i32, i32 } %930, 1, !dbg !32
  %933 = extractvalue { i32, i32, i32, i32 } %930, 2, !dbg !32
  %934 = extractvalue { i32, i32, i32, i32 } %930, 3, !dbg !32
  %935 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %217, !dbg !32
  %936 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %935), !dbg !32
  %937 = extractvalue { i32, i32, i32, i32 } %936, 0, !dbg !32
  %938 = extractvalue { i32, i32, i32, i32 } %936, 1, !dbg !32
  %939 = extractvalue { i32, i32, i32, i32 } %936, 2, !dbg !32
  %940 = extractvalue { i32, i32, i32, i32 } %936, 3, !dbg !32
  %941 = getelementptr inbounds nuw i8, ptr addrspace(3) %935, i32 4096, !dbg !32
  %942 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %941), !dbg !32
  %943 = extractvalue { i32, i32, i32, i32 } %942, 0, !dbg !32
  %944 = extractvalue { i32, i32, i32, i32 } %942, 1, !dbg !32
  %945 = extractvalue { i32, i32, i32, i32 } %942, 2, !dbg !32
  %946 = extractvalue { i32, i32, i32, i32 } %942, 3, !dbg !32
  %947 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %218, !dbg !32
  %948 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %947), !dbg !32
  %949 = extractvalue { i32, i32, i32, i32 } %948, 0, !dbg !32
  %950 = extractvalue { i32, i32, i32, i32 } %948, 1, !dbg !32
  %951 = extractvalue { i32, i32, i32, i32 } %948, 2, !dbg !32
  %952 = extractvalue { i32, i32, i32, i32 } %948, 3, !dbg !32
  %953 = getelementptr inbounds nuw i8, ptr addrspace(3) %947, i32 4096, !dbg !32
  %954 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %953), !dbg !32
  %955 = extractvalue { i32, i32, i32, i32 } %954, 0, !dbg !32
  %956 = extractvalue { i32, i32, i32, i32 } %954, 1, !dbg !32
  %957 = extractvalue { i32, i32, i32, i32 } %954, 2, !dbg !32
  %958 = extractvalue { i32, i32, i32, i32 } %954, 3, !dbg !32
  %959 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %219, !dbg !32
  %960 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %959), !dbg !32
  %961 = extractvalue { i32, i32, i32, i32 } %960, 0, !dbg !32
  %962 = extractvalue { i32, i32, i32, i32 } %960, 1, !dbg !32
  %963 = extractvalue { i32, i32, i32, i32 } %960, 2, !dbg !32
  %964 = extractvalue { i32, i32, i32, i32 } %960, 3, !dbg !32
  %965 = getelementptr inbounds nuw i8, ptr addrspace(3) %959, i32 4096, !dbg !32
  %966 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %965), !dbg !32
  %967 = extractvalue { i32, i32, i32, i32 } %966, 0, !dbg !32
  %968 = extractvalue { i32, i32, i32, i32 } %966, 1, !dbg !32
  %969 = extractvalue { i32, i32, i32, i32 } %966, 2, !dbg !32
  %970 = extractvalue { i32, i32, i32, i32 } %966, 3, !dbg !32
  %971 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %220, !dbg !32
  %972 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %971), !dbg !32
  %973 = extractvalue { i32, i32, i32, i32 } %972, 0, !dbg !32
  %974 = extractvalue { i32, i32, i32, i32 } %972, 1, !dbg !32
  %975 = extractvalue { i32, i32, i32, i32 } %972, 2, !dbg !32
  %976 = extractvalue { i32, i32, i32, i32 } %972, 3, !dbg !32
  %977 = getelementptr inbounds nuw i8, ptr addrspace(3) %971, i32 4096, !dbg !32
  %978 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %977), !dbg !32
  %979 = extractvalue { i32, i32, i32, i32 } %978, 0, !dbg !32
  %980 = extractvalue { i32, i32, i32, i32 } %978, 1, !dbg !32
  %981 = extractvalue { i32, i32, i32, i32 } %978, 2, !dbg !32
  %982 = extractvalue { i32, i32, i32, i32 } %978, 3, !dbg !32
  %983 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %221, !dbg !32
  %984 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %983), !dbg !32
  %985 = extractvalue { i32, i32, i32, i32 } %984, 0, !dbg !32
  %986 = extractvalue { i32, i32, i32, i32 } %984, 1, !dbg !32
  %987 = extractvalue { i32, i32, i32, i32 } %984, 2, !dbg !32
  %988 = extractvalue { i32, i32, i32, i32 } %984, 3, !dbg !32
  %989 = getelementptr inbounds nuw i8, ptr addrspace(3) %983, i32 4096, !dbg !32
  %990 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %989), !dbg !32
  %991 = extractvalue { i32, i32, i32, i32 } %990, 0, !dbg !32
  %992 = extractvalue { i32, i32, i32, i32 } %990, 1, !dbg !32
  %993 = extractvalue { i32, i32, i32, i32 } %990, 2, !dbg !32
  %994 = extractvalue { i32, i32, i32, i32 } %990, 3, !dbg !32
  %995 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %222, !dbg !32
  %996 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %995), !dbg !32
  %997 = extractvalue { i32, i32, i32, i32 } %996, 0, !dbg !32
  %998 = extractvalue { i32, i32, i32, i32 } %996, 1, !dbg !32
  %999 = extractvalue { i32, i32, i32, i32 } %996, 2, !dbg !32
  %1000 = extractvalue { i32, i32, i32, i32 } %996, 3, !dbg !32
  %1001 = getelementptr inbounds nuw i8, ptr addrspace(3) %995, i32 4096, !dbg !32
  %1002 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1001), !dbg !32
  %1003 = extractvalue { i32, i32, i32, i32 } %1002, 0, !dbg !32
  %1004 = extractvalue { i32, i32, i32, i32 } %1002, 1, !dbg !32
  %1005 = extractvalue { i32, i32, i32, i32 } %1002, 2, !dbg !32
  %1006 = extractvalue { i32, i32, i32, i32 } %1002, 3, !dbg !32
  %1007 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 %223, !dbg !32
  %1008 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1007), !dbg !32
  %1009 = extractvalue { i32, i32, i32, i32 } %1008, 0, !dbg !32
  %1010 = extractvalue { i32, i32, i32, i32 } %1008, 1, !dbg !32
  %1011 = extractvalue { i32, i32, i32, i32 } %1008, 2, !dbg !32
  %1012 = extractvalue { i32, i32, i32, i32 } %1008, 3, !dbg !32
  %1013 = getelementptr inbounds nuw i8, ptr addrspace(3) %1007, i32 4096, !dbg !32
  %1014 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1013), !dbg !32
  %1015 = extractvalue { i32, i32, i32, i32 } %1014, 0, !dbg !32
  %1016 = extractvalue { i32, i32, i32, i32 } %1014, 1, !dbg !32
  %1017 = extractvalue { i32, i32, i32, i32 } %1014, 2, !dbg !32
  %1018 = extractvalue { i32, i32, i32, i32 } %1014, 3, !dbg !32
  %1019 = fmul float %227, %.0.i108, !dbg !53
  %1020 = fmul float %228, %.0.i108, !dbg !53
  %1021 = fmul float %229, %.0.i111, !dbg !53
  %1022 = fmul float %230, %.0.i111, !dbg !53
  %1023 = fmul float %231, %.0.i108, !dbg !53
  %1024 = fmul float %232, %.0.i108, !dbg !53
  %1025 = fmul float %233, %.0.i111, !dbg !53
  %1026 = fmul float %234, %.0.i111, !dbg !53
  %1027 = fmul float %235, %.0.i108, !dbg !53
  %1028 = fmul float %236, %.0.i108, !dbg !53
  %1029 = fmul float %237, %.0.i111, !dbg !53
  %1030 = fmul float %238, %.0.i111, !dbg !53
  %1031 = fmul float %239, %.0.i108, !dbg !53
  %1032 = fmul float %240, %.0.i108, !dbg !53
  %1033 = fmul float %241, %.0.i111, !dbg !53
  %1034 = fmul float %242, %.0.i111, !dbg !53
  %1035 = fmul float %243, %.0.i108, !dbg !53
  %1036 = fmul float %244, %.0.i108, !dbg !53
  %1037 = fmul float %245, %.0.i111, !dbg !53
  %1038 = fmul float %246, %.0.i111, !dbg !53
  %1039 = fmul float %247, %.0.i108, !dbg !53
  %1040 = fmul float %248, %.0.i108, !dbg !53
  %1041 = fmul float %249, %.0.i111, !dbg !53
  %1042 = fmul float %250, %.0.i111, !dbg !53
  %1043 = fmul float %251, %.0.i108, !dbg !53
  %1044 = fmul float %252, %.0.i108, !dbg !53
  %1045 = fmul float %253, %.0.i111, !dbg !53
  %1046 = fmul float %254, %.0.i111, !dbg !53
  %1047 = fmul float %255, %.0.i108, !dbg !53
  %1048 = fmul float %256, %.0.i108, !dbg !53
  %1049 = fmul float %257, %.0.i111, !dbg !53
  %1050 = fmul float %258, %.0.i111, !dbg !53
  %1051 = fptrunc float %.0.i to half, !dbg !54
  %1052 = fptrunc float %.0.i15 to half, !dbg !54
  %1053 = fptrunc float %.0.i18 to half, !dbg !54
  %1054 = fptrunc float %.0.i21 to half, !dbg !54
  %1055 = fptrunc float %.0.i24 to half, !dbg !54
  %1056 = fptrunc float %.0.i27 to half, !dbg !54
  %1057 = fptrunc float %.0.i30 to half, !dbg !54
  %1058 = fptrunc float %.0.i33 to half, !dbg !54
  %1059 = fptrunc float %.0.i36 to half, !dbg !54
  %1060 = fptrunc float %.0.i39 to half, !dbg !54
  %1061 = fptrunc float %.0.i42 to half, !dbg !54
  %1062 = fptrunc float %.0.i45 to half, !dbg !54
  %1063 = fptrunc float %.0.i48 to half, !dbg !54
  %1064 = fptrunc float %.0.i51 to half, !dbg !54
  %1065 = fptrunc float %.0.i54 to half, !dbg !54
  %1066 = fptrunc float %.0.i57 to half, !dbg !54
  %1067 = fptrunc float %.0.i60 to half, !dbg !54
  %1068 = fptrunc float %.0.i63 to half, !dbg !54
  %1069 = fptrunc float %.0.i66 to half, !dbg !54
  %1070 = fptrunc float %.0.i69 to half, !dbg !54
  %1071 = fptrunc float %.0.i72 to half, !dbg !54
  %1072 = fptrunc float %.0.i75 to half, !dbg !54
  %1073 = fptrunc float %.0.i78 to half, !dbg !54
  %1074 = fptrunc float %.0.i81 to half, !dbg !54
  %1075 = fptrunc float %.0.i84 to half, !dbg !54
  %1076 = fptrunc float %.0.i87 to half, !dbg !54
  %1077 = fptrunc float %.0.i90 to half, !dbg !54
  %1078 = fptrunc float %.0.i93 to half, !dbg !54
  %1079 = fptrunc float %.0.i96 to half, !dbg !54
  %1080 = fptrunc float %.0.i99 to half, !dbg !54
  %1081 = fptrunc float %.0.i102 to half, !dbg !54
  %1082 = fptrunc float %.0.i105 to half, !dbg !54
  %1083 = insertelement <2 x half> poison, half %1051, i64 0, !dbg !55
  %1084 = insertelement <2 x half> %1083, half %1052, i64 1, !dbg !55
  %1085 = bitcast <2 x half> %1084 to i32, !dbg !55
  %1086 = insertelement <2 x half> poison, half %1053, i64 0, !dbg !55
  %1087 = insertelement <2 x half> %1086, half %1054, i64 1, !dbg !55
  %1088 = bitcast <2 x half> %1087 to i32, !dbg !55
  %1089 = insertelement <2 x half> poison, half %1055, i64 0, !dbg !55
  %1090 = insertelement <2 x half> %1089, half %1056, i64 1, !dbg !55
  %1091 = bitcast <2 x half> %1090 to i32, !dbg !55
  %1092 = insertelement <2 x half> poison, half %1057, i64 0, !dbg !55
  %1093 = insertelement <2 x half> %1092, half %1058, i64 1, !dbg !55
  %1094 = bitcast <2 x half> %1093 to i32, !dbg !55
  %1095 = insertelement <2 x half> poison, half %1059, i64 0, !dbg !55
  %1096 = insertelement <2 x half> %1095, half %1060, i64 1, !dbg !55
  %1097 = bitcast <2 x half> %1096 to i32, !dbg !55
  %1098 = insertelement <2 x half> poison, half %1061, i64 0, !dbg !55
  %1099 = insertelement <2 x half> %1098, half %1062, i64 1, !dbg !55
  %1100 = bitcast <2 x half> %1099 to i32, !dbg !55
  %1101 = insertelement <2 x half> poison, half %1063, i64 0, !dbg !55
  %1102 = insertelement <2 x half> %1101, half %1064, i64 1, !dbg !55
  %1103 = bitcast <2 x half> %1102 to i32, !dbg !55
  %1104 = insertelement <2 x half> poison, half %1065, i64 0, !dbg !55
  %1105 = insertelement <2 x half> %1104, half %1066, i64 1, !dbg !55
  %1106 = bitcast <2 x half> %1105 to i32, !dbg !55
  %1107 = insertelement <2 x half> poison, half %1067, i64 0, !dbg !55
  %1108 = insertelement <2 x half> %1107, half %1068, i64 1, !dbg !55
  %1109 = bitcast <2 x half> %1108 to i32, !dbg !55
  %1110 = insertelement <2 x half> poison, half %1069, i64 0, !dbg !55
  %1111 = insertelement <2 x half> %1110, half %1070, i64 1, !dbg !55
  %1112 = bitcast <2 x half> %1111 to i32, !dbg !55
  %1113 = insertelement <2 x half> poison, half %1071, i64 0, !dbg !55
  %1114 = insertelement <2 x half> %1113, half %1072, i64 1, !dbg !55
  %1115 = bitcast <2 x half> %1114 to i32, !dbg !55
  %1116 = insertelement <2 x half> poison, half %1073, i64 0, !dbg !55
  %1117 = insertelement <2 x half> %1116, half %1074, i64 1, !dbg !55
  %1118 = bitcast <2 x half> %1117 to i32, !dbg !55
  %1119 = insertelement <2 x half> poison, half %1075, i64 0, !dbg !55
  %1120 = insertelement <2 x half> %1119, half %1076, i64 1, !dbg !55
  %1121 = bitcast <2 x half> %1120 to i32, !dbg !55
  %1122 = insertelement <2 x half> poison, half %1077, i64 0, !dbg !55
  %1123 = insertelement <2 x half> %1122, half %1078, i64 1, !dbg !55
  %1124 = bitcast <2 x half> %1123 to i32, !dbg !55
  %1125 = insertelement <2 x half> poison, half %1079, i64 0, !dbg !55
  %1126 = insertelement <2 x half> %1125, half %1080, i64 1, !dbg !55
  %1127 = bitcast <2 x half> %1126 to i32, !dbg !55
  %1128 = insertelement <2 x half> poison, half %1081, i64 0, !dbg !55
  %1129 = insertelement <2 x half> %1128, half %1082, i64 1, !dbg !55
  %1130 = bitcast <2 x half> %1129 to i32, !dbg !55
  %1131 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1019, float %1020, float %1021, float %1022, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %925, i32 %926) #2, !dbg !55
  %1132 = extractvalue { float, float, float, float } %1131, 0, !dbg !55
  %1133 = extractvalue { float, float, float, float } %1131, 1, !dbg !55
  %1134 = extractvalue { float, float, float, float } %1131, 2, !dbg !55
  %1135 = extractvalue { float, float, float, float } %1131, 3, !dbg !55
  %1136 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1023, float %1024, float %1025, float %1026, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %937, i32 %938) #2, !dbg !55
  %1137 = extractvalue { float, float, float, float } %1136, 0, !dbg !55
  %1138 = extractvalue { float, float, float, float } %1136, 1, !dbg !55
  %1139 = extractvalue { float, float, float, float } %1136, 2, !dbg !55
  %1140 = extractvalue { float, float, float, float } %1136, 3, !dbg !55
  %1141 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1027, float %1028, float %1029, float %1030, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %949, i32 %950) #2, !dbg !55
  %1142 = extractvalue { float, float, float, float } %1141, 0, !dbg !55
  %1143 = extractvalue { float, float, float, float } %1141, 1, !dbg !55
  %1144 = extractvalue { float, float, float, float } %1141, 2, !dbg !55
  %1145 = extractvalue { float, float, float, float } %1141, 3, !dbg !55
  %1146 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1031, float %1032, float %1033, float %1034, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %961, i32 %962) #2, !dbg !55
  %1147 = extractvalue { float, float, float, float } %1146, 0, !dbg !55
  %1148 = extractvalue { float, float, float, float } %1146, 1, !dbg !55
  %1149 = extractvalue { float, float, float, float } %1146, 2, !dbg !55
  %1150 = extractvalue { float, float, float, float } %1146, 3, !dbg !55
  %1151 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1035, float %1036, float %1037, float %1038, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %973, i32 %974) #2, !dbg !55
  %1152 = extractvalue { float, float, float, float } %1151, 0, !dbg !55
  %1153 = extractvalue { float, float, float, float } %1151, 1, !dbg !55
  %1154 = extractvalue { float, float, float, float } %1151, 2, !dbg !55
  %1155 = extractvalue { float, float, float, float } %1151, 3, !dbg !55
  %1156 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1039, float %1040, float %1041, float %1042, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %985, i32 %986) #2, !dbg !55
  %1157 = extractvalue { float, float, float, float } %1156, 0, !dbg !55
  %1158 = extractvalue { float, float, float, float } %1156, 1, !dbg !55
  %1159 = extractvalue { float, float, float, float } %1156, 2, !dbg !55
  %1160 = extractvalue { float, float, float, float } %1156, 3, !dbg !55
  %1161 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1043, float %1044, float %1045, float %1046, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %997, i32 %998) #2, !dbg !55
  %1162 = extractvalue { float, float, float, float } %1161, 0, !dbg !55
  %1163 = extractvalue { float, float, float, float } %1161, 1, !dbg !55
  %1164 = extractvalue { float, float, float, float } %1161, 2, !dbg !55
  %1165 = extractvalue { float, float, float, float } %1161, 3, !dbg !55
  %1166 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1047, float %1048, float %1049, float %1050, i32 %1085, i32 %1088, i32 %1091, i32 %1094, i32 %1009, i32 %1010) #2, !dbg !55
  %1167 = extractvalue { float, float, float, float } %1166, 0, !dbg !55
  %1168 = extractvalue { float, float, float, float } %1166, 1, !dbg !55
  %1169 = extractvalue { float, float, float, float } %1166, 2, !dbg !55
  %1170 = extractvalue { float, float, float, float } %1166, 3, !dbg !55
  %1171 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1132, float %1133, float %1134, float %1135, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %927, i32 %928) #2, !dbg !55
  %1172 = extractvalue { float, float, float, float } %1171, 0, !dbg !55
  %1173 = extractvalue { float, float, float, float } %1171, 1, !dbg !55
  %1174 = extractvalue { float, float, float, float } %1171, 2, !dbg !55
  %1175 = extractvalue { float, float, float, float } %1171, 3, !dbg !55
  %1176 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1137, float %1138, float %1139, float %1140, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %939, i32 %940) #2, !dbg !55
  %1177 = extractvalue { float, float, float, float } %1176, 0, !dbg !55
  %1178 = extractvalue { float, float, float, float } %1176, 1, !dbg !55
  %1179 = extractvalue { float, float, float, float } %1176, 2, !dbg !55
  %1180 = extractvalue { float, float, float, float } %1176, 3, !dbg !55
  %1181 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1142, float %1143, float %1144, float %1145, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %951, i32 %952) #2, !dbg !55
  %1182 = extractvalue { float, float, float, float } %1181, 0, !dbg !55
  %1183 = extractvalue { float, float, float, float } %1181, 1, !dbg !55
  %1184 = extractvalue { float, float, float, float } %1181, 2, !dbg !55
  %1185 = extractvalue { float, float, float, float } %1181, 3, !dbg !55
  %1186 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1147, float %1148, float %1149, float %1150, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %963, i32 %964) #2, !dbg !55
  %1187 = extractvalue { float, float, float, float } %1186, 0, !dbg !55
  %1188 = extractvalue { float, float, float, float } %1186, 1, !dbg !55
  %1189 = extractvalue { float, float, float, float } %1186, 2, !dbg !55
  %1190 = extractvalue { float, float, float, float } %1186, 3, !dbg !55
  %1191 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1152, float %1153, float %1154, float %1155, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %975, i32 %976) #2, !dbg !55
  %1192 = extractvalue { float, float, float, float } %1191, 0, !dbg !55
  %1193 = extractvalue { float, float, float, float } %1191, 1, !dbg !55
  %1194 = extractvalue { float, float, float, float } %1191, 2, !dbg !55
  %1195 = extractvalue { float, float, float, float } %1191, 3, !dbg !55
  %1196 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1157, float %1158, float %1159, float %1160, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %987, i32 %988) #2, !dbg !55
  %1197 = extractvalue { float, float, float, float } %1196, 0, !dbg !55
  %1198 = extractvalue { float, float, float, float } %1196, 1, !dbg !55
  %1199 = extractvalue { float, float, float, float } %1196, 2, !dbg !55
  %1200 = extractvalue { float, float, float, float } %1196, 3, !dbg !55
  %1201 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1162, float %1163, float %1164, float %1165, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %999, i32 %1000) #2, !dbg !55
  %1202 = extractvalue { float, float, float, float } %1201, 0, !dbg !55
  %1203 = extractvalue { float, float, float, float } %1201, 1, !dbg !55
  %1204 = extractvalue { float, float, float, float } %1201, 2, !dbg !55
  %1205 = extractvalue { float, float, float, float } %1201, 3, !dbg !55
  %1206 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1167, float %1168, float %1169, float %1170, i32 %1097, i32 %1100, i32 %1103, i32 %1106, i32 %1011, i32 %1012) #2, !dbg !55
  %1207 = extractvalue { float, float, float, float } %1206, 0, !dbg !55
  %1208 = extractvalue { float, float, float, float } %1206, 1, !dbg !55
  %1209 = extractvalue { float, float, float, float } %1206, 2, !dbg !55
  %1210 = extractvalue { float, float, float, float } %1206, 3, !dbg !55
  %1211 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1172, float %1173, float %1174, float %1175, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %931, i32 %932) #2, !dbg !55
  %1212 = extractvalue { float, float, float, float } %1211, 0, !dbg !55
  %1213 = extractvalue { float, float, float, float } %1211, 1, !dbg !55
  %1214 = extractvalue { float, float, float, float } %1211, 2, !dbg !55
  %1215 = extractvalue { float, float, float, float } %1211, 3, !dbg !55
  %1216 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1177, float %1178, float %1179, float %1180, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %943, i32 %944) #2, !dbg !55
  %1217 = extractvalue { float, float, float, float } %1216, 0, !dbg !55
  %1218 = extractvalue { float, float, float, float } %1216, 1, !dbg !55
  %1219 = extractvalue { float, float, float, float } %1216, 2, !dbg !55
  %1220 = extractvalue { float, float, float, float } %1216, 3, !dbg !55
  %1221 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1182, float %1183, float %1184, float %1185, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %955, i32 %956) #2, !dbg !55
  %1222 = extractvalue { float, float, float, float } %1221, 0, !dbg !55
  %1223 = extractvalue { float, float, float, float } %1221, 1, !dbg !55
  %1224 = extractvalue { float, float, float, float } %1221, 2, !dbg !55
  %1225 = extractvalue { float, float, float, float } %1221, 3, !dbg !55
  %1226 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1187, float %1188, float %1189, float %1190, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %967, i32 %968) #2, !dbg !55
  %1227 = extractvalue { float, float, float, float } %1226, 0, !dbg !55
  %1228 = extractvalue { float, float, float, float } %1226, 1, !dbg !55
  %1229 = extractvalue { float, float, float, float } %1226, 2, !dbg !55
  %1230 = extractvalue { float, float, float, float } %1226, 3, !dbg !55
  %1231 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1192, float %1193, float %1194, float %1195, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %979, i32 %980) #2, !dbg !55
  %1232 = extractvalue { float, float, float, float } %1231, 0, !dbg !55
  %1233 = extractvalue { float, float, float, float } %1231, 1, !dbg !55
  %1234 = extractvalue { float, float, float, float } %1231, 2, !dbg !55
  %1235 = extractvalue { float, float, float, float } %1231, 3, !dbg !55
  %1236 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1197, float %1198, float %1199, float %1200, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %991, i32 %992) #2, !dbg !55
  %1237 = extractvalue { float, float, float, float } %1236, 0, !dbg !55
  %1238 = extractvalue { float, float, float, float } %1236, 1, !dbg !55
  %1239 = extractvalue { float, float, float, float } %1236, 2, !dbg !55
  %1240 = extractvalue { float, float, float, float } %1236, 3, !dbg !55
  %1241 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1202, float %1203, float %1204, float %1205, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %1003, i32 %1004) #2, !dbg !55
  %1242 = extractvalue { float, float, float, float } %1241, 0, !dbg !55
  %1243 = extractvalue { float, float, float, float } %1241, 1, !dbg !55
  %1244 = extractvalue { float, float, float, float } %1241, 2, !dbg !55
  %1245 = extractvalue { float, float, float, float } %1241, 3, !dbg !55
  %1246 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1207, float %1208, float %1209, float %1210, i32 %1109, i32 %1112, i32 %1115, i32 %1118, i32 %1015, i32 %1016) #2, !dbg !55
  %1247 = extractvalue { float, float, float, float } %1246, 0, !dbg !55
  %1248 = extractvalue { float, float, float, float } %1246, 1, !dbg !55
  %1249 = extractvalue { float, float, float, float } %1246, 2, !dbg !55
  %1250 = extractvalue { float, float, float, float } %1246, 3, !dbg !55
  %1251 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1212, float %1213, float %1214, float %1215, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %933, i32 %934) #2, !dbg !55
  %1252 = extractvalue { float, float, float, float } %1251, 0, !dbg !55
  %1253 = extractvalue { float, float, float, float } %1251, 1, !dbg !55
  %1254 = extractvalue { float, float, float, float } %1251, 2, !dbg !55
  %1255 = extractvalue { float, float, float, float } %1251, 3, !dbg !55
  %1256 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1217, float %1218, float %1219, float %1220, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %945, i32 %946) #2, !dbg !55
  %1257 = extractvalue { float, float, float, float } %1256, 0, !dbg !55
  %1258 = extractvalue { float, float, float, float } %1256, 1, !dbg !55
  %1259 = extractvalue { float, float, float, float } %1256, 2, !dbg !55
  %1260 = extractvalue { float, float, float, float } %1256, 3, !dbg !55
  %1261 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1222, float %1223, float %1224, float %1225, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %957, i32 %958) #2, !dbg !55
  %1262 = extractvalue { float, float, float, float } %1261, 0, !dbg !55
  %1263 = extractvalue { float, float, float, float } %1261, 1, !dbg !55
  %1264 = extractvalue { float, float, float, float } %1261, 2, !dbg !55
  %1265 = extractvalue { float, float, float, float } %1261, 3, !dbg !55
  %1266 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1227, float %1228, float %1229, float %1230, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %969, i32 %970) #2, !dbg !55
  %1267 = extractvalue { float, float, float, float } %1266, 0, !dbg !55
  %1268 = extractvalue { float, float, float, float } %1266, 1, !dbg !55
  %1269 = extractvalue { float, float, float, float } %1266, 2, !dbg !55
  %1270 = extractvalue { float, float, float, float } %1266, 3, !dbg !55
  %1271 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1232, float %1233, float %1234, float %1235, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %981, i32 %982) #2, !dbg !55
  %1272 = extractvalue { float, float, float, float } %1271, 0, !dbg !55
  %1273 = extractvalue { float, float, float, float } %1271, 1, !dbg !55
  %1274 = extractvalue { float, float, float, float } %1271, 2, !dbg !55
  %1275 = extractvalue { float, float, float, float } %1271, 3, !dbg !55
  %1276 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1237, float %1238, float %1239, float %1240, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %993, i32 %994) #2, !dbg !55
  %1277 = extractvalue { float, float, float, float } %1276, 0, !dbg !55
  %1278 = extractvalue { float, float, float, float } %1276, 1, !dbg !55
  %1279 = extractvalue { float, float, float, float } %1276, 2, !dbg !55
  %1280 = extractvalue { float, float, float, float } %1276, 3, !dbg !55
  %1281 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1242, float %1243, float %1244, float %1245, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %1005, i32 %1006) #2, !dbg !55
  %1282 = extractvalue { float, float, float, float } %1281, 0, !dbg !55
  %1283 = extractvalue { float, float, float, float } %1281, 1, !dbg !55
  %1284 = extractvalue { float, float, float, float } %1281, 2, !dbg !55
  %1285 = extractvalue { float, float, float, float } %1281, 3, !dbg !55
  %1286 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1247, float %1248, float %1249, float %1250, i32 %1121, i32 %1124, i32 %1127, i32 %1130, i32 %1017, i32 %1018) #2, !dbg !55
  %1287 = extractvalue { float, float, float, float } %1286, 0, !dbg !55
  %1288 = extractvalue { float, float, float, float } %1286, 1, !dbg !55
  %1289 = extractvalue { float, float, float, float } %1286, 2, !dbg !55
  %1290 = extractvalue { float, float, float, float } %1286, 3, !dbg !55
  %1291 = add i32 %226, 1, !dbg !28
  %1292 = icmp sgt i32 %1291, 1, !dbg !28
  %1293 = select i1 %1292, i32 0, i32 %1291, !dbg !28
  %1294 = add i32 %263, 128, !dbg !28
  %1295 = or disjoint i32 %1294, %16, !dbg !33
  %1296 = or disjoint i32 %1294, %17, !dbg !33
  %1297 = or disjoint i32 %1294, %18, !dbg !33
  %1298 = or disjoint i32 %1294, %19, !dbg !33
  %1299 = icmp slt i32 %1295, %4, !dbg !29
  %1300 = icmp slt i32 %1296, %4, !dbg !29
  %1301 = icmp slt i32 %1297, %4, !dbg !29
  %1302 = icmp slt i32 %1298, %4, !dbg !29
  %1303 = shl i32 %1295, 6, !dbg !30
  %1304 = shl i32 %1296, 6, !dbg !30
  %1305 = shl i32 %1297, 6, !dbg !30
  %1306 = shl i32 %1298, 6, !dbg !30
  %1307 = sext i32 %1303 to i64, !dbg !26
  %1308 = sext i32 %1304 to i64, !dbg !26
  %1309 = sext i32 %1305 to i64, !dbg !26
  %1310 = sext i32 %1306 to i64, !dbg !26
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1307, !dbg !26
  %gep115 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1308, !dbg !26
  %gep117 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1309, !dbg !26
  %gep119 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %1310, !dbg !26
  %1311 = shl i32 %1293, 12, !dbg !31
  %1312 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %1311, !dbg !31
  %1313 = and i1 %264, %1299, !dbg !28
  %1314 = and i1 %264, %1300, !dbg !28
  %1315 = and i1 %264, %1301, !dbg !28
  %1316 = and i1 %264, %1302, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %1317 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 %74, !dbg !31
  %1318 = select i1 %1313, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1317, ptr addrspace(1) %gep, i32 %1318) #2, !dbg !31
  %1319 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 %80, !dbg !31
  %1320 = select i1 %1314, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1319, ptr addrspace(1) %gep115, i32 %1320) #2, !dbg !31
  %1321 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 %86, !dbg !31
  %1322 = select i1 %1315, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1321, ptr addrspace(1) %gep117, i32 %1322) #2, !dbg !31
  %1323 = getelementptr inbounds nuw i8, ptr addrspace(3) %1312, i32 %92, !dbg !31
  %1324 = select i1 %1316, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1323, ptr addrspace(1) %gep119, i32 %1324) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %gep121 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep120, i64 %1307, !dbg !27
  %gep123 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep120, i64 %1308, !dbg !27
  %gep125 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep120, i64 %1309, !dbg !27
  %gep127 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep120, i64 %1310, !dbg !27
  %1325 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1311, !dbg !32
  %1326 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %74, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1326, ptr addrspace(1) %gep121, i32 %1318) #2, !dbg !32
  %1327 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %80, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1327, ptr addrspace(1) %gep123, i32 %1320) #2, !dbg !32
  %1328 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %86, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1328, ptr addrspace(1) %gep125, i32 %1322) #2, !dbg !32
  %1329 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %92, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1329, ptr addrspace(1) %gep127, i32 %1324) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %1330 = add i32 %263, 64, !dbg !28
  %1331 = icmp slt i32 %1330, %4, !dbg !28
  br i1 %1331, label %224, label %._crit_edge, !dbg !28

._crit_edge:                                      ; preds = %__nv_exp2f.exit112, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %200, %__nv_exp2f.exit112 ], !dbg !34
  %1332 = phi float [ 1.000000e+00, %.._crit_edge_crit_edge ], [ %920, %__nv_exp2f.exit112 ], !dbg !56
  %1333 = phi float [ 1.000000e+00, %.._crit_edge_crit_edge ], [ %921, %__nv_exp2f.exit112 ], !dbg !56
  %1334 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1252, %__nv_exp2f.exit112 ]
  %1335 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1253, %__nv_exp2f.exit112 ]
  %1336 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1254, %__nv_exp2f.exit112 ]
  %1337 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1255, %__nv_exp2f.exit112 ]
  %1338 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1257, %__nv_exp2f.exit112 ]
  %1339 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1258, %__nv_exp2f.exit112 ]
  %1340 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1259, %__nv_exp2f.exit112 ]
  %1341 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1260, %__nv_exp2f.exit112 ]
  %1342 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1262, %__nv_exp2f.exit112 ]
  %1343 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1263, %__nv_exp2f.exit112 ]
  %1344 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1264, %__nv_exp2f.exit112 ]
  %1345 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1265, %__nv_exp2f.exit112 ]
  %1346 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1267, %__nv_exp2f.exit112 ]
  %1347 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1268, %__nv_exp2f.exit112 ]
  %1348 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1269, %__nv_exp2f.exit112 ]
  %1349 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1270, %__nv_exp2f.exit112 ]
  %1350 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1272, %__nv_exp2f.exit112 ]
  %1351 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1273, %__nv_exp2f.exit112 ]
  %1352 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1274, %__nv_exp2f.exit112 ]
  %1353 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1275, %__nv_exp2f.exit112 ]
  %1354 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1277, %__nv_exp2f.exit112 ]
  %1355 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1278, %__nv_exp2f.exit112 ]
  %1356 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1279, %__nv_exp2f.exit112 ]
  %1357 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1280, %__nv_exp2f.exit112 ]
  %1358 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1282, %__nv_exp2f.exit112 ]
  %1359 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1283, %__nv_exp2f.exit112 ]
  %1360 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1284, %__nv_exp2f.exit112 ]
  %1361 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1285, %__nv_exp2f.exit112 ]
  %1362 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1287, %__nv_exp2f.exit112 ]
  %1363 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1288, %__nv_exp2f.exit112 ]
  %1364 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1289, %__nv_exp2f.exit112 ]
  %1365 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1290, %__nv_exp2f.exit112 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %1366 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %30, !dbg !57
  %1367 = getelementptr [2 x i8], ptr addrspace(1) %1366, i64 %36, !dbg !57
  %1368 = getelementptr [2 x i8], ptr addrspace(1) %1366, i64 %38, !dbg !57
  %1369 = getelementptr [2 x i8], ptr addrspace(1) %1366, i64 %40, !dbg !57
  %1370 = getelementptr [2 x i8], ptr addrspace(1) %1366, i64 %42, !dbg !57
  %1371 = getelementptr [2 x i8], ptr addrspace(1) %1367, i64 %46, !dbg !57
  %1372 = getelementptr [2 x i8], ptr addrspace(1) %1368, i64 %46, !dbg !57
  %1373 = getelementptr [2 x i8], ptr addrspace(1) %1369, i64 %46, !dbg !57
  %1374 = getelementptr [2 x i8], ptr addrspace(1) %1370, i64 %46, !dbg !57
  %1375 = tail call float @llvm.nvvm.div.full(float %1334, float %1332), !dbg !58
  %1376 = tail call float @llvm.nvvm.div.full(float %1335, float %1332), !dbg !58
  %1377 = tail call float @llvm.nvvm.div.full(float %1336, float %1333), !dbg !58
  %1378 = tail call float @llvm.nvvm.div.full(float %1337, float %1333), !dbg !58
  %1379 = tail call float @llvm.nvvm.div.full(float %1338, float %1332), !dbg !58
  %1380 = tail call float @llvm.nvvm.div.full(float %1339, float %1332), !dbg !58
  %1381 = tail call float @llvm.nvvm.div.full(float %1340, float %1333), !dbg !58
  %1382 = tail call float @llvm.nvvm.div.full(float %1341, float %1333), !dbg !58
  %1383 = tail call float @llvm.nvvm.div.full(float %1342, float %1332), !dbg !58
  %1384 = tail call float @llvm.nvvm.div.full(float %1343, float %1332), !dbg !58
  %1385 = tail call float @llvm.nvvm.div.full(float %1344, float %1333), !dbg !58
  %1386 = tail call float @llvm.nvvm.div.full(float %1345, float %1333), !dbg !58
  %1387 = tail call float @llvm.nvvm.div.full(float %1346, float %1332), !dbg !58
  %1388 = tail call float @llvm.nvvm.div.full(float %1347, float %1332), !dbg !58
  %1389 = tail call float @llvm.nvvm.div.full(float %1348, float %1333), !dbg !58
  %1390 = tail call float @llvm.nvvm.div.full(float %1349, float %1333), !dbg !58
  %1391 = tail call float @llvm.nvvm.div.full(float %1350, float %1332), !dbg !58
  %1392 = tail call float @llvm.nvvm.div.full(float %1351, float %1332), !dbg !58
  %1393 = tail call float @llvm.nvvm.div.full(float %1352, float %1333), !dbg !58
  %1394 = tail call float @llvm.nvvm.div.full(float %1353, float %1333), !dbg !58
  %1395 = tail call float @llvm.nvvm.div.full(float %1354, float %1332), !dbg !58
  %1396 = tail call float @llvm.nvvm.div.full(float %1355, float %1332), !dbg !58
  %1397 = tail call float @llvm.nvvm.div.full(float %1356, float %1333), !dbg !58
  %1398 = tail call float @llvm.nvvm.div.full(float %1357, float %1333), !dbg !58
  %1399 = tail call float @llvm.nvvm.div.full(float %1358, float %1332), !dbg !58
  %1400 = tail call float @llvm.nvvm.div.full(float %1359, float %1332), !dbg !58
  %1401 = tail call float @llvm.nvvm.div.full(float %1360, float %1333), !dbg !58
  %1402 = tail call float @llvm.nvvm.div.full(float %1361, float %1333), !dbg !58
  %1403 = tail call float @llvm.nvvm.div.full(float %1362, float %1332), !dbg !58
  %1404 = tail call float @llvm.nvvm.div.full(float %1363, float %1332), !dbg !58
  %1405 = tail call float @llvm.nvvm.div.full(float %1364, float %1333), !dbg !58
  %1406 = tail call float @llvm.nvvm.div.full(float %1365, float %1333), !dbg !58
  %1407 = fptrunc float %1375 to half, !dbg !59
  %1408 = fptrunc float %1376 to half, !dbg !59
  %1409 = fptrunc float %1377 to half, !dbg !59
  %1410 = fptrunc float %1378 to half, !dbg !59
  %1411 = fptrunc float %1379 to half, !dbg !59
  %1412 = fptrunc float %1380 to half, !dbg !59
  %1413 = fptrunc float %1381 to half, !dbg !59
  %1414 = fptrunc float %1382 to half, !dbg !59
  %1415 = fptrunc float %1383 to half, !dbg !59
  %1416 = fptrunc float %1384 to half, !dbg !59
  %1417 = fptrunc float %1385 to half, !dbg !59
  %1418 = fptrunc float %1386 to half, !dbg !59
  %1419 = fptrunc float %1387 to half, !dbg !59
  %1420 = fptrunc float %1388 to half, !dbg !59
  %1421 = fptrunc float %1389 to half, !dbg !59
  %1422 = fptrunc float %1390 to half, !dbg !59
  %1423 = fptrunc float %1391 to half, !dbg !59
  %1424 = fptrunc float %1392 to half, !dbg !59
  %1425 = fptrunc float %1393 to half, !dbg !59
  %1426 = fptrunc float %1394 to half, !dbg !59
  %1427 = fptrunc float %1395 to half, !dbg !59
  %1428 = fptrunc float %1396 to half, !dbg !59
  %1429 = fptrunc float %1397 to half, !dbg !59
  %1430 = fptrunc float %1398 to half, !dbg !59
  %1431 = fptrunc float %1399 to half, !dbg !59
  %1432 = fptrunc float %1400 to half, !dbg !59
  %1433 = fptrunc float %1401 to half, !dbg !59
  %1434 = fptrunc float %1402 to half, !dbg !59
  %1435 = fptrunc float %1403 to half, !dbg !59
  %1436 = fptrunc float %1404 to half, !dbg !59
  %1437 = fptrunc float %1405 to half, !dbg !59
  %1438 = fptrunc float %1406 to half, !dbg !59
  %1439 = and i32 %71, 1536, !dbg !34
  %1440 = and i32 %14, 1, !dbg !34
  %1441 = shl nuw nsw i32 %1440, 5, !dbg !34
  %1442 = and i32 %14, 2, !dbg !34
  %1443 = icmp eq i32 %1442, 0, !dbg !34
  %1444 = select i1 %1443, i32 0, i32 4160, !dbg !34
  %1445 = and i32 %14, 4, !dbg !34
  %1446 = shl nuw nsw i32 %1445, 2, !dbg !34
  %1447 = and i32 %14, 8, !dbg !34
  %1448 = icmp eq i32 %1447, 0, !dbg !34
  %1449 = select i1 %1448, i32 0, i32 2080, !dbg !34
  %1450 = shl nuw nsw i32 %.pre-phi, 3, !dbg !34
  %1451 = or disjoint i32 %1444, %1446, !dbg !34
  %1452 = or disjoint i32 %1451, %1450, !dbg !34
  %1453 = or disjoint i32 %1439, %1441, !dbg !34
  %1454 = xor i32 %1453, %1449, !dbg !34
  %1455 = or disjoint i32 %1452, %1454, !dbg !34
  %1456 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1455, !dbg !34
  %1457 = insertelement <2 x half> poison, half %1407, i64 0, !dbg !34
  %1458 = insertelement <2 x half> %1457, half %1408, i64 1, !dbg !34
  %1459 = bitcast <2 x half> %1458 to i32, !dbg !34
  %1460 = insertelement <2 x half> poison, half %1411, i64 0, !dbg !34
  %1461 = insertelement <2 x half> %1460, half %1412, i64 1, !dbg !34
  %1462 = bitcast <2 x half> %1461 to i32, !dbg !34
  %1463 = insertelement <2 x half> poison, half %1415, i64 0, !dbg !34
  %1464 = insertelement <2 x half> %1463, half %1416, i64 1, !dbg !34
  %1465 = bitcast <2 x half> %1464 to i32, !dbg !34
  %1466 = insertelement <2 x half> poison, half %1419, i64 0, !dbg !34
  %1467 = insertelement <2 x half> %1466, half %1420, i64 1, !dbg !34
  %1468 = bitcast <2 x half> %1467 to i32, !dbg !34
  %1469 = insertelement <4 x i32> poison, i32 %1459, i64 0, !dbg !34
  %1470 = insertelement <4 x i32> %1469, i32 %1462, i64 1, !dbg !34
  %1471 = insertelement <4 x i32> %1470, i32 %1465, i64 2, !dbg !34
  %1472 = insertelement <4 x i32> %1471, i32 %1468, i64 3, !dbg !34
  store <4 x i32> %1472, ptr addrspace(3) %1456, align 16, !dbg !34
  %1473 = getelementptr inbounds nuw i8, ptr addrspace(3) %1456, i32 256, !dbg !34
  %1474 = insertelement <2 x half> poison, half %1409, i64 0, !dbg !34
  %1475 = insertelement <2 x half> %1474, half %1410, i64 1, !dbg !34
  %1476 = bitcast <2 x half> %1475 to i32, !dbg !34
  %1477 = insertelement <2 x half> poison, half %1413, i64 0, !dbg !34
  %1478 = insertelement <2 x half> %1477, half %1414, i64 1, !dbg !34
  %1479 = bitcast <2 x half> %1478 to i32, !dbg !34
  %1480 = insertelement <2 x half> poison, half %1417, i64 0, !dbg !34
  %1481 = insertelement <2 x half> %1480, half %1418, i64 1, !dbg !34
  %1482 = bitcast <2 x half> %1481 to i32, !dbg !34
  %1483 = insertelement <2 x half> poison, half %1421, i64 0, !dbg !34
  %1484 = insertelement <2 x half> %1483, half %1422, i64 1, !dbg !34
  %1485 = bitcast <2 x half> %1484 to i32, !dbg !34
  %1486 = insertelement <4 x i32> poison, i32 %1476, i64 0, !dbg !34
  %1487 = insertelement <4 x i32> %1486, i32 %1479, i64 1, !dbg !34
  %1488 = insertelement <4 x i32> %1487, i32 %1482, i64 2, !dbg !34
  %1489 = insertelement <4 x i32> %1488, i32 %1485, i64 3, !dbg !34
  store <4 x i32> %1489, ptr addrspace(3) %1473, align 16, !dbg !34
  %1490 = xor i32 %1455, 64, !dbg !34
  %1491 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1490, !dbg !34
  %1492 = insertelement <2 x half> poison, half %1423, i64 0, !dbg !34
  %1493 = insertelement <2 x half> %1492, half %1424, i64 1, !dbg !34
  %1494 = bitcast <2 x half> %1493 to i32, !dbg !34
  %1495 = insertelement <2 x half> poison, half %1427, i64 0, !dbg !34
  %1496 = insertelement <2 x half> %1495, half %1428, i64 1, !dbg !34
  %1497 = bitcast <2 x half> %1496 to i32, !dbg !34
  %1498 = insertelement <2 x half> poison, half %1431, i64 0, !dbg !34
  %1499 = insertelement <2 x half> %1498, half %1432, i64 1, !dbg !34
  %1500 = bitcast <2 x half> %1499 to i32, !dbg !34
  %1501 = insertelement <2 x half> poison, half %1435, i64 0, !dbg !34
  %1502 = insertelement <2 x half> %1501, half %1436, i64 1, !dbg !34
  %1503 = bitcast <2 x half> %1502 to i32, !dbg !34
  %1504 = insertelement <4 x i32> poison, i32 %1494, i64 0, !dbg !34
  %1505 = insertelement <4 x i32> %1504, i32 %1497, i64 1, !dbg !34
  %1506 = insertelement <4 x i32> %1505, i32 %1500, i64 2, !dbg !34
  %1507 = insertelement <4 x i32> %1506, i32 %1503, i64 3, !dbg !34
  store <4 x i32> %1507, ptr addrspace(3) %1491, align 16, !dbg !34
  %1508 = getelementptr inbounds nuw i8, ptr addrspace(3) %1491, i32 256, !dbg !34
  %1509 = insertelement <2 x half> poison, half %1425, i64 0, !dbg !34
  %1510 = insertelement <2 x half> %1509, half %1426, i64 1, !dbg !34
  %1511 = bitcast <2 x half> %1510 to i32, !dbg !34
  %1512 = insertelement <2 x half> poison, half %1429, i64 0, !dbg !34
  %1513 = insertelement <2 x half> %1512, half %1430, i64 1, !dbg !34
  %1514 = bitcast <2 x half> %1513 to i32, !dbg !34
  %1515 = insertelement <2 x half> poison, half %1433, i64 0, !dbg !34
  %1516 = insertelement <2 x half> %1515, half %1434, i64 1, !dbg !34
  %1517 = bitcast <2 x half> %1516 to i32, !dbg !34
  %1518 = insertelement <2 x half> poison, half %1437, i64 0, !dbg !34
  %1519 = insertelement <2 x half> %1518, half %1438, i64 1, !dbg !34
  %1520 = bitcast <2 x half> %1519 to i32, !dbg !34
  %1521 = insertelement <4 x i32> poison, i32 %1511, i64 0, !dbg !34
  %1522 = insertelement <4 x i32> %1521, i32 %1514, i64 1, !dbg !34
  %1523 = insertelement <4 x i32> %1522, i32 %1517, i64 2, !dbg !34
  %1524 = insertelement <4 x i32> %1523, i32 %1520, i64 3, !dbg !34
  store <4 x i32> %1524, ptr addrspace(3) %1508, align 16, !dbg !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %1525 = shl nuw nsw i32 %14, 2, !dbg !34
  %1526 = and i32 %1525, 416, !dbg !34
  %1527 = shl nuw nsw i32 %1440, 6, !dbg !34
  %1528 = shl nuw nsw i32 %1442, 3, !dbg !34
  %1529 = icmp eq i32 %1445, 0, !dbg !34
  %1530 = select i1 %1529, i32 0, i32 2080, !dbg !34
  %1531 = icmp eq i32 %.pre-phi, 0, !dbg !34
  %1532 = select i1 %1531, i32 0, i32 4160, !dbg !34
  %1533 = or disjoint i32 %1526, %1527, !dbg !34
  %1534 = or disjoint i32 %1530, %1532, !dbg !34
  %1535 = xor i32 %1534, %1533, !dbg !34
  %1536 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1528, !dbg !34
  %1537 = getelementptr inbounds nuw i8, ptr addrspace(3) %1536, i32 %1535, !dbg !34
  %1538 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1537), !dbg !34
  %1539 = extractvalue { i32, i32, i32, i32 } %1538, 0, !dbg !34
  %1540 = extractvalue { i32, i32, i32, i32 } %1538, 1, !dbg !34
  %1541 = extractvalue { i32, i32, i32, i32 } %1538, 2, !dbg !34
  %1542 = extractvalue { i32, i32, i32, i32 } %1538, 3, !dbg !34
  %1543 = getelementptr inbounds nuw i8, ptr addrspace(3) %1537, i32 512, !dbg !34
  %1544 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1543), !dbg !34
  %1545 = extractvalue { i32, i32, i32, i32 } %1544, 0, !dbg !34
  %1546 = extractvalue { i32, i32, i32, i32 } %1544, 1, !dbg !34
  %1547 = extractvalue { i32, i32, i32, i32 } %1544, 2, !dbg !34
  %1548 = extractvalue { i32, i32, i32, i32 } %1544, 3, !dbg !34
  %1549 = getelementptr inbounds nuw i8, ptr addrspace(3) %1537, i32 1024, !dbg !34
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1549), !dbg !34
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0, !dbg !34
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1, !dbg !34
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2, !dbg !34
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3, !dbg !34
  %1555 = getelementptr inbounds nuw i8, ptr addrspace(3) %1537, i32 1536, !dbg !34
  %1556 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1555), !dbg !34
  %1557 = extractvalue { i32, i32, i32, i32 } %1556, 0, !dbg !34
  %1558 = extractvalue { i32, i32, i32, i32 } %1556, 1, !dbg !34
  %1559 = extractvalue { i32, i32, i32, i32 } %1556, 2, !dbg !34
  %1560 = extractvalue { i32, i32, i32, i32 } %1556, 3, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1539, i32 %1540, i32 %1541, i32 %1542, ptr addrspace(1) %1371, i1 %26) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1545, i32 %1546, i32 %1547, i32 %1548, ptr addrspace(1) %1372, i1 %27) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1551, i32 %1552, i32 %1553, i32 %1554, ptr addrspace(1) %1373, i1 %28) #2, !dbg !34
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1557, i32 %1558, i32 %1559, i32 %1560, ptr addrspace(1) %1374, i1 %29) #2, !dbg !34
  ret void, !dbg !60
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
!26 = !DILocation(line: 65, column: 21, scope: !6)
!27 = !DILocation(line: 74, column: 21, scope: !6)
!28 = !DILocation(line: 63, column: 5, scope: !6)
!29 = !DILocation(line: 65, column: 72, scope: !6)
!30 = !DILocation(line: 65, column: 36, scope: !6)
!31 = !DILocation(line: 65, column: 13, scope: !6)
!32 = !DILocation(line: 74, column: 13, scope: !6)
!33 = !DILocation(line: 64, column: 14, scope: !6)
!34 = !DILocation(line: 77, column: 5, scope: !6)
!35 = !DILocation(line: 66, column: 14, scope: !6)
!36 = !DILocation(line: 69, column: 14, scope: !6)
!37 = !DILocation(line: 196, column: 12, scope: !38, inlinedAt: !40)
!38 = distinct !DILexicalBlockFile(scope: !6, file: !39, discriminator: 0)
!39 = !DIFile(filename: "standard.py", directory: "triton/language")
!40 = !DILocation(line: 216, column: 16, scope: !38, inlinedAt: !41)
!41 = !DILocation(line: 70, column: 32, scope: !42)
!42 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!43 = !DILocation(line: 70, column: 32, scope: !6)
!44 = !DILocation(line: 70, column: 16, scope: !6)
!45 = !DILocation(line: 71, column: 26, scope: !6)
!46 = !DILocation(line: 71, column: 13, scope: !6)
!47 = !DILocation(line: 72, column: 30, scope: !6)
!48 = !DILocation(line: 72, column: 17, scope: !6)
!49 = !DILocation(line: 73, column: 15, scope: !6)
!50 = !DILocation(line: 287, column: 12, scope: !38, inlinedAt: !51)
!51 = !DILocation(line: 314, column: 12, scope: !38, inlinedAt: !52)
!52 = !DILocation(line: 73, column: 29, scope: !42)
!53 = !DILocation(line: 75, column: 15, scope: !6)
!54 = !DILocation(line: 75, column: 45, scope: !6)
!55 = !DILocation(line: 75, column: 38, scope: !6)
!56 = !DILocation(line: 60, column: 11, scope: !6)
!57 = !DILocation(line: 77, column: 14, scope: !6)
!58 = !DILocation(line: 77, column: 61, scope: !6)
!59 = !DILocation(line: 77, column: 60, scope: !6)
!60 = !DILocation(line: 48, column: 1, scope: !6)
