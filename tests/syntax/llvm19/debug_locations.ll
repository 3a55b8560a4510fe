; !dbg locations: DILocation with and without column, DISubprogram, DIFile,
; DILexicalBlock and DILexicalBlockFile scopes, an inlined call (inlinedAt
; chain two deep, distinct DILocation), a barrier whose location is inside an
; inlined helper, a line-0 location, and instructions without !dbg.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x float] undef, align 4

define void @dbgk(ptr %out) !dbg !10 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %slot, align 4, !dbg !15
  call void @llvm.nvvm.barrier0(), !dbg !16
  br label %body, !dbg !17

body:
  %v = load float, ptr addrspace(3) %slot, align 4, !dbg !18
  ; inlined helper: its barrier is reported at helper.h:5, inlined at kern.cu:22
  call void @llvm.nvvm.barrier0(), !dbg !21
  store float %v, ptr %out, align 4, !dbg !23
  ret void, !dbg !24
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kern.cu", directory: "/src/project")
!2 = !DIFile(filename: "include/helper.h", directory: "/src/project")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{ptr @dbgk, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "dbgk", linkageName: "dbgk", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!14 = !DILocation(line: 11, column: 11, scope: !10)
!15 = !DILocation(line: 13, column: 5, scope: !13)
!16 = !DILocation(line: 14, scope: !13)
!17 = !DILocation(line: 0, scope: !10)
!18 = !DILocation(line: 20, column: 7, scope: !19)
!19 = !DILexicalBlockFile(scope: !13, file: !1, discriminator: 2)
!20 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 3, type: !11, scopeLine: 3, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 5, column: 3, scope: !20, inlinedAt: !22)
!22 = distinct !DILocation(line: 22, column: 9, scope: !13)
!23 = !DILocation(line: 23, column: 3, scope: !10)
!24 = !DILocation(line: 24, column: 1, scope: !10)
