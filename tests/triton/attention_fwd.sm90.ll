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
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %214, i1 %82) #11, !dbg !24
  %247 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %83) #11, !dbg !24
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %84) #11, !dbg !24
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %217, i1 %85) #11, !dbg !24
  %250 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %218, i1 %86) #11, !dbg !24
  %251 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %219, i1 %87) #11, !dbg !24
  %252 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %220, i1 %88) #11, !dbg !24
  %253 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %221, i1 %89) #11, !dbg !24
  %254 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %222, i1 %90) #11, !dbg !24
  %255 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %223, i1 %91) #11, !dbg !24
  %256 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %224, i1 %92) #11, !dbg !24
  %257 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %225, i1 %93) #11, !dbg !24
  %258 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %226, i1 %94) #11, !dbg !24
  %259 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %227, i1 %95) #11, !dbg !24
  %260 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %96) #11, !dbg !24
  %261 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %229, i1 %97) #11, !dbg !24
  %262 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %230, i1 %98) #11, !dbg !24
  %263 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %231, i1 %99) #11, !dbg !24
  %264 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %232, i1 %100) #11, !dbg !24
  %265 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %233, i1 %101) #11, !dbg !24
  %266 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %234, i1 %102) #11, !dbg !24
  %267 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %235, i1 %103) #11, !dbg !24
  %268 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %236, i1 %104) #11, !dbg !24
  %269 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %237, i1 %105) #11, !dbg !24
  %270 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %238, i1 %106) #11, !dbg !24
  %271 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %239, i1 %107) #11, !dbg !24
  %272 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %240, i1 %108) #11, !dbg !24
  %273 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %241, i1 %109) #11, !dbg !24
  %274 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %242, i1 %110) #11, !dbg !24
  %275 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %243, i1 %111) #11, !dbg !24
  %276 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %244, i1 %112) #11, !dbg !24
  %277 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %245, i1 %113) #11, !dbg !24
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
  %412 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %413 = and i32 %412, 32767
  %414 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %415 = and i32 %414, 32767
  %416 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %413, i64 0
  %417 = bitcast <2 x i32> %416 to i64
  %418 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %415, i64 0
  %419 = bitcast <2 x i32> %418 to i64
  %420 = add nuw nsw i32 %413, 2
  %421 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %420, i64 0
  %422 = bitcast <2 x i32> %421 to i64
  %423 = add nuw nsw i32 %415, 2
  %424 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %423, i64 0
  %425 = bitcast <2 x i32> %424 to i64
  %426 = add nuw nsw i32 %413, 4
  %427 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %426, i64 0
  %428 = bitcast <2 x i32> %427 to i64
  %429 = add nuw nsw i32 %415, 4
  %430 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %429, i64 0
  %431 = bitcast <2 x i32> %430 to i64
  %432 = add nuw nsw i32 %413, 6
  %433 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %432, i64 0
  %434 = bitcast <2 x i32> %433 to i64
  %435 = add nuw nsw i32 %415, 6
  %436 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %435, i64 0
  %437 = bitcast <2 x i32> %436 to i64
  %438 = add nuw nsw i32 %415, 128
  %439 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %438, i64 0
  %440 = bitcast <2 x i32> %439 to i64
  %441 = add nuw nsw i32 %415, 256
  %442 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %441, i64 0
  %443 = bitcast <2 x i32> %442 to i64
  %444 = add nuw nsw i32 %415, 384
  %445 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %444, i64 0
  %446 = bitcast <2 x i32> %445 to i64
  %447 = insertelement <16 x i32> poison, i32 %4, i64 0, !dbg !28
  %448 = shufflevector <16 x i32> %447, <16 x i32> poison, <16 x i32> zeroinitializer, !dbg !28
  %449 = insertelement <16 x float> poison, float %5, i64 0, !dbg !29
  %450 = shufflevector <16 x float> %449, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !29
  br label %451, !dbg !27

