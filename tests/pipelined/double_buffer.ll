; ModuleID = 'double_buffer.cu'
source_filename = "double_buffer.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6db_andPKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ13single_bufferPKfPfiE2As = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ9db_togglePKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4
@_ZZ11db_prefetchPKfPfiE2As = internal unnamed_addr addrspace(3) global [2 x [256 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6db_andPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !16 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %5 = icmp sgt i32 %2, 0, !dbg !23
  br i1 %5, label %6, label %31, !dbg !24

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = and i32 %4, 255, !dbg !25
  %9 = zext nneg i32 %8 to i64, !dbg !26
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 255
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i32 %4, 64
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = and i32 %4, 255
  %20 = xor i32 %19, 128
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i32 %4, 160
  %23 = and i32 %22, 255
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i32 %4, 192
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %4, 224
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  br label %38, !dbg !24

31:                                               ; preds = %38, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %72, %38 ], !dbg !27
  %33 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %34 = shl i32 %33, 8, !dbg !31
  %35 = add i32 %34, %4, !dbg !32
  %36 = zext i32 %35 to i64, !dbg !33
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !33
  store float %32, ptr %37, align 4, !dbg !34, !tbaa !35
  ret void, !dbg !39

38:                                               ; preds = %6, %38
  %39 = phi i32 [ 0, %6 ], [ %73, %38 ]
  %40 = phi float [ 0.000000e+00, %6 ], [ %72, %38 ]
  %41 = shl nsw i32 %39, 8, !dbg !40
  %42 = add nuw nsw i32 %41, %4, !dbg !41
  %43 = zext nneg i32 %42 to i64, !dbg !42
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !42
  %45 = load float, ptr %44, align 4, !dbg !42, !tbaa !35
  %46 = and i32 %39, 1, !dbg !43
  %47 = zext nneg i32 %46 to i64, !dbg !44
  %48 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %7, !dbg !44
  store float %45, ptr %48, align 4, !dbg !45, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %49 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %9, !dbg !26
  %50 = load float, ptr %49, align 4, !dbg !26, !tbaa !35
  %51 = fadd contract float %40, %50, !dbg !47
  %52 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %12, !dbg !26
  %53 = load float, ptr %52, align 4, !dbg !26, !tbaa !35
  %54 = fadd contract float %51, %53, !dbg !47
  %55 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %15, !dbg !26
  %56 = load float, ptr %55, align 4, !dbg !26, !tbaa !35
  %57 = fadd contract float %54, %56, !dbg !47
  %58 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %18, !dbg !26
  %59 = load float, ptr %58, align 4, !dbg !26, !tbaa !35
  %60 = fadd contract float %57, %59, !dbg !47
  %61 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %21, !dbg !26
  %62 = load float, ptr %61, align 4, !dbg !26, !tbaa !35
  %63 = fadd contract float %60, %62, !dbg !47
  %64 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %24, !dbg !26
  %65 = load float, ptr %64, align 4, !dbg !26, !tbaa !35
  %66 = fadd contract float %63, %65, !dbg !47
  %67 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %27, !dbg !26
  %68 = load float, ptr %67, align 4, !dbg !26, !tbaa !35
  %69 = fadd contract float %66, %68, !dbg !47
  %70 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6db_andPKfPfiE2As to ptr), i64 0, i64 %47, i64 %30, !dbg !26
  %71 = load float, ptr %70, align 4, !dbg !26, !tbaa !35
  %72 = fadd contract float %69, %71, !dbg !47
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %73 = add nuw nsw i32 %39, 1, !dbg !49
  %74 = icmp eq i32 %73, %2, !dbg !23
  br i1 %74, label %31, label %38, !dbg !24, !llvm.loop !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13single_bufferPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !53 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %5 = icmp sgt i32 %2, 0, !dbg !56
  br i1 %5, label %6, label %40, !dbg !57

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %7
  %9 = and i32 %4, 255, !dbg !58
  %10 = zext nneg i32 %9 to i64, !dbg !59
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %10, !dbg !59
  %12 = add nuw nsw i32 %4, 32
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %14
  %16 = add nuw nsw i32 %4, 64
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %18
  %20 = add nuw nsw i32 %4, 96
  %21 = and i32 %20, 255
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %22
  %24 = and i32 %4, 255
  %25 = xor i32 %24, 128
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %26
  %28 = add nuw nsw i32 %4, 160
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %30
  %32 = add nuw nsw i32 %4, 192
  %33 = and i32 %32, 255
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %34
  %36 = add nuw nsw i32 %4, 224
  %37 = and i32 %36, 255
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13single_bufferPKfPfiE2As to ptr), i64 0, i64 %38
  br label %47, !dbg !57

