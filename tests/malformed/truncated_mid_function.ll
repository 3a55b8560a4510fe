target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x float] undef, align 4

define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  %v = load float, ptr addrspace(3) %sl