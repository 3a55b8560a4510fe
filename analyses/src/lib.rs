//! # syncflow-analyses
//!
//! The GPU-specific analyses of syncflow, each a lattice instance over the generic engine of
//! [`syncflow_framework::dataflow`]:
//!
//! - **memory effects**: per instruction, whether it reads, writes or atomically updates memory,
//!   in which address space and through which underlying object;
//! - **hazard intervals**: `Before(b)` and `After(b)` for every barrier `b`, the accesses that
//!   removing `b` would merge into one interval (DESIGN.md §4);
//! - **[`uniformity`]**: which values and branches are the same for every thread of a CTA, and
//!   the lint for barriers under divergent control;
//! - **barrier liveness**: the must-analyses behind ptxas-style dominance proofs.
//!
//! Built so far: [`memory`] (effects, objects, precision levels, call summaries),
//! [`hazard`] (Before/After intervals with removal and restart) and [`uniformity`].
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod hazard;
pub mod memory;
pub mod uniformity;
