target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
  store i32 0, ptr %p, align 4
  call void @llvm.nvvm.barrier0()
  ret void

define void @k2() {
  ret void
}

declare void @llvm.nvvm.barrier0()
