; ModuleID = 'volatile_tail.cu'
source_filename = "volatile_tail.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24volatile_store_then_loadfPfE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ26block_reduce_volatile_tailPKfPfE1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z24volatile_store_then_loadfPf(float noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !13 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %4 = uitofp nneg i32 %3 to float, !dbg !20
  %5 = fmul contract float %4, %0, !dbg !21
  %6 = zext nneg i32 %3 to i64, !dbg !22
  %7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ24volatile_store_then_loadfPfE1s to ptr), i64 %6, !dbg !22
  store volatile float %5, ptr %7, align 4, !dbg !23, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %8 = icmp ult i32 %3, 32, !dbg !29
  br i1 %8, label %9, label %19, !dbg !30

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 32, !dbg !31
  %11 = zext nneg i32 %10 to i64, !dbg !32
  %12 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ24volatile_store_then_loadfPfE1s to ptr), i64 %11, !dbg !32
  %13 = load volatile float, ptr %12, align 4, !dbg !32, !tbaa !24
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %15 = shl i32 %14, 5, !dbg !36
  %16 = or disjoint i32 %15, %3, !dbg !37
  %17 = zext i32 %16 to i64, !dbg !38
  %18 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !38
  store float %13, ptr %18, align 4, !dbg !39, !tbaa !24
  br label %19, !dbg !38

19:                                               ; preds = %9, %2
  ret void, !dbg !40
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z26block_reduce_volatile_tailPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !41 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !44
  %5 = shl i32 %4, 8, !dbg !46
  %6 = add i32 %5, %3, !dbg !47
  %7 = zext i32 %6 to i64, !dbg !48
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !48
  %9 = load float, ptr %8, align 4, !dbg !48, !tbaa !24
  %10 = zext nneg i32 %3 to i64, !dbg !49
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %10, !dbg !49
  store float %9, ptr %11, align 4, !dbg !50, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %12 = icmp ult i32 %3, 128, !dbg !52
  br i1 %12, label %13, label %20, !dbg !53

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !54, !tbaa !24
  %18 = load float, ptr %11, align 4, !dbg !55, !tbaa !24
  %19 = fadd contract float %17, %18, !dbg !55
  store float %19, ptr %11, align 4, !dbg !55, !tbaa !24
  br label %20, !dbg !56

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %21 = icmp ult i32 %3, 64, !dbg !58
  br i1 %21, label %22, label %29, !dbg !59

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !60, !tbaa !24
  %27 = load float, ptr %11, align 4, !dbg !61, !tbaa !24
  %28 = fadd contract float %26, %27, !dbg !61
  store float %28, ptr %11, align 4, !dbg !61, !tbaa !24
  br label %29, !dbg !62

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %30 = icmp ult i32 %3, 32, !dbg !64
  br i1 %30, label %31, label %58, !dbg !65

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32, !dbg !66
  %33 = zext nneg i32 %32 to i64, !dbg !67
  %34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), i64 %33, !dbg !67
  %35 = load volatile float, ptr %34, align 4, !dbg !67, !tbaa !24
  %36 = load volatile float, ptr %11, align 4, !dbg !68, !tbaa !24
  %37 = fadd contract float %35, %36, !dbg !68
  store volatile float %37, ptr %11, align 4, !dbg !68, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %11, i64 64, !dbg !69
  %39 = load volatile float, ptr %38, align 4, !dbg !69, !tbaa !24
  %40 = load volatile float, ptr %11, align 4, !dbg !70, !tbaa !24
  %41 = fadd contract float %39, %40, !dbg !70
  store volatile float %41, ptr %11, align 4, !dbg !70, !tbaa !24
  %42 = getelementptr inbounds i8, ptr %11, i64 32, !dbg !71
  %43 = load volatile float, ptr %42, align 4, !dbg !71, !tbaa !24
  %44 = load volatile float, ptr %11, align 4, !dbg !72, !tbaa !24
  %45 = fadd contract float %43, %44, !dbg !72
  store volatile float %45, ptr %11, align 4, !dbg !72, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !73
  %47 = load volatile float, ptr %46, align 4, !dbg !73, !tbaa !24
  %48 = load volatile float, ptr %11, align 4, !dbg !74, !tbaa !24
  %49 = fadd contract float %47, %48, !dbg !74
  store volatile float %49, ptr %11, align 4, !dbg !74, !tbaa !24
  %50 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !75
  %51 = load volatile float, ptr %50, align 4, !dbg !75, !tbaa !24
  %52 = load volatile float, ptr %11, align 4, !dbg !76, !tbaa !24
  %53 = fadd contract float %51, %52, !dbg !76
  store volatile float %53, ptr %11, align 4, !dbg !76, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !77
  %55 = load volatile float, ptr %54, align 4, !dbg !77, !tbaa !24
  %56 = load volatile float, ptr %11, align 4, !dbg !78, !tbaa !24
  %57 = fadd contract float %55, %56, !dbg !78
  store volatile float %57, ptr %11, align 4, !dbg !78, !tbaa !24
  br label %58, !dbg !79

