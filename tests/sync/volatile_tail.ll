; ModuleID = 'volatile_tail.cu'
source_filename = "volatile_tail.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24volatile_store_then_loadPKfPfE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ26block_reduce_volatile_tailPKfPfE1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z24volatile_store_then_loadPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %6 = mul i32 %4, %5, !dbg !26
  %7 = add i32 %6, %3, !dbg !27
  %8 = zext i32 %7 to i64, !dbg !28
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !28
  %10 = load float, ptr %9, align 4, !dbg !28, !tbaa !29
  %11 = zext nneg i32 %3 to i64, !dbg !33
  %12 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ24volatile_store_then_loadPKfPfE1s to ptr), i64 %11, !dbg !33
  store volatile float %10, ptr %12, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = icmp ult i32 %3, 32, !dbg !36
  br i1 %13, label %14, label %23, !dbg !37

14:                                               ; preds = %2
  %15 = shl i32 %4, 5
  %16 = or disjoint i32 %15, %3
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = or disjoint i32 %3, 32
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ24volatile_store_then_loadPKfPfE1s to ptr), i64 %20
  %22 = load volatile float, ptr %21, align 4, !dbg !38, !tbaa !29
  store float %22, ptr %18, align 4, !dbg !39, !tbaa !29
  br label %23, !dbg !40

23:                                               ; preds = %14, %2
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z26block_reduce_volatile_tailPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !42 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %5 = shl i32 %4, 8, !dbg !47
  %6 = add i32 %5, %3, !dbg !48
  %7 = zext i32 %6 to i64, !dbg !49
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !49
  %9 = load float, ptr %8, align 4, !dbg !49, !tbaa !29
  %10 = zext nneg i32 %3 to i64, !dbg !50
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %10, !dbg !50
  store float %9, ptr %11, align 4, !dbg !51, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %12 = icmp ult i32 %3, 128, !dbg !53
  br i1 %12, label %13, label %20, !dbg !54

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !55, !tbaa !29
  %18 = load float, ptr %11, align 4, !dbg !56, !tbaa !29
  %19 = fadd contract float %17, %18, !dbg !56
  store float %19, ptr %11, align 4, !dbg !56, !tbaa !29
  br label %20, !dbg !57

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %21 = icmp ult i32 %3, 64, !dbg !59
  br i1 %21, label %22, label %29, !dbg !60

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !61, !tbaa !29
  %27 = load float, ptr %11, align 4, !dbg !62, !tbaa !29
  %28 = fadd contract float %26, %27, !dbg !62
  store float %28, ptr %11, align 4, !dbg !62, !tbaa !29
  br label %29, !dbg !63

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %30 = icmp ult i32 %3, 32, !dbg !65
  br i1 %30, label %31, label %58, !dbg !66

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32, !dbg !67
  %33 = zext nneg i32 %32 to i64, !dbg !68
  %34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 %33, !dbg !68
  %35 = load volatile float, ptr %34, align 4, !dbg !68, !tbaa !29
  %36 = load volatile float, ptr %11, align 4, !dbg !69, !tbaa !29
  %37 = fadd contract float %35, %36, !dbg !69
  store volatile float %37, ptr %11, align 4, !dbg !69, !tbaa !29
  %38 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !70
  %39 = load volatile float, ptr %38, align 4, !dbg !70, !tbaa !29
  %40 = load volatile float, ptr %11, align 4, !dbg !71, !tbaa !29
  %41 = fadd contract float %39, %40, !dbg !71
  store volatile float %41, ptr %11, align 4, !dbg !71, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !72
  %43 = load volatile float, ptr %42, align 4, !dbg !72, !tbaa !29
  %44 = load volatile float, ptr %11, align 4, !dbg !73, !tbaa !29
  %45 = fadd contract float %43, %44, !dbg !73
  store volatile float %45, ptr %11, align 4, !dbg !73, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !74
  %47 = load volatile float, ptr %46, align 4, !dbg !74, !tbaa !29
  %48 = load volatile float, ptr %11, align 4, !dbg !75, !tbaa !29
  %49 = fadd contract float %47, %48, !dbg !75
  store volatile float %49, ptr %11, align 4, !dbg !75, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !76
  %51 = load volatile float, ptr %50, align 4, !dbg !76, !tbaa !29
  %52 = load volatile float, ptr %11, align 4, !dbg !77, !tbaa !29
  %53 = fadd contract float %51, %52, !dbg !77
  store volatile float %53, ptr %11, align 4, !dbg !77, !tbaa !29
  %54 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !78
  %55 = load volatile float, ptr %54, align 4, !dbg !78, !tbaa !29
  %56 = load volatile float, ptr %11, align 4, !dbg !79, !tbaa !29
  %57 = fadd contract float %55, %56, !dbg !79
  store volatile float %57, ptr %11, align 4, !dbg !79, !tbaa !29
  br label %58, !dbg !80

