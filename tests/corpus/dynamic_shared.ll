; ModuleID = 'dynamic_shared.cu'
source_filename = "dynamic_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_two_halves(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = zext nneg i32 %4 to i64, !dbg !19
  %6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %5, !dbg !19
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = mul i32 %7, %4, !dbg !23
  %9 = add i32 %8, %3, !dbg !24
  %10 = zext i32 %9 to i64, !dbg !25
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !25
  %12 = load float, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = zext nneg i32 %3 to i64, !dbg !30
  %14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %13, !dbg !30
  store float %12, ptr %14, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %15 = xor i32 %3, -1, !dbg !33
  %16 = add nsw i32 %4, %15, !dbg !33
  %17 = zext i32 %16 to i64, !dbg !34
  %18 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %17, !dbg !34
  %19 = load float, ptr %18, align 4, !dbg !34, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %20 = fmul contract float %19, 2.000000e+00, !dbg !36
  %21 = getelementptr inbounds float, ptr %6, i64 %13, !dbg !37
  store float %20, ptr %21, align 4, !dbg !38, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %22 = trunc nuw nsw i32 %3 to i16, !dbg !40
  %23 = add nuw nsw i16 %22, 1, !dbg !40
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !40
  %25 = urem i16 %23, %24, !dbg !40
  %26 = zext nneg i16 %25 to i64, !dbg !41
  %27 = getelementptr inbounds float, ptr %6, i64 %26, !dbg !41
  %28 = load float, ptr %27, align 4, !dbg !41, !tbaa !26
  %29 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !42
  store float %28, ptr %29, align 4, !dbg !43, !tbaa !26
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dynamic_shared.cu", directory: ".")
!2 = !{ptr @dyn_two_halves, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "dyn_two_halves", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 29, scope: !9)
!19 = !DILocation(line: 10, column: 18, scope: !9)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 11, column: 13, scope: !9)
!23 = !DILocation(line: 11, column: 24, scope: !9)
!24 = !DILocation(line: 11, column: 28, scope: !9)
!25 = !DILocation(line: 11, column: 10, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 11, column: 8, scope: !9)
!32 = !DILocation(line: 12, column: 3, scope: !9)
!33 = !DILocation(line: 13, column: 21, scope: !9)
!34 = !DILocation(line: 13, column: 13, scope: !9)
!35 = !DILocation(line: 14, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 12, scope: !9)
!37 = !DILocation(line: 15, column: 3, scope: !9)
!38 = !DILocation(line: 15, column: 8, scope: !9)
!39 = !DILocation(line: 16, column: 3, scope: !9)
!40 = !DILocation(line: 17, column: 39, scope: !9)
!41 = !DILocation(line: 17, column: 29, scope: !9)
!42 = !DILocation(line: 17, column: 3, scope: !9)
!43 = !DILocation(line: 17, column: 27, scope: !9)
!44 = !DILocation(line: 18, column: 1, scope: !9)
