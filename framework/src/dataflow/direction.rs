//! Directions: which edges carry states and in which order a block's statements take effect.
//!
//! A direction is a type ([`Forward`] or [`Backward`]), chosen by the analysis through
//! [`Analysis::Direction`](super::Analysis::Direction). The engine, the cursor and the restart logic only ever call this
//! trait; none of them branches on the direction.
//!
//! Vocabulary used throughout: a block's *input* is the state on the side where states arrive
//! (its start for a forward analysis, its end for a backward one), its *output* the state on
//! the other side. Program *points* of a block with `n` statements are numbered `0..=n` in
//! program order: point `p` is just before statement `p`, point `n` is the end of the block.

use super::location::Edge;
use crate::graph::{full_postorder, full_reverse_postorder, BlockId, Cfg};

/// The direction of an analysis. Implemented by [`Forward`] and [`Backward`] only.
pub trait Direction: Copy + Default + std::fmt::Debug + 'static {
    /// Whether states flow along the edges. For reference code and diagnostics; the engine
    /// does not read it.
    const IS_FORWARD: bool;

    /// The blocks whose outputs combine into `block`'s input: predecessors (forward) or
    /// successors (backward).
    fn inputs(cfg: &Cfg, block: BlockId) -> &[BlockId];

    /// The edge, in program order, along which `input` (one of [`inputs`](Self::inputs) of
    /// `block`) flows into `block`: `input → block` (forward) or `block → input` (backward).
    fn edge(block: BlockId, input: BlockId) -> Edge;

    /// The blocks whose input reads `block`'s output: successors (forward) or predecessors
    /// (backward).
    fn dependents(cfg: &Cfg, block: BlockId) -> &[BlockId];

    /// Whether the analysis' boundary state flows into `block`'s input: the entry block
    /// (forward) or a block without successors (backward).
    fn is_boundary(cfg: &Cfg, block: BlockId) -> bool;

    /// The initial worklist order, covering every block: reverse postorder (forward) or
    /// postorder (backward), see [`full_reverse_postorder`].
    fn worklist_order(cfg: &Cfg) -> Vec<BlockId>;

    /// The statement that takes effect `k`-th (from 0) when a block of `count` statements is
    /// traversed from its input to its output.
    fn nth_effect(count: usize, k: usize) -> usize;

    /// How many statements take effect between a block's input and program point `point`.
    fn effects_before_point(count: usize, point: usize) -> usize;

    /// `(state at the block start, state at the block end)` from `(input, output)`.
    fn start_and_end<'a, T>(input: &'a T, output: &'a T) -> (&'a T, &'a T);
}

/// States flow along edges; statements take effect first to last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Forward;

/// States flow against edges; statements take effect last to first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Backward;

impl Direction for Forward {
    const IS_FORWARD: bool = true;

    fn inputs(cfg: &Cfg, block: BlockId) -> &[BlockId] {
        cfg.predecessors(block)
    }

    fn edge(block: BlockId, input: BlockId) -> Edge {
        Edge {
            from: input,
            to: block,
        }
    }

    fn dependents(cfg: &Cfg, block: BlockId) -> &[BlockId] {
        cfg.successors(block)
    }

    fn is_boundary(cfg: &Cfg, block: BlockId) -> bool {
        block == cfg.entry()
    }

    fn worklist_order(cfg: &Cfg) -> Vec<BlockId> {
        full_reverse_postorder(cfg)
    }

    fn nth_effect(_count: usize, k: usize) -> usize {
        k
    }

    fn effects_before_point(_count: usize, point: usize) -> usize {
        point
    }

    fn start_and_end<'a, T>(input: &'a T, output: &'a T) -> (&'a T, &'a T) {
        (input, output)
    }
}

impl Direction for Backward {
    const IS_FORWARD: bool = false;

    fn inputs(cfg: &Cfg, block: BlockId) -> &[BlockId] {
        cfg.successors(block)
    }

    fn edge(block: BlockId, input: BlockId) -> Edge {
        Edge {
            from: block,
            to: input,
        }
    }

    fn dependents(cfg: &Cfg, block: BlockId) -> &[BlockId] {
        cfg.predecessors(block)
    }

    fn is_boundary(cfg: &Cfg, block: BlockId) -> bool {
        cfg.successors(block).is_empty()
    }

    fn worklist_order(cfg: &Cfg) -> Vec<BlockId> {
        full_postorder(cfg)
    }

    fn nth_effect(count: usize, k: usize) -> usize {
        count - 1 - k
    }

    fn effects_before_point(count: usize, point: usize) -> usize {
        count - point
    }

    fn start_and_end<'a, T>(input: &'a T, output: &'a T) -> (&'a T, &'a T) {
        (output, input)
    }
}
