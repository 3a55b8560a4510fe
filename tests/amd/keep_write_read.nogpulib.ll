; ModuleID = 'keep_write_read.hip'
source_filename = "keep_write_read.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10shift_leftE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@_ZZ20overwrite_after_readE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_4e094f93fcd557a9 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4e094f93fcd557a9 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @shift_left(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %4 = trunc i64 %3 to i32, !dbg !12
  %5 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !18
  %6 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !23
  %7 = trunc i64 %6 to i32, !dbg !23
  %8 = mul i64 %6, %5, !dbg !28
  %9 = add i64 %8, %3, !dbg !29
  %10 = and i64 %9, 4294967295, !dbg !30
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10, !dbg !30
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !30, !tbaa !31
  %13 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ10shift_leftE1s, i32 0, i32 %4, !dbg !35
  store i32 %12, ptr addrspace(3) %13, align 4, !dbg !36, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !37
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !46
  %14 = add i32 %4, 1, !dbg !47
  %15 = icmp ult i32 %14, %7, !dbg !48
  br i1 %15, label %16, label %19, !dbg !49

16:                                               ; preds = %2
  %17 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ10shift_leftE1s, i32 0, i32 %14
  %18 = load i32, ptr addrspace(3) %17, align 4, !dbg !50, !tbaa !31
  br label %19, !dbg !49

19:                                               ; preds = %2, %16
  %20 = phi i32 [ %18, %16 ], [ 0, %2 ], !dbg !49
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10, !dbg !51
  store i32 %20, ptr addrspace(1) %21, align 4, !dbg !52, !tbaa !31
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @overwrite_after_read(ptr addrspace(1) nocapture noundef %0) local_unnamed_addr #0 !dbg !54 {
  %2 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !55
  %3 = trunc i64 %2 to i32, !dbg !55
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !58
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !61
  %6 = trunc i64 %5 to i32, !dbg !61
  %7 = mul i64 %5, %4, !dbg !64
  %8 = add i64 %7, %2, !dbg !65
  %9 = and i64 %8, 4294967295, !dbg !66
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9, !dbg !66
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !66, !tbaa !31
  %12 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %3, !dbg !67
  store i32 %11, ptr addrspace(3) %12, align 4, !dbg !68, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !73
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !74
  %13 = add i32 %3, 1, !dbg !75
  %14 = urem i32 %13, %6, !dbg !76
  %15 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %14, !dbg !77
  %16 = load i32, ptr addrspace(3) %15, align 4, !dbg !77, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !82
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !83
  %17 = shl nsw i32 %16, 1, !dbg !84
  store i32 %17, ptr addrspace(3) %12, align 4, !dbg !85, !tbaa !31
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !86
  tail call void @llvm.amdgcn.s.barrier(), !dbg !90
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !91
  %18 = add i32 %3, 2, !dbg !92
  %19 = urem i32 %18, %6, !dbg !93
  %20 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %19, !dbg !94
  %21 = load i32, ptr addrspace(3) %20, align 4, !dbg !94, !tbaa !31
  store i32 %21, ptr addrspace(1) %10, align 4, !dbg !95, !tbaa !31
  ret void, !dbg !96
}

; Function Attrs: convergent nounwind
declare !dbg !97 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !99 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !100 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !101 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "keep_write_read.hip", directory: ".", checksumkind: CSK_MD5, checksum: "064fe76e164b4331045ef86304416182")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 6, column: 12, scope: !9)
!18 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 12, scope: !9)
!23 = !DILocation(line: 268, column: 12, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 267, type: !10, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 7, column: 25, scope: !9)
!28 = !DILocation(line: 7, column: 23, scope: !9)
!29 = !DILocation(line: 7, column: 36, scope: !9)
!30 = !DILocation(line: 8, column: 10, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 8, column: 3, scope: !9)
!36 = !DILocation(line: 8, column: 8, scope: !9)
!37 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__work_group_barrier", scope: !39, file: !39, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!40 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__barrier", scope: !39, file: !39, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__syncthreads", scope: !39, file: !39, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 9, column: 3, scope: !9)
!45 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !40)
!46 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !40)
!47 = !DILocation(line: 10, column: 15, scope: !9)
!48 = !DILocation(line: 10, column: 19, scope: !9)
!49 = !DILocation(line: 10, column: 12, scope: !9)
!50 = !DILocation(line: 10, column: 35, scope: !9)
!51 = !DILocation(line: 10, column: 3, scope: !9)
!52 = !DILocation(line: 10, column: 10, scope: !9)
!53 = !DILocation(line: 11, column: 1, scope: !9)
!54 = distinct !DISubprogram(name: "overwrite_after_read", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !56)
!56 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !57)
!57 = distinct !DILocation(line: 16, column: 12, scope: !54)
!58 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !59)
!59 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !60)
!60 = distinct !DILocation(line: 17, column: 12, scope: !54)
!61 = !DILocation(line: 268, column: 12, scope: !24, inlinedAt: !62)
!62 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !63)
!63 = distinct !DILocation(line: 17, column: 25, scope: !54)
!64 = !DILocation(line: 17, column: 23, scope: !54)
!65 = !DILocation(line: 17, column: 36, scope: !54)
!66 = !DILocation(line: 18, column: 10, scope: !54)
!67 = !DILocation(line: 18, column: 3, scope: !54)
!68 = !DILocation(line: 18, column: 8, scope: !54)
!69 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !70)
!70 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !71)
!71 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !72)
!72 = distinct !DILocation(line: 19, column: 3, scope: !54)
!73 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !70)
!74 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !70)
!75 = !DILocation(line: 20, column: 16, scope: !54)
!76 = !DILocation(line: 20, column: 21, scope: !54)
!77 = !DILocation(line: 20, column: 11, scope: !54)
!78 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !79)
!79 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !80)
!80 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !81)
!81 = distinct !DILocation(line: 21, column: 3, scope: !54)
!82 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !79)
!83 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !79)
!84 = !DILocation(line: 22, column: 12, scope: !54)
!85 = !DILocation(line: 22, column: 8, scope: !54)
!86 = !DILocation(line: 890, column: 9, scope: !38, inlinedAt: !87)
!87 = distinct !DILocation(line: 902, column: 3, scope: !41, inlinedAt: !88)
!88 = distinct !DILocation(line: 910, column: 3, scope: !43, inlinedAt: !89)
!89 = distinct !DILocation(line: 23, column: 3, scope: !54)
!90 = !DILocation(line: 891, column: 9, scope: !38, inlinedAt: !87)
!91 = !DILocation(line: 892, column: 9, scope: !38, inlinedAt: !87)
!92 = !DILocation(line: 24, column: 18, scope: !54)
!93 = !DILocation(line: 24, column: 23, scope: !54)
!94 = !DILocation(line: 24, column: 13, scope: !54)
!95 = !DILocation(line: 24, column: 11, scope: !54)
!96 = !DILocation(line: 25, column: 1, scope: !54)
!97 = !DISubprogram(name: "__atomic_work_item_fence", scope: !98, file: !98, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!99 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubprogram(name: "__ockl_get_local_size", scope: !14, file: !14, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
