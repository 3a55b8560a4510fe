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
  %18 = phi i32 [ 0, %.lr.ph ], [ %243, %17 ]
  %19 = phi i32 [ 0, %.lr.ph ], [ %244, %17 ]
  %20 = phi i32 [ 0, %.lr.ph ], [ %245, %17 ]
  %21 = phi i32 [ 0, %.lr.ph ], [ %246, %17 ]
  %22 = phi i32 [ 0, %.lr.ph ], [ %247, %17 ]
  %23 = phi i32 [ 0, %.lr.ph ], [ %248, %17 ]
  %24 = phi i32 [ 0, %.lr.ph ], [ %249, %17 ]
  %25 = phi i32 [ 0, %.lr.ph ], [ %250, %17 ]
  %26 = phi i32 [ 0, %.lr.ph ], [ %251, %17 ]
  %27 = phi i32 [ 0, %.lr.ph ], [ %252, %17 ]
  %28 = phi i32 [ 0, %.lr.ph ], [ %253, %17 ]
  %29 = phi i32 [ 0, %.lr.ph ], [ %254, %17 ]
  %30 = phi i32 [ 0, %.lr.ph ], [ %255, %17 ]
  %31 = phi i32 [ 0, %.lr.ph ], [ %256, %17 ]
  %32 = phi i32 [ 0, %.lr.ph ], [ %257, %17 ]
  %33 = phi i32 [ 0, %.lr.ph ], [ %258, %17 ]
  %34 = phi i32 [ 0, %.lr.ph ], [ %259, %17 ]
  %35 = phi i32 [ 0, %.lr.ph ], [ %260, %17 ]
  %36 = phi i32 [ 0, %.lr.ph ], [ %261, %17 ]
  %37 = phi i32 [ 0, %.lr.ph ], [ %262, %17 ]
  %38 = phi i32 [ 0, %.lr.ph ], [ %263, %17 ]
  %39 = phi i32 [ 0, %.lr.ph ], [ %264, %17 ]
  %40 = phi i32 [ 0, %.lr.ph ], [ %265, %17 ]
  %41 = phi i32 [ 0, %.lr.ph ], [ %266, %17 ]
  %42 = phi i32 [ 0, %.lr.ph ], [ %267, %17 ]
  %43 = phi i32 [ 0, %.lr.ph ], [ %268, %17 ]
  %44 = phi i32 [ 0, %.lr.ph ], [ %269, %17 ]
  %45 = phi i32 [ 0, %.lr.ph ], [ %270, %17 ]
  %46 = phi i32 [ 0, %.lr.ph ], [ %271, %17 ]
  %47 = phi i32 [ 0, %.lr.ph ], [ %272, %17 ]
  %48 = phi i32 [ 0, %.lr.ph ], [ %273, %17 ]
  %49 = phi i32 [ 0, %.lr.ph ], [ %274, %17 ]
  %50 = phi i32 [ 0, %.lr.ph ], [ %275, %17 ]
  %51 = or disjoint i32 %50, %11, !dbg !15
  %52 = or disjoint i32 %51, 2, !dbg !15
  %53 = or disjoint i32 %51, 4, !dbg !15
  %54 = or disjoint i32 %51, 6, !dbg !15
  %55 = or disjoint i32 %51, 8, !dbg !15
  %56 = or disjoint i32 %51, 10, !dbg !15
  %57 = or disjoint i32 %51, 12, !dbg !15
  %58 = or disjoint i32 %51, 14, !dbg !15
  %59 = or disjoint i32 %51, 16, !dbg !15
  %60 = or disjoint i32 %51, 18, !dbg !15
  %61 = or disjoint i32 %51, 20, !dbg !15
  %62 = or disjoint i32 %51, 22, !dbg !15
  %63 = or disjoint i32 %51, 24, !dbg !15
  %64 = or disjoint i32 %51, 26, !dbg !15
  %65 = or disjoint i32 %51, 28, !dbg !15
  %66 = or disjoint i32 %51, 30, !dbg !15
  %67 = or disjoint i32 %51, 32, !dbg !15
  %68 = or disjoint i32 %51, 34, !dbg !15
  %69 = or disjoint i32 %51, 36, !dbg !15
  %70 = or disjoint i32 %51, 38, !dbg !15
  %71 = or disjoint i32 %51, 40, !dbg !15
  %72 = or disjoint i32 %51, 42, !dbg !15
  %73 = or disjoint i32 %51, 44, !dbg !15
  %74 = or disjoint i32 %51, 46, !dbg !15
  %75 = or disjoint i32 %51, 48, !dbg !15
  %76 = or disjoint i32 %51, 50, !dbg !15
  %77 = or disjoint i32 %51, 52, !dbg !15
  %78 = or disjoint i32 %51, 54, !dbg !15
  %79 = or disjoint i32 %51, 56, !dbg !15
  %80 = or disjoint i32 %51, 58, !dbg !15
  %81 = or disjoint i32 %51, 60, !dbg !15
  %82 = or disjoint i32 %51, 62, !dbg !15
  %83 = icmp slt i32 %51, %2, !dbg !16
  %84 = icmp slt i32 %52, %2, !dbg !16
  %85 = icmp slt i32 %53, %2, !dbg !16
  %86 = icmp slt i32 %54, %2, !dbg !16
  %87 = icmp slt i32 %55, %2, !dbg !16
  %88 = icmp slt i32 %56, %2, !dbg !16
  %89 = icmp slt i32 %57, %2, !dbg !16
  %90 = icmp slt i32 %58, %2, !dbg !16
  %91 = icmp slt i32 %59, %2, !dbg !16
  %92 = icmp slt i32 %60, %2, !dbg !16
  %93 = icmp slt i32 %61, %2, !dbg !16
  %94 = icmp slt i32 %62, %2, !dbg !16
  %95 = icmp slt i32 %63, %2, !dbg !16
  %96 = icmp slt i32 %64, %2, !dbg !16
  %97 = icmp slt i32 %65, %2, !dbg !16
  %98 = icmp slt i32 %66, %2, !dbg !16
  %99 = icmp slt i32 %67, %2, !dbg !16
  %100 = icmp slt i32 %68, %2, !dbg !16
  %101 = icmp slt i32 %69, %2, !dbg !16
  %102 = icmp slt i32 %70, %2, !dbg !16
  %103 = icmp slt i32 %71, %2, !dbg !16
  %104 = icmp slt i32 %72, %2, !dbg !16
  %105 = icmp slt i32 %73, %2, !dbg !16
  %106 = icmp slt i32 %74, %2, !dbg !16
  %107 = icmp slt i32 %75, %2, !dbg !16
  %108 = icmp slt i32 %76, %2, !dbg !16
  %109 = icmp slt i32 %77, %2, !dbg !16
  %110 = icmp slt i32 %78, %2, !dbg !16
  %111 = icmp slt i32 %79, %2, !dbg !16
  %112 = icmp slt i32 %80, %2, !dbg !16
  %113 = icmp slt i32 %81, %2, !dbg !16
  %114 = icmp slt i32 %82, %2, !dbg !16
  %115 = and i1 %14, %83, !dbg !17
  %116 = and i1 %14, %84, !dbg !17
  %117 = and i1 %14, %85, !dbg !17
  %118 = and i1 %14, %86, !dbg !17
  %119 = and i1 %14, %87, !dbg !17
  %120 = and i1 %14, %88, !dbg !17
  %121 = and i1 %14, %89, !dbg !17
  %122 = and i1 %14, %90, !dbg !17
  %123 = and i1 %14, %91, !dbg !17
  %124 = and i1 %14, %92, !dbg !17
  %125 = and i1 %14, %93, !dbg !17
  %126 = and i1 %14, %94, !dbg !17
  %127 = and i1 %14, %95, !dbg !17
  %128 = and i1 %14, %96, !dbg !17
  %129 = and i1 %14, %97, !dbg !17
  %130 = and i1 %14, %98, !dbg !17
  %131 = and i1 %14, %99, !dbg !17
  %132 = and i1 %14, %100, !dbg !17
  %133 = and i1 %14, %101, !dbg !17
  %134 = and i1 %14, %102, !dbg !17
  %135 = and i1 %14, %103, !dbg !17
  %136 = and i1 %14, %104, !dbg !17
  %137 = and i1 %14, %105, !dbg !17
  %138 = and i1 %14, %106, !dbg !17
  %139 = and i1 %14, %107, !dbg !17
  %140 = and i1 %14, %108, !dbg !17
  %141 = and i1 %14, %109, !dbg !17
  %142 = and i1 %14, %110, !dbg !17
  %143 = and i1 %14, %111, !dbg !17
  %144 = and i1 %14, %112, !dbg !17
  %145 = and i1 %14, %113, !dbg !17
  %146 = and i1 %14, %114, !dbg !17
  %147 = mul i32 %51, %3, !dbg !18
  %148 = mul i32 %52, %3, !dbg !18
  %149 = mul i32 %53, %3, !dbg !18
  %150 = mul i32 %54, %3, !dbg !18
  %151 = mul i32 %55, %3, !dbg !18
  %152 = mul i32 %56, %3, !dbg !18
  %153 = mul i32 %57, %3, !dbg !18
  %154 = mul i32 %58, %3, !dbg !18
  %155 = mul i32 %59, %3, !dbg !18
  %156 = mul i32 %60, %3, !dbg !18
  %157 = mul i32 %61, %3, !dbg !18
  %158 = mul i32 %62, %3, !dbg !18
  %159 = mul i32 %63, %3, !dbg !18
  %160 = mul i32 %64, %3, !dbg !18
  %161 = mul i32 %65, %3, !dbg !18
  %162 = mul i32 %66, %3, !dbg !18
  %163 = mul i32 %67, %3, !dbg !18
  %164 = mul i32 %68, %3, !dbg !18
  %165 = mul i32 %69, %3, !dbg !18
  %166 = mul i32 %70, %3, !dbg !18
  %167 = mul i32 %71, %3, !dbg !18
  %168 = mul i32 %72, %3, !dbg !18
  %169 = mul i32 %73, %3, !dbg !18
  %170 = mul i32 %74, %3, !dbg !18
  %171 = mul i32 %75, %3, !dbg !18
  %172 = mul i32 %76, %3, !dbg !18
  %173 = mul i32 %77, %3, !dbg !18
  %174 = mul i32 %78, %3, !dbg !18
  %175 = mul i32 %79, %3, !dbg !18
  %176 = mul i32 %80, %3, !dbg !18
  %177 = mul i32 %81, %3, !dbg !18
  %178 = mul i32 %82, %3, !dbg !18
  %179 = sext i32 %147 to i64, !dbg !19
  %180 = sext i32 %148 to i64, !dbg !19
  %181 = sext i32 %149 to i64, !dbg !19
  %182 = sext i32 %150 to i64, !dbg !19
  %183 = sext i32 %151 to i64, !dbg !19
  %184 = sext i32 %152 to i64, !dbg !19
  %185 = sext i32 %153 to i64, !dbg !19
  %186 = sext i32 %154 to i64, !dbg !19
  %187 = sext i32 %155 to i64, !dbg !19
  %188 = sext i32 %156 to i64, !dbg !19
  %189 = sext i32 %157 to i64, !dbg !19
  %190 = sext i32 %158 to i64, !dbg !19
  %191 = sext i32 %159 to i64, !dbg !19
  %192 = sext i32 %160 to i64, !dbg !19
  %193 = sext i32 %161 to i64, !dbg !19
  %194 = sext i32 %162 to i64, !dbg !19
  %195 = sext i32 %163 to i64, !dbg !19
  %196 = sext i32 %164 to i64, !dbg !19
  %197 = sext i32 %165 to i64, !dbg !19
  %198 = sext i32 %166 to i64, !dbg !19
  %199 = sext i32 %167 to i64, !dbg !19
  %200 = sext i32 %168 to i64, !dbg !19
  %201 = sext i32 %169 to i64, !dbg !19
  %202 = sext i32 %170 to i64, !dbg !19
  %203 = sext i32 %171 to i64, !dbg !19
  %204 = sext i32 %172 to i64, !dbg !19
  %205 = sext i32 %173 to i64, !dbg !19
  %206 = sext i32 %174 to i64, !dbg !19
  %207 = sext i32 %175 to i64, !dbg !19
  %208 = sext i32 %176 to i64, !dbg !19
  %209 = sext i32 %177 to i64, !dbg !19
  %210 = sext i32 %178 to i64, !dbg !19
  %gep = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %179, !dbg !19
  %gep3 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %180, !dbg !19
  %gep5 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %181, !dbg !19
  %gep7 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %182, !dbg !19
  %gep9 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %183, !dbg !19
  %gep11 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %184, !dbg !19
  %gep13 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %185, !dbg !19
  %gep15 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %186, !dbg !19
  %gep17 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %187, !dbg !19
  %gep19 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %188, !dbg !19
  %gep21 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %189, !dbg !19
  %gep23 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %190, !dbg !19
  %gep25 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %191, !dbg !19
  %gep27 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %192, !dbg !19
  %gep29 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %193, !dbg !19
  %gep31 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %194, !dbg !19
  %gep33 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %195, !dbg !19
  %gep35 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %196, !dbg !19
  %gep37 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %197, !dbg !19
  %gep39 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %198, !dbg !19
  %gep41 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %199, !dbg !19
  %gep43 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %200, !dbg !19
  %gep45 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %201, !dbg !19
  %gep47 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %202, !dbg !19
  %gep49 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %203, !dbg !19
  %gep51 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %204, !dbg !19
  %gep53 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %205, !dbg !19
  %gep55 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %206, !dbg !19
  %gep57 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %207, !dbg !19
  %gep59 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %208, !dbg !19
  %gep61 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %209, !dbg !19
  %gep63 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %210, !dbg !19
  %211 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep, i1 %115) #4, !dbg !20
  %212 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep3, i1 %116) #4, !dbg !20
  %213 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep5, i1 %117) #4, !dbg !20
  %214 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep7, i1 %118) #4, !dbg !20
  %215 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep9, i1 %119) #4, !dbg !20
  %216 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep11, i1 %120) #4, !dbg !20
  %217 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep13, i1 %121) #4, !dbg !20
  %218 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep15, i1 %122) #4, !dbg !20
  %219 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep17, i1 %123) #4, !dbg !20
  %220 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep19, i1 %124) #4, !dbg !20
  %221 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep21, i1 %125) #4, !dbg !20
  %222 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep23, i1 %126) #4, !dbg !20
  %223 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep25, i1 %127) #4, !dbg !20
  %224 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep27, i1 %128) #4, !dbg !20
  %225 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep29, i1 %129) #4, !dbg !20
  %226 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep31, i1 %130) #4, !dbg !20
  %227 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep33, i1 %131) #4, !dbg !20
  %228 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep35, i1 %132) #4, !dbg !20
  %229 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep37, i1 %133) #4, !dbg !20
  %230 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep39, i1 %134) #4, !dbg !20
  %231 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep41, i1 %135) #4, !dbg !20
  %232 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep43, i1 %136) #4, !dbg !20
  %233 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep45, i1 %137) #4, !dbg !20
  %234 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep47, i1 %138) #4, !dbg !20
  %235 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep49, i1 %139) #4, !dbg !20
  %236 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep51, i1 %140) #4, !dbg !20
  %237 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep53, i1 %141) #4, !dbg !20
  %238 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep55, i1 %142) #4, !dbg !20
  %239 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep57, i1 %143) #4, !dbg !20
  %240 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep59, i1 %144) #4, !dbg !20
  %241 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep61, i1 %145) #4, !dbg !20
  %242 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %gep63, i1 %146) #4, !dbg !20
  %243 = add i32 %211, %18, !dbg !21
  %244 = add i32 %212, %19, !dbg !21
  %245 = add i32 %213, %20, !dbg !21
  %246 = add i32 %214, %21, !dbg !21
  %247 = add i32 %215, %22, !dbg !21
  %248 = add i32 %216, %23, !dbg !21
  %249 = add i32 %217, %24, !dbg !21
  %250 = add i32 %218, %25, !dbg !21
  %251 = add i32 %219, %26, !dbg !21
  %252 = add i32 %220, %27, !dbg !21
  %253 = add i32 %221, %28, !dbg !21
  %254 = add i32 %222, %29, !dbg !21
  %255 = add i32 %223, %30, !dbg !21
  %256 = add i32 %224, %31, !dbg !21
  %257 = add i32 %225, %32, !dbg !21
  %258 = add i32 %226, %33, !dbg !21
  %259 = add i32 %227, %34, !dbg !21
  %260 = add i32 %228, %35, !dbg !21
  %261 = add i32 %229, %36, !dbg !21
  %262 = add i32 %230, %37, !dbg !21
  %263 = add i32 %231, %38, !dbg !21
  %264 = add i32 %232, %39, !dbg !21
  %265 = add i32 %233, %40, !dbg !21
  %266 = add i32 %234, %41, !dbg !21
  %267 = add i32 %235, %42, !dbg !21
  %268 = add i32 %236, %43, !dbg !21
  %269 = add i32 %237, %44, !dbg !21
  %270 = add i32 %238, %45, !dbg !21
  %271 = add i32 %239, %46, !dbg !21
  %272 = add i32 %240, %47, !dbg !21
  %273 = add i32 %241, %48, !dbg !21
  %274 = add i32 %242, %49, !dbg !21
  %275 = add i32 %50, 64, !dbg !14
  %276 = icmp slt i32 %275, %2, !dbg !14
  br i1 %276, label %17, label %._crit_edge.loopexit, !dbg !14

