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
  %33 = and i32 %15, 96, !dbg !20
  %34 = and i32 %15, 28, !dbg !20
  %35 = and i32 %15, 63, !dbg !20
  %36 = or disjoint i32 %17, %14, !dbg !19
  %37 = or disjoint i32 %18, %14, !dbg !19
  %38 = or disjoint i32 %19, %14, !dbg !19
  %39 = or disjoint i32 %20, %14, !dbg !19
  %40 = or disjoint i32 %21, %14, !dbg !19
  %41 = or disjoint i32 %22, %14, !dbg !19
  %42 = or disjoint i32 %23, %14, !dbg !19
  %43 = or disjoint i32 %24, %14, !dbg !19
  %44 = or disjoint i32 %25, %14, !dbg !19
  %45 = or disjoint i32 %26, %14, !dbg !19
  %46 = or disjoint i32 %27, %14, !dbg !19
  %47 = or disjoint i32 %28, %14, !dbg !19
  %48 = or disjoint i32 %29, %14, !dbg !19
  %49 = or disjoint i32 %30, %14, !dbg !19
  %50 = or disjoint i32 %31, %14, !dbg !19
  %51 = or disjoint i32 %32, %14, !dbg !19
  %52 = or disjoint i32 %36, 32, !dbg !19
  %53 = or disjoint i32 %36, 34, !dbg !19
  %54 = or disjoint i32 %36, 36, !dbg !19
  %55 = or disjoint i32 %36, 38, !dbg !19
  %56 = or disjoint i32 %36, 40, !dbg !19
  %57 = or disjoint i32 %36, 42, !dbg !19
  %58 = or disjoint i32 %36, 44, !dbg !19
  %59 = or disjoint i32 %36, 46, !dbg !19
  %60 = or disjoint i32 %36, 48, !dbg !19
  %61 = or disjoint i32 %36, 50, !dbg !19
  %62 = or disjoint i32 %36, 52, !dbg !19
  %63 = or disjoint i32 %36, 54, !dbg !19
  %64 = or disjoint i32 %36, 56, !dbg !19
  %65 = or disjoint i32 %36, 58, !dbg !19
  %66 = or disjoint i32 %36, 60, !dbg !19
  %67 = or disjoint i32 %36, 62, !dbg !19
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
  %98 = icmp slt i32 %66, %5, !dbg !21
  %99 = icmp slt i32 %67, %5, !dbg !21
  %100 = sext i32 %13 to i64, !dbg !22
  %101 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %100, !dbg !22
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
  %132 = shl i32 %66, 6, !dbg !23
  %133 = shl i32 %67, 6, !dbg !23
  %134 = sext i32 %102 to i64, !dbg !22
  %135 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %134, !dbg !22
  %136 = sext i32 %103 to i64, !dbg !22
  %137 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %136, !dbg !22
  %138 = sext i32 %104 to i64, !dbg !22
  %139 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %138, !dbg !22
  %140 = sext i32 %105 to i64, !dbg !22
  %141 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %140, !dbg !22
  %142 = sext i32 %106 to i64, !dbg !22
  %143 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %142, !dbg !22
  %144 = sext i32 %107 to i64, !dbg !22
  %145 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %144, !dbg !22
  %146 = sext i32 %108 to i64, !dbg !22
  %147 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %146, !dbg !22
  %148 = sext i32 %109 to i64, !dbg !22
  %149 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %148, !dbg !22
  %150 = sext i32 %110 to i64, !dbg !22
  %151 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %150, !dbg !22
  %152 = sext i32 %111 to i64, !dbg !22
  %153 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %152, !dbg !22
  %154 = sext i32 %112 to i64, !dbg !22
  %155 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %154, !dbg !22
  %156 = sext i32 %113 to i64, !dbg !22
  %157 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %156, !dbg !22
  %158 = sext i32 %114 to i64, !dbg !22
  %159 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %158, !dbg !22
  %160 = sext i32 %115 to i64, !dbg !22
  %161 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %160, !dbg !22
  %162 = sext i32 %116 to i64, !dbg !22
  %163 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %162, !dbg !22
  %164 = sext i32 %117 to i64, !dbg !22
  %165 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %164, !dbg !22
  %166 = sext i32 %118 to i64, !dbg !22
  %167 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %166, !dbg !22
  %168 = sext i32 %119 to i64, !dbg !22
  %169 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %168, !dbg !22
  %170 = sext i32 %120 to i64, !dbg !22
  %171 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %170, !dbg !22
  %172 = sext i32 %121 to i64, !dbg !22
  %173 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %172, !dbg !22
  %174 = sext i32 %122 to i64, !dbg !22
  %175 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %174, !dbg !22
  %176 = sext i32 %123 to i64, !dbg !22
  %177 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %176, !dbg !22
  %178 = sext i32 %124 to i64, !dbg !22
  %179 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %178, !dbg !22
  %180 = sext i32 %125 to i64, !dbg !22
  %181 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %180, !dbg !22
  %182 = sext i32 %126 to i64, !dbg !22
  %183 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %182, !dbg !22
  %184 = sext i32 %127 to i64, !dbg !22
  %185 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %184, !dbg !22
  %186 = sext i32 %128 to i64, !dbg !22
  %187 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %186, !dbg !22
  %188 = sext i32 %129 to i64, !dbg !22
  %189 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %188, !dbg !22
  %190 = sext i32 %130 to i64, !dbg !22
  %191 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %190, !dbg !22
  %192 = sext i32 %131 to i64, !dbg !22
  %193 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %192, !dbg !22
  %194 = sext i32 %132 to i64, !dbg !22
  %195 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %194, !dbg !22
  %196 = sext i32 %133 to i64, !dbg !22
  %197 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %196, !dbg !22
  %198 = zext nneg i32 %35 to i64, !dbg !22
  %199 = getelementptr [2 x i8], ptr addrspace(1) %135, i64 %198, !dbg !22
  %200 = getelementptr [2 x i8], ptr addrspace(1) %137, i64 %198, !dbg !22
  %201 = getelementptr [2 x i8], ptr addrspace(1) %139, i64 %198, !dbg !22
  %202 = getelementptr [2 x i8], ptr addrspace(1) %141, i64 %198, !dbg !22
  %203 = getelementptr [2 x i8], ptr addrspace(1) %143, i64 %198, !dbg !22
  %204 = getelementptr [2 x i8], ptr addrspace(1) %145, i64 %198, !dbg !22
  %205 = getelementptr [2 x i8], ptr addrspace(1) %147, i64 %198, !dbg !22
  %206 = getelementptr [2 x i8], ptr addrspace(1) %149, i64 %198, !dbg !22
  %207 = getelementptr [2 x i8], ptr addrspace(1) %151, i64 %198, !dbg !22
  %208 = getelementptr [2 x i8], ptr addrspace(1) %153, i64 %198, !dbg !22
  %209 = getelementptr [2 x i8], ptr addrspace(1) %155, i64 %198, !dbg !22
  %210 = getelementptr [2 x i8], ptr addrspace(1) %157, i64 %198, !dbg !22
  %211 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %198, !dbg !22
  %212 = getelementptr [2 x i8], ptr addrspace(1) %161, i64 %198, !dbg !22
  %213 = getelementptr [2 x i8], ptr addrspace(1) %163, i64 %198, !dbg !22
  %214 = getelementptr [2 x i8], ptr addrspace(1) %165, i64 %198, !dbg !22
  %215 = getelementptr [2 x i8], ptr addrspace(1) %167, i64 %198, !dbg !22
  %216 = getelementptr [2 x i8], ptr addrspace(1) %169, i64 %198, !dbg !22
  %217 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %198, !dbg !22
  %218 = getelementptr [2 x i8], ptr addrspace(1) %173, i64 %198, !dbg !22
  %219 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %198, !dbg !22
  %220 = getelementptr [2 x i8], ptr addrspace(1) %177, i64 %198, !dbg !22
  %221 = getelementptr [2 x i8], ptr addrspace(1) %179, i64 %198, !dbg !22
  %222 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %198, !dbg !22
  %223 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %198, !dbg !22
  %224 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %198, !dbg !22
  %225 = getelementptr [2 x i8], ptr addrspace(1) %187, i64 %198, !dbg !22
  %226 = getelementptr [2 x i8], ptr addrspace(1) %189, i64 %198, !dbg !22
  %227 = getelementptr [2 x i8], ptr addrspace(1) %191, i64 %198, !dbg !22
  %228 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %198, !dbg !22
  %229 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %198, !dbg !22
  %230 = getelementptr [2 x i8], ptr addrspace(1) %197, i64 %198, !dbg !22
  %231 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %199, i1 %68) #9, !dbg !24
  %232 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %200, i1 %69) #9, !dbg !24
  %233 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %201, i1 %70) #9, !dbg !24
  %234 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %202, i1 %71) #9, !dbg !24
  %235 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %203, i1 %72) #9, !dbg !24
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %204, i1 %73) #9, !dbg !24
  %237 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %205, i1 %74) #9, !dbg !24
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %206, i1 %75) #9, !dbg !24
  %239 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %207, i1 %76) #9, !dbg !24
  %240 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %208, i1 %77) #9, !dbg !24
  %241 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %209, i1 %78) #9, !dbg !24
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %210, i1 %79) #9, !dbg !24
  %243 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %211, i1 %80) #9, !dbg !24
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %212, i1 %81) #9, !dbg !24
  %245 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %213, i1 %82) #9, !dbg !24
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %214, i1 %83) #9, !dbg !24
  %247 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %84) #9, !dbg !24
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %85) #9, !dbg !24
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %217, i1 %86) #9, !dbg !24
  %250 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %218, i1 %87) #9, !dbg !24
  %251 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %219, i1 %88) #9, !dbg !24
  %252 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %220, i1 %89) #9, !dbg !24
  %253 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %221, i1 %90) #9, !dbg !24
  %254 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %222, i1 %91) #9, !dbg !24
  %255 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %223, i1 %92) #9, !dbg !24
  %256 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %224, i1 %93) #9, !dbg !24
  %257 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %225, i1 %94) #9, !dbg !24
  %258 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %226, i1 %95) #9, !dbg !24
  %259 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %227, i1 %96) #9, !dbg !24
  %260 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %97) #9, !dbg !24
  %261 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %229, i1 %98) #9, !dbg !24
  %262 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %230, i1 %99) #9, !dbg !24
  %263 = shl nuw nsw i32 %35, 1, !dbg !24
  %264 = icmp eq i32 %16, 0, !dbg !24
  %265 = select i1 %264, i32 0, i32 144, !dbg !24
  %266 = xor i32 %265, %263, !dbg !24
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %266, !dbg !24
  %268 = insertelement <1 x i16> poison, i16 %231, i64 0, !dbg !24
  store <1 x i16> %268, ptr addrspace(3) %267, align 2, !dbg !24
  %269 = or disjoint i32 %266, 1024, !dbg !24
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %269, !dbg !24
  %271 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !24
  store <1 x i16> %271, ptr addrspace(3) %270, align 2, !dbg !24
  %272 = or disjoint i32 %266, 2048, !dbg !24
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %272, !dbg !24
  %274 = insertelement <1 x i16> poison, i16 %239, i64 0, !dbg !24
  store <1 x i16> %274, ptr addrspace(3) %273, align 2, !dbg !24
  %275 = or disjoint i32 %266, 3072, !dbg !24
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %275, !dbg !24
  %277 = insertelement <1 x i16> poison, i16 %243, i64 0, !dbg !24
  store <1 x i16> %277, ptr addrspace(3) %276, align 2, !dbg !24
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %267, i32 4096, !dbg !24
  %279 = insertelement <1 x i16> poison, i16 %247, i64 0, !dbg !24
  store <1 x i16> %279, ptr addrspace(3) %278, align 2, !dbg !24
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %267, i32 5120, !dbg !24
  %281 = insertelement <1 x i16> poison, i16 %251, i64 0, !dbg !24
  store <1 x i16> %281, ptr addrspace(3) %280, align 2, !dbg !24
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %267, i32 6144, !dbg !24
  %283 = insertelement <1 x i16> poison, i16 %255, i64 0, !dbg !24
  store <1 x i16> %283, ptr addrspace(3) %282, align 2, !dbg !24
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %267, i32 7168, !dbg !24
  %285 = insertelement <1 x i16> poison, i16 %259, i64 0, !dbg !24
  store <1 x i16> %285, ptr addrspace(3) %284, align 2, !dbg !24
  %286 = xor i32 %266, 288, !dbg !24
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %286, !dbg !24
  %288 = insertelement <1 x i16> poison, i16 %232, i64 0, !dbg !24
  store <1 x i16> %288, ptr addrspace(3) %287, align 2, !dbg !24
  %289 = or disjoint i32 %286, 1024, !dbg !24
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %289, !dbg !24
  %291 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !24
  store <1 x i16> %291, ptr addrspace(3) %290, align 2, !dbg !24
  %292 = or disjoint i32 %286, 2048, !dbg !24
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %292, !dbg !24
  %294 = insertelement <1 x i16> poison, i16 %240, i64 0, !dbg !24
  store <1 x i16> %294, ptr addrspace(3) %293, align 2, !dbg !24
  %295 = or disjoint i32 %286, 3072, !dbg !24
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %295, !dbg !24
  %297 = insertelement <1 x i16> poison, i16 %244, i64 0, !dbg !24
  store <1 x i16> %297, ptr addrspace(3) %296, align 2, !dbg !24
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %287, i32 4096, !dbg !24
  %299 = insertelement <1 x i16> poison, i16 %248, i64 0, !dbg !24
  store <1 x i16> %299, ptr addrspace(3) %298, align 2, !dbg !24
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %287, i32 5120, !dbg !24
  %301 = insertelement <1 x i16> poison, i16 %252, i64 0, !dbg !24
  store <1 x i16> %301, ptr addrspace(3) %300, align 2, !dbg !24
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %287, i32 6144, !dbg !24
  %303 = insertelement <1 x i16> poison, i16 %256, i64 0, !dbg !24
  store <1 x i16> %303, ptr addrspace(3) %302, align 2, !dbg !24
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %287, i32 7168, !dbg !24
  %305 = insertelement <1 x i16> poison, i16 %260, i64 0, !dbg !24
  store <1 x i16> %305, ptr addrspace(3) %304, align 2, !dbg !24
  %306 = xor i32 %266, 576, !dbg !24
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %306, !dbg !24
  %308 = insertelement <1 x i16> poison, i16 %233, i64 0, !dbg !24
  store <1 x i16> %308, ptr addrspace(3) %307, align 2, !dbg !24
  %309 = or disjoint i32 %306, 1024, !dbg !24
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %309, !dbg !24
  %311 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !24
  store <1 x i16> %311, ptr addrspace(3) %310, align 2, !dbg !24
  %312 = or disjoint i32 %306, 2048, !dbg !24
  %313 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %312, !dbg !24
  %314 = insertelement <1 x i16> poison, i16 %241, i64 0, !dbg !24
  store <1 x i16> %314, ptr addrspace(3) %313, align 2, !dbg !24
  %315 = or disjoint i32 %306, 3072, !dbg !24
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %315, !dbg !24
  %317 = insertelement <1 x i16> poison, i16 %245, i64 0, !dbg !24
  store <1 x i16> %317, ptr addrspace(3) %316, align 2, !dbg !24
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 4096, !dbg !24
  %319 = insertelement <1 x i16> poison, i16 %249, i64 0, !dbg !24
  store <1 x i16> %319, ptr addrspace(3) %318, align 2, !dbg !24
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 5120, !dbg !24
  %321 = insertelement <1 x i16> poison, i16 %253, i64 0, !dbg !24
  store <1 x i16> %321, ptr addrspace(3) %320, align 2, !dbg !24
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 6144, !dbg !24
  %323 = insertelement <1 x i16> poison, i16 %257, i64 0, !dbg !24
  store <1 x i16> %323, ptr addrspace(3) %322, align 2, !dbg !24
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 7168, !dbg !24
  %325 = insertelement <1 x i16> poison, i16 %261, i64 0, !dbg !24
  store <1 x i16> %325, ptr addrspace(3) %324, align 2, !dbg !24
  %326 = xor i32 %266, 864, !dbg !24
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %326, !dbg !24
  %328 = insertelement <1 x i16> poison, i16 %234, i64 0, !dbg !24
  store <1 x i16> %328, ptr addrspace(3) %327, align 2, !dbg !24
  %329 = or disjoint i32 %326, 1024, !dbg !24
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %329, !dbg !24
  %331 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !24
  store <1 x i16> %331, ptr addrspace(3) %330, align 2, !dbg !24
  %332 = or disjoint i32 %326, 2048, !dbg !24
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %332, !dbg !24
  %334 = insertelement <1 x i16> poison, i16 %242, i64 0, !dbg !24
  store <1 x i16> %334, ptr addrspace(3) %333, align 2, !dbg !24
  %335 = or disjoint i32 %326, 3072, !dbg !24
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %335, !dbg !24
  %337 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !24
  store <1 x i16> %337, ptr addrspace(3) %336, align 2, !dbg !24
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 4096, !dbg !24
  %339 = insertelement <1 x i16> poison, i16 %250, i64 0, !dbg !24
  store <1 x i16> %339, ptr addrspace(3) %338, align 2, !dbg !24
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 5120, !dbg !24
  %341 = insertelement <1 x i16> poison, i16 %254, i64 0, !dbg !24
  store <1 x i16> %341, ptr addrspace(3) %340, align 2, !dbg !24
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 6144, !dbg !24
  %343 = insertelement <1 x i16> poison, i16 %258, i64 0, !dbg !24
  store <1 x i16> %343, ptr addrspace(3) %342, align 2, !dbg !24
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 7168, !dbg !24
  %345 = insertelement <1 x i16> poison, i16 %262, i64 0, !dbg !24
  store <1 x i16> %345, ptr addrspace(3) %344, align 2, !dbg !24
  %346 = fmul float %6, f0x3FB8AA3B, !dbg !25
  %347 = add i32 %14, 64, !dbg !26
  %348 = and i32 %15, 3, !dbg !27
  %349 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %100, !dbg !28
  %350 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %100, !dbg !29
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %349, i64 %198, !dbg !30
  %invariant.gep193 = getelementptr [2 x i8], ptr addrspace(1) %350, i64 %198, !dbg !30
  %351 = icmp sgt i32 %347, 0, !dbg !30
  br i1 %351, label %.lr.ph, label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %9
  %352 = shl nuw nsw i32 %348, 1, !dbg !27
  %353 = lshr exact i32 %33, 1, !dbg !20
  %354 = lshr exact i32 %34, 2, !dbg !20
  %355 = or disjoint i32 %353, %354, !dbg !20
  %356 = or disjoint i32 %355, %14, !dbg !19
  %357 = or disjoint i32 %356, 8, !dbg !19
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %266
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %269
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %272
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %275
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %286
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %289
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %292
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %295
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %306
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %309
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %312
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %315
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %326
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %329
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %332
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %335
  %374 = shl nuw nsw i32 %15, 7
  %375 = and i32 %374, 1920
  %376 = shl nuw nsw i32 %33, 6
  %377 = and i32 %15, 7
  %378 = shl nuw nsw i32 %377, 4
  %379 = and i32 %15, 16
  %380 = or disjoint i32 %375, %376
  %381 = xor i32 %378, %379
  %382 = or disjoint i32 %380, %381
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %382
  %384 = xor i32 %382, 32
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %384
  %386 = xor i32 %382, 64
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %386
  %388 = xor i32 %382, 96
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %388
  %390 = shl nuw nsw i32 %15, 1
  %391 = and i32 %390, 48
  %392 = mul nuw nsw i32 %377, 144
  %393 = xor i32 %392, %391
  %394 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %393
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) %394, i32 1024
  %396 = getelementptr inbounds nuw i8, ptr addrspace(3) %394, i32 2048
  %397 = getelementptr inbounds nuw i8, ptr addrspace(3) %394, i32 3072
  %398 = xor i32 %393, 64
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %398
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 1024
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 2048
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 3072
  %403 = and i32 %374, 3968
  %404 = or disjoint i32 %403, %378
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %404
  %406 = xor i32 %404, 16
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %406
  %408 = xor i32 %404, 32
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %408
  %410 = xor i32 %404, 48
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %410
  %412 = xor i32 %404, 64
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %412
  %414 = xor i32 %404, 80
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %414
  %416 = xor i32 %404, 96
  %417 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %416
  %418 = xor i32 %404, 112
  %419 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %418
  %420 = zext nneg i32 %352 to i64, !dbg !30
  %421 = zext nneg i32 %357 to i64, !dbg !30
  %422 = zext nneg i32 %356 to i64, !dbg !30
  %423 = zext nneg i32 %32 to i64, !dbg !30
  %424 = sext i32 %5 to i64, !dbg !30
  %425 = zext nneg i32 %31 to i64, !dbg !30
  %426 = zext nneg i32 %30 to i64, !dbg !30
  %427 = zext nneg i32 %29 to i64, !dbg !30
  %428 = zext nneg i32 %28 to i64, !dbg !30
  %429 = zext nneg i32 %27 to i64, !dbg !30
  %430 = zext nneg i32 %26 to i64, !dbg !30
  %431 = zext nneg i32 %25 to i64, !dbg !30
  %432 = zext nneg i32 %24 to i64, !dbg !30
  %433 = zext nneg i32 %23 to i64, !dbg !30
  %434 = zext nneg i32 %22 to i64, !dbg !30
  %435 = zext nneg i32 %21 to i64, !dbg !30
  %436 = zext nneg i32 %20 to i64, !dbg !30
  %437 = zext nneg i32 %19 to i64, !dbg !30
  %438 = zext nneg i32 %18 to i64, !dbg !30
  %439 = zext nneg i32 %17 to i64, !dbg !30
  %440 = zext nneg i32 %347 to i64, !dbg !30
  %invariant.op = add nsw i64 %422, -8, !dbg !30
  br label %441, !dbg !30

