; ModuleID = 'narrow_lds.hip'
source_filename = "narrow_lds.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ19store_then_exchangeE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ13prefetch_loopE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ15global_exchangeE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_8a2ae788ba5ebf3e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8a2ae788ba5ebf3e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @store_then_exchange(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !18
  %5 = shl i64 %4, 8, !dbg !23
  %6 = add i64 %5, %3, !dbg !24
  %7 = and i64 %6, 4294967295, !dbg !25
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !25
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !25, !tbaa !26
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7, !dbg !30
  %11 = trunc i64 %3 to i32, !dbg !31
  %12 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ19store_then_exchangeE1s, i32 0, i32 %11, !dbg !31
  store float %9, ptr addrspace(3) %12, align 4, !dbg !32, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !42
  %13 = add i32 %11, 1, !dbg !43
  %14 = and i32 %13, 255, !dbg !43
  %15 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ19store_then_exchangeE1s, i32 0, i32 %14, !dbg !43
  %16 = load float, ptr addrspace(3) %15, align 4, !dbg !43, !tbaa !26
  %17 = fadd contract float %9, %16, !dbg !44
  store float %17, ptr addrspace(1) %10, align 4, !dbg !44, !tbaa !26
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @prefetch_loop(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !46 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !47
  %5 = trunc i64 %4 to i32, !dbg !47
  %6 = icmp sgt i32 %2, 0, !dbg !50
  br i1 %6, label %7, label %15, !dbg !51

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967295, !dbg !52
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !52
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !52, !tbaa !26
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13prefetch_loopE1s, i32 0, i32 %5
  %12 = add i32 %5, 1
  %13 = and i32 %12, 255
  %14 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13prefetch_loopE1s, i32 0, i32 %13
  br label %22, !dbg !51

15:                                               ; preds = %22, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %33, %22 ], !dbg !53
  %17 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !54
  %18 = shl i64 %17, 8, !dbg !57
  %19 = add i64 %18, %4, !dbg !58
  %20 = and i64 %19, 4294967295, !dbg !59
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %20, !dbg !59
  store float %16, ptr addrspace(1) %21, align 4, !dbg !60, !tbaa !26
  ret void, !dbg !61

22:                                               ; preds = %7, %22
  %23 = phi float [ 0.000000e+00, %7 ], [ %33, %22 ]
  %24 = phi i32 [ 0, %7 ], [ %26, %22 ]
  %25 = phi float [ %10, %7 ], [ %31, %22 ]
  %26 = add nuw nsw i32 %24, 1, !dbg !62
  %27 = shl nsw i32 %26, 8, !dbg !63
  %28 = add i32 %27, %5, !dbg !64
  %29 = zext i32 %28 to i64, !dbg !65
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !65
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !65, !tbaa !26
  store float %25, ptr addrspace(3) %11, align 4, !dbg !66, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !67
  tail call void @llvm.amdgcn.s.barrier(), !dbg !71
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !72
  %32 = load float, ptr addrspace(3) %14, align 4, !dbg !73, !tbaa !26
  %33 = fadd contract float %23, %32, !dbg !74
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !75
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !80
  %34 = icmp eq i32 %26, %2, !dbg !50
  br i1 %34, label %15, label %22, !dbg !51, !llvm.loop !81
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @global_exchange(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef %1, ptr addrspace(1) noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !84 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !85
  %5 = trunc i64 %4 to i32, !dbg !85
  %6 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !88
  %7 = trunc i64 %6 to i32, !dbg !88
  %8 = shl i32 %7, 8, !dbg !91
  %9 = add i32 %8, %5, !dbg !92
  %10 = zext i32 %9 to i64, !dbg !93
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10, !dbg !93
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !93, !tbaa !26
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10, !dbg !94
  store float %12, ptr addrspace(1) %13, align 4, !dbg !95, !tbaa !26
  %14 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ15global_exchangeE1s, i32 0, i32 %5, !dbg !96
  store float %12, ptr addrspace(3) %14, align 4, !dbg !97, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !98
  tail call void @llvm.amdgcn.s.barrier(), !dbg !102
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !103
  %15 = add i32 %5, 1, !dbg !104
  %16 = and i32 %15, 255, !dbg !105
  %17 = or disjoint i32 %8, %16, !dbg !106
  %18 = zext i32 %17 to i64, !dbg !107
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18, !dbg !107
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !107, !tbaa !26
  %21 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ15global_exchangeE1s, i32 0, i32 %16, !dbg !108
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !108, !tbaa !26
  %23 = fadd contract float %20, %22, !dbg !109
  %24 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %10, !dbg !110
  store float %23, ptr addrspace(1) %24, align 4, !dbg !111, !tbaa !26
  ret void, !dbg !112
}