451:                                              ; preds = %.lr.ph, %__nv_exp2f.exit162
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1584, %__nv_exp2f.exit162 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1585, %__nv_exp2f.exit162 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1586, %__nv_exp2f.exit162 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1587, %__nv_exp2f.exit162 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1588, %__nv_exp2f.exit162 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1589, %__nv_exp2f.exit162 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1590, %__nv_exp2f.exit162 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1591, %__nv_exp2f.exit162 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1592, %__nv_exp2f.exit162 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1593, %__nv_exp2f.exit162 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1594, %__nv_exp2f.exit162 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1595, %__nv_exp2f.exit162 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1596, %__nv_exp2f.exit162 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1597, %__nv_exp2f.exit162 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1598, %__nv_exp2f.exit162 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1599, %__nv_exp2f.exit162 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1600, %__nv_exp2f.exit162 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1601, %__nv_exp2f.exit162 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1602, %__nv_exp2f.exit162 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1603, %__nv_exp2f.exit162 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1604, %__nv_exp2f.exit162 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1605, %__nv_exp2f.exit162 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1606, %__nv_exp2f.exit162 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1607, %__nv_exp2f.exit162 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1608, %__nv_exp2f.exit162 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1609, %__nv_exp2f.exit162 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1610, %__nv_exp2f.exit162 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1611, %__nv_exp2f.exit162 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1612, %__nv_exp2f.exit162 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1613, %__nv_exp2f.exit162 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1614, %__nv_exp2f.exit162 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1615, %__nv_exp2f.exit162 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1273, %__nv_exp2f.exit162 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1274, %__nv_exp2f.exit162 ]
  %486 = phi float [ -inf, %.lr.ph ], [ %981, %__nv_exp2f.exit162 ]
  %487 = phi float [ -inf, %.lr.ph ], [ %982, %__nv_exp2f.exit162 ]
  %488 = phi i32 [ 0, %.lr.ph ], [ %1616, %__nv_exp2f.exit162 ]
  %489 = or disjoint i32 %488, %16, !dbg !30
  %490 = or disjoint i32 %488, %17, !dbg !30
  %491 = or disjoint i32 %488, %18, !dbg !30
  %492 = or disjoint i32 %488, %19, !dbg !30
  %493 = or disjoint i32 %488, %20, !dbg !30
  %494 = or disjoint i32 %488, %21, !dbg !30
  %495 = or disjoint i32 %488, %22, !dbg !30
  %496 = or disjoint i32 %488, %23, !dbg !30
  %497 = or disjoint i32 %488, %24, !dbg !30
  %498 = or disjoint i32 %488, %25, !dbg !30
  %499 = or disjoint i32 %488, %26, !dbg !30
  %500 = or disjoint i32 %488, %27, !dbg !30
  %501 = or disjoint i32 %488, %28, !dbg !30
  %502 = or disjoint i32 %488, %29, !dbg !30
  %503 = or disjoint i32 %488, %30, !dbg !30
  %504 = or disjoint i32 %488, %31, !dbg !30
  %505 = or disjoint i32 %488, %32, !dbg !30
  %506 = or disjoint i32 %488, %33, !dbg !30
  %507 = or disjoint i32 %488, %34, !dbg !30
  %508 = or disjoint i32 %488, %35, !dbg !30
  %509 = or disjoint i32 %488, %36, !dbg !30
  %510 = or disjoint i32 %488, %37, !dbg !30
  %511 = or disjoint i32 %488, %38, !dbg !30
  %512 = or disjoint i32 %488, %39, !dbg !30
  %513 = or disjoint i32 %488, %40, !dbg !30
  %514 = or disjoint i32 %488, %41, !dbg !30
  %515 = or disjoint i32 %488, %42, !dbg !30
  %516 = or disjoint i32 %488, %43, !dbg !30
  %517 = or disjoint i32 %488, %44, !dbg !30
  %518 = or disjoint i32 %488, %45, !dbg !30
  %519 = or disjoint i32 %488, %46, !dbg !30
  %520 = or disjoint i32 %488, %47, !dbg !30
  %521 = icmp slt i32 %489, %4, !dbg !28
  %522 = icmp slt i32 %490, %4, !dbg !28
  %523 = icmp slt i32 %491, %4, !dbg !28
  %524 = icmp slt i32 %492, %4, !dbg !28
  %525 = icmp slt i32 %493, %4, !dbg !28
  %526 = icmp slt i32 %494, %4, !dbg !28
  %527 = icmp slt i32 %495, %4, !dbg !28
  %528 = icmp slt i32 %496, %4, !dbg !28
  %529 = icmp slt i32 %497, %4, !dbg !28
  %530 = icmp slt i32 %498, %4, !dbg !28
  %531 = icmp slt i32 %499, %4, !dbg !28
  %532 = icmp slt i32 %500, %4, !dbg !28
  %533 = icmp slt i32 %501, %4, !dbg !28
  %534 = icmp slt i32 %502, %4, !dbg !28
  %535 = icmp slt i32 %503, %4, !dbg !28
  %536 = icmp slt i32 %504, %4, !dbg !28
  %537 = icmp slt i32 %505, %4, !dbg !28
  %538 = icmp slt i32 %506, %4, !dbg !28
  %539 = icmp slt i32 %507, %4, !dbg !28
  %540 = icmp slt i32 %508, %4, !dbg !28
  %541 = icmp slt i32 %509, %4, !dbg !28
  %542 = icmp slt i32 %510, %4, !dbg !28
  %543 = icmp slt i32 %511, %4, !dbg !28
  %544 = icmp slt i32 %512, %4, !dbg !28
  %545 = icmp slt i32 %513, %4, !dbg !28
  %546 = icmp slt i32 %514, %4, !dbg !28
  %547 = icmp slt i32 %515, %4, !dbg !28
  %548 = icmp slt i32 %516, %4, !dbg !28
  %549 = icmp slt i32 %517, %4, !dbg !28
  %550 = icmp slt i32 %518, %4, !dbg !28
  %551 = icmp slt i32 %519, %4, !dbg !28
  %552 = icmp slt i32 %520, %4, !dbg !28
  %553 = shl i32 %489, 6, !dbg !31
  %554 = shl i32 %490, 6, !dbg !31
  %555 = shl i32 %491, 6, !dbg !31
  %556 = shl i32 %492, 6, !dbg !31
  %557 = shl i32 %493, 6, !dbg !31
  %558 = shl i32 %494, 6, !dbg !31
  %559 = shl i32 %495, 6, !dbg !31
  %560 = shl i32 %496, 6, !dbg !31
  %561 = shl i32 %497, 6, !dbg !31
  %562 = shl i32 %498, 6, !dbg !31
  %563 = shl i32 %499, 6, !dbg !31
  %564 = shl i32 %500, 6, !dbg !31
  %565 = shl i32 %501, 6, !dbg !31
  %566 = shl i32 %502, 6, !dbg !31
  %567 = shl i32 %503, 6, !dbg !31
  %568 = shl i32 %504, 6, !dbg !31
  %569 = shl i32 %505, 6, !dbg !31
  %570 = shl i32 %506, 6, !dbg !31
  %571 = shl i32 %507, 6, !dbg !31
  %572 = shl i32 %508, 6, !dbg !31
  %573 = shl i32 %509, 6, !dbg !31
  %574 = shl i32 %510, 6, !dbg !31
  %575 = shl i32 %511, 6, !dbg !31
  %576 = shl i32 %512, 6, !dbg !31
  %577 = shl i32 %513, 6, !dbg !31
  %578 = shl i32 %514, 6, !dbg !31
  %579 = shl i32 %515, 6, !dbg !31
  %580 = shl i32 %516, 6, !dbg !31
  %581 = shl i32 %517, 6, !dbg !31
  %582 = shl i32 %518, 6, !dbg !31
  %583 = shl i32 %519, 6, !dbg !31
  %584 = shl i32 %520, 6, !dbg !31
  %585 = sext i32 %553 to i64, !dbg !25
  %586 = sext i32 %554 to i64, !dbg !25
  %587 = sext i32 %555 to i64, !dbg !25
  %588 = sext i32 %556 to i64, !dbg !25
  %589 = sext i32 %557 to i64, !dbg !25
  %590 = sext i32 %558 to i64, !dbg !25
  %591 = sext i32 %559 to i64, !dbg !25
  %592 = sext i32 %560 to i64, !dbg !25
  %593 = sext i32 %561 to i64, !dbg !25
  %594 = sext i32 %562 to i64, !dbg !25
  %595 = sext i32 %563 to i64, !dbg !25
  %596 = sext i32 %564 to i64, !dbg !25
  %597 = sext i32 %565 to i64, !dbg !25
  %598 = sext i32 %566 to i64, !dbg !25
  %599 = sext i32 %567 to i64, !dbg !25
  %600 = sext i32 %568 to i64, !dbg !25
  %601 = sext i32 %569 to i64, !dbg !25
  %602 = sext i32 %570 to i64, !dbg !25
  %603 = sext i32 %571 to i64, !dbg !25
  %604 = sext i32 %572 to i64, !dbg !25
  %605 = sext i32 %573 to i64, !dbg !25
  %606 = sext i32 %574 to i64, !dbg !25
  %607 = sext i32 %575 to i64, !dbg !25
  %608 = sext i32 %576 to i64, !dbg !25
  %609 = sext i32 %577 to i64, !dbg !25
  %610 = sext i32 %578 to i64, !dbg !25
  %611 = sext i32 %579 to i64, !dbg !25
  %612 = sext i32 %580 to i64, !dbg !25
  %613 = sext i32 %581 to i64, !dbg !25
  %614 = sext i32 %582 to i64, !dbg !25
  %615 = sext i32 %583 to i64, !dbg !25
  %616 = sext i32 %584 to i64, !dbg !25
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %585, !dbg !25
  %gep165 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %586, !dbg !25
  %gep167 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %587, !dbg !25
  %gep169 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %588, !dbg !25
  %gep171 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %589, !dbg !25
  %gep173 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %590, !dbg !25
  %gep175 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %591, !dbg !25
  %gep177 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %592, !dbg !25
  %gep179 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %593, !dbg !25
  %gep181 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %594, !dbg !25
  %gep183 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %595, !dbg !25
  %gep185 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %596, !dbg !25
  %gep187 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %597, !dbg !25
  %gep189 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %598, !dbg !25
  %gep191 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %599, !dbg !25
  %gep193 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %600, !dbg !25
  %gep195 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %601, !dbg !25
  %gep197 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %602, !dbg !25
  %gep199 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %603, !dbg !25
  %gep201 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %604, !dbg !25
  %gep203 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %605, !dbg !25
  %gep205 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %606, !dbg !25
  %gep207 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %607, !dbg !25
  %gep209 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %608, !dbg !25
  %gep211 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %609, !dbg !25
  %gep213 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %610, !dbg !25
  %gep215 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %611, !dbg !25
  %gep217 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %612, !dbg !25
  %gep219 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %613, !dbg !25
  %gep221 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %614, !dbg !25
  %gep223 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %615, !dbg !25
  %gep225 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %616, !dbg !25
  %617 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %521) #11, !dbg !32
  %618 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep165, i1 %522) #11, !dbg !32
  %619 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep167, i1 %523) #11, !dbg !32
  %620 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep169, i1 %524) #11, !dbg !32
  %621 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep171, i1 %525) #11, !dbg !32
  %622 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep173, i1 %526) #11, !dbg !32
  %623 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep175, i1 %527) #11, !dbg !32
  %624 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep177, i1 %528) #11, !dbg !32
  %625 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep179, i1 %529) #11, !dbg !32
  %626 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep181, i1 %530) #11, !dbg !32
  %627 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep183, i1 %531) #11, !dbg !32
  %628 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep185, i1 %532) #11, !dbg !32
  %629 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep187, i1 %533) #11, !dbg !32
  %630 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep189, i1 %534) #11, !dbg !32
  %631 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep191, i1 %535) #11, !dbg !32
  %632 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep193, i1 %536) #11, !dbg !32
  %633 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep195, i1 %537) #11, !dbg !32
  %634 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep197, i1 %538) #11, !dbg !32
  %635 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep199, i1 %539) #11, !dbg !32
  %636 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep201, i1 %540) #11, !dbg !32
  %637 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep203, i1 %541) #11, !dbg !32
  %638 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep205, i1 %542) #11, !dbg !32
  %639 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep207, i1 %543) #11, !dbg !32
  %640 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep209, i1 %544) #11, !dbg !32
  %641 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep211, i1 %545) #11, !dbg !32
  %642 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep213, i1 %546) #11, !dbg !32
  %643 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep215, i1 %547) #11, !dbg !32
  %644 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep217, i1 %548) #11, !dbg !32
  %645 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep219, i1 %549) #11, !dbg !32
  %646 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep221, i1 %550) #11, !dbg !32
  %647 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep223, i1 %551) #11, !dbg !32
  %648 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep225, i1 %552) #11, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %649 = insertelement <1 x i16> poison, i16 %617, i64 0, !dbg !32
  store <1 x i16> %649, ptr addrspace(3) %380, align 2, !dbg !32
  %650 = insertelement <1 x i16> poison, i16 %621, i64 0, !dbg !32
  store <1 x i16> %650, ptr addrspace(3) %381, align 2, !dbg !32
  %651 = insertelement <1 x i16> poison, i16 %625, i64 0, !dbg !32
  store <1 x i16> %651, ptr addrspace(3) %382, align 2, !dbg !32
  %652 = insertelement <1 x i16> poison, i16 %629, i64 0, !dbg !32
  store <1 x i16> %652, ptr addrspace(3) %383, align 2, !dbg !32
  %653 = insertelement <1 x i16> poison, i16 %633, i64 0, !dbg !32
  store <1 x i16> %653, ptr addrspace(3) %384, align 2, !dbg !32
  %654 = insertelement <1 x i16> poison, i16 %637, i64 0, !dbg !32
  store <1 x i16> %654, ptr addrspace(3) %385, align 2, !dbg !32
  %655 = insertelement <1 x i16> poison, i16 %641, i64 0, !dbg !32
  store <1 x i16> %655, ptr addrspace(3) %386, align 2, !dbg !32
  %656 = insertelement <1 x i16> poison, i16 %645, i64 0, !dbg !32
  store <1 x i16> %656, ptr addrspace(3) %387, align 2, !dbg !32
  %657 = insertelement <1 x i16> poison, i16 %618, i64 0, !dbg !32
  store <1 x i16> %657, ptr addrspace(3) %388, align 2, !dbg !32
  %658 = insertelement <1 x i16> poison, i16 %622, i64 0, !dbg !32
  store <1 x i16> %658, ptr addrspace(3) %389, align 2, !dbg !32
  %659 = insertelement <1 x i16> poison, i16 %626, i64 0, !dbg !32
  store <1 x i16> %659, ptr addrspace(3) %390, align 2, !dbg !32
  %660 = insertelement <1 x i16> poison, i16 %630, i64 0, !dbg !32
  store <1 x i16> %660, ptr addrspace(3) %391, align 2, !dbg !32
  %661 = insertelement <1 x i16> poison, i16 %634, i64 0, !dbg !32
  store <1 x i16> %661, ptr addrspace(3) %392, align 2, !dbg !32
  %662 = insertelement <1 x i16> poison, i16 %638, i64 0, !dbg !32
  store <1 x i16> %662, ptr addrspace(3) %393, align 2, !dbg !32
  %663 = insertelement <1 x i16> poison, i16 %642, i64 0, !dbg !32
  store <1 x i16> %663, ptr addrspace(3) %394, align 2, !dbg !32
  %664 = insertelement <1 x i16> poison, i16 %646, i64 0, !dbg !32
  store <1 x i16> %664, ptr addrspace(3) %395, align 2, !dbg !32
  %665 = insertelement <1 x i16> poison, i16 %619, i64 0, !dbg !32
  store <1 x i16> %665, ptr addrspace(3) %396, align 2, !dbg !32
  %666 = insertelement <1 x i16> poison, i16 %623, i64 0, !dbg !32
  store <1 x i16> %666, ptr addrspace(3) %397, align 2, !dbg !32
  %667 = insertelement <1 x i16> poison, i16 %627, i64 0, !dbg !32
  store <1 x i16> %667, ptr addrspace(3) %398, align 2, !dbg !32
  %668 = insertelement <1 x i16> poison, i16 %631, i64 0, !dbg !32
  store <1 x i16> %668, ptr addrspace(3) %399, align 2, !dbg !32
  %669 = insertelement <1 x i16> poison, i16 %635, i64 0, !dbg !32
  store <1 x i16> %669, ptr addrspace(3) %400, align 2, !dbg !32
  %670 = insertelement <1 x i16> poison, i16 %639, i64 0, !dbg !32
  store <1 x i16> %670, ptr addrspace(3) %401, align 2, !dbg !32
  %671 = insertelement <1 x i16> poison, i16 %643, i64 0, !dbg !32
  store <1 x i16> %671, ptr addrspace(3) %402, align 2, !dbg !32
  %672 = insertelement <1 x i16> poison, i16 %647, i64 0, !dbg !32
  store <1 x i16> %672, ptr addrspace(3) %403, align 2, !dbg !32
  %673 = insertelement <1 x i16> poison, i16 %620, i64 0, !dbg !32
  store <1 x i16> %673, ptr addrspace(3) %404, align 2, !dbg !32
  %674 = insertelement <1 x i16> poison, i16 %624, i64 0, !dbg !32
  store <1 x i16> %674, ptr addrspace(3) %405, align 2, !dbg !32
  %675 = insertelement <1 x i16> poison, i16 %628, i64 0, !dbg !32
  store <1 x i16> %675, ptr addrspace(3) %406, align 2, !dbg !32
  %676 = insertelement <1 x i16> poison, i16 %632, i64 0, !dbg !32
  store <1 x i16> %676, ptr addrspace(3) %407, align 2, !dbg !32
  %677 = insertelement <1 x i16> poison, i16 %636, i64 0, !dbg !32
  store <1 x i16> %677, ptr addrspace(3) %408, align 2, !dbg !32
  %678 = insertelement <1 x i16> poison, i16 %640, i64 0, !dbg !32
  store <1 x i16> %678, ptr addrspace(3) %409, align 2, !dbg !32
  %679 = insertelement <1 x i16> poison, i16 %644, i64 0, !dbg !32
  store <1 x i16> %679, ptr addrspace(3) %410, align 2, !dbg !32
  %680 = insertelement <1 x i16> poison, i16 %648, i64 0, !dbg !32
  store <1 x i16> %680, ptr addrspace(3) %411, align 2, !dbg !32
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !29
  %681 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %417, i64 %419) #11, !dbg !29
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 0, !dbg !29
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 1, !dbg !29
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 2, !dbg !29
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 3, !dbg !29
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 4, !dbg !29
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 5, !dbg !29
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 6, !dbg !29
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 7, !dbg !29
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 8, !dbg !29
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 9, !dbg !29
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 10, !dbg !29
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 11, !dbg !29
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 12, !dbg !29
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 13, !dbg !29
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 14, !dbg !29
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 15, !dbg !29
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 16, !dbg !29
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 17, !dbg !29
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 18, !dbg !29
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 19, !dbg !29
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 20, !dbg !29
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 21, !dbg !29
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 22, !dbg !29
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 23, !dbg !29
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 24, !dbg !29
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 25, !dbg !29
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 26, !dbg !29
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 27, !dbg !29
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 28, !dbg !29
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 29, !dbg !29
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 30, !dbg !29
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %681, 31, !dbg !29
  %714 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, i64 %422, i64 %425, i1 true) #11, !dbg !29
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 0, !dbg !29
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 1, !dbg !29
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 2, !dbg !29
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 3, !dbg !29
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 4, !dbg !29
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 5, !dbg !29
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 6, !dbg !29
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 7, !dbg !29
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 8, !dbg !29
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 9, !dbg !29
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 10, !dbg !29
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 11, !dbg !29
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 12, !dbg !29
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 13, !dbg !29
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 14, !dbg !29
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 15, !dbg !29
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 16, !dbg !29
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 17, !dbg !29
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 18, !dbg !29
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 19, !dbg !29
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 20, !dbg !29
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 21, !dbg !29
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 22, !dbg !29
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 23, !dbg !29
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 24, !dbg !29
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 25, !dbg !29
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 26, !dbg !29
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 27, !dbg !29
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 28, !dbg !29
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 29, !dbg !29
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 30, !dbg !29
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %714, 31, !dbg !29
  %747 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, i64 %428, i64 %431, i1 true) #11, !dbg !29
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 0, !dbg !29
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 1, !dbg !29
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 2, !dbg !29
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 3, !dbg !29
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 4, !dbg !29
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 5, !dbg !29
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 6, !dbg !29
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 7, !dbg !29
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 8, !dbg !29
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 9, !dbg !29
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 10, !dbg !29
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 11, !dbg !29
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 12, !dbg !29
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 13, !dbg !29
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 14, !dbg !29
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 15, !dbg !29
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 16, !dbg !29
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 17, !dbg !29
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 18, !dbg !29
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 19, !dbg !29
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 20, !dbg !29
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 21, !dbg !29
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 22, !dbg !29
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 23, !dbg !29
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 24, !dbg !29
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 25, !dbg !29
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 26, !dbg !29
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 27, !dbg !29
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 28, !dbg !29
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 29, !dbg !29
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 30, !dbg !29
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %747, 31, !dbg !29
  %780 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, i64 %434, i64 %437, i1 true) #11, !dbg !29
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 0, !dbg !29
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 1, !dbg !29
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 2, !dbg !29
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 3, !dbg !29
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 4, !dbg !29
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 5, !dbg !29
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 6, !dbg !29
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 7, !dbg !29
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 8, !dbg !29
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 9, !dbg !29
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 10, !dbg !29
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 11, !dbg !29
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 12, !dbg !29
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 13, !dbg !29
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 14, !dbg !29
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 15, !dbg !29
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 16, !dbg !29
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 17, !dbg !29
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 18, !dbg !29
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 19, !dbg !29
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 20, !dbg !29
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 21, !dbg !29
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 22, !dbg !29
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 23, !dbg !29
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 24, !dbg !29
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 25, !dbg !29
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 26, !dbg !29
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 27, !dbg !29
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 28, !dbg !29
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 29, !dbg !29
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 30, !dbg !29
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %780, 31, !dbg !29
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !29
  %813 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !29
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 0, !dbg !29
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 1, !dbg !29
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 2, !dbg !29
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 3, !dbg !29
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 4, !dbg !29
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 5, !dbg !29
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 6, !dbg !29
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 7, !dbg !29
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 8, !dbg !29
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 9, !dbg !29
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 10, !dbg !29
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 11, !dbg !29
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 12, !dbg !29
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 13, !dbg !29
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 14, !dbg !29
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 15, !dbg !29
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 16, !dbg !29
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 17, !dbg !29
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 18, !dbg !29
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 19, !dbg !29
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 20, !dbg !29
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 21, !dbg !29
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 22, !dbg !29
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 23, !dbg !29
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 24, !dbg !29
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 25, !dbg !29
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 26, !dbg !29
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 27, !dbg !29
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 28, !dbg !29
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 29, !dbg !29
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 30, !dbg !29
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %813, 31, !dbg !29
  %846 = or disjoint i32 %488, %49, !dbg !30
  %847 = insertelement <8 x i32> poison, i32 %846, i64 0, !dbg !30
  %848 = or disjoint i32 %846, 33, !dbg !30
  %849 = or disjoint i32 %846, 40, !dbg !30
  %850 = or disjoint i32 %846, 41, !dbg !30
  %851 = or disjoint i32 %846, 48, !dbg !30
  %852 = or disjoint i32 %846, 49, !dbg !30
  %853 = or disjoint i32 %846, 56, !dbg !30
  %854 = or disjoint i32 %846, 57, !dbg !30
  %855 = insertelement <16 x i32> poison, i32 %846, i64 0, !dbg !28
  %856 = shufflevector <8 x i32> %847, <8 x i32> poison, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %857 = or disjoint <16 x i32> %856, <i32 1, i32 8, i32 9, i32 16, i32 17, i32 24, i32 25, i32 32, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %858 = shufflevector <16 x i32> %855, <16 x i32> %857, <16 x i32> <i32 0, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %859 = insertelement <16 x i32> %858, i32 %848, i64 9, !dbg !28
  %860 = insertelement <16 x i32> %859, i32 %849, i64 10, !dbg !28
  %861 = insertelement <16 x i32> %860, i32 %850, i64 11, !dbg !28
  %862 = insertelement <16 x i32> %861, i32 %851, i64 12, !dbg !28
  %863 = insertelement <16 x i32> %862, i32 %852, i64 13, !dbg !28
  %864 = insertelement <16 x i32> %863, i32 %853, i64 14, !dbg !28
  %865 = insertelement <16 x i32> %864, i32 %854, i64 15, !dbg !28
  %866 = icmp slt <16 x i32> %865, %448, !dbg !28
  %867 = insertelement <16 x float> poison, float %814, i64 0, !dbg !29
  %868 = insertelement <16 x float> %867, float %815, i64 1, !dbg !29
  %869 = insertelement <16 x float> %868, float %818, i64 2, !dbg !29
  %870 = insertelement <16 x float> %869, float %819, i64 3, !dbg !29
  %871 = insertelement <16 x float> %870, float %822, i64 4, !dbg !29
  %872 = insertelement <16 x float> %871, float %823, i64 5, !dbg !29
  %873 = insertelement <16 x float> %872, float %826, i64 6, !dbg !29
  %874 = insertelement <16 x float> %873, float %827, i64 7, !dbg !29
  %875 = insertelement <16 x float> %874, float %830, i64 8, !dbg !29
  %876 = insertelement <16 x float> %875, float %831, i64 9, !dbg !29
  %877 = insertelement <16 x float> %876, float %834, i64 10, !dbg !29
  %878 = insertelement <16 x float> %877, float %835, i64 11, !dbg !29
  %879 = insertelement <16 x float> %878, float %838, i64 12, !dbg !29
  %880 = insertelement <16 x float> %879, float %839, i64 13, !dbg !29
  %881 = insertelement <16 x float> %880, float %842, i64 14, !dbg !29
  %882 = insertelement <16 x float> %881, float %843, i64 15, !dbg !29
  %883 = fmul <16 x float> %450, %882, !dbg !29
  %884 = select <16 x i1> %866, <16 x float> %883, <16 x float> splat (float -inf), !dbg !33
  %885 = insertelement <16 x float> poison, float %816, i64 0, !dbg !29
  %886 = insertelement <16 x float> %885, float %817, i64 1, !dbg !29
  %887 = insertelement <16 x float> %886, float %820, i64 2, !dbg !29
  %888 = insertelement <16 x float> %887, float %821, i64 3, !dbg !29
  %889 = insertelement <16 x float> %888, float %824, i64 4, !dbg !29
  %890 = insertelement <16 x float> %889, float %825, i64 5, !dbg !29
  %891 = insertelement <16 x float> %890, float %828, i64 6, !dbg !29
  %892 = insertelement <16 x float> %891, float %829, i64 7, !dbg !29
  %893 = insertelement <16 x float> %892, float %832, i64 8, !dbg !29
  %894 = insertelement <16 x float> %893, float %833, i64 9, !dbg !29
  %895 = insertelement <16 x float> %894, float %836, i64 10, !dbg !29
  %896 = insertelement <16 x float> %895, float %837, i64 11, !dbg !29
  %897 = insertelement <16 x float> %896, float %840, i64 12, !dbg !29
  %898 = insertelement <16 x float> %897, float %841, i64 13, !dbg !29
  %899 = insertelement <16 x float> %898, float %844, i64 14, !dbg !29
  %900 = insertelement <16 x float> %899, float %845, i64 15, !dbg !29
  %901 = fmul <16 x float> %450, %900, !dbg !29
  %902 = select <16 x i1> %866, <16 x float> %901, <16 x float> splat (float -inf), !dbg !33
  %903 = extractelement <16 x float> %884, i64 0, !dbg !34
  %904 = extractelement <16 x float> %884, i64 1, !dbg !34
  %905 = tail call float @llvm.maxnum.f32(float %903, float %904), !dbg !35
  %906 = extractelement <16 x float> %884, i64 2, !dbg !34
  %907 = extractelement <16 x float> %884, i64 3, !dbg !34
  %908 = tail call float @llvm.maxnum.f32(float %906, float %907), !dbg !35
  %909 = extractelement <16 x float> %884, i64 4, !dbg !34
  %910 = extractelement <16 x float> %884, i64 5, !dbg !34
  %911 = tail call float @llvm.maxnum.f32(float %909, float %910), !dbg !35
  %912 = extractelement <16 x float> %884, i64 6, !dbg !34
  %913 = extractelement <16 x float> %884, i64 7, !dbg !34
  %914 = tail call float @llvm.maxnum.f32(float %912, float %913), !dbg !35
  %915 = extractelement <16 x float> %884, i64 8, !dbg !34
  %916 = extractelement <16 x float> %884, i64 9, !dbg !34
  %917 = tail call float @llvm.maxnum.f32(float %915, float %916), !dbg !35
  %918 = extractelement <16 x float> %884, i64 10, !dbg !34
  %919 = extractelement <16 x float> %884, i64 11, !dbg !34
  %920 = tail call float @llvm.maxnum.f32(float %918, float %919), !dbg !35
  %921 = extractelement <16 x float> %884, i64 12, !dbg !34
  %922 = extractelement <16 x float> %884, i64 13, !dbg !34
  %923 = tail call float @llvm.maxnum.f32(float %921, float %922), !dbg !35
  %924 = extractelement <16 x float> %884, i64 14, !dbg !34
  %925 = extractelement <16 x float> %884, i64 15, !dbg !34
  %926 = tail call float @llvm.maxnum.f32(float %924, float %925), !dbg !35
  %927 = tail call float @llvm.maxnum.f32(float %905, float %908), !dbg !35
  %928 = tail call float @llvm.maxnum.f32(float %911, float %914), !dbg !35
  %929 = tail call float @llvm.maxnum.f32(float %917, float %920), !dbg !35
  %930 = tail call float @llvm.maxnum.f32(float %923, float %926), !dbg !35
  %931 = tail call float @llvm.maxnum.f32(float %927, float %928), !dbg !35
  %932 = tail call float @llvm.maxnum.f32(float %929, float %930), !dbg !35
  %933 = tail call float @llvm.maxnum.f32(float %931, float %932), !dbg !35
  %934 = extractelement <16 x float> %902, i64 0, !dbg !34
  %935 = extractelement <16 x float> %902, i64 1, !dbg !34
  %936 = tail call float @llvm.maxnum.f32(float %934, float %935), !dbg !35
  %937 = extractelement <16 x float> %902, i64 2, !dbg !34
  %938 = extractelement <16 x float> %902, i64 3, !dbg !34
  %939 = tail call float @llvm.maxnum.f32(float %937, float %938), !dbg !35
  %940 = extractelement <16 x float> %902, i64 4, !dbg !34
  %941 = extractelement <16 x float> %902, i64 5, !dbg !34
  %942 = tail call float @llvm.maxnum.f32(float %940, float %941), !dbg !35
  %943 = extractelement <16 x float> %902, i64 6, !dbg !34
  %944 = extractelement <16 x float> %902, i64 7, !dbg !34
  %945 = tail call float @llvm.maxnum.f32(float %943, float %944), !dbg !35
  %946 = extractelement <16 x float> %902, i64 8, !dbg !34
  %947 = extractelement <16 x float> %902, i64 9, !dbg !34
  %948 = tail call float @llvm.maxnum.f32(float %946, float %947), !dbg !35
  %949 = extractelement <16 x float> %902, i64 10, !dbg !34
  %950 = extractelement <16 x float> %902, i64 11, !dbg !34
  %951 = tail call float @llvm.maxnum.f32(float %949, float %950), !dbg !35
  %952 = extractelement <16 x float> %902, i64 12, !dbg !34
  %953 = extractelement <16 x float> %902, i64 13, !dbg !34
  %954 = tail call float @llvm.maxnum.f32(float %952, float %953), !dbg !35
  %955 = extractelement <16 x float> %902, i64 14, !dbg !34
  %956 = extractelement <16 x float> %902, i64 15, !dbg !34
  %957 = tail call float @llvm.maxnum.f32(float %955, float %956), !dbg !35
  %958 = tail call float @llvm.maxnum.f32(float %936, float %939), !dbg !35
  %959 = tail call float @llvm.maxnum.f32(float %942, float %945), !dbg !35
  %960 = tail call float @llvm.maxnum.f32(float %948, float %951), !dbg !35
  %961 = tail call float @llvm.maxnum.f32(float %954, float %957), !dbg !35
  %962 = tail call float @llvm.maxnum.f32(float %958, float %959), !dbg !35
  %963 = tail call float @llvm.maxnum.f32(float %960, float %961), !dbg !35
  %964 = tail call float @llvm.maxnum.f32(float %962, float %963), !dbg !35
  %965 = bitcast float %933 to i32, !dbg !38
  %966 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 2, i32 31), !dbg !38
  %967 = bitcast i32 %966 to float, !dbg !38
  %968 = tail call float @llvm.maxnum.f32(float %933, float %967), !dbg !35
  %969 = bitcast float %968 to i32, !dbg !38
  %970 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %969, i32 1, i32 31), !dbg !38
  %971 = bitcast i32 %970 to float, !dbg !38
  %972 = tail call float @llvm.maxnum.f32(float %968, float %971), !dbg !35
  %973 = bitcast float %964 to i32, !dbg !38
  %974 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %973, i32 2, i32 31), !dbg !38
  %975 = bitcast i32 %974 to float, !dbg !38
  %976 = tail call float @llvm.maxnum.f32(float %964, float %975), !dbg !35
  %977 = bitcast float %976 to i32, !dbg !38
  %978 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %977, i32 1, i32 31), !dbg !38
  %979 = bitcast i32 %978 to float, !dbg !38
  %980 = tail call float @llvm.maxnum.f32(float %976, float %979), !dbg !35
  %981 = tail call float @llvm.maxnum.f32(float %486, float %972), !dbg !41
  %982 = tail call float @llvm.maxnum.f32(float %487, float %980), !dbg !41
  %983 = fsub float %903, %981, !dbg !34
  %984 = fsub float %904, %981, !dbg !34
  %985 = fsub float %934, %982, !dbg !34
  %986 = fsub float %935, %982, !dbg !34
  %987 = fsub float %906, %981, !dbg !34
  %988 = fsub float %907, %981, !dbg !34
  %989 = fsub float %937, %982, !dbg !34
  %990 = fsub float %938, %982, !dbg !34
  %991 = fsub float %909, %981, !dbg !34
  %992 = fsub float %910, %981, !dbg !34
  %993 = fsub float %940, %982, !dbg !34
  %994 = fsub float %941, %982, !dbg !34
  %995 = fsub float %912, %981, !dbg !34
  %996 = fsub float %913, %981, !dbg !34
  %997 = fsub float %943, %982, !dbg !34
  %998 = fsub float %944, %982, !dbg !34
  %999 = fsub float %915, %981, !dbg !34
  %1000 = fsub float %916, %981, !dbg !34
  %1001 = fsub float %946, %982, !dbg !34
  %1002 = fsub float %947, %982, !dbg !34
  %1003 = fsub float %918, %981, !dbg !34
  %1004 = fsub float %919, %981, !dbg !34
  %1005 = fsub float %949, %982, !dbg !34
  %1006 = fsub float %950, %982, !dbg !34
  %1007 = fsub float %921, %981, !dbg !34
  %1008 = fsub float %922, %981, !dbg !34
  %1009 = fsub float %952, %982, !dbg !34
  %1010 = fsub float %953, %982, !dbg !34
  %1011 = fsub float %924, %981, !dbg !34
  %1012 = fsub float %925, %981, !dbg !34
  %1013 = fsub float %955, %982, !dbg !34
  %1014 = fsub float %956, %982, !dbg !34
  %1015 = fmul float %983, f0x3FB8AA3B, !dbg !42
  %1016 = fmul float %984, f0x3FB8AA3B, !dbg !42
  %1017 = fmul float %985, f0x3FB8AA3B, !dbg !42
  %1018 = fmul float %986, f0x3FB8AA3B, !dbg !42
  %1019 = fmul float %987, f0x3FB8AA3B, !dbg !42
  %1020 = fmul float %988, f0x3FB8AA3B, !dbg !42
  %1021 = fmul float %989, f0x3FB8AA3B, !dbg !42
  %1022 = fmul float %990, f0x3FB8AA3B, !dbg !42
  %1023 = fmul float %991, f0x3FB8AA3B, !dbg !42
  %1024 = fmul float %992, f0x3FB8AA3B, !dbg !42
  %1025 = fmul float %993, f0x3FB8AA3B, !dbg !42
  %1026 = fmul float %994, f0x3FB8AA3B, !dbg !42
  %1027 = fmul float %995, f0x3FB8AA3B, !dbg !42
  %1028 = fmul float %996, f0x3FB8AA3B, !dbg !42
  %1029 = fmul float %997, f0x3FB8AA3B, !dbg !42
  %1030 = fmul float %998, f0x3FB8AA3B, !dbg !42
  %1031 = fmul float %999, f0x3FB8AA3B, !dbg !42
  %1032 = fmul float %1000, f0x3FB8AA3B, !dbg !42
  %1033 = fmul float %1001, f0x3FB8AA3B, !dbg !42
  %1034 = fmul float %1002, f0x3FB8AA3B, !dbg !42
  %1035 = fmul float %1003, f0x3FB8AA3B, !dbg !42
  %1036 = fmul float %1004, f0x3FB8AA3B, !dbg !42
  %1037 = fmul float %1005, f0x3FB8AA3B, !dbg !42
  %1038 = fmul float %1006, f0x3FB8AA3B, !dbg !42
  %1039 = fmul float %1007, f0x3FB8AA3B, !dbg !42
  %1040 = fmul float %1008, f0x3FB8AA3B, !dbg !42
  %1041 = fmul float %1009, f0x3FB8AA3B, !dbg !42
  %1042 = fmul float %1010, f0x3FB8AA3B, !dbg !42
  %1043 = fmul float %1011, f0x3FB8AA3B, !dbg !42
  %1044 = fmul float %1012, f0x3FB8AA3B, !dbg !42
  %1045 = fmul float %1013, f0x3FB8AA3B, !dbg !42
  %1046 = fmul float %1014, f0x3FB8AA3B, !dbg !42
  %1047 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i = icmp eq i32 %1047, 0, !dbg !43
  br i1 %.not.i, label %1050, label %1048, !dbg !43