441:                                              ; preds = %.lr.ph, %__nv_exp2f.exit128
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %__nv_exp2f.exit128 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1129, %__nv_exp2f.exit128 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %__nv_exp2f.exit128 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1131, %__nv_exp2f.exit128 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %__nv_exp2f.exit128 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %__nv_exp2f.exit128 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %__nv_exp2f.exit128 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %__nv_exp2f.exit128 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %__nv_exp2f.exit128 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1139, %__nv_exp2f.exit128 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %__nv_exp2f.exit128 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1141, %__nv_exp2f.exit128 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1142, %__nv_exp2f.exit128 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1144, %__nv_exp2f.exit128 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1145, %__nv_exp2f.exit128 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1146, %__nv_exp2f.exit128 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1147, %__nv_exp2f.exit128 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1149, %__nv_exp2f.exit128 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1150, %__nv_exp2f.exit128 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1151, %__nv_exp2f.exit128 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1152, %__nv_exp2f.exit128 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1154, %__nv_exp2f.exit128 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1155, %__nv_exp2f.exit128 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1156, %__nv_exp2f.exit128 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1157, %__nv_exp2f.exit128 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1159, %__nv_exp2f.exit128 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1160, %__nv_exp2f.exit128 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1161, %__nv_exp2f.exit128 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1162, %__nv_exp2f.exit128 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1164, %__nv_exp2f.exit128 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1165, %__nv_exp2f.exit128 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1166, %__nv_exp2f.exit128 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1167, %__nv_exp2f.exit128 ]
  %474 = phi float [ 1.000000e+00, %.lr.ph ], [ %942, %__nv_exp2f.exit128 ]
  %475 = phi float [ 1.000000e+00, %.lr.ph ], [ %943, %__nv_exp2f.exit128 ]
  %476 = phi float [ -inf, %.lr.ph ], [ %784, %__nv_exp2f.exit128 ]
  %477 = phi float [ -inf, %.lr.ph ], [ %785, %__nv_exp2f.exit128 ]
  %478 = or disjoint i64 %indvars.iv, %439, !dbg !31
  %479 = or disjoint i64 %indvars.iv, %438, !dbg !31
  %480 = or disjoint i64 %indvars.iv, %437, !dbg !31
  %481 = or disjoint i64 %indvars.iv, %436, !dbg !31
  %482 = or disjoint i64 %indvars.iv, %435, !dbg !31
  %483 = or disjoint i64 %indvars.iv, %434, !dbg !31
  %484 = or disjoint i64 %indvars.iv, %433, !dbg !31
  %485 = or disjoint i64 %indvars.iv, %432, !dbg !31
  %486 = or disjoint i64 %indvars.iv, %431, !dbg !31
  %487 = or disjoint i64 %indvars.iv, %430, !dbg !31
  %488 = or disjoint i64 %indvars.iv, %429, !dbg !31
  %489 = or disjoint i64 %indvars.iv, %428, !dbg !31
  %490 = or disjoint i64 %indvars.iv, %427, !dbg !31
  %491 = or disjoint i64 %indvars.iv, %426, !dbg !31
  %492 = or disjoint i64 %indvars.iv, %425, !dbg !31
  %493 = or disjoint i64 %indvars.iv, %423, !dbg !31
  %494 = or disjoint i64 %indvars.iv, %420, !dbg !31
  %495 = or disjoint i64 %494, 9, !dbg !31
  %496 = or disjoint i64 %494, 16, !dbg !31
  %497 = or disjoint i64 %494, 17, !dbg !31
  %498 = or disjoint i64 %494, 24, !dbg !31
  %499 = or disjoint i64 %494, 25, !dbg !31
  %500 = icmp slt i64 %478, %424, !dbg !32
  %501 = icmp slt i64 %479, %424, !dbg !32
  %502 = icmp slt i64 %480, %424, !dbg !32
  %503 = icmp slt i64 %481, %424, !dbg !32
  %504 = icmp slt i64 %482, %424, !dbg !32
  %505 = icmp slt i64 %483, %424, !dbg !32
  %506 = icmp slt i64 %484, %424, !dbg !32
  %507 = icmp slt i64 %485, %424, !dbg !32
  %508 = icmp slt i64 %486, %424, !dbg !32
  %509 = icmp slt i64 %487, %424, !dbg !32
  %510 = icmp slt i64 %488, %424, !dbg !32
  %511 = icmp slt i64 %489, %424, !dbg !32
  %512 = icmp slt i64 %490, %424, !dbg !32
  %513 = icmp slt i64 %491, %424, !dbg !32
  %514 = icmp slt i64 %492, %424, !dbg !32
  %515 = icmp slt i64 %493, %424, !dbg !32
  %516 = trunc nuw nsw i64 %478 to i32, !dbg !33
  %517 = shl i32 %516, 6, !dbg !33
  %518 = trunc nuw nsw i64 %479 to i32, !dbg !33
  %519 = shl i32 %518, 6, !dbg !33
  %520 = trunc nuw nsw i64 %480 to i32, !dbg !33
  %521 = shl i32 %520, 6, !dbg !33
  %522 = trunc nuw nsw i64 %481 to i32, !dbg !33
  %523 = shl i32 %522, 6, !dbg !33
  %524 = trunc nuw nsw i64 %482 to i32, !dbg !33
  %525 = shl i32 %524, 6, !dbg !33
  %526 = trunc nuw nsw i64 %483 to i32, !dbg !33
  %527 = shl i32 %526, 6, !dbg !33
  %528 = trunc nuw nsw i64 %484 to i32, !dbg !33
  %529 = shl i32 %528, 6, !dbg !33
  %530 = trunc nuw nsw i64 %485 to i32, !dbg !33
  %531 = shl i32 %530, 6, !dbg !33
  %532 = trunc nuw nsw i64 %486 to i32, !dbg !33
  %533 = shl i32 %532, 6, !dbg !33
  %534 = trunc nuw nsw i64 %487 to i32, !dbg !33
  %535 = shl i32 %534, 6, !dbg !33
  %536 = trunc nuw nsw i64 %488 to i32, !dbg !33
  %537 = shl i32 %536, 6, !dbg !33
  %538 = trunc nuw nsw i64 %489 to i32, !dbg !33
  %539 = shl i32 %538, 6, !dbg !33
  %540 = trunc nuw nsw i64 %490 to i32, !dbg !33
  %541 = shl i32 %540, 6, !dbg !33
  %542 = trunc nuw nsw i64 %491 to i32, !dbg !33
  %543 = shl i32 %542, 6, !dbg !33
  %544 = trunc nuw nsw i64 %492 to i32, !dbg !33
  %545 = shl i32 %544, 6, !dbg !33
  %546 = trunc nuw nsw i64 %493 to i32, !dbg !33
  %547 = shl i32 %546, 6, !dbg !33
  %548 = sext i32 %517 to i64, !dbg !28
  %549 = sext i32 %519 to i64, !dbg !28
  %550 = sext i32 %521 to i64, !dbg !28
  %551 = sext i32 %523 to i64, !dbg !28
  %552 = sext i32 %525 to i64, !dbg !28
  %553 = sext i32 %527 to i64, !dbg !28
  %554 = sext i32 %529 to i64, !dbg !28
  %555 = sext i32 %531 to i64, !dbg !28
  %556 = sext i32 %533 to i64, !dbg !28
  %557 = sext i32 %535 to i64, !dbg !28
  %558 = sext i32 %537 to i64, !dbg !28
  %559 = sext i32 %539 to i64, !dbg !28
  %560 = sext i32 %541 to i64, !dbg !28
  %561 = sext i32 %543 to i64, !dbg !28
  %562 = sext i32 %545 to i64, !dbg !28
  %563 = sext i32 %547 to i64, !dbg !28
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %548, !dbg !28
  %gep164 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %549, !dbg !28
  %gep166 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %550, !dbg !28
  %gep168 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %551, !dbg !28
  %gep170 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %552, !dbg !28
  %gep172 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %553, !dbg !28
  %gep174 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %554, !dbg !28
  %gep176 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %555, !dbg !28
  %gep178 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %556, !dbg !28
  %gep180 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %557, !dbg !28
  %gep182 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %558, !dbg !28
  %gep184 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %559, !dbg !28
  %gep186 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %560, !dbg !28
  %gep188 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %561, !dbg !28
  %gep190 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %562, !dbg !28
  %gep192 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %563, !dbg !28
  %564 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %500) #9, !dbg !34
  %565 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep164, i1 %501) #9, !dbg !34
  %566 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep166, i1 %502) #9, !dbg !34
  %567 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep168, i1 %503) #9, !dbg !34
  %568 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep170, i1 %504) #9, !dbg !34
  %569 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep172, i1 %505) #9, !dbg !34
  %570 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep174, i1 %506) #9, !dbg !34
  %571 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep176, i1 %507) #9, !dbg !34
  %572 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep178, i1 %508) #9, !dbg !34
  %573 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep180, i1 %509) #9, !dbg !34
  %574 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep182, i1 %510) #9, !dbg !34
  %575 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep184, i1 %511) #9, !dbg !34
  %576 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep186, i1 %512) #9, !dbg !34
  %577 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep188, i1 %513) #9, !dbg !34
  %578 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep190, i1 %514) #9, !dbg !34
  %579 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep192, i1 %515) #9, !dbg !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %580 = insertelement <1 x i16> poison, i16 %564, i64 0, !dbg !34
  store <1 x i16> %580, ptr addrspace(3) %358, align 2, !dbg !34
  %581 = insertelement <1 x i16> poison, i16 %568, i64 0, !dbg !34
  store <1 x i16> %581, ptr addrspace(3) %359, align 2, !dbg !34
  %582 = insertelement <1 x i16> poison, i16 %572, i64 0, !dbg !34
  store <1 x i16> %582, ptr addrspace(3) %360, align 2, !dbg !34
  %583 = insertelement <1 x i16> poison, i16 %576, i64 0, !dbg !34
  store <1 x i16> %583, ptr addrspace(3) %361, align 2, !dbg !34
  %584 = insertelement <1 x i16> poison, i16 %565, i64 0, !dbg !34
  store <1 x i16> %584, ptr addrspace(3) %362, align 2, !dbg !34
  %585 = insertelement <1 x i16> poison, i16 %569, i64 0, !dbg !34
  store <1 x i16> %585, ptr addrspace(3) %363, align 2, !dbg !34
  %586 = insertelement <1 x i16> poison, i16 %573, i64 0, !dbg !34
  store <1 x i16> %586, ptr addrspace(3) %364, align 2, !dbg !34
  %587 = insertelement <1 x i16> poison, i16 %577, i64 0, !dbg !34
  store <1 x i16> %587, ptr addrspace(3) %365, align 2, !dbg !34
  %588 = insertelement <1 x i16> poison, i16 %566, i64 0, !dbg !34
  store <1 x i16> %588, ptr addrspace(3) %366, align 2, !dbg !34
  %589 = insertelement <1 x i16> poison, i16 %570, i64 0, !dbg !34
  store <1 x i16> %589, ptr addrspace(3) %367, align 2, !dbg !34
  %590 = insertelement <1 x i16> poison, i16 %574, i64 0, !dbg !34
  store <1 x i16> %590, ptr addrspace(3) %368, align 2, !dbg !34
  %591 = insertelement <1 x i16> poison, i16 %578, i64 0, !dbg !34
  store <1 x i16> %591, ptr addrspace(3) %369, align 2, !dbg !34
  %592 = insertelement <1 x i16> poison, i16 %567, i64 0, !dbg !34
  store <1 x i16> %592, ptr addrspace(3) %370, align 2, !dbg !34
  %593 = insertelement <1 x i16> poison, i16 %571, i64 0, !dbg !34
  store <1 x i16> %593, ptr addrspace(3) %371, align 2, !dbg !34
  %594 = insertelement <1 x i16> poison, i16 %575, i64 0, !dbg !34
  store <1 x i16> %594, ptr addrspace(3) %372, align 2, !dbg !34
  %595 = insertelement <1 x i16> poison, i16 %579, i64 0, !dbg !34
  store <1 x i16> %595, ptr addrspace(3) %373, align 2, !dbg !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %596 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %383), !dbg !24
  %597 = extractvalue { i32, i32, i32, i32 } %596, 0, !dbg !24
  %598 = extractvalue { i32, i32, i32, i32 } %596, 1, !dbg !24
  %599 = extractvalue { i32, i32, i32, i32 } %596, 2, !dbg !24
  %600 = extractvalue { i32, i32, i32, i32 } %596, 3, !dbg !24
  %601 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %385), !dbg !24
  %602 = extractvalue { i32, i32, i32, i32 } %601, 0, !dbg !24
  %603 = extractvalue { i32, i32, i32, i32 } %601, 1, !dbg !24
  %604 = extractvalue { i32, i32, i32, i32 } %601, 2, !dbg !24
  %605 = extractvalue { i32, i32, i32, i32 } %601, 3, !dbg !24
  %606 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %387), !dbg !24
  %607 = extractvalue { i32, i32, i32, i32 } %606, 0, !dbg !24
  %608 = extractvalue { i32, i32, i32, i32 } %606, 1, !dbg !24
  %609 = extractvalue { i32, i32, i32, i32 } %606, 2, !dbg !24
  %610 = extractvalue { i32, i32, i32, i32 } %606, 3, !dbg !24
  %611 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %389), !dbg !24
  %612 = extractvalue { i32, i32, i32, i32 } %611, 0, !dbg !24
  %613 = extractvalue { i32, i32, i32, i32 } %611, 1, !dbg !24
  %614 = extractvalue { i32, i32, i32, i32 } %611, 2, !dbg !24
  %615 = extractvalue { i32, i32, i32, i32 } %611, 3, !dbg !24
  %616 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %394), !dbg !34
  %617 = extractvalue { i32, i32, i32, i32 } %616, 0, !dbg !34
  %618 = extractvalue { i32, i32, i32, i32 } %616, 1, !dbg !34
  %619 = extractvalue { i32, i32, i32, i32 } %616, 2, !dbg !34
  %620 = extractvalue { i32, i32, i32, i32 } %616, 3, !dbg !34
  %621 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %395), !dbg !34
  %622 = extractvalue { i32, i32, i32, i32 } %621, 0, !dbg !34
  %623 = extractvalue { i32, i32, i32, i32 } %621, 1, !dbg !34
  %624 = extractvalue { i32, i32, i32, i32 } %621, 2, !dbg !34
  %625 = extractvalue { i32, i32, i32, i32 } %621, 3, !dbg !34
  %626 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %396), !dbg !34
  %627 = extractvalue { i32, i32, i32, i32 } %626, 0, !dbg !34
  %628 = extractvalue { i32, i32, i32, i32 } %626, 1, !dbg !34
  %629 = extractvalue { i32, i32, i32, i32 } %626, 2, !dbg !34
  %630 = extractvalue { i32, i32, i32, i32 } %626, 3, !dbg !34
  %631 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %397), !dbg !34
  %632 = extractvalue { i32, i32, i32, i32 } %631, 0, !dbg !34
  %633 = extractvalue { i32, i32, i32, i32 } %631, 1, !dbg !34
  %634 = extractvalue { i32, i32, i32, i32 } %631, 2, !dbg !34
  %635 = extractvalue { i32, i32, i32, i32 } %631, 3, !dbg !34
  %636 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %399), !dbg !34
  %637 = extractvalue { i32, i32, i32, i32 } %636, 0, !dbg !34
  %638 = extractvalue { i32, i32, i32, i32 } %636, 1, !dbg !34
  %639 = extractvalue { i32, i32, i32, i32 } %636, 2, !dbg !34
  %640 = extractvalue { i32, i32, i32, i32 } %636, 3, !dbg !34
  %641 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %400), !dbg !34
  %642 = extractvalue { i32, i32, i32, i32 } %641, 0, !dbg !34
  %643 = extractvalue { i32, i32, i32, i32 } %641, 1, !dbg !34
  %644 = extractvalue { i32, i32, i32, i32 } %641, 2, !dbg !34
  %645 = extractvalue { i32, i32, i32, i32 } %641, 3, !dbg !34
  %646 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %401), !dbg !34
  %647 = extractvalue { i32, i32, i32, i32 } %646, 0, !dbg !34
  %648 = extractvalue { i32, i32, i32, i32 } %646, 1, !dbg !34
  %649 = extractvalue { i32, i32, i32, i32 } %646, 2, !dbg !34
  %650 = extractvalue { i32, i32, i32, i32 } %646, 3, !dbg !34
  %651 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %402), !dbg !34
  %652 = extractvalue { i32, i32, i32, i32 } %651, 0, !dbg !34
  %653 = extractvalue { i32, i32, i32, i32 } %651, 1, !dbg !34
  %654 = extractvalue { i32, i32, i32, i32 } %651, 2, !dbg !34
  %655 = extractvalue { i32, i32, i32, i32 } %651, 3, !dbg !34
  %656 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %597, i32 %598, i32 %599, i32 %600, i32 %617, i32 %618) #9, !dbg !35
  %657 = extractvalue { float, float, float, float } %656, 0, !dbg !35
  %658 = extractvalue { float, float, float, float } %656, 1, !dbg !35
  %659 = extractvalue { float, float, float, float } %656, 2, !dbg !35
  %660 = extractvalue { float, float, float, float } %656, 3, !dbg !35
  %661 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %597, i32 %598, i32 %599, i32 %600, i32 %622, i32 %623) #9, !dbg !35
  %662 = extractvalue { float, float, float, float } %661, 0, !dbg !35
  %663 = extractvalue { float, float, float, float } %661, 1, !dbg !35
  %664 = extractvalue { float, float, float, float } %661, 2, !dbg !35
  %665 = extractvalue { float, float, float, float } %661, 3, !dbg !35
  %666 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %597, i32 %598, i32 %599, i32 %600, i32 %627, i32 %628) #9, !dbg !35
  %667 = extractvalue { float, float, float, float } %666, 0, !dbg !35
  %668 = extractvalue { float, float, float, float } %666, 1, !dbg !35
  %669 = extractvalue { float, float, float, float } %666, 2, !dbg !35
  %670 = extractvalue { float, float, float, float } %666, 3, !dbg !35
  %671 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %597, i32 %598, i32 %599, i32 %600, i32 %632, i32 %633) #9, !dbg !35
  %672 = extractvalue { float, float, float, float } %671, 0, !dbg !35
  %673 = extractvalue { float, float, float, float } %671, 1, !dbg !35
  %674 = extractvalue { float, float, float, float } %671, 2, !dbg !35
  %675 = extractvalue { float, float, float, float } %671, 3, !dbg !35
  %676 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %657, float %658, float %659, float %660, i32 %602, i32 %603, i32 %604, i32 %605, i32 %619, i32 %620) #9, !dbg !35
  %677 = extractvalue { float, float, float, float } %676, 0, !dbg !35
  %678 = extractvalue { float, float, float, float } %676, 1, !dbg !35
  %679 = extractvalue { float, float, float, float } %676, 2, !dbg !35
  %680 = extractvalue { float, float, float, float } %676, 3, !dbg !35
  %681 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %662, float %663, float %664, float %665, i32 %602, i32 %603, i32 %604, i32 %605, i32 %624, i32 %625) #9, !dbg !35
  %682 = extractvalue { float, float, float, float } %681, 0, !dbg !35
  %683 = extractvalue { float, float, float, float } %681, 1, !dbg !35
  %684 = extractvalue { float, float, float, float } %681, 2, !dbg !35
  %685 = extractvalue { float, float, float, float } %681, 3, !dbg !35
  %686 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %667, float %668, float %669, float %670, i32 %602, i32 %603, i32 %604, i32 %605, i32 %629, i32 %630) #9, !dbg !35
  %687 = extractvalue { float, float, float, float } %686, 0, !dbg !35
  %688 = extractvalue { float, float, float, float } %686, 1, !dbg !35
  %689 = extractvalue { float, float, float, float } %686, 2, !dbg !35
  %690 = extractvalue { float, float, float, float } %686, 3, !dbg !35
  %691 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %672, float %673, float %674, float %675, i32 %602, i32 %603, i32 %604, i32 %605, i32 %634, i32 %635) #9, !dbg !35
  %692 = extractvalue { float, float, float, float } %691, 0, !dbg !35
  %693 = extractvalue { float, float, float, float } %691, 1, !dbg !35
  %694 = extractvalue { float, float, float, float } %691, 2, !dbg !35
  %695 = extractvalue { float, float, float, float } %691, 3, !dbg !35
  %696 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %677, float %678, float %679, float %680, i32 %607, i32 %608, i32 %609, i32 %610, i32 %637, i32 %638) #9, !dbg !35
  %697 = extractvalue { float, float, float, float } %696, 0, !dbg !35
  %698 = extractvalue { float, float, float, float } %696, 1, !dbg !35
  %699 = extractvalue { float, float, float, float } %696, 2, !dbg !35
  %700 = extractvalue { float, float, float, float } %696, 3, !dbg !35
  %701 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %682, float %683, float %684, float %685, i32 %607, i32 %608, i32 %609, i32 %610, i32 %642, i32 %643) #9, !dbg !35
  %702 = extractvalue { float, float, float, float } %701, 0, !dbg !35
  %703 = extractvalue { float, float, float, float } %701, 1, !dbg !35
  %704 = extractvalue { float, float, float, float } %701, 2, !dbg !35
  %705 = extractvalue { float, float, float, float } %701, 3, !dbg !35
  %706 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %687, float %688, float %689, float %690, i32 %607, i32 %608, i32 %609, i32 %610, i32 %647, i32 %648) #9, !dbg !35
  %707 = extractvalue { float, float, float, float } %706, 0, !dbg !35
  %708 = extractvalue { float, float, float, float } %706, 1, !dbg !35
  %709 = extractvalue { float, float, float, float } %706, 2, !dbg !35
  %710 = extractvalue { float, float, float, float } %706, 3, !dbg !35
  %711 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %692, float %693, float %694, float %695, i32 %607, i32 %608, i32 %609, i32 %610, i32 %652, i32 %653) #9, !dbg !35
  %712 = extractvalue { float, float, float, float } %711, 0, !dbg !35
  %713 = extractvalue { float, float, float, float } %711, 1, !dbg !35
  %714 = extractvalue { float, float, float, float } %711, 2, !dbg !35
  %715 = extractvalue { float, float, float, float } %711, 3, !dbg !35
  %716 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %697, float %698, float %699, float %700, i32 %612, i32 %613, i32 %614, i32 %615, i32 %639, i32 %640) #9, !dbg !35
  %717 = extractvalue { float, float, float, float } %716, 0, !dbg !35
  %718 = extractvalue { float, float, float, float } %716, 1, !dbg !35
  %719 = extractvalue { float, float, float, float } %716, 2, !dbg !35
  %720 = extractvalue { float, float, float, float } %716, 3, !dbg !35
  %721 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %702, float %703, float %704, float %705, i32 %612, i32 %613, i32 %614, i32 %615, i32 %644, i32 %645) #9, !dbg !35
  %722 = extractvalue { float, float, float, float } %721, 0, !dbg !35
  %723 = extractvalue { float, float, float, float } %721, 1, !dbg !35
  %724 = extractvalue { float, float, float, float } %721, 2, !dbg !35
  %725 = extractvalue { float, float, float, float } %721, 3, !dbg !35
  %726 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %707, float %708, float %709, float %710, i32 %612, i32 %613, i32 %614, i32 %615, i32 %649, i32 %650) #9, !dbg !35
  %727 = extractvalue { float, float, float, float } %726, 0, !dbg !35
  %728 = extractvalue { float, float, float, float } %726, 1, !dbg !35
  %729 = extractvalue { float, float, float, float } %726, 2, !dbg !35
  %730 = extractvalue { float, float, float, float } %726, 3, !dbg !35
  %731 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %712, float %713, float %714, float %715, i32 %612, i32 %613, i32 %614, i32 %615, i32 %654, i32 %655) #9, !dbg !35
  %732 = extractvalue { float, float, float, float } %731, 0, !dbg !35
  %733 = extractvalue { float, float, float, float } %731, 1, !dbg !35
  %734 = extractvalue { float, float, float, float } %731, 2, !dbg !35
  %735 = extractvalue { float, float, float, float } %731, 3, !dbg !35
  %.not = icmp samesign ugt i64 %494, %422, !dbg !36
  %.not63.not = icmp samesign ult i64 %494, %422, !dbg !36
  %.not64 = icmp samesign ugt i64 %494, %421, !dbg !36
  %.not65.not = icmp samesign ult i64 %494, %421, !dbg !36
  %.not66 = icmp sgt i64 %494, %invariant.op, !dbg !36
  %.not67 = icmp samesign ugt i64 %495, %422, !dbg !36
  %.not69 = icmp samesign ugt i64 %495, %421, !dbg !36
  %.not70 = icmp samesign ugt i64 %496, %422, !dbg !36
  %.not71 = icmp samesign ugt i64 %497, %422, !dbg !36
  %.not72 = icmp samesign ugt i64 %496, %421, !dbg !36
  %.not73 = icmp samesign ugt i64 %497, %421, !dbg !36
  %.not74 = icmp samesign ugt i64 %498, %422, !dbg !36
  %.not75 = icmp samesign ugt i64 %499, %422, !dbg !36
  %.not76 = icmp samesign ugt i64 %498, %421, !dbg !36
  %.not77 = icmp samesign ugt i64 %499, %421, !dbg !36
  %736 = select i1 %.not, float -1.000000e+06, float %717, !dbg !37
  %737 = select i1 %.not63.not, float %718, float -1.000000e+06, !dbg !37
  %738 = select i1 %.not64, float -1.000000e+06, float %719, !dbg !37
  %739 = select i1 %.not65.not, float %720, float -1.000000e+06, !dbg !37
  %740 = select i1 %.not66, float -1.000000e+06, float %722, !dbg !37
  %741 = select i1 %.not67, float -1.000000e+06, float %723, !dbg !37
  %742 = select i1 %.not, float -1.000000e+06, float %724, !dbg !37
  %743 = select i1 %.not69, float -1.000000e+06, float %725, !dbg !37
  %744 = select i1 %.not70, float -1.000000e+06, float %727, !dbg !37
  %745 = select i1 %.not71, float -1.000000e+06, float %728, !dbg !37
  %746 = select i1 %.not72, float -1.000000e+06, float %729, !dbg !37
  %747 = select i1 %.not73, float -1.000000e+06, float %730, !dbg !37
  %748 = select i1 %.not74, float -1.000000e+06, float %732, !dbg !37
  %749 = select i1 %.not75, float -1.000000e+06, float %733, !dbg !37
  %750 = select i1 %.not76, float -1.000000e+06, float %734, !dbg !37
  %751 = select i1 %.not77, float -1.000000e+06, float %735, !dbg !37
  %752 = tail call float @llvm.maxnum.f32(float %736, float %737), !dbg !38
  %753 = tail call float @llvm.maxnum.f32(float %740, float %741), !dbg !38
  %754 = tail call float @llvm.maxnum.f32(float %744, float %745), !dbg !38
  %755 = tail call float @llvm.maxnum.f32(float %748, float %749), !dbg !38
  %756 = tail call float @llvm.maxnum.f32(float %752, float %753), !dbg !38
  %757 = tail call float @llvm.maxnum.f32(float %754, float %755), !dbg !38
  %758 = tail call float @llvm.maxnum.f32(float %756, float %757), !dbg !38
  %759 = tail call float @llvm.maxnum.f32(float %738, float %739), !dbg !38
  %760 = tail call float @llvm.maxnum.f32(float %742, float %743), !dbg !38
  %761 = tail call float @llvm.maxnum.f32(float %746, float %747), !dbg !38
  %762 = tail call float @llvm.maxnum.f32(float %750, float %751), !dbg !38
  %763 = tail call float @llvm.maxnum.f32(float %759, float %760), !dbg !38
  %764 = tail call float @llvm.maxnum.f32(float %761, float %762), !dbg !38
  %765 = tail call float @llvm.maxnum.f32(float %763, float %764), !dbg !38
  %766 = bitcast float %758 to i32, !dbg !41
  %767 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %766, i32 2, i32 31), !dbg !41
  %768 = bitcast i32 %767 to float, !dbg !41
  %769 = tail call float @llvm.maxnum.f32(float %758, float %768), !dbg !38
  %770 = bitcast float %769 to i32, !dbg !41
  %771 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %770, i32 1, i32 31), !dbg !41
  %772 = bitcast i32 %771 to float, !dbg !41
  %773 = tail call float @llvm.maxnum.f32(float %769, float %772), !dbg !38
  %774 = bitcast float %765 to i32, !dbg !41
  %775 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %774, i32 2, i32 31), !dbg !41
  %776 = bitcast i32 %775 to float, !dbg !41
  %777 = tail call float @llvm.maxnum.f32(float %765, float %776), !dbg !38
  %778 = bitcast float %777 to i32, !dbg !41
  %779 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %778, i32 1, i32 31), !dbg !41
  %780 = bitcast i32 %779 to float, !dbg !41
  %781 = tail call float @llvm.maxnum.f32(float %777, float %780), !dbg !38
  %782 = fmul float %346, %773, !dbg !44
  %783 = fmul float %346, %781, !dbg !44
  %784 = tail call float @llvm.maxnum.f32(float %476, float %782), !dbg !45
  %785 = tail call float @llvm.maxnum.f32(float %477, float %783), !dbg !45
  %786 = fmul float %346, %736, !dbg !46
  %787 = fmul float %346, %737, !dbg !46
  %788 = fmul float %346, %738, !dbg !46
  %789 = fmul float %346, %739, !dbg !46
  %790 = fmul float %346, %740, !dbg !46
  %791 = fmul float %346, %741, !dbg !46
  %792 = fmul float %346, %742, !dbg !46
  %793 = fmul float %346, %743, !dbg !46
  %794 = fmul float %346, %744, !dbg !46
  %795 = fmul float %346, %745, !dbg !46
  %796 = fmul float %346, %746, !dbg !46
  %797 = fmul float %346, %747, !dbg !46
  %798 = fmul float %346, %748, !dbg !46
  %799 = fmul float %346, %749, !dbg !46
  %800 = fmul float %346, %750, !dbg !46
  %801 = fmul float %346, %751, !dbg !46
  %802 = fsub float %786, %784, !dbg !46
  %803 = fsub float %787, %784, !dbg !46
  %804 = fsub float %788, %785, !dbg !46
  %805 = fsub float %789, %785, !dbg !46
  %806 = fsub float %790, %784, !dbg !46
  %807 = fsub float %791, %784, !dbg !46
  %808 = fsub float %792, %785, !dbg !46
  %809 = fsub float %793, %785, !dbg !46
  %810 = fsub float %794, %784, !dbg !46
  %811 = fsub float %795, %784, !dbg !46
  %812 = fsub float %796, %785, !dbg !46
  %813 = fsub float %797, %785, !dbg !46
  %814 = fsub float %798, %784, !dbg !46
  %815 = fsub float %799, %784, !dbg !46
  %816 = fsub float %800, %785, !dbg !46
  %817 = fsub float %801, %785, !dbg !46
  %818 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i = icmp eq i32 %818, 0, !dbg !47
  br i1 %.not.i, label %821, label %819, !dbg !47

