; ModuleID = 'keep_write_read.cu'
source_filename = "keep_write_read.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10shift_leftE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ20overwrite_after_readE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shift_left(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = add i32 %6, %3, !dbg !24
  %8 = zext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !25
  %10 = load i32, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = zext nneg i32 %3 to i64, !dbg !30
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10shift_leftE1s to ptr), i64 0, i64 %11, !dbg !30
  store i32 %10, ptr %12, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %13 = add nuw nsw i32 %3, 1, !dbg !33
  %14 = icmp ult i32 %13, %5, !dbg !34
  br i1 %14, label %15, label %19, !dbg !35

15:                                               ; preds = %2
  %16 = zext nneg i32 %13 to i64
  %17 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10shift_leftE1s to ptr), i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !dbg !36, !tbaa !26
  br label %19, !dbg !35

19:                                               ; preds = %2, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %2 ], !dbg !35
  %21 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !37
  store i32 %20, ptr %21, align 4, !dbg !38, !tbaa !26
  ret void, !dbg !39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @overwrite_after_read(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !40 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !41
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %5 = mul i32 %3, %4, !dbg !47
  %6 = add i32 %5, %2, !dbg !48
  %7 = zext i32 %6 to i64, !dbg !49
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !49
  %9 = load i32, ptr %8, align 4, !dbg !49, !tbaa !26
  %10 = zext nneg i32 %2 to i64, !dbg !50
  %11 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %10, !dbg !50
  store i32 %9, ptr %11, align 4, !dbg !51, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %12 = trunc nuw nsw i32 %2 to i16, !dbg !53
  %13 = add nuw nsw i16 %12, 1, !dbg !53
  %14 = trunc nuw nsw i32 %4 to i16, !dbg !53
  %15 = urem i16 %13, %14, !dbg !53
  %16 = zext nneg i16 %15 to i64, !dbg !54
  %17 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %16, !dbg !54
  %18 = load i32, ptr %17, align 4, !dbg !54, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %19 = shl nsw i32 %18, 1, !dbg !56
  store i32 %19, ptr %11, align 4, !dbg !57, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %20 = add nuw nsw i16 %12, 2, !dbg !59
  %21 = urem i16 %20, %14, !dbg !59
  %22 = zext nneg i16 %21 to i64, !dbg !60
  %23 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20overwrite_after_readE1s to ptr), i64 0, i64 %22, !dbg !60
  %24 = load i32, ptr %23, align 4, !dbg !60, !tbaa !26
  store i32 %24, ptr %8, align 4, !dbg !61, !tbaa !26
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "keep_write_read.cu", directory: ".")
!2 = !{ptr @shift_left, !"kernel", i32 1}
!3 = !{ptr @overwrite_after_read, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./shim.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 12, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 12, scope: !10)
!20 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 25, scope: !10)
!23 = !DILocation(line: 8, column: 23, scope: !10)
!24 = !DILocation(line: 8, column: 36, scope: !10)
!25 = !DILocation(line: 9, column: 10, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 9, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 8, scope: !10)
!32 = !DILocation(line: 10, column: 3, scope: !10)
!33 = !DILocation(line: 11, column: 15, scope: !10)
!34 = !DILocation(line: 11, column: 19, scope: !10)
!35 = !DILocation(line: 11, column: 12, scope: !10)
!36 = !DILocation(line: 11, column: 35, scope: !10)
!37 = !DILocation(line: 11, column: 3, scope: !10)
!38 = !DILocation(line: 11, column: 10, scope: !10)
!39 = !DILocation(line: 12, column: 1, scope: !10)
!40 = distinct !DISubprogram(name: "overwrite_after_read", scope: !1, file: !1, line: 15, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !42)
!42 = distinct !DILocation(line: 17, column: 12, scope: !40)
!43 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !44)
!44 = distinct !DILocation(line: 18, column: 12, scope: !40)
!45 = !DILocation(line: 60, column: 1, scope: !21, inlinedAt: !46)
!46 = distinct !DILocation(line: 18, column: 25, scope: !40)
!47 = !DILocation(line: 18, column: 23, scope: !40)
!48 = !DILocation(line: 18, column: 36, scope: !40)
!49 = !DILocation(line: 19, column: 10, scope: !40)
!50 = !DILocation(line: 19, column: 3, scope: !40)
!51 = !DILocation(line: 19, column: 8, scope: !40)
!52 = !DILocation(line: 20, column: 3, scope: !40)
!53 = !DILocation(line: 21, column: 21, scope: !40)
!54 = !DILocation(line: 21, column: 11, scope: !40)
!55 = !DILocation(line: 22, column: 3, scope: !40)
!56 = !DILocation(line: 23, column: 12, scope: !40)
!57 = !DILocation(line: 23, column: 8, scope: !40)
!58 = !DILocation(line: 24, column: 3, scope: !40)
!59 = !DILocation(line: 25, column: 23, scope: !40)
!60 = !DILocation(line: 25, column: 13, scope: !40)
!61 = !DILocation(line: 25, column: 11, scope: !40)
!62 = !DILocation(line: 26, column: 1, scope: !40)
