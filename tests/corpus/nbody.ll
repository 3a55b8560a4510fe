; ModuleID = 'nbody.cu'
source_filename = "nbody.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4_ = type { float, float, float, float }

@_ZZ12nbody_forcesPK7float4_PS_iE2sh = internal unnamed_addr addrspace(3) global [256 x %struct.float4_] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12nbody_forcesPK7float4_PS_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds %struct.float4_, ptr %0, i64 %9, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !24
  %13 = load float, ptr %12, align 4, !dbg !24, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !24
  %15 = load float, ptr %14, align 4, !dbg !24, !tbaa !25
  %16 = icmp sgt i32 %2, 0, !dbg !29
  br i1 %16, label %17, label %20, !dbg !30

17:                                               ; preds = %3
  %18 = zext nneg i32 %4 to i64
  %19 = getelementptr inbounds [256 x %struct.float4_], ptr addrspacecast (ptr addrspace(3) @_ZZ12nbody_forcesPK7float4_PS_iE2sh to ptr), i64 0, i64 %18
  br label %28, !dbg !30

20:                                               ; preds = %36, %3
  %21 = phi float [ 0.000000e+00, %3 ], [ %71, %36 ], !dbg !31
  %22 = phi float [ 0.000000e+00, %3 ], [ %69, %36 ], !dbg !32
  %23 = phi float [ 0.000000e+00, %3 ], [ %67, %36 ], !dbg !33
  %24 = getelementptr inbounds %struct.float4_, ptr %1, i64 %9, !dbg !34
  store float %23, ptr %24, align 4, !dbg !35, !tbaa !25
  %25 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !35
  store float %22, ptr %25, align 4, !dbg !35, !tbaa !25
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !35
  store float %21, ptr %26, align 4, !dbg !35, !tbaa !25
  %27 = getelementptr inbounds i8, ptr %24, i64 12, !dbg !35
  store float 0.000000e+00, ptr %27, align 4, !dbg !35, !tbaa !25
  ret void, !dbg !36

28:                                               ; preds = %17, %36
  %29 = phi float [ 0.000000e+00, %17 ], [ %67, %36 ]
  %30 = phi float [ 0.000000e+00, %17 ], [ %69, %36 ]
  %31 = phi float [ 0.000000e+00, %17 ], [ %71, %36 ]
  %32 = phi i32 [ 0, %17 ], [ %37, %36 ]
  %33 = add i32 %32, %4, !dbg !37
  %34 = zext i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds %struct.float4_, ptr %0, i64 %34, !dbg !38
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %19, ptr noundef nonnull align 4 dereferenceable(16) %35, i64 16, i1 false), !dbg !39, !tbaa.struct !40
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  br label %39, !dbg !42

36:                                               ; preds = %39
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %37 = add i32 %32, %6, !dbg !44
  %38 = icmp slt i32 %37, %2, !dbg !29
  br i1 %38, label %28, label %20, !dbg !30, !llvm.loop !45

