; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@temp = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_blelloch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = shl nuw nsw i32 %4, 1, !dbg !16
  %6 = zext nneg i32 %5 to i64, !dbg !17
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !17
  %8 = load float, ptr %7, align 4, !dbg !17, !tbaa !18
  %9 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %6, !dbg !22
  store float %8, ptr %9, align 4, !dbg !23, !tbaa !18
  %10 = or disjoint i32 %5, 1, !dbg !24
  %11 = zext nneg i32 %10 to i64, !dbg !25
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !25
  %13 = load float, ptr %12, align 4, !dbg !25, !tbaa !18
  %14 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %11, !dbg !26
  store float %13, ptr %14, align 4, !dbg !27, !tbaa !18
  %15 = ashr i32 %2, 1, !dbg !28
  %16 = icmp sgt i32 %15, 0, !dbg !29
  br i1 %16, label %17, label %19, !dbg !30

17:                                               ; preds = %3
  %18 = add nuw nsw i32 %5, 2
  br label %22, !dbg !30

19:                                               ; preds = %38, %3
  %20 = phi i32 [ 1, %3 ], [ %39, %38 ], !dbg !31
  %21 = icmp eq i32 %4, 0, !dbg !32
  br i1 %21, label %42, label %46, !dbg !33

22:                                               ; preds = %17, %38
  %23 = phi i32 [ 1, %17 ], [ %39, %38 ]
  %24 = phi i32 [ %15, %17 ], [ %40, %38 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %25 = icmp slt i32 %4, %24, !dbg !35
  br i1 %25, label %26, label %38, !dbg !36

26:                                               ; preds = %22
  %27 = mul nsw i32 %23, %10, !dbg !37
  %28 = add nsw i32 %27, -1, !dbg !38
  %29 = mul nsw i32 %23, %18, !dbg !39
  %30 = add nsw i32 %29, -1, !dbg !40
  %31 = sext i32 %28 to i64, !dbg !41
  %32 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %31, !dbg !41
  %33 = load float, ptr %32, align 4, !dbg !41, !tbaa !18
  %34 = sext i32 %30 to i64, !dbg !42
  %35 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %34, !dbg !42
  %36 = load float, ptr %35, align 4, !dbg !43, !tbaa !18
  %37 = fadd contract float %33, %36, !dbg !43
  store float %37, ptr %35, align 4, !dbg !43, !tbaa !18
  br label %38, !dbg !44

38:                                               ; preds = %26, %22
  %39 = shl nsw i32 %23, 1, !dbg !45
  %40 = lshr i32 %24, 1, !dbg !46
  %41 = icmp ult i32 %24, 2, !dbg !29
  br i1 %41, label %19, label %22, !dbg !30, !llvm.loop !47

42:                                               ; preds = %19
  %43 = add nsw i32 %2, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %44
  store float 0.000000e+00, ptr %45, align 4, !dbg !50, !tbaa !18
  br label %46, !dbg !51

46:                                               ; preds = %42, %19
  %47 = icmp sgt i32 %2, 1, !dbg !52
  br i1 %47, label %48, label %50, !dbg !53

48:                                               ; preds = %46
  %49 = add nuw nsw i32 %5, 2
  br label %55, !dbg !53

50:                                               ; preds = %72, %46
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %51 = load float, ptr %9, align 4, !dbg !55, !tbaa !18
  %52 = getelementptr inbounds float, ptr %1, i64 %6, !dbg !56
  store float %51, ptr %52, align 4, !dbg !57, !tbaa !18
  %53 = load float, ptr %14, align 4, !dbg !58, !tbaa !18
  %54 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !59
  store float %53, ptr %54, align 4, !dbg !60, !tbaa !18
  ret void, !dbg !61

55:                                               ; preds = %48, %72
  %56 = phi i32 [ %20, %48 ], [ %58, %72 ]
  %57 = phi i32 [ 1, %48 ], [ %73, %72 ]
  %58 = lshr i32 %56, 1, !dbg !62
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %59 = icmp slt i32 %4, %57, !dbg !64
  br i1 %59, label %60, label %72, !dbg !65

60:                                               ; preds = %55
  %61 = mul nuw nsw i32 %58, %10, !dbg !66
  %62 = add nsw i32 %61, -1, !dbg !67
  %63 = mul nuw nsw i32 %58, %49, !dbg !68
  %64 = add nsw i32 %63, -1, !dbg !69
  %65 = sext i32 %62 to i64, !dbg !70
  %66 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %65, !dbg !70
  %67 = load float, ptr %66, align 4, !dbg !70, !tbaa !18
  %68 = sext i32 %64 to i64, !dbg !71
  %69 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %68, !dbg !71
  %70 = load float, ptr %69, align 4, !dbg !71, !tbaa !18
  store float %70, ptr %66, align 4, !dbg !72, !tbaa !18
  %71 = fadd contract float %67, %70, !dbg !73
  store float %71, ptr %69, align 4, !dbg !73, !tbaa !18
  br label %72, !dbg !74

72:                                               ; preds = %55, %60
  %73 = shl nsw i32 %57, 1, !dbg !75
  %74 = icmp slt i32 %73, %2, !dbg !52
  br i1 %74, label %55, label %50, !dbg !53, !llvm.loop !76
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scan_blelloch.cu", directory: ".")
!2 = !{ptr @scan_blelloch, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scan_blelloch", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 11, column: 24, scope: !9)
!17 = !DILocation(line: 11, column: 17, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 11, column: 3, scope: !9)
!23 = !DILocation(line: 11, column: 15, scope: !9)
!24 = !DILocation(line: 12, column: 32, scope: !9)
!25 = !DILocation(line: 12, column: 21, scope: !9)
!26 = !DILocation(line: 12, column: 3, scope: !9)
!27 = !DILocation(line: 12, column: 19, scope: !9)
!28 = !DILocation(line: 13, column: 18, scope: !9)
!29 = !DILocation(line: 13, column: 26, scope: !9)
!30 = !DILocation(line: 13, column: 3, scope: !9)
!31 = !DILocation(line: 0, scope: !9)
!32 = !DILocation(line: 22, column: 9, scope: !9)
!33 = !DILocation(line: 22, column: 7, scope: !9)
!34 = !DILocation(line: 14, column: 5, scope: !9)
!35 = !DILocation(line: 15, column: 11, scope: !9)
!36 = !DILocation(line: 15, column: 9, scope: !9)
!37 = !DILocation(line: 16, column: 23, scope: !9)
!38 = !DILocation(line: 16, column: 37, scope: !9)
!39 = !DILocation(line: 17, column: 23, scope: !9)
!40 = !DILocation(line: 17, column: 37, scope: !9)
!41 = !DILocation(line: 18, column: 19, scope: !9)
!42 = !DILocation(line: 18, column: 7, scope: !9)
!43 = !DILocation(line: 18, column: 16, scope: !9)
!44 = !DILocation(line: 19, column: 5, scope: !9)
!45 = !DILocation(line: 20, column: 12, scope: !9)
!46 = !DILocation(line: 13, column: 33, scope: !9)
!47 = distinct !{!47, !30, !48, !49}
!48 = !DILocation(line: 21, column: 3, scope: !9)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 23, column: 17, scope: !9)
!51 = !DILocation(line: 23, column: 5, scope: !9)
!52 = !DILocation(line: 24, column: 21, scope: !9)
!53 = !DILocation(line: 24, column: 3, scope: !9)
!54 = !DILocation(line: 35, column: 3, scope: !9)
!55 = !DILocation(line: 36, column: 18, scope: !9)
!56 = !DILocation(line: 36, column: 3, scope: !9)
!57 = !DILocation(line: 36, column: 16, scope: !9)
!58 = !DILocation(line: 37, column: 22, scope: !9)
!59 = !DILocation(line: 37, column: 3, scope: !9)
!60 = !DILocation(line: 37, column: 20, scope: !9)
!61 = !DILocation(line: 38, column: 1, scope: !9)
!62 = !DILocation(line: 25, column: 12, scope: !9)
!63 = !DILocation(line: 26, column: 5, scope: !9)
!64 = !DILocation(line: 27, column: 11, scope: !9)
!65 = !DILocation(line: 27, column: 9, scope: !9)
!66 = !DILocation(line: 28, column: 23, scope: !9)
!67 = !DILocation(line: 28, column: 37, scope: !9)
!68 = !DILocation(line: 29, column: 23, scope: !9)
!69 = !DILocation(line: 29, column: 37, scope: !9)
!70 = !DILocation(line: 30, column: 17, scope: !9)
!71 = !DILocation(line: 31, column: 18, scope: !9)
!72 = !DILocation(line: 31, column: 16, scope: !9)
!73 = !DILocation(line: 32, column: 16, scope: !9)
!74 = !DILocation(line: 33, column: 5, scope: !9)
!75 = !DILocation(line: 24, column: 28, scope: !9)
!76 = distinct !{!76, !53, !77, !49}
!77 = !DILocation(line: 34, column: 3, scope: !9)
