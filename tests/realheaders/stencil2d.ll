; ModuleID = 'stencil2d.cu'
source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_2dPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ13jacobi_smoothPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z10stencil_2dPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 4, !dbg !20
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = add i32 %6, %7, !dbg !24
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %10 = shl nuw nsw i32 %9, 4, !dbg !28
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %12 = add nuw nsw i32 %10, %11, !dbg !32
  %13 = add nuw nsw i32 %7, 1, !dbg !33
  %14 = add nuw nsw i32 %11, 1, !dbg !34
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 0), !dbg !35
  %16 = add nsw i32 %2, -1, !dbg !39
  %17 = tail call noundef i32 @llvm.smin.i32(i32 %15, i32 %16), !dbg !40
  %18 = add nsw i32 %3, -1, !dbg !43
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 %18), !dbg !44
  %20 = mul nsw i32 %19, %2, !dbg !46
  %21 = add nsw i32 %20, %17, !dbg !47
  %22 = sext i32 %21 to i64, !dbg !48
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !48
  %24 = load float, ptr %23, align 4, !dbg !48, !tbaa !49
  %25 = zext nneg i32 %14 to i64, !dbg !53
  %26 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, !dbg !53
  %27 = zext nneg i32 %13 to i64, !dbg !53
  %28 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %27, !dbg !53
  store float %24, ptr %28, align 4, !dbg !54, !tbaa !49
  switch i32 %7, label %44 [
    i32 0, label %29
    i32 15, label %33
  ], !dbg !55

29:                                               ; preds = %4
  %30 = tail call i32 @llvm.smax.i32(i32 %17, i32 1)
  %31 = add nsw i32 %30, -1
  %32 = add nsw i32 %31, %20
  br label %38, !dbg !56

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %26, i64 68
  %35 = add nsw i32 %17, 1
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %16)
  %37 = add nsw i32 %20, %36
  br label %38, !dbg !57

38:                                               ; preds = %33, %29
  %39 = phi i32 [ %32, %29 ], [ %37, %33 ]
  %40 = phi ptr [ %26, %29 ], [ %34, %33 ]
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !dbg !58, !tbaa !49
  store float %43, ptr %40, align 4, !dbg !58, !tbaa !49
  br label %44, !dbg !59

44:                                               ; preds = %38, %4
  switch i32 %11, label %60 [
    i32 0, label %45
    i32 15, label %48
  ], !dbg !59

45:                                               ; preds = %44
  %46 = tail call i32 @llvm.smax.i32(i32 %19, i32 1), !dbg !60
  %47 = add nsw i32 %46, -1, !dbg !60
  br label %51, !dbg !62

48:                                               ; preds = %44
  %49 = add nsw i32 %19, 1, !dbg !63
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %49, i32 %18), !dbg !64
  br label %51, !dbg !66

51:                                               ; preds = %48, %45
  %52 = phi i32 [ %47, %45 ], [ %50, %48 ]
  %53 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), %45 ], [ getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 1224), %48 ]
  %54 = mul nsw i32 %52, %2, !dbg !58
  %55 = add nsw i32 %54, %17, !dbg !58
  %56 = sext i32 %55 to i64, !dbg !58
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !58
  %58 = load float, ptr %57, align 4, !dbg !58, !tbaa !49
  %59 = getelementptr inbounds [18 x float], ptr %53, i64 0, i64 %27, !dbg !58
  store float %58, ptr %59, align 4, !dbg !58, !tbaa !49
  br label %60, !dbg !67

60:                                               ; preds = %51, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !67
  %61 = icmp slt i32 %8, %2, !dbg !68
  %62 = icmp slt i32 %12, %3
  %63 = and i1 %61, %62, !dbg !69
  br i1 %63, label %64, label %89, !dbg !69

