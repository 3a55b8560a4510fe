; ModuleID = 'reads_both_sides.cu'
source_filename = "reads_both_sides.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reads_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@t2 = dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18shared_then_globalE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reads_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = mul i32 %5, %4, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %11, !dbg !30
  store float %10, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !33
  %14 = add nuw nsw i16 %13, 1, !dbg !33
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !33
  %16 = urem i16 %14, %15, !dbg !33
  %17 = zext nneg i16 %16 to i64, !dbg !34
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %17, !dbg !34
  %19 = load float, ptr %18, align 4, !dbg !34, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %20 = add nuw nsw i16 %13, 2, !dbg !36
  %21 = urem i16 %20, %15, !dbg !36
  %22 = zext nneg i16 %21 to i64, !dbg !37
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %22, !dbg !37
  %24 = load float, ptr %23, align 4, !dbg !37, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %25 = fadd contract float %19, %24, !dbg !39
  %26 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !40
  store float %25, ptr %26, align 4, !dbg !41, !tbaa !26
  ret void, !dbg !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shared_then_global(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !43 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %6 = mul i32 %5, %4, !dbg !50
  %7 = add i32 %6, %3, !dbg !51
  %8 = zext i32 %7 to i64, !dbg !52
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !52
  %10 = load float, ptr %9, align 4, !dbg !52, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !53
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18shared_then_globalE1s to ptr), i64 0, i64 %11, !dbg !53
  store float %10, ptr %12, align 4, !dbg !54, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !56
  %14 = add nuw nsw i16 %13, 1, !dbg !56
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !56
  %16 = urem i16 %14, %15, !dbg !56
  %17 = zext nneg i16 %16 to i64, !dbg !57
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18shared_then_globalE1s to ptr), i64 0, i64 %17, !dbg !57
  %19 = load float, ptr %18, align 4, !dbg !57, !tbaa !26
  %20 = fmul contract float %19, %19, !dbg !58
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @t2 to ptr), i64 0, i64 %11, !dbg !59
  store float %20, ptr %21, align 4, !dbg !60, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !62
  store float %19, ptr %22, align 4, !dbg !63, !tbaa !26
  ret void, !dbg !64
}

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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reads_both_sides.cu", directory: ".")
!2 = !{ptr @reads_only, !"kernel", i32 1}
!3 = !{ptr @shared_then_global, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "reads_only", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 12, scope: !10)
!17 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 7, column: 29, scope: !10)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 13, scope: !10)
!23 = !DILocation(line: 8, column: 24, scope: !10)
!24 = !DILocation(line: 8, column: 28, scope: !10)
!25 = !DILocation(line: 8, column: 10, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 8, column: 3, scope: !10)
!31 = !DILocation(line: 8, column: 8, scope: !10)
!32 = !DILocation(line: 9, column: 3, scope: !10)
!33 = !DILocation(line: 10, column: 23, scope: !10)
!34 = !DILocation(line: 10, column: 13, scope: !10)
!35 = !DILocation(line: 11, column: 3, scope: !10)
!36 = !DILocation(line: 12, column: 23, scope: !10)
!37 = !DILocation(line: 12, column: 13, scope: !10)
!38 = !DILocation(line: 13, column: 3, scope: !10)
!39 = !DILocation(line: 14, column: 31, scope: !10)
!40 = !DILocation(line: 14, column: 3, scope: !10)
!41 = !DILocation(line: 14, column: 27, scope: !10)
!42 = !DILocation(line: 15, column: 1, scope: !10)
!43 = distinct !DISubprogram(name: "shared_then_global", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !45)
!45 = distinct !DILocation(line: 22, column: 12, scope: !43)
!46 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !47)
!47 = distinct !DILocation(line: 22, column: 29, scope: !43)
!48 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !49)
!49 = distinct !DILocation(line: 23, column: 13, scope: !43)
!50 = !DILocation(line: 23, column: 24, scope: !43)
!51 = !DILocation(line: 23, column: 28, scope: !43)
!52 = !DILocation(line: 23, column: 10, scope: !43)
!53 = !DILocation(line: 23, column: 3, scope: !43)
!54 = !DILocation(line: 23, column: 8, scope: !43)
!55 = !DILocation(line: 24, column: 3, scope: !43)
!56 = !DILocation(line: 25, column: 23, scope: !43)
!57 = !DILocation(line: 25, column: 13, scope: !43)
!58 = !DILocation(line: 26, column: 13, scope: !43)
!59 = !DILocation(line: 26, column: 3, scope: !43)
!60 = !DILocation(line: 26, column: 9, scope: !43)
!61 = !DILocation(line: 27, column: 3, scope: !43)
!62 = !DILocation(line: 28, column: 3, scope: !43)
!63 = !DILocation(line: 28, column: 27, scope: !43)
!64 = !DILocation(line: 29, column: 1, scope: !43)
