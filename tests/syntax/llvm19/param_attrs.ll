; Parameter, return and call-site attributes LLVM 19 knows: noalias,
; nocapture, readonly, writeonly, range(i32 0, 1024), dereferenceable(16),
; dereferenceable_or_null(8), align 4, noundef, nonnull, byval(%struct.S),
; returned, zeroext/signext, inreg; function attributes inline and in groups.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float, [2 x i64] }

define dso_local void @attrs(ptr noalias nocapture noundef readonly align 4 dereferenceable(16) %in, ptr noalias nocapture noundef writeonly align 4 %out, i32 noundef range(i32 0, 1024) %n, ptr byval(%struct.S) align 8 %s, ptr nonnull dereferenceable_or_null(8) %q, i8 zeroext %z, i16 signext %w) local_unnamed_addr #0 {
entry:
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  %f = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1
  %sv = load float, ptr %f, align 4
  %v = load float, ptr %in, align 4
  %a = fadd float %sv, %v
  %id = call noundef i32 @ident(i32 noundef returned %n) #1
  tail call void @llvm.nvvm.barrier0()
  %c = icmp ult i32 %tid, %id
  br i1 %c, label %st, label %done

st:
  store float %a, ptr %out, align 4
  br label %done

done:
  ret void
}

define internal noundef i32 @ident(i32 noundef returned %x) #1 {
  ret i32 %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { noinline nounwind memory(none) }
attributes #2 = { nounwind memory(none) speculatable }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @attrs, !"kernel", i32 1}
