; ModuleID = 'select_ptr.cu'
source_filename = "select_ptr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12select_valueE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ10pick_arrayE2sa = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ10pick_arrayE2sb = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ10pick_arrayE2sc = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @select_value(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12select_valueE1s to ptr), i64 0, i64 %11, !dbg !33
  store float %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = xor i32 %3, 1, !dbg !36
  %14 = zext nneg i32 %13 to i64, !dbg !37
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12select_valueE1s to ptr), i64 0, i64 %14, !dbg !37
  %16 = load float, ptr %15, align 4, !dbg !37, !tbaa !29
  %17 = load float, ptr %12, align 4, !dbg !38, !tbaa !29
  %18 = and i32 %3, 1, !dbg !39
  %19 = icmp eq i32 %18, 0, !dbg !40
  %20 = select contract i1 %19, float %17, float %16, !dbg !40
  %21 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !41
  store float %20, ptr %21, align 4, !dbg !42, !tbaa !29
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pick_array(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !44 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %6 = shl i32 %5, 8, !dbg !49
  %7 = add i32 %6, %4, !dbg !50
  %8 = zext i32 %7 to i64, !dbg !51
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !51
  %10 = load float, ptr %9, align 4, !dbg !51, !tbaa !29
  %11 = zext nneg i32 %4 to i64, !dbg !52
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %11, !dbg !52
  store float %10, ptr %12, align 4, !dbg !53, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %13 = icmp eq i32 %2, 0, !dbg !55
  %14 = select i1 %13, ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sb to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sa to ptr), !dbg !55
  %15 = sub nsw i32 255, %4, !dbg !56
  %16 = zext i32 %15 to i64, !dbg !57
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %16, !dbg !57
  %18 = load float, ptr %17, align 4, !dbg !57, !tbaa !29
  %19 = getelementptr inbounds float, ptr %14, i64 %11, !dbg !58
  store float %18, ptr %19, align 4, !dbg !59, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %20 = add nuw nsw i32 %4, 1, !dbg !61
  %21 = and i32 %20, 255, !dbg !62
  %22 = zext nneg i32 %21 to i64, !dbg !63
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10pick_arrayE2sc to ptr), i64 0, i64 %22, !dbg !63
  %24 = load float, ptr %23, align 4, !dbg !63, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %25 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !65
  %26 = load float, ptr %25, align 4, !dbg !65, !tbaa !29
  %27 = fadd contract float %24, %26, !dbg !66
  %28 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !67
  store float %27, ptr %28, align 4, !dbg !68, !tbaa !29
  ret void, !dbg !69
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
!7 = !DIFile(filename: "select_ptr.cu", directory: ".")
!8 = !{ptr @select_value, !"kernel", i32 1}
!9 = !{ptr @pick_array, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "select_value", scope: !7, file: !7, line: 6, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 8, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 9, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 25, scope: !13)
!26 = !DILocation(line: 9, column: 23, scope: !13)
!27 = !DILocation(line: 9, column: 36, scope: !13)
!28 = !DILocation(line: 10, column: 10, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 10, column: 3, scope: !13)
!34 = !DILocation(line: 10, column: 8, scope: !13)
!35 = !DILocation(line: 11, column: 3, scope: !13)
!36 = !DILocation(line: 12, column: 17, scope: !13)
!37 = !DILocation(line: 12, column: 13, scope: !13)
!38 = !DILocation(line: 12, column: 27, scope: !13)
!39 = !DILocation(line: 13, column: 15, scope: !13)
!40 = !DILocation(line: 13, column: 12, scope: !13)
!41 = !DILocation(line: 13, column: 3, scope: !13)
!42 = !DILocation(line: 13, column: 10, scope: !13)
!43 = !DILocation(line: 14, column: 1, scope: !13)
!44 = distinct !DISubprogram(name: "pick_array", scope: !7, file: !7, line: 16, type: !14, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !46)
!46 = distinct !DILocation(line: 18, column: 12, scope: !44)
!47 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !48)
!48 = distinct !DILocation(line: 19, column: 12, scope: !44)
!49 = !DILocation(line: 19, column: 23, scope: !44)
!50 = !DILocation(line: 19, column: 29, scope: !44)
!51 = !DILocation(line: 20, column: 11, scope: !44)
!52 = !DILocation(line: 20, column: 3, scope: !44)
!53 = !DILocation(line: 20, column: 9, scope: !44)
!54 = !DILocation(line: 21, column: 3, scope: !44)
!55 = !DILocation(line: 22, column: 16, scope: !44)
!56 = !DILocation(line: 23, column: 19, scope: !44)
!57 = !DILocation(line: 23, column: 12, scope: !44)
!58 = !DILocation(line: 23, column: 3, scope: !44)
!59 = !DILocation(line: 23, column: 10, scope: !44)
!60 = !DILocation(line: 24, column: 3, scope: !44)
!61 = !DILocation(line: 25, column: 19, scope: !44)
!62 = !DILocation(line: 25, column: 24, scope: !44)
!63 = !DILocation(line: 25, column: 13, scope: !44)
!64 = !DILocation(line: 26, column: 3, scope: !44)
!65 = !DILocation(line: 27, column: 16, scope: !44)
!66 = !DILocation(line: 27, column: 14, scope: !44)
!67 = !DILocation(line: 27, column: 3, scope: !44)
!68 = !DILocation(line: 27, column: 10, scope: !44)
!69 = !DILocation(line: 28, column: 1, scope: !44)
