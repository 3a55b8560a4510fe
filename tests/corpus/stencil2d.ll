; ModuleID = 'stencil2d.cu'
source_filename = "stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_2dPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ13jacobi_smoothPfiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10stencil_2dPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = shl i32 %5, 4, !dbg !17
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = add i32 %6, %7, !dbg !21
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %10 = shl nuw nsw i32 %9, 4, !dbg !25
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !26
  %12 = add nuw nsw i32 %10, %11, !dbg !29
  %13 = add nuw nsw i32 %7, 1, !dbg !30
  %14 = add nuw nsw i32 %11, 1, !dbg !31
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 0), !dbg !32
  %16 = add nsw i32 %2, -1, !dbg !35
  %17 = tail call noundef i32 @llvm.smin.i32(i32 %15, i32 %16), !dbg !36
  %18 = add nsw i32 %3, -1, !dbg !39
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 %18), !dbg !40
  %20 = mul nsw i32 %19, %2, !dbg !42
  %21 = add nsw i32 %20, %17, !dbg !43
  %22 = sext i32 %21 to i64, !dbg !44
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !44
  %24 = load float, ptr %23, align 4, !dbg !44, !tbaa !45
  %25 = zext nneg i32 %14 to i64, !dbg !49
  %26 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, !dbg !49
  %27 = zext nneg i32 %13 to i64, !dbg !49
  %28 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %27, !dbg !49
  store float %24, ptr %28, align 4, !dbg !50, !tbaa !45
  switch i32 %7, label %44 [
    i32 0, label %29
    i32 15, label %33
  ], !dbg !51

29:                                               ; preds = %4
  %30 = tail call i32 @llvm.smax.i32(i32 %17, i32 1)
  %31 = add nsw i32 %30, -1
  %32 = add nsw i32 %31, %20
  br label %38, !dbg !52

33:                                               ; preds = %4
  %34 = getelementptr inbounds i8, ptr %26, i64 68
  %35 = add nsw i32 %17, 1
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %16)
  %37 = add nsw i32 %20, %36
  br label %38, !dbg !53

38:                                               ; preds = %33, %29
  %39 = phi i32 [ %32, %29 ], [ %37, %33 ]
  %40 = phi ptr [ %26, %29 ], [ %34, %33 ]
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !dbg !54, !tbaa !45
  store float %43, ptr %40, align 4, !dbg !54, !tbaa !45
  br label %44, !dbg !55

44:                                               ; preds = %38, %4
  switch i32 %11, label %60 [
    i32 0, label %45
    i32 15, label %48
  ], !dbg !55

45:                                               ; preds = %44
  %46 = tail call i32 @llvm.smax.i32(i32 %19, i32 1), !dbg !56
  %47 = add nsw i32 %46, -1, !dbg !56
  br label %51, !dbg !58

48:                                               ; preds = %44
  %49 = add nsw i32 %19, 1, !dbg !59
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %49, i32 %18), !dbg !60
  br label %51, !dbg !62

51:                                               ; preds = %48, %45
  %52 = phi i32 [ %47, %45 ], [ %50, %48 ]
  %53 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), %45 ], [ getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 1224), %48 ]
  %54 = mul nsw i32 %52, %2, !dbg !54
  %55 = add nsw i32 %54, %17, !dbg !54
  %56 = sext i32 %55 to i64, !dbg !54
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !54
  %58 = load float, ptr %57, align 4, !dbg !54, !tbaa !45
  %59 = getelementptr inbounds [18 x float], ptr %53, i64 0, i64 %27, !dbg !54
  store float %58, ptr %59, align 4, !dbg !54, !tbaa !45
  br label %60, !dbg !63

60:                                               ; preds = %51, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %61 = icmp slt i32 %8, %2, !dbg !64
  %62 = icmp slt i32 %12, %3
  %63 = and i1 %61, %62, !dbg !65
  br i1 %63, label %64, label %89, !dbg !65

