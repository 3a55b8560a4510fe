; ModuleID = 'unknown_call.cu'
source_filename = "unknown_call.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20unknown_call_privateE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ18unknown_call_afterE1s = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ19unknown_call_beforeE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_private(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !14 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %6 = mul i32 %4, %5, !dbg !27
  %7 = add i32 %6, %3, !dbg !28
  %8 = zext i32 %7 to i64, !dbg !29
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !29
  %10 = load float, ptr %9, align 4, !dbg !29, !tbaa !30
  %11 = zext nneg i32 %3 to i64, !dbg !34
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20unknown_call_privateE1s to ptr), i64 0, i64 %11, !dbg !34
  store float %10, ptr %12, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  tail call void @_Z9log_eventi(i32 noundef 7) #4, !dbg !37
  %13 = load float, ptr %12, align 4, !dbg !38, !tbaa !30
  %14 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !39
  store float %13, ptr %14, align 4, !dbg !40, !tbaa !30
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z9log_eventi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_after(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !42 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %5 = mul i32 %3, %4, !dbg !49
  %6 = add i32 %5, %2, !dbg !50
  %7 = zext i32 %6 to i64, !dbg !51
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !51
  %9 = load float, ptr %8, align 4, !dbg !51, !tbaa !30
  %10 = zext nneg i32 %2 to i64, !dbg !52
  %11 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18unknown_call_afterE1s to ptr), i64 0, i64 %10, !dbg !52
  store float %9, ptr %11, align 4, !dbg !53, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %12 = tail call contract noundef float @_Z18external_transformPf(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18unknown_call_afterE1s to ptr)) #4, !dbg !55
  %13 = zext nneg i32 %3 to i64, !dbg !56
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !56
  store float %12, ptr %14, align 4, !dbg !57, !tbaa !30
  ret void, !dbg !58
}

; Function Attrs: convergent nounwind
declare dso_local noundef float @_Z18external_transformPf(ptr noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_call_before(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !59 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !64
  %6 = mul i32 %4, %5, !dbg !66
  %7 = add i32 %6, %3, !dbg !67
  %8 = zext i32 %7 to i64, !dbg !68
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !68
  %10 = load float, ptr %9, align 4, !dbg !68, !tbaa !30
  %11 = zext nneg i32 %3 to i64, !dbg !69
  %12 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19unknown_call_beforeE1s to ptr), i64 0, i64 %11, !dbg !69
  store float %10, ptr %12, align 4, !dbg !70, !tbaa !30
  tail call void @_Z9log_eventi(i32 noundef 1) #4, !dbg !71
  tail call void @llvm.nvvm.barrier0(), !dbg !72
  %13 = xor i32 %3, -1, !dbg !73
  %14 = add nsw i32 %5, %13, !dbg !73
  %15 = zext i32 %14 to i64, !dbg !74
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19unknown_call_beforeE1s to ptr), i64 0, i64 %15, !dbg !74
  %17 = load float, ptr %16, align 4, !dbg !74, !tbaa !30
  %18 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !75
  store float %17, ptr %18, align 4, !dbg !76, !tbaa !30
  ret void, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !DIFile(filename: "unknown_call.cu", directory: ".")
!8 = !{ptr @unknown_call_private, !"kernel", i32 1}
!9 = !{ptr @unknown_call_after, !"kernel", i32 1}
!10 = !{ptr @unknown_call_before, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = distinct !DISubprogram(name: "unknown_call_private", scope: !7, file: !7, line: 14, type: !15, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 17, column: 12, scope: !14)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 18, column: 12, scope: !14)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 18, column: 25, scope: !14)
!27 = !DILocation(line: 18, column: 23, scope: !14)
!28 = !DILocation(line: 18, column: 36, scope: !14)
!29 = !DILocation(line: 19, column: 10, scope: !14)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 19, column: 3, scope: !14)
!35 = !DILocation(line: 19, column: 8, scope: !14)
!36 = !DILocation(line: 20, column: 3, scope: !14)
!37 = !DILocation(line: 21, column: 3, scope: !14)
!38 = !DILocation(line: 22, column: 12, scope: !14)
!39 = !DILocation(line: 22, column: 3, scope: !14)
!40 = !DILocation(line: 22, column: 10, scope: !14)
!41 = !DILocation(line: 23, column: 1, scope: !14)
!42 = distinct !DISubprogram(name: "unknown_call_after", scope: !7, file: !7, line: 25, type: !15, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !44)
!44 = distinct !DILocation(line: 27, column: 12, scope: !42)
!45 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !46)
!46 = distinct !DILocation(line: 28, column: 14, scope: !42)
!47 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !48)
!48 = distinct !DILocation(line: 28, column: 27, scope: !42)
!49 = !DILocation(line: 28, column: 25, scope: !42)
!50 = !DILocation(line: 28, column: 38, scope: !42)
!51 = !DILocation(line: 28, column: 10, scope: !42)
!52 = !DILocation(line: 28, column: 3, scope: !42)
!53 = !DILocation(line: 28, column: 8, scope: !42)
!54 = !DILocation(line: 29, column: 3, scope: !42)
!55 = !DILocation(line: 30, column: 21, scope: !42)
!56 = !DILocation(line: 30, column: 3, scope: !42)
!57 = !DILocation(line: 30, column: 19, scope: !42)
!58 = !DILocation(line: 31, column: 1, scope: !42)
!59 = distinct !DISubprogram(name: "unknown_call_before", scope: !7, file: !7, line: 33, type: !15, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !61)
!61 = distinct !DILocation(line: 35, column: 12, scope: !59)
!62 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !63)
!63 = distinct !DILocation(line: 36, column: 12, scope: !59)
!64 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !65)
!65 = distinct !DILocation(line: 36, column: 25, scope: !59)
!66 = !DILocation(line: 36, column: 23, scope: !59)
!67 = !DILocation(line: 36, column: 36, scope: !59)
!68 = !DILocation(line: 37, column: 10, scope: !59)
!69 = !DILocation(line: 37, column: 3, scope: !59)
!70 = !DILocation(line: 37, column: 8, scope: !59)
!71 = !DILocation(line: 38, column: 3, scope: !59)
!72 = !DILocation(line: 39, column: 3, scope: !59)
!73 = !DILocation(line: 40, column: 29, scope: !59)
!74 = !DILocation(line: 40, column: 12, scope: !59)
!75 = !DILocation(line: 40, column: 3, scope: !59)
!76 = !DILocation(line: 40, column: 10, scope: !59)
!77 = !DILocation(line: 41, column: 1, scope: !59)
