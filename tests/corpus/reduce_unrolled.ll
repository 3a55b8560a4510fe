; ModuleID = 'reduce_unrolled.cu'
source_filename = "reduce_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7reduce6ILj256EEvPKiPij = comdat any

$_ZZ7reduce6ILj256EEvPKiPijE2sm = comdat any

@_ZZ7reduce6ILj256EEvPKiPijE2sm = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce6ILj256EEvPKiPij(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 9, !dbg !19
  %7 = add i32 %6, %4, !dbg !20
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !21
  %9 = shl i32 %8, 9, !dbg !24
  %10 = icmp ult i32 %7, %2, !dbg !25
  br i1 %10, label %11, label %29, !dbg !26

11:                                               ; preds = %3, %25
  %12 = phi i32 [ %27, %25 ], [ %7, %3 ]
  %13 = phi i32 [ %26, %25 ], [ 0, %3 ]
  %14 = zext i32 %12 to i64, !dbg !27
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !27
  %16 = load i32, ptr %15, align 4, !dbg !27, !tbaa !28
  %17 = add nsw i32 %16, %13, !dbg !32
  %18 = add i32 %12, 256, !dbg !33
  %19 = icmp ult i32 %18, %2, !dbg !34
  br i1 %19, label %20, label %25, !dbg !35

20:                                               ; preds = %11
  %21 = zext i32 %18 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !dbg !36, !tbaa !28
  %24 = add nsw i32 %23, %17, !dbg !37
  br label %25, !dbg !38

25:                                               ; preds = %20, %11
  %26 = phi i32 [ %24, %20 ], [ %17, %11 ], !dbg !39
  %27 = add i32 %12, %9, !dbg !40
  %28 = icmp ult i32 %27, %2, !dbg !25
  br i1 %28, label %11, label %29, !dbg !26, !llvm.loop !41

29:                                               ; preds = %25, %3
  %30 = phi i32 [ 0, %3 ], [ %26, %25 ], !dbg !39
  %31 = zext nneg i32 %4 to i64, !dbg !44
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %31, !dbg !44
  store i32 %30, ptr %32, align 4, !dbg !45, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %33 = icmp ult i32 %4, 128, !dbg !47
  br i1 %33, label %34, label %40, !dbg !48

34:                                               ; preds = %29
  %35 = or disjoint i32 %4, 128
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !dbg !49, !tbaa !28
  %39 = add nsw i32 %38, %30, !dbg !50
  store i32 %39, ptr %32, align 4, !dbg !51, !tbaa !28
  br label %40, !dbg !52

40:                                               ; preds = %34, %29
  %41 = phi i32 [ %39, %34 ], [ %30, %29 ], !dbg !39
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %42 = icmp ult i32 %4, 64, !dbg !54
  br i1 %42, label %43, label %49, !dbg !55

43:                                               ; preds = %40
  %44 = or disjoint i32 %4, 64
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !dbg !56, !tbaa !28
  %48 = add nsw i32 %47, %41, !dbg !57
  store i32 %48, ptr %32, align 4, !dbg !58, !tbaa !28
  br label %49, !dbg !59

49:                                               ; preds = %43, %40
  %50 = phi i32 [ %48, %43 ], [ %41, %40 ], !dbg !39
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %51 = icmp ult i32 %4, 32, !dbg !61
  br i1 %51, label %52, label %73, !dbg !62

52:                                               ; preds = %49
  %53 = or disjoint i32 %4, 32, !dbg !63
  %54 = zext nneg i32 %53 to i64, !dbg !64
  %55 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7reduce6ILj256EEvPKiPijE2sm to ptr), i64 %54, !dbg !64
  %56 = load volatile i32, ptr %55, align 4, !dbg !64, !tbaa !28
  %57 = add nsw i32 %56, %50, !dbg !65
  store volatile i32 %57, ptr %32, align 4, !dbg !66, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !67
  %58 = getelementptr inbounds i8, ptr %32, i64 64, !dbg !70
  %59 = load volatile i32, ptr %58, align 4, !dbg !70, !tbaa !28
  %60 = add nsw i32 %59, %57, !dbg !71
  store volatile i32 %60, ptr %32, align 4, !dbg !72, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !73
  %61 = getelementptr inbounds i8, ptr %32, i64 32, !dbg !75
  %62 = load volatile i32, ptr %61, align 4, !dbg !75, !tbaa !28
  %63 = add nsw i32 %62, %60, !dbg !76
  store volatile i32 %63, ptr %32, align 4, !dbg !77, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !78
  %64 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !80
  %65 = load volatile i32, ptr %64, align 4, !dbg !80, !tbaa !28
  %66 = add nsw i32 %65, %63, !dbg !81
  store volatile i32 %66, ptr %32, align 4, !dbg !82, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !83
  %67 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !85
  %68 = load volatile i32, ptr %67, align 4, !dbg !85, !tbaa !28
  %69 = add nsw i32 %68, %66, !dbg !86
  store volatile i32 %69, ptr %32, align 4, !dbg !87, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !88
  %70 = getelementptr inbounds i8, ptr %32, i64 4, !dbg !90
  %71 = load volatile i32, ptr %70, align 4, !dbg !90, !tbaa !28
  %72 = add nsw i32 %71, %69, !dbg !91
  store volatile i32 %72, ptr %32, align 4, !dbg !92, !tbaa !28
  br label %73, !dbg !93

