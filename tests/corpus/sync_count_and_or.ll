; ModuleID = 'sync_count_and_or.cu'
source_filename = "sync_count_and_or.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13converge_loopE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vote_block(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %7 = mul i32 %5, %6, !dbg !23
  %8 = add i32 %7, %4, !dbg !24
  %9 = zext i32 %8 to i64, !dbg !25
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !25
  %11 = load i32, ptr %10, align 4, !dbg !25, !tbaa !26
  %12 = icmp sgt i32 %11, %2, !dbg !30
  %13 = zext i1 %12 to i32, !dbg !30
  %14 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %13), !dbg !30
  %15 = icmp sgt i32 %11, 0, !dbg !31
  %16 = zext i1 %15 to i32, !dbg !31
  %17 = tail call i32 @llvm.nvvm.barrier0.and(i32 %16), !dbg !31
  %18 = icmp eq i32 %11, 0, !dbg !32
  %19 = zext i1 %18 to i32, !dbg !32
  %20 = tail call i32 @llvm.nvvm.barrier0.or(i32 %19), !dbg !32
  %21 = icmp eq i32 %4, 0, !dbg !33
  br i1 %21, label %22, label %32, !dbg !34

22:                                               ; preds = %3
  %23 = mul i32 %5, 3, !dbg !35
  %24 = zext i32 %23 to i64, !dbg !36
  %25 = getelementptr inbounds i32, ptr %1, i64 %24, !dbg !36
  store i32 %14, ptr %25, align 4, !dbg !37, !tbaa !26
  %26 = add i32 %23, 1, !dbg !38
  %27 = zext i32 %26 to i64, !dbg !39
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !39
  store i32 %17, ptr %28, align 4, !dbg !40, !tbaa !26
  %29 = add i32 %23, 2, !dbg !41
  %30 = zext i32 %29 to i64, !dbg !42
  %31 = getelementptr inbounds i32, ptr %1, i64 %30, !dbg !42
  store i32 %20, ptr %31, align 4, !dbg !43, !tbaa !26
  br label %32, !dbg !44

32:                                               ; preds = %22, %3
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @converge_loop(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #0 !dbg !46 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %6 = mul i32 %4, %5, !dbg !53
  %7 = add i32 %6, %3, !dbg !54
  %8 = zext i32 %7 to i64, !dbg !55
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !55
  %10 = load float, ptr %9, align 4, !dbg !55, !tbaa !56
  %11 = zext nneg i32 %3 to i64, !dbg !58
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13converge_loopE1s to ptr), i64 0, i64 %11, !dbg !58
  store float %10, ptr %12, align 4, !dbg !59, !tbaa !56
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %13 = trunc nuw nsw i32 %3 to i16
  %14 = add nuw nsw i16 %13, 1
  %15 = trunc nuw nsw i32 %5 to i16
  %16 = urem i16 %14, %15
  %17 = zext nneg i16 %16 to i64
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13converge_loopE1s to ptr), i64 0, i64 %17
  br label %19, !dbg !61

19:                                               ; preds = %19, %2
  %20 = load float, ptr %18, align 4, !dbg !62, !tbaa !56
  %21 = load float, ptr %12, align 4, !dbg !63, !tbaa !56
  %22 = fadd contract float %20, %21, !dbg !64
  %23 = fmul contract float %22, 5.000000e-01, !dbg !65
  %24 = fsub contract float %23, %21, !dbg !66
  %25 = tail call contract float @llvm.fabs.f32(float %24), !dbg !67
  %26 = fcmp contract ogt float %25, %1, !dbg !68
  %27 = zext i1 %26 to i32, !dbg !69
  %28 = tail call i32 @llvm.nvvm.barrier0.or(i32 %27), !dbg !69
  store float %23, ptr %12, align 4, !dbg !70, !tbaa !56
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  %29 = icmp eq i32 %28, 0, !dbg !72
  br i1 %29, label %30, label %19, !dbg !73, !llvm.loop !74

