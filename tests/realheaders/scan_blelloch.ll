; ModuleID = 'scan_blelloch.cu'
source_filename = "scan_blelloch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@temp = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_blelloch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = shl nuw nsw i32 %4, 1, !dbg !19
  %6 = zext nneg i32 %5 to i64, !dbg !20
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !20
  %8 = load float, ptr %7, align 4, !dbg !20, !tbaa !21
  %9 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %6, !dbg !25
  store float %8, ptr %9, align 4, !dbg !26, !tbaa !21
  %10 = or disjoint i32 %5, 1, !dbg !27
  %11 = zext nneg i32 %10 to i64, !dbg !28
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !28
  %13 = load float, ptr %12, align 4, !dbg !28, !tbaa !21
  %14 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %11, !dbg !29
  store float %13, ptr %14, align 4, !dbg !30, !tbaa !21
  %15 = ashr i32 %2, 1, !dbg !31
  %16 = icmp sgt i32 %15, 0, !dbg !32
  br i1 %16, label %17, label %19, !dbg !33

17:                                               ; preds = %3
  %18 = add nuw nsw i32 %5, 2
  br label %22, !dbg !33

19:                                               ; preds = %38, %3
  %20 = phi i32 [ 1, %3 ], [ %39, %38 ], !dbg !34
  %21 = icmp eq i32 %4, 0, !dbg !35
  br i1 %21, label %42, label %46, !dbg !36