64:                                               ; preds = %60
  %65 = load float, ptr %28, align 4, !dbg !66, !tbaa !45
  %66 = zext nneg i32 %11 to i64, !dbg !67
  %67 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %66, i64 %27, !dbg !67
  %68 = load float, ptr %67, align 4, !dbg !67, !tbaa !45
  %69 = fadd contract float %65, %68, !dbg !68
  %70 = add nuw nsw i32 %11, 2, !dbg !69
  %71 = zext nneg i32 %70 to i64, !dbg !70
  %72 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %71, i64 %27, !dbg !70
  %73 = load float, ptr %72, align 4, !dbg !70, !tbaa !45
  %74 = fadd contract float %69, %73, !dbg !71
  %75 = zext nneg i32 %7 to i64, !dbg !72
  %76 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %75, !dbg !72
  %77 = load float, ptr %76, align 4, !dbg !72, !tbaa !45
  %78 = fadd contract float %74, %77, !dbg !73
  %79 = add nuw nsw i32 %7, 2, !dbg !74
  %80 = zext nneg i32 %79 to i64, !dbg !75
  %81 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_2dPKfPfiiE4tile to ptr), i64 0, i64 %25, i64 %80, !dbg !75
  %82 = load float, ptr %81, align 4, !dbg !75, !tbaa !45
  %83 = fadd contract float %78, %82, !dbg !76
  %84 = fmul contract float %83, 0x3FC99999A0000000, !dbg !77
  %85 = mul nsw i32 %12, %2, !dbg !78
  %86 = add nsw i32 %85, %8, !dbg !79
  %87 = sext i32 %86 to i64, !dbg !80
  %88 = getelementptr inbounds float, ptr %1, i64 %87, !dbg !80
  store float %84, ptr %88, align 4, !dbg !81, !tbaa !45
  br label %89, !dbg !80

89:                                               ; preds = %64, %60
  ret void, !dbg !82
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13jacobi_smoothPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !83 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %5 = add nuw nsw i32 %4, 1, !dbg !86
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !87
  %7 = add nuw nsw i32 %6, 1, !dbg !89
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %9 = shl i32 %8, 4, !dbg !92
  %10 = add i32 %9, %4, !dbg !93
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !94
  %12 = shl nuw nsw i32 %11, 4, !dbg !96
  %13 = add nuw nsw i32 %12, %6, !dbg !97
  %14 = mul nsw i32 %13, %1, !dbg !98
  %15 = add nsw i32 %10, %14, !dbg !99
  %16 = sext i32 %15 to i64, !dbg !100
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !100
  %18 = load float, ptr %17, align 4, !dbg !100, !tbaa !45
  %19 = zext nneg i32 %7 to i64, !dbg !101
  %20 = zext nneg i32 %5 to i64, !dbg !101
  %21 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19, i64 %20, !dbg !101
  store float %18, ptr %21, align 4, !dbg !102, !tbaa !45
  %22 = icmp eq i32 %4, 0, !dbg !103
  br i1 %22, label %23, label %26, !dbg !104

23:                                               ; preds = %3
  %24 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 68
  store float 0.000000e+00, ptr %24, align 4, !dbg !105, !tbaa !45
  store float 0.000000e+00, ptr %25, align 4, !dbg !106, !tbaa !45
  br label %26, !dbg !107

26:                                               ; preds = %23, %3
  %27 = icmp eq i32 %6, 0, !dbg !108
  br i1 %27, label %28, label %31, !dbg !109

28:                                               ; preds = %26
  %29 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 1224), i64 0, i64 %20
  %30 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13jacobi_smoothPfiiE4tile to ptr), i64 0, i64 %20
  store float 0.000000e+00, ptr %30, align 4, !dbg !110, !tbaa !45
  store float 0.000000e+00, ptr %29, align 4, !dbg !111, !tbaa !45
  br label %31, !dbg !112

31:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !113
  %32 = icmp sgt i32 %2, 0, !dbg !114
  br i1 %32, label %33, label %44, !dbg !115

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
  br label %46, !dbg !115

44:                                               ; preds = %46, %31
  %45 = load float, ptr %21, align 4, !dbg !116, !tbaa !45
  store float %45, ptr %17, align 4, !dbg !117, !tbaa !45
  ret void, !dbg !118

