; Typed-era calls and debug info: a call through a bitcast of the callee
; (`call void bitcast (void (i32*)* @f to void (float*)*)(float* %p)`),
; byval(%struct.S) with a typed pointer, typed atomicrmw/cmpxchg, the old
; llvm.dbg.value intrinsic with typed metadata operands, and !dbg locations.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float }

@cnt = internal addrspace(3) global i32 0, align 4

define void @calls(float* %p, %struct.S* byval(%struct.S) align 4 %s) !dbg !10 {
entry:
  call void @llvm.dbg.value(metadata float* %p, metadata !15, metadata !DIExpression()), !dbg !16
  %f = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 1
  %fv = load float, float* %f, align 4, !dbg !16
  store float %fv, float* %p, align 4, !dbg !16
  call void bitcast (void (i32*)* @takes_int to void (float*)*)(float* %p), !dbg !16
  %old = atomicrmw add i32 addrspace(3)* @cnt, i32 1 seq_cst, align 4, !dbg !17
  %pair = cmpxchg i32 addrspace(3)* @cnt, i32 %old, i32 0 monotonic monotonic, align 4
  call void @llvm.nvvm.barrier0(), !dbg !18
  %v = load i32, i32 addrspace(3)* @cnt, align 4, !dbg !18
  %pi = bitcast float* %p to i32*
  store i32 %v, i32* %pi, align 4, !dbg !18
  ret void, !dbg !18
}

declare void @takes_int(i32*)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 14 (hand-written)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "typed.cu", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{void (float*, %struct.S*)* @calls, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!16 = !DILocation(line: 2, column: 3, scope: !10)
!17 = !DILocation(line: 3, column: 3, scope: !10)
!18 = !DILocation(line: 4, column: 3, scope: !10)
