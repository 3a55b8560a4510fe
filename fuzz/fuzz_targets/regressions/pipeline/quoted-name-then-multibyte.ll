@"a"é = global i32 0
define void @k() {
  call void @llvm.nvvm.barrier0()
  ret void
}
