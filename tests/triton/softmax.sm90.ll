; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_rows(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %9 = and i32 %8, 127, !dbg !13
  %10 = or disjoint i32 %9, 128, !dbg !13
  %11 = or disjoint i32 %9, 256, !dbg !13
  %12 = or disjoint i32 %9, 384, !dbg !13
  %13 = or disjoint i32 %9, 512, !dbg !13
  %14 = or disjoint i32 %9, 640, !dbg !13
  %15 = or disjoint i32 %9, 768, !dbg !13
  %16 = or i32 %8, 896, !dbg !13
  %17 = icmp slt i32 %9, %2, !dbg !14
  %18 = icmp slt i32 %10, %2, !dbg !14
  %19 = icmp slt i32 %11, %2, !dbg !14
  %20 = icmp slt i32 %12, %2, !dbg !14
  %21 = icmp slt i32 %13, %2, !dbg !14
  %22 = icmp slt i32 %14, %2, !dbg !14
  %23 = icmp slt i32 %15, %2, !dbg !14
  %24 = icmp slt i32 %16, %2, !dbg !14
  %25 = mul i32 %3, %7, !dbg !15
  %26 = sext i32 %25 to i64, !dbg !16
  %27 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %26, !dbg !16
  %28 = zext nneg i32 %9 to i64, !dbg !16
  %29 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %28, !dbg !16
  %30 = zext nneg i32 %10 to i64, !dbg !16
  %31 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %30, !dbg !16
  %32 = zext nneg i32 %11 to i64, !dbg !16
  %33 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %32, !dbg !16
  %34 = zext nneg i32 %12 to i64, !dbg !16
  %35 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %34, !dbg !16
  %36 = zext nneg i32 %13 to i64, !dbg !16
  %37 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %36, !dbg !16
  %38 = zext nneg i32 %14 to i64, !dbg !16
  %39 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %38, !dbg !16
  %40 = zext nneg i32 %15 to i64, !dbg !16
  %41 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %40, !dbg !16
  %42 = zext nneg i32 %16 to i64, !dbg !16
  %43 = getelementptr [4 x i8], ptr addrspace(1) %27, i64 %42, !dbg !16
  %44 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %29, i1 %17) #7, !dbg !17
  %45 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %31, i1 %18) #7, !dbg !17
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %33, i1 %19) #7, !dbg !17
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %35, i1 %20) #7, !dbg !17
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %37, i1 %21) #7, !dbg !17
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %39, i1 %22) #7, !dbg !17
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %41, i1 %23) #7, !dbg !17
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %43, i1 %24) #7, !dbg !17
  %52 = lshr i32 %8, 3, !dbg !18
  %53 = and i32 %52, 12, !dbg !18
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53, !dbg !18
  %55 = shl nuw nsw i32 %8, 2, !dbg !18
  %56 = and i32 %55, 12, !dbg !18
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56, !dbg !18
  %58 = insertelement <8 x i32> poison, i32 %44, i64 0, !dbg !17
  %59 = insertelement <8 x i32> %58, i32 %45, i64 1, !dbg !17
  %60 = insertelement <8 x i32> %59, i32 %46, i64 2, !dbg !17
  %61 = insertelement <8 x i32> %60, i32 %47, i64 3, !dbg !17
  %62 = insertelement <8 x i32> %61, i32 %48, i64 4, !dbg !17
  %63 = insertelement <8 x i32> %62, i32 %49, i64 5, !dbg !17
  %64 = insertelement <8 x i32> %63, i32 %50, i64 6, !dbg !17
  %65 = insertelement <8 x i32> %64, i32 %51, i64 7, !dbg !17
  %66 = bitcast <8 x i32> %65 to <8 x float>, !dbg !17
  %67 = bitcast i32 %44 to float, !dbg !23
  %68 = bitcast i32 %45 to float, !dbg !23
  %69 = tail call float @llvm.maxnum.f32(float %67, float %68), !dbg !23
  %70 = bitcast i32 %46 to float, !dbg !23
  %71 = bitcast i32 %47 to float, !dbg !23
  %72 = tail call float @llvm.maxnum.f32(float %70, float %71), !dbg !23
  %73 = bitcast i32 %48 to float, !dbg !23
  %74 = bitcast i32 %49 to float, !dbg !23
  %75 = tail call float @llvm.maxnum.f32(float %73, float %74), !dbg !23
  %76 = bitcast i32 %50 to float, !dbg !23
  %77 = bitcast i32 %51 to float, !dbg !23
  %78 = tail call float @llvm.maxnum.f32(float %76, float %77), !dbg !23
  %79 = tail call float @llvm.maxnum.f32(float %69, float %72), !dbg !23
  %80 = tail call float @llvm.maxnum.f32(float %75, float %78), !dbg !23
  %81 = tail call float @llvm.maxnum.f32(float %79, float %80), !dbg !23
  %82 = bitcast float %81 to i32, !dbg !18
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 16, i32 31), !dbg !18
  %84 = bitcast i32 %83 to float, !dbg !18
  %85 = tail call float @llvm.maxnum.f32(float %81, float %84), !dbg !23
  %86 = bitcast float %85 to i32, !dbg !18
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 8, i32 31), !dbg !18
  %88 = bitcast i32 %87 to float, !dbg !18
  %89 = tail call float @llvm.maxnum.f32(float %85, float %88), !dbg !23
  %90 = bitcast float %89 to i32, !dbg !18
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 4, i32 31), !dbg !18
  %92 = bitcast i32 %91 to float, !dbg !18
  %93 = tail call float @llvm.maxnum.f32(float %89, float %92), !dbg !23
  %94 = bitcast float %93 to i32, !dbg !18
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 2, i32 31), !dbg !18
  %96 = bitcast i32 %95 to float, !dbg !18
  %97 = tail call float @llvm.maxnum.f32(float %93, float %96), !dbg !23
  %98 = bitcast float %97 to i32, !dbg !18
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 1, i32 31), !dbg !18
  %100 = bitcast i32 %99 to float, !dbg !18
  %101 = tail call float @llvm.maxnum.f32(float %97, float %100), !dbg !23
  store float %101, ptr addrspace(3) %54, align 4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %102 = load i32, ptr addrspace(3) %57, align 4, !dbg !18
  %103 = bitcast i32 %102 to float, !dbg !18
  %104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 2, i32 31), !dbg !18
  %105 = bitcast i32 %104 to float, !dbg !18
  %106 = tail call float @llvm.maxnum.f32(float %103, float %105), !dbg !23
  %107 = bitcast float %106 to i32, !dbg !18
  %108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 1, i32 31), !dbg !18
  %109 = bitcast i32 %108 to float, !dbg !18
  %110 = tail call float @llvm.maxnum.f32(float %106, float %109), !dbg !23
  %111 = insertelement <8 x float> poison, float %110, i64 0, !dbg !24
  %112 = shufflevector <8 x float> %111, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !24
  %113 = fsub <8 x float> %66, %112, !dbg !24
  %114 = fmul <8 x float> %113, splat (float f0x3FB8AA3B), !dbg !25
  %115 = extractelement <8 x float> %114, i64 0, !dbg !25
  %116 = tail call float @llvm.nvvm.ex2.approx.f32(float %115), !dbg !25
  %117 = extractelement <8 x float> %114, i64 1, !dbg !25
  %118 = tail call float @llvm.nvvm.ex2.approx.f32(float %117), !dbg !25
  %119 = extractelement <8 x float> %114, i64 2, !dbg !25
  %120 = tail call float @llvm.nvvm.ex2.approx.f32(float %119), !dbg !25
  %121 = extractelement <8 x float> %114, i64 3, !dbg !25
  %122 = tail call float @llvm.nvvm.ex2.approx.f32(float %121), !dbg !25
  %123 = extractelement <8 x float> %114, i64 4, !dbg !25
  %124 = tail call float @llvm.nvvm.ex2.approx.f32(float %123), !dbg !25
  %125 = extractelement <8 x float> %114, i64 5, !dbg !25
  %126 = tail call float @llvm.nvvm.ex2.approx.f32(float %125), !dbg !25
  %127 = extractelement <8 x float> %114, i64 6, !dbg !25
  %128 = tail call float @llvm.nvvm.ex2.approx.f32(float %127), !dbg !25
  %129 = extractelement <8 x float> %114, i64 7, !dbg !25
  %130 = tail call float @llvm.nvvm.ex2.approx.f32(float %129), !dbg !25
  %131 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26, !dbg !26
  %132 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %28, !dbg !26
  %133 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %30, !dbg !26
  %134 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %32, !dbg !26
  %135 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %34, !dbg !26
  %136 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %36, !dbg !26
  %137 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %38, !dbg !26
  %138 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %40, !dbg !26
  %139 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %42, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %140 = fadd float %116, %118, !dbg !29
  %141 = fadd float %120, %122, !dbg !29
  %142 = fadd float %124, %126, !dbg !29
  %143 = fadd float %128, %130, !dbg !29
  %144 = fadd float %140, %141, !dbg !29
  %145 = fadd float %142, %143, !dbg !29
  %146 = fadd float %144, %145, !dbg !29
  %147 = bitcast float %146 to i32, !dbg !27
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 16, i32 31), !dbg !27
  %149 = bitcast i32 %148 to float, !dbg !27
  %150 = fadd float %146, %149, !dbg !29
  %151 = bitcast float %150 to i32, !dbg !27
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 8, i32 31), !dbg !27
  %153 = bitcast i32 %152 to float, !dbg !27
  %154 = fadd float %150, %153, !dbg !29
  %155 = bitcast float %154 to i32, !dbg !27
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 4, i32 31), !dbg !27
  %157 = bitcast i32 %156 to float, !dbg !27
  %158 = fadd float %154, %157, !dbg !29
  %159 = bitcast float %158 to i32, !dbg !27
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 2, i32 31), !dbg !27
  %161 = bitcast i32 %160 to float, !dbg !27
  %162 = fadd float %158, %161, !dbg !29
  %163 = bitcast float %162 to i32, !dbg !27
  %164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 1, i32 31), !dbg !27
  %165 = bitcast i32 %164 to float, !dbg !27
  %166 = fadd float %162, %165, !dbg !29
  store float %166, ptr addrspace(3) %54, align 4, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %167 = load i32, ptr addrspace(3) %57, align 4, !dbg !27
  %168 = bitcast i32 %167 to float, !dbg !27
  %169 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 2, i32 31), !dbg !27
  %170 = bitcast i32 %169 to float, !dbg !27
  %171 = fadd float %168, %170, !dbg !29
  %172 = bitcast float %171 to i32, !dbg !27
  %173 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 1, i32 31), !dbg !27
  %174 = bitcast i32 %173 to float, !dbg !27
  %175 = fadd float %171, %174, !dbg !29
  %176 = tail call float @llvm.nvvm.div.full(float %116, float %175), !dbg !30
  %177 = tail call float @llvm.nvvm.div.full(float %118, float %175), !dbg !30
  %178 = tail call float @llvm.nvvm.div.full(float %120, float %175), !dbg !30
  %179 = tail call float @llvm.nvvm.div.full(float %122, float %175), !dbg !30
  %180 = tail call float @llvm.nvvm.div.full(float %124, float %175), !dbg !30
  %181 = tail call float @llvm.nvvm.div.full(float %126, float %175), !dbg !30
  %182 = tail call float @llvm.nvvm.div.full(float %128, float %175), !dbg !30
  %183 = tail call float @llvm.nvvm.div.full(float %130, float %175), !dbg !30
  %184 = bitcast float %176 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %184, ptr addrspace(1) %132, i1 %17) #7, !dbg !31
  %185 = bitcast float %177 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %185, ptr addrspace(1) %133, i1 %18) #7, !dbg !31
  %186 = bitcast float %178 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %186, ptr addrspace(1) %134, i1 %19) #7, !dbg !31
  %187 = bitcast float %179 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %187, ptr addrspace(1) %135, i1 %20) #7, !dbg !31
  %188 = bitcast float %180 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %188, ptr addrspace(1) %136, i1 %21) #7, !dbg !31
  %189 = bitcast float %181 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %189, ptr addrspace(1) %137, i1 %22) #7, !dbg !31
  %190 = bitcast float %182 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %190, ptr addrspace(1) %138, i1 %23) #7, !dbg !31
  %191 = bitcast float %183 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %191, ptr addrspace(1) %139, i1 %24) #7, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #6

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_rows", linkageName: "softmax_rows", scope: !1, file: !1, line: 15, type: !5, scopeLine: 15, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 16, column: 11, scope: !4)
!13 = !DILocation(line: 17, column: 12, scope: !4)
!14 = !DILocation(line: 18, column: 12, scope: !4)
!15 = !DILocation(line: 19, column: 26, scope: !4)
!16 = !DILocation(line: 19, column: 17, scope: !4)
!17 = !DILocation(line: 19, column: 9, scope: !4)
!18 = !DILocation(line: 216, column: 16, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 20, column: 13, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 196, column: 12, scope: !19, inlinedAt: !18)
!24 = !DILocation(line: 20, column: 9, scope: !4)
!25 = !DILocation(line: 21, column: 9, scope: !4)
!26 = !DILocation(line: 22, column: 14, scope: !4)
!27 = !DILocation(line: 314, column: 12, scope: !19, inlinedAt: !28)
!28 = !DILocation(line: 22, column: 49, scope: !22)
!29 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !27)
!30 = !DILocation(line: 22, column: 45, scope: !4)
!31 = !DILocation(line: 22, column: 5, scope: !4)
!32 = !DILocation(line: 15, column: 1, scope: !4)
