; ModuleID = 'ordered_slots.cu'
source_filename = "ordered_slots.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22syncwarp_ordered_slotsPiE1s = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ27named_barrier_ordered_slotsPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ18flag_ordered_slotsPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ18flag_ordered_slotsPiE4flag = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22syncwarp_ordered_slotsPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !14 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !21
  %4 = icmp eq i32 %3, 1, !dbg !24
  br i1 %4, label %5, label %6, !dbg !25

5:                                                ; preds = %1
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  br label %6, !dbg !30

6:                                                ; preds = %5, %1
  %7 = mul nuw nsw i32 %3, 100, !dbg !31
  %8 = add nuw nsw i32 %7, %2, !dbg !32
  %9 = zext nneg i32 %2 to i64, !dbg !33
  %10 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22syncwarp_ordered_slotsPiE1s to ptr), i64 0, i64 %9, !dbg !33
  store i32 %8, ptr %10, align 4, !dbg !34, !tbaa !35
  %11 = icmp eq i32 %3, 0, !dbg !39
  br i1 %11, label %12, label %13, !dbg !40

12:                                               ; preds = %6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !41
  br label %13, !dbg !43

13:                                               ; preds = %12, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %14 = load i32, ptr %10, align 4, !dbg !45, !tbaa !35
  %15 = shl nuw nsw i32 %3, 4, !dbg !46
  %16 = add nuw nsw i32 %15, %2, !dbg !47
  %17 = zext nneg i32 %16 to i64, !dbg !48
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !48
  store i32 %14, ptr %18, align 4, !dbg !49, !tbaa !35
  ret void, !dbg !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z27named_barrier_ordered_slotsPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !51 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !54
  %4 = icmp eq i32 %3, 0, !dbg !56
  br i1 %4, label %5, label %8, !dbg !57

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27named_barrier_ordered_slotsPiE1s to ptr), i64 0, i64 %6
  store i32 %2, ptr %7, align 4, !dbg !58, !tbaa !35
  br label %8, !dbg !59

8:                                                ; preds = %5, %1
  %9 = icmp ult i32 %3, 2, !dbg !60
  br i1 %9, label %10, label %11, !dbg !61

10:                                               ; preds = %8
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #3, !dbg !62, !srcloc !63
  br label %11, !dbg !62

11:                                               ; preds = %10, %8
  %12 = icmp eq i32 %3, 1, !dbg !64
  %13 = zext nneg i32 %2 to i64
  br i1 %12, label %14, label %17, !dbg !65

14:                                               ; preds = %11
  %15 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27named_barrier_ordered_slotsPiE1s to ptr), i64 0, i64 %13
  %16 = add nuw nsw i32 %2, 100
  store i32 %16, ptr %15, align 4, !dbg !66, !tbaa !35
  br label %17, !dbg !67

17:                                               ; preds = %11, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  %18 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27named_barrier_ordered_slotsPiE1s to ptr), i64 0, i64 %13, !dbg !69
  %19 = load i32, ptr %18, align 4, !dbg !69, !tbaa !35
  %20 = shl nuw nsw i32 %3, 5, !dbg !70
  %21 = add nuw nsw i32 %20, %2, !dbg !71
  %22 = zext nneg i32 %21 to i64, !dbg !72
  %23 = getelementptr inbounds i32, ptr %0, i64 %22, !dbg !72
  store i32 %19, ptr %23, align 4, !dbg !73, !tbaa !35
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18flag_ordered_slotsPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !75 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !76
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !78
  %4 = zext nneg i32 %2 to i64, !dbg !80
  %5 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18flag_ordered_slotsPiE4flag to ptr), i64 0, i64 %4, !dbg !80
  %6 = addrspacecast ptr %5 to ptr addrspace(3), !dbg !81
  %7 = ptrtoint ptr addrspace(3) %6 to i64, !dbg !87
  %8 = trunc i64 %7 to i32, !dbg !88
  %9 = icmp eq i32 %3, 0, !dbg !89
  br i1 %9, label %10, label %11, !dbg !90

10:                                               ; preds = %1
  store i32 0, ptr %5, align 4, !dbg !91, !tbaa !35
  br label %11, !dbg !92

