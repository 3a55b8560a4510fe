; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @layer_norm_forward(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, ptr addrspace(1) inreg nofree readonly captures(none) %3, ptr addrspace(1) inreg nofree writeonly captures(none) %4, ptr addrspace(1) inreg nofree writeonly captures(none) %5, i32 inreg %6, float inreg %7, ptr addrspace(1) inreg nofree readnone captures(none) %8, ptr addrspace(1) inreg nofree readnone captures(none) %9) local_unnamed_addr #0 !dbg !4 {
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %12 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %11), !dbg !13
  %13 = lshr i32 %12, 6, !dbg !12
  %14 = and i32 %13, 7, !dbg !12
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %16 = and i32 %11, 63, !dbg !15
  %17 = shl nuw nsw i32 %14, 6, !dbg !15
  %18 = or disjoint i32 %17, %16, !dbg !15
  %19 = mul i32 %6, %15, !dbg !16
  %20 = sext i32 %19 to i64, !dbg !17
  %21 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %20, !dbg !17
  %22 = icmp sgt i32 %6, 0, !dbg !18
  br i1 %22, label %.lr.ph, label %._crit_edge, !dbg !18

.lr.ph:                                           ; preds = %10, %31
  %23 = phi float [ %34, %31 ], [ 0.000000e+00, %10 ]
  %24 = phi i32 [ %35, %31 ], [ 0, %10 ]
  %25 = or disjoint i32 %24, %18, !dbg !19
  %26 = icmp slt i32 %25, %6, !dbg !20
  br i1 %26, label %27, label %31, !dbg !21

27:                                               ; preds = %.lr.ph
  %28 = sext i32 %25 to i64
  %29 = getelementptr [4 x i8], ptr addrspace(1) %21, i64 %28
  %30 = load <1 x float>, ptr addrspace(1) %29, align 4, !dbg !21
  br label %31, !dbg !21

31:                                               ; preds = %27, %.lr.ph
  %32 = phi <1 x float> [ %30, %27 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  %33 = extractelement <1 x float> %32, i64 0, !dbg !21
  %34 = fadd float %23, %33, !dbg !22
  %35 = add i32 %24, 512, !dbg !18
  %36 = icmp slt i32 %35, %6, !dbg !18
  br i1 %36, label %.lr.ph, label %._crit_edge, !dbg !18

._crit_edge:                                      ; preds = %31, %10
  %.lcssa8 = phi float [ 0.000000e+00, %10 ], [ %34, %31 ], !dbg !23
  %37 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %.lcssa8, i32 280, i32 15, i32 15, i1 true), !dbg !24
  %38 = fadd float %.lcssa8, %37, !dbg !29
  %39 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %38, i32 276, i32 15, i32 15, i1 true), !dbg !24
  %40 = fadd float %38, %39, !dbg !29
  %41 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %40, i32 274, i32 15, i32 15, i1 true), !dbg !24
  %42 = fadd float %40, %41, !dbg !29
  %43 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %42, i32 273, i32 15, i32 15, i1 true), !dbg !24
  %44 = fadd float %42, %43, !dbg !29
  %45 = tail call float @llvm.amdgcn.update.dpp.f32(float %44, float %44, i32 322, i32 10, i32 15, i1 true), !dbg !24
  %46 = fadd float %44, %45, !dbg !29
  %47 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %46, i32 323, i32 15, i32 15, i1 true), !dbg !24
  %48 = fadd float %46, %47, !dbg !29
  %49 = tail call float @llvm.amdgcn.readlane.f32(float %48, i32 63), !dbg !24
  %50 = shl nuw nsw i32 %14, 2, !dbg !24
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !24
  %52 = insertelement <1 x float> poison, float %49, i64 0, !dbg !24
  store <1 x float> %52, ptr addrspace(3) %51, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !30
  %53 = shl nuw nsw i32 %11, 2, !dbg !24
  %54 = and i32 %53, 28, !dbg !24
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !24
  %56 = load <1 x float>, ptr addrspace(3) %55, align 4, !dbg !24
  %57 = extractelement <1 x float> %56, i64 0, !dbg !24
  %58 = bitcast float %57 to i32, !dbg !24
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %58, i32 321, i32 15, i32 15, i1 true), !dbg !24
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %59, i32 27, i32 15, i32 15, i1 true), !dbg !24
  %61 = bitcast i32 %60 to float, !dbg !24
  %62 = fadd float %57, %61, !dbg !29
  %63 = bitcast float %62 to i32, !dbg !24
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %63, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %65 = bitcast i32 %64 to float, !dbg !24
  %66 = fadd float %62, %65, !dbg !29
  %67 = bitcast float %66 to i32, !dbg !24
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %67, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %69 = bitcast i32 %68 to float, !dbg !24
  %70 = fadd float %66, %69, !dbg !29
  %71 = sitofp i32 %6 to float, !dbg !31
  %72 = fdiv float %70, %71, !dbg !31
  br i1 %22, label %.lr.ph10, label %._crit_edge11, !dbg !32

