//! The GPU kernel IR and its LLVM IR text front-end.
