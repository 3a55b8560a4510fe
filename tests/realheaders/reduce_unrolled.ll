; ModuleID = 'reduce_unrolled.cu'
source_filename = "reduce_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7reduce6ILj256EEvPKiPij = comdat any

$_ZZ7reduce6ILj256EEvPKiPijE2sm = comdat any

@_ZZ7reduce6ILj256EEvPKiPijE2sm = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce6ILj256EEvPKiPij(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 9, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !24
  %9 = shl i32 %8, 9, !dbg !27
  %10 = icmp ult i32 %7, %2, !dbg !28
  br i1 %10, label %11, label %29, !dbg !29

11:                                               ; preds = %3, %25
  %12 = phi i32 [ %27, %25 ], [ %7, %3 ]
  %13 = phi i32 [ %26, %25 ], [ 0, %3 ]
  %14 = zext i32 %12 to i64, !dbg !30
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !30
  %16 = load i32, ptr %15, align 4, !dbg !30, !tbaa !31
  %17 = add nsw i32 %16, %13, !dbg !35
  %18 = add i32 %12, 256, !dbg !36
  %19 = icmp ult i32 %18, %2, !dbg !37
  br i1 %19, label %20, label %25, !dbg !38

20:                                               ; preds = %11
  %21 = zext i32 %18 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !dbg !39, !tbaa !31
  %24 = add nsw i32 %23, %17, !dbg !40
  br label %25, !dbg !41

25:                                               ; preds = %20, %11
  %26 = phi i32 [ %24, %20 ], [ %17, %11 ], !dbg !42
  %27 = add i32 %12, %9, !dbg !43
  %28 = icmp ult i32 %27, %2, !dbg !28
  br i1 %28, label %11, label %29, !dbg !29, !llvm.loop !44

29:                                               ; preds = %25, %3
  %30 = phi i32 [ 0, %3 ], [ %26, %25 ], !dbg !42
  %31 = zext nneg i32 %4 to i64, !dbg !47
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %31, !dbg !47
  store i32 %30, ptr %32, align 4, !dbg !48, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %33 = icmp ult i32 %4, 128, !dbg !50
  br i1 %33, label %34, label %40, !dbg !51

34:                                               ; preds = %29
  %35 = or disjoint i32 %4, 128
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !dbg !52, !tbaa !31
  %39 = add nsw i32 %38, %30, !dbg !53
  store i32 %39, ptr %32, align 4, !dbg !54, !tbaa !31
  br label %40, !dbg !55

40:                                               ; preds = %34, %29
  %41 = phi i32 [ %39, %34 ], [ %30, %29 ], !dbg !42
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %42 = icmp ult i32 %4, 64, !dbg !57
  br i1 %42, label %43, label %49, !dbg !58

43:                                               ; preds = %40
  %44 = or disjoint i32 %4, 64
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !dbg !59, !tbaa !31
  %48 = add nsw i32 %47, %41, !dbg !60
  store i32 %48, ptr %32, align 4, !dbg !61, !tbaa !31
  br label %49, !dbg !62

49:                                               ; preds = %43, %40
  %50 = phi i32 [ %48, %43 ], [ %41, %40 ], !dbg !42
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %51 = icmp ult i32 %4, 32, !dbg !64
  br i1 %51, label %52, label %73, !dbg !65

52:                                               ; preds = %49
  %53 = or disjoint i32 %4, 32, !dbg !66
  %54 = zext nneg i32 %53 to i64, !dbg !67
  %55 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 %54, !dbg !67
  %56 = load volatile i32, ptr %55, align 4, !dbg !67, !tbaa !31
  %57 = add nsw i32 %56, %50, !dbg !68
  store volatile i32 %57, ptr %32, align 4, !dbg !69, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !70
  %58 = getelementptr inbounds i8, ptr %32, i64 64, !dbg !74
  %59 = load volatile i32, ptr %58, align 4, !dbg !74, !tbaa !31
  %60 = add nsw i32 %59, %57, !dbg !75
  store volatile i32 %60, ptr %32, align 4, !dbg !76, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !77
  %61 = getelementptr inbounds i8, ptr %32, i64 32, !dbg !79
  %62 = load volatile i32, ptr %61, align 4, !dbg !79, !tbaa !31
  %63 = add nsw i32 %62, %60, !dbg !80
  store volatile i32 %63, ptr %32, align 4, !dbg !81, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !82
  %64 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !84
  %65 = load volatile i32, ptr %64, align 4, !dbg !84, !tbaa !31
  %66 = add nsw i32 %65, %63, !dbg !85
  store volatile i32 %66, ptr %32, align 4, !dbg !86, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !87
  %67 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !89
  %68 = load volatile i32, ptr %67, align 4, !dbg !89, !tbaa !31
  %69 = add nsw i32 %68, %66, !dbg !90
  store volatile i32 %69, ptr %32, align 4, !dbg !91, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !92
  %70 = getelementptr inbounds i8, ptr %32, i64 4, !dbg !94
  %71 = load volatile i32, ptr %70, align 4, !dbg !94, !tbaa !31
  %72 = add nsw i32 %71, %69, !dbg !95
  store volatile i32 %72, ptr %32, align 4, !dbg !96, !tbaa !31
  br label %73, !dbg !97

73:                                               ; preds = %52, %49
  %74 = phi i32 [ %72, %52 ], [ %50, %49 ], !dbg !42
  %75 = icmp eq i32 %4, 0, !dbg !98
  br i1 %75, label %76, label %79, !dbg !99

76:                                               ; preds = %73
  %77 = zext nneg i32 %5 to i64
  %78 = getelementptr inbounds i32, ptr %1, i64 %77
  store i32 %74, ptr %78, align 4, !dbg !100, !tbaa !31
  br label %79, !dbg !101

79:                                               ; preds = %76, %73
  ret void, !dbg !102
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

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
!7 = !DIFile(filename: "reduce_unrolled.cu", directory: ".")
!8 = !{ptr @_Z7reduce6ILj256EEvPKiPij, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "reduce6<256U>", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 12, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 12, scope: !12)
!22 = !DILocation(line: 11, column: 23, scope: !12)
!23 = !DILocation(line: 11, column: 37, scope: !12)
!24 = !DILocation(line: 92, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 12, column: 27, scope: !12)
!27 = !DILocation(line: 12, column: 25, scope: !12)
!28 = !DILocation(line: 14, column: 12, scope: !12)
!29 = !DILocation(line: 14, column: 3, scope: !12)
!30 = !DILocation(line: 15, column: 12, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 15, column: 9, scope: !12)
!36 = !DILocation(line: 16, column: 11, scope: !12)
!37 = !DILocation(line: 16, column: 19, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 14, scope: !12)
!40 = !DILocation(line: 17, column: 11, scope: !12)
!41 = !DILocation(line: 17, column: 7, scope: !12)
!42 = !DILocation(line: 0, scope: !12)
!43 = !DILocation(line: 18, column: 7, scope: !12)
!44 = distinct !{!44, !29, !45, !46}
!45 = !DILocation(line: 19, column: 3, scope: !12)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 20, column: 3, scope: !12)
!48 = !DILocation(line: 20, column: 9, scope: !12)
!49 = !DILocation(line: 21, column: 3, scope: !12)
!50 = !DILocation(line: 28, column: 11, scope: !12)
!51 = !DILocation(line: 28, column: 9, scope: !12)
!52 = !DILocation(line: 29, column: 27, scope: !12)
!53 = !DILocation(line: 29, column: 25, scope: !12)
!54 = !DILocation(line: 29, column: 13, scope: !12)
!55 = !DILocation(line: 29, column: 7, scope: !12)
!56 = !DILocation(line: 30, column: 5, scope: !12)
!57 = !DILocation(line: 33, column: 11, scope: !12)
!58 = !DILocation(line: 33, column: 9, scope: !12)
!59 = !DILocation(line: 34, column: 27, scope: !12)
!60 = !DILocation(line: 34, column: 25, scope: !12)
!61 = !DILocation(line: 34, column: 13, scope: !12)
!62 = !DILocation(line: 34, column: 7, scope: !12)
!63 = !DILocation(line: 35, column: 5, scope: !12)
!64 = !DILocation(line: 37, column: 9, scope: !12)
!65 = !DILocation(line: 37, column: 7, scope: !12)
!66 = !DILocation(line: 39, column: 28, scope: !12)
!67 = !DILocation(line: 39, column: 24, scope: !12)
!68 = !DILocation(line: 39, column: 22, scope: !12)
!69 = !DILocation(line: 39, column: 10, scope: !12)
!70 = !DILocation(line: 186, column: 10, scope: !71, inlinedAt: !73)
!71 = distinct !DISubprogram(name: "__syncwarp", scope: !72, file: !72, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!73 = distinct !DILocation(line: 40, column: 5, scope: !12)
!74 = !DILocation(line: 41, column: 24, scope: !12)
!75 = !DILocation(line: 41, column: 22, scope: !12)
!76 = !DILocation(line: 41, column: 10, scope: !12)
!77 = !DILocation(line: 186, column: 10, scope: !71, inlinedAt: !78)
!78 = distinct !DILocation(line: 42, column: 5, scope: !12)
!79 = !DILocation(line: 43, column: 24, scope: !12)
!80 = !DILocation(line: 43, column: 22, scope: !12)
!81 = !DILocation(line: 43, column: 10, scope: !12)
!82 = !DILocation(line: 186, column: 10, scope: !71, inlinedAt: !83)
!83 = distinct !DILocation(line: 44, column: 5, scope: !12)
!84 = !DILocation(line: 45, column: 24, scope: !12)
!85 = !DILocation(line: 45, column: 22, scope: !12)
!86 = !DILocation(line: 45, column: 10, scope: !12)
!87 = !DILocation(line: 186, column: 10, scope: !71, inlinedAt: !88)
!88 = distinct !DILocation(line: 46, column: 5, scope: !12)
!89 = !DILocation(line: 47, column: 24, scope: !12)
!90 = !DILocation(line: 47, column: 22, scope: !12)
!91 = !DILocation(line: 47, column: 10, scope: !12)
!92 = !DILocation(line: 186, column: 10, scope: !71, inlinedAt: !93)
!93 = distinct !DILocation(line: 48, column: 5, scope: !12)
!94 = !DILocation(line: 49, column: 24, scope: !12)
!95 = !DILocation(line: 49, column: 22, scope: !12)
!96 = !DILocation(line: 49, column: 10, scope: !12)
!97 = !DILocation(line: 50, column: 3, scope: !12)
!98 = !DILocation(line: 51, column: 9, scope: !12)
!99 = !DILocation(line: 51, column: 7, scope: !12)
!100 = !DILocation(line: 52, column: 21, scope: !12)
!101 = !DILocation(line: 52, column: 5, scope: !12)
!102 = !DILocation(line: 53, column: 1, scope: !12)
