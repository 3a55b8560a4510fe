; Floating-point literals of LLVM 22 and later, as Triton 3.9 writes them: `f0x` followed by the
; value's own bits in hexadecimal (any width), and the named values with a sign (`-inf`,
; `+inf`, `-nan`) or without (`inf`, `nan`, `pinf`, `ninf`, `qnan`, `snan(0x1)`), in any operand
; position, call arguments included.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @floats(ptr addrspace(1) %p, float %x, half %h, double %d, bfloat %b) {
  %log2e = fmul float %x, f0x3FB8AA3B
  %one_h = fadd half %h, f0x3C00
  %one_d = fadd double %d, f0x3FF0000000000000
  %one_b = fadd bfloat %b, f0x3F80
  %v = insertelement <2 x float> splat (float f0x3FB8AA3B), float -inf, i32 0
  %lo = select i1 true, float +inf, float -nan
  %m = fcmp olt float %log2e, inf
  %n = select i1 %m, float nan, float ninf
  %q = select i1 %m, double qnan, double snan(0x1)
  %r = select i1 %m, double -qnan(0x8), double pinf
  store float %lo, ptr addrspace(1) %p, align 4
  store <2 x float> %v, ptr addrspace(1) %p, align 8
  store float %n, ptr addrspace(1) %p, align 4
  store double %q, ptr addrspace(1) %p, align 8
  store double %r, ptr addrspace(1) %p, align 8
  store half %one_h, ptr addrspace(1) %p, align 2
  store double %one_d, ptr addrspace(1) %p, align 8
  store bfloat %one_b, ptr addrspace(1) %p, align 2
  ; As a call argument (Triton's flash attention: `fma.rn.ftz.f(float %x, float f0x34000000, …)`).
  %fma = call float @llvm.nvvm.fma.rn.ftz.f(float %x, float f0x34000000, float -inf)
  store float %fma, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}

declare void @llvm.nvvm.barrier0()
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
