; !nvvm.annotations in LLVM-19 opaque-pointer style: several kernels, other
; annotation kinds (maxntidx, reqntidy, minctasm) mixed in, one node marking
; two properties, one function that is *not* a kernel (kernel, i32 0) and a
; device function.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k1() {
  call void @llvm.nvvm.barrier0()
  ret void
}

define void @k2(ptr %p) {
  store i32 0, ptr %p, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}

define void @not_kernel() {
  call void @llvm.nvvm.barrier0()
  ret void
}

define internal void @dev() {
  call void @llvm.nvvm.barrier0()
  ret void
}

define void @k3() {
  call void @dev()
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @k1, !"kernel", i32 1}
!1 = !{ptr @k2, !"maxntidx", i32 256, !"kernel", i32 1}
!2 = !{ptr @k1, !"reqntidy", i32 1}
!3 = !{ptr @not_kernel, !"kernel", i32 0}
!4 = !{ptr @k3, !"kernel", i32 1}
!5 = !{ptr @k3, !"minctasm", i32 2}
