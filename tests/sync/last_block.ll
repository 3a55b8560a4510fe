; ModuleID = 'last_block.cu'
source_filename = "last_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tickets = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14last_block_sumPKfPfS1_E7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@partials = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@ticket_counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ22last_block_sum_globalsfPfE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @partials to ptr), ptr addrspacecast (ptr addrspace(1) @ticket_counter to ptr), ptr addrspacecast (ptr addrspace(1) @tickets to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14last_block_sumPKfPfS1_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = shl i32 %5, 8, !dbg !23
  %7 = add i32 %6, %4, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = fmul contract float %10, %10, !dbg !30
  %12 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !31
  store float %11, ptr %12, align 4, !dbg !32, !tbaa !26
  tail call void @llvm.nvvm.membar.gl(), !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %13 = icmp eq i32 %4, 0, !dbg !38
  br i1 %13, label %14, label %20, !dbg !39

14:                                               ; preds = %3
  %15 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = add nsw i32 %15, -1
  %17 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @tickets to ptr), i32 %15), !dbg !40
  %18 = icmp eq i32 %17, %16, !dbg !46
  %19 = zext i1 %18 to i8, !dbg !47
  store i8 %19, ptr addrspacecast (ptr addrspace(3) @_ZZ14last_block_sumPKfPfS1_E7am_last to ptr), align 1, !dbg !47, !tbaa !48
  br label %20, !dbg !50

20:                                               ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %21 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14last_block_sumPKfPfS1_E7am_last to ptr), align 1, !dbg !52, !tbaa !48, !range !53, !noundef !15
  %22 = trunc nuw i8 %21 to i1, !dbg !52
  br i1 %22, label %23, label %85, !dbg !52

23:                                               ; preds = %20
  %24 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = and i32 %24, 3, !dbg !54
  %26 = icmp ult i32 %24, 4, !dbg !54
  br i1 %26, label %29, label %27, !dbg !54

27:                                               ; preds = %23
  %28 = and i32 %24, 2147483644, !dbg !54
  br label %51, !dbg !54

29:                                               ; preds = %51, %23
  %30 = phi float [ poison, %23 ], [ %81, %51 ]
  %31 = phi i32 [ 0, %23 ], [ %82, %51 ]
  %32 = phi float [ 0.000000e+00, %23 ], [ %81, %51 ]
  %33 = icmp eq i32 %25, 0, !dbg !54
  br i1 %33, label %47, label %34, !dbg !54

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %44, %34 ], [ %31, %29 ]
  %36 = phi float [ %43, %34 ], [ %32, %29 ]
  %37 = phi i32 [ %45, %34 ], [ 0, %29 ]
  %38 = shl i32 %35, 8, !dbg !55
  %39 = add i32 %38, %4, !dbg !56
  %40 = zext i32 %39 to i64, !dbg !57
  %41 = getelementptr inbounds float, ptr %1, i64 %40, !dbg !57
  %42 = load float, ptr %41, align 4, !dbg !57, !tbaa !26
  %43 = fadd contract float %36, %42, !dbg !58
  %44 = add nuw nsw i32 %35, 1, !dbg !59
  %45 = add i32 %37, 1, !dbg !54
  %46 = icmp eq i32 %45, %25, !dbg !54
  br i1 %46, label %47, label %34, !dbg !54, !llvm.loop !60

47:                                               ; preds = %34, %29
  %48 = phi float [ %30, %29 ], [ %43, %34 ], !dbg !58
  %49 = zext nneg i32 %4 to i64, !dbg !62
  %50 = getelementptr inbounds float, ptr %2, i64 %49, !dbg !62
  store float %48, ptr %50, align 4, !dbg !63, !tbaa !26
  br label %85, !dbg !64

