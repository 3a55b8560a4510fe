; phi (several incoming, pointer phis, phi of constant expressions), select
; (value and pointer, vector condition), switch (many cases, default only),
; indirectbr-free loops with a barrier in the latch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [64 x i32] undef, align 4
@b = internal addrspace(3) global [64 x i32] undef, align 4

define void @cfg(i32 %mode, i32 %n, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %mode, label %def [
    i32 0, label %zero
    i32 1, label %one
    i32 7, label %one
    i32 -3, label %neg
  ]

zero:
  br label %join

one:
  br label %join

neg:
  br label %join

def:
  br label %join

join:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @a to ptr), %zero ], [ addrspacecast (ptr addrspace(3) @b to ptr), %one ], [ addrspacecast (ptr addrspace(3) @a to ptr), %neg ], [ %out, %def ]
  %k = phi i32 [ 0, %zero ], [ 1, %one ], [ -1, %neg ], [ %mode, %def ]
  br label %loop

loop:
  %i = phi i32 [ 0, %join ], [ %i.next, %latch ]
  %acc = phi i32 [ %k, %join ], [ %acc.next, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  %q = select i1 %isodd, ptr %p, ptr addrspacecast (ptr addrspace(3) @b to ptr)
  %slot = getelementptr inbounds i32, ptr %q, i32 %t
  store i32 %acc, ptr %slot, align 4
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr %slot, align 4
  %acc.next = add nsw i32 %acc, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %vc = insertelement <2 x i1> poison, i1 %isodd, i64 0
  %vc2 = insertelement <2 x i1> %vc, i1 true, i64 1
  %vs = select <2 x i1> %vc2, <2 x i32> <i32 1, i32 2>, <2 x i32> zeroinitializer
  %e = extractelement <2 x i32> %vs, i64 0
  %r = add i32 %acc.next, %e
  store i32 %r, ptr %out, align 4
  switch i32 %r, label %end [
  ]

end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @cfg, !"kernel", i32 1}
