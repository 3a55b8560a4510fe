//! The control-flow-graph toolkit: a graph view, traversal orders, dominators, post-dominators
//! and cycles. Generic: nothing here knows about GPUs or LLVM.
//!
//! | module item | what it computes |
//! |-------------|------------------|
//! | [`Cfg`], [`BlockId`] | the graph: dense block indices, entry, successors, predecessors, exits |
//! | [`postorder`], [`reverse_postorder`], [`full_postorder`], [`full_reverse_postorder`], [`reachable`] | deterministic depth-first orders |
//! | [`Dominators`] | dominator tree (Cooper–Harvey–Kennedy, with a naive baseline) |
//! | [`PostDominators`] | post-dominator tree under a virtual exit, LLVM's roots for infinite loops |
//! | [`CycleInfo`] | cycle nesting forest à la LLVM's `GenericCycleInfo`, irreducible cycles, back edges |
//!
//! Every list an API returns is in a documented, deterministic order (index order unless said
//! otherwise); nothing iterates a hash map. The results are meant to agree with LLVM's
//! `print<domtree>`, `print<postdomtree>` and `print<cycles>` when block indices follow the
//! function's block order and successors follow the terminator's operand order; each module
//! says exactly how. [`Cfg::to_petgraph`] hands the graph to petgraph's algorithms.

mod cfg;
mod cycles;
mod dominators;
mod order;
mod post_dominators;
#[cfg(test)]
mod test_graphs;

pub use cfg::{BlockId, Cfg};
pub use cycles::{Cycle, CycleId, CycleInfo};
pub use dominators::Dominators;
pub use order::{full_postorder, full_reverse_postorder, postorder, reachable, reverse_postorder};
pub use post_dominators::PostDominators;
