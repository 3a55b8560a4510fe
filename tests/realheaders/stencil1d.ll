; ModuleID = 'stencil1d.cu'
source_filename = "stencil1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dE4temp = internal unnamed_addr addrspace(3) global [262 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil_1d(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = add i32 %7, 3, !dbg !27
  %9 = add nuw nsw i32 %3, 3, !dbg !28
  %10 = sext i32 %8 to i64, !dbg !29
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !29
  %12 = load i32, ptr %11, align 4, !dbg !29, !tbaa !30
  %13 = zext nneg i32 %9 to i64, !dbg !34
  %14 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %13, !dbg !34
  store i32 %12, ptr %14, align 4, !dbg !35, !tbaa !30
  %15 = icmp ult i32 %3, 3, !dbg !36
  %16 = sext i32 %7 to i64, !dbg !37
  br i1 %15, label %17, label %29, !dbg !38

17:                                               ; preds = %2
  %18 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !39
  %19 = load i32, ptr %18, align 4, !dbg !39, !tbaa !30
  %20 = zext nneg i32 %3 to i64, !dbg !40
  %21 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %20, !dbg !40
  store i32 %19, ptr %21, align 4, !dbg !41, !tbaa !30
  %22 = add i32 %7, 259, !dbg !42
  %23 = sext i32 %22 to i64, !dbg !43
  %24 = getelementptr inbounds i32, ptr %0, i64 %23, !dbg !43
  %25 = load i32, ptr %24, align 4, !dbg !43, !tbaa !30
  %26 = add nuw nsw i32 %3, 259, !dbg !44
  %27 = zext nneg i32 %26 to i64, !dbg !45
  %28 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %27, !dbg !45
  store i32 %25, ptr %28, align 4, !dbg !46, !tbaa !30
  br label %29, !dbg !47

29:                                               ; preds = %2, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %30 = zext nneg i32 %3 to i64, !dbg !49
  %31 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %30, !dbg !49
  %32 = load i32, ptr %31, align 4, !dbg !49, !tbaa !30
  %33 = add nuw nsw i32 %3, 1, !dbg !50
  %34 = zext nneg i32 %33 to i64, !dbg !49
  %35 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %34, !dbg !49
  %36 = load i32, ptr %35, align 4, !dbg !49, !tbaa !30
  %37 = add nsw i32 %36, %32, !dbg !51
  %38 = add nuw nsw i32 %3, 2, !dbg !50
  %39 = zext nneg i32 %38 to i64, !dbg !49
  %40 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %39, !dbg !49
  %41 = load i32, ptr %40, align 4, !dbg !49, !tbaa !30
  %42 = add nsw i32 %41, %37, !dbg !51
  %43 = zext nneg i32 %9 to i64, !dbg !49
  %44 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %43, !dbg !49
  %45 = load i32, ptr %44, align 4, !dbg !49, !tbaa !30
  %46 = add nsw i32 %45, %42, !dbg !51
  %47 = add nuw nsw i32 %3, 4, !dbg !50
  %48 = zext nneg i32 %47 to i64, !dbg !49
  %49 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %48, !dbg !49
  %50 = load i32, ptr %49, align 4, !dbg !49, !tbaa !30
  %51 = add nsw i32 %50, %46, !dbg !51
  %52 = add nuw nsw i32 %3, 5, !dbg !50
  %53 = zext nneg i32 %52 to i64, !dbg !49
  %54 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %53, !dbg !49
  %55 = load i32, ptr %54, align 4, !dbg !49, !tbaa !30
  %56 = add nsw i32 %55, %51, !dbg !51
  %57 = add nuw nsw i32 %3, 6, !dbg !50
  %58 = zext nneg i32 %57 to i64, !dbg !49
  %59 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %58, !dbg !49
  %60 = load i32, ptr %59, align 4, !dbg !49, !tbaa !30
  %61 = add nsw i32 %60, %56, !dbg !51
  %62 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !52
  store i32 %61, ptr %62, align 4, !dbg !53, !tbaa !30
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "stencil1d.cu", directory: ".")
!8 = !{ptr @stencil_1d, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "stencil_1d", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 16, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 30, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 43, scope: !12)
!25 = !DILocation(line: 10, column: 41, scope: !12)
!26 = !DILocation(line: 10, column: 28, scope: !12)
!27 = !DILocation(line: 10, column: 54, scope: !12)
!28 = !DILocation(line: 11, column: 28, scope: !12)
!29 = !DILocation(line: 12, column: 18, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 12, column: 3, scope: !12)
!35 = !DILocation(line: 12, column: 16, scope: !12)
!36 = !DILocation(line: 13, column: 19, scope: !12)
!37 = !DILocation(line: 0, scope: !12)
!38 = !DILocation(line: 13, column: 7, scope: !12)
!39 = !DILocation(line: 14, column: 29, scope: !12)
!40 = !DILocation(line: 14, column: 5, scope: !12)
!41 = !DILocation(line: 14, column: 27, scope: !12)
!42 = !DILocation(line: 15, column: 38, scope: !12)
!43 = !DILocation(line: 15, column: 28, scope: !12)
!44 = !DILocation(line: 15, column: 17, scope: !12)
!45 = !DILocation(line: 15, column: 5, scope: !12)
!46 = !DILocation(line: 15, column: 26, scope: !12)
!47 = !DILocation(line: 16, column: 3, scope: !12)
!48 = !DILocation(line: 17, column: 3, scope: !12)
!49 = !DILocation(line: 20, column: 15, scope: !12)
!50 = !DILocation(line: 20, column: 27, scope: !12)
!51 = !DILocation(line: 20, column: 12, scope: !12)
!52 = !DILocation(line: 21, column: 3, scope: !12)
!53 = !DILocation(line: 21, column: 24, scope: !12)
!54 = !DILocation(line: 22, column: 1, scope: !12)
