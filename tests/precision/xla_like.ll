; Written for syncflow's tests in the shape of XLA's GPU dumps (`*.ir-with-opt.ll`): one
; `@global_smem = external addrspace(3) global [0 x i8]` carved into tiles at constant offsets
; (typed getelementptr on a constant `getelementptr i8` base), predicated `st.shared` inline
; PTX for the warp partials, `"nvvm.reqntid"`, `range` on the thread id. Hand-written: no
; .cu twin. Ground truth on each barrier's line: REMOVABLE, KEEP (needed) or KEEP-UNPROVABLE.
;
; launch: xla_tile_reduce 128,1,1
; launch: xla_two_stages 128,1,1

target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; A transpose-like tile at [0, 512), warp partials at [1024, 1040), the result at [2048, 2052).
define ptx_kernel void @xla_tile_reduce(ptr noalias readonly align 16 %arg0, ptr noalias writeonly align 16 %arg1) #0 {
entry:
  %t = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext nneg i32 %t to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %arg0, i64 %t64
  %v = load float, ptr addrspace(1) %src, align 4
  %dst = getelementptr inbounds float, ptr addrspace(3) @global_smem, i64 %t64
  store float %v, ptr addrspace(3) %dst, align 4
  tail call void @llvm.nvvm.barrier0() ; KEEP
  ; Read the transposed element: (t & 15) * 8 + (t >> 4).
  %lo = and i32 %t, 15
  %lo8 = shl nuw nsw i32 %lo, 3
  %hi = lshr i32 %t, 4
  %tr = or disjoint i32 %lo8, %hi
  %tr64 = zext nneg i32 %tr to i64
  %src2 = getelementptr inbounds float, ptr addrspace(3) @global_smem, i64 %tr64
  %x = load float, ptr addrspace(3) %src2, align 4
  tail call void @llvm.nvvm.barrier0() ; REMOVABLE
  ; Warp partials: lane 0 of each warp writes its slot of the partials tile.
  %lane = and i32 %t, 31
  %warp = lshr i32 %t, 5
  %w64 = zext nneg i32 %warp to i64
  %part = getelementptr inbounds float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), i64 %w64
  %first = icmp eq i32 %lane, 0
  %xi = bitcast float %x to i32
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %part, i32 %xi, i1 %first)
  tail call void @llvm.nvvm.barrier0() ; KEEP
  ; Thread 0 sums the four partials into the result word.
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %sum, label %done

sum:
  %p0 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1024), align 16
  %p1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1028), align 4
  %p2 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1032), align 8
  %p3 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 1036), align 4
  %s01 = fadd float %p0, %p1
  %s23 = fadd float %p2, %p3
  %s = fadd float %s01, %s23
  store float %s, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 2048), align 16
  br label %done

done:
  tail call void @llvm.nvvm.barrier0() ; KEEP
  %total = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 2048), align 16
  %y = fadd float %x, %total
  %out = getelementptr inbounds float, ptr addrspace(1) %arg1, i64 %t64
  store float %y, ptr addrspace(1) %out, align 4
  ret void
}

; A two-stage prologue as XLA's GEMM pipelines lay it out: stage k of 16 KiB at 16384·k, each
; thread's 16 bytes at a swizzled offset inside it. Filling stage 1 after stage 0 orders
; nothing; reading a neighbour's 16 bytes of each stage after filling it does.
define ptx_kernel void @xla_two_stages(ptr noalias readonly align 16 %arg0, ptr noalias writeonly align 16 %arg1) #0 {
entry:
  %t = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ; Swizzled element offset: ((t & 7) << 3) ^ ((t >> 3) << 6), a multiple of 8 below 1024.
  %a = and i32 %t, 7
  %a8 = shl nuw nsw i32 %a, 3
  %b = lshr i32 %t, 3
  %b64 = shl nuw nsw i32 %b, 6
  %swz = xor i32 %a8, %b64
  %swz64 = zext nneg i32 %swz to i64
  %t64 = zext nneg i32 %t to i64
  %g0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %arg0, i64 %t64
  %v0 = load <4 x i32>, ptr addrspace(1) %g0, align 16
  %s0 = getelementptr inbounds bfloat, ptr addrspace(3) @global_smem, i64 %swz64
  store <4 x i32> %v0, ptr addrspace(3) %s0, align 16
  tail call void @llvm.nvvm.barrier0() ; REMOVABLE
  %t128 = add nuw nsw i64 %t64, 128
  %g1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %arg0, i64 %t128
  %v1 = load <4 x i32>, ptr addrspace(1) %g1, align 16
  %s1 = getelementptr inbounds bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i64 %swz64
  store <4 x i32> %v1, ptr addrspace(3) %s1, align 16
  tail call void @llvm.nvvm.barrier0() ; KEEP
  ; Every thread reads another thread's 16 bytes of each stage (the swizzle of t ^ 1).
  %n = xor i32 %t, 1
  %na = and i32 %n, 7
  %na8 = shl nuw nsw i32 %na, 3
  %nb = lshr i32 %n, 3
  %nb64 = shl nuw nsw i32 %nb, 6
  %nswz = xor i32 %na8, %nb64
  %nswz64 = zext nneg i32 %nswz to i64
  %r0 = getelementptr inbounds bfloat, ptr addrspace(3) @global_smem, i64 %nswz64
  %w0 = load <4 x i32>, ptr addrspace(3) %r0, align 16
  %r1 = getelementptr inbounds bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 16384), i64 %nswz64
  %w1 = load <4 x i32>, ptr addrspace(3) %r1, align 16
  %o0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %arg1, i64 %t64
  store <4 x i32> %w0, ptr addrspace(1) %o0, align 16
  %o1 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %arg1, i64 %t128
  store <4 x i32> %w1, ptr addrspace(1) %o1, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { convergent nounwind }