40:                                               ; preds = %47, %3
  %41 = phi float [ 0.000000e+00, %3 ], [ %70, %47 ], !dbg !60
  %42 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %43 = shl i32 %42, 8, !dbg !63
  %44 = add i32 %43, %4, !dbg !64
  %45 = zext i32 %44 to i64, !dbg !65
  %46 = getelementptr inbounds float, ptr %1, i64 %45, !dbg !65
  store float %41, ptr %46, align 4, !dbg !66, !tbaa !35
  ret void, !dbg !67

47:                                               ; preds = %6, %47
  %48 = phi i32 [ 0, %6 ], [ %71, %47 ]
  %49 = phi float [ 0.000000e+00, %6 ], [ %70, %47 ]
  %50 = shl nsw i32 %48, 8, !dbg !68
  %51 = add nuw nsw i32 %50, %4, !dbg !69
  %52 = zext nneg i32 %51 to i64, !dbg !70
  %53 = getelementptr inbounds float, ptr %0, i64 %52, !dbg !70
  %54 = load float, ptr %53, align 4, !dbg !70, !tbaa !35
  store float %54, ptr %8, align 4, !dbg !71, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !72
  %55 = load float, ptr %11, align 4, !dbg !59, !tbaa !35
  %56 = fadd contract float %49, %55, !dbg !73
  %57 = load float, ptr %15, align 4, !dbg !59, !tbaa !35
  %58 = fadd contract float %56, %57, !dbg !73
  %59 = load float, ptr %19, align 4, !dbg !59, !tbaa !35
  %60 = fadd contract float %58, %59, !dbg !73
  %61 = load float, ptr %23, align 4, !dbg !59, !tbaa !35
  %62 = fadd contract float %60, %61, !dbg !73
  %63 = load float, ptr %27, align 4, !dbg !59, !tbaa !35
  %64 = fadd contract float %62, %63, !dbg !73
  %65 = load float, ptr %31, align 4, !dbg !59, !tbaa !35
  %66 = fadd contract float %64, %65, !dbg !73
  %67 = load float, ptr %35, align 4, !dbg !59, !tbaa !35
  %68 = fadd contract float %66, %67, !dbg !73
  %69 = load float, ptr %39, align 4, !dbg !59, !tbaa !35
  %70 = fadd contract float %68, %69, !dbg !73
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %71 = add nuw nsw i32 %48, 1, !dbg !75
  %72 = icmp eq i32 %71, %2, !dbg !56
  br i1 %72, label %40, label %47, !dbg !57, !llvm.loop !76
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9db_togglePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !78 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %5 = icmp sgt i32 %2, 0, !dbg !81
  br i1 %5, label %6, label %31, !dbg !82

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = and i32 %4, 255, !dbg !83
  %9 = zext nneg i32 %8 to i64, !dbg !84
  %10 = add nuw nsw i32 %4, 32
  %11 = and i32 %10, 255
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i32 %4, 64
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i32 %4, 96
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = and i32 %4, 255
  %20 = xor i32 %19, 128
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i32 %4, 160
  %23 = and i32 %22, 255
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i32 %4, 192
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %4, 224
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  br label %38, !dbg !82

31:                                               ; preds = %38, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %72, %38 ], !dbg !85
  %33 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !86
  %34 = shl i32 %33, 8, !dbg !88
  %35 = add i32 %34, %4, !dbg !89
  %36 = zext i32 %35 to i64, !dbg !90
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !90
  store float %32, ptr %37, align 4, !dbg !91, !tbaa !35
  ret void, !dbg !92

