; ModuleID = 'wave.hip'
source_filename = "wave.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ8wave_sumE7partial = internal unnamed_addr addrspace(3) global [16 x float] undef, align 16
@_ZZ8own_slotE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ7publishE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_8b067389ed9b3543 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8b067389ed9b3543 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @wave_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %5 = shl i32 %4, 8, !dbg !26
  %6 = add i32 %5, %3, !dbg !27
  %7 = zext i32 %6 to i64, !dbg !28
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !28
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !28, !tbaa !29
  %10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %10)
  %12 = and i32 %11, -64
  %13 = add nsw i32 %12, 64
  %14 = bitcast float %9 to i32, !dbg !33
  %15 = xor i32 %11, 32, !dbg !37
  %16 = icmp slt i32 %15, %13, !dbg !40
  %17 = select i1 %16, i32 %15, i32 %11, !dbg !41
  %18 = shl i32 %17, 2, !dbg !42
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %14), !dbg !43
  %20 = bitcast i32 %19 to float, !dbg !44
  %21 = fadd contract float %9, %20, !dbg !45
  %22 = bitcast float %21 to i32, !dbg !33
  %23 = xor i32 %11, 16, !dbg !37
  %24 = icmp slt i32 %23, %13, !dbg !40
  %25 = select i1 %24, i32 %23, i32 %11, !dbg !41
  %26 = shl i32 %25, 2, !dbg !42
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %22), !dbg !43
  %28 = bitcast i32 %27 to float, !dbg !44
  %29 = fadd contract float %21, %28, !dbg !45
  %30 = bitcast float %29 to i32, !dbg !33
  %31 = xor i32 %11, 8, !dbg !37
  %32 = icmp slt i32 %31, %13, !dbg !40
  %33 = select i1 %32, i32 %31, i32 %11, !dbg !41
  %34 = shl i32 %33, 2, !dbg !42
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30), !dbg !43
  %36 = bitcast i32 %35 to float, !dbg !44
  %37 = fadd contract float %29, %36, !dbg !45
  %38 = bitcast float %37 to i32, !dbg !33
  %39 = xor i32 %11, 4, !dbg !37
  %40 = icmp slt i32 %39, %13, !dbg !40
  %41 = select i1 %40, i32 %39, i32 %11, !dbg !41
  %42 = shl i32 %41, 2, !dbg !42
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38), !dbg !43
  %44 = bitcast i32 %43 to float, !dbg !44
  %45 = fadd contract float %37, %44, !dbg !45
  %46 = bitcast float %45 to i32, !dbg !33
  %47 = xor i32 %11, 2, !dbg !37
  %48 = icmp slt i32 %47, %13, !dbg !40
  %49 = select i1 %48, i32 %47, i32 %11, !dbg !41
  %50 = shl i32 %49, 2, !dbg !42
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46), !dbg !43
  %52 = bitcast i32 %51 to float, !dbg !44
  %53 = fadd contract float %45, %52, !dbg !45
  %54 = bitcast float %53 to i32, !dbg !33
  %55 = xor i32 %11, 1, !dbg !37
  %56 = icmp slt i32 %55, %13, !dbg !40
  %57 = select i1 %56, i32 %55, i32 %11, !dbg !41
  %58 = shl i32 %57, 2, !dbg !42
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54), !dbg !43
  %60 = and i32 %3, 63, !dbg !46
  %61 = icmp eq i32 %60, 0, !dbg !47
  br i1 %61, label %62, label %67, !dbg !48

62:                                               ; preds = %2
  %63 = bitcast i32 %59 to float, !dbg !44
  %64 = fadd contract float %53, %63, !dbg !45
  %65 = lshr exact i32 %3, 6
  %66 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 0, i32 %65
  store float %64, ptr addrspace(3) %66, align 4, !dbg !49, !tbaa !29
  br label %67, !dbg !50

67:                                               ; preds = %62, %2
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !60
  %68 = icmp eq i32 %3, 0, !dbg !61
  br i1 %68, label %69, label %80, !dbg !62

69:                                               ; preds = %67
  %70 = load float, ptr addrspace(3) @_ZZ8wave_sumE7partial, align 16, !dbg !63, !tbaa !29
  %71 = fadd contract float %70, 0.000000e+00, !dbg !64
  %72 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 4), align 4, !dbg !63, !tbaa !29
  %73 = fadd contract float %71, %72, !dbg !64
  %74 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 8), align 8, !dbg !63, !tbaa !29
  %75 = fadd contract float %73, %74, !dbg !64
  %76 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 12), align 4, !dbg !63, !tbaa !29
  %77 = fadd contract float %75, %76, !dbg !64
  %78 = zext i32 %4 to i64, !dbg !65
  %79 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %78, !dbg !65
  store float %77, ptr addrspace(1) %79, align 4, !dbg !66, !tbaa !29
  br label %80, !dbg !67

