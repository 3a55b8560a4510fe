; ModuleID = 'multi_shared.hip'
source_filename = "multi_shared.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10two_arraysE2sa = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ10two_arraysE2sb = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ12three_arraysE2sk = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ12three_arraysE2sv = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ12three_arraysE3acc = internal addrspace(3) global [16 x float] undef, align 16
@__hip_cuid_d3ae3d36dbba5f9f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d3ae3d36dbba5f9f to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @two_arrays(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !21
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !21
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !21, !tbaa !26
  %7 = zext i16 %6 to i32, !dbg !21
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !30
  %9 = mul i32 %8, %7, !dbg !35
  %10 = add i32 %9, %3, !dbg !36
  %11 = zext i32 %10 to i64, !dbg !37
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !37
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !37, !tbaa !38
  %14 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %3, !dbg !42
  store float %13, ptr addrspace(3) %14, align 4, !dbg !43, !tbaa !38
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !53
  %15 = trunc nuw nsw i32 %3 to i16, !dbg !54
  %16 = add nuw nsw i16 %15, 1, !dbg !54
  %17 = urem i16 %16, %6, !dbg !54
  %18 = zext nneg i16 %17 to i32, !dbg !55
  %19 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %18, !dbg !55
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !55, !tbaa !38
  %21 = add nsw i32 %3, -1, !dbg !56
  %22 = add nsw i32 %21, %7, !dbg !57
  %23 = urem i32 %22, %7, !dbg !58
  %24 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %23, !dbg !59
  %25 = load float, ptr addrspace(3) %24, align 4, !dbg !59, !tbaa !38
  %26 = fadd contract float %20, %25, !dbg !60
  fence syncscope("workgroup") release, !dbg !61
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !66
  %27 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sb, i32 0, i32 %3, !dbg !67
  store float %26, ptr addrspace(3) %27, align 4, !dbg !68, !tbaa !38
  fence syncscope("workgroup") release, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !73
  fence syncscope("workgroup") acquire, !dbg !74
  %28 = xor i32 %3, -1, !dbg !75
  %29 = add nsw i32 %7, %28, !dbg !75
  %30 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sb, i32 0, i32 %29, !dbg !76
  %31 = load float, ptr addrspace(3) %30, align 4, !dbg !76, !tbaa !38
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !77
  store float %31, ptr addrspace(1) %32, align 4, !dbg !78, !tbaa !38
  ret void, !dbg !79
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @three_arrays(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !80 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !81, !range !20
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !84
  %6 = shl i32 %5, 8, !dbg !87
  %7 = add i32 %6, %4, !dbg !88
  %8 = icmp ult i32 %4, 16, !dbg !89
  br i1 %8, label %9, label %11, !dbg !90

9:                                                ; preds = %3
  %10 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %4
  store float 0.000000e+00, ptr addrspace(3) %10, align 4, !dbg !91, !tbaa !38
  br label %11, !dbg !92

11:                                               ; preds = %9, %3
  %12 = zext i32 %7 to i64, !dbg !93
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !93
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !93, !tbaa !94
  %15 = and i32 %14, 15, !dbg !96
  %16 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ12three_arraysE2sk, i32 0, i32 %4, !dbg !97
  store i32 %15, ptr addrspace(3) %16, align 4, !dbg !98, !tbaa !94
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !99
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !99, !tbaa !38
  %19 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ12three_arraysE2sv, i32 0, i32 %4, !dbg !100
  store float %18, ptr addrspace(3) %19, align 4, !dbg !101, !tbaa !38
  fence syncscope("workgroup") release, !dbg !102
  tail call void @llvm.amdgcn.s.barrier(), !dbg !106
  fence syncscope("workgroup") acquire, !dbg !107
  %20 = load i32, ptr addrspace(3) %16, align 4, !dbg !108, !tbaa !94
  %21 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %20, !dbg !109
  %22 = load float, ptr addrspace(3) %19, align 4, !dbg !110, !tbaa !38
  %23 = atomicrmw fadd ptr addrspace(3) %21, float %22 syncscope("agent-one-as") monotonic, align 4, !dbg !111
  fence syncscope("workgroup") release, !dbg !115
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
  br i1 %8, label %24, label %31, !dbg !121

24:                                               ; preds = %11
  %25 = shl i32 %5, 4
  %26 = or disjoint i32 %25, %4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %27
  %29 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %4
  %30 = load float, ptr addrspace(3) %29, align 4, !dbg !122, !tbaa !38
  store float %30, ptr addrspace(1) %28, align 4, !dbg !123, !tbaa !38
  br label %31, !dbg !124

31:                                               ; preds = %24, %11
  ret void, !dbg !125
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "multi_shared.hip", directory: ".", checksumkind: CSK_MD5, checksum: "8ca85976d4bfd6fee4199284467ed3f3")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "two_arrays", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 268, column: 12, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 9, column: 29, scope: !11)
!26 = !{!27, !27, i64 0}
!27 = !{!"short", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 263, column: 69, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 12, scope: !11)
!35 = !DILocation(line: 10, column: 23, scope: !11)
!36 = !DILocation(line: 10, column: 27, scope: !11)
!37 = !DILocation(line: 11, column: 11, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 11, column: 3, scope: !11)
!43 = !DILocation(line: 11, column: 9, scope: !11)
!44 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__work_group_barrier", scope: !46, file: !46, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!47 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__barrier", scope: !46, file: !46, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__syncthreads", scope: !46, file: !46, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 12, column: 3, scope: !11)
!52 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !47)
!53 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !47)
!54 = !DILocation(line: 13, column: 24, scope: !11)
!55 = !DILocation(line: 13, column: 13, scope: !11)
!56 = !DILocation(line: 13, column: 37, scope: !11)
!57 = !DILocation(line: 13, column: 41, scope: !11)
!58 = !DILocation(line: 13, column: 46, scope: !11)
!59 = !DILocation(line: 13, column: 31, scope: !11)
!60 = !DILocation(line: 13, column: 29, scope: !11)
!61 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !62)
!62 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !63)
!63 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !64)
!64 = distinct !DILocation(line: 14, column: 3, scope: !11)
!65 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !62)
!66 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !62)
!67 = !DILocation(line: 15, column: 3, scope: !11)
!68 = !DILocation(line: 15, column: 9, scope: !11)
!69 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !70)
!70 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !71)
!71 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !72)
!72 = distinct !DILocation(line: 16, column: 3, scope: !11)
!73 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !70)
!74 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !70)
!75 = !DILocation(line: 17, column: 21, scope: !11)
!76 = !DILocation(line: 17, column: 12, scope: !11)
!77 = !DILocation(line: 17, column: 3, scope: !11)
!78 = !DILocation(line: 17, column: 10, scope: !11)
!79 = !DILocation(line: 18, column: 1, scope: !11)
!80 = distinct !DISubprogram(name: "three_arrays", scope: !1, file: !1, line: 20, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !82)
!82 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !83)
!83 = distinct !DILocation(line: 25, column: 12, scope: !80)
!84 = !DILocation(line: 263, column: 69, scope: !31, inlinedAt: !85)
!85 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !86)
!86 = distinct !DILocation(line: 26, column: 12, scope: !80)
!87 = !DILocation(line: 26, column: 23, scope: !80)
!88 = !DILocation(line: 26, column: 29, scope: !80)
!89 = !DILocation(line: 27, column: 9, scope: !80)
!90 = !DILocation(line: 27, column: 7, scope: !80)
!91 = !DILocation(line: 28, column: 12, scope: !80)
!92 = !DILocation(line: 28, column: 5, scope: !80)
!93 = !DILocation(line: 29, column: 11, scope: !80)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !40, i64 0}
!96 = !DILocation(line: 29, column: 19, scope: !80)
!97 = !DILocation(line: 29, column: 3, scope: !80)
!98 = !DILocation(line: 29, column: 9, scope: !80)
!99 = !DILocation(line: 30, column: 11, scope: !80)
!100 = !DILocation(line: 30, column: 3, scope: !80)
!101 = !DILocation(line: 30, column: 9, scope: !80)
!102 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !103)
!103 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !104)
!104 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !105)
!105 = distinct !DILocation(line: 31, column: 3, scope: !80)
!106 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !103)
!107 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !103)
!108 = !DILocation(line: 32, column: 18, scope: !80)
!109 = !DILocation(line: 32, column: 14, scope: !80)
!110 = !DILocation(line: 32, column: 26, scope: !80)
!111 = !DILocation(line: 192, column: 10, scope: !112, inlinedAt: !114)
!112 = distinct !DISubprogram(name: "atomicAdd", scope: !113, file: !113, line: 188, type: !12, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!114 = distinct !DILocation(line: 32, column: 3, scope: !80)
!115 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !116)
!116 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !117)
!117 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !118)
!118 = distinct !DILocation(line: 33, column: 3, scope: !80)
!119 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !116)
!120 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !116)
!121 = !DILocation(line: 34, column: 7, scope: !80)
!122 = !DILocation(line: 35, column: 32, scope: !80)
!123 = !DILocation(line: 35, column: 30, scope: !80)
!124 = !DILocation(line: 35, column: 5, scope: !80)
!125 = !DILocation(line: 36, column: 1, scope: !80)