38:                                               ; preds = %6, %38
  %39 = phi i32 [ 0, %6 ], [ %74, %38 ]
  %40 = phi i32 [ 0, %6 ], [ %73, %38 ]
  %41 = phi float [ 0.000000e+00, %6 ], [ %72, %38 ]
  %42 = shl nsw i32 %39, 8, !dbg !93
  %43 = add nuw nsw i32 %42, %4, !dbg !94
  %44 = zext nneg i32 %43 to i64, !dbg !95
  %45 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !95
  %46 = load float, ptr %45, align 4, !dbg !95, !tbaa !35
  %47 = zext nneg i32 %40 to i64, !dbg !96
  %48 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %7, !dbg !96
  store float %46, ptr %48, align 4, !dbg !97, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !98
  %49 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %9, !dbg !84
  %50 = load float, ptr %49, align 4, !dbg !84, !tbaa !35
  %51 = fadd contract float %41, %50, !dbg !99
  %52 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %12, !dbg !84
  %53 = load float, ptr %52, align 4, !dbg !84, !tbaa !35
  %54 = fadd contract float %51, %53, !dbg !99
  %55 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %15, !dbg !84
  %56 = load float, ptr %55, align 4, !dbg !84, !tbaa !35
  %57 = fadd contract float %54, %56, !dbg !99
  %58 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %18, !dbg !84
  %59 = load float, ptr %58, align 4, !dbg !84, !tbaa !35
  %60 = fadd contract float %57, %59, !dbg !99
  %61 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %21, !dbg !84
  %62 = load float, ptr %61, align 4, !dbg !84, !tbaa !35
  %63 = fadd contract float %60, %62, !dbg !99
  %64 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %24, !dbg !84
  %65 = load float, ptr %64, align 4, !dbg !84, !tbaa !35
  %66 = fadd contract float %63, %65, !dbg !99
  %67 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %27, !dbg !84
  %68 = load float, ptr %67, align 4, !dbg !84, !tbaa !35
  %69 = fadd contract float %66, %68, !dbg !99
  %70 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9db_togglePKfPfiE2As to ptr), i64 0, i64 %47, i64 %30, !dbg !84
  %71 = load float, ptr %70, align 4, !dbg !84, !tbaa !35
  %72 = fadd contract float %69, %71, !dbg !99
  tail call void @llvm.nvvm.barrier0(), !dbg !100
  %73 = xor i32 %40, 1, !dbg !101
  %74 = add nuw nsw i32 %39, 1, !dbg !102
  %75 = icmp eq i32 %74, %2, !dbg !81
  br i1 %75, label %31, label %38, !dbg !82, !llvm.loop !103
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11db_prefetchPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !105 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !106
  %5 = zext nneg i32 %4 to i64, !dbg !108
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !108
  %7 = load float, ptr %6, align 4, !dbg !108, !tbaa !35
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %5, !dbg !109
  store float %7, ptr %8, align 4, !dbg !110, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !111
  %9 = icmp sgt i32 %2, 0, !dbg !112
  br i1 %9, label %10, label %34, !dbg !113

10:                                               ; preds = %3
  %11 = and i32 %4, 255, !dbg !114
  %12 = zext nneg i32 %11 to i64, !dbg !115
  %13 = add nuw nsw i32 %4, 32
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = add nuw nsw i32 %4, 64
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = add nuw nsw i32 %4, 96
  %20 = and i32 %19, 255
  %21 = zext nneg i32 %20 to i64
  %22 = and i32 %4, 255
  %23 = xor i32 %22, 128
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i32 %4, 160
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %4, 192
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  %31 = add nuw nsw i32 %4, 224
  %32 = and i32 %31, 255
  %33 = zext nneg i32 %32 to i64
  br label %41, !dbg !113

34:                                               ; preds = %55, %3
  %35 = phi float [ 0.000000e+00, %3 ], [ %81, %55 ], !dbg !116
  %36 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !117
  %37 = shl i32 %36, 8, !dbg !119
  %38 = add i32 %37, %4, !dbg !120
  %39 = zext i32 %38 to i64, !dbg !121
  %40 = getelementptr inbounds float, ptr %1, i64 %39, !dbg !121
  store float %35, ptr %40, align 4, !dbg !122, !tbaa !35
  ret void, !dbg !123

41:                                               ; preds = %10, %55
  %42 = phi i32 [ %44, %55 ], [ 0, %10 ]
  %43 = phi float [ %81, %55 ], [ 0.000000e+00, %10 ]
  %44 = add nuw nsw i32 %42, 1, !dbg !124
  %45 = icmp slt i32 %44, %2, !dbg !125
  br i1 %45, label %46, label %55, !dbg !126

46:                                               ; preds = %41
  %47 = and i32 %44, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %48, i64 %5
  %50 = shl nsw i32 %44, 8
  %51 = add nuw nsw i32 %50, %4
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !dbg !127, !tbaa !35
  store float %54, ptr %49, align 4, !dbg !128, !tbaa !35
  br label %55, !dbg !129