11:                                               ; preds = %10, %1
  tail call void @llvm.nvvm.barrier0(), !dbg !93
  br i1 %9, label %12, label %14, !dbg !94

12:                                               ; preds = %11
  %13 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18flag_ordered_slotsPiE1s to ptr), i64 0, i64 %4, !dbg !95
  store i32 %2, ptr %13, align 4, !dbg !96, !tbaa !35
  tail call void asm sideeffect "st.release.cta.shared.u32 [$0], $1;", "r,r,~{memory}"(i32 %8, i32 1) #3, !dbg !97, !srcloc !98
  br label %20, !dbg !99

14:                                               ; preds = %11, %14
  %15 = tail call i32 asm sideeffect "ld.acquire.cta.shared.u32 $0, [$1];", "=r,r,~{memory}"(i32 %8) #3, !dbg !100, !srcloc !101
  %16 = icmp eq i32 %15, 0, !dbg !102
  br i1 %16, label %14, label %17, !dbg !103, !llvm.loop !104

17:                                               ; preds = %14
  %18 = add nuw nsw i32 %2, 100, !dbg !108
  %19 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18flag_ordered_slotsPiE1s to ptr), i64 0, i64 %4, !dbg !109
  store i32 %18, ptr %19, align 4, !dbg !110, !tbaa !35
  br label %20

20:                                               ; preds = %17, %12
  tail call void @llvm.nvvm.barrier0(), !dbg !111
  %21 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18flag_ordered_slotsPiE1s to ptr), i64 0, i64 %4, !dbg !112
  %22 = load i32, ptr %21, align 4, !dbg !112, !tbaa !35
  %23 = shl nuw nsw i32 %3, 5, !dbg !113
  %24 = add nuw nsw i32 %23, %2, !dbg !114
  %25 = zext nneg i32 %24 to i64, !dbg !115
  %26 = getelementptr inbounds i32, ptr %0, i64 %25, !dbg !115
  store i32 %22, ptr %26, align 4, !dbg !116, !tbaa !35
  ret void, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "ordered_slots.cu", directory: ".")
