//! The control-flow-graph toolkit: a graph view, traversal orders, dominators, post-dominators
//! and cycles. Generic: nothing here knows about GPUs or LLVM.

mod cfg;

pub use cfg::{BlockId, Cfg};
