; An irreducible cycle {A, B} entered at A or B depending on the thread: every value defined
; in it is divergent, even the counter that looks uniform. Entered uniformly, it is not.
; (LLVM 19's DFS explores the last successor first, so B is the header.)
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @divergent_entry
define void @divergent_entry(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
; CHECK: DIVERGENT-BRANCH: %entry
  br i1 %c, label %A, label %B
A:
; CHECK: DIVERGENT: %a
  %a = phi i32 [ 0, %entry ], [ %b.next, %B ]
; CHECK: DIVERGENT: %a.next
  %a.next = add i32 %a, 1
  %ca = icmp ult i32 %a.next, %n
  br i1 %ca, label %B, label %exit
B:
; CHECK: DIVERGENT: %b
  %b = phi i32 [ 0, %entry ], [ %a.next, %A ]
  %b.next = add i32 %b, 1
  %cb = icmp ult i32 %b.next, %n
  br i1 %cb, label %A, label %exit
exit:
; CHECK: CYCLE-ASSUMED-DIVERGENT: %B
  ret void
}

; CHECK-LABEL: @uniform_entry
define void @uniform_entry(i32 %n, ptr addrspace(1) %out) {
entry:
  %c = icmp ult i32 %n, 16
; CHECK: UNIFORM-BRANCH: %entry
  br i1 %c, label %A, label %B
A:
; CHECK: UNIFORM: %a
  %a = phi i32 [ 0, %entry ], [ %b.next, %B ]
  %a.next = add i32 %a, 1
  %ca = icmp ult i32 %a.next, %n
  br i1 %ca, label %B, label %exit
B:
; CHECK: UNIFORM: %b
  %b = phi i32 [ 0, %entry ], [ %a.next, %A ]
  %b.next = add i32 %b, 1
  %cb = icmp ult i32 %b.next, %n
  br i1 %cb, label %A, label %exit
exit:
; CHECK-NOT: CYCLE-ASSUMED-DIVERGENT: %B
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @divergent_entry, !"kernel", i32 1}
!1 = !{ptr @uniform_entry, !"kernel", i32 1}
