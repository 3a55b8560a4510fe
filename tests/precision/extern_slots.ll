; ModuleID = 'extern_slots.cu'
source_filename = "extern_slots.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@d = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@d2 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@e2 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@d3 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@d4 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_own(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !19
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !19
  %6 = load float, ptr %5, align 4, !dbg !19, !tbaa !20
  %7 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @d to ptr), i64 0, i64 %4, !dbg !24
  store float %6, ptr %7, align 4, !dbg !25, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %8 = load float, ptr %7, align 4, !dbg !27, !tbaa !20
  %9 = fmul contract float %8, %8, !dbg !28
  %10 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !29
  store float %9, ptr %10, align 4, !dbg !30, !tbaa !20
  ret void, !dbg !31
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_alias(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !32 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  %4 = zext nneg i32 %3 to i64, !dbg !35
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !35
  %6 = load i32, ptr %5, align 4, !dbg !35, !tbaa !36
  %7 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @d2 to ptr), i64 0, i64 %4, !dbg !38
  store i32 %6, ptr %7, align 4, !dbg !39, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %8 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @e2 to ptr), i64 0, i64 %4, !dbg !41
  %9 = load i32, ptr %8, align 4, !dbg !41, !tbaa !36
  %10 = add nsw i32 %9, 1, !dbg !42
  %11 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !43
  store i32 %10, ptr %11, align 4, !dbg !44, !tbaa !36
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_neighbour(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !46 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %4 = zext nneg i32 %3 to i64, !dbg !49
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !49
  %6 = load i32, ptr %5, align 4, !dbg !49, !tbaa !36
  %7 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @d3 to ptr), i64 0, i64 %4, !dbg !50
  store i32 %6, ptr %7, align 4, !dbg !51, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %8 = xor i32 %3, 1, !dbg !53
  %9 = zext nneg i32 %8 to i64, !dbg !54
  %10 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @d3 to ptr), i64 0, i64 %9, !dbg !54
  %11 = load i32, ptr %10, align 4, !dbg !54, !tbaa !36
  %12 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !55
  store i32 %11, ptr %12, align 4, !dbg !56, !tbaa !36
  ret void, !dbg !57
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dyn_strided(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !58 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %4 = zext nneg i32 %3 to i64, !dbg !61
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !61
  %6 = load i32, ptr %5, align 4, !dbg !61, !tbaa !36
  %7 = shl nuw nsw i32 %3, 1, !dbg !62
  %8 = or disjoint i32 %7, 1, !dbg !63
  %9 = zext nneg i32 %8 to i64, !dbg !64
  %10 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @d4 to ptr), i64 0, i64 %9, !dbg !64
  store i32 %6, ptr %10, align 4, !dbg !65, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !66
  %11 = load i32, ptr %10, align 4, !dbg !67, !tbaa !36
  %12 = add nsw i32 %11, -1, !dbg !68
  %13 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !69
  store i32 %12, ptr %13, align 4, !dbg !70, !tbaa !36
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "extern_slots.cu", directory: ".")
!2 = !{ptr @dyn_own, !"kernel", i32 1}
!3 = !{ptr @dyn_alias, !"kernel", i32 1}
!4 = !{ptr @dyn_neighbour, !"kernel", i32 1}
!5 = !{ptr @dyn_strided, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "dyn_own", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 58, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!18 = distinct !DILocation(line: 7, column: 12, scope: !12)
!19 = !DILocation(line: 8, column: 10, scope: !12)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 8, column: 3, scope: !12)
!25 = !DILocation(line: 8, column: 8, scope: !12)
!26 = !DILocation(line: 9, column: 3, scope: !12)
!27 = !DILocation(line: 10, column: 12, scope: !12)
!28 = !DILocation(line: 10, column: 17, scope: !12)
!29 = !DILocation(line: 10, column: 3, scope: !12)
!30 = !DILocation(line: 10, column: 10, scope: !12)
!31 = !DILocation(line: 11, column: 1, scope: !12)
!32 = distinct !DISubprogram(name: "dyn_alias", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !34)
!34 = distinct !DILocation(line: 18, column: 12, scope: !32)
!35 = !DILocation(line: 19, column: 11, scope: !32)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !22, i64 0}
!38 = !DILocation(line: 19, column: 3, scope: !32)
!39 = !DILocation(line: 19, column: 9, scope: !32)
!40 = !DILocation(line: 20, column: 3, scope: !32)
!41 = !DILocation(line: 21, column: 12, scope: !32)
!42 = !DILocation(line: 21, column: 18, scope: !32)
!43 = !DILocation(line: 21, column: 3, scope: !32)
!44 = !DILocation(line: 21, column: 10, scope: !32)
!45 = !DILocation(line: 22, column: 1, scope: !32)
!46 = distinct !DISubprogram(name: "dyn_neighbour", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !48)
!48 = distinct !DILocation(line: 27, column: 12, scope: !46)
!49 = !DILocation(line: 28, column: 11, scope: !46)
!50 = !DILocation(line: 28, column: 3, scope: !46)
!51 = !DILocation(line: 28, column: 9, scope: !46)
!52 = !DILocation(line: 29, column: 3, scope: !46)
!53 = !DILocation(line: 30, column: 17, scope: !46)
!54 = !DILocation(line: 30, column: 12, scope: !46)
!55 = !DILocation(line: 30, column: 3, scope: !46)
!56 = !DILocation(line: 30, column: 10, scope: !46)
!57 = !DILocation(line: 31, column: 1, scope: !46)
!58 = distinct !DISubprogram(name: "dyn_strided", scope: !1, file: !1, line: 35, type: !13, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 58, column: 1, scope: !16, inlinedAt: !60)
!60 = distinct !DILocation(line: 37, column: 12, scope: !58)
!61 = !DILocation(line: 38, column: 19, scope: !58)
!62 = !DILocation(line: 38, column: 8, scope: !58)
!63 = !DILocation(line: 38, column: 12, scope: !58)
!64 = !DILocation(line: 38, column: 3, scope: !58)
!65 = !DILocation(line: 38, column: 17, scope: !58)
!66 = !DILocation(line: 39, column: 3, scope: !58)
!67 = !DILocation(line: 40, column: 12, scope: !58)
!68 = !DILocation(line: 40, column: 26, scope: !58)
!69 = !DILocation(line: 40, column: 3, scope: !58)
!70 = !DILocation(line: 40, column: 10, scope: !58)
!71 = !DILocation(line: 41, column: 1, scope: !58)
