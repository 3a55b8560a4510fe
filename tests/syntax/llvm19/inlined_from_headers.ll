; Barriers inlined from the compiler's and the CUDA toolkit's headers, as clang-19 emits
; them when a kernel is compiled against the real CUDA headers (--cuda-path): the barrier's
; own !dbg location is in the header, with an inlinedAt chain back to the user's line.
;   k.cu:5   __device__ void step(int *s) { s[threadIdx.x] = 1; cg::this_thread_block().sync(); }
;   k.cu:12  __syncthreads();          (from __clang_cuda_device_functions.h)
;   k.cu:13  step(s);                  (cooperative_groups.h -> details/sync.h -> barrier)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) !dbg !10 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %p = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t, !dbg !20
  store i32 %t, ptr addrspace(3) %p, align 4, !dbg !20
  call void @llvm.nvvm.barrier0(), !dbg !21
  %v = load i32, ptr addrspace(3) %p, align 4, !dbg !23
  store i32 %v, ptr addrspace(3) %p, align 4, !dbg !24
  call void @llvm.nvvm.barrier.sync(i32 0), !dbg !25
  %w = load i32, ptr addrspace(3) %p, align 4, !dbg !28
  store i32 %w, ptr addrspace(1) %out, align 4, !dbg !28
  ret void, !dbg !29
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 19", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k.cu", directory: "/home/user/proj")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{ptr @k, !"kernel", i32 1}
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!7 = !DIFile(filename: "/opt/venv/lib/python3.11/site-packages/nvidia/cuda_runtime/include/cooperative_groups.h", directory: "")
!8 = !DIFile(filename: "/opt/venv/lib/python3.11/site-packages/nvidia/cuda_runtime/include/cooperative_groups/details/sync.h", directory: "")
!9 = !DISubroutineType(types: !2)
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = distinct !DISubprogram(name: "__syncthreads", scope: !6, file: !6, line: 189, type: !9, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = distinct !DISubprogram(name: "sync", scope: !7, file: !7, line: 288, type: !9, scopeLine: 288, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = distinct !DISubprogram(name: "sync_grids", scope: !8, file: !8, line: 60, type: !9, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 11, column: 7, scope: !10)
!21 = !DILocation(line: 190, column: 3, scope: !11, inlinedAt: !22)
!22 = distinct !DILocation(line: 12, column: 3, scope: !10)
!23 = !DILocation(line: 5, column: 45, scope: !12, inlinedAt: !27)
!24 = !DILocation(line: 5, column: 40, scope: !12, inlinedAt: !27)
!25 = !DILocation(line: 61, column: 5, scope: !14, inlinedAt: !26)
!26 = distinct !DILocation(line: 289, column: 9, scope: !13, inlinedAt: !30)
!30 = distinct !DILocation(line: 5, column: 60, scope: !12, inlinedAt: !27)
!27 = distinct !DILocation(line: 13, column: 3, scope: !10)
!28 = !DILocation(line: 14, column: 13, scope: !10)
!29 = !DILocation(line: 15, column: 1, scope: !10)
