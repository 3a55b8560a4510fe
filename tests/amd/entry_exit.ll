; ModuleID = 'entry_exit.hip'
source_filename = "entry_exit.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ16barrier_at_entryE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ19barrier_before_exitE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_3d3beb8b60d8130f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_3d3beb8b60d8130f to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @barrier_at_entry(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !23
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !24, !range !30
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !36
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !36
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !36, !tbaa !41
  %8 = zext i16 %7 to i32, !dbg !36
  %9 = mul i32 %4, %8, !dbg !45
  %10 = add i32 %9, %3, !dbg !46
  %11 = zext i32 %10 to i64, !dbg !47
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !47
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !47, !tbaa !48
  %14 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ16barrier_at_entryE1s, i32 0, i32 %3, !dbg !52
  store float %13, ptr addrspace(3) %14, align 4, !dbg !53, !tbaa !48
  fence syncscope("workgroup") release, !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  fence syncscope("workgroup") acquire, !dbg !59
  %15 = xor i32 %3, -1, !dbg !60
  %16 = add nsw i32 %8, %15, !dbg !60
  %17 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ16barrier_at_entryE1s, i32 0, i32 %16, !dbg !61
  %18 = load float, ptr addrspace(3) %17, align 4, !dbg !61, !tbaa !48
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !62
  store float %18, ptr addrspace(1) %19, align 4, !dbg !63, !tbaa !48
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @barrier_before_exit(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !65 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !66, !range !30
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !69
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !72
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !72
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !72, !tbaa !41
  %8 = zext i16 %7 to i32, !dbg !72
  %9 = mul i32 %4, %8, !dbg !75
  %10 = add i32 %9, %3, !dbg !76
  %11 = zext i32 %10 to i64, !dbg !77
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !77
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !77, !tbaa !48
  %14 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ19barrier_before_exitE1s, i32 0, i32 %3, !dbg !78
  store float %13, ptr addrspace(3) %14, align 4, !dbg !79, !tbaa !48
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !84
  fence syncscope("workgroup") acquire, !dbg !85
  %15 = xor i32 %3, -1, !dbg !86
  %16 = add nsw i32 %8, %15, !dbg !86
  %17 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ19barrier_before_exitE1s, i32 0, i32 %16, !dbg !87
  %18 = load float, ptr addrspace(3) %17, align 4, !dbg !87, !tbaa !48
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !88
  store float %18, ptr addrspace(1) %19, align 4, !dbg !89, !tbaa !48
  fence syncscope("workgroup") release, !dbg !90
  tail call void @llvm.amdgcn.s.barrier(), !dbg !94
  fence syncscope("workgroup") acquire, !dbg !95
  ret void, !dbg !96
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
!1 = !DIFile(filename: "entry_exit.hip", directory: ".", checksumkind: CSK_MD5, checksum: "566e89335f2b244bed43230788f65e7c")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "barrier_at_entry", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 890, column: 9, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__work_group_barrier", scope: !16, file: !16, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!17 = distinct !DILocation(line: 902, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__barrier", scope: !16, file: !16, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 910, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__syncthreads", scope: !16, file: !16, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 6, column: 3, scope: !11)
!22 = !DILocation(line: 891, column: 9, scope: !15, inlinedAt: !17)
!23 = !DILocation(line: 892, column: 9, scope: !15, inlinedAt: !17)
!24 = !DILocation(line: 280, column: 12, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "operator()", scope: !26, file: !26, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!27 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator unsigned int", scope: !26, file: !26, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 8, column: 12, scope: !11)
!30 = !{i32 0, i32 1024}
!31 = !DILocation(line: 263, column: 69, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "operator()", scope: !26, file: !26, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 299, column: 64, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "operator unsigned int", scope: !26, file: !26, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 9, column: 13, scope: !11)
!36 = !DILocation(line: 268, column: 12, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "operator()", scope: !26, file: !26, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 299, column: 64, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "operator unsigned int", scope: !26, file: !26, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 9, column: 26, scope: !11)
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 9, column: 24, scope: !11)
!46 = !DILocation(line: 9, column: 37, scope: !11)
!47 = !DILocation(line: 9, column: 10, scope: !11)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C++ TBAA"}
!52 = !DILocation(line: 9, column: 3, scope: !11)
!53 = !DILocation(line: 9, column: 8, scope: !11)
!54 = !DILocation(line: 890, column: 9, scope: !15, inlinedAt: !55)
!55 = distinct !DILocation(line: 902, column: 3, scope: !18, inlinedAt: !56)
!56 = distinct !DILocation(line: 910, column: 3, scope: !20, inlinedAt: !57)
!57 = distinct !DILocation(line: 10, column: 3, scope: !11)
!58 = !DILocation(line: 891, column: 9, scope: !15, inlinedAt: !55)
!59 = !DILocation(line: 892, column: 9, scope: !15, inlinedAt: !55)
!60 = !DILocation(line: 11, column: 55, scope: !11)
!61 = !DILocation(line: 11, column: 38, scope: !11)
!62 = !DILocation(line: 11, column: 3, scope: !11)
!63 = !DILocation(line: 11, column: 36, scope: !11)
!64 = !DILocation(line: 12, column: 1, scope: !11)
!65 = distinct !DISubprogram(name: "barrier_before_exit", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 280, column: 12, scope: !25, inlinedAt: !67)
!67 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !68)
!68 = distinct !DILocation(line: 16, column: 12, scope: !65)
!69 = !DILocation(line: 263, column: 69, scope: !32, inlinedAt: !70)
!70 = distinct !DILocation(line: 299, column: 64, scope: !34, inlinedAt: !71)
!71 = distinct !DILocation(line: 17, column: 13, scope: !65)
!72 = !DILocation(line: 268, column: 12, scope: !37, inlinedAt: !73)
!73 = distinct !DILocation(line: 299, column: 64, scope: !39, inlinedAt: !74)
!74 = distinct !DILocation(line: 17, column: 26, scope: !65)
!75 = !DILocation(line: 17, column: 24, scope: !65)
!76 = !DILocation(line: 17, column: 37, scope: !65)
!77 = !DILocation(line: 17, column: 10, scope: !65)
!78 = !DILocation(line: 17, column: 3, scope: !65)
!79 = !DILocation(line: 17, column: 8, scope: !65)
!80 = !DILocation(line: 890, column: 9, scope: !15, inlinedAt: !81)
!81 = distinct !DILocation(line: 902, column: 3, scope: !18, inlinedAt: !82)
!82 = distinct !DILocation(line: 910, column: 3, scope: !20, inlinedAt: !83)
!83 = distinct !DILocation(line: 18, column: 3, scope: !65)
!84 = !DILocation(line: 891, column: 9, scope: !15, inlinedAt: !81)
!85 = !DILocation(line: 892, column: 9, scope: !15, inlinedAt: !81)
!86 = !DILocation(line: 19, column: 55, scope: !65)
!87 = !DILocation(line: 19, column: 38, scope: !65)
!88 = !DILocation(line: 19, column: 3, scope: !65)
!89 = !DILocation(line: 19, column: 36, scope: !65)
!90 = !DILocation(line: 890, column: 9, scope: !15, inlinedAt: !91)
!91 = distinct !DILocation(line: 902, column: 3, scope: !18, inlinedAt: !92)
!92 = distinct !DILocation(line: 910, column: 3, scope: !20, inlinedAt: !93)
!93 = distinct !DILocation(line: 20, column: 3, scope: !65)
!94 = !DILocation(line: 891, column: 9, scope: !15, inlinedAt: !91)
!95 = !DILocation(line: 892, column: 9, scope: !15, inlinedAt: !91)
!96 = !DILocation(line: 21, column: 1, scope: !65)
