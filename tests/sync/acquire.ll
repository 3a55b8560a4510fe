; ModuleID = 'acquire.cu'
source_filename = "acquire.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18consume_ld_acquirePKfPKjPf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = icmp eq i32 %4, 0, !dbg !20
  br i1 %5, label %6, label %12, !dbg !21

6:                                                ; preds = %3
  %7 = addrspacecast ptr %1 to ptr addrspace(1), !dbg !22
  %8 = ptrtoint ptr addrspace(1) %7 to i64, !dbg !29
  br label %9, !dbg !30

9:                                                ; preds = %9, %6
  %10 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %8) #4, !dbg !31, !srcloc !32
  %11 = icmp eq i32 %10, 0, !dbg !33
  br i1 %11, label %9, label %12, !dbg !34, !llvm.loop !35

12:                                               ; preds = %9, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !39
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %15 = mul i32 %13, %14, !dbg !45
  %16 = add i32 %15, %4, !dbg !46
  %17 = zext i32 %16 to i64, !dbg !47
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !47
  %19 = load float, ptr %18, align 4, !dbg !47, !tbaa !48
  %20 = fadd contract float %19, 1.000000e+00, !dbg !52
  %21 = getelementptr inbounds float, ptr %2, i64 %17, !dbg !53
  store float %20, ptr %21, align 4, !dbg !54, !tbaa !48
  ret void, !dbg !55
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22consume_volatile_fencePKfPKiPf(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !56 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %5 = icmp eq i32 %4, 0, !dbg !59
  br i1 %5, label %6, label %10, !dbg !60

6:                                                ; preds = %3, %6
  %7 = load volatile i32, ptr %1, align 4, !dbg !61, !tbaa !62
  %8 = icmp eq i32 %7, 0, !dbg !64
  br i1 %8, label %6, label %9, !dbg !65, !llvm.loop !66

9:                                                ; preds = %6
  tail call void @llvm.nvvm.membar.gl(), !dbg !68
  br label %10, !dbg !72

10:                                               ; preds = %9, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !74
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !76
  %13 = mul i32 %11, %12, !dbg !78
  %14 = add i32 %13, %4, !dbg !79
  %15 = zext i32 %14 to i64, !dbg !80
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !80
  %17 = load float, ptr %16, align 4, !dbg !80, !tbaa !48
  %18 = fadd contract float %17, 1.000000e+00, !dbg !81
  %19 = getelementptr inbounds float, ptr %2, i64 %15, !dbg !82
  store float %18, ptr %19, align 4, !dbg !83, !tbaa !48
  ret void, !dbg !84
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
!7 = !DIFile(filename: "acquire.cu", directory: ".")
!8 = !{ptr @_Z18consume_ld_acquirePKfPKjPf, !"kernel", i32 1}
!9 = !{ptr @_Z22consume_volatile_fencePKfPKiPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{i32 2, i32 0}
!13 = distinct !DISubprogram(name: "consume_ld_acquire", scope: !7, file: !7, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 8, column: 7, scope: !13)
!20 = !DILocation(line: 8, column: 19, scope: !13)
!21 = !DILocation(line: 8, column: 7, scope: !13)
!22 = !DILocation(line: 487, column: 18, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__nv_cvta_generic_to_global_impl", scope: !24, file: !24, line: 486, type: !14, scopeLine: 486, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!25 = distinct !DILocation(line: 144, column: 10, scope: !26, inlinedAt: !28)
!26 = distinct !DISubprogram(name: "__cvta_generic_to_global", scope: !27, file: !27, line: 142, type: !14, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = !DIFile(filename: "/cuda-12.4/include/sm_20_intrinsics.hpp", directory: "")
!28 = distinct !DILocation(line: 9, column: 16, scope: !13)
!29 = !DILocation(line: 487, column: 10, scope: !23, inlinedAt: !25)
!30 = !DILocation(line: 11, column: 5, scope: !13)
!31 = !DILocation(line: 12, column: 7, scope: !13)
!32 = !{i64 615}
!33 = !DILocation(line: 13, column: 19, scope: !13)
!34 = !DILocation(line: 13, column: 5, scope: !13)
!35 = distinct !{!35, !30, !36, !37}
!36 = !DILocation(line: 13, column: 23, scope: !13)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 15, column: 3, scope: !13)
!39 = !DILocation(line: 66, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = distinct !DILocation(line: 16, column: 16, scope: !13)
!42 = !DILocation(line: 79, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = distinct !DILocation(line: 16, column: 29, scope: !13)
!45 = !DILocation(line: 16, column: 27, scope: !13)
!46 = !DILocation(line: 16, column: 40, scope: !13)
!47 = !DILocation(line: 17, column: 12, scope: !13)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C++ TBAA"}
!52 = !DILocation(line: 17, column: 20, scope: !13)
!53 = !DILocation(line: 17, column: 3, scope: !13)
!54 = !DILocation(line: 17, column: 10, scope: !13)
!55 = !DILocation(line: 18, column: 1, scope: !13)
!56 = distinct !DISubprogram(name: "consume_volatile_fence", scope: !7, file: !7, line: 21, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !58)
!58 = distinct !DILocation(line: 22, column: 7, scope: !56)
!59 = !DILocation(line: 22, column: 19, scope: !56)
!60 = !DILocation(line: 22, column: 7, scope: !56)
!61 = !DILocation(line: 23, column: 12, scope: !56)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !50, i64 0}
!64 = !DILocation(line: 23, column: 53, scope: !56)
!65 = !DILocation(line: 23, column: 5, scope: !56)
!66 = distinct !{!66, !65, !67, !37}
!67 = !DILocation(line: 24, column: 5, scope: !56)
!68 = !DILocation(line: 528, column: 39, scope: !69, inlinedAt: !71)
!69 = distinct !DISubprogram(name: "__threadfence", scope: !70, file: !70, line: 528, type: !14, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!70 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!71 = distinct !DILocation(line: 25, column: 5, scope: !56)
!72 = !DILocation(line: 26, column: 3, scope: !56)
!73 = !DILocation(line: 27, column: 3, scope: !56)
!74 = !DILocation(line: 66, column: 3, scope: !40, inlinedAt: !75)
!75 = distinct !DILocation(line: 28, column: 16, scope: !56)
!76 = !DILocation(line: 79, column: 3, scope: !43, inlinedAt: !77)
!77 = distinct !DILocation(line: 28, column: 29, scope: !56)
!78 = !DILocation(line: 28, column: 27, scope: !56)
!79 = !DILocation(line: 28, column: 40, scope: !56)
!80 = !DILocation(line: 29, column: 12, scope: !56)
!81 = !DILocation(line: 29, column: 20, scope: !56)
!82 = !DILocation(line: 29, column: 3, scope: !56)
!83 = !DILocation(line: 29, column: 10, scope: !56)
!84 = !DILocation(line: 30, column: 1, scope: !56)
