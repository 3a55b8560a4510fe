; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.exp2.f32(float) #0

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @softmax_rows(ptr addrspace(1) inreg nofree writeonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, i32 inreg %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #1 !dbg !8 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !16
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %11 = and i32 %7, 63, !dbg !22
  %12 = or disjoint i32 %9, %11, !dbg !22
  %13 = or disjoint i32 %12, 256, !dbg !22
  %14 = or disjoint i32 %12, 512, !dbg !22
  %15 = or disjoint i32 %12, 768, !dbg !22
  %16 = icmp slt i32 %12, %2, !dbg !23
  %17 = icmp slt i32 %13, %2, !dbg !23
  %18 = icmp slt i32 %14, %2, !dbg !23
  %19 = icmp slt i32 %15, %2, !dbg !23
  %20 = mul i32 %3, %10, !dbg !24
  %21 = sext i32 %20 to i64, !dbg !25
  %22 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %21, !dbg !25
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %22, i16 0, i64 2147483646, i32 159744), !dbg !26
  %24 = shl nuw nsw i32 %12, 2, !dbg !26
  %25 = select i1 %16, i32 %24, i32 -2147483648, !dbg !26
  %26 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %23, i32 %25, i32 0, i32 0), !dbg !26
  %27 = bitcast float %26 to <1 x float>, !dbg !26
  %28 = extractelement <1 x float> %27, i64 0, !dbg !26
  %29 = select i1 %16, float %28, float -inf, !dbg !26
  %30 = shl nuw nsw i32 %13, 2, !dbg !26
  %31 = select i1 %17, i32 %30, i32 -2147483648, !dbg !26
  %32 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %23, i32 %31, i32 0, i32 0), !dbg !26
  %33 = bitcast float %32 to <1 x float>, !dbg !26
  %34 = extractelement <1 x float> %33, i64 0, !dbg !26
  %35 = select i1 %17, float %34, float -inf, !dbg !26
  %36 = shl nuw nsw i32 %14, 2, !dbg !26
  %37 = select i1 %18, i32 %36, i32 -2147483648, !dbg !26
  %38 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %23, i32 %37, i32 0, i32 0), !dbg !26
  %39 = bitcast float %38 to <1 x float>, !dbg !26
  %40 = extractelement <1 x float> %39, i64 0, !dbg !26
  %41 = select i1 %18, float %40, float -inf, !dbg !26
  %42 = shl nuw nsw i32 %15, 2, !dbg !26
  %43 = select i1 %19, i32 %42, i32 -2147483648, !dbg !26
  %44 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %23, i32 %43, i32 0, i32 0), !dbg !26
  %45 = bitcast float %44 to <1 x float>, !dbg !26
  %46 = extractelement <1 x float> %45, i64 0, !dbg !26
  %47 = select i1 %19, float %46, float -inf, !dbg !26
  %48 = tail call float @llvm.maxnum.f32(float %29, float %35), !dbg !27
  %49 = tail call float @llvm.maxnum.f32(float %48, float %41), !dbg !27
  %50 = tail call float @llvm.maxnum.f32(float %49, float %47), !dbg !27
  %51 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %50, i32 280, i32 15, i32 15, i1 true), !dbg !28
  %52 = tail call float @llvm.maxnum.f32(float %50, float %51), !dbg !27
  %53 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %52, i32 276, i32 15, i32 15, i1 true), !dbg !28
  %54 = tail call float @llvm.maxnum.f32(float %52, float %53), !dbg !27
  %55 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %54, i32 274, i32 15, i32 15, i1 true), !dbg !28
  %56 = tail call float @llvm.maxnum.f32(float %54, float %55), !dbg !27
  %57 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %56, i32 273, i32 15, i32 15, i1 true), !dbg !28
  %58 = tail call float @llvm.maxnum.f32(float %56, float %57), !dbg !27
  %59 = tail call float @llvm.amdgcn.update.dpp.f32(float %58, float %58, i32 322, i32 10, i32 15, i1 true), !dbg !28
  %60 = tail call float @llvm.maxnum.f32(float %58, float %59), !dbg !27
  %61 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %60, i32 323, i32 15, i32 15, i1 true), !dbg !28
  %62 = tail call float @llvm.maxnum.f32(float %60, float %61), !dbg !27
  %63 = tail call float @llvm.amdgcn.readlane.f32(float %62, i32 63), !dbg !28
  %64 = lshr exact i32 %9, 4, !dbg !28
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !28
  %66 = insertelement <1 x float> poison, float %63, i64 0, !dbg !28
  store <1 x float> %66, ptr addrspace(3) %65, align 4, !dbg !28
  fence syncscope("workgroup") release, !dbg !28, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28, !mmra !30
  %67 = shl nuw nsw i32 %7, 2, !dbg !28
  %68 = and i32 %67, 12, !dbg !28
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !28
  %70 = load <1 x float>, ptr addrspace(3) %69, align 4, !dbg !28
  %71 = extractelement <1 x float> %70, i64 0, !dbg !28
  %72 = bitcast float %71 to i32, !dbg !28
  %73 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %72, i32 78, i32 15, i32 15, i1 true), !dbg !28
  %74 = bitcast i32 %73 to float, !dbg !28
  %75 = tail call float @llvm.maxnum.f32(float %71, float %74), !dbg !27
  %76 = bitcast float %75 to i32, !dbg !28
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %76, i32 177, i32 15, i32 15, i1 true), !dbg !28
  %78 = bitcast i32 %77 to float, !dbg !28
  %79 = tail call float @llvm.maxnum.f32(float %75, float %78), !dbg !27
  %80 = fsub float %29, %79, !dbg !31
  %81 = fsub float %35, %79, !dbg !31
  %82 = fsub float %41, %79, !dbg !31
  %83 = fsub float %47, %79, !dbg !31
  %84 = fmul float %80, f0x3FB8AA3B, !dbg !32
  %85 = tail call float @llvm.exp2.f32(float %84), !dbg !32
  %86 = fmul float %81, f0x3FB8AA3B, !dbg !32
  %87 = tail call float @llvm.exp2.f32(float %86), !dbg !32
  %88 = fmul float %82, f0x3FB8AA3B, !dbg !32
  %89 = tail call float @llvm.exp2.f32(float %88), !dbg !32
  %90 = fmul float %83, f0x3FB8AA3B, !dbg !32
  %91 = tail call float @llvm.exp2.f32(float %90), !dbg !32
  %92 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %21, !dbg !33
  fence syncscope("workgroup") release, !dbg !16, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !30
  %93 = insertelement <2 x float> poison, float %85, i64 0, !dbg !16
  %94 = insertelement <2 x float> %93, float %87, i64 1, !dbg !16
  %95 = insertelement <2 x float> poison, float %89, i64 0, !dbg !16
  %96 = insertelement <2 x float> %95, float %91, i64 1, !dbg !16
  %97 = fadd <2 x float> %94, %96, !dbg !16
  %98 = extractelement <2 x float> %97, i64 0, !dbg !16
  %99 = extractelement <2 x float> %97, i64 1, !dbg !16
  %100 = fadd float %98, %99, !dbg !34
  %101 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %100, i32 280, i32 15, i32 15, i1 true), !dbg !16
  %102 = fadd float %101, %100, !dbg !34
  %103 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %102, i32 276, i32 15, i32 15, i1 true), !dbg !16
  %104 = fadd float %103, %102, !dbg !34
  %105 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %104, i32 274, i32 15, i32 15, i1 true), !dbg !16
  %106 = fadd float %105, %104, !dbg !34
  %107 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %106, i32 273, i32 15, i32 15, i1 true), !dbg !16
  %108 = fadd float %107, %106, !dbg !34
  %109 = tail call float @llvm.amdgcn.update.dpp.f32(float %108, float %108, i32 322, i32 10, i32 15, i1 true), !dbg !16
  %110 = fadd float %109, %108, !dbg !34
  %111 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %110, i32 323, i32 15, i32 15, i1 true), !dbg !16
  %112 = fadd float %111, %110, !dbg !34
  %113 = tail call float @llvm.amdgcn.readlane.f32(float %112, i32 63), !dbg !16
  %114 = insertelement <1 x float> poison, float %113, i64 0, !dbg !16
  store <1 x float> %114, ptr addrspace(3) %65, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !30
  %115 = load <1 x float>, ptr addrspace(3) %69, align 4, !dbg !16
  %116 = extractelement <1 x float> %115, i64 0, !dbg !16
  %117 = bitcast float %116 to i32, !dbg !16
  %118 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %117, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %119 = bitcast i32 %118 to float, !dbg !16
  %120 = fadd float %116, %119, !dbg !34
  %121 = bitcast float %120 to i32, !dbg !16
  %122 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %121, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %123 = bitcast i32 %122 to float, !dbg !16
  %124 = fadd float %120, %123, !dbg !34
  %125 = fdiv float %85, %124, !dbg !35
  %126 = fdiv float %87, %124, !dbg !35
  %127 = fdiv float %89, %124, !dbg !35
  %128 = fdiv float %91, %124, !dbg !35
  %129 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %92, i16 0, i64 2147483646, i32 159744), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %125, ptr addrspace(8) %129, i32 %25, i32 0, i32 0), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %126, ptr addrspace(8) %129, i32 %31, i32 0, i32 0), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %127, ptr addrspace(8) %129, i32 %37, i32 0, i32 0), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %128, ptr addrspace(8) %129, i32 %43, i32 0, i32 0), !dbg !15
  ret void, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt-amd/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !DISubprogram(name: "llvm.exp2.f32", linkageName: "llvm.exp2.f32", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = distinct !DISubprogram(name: "softmax_rows", linkageName: "softmax_rows", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(cc: DW_CC_normal, types: !10)
!10 = !{null, !11, !11, !12, !12, !13, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !7, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 22, column: 5, scope: !8)
!16 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !8, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!19 = !DILocation(line: 22, column: 49, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !8, file: !1, discriminator: 0)
!21 = !DILocation(line: 16, column: 11, scope: !8)
!22 = !DILocation(line: 17, column: 12, scope: !8)
!23 = !DILocation(line: 18, column: 12, scope: !8)
!24 = !DILocation(line: 19, column: 26, scope: !8)
!25 = !DILocation(line: 19, column: 17, scope: !8)
!26 = !DILocation(line: 19, column: 9, scope: !8)
!27 = !DILocation(line: 196, column: 12, scope: !17, inlinedAt: !28)
!28 = !DILocation(line: 216, column: 16, scope: !17, inlinedAt: !29)
!29 = !DILocation(line: 20, column: 13, scope: !20)
!30 = !{!"amdgpu-synchronize-as", !"local"}
!31 = !DILocation(line: 20, column: 9, scope: !8)
!32 = !DILocation(line: 21, column: 9, scope: !8)
!33 = !DILocation(line: 22, column: 14, scope: !8)
!34 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!35 = !DILocation(line: 22, column: 45, scope: !8)
!36 = !DILocation(line: 15, column: 1, scope: !8)
