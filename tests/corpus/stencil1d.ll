; ModuleID = 'stencil1d.cu'
source_filename = "stencil1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dE4temp = internal unnamed_addr addrspace(3) global [262 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil_1d(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = add i32 %7, 3, !dbg !24
  %9 = add nuw nsw i32 %3, 3, !dbg !25
  %10 = sext i32 %8 to i64, !dbg !26
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !26
  %12 = load i32, ptr %11, align 4, !dbg !26, !tbaa !27
  %13 = zext nneg i32 %9 to i64, !dbg !31
  %14 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %13, !dbg !31
  store i32 %12, ptr %14, align 4, !dbg !32, !tbaa !27
  %15 = icmp ult i32 %3, 3, !dbg !33
  %16 = sext i32 %7 to i64, !dbg !34
  br i1 %15, label %17, label %29, !dbg !35

17:                                               ; preds = %2
  %18 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !36
  %19 = load i32, ptr %18, align 4, !dbg !36, !tbaa !27
  %20 = zext nneg i32 %3 to i64, !dbg !37
  %21 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %20, !dbg !37
  store i32 %19, ptr %21, align 4, !dbg !38, !tbaa !27
  %22 = add i32 %7, 259, !dbg !39
  %23 = sext i32 %22 to i64, !dbg !40
  %24 = getelementptr inbounds i32, ptr %0, i64 %23, !dbg !40
  %25 = load i32, ptr %24, align 4, !dbg !40, !tbaa !27
  %26 = add nuw nsw i32 %3, 259, !dbg !41
  %27 = zext nneg i32 %26 to i64, !dbg !42
  %28 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %27, !dbg !42
  store i32 %25, ptr %28, align 4, !dbg !43, !tbaa !27
  br label %29, !dbg !44

29:                                               ; preds = %2, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %30 = zext nneg i32 %3 to i64, !dbg !46
  %31 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %30, !dbg !46
  %32 = load i32, ptr %31, align 4, !dbg !46, !tbaa !27
  %33 = add nuw nsw i32 %3, 1, !dbg !47
  %34 = zext nneg i32 %33 to i64, !dbg !46
  %35 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %34, !dbg !46
  %36 = load i32, ptr %35, align 4, !dbg !46, !tbaa !27
  %37 = add nsw i32 %36, %32, !dbg !48
  %38 = add nuw nsw i32 %3, 2, !dbg !47
  %39 = zext nneg i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %39, !dbg !46
  %41 = load i32, ptr %40, align 4, !dbg !46, !tbaa !27
  %42 = add nsw i32 %41, %37, !dbg !48
  %43 = zext nneg i32 %9 to i64, !dbg !46
  %44 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %43, !dbg !46
  %45 = load i32, ptr %44, align 4, !dbg !46, !tbaa !27
  %46 = add nsw i32 %45, %42, !dbg !48
  %47 = add nuw nsw i32 %3, 4, !dbg !47
  %48 = zext nneg i32 %47 to i64, !dbg !46
  %49 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %48, !dbg !46
  %50 = load i32, ptr %49, align 4, !dbg !46, !tbaa !27
  %51 = add nsw i32 %50, %46, !dbg !48
  %52 = add nuw nsw i32 %3, 5, !dbg !47
  %53 = zext nneg i32 %52 to i64, !dbg !46
  %54 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %53, !dbg !46
  %55 = load i32, ptr %54, align 4, !dbg !46, !tbaa !27
  %56 = add nsw i32 %55, %51, !dbg !48
  %57 = add nuw nsw i32 %3, 6, !dbg !47
  %58 = zext nneg i32 %57 to i64, !dbg !46
  %59 = getelementptr inbounds [262 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dE4temp to ptr), i64 0, i64 %58, !dbg !46
  %60 = load i32, ptr %59, align 4, !dbg !46, !tbaa !27
  %61 = add nsw i32 %60, %56, !dbg !48
  %62 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !49
  store i32 %61, ptr %62, align 4, !dbg !50, !tbaa !27
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "stencil1d.cu", directory: ".")
!2 = !{ptr @stencil_1d, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil_1d", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 16, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 30, scope: !9)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 43, scope: !9)
!22 = !DILocation(line: 10, column: 41, scope: !9)
!23 = !DILocation(line: 10, column: 28, scope: !9)
!24 = !DILocation(line: 10, column: 54, scope: !9)
!25 = !DILocation(line: 11, column: 28, scope: !9)
!26 = !DILocation(line: 12, column: 18, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 12, column: 3, scope: !9)
!32 = !DILocation(line: 12, column: 16, scope: !9)
!33 = !DILocation(line: 13, column: 19, scope: !9)
!34 = !DILocation(line: 0, scope: !9)
!35 = !DILocation(line: 13, column: 7, scope: !9)
!36 = !DILocation(line: 14, column: 29, scope: !9)
!37 = !DILocation(line: 14, column: 5, scope: !9)
!38 = !DILocation(line: 14, column: 27, scope: !9)
!39 = !DILocation(line: 15, column: 38, scope: !9)
!40 = !DILocation(line: 15, column: 28, scope: !9)
!41 = !DILocation(line: 15, column: 17, scope: !9)
!42 = !DILocation(line: 15, column: 5, scope: !9)
!43 = !DILocation(line: 15, column: 26, scope: !9)
!44 = !DILocation(line: 16, column: 3, scope: !9)
!45 = !DILocation(line: 17, column: 3, scope: !9)
!46 = !DILocation(line: 20, column: 15, scope: !9)
!47 = !DILocation(line: 20, column: 27, scope: !9)
!48 = !DILocation(line: 20, column: 12, scope: !9)
!49 = !DILocation(line: 21, column: 3, scope: !9)
!50 = !DILocation(line: 21, column: 24, scope: !9)
!51 = !DILocation(line: 22, column: 1, scope: !9)
