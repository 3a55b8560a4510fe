; Inline PTX reaching shared and global memory, as Triton writes it: a guarded global load,
; a guarded shared store, a shared load of the neighbour's slot (needs the first barrier),
; a load of the thread's own slot and an atomic add (the second barrier orders nothing).
; tests/check/README: used by transforms/cli/tests/cli_check.rs.
@s = internal addrspace(3) global [256 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %ip, i1 true)
  %sp = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "l,r,b"(ptr addrspace(3) %sp, i32 %v, i1 true)
  call void @llvm.nvvm.barrier0()
  %u = xor i32 %t, 1
  %qp = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %w = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,l"(ptr addrspace(3) %qp)
  call void @llvm.nvvm.barrier0()
  %own = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,l"(ptr addrspace(3) %sp)
  %sum = add i32 %w, %own
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %old = call i32 asm sideeffect "atom.global.add.u32 $0, [$1], $2;", "=r,l,r"(ptr addrspace(1) %op, i32 %sum)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
