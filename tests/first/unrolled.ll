; ModuleID = 'unrolled.cu'
source_filename = "unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8unrolledPKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8unrolledPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !16
  %6 = load float, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8unrolledPKfPfE1s to ptr), i64 0, i64 %4
  %8 = add nuw nsw i32 %3, 1
  %9 = and i32 %8, 255
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8unrolledPKfPfE1s to ptr), i64 0, i64 %10
  store float %6, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %12 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %13 = fadd contract float %6, %12, !dbg !24
  store float %13, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %14 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %15 = fadd contract float %13, %14, !dbg !24
  store float %15, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %16 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %17 = fadd contract float %15, %16, !dbg !24
  store float %17, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %18 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %19 = fadd contract float %17, %18, !dbg !24
  store float %19, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %20 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %21 = fadd contract float %19, %20, !dbg !24
  store float %21, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %22 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %23 = fadd contract float %21, %22, !dbg !24
  store float %23, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %24 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %25 = fadd contract float %23, %24, !dbg !24
  store float %25, ptr %7, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %26 = load float, ptr %11, align 4, !dbg !23, !tbaa !17
  %27 = fadd contract float %25, %26, !dbg !24
  %28 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !25
  store float %27, ptr %28, align 4, !dbg !26, !tbaa !17
  ret void, !dbg !27
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unrolled.cu", directory: ".")
!2 = !{ptr @_Z8unrolledPKfPf, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "unrolled", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 15, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 10, column: 10, scope: !9)
!22 = !DILocation(line: 11, column: 5, scope: !9)
!23 = !DILocation(line: 12, column: 12, scope: !9)
!24 = !DILocation(line: 12, column: 9, scope: !9)
!25 = !DILocation(line: 14, column: 3, scope: !9)
!26 = !DILocation(line: 14, column: 10, scope: !9)
!27 = !DILocation(line: 15, column: 1, scope: !9)
