; ModuleID = 'pingpong.hip'
source_filename = "pingpong.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ13jacobi_halvesPfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ7rotate3PfiE3buf = internal unnamed_addr addrspace(3) global [3 x [256 x float]] undef, align 16
@_ZZ14jacobi_halves2PfiE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 16
@_ZZ11jacobi_swapPfiE1a = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ11jacobi_swapPfiE1b = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_2bef8ba121363ccd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_2bef8ba121363ccd to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13jacobi_halvesPfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %5 = shl i32 %4, 8, !dbg !26
  %6 = add i32 %5, %3, !dbg !27
  %7 = zext i32 %6 to i64, !dbg !28
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !28
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !28, !tbaa !29
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %3, !dbg !33
  store float %9, ptr addrspace(3) %10, align 4, !dbg !34, !tbaa !29
  fence syncscope("workgroup") release, !dbg !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !44
  %11 = icmp sgt i32 %1, 0, !dbg !45
  br i1 %11, label %12, label %17, !dbg !46

12:                                               ; preds = %2
  %13 = add nuw nsw i32 %3, 255
  %14 = and i32 %13, 255
  %15 = add nuw nsw i32 %3, 1
  %16 = and i32 %15, 255
  br label %21, !dbg !46

17:                                               ; preds = %21, %2
  %18 = and i32 %1, 1, !dbg !47
  %19 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %18, i32 %3, !dbg !48
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !48, !tbaa !29
  store float %20, ptr addrspace(1) %8, align 4, !dbg !49, !tbaa !29
  ret void, !dbg !50

21:                                               ; preds = %12, %21
  %22 = phi i32 [ 0, %12 ], [ %32, %21 ]
  %23 = and i32 %22, 1, !dbg !51
  %24 = xor i32 %23, 1, !dbg !52
  %25 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %23, i32 %14, !dbg !53
  %26 = load float, ptr addrspace(3) %25, align 4, !dbg !53, !tbaa !29
  %27 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %23, i32 %16, !dbg !54
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !54, !tbaa !29
  %29 = fadd contract float %26, %28, !dbg !55
  %30 = fmul contract float %29, 5.000000e-01, !dbg !56
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ13jacobi_halvesPfiE3buf, i32 0, i32 %24, i32 %3, !dbg !57
  store float %30, ptr addrspace(3) %31, align 4, !dbg !58, !tbaa !29
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !64
  %32 = add nuw nsw i32 %22, 1, !dbg !65
  %33 = icmp eq i32 %32, %1, !dbg !45
  br i1 %33, label %17, label %21, !dbg !46, !llvm.loop !66
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z7rotate3Pfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !69 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !70, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !73
  %5 = shl i32 %4, 8, !dbg !76
  %6 = add i32 %5, %3, !dbg !77
  %7 = zext i32 %6 to i64, !dbg !78
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !78
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !78, !tbaa !29
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %3, !dbg !79
  store float %9, ptr addrspace(3) %10, align 4, !dbg !80, !tbaa !29
  %11 = getelementptr inbounds [256 x float], ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 1024), i32 0, i32 %3, !dbg !81
  store float %9, ptr addrspace(3) %11, align 4, !dbg !82, !tbaa !29
  fence syncscope("workgroup") release, !dbg !83
  tail call void @llvm.amdgcn.s.barrier(), !dbg !87
  fence syncscope("workgroup") acquire, !dbg !88
  %12 = icmp sgt i32 %1, 0, !dbg !89
  br i1 %12, label %13, label %18, !dbg !90

13:                                               ; preds = %2
  %14 = add nuw nsw i32 %3, 1
  %15 = and i32 %14, 255
  %16 = add nuw nsw i32 %3, 255
  %17 = and i32 %16, 255
  br label %23, !dbg !90

18:                                               ; preds = %23, %2
  %19 = add nsw i32 %1, 1, !dbg !91
  %20 = srem i32 %19, 3, !dbg !92
  %21 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %20, i32 %3, !dbg !93
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !93, !tbaa !29
  store float %22, ptr addrspace(1) %8, align 4, !dbg !94, !tbaa !29
  ret void, !dbg !95

