; atomicrmw with many operations, orderings and syncscopes (including the
; NVPTX "block" scope and singlethread), volatile, on shared/global/generic
; pointers; cmpxchg (strong, weak, volatile, syncscope) and extractvalue of
; its { i32, i1 } result.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@cnt = internal addrspace(3) global [32 x i32] zeroinitializer, align 4
@gsum = addrspace(1) global float 0.000000e+00, align 4

define void @atomics(ptr %p, ptr addrspace(1) %g, i32 %v) {
  %s = getelementptr inbounds [32 x i32], ptr addrspace(3) @cnt, i32 0, i32 1
  %r0 = atomicrmw add ptr addrspace(3) %s, i32 1 monotonic, align 4
  %r1 = atomicrmw sub ptr %p, i32 %v seq_cst, align 4
  %r2 = atomicrmw and ptr %p, i32 %v acquire, align 4
  %r3 = atomicrmw or ptr addrspace(1) %g, i32 %v release, align 4
  %r4 = atomicrmw xor ptr %p, i32 %v acq_rel, align 4
  %r5 = atomicrmw max ptr %p, i32 %v syncscope("block") monotonic, align 4
  %r6 = atomicrmw min ptr %p, i32 %v syncscope("singlethread") monotonic, align 4
  %r7 = atomicrmw umax ptr %p, i32 %v seq_cst, align 4
  %r8 = atomicrmw umin ptr addrspace(3) %s, i32 %v seq_cst, align 4
  %r9 = atomicrmw xchg ptr %p, i32 %v seq_cst, align 4
  %r10 = atomicrmw volatile add ptr %p, i32 %v monotonic, align 4
  %r11 = atomicrmw fadd ptr addrspace(1) @gsum, float 1.000000e+00 syncscope("device") monotonic, align 4
  %r12 = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst, align 4
  %r13 = atomicrmw udec_wrap ptr %p, i32 %v seq_cst, align 4
  %r14 = atomicrmw xchg ptr %p, float 2.0 seq_cst, align 4
  call void @llvm.nvvm.barrier0()
  %x0 = cmpxchg ptr %p, i32 0, i32 %v seq_cst seq_cst, align 4
  %x1 = cmpxchg weak ptr addrspace(3) %s, i32 %r0, i32 %v acq_rel monotonic, align 4
  %x2 = cmpxchg volatile ptr %p, i32 1, i32 2 syncscope("block") monotonic monotonic, align 4
  %old = extractvalue { i32, i1 } %x0, 0
  %ok = extractvalue { i32, i1 } %x1, 1
  %sel = select i1 %ok, i32 %old, i32 %r9
  store atomic i32 %sel, ptr %p monotonic, align 4
  %la = load atomic volatile i32, ptr addrspace(3) %s monotonic, align 4
  store i32 %la, ptr addrspace(1) %g, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @atomics, !"kernel", i32 1}
