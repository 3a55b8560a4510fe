; Written for syncflow's tests in the shape of Triton 3.9's LLVM IR: `@global_smem` carved by
; byte offsets computed in integer arithmetic (`shl`, `xor` swizzles, `or disjoint`) and one
; `getelementptr i8`, guarded inline PTX loads and stores (`@$2 st.shared.b32`), warp
; shuffles, `ldmatrix` in inline PTX,
; and `"nvvm.reqntid"`. Hand-written: no .cu twin. Ground truth on each barrier's line.
;
; launch: triton_convert_reduce 128,1,1

target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; A layout conversion through a swizzled tile at [0, 512), a warp reduction through a
; scratch row at [512, 528), and the tile reused for an ldmatrix read.
define ptx_kernel void @triton_convert_reduce(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl i32 %3, 7
  %6 = or disjoint i32 %5, %4
  %7 = sext i32 %6 to i64
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %7
  %9 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %8, i1 true)
  ; Row t >> 5, column (t & 31) ^ (t >> 5): bytes ((t >> 5) << 7) | (((t & 31) ^ (t >> 5)) << 2).
  %10 = and i32 %4, 31
  %11 = lshr i32 %4, 5
  %12 = xor i32 %10, %11
  %13 = shl nuw nsw i32 %11, 7
  %14 = shl nuw nsw i32 %12, 2
  %15 = or disjoint i32 %13, %14
  %16 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %15
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %16, i32 %9, i1 true)
  tail call void @llvm.nvvm.barrier0() ; KEEP
  ; The transposed element: row t & 3, column (t >> 2) ^ (t & 3).
  %17 = and i32 %4, 3
  %18 = lshr i32 %4, 2
  %19 = xor i32 %18, %17
  %20 = shl nuw nsw i32 %17, 7
  %21 = shl nuw nsw i32 %19, 2
  %22 = or disjoint i32 %20, %21
  %23 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %22
  %24 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.shared.b32 { $0 }, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %23, i1 true)
  tail call void @llvm.nvvm.barrier0() ; REMOVABLE
  ; Warp sum, then lane 0 of warp w writes scratch word w.
  %25 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 16, i32 31)
  %26 = add i32 %24, %25
  %27 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 8, i32 31)
  %28 = add i32 %26, %27
  %29 = icmp eq i32 %10, 0
  %30 = shl nuw nsw i32 %11, 2
  %31 = or disjoint i32 %30, 512
  %32 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %31
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %32, i32 %28, i1 %29)
  tail call void @llvm.nvvm.barrier0() ; KEEP
  ; Threads 0-3 read the four partials (Triton keeps the address in range for every thread).
  %33 = icmp ult i32 %4, 4
  %34 = shl nuw nsw i32 %17, 2
  %35 = or disjoint i32 %34, 512
  %36 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %35
  %37 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.shared.b32 { $0 }, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %36, i1 %33)
  tail call void @llvm.nvvm.barrier0() ; REMOVABLE
  ; The tile again: every thread rewrites its swizzled word, then the warp reads rows by
  ; ldmatrix (lane l < 8 names row l of its warp's 128 bytes).
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %16, i32 %37, i1 true)
  tail call void @llvm.nvvm.barrier0() ; KEEP
  %38 = and i32 %4, 7
  %39 = shl nuw nsw i32 %38, 4
  %40 = or disjoint i32 %13, %39
  %41 = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %40
  %44 = tail call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {$0}, [$1];", "=r,l"(ptr addrspace(3) %41)
  %45 = add i32 %44, %28
  %46 = getelementptr i32, ptr addrspace(1) %1, i64 %7
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %45, ptr addrspace(1) %46, i1 true)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { mustprogress nounwind "nvvm.reqntid"="128" }
attributes #1 = { convergent nounwind }
