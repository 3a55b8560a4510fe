target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32 %a) {
  call void @llvm.nvvm.barrier0()
  %b = add i32 %a, float 1.0
  ret void
}

declare void @llvm.nvvm.barrier0()
