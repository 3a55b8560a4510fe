; ModuleID = 'unknown_call.cu'
source_filename = "unknown_call.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20unknown_call_privateE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18unknown_call_afterE1s = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ19unknown_call_beforeE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_private(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %6 = mul i32 %4, %5, !dbg !24
  %7 = add i32 %6, %3, !dbg !25
  %8 = zext i32 %7 to i64, !dbg !26
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !26
  %10 = load float, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !31
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20unknown_call_privateE1s to ptr), i64 0, i64 %11, !dbg !31
  store float %10, ptr %12, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  tail call void @_Z9log_eventi(i32 noundef 7) #4, !dbg !34
  %13 = load float, ptr %12, align 4, !dbg !35, !tbaa !27
  %14 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !36
  store float %13, ptr %14, align 4, !dbg !37, !tbaa !27
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z9log_eventi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_after(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !39 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %5 = mul i32 %3, %4, !dbg !46
  %6 = add i32 %5, %2, !dbg !47
  %7 = zext i32 %6 to i64, !dbg !48
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !48
  %9 = load float, ptr %8, align 4, !dbg !48, !tbaa !27
  %10 = zext nneg i32 %2 to i64, !dbg !49
  %11 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18unknown_call_afterE1s to ptr), i64 0, i64 %10, !dbg !49
  store float %9, ptr %11, align 4, !dbg !50, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %12 = tail call contract noundef float @_Z18external_transformPf(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18unknown_call_afterE1s to ptr)) #4, !dbg !52
  %13 = zext nneg i32 %3 to i64, !dbg !53
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !53
  store float %12, ptr %14, align 4, !dbg !54, !tbaa !27
  ret void, !dbg !55
}

; Function Attrs: convergent nounwind
declare dso_local noundef float @_Z18external_transformPf(ptr noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_before(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !56 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !61
  %6 = mul i32 %4, %5, !dbg !63
  %7 = add i32 %6, %3, !dbg !64
  %8 = zext i32 %7 to i64, !dbg !65
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !65
  %10 = load float, ptr %9, align 4, !dbg !65, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !66
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19unknown_call_beforeE1s to ptr), i64 0, i64 %11, !dbg !66
  store float %10, ptr %12, align 4, !dbg !67, !tbaa !27
  tail call void @_Z9log_eventi(i32 noundef 1) #4, !dbg !68
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %13 = xor i32 %3, -1, !dbg !70
  %14 = add nsw i32 %5, %13, !dbg !70
  %15 = zext i32 %14 to i64, !dbg !71
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19unknown_call_beforeE1s to ptr), i64 0, i64 %15, !dbg !71
  %17 = load float, ptr %16, align 4, !dbg !71, !tbaa !27
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !72
  store float %17, ptr %18, align 4, !dbg !73, !tbaa !27
  ret void, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unknown_call.cu", directory: ".")
!2 = !{ptr @unknown_call_private, !"kernel", i32 1}
!3 = !{ptr @unknown_call_after, !"kernel", i32 1}
!4 = !{ptr @unknown_call_before, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "unknown_call_private", scope: !1, file: !1, line: 14, type: !12, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 58, type: !12, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "./shim.h", directory: ".")
!17 = distinct !DILocation(line: 17, column: 12, scope: !11)
!18 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 59, type: !12, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 18, column: 12, scope: !11)
!21 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 60, type: !12, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 18, column: 25, scope: !11)
!24 = !DILocation(line: 18, column: 23, scope: !11)
!25 = !DILocation(line: 18, column: 36, scope: !11)
!26 = !DILocation(line: 19, column: 10, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 19, column: 3, scope: !11)
!32 = !DILocation(line: 19, column: 8, scope: !11)
!33 = !DILocation(line: 20, column: 3, scope: !11)
!34 = !DILocation(line: 21, column: 3, scope: !11)
!35 = !DILocation(line: 22, column: 12, scope: !11)
!36 = !DILocation(line: 22, column: 3, scope: !11)
!37 = !DILocation(line: 22, column: 10, scope: !11)
!38 = !DILocation(line: 23, column: 1, scope: !11)
!39 = distinct !DISubprogram(name: "unknown_call_after", scope: !1, file: !1, line: 25, type: !12, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !41)
!41 = distinct !DILocation(line: 27, column: 12, scope: !39)
!42 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !43)
!43 = distinct !DILocation(line: 28, column: 14, scope: !39)
!44 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !45)
!45 = distinct !DILocation(line: 28, column: 27, scope: !39)
!46 = !DILocation(line: 28, column: 25, scope: !39)
!47 = !DILocation(line: 28, column: 38, scope: !39)
!48 = !DILocation(line: 28, column: 10, scope: !39)
!49 = !DILocation(line: 28, column: 3, scope: !39)
!50 = !DILocation(line: 28, column: 8, scope: !39)
!51 = !DILocation(line: 29, column: 3, scope: !39)
!52 = !DILocation(line: 30, column: 21, scope: !39)
!53 = !DILocation(line: 30, column: 3, scope: !39)
!54 = !DILocation(line: 30, column: 19, scope: !39)
!55 = !DILocation(line: 31, column: 1, scope: !39)
!56 = distinct !DISubprogram(name: "unknown_call_before", scope: !1, file: !1, line: 33, type: !12, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 58, column: 1, scope: !15, inlinedAt: !58)
!58 = distinct !DILocation(line: 35, column: 12, scope: !56)
!59 = !DILocation(line: 59, column: 1, scope: !19, inlinedAt: !60)
!60 = distinct !DILocation(line: 36, column: 12, scope: !56)
!61 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !62)
!62 = distinct !DILocation(line: 36, column: 25, scope: !56)
!63 = !DILocation(line: 36, column: 23, scope: !56)
!64 = !DILocation(line: 36, column: 36, scope: !56)
!65 = !DILocation(line: 37, column: 10, scope: !56)
!66 = !DILocation(line: 37, column: 3, scope: !56)
!67 = !DILocation(line: 37, column: 8, scope: !56)
!68 = !DILocation(line: 38, column: 3, scope: !56)
!69 = !DILocation(line: 39, column: 3, scope: !56)
!70 = !DILocation(line: 40, column: 29, scope: !56)
!71 = !DILocation(line: 40, column: 12, scope: !56)
!72 = !DILocation(line: 40, column: 3, scope: !56)
!73 = !DILocation(line: 40, column: 10, scope: !56)
!74 = !DILocation(line: 41, column: 1, scope: !56)