23:                                               ; preds = %13, %23
  %24 = phi i32 [ 0, %13 ], [ %28, %23 ]
  %25 = add nuw nsw i32 %24, 2, !dbg !96
  %26 = urem i32 %25, 3, !dbg !97
  %27 = urem i32 %24, 3, !dbg !98
  %28 = add nuw nsw i32 %24, 1, !dbg !99
  %29 = urem i32 %28, 3, !dbg !100
  %30 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %27, i32 %15, !dbg !101
  %31 = load float, ptr addrspace(3) %30, align 4, !dbg !101, !tbaa !29
  %32 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %29, i32 %17, !dbg !102
  %33 = load float, ptr addrspace(3) %32, align 4, !dbg !102, !tbaa !29
  %34 = fadd contract float %31, %33, !dbg !103
  %35 = getelementptr inbounds [3 x [256 x float]], ptr addrspace(3) @_ZZ7rotate3PfiE3buf, i32 0, i32 %26, i32 %3, !dbg !104
  store float %34, ptr addrspace(3) %35, align 4, !dbg !105, !tbaa !29
  fence syncscope("workgroup") release, !dbg !106
  tail call void @llvm.amdgcn.s.barrier(), !dbg !110
  fence syncscope("workgroup") acquire, !dbg !111
  %36 = icmp eq i32 %28, %1, !dbg !89
  br i1 %36, label %18, label %23, !dbg !90, !llvm.loop !112
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14jacobi_halves2Pfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !114 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !115, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !118
  %5 = shl i32 %4, 8, !dbg !121
  %6 = add i32 %5, %3, !dbg !122
  %7 = zext i32 %6 to i64, !dbg !123
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !123
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !123, !tbaa !29
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %3, !dbg !124
  store float %9, ptr addrspace(3) %10, align 4, !dbg !125, !tbaa !29
  fence syncscope("workgroup") release, !dbg !126
  tail call void @llvm.amdgcn.s.barrier(), !dbg !130
  fence syncscope("workgroup") acquire, !dbg !131
  %11 = icmp sgt i32 %1, 0, !dbg !132
  br i1 %11, label %12, label %17, !dbg !133

12:                                               ; preds = %2
  %13 = add nuw nsw i32 %3, 255
  %14 = and i32 %13, 255
  %15 = add nuw nsw i32 %3, 1
  %16 = and i32 %15, 255
  br label %21, !dbg !133

17:                                               ; preds = %21, %2
  %18 = and i32 %1, 1, !dbg !134
  %19 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %18, i32 %3, !dbg !135
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !135, !tbaa !29
  store float %20, ptr addrspace(1) %8, align 4, !dbg !136, !tbaa !29
  ret void, !dbg !137

