; RUN-KNOB: block-dim-x-multiple-of-32
; With blockDim.x a multiple of 32, the warp index and tid.y are warp-uniform; a branch on
; them is still a divergent branch for __syncthreads (the lint reports it).
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @warps
define void @warps(ptr addrspace(1) %out) {
entry:
; CHECK: DIVERGENT: %tx
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: WARP-UNIFORM: %ty
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK: WARP-UNIFORM: %warp
  %warp = lshr i32 %tx, 5
; CHECK: DIVERGENT: %half
  %half = lshr i32 %tx, 4
; CHECK: WARP-UNIFORM: %sum
  %sum = add i32 %warp, %ty
  %c = icmp eq i32 %sum, 0
; CHECK: WARP-UNIFORM-BRANCH: %entry
  br i1 %c, label %first, label %rest
first:
; LINT: %first
  call void @llvm.nvvm.barrier0()
  br label %rest
rest:
; CHECK: WARP-UNIFORM: %p
  %p = phi i32 [ 1, %first ], [ 2, %entry ]
; CHECK: WARP-UNIFORM: %vote
  %vote = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  store i32 %p, ptr addrspace(1) %out
  store i32 %vote, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @warps, !"kernel", i32 1}
