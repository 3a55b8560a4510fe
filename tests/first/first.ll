; ModuleID = 'first.cu'
source_filename = "first.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ1kPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z1kPf(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %3 = zext nneg i32 %2 to i64, !dbg !16
  %4 = getelementptr inbounds float, ptr %0, i64 %3, !dbg !16
  %5 = load float, ptr %4, align 4, !dbg !16, !tbaa !17
  %6 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPfE1s to ptr), i64 0, i64 %3, !dbg !21
  store float %5, ptr %6, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %7 = sub nsw i32 255, %2, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPfE1s to ptr), i64 0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !17
  store float %10, ptr %4, align 4, !dbg !26, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  ret void, !dbg !28
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "first.cu", directory: ".")
!2 = !{ptr @_Z1kPf, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 53, column: 3, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 53, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = distinct !DILocation(line: 6, column: 24, scope: !9)
!16 = !DILocation(line: 6, column: 20, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 6, column: 3, scope: !9)
!22 = !DILocation(line: 6, column: 18, scope: !9)
!23 = !DILocation(line: 7, column: 3, scope: !9)
!24 = !DILocation(line: 8, column: 28, scope: !9)
!25 = !DILocation(line: 8, column: 22, scope: !9)
!26 = !DILocation(line: 8, column: 20, scope: !9)
!27 = !DILocation(line: 9, column: 3, scope: !9)
!28 = !DILocation(line: 10, column: 1, scope: !9)
