; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @attention_forward(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !6 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %11 = shl nuw nsw i32 %10, 6, !dbg !17
  %12 = mul i32 %11, %4, !dbg !17
  %13 = shl i32 %9, 6, !dbg !18
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %15 = and i32 %14, 64, !dbg !19
  %16 = lshr exact i32 %15, 6, !dbg !19
  %17 = or disjoint i32 %16, 2, !dbg !19
  %18 = or disjoint i32 %16, 4, !dbg !19
  %19 = or disjoint i32 %16, 6, !dbg !19
  %20 = or disjoint i32 %16, 8, !dbg !19
  %21 = or disjoint i32 %16, 10, !dbg !19
  %22 = or disjoint i32 %16, 12, !dbg !19
  %23 = or disjoint i32 %16, 14, !dbg !19
  %24 = or disjoint i32 %16, 16, !dbg !19
  %25 = or disjoint i32 %16, 18, !dbg !19
  %26 = or disjoint i32 %16, 20, !dbg !19
  %27 = or disjoint i32 %16, 22, !dbg !19
  %28 = or disjoint i32 %16, 24, !dbg !19
  %29 = or disjoint i32 %16, 26, !dbg !19
  %30 = or disjoint i32 %16, 28, !dbg !19
  %31 = or disjoint i32 %16, 30, !dbg !19
  %32 = or disjoint i32 %16, 32, !dbg !19
  %33 = or disjoint i32 %16, 34, !dbg !19
  %34 = or disjoint i32 %16, 36, !dbg !19
  %35 = or disjoint i32 %16, 38, !dbg !19
  %36 = or disjoint i32 %16, 40, !dbg !19
  %37 = or disjoint i32 %16, 42, !dbg !19
  %38 = or disjoint i32 %16, 44, !dbg !19
  %39 = or disjoint i32 %16, 46, !dbg !19
  %40 = or disjoint i32 %16, 48, !dbg !19
  %41 = or disjoint i32 %16, 50, !dbg !19
  %42 = or disjoint i32 %16, 52, !dbg !19
  %43 = or disjoint i32 %16, 54, !dbg !19
  %44 = or disjoint i32 %16, 56, !dbg !19
  %45 = or disjoint i32 %16, 58, !dbg !19
  %46 = or disjoint i32 %16, 60, !dbg !19
  %47 = or disjoint i32 %16, 62, !dbg !19
  %48 = and i32 %14, 3, !dbg !19
  %49 = shl nuw nsw i32 %48, 1, !dbg !19
  %50 = or disjoint i32 %16, %13, !dbg !18
  %51 = or disjoint i32 %17, %13, !dbg !18
  %52 = or disjoint i32 %18, %13, !dbg !18
  %53 = or disjoint i32 %19, %13, !dbg !18
  %54 = or disjoint i32 %20, %13, !dbg !18
  %55 = or disjoint i32 %21, %13, !dbg !18
  %56 = or disjoint i32 %22, %13, !dbg !18
  %57 = or disjoint i32 %23, %13, !dbg !18
  %58 = or disjoint i32 %24, %13, !dbg !18
  %59 = or disjoint i32 %25, %13, !dbg !18
  %60 = or disjoint i32 %26, %13, !dbg !18
  %61 = or disjoint i32 %27, %13, !dbg !18
  %62 = or disjoint i32 %28, %13, !dbg !18
  %63 = or disjoint i32 %29, %13, !dbg !18
  %64 = or disjoint i32 %30, %13, !dbg !18
  %65 = or disjoint i32 %31, %13, !dbg !18
  %66 = or disjoint i32 %32, %13, !dbg !18
  %67 = or disjoint i32 %33, %13, !dbg !18
  %68 = or disjoint i32 %34, %13, !dbg !18
  %69 = or disjoint i32 %35, %13, !dbg !18
  %70 = or disjoint i32 %36, %13, !dbg !18
  %71 = or disjoint i32 %37, %13, !dbg !18
  %72 = or disjoint i32 %38, %13, !dbg !18
  %73 = or disjoint i32 %39, %13, !dbg !18
  %74 = or disjoint i32 %40, %13, !dbg !18
  %75 = or disjoint i32 %41, %13, !dbg !18
  %76 = or disjoint i32 %42, %13, !dbg !18
  %77 = or disjoint i32 %43, %13, !dbg !18
  %78 = or disjoint i32 %44, %13, !dbg !18
  %79 = or disjoint i32 %45, %13, !dbg !18
  %80 = or disjoint i32 %46, %13, !dbg !18
  %81 = or disjoint i32 %47, %13, !dbg !18
  %82 = icmp slt i32 %50, %4, !dbg !20
  %83 = icmp slt i32 %51, %4, !dbg !20
  %84 = icmp slt i32 %52, %4, !dbg !20
  %85 = icmp slt i32 %53, %4, !dbg !20
  %86 = icmp slt i32 %54, %4, !dbg !20
  %87 = icmp slt i32 %55, %4, !dbg !20
  %88 = icmp slt i32 %56, %4, !dbg !20
  %89 = icmp slt i32 %57, %4, !dbg !20
  %90 = icmp slt i32 %58, %4, !dbg !20
  %91 = icmp slt i32 %59, %4, !dbg !20
  %92 = icmp slt i32 %60, %4, !dbg !20
  %93 = icmp slt i32 %61, %4, !dbg !20
  %94 = icmp slt i32 %62, %4, !dbg !20
  %95 = icmp slt i32 %63, %4, !dbg !20
  %96 = icmp slt i32 %64, %4, !dbg !20
  %97 = icmp slt i32 %65, %4, !dbg !20
  %98 = icmp slt i32 %66, %4, !dbg !20
  %99 = icmp slt i32 %67, %4, !dbg !20
  %100 = icmp slt i32 %68, %4, !dbg !20
  %101 = icmp slt i32 %69, %4, !dbg !20
  %102 = icmp slt i32 %70, %4, !dbg !20
  %103 = icmp slt i32 %71, %4, !dbg !20
  %104 = icmp slt i32 %72, %4, !dbg !20
  %105 = icmp slt i32 %73, %4, !dbg !20
  %106 = icmp slt i32 %74, %4, !dbg !20
  %107 = icmp slt i32 %75, %4, !dbg !20
  %108 = icmp slt i32 %76, %4, !dbg !20
  %109 = icmp slt i32 %77, %4, !dbg !20
  %110 = icmp slt i32 %78, %4, !dbg !20
  %111 = icmp slt i32 %79, %4, !dbg !20
  %112 = icmp slt i32 %80, %4, !dbg !20
  %113 = icmp slt i32 %81, %4, !dbg !20
  %114 = sext i32 %12 to i64, !dbg !21
  %115 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %114, !dbg !21
  %116 = shl i32 %50, 6, !dbg !22
  %117 = shl i32 %51, 6, !dbg !22
  %118 = shl i32 %52, 6, !dbg !22
  %119 = shl i32 %53, 6, !dbg !22
  %120 = shl i32 %54, 6, !dbg !22
  %121 = shl i32 %55, 6, !dbg !22
  %122 = shl i32 %56, 6, !dbg !22
  %123 = shl i32 %57, 6, !dbg !22
  %124 = shl i32 %58, 6, !dbg !22
  %125 = shl i32 %59, 6, !dbg !22
  %126 = shl i32 %60, 6, !dbg !22
  %127 = shl i32 %61, 6, !dbg !22
  %128 = shl i32 %62, 6, !dbg !22
  %129 = shl i32 %63, 6, !dbg !22
  %130 = shl i32 %64, 6, !dbg !22
  %131 = shl i32 %65, 6, !dbg !22
  %132 = shl i32 %66, 6, !dbg !22
  %133 = shl i32 %67, 6, !dbg !22
  %134 = shl i32 %68, 6, !dbg !22
  %135 = shl i32 %69, 6, !dbg !22
  %136 = shl i32 %70, 6, !dbg !22
  %137 = shl i32 %71, 6, !dbg !22
  %138 = shl i32 %72, 6, !dbg !22
  %139 = shl i32 %73, 6, !dbg !22
  %140 = shl i32 %74, 6, !dbg !22
  %141 = shl i32 %75, 6, !dbg !22
  %142 = shl i32 %76, 6, !dbg !22
  %143 = shl i32 %77, 6, !dbg !22
  %144 = shl i32 %78, 6, !dbg !22
  %145 = shl i32 %79, 6, !dbg !22
  %146 = shl i32 %80, 6, !dbg !22
  %147 = shl i32 %81, 6, !dbg !22
  %148 = sext i32 %116 to i64, !dbg !21
  %149 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %148, !dbg !21
  %150 = sext i32 %117 to i64, !dbg !21
  %151 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %150, !dbg !21
  %152 = sext i32 %118 to i64, !dbg !21
  %153 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %152, !dbg !21
  %154 = sext i32 %119 to i64, !dbg !21
  %155 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %154, !dbg !21
  %156 = sext i32 %120 to i64, !dbg !21
  %157 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %156, !dbg !21
  %158 = sext i32 %121 to i64, !dbg !21
  %159 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %158, !dbg !21
  %160 = sext i32 %122 to i64, !dbg !21
  %161 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %160, !dbg !21
  %162 = sext i32 %123 to i64, !dbg !21
  %163 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %162, !dbg !21
  %164 = sext i32 %124 to i64, !dbg !21
  %165 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %164, !dbg !21
  %166 = sext i32 %125 to i64, !dbg !21
  %167 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %166, !dbg !21
  %168 = sext i32 %126 to i64, !dbg !21
  %169 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %168, !dbg !21
  %170 = sext i32 %127 to i64, !dbg !21
  %171 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %170, !dbg !21
  %172 = sext i32 %128 to i64, !dbg !21
  %173 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %172, !dbg !21
  %174 = sext i32 %129 to i64, !dbg !21
  %175 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %174, !dbg !21
  %176 = sext i32 %130 to i64, !dbg !21
  %177 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %176, !dbg !21
  %178 = sext i32 %131 to i64, !dbg !21
  %179 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %178, !dbg !21
  %180 = sext i32 %132 to i64, !dbg !21
  %181 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %180, !dbg !21
  %182 = sext i32 %133 to i64, !dbg !21
  %183 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %182, !dbg !21
  %184 = sext i32 %134 to i64, !dbg !21
  %185 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %184, !dbg !21
  %186 = sext i32 %135 to i64, !dbg !21
  %187 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %186, !dbg !21
  %188 = sext i32 %136 to i64, !dbg !21
  %189 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %188, !dbg !21
  %190 = sext i32 %137 to i64, !dbg !21
  %191 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %190, !dbg !21
  %192 = sext i32 %138 to i64, !dbg !21
  %193 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %192, !dbg !21
  %194 = sext i32 %139 to i64, !dbg !21
  %195 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %194, !dbg !21
  %196 = sext i32 %140 to i64, !dbg !21
  %197 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %196, !dbg !21
  %198 = sext i32 %141 to i64, !dbg !21
  %199 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %198, !dbg !21
  %200 = sext i32 %142 to i64, !dbg !21
  %201 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %200, !dbg !21
  %202 = sext i32 %143 to i64, !dbg !21
  %203 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %202, !dbg !21
  %204 = sext i32 %144 to i64, !dbg !21
  %205 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %204, !dbg !21
  %206 = sext i32 %145 to i64, !dbg !21
  %207 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %206, !dbg !21
  %208 = sext i32 %146 to i64, !dbg !21
  %209 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %208, !dbg !21
  %210 = sext i32 %147 to i64, !dbg !21
  %211 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %210, !dbg !21
  %212 = and i32 %14, 63, !dbg !23
  %213 = zext nneg i32 %212 to i64, !dbg !21
  %214 = getelementptr [2 x i8], ptr addrspace(1) %149, i64 %213, !dbg !21
  %215 = getelementptr [2 x i8], ptr addrspace(1) %151, i64 %213, !dbg !21
  %216 = getelementptr [2 x i8], ptr addrspace(1) %153, i64 %213, !dbg !21
  %217 = getelementptr [2 x i8], ptr addrspace(1) %155, i64 %213, !dbg !21
  %218 = getelementptr [2 x i8], ptr addrspace(1) %157, i64 %213, !dbg !21
  %219 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %213, !dbg !21
  %220 = getelementptr [2 x i8], ptr addrspace(1) %161, i64 %213, !dbg !21
  %221 = getelementptr [2 x i8], ptr addrspace(1) %163, i64 %213, !dbg !21
  %222 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %213, !dbg !21
  %223 = getelementptr [2 x i8], ptr addrspace(1) %167, i64 %213, !dbg !21
  %224 = getelementptr [2 x i8], ptr addrspace(1) %169, i64 %213, !dbg !21
  %225 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %213, !dbg !21
  %226 = getelementptr [2 x i8], ptr addrspace(1) %173, i64 %213, !dbg !21
  %227 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %213, !dbg !21
  %228 = getelementptr [2 x i8], ptr addrspace(1) %177, i64 %213, !dbg !21
  %229 = getelementptr [2 x i8], ptr addrspace(1) %179, i64 %213, !dbg !21
  %230 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %213, !dbg !21
  %231 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %213, !dbg !21
  %232 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %213, !dbg !21
  %233 = getelementptr [2 x i8], ptr addrspace(1) %187, i64 %213, !dbg !21
  %234 = getelementptr [2 x i8], ptr addrspace(1) %189, i64 %213, !dbg !21
  %235 = getelementptr [2 x i8], ptr addrspace(1) %191, i64 %213, !dbg !21
  %236 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %213, !dbg !21
  %237 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %213, !dbg !21
  %238 = getelementptr [2 x i8], ptr addrspace(1) %197, i64 %213, !dbg !21
  %239 = getelementptr [2 x i8], ptr addrspace(1) %199, i64 %213, !dbg !21
  %240 = getelementptr [2 x i8], ptr addrspace(1) %201, i64 %213, !dbg !21
  %241 = getelementptr [2 x i8], ptr addrspace(1) %203, i64 %213, !dbg !21
  %242 = getelementptr [2 x i8], ptr addrspace(1) %205, i64 %213, !dbg !21
  %243 = getelementptr [2 x i8], ptr addrspace(1) %207, i64 %213, !dbg !21
  %244 = getelementptr [2 x i8], ptr addrspace(1) %209, i64 %213, !dbg !21
  %245 = getelementptr [2 x i8], ptr addrspace(1) %211, i64 %213, !dbg !21
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %214, i1 %82) #9, !dbg !24
  %247 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %83) #9, !dbg !24
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %84) #9, !dbg !24
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %217, i1 %85) #9, !dbg !24
  %250 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %218, i1 %86) #9, !dbg !24
  %251 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %219, i1 %87) #9, !dbg !24
  %252 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %220, i1 %88) #9, !dbg !24
  %253 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %221, i1 %89) #9, !dbg !24
  %254 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %222, i1 %90) #9, !dbg !24
  %255 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %223, i1 %91) #9, !dbg !24
  %256 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %224, i1 %92) #9, !dbg !24
  %257 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %225, i1 %93) #9, !dbg !24
  %258 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %226, i1 %94) #9, !dbg !24
  %259 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %227, i1 %95) #9, !dbg !24
  %260 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %96) #9, !dbg !24
  %261 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %229, i1 %97) #9, !dbg !24
  %262 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %230, i1 %98) #9, !dbg !24
  %263 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %231, i1 %99) #9, !dbg !24
  %264 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %232, i1 %100) #9, !dbg !24
  %265 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %233, i1 %101) #9, !dbg !24
  %266 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %234, i1 %102) #9, !dbg !24
  %267 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %235, i1 %103) #9, !dbg !24
  %268 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %236, i1 %104) #9, !dbg !24
  %269 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %237, i1 %105) #9, !dbg !24
  %270 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %238, i1 %106) #9, !dbg !24
  %271 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %239, i1 %107) #9, !dbg !24
  %272 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %240, i1 %108) #9, !dbg !24
  %273 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %241, i1 %109) #9, !dbg !24
  %274 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %242, i1 %110) #9, !dbg !24
  %275 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %243, i1 %111) #9, !dbg !24
  %276 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %244, i1 %112) #9, !dbg !24
  %277 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %245, i1 %113) #9, !dbg !24
  %278 = shl nuw nsw i32 %212, 1, !dbg !24
  %279 = icmp eq i32 %15, 0, !dbg !24
  %280 = select i1 %279, i32 0, i32 144, !dbg !24
  %281 = xor i32 %280, %278, !dbg !24
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %281, !dbg !24
  %283 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !24
  store <1 x i16> %283, ptr addrspace(3) %282, align 2, !dbg !24
  %284 = or disjoint i32 %281, 1024, !dbg !24
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %284, !dbg !24
  %286 = insertelement <1 x i16> poison, i16 %250, i64 0, !dbg !24
  store <1 x i16> %286, ptr addrspace(3) %285, align 2, !dbg !24
  %287 = or disjoint i32 %281, 2048, !dbg !24
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %287, !dbg !24
  %289 = insertelement <1 x i16> poison, i16 %254, i64 0, !dbg !24
  store <1 x i16> %289, ptr addrspace(3) %288, align 2, !dbg !24
  %290 = or disjoint i32 %281, 3072, !dbg !24
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %290, !dbg !24
  %292 = insertelement <1 x i16> poison, i16 %258, i64 0, !dbg !24
  store <1 x i16> %292, ptr addrspace(3) %291, align 2, !dbg !24
  %293 = or disjoint i32 %281, 4096, !dbg !24
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %293, !dbg !24
  %295 = insertelement <1 x i16> poison, i16 %262, i64 0, !dbg !24
  store <1 x i16> %295, ptr addrspace(3) %294, align 2, !dbg !24
  %296 = or disjoint i32 %281, 5120, !dbg !24
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %296, !dbg !24
  %298 = insertelement <1 x i16> poison, i16 %266, i64 0, !dbg !24
  store <1 x i16> %298, ptr addrspace(3) %297, align 2, !dbg !24
  %299 = or disjoint i32 %281, 6144, !dbg !24
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %299, !dbg !24
  %301 = insertelement <1 x i16> poison, i16 %270, i64 0, !dbg !24
  store <1 x i16> %301, ptr addrspace(3) %300, align 2, !dbg !24
  %302 = or disjoint i32 %281, 7168, !dbg !24
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %302, !dbg !24
  %304 = insertelement <1 x i16> poison, i16 %274, i64 0, !dbg !24
  store <1 x i16> %304, ptr addrspace(3) %303, align 2, !dbg !24
  %305 = xor i32 %281, 288, !dbg !24
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %305, !dbg !24
  %307 = insertelement <1 x i16> poison, i16 %247, i64 0, !dbg !24
  store <1 x i16> %307, ptr addrspace(3) %306, align 2, !dbg !24
  %308 = or disjoint i32 %305, 1024, !dbg !24
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %308, !dbg !24
  %310 = insertelement <1 x i16> poison, i16 %251, i64 0, !dbg !24
  store <1 x i16> %310, ptr addrspace(3) %309, align 2, !dbg !24
  %311 = or disjoint i32 %305, 2048, !dbg !24
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %311, !dbg !24
  %313 = insertelement <1 x i16> poison, i16 %255, i64 0, !dbg !24
  store <1 x i16> %313, ptr addrspace(3) %312, align 2, !dbg !24
  %314 = or disjoint i32 %305, 3072, !dbg !24
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %314, !dbg !24
  %316 = insertelement <1 x i16> poison, i16 %259, i64 0, !dbg !24
  store <1 x i16> %316, ptr addrspace(3) %315, align 2, !dbg !24
  %317 = or disjoint i32 %305, 4096, !dbg !24
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %317, !dbg !24
  %319 = insertelement <1 x i16> poison, i16 %263, i64 0, !dbg !24
  store <1 x i16> %319, ptr addrspace(3) %318, align 2, !dbg !24
  %320 = or disjoint i32 %305, 5120, !dbg !24
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %320, !dbg !24
  %322 = insertelement <1 x i16> poison, i16 %267, i64 0, !dbg !24
  store <1 x i16> %322, ptr addrspace(3) %321, align 2, !dbg !24
  %323 = or disjoint i32 %305, 6144, !dbg !24
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %323, !dbg !24
  %325 = insertelement <1 x i16> poison, i16 %271, i64 0, !dbg !24
  store <1 x i16> %325, ptr addrspace(3) %324, align 2, !dbg !24
  %326 = or disjoint i32 %305, 7168, !dbg !24
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %326, !dbg !24
  %328 = insertelement <1 x i16> poison, i16 %275, i64 0, !dbg !24
  store <1 x i16> %328, ptr addrspace(3) %327, align 2, !dbg !24
  %329 = xor i32 %281, 576, !dbg !24
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %329, !dbg !24
  %331 = insertelement <1 x i16> poison, i16 %248, i64 0, !dbg !24
  store <1 x i16> %331, ptr addrspace(3) %330, align 2, !dbg !24
  %332 = or disjoint i32 %329, 1024, !dbg !24
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %332, !dbg !24
  %334 = insertelement <1 x i16> poison, i16 %252, i64 0, !dbg !24
  store <1 x i16> %334, ptr addrspace(3) %333, align 2, !dbg !24
  %335 = or disjoint i32 %329, 2048, !dbg !24
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %335, !dbg !24
  %337 = insertelement <1 x i16> poison, i16 %256, i64 0, !dbg !24
  store <1 x i16> %337, ptr addrspace(3) %336, align 2, !dbg !24
  %338 = or disjoint i32 %329, 3072, !dbg !24
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %338, !dbg !24
  %340 = insertelement <1 x i16> poison, i16 %260, i64 0, !dbg !24
  store <1 x i16> %340, ptr addrspace(3) %339, align 2, !dbg !24
  %341 = or disjoint i32 %329, 4096, !dbg !24
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %341, !dbg !24
  %343 = insertelement <1 x i16> poison, i16 %264, i64 0, !dbg !24
  store <1 x i16> %343, ptr addrspace(3) %342, align 2, !dbg !24
  %344 = or disjoint i32 %329, 5120, !dbg !24
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %344, !dbg !24
  %346 = insertelement <1 x i16> poison, i16 %268, i64 0, !dbg !24
  store <1 x i16> %346, ptr addrspace(3) %345, align 2, !dbg !24
  %347 = or disjoint i32 %329, 6144, !dbg !24
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %347, !dbg !24
  %349 = insertelement <1 x i16> poison, i16 %272, i64 0, !dbg !24
  store <1 x i16> %349, ptr addrspace(3) %348, align 2, !dbg !24
  %350 = or disjoint i32 %329, 7168, !dbg !24
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %350, !dbg !24
  %352 = insertelement <1 x i16> poison, i16 %276, i64 0, !dbg !24
  store <1 x i16> %352, ptr addrspace(3) %351, align 2, !dbg !24
  %353 = xor i32 %281, 864, !dbg !24
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %353, !dbg !24
  %355 = insertelement <1 x i16> poison, i16 %249, i64 0, !dbg !24
  store <1 x i16> %355, ptr addrspace(3) %354, align 2, !dbg !24
  %356 = or disjoint i32 %353, 1024, !dbg !24
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %356, !dbg !24
  %358 = insertelement <1 x i16> poison, i16 %253, i64 0, !dbg !24
  store <1 x i16> %358, ptr addrspace(3) %357, align 2, !dbg !24
  %359 = or disjoint i32 %353, 2048, !dbg !24
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %359, !dbg !24
  %361 = insertelement <1 x i16> poison, i16 %257, i64 0, !dbg !24
  store <1 x i16> %361, ptr addrspace(3) %360, align 2, !dbg !24
  %362 = or disjoint i32 %353, 3072, !dbg !24
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %362, !dbg !24
  %364 = insertelement <1 x i16> poison, i16 %261, i64 0, !dbg !24
  store <1 x i16> %364, ptr addrspace(3) %363, align 2, !dbg !24
  %365 = or disjoint i32 %353, 4096, !dbg !24
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %365, !dbg !24
  %367 = insertelement <1 x i16> poison, i16 %265, i64 0, !dbg !24
  store <1 x i16> %367, ptr addrspace(3) %366, align 2, !dbg !24
  %368 = or disjoint i32 %353, 5120, !dbg !24
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %368, !dbg !24
  %370 = insertelement <1 x i16> poison, i16 %269, i64 0, !dbg !24
  store <1 x i16> %370, ptr addrspace(3) %369, align 2, !dbg !24
  %371 = or disjoint i32 %353, 6144, !dbg !24
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %371, !dbg !24
  %373 = insertelement <1 x i16> poison, i16 %273, i64 0, !dbg !24
  store <1 x i16> %373, ptr addrspace(3) %372, align 2, !dbg !24
  %374 = or disjoint i32 %353, 7168, !dbg !24
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %374, !dbg !24
  %376 = insertelement <1 x i16> poison, i16 %277, i64 0, !dbg !24
  store <1 x i16> %376, ptr addrspace(3) %375, align 2, !dbg !24
  %377 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %114, !dbg !25
  %378 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %114, !dbg !26
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %377, i64 %213, !dbg !27
  %invariant.gep226 = getelementptr [2 x i8], ptr addrspace(1) %378, i64 %213, !dbg !27
  %379 = icmp sgt i32 %4, 0, !dbg !27
  br i1 %379, label %.lr.ph, label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %380 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %281
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %284
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %287
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %290
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %293
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %296
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %299
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %302
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %305
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %308
  %390 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %311
  %391 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %314
  %392 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %317
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %320
  %394 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %323
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %326
  %396 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %329
  %397 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %332
  %398 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %335
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %338
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %341
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %344
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %347
  %403 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %350
  %404 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %353
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %356
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %359
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %362
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %365
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %368
  %410 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %371
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %374
  %412 = shl nuw nsw i32 %14, 7
  %413 = and i32 %412, 1920
  %414 = shl nuw nsw i32 %14, 6
  %415 = and i32 %414, 6144
  %416 = and i32 %14, 7
  %417 = shl nuw nsw i32 %416, 4
  %418 = and i32 %14, 16
  %419 = or disjoint i32 %413, %415
  %420 = xor i32 %417, %418
  %421 = or disjoint i32 %419, %420
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %421
  %423 = xor i32 %421, 32
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %423
  %425 = xor i32 %421, 64
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %425
  %427 = xor i32 %421, 96
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %427
  %429 = shl nuw nsw i32 %14, 1
  %430 = and i32 %429, 48
  %431 = mul nuw nsw i32 %416, 144
  %432 = xor i32 %431, %430
  %433 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %432
  %434 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 1024
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 2048
  %436 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 3072
  %437 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 4096
  %438 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 5120
  %439 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 6144
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) %433, i32 7168
  %441 = xor i32 %432, 64
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %441
  %443 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 1024
  %444 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 2048
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 3072
  %446 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 4096
  %447 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 5120
  %448 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 6144
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) %442, i32 7168
  %450 = and i32 %412, 3968
  %451 = or disjoint i32 %417, %450
  %452 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %451
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) %452, i32 4096
  %454 = xor i32 %451, 16
  %455 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %454
  %456 = getelementptr inbounds nuw i8, ptr addrspace(3) %455, i32 4096
  %457 = xor i32 %451, 32
  %458 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %457
  %459 = getelementptr inbounds nuw i8, ptr addrspace(3) %458, i32 4096
  %460 = xor i32 %451, 48
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %460
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) %461, i32 4096
  %463 = xor i32 %451, 64
  %464 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %463
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) %464, i32 4096
  %466 = xor i32 %451, 80
  %467 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %466
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) %467, i32 4096
  %469 = xor i32 %451, 96
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %469
  %471 = getelementptr inbounds nuw i8, ptr addrspace(3) %470, i32 4096
  %472 = xor i32 %451, 112
  %473 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %472
  %474 = getelementptr inbounds nuw i8, ptr addrspace(3) %473, i32 4096
  br label %475, !dbg !27

