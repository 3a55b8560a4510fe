; ModuleID = 'private_slot.cu'
source_filename = "private_slot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8own_slotE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ16own_slot_stridedE1s = internal unnamed_addr addrspace(3) global [2048 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = fmul contract float %10, %10, !dbg !30
  %12 = zext nneg i32 %3 to i64, !dbg !31
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8own_slotE1s to ptr), i64 0, i64 %12, !dbg !31
  store float %11, ptr %13, align 4, !dbg !32, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %14 = load float, ptr %13, align 4, !dbg !34, !tbaa !26
  %15 = fadd contract float %14, 1.000000e+00, !dbg !35
  %16 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !36
  store float %15, ptr %16, align 4, !dbg !37, !tbaa !26
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot_strided(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !39 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %4 = zext nneg i32 %3 to i64, !dbg !42
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !42
  %6 = load i32, ptr %5, align 4, !dbg !42, !tbaa !43
  %7 = shl nuw nsw i32 %3, 1, !dbg !45
  %8 = or disjoint i32 %7, 1, !dbg !46
  %9 = zext nneg i32 %8 to i64, !dbg !47
  %10 = getelementptr inbounds [2048 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16own_slot_stridedE1s to ptr), i64 0, i64 %9, !dbg !47
  store i32 %6, ptr %10, align 4, !dbg !48, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %11 = load i32, ptr %10, align 4, !dbg !50, !tbaa !43
  %12 = mul nsw i32 %11, 3, !dbg !51
  %13 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !52
  store i32 %12, ptr %13, align 4, !dbg !53, !tbaa !43
  ret void, !dbg !54
}

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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "private_slot.cu", directory: ".")
!2 = !{ptr @own_slot, !"kernel", i32 1}
!3 = !{ptr @own_slot_strided, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "own_slot", scope: !1, file: !1, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 9, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 25, scope: !10)
!23 = !DILocation(line: 10, column: 23, scope: !10)
!24 = !DILocation(line: 10, column: 36, scope: !10)
!25 = !DILocation(line: 11, column: 10, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 11, column: 16, scope: !10)
!31 = !DILocation(line: 11, column: 3, scope: !10)
!32 = !DILocation(line: 11, column: 8, scope: !10)
!33 = !DILocation(line: 12, column: 3, scope: !10)
!34 = !DILocation(line: 13, column: 12, scope: !10)
!35 = !DILocation(line: 13, column: 17, scope: !10)
!36 = !DILocation(line: 13, column: 3, scope: !10)
!37 = !DILocation(line: 13, column: 10, scope: !10)
!38 = !DILocation(line: 14, column: 1, scope: !10)
!39 = distinct !DISubprogram(name: "own_slot_strided", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !41)
!41 = distinct !DILocation(line: 20, column: 12, scope: !39)
!42 = !DILocation(line: 21, column: 18, scope: !39)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !28, i64 0}
!45 = !DILocation(line: 21, column: 7, scope: !39)
!46 = !DILocation(line: 21, column: 11, scope: !39)
!47 = !DILocation(line: 21, column: 3, scope: !39)
!48 = !DILocation(line: 21, column: 16, scope: !39)
!49 = !DILocation(line: 22, column: 3, scope: !39)
!50 = !DILocation(line: 23, column: 12, scope: !39)
!51 = !DILocation(line: 23, column: 25, scope: !39)
!52 = !DILocation(line: 23, column: 3, scope: !39)
!53 = !DILocation(line: 23, column: 10, scope: !39)
!54 = !DILocation(line: 24, column: 1, scope: !39)
