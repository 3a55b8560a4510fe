; ModuleID = 'last_block.cu'
source_filename = "last_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tickets = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14last_block_sumPKfPfS1_E7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @tickets to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14last_block_sumPKfPfS1_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !24
  %10 = load float, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = fmul contract float %10, %10, !dbg !29
  %12 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !30
  store float %11, ptr %12, align 4, !dbg !31, !tbaa !25
  tail call void @llvm.nvvm.membar.gl(), !dbg !32
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %13 = icmp eq i32 %4, 0, !dbg !37
  br i1 %13, label %14, label %20, !dbg !38

14:                                               ; preds = %3
  %15 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = add nsw i32 %15, -1
  %17 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @tickets to ptr), i32 %15), !dbg !39
  %18 = icmp eq i32 %17, %16, !dbg !45
  %19 = zext i1 %18 to i8, !dbg !46
  store i8 %19, ptr addrspacecast (ptr addrspace(3) @_ZZ14last_block_sumPKfPfS1_E7am_last to ptr), align 1, !dbg !46, !tbaa !47
  br label %20, !dbg !49

20:                                               ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %21 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14last_block_sumPKfPfS1_E7am_last to ptr), align 1, !dbg !51, !tbaa !47, !range !52, !noundef !14
  %22 = trunc nuw i8 %21 to i1, !dbg !51
  br i1 %22, label %23, label %85, !dbg !51

23:                                               ; preds = %20
  %24 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = and i32 %24, 3, !dbg !53
  %26 = icmp ult i32 %24, 4, !dbg !53
  br i1 %26, label %29, label %27, !dbg !53

27:                                               ; preds = %23
  %28 = and i32 %24, 2147483644, !dbg !53
  br label %51, !dbg !53

29:                                               ; preds = %51, %23
  %30 = phi float [ poison, %23 ], [ %81, %51 ]
  %31 = phi i32 [ 0, %23 ], [ %82, %51 ]
  %32 = phi float [ 0.000000e+00, %23 ], [ %81, %51 ]
  %33 = icmp eq i32 %25, 0, !dbg !53
  br i1 %33, label %47, label %34, !dbg !53

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %44, %34 ], [ %31, %29 ]
  %36 = phi float [ %43, %34 ], [ %32, %29 ]
  %37 = phi i32 [ %45, %34 ], [ 0, %29 ]
  %38 = shl i32 %35, 8, !dbg !54
  %39 = add i32 %38, %4, !dbg !55
  %40 = zext i32 %39 to i64, !dbg !56
  %41 = getelementptr inbounds float, ptr %1, i64 %40, !dbg !56
  %42 = load float, ptr %41, align 4, !dbg !56, !tbaa !25
  %43 = fadd contract float %36, %42, !dbg !57
  %44 = add nuw nsw i32 %35, 1, !dbg !58
  %45 = add i32 %37, 1, !dbg !53
  %46 = icmp eq i32 %45, %25, !dbg !53
  br i1 %46, label %47, label %34, !dbg !53, !llvm.loop !59

47:                                               ; preds = %34, %29
  %48 = phi float [ %30, %29 ], [ %43, %34 ], !dbg !57
  %49 = zext nneg i32 %4 to i64, !dbg !61
  %50 = getelementptr inbounds float, ptr %2, i64 %49, !dbg !61
  store float %48, ptr %50, align 4, !dbg !62, !tbaa !25
  br label %85, !dbg !63

