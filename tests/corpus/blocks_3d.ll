; ModuleID = 'blocks_3d.cu'
source_filename = "blocks_3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13brick_stencilPKfPfiiE5brick = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ15flat_id_privatePKfPfE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13brick_stencilPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = shl i32 %5, 3, !dbg !17
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = add i32 %6, %7, !dbg !21
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %10 = shl nuw nsw i32 %9, 3, !dbg !25
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !26
  %12 = add nuw nsw i32 %10, %11, !dbg !29
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !30
  %14 = shl nuw nsw i32 %13, 3, !dbg !33
  %15 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !34
  %16 = add nuw nsw i32 %14, %15, !dbg !37
  %17 = mul nsw i32 %16, %3, !dbg !38
  %18 = add nsw i32 %12, %17, !dbg !39
  %19 = mul nsw i32 %18, %2, !dbg !40
  %20 = add nsw i32 %8, %19, !dbg !41
  %21 = sext i32 %20 to i64, !dbg !42
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !42
  %23 = load float, ptr %22, align 4, !dbg !42, !tbaa !43
  %24 = zext nneg i32 %15 to i64, !dbg !47
  %25 = zext nneg i32 %11 to i64, !dbg !47
  %26 = zext nneg i32 %7 to i64, !dbg !47
  %27 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %26, !dbg !47
  store float %23, ptr %27, align 4, !dbg !48, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %28 = load float, ptr %27, align 4, !dbg !50, !tbaa !43
  %29 = icmp eq i32 %7, 0, !dbg !51
  br i1 %29, label %36, label %30, !dbg !52

30:                                               ; preds = %4
  %31 = add nsw i32 %7, -1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %32
  %34 = load float, ptr %33, align 4, !dbg !53, !tbaa !43
  %35 = fadd contract float %28, %34, !dbg !54
  br label %36, !dbg !55

36:                                               ; preds = %30, %4
  %37 = phi float [ %35, %30 ], [ %28, %4 ], !dbg !56
  %38 = icmp ult i32 %7, 7, !dbg !57
  br i1 %38, label %39, label %45, !dbg !58

39:                                               ; preds = %36
  %40 = add nuw nsw i32 %7, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %41
  %43 = load float, ptr %42, align 4, !dbg !59, !tbaa !43
  %44 = fadd contract float %37, %43, !dbg !60
  br label %45, !dbg !61

45:                                               ; preds = %39, %36
  %46 = phi float [ %44, %39 ], [ %37, %36 ], !dbg !56
  %47 = icmp eq i32 %11, 0, !dbg !62
  br i1 %47, label %54, label %48, !dbg !63

48:                                               ; preds = %45
  %49 = add nsw i32 %11, -1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %50, i64 %26
  %52 = load float, ptr %51, align 4, !dbg !64, !tbaa !43
  %53 = fadd contract float %46, %52, !dbg !65
  br label %54, !dbg !66

54:                                               ; preds = %48, %45
  %55 = phi float [ %53, %48 ], [ %46, %45 ], !dbg !56
  %56 = icmp ult i32 %11, 7, !dbg !67
  br i1 %56, label %57, label %63, !dbg !68

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %11, 1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %59, i64 %26
  %61 = load float, ptr %60, align 4, !dbg !69, !tbaa !43
  %62 = fadd contract float %55, %61, !dbg !70
  br label %63, !dbg !71

63:                                               ; preds = %57, %54
  %64 = phi float [ %62, %57 ], [ %55, %54 ], !dbg !56
  %65 = icmp eq i32 %15, 0, !dbg !72
  br i1 %65, label %72, label %66, !dbg !73

66:                                               ; preds = %63
  %67 = add nsw i32 %15, -1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %68, i64 %25, i64 %26
  %70 = load float, ptr %69, align 4, !dbg !74, !tbaa !43
  %71 = fadd contract float %64, %70, !dbg !75
  br label %72, !dbg !76

72:                                               ; preds = %66, %63
  %73 = phi float [ %71, %66 ], [ %64, %63 ], !dbg !56
  %74 = icmp ult i32 %15, 7, !dbg !77
  br i1 %74, label %75, label %81, !dbg !78