!8 = !{ptr @_Z22syncwarp_ordered_slotsPi, !"kernel", i32 1}
!9 = !{ptr @_Z27named_barrier_ordered_slotsPi, !"kernel", i32 1}
!10 = !{ptr @_Z18flag_ordered_slotsPi, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = distinct !DISubprogram(name: "syncwarp_ordered_slots", scope: !7, file: !7, line: 9, type: !15, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 11, column: 16, scope: !14)
!21 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 54, type: !15, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 11, column: 33, scope: !14)
!24 = !DILocation(line: 12, column: 9, scope: !14)
!25 = !DILocation(line: 12, column: 7, scope: !14)
!26 = !DILocation(line: 186, column: 10, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__syncwarp", scope: !28, file: !28, line: 185, type: !15, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!29 = distinct !DILocation(line: 13, column: 5, scope: !14)
!30 = !DILocation(line: 13, column: 5, scope: !14)
!31 = !DILocation(line: 14, column: 14, scope: !14)
!32 = !DILocation(line: 14, column: 18, scope: !14)
!33 = !DILocation(line: 14, column: 3, scope: !14)
!34 = !DILocation(line: 14, column: 8, scope: !14)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 15, column: 9, scope: !14)
!40 = !DILocation(line: 15, column: 7, scope: !14)
!41 = !DILocation(line: 186, column: 10, scope: !27, inlinedAt: !42)
!42 = distinct !DILocation(line: 16, column: 5, scope: !14)
!43 = !DILocation(line: 16, column: 5, scope: !14)
!44 = !DILocation(line: 17, column: 3, scope: !14)
!45 = !DILocation(line: 18, column: 21, scope: !14)
!46 = !DILocation(line: 18, column: 10, scope: !14)
!47 = !DILocation(line: 18, column: 14, scope: !14)
!48 = !DILocation(line: 18, column: 3, scope: !14)
!49 = !DILocation(line: 18, column: 19, scope: !14)
!50 = !DILocation(line: 19, column: 1, scope: !14)
!51 = distinct !DISubprogram(name: "named_barrier_ordered_slots", scope: !7, file: !7, line: 24, type: !15, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !53)
!53 = distinct !DILocation(line: 26, column: 16, scope: !51)
!54 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !55)
!55 = distinct !DILocation(line: 26, column: 33, scope: !51)
!56 = !DILocation(line: 27, column: 9, scope: !51)
!57 = !DILocation(line: 27, column: 7, scope: !51)
!58 = !DILocation(line: 28, column: 10, scope: !51)
!59 = !DILocation(line: 28, column: 5, scope: !51)
!60 = !DILocation(line: 29, column: 9, scope: !51)
!61 = !DILocation(line: 29, column: 7, scope: !51)
!62 = !DILocation(line: 30, column: 5, scope: !51)
!63 = !{i64 1357}
!64 = !DILocation(line: 31, column: 9, scope: !51)
!65 = !DILocation(line: 31, column: 7, scope: !51)
!66 = !DILocation(line: 32, column: 10, scope: !51)
!67 = !DILocation(line: 32, column: 5, scope: !51)
!68 = !DILocation(line: 33, column: 3, scope: !51)
!69 = !DILocation(line: 34, column: 21, scope: !51)
!70 = !DILocation(line: 34, column: 10, scope: !51)
!71 = !DILocation(line: 34, column: 14, scope: !51)
!72 = !DILocation(line: 34, column: 3, scope: !51)
!73 = !DILocation(line: 34, column: 19, scope: !51)
!74 = !DILocation(line: 35, column: 1, scope: !51)
!75 = distinct !DISubprogram(name: "flag_ordered_slots", scope: !7, file: !7, line: 40, type: !15, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!76 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !77)
!77 = distinct !DILocation(line: 43, column: 16, scope: !75)
!78 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !79)
!79 = distinct !DILocation(line: 43, column: 33, scope: !75)
!80 = !DILocation(line: 44, column: 64, scope: !75)
!81 = !DILocation(line: 490, column: 18, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !28, file: !28, line: 489, type: !15, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!83 = distinct !DILocation(line: 149, column: 10, scope: !84, inlinedAt: !86)
!84 = distinct !DISubprogram(name: "__cvta_generic_to_shared", scope: !85, file: !85, line: 147, type: !15, scopeLine: 148, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!85 = !DIFile(filename: "/cuda-12.4/include/sm_20_intrinsics.hpp", directory: "")
!86 = distinct !DILocation(line: 44, column: 38, scope: !75)
!87 = !DILocation(line: 490, column: 10, scope: !82, inlinedAt: !83)
!88 = !DILocation(line: 44, column: 38, scope: !75)
!89 = !DILocation(line: 45, column: 9, scope: !75)
!90 = !DILocation(line: 45, column: 7, scope: !75)
!91 = !DILocation(line: 46, column: 13, scope: !75)
!92 = !DILocation(line: 46, column: 5, scope: !75)
!93 = !DILocation(line: 47, column: 3, scope: !75)
!94 = !DILocation(line: 48, column: 7, scope: !75)
!95 = !DILocation(line: 49, column: 5, scope: !75)
!96 = !DILocation(line: 49, column: 10, scope: !75)
!97 = !DILocation(line: 50, column: 5, scope: !75)
!98 = !{i64 2156}
!99 = !DILocation(line: 51, column: 3, scope: !75)
!100 = !DILocation(line: 54, column: 7, scope: !75)
!101 = !{i64 2283}
!102 = !DILocation(line: 55, column: 19, scope: !75)
!103 = !DILocation(line: 55, column: 5, scope: !75)
!104 = distinct !{!104, !105, !106, !107}
!105 = !DILocation(line: 53, column: 5, scope: !75)
!106 = !DILocation(line: 55, column: 23, scope: !75)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 56, column: 16, scope: !75)
!109 = !DILocation(line: 56, column: 5, scope: !75)
!110 = !DILocation(line: 56, column: 10, scope: !75)
!111 = !DILocation(line: 58, column: 3, scope: !75)
!112 = !DILocation(line: 59, column: 21, scope: !75)
!113 = !DILocation(line: 59, column: 10, scope: !75)
!114 = !DILocation(line: 59, column: 14, scope: !75)
!115 = !DILocation(line: 59, column: 3, scope: !75)
!116 = !DILocation(line: 59, column: 19, scope: !75)
!117 = !DILocation(line: 60, column: 1, scope: !75)