1048:                                             ; preds = %451
  %1049 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1015), !dbg !43
  br label %__nv_exp2f.exit, !dbg !43

1050:                                             ; preds = %451
  %1051 = tail call float @llvm.nvvm.ex2.approx.f32(float %1015), !dbg !43
  br label %__nv_exp2f.exit, !dbg !43

__nv_exp2f.exit:                                  ; preds = %1048, %1050
  %.0.i = phi float [ %1049, %1048 ], [ %1051, %1050 ], !dbg !43
  %1052 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i64 = icmp eq i32 %1052, 0, !dbg !43
  br i1 %.not.i64, label %1055, label %1053, !dbg !43

1053:                                             ; preds = %__nv_exp2f.exit
  %1054 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1016), !dbg !43
  br label %__nv_exp2f.exit66, !dbg !43

1055:                                             ; preds = %__nv_exp2f.exit
  %1056 = tail call float @llvm.nvvm.ex2.approx.f32(float %1016), !dbg !43
  br label %__nv_exp2f.exit66, !dbg !43

__nv_exp2f.exit66:                                ; preds = %1053, %1055
  %.0.i65 = phi float [ %1054, %1053 ], [ %1056, %1055 ], !dbg !43
  %1057 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i67 = icmp eq i32 %1057, 0, !dbg !43
  br i1 %.not.i67, label %1060, label %1058, !dbg !43

1058:                                             ; preds = %__nv_exp2f.exit66
  %1059 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1017), !dbg !43
  br label %__nv_exp2f.exit69, !dbg !43

1060:                                             ; preds = %__nv_exp2f.exit66
  %1061 = tail call float @llvm.nvvm.ex2.approx.f32(float %1017), !dbg !43
  br label %__nv_exp2f.exit69, !dbg !43

__nv_exp2f.exit69:                                ; preds = %1058, %1060
  %.0.i68 = phi float [ %1059, %1058 ], [ %1061, %1060 ], !dbg !43
  %1062 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i70 = icmp eq i32 %1062, 0, !dbg !43
  br i1 %.not.i70, label %1065, label %1063, !dbg !43

1063:                                             ; preds = %__nv_exp2f.exit69
  %1064 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1018), !dbg !43
  br label %__nv_exp2f.exit72, !dbg !43

1065:                                             ; preds = %__nv_exp2f.exit69
  %1066 = tail call float @llvm.nvvm.ex2.approx.f32(float %1018), !dbg !43
  br label %__nv_exp2f.exit72, !dbg !43

__nv_exp2f.exit72:                                ; preds = %1063, %1065
  %.0.i71 = phi float [ %1064, %1063 ], [ %1066, %1065 ], !dbg !43
  %1067 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i73 = icmp eq i32 %1067, 0, !dbg !43
  br i1 %.not.i73, label %1070, label %1068, !dbg !43

1068:                                             ; preds = %__nv_exp2f.exit72
  %1069 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1019), !dbg !43
  br label %__nv_exp2f.exit75, !dbg !43

1070:                                             ; preds = %__nv_exp2f.exit72
  %1071 = tail call float @llvm.nvvm.ex2.approx.f32(float %1019), !dbg !43
  br label %__nv_exp2f.exit75, !dbg !43

__nv_exp2f.exit75:                                ; preds = %1068, %1070
  %.0.i74 = phi float [ %1069, %1068 ], [ %1071, %1070 ], !dbg !43
  %1072 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i76 = icmp eq i32 %1072, 0, !dbg !43
  br i1 %.not.i76, label %1075, label %1073, !dbg !43

1073:                                             ; preds = %__nv_exp2f.exit75
  %1074 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1020), !dbg !43
  br label %__nv_exp2f.exit78, !dbg !43

1075:                                             ; preds = %__nv_exp2f.exit75
  %1076 = tail call float @llvm.nvvm.ex2.approx.f32(float %1020), !dbg !43
  br label %__nv_exp2f.exit78, !dbg !43

__nv_exp2f.exit78:                                ; preds = %1073, %1075
  %.0.i77 = phi float [ %1074, %1073 ], [ %1076, %1075 ], !dbg !43
  %1077 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i79 = icmp eq i32 %1077, 0, !dbg !43
  br i1 %.not.i79, label %1080, label %1078, !dbg !43

1078:                                             ; preds = %__nv_exp2f.exit78
  %1079 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1021), !dbg !43
  br label %__nv_exp2f.exit81, !dbg !43

1080:                                             ; preds = %__nv_exp2f.exit78
  %1081 = tail call float @llvm.nvvm.ex2.approx.f32(float %1021), !dbg !43
  br label %__nv_exp2f.exit81, !dbg !43

__nv_exp2f.exit81:                                ; preds = %1078, %1080
  %.0.i80 = phi float [ %1079, %1078 ], [ %1081, %1080 ], !dbg !43
  %1082 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i82 = icmp eq i32 %1082, 0, !dbg !43
  br i1 %.not.i82, label %1085, label %1083, !dbg !43