64:                                               ; preds = %60
  %65 = load float, ptr %28, align 4, !dbg !70, !tbaa !49
  %66 = zext nneg i32 %11 to i64, !dbg !71
  %67 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %66, i64 %27, !dbg !71
  %68 = load float, ptr %67, align 4, !dbg !71, !tbaa !49
  %69 = fadd contract float %65, %68, !dbg !72
  %70 = add nuw nsw i32 %11, 2, !dbg !73
  %71 = zext nneg i32 %70 to i64, !dbg !74
  %72 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %71, i64 %27, !dbg !74
  %73 = load float, ptr %72, align 4, !dbg !74, !tbaa !49
  %74 = fadd contract float %69, %73, !dbg !75
  %75 = zext nneg i32 %7 to i64, !dbg !76
  %76 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %75, !dbg !76
  %77 = load float, ptr %76, align 4, !dbg !76, !tbaa !49
  %78 = fadd contract float %74, %77, !dbg !77
  %79 = add nuw nsw i32 %7, 2, !dbg !78
  %80 = zext nneg i32 %79 to i64, !dbg !79
  %81 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %80, !dbg !79
  %82 = load float, ptr %81, align 4, !dbg !79, !tbaa !49
  %83 = fadd contract float %78, %82, !dbg !80
  %84 = fmul contract float %83, 0x3FC99999A0000000, !dbg !81
  %85 = mul nsw i32 %12, %2, !dbg !82
  %86 = add nsw i32 %85, %8, !dbg !83
  %87 = sext i32 %86 to i64, !dbg !84
  %88 = getelementptr inbounds float, ptr %1, i64 %87, !dbg !84
  store float %84, ptr %88, align 4, !dbg !85, !tbaa !49
  br label %89, !dbg !84

89:                                               ; preds = %64, %60
  ret void, !dbg !86
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13jacobi_smoothPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !87 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !88
  %5 = add nuw nsw i32 %4, 1, !dbg !90
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !91
  %7 = add nuw nsw i32 %6, 1, !dbg !93
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !94
  %9 = shl i32 %8, 4, !dbg !96
  %10 = add i32 %9, %4, !dbg !97
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !98
  %12 = shl nuw nsw i32 %11, 4, !dbg !100
  %13 = add nuw nsw i32 %12, %6, !dbg !101
  %14 = mul nsw i32 %13, %1, !dbg !102
  %15 = add nsw i32 %10, %14, !dbg !103
  %16 = sext i32 %15 to i64, !dbg !104
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !104
  %18 = load float, ptr %17, align 4, !dbg !104, !tbaa !49
  %19 = zext nneg i32 %7 to i64, !dbg !105
  %20 = zext nneg i32 %5 to i64, !dbg !105
  %21 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19, i64 %20, !dbg !105
  store float %18, ptr %21, align 4, !dbg !106, !tbaa !49
  %22 = icmp eq i32 %4, 0, !dbg !107
  br i1 %22, label %23, label %26, !dbg !108

23:                                               ; preds = %3
  %24 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 68
  store float 0.000000e+00, ptr %24, align 4, !dbg !109, !tbaa !49
  store float 0.000000e+00, ptr %25, align 4, !dbg !110, !tbaa !49
  br label %26, !dbg !111

26:                                               ; preds = %23, %3
  %27 = icmp eq i32 %6, 0, !dbg !112
  br i1 %27, label %28, label %31, !dbg !113

28:                                               ; preds = %26
  %29 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 1224), i64 0, i64 %20
  %30 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %20
  store float 0.000000e+00, ptr %30, align 4, !dbg !114, !tbaa !49
  store float 0.000000e+00, ptr %29, align 4, !dbg !115, !tbaa !49
  br label %31, !dbg !116

31:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %32 = icmp sgt i32 %2, 0, !dbg !118
  br i1 %32, label %33, label %44, !dbg !119

33:                                               ; preds = %31
  %34 = zext nneg i32 %6 to i64
  %35 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %34, i64 %20
  %36 = add nuw nsw i32 %6, 2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %37, i64 %20
  %39 = zext nneg i32 %4 to i64
  %40 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19, i64 %39
  %41 = add nuw nsw i32 %4, 2
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19, i64 %42
  br label %46, !dbg !119

44:                                               ; preds = %46, %31
  %45 = load float, ptr %21, align 4, !dbg !120, !tbaa !49
  store float %45, ptr %17, align 4, !dbg !121, !tbaa !49
  ret void, !dbg !122

