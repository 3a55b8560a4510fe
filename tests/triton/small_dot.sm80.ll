; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @small_dot(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %7 = and i32 %6, 16, !dbg !13
  %8 = or disjoint i32 %7, 224, !dbg !13
  %9 = or disjoint i32 %7, 32, !dbg !13
  %10 = or disjoint i32 %7, 64, !dbg !13
  %11 = or disjoint i32 %7, 96, !dbg !13
  %12 = or disjoint i32 %7, 128, !dbg !13
  %13 = or disjoint i32 %7, 160, !dbg !13
  %14 = or disjoint i32 %7, 192, !dbg !13
  %15 = zext nneg i32 %7 to i64, !dbg !14
  %16 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %15, !dbg !14
  %17 = zext nneg i32 %9 to i64, !dbg !14
  %18 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %17, !dbg !14
  %19 = zext nneg i32 %10 to i64, !dbg !14
  %20 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %19, !dbg !14
  %21 = zext nneg i32 %11 to i64, !dbg !14
  %22 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %21, !dbg !14
  %23 = zext nneg i32 %12 to i64, !dbg !14
  %24 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %23, !dbg !14
  %25 = zext nneg i32 %13 to i64, !dbg !14
  %26 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %25, !dbg !14
  %27 = zext nneg i32 %14 to i64, !dbg !14
  %28 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %27, !dbg !14
  %29 = zext nneg i32 %8 to i64, !dbg !14
  %30 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %29, !dbg !14
  %31 = and i32 %6, 15, !dbg !15
  %32 = zext nneg i32 %31 to i64, !dbg !14
  %33 = getelementptr [2 x i8], ptr addrspace(1) %16, i64 %32, !dbg !14
  %34 = getelementptr [2 x i8], ptr addrspace(1) %18, i64 %32, !dbg !14
  %35 = getelementptr [2 x i8], ptr addrspace(1) %20, i64 %32, !dbg !14
  %36 = getelementptr [2 x i8], ptr addrspace(1) %22, i64 %32, !dbg !14
  %37 = getelementptr [2 x i8], ptr addrspace(1) %24, i64 %32, !dbg !14
  %38 = getelementptr [2 x i8], ptr addrspace(1) %26, i64 %32, !dbg !14
  %39 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %32, !dbg !14
  %40 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %32, !dbg !14
  %41 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %33) #4, !dbg !16
  %42 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %34) #4, !dbg !16
  %43 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %35) #4, !dbg !16
  %44 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %36) #4, !dbg !16
  %45 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %37) #4, !dbg !16
  %46 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %38) #4, !dbg !16
  %47 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %39) #4, !dbg !16
  %48 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %40) #4, !dbg !16
  %49 = shl nuw nsw i32 %6, 1, !dbg !16
  %50 = and i32 %49, 62, !dbg !16
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !16
  %52 = insertelement <1 x i16> poison, i16 %41, i64 0, !dbg !16
  store <1 x i16> %52, ptr addrspace(3) %51, align 2, !dbg !16
  %53 = or disjoint i32 %50, 64, !dbg !16
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53, !dbg !16
  %55 = insertelement <1 x i16> poison, i16 %42, i64 0, !dbg !16
  store <1 x i16> %55, ptr addrspace(3) %54, align 2, !dbg !16
  %56 = or disjoint i32 %50, 256, !dbg !16
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56, !dbg !16
  %58 = insertelement <1 x i16> poison, i16 %45, i64 0, !dbg !16
  store <1 x i16> %58, ptr addrspace(3) %57, align 2, !dbg !16
  %59 = or disjoint i32 %50, 320, !dbg !16
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %59, !dbg !16
  %61 = insertelement <1 x i16> poison, i16 %46, i64 0, !dbg !16
  store <1 x i16> %61, ptr addrspace(3) %60, align 2, !dbg !16
  %62 = xor i32 %50, 144, !dbg !16
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62, !dbg !16
  %64 = insertelement <1 x i16> poison, i16 %43, i64 0, !dbg !16
  store <1 x i16> %64, ptr addrspace(3) %63, align 2, !dbg !16
  %65 = or disjoint i32 %62, 64, !dbg !16
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !16
  %67 = insertelement <1 x i16> poison, i16 %44, i64 0, !dbg !16
  store <1 x i16> %67, ptr addrspace(3) %66, align 2, !dbg !16
  %68 = or disjoint i32 %62, 256, !dbg !16
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !16
  %70 = insertelement <1 x i16> poison, i16 %47, i64 0, !dbg !16
  store <1 x i16> %70, ptr addrspace(3) %69, align 2, !dbg !16
  %71 = or disjoint i32 %62, 320, !dbg !16
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71, !dbg !16
  %73 = insertelement <1 x i16> poison, i16 %48, i64 0, !dbg !16
  store <1 x i16> %73, ptr addrspace(3) %72, align 2, !dbg !16
  %74 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %15, !dbg !17
  %75 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %17, !dbg !17
  %76 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %19, !dbg !17
  %77 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %21, !dbg !17
  %78 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %23, !dbg !17
  %79 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %25, !dbg !17
  %80 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %27, !dbg !17
  %81 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %29, !dbg !17
  %82 = getelementptr [2 x i8], ptr addrspace(1) %74, i64 %32, !dbg !17
  %83 = getelementptr [2 x i8], ptr addrspace(1) %75, i64 %32, !dbg !17
  %84 = getelementptr [2 x i8], ptr addrspace(1) %76, i64 %32, !dbg !17
  %85 = getelementptr [2 x i8], ptr addrspace(1) %77, i64 %32, !dbg !17
  %86 = getelementptr [2 x i8], ptr addrspace(1) %78, i64 %32, !dbg !17
  %87 = getelementptr [2 x i8], ptr addrspace(1) %79, i64 %32, !dbg !17
  %88 = getelementptr [2 x i8], ptr addrspace(1) %80, i64 %32, !dbg !17
  %89 = getelementptr [2 x i8], ptr addrspace(1) %81, i64 %32, !dbg !17
  %90 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %82) #4, !dbg !18
  %91 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %83) #4, !dbg !18
  %92 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %84) #4, !dbg !18
  %93 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %85) #4, !dbg !18
  %94 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %86) #4, !dbg !18
  %95 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %87) #4, !dbg !18
  %96 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %88) #4, !dbg !18
  %97 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l"(ptr addrspace(1) %89) #4, !dbg !18
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %50, !dbg !18
  %99 = insertelement <1 x i16> poison, i16 %90, i64 0, !dbg !18
  store <1 x i16> %99, ptr addrspace(3) %98, align 2, !dbg !18
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %53, !dbg !18
  %101 = insertelement <1 x i16> poison, i16 %91, i64 0, !dbg !18
  store <1 x i16> %101, ptr addrspace(3) %100, align 2, !dbg !18
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %56, !dbg !18
  %103 = insertelement <1 x i16> poison, i16 %94, i64 0, !dbg !18
  store <1 x i16> %103, ptr addrspace(3) %102, align 2, !dbg !18
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %59, !dbg !18
  %105 = insertelement <1 x i16> poison, i16 %95, i64 0, !dbg !18
  store <1 x i16> %105, ptr addrspace(3) %104, align 2, !dbg !18
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %62, !dbg !18
  %107 = insertelement <1 x i16> poison, i16 %92, i64 0, !dbg !18
  store <1 x i16> %107, ptr addrspace(3) %106, align 2, !dbg !18
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %65, !dbg !18
  %109 = insertelement <1 x i16> poison, i16 %93, i64 0, !dbg !18
  store <1 x i16> %109, ptr addrspace(3) %108, align 2, !dbg !18
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %68, !dbg !18
  %111 = insertelement <1 x i16> poison, i16 %96, i64 0, !dbg !18
  store <1 x i16> %111, ptr addrspace(3) %110, align 2, !dbg !18
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %71, !dbg !18
  %113 = insertelement <1 x i16> poison, i16 %97, i64 0, !dbg !18
  store <1 x i16> %113, ptr addrspace(3) %112, align 2, !dbg !18
  %114 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %15, !dbg !19
  %115 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %17, !dbg !19
  %116 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %19, !dbg !19
  %117 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %21, !dbg !19
  %118 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %23, !dbg !19
  %119 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %25, !dbg !19
  %120 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %27, !dbg !19
  %121 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %29, !dbg !19
  %122 = getelementptr [4 x i8], ptr addrspace(1) %114, i64 %32, !dbg !19
  %123 = getelementptr [4 x i8], ptr addrspace(1) %115, i64 %32, !dbg !19
  %124 = getelementptr [4 x i8], ptr addrspace(1) %116, i64 %32, !dbg !19
  %125 = getelementptr [4 x i8], ptr addrspace(1) %117, i64 %32, !dbg !19
  %126 = getelementptr [4 x i8], ptr addrspace(1) %118, i64 %32, !dbg !19
  %127 = getelementptr [4 x i8], ptr addrspace(1) %119, i64 %32, !dbg !19
  %128 = getelementptr [4 x i8], ptr addrspace(1) %120, i64 %32, !dbg !19
  %129 = getelementptr [4 x i8], ptr addrspace(1) %121, i64 %32, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %130 = shl nuw nsw i32 %6, 5, !dbg !16
  %131 = and i32 %130, 352, !dbg !16
  %132 = and i32 %6, 4, !dbg !16
  %133 = icmp eq i32 %132, 0, !dbg !16
  %134 = select i1 %133, i32 0, i32 144, !dbg !16
  %135 = xor i32 %134, %7, !dbg !16
  %136 = or disjoint i32 %135, %131, !dbg !16
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %136, !dbg !16
  %138 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %137), !dbg !16
  %139 = extractvalue { i32, i32, i32, i32 } %138, 0, !dbg !16
  %140 = extractvalue { i32, i32, i32, i32 } %138, 1, !dbg !16
  %141 = extractvalue { i32, i32, i32, i32 } %138, 2, !dbg !16
  %142 = extractvalue { i32, i32, i32, i32 } %138, 3, !dbg !16
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %136, !dbg !18
  %144 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %143), !dbg !18
  %145 = extractvalue { i32, i32, i32, i32 } %144, 0, !dbg !18
  %146 = extractvalue { i32, i32, i32, i32 } %144, 1, !dbg !18
  %147 = extractvalue { i32, i32, i32, i32 } %144, 2, !dbg !18
  %148 = extractvalue { i32, i32, i32, i32 } %144, 3, !dbg !18
  %149 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %139, i32 %140, i32 %141, i32 %142, i32 %145, i32 %146) #4, !dbg !20
  %150 = extractvalue { float, float, float, float } %149, 0, !dbg !20
  %151 = extractvalue { float, float, float, float } %149, 1, !dbg !20
  %152 = extractvalue { float, float, float, float } %149, 2, !dbg !20
  %153 = extractvalue { float, float, float, float } %149, 3, !dbg !20
  %154 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 %139, i32 %140, i32 %141, i32 %142, i32 %147, i32 %148) #4, !dbg !20
  %155 = extractvalue { float, float, float, float } %154, 0, !dbg !20
  %156 = extractvalue { float, float, float, float } %154, 1, !dbg !20
  %157 = extractvalue { float, float, float, float } %154, 2, !dbg !20
  %158 = extractvalue { float, float, float, float } %154, 3, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %159 = and i32 %6, 12, !dbg !21
  %160 = shl nuw nsw i32 %159, 6, !dbg !21
  %161 = and i32 %130, 96, !dbg !21
  %162 = shl nuw nsw i32 %159, 1, !dbg !21
  %163 = shl nuw nsw i32 %7, 3, !dbg !21
  %164 = or disjoint i32 %160, %161, !dbg !21
  %165 = or disjoint i32 %164, %163, !dbg !21
  %166 = or disjoint i32 %165, %162, !dbg !21
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %166, !dbg !21
  %168 = insertelement <2 x float> poison, float %150, i64 0, !dbg !21
  %169 = insertelement <2 x float> %168, float %152, i64 1, !dbg !21
  store <2 x float> %169, ptr addrspace(3) %167, align 8, !dbg !21
  %170 = xor i32 %166, 8, !dbg !21
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %170, !dbg !21
  %172 = insertelement <2 x float> poison, float %151, i64 0, !dbg !21
  %173 = insertelement <2 x float> %172, float %153, i64 1, !dbg !21
  store <2 x float> %173, ptr addrspace(3) %171, align 8, !dbg !21
  %174 = xor i32 %166, 16, !dbg !21
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %174, !dbg !21
  %176 = insertelement <2 x float> poison, float %155, i64 0, !dbg !21
  %177 = insertelement <2 x float> %176, float %157, i64 1, !dbg !21
  store <2 x float> %177, ptr addrspace(3) %175, align 8, !dbg !21
  %178 = xor i32 %166, 24, !dbg !21
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %178, !dbg !21
  %180 = insertelement <2 x float> poison, float %156, i64 0, !dbg !21
  %181 = insertelement <2 x float> %180, float %158, i64 1, !dbg !21
  store <2 x float> %181, ptr addrspace(3) %179, align 8, !dbg !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !21
  %182 = shl nuw nsw i32 %6, 4, !dbg !21
  %183 = and i32 %182, 96, !dbg !21
  %184 = shl nuw nsw i32 %6, 3, !dbg !21
  %185 = and i32 %184, 8, !dbg !21
  %186 = and i32 %49, 16, !dbg !21
  %187 = icmp eq i32 %7, 0, !dbg !21
  %188 = select i1 %187, i32 0, i32 264, !dbg !21
  %189 = or disjoint i32 %183, %185, !dbg !21
  %190 = xor i32 %189, %188, !dbg !21
  %191 = or disjoint i32 %190, %186, !dbg !21
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %191, !dbg !21
  %193 = load <2 x i32>, ptr addrspace(3) %192, align 8, !dbg !21
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) %192, i32 128, !dbg !21
  %195 = load <2 x i32>, ptr addrspace(3) %194, align 8, !dbg !21
  %196 = xor i32 %191, 528, !dbg !21
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196, !dbg !21
  %198 = load <2 x i32>, ptr addrspace(3) %197, align 8, !dbg !21
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 128, !dbg !21
  %200 = load <2 x i32>, ptr addrspace(3) %199, align 8, !dbg !21
  %.extract = extractelement <2 x i32> %193, i64 0, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract, ptr addrspace(1) %122) #4, !dbg !21
  %.extract8 = extractelement <2 x i32> %198, i64 0, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract8, ptr addrspace(1) %123) #4, !dbg !21
  %.extract9 = extractelement <2 x i32> %195, i64 0, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract9, ptr addrspace(1) %124) #4, !dbg !21
  %.extract10 = extractelement <2 x i32> %200, i64 0, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract10, ptr addrspace(1) %125) #4, !dbg !21
  %.extract11 = extractelement <2 x i32> %193, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract11, ptr addrspace(1) %126) #4, !dbg !21
  %.extract12 = extractelement <2 x i32> %198, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract12, ptr addrspace(1) %127) #4, !dbg !21
  %.extract13 = extractelement <2 x i32> %195, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract13, ptr addrspace(1) %128) #4, !dbg !21
  %.extract14 = extractelement <2 x i32> %200, i64 1, !dbg !21
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %.extract14, ptr addrspace(1) %129) #4, !dbg !21
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="32" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt28/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "small_dot", linkageName: "small_dot", scope: !1, file: !1, line: 200, type: !5, scopeLine: 200, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 203, column: 25, scope: !4)
!14 = !DILocation(line: 203, column: 17, scope: !4)
!15 = !DILocation(line: 203, column: 42, scope: !4)
!16 = !DILocation(line: 203, column: 9, scope: !4)
!17 = !DILocation(line: 204, column: 17, scope: !4)
!18 = !DILocation(line: 204, column: 9, scope: !4)
!19 = !DILocation(line: 205, column: 14, scope: !4)
!20 = !DILocation(line: 205, column: 51, scope: !4)
!21 = !DILocation(line: 205, column: 5, scope: !4)
!22 = !DILocation(line: 200, column: 1, scope: !4)