475:                                              ; preds = %.lr.ph, %__nv_exp2f.exit162
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1774, %__nv_exp2f.exit162 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1775, %__nv_exp2f.exit162 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1776, %__nv_exp2f.exit162 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1777, %__nv_exp2f.exit162 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1779, %__nv_exp2f.exit162 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1780, %__nv_exp2f.exit162 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1781, %__nv_exp2f.exit162 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1782, %__nv_exp2f.exit162 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1784, %__nv_exp2f.exit162 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1785, %__nv_exp2f.exit162 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1786, %__nv_exp2f.exit162 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1787, %__nv_exp2f.exit162 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1789, %__nv_exp2f.exit162 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1790, %__nv_exp2f.exit162 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1791, %__nv_exp2f.exit162 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1792, %__nv_exp2f.exit162 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1794, %__nv_exp2f.exit162 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1795, %__nv_exp2f.exit162 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1796, %__nv_exp2f.exit162 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1797, %__nv_exp2f.exit162 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1799, %__nv_exp2f.exit162 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1800, %__nv_exp2f.exit162 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1801, %__nv_exp2f.exit162 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1802, %__nv_exp2f.exit162 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1804, %__nv_exp2f.exit162 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1805, %__nv_exp2f.exit162 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1806, %__nv_exp2f.exit162 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1807, %__nv_exp2f.exit162 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1809, %__nv_exp2f.exit162 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1810, %__nv_exp2f.exit162 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1811, %__nv_exp2f.exit162 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1812, %__nv_exp2f.exit162 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %__nv_exp2f.exit162 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %__nv_exp2f.exit162 ]
  %510 = phi float [ -inf, %.lr.ph ], [ %1107, %__nv_exp2f.exit162 ]
  %511 = phi float [ -inf, %.lr.ph ], [ %1108, %__nv_exp2f.exit162 ]
  %512 = phi i32 [ 0, %.lr.ph ], [ %1813, %__nv_exp2f.exit162 ]
  %513 = or disjoint i32 %512, %49, !dbg !28
  %514 = or disjoint i32 %513, 1, !dbg !28
  %515 = or disjoint i32 %513, 8, !dbg !28
  %516 = or disjoint i32 %513, 9, !dbg !28
  %517 = or disjoint i32 %513, 16, !dbg !28
  %518 = or disjoint i32 %513, 17, !dbg !28
  %519 = or disjoint i32 %513, 24, !dbg !28
  %520 = or disjoint i32 %513, 25, !dbg !28
  %521 = or disjoint i32 %513, 32, !dbg !28
  %522 = or disjoint i32 %513, 33, !dbg !28
  %523 = or disjoint i32 %513, 40, !dbg !28
  %524 = or disjoint i32 %513, 41, !dbg !28
  %525 = or disjoint i32 %513, 48, !dbg !28
  %526 = or disjoint i32 %513, 49, !dbg !28
  %527 = or disjoint i32 %513, 56, !dbg !28
  %528 = or disjoint i32 %513, 57, !dbg !28
  %529 = or disjoint i32 %512, %16, !dbg !28
  %530 = or disjoint i32 %512, %17, !dbg !28
  %531 = or disjoint i32 %512, %18, !dbg !28
  %532 = or disjoint i32 %512, %19, !dbg !28
  %533 = or disjoint i32 %512, %20, !dbg !28
  %534 = or disjoint i32 %512, %21, !dbg !28
  %535 = or disjoint i32 %512, %22, !dbg !28
  %536 = or disjoint i32 %512, %23, !dbg !28
  %537 = or disjoint i32 %512, %24, !dbg !28
  %538 = or disjoint i32 %512, %25, !dbg !28
  %539 = or disjoint i32 %512, %26, !dbg !28
  %540 = or disjoint i32 %512, %27, !dbg !28
  %541 = or disjoint i32 %512, %28, !dbg !28
  %542 = or disjoint i32 %512, %29, !dbg !28
  %543 = or disjoint i32 %512, %30, !dbg !28
  %544 = or disjoint i32 %512, %31, !dbg !28
  %545 = or disjoint i32 %512, %32, !dbg !28
  %546 = or disjoint i32 %512, %33, !dbg !28
  %547 = or disjoint i32 %512, %34, !dbg !28
  %548 = or disjoint i32 %512, %35, !dbg !28
  %549 = or disjoint i32 %512, %36, !dbg !28
  %550 = or disjoint i32 %512, %37, !dbg !28
  %551 = or disjoint i32 %512, %38, !dbg !28
  %552 = or disjoint i32 %512, %39, !dbg !28
  %553 = or disjoint i32 %512, %40, !dbg !28
  %554 = or disjoint i32 %512, %41, !dbg !28
  %555 = or disjoint i32 %512, %42, !dbg !28
  %556 = or disjoint i32 %512, %43, !dbg !28
  %557 = or disjoint i32 %512, %44, !dbg !28
  %558 = or disjoint i32 %512, %45, !dbg !28
  %559 = or disjoint i32 %512, %46, !dbg !28
  %560 = or disjoint i32 %512, %47, !dbg !28
  %561 = icmp slt i32 %513, %4, !dbg !29
  %562 = icmp slt i32 %514, %4, !dbg !29
  %563 = icmp slt i32 %515, %4, !dbg !29
  %564 = icmp slt i32 %516, %4, !dbg !29
  %565 = icmp slt i32 %517, %4, !dbg !29
  %566 = icmp slt i32 %518, %4, !dbg !29
  %567 = icmp slt i32 %519, %4, !dbg !29
  %568 = icmp slt i32 %520, %4, !dbg !29
  %569 = icmp slt i32 %521, %4, !dbg !29
  %570 = icmp slt i32 %522, %4, !dbg !29
  %571 = icmp slt i32 %523, %4, !dbg !29
  %572 = icmp slt i32 %524, %4, !dbg !29
  %573 = icmp slt i32 %525, %4, !dbg !29
  %574 = icmp slt i32 %526, %4, !dbg !29
  %575 = icmp slt i32 %527, %4, !dbg !29
  %576 = icmp slt i32 %528, %4, !dbg !29
  %577 = icmp slt i32 %529, %4, !dbg !29
  %578 = icmp slt i32 %530, %4, !dbg !29
  %579 = icmp slt i32 %531, %4, !dbg !29
  %580 = icmp slt i32 %532, %4, !dbg !29
  %581 = icmp slt i32 %533, %4, !dbg !29
  %582 = icmp slt i32 %534, %4, !dbg !29
  %583 = icmp slt i32 %535, %4, !dbg !29
  %584 = icmp slt i32 %536, %4, !dbg !29
  %585 = icmp slt i32 %537, %4, !dbg !29
  %586 = icmp slt i32 %538, %4, !dbg !29
  %587 = icmp slt i32 %539, %4, !dbg !29
  %588 = icmp slt i32 %540, %4, !dbg !29
  %589 = icmp slt i32 %541, %4, !dbg !29
  %590 = icmp slt i32 %542, %4, !dbg !29
  %591 = icmp slt i32 %543, %4, !dbg !29
  %592 = icmp slt i32 %544, %4, !dbg !29
  %593 = icmp slt i32 %545, %4, !dbg !29
  %594 = icmp slt i32 %546, %4, !dbg !29
  %595 = icmp slt i32 %547, %4, !dbg !29
  %596 = icmp slt i32 %548, %4, !dbg !29
  %597 = icmp slt i32 %549, %4, !dbg !29
  %598 = icmp slt i32 %550, %4, !dbg !29
  %599 = icmp slt i32 %551, %4, !dbg !29
  %600 = icmp slt i32 %552, %4, !dbg !29
  %601 = icmp slt i32 %553, %4, !dbg !29
  %602 = icmp slt i32 %554, %4, !dbg !29
  %603 = icmp slt i32 %555, %4, !dbg !29
  %604 = icmp slt i32 %556, %4, !dbg !29
  %605 = icmp slt i32 %557, %4, !dbg !29
  %606 = icmp slt i32 %558, %4, !dbg !29
  %607 = icmp slt i32 %559, %4, !dbg !29
  %608 = icmp slt i32 %560, %4, !dbg !29
  %609 = shl i32 %529, 6, !dbg !30
  %610 = shl i32 %530, 6, !dbg !30
  %611 = shl i32 %531, 6, !dbg !30
  %612 = shl i32 %532, 6, !dbg !30
  %613 = shl i32 %533, 6, !dbg !30
  %614 = shl i32 %534, 6, !dbg !30
  %615 = shl i32 %535, 6, !dbg !30
  %616 = shl i32 %536, 6, !dbg !30
  %617 = shl i32 %537, 6, !dbg !30
  %618 = shl i32 %538, 6, !dbg !30
  %619 = shl i32 %539, 6, !dbg !30
  %620 = shl i32 %540, 6, !dbg !30
  %621 = shl i32 %541, 6, !dbg !30
  %622 = shl i32 %542, 6, !dbg !30
  %623 = shl i32 %543, 6, !dbg !30
  %624 = shl i32 %544, 6, !dbg !30
  %625 = shl i32 %545, 6, !dbg !30
  %626 = shl i32 %546, 6, !dbg !30
  %627 = shl i32 %547, 6, !dbg !30
  %628 = shl i32 %548, 6, !dbg !30
  %629 = shl i32 %549, 6, !dbg !30
  %630 = shl i32 %550, 6, !dbg !30
  %631 = shl i32 %551, 6, !dbg !30
  %632 = shl i32 %552, 6, !dbg !30
  %633 = shl i32 %553, 6, !dbg !30
  %634 = shl i32 %554, 6, !dbg !30
  %635 = shl i32 %555, 6, !dbg !30
  %636 = shl i32 %556, 6, !dbg !30
  %637 = shl i32 %557, 6, !dbg !30
  %638 = shl i32 %558, 6, !dbg !30
  %639 = shl i32 %559, 6, !dbg !30
  %640 = shl i32 %560, 6, !dbg !30
  %641 = sext i32 %609 to i64, !dbg !25
  %642 = sext i32 %610 to i64, !dbg !25
  %643 = sext i32 %611 to i64, !dbg !25
  %644 = sext i32 %612 to i64, !dbg !25
  %645 = sext i32 %613 to i64, !dbg !25
  %646 = sext i32 %614 to i64, !dbg !25
  %647 = sext i32 %615 to i64, !dbg !25
  %648 = sext i32 %616 to i64, !dbg !25
  %649 = sext i32 %617 to i64, !dbg !25
  %650 = sext i32 %618 to i64, !dbg !25
  %651 = sext i32 %619 to i64, !dbg !25
  %652 = sext i32 %620 to i64, !dbg !25
  %653 = sext i32 %621 to i64, !dbg !25
  %654 = sext i32 %622 to i64, !dbg !25
  %655 = sext i32 %623 to i64, !dbg !25
  %656 = sext i32 %624 to i64, !dbg !25
  %657 = sext i32 %625 to i64, !dbg !25
  %658 = sext i32 %626 to i64, !dbg !25
  %659 = sext i32 %627 to i64, !dbg !25
  %660 = sext i32 %628 to i64, !dbg !25
  %661 = sext i32 %629 to i64, !dbg !25
  %662 = sext i32 %630 to i64, !dbg !25
  %663 = sext i32 %631 to i64, !dbg !25
  %664 = sext i32 %632 to i64, !dbg !25
  %665 = sext i32 %633 to i64, !dbg !25
  %666 = sext i32 %634 to i64, !dbg !25
  %667 = sext i32 %635 to i64, !dbg !25
  %668 = sext i32 %636 to i64, !dbg !25
  %669 = sext i32 %637 to i64, !dbg !25
  %670 = sext i32 %638 to i64, !dbg !25
  %671 = sext i32 %639 to i64, !dbg !25
  %672 = sext i32 %640 to i64, !dbg !25
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %641, !dbg !25
  %gep165 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %642, !dbg !25
  %gep167 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %643, !dbg !25
  %gep169 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %644, !dbg !25
  %gep171 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %645, !dbg !25
  %gep173 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %646, !dbg !25
  %gep175 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %647, !dbg !25
  %gep177 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %648, !dbg !25
  %gep179 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %649, !dbg !25
  %gep181 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %650, !dbg !25
  %gep183 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %651, !dbg !25
  %gep185 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %652, !dbg !25
  %gep187 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %653, !dbg !25
  %gep189 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %654, !dbg !25
  %gep191 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %655, !dbg !25
  %gep193 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %656, !dbg !25
  %gep195 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %657, !dbg !25
  %gep197 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %658, !dbg !25
  %gep199 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %659, !dbg !25
  %gep201 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %660, !dbg !25
  %gep203 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %661, !dbg !25
  %gep205 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %662, !dbg !25
  %gep207 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %663, !dbg !25
  %gep209 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %664, !dbg !25
  %gep211 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %665, !dbg !25
  %gep213 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %666, !dbg !25
  %gep215 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %667, !dbg !25
  %gep217 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %668, !dbg !25
  %gep219 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %669, !dbg !25
  %gep221 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %670, !dbg !25
  %gep223 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %671, !dbg !25
  %gep225 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %672, !dbg !25
  %673 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %577) #9, !dbg !31
  %674 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep165, i1 %578) #9, !dbg !31
  %675 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep167, i1 %579) #9, !dbg !31
  %676 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep169, i1 %580) #9, !dbg !31
  %677 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep171, i1 %581) #9, !dbg !31
  %678 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep173, i1 %582) #9, !dbg !31
  %679 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep175, i1 %583) #9, !dbg !31
  %680 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep177, i1 %584) #9, !dbg !31
  %681 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep179, i1 %585) #9, !dbg !31
  %682 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep181, i1 %586) #9, !dbg !31
  %683 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep183, i1 %587) #9, !dbg !31
  %684 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep185, i1 %588) #9, !dbg !31
  %685 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep187, i1 %589) #9, !dbg !31
  %686 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep189, i1 %590) #9, !dbg !31
  %687 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep191, i1 %591) #9, !dbg !31
  %688 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep193, i1 %592) #9, !dbg !31
  %689 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep195, i1 %593) #9, !dbg !31
  %690 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep197, i1 %594) #9, !dbg !31
  %691 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep199, i1 %595) #9, !dbg !31
  %692 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep201, i1 %596) #9, !dbg !31
  %693 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep203, i1 %597) #9, !dbg !31
  %694 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep205, i1 %598) #9, !dbg !31
  %695 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep207, i1 %599) #9, !dbg !31
  %696 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep209, i1 %600) #9, !dbg !31
  %697 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep211, i1 %601) #9, !dbg !31
  %698 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep213, i1 %602) #9, !dbg !31
  %699 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep215, i1 %603) #9, !dbg !31
  %700 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep217, i1 %604) #9, !dbg !31
  %701 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep219, i1 %605) #9, !dbg !31
  %702 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep221, i1 %606) #9, !dbg !31
  %703 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep223, i1 %607) #9, !dbg !31
  %704 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep225, i1 %608) #9, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %705 = insertelement <1 x i16> poison, i16 %673, i64 0, !dbg !31
  store <1 x i16> %705, ptr addrspace(3) %380, align 2, !dbg !31
  %706 = insertelement <1 x i16> poison, i16 %677, i64 0, !dbg !31
  store <1 x i16> %706, ptr addrspace(3) %381, align 2, !dbg !31
  %707 = insertelement <1 x i16> poison, i16 %681, i64 0, !dbg !31
  store <1 x i16> %707, ptr addrspace(3) %382, align 2, !dbg !31
  %708 = insertelement <1 x i16> poison, i16 %685, i64 0, !dbg !31
  store <1 x i16> %708, ptr addrspace(3) %383, align 2, !dbg !31
  %709 = insertelement <1 x i16> poison, i16 %689, i64 0, !dbg !31
  store <1 x i16> %709, ptr addrspace(3) %384, align 2, !dbg !31
  %710 = insertelement <1 x i16> poison, i16 %693, i64 0, !dbg !31
  store <1 x i16> %710, ptr addrspace(3) %385, align 2, !dbg !31
  %711 = insertelement <1 x i16> poison, i16 %697, i64 0, !dbg !31
  store <1 x i16> %711, ptr addrspace(3) %386, align 2, !dbg !31
  %712 = insertelement <1 x i16> poison, i16 %701, i64 0, !dbg !31
  store <1 x i16> %712, ptr addrspace(3) %387, align 2, !dbg !31
  %713 = insertelement <1 x i16> poison, i16 %674, i64 0, !dbg !31
  store <1 x i16> %713, ptr addrspace(3) %388, align 2, !dbg !31
  %714 = insertelement <1 x i16> poison, i16 %678, i64 0, !dbg !31
  store <1 x i16> %714, ptr addrspace(3) %389, align 2, !dbg !31
  %715 = insertelement <1 x i16> poison, i16 %682, i64 0, !dbg !31
  store <1 x i16> %715, ptr addrspace(3) %390, align 2, !dbg !31
  %716 = insertelement <1 x i16> poison, i16 %686, i64 0, !dbg !31
  store <1 x i16> %716, ptr addrspace(3) %391, align 2, !dbg !31
  %717 = insertelement <1 x i16> poison, i16 %690, i64 0, !dbg !31
  store <1 x i16> %717, ptr addrspace(3) %392, align 2, !dbg !31
  %718 = insertelement <1 x i16> poison, i16 %694, i64 0, !dbg !31
  store <1 x i16> %718, ptr addrspace(3) %393, align 2, !dbg !31
  %719 = insertelement <1 x i16> poison, i16 %698, i64 0, !dbg !31
  store <1 x i16> %719, ptr addrspace(3) %394, align 2, !dbg !31
  %720 = insertelement <1 x i16> poison, i16 %702, i64 0, !dbg !31
  store <1 x i16> %720, ptr addrspace(3) %395, align 2, !dbg !31
  %721 = insertelement <1 x i16> poison, i16 %675, i64 0, !dbg !31
  store <1 x i16> %721, ptr addrspace(3) %396, align 2, !dbg !31
  %722 = insertelement <1 x i16> poison, i16 %679, i64 0, !dbg !31
  store <1 x i16> %722, ptr addrspace(3) %397, align 2, !dbg !31
  %723 = insertelement <1 x i16> poison, i16 %683, i64 0, !dbg !31
  store <1 x i16> %723, ptr addrspace(3) %398, align 2, !dbg !31
  %724 = insertelement <1 x i16> poison, i16 %687, i64 0, !dbg !31
  store <1 x i16> %724, ptr addrspace(3) %399, align 2, !dbg !31
  %725 = insertelement <1 x i16> poison, i16 %691, i64 0, !dbg !31
  store <1 x i16> %725, ptr addrspace(3) %400, align 2, !dbg !31
  %726 = insertelement <1 x i16> poison, i16 %695, i64 0, !dbg !31
  store <1 x i16> %726, ptr addrspace(3) %401, align 2, !dbg !31
  %727 = insertelement <1 x i16> poison, i16 %699, i64 0, !dbg !31
  store <1 x i16> %727, ptr addrspace(3) %402, align 2, !dbg !31
  %728 = insertelement <1 x i16> poison, i16 %703, i64 0, !dbg !31
  store <1 x i16> %728, ptr addrspace(3) %403, align 2, !dbg !31
  %729 = insertelement <1 x i16> poison, i16 %676, i64 0, !dbg !31
  store <1 x i16> %729, ptr addrspace(3) %404, align 2, !dbg !31
  %730 = insertelement <1 x i16> poison, i16 %680, i64 0, !dbg !31
  store <1 x i16> %730, ptr addrspace(3) %405, align 2, !dbg !31
  %731 = insertelement <1 x i16> poison, i16 %684, i64 0, !dbg !31
  store <1 x i16> %731, ptr addrspace(3) %406, align 2, !dbg !31
  %732 = insertelement <1 x i16> poison, i16 %688, i64 0, !dbg !31
  store <1 x i16> %732, ptr addrspace(3) %407, align 2, !dbg !31
  %733 = insertelement <1 x i16> poison, i16 %692, i64 0, !dbg !31
  store <1 x i16> %733, ptr addrspace(3) %408, align 2, !dbg !31
  %734 = insertelement <1 x i16> poison, i16 %696, i64 0, !dbg !31
  store <1 x i16> %734, ptr addrspace(3) %409, align 2, !dbg !31
  %735 = insertelement <1 x i16> poison, i16 %700, i64 0, !dbg !31
  store <1 x i16> %735, ptr addrspace(3) %410, align 2, !dbg !31
  %736 = insertelement <1 x i16> poison, i16 %704, i64 0, !dbg !31
  store <1 x i16> %736, ptr addrspace(3) %411, align 2, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %737 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %422), !dbg !24
  %738 = extractvalue { i32, i32, i32, i32 } %737, 0, !dbg !24
  %739 = extractvalue { i32, i32, i32, i32 } %737, 1, !dbg !24
  %740 = extractvalue { i32, i32, i32, i32 } %737, 2, !dbg !24
  %741 = extractvalue { i32, i32, i32, i32 } %737, 3, !dbg !24
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %424), !dbg !24
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0, !dbg !24
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1, !dbg !24
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2, !dbg !24
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3, !dbg !24
  %747 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %426), !dbg !24
  %748 = extractvalue { i32, i32, i32, i32 } %747, 0, !dbg !24
  %749 = extractvalue { i32, i32, i32, i32 } %747, 1, !dbg !24
  %750 = extractvalue { i32, i32, i32, i32 } %747, 2, !dbg !24
  %751 = extractvalue { i32, i32, i32, i32 } %747, 3, !dbg !24
  %752 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %428), !dbg !24
  %753 = extractvalue { i32, i32, i32, i32 } %752, 0, !dbg !24
  %754 = extractvalue { i32, i32, i32, i32 } %752, 1, !dbg !24
  %755 = extractvalue { i32, i32, i32, i32 } %752, 2, !dbg !24
  %756 = extractvalue { i32, i32, i32, i32 } %752, 3, !dbg !24
  %757 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %433), !dbg !31
  %758 = extractvalue { i32, i32, i32, i32 } %757, 0, !dbg !31
  %759 = extractvalue { i32, i32, i32, i32 } %757, 1, !dbg !31
  %760 = extractvalue { i32, i32, i32, i32 } %757, 2, !dbg !31
  %761 = extractvalue { i32, i32, i32, i32 } %757, 3, !dbg !31
  %762 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %434), !dbg !31
  %763 = extractvalue { i32, i32, i32, i32 } %762, 0, !dbg !31
  %764 = extractvalue { i32, i32, i32, i32 } %762, 1, !dbg !31
  %765 = extractvalue { i32, i32, i32, i32 } %762, 2, !dbg !31
  %766 = extractvalue { i32, i32, i32, i32 } %762, 3, !dbg !31
  %767 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %435), !dbg !31
  %768 = extractvalue { i32, i32, i32, i32 } %767, 0, !dbg !31
  %769 = extractvalue { i32, i32, i32, i32 } %767, 1, !dbg !31
  %770 = extractvalue { i32, i32, i32, i32 } %767, 2, !dbg !31
  %771 = extractvalue { i32, i32, i32, i32 } %767, 3, !dbg !31
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %436), !dbg !31
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0, !dbg !31
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1, !dbg !31
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2, !dbg !31
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3, !dbg !31
  %777 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %437), !dbg !31
  %778 = extractvalue { i32, i32, i32, i32 } %777, 0, !dbg !31
  %779 = extractvalue { i32, i32, i32, i32 } %777, 1, !dbg !31
  %780 = extractvalue { i32, i32, i32, i32 } %777, 2, !dbg !31
  %781 = extractvalue { i32, i32, i32, i32 } %777, 3, !dbg !31
  %782 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %438), !dbg !31
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0, !dbg !31
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1, !dbg !31
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2, !dbg !31
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3, !dbg !31
  %787 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %439), !dbg !31
  %788 = extractvalue { i32, i32, i32, i32 } %787, 0, !dbg !31
  %789 = extractvalue { i32, i32, i32, i32 } %787, 1, !dbg !31
  %790 = extractvalue { i32, i32, i32, i32 } %787, 2, !dbg !31
  %791 = extractvalue { i32, i32, i32, i32 } %787, 3, !dbg !31
  %792 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %440), !dbg !31
  %793 = extractvalue { i32, i32, i32, i32 } %792, 0, !dbg !31
  %794 = extractvalue { i32, i32, i32, i32 } %792, 1, !dbg !31
  %795 = extractvalue { i32, i32, i32, i32 } %792, 2, !dbg !31
  %796 = extractvalue { i32, i32, i32, i32 } %792, 3, !dbg !31
  %797 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %442), !dbg !31
  %798 = extractvalue { i32, i32, i32, i32 } %797, 0, !dbg !31
  %799 = extractvalue { i32, i32, i32, i32 } %797, 1, !dbg !31
  %800 = extractvalue { i32, i32, i32, i32 } %797, 2, !dbg !31
  %801 = extractvalue { i32, i32, i32, i32 } %797, 3, !dbg !31
  %802 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %443), !dbg !31
  %803 = extractvalue { i32, i32, i32, i32 } %802, 0, !dbg !31
  %804 = extractvalue { i32, i32, i32, i32 } %802, 1, !dbg !31
  %805 = extractvalue { i32, i32, i32, i32 } %802, 2, !dbg !31
  %806 = extractvalue { i32, i32, i32, i32 } %802, 3, !dbg !31
  %807 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %444), !dbg !31
  %808 = extractvalue { i32, i32, i32, i32 } %807, 0, !dbg !31
  %809 = extractvalue { i32, i32, i32, i32 } %807, 1, !dbg !31
  %810 = extractvalue { i32, i32, i32, i32 } %807, 2, !dbg !31
  %811 = extractvalue { i32, i32, i32, i32 } %807, 3, !dbg !31
  %812 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %445), !dbg !31
  %813 = extractvalue { i32, i32, i32, i32 } %812, 0, !dbg !31
  %814 = extractvalue { i32, i32, i32, i32 } %812, 1, !dbg !31
  %815 = extractvalue { i32, i32, i32, i32 } %812, 2, !dbg !31
  %816 = extractvalue { i32, i32, i32, i32 } %812, 3, !dbg !31
  %817 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %446), !dbg !31
  %818 = extractvalue { i32, i32, i32, i32 } %817, 0, !dbg !31
  %819 = extractvalue { i32, i32, i32, i32 } %817, 1, !dbg !31
  %820 = extractvalue { i32, i32, i32, i32 } %817, 2, !dbg !31
  %821 = extractvalue { i32, i32, i32, i32 } %817, 3, !dbg !31
  %822 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %447), !dbg !31
  %823 = extractvalue { i32, i32, i32, i32 } %822, 0, !dbg !31
  %824 = extractvalue { i32, i32, i32, i32 } %822, 1, !dbg !31
  %825 = extractvalue { i32, i32, i32, i32 } %822, 2, !dbg !31
  %826 = extractvalue { i32, i32, i32, i32 } %822, 3, !dbg !31
  %827 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %448), !dbg !31
  %828 = extractvalue { i32, i32, i32, i32 } %827, 0, !dbg !31
  %829 = extractvalue { i32, i32, i32, i32 } %827, 1, !dbg !31
  %830 = extractvalue { i32, i32, i32, i32 } %827, 2, !dbg !31
  %831 = extractvalue { i32, i32, i32, i32 } %827, 3, !dbg !31
  %832 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %449), !dbg !31
  %833 = extractvalue { i32, i32, i32, i32 } %832, 0, !dbg !31
  %834 = extractvalue { i32, i32, i32, i32 } %832, 1, !dbg !31
  %835 = extractvalue { i32, i32, i32, i32 } %832, 2, !dbg !31
  %836 = extractvalue { i32, i32, i32, i32 } %832, 3, !dbg !31
  %837 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %758, i32 %759) #9, !dbg !32
  %838 = extractvalue { float, float, float, float } %837, 0, !dbg !32
  %839 = extractvalue { float, float, float, float } %837, 1, !dbg !32
  %840 = extractvalue { float, float, float, float } %837, 2, !dbg !32
  %841 = extractvalue { float, float, float, float } %837, 3, !dbg !32
  %842 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %763, i32 %764) #9, !dbg !32
  %843 = extractvalue { float, float, float, float } %842, 0, !dbg !32
  %844 = extractvalue { float, float, float, float } %842, 1, !dbg !32
  %845 = extractvalue { float, float, float, float } %842, 2, !dbg !32
  %846 = extractvalue { float, float, float, float } %842, 3, !dbg !32
  %847 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %768, i32 %769) #9, !dbg !32
  %848 = extractvalue { float, float, float, float } %847, 0, !dbg !32
  %849 = extractvalue { float, float, float, float } %847, 1, !dbg !32
  %850 = extractvalue { float, float, float, float } %847, 2, !dbg !32
  %851 = extractvalue { float, float, float, float } %847, 3, !dbg !32
  %852 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %773, i32 %774) #9, !dbg !32
  %853 = extractvalue { float, float, float, float } %852, 0, !dbg !32
  %854 = extractvalue { float, float, float, float } %852, 1, !dbg !32
  %855 = extractvalue { float, float, float, float } %852, 2, !dbg !32
  %856 = extractvalue { float, float, float, float } %852, 3, !dbg !32
  %857 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %778, i32 %779) #9, !dbg !32
  %858 = extractvalue { float, float, float, float } %857, 0, !dbg !32
  %859 = extractvalue { float, float, float, float } %857, 1, !dbg !32
  %860 = extractvalue { float, float, float, float } %857, 2, !dbg !32
  %861 = extractvalue { float, float, float, float } %857, 3, !dbg !32
  %862 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %783, i32 %784) #9, !dbg !32
  %863 = extractvalue { float, float, float, float } %862, 0, !dbg !32
  %864 = extractvalue { float, float, float, float } %862, 1, !dbg !32
  %865 = extractvalue { float, float, float, float } %862, 2, !dbg !32
  %866 = extractvalue { float, float, float, float } %862, 3, !dbg !32
  %867 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %788, i32 %789) #9, !dbg !32
  %868 = extractvalue { float, float, float, float } %867, 0, !dbg !32
  %869 = extractvalue { float, float, float, float } %867, 1, !dbg !32
  %870 = extractvalue { float, float, float, float } %867, 2, !dbg !32
  %871 = extractvalue { float, float, float, float } %867, 3, !dbg !32
  %872 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %738, i32 %739, i32 %740, i32 %741, i32 %793, i32 %794) #9, !dbg !32
  %873 = extractvalue { float, float, float, float } %872, 0, !dbg !32
  %874 = extractvalue { float, float, float, float } %872, 1, !dbg !32
  %875 = extractvalue { float, float, float, float } %872, 2, !dbg !32
  %876 = extractvalue { float, float, float, float } %872, 3, !dbg !32
  %877 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %838, float %839, float %840, float %841, i32 %743, i32 %744, i32 %745, i32 %746, i32 %760, i32 %761) #9, !dbg !32
  %878 = extractvalue { float, float, float, float } %877, 0, !dbg !32
  %879 = extractvalue { float, float, float, float } %877, 1, !dbg !32
  %880 = extractvalue { float, float, float, float } %877, 2, !dbg !32
  %881 = extractvalue { float, float, float, float } %877, 3, !dbg !32
  %882 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %843, float %844, float %845, float %846, i32 %743, i32 %744, i32 %745, i32 %746, i32 %765, i32 %766) #9, !dbg !32
  %883 = extractvalue { float, float, float, float } %882, 0, !dbg !32
  %884 = extractvalue { float, float, float, float } %882, 1, !dbg !32
  %885 = extractvalue { float, float, float, float } %882, 2, !dbg !32
  %886 = extractvalue { float, float, float, float } %882, 3, !dbg !32
  %887 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %848, float %849, float %850, float %851, i32 %743, i32 %744, i32 %745, i32 %746, i32 %770, i32 %771) #9, !dbg !32
  %888 = extractvalue { float, float, float, float } %887, 0, !dbg !32
  %889 = extractvalue { float, float, float, float } %887, 1, !dbg !32
  %890 = extractvalue { float, float, float, float } %887, 2, !dbg !32
  %891 = extractvalue { float, float, float, float } %887, 3, !dbg !32
  %892 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %853, float %854, float %855, float %856, i32 %743, i32 %744, i32 %745, i32 %746, i32 %775, i32 %776) #9, !dbg !32
  %893 = extractvalue { float, float, float, float } %892, 0, !dbg !32
  %894 = extractvalue { float, float, float, float } %892, 1, !dbg !32
  %895 = extractvalue { float, float, float, float } %892, 2, !dbg !32
  %896 = extractvalue { float, float, float, float } %892, 3, !dbg !32
  %897 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %858, float %859, float %860, float %861, i32 %743, i32 %744, i32 %745, i32 %746, i32 %780, i32 %781) #9, !dbg !32
  %898 = extractvalue { float, float, float, float } %897, 0, !dbg !32
  %899 = extractvalue { float, float, float, float } %897, 1, !dbg !32
  %900 = extractvalue { float, float, float, float } %897, 2, !dbg !32
  %901 = extractvalue { float, float, float, float } %897, 3, !dbg !32
  %902 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %863, float %864, float %865, float %866, i32 %743, i32 %744, i32 %745, i32 %746, i32 %785, i32 %786) #9, !dbg !32
  %903 = extractvalue { float, float, float, float } %902, 0, !dbg !32
  %904 = extractvalue { float, float, float, float } %902, 1, !dbg !32
  %905 = extractvalue { float, float, float, float } %902, 2, !dbg !32
  %906 = extractvalue { float, float, float, float } %902, 3, !dbg !32
  %907 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %868, float %869, float %870, float %871, i32 %743, i32 %744, i32 %745, i32 %746, i32 %790, i32 %791) #9, !dbg !32
  %908 = extractvalue { float, float, float, float } %907, 0, !dbg !32
  %909 = extractvalue { float, float, float, float } %907, 1, !dbg !32
  %910 = extractvalue { float, float, float, float } %907, 2, !dbg !32
  %911 = extractvalue { float, float, float, float } %907, 3, !dbg !32
  %912 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %873, float %874, float %875, float %876, i32 %743, i32 %744, i32 %745, i32 %746, i32 %795, i32 %796) #9, !dbg !32
  %913 = extractvalue { float, float, float, float } %912, 0, !dbg !32
  %914 = extractvalue { float, float, float, float } %912, 1, !dbg !32
  %915 = extractvalue { float, float, float, float } %912, 2, !dbg !32
  %916 = extractvalue { float, float, float, float } %912, 3, !dbg !32
  %917 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %878, float %879, float %880, float %881, i32 %748, i32 %749, i32 %750, i32 %751, i32 %798, i32 %799) #9, !dbg !32
  %918 = extractvalue { float, float, float, float } %917, 0, !dbg !32
  %919 = extractvalue { float, float, float, float } %917, 1, !dbg !32
  %920 = extractvalue { float, float, float, float } %917, 2, !dbg !32
  %921 = extractvalue { float, float, float, float } %917, 3, !dbg !32
  %922 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %883, float %884, float %885, float %886, i32 %748, i32 %749, i32 %750, i32 %751, i32 %803, i32 %804) #9, !dbg !32
  %923 = extractvalue { float, float, float, float } %922, 0, !dbg !32
  %924 = extractvalue { float, float, float, float } %922, 1, !dbg !32
  %925 = extractvalue { float, float, float, float } %922, 2, !dbg !32
  %926 = extractvalue { float, float, float, float } %922, 3, !dbg !32
  %927 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %888, float %889, float %890, float %891, i32 %748, i32 %749, i32 %750, i32 %751, i32 %808, i32 %809) #9, !dbg !32
  %928 = extractvalue { float, float, float, float } %927, 0, !dbg !32
  %929 = extractvalue { float, float, float, float } %927, 1, !dbg !32
  %930 = extractvalue { float, float, float, float } %927, 2, !dbg !32
  %931 = extractvalue { float, float, float, float } %927, 3, !dbg !32
  %932 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %893, float %894, float %895, float %896, i32 %748, i32 %749, i32 %750, i32 %751, i32 %813, i32 %814) #9, !dbg !32
  %933 = extractvalue { float, float, float, float } %932, 0, !dbg !32
  %934 = extractvalue { float, float, float, float } %932, 1, !dbg !32
  %935 = extractvalue { float, float, float, float } %932, 2, !dbg !32
  %936 = extractvalue { float, float, float, float } %932, 3, !dbg !32
  %937 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %898, float %899, float %900, float %901, i32 %748, i32 %749, i32 %750, i32 %751, i32 %818, i32 %819) #9, !dbg !32
  %938 = extractvalue { float, float, float, float } %937, 0, !dbg !32
  %939 = extractvalue { float, float, float, float } %937, 1, !dbg !32
  %940 = extractvalue { float, float, float, float } %937, 2, !dbg !32
  %941 = extractvalue { float, float, float, float } %937, 3, !dbg !32
  %942 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %903, float %904, float %905, float %906, i32 %748, i32 %749, i32 %750, i32 %751, i32 %823, i32 %824) #9, !dbg !32
  %943 = extractvalue { float, float, float, float } %942, 0, !dbg !32
  %944 = extractvalue { float, float, float, float } %942, 1, !dbg !32
  %945 = extractvalue { float, float, float, float } %942, 2, !dbg !32
  %946 = extractvalue { float, float, float, float } %942, 3, !dbg !32
  %947 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %908, float %909, float %910, float %911, i32 %748, i32 %749, i32 %750, i32 %751, i32 %828, i32 %829) #9, !dbg !32
  %948 = extractvalue { float, float, float, float } %947, 0, !dbg !32
  %949 = extractvalue { float, float, float, float } %947, 1, !dbg !32
  %950 = extractvalue { float, float, float, float } %947, 2, !dbg !32
  %951 = extractvalue { float, float, float, float } %947, 3, !dbg !32
  %952 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %913, float %914, float %915, float %916, i32 %748, i32 %749, i32 %750, i32 %751, i32 %833, i32 %834) #9, !dbg !32
  %953 = extractvalue { float, float, float, float } %952, 0, !dbg !32
  %954 = extractvalue { float, float, float, float } %952, 1, !dbg !32
  %955 = extractvalue { float, float, float, float } %952, 2, !dbg !32
  %956 = extractvalue { float, float, float, float } %952, 3, !dbg !32
  %957 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %918, float %919, float %920, float %921, i32 %753, i32 %754, i32 %755, i32 %756, i32 %800, i32 %801) #9, !dbg !32
  %958 = extractvalue { float, float, float, float } %957, 0, !dbg !32
  %959 = extractvalue { float, float, float, float } %957, 1, !dbg !32
  %960 = extractvalue { float, float, float, float } %957, 2, !dbg !32
  %961 = extractvalue { float, float, float, float } %957, 3, !dbg !32
  %962 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %923, float %924, float %925, float %926, i32 %753, i32 %754, i32 %755, i32 %756, i32 %805, i32 %806) #9, !dbg !32
  %963 = extractvalue { float, float, float, float } %962, 0, !dbg !32
  %964 = extractvalue { float, float, float, float } %962, 1, !dbg !32
  %965 = extractvalue { float, float, float, float } %962, 2, !dbg !32
  %966 = extractvalue { float, float, float, float } %962, 3, !dbg !32
  %967 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %928, float %929, float %930, float %931, i32 %753, i32 %754, i32 %755, i32 %756, i32 %810, i32 %811) #9, !dbg !32
  %968 = extractvalue { float, float, float, float } %967, 0, !dbg !32
  %969 = extractvalue { float, float, float, float } %967, 1, !dbg !32
  %970 = extractvalue { float, float, float, float } %967, 2, !dbg !32
  %971 = extractvalue { float, float, float, float } %967, 3, !dbg !32
  %972 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %933, float %934, float %935, float %936, i32 %753, i32 %754, i32 %755, i32 %756, i32 %815, i32 %816) #9, !dbg !32
  %973 = extractvalue { float, float, float, float } %972, 0, !dbg !32
  %974 = extractvalue { float, float, float, float } %972, 1, !dbg !32
  %975 = extractvalue { float, float, float, float } %972, 2, !dbg !32
  %976 = extractvalue { float, float, float, float } %972, 3, !dbg !32
  %977 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %938, float %939, float %940, float %941, i32 %753, i32 %754, i32 %755, i32 %756, i32 %820, i32 %821) #9, !dbg !32
  %978 = extractvalue { float, float, float, float } %977, 0, !dbg !32
  %979 = extractvalue { float, float, float, float } %977, 1, !dbg !32
  %980 = extractvalue { float, float, float, float } %977, 2, !dbg !32
  %981 = extractvalue { float, float, float, float } %977, 3, !dbg !32
  %982 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %943, float %944, float %945, float %946, i32 %753, i32 %754, i32 %755, i32 %756, i32 %825, i32 %826) #9, !dbg !32
  %983 = extractvalue { float, float, float, float } %982, 0, !dbg !32
  %984 = extractvalue { float, float, float, float } %982, 1, !dbg !32
  %985 = extractvalue { float, float, float, float } %982, 2, !dbg !32
  %986 = extractvalue { float, float, float, float } %982, 3, !dbg !32
  %987 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %948, float %949, float %950, float %951, i32 %753, i32 %754, i32 %755, i32 %756, i32 %830, i32 %831) #9, !dbg !32
  %988 = extractvalue { float, float, float, float } %987, 0, !dbg !32
  %989 = extractvalue { float, float, float, float } %987, 1, !dbg !32
  %990 = extractvalue { float, float, float, float } %987, 2, !dbg !32
  %991 = extractvalue { float, float, float, float } %987, 3, !dbg !32
  %992 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %953, float %954, float %955, float %956, i32 %753, i32 %754, i32 %755, i32 %756, i32 %835, i32 %836) #9, !dbg !32
  %993 = extractvalue { float, float, float, float } %992, 0, !dbg !32
  %994 = extractvalue { float, float, float, float } %992, 1, !dbg !32
  %995 = extractvalue { float, float, float, float } %992, 2, !dbg !32
  %996 = extractvalue { float, float, float, float } %992, 3, !dbg !32
  %997 = fmul float %5, %958, !dbg !32
  %998 = fmul float %5, %959, !dbg !32
  %999 = fmul float %5, %960, !dbg !32
  %1000 = fmul float %5, %961, !dbg !32
  %1001 = fmul float %5, %963, !dbg !32
  %1002 = fmul float %5, %964, !dbg !32
  %1003 = fmul float %5, %965, !dbg !32
  %1004 = fmul float %5, %966, !dbg !32
  %1005 = fmul float %5, %968, !dbg !32
  %1006 = fmul float %5, %969, !dbg !32
  %1007 = fmul float %5, %970, !dbg !32
  %1008 = fmul float %5, %971, !dbg !32
  %1009 = fmul float %5, %973, !dbg !32
  %1010 = fmul float %5, %974, !dbg !32
  %1011 = fmul float %5, %975, !dbg !32
  %1012 = fmul float %5, %976, !dbg !32
  %1013 = fmul float %5, %978, !dbg !32
  %1014 = fmul float %5, %979, !dbg !32
  %1015 = fmul float %5, %980, !dbg !32
  %1016 = fmul float %5, %981, !dbg !32
  %1017 = fmul float %5, %983, !dbg !32
  %1018 = fmul float %5, %984, !dbg !32
  %1019 = fmul float %5, %985, !dbg !32
  %1020 = fmul float %5, %986, !dbg !32
  %1021 = fmul float %5, %988, !dbg !32
  %1022 = fmul float %5, %989, !dbg !32
  %1023 = fmul float %5, %990, !dbg !32
  %1024 = fmul float %5, %991, !dbg !32
  %1025 = fmul float %5, %993, !dbg !32
  %1026 = fmul float %5, %994, !dbg !32
  %1027 = fmul float %5, %995, !dbg !32
  %1028 = fmul float %5, %996, !dbg !32
  %1029 = select i1 %561, float %997, float -inf, !dbg !33
  %1030 = select i1 %562, float %998, float -inf, !dbg !33
  %1031 = select i1 %561, float %999, float -inf, !dbg !33
  %1032 = select i1 %562, float %1000, float -inf, !dbg !33
  %1033 = select i1 %563, float %1001, float -inf, !dbg !33
  %1034 = select i1 %564, float %1002, float -inf, !dbg !33
  %1035 = select i1 %563, float %1003, float -inf, !dbg !33
  %1036 = select i1 %564, float %1004, float -inf, !dbg !33
  %1037 = select i1 %565, float %1005, float -inf, !dbg !33
  %1038 = select i1 %566, float %1006, float -inf, !dbg !33
  %1039 = select i1 %565, float %1007, float -inf, !dbg !33
  %1040 = select i1 %566, float %1008, float -inf, !dbg !33
  %1041 = select i1 %567, float %1009, float -inf, !dbg !33
  %1042 = select i1 %568, float %1010, float -inf, !dbg !33
  %1043 = select i1 %567, float %1011, float -inf, !dbg !33
  %1044 = select i1 %568, float %1012, float -inf, !dbg !33
  %1045 = select i1 %569, float %1013, float -inf, !dbg !33
  %1046 = select i1 %570, float %1014, float -inf, !dbg !33
  %1047 = select i1 %569, float %1015, float -inf, !dbg !33
  %1048 = select i1 %570, float %1016, float -inf, !dbg !33
  %1049 = select i1 %571, float %1017, float -inf, !dbg !33
  %1050 = select i1 %572, float %1018, float -inf, !dbg !33
  %1051 = select i1 %571, float %1019, float -inf, !dbg !33
  %1052 = select i1 %572, float %1020, float -inf, !dbg !33
  %1053 = select i1 %573, float %1021, float -inf, !dbg !33
  %1054 = select i1 %574, float %1022, float -inf, !dbg !33
  %1055 = select i1 %573, float %1023, float -inf, !dbg !33
  %1056 = select i1 %574, float %1024, float -inf, !dbg !33
  %1057 = select i1 %575, float %1025, float -inf, !dbg !33
  %1058 = select i1 %576, float %1026, float -inf, !dbg !33
  %1059 = select i1 %575, float %1027, float -inf, !dbg !33
  %1060 = select i1 %576, float %1028, float -inf, !dbg !33
  %1061 = tail call float @llvm.maxnum.f32(float %1029, float %1030), !dbg !34
  %1062 = tail call float @llvm.maxnum.f32(float %1033, float %1034), !dbg !34
  %1063 = tail call float @llvm.maxnum.f32(float %1037, float %1038), !dbg !34
  %1064 = tail call float @llvm.maxnum.f32(float %1041, float %1042), !dbg !34
  %1065 = tail call float @llvm.maxnum.f32(float %1045, float %1046), !dbg !34
  %1066 = tail call float @llvm.maxnum.f32(float %1049, float %1050), !dbg !34
  %1067 = tail call float @llvm.maxnum.f32(float %1053, float %1054), !dbg !34
  %1068 = tail call float @llvm.maxnum.f32(float %1057, float %1058), !dbg !34
  %1069 = tail call float @llvm.maxnum.f32(float %1061, float %1062), !dbg !34
  %1070 = tail call float @llvm.maxnum.f32(float %1063, float %1064), !dbg !34
  %1071 = tail call float @llvm.maxnum.f32(float %1065, float %1066), !dbg !34
  %1072 = tail call float @llvm.maxnum.f32(float %1067, float %1068), !dbg !34
  %1073 = tail call float @llvm.maxnum.f32(float %1069, float %1070), !dbg !34
  %1074 = tail call float @llvm.maxnum.f32(float %1071, float %1072), !dbg !34
  %1075 = tail call float @llvm.maxnum.f32(float %1073, float %1074), !dbg !34
  %1076 = tail call float @llvm.maxnum.f32(float %1031, float %1032), !dbg !34
  %1077 = tail call float @llvm.maxnum.f32(float %1035, float %1036), !dbg !34
  %1078 = tail call float @llvm.maxnum.f32(float %1039, float %1040), !dbg !34
  %1079 = tail call float @llvm.maxnum.f32(float %1043, float %1044), !dbg !34
  %1080 = tail call float @llvm.maxnum.f32(float %1047, float %1048), !dbg !34
  %1081 = tail call float @llvm.maxnum.f32(float %1051, float %1052), !dbg !34
  %1082 = tail call float @llvm.maxnum.f32(float %1055, float %1056), !dbg !34
  %1083 = tail call float @llvm.maxnum.f32(float %1059, float %1060), !dbg !34
  %1084 = tail call float @llvm.maxnum.f32(float %1076, float %1077), !dbg !34
  %1085 = tail call float @llvm.maxnum.f32(float %1078, float %1079), !dbg !34
  %1086 = tail call float @llvm.maxnum.f32(float %1080, float %1081), !dbg !34
  %1087 = tail call float @llvm.maxnum.f32(float %1082, float %1083), !dbg !34
  %1088 = tail call float @llvm.maxnum.f32(float %1084, float %1085), !dbg !34
  %1089 = tail call float @llvm.maxnum.f32(float %1086, float %1087), !dbg !34
  %1090 = tail call float @llvm.maxnum.f32(float %1088, float %1089), !dbg !34
  %1091 = bitcast float %1075 to i32, !dbg !37
  %1092 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1091, i32 2, i32 31), !dbg !37
  %1093 = bitcast i32 %1092 to float, !dbg !37
  %1094 = tail call float @llvm.maxnum.f32(float %1075, float %1093), !dbg !34
  %1095 = bitcast float %1094 to i32, !dbg !37
  %1096 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1095, i32 1, i32 31), !dbg !37
  %1097 = bitcast i32 %1096 to float, !dbg !37
  %1098 = tail call float @llvm.maxnum.f32(float %1094, float %1097), !dbg !34
  %1099 = bitcast float %1090 to i32, !dbg !37
  %1100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1099, i32 2, i32 31), !dbg !37
  %1101 = bitcast i32 %1100 to float, !dbg !37
  %1102 = tail call float @llvm.maxnum.f32(float %1090, float %1101), !dbg !34
  %1103 = bitcast float %1102 to i32, !dbg !37
  %1104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1103, i32 1, i32 31), !dbg !37
  %1105 = bitcast i32 %1104 to float, !dbg !37
  %1106 = tail call float @llvm.maxnum.f32(float %1102, float %1105), !dbg !34
  %1107 = tail call float @llvm.maxnum.f32(float %510, float %1098), !dbg !40
  %1108 = tail call float @llvm.maxnum.f32(float %511, float %1106), !dbg !40
  %1109 = fsub float %1029, %1107, !dbg !41
  %1110 = fsub float %1030, %1107, !dbg !41
  %1111 = fsub float %1031, %1108, !dbg !41
  %1112 = fsub float %1032, %1108, !dbg !41
  %1113 = fsub float %1033, %1107, !dbg !41
  %1114 = fsub float %1034, %1107, !dbg !41
  %1115 = fsub float %1035, %1108, !dbg !41
  %1116 = fsub float %1036, %1108, !dbg !41
  %1117 = fsub float %1037, %1107, !dbg !41
  %1118 = fsub float %1038, %1107, !dbg !41
  %1119 = fsub float %1039, %1108, !dbg !41
  %1120 = fsub float %1040, %1108, !dbg !41
  %1121 = fsub float %1041, %1107, !dbg !41
  %1122 = fsub float %1042, %1107, !dbg !41
  %1123 = fsub float %1043, %1108, !dbg !41
  %1124 = fsub float %1044, %1108, !dbg !41
  %1125 = fsub float %1045, %1107, !dbg !41
  %1126 = fsub float %1046, %1107, !dbg !41
  %1127 = fsub float %1047, %1108, !dbg !41
  %1128 = fsub float %1048, %1108, !dbg !41
  %1129 = fsub float %1049, %1107, !dbg !41
  %1130 = fsub float %1050, %1107, !dbg !41
  %1131 = fsub float %1051, %1108, !dbg !41
  %1132 = fsub float %1052, %1108, !dbg !41
  %1133 = fsub float %1053, %1107, !dbg !41
  %1134 = fsub float %1054, %1107, !dbg !41
  %1135 = fsub float %1055, %1108, !dbg !41
  %1136 = fsub float %1056, %1108, !dbg !41
  %1137 = fsub float %1057, %1107, !dbg !41
  %1138 = fsub float %1058, %1107, !dbg !41
  %1139 = fsub float %1059, %1108, !dbg !41
  %1140 = fsub float %1060, %1108, !dbg !41
  %1141 = fmul float %1109, f0x3FB8AA3B, !dbg !42
  %1142 = fmul float %1110, f0x3FB8AA3B, !dbg !42
  %1143 = fmul float %1111, f0x3FB8AA3B, !dbg !42
  %1144 = fmul float %1112, f0x3FB8AA3B, !dbg !42
  %1145 = fmul float %1113, f0x3FB8AA3B, !dbg !42
  %1146 = fmul float %1114, f0x3FB8AA3B, !dbg !42
  %1147 = fmul float %1115, f0x3FB8AA3B, !dbg !42
  %1148 = fmul float %1116, f0x3FB8AA3B, !dbg !42
  %1149 = fmul float %1117, f0x3FB8AA3B, !dbg !42
  %1150 = fmul float %1118, f0x3FB8AA3B, !dbg !42
  %1151 = fmul float %1119, f0x3FB8AA3B, !dbg !42
  %1152 = fmul float %1120, f0x3FB8AA3B, !dbg !42
  %1153 = fmul float %1121, f0x3FB8AA3B, !dbg !42
  %1154 = fmul float %1122, f0x3FB8AA3B, !dbg !42
  %1155 = fmul float %1123, f0x3FB8AA3B, !dbg !42
  %1156 = fmul float %1124, f0x3FB8AA3B, !dbg !42
  %1157 = fmul float %1125, f0x3FB8AA3B, !dbg !42
  %1158 = fmul float %1126, f0x3FB8AA3B, !dbg !42
  %1159 = fmul float %1127, f0x3FB8AA3B, !dbg !42
  %1160 = fmul float %1128, f0x3FB8AA3B, !dbg !42
  %1161 = fmul float %1129, f0x3FB8AA3B, !dbg !42
  %1162 = fmul float %1130, f0x3FB8AA3B, !dbg !42
  %1163 = fmul float %1131, f0x3FB8AA3B, !dbg !42
  %1164 = fmul float %1132, f0x3FB8AA3B, !dbg !42
  %1165 = fmul float %1133, f0x3FB8AA3B, !dbg !42
  %1166 = fmul float %1134, f0x3FB8AA3B, !dbg !42
  %1167 = fmul float %1135, f0x3FB8AA3B, !dbg !42
  %1168 = fmul float %1136, f0x3FB8AA3B, !dbg !42
  %1169 = fmul float %1137, f0x3FB8AA3B, !dbg !42
  %1170 = fmul float %1138, f0x3FB8AA3B, !dbg !42
  %1171 = fmul float %1139, f0x3FB8AA3B, !dbg !42
  %1172 = fmul float %1140, f0x3FB8AA3B, !dbg !42
  %1173 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i = icmp eq i32 %1173, 0, !dbg !43
  br i1 %.not.i, label %1176, label %1174, !dbg !43

