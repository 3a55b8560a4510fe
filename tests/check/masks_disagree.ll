; Two lanes at one shfl.sync with masks that disagree (written for syncflow's tests; the same
; kernel as tests/check/masks_disagree.ptx): lane 0 names lanes 0 and 1 (0b11), lane 1 only
; itself (0b10), or, with %same set, both name 0b11. PTX leaves the first undefined.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %same) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  %s = icmp ne i32 %same, 0
  %either = or i1 %z, %s
  %m = select i1 %either, i32 3, i32 2
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %t, i32 1, i32 31)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
