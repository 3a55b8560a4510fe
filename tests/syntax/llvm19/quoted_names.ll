; Quoted and numbered names: %"a b", @"weird name", @"\01escaped", names with
; dots/dollars/dashes, numbered values and blocks (implicit entry %0 block
; numbering: parameters %0 %1, entry block 2), explicit numeric labels, a
; quoted block label, and a kernel with a quoted name. llc-19 rejects global
; symbols with spaces ("LLVM ERROR: Symbol name with unsupported characters"),
; so this file is checked with opt-19 only and its barrier is
; llvm.nvvm.barrier.sync(i32 0), not barrier0.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"weird name" = internal addrspace(3) global [32 x i32] undef, align 4
@"\01escaped" = internal addrspace(1) global i32 0, align 4
@dots.and$dollars-dash = internal addrspace(3) global i32 0, align 4

define void @"kernel with spaces"(ptr %0, i32 %1) {
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %"a b" = getelementptr inbounds [32 x i32], ptr addrspace(3) @"weird name", i32 0, i32 %3
  store i32 %1, ptr addrspace(3) %"a b", align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %"join block"

5:
  store i32 1, ptr addrspace(3) @dots.and$dollars-dash, align 4
  br label %"join block"

"join block":
  call void @llvm.nvvm.barrier.sync(i32 0)
  %"x.y$z" = load i32, ptr addrspace(3) %"a b", align 4
  %6 = load i32, ptr addrspace(3) @dots.and$dollars-dash, align 4
  %7 = add i32 %"x.y$z", %6
  store i32 %7, ptr addrspace(1) @"\01escaped", align 4
  store i32 %7, ptr %0, align 4
  br label %8

8:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.sync(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @"kernel with spaces", !"kernel", i32 1}
