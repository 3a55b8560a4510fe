; A kernel whose barrier name holds a byte that is not UTF-8 (0xff).
define void @k() {
entry:
  call void @llvm.nvvm.barrierÿ0()
  ret void
}
