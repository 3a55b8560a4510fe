; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @flash_attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, float %6, ptr addrspace(1) nofree readnone captures(none) %7, ptr addrspace(1) nofree readnone captures(none) %8) local_unnamed_addr #0 !dbg !6 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !17
  %12 = mul i32 %5, %11, !dbg !18
  %13 = shl i32 %12, 6, !dbg !18
  %14 = shl i32 %10, 6, !dbg !19
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %16 = and i32 %15, 64, !dbg !20
  %17 = lshr exact i32 %16, 6, !dbg !20
  %18 = or disjoint i32 %17, 2, !dbg !20
  %19 = or disjoint i32 %17, 4, !dbg !20
  %20 = or disjoint i32 %17, 6, !dbg !20
  %21 = or disjoint i32 %17, 8, !dbg !20
  %22 = or disjoint i32 %17, 10, !dbg !20
  %23 = or disjoint i32 %17, 12, !dbg !20
  %24 = or disjoint i32 %17, 14, !dbg !20
  %25 = or disjoint i32 %17, 16, !dbg !20
  %26 = or disjoint i32 %17, 18, !dbg !20
  %27 = or disjoint i32 %17, 20, !dbg !20
  %28 = or disjoint i32 %17, 22, !dbg !20
  %29 = or disjoint i32 %17, 24, !dbg !20
  %30 = or disjoint i32 %17, 26, !dbg !20
  %31 = or disjoint i32 %17, 28, !dbg !20
  %32 = or disjoint i32 %17, 30, !dbg !20
  %33 = and i32 %15, 63, !dbg !20
  %34 = or disjoint i32 %17, %14, !dbg !19
  %35 = or disjoint i32 %18, %14, !dbg !19
  %36 = or disjoint i32 %19, %14, !dbg !19
  %37 = or disjoint i32 %20, %14, !dbg !19
  %38 = or disjoint i32 %21, %14, !dbg !19
  %39 = or disjoint i32 %22, %14, !dbg !19
  %40 = or disjoint i32 %23, %14, !dbg !19
  %41 = or disjoint i32 %24, %14, !dbg !19
  %42 = or disjoint i32 %25, %14, !dbg !19
  %43 = or disjoint i32 %26, %14, !dbg !19
  %44 = or disjoint i32 %27, %14, !dbg !19
  %45 = or disjoint i32 %28, %14, !dbg !19
  %46 = or disjoint i32 %29, %14, !dbg !19
  %47 = or disjoint i32 %30, %14, !dbg !19
  %48 = or disjoint i32 %31, %14, !dbg !19
  %49 = or disjoint i32 %32, %14, !dbg !19
  %50 = or disjoint i32 %34, 32, !dbg !19
  %51 = or disjoint i32 %34, 34, !dbg !19
  %52 = or disjoint i32 %34, 36, !dbg !19
  %53 = or disjoint i32 %34, 38, !dbg !19
  %54 = or disjoint i32 %34, 40, !dbg !19
  %55 = or disjoint i32 %34, 42, !dbg !19
  %56 = or disjoint i32 %34, 44, !dbg !19
  %57 = or disjoint i32 %34, 46, !dbg !19
  %58 = or disjoint i32 %34, 48, !dbg !19
  %59 = or disjoint i32 %34, 50, !dbg !19
  %60 = or disjoint i32 %34, 52, !dbg !19
  %61 = or disjoint i32 %34, 54, !dbg !19
  %62 = or disjoint i32 %34, 56, !dbg !19
  %63 = or disjoint i32 %34, 58, !dbg !19
  %64 = or disjoint i32 %34, 60, !dbg !19
  %65 = or disjoint i32 %34, 62, !dbg !19
  %66 = icmp slt i32 %34, %5, !dbg !21
  %67 = icmp slt i32 %35, %5, !dbg !21
  %68 = icmp slt i32 %36, %5, !dbg !21
  %69 = icmp slt i32 %37, %5, !dbg !21
  %70 = icmp slt i32 %38, %5, !dbg !21
  %71 = icmp slt i32 %39, %5, !dbg !21
  %72 = icmp slt i32 %40, %5, !dbg !21
  %73 = icmp slt i32 %41, %5, !dbg !21
  %74 = icmp slt i32 %42, %5, !dbg !21
  %75 = icmp slt i32 %43, %5, !dbg !21
  %76 = icmp slt i32 %44, %5, !dbg !21
  %77 = icmp slt i32 %45, %5, !dbg !21
  %78 = icmp slt i32 %46, %5, !dbg !21
  %79 = icmp slt i32 %47, %5, !dbg !21
  %80 = icmp slt i32 %48, %5, !dbg !21
  %81 = icmp slt i32 %49, %5, !dbg !21
  %82 = icmp slt i32 %50, %5, !dbg !21
  %83 = icmp slt i32 %51, %5, !dbg !21
  %84 = icmp slt i32 %52, %5, !dbg !21
  %85 = icmp slt i32 %53, %5, !dbg !21
  %86 = icmp slt i32 %54, %5, !dbg !21
  %87 = icmp slt i32 %55, %5, !dbg !21
  %88 = icmp slt i32 %56, %5, !dbg !21
  %89 = icmp slt i32 %57, %5, !dbg !21
  %90 = icmp slt i32 %58, %5, !dbg !21
  %91 = icmp slt i32 %59, %5, !dbg !21
  %92 = icmp slt i32 %60, %5, !dbg !21
  %93 = icmp slt i32 %61, %5, !dbg !21
  %94 = icmp slt i32 %62, %5, !dbg !21
  %95 = icmp slt i32 %63, %5, !dbg !21
  %96 = icmp slt i32 %64, %5, !dbg !21
  %97 = icmp slt i32 %65, %5, !dbg !21
  %98 = sext i32 %13 to i64, !dbg !22
  %99 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %98, !dbg !22
  %100 = shl i32 %34, 6, !dbg !23
  %101 = shl i32 %35, 6, !dbg !23
  %102 = shl i32 %36, 6, !dbg !23
  %103 = shl i32 %37, 6, !dbg !23
  %104 = shl i32 %38, 6, !dbg !23
  %105 = shl i32 %39, 6, !dbg !23
  %106 = shl i32 %40, 6, !dbg !23
  %107 = shl i32 %41, 6, !dbg !23
  %108 = shl i32 %42, 6, !dbg !23
  %109 = shl i32 %43, 6, !dbg !23
  %110 = shl i32 %44, 6, !dbg !23
  %111 = shl i32 %45, 6, !dbg !23
  %112 = shl i32 %46, 6, !dbg !23
  %113 = shl i32 %47, 6, !dbg !23
  %114 = shl i32 %48, 6, !dbg !23
  %115 = shl i32 %49, 6, !dbg !23
  %116 = shl i32 %50, 6, !dbg !23
  %117 = shl i32 %51, 6, !dbg !23
  %118 = shl i32 %52, 6, !dbg !23
  %119 = shl i32 %53, 6, !dbg !23
  %120 = shl i32 %54, 6, !dbg !23
  %121 = shl i32 %55, 6, !dbg !23
  %122 = shl i32 %56, 6, !dbg !23
  %123 = shl i32 %57, 6, !dbg !23
  %124 = shl i32 %58, 6, !dbg !23
  %125 = shl i32 %59, 6, !dbg !23
  %126 = shl i32 %60, 6, !dbg !23
  %127 = shl i32 %61, 6, !dbg !23
  %128 = shl i32 %62, 6, !dbg !23
  %129 = shl i32 %63, 6, !dbg !23
  %130 = shl i32 %64, 6, !dbg !23
  %131 = shl i32 %65, 6, !dbg !23
  %132 = sext i32 %100 to i64, !dbg !22
  %133 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %132, !dbg !22
  %134 = sext i32 %101 to i64, !dbg !22
  %135 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %134, !dbg !22
  %136 = sext i32 %102 to i64, !dbg !22
  %137 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %136, !dbg !22
  %138 = sext i32 %103 to i64, !dbg !22
  %139 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %138, !dbg !22
  %140 = sext i32 %104 to i64, !dbg !22
  %141 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %140, !dbg !22
  %142 = sext i32 %105 to i64, !dbg !22
  %143 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %142, !dbg !22
  %144 = sext i32 %106 to i64, !dbg !22
  %145 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %144, !dbg !22
  %146 = sext i32 %107 to i64, !dbg !22
  %147 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %146, !dbg !22
  %148 = sext i32 %108 to i64, !dbg !22
  %149 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %148, !dbg !22
  %150 = sext i32 %109 to i64, !dbg !22
  %151 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %150, !dbg !22
  %152 = sext i32 %110 to i64, !dbg !22
  %153 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %152, !dbg !22
  %154 = sext i32 %111 to i64, !dbg !22
  %155 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %154, !dbg !22
  %156 = sext i32 %112 to i64, !dbg !22
  %157 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %156, !dbg !22
  %158 = sext i32 %113 to i64, !dbg !22
  %159 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %158, !dbg !22
  %160 = sext i32 %114 to i64, !dbg !22
  %161 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %160, !dbg !22
  %162 = sext i32 %115 to i64, !dbg !22
  %163 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %162, !dbg !22
  %164 = sext i32 %116 to i64, !dbg !22
  %165 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %164, !dbg !22
  %166 = sext i32 %117 to i64, !dbg !22
  %167 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %166, !dbg !22
  %168 = sext i32 %118 to i64, !dbg !22
  %169 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %168, !dbg !22
  %170 = sext i32 %119 to i64, !dbg !22
  %171 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %170, !dbg !22
  %172 = sext i32 %120 to i64, !dbg !22
  %173 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %172, !dbg !22
  %174 = sext i32 %121 to i64, !dbg !22
  %175 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %174, !dbg !22
  %176 = sext i32 %122 to i64, !dbg !22
  %177 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %176, !dbg !22
  %178 = sext i32 %123 to i64, !dbg !22
  %179 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %178, !dbg !22
  %180 = sext i32 %124 to i64, !dbg !22
  %181 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %180, !dbg !22
  %182 = sext i32 %125 to i64, !dbg !22
  %183 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %182, !dbg !22
  %184 = sext i32 %126 to i64, !dbg !22
  %185 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %184, !dbg !22
  %186 = sext i32 %127 to i64, !dbg !22
  %187 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %186, !dbg !22
  %188 = sext i32 %128 to i64, !dbg !22
  %189 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %188, !dbg !22
  %190 = sext i32 %129 to i64, !dbg !22
  %191 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %190, !dbg !22
  %192 = sext i32 %130 to i64, !dbg !22
  %193 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %192, !dbg !22
  %194 = sext i32 %131 to i64, !dbg !22
  %195 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %194, !dbg !22
  %196 = zext nneg i32 %33 to i64, !dbg !22
  %197 = getelementptr [2 x i8], ptr addrspace(1) %133, i64 %196, !dbg !22
  %198 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %196, !dbg !22
  %199 = getelementptr [2 x i8], ptr addrspace(1) %137, i64 %196, !dbg !22
  %200 = getelementptr [2 x i8], ptr addrspace(1) %139, i64 %196, !dbg !22
  %201 = getelementptr [2 x i8], ptr addrspace(1) %141, i64 %196, !dbg !22
  %202 = getelementptr [2 x i8], ptr addrspace(1) %143, i64 %196, !dbg !22
  %203 = getelementptr [2 x i8], ptr addrspace(1) %145, i64 %196, !dbg !22
  %204 = getelementptr [2 x i8], ptr addrspace(1) %147, i64 %196, !dbg !22
  %205 = getelementptr [2 x i8], ptr addrspace(1) %149, i64 %196, !dbg !22
  %206 = getelementptr [2 x i8], ptr addrspace(1) %151, i64 %196, !dbg !22
  %207 = getelementptr [2 x i8], ptr addrspace(1) %153, i64 %196, !dbg !22
  %208 = getelementptr [2 x i8], ptr addrspace(1) %155, i64 %196, !dbg !22
  %209 = getelementptr [2 x i8], ptr addrspace(1) %157, i64 %196, !dbg !22
  %210 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %196, !dbg !22
  %211 = getelementptr [2 x i8], ptr addrspace(1) %161, i64 %196, !dbg !22
  %212 = getelementptr [2 x i8], ptr addrspace(1) %163, i64 %196, !dbg !22
  %213 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %196, !dbg !22
  %214 = getelementptr [2 x i8], ptr addrspace(1) %167, i64 %196, !dbg !22
  %215 = getelementptr [2 x i8], ptr addrspace(1) %169, i64 %196, !dbg !22
  %216 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %196, !dbg !22
  %217 = getelementptr [2 x i8], ptr addrspace(1) %173, i64 %196, !dbg !22
  %218 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %196, !dbg !22
  %219 = getelementptr [2 x i8], ptr addrspace(1) %177, i64 %196, !dbg !22
  %220 = getelementptr [2 x i8], ptr addrspace(1) %179, i64 %196, !dbg !22
  %221 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %196, !dbg !22
  %222 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %196, !dbg !22
  %223 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %196, !dbg !22
  %224 = getelementptr [2 x i8], ptr addrspace(1) %187, i64 %196, !dbg !22
  %225 = getelementptr [2 x i8], ptr addrspace(1) %189, i64 %196, !dbg !22
  %226 = getelementptr [2 x i8], ptr addrspace(1) %191, i64 %196, !dbg !22
  %227 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %196, !dbg !22
  %228 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %196, !dbg !22
  %229 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %197, i1 %66) #11, !dbg !24
  %230 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %198, i1 %67) #11, !dbg !24
  %231 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %199, i1 %68) #11, !dbg !24
  %232 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %200, i1 %69) #11, !dbg !24
  %233 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %201, i1 %70) #11, !dbg !24
  %234 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %202, i1 %71) #11, !dbg !24
  %235 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %203, i1 %72) #11, !dbg !24
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %204, i1 %73) #11, !dbg !24
  %237 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %205, i1 %74) #11, !dbg !24
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %206, i1 %75) #11, !dbg !24
  %239 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %207, i1 %76) #11, !dbg !24
  %240 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %208, i1 %77) #11, !dbg !24
  %241 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %209, i1 %78) #11, !dbg !24
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %210, i1 %79) #11, !dbg !24
  %243 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %211, i1 %80) #11, !dbg !24
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %212, i1 %81) #11, !dbg !24
  %245 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %213, i1 %82) #11, !dbg !24
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %214, i1 %83) #11, !dbg !24
  %247 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %84) #11, !dbg !24
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %85) #11, !dbg !24
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %217, i1 %86) #11, !dbg !24
  %250 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %218, i1 %87) #11, !dbg !24
  %251 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %219, i1 %88) #11, !dbg !24
  %252 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %220, i1 %89) #11, !dbg !24
  %253 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %221, i1 %90) #11, !dbg !24
  %254 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %222, i1 %91) #11, !dbg !24
  %255 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %223, i1 %92) #11, !dbg !24
  %256 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %224, i1 %93) #11, !dbg !24
  %257 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %225, i1 %94) #11, !dbg !24
  %258 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %226, i1 %95) #11, !dbg !24
  %259 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %227, i1 %96) #11, !dbg !24
  %260 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %97) #11, !dbg !24
  %261 = shl nuw nsw i32 %33, 1, !dbg !24
  %262 = icmp eq i32 %16, 0, !dbg !24
  %263 = select i1 %262, i32 0, i32 144, !dbg !24
  %264 = xor i32 %263, %261, !dbg !24
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %264, !dbg !24
  %266 = insertelement <1 x i16> poison, i16 %229, i64 0, !dbg !24
  store <1 x i16> %266, ptr addrspace(3) %265, align 2, !dbg !24
  %267 = or disjoint i32 %264, 1024, !dbg !24
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %267, !dbg !24
  %269 = insertelement <1 x i16> poison, i16 %233, i64 0, !dbg !24
  store <1 x i16> %269, ptr addrspace(3) %268, align 2, !dbg !24
  %270 = or disjoint i32 %264, 2048, !dbg !24
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %270, !dbg !24
  %272 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !24
  store <1 x i16> %272, ptr addrspace(3) %271, align 2, !dbg !24
  %273 = or disjoint i32 %264, 3072, !dbg !24
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %273, !dbg !24
  %275 = insertelement <1 x i16> poison, i16 %241, i64 0, !dbg !24
  store <1 x i16> %275, ptr addrspace(3) %274, align 2, !dbg !24
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 4096, !dbg !24
  %277 = insertelement <1 x i16> poison, i16 %245, i64 0, !dbg !24
  store <1 x i16> %277, ptr addrspace(3) %276, align 2, !dbg !24
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 5120, !dbg !24
  %279 = insertelement <1 x i16> poison, i16 %249, i64 0, !dbg !24
  store <1 x i16> %279, ptr addrspace(3) %278, align 2, !dbg !24
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 6144, !dbg !24
  %281 = insertelement <1 x i16> poison, i16 %253, i64 0, !dbg !24
  store <1 x i16> %281, ptr addrspace(3) %280, align 2, !dbg !24
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %265, i32 7168, !dbg !24
  %283 = insertelement <1 x i16> poison, i16 %257, i64 0, !dbg !24
  store <1 x i16> %283, ptr addrspace(3) %282, align 2, !dbg !24
  %284 = xor i32 %264, 288, !dbg !24
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %284, !dbg !24
  %286 = insertelement <1 x i16> poison, i16 %230, i64 0, !dbg !24
  store <1 x i16> %286, ptr addrspace(3) %285, align 2, !dbg !24
  %287 = or disjoint i32 %284, 1024, !dbg !24
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %287, !dbg !24
  %289 = insertelement <1 x i16> poison, i16 %234, i64 0, !dbg !24
  store <1 x i16> %289, ptr addrspace(3) %288, align 2, !dbg !24
  %290 = or disjoint i32 %284, 2048, !dbg !24
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %290, !dbg !24
  %292 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !24
  store <1 x i16> %292, ptr addrspace(3) %291, align 2, !dbg !24
  %293 = or disjoint i32 %284, 3072, !dbg !24
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %293, !dbg !24
  %295 = insertelement <1 x i16> poison, i16 %242, i64 0, !dbg !24
  store <1 x i16> %295, ptr addrspace(3) %294, align 2, !dbg !24
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 4096, !dbg !24
  %297 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !24
  store <1 x i16> %297, ptr addrspace(3) %296, align 2, !dbg !24
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 5120, !dbg !24
  %299 = insertelement <1 x i16> poison, i16 %250, i64 0, !dbg !24
  store <1 x i16> %299, ptr addrspace(3) %298, align 2, !dbg !24
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 6144, !dbg !24
  %301 = insertelement <1 x i16> poison, i16 %254, i64 0, !dbg !24
  store <1 x i16> %301, ptr addrspace(3) %300, align 2, !dbg !24
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %285, i32 7168, !dbg !24
  %303 = insertelement <1 x i16> poison, i16 %258, i64 0, !dbg !24
  store <1 x i16> %303, ptr addrspace(3) %302, align 2, !dbg !24
  %304 = xor i32 %264, 576, !dbg !24
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %304, !dbg !24
  %306 = insertelement <1 x i16> poison, i16 %231, i64 0, !dbg !24
  store <1 x i16> %306, ptr addrspace(3) %305, align 2, !dbg !24
  %307 = or disjoint i32 %304, 1024, !dbg !24
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %307, !dbg !24
  %309 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !24
  store <1 x i16> %309, ptr addrspace(3) %308, align 2, !dbg !24
  %310 = or disjoint i32 %304, 2048, !dbg !24
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %310, !dbg !24
  %312 = insertelement <1 x i16> poison, i16 %239, i64 0, !dbg !24
  store <1 x i16> %312, ptr addrspace(3) %311, align 2, !dbg !24
  %313 = or disjoint i32 %304, 3072, !dbg !24
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %313, !dbg !24
  %315 = insertelement <1 x i16> poison, i16 %243, i64 0, !dbg !24
  store <1 x i16> %315, ptr addrspace(3) %314, align 2, !dbg !24
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 4096, !dbg !24
  %317 = insertelement <1 x i16> poison, i16 %247, i64 0, !dbg !24
  store <1 x i16> %317, ptr addrspace(3) %316, align 2, !dbg !24
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 5120, !dbg !24
  %319 = insertelement <1 x i16> poison, i16 %251, i64 0, !dbg !24
  store <1 x i16> %319, ptr addrspace(3) %318, align 2, !dbg !24
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 6144, !dbg !24
  %321 = insertelement <1 x i16> poison, i16 %255, i64 0, !dbg !24
  store <1 x i16> %321, ptr addrspace(3) %320, align 2, !dbg !24
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %305, i32 7168, !dbg !24
  %323 = insertelement <1 x i16> poison, i16 %259, i64 0, !dbg !24
  store <1 x i16> %323, ptr addrspace(3) %322, align 2, !dbg !24
  %324 = xor i32 %264, 864, !dbg !24
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %324, !dbg !24
  %326 = insertelement <1 x i16> poison, i16 %232, i64 0, !dbg !24
  store <1 x i16> %326, ptr addrspace(3) %325, align 2, !dbg !24
  %327 = or disjoint i32 %324, 1024, !dbg !24
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %327, !dbg !24
  %329 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !24
  store <1 x i16> %329, ptr addrspace(3) %328, align 2, !dbg !24
  %330 = or disjoint i32 %324, 2048, !dbg !24
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %330, !dbg !24
  %332 = insertelement <1 x i16> poison, i16 %240, i64 0, !dbg !24
  store <1 x i16> %332, ptr addrspace(3) %331, align 2, !dbg !24
  %333 = or disjoint i32 %324, 3072, !dbg !24
  %334 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %333, !dbg !24
  %335 = insertelement <1 x i16> poison, i16 %244, i64 0, !dbg !24
  store <1 x i16> %335, ptr addrspace(3) %334, align 2, !dbg !24
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 4096, !dbg !24
  %337 = insertelement <1 x i16> poison, i16 %248, i64 0, !dbg !24
  store <1 x i16> %337, ptr addrspace(3) %336, align 2, !dbg !24
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 5120, !dbg !24
  %339 = insertelement <1 x i16> poison, i16 %252, i64 0, !dbg !24
  store <1 x i16> %339, ptr addrspace(3) %338, align 2, !dbg !24
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 6144, !dbg !24
  %341 = insertelement <1 x i16> poison, i16 %256, i64 0, !dbg !24
  store <1 x i16> %341, ptr addrspace(3) %340, align 2, !dbg !24
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 7168, !dbg !24
  %343 = insertelement <1 x i16> poison, i16 %260, i64 0, !dbg !24
  store <1 x i16> %343, ptr addrspace(3) %342, align 2, !dbg !24
  %344 = fmul float %6, f0x3FB8AA3B, !dbg !25
  %345 = add i32 %14, 64, !dbg !26
  %346 = insertelement <4 x i32> poison, i32 %15, i64 0, !dbg !27
  %347 = shufflevector <4 x i32> %346, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !27
  %348 = and <4 x i32> %347, <i32 28, i32 96, i32 3, i32 28>, !dbg !20
  %349 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %98, !dbg !28
  %350 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %98, !dbg !29
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %349, i64 %196, !dbg !30
  %invariant.gep193 = getelementptr [2 x i8], ptr addrspace(1) %350, i64 %196, !dbg !30
  %351 = icmp sgt i32 %345, 0, !dbg !30
  br i1 %351, label %.lr.ph, label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %9
  %352 = extractelement <4 x i32> %348, i64 2, !dbg !27
  %353 = shl nuw nsw i32 %352, 1, !dbg !27
  %354 = extractelement <4 x i32> %348, i64 1, !dbg !20
  %355 = lshr exact i32 %354, 1, !dbg !20
  %356 = extractelement <4 x i32> %348, i64 0, !dbg !20
  %357 = lshr exact i32 %356, 2, !dbg !20
  %358 = or disjoint i32 %355, %357, !dbg !20
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %264
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %267
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %270
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %273
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %284
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %287
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %290
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %293
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %304
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %307
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %310
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %313
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %324
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %327
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %330
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %333
  %375 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %376 = and i32 %375, 32767
  %377 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %378 = and i32 %377, 32767
  %379 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %376, i64 0
  %380 = bitcast <2 x i32> %379 to i64
  %381 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %378, i64 0
  %382 = bitcast <2 x i32> %381 to i64
  %383 = add nuw nsw i32 %376, 2
  %384 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %383, i64 0
  %385 = bitcast <2 x i32> %384 to i64
  %386 = add nuw nsw i32 %378, 2
  %387 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %386, i64 0
  %388 = bitcast <2 x i32> %387 to i64
  %389 = add nuw nsw i32 %376, 4
  %390 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %389, i64 0
  %391 = bitcast <2 x i32> %390 to i64
  %392 = add nuw nsw i32 %378, 4
  %393 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %392, i64 0
  %394 = bitcast <2 x i32> %393 to i64
  %395 = add nuw nsw i32 %376, 6
  %396 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %395, i64 0
  %397 = bitcast <2 x i32> %396 to i64
  %398 = add nuw nsw i32 %378, 6
  %399 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %398, i64 0
  %400 = bitcast <2 x i32> %399 to i64
  %401 = add nuw nsw i32 %378, 128
  %402 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %401, i64 0
  %403 = bitcast <2 x i32> %402 to i64
  %404 = zext nneg i32 %353 to i64, !dbg !30
  %405 = or disjoint i32 %358, %14, !dbg !19
  %406 = or disjoint i32 %405, 8, !dbg !19
  %407 = zext nneg i32 %405 to i64, !dbg !30
  %408 = insertelement <2 x i32> poison, i32 %406, i64 0, !dbg !30
  %409 = insertelement <2 x i32> %408, i32 %405, i64 1, !dbg !30
  %410 = shufflevector <2 x i32> %409, <2 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0>, !dbg !30
  %411 = zext <8 x i32> %410 to <8 x i64>, !dbg !30
  %412 = zext nneg i32 %32 to i64, !dbg !30
  %413 = sext i32 %5 to i64, !dbg !30
  %414 = zext nneg i32 %31 to i64, !dbg !30
  %415 = zext nneg i32 %30 to i64, !dbg !30
  %416 = zext nneg i32 %29 to i64, !dbg !30
  %417 = zext nneg i32 %28 to i64, !dbg !30
  %418 = zext nneg i32 %27 to i64, !dbg !30
  %419 = zext nneg i32 %26 to i64, !dbg !30
  %420 = zext nneg i32 %25 to i64, !dbg !30
  %421 = zext nneg i32 %24 to i64, !dbg !30
  %422 = zext nneg i32 %23 to i64, !dbg !30
  %423 = zext nneg i32 %22 to i64, !dbg !30
  %424 = zext nneg i32 %21 to i64, !dbg !30
  %425 = zext nneg i32 %20 to i64, !dbg !30
  %426 = zext nneg i32 %19 to i64, !dbg !30
  %427 = zext nneg i32 %18 to i64, !dbg !30
  %428 = zext nneg i32 %17 to i64, !dbg !30
  %429 = zext nneg i32 %345 to i64, !dbg !30
  %invariant.op = add nsw i64 %407, -8, !dbg !30
  br label %430, !dbg !30