46:                                               ; preds = %33, %46
  %47 = phi i32 [ 0, %33 ], [ %56, %46 ]
  %48 = load float, ptr %35, align 4, !dbg !123, !tbaa !49
  %49 = load float, ptr %38, align 4, !dbg !124, !tbaa !49
  %50 = fadd contract float %48, %49, !dbg !125
  %51 = load float, ptr %40, align 4, !dbg !126, !tbaa !49
  %52 = fadd contract float %50, %51, !dbg !127
  %53 = load float, ptr %43, align 4, !dbg !128, !tbaa !49
  %54 = fadd contract float %52, %53, !dbg !129
  %55 = fmul contract float %54, 2.500000e-01, !dbg !130
  tail call void @llvm.nvvm.barrier0(), !dbg !131
  store float %55, ptr %21, align 4, !dbg !132, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !133
  %56 = add nuw nsw i32 %47, 1, !dbg !134
  %57 = icmp eq i32 %56, %2, !dbg !118
  br i1 %57, label %44, label %46, !dbg !119, !llvm.loop !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "stencil2d.cu", directory: ".")
!8 = !{ptr @_Z10stencil_2dPKfPfii, !"kernel", i32 1}
!9 = !{ptr @_Z13jacobi_smoothPfii, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "stencil_2d", scope: !7, file: !7, line: 10, type: !14, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 13, column: 11, scope: !13)
!20 = !DILocation(line: 13, column: 22, scope: !13)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 13, column: 29, scope: !13)
!24 = !DILocation(line: 13, column: 27, scope: !13)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 67, type: !14, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 14, column: 11, scope: !13)
!28 = !DILocation(line: 14, column: 22, scope: !13)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 14, column: 29, scope: !13)
!32 = !DILocation(line: 14, column: 27, scope: !13)
!33 = !DILocation(line: 15, column: 24, scope: !13)
!34 = !DILocation(line: 15, column: 46, scope: !13)
!35 = !DILocation(line: 196, column: 47, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "max", scope: !37, file: !37, line: 196, type: !14, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!38 = distinct !DILocation(line: 16, column: 16, scope: !13)
!39 = !DILocation(line: 16, column: 29, scope: !13)
!40 = !DILocation(line: 197, column: 47, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "min", scope: !37, file: !37, line: 197, type: !14, scopeLine: 197, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 16, column: 12, scope: !13)
!43 = !DILocation(line: 16, column: 57, scope: !13)
!44 = !DILocation(line: 197, column: 47, scope: !41, inlinedAt: !45)
!45 = distinct !DILocation(line: 16, column: 40, scope: !13)
!46 = !DILocation(line: 17, column: 24, scope: !13)
!47 = !DILocation(line: 17, column: 28, scope: !13)
!48 = !DILocation(line: 17, column: 18, scope: !13)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 17, column: 3, scope: !13)
!54 = !DILocation(line: 17, column: 16, scope: !13)
!55 = !DILocation(line: 18, column: 7, scope: !13)
!56 = !DILocation(line: 20, column: 7, scope: !13)
!57 = !DILocation(line: 21, column: 5, scope: !13)
!58 = !DILocation(line: 0, scope: !13)
!59 = !DILocation(line: 22, column: 7, scope: !13)
!60 = !DILocation(line: 196, column: 47, scope: !36, inlinedAt: !61)
!61 = distinct !DILocation(line: 23, column: 22, scope: !13)
!62 = !DILocation(line: 24, column: 7, scope: !13)
!63 = !DILocation(line: 25, column: 34, scope: !13)
!64 = !DILocation(line: 197, column: 47, scope: !41, inlinedAt: !65)
!65 = distinct !DILocation(line: 25, column: 27, scope: !13)
!66 = !DILocation(line: 25, column: 5, scope: !13)
!67 = !DILocation(line: 26, column: 3, scope: !13)
!68 = !DILocation(line: 27, column: 9, scope: !13)
!69 = !DILocation(line: 27, column: 13, scope: !13)
!70 = !DILocation(line: 28, column: 30, scope: !13)
!71 = !DILocation(line: 28, column: 45, scope: !13)
!72 = !DILocation(line: 28, column: 43, scope: !13)
!73 = !DILocation(line: 29, column: 38, scope: !13)
!74 = !DILocation(line: 29, column: 30, scope: !13)
!75 = !DILocation(line: 28, column: 62, scope: !13)
!76 = !DILocation(line: 29, column: 49, scope: !13)
!77 = !DILocation(line: 29, column: 47, scope: !13)
!78 = !DILocation(line: 30, column: 42, scope: !13)
!79 = !DILocation(line: 30, column: 30, scope: !13)
!80 = !DILocation(line: 29, column: 66, scope: !13)
!81 = !DILocation(line: 28, column: 27, scope: !13)
!82 = !DILocation(line: 28, column: 11, scope: !13)
!83 = !DILocation(line: 28, column: 15, scope: !13)
!84 = !DILocation(line: 28, column: 5, scope: !13)
!85 = !DILocation(line: 28, column: 20, scope: !13)
!86 = !DILocation(line: 31, column: 1, scope: !13)
!87 = distinct !DISubprogram(name: "jacobi_smooth", scope: !7, file: !7, line: 33, type: !14, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!88 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !89)
!89 = distinct !DILocation(line: 35, column: 12, scope: !87)
!90 = !DILocation(line: 35, column: 24, scope: !87)
!91 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !92)
!92 = distinct !DILocation(line: 35, column: 34, scope: !87)
!93 = !DILocation(line: 35, column: 46, scope: !87)
!94 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !95)
!95 = distinct !DILocation(line: 36, column: 11, scope: !87)
!96 = !DILocation(line: 36, column: 22, scope: !87)
!97 = !DILocation(line: 36, column: 27, scope: !87)
!98 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !99)
!99 = distinct !DILocation(line: 37, column: 11, scope: !87)
!100 = !DILocation(line: 37, column: 22, scope: !87)
!101 = !DILocation(line: 37, column: 27, scope: !87)
!102 = !DILocation(line: 38, column: 25, scope: !87)
!103 = !DILocation(line: 38, column: 29, scope: !87)
!104 = !DILocation(line: 38, column: 18, scope: !87)
!105 = !DILocation(line: 38, column: 3, scope: !87)
!106 = !DILocation(line: 38, column: 16, scope: !87)
!107 = !DILocation(line: 39, column: 19, scope: !87)
!108 = !DILocation(line: 39, column: 7, scope: !87)
!109 = !DILocation(line: 40, column: 17, scope: !87)
!110 = !DILocation(line: 41, column: 22, scope: !87)
!111 = !DILocation(line: 42, column: 3, scope: !87)
!112 = !DILocation(line: 43, column: 19, scope: !87)
!113 = !DILocation(line: 43, column: 7, scope: !87)
!114 = !DILocation(line: 44, column: 17, scope: !87)
!115 = !DILocation(line: 45, column: 22, scope: !87)
!116 = !DILocation(line: 46, column: 3, scope: !87)
!117 = !DILocation(line: 47, column: 3, scope: !87)
!118 = !DILocation(line: 48, column: 23, scope: !87)
!119 = !DILocation(line: 48, column: 3, scope: !87)
!120 = !DILocation(line: 55, column: 21, scope: !87)
!121 = !DILocation(line: 55, column: 19, scope: !87)
!122 = !DILocation(line: 56, column: 1, scope: !87)
!123 = !DILocation(line: 49, column: 24, scope: !87)
!124 = !DILocation(line: 49, column: 43, scope: !87)
!125 = !DILocation(line: 49, column: 41, scope: !87)
!126 = !DILocation(line: 49, column: 62, scope: !87)
!127 = !DILocation(line: 49, column: 60, scope: !87)
!128 = !DILocation(line: 50, column: 24, scope: !87)
!129 = !DILocation(line: 49, column: 79, scope: !87)
!130 = !DILocation(line: 49, column: 21, scope: !87)
!131 = !DILocation(line: 51, column: 5, scope: !87)
!132 = !DILocation(line: 52, column: 18, scope: !87)
!133 = !DILocation(line: 53, column: 5, scope: !87)
!134 = !DILocation(line: 48, column: 32, scope: !87)
!135 = distinct !{!135, !119, !136, !137}
!136 = !DILocation(line: 54, column: 3, scope: !87)
!137 = !{!"llvm.loop.mustprogress"}
