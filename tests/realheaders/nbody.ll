; ModuleID = 'nbody.cu'
source_filename = "nbody.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4_ = type { float, float, float, float }

@_ZZ12nbody_forcesPK7float4_PS_iE2sh = internal unnamed_addr addrspace(3) global [256 x %struct.float4_] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12nbody_forcesPK7float4_PS_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %7 = mul i32 %5, %6, !dbg !25
  %8 = add i32 %7, %4, !dbg !26
  %9 = zext i32 %8 to i64, !dbg !27
  %10 = getelementptr inbounds %struct.float4_, ptr %0, i64 %9, !dbg !27
  %11 = load float, ptr %10, align 4, !dbg !27, !tbaa !28
  %12 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !27
  %13 = load float, ptr %12, align 4, !dbg !27, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !27
  %15 = load float, ptr %14, align 4, !dbg !27, !tbaa !28
  %16 = icmp sgt i32 %2, 0, !dbg !32
  br i1 %16, label %17, label %20, !dbg !33

17:                                               ; preds = %3
  %18 = zext nneg i32 %4 to i64
  %19 = getelementptr inbounds [256 x %struct.float4_], ptr addrspacecast (ptr addrspace(3) @_ZZ12nbody_forcesPK7float4_PS_iE2sh to ptr), i64 0, i64 %18
  br label %28, !dbg !33

20:                                               ; preds = %36, %3
  %21 = phi float [ 0.000000e+00, %3 ], [ %71, %36 ], !dbg !34
  %22 = phi float [ 0.000000e+00, %3 ], [ %69, %36 ], !dbg !35
  %23 = phi float [ 0.000000e+00, %3 ], [ %67, %36 ], !dbg !36
  %24 = getelementptr inbounds %struct.float4_, ptr %1, i64 %9, !dbg !37
  store float %23, ptr %24, align 4, !dbg !38, !tbaa !28
  %25 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !38
  store float %22, ptr %25, align 4, !dbg !38, !tbaa !28
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !38
  store float %21, ptr %26, align 4, !dbg !38, !tbaa !28
  %27 = getelementptr inbounds i8, ptr %24, i64 12, !dbg !38
  store float 0.000000e+00, ptr %27, align 4, !dbg !38, !tbaa !28
  ret void, !dbg !39

28:                                               ; preds = %17, %36
  %29 = phi float [ 0.000000e+00, %17 ], [ %67, %36 ]
  %30 = phi float [ 0.000000e+00, %17 ], [ %69, %36 ]
  %31 = phi float [ 0.000000e+00, %17 ], [ %71, %36 ]
  %32 = phi i32 [ 0, %17 ], [ %37, %36 ]
  %33 = add i32 %32, %4, !dbg !40
  %34 = zext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds %struct.float4_, ptr %0, i64 %34, !dbg !41
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %19, ptr noundef nonnull align 4 dereferenceable(16) %35, i64 16, i1 false), !dbg !42, !tbaa.struct !43
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  br label %39, !dbg !45

36:                                               ; preds = %39
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %37 = add i32 %32, %6, !dbg !47
  %38 = icmp slt i32 %37, %2, !dbg !32
  br i1 %38, label %28, label %20, !dbg !33, !llvm.loop !48

