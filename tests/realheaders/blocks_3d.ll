; ModuleID = 'blocks_3d.cu'
source_filename = "blocks_3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13brick_stencilPKfPfiiE5brick = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ15flat_id_privatePKfPfE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13brick_stencilPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 3, !dbg !20
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = add i32 %6, %7, !dbg !24
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %10 = shl nuw nsw i32 %9, 3, !dbg !28
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %12 = add nuw nsw i32 %10, %11, !dbg !32
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !33
  %14 = shl nuw nsw i32 %13, 3, !dbg !36
  %15 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !37
  %16 = add nuw nsw i32 %14, %15, !dbg !40
  %17 = mul nsw i32 %16, %3, !dbg !41
  %18 = add nsw i32 %12, %17, !dbg !42
  %19 = mul nsw i32 %18, %2, !dbg !43
  %20 = add nsw i32 %8, %19, !dbg !44
  %21 = sext i32 %20 to i64, !dbg !45
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !45
  %23 = load float, ptr %22, align 4, !dbg !45, !tbaa !46
  %24 = zext nneg i32 %15 to i64, !dbg !50
  %25 = zext nneg i32 %11 to i64, !dbg !50
  %26 = zext nneg i32 %7 to i64, !dbg !50
  %27 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %26, !dbg !50
  store float %23, ptr %27, align 4, !dbg !51, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %28 = load float, ptr %27, align 4, !dbg !53, !tbaa !46
  %29 = icmp eq i32 %7, 0, !dbg !54
  br i1 %29, label %36, label %30, !dbg !55

30:                                               ; preds = %4
  %31 = add nsw i32 %7, -1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %32
  %34 = load float, ptr %33, align 4, !dbg !56, !tbaa !46
  %35 = fadd contract float %28, %34, !dbg !57
  br label %36, !dbg !58

36:                                               ; preds = %30, %4
  %37 = phi float [ %35, %30 ], [ %28, %4 ], !dbg !59
  %38 = icmp ult i32 %7, 7, !dbg !60
  br i1 %38, label %39, label %45, !dbg !61

39:                                               ; preds = %36
  %40 = add nuw nsw i32 %7, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %25, i64 %41
  %43 = load float, ptr %42, align 4, !dbg !62, !tbaa !46
  %44 = fadd contract float %37, %43, !dbg !63
  br label %45, !dbg !64

45:                                               ; preds = %39, %36
  %46 = phi float [ %44, %39 ], [ %37, %36 ], !dbg !59
  %47 = icmp eq i32 %11, 0, !dbg !65
  br i1 %47, label %54, label %48, !dbg !66

48:                                               ; preds = %45
  %49 = add nsw i32 %11, -1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %50, i64 %26
  %52 = load float, ptr %51, align 4, !dbg !67, !tbaa !46
  %53 = fadd contract float %46, %52, !dbg !68
  br label %54, !dbg !69

54:                                               ; preds = %48, %45
  %55 = phi float [ %53, %48 ], [ %46, %45 ], !dbg !59
  %56 = icmp ult i32 %11, 7, !dbg !70
  br i1 %56, label %57, label %63, !dbg !71

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %11, 1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %24, i64 %59, i64 %26
  %61 = load float, ptr %60, align 4, !dbg !72, !tbaa !46
  %62 = fadd contract float %55, %61, !dbg !73
  br label %63, !dbg !74

63:                                               ; preds = %57, %54
  %64 = phi float [ %62, %57 ], [ %55, %54 ], !dbg !59
  %65 = icmp eq i32 %15, 0, !dbg !75
  br i1 %65, label %72, label %66, !dbg !76

66:                                               ; preds = %63
  %67 = add nsw i32 %15, -1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %68, i64 %25, i64 %26
  %70 = load float, ptr %69, align 4, !dbg !77, !tbaa !46
  %71 = fadd contract float %64, %70, !dbg !78
  br label %72, !dbg !79

72:                                               ; preds = %66, %63
  %73 = phi float [ %71, %66 ], [ %64, %63 ], !dbg !59
  %74 = icmp ult i32 %15, 7, !dbg !80
  br i1 %74, label %75, label %81, !dbg !81

