; Typed-pointer constant expressions nested two and three deep, as clang <= 14
; emitted for shared arrays used through generic pointers:
; getelementptr inbounds ([256 x float], [256 x float]* addrspacecast
; ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 %i) is an
; instruction; the constant forms below nest addrspacecast/bitcast/GEP.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, [8 x float] }

@s = internal addrspace(3) global [256 x float] undef, align 4
@p = internal addrspace(3) global %struct.Pair undef, align 4
@table = internal addrspace(1) global [2 x float*] [float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 0), float* bitcast (i32* getelementptr inbounds (%struct.Pair, %struct.Pair* addrspacecast (%struct.Pair addrspace(3)* @p to %struct.Pair*), i64 0, i32 0) to float*)], align 8

define void @nested(float* %out, i32 %i) {
entry:
  %idx = sext i32 %i to i64
  %a = getelementptr inbounds [256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 %idx
  store float 1.000000e+00, float* %a, align 4
  store float 2.000000e+00, float* getelementptr inbounds (%struct.Pair, %struct.Pair* addrspacecast (%struct.Pair addrspace(3)* @p to %struct.Pair*), i64 0, i32 1, i64 3), align 4
  call void @llvm.nvvm.barrier0()
  %b = load float, float* getelementptr (float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 2), i64 1), align 4
  %c = load i32, i32* bitcast (float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 4) to i32*), align 4
  %cf = sitofp i32 %c to float
  %r = fadd float %b, %cf
  store float %r, float* %out, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32)* @nested, !"kernel", i32 1}
