; ModuleID = 'constant_mem.cu'
source_filename = "constant_mem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filt = dso_local addrspace(4) externally_initialized global [9 x float] zeroinitializer, align 4
@shift = dso_local addrspace(4) externally_initialized global i32 0, align 4
@_ZZ12conv1d_constE4tile = internal unnamed_addr addrspace(3) global [264 x float] undef, align 4
@staged = dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @filt to ptr), ptr addrspacecast (ptr addrspace(4) @shift to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @conv1d_const(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %6 = shl i32 %5, 8, !dbg !20
  %7 = add i32 %6, %4, !dbg !21
  %8 = sext i32 %7 to i64, !dbg !22
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !22
  %10 = load float, ptr %9, align 4, !dbg !22, !tbaa !23
  %11 = add nuw nsw i32 %4, 4, !dbg !27
  %12 = zext nneg i32 %11 to i64, !dbg !28
  %13 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %12, !dbg !28
  store float %10, ptr %13, align 4, !dbg !29, !tbaa !23
  %14 = icmp ult i32 %4, 4, !dbg !30
  br i1 %14, label %15, label %37, !dbg !31

15:                                               ; preds = %3
  %16 = icmp sgt i32 %7, 3, !dbg !32
  br i1 %16, label %17, label %22, !dbg !33

17:                                               ; preds = %15
  %18 = zext nneg i32 %7 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = getelementptr i8, ptr %19, i64 -16
  %21 = load float, ptr %20, align 4, !dbg !34, !tbaa !23
  br label %22, !dbg !33

22:                                               ; preds = %15, %17
  %23 = phi contract float [ %21, %17 ], [ 0.000000e+00, %15 ], !dbg !33
  %24 = zext nneg i32 %4 to i64, !dbg !35
  %25 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %24, !dbg !35
  store float %23, ptr %25, align 4, !dbg !36, !tbaa !23
  %26 = add nsw i32 %7, 256, !dbg !37
  %27 = icmp slt i32 %26, %2, !dbg !38
  br i1 %27, label %28, label %32, !dbg !39

28:                                               ; preds = %22
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !dbg !40, !tbaa !23
  br label %32, !dbg !39

32:                                               ; preds = %22, %28
  %33 = phi contract float [ %31, %28 ], [ 0.000000e+00, %22 ], !dbg !39
  %34 = or disjoint i32 %4, 260, !dbg !41
  %35 = zext nneg i32 %34 to i64, !dbg !42
  %36 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %35, !dbg !42
  store float %33, ptr %36, align 4, !dbg !43, !tbaa !23
  br label %37, !dbg !44

37:                                               ; preds = %32, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %38 = load float, ptr addrspacecast (ptr addrspace(4) @filt to ptr), align 4, !dbg !46, !tbaa !23
  %39 = zext nneg i32 %4 to i64, !dbg !47
  %40 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %39, !dbg !47
  %41 = load float, ptr %40, align 4, !dbg !47, !tbaa !23
  %42 = fmul contract float %38, %41, !dbg !48
  %43 = fadd contract float %42, 0.000000e+00, !dbg !49
  %44 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 4), align 4, !dbg !46, !tbaa !23
  %45 = add nuw nsw i32 %4, 1, !dbg !50
  %46 = zext nneg i32 %45 to i64, !dbg !47
  %47 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %46, !dbg !47
  %48 = load float, ptr %47, align 4, !dbg !47, !tbaa !23
  %49 = fmul contract float %44, %48, !dbg !48
  %50 = fadd contract float %43, %49, !dbg !49
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 8), align 4, !dbg !46, !tbaa !23
  %52 = add nuw nsw i32 %4, 2, !dbg !50
  %53 = zext nneg i32 %52 to i64, !dbg !47
  %54 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %53, !dbg !47
  %55 = load float, ptr %54, align 4, !dbg !47, !tbaa !23
  %56 = fmul contract float %51, %55, !dbg !48
  %57 = fadd contract float %50, %56, !dbg !49
  %58 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 12), align 4, !dbg !46, !tbaa !23
  %59 = add nuw nsw i32 %4, 3, !dbg !50
  %60 = zext nneg i32 %59 to i64, !dbg !47
  %61 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %60, !dbg !47
  %62 = load float, ptr %61, align 4, !dbg !47, !tbaa !23
  %63 = fmul contract float %58, %62, !dbg !48
  %64 = fadd contract float %57, %63, !dbg !49
  %65 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 16), align 4, !dbg !46, !tbaa !23
  %66 = zext nneg i32 %11 to i64, !dbg !47
  %67 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %66, !dbg !47
  %68 = load float, ptr %67, align 4, !dbg !47, !tbaa !23
  %69 = fmul contract float %65, %68, !dbg !48
  %70 = fadd contract float %64, %69, !dbg !49
  %71 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 20), align 4, !dbg !46, !tbaa !23
  %72 = add nuw nsw i32 %4, 5, !dbg !50
  %73 = zext nneg i32 %72 to i64, !dbg !47
  %74 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %73, !dbg !47
  %75 = load float, ptr %74, align 4, !dbg !47, !tbaa !23
  %76 = fmul contract float %71, %75, !dbg !48
  %77 = fadd contract float %70, %76, !dbg !49
  %78 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 24), align 4, !dbg !46, !tbaa !23
  %79 = add nuw nsw i32 %4, 6, !dbg !50
  %80 = zext nneg i32 %79 to i64, !dbg !47
  %81 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %80, !dbg !47
  %82 = load float, ptr %81, align 4, !dbg !47, !tbaa !23
  %83 = fmul contract float %78, %82, !dbg !48
  %84 = fadd contract float %77, %83, !dbg !49
  %85 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 28), align 4, !dbg !46, !tbaa !23
  %86 = add nuw nsw i32 %4, 7, !dbg !50
  %87 = zext nneg i32 %86 to i64, !dbg !47
  %88 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %87, !dbg !47
  %89 = load float, ptr %88, align 4, !dbg !47, !tbaa !23
  %90 = fmul contract float %85, %89, !dbg !48
  %91 = fadd contract float %84, %90, !dbg !49
  %92 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 32), align 4, !dbg !46, !tbaa !23
  %93 = add nuw nsw i32 %4, 8, !dbg !50
  %94 = zext nneg i32 %93 to i64, !dbg !47
  %95 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %94, !dbg !47
  %96 = load float, ptr %95, align 4, !dbg !47, !tbaa !23
  %97 = fmul contract float %92, %96, !dbg !48
  %98 = fadd contract float %91, %97, !dbg !49
  %99 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !51
  store float %98, ptr %99, align 4, !dbg !52, !tbaa !23
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @const_after_shared(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !54 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %3 = shl nuw nsw i32 %2, 1, !dbg !57
  %4 = uitofp nneg i32 %3 to float, !dbg !57
  %5 = zext nneg i32 %2 to i64, !dbg !58
  %6 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @staged to ptr), i64 0, i64 %5, !dbg !58
  store float %4, ptr %6, align 4, !dbg !59, !tbaa !23
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %7 = load i32, ptr addrspacecast (ptr addrspace(4) @shift to ptr), align 4, !dbg !61, !tbaa !62
  %8 = add i32 %7, %2, !dbg !64
  %9 = urem i32 %8, 9, !dbg !65
  %10 = zext nneg i32 %9 to i64, !dbg !66
  %11 = getelementptr inbounds [9 x float], ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 0, i64 %10, !dbg !66
  %12 = load float, ptr %11, align 4, !dbg !66, !tbaa !23
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !69
  %15 = mul i32 %13, %14, !dbg !72
  %16 = add i32 %15, %2, !dbg !73
  %17 = zext i32 %16 to i64, !dbg !74
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !74
  store float %12, ptr %18, align 4, !dbg !75, !tbaa !23
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "constant_mem.cu", directory: ".")
!2 = !{ptr @conv1d_const, !"kernel", i32 1}
!3 = !{ptr @const_after_shared, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "conv1d_const", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 12, column: 11, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 13, column: 11, scope: !10)
!20 = !DILocation(line: 13, column: 22, scope: !10)
!21 = !DILocation(line: 13, column: 28, scope: !10)
!22 = !DILocation(line: 14, column: 17, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 14, column: 10, scope: !10)
!28 = !DILocation(line: 14, column: 3, scope: !10)
!29 = !DILocation(line: 14, column: 15, scope: !10)
!30 = !DILocation(line: 15, column: 9, scope: !10)
!31 = !DILocation(line: 15, column: 7, scope: !10)
!32 = !DILocation(line: 16, column: 18, scope: !10)
!33 = !DILocation(line: 16, column: 15, scope: !10)
!34 = !DILocation(line: 16, column: 26, scope: !10)
!35 = !DILocation(line: 16, column: 5, scope: !10)
!36 = !DILocation(line: 16, column: 13, scope: !10)
!37 = !DILocation(line: 17, column: 28, scope: !10)
!38 = !DILocation(line: 17, column: 34, scope: !10)
!39 = !DILocation(line: 17, column: 25, scope: !10)
!40 = !DILocation(line: 17, column: 41, scope: !10)
!41 = !DILocation(line: 17, column: 18, scope: !10)
!42 = !DILocation(line: 17, column: 5, scope: !10)
!43 = !DILocation(line: 17, column: 23, scope: !10)
!44 = !DILocation(line: 18, column: 3, scope: !10)
!45 = !DILocation(line: 19, column: 3, scope: !10)
!46 = !DILocation(line: 22, column: 12, scope: !10)
!47 = !DILocation(line: 22, column: 26, scope: !10)
!48 = !DILocation(line: 22, column: 24, scope: !10)
!49 = !DILocation(line: 22, column: 9, scope: !10)
!50 = !DILocation(line: 22, column: 37, scope: !10)
!51 = !DILocation(line: 23, column: 3, scope: !10)
!52 = !DILocation(line: 23, column: 10, scope: !10)
!53 = !DILocation(line: 24, column: 1, scope: !10)
!54 = distinct !DISubprogram(name: "const_after_shared", scope: !1, file: !1, line: 29, type: !11, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !56)
!56 = distinct !DILocation(line: 30, column: 12, scope: !54)
!57 = !DILocation(line: 31, column: 24, scope: !54)
!58 = !DILocation(line: 31, column: 3, scope: !54)
!59 = !DILocation(line: 31, column: 13, scope: !54)
!60 = !DILocation(line: 32, column: 3, scope: !54)
!61 = !DILocation(line: 33, column: 48, scope: !54)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !25, i64 0}
!64 = !DILocation(line: 33, column: 46, scope: !54)
!65 = !DILocation(line: 33, column: 55, scope: !54)
!66 = !DILocation(line: 33, column: 38, scope: !54)
!67 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !68)
!68 = distinct !DILocation(line: 33, column: 7, scope: !54)
!69 = !DILocation(line: 60, column: 1, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 33, column: 20, scope: !54)
!72 = !DILocation(line: 33, column: 18, scope: !54)
!73 = !DILocation(line: 33, column: 31, scope: !54)
!74 = !DILocation(line: 33, column: 3, scope: !54)
!75 = !DILocation(line: 33, column: 36, scope: !54)
!76 = !DILocation(line: 34, column: 1, scope: !54)
