; Float arithmetic in half and float, the same kernel as tests/check/float_regs.ptx (written
; for syncflow's tests; the PTX holds the values in .b16/.b32 registers, as Triton does, where
; LLVM IR types them). Thread t computes h = fma((t + 0.5) * t - 0.5, 1.0, 1.0) in half and
; f = (t + 0.5) * t - 0.5 + 1.0 - 100.0 in float, checks h's bits against want_h[t], f's
; against want_f[t], f < 0 against t < 10 and (int)f against want_i[t], and on any mismatch
; stores one element past the end of out.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @float_regs(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %want_h, ptr addrspace(1) %want_f, ptr addrspace(1) %out, ptr addrspace(1) %want_i) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %t64
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %t64
  %pwh = getelementptr i16, ptr addrspace(1) %want_h, i64 %t64
  %x = load half, ptr addrspace(1) %pa, align 2
  %y = load half, ptr addrspace(1) %pb, align 2
  %wh = load i16, ptr addrspace(1) %pwh, align 2
  %s = fadd half %x, %y
  %p = fmul half %s, %x
  %d = fsub half %p, %y
  %h = call half @llvm.fma.f16(half %d, half 0xH3C00, half 0xH3C00)
  %hb = bitcast half %h to i16
  %bad_h = icmp ne i16 %hb, %wh
  %tf = uitofp i32 %t to float
  %f1 = fadd float %tf, 5.000000e-01
  %f2 = fmul float %f1, %tf
  %f3 = fsub float %f2, 5.000000e-01
  %f4 = fadd float %f3, 1.000000e+00
  %f = fsub float %f4, 1.000000e+02
  %pwf = getelementptr i32, ptr addrspace(1) %want_f, i64 %t64
  %wf = load i32, ptr addrspace(1) %pwf, align 4
  %fb = bitcast float %f to i32
  %bad_f = icmp ne i32 %fb, %wf
  %neg = fcmp olt float %f, 0.000000e+00
  %small = icmp ult i32 %t, 10
  %bad_sign = xor i1 %neg, %small
  %fi = fptosi float %f to i32
  %pwi = getelementptr i32, ptr addrspace(1) %want_i, i64 %t64
  %wi = load i32, ptr addrspace(1) %pwi, align 4
  %bad_i = icmp ne i32 %fi, %wi
  %bad1 = or i1 %bad_h, %bad_f
  %bad2 = or i1 %bad1, %bad_sign
  %bad = or i1 %bad2, %bad_i
  %slot = select i1 %bad, i64 32, i64 %t64
  %po = getelementptr float, ptr addrspace(1) %out, i64 %slot
  store float %f, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.fma.f16(half, half, half)

attributes #0 = { "nvvm.reqntid"="32" }