39:                                               ; preds = %28, %39
  %40 = phi float [ %29, %28 ], [ %67, %39 ]
  %41 = phi float [ %30, %28 ], [ %69, %39 ]
  %42 = phi float [ %31, %28 ], [ %71, %39 ]
  %43 = phi i32 [ 0, %28 ], [ %72, %39 ]
  %44 = zext nneg i32 %43 to i64, !dbg !48
  %45 = getelementptr inbounds [256 x %struct.float4_], ptr addrspacecast (ptr addrspace(3) @_ZZ12nbody_forcesPK7float4_PS_iE2sh to ptr), i64 0, i64 %44, !dbg !48
  %46 = load float, ptr %45, align 4, !dbg !49, !tbaa !50
  %47 = fsub contract float %46, %11, !dbg !52
  %48 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !53
  %49 = load float, ptr %48, align 4, !dbg !53, !tbaa !54
  %50 = fsub contract float %49, %13, !dbg !55
  %51 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !56
  %52 = load float, ptr %51, align 4, !dbg !56, !tbaa !57
  %53 = fsub contract float %52, %15, !dbg !58
  %54 = fmul contract float %47, %47, !dbg !59
  %55 = fmul contract float %50, %50, !dbg !60
  %56 = fadd contract float %54, %55, !dbg !61
  %57 = fmul contract float %53, %53, !dbg !62
  %58 = fadd contract float %56, %57, !dbg !63
  %59 = fadd contract float %58, 0x3E112E0BE0000000, !dbg !64
  %60 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %59), !dbg !65
  %61 = getelementptr inbounds i8, ptr %45, i64 12, !dbg !66
  %62 = load float, ptr %61, align 4, !dbg !66, !tbaa !67
  %63 = fmul contract float %60, %62, !dbg !68
  %64 = fmul contract float %60, %63, !dbg !69
  %65 = fmul contract float %60, %64, !dbg !70
  %66 = fmul contract float %47, %65, !dbg !71
  %67 = fadd contract float %40, %66, !dbg !72
  %68 = fmul contract float %50, %65, !dbg !73
  %69 = fadd contract float %41, %68, !dbg !74
  %70 = fmul contract float %53, %65, !dbg !75
  %71 = fadd contract float %42, %70, !dbg !76
  %72 = add nuw nsw i32 %43, 1, !dbg !77
  %73 = icmp eq i32 %72, %6, !dbg !78
  br i1 %73, label %36, label %39, !dbg !42, !llvm.loop !79
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nbody.cu", directory: ".")
!2 = !{ptr @_Z12nbody_forcesPK7float4_PS_i, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nbody_forces", scope: !1, file: !1, line: 10, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./shim.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 14, column: 12, scope: !9)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 14, column: 25, scope: !9)
!22 = !DILocation(line: 14, column: 23, scope: !9)
!23 = !DILocation(line: 14, column: 36, scope: !9)
!24 = !DILocation(line: 15, column: 16, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 17, column: 27, scope: !9)
!30 = !DILocation(line: 17, column: 3, scope: !9)
!31 = !DILocation(line: 16, column: 31, scope: !9)
!32 = !DILocation(line: 16, column: 20, scope: !9)
!33 = !DILocation(line: 16, column: 9, scope: !9)
!34 = !DILocation(line: 31, column: 3, scope: !9)
!35 = !DILocation(line: 31, column: 10, scope: !9)
!36 = !DILocation(line: 32, column: 1, scope: !9)
!37 = !DILocation(line: 18, column: 22, scope: !9)
!38 = !DILocation(line: 18, column: 13, scope: !9)
!39 = !DILocation(line: 18, column: 11, scope: !9)
!40 = !{i64 0, i64 4, !25, i64 4, i64 4, !25, i64 8, i64 4, !25, i64 12, i64 4, !25}
!41 = !DILocation(line: 19, column: 5, scope: !9)
!42 = !DILocation(line: 20, column: 5, scope: !9)
!43 = !DILocation(line: 29, column: 5, scope: !9)
!44 = !DILocation(line: 17, column: 37, scope: !9)
!45 = distinct !{!45, !30, !46, !47}
!46 = !DILocation(line: 30, column: 3, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 21, column: 18, scope: !9)
!49 = !DILocation(line: 21, column: 24, scope: !9)
!50 = !{!51, !26, i64 0}
!51 = !{!"_ZTS7float4_", !26, i64 0, !26, i64 4, !26, i64 8, !26, i64 12}
!52 = !DILocation(line: 21, column: 26, scope: !9)
!53 = !DILocation(line: 21, column: 45, scope: !9)
!54 = !{!51, !26, i64 4}
!55 = !DILocation(line: 21, column: 47, scope: !9)
!56 = !DILocation(line: 21, column: 66, scope: !9)
!57 = !{!51, !26, i64 8}
!58 = !DILocation(line: 21, column: 68, scope: !9)
!59 = !DILocation(line: 22, column: 21, scope: !9)
!60 = !DILocation(line: 22, column: 31, scope: !9)
!61 = !DILocation(line: 22, column: 26, scope: !9)
!62 = !DILocation(line: 22, column: 41, scope: !9)
!63 = !DILocation(line: 22, column: 36, scope: !9)
!64 = !DILocation(line: 22, column: 46, scope: !9)
!65 = !DILocation(line: 23, column: 19, scope: !9)
!66 = !DILocation(line: 24, column: 23, scope: !9)
!67 = !{!51, !26, i64 12}
!68 = !DILocation(line: 24, column: 25, scope: !9)
!69 = !DILocation(line: 24, column: 31, scope: !9)
!70 = !DILocation(line: 24, column: 37, scope: !9)
!71 = !DILocation(line: 25, column: 15, scope: !9)
!72 = !DILocation(line: 25, column: 10, scope: !9)
!73 = !DILocation(line: 26, column: 15, scope: !9)
!74 = !DILocation(line: 26, column: 10, scope: !9)
!75 = !DILocation(line: 27, column: 15, scope: !9)
!76 = !DILocation(line: 27, column: 10, scope: !9)
!77 = !DILocation(line: 20, column: 38, scope: !9)
!78 = !DILocation(line: 20, column: 24, scope: !9)
!79 = distinct !{!79, !42, !80, !47}
!80 = !DILocation(line: 28, column: 5, scope: !9)