21:                                               ; preds = %12, %21
  %22 = phi i32 [ 0, %12 ], [ %32, %21 ]
  %23 = and i32 %22, 1, !dbg !138
  %24 = xor i32 %23, 1, !dbg !139
  %25 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %23, i32 %14, !dbg !140
  %26 = load float, ptr addrspace(3) %25, align 4, !dbg !140, !tbaa !29
  %27 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %23, i32 %16, !dbg !141
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !141, !tbaa !29
  %29 = fadd contract float %26, %28, !dbg !142
  %30 = fmul contract float %29, 5.000000e-01, !dbg !143
  fence syncscope("workgroup") release, !dbg !144
  tail call void @llvm.amdgcn.s.barrier(), !dbg !148
  fence syncscope("workgroup") acquire, !dbg !149
  %31 = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @_ZZ14jacobi_halves2PfiE3buf, i32 0, i32 %24, i32 %3, !dbg !150
  store float %30, ptr addrspace(3) %31, align 4, !dbg !151, !tbaa !29
  fence syncscope("workgroup") release, !dbg !152
  tail call void @llvm.amdgcn.s.barrier(), !dbg !156
  fence syncscope("workgroup") acquire, !dbg !157
  %32 = add nuw nsw i32 %22, 1, !dbg !158
  %33 = icmp eq i32 %32, %1, !dbg !132
  br i1 %33, label %17, label %21, !dbg !133, !llvm.loop !159
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11jacobi_swapPfi(ptr addrspace(1) noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !161 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !162, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !165
  %5 = shl i32 %4, 8, !dbg !168
  %6 = add i32 %5, %3, !dbg !169
  %7 = zext i32 %6 to i64, !dbg !170
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !170
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !170, !tbaa !29
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ11jacobi_swapPfiE1a, i32 0, i32 %3, !dbg !171
  store float %9, ptr addrspace(3) %10, align 4, !dbg !172, !tbaa !29
  fence syncscope("workgroup") release, !dbg !173
  tail call void @llvm.amdgcn.s.barrier(), !dbg !177
  fence syncscope("workgroup") acquire, !dbg !178
  %11 = icmp sgt i32 %1, 0, !dbg !179
  br i1 %11, label %12, label %17, !dbg !180

12:                                               ; preds = %2
  %13 = add nuw nsw i32 %3, 255
  %14 = and i32 %13, 255
  %15 = add nuw nsw i32 %3, 1
  %16 = and i32 %15, 255
  br label %21, !dbg !180

17:                                               ; preds = %21, %2
  %18 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1a, %2 ], [ %23, %21 ], !dbg !181
  %19 = getelementptr inbounds float, ptr addrspace(3) %18, i32 %3, !dbg !182
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !182, !tbaa !29
  store float %20, ptr addrspace(1) %8, align 4, !dbg !183, !tbaa !29
  ret void, !dbg !184

