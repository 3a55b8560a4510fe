; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @cumsum_rows(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = and i32 %7, 31, !dbg !12
  %9 = and i32 %7, 127, !dbg !12
  %10 = or disjoint i32 %9, 128, !dbg !12
  %11 = or disjoint i32 %9, 256, !dbg !12
  %12 = or disjoint i32 %9, 384, !dbg !12
  %13 = or disjoint i32 %9, 512, !dbg !12
  %14 = or disjoint i32 %9, 640, !dbg !12
  %15 = or disjoint i32 %9, 768, !dbg !12
  %16 = or i32 %7, 896, !dbg !12
  %17 = icmp slt i32 %9, %2, !dbg !13
  %18 = icmp slt i32 %10, %2, !dbg !13
  %19 = icmp slt i32 %11, %2, !dbg !13
  %20 = icmp slt i32 %12, %2, !dbg !13
  %21 = icmp slt i32 %13, %2, !dbg !13
  %22 = icmp slt i32 %14, %2, !dbg !13
  %23 = icmp slt i32 %15, %2, !dbg !13
  %24 = icmp slt i32 %16, %2, !dbg !13
  %25 = mul i32 %2, %6, !dbg !14
  %26 = sext i32 %25 to i64, !dbg !15
  %27 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26, !dbg !15
  %28 = zext nneg i32 %9 to i64, !dbg !15
  %29 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %28, !dbg !15
  %30 = zext nneg i32 %10 to i64, !dbg !15
  %31 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %30, !dbg !15
  %32 = zext nneg i32 %11 to i64, !dbg !15
  %33 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %32, !dbg !15
  %34 = zext nneg i32 %12 to i64, !dbg !15
  %35 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %34, !dbg !15
  %36 = zext nneg i32 %13 to i64, !dbg !15
  %37 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %36, !dbg !15
  %38 = zext nneg i32 %14 to i64, !dbg !15
  %39 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %38, !dbg !15
  %40 = zext nneg i32 %15 to i64, !dbg !15
  %41 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %40, !dbg !15
  %42 = zext nneg i32 %16 to i64, !dbg !15
  %43 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %42, !dbg !15
  %44 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %29, i1 %17) #4, !dbg !16
  %45 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %31, i1 %18) #4, !dbg !16
  %46 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %33, i1 %19) #4, !dbg !16
  %47 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %35, i1 %20) #4, !dbg !16
  %48 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %37, i1 %21) #4, !dbg !16
  %49 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %39, i1 %22) #4, !dbg !16
  %50 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %41, i1 %23) #4, !dbg !16
  %51 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %43, i1 %24) #4, !dbg !16
  %52 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %26, !dbg !17
  %53 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %28, !dbg !17
  %54 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %30, !dbg !17
  %55 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %32, !dbg !17
  %56 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %34, !dbg !17
  %57 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %36, !dbg !17
  %58 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %38, !dbg !17
  %59 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %40, !dbg !17
  %60 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %42, !dbg !17
  %61 = lshr i32 %7, 5, !dbg !18
  %62 = and i32 %61, 3, !dbg !18
  %63 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %44, i32 1, i32 0), !dbg !18
  %.not = icmp eq i32 %8, 0, !dbg !18
  %64 = select i1 %.not, i32 0, i32 %63, !dbg !18
  %65 = add i32 %64, %44, !dbg !18
  %66 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %65, i32 2, i32 0), !dbg !18
  %67 = icmp samesign ugt i32 %8, 1, !dbg !18
  %68 = select i1 %67, i32 %66, i32 0, !dbg !18
  %69 = add i32 %65, %68, !dbg !18
  %70 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 4, i32 0), !dbg !18
  %71 = icmp samesign ugt i32 %8, 3, !dbg !18
  %72 = select i1 %71, i32 %70, i32 0, !dbg !18
  %73 = add i32 %69, %72, !dbg !18
  %74 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 8, i32 0), !dbg !18
  %75 = icmp samesign ugt i32 %8, 7, !dbg !18
  %76 = select i1 %75, i32 %74, i32 0, !dbg !18
  %77 = add i32 %73, %76, !dbg !18
  %78 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %77, i32 16, i32 0), !dbg !18
  %79 = icmp samesign ugt i32 %8, 15, !dbg !18
  %80 = select i1 %79, i32 %78, i32 0, !dbg !18
  %81 = add i32 %77, %80, !dbg !18
  %82 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 1, i32 0), !dbg !18
  %83 = select i1 %.not, i32 0, i32 %82, !dbg !18
  %84 = add i32 %83, %45, !dbg !18
  %85 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %84, i32 2, i32 0), !dbg !18
  %86 = select i1 %67, i32 %85, i32 0, !dbg !18
  %87 = add i32 %84, %86, !dbg !18
  %88 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %87, i32 4, i32 0), !dbg !18
  %89 = select i1 %71, i32 %88, i32 0, !dbg !18
  %90 = add i32 %87, %89, !dbg !18
  %91 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %90, i32 8, i32 0), !dbg !18
  %92 = select i1 %75, i32 %91, i32 0, !dbg !18
  %93 = add i32 %90, %92, !dbg !18
  %94 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %93, i32 16, i32 0), !dbg !18
  %95 = select i1 %79, i32 %94, i32 0, !dbg !18
  %96 = add i32 %93, %95, !dbg !18
  %97 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 1, i32 0), !dbg !18
  %98 = select i1 %.not, i32 0, i32 %97, !dbg !18
  %99 = add i32 %98, %46, !dbg !18
  %100 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 2, i32 0), !dbg !18
  %101 = select i1 %67, i32 %100, i32 0, !dbg !18
  %102 = add i32 %99, %101, !dbg !18
  %103 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %102, i32 4, i32 0), !dbg !18
  %104 = select i1 %71, i32 %103, i32 0, !dbg !18
  %105 = add i32 %102, %104, !dbg !18
  %106 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %105, i32 8, i32 0), !dbg !18
  %107 = select i1 %75, i32 %106, i32 0, !dbg !18
  %108 = add i32 %105, %107, !dbg !18
  %109 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 16, i32 0), !dbg !18
  %110 = select i1 %79, i32 %109, i32 0, !dbg !18
  %111 = add i32 %108, %110, !dbg !18
  %112 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %47, i32 1, i32 0), !dbg !18
  %113 = select i1 %.not, i32 0, i32 %112, !dbg !18
  %114 = add i32 %113, %47, !dbg !18
  %115 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %114, i32 2, i32 0), !dbg !18
  %116 = select i1 %67, i32 %115, i32 0, !dbg !18
  %117 = add i32 %114, %116, !dbg !18
  %118 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %117, i32 4, i32 0), !dbg !18
  %119 = select i1 %71, i32 %118, i32 0, !dbg !18
  %120 = add i32 %117, %119, !dbg !18
  %121 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %120, i32 8, i32 0), !dbg !18
  %122 = select i1 %75, i32 %121, i32 0, !dbg !18
  %123 = add i32 %120, %122, !dbg !18
  %124 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %123, i32 16, i32 0), !dbg !18
  %125 = select i1 %79, i32 %124, i32 0, !dbg !18
  %126 = add i32 %123, %125, !dbg !18
  %127 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %48, i32 1, i32 0), !dbg !18
  %128 = select i1 %.not, i32 0, i32 %127, !dbg !18
  %129 = add i32 %128, %48, !dbg !18
  %130 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %129, i32 2, i32 0), !dbg !18
  %131 = select i1 %67, i32 %130, i32 0, !dbg !18
  %132 = add i32 %129, %131, !dbg !18
  %133 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %132, i32 4, i32 0), !dbg !18
  %134 = select i1 %71, i32 %133, i32 0, !dbg !18
  %135 = add i32 %132, %134, !dbg !18
  %136 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %135, i32 8, i32 0), !dbg !18
  %137 = select i1 %75, i32 %136, i32 0, !dbg !18
  %138 = add i32 %135, %137, !dbg !18
  %139 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %138, i32 16, i32 0), !dbg !18
  %140 = select i1 %79, i32 %139, i32 0, !dbg !18
  %141 = add i32 %138, %140, !dbg !18
  %142 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %49, i32 1, i32 0), !dbg !18
  %143 = select i1 %.not, i32 0, i32 %142, !dbg !18
  %144 = add i32 %143, %49, !dbg !18
  %145 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %144, i32 2, i32 0), !dbg !18
  %146 = select i1 %67, i32 %145, i32 0, !dbg !18
  %147 = add i32 %144, %146, !dbg !18
  %148 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %147, i32 4, i32 0), !dbg !18
  %149 = select i1 %71, i32 %148, i32 0, !dbg !18
  %150 = add i32 %147, %149, !dbg !18
  %151 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %150, i32 8, i32 0), !dbg !18
  %152 = select i1 %75, i32 %151, i32 0, !dbg !18
  %153 = add i32 %150, %152, !dbg !18
  %154 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %153, i32 16, i32 0), !dbg !18
  %155 = select i1 %79, i32 %154, i32 0, !dbg !18
  %156 = add i32 %153, %155, !dbg !18
  %157 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 1, i32 0), !dbg !18
  %158 = select i1 %.not, i32 0, i32 %157, !dbg !18
  %159 = add i32 %158, %50, !dbg !18
  %160 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %159, i32 2, i32 0), !dbg !18
  %161 = select i1 %67, i32 %160, i32 0, !dbg !18
  %162 = add i32 %159, %161, !dbg !18
  %163 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %162, i32 4, i32 0), !dbg !18
  %164 = select i1 %71, i32 %163, i32 0, !dbg !18
  %165 = add i32 %162, %164, !dbg !18
  %166 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %165, i32 8, i32 0), !dbg !18
  %167 = select i1 %75, i32 %166, i32 0, !dbg !18
  %168 = add i32 %165, %167, !dbg !18
  %169 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %168, i32 16, i32 0), !dbg !18
  %170 = select i1 %79, i32 %169, i32 0, !dbg !18
  %171 = add i32 %168, %170, !dbg !18
  %172 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %51, i32 1, i32 0), !dbg !18
  %173 = select i1 %.not, i32 0, i32 %172, !dbg !18
  %174 = add i32 %173, %51, !dbg !18
  %175 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %174, i32 2, i32 0), !dbg !18
  %176 = select i1 %67, i32 %175, i32 0, !dbg !18
  %177 = add i32 %174, %176, !dbg !18
  %178 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %177, i32 4, i32 0), !dbg !18
  %179 = select i1 %71, i32 %178, i32 0, !dbg !18
  %180 = add i32 %177, %179, !dbg !18
  %181 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %180, i32 8, i32 0), !dbg !18
  %182 = select i1 %75, i32 %181, i32 0, !dbg !18
  %183 = add i32 %180, %182, !dbg !18
  %184 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %183, i32 16, i32 0), !dbg !18
  %185 = select i1 %79, i32 %184, i32 0, !dbg !18
  %186 = add i32 %183, %185, !dbg !18
  %187 = icmp eq i32 %8, 31, !dbg !18
  %188 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %62, !dbg !18
  %189 = insertelement <1 x i32> poison, i32 %81, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %188, <1 x i32> %189, i1 %187) #4, !dbg !18
  %190 = getelementptr i8, ptr addrspace(3) %188, i32 16, !dbg !18
  %191 = insertelement <1 x i32> poison, i32 %96, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %190, <1 x i32> %191, i1 %187) #4, !dbg !18
  %192 = getelementptr i8, ptr addrspace(3) %188, i32 32, !dbg !18
  %193 = insertelement <1 x i32> poison, i32 %111, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %192, <1 x i32> %193, i1 %187) #4, !dbg !18
  %194 = getelementptr i8, ptr addrspace(3) %188, i32 48, !dbg !18
  %195 = insertelement <1 x i32> poison, i32 %126, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %194, <1 x i32> %195, i1 %187) #4, !dbg !18
  %196 = getelementptr i8, ptr addrspace(3) %188, i32 64, !dbg !18
  %197 = insertelement <1 x i32> poison, i32 %141, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %196, <1 x i32> %197, i1 %187) #4, !dbg !18
  %198 = getelementptr i8, ptr addrspace(3) %188, i32 80, !dbg !18
  %199 = insertelement <1 x i32> poison, i32 %156, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %198, <1 x i32> %199, i1 %187) #4, !dbg !18
  %200 = getelementptr i8, ptr addrspace(3) %188, i32 96, !dbg !18
  %201 = insertelement <1 x i32> poison, i32 %171, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %200, <1 x i32> %201, i1 %187) #4, !dbg !18
  %202 = or i32 %61, 28, !dbg !18
  %203 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %202, !dbg !18
  %204 = insertelement <1 x i32> poison, i32 %186, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %203, <1 x i32> %204, i1 %187) #4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %.not1 = icmp eq i32 %62, 0, !dbg !18
  %205 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %206 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !18
  %207 = icmp samesign ugt i32 %62, 1, !dbg !18
  %208 = add i32 %206, %205, !dbg !23
  %209 = select i1 %207, i32 %208, i32 %205, !dbg !18
  %210 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !18
  %211 = icmp eq i32 %62, 3, !dbg !18
  %212 = add i32 %208, %210, !dbg !23
  %213 = select i1 %211, i32 %212, i32 %209, !dbg !18
  %214 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12), align 4, !dbg !18
  %215 = add i32 %212, %214, !dbg !23
  %216 = select i1 %.not1, i32 0, i32 %213, !dbg !18
  %217 = add i32 %216, %81, !dbg !18
  %218 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %217, i32 1, i32 0), !dbg !18
  %219 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), align 16, !dbg !18
  %220 = add i32 %219, %215, !dbg !23
  %221 = select i1 %.not1, i32 %215, i32 %220, !dbg !18
  %222 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20), align 4, !dbg !18
  %223 = add i32 %220, %222, !dbg !23
  %224 = select i1 %207, i32 %223, i32 %221, !dbg !18
  %225 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24), align 8, !dbg !18
  %226 = add i32 %223, %225, !dbg !23
  %227 = select i1 %211, i32 %226, i32 %224, !dbg !18
  %228 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28), align 4, !dbg !18
  %229 = add i32 %226, %228, !dbg !23
  %230 = add i32 %227, %96, !dbg !23
  %231 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %230, i32 1, i32 0), !dbg !18
  %232 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32), align 16, !dbg !18
  %233 = add i32 %232, %229, !dbg !23
  %234 = select i1 %.not1, i32 %229, i32 %233, !dbg !18
  %235 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36), align 4, !dbg !18
  %236 = add i32 %233, %235, !dbg !23
  %237 = select i1 %207, i32 %236, i32 %234, !dbg !18
  %238 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40), align 8, !dbg !18
  %239 = add i32 %236, %238, !dbg !23
  %240 = select i1 %211, i32 %239, i32 %237, !dbg !18
  %241 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44), align 4, !dbg !18
  %242 = add i32 %239, %241, !dbg !23
  %243 = add i32 %240, %111, !dbg !23
  %244 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %243, i32 1, i32 0), !dbg !18
  %245 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 48), align 16, !dbg !18
  %246 = add i32 %245, %242, !dbg !23
  %247 = select i1 %.not1, i32 %242, i32 %246, !dbg !18
  %248 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52), align 4, !dbg !18
  %249 = add i32 %246, %248, !dbg !23
  %250 = select i1 %207, i32 %249, i32 %247, !dbg !18
  %251 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 56), align 8, !dbg !18
  %252 = add i32 %249, %251, !dbg !23
  %253 = select i1 %211, i32 %252, i32 %250, !dbg !18
  %254 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 60), align 4, !dbg !18
  %255 = add i32 %252, %254, !dbg !23
  %256 = add i32 %253, %126, !dbg !23
  %257 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %256, i32 1, i32 0), !dbg !18
  %258 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 64), align 16, !dbg !18
  %259 = add i32 %258, %255, !dbg !23
  %260 = select i1 %.not1, i32 %255, i32 %259, !dbg !18
  %261 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 68), align 4, !dbg !18
  %262 = add i32 %259, %261, !dbg !23
  %263 = select i1 %207, i32 %262, i32 %260, !dbg !18
  %264 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 72), align 8, !dbg !18
  %265 = add i32 %262, %264, !dbg !23
  %266 = select i1 %211, i32 %265, i32 %263, !dbg !18
  %267 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 76), align 4, !dbg !18
  %268 = add i32 %265, %267, !dbg !23
  %269 = add i32 %266, %141, !dbg !23
  %270 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %269, i32 1, i32 0), !dbg !18
  %271 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 80), align 16, !dbg !18
  %272 = add i32 %271, %268, !dbg !23
  %273 = select i1 %.not1, i32 %268, i32 %272, !dbg !18
  %274 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 84), align 4, !dbg !18
  %275 = add i32 %272, %274, !dbg !23
  %276 = select i1 %207, i32 %275, i32 %273, !dbg !18
  %277 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 88), align 8, !dbg !18
  %278 = add i32 %275, %277, !dbg !23
  %279 = select i1 %211, i32 %278, i32 %276, !dbg !18
  %280 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 92), align 4, !dbg !18
  %281 = add i32 %278, %280, !dbg !23
  %282 = add i32 %279, %156, !dbg !23
  %283 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %282, i32 1, i32 0), !dbg !18
  %284 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 96), align 16, !dbg !18
  %285 = add i32 %284, %281, !dbg !23
  %286 = select i1 %.not1, i32 %281, i32 %285, !dbg !18
  %287 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 100), align 4, !dbg !18
  %288 = add i32 %285, %287, !dbg !23
  %289 = select i1 %207, i32 %288, i32 %286, !dbg !18
  %290 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 104), align 8, !dbg !18
  %291 = add i32 %288, %290, !dbg !23
  %292 = select i1 %211, i32 %291, i32 %289, !dbg !18
  %293 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 108), align 4, !dbg !18
  %294 = add i32 %291, %293, !dbg !23
  %295 = add i32 %292, %171, !dbg !23
  %296 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %295, i32 1, i32 0), !dbg !18
  %297 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 112), align 16, !dbg !18
  %298 = add i32 %297, %294, !dbg !23
  %299 = select i1 %.not1, i32 %294, i32 %298, !dbg !18
  %300 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 116), align 4, !dbg !18
  %301 = add i32 %298, %300, !dbg !23
  %302 = select i1 %207, i32 %301, i32 %299, !dbg !18
  %303 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 120), align 8, !dbg !18
  %304 = add i32 %301, %303, !dbg !23
  %305 = select i1 %211, i32 %304, i32 %302, !dbg !18
  %306 = add i32 %305, %186, !dbg !23
  %307 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %306, i32 1, i32 0), !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %217, ptr addrspace(1) %53, i1 %17) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %230, ptr addrspace(1) %54, i1 %18) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %243, ptr addrspace(1) %55, i1 %19) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %256, ptr addrspace(1) %56, i1 %20) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %269, ptr addrspace(1) %57, i1 %21) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %282, ptr addrspace(1) %58, i1 %22) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %295, ptr addrspace(1) %59, i1 %23) #4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %306, ptr addrspace(1) %60, i1 %24) #4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "cumsum_rows", linkageName: "cumsum_rows", scope: !1, file: !1, line: 145, type: !5, scopeLine: 145, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 146, column: 11, scope: !4)
!12 = !DILocation(line: 147, column: 12, scope: !4)
!13 = !DILocation(line: 148, column: 52, scope: !4)
!14 = !DILocation(line: 148, column: 26, scope: !4)
!15 = !DILocation(line: 148, column: 17, scope: !4)
!16 = !DILocation(line: 148, column: 9, scope: !4)
!17 = !DILocation(line: 149, column: 14, scope: !4)
!18 = !DILocation(line: 358, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 149, column: 45, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !18)
!24 = !DILocation(line: 149, column: 5, scope: !4)
!25 = !DILocation(line: 145, column: 1, scope: !4)
