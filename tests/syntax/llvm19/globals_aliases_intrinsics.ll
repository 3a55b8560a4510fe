; Module-level forms from LLVM's own NVPTX tests that opt-19 accepts:
; - a global whose initializer starts, and continues, on the next lines;
; - aliases of a global, of a constant expression inside one, of another alias, of a function;
; - calls of intrinsics that no `declare` names (LLVM declares them when it reads the call).
; llc-19 refuses data aliases on NVPTX ("NVPTX aliasee must be a non-kernel function
; definition"), so the barrier is `barrier.sync(0)` and check.sh runs opt-19 only.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(1) global [4 x i32]
  [i32 1, i32 2,
   i32 3, i32 4], align 4
@pair = internal addrspace(3) global [2 x float]
  zeroinitializer, align 4
@first = internal alias i32, ptr addrspace(1) @table
@third = internal alias i32, getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2)
@also_first = internal alias i32, ptr addrspace(1) @first
@shared_alias = internal alias [2 x float], ptr addrspace(3) @pair
@helper_alias = internal alias void (ptr addrspace(3)), ptr @helper

define internal void @helper(ptr addrspace(3) %p) {
  store float 1.0, ptr addrspace(3) %p, align 4
  ret void
}

define ptx_kernel void @use_aliases(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = load i32, ptr addrspace(1) @first, align 4
  %b = load i32, ptr addrspace(1) @third, align 4
  %c = load i32, ptr addrspace(1) @also_first, align 4
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %write, label %join

write:
  call void @helper_alias(ptr addrspace(3) @shared_alias)
  br label %join

join:
  call void @llvm.nvvm.barrier.sync(i32 0)
  %x = load float, ptr addrspace(3) @pair, align 4
  %xi = fptosi float %x to i32
  %sum = add i32 %abc, %xi
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sum, ptr addrspace(1) %slot, align 4
  ret void
}
