//! # Hazard intervals
//!
//! Barriers cut each thread's run into intervals; removing barrier `b` merges the interval
//! that ends at `b` with the one that starts at `b` (docs/design.md §4). So `b` orders something
//! exactly when an access in
//!
//! - **Before(b)**: the accesses on some CFG path that ends at `b` without passing another
//!   remaining barrier, conflicts with one in
//! - **After(b)**: the accesses on some path from `b` without passing another barrier.
//!
//! Both are *may* analyses over sets of [`AccessClass`](crate::memory::AccessClass)es, solved
//! by the framework's engine with the `Or` meet:
//!
//! | | direction | transfer of an access | of a separating barrier | boundary |
//! |---|---|---|---|---|
//! | Before | forward | add its classes | clear the set | kernel entry: ∅; device function entry: everything (the caller may have written) |
//! | After | backward | add its classes | clear the set | kernel exit: ∅; device function `ret`: everything; `unreachable`: ∅ |
//!
//! The lattice is the powerset of access classes ordered by ⊆ (join ∪, bottom ∅): finite, and
//! every transfer is `x ↦ (x ∖ kill) ∪ gen`, monotone, so the engine converges. Back edges
//! carry one iteration's accesses into the next: a write at the bottom of a loop body reaches
//! a barrier at its top through the back edge.
//!
//! ## Worked example
//!
//! ```text
//!         s[t] = x;            Before = {}        After = {W s}
//!         __syncthreads(); ◀── b1: Before(b1) = {W s}, After(b1) = {R s}      conflict: keep
//!         y = s[t ^ 1];        Before = {}        After = {R s}
//!         __syncthreads(); ◀── b2: Before(b2) = {R s}, After(b2) = {}         nothing after: remove
//!         out[t] = y;          (global: but b2 is the last barrier, and a kernel's exit adds ∅)
//! ```
//!
//! (The store to `out` lands in After(b2) — `{W out}` — but `{R s}` and `{W out}` do not
//! alias at precision 1 or 2, and read/write of different objects never conflict; at
//! precision 0 they do, and `b2` stays.)
//!
//! ## Removal
//!
//! [`BarrierSolution::remove`] marks a barrier removed (its transfer stops clearing) and
//! restarts both analyses with the chosen
//! [`RestartPolicy`](syncflow_framework::dataflow::RestartPolicy). Removing a kill only grows the
//! transfer function, so for these `Or` analyses the incremental restart reaches the same
//! fixed point as solving from scratch (the proof is in [`syncflow_framework::dataflow`]).

pub(crate) mod barrier_problem;
mod dump;
mod intervals;
mod laps;
pub mod loop_passes;
pub mod mbarrier;
pub mod named;

pub use barrier_problem::{
    BarrierProblem, BarrierSolution, BarrierSteps, BarrierTransfer, InstStep,
};
pub use dump::HazardWriter;
pub use intervals::{BoundaryRule, HazardIntervals, HazardOptions, IntervalProblem};
pub use named::{NamedBarriers, NamedCut};