51:                                               ; preds = %51, %27
  %52 = phi i32 [ 0, %27 ], [ %82, %51 ]
  %53 = phi float [ 0.000000e+00, %27 ], [ %81, %51 ]
  %54 = phi i32 [ 0, %27 ], [ %83, %51 ]
  %55 = shl i32 %52, 8, !dbg !54
  %56 = or disjoint i32 %55, %4, !dbg !55
  %57 = zext i32 %56 to i64, !dbg !56
  %58 = getelementptr inbounds float, ptr %1, i64 %57, !dbg !56
  %59 = load float, ptr %58, align 4, !dbg !56, !tbaa !25
  %60 = fadd contract float %53, %59, !dbg !57
  %61 = shl i32 %52, 8, !dbg !54
  %62 = or disjoint i32 %61, 256, !dbg !54
  %63 = add i32 %62, %4, !dbg !55
  %64 = zext i32 %63 to i64, !dbg !56
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !56
  %66 = load float, ptr %65, align 4, !dbg !56, !tbaa !25
  %67 = fadd contract float %60, %66, !dbg !57
  %68 = shl i32 %52, 8, !dbg !54
  %69 = or disjoint i32 %68, 512, !dbg !54
  %70 = add i32 %69, %4, !dbg !55
  %71 = zext i32 %70 to i64, !dbg !56
  %72 = getelementptr inbounds float, ptr %1, i64 %71, !dbg !56
  %73 = load float, ptr %72, align 4, !dbg !56, !tbaa !25
  %74 = fadd contract float %67, %73, !dbg !57
  %75 = shl i32 %52, 8, !dbg !54
  %76 = or disjoint i32 %75, 768, !dbg !54
  %77 = add i32 %76, %4, !dbg !55
  %78 = zext i32 %77 to i64, !dbg !56
  %79 = getelementptr inbounds float, ptr %1, i64 %78, !dbg !56
  %80 = load float, ptr %79, align 4, !dbg !56, !tbaa !25
  %81 = fadd contract float %74, %80, !dbg !57
  %82 = add nuw nsw i32 %52, 4, !dbg !58
  %83 = add i32 %54, 4, !dbg !53
  %84 = icmp eq i32 %83, %28, !dbg !53
  br i1 %84, label %29, label %51, !dbg !53, !llvm.loop !64

85:                                               ; preds = %47, %20
  ret void, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "last_block.cu", directory: ".")
!8 = !{ptr @_Z14last_block_sumPKfPfS1_, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "last_block_sum", scope: !7, file: !7, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 16, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 38, scope: !12)
!22 = !DILocation(line: 10, column: 49, scope: !12)
!23 = !DILocation(line: 10, column: 55, scope: !12)
!24 = !DILocation(line: 10, column: 35, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 10, column: 60, scope: !12)
!30 = !DILocation(line: 10, column: 3, scope: !12)
!31 = !DILocation(line: 10, column: 33, scope: !12)
!32 = !DILocation(line: 528, column: 39, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "__threadfence", scope: !34, file: !34, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!35 = distinct !DILocation(line: 11, column: 3, scope: !12)
!36 = !DILocation(line: 12, column: 3, scope: !12)
!37 = !DILocation(line: 13, column: 9, scope: !12)
!38 = !DILocation(line: 13, column: 7, scope: !12)
!39 = !DILocation(line: 589, column: 10, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__uAtomicInc", scope: !34, file: !34, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = distinct !DILocation(line: 162, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "atomicInc", scope: !43, file: !43, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!44 = distinct !DILocation(line: 14, column: 23, scope: !12)
!45 = !DILocation(line: 15, column: 23, scope: !12)
!46 = !DILocation(line: 15, column: 13, scope: !12)
!47 = !{!48, !48, i64 0}
!48 = !{!"bool", !27, i64 0}
!49 = !DILocation(line: 16, column: 3, scope: !12)
!50 = !DILocation(line: 17, column: 3, scope: !12)
!51 = !DILocation(line: 18, column: 7, scope: !12)
!52 = !{i8 0, i8 2}
!53 = !DILocation(line: 20, column: 5, scope: !12)
!54 = !DILocation(line: 21, column: 24, scope: !12)
!55 = !DILocation(line: 21, column: 30, scope: !12)
!56 = !DILocation(line: 21, column: 14, scope: !12)
!57 = !DILocation(line: 21, column: 11, scope: !12)
!58 = !DILocation(line: 20, column: 41, scope: !12)
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = !DILocation(line: 22, column: 5, scope: !12)
!62 = !DILocation(line: 22, column: 15, scope: !12)
!63 = !DILocation(line: 23, column: 3, scope: !12)
!64 = distinct !{!64, !53, !65, !66}
!65 = !DILocation(line: 21, column: 33, scope: !12)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 24, column: 1, scope: !12)