._crit_edge.loopexit:                             ; preds = %17
  %277 = add i32 %243, %244, !dbg !22
  %278 = add i32 %277, %246, !dbg !22
  %279 = add i32 %278, %245, !dbg !22
  %280 = add i32 %279, %248, !dbg !22
  %281 = add i32 %280, %247, !dbg !22
  %282 = add i32 %281, %250, !dbg !22
  %283 = add i32 %282, %249, !dbg !22
  %284 = add i32 %283, %252, !dbg !22
  %285 = add i32 %284, %251, !dbg !22
  %286 = add i32 %285, %254, !dbg !22
  %287 = add i32 %286, %253, !dbg !22
  %288 = add i32 %287, %256, !dbg !22
  %289 = add i32 %288, %255, !dbg !22
  %290 = add i32 %289, %258, !dbg !22
  %291 = add i32 %290, %257, !dbg !22
  %292 = add i32 %291, %260, !dbg !22
  %293 = add i32 %292, %259, !dbg !22
  %294 = add i32 %293, %262, !dbg !22
  %295 = add i32 %294, %261, !dbg !22
  %296 = add i32 %295, %264, !dbg !22
  %297 = add i32 %296, %263, !dbg !22
  %298 = add i32 %297, %266, !dbg !22
  %299 = add i32 %298, %265, !dbg !22
  %300 = add i32 %299, %268, !dbg !22
  %301 = add i32 %300, %267, !dbg !22
  %302 = add i32 %301, %270, !dbg !22
  %303 = add i32 %302, %269, !dbg !22
  %304 = add i32 %303, %272, !dbg !22
  %305 = add i32 %304, %271, !dbg !22
  %306 = add i32 %305, %274, !dbg !22
  %307 = add i32 %306, %273, !dbg !22
  br label %._crit_edge, !dbg !22

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %6
  %308 = phi i32 [ 0, %6 ], [ %307, %._crit_edge.loopexit ], !dbg !23
  %309 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16, !dbg !22
  %310 = shl nuw nsw i32 %12, 2, !dbg !26
  %311 = icmp eq i32 %10, 0, !dbg !26
  %312 = select i1 %311, i32 0, i32 260, !dbg !26
  %313 = xor i32 %312, %310, !dbg !26
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %313, !dbg !26
  %315 = insertelement <1 x i32> poison, i32 %308, i64 0, !dbg !26
  store <1 x i32> %315, ptr addrspace(3) %314, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %316 = shl nuw nsw i32 %9, 2, !dbg !26
  %317 = and i32 %316, 248, !dbg !26
  %318 = and i32 %9, 1, !dbg !26
  %319 = icmp eq i32 %318, 0, !dbg !26
  %320 = select i1 %319, i32 0, i32 260, !dbg !26
  %321 = lshr exact i32 %10, 4, !dbg !26
  %322 = or disjoint i32 %320, %317, !dbg !26
  %323 = xor i32 %322, %321, !dbg !26
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %323, !dbg !26
  %325 = load i32, ptr addrspace(3) %324, align 4, !dbg !26
  %326 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %325, i32 1, i32 31), !dbg !26
  %327 = add i32 %326, %325, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %317, !dbg !26
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) %328, i32 %321, !dbg !26
  %330 = insertelement <1 x i32> poison, i32 %327, i64 0, !dbg !26
  store <1 x i32> %330, ptr addrspace(3) %329, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %310, !dbg !26
  %332 = load i32, ptr addrspace(3) %331, align 4, !dbg !26
  %333 = and i1 %311, %14, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %332, ptr addrspace(1) %309, i1 %333) #4, !dbg !29
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind }

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
