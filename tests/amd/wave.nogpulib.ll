; ModuleID = 'wave.hip'
source_filename = "wave.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ8wave_sumE7partial = internal unnamed_addr addrspace(3) global [16 x float] undef, align 16
@_ZZ8own_slotE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ7publishE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_89e72a986b58289c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_89e72a986b58289c to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @wave_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #7, !dbg !12
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #7, !dbg !18
  %5 = shl i64 %4, 8, !dbg !23
  %6 = add i64 %5, %3, !dbg !24
  %7 = and i64 %6, 4294967295, !dbg !25
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !25
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !25, !tbaa !26
  %10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %10)
  %12 = and i32 %11, -64
  %13 = add nsw i32 %12, 64
  %14 = bitcast float %9 to i32, !dbg !30
  %15 = xor i32 %11, 32, !dbg !34
  %16 = icmp slt i32 %15, %13, !dbg !37
  %17 = select i1 %16, i32 %15, i32 %11, !dbg !38
  %18 = shl i32 %17, 2, !dbg !39
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %14), !dbg !40
  %20 = bitcast i32 %19 to float, !dbg !41
  %21 = fadd contract float %9, %20, !dbg !42
  %22 = bitcast float %21 to i32, !dbg !30
  %23 = xor i32 %11, 16, !dbg !34
  %24 = icmp slt i32 %23, %13, !dbg !37
  %25 = select i1 %24, i32 %23, i32 %11, !dbg !38
  %26 = shl i32 %25, 2, !dbg !39
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %22), !dbg !40
  %28 = bitcast i32 %27 to float, !dbg !41
  %29 = fadd contract float %21, %28, !dbg !42
  %30 = bitcast float %29 to i32, !dbg !30
  %31 = xor i32 %11, 8, !dbg !34
  %32 = icmp slt i32 %31, %13, !dbg !37
  %33 = select i1 %32, i32 %31, i32 %11, !dbg !38
  %34 = shl i32 %33, 2, !dbg !39
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30), !dbg !40
  %36 = bitcast i32 %35 to float, !dbg !41
  %37 = fadd contract float %29, %36, !dbg !42
  %38 = bitcast float %37 to i32, !dbg !30
  %39 = xor i32 %11, 4, !dbg !34
  %40 = icmp slt i32 %39, %13, !dbg !37
  %41 = select i1 %40, i32 %39, i32 %11, !dbg !38
  %42 = shl i32 %41, 2, !dbg !39
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38), !dbg !40
  %44 = bitcast i32 %43 to float, !dbg !41
  %45 = fadd contract float %37, %44, !dbg !42
  %46 = bitcast float %45 to i32, !dbg !30
  %47 = xor i32 %11, 2, !dbg !34
  %48 = icmp slt i32 %47, %13, !dbg !37
  %49 = select i1 %48, i32 %47, i32 %11, !dbg !38
  %50 = shl i32 %49, 2, !dbg !39
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46), !dbg !40
  %52 = bitcast i32 %51 to float, !dbg !41
  %53 = fadd contract float %45, %52, !dbg !42
  %54 = bitcast float %53 to i32, !dbg !30
  %55 = xor i32 %11, 1, !dbg !34
  %56 = icmp slt i32 %55, %13, !dbg !37
  %57 = select i1 %56, i32 %55, i32 %11, !dbg !38
  %58 = shl i32 %57, 2, !dbg !39
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54), !dbg !40
  %60 = trunc i64 %3 to i32, !dbg !12
  %61 = and i32 %60, 63, !dbg !43
  %62 = icmp eq i32 %61, 0, !dbg !44
  br i1 %62, label %63, label %68, !dbg !45

63:                                               ; preds = %2
  %64 = bitcast i32 %59 to float, !dbg !41
  %65 = fadd contract float %53, %64, !dbg !42
  %66 = lshr exact i32 %60, 6
  %67 = getelementptr inbounds [16 x float], ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 0, i32 %66
  store float %65, ptr addrspace(3) %67, align 4, !dbg !46, !tbaa !26
  br label %68, !dbg !47

68:                                               ; preds = %63, %2
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #8, !dbg !48
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #8, !dbg !57
  %69 = icmp eq i32 %60, 0, !dbg !58
  br i1 %69, label %70, label %82, !dbg !59

