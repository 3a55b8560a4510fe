; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %13 = add i32 %3, 127, !dbg !13
  %14 = sdiv i32 %13, 128, !dbg !18
  %15 = add i32 %4, 127, !dbg !19
  %16 = sdiv i32 %15, 128, !dbg !21
  %17 = shl nsw i32 %16, 3, !dbg !22
  %.frozen = freeze i32 %17, !dbg !23
  %18 = sdiv i32 %12, %.frozen, !dbg !23
  %19 = shl i32 %18, 3, !dbg !24
  %20 = sub i32 %14, %19, !dbg !25
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 8), !dbg !26
  %22 = srem i32 %12, %21, !dbg !27
  %23 = add i32 %19, %22, !dbg !28
  %24 = mul i32 %18, %.frozen, !dbg !29
  %.decomposed = sub i32 %12, %24, !dbg !29
  %25 = sdiv i32 %.decomposed, %21, !dbg !30
  %26 = shl i32 %23, 7, !dbg !31
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %28 = lshr i32 %27, 3, !dbg !32
  %29 = and i32 %28, 15, !dbg !32
  %30 = and i32 %27, 15, !dbg !32
  %31 = shl nuw nsw i32 %30, 3, !dbg !32
  %32 = and i32 %27, 112, !dbg !32
  %33 = lshr exact i32 %32, 4, !dbg !32
  %34 = or disjoint i32 %33, 8, !dbg !32
  %35 = or disjoint i32 %33, 16, !dbg !32
  %36 = or disjoint i32 %33, 24, !dbg !32
  %37 = or disjoint i32 %33, 32, !dbg !32
  %38 = or disjoint i32 %33, 40, !dbg !32
  %39 = or disjoint i32 %33, 48, !dbg !32
  %40 = or disjoint i32 %33, 56, !dbg !32
  %41 = or disjoint i32 %26, %29, !dbg !31
  %42 = or disjoint i32 %41, 16, !dbg !31
  %43 = or disjoint i32 %41, 32, !dbg !31
  %44 = or disjoint i32 %41, 48, !dbg !31
  %45 = or disjoint i32 %41, 64, !dbg !31
  %46 = or disjoint i32 %41, 80, !dbg !31
  %47 = or disjoint i32 %41, 96, !dbg !31
  %48 = or disjoint i32 %26, %28, !dbg !31
  %49 = or i32 %48, 112, !dbg !31
  %50 = srem i32 %41, %3, !dbg !33
  %51 = srem i32 %42, %3, !dbg !33
  %52 = srem i32 %43, %3, !dbg !33
  %53 = srem i32 %44, %3, !dbg !33
  %54 = srem i32 %45, %3, !dbg !33
  %55 = srem i32 %46, %3, !dbg !33
  %56 = srem i32 %47, %3, !dbg !33
  %57 = srem i32 %49, %3, !dbg !33
  %58 = shl i32 %25, 7, !dbg !34
  %59 = or disjoint i32 %58, %31, !dbg !34
  %60 = srem i32 %59, %4, !dbg !35
  %61 = mul i32 %50, %6, !dbg !36
  %62 = mul i32 %51, %6, !dbg !36
  %63 = mul i32 %52, %6, !dbg !36
  %64 = mul i32 %53, %6, !dbg !36
  %65 = mul i32 %54, %6, !dbg !36
  %66 = mul i32 %55, %6, !dbg !36
  %67 = mul i32 %56, %6, !dbg !36
  %68 = mul i32 %57, %6, !dbg !36
  %69 = sext i32 %61 to i64, !dbg !37
  %70 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %69, !dbg !37
  %71 = sext i32 %62 to i64, !dbg !37
  %72 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %71, !dbg !37
  %73 = sext i32 %63 to i64, !dbg !37
  %74 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %73, !dbg !37
  %75 = sext i32 %64 to i64, !dbg !37
  %76 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %75, !dbg !37
  %77 = sext i32 %65 to i64, !dbg !37
  %78 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %77, !dbg !37
  %79 = sext i32 %66 to i64, !dbg !37
  %80 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %79, !dbg !37
  %81 = sext i32 %67 to i64, !dbg !37
  %82 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %81, !dbg !37
  %83 = sext i32 %68 to i64, !dbg !37
  %84 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %83, !dbg !37
  %85 = and i32 %27, 7, !dbg !38
  %86 = shl nuw nsw i32 %85, 3, !dbg !38
  %87 = zext nneg i32 %86 to i64, !dbg !37
  %88 = getelementptr [2 x i8], ptr addrspace(1) %70, i64 %87, !dbg !37
  %89 = getelementptr [2 x i8], ptr addrspace(1) %72, i64 %87, !dbg !37
  %90 = getelementptr [2 x i8], ptr addrspace(1) %74, i64 %87, !dbg !37
  %91 = getelementptr [2 x i8], ptr addrspace(1) %76, i64 %87, !dbg !37
  %92 = getelementptr [2 x i8], ptr addrspace(1) %78, i64 %87, !dbg !37
  %93 = getelementptr [2 x i8], ptr addrspace(1) %80, i64 %87, !dbg !37
  %94 = getelementptr [2 x i8], ptr addrspace(1) %82, i64 %87, !dbg !37
  %95 = getelementptr [2 x i8], ptr addrspace(1) %84, i64 %87, !dbg !37
  %96 = mul i32 %7, %33, !dbg !39
  %97 = mul i32 %7, %34, !dbg !39
  %98 = mul i32 %7, %35, !dbg !39
  %99 = mul i32 %7, %36, !dbg !39
  %100 = mul i32 %7, %37, !dbg !39
  %101 = mul i32 %7, %38, !dbg !39
  %102 = mul i32 %7, %39, !dbg !39
  %103 = mul i32 %7, %40, !dbg !39
  %104 = sext i32 %96 to i64, !dbg !40
  %105 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %104, !dbg !40
  %106 = sext i32 %97 to i64, !dbg !40
  %107 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %106, !dbg !40
  %108 = sext i32 %98 to i64, !dbg !40
  %109 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %108, !dbg !40
  %110 = sext i32 %99 to i64, !dbg !40
  %111 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %110, !dbg !40
  %112 = sext i32 %100 to i64, !dbg !40
  %113 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %112, !dbg !40
  %114 = sext i32 %101 to i64, !dbg !40
  %115 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %114, !dbg !40
  %116 = sext i32 %102 to i64, !dbg !40
  %117 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %116, !dbg !40
  %118 = sext i32 %103 to i64, !dbg !40
  %119 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %118, !dbg !40
  %120 = sext i32 %60 to i64, !dbg !40
  %121 = getelementptr [2 x i8], ptr addrspace(1) %105, i64 %120, !dbg !40
  %122 = getelementptr [2 x i8], ptr addrspace(1) %107, i64 %120, !dbg !40
  %123 = getelementptr [2 x i8], ptr addrspace(1) %109, i64 %120, !dbg !40
  %124 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %120, !dbg !40
  %125 = getelementptr [2 x i8], ptr addrspace(1) %113, i64 %120, !dbg !40
  %126 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %120, !dbg !40
  %127 = getelementptr [2 x i8], ptr addrspace(1) %117, i64 %120, !dbg !40
  %128 = getelementptr [2 x i8], ptr addrspace(1) %119, i64 %120, !dbg !40
  %129 = add i32 %5, 63, !dbg !41
  %130 = sdiv i32 %129, 64, !dbg !43
  %131 = shl i32 %7, 6, !dbg !44
  %132 = icmp sgt i32 %129, 63, !dbg !45
  %133 = icmp slt i32 %86, %5, !dbg !46
  %134 = and i1 %133, %132, !dbg !45
  %135 = shl nuw nsw i32 %27, 4, !dbg !47
  %136 = and i32 %135, 2032, !dbg !47
  %137 = shl nuw nsw i32 %27, 1, !dbg !47
  %138 = and i32 %137, 112, !dbg !47
  %139 = xor i32 %136, %138, !dbg !47
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139, !dbg !47
  %141 = select i1 %134, i32 16, i32 0, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %140, ptr addrspace(1) %88, i32 %141) #3, !dbg !47
  %142 = or disjoint i32 %139, 2048, !dbg !47
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %143, ptr addrspace(1) %89, i32 %141) #3, !dbg !47
  %144 = or disjoint i32 %139, 4096, !dbg !47
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %144, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %145, ptr addrspace(1) %90, i32 %141) #3, !dbg !47
  %146 = or disjoint i32 %139, 6144, !dbg !47
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %146, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %147, ptr addrspace(1) %91, i32 %141) #3, !dbg !47
  %148 = or disjoint i32 %139, 8192, !dbg !47
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %148, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %149, ptr addrspace(1) %92, i32 %141) #3, !dbg !47
  %150 = or disjoint i32 %139, 10240, !dbg !47
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %150, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %151, ptr addrspace(1) %93, i32 %141) #3, !dbg !47
  %152 = or disjoint i32 %139, 12288, !dbg !47
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %152, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %153, ptr addrspace(1) %94, i32 %141) #3, !dbg !47
  %154 = or disjoint i32 %139, 14336, !dbg !47
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %154, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %155, ptr addrspace(1) %95, i32 %141) #3, !dbg !47
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !47
  %156 = icmp slt i32 %33, %5, !dbg !48
  %157 = icmp slt i32 %35, %5, !dbg !48
  %158 = icmp slt i32 %37, %5, !dbg !48
  %159 = icmp slt i32 %39, %5, !dbg !48
  %160 = and i1 %156, %132, !dbg !45
  %161 = and i1 %157, %132, !dbg !45
  %162 = and i1 %158, %132, !dbg !45
  %163 = and i1 %159, %132, !dbg !45
  %164 = xor i32 %136, %32, !dbg !49
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %164, !dbg !49
  %166 = select i1 %160, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %165, ptr addrspace(1) %121, i32 %166) #3, !dbg !49
  %167 = or disjoint i32 %164, 2048, !dbg !49
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %167, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %168, ptr addrspace(1) %122, i32 %166) #3, !dbg !49
  %169 = or disjoint i32 %164, 4096, !dbg !49
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %169, !dbg !49
  %171 = select i1 %161, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %170, ptr addrspace(1) %123, i32 %171) #3, !dbg !49
  %172 = or disjoint i32 %164, 6144, !dbg !49
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %172, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %173, ptr addrspace(1) %124, i32 %171) #3, !dbg !49
  %174 = or disjoint i32 %164, 8192, !dbg !49
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %174, !dbg !49
  %176 = select i1 %162, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %175, ptr addrspace(1) %125, i32 %176) #3, !dbg !49
  %177 = or disjoint i32 %164, 10240, !dbg !49
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %177, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %178, ptr addrspace(1) %126, i32 %176) #3, !dbg !49
  %179 = or disjoint i32 %164, 12288, !dbg !49
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %179, !dbg !49
  %181 = select i1 %163, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %180, ptr addrspace(1) %127, i32 %181) #3, !dbg !49
  %182 = or disjoint i32 %164, 14336, !dbg !49
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %182, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %183, ptr addrspace(1) %128, i32 %181) #3, !dbg !49
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !49
  %184 = icmp sgt i32 %129, 127, !dbg !45
  %185 = getelementptr i8, ptr addrspace(1) %88, i64 128, !dbg !50
  %186 = getelementptr i8, ptr addrspace(1) %89, i64 128, !dbg !50
  %187 = getelementptr i8, ptr addrspace(1) %90, i64 128, !dbg !50
  %188 = getelementptr i8, ptr addrspace(1) %91, i64 128, !dbg !50
  %189 = getelementptr i8, ptr addrspace(1) %92, i64 128, !dbg !50
  %190 = getelementptr i8, ptr addrspace(1) %93, i64 128, !dbg !50
  %191 = getelementptr i8, ptr addrspace(1) %94, i64 128, !dbg !50
  %192 = getelementptr i8, ptr addrspace(1) %95, i64 128, !dbg !50
  %193 = sext i32 %131 to i64, !dbg !51
  %194 = getelementptr [2 x i8], ptr addrspace(1) %121, i64 %193, !dbg !51
  %195 = getelementptr [2 x i8], ptr addrspace(1) %122, i64 %193, !dbg !51
  %196 = getelementptr [2 x i8], ptr addrspace(1) %123, i64 %193, !dbg !51
  %197 = getelementptr [2 x i8], ptr addrspace(1) %124, i64 %193, !dbg !51
  %198 = getelementptr [2 x i8], ptr addrspace(1) %125, i64 %193, !dbg !51
  %199 = getelementptr [2 x i8], ptr addrspace(1) %126, i64 %193, !dbg !51
  %200 = getelementptr [2 x i8], ptr addrspace(1) %127, i64 %193, !dbg !51
  %201 = getelementptr [2 x i8], ptr addrspace(1) %128, i64 %193, !dbg !51
  %202 = add i32 %5, -64, !dbg !52
  %203 = icmp slt i32 %86, %202, !dbg !46
  %204 = and i1 %184, %203, !dbg !45
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %139, !dbg !47
  %206 = select i1 %204, i32 16, i32 0, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %205, ptr addrspace(1) %185, i32 %206) #3, !dbg !47
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %142, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %207, ptr addrspace(1) %186, i32 %206) #3, !dbg !47
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %144, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %208, ptr addrspace(1) %187, i32 %206) #3, !dbg !47
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %146, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %209, ptr addrspace(1) %188, i32 %206) #3, !dbg !47
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %148, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %210, ptr addrspace(1) %189, i32 %206) #3, !dbg !47
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %150, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %211, ptr addrspace(1) %190, i32 %206) #3, !dbg !47
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %152, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %212, ptr addrspace(1) %191, i32 %206) #3, !dbg !47
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %154, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %213, ptr addrspace(1) %192, i32 %206) #3, !dbg !47
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !47
  %214 = icmp slt i32 %33, %202, !dbg !48
  %215 = icmp slt i32 %35, %202, !dbg !48
  %216 = icmp slt i32 %37, %202, !dbg !48
  %217 = icmp slt i32 %39, %202, !dbg !48
  %218 = and i1 %184, %214, !dbg !45
  %219 = and i1 %184, %215, !dbg !45
  %220 = and i1 %184, %216, !dbg !45
  %221 = and i1 %184, %217, !dbg !45
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %164, !dbg !49
  %223 = select i1 %218, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %222, ptr addrspace(1) %194, i32 %223) #3, !dbg !49
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %167, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %224, ptr addrspace(1) %195, i32 %223) #3, !dbg !49
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %169, !dbg !49
  %226 = select i1 %219, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %225, ptr addrspace(1) %196, i32 %226) #3, !dbg !49
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %172, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %227, ptr addrspace(1) %197, i32 %226) #3, !dbg !49
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %174, !dbg !49
  %229 = select i1 %220, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %228, ptr addrspace(1) %198, i32 %229) #3, !dbg !49
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %177, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %230, ptr addrspace(1) %199, i32 %229) #3, !dbg !49
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %179, !dbg !49
  %232 = select i1 %221, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %231, ptr addrspace(1) %200, i32 %232) #3, !dbg !49
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %182, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %233, ptr addrspace(1) %201, i32 %232) #3, !dbg !49
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !49
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %234 = shl nuw nsw i32 %30, 7, !dbg !47
  %235 = shl nuw nsw i32 %85, 4, !dbg !47
  %236 = and i32 %27, 16, !dbg !47
  %237 = and i32 %27, 64, !dbg !47
  %238 = shl nuw nsw i32 %237, 5, !dbg !47
  %239 = or disjoint i32 %234, %235, !dbg !47
  %240 = xor i32 %239, %236, !dbg !47
  %241 = or disjoint i32 %240, %238, !dbg !47
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %241, !dbg !47
  %243 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %242), !dbg !47
  %244 = or disjoint i32 %241, 4096, !dbg !47
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %244, !dbg !47
  %246 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %245), !dbg !47
  %247 = or disjoint i32 %241, 8192, !dbg !47
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %247, !dbg !47
  %249 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %248), !dbg !47
  %250 = or disjoint i32 %241, 12288, !dbg !47
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %250, !dbg !47
  %252 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %251), !dbg !47
  %253 = shl nuw nsw i32 %30, 8, !dbg !49
  %254 = shl nuw nsw i32 %236, 1, !dbg !49
  %255 = lshr i32 %27, 1, !dbg !49
  %256 = and i32 %255, 16, !dbg !49
  %257 = or disjoint i32 %253, %235, !dbg !49
  %258 = or disjoint i32 %254, %256, !dbg !49
  %259 = xor i32 %257, %258, !dbg !49
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %259, !dbg !49
  %261 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %260), !dbg !49
  %262 = or disjoint i32 %259, 128, !dbg !49
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %262, !dbg !49
  %264 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %263), !dbg !49
  %265 = xor i32 %259, 64, !dbg !49
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %265, !dbg !49
  %267 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %266), !dbg !49
  %268 = or disjoint i32 %265, 128, !dbg !49
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %268, !dbg !49
  %270 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %269), !dbg !49
  br i1 %132, label %.lr.ph, label %._crit_edge, !dbg !45

.lr.ph:                                           ; preds = %11
  %271 = extractvalue { i32, i32, i32, i32 } %270, 3, !dbg !49
  %272 = bitcast i32 %271 to <2 x half>, !dbg !49
  %273 = extractelement <2 x half> %272, i64 1, !dbg !49
  %274 = extractelement <2 x half> %272, i64 0, !dbg !49
  %275 = extractvalue { i32, i32, i32, i32 } %270, 2, !dbg !49
  %276 = bitcast i32 %275 to <2 x half>, !dbg !49
  %277 = extractelement <2 x half> %276, i64 1, !dbg !49
  %278 = extractelement <2 x half> %276, i64 0, !dbg !49
  %279 = extractvalue { i32, i32, i32, i32 } %270, 1, !dbg !49
  %280 = bitcast i32 %279 to <2 x half>, !dbg !49
  %281 = extractelement <2 x half> %280, i64 1, !dbg !49
  %282 = extractelement <2 x half> %280, i64 0, !dbg !49
  %283 = extractvalue { i32, i32, i32, i32 } %270, 0, !dbg !49
  %284 = bitcast i32 %283 to <2 x half>, !dbg !49
  %285 = extractelement <2 x half> %284, i64 1, !dbg !49
  %286 = extractelement <2 x half> %284, i64 0, !dbg !49
  %287 = extractvalue { i32, i32, i32, i32 } %267, 3, !dbg !49
  %288 = bitcast i32 %287 to <2 x half>, !dbg !49
  %289 = extractelement <2 x half> %288, i64 1, !dbg !49
  %290 = extractelement <2 x half> %288, i64 0, !dbg !49
  %291 = extractvalue { i32, i32, i32, i32 } %267, 2, !dbg !49
  %292 = bitcast i32 %291 to <2 x half>, !dbg !49
  %293 = extractelement <2 x half> %292, i64 1, !dbg !49
  %294 = extractelement <2 x half> %292, i64 0, !dbg !49
  %295 = extractvalue { i32, i32, i32, i32 } %267, 1, !dbg !49
  %296 = bitcast i32 %295 to <2 x half>, !dbg !49
  %297 = extractelement <2 x half> %296, i64 1, !dbg !49
  %298 = extractelement <2 x half> %296, i64 0, !dbg !49
  %299 = extractvalue { i32, i32, i32, i32 } %267, 0, !dbg !49
  %300 = bitcast i32 %299 to <2 x half>, !dbg !49
  %301 = extractelement <2 x half> %300, i64 1, !dbg !49
  %302 = extractelement <2 x half> %300, i64 0, !dbg !49
  %303 = extractvalue { i32, i32, i32, i32 } %264, 3, !dbg !49
  %304 = bitcast i32 %303 to <2 x half>, !dbg !49
  %305 = extractelement <2 x half> %304, i64 1, !dbg !49
  %306 = extractelement <2 x half> %304, i64 0, !dbg !49
  %307 = extractvalue { i32, i32, i32, i32 } %264, 2, !dbg !49
  %308 = bitcast i32 %307 to <2 x half>, !dbg !49
  %309 = extractelement <2 x half> %308, i64 1, !dbg !49
  %310 = extractelement <2 x half> %308, i64 0, !dbg !49
  %311 = extractvalue { i32, i32, i32, i32 } %264, 1, !dbg !49
  %312 = bitcast i32 %311 to <2 x half>, !dbg !49
  %313 = extractelement <2 x half> %312, i64 1, !dbg !49
  %314 = extractelement <2 x half> %312, i64 0, !dbg !49
  %315 = extractvalue { i32, i32, i32, i32 } %264, 0, !dbg !49
  %316 = bitcast i32 %315 to <2 x half>, !dbg !49
  %317 = extractelement <2 x half> %316, i64 1, !dbg !49
  %318 = extractelement <2 x half> %316, i64 0, !dbg !49
  %319 = extractvalue { i32, i32, i32, i32 } %261, 3, !dbg !49
  %320 = bitcast i32 %319 to <2 x half>, !dbg !49
  %321 = extractelement <2 x half> %320, i64 1, !dbg !49
  %322 = extractelement <2 x half> %320, i64 0, !dbg !49
  %323 = extractvalue { i32, i32, i32, i32 } %261, 2, !dbg !49
  %324 = bitcast i32 %323 to <2 x half>, !dbg !49
  %325 = extractelement <2 x half> %324, i64 1, !dbg !49
  %326 = extractelement <2 x half> %324, i64 0, !dbg !49
  %327 = extractvalue { i32, i32, i32, i32 } %261, 1, !dbg !49
  %328 = bitcast i32 %327 to <2 x half>, !dbg !49
  %329 = extractelement <2 x half> %328, i64 1, !dbg !49
  %330 = extractelement <2 x half> %328, i64 0, !dbg !49
  %331 = extractvalue { i32, i32, i32, i32 } %261, 0, !dbg !49
  %332 = bitcast i32 %331 to <2 x half>, !dbg !49
  %333 = extractelement <2 x half> %332, i64 1, !dbg !49
  %334 = extractelement <2 x half> %332, i64 0, !dbg !49
  %335 = extractvalue { i32, i32, i32, i32 } %252, 3, !dbg !47
  %336 = bitcast i32 %335 to <2 x half>, !dbg !47
  %337 = extractelement <2 x half> %336, i64 1, !dbg !47
  %338 = extractelement <2 x half> %336, i64 0, !dbg !47
  %339 = extractvalue { i32, i32, i32, i32 } %252, 2, !dbg !47
  %340 = bitcast i32 %339 to <2 x half>, !dbg !47
  %341 = extractelement <2 x half> %340, i64 1, !dbg !47
  %342 = extractelement <2 x half> %340, i64 0, !dbg !47
  %343 = extractvalue { i32, i32, i32, i32 } %252, 1, !dbg !47
  %344 = bitcast i32 %343 to <2 x half>, !dbg !47
  %345 = extractelement <2 x half> %344, i64 1, !dbg !47
  %346 = extractelement <2 x half> %344, i64 0, !dbg !47
  %347 = extractvalue { i32, i32, i32, i32 } %252, 0, !dbg !47
  %348 = bitcast i32 %347 to <2 x half>, !dbg !47
  %349 = extractelement <2 x half> %348, i64 1, !dbg !47
  %350 = extractelement <2 x half> %348, i64 0, !dbg !47
  %351 = extractvalue { i32, i32, i32, i32 } %249, 3, !dbg !47
  %352 = bitcast i32 %351 to <2 x half>, !dbg !47
  %353 = extractelement <2 x half> %352, i64 1, !dbg !47
  %354 = extractelement <2 x half> %352, i64 0, !dbg !47
  %355 = extractvalue { i32, i32, i32, i32 } %249, 2, !dbg !47
  %356 = bitcast i32 %355 to <2 x half>, !dbg !47
  %357 = extractelement <2 x half> %356, i64 1, !dbg !47
  %358 = extractelement <2 x half> %356, i64 0, !dbg !47
  %359 = extractvalue { i32, i32, i32, i32 } %249, 1, !dbg !47
  %360 = bitcast i32 %359 to <2 x half>, !dbg !47
  %361 = extractelement <2 x half> %360, i64 1, !dbg !47
  %362 = extractelement <2 x half> %360, i64 0, !dbg !47
  %363 = extractvalue { i32, i32, i32, i32 } %249, 0, !dbg !47
  %364 = bitcast i32 %363 to <2 x half>, !dbg !47
  %365 = extractelement <2 x half> %364, i64 1, !dbg !47
  %366 = extractelement <2 x half> %364, i64 0, !dbg !47
  %367 = extractvalue { i32, i32, i32, i32 } %246, 3, !dbg !47
  %368 = bitcast i32 %367 to <2 x half>, !dbg !47
  %369 = extractelement <2 x half> %368, i64 1, !dbg !47
  %370 = extractelement <2 x half> %368, i64 0, !dbg !47
  %371 = extractvalue { i32, i32, i32, i32 } %246, 2, !dbg !47
  %372 = bitcast i32 %371 to <2 x half>, !dbg !47
  %373 = extractelement <2 x half> %372, i64 1, !dbg !47
  %374 = extractelement <2 x half> %372, i64 0, !dbg !47
  %375 = extractvalue { i32, i32, i32, i32 } %246, 1, !dbg !47
  %376 = bitcast i32 %375 to <2 x half>, !dbg !47
  %377 = extractelement <2 x half> %376, i64 1, !dbg !47
  %378 = extractelement <2 x half> %376, i64 0, !dbg !47
  %379 = extractvalue { i32, i32, i32, i32 } %246, 0, !dbg !47
  %380 = bitcast i32 %379 to <2 x half>, !dbg !47
  %381 = extractelement <2 x half> %380, i64 1, !dbg !47
  %382 = extractelement <2 x half> %380, i64 0, !dbg !47
  %383 = extractvalue { i32, i32, i32, i32 } %243, 3, !dbg !47
  %384 = bitcast i32 %383 to <2 x half>, !dbg !47
  %385 = extractelement <2 x half> %384, i64 1, !dbg !47
  %386 = extractelement <2 x half> %384, i64 0, !dbg !47
  %387 = extractvalue { i32, i32, i32, i32 } %243, 2, !dbg !47
  %388 = bitcast i32 %387 to <2 x half>, !dbg !47
  %389 = extractelement <2 x half> %388, i64 1, !dbg !47
  %390 = extractelement <2 x half> %388, i64 0, !dbg !47
  %391 = extractvalue { i32, i32, i32, i32 } %243, 1, !dbg !47
  %392 = bitcast i32 %391 to <2 x half>, !dbg !47
  %393 = extractelement <2 x half> %392, i64 1, !dbg !47
  %394 = extractelement <2 x half> %392, i64 0, !dbg !47
  %395 = extractvalue { i32, i32, i32, i32 } %243, 0, !dbg !47
  %396 = bitcast i32 %395 to <2 x half>, !dbg !47
  %397 = extractelement <2 x half> %396, i64 1, !dbg !47
  %398 = extractelement <2 x half> %396, i64 0, !dbg !47
  %399 = add nsw i32 %130, -2
  %400 = xor i32 %241, 32
  %401 = xor i32 %259, 4160
  %402 = xor i32 %241, 64
  %403 = xor i32 %259, 8256
  %404 = xor i32 %241, 96
  %405 = xor i32 %259, 12352
  %.neg701 = add nsw i32 %5, -128
  br label %406, !dbg !45

