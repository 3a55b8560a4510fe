; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @col_sum(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %8 = shl i32 %7, 6, !dbg !11
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %10 = and i32 %9, 64, !dbg !12
  %11 = lshr exact i32 %10, 6, !dbg !12
  %12 = and i32 %9, 63, !dbg !12
  %13 = or disjoint i32 %8, %12, !dbg !11
  %14 = icmp slt i32 %13, %3, !dbg !13
  %15 = icmp sgt i32 %2, 0, !dbg !14
  %16 = sext i32 %13 to i64
  br i1 %15, label %.lr.ph, label %._crit_edge, !dbg !14

.lr.ph:                                           ; preds = %6
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !14
  br label %17, !dbg !14

17:                                               ; preds = %.lr.ph, %17
  %18 = phi i32 [ 0, %.lr.ph ], [ %245, %17 ]
  %19 = phi <32 x i32> [ zeroinitializer, %.lr.ph ], [ %244, %17 ]
  %20 = or disjoint i32 %18, %11, !dbg !15
  %21 = or disjoint i32 %20, 2, !dbg !15
  %22 = or disjoint i32 %20, 4, !dbg !15
  %23 = or disjoint i32 %20, 6, !dbg !15
  %24 = or disjoint i32 %20, 8, !dbg !15
  %25 = or disjoint i32 %20, 10, !dbg !15
  %26 = or disjoint i32 %20, 12, !dbg !15
  %27 = or disjoint i32 %20, 14, !dbg !15
  %28 = or disjoint i32 %20, 16, !dbg !15
  %29 = or disjoint i32 %20, 18, !dbg !15
  %30 = or disjoint i32 %20, 20, !dbg !15
  %31 = or disjoint i32 %20, 22, !dbg !15
  %32 = or disjoint i32 %20, 24, !dbg !15
  %33 = or disjoint i32 %20, 26, !dbg !15
  %34 = or disjoint i32 %20, 28, !dbg !15
  %35 = or disjoint i32 %20, 30, !dbg !15
  %36 = or disjoint i32 %20, 32, !dbg !15
  %37 = or disjoint i32 %20, 34, !dbg !15
  %38 = or disjoint i32 %20, 36, !dbg !15
  %39 = or disjoint i32 %20, 38, !dbg !15
  %40 = or disjoint i32 %20, 40, !dbg !15
  %41 = or disjoint i32 %20, 42, !dbg !15
  %42 = or disjoint i32 %20, 44, !dbg !15
  %43 = or disjoint i32 %20, 46, !dbg !15
  %44 = or disjoint i32 %20, 48, !dbg !15
  %45 = or disjoint i32 %20, 50, !dbg !15
  %46 = or disjoint i32 %20, 52, !dbg !15
  %47 = or disjoint i32 %20, 54, !dbg !15
  %48 = or disjoint i32 %20, 56, !dbg !15
  %49 = or disjoint i32 %20, 58, !dbg !15
  %50 = or disjoint i32 %20, 60, !dbg !15
  %51 = or disjoint i32 %20, 62, !dbg !15
  %52 = icmp slt i32 %20, %2, !dbg !16
  %53 = icmp slt i32 %21, %2, !dbg !16
  %54 = icmp slt i32 %22, %2, !dbg !16
  %55 = icmp slt i32 %23, %2, !dbg !16
  %56 = icmp slt i32 %24, %2, !dbg !16
  %57 = icmp slt i32 %25, %2, !dbg !16
  %58 = icmp slt i32 %26, %2, !dbg !16
  %59 = icmp slt i32 %27, %2, !dbg !16
  %60 = icmp slt i32 %28, %2, !dbg !16
  %61 = icmp slt i32 %29, %2, !dbg !16
  %62 = icmp slt i32 %30, %2, !dbg !16
  %63 = icmp slt i32 %31, %2, !dbg !16
  %64 = icmp slt i32 %32, %2, !dbg !16
  %65 = icmp slt i32 %33, %2, !dbg !16
  %66 = icmp slt i32 %34, %2, !dbg !16
  %67 = icmp slt i32 %35, %2, !dbg !16
  %68 = icmp slt i32 %36, %2, !dbg !16
  %69 = icmp slt i32 %37, %2, !dbg !16
  %70 = icmp slt i32 %38, %2, !dbg !16
  %71 = icmp slt i32 %39, %2, !dbg !16
  %72 = icmp slt i32 %40, %2, !dbg !16
  %73 = icmp slt i32 %41, %2, !dbg !16
  %74 = icmp slt i32 %42, %2, !dbg !16
  %75 = icmp slt i32 %43, %2, !dbg !16
  %76 = icmp slt i32 %44, %2, !dbg !16
  %77 = icmp slt i32 %45, %2, !dbg !16
  %78 = icmp slt i32 %46, %2, !dbg !16
  %79 = icmp slt i32 %47, %2, !dbg !16
  %80 = icmp slt i32 %48, %2, !dbg !16
  %81 = icmp slt i32 %49, %2, !dbg !16
  %82 = icmp slt i32 %50, %2, !dbg !16
  %83 = icmp slt i32 %51, %2, !dbg !16
  %84 = and i1 %14, %52, !dbg !17
  %85 = and i1 %14, %53, !dbg !17
  %86 = and i1 %14, %54, !dbg !17
  %87 = and i1 %14, %55, !dbg !17
  %88 = and i1 %14, %56, !dbg !17
  %89 = and i1 %14, %57, !dbg !17
  %90 = and i1 %14, %58, !dbg !17
  %91 = and i1 %14, %59, !dbg !17
  %92 = and i1 %14, %60, !dbg !17
  %93 = and i1 %14, %61, !dbg !17
  %94 = and i1 %14, %62, !dbg !17
  %95 = and i1 %14, %63, !dbg !17
  %96 = and i1 %14, %64, !dbg !17
  %97 = and i1 %14, %65, !dbg !17
  %98 = and i1 %14, %66, !dbg !17
  %99 = and i1 %14, %67, !dbg !17
  %100 = and i1 %14, %68, !dbg !17
  %101 = and i1 %14, %69, !dbg !17
  %102 = and i1 %14, %70, !dbg !17
  %103 = and i1 %14, %71, !dbg !17
  %104 = and i1 %14, %72, !dbg !17
  %105 = and i1 %14, %73, !dbg !17
  %106 = and i1 %14, %74, !dbg !17
  %107 = and i1 %14, %75, !dbg !17
  %108 = and i1 %14, %76, !dbg !17
  %109 = and i1 %14, %77, !dbg !17
  %110 = and i1 %14, %78, !dbg !17
  %111 = and i1 %14, %79, !dbg !17
  %112 = and i1 %14, %80, !dbg !17
  %113 = and i1 %14, %81, !dbg !17
  %114 = and i1 %14, %82, !dbg !17
  %115 = and i1 %14, %83, !dbg !17
  %116 = mul i32 %20, %3, !dbg !18
  %117 = mul i32 %21, %3, !dbg !18
  %118 = mul i32 %22, %3, !dbg !18
  %119 = mul i32 %23, %3, !dbg !18
  %120 = mul i32 %24, %3, !dbg !18
  %121 = mul i32 %25, %3, !dbg !18
  %122 = mul i32 %26, %3, !dbg !18
  %123 = mul i32 %27, %3, !dbg !18
  %124 = mul i32 %28, %3, !dbg !18
  %125 = mul i32 %29, %3, !dbg !18
  %126 = mul i32 %30, %3, !dbg !18
  %127 = mul i32 %31, %3, !dbg !18
  %128 = mul i32 %32, %3, !dbg !18
  %129 = mul i32 %33, %3, !dbg !18
  %130 = mul i32 %34, %3, !dbg !18
  %131 = mul i32 %35, %3, !dbg !18
  %132 = mul i32 %36, %3, !dbg !18
  %133 = mul i32 %37, %3, !dbg !18
  %134 = mul i32 %38, %3, !dbg !18
  %135 = mul i32 %39, %3, !dbg !18
  %136 = mul i32 %40, %3, !dbg !18
  %137 = mul i32 %41, %3, !dbg !18
  %138 = mul i32 %42, %3, !dbg !18
  %139 = mul i32 %43, %3, !dbg !18
  %140 = mul i32 %44, %3, !dbg !18
  %141 = mul i32 %45, %3, !dbg !18
  %142 = mul i32 %46, %3, !dbg !18
  %143 = mul i32 %47, %3, !dbg !18
  %144 = mul i32 %48, %3, !dbg !18
  %145 = mul i32 %49, %3, !dbg !18
  %146 = mul i32 %50, %3, !dbg !18
  %147 = mul i32 %51, %3, !dbg !18
  %148 = sext i32 %116 to i64, !dbg !19
  %149 = sext i32 %117 to i64, !dbg !19
  %150 = sext i32 %118 to i64, !dbg !19
  %151 = sext i32 %119 to i64, !dbg !19
  %152 = sext i32 %120 to i64, !dbg !19
  %153 = sext i32 %121 to i64, !dbg !19
  %154 = sext i32 %122 to i64, !dbg !19
  %155 = sext i32 %123 to i64, !dbg !19
  %156 = sext i32 %124 to i64, !dbg !19
  %157 = sext i32 %125 to i64, !dbg !19
  %158 = sext i32 %126 to i64, !dbg !19
  %159 = sext i32 %127 to i64, !dbg !19
  %160 = sext i32 %128 to i64, !dbg !19
  %161 = sext i32 %129 to i64, !dbg !19
  %162 = sext i32 %130 to i64, !dbg !19
  %163 = sext i32 %131 to i64, !dbg !19
  %164 = sext i32 %132 to i64, !dbg !19
  %165 = sext i32 %133 to i64, !dbg !19
  %166 = sext i32 %134 to i64, !dbg !19
  %167 = sext i32 %135 to i64, !dbg !19
  %168 = sext i32 %136 to i64, !dbg !19
  %169 = sext i32 %137 to i64, !dbg !19
  %170 = sext i32 %138 to i64, !dbg !19
  %171 = sext i32 %139 to i64, !dbg !19
  %172 = sext i32 %140 to i64, !dbg !19
  %173 = sext i32 %141 to i64, !dbg !19
  %174 = sext i32 %142 to i64, !dbg !19
  %175 = sext i32 %143 to i64, !dbg !19
  %176 = sext i32 %144 to i64, !dbg !19
  %177 = sext i32 %145 to i64, !dbg !19
  %178 = sext i32 %146 to i64, !dbg !19
  %179 = sext i32 %147 to i64, !dbg !19
  %gep = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %148, !dbg !19
  %gep3 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %149, !dbg !19
  %gep5 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %150, !dbg !19
  %gep7 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %151, !dbg !19
  %gep9 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %152, !dbg !19
  %gep11 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %153, !dbg !19
  %gep13 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %154, !dbg !19
  %gep15 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %155, !dbg !19
  %gep17 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %156, !dbg !19
  %gep19 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %157, !dbg !19
  %gep21 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %158, !dbg !19
  %gep23 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %159, !dbg !19
  %gep25 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %160, !dbg !19
  %gep27 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %161, !dbg !19
  %gep29 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %162, !dbg !19
  %gep31 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %163, !dbg !19
  %gep33 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %164, !dbg !19
  %gep35 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %165, !dbg !19
  %gep37 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %166, !dbg !19
  %gep39 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %167, !dbg !19
  %gep41 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %168, !dbg !19
  %gep43 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %169, !dbg !19
  %gep45 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %170, !dbg !19
  %gep47 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %171, !dbg !19
  %gep49 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %172, !dbg !19
  %gep51 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %173, !dbg !19
  %gep53 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %174, !dbg !19
  %gep55 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %175, !dbg !19
  %gep57 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %176, !dbg !19
  %gep59 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %177, !dbg !19
  %gep61 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %178, !dbg !19
  %gep63 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %179, !dbg !19
  %180 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep, i1 %84) #5, !dbg !20
  %181 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep3, i1 %85) #5, !dbg !20
  %182 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep5, i1 %86) #5, !dbg !20
  %183 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep7, i1 %87) #5, !dbg !20
  %184 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep9, i1 %88) #5, !dbg !20
  %185 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep11, i1 %89) #5, !dbg !20
  %186 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep13, i1 %90) #5, !dbg !20
  %187 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep15, i1 %91) #5, !dbg !20
  %188 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep17, i1 %92) #5, !dbg !20
  %189 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep19, i1 %93) #5, !dbg !20
  %190 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep21, i1 %94) #5, !dbg !20
  %191 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep23, i1 %95) #5, !dbg !20
  %192 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep25, i1 %96) #5, !dbg !20
  %193 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep27, i1 %97) #5, !dbg !20
  %194 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep29, i1 %98) #5, !dbg !20
  %195 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep31, i1 %99) #5, !dbg !20
  %196 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep33, i1 %100) #5, !dbg !20
  %197 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep35, i1 %101) #5, !dbg !20
  %198 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep37, i1 %102) #5, !dbg !20
  %199 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep39, i1 %103) #5, !dbg !20
  %200 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep41, i1 %104) #5, !dbg !20
  %201 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep43, i1 %105) #5, !dbg !20
  %202 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep45, i1 %106) #5, !dbg !20
  %203 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep47, i1 %107) #5, !dbg !20
  %204 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep49, i1 %108) #5, !dbg !20
  %205 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep51, i1 %109) #5, !dbg !20
  %206 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep53, i1 %110) #5, !dbg !20
  %207 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep55, i1 %111) #5, !dbg !20
  %208 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep57, i1 %112) #5, !dbg !20
  %209 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep59, i1 %113) #5, !dbg !20
  %210 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep61, i1 %114) #5, !dbg !20
  %211 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep63, i1 %115) #5, !dbg !20
  %212 = insertelement <32 x i32> poison, i32 %180, i64 0, !dbg !21
  %213 = insertelement <32 x i32> %212, i32 %181, i64 1, !dbg !21
  %214 = insertelement <32 x i32> %213, i32 %183, i64 2, !dbg !21
  %215 = insertelement <32 x i32> %214, i32 %182, i64 3, !dbg !21
  %216 = insertelement <32 x i32> %215, i32 %185, i64 4, !dbg !21
  %217 = insertelement <32 x i32> %216, i32 %184, i64 5, !dbg !21
  %218 = insertelement <32 x i32> %217, i32 %187, i64 6, !dbg !21
  %219 = insertelement <32 x i32> %218, i32 %186, i64 7, !dbg !21
  %220 = insertelement <32 x i32> %219, i32 %189, i64 8, !dbg !21
  %221 = insertelement <32 x i32> %220, i32 %188, i64 9, !dbg !21
  %222 = insertelement <32 x i32> %221, i32 %191, i64 10, !dbg !21
  %223 = insertelement <32 x i32> %222, i32 %190, i64 11, !dbg !21
  %224 = insertelement <32 x i32> %223, i32 %193, i64 12, !dbg !21
  %225 = insertelement <32 x i32> %224, i32 %192, i64 13, !dbg !21
  %226 = insertelement <32 x i32> %225, i32 %195, i64 14, !dbg !21
  %227 = insertelement <32 x i32> %226, i32 %194, i64 15, !dbg !21
  %228 = insertelement <32 x i32> %227, i32 %197, i64 16, !dbg !21
  %229 = insertelement <32 x i32> %228, i32 %196, i64 17, !dbg !21
  %230 = insertelement <32 x i32> %229, i32 %199, i64 18, !dbg !21
  %231 = insertelement <32 x i32> %230, i32 %198, i64 19, !dbg !21
  %232 = insertelement <32 x i32> %231, i32 %201, i64 20, !dbg !21
  %233 = insertelement <32 x i32> %232, i32 %200, i64 21, !dbg !21
  %234 = insertelement <32 x i32> %233, i32 %203, i64 22, !dbg !21
  %235 = insertelement <32 x i32> %234, i32 %202, i64 23, !dbg !21
  %236 = insertelement <32 x i32> %235, i32 %205, i64 24, !dbg !21
  %237 = insertelement <32 x i32> %236, i32 %204, i64 25, !dbg !21
  %238 = insertelement <32 x i32> %237, i32 %207, i64 26, !dbg !21
  %239 = insertelement <32 x i32> %238, i32 %206, i64 27, !dbg !21
  %240 = insertelement <32 x i32> %239, i32 %209, i64 28, !dbg !21
  %241 = insertelement <32 x i32> %240, i32 %208, i64 29, !dbg !21
  %242 = insertelement <32 x i32> %241, i32 %211, i64 30, !dbg !21
  %243 = insertelement <32 x i32> %242, i32 %210, i64 31, !dbg !21
  %244 = add <32 x i32> %243, %19, !dbg !21
  %245 = add i32 %18, 64, !dbg !14
  %246 = icmp slt i32 %245, %2, !dbg !14
  br i1 %246, label %17, label %._crit_edge.loopexit, !dbg !14