51:                                               ; preds = %51, %27
  %52 = phi i32 [ 0, %27 ], [ %82, %51 ]
  %53 = phi float [ 0.000000e+00, %27 ], [ %81, %51 ]
  %54 = phi i32 [ 0, %27 ], [ %83, %51 ]
  %55 = shl i32 %52, 8, !dbg !55
  %56 = or disjoint i32 %55, %4, !dbg !56
  %57 = zext i32 %56 to i64, !dbg !57
  %58 = getelementptr inbounds float, ptr %1, i64 %57, !dbg !57
  %59 = load float, ptr %58, align 4, !dbg !57, !tbaa !26
  %60 = fadd contract float %53, %59, !dbg !58
  %61 = shl i32 %52, 8, !dbg !55
  %62 = or disjoint i32 %61, 256, !dbg !55
  %63 = add i32 %62, %4, !dbg !56
  %64 = zext i32 %63 to i64, !dbg !57
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !57
  %66 = load float, ptr %65, align 4, !dbg !57, !tbaa !26
  %67 = fadd contract float %60, %66, !dbg !58
  %68 = shl i32 %52, 8, !dbg !55
  %69 = or disjoint i32 %68, 512, !dbg !55
  %70 = add i32 %69, %4, !dbg !56
  %71 = zext i32 %70 to i64, !dbg !57
  %72 = getelementptr inbounds float, ptr %1, i64 %71, !dbg !57
  %73 = load float, ptr %72, align 4, !dbg !57, !tbaa !26
  %74 = fadd contract float %67, %73, !dbg !58
  %75 = shl i32 %52, 8, !dbg !55
  %76 = or disjoint i32 %75, 768, !dbg !55
  %77 = add i32 %76, %4, !dbg !56
  %78 = zext i32 %77 to i64, !dbg !57
  %79 = getelementptr inbounds float, ptr %1, i64 %78, !dbg !57
  %80 = load float, ptr %79, align 4, !dbg !57, !tbaa !26
  %81 = fadd contract float %74, %80, !dbg !58
  %82 = add nuw nsw i32 %52, 4, !dbg !59
  %83 = add i32 %54, 4, !dbg !54
  %84 = icmp eq i32 %83, %28, !dbg !54
  br i1 %84, label %29, label %51, !dbg !54, !llvm.loop !65

85:                                               ; preds = %47, %20
  ret void, !dbg !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22last_block_sum_globalsfPf(float noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !69 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %5 = add nuw i32 %4, %3, !dbg !74
  %6 = uitofp i32 %5 to float, !dbg !75
  %7 = fmul contract float %6, %0, !dbg !76
  %8 = shl i32 %4, 8, !dbg !77
  %9 = add i32 %8, %3, !dbg !78
  %10 = zext i32 %9 to i64, !dbg !79
  %11 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %10, !dbg !79
  store float %7, ptr %11, align 4, !dbg !80, !tbaa !26
  tail call void @llvm.nvvm.membar.gl(), !dbg !81
  tail call void @llvm.nvvm.barrier0(), !dbg !83
  %12 = icmp eq i32 %3, 0, !dbg !84
  br i1 %12, label %13, label %19, !dbg !85

13:                                               ; preds = %2
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = add nsw i32 %14, -1
  %16 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @ticket_counter to ptr), i32 %14), !dbg !86
  %17 = icmp eq i32 %16, %15, !dbg !89
  %18 = zext i1 %17 to i8, !dbg !90
  store i8 %18, ptr addrspacecast (ptr addrspace(3) @_ZZ22last_block_sum_globalsfPfE7am_last to ptr), align 1, !dbg !90, !tbaa !48
  br label %19, !dbg !91

19:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !92
  %20 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ22last_block_sum_globalsfPfE7am_last to ptr), align 1, !dbg !93, !tbaa !48, !range !53, !noundef !15
  %21 = trunc nuw i8 %20 to i1, !dbg !93
  br i1 %21, label %22, label %84, !dbg !93

22:                                               ; preds = %19
  %23 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = and i32 %23, 3, !dbg !94
  %25 = icmp ult i32 %23, 4, !dbg !94
  br i1 %25, label %28, label %26, !dbg !94

26:                                               ; preds = %22
  %27 = and i32 %23, 2147483644, !dbg !94
  br label %50, !dbg !94

