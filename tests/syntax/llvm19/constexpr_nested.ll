; Constant expressions nested two (and three) deep as instruction operands,
; in global initializers and in call arguments, as clang emits for shared
; arrays reached through generic pointers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, [8 x float] }

@s = internal addrspace(3) global [256 x float] undef, align 4
@p = internal addrspace(3) global %struct.Pair undef, align 4
@ptrs = internal addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @p to ptr), i64 4)], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @ptrs to ptr)], section "llvm.metadata"

define void @nested(ptr %out) {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store float 1.000000e+00, ptr getelementptr inbounds ([256 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 3), align 4
  store float 2.000000e+00, ptr getelementptr inbounds (i8, ptr getelementptr inbounds (%struct.Pair, ptr addrspacecast (ptr addrspace(3) @p to ptr), i64 0, i32 1), i64 8), align 4
  tail call void @llvm.nvvm.barrier0()
  %a = load float, ptr getelementptr (float, ptr getelementptr inbounds ([256 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 2), i64 1), align 4
  %b = load float, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds (%struct.Pair, ptr addrspace(3) @p, i64 0, i32 1, i64 2) to ptr), align 4
  %i = ptrtoint ptr getelementptr inbounds ([256 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 1) to i64
  %cmp = icmp eq ptr %out, getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 16)
  %sel = select i1 %cmp, float %a, float %b
  %f = uitofp i64 %i to float
  %r = fadd float %sel, %f
  store float %r, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @nested, !"kernel", i32 1}
