target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
  call void @llvm.nvvm.barrier0()
  %v = frobnicate i32 1, 2
  store i32 %v, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()