28:                                               ; preds = %50, %22
  %29 = phi float [ poison, %22 ], [ %80, %50 ]
  %30 = phi i32 [ 0, %22 ], [ %81, %50 ]
  %31 = phi float [ 0.000000e+00, %22 ], [ %80, %50 ]
  %32 = icmp eq i32 %24, 0, !dbg !94
  br i1 %32, label %46, label %33, !dbg !94

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %43, %33 ], [ %30, %28 ]
  %35 = phi float [ %42, %33 ], [ %31, %28 ]
  %36 = phi i32 [ %44, %33 ], [ 0, %28 ]
  %37 = shl i32 %34, 8, !dbg !95
  %38 = add i32 %37, %3, !dbg !96
  %39 = zext i32 %38 to i64, !dbg !97
  %40 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %39, !dbg !97
  %41 = load float, ptr %40, align 4, !dbg !97, !tbaa !26
  %42 = fadd contract float %35, %41, !dbg !98
  %43 = add nuw nsw i32 %34, 1, !dbg !99
  %44 = add i32 %36, 1, !dbg !94
  %45 = icmp eq i32 %44, %24, !dbg !94
  br i1 %45, label %46, label %33, !dbg !94, !llvm.loop !100

46:                                               ; preds = %33, %28
  %47 = phi float [ %29, %28 ], [ %42, %33 ], !dbg !98
  %48 = zext nneg i32 %3 to i64, !dbg !101
  %49 = getelementptr inbounds float, ptr %1, i64 %48, !dbg !101
  store float %47, ptr %49, align 4, !dbg !102, !tbaa !26
  br label %84, !dbg !103

50:                                               ; preds = %50, %26
  %51 = phi i32 [ 0, %26 ], [ %81, %50 ]
  %52 = phi float [ 0.000000e+00, %26 ], [ %80, %50 ]
  %53 = phi i32 [ 0, %26 ], [ %82, %50 ]
  %54 = shl i32 %51, 8, !dbg !95
  %55 = or disjoint i32 %54, %3, !dbg !96
  %56 = zext i32 %55 to i64, !dbg !97
  %57 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %56, !dbg !97
  %58 = load float, ptr %57, align 4, !dbg !97, !tbaa !26
  %59 = fadd contract float %52, %58, !dbg !98
  %60 = shl i32 %51, 8, !dbg !95
  %61 = or disjoint i32 %60, 256, !dbg !95
  %62 = add i32 %61, %3, !dbg !96
  %63 = zext i32 %62 to i64, !dbg !97
  %64 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %63, !dbg !97
  %65 = load float, ptr %64, align 4, !dbg !97, !tbaa !26
  %66 = fadd contract float %59, %65, !dbg !98
  %67 = shl i32 %51, 8, !dbg !95
  %68 = or disjoint i32 %67, 512, !dbg !95
  %69 = add i32 %68, %3, !dbg !96
  %70 = zext i32 %69 to i64, !dbg !97
  %71 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %70, !dbg !97
  %72 = load float, ptr %71, align 4, !dbg !97, !tbaa !26
  %73 = fadd contract float %66, %72, !dbg !98
  %74 = shl i32 %51, 8, !dbg !95
  %75 = or disjoint i32 %74, 768, !dbg !95
  %76 = add i32 %75, %3, !dbg !96
  %77 = zext i32 %76 to i64, !dbg !97
  %78 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @partials to ptr), i64 0, i64 %77, !dbg !97
  %79 = load float, ptr %78, align 4, !dbg !97, !tbaa !26
  %80 = fadd contract float %73, %79, !dbg !98
  %81 = add nuw nsw i32 %51, 4, !dbg !99
  %82 = add i32 %53, 4, !dbg !94
  %83 = icmp eq i32 %82, %27, !dbg !94
  br i1 %83, label %28, label %50, !dbg !94, !llvm.loop !104

