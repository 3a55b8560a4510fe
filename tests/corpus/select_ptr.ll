; ModuleID = 'select_ptr.cu'
source_filename = "select_ptr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12select_valueE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ10pick_arrayE2sa = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ10pick_arrayE2sb = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ10pick_arrayE2sc = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @select_value(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12select_valueE1s to ptr), i64 0, i64 %11, !dbg !30
  store float %10, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = xor i32 %3, 1, !dbg !33
  %14 = zext nneg i32 %13 to i64, !dbg !34
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12select_valueE1s to ptr), i64 0, i64 %14, !dbg !34
  %16 = load float, ptr %15, align 4, !dbg !34, !tbaa !26
  %17 = load float, ptr %12, align 4, !dbg !35, !tbaa !26
  %18 = and i32 %3, 1, !dbg !36
  %19 = icmp eq i32 %18, 0, !dbg !37
  %20 = select contract i1 %19, float %17, float %16, !dbg !37
  %21 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !38
  store float %20, ptr %21, align 4, !dbg !39, !tbaa !26
  ret void, !dbg !40
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pick_array(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !41 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !44
  %6 = shl i32 %5, 8, !dbg !46
  %7 = add i32 %6, %4, !dbg !47
  %8 = zext i32 %7 to i64, !dbg !48
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !48
  %10 = load float, ptr %9, align 4, !dbg !48, !tbaa !26
  %11 = zext nneg i32 %4 to i64, !dbg !49
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %11, !dbg !49
  store float %10, ptr %12, align 4, !dbg !50, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %13 = icmp eq i32 %2, 0, !dbg !52
  %14 = select i1 %13, ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sb to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sa to ptr), !dbg !52
  %15 = sub nsw i32 255, %4, !dbg !53
  %16 = zext i32 %15 to i64, !dbg !54
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %16, !dbg !54
  %18 = load float, ptr %17, align 4, !dbg !54, !tbaa !26
  %19 = getelementptr inbounds float, ptr %14, i64 %11, !dbg !55
  store float %18, ptr %19, align 4, !dbg !56, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %20 = add nuw nsw i32 %4, 1, !dbg !58
  %21 = and i32 %20, 255, !dbg !59
  %22 = zext nneg i32 %21 to i64, !dbg !60
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %22, !dbg !60
  %24 = load float, ptr %23, align 4, !dbg !60, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %25 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !62
  %26 = load float, ptr %25, align 4, !dbg !62, !tbaa !26
  %27 = fadd contract float %24, %26, !dbg !63
  %28 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !64
  store float %27, ptr %28, align 4, !dbg !65, !tbaa !26
  ret void, !dbg !66
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
!1 = !DIFile(filename: "select_ptr.cu", directory: ".")
!2 = !{ptr @select_value, !"kernel", i32 1}
!3 = !{ptr @pick_array, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "select_value", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 8, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 25, scope: !10)
!23 = !DILocation(line: 9, column: 23, scope: !10)
!24 = !DILocation(line: 9, column: 36, scope: !10)
!25 = !DILocation(line: 10, column: 10, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 3, scope: !10)
!31 = !DILocation(line: 10, column: 8, scope: !10)
!32 = !DILocation(line: 11, column: 3, scope: !10)
!33 = !DILocation(line: 12, column: 17, scope: !10)
!34 = !DILocation(line: 12, column: 13, scope: !10)
!35 = !DILocation(line: 12, column: 27, scope: !10)
!36 = !DILocation(line: 13, column: 15, scope: !10)
!37 = !DILocation(line: 13, column: 12, scope: !10)
!38 = !DILocation(line: 13, column: 3, scope: !10)
!39 = !DILocation(line: 13, column: 10, scope: !10)
!40 = !DILocation(line: 14, column: 1, scope: !10)
!41 = distinct !DISubprogram(name: "pick_array", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !43)
!43 = distinct !DILocation(line: 18, column: 12, scope: !41)
!44 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !45)
!45 = distinct !DILocation(line: 19, column: 12, scope: !41)
!46 = !DILocation(line: 19, column: 23, scope: !41)
!47 = !DILocation(line: 19, column: 29, scope: !41)
!48 = !DILocation(line: 20, column: 11, scope: !41)
!49 = !DILocation(line: 20, column: 3, scope: !41)
!50 = !DILocation(line: 20, column: 9, scope: !41)
!51 = !DILocation(line: 21, column: 3, scope: !41)
!52 = !DILocation(line: 22, column: 16, scope: !41)
!53 = !DILocation(line: 23, column: 19, scope: !41)
!54 = !DILocation(line: 23, column: 12, scope: !41)
!55 = !DILocation(line: 23, column: 3, scope: !41)
!56 = !DILocation(line: 23, column: 10, scope: !41)
!57 = !DILocation(line: 24, column: 3, scope: !41)
!58 = !DILocation(line: 25, column: 19, scope: !41)
!59 = !DILocation(line: 25, column: 24, scope: !41)
!60 = !DILocation(line: 25, column: 13, scope: !41)
!61 = !DILocation(line: 26, column: 3, scope: !41)
!62 = !DILocation(line: 27, column: 16, scope: !41)
!63 = !DILocation(line: 27, column: 14, scope: !41)
!64 = !DILocation(line: 27, column: 3, scope: !41)
!65 = !DILocation(line: 27, column: 10, scope: !41)
!66 = !DILocation(line: 28, column: 1, scope: !41)