1174:                                             ; preds = %475
  %1175 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1141), !dbg !43
  br label %__nv_exp2f.exit, !dbg !43

1176:                                             ; preds = %475
  %1177 = tail call float @llvm.nvvm.ex2.approx.f32(float %1141), !dbg !43
  br label %__nv_exp2f.exit, !dbg !43

__nv_exp2f.exit:                                  ; preds = %1174, %1176
  %.0.i = phi float [ %1175, %1174 ], [ %1177, %1176 ], !dbg !43
  %1178 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i64 = icmp eq i32 %1178, 0, !dbg !43
  br i1 %.not.i64, label %1181, label %1179, !dbg !43

1179:                                             ; preds = %__nv_exp2f.exit
  %1180 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1142), !dbg !43
  br label %__nv_exp2f.exit66, !dbg !43

1181:                                             ; preds = %__nv_exp2f.exit
  %1182 = tail call float @llvm.nvvm.ex2.approx.f32(float %1142), !dbg !43
  br label %__nv_exp2f.exit66, !dbg !43

__nv_exp2f.exit66:                                ; preds = %1179, %1181
  %.0.i65 = phi float [ %1180, %1179 ], [ %1182, %1181 ], !dbg !43
  %1183 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i67 = icmp eq i32 %1183, 0, !dbg !43
  br i1 %.not.i67, label %1186, label %1184, !dbg !43

