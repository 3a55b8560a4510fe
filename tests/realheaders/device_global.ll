; ModuleID = 'device_global.cu'
source_filename = "device_global.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gscratch = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@gcounter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @gcounter to ptr), ptr addrspacecast (ptr addrspace(1) @gscratch to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @global_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %6 = mul i32 %5, %4, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = fmul contract float %10, 5.000000e-01, !dbg !32
  %12 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @gscratch to ptr), i64 0, i64 %8, !dbg !33
  store float %11, ptr %12, align 4, !dbg !34, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !36
  %14 = add nuw nsw i16 %13, 1, !dbg !36
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !36
  %16 = urem i16 %14, %15, !dbg !36
  %17 = zext nneg i16 %16 to i32, !dbg !36
  %18 = add i32 %6, %17, !dbg !37
  %19 = zext i32 %18 to i64, !dbg !38
  %20 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @gscratch to ptr), i64 0, i64 %19, !dbg !38
  %21 = load float, ptr %20, align 4, !dbg !38, !tbaa !28
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !39
  store float %21, ptr %22, align 4, !dbg !40, !tbaa !28
  %23 = icmp eq i32 %3, 0, !dbg !41
  br i1 %23, label %24, label %26, !dbg !42

24:                                               ; preds = %2
  %25 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @gcounter to ptr), i32 1 seq_cst, align 4, !dbg !43
  br label %26, !dbg !50

26:                                               ; preds = %24, %2
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 4]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "device_global.cu", directory: ".")
!8 = !{ptr @global_scratch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "global_scratch", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 12, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 29, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 10, column: 15, scope: !12)
!25 = !DILocation(line: 10, column: 26, scope: !12)
!26 = !DILocation(line: 11, column: 32, scope: !12)
!27 = !DILocation(line: 11, column: 24, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 11, column: 37, scope: !12)
!33 = !DILocation(line: 11, column: 3, scope: !12)
!34 = !DILocation(line: 11, column: 22, scope: !12)
!35 = !DILocation(line: 12, column: 3, scope: !12)
!36 = !DILocation(line: 13, column: 43, scope: !12)
!37 = !DILocation(line: 13, column: 33, scope: !12)
!38 = !DILocation(line: 13, column: 19, scope: !12)
!39 = !DILocation(line: 13, column: 3, scope: !12)
!40 = !DILocation(line: 13, column: 17, scope: !12)
!41 = !DILocation(line: 14, column: 9, scope: !12)
!42 = !DILocation(line: 14, column: 7, scope: !12)
!43 = !DILocation(line: 341, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !45, file: !45, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!46 = distinct !DILocation(line: 107, column: 10, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "atomicAdd", scope: !48, file: !48, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = !DIFile(filename: "/cuda-12.4/include/device_atomic_functions.hpp", directory: "")
!49 = distinct !DILocation(line: 15, column: 5, scope: !12)
!50 = !DILocation(line: 15, column: 5, scope: !12)
!51 = !DILocation(line: 16, column: 1, scope: !12)