430:                                              ; preds = %.lr.ph, %__nv_exp2f.exit128
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %__nv_exp2f.exit128 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %__nv_exp2f.exit128 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %__nv_exp2f.exit128 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %__nv_exp2f.exit128 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %__nv_exp2f.exit128 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %__nv_exp2f.exit128 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %__nv_exp2f.exit128 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %__nv_exp2f.exit128 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %__nv_exp2f.exit128 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %__nv_exp2f.exit128 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %__nv_exp2f.exit128 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %__nv_exp2f.exit128 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %__nv_exp2f.exit128 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %__nv_exp2f.exit128 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %__nv_exp2f.exit128 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %__nv_exp2f.exit128 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %__nv_exp2f.exit128 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %__nv_exp2f.exit128 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %__nv_exp2f.exit128 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %__nv_exp2f.exit128 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %__nv_exp2f.exit128 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %__nv_exp2f.exit128 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %__nv_exp2f.exit128 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %__nv_exp2f.exit128 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %__nv_exp2f.exit128 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %__nv_exp2f.exit128 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %__nv_exp2f.exit128 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %__nv_exp2f.exit128 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %__nv_exp2f.exit128 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %__nv_exp2f.exit128 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %__nv_exp2f.exit128 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %__nv_exp2f.exit128 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %__nv_exp2f.exit128 ]
  %463 = phi float [ 1.000000e+00, %.lr.ph ], [ %895, %__nv_exp2f.exit128 ]
  %464 = phi float [ 1.000000e+00, %.lr.ph ], [ %896, %__nv_exp2f.exit128 ]
  %465 = phi float [ -inf, %.lr.ph ], [ %737, %__nv_exp2f.exit128 ]
  %466 = phi float [ -inf, %.lr.ph ], [ %738, %__nv_exp2f.exit128 ]
  %467 = or disjoint i64 %indvars.iv, %428, !dbg !31
  %468 = or disjoint i64 %indvars.iv, %427, !dbg !31
  %469 = or disjoint i64 %indvars.iv, %426, !dbg !31
  %470 = or disjoint i64 %indvars.iv, %425, !dbg !31
  %471 = or disjoint i64 %indvars.iv, %424, !dbg !31
  %472 = or disjoint i64 %indvars.iv, %423, !dbg !31
  %473 = or disjoint i64 %indvars.iv, %422, !dbg !31
  %474 = or disjoint i64 %indvars.iv, %421, !dbg !31
  %475 = or disjoint i64 %indvars.iv, %420, !dbg !31
  %476 = or disjoint i64 %indvars.iv, %419, !dbg !31
  %477 = or disjoint i64 %indvars.iv, %418, !dbg !31
  %478 = or disjoint i64 %indvars.iv, %417, !dbg !31
  %479 = or disjoint i64 %indvars.iv, %416, !dbg !31
  %480 = or disjoint i64 %indvars.iv, %415, !dbg !31
  %481 = or disjoint i64 %indvars.iv, %414, !dbg !31
  %482 = or disjoint i64 %indvars.iv, %412, !dbg !31
  %483 = icmp slt i64 %467, %413, !dbg !32
  %484 = icmp slt i64 %468, %413, !dbg !32
  %485 = icmp slt i64 %469, %413, !dbg !32
  %486 = icmp slt i64 %470, %413, !dbg !32
  %487 = icmp slt i64 %471, %413, !dbg !32
  %488 = icmp slt i64 %472, %413, !dbg !32
  %489 = icmp slt i64 %473, %413, !dbg !32
  %490 = icmp slt i64 %474, %413, !dbg !32
  %491 = icmp slt i64 %475, %413, !dbg !32
  %492 = icmp slt i64 %476, %413, !dbg !32
  %493 = icmp slt i64 %477, %413, !dbg !32
  %494 = icmp slt i64 %478, %413, !dbg !32
  %495 = icmp slt i64 %479, %413, !dbg !32
  %496 = icmp slt i64 %480, %413, !dbg !32
  %497 = icmp slt i64 %481, %413, !dbg !32
  %498 = icmp slt i64 %482, %413, !dbg !32
  %499 = trunc nuw nsw i64 %467 to i32, !dbg !33
  %500 = shl i32 %499, 6, !dbg !33
  %501 = trunc nuw nsw i64 %468 to i32, !dbg !33
  %502 = shl i32 %501, 6, !dbg !33
  %503 = trunc nuw nsw i64 %469 to i32, !dbg !33
  %504 = shl i32 %503, 6, !dbg !33
  %505 = trunc nuw nsw i64 %470 to i32, !dbg !33
  %506 = shl i32 %505, 6, !dbg !33
  %507 = trunc nuw nsw i64 %471 to i32, !dbg !33
  %508 = shl i32 %507, 6, !dbg !33
  %509 = trunc nuw nsw i64 %472 to i32, !dbg !33
  %510 = shl i32 %509, 6, !dbg !33
  %511 = trunc nuw nsw i64 %473 to i32, !dbg !33
  %512 = shl i32 %511, 6, !dbg !33
  %513 = trunc nuw nsw i64 %474 to i32, !dbg !33
  %514 = shl i32 %513, 6, !dbg !33
  %515 = trunc nuw nsw i64 %475 to i32, !dbg !33
  %516 = shl i32 %515, 6, !dbg !33
  %517 = trunc nuw nsw i64 %476 to i32, !dbg !33
  %518 = shl i32 %517, 6, !dbg !33
  %519 = trunc nuw nsw i64 %477 to i32, !dbg !33
  %520 = shl i32 %519, 6, !dbg !33
  %521 = trunc nuw nsw i64 %478 to i32, !dbg !33
  %522 = shl i32 %521, 6, !dbg !33
  %523 = trunc nuw nsw i64 %479 to i32, !dbg !33
  %524 = shl i32 %523, 6, !dbg !33
  %525 = trunc nuw nsw i64 %480 to i32, !dbg !33
  %526 = shl i32 %525, 6, !dbg !33
  %527 = trunc nuw nsw i64 %481 to i32, !dbg !33
  %528 = shl i32 %527, 6, !dbg !33
  %529 = trunc nuw nsw i64 %482 to i32, !dbg !33
  %530 = shl i32 %529, 6, !dbg !33
  %531 = sext i32 %500 to i64, !dbg !28
  %532 = sext i32 %502 to i64, !dbg !28
  %533 = sext i32 %504 to i64, !dbg !28
  %534 = sext i32 %506 to i64, !dbg !28
  %535 = sext i32 %508 to i64, !dbg !28
  %536 = sext i32 %510 to i64, !dbg !28
  %537 = sext i32 %512 to i64, !dbg !28
  %538 = sext i32 %514 to i64, !dbg !28
  %539 = sext i32 %516 to i64, !dbg !28
  %540 = sext i32 %518 to i64, !dbg !28
  %541 = sext i32 %520 to i64, !dbg !28
  %542 = sext i32 %522 to i64, !dbg !28
  %543 = sext i32 %524 to i64, !dbg !28
  %544 = sext i32 %526 to i64, !dbg !28
  %545 = sext i32 %528 to i64, !dbg !28
  %546 = sext i32 %530 to i64, !dbg !28
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %531, !dbg !28
  %gep164 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %532, !dbg !28
  %gep166 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %533, !dbg !28
  %gep168 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %534, !dbg !28
  %gep170 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %535, !dbg !28
  %gep172 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %536, !dbg !28
  %gep174 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %537, !dbg !28
  %gep176 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %538, !dbg !28
  %gep178 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %539, !dbg !28
  %gep180 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %540, !dbg !28
  %gep182 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %541, !dbg !28
  %gep184 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %542, !dbg !28
  %gep186 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %543, !dbg !28
  %gep188 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %544, !dbg !28
  %gep190 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %545, !dbg !28
  %gep192 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %546, !dbg !28
  %547 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %483) #11, !dbg !34
  %548 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep164, i1 %484) #11, !dbg !34
  %549 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep166, i1 %485) #11, !dbg !34
  %550 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep168, i1 %486) #11, !dbg !34
  %551 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep170, i1 %487) #11, !dbg !34
  %552 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep172, i1 %488) #11, !dbg !34
  %553 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep174, i1 %489) #11, !dbg !34
  %554 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep176, i1 %490) #11, !dbg !34
  %555 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep178, i1 %491) #11, !dbg !34
  %556 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep180, i1 %492) #11, !dbg !34
  %557 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep182, i1 %493) #11, !dbg !34
  %558 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep184, i1 %494) #11, !dbg !34
  %559 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep186, i1 %495) #11, !dbg !34
  %560 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep188, i1 %496) #11, !dbg !34
  %561 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep190, i1 %497) #11, !dbg !34
  %562 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep192, i1 %498) #11, !dbg !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %563 = insertelement <1 x i16> poison, i16 %547, i64 0, !dbg !34
  store <1 x i16> %563, ptr addrspace(3) %359, align 2, !dbg !34
  %564 = insertelement <1 x i16> poison, i16 %551, i64 0, !dbg !34
  store <1 x i16> %564, ptr addrspace(3) %360, align 2, !dbg !34
  %565 = insertelement <1 x i16> poison, i16 %555, i64 0, !dbg !34
  store <1 x i16> %565, ptr addrspace(3) %361, align 2, !dbg !34
  %566 = insertelement <1 x i16> poison, i16 %559, i64 0, !dbg !34
  store <1 x i16> %566, ptr addrspace(3) %362, align 2, !dbg !34
  %567 = insertelement <1 x i16> poison, i16 %548, i64 0, !dbg !34
  store <1 x i16> %567, ptr addrspace(3) %363, align 2, !dbg !34
  %568 = insertelement <1 x i16> poison, i16 %552, i64 0, !dbg !34
  store <1 x i16> %568, ptr addrspace(3) %364, align 2, !dbg !34
  %569 = insertelement <1 x i16> poison, i16 %556, i64 0, !dbg !34
  store <1 x i16> %569, ptr addrspace(3) %365, align 2, !dbg !34
  %570 = insertelement <1 x i16> poison, i16 %560, i64 0, !dbg !34
  store <1 x i16> %570, ptr addrspace(3) %366, align 2, !dbg !34
  %571 = insertelement <1 x i16> poison, i16 %549, i64 0, !dbg !34
  store <1 x i16> %571, ptr addrspace(3) %367, align 2, !dbg !34
  %572 = insertelement <1 x i16> poison, i16 %553, i64 0, !dbg !34
  store <1 x i16> %572, ptr addrspace(3) %368, align 2, !dbg !34
  %573 = insertelement <1 x i16> poison, i16 %557, i64 0, !dbg !34
  store <1 x i16> %573, ptr addrspace(3) %369, align 2, !dbg !34
  %574 = insertelement <1 x i16> poison, i16 %561, i64 0, !dbg !34
  store <1 x i16> %574, ptr addrspace(3) %370, align 2, !dbg !34
  %575 = insertelement <1 x i16> poison, i16 %550, i64 0, !dbg !34
  store <1 x i16> %575, ptr addrspace(3) %371, align 2, !dbg !34
  %576 = insertelement <1 x i16> poison, i16 %554, i64 0, !dbg !34
  store <1 x i16> %576, ptr addrspace(3) %372, align 2, !dbg !34
  %577 = insertelement <1 x i16> poison, i16 %558, i64 0, !dbg !34
  store <1 x i16> %577, ptr addrspace(3) %373, align 2, !dbg !34
  %578 = insertelement <1 x i16> poison, i16 %562, i64 0, !dbg !34
  store <1 x i16> %578, ptr addrspace(3) %374, align 2, !dbg !34
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !35
  %579 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $16, $17, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %380, i64 %382) #11, !dbg !35
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 0, !dbg !35
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 1, !dbg !35
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 2, !dbg !35
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 3, !dbg !35
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 4, !dbg !35
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 5, !dbg !35
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 6, !dbg !35
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 7, !dbg !35
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 8, !dbg !35
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 9, !dbg !35
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 10, !dbg !35
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 11, !dbg !35
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 12, !dbg !35
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 13, !dbg !35
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 14, !dbg !35
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %579, 15, !dbg !35
  %596 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, i64 %385, i64 %388, i1 true) #11, !dbg !35
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 0, !dbg !35
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 1, !dbg !35
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 2, !dbg !35
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 3, !dbg !35
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 4, !dbg !35
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 5, !dbg !35
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 6, !dbg !35
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 7, !dbg !35
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 8, !dbg !35
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 9, !dbg !35
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 10, !dbg !35
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 11, !dbg !35
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 12, !dbg !35
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 13, !dbg !35
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 14, !dbg !35
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %596, 15, !dbg !35
  %613 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, i64 %391, i64 %394, i1 true) #11, !dbg !35
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 0, !dbg !35
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 1, !dbg !35
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 2, !dbg !35
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 3, !dbg !35
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 4, !dbg !35
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 5, !dbg !35
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 6, !dbg !35
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 7, !dbg !35
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 8, !dbg !35
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 9, !dbg !35
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 10, !dbg !35
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 11, !dbg !35
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 12, !dbg !35
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 13, !dbg !35
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 14, !dbg !35
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %613, 15, !dbg !35
  %630 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, i64 %397, i64 %400, i1 true) #11, !dbg !35
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 0, !dbg !35
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 1, !dbg !35
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 2, !dbg !35
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 3, !dbg !35
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 4, !dbg !35
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 5, !dbg !35
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 6, !dbg !35
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 7, !dbg !35
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 8, !dbg !35
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 9, !dbg !35
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 10, !dbg !35
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 11, !dbg !35
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 12, !dbg !35
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 13, !dbg !35
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 14, !dbg !35
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %630, 15, !dbg !35
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !35
  %647 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !35
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 0, !dbg !35
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 1, !dbg !35
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 2, !dbg !35
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 3, !dbg !35
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 4, !dbg !35
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 5, !dbg !35
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 6, !dbg !35
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 7, !dbg !35
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 8, !dbg !35
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 9, !dbg !35
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 10, !dbg !35
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 11, !dbg !35
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 12, !dbg !35
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 13, !dbg !35
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 14, !dbg !35
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %647, 15, !dbg !35
  %664 = or disjoint i64 %indvars.iv, %404, !dbg !31
  %665 = or disjoint i64 %664, 9, !dbg !31
  %666 = or disjoint i64 %664, 16, !dbg !31
  %667 = or disjoint i64 %664, 17, !dbg !31
  %668 = or disjoint i64 %664, 24, !dbg !31
  %669 = or disjoint i64 %664, 25, !dbg !31
  %.not63.not = icmp samesign ult i64 %664, %407, !dbg !36
  %.not66 = icmp sgt i64 %664, %invariant.op, !dbg !36
  %.not67 = icmp samesign ugt i64 %665, %407, !dbg !36
  %.not70 = icmp samesign ugt i64 %666, %407, !dbg !36
  %.not71 = icmp samesign ugt i64 %667, %407, !dbg !36
  %.not74 = icmp samesign ugt i64 %668, %407, !dbg !36
  %.not75 = icmp samesign ugt i64 %669, %407, !dbg !36
  %670 = insertelement <8 x i64> poison, i64 %664, i64 0, !dbg !36
  %671 = insertelement <8 x i64> %670, i64 %665, i64 1, !dbg !36
  %672 = insertelement <8 x i64> %671, i64 %666, i64 2, !dbg !36
  %673 = insertelement <8 x i64> %672, i64 %667, i64 3, !dbg !36
  %674 = insertelement <8 x i64> %673, i64 %668, i64 4, !dbg !36
  %675 = insertelement <8 x i64> %674, i64 %669, i64 5, !dbg !36
  %676 = shufflevector <8 x i64> %675, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>, !dbg !36
  %677 = icmp ugt <8 x i64> %676, %411, !dbg !36
  %678 = icmp ult <8 x i64> %676, %411, !dbg !36
  %679 = shufflevector <8 x i1> %677, <8 x i1> %678, <8 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !36
  %.not = icmp samesign ugt i64 %664, %407, !dbg !36
  %680 = select i1 %.not, float -1.000000e+06, float %648, !dbg !37
  %681 = select i1 %.not63.not, float %649, float -1.000000e+06, !dbg !37
  %682 = select i1 %.not66, float -1.000000e+06, float %652, !dbg !37
  %683 = select i1 %.not67, float -1.000000e+06, float %653, !dbg !37
  %684 = select i1 %.not70, float -1.000000e+06, float %656, !dbg !37
  %685 = select i1 %.not71, float -1.000000e+06, float %657, !dbg !37
  %686 = select i1 %.not74, float -1.000000e+06, float %660, !dbg !37
  %687 = select i1 %.not75, float -1.000000e+06, float %661, !dbg !37
  %688 = insertelement <8 x float> <float -1.000000e+06, float poison, float -1.000000e+06, float -1.000000e+06, float -1.000000e+06, float -1.000000e+06, float -1.000000e+06, float -1.000000e+06>, float %651, i64 1, !dbg !37
  %689 = insertelement <8 x float> <float poison, float -1.000000e+06, float poison, float poison, float poison, float poison, float poison, float poison>, float %650, i64 0, !dbg !37
  %690 = insertelement <8 x float> %689, float %654, i64 2, !dbg !37
  %691 = insertelement <8 x float> %690, float %655, i64 3, !dbg !37
  %692 = insertelement <8 x float> %691, float %658, i64 4, !dbg !37
  %693 = insertelement <8 x float> %692, float %659, i64 5, !dbg !37
  %694 = insertelement <8 x float> %693, float %662, i64 6, !dbg !37
  %695 = insertelement <8 x float> %694, float %663, i64 7, !dbg !37
  %696 = select <8 x i1> %679, <8 x float> %688, <8 x float> %695, !dbg !37
  %697 = tail call float @llvm.maxnum.f32(float %680, float %681), !dbg !38
  %698 = tail call float @llvm.maxnum.f32(float %682, float %683), !dbg !38
  %699 = tail call float @llvm.maxnum.f32(float %684, float %685), !dbg !38
  %700 = tail call float @llvm.maxnum.f32(float %686, float %687), !dbg !38
  %701 = tail call float @llvm.maxnum.f32(float %697, float %698), !dbg !38
  %702 = tail call float @llvm.maxnum.f32(float %699, float %700), !dbg !38
  %703 = tail call float @llvm.maxnum.f32(float %701, float %702), !dbg !38
  %704 = extractelement <8 x float> %696, i64 0, !dbg !44
  %705 = extractelement <8 x float> %696, i64 1, !dbg !44
  %706 = tail call float @llvm.maxnum.f32(float %704, float %705), !dbg !38
  %707 = extractelement <8 x float> %696, i64 2, !dbg !44
  %708 = extractelement <8 x float> %696, i64 3, !dbg !44
  %709 = tail call float @llvm.maxnum.f32(float %707, float %708), !dbg !38
  %710 = extractelement <8 x float> %696, i64 4, !dbg !44
  %711 = extractelement <8 x float> %696, i64 5, !dbg !44
  %712 = tail call float @llvm.maxnum.f32(float %710, float %711), !dbg !38
  %713 = extractelement <8 x float> %696, i64 6, !dbg !44
  %714 = extractelement <8 x float> %696, i64 7, !dbg !44
  %715 = tail call float @llvm.maxnum.f32(float %713, float %714), !dbg !38
  %716 = tail call float @llvm.maxnum.f32(float %706, float %709), !dbg !38
  %717 = tail call float @llvm.maxnum.f32(float %712, float %715), !dbg !38
  %718 = tail call float @llvm.maxnum.f32(float %716, float %717), !dbg !38
  %719 = bitcast float %703 to i32, !dbg !41
  %720 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %719, i32 2, i32 31), !dbg !41
  %721 = bitcast i32 %720 to float, !dbg !41
  %722 = tail call float @llvm.maxnum.f32(float %703, float %721), !dbg !38
  %723 = bitcast float %722 to i32, !dbg !41
  %724 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %723, i32 1, i32 31), !dbg !41
  %725 = bitcast i32 %724 to float, !dbg !41
  %726 = tail call float @llvm.maxnum.f32(float %722, float %725), !dbg !38
  %727 = bitcast float %718 to i32, !dbg !41
  %728 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %727, i32 2, i32 31), !dbg !41
  %729 = bitcast i32 %728 to float, !dbg !41
  %730 = tail call float @llvm.maxnum.f32(float %718, float %729), !dbg !38
  %731 = bitcast float %730 to i32, !dbg !41
  %732 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %731, i32 1, i32 31), !dbg !41
  %733 = bitcast i32 %732 to float, !dbg !41
  %734 = tail call float @llvm.maxnum.f32(float %730, float %733), !dbg !38
  %735 = fmul float %344, %726, !dbg !45
  %736 = fmul float %344, %734, !dbg !45
  %737 = tail call float @llvm.maxnum.f32(float %465, float %735), !dbg !46
  %738 = tail call float @llvm.maxnum.f32(float %466, float %736), !dbg !46
  %739 = fmul float %344, %680, !dbg !44
  %740 = fmul float %344, %681, !dbg !44
  %741 = fmul float %344, %704, !dbg !44
  %742 = fmul float %344, %705, !dbg !44
  %743 = fmul float %344, %682, !dbg !44
  %744 = fmul float %344, %683, !dbg !44
  %745 = fmul float %344, %707, !dbg !44
  %746 = fmul float %344, %708, !dbg !44
  %747 = fmul float %344, %684, !dbg !44
  %748 = fmul float %344, %685, !dbg !44
  %749 = fmul float %344, %710, !dbg !44
  %750 = fmul float %344, %711, !dbg !44
  %751 = fmul float %344, %686, !dbg !44
  %752 = fmul float %344, %687, !dbg !44
  %753 = fmul float %344, %713, !dbg !44
  %754 = fmul float %344, %714, !dbg !44
  %755 = fsub float %739, %737, !dbg !44
  %756 = fsub float %740, %737, !dbg !44
  %757 = fsub float %741, %738, !dbg !44
  %758 = fsub float %742, %738, !dbg !44
  %759 = fsub float %743, %737, !dbg !44
  %760 = fsub float %744, %737, !dbg !44
  %761 = fsub float %745, %738, !dbg !44
  %762 = fsub float %746, %738, !dbg !44
  %763 = fsub float %747, %737, !dbg !44
  %764 = fsub float %748, %737, !dbg !44
  %765 = fsub float %749, %738, !dbg !44
  %766 = fsub float %750, %738, !dbg !44
  %767 = fsub float %751, %737, !dbg !44
  %768 = fsub float %752, %737, !dbg !44
  %769 = fsub float %753, %738, !dbg !44
  %770 = fsub float %754, %738, !dbg !44
  %771 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i = icmp eq i32 %771, 0, !dbg !47
  br i1 %.not.i, label %774, label %772, !dbg !47

