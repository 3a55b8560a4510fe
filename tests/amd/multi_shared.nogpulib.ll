; ModuleID = 'multi_shared.hip'
source_filename = "multi_shared.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10two_arraysE2sa = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ10two_arraysE2sb = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ12three_arraysE2sk = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ12three_arraysE2sv = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ12three_arraysE3acc = internal addrspace(3) global [16 x float] undef, align 16
@__hip_cuid_d5ef13011992f496 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d5ef13011992f496 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @two_arrays(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %4 = trunc i64 %3 to i32, !dbg !12
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !18
  %6 = trunc i64 %5 to i32, !dbg !18
  %7 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !23
  %8 = mul i64 %7, %5, !dbg !28
  %9 = add i64 %8, %3, !dbg !29
  %10 = and i64 %9, 4294967295, !dbg !30
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10, !dbg !30
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !30, !tbaa !31
  %13 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %4, !dbg !35
  store float %12, ptr addrspace(3) %13, align 4, !dbg !36, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !37
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !46
  %14 = add i32 %4, 1, !dbg !47
  %15 = urem i32 %14, %6, !dbg !48
  %16 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %15, !dbg !49
  %17 = load float, ptr addrspace(3) %16, align 4, !dbg !49, !tbaa !31
  %18 = add i32 %4, -1, !dbg !50
  %19 = add i32 %18, %6, !dbg !51
  %20 = urem i32 %19, %6, !dbg !52
  %21 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sa, i32 0, i32 %20, !dbg !53
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !53, !tbaa !31
  %23 = fadd contract float %17, %22, !dbg !54
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !60
  %24 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sb, i32 0, i32 %4, !dbg !61
  store float %23, ptr addrspace(3) %24, align 4, !dbg !62, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !67
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !68
  %25 = xor i64 %3, -1, !dbg !69
  %26 = add i64 %5, %25, !dbg !69
  %27 = trunc i64 %26 to i32, !dbg !70
  %28 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ10two_arraysE2sb, i32 0, i32 %27, !dbg !70
  %29 = load float, ptr addrspace(3) %28, align 4, !dbg !70, !tbaa !31
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10, !dbg !71
  store float %29, ptr addrspace(1) %30, align 4, !dbg !72, !tbaa !31
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @three_arrays(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !74 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !75
  %5 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !78
  %6 = shl i64 %5, 8, !dbg !81
  %7 = add i64 %6, %4, !dbg !82
  %8 = and i64 %4, 4294967280, !dbg !83
  %9 = icmp eq i64 %8, 0, !dbg !83
  %10 = trunc i64 %4 to i32
  br i1 %9, label %11, label %13, !dbg !84

11:                                               ; preds = %3
  %12 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %10
  store float 0.000000e+00, ptr addrspace(3) %12, align 4, !dbg !85, !tbaa !31
  br label %13, !dbg !86

13:                                               ; preds = %3, %11
  %14 = and i64 %7, 4294967295, !dbg !87
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14, !dbg !87
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !87, !tbaa !88
  %17 = and i32 %16, 15, !dbg !90
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ12three_arraysE2sk, i32 0, i32 %10, !dbg !91
  store i32 %17, ptr addrspace(3) %18, align 4, !dbg !92, !tbaa !88
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !93
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !93, !tbaa !31
  %21 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ12three_arraysE2sv, i32 0, i32 %10, !dbg !94
  store float %20, ptr addrspace(3) %21, align 4, !dbg !95, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !96
  tail call void @llvm.amdgcn.s.barrier(), !dbg !100
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !101
  %22 = load i32, ptr addrspace(3) %18, align 4, !dbg !102, !tbaa !88
  %23 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %22, !dbg !103
  %24 = load float, ptr addrspace(3) %21, align 4, !dbg !104, !tbaa !31
  %25 = atomicrmw fadd ptr addrspace(3) %23, float %24 syncscope("agent-one-as") monotonic, align 4, !dbg !105
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !109
  tail call void @llvm.amdgcn.s.barrier(), !dbg !113
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !114
  br i1 %9, label %26, label %34, !dbg !115

26:                                               ; preds = %13
  %27 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ12three_arraysE3acc, i32 0, i32 %10, !dbg !116
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !116, !tbaa !31
  %29 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !117
  %30 = shl i64 %29, 4, !dbg !120
  %31 = or i64 %30, %4, !dbg !121
  %32 = and i64 %31, 4294967295, !dbg !122
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32, !dbg !122
  store float %28, ptr addrspace(1) %33, align 4, !dbg !123, !tbaa !31
  br label %34, !dbg !122

34:                                               ; preds = %26, %13
  ret void, !dbg !124
}

; Function Attrs: convergent nounwind
declare !dbg !125 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !127 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !128 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !129 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "multi_shared.hip", directory: ".", checksumkind: CSK_MD5, checksum: "8ca85976d4bfd6fee4199284467ed3f3")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "two_arrays", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 9, column: 12, scope: !9)
!18 = !DILocation(line: 268, column: 12, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 267, type: !10, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 29, scope: !9)
!23 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 10, column: 12, scope: !9)
!28 = !DILocation(line: 10, column: 23, scope: !9)
!29 = !DILocation(line: 10, column: 27, scope: !9)
!30 = !DILocation(line: 11, column: 11, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 11, column: 3, scope: !9)
!36 = !DILocation(line: 11, column: 9, scope: !9)
!37 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__work_group_barrier", scope: !39, file: !39, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!40 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__barrier", scope: !39, file: !39, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__syncthreads", scope: !39, file: !39, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 12, column: 3, scope: !9)
!45 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !40)
!46 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !40)
!47 = !DILocation(line: 13, column: 19, scope: !9)
!48 = !DILocation(line: 13, column: 24, scope: !9)
!49 = !DILocation(line: 13, column: 13, scope: !9)
!50 = !DILocation(line: 13, column: 37, scope: !9)
!51 = !DILocation(line: 13, column: 41, scope: !9)
!52 = !DILocation(line: 13, column: 46, scope: !9)
!53 = !DILocation(line: 13, column: 31, scope: !9)
!54 = !DILocation(line: 13, column: 29, scope: !9)
!55 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !56)
!56 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !57)
!57 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !58)
!58 = distinct !DILocation(line: 14, column: 3, scope: !9)
!59 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !56)
!60 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !56)
!61 = !DILocation(line: 15, column: 3, scope: !9)
!62 = !DILocation(line: 15, column: 9, scope: !9)
!63 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !64)
!64 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !65)
!65 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !66)
!66 = distinct !DILocation(line: 16, column: 3, scope: !9)
!67 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !64)
!68 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !64)
!69 = !DILocation(line: 17, column: 21, scope: !9)
!70 = !DILocation(line: 17, column: 12, scope: !9)
!71 = !DILocation(line: 17, column: 3, scope: !9)
!72 = !DILocation(line: 17, column: 10, scope: !9)
!73 = !DILocation(line: 18, column: 1, scope: !9)
!74 = distinct !DISubprogram(name: "three_arrays", scope: !1, file: !1, line: 20, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !76)
!76 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !77)
!77 = distinct !DILocation(line: 25, column: 12, scope: !74)
!78 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !80)
!80 = distinct !DILocation(line: 26, column: 12, scope: !74)
!81 = !DILocation(line: 26, column: 23, scope: !74)
!82 = !DILocation(line: 26, column: 29, scope: !74)
!83 = !DILocation(line: 27, column: 9, scope: !74)
!84 = !DILocation(line: 27, column: 7, scope: !74)
!85 = !DILocation(line: 28, column: 12, scope: !74)
!86 = !DILocation(line: 28, column: 5, scope: !74)
!87 = !DILocation(line: 29, column: 11, scope: !74)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !33, i64 0}
!90 = !DILocation(line: 29, column: 19, scope: !74)
!91 = !DILocation(line: 29, column: 3, scope: !74)
!92 = !DILocation(line: 29, column: 9, scope: !74)
!93 = !DILocation(line: 30, column: 11, scope: !74)
!94 = !DILocation(line: 30, column: 3, scope: !74)
!95 = !DILocation(line: 30, column: 9, scope: !74)
!96 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !97)
!97 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !98)
!98 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !99)
!99 = distinct !DILocation(line: 31, column: 3, scope: !74)
!100 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !97)
!101 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !97)
!102 = !DILocation(line: 32, column: 18, scope: !74)
!103 = !DILocation(line: 32, column: 14, scope: !74)
!104 = !DILocation(line: 32, column: 26, scope: !74)
!105 = !DILocation(line: 192, column: 10, scope: !106, inlinedAt: !108)
!106 = distinct !DISubprogram(name: "atomicAdd", scope: !107, file: !107, line: 188, type: !10, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!108 = distinct !DILocation(line: 32, column: 3, scope: !74)
!109 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !110)
!110 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !111)
!111 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !112)
!112 = distinct !DILocation(line: 33, column: 3, scope: !74)
!113 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !110)
!114 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !110)
!115 = !DILocation(line: 34, column: 7, scope: !74)
!116 = !DILocation(line: 35, column: 32, scope: !74)
!117 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !118)
!118 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !119)
!119 = distinct !DILocation(line: 35, column: 9, scope: !74)
!120 = !DILocation(line: 35, column: 20, scope: !74)
!121 = !DILocation(line: 35, column: 25, scope: !74)
!122 = !DILocation(line: 35, column: 5, scope: !74)
!123 = !DILocation(line: 35, column: 30, scope: !74)
!124 = !DILocation(line: 36, column: 1, scope: !74)
!125 = !DISubprogram(name: "__atomic_work_item_fence", scope: !126, file: !126, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!127 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubprogram(name: "__ockl_get_local_size", scope: !14, file: !14, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
