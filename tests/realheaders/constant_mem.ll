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
define dso_local void @conv1d_const(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = shl i32 %5, 8, !dbg !23
  %7 = add i32 %6, %4, !dbg !24
  %8 = sext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = add nuw nsw i32 %4, 4, !dbg !30
  %12 = zext nneg i32 %11 to i64, !dbg !31
  %13 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %12, !dbg !31
  store float %10, ptr %13, align 4, !dbg !32, !tbaa !26
  %14 = icmp ult i32 %4, 4, !dbg !33
  br i1 %14, label %15, label %37, !dbg !34

15:                                               ; preds = %3
  %16 = icmp sgt i32 %7, 3, !dbg !35
  br i1 %16, label %17, label %22, !dbg !36

17:                                               ; preds = %15
  %18 = zext nneg i32 %7 to i64
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = getelementptr i8, ptr %19, i64 -16
  %21 = load float, ptr %20, align 4, !dbg !37, !tbaa !26
  br label %22, !dbg !36

22:                                               ; preds = %15, %17
  %23 = phi contract float [ %21, %17 ], [ 0.000000e+00, %15 ], !dbg !36
  %24 = zext nneg i32 %4 to i64, !dbg !38
  %25 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %24, !dbg !38
  store float %23, ptr %25, align 4, !dbg !39, !tbaa !26
  %26 = add nsw i32 %7, 256, !dbg !40
  %27 = icmp slt i32 %26, %2, !dbg !41
  br i1 %27, label %28, label %32, !dbg !42

28:                                               ; preds = %22
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !dbg !43, !tbaa !26
  br label %32, !dbg !42

32:                                               ; preds = %22, %28
  %33 = phi contract float [ %31, %28 ], [ 0.000000e+00, %22 ], !dbg !42
  %34 = or disjoint i32 %4, 260, !dbg !44
  %35 = zext nneg i32 %34 to i64, !dbg !45
  %36 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %35, !dbg !45
  store float %33, ptr %36, align 4, !dbg !46, !tbaa !26
  br label %37, !dbg !47

37:                                               ; preds = %32, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %38 = load float, ptr addrspacecast (ptr addrspace(4) @filt to ptr), align 4, !dbg !49, !tbaa !26
  %39 = zext nneg i32 %4 to i64, !dbg !50
  %40 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %39, !dbg !50
  %41 = load float, ptr %40, align 4, !dbg !50, !tbaa !26
  %42 = fmul contract float %38, %41, !dbg !51
  %43 = fadd contract float %42, 0.000000e+00, !dbg !52
  %44 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 4), align 4, !dbg !49, !tbaa !26
  %45 = add nuw nsw i32 %4, 1, !dbg !53
  %46 = zext nneg i32 %45 to i64, !dbg !50
  %47 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %46, !dbg !50
  %48 = load float, ptr %47, align 4, !dbg !50, !tbaa !26
  %49 = fmul contract float %44, %48, !dbg !51
  %50 = fadd contract float %43, %49, !dbg !52
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 8), align 4, !dbg !49, !tbaa !26
  %52 = add nuw nsw i32 %4, 2, !dbg !53
  %53 = zext nneg i32 %52 to i64, !dbg !50
  %54 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %53, !dbg !50
  %55 = load float, ptr %54, align 4, !dbg !50, !tbaa !26
  %56 = fmul contract float %51, %55, !dbg !51
  %57 = fadd contract float %50, %56, !dbg !52
  %58 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 12), align 4, !dbg !49, !tbaa !26
  %59 = add nuw nsw i32 %4, 3, !dbg !53
  %60 = zext nneg i32 %59 to i64, !dbg !50
  %61 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %60, !dbg !50
  %62 = load float, ptr %61, align 4, !dbg !50, !tbaa !26
  %63 = fmul contract float %58, %62, !dbg !51
  %64 = fadd contract float %57, %63, !dbg !52
  %65 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 16), align 4, !dbg !49, !tbaa !26
  %66 = zext nneg i32 %11 to i64, !dbg !50
  %67 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %66, !dbg !50
  %68 = load float, ptr %67, align 4, !dbg !50, !tbaa !26
  %69 = fmul contract float %65, %68, !dbg !51
  %70 = fadd contract float %64, %69, !dbg !52
  %71 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 20), align 4, !dbg !49, !tbaa !26
  %72 = add nuw nsw i32 %4, 5, !dbg !53
  %73 = zext nneg i32 %72 to i64, !dbg !50
  %74 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %73, !dbg !50
  %75 = load float, ptr %74, align 4, !dbg !50, !tbaa !26
  %76 = fmul contract float %71, %75, !dbg !51
  %77 = fadd contract float %70, %76, !dbg !52
  %78 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 24), align 4, !dbg !49, !tbaa !26
  %79 = add nuw nsw i32 %4, 6, !dbg !53
  %80 = zext nneg i32 %79 to i64, !dbg !50
  %81 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %80, !dbg !50
  %82 = load float, ptr %81, align 4, !dbg !50, !tbaa !26
  %83 = fmul contract float %78, %82, !dbg !51
  %84 = fadd contract float %77, %83, !dbg !52
  %85 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 28), align 4, !dbg !49, !tbaa !26
  %86 = add nuw nsw i32 %4, 7, !dbg !53
  %87 = zext nneg i32 %86 to i64, !dbg !50
  %88 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %87, !dbg !50
  %89 = load float, ptr %88, align 4, !dbg !50, !tbaa !26
  %90 = fmul contract float %85, %89, !dbg !51
  %91 = fadd contract float %84, %90, !dbg !52
  %92 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 32), align 4, !dbg !49, !tbaa !26
  %93 = add nuw nsw i32 %4, 8, !dbg !53
  %94 = zext nneg i32 %93 to i64, !dbg !50
  %95 = getelementptr inbounds [264 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv1d_constE4tile to ptr), i64 0, i64 %94, !dbg !50
  %96 = load float, ptr %95, align 4, !dbg !50, !tbaa !26
  %97 = fmul contract float %92, %96, !dbg !51
  %98 = fadd contract float %91, %97, !dbg !52
  %99 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !54
  store float %98, ptr %99, align 4, !dbg !55, !tbaa !26
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @const_after_shared(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !57 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %3 = shl nuw nsw i32 %2, 1, !dbg !60
  %4 = uitofp nneg i32 %3 to float, !dbg !60
  %5 = zext nneg i32 %2 to i64, !dbg !61
  %6 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @staged to ptr), i64 0, i64 %5, !dbg !61
  store float %4, ptr %6, align 4, !dbg !62, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %7 = load i32, ptr addrspacecast (ptr addrspace(4) @shift to ptr), align 4, !dbg !64, !tbaa !65
  %8 = add i32 %7, %2, !dbg !67
  %9 = urem i32 %8, 9, !dbg !68
  %10 = zext nneg i32 %9 to i64, !dbg !69
  %11 = getelementptr inbounds [9 x float], ptr addrspacecast (ptr addrspace(4) @filt to ptr), i64 0, i64 %10, !dbg !69
  %12 = load float, ptr %11, align 4, !dbg !69, !tbaa !26
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !72
  %15 = mul i32 %13, %14, !dbg !75
  %16 = add i32 %15, %2, !dbg !76
  %17 = zext i32 %16 to i64, !dbg !77
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !77
  store float %12, ptr %18, align 4, !dbg !78, !tbaa !26
  ret void, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "constant_mem.cu", directory: ".")
