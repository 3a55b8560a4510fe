; ModuleID = 'async_copy_bounds.cu'
source_filename = "async_copy_bounds.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ9copy_tailPKfPfiiE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@_ZZ14copy_unorderedPKfPfE4tile = internal addrspace(3) global [128 x %struct.float4] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9copy_tailPKfPfii(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %6 = shl nuw nsw i32 %5, 2, !dbg !20
  %7 = zext nneg i32 %6 to i64, !dbg !21
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !21
  %9 = sext i32 %2 to i64, !dbg !22
  %10 = getelementptr inbounds float, ptr %8, i64 %9, !dbg !22
  %11 = zext nneg i32 %5 to i64, !dbg !23
  %12 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9copy_tailPKfPfiiE4tile to ptr), i64 0, i64 %11, !dbg !23
  %13 = icmp eq i32 %5, 127, !dbg !24
  %14 = select i1 %13, i32 %3, i32 0, !dbg !25
  switch i32 %14, label %83 [
    i32 0, label %15
    i32 1, label %19
    i32 2, label %23
    i32 3, label %27
    i32 4, label %31
    i32 5, label %35
    i32 6, label %39
    i32 7, label %43
    i32 8, label %47
    i32 9, label %51
    i32 10, label %55
    i32 11, label %59
    i32 12, label %63
    i32 13, label %67
    i32 14, label %71
    i32 15, label %75
    i32 16, label %79
  ], !dbg !26

15:                                               ; preds = %4
  %16 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !30
  %17 = ptrtoint ptr addrspace(3) %16 to i64, !dbg !43
  %18 = trunc i64 %17 to i32, !dbg !44
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %18, ptr %10, i32 16, i64 16) #3, !dbg !45, !srcloc !46
  br label %84, !dbg !47

19:                                               ; preds = %4
  %20 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !48
  %21 = ptrtoint ptr addrspace(3) %20 to i64, !dbg !57
  %22 = trunc i64 %21 to i32, !dbg !58
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %22, ptr %10, i32 16, i64 15) #3, !dbg !59, !srcloc !46
  br label %84, !dbg !60

23:                                               ; preds = %4
  %24 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !61
  %25 = ptrtoint ptr addrspace(3) %24 to i64, !dbg !70
  %26 = trunc i64 %25 to i32, !dbg !71
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %26, ptr %10, i32 16, i64 14) #3, !dbg !72, !srcloc !46
  br label %84, !dbg !73

27:                                               ; preds = %4
  %28 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !74
  %29 = ptrtoint ptr addrspace(3) %28 to i64, !dbg !83
  %30 = trunc i64 %29 to i32, !dbg !84
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %30, ptr %10, i32 16, i64 13) #3, !dbg !85, !srcloc !46
  br label %84, !dbg !86

31:                                               ; preds = %4
  %32 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !87
  %33 = ptrtoint ptr addrspace(3) %32 to i64, !dbg !96
  %34 = trunc i64 %33 to i32, !dbg !97
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %34, ptr %10, i32 16, i64 12) #3, !dbg !98, !srcloc !46
  br label %84, !dbg !99

35:                                               ; preds = %4
  %36 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !100
  %37 = ptrtoint ptr addrspace(3) %36 to i64, !dbg !109
  %38 = trunc i64 %37 to i32, !dbg !110
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %38, ptr %10, i32 16, i64 11) #3, !dbg !111, !srcloc !46
  br label %84, !dbg !112

39:                                               ; preds = %4
  %40 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !113
  %41 = ptrtoint ptr addrspace(3) %40 to i64, !dbg !122
  %42 = trunc i64 %41 to i32, !dbg !123
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %42, ptr %10, i32 16, i64 10) #3, !dbg !124, !srcloc !46
  br label %84, !dbg !125

