; Constants and less common instructions: hex float constants (0xH half,
; 0x double-style for float/double), zeroinitializer, undef,
; poison, c"..." strings with escapes, vector types and constants, named,
; literal and packed <{ }> struct types, arrays of structs, freeze,
; extractvalue/insertvalue, extractelement/insertelement/shufflevector,
; unreachable, fast-math flags, nuw/nsw/exact/disjoint/nneg flags,
; inbounds GEPs, a switch to an unreachable block, an opaque struct type.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec = type { float, float, float }
%struct.Packed = type <{ i8, i32, i16 }>
%struct.Opaque = type opaque

@msg = private unnamed_addr addrspace(1) constant [13 x i8] c"hi \22there\22\0A\00\00", align 1
@halfs = internal addrspace(1) global [2 x half] [half 0xH3C00, half 0xHBC00], align 2
@dbl = internal addrspace(1) global double 0x3FF0000000000000, align 8
@flt = internal addrspace(1) global float 0x3FB99999A0000000, align 4
@vecs = internal addrspace(1) global <4 x i32> <i32 1, i32 -2, i32 3, i32 4>, align 16
@zero = internal addrspace(1) global [4 x %struct.Vec] zeroinitializer, align 4
@pk = internal addrspace(1) global %struct.Packed <{ i8 1, i32 2, i16 3 }>, align 1
@lit = internal addrspace(1) global { i32, [2 x float] } { i32 7, [2 x float] [float 1.5, float 0x7FF0000000000000] }, align 4
@sh = internal addrspace(3) global [32 x <2 x float>] undef, align 8

define void @consts(ptr %out, i32 %a, i32 %b, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %fa = freeze i32 %a
  %add = add nuw nsw i32 %fa, %b
  %sub = sub nsw i32 %add, 1
  %mul = mul nuw i32 %sub, 3
  %shl = shl nuw nsw i32 %mul, 2
  %udiv = udiv exact i32 %shl, 4
  %sdiv = sdiv exact i32 %udiv, 2
  %lshr = lshr exact i32 %sdiv, 1
  %ashr = ashr exact i32 %lshr, 1
  %or = or disjoint i32 %ashr, 1024
  %z = zext nneg i32 %t to i64
  %ui = uitofp nneg i32 %t to float
  %trunc = trunc i64 %z to i16
  %f1 = fadd fast float %x, 0x3FF0000000000000
  %f2 = fmul nnan ninf nsz arcp contract afn reassoc float %f1, %ui
  %f3 = fneg float %f2
  %fc = fcmp fast olt float %f3, 0.000000e+00
  %h = load half, ptr addrspace(1) getelementptr inbounds ([2 x half], ptr addrspace(1) @halfs, i64 0, i64 1), align 2
  %hf = fpext half %h to float
  %v0 = insertelement <2 x float> poison, float %f3, i64 0
  %v1 = insertelement <2 x float> %v0, float %hf, i32 1
  %v2 = shufflevector <2 x float> %v1, <2 x float> undef, <2 x i32> <i32 1, i32 0>
  %v3 = shufflevector <2 x float> %v2, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 3, i32 poison, i32 1>
  %e = extractelement <4 x float> %v3, i64 0
  %slot = getelementptr inbounds [32 x <2 x float>], ptr addrspace(3) @sh, i64 0, i64 %z
  store <2 x float> %v2, ptr addrspace(3) %slot, align 8
  call void @llvm.nvvm.barrier0()
  %ld = load <2 x float>, ptr addrspace(3) %slot, align 8
  %e2 = extractelement <2 x float> %ld, i32 0
  %agg0 = insertvalue %struct.Vec undef, float %e, 0
  %agg1 = insertvalue %struct.Vec %agg0, float %e2, 2
  %lit0 = insertvalue { i32, <2 x i16> } poison, i32 %or, 0
  %lit1 = extractvalue { i32, <2 x i16> } %lit0, 0
  %ev = extractvalue %struct.Vec %agg1, 2
  %pk0 = load %struct.Packed, ptr addrspace(1) @pk, align 1
  %pkf = extractvalue %struct.Packed %pk0, 1
  %sum = add i32 %lit1, %pkf
  %tr = zext i16 %trunc to i32
  %sum2 = add i32 %sum, %tr
  %sel = select nnan i1 %fc, float %ev, float 0xFFF0000000000000
  store float %sel, ptr %out, align 4
  %p2 = getelementptr inbounds i8, ptr %out, i64 4
  store i32 %sum2, ptr %p2, align 4
  switch i32 %t, label %ok [
    i32 2000, label %bad
  ]

bad:
  unreachable

ok:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @consts, !"kernel", i32 1}