1083:                                             ; preds = %__nv_exp2f.exit81
  %1084 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1022), !dbg !43
  br label %__nv_exp2f.exit84, !dbg !43

1085:                                             ; preds = %__nv_exp2f.exit81
  %1086 = tail call float @llvm.nvvm.ex2.approx.f32(float %1022), !dbg !43
  br label %__nv_exp2f.exit84, !dbg !43

__nv_exp2f.exit84:                                ; preds = %1083, %1085
  %.0.i83 = phi float [ %1084, %1083 ], [ %1086, %1085 ], !dbg !43
  %1087 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i85 = icmp eq i32 %1087, 0, !dbg !43
  br i1 %.not.i85, label %1090, label %1088, !dbg !43

1088:                                             ; preds = %__nv_exp2f.exit84
  %1089 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1023), !dbg !43
  br label %__nv_exp2f.exit87, !dbg !43

1090:                                             ; preds = %__nv_exp2f.exit84
  %1091 = tail call float @llvm.nvvm.ex2.approx.f32(float %1023), !dbg !43
  br label %__nv_exp2f.exit87, !dbg !43

__nv_exp2f.exit87:                                ; preds = %1088, %1090
  %.0.i86 = phi float [ %1089, %1088 ], [ %1091, %1090 ], !dbg !43
  %1092 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i88 = icmp eq i32 %1092, 0, !dbg !43
  br i1 %.not.i88, label %1095, label %1093, !dbg !43

1093:                                             ; preds = %__nv_exp2f.exit87
  %1094 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1024), !dbg !43
  br label %__nv_exp2f.exit90, !dbg !43

1095:                                             ; preds = %__nv_exp2f.exit87
  %1096 = tail call float @llvm.nvvm.ex2.approx.f32(float %1024), !dbg !43
  br label %__nv_exp2f.exit90, !dbg !43

__nv_exp2f.exit90:                                ; preds = %1093, %1095
  %.0.i89 = phi float [ %1094, %1093 ], [ %1096, %1095 ], !dbg !43
  %1097 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i91 = icmp eq i32 %1097, 0, !dbg !43
  br i1 %.not.i91, label %1100, label %1098, !dbg !43

1098:                                             ; preds = %__nv_exp2f.exit90
  %1099 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1025), !dbg !43
  br label %__nv_exp2f.exit93, !dbg !43

1100:                                             ; preds = %__nv_exp2f.exit90
  %1101 = tail call float @llvm.nvvm.ex2.approx.f32(float %1025), !dbg !43
  br label %__nv_exp2f.exit93, !dbg !43

__nv_exp2f.exit93:                                ; preds = %1098, %1100
  %.0.i92 = phi float [ %1099, %1098 ], [ %1101, %1100 ], !dbg !43
  %1102 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i94 = icmp eq i32 %1102, 0, !dbg !43
  br i1 %.not.i94, label %1105, label %1103, !dbg !43

1103:                                             ; preds = %__nv_exp2f.exit93
  %1104 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1026), !dbg !43
  br label %__nv_exp2f.exit96, !dbg !43

1105:                                             ; preds = %__nv_exp2f.exit93
  %1106 = tail call float @llvm.nvvm.ex2.approx.f32(float %1026), !dbg !43
  br label %__nv_exp2f.exit96, !dbg !43

__nv_exp2f.exit96:                                ; preds = %1103, %1105
  %.0.i95 = phi float [ %1104, %1103 ], [ %1106, %1105 ], !dbg !43
  %1107 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i97 = icmp eq i32 %1107, 0, !dbg !43
  br i1 %.not.i97, label %1110, label %1108, !dbg !43

1108:                                             ; preds = %__nv_exp2f.exit96
  %1109 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1027), !dbg !43
  br label %__nv_exp2f.exit99, !dbg !43

1110:                                             ; preds = %__nv_exp2f.exit96
  %1111 = tail call float @llvm.nvvm.ex2.approx.f32(float %1027), !dbg !43
  br label %__nv_exp2f.exit99, !dbg !43

__nv_exp2f.exit99:                                ; preds = %1108, %1110
  %.0.i98 = phi float [ %1109, %1108 ], [ %1111, %1110 ], !dbg !43
  %1112 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i100 = icmp eq i32 %1112, 0, !dbg !43
  br i1 %.not.i100, label %1115, label %1113, !dbg !43

1113:                                             ; preds = %__nv_exp2f.exit99
  %1114 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1028), !dbg !43
  br label %__nv_exp2f.exit102, !dbg !43

1115:                                             ; preds = %__nv_exp2f.exit99
  %1116 = tail call float @llvm.nvvm.ex2.approx.f32(float %1028), !dbg !43
  br label %__nv_exp2f.exit102, !dbg !43

__nv_exp2f.exit102:                               ; preds = %1113, %1115
  %.0.i101 = phi float [ %1114, %1113 ], [ %1116, %1115 ], !dbg !43
  %1117 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i103 = icmp eq i32 %1117, 0, !dbg !43
  br i1 %.not.i103, label %1120, label %1118, !dbg !43

1118:                                             ; preds = %__nv_exp2f.exit102
  %1119 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1029), !dbg !43
  br label %__nv_exp2f.exit105, !dbg !43

1120:                                             ; preds = %__nv_exp2f.exit102
  %1121 = tail call float @llvm.nvvm.ex2.approx.f32(float %1029), !dbg !43
  br label %__nv_exp2f.exit105, !dbg !43

__nv_exp2f.exit105:                               ; preds = %1118, %1120
  %.0.i104 = phi float [ %1119, %1118 ], [ %1121, %1120 ], !dbg !43
  %1122 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i106 = icmp eq i32 %1122, 0, !dbg !43
  br i1 %.not.i106, label %1125, label %1123, !dbg !43

1123:                                             ; preds = %__nv_exp2f.exit105
  %1124 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1030), !dbg !43
  br label %__nv_exp2f.exit108, !dbg !43

1125:                                             ; preds = %__nv_exp2f.exit105
  %1126 = tail call float @llvm.nvvm.ex2.approx.f32(float %1030), !dbg !43
  br label %__nv_exp2f.exit108, !dbg !43

__nv_exp2f.exit108:                               ; preds = %1123, %1125
  %.0.i107 = phi float [ %1124, %1123 ], [ %1126, %1125 ], !dbg !43
  %1127 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i109 = icmp eq i32 %1127, 0, !dbg !43
  br i1 %.not.i109, label %1130, label %1128, !dbg !43

1128:                                             ; preds = %__nv_exp2f.exit108
  %1129 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1031), !dbg !43
  br label %__nv_exp2f.exit111, !dbg !43

1130:                                             ; preds = %__nv_exp2f.exit108
  %1131 = tail call float @llvm.nvvm.ex2.approx.f32(float %1031), !dbg !43
  br label %__nv_exp2f.exit111, !dbg !43

__nv_exp2f.exit111:                               ; preds = %1128, %1130
  %.0.i110 = phi float [ %1129, %1128 ], [ %1131, %1130 ], !dbg !43
  %1132 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i112 = icmp eq i32 %1132, 0, !dbg !43
  br i1 %.not.i112, label %1135, label %1133, !dbg !43

1133:                                             ; preds = %__nv_exp2f.exit111
  %1134 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1032), !dbg !43
  br label %__nv_exp2f.exit114, !dbg !43

1135:                                             ; preds = %__nv_exp2f.exit111
  %1136 = tail call float @llvm.nvvm.ex2.approx.f32(float %1032), !dbg !43
  br label %__nv_exp2f.exit114, !dbg !43

__nv_exp2f.exit114:                               ; preds = %1133, %1135
  %.0.i113 = phi float [ %1134, %1133 ], [ %1136, %1135 ], !dbg !43
  %1137 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i115 = icmp eq i32 %1137, 0, !dbg !43
  br i1 %.not.i115, label %1140, label %1138, !dbg !43

1138:                                             ; preds = %__nv_exp2f.exit114
  %1139 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1033), !dbg !43
  br label %__nv_exp2f.exit117, !dbg !43

1140:                                             ; preds = %__nv_exp2f.exit114
  %1141 = tail call float @llvm.nvvm.ex2.approx.f32(float %1033), !dbg !43
  br label %__nv_exp2f.exit117, !dbg !43

__nv_exp2f.exit117:                               ; preds = %1138, %1140
  %.0.i116 = phi float [ %1139, %1138 ], [ %1141, %1140 ], !dbg !43
  %1142 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i118 = icmp eq i32 %1142, 0, !dbg !43
  br i1 %.not.i118, label %1145, label %1143, !dbg !43

1143:                                             ; preds = %__nv_exp2f.exit117
  %1144 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1034), !dbg !43
  br label %__nv_exp2f.exit120, !dbg !43

1145:                                             ; preds = %__nv_exp2f.exit117
  %1146 = tail call float @llvm.nvvm.ex2.approx.f32(float %1034), !dbg !43
  br label %__nv_exp2f.exit120, !dbg !43

__nv_exp2f.exit120:                               ; preds = %1143, %1145
  %.0.i119 = phi float [ %1144, %1143 ], [ %1146, %1145 ], !dbg !43
  %1147 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i121 = icmp eq i32 %1147, 0, !dbg !43
  br i1 %.not.i121, label %1150, label %1148, !dbg !43

1148:                                             ; preds = %__nv_exp2f.exit120
  %1149 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1035), !dbg !43
  br label %__nv_exp2f.exit123, !dbg !43

1150:                                             ; preds = %__nv_exp2f.exit120
  %1151 = tail call float @llvm.nvvm.ex2.approx.f32(float %1035), !dbg !43
  br label %__nv_exp2f.exit123, !dbg !43

__nv_exp2f.exit123:                               ; preds = %1148, %1150
  %.0.i122 = phi float [ %1149, %1148 ], [ %1151, %1150 ], !dbg !43
  %1152 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i124 = icmp eq i32 %1152, 0, !dbg !43
  br i1 %.not.i124, label %1155, label %1153, !dbg !43

1153:                                             ; preds = %__nv_exp2f.exit123
  %1154 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1036), !dbg !43
  br label %__nv_exp2f.exit126, !dbg !43

1155:                                             ; preds = %__nv_exp2f.exit123
  %1156 = tail call float @llvm.nvvm.ex2.approx.f32(float %1036), !dbg !43
  br label %__nv_exp2f.exit126, !dbg !43

__nv_exp2f.exit126:                               ; preds = %1153, %1155
  %.0.i125 = phi float [ %1154, %1153 ], [ %1156, %1155 ], !dbg !43
  %1157 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i127 = icmp eq i32 %1157, 0, !dbg !43
  br i1 %.not.i127, label %1160, label %1158, !dbg !43

1158:                                             ; preds = %__nv_exp2f.exit126
  %1159 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1037), !dbg !43
  br label %__nv_exp2f.exit129, !dbg !43

1160:                                             ; preds = %__nv_exp2f.exit126
  %1161 = tail call float @llvm.nvvm.ex2.approx.f32(float %1037), !dbg !43
  br label %__nv_exp2f.exit129, !dbg !43

__nv_exp2f.exit129:                               ; preds = %1158, %1160
  %.0.i128 = phi float [ %1159, %1158 ], [ %1161, %1160 ], !dbg !43
  %1162 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i130 = icmp eq i32 %1162, 0, !dbg !43
  br i1 %.not.i130, label %1165, label %1163, !dbg !43

1163:                                             ; preds = %__nv_exp2f.exit129
  %1164 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1038), !dbg !43
  br label %__nv_exp2f.exit132, !dbg !43

1165:                                             ; preds = %__nv_exp2f.exit129
  %1166 = tail call float @llvm.nvvm.ex2.approx.f32(float %1038), !dbg !43
  br label %__nv_exp2f.exit132, !dbg !43

__nv_exp2f.exit132:                               ; preds = %1163, %1165
  %.0.i131 = phi float [ %1164, %1163 ], [ %1166, %1165 ], !dbg !43
  %1167 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i133 = icmp eq i32 %1167, 0, !dbg !43
  br i1 %.not.i133, label %1170, label %1168, !dbg !43

1168:                                             ; preds = %__nv_exp2f.exit132
  %1169 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1039), !dbg !43
  br label %__nv_exp2f.exit135, !dbg !43

1170:                                             ; preds = %__nv_exp2f.exit132
  %1171 = tail call float @llvm.nvvm.ex2.approx.f32(float %1039), !dbg !43
  br label %__nv_exp2f.exit135, !dbg !43

__nv_exp2f.exit135:                               ; preds = %1168, %1170
  %.0.i134 = phi float [ %1169, %1168 ], [ %1171, %1170 ], !dbg !43
  %1172 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i136 = icmp eq i32 %1172, 0, !dbg !43
  br i1 %.not.i136, label %1175, label %1173, !dbg !43

1173:                                             ; preds = %__nv_exp2f.exit135
  %1174 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1040), !dbg !43
  br label %__nv_exp2f.exit138, !dbg !43

1175:                                             ; preds = %__nv_exp2f.exit135
  %1176 = tail call float @llvm.nvvm.ex2.approx.f32(float %1040), !dbg !43
  br label %__nv_exp2f.exit138, !dbg !43

__nv_exp2f.exit138:                               ; preds = %1173, %1175
  %.0.i137 = phi float [ %1174, %1173 ], [ %1176, %1175 ], !dbg !43
  %1177 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i139 = icmp eq i32 %1177, 0, !dbg !43
  br i1 %.not.i139, label %1180, label %1178, !dbg !43

1178:                                             ; preds = %__nv_exp2f.exit138
  %1179 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1041), !dbg !43
  br label %__nv_exp2f.exit141, !dbg !43

1180:                                             ; preds = %__nv_exp2f.exit138
  %1181 = tail call float @llvm.nvvm.ex2.approx.f32(float %1041), !dbg !43
  br label %__nv_exp2f.exit141, !dbg !43

__nv_exp2f.exit141:                               ; preds = %1178, %1180
  %.0.i140 = phi float [ %1179, %1178 ], [ %1181, %1180 ], !dbg !43
  %1182 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i142 = icmp eq i32 %1182, 0, !dbg !43
  br i1 %.not.i142, label %1185, label %1183, !dbg !43

1183:                                             ; preds = %__nv_exp2f.exit141
  %1184 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1042), !dbg !43
  br label %__nv_exp2f.exit144, !dbg !43

1185:                                             ; preds = %__nv_exp2f.exit141
  %1186 = tail call float @llvm.nvvm.ex2.approx.f32(float %1042), !dbg !43
  br label %__nv_exp2f.exit144, !dbg !43

__nv_exp2f.exit144:                               ; preds = %1183, %1185
  %.0.i143 = phi float [ %1184, %1183 ], [ %1186, %1185 ], !dbg !43
  %1187 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i145 = icmp eq i32 %1187, 0, !dbg !43
  br i1 %.not.i145, label %1190, label %1188, !dbg !43

1188:                                             ; preds = %__nv_exp2f.exit144
  %1189 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1043), !dbg !43
  br label %__nv_exp2f.exit147, !dbg !43

1190:                                             ; preds = %__nv_exp2f.exit144
  %1191 = tail call float @llvm.nvvm.ex2.approx.f32(float %1043), !dbg !43
  br label %__nv_exp2f.exit147, !dbg !43

__nv_exp2f.exit147:                               ; preds = %1188, %1190
  %.0.i146 = phi float [ %1189, %1188 ], [ %1191, %1190 ], !dbg !43
  %1192 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i148 = icmp eq i32 %1192, 0, !dbg !43
  br i1 %.not.i148, label %1195, label %1193, !dbg !43

1193:                                             ; preds = %__nv_exp2f.exit147
  %1194 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1044), !dbg !43
  br label %__nv_exp2f.exit150, !dbg !43

1195:                                             ; preds = %__nv_exp2f.exit147
  %1196 = tail call float @llvm.nvvm.ex2.approx.f32(float %1044), !dbg !43
  br label %__nv_exp2f.exit150, !dbg !43