43:                                               ; preds = %4
  %44 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !126
  %45 = ptrtoint ptr addrspace(3) %44 to i64, !dbg !135
  %46 = trunc i64 %45 to i32, !dbg !136
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %46, ptr %10, i32 16, i64 9) #3, !dbg !137, !srcloc !46
  br label %84, !dbg !138

47:                                               ; preds = %4
  %48 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !139
  %49 = ptrtoint ptr addrspace(3) %48 to i64, !dbg !148
  %50 = trunc i64 %49 to i32, !dbg !149
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %50, ptr %10, i32 16, i64 8) #3, !dbg !150, !srcloc !46
  br label %84, !dbg !151

51:                                               ; preds = %4
  %52 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !152
  %53 = ptrtoint ptr addrspace(3) %52 to i64, !dbg !161
  %54 = trunc i64 %53 to i32, !dbg !162
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %54, ptr %10, i32 16, i64 7) #3, !dbg !163, !srcloc !46
  br label %84, !dbg !164

55:                                               ; preds = %4
  %56 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !165
  %57 = ptrtoint ptr addrspace(3) %56 to i64, !dbg !174
  %58 = trunc i64 %57 to i32, !dbg !175
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %58, ptr %10, i32 16, i64 6) #3, !dbg !176, !srcloc !46
  br label %84, !dbg !177

59:                                               ; preds = %4
  %60 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !178
  %61 = ptrtoint ptr addrspace(3) %60 to i64, !dbg !187
  %62 = trunc i64 %61 to i32, !dbg !188
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %62, ptr %10, i32 16, i64 5) #3, !dbg !189, !srcloc !46
  br label %84, !dbg !190

63:                                               ; preds = %4
  %64 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !191
  %65 = ptrtoint ptr addrspace(3) %64 to i64, !dbg !200
  %66 = trunc i64 %65 to i32, !dbg !201
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %66, ptr %10, i32 16, i64 4) #3, !dbg !202, !srcloc !46
  br label %84, !dbg !203

67:                                               ; preds = %4
  %68 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !204
  %69 = ptrtoint ptr addrspace(3) %68 to i64, !dbg !213
  %70 = trunc i64 %69 to i32, !dbg !214
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %70, ptr %10, i32 16, i64 3) #3, !dbg !215, !srcloc !46
  br label %84, !dbg !216

71:                                               ; preds = %4
  %72 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !217
  %73 = ptrtoint ptr addrspace(3) %72 to i64, !dbg !226
  %74 = trunc i64 %73 to i32, !dbg !227
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %74, ptr %10, i32 16, i64 2) #3, !dbg !228, !srcloc !46
  br label %84, !dbg !229

75:                                               ; preds = %4
  %76 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !230
  %77 = ptrtoint ptr addrspace(3) %76 to i64, !dbg !239
  %78 = trunc i64 %77 to i32, !dbg !240
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %78, ptr %10, i32 16, i64 1) #3, !dbg !241, !srcloc !46
  br label %84, !dbg !242

79:                                               ; preds = %4
  %80 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !243
  %81 = ptrtoint ptr addrspace(3) %80 to i64, !dbg !252
  %82 = trunc i64 %81 to i32, !dbg !253
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %82, ptr %10, i32 16, i64 0) #3, !dbg !254, !srcloc !46
  br label %84, !dbg !255

83:                                               ; preds = %4
  tail call void asm sideeffect "trap;", ""() #3, !dbg !256, !noalias !260, !srcloc !264
  br label %84, !dbg !265

