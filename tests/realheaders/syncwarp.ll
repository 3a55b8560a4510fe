; ModuleID = 'syncwarp.cu'
source_filename = "syncwarp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15warp_then_blockE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ15warp_then_blockE4wsum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ18warp_exchange_onlyE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_then_block(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = and i32 %3, 31, !dbg !20
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %7 = mul i32 %5, %6, !dbg !27
  %8 = add i32 %7, %3, !dbg !28
  %9 = zext i32 %8 to i64, !dbg !29
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !29
  %11 = load float, ptr %10, align 4, !dbg !29, !tbaa !30
  %12 = zext nneg i32 %3 to i64, !dbg !34
  %13 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %12, !dbg !34
  store float %11, ptr %13, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !36
  %14 = icmp ult i32 %4, 16, !dbg !40
  br i1 %14, label %15, label %20, !dbg !41

15:                                               ; preds = %2
  %16 = add nuw nsw i32 %3, 16
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %17
  %19 = load float, ptr %18, align 4, !dbg !42, !tbaa !30
  br label %20, !dbg !41

20:                                               ; preds = %2, %15
  %21 = phi contract float [ %19, %15 ], [ 0.000000e+00, %2 ], !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %22 = load float, ptr %13, align 4, !dbg !45, !tbaa !30
  %23 = fadd contract float %21, %22, !dbg !45
  store float %23, ptr %13, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %24 = icmp ult i32 %4, 8, !dbg !40
  br i1 %24, label %25, label %30, !dbg !41

25:                                               ; preds = %20
  %26 = add nuw nsw i32 %3, 8
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !dbg !42, !tbaa !30
  br label %30, !dbg !41

30:                                               ; preds = %25, %20
  %31 = phi contract float [ %29, %25 ], [ 0.000000e+00, %20 ], !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %32 = load float, ptr %13, align 4, !dbg !45, !tbaa !30
  %33 = fadd contract float %31, %32, !dbg !45
  store float %33, ptr %13, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %34 = icmp ult i32 %4, 4, !dbg !40
  br i1 %34, label %35, label %40, !dbg !41

35:                                               ; preds = %30
  %36 = add nuw nsw i32 %3, 4
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %37
  %39 = load float, ptr %38, align 4, !dbg !42, !tbaa !30
  br label %40, !dbg !41

40:                                               ; preds = %35, %30
  %41 = phi contract float [ %39, %35 ], [ 0.000000e+00, %30 ], !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %42 = load float, ptr %13, align 4, !dbg !45, !tbaa !30
  %43 = fadd contract float %41, %42, !dbg !45
  store float %43, ptr %13, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %44 = icmp ult i32 %4, 2, !dbg !40
  br i1 %44, label %45, label %50, !dbg !41

45:                                               ; preds = %40
  %46 = add nuw nsw i32 %3, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !dbg !42, !tbaa !30
  br label %50, !dbg !41

50:                                               ; preds = %45, %40
  %51 = phi contract float [ %49, %45 ], [ 0.000000e+00, %40 ], !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %52 = load float, ptr %13, align 4, !dbg !45, !tbaa !30
  %53 = fadd contract float %51, %52, !dbg !45
  store float %53, ptr %13, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %54 = icmp eq i32 %4, 0, !dbg !40
  br i1 %54, label %55, label %60, !dbg !41

55:                                               ; preds = %50
  %56 = or disjoint i32 %3, 1
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE1s to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !dbg !42, !tbaa !30
  br label %60, !dbg !41

60:                                               ; preds = %55, %50
  %61 = phi contract float [ %59, %55 ], [ 0.000000e+00, %50 ], !dbg !41
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %62 = load float, ptr %13, align 4, !dbg !45, !tbaa !30
  %63 = fadd contract float %61, %62, !dbg !45
  store float %63, ptr %13, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %64 = icmp eq i32 %4, 0, !dbg !48
  br i1 %64, label %65, label %70, !dbg !49

65:                                               ; preds = %60
  %66 = lshr exact i32 %3, 5, !dbg !50
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %67
  %69 = load float, ptr %13, align 4, !dbg !51, !tbaa !30
  store float %69, ptr %68, align 4, !dbg !52, !tbaa !30
  br label %70, !dbg !53

70:                                               ; preds = %65, %60
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %71 = icmp eq i32 %3, 0, !dbg !55
  br i1 %71, label %72, label %127, !dbg !56

72:                                               ; preds = %70
  %73 = lshr i32 %6, 5
  %74 = icmp ult i32 %6, 32, !dbg !57
  br i1 %74, label %97, label %75, !dbg !58