819:                                              ; preds = %441
  %820 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %802), !dbg !47
  br label %__nv_exp2f.exit, !dbg !47

821:                                              ; preds = %441
  %822 = tail call float @llvm.nvvm.ex2.approx.f32(float %802), !dbg !47
  br label %__nv_exp2f.exit, !dbg !47

__nv_exp2f.exit:                                  ; preds = %819, %821
  %.0.i = phi float [ %820, %819 ], [ %822, %821 ], !dbg !47
  %823 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i78 = icmp eq i32 %823, 0, !dbg !47
  br i1 %.not.i78, label %826, label %824, !dbg !47

824:                                              ; preds = %__nv_exp2f.exit
  %825 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %803), !dbg !47
  br label %__nv_exp2f.exit80, !dbg !47

826:                                              ; preds = %__nv_exp2f.exit
  %827 = tail call float @llvm.nvvm.ex2.approx.f32(float %803), !dbg !47
  br label %__nv_exp2f.exit80, !dbg !47

__nv_exp2f.exit80:                                ; preds = %824, %826
  %.0.i79 = phi float [ %825, %824 ], [ %827, %826 ], !dbg !47
  %828 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i81 = icmp eq i32 %828, 0, !dbg !47
  br i1 %.not.i81, label %831, label %829, !dbg !47