772:                                              ; preds = %430
  %773 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %755), !dbg !47
  br label %__nv_exp2f.exit, !dbg !47

774:                                              ; preds = %430
  %775 = tail call float @llvm.nvvm.ex2.approx.f32(float %755), !dbg !47
  br label %__nv_exp2f.exit, !dbg !47

__nv_exp2f.exit:                                  ; preds = %772, %774
  %.0.i = phi float [ %773, %772 ], [ %775, %774 ], !dbg !47
  %776 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i78 = icmp eq i32 %776, 0, !dbg !47
  br i1 %.not.i78, label %779, label %777, !dbg !47

777:                                              ; preds = %__nv_exp2f.exit
  %778 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %756), !dbg !47
  br label %__nv_exp2f.exit80, !dbg !47

779:                                              ; preds = %__nv_exp2f.exit
  %780 = tail call float @llvm.nvvm.ex2.approx.f32(float %756), !dbg !47
  br label %__nv_exp2f.exit80, !dbg !47

__nv_exp2f.exit80:                                ; preds = %777, %779
  %.0.i79 = phi float [ %778, %777 ], [ %780, %779 ], !dbg !47
  %781 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i81 = icmp eq i32 %781, 0, !dbg !47
  br i1 %.not.i81, label %784, label %782, !dbg !47

