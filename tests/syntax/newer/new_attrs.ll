; Attributes newer than LLVM 19: dead_on_return (LLVM 21), an unknown enum
; attribute from the future, and a memory() location LLVM 19 does not know
; (target_mem0), next to initializes((lo, hi)), which LLVM 19 already has.
; A tolerant parser skips what it does not know.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @newattrs(ptr initializes((0, 4)) %p, ptr dead_on_return %q, ptr future_enum_attr %r) #0 {
  store i32 0, ptr %p, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %r, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

attributes #0 = { nounwind memory(argmem: readwrite, target_mem0: read) }

!nvvm.annotations = !{!0}
!0 = !{ptr @newattrs, !"kernel", i32 1}
