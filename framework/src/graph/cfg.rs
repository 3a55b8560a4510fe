//! The control-flow graph view every analysis works over.
//!
//! A [`Cfg`] is a plain adjacency structure: blocks are numbered densely by [`BlockId`], the
//! entry is one distinguished block, and exits are the blocks with no successor (a `ret` or an
//! `unreachable` in LLVM terms). Edges are kept in insertion order, and duplicate edges (a
//! `br i1 %c, label %a, label %a` or a `switch` with two cases to one block) are kept once.
//!
//! The type knows nothing of any IR: the LLVM front-end builds one per function with
//! [`Cfg::from_edges`], and a researcher with another IR does the same.

use crate::index::CompressedRows;
use petgraph::graph::NodeIndex;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Dense index of a basic block within one graph.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BlockId(u32);

impl BlockId {
    /// The block with dense index `index`.
    ///
    /// # Panics
    /// When `index` does not fit in 32 bits (no graph here has four billion blocks).
    pub fn new(index: usize) -> Self {
        BlockId(u32::try_from(index).expect("block index exceeds u32"))
    }

    /// The dense index of this block, for indexing per-block tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl crate::index::Idx for BlockId {
    fn from_usize(i: usize) -> Self {
        BlockId::new(i)
    }
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bb{}", self.0)
    }
}

impl fmt::Display for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bb{}", self.0)
    }
}

/// Blocks per block, as compressed rows: a graph of a million nodes (the uniformity analysis
/// builds one per instruction) costs two offsets a node and its edges, not two vectors a node.
type Adjacency = CompressedRows<BlockId, BlockId>;

/// Rows of `len` blocks from `(row, target)` pairs, each row in the pairs' order.
fn adjacency(len: usize, pairs: &[(BlockId, BlockId)]) -> Adjacency {
    CompressedRows::build(len, BlockId(0), |emit| {
        for &(row, target) in pairs {
            emit(row, target);
        }
    })
}

/// A control-flow graph: blocks `0..len`, an entry block, successor and predecessor lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    entry: BlockId,
    successors: Adjacency,
    predecessors: Adjacency,
}

impl Cfg {
    /// Builds a graph of `len` blocks from `(from, to)` edges; duplicates are dropped, order of
    /// first appearance is kept.
    ///
    /// # Panics
    /// When an edge or the entry names a block `>= len`.
    pub fn from_edges(
        len: usize,
        entry: BlockId,
        edges: impl IntoIterator<Item = (BlockId, BlockId)>,
    ) -> Self {
        assert!(
            entry.index() < len,
            "entry {entry} outside a graph of {len} blocks"
        );
        let mut edges: Vec<(BlockId, BlockId)> = edges.into_iter().collect();
        for &(from, to) in &edges {
            assert!(
                from.index() < len && to.index() < len,
                "edge {from}->{to} outside graph"
            );
        }
        // Drop repeated edges, keeping the first: rows are short, except a `switch` with many
        // cases to one block, so check each row's targets so far (and rebuild only then).
        let mut successors = adjacency(len, &edges);
        if (0..len).any(|b| {
            let row = successors.row(BlockId::new(b));
            row.iter().enumerate().any(|(i, t)| row[..i].contains(t))
        }) {
            let mut seen: Vec<Vec<BlockId>> = vec![Vec::new(); len];
            edges.retain(|&(from, to)| {
                let row = &mut seen[from.index()];
                let fresh = !row.contains(&to);
                if fresh {
                    row.push(to);
                }
                fresh
            });
            successors = adjacency(len, &edges);
        }
        let predecessors = CompressedRows::build(len, BlockId(0), |emit| {
            for &(from, to) in &edges {
                emit(to, from);
            }
        });
        Cfg {
            entry,
            successors,
            predecessors,
        }
    }

    /// A graph of `len` blocks entered at block 0, from `(from, to)` pairs of plain indices:
    /// the quick way to write a graph down in tests and examples.
    ///
    /// # Panics
    /// When an edge names a block `>= len`.
    pub fn from_index_pairs(len: usize, edges: &[(usize, usize)]) -> Self {
        Cfg::from_edges(
            len,
            BlockId::new(0),
            edges
                .iter()
                .map(|&(a, b)| (BlockId::new(a), BlockId::new(b))),
        )
    }

    /// Number of blocks.
    pub fn len(&self) -> usize {
        self.successors.rows()
    }

    /// True when the graph has no block (never the case for a graph built by `from_edges`).
    pub fn is_empty(&self) -> bool {
        self.successors.rows() == 0
    }

    /// The entry block.
    pub fn entry(&self) -> BlockId {
        self.entry
    }

    /// Every block, in index order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = BlockId> + ExactSizeIterator {
        (0..self.len()).map(BlockId::new)
    }

    /// Successors of `block`, in edge insertion order.
    pub fn successors(&self, block: BlockId) -> &[BlockId] {
        self.successors.row(block)
    }

    /// Predecessors of `block`, in edge insertion order.
    pub fn predecessors(&self, block: BlockId) -> &[BlockId] {
        self.predecessors.row(block)
    }

    /// Blocks with no successor (function exits), in index order.
    pub fn exits(&self) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks().filter(|b| self.successors(*b).is_empty())
    }

    /// Every edge `(from, to)`, by source index then successor order.
    pub fn edges(&self) -> impl Iterator<Item = (BlockId, BlockId)> + '_ {
        self.blocks()
            .flat_map(move |b| self.successors(b).iter().map(move |&s| (b, s)))
    }

    /// The graph with every edge reversed and `entry` as its entry (for backward problems over
    /// a graph with a single exit, say). Successor lists of the result are in predecessor order.
    pub fn reversed(&self, entry: BlockId) -> Cfg {
        Cfg {
            entry,
            successors: self.predecessors.clone(),
            predecessors: self.successors.clone(),
        }
    }

    /// The same graph as a petgraph [`DiGraph`](petgraph::graph::DiGraph), node `i` being
    /// block `i` (weights are the block ids), for petgraph's algorithms.
    pub fn to_petgraph(&self) -> petgraph::graph::DiGraph<BlockId, ()> {
        let mut g = petgraph::graph::DiGraph::with_capacity(self.len(), 0);
        for b in self.blocks() {
            g.add_node(b);
        }
        for (from, to) in self.edges() {
            g.add_edge(NodeIndex::new(from.index()), NodeIndex::new(to.index()), ());
        }
        g
    }
}
