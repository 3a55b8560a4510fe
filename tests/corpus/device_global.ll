; ModuleID = 'device_global.cu'
source_filename = "device_global.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gscratch = dso_local addrspace(1) externally_initialized global [65536 x float] zeroinitializer, align 4
@gcounter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @gcounter to ptr), ptr addrspacecast (ptr addrspace(1) @gscratch to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @global_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = mul i32 %5, %4, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !24
  %10 = load float, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = fmul contract float %10, 5.000000e-01, !dbg !29
  %12 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @gscratch to ptr), i64 0, i64 %8, !dbg !30
  store float %11, ptr %12, align 4, !dbg !31, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = trunc nuw nsw i32 %3 to i16, !dbg !33
  %14 = add nuw nsw i16 %13, 1, !dbg !33
  %15 = trunc nuw nsw i32 %4 to i16, !dbg !33
  %16 = urem i16 %14, %15, !dbg !33
  %17 = zext nneg i16 %16 to i32, !dbg !33
  %18 = add i32 %6, %17, !dbg !34
  %19 = zext i32 %18 to i64, !dbg !35
  %20 = getelementptr inbounds [65536 x float], ptr addrspacecast (ptr addrspace(1) @gscratch to ptr), i64 0, i64 %19, !dbg !35
  %21 = load float, ptr %20, align 4, !dbg !35, !tbaa !25
  %22 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !36
  store float %21, ptr %22, align 4, !dbg !37, !tbaa !25
  %23 = icmp eq i32 %3, 0, !dbg !38
  br i1 %23, label %24, label %26, !dbg !39

24:                                               ; preds = %2
  %25 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @gcounter to ptr), i32 1 seq_cst, align 4, !dbg !40
  br label %26, !dbg !43

26:                                               ; preds = %24, %2
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "device_global.cu", directory: ".")
!2 = !{ptr @global_scratch, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "global_scratch", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 12, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 29, scope: !9)
!19 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 15, scope: !9)
!22 = !DILocation(line: 10, column: 26, scope: !9)
!23 = !DILocation(line: 11, column: 32, scope: !9)
!24 = !DILocation(line: 11, column: 24, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 11, column: 37, scope: !9)
!30 = !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 11, column: 22, scope: !9)
!32 = !DILocation(line: 12, column: 3, scope: !9)
!33 = !DILocation(line: 13, column: 43, scope: !9)
!34 = !DILocation(line: 13, column: 33, scope: !9)
!35 = !DILocation(line: 13, column: 19, scope: !9)
!36 = !DILocation(line: 13, column: 3, scope: !9)
!37 = !DILocation(line: 13, column: 17, scope: !9)
!38 = !DILocation(line: 14, column: 9, scope: !9)
!39 = !DILocation(line: 14, column: 7, scope: !9)
!40 = !DILocation(line: 84, column: 10, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 15, column: 5, scope: !9)
!43 = !DILocation(line: 15, column: 5, scope: !9)
!44 = !DILocation(line: 16, column: 1, scope: !9)
