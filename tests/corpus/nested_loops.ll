; ModuleID = 'nested_loops.cu'
source_filename = "nested_loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14nested_bottomsE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @nested_bottoms(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = icmp sgt i32 %1, 0, !dbg !19
  br i1 %6, label %9, label %7, !dbg !20

7:                                                ; preds = %3
  %8 = zext nneg i32 %4 to i64, !dbg !21
  br label %19, !dbg !20

9:                                                ; preds = %3
  %10 = icmp sgt i32 %2, 0
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14nested_bottomsE1s to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %4, 1
  br label %14, !dbg !20

14:                                               ; preds = %9, %23
  %15 = phi i32 [ 0, %9 ], [ %25, %23 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %24, %23 ]
  br i1 %10, label %17, label %23, !dbg !22

17:                                               ; preds = %14
  %18 = mul nuw nsw i32 %15, %2
  br label %27, !dbg !22

19:                                               ; preds = %23, %7
  %20 = phi i64 [ %8, %7 ], [ %11, %23 ], !dbg !21
  %21 = phi float [ 0.000000e+00, %7 ], [ %24, %23 ], !dbg !23
  %22 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !21
  store float %21, ptr %22, align 4, !dbg !24, !tbaa !25
  ret void, !dbg !29

23:                                               ; preds = %27, %14
  %24 = phi float [ %16, %14 ], [ %40, %27 ], !dbg !30
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %25 = add nuw nsw i32 %15, 1, !dbg !32
  %26 = icmp eq i32 %25, %1, !dbg !19
  br i1 %26, label %19, label %14, !dbg !20, !llvm.loop !33

27:                                               ; preds = %17, %27
  %28 = phi i32 [ 0, %17 ], [ %41, %27 ]
  %29 = phi float [ %16, %17 ], [ %40, %27 ]
  %30 = add nuw nsw i32 %28, %18, !dbg !36
  %31 = mul i32 %30, %5, !dbg !37
  %32 = add i32 %31, %4, !dbg !38
  %33 = zext i32 %32 to i64, !dbg !39
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !39
  %35 = load float, ptr %34, align 4, !dbg !39, !tbaa !25
  store float %35, ptr %12, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %36 = urem i32 %13, %5, !dbg !42
  %37 = zext nneg i32 %36 to i64, !dbg !43
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14nested_bottomsE1s to ptr), i64 0, i64 %37, !dbg !43
  %39 = load float, ptr %38, align 4, !dbg !43, !tbaa !25
  %40 = fadd contract float %29, %39, !dbg !44
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %41 = add nuw nsw i32 %28, 1, !dbg !46
  %42 = icmp eq i32 %41, %2, !dbg !47
  br i1 %42, label %23, label %27, !dbg !22, !llvm.loop !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nested_loops.cu", directory: ".")
!2 = !{ptr @nested_bottoms, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nested_bottoms", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 29, scope: !9)
!19 = !DILocation(line: 11, column: 21, scope: !9)
!20 = !DILocation(line: 11, column: 3, scope: !9)
!21 = !DILocation(line: 20, column: 3, scope: !9)
!22 = !DILocation(line: 12, column: 5, scope: !9)
!23 = !DILocation(line: 10, column: 9, scope: !9)
!24 = !DILocation(line: 20, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 21, column: 1, scope: !9)
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 18, column: 5, scope: !9)
!32 = !DILocation(line: 11, column: 30, scope: !9)
!33 = distinct !{!33, !20, !34, !35}
!34 = !DILocation(line: 19, column: 3, scope: !9)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 13, column: 30, scope: !9)
!37 = !DILocation(line: 13, column: 35, scope: !9)
!38 = !DILocation(line: 13, column: 39, scope: !9)
!39 = !DILocation(line: 13, column: 14, scope: !9)
!40 = !DILocation(line: 13, column: 12, scope: !9)
!41 = !DILocation(line: 14, column: 7, scope: !9)
!42 = !DILocation(line: 15, column: 24, scope: !9)
!43 = !DILocation(line: 15, column: 14, scope: !9)
!44 = !DILocation(line: 15, column: 11, scope: !9)
!45 = !DILocation(line: 16, column: 7, scope: !9)
!46 = !DILocation(line: 12, column: 32, scope: !9)
!47 = !DILocation(line: 12, column: 23, scope: !9)
!48 = distinct !{!48, !22, !49, !35}
!49 = !DILocation(line: 17, column: 5, scope: !9)
