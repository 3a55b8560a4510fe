//! The generic fixed-point dataflow engine: lattices, meet modes, directions, analyses, the
//! worklist engine and restart policies. Generic: nothing here knows about GPUs or LLVM.
