; ModuleID = 'divergent_barrier.hip'
source_filename = "divergent_barrier.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ20barrier_in_half_warpE1s = internal unnamed_addr addrspace(3) global [32 x float] undef, align 16
@_ZZ25early_return_then_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@_ZZ33divergent_write_converged_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 16
@__hip_cuid_ef9b1a3564680bad = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ef9b1a3564680bad to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @barrier_in_half_warp(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %4 = icmp ult i32 %3, 16, !dbg !21
  br i1 %4, label %5, label %14, !dbg !22

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64, !dbg !23
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6, !dbg !23
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !23, !tbaa !24
  %9 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s, i32 0, i32 %3, !dbg !28
  store float %8, ptr addrspace(3) %9, align 4, !dbg !29, !tbaa !24
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !39
  %10 = sub nuw nsw i32 15, %3, !dbg !40
  %11 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ20barrier_in_half_warpE1s, i32 0, i32 %10, !dbg !41
  %12 = load float, ptr addrspace(3) %11, align 4, !dbg !41, !tbaa !24
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6, !dbg !42
  store float %12, ptr addrspace(1) %13, align 4, !dbg !43, !tbaa !24
  br label %14, !dbg !44

14:                                               ; preds = %5, %2
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @early_return_then_barrier(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !46 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !47, !range !20
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !55
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12, !dbg !55
  %8 = load i16, ptr addrspace(4) %7, align 4, !dbg !55, !tbaa !60
  %9 = zext i16 %8 to i32, !dbg !55
  %10 = mul i32 %5, %9, !dbg !64
  %11 = add i32 %10, %4, !dbg !65
  %12 = icmp ult i32 %11, %2, !dbg !66
  br i1 %12, label %13, label %25, !dbg !67

13:                                               ; preds = %3
  %14 = zext i32 %11 to i64, !dbg !68
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14, !dbg !68
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !68, !tbaa !24
  %17 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ25early_return_then_barrierE1s, i32 0, i32 %4, !dbg !69
  store float %16, ptr addrspace(3) %17, align 4, !dbg !70, !tbaa !24
  fence syncscope("workgroup") release, !dbg !71
  tail call void @llvm.amdgcn.s.barrier(), !dbg !75
  fence syncscope("workgroup") acquire, !dbg !76
  %18 = trunc nuw nsw i32 %4 to i16, !dbg !77
  %19 = add nuw nsw i16 %18, 1, !dbg !77
  %20 = urem i16 %19, %8, !dbg !77
  %21 = zext nneg i16 %20 to i32, !dbg !78
  %22 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ25early_return_then_barrierE1s, i32 0, i32 %21, !dbg !78
  %23 = load float, ptr addrspace(3) %22, align 4, !dbg !78, !tbaa !24
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !79
  store float %23, ptr addrspace(1) %24, align 4, !dbg !80, !tbaa !24
  br label %25, !dbg !81

25:                                               ; preds = %3, %13
  ret void, !dbg !81
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @divergent_write_converged_barrier(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !82 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !83, !range !20
  %4 = icmp ult i32 %3, 32, !dbg !86
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  br i1 %4, label %6, label %204, !dbg !87

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !60
  %9 = zext i16 %8 to i32
  %10 = icmp ult i32 %3, %9, !dbg !88
  br i1 %10, label %11, label %204, !dbg !89

11:                                               ; preds = %6
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %13 = mul i32 %12, %9
  %14 = xor i32 %3, -1, !dbg !89
  %15 = add nsw i32 %14, %9, !dbg !89
  %16 = lshr i32 %15, 5, !dbg !89
  %17 = add nuw nsw i32 %16, 1, !dbg !89
  %18 = icmp ult i32 %15, 736, !dbg !89
  br i1 %18, label %193, label %19, !dbg !89

19:                                               ; preds = %11
  %20 = add i32 %3, %13, !dbg !89
  %21 = sub nsw i32 %3, %9, !dbg !89
  %22 = or i32 %21, 31, !dbg !89
  %23 = icmp ult i32 %22, %20, !dbg !89
  br i1 %23, label %193, label %24

24:                                               ; preds = %19
  %25 = and i32 %17, 268435454, !dbg !89
  %26 = shl i32 %25, 5, !dbg !89
  %27 = or disjoint i32 %3, %26, !dbg !89
  %28 = insertelement <2 x i32> poison, i32 %3, i64 0, !dbg !89
  %29 = shufflevector <2 x i32> %28, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !89
  %30 = or disjoint <2 x i32> %29, <i32 0, i32 32>, !dbg !89
  %31 = insertelement <2 x i32> poison, i32 %13, i64 0, !dbg !89
  %32 = shufflevector <2 x i32> %31, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !89
  %33 = add nsw i32 %16, -1, !dbg !89
  %34 = lshr i32 %33, 1, !dbg !89
  %35 = add nuw i32 %34, 1, !dbg !89
  %36 = and i32 %35, 7, !dbg !89
  %37 = icmp ult i32 %33, 14, !dbg !89
  br i1 %37, label %166, label %38, !dbg !89

38:                                               ; preds = %24
  %39 = and i32 %35, -8, !dbg !89
  br label %40, !dbg !89

40:                                               ; preds = %40, %38
  %41 = phi i32 [ 0, %38 ], [ %162, %40 ]
  %42 = phi <2 x i32> [ %30, %38 ], [ %163, %40 ]
  %43 = phi i32 [ 0, %38 ], [ %164, %40 ]
  %44 = shl i32 %41, 5, !dbg !89
  %45 = or disjoint i32 %3, %44, !dbg !89
  %46 = or disjoint i32 %45, 32, !dbg !89
  %47 = add <2 x i32> %32, %42, !dbg !90
  %48 = zext <2 x i32> %47 to <2 x i64>, !dbg !91
  %49 = extractelement <2 x i64> %48, i64 0, !dbg !91
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49, !dbg !91
  %51 = extractelement <2 x i64> %48, i64 1, !dbg !91
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51, !dbg !91
  %53 = load float, ptr addrspace(1) %50, align 4, !dbg !91, !tbaa !24
  %54 = load float, ptr addrspace(1) %52, align 4, !dbg !91, !tbaa !24
  %55 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %45, !dbg !92
  %56 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %46, !dbg !92
  store float %53, ptr addrspace(3) %55, align 4, !dbg !93, !tbaa !24
  store float %54, ptr addrspace(3) %56, align 4, !dbg !93, !tbaa !24
  %57 = add <2 x i32> %42, <i32 64, i32 64>
  %58 = shl i32 %41, 5, !dbg !89
  %59 = or disjoint i32 %58, 64, !dbg !89
  %60 = or disjoint i32 %3, %59, !dbg !89
  %61 = or disjoint i32 %60, 32, !dbg !89
  %62 = add <2 x i32> %32, %57, !dbg !90
  %63 = zext <2 x i32> %62 to <2 x i64>, !dbg !91
  %64 = extractelement <2 x i64> %63, i64 0, !dbg !91
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64, !dbg !91
  %66 = extractelement <2 x i64> %63, i64 1, !dbg !91
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66, !dbg !91
  %68 = load float, ptr addrspace(1) %65, align 4, !dbg !91, !tbaa !24
  %69 = load float, ptr addrspace(1) %67, align 4, !dbg !91, !tbaa !24
  %70 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %60, !dbg !92
  %71 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %61, !dbg !92
  store float %68, ptr addrspace(3) %70, align 4, !dbg !93, !tbaa !24
  store float %69, ptr addrspace(3) %71, align 4, !dbg !93, !tbaa !24
  %72 = add <2 x i32> %42, <i32 128, i32 128>
  %73 = shl i32 %41, 5, !dbg !89
  %74 = or disjoint i32 %73, 128, !dbg !89
  %75 = or disjoint i32 %3, %74, !dbg !89
  %76 = or disjoint i32 %75, 32, !dbg !89
  %77 = add <2 x i32> %32, %72, !dbg !90
  %78 = zext <2 x i32> %77 to <2 x i64>, !dbg !91
  %79 = extractelement <2 x i64> %78, i64 0, !dbg !91
  %80 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %79, !dbg !91
  %81 = extractelement <2 x i64> %78, i64 1, !dbg !91
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81, !dbg !91
  %83 = load float, ptr addrspace(1) %80, align 4, !dbg !91, !tbaa !24
  %84 = load float, ptr addrspace(1) %82, align 4, !dbg !91, !tbaa !24
  %85 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %75, !dbg !92
  %86 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %76, !dbg !92
  store float %83, ptr addrspace(3) %85, align 4, !dbg !93, !tbaa !24
  store float %84, ptr addrspace(3) %86, align 4, !dbg !93, !tbaa !24
  %87 = add <2 x i32> %42, <i32 192, i32 192>
  %88 = shl i32 %41, 5, !dbg !89
  %89 = or disjoint i32 %88, 192, !dbg !89
  %90 = or disjoint i32 %3, %89, !dbg !89
  %91 = or disjoint i32 %90, 32, !dbg !89
  %92 = add <2 x i32> %32, %87, !dbg !90
  %93 = zext <2 x i32> %92 to <2 x i64>, !dbg !91
  %94 = extractelement <2 x i64> %93, i64 0, !dbg !91
  %95 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %94, !dbg !91
  %96 = extractelement <2 x i64> %93, i64 1, !dbg !91
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96, !dbg !91
  %98 = load float, ptr addrspace(1) %95, align 4, !dbg !91, !tbaa !24
  %99 = load float, ptr addrspace(1) %97, align 4, !dbg !91, !tbaa !24
  %100 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %90, !dbg !92
  %101 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %91, !dbg !92
  store float %98, ptr addrspace(3) %100, align 4, !dbg !93, !tbaa !24
  store float %99, ptr addrspace(3) %101, align 4, !dbg !93, !tbaa !24
  %102 = add <2 x i32> %42, <i32 256, i32 256>
  %103 = shl i32 %41, 5, !dbg !89
  %104 = or disjoint i32 %103, 256, !dbg !89
  %105 = or disjoint i32 %3, %104, !dbg !89
  %106 = or disjoint i32 %105, 32, !dbg !89
  %107 = add <2 x i32> %32, %102, !dbg !90
  %108 = zext <2 x i32> %107 to <2 x i64>, !dbg !91
  %109 = extractelement <2 x i64> %108, i64 0, !dbg !91
  %110 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %109, !dbg !91
  %111 = extractelement <2 x i64> %108, i64 1, !dbg !91
  %112 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %111, !dbg !91
  %113 = load float, ptr addrspace(1) %110, align 4, !dbg !91, !tbaa !24
  %114 = load float, ptr addrspace(1) %112, align 4, !dbg !91, !tbaa !24
  %115 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %105, !dbg !92
  %116 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %106, !dbg !92
  store float %113, ptr addrspace(3) %115, align 4, !dbg !93, !tbaa !24
  store float %114, ptr addrspace(3) %116, align 4, !dbg !93, !tbaa !24
  %117 = add <2 x i32> %42, <i32 320, i32 320>
  %118 = shl i32 %41, 5, !dbg !89
  %119 = or disjoint i32 %118, 320, !dbg !89
  %120 = or disjoint i32 %3, %119, !dbg !89
  %121 = or disjoint i32 %120, 32, !dbg !89
  %122 = add <2 x i32> %32, %117, !dbg !90
  %123 = zext <2 x i32> %122 to <2 x i64>, !dbg !91
  %124 = extractelement <2 x i64> %123, i64 0, !dbg !91
  %125 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %124, !dbg !91
  %126 = extractelement <2 x i64> %123, i64 1, !dbg !91
  %127 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %126, !dbg !91
  %128 = load float, ptr addrspace(1) %125, align 4, !dbg !91, !tbaa !24
  %129 = load float, ptr addrspace(1) %127, align 4, !dbg !91, !tbaa !24
  %130 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %120, !dbg !92
  %131 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %121, !dbg !92
  store float %128, ptr addrspace(3) %130, align 4, !dbg !93, !tbaa !24
  store float %129, ptr addrspace(3) %131, align 4, !dbg !93, !tbaa !24
  %132 = add <2 x i32> %42, <i32 384, i32 384>
  %133 = shl i32 %41, 5, !dbg !89
  %134 = or disjoint i32 %133, 384, !dbg !89
  %135 = or disjoint i32 %3, %134, !dbg !89
  %136 = or disjoint i32 %135, 32, !dbg !89
  %137 = add <2 x i32> %32, %132, !dbg !90
  %138 = zext <2 x i32> %137 to <2 x i64>, !dbg !91
  %139 = extractelement <2 x i64> %138, i64 0, !dbg !91
  %140 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %139, !dbg !91
  %141 = extractelement <2 x i64> %138, i64 1, !dbg !91
  %142 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %141, !dbg !91
  %143 = load float, ptr addrspace(1) %140, align 4, !dbg !91, !tbaa !24
  %144 = load float, ptr addrspace(1) %142, align 4, !dbg !91, !tbaa !24
  %145 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %135, !dbg !92
  %146 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %136, !dbg !92
  store float %143, ptr addrspace(3) %145, align 4, !dbg !93, !tbaa !24
  store float %144, ptr addrspace(3) %146, align 4, !dbg !93, !tbaa !24
  %147 = add <2 x i32> %42, <i32 448, i32 448>
  %148 = shl i32 %41, 5, !dbg !89
  %149 = or disjoint i32 %148, 448, !dbg !89
  %150 = or disjoint i32 %3, %149, !dbg !89
  %151 = or disjoint i32 %150, 32, !dbg !89
  %152 = add <2 x i32> %32, %147, !dbg !90
  %153 = zext <2 x i32> %152 to <2 x i64>, !dbg !91
  %154 = extractelement <2 x i64> %153, i64 0, !dbg !91
  %155 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %154, !dbg !91
  %156 = extractelement <2 x i64> %153, i64 1, !dbg !91
  %157 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %156, !dbg !91
  %158 = load float, ptr addrspace(1) %155, align 4, !dbg !91, !tbaa !24
  %159 = load float, ptr addrspace(1) %157, align 4, !dbg !91, !tbaa !24
  %160 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %150, !dbg !92
  %161 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %151, !dbg !92
  store float %158, ptr addrspace(3) %160, align 4, !dbg !93, !tbaa !24
  store float %159, ptr addrspace(3) %161, align 4, !dbg !93, !tbaa !24
  %162 = add nuw i32 %41, 16
  %163 = add <2 x i32> %42, <i32 512, i32 512>
  %164 = add i32 %43, 8
  %165 = icmp eq i32 %164, %39
  br i1 %165, label %166, label %40, !llvm.loop !94

166:                                              ; preds = %40, %24
  %167 = phi i32 [ 0, %24 ], [ %162, %40 ]
  %168 = phi <2 x i32> [ %30, %24 ], [ %163, %40 ]
  %169 = icmp eq i32 %36, 0
  br i1 %169, label %191, label %170

170:                                              ; preds = %166, %170
  %171 = phi i32 [ %187, %170 ], [ %167, %166 ]
  %172 = phi <2 x i32> [ %188, %170 ], [ %168, %166 ]
  %173 = phi i32 [ %189, %170 ], [ 0, %166 ]
  %174 = shl i32 %171, 5, !dbg !89
  %175 = or disjoint i32 %3, %174, !dbg !89
  %176 = or disjoint i32 %175, 32, !dbg !89
  %177 = add <2 x i32> %32, %172, !dbg !90
  %178 = zext <2 x i32> %177 to <2 x i64>, !dbg !91
  %179 = extractelement <2 x i64> %178, i64 0, !dbg !91
  %180 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %179, !dbg !91
  %181 = extractelement <2 x i64> %178, i64 1, !dbg !91
  %182 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %181, !dbg !91
  %183 = load float, ptr addrspace(1) %180, align 4, !dbg !91, !tbaa !24
  %184 = load float, ptr addrspace(1) %182, align 4, !dbg !91, !tbaa !24
  %185 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %175, !dbg !92
  %186 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %176, !dbg !92
  store float %183, ptr addrspace(3) %185, align 4, !dbg !93, !tbaa !24
  store float %184, ptr addrspace(3) %186, align 4, !dbg !93, !tbaa !24
  %187 = add nuw i32 %171, 2
  %188 = add <2 x i32> %172, <i32 64, i32 64>
  %189 = add i32 %173, 1
  %190 = icmp eq i32 %189, %36
  br i1 %190, label %191, label %170, !llvm.loop !98

191:                                              ; preds = %170, %166
  %192 = icmp eq i32 %17, %25, !dbg !89
  br i1 %192, label %204, label %193, !dbg !89

193:                                              ; preds = %191, %19, %11
  %194 = phi i32 [ %3, %19 ], [ %3, %11 ], [ %27, %191 ]
  br label %195, !dbg !89

195:                                              ; preds = %193, %195
  %196 = phi i32 [ %202, %195 ], [ %194, %193 ]
  %197 = add i32 %13, %196, !dbg !90
  %198 = zext i32 %197 to i64, !dbg !91
  %199 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %198, !dbg !91
  %200 = load float, ptr addrspace(1) %199, align 4, !dbg !91, !tbaa !24
  %201 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %196, !dbg !92
  store float %200, ptr addrspace(3) %201, align 4, !dbg !93, !tbaa !24
  %202 = add nuw nsw i32 %196, 32, !dbg !100
  %203 = icmp ult i32 %202, %9, !dbg !88
  br i1 %203, label %195, label %204, !dbg !89, !llvm.loop !101

204:                                              ; preds = %195, %191, %2, %6
  fence syncscope("workgroup") release, !dbg !102
  tail call void @llvm.amdgcn.s.barrier(), !dbg !106
  fence syncscope("workgroup") acquire, !dbg !107
  %205 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !108
  %206 = load i16, ptr addrspace(4) %205, align 4, !dbg !108, !tbaa !60
  %207 = zext i16 %206 to i32, !dbg !108
  %208 = xor i32 %3, -1, !dbg !111
  %209 = add nsw i32 %207, %208, !dbg !111
  %210 = getelementptr inbounds [1024 x float], ptr addrspace(3) @_ZZ33divergent_write_converged_barrierE1s, i32 0, i32 %209, !dbg !112
  %211 = load float, ptr addrspace(3) %210, align 4, !dbg !112, !tbaa !24
  %212 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !113
  %213 = mul i32 %212, %207, !dbg !116
  %214 = add i32 %213, %3, !dbg !117
  %215 = zext i32 %214 to i64, !dbg !118
  %216 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %215, !dbg !118
  store float %211, ptr addrspace(1) %216, align 4, !dbg !119, !tbaa !24
  ret void, !dbg !120
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergent_barrier.hip", directory: ".", checksumkind: CSK_MD5, checksum: "6c3e94ffe5c91e82ff2db8f0295ad278")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "barrier_in_half_warp", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 7, column: 12, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 8, column: 19, scope: !11)
!22 = !DILocation(line: 8, column: 7, scope: !11)
!23 = !DILocation(line: 9, column: 12, scope: !11)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 9, column: 5, scope: !11)
!29 = !DILocation(line: 9, column: 10, scope: !11)
!30 = !DILocation(line: 890, column: 9, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__work_group_barrier", scope: !32, file: !32, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!33 = distinct !DILocation(line: 902, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__barrier", scope: !32, file: !32, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 910, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__syncthreads", scope: !32, file: !32, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 10, column: 5, scope: !11)
!38 = !DILocation(line: 891, column: 9, scope: !31, inlinedAt: !33)
!39 = !DILocation(line: 892, column: 9, scope: !31, inlinedAt: !33)
!40 = !DILocation(line: 11, column: 19, scope: !11)
!41 = !DILocation(line: 11, column: 14, scope: !11)
!42 = !DILocation(line: 11, column: 5, scope: !11)
!43 = !DILocation(line: 11, column: 12, scope: !11)
!44 = !DILocation(line: 12, column: 3, scope: !11)
!45 = !DILocation(line: 13, column: 1, scope: !11)
!46 = distinct !DISubprogram(name: "early_return_then_barrier", scope: !1, file: !1, line: 15, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !48)
!48 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !49)
!49 = distinct !DILocation(line: 18, column: 12, scope: !46)
!50 = !DILocation(line: 263, column: 69, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 299, column: 64, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 19, column: 12, scope: !46)
!55 = !DILocation(line: 268, column: 12, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 299, column: 64, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 19, column: 25, scope: !46)
!60 = !{!61, !61, i64 0}
!61 = !{!"short", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 19, column: 23, scope: !46)
!65 = !DILocation(line: 19, column: 36, scope: !46)
!66 = !DILocation(line: 20, column: 9, scope: !46)
!67 = !DILocation(line: 20, column: 7, scope: !46)
!68 = !DILocation(line: 22, column: 10, scope: !46)
!69 = !DILocation(line: 22, column: 3, scope: !46)
!70 = !DILocation(line: 22, column: 8, scope: !46)
!71 = !DILocation(line: 890, column: 9, scope: !31, inlinedAt: !72)
!72 = distinct !DILocation(line: 902, column: 3, scope: !34, inlinedAt: !73)
!73 = distinct !DILocation(line: 910, column: 3, scope: !36, inlinedAt: !74)
!74 = distinct !DILocation(line: 23, column: 3, scope: !46)
!75 = !DILocation(line: 891, column: 9, scope: !31, inlinedAt: !72)
!76 = !DILocation(line: 892, column: 9, scope: !31, inlinedAt: !72)
!77 = !DILocation(line: 24, column: 22, scope: !46)
!78 = !DILocation(line: 24, column: 12, scope: !46)
!79 = !DILocation(line: 24, column: 3, scope: !46)
!80 = !DILocation(line: 24, column: 10, scope: !46)
!81 = !DILocation(line: 25, column: 1, scope: !46)
!82 = distinct !DISubprogram(name: "divergent_write_converged_barrier", scope: !1, file: !1, line: 27, type: !12, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !84)
!84 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !85)
!85 = distinct !DILocation(line: 30, column: 12, scope: !82)
!86 = !DILocation(line: 31, column: 9, scope: !82)
!87 = !DILocation(line: 31, column: 7, scope: !82)
!88 = !DILocation(line: 32, column: 24, scope: !82)
!89 = !DILocation(line: 32, column: 5, scope: !82)
!90 = !DILocation(line: 33, column: 41, scope: !82)
!91 = !DILocation(line: 33, column: 14, scope: !82)
!92 = !DILocation(line: 33, column: 7, scope: !82)
!93 = !DILocation(line: 33, column: 12, scope: !82)
!94 = distinct !{!94, !89, !95, !96, !97}
!95 = !DILocation(line: 33, column: 44, scope: !82)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = distinct !{!98, !99}
!99 = !{!"llvm.loop.unroll.disable"}
!100 = !DILocation(line: 32, column: 40, scope: !82)
!101 = distinct !{!101, !89, !95, !96, !97}
!102 = !DILocation(line: 890, column: 9, scope: !31, inlinedAt: !103)
!103 = distinct !DILocation(line: 902, column: 3, scope: !34, inlinedAt: !104)
!104 = distinct !DILocation(line: 910, column: 3, scope: !36, inlinedAt: !105)
!105 = distinct !DILocation(line: 35, column: 3, scope: !82)
!106 = !DILocation(line: 891, column: 9, scope: !31, inlinedAt: !103)
!107 = !DILocation(line: 892, column: 9, scope: !31, inlinedAt: !103)
!108 = !DILocation(line: 268, column: 12, scope: !56, inlinedAt: !109)
!109 = distinct !DILocation(line: 299, column: 64, scope: !58, inlinedAt: !110)
!110 = distinct !DILocation(line: 36, column: 40, scope: !82)
!111 = !DILocation(line: 36, column: 55, scope: !82)
!112 = !DILocation(line: 36, column: 38, scope: !82)
!113 = !DILocation(line: 263, column: 69, scope: !51, inlinedAt: !114)
!114 = distinct !DILocation(line: 299, column: 64, scope: !53, inlinedAt: !115)
!115 = distinct !DILocation(line: 36, column: 7, scope: !82)
!116 = !DILocation(line: 36, column: 18, scope: !82)
!117 = !DILocation(line: 36, column: 31, scope: !82)
!118 = !DILocation(line: 36, column: 3, scope: !82)
!119 = !DILocation(line: 36, column: 36, scope: !82)
!120 = !DILocation(line: 37, column: 1, scope: !82)