84:                                               ; preds = %15, %19, %23, %27, %31, %35, %39, %43, %47, %51, %55, %59, %63, %67, %71, %75, %79, %83
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !266, !srcloc !273
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #3, !dbg !274, !srcloc !281
  tail call void @llvm.nvvm.barrier0(), !dbg !282
  %85 = sub nsw i32 127, %5, !dbg !283
  %86 = zext i32 %85 to i64, !dbg !284
  %87 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ9copy_tailPKfPfiiE4tile to ptr), i64 0, i64 %86, !dbg !284
  %88 = load float, ptr %87, align 16, !dbg !285, !tbaa !286
  %89 = getelementptr inbounds i8, ptr %87, i64 12, !dbg !291
  %90 = load float, ptr %89, align 4, !dbg !291, !tbaa !292
  %91 = fadd contract float %88, %90, !dbg !293
  %92 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !294
  store float %91, ptr %92, align 4, !dbg !295, !tbaa !296
  ret void, !dbg !297
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14copy_unorderedPKfPf(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !298 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !299
  %4 = zext nneg i32 %3 to i64, !dbg !301
  %5 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ14copy_unorderedPKfPfE4tile to ptr), i64 0, i64 %4, !dbg !301
  %6 = shl nuw nsw i32 %3, 2, !dbg !302
  %7 = zext nneg i32 %6 to i64, !dbg !303
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !303
  %9 = addrspacecast ptr %5 to ptr addrspace(3), !dbg !304
  %10 = ptrtoint ptr addrspace(3) %9 to i64, !dbg !311
  %11 = trunc i64 %10 to i32, !dbg !312
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %11, ptr %8, i32 16, i64 16) #3, !dbg !313, !srcloc !46
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !314, !srcloc !273
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #3, !dbg !318, !srcloc !281
  %12 = sub nsw i32 127, %3, !dbg !322
  %13 = zext i32 %12 to i64, !dbg !323
  %14 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ14copy_unorderedPKfPfE4tile to ptr), i64 0, i64 %13, !dbg !323
  %15 = load float, ptr %14, align 16, !dbg !324, !tbaa !286
  %16 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !325
  store float %15, ptr %16, align 4, !dbg !326, !tbaa !296
  ret void, !dbg !327
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10, !11}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "async_copy_bounds.cu", directory: ".")
!8 = !{ptr @_Z9copy_tailPKfPfii, !"kernel", i32 1}
!9 = !{ptr @_Z14copy_unorderedPKfPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "copy_tail", scope: !7, file: !7, line: 9, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 16, scope: !13)
!20 = !DILocation(line: 12, column: 63, scope: !13)
!21 = !DILocation(line: 12, column: 59, scope: !13)
!22 = !DILocation(line: 12, column: 67, scope: !13)
!23 = !DILocation(line: 13, column: 28, scope: !13)
!24 = !DILocation(line: 13, column: 60, scope: !13)
!25 = !DILocation(line: 13, column: 58, scope: !13)
!26 = !DILocation(line: 68, column: 9, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !28, file: !28, line: 56, type: !14, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DIFile(filename: "/cuda-12.4/include/cuda_pipeline_primitives.h", directory: "")
!29 = distinct !DILocation(line: 13, column: 3, scope: !13)
!30 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !32, file: !32, line: 489, type: !14, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!33 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !32, file: !32, line: 510, type: !14, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 203, column: 23, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/cuda-12.4/include/cuda_pipeline_helpers.h", directory: "")
!38 = distinct !DILocation(line: 219, column: 9, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 292, column: 5, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 69, column: 18, scope: !27, inlinedAt: !29)
!43 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !33)
!44 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !35)
!45 = !DILocation(line: 201, column: 13, scope: !36, inlinedAt: !38)
!46 = !{i64 5943947}
!47 = !DILocation(line: 69, column: 108, scope: !27, inlinedAt: !29)
!48 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !49)
!49 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !50)
!50 = distinct !DILocation(line: 203, column: 23, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = distinct !DILocation(line: 219, column: 9, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = distinct !DILocation(line: 292, column: 5, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!56 = distinct !DILocation(line: 70, column: 18, scope: !27, inlinedAt: !29)
!57 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !49)
!58 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !50)
!59 = !DILocation(line: 201, column: 13, scope: !51, inlinedAt: !52)
!60 = !DILocation(line: 70, column: 108, scope: !27, inlinedAt: !29)
!61 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !62)
!62 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !63)
!63 = distinct !DILocation(line: 203, column: 23, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = distinct !DILocation(line: 219, column: 9, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!67 = distinct !DILocation(line: 292, column: 5, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!69 = distinct !DILocation(line: 71, column: 18, scope: !27, inlinedAt: !29)
!70 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !62)
!71 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !63)
!72 = !DILocation(line: 201, column: 13, scope: !64, inlinedAt: !65)
!73 = !DILocation(line: 71, column: 108, scope: !27, inlinedAt: !29)
!74 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !75)
!75 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !76)
!76 = distinct !DILocation(line: 203, column: 23, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!78 = distinct !DILocation(line: 219, column: 9, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!80 = distinct !DILocation(line: 292, column: 5, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!82 = distinct !DILocation(line: 72, column: 18, scope: !27, inlinedAt: !29)
!83 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !75)
!84 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !76)
!85 = !DILocation(line: 201, column: 13, scope: !77, inlinedAt: !78)
!86 = !DILocation(line: 72, column: 108, scope: !27, inlinedAt: !29)
!87 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !88)
!88 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !89)
!89 = distinct !DILocation(line: 203, column: 23, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!91 = distinct !DILocation(line: 219, column: 9, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!93 = distinct !DILocation(line: 292, column: 5, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!95 = distinct !DILocation(line: 73, column: 18, scope: !27, inlinedAt: !29)
!96 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !88)
!97 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !89)
!98 = !DILocation(line: 201, column: 13, scope: !90, inlinedAt: !91)
!99 = !DILocation(line: 73, column: 108, scope: !27, inlinedAt: !29)
!100 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !101)
!101 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !102)
!102 = distinct !DILocation(line: 203, column: 23, scope: !103, inlinedAt: !104)
!103 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!104 = distinct !DILocation(line: 219, column: 9, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!106 = distinct !DILocation(line: 292, column: 5, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!108 = distinct !DILocation(line: 74, column: 18, scope: !27, inlinedAt: !29)
!109 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !101)
!110 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !102)
!111 = !DILocation(line: 201, column: 13, scope: !103, inlinedAt: !104)
!112 = !DILocation(line: 74, column: 108, scope: !27, inlinedAt: !29)
!113 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !114)
!114 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !115)
!115 = distinct !DILocation(line: 203, column: 23, scope: !116, inlinedAt: !117)
!116 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!117 = distinct !DILocation(line: 219, column: 9, scope: !118, inlinedAt: !119)
!118 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!119 = distinct !DILocation(line: 292, column: 5, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!121 = distinct !DILocation(line: 75, column: 18, scope: !27, inlinedAt: !29)
!122 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !114)
!123 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !115)
!124 = !DILocation(line: 201, column: 13, scope: !116, inlinedAt: !117)
!125 = !DILocation(line: 75, column: 108, scope: !27, inlinedAt: !29)
!126 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !127)
!127 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !128)
!128 = distinct !DILocation(line: 203, column: 23, scope: !129, inlinedAt: !130)
!129 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!130 = distinct !DILocation(line: 219, column: 9, scope: !131, inlinedAt: !132)
!131 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!132 = distinct !DILocation(line: 292, column: 5, scope: !133, inlinedAt: !134)
!133 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!134 = distinct !DILocation(line: 76, column: 18, scope: !27, inlinedAt: !29)
!135 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !127)
!136 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !128)
!137 = !DILocation(line: 201, column: 13, scope: !129, inlinedAt: !130)
!138 = !DILocation(line: 76, column: 108, scope: !27, inlinedAt: !29)
!139 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !140)
!140 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !141)
!141 = distinct !DILocation(line: 203, column: 23, scope: !142, inlinedAt: !143)
!142 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!143 = distinct !DILocation(line: 219, column: 9, scope: !144, inlinedAt: !145)
!144 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!145 = distinct !DILocation(line: 292, column: 5, scope: !146, inlinedAt: !147)
!146 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!147 = distinct !DILocation(line: 77, column: 18, scope: !27, inlinedAt: !29)
!148 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !140)
!149 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !141)
!150 = !DILocation(line: 201, column: 13, scope: !142, inlinedAt: !143)
!151 = !DILocation(line: 77, column: 108, scope: !27, inlinedAt: !29)
!152 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !153)
!153 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !154)
!154 = distinct !DILocation(line: 203, column: 23, scope: !155, inlinedAt: !156)
!155 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!156 = distinct !DILocation(line: 219, column: 9, scope: !157, inlinedAt: !158)
!157 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!158 = distinct !DILocation(line: 292, column: 5, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!160 = distinct !DILocation(line: 78, column: 18, scope: !27, inlinedAt: !29)
!161 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !153)
!162 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !154)
!163 = !DILocation(line: 201, column: 13, scope: !155, inlinedAt: !156)
!164 = !DILocation(line: 78, column: 108, scope: !27, inlinedAt: !29)
!165 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !166)
!166 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !167)
!167 = distinct !DILocation(line: 203, column: 23, scope: !168, inlinedAt: !169)
!168 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!169 = distinct !DILocation(line: 219, column: 9, scope: !170, inlinedAt: !171)
!170 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!171 = distinct !DILocation(line: 292, column: 5, scope: !172, inlinedAt: !173)
!172 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!173 = distinct !DILocation(line: 79, column: 18, scope: !27, inlinedAt: !29)
!174 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !166)
!175 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !167)
!176 = !DILocation(line: 201, column: 13, scope: !168, inlinedAt: !169)
!177 = !DILocation(line: 79, column: 108, scope: !27, inlinedAt: !29)
!178 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !179)
!179 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !180)
!180 = distinct !DILocation(line: 203, column: 23, scope: !181, inlinedAt: !182)
!181 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!182 = distinct !DILocation(line: 219, column: 9, scope: !183, inlinedAt: !184)
!183 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!184 = distinct !DILocation(line: 292, column: 5, scope: !185, inlinedAt: !186)
!185 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!186 = distinct !DILocation(line: 80, column: 18, scope: !27, inlinedAt: !29)
!187 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !179)
!188 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !180)
!189 = !DILocation(line: 201, column: 13, scope: !181, inlinedAt: !182)
!190 = !DILocation(line: 80, column: 108, scope: !27, inlinedAt: !29)
!191 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !192)
!192 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !193)
!193 = distinct !DILocation(line: 203, column: 23, scope: !194, inlinedAt: !195)
!194 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!195 = distinct !DILocation(line: 219, column: 9, scope: !196, inlinedAt: !197)
!196 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!197 = distinct !DILocation(line: 292, column: 5, scope: !198, inlinedAt: !199)
!198 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!199 = distinct !DILocation(line: 81, column: 18, scope: !27, inlinedAt: !29)
!200 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !192)
!201 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !193)
!202 = !DILocation(line: 201, column: 13, scope: !194, inlinedAt: !195)
!203 = !DILocation(line: 81, column: 108, scope: !27, inlinedAt: !29)
!204 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !205)
!205 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !206)
!206 = distinct !DILocation(line: 203, column: 23, scope: !207, inlinedAt: !208)
!207 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!208 = distinct !DILocation(line: 219, column: 9, scope: !209, inlinedAt: !210)
!209 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!210 = distinct !DILocation(line: 292, column: 5, scope: !211, inlinedAt: !212)
!211 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!212 = distinct !DILocation(line: 82, column: 18, scope: !27, inlinedAt: !29)
!213 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !205)
!214 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !206)
!215 = !DILocation(line: 201, column: 13, scope: !207, inlinedAt: !208)
!216 = !DILocation(line: 82, column: 108, scope: !27, inlinedAt: !29)
!217 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !218)
!218 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !219)
!219 = distinct !DILocation(line: 203, column: 23, scope: !220, inlinedAt: !221)
!220 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!221 = distinct !DILocation(line: 219, column: 9, scope: !222, inlinedAt: !223)
!222 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!223 = distinct !DILocation(line: 292, column: 5, scope: !224, inlinedAt: !225)
!224 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!225 = distinct !DILocation(line: 83, column: 18, scope: !27, inlinedAt: !29)
!226 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !218)
!227 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !219)
!228 = !DILocation(line: 201, column: 13, scope: !220, inlinedAt: !221)
!229 = !DILocation(line: 83, column: 108, scope: !27, inlinedAt: !29)
!230 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !231)
!231 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !232)
!232 = distinct !DILocation(line: 203, column: 23, scope: !233, inlinedAt: !234)
!233 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!234 = distinct !DILocation(line: 219, column: 9, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!236 = distinct !DILocation(line: 292, column: 5, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!238 = distinct !DILocation(line: 84, column: 18, scope: !27, inlinedAt: !29)
!239 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !231)
!240 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !232)
!241 = !DILocation(line: 201, column: 13, scope: !233, inlinedAt: !234)
!242 = !DILocation(line: 84, column: 108, scope: !27, inlinedAt: !29)
!243 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !244)
!244 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !245)
!245 = distinct !DILocation(line: 203, column: 23, scope: !246, inlinedAt: !247)
!246 = distinct !DISubprogram(name: "cp_async", scope: !37, file: !37, line: 199, type: !14, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!247 = distinct !DILocation(line: 219, column: 9, scope: !248, inlinedAt: !249)
!248 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !37, file: !37, line: 210, type: !14, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!249 = distinct !DILocation(line: 292, column: 5, scope: !250, inlinedAt: !251)
!250 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !37, file: !37, line: 283, type: !14, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!251 = distinct !DILocation(line: 85, column: 18, scope: !27, inlinedAt: !29)
!252 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !244)
!253 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !245)
!254 = !DILocation(line: 201, column: 13, scope: !246, inlinedAt: !247)
!255 = !DILocation(line: 85, column: 108, scope: !27, inlinedAt: !29)
!256 = !DILocation(line: 531, column: 32, scope: !257, inlinedAt: !259)
!257 = distinct !DISubprogram(name: "__trap", scope: !258, file: !258, line: 531, type: !14, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!258 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!259 = distinct !DILocation(line: 86, column: 18, scope: !27, inlinedAt: !29)
!260 = !{!261, !263}
!261 = distinct !{!261, !262, !"_ZL23__pipeline_memcpy_asyncPvPKvmm: argument 0"}
!262 = distinct !{!262, !"_ZL23__pipeline_memcpy_asyncPvPKvmm"}
!263 = distinct !{!263, !262, !"_ZL23__pipeline_memcpy_asyncPvPKvmm: argument 1"}
!264 = !{i64 4647534}
!265 = !DILocation(line: 86, column: 108, scope: !27, inlinedAt: !29)
!266 = !DILocation(line: 225, column: 9, scope: !267, inlinedAt: !268)
!267 = distinct !DISubprogram(name: "pipeline_commit", scope: !37, file: !37, line: 223, type: !14, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!268 = distinct !DILocation(line: 298, column: 5, scope: !269, inlinedAt: !270)
!269 = distinct !DISubprogram(name: "pipeline_commit", scope: !37, file: !37, line: 296, type: !14, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!270 = distinct !DILocation(line: 119, column: 5, scope: !271, inlinedAt: !272)
!271 = distinct !DISubprogram(name: "__pipeline_commit", scope: !28, file: !28, line: 117, type: !14, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!272 = distinct !DILocation(line: 14, column: 3, scope: !13)
!273 = !{i64 5945016}
!274 = !DILocation(line: 232, column: 9, scope: !275, inlinedAt: !276)
!275 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !37, file: !37, line: 230, type: !14, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!276 = distinct !DILocation(line: 305, column: 5, scope: !277, inlinedAt: !278)
!277 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !37, file: !37, line: 303, type: !14, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!278 = distinct !DILocation(line: 126, column: 15, scope: !279, inlinedAt: !280)
!279 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !28, file: !28, line: 123, type: !14, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!280 = distinct !DILocation(line: 15, column: 3, scope: !13)
!281 = !{i64 5945170}
!282 = !DILocation(line: 16, column: 3, scope: !13)
!283 = !DILocation(line: 17, column: 21, scope: !13)
!284 = !DILocation(line: 17, column: 12, scope: !13)
!285 = !DILocation(line: 17, column: 26, scope: !13)
!286 = !{!287, !288, i64 0}
!287 = !{!"_ZTS6float4", !288, i64 0, !288, i64 4, !288, i64 8, !288, i64 12}
!288 = !{!"float", !289, i64 0}
!289 = !{!"omnipotent char", !290, i64 0}
!290 = !{!"Simple C++ TBAA"}
!291 = !DILocation(line: 17, column: 44, scope: !13)
!292 = !{!287, !288, i64 12}
!293 = !DILocation(line: 17, column: 28, scope: !13)
!294 = !DILocation(line: 17, column: 3, scope: !13)
!295 = !DILocation(line: 17, column: 10, scope: !13)
!296 = !{!288, !288, i64 0}
!297 = !DILocation(line: 18, column: 1, scope: !13)
!298 = distinct !DISubprogram(name: "copy_unordered", scope: !7, file: !7, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!299 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !300)
!300 = distinct !DILocation(line: 25, column: 16, scope: !298)
!301 = !DILocation(line: 26, column: 28, scope: !298)
!302 = !DILocation(line: 26, column: 77, scope: !298)
!303 = !DILocation(line: 26, column: 73, scope: !298)
!304 = !DILocation(line: 490, column: 18, scope: !31, inlinedAt: !305)
!305 = distinct !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !306)
!306 = distinct !DILocation(line: 203, column: 23, scope: !36, inlinedAt: !307)
!307 = distinct !DILocation(line: 219, column: 9, scope: !39, inlinedAt: !308)
!308 = distinct !DILocation(line: 292, column: 5, scope: !41, inlinedAt: !309)
!309 = distinct !DILocation(line: 69, column: 18, scope: !27, inlinedAt: !310)
!310 = distinct !DILocation(line: 26, column: 3, scope: !298)
!311 = !DILocation(line: 490, column: 10, scope: !31, inlinedAt: !305)
!312 = !DILocation(line: 511, column: 10, scope: !34, inlinedAt: !306)
!313 = !DILocation(line: 201, column: 13, scope: !36, inlinedAt: !307)
!314 = !DILocation(line: 225, column: 9, scope: !267, inlinedAt: !315)
!315 = distinct !DILocation(line: 298, column: 5, scope: !269, inlinedAt: !316)
!316 = distinct !DILocation(line: 119, column: 5, scope: !271, inlinedAt: !317)
!317 = distinct !DILocation(line: 28, column: 3, scope: !298)
!318 = !DILocation(line: 232, column: 9, scope: !275, inlinedAt: !319)
!319 = distinct !DILocation(line: 305, column: 5, scope: !277, inlinedAt: !320)
!320 = distinct !DILocation(line: 126, column: 15, scope: !279, inlinedAt: !321)
!321 = distinct !DILocation(line: 29, column: 3, scope: !298)
!322 = !DILocation(line: 30, column: 21, scope: !298)
!323 = !DILocation(line: 30, column: 12, scope: !298)
!324 = !DILocation(line: 30, column: 26, scope: !298)
!325 = !DILocation(line: 30, column: 3, scope: !298)
!326 = !DILocation(line: 30, column: 10, scope: !298)
!327 = !DILocation(line: 31, column: 1, scope: !298)