84:                                               ; preds = %46, %19
  ret void, !dbg !106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

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
!7 = !DIFile(filename: "last_block.cu", directory: ".")
!8 = !{ptr @_Z14last_block_sumPKfPfS1_, !"kernel", i32 1}
!9 = !{ptr @_Z22last_block_sum_globalsfPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "last_block_sum", scope: !7, file: !7, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 9, column: 16, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 10, column: 38, scope: !13)
!23 = !DILocation(line: 10, column: 49, scope: !13)
!24 = !DILocation(line: 10, column: 55, scope: !13)
!25 = !DILocation(line: 10, column: 35, scope: !13)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 60, scope: !13)
!31 = !DILocation(line: 10, column: 3, scope: !13)
!32 = !DILocation(line: 10, column: 33, scope: !13)
!33 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "__threadfence", scope: !35, file: !35, line: 528, type: !14, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!36 = distinct !DILocation(line: 11, column: 3, scope: !13)
!37 = !DILocation(line: 12, column: 3, scope: !13)
!38 = !DILocation(line: 13, column: 9, scope: !13)
!39 = !DILocation(line: 13, column: 7, scope: !13)
!40 = !DILocation(line: 589, column: 10, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__uAtomicInc", scope: !35, file: !35, line: 588, type: !14, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 162, column: 10, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "atomicInc", scope: !44, file: !44, line: 160, type: !14, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!45 = distinct !DILocation(line: 14, column: 23, scope: !13)
!46 = !DILocation(line: 15, column: 23, scope: !13)
!47 = !DILocation(line: 15, column: 13, scope: !13)
!48 = !{!49, !49, i64 0}
!49 = !{!"bool", !28, i64 0}
!50 = !DILocation(line: 16, column: 3, scope: !13)
!51 = !DILocation(line: 17, column: 3, scope: !13)
!52 = !DILocation(line: 18, column: 7, scope: !13)
!53 = !{i8 0, i8 2}
!54 = !DILocation(line: 20, column: 5, scope: !13)
!55 = !DILocation(line: 21, column: 24, scope: !13)
!56 = !DILocation(line: 21, column: 30, scope: !13)
!57 = !DILocation(line: 21, column: 14, scope: !13)
!58 = !DILocation(line: 21, column: 11, scope: !13)
!59 = !DILocation(line: 20, column: 41, scope: !13)
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 22, column: 5, scope: !13)
!63 = !DILocation(line: 22, column: 15, scope: !13)
!64 = !DILocation(line: 23, column: 3, scope: !13)
!65 = distinct !{!65, !54, !66, !67}
!66 = !DILocation(line: 21, column: 33, scope: !13)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 24, column: 1, scope: !13)
!69 = distinct !DISubprogram(name: "last_block_sum_globals", scope: !7, file: !7, line: 32, type: !14, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!70 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !71)
!71 = distinct !DILocation(line: 34, column: 16, scope: !69)
!72 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !73)
!73 = distinct !DILocation(line: 35, column: 45, scope: !69)
!74 = !DILocation(line: 35, column: 56, scope: !69)
!75 = !DILocation(line: 35, column: 44, scope: !69)
!76 = !DILocation(line: 35, column: 42, scope: !69)
!77 = !DILocation(line: 35, column: 23, scope: !69)
!78 = !DILocation(line: 35, column: 29, scope: !69)
!79 = !DILocation(line: 35, column: 3, scope: !69)
!80 = !DILocation(line: 35, column: 34, scope: !69)
!81 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !82)
!82 = distinct !DILocation(line: 36, column: 3, scope: !69)
!83 = !DILocation(line: 37, column: 3, scope: !69)
!84 = !DILocation(line: 38, column: 9, scope: !69)
!85 = !DILocation(line: 38, column: 7, scope: !69)
!86 = !DILocation(line: 589, column: 10, scope: !41, inlinedAt: !87)
!87 = distinct !DILocation(line: 162, column: 10, scope: !43, inlinedAt: !88)
!88 = distinct !DILocation(line: 39, column: 23, scope: !69)
!89 = !DILocation(line: 40, column: 23, scope: !69)
!90 = !DILocation(line: 40, column: 13, scope: !69)
!91 = !DILocation(line: 41, column: 3, scope: !69)
!92 = !DILocation(line: 42, column: 3, scope: !69)
!93 = !DILocation(line: 43, column: 7, scope: !69)
!94 = !DILocation(line: 45, column: 5, scope: !69)
!95 = !DILocation(line: 46, column: 25, scope: !69)
!96 = !DILocation(line: 46, column: 31, scope: !69)
!97 = !DILocation(line: 46, column: 14, scope: !69)
!98 = !DILocation(line: 46, column: 11, scope: !69)
!99 = !DILocation(line: 45, column: 41, scope: !69)
!100 = distinct !{!100, !61}
!101 = !DILocation(line: 47, column: 5, scope: !69)
!102 = !DILocation(line: 47, column: 15, scope: !69)
!103 = !DILocation(line: 48, column: 3, scope: !69)
!104 = distinct !{!104, !94, !105, !67}
!105 = !DILocation(line: 46, column: 34, scope: !69)
!106 = !DILocation(line: 49, column: 1, scope: !69)
