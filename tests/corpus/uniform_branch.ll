; ModuleID = 'uniform_branch.cu'
source_filename = "uniform_branch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16even_blocks_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ11mode_branchE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @even_blocks_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = and i32 %4, 1, !dbg !25
  %9 = icmp eq i32 %8, 0, !dbg !26
  %10 = zext i32 %7 to i64, !dbg !27
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !27
  %12 = load float, ptr %11, align 4, !dbg !27, !tbaa !28
  br i1 %9, label %13, label %21, !dbg !32

13:                                               ; preds = %2
  %14 = zext nneg i32 %3 to i64, !dbg !33
  %15 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16even_blocks_onlyE1s to ptr), i64 0, i64 %14, !dbg !33
  store float %12, ptr %15, align 4, !dbg !34, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %16 = xor i32 %3, -1, !dbg !36
  %17 = add nsw i32 %5, %16, !dbg !36
  %18 = zext i32 %17 to i64, !dbg !37
  %19 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16even_blocks_onlyE1s to ptr), i64 0, i64 %18, !dbg !37
  %20 = load float, ptr %19, align 4, !dbg !37, !tbaa !28
  br label %21, !dbg !38

21:                                               ; preds = %2, %13
  %22 = phi float [ %20, %13 ], [ %12, %2 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !27
  store float %22, ptr %23, align 4, !dbg !27, !tbaa !28
  ret void, !dbg !39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mode_branch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 !dbg !40 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !41
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %8 = mul i32 %6, %7, !dbg !47
  %9 = add i32 %8, %5, !dbg !48
  %10 = zext i32 %9 to i64, !dbg !49
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !49
  %12 = load float, ptr %11, align 4, !dbg !49, !tbaa !28
  %13 = zext nneg i32 %5 to i64, !dbg !50
  %14 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %13, !dbg !50
  store float %12, ptr %14, align 4, !dbg !51, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %15 = icmp sgt i32 %2, 0, !dbg !53
  br i1 %15, label %16, label %31, !dbg !54

16:                                               ; preds = %4
  %17 = trunc nuw nsw i32 %5 to i16, !dbg !55
  %18 = add nuw nsw i16 %17, 1, !dbg !55
  %19 = trunc nuw nsw i32 %7 to i16, !dbg !55
  %20 = urem i16 %18, %19, !dbg !55
  %21 = zext nneg i16 %20 to i64, !dbg !56
  %22 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %21, !dbg !56
  %23 = load float, ptr %22, align 4, !dbg !56, !tbaa !28
  %24 = fmul contract float %23, %3, !dbg !57
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  store float %24, ptr %14, align 4, !dbg !59, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %25 = add nuw nsw i16 %17, 2, !dbg !61
  %26 = urem i16 %25, %19, !dbg !61
  %27 = zext nneg i16 %26 to i64, !dbg !62
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11mode_branchE1s to ptr), i64 0, i64 %27, !dbg !62
  %29 = load float, ptr %28, align 4, !dbg !62, !tbaa !28
  %30 = fadd contract float %24, %29, !dbg !63
  br label %34, !dbg !64

31:                                               ; preds = %4
  %32 = load float, ptr %14, align 4, !dbg !65, !tbaa !28
  %33 = fadd contract float %32, %3, !dbg !66
  br label %34

34:                                               ; preds = %31, %16
  %35 = phi float [ %30, %16 ], [ %33, %31 ], !dbg !67
  %36 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !68
  store float %35, ptr %36, align 4, !dbg !69, !tbaa !28
  ret void, !dbg !70
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
!1 = !DIFile(filename: "uniform_branch.cu", directory: ".")
!2 = !{ptr @even_blocks_only, !"kernel", i32 1}
!3 = !{ptr @mode_branch, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "even_blocks_only", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 25, scope: !10)
!23 = !DILocation(line: 8, column: 23, scope: !10)
!24 = !DILocation(line: 8, column: 36, scope: !10)
!25 = !DILocation(line: 9, column: 18, scope: !10)
!26 = !DILocation(line: 9, column: 22, scope: !10)
!27 = !DILocation(line: 0, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 9, column: 7, scope: !10)
!33 = !DILocation(line: 10, column: 5, scope: !10)
!34 = !DILocation(line: 10, column: 10, scope: !10)
!35 = !DILocation(line: 11, column: 5, scope: !10)
!36 = !DILocation(line: 12, column: 31, scope: !10)
!37 = !DILocation(line: 12, column: 14, scope: !10)
!38 = !DILocation(line: 13, column: 3, scope: !10)
!39 = !DILocation(line: 16, column: 1, scope: !10)
!40 = distinct !DISubprogram(name: "mode_branch", scope: !1, file: !1, line: 18, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !42)
!42 = distinct !DILocation(line: 21, column: 12, scope: !40)
!43 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !44)
!44 = distinct !DILocation(line: 22, column: 12, scope: !40)
!45 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !46)
!46 = distinct !DILocation(line: 22, column: 25, scope: !40)
!47 = !DILocation(line: 22, column: 23, scope: !40)
!48 = !DILocation(line: 22, column: 36, scope: !40)
!49 = !DILocation(line: 23, column: 10, scope: !40)
!50 = !DILocation(line: 23, column: 3, scope: !40)
!51 = !DILocation(line: 23, column: 8, scope: !40)
!52 = !DILocation(line: 24, column: 3, scope: !40)
!53 = !DILocation(line: 26, column: 12, scope: !40)
!54 = !DILocation(line: 26, column: 7, scope: !40)
!55 = !DILocation(line: 27, column: 19, scope: !40)
!56 = !DILocation(line: 27, column: 9, scope: !40)
!57 = !DILocation(line: 27, column: 33, scope: !40)
!58 = !DILocation(line: 28, column: 5, scope: !40)
!59 = !DILocation(line: 29, column: 10, scope: !40)
!60 = !DILocation(line: 30, column: 5, scope: !40)
!61 = !DILocation(line: 31, column: 20, scope: !40)
!62 = !DILocation(line: 31, column: 10, scope: !40)
!63 = !DILocation(line: 31, column: 7, scope: !40)
!64 = !DILocation(line: 32, column: 3, scope: !40)
!65 = !DILocation(line: 33, column: 9, scope: !40)
!66 = !DILocation(line: 33, column: 14, scope: !40)
!67 = !DILocation(line: 0, scope: !40)
!68 = !DILocation(line: 35, column: 3, scope: !40)
!69 = !DILocation(line: 35, column: 10, scope: !40)
!70 = !DILocation(line: 36, column: 1, scope: !40)