.lr.ph10:                                         ; preds = %._crit_edge, %81
  %73 = phi float [ %87, %81 ], [ 0.000000e+00, %._crit_edge ]
  %74 = phi i32 [ %88, %81 ], [ 0, %._crit_edge ]
  %75 = or disjoint i32 %74, %18, !dbg !33
  %76 = icmp slt i32 %75, %6, !dbg !34
  br i1 %76, label %77, label %81, !dbg !35

77:                                               ; preds = %.lr.ph10
  %78 = sext i32 %75 to i64
  %79 = getelementptr [4 x i8], ptr addrspace(1) %21, i64 %78
  %80 = load <1 x float>, ptr addrspace(1) %79, align 4, !dbg !35
  br label %81, !dbg !35

81:                                               ; preds = %77, %.lr.ph10
  %82 = phi <1 x float> [ %80, %77 ], [ zeroinitializer, %.lr.ph10 ], !dbg !35
  %83 = extractelement <1 x float> %82, i64 0, !dbg !35
  %84 = fsub float %83, %72, !dbg !36
  %85 = select i1 %76, float %84, float 0.000000e+00, !dbg !37
  %86 = fmul float %85, %85, !dbg !38
  %87 = fadd float %73, %86, !dbg !39
  %88 = add i32 %74, 512, !dbg !32
  %89 = icmp slt i32 %88, %6, !dbg !32
  br i1 %89, label %.lr.ph10, label %._crit_edge11, !dbg !32