1184:                                             ; preds = %__nv_exp2f.exit66
  %1185 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1143), !dbg !43
  br label %__nv_exp2f.exit69, !dbg !43

1186:                                             ; preds = %__nv_exp2f.exit66
  %1187 = tail call float @llvm.nvvm.ex2.approx.f32(float %1143), !dbg !43
  br label %__nv_exp2f.exit69, !dbg !43

__nv_exp2f.exit69:                                ; preds = %1184, %1186
  %.0.i68 = phi float [ %1185, %1184 ], [ %1187, %1186 ], !dbg !43
  %1188 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i70 = icmp eq i32 %1188, 0, !dbg !43
  br i1 %.not.i70, label %1191, label %1189, !dbg !43

1189:                                             ; preds = %__nv_exp2f.exit69
  %1190 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1144), !dbg !43
  br label %__nv_exp2f.exit72, !dbg !43

1191:                                             ; preds = %__nv_exp2f.exit69
  %1192 = tail call float @llvm.nvvm.ex2.approx.f32(float %1144), !dbg !43
  br label %__nv_exp2f.exit72, !dbg !43

__nv_exp2f.exit72:                                ; preds = %1189, %1191
  %.0.i71 = phi float [ %1190, %1189 ], [ %1192, %1191 ], !dbg !43
  %1193 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i73 = icmp eq i32 %1193, 0, !dbg !43
  br i1 %.not.i73, label %1196, label %1194, !dbg !43

1194:                                             ; preds = %__nv_exp2f.exit72
  %1195 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1145), !dbg !43
  br label %__nv_exp2f.exit75, !dbg !43

1196:                                             ; preds = %__nv_exp2f.exit72
  %1197 = tail call float @llvm.nvvm.ex2.approx.f32(float %1145), !dbg !43
  br label %__nv_exp2f.exit75, !dbg !43

__nv_exp2f.exit75:                                ; preds = %1194, %1196
  %.0.i74 = phi float [ %1195, %1194 ], [ %1197, %1196 ], !dbg !43
  %1198 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i76 = icmp eq i32 %1198, 0, !dbg !43
  br i1 %.not.i76, label %1201, label %1199, !dbg !43

1199:                                             ; preds = %__nv_exp2f.exit75
  %1200 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1146), !dbg !43
  br label %__nv_exp2f.exit78, !dbg !43

1201:                                             ; preds = %__nv_exp2f.exit75
  %1202 = tail call float @llvm.nvvm.ex2.approx.f32(float %1146), !dbg !43
  br label %__nv_exp2f.exit78, !dbg !43

__nv_exp2f.exit78:                                ; preds = %1199, %1201
  %.0.i77 = phi float [ %1200, %1199 ], [ %1202, %1201 ], !dbg !43
  %1203 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i79 = icmp eq i32 %1203, 0, !dbg !43
  br i1 %.not.i79, label %1206, label %1204, !dbg !43

1204:                                             ; preds = %__nv_exp2f.exit78
  %1205 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1147), !dbg !43
  br label %__nv_exp2f.exit81, !dbg !43

1206:                                             ; preds = %__nv_exp2f.exit78
  %1207 = tail call float @llvm.nvvm.ex2.approx.f32(float %1147), !dbg !43
  br label %__nv_exp2f.exit81, !dbg !43

__nv_exp2f.exit81:                                ; preds = %1204, %1206
  %.0.i80 = phi float [ %1205, %1204 ], [ %1207, %1206 ], !dbg !43
  %1208 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i82 = icmp eq i32 %1208, 0, !dbg !43
  br i1 %.not.i82, label %1211, label %1209, !dbg !43

1209:                                             ; preds = %__nv_exp2f.exit81
  %1210 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1148), !dbg !43
  br label %__nv_exp2f.exit84, !dbg !43

1211:                                             ; preds = %__nv_exp2f.exit81
  %1212 = tail call float @llvm.nvvm.ex2.approx.f32(float %1148), !dbg !43
  br label %__nv_exp2f.exit84, !dbg !43

__nv_exp2f.exit84:                                ; preds = %1209, %1211
  %.0.i83 = phi float [ %1210, %1209 ], [ %1212, %1211 ], !dbg !43
  %1213 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i85 = icmp eq i32 %1213, 0, !dbg !43
  br i1 %.not.i85, label %1216, label %1214, !dbg !43

1214:                                             ; preds = %__nv_exp2f.exit84
  %1215 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1149), !dbg !43
  br label %__nv_exp2f.exit87, !dbg !43

1216:                                             ; preds = %__nv_exp2f.exit84
  %1217 = tail call float @llvm.nvvm.ex2.approx.f32(float %1149), !dbg !43
  br label %__nv_exp2f.exit87, !dbg !43

__nv_exp2f.exit87:                                ; preds = %1214, %1216
  %.0.i86 = phi float [ %1215, %1214 ], [ %1217, %1216 ], !dbg !43
  %1218 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i88 = icmp eq i32 %1218, 0, !dbg !43
  br i1 %.not.i88, label %1221, label %1219, !dbg !43

1219:                                             ; preds = %__nv_exp2f.exit87
  %1220 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1150), !dbg !43
  br label %__nv_exp2f.exit90, !dbg !43

1221:                                             ; preds = %__nv_exp2f.exit87
  %1222 = tail call float @llvm.nvvm.ex2.approx.f32(float %1150), !dbg !43
  br label %__nv_exp2f.exit90, !dbg !43

__nv_exp2f.exit90:                                ; preds = %1219, %1221
  %.0.i89 = phi float [ %1220, %1219 ], [ %1222, %1221 ], !dbg !43
  %1223 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i91 = icmp eq i32 %1223, 0, !dbg !43
  br i1 %.not.i91, label %1226, label %1224, !dbg !43

1224:                                             ; preds = %__nv_exp2f.exit90
  %1225 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1151), !dbg !43
  br label %__nv_exp2f.exit93, !dbg !43

1226:                                             ; preds = %__nv_exp2f.exit90
  %1227 = tail call float @llvm.nvvm.ex2.approx.f32(float %1151), !dbg !43
  br label %__nv_exp2f.exit93, !dbg !43

__nv_exp2f.exit93:                                ; preds = %1224, %1226
  %.0.i92 = phi float [ %1225, %1224 ], [ %1227, %1226 ], !dbg !43
  %1228 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i94 = icmp eq i32 %1228, 0, !dbg !43
  br i1 %.not.i94, label %1231, label %1229, !dbg !43

