; ModuleID = 'coop_groups.cu'
source_filename = "coop_groups.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15cg_block_reducePKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ16cg_warp_exchangePfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15cg_block_reducePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef ptr asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !dbg !16, !srcloc !29
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !42
  %6 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !45
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !53
  %9 = mul nuw nsw i32 %6, %8, !dbg !56
  %10 = add nuw nsw i32 %9, %5, !dbg !59
  %11 = mul nuw nsw i32 %10, %7, !dbg !59
  %12 = add nuw nsw i32 %11, %4, !dbg !60
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %14 = shl i32 %13, 8, !dbg !64
  %15 = add i32 %12, %14, !dbg !65
  %16 = zext i32 %15 to i64, !dbg !66
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !66
  %18 = load float, ptr %17, align 4, !dbg !66, !tbaa !67
  %19 = zext nneg i32 %12 to i64, !dbg !71
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %19, !dbg !71
  store float %18, ptr %20, align 4, !dbg !72, !tbaa !67
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !73
  %21 = icmp ult i32 %12, 128, !dbg !81
  br i1 %21, label %22, label %29, !dbg !82

22:                                               ; preds = %2
  %23 = or disjoint i32 %12, 128
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !83, !tbaa !67
  %27 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %28 = fadd contract float %26, %27, !dbg !84
  store float %28, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %29, !dbg !85

29:                                               ; preds = %22, %2
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %30 = icmp ult i32 %12, 64, !dbg !81
  br i1 %30, label %31, label %38, !dbg !82

31:                                               ; preds = %29
  %32 = or disjoint i32 %12, 64
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !83, !tbaa !67
  %36 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %37 = fadd contract float %35, %36, !dbg !84
  store float %37, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %38, !dbg !85

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %39 = icmp ult i32 %12, 32, !dbg !81
  br i1 %39, label %40, label %47, !dbg !82

40:                                               ; preds = %38
  %41 = or disjoint i32 %12, 32
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !83, !tbaa !67
  %45 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %46 = fadd contract float %44, %45, !dbg !84
  store float %46, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %47, !dbg !85

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %48 = icmp ult i32 %12, 16, !dbg !81
  br i1 %48, label %49, label %56, !dbg !82

49:                                               ; preds = %47
  %50 = or disjoint i32 %12, 16
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !83, !tbaa !67
  %54 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %55 = fadd contract float %53, %54, !dbg !84
  store float %55, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %56, !dbg !85

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %57 = icmp ult i32 %12, 8, !dbg !81
  br i1 %57, label %58, label %65, !dbg !82

58:                                               ; preds = %56
  %59 = or disjoint i32 %12, 8
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !dbg !83, !tbaa !67
  %63 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %64 = fadd contract float %62, %63, !dbg !84
  store float %64, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %65, !dbg !85

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %66 = icmp ult i32 %12, 4, !dbg !81
  br i1 %66, label %67, label %74, !dbg !82

67:                                               ; preds = %65
  %68 = or disjoint i32 %12, 4
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !83, !tbaa !67
  %72 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %73 = fadd contract float %71, %72, !dbg !84
  store float %73, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %74, !dbg !85

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %75 = icmp ult i32 %12, 2, !dbg !81
  br i1 %75, label %76, label %83, !dbg !82

76:                                               ; preds = %74
  %77 = or disjoint i32 %12, 2
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !dbg !83, !tbaa !67
  %81 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %82 = fadd contract float %80, %81, !dbg !84
  store float %82, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %83, !dbg !85

83:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %84 = icmp eq i32 %12, 0, !dbg !81
  br i1 %84, label %85, label %89, !dbg !82

85:                                               ; preds = %83
  %86 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 4), align 4, !dbg !83, !tbaa !67
  %87 = load float, ptr %20, align 4, !dbg !84, !tbaa !67
  %88 = fadd contract float %86, %87, !dbg !84
  store float %88, ptr %20, align 4, !dbg !84, !tbaa !67
  br label %89, !dbg !85

89:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !86
  %90 = icmp eq i32 %12, 0, !dbg !92
  br i1 %90, label %91, label %95, !dbg !93

91:                                               ; preds = %89
  %92 = zext nneg i32 %13 to i64
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), align 4, !dbg !94, !tbaa !67
  store float %94, ptr %93, align 4, !dbg !95, !tbaa !67
  br label %95, !dbg !96

