; A read-after-write hazard that cicc's documented branch-dist table lets through.
;
;   s[t] = t;           // above: a shared write, no read       (ra = 0, wa = 1)
;   __syncthreads();
;   consume(s[t ^ 1]);  // below: a shared read of another thread's slot; consume() is an
;                       // unknown call, which ignore-call-safety (cicc's default) treats as
;                       // touching no memory                  (rb = 1, wb = 0)
;
; The documented condition `!ra && !wb` holds, so faithful branch-dist removes the barrier,
; and thread t then reads s[t ^ 1] while thread t ^ 1 may still be writing it.
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x i32] undef, align 4

define void @raw_only(i32 %unused) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %own = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %t64
  store i32 %t, ptr addrspace(3) %own, align 4
  call void @llvm.nvvm.barrier0()
  %n = xor i64 %t64, 1
  %other = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %n
  %v = load i32, ptr addrspace(3) %other, align 4
  call void @consume(i32 %v)
  ret void
}

declare void @consume(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @raw_only, !"kernel", i32 1}
