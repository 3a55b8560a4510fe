target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) {
  %x = load i32, ptr %p, align 4
  call void @llvm.nvvm.barrier0()
  %x = add i32 %x, 1
  store i32 %x, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()
