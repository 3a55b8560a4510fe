; Switches: on a lane id (divergent, its join phi too) and on a kernel argument (uniform).
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @switches
define void @switches(i32 %mode, ptr addrspace(1) %out) {
entry:
; CHECK: DIVERGENT: %lane
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %k = and i32 %lane, 3
; CHECK: DIVERGENT-BRANCH: %entry
  switch i32 %k, label %d [ i32 0, label %c0 i32 1, label %c1 ]
c0:
  br label %j
c1:
  br label %j
d:
  br label %j
j:
; CHECK: DIVERGENT: %v
  %v = phi i32 [ 10, %c0 ], [ 11, %c1 ], [ 12, %d ]
; CHECK: UNIFORM-BRANCH: %j
  switch i32 %mode, label %e [ i32 0, label %m0 ]
m0:
  br label %e2
e:
  br label %e2
e2:
; CHECK: UNIFORM: %w
  %w = phi i32 [ 1, %m0 ], [ 2, %e ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()

!nvvm.annotations = !{!0}
!0 = !{ptr @switches, !"kernel", i32 1}
