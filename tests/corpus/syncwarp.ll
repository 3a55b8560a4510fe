; ModuleID = 'syncwarp.cu'
source_filename = "syncwarp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15warp_then_blockE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ15warp_then_blockE4wsum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ18warp_exchange_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_then_block(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = and i32 %3, 31, !dbg !17
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %7 = mul i32 %5, %6, !dbg !24
  %8 = add i32 %7, %3, !dbg !25
  %9 = zext i32 %8 to i64, !dbg !26
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !27
  %12 = zext nneg i32 %3 to i64, !dbg !31
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %12, !dbg !31
  store float %11, ptr %13, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !33
  %14 = icmp ult i32 %4, 16, !dbg !36
  br i1 %14, label %15, label %20, !dbg !37

15:                                               ; preds = %2
  %16 = add nuw nsw i32 %3, 16
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %17
  %19 = load float, ptr %18, align 4, !dbg !38, !tbaa !27
  br label %20, !dbg !37

20:                                               ; preds = %2, %15
  %21 = phi contract float [ %19, %15 ], [ 0.000000e+00, %2 ], !dbg !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %22 = load float, ptr %13, align 4, !dbg !41, !tbaa !27
  %23 = fadd contract float %21, %22, !dbg !41
  store float %23, ptr %13, align 4, !dbg !41, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !42
  %24 = icmp ult i32 %4, 8, !dbg !36
  br i1 %24, label %25, label %30, !dbg !37

25:                                               ; preds = %20
  %26 = add nuw nsw i32 %3, 8
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !dbg !38, !tbaa !27
  br label %30, !dbg !37

30:                                               ; preds = %25, %20
  %31 = phi contract float [ %29, %25 ], [ 0.000000e+00, %20 ], !dbg !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %32 = load float, ptr %13, align 4, !dbg !41, !tbaa !27
  %33 = fadd contract float %31, %32, !dbg !41
  store float %33, ptr %13, align 4, !dbg !41, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !42
  %34 = icmp ult i32 %4, 4, !dbg !36
  br i1 %34, label %35, label %40, !dbg !37

35:                                               ; preds = %30
  %36 = add nuw nsw i32 %3, 4
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %37
  %39 = load float, ptr %38, align 4, !dbg !38, !tbaa !27
  br label %40, !dbg !37

40:                                               ; preds = %35, %30
  %41 = phi contract float [ %39, %35 ], [ 0.000000e+00, %30 ], !dbg !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %42 = load float, ptr %13, align 4, !dbg !41, !tbaa !27
  %43 = fadd contract float %41, %42, !dbg !41
  store float %43, ptr %13, align 4, !dbg !41, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !42
  %44 = icmp ult i32 %4, 2, !dbg !36
  br i1 %44, label %45, label %50, !dbg !37

45:                                               ; preds = %40
  %46 = add nuw nsw i32 %3, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !dbg !38, !tbaa !27
  br label %50, !dbg !37

50:                                               ; preds = %45, %40
  %51 = phi contract float [ %49, %45 ], [ 0.000000e+00, %40 ], !dbg !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %52 = load float, ptr %13, align 4, !dbg !41, !tbaa !27
  %53 = fadd contract float %51, %52, !dbg !41
  store float %53, ptr %13, align 4, !dbg !41, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !42
  %54 = icmp eq i32 %4, 0, !dbg !36
  br i1 %54, label %55, label %60, !dbg !37

55:                                               ; preds = %50
  %56 = or disjoint i32 %3, 1
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !dbg !38, !tbaa !27
  br label %60, !dbg !37

60:                                               ; preds = %55, %50
  %61 = phi contract float [ %59, %55 ], [ 0.000000e+00, %50 ], !dbg !37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %62 = load float, ptr %13, align 4, !dbg !41, !tbaa !27
  %63 = fadd contract float %61, %62, !dbg !41
  store float %63, ptr %13, align 4, !dbg !41, !tbaa !27
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !42
  %64 = icmp eq i32 %4, 0, !dbg !44
  br i1 %64, label %65, label %70, !dbg !45

65:                                               ; preds = %60
  %66 = lshr exact i32 %3, 5, !dbg !46
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %67
  %69 = load float, ptr %13, align 4, !dbg !47, !tbaa !27
  store float %69, ptr %68, align 4, !dbg !48, !tbaa !27
  br label %70, !dbg !49

70:                                               ; preds = %65, %60
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %71 = icmp eq i32 %3, 0, !dbg !51
  br i1 %71, label %72, label %127, !dbg !52