829:                                              ; preds = %__nv_exp2f.exit80
  %830 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %804), !dbg !47
  br label %__nv_exp2f.exit83, !dbg !47

831:                                              ; preds = %__nv_exp2f.exit80
  %832 = tail call float @llvm.nvvm.ex2.approx.f32(float %804), !dbg !47
  br label %__nv_exp2f.exit83, !dbg !47

__nv_exp2f.exit83:                                ; preds = %829, %831
  %.0.i82 = phi float [ %830, %829 ], [ %832, %831 ], !dbg !47
  %833 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i84 = icmp eq i32 %833, 0, !dbg !47
  br i1 %.not.i84, label %836, label %834, !dbg !47

834:                                              ; preds = %__nv_exp2f.exit83
  %835 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %805), !dbg !47
  br label %__nv_exp2f.exit86, !dbg !47

836:                                              ; preds = %__nv_exp2f.exit83
  %837 = tail call float @llvm.nvvm.ex2.approx.f32(float %805), !dbg !47
  br label %__nv_exp2f.exit86, !dbg !47

__nv_exp2f.exit86:                                ; preds = %834, %836
  %.0.i85 = phi float [ %835, %834 ], [ %837, %836 ], !dbg !47
  %838 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i87 = icmp eq i32 %838, 0, !dbg !47
  br i1 %.not.i87, label %841, label %839, !dbg !47

839:                                              ; preds = %__nv_exp2f.exit86
  %840 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %806), !dbg !47
  br label %__nv_exp2f.exit89, !dbg !47

841:                                              ; preds = %__nv_exp2f.exit86
  %842 = tail call float @llvm.nvvm.ex2.approx.f32(float %806), !dbg !47
  br label %__nv_exp2f.exit89, !dbg !47

__nv_exp2f.exit89:                                ; preds = %839, %841
  %.0.i88 = phi float [ %840, %839 ], [ %842, %841 ], !dbg !47
  %843 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i90 = icmp eq i32 %843, 0, !dbg !47
  br i1 %.not.i90, label %846, label %844, !dbg !47

844:                                              ; preds = %__nv_exp2f.exit89
  %845 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %807), !dbg !47
  br label %__nv_exp2f.exit92, !dbg !47

846:                                              ; preds = %__nv_exp2f.exit89
  %847 = tail call float @llvm.nvvm.ex2.approx.f32(float %807), !dbg !47
  br label %__nv_exp2f.exit92, !dbg !47

__nv_exp2f.exit92:                                ; preds = %844, %846
  %.0.i91 = phi float [ %845, %844 ], [ %847, %846 ], !dbg !47
  %848 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i93 = icmp eq i32 %848, 0, !dbg !47
  br i1 %.not.i93, label %851, label %849, !dbg !47

849:                                              ; preds = %__nv_exp2f.exit92
  %850 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %808), !dbg !47
  br label %__nv_exp2f.exit95, !dbg !47

851:                                              ; preds = %__nv_exp2f.exit92
  %852 = tail call float @llvm.nvvm.ex2.approx.f32(float %808), !dbg !47
  br label %__nv_exp2f.exit95, !dbg !47

__nv_exp2f.exit95:                                ; preds = %849, %851
  %.0.i94 = phi float [ %850, %849 ], [ %852, %851 ], !dbg !47
  %853 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i96 = icmp eq i32 %853, 0, !dbg !47
  br i1 %.not.i96, label %856, label %854, !dbg !47

854:                                              ; preds = %__nv_exp2f.exit95
  %855 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %809), !dbg !47
  br label %__nv_exp2f.exit98, !dbg !47

856:                                              ; preds = %__nv_exp2f.exit95
  %857 = tail call float @llvm.nvvm.ex2.approx.f32(float %809), !dbg !47
  br label %__nv_exp2f.exit98, !dbg !47

__nv_exp2f.exit98:                                ; preds = %854, %856
  %.0.i97 = phi float [ %855, %854 ], [ %857, %856 ], !dbg !47
  %858 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i99 = icmp eq i32 %858, 0, !dbg !47
  br i1 %.not.i99, label %861, label %859, !dbg !47

859:                                              ; preds = %__nv_exp2f.exit98
  %860 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %810), !dbg !47
  br label %__nv_exp2f.exit101, !dbg !47

861:                                              ; preds = %__nv_exp2f.exit98
  %862 = tail call float @llvm.nvvm.ex2.approx.f32(float %810), !dbg !47
  br label %__nv_exp2f.exit101, !dbg !47

__nv_exp2f.exit101:                               ; preds = %859, %861
  %.0.i100 = phi float [ %860, %859 ], [ %862, %861 ], !dbg !47
  %863 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i102 = icmp eq i32 %863, 0, !dbg !47
  br i1 %.not.i102, label %866, label %864, !dbg !47

864:                                              ; preds = %__nv_exp2f.exit101
  %865 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %811), !dbg !47
  br label %__nv_exp2f.exit104, !dbg !47

866:                                              ; preds = %__nv_exp2f.exit101
  %867 = tail call float @llvm.nvvm.ex2.approx.f32(float %811), !dbg !47
  br label %__nv_exp2f.exit104, !dbg !47

__nv_exp2f.exit104:                               ; preds = %864, %866
  %.0.i103 = phi float [ %865, %864 ], [ %867, %866 ], !dbg !47
  %868 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i105 = icmp eq i32 %868, 0, !dbg !47
  br i1 %.not.i105, label %871, label %869, !dbg !47

869:                                              ; preds = %__nv_exp2f.exit104
  %870 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %812), !dbg !47
  br label %__nv_exp2f.exit107, !dbg !47

871:                                              ; preds = %__nv_exp2f.exit104
  %872 = tail call float @llvm.nvvm.ex2.approx.f32(float %812), !dbg !47
  br label %__nv_exp2f.exit107, !dbg !47

__nv_exp2f.exit107:                               ; preds = %869, %871
  %.0.i106 = phi float [ %870, %869 ], [ %872, %871 ], !dbg !47
  %873 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i108 = icmp eq i32 %873, 0, !dbg !47
  br i1 %.not.i108, label %876, label %874, !dbg !47

874:                                              ; preds = %__nv_exp2f.exit107
  %875 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %813), !dbg !47
  br label %__nv_exp2f.exit110, !dbg !47

876:                                              ; preds = %__nv_exp2f.exit107
  %877 = tail call float @llvm.nvvm.ex2.approx.f32(float %813), !dbg !47
  br label %__nv_exp2f.exit110, !dbg !47

__nv_exp2f.exit110:                               ; preds = %874, %876
  %.0.i109 = phi float [ %875, %874 ], [ %877, %876 ], !dbg !47
  %878 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i111 = icmp eq i32 %878, 0, !dbg !47
  br i1 %.not.i111, label %881, label %879, !dbg !47

879:                                              ; preds = %__nv_exp2f.exit110
  %880 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %814), !dbg !47
  br label %__nv_exp2f.exit113, !dbg !47

881:                                              ; preds = %__nv_exp2f.exit110
  %882 = tail call float @llvm.nvvm.ex2.approx.f32(float %814), !dbg !47
  br label %__nv_exp2f.exit113, !dbg !47

__nv_exp2f.exit113:                               ; preds = %879, %881
  %.0.i112 = phi float [ %880, %879 ], [ %882, %881 ], !dbg !47
  %883 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i114 = icmp eq i32 %883, 0, !dbg !47
  br i1 %.not.i114, label %886, label %884, !dbg !47

884:                                              ; preds = %__nv_exp2f.exit113
  %885 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %815), !dbg !47
  br label %__nv_exp2f.exit116, !dbg !47

886:                                              ; preds = %__nv_exp2f.exit113
  %887 = tail call float @llvm.nvvm.ex2.approx.f32(float %815), !dbg !47
  br label %__nv_exp2f.exit116, !dbg !47

__nv_exp2f.exit116:                               ; preds = %884, %886
  %.0.i115 = phi float [ %885, %884 ], [ %887, %886 ], !dbg !47
  %888 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i117 = icmp eq i32 %888, 0, !dbg !47
  br i1 %.not.i117, label %891, label %889, !dbg !47

889:                                              ; preds = %__nv_exp2f.exit116
  %890 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %816), !dbg !47
  br label %__nv_exp2f.exit119, !dbg !47

891:                                              ; preds = %__nv_exp2f.exit116
  %892 = tail call float @llvm.nvvm.ex2.approx.f32(float %816), !dbg !47
  br label %__nv_exp2f.exit119, !dbg !47

__nv_exp2f.exit119:                               ; preds = %889, %891
  %.0.i118 = phi float [ %890, %889 ], [ %892, %891 ], !dbg !47
  %893 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !47
  %.not.i120 = icmp eq i32 %893, 0, !dbg !47
  br i1 %.not.i120, label %896, label %894, !dbg !47

894:                                              ; preds = %__nv_exp2f.exit119
  %895 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %817), !dbg !47
  br label %__nv_exp2f.exit122, !dbg !47

896:                                              ; preds = %__nv_exp2f.exit119
  %897 = tail call float @llvm.nvvm.ex2.approx.f32(float %817), !dbg !47
  br label %__nv_exp2f.exit122, !dbg !47

__nv_exp2f.exit122:                               ; preds = %894, %896
  %.0.i121 = phi float [ %895, %894 ], [ %897, %896 ], !dbg !47
  %898 = fsub float %476, %784, !dbg !48
  %899 = fsub float %477, %785, !dbg !48
  %900 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !49
  %.not.i123 = icmp eq i32 %900, 0, !dbg !49
  br i1 %.not.i123, label %903, label %901, !dbg !49

901:                                              ; preds = %__nv_exp2f.exit122
  %902 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %898), !dbg !49
  br label %__nv_exp2f.exit125, !dbg !49

903:                                              ; preds = %__nv_exp2f.exit122
  %904 = tail call float @llvm.nvvm.ex2.approx.f32(float %898), !dbg !49
  br label %__nv_exp2f.exit125, !dbg !49

__nv_exp2f.exit125:                               ; preds = %901, %903
  %.0.i124 = phi float [ %902, %901 ], [ %904, %903 ], !dbg !49
  %905 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !49
  %.not.i126 = icmp eq i32 %905, 0, !dbg !49
  br i1 %.not.i126, label %908, label %906, !dbg !49

906:                                              ; preds = %__nv_exp2f.exit125
  %907 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %899), !dbg !49
  br label %__nv_exp2f.exit128, !dbg !49

908:                                              ; preds = %__nv_exp2f.exit125
  %909 = tail call float @llvm.nvvm.ex2.approx.f32(float %899), !dbg !49
  br label %__nv_exp2f.exit128, !dbg !49

