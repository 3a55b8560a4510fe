; comment at the very top ; with a second semicolon
; Module-level syntax: ModuleID comment, source_filename, target datalayout
; and triple, comdats (any, largest, nodeduplicate), module asm, attribute
; groups with unknown string attributes, unknown metadata kinds on
; instructions and globals, named metadata, module flags, uselistorder
; directives (global and in-function), comments everywhere -- after
; instructions, between blocks, inside argument lists and metadata.
; ModuleID = 'module_level.cu'
source_filename = "module_level.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; trailing comment
target triple = "nvptx64-nvidia-cuda"

module asm "// module-level inline asm"

$tmpl = comdat any
$big = comdat largest
$nd = comdat nodeduplicate

@tile = linkonce_odr addrspace(3) global [64 x float] undef, comdat($tmpl), align 4
@big = linkonce_odr addrspace(1) global i32 0, comdat, align 4
@nd = weak addrspace(1) global i32 0, comdat, align 4, !my.unknown.kind !7
@cnt = internal addrspace(1) global i32 0, align 4

; a comment between globals and functions

define linkonce_odr void @tmplk(ptr %out, ; comment inside the parameter list
    i32 %n) #0 comdat($tmpl) {
entry:                                    ; preds comment style
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1 ; comment after an instruction
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %slot, align 4, !nontemporal !8, !syncflow.custom !9
  ; comment between instructions
  call void @llvm.nvvm.barrier0() #2, !srcloc !10
  %v = load float, ptr addrspace(3) %slot, align 4, !unknown_kind_here !9
  %first = load float, ptr addrspace(3) @tile, align 4 ; second use of @tile
  %c1 = load i32, ptr addrspace(1) @cnt, align 4
  %c2 = load i32, ptr addrspace(1) @cnt, align 4
  %c = add i32 %c1, %c2
  %f = sitofp i32 %c to float
  %r0 = fadd float %v, %f
  %r = fadd float %r0, %first
  store float %r, ptr %out, align 4
  ret void
  uselistorder ptr addrspace(1) @cnt, { 1, 0 }
}

; comment between functions
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.barrier0() #2

uselistorder ptr addrspace(3) @tile, { 1, 0 }

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "syncflow-unknown-string-attr" "another"="value with spaces" "target-cpu"="sm_80" }
attributes #1 = { nounwind memory(none) } ; comment after attribute group
attributes #2 = { convergent nocallback nounwind "my-own"="1" }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!llvm.ident = !{!3}
!syncflow.unknown.named = !{!4, !5}

!0 = !{ptr @tmplk, !"kernel", i32 1} ; comment after metadata
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{!"hand-written"}
!4 = !{!"a string", i64 -1, float 1.5, null}
!5 = distinct !{!5, !6}
!6 = !{}
!7 = !{i32 42}
!8 = !{i32 1}
!9 = !{!"custom", !{!"nested", !{}}}
!10 = !{i64 12345}
