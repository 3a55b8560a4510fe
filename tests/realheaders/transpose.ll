; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19transpose_coalescedPfPKfE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ15copy_shared_memPfPKfE4tile = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19transpose_coalescedPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %4 = shl i32 %3, 5, !dbg !20
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %6 = add i32 %4, %5, !dbg !24
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %8 = shl nuw nsw i32 %7, 5, !dbg !28
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %10 = add nuw nsw i32 %8, %9, !dbg !32
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !33
  %12 = shl i32 %11, 5, !dbg !36
  %13 = zext nneg i32 %5 to i64
  %14 = mul nsw i32 %10, %12, !dbg !37
  %15 = add nsw i32 %6, %14, !dbg !38
  %16 = sext i32 %15 to i64, !dbg !39
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !39
  %18 = load float, ptr %17, align 4, !dbg !39, !tbaa !40
  %19 = zext nneg i32 %9 to i64, !dbg !44
  %20 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %19, i64 %13, !dbg !44
  store float %18, ptr %20, align 4, !dbg !45, !tbaa !40
  %21 = add nuw nsw i32 %10, 8, !dbg !46
  %22 = mul nsw i32 %21, %12, !dbg !37
  %23 = add nsw i32 %6, %22, !dbg !38
  %24 = sext i32 %23 to i64, !dbg !39
  %25 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !39
  %26 = load float, ptr %25, align 4, !dbg !39, !tbaa !40
  %27 = add nuw nsw i32 %9, 8, !dbg !47
  %28 = zext nneg i32 %27 to i64, !dbg !44
  %29 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %28, i64 %13, !dbg !44
  store float %26, ptr %29, align 4, !dbg !45, !tbaa !40
  %30 = add nuw nsw i32 %10, 16, !dbg !46
  %31 = mul nsw i32 %30, %12, !dbg !37
  %32 = add nsw i32 %6, %31, !dbg !38
  %33 = sext i32 %32 to i64, !dbg !39
  %34 = getelementptr inbounds float, ptr %1, i64 %33, !dbg !39
  %35 = load float, ptr %34, align 4, !dbg !39, !tbaa !40
  %36 = add nuw nsw i32 %9, 16, !dbg !47
  %37 = zext nneg i32 %36 to i64, !dbg !44
  %38 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %37, i64 %13, !dbg !44
  store float %35, ptr %38, align 4, !dbg !45, !tbaa !40
  %39 = add nuw nsw i32 %10, 24, !dbg !46
  %40 = mul nsw i32 %39, %12, !dbg !37
  %41 = add nsw i32 %6, %40, !dbg !38
  %42 = sext i32 %41 to i64, !dbg !39
  %43 = getelementptr inbounds float, ptr %1, i64 %42, !dbg !39
  %44 = load float, ptr %43, align 4, !dbg !39, !tbaa !40
  %45 = add nuw nsw i32 %9, 24, !dbg !47
  %46 = zext nneg i32 %45 to i64, !dbg !44
  %47 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %46, i64 %13, !dbg !44
  store float %44, ptr %47, align 4, !dbg !45, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %48 = add nuw nsw i32 %8, %5, !dbg !49
  %49 = add i32 %4, %9, !dbg !50
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %19, !dbg !51
  %51 = load float, ptr %50, align 4, !dbg !51, !tbaa !40
  %52 = mul nsw i32 %49, %12, !dbg !52
  %53 = add nsw i32 %48, %52, !dbg !53
  %54 = sext i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds float, ptr %0, i64 %54, !dbg !54
  store float %51, ptr %55, align 4, !dbg !55, !tbaa !40
  %56 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %28, !dbg !51
  %57 = load float, ptr %56, align 4, !dbg !51, !tbaa !40
  %58 = add nsw i32 %49, 8, !dbg !56
  %59 = mul nsw i32 %58, %12, !dbg !52
  %60 = add nsw i32 %48, %59, !dbg !53
  %61 = sext i32 %60 to i64, !dbg !54
  %62 = getelementptr inbounds float, ptr %0, i64 %61, !dbg !54
  store float %57, ptr %62, align 4, !dbg !55, !tbaa !40
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %37, !dbg !51
  %64 = load float, ptr %63, align 4, !dbg !51, !tbaa !40
  %65 = add nsw i32 %49, 16, !dbg !56
  %66 = mul nsw i32 %65, %12, !dbg !52
  %67 = add nsw i32 %48, %66, !dbg !53
  %68 = sext i32 %67 to i64, !dbg !54
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !54
  store float %64, ptr %69, align 4, !dbg !55, !tbaa !40
  %70 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %46, !dbg !51
  %71 = load float, ptr %70, align 4, !dbg !51, !tbaa !40
  %72 = add nsw i32 %49, 24, !dbg !56
  %73 = mul nsw i32 %72, %12, !dbg !52
  %74 = add nsw i32 %48, %73, !dbg !53
  %75 = sext i32 %74 to i64, !dbg !54
  %76 = getelementptr inbounds float, ptr %0, i64 %75, !dbg !54
  store float %71, ptr %76, align 4, !dbg !55, !tbaa !40
  ret void, !dbg !57
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15copy_shared_memPfPKf(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !58 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %4 = shl i32 %3, 5, !dbg !61
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %6 = add i32 %4, %5, !dbg !64
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !65
  %8 = shl nuw nsw i32 %7, 5, !dbg !67
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !68
  %10 = add nuw nsw i32 %8, %9, !dbg !70
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !71
  %12 = shl i32 %11, 5, !dbg !73
  %13 = mul nsw i32 %10, %12, !dbg !74
  %14 = add nsw i32 %13, %6, !dbg !75
  %15 = sext i32 %14 to i64, !dbg !76
  %16 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !76
  %17 = load float, ptr %16, align 4, !dbg !76, !tbaa !40
  %18 = shl nuw nsw i32 %9, 5, !dbg !77
  %19 = add nuw nsw i32 %18, %5, !dbg !78
  %20 = zext nneg i32 %19 to i64, !dbg !79
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %20, !dbg !79
  store float %17, ptr %21, align 4, !dbg !80, !tbaa !40
  %22 = add nuw nsw i32 %10, 8, !dbg !81
  %23 = mul nsw i32 %22, %12, !dbg !74
  %24 = add nsw i32 %23, %6, !dbg !75
  %25 = sext i32 %24 to i64, !dbg !76
  %26 = getelementptr inbounds float, ptr %1, i64 %25, !dbg !76
  %27 = load float, ptr %26, align 4, !dbg !76, !tbaa !40
  %28 = shl nuw nsw i32 %9, 5, !dbg !77
  %29 = add nuw nsw i32 %28, 256, !dbg !77
  %30 = add nuw nsw i32 %29, %5, !dbg !78
  %31 = zext nneg i32 %30 to i64, !dbg !79
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %31, !dbg !79
  store float %27, ptr %32, align 4, !dbg !80, !tbaa !40
  %33 = add nuw nsw i32 %10, 16, !dbg !81
  %34 = mul nsw i32 %33, %12, !dbg !74
  %35 = add nsw i32 %34, %6, !dbg !75
  %36 = sext i32 %35 to i64, !dbg !76
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !76
  %38 = load float, ptr %37, align 4, !dbg !76, !tbaa !40
  %39 = shl nuw nsw i32 %9, 5, !dbg !77
  %40 = add nuw nsw i32 %39, 512, !dbg !77
  %41 = add nuw nsw i32 %40, %5, !dbg !78
  %42 = zext nneg i32 %41 to i64, !dbg !79
  %43 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %42, !dbg !79
  store float %38, ptr %43, align 4, !dbg !80, !tbaa !40
  %44 = add nuw nsw i32 %10, 24, !dbg !81
  %45 = mul nsw i32 %44, %12, !dbg !74
  %46 = add nsw i32 %45, %6, !dbg !75
  %47 = sext i32 %46 to i64, !dbg !76
  %48 = getelementptr inbounds float, ptr %1, i64 %47, !dbg !76
  %49 = load float, ptr %48, align 4, !dbg !76, !tbaa !40
  %50 = shl nuw nsw i32 %9, 5, !dbg !77
  %51 = add nuw nsw i32 %50, 768, !dbg !77
  %52 = add nuw nsw i32 %51, %5, !dbg !78
  %53 = zext nneg i32 %52 to i64, !dbg !79
  %54 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %53, !dbg !79
  store float %49, ptr %54, align 4, !dbg !80, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  %55 = load float, ptr %21, align 4, !dbg !83, !tbaa !40
  %56 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !84
  store float %55, ptr %56, align 4, !dbg !85, !tbaa !40
  %57 = load float, ptr %32, align 4, !dbg !83, !tbaa !40
  %58 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !84
  store float %57, ptr %58, align 4, !dbg !85, !tbaa !40
  %59 = load float, ptr %43, align 4, !dbg !83, !tbaa !40
  %60 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !84
  store float %59, ptr %60, align 4, !dbg !85, !tbaa !40
  %61 = load float, ptr %54, align 4, !dbg !83, !tbaa !40
  %62 = getelementptr inbounds float, ptr %0, i64 %47, !dbg !84
  store float %61, ptr %62, align 4, !dbg !85, !tbaa !40
  ret void, !dbg !86
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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "transpose.cu", directory: ".")
!8 = !{ptr @_Z19transpose_coalescedPfPKf, !"kernel", i32 1}
!9 = !{ptr @_Z15copy_shared_memPfPKf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "transpose_coalesced", scope: !7, file: !7, line: 9, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 11, scope: !13)
!20 = !DILocation(line: 11, column: 22, scope: !13)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 11, column: 35, scope: !13)
!24 = !DILocation(line: 11, column: 33, scope: !13)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 67, type: !14, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 12, column: 11, scope: !13)
!28 = !DILocation(line: 12, column: 22, scope: !13)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 12, column: 35, scope: !13)
!32 = !DILocation(line: 12, column: 33, scope: !13)
!33 = !DILocation(line: 92, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 92, type: !14, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 13, column: 15, scope: !13)
!36 = !DILocation(line: 13, column: 25, scope: !13)
!37 = !DILocation(line: 15, column: 56, scope: !13)
!38 = !DILocation(line: 15, column: 64, scope: !13)
!39 = !DILocation(line: 15, column: 42, scope: !13)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 15, column: 5, scope: !13)
!45 = !DILocation(line: 15, column: 40, scope: !13)
!46 = !DILocation(line: 15, column: 51, scope: !13)
!47 = !DILocation(line: 15, column: 22, scope: !13)
!48 = !DILocation(line: 16, column: 3, scope: !13)
!49 = !DILocation(line: 17, column: 29, scope: !13)
!50 = !DILocation(line: 18, column: 29, scope: !13)
!51 = !DILocation(line: 20, column: 34, scope: !13)
!52 = !DILocation(line: 20, column: 19, scope: !13)
!53 = !DILocation(line: 20, column: 27, scope: !13)
!54 = !DILocation(line: 20, column: 5, scope: !13)
!55 = !DILocation(line: 20, column: 32, scope: !13)
!56 = !DILocation(line: 20, column: 14, scope: !13)
!57 = !DILocation(line: 21, column: 1, scope: !13)
!58 = distinct !DISubprogram(name: "copy_shared_mem", scope: !7, file: !7, line: 23, type: !14, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!59 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !60)
!60 = distinct !DILocation(line: 26, column: 11, scope: !58)
!61 = !DILocation(line: 26, column: 22, scope: !58)
!62 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !63)
!63 = distinct !DILocation(line: 26, column: 35, scope: !58)
!64 = !DILocation(line: 26, column: 33, scope: !58)
!65 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !66)
!66 = distinct !DILocation(line: 27, column: 11, scope: !58)
!67 = !DILocation(line: 27, column: 22, scope: !58)
!68 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !69)
!69 = distinct !DILocation(line: 27, column: 35, scope: !58)
!70 = !DILocation(line: 27, column: 33, scope: !58)
!71 = !DILocation(line: 92, column: 3, scope: !34, inlinedAt: !72)
!72 = distinct !DILocation(line: 28, column: 15, scope: !58)
!73 = !DILocation(line: 28, column: 25, scope: !58)
!74 = !DILocation(line: 31, column: 23, scope: !58)
!75 = !DILocation(line: 31, column: 31, scope: !58)
!76 = !DILocation(line: 31, column: 9, scope: !58)
!77 = !DILocation(line: 30, column: 28, scope: !58)
!78 = !DILocation(line: 30, column: 39, scope: !58)
!79 = !DILocation(line: 30, column: 5, scope: !58)
!80 = !DILocation(line: 30, column: 54, scope: !58)
!81 = !DILocation(line: 31, column: 18, scope: !58)
!82 = !DILocation(line: 32, column: 3, scope: !58)
!83 = !DILocation(line: 35, column: 9, scope: !58)
!84 = !DILocation(line: 34, column: 5, scope: !58)
!85 = !DILocation(line: 34, column: 32, scope: !58)
!86 = !DILocation(line: 36, column: 1, scope: !58)
