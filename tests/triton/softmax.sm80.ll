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
  %45 = bitcast i32 %44 to float, !dbg !17
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %31, i1 %18) #7, !dbg !17
  %47 = bitcast i32 %46 to float, !dbg !17
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %33, i1 %19) #7, !dbg !17
  %49 = bitcast i32 %48 to float, !dbg !17
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %35, i1 %20) #7, !dbg !17
  %51 = bitcast i32 %50 to float, !dbg !17
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %37, i1 %21) #7, !dbg !17
  %53 = bitcast i32 %52 to float, !dbg !17
  %54 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %39, i1 %22) #7, !dbg !17
  %55 = bitcast i32 %54 to float, !dbg !17
  %56 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %41, i1 %23) #7, !dbg !17
  %57 = bitcast i32 %56 to float, !dbg !17
  %58 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %43, i1 %24) #7, !dbg !17
  %59 = bitcast i32 %58 to float, !dbg !17
  %60 = tail call float @llvm.maxnum.f32(float %45, float %47), !dbg !18
  %61 = tail call float @llvm.maxnum.f32(float %49, float %51), !dbg !18
  %62 = tail call float @llvm.maxnum.f32(float %53, float %55), !dbg !18
  %63 = tail call float @llvm.maxnum.f32(float %57, float %59), !dbg !18
  %64 = tail call float @llvm.maxnum.f32(float %60, float %61), !dbg !18
  %65 = tail call float @llvm.maxnum.f32(float %62, float %63), !dbg !18
  %66 = tail call float @llvm.maxnum.f32(float %64, float %65), !dbg !18
  %67 = bitcast float %66 to i32, !dbg !21
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 16, i32 31), !dbg !21
  %69 = bitcast i32 %68 to float, !dbg !21
  %70 = tail call float @llvm.maxnum.f32(float %66, float %69), !dbg !18
  %71 = bitcast float %70 to i32, !dbg !21
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 8, i32 31), !dbg !21
  %73 = bitcast i32 %72 to float, !dbg !21
  %74 = tail call float @llvm.maxnum.f32(float %70, float %73), !dbg !18
  %75 = bitcast float %74 to i32, !dbg !21
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 4, i32 31), !dbg !21
  %77 = bitcast i32 %76 to float, !dbg !21
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77), !dbg !18
  %79 = bitcast float %78 to i32, !dbg !21
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 2, i32 31), !dbg !21
  %81 = bitcast i32 %80 to float, !dbg !21
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81), !dbg !18
  %83 = bitcast float %82 to i32, !dbg !21
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 1, i32 31), !dbg !21
  %85 = bitcast i32 %84 to float, !dbg !21
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85), !dbg !18
  %87 = lshr i32 %8, 3, !dbg !21
  %88 = and i32 %87, 12, !dbg !21
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88, !dbg !21
  store float %86, ptr addrspace(3) %89, align 4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %90 = shl nuw nsw i32 %8, 2, !dbg !21
  %91 = and i32 %90, 12, !dbg !21
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91, !dbg !21
  %93 = load i32, ptr addrspace(3) %92, align 4, !dbg !21
  %94 = bitcast i32 %93 to float, !dbg !21
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 2, i32 31), !dbg !21
  %96 = bitcast i32 %95 to float, !dbg !21
  %97 = tail call float @llvm.maxnum.f32(float %94, float %96), !dbg !18
  %98 = bitcast float %97 to i32, !dbg !21
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 1, i32 31), !dbg !21
  %100 = bitcast i32 %99 to float, !dbg !21
  %101 = tail call float @llvm.maxnum.f32(float %97, float %100), !dbg !18
  %102 = fsub float %45, %101, !dbg !24
  %103 = fsub float %47, %101, !dbg !24
  %104 = fsub float %49, %101, !dbg !24
  %105 = fsub float %51, %101, !dbg !24
  %106 = fsub float %53, %101, !dbg !24
  %107 = fsub float %55, %101, !dbg !24
  %108 = fsub float %57, %101, !dbg !24
  %109 = fsub float %59, %101, !dbg !24
  %110 = fmul float %102, f0x3FB8AA3B, !dbg !25
  %111 = tail call float @llvm.nvvm.ex2.approx.f32(float %110), !dbg !25
  %112 = fmul float %103, f0x3FB8AA3B, !dbg !25
  %113 = tail call float @llvm.nvvm.ex2.approx.f32(float %112), !dbg !25
  %114 = fmul float %104, f0x3FB8AA3B, !dbg !25
  %115 = tail call float @llvm.nvvm.ex2.approx.f32(float %114), !dbg !25
  %116 = fmul float %105, f0x3FB8AA3B, !dbg !25
  %117 = tail call float @llvm.nvvm.ex2.approx.f32(float %116), !dbg !25
  %118 = fmul float %106, f0x3FB8AA3B, !dbg !25
  %119 = tail call float @llvm.nvvm.ex2.approx.f32(float %118), !dbg !25
  %120 = fmul float %107, f0x3FB8AA3B, !dbg !25
  %121 = tail call float @llvm.nvvm.ex2.approx.f32(float %120), !dbg !25
  %122 = fmul float %108, f0x3FB8AA3B, !dbg !25
  %123 = tail call float @llvm.nvvm.ex2.approx.f32(float %122), !dbg !25
  %124 = fmul float %109, f0x3FB8AA3B, !dbg !25
  %125 = tail call float @llvm.nvvm.ex2.approx.f32(float %124), !dbg !25
  %126 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26, !dbg !26
  %127 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %28, !dbg !26
  %128 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %30, !dbg !26
  %129 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %32, !dbg !26
  %130 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %34, !dbg !26
  %131 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %36, !dbg !26
  %132 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %38, !dbg !26
  %133 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %40, !dbg !26
  %134 = getelementptr [4 x i8], ptr addrspace(1) %126, i64 %42, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %135 = fadd float %111, %113, !dbg !29
  %136 = fadd float %115, %117, !dbg !29
  %137 = fadd float %119, %121, !dbg !29
  %138 = fadd float %123, %125, !dbg !29
  %139 = fadd float %135, %136, !dbg !29
  %140 = fadd float %137, %138, !dbg !29
  %141 = fadd float %139, %140, !dbg !29
  %142 = bitcast float %141 to i32, !dbg !27
  %143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 16, i32 31), !dbg !27
  %144 = bitcast i32 %143 to float, !dbg !27
  %145 = fadd float %141, %144, !dbg !29
  %146 = bitcast float %145 to i32, !dbg !27
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 8, i32 31), !dbg !27
  %148 = bitcast i32 %147 to float, !dbg !27
  %149 = fadd float %145, %148, !dbg !29
  %150 = bitcast float %149 to i32, !dbg !27
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 4, i32 31), !dbg !27
  %152 = bitcast i32 %151 to float, !dbg !27
  %153 = fadd float %149, %152, !dbg !29
  %154 = bitcast float %153 to i32, !dbg !27
  %155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 2, i32 31), !dbg !27
  %156 = bitcast i32 %155 to float, !dbg !27
  %157 = fadd float %153, %156, !dbg !29
  %158 = bitcast float %157 to i32, !dbg !27
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 1, i32 31), !dbg !27
  %160 = bitcast i32 %159 to float, !dbg !27
  %161 = fadd float %157, %160, !dbg !29
  store float %161, ptr addrspace(3) %89, align 4, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %162 = load i32, ptr addrspace(3) %92, align 4, !dbg !27
  %163 = bitcast i32 %162 to float, !dbg !27
  %164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 2, i32 31), !dbg !27
  %165 = bitcast i32 %164 to float, !dbg !27
  %166 = fadd float %163, %165, !dbg !29
  %167 = bitcast float %166 to i32, !dbg !27
  %168 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 1, i32 31), !dbg !27
  %169 = bitcast i32 %168 to float, !dbg !27
  %170 = fadd float %166, %169, !dbg !29
  %171 = tail call float @llvm.nvvm.div.full(float %111, float %170), !dbg !30
  %172 = tail call float @llvm.nvvm.div.full(float %113, float %170), !dbg !30
  %173 = tail call float @llvm.nvvm.div.full(float %115, float %170), !dbg !30
  %174 = tail call float @llvm.nvvm.div.full(float %117, float %170), !dbg !30
  %175 = tail call float @llvm.nvvm.div.full(float %119, float %170), !dbg !30
  %176 = tail call float @llvm.nvvm.div.full(float %121, float %170), !dbg !30
  %177 = tail call float @llvm.nvvm.div.full(float %123, float %170), !dbg !30
  %178 = tail call float @llvm.nvvm.div.full(float %125, float %170), !dbg !30
  %179 = bitcast float %171 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %179, ptr addrspace(1) %127, i1 %17) #7, !dbg !31
  %180 = bitcast float %172 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %180, ptr addrspace(1) %128, i1 %18) #7, !dbg !31
  %181 = bitcast float %173 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %181, ptr addrspace(1) %129, i1 %19) #7, !dbg !31
  %182 = bitcast float %174 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %182, ptr addrspace(1) %130, i1 %20) #7, !dbg !31
  %183 = bitcast float %175 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %183, ptr addrspace(1) %131, i1 %21) #7, !dbg !31
  %184 = bitcast float %176 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %184, ptr addrspace(1) %132, i1 %22) #7, !dbg !31
  %185 = bitcast float %177 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %185, ptr addrspace(1) %133, i1 %23) #7, !dbg !31
  %186 = bitcast float %178 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %186, ptr addrspace(1) %134, i1 %24) #7, !dbg !31
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
!18 = !DILocation(line: 196, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 216, column: 16, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 20, column: 13, scope: !23)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!24 = !DILocation(line: 20, column: 9, scope: !4)
!25 = !DILocation(line: 21, column: 9, scope: !4)
!26 = !DILocation(line: 22, column: 14, scope: !4)
!27 = !DILocation(line: 314, column: 12, scope: !19, inlinedAt: !28)
!28 = !DILocation(line: 22, column: 49, scope: !23)
!29 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !27)
!30 = !DILocation(line: 22, column: 45, scope: !4)
!31 = !DILocation(line: 22, column: 5, scope: !4)
!32 = !DILocation(line: 15, column: 1, scope: !4)