782:                                              ; preds = %__nv_exp2f.exit80
  %783 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %757), !dbg !47
  br label %__nv_exp2f.exit83, !dbg !47

784:                                              ; preds = %__nv_exp2f.exit80
  %785 = tail call float @llvm.nvvm.ex2.approx.f32(float %757), !dbg !47
  br label %__nv_exp2f.exit83, !dbg !47

__nv_exp2f.exit83:                                ; preds = %782, %784
  %.0.i82 = phi float [ %783, %782 ], [ %785, %784 ], !dbg !47
  %786 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i84 = icmp eq i32 %786, 0, !dbg !47
  br i1 %.not.i84, label %789, label %787, !dbg !47

787:                                              ; preds = %__nv_exp2f.exit83
  %788 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %758), !dbg !47
  br label %__nv_exp2f.exit86, !dbg !47

789:                                              ; preds = %__nv_exp2f.exit83
  %790 = tail call float @llvm.nvvm.ex2.approx.f32(float %758), !dbg !47
  br label %__nv_exp2f.exit86, !dbg !47

__nv_exp2f.exit86:                                ; preds = %787, %789
  %.0.i85 = phi float [ %788, %787 ], [ %790, %789 ], !dbg !47
  %791 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i87 = icmp eq i32 %791, 0, !dbg !47
  br i1 %.not.i87, label %794, label %792, !dbg !47

792:                                              ; preds = %__nv_exp2f.exit86
  %793 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %759), !dbg !47
  br label %__nv_exp2f.exit89, !dbg !47

794:                                              ; preds = %__nv_exp2f.exit86
  %795 = tail call float @llvm.nvvm.ex2.approx.f32(float %759), !dbg !47
  br label %__nv_exp2f.exit89, !dbg !47

__nv_exp2f.exit89:                                ; preds = %792, %794
  %.0.i88 = phi float [ %793, %792 ], [ %795, %794 ], !dbg !47
  %796 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i90 = icmp eq i32 %796, 0, !dbg !47
  br i1 %.not.i90, label %799, label %797, !dbg !47

797:                                              ; preds = %__nv_exp2f.exit89
  %798 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %760), !dbg !47
  br label %__nv_exp2f.exit92, !dbg !47

799:                                              ; preds = %__nv_exp2f.exit89
  %800 = tail call float @llvm.nvvm.ex2.approx.f32(float %760), !dbg !47
  br label %__nv_exp2f.exit92, !dbg !47

__nv_exp2f.exit92:                                ; preds = %797, %799
  %.0.i91 = phi float [ %798, %797 ], [ %800, %799 ], !dbg !47
  %801 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i93 = icmp eq i32 %801, 0, !dbg !47
  br i1 %.not.i93, label %804, label %802, !dbg !47

802:                                              ; preds = %__nv_exp2f.exit92
  %803 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %761), !dbg !47
  br label %__nv_exp2f.exit95, !dbg !47

804:                                              ; preds = %__nv_exp2f.exit92
  %805 = tail call float @llvm.nvvm.ex2.approx.f32(float %761), !dbg !47
  br label %__nv_exp2f.exit95, !dbg !47

__nv_exp2f.exit95:                                ; preds = %802, %804
  %.0.i94 = phi float [ %803, %802 ], [ %805, %804 ], !dbg !47
  %806 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i96 = icmp eq i32 %806, 0, !dbg !47
  br i1 %.not.i96, label %809, label %807, !dbg !47

807:                                              ; preds = %__nv_exp2f.exit95
  %808 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %762), !dbg !47
  br label %__nv_exp2f.exit98, !dbg !47

809:                                              ; preds = %__nv_exp2f.exit95
  %810 = tail call float @llvm.nvvm.ex2.approx.f32(float %762), !dbg !47
  br label %__nv_exp2f.exit98, !dbg !47

__nv_exp2f.exit98:                                ; preds = %807, %809
  %.0.i97 = phi float [ %808, %807 ], [ %810, %809 ], !dbg !47
  %811 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i99 = icmp eq i32 %811, 0, !dbg !47
  br i1 %.not.i99, label %814, label %812, !dbg !47

812:                                              ; preds = %__nv_exp2f.exit98
  %813 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %763), !dbg !47
  br label %__nv_exp2f.exit101, !dbg !47

814:                                              ; preds = %__nv_exp2f.exit98
  %815 = tail call float @llvm.nvvm.ex2.approx.f32(float %763), !dbg !47
  br label %__nv_exp2f.exit101, !dbg !47

__nv_exp2f.exit101:                               ; preds = %812, %814
  %.0.i100 = phi float [ %813, %812 ], [ %815, %814 ], !dbg !47
  %816 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i102 = icmp eq i32 %816, 0, !dbg !47
  br i1 %.not.i102, label %819, label %817, !dbg !47

817:                                              ; preds = %__nv_exp2f.exit101
  %818 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %764), !dbg !47
  br label %__nv_exp2f.exit104, !dbg !47

819:                                              ; preds = %__nv_exp2f.exit101
  %820 = tail call float @llvm.nvvm.ex2.approx.f32(float %764), !dbg !47
  br label %__nv_exp2f.exit104, !dbg !47

__nv_exp2f.exit104:                               ; preds = %817, %819
  %.0.i103 = phi float [ %818, %817 ], [ %820, %819 ], !dbg !47
  %821 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i105 = icmp eq i32 %821, 0, !dbg !47
  br i1 %.not.i105, label %824, label %822, !dbg !47

822:                                              ; preds = %__nv_exp2f.exit104
  %823 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %765), !dbg !47
  br label %__nv_exp2f.exit107, !dbg !47

824:                                              ; preds = %__nv_exp2f.exit104
  %825 = tail call float @llvm.nvvm.ex2.approx.f32(float %765), !dbg !47
  br label %__nv_exp2f.exit107, !dbg !47

__nv_exp2f.exit107:                               ; preds = %822, %824
  %.0.i106 = phi float [ %823, %822 ], [ %825, %824 ], !dbg !47
  %826 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i108 = icmp eq i32 %826, 0, !dbg !47
  br i1 %.not.i108, label %829, label %827, !dbg !47

827:                                              ; preds = %__nv_exp2f.exit107
  %828 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %766), !dbg !47
  br label %__nv_exp2f.exit110, !dbg !47

829:                                              ; preds = %__nv_exp2f.exit107
  %830 = tail call float @llvm.nvvm.ex2.approx.f32(float %766), !dbg !47
  br label %__nv_exp2f.exit110, !dbg !47

__nv_exp2f.exit110:                               ; preds = %827, %829
  %.0.i109 = phi float [ %828, %827 ], [ %830, %829 ], !dbg !47
  %831 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i111 = icmp eq i32 %831, 0, !dbg !47
  br i1 %.not.i111, label %834, label %832, !dbg !47

832:                                              ; preds = %__nv_exp2f.exit110
  %833 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %767), !dbg !47
  br label %__nv_exp2f.exit113, !dbg !47

834:                                              ; preds = %__nv_exp2f.exit110
  %835 = tail call float @llvm.nvvm.ex2.approx.f32(float %767), !dbg !47
  br label %__nv_exp2f.exit113, !dbg !47

__nv_exp2f.exit113:                               ; preds = %832, %834
  %.0.i112 = phi float [ %833, %832 ], [ %835, %834 ], !dbg !47
  %836 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i114 = icmp eq i32 %836, 0, !dbg !47
  br i1 %.not.i114, label %839, label %837, !dbg !47

837:                                              ; preds = %__nv_exp2f.exit113
  %838 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %768), !dbg !47
  br label %__nv_exp2f.exit116, !dbg !47

839:                                              ; preds = %__nv_exp2f.exit113
  %840 = tail call float @llvm.nvvm.ex2.approx.f32(float %768), !dbg !47
  br label %__nv_exp2f.exit116, !dbg !47

__nv_exp2f.exit116:                               ; preds = %837, %839
  %.0.i115 = phi float [ %838, %837 ], [ %840, %839 ], !dbg !47
  %841 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i117 = icmp eq i32 %841, 0, !dbg !47
  br i1 %.not.i117, label %844, label %842, !dbg !47

842:                                              ; preds = %__nv_exp2f.exit116
  %843 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %769), !dbg !47
  br label %__nv_exp2f.exit119, !dbg !47

844:                                              ; preds = %__nv_exp2f.exit116
  %845 = tail call float @llvm.nvvm.ex2.approx.f32(float %769), !dbg !47
  br label %__nv_exp2f.exit119, !dbg !47

__nv_exp2f.exit119:                               ; preds = %842, %844
  %.0.i118 = phi float [ %843, %842 ], [ %845, %844 ], !dbg !47
  %846 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !47
  %.not.i120 = icmp eq i32 %846, 0, !dbg !47
  br i1 %.not.i120, label %849, label %847, !dbg !47

847:                                              ; preds = %__nv_exp2f.exit119
  %848 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %770), !dbg !47
  br label %__nv_exp2f.exit122, !dbg !47

849:                                              ; preds = %__nv_exp2f.exit119
  %850 = tail call float @llvm.nvvm.ex2.approx.f32(float %770), !dbg !47
  br label %__nv_exp2f.exit122, !dbg !47

__nv_exp2f.exit122:                               ; preds = %847, %849
  %.0.i121 = phi float [ %848, %847 ], [ %850, %849 ], !dbg !47
  %851 = fsub float %465, %737, !dbg !48
  %852 = fsub float %466, %738, !dbg !48
  %853 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !49
  %.not.i123 = icmp eq i32 %853, 0, !dbg !49
  br i1 %.not.i123, label %856, label %854, !dbg !49

854:                                              ; preds = %__nv_exp2f.exit122
  %855 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %851), !dbg !49
  br label %__nv_exp2f.exit125, !dbg !49

856:                                              ; preds = %__nv_exp2f.exit122
  %857 = tail call float @llvm.nvvm.ex2.approx.f32(float %851), !dbg !49
  br label %__nv_exp2f.exit125, !dbg !49

