; ModuleID = 'private_slot.cu'
source_filename = "private_slot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8own_slotE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ16own_slot_stridedE1s = internal unnamed_addr addrspace(3) global [2048 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = fmul contract float %10, %10, !dbg !33
  %12 = zext nneg i32 %3 to i64, !dbg !34
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8own_slotE1s to ptr), i64 0, i64 %12, !dbg !34
  store float %11, ptr %13, align 4, !dbg !35, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %14 = load float, ptr %13, align 4, !dbg !37, !tbaa !29
  %15 = fadd contract float %14, 1.000000e+00, !dbg !38
  %16 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !39
  store float %15, ptr %16, align 4, !dbg !40, !tbaa !29
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @own_slot_strided(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !42 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %4 = zext nneg i32 %3 to i64, !dbg !45
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !45
  %6 = load i32, ptr %5, align 4, !dbg !45, !tbaa !46
  %7 = shl nuw nsw i32 %3, 1, !dbg !48
  %8 = or disjoint i32 %7, 1, !dbg !49
  %9 = zext nneg i32 %8 to i64, !dbg !50
  %10 = getelementptr inbounds [2048 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16own_slot_stridedE1s to ptr), i64 0, i64 %9, !dbg !50
  store i32 %6, ptr %10, align 4, !dbg !51, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %11 = load i32, ptr %10, align 4, !dbg !53, !tbaa !46
  %12 = mul nsw i32 %11, 3, !dbg !54
  %13 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !55
  store i32 %12, ptr %13, align 4, !dbg !56, !tbaa !46
  ret void, !dbg !57
}

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
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10, !11}
!nvvmir.version = !{!12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "private_slot.cu", directory: ".")
!8 = !{ptr @own_slot, !"kernel", i32 1}
!9 = !{ptr @own_slot_strided, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "own_slot", scope: !7, file: !7, line: 6, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 9, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 10, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 25, scope: !13)
!26 = !DILocation(line: 10, column: 23, scope: !13)
!27 = !DILocation(line: 10, column: 36, scope: !13)
!28 = !DILocation(line: 11, column: 10, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 11, column: 16, scope: !13)
!34 = !DILocation(line: 11, column: 3, scope: !13)
!35 = !DILocation(line: 11, column: 8, scope: !13)
!36 = !DILocation(line: 12, column: 3, scope: !13)
!37 = !DILocation(line: 13, column: 12, scope: !13)
!38 = !DILocation(line: 13, column: 17, scope: !13)
!39 = !DILocation(line: 13, column: 3, scope: !13)
!40 = !DILocation(line: 13, column: 10, scope: !13)
!41 = !DILocation(line: 14, column: 1, scope: !13)
!42 = distinct !DISubprogram(name: "own_slot_strided", scope: !7, file: !7, line: 17, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !44)
!44 = distinct !DILocation(line: 20, column: 12, scope: !42)
!45 = !DILocation(line: 21, column: 18, scope: !42)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !31, i64 0}
!48 = !DILocation(line: 21, column: 7, scope: !42)
!49 = !DILocation(line: 21, column: 11, scope: !42)
!50 = !DILocation(line: 21, column: 3, scope: !42)
!51 = !DILocation(line: 21, column: 16, scope: !42)
!52 = !DILocation(line: 22, column: 3, scope: !42)
!53 = !DILocation(line: 23, column: 12, scope: !42)
!54 = !DILocation(line: 23, column: 25, scope: !42)
!55 = !DILocation(line: 23, column: 3, scope: !42)
!56 = !DILocation(line: 23, column: 10, scope: !42)
!57 = !DILocation(line: 24, column: 1, scope: !42)