75:                                               ; preds = %72
  %76 = add nsw i32 %73, -1, !dbg !58
  %77 = and i32 %73, 3, !dbg !58
  %78 = icmp ult i32 %76, 3, !dbg !58
  br i1 %78, label %81, label %79, !dbg !58

79:                                               ; preds = %75
  %80 = and i32 %73, 60, !dbg !58
  br label %101, !dbg !58

81:                                               ; preds = %101, %75
  %82 = phi float [ poison, %75 ], [ %123, %101 ]
  %83 = phi i32 [ 0, %75 ], [ %124, %101 ]
  %84 = phi float [ 0.000000e+00, %75 ], [ %123, %101 ]
  %85 = icmp eq i32 %77, 0, !dbg !58
  br i1 %85, label %97, label %86, !dbg !58

86:                                               ; preds = %81, %86
  %87 = phi i32 [ %94, %86 ], [ %83, %81 ]
  %88 = phi float [ %93, %86 ], [ %84, %81 ]
  %89 = phi i32 [ %95, %86 ], [ 0, %81 ]
  %90 = zext nneg i32 %87 to i64, !dbg !59
  %91 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %90, !dbg !59
  %92 = load float, ptr %91, align 4, !dbg !59, !tbaa !30
  %93 = fadd contract float %88, %92, !dbg !60
  %94 = add nuw nsw i32 %87, 1, !dbg !61
  %95 = add i32 %89, 1, !dbg !58
  %96 = icmp eq i32 %95, %77, !dbg !58
  br i1 %96, label %97, label %86, !dbg !58, !llvm.loop !62

97:                                               ; preds = %81, %86, %72
  %98 = phi float [ 0.000000e+00, %72 ], [ %82, %81 ], [ %93, %86 ], !dbg !64
  %99 = zext nneg i32 %5 to i64, !dbg !65
  %100 = getelementptr inbounds float, ptr %1, i64 %99, !dbg !65
  store float %98, ptr %100, align 4, !dbg !66, !tbaa !30
  br label %127, !dbg !67

101:                                              ; preds = %101, %79
  %102 = phi i32 [ 0, %79 ], [ %124, %101 ]
  %103 = phi float [ 0.000000e+00, %79 ], [ %123, %101 ]
  %104 = phi i32 [ 0, %79 ], [ %125, %101 ]
  %105 = zext nneg i32 %102 to i64, !dbg !59
  %106 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %105, !dbg !59
  %107 = load float, ptr %106, align 4, !dbg !59, !tbaa !30
  %108 = fadd contract float %103, %107, !dbg !60
  %109 = or disjoint i32 %102, 1, !dbg !61
  %110 = zext nneg i32 %109 to i64, !dbg !59
  %111 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %110, !dbg !59
  %112 = load float, ptr %111, align 4, !dbg !59, !tbaa !30
  %113 = fadd contract float %108, %112, !dbg !60
  %114 = or disjoint i32 %102, 2, !dbg !61
  %115 = zext nneg i32 %114 to i64, !dbg !59
  %116 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %115, !dbg !59
  %117 = load float, ptr %116, align 4, !dbg !59, !tbaa !30
  %118 = fadd contract float %113, %117, !dbg !60
  %119 = or disjoint i32 %102, 3, !dbg !61
  %120 = zext nneg i32 %119 to i64, !dbg !59
  %121 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_then_blockE4wsum to ptr), i64 0, i64 %120, !dbg !59
  %122 = load float, ptr %121, align 4, !dbg !59, !tbaa !30
  %123 = fadd contract float %118, %122, !dbg !60
  %124 = add nuw nsw i32 %102, 4, !dbg !61
  %125 = add i32 %104, 4, !dbg !58
  %126 = icmp eq i32 %125, %80, !dbg !58
  br i1 %126, label %81, label %101, !dbg !58, !llvm.loop !68

