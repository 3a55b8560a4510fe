target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() !dbg !3 {
  call void @llvm.nvvm.barrier0(), !dbg !4
  ret void
}

declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: "seven", column: 1, scope: !3)