1229:                                             ; preds = %__nv_exp2f.exit93
  %1230 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1152), !dbg !43
  br label %__nv_exp2f.exit96, !dbg !43

1231:                                             ; preds = %__nv_exp2f.exit93
  %1232 = tail call float @llvm.nvvm.ex2.approx.f32(float %1152), !dbg !43
  br label %__nv_exp2f.exit96, !dbg !43

__nv_exp2f.exit96:                                ; preds = %1229, %1231
  %.0.i95 = phi float [ %1230, %1229 ], [ %1232, %1231 ], !dbg !43
  %1233 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i97 = icmp eq i32 %1233, 0, !dbg !43
  br i1 %.not.i97, label %1236, label %1234, !dbg !43

1234:                                             ; preds = %__nv_exp2f.exit96
  %1235 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1153), !dbg !43
  br label %__nv_exp2f.exit99, !dbg !43

1236:                                             ; preds = %__nv_exp2f.exit96
  %1237 = tail call float @llvm.nvvm.ex2.approx.f32(float %1153), !dbg !43
  br label %__nv_exp2f.exit99, !dbg !43

__nv_exp2f.exit99:                                ; preds = %1234, %1236
  %.0.i98 = phi float [ %1235, %1234 ], [ %1237, %1236 ], !dbg !43
  %1238 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i100 = icmp eq i32 %1238, 0, !dbg !43
  br i1 %.not.i100, label %1241, label %1239, !dbg !43

1239:                                             ; preds = %__nv_exp2f.exit99
  %1240 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1154), !dbg !43
  br label %__nv_exp2f.exit102, !dbg !43

1241:                                             ; preds = %__nv_exp2f.exit99
  %1242 = tail call float @llvm.nvvm.ex2.approx.f32(float %1154), !dbg !43
  br label %__nv_exp2f.exit102, !dbg !43

__nv_exp2f.exit102:                               ; preds = %1239, %1241
  %.0.i101 = phi float [ %1240, %1239 ], [ %1242, %1241 ], !dbg !43
  %1243 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i103 = icmp eq i32 %1243, 0, !dbg !43
  br i1 %.not.i103, label %1246, label %1244, !dbg !43

1244:                                             ; preds = %__nv_exp2f.exit102
  %1245 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1155), !dbg !43
  br label %__nv_exp2f.exit105, !dbg !43

1246:                                             ; preds = %__nv_exp2f.exit102
  %1247 = tail call float @llvm.nvvm.ex2.approx.f32(float %1155), !dbg !43
  br label %__nv_exp2f.exit105, !dbg !43

__nv_exp2f.exit105:                               ; preds = %1244, %1246
  %.0.i104 = phi float [ %1245, %1244 ], [ %1247, %1246 ], !dbg !43
  %1248 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i106 = icmp eq i32 %1248, 0, !dbg !43
  br i1 %.not.i106, label %1251, label %1249, !dbg !43

1249:                                             ; preds = %__nv_exp2f.exit105
  %1250 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1156), !dbg !43
  br label %__nv_exp2f.exit108, !dbg !43

1251:                                             ; preds = %__nv_exp2f.exit105
  %1252 = tail call float @llvm.nvvm.ex2.approx.f32(float %1156), !dbg !43
  br label %__nv_exp2f.exit108, !dbg !43

__nv_exp2f.exit108:                               ; preds = %1249, %1251
  %.0.i107 = phi float [ %1250, %1249 ], [ %1252, %1251 ], !dbg !43
  %1253 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i109 = icmp eq i32 %1253, 0, !dbg !43
  br i1 %.not.i109, label %1256, label %1254, !dbg !43

1254:                                             ; preds = %__nv_exp2f.exit108
  %1255 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1157), !dbg !43
  br label %__nv_exp2f.exit111, !dbg !43

1256:                                             ; preds = %__nv_exp2f.exit108
  %1257 = tail call float @llvm.nvvm.ex2.approx.f32(float %1157), !dbg !43
  br label %__nv_exp2f.exit111, !dbg !43

__nv_exp2f.exit111:                               ; preds = %1254, %1256
  %.0.i110 = phi float [ %1255, %1254 ], [ %1257, %1256 ], !dbg !43
  %1258 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i112 = icmp eq i32 %1258, 0, !dbg !43
  br i1 %.not.i112, label %1261, label %1259, !dbg !43

1259:                                             ; preds = %__nv_exp2f.exit111
  %1260 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1158), !dbg !43
  br label %__nv_exp2f.exit114, !dbg !43

1261:                                             ; preds = %__nv_exp2f.exit111
  %1262 = tail call float @llvm.nvvm.ex2.approx.f32(float %1158), !dbg !43
  br label %__nv_exp2f.exit114, !dbg !43

__nv_exp2f.exit114:                               ; preds = %1259, %1261
  %.0.i113 = phi float [ %1260, %1259 ], [ %1262, %1261 ], !dbg !43
  %1263 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i115 = icmp eq i32 %1263, 0, !dbg !43
  br i1 %.not.i115, label %1266, label %1264, !dbg !43

1264:                                             ; preds = %__nv_exp2f.exit114
  %1265 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1159), !dbg !43
  br label %__nv_exp2f.exit117, !dbg !43

1266:                                             ; preds = %__nv_exp2f.exit114
  %1267 = tail call float @llvm.nvvm.ex2.approx.f32(float %1159), !dbg !43
  br label %__nv_exp2f.exit117, !dbg !43

__nv_exp2f.exit117:                               ; preds = %1264, %1266
  %.0.i116 = phi float [ %1265, %1264 ], [ %1267, %1266 ], !dbg !43
  %1268 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i118 = icmp eq i32 %1268, 0, !dbg !43
  br i1 %.not.i118, label %1271, label %1269, !dbg !43

1269:                                             ; preds = %__nv_exp2f.exit117
  %1270 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1160), !dbg !43
  br label %__nv_exp2f.exit120, !dbg !43

1271:                                             ; preds = %__nv_exp2f.exit117
  %1272 = tail call float @llvm.nvvm.ex2.approx.f32(float %1160), !dbg !43
  br label %__nv_exp2f.exit120, !dbg !43

__nv_exp2f.exit120:                               ; preds = %1269, %1271
  %.0.i119 = phi float [ %1270, %1269 ], [ %1272, %1271 ], !dbg !43
  %1273 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i121 = icmp eq i32 %1273, 0, !dbg !43
  br i1 %.not.i121, label %1276, label %1274, !dbg !43

1274:                                             ; preds = %__nv_exp2f.exit120
  %1275 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1161), !dbg !43
  br label %__nv_exp2f.exit123, !dbg !43

1276:                                             ; preds = %__nv_exp2f.exit120
  %1277 = tail call float @llvm.nvvm.ex2.approx.f32(float %1161), !dbg !43
  br label %__nv_exp2f.exit123, !dbg !43

__nv_exp2f.exit123:                               ; preds = %1274, %1276
  %.0.i122 = phi float [ %1275, %1274 ], [ %1277, %1276 ], !dbg !43
  %1278 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i124 = icmp eq i32 %1278, 0, !dbg !43
  br i1 %.not.i124, label %1281, label %1279, !dbg !43

1279:                                             ; preds = %__nv_exp2f.exit123
  %1280 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1162), !dbg !43
  br label %__nv_exp2f.exit126, !dbg !43

1281:                                             ; preds = %__nv_exp2f.exit123
  %1282 = tail call float @llvm.nvvm.ex2.approx.f32(float %1162), !dbg !43
  br label %__nv_exp2f.exit126, !dbg !43

__nv_exp2f.exit126:                               ; preds = %1279, %1281
  %.0.i125 = phi float [ %1280, %1279 ], [ %1282, %1281 ], !dbg !43
  %1283 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i127 = icmp eq i32 %1283, 0, !dbg !43
  br i1 %.not.i127, label %1286, label %1284, !dbg !43

1284:                                             ; preds = %__nv_exp2f.exit126
  %1285 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1163), !dbg !43
  br label %__nv_exp2f.exit129, !dbg !43

1286:                                             ; preds = %__nv_exp2f.exit126
  %1287 = tail call float @llvm.nvvm.ex2.approx.f32(float %1163), !dbg !43
  br label %__nv_exp2f.exit129, !dbg !43

__nv_exp2f.exit129:                               ; preds = %1284, %1286
  %.0.i128 = phi float [ %1285, %1284 ], [ %1287, %1286 ], !dbg !43
  %1288 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i130 = icmp eq i32 %1288, 0, !dbg !43
  br i1 %.not.i130, label %1291, label %1289, !dbg !43

1289:                                             ; preds = %__nv_exp2f.exit129
  %1290 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1164), !dbg !43
  br label %__nv_exp2f.exit132, !dbg !43

1291:                                             ; preds = %__nv_exp2f.exit129
  %1292 = tail call float @llvm.nvvm.ex2.approx.f32(float %1164), !dbg !43
  br label %__nv_exp2f.exit132, !dbg !43

__nv_exp2f.exit132:                               ; preds = %1289, %1291
  %.0.i131 = phi float [ %1290, %1289 ], [ %1292, %1291 ], !dbg !43
  %1293 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i133 = icmp eq i32 %1293, 0, !dbg !43
  br i1 %.not.i133, label %1296, label %1294, !dbg !43

1294:                                             ; preds = %__nv_exp2f.exit132
  %1295 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1165), !dbg !43
  br label %__nv_exp2f.exit135, !dbg !43

1296:                                             ; preds = %__nv_exp2f.exit132
  %1297 = tail call float @llvm.nvvm.ex2.approx.f32(float %1165), !dbg !43
  br label %__nv_exp2f.exit135, !dbg !43

__nv_exp2f.exit135:                               ; preds = %1294, %1296
  %.0.i134 = phi float [ %1295, %1294 ], [ %1297, %1296 ], !dbg !43
  %1298 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i136 = icmp eq i32 %1298, 0, !dbg !43
  br i1 %.not.i136, label %1301, label %1299, !dbg !43

1299:                                             ; preds = %__nv_exp2f.exit135
  %1300 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1166), !dbg !43
  br label %__nv_exp2f.exit138, !dbg !43

1301:                                             ; preds = %__nv_exp2f.exit135
  %1302 = tail call float @llvm.nvvm.ex2.approx.f32(float %1166), !dbg !43
  br label %__nv_exp2f.exit138, !dbg !43

__nv_exp2f.exit138:                               ; preds = %1299, %1301
  %.0.i137 = phi float [ %1300, %1299 ], [ %1302, %1301 ], !dbg !43
  %1303 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i139 = icmp eq i32 %1303, 0, !dbg !43
  br i1 %.not.i139, label %1306, label %1304, !dbg !43

1304:                                             ; preds = %__nv_exp2f.exit138
  %1305 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1167), !dbg !43
  br label %__nv_exp2f.exit141, !dbg !43

1306:                                             ; preds = %__nv_exp2f.exit138
  %1307 = tail call float @llvm.nvvm.ex2.approx.f32(float %1167), !dbg !43
  br label %__nv_exp2f.exit141, !dbg !43

__nv_exp2f.exit141:                               ; preds = %1304, %1306
  %.0.i140 = phi float [ %1305, %1304 ], [ %1307, %1306 ], !dbg !43
  %1308 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i142 = icmp eq i32 %1308, 0, !dbg !43
  br i1 %.not.i142, label %1311, label %1309, !dbg !43

1309:                                             ; preds = %__nv_exp2f.exit141
  %1310 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1168), !dbg !43
  br label %__nv_exp2f.exit144, !dbg !43

1311:                                             ; preds = %__nv_exp2f.exit141
  %1312 = tail call float @llvm.nvvm.ex2.approx.f32(float %1168), !dbg !43
  br label %__nv_exp2f.exit144, !dbg !43

__nv_exp2f.exit144:                               ; preds = %1309, %1311
  %.0.i143 = phi float [ %1310, %1309 ], [ %1312, %1311 ], !dbg !43
  %1313 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i145 = icmp eq i32 %1313, 0, !dbg !43
  br i1 %.not.i145, label %1316, label %1314, !dbg !43

1314:                                             ; preds = %__nv_exp2f.exit144
  %1315 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1169), !dbg !43
  br label %__nv_exp2f.exit147, !dbg !43

1316:                                             ; preds = %__nv_exp2f.exit144
  %1317 = tail call float @llvm.nvvm.ex2.approx.f32(float %1169), !dbg !43
  br label %__nv_exp2f.exit147, !dbg !43

__nv_exp2f.exit147:                               ; preds = %1314, %1316
  %.0.i146 = phi float [ %1315, %1314 ], [ %1317, %1316 ], !dbg !43
  %1318 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i148 = icmp eq i32 %1318, 0, !dbg !43
  br i1 %.not.i148, label %1321, label %1319, !dbg !43

1319:                                             ; preds = %__nv_exp2f.exit147
  %1320 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1170), !dbg !43
  br label %__nv_exp2f.exit150, !dbg !43

1321:                                             ; preds = %__nv_exp2f.exit147
  %1322 = tail call float @llvm.nvvm.ex2.approx.f32(float %1170), !dbg !43
  br label %__nv_exp2f.exit150, !dbg !43

__nv_exp2f.exit150:                               ; preds = %1319, %1321
  %.0.i149 = phi float [ %1320, %1319 ], [ %1322, %1321 ], !dbg !43
  %1323 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i151 = icmp eq i32 %1323, 0, !dbg !43
  br i1 %.not.i151, label %1326, label %1324, !dbg !43

1324:                                             ; preds = %__nv_exp2f.exit150
  %1325 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1171), !dbg !43
  br label %__nv_exp2f.exit153, !dbg !43

1326:                                             ; preds = %__nv_exp2f.exit150
  %1327 = tail call float @llvm.nvvm.ex2.approx.f32(float %1171), !dbg !43
  br label %__nv_exp2f.exit153, !dbg !43

__nv_exp2f.exit153:                               ; preds = %1324, %1326
  %.0.i152 = phi float [ %1325, %1324 ], [ %1327, %1326 ], !dbg !43
  %1328 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !43
  %.not.i154 = icmp eq i32 %1328, 0, !dbg !43
  br i1 %.not.i154, label %1331, label %1329, !dbg !43

1329:                                             ; preds = %__nv_exp2f.exit153
  %1330 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1172), !dbg !43
  br label %__nv_exp2f.exit156, !dbg !43

1331:                                             ; preds = %__nv_exp2f.exit153
  %1332 = tail call float @llvm.nvvm.ex2.approx.f32(float %1172), !dbg !43
  br label %__nv_exp2f.exit156, !dbg !43

__nv_exp2f.exit156:                               ; preds = %1329, %1331
  %.0.i155 = phi float [ %1330, %1329 ], [ %1332, %1331 ], !dbg !43
  %1333 = fsub float %510, %1107, !dbg !44
  %1334 = fsub float %511, %1108, !dbg !44
  %1335 = fmul float %1333, f0x3FB8AA3B, !dbg !45
  %1336 = fmul float %1334, f0x3FB8AA3B, !dbg !45
  %1337 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !46
  %.not.i157 = icmp eq i32 %1337, 0, !dbg !46
  br i1 %.not.i157, label %1340, label %1338, !dbg !46

1338:                                             ; preds = %__nv_exp2f.exit156
  %1339 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1335), !dbg !46
  br label %__nv_exp2f.exit159, !dbg !46

1340:                                             ; preds = %__nv_exp2f.exit156
  %1341 = tail call float @llvm.nvvm.ex2.approx.f32(float %1335), !dbg !46
  br label %__nv_exp2f.exit159, !dbg !46

__nv_exp2f.exit159:                               ; preds = %1338, %1340
  %.0.i158 = phi float [ %1339, %1338 ], [ %1341, %1340 ], !dbg !46
  %1342 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !46
  %.not.i160 = icmp eq i32 %1342, 0, !dbg !46
  br i1 %.not.i160, label %1345, label %1343, !dbg !46

1343:                                             ; preds = %__nv_exp2f.exit159
  %1344 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1336), !dbg !46
  br label %__nv_exp2f.exit162, !dbg !46

1345:                                             ; preds = %__nv_exp2f.exit159
  %1346 = tail call float @llvm.nvvm.ex2.approx.f32(float %1336), !dbg !46
  br label %__nv_exp2f.exit162, !dbg !46