127:                                              ; preds = %97, %70
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_exchange_only(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !72 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %6 = mul i32 %4, %5, !dbg !79
  %7 = add i32 %6, %3, !dbg !80
  %8 = zext i32 %7 to i64, !dbg !81
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !81
  %10 = load i32, ptr %9, align 4, !dbg !81, !tbaa !82
  %11 = zext nneg i32 %3 to i64, !dbg !84
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18warp_exchange_onlyE1s to ptr), i64 0, i64 %11, !dbg !84
  store i32 %10, ptr %12, align 4, !dbg !85, !tbaa !82
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !86
  tail call void @llvm.nvvm.barrier0(), !dbg !88
  %13 = xor i32 %3, 1, !dbg !89
  %14 = zext nneg i32 %13 to i64, !dbg !90
  %15 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18warp_exchange_onlyE1s to ptr), i64 0, i64 %14, !dbg !90
  %16 = load i32, ptr %15, align 4, !dbg !90, !tbaa !82
  %17 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !91
  store i32 %16, ptr %17, align 4, !dbg !92, !tbaa !82
  ret void, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

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
!7 = !DIFile(filename: "syncwarp.cu", directory: ".")
!8 = !{ptr @warp_then_block, !"kernel", i32 1}
!9 = !{ptr @warp_exchange_only, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "warp_then_block", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 12, scope: !13)
!20 = !DILocation(line: 11, column: 34, scope: !13)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 12, column: 13, scope: !13)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 12, column: 26, scope: !13)
!27 = !DILocation(line: 12, column: 24, scope: !13)
!28 = !DILocation(line: 12, column: 37, scope: !13)
!29 = !DILocation(line: 12, column: 10, scope: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 12, column: 3, scope: !13)
!35 = !DILocation(line: 12, column: 8, scope: !13)
!36 = !DILocation(line: 186, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__syncwarp", scope: !38, file: !38, line: 185, type: !14, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!39 = distinct !DILocation(line: 13, column: 3, scope: !13)
!40 = !DILocation(line: 15, column: 21, scope: !13)
!41 = !DILocation(line: 15, column: 15, scope: !13)
!42 = !DILocation(line: 15, column: 28, scope: !13)
!43 = !DILocation(line: 186, column: 10, scope: !37, inlinedAt: !44)
!44 = distinct !DILocation(line: 16, column: 5, scope: !13)
!45 = !DILocation(line: 17, column: 10, scope: !13)
!46 = !DILocation(line: 186, column: 10, scope: !37, inlinedAt: !47)
!47 = distinct !DILocation(line: 18, column: 5, scope: !13)
!48 = !DILocation(line: 20, column: 12, scope: !13)
!49 = !DILocation(line: 20, column: 7, scope: !13)
!50 = !DILocation(line: 11, column: 49, scope: !13)
!51 = !DILocation(line: 21, column: 18, scope: !13)
!52 = !DILocation(line: 21, column: 16, scope: !13)
!53 = !DILocation(line: 21, column: 5, scope: !13)
!54 = !DILocation(line: 22, column: 3, scope: !13)
!55 = !DILocation(line: 23, column: 9, scope: !13)
!56 = !DILocation(line: 23, column: 7, scope: !13)
!57 = !DILocation(line: 25, column: 24, scope: !13)
!58 = !DILocation(line: 25, column: 5, scope: !13)
!59 = !DILocation(line: 26, column: 16, scope: !13)
!60 = !DILocation(line: 26, column: 13, scope: !13)
!61 = !DILocation(line: 25, column: 43, scope: !13)
!62 = distinct !{!62, !63}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = !DILocation(line: 0, scope: !13)
!65 = !DILocation(line: 27, column: 5, scope: !13)
!66 = !DILocation(line: 27, column: 21, scope: !13)
!67 = !DILocation(line: 28, column: 3, scope: !13)
!68 = distinct !{!68, !58, !69, !70}
!69 = !DILocation(line: 26, column: 22, scope: !13)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 29, column: 1, scope: !13)
!72 = distinct !DISubprogram(name: "warp_exchange_only", scope: !7, file: !7, line: 31, type: !14, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!73 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !74)
!74 = distinct !DILocation(line: 33, column: 12, scope: !72)
!75 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !76)
!76 = distinct !DILocation(line: 34, column: 13, scope: !72)
!77 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !78)
!78 = distinct !DILocation(line: 34, column: 26, scope: !72)
!79 = !DILocation(line: 34, column: 24, scope: !72)
!80 = !DILocation(line: 34, column: 37, scope: !72)
!81 = !DILocation(line: 34, column: 10, scope: !72)
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !32, i64 0}
!84 = !DILocation(line: 34, column: 3, scope: !72)
!85 = !DILocation(line: 34, column: 8, scope: !72)
!86 = !DILocation(line: 186, column: 10, scope: !37, inlinedAt: !87)
!87 = distinct !DILocation(line: 35, column: 3, scope: !72)
!88 = !DILocation(line: 36, column: 3, scope: !72)
!89 = !DILocation(line: 37, column: 42, scope: !72)
!90 = !DILocation(line: 37, column: 38, scope: !72)
!91 = !DILocation(line: 37, column: 3, scope: !72)
!92 = !DILocation(line: 37, column: 36, scope: !72)
!93 = !DILocation(line: 38, column: 1, scope: !72)
