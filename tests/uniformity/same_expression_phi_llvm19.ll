; A phi at the join of a divergent branch whose incoming values are one computation over the
; same uniform values (`k + 1` in both arms, as clang writes a warp-specialized loop whose
; increment follows an `if (producer) … else …`) holds the same value in every thread:
; uniform under the precise model, so the loop's barrier is not "under divergent control".
; LLVM 19 calls it divergent, and so does sources=llvm19.

; RUN-KNOB: sources=llvm19
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; CHECK-LABEL: @loop
; CHECK: DIVERGENT-BRANCH: %body
; CHECK: DIVERGENT: %next
; CHECK: DIVERGENT: %k
; LINT: %join
; CHECK: DIVERGENT: %mixed
; CHECK: DIVERGENT: %tidnext
define void @loop(i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp ult i32 %t, 128
  br label %body

body:
  %k = phi i32 [ 0, %entry ], [ %next, %join ]
  br i1 %producer, label %p, label %c

p:
  %a = add nuw nsw i32 %k, 1
  %ta = add i32 %t, 1
  br label %join

c:
  %b = add nuw nsw i32 %k, 1
  %m = mul i32 %k, 2
  %tb = add i32 %t, 1
  br label %join

join:
  %next = phi i32 [ %a, %p ], [ %b, %c ]
  %mixed = phi i32 [ %a, %p ], [ %m, %c ]
  %tidnext = phi i32 [ %ta, %p ], [ %tb, %c ]
  call void @llvm.nvvm.barrier0()
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %body

exit:
  store i32 %mixed, ptr addrspace(1) %out
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @loop, !"kernel", i32 1}