70:                                               ; preds = %68
  %71 = load float, ptr addrspace(3) @_ZZ8wave_sumE7partial, align 16, !dbg !60, !tbaa !26
  %72 = fadd contract float %71, 0.000000e+00, !dbg !61
  %73 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 4), align 4, !dbg !60, !tbaa !26
  %74 = fadd contract float %72, %73, !dbg !61
  %75 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 8), align 8, !dbg !60, !tbaa !26
  %76 = fadd contract float %74, %75, !dbg !61
  %77 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ8wave_sumE7partial, i32 12), align 4, !dbg !60, !tbaa !26
  %78 = fadd contract float %76, %77, !dbg !61
  %79 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #7, !dbg !62
  %80 = and i64 %79, 4294967295, !dbg !65
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80, !dbg !65
  store float %78, ptr addrspace(1) %81, align 4, !dbg !66, !tbaa !26
  br label %82, !dbg !67

82:                                               ; preds = %70, %68
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @own_slot(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !69 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #7, !dbg !70
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #7, !dbg !73
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #7, !dbg !76
  %6 = mul i64 %5, %4, !dbg !81
  %7 = add i64 %6, %3, !dbg !82
  %8 = and i64 %7, 4294967295, !dbg !83
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !83
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !83, !tbaa !26
  %11 = fmul contract float %10, 2.000000e+00, !dbg !84
  %12 = trunc i64 %3 to i32, !dbg !85
  %13 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ8own_slotE1s, i32 0, i32 %12, !dbg !85
  store float %11, ptr addrspace(3) %13, align 4, !dbg !86, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #8, !dbg !87
  tail call void @llvm.amdgcn.s.barrier(), !dbg !91
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #8, !dbg !92
  %14 = load float, ptr addrspace(3) %13, align 4, !dbg !93, !tbaa !26
  %15 = fadd contract float %14, 1.000000e+00, !dbg !94
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8, !dbg !95
  store float %15, ptr addrspace(1) %16, align 4, !dbg !96, !tbaa !26
  ret void, !dbg !97
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @publish(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1) local_unnamed_addr #1 !dbg !98 {
  %3 = tail call i64 @__ockl_get_local_id(i32 noundef 0) #7, !dbg !99
  %4 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #7, !dbg !102
  %5 = tail call i64 @__ockl_get_local_size(i32 noundef 0) #7, !dbg !105
  %6 = mul i64 %5, %4, !dbg !108
  %7 = add i64 %6, %3, !dbg !109
  %8 = and i64 %7, 4294967295, !dbg !110
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !110
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !110, !tbaa !26
  %11 = trunc i64 %3 to i32, !dbg !111
  %12 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ7publishE1s, i32 0, i32 %11, !dbg !111
  store float %10, ptr addrspace(3) %12, align 4, !dbg !112, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #8, !dbg !113
  tail call void @llvm.amdgcn.s.barrier(), !dbg !117
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #8, !dbg !118
  %13 = xor i64 %3, -1, !dbg !119
  %14 = add i64 %5, %13, !dbg !119
  %15 = trunc i64 %14 to i32, !dbg !120
  %16 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ7publishE1s, i32 0, i32 %15, !dbg !120
  %17 = load float, ptr addrspace(3) %16, align 4, !dbg !120, !tbaa !26
  %18 = fmul contract float %17, 5.000000e-01, !dbg !121
  store float %18, ptr addrspace(1) %9, align 4, !dbg !122, !tbaa !26
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 3, i32 noundef 1) #8, !dbg !123
  tail call void @llvm.amdgcn.s.barrier(), !dbg !127
  tail call void @__atomic_work_item_fence(i32 noundef 1, i32 noundef 2, i32 noundef 1) #8, !dbg !128
  %19 = and i64 %3, 4294967295, !dbg !129
  %20 = icmp eq i64 %19, 0, !dbg !129
  br i1 %20, label %21, label %26, !dbg !130

21:                                               ; preds = %2
  tail call void @__atomic_work_item_fence(i32 noundef 0, i32 noundef 5, i32 noundef 2) #8, !dbg !131
  %22 = tail call i64 @__ockl_get_group_id(i32 noundef 0) #7, !dbg !134
  %23 = and i64 %22, 4294967295, !dbg !137
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23, !dbg !137
  %25 = atomicrmw xchg ptr addrspace(1) %24, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !138
  br label %26, !dbg !142

