; ModuleID = 'uniform_branch.cu'
source_filename = "uniform_branch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16even_blocks_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ11mode_branchE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @even_blocks_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = and i32 %4, 1, !dbg !28
  %9 = icmp eq i32 %8, 0, !dbg !29
  %10 = zext i32 %7 to i64, !dbg !30
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !30
  %12 = load float, ptr %11, align 4, !dbg !30, !tbaa !31
  br i1 %9, label %13, label %21, !dbg !35

13:                                               ; preds = %2
  %14 = zext nneg i32 %3 to i64, !dbg !36
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16even_blocks_onlyE1s to ptr), i64 0, i64 %14, !dbg !36
  store float %12, ptr %15, align 4, !dbg !37, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %16 = xor i32 %3, -1, !dbg !39
  %17 = add nsw i32 %5, %16, !dbg !39
  %18 = zext i32 %17 to i64, !dbg !40
  %19 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16even_blocks_onlyE1s to ptr), i64 0, i64 %18, !dbg !40
  %20 = load float, ptr %19, align 4, !dbg !40, !tbaa !31
  br label %21, !dbg !41

21:                                               ; preds = %2, %13
  %22 = phi float [ %20, %13 ], [ %12, %2 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !30
  store float %22, ptr %23, align 4, !dbg !30, !tbaa !31
  ret void, !dbg !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mode_branch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !43 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !46
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %8 = mul i32 %6, %7, !dbg !50
  %9 = add i32 %8, %5, !dbg !51
  %10 = zext i32 %9 to i64, !dbg !52
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !52
  %12 = load float, ptr %11, align 4, !dbg !52, !tbaa !31
  %13 = zext nneg i32 %5 to i64, !dbg !53
  %14 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %13, !dbg !53
  store float %12, ptr %14, align 4, !dbg !54, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %15 = icmp sgt i32 %2, 0, !dbg !56
  br i1 %15, label %16, label %31, !dbg !57

16:                                               ; preds = %4
  %17 = trunc nuw nsw i32 %5 to i16, !dbg !58
  %18 = add nuw nsw i16 %17, 1, !dbg !58
  %19 = trunc nuw nsw i32 %7 to i16, !dbg !58
  %20 = urem i16 %18, %19, !dbg !58
  %21 = zext nneg i16 %20 to i64, !dbg !59
  %22 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %21, !dbg !59
  %23 = load float, ptr %22, align 4, !dbg !59, !tbaa !31
  %24 = fmul contract float %23, %3, !dbg !60
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  store float %24, ptr %14, align 4, !dbg !62, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %25 = add nuw nsw i16 %17, 2, !dbg !64
  %26 = urem i16 %25, %19, !dbg !64
  %27 = zext nneg i16 %26 to i64, !dbg !65
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %27, !dbg !65
  %29 = load float, ptr %28, align 4, !dbg !65, !tbaa !31
  %30 = fadd contract float %24, %29, !dbg !66
  br label %34, !dbg !67

31:                                               ; preds = %4
  %32 = load float, ptr %14, align 4, !dbg !68, !tbaa !31
  %33 = fadd contract float %32, %3, !dbg !69
  br label %34

34:                                               ; preds = %31, %16
  %35 = phi float [ %30, %16 ], [ %33, %31 ], !dbg !70
  %36 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !71
  store float %35, ptr %36, align 4, !dbg !72, !tbaa !31
  ret void, !dbg !73
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
!7 = !DIFile(filename: "uniform_branch.cu", directory: ".")
!8 = !{ptr @even_blocks_only, !"kernel", i32 1}
!9 = !{ptr @mode_branch, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "even_blocks_only", scope: !7, file: !7, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 7, column: 12, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 8, column: 12, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 8, column: 25, scope: !13)
!26 = !DILocation(line: 8, column: 23, scope: !13)
!27 = !DILocation(line: 8, column: 36, scope: !13)
!28 = !DILocation(line: 9, column: 18, scope: !13)
!29 = !DILocation(line: 9, column: 22, scope: !13)
!30 = !DILocation(line: 0, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 9, column: 7, scope: !13)
!36 = !DILocation(line: 10, column: 5, scope: !13)
!37 = !DILocation(line: 10, column: 10, scope: !13)
!38 = !DILocation(line: 11, column: 5, scope: !13)
!39 = !DILocation(line: 12, column: 31, scope: !13)
!40 = !DILocation(line: 12, column: 14, scope: !13)
!41 = !DILocation(line: 13, column: 3, scope: !13)
!42 = !DILocation(line: 16, column: 1, scope: !13)
!43 = distinct !DISubprogram(name: "mode_branch", scope: !7, file: !7, line: 18, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !45)
!45 = distinct !DILocation(line: 21, column: 12, scope: !43)
!46 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !47)
!47 = distinct !DILocation(line: 22, column: 12, scope: !43)
!48 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !49)
!49 = distinct !DILocation(line: 22, column: 25, scope: !43)
!50 = !DILocation(line: 22, column: 23, scope: !43)
!51 = !DILocation(line: 22, column: 36, scope: !43)
!52 = !DILocation(line: 23, column: 10, scope: !43)
!53 = !DILocation(line: 23, column: 3, scope: !43)
!54 = !DILocation(line: 23, column: 8, scope: !43)
!55 = !DILocation(line: 24, column: 3, scope: !43)
!56 = !DILocation(line: 26, column: 12, scope: !43)
!57 = !DILocation(line: 26, column: 7, scope: !43)
!58 = !DILocation(line: 27, column: 19, scope: !43)
!59 = !DILocation(line: 27, column: 9, scope: !43)
!60 = !DILocation(line: 27, column: 33, scope: !43)
!61 = !DILocation(line: 28, column: 5, scope: !43)
!62 = !DILocation(line: 29, column: 10, scope: !43)
!63 = !DILocation(line: 30, column: 5, scope: !43)
!64 = !DILocation(line: 31, column: 20, scope: !43)
!65 = !DILocation(line: 31, column: 10, scope: !43)
!66 = !DILocation(line: 31, column: 7, scope: !43)
!67 = !DILocation(line: 32, column: 3, scope: !43)
!68 = !DILocation(line: 33, column: 9, scope: !43)
!69 = !DILocation(line: 33, column: 14, scope: !43)
!70 = !DILocation(line: 0, scope: !43)
!71 = !DILocation(line: 35, column: 3, scope: !43)
!72 = !DILocation(line: 35, column: 10, scope: !43)
!73 = !DILocation(line: 36, column: 1, scope: !43)
