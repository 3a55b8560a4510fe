; ModuleID = 'multi_shared.cu'
source_filename = "multi_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10two_arraysE2sa = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ10two_arraysE2sb = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ12three_arraysE2sk = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ12three_arraysE2sv = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ12three_arraysE3acc = internal addrspace(3) global [16 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @two_arrays(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = mul i32 %5, %4, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %11, !dbg !30
  store float %10, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !33
  %14 = add nuw nsw i16 %13, 1, !dbg !33
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !33
  %16 = urem i16 %14, %15, !dbg !33
  %17 = zext nneg i16 %16 to i64, !dbg !34
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %17, !dbg !34
  %19 = load float, ptr %18, align 4, !dbg !34, !tbaa !26
  %20 = add nuw nsw i32 %3, %4, !dbg !35
  %21 = trunc nuw nsw i32 %20 to i16, !dbg !36
  %22 = add nsw i16 %21, -1, !dbg !36
  %23 = urem i16 %22, %15, !dbg !36
  %24 = zext nneg i16 %23 to i64, !dbg !37
  %25 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sa to ptr), i64 0, i64 %24, !dbg !37
  %26 = load float, ptr %25, align 4, !dbg !37, !tbaa !26
  %27 = fadd contract float %19, %26, !dbg !38
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sb to ptr), i64 0, i64 %11, !dbg !40
  store float %27, ptr %28, align 4, !dbg !41, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %29 = xor i32 %3, -1, !dbg !43
  %30 = add nsw i32 %4, %29, !dbg !43
  %31 = zext i32 %30 to i64, !dbg !44
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10two_arraysE2sb to ptr), i64 0, i64 %31, !dbg !44
  %33 = load float, ptr %32, align 4, !dbg !44, !tbaa !26
  %34 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !45
  store float %33, ptr %34, align 4, !dbg !46, !tbaa !26
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @three_arrays(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !48 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %6 = shl i32 %5, 8, !dbg !53
  %7 = add i32 %6, %4, !dbg !54
  %8 = icmp ult i32 %4, 16, !dbg !55
  %9 = zext nneg i32 %4 to i64
  br i1 %8, label %10, label %12, !dbg !56

10:                                               ; preds = %3
  %11 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %9
  store float 0.000000e+00, ptr %11, align 4, !dbg !57, !tbaa !26
  br label %12, !dbg !58

12:                                               ; preds = %3, %10
  %13 = zext i32 %7 to i64, !dbg !59
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !59
  %15 = load i32, ptr %14, align 4, !dbg !59, !tbaa !60
  %16 = and i32 %15, 15, !dbg !62
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE2sk to ptr), i64 0, i64 %9, !dbg !63
  store i32 %16, ptr %17, align 4, !dbg !64, !tbaa !60
  %18 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !65
  %19 = load float, ptr %18, align 4, !dbg !65, !tbaa !26
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE2sv to ptr), i64 0, i64 %9, !dbg !66
  store float %19, ptr %20, align 4, !dbg !67, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  %21 = load i32, ptr %17, align 4, !dbg !69, !tbaa !60
  %22 = sext i32 %21 to i64, !dbg !70
  %23 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %22, !dbg !70
  %24 = load float, ptr %20, align 4, !dbg !71, !tbaa !26
  %25 = atomicrmw fadd ptr %23, float %24 seq_cst, align 4, !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !75
  br i1 %8, label %26, label %33, !dbg !76

26:                                               ; preds = %12
  %27 = shl i32 %5, 4
  %28 = or disjoint i32 %27, %4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  %31 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12three_arraysE3acc to ptr), i64 0, i64 %9
  %32 = load float, ptr %31, align 4, !dbg !77, !tbaa !26
  store float %32, ptr %30, align 4, !dbg !78, !tbaa !26
  br label %33, !dbg !79

33:                                               ; preds = %26, %12
  ret void, !dbg !80
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
!1 = !DIFile(filename: "multi_shared.cu", directory: ".")
!2 = !{ptr @two_arrays, !"kernel", i32 1}
!3 = !{ptr @three_arrays, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "two_arrays", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 8, column: 12, scope: !10)
!17 = !DILocation(line: 60, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 29, scope: !10)
!20 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 12, scope: !10)
!23 = !DILocation(line: 9, column: 23, scope: !10)
!24 = !DILocation(line: 9, column: 27, scope: !10)
!25 = !DILocation(line: 10, column: 11, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 10, column: 3, scope: !10)
!31 = !DILocation(line: 10, column: 9, scope: !10)
!32 = !DILocation(line: 11, column: 3, scope: !10)
!33 = !DILocation(line: 12, column: 24, scope: !10)
!34 = !DILocation(line: 12, column: 13, scope: !10)
!35 = !DILocation(line: 12, column: 37, scope: !10)
!36 = !DILocation(line: 12, column: 46, scope: !10)
!37 = !DILocation(line: 12, column: 31, scope: !10)
!38 = !DILocation(line: 12, column: 29, scope: !10)
!39 = !DILocation(line: 13, column: 3, scope: !10)
!40 = !DILocation(line: 14, column: 3, scope: !10)
!41 = !DILocation(line: 14, column: 9, scope: !10)
!42 = !DILocation(line: 15, column: 3, scope: !10)
!43 = !DILocation(line: 16, column: 21, scope: !10)
!44 = !DILocation(line: 16, column: 12, scope: !10)
!45 = !DILocation(line: 16, column: 3, scope: !10)
!46 = !DILocation(line: 16, column: 10, scope: !10)
!47 = !DILocation(line: 17, column: 1, scope: !10)
!48 = distinct !DISubprogram(name: "three_arrays", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !50)
!50 = distinct !DILocation(line: 24, column: 12, scope: !48)
!51 = !DILocation(line: 59, column: 1, scope: !21, inlinedAt: !52)
!52 = distinct !DILocation(line: 25, column: 12, scope: !48)
!53 = !DILocation(line: 25, column: 23, scope: !48)
!54 = !DILocation(line: 25, column: 29, scope: !48)
!55 = !DILocation(line: 26, column: 9, scope: !48)
!56 = !DILocation(line: 26, column: 7, scope: !48)
!57 = !DILocation(line: 27, column: 12, scope: !48)
!58 = !DILocation(line: 27, column: 5, scope: !48)
!59 = !DILocation(line: 28, column: 11, scope: !48)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !28, i64 0}
!62 = !DILocation(line: 28, column: 19, scope: !48)
!63 = !DILocation(line: 28, column: 3, scope: !48)
!64 = !DILocation(line: 28, column: 9, scope: !48)
!65 = !DILocation(line: 29, column: 11, scope: !48)
!66 = !DILocation(line: 29, column: 3, scope: !48)
!67 = !DILocation(line: 29, column: 9, scope: !48)
!68 = !DILocation(line: 30, column: 3, scope: !48)
!69 = !DILocation(line: 31, column: 18, scope: !48)
!70 = !DILocation(line: 31, column: 14, scope: !48)
!71 = !DILocation(line: 31, column: 26, scope: !48)
!72 = !DILocation(line: 90, column: 10, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 89, type: !11, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 31, column: 3, scope: !48)
!75 = !DILocation(line: 32, column: 3, scope: !48)
!76 = !DILocation(line: 33, column: 7, scope: !48)
!77 = !DILocation(line: 34, column: 32, scope: !48)
!78 = !DILocation(line: 34, column: 30, scope: !48)
!79 = !DILocation(line: 34, column: 5, scope: !48)
!80 = !DILocation(line: 35, column: 1, scope: !48)