55:                                               ; preds = %46, %41
  %56 = and i32 %42, 1
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %12, !dbg !115
  %59 = load float, ptr %58, align 4, !dbg !115, !tbaa !35
  %60 = fadd contract float %43, %59, !dbg !130
  %61 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %15, !dbg !115
  %62 = load float, ptr %61, align 4, !dbg !115, !tbaa !35
  %63 = fadd contract float %60, %62, !dbg !130
  %64 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %18, !dbg !115
  %65 = load float, ptr %64, align 4, !dbg !115, !tbaa !35
  %66 = fadd contract float %63, %65, !dbg !130
  %67 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %21, !dbg !115
  %68 = load float, ptr %67, align 4, !dbg !115, !tbaa !35
  %69 = fadd contract float %66, %68, !dbg !130
  %70 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %24, !dbg !115
  %71 = load float, ptr %70, align 4, !dbg !115, !tbaa !35
  %72 = fadd contract float %69, %71, !dbg !130
  %73 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %27, !dbg !115
  %74 = load float, ptr %73, align 4, !dbg !115, !tbaa !35
  %75 = fadd contract float %72, %74, !dbg !130
  %76 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %30, !dbg !115
  %77 = load float, ptr %76, align 4, !dbg !115, !tbaa !35
  %78 = fadd contract float %75, %77, !dbg !130
  %79 = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11db_prefetchPKfPfiE2As to ptr), i64 0, i64 %57, i64 %33, !dbg !115
  %80 = load float, ptr %79, align 4, !dbg !115, !tbaa !35
  %81 = fadd contract float %78, %80, !dbg !130
  tail call void @llvm.nvvm.barrier0(), !dbg !131
  %82 = icmp eq i32 %44, %2, !dbg !112
  br i1 %82, label %34, label %41, !dbg !113, !llvm.loop !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_buffer.cu", directory: ".")
