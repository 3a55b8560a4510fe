; Opaque `ptr` with explicit address spaces everywhere: shared (3), global (1),
; constant (4), generic (0), addrspacecast in both directions, loads/stores on
; every space, a kernel taking `ptr addrspace(1)` parameters.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4
@gbuf = addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@coef = addrspace(4) externally_initialized global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %src, align 4
  %c = load float, ptr addrspace(4) getelementptr inbounds ([4 x float], ptr addrspace(4) @coef, i64 0, i64 1), align 4
  %m = fmul float %v, %c
  %slot = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %idx
  store float %m, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  %gen = addrspacecast ptr addrspace(3) %slot to ptr
  %back = addrspacecast ptr %gen to ptr addrspace(3)
  %r = load float, ptr addrspace(3) %back, align 4
  %g = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %idx
  %gi = load i32, ptr addrspace(1) %g, align 4
  %gf = sitofp i32 %gi to float
  %sum = fadd float %r, %gf
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %sum, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
