//! # syncflow-framework
//!
//! Everything every syncflow analysis stands on, in three layers:
//!
//! - [`graph`]: a control-flow graph view over any graph, with orders, dominators,
//!   post-dominators and cycles. Knows nothing of GPUs or LLVM.
//! - [`dataflow`]: lattices, meet modes, directions, the worklist engine and restart policies.
//!   Knows nothing of GPUs or LLVM either; a researcher can bring another IR.
//! - [`ir`]: the GPU kernel IR, the LLVM IR (`.ll`) text front-end that builds it, the
//!   classification hooks (barriers, memory accesses, pure intrinsics) and the span-preserving
//!   printer.
//!
//! Dependencies point one way: `ir` uses `graph` (a function's CFG is a [`graph::Cfg`]), and
//! neither `graph` nor `dataflow` imports anything from `ir`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod dataflow;
pub mod graph;
pub mod ir;
