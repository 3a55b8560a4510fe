; ModuleID = 'reads_both_sides.cu'
source_filename = "reads_both_sides.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reads_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@t2 = dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18shared_then_globalE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reads_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %6 = mul i32 %5, %4, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %11, !dbg !33
  store float %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !36
  %14 = add nuw nsw i16 %13, 1, !dbg !36
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !36
  %16 = urem i16 %14, %15, !dbg !36
  %17 = zext nneg i16 %16 to i64, !dbg !37
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %17, !dbg !37
  %19 = load float, ptr %18, align 4, !dbg !37, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %20 = add nuw nsw i16 %13, 2, !dbg !39
  %21 = urem i16 %20, %15, !dbg !39
  %22 = zext nneg i16 %21 to i64, !dbg !40
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reads_onlyE1s to ptr), i64 0, i64 %22, !dbg !40
  %24 = load float, ptr %23, align 4, !dbg !40, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %25 = fadd contract float %19, %24, !dbg !42
  %26 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !43
  store float %25, ptr %26, align 4, !dbg !44, !tbaa !29
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shared_then_global(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !46 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %6 = mul i32 %5, %4, !dbg !53
  %7 = add i32 %6, %3, !dbg !54
  %8 = zext i32 %7 to i64, !dbg !55
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !55
  %10 = load float, ptr %9, align 4, !dbg !55, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !56
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18shared_then_globalE1s to ptr), i64 0, i64 %11, !dbg !56
  store float %10, ptr %12, align 4, !dbg !57, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !59
  %14 = add nuw nsw i16 %13, 1, !dbg !59
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !59
  %16 = urem i16 %14, %15, !dbg !59
  %17 = zext nneg i16 %16 to i64, !dbg !60
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18shared_then_globalE1s to ptr), i64 0, i64 %17, !dbg !60
  %19 = load float, ptr %18, align 4, !dbg !60, !tbaa !29
  %20 = fmul contract float %19, %19, !dbg !61
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @t2 to ptr), i64 0, i64 %11, !dbg !62
  store float %20, ptr %21, align 4, !dbg !63, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !65
  store float %19, ptr %22, align 4, !dbg !66, !tbaa !29
  ret void, !dbg !67
}

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
!7 = !DIFile(filename: "reads_both_sides.cu", directory: ".")
!8 = !{ptr @reads_only, !"kernel", i32 1}
!9 = !{ptr @shared_then_global, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "reads_only", scope: !7, file: !7, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 7, column: 12, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 7, column: 29, scope: !13)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 8, column: 13, scope: !13)
!26 = !DILocation(line: 8, column: 24, scope: !13)
!27 = !DILocation(line: 8, column: 28, scope: !13)
!28 = !DILocation(line: 8, column: 10, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 8, column: 3, scope: !13)
!34 = !DILocation(line: 8, column: 8, scope: !13)
!35 = !DILocation(line: 9, column: 3, scope: !13)
!36 = !DILocation(line: 10, column: 23, scope: !13)
!37 = !DILocation(line: 10, column: 13, scope: !13)
!38 = !DILocation(line: 11, column: 3, scope: !13)
!39 = !DILocation(line: 12, column: 23, scope: !13)
!40 = !DILocation(line: 12, column: 13, scope: !13)
!41 = !DILocation(line: 13, column: 3, scope: !13)
!42 = !DILocation(line: 14, column: 31, scope: !13)
!43 = !DILocation(line: 14, column: 3, scope: !13)
!44 = !DILocation(line: 14, column: 27, scope: !13)
!45 = !DILocation(line: 15, column: 1, scope: !13)
!46 = distinct !DISubprogram(name: "shared_then_global", scope: !7, file: !7, line: 20, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !48)
!48 = distinct !DILocation(line: 22, column: 12, scope: !46)
!49 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !50)
!50 = distinct !DILocation(line: 22, column: 29, scope: !46)
!51 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !52)
!52 = distinct !DILocation(line: 23, column: 13, scope: !46)
!53 = !DILocation(line: 23, column: 24, scope: !46)
!54 = !DILocation(line: 23, column: 28, scope: !46)
!55 = !DILocation(line: 23, column: 10, scope: !46)
!56 = !DILocation(line: 23, column: 3, scope: !46)
!57 = !DILocation(line: 23, column: 8, scope: !46)
!58 = !DILocation(line: 24, column: 3, scope: !46)
!59 = !DILocation(line: 25, column: 23, scope: !46)
!60 = !DILocation(line: 25, column: 13, scope: !46)
!61 = !DILocation(line: 26, column: 13, scope: !46)
!62 = !DILocation(line: 26, column: 3, scope: !46)
!63 = !DILocation(line: 26, column: 9, scope: !46)
!64 = !DILocation(line: 27, column: 3, scope: !46)
!65 = !DILocation(line: 28, column: 3, scope: !46)
!66 = !DILocation(line: 28, column: 27, scope: !46)
!67 = !DILocation(line: 29, column: 1, scope: !46)
