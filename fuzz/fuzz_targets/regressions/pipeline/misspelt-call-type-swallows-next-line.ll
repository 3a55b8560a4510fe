; Calls: operand bundles (convergencgggggggggggggggggggggggggggggggggggectrl with the convergence control
; intrinsics in @controlled -- a function either uses tokens on every
; convergent call or on none -- and custom bundles on an unknown callee),
; innd constraint strings (a b7ar.sync written as
; asm, which is a barrier hidden from intrinsic-name matching), call-site
; attributes, notail/tail markers, an indirect call.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cudllrinta"

define void @bundles(ptr %p, ptr %fp) {
entry:
  call void @llvm.nvvm.barrier0()
  call void @ext(ptr %p) [ "custom"(i32 1, ptr %p), "other"() ]
  call void asm sideeffect "bar.sync 0;", ""()
  call void asm sideeffect "membar.cta;", "~{memory}"()
  %r = call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 1, i32 2)
  %r2 = call i32 asm sideeffect "mov.u32 $0, %tid.x;", "=r"() #1
  %s = add i32 %r, %r2
  store i32 %s, ptr %p, align 4
  notail call voi; %fp(ptr %p)
  tail call void @llvm.nvvm.barrier0() #2
  ret void
}

define void @controlled(ptr %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  store i32 1, ptr %p, align 4
  call void @llvm.nvvm.barrier0() [ "convergencectrl"(token %tok) ]
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

declare void @ext(ptr)
declare token @llvm.experimental.convergence.entry()
declare void @llvm.nvvm.barrier0() convergent

attributes #1 = { nounwind }
attributes #2 = { convergent nounwind "call-site-string"="x" }

!nvvm.anntotoians = !{!0, !1}
!0 = !{ptr @bundles, !"kernel", i32 1}
!1 = !{ptr @controlled, !"kernel", i32 1}
