; ModuleID = 'divergent_barrier.hip'
source_filename = "divergent_barrier.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ20barrier_in_half_warpE1s = internal unnamed_addr addrspace(3) global [32 x float] undef, align 16
@_ZZ25early_return_then_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ33divergent_write_converged_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_794840864bbbe1d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_794840864bbbe1d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @barrier_in_half_warp(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %4 = and i64 %3, 4294967280, !dbg !18
  %5 = icmp eq i64 %4, 0, !dbg !18
  br i1 %5, label %6, label %16, !dbg !19

6:                                                ; preds = %2
  %7 = and i64 %3, 15, !dbg !20
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !20
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !20, !tbaa !21
  %10 = trunc i64 %3 to i32, !dbg !25
  %11 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s, i32 0, i32 %10, !dbg !25
  store float %9, ptr addrspace(3) %11, align 4, !dbg !26, !tbaa !21
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !35
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !36
  %12 = sub nuw nsw i32 15, %10, !dbg !37
  %13 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s, i32 0, i32 %12, !dbg !37
  %14 = load float, ptr addrspace(3) %13, align 4, !dbg !37, !tbaa !21
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7, !dbg !38
  store float %14, ptr addrspace(1) %15, align 4, !dbg !39, !tbaa !21
  br label %16, !dbg !40

16:                                               ; preds = %6, %2
  ret void, !dbg !41
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @early_return_then_barrier(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !42 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !43
  %5 = trunc i64 %4 to i32, !dbg !43
  %6 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !46
  %7 = trunc i64 %6 to i32, !dbg !46
  %8 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !51
  %9 = trunc i64 %8 to i32, !dbg !51
  %10 = mul i32 %9, %7, !dbg !56
  %11 = add i32 %10, %5, !dbg !57
  %12 = icmp ult i32 %11, %2, !dbg !58
  br i1 %12, label %13, label %25, !dbg !59

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64, !dbg !60
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14, !dbg !60
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !60, !tbaa !21
  %17 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ25early_return_then_barrierE1s, i32 0, i32 %5, !dbg !61
  store float %16, ptr addrspace(3) %17, align 4, !dbg !62, !tbaa !21
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !67
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !68
  %18 = add i32 %5, 1, !dbg !69
  %19 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !70
  %20 = trunc i64 %19 to i32, !dbg !70
  %21 = urem i32 %18, %20, !dbg !73
  %22 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ25early_return_then_barrierE1s, i32 0, i32 %21, !dbg !74
  %23 = load float, ptr addrspace(3) %22, align 4, !dbg !74, !tbaa !21
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !75
  store float %23, ptr addrspace(1) %24, align 4, !dbg !76, !tbaa !21
  br label %25, !dbg !77

25:                                               ; preds = %3, %13
  ret void, !dbg !77
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @divergent_write_converged_barrier(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !78 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !79
  %4 = trunc i64 %3 to i32, !dbg !79
  %5 = icmp ult i32 %4, 32, !dbg !82
  br i1 %5, label %6, label %23, !dbg !83

6:                                                ; preds = %2, %11
  %7 = phi i32 [ %22, %11 ], [ %4, %2 ], !dbg !84
  %8 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !85
  %9 = trunc i64 %8 to i32, !dbg !85
  %10 = icmp ult i32 %7, %9, !dbg !88
  br i1 %10, label %11, label %23, !dbg !89

11:                                               ; preds = %6
  %12 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !90
  %13 = trunc i64 %12 to i32, !dbg !90
  %14 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !93
  %15 = trunc i64 %14 to i32, !dbg !93
  %16 = mul i32 %15, %13, !dbg !96
  %17 = add i32 %16, %7, !dbg !97
  %18 = zext i32 %17 to i64, !dbg !98
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18, !dbg !98
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !98, !tbaa !21
  %21 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %7, !dbg !99
  store float %20, ptr addrspace(3) %21, align 4, !dbg !100, !tbaa !21
  %22 = add i32 %7, 32, !dbg !101
  br label %6, !dbg !89, !llvm.loop !102

23:                                               ; preds = %6, %2
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !105
  tail call void @llvm.amdgcn.s.barrier(), !dbg !109
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !110
  %24 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !111
  %25 = xor i64 %3, -1, !dbg !114
  %26 = add i64 %24, %25, !dbg !114
  %27 = trunc i64 %26 to i32, !dbg !115
  %28 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %27, !dbg !115
  %29 = load float, ptr addrspace(3) %28, align 4, !dbg !115, !tbaa !21
  %30 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !116
  %31 = mul i64 %30, %24, !dbg !119
  %32 = add i64 %31, %3, !dbg !120
  %33 = and i64 %32, 4294967295, !dbg !121
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33, !dbg !121
  store float %29, ptr addrspace(1) %34, align 4, !dbg !122, !tbaa !21
  ret void, !dbg !123
}

; Function Attrs: convergent nounwind
declare !dbg !124 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !126 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !127 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !128 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "divergent_barrier.hip", directory: ".", checksumkind: CSK_MD5, checksum: "6c3e94ffe5c91e82ff2db8f0295ad278")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "barrier_in_half_warp", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 7, column: 12, scope: !9)
!18 = !DILocation(line: 8, column: 19, scope: !9)
!19 = !DILocation(line: 8, column: 7, scope: !9)
!20 = !DILocation(line: 9, column: 12, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 9, column: 5, scope: !9)
!26 = !DILocation(line: 9, column: 10, scope: !9)
!27 = !DILocation(line: 890, column: 9, scope: !28, inlinedAt: !30)
!28 = distinct !DISubprogram(name: "__work_group_barrier", scope: !29, file: !29, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!30 = distinct !DILocation(line: 902, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__barrier", scope: !29, file: !29, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 910, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__syncthreads", scope: !29, file: !29, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 5, scope: !9)
!35 = !DILocation(line: 891, column: 9, scope: !28, inlinedAt: !30)
!36 = !DILocation(line: 892, column: 9, scope: !28, inlinedAt: !30)
!37 = !DILocation(line: 11, column: 14, scope: !9)
!38 = !DILocation(line: 11, column: 5, scope: !9)
!39 = !DILocation(line: 11, column: 12, scope: !9)
!40 = !DILocation(line: 12, column: 3, scope: !9)
!41 = !DILocation(line: 13, column: 1, scope: !9)
!42 = distinct !DISubprogram(name: "early_return_then_barrier", scope: !1, file: !1, line: 15, type: !10, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !44)
!44 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !45)
!45 = distinct !DILocation(line: 18, column: 12, scope: !42)
!46 = !DILocation(line: 263, column: 69, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 299, column: 64, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 19, column: 12, scope: !42)
!51 = !DILocation(line: 268, column: 12, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 267, type: !10, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 299, column: 64, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 19, column: 25, scope: !42)
!56 = !DILocation(line: 19, column: 23, scope: !42)
!57 = !DILocation(line: 19, column: 36, scope: !42)
!58 = !DILocation(line: 20, column: 9, scope: !42)
!59 = !DILocation(line: 20, column: 7, scope: !42)
!60 = !DILocation(line: 22, column: 10, scope: !42)
!61 = !DILocation(line: 22, column: 3, scope: !42)
!62 = !DILocation(line: 22, column: 8, scope: !42)
!63 = !DILocation(line: 890, column: 9, scope: !28, inlinedAt: !64)
!64 = distinct !DILocation(line: 902, column: 3, scope: !31, inlinedAt: !65)
!65 = distinct !DILocation(line: 910, column: 3, scope: !33, inlinedAt: !66)
!66 = distinct !DILocation(line: 23, column: 3, scope: !42)
!67 = !DILocation(line: 891, column: 9, scope: !28, inlinedAt: !64)
!68 = !DILocation(line: 892, column: 9, scope: !28, inlinedAt: !64)
!69 = !DILocation(line: 24, column: 17, scope: !42)
!70 = !DILocation(line: 268, column: 12, scope: !52, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !54, inlinedAt: !72)
!72 = distinct !DILocation(line: 24, column: 24, scope: !42)
!73 = !DILocation(line: 24, column: 22, scope: !42)
!74 = !DILocation(line: 24, column: 12, scope: !42)
!75 = !DILocation(line: 24, column: 3, scope: !42)
!76 = !DILocation(line: 24, column: 10, scope: !42)
!77 = !DILocation(line: 25, column: 1, scope: !42)
!78 = distinct !DISubprogram(name: "divergent_write_converged_barrier", scope: !1, file: !1, line: 27, type: !10, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !80)
!80 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !81)
!81 = distinct !DILocation(line: 30, column: 12, scope: !78)
!82 = !DILocation(line: 31, column: 9, scope: !78)
!83 = !DILocation(line: 31, column: 7, scope: !78)
!84 = !DILocation(line: 32, scope: !78)
!85 = !DILocation(line: 268, column: 12, scope: !52, inlinedAt: !86)
!86 = distinct !DILocation(line: 299, column: 64, scope: !54, inlinedAt: !87)
!87 = distinct !DILocation(line: 32, column: 26, scope: !78)
!88 = !DILocation(line: 32, column: 24, scope: !78)
!89 = !DILocation(line: 32, column: 5, scope: !78)
!90 = !DILocation(line: 263, column: 69, scope: !47, inlinedAt: !91)
!91 = distinct !DILocation(line: 299, column: 64, scope: !49, inlinedAt: !92)
!92 = distinct !DILocation(line: 33, column: 17, scope: !78)
!93 = !DILocation(line: 268, column: 12, scope: !52, inlinedAt: !94)
!94 = distinct !DILocation(line: 299, column: 64, scope: !54, inlinedAt: !95)
!95 = distinct !DILocation(line: 33, column: 30, scope: !78)
!96 = !DILocation(line: 33, column: 28, scope: !78)
!97 = !DILocation(line: 33, column: 41, scope: !78)
!98 = !DILocation(line: 33, column: 14, scope: !78)
!99 = !DILocation(line: 33, column: 7, scope: !78)
!100 = !DILocation(line: 33, column: 12, scope: !78)
!101 = !DILocation(line: 32, column: 40, scope: !78)
!102 = distinct !{!102, !89, !103, !104}
!103 = !DILocation(line: 33, column: 44, scope: !78)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 890, column: 9, scope: !28, inlinedAt: !106)
!106 = distinct !DILocation(line: 902, column: 3, scope: !31, inlinedAt: !107)
!107 = distinct !DILocation(line: 910, column: 3, scope: !33, inlinedAt: !108)
!108 = distinct !DILocation(line: 35, column: 3, scope: !78)
!109 = !DILocation(line: 891, column: 9, scope: !28, inlinedAt: !106)
!110 = !DILocation(line: 892, column: 9, scope: !28, inlinedAt: !106)
!111 = !DILocation(line: 268, column: 12, scope: !52, inlinedAt: !112)
!112 = distinct !DILocation(line: 299, column: 64, scope: !54, inlinedAt: !113)
!113 = distinct !DILocation(line: 36, column: 40, scope: !78)
!114 = !DILocation(line: 36, column: 55, scope: !78)
!115 = !DILocation(line: 36, column: 38, scope: !78)
!116 = !DILocation(line: 263, column: 69, scope: !47, inlinedAt: !117)
!117 = distinct !DILocation(line: 299, column: 64, scope: !49, inlinedAt: !118)
!118 = distinct !DILocation(line: 36, column: 7, scope: !78)
!119 = !DILocation(line: 36, column: 18, scope: !78)
!120 = !DILocation(line: 36, column: 31, scope: !78)
!121 = !DILocation(line: 36, column: 3, scope: !78)
!122 = !DILocation(line: 36, column: 36, scope: !78)
!123 = !DILocation(line: 37, column: 1, scope: !78)
!124 = !DISubprogram(name: "__atomic_work_item_fence", scope: !125, file: !125, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!126 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubprogram(name: "__ockl_get_local_size", scope: !14, file: !14, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