__nv_exp2f.exit125:                               ; preds = %854, %856
  %.0.i124 = phi float [ %855, %854 ], [ %857, %856 ], !dbg !49
  %858 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !49
  %.not.i126 = icmp eq i32 %858, 0, !dbg !49
  br i1 %.not.i126, label %861, label %859, !dbg !49

859:                                              ; preds = %__nv_exp2f.exit125
  %860 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %852), !dbg !49
  br label %__nv_exp2f.exit128, !dbg !49

861:                                              ; preds = %__nv_exp2f.exit125
  %862 = tail call float @llvm.nvvm.ex2.approx.f32(float %852), !dbg !49
  br label %__nv_exp2f.exit128, !dbg !49

__nv_exp2f.exit128:                               ; preds = %859, %861
  %.0.i127 = phi float [ %860, %859 ], [ %862, %861 ], !dbg !49
  %863 = fmul float %463, %.0.i124, !dbg !50
  %864 = fmul float %464, %.0.i127, !dbg !50
  %865 = fadd float %.0.i, %.0.i79, !dbg !51
  %866 = fadd float %.0.i88, %.0.i91, !dbg !51
  %867 = fadd float %.0.i100, %.0.i103, !dbg !51
  %868 = fadd float %.0.i112, %.0.i115, !dbg !51
  %869 = fadd float %865, %866, !dbg !51
  %870 = fadd float %867, %868, !dbg !51
  %871 = fadd float %869, %870, !dbg !51
  %872 = fadd float %.0.i82, %.0.i85, !dbg !51
  %873 = fadd float %.0.i94, %.0.i97, !dbg !51
  %874 = fadd float %.0.i106, %.0.i109, !dbg !51
  %875 = fadd float %.0.i118, %.0.i121, !dbg !51
  %876 = fadd float %872, %873, !dbg !51
  %877 = fadd float %874, %875, !dbg !51
  %878 = fadd float %876, %877, !dbg !51
  %879 = bitcast float %871 to i32, !dbg !52
  %880 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %879, i32 2, i32 31), !dbg !52
  %881 = bitcast i32 %880 to float, !dbg !52
  %882 = fadd float %871, %881, !dbg !51
  %883 = bitcast float %882 to i32, !dbg !52
  %884 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %883, i32 1, i32 31), !dbg !52
  %885 = bitcast i32 %884 to float, !dbg !52
  %886 = fadd float %882, %885, !dbg !51
  %887 = bitcast float %878 to i32, !dbg !52
  %888 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %887, i32 2, i32 31), !dbg !52
  %889 = bitcast i32 %888 to float, !dbg !52
  %890 = fadd float %878, %889, !dbg !51
  %891 = bitcast float %890 to i32, !dbg !52
  %892 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %891, i32 1, i32 31), !dbg !52
  %893 = bitcast i32 %892 to float, !dbg !52
  %894 = fadd float %890, %893, !dbg !51
  %895 = fadd float %863, %886, !dbg !50
  %896 = fadd float %864, %894, !dbg !50
  %gep194 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %531, !dbg !29
  %gep196 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %532, !dbg !29
  %gep198 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %533, !dbg !29
  %gep200 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %534, !dbg !29
  %gep202 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %535, !dbg !29
  %gep204 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %536, !dbg !29
  %gep206 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %537, !dbg !29
  %gep208 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %538, !dbg !29
  %gep210 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %539, !dbg !29
  %gep212 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %540, !dbg !29
  %gep214 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %541, !dbg !29
  %gep216 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %542, !dbg !29
  %gep218 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %543, !dbg !29
  %gep220 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %544, !dbg !29
  %gep222 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %545, !dbg !29
  %gep224 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %546, !dbg !29
  %897 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep194, i1 %483) #11, !dbg !54
  %898 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep196, i1 %484) #11, !dbg !54
  %899 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep198, i1 %485) #11, !dbg !54
  %900 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep200, i1 %486) #11, !dbg !54
  %901 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep202, i1 %487) #11, !dbg !54
  %902 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep204, i1 %488) #11, !dbg !54
  %903 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep206, i1 %489) #11, !dbg !54
  %904 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep208, i1 %490) #11, !dbg !54
  %905 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep210, i1 %491) #11, !dbg !54
  %906 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep212, i1 %492) #11, !dbg !54
  %907 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep214, i1 %493) #11, !dbg !54
  %908 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep216, i1 %494) #11, !dbg !54
  %909 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep218, i1 %495) #11, !dbg !54
  %910 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep220, i1 %496) #11, !dbg !54
  %911 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep222, i1 %497) #11, !dbg !54
  %912 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep224, i1 %498) #11, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %913 = insertelement <1 x i16> poison, i16 %897, i64 0, !dbg !54
  store <1 x i16> %913, ptr addrspace(3) %359, align 2, !dbg !54
  %914 = insertelement <1 x i16> poison, i16 %901, i64 0, !dbg !54
  store <1 x i16> %914, ptr addrspace(3) %360, align 2, !dbg !54
  %915 = insertelement <1 x i16> poison, i16 %905, i64 0, !dbg !54
  store <1 x i16> %915, ptr addrspace(3) %361, align 2, !dbg !54
  %916 = insertelement <1 x i16> poison, i16 %909, i64 0, !dbg !54
  store <1 x i16> %916, ptr addrspace(3) %362, align 2, !dbg !54
  %917 = insertelement <1 x i16> poison, i16 %898, i64 0, !dbg !54
  store <1 x i16> %917, ptr addrspace(3) %363, align 2, !dbg !54
  %918 = insertelement <1 x i16> poison, i16 %902, i64 0, !dbg !54
  store <1 x i16> %918, ptr addrspace(3) %364, align 2, !dbg !54
  %919 = insertelement <1 x i16> poison, i16 %906, i64 0, !dbg !54
  store <1 x i16> %919, ptr addrspace(3) %365, align 2, !dbg !54
  %920 = insertelement <1 x i16> poison, i16 %910, i64 0, !dbg !54
  store <1 x i16> %920, ptr addrspace(3) %366, align 2, !dbg !54
  %921 = insertelement <1 x i16> poison, i16 %899, i64 0, !dbg !54
  store <1 x i16> %921, ptr addrspace(3) %367, align 2, !dbg !54
  %922 = insertelement <1 x i16> poison, i16 %903, i64 0, !dbg !54
  store <1 x i16> %922, ptr addrspace(3) %368, align 2, !dbg !54
  %923 = insertelement <1 x i16> poison, i16 %907, i64 0, !dbg !54
  store <1 x i16> %923, ptr addrspace(3) %369, align 2, !dbg !54
  %924 = insertelement <1 x i16> poison, i16 %911, i64 0, !dbg !54
  store <1 x i16> %924, ptr addrspace(3) %370, align 2, !dbg !54
  %925 = insertelement <1 x i16> poison, i16 %900, i64 0, !dbg !54
  store <1 x i16> %925, ptr addrspace(3) %371, align 2, !dbg !54
  %926 = insertelement <1 x i16> poison, i16 %904, i64 0, !dbg !54
  store <1 x i16> %926, ptr addrspace(3) %372, align 2, !dbg !54
  %927 = insertelement <1 x i16> poison, i16 %908, i64 0, !dbg !54
  store <1 x i16> %927, ptr addrspace(3) %373, align 2, !dbg !54
  %928 = insertelement <1 x i16> poison, i16 %912, i64 0, !dbg !54
  store <1 x i16> %928, ptr addrspace(3) %374, align 2, !dbg !54
  %929 = fmul float %431, %.0.i124, !dbg !55
  %930 = fmul float %432, %.0.i124, !dbg !55
  %931 = fmul float %433, %.0.i127, !dbg !55
  %932 = fmul float %434, %.0.i127, !dbg !55
  %933 = fmul float %435, %.0.i124, !dbg !55
  %934 = fmul float %436, %.0.i124, !dbg !55
  %935 = fmul float %437, %.0.i127, !dbg !55
  %936 = fmul float %438, %.0.i127, !dbg !55
  %937 = fmul float %439, %.0.i124, !dbg !55
  %938 = fmul float %440, %.0.i124, !dbg !55
  %939 = fmul float %441, %.0.i127, !dbg !55
  %940 = fmul float %442, %.0.i127, !dbg !55
  %941 = fmul float %443, %.0.i124, !dbg !55
  %942 = fmul float %444, %.0.i124, !dbg !55
  %943 = fmul float %445, %.0.i127, !dbg !55
  %944 = fmul float %446, %.0.i127, !dbg !55
  %945 = fmul float %447, %.0.i124, !dbg !55
  %946 = fmul float %448, %.0.i124, !dbg !55
  %947 = fmul float %449, %.0.i127, !dbg !55
  %948 = fmul float %450, %.0.i127, !dbg !55
  %949 = fmul float %451, %.0.i124, !dbg !55
  %950 = fmul float %452, %.0.i124, !dbg !55
  %951 = fmul float %453, %.0.i127, !dbg !55
  %952 = fmul float %454, %.0.i127, !dbg !55
  %953 = fmul float %455, %.0.i124, !dbg !55
  %954 = fmul float %456, %.0.i124, !dbg !55
  %955 = fmul float %457, %.0.i127, !dbg !55
  %956 = fmul float %458, %.0.i127, !dbg !55
  %957 = fmul float %459, %.0.i124, !dbg !55
  %958 = fmul float %460, %.0.i124, !dbg !55
  %959 = fmul float %461, %.0.i127, !dbg !55
  %960 = fmul float %462, %.0.i127, !dbg !55
  %961 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !56
  %962 = insertelement <2 x float> %961, float %.0.i79, i64 1, !dbg !56
  %963 = fptrunc <2 x float> %962 to <2 x half>, !dbg !56
  %964 = insertelement <2 x float> poison, float %.0.i82, i64 0, !dbg !56
  %965 = insertelement <2 x float> %964, float %.0.i85, i64 1, !dbg !56
  %966 = fptrunc <2 x float> %965 to <2 x half>, !dbg !56
  %967 = insertelement <2 x float> poison, float %.0.i88, i64 0, !dbg !56
  %968 = insertelement <2 x float> %967, float %.0.i91, i64 1, !dbg !56
  %969 = fptrunc <2 x float> %968 to <2 x half>, !dbg !56
  %970 = insertelement <2 x float> poison, float %.0.i94, i64 0, !dbg !56
  %971 = insertelement <2 x float> %970, float %.0.i97, i64 1, !dbg !56
  %972 = fptrunc <2 x float> %971 to <2 x half>, !dbg !56
  %973 = insertelement <2 x float> poison, float %.0.i100, i64 0, !dbg !56
  %974 = insertelement <2 x float> %973, float %.0.i103, i64 1, !dbg !56
  %975 = fptrunc <2 x float> %974 to <2 x half>, !dbg !56
  %976 = insertelement <2 x float> poison, float %.0.i106, i64 0, !dbg !56
  %977 = insertelement <2 x float> %976, float %.0.i109, i64 1, !dbg !56
  %978 = fptrunc <2 x float> %977 to <2 x half>, !dbg !56
  %979 = insertelement <2 x float> poison, float %.0.i112, i64 0, !dbg !56
  %980 = insertelement <2 x float> %979, float %.0.i115, i64 1, !dbg !56
  %981 = fptrunc <2 x float> %980 to <2 x half>, !dbg !56
  %982 = insertelement <2 x float> poison, float %.0.i118, i64 0, !dbg !56
  %983 = insertelement <2 x float> %982, float %.0.i121, i64 1, !dbg !56
  %984 = fptrunc <2 x float> %983 to <2 x half>, !dbg !56
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %985 = bitcast <2 x half> %963 to i32, !dbg !57
  %986 = bitcast <2 x half> %966 to i32, !dbg !57
  %987 = bitcast <2 x half> %969 to i32, !dbg !57
  %988 = bitcast <2 x half> %972 to i32, !dbg !57
  %989 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %985) #11, !dbg !57
  %990 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %986) #11, !dbg !57
  %991 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %987) #11, !dbg !57
  %992 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %988) #11, !dbg !57
  %993 = bitcast <2 x half> %975 to i32, !dbg !57
  %994 = bitcast <2 x half> %978 to i32, !dbg !57
  %995 = bitcast <2 x half> %981 to i32, !dbg !57
  %996 = bitcast <2 x half> %984 to i32, !dbg !57
  %997 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %993) #11, !dbg !57
  %998 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %994) #11, !dbg !57
  %999 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %995) #11, !dbg !57
  %1000 = tail call i32 asm sideeffect "mov.b32 $0, $1;", "=r,r"(i32 %996) #11, !dbg !57
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !57
  %1001 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956, float %957, float %958, float %959, float %960, i32 %989, i32 %990, i32 %991, i32 %992, i64 %382, i1 true) #11, !dbg !57
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 0, !dbg !57
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 1, !dbg !57
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 2, !dbg !57
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 3, !dbg !57
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 4, !dbg !57
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 5, !dbg !57
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 6, !dbg !57
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 7, !dbg !57
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 8, !dbg !57
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 9, !dbg !57
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 10, !dbg !57
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 11, !dbg !57
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 12, !dbg !57
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 13, !dbg !57
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 14, !dbg !57
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 15, !dbg !57
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 16, !dbg !57
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 17, !dbg !57
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 18, !dbg !57
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 19, !dbg !57
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 20, !dbg !57
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 21, !dbg !57
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 22, !dbg !57
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 23, !dbg !57
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 24, !dbg !57
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 25, !dbg !57
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 26, !dbg !57
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 27, !dbg !57
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 28, !dbg !57
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 29, !dbg !57
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 30, !dbg !57
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1001, 31, !dbg !57
  %1034 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032, float %1033, i32 %997, i32 %998, i32 %999, i32 %1000, i64 %403, i1 true) #11, !dbg !57
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 0, !dbg !57
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 1, !dbg !57
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 2, !dbg !57
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 3, !dbg !57
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 4, !dbg !57
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 5, !dbg !57
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 6, !dbg !57
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 7, !dbg !57
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 8, !dbg !57
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 9, !dbg !57
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 10, !dbg !57
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 11, !dbg !57
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 12, !dbg !57
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 13, !dbg !57
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 14, !dbg !57
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 15, !dbg !57
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 16, !dbg !57
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 17, !dbg !57
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 18, !dbg !57
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 19, !dbg !57
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 20, !dbg !57
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 21, !dbg !57
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 22, !dbg !57
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 23, !dbg !57
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 24, !dbg !57
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 25, !dbg !57
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 26, !dbg !57
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 27, !dbg !57
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 28, !dbg !57
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 29, !dbg !57
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 30, !dbg !57
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 31, !dbg !57
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !57
  %1067 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34"(float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #11, !dbg !57
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 0, !dbg !57
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 1, !dbg !57
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 2, !dbg !57
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 3, !dbg !57
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 4, !dbg !57
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 5, !dbg !57
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 6, !dbg !57
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 7, !dbg !57
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 8, !dbg !57
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 9, !dbg !57
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 10, !dbg !57
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 11, !dbg !57
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 12, !dbg !57
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 13, !dbg !57
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 14, !dbg !57
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 15, !dbg !57
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 16, !dbg !57
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 17, !dbg !57
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 18, !dbg !57
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 19, !dbg !57
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 20, !dbg !57
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 21, !dbg !57
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 22, !dbg !57
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 23, !dbg !57
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 24, !dbg !57
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 25, !dbg !57
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 26, !dbg !57
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 27, !dbg !57
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 28, !dbg !57
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 29, !dbg !57
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 30, !dbg !57
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32 } %1067, 31, !dbg !57
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 32, !dbg !30
  %1100 = icmp samesign ult i64 %indvars.iv.next, %429, !dbg !30
  br i1 %1100, label %430, label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %__nv_exp2f.exit128, %9
  %1101 = phi float [ -inf, %9 ], [ %737, %__nv_exp2f.exit128 ], !dbg !58
  %1102 = phi float [ -inf, %9 ], [ %738, %__nv_exp2f.exit128 ], !dbg !58
  %1103 = phi float [ 1.000000e+00, %9 ], [ %895, %__nv_exp2f.exit128 ], !dbg !59
  %1104 = phi float [ 1.000000e+00, %9 ], [ %896, %__nv_exp2f.exit128 ], !dbg !59
  %1105 = phi float [ 0.000000e+00, %9 ], [ %1068, %__nv_exp2f.exit128 ], !dbg !60
  %1106 = phi float [ 0.000000e+00, %9 ], [ %1069, %__nv_exp2f.exit128 ], !dbg !60
  %1107 = phi float [ 0.000000e+00, %9 ], [ %1070, %__nv_exp2f.exit128 ], !dbg !60
  %1108 = phi float [ 0.000000e+00, %9 ], [ %1071, %__nv_exp2f.exit128 ], !dbg !60
  %1109 = phi float [ 0.000000e+00, %9 ], [ %1072, %__nv_exp2f.exit128 ], !dbg !60
  %1110 = phi float [ 0.000000e+00, %9 ], [ %1073, %__nv_exp2f.exit128 ], !dbg !60
  %1111 = phi float [ 0.000000e+00, %9 ], [ %1074, %__nv_exp2f.exit128 ], !dbg !60
  %1112 = phi float [ 0.000000e+00, %9 ], [ %1075, %__nv_exp2f.exit128 ], !dbg !60
  %1113 = phi float [ 0.000000e+00, %9 ], [ %1076, %__nv_exp2f.exit128 ], !dbg !60
  %1114 = phi float [ 0.000000e+00, %9 ], [ %1077, %__nv_exp2f.exit128 ], !dbg !60
  %1115 = phi float [ 0.000000e+00, %9 ], [ %1078, %__nv_exp2f.exit128 ], !dbg !60
  %1116 = phi float [ 0.000000e+00, %9 ], [ %1079, %__nv_exp2f.exit128 ], !dbg !60
  %1117 = phi float [ 0.000000e+00, %9 ], [ %1080, %__nv_exp2f.exit128 ], !dbg !60
  %1118 = phi float [ 0.000000e+00, %9 ], [ %1081, %__nv_exp2f.exit128 ], !dbg !60
  %1119 = phi float [ 0.000000e+00, %9 ], [ %1082, %__nv_exp2f.exit128 ], !dbg !60
  %1120 = phi float [ 0.000000e+00, %9 ], [ %1083, %__nv_exp2f.exit128 ], !dbg !60
  %1121 = phi float [ 0.000000e+00, %9 ], [ %1084, %__nv_exp2f.exit128 ], !dbg !60
  %1122 = phi float [ 0.000000e+00, %9 ], [ %1085, %__nv_exp2f.exit128 ], !dbg !60
  %1123 = phi float [ 0.000000e+00, %9 ], [ %1086, %__nv_exp2f.exit128 ], !dbg !60
  %1124 = phi float [ 0.000000e+00, %9 ], [ %1087, %__nv_exp2f.exit128 ], !dbg !60
  %1125 = phi float [ 0.000000e+00, %9 ], [ %1088, %__nv_exp2f.exit128 ], !dbg !60
  %1126 = phi float [ 0.000000e+00, %9 ], [ %1089, %__nv_exp2f.exit128 ], !dbg !60
  %1127 = phi float [ 0.000000e+00, %9 ], [ %1090, %__nv_exp2f.exit128 ], !dbg !60
  %1128 = phi float [ 0.000000e+00, %9 ], [ %1091, %__nv_exp2f.exit128 ], !dbg !60
  %1129 = phi float [ 0.000000e+00, %9 ], [ %1092, %__nv_exp2f.exit128 ], !dbg !60
  %1130 = phi float [ 0.000000e+00, %9 ], [ %1093, %__nv_exp2f.exit128 ], !dbg !60
  %1131 = phi float [ 0.000000e+00, %9 ], [ %1094, %__nv_exp2f.exit128 ], !dbg !60
  %1132 = phi float [ 0.000000e+00, %9 ], [ %1095, %__nv_exp2f.exit128 ], !dbg !60
  %1133 = phi float [ 0.000000e+00, %9 ], [ %1096, %__nv_exp2f.exit128 ], !dbg !60
  %1134 = phi float [ 0.000000e+00, %9 ], [ %1097, %__nv_exp2f.exit128 ], !dbg !60
  %1135 = phi float [ 0.000000e+00, %9 ], [ %1098, %__nv_exp2f.exit128 ], !dbg !60
  %1136 = phi float [ 0.000000e+00, %9 ], [ %1099, %__nv_exp2f.exit128 ], !dbg !60
  %1137 = fcmp olt float %1103, f0x00800000, !dbg !61
  %1138 = fmul float %1103, f0x4B000000, !dbg !61
  %.02.i = select i1 %1137, float %1138, float %1103, !dbg !61
  %i.i.0.i = select i1 %1137, float -2.300000e+01, float 0.000000e+00, !dbg !61
  %1139 = bitcast float %.02.i to i32, !dbg !61
  %1140 = add i32 %1139, -1060439283, !dbg !61
  %1141 = and i32 %1140, -8388608, !dbg !61
  %1142 = sub i32 %1139, %1141, !dbg !61
  %1143 = bitcast i32 %1142 to float, !dbg !61
  %1144 = sitofp i32 %1141 to float, !dbg !61
  %1145 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not.i129 = icmp eq i32 %1145, 0, !dbg !61
  %1146 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1144, float f0x34000000, float %i.i.0.i) #11, !dbg !61
  %1147 = tail call float @llvm.nvvm.fma.rn.f(float %1144, float f0x34000000, float %i.i.0.i) #11, !dbg !61
  %.08.i = select i1 %.not.i129, float %1147, float %1146, !dbg !61
  %1148 = fadd float %1143, -1.000000e+00, !dbg !61
  %1149 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not1.i = icmp eq i32 %1149, 0, !dbg !61
  %1150 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0x3DC6B27F, float %1148, float f0xBE2C7F30) #11, !dbg !61
  %1151 = tail call float @llvm.nvvm.fma.rn.f(float f0x3DC6B27F, float %1148, float f0xBE2C7F30) #11, !dbg !61
  %.010.i = select i1 %.not1.i, float %1151, float %1150, !dbg !61
  %1152 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not2.i = icmp eq i32 %1152, 0, !dbg !61
  %1153 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i, float %1148, float f0x3E2FCF2A) #11, !dbg !61
  %1154 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i, float %1148, float f0x3E2FCF2A) #11, !dbg !61
  %.011.i = select i1 %.not2.i, float %1154, float %1153, !dbg !61
  %1155 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not3.i = icmp eq i32 %1155, 0, !dbg !61
  %1156 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i, float %1148, float f0xBE374E43) #11, !dbg !61
  %1157 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i, float %1148, float f0xBE374E43) #11, !dbg !61
  %.012.i = select i1 %.not3.i, float %1157, float %1156, !dbg !61
  %1158 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not4.i = icmp eq i32 %1158, 0, !dbg !61
  %1159 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i, float %1148, float f0x3E520BF4) #11, !dbg !61
  %1160 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i, float %1148, float f0x3E520BF4) #11, !dbg !61
  %.09.i = select i1 %.not4.i, float %1160, float %1159, !dbg !61
  %1161 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not5.i = icmp eq i32 %1161, 0, !dbg !61
  %1162 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i, float %1148, float f0xBE763C8B) #11, !dbg !61
  %1163 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i, float %1148, float f0xBE763C8B) #11, !dbg !61
  %.05.i = select i1 %.not5.i, float %1163, float %1162, !dbg !61
  %1164 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not6.i = icmp eq i32 %1164, 0, !dbg !61
  %1165 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i, float %1148, float f0x3E93BF99) #11, !dbg !61
  %1166 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i, float %1148, float f0x3E93BF99) #11, !dbg !61
  %.01.i = select i1 %.not6.i, float %1166, float %1165, !dbg !61
  %1167 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not7.i = icmp eq i32 %1167, 0, !dbg !61
  %1168 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i, float %1148, float f0xBEB8AA49) #11, !dbg !61
  %1169 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i, float %1148, float f0xBEB8AA49) #11, !dbg !61
  %.0.i130 = select i1 %.not7.i, float %1169, float %1168, !dbg !61
  %1170 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not8.i = icmp eq i32 %1170, 0, !dbg !61
  %1171 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i130, float %1148, float f0x3EF6384A) #11, !dbg !61
  %1172 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i130, float %1148, float f0x3EF6384A) #11, !dbg !61
  %.07.i = select i1 %.not8.i, float %1172, float %1171, !dbg !61
  %1173 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not9.i = icmp eq i32 %1173, 0, !dbg !61
  %1174 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i, float %1148, float f0xBF38AA3B) #11, !dbg !61
  %1175 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i, float %1148, float f0xBF38AA3B) #11, !dbg !61
  %.06.i = select i1 %.not9.i, float %1175, float %1174, !dbg !61
  %1176 = fmul float %1148, %.06.i, !dbg !61
  %1177 = fmul float %1148, %1176, !dbg !61
  %1178 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not10.i = icmp eq i32 %1178, 0, !dbg !61
  %1179 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1148, float f0x3FB8AA3B, float %1177) #11, !dbg !61
  %1180 = tail call float @llvm.nvvm.fma.rn.f(float %1148, float f0x3FB8AA3B, float %1177) #11, !dbg !61
  %.04.i = select i1 %.not10.i, float %1180, float %1179, !dbg !61
  %1181 = fadd float %.08.i, %.04.i, !dbg !61
  %1182 = icmp ugt i32 %1139, 2139095039, !dbg !61
  br i1 %1182, label %__nv_fmaf_rn.exit.i.i, label %__nv_log2f.exit, !dbg !61

