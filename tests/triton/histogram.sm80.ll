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
  %10 = or disjoint i32 %7, %9, !dbg !11
  %11 = or disjoint i32 %10, 128, !dbg !11
  %12 = or disjoint i32 %10, 256, !dbg !11
  %13 = or disjoint i32 %10, 384, !dbg !11
  %14 = or disjoint i32 %10, 512, !dbg !11
  %15 = or disjoint i32 %10, 640, !dbg !11
  %16 = or disjoint i32 %10, 768, !dbg !11
  %17 = or disjoint i32 %8, %7, !dbg !11
  %18 = or i32 %17, 896, !dbg !11
  %19 = icmp slt i32 %10, %2, !dbg !13
  %20 = icmp slt i32 %11, %2, !dbg !13
  %21 = icmp slt i32 %12, %2, !dbg !13
  %22 = icmp slt i32 %13, %2, !dbg !13
  %23 = icmp slt i32 %14, %2, !dbg !13
  %24 = icmp slt i32 %15, %2, !dbg !13
  %25 = icmp slt i32 %16, %2, !dbg !13
  %26 = icmp slt i32 %18, %2, !dbg !13
  %27 = sext i32 %10 to i64, !dbg !14
  %28 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %27, !dbg !14
  %29 = sext i32 %11 to i64, !dbg !14
  %30 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %29, !dbg !14
  %31 = sext i32 %12 to i64, !dbg !14
  %32 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %31, !dbg !14
  %33 = sext i32 %13 to i64, !dbg !14
  %34 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %33, !dbg !14
  %35 = sext i32 %14 to i64, !dbg !14
  %36 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %35, !dbg !14
  %37 = sext i32 %15 to i64, !dbg !14
  %38 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %37, !dbg !14
  %39 = sext i32 %16 to i64, !dbg !14
  %40 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %39, !dbg !14
  %41 = sext i32 %18 to i64, !dbg !14
  %42 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %41, !dbg !14
  %43 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %28, i1 %19) #4, !dbg !15
  %44 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %30, i1 %20) #4, !dbg !15
  %45 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %32, i1 %21) #4, !dbg !15
  %46 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %34, i1 %22) #4, !dbg !15
  %47 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %36, i1 %23) #4, !dbg !15
  %48 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %38, i1 %24) #4, !dbg !15
  %49 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %40, i1 %25) #4, !dbg !15
  %50 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %42, i1 %26) #4, !dbg !15
  %51 = srem i32 %43, 64, !dbg !16
  %52 = srem i32 %44, 64, !dbg !16
  %53 = srem i32 %45, 64, !dbg !16
  %54 = srem i32 %46, 64, !dbg !16
  %55 = srem i32 %47, 64, !dbg !16
  %56 = srem i32 %48, 64, !dbg !16
  %57 = srem i32 %49, 64, !dbg !16
  %58 = srem i32 %50, 64, !dbg !16
  %59 = sext i32 %51 to i64, !dbg !17
  %60 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %59, !dbg !17
  %61 = sext i32 %52 to i64, !dbg !17
  %62 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %61, !dbg !17
  %63 = sext i32 %53 to i64, !dbg !17
  %64 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %63, !dbg !17
  %65 = sext i32 %54 to i64, !dbg !17
  %66 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %65, !dbg !17
  %67 = sext i32 %55 to i64, !dbg !17
  %68 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %67, !dbg !17
  %69 = sext i32 %56 to i64, !dbg !17
  %70 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %69, !dbg !17
  %71 = sext i32 %57 to i64, !dbg !17
  %72 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %71, !dbg !17
  %73 = sext i32 %58 to i64, !dbg !17
  %74 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %73, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %75 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %60, i32 1, i1 %19) #4, !dbg !18
  %76 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %62, i32 1, i1 %20) #4, !dbg !18
  %77 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %64, i32 1, i1 %21) #4, !dbg !18
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %66, i32 1, i1 %22) #4, !dbg !18
  %79 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %68, i32 1, i1 %23) #4, !dbg !18
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %70, i32 1, i1 %24) #4, !dbg !18
  %81 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %72, i32 1, i1 %25) #4, !dbg !18
  %82 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %74, i32 1, i1 %26) #4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %83 = zext i1 %19 to i32, !dbg !19
  %84 = zext i1 %20 to i32, !dbg !19
  %85 = zext i1 %21 to i32, !dbg !19
  %86 = zext i1 %22 to i32, !dbg !19
  %87 = zext i1 %23 to i32, !dbg !19
  %88 = zext i1 %24 to i32, !dbg !19
  %89 = zext i1 %25 to i32, !dbg !19
  %90 = zext i1 %26 to i32, !dbg !19
  %91 = add nuw nsw i32 %83, %84, !dbg !20
  %92 = add nuw nsw i32 %91, %86, !dbg !20
  %93 = add nuw nsw i32 %92, %85, !dbg !20
  %94 = add nuw nsw i32 %93, %88, !dbg !20
  %95 = add nuw nsw i32 %94, %87, !dbg !20
  %96 = add nuw nsw i32 %95, %90, !dbg !20
  %97 = add nuw nsw i32 %96, %89, !dbg !20
  %98 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %97, i32 -1), !dbg !23
  %99 = lshr i32 %8, 3, !dbg !23
  %100 = and i32 %99, 12, !dbg !23
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100, !dbg !23
  %102 = insertelement <1 x i32> poison, i32 %98, i64 0, !dbg !23
  store <1 x i32> %102, ptr addrspace(3) %101, align 4, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %103 = shl nuw nsw i32 %8, 2, !dbg !23
  %104 = and i32 %103, 12, !dbg !23
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %104, !dbg !23
  %106 = load i32, ptr addrspace(3) %105, align 4, !dbg !23
  %107 = and i32 %8, 28, !dbg !23
  %108 = icmp eq i32 %107, 0, !dbg !23
  %109 = select i1 %108, i32 %106, i32 0, !dbg !23
  %110 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %109, i32 -1), !dbg !23
  %111 = getelementptr i8, ptr addrspace(1) %1, i64 256, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  %112 = icmp eq i32 %8, 0, !dbg !27
  %113 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %111, i32 %110, i1 %112) #4, !dbg !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !27
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind }

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
!15 = !DILocation(line: 155, column: 9, scope: !4)
!16 = !DILocation(line: 156, column: 31, scope: !4)
!17 = !DILocation(line: 156, column: 19, scope: !4)
!18 = !DILocation(line: 156, column: 5, scope: !4)
!19 = !DILocation(line: 157, column: 20, scope: !4)
!20 = !DILocation(line: 287, column: 12, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!23 = !DILocation(line: 314, column: 12, scope: !21, inlinedAt: !24)
!24 = !DILocation(line: 157, column: 13, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 158, column: 19, scope: !4)
!27 = !DILocation(line: 158, column: 5, scope: !4)
!28 = !DILocation(line: 153, column: 1, scope: !4)