75:                                               ; preds = %72
  %76 = add nuw nsw i32 %15, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [8 x [8 x [8 x float]]], ptr addrspacecast (ptr addrspace(3) @_ZZ13brick_stencilPKfPfiiE5brick to ptr), i64 0, i64 %77, i64 %25, i64 %26
  %79 = load float, ptr %78, align 4, !dbg !82, !tbaa !46
  %80 = fadd contract float %73, %79, !dbg !83
  br label %81, !dbg !84

81:                                               ; preds = %75, %72
  %82 = phi float [ %80, %75 ], [ %73, %72 ], !dbg !59
  %83 = fdiv contract float %82, 7.000000e+00, !dbg !85
  %84 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !86
  store float %83, ptr %84, align 4, !dbg !87, !tbaa !46
  ret void, !dbg !88
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15flat_id_privatePKfPf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !89 {
  %3 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !90
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !92
  %5 = mul nuw nsw i32 %3, %4, !dbg !95
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !96
  %7 = add nuw nsw i32 %5, %6, !dbg !98
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !99
  %9 = mul nuw nsw i32 %7, %8, !dbg !102
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !103
  %11 = add nuw nsw i32 %9, %10, !dbg !105
  %12 = mul nuw nsw i32 %8, %4, !dbg !106
  %13 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !107
  %14 = mul nuw nsw i32 %12, %13, !dbg !110
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !111
  %16 = mul i32 %14, %15, !dbg !113
  %17 = add i32 %11, %16, !dbg !114
  %18 = zext i32 %17 to i64, !dbg !115
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !115
  %20 = load float, ptr %19, align 4, !dbg !115, !tbaa !46
  %21 = fmul contract float %20, 3.000000e+00, !dbg !116
  %22 = zext nneg i32 %11 to i64, !dbg !117
  %23 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15flat_id_privatePKfPfE1s to ptr), i64 0, i64 %22, !dbg !117
  store float %21, ptr %23, align 4, !dbg !118, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !119
  %24 = load float, ptr %23, align 4, !dbg !120, !tbaa !46
  %25 = fadd contract float %24, 1.000000e+00, !dbg !121
  %26 = getelementptr inbounds float, ptr %1, i64 %18, !dbg !122
  store float %25, ptr %26, align 4, !dbg !123, !tbaa !46
  ret void, !dbg !124
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
!7 = !DIFile(filename: "blocks_3d.cu", directory: ".")
!8 = !{ptr @_Z13brick_stencilPKfPfii, !"kernel", i32 1}
!9 = !{ptr @_Z15flat_id_privatePKfPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "brick_stencil", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 11, scope: !13)
!20 = !DILocation(line: 10, column: 22, scope: !13)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 10, column: 28, scope: !13)
!24 = !DILocation(line: 10, column: 26, scope: !13)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 67, type: !14, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 11, column: 11, scope: !13)
!28 = !DILocation(line: 11, column: 22, scope: !13)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 11, column: 28, scope: !13)
!32 = !DILocation(line: 11, column: 26, scope: !13)
!33 = !DILocation(line: 68, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !18, file: !18, line: 68, type: !14, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 12, column: 11, scope: !13)
!36 = !DILocation(line: 12, column: 22, scope: !13)
!37 = !DILocation(line: 55, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !18, file: !18, line: 55, type: !14, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = distinct !DILocation(line: 12, column: 28, scope: !13)
!40 = !DILocation(line: 12, column: 26, scope: !13)
!41 = !DILocation(line: 13, column: 14, scope: !13)
!42 = !DILocation(line: 13, column: 19, scope: !13)
!43 = !DILocation(line: 13, column: 24, scope: !13)
!44 = !DILocation(line: 13, column: 29, scope: !13)
!45 = !DILocation(line: 14, column: 50, scope: !13)
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 14, column: 3, scope: !13)
!51 = !DILocation(line: 14, column: 48, scope: !13)
!52 = !DILocation(line: 15, column: 3, scope: !13)
!53 = !DILocation(line: 17, column: 13, scope: !13)
!54 = !DILocation(line: 19, column: 10, scope: !13)
!55 = !DILocation(line: 19, column: 7, scope: !13)
!56 = !DILocation(line: 19, column: 20, scope: !13)
!57 = !DILocation(line: 19, column: 17, scope: !13)
!58 = !DILocation(line: 19, column: 15, scope: !13)
!59 = !DILocation(line: 0, scope: !13)
!60 = !DILocation(line: 20, column: 10, scope: !13)
!61 = !DILocation(line: 20, column: 7, scope: !13)
!62 = !DILocation(line: 20, column: 24, scope: !13)
!63 = !DILocation(line: 20, column: 21, scope: !13)
!64 = !DILocation(line: 20, column: 19, scope: !13)
!65 = !DILocation(line: 21, column: 10, scope: !13)
!66 = !DILocation(line: 21, column: 7, scope: !13)
!67 = !DILocation(line: 21, column: 20, scope: !13)
!68 = !DILocation(line: 21, column: 17, scope: !13)
!69 = !DILocation(line: 21, column: 15, scope: !13)
!70 = !DILocation(line: 22, column: 10, scope: !13)
!71 = !DILocation(line: 22, column: 7, scope: !13)
!72 = !DILocation(line: 22, column: 24, scope: !13)
!73 = !DILocation(line: 22, column: 21, scope: !13)
!74 = !DILocation(line: 22, column: 19, scope: !13)
!75 = !DILocation(line: 23, column: 10, scope: !13)
!76 = !DILocation(line: 23, column: 7, scope: !13)
!77 = !DILocation(line: 23, column: 20, scope: !13)
!78 = !DILocation(line: 23, column: 17, scope: !13)
!79 = !DILocation(line: 23, column: 15, scope: !13)
!80 = !DILocation(line: 24, column: 10, scope: !13)
!81 = !DILocation(line: 24, column: 7, scope: !13)
!82 = !DILocation(line: 24, column: 24, scope: !13)
!83 = !DILocation(line: 24, column: 21, scope: !13)
!84 = !DILocation(line: 24, column: 19, scope: !13)
!85 = !DILocation(line: 25, column: 14, scope: !13)
!86 = !DILocation(line: 25, column: 3, scope: !13)
!87 = !DILocation(line: 25, column: 10, scope: !13)
!88 = !DILocation(line: 26, column: 1, scope: !13)
!89 = distinct !DISubprogram(name: "flat_id_private", scope: !7, file: !7, line: 28, type: !14, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!90 = !DILocation(line: 55, column: 3, scope: !38, inlinedAt: !91)
!91 = distinct !DILocation(line: 31, column: 15, scope: !89)
!92 = !DILocation(line: 80, column: 3, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 80, type: !14, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!94 = distinct !DILocation(line: 31, column: 29, scope: !89)
!95 = !DILocation(line: 31, column: 27, scope: !89)
!96 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !97)
!97 = distinct !DILocation(line: 31, column: 42, scope: !89)
!98 = !DILocation(line: 31, column: 40, scope: !89)
!99 = !DILocation(line: 79, column: 3, scope: !100, inlinedAt: !101)
!100 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!101 = distinct !DILocation(line: 31, column: 57, scope: !89)
!102 = !DILocation(line: 31, column: 55, scope: !89)
!103 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !104)
!104 = distinct !DILocation(line: 31, column: 70, scope: !89)
!105 = !DILocation(line: 31, column: 68, scope: !89)
!106 = !DILocation(line: 32, column: 30, scope: !89)
!107 = !DILocation(line: 81, column: 3, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !18, file: !18, line: 81, type: !14, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!109 = distinct !DILocation(line: 32, column: 45, scope: !89)
!110 = !DILocation(line: 32, column: 43, scope: !89)
!111 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !112)
!112 = distinct !DILocation(line: 33, column: 12, scope: !89)
!113 = !DILocation(line: 33, column: 23, scope: !89)
!114 = !DILocation(line: 33, column: 34, scope: !89)
!115 = !DILocation(line: 34, column: 12, scope: !89)
!116 = !DILocation(line: 34, column: 18, scope: !89)
!117 = !DILocation(line: 34, column: 3, scope: !89)
!118 = !DILocation(line: 34, column: 10, scope: !89)
!119 = !DILocation(line: 35, column: 3, scope: !89)
!120 = !DILocation(line: 36, column: 12, scope: !89)
!121 = !DILocation(line: 36, column: 19, scope: !89)
!122 = !DILocation(line: 36, column: 3, scope: !89)
!123 = !DILocation(line: 36, column: 10, scope: !89)
!124 = !DILocation(line: 37, column: 1, scope: !89)