__nv_exp2f.exit162:                               ; preds = %1343, %1345
  %.0.i161 = phi float [ %1344, %1343 ], [ %1346, %1345 ], !dbg !46
  %1347 = fmul float %508, %.0.i158, !dbg !47
  %1348 = fmul float %509, %.0.i161, !dbg !47
  %1349 = fadd float %.0.i, %.0.i65, !dbg !48
  %1350 = fadd float %.0.i74, %.0.i77, !dbg !48
  %1351 = fadd float %.0.i86, %.0.i89, !dbg !48
  %1352 = fadd float %.0.i98, %.0.i101, !dbg !48
  %1353 = fadd float %.0.i110, %.0.i113, !dbg !48
  %1354 = fadd float %.0.i122, %.0.i125, !dbg !48
  %1355 = fadd float %.0.i134, %.0.i137, !dbg !48
  %1356 = fadd float %.0.i146, %.0.i149, !dbg !48
  %1357 = fadd float %1349, %1350, !dbg !48
  %1358 = fadd float %1351, %1352, !dbg !48
  %1359 = fadd float %1353, %1354, !dbg !48
  %1360 = fadd float %1355, %1356, !dbg !48
  %1361 = fadd float %1357, %1358, !dbg !48
  %1362 = fadd float %1359, %1360, !dbg !48
  %1363 = fadd float %1361, %1362, !dbg !48
  %1364 = fadd float %.0.i68, %.0.i71, !dbg !48
  %1365 = fadd float %.0.i80, %.0.i83, !dbg !48
  %1366 = fadd float %.0.i92, %.0.i95, !dbg !48
  %1367 = fadd float %.0.i104, %.0.i107, !dbg !48
  %1368 = fadd float %.0.i116, %.0.i119, !dbg !48
  %1369 = fadd float %.0.i128, %.0.i131, !dbg !48
  %1370 = fadd float %.0.i140, %.0.i143, !dbg !48
  %1371 = fadd float %.0.i152, %.0.i155, !dbg !48
  %1372 = fadd float %1364, %1365, !dbg !48
  %1373 = fadd float %1366, %1367, !dbg !48
  %1374 = fadd float %1368, %1369, !dbg !48
  %1375 = fadd float %1370, %1371, !dbg !48
  %1376 = fadd float %1372, %1373, !dbg !48
  %1377 = fadd float %1374, %1375, !dbg !48
  %1378 = fadd float %1376, %1377, !dbg !48
  %1379 = bitcast float %1363 to i32, !dbg !49
  %1380 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1379, i32 2, i32 31), !dbg !49
  %1381 = bitcast i32 %1380 to float, !dbg !49
  %1382 = fadd float %1363, %1381, !dbg !48
  %1383 = bitcast float %1382 to i32, !dbg !49
  %1384 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1383, i32 1, i32 31), !dbg !49
  %1385 = bitcast i32 %1384 to float, !dbg !49
  %1386 = fadd float %1382, %1385, !dbg !48
  %1387 = bitcast float %1378 to i32, !dbg !49
  %1388 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1387, i32 2, i32 31), !dbg !49
  %1389 = bitcast i32 %1388 to float, !dbg !49
  %1390 = fadd float %1378, %1389, !dbg !48
  %1391 = bitcast float %1390 to i32, !dbg !49
  %1392 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1391, i32 1, i32 31), !dbg !49
  %1393 = bitcast i32 %1392 to float, !dbg !49
  %1394 = fadd float %1390, %1393, !dbg !48
  %1395 = fadd float %1347, %1386, !dbg !47
  %1396 = fadd float %1348, %1394, !dbg !47
  %gep227 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %641, !dbg !26
  %gep229 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %642, !dbg !26
  %gep231 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %643, !dbg !26
  %gep233 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %644, !dbg !26
  %gep235 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %645, !dbg !26
  %gep237 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %646, !dbg !26
  %gep239 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %647, !dbg !26
  %gep241 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %648, !dbg !26
  %gep243 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %649, !dbg !26
  %gep245 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %650, !dbg !26
  %gep247 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %651, !dbg !26
  %gep249 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %652, !dbg !26
  %gep251 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %653, !dbg !26
  %gep253 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %654, !dbg !26
  %gep255 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %655, !dbg !26
  %gep257 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %656, !dbg !26
  %gep259 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %657, !dbg !26
  %gep261 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %658, !dbg !26
  %gep263 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %659, !dbg !26
  %gep265 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %660, !dbg !26
  %gep267 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %661, !dbg !26
  %gep269 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %662, !dbg !26
  %gep271 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %663, !dbg !26
  %gep273 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %664, !dbg !26
  %gep275 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %665, !dbg !26
  %gep277 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %666, !dbg !26
  %gep279 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %667, !dbg !26
  %gep281 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %668, !dbg !26
  %gep283 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %669, !dbg !26
  %gep285 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %670, !dbg !26
  %gep287 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %671, !dbg !26
  %gep289 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %672, !dbg !26
  %1397 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep227, i1 %577) #9, !dbg !51
  %1398 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep229, i1 %578) #9, !dbg !51
  %1399 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep231, i1 %579) #9, !dbg !51
  %1400 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep233, i1 %580) #9, !dbg !51
  %1401 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep235, i1 %581) #9, !dbg !51
  %1402 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep237, i1 %582) #9, !dbg !51
  %1403 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep239, i1 %583) #9, !dbg !51
  %1404 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep241, i1 %584) #9, !dbg !51
  %1405 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep243, i1 %585) #9, !dbg !51
  %1406 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep245, i1 %586) #9, !dbg !51
  %1407 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep247, i1 %587) #9, !dbg !51
  %1408 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep249, i1 %588) #9, !dbg !51
  %1409 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep251, i1 %589) #9, !dbg !51
  %1410 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep253, i1 %590) #9, !dbg !51
  %1411 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep255, i1 %591) #9, !dbg !51
  %1412 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep257, i1 %592) #9, !dbg !51
  %1413 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep259, i1 %593) #9, !dbg !51
  %1414 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep261, i1 %594) #9, !dbg !51
  %1415 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep263, i1 %595) #9, !dbg !51
  %1416 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep265, i1 %596) #9, !dbg !51
  %1417 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep267, i1 %597) #9, !dbg !51
  %1418 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep269, i1 %598) #9, !dbg !51
  %1419 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep271, i1 %599) #9, !dbg !51
  %1420 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep273, i1 %600) #9, !dbg !51
  %1421 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep275, i1 %601) #9, !dbg !51
  %1422 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep277, i1 %602) #9, !dbg !51
  %1423 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep279, i1 %603) #9, !dbg !51
  %1424 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep281, i1 %604) #9, !dbg !51
  %1425 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep283, i1 %605) #9, !dbg !51
  %1426 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep285, i1 %606) #9, !dbg !51
  %1427 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep287, i1 %607) #9, !dbg !51
  %1428 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep289, i1 %608) #9, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %1429 = insertelement <1 x i16> poison, i16 %1397, i64 0, !dbg !51
  store <1 x i16> %1429, ptr addrspace(3) %380, align 2, !dbg !51
  %1430 = insertelement <1 x i16> poison, i16 %1401, i64 0, !dbg !51
  store <1 x i16> %1430, ptr addrspace(3) %381, align 2, !dbg !51
  %1431 = insertelement <1 x i16> poison, i16 %1405, i64 0, !dbg !51
  store <1 x i16> %1431, ptr addrspace(3) %382, align 2, !dbg !51
  %1432 = insertelement <1 x i16> poison, i16 %1409, i64 0, !dbg !51
  store <1 x i16> %1432, ptr addrspace(3) %383, align 2, !dbg !51
  %1433 = insertelement <1 x i16> poison, i16 %1413, i64 0, !dbg !51
  store <1 x i16> %1433, ptr addrspace(3) %384, align 2, !dbg !51
  %1434 = insertelement <1 x i16> poison, i16 %1417, i64 0, !dbg !51
  store <1 x i16> %1434, ptr addrspace(3) %385, align 2, !dbg !51
  %1435 = insertelement <1 x i16> poison, i16 %1421, i64 0, !dbg !51
  store <1 x i16> %1435, ptr addrspace(3) %386, align 2, !dbg !51
  %1436 = insertelement <1 x i16> poison, i16 %1425, i64 0, !dbg !51
  store <1 x i16> %1436, ptr addrspace(3) %387, align 2, !dbg !51
  %1437 = insertelement <1 x i16> poison, i16 %1398, i64 0, !dbg !51
  store <1 x i16> %1437, ptr addrspace(3) %388, align 2, !dbg !51
  %1438 = insertelement <1 x i16> poison, i16 %1402, i64 0, !dbg !51
  store <1 x i16> %1438, ptr addrspace(3) %389, align 2, !dbg !51
  %1439 = insertelement <1 x i16> poison, i16 %1406, i64 0, !dbg !51
  store <1 x i16> %1439, ptr addrspace(3) %390, align 2, !dbg !51
  %1440 = insertelement <1 x i16> poison, i16 %1410, i64 0, !dbg !51
  store <1 x i16> %1440, ptr addrspace(3) %391, align 2, !dbg !51
  %1441 = insertelement <1 x i16> poison, i16 %1414, i64 0, !dbg !51
  store <1 x i16> %1441, ptr addrspace(3) %392, align 2, !dbg !51
  %1442 = insertelement <1 x i16> poison, i16 %1418, i64 0, !dbg !51
  store <1 x i16> %1442, ptr addrspace(3) %393, align 2, !dbg !51
  %1443 = insertelement <1 x i16> poison, i16 %1422, i64 0, !dbg !51
  store <1 x i16> %1443, ptr addrspace(3) %394, align 2, !dbg !51
  %1444 = insertelement <1 x i16> poison, i16 %1426, i64 0, !dbg !51
  store <1 x i16> %1444, ptr addrspace(3) %395, align 2, !dbg !51
  %1445 = insertelement <1 x i16> poison, i16 %1399, i64 0, !dbg !51
  store <1 x i16> %1445, ptr addrspace(3) %396, align 2, !dbg !51
  %1446 = insertelement <1 x i16> poison, i16 %1403, i64 0, !dbg !51
  store <1 x i16> %1446, ptr addrspace(3) %397, align 2, !dbg !51
  %1447 = insertelement <1 x i16> poison, i16 %1407, i64 0, !dbg !51
  store <1 x i16> %1447, ptr addrspace(3) %398, align 2, !dbg !51
  %1448 = insertelement <1 x i16> poison, i16 %1411, i64 0, !dbg !51
  store <1 x i16> %1448, ptr addrspace(3) %399, align 2, !dbg !51
  %1449 = insertelement <1 x i16> poison, i16 %1415, i64 0, !dbg !51
  store <1 x i16> %1449, ptr addrspace(3) %400, align 2, !dbg !51
  %1450 = insertelement <1 x i16> poison, i16 %1419, i64 0, !dbg !51
  store <1 x i16> %1450, ptr addrspace(3) %401, align 2, !dbg !51
  %1451 = insertelement <1 x i16> poison, i16 %1423, i64 0, !dbg !51
  store <1 x i16> %1451, ptr addrspace(3) %402, align 2, !dbg !51
  %1452 = insertelement <1 x i16> poison, i16 %1427, i64 0, !dbg !51
  store <1 x i16> %1452, ptr addrspace(3) %403, align 2, !dbg !51
  %1453 = insertelement <1 x i16> poison, i16 %1400, i64 0, !dbg !51
  store <1 x i16> %1453, ptr addrspace(3) %404, align 2, !dbg !51
  %1454 = insertelement <1 x i16> poison, i16 %1404, i64 0, !dbg !51
  store <1 x i16> %1454, ptr addrspace(3) %405, align 2, !dbg !51
  %1455 = insertelement <1 x i16> poison, i16 %1408, i64 0, !dbg !51
  store <1 x i16> %1455, ptr addrspace(3) %406, align 2, !dbg !51
  %1456 = insertelement <1 x i16> poison, i16 %1412, i64 0, !dbg !51
  store <1 x i16> %1456, ptr addrspace(3) %407, align 2, !dbg !51
  %1457 = insertelement <1 x i16> poison, i16 %1416, i64 0, !dbg !51
  store <1 x i16> %1457, ptr addrspace(3) %408, align 2, !dbg !51
  %1458 = insertelement <1 x i16> poison, i16 %1420, i64 0, !dbg !51
  store <1 x i16> %1458, ptr addrspace(3) %409, align 2, !dbg !51
  %1459 = insertelement <1 x i16> poison, i16 %1424, i64 0, !dbg !51
  store <1 x i16> %1459, ptr addrspace(3) %410, align 2, !dbg !51
  %1460 = insertelement <1 x i16> poison, i16 %1428, i64 0, !dbg !51
  store <1 x i16> %1460, ptr addrspace(3) %411, align 2, !dbg !51
  %1461 = fmul float %476, %.0.i158, !dbg !52
  %1462 = fmul float %477, %.0.i158, !dbg !52
  %1463 = fmul float %478, %.0.i161, !dbg !52
  %1464 = fmul float %479, %.0.i161, !dbg !52
  %1465 = fmul float %480, %.0.i158, !dbg !52
  %1466 = fmul float %481, %.0.i158, !dbg !52
  %1467 = fmul float %482, %.0.i161, !dbg !52
  %1468 = fmul float %483, %.0.i161, !dbg !52
  %1469 = fmul float %484, %.0.i158, !dbg !52
  %1470 = fmul float %485, %.0.i158, !dbg !52
  %1471 = fmul float %486, %.0.i161, !dbg !52
  %1472 = fmul float %487, %.0.i161, !dbg !52
  %1473 = fmul float %488, %.0.i158, !dbg !52
  %1474 = fmul float %489, %.0.i158, !dbg !52
  %1475 = fmul float %490, %.0.i161, !dbg !52
  %1476 = fmul float %491, %.0.i161, !dbg !52
  %1477 = fmul float %492, %.0.i158, !dbg !52
  %1478 = fmul float %493, %.0.i158, !dbg !52
  %1479 = fmul float %494, %.0.i161, !dbg !52
  %1480 = fmul float %495, %.0.i161, !dbg !52
  %1481 = fmul float %496, %.0.i158, !dbg !52
  %1482 = fmul float %497, %.0.i158, !dbg !52
  %1483 = fmul float %498, %.0.i161, !dbg !52
  %1484 = fmul float %499, %.0.i161, !dbg !52
  %1485 = fmul float %500, %.0.i158, !dbg !52
  %1486 = fmul float %501, %.0.i158, !dbg !52
  %1487 = fmul float %502, %.0.i161, !dbg !52
  %1488 = fmul float %503, %.0.i161, !dbg !52
  %1489 = fmul float %504, %.0.i158, !dbg !52
  %1490 = fmul float %505, %.0.i158, !dbg !52
  %1491 = fmul float %506, %.0.i161, !dbg !52
  %1492 = fmul float %507, %.0.i161, !dbg !52
  %1493 = fptrunc float %.0.i to half, !dbg !53
  %1494 = fptrunc float %.0.i65 to half, !dbg !53
  %1495 = fptrunc float %.0.i68 to half, !dbg !53
  %1496 = fptrunc float %.0.i71 to half, !dbg !53
  %1497 = fptrunc float %.0.i74 to half, !dbg !53
  %1498 = fptrunc float %.0.i77 to half, !dbg !53
  %1499 = fptrunc float %.0.i80 to half, !dbg !53
  %1500 = fptrunc float %.0.i83 to half, !dbg !53
  %1501 = fptrunc float %.0.i86 to half, !dbg !53
  %1502 = fptrunc float %.0.i89 to half, !dbg !53
  %1503 = fptrunc float %.0.i92 to half, !dbg !53
  %1504 = fptrunc float %.0.i95 to half, !dbg !53
  %1505 = fptrunc float %.0.i98 to half, !dbg !53
  %1506 = fptrunc float %.0.i101 to half, !dbg !53
  %1507 = fptrunc float %.0.i104 to half, !dbg !53
  %1508 = fptrunc float %.0.i107 to half, !dbg !53
  %1509 = fptrunc float %.0.i110 to half, !dbg !53
  %1510 = fptrunc float %.0.i113 to half, !dbg !53
  %1511 = fptrunc float %.0.i116 to half, !dbg !53
  %1512 = fptrunc float %.0.i119 to half, !dbg !53
  %1513 = fptrunc float %.0.i122 to half, !dbg !53
  %1514 = fptrunc float %.0.i125 to half, !dbg !53
  %1515 = fptrunc float %.0.i128 to half, !dbg !53
  %1516 = fptrunc float %.0.i131 to half, !dbg !53
  %1517 = fptrunc float %.0.i134 to half, !dbg !53
  %1518 = fptrunc float %.0.i137 to half, !dbg !53
  %1519 = fptrunc float %.0.i140 to half, !dbg !53
  %1520 = fptrunc float %.0.i143 to half, !dbg !53
  %1521 = fptrunc float %.0.i146 to half, !dbg !53
  %1522 = fptrunc float %.0.i149 to half, !dbg !53
  %1523 = fptrunc float %.0.i152 to half, !dbg !53
  %1524 = fptrunc float %.0.i155 to half, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %1525 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %452), !dbg !51
  %1526 = extractvalue { i32, i32, i32, i32 } %1525, 0, !dbg !51
  %1527 = extractvalue { i32, i32, i32, i32 } %1525, 1, !dbg !51
  %1528 = extractvalue { i32, i32, i32, i32 } %1525, 2, !dbg !51
  %1529 = extractvalue { i32, i32, i32, i32 } %1525, 3, !dbg !51
  %1530 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %453), !dbg !51
  %1531 = extractvalue { i32, i32, i32, i32 } %1530, 0, !dbg !51
  %1532 = extractvalue { i32, i32, i32, i32 } %1530, 1, !dbg !51
  %1533 = extractvalue { i32, i32, i32, i32 } %1530, 2, !dbg !51
  %1534 = extractvalue { i32, i32, i32, i32 } %1530, 3, !dbg !51
  %1535 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %455), !dbg !51
  %1536 = extractvalue { i32, i32, i32, i32 } %1535, 0, !dbg !51
  %1537 = extractvalue { i32, i32, i32, i32 } %1535, 1, !dbg !51
  %1538 = extractvalue { i32, i32, i32, i32 } %1535, 2, !dbg !51
  %1539 = extractvalue { i32, i32, i32, i32 } %1535, 3, !dbg !51
  %1540 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %456), !dbg !51
  %1541 = extractvalue { i32, i32, i32, i32 } %1540, 0, !dbg !51
  %1542 = extractvalue { i32, i32, i32, i32 } %1540, 1, !dbg !51
  %1543 = extractvalue { i32, i32, i32, i32 } %1540, 2, !dbg !51
  %1544 = extractvalue { i32, i32, i32, i32 } %1540, 3, !dbg !51
  %1545 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %458), !dbg !51
  %1546 = extractvalue { i32, i32, i32, i32 } %1545, 0, !dbg !51
  %1547 = extractvalue { i32, i32, i32, i32 } %1545, 1, !dbg !51
  %1548 = extractvalue { i32, i32, i32, i32 } %1545, 2, !dbg !51
  %1549 = extractvalue { i32, i32, i32, i32 } %1545, 3, !dbg !51
  %1550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %459), !dbg !51
  %1551 = extractvalue { i32, i32, i32, i32 } %1550, 0, !dbg !51
  %1552 = extractvalue { i32, i32, i32, i32 } %1550, 1, !dbg !51
  %1553 = extractvalue { i32, i32, i32, i32 } %1550, 2, !dbg !51
  %1554 = extractvalue { i32, i32, i32, i32 } %1550, 3, !dbg !51
  %1555 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %461), !dbg !51
  %1556 = extractvalue { i32, i32, i32, i32 } %1555, 0, !dbg !51
  %1557 = extractvalue { i32, i32, i32, i32 } %1555, 1, !dbg !51
  %1558 = extractvalue { i32, i32, i32, i32 } %1555, 2, !dbg !51
  %1559 = extractvalue { i32, i32, i32, i32 } %1555, 3, !dbg !51
  %1560 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %462), !dbg !51
  %1561 = extractvalue { i32, i32, i32, i32 } %1560, 0, !dbg !51
  %1562 = extractvalue { i32, i32, i32, i32 } %1560, 1, !dbg !51
  %1563 = extractvalue { i32, i32, i32, i32 } %1560, 2, !dbg !51
  %1564 = extractvalue { i32, i32, i32, i32 } %1560, 3, !dbg !51
  %1565 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %464), !dbg !51
  %1566 = extractvalue { i32, i32, i32, i32 } %1565, 0, !dbg !51
  %1567 = extractvalue { i32, i32, i32, i32 } %1565, 1, !dbg !51
  %1568 = extractvalue { i32, i32, i32, i32 } %1565, 2, !dbg !51
  %1569 = extractvalue { i32, i32, i32, i32 } %1565, 3, !dbg !51
  %1570 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %465), !dbg !51
  %1571 = extractvalue { i32, i32, i32, i32 } %1570, 0, !dbg !51
  %1572 = extractvalue { i32, i32, i32, i32 } %1570, 1, !dbg !51
  %1573 = extractvalue { i32, i32, i32, i32 } %1570, 2, !dbg !51
  %1574 = extractvalue { i32, i32, i32, i32 } %1570, 3, !dbg !51
  %1575 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %467), !dbg !51
  %1576 = extractvalue { i32, i32, i32, i32 } %1575, 0, !dbg !51
  %1577 = extractvalue { i32, i32, i32, i32 } %1575, 1, !dbg !51
  %1578 = extractvalue { i32, i32, i32, i32 } %1575, 2, !dbg !51
  %1579 = extractvalue { i32, i32, i32, i32 } %1575, 3, !dbg !51
  %1580 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %468), !dbg !51
  %1581 = extractvalue { i32, i32, i32, i32 } %1580, 0, !dbg !51
  %1582 = extractvalue { i32, i32, i32, i32 } %1580, 1, !dbg !51
  %1583 = extractvalue { i32, i32, i32, i32 } %1580, 2, !dbg !51
  %1584 = extractvalue { i32, i32, i32, i32 } %1580, 3, !dbg !51
  %1585 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %470), !dbg !51
  %1586 = extractvalue { i32, i32, i32, i32 } %1585, 0, !dbg !51
  %1587 = extractvalue { i32, i32, i32, i32 } %1585, 1, !dbg !51
  %1588 = extractvalue { i32, i32, i32, i32 } %1585, 2, !dbg !51
  %1589 = extractvalue { i32, i32, i32, i32 } %1585, 3, !dbg !51
  %1590 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %471), !dbg !51
  %1591 = extractvalue { i32, i32, i32, i32 } %1590, 0, !dbg !51
  %1592 = extractvalue { i32, i32, i32, i32 } %1590, 1, !dbg !51
  %1593 = extractvalue { i32, i32, i32, i32 } %1590, 2, !dbg !51
  %1594 = extractvalue { i32, i32, i32, i32 } %1590, 3, !dbg !51
  %1595 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %473), !dbg !51
  %1596 = extractvalue { i32, i32, i32, i32 } %1595, 0, !dbg !51
  %1597 = extractvalue { i32, i32, i32, i32 } %1595, 1, !dbg !51
  %1598 = extractvalue { i32, i32, i32, i32 } %1595, 2, !dbg !51
  %1599 = extractvalue { i32, i32, i32, i32 } %1595, 3, !dbg !51
  %1600 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %474), !dbg !51
  %1601 = extractvalue { i32, i32, i32, i32 } %1600, 0, !dbg !51
  %1602 = extractvalue { i32, i32, i32, i32 } %1600, 1, !dbg !51
  %1603 = extractvalue { i32, i32, i32, i32 } %1600, 2, !dbg !51
  %1604 = extractvalue { i32, i32, i32, i32 } %1600, 3, !dbg !51
  %1605 = insertelement <2 x half> poison, half %1493, i64 0, !dbg !54
  %1606 = insertelement <2 x half> %1605, half %1494, i64 1, !dbg !54
  %1607 = bitcast <2 x half> %1606 to i32, !dbg !54
  %1608 = insertelement <2 x half> poison, half %1495, i64 0, !dbg !54
  %1609 = insertelement <2 x half> %1608, half %1496, i64 1, !dbg !54
  %1610 = bitcast <2 x half> %1609 to i32, !dbg !54
  %1611 = insertelement <2 x half> poison, half %1497, i64 0, !dbg !54
  %1612 = insertelement <2 x half> %1611, half %1498, i64 1, !dbg !54
  %1613 = bitcast <2 x half> %1612 to i32, !dbg !54
  %1614 = insertelement <2 x half> poison, half %1499, i64 0, !dbg !54
  %1615 = insertelement <2 x half> %1614, half %1500, i64 1, !dbg !54
  %1616 = bitcast <2 x half> %1615 to i32, !dbg !54
  %1617 = insertelement <2 x half> poison, half %1501, i64 0, !dbg !54
  %1618 = insertelement <2 x half> %1617, half %1502, i64 1, !dbg !54
  %1619 = bitcast <2 x half> %1618 to i32, !dbg !54
  %1620 = insertelement <2 x half> poison, half %1503, i64 0, !dbg !54
  %1621 = insertelement <2 x half> %1620, half %1504, i64 1, !dbg !54
  %1622 = bitcast <2 x half> %1621 to i32, !dbg !54
  %1623 = insertelement <2 x half> poison, half %1505, i64 0, !dbg !54
  %1624 = insertelement <2 x half> %1623, half %1506, i64 1, !dbg !54
  %1625 = bitcast <2 x half> %1624 to i32, !dbg !54
  %1626 = insertelement <2 x half> poison, half %1507, i64 0, !dbg !54
  %1627 = insertelement <2 x half> %1626, half %1508, i64 1, !dbg !54
  %1628 = bitcast <2 x half> %1627 to i32, !dbg !54
  %1629 = insertelement <2 x half> poison, half %1509, i64 0, !dbg !54
  %1630 = insertelement <2 x half> %1629, half %1510, i64 1, !dbg !54
  %1631 = bitcast <2 x half> %1630 to i32, !dbg !54
  %1632 = insertelement <2 x half> poison, half %1511, i64 0, !dbg !54
  %1633 = insertelement <2 x half> %1632, half %1512, i64 1, !dbg !54
  %1634 = bitcast <2 x half> %1633 to i32, !dbg !54
  %1635 = insertelement <2 x half> poison, half %1513, i64 0, !dbg !54
  %1636 = insertelement <2 x half> %1635, half %1514, i64 1, !dbg !54
  %1637 = bitcast <2 x half> %1636 to i32, !dbg !54
  %1638 = insertelement <2 x half> poison, half %1515, i64 0, !dbg !54
  %1639 = insertelement <2 x half> %1638, half %1516, i64 1, !dbg !54
  %1640 = bitcast <2 x half> %1639 to i32, !dbg !54
  %1641 = insertelement <2 x half> poison, half %1517, i64 0, !dbg !54
  %1642 = insertelement <2 x half> %1641, half %1518, i64 1, !dbg !54
  %1643 = bitcast <2 x half> %1642 to i32, !dbg !54
  %1644 = insertelement <2 x half> poison, half %1519, i64 0, !dbg !54
  %1645 = insertelement <2 x half> %1644, half %1520, i64 1, !dbg !54
  %1646 = bitcast <2 x half> %1645 to i32, !dbg !54
  %1647 = insertelement <2 x half> poison, half %1521, i64 0, !dbg !54
  %1648 = insertelement <2 x half> %1647, half %1522, i64 1, !dbg !54
  %1649 = bitcast <2 x half> %1648 to i32, !dbg !54
  %1650 = insertelement <2 x half> poison, half %1523, i64 0, !dbg !54
  %1651 = insertelement <2 x half> %1650, half %1524, i64 1, !dbg !54
  %1652 = bitcast <2 x half> %1651 to i32, !dbg !54
  %1653 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1461, float %1462, float %1463, float %1464, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1526, i32 %1527) #9, !dbg !54
  %1654 = extractvalue { float, float, float, float } %1653, 0, !dbg !54
  %1655 = extractvalue { float, float, float, float } %1653, 1, !dbg !54
  %1656 = extractvalue { float, float, float, float } %1653, 2, !dbg !54
  %1657 = extractvalue { float, float, float, float } %1653, 3, !dbg !54
  %1658 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1465, float %1466, float %1467, float %1468, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1536, i32 %1537) #9, !dbg !54
  %1659 = extractvalue { float, float, float, float } %1658, 0, !dbg !54
  %1660 = extractvalue { float, float, float, float } %1658, 1, !dbg !54
  %1661 = extractvalue { float, float, float, float } %1658, 2, !dbg !54
  %1662 = extractvalue { float, float, float, float } %1658, 3, !dbg !54
  %1663 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1469, float %1470, float %1471, float %1472, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1546, i32 %1547) #9, !dbg !54
  %1664 = extractvalue { float, float, float, float } %1663, 0, !dbg !54
  %1665 = extractvalue { float, float, float, float } %1663, 1, !dbg !54
  %1666 = extractvalue { float, float, float, float } %1663, 2, !dbg !54
  %1667 = extractvalue { float, float, float, float } %1663, 3, !dbg !54
  %1668 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1473, float %1474, float %1475, float %1476, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1556, i32 %1557) #9, !dbg !54
  %1669 = extractvalue { float, float, float, float } %1668, 0, !dbg !54
  %1670 = extractvalue { float, float, float, float } %1668, 1, !dbg !54
  %1671 = extractvalue { float, float, float, float } %1668, 2, !dbg !54
  %1672 = extractvalue { float, float, float, float } %1668, 3, !dbg !54
  %1673 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1477, float %1478, float %1479, float %1480, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1566, i32 %1567) #9, !dbg !54
  %1674 = extractvalue { float, float, float, float } %1673, 0, !dbg !54
  %1675 = extractvalue { float, float, float, float } %1673, 1, !dbg !54
  %1676 = extractvalue { float, float, float, float } %1673, 2, !dbg !54
  %1677 = extractvalue { float, float, float, float } %1673, 3, !dbg !54
  %1678 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1481, float %1482, float %1483, float %1484, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1576, i32 %1577) #9, !dbg !54
  %1679 = extractvalue { float, float, float, float } %1678, 0, !dbg !54
  %1680 = extractvalue { float, float, float, float } %1678, 1, !dbg !54
  %1681 = extractvalue { float, float, float, float } %1678, 2, !dbg !54
  %1682 = extractvalue { float, float, float, float } %1678, 3, !dbg !54
  %1683 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1485, float %1486, float %1487, float %1488, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1586, i32 %1587) #9, !dbg !54
  %1684 = extractvalue { float, float, float, float } %1683, 0, !dbg !54
  %1685 = extractvalue { float, float, float, float } %1683, 1, !dbg !54
  %1686 = extractvalue { float, float, float, float } %1683, 2, !dbg !54
  %1687 = extractvalue { float, float, float, float } %1683, 3, !dbg !54
  %1688 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1489, float %1490, float %1491, float %1492, i32 %1607, i32 %1610, i32 %1613, i32 %1616, i32 %1596, i32 %1597) #9, !dbg !54
  %1689 = extractvalue { float, float, float, float } %1688, 0, !dbg !54
  %1690 = extractvalue { float, float, float, float } %1688, 1, !dbg !54
  %1691 = extractvalue { float, float, float, float } %1688, 2, !dbg !54
  %1692 = extractvalue { float, float, float, float } %1688, 3, !dbg !54
  %1693 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1654, float %1655, float %1656, float %1657, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1528, i32 %1529) #9, !dbg !54
  %1694 = extractvalue { float, float, float, float } %1693, 0, !dbg !54
  %1695 = extractvalue { float, float, float, float } %1693, 1, !dbg !54
  %1696 = extractvalue { float, float, float, float } %1693, 2, !dbg !54
  %1697 = extractvalue { float, float, float, float } %1693, 3, !dbg !54
  %1698 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1659, float %1660, float %1661, float %1662, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1538, i32 %1539) #9, !dbg !54
  %1699 = extractvalue { float, float, float, float } %1698, 0, !dbg !54
  %1700 = extractvalue { float, float, float, float } %1698, 1, !dbg !54
  %1701 = extractvalue { float, float, float, float } %1698, 2, !dbg !54
  %1702 = extractvalue { float, float, float, float } %1698, 3, !dbg !54
  %1703 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1664, float %1665, float %1666, float %1667, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1548, i32 %1549) #9, !dbg !54
  %1704 = extractvalue { float, float, float, float } %1703, 0, !dbg !54
  %1705 = extractvalue { float, float, float, float } %1703, 1, !dbg !54
  %1706 = extractvalue { float, float, float, float } %1703, 2, !dbg !54
  %1707 = extractvalue { float, float, float, float } %1703, 3, !dbg !54
  %1708 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1669, float %1670, float %1671, float %1672, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1558, i32 %1559) #9, !dbg !54
  %1709 = extractvalue { float, float, float, float } %1708, 0, !dbg !54
  %1710 = extractvalue { float, float, float, float } %1708, 1, !dbg !54
  %1711 = extractvalue { float, float, float, float } %1708, 2, !dbg !54
  %1712 = extractvalue { float, float, float, float } %1708, 3, !dbg !54
  %1713 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1674, float %1675, float %1676, float %1677, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1568, i32 %1569) #9, !dbg !54
  %1714 = extractvalue { float, float, float, float } %1713, 0, !dbg !54
  %1715 = extractvalue { float, float, float, float } %1713, 1, !dbg !54
  %1716 = extractvalue { float, float, float, float } %1713, 2, !dbg !54
  %1717 = extractvalue { float, float, float, float } %1713, 3, !dbg !54
  %1718 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1679, float %1680, float %1681, float %1682, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1578, i32 %1579) #9, !dbg !54
  %1719 = extractvalue { float, float, float, float } %1718, 0, !dbg !54
  %1720 = extractvalue { float, float, float, float } %1718, 1, !dbg !54
  %1721 = extractvalue { float, float, float, float } %1718, 2, !dbg !54
  %1722 = extractvalue { float, float, float, float } %1718, 3, !dbg !54
  %1723 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1684, float %1685, float %1686, float %1687, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1588, i32 %1589) #9, !dbg !54
  %1724 = extractvalue { float, float, float, float } %1723, 0, !dbg !54
  %1725 = extractvalue { float, float, float, float } %1723, 1, !dbg !54
  %1726 = extractvalue { float, float, float, float } %1723, 2, !dbg !54
  %1727 = extractvalue { float, float, float, float } %1723, 3, !dbg !54
  %1728 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1689, float %1690, float %1691, float %1692, i32 %1619, i32 %1622, i32 %1625, i32 %1628, i32 %1598, i32 %1599) #9, !dbg !54
  %1729 = extractvalue { float, float, float, float } %1728, 0, !dbg !54
  %1730 = extractvalue { float, float, float, float } %1728, 1, !dbg !54
  %1731 = extractvalue { float, float, float, float } %1728, 2, !dbg !54
  %1732 = extractvalue { float, float, float, float } %1728, 3, !dbg !54
  %1733 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1694, float %1695, float %1696, float %1697, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1531, i32 %1532) #9, !dbg !54
  %1734 = extractvalue { float, float, float, float } %1733, 0, !dbg !54
  %1735 = extractvalue { float, float, float, float } %1733, 1, !dbg !54
  %1736 = extractvalue { float, float, float, float } %1733, 2, !dbg !54
  %1737 = extractvalue { float, float, float, float } %1733, 3, !dbg !54
  %1738 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1699, float %1700, float %1701, float %1702, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1541, i32 %1542) #9, !dbg !54
  %1739 = extractvalue { float, float, float, float } %1738, 0, !dbg !54
  %1740 = extractvalue { float, float, float, float } %1738, 1, !dbg !54
  %1741 = extractvalue { float, float, float, float } %1738, 2, !dbg !54
  %1742 = extractvalue { float, float, float, float } %1738, 3, !dbg !54
  %1743 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1704, float %1705, float %1706, float %1707, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1551, i32 %1552) #9, !dbg !54
  %1744 = extractvalue { float, float, float, float } %1743, 0, !dbg !54
  %1745 = extractvalue { float, float, float, float } %1743, 1, !dbg !54
  %1746 = extractvalue { float, float, float, float } %1743, 2, !dbg !54
  %1747 = extractvalue { float, float, float, float } %1743, 3, !dbg !54
  %1748 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1709, float %1710, float %1711, float %1712, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1561, i32 %1562) #9, !dbg !54
  %1749 = extractvalue { float, float, float, float } %1748, 0, !dbg !54
  %1750 = extractvalue { float, float, float, float } %1748, 1, !dbg !54
  %1751 = extractvalue { float, float, float, float } %1748, 2, !dbg !54
  %1752 = extractvalue { float, float, float, float } %1748, 3, !dbg !54
  %1753 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1714, float %1715, float %1716, float %1717, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1571, i32 %1572) #9, !dbg !54
  %1754 = extractvalue { float, float, float, float } %1753, 0, !dbg !54
  %1755 = extractvalue { float, float, float, float } %1753, 1, !dbg !54
  %1756 = extractvalue { float, float, float, float } %1753, 2, !dbg !54
  %1757 = extractvalue { float, float, float, float } %1753, 3, !dbg !54
  %1758 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1719, float %1720, float %1721, float %1722, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1581, i32 %1582) #9, !dbg !54
  %1759 = extractvalue { float, float, float, float } %1758, 0, !dbg !54
  %1760 = extractvalue { float, float, float, float } %1758, 1, !dbg !54
  %1761 = extractvalue { float, float, float, float } %1758, 2, !dbg !54
  %1762 = extractvalue { float, float, float, float } %1758, 3, !dbg !54
  %1763 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1724, float %1725, float %1726, float %1727, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1591, i32 %1592) #9, !dbg !54
  %1764 = extractvalue { float, float, float, float } %1763, 0, !dbg !54
  %1765 = extractvalue { float, float, float, float } %1763, 1, !dbg !54
  %1766 = extractvalue { float, float, float, float } %1763, 2, !dbg !54
  %1767 = extractvalue { float, float, float, float } %1763, 3, !dbg !54
  %1768 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1729, float %1730, float %1731, float %1732, i32 %1631, i32 %1634, i32 %1637, i32 %1640, i32 %1601, i32 %1602) #9, !dbg !54
  %1769 = extractvalue { float, float, float, float } %1768, 0, !dbg !54
  %1770 = extractvalue { float, float, float, float } %1768, 1, !dbg !54
  %1771 = extractvalue { float, float, float, float } %1768, 2, !dbg !54
  %1772 = extractvalue { float, float, float, float } %1768, 3, !dbg !54
  %1773 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1734, float %1735, float %1736, float %1737, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1533, i32 %1534) #9, !dbg !54
  %1774 = extractvalue { float, float, float, float } %1773, 0, !dbg !54
  %1775 = extractvalue { float, float, float, float } %1773, 1, !dbg !54
  %1776 = extractvalue { float, float, float, float } %1773, 2, !dbg !54
  %1777 = extractvalue { float, float, float, float } %1773, 3, !dbg !54
  %1778 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1739, float %1740, float %1741, float %1742, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1543, i32 %1544) #9, !dbg !54
  %1779 = extractvalue { float, float, float, float } %1778, 0, !dbg !54
  %1780 = extractvalue { float, float, float, float } %1778, 1, !dbg !54
  %1781 = extractvalue { float, float, float, float } %1778, 2, !dbg !54
  %1782 = extractvalue { float, float, float, float } %1778, 3, !dbg !54
  %1783 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1744, float %1745, float %1746, float %1747, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1553, i32 %1554) #9, !dbg !54
  %1784 = extractvalue { float, float, float, float } %1783, 0, !dbg !54
  %1785 = extractvalue { float, float, float, float } %1783, 1, !dbg !54
  %1786 = extractvalue { float, float, float, float } %1783, 2, !dbg !54
  %1787 = extractvalue { float, float, float, float } %1783, 3, !dbg !54
  %1788 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1749, float %1750, float %1751, float %1752, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1563, i32 %1564) #9, !dbg !54
  %1789 = extractvalue { float, float, float, float } %1788, 0, !dbg !54
  %1790 = extractvalue { float, float, float, float } %1788, 1, !dbg !54
  %1791 = extractvalue { float, float, float, float } %1788, 2, !dbg !54
  %1792 = extractvalue { float, float, float, float } %1788, 3, !dbg !54
  %1793 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1754, float %1755, float %1756, float %1757, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1573, i32 %1574) #9, !dbg !54
  %1794 = extractvalue { float, float, float, float } %1793, 0, !dbg !54
  %1795 = extractvalue { float, float, float, float } %1793, 1, !dbg !54
  %1796 = extractvalue { float, float, float, float } %1793, 2, !dbg !54
  %1797 = extractvalue { float, float, float, float } %1793, 3, !dbg !54
  %1798 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1759, float %1760, float %1761, float %1762, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1583, i32 %1584) #9, !dbg !54
  %1799 = extractvalue { float, float, float, float } %1798, 0, !dbg !54
  %1800 = extractvalue { float, float, float, float } %1798, 1, !dbg !54
  %1801 = extractvalue { float, float, float, float } %1798, 2, !dbg !54
  %1802 = extractvalue { float, float, float, float } %1798, 3, !dbg !54
  %1803 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1764, float %1765, float %1766, float %1767, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1593, i32 %1594) #9, !dbg !54
  %1804 = extractvalue { float, float, float, float } %1803, 0, !dbg !54
  %1805 = extractvalue { float, float, float, float } %1803, 1, !dbg !54
  %1806 = extractvalue { float, float, float, float } %1803, 2, !dbg !54
  %1807 = extractvalue { float, float, float, float } %1803, 3, !dbg !54
  %1808 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1769, float %1770, float %1771, float %1772, i32 %1643, i32 %1646, i32 %1649, i32 %1652, i32 %1603, i32 %1604) #9, !dbg !54
  %1809 = extractvalue { float, float, float, float } %1808, 0, !dbg !54
  %1810 = extractvalue { float, float, float, float } %1808, 1, !dbg !54
  %1811 = extractvalue { float, float, float, float } %1808, 2, !dbg !54
  %1812 = extractvalue { float, float, float, float } %1808, 3, !dbg !54
  %1813 = add i32 %512, 64, !dbg !27
  %1814 = icmp slt i32 %1813, %4, !dbg !27
  br i1 %1814, label %475, label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %__nv_exp2f.exit162, %8
  %1815 = phi float [ 0.000000e+00, %8 ], [ %1395, %__nv_exp2f.exit162 ], !dbg !55
  %1816 = phi float [ 0.000000e+00, %8 ], [ %1396, %__nv_exp2f.exit162 ], !dbg !55
  %1817 = phi float [ 0.000000e+00, %8 ], [ %1774, %__nv_exp2f.exit162 ], !dbg !56
  %1818 = phi float [ 0.000000e+00, %8 ], [ %1775, %__nv_exp2f.exit162 ], !dbg !56
  %1819 = phi float [ 0.000000e+00, %8 ], [ %1776, %__nv_exp2f.exit162 ], !dbg !56
  %1820 = phi float [ 0.000000e+00, %8 ], [ %1777, %__nv_exp2f.exit162 ], !dbg !56
  %1821 = phi float [ 0.000000e+00, %8 ], [ %1779, %__nv_exp2f.exit162 ], !dbg !56
  %1822 = phi float [ 0.000000e+00, %8 ], [ %1780, %__nv_exp2f.exit162 ], !dbg !56
  %1823 = phi float [ 0.000000e+00, %8 ], [ %1781, %__nv_exp2f.exit162 ], !dbg !56
  %1824 = phi float [ 0.000000e+00, %8 ], [ %1782, %__nv_exp2f.exit162 ], !dbg !56
  %1825 = phi float [ 0.000000e+00, %8 ], [ %1784, %__nv_exp2f.exit162 ], !dbg !56
  %1826 = phi float [ 0.000000e+00, %8 ], [ %1785, %__nv_exp2f.exit162 ], !dbg !56
  %1827 = phi float [ 0.000000e+00, %8 ], [ %1786, %__nv_exp2f.exit162 ], !dbg !56
  %1828 = phi float [ 0.000000e+00, %8 ], [ %1787, %__nv_exp2f.exit162 ], !dbg !56
  %1829 = phi float [ 0.000000e+00, %8 ], [ %1789, %__nv_exp2f.exit162 ], !dbg !56
  %1830 = phi float [ 0.000000e+00, %8 ], [ %1790, %__nv_exp2f.exit162 ], !dbg !56
  %1831 = phi float [ 0.000000e+00, %8 ], [ %1791, %__nv_exp2f.exit162 ], !dbg !56
  %1832 = phi float [ 0.000000e+00, %8 ], [ %1792, %__nv_exp2f.exit162 ], !dbg !56
  %1833 = phi float [ 0.000000e+00, %8 ], [ %1794, %__nv_exp2f.exit162 ], !dbg !56
  %1834 = phi float [ 0.000000e+00, %8 ], [ %1795, %__nv_exp2f.exit162 ], !dbg !56
  %1835 = phi float [ 0.000000e+00, %8 ], [ %1796, %__nv_exp2f.exit162 ], !dbg !56
  %1836 = phi float [ 0.000000e+00, %8 ], [ %1797, %__nv_exp2f.exit162 ], !dbg !56
  %1837 = phi float [ 0.000000e+00, %8 ], [ %1799, %__nv_exp2f.exit162 ], !dbg !56
  %1838 = phi float [ 0.000000e+00, %8 ], [ %1800, %__nv_exp2f.exit162 ], !dbg !56
  %1839 = phi float [ 0.000000e+00, %8 ], [ %1801, %__nv_exp2f.exit162 ], !dbg !56
  %1840 = phi float [ 0.000000e+00, %8 ], [ %1802, %__nv_exp2f.exit162 ], !dbg !56
  %1841 = phi float [ 0.000000e+00, %8 ], [ %1804, %__nv_exp2f.exit162 ], !dbg !56
  %1842 = phi float [ 0.000000e+00, %8 ], [ %1805, %__nv_exp2f.exit162 ], !dbg !56
  %1843 = phi float [ 0.000000e+00, %8 ], [ %1806, %__nv_exp2f.exit162 ], !dbg !56
  %1844 = phi float [ 0.000000e+00, %8 ], [ %1807, %__nv_exp2f.exit162 ], !dbg !56
  %1845 = phi float [ 0.000000e+00, %8 ], [ %1809, %__nv_exp2f.exit162 ], !dbg !56
  %1846 = phi float [ 0.000000e+00, %8 ], [ %1810, %__nv_exp2f.exit162 ], !dbg !56
  %1847 = phi float [ 0.000000e+00, %8 ], [ %1811, %__nv_exp2f.exit162 ], !dbg !56
  %1848 = phi float [ 0.000000e+00, %8 ], [ %1812, %__nv_exp2f.exit162 ], !dbg !56
  %1849 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %114, !dbg !57
  %1850 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %148, !dbg !57
  %1851 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %150, !dbg !57
  %1852 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %152, !dbg !57
  %1853 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %154, !dbg !57
  %1854 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %156, !dbg !57
  %1855 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %158, !dbg !57
  %1856 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %160, !dbg !57
  %1857 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %162, !dbg !57
  %1858 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %164, !dbg !57
  %1859 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %166, !dbg !57
  %1860 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %168, !dbg !57
  %1861 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %170, !dbg !57
  %1862 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %172, !dbg !57
  %1863 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %174, !dbg !57
  %1864 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %176, !dbg !57
  %1865 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %178, !dbg !57
  %1866 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %180, !dbg !57
  %1867 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %182, !dbg !57
  %1868 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %184, !dbg !57
  %1869 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %186, !dbg !57
  %1870 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %188, !dbg !57
  %1871 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %190, !dbg !57
  %1872 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %192, !dbg !57
  %1873 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %194, !dbg !57
  %1874 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %196, !dbg !57
  %1875 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %198, !dbg !57
  %1876 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %200, !dbg !57
  %1877 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %202, !dbg !57
  %1878 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %204, !dbg !57
  %1879 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %206, !dbg !57
  %1880 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %208, !dbg !57
  %1881 = getelementptr [2 x i8], ptr addrspace(1) %1849, i64 %210, !dbg !57
  %1882 = getelementptr [2 x i8], ptr addrspace(1) %1850, i64 %213, !dbg !57
  %1883 = getelementptr [2 x i8], ptr addrspace(1) %1851, i64 %213, !dbg !57
  %1884 = getelementptr [2 x i8], ptr addrspace(1) %1852, i64 %213, !dbg !57
  %1885 = getelementptr [2 x i8], ptr addrspace(1) %1853, i64 %213, !dbg !57
  %1886 = getelementptr [2 x i8], ptr addrspace(1) %1854, i64 %213, !dbg !57
  %1887 = getelementptr [2 x i8], ptr addrspace(1) %1855, i64 %213, !dbg !57
  %1888 = getelementptr [2 x i8], ptr addrspace(1) %1856, i64 %213, !dbg !57
  %1889 = getelementptr [2 x i8], ptr addrspace(1) %1857, i64 %213, !dbg !57
  %1890 = getelementptr [2 x i8], ptr addrspace(1) %1858, i64 %213, !dbg !57
  %1891 = getelementptr [2 x i8], ptr addrspace(1) %1859, i64 %213, !dbg !57
  %1892 = getelementptr [2 x i8], ptr addrspace(1) %1860, i64 %213, !dbg !57
  %1893 = getelementptr [2 x i8], ptr addrspace(1) %1861, i64 %213, !dbg !57
  %1894 = getelementptr [2 x i8], ptr addrspace(1) %1862, i64 %213, !dbg !57
  %1895 = getelementptr [2 x i8], ptr addrspace(1) %1863, i64 %213, !dbg !57
  %1896 = getelementptr [2 x i8], ptr addrspace(1) %1864, i64 %213, !dbg !57
  %1897 = getelementptr [2 x i8], ptr addrspace(1) %1865, i64 %213, !dbg !57
  %1898 = getelementptr [2 x i8], ptr addrspace(1) %1866, i64 %213, !dbg !57
  %1899 = getelementptr [2 x i8], ptr addrspace(1) %1867, i64 %213, !dbg !57
  %1900 = getelementptr [2 x i8], ptr addrspace(1) %1868, i64 %213, !dbg !57
  %1901 = getelementptr [2 x i8], ptr addrspace(1) %1869, i64 %213, !dbg !57
  %1902 = getelementptr [2 x i8], ptr addrspace(1) %1870, i64 %213, !dbg !57
  %1903 = getelementptr [2 x i8], ptr addrspace(1) %1871, i64 %213, !dbg !57
  %1904 = getelementptr [2 x i8], ptr addrspace(1) %1872, i64 %213, !dbg !57
  %1905 = getelementptr [2 x i8], ptr addrspace(1) %1873, i64 %213, !dbg !57
  %1906 = getelementptr [2 x i8], ptr addrspace(1) %1874, i64 %213, !dbg !57
  %1907 = getelementptr [2 x i8], ptr addrspace(1) %1875, i64 %213, !dbg !57
  %1908 = getelementptr [2 x i8], ptr addrspace(1) %1876, i64 %213, !dbg !57
  %1909 = getelementptr [2 x i8], ptr addrspace(1) %1877, i64 %213, !dbg !57
  %1910 = getelementptr [2 x i8], ptr addrspace(1) %1878, i64 %213, !dbg !57
  %1911 = getelementptr [2 x i8], ptr addrspace(1) %1879, i64 %213, !dbg !57
  %1912 = getelementptr [2 x i8], ptr addrspace(1) %1880, i64 %213, !dbg !57
  %1913 = getelementptr [2 x i8], ptr addrspace(1) %1881, i64 %213, !dbg !57
  %1914 = tail call float @llvm.nvvm.div.full(float %1817, float %1815), !dbg !58
  %1915 = tail call float @llvm.nvvm.div.full(float %1818, float %1815), !dbg !58
  %1916 = tail call float @llvm.nvvm.div.full(float %1819, float %1816), !dbg !58
  %1917 = tail call float @llvm.nvvm.div.full(float %1820, float %1816), !dbg !58
  %1918 = tail call float @llvm.nvvm.div.full(float %1821, float %1815), !dbg !58
  %1919 = tail call float @llvm.nvvm.div.full(float %1822, float %1815), !dbg !58
  %1920 = tail call float @llvm.nvvm.div.full(float %1823, float %1816), !dbg !58
  %1921 = tail call float @llvm.nvvm.div.full(float %1824, float %1816), !dbg !58
  %1922 = tail call float @llvm.nvvm.div.full(float %1825, float %1815), !dbg !58
  %1923 = tail call float @llvm.nvvm.div.full(float %1826, float %1815), !dbg !58
  %1924 = tail call float @llvm.nvvm.div.full(float %1827, float %1816), !dbg !58
  %1925 = tail call float @llvm.nvvm.div.full(float %1828, float %1816), !dbg !58
  %1926 = tail call float @llvm.nvvm.div.full(float %1829, float %1815), !dbg !58
  %1927 = tail call float @llvm.nvvm.div.full(float %1830, float %1815), !dbg !58
  %1928 = tail call float @llvm.nvvm.div.full(float %1831, float %1816), !dbg !58
  %1929 = tail call float @llvm.nvvm.div.full(float %1832, float %1816), !dbg !58
  %1930 = tail call float @llvm.nvvm.div.full(float %1833, float %1815), !dbg !58
  %1931 = tail call float @llvm.nvvm.div.full(float %1834, float %1815), !dbg !58
  %1932 = tail call float @llvm.nvvm.div.full(float %1835, float %1816), !dbg !58
  %1933 = tail call float @llvm.nvvm.div.full(float %1836, float %1816), !dbg !58
  %1934 = tail call float @llvm.nvvm.div.full(float %1837, float %1815), !dbg !58
  %1935 = tail call float @llvm.nvvm.div.full(float %1838, float %1815), !dbg !58
  %1936 = tail call float @llvm.nvvm.div.full(float %1839, float %1816), !dbg !58
  %1937 = tail call float @llvm.nvvm.div.full(float %1840, float %1816), !dbg !58
  %1938 = tail call float @llvm.nvvm.div.full(float %1841, float %1815), !dbg !58
  %1939 = tail call float @llvm.nvvm.div.full(float %1842, float %1815), !dbg !58
  %1940 = tail call float @llvm.nvvm.div.full(float %1843, float %1816), !dbg !58
  %1941 = tail call float @llvm.nvvm.div.full(float %1844, float %1816), !dbg !58
  %1942 = tail call float @llvm.nvvm.div.full(float %1845, float %1815), !dbg !58
  %1943 = tail call float @llvm.nvvm.div.full(float %1846, float %1815), !dbg !58
  %1944 = tail call float @llvm.nvvm.div.full(float %1847, float %1816), !dbg !58
  %1945 = tail call float @llvm.nvvm.div.full(float %1848, float %1816), !dbg !58
  %1946 = fptrunc float %1914 to half, !dbg !59
  %1947 = fptrunc float %1915 to half, !dbg !59
  %1948 = fptrunc float %1916 to half, !dbg !59
  %1949 = fptrunc float %1917 to half, !dbg !59
  %1950 = fptrunc float %1918 to half, !dbg !59
  %1951 = fptrunc float %1919 to half, !dbg !59
  %1952 = fptrunc float %1920 to half, !dbg !59
  %1953 = fptrunc float %1921 to half, !dbg !59
  %1954 = fptrunc float %1922 to half, !dbg !59
  %1955 = fptrunc float %1923 to half, !dbg !59
  %1956 = fptrunc float %1924 to half, !dbg !59
  %1957 = fptrunc float %1925 to half, !dbg !59
  %1958 = fptrunc float %1926 to half, !dbg !59
  %1959 = fptrunc float %1927 to half, !dbg !59
  %1960 = fptrunc float %1928 to half, !dbg !59
  %1961 = fptrunc float %1929 to half, !dbg !59
  %1962 = fptrunc float %1930 to half, !dbg !59
  %1963 = fptrunc float %1931 to half, !dbg !59
  %1964 = fptrunc float %1932 to half, !dbg !59
  %1965 = fptrunc float %1933 to half, !dbg !59
  %1966 = fptrunc float %1934 to half, !dbg !59
  %1967 = fptrunc float %1935 to half, !dbg !59
  %1968 = fptrunc float %1936 to half, !dbg !59
  %1969 = fptrunc float %1937 to half, !dbg !59
  %1970 = fptrunc float %1938 to half, !dbg !59
  %1971 = fptrunc float %1939 to half, !dbg !59
  %1972 = fptrunc float %1940 to half, !dbg !59
  %1973 = fptrunc float %1941 to half, !dbg !59
  %1974 = fptrunc float %1942 to half, !dbg !59
  %1975 = fptrunc float %1943 to half, !dbg !59
  %1976 = fptrunc float %1944 to half, !dbg !59
  %1977 = fptrunc float %1945 to half, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1978 = and i32 %14, 28, !dbg !60
  %1979 = shl nuw nsw i32 %1978, 8, !dbg !60
  %1980 = shl nuw nsw i32 %48, 5, !dbg !60
  %1981 = shl nuw nsw i32 %14, 2, !dbg !60
  %1982 = and i32 %1981, 384, !dbg !60
  %1983 = or disjoint i32 %1979, %1980, !dbg !60
  %1984 = or disjoint i32 %1983, %1982, !dbg !60
  %1985 = or disjoint i32 %1984, %1978, !dbg !60
  %1986 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1985, !dbg !60
  %1987 = insertelement <2 x half> poison, half %1946, i64 0, !dbg !60
  %1988 = insertelement <2 x half> %1987, half %1948, i64 1, !dbg !60
  store <2 x half> %1988, ptr addrspace(3) %1986, align 4, !dbg !60
  %1989 = getelementptr inbounds nuw i8, ptr addrspace(3) %1986, i32 512, !dbg !60
  %1990 = insertelement <2 x half> poison, half %1962, i64 0, !dbg !60
  %1991 = insertelement <2 x half> %1990, half %1964, i64 1, !dbg !60
  store <2 x half> %1991, ptr addrspace(3) %1989, align 4, !dbg !60
  %1992 = xor i32 %1985, 4, !dbg !60
  %1993 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1992, !dbg !60
  %1994 = insertelement <2 x half> poison, half %1947, i64 0, !dbg !60
  %1995 = insertelement <2 x half> %1994, half %1949, i64 1, !dbg !60
  store <2 x half> %1995, ptr addrspace(3) %1993, align 4, !dbg !60
  %1996 = getelementptr inbounds nuw i8, ptr addrspace(3) %1993, i32 512, !dbg !60
  %1997 = insertelement <2 x half> poison, half %1963, i64 0, !dbg !60
  %1998 = insertelement <2 x half> %1997, half %1965, i64 1, !dbg !60
  store <2 x half> %1998, ptr addrspace(3) %1996, align 4, !dbg !60
  %1999 = xor i32 %1985, 8, !dbg !60
  %2000 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1999, !dbg !60
  %2001 = insertelement <2 x half> poison, half %1950, i64 0, !dbg !60
  %2002 = insertelement <2 x half> %2001, half %1952, i64 1, !dbg !60
  store <2 x half> %2002, ptr addrspace(3) %2000, align 4, !dbg !60
  %2003 = getelementptr inbounds nuw i8, ptr addrspace(3) %2000, i32 512, !dbg !60
  %2004 = insertelement <2 x half> poison, half %1966, i64 0, !dbg !60
  %2005 = insertelement <2 x half> %2004, half %1968, i64 1, !dbg !60
  store <2 x half> %2005, ptr addrspace(3) %2003, align 4, !dbg !60
  %2006 = xor i32 %1985, 12, !dbg !60
  %2007 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2006, !dbg !60
  %2008 = insertelement <2 x half> poison, half %1951, i64 0, !dbg !60
  %2009 = insertelement <2 x half> %2008, half %1953, i64 1, !dbg !60
  store <2 x half> %2009, ptr addrspace(3) %2007, align 4, !dbg !60
  %2010 = getelementptr inbounds nuw i8, ptr addrspace(3) %2007, i32 512, !dbg !60
  %2011 = insertelement <2 x half> poison, half %1967, i64 0, !dbg !60
  %2012 = insertelement <2 x half> %2011, half %1969, i64 1, !dbg !60
  store <2 x half> %2012, ptr addrspace(3) %2010, align 4, !dbg !60
  %2013 = xor i32 %1985, 16, !dbg !60
  %2014 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2013, !dbg !60
  %2015 = insertelement <2 x half> poison, half %1954, i64 0, !dbg !60
  %2016 = insertelement <2 x half> %2015, half %1956, i64 1, !dbg !60
  store <2 x half> %2016, ptr addrspace(3) %2014, align 4, !dbg !60
  %2017 = getelementptr inbounds nuw i8, ptr addrspace(3) %2014, i32 512, !dbg !60
  %2018 = insertelement <2 x half> poison, half %1970, i64 0, !dbg !60
  %2019 = insertelement <2 x half> %2018, half %1972, i64 1, !dbg !60
  store <2 x half> %2019, ptr addrspace(3) %2017, align 4, !dbg !60
  %2020 = xor i32 %1985, 20, !dbg !60
  %2021 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2020, !dbg !60
  %2022 = insertelement <2 x half> poison, half %1955, i64 0, !dbg !60
  %2023 = insertelement <2 x half> %2022, half %1957, i64 1, !dbg !60
  store <2 x half> %2023, ptr addrspace(3) %2021, align 4, !dbg !60
  %2024 = getelementptr inbounds nuw i8, ptr addrspace(3) %2021, i32 512, !dbg !60
  %2025 = insertelement <2 x half> poison, half %1971, i64 0, !dbg !60
  %2026 = insertelement <2 x half> %2025, half %1973, i64 1, !dbg !60
  store <2 x half> %2026, ptr addrspace(3) %2024, align 4, !dbg !60
  %2027 = xor i32 %1985, 24, !dbg !60
  %2028 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2027, !dbg !60
  %2029 = insertelement <2 x half> poison, half %1958, i64 0, !dbg !60
  %2030 = insertelement <2 x half> %2029, half %1960, i64 1, !dbg !60
  store <2 x half> %2030, ptr addrspace(3) %2028, align 4, !dbg !60
  %2031 = getelementptr inbounds nuw i8, ptr addrspace(3) %2028, i32 512, !dbg !60
  %2032 = insertelement <2 x half> poison, half %1974, i64 0, !dbg !60
  %2033 = insertelement <2 x half> %2032, half %1976, i64 1, !dbg !60
  store <2 x half> %2033, ptr addrspace(3) %2031, align 4, !dbg !60
  %2034 = xor i32 %1985, 28, !dbg !60
  %2035 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2034, !dbg !60
  %2036 = insertelement <2 x half> poison, half %1959, i64 0, !dbg !60
  %2037 = insertelement <2 x half> %2036, half %1961, i64 1, !dbg !60
  store <2 x half> %2037, ptr addrspace(3) %2035, align 4, !dbg !60
  %2038 = getelementptr inbounds nuw i8, ptr addrspace(3) %2035, i32 512, !dbg !60
  %2039 = insertelement <2 x half> poison, half %1975, i64 0, !dbg !60
  %2040 = insertelement <2 x half> %2039, half %1977, i64 1, !dbg !60
  store <2 x half> %2040, ptr addrspace(3) %2038, align 4, !dbg !60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %2041 = shl nuw nsw i32 %14, 4, !dbg !60
  %2042 = and i32 %2041, 608, !dbg !60
  %2043 = and i32 %14, 24, !dbg !60
  %2044 = and i32 %1981, 4, !dbg !60
  %2045 = select i1 %279, i32 0, i32 1028, !dbg !60
  %2046 = or disjoint i32 %2042, %2043, !dbg !60
  %2047 = xor i32 %2045, %2044, !dbg !60
  %2048 = or disjoint i32 %2046, %2047, !dbg !60
  %2049 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2048, !dbg !60
  %2050 = load <2 x i16>, ptr addrspace(3) %2049, align 4, !dbg !60
  %2051 = getelementptr inbounds nuw i8, ptr addrspace(3) %2049, i32 128, !dbg !60
  %2052 = load <2 x i16>, ptr addrspace(3) %2051, align 4, !dbg !60
  %2053 = getelementptr inbounds nuw i8, ptr addrspace(3) %2049, i32 256, !dbg !60
  %2054 = load <2 x i16>, ptr addrspace(3) %2053, align 4, !dbg !60
  %2055 = getelementptr inbounds nuw i8, ptr addrspace(3) %2049, i32 384, !dbg !60
  %2056 = load <2 x i16>, ptr addrspace(3) %2055, align 4, !dbg !60
  %2057 = xor i32 %2048, 2056, !dbg !60
  %2058 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2057, !dbg !60
  %2059 = load <2 x i16>, ptr addrspace(3) %2058, align 4, !dbg !60
  %2060 = getelementptr inbounds nuw i8, ptr addrspace(3) %2058, i32 128, !dbg !60
  %2061 = load <2 x i16>, ptr addrspace(3) %2060, align 4, !dbg !60
  %2062 = getelementptr inbounds nuw i8, ptr addrspace(3) %2058, i32 256, !dbg !60
  %2063 = load <2 x i16>, ptr addrspace(3) %2062, align 4, !dbg !60
  %2064 = getelementptr inbounds nuw i8, ptr addrspace(3) %2058, i32 384, !dbg !60
  %2065 = load <2 x i16>, ptr addrspace(3) %2064, align 4, !dbg !60
  %2066 = xor i32 %2048, 4112, !dbg !60
  %2067 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2066, !dbg !60
  %2068 = load <2 x i16>, ptr addrspace(3) %2067, align 4, !dbg !60
  %2069 = getelementptr inbounds nuw i8, ptr addrspace(3) %2067, i32 128, !dbg !60
  %2070 = load <2 x i16>, ptr addrspace(3) %2069, align 4, !dbg !60
  %2071 = getelementptr inbounds nuw i8, ptr addrspace(3) %2067, i32 256, !dbg !60
  %2072 = load <2 x i16>, ptr addrspace(3) %2071, align 4, !dbg !60
  %2073 = getelementptr inbounds nuw i8, ptr addrspace(3) %2067, i32 384, !dbg !60
  %2074 = load <2 x i16>, ptr addrspace(3) %2073, align 4, !dbg !60
  %2075 = xor i32 %2048, 6168, !dbg !60
  %2076 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2075, !dbg !60
  %2077 = load <2 x i16>, ptr addrspace(3) %2076, align 4, !dbg !60
  %2078 = getelementptr inbounds nuw i8, ptr addrspace(3) %2076, i32 128, !dbg !60
  %2079 = load <2 x i16>, ptr addrspace(3) %2078, align 4, !dbg !60
  %2080 = getelementptr inbounds nuw i8, ptr addrspace(3) %2076, i32 256, !dbg !60
  %2081 = load <2 x i16>, ptr addrspace(3) %2080, align 4, !dbg !60
  %2082 = getelementptr inbounds nuw i8, ptr addrspace(3) %2076, i32 384, !dbg !60
  %2083 = load <2 x i16>, ptr addrspace(3) %2082, align 4, !dbg !60
  %.extract = extractelement <2 x i16> %2050, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1882, i1 %82) #9, !dbg !60
  %.extract33 = extractelement <2 x i16> %2059, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %1883, i1 %83) #9, !dbg !60
  %.extract34 = extractelement <2 x i16> %2068, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %1884, i1 %84) #9, !dbg !60
  %.extract35 = extractelement <2 x i16> %2077, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %1885, i1 %85) #9, !dbg !60
  %.extract36 = extractelement <2 x i16> %2050, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %1886, i1 %86) #9, !dbg !60
  %.extract37 = extractelement <2 x i16> %2059, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %1887, i1 %87) #9, !dbg !60
  %.extract38 = extractelement <2 x i16> %2068, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %1888, i1 %88) #9, !dbg !60
  %.extract39 = extractelement <2 x i16> %2077, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %1889, i1 %89) #9, !dbg !60
  %.extract40 = extractelement <2 x i16> %2052, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %1890, i1 %90) #9, !dbg !60
  %.extract41 = extractelement <2 x i16> %2061, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %1891, i1 %91) #9, !dbg !60
  %.extract42 = extractelement <2 x i16> %2070, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %1892, i1 %92) #9, !dbg !60
  %.extract43 = extractelement <2 x i16> %2079, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %1893, i1 %93) #9, !dbg !60
  %.extract44 = extractelement <2 x i16> %2052, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %1894, i1 %94) #9, !dbg !60
  %.extract45 = extractelement <2 x i16> %2061, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %1895, i1 %95) #9, !dbg !60
  %.extract46 = extractelement <2 x i16> %2070, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %1896, i1 %96) #9, !dbg !60
  %.extract47 = extractelement <2 x i16> %2079, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %1897, i1 %97) #9, !dbg !60
  %.extract48 = extractelement <2 x i16> %2054, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %1898, i1 %98) #9, !dbg !60
  %.extract49 = extractelement <2 x i16> %2063, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %1899, i1 %99) #9, !dbg !60
  %.extract50 = extractelement <2 x i16> %2072, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %1900, i1 %100) #9, !dbg !60
  %.extract51 = extractelement <2 x i16> %2081, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %1901, i1 %101) #9, !dbg !60
  %.extract52 = extractelement <2 x i16> %2054, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %1902, i1 %102) #9, !dbg !60
  %.extract53 = extractelement <2 x i16> %2063, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %1903, i1 %103) #9, !dbg !60
  %.extract54 = extractelement <2 x i16> %2072, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %1904, i1 %104) #9, !dbg !60
  %.extract55 = extractelement <2 x i16> %2081, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %1905, i1 %105) #9, !dbg !60
  %.extract56 = extractelement <2 x i16> %2056, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %1906, i1 %106) #9, !dbg !60
  %.extract57 = extractelement <2 x i16> %2065, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %1907, i1 %107) #9, !dbg !60
  %.extract58 = extractelement <2 x i16> %2074, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %1908, i1 %108) #9, !dbg !60
  %.extract59 = extractelement <2 x i16> %2083, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %1909, i1 %109) #9, !dbg !60
  %.extract60 = extractelement <2 x i16> %2056, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %1910, i1 %110) #9, !dbg !60
  %.extract61 = extractelement <2 x i16> %2065, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %1911, i1 %111) #9, !dbg !60
  %.extract62 = extractelement <2 x i16> %2074, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %1912, i1 %112) #9, !dbg !60
  %.extract63 = extractelement <2 x i16> %2083, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract63, ptr addrspace(1) %1913, i1 %113) #9, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #8

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nounwind }

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
!6 = distinct !DISubprogram(name: "attention_forward", linkageName: "attention_forward", scope: !1, file: !1, line: 117, type: !7, scopeLine: 117, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !9, !9, !11, !12, !13, !13}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 119, column: 15, scope: !6)
!16 = !DILocation(line: 120, column: 12, scope: !6)
!17 = !DILocation(line: 121, column: 12, scope: !6)
!18 = !DILocation(line: 122, column: 10, scope: !6)
!19 = !DILocation(line: 122, column: 25, scope: !6)
!20 = !DILocation(line: 124, column: 68, scope: !6)
!21 = !DILocation(line: 124, column: 17, scope: !6)
!22 = !DILocation(line: 124, column: 32, scope: !6)
!23 = !DILocation(line: 124, column: 50, scope: !6)
!24 = !DILocation(line: 124, column: 9, scope: !6)
!25 = !DILocation(line: 130, column: 21, scope: !6)
!26 = !DILocation(line: 137, column: 21, scope: !6)
!27 = !DILocation(line: 128, column: 5, scope: !6)
!28 = !DILocation(line: 129, column: 14, scope: !6)
!29 = !DILocation(line: 130, column: 72, scope: !6)
!30 = !DILocation(line: 130, column: 36, scope: !6)
!31 = !DILocation(line: 130, column: 13, scope: !6)
!32 = !DILocation(line: 131, column: 13, scope: !6)
!33 = !DILocation(line: 132, column: 13, scope: !6)
!34 = !DILocation(line: 196, column: 12, scope: !35, inlinedAt: !37)
!35 = distinct !DILexicalBlockFile(scope: !6, file: !36, discriminator: 0)
!36 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!37 = !DILocation(line: 216, column: 16, scope: !35, inlinedAt: !38)
!38 = !DILocation(line: 133, column: 33, scope: !39)
!39 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!40 = !DILocation(line: 133, column: 17, scope: !6)
!41 = !DILocation(line: 134, column: 27, scope: !6)
!42 = !DILocation(line: 134, column: 26, scope: !6)
!43 = !DILocation(line: 134, column: 13, scope: !6)
!44 = !DILocation(line: 135, column: 31, scope: !6)
!45 = !DILocation(line: 135, column: 30, scope: !6)
!46 = !DILocation(line: 135, column: 17, scope: !6)
!47 = !DILocation(line: 136, column: 15, scope: !6)
!48 = !DILocation(line: 287, column: 12, scope: !35, inlinedAt: !49)
!49 = !DILocation(line: 314, column: 12, scope: !35, inlinedAt: !50)
!50 = !DILocation(line: 136, column: 29, scope: !39)
!51 = !DILocation(line: 137, column: 13, scope: !6)
!52 = !DILocation(line: 138, column: 15, scope: !6)
!53 = !DILocation(line: 138, column: 45, scope: !6)
!54 = !DILocation(line: 138, column: 38, scope: !6)
!55 = !DILocation(line: 126, column: 11, scope: !6)
!56 = !DILocation(line: 127, column: 11, scope: !6)
!57 = !DILocation(line: 140, column: 14, scope: !6)
!58 = !DILocation(line: 140, column: 61, scope: !6)
!59 = !DILocation(line: 140, column: 60, scope: !6)
!60 = !DILocation(line: 140, column: 5, scope: !6)
!61 = !DILocation(line: 117, column: 1, scope: !6)