!2 = !{ptr @_Z6db_andPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z6db_andPKfPfi, !"maxntidx", i32 256}
!4 = !{ptr @_Z13single_bufferPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z13single_bufferPKfPfi, !"maxntidx", i32 256}
!6 = !{ptr @_Z9db_togglePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z9db_togglePKfPfi, !"maxntidx", i32 256}
!8 = !{ptr @_Z11db_prefetchPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z11db_prefetchPKfPfi, !"maxntidx", i32 256}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "db_and", scope: !1, file: !1, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 58, type: !17, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "./../corpus/shim.h", directory: ".")
!22 = distinct !DILocation(line: 14, column: 11, scope: !16)
!23 = !DILocation(line: 16, column: 21, scope: !16)
!24 = !DILocation(line: 16, column: 3, scope: !16)
!25 = !DILocation(line: 20, column: 37, scope: !16)
!26 = !DILocation(line: 20, column: 14, scope: !16)
!27 = !DILocation(line: 15, column: 9, scope: !16)
!28 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_x", scope: !21, file: !21, line: 59, type: !17, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 23, column: 7, scope: !16)
!31 = !DILocation(line: 23, column: 18, scope: !16)
!32 = !DILocation(line: 23, column: 25, scope: !16)
!33 = !DILocation(line: 23, column: 3, scope: !16)
!34 = !DILocation(line: 23, column: 30, scope: !16)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 24, column: 1, scope: !16)
!40 = !DILocation(line: 17, column: 24, scope: !16)
!41 = !DILocation(line: 17, column: 31, scope: !16)
!42 = !DILocation(line: 17, column: 20, scope: !16)
!43 = !DILocation(line: 17, column: 10, scope: !16)
!44 = !DILocation(line: 17, column: 5, scope: !16)
!45 = !DILocation(line: 17, column: 18, scope: !16)
!46 = !DILocation(line: 18, column: 5, scope: !16)
!47 = !DILocation(line: 20, column: 11, scope: !16)
!48 = !DILocation(line: 21, column: 5, scope: !16)
!49 = !DILocation(line: 16, column: 26, scope: !16)
!50 = distinct !{!50, !24, !51, !52}
!51 = !DILocation(line: 22, column: 3, scope: !16)
!52 = !{!"llvm.loop.mustprogress"}
!53 = distinct !DISubprogram(name: "single_buffer", scope: !1, file: !1, line: 28, type: !17, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !55)
!55 = distinct !DILocation(line: 31, column: 11, scope: !53)
!56 = !DILocation(line: 33, column: 21, scope: !53)
!57 = !DILocation(line: 33, column: 3, scope: !53)
!58 = !DILocation(line: 37, column: 30, scope: !53)
!59 = !DILocation(line: 37, column: 14, scope: !53)
!60 = !DILocation(line: 32, column: 9, scope: !53)
!61 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !62)
!62 = distinct !DILocation(line: 40, column: 7, scope: !53)
!63 = !DILocation(line: 40, column: 18, scope: !53)
!64 = !DILocation(line: 40, column: 25, scope: !53)
!65 = !DILocation(line: 40, column: 3, scope: !53)
!66 = !DILocation(line: 40, column: 30, scope: !53)
!67 = !DILocation(line: 41, column: 1, scope: !53)
!68 = !DILocation(line: 34, column: 17, scope: !53)
!69 = !DILocation(line: 34, column: 24, scope: !53)
!70 = !DILocation(line: 34, column: 13, scope: !53)
!71 = !DILocation(line: 34, column: 11, scope: !53)
!72 = !DILocation(line: 35, column: 5, scope: !53)
!73 = !DILocation(line: 37, column: 11, scope: !53)
!74 = !DILocation(line: 38, column: 5, scope: !53)
!75 = !DILocation(line: 33, column: 26, scope: !53)
!76 = distinct !{!76, !57, !77, !52}
!77 = !DILocation(line: 39, column: 3, scope: !53)
!78 = distinct !DISubprogram(name: "db_toggle", scope: !1, file: !1, line: 44, type: !17, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !80)
!80 = distinct !DILocation(line: 47, column: 11, scope: !78)
!81 = !DILocation(line: 50, column: 21, scope: !78)
!82 = !DILocation(line: 50, column: 3, scope: !78)
!83 = !DILocation(line: 54, column: 35, scope: !78)
!84 = !DILocation(line: 54, column: 14, scope: !78)
!85 = !DILocation(line: 48, column: 9, scope: !78)
!86 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !87)
!87 = distinct !DILocation(line: 58, column: 7, scope: !78)
!88 = !DILocation(line: 58, column: 18, scope: !78)
!89 = !DILocation(line: 58, column: 25, scope: !78)
!90 = !DILocation(line: 58, column: 3, scope: !78)
!91 = !DILocation(line: 58, column: 30, scope: !78)
!92 = !DILocation(line: 59, column: 1, scope: !78)
!93 = !DILocation(line: 51, column: 22, scope: !78)
!94 = !DILocation(line: 51, column: 29, scope: !78)
!95 = !DILocation(line: 51, column: 18, scope: !78)
!96 = !DILocation(line: 51, column: 5, scope: !78)
!97 = !DILocation(line: 51, column: 16, scope: !78)
!98 = !DILocation(line: 52, column: 5, scope: !78)
!99 = !DILocation(line: 54, column: 11, scope: !78)
!100 = !DILocation(line: 55, column: 5, scope: !78)
!101 = !DILocation(line: 56, column: 9, scope: !78)
!102 = !DILocation(line: 50, column: 26, scope: !78)
!103 = distinct !{!103, !82, !104, !52}
!104 = !DILocation(line: 57, column: 3, scope: !78)
!105 = distinct !DISubprogram(name: "db_prefetch", scope: !1, file: !1, line: 65, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !107)
!107 = distinct !DILocation(line: 68, column: 11, scope: !105)
!108 = !DILocation(line: 70, column: 14, scope: !105)
!109 = !DILocation(line: 70, column: 3, scope: !105)
!110 = !DILocation(line: 70, column: 12, scope: !105)
!111 = !DILocation(line: 71, column: 3, scope: !105)
!112 = !DILocation(line: 72, column: 21, scope: !105)
!113 = !DILocation(line: 72, column: 3, scope: !105)
!114 = !DILocation(line: 76, column: 37, scope: !105)
!115 = !DILocation(line: 76, column: 14, scope: !105)
!116 = !DILocation(line: 69, column: 9, scope: !105)
!117 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !118)
!118 = distinct !DILocation(line: 79, column: 7, scope: !105)
!119 = !DILocation(line: 79, column: 18, scope: !105)
!120 = !DILocation(line: 79, column: 25, scope: !105)
!121 = !DILocation(line: 79, column: 3, scope: !105)
!122 = !DILocation(line: 79, column: 30, scope: !105)
!123 = !DILocation(line: 80, column: 1, scope: !105)
!124 = !DILocation(line: 73, column: 11, scope: !105)
!125 = !DILocation(line: 73, column: 15, scope: !105)
!126 = !DILocation(line: 73, column: 9, scope: !105)
!127 = !DILocation(line: 74, column: 28, scope: !105)
!128 = !DILocation(line: 74, column: 26, scope: !105)
!129 = !DILocation(line: 74, column: 7, scope: !105)
!130 = !DILocation(line: 76, column: 11, scope: !105)
!131 = !DILocation(line: 77, column: 5, scope: !105)
!132 = distinct !{!132, !113, !133, !52}
!133 = !DILocation(line: 78, column: 3, scope: !105)