__nv_exp2f.exit150:                               ; preds = %1193, %1195
  %.0.i149 = phi float [ %1194, %1193 ], [ %1196, %1195 ], !dbg !43
  %1197 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i151 = icmp eq i32 %1197, 0, !dbg !43
  br i1 %.not.i151, label %1200, label %1198, !dbg !43

1198:                                             ; preds = %__nv_exp2f.exit150
  %1199 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1045), !dbg !43
  br label %__nv_exp2f.exit153, !dbg !43

1200:                                             ; preds = %__nv_exp2f.exit150
  %1201 = tail call float @llvm.nvvm.ex2.approx.f32(float %1045), !dbg !43
  br label %__nv_exp2f.exit153, !dbg !43

__nv_exp2f.exit153:                               ; preds = %1198, %1200
  %.0.i152 = phi float [ %1199, %1198 ], [ %1201, %1200 ], !dbg !43
  %1202 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !43
  %.not.i154 = icmp eq i32 %1202, 0, !dbg !43
  br i1 %.not.i154, label %1205, label %1203, !dbg !43

1203:                                             ; preds = %__nv_exp2f.exit153
  %1204 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1046), !dbg !43
  br label %__nv_exp2f.exit156, !dbg !43

1205:                                             ; preds = %__nv_exp2f.exit153
  %1206 = tail call float @llvm.nvvm.ex2.approx.f32(float %1046), !dbg !43
  br label %__nv_exp2f.exit156, !dbg !43

__nv_exp2f.exit156:                               ; preds = %1203, %1205
  %.0.i155 = phi float [ %1204, %1203 ], [ %1206, %1205 ], !dbg !43
  %1207 = fsub float %486, %981, !dbg !44
  %1208 = fsub float %487, %982, !dbg !44
  %1209 = fmul float %1207, f0x3FB8AA3B, !dbg !45
  %1210 = fmul float %1208, f0x3FB8AA3B, !dbg !45
  %1211 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !46
  %.not.i157 = icmp eq i32 %1211, 0, !dbg !46
  br i1 %.not.i157, label %1214, label %1212, !dbg !46

1212:                                             ; preds = %__nv_exp2f.exit156
  %1213 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1209), !dbg !46
  br label %__nv_exp2f.exit159, !dbg !46

1214:                                             ; preds = %__nv_exp2f.exit156
  %1215 = tail call float @llvm.nvvm.ex2.approx.f32(float %1209), !dbg !46
  br label %__nv_exp2f.exit159, !dbg !46

__nv_exp2f.exit159:                               ; preds = %1212, %1214
  %.0.i158 = phi float [ %1213, %1212 ], [ %1215, %1214 ], !dbg !46
  %1216 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !46
  %.not.i160 = icmp eq i32 %1216, 0, !dbg !46
  br i1 %.not.i160, label %1219, label %1217, !dbg !46

1217:                                             ; preds = %__nv_exp2f.exit159
  %1218 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1210), !dbg !46
  br label %__nv_exp2f.exit162, !dbg !46

1219:                                             ; preds = %__nv_exp2f.exit159
  %1220 = tail call float @llvm.nvvm.ex2.approx.f32(float %1210), !dbg !46
  br label %__nv_exp2f.exit162, !dbg !46

