; ModuleID = 'reduce_tree.hip'
source_filename = "reduce_tree.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@sdata = external hidden local_unnamed_addr addrspace(3) global [0 x float], align 4
@__hip_cuid_c22fa7314e5c8150 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_c22fa7314e5c8150 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #4, !dbg !12
  %5 = trunc i64 %4 to i32, !dbg !12
  %6 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !18
  %7 = trunc i64 %6 to i32, !dbg !18
  %8 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !23
  %9 = trunc i64 %8 to i32, !dbg !23
  %10 = mul i32 %9, %7, !dbg !28
  %11 = add i32 %10, %5, !dbg !29
  %12 = icmp ult i32 %11, %2, !dbg !30
  br i1 %12, label %13, label %17, !dbg !31

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !32, !tbaa !33
  br label %17, !dbg !31

17:                                               ; preds = %3, %13
  %18 = phi contract float [ %16, %13 ], [ 0.000000e+00, %3 ], !dbg !31
  %19 = getelementptr inbounds [0 x float], ptr addrspace(3) @sdata, i32 0, i32 %5, !dbg !37
  store float %18, ptr addrspace(3) %19, align 4, !dbg !38, !tbaa !33
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !39
  tail call void @llvm.amdgcn.s.barrier(), !dbg !47
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !48
  %20 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #4, !dbg !49
  %21 = trunc i64 %20 to i32, !dbg !49
  %22 = icmp ult i32 %21, 2, !dbg !52
  br i1 %22, label %23, label %25, !dbg !53

23:                                               ; preds = %35, %17
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !59
  %24 = icmp eq i32 %5, 0, !dbg !60
  br i1 %24, label %37, label %42, !dbg !61

25:                                               ; preds = %17, %35
  %26 = phi i32 [ %27, %35 ], [ %21, %17 ]
  %27 = lshr i32 %26, 1, !dbg !62
  %28 = icmp ugt i32 %27, %5, !dbg !63
  br i1 %28, label %29, label %35, !dbg !64

29:                                               ; preds = %25
  %30 = add nuw i32 %27, %5
  %31 = getelementptr inbounds [0 x float], ptr addrspace(3) @sdata, i32 0, i32 %30
  %32 = load float, ptr addrspace(3) %31, align 4, !dbg !65, !tbaa !33
  %33 = load float, ptr addrspace(3) %19, align 4, !dbg !66, !tbaa !33
  %34 = fadd contract float %32, %33, !dbg !66
  store float %34, ptr addrspace(3) %19, align 4, !dbg !66, !tbaa !33
  br label %35, !dbg !67

35:                                               ; preds = %29, %25
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #5, !dbg !68
  tail call void @llvm.amdgcn.s.barrier(), !dbg !72
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #5, !dbg !73
  %36 = icmp ult i32 %26, 4, !dbg !52
  br i1 %36, label %23, label %25, !dbg !53, !llvm.loop !74

37:                                               ; preds = %23
  %38 = load float, ptr addrspace(3) @sdata, align 4, !dbg !77, !tbaa !33
  %39 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #4, !dbg !78
  %40 = and i64 %39, 4294967295, !dbg !81
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40, !dbg !81
  store float %38, ptr addrspace(1) %41, align 4, !dbg !82, !tbaa !33
  br label %42, !dbg !81

42:                                               ; preds = %37, %23
  ret void, !dbg !83
}

; Function Attrs: convergent nounwind
declare !dbg !84 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !87 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !88 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #3

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
!1 = !DIFile(filename: "reduce_tree.hip", directory: ".", checksumkind: CSK_MD5, checksum: "80c6b22de1d87a82ec46ae53b96d75e8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_sum", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!30 = !DILocation(line: 8, column: 17, scope: !9)
!31 = !DILocation(line: 8, column: 14, scope: !9)
!32 = !DILocation(line: 8, column: 24, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 8, column: 3, scope: !9)
!38 = !DILocation(line: 8, column: 12, scope: !9)
!39 = !DILocation(line: 890, column: 9, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "__work_group_barrier", scope: !41, file: !41, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!42 = distinct !DILocation(line: 902, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__barrier", scope: !41, file: !41, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 910, column: 3, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__syncthreads", scope: !41, file: !41, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 9, column: 3, scope: !9)
!47 = !DILocation(line: 891, column: 9, scope: !40, inlinedAt: !42)
!48 = !DILocation(line: 892, column: 9, scope: !40, inlinedAt: !42)
!49 = !DILocation(line: 268, column: 12, scope: !24, inlinedAt: !50)
!50 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !51)
!51 = distinct !DILocation(line: 10, column: 17, scope: !9)
!52 = !DILocation(line: 10, column: 35, scope: !9)
!53 = !DILocation(line: 10, column: 3, scope: !9)
!54 = !DILocation(line: 890, column: 9, scope: !40, inlinedAt: !55)
!55 = distinct !DILocation(line: 902, column: 3, scope: !43, inlinedAt: !56)
!56 = distinct !DILocation(line: 910, column: 3, scope: !45, inlinedAt: !57)
!57 = distinct !DILocation(line: 15, column: 3, scope: !9)
!58 = !DILocation(line: 891, column: 9, scope: !40, inlinedAt: !55)
!59 = !DILocation(line: 892, column: 9, scope: !40, inlinedAt: !55)
!60 = !DILocation(line: 16, column: 9, scope: !9)
!61 = !DILocation(line: 16, column: 7, scope: !9)
!62 = !DILocation(line: 10, scope: !9)
!63 = !DILocation(line: 11, column: 11, scope: !9)
!64 = !DILocation(line: 11, column: 9, scope: !9)
!65 = !DILocation(line: 12, column: 19, scope: !9)
!66 = !DILocation(line: 12, column: 16, scope: !9)
!67 = !DILocation(line: 12, column: 7, scope: !9)
!68 = !DILocation(line: 890, column: 9, scope: !40, inlinedAt: !69)
!69 = distinct !DILocation(line: 902, column: 3, scope: !43, inlinedAt: !70)
!70 = distinct !DILocation(line: 910, column: 3, scope: !45, inlinedAt: !71)
!71 = distinct !DILocation(line: 13, column: 5, scope: !9)
!72 = !DILocation(line: 891, column: 9, scope: !40, inlinedAt: !69)
!73 = !DILocation(line: 892, column: 9, scope: !40, inlinedAt: !69)
!74 = distinct !{!74, !53, !75, !76}
!75 = !DILocation(line: 14, column: 3, scope: !9)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 17, column: 23, scope: !9)
!78 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !80)
!80 = distinct !DILocation(line: 17, column: 9, scope: !9)
!81 = !DILocation(line: 17, column: 5, scope: !9)
!82 = !DILocation(line: 17, column: 21, scope: !9)
!83 = !DILocation(line: 18, column: 1, scope: !9)
!84 = !DISubprogram(name: "__atomic_work_item_fence", scope: !85, file: !85, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!86 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubprogram(name: "__ockl_get_local_size", scope: !14, file: !14, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