!8 = !{ptr @conv1d_const, !"kernel", i32 1}
!9 = !{ptr @const_after_shared, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "conv1d_const", scope: !7, file: !7, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 12, column: 11, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 13, column: 11, scope: !13)
!23 = !DILocation(line: 13, column: 22, scope: !13)
!24 = !DILocation(line: 13, column: 28, scope: !13)
!25 = !DILocation(line: 14, column: 17, scope: !13)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 14, column: 10, scope: !13)
!31 = !DILocation(line: 14, column: 3, scope: !13)
!32 = !DILocation(line: 14, column: 15, scope: !13)
!33 = !DILocation(line: 15, column: 9, scope: !13)
!34 = !DILocation(line: 15, column: 7, scope: !13)
!35 = !DILocation(line: 16, column: 18, scope: !13)
!36 = !DILocation(line: 16, column: 15, scope: !13)
!37 = !DILocation(line: 16, column: 26, scope: !13)
!38 = !DILocation(line: 16, column: 5, scope: !13)
!39 = !DILocation(line: 16, column: 13, scope: !13)
!40 = !DILocation(line: 17, column: 28, scope: !13)
!41 = !DILocation(line: 17, column: 34, scope: !13)
!42 = !DILocation(line: 17, column: 25, scope: !13)
!43 = !DILocation(line: 17, column: 41, scope: !13)
!44 = !DILocation(line: 17, column: 18, scope: !13)
!45 = !DILocation(line: 17, column: 5, scope: !13)
!46 = !DILocation(line: 17, column: 23, scope: !13)
!47 = !DILocation(line: 18, column: 3, scope: !13)
!48 = !DILocation(line: 19, column: 3, scope: !13)
!49 = !DILocation(line: 22, column: 12, scope: !13)
!50 = !DILocation(line: 22, column: 26, scope: !13)
!51 = !DILocation(line: 22, column: 24, scope: !13)
!52 = !DILocation(line: 22, column: 9, scope: !13)
!53 = !DILocation(line: 22, column: 37, scope: !13)
!54 = !DILocation(line: 23, column: 3, scope: !13)
!55 = !DILocation(line: 23, column: 10, scope: !13)
!56 = !DILocation(line: 24, column: 1, scope: !13)
!57 = distinct !DISubprogram(name: "const_after_shared", scope: !7, file: !7, line: 29, type: !14, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !59)
!59 = distinct !DILocation(line: 30, column: 12, scope: !57)
!60 = !DILocation(line: 31, column: 24, scope: !57)
!61 = !DILocation(line: 31, column: 3, scope: !57)
!62 = !DILocation(line: 31, column: 13, scope: !57)
!63 = !DILocation(line: 32, column: 3, scope: !57)
!64 = !DILocation(line: 33, column: 48, scope: !57)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !28, i64 0}
!67 = !DILocation(line: 33, column: 46, scope: !57)
!68 = !DILocation(line: 33, column: 55, scope: !57)
!69 = !DILocation(line: 33, column: 38, scope: !57)
!70 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !71)
!71 = distinct !DILocation(line: 33, column: 7, scope: !57)
!72 = !DILocation(line: 79, column: 3, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!74 = distinct !DILocation(line: 33, column: 20, scope: !57)
!75 = !DILocation(line: 33, column: 18, scope: !57)
!76 = !DILocation(line: 33, column: 31, scope: !57)
!77 = !DILocation(line: 33, column: 3, scope: !57)
!78 = !DILocation(line: 33, column: 36, scope: !57)
!79 = !DILocation(line: 34, column: 1, scope: !57)