._crit_edge.loopexit:                             ; preds = %17
  %247 = tail call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %244), !dbg !22
  br label %._crit_edge, !dbg !22

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %6
  %248 = phi i32 [ 0, %6 ], [ %247, %._crit_edge.loopexit ], !dbg !23
  %249 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !22
  %250 = shl nuw nsw i32 %12, 2, !dbg !26
  %251 = icmp eq i32 %10, 0, !dbg !26
  %252 = select i1 %251, i32 0, i32 260, !dbg !26
  %253 = xor i32 %252, %250, !dbg !26
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %253, !dbg !26
  %255 = insertelement <1 x i32> poison, i32 %248, i64 0, !dbg !26
  store <1 x i32> %255, ptr addrspace(3) %254, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %256 = shl nuw nsw i32 %9, 2, !dbg !26
  %257 = and i32 %256, 248, !dbg !26
  %258 = and i32 %9, 1, !dbg !26
  %259 = icmp eq i32 %258, 0, !dbg !26
  %260 = select i1 %259, i32 0, i32 260, !dbg !26
  %261 = lshr exact i32 %10, 4, !dbg !26
  %262 = or disjoint i32 %260, %257, !dbg !26
  %263 = xor i32 %262, %261, !dbg !26
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %263, !dbg !26
  %265 = load i32, ptr addrspace(3) %264, align 4, !dbg !26
  %266 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %265, i32 1, i32 31), !dbg !26
  %267 = add i32 %266, %265, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %257, !dbg !26
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 %261, !dbg !26
  %270 = insertelement <1 x i32> poison, i32 %267, i64 0, !dbg !26
  store <1 x i32> %270, ptr addrspace(3) %269, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %250, !dbg !26
  %272 = load i32, ptr addrspace(3) %271, align 4, !dbg !26
  %273 = and i1 %251, %14, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %272, ptr addrspace(1) %249, i1 %273) #5, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt28/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "col_sum", linkageName: "col_sum", scope: !1, file: !1, line: 188, type: !5, scopeLine: 188, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 190, column: 12, scope: !4)
!12 = !DILocation(line: 190, column: 36, scope: !4)
!13 = !DILocation(line: 194, column: 36, scope: !4)
!14 = !DILocation(line: 192, column: 5, scope: !4)
!15 = !DILocation(line: 193, column: 13, scope: !4)
!16 = !DILocation(line: 194, column: 14, scope: !4)
!17 = !DILocation(line: 194, column: 13, scope: !4)
!18 = !DILocation(line: 195, column: 33, scope: !4)
!19 = !DILocation(line: 195, column: 24, scope: !4)
!20 = !DILocation(line: 195, column: 16, scope: !4)
!21 = !DILocation(line: 195, column: 9, scope: !4)
!22 = !DILocation(line: 196, column: 14, scope: !4)
!23 = !DILocation(line: 287, column: 12, scope: !24, inlinedAt: !26)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !25, discriminator: 0)
!25 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!26 = !DILocation(line: 314, column: 12, scope: !24, inlinedAt: !27)
!27 = !DILocation(line: 196, column: 30, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!29 = !DILocation(line: 196, column: 5, scope: !4)
!30 = !DILocation(line: 188, column: 1, scope: !4)
