; ModuleID = 'nested_loops.cu'
source_filename = "nested_loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14nested_bottomsE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @nested_bottoms(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = icmp sgt i32 %1, 0, !dbg !22
  br i1 %6, label %9, label %7, !dbg !23

7:                                                ; preds = %3
  %8 = zext nneg i32 %4 to i64, !dbg !24
  br label %19, !dbg !23

9:                                                ; preds = %3
  %10 = icmp sgt i32 %2, 0
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14nested_bottomsE1s to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %4, 1
  br label %14, !dbg !23

14:                                               ; preds = %9, %23
  %15 = phi i32 [ 0, %9 ], [ %25, %23 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %24, %23 ]
  br i1 %10, label %17, label %23, !dbg !25

17:                                               ; preds = %14
  %18 = mul nuw nsw i32 %15, %2
  br label %27, !dbg !25

19:                                               ; preds = %23, %7
  %20 = phi i64 [ %8, %7 ], [ %11, %23 ], !dbg !24
  %21 = phi float [ 0.000000e+00, %7 ], [ %24, %23 ], !dbg !26
  %22 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !24
  store float %21, ptr %22, align 4, !dbg !27, !tbaa !28
  ret void, !dbg !32

23:                                               ; preds = %27, %14
  %24 = phi float [ %16, %14 ], [ %40, %27 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %25 = add nuw nsw i32 %15, 1, !dbg !35
  %26 = icmp eq i32 %25, %1, !dbg !22
  br i1 %26, label %19, label %14, !dbg !23, !llvm.loop !36

27:                                               ; preds = %17, %27
  %28 = phi i32 [ 0, %17 ], [ %41, %27 ]
  %29 = phi float [ %16, %17 ], [ %40, %27 ]
  %30 = add nuw nsw i32 %28, %18, !dbg !39
  %31 = mul i32 %30, %5, !dbg !40
  %32 = add i32 %31, %4, !dbg !41
  %33 = zext i32 %32 to i64, !dbg !42
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !42
  %35 = load float, ptr %34, align 4, !dbg !42, !tbaa !28
  store float %35, ptr %12, align 4, !dbg !43, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %36 = urem i32 %13, %5, !dbg !45
  %37 = zext nneg i32 %36 to i64, !dbg !46
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14nested_bottomsE1s to ptr), i64 0, i64 %37, !dbg !46
  %39 = load float, ptr %38, align 4, !dbg !46, !tbaa !28
  %40 = fadd contract float %29, %39, !dbg !47
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %41 = add nuw nsw i32 %28, 1, !dbg !49
  %42 = icmp eq i32 %41, %2, !dbg !50
  br i1 %42, label %23, label %27, !dbg !25, !llvm.loop !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "nested_loops.cu", directory: ".")
!8 = !{ptr @nested_bottoms, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "nested_bottoms", scope: !7, file: !7, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 12, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 29, scope: !12)
!22 = !DILocation(line: 11, column: 21, scope: !12)
!23 = !DILocation(line: 11, column: 3, scope: !12)
!24 = !DILocation(line: 20, column: 3, scope: !12)
!25 = !DILocation(line: 12, column: 5, scope: !12)
!26 = !DILocation(line: 10, column: 9, scope: !12)
!27 = !DILocation(line: 20, column: 11, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 21, column: 1, scope: !12)
!33 = !DILocation(line: 0, scope: !12)
!34 = !DILocation(line: 18, column: 5, scope: !12)
!35 = !DILocation(line: 11, column: 30, scope: !12)
!36 = distinct !{!36, !23, !37, !38}
!37 = !DILocation(line: 19, column: 3, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 13, column: 30, scope: !12)
!40 = !DILocation(line: 13, column: 35, scope: !12)
!41 = !DILocation(line: 13, column: 39, scope: !12)
!42 = !DILocation(line: 13, column: 14, scope: !12)
!43 = !DILocation(line: 13, column: 12, scope: !12)
!44 = !DILocation(line: 14, column: 7, scope: !12)
!45 = !DILocation(line: 15, column: 24, scope: !12)
!46 = !DILocation(line: 15, column: 14, scope: !12)
!47 = !DILocation(line: 15, column: 11, scope: !12)
!48 = !DILocation(line: 16, column: 7, scope: !12)
!49 = !DILocation(line: 12, column: 32, scope: !12)
!50 = !DILocation(line: 12, column: 23, scope: !12)
!51 = distinct !{!51, !25, !52, !38}
!52 = !DILocation(line: 17, column: 5, scope: !12)
