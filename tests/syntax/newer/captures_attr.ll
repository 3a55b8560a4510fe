; The captures(...) parameter attribute (LLVM 21) in its forms: none,
; address, address_is_null, provenance, read_provenance, and with a ret:
; component; alongside the older attributes it replaces (nocapture).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @caps(ptr captures(none) noalias %a, ptr captures(address) %b, ptr captures(address_is_null) %c, ptr captures(ret: address, provenance) %d, ptr captures(read_provenance) %e, ptr nocapture %f) {
  store i32 1, ptr %a, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr %b, align 4
  store i32 %v, ptr %f, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @caps, !"kernel", i32 1}