22:                                               ; preds = %17, %38
  %23 = phi i32 [ 1, %17 ], [ %39, %38 ]
  %24 = phi i32 [ %15, %17 ], [ %40, %38 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %25 = icmp slt i32 %4, %24, !dbg !38
  br i1 %25, label %26, label %38, !dbg !39

26:                                               ; preds = %22
  %27 = mul nsw i32 %23, %10, !dbg !40
  %28 = add nsw i32 %27, -1, !dbg !41
  %29 = mul nsw i32 %23, %18, !dbg !42
  %30 = add nsw i32 %29, -1, !dbg !43
  %31 = sext i32 %28 to i64, !dbg !44
  %32 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %31, !dbg !44
  %33 = load float, ptr %32, align 4, !dbg !44, !tbaa !21
  %34 = sext i32 %30 to i64, !dbg !45
  %35 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %34, !dbg !45
  %36 = load float, ptr %35, align 4, !dbg !46, !tbaa !21
  %37 = fadd contract float %33, %36, !dbg !46
  store float %37, ptr %35, align 4, !dbg !46, !tbaa !21
  br label %38, !dbg !47

38:                                               ; preds = %26, %22
  %39 = shl nsw i32 %23, 1, !dbg !48
  %40 = lshr i32 %24, 1, !dbg !49
  %41 = icmp ult i32 %24, 2, !dbg !32
  br i1 %41, label %19, label %22, !dbg !33, !llvm.loop !50

42:                                               ; preds = %19
  %43 = add nsw i32 %2, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %44
  store float 0.000000e+00, ptr %45, align 4, !dbg !53, !tbaa !21
  br label %46, !dbg !54

46:                                               ; preds = %42, %19
  %47 = icmp sgt i32 %2, 1, !dbg !55
  br i1 %47, label %48, label %50, !dbg !56

48:                                               ; preds = %46
  %49 = add nuw nsw i32 %5, 2
  br label %55, !dbg !56

50:                                               ; preds = %72, %46
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %51 = load float, ptr %9, align 4, !dbg !58, !tbaa !21
  %52 = getelementptr inbounds float, ptr %1, i64 %6, !dbg !59
  store float %51, ptr %52, align 4, !dbg !60, !tbaa !21
  %53 = load float, ptr %14, align 4, !dbg !61, !tbaa !21
  %54 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !62
  store float %53, ptr %54, align 4, !dbg !63, !tbaa !21
  ret void, !dbg !64

55:                                               ; preds = %48, %72
  %56 = phi i32 [ %20, %48 ], [ %58, %72 ]
  %57 = phi i32 [ 1, %48 ], [ %73, %72 ]
  %58 = lshr i32 %56, 1, !dbg !65
  tail call void @llvm.nvvm.barrier0(), !dbg !66
  %59 = icmp slt i32 %4, %57, !dbg !67
  br i1 %59, label %60, label %72, !dbg !68

60:                                               ; preds = %55
  %61 = mul nuw nsw i32 %58, %10, !dbg !69
  %62 = add nsw i32 %61, -1, !dbg !70
  %63 = mul nuw nsw i32 %58, %49, !dbg !71
  %64 = add nsw i32 %63, -1, !dbg !72
  %65 = sext i32 %62 to i64, !dbg !73
  %66 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %65, !dbg !73
  %67 = load float, ptr %66, align 4, !dbg !73, !tbaa !21
  %68 = sext i32 %64 to i64, !dbg !74
  %69 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %68, !dbg !74
  %70 = load float, ptr %69, align 4, !dbg !74, !tbaa !21
  store float %70, ptr %66, align 4, !dbg !75, !tbaa !21
  %71 = fadd contract float %67, %70, !dbg !76
  store float %71, ptr %69, align 4, !dbg !76, !tbaa !21
  br label %72, !dbg !77

72:                                               ; preds = %55, %60
  %73 = shl nsw i32 %57, 1, !dbg !78
  %74 = icmp slt i32 %73, %2, !dbg !55
  br i1 %74, label %55, label %50, !dbg !56, !llvm.loop !79
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "scan_blelloch.cu", directory: ".")
!8 = !{ptr @scan_blelloch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "scan_blelloch", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 11, scope: !12)
!19 = !DILocation(line: 11, column: 24, scope: !12)
!20 = !DILocation(line: 11, column: 17, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 11, column: 3, scope: !12)
!26 = !DILocation(line: 11, column: 15, scope: !12)
!27 = !DILocation(line: 12, column: 32, scope: !12)
!28 = !DILocation(line: 12, column: 21, scope: !12)
!29 = !DILocation(line: 12, column: 3, scope: !12)
!30 = !DILocation(line: 12, column: 19, scope: !12)
!31 = !DILocation(line: 13, column: 18, scope: !12)
!32 = !DILocation(line: 13, column: 26, scope: !12)
!33 = !DILocation(line: 13, column: 3, scope: !12)
!34 = !DILocation(line: 0, scope: !12)
!35 = !DILocation(line: 22, column: 9, scope: !12)
!36 = !DILocation(line: 22, column: 7, scope: !12)
!37 = !DILocation(line: 14, column: 5, scope: !12)
!38 = !DILocation(line: 15, column: 11, scope: !12)
!39 = !DILocation(line: 15, column: 9, scope: !12)
!40 = !DILocation(line: 16, column: 23, scope: !12)
!41 = !DILocation(line: 16, column: 37, scope: !12)
!42 = !DILocation(line: 17, column: 23, scope: !12)
!43 = !DILocation(line: 17, column: 37, scope: !12)
!44 = !DILocation(line: 18, column: 19, scope: !12)
!45 = !DILocation(line: 18, column: 7, scope: !12)
!46 = !DILocation(line: 18, column: 16, scope: !12)
!47 = !DILocation(line: 19, column: 5, scope: !12)
!48 = !DILocation(line: 20, column: 12, scope: !12)
!49 = !DILocation(line: 13, column: 33, scope: !12)
!50 = distinct !{!50, !33, !51, !52}
!51 = !DILocation(line: 21, column: 3, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 23, column: 17, scope: !12)
!54 = !DILocation(line: 23, column: 5, scope: !12)
!55 = !DILocation(line: 24, column: 21, scope: !12)
!56 = !DILocation(line: 24, column: 3, scope: !12)
!57 = !DILocation(line: 35, column: 3, scope: !12)
!58 = !DILocation(line: 36, column: 18, scope: !12)
!59 = !DILocation(line: 36, column: 3, scope: !12)
!60 = !DILocation(line: 36, column: 16, scope: !12)
!61 = !DILocation(line: 37, column: 22, scope: !12)
!62 = !DILocation(line: 37, column: 3, scope: !12)
!63 = !DILocation(line: 37, column: 20, scope: !12)
!64 = !DILocation(line: 38, column: 1, scope: !12)
!65 = !DILocation(line: 25, column: 12, scope: !12)
!66 = !DILocation(line: 26, column: 5, scope: !12)
!67 = !DILocation(line: 27, column: 11, scope: !12)
!68 = !DILocation(line: 27, column: 9, scope: !12)
!69 = !DILocation(line: 28, column: 23, scope: !12)
!70 = !DILocation(line: 28, column: 37, scope: !12)
!71 = !DILocation(line: 29, column: 23, scope: !12)
!72 = !DILocation(line: 29, column: 37, scope: !12)
!73 = !DILocation(line: 30, column: 17, scope: !12)
!74 = !DILocation(line: 31, column: 18, scope: !12)
!75 = !DILocation(line: 31, column: 16, scope: !12)
!76 = !DILocation(line: 32, column: 16, scope: !12)
!77 = !DILocation(line: 33, column: 5, scope: !12)
!78 = !DILocation(line: 24, column: 28, scope: !12)
!79 = distinct !{!79, !56, !80, !52}
!80 = !DILocation(line: 34, column: 3, scope: !12)
