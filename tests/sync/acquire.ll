; ModuleID = 'acquire.cu'
source_filename = "acquire.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@produced = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@consumed = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@produced_ready = dso_local addrspace(1) externally_initialized global i32 0, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @consumed to ptr), ptr addrspacecast (ptr addrspace(1) @produced to ptr), ptr addrspacecast (ptr addrspace(1) @produced_ready to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18consume_ld_acquirePKfPKjPf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !14 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %5 = icmp eq i32 %4, 0, !dbg !21
  br i1 %5, label %6, label %12, !dbg !22

6:                                                ; preds = %3
  %7 = addrspacecast ptr %1 to ptr addrspace(1), !dbg !23
  %8 = ptrtoint ptr addrspace(1) %7 to i64, !dbg !30
  br label %9, !dbg !31

9:                                                ; preds = %9, %6
  %10 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %8) #4, !dbg !32, !srcloc !33
  %11 = icmp eq i32 %10, 0, !dbg !34
  br i1 %11, label %9, label %12, !dbg !35, !llvm.loop !36

12:                                               ; preds = %9, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %15 = mul i32 %13, %14, !dbg !46
  %16 = add i32 %15, %4, !dbg !47
  %17 = zext i32 %16 to i64, !dbg !48
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !48
  %19 = load float, ptr %18, align 4, !dbg !48, !tbaa !49
  %20 = fadd contract float %19, 1.000000e+00, !dbg !53
  %21 = getelementptr inbounds float, ptr %2, i64 %17, !dbg !54
  store float %20, ptr %21, align 4, !dbg !55, !tbaa !49
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22consume_volatile_fencePKfPKiPf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !57 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %5 = icmp eq i32 %4, 0, !dbg !60
  br i1 %5, label %6, label %10, !dbg !61

6:                                                ; preds = %3, %6
  %7 = load volatile i32, ptr %1, align 4, !dbg !62, !tbaa !63
  %8 = icmp eq i32 %7, 0, !dbg !65
  br i1 %8, label %6, label %9, !dbg !66, !llvm.loop !67

9:                                                ; preds = %6
  tail call void @llvm.nvvm.membar.gl(), !dbg !69
  br label %10, !dbg !73

10:                                               ; preds = %9, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %13 = mul i32 %11, %12, !dbg !79
  %14 = add i32 %13, %4, !dbg !80
  %15 = zext i32 %14 to i64, !dbg !81
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !81
  %17 = load float, ptr %16, align 4, !dbg !81, !tbaa !49
  %18 = fadd contract float %17, 1.000000e+00, !dbg !82
  %19 = getelementptr inbounds float, ptr %2, i64 %15, !dbg !83
  store float %18, ptr %19, align 4, !dbg !84, !tbaa !49
  ret void, !dbg !85
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22consume_device_globalsv() local_unnamed_addr #0 !dbg !86 {
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !87
  %2 = icmp eq i32 %1, 0, !dbg !89
  br i1 %2, label %3, label %7, !dbg !90

3:                                                ; preds = %0, %3
  %4 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @produced_ready to ptr), align 4, !dbg !91, !tbaa !63
  %5 = icmp eq i32 %4, 0, !dbg !92
  br i1 %5, label %3, label %6, !dbg !93, !llvm.loop !94

6:                                                ; preds = %3
  tail call void @llvm.nvvm.membar.gl(), !dbg !96
  br label %7, !dbg !98

7:                                                ; preds = %6, %0
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !102
  %10 = mul i32 %8, %9, !dbg !104
  %11 = add i32 %10, %1, !dbg !105
  %12 = zext i32 %11 to i64, !dbg !106
  %13 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @produced to ptr), i64 0, i64 %12, !dbg !106
  %14 = load float, ptr %13, align 4, !dbg !106, !tbaa !49
  %15 = fadd contract float %14, 1.000000e+00, !dbg !107
  %16 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @consumed to ptr), i64 0, i64 %12, !dbg !108
  store float %15, ptr %16, align 4, !dbg !109, !tbaa !49
  ret void, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11, !12}
