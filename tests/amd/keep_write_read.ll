; ModuleID = 'keep_write_read.hip'
source_filename = "keep_write_read.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10shift_leftE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@_ZZ20overwrite_after_readE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_cec917b7e20a486 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_cec917b7e20a486 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @shift_left(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !26
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !26, !tbaa !31
  %8 = zext i16 %7 to i32, !dbg !26
  %9 = mul i32 %4, %8, !dbg !35
  %10 = add i32 %9, %3, !dbg !36
  %11 = zext i32 %10 to i64, !dbg !37
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !37
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !37, !tbaa !38
  %14 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ10shift_leftE1s, i32 0, i32 %3, !dbg !42
  store i32 %13, ptr addrspace(3) %14, align 4, !dbg !43, !tbaa !38
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !53
  %15 = add nuw nsw i32 %3, 1, !dbg !54
  %16 = icmp ult i32 %15, %8, !dbg !55
  br i1 %16, label %17, label %20, !dbg !56

17:                                               ; preds = %2
  %18 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ10shift_leftE1s, i32 0, i32 %15
  %19 = load i32, ptr addrspace(3) %18, align 4, !dbg !57, !tbaa !38
  br label %20, !dbg !56

20:                                               ; preds = %2, %17
  %21 = phi i32 [ %19, %17 ], [ 0, %2 ], !dbg !56
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11, !dbg !58
  store i32 %21, ptr addrspace(1) %22, align 4, !dbg !59, !tbaa !38
  ret void, !dbg !60
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @overwrite_after_read(ptr addrspace(1) nocapture noundef %0) local_unnamed_addr #0 !dbg !61 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !62, !range !20
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !68
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !68
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !68, !tbaa !31
  %7 = zext i16 %6 to i32, !dbg !68
  %8 = mul i32 %3, %7, !dbg !71
  %9 = add i32 %8, %2, !dbg !72
  %10 = zext i32 %9 to i64, !dbg !73
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10, !dbg !73
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !73, !tbaa !38
  %13 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %2, !dbg !74
  store i32 %12, ptr addrspace(3) %13, align 4, !dbg !75, !tbaa !38
  fence syncscope("workgroup") release, !dbg !76
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !81
  %14 = trunc nuw nsw i32 %2 to i16, !dbg !82
  %15 = add nuw nsw i16 %14, 1, !dbg !82
  %16 = urem i16 %15, %6, !dbg !82
  %17 = zext nneg i16 %16 to i32, !dbg !83
  %18 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %17, !dbg !83
  %19 = load i32, ptr addrspace(3) %18, align 4, !dbg !83, !tbaa !38
  fence syncscope("workgroup") release, !dbg !84
  tail call void @llvm.amdgcn.s.barrier(), !dbg !88
  fence syncscope("workgroup") acquire, !dbg !89
  %20 = shl nsw i32 %19, 1, !dbg !90
  store i32 %20, ptr addrspace(3) %13, align 4, !dbg !91, !tbaa !38
  fence syncscope("workgroup") release, !dbg !92
  tail call void @llvm.amdgcn.s.barrier(), !dbg !96
  fence syncscope("workgroup") acquire, !dbg !97
  %21 = add nuw nsw i16 %14, 2, !dbg !98
  %22 = urem i16 %21, %6, !dbg !98
  %23 = zext nneg i16 %22 to i32, !dbg !99
  %24 = getelementptr inbounds [1024 x i32], ptr addrspace(3) @_ZZ20overwrite_after_readE1s, i32 0, i32 %23, !dbg !99
  %25 = load i32, ptr addrspace(3) %24, align 4, !dbg !99, !tbaa !38
  store i32 %25, ptr addrspace(1) %11, align 4, !dbg !100, !tbaa !38
  ret void, !dbg !101
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "keep_write_read.hip", directory: ".", checksumkind: CSK_MD5, checksum: "064fe76e164b4331045ef86304416182")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!37 = !DILocation(line: 8, column: 10, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 8, column: 3, scope: !11)
!43 = !DILocation(line: 8, column: 8, scope: !11)
!44 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__work_group_barrier", scope: !46, file: !46, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!47 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__barrier", scope: !46, file: !46, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__syncthreads", scope: !46, file: !46, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 9, column: 3, scope: !11)
!52 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !47)
!53 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !47)
!54 = !DILocation(line: 10, column: 15, scope: !11)
!55 = !DILocation(line: 10, column: 19, scope: !11)
!56 = !DILocation(line: 10, column: 12, scope: !11)
!57 = !DILocation(line: 10, column: 35, scope: !11)
!58 = !DILocation(line: 10, column: 3, scope: !11)
!59 = !DILocation(line: 10, column: 10, scope: !11)
!60 = !DILocation(line: 11, column: 1, scope: !11)
!61 = distinct !DISubprogram(name: "overwrite_after_read", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !63)
!63 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !64)
!64 = distinct !DILocation(line: 16, column: 12, scope: !61)
!65 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !67)
!67 = distinct !DILocation(line: 17, column: 12, scope: !61)
!68 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !69)
!69 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !70)
!70 = distinct !DILocation(line: 17, column: 25, scope: !61)
!71 = !DILocation(line: 17, column: 23, scope: !61)
!72 = !DILocation(line: 17, column: 36, scope: !61)
!73 = !DILocation(line: 18, column: 10, scope: !61)
!74 = !DILocation(line: 18, column: 3, scope: !61)
!75 = !DILocation(line: 18, column: 8, scope: !61)
!76 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !77)
!77 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !78)
!78 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !79)
!79 = distinct !DILocation(line: 19, column: 3, scope: !61)
!80 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !77)
!81 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !77)
!82 = !DILocation(line: 20, column: 21, scope: !61)
!83 = !DILocation(line: 20, column: 11, scope: !61)
!84 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !85)
!85 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !86)
!86 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !87)
!87 = distinct !DILocation(line: 21, column: 3, scope: !61)
!88 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !85)
!89 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !85)
!90 = !DILocation(line: 22, column: 12, scope: !61)
!91 = !DILocation(line: 22, column: 8, scope: !61)
!92 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !93)
!93 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !94)
!94 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !95)
!95 = distinct !DILocation(line: 23, column: 3, scope: !61)
!96 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !93)
!97 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !93)
!98 = !DILocation(line: 24, column: 23, scope: !61)
!99 = !DILocation(line: 24, column: 13, scope: !61)
!100 = !DILocation(line: 24, column: 11, scope: !61)
!101 = !DILocation(line: 25, column: 1, scope: !61)
