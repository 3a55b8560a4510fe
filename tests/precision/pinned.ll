; ModuleID = 'pinned.cu'
source_filename = "pinned.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8pingpongE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ11pinned_pairE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ13pinned_neededE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pingpong(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = zext nneg i32 %3 to i64, !dbg !18
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !18
  %6 = load float, ptr %5, align 4, !dbg !18, !tbaa !19
  %7 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pingpongE1s to ptr), i64 0, i64 %4, !dbg !23
  store float %6, ptr %7, align 4, !dbg !24, !tbaa !19
  tail call void asm sideeffect "// syncflow:keep", ""() #3, !dbg !25, !srcloc !26
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %8 = load float, ptr %7, align 4, !dbg !28, !tbaa !19
  %9 = fmul contract float %8, 2.000000e+00, !dbg !29
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %10 = load float, ptr %7, align 4, !dbg !31, !tbaa !19
  %11 = fadd contract float %9, %10, !dbg !32
  %12 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !33
  store float %11, ptr %12, align 4, !dbg !34, !tbaa !19
  ret void, !dbg !35
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pinned_pair(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !36 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %4 = zext nneg i32 %3 to i64, !dbg !39
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !39
  %6 = load i32, ptr %5, align 4, !dbg !39, !tbaa !40
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11pinned_pairE1s to ptr), i64 0, i64 %4, !dbg !42
  store i32 %6, ptr %7, align 4, !dbg !43, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  tail call void asm sideeffect "// syncflow:keep", ""() #3, !dbg !45, !srcloc !46
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %9 = xor i32 %3, -1, !dbg !51
  %10 = add nsw i32 %8, %9, !dbg !51
  %11 = zext i32 %10 to i64, !dbg !52
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11pinned_pairE1s to ptr), i64 0, i64 %11, !dbg !52
  %13 = load i32, ptr %12, align 4, !dbg !52, !tbaa !40
  %14 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !53
  store i32 %13, ptr %14, align 4, !dbg !54, !tbaa !40
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pinned_needed(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !56 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %4 = zext nneg i32 %3 to i64, !dbg !59
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !59
  %6 = load i32, ptr %5, align 4, !dbg !59, !tbaa !40
  %7 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pinned_neededE1s to ptr), i64 0, i64 %4, !dbg !60
  store i32 %6, ptr %7, align 4, !dbg !61, !tbaa !40
  tail call void asm sideeffect "// syncflow:keep", ""() #3, !dbg !62, !srcloc !63
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !65
  %9 = trunc nuw nsw i32 %3 to i16, !dbg !67
  %10 = add nuw nsw i16 %9, 3, !dbg !67
  %11 = trunc nuw nsw i32 %8 to i16, !dbg !67
  %12 = urem i16 %10, %11, !dbg !67
  %13 = zext nneg i16 %12 to i64, !dbg !68
  %14 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pinned_neededE1s to ptr), i64 0, i64 %13, !dbg !68
  %15 = load i32, ptr %14, align 4, !dbg !68, !tbaa !40
  %16 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !69
  store i32 %15, ptr %16, align 4, !dbg !70, !tbaa !40
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pinned.cu", directory: ".")
!2 = !{ptr @pingpong, !"kernel", i32 1}
!3 = !{ptr @pinned_pair, !"kernel", i32 1}
!4 = !{ptr @pinned_needed, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "pingpong", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 58, type: !12, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!17 = distinct !DILocation(line: 9, column: 12, scope: !11)
!18 = !DILocation(line: 10, column: 10, scope: !11)
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 10, column: 3, scope: !11)
!24 = !DILocation(line: 10, column: 8, scope: !11)
!25 = !DILocation(line: 11, column: 3, scope: !11)
!26 = !{i64 475}
!27 = !DILocation(line: 12, column: 3, scope: !11)
!28 = !DILocation(line: 13, column: 13, scope: !11)
!29 = !DILocation(line: 13, column: 18, scope: !11)
!30 = !DILocation(line: 14, column: 3, scope: !11)
!31 = !DILocation(line: 15, column: 16, scope: !11)
!32 = !DILocation(line: 15, column: 14, scope: !11)
!33 = !DILocation(line: 15, column: 3, scope: !11)
!34 = !DILocation(line: 15, column: 10, scope: !11)
!35 = !DILocation(line: 16, column: 1, scope: !11)
!36 = distinct !DISubprogram(name: "pinned_pair", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !38)
!38 = distinct !DILocation(line: 22, column: 12, scope: !36)
!39 = !DILocation(line: 23, column: 10, scope: !36)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !21, i64 0}
!42 = !DILocation(line: 23, column: 3, scope: !36)
!43 = !DILocation(line: 23, column: 8, scope: !36)
!44 = !DILocation(line: 24, column: 3, scope: !36)
!45 = !DILocation(line: 25, column: 3, scope: !36)
!46 = !{i64 931}
!47 = !DILocation(line: 26, column: 3, scope: !36)
!48 = !DILocation(line: 60, column: 1, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 60, type: !12, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 27, column: 14, scope: !36)
!51 = !DILocation(line: 27, column: 29, scope: !36)
!52 = !DILocation(line: 27, column: 12, scope: !36)
!53 = !DILocation(line: 27, column: 3, scope: !36)
!54 = !DILocation(line: 27, column: 10, scope: !36)
!55 = !DILocation(line: 28, column: 1, scope: !36)
!56 = distinct !DISubprogram(name: "pinned_needed", scope: !1, file: !1, line: 32, type: !12, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !58)
!58 = distinct !DILocation(line: 34, column: 12, scope: !56)
!59 = !DILocation(line: 35, column: 10, scope: !56)
!60 = !DILocation(line: 35, column: 3, scope: !56)
!61 = !DILocation(line: 35, column: 8, scope: !56)
!62 = !DILocation(line: 36, column: 3, scope: !56)
!63 = !{i64 1271}
!64 = !DILocation(line: 37, column: 3, scope: !56)
!65 = !DILocation(line: 60, column: 1, scope: !49, inlinedAt: !66)
!66 = distinct !DILocation(line: 38, column: 24, scope: !56)
!67 = !DILocation(line: 38, column: 22, scope: !56)
!68 = !DILocation(line: 38, column: 12, scope: !56)
!69 = !DILocation(line: 38, column: 3, scope: !56)
!70 = !DILocation(line: 38, column: 10, scope: !56)
!71 = !DILocation(line: 39, column: 1, scope: !56)
