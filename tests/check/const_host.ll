; A __constant__ table the host fills (cudaMemcpyToSymbol), as clang declares it:
; externally_initialized, with a zeroinitializer (written for syncflow's tests; the same
; kernel as tests/check/const_host.ptx). Thread t stores t at out[(int)c_table[t]].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_table = dso_local addrspace(4) externally_initialized global [16 x float] zeroinitializer, align 4

define ptx_kernel void @lookup(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pc = getelementptr inbounds float, ptr addrspace(4) @c_table, i64 %t64
  %c = load float, ptr addrspace(4) %pc, align 4
  %i = fptosi float %c to i32
  %i64 = sext i32 %i to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i64
  store i32 %t, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