58:                                               ; preds = %31, %29
  %59 = icmp eq i32 %3, 0, !dbg !80
  br i1 %59, label %60, label %64, !dbg !81

60:                                               ; preds = %58
  %61 = zext nneg i32 %4 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ26block_reduce_volatile_tailPKfPfE1s to ptr), align 4, !dbg !82, !tbaa !24
  store float %63, ptr %62, align 4, !dbg !83, !tbaa !24
  br label %64, !dbg !84

64:                                               ; preds = %60, %58
  ret void, !dbg !85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!8 = !{ptr @_Z24volatile_store_then_loadfPf, !"kernel", i32 1}
!9 = !{ptr @_Z26block_reduce_volatile_tailPKfPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "volatile_store_then_load", scope: !7, file: !7, line: 9, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 12, column: 16, scope: !13)
!20 = !DILocation(line: 13, column: 18, scope: !13)
!21 = !DILocation(line: 13, column: 16, scope: !13)
!22 = !DILocation(line: 13, column: 3, scope: !13)
!23 = !DILocation(line: 13, column: 8, scope: !13)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 14, column: 3, scope: !13)
!29 = !DILocation(line: 15, column: 9, scope: !13)
!30 = !DILocation(line: 15, column: 7, scope: !13)
!31 = !DILocation(line: 16, column: 36, scope: !13)
!32 = !DILocation(line: 16, column: 32, scope: !13)
!33 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 16, column: 9, scope: !13)
!36 = !DILocation(line: 16, column: 20, scope: !13)
!37 = !DILocation(line: 16, column: 25, scope: !13)
!38 = !DILocation(line: 16, column: 5, scope: !13)
!39 = !DILocation(line: 16, column: 30, scope: !13)
!40 = !DILocation(line: 17, column: 1, scope: !13)
!41 = distinct !DISubprogram(name: "block_reduce_volatile_tail", scope: !7, file: !7, line: 21, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !43)
!43 = distinct !DILocation(line: 23, column: 16, scope: !41)
!44 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !45)
!45 = distinct !DILocation(line: 24, column: 13, scope: !41)
!46 = !DILocation(line: 24, column: 24, scope: !41)
!47 = !DILocation(line: 24, column: 30, scope: !41)
!48 = !DILocation(line: 24, column: 10, scope: !41)
!49 = !DILocation(line: 24, column: 3, scope: !41)
!50 = !DILocation(line: 24, column: 8, scope: !41)
!51 = !DILocation(line: 25, column: 3, scope: !41)
!52 = !DILocation(line: 26, column: 9, scope: !41)
!53 = !DILocation(line: 26, column: 7, scope: !41)
!54 = !DILocation(line: 27, column: 13, scope: !41)
!55 = !DILocation(line: 27, column: 10, scope: !41)
!56 = !DILocation(line: 27, column: 5, scope: !41)
!57 = !DILocation(line: 28, column: 3, scope: !41)
!58 = !DILocation(line: 29, column: 9, scope: !41)
!59 = !DILocation(line: 29, column: 7, scope: !41)
!60 = !DILocation(line: 30, column: 13, scope: !41)
!61 = !DILocation(line: 30, column: 10, scope: !41)
!62 = !DILocation(line: 30, column: 5, scope: !41)
!63 = !DILocation(line: 31, column: 3, scope: !41)
!64 = !DILocation(line: 32, column: 9, scope: !41)
!65 = !DILocation(line: 32, column: 7, scope: !41)
!66 = !DILocation(line: 34, column: 17, scope: !41)
!67 = !DILocation(line: 34, column: 13, scope: !41)
!68 = !DILocation(line: 34, column: 10, scope: !41)
!69 = !DILocation(line: 35, column: 13, scope: !41)
!70 = !DILocation(line: 35, column: 10, scope: !41)
!71 = !DILocation(line: 36, column: 13, scope: !41)
!72 = !DILocation(line: 36, column: 10, scope: !41)
!73 = !DILocation(line: 37, column: 13, scope: !41)
!74 = !DILocation(line: 37, column: 10, scope: !41)
!75 = !DILocation(line: 38, column: 13, scope: !41)
!76 = !DILocation(line: 38, column: 10, scope: !41)
!77 = !DILocation(line: 39, column: 13, scope: !41)
!78 = !DILocation(line: 39, column: 10, scope: !41)
!79 = !DILocation(line: 40, column: 3, scope: !41)
!80 = !DILocation(line: 41, column: 9, scope: !41)
!81 = !DILocation(line: 41, column: 7, scope: !41)
!82 = !DILocation(line: 42, column: 23, scope: !41)
!83 = !DILocation(line: 42, column: 21, scope: !41)
!84 = !DILocation(line: 42, column: 5, scope: !41)
!85 = !DILocation(line: 43, column: 1, scope: !41)