72:                                               ; preds = %70
  %73 = lshr i32 %6, 5
  %74 = icmp ult i32 %6, 32, !dbg !53
  br i1 %74, label %97, label %75, !dbg !54

75:                                               ; preds = %72
  %76 = add nsw i32 %73, -1, !dbg !54
  %77 = and i32 %73, 3, !dbg !54
  %78 = icmp ult i32 %76, 3, !dbg !54
  br i1 %78, label %81, label %79, !dbg !54

79:                                               ; preds = %75
  %80 = and i32 %73, 60, !dbg !54
  br label %101, !dbg !54

81:                                               ; preds = %101, %75
  %82 = phi float [ poison, %75 ], [ %123, %101 ]
  %83 = phi i32 [ 0, %75 ], [ %124, %101 ]
  %84 = phi float [ 0.000000e+00, %75 ], [ %123, %101 ]
  %85 = icmp eq i32 %77, 0, !dbg !54
  br i1 %85, label %97, label %86, !dbg !54

86:                                               ; preds = %81, %86
  %87 = phi i32 [ %94, %86 ], [ %83, %81 ]
  %88 = phi float [ %93, %86 ], [ %84, %81 ]
  %89 = phi i32 [ %95, %86 ], [ 0, %81 ]
  %90 = zext nneg i32 %87 to i64, !dbg !55
  %91 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %90, !dbg !55
  %92 = load float, ptr %91, align 4, !dbg !55, !tbaa !27
  %93 = fadd contract float %88, %92, !dbg !56
  %94 = add nuw nsw i32 %87, 1, !dbg !57
  %95 = add i32 %89, 1, !dbg !54
  %96 = icmp eq i32 %95, %77, !dbg !54
  br i1 %96, label %97, label %86, !dbg !54, !llvm.loop !58

97:                                               ; preds = %81, %86, %72
  %98 = phi float [ 0.000000e+00, %72 ], [ %82, %81 ], [ %93, %86 ], !dbg !60
  %99 = zext nneg i32 %5 to i64, !dbg !61
  %100 = getelementptr inbounds float, ptr %1, i64 %99, !dbg !61
  store float %98, ptr %100, align 4, !dbg !62, !tbaa !27
  br label %127, !dbg !63

101:                                              ; preds = %101, %79
  %102 = phi i32 [ 0, %79 ], [ %124, %101 ]
  %103 = phi float [ 0.000000e+00, %79 ], [ %123, %101 ]
  %104 = phi i32 [ 0, %79 ], [ %125, %101 ]
  %105 = zext nneg i32 %102 to i64, !dbg !55
  %106 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %105, !dbg !55
  %107 = load float, ptr %106, align 4, !dbg !55, !tbaa !27
  %108 = fadd contract float %103, %107, !dbg !56
  %109 = or disjoint i32 %102, 1, !dbg !57
  %110 = zext nneg i32 %109 to i64, !dbg !55
  %111 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %110, !dbg !55
  %112 = load float, ptr %111, align 4, !dbg !55, !tbaa !27
  %113 = fadd contract float %108, %112, !dbg !56
  %114 = or disjoint i32 %102, 2, !dbg !57
  %115 = zext nneg i32 %114 to i64, !dbg !55
  %116 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %115, !dbg !55
  %117 = load float, ptr %116, align 4, !dbg !55, !tbaa !27
  %118 = fadd contract float %113, %117, !dbg !56
  %119 = or disjoint i32 %102, 3, !dbg !57
  %120 = zext nneg i32 %119 to i64, !dbg !55
  %121 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %120, !dbg !55
  %122 = load float, ptr %121, align 4, !dbg !55, !tbaa !27
  %123 = fadd contract float %118, %122, !dbg !56
  %124 = add nuw nsw i32 %102, 4, !dbg !57
  %125 = add i32 %104, 4, !dbg !54
  %126 = icmp eq i32 %125, %80, !dbg !54
  br i1 %126, label %81, label %101, !dbg !54, !llvm.loop !64