__nv_fmaf_rn.exit.i.i:                            ; preds = %._crit_edge
  %1183 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not11.i = icmp eq i32 %1183, 0, !dbg !61
  %1184 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float +inf, float +inf) #11, !dbg !61
  %1185 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float +inf, float +inf) #11, !dbg !61
  %.03.i = select i1 %.not11.i, float %1185, float %1184, !dbg !61
  br label %__nv_log2f.exit, !dbg !61

__nv_log2f.exit:                                  ; preds = %._crit_edge, %__nv_fmaf_rn.exit.i.i
  %r.i.0.i = phi float [ %.03.i, %__nv_fmaf_rn.exit.i.i ], [ %1181, %._crit_edge ], !dbg !61
  %1186 = fcmp olt float %1104, f0x00800000, !dbg !61
  %1187 = fmul float %1104, f0x4B000000, !dbg !61
  %.02.i131 = select i1 %1186, float %1187, float %1104, !dbg !61
  %i.i.0.i132 = select i1 %1186, float -2.300000e+01, float 0.000000e+00, !dbg !61
  %1188 = bitcast float %.02.i131 to i32, !dbg !61
  %1189 = add i32 %1188, -1060439283, !dbg !61
  %1190 = and i32 %1189, -8388608, !dbg !61
  %1191 = sub i32 %1188, %1190, !dbg !61
  %1192 = bitcast i32 %1191 to float, !dbg !61
  %1193 = sitofp i32 %1190 to float, !dbg !61
  %1194 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not.i133 = icmp eq i32 %1194, 0, !dbg !61
  %1195 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1193, float f0x34000000, float %i.i.0.i132) #11, !dbg !61
  %1196 = tail call float @llvm.nvvm.fma.rn.f(float %1193, float f0x34000000, float %i.i.0.i132) #11, !dbg !61
  %.08.i134 = select i1 %.not.i133, float %1196, float %1195, !dbg !61
  %1197 = fadd float %1192, -1.000000e+00, !dbg !61
  %1198 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not1.i135 = icmp eq i32 %1198, 0, !dbg !61
  %1199 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0x3DC6B27F, float %1197, float f0xBE2C7F30) #11, !dbg !61
  %1200 = tail call float @llvm.nvvm.fma.rn.f(float f0x3DC6B27F, float %1197, float f0xBE2C7F30) #11, !dbg !61
  %.010.i136 = select i1 %.not1.i135, float %1200, float %1199, !dbg !61
  %1201 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not2.i137 = icmp eq i32 %1201, 0, !dbg !61
  %1202 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i136, float %1197, float f0x3E2FCF2A) #11, !dbg !61
  %1203 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i136, float %1197, float f0x3E2FCF2A) #11, !dbg !61
  %.011.i138 = select i1 %.not2.i137, float %1203, float %1202, !dbg !61
  %1204 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not3.i139 = icmp eq i32 %1204, 0, !dbg !61
  %1205 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i138, float %1197, float f0xBE374E43) #11, !dbg !61
  %1206 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i138, float %1197, float f0xBE374E43) #11, !dbg !61
  %.012.i140 = select i1 %.not3.i139, float %1206, float %1205, !dbg !61
  %1207 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not4.i141 = icmp eq i32 %1207, 0, !dbg !61
  %1208 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i140, float %1197, float f0x3E520BF4) #11, !dbg !61
  %1209 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i140, float %1197, float f0x3E520BF4) #11, !dbg !61
  %.09.i142 = select i1 %.not4.i141, float %1209, float %1208, !dbg !61
  %1210 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not5.i143 = icmp eq i32 %1210, 0, !dbg !61
  %1211 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i142, float %1197, float f0xBE763C8B) #11, !dbg !61
  %1212 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i142, float %1197, float f0xBE763C8B) #11, !dbg !61
  %.05.i144 = select i1 %.not5.i143, float %1212, float %1211, !dbg !61
  %1213 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not6.i145 = icmp eq i32 %1213, 0, !dbg !61
  %1214 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i144, float %1197, float f0x3E93BF99) #11, !dbg !61
  %1215 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i144, float %1197, float f0x3E93BF99) #11, !dbg !61
  %.01.i146 = select i1 %.not6.i145, float %1215, float %1214, !dbg !61
  %1216 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not7.i147 = icmp eq i32 %1216, 0, !dbg !61
  %1217 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i146, float %1197, float f0xBEB8AA49) #11, !dbg !61
  %1218 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i146, float %1197, float f0xBEB8AA49) #11, !dbg !61
  %.0.i148 = select i1 %.not7.i147, float %1218, float %1217, !dbg !61
  %1219 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not8.i149 = icmp eq i32 %1219, 0, !dbg !61
  %1220 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i148, float %1197, float f0x3EF6384A) #11, !dbg !61
  %1221 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i148, float %1197, float f0x3EF6384A) #11, !dbg !61
  %.07.i150 = select i1 %.not8.i149, float %1221, float %1220, !dbg !61
  %1222 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not9.i151 = icmp eq i32 %1222, 0, !dbg !61
  %1223 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i150, float %1197, float f0xBF38AA3B) #11, !dbg !61
  %1224 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i150, float %1197, float f0xBF38AA3B) #11, !dbg !61
  %.06.i152 = select i1 %.not9.i151, float %1224, float %1223, !dbg !61
  %1225 = fmul float %1197, %.06.i152, !dbg !61
  %1226 = fmul float %1197, %1225, !dbg !61
  %1227 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not10.i153 = icmp eq i32 %1227, 0, !dbg !61
  %1228 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1197, float f0x3FB8AA3B, float %1226) #11, !dbg !61
  %1229 = tail call float @llvm.nvvm.fma.rn.f(float %1197, float f0x3FB8AA3B, float %1226) #11, !dbg !61
  %.04.i154 = select i1 %.not10.i153, float %1229, float %1228, !dbg !61
  %1230 = fadd float %.08.i134, %.04.i154, !dbg !61
  %1231 = icmp ugt i32 %1188, 2139095039, !dbg !61
  br i1 %1231, label %__nv_fmaf_rn.exit.i.i157, label %__nv_log2f.exit160, !dbg !61

