; ModuleID = 'narrow_lds.hip'
source_filename = "narrow_lds.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ19store_then_exchangeE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ13prefetch_loopE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ15global_exchangeE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_987f00717c8ab85e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_987f00717c8ab85e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @store_then_exchange(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %5 = shl i32 %4, 8, !dbg !26
  %6 = add i32 %5, %3, !dbg !27
  %7 = zext i32 %6 to i64, !dbg !28
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !28
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !28, !tbaa !29
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7, !dbg !33
  store float %9, ptr addrspace(1) %10, align 4, !dbg !34, !tbaa !29
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ19store_then_exchangeE1s, i32 0, i32 %3, !dbg !35
  store float %9, ptr addrspace(3) %11, align 4, !dbg !36, !tbaa !29
  fence syncscope("workgroup") release, !dbg !37
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  fence syncscope("workgroup") acquire, !dbg !46
  %12 = add nuw nsw i32 %3, 1, !dbg !47
  %13 = and i32 %12, 255, !dbg !48
  %14 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ19store_then_exchangeE1s, i32 0, i32 %13, !dbg !49
  %15 = load float, ptr addrspace(3) %14, align 4, !dbg !49, !tbaa !29
  %16 = load float, ptr addrspace(1) %10, align 4, !dbg !50, !tbaa !29
  %17 = fadd contract float %15, %16, !dbg !50
  store float %17, ptr addrspace(1) %10, align 4, !dbg !50, !tbaa !29
  ret void, !dbg !51
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @prefetch_loop(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !52 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !53, !range !20
  %5 = icmp sgt i32 %2, 0, !dbg !56
  br i1 %5, label %6, label %14, !dbg !57

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64, !dbg !58
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !58
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !58, !tbaa !29
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13prefetch_loopE1s, i32 0, i32 %4
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 255
  %13 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13prefetch_loopE1s, i32 0, i32 %12
  br label %21, !dbg !57

14:                                               ; preds = %21, %3
  %15 = phi float [ 0.000000e+00, %3 ], [ %32, %21 ], !dbg !59
  %16 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !60
  %17 = shl i32 %16, 8, !dbg !63
  %18 = add i32 %17, %4, !dbg !64
  %19 = zext i32 %18 to i64, !dbg !65
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19, !dbg !65
  store float %15, ptr addrspace(1) %20, align 4, !dbg !66, !tbaa !29
  ret void, !dbg !67

21:                                               ; preds = %6, %21
  %22 = phi float [ 0.000000e+00, %6 ], [ %32, %21 ]
  %23 = phi i32 [ 0, %6 ], [ %25, %21 ]
  %24 = phi float [ %9, %6 ], [ %30, %21 ]
  %25 = add nuw nsw i32 %23, 1, !dbg !68
  %26 = shl nsw i32 %25, 8, !dbg !69
  %27 = add nuw i32 %26, %4, !dbg !70
  %28 = zext i32 %27 to i64, !dbg !71
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !71
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !71, !tbaa !29
  store float %24, ptr addrspace(3) %10, align 4, !dbg !72, !tbaa !29
  fence syncscope("workgroup") release, !dbg !73
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !78
  %31 = load float, ptr addrspace(3) %13, align 4, !dbg !79, !tbaa !29
  %32 = fadd contract float %22, %31, !dbg !80
  fence syncscope("workgroup") release, !dbg !81
  tail call void @llvm.amdgcn.s.barrier(), !dbg !85
  fence syncscope("workgroup") acquire, !dbg !86
  %33 = icmp eq i32 %25, %2, !dbg !56
  br i1 %33, label %14, label %21, !dbg !57, !llvm.loop !87
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @global_exchange(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef %1, ptr addrspace(1) noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !90 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !91, !range !20
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !94
  %6 = shl i32 %5, 8, !dbg !97
  %7 = add i32 %6, %4, !dbg !98
  %8 = zext i32 %7 to i64, !dbg !99
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !99
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !99, !tbaa !29
  %11 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8, !dbg !100
  store float %10, ptr addrspace(1) %11, align 4, !dbg !101, !tbaa !29
  %12 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ15global_exchangeE1s, i32 0, i32 %4, !dbg !102
  store float %10, ptr addrspace(3) %12, align 4, !dbg !103, !tbaa !29
  fence syncscope("workgroup") release, !dbg !104
  tail call void @llvm.amdgcn.s.barrier(), !dbg !108
  fence syncscope("workgroup") acquire, !dbg !109
  %13 = add nuw nsw i32 %4, 1, !dbg !110
  %14 = and i32 %13, 255, !dbg !111
  %15 = or disjoint i32 %14, %6, !dbg !112
  %16 = zext i32 %15 to i64, !dbg !113
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16, !dbg !113
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !113, !tbaa !29
  %19 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ15global_exchangeE1s, i32 0, i32 %14, !dbg !114
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !114, !tbaa !29
  %21 = fadd contract float %18, %20, !dbg !115
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %8, !dbg !116
  store float %21, ptr addrspace(1) %22, align 4, !dbg !117, !tbaa !29
  ret void, !dbg !118
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "narrow_lds.hip", directory: ".", checksumkind: CSK_MD5, checksum: "9f120a7fbccd881b873899b0e1235dc0")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "store_then_exchange", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 12, column: 12, scope: !11)
!26 = !DILocation(line: 12, column: 23, scope: !11)
!27 = !DILocation(line: 12, column: 29, scope: !11)
!28 = !DILocation(line: 13, column: 13, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 14, column: 3, scope: !11)
!34 = !DILocation(line: 14, column: 10, scope: !11)
!35 = !DILocation(line: 15, column: 3, scope: !11)
!36 = !DILocation(line: 15, column: 8, scope: !11)
!37 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__work_group_barrier", scope: !39, file: !39, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!40 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__barrier", scope: !39, file: !39, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__syncthreads", scope: !39, file: !39, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 16, column: 3, scope: !11)
!45 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !40)
!46 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !40)
!47 = !DILocation(line: 17, column: 18, scope: !11)
!48 = !DILocation(line: 17, column: 23, scope: !11)
!49 = !DILocation(line: 17, column: 13, scope: !11)
!50 = !DILocation(line: 17, column: 10, scope: !11)
!51 = !DILocation(line: 18, column: 1, scope: !11)
!52 = distinct !DISubprogram(name: "prefetch_loop", scope: !1, file: !1, line: 23, type: !12, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !54)
!54 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !55)
!55 = distinct !DILocation(line: 25, column: 12, scope: !52)
!56 = !DILocation(line: 28, column: 21, scope: !52)
!57 = !DILocation(line: 28, column: 3, scope: !52)
!58 = !DILocation(line: 27, column: 15, scope: !52)
!59 = !DILocation(line: 0, scope: !52)
!60 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !61)
!61 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !62)
!62 = distinct !DILocation(line: 36, column: 7, scope: !52)
!63 = !DILocation(line: 36, column: 18, scope: !52)
!64 = !DILocation(line: 36, column: 24, scope: !52)
!65 = !DILocation(line: 36, column: 3, scope: !52)
!66 = !DILocation(line: 36, column: 29, scope: !52)
!67 = !DILocation(line: 37, column: 1, scope: !52)
!68 = !DILocation(line: 29, column: 24, scope: !52)
!69 = !DILocation(line: 29, column: 29, scope: !52)
!70 = !DILocation(line: 29, column: 35, scope: !52)
!71 = !DILocation(line: 29, column: 18, scope: !52)
!72 = !DILocation(line: 30, column: 10, scope: !52)
!73 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !74)
!74 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !75)
!75 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !76)
!76 = distinct !DILocation(line: 31, column: 5, scope: !52)
!77 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !74)
!78 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !74)
!79 = !DILocation(line: 32, column: 12, scope: !52)
!80 = !DILocation(line: 32, column: 9, scope: !52)
!81 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !82)
!82 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !83)
!83 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !84)
!84 = distinct !DILocation(line: 33, column: 5, scope: !52)
!85 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !82)
!86 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !82)
!87 = distinct !{!87, !57, !88, !89}
!88 = !DILocation(line: 35, column: 3, scope: !52)
!89 = !{!"llvm.loop.mustprogress"}
!90 = distinct !DISubprogram(name: "global_exchange", scope: !1, file: !1, line: 42, type: !12, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !92)
!92 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !93)
!93 = distinct !DILocation(line: 45, column: 12, scope: !90)
!94 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !95)
!95 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !96)
!96 = distinct !DILocation(line: 46, column: 12, scope: !90)
!97 = !DILocation(line: 46, column: 23, scope: !90)
!98 = !DILocation(line: 46, column: 29, scope: !90)
!99 = !DILocation(line: 47, column: 12, scope: !90)
!100 = !DILocation(line: 47, column: 3, scope: !90)
!101 = !DILocation(line: 47, column: 10, scope: !90)
!102 = !DILocation(line: 48, column: 3, scope: !90)
!103 = !DILocation(line: 48, column: 8, scope: !90)
!104 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !105)
!105 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !106)
!106 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !107)
!107 = distinct !DILocation(line: 49, column: 3, scope: !90)
!108 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !105)
!109 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !105)
!110 = !DILocation(line: 50, column: 38, scope: !90)
!111 = !DILocation(line: 50, column: 43, scope: !90)
!112 = !DILocation(line: 50, column: 33, scope: !90)
!113 = !DILocation(line: 50, column: 12, scope: !90)
!114 = !DILocation(line: 50, column: 52, scope: !90)
!115 = !DILocation(line: 50, column: 50, scope: !90)
!116 = !DILocation(line: 50, column: 3, scope: !90)
!117 = !DILocation(line: 50, column: 10, scope: !90)
!118 = !DILocation(line: 51, column: 1, scope: !90)
