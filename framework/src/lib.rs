//! # syncflow-framework
//!
//! The generic half of syncflow, in three layers, none of which knows GPUs or LLVM:
//!
//! - [`index`]: typed dense indices and [`IndexVec`](index::IndexVec), the tables every layer
//!   keys by [`BlockId`](graph::BlockId) and friends;
//! - [`graph`]: a control-flow graph view over any graph, with orders, dominators,
//!   post-dominators and cycles;
//! - [`dataflow`]: lattices, meet modes, directions, the worklist engine and restart policies.
//!
//! A researcher can bring another IR: build a [`graph::Cfg`] per function and implement
//! [`dataflow::Analysis`]. syncflow's own kernel IR (`syncflow-ir`, with the LLVM IR
//! front-end) sits one crate above this one; nothing here imports it.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod dataflow;
pub mod graph;
pub mod index;
