; Loops: a divergent exit from a nested loop, and a uniform loop around it.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @nested
define void @nested(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
; CHECK: UNIFORM: %i
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
; CHECK: UNIFORM: %j
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
; CHECK: UNIFORM: %j.next
  %j.next = add i32 %j, 1
  %done = icmp uge i32 %j.next, %tid
; CHECK: DIVERGENT-BRANCH: %inner
  br i1 %done, label %outer.latch, label %inner
outer.latch:
; CHECK: DIVERGENT: %j.lcssa
  %j.lcssa = phi i32 [ %j.next, %inner ]
; CHECK: UNIFORM: %i.next
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
; CHECK: UNIFORM-BRANCH: %outer.latch
  br i1 %more, label %outer, label %exit
exit:
; CHECK: UNIFORM: %i.out
  %i.out = add i32 %i.next, 0
; CHECK: CYCLE-DIVERGENT-EXIT: %inner
; CHECK-NOT: CYCLE-DIVERGENT-EXIT: %outer
  store i32 %i.out, ptr addrspace(1) %out
  store i32 %j.lcssa, ptr addrspace(1) %out
  ret void
}

; A divergent break out of the outer loop from the inner one: both loops exit divergently,
; so a value of the outer loop used after it is divergent.
; CHECK-LABEL: @break_out
define void @break_out(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.latch ]
  %brk = icmp eq i32 %j, %tid
; CHECK: DIVERGENT-BRANCH: %inner
  br i1 %brk, label %exit, label %inner.latch
inner.latch:
  %j.next = add i32 %j, 1
  %c = icmp ult i32 %j.next, %n
  br i1 %c, label %inner, label %latch
latch:
; CHECK: UNIFORM: %i.next
  %i.next = add i32 %i, 1
  %d = icmp ult i32 %i.next, %n
  br i1 %d, label %outer, label %exit
exit:
; CHECK: DIVERGENT: %r
  %r = phi i32 [ %i, %inner ], [ %i.next, %latch ]
; CHECK: CYCLE-DIVERGENT-EXIT: %outer
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @nested, !"kernel", i32 1}
!1 = !{ptr @break_out, !"kernel", i32 1}