__nv_fmaf_rn.exit.i.i157:                         ; preds = %__nv_log2f.exit
  %1232 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #11, !dbg !61
  %.not11.i158 = icmp eq i32 %1232, 0, !dbg !61
  %1233 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i131, float +inf, float +inf) #11, !dbg !61
  %1234 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i131, float +inf, float +inf) #11, !dbg !61
  %.03.i159 = select i1 %.not11.i158, float %1234, float %1233, !dbg !61
  br label %__nv_log2f.exit160, !dbg !61

__nv_log2f.exit160:                               ; preds = %__nv_log2f.exit, %__nv_fmaf_rn.exit.i.i157
  %r.i.0.i155 = phi float [ %.03.i159, %__nv_fmaf_rn.exit.i.i157 ], [ %1230, %__nv_log2f.exit ], !dbg !61
  %1235 = fcmp oeq float %.02.i, 0.000000e+00, !dbg !61
  %r.i.1.i = select i1 %1235, float -inf, float %r.i.0.i, !dbg !61
  %1236 = sext i32 %12 to i64, !dbg !62
  %1237 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %1236, !dbg !62
  %1238 = or disjoint i32 %14, %33, !dbg !19
  %1239 = sext i32 %1238 to i64, !dbg !62
  %1240 = getelementptr [4 x i8], ptr addrspace(1) %1237, i64 %1239, !dbg !62
  %1241 = icmp slt i32 %1238, %5, !dbg !63
  %1242 = fcmp oeq float %.02.i131, 0.000000e+00, !dbg !61
  %r.i.1.i156 = select i1 %1242, float -inf, float %r.i.0.i155, !dbg !61
  %1243 = fadd float %1101, %r.i.1.i, !dbg !64
  %1244 = fadd float %1102, %r.i.1.i156, !dbg !64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1245 = shl nuw nsw i32 %15, 1, !dbg !65
  %1246 = and i32 %1245, 248, !dbg !65
  %1247 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1246, !dbg !65
  %1248 = insertelement <2 x float> poison, float %1243, i64 0, !dbg !65
  %1249 = insertelement <2 x float> %1248, float %1244, i64 1, !dbg !65
  store <2 x float> %1249, ptr addrspace(3) %1247, align 8, !dbg !65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1250 = shl nuw nsw i32 %15, 3, !dbg !65
  %1251 = and i32 %1250, 56, !dbg !65
  %1252 = shl nuw nsw i32 %15, 2, !dbg !65
  %1253 = and i32 %1252, 192, !dbg !65
  %1254 = lshr i32 %15, 1, !dbg !65
  %1255 = and i32 %1254, 4, !dbg !65
  %1256 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1251, !dbg !65
  %1257 = getelementptr inbounds nuw i8, ptr addrspace(3) %1256, i32 %1253, !dbg !65
  %1258 = getelementptr inbounds nuw i8, ptr addrspace(3) %1257, i32 %1255, !dbg !65
  %1259 = load i32, ptr addrspace(3) %1258, align 4, !dbg !65
  %1260 = and i1 %262, %1241, !dbg !65
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %1259, ptr addrspace(1) %1240, i1 %1260) #11, !dbg !65
  %1261 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %98, !dbg !66
  %1262 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %132, !dbg !66
  %1263 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %134, !dbg !66
  %1264 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %136, !dbg !66
  %1265 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %138, !dbg !66
  %1266 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %140, !dbg !66
  %1267 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %142, !dbg !66
  %1268 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %144, !dbg !66
  %1269 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %146, !dbg !66
  %1270 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %148, !dbg !66
  %1271 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %150, !dbg !66
  %1272 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %152, !dbg !66
  %1273 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %154, !dbg !66
  %1274 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %156, !dbg !66
  %1275 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %158, !dbg !66
  %1276 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %160, !dbg !66
  %1277 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %162, !dbg !66
  %1278 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %164, !dbg !66
  %1279 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %166, !dbg !66
  %1280 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %168, !dbg !66
  %1281 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %170, !dbg !66
  %1282 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %172, !dbg !66
  %1283 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %174, !dbg !66
  %1284 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %176, !dbg !66
  %1285 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %178, !dbg !66
  %1286 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %180, !dbg !66
  %1287 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %182, !dbg !66
  %1288 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %184, !dbg !66
  %1289 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %186, !dbg !66
  %1290 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %188, !dbg !66
  %1291 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %190, !dbg !66
  %1292 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %192, !dbg !66
  %1293 = getelementptr [2 x i8], ptr addrspace(1) %1261, i64 %194, !dbg !66
  %1294 = getelementptr [2 x i8], ptr addrspace(1) %1262, i64 %196, !dbg !66
  %1295 = getelementptr [2 x i8], ptr addrspace(1) %1263, i64 %196, !dbg !66
  %1296 = getelementptr [2 x i8], ptr addrspace(1) %1264, i64 %196, !dbg !66
  %1297 = getelementptr [2 x i8], ptr addrspace(1) %1265, i64 %196, !dbg !66
  %1298 = getelementptr [2 x i8], ptr addrspace(1) %1266, i64 %196, !dbg !66
  %1299 = getelementptr [2 x i8], ptr addrspace(1) %1267, i64 %196, !dbg !66
  %1300 = getelementptr [2 x i8], ptr addrspace(1) %1268, i64 %196, !dbg !66
  %1301 = getelementptr [2 x i8], ptr addrspace(1) %1269, i64 %196, !dbg !66
  %1302 = getelementptr [2 x i8], ptr addrspace(1) %1270, i64 %196, !dbg !66
  %1303 = getelementptr [2 x i8], ptr addrspace(1) %1271, i64 %196, !dbg !66
  %1304 = getelementptr [2 x i8], ptr addrspace(1) %1272, i64 %196, !dbg !66
  %1305 = getelementptr [2 x i8], ptr addrspace(1) %1273, i64 %196, !dbg !66
  %1306 = getelementptr [2 x i8], ptr addrspace(1) %1274, i64 %196, !dbg !66
  %1307 = getelementptr [2 x i8], ptr addrspace(1) %1275, i64 %196, !dbg !66
  %1308 = getelementptr [2 x i8], ptr addrspace(1) %1276, i64 %196, !dbg !66
  %1309 = getelementptr [2 x i8], ptr addrspace(1) %1277, i64 %196, !dbg !66
  %1310 = getelementptr [2 x i8], ptr addrspace(1) %1278, i64 %196, !dbg !66
  %1311 = getelementptr [2 x i8], ptr addrspace(1) %1279, i64 %196, !dbg !66
  %1312 = getelementptr [2 x i8], ptr addrspace(1) %1280, i64 %196, !dbg !66
  %1313 = getelementptr [2 x i8], ptr addrspace(1) %1281, i64 %196, !dbg !66
  %1314 = getelementptr [2 x i8], ptr addrspace(1) %1282, i64 %196, !dbg !66
  %1315 = getelementptr [2 x i8], ptr addrspace(1) %1283, i64 %196, !dbg !66
  %1316 = getelementptr [2 x i8], ptr addrspace(1) %1284, i64 %196, !dbg !66
  %1317 = getelementptr [2 x i8], ptr addrspace(1) %1285, i64 %196, !dbg !66
  %1318 = getelementptr [2 x i8], ptr addrspace(1) %1286, i64 %196, !dbg !66
  %1319 = getelementptr [2 x i8], ptr addrspace(1) %1287, i64 %196, !dbg !66
  %1320 = getelementptr [2 x i8], ptr addrspace(1) %1288, i64 %196, !dbg !66
  %1321 = getelementptr [2 x i8], ptr addrspace(1) %1289, i64 %196, !dbg !66
  %1322 = getelementptr [2 x i8], ptr addrspace(1) %1290, i64 %196, !dbg !66
  %1323 = getelementptr [2 x i8], ptr addrspace(1) %1291, i64 %196, !dbg !66
  %1324 = getelementptr [2 x i8], ptr addrspace(1) %1292, i64 %196, !dbg !66
  %1325 = getelementptr [2 x i8], ptr addrspace(1) %1293, i64 %196, !dbg !66
  %1326 = tail call float @llvm.nvvm.div.full(float %1105, float %1103), !dbg !67
  %1327 = tail call float @llvm.nvvm.div.full(float %1106, float %1103), !dbg !67
  %1328 = tail call float @llvm.nvvm.div.full(float %1107, float %1104), !dbg !67
  %1329 = tail call float @llvm.nvvm.div.full(float %1108, float %1104), !dbg !67
  %1330 = tail call float @llvm.nvvm.div.full(float %1109, float %1103), !dbg !67
  %1331 = tail call float @llvm.nvvm.div.full(float %1110, float %1103), !dbg !67
  %1332 = tail call float @llvm.nvvm.div.full(float %1111, float %1104), !dbg !67
  %1333 = tail call float @llvm.nvvm.div.full(float %1112, float %1104), !dbg !67
  %1334 = tail call float @llvm.nvvm.div.full(float %1113, float %1103), !dbg !67
  %1335 = tail call float @llvm.nvvm.div.full(float %1114, float %1103), !dbg !67
  %1336 = tail call float @llvm.nvvm.div.full(float %1115, float %1104), !dbg !67
  %1337 = tail call float @llvm.nvvm.div.full(float %1116, float %1104), !dbg !67
  %1338 = tail call float @llvm.nvvm.div.full(float %1117, float %1103), !dbg !67
  %1339 = tail call float @llvm.nvvm.div.full(float %1118, float %1103), !dbg !67
  %1340 = tail call float @llvm.nvvm.div.full(float %1119, float %1104), !dbg !67
  %1341 = tail call float @llvm.nvvm.div.full(float %1120, float %1104), !dbg !67
  %1342 = tail call float @llvm.nvvm.div.full(float %1121, float %1103), !dbg !67
  %1343 = tail call float @llvm.nvvm.div.full(float %1122, float %1103), !dbg !67
  %1344 = tail call float @llvm.nvvm.div.full(float %1123, float %1104), !dbg !67
  %1345 = tail call float @llvm.nvvm.div.full(float %1124, float %1104), !dbg !67
  %1346 = tail call float @llvm.nvvm.div.full(float %1125, float %1103), !dbg !67
  %1347 = tail call float @llvm.nvvm.div.full(float %1126, float %1103), !dbg !67
  %1348 = tail call float @llvm.nvvm.div.full(float %1127, float %1104), !dbg !67
  %1349 = tail call float @llvm.nvvm.div.full(float %1128, float %1104), !dbg !67
  %1350 = tail call float @llvm.nvvm.div.full(float %1129, float %1103), !dbg !67
  %1351 = tail call float @llvm.nvvm.div.full(float %1130, float %1103), !dbg !67
  %1352 = tail call float @llvm.nvvm.div.full(float %1131, float %1104), !dbg !67
  %1353 = tail call float @llvm.nvvm.div.full(float %1132, float %1104), !dbg !67
  %1354 = tail call float @llvm.nvvm.div.full(float %1133, float %1103), !dbg !67
  %1355 = tail call float @llvm.nvvm.div.full(float %1134, float %1103), !dbg !67
  %1356 = tail call float @llvm.nvvm.div.full(float %1135, float %1104), !dbg !67
  %1357 = tail call float @llvm.nvvm.div.full(float %1136, float %1104), !dbg !67
  %1358 = insertelement <2 x float> poison, float %1326, i64 0, !dbg !68
  %1359 = insertelement <2 x float> %1358, float %1328, i64 1, !dbg !68
  %1360 = fptrunc <2 x float> %1359 to <2 x half>, !dbg !68
  %1361 = insertelement <2 x float> poison, float %1327, i64 0, !dbg !68
  %1362 = insertelement <2 x float> %1361, float %1329, i64 1, !dbg !68
  %1363 = fptrunc <2 x float> %1362 to <2 x half>, !dbg !68
  %1364 = insertelement <2 x float> poison, float %1330, i64 0, !dbg !68
  %1365 = insertelement <2 x float> %1364, float %1332, i64 1, !dbg !68
  %1366 = fptrunc <2 x float> %1365 to <2 x half>, !dbg !68
  %1367 = insertelement <2 x float> poison, float %1331, i64 0, !dbg !68
  %1368 = insertelement <2 x float> %1367, float %1333, i64 1, !dbg !68
  %1369 = fptrunc <2 x float> %1368 to <2 x half>, !dbg !68
  %1370 = insertelement <2 x float> poison, float %1334, i64 0, !dbg !68
  %1371 = insertelement <2 x float> %1370, float %1336, i64 1, !dbg !68
  %1372 = fptrunc <2 x float> %1371 to <2 x half>, !dbg !68
  %1373 = insertelement <2 x float> poison, float %1335, i64 0, !dbg !68
  %1374 = insertelement <2 x float> %1373, float %1337, i64 1, !dbg !68
  %1375 = fptrunc <2 x float> %1374 to <2 x half>, !dbg !68
  %1376 = insertelement <2 x float> poison, float %1338, i64 0, !dbg !68
  %1377 = insertelement <2 x float> %1376, float %1340, i64 1, !dbg !68
  %1378 = fptrunc <2 x float> %1377 to <2 x half>, !dbg !68
  %1379 = insertelement <2 x float> poison, float %1339, i64 0, !dbg !68
  %1380 = insertelement <2 x float> %1379, float %1341, i64 1, !dbg !68
  %1381 = fptrunc <2 x float> %1380 to <2 x half>, !dbg !68
  %1382 = insertelement <2 x float> poison, float %1342, i64 0, !dbg !68
  %1383 = insertelement <2 x float> %1382, float %1344, i64 1, !dbg !68
  %1384 = fptrunc <2 x float> %1383 to <2 x half>, !dbg !68
  %1385 = insertelement <2 x float> poison, float %1343, i64 0, !dbg !68
  %1386 = insertelement <2 x float> %1385, float %1345, i64 1, !dbg !68
  %1387 = fptrunc <2 x float> %1386 to <2 x half>, !dbg !68
  %1388 = insertelement <2 x float> poison, float %1346, i64 0, !dbg !68
  %1389 = insertelement <2 x float> %1388, float %1348, i64 1, !dbg !68
  %1390 = fptrunc <2 x float> %1389 to <2 x half>, !dbg !68
  %1391 = insertelement <2 x float> poison, float %1347, i64 0, !dbg !68
  %1392 = insertelement <2 x float> %1391, float %1349, i64 1, !dbg !68
  %1393 = fptrunc <2 x float> %1392 to <2 x half>, !dbg !68
  %1394 = insertelement <2 x float> poison, float %1350, i64 0, !dbg !68
  %1395 = insertelement <2 x float> %1394, float %1352, i64 1, !dbg !68
  %1396 = fptrunc <2 x float> %1395 to <2 x half>, !dbg !68
  %1397 = insertelement <2 x float> poison, float %1351, i64 0, !dbg !68
  %1398 = insertelement <2 x float> %1397, float %1353, i64 1, !dbg !68
  %1399 = fptrunc <2 x float> %1398 to <2 x half>, !dbg !68
  %1400 = insertelement <2 x float> poison, float %1354, i64 0, !dbg !68
  %1401 = insertelement <2 x float> %1400, float %1356, i64 1, !dbg !68
  %1402 = fptrunc <2 x float> %1401 to <2 x half>, !dbg !68
  %1403 = insertelement <2 x float> poison, float %1355, i64 0, !dbg !68
  %1404 = insertelement <2 x float> %1403, float %1357, i64 1, !dbg !68
  %1405 = fptrunc <2 x float> %1404 to <2 x half>, !dbg !68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !69
  %1406 = shl nuw nsw <4 x i32> %348, <i32 0, i32 2, i32 5, i32 8>, !dbg !69
  %1407 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %1406), !dbg !69
  %1408 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1407, !dbg !69
  store <2 x half> %1360, ptr addrspace(3) %1408, align 4, !dbg !69
  %1409 = getelementptr inbounds nuw i8, ptr addrspace(3) %1408, i32 512, !dbg !69
  store <2 x half> %1384, ptr addrspace(3) %1409, align 4, !dbg !69
  %1410 = xor i32 %1407, 4, !dbg !69
  %1411 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1410, !dbg !69
  store <2 x half> %1363, ptr addrspace(3) %1411, align 4, !dbg !69
  %1412 = getelementptr inbounds nuw i8, ptr addrspace(3) %1411, i32 512, !dbg !69
  store <2 x half> %1387, ptr addrspace(3) %1412, align 4, !dbg !69
  %1413 = xor i32 %1407, 8, !dbg !69
  %1414 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1413, !dbg !69
  store <2 x half> %1366, ptr addrspace(3) %1414, align 4, !dbg !69
  %1415 = getelementptr inbounds nuw i8, ptr addrspace(3) %1414, i32 512, !dbg !69
  store <2 x half> %1390, ptr addrspace(3) %1415, align 4, !dbg !69
  %1416 = xor i32 %1407, 12, !dbg !69
  %1417 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1416, !dbg !69
  store <2 x half> %1369, ptr addrspace(3) %1417, align 4, !dbg !69
  %1418 = getelementptr inbounds nuw i8, ptr addrspace(3) %1417, i32 512, !dbg !69
  store <2 x half> %1393, ptr addrspace(3) %1418, align 4, !dbg !69
  %1419 = xor i32 %1407, 16, !dbg !69
  %1420 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1419, !dbg !69
  store <2 x half> %1372, ptr addrspace(3) %1420, align 4, !dbg !69
  %1421 = getelementptr inbounds nuw i8, ptr addrspace(3) %1420, i32 512, !dbg !69
  store <2 x half> %1396, ptr addrspace(3) %1421, align 4, !dbg !69
  %1422 = xor i32 %1407, 20, !dbg !69
  %1423 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1422, !dbg !69
  store <2 x half> %1375, ptr addrspace(3) %1423, align 4, !dbg !69
  %1424 = getelementptr inbounds nuw i8, ptr addrspace(3) %1423, i32 512, !dbg !69
  store <2 x half> %1399, ptr addrspace(3) %1424, align 4, !dbg !69
  %1425 = xor i32 %1407, 24, !dbg !69
  %1426 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1425, !dbg !69
  store <2 x half> %1378, ptr addrspace(3) %1426, align 4, !dbg !69
  %1427 = getelementptr inbounds nuw i8, ptr addrspace(3) %1426, i32 512, !dbg !69
  store <2 x half> %1402, ptr addrspace(3) %1427, align 4, !dbg !69
  %1428 = xor i32 %1407, 28, !dbg !69
  %1429 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1428, !dbg !69
  store <2 x half> %1381, ptr addrspace(3) %1429, align 4, !dbg !69
  %1430 = getelementptr inbounds nuw i8, ptr addrspace(3) %1429, i32 512, !dbg !69
  store <2 x half> %1405, ptr addrspace(3) %1430, align 4, !dbg !69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !69
  %1431 = shl nuw nsw i32 %15, 4, !dbg !69
  %1432 = and i32 %1431, 608, !dbg !69
  %1433 = and i32 %15, 24, !dbg !69
  %1434 = and i32 %1252, 4, !dbg !69
  %1435 = select i1 %262, i32 0, i32 1028, !dbg !69
  %1436 = or disjoint i32 %1432, %1433, !dbg !69
  %1437 = xor i32 %1435, %1434, !dbg !69
  %1438 = or disjoint i32 %1436, %1437, !dbg !69
  %1439 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1438, !dbg !69
  %1440 = load <2 x i16>, ptr addrspace(3) %1439, align 4, !dbg !69
  %1441 = getelementptr inbounds nuw i8, ptr addrspace(3) %1439, i32 128, !dbg !69
  %1442 = load <2 x i16>, ptr addrspace(3) %1441, align 4, !dbg !69
  %1443 = getelementptr inbounds nuw i8, ptr addrspace(3) %1439, i32 256, !dbg !69
  %1444 = load <2 x i16>, ptr addrspace(3) %1443, align 4, !dbg !69
  %1445 = getelementptr inbounds nuw i8, ptr addrspace(3) %1439, i32 384, !dbg !69
  %1446 = load <2 x i16>, ptr addrspace(3) %1445, align 4, !dbg !69
  %1447 = xor i32 %1438, 2056, !dbg !69
  %1448 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1447, !dbg !69
  %1449 = load <2 x i16>, ptr addrspace(3) %1448, align 4, !dbg !69
  %1450 = getelementptr inbounds nuw i8, ptr addrspace(3) %1448, i32 128, !dbg !69
  %1451 = load <2 x i16>, ptr addrspace(3) %1450, align 4, !dbg !69
  %1452 = getelementptr inbounds nuw i8, ptr addrspace(3) %1448, i32 256, !dbg !69
  %1453 = load <2 x i16>, ptr addrspace(3) %1452, align 4, !dbg !69
  %1454 = getelementptr inbounds nuw i8, ptr addrspace(3) %1448, i32 384, !dbg !69
  %1455 = load <2 x i16>, ptr addrspace(3) %1454, align 4, !dbg !69
  %1456 = xor i32 %1438, 4112, !dbg !69
  %1457 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1456, !dbg !69
  %1458 = load <2 x i16>, ptr addrspace(3) %1457, align 4, !dbg !69
  %1459 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 128, !dbg !69
  %1460 = load <2 x i16>, ptr addrspace(3) %1459, align 4, !dbg !69
  %1461 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 256, !dbg !69
  %1462 = load <2 x i16>, ptr addrspace(3) %1461, align 4, !dbg !69
  %1463 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 384, !dbg !69
  %1464 = load <2 x i16>, ptr addrspace(3) %1463, align 4, !dbg !69
  %1465 = xor i32 %1438, 6168, !dbg !69
  %1466 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1465, !dbg !69
  %1467 = load <2 x i16>, ptr addrspace(3) %1466, align 4, !dbg !69
  %1468 = getelementptr inbounds nuw i8, ptr addrspace(3) %1466, i32 128, !dbg !69
  %1469 = load <2 x i16>, ptr addrspace(3) %1468, align 4, !dbg !69
  %1470 = getelementptr inbounds nuw i8, ptr addrspace(3) %1466, i32 256, !dbg !69
  %1471 = load <2 x i16>, ptr addrspace(3) %1470, align 4, !dbg !69
  %1472 = getelementptr inbounds nuw i8, ptr addrspace(3) %1466, i32 384, !dbg !69
  %1473 = load <2 x i16>, ptr addrspace(3) %1472, align 4, !dbg !69
  %.extract = extractelement <2 x i16> %1440, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1294, i1 %66) #11, !dbg !69
  %.extract32 = extractelement <2 x i16> %1449, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract32, ptr addrspace(1) %1295, i1 %67) #11, !dbg !69
  %.extract33 = extractelement <2 x i16> %1458, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %1296, i1 %68) #11, !dbg !69
  %.extract34 = extractelement <2 x i16> %1467, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %1297, i1 %69) #11, !dbg !69
  %.extract35 = extractelement <2 x i16> %1440, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %1298, i1 %70) #11, !dbg !69
  %.extract36 = extractelement <2 x i16> %1449, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %1299, i1 %71) #11, !dbg !69
  %.extract37 = extractelement <2 x i16> %1458, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %1300, i1 %72) #11, !dbg !69
  %.extract38 = extractelement <2 x i16> %1467, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %1301, i1 %73) #11, !dbg !69
  %.extract39 = extractelement <2 x i16> %1442, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %1302, i1 %74) #11, !dbg !69
  %.extract40 = extractelement <2 x i16> %1451, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %1303, i1 %75) #11, !dbg !69
  %.extract41 = extractelement <2 x i16> %1460, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %1304, i1 %76) #11, !dbg !69
  %.extract42 = extractelement <2 x i16> %1469, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %1305, i1 %77) #11, !dbg !69
  %.extract43 = extractelement <2 x i16> %1442, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %1306, i1 %78) #11, !dbg !69
  %.extract44 = extractelement <2 x i16> %1451, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %1307, i1 %79) #11, !dbg !69
  %.extract45 = extractelement <2 x i16> %1460, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %1308, i1 %80) #11, !dbg !69
  %.extract46 = extractelement <2 x i16> %1469, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %1309, i1 %81) #11, !dbg !69
  %.extract47 = extractelement <2 x i16> %1444, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %1310, i1 %82) #11, !dbg !69
  %.extract48 = extractelement <2 x i16> %1453, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %1311, i1 %83) #11, !dbg !69
  %.extract49 = extractelement <2 x i16> %1462, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %1312, i1 %84) #11, !dbg !69
  %.extract50 = extractelement <2 x i16> %1471, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %1313, i1 %85) #11, !dbg !69
  %.extract51 = extractelement <2 x i16> %1444, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %1314, i1 %86) #11, !dbg !69
  %.extract52 = extractelement <2 x i16> %1453, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %1315, i1 %87) #11, !dbg !69
  %.extract53 = extractelement <2 x i16> %1462, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %1316, i1 %88) #11, !dbg !69
  %.extract54 = extractelement <2 x i16> %1471, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %1317, i1 %89) #11, !dbg !69
  %.extract55 = extractelement <2 x i16> %1446, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %1318, i1 %90) #11, !dbg !69
  %.extract56 = extractelement <2 x i16> %1455, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %1319, i1 %91) #11, !dbg !69
  %.extract57 = extractelement <2 x i16> %1464, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %1320, i1 %92) #11, !dbg !69
  %.extract58 = extractelement <2 x i16> %1473, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %1321, i1 %93) #11, !dbg !69
  %.extract59 = extractelement <2 x i16> %1446, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %1322, i1 %94) #11, !dbg !69
  %.extract60 = extractelement <2 x i16> %1455, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %1323, i1 %95) #11, !dbg !69
  %.extract61 = extractelement <2 x i16> %1464, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %1324, i1 %96) #11, !dbg !69
  %.extract62 = extractelement <2 x i16> %1473, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %1325, i1 %97) #11, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #3

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #10

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
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
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt28/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "flash_attention", linkageName: "flash_attention", scope: !1, file: !1, line: 209, type: !7, scopeLine: 209, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !9, !9, !11, !13, !12, !14, !14}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!16 = !DILocation(line: 212, column: 15, scope: !6)
!17 = !DILocation(line: 213, column: 12, scope: !6)
!18 = !DILocation(line: 214, column: 12, scope: !6)
!19 = !DILocation(line: 215, column: 10, scope: !6)
!20 = !DILocation(line: 215, column: 25, scope: !6)
!21 = !DILocation(line: 217, column: 68, scope: !6)
!22 = !DILocation(line: 217, column: 17, scope: !6)
!23 = !DILocation(line: 217, column: 32, scope: !6)
!24 = !DILocation(line: 217, column: 9, scope: !6)
!25 = !DILocation(line: 218, column: 16, scope: !6)
!26 = !DILocation(line: 222, column: 29, scope: !6)
!27 = !DILocation(line: 223, column: 24, scope: !6)
!28 = !DILocation(line: 224, column: 21, scope: !6)
!29 = !DILocation(line: 231, column: 21, scope: !6)
!30 = !DILocation(line: 222, column: 5, scope: !6)
!31 = !DILocation(line: 223, column: 14, scope: !6)
!32 = !DILocation(line: 224, column: 72, scope: !6)
!33 = !DILocation(line: 224, column: 36, scope: !6)
!34 = !DILocation(line: 224, column: 13, scope: !6)
!35 = !DILocation(line: 225, column: 14, scope: !6)
!36 = !DILocation(line: 226, column: 23, scope: !6)
!37 = !DILocation(line: 226, column: 14, scope: !6)
!38 = !DILocation(line: 196, column: 12, scope: !39, inlinedAt: !41)
!39 = distinct !DILexicalBlockFile(scope: !6, file: !40, discriminator: 0)
!40 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!41 = !DILocation(line: 216, column: 16, scope: !39, inlinedAt: !42)
!42 = !DILocation(line: 227, column: 32, scope: !43)
!43 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!44 = !DILocation(line: 228, column: 26, scope: !6)
!45 = !DILocation(line: 227, column: 32, scope: !6)
!46 = !DILocation(line: 227, column: 16, scope: !6)
!47 = !DILocation(line: 228, column: 13, scope: !6)
!48 = !DILocation(line: 229, column: 30, scope: !6)
!49 = !DILocation(line: 229, column: 17, scope: !6)
!50 = !DILocation(line: 230, column: 15, scope: !6)
!51 = !DILocation(line: 287, column: 12, scope: !39, inlinedAt: !52)
!52 = !DILocation(line: 314, column: 12, scope: !39, inlinedAt: !53)
!53 = !DILocation(line: 230, column: 29, scope: !43)
!54 = !DILocation(line: 231, column: 13, scope: !6)
!55 = !DILocation(line: 232, column: 15, scope: !6)
!56 = !DILocation(line: 232, column: 45, scope: !6)
!57 = !DILocation(line: 232, column: 38, scope: !6)
!58 = !DILocation(line: 219, column: 11, scope: !6)
!59 = !DILocation(line: 220, column: 11, scope: !6)
!60 = !DILocation(line: 221, column: 11, scope: !6)
!61 = !DILocation(line: 234, column: 51, scope: !6)
!62 = !DILocation(line: 234, column: 14, scope: !6)
!63 = !DILocation(line: 234, column: 75, scope: !6)
!64 = !DILocation(line: 234, column: 45, scope: !6)
!65 = !DILocation(line: 234, column: 5, scope: !6)
!66 = !DILocation(line: 235, column: 14, scope: !6)
!67 = !DILocation(line: 235, column: 61, scope: !6)
!68 = !DILocation(line: 235, column: 60, scope: !6)
!69 = !DILocation(line: 235, column: 5, scope: !6)
!70 = !DILocation(line: 209, column: 1, scope: !6)
