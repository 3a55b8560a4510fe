; Hidden divergence (after LLVM's hidden_diverge.ll): a uniform branch nested in a divergent
; one; the join of the inner branch is also reached from the outer divergent one.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @hidden
define void @hidden(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: UNIFORM: %cond.uni
  %cond.uni = icmp slt i32 %n, 0
; CHECK: DIVERGENT: %cond.div
  %cond.div = icmp slt i32 %tid, 0
; CHECK: UNIFORM-BRANCH: %entry
  br i1 %cond.uni, label %if.uni, label %if.div
if.uni:
  br label %merge
if.div:
; CHECK: DIVERGENT-BRANCH: %if.div
  br i1 %cond.div, label %if.div.then, label %merge
if.div.then:
  br label %merge
merge:
; CHECK: DIVERGENT: %a
  %a = phi i32 [ 1, %if.uni ], [ 2, %if.div ], [ 3, %if.div.then ]
; CHECK: UNIFORM: %same
  %same = phi i32 [ %n, %if.uni ], [ %n, %if.div ], [ %n, %if.div.then ]
  store i32 %a, ptr addrspace(1) %out
  store i32 %same, ptr addrspace(1) %out
  ret void
}

; A uniform branch only: its join stays uniform, and ctaid/ntid and kernel arguments are
; block-uniform (LLVM 19 calls every call result divergent).
; CHECK-LABEL: @uniform_join
define void @uniform_join(i32 %n, ptr addrspace(1) %out) {
entry:
; CHECK: UNIFORM: %bid
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK: UNIFORM: %bdim
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %odd = and i32 %bid, 1
  %c = icmp eq i32 %odd, %n
; CHECK: UNIFORM-BRANCH: %entry
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
; CHECK: UNIFORM: %v
  %v = phi i32 [ %bdim, %a ], [ 0, %b ]
; CHECK: UNIFORM: %ld
  %ld = load i32, ptr addrspace(1) %out
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @hidden, !"kernel", i32 1}
!1 = !{ptr @uniform_join, !"kernel", i32 1}
