//! Where facts live: a statement ([`Location`]) and an edge ([`Edge`]) of a graph, as the engine
//! and every analysis address them.

use crate::graph::BlockId;
use std::fmt;

/// A statement, addressed generically: the block and the statement's index in it (program
/// order, from 0). The engine never sees statements, only these addresses; what they are is
/// the analysis' business.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// The block.
    pub block: BlockId,
    /// Index of the statement in the block, `0..statement_count(block)`.
    pub statement: usize,
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.block, self.statement)
    }
}

/// An edge of the graph, in program order: control goes from `from` to `to`, whatever the
/// analysis' direction. The engine hands it to [`Analysis::apply_edge_effect`](super::Analysis::apply_edge_effect); what the edge
/// means (which arm of a branch, under which condition) is the analysis' business, looked up in
/// its own IR from the terminator of `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Edge {
    /// The block control leaves.
    pub from: BlockId,
    /// The block control enters.
    pub to: BlockId,
}