58:                                               ; preds = %31, %29
  %59 = icmp eq i32 %3, 0, !dbg !81
  br i1 %59, label %60, label %64, !dbg !82

60:                                               ; preds = %58
  %61 = zext nneg i32 %4 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), align 4, !dbg !83, !tbaa !29
  store float %63, ptr %62, align 4, !dbg !84, !tbaa !29
  br label %64, !dbg !85

64:                                               ; preds = %60, %58
  ret void, !dbg !86
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
!7 = !DIFile(filename: "volatile_tail.cu", directory: ".")
!8 = !{ptr @_Z24volatile_store_then_loadPKfPf, !"kernel", i32 1}
!9 = !{ptr @_Z26block_reduce_volatile_tailPKfPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "volatile_store_then_load", scope: !7, file: !7, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 16, scope: !13)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 12, column: 13, scope: !13)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 26, scope: !13)
!26 = !DILocation(line: 12, column: 24, scope: !13)
!27 = !DILocation(line: 12, column: 37, scope: !13)
!28 = !DILocation(line: 12, column: 10, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 12, column: 3, scope: !13)
!34 = !DILocation(line: 12, column: 8, scope: !13)
!35 = !DILocation(line: 13, column: 3, scope: !13)
!36 = !DILocation(line: 14, column: 9, scope: !13)
!37 = !DILocation(line: 14, column: 7, scope: !13)
!38 = !DILocation(line: 15, column: 32, scope: !13)
!39 = !DILocation(line: 15, column: 30, scope: !13)
!40 = !DILocation(line: 15, column: 5, scope: !13)
!41 = !DILocation(line: 16, column: 1, scope: !13)
!42 = distinct !DISubprogram(name: "block_reduce_volatile_tail", scope: !7, file: !7, line: 20, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !44)
!44 = distinct !DILocation(line: 22, column: 16, scope: !42)
!45 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !46)
!46 = distinct !DILocation(line: 23, column: 13, scope: !42)
!47 = !DILocation(line: 23, column: 24, scope: !42)
!48 = !DILocation(line: 23, column: 30, scope: !42)
!49 = !DILocation(line: 23, column: 10, scope: !42)
!50 = !DILocation(line: 23, column: 3, scope: !42)
!51 = !DILocation(line: 23, column: 8, scope: !42)
!52 = !DILocation(line: 24, column: 3, scope: !42)
!53 = !DILocation(line: 25, column: 9, scope: !42)
!54 = !DILocation(line: 25, column: 7, scope: !42)
!55 = !DILocation(line: 26, column: 13, scope: !42)
!56 = !DILocation(line: 26, column: 10, scope: !42)
!57 = !DILocation(line: 26, column: 5, scope: !42)
!58 = !DILocation(line: 27, column: 3, scope: !42)
!59 = !DILocation(line: 28, column: 9, scope: !42)
!60 = !DILocation(line: 28, column: 7, scope: !42)
!61 = !DILocation(line: 29, column: 13, scope: !42)
!62 = !DILocation(line: 29, column: 10, scope: !42)
!63 = !DILocation(line: 29, column: 5, scope: !42)
!64 = !DILocation(line: 30, column: 3, scope: !42)
!65 = !DILocation(line: 31, column: 9, scope: !42)
!66 = !DILocation(line: 31, column: 7, scope: !42)
!67 = !DILocation(line: 33, column: 17, scope: !42)
!68 = !DILocation(line: 33, column: 13, scope: !42)
!69 = !DILocation(line: 33, column: 10, scope: !42)
!70 = !DILocation(line: 34, column: 13, scope: !42)
!71 = !DILocation(line: 34, column: 10, scope: !42)
!72 = !DILocation(line: 35, column: 13, scope: !42)
!73 = !DILocation(line: 35, column: 10, scope: !42)
!74 = !DILocation(line: 36, column: 13, scope: !42)
!75 = !DILocation(line: 36, column: 10, scope: !42)
!76 = !DILocation(line: 37, column: 13, scope: !42)
!77 = !DILocation(line: 37, column: 10, scope: !42)
!78 = !DILocation(line: 38, column: 13, scope: !42)
!79 = !DILocation(line: 38, column: 10, scope: !42)
!80 = !DILocation(line: 39, column: 3, scope: !42)
!81 = !DILocation(line: 40, column: 9, scope: !42)
!82 = !DILocation(line: 40, column: 7, scope: !42)
!83 = !DILocation(line: 41, column: 23, scope: !42)
!84 = !DILocation(line: 41, column: 21, scope: !42)
!85 = !DILocation(line: 41, column: 5, scope: !42)
!86 = !DILocation(line: 42, column: 1, scope: !42)
