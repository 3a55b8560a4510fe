; Windows CRLF line endings throughout (every line ends in \r\n), including
; inside a metadata list and after comments.
source_filename = "crlf.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x i32] undef, align 4

define void @crlf(ptr %out) !dbg !3 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !6
  %slot = getelementptr inbounds [32 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %slot, align 4, !dbg !6 ; comment before CRLF
  call void @llvm.nvvm.barrier0(), !dbg !7
  %x = xor i32 %t, 1
  %other = getelementptr inbounds [32 x i32], ptr addrspace(3) @s, i32 0, i32 %x
  %v = load i32, ptr addrspace(3) %other, align 4, !dbg !8
  store i32 %v, ptr %out, align 4, !dbg !8
  ret void, !dbg !8
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!nvvm.annotations = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written",
  isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "crlf.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "crlf", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocation(line: 2, column: 3, scope: !3)
!7 = !DILocation(line: 3, column: 3, scope: !3)
!8 = !DILocation(line: 4, column: 3, scope: !3)
!9 = !{ptr @crlf, !"kernel", i32 1}
