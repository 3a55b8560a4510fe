; LLVM 19 debug records: #dbg_value / #dbg_declare / #dbg_assign lines
; between instructions (printed when the new debug-info format is on), with
; DIExpression, DIArgList, a DILocalVariable and an inline location.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @recs(ptr %p, i32 %n) !dbg !10 {
entry:
    #dbg_value(i32 %n, !15, !DIExpression(), !16)
  %a = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i32 %n, !15, !DIExpression(), !20, ptr %a, !DIExpression(), !16)
    #dbg_declare(ptr %a, !17, !DIExpression(), !16)
  store i32 %n, ptr %a, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
    #dbg_value(!DIArgList(i32 %t, i32 %n), !15, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !16)
  store i32 %t, ptr %p, align 4, !dbg !16
  call void @llvm.nvvm.barrier0(), !dbg !18
    #dbg_value(i32 poison, !15, !DIExpression(), !18)
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %p, align 4, !dbg !19
  ret void, !dbg !19
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "recs.cu", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{ptr @recs, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "recs", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!16 = !DILocation(line: 2, column: 3, scope: !10)
!17 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 3, type: !14)
!18 = !DILocation(line: 4, column: 3, scope: !10)
!19 = !DILocation(line: 5, column: 1, scope: !10)
!20 = distinct !DIAssignID()