26:                                               ; preds = %21, %2
  ret void, !dbg !143
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nounwind
declare !dbg !144 hidden void @__atomic_work_item_fence(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 hidden i64 @__ockl_get_local_id(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !147 hidden i64 @__ockl_get_group_id(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !148 hidden i64 @__ockl_get_local_size(i32 noundef) local_unnamed_addr #6

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wave.hip", directory: ".", checksumkind: CSK_MD5, checksum: "69c195c70a15adf9bc9765fcaed19387")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "wave_sum", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 279, type: !10, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!15 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 9, column: 12, scope: !9)
!18 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 263, type: !10, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 16, scope: !9)
!23 = !DILocation(line: 10, column: 27, scope: !9)
!24 = !DILocation(line: 10, column: 33, scope: !9)
!25 = !DILocation(line: 10, column: 13, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 359, column: 54, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__shfl_xor", scope: !32, file: !32, line: 358, type: !10, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_warp_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "d1e05fbe6105deb80ea2d696b47e17e5")
!33 = distinct !DILocation(line: 12, column: 10, scope: !9)
!34 = !DILocation(line: 345, column: 21, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__shfl_xor", scope: !32, file: !32, line: 343, type: !10, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 360, column: 13, scope: !31, inlinedAt: !33)
!37 = !DILocation(line: 346, column: 19, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 346, column: 13, scope: !35, inlinedAt: !36)
!39 = !DILocation(line: 347, column: 46, scope: !35, inlinedAt: !36)
!40 = !DILocation(line: 347, column: 12, scope: !35, inlinedAt: !36)
!41 = !DILocation(line: 361, column: 16, scope: !31, inlinedAt: !33)
!42 = !DILocation(line: 12, column: 7, scope: !9)
!43 = !DILocation(line: 13, column: 9, scope: !9)
!44 = !DILocation(line: 13, column: 20, scope: !9)
!45 = !DILocation(line: 13, column: 7, scope: !9)
!46 = !DILocation(line: 14, column: 27, scope: !9)
!47 = !DILocation(line: 14, column: 5, scope: !9)
!48 = !DILocation(line: 890, column: 9, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "__work_group_barrier", scope: !50, file: !50, line: 887, type: !10, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!51 = distinct !DILocation(line: 902, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__barrier", scope: !50, file: !50, line: 900, type: !10, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 910, column: 3, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__syncthreads", scope: !50, file: !50, line: 908, type: !10, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 15, column: 3, scope: !9)
!56 = !DILocation(line: 891, column: 9, scope: !49, inlinedAt: !51)
!57 = !DILocation(line: 892, column: 9, scope: !49, inlinedAt: !51)
!58 = !DILocation(line: 16, column: 9, scope: !9)
!59 = !DILocation(line: 16, column: 7, scope: !9)
!60 = !DILocation(line: 19, column: 12, scope: !9)
!61 = !DILocation(line: 19, column: 9, scope: !9)
!62 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !63)
!63 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !64)
!64 = distinct !DILocation(line: 20, column: 9, scope: !9)
!65 = !DILocation(line: 20, column: 5, scope: !9)
!66 = !DILocation(line: 20, column: 21, scope: !9)
!67 = !DILocation(line: 21, column: 3, scope: !9)
!68 = !DILocation(line: 22, column: 1, scope: !9)
!69 = distinct !DISubprogram(name: "own_slot", scope: !1, file: !1, line: 26, type: !10, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !72)
!72 = distinct !DILocation(line: 29, column: 12, scope: !69)
!73 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !75)
!75 = distinct !DILocation(line: 30, column: 12, scope: !69)
!76 = !DILocation(line: 268, column: 12, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "operator()", scope: !14, file: !14, line: 267, type: !10, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = distinct !DILocation(line: 299, column: 64, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "operator unsigned int", scope: !14, file: !14, line: 299, type: !10, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = distinct !DILocation(line: 30, column: 25, scope: !69)
!81 = !DILocation(line: 30, column: 23, scope: !69)
!82 = !DILocation(line: 30, column: 36, scope: !69)
!83 = !DILocation(line: 31, column: 10, scope: !69)
!84 = !DILocation(line: 31, column: 16, scope: !69)
!85 = !DILocation(line: 31, column: 3, scope: !69)
!86 = !DILocation(line: 31, column: 8, scope: !69)
!87 = !DILocation(line: 890, column: 9, scope: !49, inlinedAt: !88)
!88 = distinct !DILocation(line: 902, column: 3, scope: !52, inlinedAt: !89)
!89 = distinct !DILocation(line: 910, column: 3, scope: !54, inlinedAt: !90)
!90 = distinct !DILocation(line: 32, column: 3, scope: !69)
!91 = !DILocation(line: 891, column: 9, scope: !49, inlinedAt: !88)
!92 = !DILocation(line: 892, column: 9, scope: !49, inlinedAt: !88)
!93 = !DILocation(line: 33, column: 12, scope: !69)
!94 = !DILocation(line: 33, column: 17, scope: !69)
!95 = !DILocation(line: 33, column: 3, scope: !69)
!96 = !DILocation(line: 33, column: 10, scope: !69)
!97 = !DILocation(line: 34, column: 1, scope: !69)
!98 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 38, type: !10, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!99 = !DILocation(line: 280, column: 12, scope: !13, inlinedAt: !100)
!100 = distinct !DILocation(line: 299, column: 64, scope: !16, inlinedAt: !101)
!101 = distinct !DILocation(line: 40, column: 12, scope: !98)
!102 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !103)
!103 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !104)
!104 = distinct !DILocation(line: 41, column: 12, scope: !98)
!105 = !DILocation(line: 268, column: 12, scope: !77, inlinedAt: !106)
!106 = distinct !DILocation(line: 299, column: 64, scope: !79, inlinedAt: !107)
!107 = distinct !DILocation(line: 41, column: 25, scope: !98)
!108 = !DILocation(line: 41, column: 23, scope: !98)
!109 = !DILocation(line: 41, column: 36, scope: !98)
!110 = !DILocation(line: 42, column: 10, scope: !98)
!111 = !DILocation(line: 42, column: 3, scope: !98)
!112 = !DILocation(line: 42, column: 8, scope: !98)
!113 = !DILocation(line: 890, column: 9, scope: !49, inlinedAt: !114)
!114 = distinct !DILocation(line: 902, column: 3, scope: !52, inlinedAt: !115)
!115 = distinct !DILocation(line: 910, column: 3, scope: !54, inlinedAt: !116)
!116 = distinct !DILocation(line: 43, column: 3, scope: !98)
!117 = !DILocation(line: 891, column: 9, scope: !49, inlinedAt: !114)
!118 = !DILocation(line: 892, column: 9, scope: !49, inlinedAt: !114)
!119 = !DILocation(line: 44, column: 30, scope: !98)
!120 = !DILocation(line: 44, column: 13, scope: !98)
!121 = !DILocation(line: 44, column: 35, scope: !98)
!122 = !DILocation(line: 44, column: 11, scope: !98)
!123 = !DILocation(line: 890, column: 9, scope: !49, inlinedAt: !124)
!124 = distinct !DILocation(line: 902, column: 3, scope: !52, inlinedAt: !125)
!125 = distinct !DILocation(line: 910, column: 3, scope: !54, inlinedAt: !126)
!126 = distinct !DILocation(line: 45, column: 3, scope: !98)
!127 = !DILocation(line: 891, column: 9, scope: !49, inlinedAt: !124)
!128 = !DILocation(line: 892, column: 9, scope: !49, inlinedAt: !124)
!129 = !DILocation(line: 46, column: 9, scope: !98)
!130 = !DILocation(line: 46, column: 7, scope: !98)
!131 = !DILocation(line: 794, column: 3, scope: !132, inlinedAt: !133)
!132 = distinct !DISubprogram(name: "__threadfence", scope: !50, file: !50, line: 792, type: !10, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = distinct !DILocation(line: 47, column: 5, scope: !98)
!134 = !DILocation(line: 263, column: 69, scope: !19, inlinedAt: !135)
!135 = distinct !DILocation(line: 299, column: 64, scope: !21, inlinedAt: !136)
!136 = distinct !DILocation(line: 48, column: 22, scope: !98)
!137 = !DILocation(line: 48, column: 17, scope: !98)
!138 = !DILocation(line: 311, column: 10, scope: !139, inlinedAt: !141)
!139 = distinct !DISubprogram(name: "atomicExch", scope: !140, file: !140, line: 310, type: !10, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!140 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!141 = distinct !DILocation(line: 48, column: 5, scope: !98)
!142 = !DILocation(line: 49, column: 3, scope: !98)
!143 = !DILocation(line: 50, column: 1, scope: !98)
!144 = !DISubprogram(name: "__atomic_work_item_fence", scope: !145, file: !145, line: 124, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/hip/amd_detail/device_library_decls.h", directory: "", checksumkind: CSK_MD5, checksum: "6c1412b3e40f35ff89c6e0247fe5cc47")
!146 = !DISubprogram(name: "__ockl_get_local_id", scope: !14, file: !14, line: 257, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubprogram(name: "__ockl_get_group_id", scope: !14, file: !14, line: 258, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubprogram(name: "__ockl_get_local_size", scope: !14, file: !14, line: 259, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
