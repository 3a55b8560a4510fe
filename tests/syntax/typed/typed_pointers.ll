; Typed-pointer IR as LLVM <= 14 prints it (clang-14 CUDA output style):
; float addrspace(3)*, i32*, typed load/store/GEP, bitcasts between pointer
; types, addrspacecast, typed getelementptr constant expressions on a shared
; array, and the old !nvvm.annotations kernel mark `void (float*, i32)* @k`.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x float] undef, align 4
@cnt = internal unnamed_addr addrspace(3) global i32 undef, align 4

define dso_local void @typed_kernel(float* nocapture readonly %in, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %idx = zext i32 %tid to i64
  %src = getelementptr inbounds float, float* %in, i64 %idx
  %v = load float, float* %src, align 4
  %slot = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @s, i32 0, i32 %tid
  store float %v, float addrspace(3)* %slot, align 4
  %gen = addrspacecast float addrspace(3)* %slot to float*
  %asint = bitcast float* %gen to i32*
  store i32 0, i32* bitcast (float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @s to [256 x float]*), i64 0, i64 255) to i32*), align 4
  tail call void @llvm.nvvm.barrier0()
  %bits = load i32, i32* %asint, align 4
  %c = load i32, i32 addrspace(3)* @cnt, align 4
  %sum = add i32 %bits, %c
  %p = bitcast float* %in to i32*
  store i32 %sum, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_70" }
attributes #1 = { nounwind readnone }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!0 = !{void (float*, i32)* @typed_kernel, !"kernel", i32 1}
!1 = !{void (float*, i32)* @typed_kernel, !"maxntidx", i32 256}
