; A cp.async copy completed a loop iteration after its issue (hand-written, issue 37): iteration
; k copies tile k into stage k & 1, waits with `wait_group 1` for the copy of iteration k - 1
; (stage (k + 1) & 1), publishes it with the first barrier and reads it. The copy class a wait
; carries names %k; a copy pending across the header that redefines %k is carried stale
; (analyses/src/memory/async_window.rs), so the first barrier stays. Both barriers: keep.
; `lag` spells the groups in inline PTX, `lag_nvvm` with the NVVM intrinsics (Triton 3.9).
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@S = internal addrspace(3) global [2048 x float] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)

define ptx_kernel void @lag(ptr addrspace(1) noalias readonly %A, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %t, 2
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %k = phi i32 [0, %entry], [%k1, %latch]
  %acc = phi float [0.0, %entry], [%acc2, %latch]
  %nb = and i32 %k, 1
  %nbo = mul i32 %nb, 1024
  %idx = add i32 %nbo, %t4
  %sd = getelementptr float, ptr addrspace(3) @S, i32 %idx
  %go = mul i32 %k, 1024
  %gi = add i32 %go, %t4
  %gs = getelementptr float, ptr addrspace(1) %A, i32 %gi
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10;", "r,l"(ptr addrspace(3) %sd, ptr addrspace(1) %gs)
  call void asm sideeffect "cp.async.commit_group;", ""()
  call void asm sideeffect "cp.async.wait_group 1;", ""()
  call void @llvm.nvvm.barrier0() ; keep: publishes the copy of iteration k - 1
  %started = icmp ugt i32 %k, 0
  br i1 %started, label %rd, label %latch

rd:
  %k1r = add nuw nsw i32 %k, 1
  %cb = and i32 %k1r, 1
  %cbo = mul i32 %cb, 1024
  %r0 = add i32 %t4, 4
  %r1 = and i32 %r0, 1023
  %ri = add i32 %cbo, %r1
  %rp = getelementptr float, ptr addrspace(3) @S, i32 %ri
  %v = load float, ptr addrspace(3) %rp
  %acc1 = fadd float %acc, %v
  br label %latch

latch:
  %acc2 = phi float [%acc, %loop], [%acc1, %rd]
  call void @llvm.nvvm.barrier0() ; keep: these reads before the next copy into their stage
  %k1 = add nuw nsw i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %loop

exit:
  %accf = phi float [0.0, %entry], [%acc2, %latch]
  call void asm sideeffect "cp.async.wait_group 0;", ""()
  %op = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %accf, ptr addrspace(1) %op
  ret void
}

define ptx_kernel void @lag_nvvm(ptr addrspace(1) noalias readonly %A, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %t, 2
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %k = phi i32 [0, %entry], [%k1, %latch]
  %acc = phi float [0.0, %entry], [%acc2, %latch]
  %nb = and i32 %k, 1
  %nbo = mul i32 %nb, 1024
  %idx = add i32 %nbo, %t4
  %sd = getelementptr float, ptr addrspace(3) @S, i32 %idx
  %go = mul i32 %k, 1024
  %gi = add i32 %go, %t4
  %gs = getelementptr float, ptr addrspace(1) %A, i32 %gi
  call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10;", "r,l"(ptr addrspace(3) %sd, ptr addrspace(1) %gs)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier0() ; keep: publishes the copy of iteration k - 1
  %started = icmp ugt i32 %k, 0
  br i1 %started, label %rd, label %latch

rd:
  %k1r = add nuw nsw i32 %k, 1
  %cb = and i32 %k1r, 1
  %cbo = mul i32 %cb, 1024
  %r0 = add i32 %t4, 4
  %r1 = and i32 %r0, 1023
  %ri = add i32 %cbo, %r1
  %rp = getelementptr float, ptr addrspace(3) @S, i32 %ri
  %v = load float, ptr addrspace(3) %rp
  %acc1 = fadd float %acc, %v
  br label %latch

latch:
  %acc2 = phi float [%acc, %loop], [%acc1, %rd]
  call void @llvm.nvvm.barrier0() ; keep: these reads before the next copy into their stage
  %k1 = add nuw nsw i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %loop

exit:
  %accf = phi float [0.0, %entry], [%acc2, %latch]
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %op = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %accf, ptr addrspace(1) %op
  ret void
}
