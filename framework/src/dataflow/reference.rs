//! The naive reference solver: iterate every block in index order until nothing changes.
//!
//! It shares nothing with the engine but the [`Analysis`] and [`Lattice`] traits: no worklist,
//! no direction trait (it spells both directions out), no block summaries (it applies the
//! statements one by one, ignoring [`Analysis::apply_block`]) and it detects change by
//! comparing states, not by the lattice's change flags. Tests compare the engine with it.

use super::analysis::Analysis;
use super::direction::Direction;
use super::lattice::{Lattice, MeetMode};
use super::location::{Edge, Location};
use crate::graph::{BlockId, Cfg};
use crate::index::IndexVec;

/// The states at the start and end of every block, by block index, and the number of rounds
/// (full sweeps over the blocks) it took.
#[derive(Clone, Debug, PartialEq)]
pub struct ReferenceSolution<D> {
    /// State at the start of each block.
    pub starts: IndexVec<BlockId, D>,
    /// State at the end of each block.
    pub ends: IndexVec<BlockId, D>,
    /// Sweeps until nothing changed (the last one included).
    pub rounds: usize,
}

/// Solves `analysis` by round-robin iteration. Quadratic or worse; for tests.
pub fn solve_round_robin<A: Analysis>(cfg: &Cfg, analysis: &A) -> ReferenceSolution<A::Domain> {
    let mode = analysis.meet_mode();
    let boundary = analysis.boundary_state();
    let combine = |into: &mut A::Domain, from: &A::Domain| match mode {
        MeetMode::Or => {
            into.join(from);
        }
        MeetMode::And => {
            into.meet(from);
        }
    };
    // An input's state along its edge (the edge effect spelled out, both directions).
    let along = |state: &A::Domain, from: BlockId, to: BlockId| {
        let mut state = state.clone();
        if A::HAS_EDGE_EFFECTS {
            analysis.apply_edge_effect(&mut state, Edge { from, to });
        }
        state
    };
    let initial = match mode {
        MeetMode::Or => boundary.bottom(),
        MeetMode::And => boundary.top(),
    };
    let mut starts = IndexVec::from_elem(initial.clone(), cfg.len());
    let mut ends = IndexVec::from_elem(initial.clone(), cfg.len());
    let mut rounds = 0;
    loop {
        rounds += 1;
        let mut changed = false;
        for b in cfg.blocks() {
            let count = analysis.statement_count(b);
            let (start, end) = if A::Direction::IS_FORWARD {
                let mut start = if b == cfg.entry() {
                    boundary.clone()
                } else {
                    initial.clone()
                };
                for &p in cfg.predecessors(b) {
                    combine(&mut start, &along(&ends[p], p, b));
                }
                let mut end = start.clone();
                for statement in 0..count {
                    analysis.apply_statement(
                        &mut end,
                        Location {
                            block: b,
                            statement,
                        },
                    );
                }
                (start, end)
            } else {
                let succs = cfg.successors(b);
                let mut end = if succs.is_empty() {
                    boundary.clone()
                } else {
                    initial.clone()
                };
                for &s in succs {
                    combine(&mut end, &along(&starts[s], b, s));
                }
                let mut start = end.clone();
                for statement in (0..count).rev() {
                    analysis.apply_statement(
                        &mut start,
                        Location {
                            block: b,
                            statement,
                        },
                    );
                }
                (start, end)
            };
            if start != starts[b] || end != ends[b] {
                changed = true;
                starts[b] = start;
                ends[b] = end;
            }
        }
        if !changed {
            return ReferenceSolution {
                starts,
                ends,
                rounds,
            };
        }
    }
}