39:                                               ; preds = %28, %39
  %40 = phi float [ %29, %28 ], [ %67, %39 ]
  %41 = phi float [ %30, %28 ], [ %69, %39 ]
  %42 = phi float [ %31, %28 ], [ %71, %39 ]
  %43 = phi i32 [ 0, %28 ], [ %72, %39 ]
  %44 = zext nneg i32 %43 to i64, !dbg !51
  %45 = getelementptr inbounds [256 x %struct.float4_], ptr addrspacecast (ptr addrspace(3) @_ZZ12nbody_forcesPK7float4_PS_iE2sh to ptr), i64 0, i64 %44, !dbg !51
  %46 = load float, ptr %45, align 4, !dbg !52, !tbaa !53
  %47 = fsub contract float %46, %11, !dbg !55
  %48 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !56
  %49 = load float, ptr %48, align 4, !dbg !56, !tbaa !57
  %50 = fsub contract float %49, %13, !dbg !58
  %51 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !59
  %52 = load float, ptr %51, align 4, !dbg !59, !tbaa !60
  %53 = fsub contract float %52, %15, !dbg !61
  %54 = fmul contract float %47, %47, !dbg !62
  %55 = fmul contract float %50, %50, !dbg !63
  %56 = fadd contract float %54, %55, !dbg !64
  %57 = fmul contract float %53, %53, !dbg !65
  %58 = fadd contract float %56, %57, !dbg !66
  %59 = fadd contract float %58, 0x3E112E0BE0000000, !dbg !67
  %60 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %59), !dbg !68
  %61 = getelementptr inbounds i8, ptr %45, i64 12, !dbg !69
  %62 = load float, ptr %61, align 4, !dbg !69, !tbaa !70
  %63 = fmul contract float %60, %62, !dbg !71
  %64 = fmul contract float %60, %63, !dbg !72
  %65 = fmul contract float %60, %64, !dbg !73
  %66 = fmul contract float %47, %65, !dbg !74
  %67 = fadd contract float %40, %66, !dbg !75
  %68 = fmul contract float %50, %65, !dbg !76
  %69 = fadd contract float %41, %68, !dbg !77
  %70 = fmul contract float %53, %65, !dbg !78
  %71 = fadd contract float %42, %70, !dbg !79
  %72 = add nuw nsw i32 %43, 1, !dbg !80
  %73 = icmp eq i32 %72, %6, !dbg !81
  br i1 %73, label %36, label %39, !dbg !45, !llvm.loop !82
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

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx84,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "nbody.cu", directory: ".")
!8 = !{ptr @_Z12nbody_forcesPK7float4_PS_i, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "nbody_forces", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 12, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 12, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 25, scope: !12)
!25 = !DILocation(line: 14, column: 23, scope: !12)
!26 = !DILocation(line: 14, column: 36, scope: !12)
!27 = !DILocation(line: 15, column: 16, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 17, column: 27, scope: !12)
!33 = !DILocation(line: 17, column: 3, scope: !12)
!34 = !DILocation(line: 16, column: 31, scope: !12)
!35 = !DILocation(line: 16, column: 20, scope: !12)
!36 = !DILocation(line: 16, column: 9, scope: !12)
!37 = !DILocation(line: 31, column: 3, scope: !12)
!38 = !DILocation(line: 31, column: 10, scope: !12)
!39 = !DILocation(line: 32, column: 1, scope: !12)
!40 = !DILocation(line: 18, column: 22, scope: !12)
!41 = !DILocation(line: 18, column: 13, scope: !12)
!42 = !DILocation(line: 18, column: 11, scope: !12)
!43 = !{i64 0, i64 4, !28, i64 4, i64 4, !28, i64 8, i64 4, !28, i64 12, i64 4, !28}
!44 = !DILocation(line: 19, column: 5, scope: !12)
!45 = !DILocation(line: 20, column: 5, scope: !12)
!46 = !DILocation(line: 29, column: 5, scope: !12)
!47 = !DILocation(line: 17, column: 37, scope: !12)
!48 = distinct !{!48, !33, !49, !50}
!49 = !DILocation(line: 30, column: 3, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 21, column: 18, scope: !12)
!52 = !DILocation(line: 21, column: 24, scope: !12)
!53 = !{!54, !29, i64 0}
!54 = !{!"_ZTS7float4_", !29, i64 0, !29, i64 4, !29, i64 8, !29, i64 12}
!55 = !DILocation(line: 21, column: 26, scope: !12)
!56 = !DILocation(line: 21, column: 45, scope: !12)
!57 = !{!54, !29, i64 4}
!58 = !DILocation(line: 21, column: 47, scope: !12)
!59 = !DILocation(line: 21, column: 66, scope: !12)
!60 = !{!54, !29, i64 8}
!61 = !DILocation(line: 21, column: 68, scope: !12)
!62 = !DILocation(line: 22, column: 21, scope: !12)
!63 = !DILocation(line: 22, column: 31, scope: !12)
!64 = !DILocation(line: 22, column: 26, scope: !12)
!65 = !DILocation(line: 22, column: 41, scope: !12)
!66 = !DILocation(line: 22, column: 36, scope: !12)
!67 = !DILocation(line: 22, column: 46, scope: !12)
!68 = !DILocation(line: 23, column: 19, scope: !12)
!69 = !DILocation(line: 24, column: 23, scope: !12)
!70 = !{!54, !29, i64 12}
!71 = !DILocation(line: 24, column: 25, scope: !12)
!72 = !DILocation(line: 24, column: 31, scope: !12)
!73 = !DILocation(line: 24, column: 37, scope: !12)
!74 = !DILocation(line: 25, column: 15, scope: !12)
!75 = !DILocation(line: 25, column: 10, scope: !12)
!76 = !DILocation(line: 26, column: 15, scope: !12)
!77 = !DILocation(line: 26, column: 10, scope: !12)
!78 = !DILocation(line: 27, column: 15, scope: !12)
!79 = !DILocation(line: 27, column: 10, scope: !12)
!80 = !DILocation(line: 20, column: 38, scope: !12)
!81 = !DILocation(line: 20, column: 24, scope: !12)
!82 = distinct !{!82, !45, !83, !50}
!83 = !DILocation(line: 28, column: 5, scope: !12)
