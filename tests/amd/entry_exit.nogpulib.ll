; ModuleID = 'entry_exit.hip'
source_filename = "entry_exit.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ16barrier_at_entryE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ19barrier_before_exitE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_18f8121e8f17843b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_18f8121e8f17843b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @barrier_at_entry(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #4, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #4, !dbg !21
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #5, !dbg !22
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #5, !dbg !28
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #5, !dbg !33
  %6 = mul i64 %5, %4, !dbg !38
  %7 = add i64 %6, %3, !dbg !39
  %8 = and i64 %7, 4294967295, !dbg !40
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !40
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !40, !tbaa !41
  %11 = trunc i64 %3 to i32, !dbg !45
  %12 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ16barrier_at_entryE1s, i32 0, i32 %11, !dbg !45
  store float %10, ptr addrspace(3) %12, align 4, !dbg !46, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #4, !dbg !47
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #4, !dbg !52
  %13 = xor i64 %3, -1, !dbg !53
  %14 = add i64 %5, %13, !dbg !53
  %15 = trunc i64 %14 to i32, !dbg !54
  %16 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ16barrier_at_entryE1s, i32 0, i32 %15, !dbg !54
  %17 = load float, ptr addrspace(3) %16, align 4, !dbg !54, !tbaa !41
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8, !dbg !55
  store float %17, ptr addrspace(1) %18, align 4, !dbg !56, !tbaa !41
  ret void, !dbg !57
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @barrier_before_exit(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !58 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #5, !dbg !59
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #5, !dbg !62
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #5, !dbg !65
  %6 = mul i64 %5, %4, !dbg !68
  %7 = add i64 %6, %3, !dbg !69
  %8 = and i64 %7, 4294967295, !dbg !70
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !70
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !70, !tbaa !41
  %11 = trunc i64 %3 to i32, !dbg !71
  %12 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ19barrier_before_exitE1s, i32 0, i32 %11, !dbg !71
  store float %10, ptr addrspace(3) %12, align 4, !dbg !72, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #4, !dbg !73
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #4, !dbg !78
  %13 = xor i64 %3, -1, !dbg !79
  %14 = add i64 %5, %13, !dbg !79
  %15 = trunc i64 %14 to i32, !dbg !80
  %16 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ19barrier_before_exitE1s, i32 0, i32 %15, !dbg !80
  %17 = load float, ptr addrspace(3) %16, align 4, !dbg !80, !tbaa !41
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8, !dbg !81
  store float %17, ptr addrspace(1) %18, align 4, !dbg !82, !tbaa !41
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #4, !dbg !83
  tail call void @llvm.amdgcn.s.barrier(), !dbg !87
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #4, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind
declare !dbg !90 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !92 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !93 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !94 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "entry_exit.hip", directory: ".", checksumkind: CSK_MD5, checksum: "566e89335f2b244bed43230788f65e7c")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "barrier_at_entry", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 890, column: 9, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__work_group_barrier", scope: !14, file: !14, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!15 = distinct !DILocation(line: 902, column: 3, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "__barrier", scope: !14, file: !14, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 910, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__syncthreads", scope: !14, file: !14, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 6, column: 3, scope: !9)
!20 = !DILocation(line: 891, column: 9, scope: !13, inlinedAt: !15)
!21 = !DILocation(line: 892, column: 9, scope: !13, inlinedAt: !15)
!22 = !DILocation(line: 280, column: 12, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "operator()", scope: !24, file: !24, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!25 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator unsigned int", scope: !24, file: !24, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 8, column: 12, scope: !9)
!28 = !DILocation(line: 263, column: 69, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator()", scope: !24, file: !24, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 299, column: 64, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator unsigned int", scope: !24, file: !24, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 9, column: 13, scope: !9)
!33 = !DILocation(line: 268, column: 12, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "operator()", scope: !24, file: !24, line: 267, type: !10, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 299, column: 64, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "operator unsigned int", scope: !24, file: !24, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 9, column: 26, scope: !9)
!38 = !DILocation(line: 9, column: 24, scope: !9)
!39 = !DILocation(line: 9, column: 37, scope: !9)
!40 = !DILocation(line: 9, column: 10, scope: !9)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 9, column: 3, scope: !9)
!46 = !DILocation(line: 9, column: 8, scope: !9)
!47 = !DILocation(line: 890, column: 9, scope: !13, inlinedAt: !48)
!48 = distinct !DILocation(line: 902, column: 3, scope: !16, inlinedAt: !49)
!49 = distinct !DILocation(line: 910, column: 3, scope: !18, inlinedAt: !50)
!50 = distinct !DILocation(line: 10, column: 3, scope: !9)
!51 = !DILocation(line: 891, column: 9, scope: !13, inlinedAt: !48)
!52 = !DILocation(line: 892, column: 9, scope: !13, inlinedAt: !48)
!53 = !DILocation(line: 11, column: 55, scope: !9)
!54 = !DILocation(line: 11, column: 38, scope: !9)
!55 = !DILocation(line: 11, column: 3, scope: !9)
!56 = !DILocation(line: 11, column: 36, scope: !9)
!57 = !DILocation(line: 12, column: 1, scope: !9)
!58 = distinct !DISubprogram(name: "barrier_before_exit", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 280, column: 12, scope: !23, inlinedAt: !60)
!60 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !61)
!61 = distinct !DILocation(line: 16, column: 12, scope: !58)
!62 = !DILocation(line: 263, column: 69, scope: !29, inlinedAt: !63)
!63 = distinct !DILocation(line: 299, column: 64, scope: !31, inlinedAt: !64)
!64 = distinct !DILocation(line: 17, column: 13, scope: !58)
!65 = !DILocation(line: 268, column: 12, scope: !34, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !36, inlinedAt: !67)
!67 = distinct !DILocation(line: 17, column: 26, scope: !58)
!68 = !DILocation(line: 17, column: 24, scope: !58)
!69 = !DILocation(line: 17, column: 37, scope: !58)
!70 = !DILocation(line: 17, column: 10, scope: !58)
!71 = !DILocation(line: 17, column: 3, scope: !58)
!72 = !DILocation(line: 17, column: 8, scope: !58)
!73 = !DILocation(line: 890, column: 9, scope: !13, inlinedAt: !74)
!74 = distinct !DILocation(line: 902, column: 3, scope: !16, inlinedAt: !75)
!75 = distinct !DILocation(line: 910, column: 3, scope: !18, inlinedAt: !76)
!76 = distinct !DILocation(line: 18, column: 3, scope: !58)
!77 = !DILocation(line: 891, column: 9, scope: !13, inlinedAt: !74)
!78 = !DILocation(line: 892, column: 9, scope: !13, inlinedAt: !74)
!79 = !DILocation(line: 19, column: 55, scope: !58)
!80 = !DILocation(line: 19, column: 38, scope: !58)
!81 = !DILocation(line: 19, column: 3, scope: !58)
!82 = !DILocation(line: 19, column: 36, scope: !58)
!83 = !DILocation(line: 890, column: 9, scope: !13, inlinedAt: !84)
!84 = distinct !DILocation(line: 902, column: 3, scope: !16, inlinedAt: !85)
!85 = distinct !DILocation(line: 910, column: 3, scope: !18, inlinedAt: !86)
!86 = distinct !DILocation(line: 20, column: 3, scope: !58)
!87 = !DILocation(line: 891, column: 9, scope: !13, inlinedAt: !84)
!88 = !DILocation(line: 892, column: 9, scope: !13, inlinedAt: !84)
!89 = !DILocation(line: 21, column: 1, scope: !58)
!90 = !DISubprogram(name: "__atomic_work_item_fence", scope: !91, file: !91, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!92 = !DISubprogram(name: "__ockl_get_local_id", scope: !24, file: !24, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubprogram(name: "__ockl_get_group_id", scope: !24, file: !24, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubprogram(name: "__ockl_get_local_size", scope: !24, file: !24, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
