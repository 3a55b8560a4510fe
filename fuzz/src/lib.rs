//! # syncflow-fuzz
//!
//! The execution oracle and the soundness harness of syncflow (docs/design.md §7):
//!
//! - [`interp`]: the SIMT interpreter (the `syncflow-interp` crate in `interpreter/`,
//!   re-exported): it runs a kernel of the IR for whole CTAs and records every memory access
//!   with its thread and barrier interval, reporting races, barrier divergence,
//!   out-of-bounds and uninitialised reads;
//! - [`gen`]: a generator of random, well-formed kernels written as LLVM IR text, driven by
//!   a seed or by [`arbitrary`] bytes;
//! - [`harness`]: runs every [`Eliminator`](harness::Eliminator) on the same kernels, runs the
//!   interpreter on input and output, and reports the removals that introduce a race or a
//!   divergence (minimized), plus dynamic checks of uniformity claims;
//! - [`targets`]: the bodies of the cargo-fuzz targets (the `fuzz/fuzz_targets` crate holds
//!   three-line shims over them);
//! - [`large_kernel`]: the deterministic generator of large benchmark modules behind the
//!   `gen` binary.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod gen;
pub mod harness;
pub use syncflow_interp as interp;
pub mod large_kernel;
pub mod targets;
