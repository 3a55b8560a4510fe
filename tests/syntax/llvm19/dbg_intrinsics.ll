; The old debug-intrinsic form: calls to llvm.dbg.value / llvm.dbg.declare
; with `metadata` operands (values, DIArgList, DIExpression), as LLVM <= 18
; printed and LLVM 19 still reads (and converts).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @intr(ptr %p, i32 %n) !dbg !10 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !15, metadata !DIExpression()), !dbg !16
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !17, metadata !DIExpression()), !dbg !16
  store i32 %n, ptr %a, align 4
  call void @llvm.nvvm.barrier0(), !dbg !18
  call void @llvm.dbg.value(metadata !DIArgList(i32 %n, i32 1), metadata !15, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !18
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %p, align 4, !dbg !19
  ret void, !dbg !19
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "intr.cu", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{ptr @intr, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "intr", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!16 = !DILocation(line: 2, column: 3, scope: !10)
!17 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 3, type: !14)
!18 = !DILocation(line: 4, column: 3, scope: !10)
!19 = !DILocation(line: 5, column: 1, scope: !10)
