; ModuleID = 'entry_exit.cu'
source_filename = "entry_exit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16barrier_at_entryE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ19barrier_before_exitE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_at_entry(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  tail call void @llvm.nvvm.barrier0(), !dbg !13
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %6 = mul i32 %4, %5, !dbg !24
  %7 = add i32 %6, %3, !dbg !25
  %8 = zext i32 %7 to i64, !dbg !26
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !26
  %10 = load float, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !31
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16barrier_at_entryE1s to ptr), i64 0, i64 %11, !dbg !31
  store float %10, ptr %12, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %13 = xor i32 %3, -1, !dbg !34
  %14 = add nsw i32 %5, %13, !dbg !34
  %15 = zext i32 %14 to i64, !dbg !35
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16barrier_at_entryE1s to ptr), i64 0, i64 %15, !dbg !35
  %17 = load float, ptr %16, align 4, !dbg !35, !tbaa !27
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !36
  store float %17, ptr %18, align 4, !dbg !37, !tbaa !27
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @barrier_before_exit(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !39 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %6 = mul i32 %4, %5, !dbg !46
  %7 = add i32 %6, %3, !dbg !47
  %8 = zext i32 %7 to i64, !dbg !48
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !48
  %10 = load float, ptr %9, align 4, !dbg !48, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !49
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19barrier_before_exitE1s to ptr), i64 0, i64 %11, !dbg !49
  store float %10, ptr %12, align 4, !dbg !50, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %13 = xor i32 %3, -1, !dbg !52
  %14 = add nsw i32 %5, %13, !dbg !52
  %15 = zext i32 %14 to i64, !dbg !53
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19barrier_before_exitE1s to ptr), i64 0, i64 %15, !dbg !53
  %17 = load float, ptr %16, align 4, !dbg !53, !tbaa !27
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !54
  store float %17, ptr %18, align 4, !dbg !55, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  ret void, !dbg !57
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
!1 = !DIFile(filename: "entry_exit.cu", directory: ".")
!2 = !{ptr @barrier_at_entry, !"kernel", i32 1}
!3 = !{ptr @barrier_before_exit, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "barrier_at_entry", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 6, column: 3, scope: !10)
!14 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "./shim.h", directory: ".")
!17 = distinct !DILocation(line: 8, column: 12, scope: !10)
!18 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 9, column: 13, scope: !10)
!21 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 9, column: 26, scope: !10)
!24 = !DILocation(line: 9, column: 24, scope: !10)
!25 = !DILocation(line: 9, column: 37, scope: !10)
!26 = !DILocation(line: 9, column: 10, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 9, column: 3, scope: !10)
!32 = !DILocation(line: 9, column: 8, scope: !10)
!33 = !DILocation(line: 10, column: 3, scope: !10)
!34 = !DILocation(line: 11, column: 55, scope: !10)
!35 = !DILocation(line: 11, column: 38, scope: !10)
!36 = !DILocation(line: 11, column: 3, scope: !10)
!37 = !DILocation(line: 11, column: 36, scope: !10)
!38 = !DILocation(line: 12, column: 1, scope: !10)
!39 = distinct !DISubprogram(name: "barrier_before_exit", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !41)
!41 = distinct !DILocation(line: 16, column: 12, scope: !39)
!42 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !43)
!43 = distinct !DILocation(line: 17, column: 13, scope: !39)
!44 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !45)
!45 = distinct !DILocation(line: 17, column: 26, scope: !39)
!46 = !DILocation(line: 17, column: 24, scope: !39)
!47 = !DILocation(line: 17, column: 37, scope: !39)
!48 = !DILocation(line: 17, column: 10, scope: !39)
!49 = !DILocation(line: 17, column: 3, scope: !39)
!50 = !DILocation(line: 17, column: 8, scope: !39)
!51 = !DILocation(line: 18, column: 3, scope: !39)
!52 = !DILocation(line: 19, column: 55, scope: !39)
!53 = !DILocation(line: 19, column: 38, scope: !39)
!54 = !DILocation(line: 19, column: 3, scope: !39)
!55 = !DILocation(line: 19, column: 36, scope: !39)
!56 = !DILocation(line: 20, column: 3, scope: !39)
!57 = !DILocation(line: 21, column: 1, scope: !39)