95:                                               ; preds = %91, %89
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !97
  store float 0.000000e+00, ptr %20, align 4, !dbg !101, !tbaa !67
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !102
  tail call void @llvm.nvvm.barrier.sync(i32 0), !dbg !106
  %96 = add nuw nsw i32 %12, 1, !dbg !110
  %97 = and i32 %96, 255, !dbg !111
  %98 = zext nneg i32 %97 to i64, !dbg !112
  %99 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_block_reducePKfPfE1s to ptr), i64 0, i64 %98, !dbg !112
  %100 = load float, ptr %99, align 4, !dbg !112, !tbaa !67
  %101 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !113
  %102 = add i32 %15, %101, !dbg !116
  %103 = zext i32 %102 to i64, !dbg !117
  %104 = getelementptr inbounds float, ptr %1, i64 %103, !dbg !117
  store float %100, ptr %104, align 4, !dbg !118, !tbaa !67
  ret void, !dbg !119
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16cg_warp_exchangePf(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !120 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !121
  %3 = zext nneg i32 %2 to i64, !dbg !123
  %4 = getelementptr inbounds float, ptr %0, i64 %3, !dbg !123
  %5 = load float, ptr %4, align 4, !dbg !123, !tbaa !67
  %6 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16cg_warp_exchangePfE1s to ptr), i64 0, i64 %3, !dbg !124
  store float %5, ptr %6, align 4, !dbg !125, !tbaa !67
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !126
  %7 = xor i32 %2, 1, !dbg !129
  %8 = zext nneg i32 %7 to i64, !dbg !130
  %9 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16cg_warp_exchangePfE1s to ptr), i64 0, i64 %8, !dbg !130
  %10 = load float, ptr %9, align 4, !dbg !130, !tbaa !67
  store float %10, ptr %4, align 4, !dbg !131, !tbaa !67
  %11 = tail call noundef ptr asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !dbg !132, !srcloc !29
  %12 = fmul contract float %10, 2.000000e+00, !dbg !138
  store float %12, ptr %6, align 4, !dbg !139, !tbaa !67
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !140
  %13 = and i32 %2, 992, !dbg !144
  %14 = add nuw nsw i32 %2, 1, !dbg !145
  %15 = and i32 %14, 31, !dbg !146
  %16 = or disjoint i32 %15, %13, !dbg !147
  %17 = zext nneg i32 %16 to i64, !dbg !148
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16cg_warp_exchangePfE1s to ptr), i64 0, i64 %17, !dbg !148
  %19 = load float, ptr %18, align 4, !dbg !148, !tbaa !67
  store float %19, ptr %4, align 4, !dbg !149, !tbaa !67
  tail call void @llvm.nvvm.barrier0(), !dbg !150
  %20 = load float, ptr %4, align 4, !dbg !151, !tbaa !67
  %21 = fadd contract float %20, 1.000000e+00, !dbg !151
  store float %21, ptr %4, align 4, !dbg !151, !tbaa !67
  ret void, !dbg !152
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }

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
!7 = !DIFile(filename: "coop_groups.cu", directory: ".")
!8 = !{ptr @_Z15cg_block_reducePKfPf, !"kernel", i32 1}
!9 = !{ptr @_Z16cg_warp_exchangePf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "cg_block_reduce", scope: !7, file: !7, line: 13, type: !14, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 64, column: 9, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "reserved_shared_ptr", scope: !18, file: !18, line: 61, type: !14, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/cuda-12.4/include/cooperative_groups/details/memory.h", directory: "")
!19 = distinct !DILocation(line: 114, column: 15, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_scratch_ptr", scope: !18, file: !18, line: 111, type: !14, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 604, column: 19, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "thread_block", scope: !23, file: !23, line: 602, type: !14, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = !DIFile(filename: "/cuda-12.4/include/cooperative_groups.h", directory: "")
!24 = distinct !DILocation(line: 606, column: 5, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "thread_block", scope: !23, file: !23, line: 602, type: !14, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 691, column: 13, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "this_thread_block", scope: !23, file: !23, line: 689, type: !14, scopeLine: 690, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 15, column: 28, scope: !13)
!29 = !{i64 6051193, i64 6051197, i64 6051234, i64 6051274, i64 6051335, i64 6051384, i64 6051434}
!30 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!33 = distinct !DILocation(line: 441, column: 15, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "operator dim3", scope: !35, file: !35, line: 440, type: !14, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_runtime_wrapper.h", directory: "")
!36 = distinct !DILocation(line: 97, column: 49, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "thread_rank", scope: !38, file: !38, line: 95, type: !14, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/cuda-12.4/include/cooperative_groups/details/helpers.h", directory: "")
!39 = distinct !DILocation(line: 658, column: 16, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "thread_rank", scope: !23, file: !23, line: 657, type: !14, scopeLine: 657, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = distinct !DILocation(line: 16, column: 16, scope: !13)
!42 = !DILocation(line: 54, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !32, file: !32, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = distinct !DILocation(line: 441, column: 18, scope: !34, inlinedAt: !36)
!45 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !32, file: !32, line: 55, type: !14, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = distinct !DILocation(line: 441, column: 21, scope: !34, inlinedAt: !36)
!48 = !DILocation(line: 79, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 457, column: 15, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "operator dim3", scope: !35, file: !35, line: 456, type: !14, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = distinct !DILocation(line: 97, column: 60, scope: !37, inlinedAt: !39)
!53 = !DILocation(line: 80, column: 3, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !32, file: !32, line: 80, type: !14, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = distinct !DILocation(line: 457, column: 18, scope: !51, inlinedAt: !52)
!56 = !DILocation(line: 78, column: 34, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "vec3_to_linear<unsigned int>", scope: !38, file: !38, line: 77, type: !14, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = distinct !DILocation(line: 97, column: 20, scope: !37, inlinedAt: !39)
!59 = !DILocation(line: 78, column: 57, scope: !57, inlinedAt: !58)
!60 = !DILocation(line: 79, column: 46, scope: !57, inlinedAt: !58)
!61 = !DILocation(line: 66, column: 3, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = distinct !DILocation(line: 17, column: 13, scope: !13)
!64 = !DILocation(line: 17, column: 24, scope: !13)
!65 = !DILocation(line: 17, column: 28, scope: !13)
!66 = !DILocation(line: 17, column: 10, scope: !13)
!67 = !{!68, !68, i64 0}
!68 = !{!"float", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C++ TBAA"}
!71 = !DILocation(line: 17, column: 3, scope: !13)
!72 = !DILocation(line: 17, column: 8, scope: !13)
!73 = !DILocation(line: 190, column: 3, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "__barrier_sync", scope: !75, file: !75, line: 189, type: !14, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!76 = distinct !DILocation(line: 87, column: 13, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "sync", scope: !38, file: !38, line: 85, type: !14, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!78 = distinct !DILocation(line: 638, column: 9, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 637, type: !14, scopeLine: 637, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!80 = distinct !DILocation(line: 18, column: 3, scope: !13)
!81 = !DILocation(line: 20, column: 11, scope: !13)
!82 = !DILocation(line: 20, column: 9, scope: !13)
!83 = !DILocation(line: 21, column: 15, scope: !13)
!84 = !DILocation(line: 21, column: 12, scope: !13)
!85 = !DILocation(line: 21, column: 7, scope: !13)
!86 = !DILocation(line: 190, column: 3, scope: !74, inlinedAt: !87)
!87 = distinct !DILocation(line: 87, column: 13, scope: !77, inlinedAt: !88)
!88 = distinct !DILocation(line: 638, column: 9, scope: !79, inlinedAt: !89)
!89 = distinct !DILocation(line: 1210, column: 5, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "sync<cooperative_groups::__v1::thread_block>", scope: !23, file: !23, line: 1208, type: !14, scopeLine: 1209, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!91 = distinct !DILocation(line: 22, column: 5, scope: !13)
!92 = !DILocation(line: 24, column: 9, scope: !13)
!93 = !DILocation(line: 24, column: 7, scope: !13)
!94 = !DILocation(line: 25, column: 23, scope: !13)
!95 = !DILocation(line: 25, column: 21, scope: !13)
!96 = !DILocation(line: 25, column: 5, scope: !13)
!97 = !DILocation(line: 190, column: 3, scope: !74, inlinedAt: !98)
!98 = distinct !DILocation(line: 87, column: 13, scope: !77, inlinedAt: !99)
!99 = distinct !DILocation(line: 638, column: 9, scope: !79, inlinedAt: !100)
!100 = distinct !DILocation(line: 26, column: 3, scope: !13)
!101 = !DILocation(line: 27, column: 8, scope: !13)
!102 = !DILocation(line: 190, column: 3, scope: !74, inlinedAt: !103)
!103 = distinct !DILocation(line: 87, column: 13, scope: !77, inlinedAt: !104)
!104 = distinct !DILocation(line: 638, column: 9, scope: !79, inlinedAt: !105)
!105 = distinct !DILocation(line: 28, column: 3, scope: !13)
!106 = !DILocation(line: 190, column: 3, scope: !74, inlinedAt: !107)
!107 = distinct !DILocation(line: 87, column: 13, scope: !77, inlinedAt: !108)
!108 = distinct !DILocation(line: 638, column: 9, scope: !79, inlinedAt: !109)
!109 = distinct !DILocation(line: 29, column: 3, scope: !13)
!110 = !DILocation(line: 30, column: 46, scope: !13)
!111 = !DILocation(line: 30, column: 51, scope: !13)
!112 = !DILocation(line: 30, column: 41, scope: !13)
!113 = !DILocation(line: 92, column: 3, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 92, type: !14, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!115 = distinct !DILocation(line: 30, column: 7, scope: !13)
!116 = !DILocation(line: 30, column: 34, scope: !13)
!117 = !DILocation(line: 30, column: 3, scope: !13)
!118 = !DILocation(line: 30, column: 39, scope: !13)
!119 = !DILocation(line: 31, column: 1, scope: !13)
!120 = distinct !DISubprogram(name: "cg_warp_exchange", scope: !7, file: !7, line: 34, type: !14, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!121 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !122)
!122 = distinct !DILocation(line: 36, column: 16, scope: !120)
!123 = !DILocation(line: 37, column: 10, scope: !120)
!124 = !DILocation(line: 37, column: 3, scope: !120)
!125 = !DILocation(line: 37, column: 8, scope: !120)
!126 = !DILocation(line: 186, column: 10, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "__syncwarp", scope: !75, file: !75, line: 185, type: !14, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!128 = distinct !DILocation(line: 38, column: 3, scope: !120)
!129 = !DILocation(line: 39, column: 17, scope: !120)
!130 = !DILocation(line: 39, column: 13, scope: !120)
!131 = !DILocation(line: 39, column: 11, scope: !120)
!132 = !DILocation(line: 64, column: 9, scope: !17, inlinedAt: !133)
!133 = distinct !DILocation(line: 114, column: 15, scope: !20, inlinedAt: !134)
!134 = distinct !DILocation(line: 604, column: 19, scope: !22, inlinedAt: !135)
!135 = distinct !DILocation(line: 606, column: 5, scope: !25, inlinedAt: !136)
!136 = distinct !DILocation(line: 691, column: 13, scope: !27, inlinedAt: !137)
!137 = distinct !DILocation(line: 40, column: 60, scope: !120)
!138 = !DILocation(line: 41, column: 18, scope: !120)
!139 = !DILocation(line: 41, column: 8, scope: !120)
!140 = !DILocation(line: 186, column: 10, scope: !127, inlinedAt: !141)
!141 = distinct !DILocation(line: 1033, column: 9, scope: !142, inlinedAt: !143)
!142 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 1032, type: !14, scopeLine: 1032, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!143 = distinct !DILocation(line: 42, column: 3, scope: !120)
!144 = !DILocation(line: 43, column: 18, scope: !120)
!145 = !DILocation(line: 43, column: 32, scope: !120)
!146 = !DILocation(line: 43, column: 37, scope: !120)
!147 = !DILocation(line: 43, column: 26, scope: !120)
!148 = !DILocation(line: 43, column: 13, scope: !120)
!149 = !DILocation(line: 43, column: 11, scope: !120)
!150 = !DILocation(line: 44, column: 3, scope: !120)
!151 = !DILocation(line: 45, column: 11, scope: !120)
!152 = !DILocation(line: 46, column: 1, scope: !120)