406:                                              ; preds = %.lr.ph, %406
  %.pn322781 = phi half [ %273, %.lr.ph ], [ %1469, %406 ]
  %.pn324780 = phi half [ %274, %.lr.ph ], [ %1468, %406 ]
  %.pn326779 = phi half [ %277, %.lr.ph ], [ %1466, %406 ]
  %.pn328778 = phi half [ %278, %.lr.ph ], [ %1465, %406 ]
  %.pn330777 = phi half [ %281, %.lr.ph ], [ %1463, %406 ]
  %.pn332776 = phi half [ %282, %.lr.ph ], [ %1462, %406 ]
  %.pn334775 = phi half [ %285, %.lr.ph ], [ %1460, %406 ]
  %.pn336774 = phi half [ %286, %.lr.ph ], [ %1459, %406 ]
  %.pn338773 = phi half [ %305, %.lr.ph ], [ %1433, %406 ]
  %.pn340772 = phi half [ %306, %.lr.ph ], [ %1432, %406 ]
  %.pn342771 = phi half [ %309, %.lr.ph ], [ %1430, %406 ]
  %.pn344770 = phi half [ %310, %.lr.ph ], [ %1429, %406 ]
  %.pn346769 = phi half [ %313, %.lr.ph ], [ %1427, %406 ]
  %.pn348768 = phi half [ %314, %.lr.ph ], [ %1426, %406 ]
  %.pn350767 = phi half [ %317, %.lr.ph ], [ %1424, %406 ]
  %.pn352766 = phi half [ %318, %.lr.ph ], [ %1423, %406 ]
  %.pn354765 = phi half [ %289, %.lr.ph ], [ %1451, %406 ]
  %.pn356764 = phi half [ %290, %.lr.ph ], [ %1450, %406 ]
  %.pn358763 = phi half [ %293, %.lr.ph ], [ %1448, %406 ]
  %.pn360762 = phi half [ %294, %.lr.ph ], [ %1447, %406 ]
  %.pn362761 = phi half [ %297, %.lr.ph ], [ %1445, %406 ]
  %.pn364760 = phi half [ %298, %.lr.ph ], [ %1444, %406 ]
  %.pn366759 = phi half [ %301, %.lr.ph ], [ %1442, %406 ]
  %.pn368758 = phi half [ %302, %.lr.ph ], [ %1441, %406 ]
  %.pn370757 = phi half [ %321, %.lr.ph ], [ %1415, %406 ]
  %.pn372756 = phi half [ %322, %.lr.ph ], [ %1414, %406 ]
  %.pn374755 = phi half [ %325, %.lr.ph ], [ %1412, %406 ]
  %.pn376754 = phi half [ %326, %.lr.ph ], [ %1411, %406 ]
  %.pn378753 = phi half [ %329, %.lr.ph ], [ %1409, %406 ]
  %.pn380752 = phi half [ %330, %.lr.ph ], [ %1408, %406 ]
  %.pn382751 = phi half [ %333, %.lr.ph ], [ %1406, %406 ]
  %.pn384750 = phi half [ %334, %.lr.ph ], [ %1405, %406 ]
  %.pn258749 = phi half [ %337, %.lr.ph ], [ %1397, %406 ]
  %.pn260748 = phi half [ %338, %.lr.ph ], [ %1396, %406 ]
  %.pn262747 = phi half [ %341, %.lr.ph ], [ %1394, %406 ]
  %.pn264746 = phi half [ %342, %.lr.ph ], [ %1393, %406 ]
  %.pn266745 = phi half [ %345, %.lr.ph ], [ %1391, %406 ]
  %.pn268744 = phi half [ %346, %.lr.ph ], [ %1390, %406 ]
  %.pn270743 = phi half [ %349, %.lr.ph ], [ %1388, %406 ]
  %.pn272742 = phi half [ %350, %.lr.ph ], [ %1387, %406 ]
  %.pn274741 = phi half [ %353, %.lr.ph ], [ %1379, %406 ]
  %.pn276740 = phi half [ %354, %.lr.ph ], [ %1378, %406 ]
  %.pn278739 = phi half [ %357, %.lr.ph ], [ %1376, %406 ]
  %.pn280738 = phi half [ %358, %.lr.ph ], [ %1375, %406 ]
  %.pn282737 = phi half [ %361, %.lr.ph ], [ %1373, %406 ]
  %.pn284736 = phi half [ %362, %.lr.ph ], [ %1372, %406 ]
  %.pn286735 = phi half [ %365, %.lr.ph ], [ %1370, %406 ]
  %.pn288734 = phi half [ %366, %.lr.ph ], [ %1369, %406 ]
  %.pn290733 = phi half [ %369, %.lr.ph ], [ %1361, %406 ]
  %.pn292732 = phi half [ %370, %.lr.ph ], [ %1360, %406 ]
  %.pn294731 = phi half [ %373, %.lr.ph ], [ %1358, %406 ]
  %.pn296730 = phi half [ %374, %.lr.ph ], [ %1357, %406 ]
  %.pn298729 = phi half [ %377, %.lr.ph ], [ %1355, %406 ]
  %.pn300728 = phi half [ %378, %.lr.ph ], [ %1354, %406 ]
  %.pn302727 = phi half [ %381, %.lr.ph ], [ %1352, %406 ]
  %.pn304726 = phi half [ %382, %.lr.ph ], [ %1351, %406 ]
  %.pn306725 = phi half [ %385, %.lr.ph ], [ %1343, %406 ]
  %.pn308724 = phi half [ %386, %.lr.ph ], [ %1342, %406 ]
  %.pn310723 = phi half [ %389, %.lr.ph ], [ %1340, %406 ]
  %.pn312722 = phi half [ %390, %.lr.ph ], [ %1339, %406 ]
  %.pn314721 = phi half [ %393, %.lr.ph ], [ %1337, %406 ]
  %.pn316720 = phi half [ %394, %.lr.ph ], [ %1336, %406 ]
  %.pn318719 = phi half [ %397, %.lr.ph ], [ %1334, %406 ]
  %.pn320718 = phi half [ %398, %.lr.ph ], [ %1333, %406 ]
  %407 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), %.lr.ph ], [ %1325, %406 ]
  %408 = phi ptr addrspace(3) [ @global_smem, %.lr.ph ], [ %1324, %406 ]
  %409 = phi i32 [ -1, %.lr.ph ], [ %543, %406 ]
  %410 = phi i32 [ 1, %.lr.ph ], [ %1283, %406 ]
  %.pn144717 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %1280, %406 ]
  %.pn160716 = phi ptr addrspace(1) [ %200, %.lr.ph ], [ %1279, %406 ]
  %.pn176715 = phi ptr addrspace(1) [ %199, %.lr.ph ], [ %1278, %406 ]
  %.pn192714 = phi ptr addrspace(1) [ %198, %.lr.ph ], [ %1277, %406 ]
  %.pn208713 = phi ptr addrspace(1) [ %197, %.lr.ph ], [ %1276, %406 ]
  %.pn224712 = phi ptr addrspace(1) [ %196, %.lr.ph ], [ %1275, %406 ]
  %.pn240711 = phi ptr addrspace(1) [ %195, %.lr.ph ], [ %1274, %406 ]
  %.pn256710 = phi ptr addrspace(1) [ %194, %.lr.ph ], [ %1273, %406 ]
  %.pn16709 = phi ptr addrspace(1) [ %192, %.lr.ph ], [ %1272, %406 ]
  %.pn32708 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %1271, %406 ]
  %.pn48707 = phi ptr addrspace(1) [ %190, %.lr.ph ], [ %1270, %406 ]
  %.pn64706 = phi ptr addrspace(1) [ %189, %.lr.ph ], [ %1269, %406 ]
  %.pn80705 = phi ptr addrspace(1) [ %188, %.lr.ph ], [ %1268, %406 ]
  %.pn96704 = phi ptr addrspace(1) [ %187, %.lr.ph ], [ %1267, %406 ]
  %.pn112703 = phi ptr addrspace(1) [ %186, %.lr.ph ], [ %1266, %406 ]
  %.pn128702 = phi ptr addrspace(1) [ %185, %.lr.ph ], [ %1265, %406 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %406 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %406 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %406 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %406 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %406 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %406 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %406 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %406 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %406 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %406 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %406 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %406 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %406 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %406 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1488, %406 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %406 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %406 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1492, %406 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1493, %406 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1494, %406 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %1496, %406 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %1497, %406 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %1498, %406 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %1499, %406 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %406 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %406 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %406 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %1504, %406 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %1506, %406 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %1507, %406 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %1508, %406 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1509, %406 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1511, %406 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1512, %406 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1513, %406 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1514, %406 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1516, %406 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %406 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1518, %406 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1519, %406 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1521, %406 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1522, %406 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1523, %406 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1524, %406 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1526, %406 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %406 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1528, %406 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1529, %406 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1531, %406 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1532, %406 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1533, %406 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1534, %406 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1536, %406 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %406 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1538, %406 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %406 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %406 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %406 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %406 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1544, %406 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1546, %406 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1547, %406 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1548, %406 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1549, %406 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1551, %406 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1552, %406 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1553, %406 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1554, %406 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %406 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %406 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1558, %406 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1559, %406 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %406 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %406 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %406 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %406 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1566, %406 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1567, %406 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1568, %406 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1569, %406 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1571, %406 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1572, %406 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1573, %406 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1574, %406 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1576, %406 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1577, %406 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1578, %406 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1579, %406 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1581, %406 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1582, %406 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1583, %406 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1584, %406 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1586, %406 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1587, %406 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %406 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %406 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %406 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1592, %406 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %406 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %406 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %406 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1597, %406 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1598, %406 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1599, %406 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1601, %406 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1602, %406 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1603, %406 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %406 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %406 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %406 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1608, %406 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %406 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %406 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %406 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1613, %406 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1614, %406 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1616, %406 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1617, %406 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1618, %406 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1619, %406 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1621, %406 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1622, %406 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1623, %406 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1624, %406 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1626, %406 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1627, %406 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1628, %406 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1629, %406 ]
  %539 = phi i32 [ 0, %.lr.ph ], [ %1630, %406 ]
  %540 = icmp slt i32 %539, %399, !dbg !45
  %541 = add i32 %409, 1, !dbg !45
  %542 = icmp sgt i32 %541, 1, !dbg !45
  %543 = select i1 %542, i32 0, i32 %541, !dbg !45
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %544 = getelementptr inbounds nuw i8, ptr addrspace(3) %408, i32 %400, !dbg !47
  %545 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %544), !dbg !47
  %546 = extractvalue { i32, i32, i32, i32 } %545, 0, !dbg !47
  %547 = extractvalue { i32, i32, i32, i32 } %545, 1, !dbg !47
  %548 = extractvalue { i32, i32, i32, i32 } %545, 2, !dbg !47
  %549 = extractvalue { i32, i32, i32, i32 } %545, 3, !dbg !47
  %550 = getelementptr inbounds nuw i8, ptr addrspace(3) %544, i32 4096, !dbg !47
  %551 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %550), !dbg !47
  %552 = extractvalue { i32, i32, i32, i32 } %551, 0, !dbg !47
  %553 = extractvalue { i32, i32, i32, i32 } %551, 1, !dbg !47
  %554 = extractvalue { i32, i32, i32, i32 } %551, 2, !dbg !47
  %555 = extractvalue { i32, i32, i32, i32 } %551, 3, !dbg !47
  %556 = getelementptr inbounds nuw i8, ptr addrspace(3) %544, i32 8192, !dbg !47
  %557 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %556), !dbg !47
  %558 = extractvalue { i32, i32, i32, i32 } %557, 0, !dbg !47
  %559 = extractvalue { i32, i32, i32, i32 } %557, 1, !dbg !47
  %560 = extractvalue { i32, i32, i32, i32 } %557, 2, !dbg !47
  %561 = extractvalue { i32, i32, i32, i32 } %557, 3, !dbg !47
  %562 = getelementptr inbounds nuw i8, ptr addrspace(3) %544, i32 12288, !dbg !47
  %563 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %562), !dbg !47
  %564 = extractvalue { i32, i32, i32, i32 } %563, 0, !dbg !47
  %565 = extractvalue { i32, i32, i32, i32 } %563, 1, !dbg !47
  %566 = extractvalue { i32, i32, i32, i32 } %563, 2, !dbg !47
  %567 = extractvalue { i32, i32, i32, i32 } %563, 3, !dbg !47
  %568 = getelementptr inbounds nuw i8, ptr addrspace(3) %407, i32 %259, !dbg !49
  %569 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 4096, !dbg !49
  %570 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %569), !dbg !49
  %571 = extractvalue { i32, i32, i32, i32 } %570, 0, !dbg !49
  %572 = extractvalue { i32, i32, i32, i32 } %570, 1, !dbg !49
  %573 = extractvalue { i32, i32, i32, i32 } %570, 2, !dbg !49
  %574 = extractvalue { i32, i32, i32, i32 } %570, 3, !dbg !49
  %575 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 4224, !dbg !49
  %576 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %575), !dbg !49
  %577 = extractvalue { i32, i32, i32, i32 } %576, 0, !dbg !49
  %578 = extractvalue { i32, i32, i32, i32 } %576, 1, !dbg !49
  %579 = extractvalue { i32, i32, i32, i32 } %576, 2, !dbg !49
  %580 = extractvalue { i32, i32, i32, i32 } %576, 3, !dbg !49
  %581 = getelementptr inbounds nuw i8, ptr addrspace(3) %407, i32 %401, !dbg !49
  %582 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %581), !dbg !49
  %583 = extractvalue { i32, i32, i32, i32 } %582, 0, !dbg !49
  %584 = extractvalue { i32, i32, i32, i32 } %582, 1, !dbg !49
  %585 = extractvalue { i32, i32, i32, i32 } %582, 2, !dbg !49
  %586 = extractvalue { i32, i32, i32, i32 } %582, 3, !dbg !49
  %587 = getelementptr inbounds nuw i8, ptr addrspace(3) %581, i32 128, !dbg !49
  %588 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %587), !dbg !49
  %589 = extractvalue { i32, i32, i32, i32 } %588, 0, !dbg !49
  %590 = extractvalue { i32, i32, i32, i32 } %588, 1, !dbg !49
  %591 = extractvalue { i32, i32, i32, i32 } %588, 2, !dbg !49
  %592 = extractvalue { i32, i32, i32, i32 } %588, 3, !dbg !49
  %593 = insertelement <2 x half> poison, half %.pn320718, i64 0, !dbg !53
  %594 = insertelement <2 x half> %593, half %.pn318719, i64 1, !dbg !53
  %595 = bitcast <2 x half> %594 to i32, !dbg !53
  %596 = insertelement <2 x half> poison, half %.pn316720, i64 0, !dbg !53
  %597 = insertelement <2 x half> %596, half %.pn314721, i64 1, !dbg !53
  %598 = bitcast <2 x half> %597 to i32, !dbg !53
  %599 = insertelement <2 x half> poison, half %.pn312722, i64 0, !dbg !53
  %600 = insertelement <2 x half> %599, half %.pn310723, i64 1, !dbg !53
  %601 = bitcast <2 x half> %600 to i32, !dbg !53
  %602 = insertelement <2 x half> poison, half %.pn308724, i64 0, !dbg !53
  %603 = insertelement <2 x half> %602, half %.pn306725, i64 1, !dbg !53
  %604 = bitcast <2 x half> %603 to i32, !dbg !53
  %605 = insertelement <2 x half> poison, half %.pn304726, i64 0, !dbg !53
  %606 = insertelement <2 x half> %605, half %.pn302727, i64 1, !dbg !53
  %607 = bitcast <2 x half> %606 to i32, !dbg !53
  %608 = insertelement <2 x half> poison, half %.pn300728, i64 0, !dbg !53
  %609 = insertelement <2 x half> %608, half %.pn298729, i64 1, !dbg !53
  %610 = bitcast <2 x half> %609 to i32, !dbg !53
  %611 = insertelement <2 x half> poison, half %.pn296730, i64 0, !dbg !53
  %612 = insertelement <2 x half> %611, half %.pn294731, i64 1, !dbg !53
  %613 = bitcast <2 x half> %612 to i32, !dbg !53
  %614 = insertelement <2 x half> poison, half %.pn292732, i64 0, !dbg !53
  %615 = insertelement <2 x half> %614, half %.pn290733, i64 1, !dbg !53
  %616 = bitcast <2 x half> %615 to i32, !dbg !53
  %617 = insertelement <2 x half> poison, half %.pn288734, i64 0, !dbg !53
  %618 = insertelement <2 x half> %617, half %.pn286735, i64 1, !dbg !53
  %619 = bitcast <2 x half> %618 to i32, !dbg !53
  %620 = insertelement <2 x half> poison, half %.pn284736, i64 0, !dbg !53
  %621 = insertelement <2 x half> %620, half %.pn282737, i64 1, !dbg !53
  %622 = bitcast <2 x half> %621 to i32, !dbg !53
  %623 = insertelement <2 x half> poison, half %.pn280738, i64 0, !dbg !53
  %624 = insertelement <2 x half> %623, half %.pn278739, i64 1, !dbg !53
  %625 = bitcast <2 x half> %624 to i32, !dbg !53
  %626 = insertelement <2 x half> poison, half %.pn276740, i64 0, !dbg !53
  %627 = insertelement <2 x half> %626, half %.pn274741, i64 1, !dbg !53
  %628 = bitcast <2 x half> %627 to i32, !dbg !53
  %629 = insertelement <2 x half> poison, half %.pn272742, i64 0, !dbg !53
  %630 = insertelement <2 x half> %629, half %.pn270743, i64 1, !dbg !53
  %631 = bitcast <2 x half> %630 to i32, !dbg !53
  %632 = insertelement <2 x half> poison, half %.pn268744, i64 0, !dbg !53
  %633 = insertelement <2 x half> %632, half %.pn266745, i64 1, !dbg !53
  %634 = bitcast <2 x half> %633 to i32, !dbg !53
  %635 = insertelement <2 x half> poison, half %.pn264746, i64 0, !dbg !53
  %636 = insertelement <2 x half> %635, half %.pn262747, i64 1, !dbg !53
  %637 = bitcast <2 x half> %636 to i32, !dbg !53
  %638 = insertelement <2 x half> poison, half %.pn260748, i64 0, !dbg !53
  %639 = insertelement <2 x half> %638, half %.pn258749, i64 1, !dbg !53
  %640 = bitcast <2 x half> %639 to i32, !dbg !53
  %641 = insertelement <2 x half> poison, half %.pn384750, i64 0, !dbg !53
  %642 = insertelement <2 x half> %641, half %.pn382751, i64 1, !dbg !53
  %643 = bitcast <2 x half> %642 to i32, !dbg !53
  %644 = insertelement <2 x half> poison, half %.pn380752, i64 0, !dbg !53
  %645 = insertelement <2 x half> %644, half %.pn378753, i64 1, !dbg !53
  %646 = bitcast <2 x half> %645 to i32, !dbg !53
  %647 = insertelement <2 x half> poison, half %.pn376754, i64 0, !dbg !53
  %648 = insertelement <2 x half> %647, half %.pn374755, i64 1, !dbg !53
  %649 = bitcast <2 x half> %648 to i32, !dbg !53
  %650 = insertelement <2 x half> poison, half %.pn372756, i64 0, !dbg !53
  %651 = insertelement <2 x half> %650, half %.pn370757, i64 1, !dbg !53
  %652 = bitcast <2 x half> %651 to i32, !dbg !53
  %653 = insertelement <2 x half> poison, half %.pn368758, i64 0, !dbg !53
  %654 = insertelement <2 x half> %653, half %.pn366759, i64 1, !dbg !53
  %655 = bitcast <2 x half> %654 to i32, !dbg !53
  %656 = insertelement <2 x half> poison, half %.pn364760, i64 0, !dbg !53
  %657 = insertelement <2 x half> %656, half %.pn362761, i64 1, !dbg !53
  %658 = bitcast <2 x half> %657 to i32, !dbg !53
  %659 = insertelement <2 x half> poison, half %.pn360762, i64 0, !dbg !53
  %660 = insertelement <2 x half> %659, half %.pn358763, i64 1, !dbg !53
  %661 = bitcast <2 x half> %660 to i32, !dbg !53
  %662 = insertelement <2 x half> poison, half %.pn356764, i64 0, !dbg !53
  %663 = insertelement <2 x half> %662, half %.pn354765, i64 1, !dbg !53
  %664 = bitcast <2 x half> %663 to i32, !dbg !53
  %665 = insertelement <2 x half> poison, half %.pn352766, i64 0, !dbg !53
  %666 = insertelement <2 x half> %665, half %.pn350767, i64 1, !dbg !53
  %667 = bitcast <2 x half> %666 to i32, !dbg !53
  %668 = insertelement <2 x half> poison, half %.pn348768, i64 0, !dbg !53
  %669 = insertelement <2 x half> %668, half %.pn346769, i64 1, !dbg !53
  %670 = bitcast <2 x half> %669 to i32, !dbg !53
  %671 = insertelement <2 x half> poison, half %.pn344770, i64 0, !dbg !53
  %672 = insertelement <2 x half> %671, half %.pn342771, i64 1, !dbg !53
  %673 = bitcast <2 x half> %672 to i32, !dbg !53
  %674 = insertelement <2 x half> poison, half %.pn340772, i64 0, !dbg !53
  %675 = insertelement <2 x half> %674, half %.pn338773, i64 1, !dbg !53
  %676 = bitcast <2 x half> %675 to i32, !dbg !53
  %677 = insertelement <2 x half> poison, half %.pn336774, i64 0, !dbg !53
  %678 = insertelement <2 x half> %677, half %.pn334775, i64 1, !dbg !53
  %679 = bitcast <2 x half> %678 to i32, !dbg !53
  %680 = insertelement <2 x half> poison, half %.pn332776, i64 0, !dbg !53
  %681 = insertelement <2 x half> %680, half %.pn330777, i64 1, !dbg !53
  %682 = bitcast <2 x half> %681 to i32, !dbg !53
  %683 = insertelement <2 x half> poison, half %.pn328778, i64 0, !dbg !53
  %684 = insertelement <2 x half> %683, half %.pn326779, i64 1, !dbg !53
  %685 = bitcast <2 x half> %684 to i32, !dbg !53
  %686 = insertelement <2 x half> poison, half %.pn324780, i64 0, !dbg !53
  %687 = insertelement <2 x half> %686, half %.pn322781, i64 1, !dbg !53
  %688 = bitcast <2 x half> %687 to i32, !dbg !53
  %689 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %411, float %412, float %413, float %414, i32 %595, i32 %598, i32 %601, i32 %604, i32 %643, i32 %646) #3, !dbg !53
  %690 = extractvalue { float, float, float, float } %689, 0, !dbg !53
  %691 = extractvalue { float, float, float, float } %689, 1, !dbg !53
  %692 = extractvalue { float, float, float, float } %689, 2, !dbg !53
  %693 = extractvalue { float, float, float, float } %689, 3, !dbg !53
  %694 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %415, float %416, float %417, float %418, i32 %595, i32 %598, i32 %601, i32 %604, i32 %649, i32 %652) #3, !dbg !53
  %695 = extractvalue { float, float, float, float } %694, 0, !dbg !53
  %696 = extractvalue { float, float, float, float } %694, 1, !dbg !53
  %697 = extractvalue { float, float, float, float } %694, 2, !dbg !53
  %698 = extractvalue { float, float, float, float } %694, 3, !dbg !53
  %699 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %419, float %420, float %421, float %422, i32 %595, i32 %598, i32 %601, i32 %604, i32 %655, i32 %658) #3, !dbg !53
  %700 = extractvalue { float, float, float, float } %699, 0, !dbg !53
  %701 = extractvalue { float, float, float, float } %699, 1, !dbg !53
  %702 = extractvalue { float, float, float, float } %699, 2, !dbg !53
  %703 = extractvalue { float, float, float, float } %699, 3, !dbg !53
  %704 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %423, float %424, float %425, float %426, i32 %595, i32 %598, i32 %601, i32 %604, i32 %661, i32 %664) #3, !dbg !53
  %705 = extractvalue { float, float, float, float } %704, 0, !dbg !53
  %706 = extractvalue { float, float, float, float } %704, 1, !dbg !53
  %707 = extractvalue { float, float, float, float } %704, 2, !dbg !53
  %708 = extractvalue { float, float, float, float } %704, 3, !dbg !53
  %709 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %427, float %428, float %429, float %430, i32 %595, i32 %598, i32 %601, i32 %604, i32 %667, i32 %670) #3, !dbg !53
  %710 = extractvalue { float, float, float, float } %709, 0, !dbg !53
  %711 = extractvalue { float, float, float, float } %709, 1, !dbg !53
  %712 = extractvalue { float, float, float, float } %709, 2, !dbg !53
  %713 = extractvalue { float, float, float, float } %709, 3, !dbg !53
  %714 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %431, float %432, float %433, float %434, i32 %595, i32 %598, i32 %601, i32 %604, i32 %673, i32 %676) #3, !dbg !53
  %715 = extractvalue { float, float, float, float } %714, 0, !dbg !53
  %716 = extractvalue { float, float, float, float } %714, 1, !dbg !53
  %717 = extractvalue { float, float, float, float } %714, 2, !dbg !53
  %718 = extractvalue { float, float, float, float } %714, 3, !dbg !53
  %719 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %435, float %436, float %437, float %438, i32 %595, i32 %598, i32 %601, i32 %604, i32 %679, i32 %682) #3, !dbg !53
  %720 = extractvalue { float, float, float, float } %719, 0, !dbg !53
  %721 = extractvalue { float, float, float, float } %719, 1, !dbg !53
  %722 = extractvalue { float, float, float, float } %719, 2, !dbg !53
  %723 = extractvalue { float, float, float, float } %719, 3, !dbg !53
  %724 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %439, float %440, float %441, float %442, i32 %595, i32 %598, i32 %601, i32 %604, i32 %685, i32 %688) #3, !dbg !53
  %725 = extractvalue { float, float, float, float } %724, 0, !dbg !53
  %726 = extractvalue { float, float, float, float } %724, 1, !dbg !53
  %727 = extractvalue { float, float, float, float } %724, 2, !dbg !53
  %728 = extractvalue { float, float, float, float } %724, 3, !dbg !53
  %729 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %443, float %444, float %445, float %446, i32 %607, i32 %610, i32 %613, i32 %616, i32 %643, i32 %646) #3, !dbg !53
  %730 = extractvalue { float, float, float, float } %729, 0, !dbg !53
  %731 = extractvalue { float, float, float, float } %729, 1, !dbg !53
  %732 = extractvalue { float, float, float, float } %729, 2, !dbg !53
  %733 = extractvalue { float, float, float, float } %729, 3, !dbg !53
  %734 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %447, float %448, float %449, float %450, i32 %607, i32 %610, i32 %613, i32 %616, i32 %649, i32 %652) #3, !dbg !53
  %735 = extractvalue { float, float, float, float } %734, 0, !dbg !53
  %736 = extractvalue { float, float, float, float } %734, 1, !dbg !53
  %737 = extractvalue { float, float, float, float } %734, 2, !dbg !53
  %738 = extractvalue { float, float, float, float } %734, 3, !dbg !53
  %739 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %451, float %452, float %453, float %454, i32 %607, i32 %610, i32 %613, i32 %616, i32 %655, i32 %658) #3, !dbg !53
  %740 = extractvalue { float, float, float, float } %739, 0, !dbg !53
  %741 = extractvalue { float, float, float, float } %739, 1, !dbg !53
  %742 = extractvalue { float, float, float, float } %739, 2, !dbg !53
  %743 = extractvalue { float, float, float, float } %739, 3, !dbg !53
  %744 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %455, float %456, float %457, float %458, i32 %607, i32 %610, i32 %613, i32 %616, i32 %661, i32 %664) #3, !dbg !53
  %745 = extractvalue { float, float, float, float } %744, 0, !dbg !53
  %746 = extractvalue { float, float, float, float } %744, 1, !dbg !53
  %747 = extractvalue { float, float, float, float } %744, 2, !dbg !53
  %748 = extractvalue { float, float, float, float } %744, 3, !dbg !53
  %749 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %459, float %460, float %461, float %462, i32 %607, i32 %610, i32 %613, i32 %616, i32 %667, i32 %670) #3, !dbg !53
  %750 = extractvalue { float, float, float, float } %749, 0, !dbg !53
  %751 = extractvalue { float, float, float, float } %749, 1, !dbg !53
  %752 = extractvalue { float, float, float, float } %749, 2, !dbg !53
  %753 = extractvalue { float, float, float, float } %749, 3, !dbg !53
  %754 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %463, float %464, float %465, float %466, i32 %607, i32 %610, i32 %613, i32 %616, i32 %673, i32 %676) #3, !dbg !53
  %755 = extractvalue { float, float, float, float } %754, 0, !dbg !53
  %756 = extractvalue { float, float, float, float } %754, 1, !dbg !53
  %757 = extractvalue { float, float, float, float } %754, 2, !dbg !53
  %758 = extractvalue { float, float, float, float } %754, 3, !dbg !53
  %759 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %467, float %468, float %469, float %470, i32 %607, i32 %610, i32 %613, i32 %616, i32 %679, i32 %682) #3, !dbg !53
  %760 = extractvalue { float, float, float, float } %759, 0, !dbg !53
  %761 = extractvalue { float, float, float, float } %759, 1, !dbg !53
  %762 = extractvalue { float, float, float, float } %759, 2, !dbg !53
  %763 = extractvalue { float, float, float, float } %759, 3, !dbg !53
  %764 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %471, float %472, float %473, float %474, i32 %607, i32 %610, i32 %613, i32 %616, i32 %685, i32 %688) #3, !dbg !53
  %765 = extractvalue { float, float, float, float } %764, 0, !dbg !53
  %766 = extractvalue { float, float, float, float } %764, 1, !dbg !53
  %767 = extractvalue { float, float, float, float } %764, 2, !dbg !53
  %768 = extractvalue { float, float, float, float } %764, 3, !dbg !53
  %769 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %475, float %476, float %477, float %478, i32 %619, i32 %622, i32 %625, i32 %628, i32 %643, i32 %646) #3, !dbg !53
  %770 = extractvalue { float, float, float, float } %769, 0, !dbg !53
  %771 = extractvalue { float, float, float, float } %769, 1, !dbg !53
  %772 = extractvalue { float, float, float, float } %769, 2, !dbg !53
  %773 = extractvalue { float, float, float, float } %769, 3, !dbg !53
  %774 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %479, float %480, float %481, float %482, i32 %619, i32 %622, i32 %625, i32 %628, i32 %649, i32 %652) #3, !dbg !53
  %775 = extractvalue { float, float, float, float } %774, 0, !dbg !53
  %776 = extractvalue { float, float, float, float } %774, 1, !dbg !53
  %777 = extractvalue { float, float, float, float } %774, 2, !dbg !53
  %778 = extractvalue { float, float, float, float } %774, 3, !dbg !53
  %779 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %483, float %484, float %485, float %486, i32 %619, i32 %622, i32 %625, i32 %628, i32 %655, i32 %658) #3, !dbg !53
  %780 = extractvalue { float, float, float, float } %779, 0, !dbg !53
  %781 = extractvalue { float, float, float, float } %779, 1, !dbg !53
  %782 = extractvalue { float, float, float, float } %779, 2, !dbg !53
  %783 = extractvalue { float, float, float, float } %779, 3, !dbg !53
  %784 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %487, float %488, float %489, float %490, i32 %619, i32 %622, i32 %625, i32 %628, i32 %661, i32 %664) #3, !dbg !53
  %785 = extractvalue { float, float, float, float } %784, 0, !dbg !53
  %786 = extractvalue { float, float, float, float } %784, 1, !dbg !53
  %787 = extractvalue { float, float, float, float } %784, 2, !dbg !53
  %788 = extractvalue { float, float, float, float } %784, 3, !dbg !53
  %789 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %491, float %492, float %493, float %494, i32 %619, i32 %622, i32 %625, i32 %628, i32 %667, i32 %670) #3, !dbg !53
  %790 = extractvalue { float, float, float, float } %789, 0, !dbg !53
  %791 = extractvalue { float, float, float, float } %789, 1, !dbg !53
  %792 = extractvalue { float, float, float, float } %789, 2, !dbg !53
  %793 = extractvalue { float, float, float, float } %789, 3, !dbg !53
  %794 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %495, float %496, float %497, float %498, i32 %619, i32 %622, i32 %625, i32 %628, i32 %673, i32 %676) #3, !dbg !53
  %795 = extractvalue { float, float, float, float } %794, 0, !dbg !53
  %796 = extractvalue { float, float, float, float } %794, 1, !dbg !53
  %797 = extractvalue { float, float, float, float } %794, 2, !dbg !53
  %798 = extractvalue { float, float, float, float } %794, 3, !dbg !53
  %799 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %499, float %500, float %501, float %502, i32 %619, i32 %622, i32 %625, i32 %628, i32 %679, i32 %682) #3, !dbg !53
  %800 = extractvalue { float, float, float, float } %799, 0, !dbg !53
  %801 = extractvalue { float, float, float, float } %799, 1, !dbg !53
  %802 = extractvalue { float, float, float, float } %799, 2, !dbg !53
  %803 = extractvalue { float, float, float, float } %799, 3, !dbg !53
  %804 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %503, float %504, float %505, float %506, i32 %619, i32 %622, i32 %625, i32 %628, i32 %685, i32 %688) #3, !dbg !53
  %805 = extractvalue { float, float, float, float } %804, 0, !dbg !53
  %806 = extractvalue { float, float, float, float } %804, 1, !dbg !53
  %807 = extractvalue { float, float, float, float } %804, 2, !dbg !53
  %808 = extractvalue { float, float, float, float } %804, 3, !dbg !53
  %809 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %507, float %508, float %509, float %510, i32 %631, i32 %634, i32 %637, i32 %640, i32 %643, i32 %646) #3, !dbg !53
  %810 = extractvalue { float, float, float, float } %809, 0, !dbg !53
  %811 = extractvalue { float, float, float, float } %809, 1, !dbg !53
  %812 = extractvalue { float, float, float, float } %809, 2, !dbg !53
  %813 = extractvalue { float, float, float, float } %809, 3, !dbg !53
  %814 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %511, float %512, float %513, float %514, i32 %631, i32 %634, i32 %637, i32 %640, i32 %649, i32 %652) #3, !dbg !53
  %815 = extractvalue { float, float, float, float } %814, 0, !dbg !53
  %816 = extractvalue { float, float, float, float } %814, 1, !dbg !53
  %817 = extractvalue { float, float, float, float } %814, 2, !dbg !53
  %818 = extractvalue { float, float, float, float } %814, 3, !dbg !53
  %819 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %515, float %516, float %517, float %518, i32 %631, i32 %634, i32 %637, i32 %640, i32 %655, i32 %658) #3, !dbg !53
  %820 = extractvalue { float, float, float, float } %819, 0, !dbg !53
  %821 = extractvalue { float, float, float, float } %819, 1, !dbg !53
  %822 = extractvalue { float, float, float, float } %819, 2, !dbg !53
  %823 = extractvalue { float, float, float, float } %819, 3, !dbg !53
  %824 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %519, float %520, float %521, float %522, i32 %631, i32 %634, i32 %637, i32 %640, i32 %661, i32 %664) #3, !dbg !53
  %825 = extractvalue { float, float, float, float } %824, 0, !dbg !53
  %826 = extractvalue { float, float, float, float } %824, 1, !dbg !53
  %827 = extractvalue { float, float, float, float } %824, 2, !dbg !53
  %828 = extractvalue { float, float, float, float } %824, 3, !dbg !53
  %829 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %523, float %524, float %525, float %526, i32 %631, i32 %634, i32 %637, i32 %640, i32 %667, i32 %670) #3, !dbg !53
  %830 = extractvalue { float, float, float, float } %829, 0, !dbg !53
  %831 = extractvalue { float, float, float, float } %829, 1, !dbg !53
  %832 = extractvalue { float, float, float, float } %829, 2, !dbg !53
  %833 = extractvalue { float, float, float, float } %829, 3, !dbg !53
  %834 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %527, float %528, float %529, float %530, i32 %631, i32 %634, i32 %637, i32 %640, i32 %673, i32 %676) #3, !dbg !53
  %835 = extractvalue { float, float, float, float } %834, 0, !dbg !53
  %836 = extractvalue { float, float, float, float } %834, 1, !dbg !53
  %837 = extractvalue { float, float, float, float } %834, 2, !dbg !53
  %838 = extractvalue { float, float, float, float } %834, 3, !dbg !53
  %839 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %531, float %532, float %533, float %534, i32 %631, i32 %634, i32 %637, i32 %640, i32 %679, i32 %682) #3, !dbg !53
  %840 = extractvalue { float, float, float, float } %839, 0, !dbg !53
  %841 = extractvalue { float, float, float, float } %839, 1, !dbg !53
  %842 = extractvalue { float, float, float, float } %839, 2, !dbg !53
  %843 = extractvalue { float, float, float, float } %839, 3, !dbg !53
  %844 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %535, float %536, float %537, float %538, i32 %631, i32 %634, i32 %637, i32 %640, i32 %685, i32 %688) #3, !dbg !53
  %845 = extractvalue { float, float, float, float } %844, 0, !dbg !53
  %846 = extractvalue { float, float, float, float } %844, 1, !dbg !53
  %847 = extractvalue { float, float, float, float } %844, 2, !dbg !53
  %848 = extractvalue { float, float, float, float } %844, 3, !dbg !53
  %849 = getelementptr inbounds nuw i8, ptr addrspace(3) %408, i32 %402, !dbg !47
  %850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %849), !dbg !47
  %851 = extractvalue { i32, i32, i32, i32 } %850, 0, !dbg !47
  %852 = extractvalue { i32, i32, i32, i32 } %850, 1, !dbg !47
  %853 = extractvalue { i32, i32, i32, i32 } %850, 2, !dbg !47
  %854 = extractvalue { i32, i32, i32, i32 } %850, 3, !dbg !47
  %855 = getelementptr inbounds nuw i8, ptr addrspace(3) %849, i32 4096, !dbg !47
  %856 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %855), !dbg !47
  %857 = extractvalue { i32, i32, i32, i32 } %856, 0, !dbg !47
  %858 = extractvalue { i32, i32, i32, i32 } %856, 1, !dbg !47
  %859 = extractvalue { i32, i32, i32, i32 } %856, 2, !dbg !47
  %860 = extractvalue { i32, i32, i32, i32 } %856, 3, !dbg !47
  %861 = getelementptr inbounds nuw i8, ptr addrspace(3) %849, i32 8192, !dbg !47
  %862 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %861), !dbg !47
  %863 = extractvalue { i32, i32, i32, i32 } %862, 0, !dbg !47
  %864 = extractvalue { i32, i32, i32, i32 } %862, 1, !dbg !47
  %865 = extractvalue { i32, i32, i32, i32 } %862, 2, !dbg !47
  %866 = extractvalue { i32, i32, i32, i32 } %862, 3, !dbg !47
  %867 = getelementptr inbounds nuw i8, ptr addrspace(3) %849, i32 12288, !dbg !47
  %868 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %867), !dbg !47
  %869 = extractvalue { i32, i32, i32, i32 } %868, 0, !dbg !47
  %870 = extractvalue { i32, i32, i32, i32 } %868, 1, !dbg !47
  %871 = extractvalue { i32, i32, i32, i32 } %868, 2, !dbg !47
  %872 = extractvalue { i32, i32, i32, i32 } %868, 3, !dbg !47
  %873 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 8192, !dbg !49
  %874 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %873), !dbg !49
  %875 = extractvalue { i32, i32, i32, i32 } %874, 0, !dbg !49
  %876 = extractvalue { i32, i32, i32, i32 } %874, 1, !dbg !49
  %877 = extractvalue { i32, i32, i32, i32 } %874, 2, !dbg !49
  %878 = extractvalue { i32, i32, i32, i32 } %874, 3, !dbg !49
  %879 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 8320, !dbg !49
  %880 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %879), !dbg !49
  %881 = extractvalue { i32, i32, i32, i32 } %880, 0, !dbg !49
  %882 = extractvalue { i32, i32, i32, i32 } %880, 1, !dbg !49
  %883 = extractvalue { i32, i32, i32, i32 } %880, 2, !dbg !49
  %884 = extractvalue { i32, i32, i32, i32 } %880, 3, !dbg !49
  %885 = getelementptr inbounds nuw i8, ptr addrspace(3) %407, i32 %403, !dbg !49
  %886 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %885), !dbg !49
  %887 = extractvalue { i32, i32, i32, i32 } %886, 0, !dbg !49
  %888 = extractvalue { i32, i32, i32, i32 } %886, 1, !dbg !49
  %889 = extractvalue { i32, i32, i32, i32 } %886, 2, !dbg !49
  %890 = extractvalue { i32, i32, i32, i32 } %886, 3, !dbg !49
  %891 = getelementptr inbounds nuw i8, ptr addrspace(3) %885, i32 128, !dbg !49
  %892 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %891), !dbg !49
  %893 = extractvalue { i32, i32, i32, i32 } %892, 0, !dbg !49
  %894 = extractvalue { i32, i32, i32, i32 } %892, 1, !dbg !49
  %895 = extractvalue { i32, i32, i32, i32 } %892, 2, !dbg !49
  %896 = extractvalue { i32, i32, i32, i32 } %892, 3, !dbg !49
  %897 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %690, float %691, float %692, float %693, i32 %546, i32 %547, i32 %548, i32 %549, i32 %571, i32 %572) #3, !dbg !53
  %898 = extractvalue { float, float, float, float } %897, 0, !dbg !53
  %899 = extractvalue { float, float, float, float } %897, 1, !dbg !53
  %900 = extractvalue { float, float, float, float } %897, 2, !dbg !53
  %901 = extractvalue { float, float, float, float } %897, 3, !dbg !53
  %902 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %695, float %696, float %697, float %698, i32 %546, i32 %547, i32 %548, i32 %549, i32 %573, i32 %574) #3, !dbg !53
  %903 = extractvalue { float, float, float, float } %902, 0, !dbg !53
  %904 = extractvalue { float, float, float, float } %902, 1, !dbg !53
  %905 = extractvalue { float, float, float, float } %902, 2, !dbg !53
  %906 = extractvalue { float, float, float, float } %902, 3, !dbg !53
  %907 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %700, float %701, float %702, float %703, i32 %546, i32 %547, i32 %548, i32 %549, i32 %583, i32 %584) #3, !dbg !53
  %908 = extractvalue { float, float, float, float } %907, 0, !dbg !53
  %909 = extractvalue { float, float, float, float } %907, 1, !dbg !53
  %910 = extractvalue { float, float, float, float } %907, 2, !dbg !53
  %911 = extractvalue { float, float, float, float } %907, 3, !dbg !53
  %912 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %705, float %706, float %707, float %708, i32 %546, i32 %547, i32 %548, i32 %549, i32 %585, i32 %586) #3, !dbg !53
  %913 = extractvalue { float, float, float, float } %912, 0, !dbg !53
  %914 = extractvalue { float, float, float, float } %912, 1, !dbg !53
  %915 = extractvalue { float, float, float, float } %912, 2, !dbg !53
  %916 = extractvalue { float, float, float, float } %912, 3, !dbg !53
  %917 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %710, float %711, float %712, float %713, i32 %546, i32 %547, i32 %548, i32 %549, i32 %577, i32 %578) #3, !dbg !53
  %918 = extractvalue { float, float, float, float } %917, 0, !dbg !53
  %919 = extractvalue { float, float, float, float } %917, 1, !dbg !53
  %920 = extractvalue { float, float, float, float } %917, 2, !dbg !53
  %921 = extractvalue { float, float, float, float } %917, 3, !dbg !53
  %922 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %715, float %716, float %717, float %718, i32 %546, i32 %547, i32 %548, i32 %549, i32 %579, i32 %580) #3, !dbg !53
  %923 = extractvalue { float, float, float, float } %922, 0, !dbg !53
  %924 = extractvalue { float, float, float, float } %922, 1, !dbg !53
  %925 = extractvalue { float, float, float, float } %922, 2, !dbg !53
  %926 = extractvalue { float, float, float, float } %922, 3, !dbg !53
  %927 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %720, float %721, float %722, float %723, i32 %546, i32 %547, i32 %548, i32 %549, i32 %589, i32 %590) #3, !dbg !53
  %928 = extractvalue { float, float, float, float } %927, 0, !dbg !53
  %929 = extractvalue { float, float, float, float } %927, 1, !dbg !53
  %930 = extractvalue { float, float, float, float } %927, 2, !dbg !53
  %931 = extractvalue { float, float, float, float } %927, 3, !dbg !53
  %932 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %725, float %726, float %727, float %728, i32 %546, i32 %547, i32 %548, i32 %549, i32 %591, i32 %592) #3, !dbg !53
  %933 = extractvalue { float, float, float, float } %932, 0, !dbg !53
  %934 = extractvalue { float, float, float, float } %932, 1, !dbg !53
  %935 = extractvalue { float, float, float, float } %932, 2, !dbg !53
  %936 = extractvalue { float, float, float, float } %932, 3, !dbg !53
  %937 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %730, float %731, float %732, float %733, i32 %552, i32 %553, i32 %554, i32 %555, i32 %571, i32 %572) #3, !dbg !53
  %938 = extractvalue { float, float, float, float } %937, 0, !dbg !53
  %939 = extractvalue { float, float, float, float } %937, 1, !dbg !53
  %940 = extractvalue { float, float, float, float } %937, 2, !dbg !53
  %941 = extractvalue { float, float, float, float } %937, 3, !dbg !53
  %942 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %735, float %736, float %737, float %738, i32 %552, i32 %553, i32 %554, i32 %555, i32 %573, i32 %574) #3, !dbg !53
  %943 = extractvalue { float, float, float, float } %942, 0, !dbg !53
  %944 = extractvalue { float, float, float, float } %942, 1, !dbg !53
  %945 = extractvalue { float, float, float, float } %942, 2, !dbg !53
  %946 = extractvalue { float, float, float, float } %942, 3, !dbg !53
  %947 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %740, float %741, float %742, float %743, i32 %552, i32 %553, i32 %554, i32 %555, i32 %583, i32 %584) #3, !dbg !53
  %948 = extractvalue { float, float, float, float } %947, 0, !dbg !53
  %949 = extractvalue { float, float, float, float } %947, 1, !dbg !53
  %950 = extractvalue { float, float, float, float } %947, 2, !dbg !53
  %951 = extractvalue { float, float, float, float } %947, 3, !dbg !53
  %952 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %745, float %746, float %747, float %748, i32 %552, i32 %553, i32 %554, i32 %555, i32 %585, i32 %586) #3, !dbg !53
  %953 = extractvalue { float, float, float, float } %952, 0, !dbg !53
  %954 = extractvalue { float, float, float, float } %952, 1, !dbg !53
  %955 = extractvalue { float, float, float, float } %952, 2, !dbg !53
  %956 = extractvalue { float, float, float, float } %952, 3, !dbg !53
  %957 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %750, float %751, float %752, float %753, i32 %552, i32 %553, i32 %554, i32 %555, i32 %577, i32 %578) #3, !dbg !53
  %958 = extractvalue { float, float, float, float } %957, 0, !dbg !53
  %959 = extractvalue { float, float, float, float } %957, 1, !dbg !53
  %960 = extractvalue { float, float, float, float } %957, 2, !dbg !53
  %961 = extractvalue { float, float, float, float } %957, 3, !dbg !53
  %962 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %755, float %756, float %757, float %758, i32 %552, i32 %553, i32 %554, i32 %555, i32 %579, i32 %580) #3, !dbg !53
  %963 = extractvalue { float, float, float, float } %962, 0, !dbg !53
  %964 = extractvalue { float, float, float, float } %962, 1, !dbg !53
  %965 = extractvalue { float, float, float, float } %962, 2, !dbg !53
  %966 = extractvalue { float, float, float, float } %962, 3, !dbg !53
  %967 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %760, float %761, float %762, float %763, i32 %552, i32 %553, i32 %554, i32 %555, i32 %589, i32 %590) #3, !dbg !53
  %968 = extractvalue { float, float, float, float } %967, 0, !dbg !53
  %969 = extractvalue { float, float, float, float } %967, 1, !dbg !53
  %970 = extractvalue { float, float, float, float } %967, 2, !dbg !53
  %971 = extractvalue { float, float, float, float } %967, 3, !dbg !53
  %972 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %765, float %766, float %767, float %768, i32 %552, i32 %553, i32 %554, i32 %555, i32 %591, i32 %592) #3, !dbg !53
  %973 = extractvalue { float, float, float, float } %972, 0, !dbg !53
  %974 = extractvalue { float, float, float, float } %972, 1, !dbg !53
  %975 = extractvalue { float, float, float, float } %972, 2, !dbg !53
  %976 = extractvalue { float, float, float, float } %972, 3, !dbg !53
  %977 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %770, float %771, float %772, float %773, i32 %558, i32 %559, i32 %560, i32 %561, i32 %571, i32 %572) #3, !dbg !53
  %978 = extractvalue { float, float, float, float } %977, 0, !dbg !53
  %979 = extractvalue { float, float, float, float } %977, 1, !dbg !53
  %980 = extractvalue { float, float, float, float } %977, 2, !dbg !53
  %981 = extractvalue { float, float, float, float } %977, 3, !dbg !53
  %982 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %775, float %776, float %777, float %778, i32 %558, i32 %559, i32 %560, i32 %561, i32 %573, i32 %574) #3, !dbg !53
  %983 = extractvalue { float, float, float, float } %982, 0, !dbg !53
  %984 = extractvalue { float, float, float, float } %982, 1, !dbg !53
  %985 = extractvalue { float, float, float, float } %982, 2, !dbg !53
  %986 = extractvalue { float, float, float, float } %982, 3, !dbg !53
  %987 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %780, float %781, float %782, float %783, i32 %558, i32 %559, i32 %560, i32 %561, i32 %583, i32 %584) #3, !dbg !53
  %988 = extractvalue { float, float, float, float } %987, 0, !dbg !53
  %989 = extractvalue { float, float, float, float } %987, 1, !dbg !53
  %990 = extractvalue { float, float, float, float } %987, 2, !dbg !53
  %991 = extractvalue { float, float, float, float } %987, 3, !dbg !53
  %992 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %785, float %786, float %787, float %788, i32 %558, i32 %559, i32 %560, i32 %561, i32 %585, i32 %586) #3, !dbg !53
  %993 = extractvalue { float, float, float, float } %992, 0, !dbg !53
  %994 = extractvalue { float, float, float, float } %992, 1, !dbg !53
  %995 = extractvalue { float, float, float, float } %992, 2, !dbg !53
  %996 = extractvalue { float, float, float, float } %992, 3, !dbg !53
  %997 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %790, float %791, float %792, float %793, i32 %558, i32 %559, i32 %560, i32 %561, i32 %577, i32 %578) #3, !dbg !53
  %998 = extractvalue { float, float, float, float } %997, 0, !dbg !53
  %999 = extractvalue { float, float, float, float } %997, 1, !dbg !53
  %1000 = extractvalue { float, float, float, float } %997, 2, !dbg !53
  %1001 = extractvalue { float, float, float, float } %997, 3, !dbg !53
  %1002 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %795, float %796, float %797, float %798, i32 %558, i32 %559, i32 %560, i32 %561, i32 %579, i32 %580) #3, !dbg !53
  %1003 = extractvalue { float, float, float, float } %1002, 0, !dbg !53
  %1004 = extractvalue { float, float, float, float } %1002, 1, !dbg !53
  %1005 = extractvalue { float, float, float, float } %1002, 2, !dbg !53
  %1006 = extractvalue { float, float, float, float } %1002, 3, !dbg !53
  %1007 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %800, float %801, float %802, float %803, i32 %558, i32 %559, i32 %560, i32 %561, i32 %589, i32 %590) #3, !dbg !53
  %1008 = extractvalue { float, float, float, float } %1007, 0, !dbg !53
  %1009 = extractvalue { float, float, float, float } %1007, 1, !dbg !53
  %1010 = extractvalue { float, float, float, float } %1007, 2, !dbg !53
  %1011 = extractvalue { float, float, float, float } %1007, 3, !dbg !53
  %1012 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %805, float %806, float %807, float %808, i32 %558, i32 %559, i32 %560, i32 %561, i32 %591, i32 %592) #3, !dbg !53
  %1013 = extractvalue { float, float, float, float } %1012, 0, !dbg !53
  %1014 = extractvalue { float, float, float, float } %1012, 1, !dbg !53
  %1015 = extractvalue { float, float, float, float } %1012, 2, !dbg !53
  %1016 = extractvalue { float, float, float, float } %1012, 3, !dbg !53
  %1017 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %810, float %811, float %812, float %813, i32 %564, i32 %565, i32 %566, i32 %567, i32 %571, i32 %572) #3, !dbg !53
  %1018 = extractvalue { float, float, float, float } %1017, 0, !dbg !53
  %1019 = extractvalue { float, float, float, float } %1017, 1, !dbg !53
  %1020 = extractvalue { float, float, float, float } %1017, 2, !dbg !53
  %1021 = extractvalue { float, float, float, float } %1017, 3, !dbg !53
  %1022 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %815, float %816, float %817, float %818, i32 %564, i32 %565, i32 %566, i32 %567, i32 %573, i32 %574) #3, !dbg !53
  %1023 = extractvalue { float, float, float, float } %1022, 0, !dbg !53
  %1024 = extractvalue { float, float, float, float } %1022, 1, !dbg !53
  %1025 = extractvalue { float, float, float, float } %1022, 2, !dbg !53
  %1026 = extractvalue { float, float, float, float } %1022, 3, !dbg !53
  %1027 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %820, float %821, float %822, float %823, i32 %564, i32 %565, i32 %566, i32 %567, i32 %583, i32 %584) #3, !dbg !53
  %1028 = extractvalue { float, float, float, float } %1027, 0, !dbg !53
  %1029 = extractvalue { float, float, float, float } %1027, 1, !dbg !53
  %1030 = extractvalue { float, float, float, float } %1027, 2, !dbg !53
  %1031 = extractvalue { float, float, float, float } %1027, 3, !dbg !53
  %1032 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %825, float %826, float %827, float %828, i32 %564, i32 %565, i32 %566, i32 %567, i32 %585, i32 %586) #3, !dbg !53
  %1033 = extractvalue { float, float, float, float } %1032, 0, !dbg !53
  %1034 = extractvalue { float, float, float, float } %1032, 1, !dbg !53
  %1035 = extractvalue { float, float, float, float } %1032, 2, !dbg !53
  %1036 = extractvalue { float, float, float, float } %1032, 3, !dbg !53
  %1037 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %830, float %831, float %832, float %833, i32 %564, i32 %565, i32 %566, i32 %567, i32 %577, i32 %578) #3, !dbg !53
  %1038 = extractvalue { float, float, float, float } %1037, 0, !dbg !53
  %1039 = extractvalue { float, float, float, float } %1037, 1, !dbg !53
  %1040 = extractvalue { float, float, float, float } %1037, 2, !dbg !53
  %1041 = extractvalue { float, float, float, float } %1037, 3, !dbg !53
  %1042 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %835, float %836, float %837, float %838, i32 %564, i32 %565, i32 %566, i32 %567, i32 %579, i32 %580) #3, !dbg !53
  %1043 = extractvalue { float, float, float, float } %1042, 0, !dbg !53
  %1044 = extractvalue { float, float, float, float } %1042, 1, !dbg !53
  %1045 = extractvalue { float, float, float, float } %1042, 2, !dbg !53
  %1046 = extractvalue { float, float, float, float } %1042, 3, !dbg !53
  %1047 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %840, float %841, float %842, float %843, i32 %564, i32 %565, i32 %566, i32 %567, i32 %589, i32 %590) #3, !dbg !53
  %1048 = extractvalue { float, float, float, float } %1047, 0, !dbg !53
  %1049 = extractvalue { float, float, float, float } %1047, 1, !dbg !53
  %1050 = extractvalue { float, float, float, float } %1047, 2, !dbg !53
  %1051 = extractvalue { float, float, float, float } %1047, 3, !dbg !53
  %1052 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %845, float %846, float %847, float %848, i32 %564, i32 %565, i32 %566, i32 %567, i32 %591, i32 %592) #3, !dbg !53
  %1053 = extractvalue { float, float, float, float } %1052, 0, !dbg !53
  %1054 = extractvalue { float, float, float, float } %1052, 1, !dbg !53
  %1055 = extractvalue { float, float, float, float } %1052, 2, !dbg !53
  %1056 = extractvalue { float, float, float, float } %1052, 3, !dbg !53
  %1057 = getelementptr inbounds nuw i8, ptr addrspace(3) %408, i32 %404, !dbg !47
  %1058 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1057), !dbg !47
  %1059 = extractvalue { i32, i32, i32, i32 } %1058, 0, !dbg !47
  %1060 = extractvalue { i32, i32, i32, i32 } %1058, 1, !dbg !47
  %1061 = extractvalue { i32, i32, i32, i32 } %1058, 2, !dbg !47
  %1062 = extractvalue { i32, i32, i32, i32 } %1058, 3, !dbg !47
  %1063 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i32 4096, !dbg !47
  %1064 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1063), !dbg !47
  %1065 = extractvalue { i32, i32, i32, i32 } %1064, 0, !dbg !47
  %1066 = extractvalue { i32, i32, i32, i32 } %1064, 1, !dbg !47
  %1067 = extractvalue { i32, i32, i32, i32 } %1064, 2, !dbg !47
  %1068 = extractvalue { i32, i32, i32, i32 } %1064, 3, !dbg !47
  %1069 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i32 8192, !dbg !47
  %1070 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1069), !dbg !47
  %1071 = extractvalue { i32, i32, i32, i32 } %1070, 0, !dbg !47
  %1072 = extractvalue { i32, i32, i32, i32 } %1070, 1, !dbg !47
  %1073 = extractvalue { i32, i32, i32, i32 } %1070, 2, !dbg !47
  %1074 = extractvalue { i32, i32, i32, i32 } %1070, 3, !dbg !47
  %1075 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i32 12288, !dbg !47
  %1076 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1075), !dbg !47
  %1077 = extractvalue { i32, i32, i32, i32 } %1076, 0, !dbg !47
  %1078 = extractvalue { i32, i32, i32, i32 } %1076, 1, !dbg !47
  %1079 = extractvalue { i32, i32, i32, i32 } %1076, 2, !dbg !47
  %1080 = extractvalue { i32, i32, i32, i32 } %1076, 3, !dbg !47
  %1081 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 12288, !dbg !49
  %1082 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1081), !dbg !49
  %1083 = extractvalue { i32, i32, i32, i32 } %1082, 0, !dbg !49
  %1084 = extractvalue { i32, i32, i32, i32 } %1082, 1, !dbg !49
  %1085 = extractvalue { i32, i32, i32, i32 } %1082, 2, !dbg !49
  %1086 = extractvalue { i32, i32, i32, i32 } %1082, 3, !dbg !49
  %1087 = getelementptr inbounds nuw i8, ptr addrspace(3) %568, i32 12416, !dbg !49
  %1088 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1087), !dbg !49
  %1089 = extractvalue { i32, i32, i32, i32 } %1088, 0, !dbg !49
  %1090 = extractvalue { i32, i32, i32, i32 } %1088, 1, !dbg !49
  %1091 = extractvalue { i32, i32, i32, i32 } %1088, 2, !dbg !49
  %1092 = extractvalue { i32, i32, i32, i32 } %1088, 3, !dbg !49
  %1093 = getelementptr inbounds nuw i8, ptr addrspace(3) %407, i32 %405, !dbg !49
  %1094 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1093), !dbg !49
  %1095 = extractvalue { i32, i32, i32, i32 } %1094, 0, !dbg !49
  %1096 = extractvalue { i32, i32, i32, i32 } %1094, 1, !dbg !49
  %1097 = extractvalue { i32, i32, i32, i32 } %1094, 2, !dbg !49
  %1098 = extractvalue { i32, i32, i32, i32 } %1094, 3, !dbg !49
  %1099 = getelementptr inbounds nuw i8, ptr addrspace(3) %1093, i32 128, !dbg !49
  %1100 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1099), !dbg !49
  %1101 = extractvalue { i32, i32, i32, i32 } %1100, 0, !dbg !49
  %1102 = extractvalue { i32, i32, i32, i32 } %1100, 1, !dbg !49
  %1103 = extractvalue { i32, i32, i32, i32 } %1100, 2, !dbg !49
  %1104 = extractvalue { i32, i32, i32, i32 } %1100, 3, !dbg !49
  %1105 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %898, float %899, float %900, float %901, i32 %851, i32 %852, i32 %853, i32 %854, i32 %875, i32 %876) #3, !dbg !53
  %1106 = extractvalue { float, float, float, float } %1105, 0, !dbg !53
  %1107 = extractvalue { float, float, float, float } %1105, 1, !dbg !53
  %1108 = extractvalue { float, float, float, float } %1105, 2, !dbg !53
  %1109 = extractvalue { float, float, float, float } %1105, 3, !dbg !53
  %1110 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %903, float %904, float %905, float %906, i32 %851, i32 %852, i32 %853, i32 %854, i32 %877, i32 %878) #3, !dbg !53
  %1111 = extractvalue { float, float, float, float } %1110, 0, !dbg !53
  %1112 = extractvalue { float, float, float, float } %1110, 1, !dbg !53
  %1113 = extractvalue { float, float, float, float } %1110, 2, !dbg !53
  %1114 = extractvalue { float, float, float, float } %1110, 3, !dbg !53
  %1115 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %908, float %909, float %910, float %911, i32 %851, i32 %852, i32 %853, i32 %854, i32 %887, i32 %888) #3, !dbg !53
  %1116 = extractvalue { float, float, float, float } %1115, 0, !dbg !53
  %1117 = extractvalue { float, float, float, float } %1115, 1, !dbg !53
  %1118 = extractvalue { float, float, float, float } %1115, 2, !dbg !53
  %1119 = extractvalue { float, float, float, float } %1115, 3, !dbg !53
  %1120 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %913, float %914, float %915, float %916, i32 %851, i32 %852, i32 %853, i32 %854, i32 %889, i32 %890) #3, !dbg !53
  %1121 = extractvalue { float, float, float, float } %1120, 0, !dbg !53
  %1122 = extractvalue { float, float, float, float } %1120, 1, !dbg !53
  %1123 = extractvalue { float, float, float, float } %1120, 2, !dbg !53
  %1124 = extractvalue { float, float, float, float } %1120, 3, !dbg !53
  %1125 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %918, float %919, float %920, float %921, i32 %851, i32 %852, i32 %853, i32 %854, i32 %881, i32 %882) #3, !dbg !53
  %1126 = extractvalue { float, float, float, float } %1125, 0, !dbg !53
  %1127 = extractvalue { float, float, float, float } %1125, 1, !dbg !53
  %1128 = extractvalue { float, float, float, float } %1125, 2, !dbg !53
  %1129 = extractvalue { float, float, float, float } %1125, 3, !dbg !53
  %1130 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %923, float %924, float %925, float %926, i32 %851, i32 %852, i32 %853, i32 %854, i32 %883, i32 %884) #3, !dbg !53
  %1131 = extractvalue { float, float, float, float } %1130, 0, !dbg !53
  %1132 = extractvalue { float, float, float, float } %1130, 1, !dbg !53
  %1133 = extractvalue { float, float, float, float } %1130, 2, !dbg !53
  %1134 = extractvalue { float, float, float, float } %1130, 3, !dbg !53
  %1135 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %928, float %929, float %930, float %931, i32 %851, i32 %852, i32 %853, i32 %854, i32 %893, i32 %894) #3, !dbg !53
  %1136 = extractvalue { float, float, float, float } %1135, 0, !dbg !53
  %1137 = extractvalue { float, float, float, float } %1135, 1, !dbg !53
  %1138 = extractvalue { float, float, float, float } %1135, 2, !dbg !53
  %1139 = extractvalue { float, float, float, float } %1135, 3, !dbg !53
  %1140 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %933, float %934, float %935, float %936, i32 %851, i32 %852, i32 %853, i32 %854, i32 %895, i32 %896) #3, !dbg !53
  %1141 = extractvalue { float, float, float, float } %1140, 0, !dbg !53
  %1142 = extractvalue { float, float, float, float } %1140, 1, !dbg !53
  %1143 = extractvalue { float, float, float, float } %1140, 2, !dbg !53
  %1144 = extractvalue { float, float, float, float } %1140, 3, !dbg !53
  %1145 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %938, float %939, float %940, float %941, i32 %857, i32 %858, i32 %859, i32 %860, i32 %875, i32 %876) #3, !dbg !53
  %1146 = extractvalue { float, float, float, float } %1145, 0, !dbg !53
  %1147 = extractvalue { float, float, float, float } %1145, 1, !dbg !53
  %1148 = extractvalue { float, float, float, float } %1145, 2, !dbg !53
  %1149 = extractvalue { float, float, float, float } %1145, 3, !dbg !53
  %1150 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %943, float %944, float %945, float %946, i32 %857, i32 %858, i32 %859, i32 %860, i32 %877, i32 %878) #3, !dbg !53
  %1151 = extractvalue { float, float, float, float } %1150, 0, !dbg !53
  %1152 = extractvalue { float, float, float, float } %1150, 1, !dbg !53
  %1153 = extractvalue { float, float, float, float } %1150, 2, !dbg !53
  %1154 = extractvalue { float, float, float, float } %1150, 3, !dbg !53
  %1155 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %948, float %949, float %950, float %951, i32 %857, i32 %858, i32 %859, i32 %860, i32 %887, i32 %888) #3, !dbg !53
  %1156 = extractvalue { float, float, float, float } %1155, 0, !dbg !53
  %1157 = extractvalue { float, float, float, float } %1155, 1, !dbg !53
  %1158 = extractvalue { float, float, float, float } %1155, 2, !dbg !53
  %1159 = extractvalue { float, float, float, float } %1155, 3, !dbg !53
  %1160 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %953, float %954, float %955, float %956, i32 %857, i32 %858, i32 %859, i32 %860, i32 %889, i32 %890) #3, !dbg !53
  %1161 = extractvalue { float, float, float, float } %1160, 0, !dbg !53
  %1162 = extractvalue { float, float, float, float } %1160, 1, !dbg !53
  %1163 = extractvalue { float, float, float, float } %1160, 2, !dbg !53
  %1164 = extractvalue { float, float, float, float } %1160, 3, !dbg !53
  %1165 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %958, float %959, float %960, float %961, i32 %857, i32 %858, i32 %859, i32 %860, i32 %881, i32 %882) #3, !dbg !53
  %1166 = extractvalue { float, float, float, float } %1165, 0, !dbg !53
  %1167 = extractvalue { float, float, float, float } %1165, 1, !dbg !53
  %1168 = extractvalue { float, float, float, float } %1165, 2, !dbg !53
  %1169 = extractvalue { float, float, float, float } %1165, 3, !dbg !53
  %1170 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %963, float %964, float %965, float %966, i32 %857, i32 %858, i32 %859, i32 %860, i32 %883, i32 %884) #3, !dbg !53
  %1171 = extractvalue { float, float, float, float } %1170, 0, !dbg !53
  %1172 = extractvalue { float, float, float, float } %1170, 1, !dbg !53
  %1173 = extractvalue { float, float, float, float } %1170, 2, !dbg !53
  %1174 = extractvalue { float, float, float, float } %1170, 3, !dbg !53
  %1175 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %968, float %969, float %970, float %971, i32 %857, i32 %858, i32 %859, i32 %860, i32 %893, i32 %894) #3, !dbg !53
  %1176 = extractvalue { float, float, float, float } %1175, 0, !dbg !53
  %1177 = extractvalue { float, float, float, float } %1175, 1, !dbg !53
  %1178 = extractvalue { float, float, float, float } %1175, 2, !dbg !53
  %1179 = extractvalue { float, float, float, float } %1175, 3, !dbg !53
  %1180 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %973, float %974, float %975, float %976, i32 %857, i32 %858, i32 %859, i32 %860, i32 %895, i32 %896) #3, !dbg !53
  %1181 = extractvalue { float, float, float, float } %1180, 0, !dbg !53
  %1182 = extractvalue { float, float, float, float } %1180, 1, !dbg !53
  %1183 = extractvalue { float, float, float, float } %1180, 2, !dbg !53
  %1184 = extractvalue { float, float, float, float } %1180, 3, !dbg !53
  %1185 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %978, float %979, float %980, float %981, i32 %863, i32 %864, i32 %865, i32 %866, i32 %875, i32 %876) #3, !dbg !53
  %1186 = extractvalue { float, float, float, float } %1185, 0, !dbg !53
  %1187 = extractvalue { float, float, float, float } %1185, 1, !dbg !53
  %1188 = extractvalue { float, float, float, float } %1185, 2, !dbg !53
  %1189 = extractvalue { float, float, float, float } %1185, 3, !dbg !53
  %1190 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %983, float %984, float %985, float %986, i32 %863, i32 %864, i32 %865, i32 %866, i32 %877, i32 %878) #3, !dbg !53
  %1191 = extractvalue { float, float, float, float } %1190, 0, !dbg !53
  %1192 = extractvalue { float, float, float, float } %1190, 1, !dbg !53
  %1193 = extractvalue { float, float, float, float } %1190, 2, !dbg !53
  %1194 = extractvalue { float, float, float, float } %1190, 3, !dbg !53
  %1195 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %988, float %989, float %990, float %991, i32 %863, i32 %864, i32 %865, i32 %866, i32 %887, i32 %888) #3, !dbg !53
  %1196 = extractvalue { float, float, float, float } %1195, 0, !dbg !53
  %1197 = extractvalue { float, float, float, float } %1195, 1, !dbg !53
  %1198 = extractvalue { float, float, float, float } %1195, 2, !dbg !53
  %1199 = extractvalue { float, float, float, float } %1195, 3, !dbg !53
  %1200 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %993, float %994, float %995, float %996, i32 %863, i32 %864, i32 %865, i32 %866, i32 %889, i32 %890) #3, !dbg !53
  %1201 = extractvalue { float, float, float, float } %1200, 0, !dbg !53
  %1202 = extractvalue { float, float, float, float } %1200, 1, !dbg !53
  %1203 = extractvalue { float, float, float, float } %1200, 2, !dbg !53
  %1204 = extractvalue { float, float, float, float } %1200, 3, !dbg !53
  %1205 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %998, float %999, float %1000, float %1001, i32 %863, i32 %864, i32 %865, i32 %866, i32 %881, i32 %882) #3, !dbg !53
  %1206 = extractvalue { float, float, float, float } %1205, 0, !dbg !53
  %1207 = extractvalue { float, float, float, float } %1205, 1, !dbg !53
  %1208 = extractvalue { float, float, float, float } %1205, 2, !dbg !53
  %1209 = extractvalue { float, float, float, float } %1205, 3, !dbg !53
  %1210 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1003, float %1004, float %1005, float %1006, i32 %863, i32 %864, i32 %865, i32 %866, i32 %883, i32 %884) #3, !dbg !53
  %1211 = extractvalue { float, float, float, float } %1210, 0, !dbg !53
  %1212 = extractvalue { float, float, float, float } %1210, 1, !dbg !53
  %1213 = extractvalue { float, float, float, float } %1210, 2, !dbg !53
  %1214 = extractvalue { float, float, float, float } %1210, 3, !dbg !53
  %1215 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1008, float %1009, float %1010, float %1011, i32 %863, i32 %864, i32 %865, i32 %866, i32 %893, i32 %894) #3, !dbg !53
  %1216 = extractvalue { float, float, float, float } %1215, 0, !dbg !53
  %1217 = extractvalue { float, float, float, float } %1215, 1, !dbg !53
  %1218 = extractvalue { float, float, float, float } %1215, 2, !dbg !53
  %1219 = extractvalue { float, float, float, float } %1215, 3, !dbg !53
  %1220 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1013, float %1014, float %1015, float %1016, i32 %863, i32 %864, i32 %865, i32 %866, i32 %895, i32 %896) #3, !dbg !53
  %1221 = extractvalue { float, float, float, float } %1220, 0, !dbg !53
  %1222 = extractvalue { float, float, float, float } %1220, 1, !dbg !53
  %1223 = extractvalue { float, float, float, float } %1220, 2, !dbg !53
  %1224 = extractvalue { float, float, float, float } %1220, 3, !dbg !53
  %1225 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1018, float %1019, float %1020, float %1021, i32 %869, i32 %870, i32 %871, i32 %872, i32 %875, i32 %876) #3, !dbg !53
  %1226 = extractvalue { float, float, float, float } %1225, 0, !dbg !53
  %1227 = extractvalue { float, float, float, float } %1225, 1, !dbg !53
  %1228 = extractvalue { float, float, float, float } %1225, 2, !dbg !53
  %1229 = extractvalue { float, float, float, float } %1225, 3, !dbg !53
  %1230 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1023, float %1024, float %1025, float %1026, i32 %869, i32 %870, i32 %871, i32 %872, i32 %877, i32 %878) #3, !dbg !53
  %1231 = extractvalue { float, float, float, float } %1230, 0, !dbg !53
  %1232 = extractvalue { float, float, float, float } %1230, 1, !dbg !53
  %1233 = extractvalue { float, float, float, float } %1230, 2, !dbg !53
  %1234 = extractvalue { float, float, float, float } %1230, 3, !dbg !53
  %1235 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1028, float %1029, float %1030, float %1031, i32 %869, i32 %870, i32 %871, i32 %872, i32 %887, i32 %888) #3, !dbg !53
  %1236 = extractvalue { float, float, float, float } %1235, 0, !dbg !53
  %1237 = extractvalue { float, float, float, float } %1235, 1, !dbg !53
  %1238 = extractvalue { float, float, float, float } %1235, 2, !dbg !53
  %1239 = extractvalue { float, float, float, float } %1235, 3, !dbg !53
  %1240 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1033, float %1034, float %1035, float %1036, i32 %869, i32 %870, i32 %871, i32 %872, i32 %889, i32 %890) #3, !dbg !53
  %1241 = extractvalue { float, float, float, float } %1240, 0, !dbg !53
  %1242 = extractvalue { float, float, float, float } %1240, 1, !dbg !53
  %1243 = extractvalue { float, float, float, float } %1240, 2, !dbg !53
  %1244 = extractvalue { float, float, float, float } %1240, 3, !dbg !53
  %1245 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1038, float %1039, float %1040, float %1041, i32 %869, i32 %870, i32 %871, i32 %872, i32 %881, i32 %882) #3, !dbg !53
  %1246 = extractvalue { float, float, float, float } %1245, 0, !dbg !53
  %1247 = extractvalue { float, float, float, float } %1245, 1, !dbg !53
  %1248 = extractvalue { float, float, float, float } %1245, 2, !dbg !53
  %1249 = extractvalue { float, float, float, float } %1245, 3, !dbg !53
  %1250 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1043, float %1044, float %1045, float %1046, i32 %869, i32 %870, i32 %871, i32 %872, i32 %883, i32 %884) #3, !dbg !53
  %1251 = extractvalue { float, float, float, float } %1250, 0, !dbg !53
  %1252 = extractvalue { float, float, float, float } %1250, 1, !dbg !53
  %1253 = extractvalue { float, float, float, float } %1250, 2, !dbg !53
  %1254 = extractvalue { float, float, float, float } %1250, 3, !dbg !53
  %1255 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1048, float %1049, float %1050, float %1051, i32 %869, i32 %870, i32 %871, i32 %872, i32 %893, i32 %894) #3, !dbg !53
  %1256 = extractvalue { float, float, float, float } %1255, 0, !dbg !53
  %1257 = extractvalue { float, float, float, float } %1255, 1, !dbg !53
  %1258 = extractvalue { float, float, float, float } %1255, 2, !dbg !53
  %1259 = extractvalue { float, float, float, float } %1255, 3, !dbg !53
  %1260 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1053, float %1054, float %1055, float %1056, i32 %869, i32 %870, i32 %871, i32 %872, i32 %895, i32 %896) #3, !dbg !53
  %1261 = extractvalue { float, float, float, float } %1260, 0, !dbg !53
  %1262 = extractvalue { float, float, float, float } %1260, 1, !dbg !53
  %1263 = extractvalue { float, float, float, float } %1260, 2, !dbg !53
  %1264 = extractvalue { float, float, float, float } %1260, 3, !dbg !53
  %1265 = getelementptr i8, ptr addrspace(1) %.pn128702, i64 128, !dbg !50
  %1266 = getelementptr i8, ptr addrspace(1) %.pn112703, i64 128, !dbg !50
  %1267 = getelementptr i8, ptr addrspace(1) %.pn96704, i64 128, !dbg !50
  %1268 = getelementptr i8, ptr addrspace(1) %.pn80705, i64 128, !dbg !50
  %1269 = getelementptr i8, ptr addrspace(1) %.pn64706, i64 128, !dbg !50
  %1270 = getelementptr i8, ptr addrspace(1) %.pn48707, i64 128, !dbg !50
  %1271 = getelementptr i8, ptr addrspace(1) %.pn32708, i64 128, !dbg !50
  %1272 = getelementptr i8, ptr addrspace(1) %.pn16709, i64 128, !dbg !50
  %1273 = getelementptr [2 x i8], ptr addrspace(1) %.pn256710, i64 %193, !dbg !51
  %1274 = getelementptr [2 x i8], ptr addrspace(1) %.pn240711, i64 %193, !dbg !51
  %1275 = getelementptr [2 x i8], ptr addrspace(1) %.pn224712, i64 %193, !dbg !51
  %1276 = getelementptr [2 x i8], ptr addrspace(1) %.pn208713, i64 %193, !dbg !51
  %1277 = getelementptr [2 x i8], ptr addrspace(1) %.pn192714, i64 %193, !dbg !51
  %1278 = getelementptr [2 x i8], ptr addrspace(1) %.pn176715, i64 %193, !dbg !51
  %1279 = getelementptr [2 x i8], ptr addrspace(1) %.pn160716, i64 %193, !dbg !51
  %1280 = getelementptr [2 x i8], ptr addrspace(1) %.pn144717, i64 %193, !dbg !51
  %1281 = add i32 %410, 1, !dbg !45
  %1282 = icmp sgt i32 %1281, 1, !dbg !45
  %1283 = select i1 %1282, i32 0, i32 %1281, !dbg !45
  %1284 = shl nuw nsw i32 %539, 6, !dbg !52
  %1285 = sub i32 %.neg701, %1284, !dbg !52
  %1286 = icmp slt i32 %86, %1285, !dbg !46
  %1287 = shl i32 %1283, 13, !dbg !47
  %1288 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %1287, !dbg !47
  %1289 = and i1 %540, %1286, !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %1290 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %139, !dbg !47
  %1291 = select i1 %1289, i32 16, i32 0, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1290, ptr addrspace(1) %1265, i32 %1291) #3, !dbg !47
  %1292 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %142, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1292, ptr addrspace(1) %1266, i32 %1291) #3, !dbg !47
  %1293 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %144, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1293, ptr addrspace(1) %1267, i32 %1291) #3, !dbg !47
  %1294 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %146, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1294, ptr addrspace(1) %1268, i32 %1291) #3, !dbg !47
  %1295 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %148, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1295, ptr addrspace(1) %1269, i32 %1291) #3, !dbg !47
  %1296 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %150, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1296, ptr addrspace(1) %1270, i32 %1291) #3, !dbg !47
  %1297 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %152, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1297, ptr addrspace(1) %1271, i32 %1291) #3, !dbg !47
  %1298 = getelementptr inbounds nuw i8, ptr addrspace(3) %1288, i32 %154, !dbg !47
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1298, ptr addrspace(1) %1272, i32 %1291) #3, !dbg !47
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !47
  %1299 = icmp slt i32 %33, %1285, !dbg !48
  %1300 = icmp slt i32 %35, %1285, !dbg !48
  %1301 = icmp slt i32 %37, %1285, !dbg !48
  %1302 = icmp slt i32 %39, %1285, !dbg !48
  %1303 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1287, !dbg !49
  %1304 = and i1 %540, %1299, !dbg !45
  %1305 = and i1 %540, %1300, !dbg !45
  %1306 = and i1 %540, %1301, !dbg !45
  %1307 = and i1 %540, %1302, !dbg !45
  %1308 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %164, !dbg !49
  %1309 = select i1 %1304, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1308, ptr addrspace(1) %1273, i32 %1309) #3, !dbg !49
  %1310 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %167, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1310, ptr addrspace(1) %1274, i32 %1309) #3, !dbg !49
  %1311 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %169, !dbg !49
  %1312 = select i1 %1305, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1311, ptr addrspace(1) %1275, i32 %1312) #3, !dbg !49
  %1313 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %172, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1313, ptr addrspace(1) %1276, i32 %1312) #3, !dbg !49
  %1314 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %174, !dbg !49
  %1315 = select i1 %1306, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1314, ptr addrspace(1) %1277, i32 %1315) #3, !dbg !49
  %1316 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %177, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1316, ptr addrspace(1) %1278, i32 %1315) #3, !dbg !49
  %1317 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %179, !dbg !49
  %1318 = select i1 %1307, i32 16, i32 0, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1317, ptr addrspace(1) %1279, i32 %1318) #3, !dbg !49
  %1319 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 %182, !dbg !49
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1319, ptr addrspace(1) %1280, i32 %1318) #3, !dbg !49
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !49
  %1320 = add i32 %543, 1, !dbg !45
  %1321 = icmp sgt i32 %1320, 1, !dbg !45
  %1322 = shl i32 %1320, 13, !dbg !47
  %1323 = select i1 %1321, i32 0, i32 %1322, !dbg !45
  %1324 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %1323, !dbg !47
  %1325 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %1323, !dbg !49
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !47
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %1326 = getelementptr inbounds nuw i8, ptr addrspace(3) %1324, i32 %241, !dbg !47
  %1327 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1326), !dbg !47
  %1328 = extractvalue { i32, i32, i32, i32 } %1327, 0, !dbg !47
  %1329 = extractvalue { i32, i32, i32, i32 } %1327, 1, !dbg !47
  %1330 = extractvalue { i32, i32, i32, i32 } %1327, 2, !dbg !47
  %1331 = extractvalue { i32, i32, i32, i32 } %1327, 3, !dbg !47
  %1332 = bitcast i32 %1328 to <2 x half>, !dbg !47
  %1333 = extractelement <2 x half> %1332, i64 0, !dbg !47
  %1334 = extractelement <2 x half> %1332, i64 1, !dbg !47
  %1335 = bitcast i32 %1329 to <2 x half>, !dbg !47
  %1336 = extractelement <2 x half> %1335, i64 0, !dbg !47
  %1337 = extractelement <2 x half> %1335, i64 1, !dbg !47
  %1338 = bitcast i32 %1330 to <2 x half>, !dbg !47
  %1339 = extractelement <2 x half> %1338, i64 0, !dbg !47
  %1340 = extractelement <2 x half> %1338, i64 1, !dbg !47
  %1341 = bitcast i32 %1331 to <2 x half>, !dbg !47
  %1342 = extractelement <2 x half> %1341, i64 0, !dbg !47
  %1343 = extractelement <2 x half> %1341, i64 1, !dbg !47
  %1344 = getelementptr inbounds nuw i8, ptr addrspace(3) %1324, i32 %244, !dbg !47
  %1345 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1344), !dbg !47
  %1346 = extractvalue { i32, i32, i32, i32 } %1345, 0, !dbg !47
  %1347 = extractvalue { i32, i32, i32, i32 } %1345, 1, !dbg !47
  %1348 = extractvalue { i32, i32, i32, i32 } %1345, 2, !dbg !47
  %1349 = extractvalue { i32, i32, i32, i32 } %1345, 3, !dbg !47
  %1350 = bitcast i32 %1346 to <2 x half>, !dbg !47
  %1351 = extractelement <2 x half> %1350, i64 0, !dbg !47
  %1352 = extractelement <2 x half> %1350, i64 1, !dbg !47
  %1353 = bitcast i32 %1347 to <2 x half>, !dbg !47
  %1354 = extractelement <2 x half> %1353, i64 0, !dbg !47
  %1355 = extractelement <2 x half> %1353, i64 1, !dbg !47
  %1356 = bitcast i32 %1348 to <2 x half>, !dbg !47
  %1357 = extractelement <2 x half> %1356, i64 0, !dbg !47
  %1358 = extractelement <2 x half> %1356, i64 1, !dbg !47
  %1359 = bitcast i32 %1349 to <2 x half>, !dbg !47
  %1360 = extractelement <2 x half> %1359, i64 0, !dbg !47
  %1361 = extractelement <2 x half> %1359, i64 1, !dbg !47
  %1362 = getelementptr inbounds nuw i8, ptr addrspace(3) %1324, i32 %247, !dbg !47
  %1363 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1362), !dbg !47
  %1364 = extractvalue { i32, i32, i32, i32 } %1363, 0, !dbg !47
  %1365 = extractvalue { i32, i32, i32, i32 } %1363, 1, !dbg !47
  %1366 = extractvalue { i32, i32, i32, i32 } %1363, 2, !dbg !47
  %1367 = extractvalue { i32, i32, i32, i32 } %1363, 3, !dbg !47
  %1368 = bitcast i32 %1364 to <2 x half>, !dbg !47
  %1369 = extractelement <2 x half> %1368, i64 0, !dbg !47
  %1370 = extractelement <2 x half> %1368, i64 1, !dbg !47
  %1371 = bitcast i32 %1365 to <2 x half>, !dbg !47
  %1372 = extractelement <2 x half> %1371, i64 0, !dbg !47
  %1373 = extractelement <2 x half> %1371, i64 1, !dbg !47
  %1374 = bitcast i32 %1366 to <2 x half>, !dbg !47
  %1375 = extractelement <2 x half> %1374, i64 0, !dbg !47
  %1376 = extractelement <2 x half> %1374, i64 1, !dbg !47
  %1377 = bitcast i32 %1367 to <2 x half>, !dbg !47
  %1378 = extractelement <2 x half> %1377, i64 0, !dbg !47
  %1379 = extractelement <2 x half> %1377, i64 1, !dbg !47
  %1380 = getelementptr inbounds nuw i8, ptr addrspace(3) %1324, i32 %250, !dbg !47
  %1381 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1380), !dbg !47
  %1382 = extractvalue { i32, i32, i32, i32 } %1381, 0, !dbg !47
  %1383 = extractvalue { i32, i32, i32, i32 } %1381, 1, !dbg !47
  %1384 = extractvalue { i32, i32, i32, i32 } %1381, 2, !dbg !47
  %1385 = extractvalue { i32, i32, i32, i32 } %1381, 3, !dbg !47
  %1386 = bitcast i32 %1382 to <2 x half>, !dbg !47
  %1387 = extractelement <2 x half> %1386, i64 0, !dbg !47
  %1388 = extractelement <2 x half> %1386, i64 1, !dbg !47
  %1389 = bitcast i32 %1383 to <2 x half>, !dbg !47
  %1390 = extractelement <2 x half> %1389, i64 0, !dbg !47
  %1391 = extractelement <2 x half> %1389, i64 1, !dbg !47
  %1392 = bitcast i32 %1384 to <2 x half>, !dbg !47
  %1393 = extractelement <2 x half> %1392, i64 0, !dbg !47
  %1394 = extractelement <2 x half> %1392, i64 1, !dbg !47
  %1395 = bitcast i32 %1385 to <2 x half>, !dbg !47
  %1396 = extractelement <2 x half> %1395, i64 0, !dbg !47
  %1397 = extractelement <2 x half> %1395, i64 1, !dbg !47
  %1398 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %259, !dbg !49
  %1399 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1398), !dbg !49
  %1400 = extractvalue { i32, i32, i32, i32 } %1399, 0, !dbg !49
  %1401 = extractvalue { i32, i32, i32, i32 } %1399, 1, !dbg !49
  %1402 = extractvalue { i32, i32, i32, i32 } %1399, 2, !dbg !49
  %1403 = extractvalue { i32, i32, i32, i32 } %1399, 3, !dbg !49
  %1404 = bitcast i32 %1400 to <2 x half>, !dbg !49
  %1405 = extractelement <2 x half> %1404, i64 0, !dbg !49
  %1406 = extractelement <2 x half> %1404, i64 1, !dbg !49
  %1407 = bitcast i32 %1401 to <2 x half>, !dbg !49
  %1408 = extractelement <2 x half> %1407, i64 0, !dbg !49
  %1409 = extractelement <2 x half> %1407, i64 1, !dbg !49
  %1410 = bitcast i32 %1402 to <2 x half>, !dbg !49
  %1411 = extractelement <2 x half> %1410, i64 0, !dbg !49
  %1412 = extractelement <2 x half> %1410, i64 1, !dbg !49
  %1413 = bitcast i32 %1403 to <2 x half>, !dbg !49
  %1414 = extractelement <2 x half> %1413, i64 0, !dbg !49
  %1415 = extractelement <2 x half> %1413, i64 1, !dbg !49
  %1416 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %262, !dbg !49
  %1417 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1416), !dbg !49
  %1418 = extractvalue { i32, i32, i32, i32 } %1417, 0, !dbg !49
  %1419 = extractvalue { i32, i32, i32, i32 } %1417, 1, !dbg !49
  %1420 = extractvalue { i32, i32, i32, i32 } %1417, 2, !dbg !49
  %1421 = extractvalue { i32, i32, i32, i32 } %1417, 3, !dbg !49
  %1422 = bitcast i32 %1418 to <2 x half>, !dbg !49
  %1423 = extractelement <2 x half> %1422, i64 0, !dbg !49
  %1424 = extractelement <2 x half> %1422, i64 1, !dbg !49
  %1425 = bitcast i32 %1419 to <2 x half>, !dbg !49
  %1426 = extractelement <2 x half> %1425, i64 0, !dbg !49
  %1427 = extractelement <2 x half> %1425, i64 1, !dbg !49
  %1428 = bitcast i32 %1420 to <2 x half>, !dbg !49
  %1429 = extractelement <2 x half> %1428, i64 0, !dbg !49
  %1430 = extractelement <2 x half> %1428, i64 1, !dbg !49
  %1431 = bitcast i32 %1421 to <2 x half>, !dbg !49
  %1432 = extractelement <2 x half> %1431, i64 0, !dbg !49
  %1433 = extractelement <2 x half> %1431, i64 1, !dbg !49
  %1434 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %265, !dbg !49
  %1435 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1434), !dbg !49
  %1436 = extractvalue { i32, i32, i32, i32 } %1435, 0, !dbg !49
  %1437 = extractvalue { i32, i32, i32, i32 } %1435, 1, !dbg !49
  %1438 = extractvalue { i32, i32, i32, i32 } %1435, 2, !dbg !49
  %1439 = extractvalue { i32, i32, i32, i32 } %1435, 3, !dbg !49
  %1440 = bitcast i32 %1436 to <2 x half>, !dbg !49
  %1441 = extractelement <2 x half> %1440, i64 0, !dbg !49
  %1442 = extractelement <2 x half> %1440, i64 1, !dbg !49
  %1443 = bitcast i32 %1437 to <2 x half>, !dbg !49
  %1444 = extractelement <2 x half> %1443, i64 0, !dbg !49
  %1445 = extractelement <2 x half> %1443, i64 1, !dbg !49
  %1446 = bitcast i32 %1438 to <2 x half>, !dbg !49
  %1447 = extractelement <2 x half> %1446, i64 0, !dbg !49
  %1448 = extractelement <2 x half> %1446, i64 1, !dbg !49
  %1449 = bitcast i32 %1439 to <2 x half>, !dbg !49
  %1450 = extractelement <2 x half> %1449, i64 0, !dbg !49
  %1451 = extractelement <2 x half> %1449, i64 1, !dbg !49
  %1452 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %268, !dbg !49
  %1453 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %1452), !dbg !49
  %1454 = extractvalue { i32, i32, i32, i32 } %1453, 0, !dbg !49
  %1455 = extractvalue { i32, i32, i32, i32 } %1453, 1, !dbg !49
  %1456 = extractvalue { i32, i32, i32, i32 } %1453, 2, !dbg !49
  %1457 = extractvalue { i32, i32, i32, i32 } %1453, 3, !dbg !49
  %1458 = bitcast i32 %1454 to <2 x half>, !dbg !49
  %1459 = extractelement <2 x half> %1458, i64 0, !dbg !49
  %1460 = extractelement <2 x half> %1458, i64 1, !dbg !49
  %1461 = bitcast i32 %1455 to <2 x half>, !dbg !49
  %1462 = extractelement <2 x half> %1461, i64 0, !dbg !49
  %1463 = extractelement <2 x half> %1461, i64 1, !dbg !49
  %1464 = bitcast i32 %1456 to <2 x half>, !dbg !49
  %1465 = extractelement <2 x half> %1464, i64 0, !dbg !49
  %1466 = extractelement <2 x half> %1464, i64 1, !dbg !49
  %1467 = bitcast i32 %1457 to <2 x half>, !dbg !49
  %1468 = extractelement <2 x half> %1467, i64 0, !dbg !49
  %1469 = extractelement <2 x half> %1467, i64 1, !dbg !49
  %1470 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1106, float %1107, float %1108, float %1109, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1083, i32 %1084) #3, !dbg !53
  %1471 = extractvalue { float, float, float, float } %1470, 0, !dbg !53
  %1472 = extractvalue { float, float, float, float } %1470, 1, !dbg !53
  %1473 = extractvalue { float, float, float, float } %1470, 2, !dbg !53
  %1474 = extractvalue { float, float, float, float } %1470, 3, !dbg !53
  %1475 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1111, float %1112, float %1113, float %1114, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1085, i32 %1086) #3, !dbg !53
  %1476 = extractvalue { float, float, float, float } %1475, 0, !dbg !53
  %1477 = extractvalue { float, float, float, float } %1475, 1, !dbg !53
  %1478 = extractvalue { float, float, float, float } %1475, 2, !dbg !53
  %1479 = extractvalue { float, float, float, float } %1475, 3, !dbg !53
  %1480 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1116, float %1117, float %1118, float %1119, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1095, i32 %1096) #3, !dbg !53
  %1481 = extractvalue { float, float, float, float } %1480, 0, !dbg !53
  %1482 = extractvalue { float, float, float, float } %1480, 1, !dbg !53
  %1483 = extractvalue { float, float, float, float } %1480, 2, !dbg !53
  %1484 = extractvalue { float, float, float, float } %1480, 3, !dbg !53
  %1485 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1121, float %1122, float %1123, float %1124, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1097, i32 %1098) #3, !dbg !53
  %1486 = extractvalue { float, float, float, float } %1485, 0, !dbg !53
  %1487 = extractvalue { float, float, float, float } %1485, 1, !dbg !53
  %1488 = extractvalue { float, float, float, float } %1485, 2, !dbg !53
  %1489 = extractvalue { float, float, float, float } %1485, 3, !dbg !53
  %1490 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1126, float %1127, float %1128, float %1129, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1089, i32 %1090) #3, !dbg !53
  %1491 = extractvalue { float, float, float, float } %1490, 0, !dbg !53
  %1492 = extractvalue { float, float, float, float } %1490, 1, !dbg !53
  %1493 = extractvalue { float, float, float, float } %1490, 2, !dbg !53
  %1494 = extractvalue { float, float, float, float } %1490, 3, !dbg !53
  %1495 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1131, float %1132, float %1133, float %1134, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1091, i32 %1092) #3, !dbg !53
  %1496 = extractvalue { float, float, float, float } %1495, 0, !dbg !53
  %1497 = extractvalue { float, float, float, float } %1495, 1, !dbg !53
  %1498 = extractvalue { float, float, float, float } %1495, 2, !dbg !53
  %1499 = extractvalue { float, float, float, float } %1495, 3, !dbg !53
  %1500 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1136, float %1137, float %1138, float %1139, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1101, i32 %1102) #3, !dbg !53
  %1501 = extractvalue { float, float, float, float } %1500, 0, !dbg !53
  %1502 = extractvalue { float, float, float, float } %1500, 1, !dbg !53
  %1503 = extractvalue { float, float, float, float } %1500, 2, !dbg !53
  %1504 = extractvalue { float, float, float, float } %1500, 3, !dbg !53
  %1505 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1141, float %1142, float %1143, float %1144, i32 %1059, i32 %1060, i32 %1061, i32 %1062, i32 %1103, i32 %1104) #3, !dbg !53
  %1506 = extractvalue { float, float, float, float } %1505, 0, !dbg !53
  %1507 = extractvalue { float, float, float, float } %1505, 1, !dbg !53
  %1508 = extractvalue { float, float, float, float } %1505, 2, !dbg !53
  %1509 = extractvalue { float, float, float, float } %1505, 3, !dbg !53
  %1510 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1146, float %1147, float %1148, float %1149, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1083, i32 %1084) #3, !dbg !53
  %1511 = extractvalue { float, float, float, float } %1510, 0, !dbg !53
  %1512 = extractvalue { float, float, float, float } %1510, 1, !dbg !53
  %1513 = extractvalue { float, float, float, float } %1510, 2, !dbg !53
  %1514 = extractvalue { float, float, float, float } %1510, 3, !dbg !53
  %1515 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1151, float %1152, float %1153, float %1154, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1085, i32 %1086) #3, !dbg !53
  %1516 = extractvalue { float, float, float, float } %1515, 0, !dbg !53
  %1517 = extractvalue { float, float, float, float } %1515, 1, !dbg !53
  %1518 = extractvalue { float, float, float, float } %1515, 2, !dbg !53
  %1519 = extractvalue { float, float, float, float } %1515, 3, !dbg !53
  %1520 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1156, float %1157, float %1158, float %1159, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1095, i32 %1096) #3, !dbg !53
  %1521 = extractvalue { float, float, float, float } %1520, 0, !dbg !53
  %1522 = extractvalue { float, float, float, float } %1520, 1, !dbg !53
  %1523 = extractvalue { float, float, float, float } %1520, 2, !dbg !53
  %1524 = extractvalue { float, float, float, float } %1520, 3, !dbg !53
  %1525 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1161, float %1162, float %1163, float %1164, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1097, i32 %1098) #3, !dbg !53
  %1526 = extractvalue { float, float, float, float } %1525, 0, !dbg !53
  %1527 = extractvalue { float, float, float, float } %1525, 1, !dbg !53
  %1528 = extractvalue { float, float, float, float } %1525, 2, !dbg !53
  %1529 = extractvalue { float, float, float, float } %1525, 3, !dbg !53
  %1530 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1166, float %1167, float %1168, float %1169, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1089, i32 %1090) #3, !dbg !53
  %1531 = extractvalue { float, float, float, float } %1530, 0, !dbg !53
  %1532 = extractvalue { float, float, float, float } %1530, 1, !dbg !53
  %1533 = extractvalue { float, float, float, float } %1530, 2, !dbg !53
  %1534 = extractvalue { float, float, float, float } %1530, 3, !dbg !53
  %1535 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1171, float %1172, float %1173, float %1174, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1091, i32 %1092) #3, !dbg !53
  %1536 = extractvalue { float, float, float, float } %1535, 0, !dbg !53
  %1537 = extractvalue { float, float, float, float } %1535, 1, !dbg !53
  %1538 = extractvalue { float, float, float, float } %1535, 2, !dbg !53
  %1539 = extractvalue { float, float, float, float } %1535, 3, !dbg !53
  %1540 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1176, float %1177, float %1178, float %1179, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1101, i32 %1102) #3, !dbg !53
  %1541 = extractvalue { float, float, float, float } %1540, 0, !dbg !53
  %1542 = extractvalue { float, float, float, float } %1540, 1, !dbg !53
  %1543 = extractvalue { float, float, float, float } %1540, 2, !dbg !53
  %1544 = extractvalue { float, float, float, float } %1540, 3, !dbg !53
  %1545 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1181, float %1182, float %1183, float %1184, i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1103, i32 %1104) #3, !dbg !53
  %1546 = extractvalue { float, float, float, float } %1545, 0, !dbg !53
  %1547 = extractvalue { float, float, float, float } %1545, 1, !dbg !53
  %1548 = extractvalue { float, float, float, float } %1545, 2, !dbg !53
  %1549 = extractvalue { float, float, float, float } %1545, 3, !dbg !53
  %1550 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1186, float %1187, float %1188, float %1189, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1083, i32 %1084) #3, !dbg !53
  %1551 = extractvalue { float, float, float, float } %1550, 0, !dbg !53
  %1552 = extractvalue { float, float, float, float } %1550, 1, !dbg !53
  %1553 = extractvalue { float, float, float, float } %1550, 2, !dbg !53
  %1554 = extractvalue { float, float, float, float } %1550, 3, !dbg !53
  %1555 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1191, float %1192, float %1193, float %1194, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1085, i32 %1086) #3, !dbg !53
  %1556 = extractvalue { float, float, float, float } %1555, 0, !dbg !53
  %1557 = extractvalue { float, float, float, float } %1555, 1, !dbg !53
  %1558 = extractvalue { float, float, float, float } %1555, 2, !dbg !53
  %1559 = extractvalue { float, float, float, float } %1555, 3, !dbg !53
  %1560 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1196, float %1197, float %1198, float %1199, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1095, i32 %1096) #3, !dbg !53
  %1561 = extractvalue { float, float, float, float } %1560, 0, !dbg !53
  %1562 = extractvalue { float, float, float, float } %1560, 1, !dbg !53
  %1563 = extractvalue { float, float, float, float } %1560, 2, !dbg !53
  %1564 = extractvalue { float, float, float, float } %1560, 3, !dbg !53
  %1565 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1201, float %1202, float %1203, float %1204, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1097, i32 %1098) #3, !dbg !53
  %1566 = extractvalue { float, float, float, float } %1565, 0, !dbg !53
  %1567 = extractvalue { float, float, float, float } %1565, 1, !dbg !53
  %1568 = extractvalue { float, float, float, float } %1565, 2, !dbg !53
  %1569 = extractvalue { float, float, float, float } %1565, 3, !dbg !53
  %1570 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1206, float %1207, float %1208, float %1209, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1089, i32 %1090) #3, !dbg !53
  %1571 = extractvalue { float, float, float, float } %1570, 0, !dbg !53
  %1572 = extractvalue { float, float, float, float } %1570, 1, !dbg !53
  %1573 = extractvalue { float, float, float, float } %1570, 2, !dbg !53
  %1574 = extractvalue { float, float, float, float } %1570, 3, !dbg !53
  %1575 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1211, float %1212, float %1213, float %1214, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1091, i32 %1092) #3, !dbg !53
  %1576 = extractvalue { float, float, float, float } %1575, 0, !dbg !53
  %1577 = extractvalue { float, float, float, float } %1575, 1, !dbg !53
  %1578 = extractvalue { float, float, float, float } %1575, 2, !dbg !53
  %1579 = extractvalue { float, float, float, float } %1575, 3, !dbg !53
  %1580 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1216, float %1217, float %1218, float %1219, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1101, i32 %1102) #3, !dbg !53
  %1581 = extractvalue { float, float, float, float } %1580, 0, !dbg !53
  %1582 = extractvalue { float, float, float, float } %1580, 1, !dbg !53
  %1583 = extractvalue { float, float, float, float } %1580, 2, !dbg !53
  %1584 = extractvalue { float, float, float, float } %1580, 3, !dbg !53
  %1585 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1221, float %1222, float %1223, float %1224, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1103, i32 %1104) #3, !dbg !53
  %1586 = extractvalue { float, float, float, float } %1585, 0, !dbg !53
  %1587 = extractvalue { float, float, float, float } %1585, 1, !dbg !53
  %1588 = extractvalue { float, float, float, float } %1585, 2, !dbg !53
  %1589 = extractvalue { float, float, float, float } %1585, 3, !dbg !53
  %1590 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1226, float %1227, float %1228, float %1229, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1083, i32 %1084) #3, !dbg !53
  %1591 = extractvalue { float, float, float, float } %1590, 0, !dbg !53
  %1592 = extractvalue { float, float, float, float } %1590, 1, !dbg !53
  %1593 = extractvalue { float, float, float, float } %1590, 2, !dbg !53
  %1594 = extractvalue { float, float, float, float } %1590, 3, !dbg !53
  %1595 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1231, float %1232, float %1233, float %1234, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1085, i32 %1086) #3, !dbg !53
  %1596 = extractvalue { float, float, float, float } %1595, 0, !dbg !53
  %1597 = extractvalue { float, float, float, float } %1595, 1, !dbg !53
  %1598 = extractvalue { float, float, float, float } %1595, 2, !dbg !53
  %1599 = extractvalue { float, float, float, float } %1595, 3, !dbg !53
  %1600 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1236, float %1237, float %1238, float %1239, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1095, i32 %1096) #3, !dbg !53
  %1601 = extractvalue { float, float, float, float } %1600, 0, !dbg !53
  %1602 = extractvalue { float, float, float, float } %1600, 1, !dbg !53
  %1603 = extractvalue { float, float, float, float } %1600, 2, !dbg !53
  %1604 = extractvalue { float, float, float, float } %1600, 3, !dbg !53
  %1605 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1241, float %1242, float %1243, float %1244, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1097, i32 %1098) #3, !dbg !53
  %1606 = extractvalue { float, float, float, float } %1605, 0, !dbg !53
  %1607 = extractvalue { float, float, float, float } %1605, 1, !dbg !53
  %1608 = extractvalue { float, float, float, float } %1605, 2, !dbg !53
  %1609 = extractvalue { float, float, float, float } %1605, 3, !dbg !53
  %1610 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1246, float %1247, float %1248, float %1249, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1089, i32 %1090) #3, !dbg !53
  %1611 = extractvalue { float, float, float, float } %1610, 0, !dbg !53
  %1612 = extractvalue { float, float, float, float } %1610, 1, !dbg !53
  %1613 = extractvalue { float, float, float, float } %1610, 2, !dbg !53
  %1614 = extractvalue { float, float, float, float } %1610, 3, !dbg !53
  %1615 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1251, float %1252, float %1253, float %1254, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1091, i32 %1092) #3, !dbg !53
  %1616 = extractvalue { float, float, float, float } %1615, 0, !dbg !53
  %1617 = extractvalue { float, float, float, float } %1615, 1, !dbg !53
  %1618 = extractvalue { float, float, float, float } %1615, 2, !dbg !53
  %1619 = extractvalue { float, float, float, float } %1615, 3, !dbg !53
  %1620 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1256, float %1257, float %1258, float %1259, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1101, i32 %1102) #3, !dbg !53
  %1621 = extractvalue { float, float, float, float } %1620, 0, !dbg !53
  %1622 = extractvalue { float, float, float, float } %1620, 1, !dbg !53
  %1623 = extractvalue { float, float, float, float } %1620, 2, !dbg !53
  %1624 = extractvalue { float, float, float, float } %1620, 3, !dbg !53
  %1625 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1261, float %1262, float %1263, float %1264, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1103, i32 %1104) #3, !dbg !53
  %1626 = extractvalue { float, float, float, float } %1625, 0, !dbg !53
  %1627 = extractvalue { float, float, float, float } %1625, 1, !dbg !53
  %1628 = extractvalue { float, float, float, float } %1625, 2, !dbg !53
  %1629 = extractvalue { float, float, float, float } %1625, 3, !dbg !53
  %1630 = add nuw nsw i32 %539, 1, !dbg !45
  %exitcond.not = icmp eq i32 %1630, %130, !dbg !45
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %406, !dbg !45

