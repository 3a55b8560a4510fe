; fence instructions with and without syncscope, next to a barrier and the
; membar intrinsics (fences, not barriers). llc-19's NVPTX back end cannot
; select any `fence` ("LLVM ERROR: Cannot select: ... AtomicFence"), so this
; file is checked with opt-19 only and its barrier is llvm.nvvm.barrier.sync
; (id 0, full CTA) rather than barrier0.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fences(ptr %p) {
  store i32 1, ptr %p, align 4
  fence seq_cst
  fence syncscope("block") release
  fence syncscope("device") acquire
  fence acq_rel
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  call void @llvm.nvvm.barrier.sync(i32 0)
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
declare void @llvm.nvvm.barrier.sync(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @fences, !"kernel", i32 1}