__nv_exp2f.exit128:                               ; preds = %906, %908
  %.0.i127 = phi float [ %907, %906 ], [ %909, %908 ], !dbg !49
  %910 = fmul float %474, %.0.i124, !dbg !50
  %911 = fmul float %475, %.0.i127, !dbg !50
  %912 = fadd float %.0.i, %.0.i79, !dbg !51
  %913 = fadd float %.0.i88, %.0.i91, !dbg !51
  %914 = fadd float %.0.i100, %.0.i103, !dbg !51
  %915 = fadd float %.0.i112, %.0.i115, !dbg !51
  %916 = fadd float %912, %913, !dbg !51
  %917 = fadd float %914, %915, !dbg !51
  %918 = fadd float %916, %917, !dbg !51
  %919 = fadd float %.0.i82, %.0.i85, !dbg !51
  %920 = fadd float %.0.i94, %.0.i97, !dbg !51
  %921 = fadd float %.0.i106, %.0.i109, !dbg !51
  %922 = fadd float %.0.i118, %.0.i121, !dbg !51
  %923 = fadd float %919, %920, !dbg !51
  %924 = fadd float %921, %922, !dbg !51
  %925 = fadd float %923, %924, !dbg !51
  %926 = bitcast float %918 to i32, !dbg !52
  %927 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %926, i32 2, i32 31), !dbg !52
  %928 = bitcast i32 %927 to float, !dbg !52
  %929 = fadd float %918, %928, !dbg !51
  %930 = bitcast float %929 to i32, !dbg !52
  %931 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 1, i32 31), !dbg !52
  %932 = bitcast i32 %931 to float, !dbg !52
  %933 = fadd float %929, %932, !dbg !51
  %934 = bitcast float %925 to i32, !dbg !52
  %935 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %934, i32 2, i32 31), !dbg !52
  %936 = bitcast i32 %935 to float, !dbg !52
  %937 = fadd float %925, %936, !dbg !51
  %938 = bitcast float %937 to i32, !dbg !52
  %939 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %938, i32 1, i32 31), !dbg !52
  %940 = bitcast i32 %939 to float, !dbg !52
  %941 = fadd float %937, %940, !dbg !51
  %942 = fadd float %910, %933, !dbg !50
  %943 = fadd float %911, %941, !dbg !50
  %gep194 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %548, !dbg !29
  %gep196 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %549, !dbg !29
  %gep198 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %550, !dbg !29
  %gep200 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %551, !dbg !29
  %gep202 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %552, !dbg !29
  %gep204 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %553, !dbg !29
  %gep206 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %554, !dbg !29
  %gep208 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %555, !dbg !29
  %gep210 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %556, !dbg !29
  %gep212 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %557, !dbg !29
  %gep214 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %558, !dbg !29
  %gep216 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %559, !dbg !29
  %gep218 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %560, !dbg !29
  %gep220 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %561, !dbg !29
  %gep222 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %562, !dbg !29
  %gep224 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep193, i64 %563, !dbg !29
  %944 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep194, i1 %500) #9, !dbg !54
  %945 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep196, i1 %501) #9, !dbg !54
  %946 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep198, i1 %502) #9, !dbg !54
  %947 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep200, i1 %503) #9, !dbg !54
  %948 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep202, i1 %504) #9, !dbg !54
  %949 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep204, i1 %505) #9, !dbg !54
  %950 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep206, i1 %506) #9, !dbg !54
  %951 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep208, i1 %507) #9, !dbg !54
  %952 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep210, i1 %508) #9, !dbg !54
  %953 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep212, i1 %509) #9, !dbg !54
  %954 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep214, i1 %510) #9, !dbg !54
  %955 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep216, i1 %511) #9, !dbg !54
  %956 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep218, i1 %512) #9, !dbg !54
  %957 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep220, i1 %513) #9, !dbg !54
  %958 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep222, i1 %514) #9, !dbg !54
  %959 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep224, i1 %515) #9, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %960 = insertelement <1 x i16> poison, i16 %944, i64 0, !dbg !54
  store <1 x i16> %960, ptr addrspace(3) %358, align 2, !dbg !54
  %961 = insertelement <1 x i16> poison, i16 %948, i64 0, !dbg !54
  store <1 x i16> %961, ptr addrspace(3) %359, align 2, !dbg !54
  %962 = insertelement <1 x i16> poison, i16 %952, i64 0, !dbg !54
  store <1 x i16> %962, ptr addrspace(3) %360, align 2, !dbg !54
  %963 = insertelement <1 x i16> poison, i16 %956, i64 0, !dbg !54
  store <1 x i16> %963, ptr addrspace(3) %361, align 2, !dbg !54
  %964 = insertelement <1 x i16> poison, i16 %945, i64 0, !dbg !54
  store <1 x i16> %964, ptr addrspace(3) %362, align 2, !dbg !54
  %965 = insertelement <1 x i16> poison, i16 %949, i64 0, !dbg !54
  store <1 x i16> %965, ptr addrspace(3) %363, align 2, !dbg !54
  %966 = insertelement <1 x i16> poison, i16 %953, i64 0, !dbg !54
  store <1 x i16> %966, ptr addrspace(3) %364, align 2, !dbg !54
  %967 = insertelement <1 x i16> poison, i16 %957, i64 0, !dbg !54
  store <1 x i16> %967, ptr addrspace(3) %365, align 2, !dbg !54
  %968 = insertelement <1 x i16> poison, i16 %946, i64 0, !dbg !54
  store <1 x i16> %968, ptr addrspace(3) %366, align 2, !dbg !54
  %969 = insertelement <1 x i16> poison, i16 %950, i64 0, !dbg !54
  store <1 x i16> %969, ptr addrspace(3) %367, align 2, !dbg !54
  %970 = insertelement <1 x i16> poison, i16 %954, i64 0, !dbg !54
  store <1 x i16> %970, ptr addrspace(3) %368, align 2, !dbg !54
  %971 = insertelement <1 x i16> poison, i16 %958, i64 0, !dbg !54
  store <1 x i16> %971, ptr addrspace(3) %369, align 2, !dbg !54
  %972 = insertelement <1 x i16> poison, i16 %947, i64 0, !dbg !54
  store <1 x i16> %972, ptr addrspace(3) %370, align 2, !dbg !54
  %973 = insertelement <1 x i16> poison, i16 %951, i64 0, !dbg !54
  store <1 x i16> %973, ptr addrspace(3) %371, align 2, !dbg !54
  %974 = insertelement <1 x i16> poison, i16 %955, i64 0, !dbg !54
  store <1 x i16> %974, ptr addrspace(3) %372, align 2, !dbg !54
  %975 = insertelement <1 x i16> poison, i16 %959, i64 0, !dbg !54
  store <1 x i16> %975, ptr addrspace(3) %373, align 2, !dbg !54
  %976 = fmul float %442, %.0.i124, !dbg !55
  %977 = fmul float %443, %.0.i124, !dbg !55
  %978 = fmul float %444, %.0.i127, !dbg !55
  %979 = fmul float %445, %.0.i127, !dbg !55
  %980 = fmul float %446, %.0.i124, !dbg !55
  %981 = fmul float %447, %.0.i124, !dbg !55
  %982 = fmul float %448, %.0.i127, !dbg !55
  %983 = fmul float %449, %.0.i127, !dbg !55
  %984 = fmul float %450, %.0.i124, !dbg !55
  %985 = fmul float %451, %.0.i124, !dbg !55
  %986 = fmul float %452, %.0.i127, !dbg !55
  %987 = fmul float %453, %.0.i127, !dbg !55
  %988 = fmul float %454, %.0.i124, !dbg !55
  %989 = fmul float %455, %.0.i124, !dbg !55
  %990 = fmul float %456, %.0.i127, !dbg !55
  %991 = fmul float %457, %.0.i127, !dbg !55
  %992 = fmul float %458, %.0.i124, !dbg !55
  %993 = fmul float %459, %.0.i124, !dbg !55
  %994 = fmul float %460, %.0.i127, !dbg !55
  %995 = fmul float %461, %.0.i127, !dbg !55
  %996 = fmul float %462, %.0.i124, !dbg !55
  %997 = fmul float %463, %.0.i124, !dbg !55
  %998 = fmul float %464, %.0.i127, !dbg !55
  %999 = fmul float %465, %.0.i127, !dbg !55
  %1000 = fmul float %466, %.0.i124, !dbg !55
  %1001 = fmul float %467, %.0.i124, !dbg !55
  %1002 = fmul float %468, %.0.i127, !dbg !55
  %1003 = fmul float %469, %.0.i127, !dbg !55
  %1004 = fmul float %470, %.0.i124, !dbg !55
  %1005 = fmul float %471, %.0.i124, !dbg !55
  %1006 = fmul float %472, %.0.i127, !dbg !55
  %1007 = fmul float %473, %.0.i127, !dbg !55
  %1008 = fptrunc float %.0.i to half, !dbg !56
  %1009 = fptrunc float %.0.i79 to half, !dbg !56
  %1010 = fptrunc float %.0.i82 to half, !dbg !56
  %1011 = fptrunc float %.0.i85 to half, !dbg !56
  %1012 = fptrunc float %.0.i88 to half, !dbg !56
  %1013 = fptrunc float %.0.i91 to half, !dbg !56
  %1014 = fptrunc float %.0.i94 to half, !dbg !56
  %1015 = fptrunc float %.0.i97 to half, !dbg !56
  %1016 = fptrunc float %.0.i100 to half, !dbg !56
  %1017 = fptrunc float %.0.i103 to half, !dbg !56
  %1018 = fptrunc float %.0.i106 to half, !dbg !56
  %1019 = fptrunc float %.0.i109 to half, !dbg !56
  %1020 = fptrunc float %.0.i112 to half, !dbg !56
  %1021 = fptrunc float %.0.i115 to half, !dbg !56
  %1022 = fptrunc float %.0.i118 to half, !dbg !56
  %1023 = fptrunc float %.0.i121 to half, !dbg !56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %1024 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %405), !dbg !54
  %1025 = extractvalue { i32, i32, i32, i32 } %1024, 0, !dbg !54
  %1026 = extractvalue { i32, i32, i32, i32 } %1024, 1, !dbg !54
  %1027 = extractvalue { i32, i32, i32, i32 } %1024, 2, !dbg !54
  %1028 = extractvalue { i32, i32, i32, i32 } %1024, 3, !dbg !54
  %1029 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %407), !dbg !54
  %1030 = extractvalue { i32, i32, i32, i32 } %1029, 0, !dbg !54
  %1031 = extractvalue { i32, i32, i32, i32 } %1029, 1, !dbg !54
  %1032 = extractvalue { i32, i32, i32, i32 } %1029, 2, !dbg !54
  %1033 = extractvalue { i32, i32, i32, i32 } %1029, 3, !dbg !54
  %1034 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %409), !dbg !54
  %1035 = extractvalue { i32, i32, i32, i32 } %1034, 0, !dbg !54
  %1036 = extractvalue { i32, i32, i32, i32 } %1034, 1, !dbg !54
  %1037 = extractvalue { i32, i32, i32, i32 } %1034, 2, !dbg !54
  %1038 = extractvalue { i32, i32, i32, i32 } %1034, 3, !dbg !54
  %1039 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %411), !dbg !54
  %1040 = extractvalue { i32, i32, i32, i32 } %1039, 0, !dbg !54
  %1041 = extractvalue { i32, i32, i32, i32 } %1039, 1, !dbg !54
  %1042 = extractvalue { i32, i32, i32, i32 } %1039, 2, !dbg !54
  %1043 = extractvalue { i32, i32, i32, i32 } %1039, 3, !dbg !54
  %1044 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %413), !dbg !54
  %1045 = extractvalue { i32, i32, i32, i32 } %1044, 0, !dbg !54
  %1046 = extractvalue { i32, i32, i32, i32 } %1044, 1, !dbg !54
  %1047 = extractvalue { i32, i32, i32, i32 } %1044, 2, !dbg !54
  %1048 = extractvalue { i32, i32, i32, i32 } %1044, 3, !dbg !54
  %1049 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %415), !dbg !54
  %1050 = extractvalue { i32, i32, i32, i32 } %1049, 0, !dbg !54
  %1051 = extractvalue { i32, i32, i32, i32 } %1049, 1, !dbg !54
  %1052 = extractvalue { i32, i32, i32, i32 } %1049, 2, !dbg !54
  %1053 = extractvalue { i32, i32, i32, i32 } %1049, 3, !dbg !54
  %1054 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %417), !dbg !54
  %1055 = extractvalue { i32, i32, i32, i32 } %1054, 0, !dbg !54
  %1056 = extractvalue { i32, i32, i32, i32 } %1054, 1, !dbg !54
  %1057 = extractvalue { i32, i32, i32, i32 } %1054, 2, !dbg !54
  %1058 = extractvalue { i32, i32, i32, i32 } %1054, 3, !dbg !54
  %1059 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %419), !dbg !54
  %1060 = extractvalue { i32, i32, i32, i32 } %1059, 0, !dbg !54
  %1061 = extractvalue { i32, i32, i32, i32 } %1059, 1, !dbg !54
  %1062 = extractvalue { i32, i32, i32, i32 } %1059, 2, !dbg !54
  %1063 = extractvalue { i32, i32, i32, i32 } %1059, 3, !dbg !54
  %1064 = insertelement <2 x half> poison, half %1008, i64 0, !dbg !57
  %1065 = insertelement <2 x half> %1064, half %1009, i64 1, !dbg !57
  %1066 = bitcast <2 x half> %1065 to i32, !dbg !57
  %1067 = insertelement <2 x half> poison, half %1010, i64 0, !dbg !57
  %1068 = insertelement <2 x half> %1067, half %1011, i64 1, !dbg !57
  %1069 = bitcast <2 x half> %1068 to i32, !dbg !57
  %1070 = insertelement <2 x half> poison, half %1012, i64 0, !dbg !57
  %1071 = insertelement <2 x half> %1070, half %1013, i64 1, !dbg !57
  %1072 = bitcast <2 x half> %1071 to i32, !dbg !57
  %1073 = insertelement <2 x half> poison, half %1014, i64 0, !dbg !57
  %1074 = insertelement <2 x half> %1073, half %1015, i64 1, !dbg !57
  %1075 = bitcast <2 x half> %1074 to i32, !dbg !57
  %1076 = insertelement <2 x half> poison, half %1016, i64 0, !dbg !57
  %1077 = insertelement <2 x half> %1076, half %1017, i64 1, !dbg !57
  %1078 = bitcast <2 x half> %1077 to i32, !dbg !57
  %1079 = insertelement <2 x half> poison, half %1018, i64 0, !dbg !57
  %1080 = insertelement <2 x half> %1079, half %1019, i64 1, !dbg !57
  %1081 = bitcast <2 x half> %1080 to i32, !dbg !57
  %1082 = insertelement <2 x half> poison, half %1020, i64 0, !dbg !57
  %1083 = insertelement <2 x half> %1082, half %1021, i64 1, !dbg !57
  %1084 = bitcast <2 x half> %1083 to i32, !dbg !57
  %1085 = insertelement <2 x half> poison, half %1022, i64 0, !dbg !57
  %1086 = insertelement <2 x half> %1085, half %1023, i64 1, !dbg !57
  %1087 = bitcast <2 x half> %1086 to i32, !dbg !57
  %1088 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %976, float %977, float %978, float %979, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1025, i32 %1026) #9, !dbg !57
  %1089 = extractvalue { float, float, float, float } %1088, 0, !dbg !57
  %1090 = extractvalue { float, float, float, float } %1088, 1, !dbg !57
  %1091 = extractvalue { float, float, float, float } %1088, 2, !dbg !57
  %1092 = extractvalue { float, float, float, float } %1088, 3, !dbg !57
  %1093 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %980, float %981, float %982, float %983, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1030, i32 %1031) #9, !dbg !57
  %1094 = extractvalue { float, float, float, float } %1093, 0, !dbg !57
  %1095 = extractvalue { float, float, float, float } %1093, 1, !dbg !57
  %1096 = extractvalue { float, float, float, float } %1093, 2, !dbg !57
  %1097 = extractvalue { float, float, float, float } %1093, 3, !dbg !57
  %1098 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %984, float %985, float %986, float %987, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1035, i32 %1036) #9, !dbg !57
  %1099 = extractvalue { float, float, float, float } %1098, 0, !dbg !57
  %1100 = extractvalue { float, float, float, float } %1098, 1, !dbg !57
  %1101 = extractvalue { float, float, float, float } %1098, 2, !dbg !57
  %1102 = extractvalue { float, float, float, float } %1098, 3, !dbg !57
  %1103 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %988, float %989, float %990, float %991, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1040, i32 %1041) #9, !dbg !57
  %1104 = extractvalue { float, float, float, float } %1103, 0, !dbg !57
  %1105 = extractvalue { float, float, float, float } %1103, 1, !dbg !57
  %1106 = extractvalue { float, float, float, float } %1103, 2, !dbg !57
  %1107 = extractvalue { float, float, float, float } %1103, 3, !dbg !57
  %1108 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %992, float %993, float %994, float %995, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1045, i32 %1046) #9, !dbg !57
  %1109 = extractvalue { float, float, float, float } %1108, 0, !dbg !57
  %1110 = extractvalue { float, float, float, float } %1108, 1, !dbg !57
  %1111 = extractvalue { float, float, float, float } %1108, 2, !dbg !57
  %1112 = extractvalue { float, float, float, float } %1108, 3, !dbg !57
  %1113 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %996, float %997, float %998, float %999, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1050, i32 %1051) #9, !dbg !57
  %1114 = extractvalue { float, float, float, float } %1113, 0, !dbg !57
  %1115 = extractvalue { float, float, float, float } %1113, 1, !dbg !57
  %1116 = extractvalue { float, float, float, float } %1113, 2, !dbg !57
  %1117 = extractvalue { float, float, float, float } %1113, 3, !dbg !57
  %1118 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1000, float %1001, float %1002, float %1003, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1055, i32 %1056) #9, !dbg !57
  %1119 = extractvalue { float, float, float, float } %1118, 0, !dbg !57
  %1120 = extractvalue { float, float, float, float } %1118, 1, !dbg !57
  %1121 = extractvalue { float, float, float, float } %1118, 2, !dbg !57
  %1122 = extractvalue { float, float, float, float } %1118, 3, !dbg !57
  %1123 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1004, float %1005, float %1006, float %1007, i32 %1066, i32 %1069, i32 %1072, i32 %1075, i32 %1060, i32 %1061) #9, !dbg !57
  %1124 = extractvalue { float, float, float, float } %1123, 0, !dbg !57
  %1125 = extractvalue { float, float, float, float } %1123, 1, !dbg !57
  %1126 = extractvalue { float, float, float, float } %1123, 2, !dbg !57
  %1127 = extractvalue { float, float, float, float } %1123, 3, !dbg !57
  %1128 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1089, float %1090, float %1091, float %1092, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1027, i32 %1028) #9, !dbg !57
  %1129 = extractvalue { float, float, float, float } %1128, 0, !dbg !57
  %1130 = extractvalue { float, float, float, float } %1128, 1, !dbg !57
  %1131 = extractvalue { float, float, float, float } %1128, 2, !dbg !57
  %1132 = extractvalue { float, float, float, float } %1128, 3, !dbg !57
  %1133 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1094, float %1095, float %1096, float %1097, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1032, i32 %1033) #9, !dbg !57
  %1134 = extractvalue { float, float, float, float } %1133, 0, !dbg !57
  %1135 = extractvalue { float, float, float, float } %1133, 1, !dbg !57
  %1136 = extractvalue { float, float, float, float } %1133, 2, !dbg !57
  %1137 = extractvalue { float, float, float, float } %1133, 3, !dbg !57
  %1138 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1099, float %1100, float %1101, float %1102, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1037, i32 %1038) #9, !dbg !57
  %1139 = extractvalue { float, float, float, float } %1138, 0, !dbg !57
  %1140 = extractvalue { float, float, float, float } %1138, 1, !dbg !57
  %1141 = extractvalue { float, float, float, float } %1138, 2, !dbg !57
  %1142 = extractvalue { float, float, float, float } %1138, 3, !dbg !57
  %1143 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1104, float %1105, float %1106, float %1107, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1042, i32 %1043) #9, !dbg !57
  %1144 = extractvalue { float, float, float, float } %1143, 0, !dbg !57
  %1145 = extractvalue { float, float, float, float } %1143, 1, !dbg !57
  %1146 = extractvalue { float, float, float, float } %1143, 2, !dbg !57
  %1147 = extractvalue { float, float, float, float } %1143, 3, !dbg !57
  %1148 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1109, float %1110, float %1111, float %1112, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1047, i32 %1048) #9, !dbg !57
  %1149 = extractvalue { float, float, float, float } %1148, 0, !dbg !57
  %1150 = extractvalue { float, float, float, float } %1148, 1, !dbg !57
  %1151 = extractvalue { float, float, float, float } %1148, 2, !dbg !57
  %1152 = extractvalue { float, float, float, float } %1148, 3, !dbg !57
  %1153 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1114, float %1115, float %1116, float %1117, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1052, i32 %1053) #9, !dbg !57
  %1154 = extractvalue { float, float, float, float } %1153, 0, !dbg !57
  %1155 = extractvalue { float, float, float, float } %1153, 1, !dbg !57
  %1156 = extractvalue { float, float, float, float } %1153, 2, !dbg !57
  %1157 = extractvalue { float, float, float, float } %1153, 3, !dbg !57
  %1158 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1119, float %1120, float %1121, float %1122, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1057, i32 %1058) #9, !dbg !57
  %1159 = extractvalue { float, float, float, float } %1158, 0, !dbg !57
  %1160 = extractvalue { float, float, float, float } %1158, 1, !dbg !57
  %1161 = extractvalue { float, float, float, float } %1158, 2, !dbg !57
  %1162 = extractvalue { float, float, float, float } %1158, 3, !dbg !57
  %1163 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %1124, float %1125, float %1126, float %1127, i32 %1078, i32 %1081, i32 %1084, i32 %1087, i32 %1062, i32 %1063) #9, !dbg !57
  %1164 = extractvalue { float, float, float, float } %1163, 0, !dbg !57
  %1165 = extractvalue { float, float, float, float } %1163, 1, !dbg !57
  %1166 = extractvalue { float, float, float, float } %1163, 2, !dbg !57
  %1167 = extractvalue { float, float, float, float } %1163, 3, !dbg !57
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 32, !dbg !30
  %1168 = icmp samesign ult i64 %indvars.iv.next, %440, !dbg !30
  br i1 %1168, label %441, label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %__nv_exp2f.exit128, %9
  %1169 = phi float [ -inf, %9 ], [ %784, %__nv_exp2f.exit128 ], !dbg !58
  %1170 = phi float [ -inf, %9 ], [ %785, %__nv_exp2f.exit128 ], !dbg !58
  %1171 = phi float [ 1.000000e+00, %9 ], [ %942, %__nv_exp2f.exit128 ], !dbg !59
  %1172 = phi float [ 1.000000e+00, %9 ], [ %943, %__nv_exp2f.exit128 ], !dbg !59
  %1173 = phi float [ 0.000000e+00, %9 ], [ %1129, %__nv_exp2f.exit128 ], !dbg !60
  %1174 = phi float [ 0.000000e+00, %9 ], [ %1130, %__nv_exp2f.exit128 ], !dbg !60
  %1175 = phi float [ 0.000000e+00, %9 ], [ %1131, %__nv_exp2f.exit128 ], !dbg !60
  %1176 = phi float [ 0.000000e+00, %9 ], [ %1132, %__nv_exp2f.exit128 ], !dbg !60
  %1177 = phi float [ 0.000000e+00, %9 ], [ %1134, %__nv_exp2f.exit128 ], !dbg !60
  %1178 = phi float [ 0.000000e+00, %9 ], [ %1135, %__nv_exp2f.exit128 ], !dbg !60
  %1179 = phi float [ 0.000000e+00, %9 ], [ %1136, %__nv_exp2f.exit128 ], !dbg !60
  %1180 = phi float [ 0.000000e+00, %9 ], [ %1137, %__nv_exp2f.exit128 ], !dbg !60
  %1181 = phi float [ 0.000000e+00, %9 ], [ %1139, %__nv_exp2f.exit128 ], !dbg !60
  %1182 = phi float [ 0.000000e+00, %9 ], [ %1140, %__nv_exp2f.exit128 ], !dbg !60
  %1183 = phi float [ 0.000000e+00, %9 ], [ %1141, %__nv_exp2f.exit128 ], !dbg !60
  %1184 = phi float [ 0.000000e+00, %9 ], [ %1142, %__nv_exp2f.exit128 ], !dbg !60
  %1185 = phi float [ 0.000000e+00, %9 ], [ %1144, %__nv_exp2f.exit128 ], !dbg !60
  %1186 = phi float [ 0.000000e+00, %9 ], [ %1145, %__nv_exp2f.exit128 ], !dbg !60
  %1187 = phi float [ 0.000000e+00, %9 ], [ %1146, %__nv_exp2f.exit128 ], !dbg !60
  %1188 = phi float [ 0.000000e+00, %9 ], [ %1147, %__nv_exp2f.exit128 ], !dbg !60
  %1189 = phi float [ 0.000000e+00, %9 ], [ %1149, %__nv_exp2f.exit128 ], !dbg !60
  %1190 = phi float [ 0.000000e+00, %9 ], [ %1150, %__nv_exp2f.exit128 ], !dbg !60
  %1191 = phi float [ 0.000000e+00, %9 ], [ %1151, %__nv_exp2f.exit128 ], !dbg !60
  %1192 = phi float [ 0.000000e+00, %9 ], [ %1152, %__nv_exp2f.exit128 ], !dbg !60
  %1193 = phi float [ 0.000000e+00, %9 ], [ %1154, %__nv_exp2f.exit128 ], !dbg !60
  %1194 = phi float [ 0.000000e+00, %9 ], [ %1155, %__nv_exp2f.exit128 ], !dbg !60
  %1195 = phi float [ 0.000000e+00, %9 ], [ %1156, %__nv_exp2f.exit128 ], !dbg !60
  %1196 = phi float [ 0.000000e+00, %9 ], [ %1157, %__nv_exp2f.exit128 ], !dbg !60
  %1197 = phi float [ 0.000000e+00, %9 ], [ %1159, %__nv_exp2f.exit128 ], !dbg !60
  %1198 = phi float [ 0.000000e+00, %9 ], [ %1160, %__nv_exp2f.exit128 ], !dbg !60
  %1199 = phi float [ 0.000000e+00, %9 ], [ %1161, %__nv_exp2f.exit128 ], !dbg !60
  %1200 = phi float [ 0.000000e+00, %9 ], [ %1162, %__nv_exp2f.exit128 ], !dbg !60
  %1201 = phi float [ 0.000000e+00, %9 ], [ %1164, %__nv_exp2f.exit128 ], !dbg !60
  %1202 = phi float [ 0.000000e+00, %9 ], [ %1165, %__nv_exp2f.exit128 ], !dbg !60
  %1203 = phi float [ 0.000000e+00, %9 ], [ %1166, %__nv_exp2f.exit128 ], !dbg !60
  %1204 = phi float [ 0.000000e+00, %9 ], [ %1167, %__nv_exp2f.exit128 ], !dbg !60
  %1205 = fcmp olt float %1171, f0x00800000, !dbg !61
  %1206 = fmul float %1171, f0x4B000000, !dbg !61
  %.02.i = select i1 %1205, float %1206, float %1171, !dbg !61
  %i.i.0.i = select i1 %1205, float -2.300000e+01, float 0.000000e+00, !dbg !61
  %1207 = bitcast float %.02.i to i32, !dbg !61
  %1208 = add i32 %1207, -1060439283, !dbg !61
  %1209 = and i32 %1208, -8388608, !dbg !61
  %1210 = sub i32 %1207, %1209, !dbg !61
  %1211 = bitcast i32 %1210 to float, !dbg !61
  %1212 = sitofp i32 %1209 to float, !dbg !61
  %1213 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not.i129 = icmp eq i32 %1213, 0, !dbg !61
  %1214 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1212, float f0x34000000, float %i.i.0.i) #9, !dbg !61
  %1215 = tail call float @llvm.nvvm.fma.rn.f(float %1212, float f0x34000000, float %i.i.0.i) #9, !dbg !61
  %.08.i = select i1 %.not.i129, float %1215, float %1214, !dbg !61
  %1216 = fadd float %1211, -1.000000e+00, !dbg !61
  %1217 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not1.i = icmp eq i32 %1217, 0, !dbg !61
  %1218 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0x3DC6B27F, float %1216, float f0xBE2C7F30) #9, !dbg !61
  %1219 = tail call float @llvm.nvvm.fma.rn.f(float f0x3DC6B27F, float %1216, float f0xBE2C7F30) #9, !dbg !61
  %.010.i = select i1 %.not1.i, float %1219, float %1218, !dbg !61
  %1220 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not2.i = icmp eq i32 %1220, 0, !dbg !61
  %1221 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i, float %1216, float f0x3E2FCF2A) #9, !dbg !61
  %1222 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i, float %1216, float f0x3E2FCF2A) #9, !dbg !61
  %.011.i = select i1 %.not2.i, float %1222, float %1221, !dbg !61
  %1223 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not3.i = icmp eq i32 %1223, 0, !dbg !61
  %1224 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i, float %1216, float f0xBE374E43) #9, !dbg !61
  %1225 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i, float %1216, float f0xBE374E43) #9, !dbg !61
  %.012.i = select i1 %.not3.i, float %1225, float %1224, !dbg !61
  %1226 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not4.i = icmp eq i32 %1226, 0, !dbg !61
  %1227 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i, float %1216, float f0x3E520BF4) #9, !dbg !61
  %1228 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i, float %1216, float f0x3E520BF4) #9, !dbg !61
  %.09.i = select i1 %.not4.i, float %1228, float %1227, !dbg !61
  %1229 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not5.i = icmp eq i32 %1229, 0, !dbg !61
  %1230 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i, float %1216, float f0xBE763C8B) #9, !dbg !61
  %1231 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i, float %1216, float f0xBE763C8B) #9, !dbg !61
  %.05.i = select i1 %.not5.i, float %1231, float %1230, !dbg !61
  %1232 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not6.i = icmp eq i32 %1232, 0, !dbg !61
  %1233 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i, float %1216, float f0x3E93BF99) #9, !dbg !61
  %1234 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i, float %1216, float f0x3E93BF99) #9, !dbg !61
  %.01.i = select i1 %.not6.i, float %1234, float %1233, !dbg !61
  %1235 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not7.i = icmp eq i32 %1235, 0, !dbg !61
  %1236 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i, float %1216, float f0xBEB8AA49) #9, !dbg !61
  %1237 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i, float %1216, float f0xBEB8AA49) #9, !dbg !61
  %.0.i130 = select i1 %.not7.i, float %1237, float %1236, !dbg !61
  %1238 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not8.i = icmp eq i32 %1238, 0, !dbg !61
  %1239 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i130, float %1216, float f0x3EF6384A) #9, !dbg !61
  %1240 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i130, float %1216, float f0x3EF6384A) #9, !dbg !61
  %.07.i = select i1 %.not8.i, float %1240, float %1239, !dbg !61
  %1241 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not9.i = icmp eq i32 %1241, 0, !dbg !61
  %1242 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i, float %1216, float f0xBF38AA3B) #9, !dbg !61
  %1243 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i, float %1216, float f0xBF38AA3B) #9, !dbg !61
  %.06.i = select i1 %.not9.i, float %1243, float %1242, !dbg !61
  %1244 = fmul float %1216, %.06.i, !dbg !61
  %1245 = fmul float %1216, %1244, !dbg !61
  %1246 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not10.i = icmp eq i32 %1246, 0, !dbg !61
  %1247 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1216, float f0x3FB8AA3B, float %1245) #9, !dbg !61
  %1248 = tail call float @llvm.nvvm.fma.rn.f(float %1216, float f0x3FB8AA3B, float %1245) #9, !dbg !61
  %.04.i = select i1 %.not10.i, float %1248, float %1247, !dbg !61
  %1249 = fadd float %.08.i, %.04.i, !dbg !61
  %1250 = icmp ugt i32 %1207, 2139095039, !dbg !61
  br i1 %1250, label %__nv_fmaf_rn.exit.i.i, label %__nv_log2f.exit, !dbg !61

