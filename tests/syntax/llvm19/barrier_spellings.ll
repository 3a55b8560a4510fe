; Every barrier-like intrinsic LLVM 19 knows, each with a distinct !dbg line:
; barrier0 (candidate), bar.sync(0), barrier.sync(0) (full-CTA, id 0),
; barrier.sync(1) / barrier.n(2) / barrier(3, 64) (full or partial with other
; ids/counts), barrier.sync.cnt (partial), barrier0.popc/.and/.or (data),
; bar.warp.sync (warp scope), membar.cta/.gl/.sys (fences), and the
; bar.arrive form, which LLVM 19 only has as inline asm.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @spellings(ptr %p, i32 %pred) !dbg !10 {
  call void @llvm.nvvm.barrier0(), !dbg !20
  call void @llvm.nvvm.bar.sync(i32 0), !dbg !21
  call void @llvm.nvvm.barrier.sync(i32 0), !dbg !22
  call void @llvm.nvvm.barrier.sync(i32 1), !dbg !23
  call void @llvm.nvvm.barrier.sync.cnt(i32 2, i32 64), !dbg !24
  call void @llvm.nvvm.barrier.n(i32 3), !dbg !25
  call void @llvm.nvvm.barrier(i32 4, i32 128), !dbg !26
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 %pred), !dbg !27
  %a = call i32 @llvm.nvvm.barrier0.and(i32 %pred), !dbg !28
  %o = call i32 @llvm.nvvm.barrier0.or(i32 %pred), !dbg !29
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !30
  call void @llvm.nvvm.membar.cta(), !dbg !31
  call void @llvm.nvvm.membar.gl(), !dbg !32
  call void @llvm.nvvm.membar.sys(), !dbg !33
  call void asm sideeffect "bar.arrive 5, 64;", "~{memory}"(), !dbg !34
  %s1 = add i32 %c, %a
  %s2 = add i32 %s1, %o
  store i32 %s2, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "spellings.cu", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{ptr @spellings, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "spellings", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!20 = !DILocation(line: 20, column: 3, scope: !10)
!21 = !DILocation(line: 21, column: 3, scope: !10)
!22 = !DILocation(line: 22, column: 3, scope: !10)
!23 = !DILocation(line: 23, column: 3, scope: !10)
!24 = !DILocation(line: 24, column: 3, scope: !10)
!25 = !DILocation(line: 25, column: 3, scope: !10)
!26 = !DILocation(line: 26, column: 3, scope: !10)
!27 = !DILocation(line: 27, column: 3, scope: !10)
!28 = !DILocation(line: 28, column: 3, scope: !10)
!29 = !DILocation(line: 29, column: 3, scope: !10)
!30 = !DILocation(line: 30, column: 3, scope: !10)
!31 = !DILocation(line: 31, column: 3, scope: !10)
!32 = !DILocation(line: 32, column: 3, scope: !10)
!33 = !DILocation(line: 33, column: 3, scope: !10)
!34 = !DILocation(line: 34, column: 3, scope: !10)
