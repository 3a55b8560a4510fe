; The llvm.nvvm.barrier.cta.* intrinsics (LLVM 21) that replace barrier0,
; bar.sync, barrier, barrier.sync, barrier.sync.cnt, barrier0.popc/and/or:
;   sync.aligned.all(id)          full CTA, aligned   (= barrier0 when id 0)
;   sync.all(id)                  full CTA            (= barrier.sync)
;   sync.aligned.count(id, n)     partial, aligned    (= barrier)
;   sync.count(id, n)             partial             (= barrier.sync.cnt)
;   arrive.aligned.count(id, n), arrive.count(id, n)  (bar.arrive: no wait)
;   red.{popc,and,or}.{aligned.}{all,count}           (carry data)
; and a ptx_kernel with a barrier.cta.sync.aligned.all(0) as the removal
; candidate.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cta(ptr %p, i1 %pred, i32 %n) {
  store i32 1, ptr %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 2, i32 64)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 3, i32 %n)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 4, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 5, i32 128)
  %c = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %pred)
  %a = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %pred)
  %o = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %pred)
  %c2 = call i32 @llvm.nvvm.barrier.cta.red.popc.all(i32 6, i1 %pred)
  %c3 = call i32 @llvm.nvvm.barrier.cta.red.popc.count(i32 7, i32 64, i1 %pred)
  %a2 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32 8, i32 64, i1 %pred)
  %o2 = call i1 @llvm.nvvm.barrier.cta.red.or.count(i32 9, i32 64, i1 %pred)
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %c
  store i32 %s, ptr %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1)