._crit_edge11:                                    ; preds = %81, %._crit_edge
  %.lcssa = phi float [ 0.000000e+00, %._crit_edge ], [ %87, %81 ], !dbg !40
  fence syncscope("workgroup") release, !dbg !41, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41, !mmra !30
  %90 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %.lcssa, i32 280, i32 15, i32 15, i1 true), !dbg !41
  %91 = fadd float %.lcssa, %90, !dbg !43
  %92 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %91, i32 276, i32 15, i32 15, i1 true), !dbg !41
  %93 = fadd float %91, %92, !dbg !43
  %94 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %93, i32 274, i32 15, i32 15, i1 true), !dbg !41
  %95 = fadd float %93, %94, !dbg !43
  %96 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %95, i32 273, i32 15, i32 15, i1 true), !dbg !41
  %97 = fadd float %95, %96, !dbg !43
  %98 = tail call float @llvm.amdgcn.update.dpp.f32(float %97, float %97, i32 322, i32 10, i32 15, i1 true), !dbg !41
  %99 = fadd float %97, %98, !dbg !43
  %100 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %99, i32 323, i32 15, i32 15, i1 true), !dbg !41
  %101 = fadd float %99, %100, !dbg !43
  %102 = tail call float @llvm.amdgcn.readlane.f32(float %101, i32 63), !dbg !41
  %103 = insertelement <1 x float> poison, float %102, i64 0, !dbg !41
  store <1 x float> %103, ptr addrspace(3) %51, align 4, !dbg !41
  fence syncscope("workgroup") release, !dbg !41, !mmra !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41, !mmra !30
  %104 = load <1 x float>, ptr addrspace(3) %55, align 4, !dbg !41
  %105 = extractelement <1 x float> %104, i64 0, !dbg !41
  %106 = bitcast float %105 to i32, !dbg !41
  %107 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %106, i32 321, i32 15, i32 15, i1 true), !dbg !41
  %108 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %107, i32 27, i32 15, i32 15, i1 true), !dbg !41
  %109 = bitcast i32 %108 to float, !dbg !41
  %110 = fadd float %105, %109, !dbg !43
  %111 = bitcast float %110 to i32, !dbg !41
  %112 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %111, i32 78, i32 15, i32 15, i1 true), !dbg !41
  %113 = bitcast i32 %112 to float, !dbg !41
  %114 = fadd float %110, %113, !dbg !43
  %115 = bitcast float %114 to i32, !dbg !41
  %116 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %115, i32 177, i32 15, i32 15, i1 true), !dbg !41
  %117 = bitcast i32 %116 to float, !dbg !41
  %118 = fadd float %114, %117, !dbg !43
  %119 = fdiv float %118, %71, !dbg !44
  %120 = fadd float %7, %119, !dbg !44
  %121 = tail call float @llvm.amdgcn.sqrt.f32(float %120), !dbg !45
  %122 = fdiv float 1.000000e+00, %121, !dbg !46
  %123 = or i32 %14, %16, !dbg !47
  %124 = icmp eq i32 %123, 0, !dbg !47
  br i1 %124, label %125, label %.critedge, !dbg !47

125:                                              ; preds = %._crit_edge11
  %126 = sext i32 %15 to i64
  %127 = getelementptr [4 x i8], ptr addrspace(1) %5, i64 %126
  %128 = insertelement <1 x float> poison, float %122, i64 0
  %129 = getelementptr [4 x i8], ptr addrspace(1) %4, i64 %126
  %130 = insertelement <1 x float> poison, float %72, i64 0
  store <1 x float> %130, ptr addrspace(1) %129, align 4, !dbg !47
  store <1 x float> %128, ptr addrspace(1) %127, align 4, !dbg !13
  br label %.critedge, !dbg !13

.critedge:                                        ; preds = %._crit_edge11, %125
  %131 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %20, !dbg !48
  br i1 %22, label %.lr.ph13, label %._crit_edge14, !dbg !49

.lr.ph13:                                         ; preds = %.critedge, %.critedge5
  %132 = phi i32 [ %152, %.critedge5 ], [ 0, %.critedge ]
  %133 = or disjoint i32 %132, %18, !dbg !50
  %134 = icmp slt i32 %133, %6, !dbg !51
  br i1 %134, label %135, label %.critedge5, !dbg !52

135:                                              ; preds = %.lr.ph13
  %136 = sext i32 %133 to i64, !dbg !53
  %137 = getelementptr [4 x i8], ptr addrspace(1) %21, i64 %136, !dbg !53
  %138 = load <1 x float>, ptr addrspace(1) %137, align 4, !dbg !52
  %139 = extractelement <1 x float> %138, i64 0, !dbg !52
  %140 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %136, !dbg !54
  %141 = load <1 x float>, ptr addrspace(1) %140, align 4, !dbg !55
  %142 = extractelement <1 x float> %141, i64 0, !dbg !55
  %143 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %136, !dbg !56
  %144 = load <1 x float>, ptr addrspace(1) %143, align 4, !dbg !57
  %145 = fsub float %139, %72, !dbg !58
  %146 = fmul float %122, %145, !dbg !59
  %147 = fmul float %142, %146, !dbg !59
  %148 = extractelement <1 x float> %144, i64 0, !dbg !57
  %149 = fadd float %148, %147, !dbg !59
  %150 = insertelement <1 x float> poison, float %149, i64 0, !dbg !12
  %151 = getelementptr [4 x i8], ptr addrspace(1) %131, i64 %136, !dbg !48
  store <1 x float> %150, ptr addrspace(1) %151, align 4, !dbg !12
  br label %.critedge5, !dbg !12