__nv_fmaf_rn.exit.i.i:                            ; preds = %._crit_edge
  %1251 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not11.i = icmp eq i32 %1251, 0, !dbg !61
  %1252 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float +inf, float +inf) #9, !dbg !61
  %1253 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float +inf, float +inf) #9, !dbg !61
  %.03.i = select i1 %.not11.i, float %1253, float %1252, !dbg !61
  br label %__nv_log2f.exit, !dbg !61

__nv_log2f.exit:                                  ; preds = %._crit_edge, %__nv_fmaf_rn.exit.i.i
  %r.i.0.i = phi float [ %.03.i, %__nv_fmaf_rn.exit.i.i ], [ %1249, %._crit_edge ], !dbg !61
  %1254 = fcmp olt float %1172, f0x00800000, !dbg !61
  %1255 = fmul float %1172, f0x4B000000, !dbg !61
  %.02.i131 = select i1 %1254, float %1255, float %1172, !dbg !61
  %i.i.0.i132 = select i1 %1254, float -2.300000e+01, float 0.000000e+00, !dbg !61
  %1256 = bitcast float %.02.i131 to i32, !dbg !61
  %1257 = add i32 %1256, -1060439283, !dbg !61
  %1258 = and i32 %1257, -8388608, !dbg !61
  %1259 = sub i32 %1256, %1258, !dbg !61
  %1260 = bitcast i32 %1259 to float, !dbg !61
  %1261 = sitofp i32 %1258 to float, !dbg !61
  %1262 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not.i133 = icmp eq i32 %1262, 0, !dbg !61
  %1263 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1261, float f0x34000000, float %i.i.0.i132) #9, !dbg !61
  %1264 = tail call float @llvm.nvvm.fma.rn.f(float %1261, float f0x34000000, float %i.i.0.i132) #9, !dbg !61
  %.08.i134 = select i1 %.not.i133, float %1264, float %1263, !dbg !61
  %1265 = fadd float %1260, -1.000000e+00, !dbg !61
  %1266 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not1.i135 = icmp eq i32 %1266, 0, !dbg !61
  %1267 = tail call float @llvm.nvvm.fma.rn.ftz.f(float f0x3DC6B27F, float %1265, float f0xBE2C7F30) #9, !dbg !61
  %1268 = tail call float @llvm.nvvm.fma.rn.f(float f0x3DC6B27F, float %1265, float f0xBE2C7F30) #9, !dbg !61
  %.010.i136 = select i1 %.not1.i135, float %1268, float %1267, !dbg !61
  %1269 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not2.i137 = icmp eq i32 %1269, 0, !dbg !61
  %1270 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i136, float %1265, float f0x3E2FCF2A) #9, !dbg !61
  %1271 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i136, float %1265, float f0x3E2FCF2A) #9, !dbg !61
  %.011.i138 = select i1 %.not2.i137, float %1271, float %1270, !dbg !61
  %1272 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not3.i139 = icmp eq i32 %1272, 0, !dbg !61
  %1273 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i138, float %1265, float f0xBE374E43) #9, !dbg !61
  %1274 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i138, float %1265, float f0xBE374E43) #9, !dbg !61
  %.012.i140 = select i1 %.not3.i139, float %1274, float %1273, !dbg !61
  %1275 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not4.i141 = icmp eq i32 %1275, 0, !dbg !61
  %1276 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i140, float %1265, float f0x3E520BF4) #9, !dbg !61
  %1277 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i140, float %1265, float f0x3E520BF4) #9, !dbg !61
  %.09.i142 = select i1 %.not4.i141, float %1277, float %1276, !dbg !61
  %1278 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not5.i143 = icmp eq i32 %1278, 0, !dbg !61
  %1279 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i142, float %1265, float f0xBE763C8B) #9, !dbg !61
  %1280 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i142, float %1265, float f0xBE763C8B) #9, !dbg !61
  %.05.i144 = select i1 %.not5.i143, float %1280, float %1279, !dbg !61
  %1281 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not6.i145 = icmp eq i32 %1281, 0, !dbg !61
  %1282 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i144, float %1265, float f0x3E93BF99) #9, !dbg !61
  %1283 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i144, float %1265, float f0x3E93BF99) #9, !dbg !61
  %.01.i146 = select i1 %.not6.i145, float %1283, float %1282, !dbg !61
  %1284 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not7.i147 = icmp eq i32 %1284, 0, !dbg !61
  %1285 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i146, float %1265, float f0xBEB8AA49) #9, !dbg !61
  %1286 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i146, float %1265, float f0xBEB8AA49) #9, !dbg !61
  %.0.i148 = select i1 %.not7.i147, float %1286, float %1285, !dbg !61
  %1287 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not8.i149 = icmp eq i32 %1287, 0, !dbg !61
  %1288 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i148, float %1265, float f0x3EF6384A) #9, !dbg !61
  %1289 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i148, float %1265, float f0x3EF6384A) #9, !dbg !61
  %.07.i150 = select i1 %.not8.i149, float %1289, float %1288, !dbg !61
  %1290 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not9.i151 = icmp eq i32 %1290, 0, !dbg !61
  %1291 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i150, float %1265, float f0xBF38AA3B) #9, !dbg !61
  %1292 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i150, float %1265, float f0xBF38AA3B) #9, !dbg !61
  %.06.i152 = select i1 %.not9.i151, float %1292, float %1291, !dbg !61
  %1293 = fmul float %1265, %.06.i152, !dbg !61
  %1294 = fmul float %1265, %1293, !dbg !61
  %1295 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not10.i153 = icmp eq i32 %1295, 0, !dbg !61
  %1296 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %1265, float f0x3FB8AA3B, float %1294) #9, !dbg !61
  %1297 = tail call float @llvm.nvvm.fma.rn.f(float %1265, float f0x3FB8AA3B, float %1294) #9, !dbg !61
  %.04.i154 = select i1 %.not10.i153, float %1297, float %1296, !dbg !61
  %1298 = fadd float %.08.i134, %.04.i154, !dbg !61
  %1299 = icmp ugt i32 %1256, 2139095039, !dbg !61
  br i1 %1299, label %__nv_fmaf_rn.exit.i.i157, label %__nv_log2f.exit160, !dbg !61