127:                                              ; preds = %97, %70
  ret void, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_exchange_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !68 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %6 = mul i32 %4, %5, !dbg !75
  %7 = add i32 %6, %3, !dbg !76
  %8 = zext i32 %7 to i64, !dbg !77
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !77
  %10 = load i32, ptr %9, align 4, !dbg !77, !tbaa !78
  %11 = zext nneg i32 %3 to i64, !dbg !80
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18warp_exchange_onlyE1s to ptr), i64 0, i64 %11, !dbg !80
  store i32 %10, ptr %12, align 4, !dbg !81, !tbaa !78
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !82
  tail call void @llvm.nvvm.barrier0(), !dbg !84
  %13 = xor i32 %3, 1, !dbg !85
  %14 = zext nneg i32 %13 to i64, !dbg !86
  %15 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18warp_exchange_onlyE1s to ptr), i64 0, i64 %14, !dbg !86
  %16 = load i32, ptr %15, align 4, !dbg !86, !tbaa !78
  %17 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !87
  store i32 %16, ptr %17, align 4, !dbg !88, !tbaa !78
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syncwarp.cu", directory: ".")
!2 = !{ptr @warp_then_block, !"kernel", i32 1}
!3 = !{ptr @warp_exchange_only, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "warp_then_block", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 12, scope: !10)
!17 = !DILocation(line: 11, column: 34, scope: !10)
!18 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 12, column: 13, scope: !10)
!21 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 12, column: 26, scope: !10)
!24 = !DILocation(line: 12, column: 24, scope: !10)
!25 = !DILocation(line: 12, column: 37, scope: !10)
!26 = !DILocation(line: 12, column: 10, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocation(line: 12, column: 8, scope: !10)
!33 = !DILocation(line: 76, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__syncwarp", scope: !15, file: !15, line: 75, type: !11, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 13, column: 3, scope: !10)
!36 = !DILocation(line: 15, column: 21, scope: !10)
!37 = !DILocation(line: 15, column: 15, scope: !10)
!38 = !DILocation(line: 15, column: 28, scope: !10)
!39 = !DILocation(line: 76, column: 3, scope: !34, inlinedAt: !40)
!40 = distinct !DILocation(line: 16, column: 5, scope: !10)
!41 = !DILocation(line: 17, column: 10, scope: !10)
!42 = !DILocation(line: 76, column: 3, scope: !34, inlinedAt: !43)
!43 = distinct !DILocation(line: 18, column: 5, scope: !10)
!44 = !DILocation(line: 20, column: 12, scope: !10)
!45 = !DILocation(line: 20, column: 7, scope: !10)
!46 = !DILocation(line: 11, column: 49, scope: !10)
!47 = !DILocation(line: 21, column: 18, scope: !10)
!48 = !DILocation(line: 21, column: 16, scope: !10)
!49 = !DILocation(line: 21, column: 5, scope: !10)
!50 = !DILocation(line: 22, column: 3, scope: !10)
!51 = !DILocation(line: 23, column: 9, scope: !10)
!52 = !DILocation(line: 23, column: 7, scope: !10)
!53 = !DILocation(line: 25, column: 24, scope: !10)
!54 = !DILocation(line: 25, column: 5, scope: !10)
!55 = !DILocation(line: 26, column: 16, scope: !10)
!56 = !DILocation(line: 26, column: 13, scope: !10)
!57 = !DILocation(line: 25, column: 43, scope: !10)
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.unroll.disable"}
!60 = !DILocation(line: 0, scope: !10)
!61 = !DILocation(line: 27, column: 5, scope: !10)
!62 = !DILocation(line: 27, column: 21, scope: !10)
!63 = !DILocation(line: 28, column: 3, scope: !10)
!64 = distinct !{!64, !54, !65, !66}
!65 = !DILocation(line: 26, column: 22, scope: !10)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 29, column: 1, scope: !10)
!68 = distinct !DISubprogram(name: "warp_exchange_only", scope: !1, file: !1, line: 31, type: !11, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !70)
!70 = distinct !DILocation(line: 33, column: 12, scope: !68)
!71 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !72)
!72 = distinct !DILocation(line: 34, column: 13, scope: !68)
!73 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !74)
!74 = distinct !DILocation(line: 34, column: 26, scope: !68)
!75 = !DILocation(line: 34, column: 24, scope: !68)
!76 = !DILocation(line: 34, column: 37, scope: !68)
!77 = !DILocation(line: 34, column: 10, scope: !68)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !29, i64 0}
!80 = !DILocation(line: 34, column: 3, scope: !68)
!81 = !DILocation(line: 34, column: 8, scope: !68)
!82 = !DILocation(line: 76, column: 3, scope: !34, inlinedAt: !83)
!83 = distinct !DILocation(line: 35, column: 3, scope: !68)
!84 = !DILocation(line: 36, column: 3, scope: !68)
!85 = !DILocation(line: 37, column: 42, scope: !68)
!86 = !DILocation(line: 37, column: 38, scope: !68)
!87 = !DILocation(line: 37, column: 3, scope: !68)
!88 = !DILocation(line: 37, column: 36, scope: !68)
!89 = !DILocation(line: 38, column: 1, scope: !68)
