; Instruction flags newer than LLVM 19: icmp samesign (LLVM 20),
; getelementptr nusw / nuw (LLVM 20), trunc nuw nsw (19 already has it).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @flags(ptr %p, i32 %a, i32 %b) {
  %c = icmp samesign ult i32 %a, %b
  %g = getelementptr nusw nuw i32, ptr %p, i32 %a
  %t = trunc nuw nsw i32 %b to i16
  %z = zext i16 %t to i32
  store i32 %z, ptr %g, align 4
  call void @llvm.nvvm.barrier0()
  %s = select i1 %c, i32 %a, i32 %b
  store i32 %s, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @flags, !"kernel", i32 1}
