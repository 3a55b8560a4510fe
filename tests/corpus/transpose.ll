; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19transpose_coalescedPfPKfE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ15copy_shared_memPfPKfE4tile = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19transpose_coalescedPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %4 = shl i32 %3, 5, !dbg !17
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %6 = add i32 %4, %5, !dbg !21
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %8 = shl nuw nsw i32 %7, 5, !dbg !25
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !26
  %10 = add nuw nsw i32 %8, %9, !dbg !29
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !30
  %12 = shl i32 %11, 5, !dbg !33
  %13 = zext nneg i32 %5 to i64
  %14 = mul nsw i32 %10, %12, !dbg !34
  %15 = add nsw i32 %6, %14, !dbg !35
  %16 = sext i32 %15 to i64, !dbg !36
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !36
  %18 = load float, ptr %17, align 4, !dbg !36, !tbaa !37
  %19 = zext nneg i32 %9 to i64, !dbg !41
  %20 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %19, i64 %13, !dbg !41
  store float %18, ptr %20, align 4, !dbg !42, !tbaa !37
  %21 = add nuw nsw i32 %10, 8, !dbg !43
  %22 = mul nsw i32 %21, %12, !dbg !34
  %23 = add nsw i32 %6, %22, !dbg !35
  %24 = sext i32 %23 to i64, !dbg !36
  %25 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !36
  %26 = load float, ptr %25, align 4, !dbg !36, !tbaa !37
  %27 = add nuw nsw i32 %9, 8, !dbg !44
  %28 = zext nneg i32 %27 to i64, !dbg !41
  %29 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %28, i64 %13, !dbg !41
  store float %26, ptr %29, align 4, !dbg !42, !tbaa !37
  %30 = add nuw nsw i32 %10, 16, !dbg !43
  %31 = mul nsw i32 %30, %12, !dbg !34
  %32 = add nsw i32 %6, %31, !dbg !35
  %33 = sext i32 %32 to i64, !dbg !36
  %34 = getelementptr inbounds float, ptr %1, i64 %33, !dbg !36
  %35 = load float, ptr %34, align 4, !dbg !36, !tbaa !37
  %36 = add nuw nsw i32 %9, 16, !dbg !44
  %37 = zext nneg i32 %36 to i64, !dbg !41
  %38 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %37, i64 %13, !dbg !41
  store float %35, ptr %38, align 4, !dbg !42, !tbaa !37
  %39 = add nuw nsw i32 %10, 24, !dbg !43
  %40 = mul nsw i32 %39, %12, !dbg !34
  %41 = add nsw i32 %6, %40, !dbg !35
  %42 = sext i32 %41 to i64, !dbg !36
  %43 = getelementptr inbounds float, ptr %1, i64 %42, !dbg !36
  %44 = load float, ptr %43, align 4, !dbg !36, !tbaa !37
  %45 = add nuw nsw i32 %9, 24, !dbg !44
  %46 = zext nneg i32 %45 to i64, !dbg !41
  %47 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %46, i64 %13, !dbg !41
  store float %44, ptr %47, align 4, !dbg !42, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %48 = add nuw nsw i32 %8, %5, !dbg !46
  %49 = add i32 %4, %9, !dbg !47
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %19, !dbg !48
  %51 = load float, ptr %50, align 4, !dbg !48, !tbaa !37
  %52 = mul nsw i32 %49, %12, !dbg !49
  %53 = add nsw i32 %48, %52, !dbg !50
  %54 = sext i32 %53 to i64, !dbg !51
  %55 = getelementptr inbounds float, ptr %0, i64 %54, !dbg !51
  store float %51, ptr %55, align 4, !dbg !52, !tbaa !37
  %56 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %28, !dbg !48
  %57 = load float, ptr %56, align 4, !dbg !48, !tbaa !37
  %58 = add nsw i32 %49, 8, !dbg !53
  %59 = mul nsw i32 %58, %12, !dbg !49
  %60 = add nsw i32 %48, %59, !dbg !50
  %61 = sext i32 %60 to i64, !dbg !51
  %62 = getelementptr inbounds float, ptr %0, i64 %61, !dbg !51
  store float %57, ptr %62, align 4, !dbg !52, !tbaa !37
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %37, !dbg !48
  %64 = load float, ptr %63, align 4, !dbg !48, !tbaa !37
  %65 = add nsw i32 %49, 16, !dbg !53
  %66 = mul nsw i32 %65, %12, !dbg !49
  %67 = add nsw i32 %48, %66, !dbg !50
  %68 = sext i32 %67 to i64, !dbg !51
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !51
  store float %64, ptr %69, align 4, !dbg !52, !tbaa !37
  %70 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_coalescedPfPKfE4tile to ptr), i64 0, i64 %13, i64 %46, !dbg !48
  %71 = load float, ptr %70, align 4, !dbg !48, !tbaa !37
  %72 = add nsw i32 %49, 24, !dbg !53
  %73 = mul nsw i32 %72, %12, !dbg !49
  %74 = add nsw i32 %48, %73, !dbg !50
  %75 = sext i32 %74 to i64, !dbg !51
  %76 = getelementptr inbounds float, ptr %0, i64 %75, !dbg !51
  store float %71, ptr %76, align 4, !dbg !52, !tbaa !37
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15copy_shared_memPfPKf(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !55 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %4 = shl i32 %3, 5, !dbg !58
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !59
  %6 = add i32 %4, %5, !dbg !61
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !62
  %8 = shl nuw nsw i32 %7, 5, !dbg !64
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !65
  %10 = add nuw nsw i32 %8, %9, !dbg !67
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !68
  %12 = shl i32 %11, 5, !dbg !70
  %13 = mul nsw i32 %10, %12, !dbg !71
  %14 = add nsw i32 %13, %6, !dbg !72
  %15 = sext i32 %14 to i64, !dbg !73
  %16 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !73
  %17 = load float, ptr %16, align 4, !dbg !73, !tbaa !37
  %18 = shl nuw nsw i32 %9, 5, !dbg !74
  %19 = add nuw nsw i32 %18, %5, !dbg !75
  %20 = zext nneg i32 %19 to i64, !dbg !76
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %20, !dbg !76
  store float %17, ptr %21, align 4, !dbg !77, !tbaa !37
  %22 = add nuw nsw i32 %10, 8, !dbg !78
  %23 = mul nsw i32 %22, %12, !dbg !71
  %24 = add nsw i32 %23, %6, !dbg !72
  %25 = sext i32 %24 to i64, !dbg !73
  %26 = getelementptr inbounds float, ptr %1, i64 %25, !dbg !73
  %27 = load float, ptr %26, align 4, !dbg !73, !tbaa !37
  %28 = shl nuw nsw i32 %9, 5, !dbg !74
  %29 = add nuw nsw i32 %28, 256, !dbg !74
  %30 = add nuw nsw i32 %29, %5, !dbg !75
  %31 = zext nneg i32 %30 to i64, !dbg !76
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %31, !dbg !76
  store float %27, ptr %32, align 4, !dbg !77, !tbaa !37
  %33 = add nuw nsw i32 %10, 16, !dbg !78
  %34 = mul nsw i32 %33, %12, !dbg !71
  %35 = add nsw i32 %34, %6, !dbg !72
  %36 = sext i32 %35 to i64, !dbg !73
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !73
  %38 = load float, ptr %37, align 4, !dbg !73, !tbaa !37
  %39 = shl nuw nsw i32 %9, 5, !dbg !74
  %40 = add nuw nsw i32 %39, 512, !dbg !74
  %41 = add nuw nsw i32 %40, %5, !dbg !75
  %42 = zext nneg i32 %41 to i64, !dbg !76
  %43 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %42, !dbg !76
  store float %38, ptr %43, align 4, !dbg !77, !tbaa !37
  %44 = add nuw nsw i32 %10, 24, !dbg !78
  %45 = mul nsw i32 %44, %12, !dbg !71
  %46 = add nsw i32 %45, %6, !dbg !72
  %47 = sext i32 %46 to i64, !dbg !73
  %48 = getelementptr inbounds float, ptr %1, i64 %47, !dbg !73
  %49 = load float, ptr %48, align 4, !dbg !73, !tbaa !37
  %50 = shl nuw nsw i32 %9, 5, !dbg !74
  %51 = add nuw nsw i32 %50, 768, !dbg !74
  %52 = add nuw nsw i32 %51, %5, !dbg !75
  %53 = zext nneg i32 %52 to i64, !dbg !76
  %54 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15copy_shared_memPfPKfE4tile to ptr), i64 0, i64 %53, !dbg !76
  store float %49, ptr %54, align 4, !dbg !77, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %55 = load float, ptr %21, align 4, !dbg !80, !tbaa !37
  %56 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !81
  store float %55, ptr %56, align 4, !dbg !82, !tbaa !37
  %57 = load float, ptr %32, align 4, !dbg !80, !tbaa !37
  %58 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !81
  store float %57, ptr %58, align 4, !dbg !82, !tbaa !37
  %59 = load float, ptr %43, align 4, !dbg !80, !tbaa !37
  %60 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !81
  store float %59, ptr %60, align 4, !dbg !82, !tbaa !37
  %61 = load float, ptr %54, align 4, !dbg !80, !tbaa !37
  %62 = getelementptr inbounds float, ptr %0, i64 %47, !dbg !81
  store float %61, ptr %62, align 4, !dbg !82, !tbaa !37
  ret void, !dbg !83
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "transpose.cu", directory: ".")
!2 = !{ptr @_Z19transpose_coalescedPfPKf, !"kernel", i32 1}
!3 = !{ptr @_Z15copy_shared_memPfPKf, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "transpose_coalesced", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 11, scope: !10)
!17 = !DILocation(line: 11, column: 22, scope: !10)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 11, column: 35, scope: !10)
!21 = !DILocation(line: 11, column: 33, scope: !10)
!22 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 12, column: 11, scope: !10)
!25 = !DILocation(line: 12, column: 22, scope: !10)
!26 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 12, column: 35, scope: !10)
!29 = !DILocation(line: 12, column: 33, scope: !10)
!30 = !DILocation(line: 61, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 61, type: !11, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 13, column: 15, scope: !10)
!33 = !DILocation(line: 13, column: 25, scope: !10)
!34 = !DILocation(line: 15, column: 56, scope: !10)
!35 = !DILocation(line: 15, column: 64, scope: !10)
!36 = !DILocation(line: 15, column: 42, scope: !10)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 15, column: 5, scope: !10)
!42 = !DILocation(line: 15, column: 40, scope: !10)
!43 = !DILocation(line: 15, column: 51, scope: !10)
!44 = !DILocation(line: 15, column: 22, scope: !10)
!45 = !DILocation(line: 16, column: 3, scope: !10)
!46 = !DILocation(line: 17, column: 29, scope: !10)
!47 = !DILocation(line: 18, column: 29, scope: !10)
!48 = !DILocation(line: 20, column: 34, scope: !10)
!49 = !DILocation(line: 20, column: 19, scope: !10)
!50 = !DILocation(line: 20, column: 27, scope: !10)
!51 = !DILocation(line: 20, column: 5, scope: !10)
!52 = !DILocation(line: 20, column: 32, scope: !10)
!53 = !DILocation(line: 20, column: 14, scope: !10)
!54 = !DILocation(line: 21, column: 1, scope: !10)
!55 = distinct !DISubprogram(name: "copy_shared_mem", scope: !1, file: !1, line: 23, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 59, column: 1, scope: !14, inlinedAt: !57)
!57 = distinct !DILocation(line: 26, column: 11, scope: !55)
!58 = !DILocation(line: 26, column: 22, scope: !55)
!59 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !60)
!60 = distinct !DILocation(line: 26, column: 35, scope: !55)
!61 = !DILocation(line: 26, column: 33, scope: !55)
!62 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !63)
!63 = distinct !DILocation(line: 27, column: 11, scope: !55)
!64 = !DILocation(line: 27, column: 22, scope: !55)
!65 = !DILocation(line: 58, column: 1, scope: !27, inlinedAt: !66)
!66 = distinct !DILocation(line: 27, column: 35, scope: !55)
!67 = !DILocation(line: 27, column: 33, scope: !55)
!68 = !DILocation(line: 61, column: 1, scope: !31, inlinedAt: !69)
!69 = distinct !DILocation(line: 28, column: 15, scope: !55)
!70 = !DILocation(line: 28, column: 25, scope: !55)
!71 = !DILocation(line: 31, column: 23, scope: !55)
!72 = !DILocation(line: 31, column: 31, scope: !55)
!73 = !DILocation(line: 31, column: 9, scope: !55)
!74 = !DILocation(line: 30, column: 28, scope: !55)
!75 = !DILocation(line: 30, column: 39, scope: !55)
!76 = !DILocation(line: 30, column: 5, scope: !55)
!77 = !DILocation(line: 30, column: 54, scope: !55)
!78 = !DILocation(line: 31, column: 18, scope: !55)
!79 = !DILocation(line: 32, column: 3, scope: !55)
!80 = !DILocation(line: 35, column: 9, scope: !55)
!81 = !DILocation(line: 34, column: 5, scope: !55)
!82 = !DILocation(line: 34, column: 32, scope: !55)
!83 = !DILocation(line: 36, column: 1, scope: !55)