73:                                               ; preds = %52, %49
  %74 = phi i32 [ %72, %52 ], [ %50, %49 ], !dbg !39
  %75 = icmp eq i32 %4, 0, !dbg !94
  br i1 %75, label %76, label %79, !dbg !95

76:                                               ; preds = %73
  %77 = zext nneg i32 %5 to i64
  %78 = getelementptr inbounds i32, ptr %1, i64 %77
  store i32 %74, ptr %78, align 4, !dbg !96, !tbaa !28
  br label %79, !dbg !97

79:                                               ; preds = %76, %73
  ret void, !dbg !98
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce_unrolled.cu", directory: ".")
!2 = !{ptr @_Z7reduce6ILj256EEvPKiPij, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce6<256U>", scope: !1, file: !1, line: 7, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 12, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 11, column: 12, scope: !9)
!19 = !DILocation(line: 11, column: 23, scope: !9)
!20 = !DILocation(line: 11, column: 37, scope: !9)
!21 = !DILocation(line: 61, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 61, type: !10, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 12, column: 27, scope: !9)
!24 = !DILocation(line: 12, column: 25, scope: !9)
!25 = !DILocation(line: 14, column: 12, scope: !9)
!26 = !DILocation(line: 14, column: 3, scope: !9)
!27 = !DILocation(line: 15, column: 12, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 9, scope: !9)
!33 = !DILocation(line: 16, column: 11, scope: !9)
!34 = !DILocation(line: 16, column: 19, scope: !9)
!35 = !DILocation(line: 16, column: 9, scope: !9)
!36 = !DILocation(line: 17, column: 14, scope: !9)
!37 = !DILocation(line: 17, column: 11, scope: !9)
!38 = !DILocation(line: 17, column: 7, scope: !9)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 18, column: 7, scope: !9)
!41 = distinct !{!41, !26, !42, !43}
!42 = !DILocation(line: 19, column: 3, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 20, column: 3, scope: !9)
!45 = !DILocation(line: 20, column: 9, scope: !9)
!46 = !DILocation(line: 21, column: 3, scope: !9)
!47 = !DILocation(line: 28, column: 11, scope: !9)
!48 = !DILocation(line: 28, column: 9, scope: !9)
!49 = !DILocation(line: 29, column: 27, scope: !9)
!50 = !DILocation(line: 29, column: 25, scope: !9)
!51 = !DILocation(line: 29, column: 13, scope: !9)
!52 = !DILocation(line: 29, column: 7, scope: !9)
!53 = !DILocation(line: 30, column: 5, scope: !9)
!54 = !DILocation(line: 33, column: 11, scope: !9)
!55 = !DILocation(line: 33, column: 9, scope: !9)
!56 = !DILocation(line: 34, column: 27, scope: !9)
!57 = !DILocation(line: 34, column: 25, scope: !9)
!58 = !DILocation(line: 34, column: 13, scope: !9)
!59 = !DILocation(line: 34, column: 7, scope: !9)
!60 = !DILocation(line: 35, column: 5, scope: !9)
!61 = !DILocation(line: 37, column: 9, scope: !9)
!62 = !DILocation(line: 37, column: 7, scope: !9)
!63 = !DILocation(line: 39, column: 28, scope: !9)
!64 = !DILocation(line: 39, column: 24, scope: !9)
!65 = !DILocation(line: 39, column: 22, scope: !9)
!66 = !DILocation(line: 39, column: 10, scope: !9)
!67 = !DILocation(line: 76, column: 3, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 75, type: !10, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 40, column: 5, scope: !9)
!70 = !DILocation(line: 41, column: 24, scope: !9)
!71 = !DILocation(line: 41, column: 22, scope: !9)
!72 = !DILocation(line: 41, column: 10, scope: !9)
!73 = !DILocation(line: 76, column: 3, scope: !68, inlinedAt: !74)
!74 = distinct !DILocation(line: 42, column: 5, scope: !9)
!75 = !DILocation(line: 43, column: 24, scope: !9)
!76 = !DILocation(line: 43, column: 22, scope: !9)
!77 = !DILocation(line: 43, column: 10, scope: !9)
!78 = !DILocation(line: 76, column: 3, scope: !68, inlinedAt: !79)
!79 = distinct !DILocation(line: 44, column: 5, scope: !9)
!80 = !DILocation(line: 45, column: 24, scope: !9)
!81 = !DILocation(line: 45, column: 22, scope: !9)
!82 = !DILocation(line: 45, column: 10, scope: !9)
!83 = !DILocation(line: 76, column: 3, scope: !68, inlinedAt: !84)
!84 = distinct !DILocation(line: 46, column: 5, scope: !9)
!85 = !DILocation(line: 47, column: 24, scope: !9)
!86 = !DILocation(line: 47, column: 22, scope: !9)
!87 = !DILocation(line: 47, column: 10, scope: !9)
!88 = !DILocation(line: 76, column: 3, scope: !68, inlinedAt: !89)
!89 = distinct !DILocation(line: 48, column: 5, scope: !9)
!90 = !DILocation(line: 49, column: 24, scope: !9)
!91 = !DILocation(line: 49, column: 22, scope: !9)
!92 = !DILocation(line: 49, column: 10, scope: !9)
!93 = !DILocation(line: 50, column: 3, scope: !9)
!94 = !DILocation(line: 51, column: 9, scope: !9)
!95 = !DILocation(line: 51, column: 7, scope: !9)
!96 = !DILocation(line: 52, column: 21, scope: !9)
!97 = !DILocation(line: 52, column: 5, scope: !9)
!98 = !DILocation(line: 53, column: 1, scope: !9)