__nv_exp2f.exit162:                               ; preds = %1217, %1219
  %.0.i161 = phi float [ %1218, %1217 ], [ %1220, %1219 ], !dbg !46
  %1221 = fmul float %484, %.0.i158, !dbg !47
  %1222 = fmul float %485, %.0.i161, !dbg !47
  %1223 = fadd float %.0.i86, %.0.i89, !dbg !48
  %1224 = fadd float %.0.i98, %.0.i101, !dbg !48
  %1225 = fadd float %.0.i110, %.0.i113, !dbg !48
  %1226 = fadd float %.0.i122, %.0.i125, !dbg !48
  %1227 = fadd float %.0.i134, %.0.i137, !dbg !48
  %1228 = fadd float %.0.i146, %.0.i149, !dbg !48
  %1229 = fadd float %1225, %1226, !dbg !48
  %1230 = fadd float %1227, %1228, !dbg !48
  %1231 = insertelement <4 x float> poison, float %.0.i65, i64 0, !dbg !48
  %1232 = insertelement <4 x float> %1231, float %.0.i74, i64 1, !dbg !48
  %1233 = insertelement <4 x float> %1232, float %1223, i64 2, !dbg !48
  %1234 = insertelement <4 x float> %1233, float %1229, i64 3, !dbg !48
  %1235 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %.0.i77, i64 1, !dbg !48
  %1236 = insertelement <4 x float> %1235, float %1224, i64 2, !dbg !48
  %1237 = insertelement <4 x float> %1236, float %1230, i64 3, !dbg !48
  %1238 = fadd <4 x float> %1234, %1237, !dbg !48
  %1239 = tail call float @llvm.vector.reduce.fadd.v4f32(float %.0.i, <4 x float> %1238), !dbg !48
  %1240 = fadd float %.0.i92, %.0.i95, !dbg !48
  %1241 = fadd float %.0.i104, %.0.i107, !dbg !48
  %1242 = fadd float %.0.i116, %.0.i119, !dbg !48
  %1243 = fadd float %.0.i128, %.0.i131, !dbg !48
  %1244 = fadd float %.0.i140, %.0.i143, !dbg !48
  %1245 = fadd float %.0.i152, %.0.i155, !dbg !48
  %1246 = fadd float %1242, %1243, !dbg !48
  %1247 = fadd float %1244, %1245, !dbg !48
  %1248 = insertelement <4 x float> poison, float %.0.i71, i64 0, !dbg !48
  %1249 = insertelement <4 x float> %1248, float %.0.i80, i64 1, !dbg !48
  %1250 = insertelement <4 x float> %1249, float %1240, i64 2, !dbg !48
  %1251 = insertelement <4 x float> %1250, float %1246, i64 3, !dbg !48
  %1252 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %.0.i83, i64 1, !dbg !48
  %1253 = insertelement <4 x float> %1252, float %1241, i64 2, !dbg !48
  %1254 = insertelement <4 x float> %1253, float %1247, i64 3, !dbg !48
  %1255 = fadd <4 x float> %1251, %1254, !dbg !48
  %1256 = tail call float @llvm.vector.reduce.fadd.v4f32(float %.0.i68, <4 x float> %1255), !dbg !48
  %1257 = bitcast float %1239 to i32, !dbg !49
  %1258 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1257, i32 2, i32 31), !dbg !49
  %1259 = bitcast i32 %1258 to float, !dbg !49
  %1260 = fadd float %1239, %1259, !dbg !48
  %1261 = bitcast float %1260 to i32, !dbg !49
  %1262 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1261, i32 1, i32 31), !dbg !49
  %1263 = bitcast i32 %1262 to float, !dbg !49
  %1264 = fadd float %1260, %1263, !dbg !48
  %1265 = bitcast float %1256 to i32, !dbg !49
  %1266 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1265, i32 2, i32 31), !dbg !49
  %1267 = bitcast i32 %1266 to float, !dbg !49
  %1268 = fadd float %1256, %1267, !dbg !48
  %1269 = bitcast float %1268 to i32, !dbg !49
  %1270 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1269, i32 1, i32 31), !dbg !49
  %1271 = bitcast i32 %1270 to float, !dbg !49
  %1272 = fadd float %1268, %1271, !dbg !48
  %1273 = fadd float %1221, %1264, !dbg !47
  %1274 = fadd float %1222, %1272, !dbg !47
  %gep227 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %585, !dbg !26
  %gep229 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %586, !dbg !26
  %gep231 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %587, !dbg !26
  %gep233 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %588, !dbg !26
  %gep235 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %589, !dbg !26
  %gep237 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %590, !dbg !26
  %gep239 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %591, !dbg !26
  %gep241 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %592, !dbg !26
  %gep243 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %593, !dbg !26
  %gep245 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %594, !dbg !26
  %gep247 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %595, !dbg !26
  %gep249 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %596, !dbg !26
  %gep251 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %597, !dbg !26
  %gep253 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %598, !dbg !26
  %gep255 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %599, !dbg !26
  %gep257 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %600, !dbg !26
  %gep259 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %601, !dbg !26
  %gep261 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %602, !dbg !26
  %gep263 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %603, !dbg !26
  %gep265 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %604, !dbg !26
  %gep267 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %605, !dbg !26
  %gep269 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %606, !dbg !26
  %gep271 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %607, !dbg !26
  %gep273 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %608, !dbg !26
  %gep275 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %609, !dbg !26
  %gep277 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %610, !dbg !26
  %gep279 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %611, !dbg !26
  %gep281 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %612, !dbg !26
  %gep283 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %613, !dbg !26
  %gep285 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %614, !dbg !26
  %gep287 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %615, !dbg !26
  %gep289 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep226, i64 %616, !dbg !26
  %1275 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep227, i1 %521) #11, !dbg !51
  %1276 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep229, i1 %522) #11, !dbg !51
  %1277 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep231, i1 %523) #11, !dbg !51
  %1278 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep233, i1 %524) #11, !dbg !51
  %1279 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep235, i1 %525) #11, !dbg !51
  %1280 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep237, i1 %526) #11, !dbg !51
  %1281 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep239, i1 %527) #11, !dbg !51
  %1282 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep241, i1 %528) #11, !dbg !51
  %1283 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep243, i1 %529) #11, !dbg !51
  %1284 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep245, i1 %530) #11, !dbg !51
  %1285 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep247, i1 %531) #11, !dbg !51
  %1286 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep249, i1 %532) #11, !dbg !51
  %1287 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep251, i1 %533) #11, !dbg !51
  %1288 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep253, i1 %534) #11, !dbg !51
  %1289 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep255, i1 %535) #11, !dbg !51
  %1290 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep257, i1 %536) #11, !dbg !51
  %1291 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep259, i1 %537) #11, !dbg !51
  %1292 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep261, i1 %538) #11, !dbg !51
  %1293 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep263, i1 %539) #11, !dbg !51
  %1294 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep265, i1 %540) #11, !dbg !51
  %1295 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep267, i1 %541) #11, !dbg !51
  %1296 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep269, i1 %542) #11, !dbg !51
  %1297 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep271, i1 %543) #11, !dbg !51
  %1298 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep273, i1 %544) #11, !dbg !51
  %1299 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep275, i1 %545) #11, !dbg !51
  %1300 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep277, i1 %546) #11, !dbg !51
  %1301 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep279, i1 %547) #11, !dbg !51
  %1302 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep281, i1 %548) #11, !dbg !51
  %1303 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep283, i1 %549) #11, !dbg !51
  %1304 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep285, i1 %550) #11, !dbg !51
  %1305 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep287, i1 %551) #11, !dbg !51
  %1306 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep289, i1 %552) #11, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %1307 = insertelement <1 x i16> poison, i16 %1275, i64 0, !dbg !51
  store <1 x i16> %1307, ptr addrspace(3) %380, align 2, !dbg !51
  %1308 = insertelement <1 x i16> poison, i16 %1279, i64 0, !dbg !51
  store <1 x i16> %1308, ptr addrspace(3) %381, align 2, !dbg !51
  %1309 = insertelement <1 x i16> poison, i16 %1283, i64 0, !dbg !51
  store <1 x i16> %1309, ptr addrspace(3) %382, align 2, !dbg !51
  %1310 = insertelement <1 x i16> poison, i16 %1287, i64 0, !dbg !51
  store <1 x i16> %1310, ptr addrspace(3) %383, align 2, !dbg !51
  %1311 = insertelement <1 x i16> poison, i16 %1291, i64 0, !dbg !51
  store <1 x i16> %1311, ptr addrspace(3) %384, align 2, !dbg !51
  %1312 = insertelement <1 x i16> poison, i16 %1295, i64 0, !dbg !51
  store <1 x i16> %1312, ptr addrspace(3) %385, align 2, !dbg !51
  %1313 = insertelement <1 x i16> poison, i16 %1299, i64 0, !dbg !51
  store <1 x i16> %1313, ptr addrspace(3) %386, align 2, !dbg !51
  %1314 = insertelement <1 x i16> poison, i16 %1303, i64 0, !dbg !51
  store <1 x i16> %1314, ptr addrspace(3) %387, align 2, !dbg !51
  %1315 = insertelement <1 x i16> poison, i16 %1276, i64 0, !dbg !51
  store <1 x i16> %1315, ptr addrspace(3) %388, align 2, !dbg !51
  %1316 = insertelement <1 x i16> poison, i16 %1280, i64 0, !dbg !51
  store <1 x i16> %1316, ptr addrspace(3) %389, align 2, !dbg !51
  %1317 = insertelement <1 x i16> poison, i16 %1284, i64 0, !dbg !51
  store <1 x i16> %1317, ptr addrspace(3) %390, align 2, !dbg !51
  %1318 = insertelement <1 x i16> poison, i16 %1288, i64 0, !dbg !51
  store <1 x i16> %1318, ptr addrspace(3) %391, align 2, !dbg !51
  %1319 = insertelement <1 x i16> poison, i16 %1292, i64 0, !dbg !51
  store <1 x i16> %1319, ptr addrspace(3) %392, align 2, !dbg !51
  %1320 = insertelement <1 x i16> poison, i16 %1296, i64 0, !dbg !51
  store <1 x i16> %1320, ptr addrspace(3) %393, align 2, !dbg !51
  %1321 = insertelement <1 x i16> poison, i16 %1300, i64 0, !dbg !51
  store <1 x i16> %1321, ptr addrspace(3) %394, align 2, !dbg !51
  %1322 = insertelement <1 x i16> poison, i16 %1304, i64 0, !dbg !51
  store <1 x i16> %1322, ptr addrspace(3) %395, align 2, !dbg !51
  %1323 = insertelement <1 x i16> poison, i16 %1277, i64 0, !dbg !51
  store <1 x i16> %1323, ptr addrspace(3) %396, align 2, !dbg !51
  %1324 = insertelement <1 x i16> poison, i16 %1281, i64 0, !dbg !51
  store <1 x i16> %1324, ptr addrspace(3) %397, align 2, !dbg !51
  %1325 = insertelement <1 x i16> poison, i16 %1285, i64 0, !dbg !51
  store <1 x i16> %1325, ptr addrspace(3) %398, align 2, !dbg !51
  %1326 = insertelement <1 x i16> poison, i16 %1289, i64 0, !dbg !51
  store <1 x i16> %1326, ptr addrspace(3) %399, align 2, !dbg !51
  %1327 = insertelement <1 x i16> poison, i16 %1293, i64 0, !dbg !51
  store <1 x i16> %1327, ptr addrspace(3) %400, align 2, !dbg !51
  %1328 = insertelement <1 x i16> poison, i16 %1297, i64 0, !dbg !51
  store <1 x i16> %1328, ptr addrspace(3) %401, align 2, !dbg !51
  %1329 = insertelement <1 x i16> poison, i16 %1301, i64 0, !dbg !51
  store <1 x i16> %1329, ptr addrspace(3) %402, align 2, !dbg !51
  %1330 = insertelement <1 x i16> poison, i16 %1305, i64 0, !dbg !51
  store <1 x i16> %1330, ptr addrspace(3) %403, align 2, !dbg !51
  %1331 = insertelement <1 x i16> poison, i16 %1278, i64 0, !dbg !51
  store <1 x i16> %1331, ptr addrspace(3) %404, align 2, !dbg !51
  %1332 = insertelement <1 x i16> poison, i16 %1282, i64 0, !dbg !51
  store <1 x i16> %1332, ptr addrspace(3) %405, align 2, !dbg !51
  %1333 = insertelement <1 x i16> poison, i16 %1286, i64 0, !dbg !51
  store <1 x i16> %1333, ptr addrspace(3) %406, align 2, !dbg !51
  %1334 = insertelement <1 x i16> poison, i16 %1290, i64 0, !dbg !51
  store <1 x i16> %1334, ptr addrspace(3) %407, align 2, !dbg !51
  %1335 = insertelement <1 x i16> poison, i16 %1294, i64 0, !dbg !51
  store <1 x i16> %1335, ptr addrspace(3) %408, align 2, !dbg !51
  %1336 = insertelement <1 x i16> poison, i16 %1298, i64 0, !dbg !51
  store <1 x i16> %1336, ptr addrspace(3) %409, align 2, !dbg !51
  %1337 = insertelement <1 x i16> poison, i16 %1302, i64 0, !dbg !51
  store <1 x i16> %1337, ptr addrspace(3) %410, align 2, !dbg !51
  %1338 = insertelement <1 x i16> poison, i16 %1306, i64 0, !dbg !51
  store <1 x i16> %1338, ptr addrspace(3) %411, align 2, !dbg !51
  %1339 = fmul float %452, %.0.i158, !dbg !52
  %1340 = fmul float %453, %.0.i158, !dbg !52
  %1341 = fmul float %454, %.0.i161, !dbg !52
  %1342 = fmul float %455, %.0.i161, !dbg !52
  %1343 = fmul float %456, %.0.i158, !dbg !52
  %1344 = fmul float %457, %.0.i158, !dbg !52
  %1345 = fmul float %458, %.0.i161, !dbg !52
  %1346 = fmul float %459, %.0.i161, !dbg !52
  %1347 = fmul float %460, %.0.i158, !dbg !52
  %1348 = fmul float %461, %.0.i158, !dbg !52
  %1349 = fmul float %462, %.0.i161, !dbg !52
  %1350 = fmul float %463, %.0.i161, !dbg !52
  %1351 = fmul float %464, %.0.i158, !dbg !52
  %1352 = fmul float %465, %.0.i158, !dbg !52
  %1353 = fmul float %466, %.0.i161, !dbg !52
  %1354 = fmul float %467, %.0.i161, !dbg !52
  %1355 = fmul float %468, %.0.i158, !dbg !52
  %1356 = fmul float %469, %.0.i158, !dbg !52
  %1357 = fmul float %470, %.0.i161, !dbg !52
  %1358 = fmul float %471, %.0.i161, !dbg !52
  %1359 = fmul float %472, %.0.i158, !dbg !52
  %1360 = fmul float %473, %.0.i158, !dbg !52
  %1361 = fmul float %474, %.0.i161, !dbg !52
  %1362 = fmul float %475, %.0.i161, !dbg !52
  %1363 = fmul float %476, %.0.i158, !dbg !52
  %1364 = fmul float %477, %.0.i158, !dbg !52
  %1365 = fmul float %478, %.0.i161, !dbg !52
  %1366 = fmul float %479, %.0.i161, !dbg !52
  %1367 = fmul float %480, %.0.i158, !dbg !52
  %1368 = fmul float %481, %.0.i158, !dbg !52
  %1369 = fmul float %482, %.0.i161, !dbg !52
  %1370 = fmul float %483, %.0.i161, !dbg !52
  %1371 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !53
  %1372 = insertelement <2 x float> %1371, float %.0.i65, i64 1, !dbg !53
  %1373 = fptrunc <2 x float> %1372 to <2 x half>, !dbg !53
  %1374 = insertelement <2 x float> poison, float %.0.i68, i64 0, !dbg !53
  %1375 = insertelement <2 x float> %1374, float %.0.i71, i64 1, !dbg !53
  %1376 = fptrunc <2 x float> %1375 to <2 x half>, !dbg !53
  %1377 = insertelement <2 x float> poison, float %.0.i74, i64 0, !dbg !53
  %1378 = insertelement <2 x float> %1377, float %.0.i77, i64 1, !dbg !53
  %1379 = fptrunc <2 x float> %1378 to <2 x half>, !dbg !53
  %1380 = insertelement <2 x float> poison, float %.0.i80, i64 0, !dbg !53
  %1381 = insertelement <2 x float> %1380, float %.0.i83, i64 1, !dbg !53
  %1382 = fptrunc <2 x float> %1381 to <2 x half>, !dbg !53
  %1383 = insertelement <2 x float> poison, float %.0.i86, i64 0, !dbg !53
  %1384 = insertelement <2 x float> %1383, float %.0.i89, i64 1, !dbg !53
  %1385 = fptrunc <2 x float> %1384 to <2 x half>, !dbg !53
  %1386 = insertelement <2 x float> poison, float %.0.i92, i64 0, !dbg !53
  %1387 = insertelement <2 x float> %1386, float %.0.i95, i64 1, !dbg !53
  %1388 = fptrunc <2 x float> %1387 to <2 x half>, !dbg !53
  %1389 = insertelement <2 x float> poison, float %.0.i98, i64 0, !dbg !53
  %1390 = insertelement <2 x float> %1389, float %.0.i101, i64 1, !dbg !53
  %1391 = fptrunc <2 x float> %1390 to <2 x half>, !dbg !53
  %1392 = insertelement <2 x float> poison, float %.0.i104, i64 0, !dbg !53
  %1393 = insertelement <2 x float> %1392, float %.0.i107, i64 1, !dbg !53
  %1394 = fptrunc <2 x float> %1393 to <2 x half>, !dbg !53
  %1395 = insertelement <2 x float> poison, float %.0.i110, i64 0, !dbg !53
  %1396 = insertelement <2 x float> %1395, float %.0.i113, i64 1, !dbg !53
  %1397 = fptrunc <2 x float> %1396 to <2 x half>, !dbg !53
  %1398 = insertelement <2 x float> poison, float %.0.i116, i64 0, !dbg !53
  %1399 = insertelement <2 x float> %1398, float %.0.i119, i64 1, !dbg !53
  %1400 = fptrunc <2 x float> %1399 to <2 x half>, !dbg !53
  %1401 = insertelement <2 x float> poison, float %.0.i122, i64 0, !dbg !53
  %1402 = insertelement <2 x float> %1401, float %.0.i125, i64 1, !dbg !53
  %1403 = fptrunc <2 x float> %1402 to <2 x half>, !dbg !53
  %1404 = insertelement <2 x float> poison, float %.0.i128, i64 0, !dbg !53
  %1405 = insertelement <2 x float> %1404, float %.0.i131, i64 1, !dbg !53
  %1406 = fptrunc <2 x float> %1405 to <2 x half>, !dbg !53
  %1407 = insertelement <2 x float> poison, float %.0.i134, i64 0, !dbg !53
  %1408 = insertelement <2 x float> %1407, float %.0.i137, i64 1, !dbg !53
  %1409 = fptrunc <2 x float> %1408 to <2 x half>, !dbg !53
  %1410 = insertelement <2 x float> poison, float %.0.i140, i64 0, !dbg !53
  %1411 = insertelement <2 x float> %1410, float %.0.i143, i64 1, !dbg !53
  %1412 = fptrunc <2 x float> %1411 to <2 x half>, !dbg !53
  %1413 = insertelement <2 x float> poison, float %.0.i146, i64 0, !dbg !53
  %1414 = insertelement <2 x float> %1413, float %.0.i149, i64 1, !dbg !53
  %1415 = fptrunc <2 x float> %1414 to <2 x half>, !dbg !53
  %1416 = insertelement <2 x float> poison, float %.0.i152, i64 0, !dbg !53
  %1417 = insertelement <2 x float> %1416, float %.0.i155, i64 1, !dbg !53
  %1418 = fptrunc <2 x float> %1417 to <2 x half>, !dbg !53
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %1419 = bitcast <2 x half> %1373 to i32, !dbg !54
  %1420 = bitcast <2 x half> %1376 to i32, !dbg !54
  %1421 = bitcast <2 x half> %1379 to i32, !dbg !54
  %1422 = bitcast <2 x half> %1382 to i32, !dbg !54
  %1423 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1419) #11, !dbg !54
  %1424 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1420) #11, !dbg !54
  %1425 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1421) #11, !dbg !54
  %1426 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1422) #11, !dbg !54
  %1427 = bitcast <2 x half> %1385 to i32, !dbg !54
  %1428 = bitcast <2 x half> %1388 to i32, !dbg !54
  %1429 = bitcast <2 x half> %1391 to i32, !dbg !54
  %1430 = bitcast <2 x half> %1394 to i32, !dbg !54
  %1431 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1427) #11, !dbg !54
  %1432 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1428) #11, !dbg !54
  %1433 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1429) #11, !dbg !54
  %1434 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1430) #11, !dbg !54
  %1435 = bitcast <2 x half> %1397 to i32, !dbg !54
  %1436 = bitcast <2 x half> %1400 to i32, !dbg !54
  %1437 = bitcast <2 x half> %1403 to i32, !dbg !54
  %1438 = bitcast <2 x half> %1406 to i32, !dbg !54
  %1439 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1435) #11, !dbg !54
  %1440 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1436) #11, !dbg !54
  %1441 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1437) #11, !dbg !54
  %1442 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1438) #11, !dbg !54
  %1443 = bitcast <2 x half> %1409 to i32, !dbg !54
  %1444 = bitcast <2 x half> %1412 to i32, !dbg !54
  %1445 = bitcast <2 x half> %1415 to i32, !dbg !54
  %1446 = bitcast <2 x half> %1418 to i32, !dbg !54
  %1447 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1443) #11, !dbg !54
  %1448 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1444) #11, !dbg !54
  %1449 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1445) #11, !dbg !54
  %1450 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %1446) #11, !dbg !54
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !54
  %1451 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1339, float %1340, float %1341, float %1342, float %1343, float %1344, float %1345, float %1346, float %1347, float %1348, float %1349, float %1350, float %1351, float %1352, float %1353, float %1354, float %1355, float %1356, float %1357, float %1358, float %1359, float %1360, float %1361, float %1362, float %1363, float %1364, float %1365, float %1366, float %1367, float %1368, float %1369, float %1370, i32 %1423, i32 %1424, i32 %1425, i32 %1426, i64 %419, i1 true) #11, !dbg !54
  %1452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 0, !dbg !54
  %1453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 1, !dbg !54
  %1454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 2, !dbg !54
  %1455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 3, !dbg !54
  %1456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 4, !dbg !54
  %1457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 5, !dbg !54
  %1458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 6, !dbg !54
  %1459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 7, !dbg !54
  %1460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 8, !dbg !54
  %1461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 9, !dbg !54
  %1462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 10, !dbg !54
  %1463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 11, !dbg !54
  %1464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 12, !dbg !54
  %1465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 13, !dbg !54
  %1466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 14, !dbg !54
  %1467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 15, !dbg !54
  %1468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 16, !dbg !54
  %1469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 17, !dbg !54
  %1470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 18, !dbg !54
  %1471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 19, !dbg !54
  %1472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 20, !dbg !54
  %1473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 21, !dbg !54
  %1474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 22, !dbg !54
  %1475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 23, !dbg !54
  %1476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 24, !dbg !54
  %1477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 25, !dbg !54
  %1478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 26, !dbg !54
  %1479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 27, !dbg !54
  %1480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 28, !dbg !54
  %1481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 29, !dbg !54
  %1482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 30, !dbg !54
  %1483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1451, 31, !dbg !54
  %1484 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1452, float %1453, float %1454, float %1455, float %1456, float %1457, float %1458, float %1459, float %1460, float %1461, float %1462, float %1463, float %1464, float %1465, float %1466, float %1467, float %1468, float %1469, float %1470, float %1471, float %1472, float %1473, float %1474, float %1475, float %1476, float %1477, float %1478, float %1479, float %1480, float %1481, float %1482, float %1483, i32 %1431, i32 %1432, i32 %1433, i32 %1434, i64 %440, i1 true) #11, !dbg !54
  %1485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 0, !dbg !54
  %1486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 1, !dbg !54
  %1487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 2, !dbg !54
  %1488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 3, !dbg !54
  %1489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 4, !dbg !54
  %1490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 5, !dbg !54
  %1491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 6, !dbg !54
  %1492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 7, !dbg !54
  %1493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 8, !dbg !54
  %1494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 9, !dbg !54
  %1495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 10, !dbg !54
  %1496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 11, !dbg !54
  %1497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 12, !dbg !54
  %1498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 13, !dbg !54
  %1499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 14, !dbg !54
  %1500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 15, !dbg !54
  %1501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 16, !dbg !54
  %1502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 17, !dbg !54
  %1503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 18, !dbg !54
  %1504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 19, !dbg !54
  %1505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 20, !dbg !54
  %1506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 21, !dbg !54
  %1507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 22, !dbg !54
  %1508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 23, !dbg !54
  %1509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 24, !dbg !54
  %1510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 25, !dbg !54
  %1511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 26, !dbg !54
  %1512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 27, !dbg !54
  %1513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 28, !dbg !54
  %1514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 29, !dbg !54
  %1515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 30, !dbg !54
  %1516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1484, 31, !dbg !54
  %1517 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1485, float %1486, float %1487, float %1488, float %1489, float %1490, float %1491, float %1492, float %1493, float %1494, float %1495, float %1496, float %1497, float %1498, float %1499, float %1500, float %1501, float %1502, float %1503, float %1504, float %1505, float %1506, float %1507, float %1508, float %1509, float %1510, float %1511, float %1512, float %1513, float %1514, float %1515, float %1516, i32 %1439, i32 %1440, i32 %1441, i32 %1442, i64 %443, i1 true) #11, !dbg !54
  %1518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 0, !dbg !54
  %1519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 1, !dbg !54
  %1520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 2, !dbg !54
  %1521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 3, !dbg !54
  %1522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 4, !dbg !54
  %1523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 5, !dbg !54
  %1524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 6, !dbg !54
  %1525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 7, !dbg !54
  %1526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 8, !dbg !54
  %1527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 9, !dbg !54
  %1528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 10, !dbg !54
  %1529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 11, !dbg !54
  %1530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 12, !dbg !54
  %1531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 13, !dbg !54
  %1532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 14, !dbg !54
  %1533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 15, !dbg !54
  %1534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 16, !dbg !54
  %1535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 17, !dbg !54
  %1536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 18, !dbg !54
  %1537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 19, !dbg !54
  %1538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 20, !dbg !54
  %1539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 21, !dbg !54
  %1540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 22, !dbg !54
  %1541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 23, !dbg !54
  %1542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 24, !dbg !54
  %1543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 25, !dbg !54
  %1544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 26, !dbg !54
  %1545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 27, !dbg !54
  %1546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 28, !dbg !54
  %1547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 29, !dbg !54
  %1548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 30, !dbg !54
  %1549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1517, 31, !dbg !54
  %1550 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1518, float %1519, float %1520, float %1521, float %1522, float %1523, float %1524, float %1525, float %1526, float %1527, float %1528, float %1529, float %1530, float %1531, float %1532, float %1533, float %1534, float %1535, float %1536, float %1537, float %1538, float %1539, float %1540, float %1541, float %1542, float %1543, float %1544, float %1545, float %1546, float %1547, float %1548, float %1549, i32 %1447, i32 %1448, i32 %1449, i32 %1450, i64 %446, i1 true) #11, !dbg !54
  %1551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 0, !dbg !54
  %1552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 1, !dbg !54
  %1553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 2, !dbg !54
  %1554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 3, !dbg !54
  %1555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 4, !dbg !54
  %1556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 5, !dbg !54
  %1557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 6, !dbg !54
  %1558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 7, !dbg !54
  %1559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 8, !dbg !54
  %1560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 9, !dbg !54
  %1561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 10, !dbg !54
  %1562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 11, !dbg !54
  %1563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 12, !dbg !54
  %1564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 13, !dbg !54
  %1565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 14, !dbg !54
  %1566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 15, !dbg !54
  %1567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 16, !dbg !54
  %1568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 17, !dbg !54
  %1569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 18, !dbg !54
  %1570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 19, !dbg !54
  %1571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 20, !dbg !54
  %1572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 21, !dbg !54
  %1573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 22, !dbg !54
  %1574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 23, !dbg !54
  %1575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 24, !dbg !54
  %1576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 25, !dbg !54
  %1577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 26, !dbg !54
  %1578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 27, !dbg !54
  %1579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 28, !dbg !54
  %1580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 29, !dbg !54
  %1581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 30, !dbg !54
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1550, 31, !dbg !54
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !54
  %1583 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34"(float %1551, float %1552, float %1553, float %1554, float %1555, float %1556, float %1557, float %1558, float %1559, float %1560, float %1561, float %1562, float %1563, float %1564, float %1565, float %1566, float %1567, float %1568, float %1569, float %1570, float %1571, float %1572, float %1573, float %1574, float %1575, float %1576, float %1577, float %1578, float %1579, float %1580, float %1581, float %1582, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !54
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 0, !dbg !54
  %1585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 1, !dbg !54
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 2, !dbg !54
  %1587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 3, !dbg !54
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 4, !dbg !54
  %1589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 5, !dbg !54
  %1590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 6, !dbg !54
  %1591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 7, !dbg !54
  %1592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 8, !dbg !54
  %1593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 9, !dbg !54
  %1594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 10, !dbg !54
  %1595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 11, !dbg !54
  %1596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 12, !dbg !54
  %1597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 13, !dbg !54
  %1598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 14, !dbg !54
  %1599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 15, !dbg !54
  %1600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 16, !dbg !54
  %1601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 17, !dbg !54
  %1602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 18, !dbg !54
  %1603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 19, !dbg !54
  %1604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 20, !dbg !54
  %1605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 21, !dbg !54
  %1606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 22, !dbg !54
  %1607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 23, !dbg !54
  %1608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 24, !dbg !54
  %1609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 25, !dbg !54
  %1610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 26, !dbg !54
  %1611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 27, !dbg !54
  %1612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 28, !dbg !54
  %1613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 29, !dbg !54
  %1614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 30, !dbg !54
  %1615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1583, 31, !dbg !54
  %1616 = add i32 %488, 64, !dbg !27
  %1617 = icmp slt i32 %1616, %4, !dbg !27
  br i1 %1617, label %451, label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %__nv_exp2f.exit162, %8
  %1618 = phi float [ 0.000000e+00, %8 ], [ %1273, %__nv_exp2f.exit162 ], !dbg !55
  %1619 = phi float [ 0.000000e+00, %8 ], [ %1274, %__nv_exp2f.exit162 ], !dbg !55
  %1620 = phi float [ 0.000000e+00, %8 ], [ %1584, %__nv_exp2f.exit162 ], !dbg !56
  %1621 = phi float [ 0.000000e+00, %8 ], [ %1585, %__nv_exp2f.exit162 ], !dbg !56
  %1622 = phi float [ 0.000000e+00, %8 ], [ %1586, %__nv_exp2f.exit162 ], !dbg !56
  %1623 = phi float [ 0.000000e+00, %8 ], [ %1587, %__nv_exp2f.exit162 ], !dbg !56
  %1624 = phi float [ 0.000000e+00, %8 ], [ %1588, %__nv_exp2f.exit162 ], !dbg !56
  %1625 = phi float [ 0.000000e+00, %8 ], [ %1589, %__nv_exp2f.exit162 ], !dbg !56
  %1626 = phi float [ 0.000000e+00, %8 ], [ %1590, %__nv_exp2f.exit162 ], !dbg !56
  %1627 = phi float [ 0.000000e+00, %8 ], [ %1591, %__nv_exp2f.exit162 ], !dbg !56
  %1628 = phi float [ 0.000000e+00, %8 ], [ %1592, %__nv_exp2f.exit162 ], !dbg !56
  %1629 = phi float [ 0.000000e+00, %8 ], [ %1593, %__nv_exp2f.exit162 ], !dbg !56
  %1630 = phi float [ 0.000000e+00, %8 ], [ %1594, %__nv_exp2f.exit162 ], !dbg !56
  %1631 = phi float [ 0.000000e+00, %8 ], [ %1595, %__nv_exp2f.exit162 ], !dbg !56
  %1632 = phi float [ 0.000000e+00, %8 ], [ %1596, %__nv_exp2f.exit162 ], !dbg !56
  %1633 = phi float [ 0.000000e+00, %8 ], [ %1597, %__nv_exp2f.exit162 ], !dbg !56
  %1634 = phi float [ 0.000000e+00, %8 ], [ %1598, %__nv_exp2f.exit162 ], !dbg !56
  %1635 = phi float [ 0.000000e+00, %8 ], [ %1599, %__nv_exp2f.exit162 ], !dbg !56
  %1636 = phi float [ 0.000000e+00, %8 ], [ %1600, %__nv_exp2f.exit162 ], !dbg !56
  %1637 = phi float [ 0.000000e+00, %8 ], [ %1601, %__nv_exp2f.exit162 ], !dbg !56
  %1638 = phi float [ 0.000000e+00, %8 ], [ %1602, %__nv_exp2f.exit162 ], !dbg !56
  %1639 = phi float [ 0.000000e+00, %8 ], [ %1603, %__nv_exp2f.exit162 ], !dbg !56
  %1640 = phi float [ 0.000000e+00, %8 ], [ %1604, %__nv_exp2f.exit162 ], !dbg !56
  %1641 = phi float [ 0.000000e+00, %8 ], [ %1605, %__nv_exp2f.exit162 ], !dbg !56
  %1642 = phi float [ 0.000000e+00, %8 ], [ %1606, %__nv_exp2f.exit162 ], !dbg !56
  %1643 = phi float [ 0.000000e+00, %8 ], [ %1607, %__nv_exp2f.exit162 ], !dbg !56
  %1644 = phi float [ 0.000000e+00, %8 ], [ %1608, %__nv_exp2f.exit162 ], !dbg !56
  %1645 = phi float [ 0.000000e+00, %8 ], [ %1609, %__nv_exp2f.exit162 ], !dbg !56
  %1646 = phi float [ 0.000000e+00, %8 ], [ %1610, %__nv_exp2f.exit162 ], !dbg !56
  %1647 = phi float [ 0.000000e+00, %8 ], [ %1611, %__nv_exp2f.exit162 ], !dbg !56
  %1648 = phi float [ 0.000000e+00, %8 ], [ %1612, %__nv_exp2f.exit162 ], !dbg !56
  %1649 = phi float [ 0.000000e+00, %8 ], [ %1613, %__nv_exp2f.exit162 ], !dbg !56
  %1650 = phi float [ 0.000000e+00, %8 ], [ %1614, %__nv_exp2f.exit162 ], !dbg !56
  %1651 = phi float [ 0.000000e+00, %8 ], [ %1615, %__nv_exp2f.exit162 ], !dbg !56
  %1652 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %114, !dbg !57
  %1653 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %148, !dbg !57
  %1654 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %150, !dbg !57
  %1655 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %152, !dbg !57
  %1656 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %154, !dbg !57
  %1657 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %156, !dbg !57
  %1658 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %158, !dbg !57
  %1659 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %160, !dbg !57
  %1660 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %162, !dbg !57
  %1661 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %164, !dbg !57
  %1662 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %166, !dbg !57
  %1663 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %168, !dbg !57
  %1664 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %170, !dbg !57
  %1665 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %172, !dbg !57
  %1666 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %174, !dbg !57
  %1667 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %176, !dbg !57
  %1668 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %178, !dbg !57
  %1669 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %180, !dbg !57
  %1670 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %182, !dbg !57
  %1671 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %184, !dbg !57
  %1672 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %186, !dbg !57
  %1673 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %188, !dbg !57
  %1674 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %190, !dbg !57
  %1675 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %192, !dbg !57
  %1676 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %194, !dbg !57
  %1677 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %196, !dbg !57
  %1678 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %198, !dbg !57
  %1679 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %200, !dbg !57
  %1680 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %202, !dbg !57
  %1681 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %204, !dbg !57
  %1682 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %206, !dbg !57
  %1683 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %208, !dbg !57
  %1684 = getelementptr [2 x i8], ptr addrspace(1) %1652, i64 %210, !dbg !57
  %1685 = getelementptr [2 x i8], ptr addrspace(1) %1653, i64 %213, !dbg !57
  %1686 = getelementptr [2 x i8], ptr addrspace(1) %1654, i64 %213, !dbg !57
  %1687 = getelementptr [2 x i8], ptr addrspace(1) %1655, i64 %213, !dbg !57
  %1688 = getelementptr [2 x i8], ptr addrspace(1) %1656, i64 %213, !dbg !57
  %1689 = getelementptr [2 x i8], ptr addrspace(1) %1657, i64 %213, !dbg !57
  %1690 = getelementptr [2 x i8], ptr addrspace(1) %1658, i64 %213, !dbg !57
  %1691 = getelementptr [2 x i8], ptr addrspace(1) %1659, i64 %213, !dbg !57
  %1692 = getelementptr [2 x i8], ptr addrspace(1) %1660, i64 %213, !dbg !57
  %1693 = getelementptr [2 x i8], ptr addrspace(1) %1661, i64 %213, !dbg !57
  %1694 = getelementptr [2 x i8], ptr addrspace(1) %1662, i64 %213, !dbg !57
  %1695 = getelementptr [2 x i8], ptr addrspace(1) %1663, i64 %213, !dbg !57
  %1696 = getelementptr [2 x i8], ptr addrspace(1) %1664, i64 %213, !dbg !57
  %1697 = getelementptr [2 x i8], ptr addrspace(1) %1665, i64 %213, !dbg !57
  %1698 = getelementptr [2 x i8], ptr addrspace(1) %1666, i64 %213, !dbg !57
  %1699 = getelementptr [2 x i8], ptr addrspace(1) %1667, i64 %213, !dbg !57
  %1700 = getelementptr [2 x i8], ptr addrspace(1) %1668, i64 %213, !dbg !57
  %1701 = getelementptr [2 x i8], ptr addrspace(1) %1669, i64 %213, !dbg !57
  %1702 = getelementptr [2 x i8], ptr addrspace(1) %1670, i64 %213, !dbg !57
  %1703 = getelementptr [2 x i8], ptr addrspace(1) %1671, i64 %213, !dbg !57
  %1704 = getelementptr [2 x i8], ptr addrspace(1) %1672, i64 %213, !dbg !57
  %1705 = getelementptr [2 x i8], ptr addrspace(1) %1673, i64 %213, !dbg !57
  %1706 = getelementptr [2 x i8], ptr addrspace(1) %1674, i64 %213, !dbg !57
  %1707 = getelementptr [2 x i8], ptr addrspace(1) %1675, i64 %213, !dbg !57
  %1708 = getelementptr [2 x i8], ptr addrspace(1) %1676, i64 %213, !dbg !57
  %1709 = getelementptr [2 x i8], ptr addrspace(1) %1677, i64 %213, !dbg !57
  %1710 = getelementptr [2 x i8], ptr addrspace(1) %1678, i64 %213, !dbg !57
  %1711 = getelementptr [2 x i8], ptr addrspace(1) %1679, i64 %213, !dbg !57
  %1712 = getelementptr [2 x i8], ptr addrspace(1) %1680, i64 %213, !dbg !57
  %1713 = getelementptr [2 x i8], ptr addrspace(1) %1681, i64 %213, !dbg !57
  %1714 = getelementptr [2 x i8], ptr addrspace(1) %1682, i64 %213, !dbg !57
  %1715 = getelementptr [2 x i8], ptr addrspace(1) %1683, i64 %213, !dbg !57
  %1716 = getelementptr [2 x i8], ptr addrspace(1) %1684, i64 %213, !dbg !57
  %1717 = tail call float @llvm.nvvm.div.full(float %1620, float %1618), !dbg !58
  %1718 = tail call float @llvm.nvvm.div.full(float %1621, float %1618), !dbg !58
  %1719 = tail call float @llvm.nvvm.div.full(float %1622, float %1619), !dbg !58
  %1720 = tail call float @llvm.nvvm.div.full(float %1623, float %1619), !dbg !58
  %1721 = tail call float @llvm.nvvm.div.full(float %1624, float %1618), !dbg !58
  %1722 = tail call float @llvm.nvvm.div.full(float %1625, float %1618), !dbg !58
  %1723 = tail call float @llvm.nvvm.div.full(float %1626, float %1619), !dbg !58
  %1724 = tail call float @llvm.nvvm.div.full(float %1627, float %1619), !dbg !58
  %1725 = tail call float @llvm.nvvm.div.full(float %1628, float %1618), !dbg !58
  %1726 = tail call float @llvm.nvvm.div.full(float %1629, float %1618), !dbg !58
  %1727 = tail call float @llvm.nvvm.div.full(float %1630, float %1619), !dbg !58
  %1728 = tail call float @llvm.nvvm.div.full(float %1631, float %1619), !dbg !58
  %1729 = tail call float @llvm.nvvm.div.full(float %1632, float %1618), !dbg !58
  %1730 = tail call float @llvm.nvvm.div.full(float %1633, float %1618), !dbg !58
  %1731 = tail call float @llvm.nvvm.div.full(float %1634, float %1619), !dbg !58
  %1732 = tail call float @llvm.nvvm.div.full(float %1635, float %1619), !dbg !58
  %1733 = tail call float @llvm.nvvm.div.full(float %1636, float %1618), !dbg !58
  %1734 = tail call float @llvm.nvvm.div.full(float %1637, float %1618), !dbg !58
  %1735 = tail call float @llvm.nvvm.div.full(float %1638, float %1619), !dbg !58
  %1736 = tail call float @llvm.nvvm.div.full(float %1639, float %1619), !dbg !58
  %1737 = tail call float @llvm.nvvm.div.full(float %1640, float %1618), !dbg !58
  %1738 = tail call float @llvm.nvvm.div.full(float %1641, float %1618), !dbg !58
  %1739 = tail call float @llvm.nvvm.div.full(float %1642, float %1619), !dbg !58
  %1740 = tail call float @llvm.nvvm.div.full(float %1643, float %1619), !dbg !58
  %1741 = tail call float @llvm.nvvm.div.full(float %1644, float %1618), !dbg !58
  %1742 = tail call float @llvm.nvvm.div.full(float %1645, float %1618), !dbg !58
  %1743 = tail call float @llvm.nvvm.div.full(float %1646, float %1619), !dbg !58
  %1744 = tail call float @llvm.nvvm.div.full(float %1647, float %1619), !dbg !58
  %1745 = tail call float @llvm.nvvm.div.full(float %1648, float %1618), !dbg !58
  %1746 = tail call float @llvm.nvvm.div.full(float %1649, float %1618), !dbg !58
  %1747 = tail call float @llvm.nvvm.div.full(float %1650, float %1619), !dbg !58
  %1748 = tail call float @llvm.nvvm.div.full(float %1651, float %1619), !dbg !58
  %1749 = insertelement <2 x float> poison, float %1717, i64 0, !dbg !59
  %1750 = insertelement <2 x float> %1749, float %1719, i64 1, !dbg !59
  %1751 = fptrunc <2 x float> %1750 to <2 x half>, !dbg !59
  %1752 = insertelement <2 x float> poison, float %1718, i64 0, !dbg !59
  %1753 = insertelement <2 x float> %1752, float %1720, i64 1, !dbg !59
  %1754 = fptrunc <2 x float> %1753 to <2 x half>, !dbg !59
  %1755 = insertelement <2 x float> poison, float %1721, i64 0, !dbg !59
  %1756 = insertelement <2 x float> %1755, float %1723, i64 1, !dbg !59
  %1757 = fptrunc <2 x float> %1756 to <2 x half>, !dbg !59
  %1758 = insertelement <2 x float> poison, float %1722, i64 0, !dbg !59
  %1759 = insertelement <2 x float> %1758, float %1724, i64 1, !dbg !59
  %1760 = fptrunc <2 x float> %1759 to <2 x half>, !dbg !59
  %1761 = insertelement <2 x float> poison, float %1725, i64 0, !dbg !59
  %1762 = insertelement <2 x float> %1761, float %1727, i64 1, !dbg !59
  %1763 = fptrunc <2 x float> %1762 to <2 x half>, !dbg !59
  %1764 = insertelement <2 x float> poison, float %1726, i64 0, !dbg !59
  %1765 = insertelement <2 x float> %1764, float %1728, i64 1, !dbg !59
  %1766 = fptrunc <2 x float> %1765 to <2 x half>, !dbg !59
  %1767 = insertelement <2 x float> poison, float %1729, i64 0, !dbg !59
  %1768 = insertelement <2 x float> %1767, float %1731, i64 1, !dbg !59
  %1769 = fptrunc <2 x float> %1768 to <2 x half>, !dbg !59
  %1770 = insertelement <2 x float> poison, float %1730, i64 0, !dbg !59
  %1771 = insertelement <2 x float> %1770, float %1732, i64 1, !dbg !59
  %1772 = fptrunc <2 x float> %1771 to <2 x half>, !dbg !59
  %1773 = insertelement <2 x float> poison, float %1733, i64 0, !dbg !59
  %1774 = insertelement <2 x float> %1773, float %1735, i64 1, !dbg !59
  %1775 = fptrunc <2 x float> %1774 to <2 x half>, !dbg !59
  %1776 = insertelement <2 x float> poison, float %1734, i64 0, !dbg !59
  %1777 = insertelement <2 x float> %1776, float %1736, i64 1, !dbg !59
  %1778 = fptrunc <2 x float> %1777 to <2 x half>, !dbg !59
  %1779 = insertelement <2 x float> poison, float %1737, i64 0, !dbg !59
  %1780 = insertelement <2 x float> %1779, float %1739, i64 1, !dbg !59
  %1781 = fptrunc <2 x float> %1780 to <2 x half>, !dbg !59
  %1782 = insertelement <2 x float> poison, float %1738, i64 0, !dbg !59
  %1783 = insertelement <2 x float> %1782, float %1740, i64 1, !dbg !59
  %1784 = fptrunc <2 x float> %1783 to <2 x half>, !dbg !59
  %1785 = insertelement <2 x float> poison, float %1741, i64 0, !dbg !59
  %1786 = insertelement <2 x float> %1785, float %1743, i64 1, !dbg !59
  %1787 = fptrunc <2 x float> %1786 to <2 x half>, !dbg !59
  %1788 = insertelement <2 x float> poison, float %1742, i64 0, !dbg !59
  %1789 = insertelement <2 x float> %1788, float %1744, i64 1, !dbg !59
  %1790 = fptrunc <2 x float> %1789 to <2 x half>, !dbg !59
  %1791 = insertelement <2 x float> poison, float %1745, i64 0, !dbg !59
  %1792 = insertelement <2 x float> %1791, float %1747, i64 1, !dbg !59
  %1793 = fptrunc <2 x float> %1792 to <2 x half>, !dbg !59
  %1794 = insertelement <2 x float> poison, float %1746, i64 0, !dbg !59
  %1795 = insertelement <2 x float> %1794, float %1748, i64 1, !dbg !59
  %1796 = fptrunc <2 x float> %1795 to <2 x half>, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1797 = and i32 %14, 28, !dbg !60
  %1798 = shl nuw nsw i32 %1797, 8, !dbg !60
  %1799 = shl nuw nsw i32 %48, 5, !dbg !60
  %1800 = shl nuw nsw i32 %14, 2, !dbg !60
  %1801 = and i32 %1800, 384, !dbg !60
  %1802 = or disjoint i32 %1798, %1799, !dbg !60
  %1803 = or disjoint i32 %1802, %1801, !dbg !60
  %1804 = or disjoint i32 %1803, %1797, !dbg !60
  %1805 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1804, !dbg !60
  store <2 x half> %1751, ptr addrspace(3) %1805, align 4, !dbg !60
  %1806 = getelementptr inbounds nuw i8, ptr addrspace(3) %1805, i32 512, !dbg !60
  store <2 x half> %1775, ptr addrspace(3) %1806, align 4, !dbg !60
  %1807 = xor i32 %1804, 4, !dbg !60
  %1808 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1807, !dbg !60
  store <2 x half> %1754, ptr addrspace(3) %1808, align 4, !dbg !60
  %1809 = getelementptr inbounds nuw i8, ptr addrspace(3) %1808, i32 512, !dbg !60
  store <2 x half> %1778, ptr addrspace(3) %1809, align 4, !dbg !60
  %1810 = xor i32 %1804, 8, !dbg !60
  %1811 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1810, !dbg !60
  store <2 x half> %1757, ptr addrspace(3) %1811, align 4, !dbg !60
  %1812 = getelementptr inbounds nuw i8, ptr addrspace(3) %1811, i32 512, !dbg !60
  store <2 x half> %1781, ptr addrspace(3) %1812, align 4, !dbg !60
  %1813 = xor i32 %1804, 12, !dbg !60
  %1814 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1813, !dbg !60
  store <2 x half> %1760, ptr addrspace(3) %1814, align 4, !dbg !60
  %1815 = getelementptr inbounds nuw i8, ptr addrspace(3) %1814, i32 512, !dbg !60
  store <2 x half> %1784, ptr addrspace(3) %1815, align 4, !dbg !60
  %1816 = xor i32 %1804, 16, !dbg !60
  %1817 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1816, !dbg !60
  store <2 x half> %1763, ptr addrspace(3) %1817, align 4, !dbg !60
  %1818 = getelementptr inbounds nuw i8, ptr addrspace(3) %1817, i32 512, !dbg !60
  store <2 x half> %1787, ptr addrspace(3) %1818, align 4, !dbg !60
  %1819 = xor i32 %1804, 20, !dbg !60
  %1820 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1819, !dbg !60
  store <2 x half> %1766, ptr addrspace(3) %1820, align 4, !dbg !60
  %1821 = getelementptr inbounds nuw i8, ptr addrspace(3) %1820, i32 512, !dbg !60
  store <2 x half> %1790, ptr addrspace(3) %1821, align 4, !dbg !60
  %1822 = xor i32 %1804, 24, !dbg !60
  %1823 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1822, !dbg !60
  store <2 x half> %1769, ptr addrspace(3) %1823, align 4, !dbg !60
  %1824 = getelementptr inbounds nuw i8, ptr addrspace(3) %1823, i32 512, !dbg !60
  store <2 x half> %1793, ptr addrspace(3) %1824, align 4, !dbg !60
  %1825 = xor i32 %1804, 28, !dbg !60
  %1826 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1825, !dbg !60
  store <2 x half> %1772, ptr addrspace(3) %1826, align 4, !dbg !60
  %1827 = getelementptr inbounds nuw i8, ptr addrspace(3) %1826, i32 512, !dbg !60
  store <2 x half> %1796, ptr addrspace(3) %1827, align 4, !dbg !60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !60
  %1828 = shl nuw nsw i32 %14, 4, !dbg !60
  %1829 = and i32 %1828, 608, !dbg !60
  %1830 = and i32 %14, 24, !dbg !60
  %1831 = and i32 %1800, 4, !dbg !60
  %1832 = select i1 %279, i32 0, i32 1028, !dbg !60
  %1833 = or disjoint i32 %1829, %1830, !dbg !60
  %1834 = xor i32 %1832, %1831, !dbg !60
  %1835 = or disjoint i32 %1833, %1834, !dbg !60
  %1836 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1835, !dbg !60
  %1837 = load <2 x i16>, ptr addrspace(3) %1836, align 4, !dbg !60
  %1838 = getelementptr inbounds nuw i8, ptr addrspace(3) %1836, i32 128, !dbg !60
  %1839 = load <2 x i16>, ptr addrspace(3) %1838, align 4, !dbg !60
  %1840 = getelementptr inbounds nuw i8, ptr addrspace(3) %1836, i32 256, !dbg !60
  %1841 = load <2 x i16>, ptr addrspace(3) %1840, align 4, !dbg !60
  %1842 = getelementptr inbounds nuw i8, ptr addrspace(3) %1836, i32 384, !dbg !60
  %1843 = load <2 x i16>, ptr addrspace(3) %1842, align 4, !dbg !60
  %1844 = xor i32 %1835, 2056, !dbg !60
  %1845 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1844, !dbg !60
  %1846 = load <2 x i16>, ptr addrspace(3) %1845, align 4, !dbg !60
  %1847 = getelementptr inbounds nuw i8, ptr addrspace(3) %1845, i32 128, !dbg !60
  %1848 = load <2 x i16>, ptr addrspace(3) %1847, align 4, !dbg !60
  %1849 = getelementptr inbounds nuw i8, ptr addrspace(3) %1845, i32 256, !dbg !60
  %1850 = load <2 x i16>, ptr addrspace(3) %1849, align 4, !dbg !60
  %1851 = getelementptr inbounds nuw i8, ptr addrspace(3) %1845, i32 384, !dbg !60
  %1852 = load <2 x i16>, ptr addrspace(3) %1851, align 4, !dbg !60
  %1853 = xor i32 %1835, 4112, !dbg !60
  %1854 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1853, !dbg !60
  %1855 = load <2 x i16>, ptr addrspace(3) %1854, align 4, !dbg !60
  %1856 = getelementptr inbounds nuw i8, ptr addrspace(3) %1854, i32 128, !dbg !60
  %1857 = load <2 x i16>, ptr addrspace(3) %1856, align 4, !dbg !60
  %1858 = getelementptr inbounds nuw i8, ptr addrspace(3) %1854, i32 256, !dbg !60
  %1859 = load <2 x i16>, ptr addrspace(3) %1858, align 4, !dbg !60
  %1860 = getelementptr inbounds nuw i8, ptr addrspace(3) %1854, i32 384, !dbg !60
  %1861 = load <2 x i16>, ptr addrspace(3) %1860, align 4, !dbg !60
  %1862 = xor i32 %1835, 6168, !dbg !60
  %1863 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1862, !dbg !60
  %1864 = load <2 x i16>, ptr addrspace(3) %1863, align 4, !dbg !60
  %1865 = getelementptr inbounds nuw i8, ptr addrspace(3) %1863, i32 128, !dbg !60
  %1866 = load <2 x i16>, ptr addrspace(3) %1865, align 4, !dbg !60
  %1867 = getelementptr inbounds nuw i8, ptr addrspace(3) %1863, i32 256, !dbg !60
  %1868 = load <2 x i16>, ptr addrspace(3) %1867, align 4, !dbg !60
  %1869 = getelementptr inbounds nuw i8, ptr addrspace(3) %1863, i32 384, !dbg !60
  %1870 = load <2 x i16>, ptr addrspace(3) %1869, align 4, !dbg !60
  %.extract = extractelement <2 x i16> %1837, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1685, i1 %82) #11, !dbg !60
  %.extract33 = extractelement <2 x i16> %1846, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %1686, i1 %83) #11, !dbg !60
  %.extract34 = extractelement <2 x i16> %1855, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %1687, i1 %84) #11, !dbg !60
  %.extract35 = extractelement <2 x i16> %1864, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %1688, i1 %85) #11, !dbg !60
  %.extract36 = extractelement <2 x i16> %1837, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %1689, i1 %86) #11, !dbg !60
  %.extract37 = extractelement <2 x i16> %1846, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %1690, i1 %87) #11, !dbg !60
  %.extract38 = extractelement <2 x i16> %1855, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %1691, i1 %88) #11, !dbg !60
  %.extract39 = extractelement <2 x i16> %1864, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %1692, i1 %89) #11, !dbg !60
  %.extract40 = extractelement <2 x i16> %1839, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %1693, i1 %90) #11, !dbg !60
  %.extract41 = extractelement <2 x i16> %1848, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %1694, i1 %91) #11, !dbg !60
  %.extract42 = extractelement <2 x i16> %1857, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %1695, i1 %92) #11, !dbg !60
  %.extract43 = extractelement <2 x i16> %1866, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %1696, i1 %93) #11, !dbg !60
  %.extract44 = extractelement <2 x i16> %1839, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %1697, i1 %94) #11, !dbg !60
  %.extract45 = extractelement <2 x i16> %1848, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %1698, i1 %95) #11, !dbg !60
  %.extract46 = extractelement <2 x i16> %1857, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %1699, i1 %96) #11, !dbg !60
  %.extract47 = extractelement <2 x i16> %1866, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %1700, i1 %97) #11, !dbg !60
  %.extract48 = extractelement <2 x i16> %1841, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %1701, i1 %98) #11, !dbg !60
  %.extract49 = extractelement <2 x i16> %1850, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %1702, i1 %99) #11, !dbg !60
  %.extract50 = extractelement <2 x i16> %1859, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %1703, i1 %100) #11, !dbg !60
  %.extract51 = extractelement <2 x i16> %1868, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %1704, i1 %101) #11, !dbg !60
  %.extract52 = extractelement <2 x i16> %1841, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %1705, i1 %102) #11, !dbg !60
  %.extract53 = extractelement <2 x i16> %1850, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %1706, i1 %103) #11, !dbg !60
  %.extract54 = extractelement <2 x i16> %1859, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %1707, i1 %104) #11, !dbg !60
  %.extract55 = extractelement <2 x i16> %1868, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %1708, i1 %105) #11, !dbg !60
  %.extract56 = extractelement <2 x i16> %1843, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %1709, i1 %106) #11, !dbg !60
  %.extract57 = extractelement <2 x i16> %1852, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %1710, i1 %107) #11, !dbg !60
  %.extract58 = extractelement <2 x i16> %1861, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %1711, i1 %108) #11, !dbg !60
  %.extract59 = extractelement <2 x i16> %1870, i64 0, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %1712, i1 %109) #11, !dbg !60
  %.extract60 = extractelement <2 x i16> %1843, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %1713, i1 %110) #11, !dbg !60
  %.extract61 = extractelement <2 x i16> %1852, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %1714, i1 %111) #11, !dbg !60
  %.extract62 = extractelement <2 x i16> %1861, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %1715, i1 %112) #11, !dbg !60
  %.extract63 = extractelement <2 x i16> %1870, i64 1, !dbg !60
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract63, ptr addrspace(1) %1716, i1 %113) #11, !dbg !60
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

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #10

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!28 = !DILocation(line: 130, column: 72, scope: !6)
!29 = !DILocation(line: 131, column: 13, scope: !6)
!30 = !DILocation(line: 129, column: 14, scope: !6)
!31 = !DILocation(line: 130, column: 36, scope: !6)
!32 = !DILocation(line: 130, column: 13, scope: !6)
!33 = !DILocation(line: 132, column: 13, scope: !6)
!34 = !DILocation(line: 134, column: 27, scope: !6)
!35 = !DILocation(line: 196, column: 12, scope: !36, inlinedAt: !38)
!36 = distinct !DILexicalBlockFile(scope: !6, file: !37, discriminator: 0)
!37 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!38 = !DILocation(line: 216, column: 16, scope: !36, inlinedAt: !39)
!39 = !DILocation(line: 133, column: 33, scope: !40)
!40 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!41 = !DILocation(line: 133, column: 17, scope: !6)
!42 = !DILocation(line: 134, column: 26, scope: !6)
!43 = !DILocation(line: 134, column: 13, scope: !6)
!44 = !DILocation(line: 135, column: 31, scope: !6)
!45 = !DILocation(line: 135, column: 30, scope: !6)
!46 = !DILocation(line: 135, column: 17, scope: !6)
!47 = !DILocation(line: 136, column: 15, scope: !6)
!48 = !DILocation(line: 287, column: 12, scope: !36, inlinedAt: !49)
!49 = !DILocation(line: 314, column: 12, scope: !36, inlinedAt: !50)
!50 = !DILocation(line: 136, column: 29, scope: !40)
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
