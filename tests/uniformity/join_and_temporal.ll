; The example of the module docs: a data source, a join point and temporal divergence.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @join_and_temporal
define void @join_and_temporal(ptr addrspace(1) %out) {
entry:
; CHECK: DIVERGENT: %t
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: DIVERGENT: %c
  %c = icmp ult i32 %t, 16
; CHECK: DIVERGENT-BRANCH: %entry
  br i1 %c, label %then, label %join
then:
  br label %join
join:
; CHECK: DIVERGENT: %p
  %p = phi i32 [ 1, %then ], [ 2, %entry ]
  br label %loop
loop:
; CHECK: UNIFORM: %i
  %i = phi i32 [ 0, %join ], [ %i1, %loop ]
; CHECK: UNIFORM: %i1
  %i1 = add i32 %i, 1
; CHECK: DIVERGENT: %x
  %x = icmp ult i32 %i1, %t
  br i1 %x, label %loop, label %exit
exit:
; CHECK: DIVERGENT: %u
  %u = add i32 %i1, 0
; CHECK: CYCLE-DIVERGENT-EXIT: %loop
  store i32 %u, ptr addrspace(1) %out
  store i32 %p, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @join_and_temporal, !"kernel", i32 1}