._crit_edge.loopexit:                             ; preds = %406
  %1631 = fptrunc float %1471 to half, !dbg !54
  %1632 = fptrunc float %1472 to half, !dbg !54
  %1633 = fptrunc float %1473 to half, !dbg !54
  %1634 = fptrunc float %1474 to half, !dbg !54
  %1635 = fptrunc float %1476 to half, !dbg !54
  %1636 = fptrunc float %1477 to half, !dbg !54
  %1637 = fptrunc float %1478 to half, !dbg !54
  %1638 = fptrunc float %1479 to half, !dbg !54
  %1639 = fptrunc float %1481 to half, !dbg !54
  %1640 = fptrunc float %1482 to half, !dbg !54
  %1641 = fptrunc float %1483 to half, !dbg !54
  %1642 = fptrunc float %1484 to half, !dbg !54
  %1643 = fptrunc float %1486 to half, !dbg !54
  %1644 = fptrunc float %1487 to half, !dbg !54
  %1645 = fptrunc float %1488 to half, !dbg !54
  %1646 = fptrunc float %1489 to half, !dbg !54
  %1647 = fptrunc float %1491 to half, !dbg !54
  %1648 = fptrunc float %1492 to half, !dbg !54
  %1649 = fptrunc float %1493 to half, !dbg !54
  %1650 = fptrunc float %1494 to half, !dbg !54
  %1651 = fptrunc float %1496 to half, !dbg !54
  %1652 = fptrunc float %1497 to half, !dbg !54
  %1653 = fptrunc float %1498 to half, !dbg !54
  %1654 = fptrunc float %1499 to half, !dbg !54
  %1655 = fptrunc float %1501 to half, !dbg !54
  %1656 = fptrunc float %1502 to half, !dbg !54
  %1657 = fptrunc float %1503 to half, !dbg !54
  %1658 = fptrunc float %1504 to half, !dbg !54
  %1659 = fptrunc float %1506 to half, !dbg !54
  %1660 = fptrunc float %1507 to half, !dbg !54
  %1661 = fptrunc float %1508 to half, !dbg !54
  %1662 = fptrunc float %1509 to half, !dbg !54
  %1663 = fptrunc float %1511 to half, !dbg !54
  %1664 = fptrunc float %1512 to half, !dbg !54
  %1665 = fptrunc float %1513 to half, !dbg !54
  %1666 = fptrunc float %1514 to half, !dbg !54
  %1667 = fptrunc float %1516 to half, !dbg !54
  %1668 = fptrunc float %1517 to half, !dbg !54
  %1669 = fptrunc float %1518 to half, !dbg !54
  %1670 = fptrunc float %1519 to half, !dbg !54
  %1671 = fptrunc float %1521 to half, !dbg !54
  %1672 = fptrunc float %1522 to half, !dbg !54
  %1673 = fptrunc float %1523 to half, !dbg !54
  %1674 = fptrunc float %1524 to half, !dbg !54
  %1675 = fptrunc float %1526 to half, !dbg !54
  %1676 = fptrunc float %1527 to half, !dbg !54
  %1677 = fptrunc float %1528 to half, !dbg !54
  %1678 = fptrunc float %1529 to half, !dbg !54
  %1679 = fptrunc float %1531 to half, !dbg !54
  %1680 = fptrunc float %1532 to half, !dbg !54
  %1681 = fptrunc float %1533 to half, !dbg !54
  %1682 = fptrunc float %1534 to half, !dbg !54
  %1683 = fptrunc float %1536 to half, !dbg !54
  %1684 = fptrunc float %1537 to half, !dbg !54
  %1685 = fptrunc float %1538 to half, !dbg !54
  %1686 = fptrunc float %1539 to half, !dbg !54
  %1687 = fptrunc float %1541 to half, !dbg !54
  %1688 = fptrunc float %1542 to half, !dbg !54
  %1689 = fptrunc float %1543 to half, !dbg !54
  %1690 = fptrunc float %1544 to half, !dbg !54
  %1691 = fptrunc float %1546 to half, !dbg !54
  %1692 = fptrunc float %1547 to half, !dbg !54
  %1693 = fptrunc float %1548 to half, !dbg !54
  %1694 = fptrunc float %1549 to half, !dbg !54
  %1695 = fptrunc float %1551 to half, !dbg !54
  %1696 = fptrunc float %1552 to half, !dbg !54
  %1697 = fptrunc float %1553 to half, !dbg !54
  %1698 = fptrunc float %1554 to half, !dbg !54
  %1699 = fptrunc float %1556 to half, !dbg !54
  %1700 = fptrunc float %1557 to half, !dbg !54
  %1701 = fptrunc float %1558 to half, !dbg !54
  %1702 = fptrunc float %1559 to half, !dbg !54
  %1703 = fptrunc float %1561 to half, !dbg !54
  %1704 = fptrunc float %1562 to half, !dbg !54
  %1705 = fptrunc float %1563 to half, !dbg !54
  %1706 = fptrunc float %1564 to half, !dbg !54
  %1707 = fptrunc float %1566 to half, !dbg !54
  %1708 = fptrunc float %1567 to half, !dbg !54
  %1709 = fptrunc float %1568 to half, !dbg !54
  %1710 = fptrunc float %1569 to half, !dbg !54
  %1711 = fptrunc float %1571 to half, !dbg !54
  %1712 = fptrunc float %1572 to half, !dbg !54
  %1713 = fptrunc float %1573 to half, !dbg !54
  %1714 = fptrunc float %1574 to half, !dbg !54
  %1715 = fptrunc float %1576 to half, !dbg !54
  %1716 = fptrunc float %1577 to half, !dbg !54
  %1717 = fptrunc float %1578 to half, !dbg !54
  %1718 = fptrunc float %1579 to half, !dbg !54
  %1719 = fptrunc float %1581 to half, !dbg !54
  %1720 = fptrunc float %1582 to half, !dbg !54
  %1721 = fptrunc float %1583 to half, !dbg !54
  %1722 = fptrunc float %1584 to half, !dbg !54
  %1723 = fptrunc float %1586 to half, !dbg !54
  %1724 = fptrunc float %1587 to half, !dbg !54
  %1725 = fptrunc float %1588 to half, !dbg !54
  %1726 = fptrunc float %1589 to half, !dbg !54
  %1727 = fptrunc float %1591 to half, !dbg !54
  %1728 = fptrunc float %1592 to half, !dbg !54
  %1729 = fptrunc float %1593 to half, !dbg !54
  %1730 = fptrunc float %1594 to half, !dbg !54
  %1731 = fptrunc float %1596 to half, !dbg !54
  %1732 = fptrunc float %1597 to half, !dbg !54
  %1733 = fptrunc float %1598 to half, !dbg !54
  %1734 = fptrunc float %1599 to half, !dbg !54
  %1735 = fptrunc float %1601 to half, !dbg !54
  %1736 = fptrunc float %1602 to half, !dbg !54
  %1737 = fptrunc float %1603 to half, !dbg !54
  %1738 = fptrunc float %1604 to half, !dbg !54
  %1739 = fptrunc float %1606 to half, !dbg !54
  %1740 = fptrunc float %1607 to half, !dbg !54
  %1741 = fptrunc float %1608 to half, !dbg !54
  %1742 = fptrunc float %1609 to half, !dbg !54
  %1743 = fptrunc float %1611 to half, !dbg !54
  %1744 = fptrunc float %1612 to half, !dbg !54
  %1745 = fptrunc float %1613 to half, !dbg !54
  %1746 = fptrunc float %1614 to half, !dbg !54
  %1747 = fptrunc float %1616 to half, !dbg !54
  %1748 = fptrunc float %1617 to half, !dbg !54
  %1749 = fptrunc float %1618 to half, !dbg !54
  %1750 = fptrunc float %1619 to half, !dbg !54
  %1751 = fptrunc float %1621 to half, !dbg !54
  %1752 = fptrunc float %1622 to half, !dbg !54
  %1753 = fptrunc float %1623 to half, !dbg !54
  %1754 = fptrunc float %1624 to half, !dbg !54
  %1755 = fptrunc float %1626 to half, !dbg !54
  %1756 = fptrunc float %1627 to half, !dbg !54
  %1757 = fptrunc float %1628 to half, !dbg !54
  %1758 = fptrunc float %1629 to half, !dbg !54
  br label %._crit_edge, !dbg !32

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %1759 = phi half [ 0.000000e+00, %11 ], [ %1631, %._crit_edge.loopexit ], !dbg !55
  %1760 = phi half [ 0.000000e+00, %11 ], [ %1632, %._crit_edge.loopexit ], !dbg !55
  %1761 = phi half [ 0.000000e+00, %11 ], [ %1633, %._crit_edge.loopexit ], !dbg !55
  %1762 = phi half [ 0.000000e+00, %11 ], [ %1634, %._crit_edge.loopexit ], !dbg !55
  %1763 = phi half [ 0.000000e+00, %11 ], [ %1635, %._crit_edge.loopexit ], !dbg !55
  %1764 = phi half [ 0.000000e+00, %11 ], [ %1636, %._crit_edge.loopexit ], !dbg !55
  %1765 = phi half [ 0.000000e+00, %11 ], [ %1637, %._crit_edge.loopexit ], !dbg !55
  %1766 = phi half [ 0.000000e+00, %11 ], [ %1638, %._crit_edge.loopexit ], !dbg !55
  %1767 = phi half [ 0.000000e+00, %11 ], [ %1639, %._crit_edge.loopexit ], !dbg !55
  %1768 = phi half [ 0.000000e+00, %11 ], [ %1640, %._crit_edge.loopexit ], !dbg !55
  %1769 = phi half [ 0.000000e+00, %11 ], [ %1641, %._crit_edge.loopexit ], !dbg !55
  %1770 = phi half [ 0.000000e+00, %11 ], [ %1642, %._crit_edge.loopexit ], !dbg !55
  %1771 = phi half [ 0.000000e+00, %11 ], [ %1643, %._crit_edge.loopexit ], !dbg !55
  %1772 = phi half [ 0.000000e+00, %11 ], [ %1644, %._crit_edge.loopexit ], !dbg !55
  %1773 = phi half [ 0.000000e+00, %11 ], [ %1645, %._crit_edge.loopexit ], !dbg !55
  %1774 = phi half [ 0.000000e+00, %11 ], [ %1646, %._crit_edge.loopexit ], !dbg !55
  %1775 = phi half [ 0.000000e+00, %11 ], [ %1647, %._crit_edge.loopexit ], !dbg !55
  %1776 = phi half [ 0.000000e+00, %11 ], [ %1648, %._crit_edge.loopexit ], !dbg !55
  %1777 = phi half [ 0.000000e+00, %11 ], [ %1649, %._crit_edge.loopexit ], !dbg !55
  %1778 = phi half [ 0.000000e+00, %11 ], [ %1650, %._crit_edge.loopexit ], !dbg !55
  %1779 = phi half [ 0.000000e+00, %11 ], [ %1651, %._crit_edge.loopexit ], !dbg !55
  %1780 = phi half [ 0.000000e+00, %11 ], [ %1652, %._crit_edge.loopexit ], !dbg !55
  %1781 = phi half [ 0.000000e+00, %11 ], [ %1653, %._crit_edge.loopexit ], !dbg !55
  %1782 = phi half [ 0.000000e+00, %11 ], [ %1654, %._crit_edge.loopexit ], !dbg !55
  %1783 = phi half [ 0.000000e+00, %11 ], [ %1655, %._crit_edge.loopexit ], !dbg !55
  %1784 = phi half [ 0.000000e+00, %11 ], [ %1656, %._crit_edge.loopexit ], !dbg !55
  %1785 = phi half [ 0.000000e+00, %11 ], [ %1657, %._crit_edge.loopexit ], !dbg !55
  %1786 = phi half [ 0.000000e+00, %11 ], [ %1658, %._crit_edge.loopexit ], !dbg !55
  %1787 = phi half [ 0.000000e+00, %11 ], [ %1659, %._crit_edge.loopexit ], !dbg !55
  %1788 = phi half [ 0.000000e+00, %11 ], [ %1660, %._crit_edge.loopexit ], !dbg !55
  %1789 = phi half [ 0.000000e+00, %11 ], [ %1661, %._crit_edge.loopexit ], !dbg !55
  %1790 = phi half [ 0.000000e+00, %11 ], [ %1662, %._crit_edge.loopexit ], !dbg !55
  %1791 = phi half [ 0.000000e+00, %11 ], [ %1663, %._crit_edge.loopexit ], !dbg !55
  %1792 = phi half [ 0.000000e+00, %11 ], [ %1664, %._crit_edge.loopexit ], !dbg !55
  %1793 = phi half [ 0.000000e+00, %11 ], [ %1665, %._crit_edge.loopexit ], !dbg !55
  %1794 = phi half [ 0.000000e+00, %11 ], [ %1666, %._crit_edge.loopexit ], !dbg !55
  %1795 = phi half [ 0.000000e+00, %11 ], [ %1667, %._crit_edge.loopexit ], !dbg !55
  %1796 = phi half [ 0.000000e+00, %11 ], [ %1668, %._crit_edge.loopexit ], !dbg !55
  %1797 = phi half [ 0.000000e+00, %11 ], [ %1669, %._crit_edge.loopexit ], !dbg !55
  %1798 = phi half [ 0.000000e+00, %11 ], [ %1670, %._crit_edge.loopexit ], !dbg !55
  %1799 = phi half [ 0.000000e+00, %11 ], [ %1671, %._crit_edge.loopexit ], !dbg !55
  %1800 = phi half [ 0.000000e+00, %11 ], [ %1672, %._crit_edge.loopexit ], !dbg !55
  %1801 = phi half [ 0.000000e+00, %11 ], [ %1673, %._crit_edge.loopexit ], !dbg !55
  %1802 = phi half [ 0.000000e+00, %11 ], [ %1674, %._crit_edge.loopexit ], !dbg !55
  %1803 = phi half [ 0.000000e+00, %11 ], [ %1675, %._crit_edge.loopexit ], !dbg !55
  %1804 = phi half [ 0.000000e+00, %11 ], [ %1676, %._crit_edge.loopexit ], !dbg !55
  %1805 = phi half [ 0.000000e+00, %11 ], [ %1677, %._crit_edge.loopexit ], !dbg !55
  %1806 = phi half [ 0.000000e+00, %11 ], [ %1678, %._crit_edge.loopexit ], !dbg !55
  %1807 = phi half [ 0.000000e+00, %11 ], [ %1679, %._crit_edge.loopexit ], !dbg !55
  %1808 = phi half [ 0.000000e+00, %11 ], [ %1680, %._crit_edge.loopexit ], !dbg !55
  %1809 = phi half [ 0.000000e+00, %11 ], [ %1681, %._crit_edge.loopexit ], !dbg !55
  %1810 = phi half [ 0.000000e+00, %11 ], [ %1682, %._crit_edge.loopexit ], !dbg !55
  %1811 = phi half [ 0.000000e+00, %11 ], [ %1683, %._crit_edge.loopexit ], !dbg !55
  %1812 = phi half [ 0.000000e+00, %11 ], [ %1684, %._crit_edge.loopexit ], !dbg !55
  %1813 = phi half [ 0.000000e+00, %11 ], [ %1685, %._crit_edge.loopexit ], !dbg !55
  %1814 = phi half [ 0.000000e+00, %11 ], [ %1686, %._crit_edge.loopexit ], !dbg !55
  %1815 = phi half [ 0.000000e+00, %11 ], [ %1687, %._crit_edge.loopexit ], !dbg !55
  %1816 = phi half [ 0.000000e+00, %11 ], [ %1688, %._crit_edge.loopexit ], !dbg !55
  %1817 = phi half [ 0.000000e+00, %11 ], [ %1689, %._crit_edge.loopexit ], !dbg !55
  %1818 = phi half [ 0.000000e+00, %11 ], [ %1690, %._crit_edge.loopexit ], !dbg !55
  %1819 = phi half [ 0.000000e+00, %11 ], [ %1691, %._crit_edge.loopexit ], !dbg !55
  %1820 = phi half [ 0.000000e+00, %11 ], [ %1692, %._crit_edge.loopexit ], !dbg !55
  %1821 = phi half [ 0.000000e+00, %11 ], [ %1693, %._crit_edge.loopexit ], !dbg !55
  %1822 = phi half [ 0.000000e+00, %11 ], [ %1694, %._crit_edge.loopexit ], !dbg !55
  %1823 = phi half [ 0.000000e+00, %11 ], [ %1695, %._crit_edge.loopexit ], !dbg !55
  %1824 = phi half [ 0.000000e+00, %11 ], [ %1696, %._crit_edge.loopexit ], !dbg !55
  %1825 = phi half [ 0.000000e+00, %11 ], [ %1697, %._crit_edge.loopexit ], !dbg !55
  %1826 = phi half [ 0.000000e+00, %11 ], [ %1698, %._crit_edge.loopexit ], !dbg !55
  %1827 = phi half [ 0.000000e+00, %11 ], [ %1699, %._crit_edge.loopexit ], !dbg !55
  %1828 = phi half [ 0.000000e+00, %11 ], [ %1700, %._crit_edge.loopexit ], !dbg !55
  %1829 = phi half [ 0.000000e+00, %11 ], [ %1701, %._crit_edge.loopexit ], !dbg !55
  %1830 = phi half [ 0.000000e+00, %11 ], [ %1702, %._crit_edge.loopexit ], !dbg !55
  %1831 = phi half [ 0.000000e+00, %11 ], [ %1703, %._crit_edge.loopexit ], !dbg !55
  %1832 = phi half [ 0.000000e+00, %11 ], [ %1704, %._crit_edge.loopexit ], !dbg !55
  %1833 = phi half [ 0.000000e+00, %11 ], [ %1705, %._crit_edge.loopexit ], !dbg !55
  %1834 = phi half [ 0.000000e+00, %11 ], [ %1706, %._crit_edge.loopexit ], !dbg !55
  %1835 = phi half [ 0.000000e+00, %11 ], [ %1707, %._crit_edge.loopexit ], !dbg !55
  %1836 = phi half [ 0.000000e+00, %11 ], [ %1708, %._crit_edge.loopexit ], !dbg !55
  %1837 = phi half [ 0.000000e+00, %11 ], [ %1709, %._crit_edge.loopexit ], !dbg !55
  %1838 = phi half [ 0.000000e+00, %11 ], [ %1710, %._crit_edge.loopexit ], !dbg !55
  %1839 = phi half [ 0.000000e+00, %11 ], [ %1711, %._crit_edge.loopexit ], !dbg !55
  %1840 = phi half [ 0.000000e+00, %11 ], [ %1712, %._crit_edge.loopexit ], !dbg !55
  %1841 = phi half [ 0.000000e+00, %11 ], [ %1713, %._crit_edge.loopexit ], !dbg !55
  %1842 = phi half [ 0.000000e+00, %11 ], [ %1714, %._crit_edge.loopexit ], !dbg !55
  %1843 = phi half [ 0.000000e+00, %11 ], [ %1715, %._crit_edge.loopexit ], !dbg !55
  %1844 = phi half [ 0.000000e+00, %11 ], [ %1716, %._crit_edge.loopexit ], !dbg !55
  %1845 = phi half [ 0.000000e+00, %11 ], [ %1717, %._crit_edge.loopexit ], !dbg !55
  %1846 = phi half [ 0.000000e+00, %11 ], [ %1718, %._crit_edge.loopexit ], !dbg !55
  %1847 = phi half [ 0.000000e+00, %11 ], [ %1719, %._crit_edge.loopexit ], !dbg !55
  %1848 = phi half [ 0.000000e+00, %11 ], [ %1720, %._crit_edge.loopexit ], !dbg !55
  %1849 = phi half [ 0.000000e+00, %11 ], [ %1721, %._crit_edge.loopexit ], !dbg !55
  %1850 = phi half [ 0.000000e+00, %11 ], [ %1722, %._crit_edge.loopexit ], !dbg !55
  %1851 = phi half [ 0.000000e+00, %11 ], [ %1723, %._crit_edge.loopexit ], !dbg !55
  %1852 = phi half [ 0.000000e+00, %11 ], [ %1724, %._crit_edge.loopexit ], !dbg !55
  %1853 = phi half [ 0.000000e+00, %11 ], [ %1725, %._crit_edge.loopexit ], !dbg !55
  %1854 = phi half [ 0.000000e+00, %11 ], [ %1726, %._crit_edge.loopexit ], !dbg !55
  %1855 = phi half [ 0.000000e+00, %11 ], [ %1727, %._crit_edge.loopexit ], !dbg !55
  %1856 = phi half [ 0.000000e+00, %11 ], [ %1728, %._crit_edge.loopexit ], !dbg !55
  %1857 = phi half [ 0.000000e+00, %11 ], [ %1729, %._crit_edge.loopexit ], !dbg !55
  %1858 = phi half [ 0.000000e+00, %11 ], [ %1730, %._crit_edge.loopexit ], !dbg !55
  %1859 = phi half [ 0.000000e+00, %11 ], [ %1731, %._crit_edge.loopexit ], !dbg !55
  %1860 = phi half [ 0.000000e+00, %11 ], [ %1732, %._crit_edge.loopexit ], !dbg !55
  %1861 = phi half [ 0.000000e+00, %11 ], [ %1733, %._crit_edge.loopexit ], !dbg !55
  %1862 = phi half [ 0.000000e+00, %11 ], [ %1734, %._crit_edge.loopexit ], !dbg !55
  %1863 = phi half [ 0.000000e+00, %11 ], [ %1735, %._crit_edge.loopexit ], !dbg !55
  %1864 = phi half [ 0.000000e+00, %11 ], [ %1736, %._crit_edge.loopexit ], !dbg !55
  %1865 = phi half [ 0.000000e+00, %11 ], [ %1737, %._crit_edge.loopexit ], !dbg !55
  %1866 = phi half [ 0.000000e+00, %11 ], [ %1738, %._crit_edge.loopexit ], !dbg !55
  %1867 = phi half [ 0.000000e+00, %11 ], [ %1739, %._crit_edge.loopexit ], !dbg !55
  %1868 = phi half [ 0.000000e+00, %11 ], [ %1740, %._crit_edge.loopexit ], !dbg !55
  %1869 = phi half [ 0.000000e+00, %11 ], [ %1741, %._crit_edge.loopexit ], !dbg !55
  %1870 = phi half [ 0.000000e+00, %11 ], [ %1742, %._crit_edge.loopexit ], !dbg !55
  %1871 = phi half [ 0.000000e+00, %11 ], [ %1743, %._crit_edge.loopexit ], !dbg !55
  %1872 = phi half [ 0.000000e+00, %11 ], [ %1744, %._crit_edge.loopexit ], !dbg !55
  %1873 = phi half [ 0.000000e+00, %11 ], [ %1745, %._crit_edge.loopexit ], !dbg !55
  %1874 = phi half [ 0.000000e+00, %11 ], [ %1746, %._crit_edge.loopexit ], !dbg !55
  %1875 = phi half [ 0.000000e+00, %11 ], [ %1747, %._crit_edge.loopexit ], !dbg !55
  %1876 = phi half [ 0.000000e+00, %11 ], [ %1748, %._crit_edge.loopexit ], !dbg !55
  %1877 = phi half [ 0.000000e+00, %11 ], [ %1749, %._crit_edge.loopexit ], !dbg !55
  %1878 = phi half [ 0.000000e+00, %11 ], [ %1750, %._crit_edge.loopexit ], !dbg !55
  %1879 = phi half [ 0.000000e+00, %11 ], [ %1751, %._crit_edge.loopexit ], !dbg !55
  %1880 = phi half [ 0.000000e+00, %11 ], [ %1752, %._crit_edge.loopexit ], !dbg !55
  %1881 = phi half [ 0.000000e+00, %11 ], [ %1753, %._crit_edge.loopexit ], !dbg !55
  %1882 = phi half [ 0.000000e+00, %11 ], [ %1754, %._crit_edge.loopexit ], !dbg !55
  %1883 = phi half [ 0.000000e+00, %11 ], [ %1755, %._crit_edge.loopexit ], !dbg !55
  %1884 = phi half [ 0.000000e+00, %11 ], [ %1756, %._crit_edge.loopexit ], !dbg !55
  %1885 = phi half [ 0.000000e+00, %11 ], [ %1757, %._crit_edge.loopexit ], !dbg !55
  %1886 = phi half [ 0.000000e+00, %11 ], [ %1758, %._crit_edge.loopexit ], !dbg !55
  %1887 = or disjoint i32 %33, 120, !dbg !32
  %1888 = or disjoint i32 %26, %1887, !dbg !31
  %1889 = or disjoint i32 %26, %33, !dbg !32
  %1890 = or disjoint i32 %1889, 112, !dbg !31
  %1891 = or disjoint i32 %33, 104, !dbg !32
  %1892 = or disjoint i32 %26, %1891, !dbg !31
  %1893 = or disjoint i32 %1889, 96, !dbg !31
  %1894 = or disjoint i32 %33, 88, !dbg !32
  %1895 = or disjoint i32 %26, %1894, !dbg !31
  %1896 = or disjoint i32 %1889, 80, !dbg !31
  %1897 = or disjoint i32 %33, 72, !dbg !32
  %1898 = or disjoint i32 %26, %1897, !dbg !31
  %1899 = or disjoint i32 %1889, 64, !dbg !31
  %1900 = or disjoint i32 %26, %40, !dbg !31
  %1901 = or disjoint i32 %26, %39, !dbg !31
  %1902 = or disjoint i32 %26, %38, !dbg !31
  %1903 = or disjoint i32 %26, %37, !dbg !31
  %1904 = or disjoint i32 %26, %36, !dbg !31
  %1905 = or disjoint i32 %26, %35, !dbg !31
  %1906 = or disjoint i32 %26, %34, !dbg !31
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !45
  %1907 = mul i32 %1889, %8, !dbg !56
  %1908 = mul i32 %1906, %8, !dbg !56
  %1909 = mul i32 %1905, %8, !dbg !56
  %1910 = mul i32 %1904, %8, !dbg !56
  %1911 = mul i32 %1903, %8, !dbg !56
  %1912 = mul i32 %1902, %8, !dbg !56
  %1913 = mul i32 %1901, %8, !dbg !56
  %1914 = mul i32 %1900, %8, !dbg !56
  %1915 = mul i32 %8, %1899, !dbg !56
  %1916 = mul i32 %1898, %8, !dbg !56
  %1917 = mul i32 %8, %1896, !dbg !56
  %1918 = mul i32 %1895, %8, !dbg !56
  %1919 = mul i32 %8, %1893, !dbg !56
  %1920 = mul i32 %1892, %8, !dbg !56
  %1921 = mul i32 %8, %1890, !dbg !56
  %1922 = mul i32 %1888, %8, !dbg !56
  %1923 = sext i32 %1907 to i64, !dbg !57
  %1924 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1923, !dbg !57
  %1925 = sext i32 %1908 to i64, !dbg !57
  %1926 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1925, !dbg !57
  %1927 = sext i32 %1909 to i64, !dbg !57
  %1928 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1927, !dbg !57
  %1929 = sext i32 %1910 to i64, !dbg !57
  %1930 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1929, !dbg !57
  %1931 = sext i32 %1911 to i64, !dbg !57
  %1932 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1931, !dbg !57
  %1933 = sext i32 %1912 to i64, !dbg !57
  %1934 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1933, !dbg !57
  %1935 = sext i32 %1913 to i64, !dbg !57
  %1936 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1935, !dbg !57
  %1937 = sext i32 %1914 to i64, !dbg !57
  %1938 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1937, !dbg !57
  %1939 = sext i32 %1915 to i64, !dbg !57
  %1940 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1939, !dbg !57
  %1941 = sext i32 %1916 to i64, !dbg !57
  %1942 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1941, !dbg !57
  %1943 = sext i32 %1917 to i64, !dbg !57
  %1944 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1943, !dbg !57
  %1945 = sext i32 %1918 to i64, !dbg !57
  %1946 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1945, !dbg !57
  %1947 = sext i32 %1919 to i64, !dbg !57
  %1948 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1947, !dbg !57
  %1949 = sext i32 %1920 to i64, !dbg !57
  %1950 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1949, !dbg !57
  %1951 = sext i32 %1921 to i64, !dbg !57
  %1952 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1951, !dbg !57
  %1953 = sext i32 %1922 to i64, !dbg !57
  %1954 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %1953, !dbg !57
  %1955 = sext i32 %59 to i64, !dbg !57
  %1956 = getelementptr [2 x i8], ptr addrspace(1) %1924, i64 %1955, !dbg !57
  %1957 = getelementptr [2 x i8], ptr addrspace(1) %1926, i64 %1955, !dbg !57
  %1958 = getelementptr [2 x i8], ptr addrspace(1) %1928, i64 %1955, !dbg !57
  %1959 = getelementptr [2 x i8], ptr addrspace(1) %1930, i64 %1955, !dbg !57
  %1960 = getelementptr [2 x i8], ptr addrspace(1) %1932, i64 %1955, !dbg !57
  %1961 = getelementptr [2 x i8], ptr addrspace(1) %1934, i64 %1955, !dbg !57
  %1962 = getelementptr [2 x i8], ptr addrspace(1) %1936, i64 %1955, !dbg !57
  %1963 = getelementptr [2 x i8], ptr addrspace(1) %1938, i64 %1955, !dbg !57
  %1964 = getelementptr [2 x i8], ptr addrspace(1) %1940, i64 %1955, !dbg !57
  %1965 = getelementptr [2 x i8], ptr addrspace(1) %1942, i64 %1955, !dbg !57
  %1966 = getelementptr [2 x i8], ptr addrspace(1) %1944, i64 %1955, !dbg !57
  %1967 = getelementptr [2 x i8], ptr addrspace(1) %1946, i64 %1955, !dbg !57
  %1968 = getelementptr [2 x i8], ptr addrspace(1) %1948, i64 %1955, !dbg !57
  %1969 = getelementptr [2 x i8], ptr addrspace(1) %1950, i64 %1955, !dbg !57
  %1970 = getelementptr [2 x i8], ptr addrspace(1) %1952, i64 %1955, !dbg !57
  %1971 = getelementptr [2 x i8], ptr addrspace(1) %1954, i64 %1955, !dbg !57
  %1972 = icmp slt i32 %1889, %3, !dbg !58
  %1973 = icmp slt i32 %1905, %3, !dbg !58
  %1974 = icmp slt i32 %1903, %3, !dbg !58
  %1975 = icmp slt i32 %1901, %3, !dbg !58
  %1976 = icmp slt i32 %1899, %3, !dbg !58
  %1977 = icmp slt i32 %1896, %3, !dbg !58
  %1978 = icmp slt i32 %1893, %3, !dbg !58
  %1979 = icmp slt i32 %1890, %3, !dbg !58
  %1980 = icmp slt i32 %59, %4, !dbg !59
  %1981 = and i1 %1972, %1980, !dbg !60
  %1982 = and i1 %1973, %1980, !dbg !60
  %1983 = and i1 %1974, %1980, !dbg !60
  %1984 = and i1 %1975, %1980, !dbg !60
  %1985 = and i1 %1976, %1980, !dbg !60
  %1986 = and i1 %1977, %1980, !dbg !60
  %1987 = and i1 %1978, %1980, !dbg !60
  %1988 = and i1 %1979, %1980, !dbg !60
  %1989 = and i32 %27, 3, !dbg !61
  %1990 = shl nuw nsw i32 %1989, 12, !dbg !61
  %1991 = shl nuw nsw i32 %1989, 5, !dbg !61
  %1992 = and i32 %135, 384, !dbg !61
  %1993 = and i32 %27, 4, !dbg !61
  %1994 = icmp eq i32 %1993, 0, !dbg !61
  %1995 = select i1 %1994, i32 0, i32 2064, !dbg !61
  %1996 = shl nuw nsw i32 %237, 3, !dbg !61
  %1997 = or disjoint i32 %1990, %1996, !dbg !61
  %1998 = or disjoint i32 %1991, %1992, !dbg !61
  %1999 = xor i32 %1995, %256, !dbg !61
  %2000 = or disjoint i32 %1999, %1998, !dbg !61
  %2001 = or disjoint i32 %2000, %1997, !dbg !61
  %2002 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2001, !dbg !61
  %2003 = insertelement <2 x half> poison, half %1759, i64 0, !dbg !61
  %2004 = insertelement <2 x half> %2003, half %1760, i64 1, !dbg !61
  %2005 = bitcast <2 x half> %2004 to i32, !dbg !61
  %2006 = insertelement <2 x half> poison, half %1761, i64 0, !dbg !61
  %2007 = insertelement <2 x half> %2006, half %1762, i64 1, !dbg !61
  %2008 = bitcast <2 x half> %2007 to i32, !dbg !61
  %2009 = insertelement <2 x half> poison, half %1791, i64 0, !dbg !61
  %2010 = insertelement <2 x half> %2009, half %1792, i64 1, !dbg !61
  %2011 = bitcast <2 x half> %2010 to i32, !dbg !61
  %2012 = insertelement <2 x half> poison, half %1793, i64 0, !dbg !61
  %2013 = insertelement <2 x half> %2012, half %1794, i64 1, !dbg !61
  %2014 = bitcast <2 x half> %2013 to i32, !dbg !61
  %2015 = insertelement <4 x i32> poison, i32 %2005, i64 0, !dbg !61
  %2016 = insertelement <4 x i32> %2015, i32 %2008, i64 1, !dbg !61
  %2017 = insertelement <4 x i32> %2016, i32 %2011, i64 2, !dbg !61
  %2018 = insertelement <4 x i32> %2017, i32 %2014, i64 3, !dbg !61
  store <4 x i32> %2018, ptr addrspace(3) %2002, align 16, !dbg !61
  %2019 = getelementptr inbounds nuw i8, ptr addrspace(3) %2002, i32 1024, !dbg !61
  %2020 = insertelement <2 x half> poison, half %1775, i64 0, !dbg !61
  %2021 = insertelement <2 x half> %2020, half %1776, i64 1, !dbg !61
  %2022 = bitcast <2 x half> %2021 to i32, !dbg !61
  %2023 = insertelement <2 x half> poison, half %1777, i64 0, !dbg !61
  %2024 = insertelement <2 x half> %2023, half %1778, i64 1, !dbg !61
  %2025 = bitcast <2 x half> %2024 to i32, !dbg !61
  %2026 = insertelement <2 x half> poison, half %1807, i64 0, !dbg !61
  %2027 = insertelement <2 x half> %2026, half %1808, i64 1, !dbg !61
  %2028 = bitcast <2 x half> %2027 to i32, !dbg !61
  %2029 = insertelement <2 x half> poison, half %1809, i64 0, !dbg !61
  %2030 = insertelement <2 x half> %2029, half %1810, i64 1, !dbg !61
  %2031 = bitcast <2 x half> %2030 to i32, !dbg !61
  %2032 = insertelement <4 x i32> poison, i32 %2022, i64 0, !dbg !61
  %2033 = insertelement <4 x i32> %2032, i32 %2025, i64 1, !dbg !61
  %2034 = insertelement <4 x i32> %2033, i32 %2028, i64 2, !dbg !61
  %2035 = insertelement <4 x i32> %2034, i32 %2031, i64 3, !dbg !61
  store <4 x i32> %2035, ptr addrspace(3) %2019, align 16, !dbg !61
  %2036 = xor i32 %2001, 32, !dbg !61
  %2037 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2036, !dbg !61
  %2038 = insertelement <2 x half> poison, half %1763, i64 0, !dbg !61
  %2039 = insertelement <2 x half> %2038, half %1764, i64 1, !dbg !61
  %2040 = bitcast <2 x half> %2039 to i32, !dbg !61
  %2041 = insertelement <2 x half> poison, half %1765, i64 0, !dbg !61
  %2042 = insertelement <2 x half> %2041, half %1766, i64 1, !dbg !61
  %2043 = bitcast <2 x half> %2042 to i32, !dbg !61
  %2044 = insertelement <2 x half> poison, half %1795, i64 0, !dbg !61
  %2045 = insertelement <2 x half> %2044, half %1796, i64 1, !dbg !61
  %2046 = bitcast <2 x half> %2045 to i32, !dbg !61
  %2047 = insertelement <2 x half> poison, half %1797, i64 0, !dbg !61
  %2048 = insertelement <2 x half> %2047, half %1798, i64 1, !dbg !61
  %2049 = bitcast <2 x half> %2048 to i32, !dbg !61
  %2050 = insertelement <4 x i32> poison, i32 %2040, i64 0, !dbg !61
  %2051 = insertelement <4 x i32> %2050, i32 %2043, i64 1, !dbg !61
  %2052 = insertelement <4 x i32> %2051, i32 %2046, i64 2, !dbg !61
  %2053 = insertelement <4 x i32> %2052, i32 %2049, i64 3, !dbg !61
  store <4 x i32> %2053, ptr addrspace(3) %2037, align 16, !dbg !61
  %2054 = getelementptr inbounds nuw i8, ptr addrspace(3) %2037, i32 1024, !dbg !61
  %2055 = insertelement <2 x half> poison, half %1779, i64 0, !dbg !61
  %2056 = insertelement <2 x half> %2055, half %1780, i64 1, !dbg !61
  %2057 = bitcast <2 x half> %2056 to i32, !dbg !61
  %2058 = insertelement <2 x half> poison, half %1781, i64 0, !dbg !61
  %2059 = insertelement <2 x half> %2058, half %1782, i64 1, !dbg !61
  %2060 = bitcast <2 x half> %2059 to i32, !dbg !61
  %2061 = insertelement <2 x half> poison, half %1811, i64 0, !dbg !61
  %2062 = insertelement <2 x half> %2061, half %1812, i64 1, !dbg !61
  %2063 = bitcast <2 x half> %2062 to i32, !dbg !61
  %2064 = insertelement <2 x half> poison, half %1813, i64 0, !dbg !61
  %2065 = insertelement <2 x half> %2064, half %1814, i64 1, !dbg !61
  %2066 = bitcast <2 x half> %2065 to i32, !dbg !61
  %2067 = insertelement <4 x i32> poison, i32 %2057, i64 0, !dbg !61
  %2068 = insertelement <4 x i32> %2067, i32 %2060, i64 1, !dbg !61
  %2069 = insertelement <4 x i32> %2068, i32 %2063, i64 2, !dbg !61
  %2070 = insertelement <4 x i32> %2069, i32 %2066, i64 3, !dbg !61
  store <4 x i32> %2070, ptr addrspace(3) %2054, align 16, !dbg !61
  %2071 = xor i32 %2001, 64, !dbg !61
  %2072 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2071, !dbg !61
  %2073 = insertelement <2 x half> poison, half %1767, i64 0, !dbg !61
  %2074 = insertelement <2 x half> %2073, half %1768, i64 1, !dbg !61
  %2075 = bitcast <2 x half> %2074 to i32, !dbg !61
  %2076 = insertelement <2 x half> poison, half %1769, i64 0, !dbg !61
  %2077 = insertelement <2 x half> %2076, half %1770, i64 1, !dbg !61
  %2078 = bitcast <2 x half> %2077 to i32, !dbg !61
  %2079 = insertelement <2 x half> poison, half %1799, i64 0, !dbg !61
  %2080 = insertelement <2 x half> %2079, half %1800, i64 1, !dbg !61
  %2081 = bitcast <2 x half> %2080 to i32, !dbg !61
  %2082 = insertelement <2 x half> poison, half %1801, i64 0, !dbg !61
  %2083 = insertelement <2 x half> %2082, half %1802, i64 1, !dbg !61
  %2084 = bitcast <2 x half> %2083 to i32, !dbg !61
  %2085 = insertelement <4 x i32> poison, i32 %2075, i64 0, !dbg !61
  %2086 = insertelement <4 x i32> %2085, i32 %2078, i64 1, !dbg !61
  %2087 = insertelement <4 x i32> %2086, i32 %2081, i64 2, !dbg !61
  %2088 = insertelement <4 x i32> %2087, i32 %2084, i64 3, !dbg !61
  store <4 x i32> %2088, ptr addrspace(3) %2072, align 16, !dbg !61
  %2089 = getelementptr inbounds nuw i8, ptr addrspace(3) %2072, i32 1024, !dbg !61
  %2090 = insertelement <2 x half> poison, half %1783, i64 0, !dbg !61
  %2091 = insertelement <2 x half> %2090, half %1784, i64 1, !dbg !61
  %2092 = bitcast <2 x half> %2091 to i32, !dbg !61
  %2093 = insertelement <2 x half> poison, half %1785, i64 0, !dbg !61
  %2094 = insertelement <2 x half> %2093, half %1786, i64 1, !dbg !61
  %2095 = bitcast <2 x half> %2094 to i32, !dbg !61
  %2096 = insertelement <2 x half> poison, half %1815, i64 0, !dbg !61
  %2097 = insertelement <2 x half> %2096, half %1816, i64 1, !dbg !61
  %2098 = bitcast <2 x half> %2097 to i32, !dbg !61
  %2099 = insertelement <2 x half> poison, half %1817, i64 0, !dbg !61
  %2100 = insertelement <2 x half> %2099, half %1818, i64 1, !dbg !61
  %2101 = bitcast <2 x half> %2100 to i32, !dbg !61
  %2102 = insertelement <4 x i32> poison, i32 %2092, i64 0, !dbg !61
  %2103 = insertelement <4 x i32> %2102, i32 %2095, i64 1, !dbg !61
  %2104 = insertelement <4 x i32> %2103, i32 %2098, i64 2, !dbg !61
  %2105 = insertelement <4 x i32> %2104, i32 %2101, i64 3, !dbg !61
  store <4 x i32> %2105, ptr addrspace(3) %2089, align 16, !dbg !61
  %2106 = xor i32 %2001, 96, !dbg !61
  %2107 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2106, !dbg !61
  %2108 = insertelement <2 x half> poison, half %1771, i64 0, !dbg !61
  %2109 = insertelement <2 x half> %2108, half %1772, i64 1, !dbg !61
  %2110 = bitcast <2 x half> %2109 to i32, !dbg !61
  %2111 = insertelement <2 x half> poison, half %1773, i64 0, !dbg !61
  %2112 = insertelement <2 x half> %2111, half %1774, i64 1, !dbg !61
  %2113 = bitcast <2 x half> %2112 to i32, !dbg !61
  %2114 = insertelement <2 x half> poison, half %1803, i64 0, !dbg !61
  %2115 = insertelement <2 x half> %2114, half %1804, i64 1, !dbg !61
  %2116 = bitcast <2 x half> %2115 to i32, !dbg !61
  %2117 = insertelement <2 x half> poison, half %1805, i64 0, !dbg !61
  %2118 = insertelement <2 x half> %2117, half %1806, i64 1, !dbg !61
  %2119 = bitcast <2 x half> %2118 to i32, !dbg !61
  %2120 = insertelement <4 x i32> poison, i32 %2110, i64 0, !dbg !61
  %2121 = insertelement <4 x i32> %2120, i32 %2113, i64 1, !dbg !61
  %2122 = insertelement <4 x i32> %2121, i32 %2116, i64 2, !dbg !61
  %2123 = insertelement <4 x i32> %2122, i32 %2119, i64 3, !dbg !61
  store <4 x i32> %2123, ptr addrspace(3) %2107, align 16, !dbg !61
  %2124 = getelementptr inbounds nuw i8, ptr addrspace(3) %2107, i32 1024, !dbg !61
  %2125 = insertelement <2 x half> poison, half %1787, i64 0, !dbg !61
  %2126 = insertelement <2 x half> %2125, half %1788, i64 1, !dbg !61
  %2127 = bitcast <2 x half> %2126 to i32, !dbg !61
  %2128 = insertelement <2 x half> poison, half %1789, i64 0, !dbg !61
  %2129 = insertelement <2 x half> %2128, half %1790, i64 1, !dbg !61
  %2130 = bitcast <2 x half> %2129 to i32, !dbg !61
  %2131 = insertelement <2 x half> poison, half %1819, i64 0, !dbg !61
  %2132 = insertelement <2 x half> %2131, half %1820, i64 1, !dbg !61
  %2133 = bitcast <2 x half> %2132 to i32, !dbg !61
  %2134 = insertelement <2 x half> poison, half %1821, i64 0, !dbg !61
  %2135 = insertelement <2 x half> %2134, half %1822, i64 1, !dbg !61
  %2136 = bitcast <2 x half> %2135 to i32, !dbg !61
  %2137 = insertelement <4 x i32> poison, i32 %2127, i64 0, !dbg !61
  %2138 = insertelement <4 x i32> %2137, i32 %2130, i64 1, !dbg !61
  %2139 = insertelement <4 x i32> %2138, i32 %2133, i64 2, !dbg !61
  %2140 = insertelement <4 x i32> %2139, i32 %2136, i64 3, !dbg !61
  store <4 x i32> %2140, ptr addrspace(3) %2124, align 16, !dbg !61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !61
  %2141 = shl nuw nsw i32 %27, 2, !dbg !61
  %2142 = and i32 %2141, 384, !dbg !61
  %2143 = shl nuw nsw i32 %27, 7, !dbg !61
  %2144 = and i32 %2143, 1024, !dbg !61
  %2145 = icmp eq i32 %236, 0, !dbg !61
  %2146 = select i1 %2145, i32 0, i32 2064, !dbg !61
  %2147 = or disjoint i32 %235, %2142, !dbg !61
  %2148 = xor i32 %2147, %2146, !dbg !61
  %2149 = or disjoint i32 %2148, %2144, !dbg !61
  %2150 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2149, !dbg !61
  %2151 = load <4 x i32>, ptr addrspace(3) %2150, align 16, !dbg !61
  %2152 = getelementptr inbounds nuw i8, ptr addrspace(3) %2150, i32 512, !dbg !61
  %2153 = load <4 x i32>, ptr addrspace(3) %2152, align 16, !dbg !61
  %2154 = xor i32 %2149, 4128, !dbg !61
  %2155 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2154, !dbg !61
  %2156 = load <4 x i32>, ptr addrspace(3) %2155, align 16, !dbg !61
  %2157 = getelementptr inbounds nuw i8, ptr addrspace(3) %2155, i32 512, !dbg !61
  %2158 = load <4 x i32>, ptr addrspace(3) %2157, align 16, !dbg !61
  %2159 = xor i32 %2149, 8256, !dbg !61
  %2160 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2159, !dbg !61
  %2161 = load <4 x i32>, ptr addrspace(3) %2160, align 16, !dbg !61
  %2162 = getelementptr inbounds nuw i8, ptr addrspace(3) %2160, i32 512, !dbg !61
  %2163 = load <4 x i32>, ptr addrspace(3) %2162, align 16, !dbg !61
  %2164 = xor i32 %2149, 12384, !dbg !61
  %2165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2164, !dbg !61
  %2166 = load <4 x i32>, ptr addrspace(3) %2165, align 16, !dbg !61
  %2167 = getelementptr inbounds nuw i8, ptr addrspace(3) %2165, i32 512, !dbg !61
  %2168 = load <4 x i32>, ptr addrspace(3) %2167, align 16, !dbg !61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !61
  %2169 = insertelement <2 x half> poison, half %1823, i64 0, !dbg !61
  %2170 = insertelement <2 x half> %2169, half %1824, i64 1, !dbg !61
  %2171 = bitcast <2 x half> %2170 to i32, !dbg !61
  %2172 = insertelement <2 x half> poison, half %1825, i64 0, !dbg !61
  %2173 = insertelement <2 x half> %2172, half %1826, i64 1, !dbg !61
  %2174 = bitcast <2 x half> %2173 to i32, !dbg !61
  %2175 = insertelement <2 x half> poison, half %1855, i64 0, !dbg !61
  %2176 = insertelement <2 x half> %2175, half %1856, i64 1, !dbg !61
  %2177 = bitcast <2 x half> %2176 to i32, !dbg !61
  %2178 = insertelement <2 x half> poison, half %1857, i64 0, !dbg !61
  %2179 = insertelement <2 x half> %2178, half %1858, i64 1, !dbg !61
  %2180 = bitcast <2 x half> %2179 to i32, !dbg !61
  %2181 = insertelement <4 x i32> poison, i32 %2171, i64 0, !dbg !61
  %2182 = insertelement <4 x i32> %2181, i32 %2174, i64 1, !dbg !61
  %2183 = insertelement <4 x i32> %2182, i32 %2177, i64 2, !dbg !61
  %2184 = insertelement <4 x i32> %2183, i32 %2180, i64 3, !dbg !61
  store <4 x i32> %2184, ptr addrspace(3) %2002, align 16, !dbg !61
  %2185 = insertelement <2 x half> poison, half %1839, i64 0, !dbg !61
  %2186 = insertelement <2 x half> %2185, half %1840, i64 1, !dbg !61
  %2187 = bitcast <2 x half> %2186 to i32, !dbg !61
  %2188 = insertelement <2 x half> poison, half %1841, i64 0, !dbg !61
  %2189 = insertelement <2 x half> %2188, half %1842, i64 1, !dbg !61
  %2190 = bitcast <2 x half> %2189 to i32, !dbg !61
  %2191 = insertelement <2 x half> poison, half %1871, i64 0, !dbg !61
  %2192 = insertelement <2 x half> %2191, half %1872, i64 1, !dbg !61
  %2193 = bitcast <2 x half> %2192 to i32, !dbg !61
  %2194 = insertelement <2 x half> poison, half %1873, i64 0, !dbg !61
  %2195 = insertelement <2 x half> %2194, half %1874, i64 1, !dbg !61
  %2196 = bitcast <2 x half> %2195 to i32, !dbg !61
  %2197 = insertelement <4 x i32> poison, i32 %2187, i64 0, !dbg !61
  %2198 = insertelement <4 x i32> %2197, i32 %2190, i64 1, !dbg !61
  %2199 = insertelement <4 x i32> %2198, i32 %2193, i64 2, !dbg !61
  %2200 = insertelement <4 x i32> %2199, i32 %2196, i64 3, !dbg !61
  store <4 x i32> %2200, ptr addrspace(3) %2019, align 16, !dbg !61
  %2201 = insertelement <2 x half> poison, half %1827, i64 0, !dbg !61
  %2202 = insertelement <2 x half> %2201, half %1828, i64 1, !dbg !61
  %2203 = bitcast <2 x half> %2202 to i32, !dbg !61
  %2204 = insertelement <2 x half> poison, half %1829, i64 0, !dbg !61
  %2205 = insertelement <2 x half> %2204, half %1830, i64 1, !dbg !61
  %2206 = bitcast <2 x half> %2205 to i32, !dbg !61
  %2207 = insertelement <2 x half> poison, half %1859, i64 0, !dbg !61
  %2208 = insertelement <2 x half> %2207, half %1860, i64 1, !dbg !61
  %2209 = bitcast <2 x half> %2208 to i32, !dbg !61
  %2210 = insertelement <2 x half> poison, half %1861, i64 0, !dbg !61
  %2211 = insertelement <2 x half> %2210, half %1862, i64 1, !dbg !61
  %2212 = bitcast <2 x half> %2211 to i32, !dbg !61
  %2213 = insertelement <4 x i32> poison, i32 %2203, i64 0, !dbg !61
  %2214 = insertelement <4 x i32> %2213, i32 %2206, i64 1, !dbg !61
  %2215 = insertelement <4 x i32> %2214, i32 %2209, i64 2, !dbg !61
  %2216 = insertelement <4 x i32> %2215, i32 %2212, i64 3, !dbg !61
  store <4 x i32> %2216, ptr addrspace(3) %2037, align 16, !dbg !61
  %2217 = insertelement <2 x half> poison, half %1843, i64 0, !dbg !61
  %2218 = insertelement <2 x half> %2217, half %1844, i64 1, !dbg !61
  %2219 = bitcast <2 x half> %2218 to i32, !dbg !61
  %2220 = insertelement <2 x half> poison, half %1845, i64 0, !dbg !61
  %2221 = insertelement <2 x half> %2220, half %1846, i64 1, !dbg !61
  %2222 = bitcast <2 x half> %2221 to i32, !dbg !61
  %2223 = insertelement <2 x half> poison, half %1875, i64 0, !dbg !61
  %2224 = insertelement <2 x half> %2223, half %1876, i64 1, !dbg !61
  %2225 = bitcast <2 x half> %2224 to i32, !dbg !61
  %2226 = insertelement <2 x half> poison, half %1877, i64 0, !dbg !61
  %2227 = insertelement <2 x half> %2226, half %1878, i64 1, !dbg !61
  %2228 = bitcast <2 x half> %2227 to i32, !dbg !61
  %2229 = insertelement <4 x i32> poison, i32 %2219, i64 0, !dbg !61
  %2230 = insertelement <4 x i32> %2229, i32 %2222, i64 1, !dbg !61
  %2231 = insertelement <4 x i32> %2230, i32 %2225, i64 2, !dbg !61
  %2232 = insertelement <4 x i32> %2231, i32 %2228, i64 3, !dbg !61
  store <4 x i32> %2232, ptr addrspace(3) %2054, align 16, !dbg !61
  %2233 = insertelement <2 x half> poison, half %1831, i64 0, !dbg !61
  %2234 = insertelement <2 x half> %2233, half %1832, i64 1, !dbg !61
  %2235 = bitcast <2 x half> %2234 to i32, !dbg !61
  %2236 = insertelement <2 x half> poison, half %1833, i64 0, !dbg !61
  %2237 = insertelement <2 x half> %2236, half %1834, i64 1, !dbg !61
  %2238 = bitcast <2 x half> %2237 to i32, !dbg !61
  %2239 = insertelement <2 x half> poison, half %1863, i64 0, !dbg !61
  %2240 = insertelement <2 x half> %2239, half %1864, i64 1, !dbg !61
  %2241 = bitcast <2 x half> %2240 to i32, !dbg !61
  %2242 = insertelement <2 x half> poison, half %1865, i64 0, !dbg !61
  %2243 = insertelement <2 x half> %2242, half %1866, i64 1, !dbg !61
  %2244 = bitcast <2 x half> %2243 to i32, !dbg !61
  %2245 = insertelement <4 x i32> poison, i32 %2235, i64 0, !dbg !61
  %2246 = insertelement <4 x i32> %2245, i32 %2238, i64 1, !dbg !61
  %2247 = insertelement <4 x i32> %2246, i32 %2241, i64 2, !dbg !61
  %2248 = insertelement <4 x i32> %2247, i32 %2244, i64 3, !dbg !61
  store <4 x i32> %2248, ptr addrspace(3) %2072, align 16, !dbg !61
  %2249 = insertelement <2 x half> poison, half %1847, i64 0, !dbg !61
  %2250 = insertelement <2 x half> %2249, half %1848, i64 1, !dbg !61
  %2251 = bitcast <2 x half> %2250 to i32, !dbg !61
  %2252 = insertelement <2 x half> poison, half %1849, i64 0, !dbg !61
  %2253 = insertelement <2 x half> %2252, half %1850, i64 1, !dbg !61
  %2254 = bitcast <2 x half> %2253 to i32, !dbg !61
  %2255 = insertelement <2 x half> poison, half %1879, i64 0, !dbg !61
  %2256 = insertelement <2 x half> %2255, half %1880, i64 1, !dbg !61
  %2257 = bitcast <2 x half> %2256 to i32, !dbg !61
  %2258 = insertelement <2 x half> poison, half %1881, i64 0, !dbg !61
  %2259 = insertelement <2 x half> %2258, half %1882, i64 1, !dbg !61
  %2260 = bitcast <2 x half> %2259 to i32, !dbg !61
  %2261 = insertelement <4 x i32> poison, i32 %2251, i64 0, !dbg !61
  %2262 = insertelement <4 x i32> %2261, i32 %2254, i64 1, !dbg !61
  %2263 = insertelement <4 x i32> %2262, i32 %2257, i64 2, !dbg !61
  %2264 = insertelement <4 x i32> %2263, i32 %2260, i64 3, !dbg !61
  store <4 x i32> %2264, ptr addrspace(3) %2089, align 16, !dbg !61
  %2265 = insertelement <2 x half> poison, half %1835, i64 0, !dbg !61
  %2266 = insertelement <2 x half> %2265, half %1836, i64 1, !dbg !61
  %2267 = bitcast <2 x half> %2266 to i32, !dbg !61
  %2268 = insertelement <2 x half> poison, half %1837, i64 0, !dbg !61
  %2269 = insertelement <2 x half> %2268, half %1838, i64 1, !dbg !61
  %2270 = bitcast <2 x half> %2269 to i32, !dbg !61
  %2271 = insertelement <2 x half> poison, half %1867, i64 0, !dbg !61
  %2272 = insertelement <2 x half> %2271, half %1868, i64 1, !dbg !61
  %2273 = bitcast <2 x half> %2272 to i32, !dbg !61
  %2274 = insertelement <2 x half> poison, half %1869, i64 0, !dbg !61
  %2275 = insertelement <2 x half> %2274, half %1870, i64 1, !dbg !61
  %2276 = bitcast <2 x half> %2275 to i32, !dbg !61
  %2277 = insertelement <4 x i32> poison, i32 %2267, i64 0, !dbg !61
  %2278 = insertelement <4 x i32> %2277, i32 %2270, i64 1, !dbg !61
  %2279 = insertelement <4 x i32> %2278, i32 %2273, i64 2, !dbg !61
  %2280 = insertelement <4 x i32> %2279, i32 %2276, i64 3, !dbg !61
  store <4 x i32> %2280, ptr addrspace(3) %2107, align 16, !dbg !61
  %2281 = insertelement <2 x half> poison, half %1851, i64 0, !dbg !61
  %2282 = insertelement <2 x half> %2281, half %1852, i64 1, !dbg !61
  %2283 = bitcast <2 x half> %2282 to i32, !dbg !61
  %2284 = insertelement <2 x half> poison, half %1853, i64 0, !dbg !61
  %2285 = insertelement <2 x half> %2284, half %1854, i64 1, !dbg !61
  %2286 = bitcast <2 x half> %2285 to i32, !dbg !61
  %2287 = insertelement <2 x half> poison, half %1883, i64 0, !dbg !61
  %2288 = insertelement <2 x half> %2287, half %1884, i64 1, !dbg !61
  %2289 = bitcast <2 x half> %2288 to i32, !dbg !61
  %2290 = insertelement <2 x half> poison, half %1885, i64 0, !dbg !61
  %2291 = insertelement <2 x half> %2290, half %1886, i64 1, !dbg !61
  %2292 = bitcast <2 x half> %2291 to i32, !dbg !61
  %2293 = insertelement <4 x i32> poison, i32 %2283, i64 0, !dbg !61
  %2294 = insertelement <4 x i32> %2293, i32 %2286, i64 1, !dbg !61
  %2295 = insertelement <4 x i32> %2294, i32 %2289, i64 2, !dbg !61
  %2296 = insertelement <4 x i32> %2295, i32 %2292, i64 3, !dbg !61
  store <4 x i32> %2296, ptr addrspace(3) %2124, align 16, !dbg !61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !61
  %2297 = load <4 x i32>, ptr addrspace(3) %2150, align 16, !dbg !61
  %2298 = load <4 x i32>, ptr addrspace(3) %2152, align 16, !dbg !61
  %2299 = load <4 x i32>, ptr addrspace(3) %2155, align 16, !dbg !61
  %2300 = load <4 x i32>, ptr addrspace(3) %2157, align 16, !dbg !61
  %2301 = load <4 x i32>, ptr addrspace(3) %2160, align 16, !dbg !61
  %2302 = load <4 x i32>, ptr addrspace(3) %2162, align 16, !dbg !61
  %2303 = load <4 x i32>, ptr addrspace(3) %2165, align 16, !dbg !61
  %2304 = load <4 x i32>, ptr addrspace(3) %2167, align 16, !dbg !61
  %.extract = extractelement <4 x i32> %2151, i64 0, !dbg !61
  %.extract576 = extractelement <4 x i32> %2156, i64 0, !dbg !61
  %.extract578 = extractelement <4 x i32> %2161, i64 0, !dbg !61
  %.extract580 = extractelement <4 x i32> %2166, i64 0, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract, i32 %.extract576, i32 %.extract578, i32 %.extract580, ptr addrspace(1) %1956, i1 %1981) #3, !dbg !61
  %.extract582 = extractelement <4 x i32> %2151, i64 1, !dbg !61
  %.extract584 = extractelement <4 x i32> %2156, i64 1, !dbg !61
  %.extract586 = extractelement <4 x i32> %2161, i64 1, !dbg !61
  %.extract588 = extractelement <4 x i32> %2166, i64 1, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract582, i32 %.extract584, i32 %.extract586, i32 %.extract588, ptr addrspace(1) %1957, i1 %1981) #3, !dbg !61
  %.extract590 = extractelement <4 x i32> %2153, i64 0, !dbg !61
  %.extract592 = extractelement <4 x i32> %2158, i64 0, !dbg !61
  %.extract594 = extractelement <4 x i32> %2163, i64 0, !dbg !61
  %.extract596 = extractelement <4 x i32> %2168, i64 0, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract590, i32 %.extract592, i32 %.extract594, i32 %.extract596, ptr addrspace(1) %1958, i1 %1982) #3, !dbg !61
  %.extract598 = extractelement <4 x i32> %2153, i64 1, !dbg !61
  %.extract600 = extractelement <4 x i32> %2158, i64 1, !dbg !61
  %.extract602 = extractelement <4 x i32> %2163, i64 1, !dbg !61
  %.extract604 = extractelement <4 x i32> %2168, i64 1, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract598, i32 %.extract600, i32 %.extract602, i32 %.extract604, ptr addrspace(1) %1959, i1 %1982) #3, !dbg !61
  %.extract606 = extractelement <4 x i32> %2151, i64 2, !dbg !61
  %.extract608 = extractelement <4 x i32> %2156, i64 2, !dbg !61
  %.extract610 = extractelement <4 x i32> %2161, i64 2, !dbg !61
  %.extract612 = extractelement <4 x i32> %2166, i64 2, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract606, i32 %.extract608, i32 %.extract610, i32 %.extract612, ptr addrspace(1) %1960, i1 %1983) #3, !dbg !61
  %.extract614 = extractelement <4 x i32> %2151, i64 3, !dbg !61
  %.extract616 = extractelement <4 x i32> %2156, i64 3, !dbg !61
  %.extract618 = extractelement <4 x i32> %2161, i64 3, !dbg !61
  %.extract620 = extractelement <4 x i32> %2166, i64 3, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract614, i32 %.extract616, i32 %.extract618, i32 %.extract620, ptr addrspace(1) %1961, i1 %1983) #3, !dbg !61
  %.extract622 = extractelement <4 x i32> %2153, i64 2, !dbg !61
  %.extract624 = extractelement <4 x i32> %2158, i64 2, !dbg !61
  %.extract626 = extractelement <4 x i32> %2163, i64 2, !dbg !61
  %.extract628 = extractelement <4 x i32> %2168, i64 2, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract622, i32 %.extract624, i32 %.extract626, i32 %.extract628, ptr addrspace(1) %1962, i1 %1984) #3, !dbg !61
  %.extract630 = extractelement <4 x i32> %2153, i64 3, !dbg !61
  %.extract632 = extractelement <4 x i32> %2158, i64 3, !dbg !61
  %.extract634 = extractelement <4 x i32> %2163, i64 3, !dbg !61
  %.extract636 = extractelement <4 x i32> %2168, i64 3, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract630, i32 %.extract632, i32 %.extract634, i32 %.extract636, ptr addrspace(1) %1963, i1 %1984) #3, !dbg !61
  %.extract638 = extractelement <4 x i32> %2297, i64 0, !dbg !61
  %.extract640 = extractelement <4 x i32> %2299, i64 0, !dbg !61
  %.extract642 = extractelement <4 x i32> %2301, i64 0, !dbg !61
  %.extract644 = extractelement <4 x i32> %2303, i64 0, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract638, i32 %.extract640, i32 %.extract642, i32 %.extract644, ptr addrspace(1) %1964, i1 %1985) #3, !dbg !61
  %.extract646 = extractelement <4 x i32> %2297, i64 1, !dbg !61
  %.extract648 = extractelement <4 x i32> %2299, i64 1, !dbg !61
  %.extract650 = extractelement <4 x i32> %2301, i64 1, !dbg !61
  %.extract652 = extractelement <4 x i32> %2303, i64 1, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract646, i32 %.extract648, i32 %.extract650, i32 %.extract652, ptr addrspace(1) %1965, i1 %1985) #3, !dbg !61
  %.extract654 = extractelement <4 x i32> %2298, i64 0, !dbg !61
  %.extract656 = extractelement <4 x i32> %2300, i64 0, !dbg !61
  %.extract658 = extractelement <4 x i32> %2302, i64 0, !dbg !61
  %.extract660 = extractelement <4 x i32> %2304, i64 0, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract654, i32 %.extract656, i32 %.extract658, i32 %.extract660, ptr addrspace(1) %1966, i1 %1986) #3, !dbg !61
  %.extract662 = extractelement <4 x i32> %2298, i64 1, !dbg !61
  %.extract664 = extractelement <4 x i32> %2300, i64 1, !dbg !61
  %.extract666 = extractelement <4 x i32> %2302, i64 1, !dbg !61
  %.extract668 = extractelement <4 x i32> %2304, i64 1, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract662, i32 %.extract664, i32 %.extract666, i32 %.extract668, ptr addrspace(1) %1967, i1 %1986) #3, !dbg !61
  %.extract670 = extractelement <4 x i32> %2297, i64 2, !dbg !61
  %.extract672 = extractelement <4 x i32> %2299, i64 2, !dbg !61
  %.extract674 = extractelement <4 x i32> %2301, i64 2, !dbg !61
  %.extract676 = extractelement <4 x i32> %2303, i64 2, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract670, i32 %.extract672, i32 %.extract674, i32 %.extract676, ptr addrspace(1) %1968, i1 %1987) #3, !dbg !61
  %.extract678 = extractelement <4 x i32> %2297, i64 3, !dbg !61
  %.extract680 = extractelement <4 x i32> %2299, i64 3, !dbg !61
  %.extract682 = extractelement <4 x i32> %2301, i64 3, !dbg !61
  %.extract684 = extractelement <4 x i32> %2303, i64 3, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract678, i32 %.extract680, i32 %.extract682, i32 %.extract684, ptr addrspace(1) %1969, i1 %1987) #3, !dbg !61
  %.extract686 = extractelement <4 x i32> %2298, i64 2, !dbg !61
  %.extract688 = extractelement <4 x i32> %2300, i64 2, !dbg !61
  %.extract690 = extractelement <4 x i32> %2302, i64 2, !dbg !61
  %.extract692 = extractelement <4 x i32> %2304, i64 2, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract686, i32 %.extract688, i32 %.extract690, i32 %.extract692, ptr addrspace(1) %1970, i1 %1988) #3, !dbg !61
  %.extract694 = extractelement <4 x i32> %2298, i64 3, !dbg !61
  %.extract696 = extractelement <4 x i32> %2300, i64 3, !dbg !61
  %.extract698 = extractelement <4 x i32> %2302, i64 3, !dbg !61
  %.extract700 = extractelement <4 x i32> %2304, i64 3, !dbg !61
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract694, i32 %.extract696, i32 %.extract698, i32 %.extract700, ptr addrspace(1) %1971, i1 %1988) #3, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nofree nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 17, type: !5, scopeLine: 17, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 20, column: 11, scope: !4)
!13 = !DILocation(line: 43, column: 13, scope: !14, inlinedAt: !16)
!14 = distinct !DILexicalBlockFile(scope: !4, file: !15, discriminator: 0)
!15 = !DIFile(filename: "standard.py", directory: "triton/language")
!16 = !DILocation(line: 21, column: 14, scope: !17)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!18 = !DILocation(line: 43, column: 12, scope: !14, inlinedAt: !16)
!19 = !DILocation(line: 43, column: 13, scope: !14, inlinedAt: !20)
!20 = !DILocation(line: 22, column: 14, scope: !17)
!21 = !DILocation(line: 43, column: 12, scope: !14, inlinedAt: !20)
!22 = !DILocation(line: 23, column: 13, scope: !4)
!23 = !DILocation(line: 24, column: 13, scope: !4)
!24 = !DILocation(line: 25, column: 15, scope: !4)
!25 = !DILocation(line: 26, column: 18, scope: !4)
!26 = !DILocation(line: 26, column: 14, scope: !4)
!27 = !DILocation(line: 27, column: 24, scope: !4)
!28 = !DILocation(line: 27, column: 13, scope: !4)
!29 = !DILocation(line: 28, column: 14, scope: !4)
!30 = !DILocation(line: 28, column: 13, scope: !4)
!31 = !DILocation(line: 29, column: 11, scope: !4)
!32 = !DILocation(line: 29, column: 24, scope: !4)
!33 = !DILocation(line: 29, column: 10, scope: !4)
!34 = !DILocation(line: 30, column: 11, scope: !4)
!35 = !DILocation(line: 30, column: 10, scope: !4)
!36 = !DILocation(line: 32, column: 17, scope: !4)
!37 = !DILocation(line: 32, column: 9, scope: !4)
!38 = !DILocation(line: 32, column: 43, scope: !4)
!39 = !DILocation(line: 33, column: 17, scope: !4)
!40 = !DILocation(line: 33, column: 9, scope: !4)
!41 = !DILocation(line: 43, column: 13, scope: !14, inlinedAt: !42)
!42 = !DILocation(line: 35, column: 23, scope: !17)
!43 = !DILocation(line: 43, column: 12, scope: !14, inlinedAt: !42)
!44 = !DILocation(line: 40, column: 14, scope: !4)
!45 = !DILocation(line: 35, column: 5, scope: !4)
!46 = !DILocation(line: 36, column: 29, scope: !4)
!47 = !DILocation(line: 36, column: 13, scope: !4)
!48 = !DILocation(line: 37, column: 29, scope: !4)
!49 = !DILocation(line: 37, column: 13, scope: !4)
!50 = !DILocation(line: 39, column: 9, scope: !4)
!51 = !DILocation(line: 40, column: 9, scope: !4)
!52 = !DILocation(line: 36, column: 43, scope: !4)
!53 = !DILocation(line: 38, column: 15, scope: !4)
!54 = !DILocation(line: 44, column: 17, scope: !4)
!55 = !DILocation(line: 34, column: 11, scope: !4)
!56 = !DILocation(line: 43, column: 17, scope: !4)
!57 = !DILocation(line: 43, column: 9, scope: !4)
!58 = !DILocation(line: 44, column: 43, scope: !4)
!59 = !DILocation(line: 44, column: 63, scope: !4)
!60 = !DILocation(line: 44, column: 42, scope: !4)
!61 = !DILocation(line: 44, column: 5, scope: !4)
!62 = !DILocation(line: 17, column: 1, scope: !4)
