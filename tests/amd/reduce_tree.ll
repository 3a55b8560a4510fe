; ModuleID = 'reduce_tree.hip'
source_filename = "reduce_tree.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@sdata = external hidden local_unnamed_addr addrspace(3) global [0 x float], align 4
@__hip_cuid_7e7a2c4814dfc678 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_7e7a2c4814dfc678 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12, !dbg !26
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !26, !tbaa !31
  %9 = zext i16 %8 to i32, !dbg !26
  %10 = mul i32 %5, %9, !dbg !35
  %11 = add i32 %10, %4, !dbg !36
  %12 = icmp ult i32 %11, %2, !dbg !37
  br i1 %12, label %13, label %17, !dbg !38

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !39, !tbaa !40
  br label %17, !dbg !38

17:                                               ; preds = %3, %13
  %18 = phi contract float [ %16, %13 ], [ 0.000000e+00, %3 ], !dbg !38
  %19 = getelementptr inbounds [0 x float], ptr addrspace(3) @sdata, i32 0, i32 %4, !dbg !44
  store float %18, ptr addrspace(3) %19, align 4, !dbg !45, !tbaa !40
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !55
  %20 = icmp ult i16 %8, 2, !dbg !56
  br i1 %20, label %21, label %23, !dbg !57

21:                                               ; preds = %33, %17
  fence syncscope("workgroup") release, !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !62
  fence syncscope("workgroup") acquire, !dbg !63
  %22 = icmp eq i32 %4, 0, !dbg !64
  br i1 %22, label %35, label %39, !dbg !65

23:                                               ; preds = %17, %33
  %24 = phi i32 [ %25, %33 ], [ %9, %17 ]
  %25 = lshr i32 %24, 1, !dbg !66
  %26 = icmp ult i32 %4, %25, !dbg !67
  br i1 %26, label %27, label %33, !dbg !68

27:                                               ; preds = %23
  %28 = add nuw nsw i32 %25, %4
  %29 = getelementptr inbounds [0 x float], ptr addrspace(3) @sdata, i32 0, i32 %28
  %30 = load float, ptr addrspace(3) %29, align 4, !dbg !69, !tbaa !40
  %31 = load float, ptr addrspace(3) %19, align 4, !dbg !70, !tbaa !40
  %32 = fadd contract float %30, %31, !dbg !70
  store float %32, ptr addrspace(3) %19, align 4, !dbg !70, !tbaa !40
  br label %33, !dbg !71

33:                                               ; preds = %27, %23
  fence syncscope("workgroup") release, !dbg !72
  tail call void @llvm.amdgcn.s.barrier(), !dbg !76
  fence syncscope("workgroup") acquire, !dbg !77
  %34 = icmp ult i32 %24, 4, !dbg !56
  br i1 %34, label %21, label %23, !dbg !57, !llvm.loop !78

35:                                               ; preds = %21
  %36 = zext i32 %5 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(3) @sdata, align 4, !dbg !81, !tbaa !40
  store float %38, ptr addrspace(1) %37, align 4, !dbg !82, !tbaa !40
  br label %39, !dbg !83

39:                                               ; preds = %35, %21
  ret void, !dbg !84
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce_tree.hip", directory: ".", checksumkind: CSK_MD5, checksum: "80c6b22de1d87a82ec46ae53b96d75e8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "reduce_sum", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 6, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 7, column: 12, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 7, column: 25, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 7, column: 23, scope: !11)
!36 = !DILocation(line: 7, column: 36, scope: !11)
!37 = !DILocation(line: 8, column: 17, scope: !11)
!38 = !DILocation(line: 8, column: 14, scope: !11)
!39 = !DILocation(line: 8, column: 24, scope: !11)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 8, column: 3, scope: !11)
!45 = !DILocation(line: 8, column: 12, scope: !11)
!46 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__work_group_barrier", scope: !48, file: !48, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!49 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__barrier", scope: !48, file: !48, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__syncthreads", scope: !48, file: !48, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 9, column: 3, scope: !11)
!54 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !49)
!55 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !49)
!56 = !DILocation(line: 10, column: 35, scope: !11)
!57 = !DILocation(line: 10, column: 3, scope: !11)
!58 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !59)
!59 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !60)
!60 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !61)
!61 = distinct !DILocation(line: 15, column: 3, scope: !11)
!62 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !59)
!63 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !59)
!64 = !DILocation(line: 16, column: 9, scope: !11)
!65 = !DILocation(line: 16, column: 7, scope: !11)
!66 = !DILocation(line: 10, scope: !11)
!67 = !DILocation(line: 11, column: 11, scope: !11)
!68 = !DILocation(line: 11, column: 9, scope: !11)
!69 = !DILocation(line: 12, column: 19, scope: !11)
!70 = !DILocation(line: 12, column: 16, scope: !11)
!71 = !DILocation(line: 12, column: 7, scope: !11)
!72 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !73)
!73 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !74)
!74 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !75)
!75 = distinct !DILocation(line: 13, column: 5, scope: !11)
!76 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !73)
!77 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !73)
!78 = distinct !{!78, !57, !79, !80}
!79 = !DILocation(line: 14, column: 3, scope: !11)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 17, column: 23, scope: !11)
!82 = !DILocation(line: 17, column: 21, scope: !11)
!83 = !DILocation(line: 17, column: 5, scope: !11)
!84 = !DILocation(line: 18, column: 1, scope: !11)
