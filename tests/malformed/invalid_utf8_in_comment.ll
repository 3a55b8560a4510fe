; A valid module except for a comment in Latin-1: café.
define void @k() {
entry:
  ret void
}