; Function Attrs: convergent nounwind
declare !dbg !113 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !115 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !116 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "narrow_lds.hip", directory: ".", checksumkind: CSK_MD5, checksum: "9f120a7fbccd881b873899b0e1235dc0")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "store_then_exchange", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 11, column: 12, scope: !9)
!18 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 12, column: 12, scope: !9)
!23 = !DILocation(line: 12, column: 23, scope: !9)
!24 = !DILocation(line: 12, column: 29, scope: !9)
!25 = !DILocation(line: 13, column: 13, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 14, column: 3, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 15, column: 8, scope: !9)
!33 = !DILocation(line: 890, column: 9, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "__work_group_barrier", scope: !35, file: !35, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!36 = distinct !DILocation(line: 902, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__barrier", scope: !35, file: !35, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 910, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__syncthreads", scope: !35, file: !35, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 16, column: 3, scope: !9)
!41 = !DILocation(line: 891, column: 9, scope: !34, inlinedAt: !36)
!42 = !DILocation(line: 892, column: 9, scope: !34, inlinedAt: !36)
!43 = !DILocation(line: 17, column: 13, scope: !9)
!44 = !DILocation(line: 17, column: 10, scope: !9)
!45 = !DILocation(line: 18, column: 1, scope: !9)
!46 = distinct !DISubprogram(name: "prefetch_loop", scope: !1, file: !1, line: 23, type: !10, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !48)
!48 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !49)
!49 = distinct !DILocation(line: 25, column: 12, scope: !46)
!50 = !DILocation(line: 28, column: 21, scope: !46)
!51 = !DILocation(line: 28, column: 3, scope: !46)
!52 = !DILocation(line: 27, column: 15, scope: !46)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !55)
!55 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !56)
!56 = distinct !DILocation(line: 36, column: 7, scope: !46)
!57 = !DILocation(line: 36, column: 18, scope: !46)
!58 = !DILocation(line: 36, column: 24, scope: !46)
!59 = !DILocation(line: 36, column: 3, scope: !46)
!60 = !DILocation(line: 36, column: 29, scope: !46)
!61 = !DILocation(line: 37, column: 1, scope: !46)
!62 = !DILocation(line: 29, column: 24, scope: !46)
!63 = !DILocation(line: 29, column: 29, scope: !46)
!64 = !DILocation(line: 29, column: 35, scope: !46)
!65 = !DILocation(line: 29, column: 18, scope: !46)
!66 = !DILocation(line: 30, column: 10, scope: !46)
!67 = !DILocation(line: 890, column: 9, scope: !34, inlinedAt: !68)
!68 = distinct !DILocation(line: 902, column: 3, scope: !37, inlinedAt: !69)
!69 = distinct !DILocation(line: 910, column: 3, scope: !39, inlinedAt: !70)
!70 = distinct !DILocation(line: 31, column: 5, scope: !46)
!71 = !DILocation(line: 891, column: 9, scope: !34, inlinedAt: !68)
!72 = !DILocation(line: 892, column: 9, scope: !34, inlinedAt: !68)
!73 = !DILocation(line: 32, column: 12, scope: !46)
!74 = !DILocation(line: 32, column: 9, scope: !46)
!75 = !DILocation(line: 890, column: 9, scope: !34, inlinedAt: !76)
!76 = distinct !DILocation(line: 902, column: 3, scope: !37, inlinedAt: !77)
!77 = distinct !DILocation(line: 910, column: 3, scope: !39, inlinedAt: !78)
!78 = distinct !DILocation(line: 33, column: 5, scope: !46)
!79 = !DILocation(line: 891, column: 9, scope: !34, inlinedAt: !76)
!80 = !DILocation(line: 892, column: 9, scope: !34, inlinedAt: !76)
!81 = distinct !{!81, !51, !82, !83}
!82 = !DILocation(line: 35, column: 3, scope: !46)
!83 = !{!"llvm.loop.mustprogress"}
!84 = distinct !DISubprogram(name: "global_exchange", scope: !1, file: !1, line: 42, type: !10, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !86)
!86 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !87)
!87 = distinct !DILocation(line: 45, column: 12, scope: !84)
!88 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !89)
!89 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !90)
!90 = distinct !DILocation(line: 46, column: 12, scope: !84)
!91 = !DILocation(line: 46, column: 23, scope: !84)
!92 = !DILocation(line: 46, column: 29, scope: !84)
!93 = !DILocation(line: 47, column: 12, scope: !84)
!94 = !DILocation(line: 47, column: 3, scope: !84)
!95 = !DILocation(line: 47, column: 10, scope: !84)
!96 = !DILocation(line: 48, column: 3, scope: !84)
!97 = !DILocation(line: 48, column: 8, scope: !84)
!98 = !DILocation(line: 890, column: 9, scope: !34, inlinedAt: !99)
!99 = distinct !DILocation(line: 902, column: 3, scope: !37, inlinedAt: !100)
!100 = distinct !DILocation(line: 910, column: 3, scope: !39, inlinedAt: !101)
!101 = distinct !DILocation(line: 49, column: 3, scope: !84)
!102 = !DILocation(line: 891, column: 9, scope: !34, inlinedAt: !99)
!103 = !DILocation(line: 892, column: 9, scope: !34, inlinedAt: !99)
!104 = !DILocation(line: 50, column: 38, scope: !84)
!105 = !DILocation(line: 50, column: 43, scope: !84)
!106 = !DILocation(line: 50, column: 33, scope: !84)
!107 = !DILocation(line: 50, column: 12, scope: !84)
!108 = !DILocation(line: 50, column: 52, scope: !84)
!109 = !DILocation(line: 50, column: 50, scope: !84)
!110 = !DILocation(line: 50, column: 3, scope: !84)
!111 = !DILocation(line: 50, column: 10, scope: !84)
!112 = !DILocation(line: 51, column: 1, scope: !84)
!113 = !DISubprogram(name: "__atomic_work_item_fence", scope: !114, file: !114, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!115 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