21:                                               ; preds = %12, %21
  %22 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1a, %12 ], [ %23, %21 ]
  %23 = phi ptr addrspace(3) [ @_ZZ11jacobi_swapPfiE1b, %12 ], [ %22, %21 ]
  %24 = phi i32 [ 0, %12 ], [ %32, %21 ]
  %25 = getelementptr inbounds float, ptr addrspace(3) %22, i32 %14, !dbg !185
  %26 = load float, ptr addrspace(3) %25, align 4, !dbg !185, !tbaa !29
  %27 = getelementptr inbounds float, ptr addrspace(3) %22, i32 %16, !dbg !186
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !186, !tbaa !29
  %29 = fadd contract float %26, %28, !dbg !187
  %30 = fmul contract float %29, 5.000000e-01, !dbg !188
  fence syncscope("workgroup") release, !dbg !189
  tail call void @llvm.amdgcn.s.barrier(), !dbg !193
  fence syncscope("workgroup") acquire, !dbg !194
  %31 = getelementptr inbounds float, ptr addrspace(3) %23, i32 %3, !dbg !195
  store float %30, ptr addrspace(3) %31, align 4, !dbg !196, !tbaa !29
  fence syncscope("workgroup") release, !dbg !197
  tail call void @llvm.amdgcn.s.barrier(), !dbg !201
  fence syncscope("workgroup") acquire, !dbg !202
  %32 = add nuw nsw i32 %24, 1, !dbg !203
  %33 = icmp eq i32 %32, %1, !dbg !179
  br i1 %33, label %17, label %21, !dbg !180, !llvm.loop !204
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pingpong.hip", directory: ".", checksumkind: CSK_MD5, checksum: "7b1bd46e22b048f2b44f800c2397f78d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "jacobi_halves", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 12, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 13, column: 17, scope: !11)
!26 = !DILocation(line: 13, column: 28, scope: !11)
!27 = !DILocation(line: 13, column: 32, scope: !11)
!28 = !DILocation(line: 13, column: 15, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 3, scope: !11)
!34 = !DILocation(line: 13, column: 13, scope: !11)
!35 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__work_group_barrier", scope: !37, file: !37, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!38 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__barrier", scope: !37, file: !37, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__syncthreads", scope: !37, file: !37, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 14, column: 3, scope: !11)
!43 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !38)
!44 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !38)
!45 = !DILocation(line: 15, column: 21, scope: !11)
!46 = !DILocation(line: 15, column: 3, scope: !11)
!47 = !DILocation(line: 21, column: 37, scope: !11)
!48 = !DILocation(line: 21, column: 27, scope: !11)
!49 = !DILocation(line: 21, column: 25, scope: !11)
!50 = !DILocation(line: 22, column: 1, scope: !11)
!51 = !DILocation(line: 16, column: 17, scope: !11)
!52 = !DILocation(line: 16, column: 32, scope: !11)
!53 = !DILocation(line: 17, column: 15, scope: !11)
!54 = !DILocation(line: 17, column: 46, scope: !11)
!55 = !DILocation(line: 18, column: 29, scope: !11)
!56 = !DILocation(line: 18, column: 24, scope: !11)
!57 = !DILocation(line: 18, column: 5, scope: !11)
!58 = !DILocation(line: 18, column: 17, scope: !11)
!59 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !60)
!60 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !61)
!61 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !62)
!62 = distinct !DILocation(line: 19, column: 5, scope: !11)
!63 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !60)
!64 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !60)
!65 = !DILocation(line: 15, column: 30, scope: !11)
!66 = distinct !{!66, !46, !67, !68}
!67 = !DILocation(line: 20, column: 3, scope: !11)
!68 = !{!"llvm.loop.mustprogress"}
!69 = distinct !DISubprogram(name: "rotate3", scope: !1, file: !1, line: 26, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !72)
!72 = distinct !DILocation(line: 28, column: 11, scope: !69)
!73 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !75)
!75 = distinct !DILocation(line: 29, column: 17, scope: !69)
!76 = !DILocation(line: 29, column: 28, scope: !69)
!77 = !DILocation(line: 29, column: 32, scope: !69)
!78 = !DILocation(line: 29, column: 15, scope: !69)
!79 = !DILocation(line: 29, column: 3, scope: !69)
!80 = !DILocation(line: 29, column: 13, scope: !69)
!81 = !DILocation(line: 30, column: 3, scope: !69)
!82 = !DILocation(line: 30, column: 13, scope: !69)
!83 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !84)
!84 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !85)
!85 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !86)
!86 = distinct !DILocation(line: 31, column: 3, scope: !69)
!87 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !84)
!88 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !84)
!89 = !DILocation(line: 32, column: 21, scope: !69)
!90 = !DILocation(line: 32, column: 3, scope: !69)
!91 = !DILocation(line: 37, column: 38, scope: !69)
!92 = !DILocation(line: 37, column: 43, scope: !69)
!93 = !DILocation(line: 37, column: 27, scope: !69)
!94 = !DILocation(line: 37, column: 25, scope: !69)
!95 = !DILocation(line: 38, column: 1, scope: !69)
!96 = !DILocation(line: 33, column: 16, scope: !69)
!97 = !DILocation(line: 33, column: 21, scope: !69)
!98 = !DILocation(line: 33, column: 32, scope: !69)
!99 = !DILocation(line: 33, column: 44, scope: !69)
!100 = !DILocation(line: 33, column: 49, scope: !69)
!101 = !DILocation(line: 34, column: 17, scope: !69)
!102 = !DILocation(line: 34, column: 39, scope: !69)
!103 = !DILocation(line: 34, column: 37, scope: !69)
!104 = !DILocation(line: 34, column: 5, scope: !69)
!105 = !DILocation(line: 34, column: 15, scope: !69)
!106 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !107)
!107 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !108)
!108 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !109)
!109 = distinct !DILocation(line: 35, column: 5, scope: !69)
!110 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !107)
!111 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !107)
!112 = distinct !{!112, !90, !113, !68}
!113 = !DILocation(line: 36, column: 3, scope: !69)
!114 = distinct !DISubprogram(name: "jacobi_halves2", scope: !1, file: !1, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !116)
!116 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !117)
!117 = distinct !DILocation(line: 46, column: 11, scope: !114)
!118 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !119)
!119 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !120)
!120 = distinct !DILocation(line: 47, column: 17, scope: !114)
!121 = !DILocation(line: 47, column: 28, scope: !114)
!122 = !DILocation(line: 47, column: 32, scope: !114)
!123 = !DILocation(line: 47, column: 15, scope: !114)
!124 = !DILocation(line: 47, column: 3, scope: !114)
!125 = !DILocation(line: 47, column: 13, scope: !114)
!126 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !127)
!127 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !128)
!128 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !129)
!129 = distinct !DILocation(line: 48, column: 3, scope: !114)
!130 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !127)
!131 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !127)
!132 = !DILocation(line: 49, column: 21, scope: !114)
!133 = !DILocation(line: 49, column: 3, scope: !114)
!134 = !DILocation(line: 56, column: 37, scope: !114)
!135 = !DILocation(line: 56, column: 27, scope: !114)
!136 = !DILocation(line: 56, column: 25, scope: !114)
!137 = !DILocation(line: 57, column: 1, scope: !114)
!138 = !DILocation(line: 50, column: 17, scope: !114)
!139 = !DILocation(line: 50, column: 32, scope: !114)
!140 = !DILocation(line: 51, column: 23, scope: !114)
!141 = !DILocation(line: 51, column: 51, scope: !114)
!142 = !DILocation(line: 51, column: 49, scope: !114)
!143 = !DILocation(line: 51, column: 20, scope: !114)
!144 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !145)
!145 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !146)
!146 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !147)
!147 = distinct !DILocation(line: 52, column: 5, scope: !114)
!148 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !145)
!149 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !145)
!150 = !DILocation(line: 53, column: 5, scope: !114)
!151 = !DILocation(line: 53, column: 17, scope: !114)
!152 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !153)
!153 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !154)
!154 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !155)
!155 = distinct !DILocation(line: 54, column: 5, scope: !114)
!156 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !153)
!157 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !153)
!158 = !DILocation(line: 49, column: 30, scope: !114)
!159 = distinct !{!159, !133, !160, !68}
!160 = !DILocation(line: 55, column: 3, scope: !114)
!161 = distinct !DISubprogram(name: "jacobi_swap", scope: !1, file: !1, line: 63, type: !12, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!162 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !163)
!163 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !164)
!164 = distinct !DILocation(line: 65, column: 11, scope: !161)
!165 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !166)
!166 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !167)
!167 = distinct !DILocation(line: 66, column: 12, scope: !161)
!168 = !DILocation(line: 66, column: 23, scope: !161)
!169 = !DILocation(line: 66, column: 27, scope: !161)
!170 = !DILocation(line: 66, column: 10, scope: !161)
!171 = !DILocation(line: 66, column: 3, scope: !161)
!172 = !DILocation(line: 66, column: 8, scope: !161)
!173 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !174)
!174 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !175)
!175 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !176)
!176 = distinct !DILocation(line: 67, column: 3, scope: !161)
!177 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !174)
!178 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !174)
!179 = !DILocation(line: 69, column: 21, scope: !161)
!180 = !DILocation(line: 69, column: 3, scope: !161)
!181 = !DILocation(line: 0, scope: !161)
!182 = !DILocation(line: 78, column: 27, scope: !161)
!183 = !DILocation(line: 78, column: 25, scope: !161)
!184 = !DILocation(line: 79, column: 1, scope: !161)
!185 = !DILocation(line: 70, column: 23, scope: !161)
!186 = !DILocation(line: 70, column: 46, scope: !161)
!187 = !DILocation(line: 70, column: 44, scope: !161)
!188 = !DILocation(line: 70, column: 20, scope: !161)
!189 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !190)
!190 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !191)
!191 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !192)
!192 = distinct !DILocation(line: 71, column: 5, scope: !161)
!193 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !190)
!194 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !190)
!195 = !DILocation(line: 72, column: 5, scope: !161)
!196 = !DILocation(line: 72, column: 12, scope: !161)
!197 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !198)
!198 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !199)
!199 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !200)
!200 = distinct !DILocation(line: 73, column: 5, scope: !161)
!201 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !198)
!202 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !198)
!203 = !DILocation(line: 69, column: 30, scope: !161)
!204 = distinct !{!204, !180, !205, !68}
!205 = !DILocation(line: 77, column: 3, scope: !161)