.critedge5:                                       ; preds = %.lr.ph13, %135
  %152 = add i32 %132, 512, !dbg !49
  %153 = icmp slt i32 %152, %6, !dbg !49
  br i1 %153, label %.lr.ph13, label %._crit_edge14, !dbg !49

._crit_edge14:                                    ; preds = %.critedge5, %.critedge
  ret void, !dbg !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #6

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt-amd/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "layer_norm_forward", linkageName: "layer_norm_forward", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !7, !7, !9, !8, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 49, column: 9, scope: !4)
!13 = !DILocation(line: 42, column: 5, scope: !4)
!14 = !DILocation(line: 28, column: 11, scope: !4)
!15 = !DILocation(line: 31, column: 24, scope: !4)
!16 = !DILocation(line: 32, column: 32, scope: !4)
!17 = !DILocation(line: 32, column: 24, scope: !4)
!18 = !DILocation(line: 30, column: 5, scope: !4)
!19 = !DILocation(line: 31, column: 16, scope: !4)
!20 = !DILocation(line: 32, column: 58, scope: !4)
!21 = !DILocation(line: 32, column: 16, scope: !4)
!22 = !DILocation(line: 32, column: 9, scope: !4)
!23 = !DILocation(line: 29, column: 11, scope: !4)
!24 = !DILocation(line: 314, column: 12, scope: !25, inlinedAt: !27)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !26, discriminator: 0)
!26 = !DIFile(filename: "standard.py", directory: "/root/.cache/syncflow/triton-3.9.0/lib/python3.11/site-packages/triton/language")
!27 = !DILocation(line: 33, column: 12, scope: !28)
!28 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!29 = !DILocation(line: 287, column: 12, scope: !25, inlinedAt: !24)
!30 = !{!"amdgpu-synchronize-as", !"local"}
!31 = !DILocation(line: 33, column: 12, scope: !4)
!32 = !DILocation(line: 35, column: 5, scope: !4)
!33 = !DILocation(line: 36, column: 16, scope: !4)
!34 = !DILocation(line: 37, column: 55, scope: !4)
!35 = !DILocation(line: 37, column: 13, scope: !4)
!36 = !DILocation(line: 38, column: 37, scope: !4)
!37 = !DILocation(line: 38, column: 13, scope: !4)
!38 = !DILocation(line: 39, column: 20, scope: !4)
!39 = !DILocation(line: 39, column: 9, scope: !4)
!40 = !DILocation(line: 34, column: 15, scope: !4)
!41 = !DILocation(line: 314, column: 12, scope: !25, inlinedAt: !42)
!42 = !DILocation(line: 40, column: 26, scope: !28)
!43 = !DILocation(line: 287, column: 12, scope: !25, inlinedAt: !41)
!44 = !DILocation(line: 40, column: 26, scope: !4)
!45 = !DILocation(line: 40, column: 18, scope: !4)
!46 = !DILocation(line: 40, column: 12, scope: !4)
!47 = !DILocation(line: 41, column: 5, scope: !4)
!48 = !DILocation(line: 49, column: 18, scope: !4)
!49 = !DILocation(line: 43, column: 5, scope: !4)
!50 = !DILocation(line: 44, column: 16, scope: !4)
!51 = !DILocation(line: 45, column: 13, scope: !4)
!52 = !DILocation(line: 46, column: 13, scope: !4)
!53 = !DILocation(line: 46, column: 21, scope: !4)
!54 = !DILocation(line: 47, column: 21, scope: !4)
!55 = !DILocation(line: 47, column: 13, scope: !4)
!56 = !DILocation(line: 48, column: 21, scope: !4)
!57 = !DILocation(line: 48, column: 13, scope: !4)
!58 = !DILocation(line: 49, column: 48, scope: !4)
!59 = !DILocation(line: 49, column: 47, scope: !4)
!60 = !DILocation(line: 26, column: 1, scope: !4)