80:                                               ; preds = %69, %67
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @own_slot(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !69 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !70, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !73
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !76
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !76
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !76, !tbaa !81
  %8 = zext i16 %7 to i32, !dbg !76
  %9 = mul i32 %4, %8, !dbg !85
  %10 = add i32 %9, %3, !dbg !86
  %11 = zext i32 %10 to i64, !dbg !87
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !87
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !87, !tbaa !29
  %14 = fmul contract float %13, 2.000000e+00, !dbg !88
  %15 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ8own_slotE1s, i32 0, i32 %3, !dbg !89
  store float %14, ptr addrspace(3) %15, align 4, !dbg !90, !tbaa !29
  fence syncscope("workgroup") release, !dbg !91
  tail call void @llvm.amdgcn.s.barrier(), !dbg !95
  fence syncscope("workgroup") acquire, !dbg !96
  %16 = load float, ptr addrspace(3) %15, align 4, !dbg !97, !tbaa !29
  %17 = fadd contract float %16, 1.000000e+00, !dbg !98
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !99
  store float %17, ptr addrspace(1) %18, align 4, !dbg !100, !tbaa !29
  ret void, !dbg !101
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @publish(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1) local_unnamed_addr #1 !dbg !102 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !103, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !106
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !109
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !109
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !109, !tbaa !81
  %8 = zext i16 %7 to i32, !dbg !109
  %9 = mul i32 %4, %8, !dbg !112
  %10 = add i32 %9, %3, !dbg !113
  %11 = zext i32 %10 to i64, !dbg !114
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !114
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !114, !tbaa !29
  %14 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ7publishE1s, i32 0, i32 %3, !dbg !115
  store float %13, ptr addrspace(3) %14, align 4, !dbg !116, !tbaa !29
  fence syncscope("workgroup") release, !dbg !117
  tail call void @llvm.amdgcn.s.barrier(), !dbg !121
  fence syncscope("workgroup") acquire, !dbg !122
  %15 = xor i32 %3, -1, !dbg !123
  %16 = add nsw i32 %8, %15, !dbg !123
  %17 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ7publishE1s, i32 0, i32 %16, !dbg !124
  %18 = load float, ptr addrspace(3) %17, align 4, !dbg !124, !tbaa !29
  %19 = fmul contract float %18, 5.000000e-01, !dbg !125
  store float %19, ptr addrspace(1) %12, align 4, !dbg !126, !tbaa !29
  fence syncscope("workgroup") release, !dbg !127
  tail call void @llvm.amdgcn.s.barrier(), !dbg !131
  fence syncscope("workgroup") acquire, !dbg !132
  %20 = icmp eq i32 %3, 0, !dbg !133
  br i1 %20, label %21, label %25, !dbg !134

21:                                               ; preds = %2
  %22 = zext i32 %4 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  fence syncscope("agent") seq_cst, !dbg !135
  %24 = atomicrmw xchg ptr addrspace(1) %23, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !138
  br label %25, !dbg !142

25:                                               ; preds = %21, %2
  ret void, !dbg !143
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wave.hip", directory: ".", checksumkind: CSK_MD5, checksum: "69c195c70a15adf9bc9765fcaed19387")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "wave_sum", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 16, scope: !11)
!26 = !DILocation(line: 10, column: 27, scope: !11)
!27 = !DILocation(line: 10, column: 33, scope: !11)
!28 = !DILocation(line: 10, column: 13, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 359, column: 54, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "__shfl_xor", scope: !35, file: !35, line: 358, type: !12, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_warp_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "d1e05fbe6105deb80ea2d696b47e17e5")
!36 = distinct !DILocation(line: 12, column: 10, scope: !11)
!37 = !DILocation(line: 345, column: 21, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__shfl_xor", scope: !35, file: !35, line: 343, type: !12, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 360, column: 13, scope: !34, inlinedAt: !36)
!40 = !DILocation(line: 346, column: 19, scope: !38, inlinedAt: !39)
!41 = !DILocation(line: 346, column: 13, scope: !38, inlinedAt: !39)
!42 = !DILocation(line: 347, column: 46, scope: !38, inlinedAt: !39)
!43 = !DILocation(line: 347, column: 12, scope: !38, inlinedAt: !39)
!44 = !DILocation(line: 361, column: 16, scope: !34, inlinedAt: !36)
!45 = !DILocation(line: 12, column: 7, scope: !11)
!46 = !DILocation(line: 13, column: 9, scope: !11)
!47 = !DILocation(line: 13, column: 20, scope: !11)
!48 = !DILocation(line: 13, column: 7, scope: !11)
!49 = !DILocation(line: 14, column: 27, scope: !11)
!50 = !DILocation(line: 14, column: 5, scope: !11)
!51 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "__work_group_barrier", scope: !53, file: !53, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!54 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__barrier", scope: !53, file: !53, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__syncthreads", scope: !53, file: !53, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 15, column: 3, scope: !11)
!59 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !54)
!60 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !54)
!61 = !DILocation(line: 16, column: 9, scope: !11)
!62 = !DILocation(line: 16, column: 7, scope: !11)
!63 = !DILocation(line: 19, column: 12, scope: !11)
!64 = !DILocation(line: 19, column: 9, scope: !11)
!65 = !DILocation(line: 20, column: 5, scope: !11)
!66 = !DILocation(line: 20, column: 21, scope: !11)
!67 = !DILocation(line: 21, column: 3, scope: !11)
!68 = !DILocation(line: 22, column: 1, scope: !11)
!69 = distinct !DISubprogram(name: "own_slot", scope: !1, file: !1, line: 26, type: !12, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !72)
!72 = distinct !DILocation(line: 29, column: 12, scope: !69)
!73 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !75)
!75 = distinct !DILocation(line: 30, column: 12, scope: !69)
!76 = !DILocation(line: 268, column: 12, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = distinct !DILocation(line: 299, column: 64, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = distinct !DILocation(line: 30, column: 25, scope: !69)
!81 = !{!82, !82, i64 0}
!82 = !{!"short", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 30, column: 23, scope: !69)
!86 = !DILocation(line: 30, column: 36, scope: !69)
!87 = !DILocation(line: 31, column: 10, scope: !69)
!88 = !DILocation(line: 31, column: 16, scope: !69)
!89 = !DILocation(line: 31, column: 3, scope: !69)
!90 = !DILocation(line: 31, column: 8, scope: !69)
!91 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !92)
!92 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !93)
!93 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !94)
!94 = distinct !DILocation(line: 32, column: 3, scope: !69)
!95 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !92)
!96 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !92)
!97 = !DILocation(line: 33, column: 12, scope: !69)
!98 = !DILocation(line: 33, column: 17, scope: !69)
!99 = !DILocation(line: 33, column: 3, scope: !69)
!100 = !DILocation(line: 33, column: 10, scope: !69)
!101 = !DILocation(line: 34, column: 1, scope: !69)
!102 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 38, type: !12, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !104)
!104 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !105)
!105 = distinct !DILocation(line: 40, column: 12, scope: !102)
!106 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !107)
!107 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !108)
!108 = distinct !DILocation(line: 41, column: 12, scope: !102)
!109 = !DILocation(line: 268, column: 12, scope: !77, inlinedAt: !110)
!110 = distinct !DILocation(line: 299, column: 64, scope: !79, inlinedAt: !111)
!111 = distinct !DILocation(line: 41, column: 25, scope: !102)
!112 = !DILocation(line: 41, column: 23, scope: !102)
!113 = !DILocation(line: 41, column: 36, scope: !102)
!114 = !DILocation(line: 42, column: 10, scope: !102)
!115 = !DILocation(line: 42, column: 3, scope: !102)
!116 = !DILocation(line: 42, column: 8, scope: !102)
!117 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !118)
!118 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !119)
!119 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !120)
!120 = distinct !DILocation(line: 43, column: 3, scope: !102)
!121 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !118)
!122 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !118)
!123 = !DILocation(line: 44, column: 30, scope: !102)
!124 = !DILocation(line: 44, column: 13, scope: !102)
!125 = !DILocation(line: 44, column: 35, scope: !102)
!126 = !DILocation(line: 44, column: 11, scope: !102)
!127 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !128)
!128 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !129)
!129 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !130)
!130 = distinct !DILocation(line: 45, column: 3, scope: !102)
!131 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !128)
!132 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !128)
!133 = !DILocation(line: 46, column: 9, scope: !102)
!134 = !DILocation(line: 46, column: 7, scope: !102)
!135 = !DILocation(line: 794, column: 3, scope: !136, inlinedAt: !137)
!136 = distinct !DISubprogram(name: "__threadfence", scope: !53, file: !53, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = distinct !DILocation(line: 47, column: 5, scope: !102)
!138 = !DILocation(line: 311, column: 10, scope: !139, inlinedAt: !141)
!139 = distinct !DISubprogram(name: "atomicExch", scope: !140, file: !140, line: 310, type: !12, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!140 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!141 = distinct !DILocation(line: 48, column: 5, scope: !102)
!142 = !DILocation(line: 49, column: 3, scope: !102)
!143 = !DILocation(line: 50, column: 1, scope: !102)
