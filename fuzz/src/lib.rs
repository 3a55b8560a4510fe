//! # syncflow-fuzz
//!
//! The execution oracle and the soundness harness of syncflow (DESIGN.md §7):
//!
//! - a SIMT interpreter that runs a kernel of the IR for a whole CTA and records every memory
//!   access with its thread and barrier interval, reporting races, barrier divergence and
//!   out-of-bounds accesses;
//! - a generator of random, well-formed kernels written as LLVM IR text;
//! - the harness that runs every eliminator and preset on the same kernels and reports the
//!   removals that introduce a race.
//!
//! The cargo-fuzz targets under `fuzz_targets/` will be three-line shims over this library.
//! Built so far: [`large_kernel`], the deterministic generator of large benchmark modules
//! behind the `gen` binary.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod large_kernel;
