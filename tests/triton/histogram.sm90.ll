; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @histogram_atomic(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %7 = shl i32 %6, 10, !dbg !11
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = and i32 %8, 127, !dbg !12
  %10 = or disjoint i32 %8, %7, !dbg !11
  %11 = or disjoint i32 %7, %9, !dbg !11
  %12 = or disjoint i32 %11, 128, !dbg !11
  %13 = or disjoint i32 %11, 256, !dbg !11
  %14 = or disjoint i32 %11, 384, !dbg !11
  %15 = or disjoint i32 %11, 512, !dbg !11
  %16 = or disjoint i32 %11, 640, !dbg !11
  %17 = or disjoint i32 %11, 768, !dbg !11
  %18 = or i32 %10, 896, !dbg !11
  %19 = insertelement <8 x i32> poison, i32 %11, i64 0, !dbg !13
  %20 = insertelement <8 x i32> %19, i32 %12, i64 1, !dbg !13
  %21 = insertelement <8 x i32> %20, i32 %14, i64 2, !dbg !13
  %22 = insertelement <8 x i32> %21, i32 %13, i64 3, !dbg !13
  %23 = insertelement <8 x i32> %22, i32 %16, i64 4, !dbg !13
  %24 = insertelement <8 x i32> %23, i32 %15, i64 5, !dbg !13
  %25 = insertelement <8 x i32> %24, i32 %18, i64 6, !dbg !13
  %26 = insertelement <8 x i32> %25, i32 %17, i64 7, !dbg !13
  %27 = insertelement <8 x i32> poison, i32 %2, i64 0, !dbg !13
  %28 = shufflevector <8 x i32> %27, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !13
  %29 = icmp slt <8 x i32> %26, %28, !dbg !13
  %30 = sext i32 %11 to i64, !dbg !14
  %31 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %30, !dbg !14
  %32 = sext i32 %12 to i64, !dbg !14
  %33 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %32, !dbg !14
  %34 = sext i32 %13 to i64, !dbg !14
  %35 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %34, !dbg !14
  %36 = sext i32 %14 to i64, !dbg !14
  %37 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %36, !dbg !14
  %38 = sext i32 %15 to i64, !dbg !14
  %39 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %38, !dbg !14
  %40 = sext i32 %16 to i64, !dbg !14
  %41 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %40, !dbg !14
  %42 = sext i32 %17 to i64, !dbg !14
  %43 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %42, !dbg !14
  %44 = sext i32 %18 to i64, !dbg !14
  %45 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %44, !dbg !14
  %46 = extractelement <8 x i1> %29, i64 0, !dbg !15
  %47 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %31, i1 %46) #5, !dbg !16
  %48 = extractelement <8 x i1> %29, i64 1, !dbg !15
  %49 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %33, i1 %48) #5, !dbg !16
  %50 = extractelement <8 x i1> %29, i64 3, !dbg !15
  %51 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %35, i1 %50) #5, !dbg !16
  %52 = extractelement <8 x i1> %29, i64 2, !dbg !15
  %53 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %37, i1 %52) #5, !dbg !16
  %54 = extractelement <8 x i1> %29, i64 5, !dbg !15
  %55 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %39, i1 %54) #5, !dbg !16
  %56 = extractelement <8 x i1> %29, i64 4, !dbg !15
  %57 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %41, i1 %56) #5, !dbg !16
  %58 = extractelement <8 x i1> %29, i64 7, !dbg !15
  %59 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %43, i1 %58) #5, !dbg !16
  %60 = extractelement <8 x i1> %29, i64 6, !dbg !15
  %61 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %45, i1 %60) #5, !dbg !16
  %62 = insertelement <4 x i32> poison, i32 %47, i64 0, !dbg !17
  %63 = insertelement <4 x i32> %62, i32 %49, i64 1, !dbg !17
  %64 = insertelement <4 x i32> %63, i32 %51, i64 2, !dbg !17
  %65 = insertelement <4 x i32> %64, i32 %53, i64 3, !dbg !17
  %66 = srem <4 x i32> %65, splat (i32 64), !dbg !17
  %67 = insertelement <4 x i32> poison, i32 %55, i64 0, !dbg !17
  %68 = insertelement <4 x i32> %67, i32 %57, i64 1, !dbg !17
  %69 = insertelement <4 x i32> %68, i32 %59, i64 2, !dbg !17
  %70 = insertelement <4 x i32> %69, i32 %61, i64 3, !dbg !17
  %71 = srem <4 x i32> %70, splat (i32 64), !dbg !17
  %72 = extractelement <4 x i32> %66, i64 0, !dbg !18
  %73 = sext i32 %72 to i64, !dbg !18
  %74 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %73, !dbg !18
  %75 = extractelement <4 x i32> %66, i64 1, !dbg !18
  %76 = sext i32 %75 to i64, !dbg !18
  %77 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %76, !dbg !18
  %78 = extractelement <4 x i32> %66, i64 2, !dbg !18
  %79 = sext i32 %78 to i64, !dbg !18
  %80 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %79, !dbg !18
  %81 = extractelement <4 x i32> %66, i64 3, !dbg !18
  %82 = sext i32 %81 to i64, !dbg !18
  %83 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %82, !dbg !18
  %84 = extractelement <4 x i32> %71, i64 0, !dbg !18
  %85 = sext i32 %84 to i64, !dbg !18
  %86 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %85, !dbg !18
  %87 = extractelement <4 x i32> %71, i64 1, !dbg !18
  %88 = sext i32 %87 to i64, !dbg !18
  %89 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %88, !dbg !18
  %90 = extractelement <4 x i32> %71, i64 2, !dbg !18
  %91 = sext i32 %90 to i64, !dbg !18
  %92 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %91, !dbg !18
  %93 = extractelement <4 x i32> %71, i64 3, !dbg !18
  %94 = sext i32 %93 to i64, !dbg !18
  %95 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %94, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %96 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %74, i32 1, i1 %46) #5, !dbg !15
  %97 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %77, i32 1, i1 %48) #5, !dbg !15
  %98 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %80, i32 1, i1 %50) #5, !dbg !15
  %99 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %83, i32 1, i1 %52) #5, !dbg !15
  %100 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %86, i32 1, i1 %54) #5, !dbg !15
  %101 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %89, i32 1, i1 %56) #5, !dbg !15
  %102 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %92, i32 1, i1 %58) #5, !dbg !15
  %103 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %95, i32 1, i1 %60) #5, !dbg !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %104 = bitcast <8 x i1> %29 to i8, !dbg !19
  %105 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %104), !dbg !19
  %106 = zext nneg i8 %105 to i32, !dbg !19
  %107 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %106, i32 -1), !dbg !22
  %108 = lshr i32 %8, 3, !dbg !22
  %109 = and i32 %108, 12, !dbg !22
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109, !dbg !22
  %111 = insertelement <1 x i32> poison, i32 %107, i64 0, !dbg !22
  store <1 x i32> %111, ptr addrspace(3) %110, align 4, !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %112 = shl nuw nsw i32 %8, 2, !dbg !22
  %113 = and i32 %112, 12, !dbg !22
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %113, !dbg !22
  %115 = load i32, ptr addrspace(3) %114, align 4, !dbg !22
  %116 = and i32 %8, 28, !dbg !22
  %117 = icmp eq i32 %116, 0, !dbg !22
  %118 = select i1 %117, i32 %115, i32 0, !dbg !22
  %119 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %118, i32 -1), !dbg !22
  %120 = getelementptr i8, ptr addrspace(1) %1, i64 256, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %121 = icmp eq i32 %8, 0, !dbg !26
  %122 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %120, i32 %119, i1 %121) #5, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/layout/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "histogram_atomic", linkageName: "histogram_atomic", scope: !1, file: !1, line: 153, type: !5, scopeLine: 153, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 154, column: 12, scope: !4)
!12 = !DILocation(line: 154, column: 39, scope: !4)
!13 = !DILocation(line: 155, column: 37, scope: !4)
!14 = !DILocation(line: 155, column: 17, scope: !4)
!15 = !DILocation(line: 156, column: 5, scope: !4)
!16 = !DILocation(line: 155, column: 9, scope: !4)
!17 = !DILocation(line: 156, column: 31, scope: !4)
!18 = !DILocation(line: 156, column: 19, scope: !4)
!19 = !DILocation(line: 287, column: 12, scope: !20, inlinedAt: !22)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !21, discriminator: 0)
!21 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!22 = !DILocation(line: 314, column: 12, scope: !20, inlinedAt: !23)
!23 = !DILocation(line: 157, column: 13, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 158, column: 19, scope: !4)
!26 = !DILocation(line: 158, column: 5, scope: !4)
!27 = !DILocation(line: 153, column: 1, scope: !4)