46:                                               ; preds = %33, %46
  %47 = phi i32 [ 0, %33 ], [ %56, %46 ]
  %48 = load float, ptr %35, align 4, !dbg !119, !tbaa !45
  %49 = load float, ptr %38, align 4, !dbg !120, !tbaa !45
  %50 = fadd contract float %48, %49, !dbg !121
  %51 = load float, ptr %40, align 4, !dbg !122, !tbaa !45
  %52 = fadd contract float %50, %51, !dbg !123
  %53 = load float, ptr %43, align 4, !dbg !124, !tbaa !45
  %54 = fadd contract float %52, %53, !dbg !125
  %55 = fmul contract float %54, 2.500000e-01, !dbg !126
  tail call void @llvm.nvvm.barrier0(), !dbg !127
  store float %55, ptr %21, align 4, !dbg !128, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !129
  %56 = add nuw nsw i32 %47, 1, !dbg !130
  %57 = icmp eq i32 %56, %2, !dbg !114
  br i1 %57, label %44, label %46, !dbg !115, !llvm.loop !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil2d.cu", directory: ".")
!2 = !{ptr @_Z10stencil_2dPKfPfii, !"kernel", i32 1}
!3 = !{ptr @_Z13jacobi_smoothPfii, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "stencil_2d", scope: !1, file: !1, line: 10, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 11, scope: !10)
!17 = !DILocation(line: 13, column: 22, scope: !10)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 13, column: 29, scope: !10)
!21 = !DILocation(line: 13, column: 27, scope: !10)
!22 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 14, column: 11, scope: !10)
!25 = !DILocation(line: 14, column: 22, scope: !10)
!26 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 14, column: 29, scope: !10)
!29 = !DILocation(line: 14, column: 27, scope: !10)
!30 = !DILocation(line: 15, column: 24, scope: !10)
!31 = !DILocation(line: 15, column: 46, scope: !10)
!32 = !DILocation(line: 149, column: 66, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "max", scope: !15, file: !15, line: 149, type: !11, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 16, column: 16, scope: !10)
!35 = !DILocation(line: 16, column: 29, scope: !10)
!36 = !DILocation(line: 148, column: 66, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "min", scope: !15, file: !15, line: 148, type: !11, scopeLine: 148, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 16, column: 12, scope: !10)
!39 = !DILocation(line: 16, column: 57, scope: !10)
!40 = !DILocation(line: 148, column: 66, scope: !37, inlinedAt: !41)
!41 = distinct !DILocation(line: 16, column: 40, scope: !10)
!42 = !DILocation(line: 17, column: 24, scope: !10)
!43 = !DILocation(line: 17, column: 28, scope: !10)
!44 = !DILocation(line: 17, column: 18, scope: !10)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C++ TBAA"}
!49 = !DILocation(line: 17, column: 3, scope: !10)
!50 = !DILocation(line: 17, column: 16, scope: !10)
!51 = !DILocation(line: 18, column: 7, scope: !10)
!52 = !DILocation(line: 20, column: 7, scope: !10)
!53 = !DILocation(line: 21, column: 5, scope: !10)
!54 = !DILocation(line: 0, scope: !10)
!55 = !DILocation(line: 22, column: 7, scope: !10)
!56 = !DILocation(line: 149, column: 66, scope: !33, inlinedAt: !57)
!57 = distinct !DILocation(line: 23, column: 22, scope: !10)
!58 = !DILocation(line: 24, column: 7, scope: !10)
!59 = !DILocation(line: 25, column: 34, scope: !10)
!60 = !DILocation(line: 148, column: 66, scope: !37, inlinedAt: !61)
!61 = distinct !DILocation(line: 25, column: 27, scope: !10)
!62 = !DILocation(line: 25, column: 5, scope: !10)
!63 = !DILocation(line: 26, column: 3, scope: !10)
!64 = !DILocation(line: 27, column: 9, scope: !10)
!65 = !DILocation(line: 27, column: 13, scope: !10)
!66 = !DILocation(line: 28, column: 30, scope: !10)
!67 = !DILocation(line: 28, column: 45, scope: !10)
!68 = !DILocation(line: 28, column: 43, scope: !10)
!69 = !DILocation(line: 29, column: 38, scope: !10)
!70 = !DILocation(line: 29, column: 30, scope: !10)
!71 = !DILocation(line: 28, column: 62, scope: !10)
!72 = !DILocation(line: 29, column: 49, scope: !10)
!73 = !DILocation(line: 29, column: 47, scope: !10)
!74 = !DILocation(line: 30, column: 42, scope: !10)
!75 = !DILocation(line: 30, column: 30, scope: !10)
!76 = !DILocation(line: 29, column: 66, scope: !10)
!77 = !DILocation(line: 28, column: 27, scope: !10)
!78 = !DILocation(line: 28, column: 11, scope: !10)
!79 = !DILocation(line: 28, column: 15, scope: !10)
!80 = !DILocation(line: 28, column: 5, scope: !10)
!81 = !DILocation(line: 28, column: 20, scope: !10)
!82 = !DILocation(line: 31, column: 1, scope: !10)
!83 = distinct !DISubprogram(name: "jacobi_smooth", scope: !1, file: !1, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !85)
!85 = distinct !DILocation(line: 35, column: 12, scope: !83)
!86 = !DILocation(line: 35, column: 24, scope: !83)
!87 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !88)
!88 = distinct !DILocation(line: 35, column: 34, scope: !83)
!89 = !DILocation(line: 35, column: 46, scope: !83)
!90 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !91)
!91 = distinct !DILocation(line: 36, column: 11, scope: !83)
!92 = !DILocation(line: 36, column: 22, scope: !83)
!93 = !DILocation(line: 36, column: 27, scope: !83)
!94 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !95)
!95 = distinct !DILocation(line: 37, column: 11, scope: !83)
!96 = !DILocation(line: 37, column: 22, scope: !83)
!97 = !DILocation(line: 37, column: 27, scope: !83)
!98 = !DILocation(line: 38, column: 25, scope: !83)
!99 = !DILocation(line: 38, column: 29, scope: !83)
!100 = !DILocation(line: 38, column: 18, scope: !83)
!101 = !DILocation(line: 38, column: 3, scope: !83)
!102 = !DILocation(line: 38, column: 16, scope: !83)
!103 = !DILocation(line: 39, column: 19, scope: !83)
!104 = !DILocation(line: 39, column: 7, scope: !83)
!105 = !DILocation(line: 40, column: 17, scope: !83)
!106 = !DILocation(line: 41, column: 22, scope: !83)
!107 = !DILocation(line: 42, column: 3, scope: !83)
!108 = !DILocation(line: 43, column: 19, scope: !83)
!109 = !DILocation(line: 43, column: 7, scope: !83)
!110 = !DILocation(line: 44, column: 17, scope: !83)
!111 = !DILocation(line: 45, column: 22, scope: !83)
!112 = !DILocation(line: 46, column: 3, scope: !83)
!113 = !DILocation(line: 47, column: 3, scope: !83)
!114 = !DILocation(line: 48, column: 23, scope: !83)
!115 = !DILocation(line: 48, column: 3, scope: !83)
!116 = !DILocation(line: 55, column: 21, scope: !83)
!117 = !DILocation(line: 55, column: 19, scope: !83)
!118 = !DILocation(line: 56, column: 1, scope: !83)
!119 = !DILocation(line: 49, column: 24, scope: !83)
!120 = !DILocation(line: 49, column: 43, scope: !83)
!121 = !DILocation(line: 49, column: 41, scope: !83)
!122 = !DILocation(line: 49, column: 62, scope: !83)
!123 = !DILocation(line: 49, column: 60, scope: !83)
!124 = !DILocation(line: 50, column: 24, scope: !83)
!125 = !DILocation(line: 49, column: 79, scope: !83)
!126 = !DILocation(line: 49, column: 21, scope: !83)
!127 = !DILocation(line: 51, column: 5, scope: !83)
!128 = !DILocation(line: 52, column: 18, scope: !83)
!129 = !DILocation(line: 53, column: 5, scope: !83)
!130 = !DILocation(line: 48, column: 32, scope: !83)
!131 = distinct !{!131, !115, !132, !133}
!132 = !DILocation(line: 54, column: 3, scope: !83)
!133 = !{!"llvm.loop.mustprogress"}