30:                                               ; preds = %19
  %31 = load float, ptr %12, align 4, !dbg !77, !tbaa !56
  store float %31, ptr %9, align 4, !dbg !78, !tbaa !56
  ret void, !dbg !79
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

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
!1 = !DIFile(filename: "sync_count_and_or.cu", directory: ".")
!2 = !{ptr @vote_block, !"kernel", i32 1}
!3 = !{ptr @converge_loop, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "vote_block", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 7, column: 14, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 27, scope: !10)
!23 = !DILocation(line: 7, column: 25, scope: !10)
!24 = !DILocation(line: 7, column: 38, scope: !10)
!25 = !DILocation(line: 7, column: 11, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 8, column: 15, scope: !10)
!31 = !DILocation(line: 9, column: 17, scope: !10)
!32 = !DILocation(line: 10, column: 18, scope: !10)
!33 = !DILocation(line: 11, column: 9, scope: !10)
!34 = !DILocation(line: 11, column: 7, scope: !10)
!35 = !DILocation(line: 12, column: 11, scope: !10)
!36 = !DILocation(line: 12, column: 5, scope: !10)
!37 = !DILocation(line: 12, column: 25, scope: !10)
!38 = !DILocation(line: 13, column: 24, scope: !10)
!39 = !DILocation(line: 13, column: 5, scope: !10)
!40 = !DILocation(line: 13, column: 29, scope: !10)
!41 = !DILocation(line: 14, column: 24, scope: !10)
!42 = !DILocation(line: 14, column: 5, scope: !10)
!43 = !DILocation(line: 14, column: 29, scope: !10)
!44 = !DILocation(line: 15, column: 3, scope: !10)
!45 = !DILocation(line: 16, column: 1, scope: !10)
!46 = distinct !DISubprogram(name: "converge_loop", scope: !1, file: !1, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !48)
!48 = distinct !DILocation(line: 21, column: 12, scope: !46)
!49 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !50)
!50 = distinct !DILocation(line: 22, column: 12, scope: !46)
!51 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !52)
!52 = distinct !DILocation(line: 22, column: 25, scope: !46)
!53 = !DILocation(line: 22, column: 23, scope: !46)
!54 = !DILocation(line: 22, column: 36, scope: !46)
!55 = !DILocation(line: 22, column: 10, scope: !46)
!56 = !{!57, !57, i64 0}
!57 = !{!"float", !28, i64 0}
!58 = !DILocation(line: 22, column: 3, scope: !46)
!59 = !DILocation(line: 22, column: 8, scope: !46)
!60 = !DILocation(line: 23, column: 3, scope: !46)
!61 = !DILocation(line: 25, column: 3, scope: !46)
!62 = !DILocation(line: 26, column: 16, scope: !46)
!63 = !DILocation(line: 27, column: 23, scope: !46)
!64 = !DILocation(line: 27, column: 28, scope: !46)
!65 = !DILocation(line: 27, column: 20, scope: !46)
!66 = !DILocation(line: 28, column: 36, scope: !46)
!67 = !DILocation(line: 28, column: 18, scope: !46)
!68 = !DILocation(line: 28, column: 44, scope: !46)
!69 = !DILocation(line: 29, column: 13, scope: !46)
!70 = !DILocation(line: 30, column: 10, scope: !46)
!71 = !DILocation(line: 31, column: 5, scope: !46)
!72 = !DILocation(line: 32, column: 12, scope: !46)
!73 = !DILocation(line: 32, column: 3, scope: !46)
!74 = distinct !{!74, !61, !75, !76}
!75 = !DILocation(line: 32, column: 17, scope: !46)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 33, column: 36, scope: !46)
!78 = !DILocation(line: 33, column: 34, scope: !46)
!79 = !DILocation(line: 34, column: 1, scope: !46)
