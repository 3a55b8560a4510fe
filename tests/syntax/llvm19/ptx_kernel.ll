; The ptx_kernel calling convention, which LLVM 20+ emits instead of the
; !nvvm.annotations "kernel" mark: on the definition and on a declaration,
; with no annotations at all, and a ptx_device function called from it.
; The calling convention itself is old: LLVM 19 parses it and llc-19 already
; emits `.entry k` for it, so this file lives under llvm19/.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) noalias %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  call ptx_device void @helper(ptr addrspace(3) %slot)
  %v = load float, ptr addrspace(3) %slot, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_device void @helper(ptr addrspace(3) %p) {
  call void @llvm.nvvm.barrier0()
  ret void
}

declare ptx_kernel void @other_kernel(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
