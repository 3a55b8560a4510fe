; ModuleID = 'dynamic_shared.cu'
source_filename = "dynamic_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_two_halves(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = zext nneg i32 %4 to i64, !dbg !22
  %6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %5, !dbg !22
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %8 = mul i32 %7, %4, !dbg !26
  %9 = add i32 %8, %3, !dbg !27
  %10 = zext i32 %9 to i64, !dbg !28
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !28
  %12 = load float, ptr %11, align 4, !dbg !28, !tbaa !29
  %13 = zext nneg i32 %3 to i64, !dbg !33
  %14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %13, !dbg !33
  store float %12, ptr %14, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %15 = xor i32 %3, -1, !dbg !36
  %16 = add nsw i32 %4, %15, !dbg !36
  %17 = zext i32 %16 to i64, !dbg !37
  %18 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %17, !dbg !37
  %19 = load float, ptr %18, align 4, !dbg !37, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %20 = fmul contract float %19, 2.000000e+00, !dbg !39
  %21 = getelementptr inbounds float, ptr %6, i64 %13, !dbg !40
  store float %20, ptr %21, align 4, !dbg !41, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %22 = trunc nuw nsw i32 %3 to i16, !dbg !43
  %23 = add nuw nsw i16 %22, 1, !dbg !43
  %24 = trunc nuw nsw i32 %4 to i16, !dbg !43
  %25 = urem i16 %23, %24, !dbg !43
  %26 = zext nneg i16 %25 to i64, !dbg !44
  %27 = getelementptr inbounds float, ptr %6, i64 %26, !dbg !44
  %28 = load float, ptr %27, align 4, !dbg !44, !tbaa !29
  %29 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !45
  store float %28, ptr %29, align 4, !dbg !46, !tbaa !29
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "dynamic_shared.cu", directory: ".")
!8 = !{ptr @dyn_two_halves, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "dyn_two_halves", scope: !7, file: !7, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 12, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 8, column: 29, scope: !12)
!22 = !DILocation(line: 10, column: 18, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 13, scope: !12)
!26 = !DILocation(line: 11, column: 24, scope: !12)
!27 = !DILocation(line: 11, column: 28, scope: !12)
!28 = !DILocation(line: 11, column: 10, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 11, column: 3, scope: !12)
!34 = !DILocation(line: 11, column: 8, scope: !12)
!35 = !DILocation(line: 12, column: 3, scope: !12)
!36 = !DILocation(line: 13, column: 21, scope: !12)
!37 = !DILocation(line: 13, column: 13, scope: !12)
!38 = !DILocation(line: 14, column: 3, scope: !12)
!39 = !DILocation(line: 15, column: 12, scope: !12)
!40 = !DILocation(line: 15, column: 3, scope: !12)
!41 = !DILocation(line: 15, column: 8, scope: !12)
!42 = !DILocation(line: 16, column: 3, scope: !12)
!43 = !DILocation(line: 17, column: 39, scope: !12)
!44 = !DILocation(line: 17, column: 29, scope: !12)
!45 = !DILocation(line: 17, column: 3, scope: !12)
!46 = !DILocation(line: 17, column: 27, scope: !12)
!47 = !DILocation(line: 18, column: 1, scope: !12)