__nv_fmaf_rn.exit.i.i157:                         ; preds = %__nv_log2f.exit
  %1300 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #9, !dbg !61
  %.not11.i158 = icmp eq i32 %1300, 0, !dbg !61
  %1301 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i131, float +inf, float +inf) #9, !dbg !61
  %1302 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i131, float +inf, float +inf) #9, !dbg !61
  %.03.i159 = select i1 %.not11.i158, float %1302, float %1301, !dbg !61
  br label %__nv_log2f.exit160, !dbg !61

__nv_log2f.exit160:                               ; preds = %__nv_log2f.exit, %__nv_fmaf_rn.exit.i.i157
  %r.i.0.i155 = phi float [ %.03.i159, %__nv_fmaf_rn.exit.i.i157 ], [ %1298, %__nv_log2f.exit ], !dbg !61
  %1303 = fcmp oeq float %.02.i, 0.000000e+00, !dbg !61
  %r.i.1.i = select i1 %1303, float -inf, float %r.i.0.i, !dbg !61
  %1304 = sext i32 %12 to i64, !dbg !62
  %1305 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %1304, !dbg !62
  %1306 = or disjoint i32 %14, %35, !dbg !19
  %1307 = sext i32 %1306 to i64, !dbg !62
  %1308 = getelementptr [4 x i8], ptr addrspace(1) %1305, i64 %1307, !dbg !62
  %1309 = icmp slt i32 %1306, %5, !dbg !63
  %1310 = fcmp oeq float %.02.i131, 0.000000e+00, !dbg !61
  %r.i.1.i156 = select i1 %1310, float -inf, float %r.i.0.i155, !dbg !61
  %1311 = fadd float %1169, %r.i.1.i, !dbg !64
  %1312 = fadd float %1170, %r.i.1.i156, !dbg !64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1313 = shl nuw nsw i32 %15, 1, !dbg !65
  %1314 = and i32 %1313, 248, !dbg !65
  %1315 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1314, !dbg !65
  %1316 = insertelement <2 x float> poison, float %1311, i64 0, !dbg !65
  %1317 = insertelement <2 x float> %1316, float %1312, i64 1, !dbg !65
  store <2 x float> %1317, ptr addrspace(3) %1315, align 8, !dbg !65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1318 = shl nuw nsw i32 %15, 3, !dbg !65
  %1319 = and i32 %1318, 56, !dbg !65
  %1320 = shl nuw nsw i32 %15, 2, !dbg !65
  %1321 = and i32 %1320, 192, !dbg !65
  %1322 = lshr i32 %15, 1, !dbg !65
  %1323 = and i32 %1322, 4, !dbg !65
  %1324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1319, !dbg !65
  %1325 = getelementptr inbounds nuw i8, ptr addrspace(3) %1324, i32 %1321, !dbg !65
  %1326 = getelementptr inbounds nuw i8, ptr addrspace(3) %1325, i32 %1323, !dbg !65
  %1327 = load i32, ptr addrspace(3) %1326, align 4, !dbg !65
  %1328 = and i1 %264, %1309, !dbg !65
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %1327, ptr addrspace(1) %1308, i1 %1328) #9, !dbg !65
  %1329 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %100, !dbg !66
  %1330 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %134, !dbg !66
  %1331 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %136, !dbg !66
  %1332 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %138, !dbg !66
  %1333 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %140, !dbg !66
  %1334 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %142, !dbg !66
  %1335 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %144, !dbg !66
  %1336 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %146, !dbg !66
  %1337 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %148, !dbg !66
  %1338 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %150, !dbg !66
  %1339 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %152, !dbg !66
  %1340 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %154, !dbg !66
  %1341 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %156, !dbg !66
  %1342 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %158, !dbg !66
  %1343 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %160, !dbg !66
  %1344 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %162, !dbg !66
  %1345 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %164, !dbg !66
  %1346 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %166, !dbg !66
  %1347 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %168, !dbg !66
  %1348 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %170, !dbg !66
  %1349 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %172, !dbg !66
  %1350 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %174, !dbg !66
  %1351 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %176, !dbg !66
  %1352 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %178, !dbg !66
  %1353 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %180, !dbg !66
  %1354 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %182, !dbg !66
  %1355 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %184, !dbg !66
  %1356 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %186, !dbg !66
  %1357 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %188, !dbg !66
  %1358 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %190, !dbg !66
  %1359 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %192, !dbg !66
  %1360 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %194, !dbg !66
  %1361 = getelementptr [2 x i8], ptr addrspace(1) %1329, i64 %196, !dbg !66
  %1362 = getelementptr [2 x i8], ptr addrspace(1) %1330, i64 %198, !dbg !66
  %1363 = getelementptr [2 x i8], ptr addrspace(1) %1331, i64 %198, !dbg !66
  %1364 = getelementptr [2 x i8], ptr addrspace(1) %1332, i64 %198, !dbg !66
  %1365 = getelementptr [2 x i8], ptr addrspace(1) %1333, i64 %198, !dbg !66
  %1366 = getelementptr [2 x i8], ptr addrspace(1) %1334, i64 %198, !dbg !66
  %1367 = getelementptr [2 x i8], ptr addrspace(1) %1335, i64 %198, !dbg !66
  %1368 = getelementptr [2 x i8], ptr addrspace(1) %1336, i64 %198, !dbg !66
  %1369 = getelementptr [2 x i8], ptr addrspace(1) %1337, i64 %198, !dbg !66
  %1370 = getelementptr [2 x i8], ptr addrspace(1) %1338, i64 %198, !dbg !66
  %1371 = getelementptr [2 x i8], ptr addrspace(1) %1339, i64 %198, !dbg !66
  %1372 = getelementptr [2 x i8], ptr addrspace(1) %1340, i64 %198, !dbg !66
  %1373 = getelementptr [2 x i8], ptr addrspace(1) %1341, i64 %198, !dbg !66
  %1374 = getelementptr [2 x i8], ptr addrspace(1) %1342, i64 %198, !dbg !66
  %1375 = getelementptr [2 x i8], ptr addrspace(1) %1343, i64 %198, !dbg !66
  %1376 = getelementptr [2 x i8], ptr addrspace(1) %1344, i64 %198, !dbg !66
  %1377 = getelementptr [2 x i8], ptr addrspace(1) %1345, i64 %198, !dbg !66
  %1378 = getelementptr [2 x i8], ptr addrspace(1) %1346, i64 %198, !dbg !66
  %1379 = getelementptr [2 x i8], ptr addrspace(1) %1347, i64 %198, !dbg !66
  %1380 = getelementptr [2 x i8], ptr addrspace(1) %1348, i64 %198, !dbg !66
  %1381 = getelementptr [2 x i8], ptr addrspace(1) %1349, i64 %198, !dbg !66
  %1382 = getelementptr [2 x i8], ptr addrspace(1) %1350, i64 %198, !dbg !66
  %1383 = getelementptr [2 x i8], ptr addrspace(1) %1351, i64 %198, !dbg !66
  %1384 = getelementptr [2 x i8], ptr addrspace(1) %1352, i64 %198, !dbg !66
  %1385 = getelementptr [2 x i8], ptr addrspace(1) %1353, i64 %198, !dbg !66
  %1386 = getelementptr [2 x i8], ptr addrspace(1) %1354, i64 %198, !dbg !66
  %1387 = getelementptr [2 x i8], ptr addrspace(1) %1355, i64 %198, !dbg !66
  %1388 = getelementptr [2 x i8], ptr addrspace(1) %1356, i64 %198, !dbg !66
  %1389 = getelementptr [2 x i8], ptr addrspace(1) %1357, i64 %198, !dbg !66
  %1390 = getelementptr [2 x i8], ptr addrspace(1) %1358, i64 %198, !dbg !66
  %1391 = getelementptr [2 x i8], ptr addrspace(1) %1359, i64 %198, !dbg !66
  %1392 = getelementptr [2 x i8], ptr addrspace(1) %1360, i64 %198, !dbg !66
  %1393 = getelementptr [2 x i8], ptr addrspace(1) %1361, i64 %198, !dbg !66
  %1394 = tail call float @llvm.nvvm.div.full(float %1173, float %1171), !dbg !67
  %1395 = tail call float @llvm.nvvm.div.full(float %1174, float %1171), !dbg !67
  %1396 = tail call float @llvm.nvvm.div.full(float %1175, float %1172), !dbg !67
  %1397 = tail call float @llvm.nvvm.div.full(float %1176, float %1172), !dbg !67
  %1398 = tail call float @llvm.nvvm.div.full(float %1177, float %1171), !dbg !67
  %1399 = tail call float @llvm.nvvm.div.full(float %1178, float %1171), !dbg !67
  %1400 = tail call float @llvm.nvvm.div.full(float %1179, float %1172), !dbg !67
  %1401 = tail call float @llvm.nvvm.div.full(float %1180, float %1172), !dbg !67
  %1402 = tail call float @llvm.nvvm.div.full(float %1181, float %1171), !dbg !67
  %1403 = tail call float @llvm.nvvm.div.full(float %1182, float %1171), !dbg !67
  %1404 = tail call float @llvm.nvvm.div.full(float %1183, float %1172), !dbg !67
  %1405 = tail call float @llvm.nvvm.div.full(float %1184, float %1172), !dbg !67
  %1406 = tail call float @llvm.nvvm.div.full(float %1185, float %1171), !dbg !67
  %1407 = tail call float @llvm.nvvm.div.full(float %1186, float %1171), !dbg !67
  %1408 = tail call float @llvm.nvvm.div.full(float %1187, float %1172), !dbg !67
  %1409 = tail call float @llvm.nvvm.div.full(float %1188, float %1172), !dbg !67
  %1410 = tail call float @llvm.nvvm.div.full(float %1189, float %1171), !dbg !67
  %1411 = tail call float @llvm.nvvm.div.full(float %1190, float %1171), !dbg !67
  %1412 = tail call float @llvm.nvvm.div.full(float %1191, float %1172), !dbg !67
  %1413 = tail call float @llvm.nvvm.div.full(float %1192, float %1172), !dbg !67
  %1414 = tail call float @llvm.nvvm.div.full(float %1193, float %1171), !dbg !67
  %1415 = tail call float @llvm.nvvm.div.full(float %1194, float %1171), !dbg !67
  %1416 = tail call float @llvm.nvvm.div.full(float %1195, float %1172), !dbg !67
  %1417 = tail call float @llvm.nvvm.div.full(float %1196, float %1172), !dbg !67
  %1418 = tail call float @llvm.nvvm.div.full(float %1197, float %1171), !dbg !67
  %1419 = tail call float @llvm.nvvm.div.full(float %1198, float %1171), !dbg !67
  %1420 = tail call float @llvm.nvvm.div.full(float %1199, float %1172), !dbg !67
  %1421 = tail call float @llvm.nvvm.div.full(float %1200, float %1172), !dbg !67
  %1422 = tail call float @llvm.nvvm.div.full(float %1201, float %1171), !dbg !67
  %1423 = tail call float @llvm.nvvm.div.full(float %1202, float %1171), !dbg !67
  %1424 = tail call float @llvm.nvvm.div.full(float %1203, float %1172), !dbg !67
  %1425 = tail call float @llvm.nvvm.div.full(float %1204, float %1172), !dbg !67
  %1426 = fptrunc float %1394 to half, !dbg !68
  %1427 = fptrunc float %1395 to half, !dbg !68
  %1428 = fptrunc float %1396 to half, !dbg !68
  %1429 = fptrunc float %1397 to half, !dbg !68
  %1430 = fptrunc float %1398 to half, !dbg !68
  %1431 = fptrunc float %1399 to half, !dbg !68
  %1432 = fptrunc float %1400 to half, !dbg !68
  %1433 = fptrunc float %1401 to half, !dbg !68
  %1434 = fptrunc float %1402 to half, !dbg !68
  %1435 = fptrunc float %1403 to half, !dbg !68
  %1436 = fptrunc float %1404 to half, !dbg !68
  %1437 = fptrunc float %1405 to half, !dbg !68
  %1438 = fptrunc float %1406 to half, !dbg !68
  %1439 = fptrunc float %1407 to half, !dbg !68
  %1440 = fptrunc float %1408 to half, !dbg !68
  %1441 = fptrunc float %1409 to half, !dbg !68
  %1442 = fptrunc float %1410 to half, !dbg !68
  %1443 = fptrunc float %1411 to half, !dbg !68
  %1444 = fptrunc float %1412 to half, !dbg !68
  %1445 = fptrunc float %1413 to half, !dbg !68
  %1446 = fptrunc float %1414 to half, !dbg !68
  %1447 = fptrunc float %1415 to half, !dbg !68
  %1448 = fptrunc float %1416 to half, !dbg !68
  %1449 = fptrunc float %1417 to half, !dbg !68
  %1450 = fptrunc float %1418 to half, !dbg !68
  %1451 = fptrunc float %1419 to half, !dbg !68
  %1452 = fptrunc float %1420 to half, !dbg !68
  %1453 = fptrunc float %1421 to half, !dbg !68
  %1454 = fptrunc float %1422 to half, !dbg !68
  %1455 = fptrunc float %1423 to half, !dbg !68
  %1456 = fptrunc float %1424 to half, !dbg !68
  %1457 = fptrunc float %1425 to half, !dbg !68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !69
  %1458 = shl nuw nsw i32 %34, 8, !dbg !69
  %1459 = shl nuw nsw i32 %348, 5, !dbg !69
  %1460 = shl nuw nsw i32 %33, 2, !dbg !69
  %1461 = or disjoint i32 %1458, %1459, !dbg !69
  %1462 = or disjoint i32 %1461, %1460, !dbg !69
  %1463 = or disjoint i32 %1462, %34, !dbg !69
  %1464 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1463, !dbg !69
  %1465 = insertelement <2 x half> poison, half %1426, i64 0, !dbg !69
  %1466 = insertelement <2 x half> %1465, half %1428, i64 1, !dbg !69
  store <2 x half> %1466, ptr addrspace(3) %1464, align 4, !dbg !69
  %1467 = getelementptr inbounds nuw i8, ptr addrspace(3) %1464, i32 512, !dbg !69
  %1468 = insertelement <2 x half> poison, half %1442, i64 0, !dbg !69
  %1469 = insertelement <2 x half> %1468, half %1444, i64 1, !dbg !69
  store <2 x half> %1469, ptr addrspace(3) %1467, align 4, !dbg !69
  %1470 = xor i32 %1463, 4, !dbg !69
  %1471 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1470, !dbg !69
  %1472 = insertelement <2 x half> poison, half %1427, i64 0, !dbg !69
  %1473 = insertelement <2 x half> %1472, half %1429, i64 1, !dbg !69
  store <2 x half> %1473, ptr addrspace(3) %1471, align 4, !dbg !69
  %1474 = getelementptr inbounds nuw i8, ptr addrspace(3) %1471, i32 512, !dbg !69
  %1475 = insertelement <2 x half> poison, half %1443, i64 0, !dbg !69
  %1476 = insertelement <2 x half> %1475, half %1445, i64 1, !dbg !69
  store <2 x half> %1476, ptr addrspace(3) %1474, align 4, !dbg !69
  %1477 = xor i32 %1463, 8, !dbg !69
  %1478 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1477, !dbg !69
  %1479 = insertelement <2 x half> poison, half %1430, i64 0, !dbg !69
  %1480 = insertelement <2 x half> %1479, half %1432, i64 1, !dbg !69
  store <2 x half> %1480, ptr addrspace(3) %1478, align 4, !dbg !69
  %1481 = getelementptr inbounds nuw i8, ptr addrspace(3) %1478, i32 512, !dbg !69
  %1482 = insertelement <2 x half> poison, half %1446, i64 0, !dbg !69
  %1483 = insertelement <2 x half> %1482, half %1448, i64 1, !dbg !69
  store <2 x half> %1483, ptr addrspace(3) %1481, align 4, !dbg !69
  %1484 = xor i32 %1463, 12, !dbg !69
  %1485 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1484, !dbg !69
  %1486 = insertelement <2 x half> poison, half %1431, i64 0, !dbg !69
  %1487 = insertelement <2 x half> %1486, half %1433, i64 1, !dbg !69
  store <2 x half> %1487, ptr addrspace(3) %1485, align 4, !dbg !69
  %1488 = getelementptr inbounds nuw i8, ptr addrspace(3) %1485, i32 512, !dbg !69
  %1489 = insertelement <2 x half> poison, half %1447, i64 0, !dbg !69
  %1490 = insertelement <2 x half> %1489, half %1449, i64 1, !dbg !69
  store <2 x half> %1490, ptr addrspace(3) %1488, align 4, !dbg !69
  %1491 = xor i32 %1463, 16, !dbg !69
  %1492 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1491, !dbg !69
  %1493 = insertelement <2 x half> poison, half %1434, i64 0, !dbg !69
  %1494 = insertelement <2 x half> %1493, half %1436, i64 1, !dbg !69
  store <2 x half> %1494, ptr addrspace(3) %1492, align 4, !dbg !69
  %1495 = getelementptr inbounds nuw i8, ptr addrspace(3) %1492, i32 512, !dbg !69
  %1496 = insertelement <2 x half> poison, half %1450, i64 0, !dbg !69
  %1497 = insertelement <2 x half> %1496, half %1452, i64 1, !dbg !69
  store <2 x half> %1497, ptr addrspace(3) %1495, align 4, !dbg !69
  %1498 = xor i32 %1463, 20, !dbg !69
  %1499 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1498, !dbg !69
  %1500 = insertelement <2 x half> poison, half %1435, i64 0, !dbg !69
  %1501 = insertelement <2 x half> %1500, half %1437, i64 1, !dbg !69
  store <2 x half> %1501, ptr addrspace(3) %1499, align 4, !dbg !69
  %1502 = getelementptr inbounds nuw i8, ptr addrspace(3) %1499, i32 512, !dbg !69
  %1503 = insertelement <2 x half> poison, half %1451, i64 0, !dbg !69
  %1504 = insertelement <2 x half> %1503, half %1453, i64 1, !dbg !69
  store <2 x half> %1504, ptr addrspace(3) %1502, align 4, !dbg !69
  %1505 = xor i32 %1463, 24, !dbg !69
  %1506 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1505, !dbg !69
  %1507 = insertelement <2 x half> poison, half %1438, i64 0, !dbg !69
  %1508 = insertelement <2 x half> %1507, half %1440, i64 1, !dbg !69
  store <2 x half> %1508, ptr addrspace(3) %1506, align 4, !dbg !69
  %1509 = getelementptr inbounds nuw i8, ptr addrspace(3) %1506, i32 512, !dbg !69
  %1510 = insertelement <2 x half> poison, half %1454, i64 0, !dbg !69
  %1511 = insertelement <2 x half> %1510, half %1456, i64 1, !dbg !69
  store <2 x half> %1511, ptr addrspace(3) %1509, align 4, !dbg !69
  %1512 = xor i32 %1463, 28, !dbg !69
  %1513 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1512, !dbg !69
  %1514 = insertelement <2 x half> poison, half %1439, i64 0, !dbg !69
  %1515 = insertelement <2 x half> %1514, half %1441, i64 1, !dbg !69
  store <2 x half> %1515, ptr addrspace(3) %1513, align 4, !dbg !69
  %1516 = getelementptr inbounds nuw i8, ptr addrspace(3) %1513, i32 512, !dbg !69
  %1517 = insertelement <2 x half> poison, half %1455, i64 0, !dbg !69
  %1518 = insertelement <2 x half> %1517, half %1457, i64 1, !dbg !69
  store <2 x half> %1518, ptr addrspace(3) %1516, align 4, !dbg !69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !69
  %1519 = shl nuw nsw i32 %15, 4, !dbg !69
  %1520 = and i32 %1519, 608, !dbg !69
  %1521 = and i32 %15, 24, !dbg !69
  %1522 = and i32 %1320, 4, !dbg !69
  %1523 = select i1 %264, i32 0, i32 1028, !dbg !69
  %1524 = or disjoint i32 %1520, %1521, !dbg !69
  %1525 = xor i32 %1523, %1522, !dbg !69
  %1526 = or disjoint i32 %1524, %1525, !dbg !69
  %1527 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1526, !dbg !69
  %1528 = load <2 x i16>, ptr addrspace(3) %1527, align 4, !dbg !69
  %1529 = getelementptr inbounds nuw i8, ptr addrspace(3) %1527, i32 128, !dbg !69
  %1530 = load <2 x i16>, ptr addrspace(3) %1529, align 4, !dbg !69
  %1531 = getelementptr inbounds nuw i8, ptr addrspace(3) %1527, i32 256, !dbg !69
  %1532 = load <2 x i16>, ptr addrspace(3) %1531, align 4, !dbg !69
  %1533 = getelementptr inbounds nuw i8, ptr addrspace(3) %1527, i32 384, !dbg !69
  %1534 = load <2 x i16>, ptr addrspace(3) %1533, align 4, !dbg !69
  %1535 = xor i32 %1526, 2056, !dbg !69
  %1536 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1535, !dbg !69
  %1537 = load <2 x i16>, ptr addrspace(3) %1536, align 4, !dbg !69
  %1538 = getelementptr inbounds nuw i8, ptr addrspace(3) %1536, i32 128, !dbg !69
  %1539 = load <2 x i16>, ptr addrspace(3) %1538, align 4, !dbg !69
  %1540 = getelementptr inbounds nuw i8, ptr addrspace(3) %1536, i32 256, !dbg !69
  %1541 = load <2 x i16>, ptr addrspace(3) %1540, align 4, !dbg !69
  %1542 = getelementptr inbounds nuw i8, ptr addrspace(3) %1536, i32 384, !dbg !69
  %1543 = load <2 x i16>, ptr addrspace(3) %1542, align 4, !dbg !69
  %1544 = xor i32 %1526, 4112, !dbg !69
  %1545 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1544, !dbg !69
  %1546 = load <2 x i16>, ptr addrspace(3) %1545, align 4, !dbg !69
  %1547 = getelementptr inbounds nuw i8, ptr addrspace(3) %1545, i32 128, !dbg !69
  %1548 = load <2 x i16>, ptr addrspace(3) %1547, align 4, !dbg !69
  %1549 = getelementptr inbounds nuw i8, ptr addrspace(3) %1545, i32 256, !dbg !69
  %1550 = load <2 x i16>, ptr addrspace(3) %1549, align 4, !dbg !69
  %1551 = getelementptr inbounds nuw i8, ptr addrspace(3) %1545, i32 384, !dbg !69
  %1552 = load <2 x i16>, ptr addrspace(3) %1551, align 4, !dbg !69
  %1553 = xor i32 %1526, 6168, !dbg !69
  %1554 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1553, !dbg !69
  %1555 = load <2 x i16>, ptr addrspace(3) %1554, align 4, !dbg !69
  %1556 = getelementptr inbounds nuw i8, ptr addrspace(3) %1554, i32 128, !dbg !69
  %1557 = load <2 x i16>, ptr addrspace(3) %1556, align 4, !dbg !69
  %1558 = getelementptr inbounds nuw i8, ptr addrspace(3) %1554, i32 256, !dbg !69
  %1559 = load <2 x i16>, ptr addrspace(3) %1558, align 4, !dbg !69
  %1560 = getelementptr inbounds nuw i8, ptr addrspace(3) %1554, i32 384, !dbg !69
  %1561 = load <2 x i16>, ptr addrspace(3) %1560, align 4, !dbg !69
  %.extract = extractelement <2 x i16> %1528, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1362, i1 %68) #9, !dbg !69
  %.extract32 = extractelement <2 x i16> %1537, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract32, ptr addrspace(1) %1363, i1 %69) #9, !dbg !69
  %.extract33 = extractelement <2 x i16> %1546, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %1364, i1 %70) #9, !dbg !69
  %.extract34 = extractelement <2 x i16> %1555, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %1365, i1 %71) #9, !dbg !69
  %.extract35 = extractelement <2 x i16> %1528, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %1366, i1 %72) #9, !dbg !69
  %.extract36 = extractelement <2 x i16> %1537, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %1367, i1 %73) #9, !dbg !69
  %.extract37 = extractelement <2 x i16> %1546, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %1368, i1 %74) #9, !dbg !69
  %.extract38 = extractelement <2 x i16> %1555, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %1369, i1 %75) #9, !dbg !69
  %.extract39 = extractelement <2 x i16> %1530, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %1370, i1 %76) #9, !dbg !69
  %.extract40 = extractelement <2 x i16> %1539, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %1371, i1 %77) #9, !dbg !69
  %.extract41 = extractelement <2 x i16> %1548, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %1372, i1 %78) #9, !dbg !69
  %.extract42 = extractelement <2 x i16> %1557, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %1373, i1 %79) #9, !dbg !69
  %.extract43 = extractelement <2 x i16> %1530, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %1374, i1 %80) #9, !dbg !69
  %.extract44 = extractelement <2 x i16> %1539, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %1375, i1 %81) #9, !dbg !69
  %.extract45 = extractelement <2 x i16> %1548, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %1376, i1 %82) #9, !dbg !69
  %.extract46 = extractelement <2 x i16> %1557, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %1377, i1 %83) #9, !dbg !69
  %.extract47 = extractelement <2 x i16> %1532, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %1378, i1 %84) #9, !dbg !69
  %.extract48 = extractelement <2 x i16> %1541, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %1379, i1 %85) #9, !dbg !69
  %.extract49 = extractelement <2 x i16> %1550, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %1380, i1 %86) #9, !dbg !69
  %.extract50 = extractelement <2 x i16> %1559, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %1381, i1 %87) #9, !dbg !69
  %.extract51 = extractelement <2 x i16> %1532, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %1382, i1 %88) #9, !dbg !69
  %.extract52 = extractelement <2 x i16> %1541, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %1383, i1 %89) #9, !dbg !69
  %.extract53 = extractelement <2 x i16> %1550, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %1384, i1 %90) #9, !dbg !69
  %.extract54 = extractelement <2 x i16> %1559, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %1385, i1 %91) #9, !dbg !69
  %.extract55 = extractelement <2 x i16> %1534, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %1386, i1 %92) #9, !dbg !69
  %.extract56 = extractelement <2 x i16> %1543, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %1387, i1 %93) #9, !dbg !69
  %.extract57 = extractelement <2 x i16> %1552, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %1388, i1 %94) #9, !dbg !69
  %.extract58 = extractelement <2 x i16> %1561, i64 0, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %1389, i1 %95) #9, !dbg !69
  %.extract59 = extractelement <2 x i16> %1534, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %1390, i1 %96) #9, !dbg !69
  %.extract60 = extractelement <2 x i16> %1543, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %1391, i1 %97) #9, !dbg !69
  %.extract61 = extractelement <2 x i16> %1552, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %1392, i1 %98) #9, !dbg !69
  %.extract62 = extractelement <2 x i16> %1561, i64 1, !dbg !69
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %1393, i1 %99) #9, !dbg !69
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
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
!44 = !DILocation(line: 227, column: 32, scope: !6)
!45 = !DILocation(line: 227, column: 16, scope: !6)
!46 = !DILocation(line: 228, column: 26, scope: !6)
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