!nvvmir.version = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "acquire.cu", directory: ".")
!8 = !{ptr @_Z18consume_ld_acquirePKfPKjPf, !"kernel", i32 1}
!9 = !{ptr @_Z22consume_volatile_fencePKfPKiPf, !"kernel", i32 1}
!10 = !{ptr @_Z22consume_device_globalsv, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = distinct !DISubprogram(name: "consume_ld_acquire", scope: !7, file: !7, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 8, column: 7, scope: !14)
!21 = !DILocation(line: 8, column: 19, scope: !14)
!22 = !DILocation(line: 8, column: 7, scope: !14)
!23 = !DILocation(line: 487, column: 18, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "__nv_cvta_generic_to_global_impl", scope: !25, file: !25, line: 486, type: !15, scopeLine: 486, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!26 = distinct !DILocation(line: 144, column: 10, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__cvta_generic_to_global", scope: !28, file: !28, line: 142, type: !15, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DIFile(filename: "/cuda-12.4/include/sm_20_intrinsics.hpp", directory: "")
!29 = distinct !DILocation(line: 9, column: 16, scope: !14)
!30 = !DILocation(line: 487, column: 10, scope: !24, inlinedAt: !26)
!31 = !DILocation(line: 11, column: 5, scope: !14)
!32 = !DILocation(line: 12, column: 7, scope: !14)
!33 = !{i64 615}
!34 = !DILocation(line: 13, column: 19, scope: !14)
!35 = !DILocation(line: 13, column: 5, scope: !14)
!36 = distinct !{!36, !31, !37, !38}
!37 = !DILocation(line: 13, column: 23, scope: !14)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 15, column: 3, scope: !14)
!40 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 16, column: 16, scope: !14)
!43 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = distinct !DILocation(line: 16, column: 29, scope: !14)
!46 = !DILocation(line: 16, column: 27, scope: !14)
!47 = !DILocation(line: 16, column: 40, scope: !14)
!48 = !DILocation(line: 17, column: 12, scope: !14)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 17, column: 20, scope: !14)
!54 = !DILocation(line: 17, column: 3, scope: !14)
!55 = !DILocation(line: 17, column: 10, scope: !14)
!56 = !DILocation(line: 18, column: 1, scope: !14)
!57 = distinct !DISubprogram(name: "consume_volatile_fence", scope: !7, file: !7, line: 21, type: !15, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !59)
!59 = distinct !DILocation(line: 22, column: 7, scope: !57)
!60 = !DILocation(line: 22, column: 19, scope: !57)
!61 = !DILocation(line: 22, column: 7, scope: !57)
!62 = !DILocation(line: 23, column: 12, scope: !57)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !51, i64 0}
!65 = !DILocation(line: 23, column: 53, scope: !57)
!66 = !DILocation(line: 23, column: 5, scope: !57)
!67 = distinct !{!67, !66, !68, !38}
!68 = !DILocation(line: 24, column: 5, scope: !57)
!69 = !DILocation(line: 528, column: 39, scope: !70, inlinedAt: !72)
!70 = distinct !DISubprogram(name: "__threadfence", scope: !71, file: !71, line: 528, type: !15, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!71 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!72 = distinct !DILocation(line: 25, column: 5, scope: !57)
!73 = !DILocation(line: 26, column: 3, scope: !57)
!74 = !DILocation(line: 27, column: 3, scope: !57)
!75 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !76)
!76 = distinct !DILocation(line: 28, column: 16, scope: !57)
!77 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !78)
!78 = distinct !DILocation(line: 28, column: 29, scope: !57)
!79 = !DILocation(line: 28, column: 27, scope: !57)
!80 = !DILocation(line: 28, column: 40, scope: !57)
!81 = !DILocation(line: 29, column: 12, scope: !57)
!82 = !DILocation(line: 29, column: 20, scope: !57)
!83 = !DILocation(line: 29, column: 3, scope: !57)
!84 = !DILocation(line: 29, column: 10, scope: !57)
!85 = !DILocation(line: 30, column: 1, scope: !57)
!86 = distinct !DISubprogram(name: "consume_device_globals", scope: !7, file: !7, line: 38, type: !15, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!87 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !88)
!88 = distinct !DILocation(line: 39, column: 7, scope: !86)
!89 = !DILocation(line: 39, column: 19, scope: !86)
!90 = !DILocation(line: 39, column: 7, scope: !86)
!91 = !DILocation(line: 40, column: 12, scope: !86)
!92 = !DILocation(line: 40, column: 58, scope: !86)
!93 = !DILocation(line: 40, column: 5, scope: !86)
!94 = distinct !{!94, !93, !95, !38}
!95 = !DILocation(line: 41, column: 5, scope: !86)
!96 = !DILocation(line: 528, column: 39, scope: !70, inlinedAt: !97)
!97 = distinct !DILocation(line: 42, column: 5, scope: !86)
!98 = !DILocation(line: 43, column: 3, scope: !86)
!99 = !DILocation(line: 44, column: 3, scope: !86)
!100 = !DILocation(line: 66, column: 3, scope: !41, inlinedAt: !101)
!101 = distinct !DILocation(line: 45, column: 16, scope: !86)
!102 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !103)
!103 = distinct !DILocation(line: 45, column: 29, scope: !86)
!104 = !DILocation(line: 45, column: 27, scope: !86)
!105 = !DILocation(line: 45, column: 40, scope: !86)
!106 = !DILocation(line: 46, column: 17, scope: !86)
!107 = !DILocation(line: 46, column: 29, scope: !86)
!108 = !DILocation(line: 46, column: 3, scope: !86)
!109 = !DILocation(line: 46, column: 15, scope: !86)
!110 = !DILocation(line: 47, column: 1, scope: !86)