75:                                               ; preds = %72
  %76 = add nuw nsw i32 %15, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %77, i64 %25, i64 %26
  %79 = load float, ptr %78, align 4, !dbg !79, !tbaa !43
  %80 = fadd contract float %73, %79, !dbg !80
  br label %81, !dbg !81

81:                                               ; preds = %75, %72
  %82 = phi float [ %80, %75 ], [ %73, %72 ], !dbg !56
  %83 = fdiv contract float %82, 7.000000e+00, !dbg !82
  %84 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !83
  store float %83, ptr %84, align 4, !dbg !84, !tbaa !43
  ret void, !dbg !85
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15flat_id_privatePKfPf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !86 {
  %3 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !87
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !89
  %5 = mul nuw nsw i32 %3, %4, !dbg !92
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !93
  %7 = add nuw nsw i32 %5, %6, !dbg !95
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !96
  %9 = mul nuw nsw i32 %7, %8, !dbg !99
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !100
  %11 = add nuw nsw i32 %9, %10, !dbg !102
  %12 = mul nuw nsw i32 %8, %4, !dbg !103
  %13 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !104
  %14 = mul nuw nsw i32 %12, %13, !dbg !107
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !108
  %16 = mul i32 %14, %15, !dbg !110
  %17 = add i32 %11, %16, !dbg !111
  %18 = zext i32 %17 to i64, !dbg !112
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !112
  %20 = load float, ptr %19, align 4, !dbg !112, !tbaa !43
  %21 = fmul contract float %20, 3.000000e+00, !dbg !113
  %22 = zext nneg i32 %11 to i64, !dbg !114
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15flat_id_privatePKfPfE1s to ptr), i64 0, i64 %22, !dbg !114
  store float %21, ptr %23, align 4, !dbg !115, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !116
  %24 = load float, ptr %23, align 4, !dbg !117, !tbaa !43
  %25 = fadd contract float %24, 1.000000e+00, !dbg !118
  %26 = getelementptr inbounds float, ptr %1, i64 %18, !dbg !119
  store float %25, ptr %26, align 4, !dbg !120, !tbaa !43
  ret void, !dbg !121
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "blocks_3d.cu", directory: ".")
!2 = !{ptr @_Z13brick_stencilPKfPfii, !"kernel", i32 1}
!3 = !{ptr @_Z15flat_id_privatePKfPf, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "brick_stencil", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 11, scope: !10)
!17 = !DILocation(line: 10, column: 22, scope: !10)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 10, column: 28, scope: !10)
!21 = !DILocation(line: 10, column: 26, scope: !10)
!22 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 11, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 22, scope: !10)
!26 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 11, column: 28, scope: !10)
!29 = !DILocation(line: 11, column: 26, scope: !10)
!30 = !DILocation(line: 59, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 12, column: 11, scope: !10)
!33 = !DILocation(line: 12, column: 22, scope: !10)
!34 = !DILocation(line: 58, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 12, column: 28, scope: !10)
!37 = !DILocation(line: 12, column: 26, scope: !10)
!38 = !DILocation(line: 13, column: 14, scope: !10)
!39 = !DILocation(line: 13, column: 19, scope: !10)
!40 = !DILocation(line: 13, column: 24, scope: !10)
!41 = !DILocation(line: 13, column: 29, scope: !10)
!42 = !DILocation(line: 14, column: 50, scope: !10)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 14, column: 3, scope: !10)
!48 = !DILocation(line: 14, column: 48, scope: !10)
!49 = !DILocation(line: 15, column: 3, scope: !10)
!50 = !DILocation(line: 17, column: 13, scope: !10)
!51 = !DILocation(line: 19, column: 10, scope: !10)
!52 = !DILocation(line: 19, column: 7, scope: !10)
!53 = !DILocation(line: 19, column: 20, scope: !10)
!54 = !DILocation(line: 19, column: 17, scope: !10)
!55 = !DILocation(line: 19, column: 15, scope: !10)
!56 = !DILocation(line: 0, scope: !10)
!57 = !DILocation(line: 20, column: 10, scope: !10)
!58 = !DILocation(line: 20, column: 7, scope: !10)
!59 = !DILocation(line: 20, column: 24, scope: !10)
!60 = !DILocation(line: 20, column: 21, scope: !10)
!61 = !DILocation(line: 20, column: 19, scope: !10)
!62 = !DILocation(line: 21, column: 10, scope: !10)
!63 = !DILocation(line: 21, column: 7, scope: !10)
!64 = !DILocation(line: 21, column: 20, scope: !10)
!65 = !DILocation(line: 21, column: 17, scope: !10)
!66 = !DILocation(line: 21, column: 15, scope: !10)
!67 = !DILocation(line: 22, column: 10, scope: !10)
!68 = !DILocation(line: 22, column: 7, scope: !10)
!69 = !DILocation(line: 22, column: 24, scope: !10)
!70 = !DILocation(line: 22, column: 21, scope: !10)
!71 = !DILocation(line: 22, column: 19, scope: !10)
!72 = !DILocation(line: 23, column: 10, scope: !10)
!73 = !DILocation(line: 23, column: 7, scope: !10)
!74 = !DILocation(line: 23, column: 20, scope: !10)
!75 = !DILocation(line: 23, column: 17, scope: !10)
!76 = !DILocation(line: 23, column: 15, scope: !10)
!77 = !DILocation(line: 24, column: 10, scope: !10)
!78 = !DILocation(line: 24, column: 7, scope: !10)
!79 = !DILocation(line: 24, column: 24, scope: !10)
!80 = !DILocation(line: 24, column: 21, scope: !10)
!81 = !DILocation(line: 24, column: 19, scope: !10)
!82 = !DILocation(line: 25, column: 14, scope: !10)
!83 = !DILocation(line: 25, column: 3, scope: !10)
!84 = !DILocation(line: 25, column: 10, scope: !10)
!85 = !DILocation(line: 26, column: 1, scope: !10)
!86 = distinct !DISubprogram(name: "flat_id_private", scope: !1, file: !1, line: 28, type: !11, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!87 = !DILocation(line: 58, column: 1, scope: !35, inlinedAt: !88)
!88 = distinct !DILocation(line: 31, column: 15, scope: !86)
!89 = !DILocation(line: 60, column: 1, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = distinct !DILocation(line: 31, column: 29, scope: !86)
!92 = !DILocation(line: 31, column: 27, scope: !86)
!93 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !94)
!94 = distinct !DILocation(line: 31, column: 42, scope: !86)
!95 = !DILocation(line: 31, column: 40, scope: !86)
!96 = !DILocation(line: 60, column: 1, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = distinct !DILocation(line: 31, column: 57, scope: !86)
!99 = !DILocation(line: 31, column: 55, scope: !86)
!100 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !101)
!101 = distinct !DILocation(line: 31, column: 70, scope: !86)
!102 = !DILocation(line: 31, column: 68, scope: !86)
!103 = !DILocation(line: 32, column: 30, scope: !86)
!104 = !DILocation(line: 60, column: 1, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "__fetch_z", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = distinct !DILocation(line: 32, column: 45, scope: !86)
!107 = !DILocation(line: 32, column: 43, scope: !86)
!108 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !109)
!109 = distinct !DILocation(line: 33, column: 12, scope: !86)
!110 = !DILocation(line: 33, column: 23, scope: !86)
!111 = !DILocation(line: 33, column: 34, scope: !86)
!112 = !DILocation(line: 34, column: 12, scope: !86)
!113 = !DILocation(line: 34, column: 18, scope: !86)
!114 = !DILocation(line: 34, column: 3, scope: !86)
!115 = !DILocation(line: 34, column: 10, scope: !86)
!116 = !DILocation(line: 35, column: 3, scope: !86)
!117 = !DILocation(line: 36, column: 12, scope: !86)
!118 = !DILocation(line: 36, column: 19, scope: !86)
!119 = !DILocation(line: 36, column: 3, scope: !86)
!120 = !DILocation(line: 36, column: 10, scope: !86)
!121 = !DILocation(line: 37, column: 1, scope: !86)
