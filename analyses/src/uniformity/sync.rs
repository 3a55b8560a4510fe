//! Sync dependence: which blocks a divergent branch makes *join points* (two disjoint paths
//! from the branch meet there, so a `phi` there sees threads arriving from different sides)
//! and which cycle exits it makes *divergent exits* (threads leave the cycle in different
//! iterations).
//!
//! This is LLVM's `GenericSyncDependenceAnalysis` (after Rosemann, Moll and Hack, "An abstract
//! interpretation for SPMD divergence on reducible control flow graphs", POPL 2021), rebuilt
//! over the [`graph`](syncflow_framework::graph) toolkit.
//!
//! # The question as SSA construction
//!
//! Put a fresh definition of a virtual variable `x` in each successor of the branch block `B`.
//! A block needs a `phi` for `x` exactly when two of those definitions reach it along disjoint
//! paths: that block is a join point. So the propagator runs a tiny SSA construction, where the
//! *label* of a block is the block whose definition of `x` reaches it:
//!
//! ```text
//!          B  (divergent)            labels after propagation:
//!        /   \                         T: T   (a successor defines x)
//!       T     F                        F: F
//!       | \   |                        M: M   (T and F meet: a join, phis here diverge)
//!       |  \  |                        X: X   (M's label and T's meet again: a join too)
//!       |   M
//!        \  |
//!          X
//! ```
//!
//! Blocks are visited in a *modified post-order* ([`ModifiedPostOrder`]) from the highest
//! index down, so a block is visited after all its predecessors except those reached through
//! a cycle header; a block whose label changes is *fresh* and must be visited (again). The
//! search stops when one fresh block is left, which is then the immediate post-dominator (all
//! paths have reconverged), unless the branch sits inside an irreducible cycle, where labels
//! may flow around and the search must go on.
//!
//! # Cycles
//!
//! The modified post-order collapses every reducible cycle into its header: the header is
//! numbered after the cycle's blocks, and instead of its own successors, a visited reducible
//! header pushes its label straight to the cycle's exits. If the branch is inside that cycle,
//! an exit reached with a new label is a *divergent cycle exit*: threads that took different
//! sides of the branch leave in different iterations (temporal divergence). A successor of
//! the branch outside the branch's innermost cycle is a divergent exit at once. For an
//! irreducible cycle around the branch, an exit whose final label differs from the header's
//! is a divergent exit.
//!
//! What the caller does with the result (tainting phis, whole cycles, or the users of values
//! that leave a cycle) is in [`graph`](super::graph).

use fixedbitset::FixedBitSet;
use std::collections::{BTreeSet, HashMap};
use syncflow_framework::graph::{BlockId, Cfg, CycleId, CycleInfo};

/// The exits of a cycle: successors of its blocks outside it, without duplicates, in block
/// then successor order (LLVM's `getExitBlocks`).
pub fn exit_blocks(cfg: &Cfg, cycles: &CycleInfo, cycle: CycleId) -> Vec<BlockId> {
    let c = cycles.cycle(cycle);
    let mut exits = Vec::new();
    for &b in c.blocks() {
        for &s in cfg.successors(b) {
            if !c.contains(s) && !exits.contains(&s) {
                exits.push(s);
            }
        }
    }
    exits
}

/// Whether `outer` contains `inner` (or is it).
pub fn cycle_contains(cycles: &CycleInfo, outer: CycleId, inner: CycleId) -> bool {
    let mut c = Some(inner);
    while let Some(id) = c {
        if id == outer {
            return true;
        }
        c = cycles.cycle(id).parent();
    }
    false
}

/// Whether `block` lies in `cycle`.
fn in_cycle(cycles: &CycleInfo, cycle: CycleId, block: BlockId) -> bool {
    cycles.cycle(cycle).contains(block)
}

/// Pushes onto the search `stack` each of `blocks` that is still open: inside `cycle` (when the
/// search is confined to one) and not finalized. False when none was, so the caller finishes
/// the block on top.
fn push_open(
    stack: &mut Vec<BlockId>,
    blocks: impl IntoIterator<Item = BlockId>,
    cycles: &CycleInfo,
    cycle: Option<CycleId>,
    finalized: &FixedBitSet,
) -> bool {
    let mut pushed = false;
    for b in blocks {
        if cycle.is_some_and(|c| !in_cycle(cycles, c, b)) || finalized.contains(b.index()) {
            continue;
        }
        pushed = true;
        stack.push(b);
    }
    pushed
}

/// LLVM's `ModifiedPostOrder`: a post-order of the graph in which every cycle is a DAG with its
/// header as the only sink: blocks after a cycle are numbered before its header, the header
/// before the cycle's other blocks, and each cycle's blocks form an interval starting at the
/// header. Walking it from the highest number down visits a block after all its predecessors
/// except cycle headers' back-edge sources. Blocks unreachable from the entry are not numbered.
#[derive(Clone, Debug)]
pub struct ModifiedPostOrder {
    order: Vec<BlockId>,
    index: Vec<u32>,
    reducible_header: FixedBitSet,
}

const UNNUMBERED: u32 = u32::MAX;

impl ModifiedPostOrder {
    /// Computes the order.
    pub fn new(cfg: &Cfg, cycles: &CycleInfo) -> Self {
        let mut po = ModifiedPostOrder {
            order: Vec::with_capacity(cfg.len()),
            index: vec![UNNUMBERED; cfg.len()],
            reducible_header: FixedBitSet::with_capacity(cfg.len()),
        };
        let mut finalized = FixedBitSet::with_capacity(cfg.len());
        let mut stack = vec![cfg.entry()];
        po.stack_po(cfg, cycles, &mut stack, None, &mut finalized);
        po
    }

    fn append(&mut self, block: BlockId, reducible_header: bool) {
        self.index[block.index()] = self.order.len() as u32;
        self.order.push(block);
        self.reducible_header.set(block.index(), reducible_header);
    }

    fn stack_po(
        &mut self,
        cfg: &Cfg,
        cycles: &CycleInfo,
        stack: &mut Vec<BlockId>,
        cycle: Option<CycleId>,
        finalized: &mut FixedBitSet,
    ) {
        while let Some(&next) = stack.last() {
            if finalized.contains(next.index()) {
                stack.pop();
                continue;
            }
            let nested = cycles.innermost_cycle(next);
            if let Some(mut nested) = nested
                .filter(|&n| Some(n) != cycle && cycle.is_none_or(|c| cycle_contains(cycles, c, n)))
            {
                while cycles.cycle(nested).parent() != cycle {
                    nested = cycles.cycle(nested).parent().expect("nested in cycle");
                }
                let exits = exit_blocks(cfg, cycles, nested);
                if !push_open(stack, exits, cycles, cycle, finalized) {
                    stack.pop();
                    self.cycle_po(cfg, cycles, nested, finalized);
                }
                continue;
            }
            let succs = cfg.successors(next).iter().copied();
            if !push_open(stack, succs, cycles, cycle, finalized) {
                stack.pop();
                finalized.insert(next.index());
                self.append(next, false);
            }
        }
    }

    fn cycle_po(
        &mut self,
        cfg: &Cfg,
        cycles: &CycleInfo,
        cycle: CycleId,
        finalized: &mut FixedBitSet,
    ) {
        let c = cycles.cycle(cycle);
        let header = c.header();
        finalized.insert(header.index());
        self.append(header, c.is_reducible());
        let mut stack: Vec<BlockId> = cfg
            .successors(header)
            .iter()
            .copied()
            .filter(|&s| c.contains(s) && s != header && !finalized.contains(s.index()))
            .collect();
        self.stack_po(cfg, cycles, &mut stack, Some(cycle), finalized);
    }

    /// The number of `block`, if it is reachable.
    pub fn index(&self, block: BlockId) -> Option<usize> {
        match self.index[block.index()] {
            UNNUMBERED => None,
            i => Some(i as usize),
        }
    }

    /// The blocks by number.
    pub fn order(&self) -> &[BlockId] {
        &self.order
    }

    /// Whether `block` is the header of a reducible cycle.
    pub fn is_reducible_header(&self, block: BlockId) -> bool {
        self.reducible_header.contains(block.index())
    }
}

/// What one divergent branch does to the control flow after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinPoints {
    /// Blocks two disjoint paths from the branch meet at, sorted.
    pub joins: Vec<BlockId>,
    /// Cycle exits threads may reach in different iterations, sorted.
    pub cycle_exits: Vec<BlockId>,
}

/// Computes the join points of the branch ending `branch` (LLVM's `DivergencePropagator::
/// computeJoinPoints`). `branch` must be reachable and have at least two successors.
pub fn join_points(
    cfg: &Cfg,
    cycles: &CycleInfo,
    po: &ModifiedPostOrder,
    branch: BlockId,
) -> JoinPoints {
    let mut labels: HashMap<BlockId, BlockId> = HashMap::new();
    let mut fresh: BTreeSet<usize> = BTreeSet::new();
    let mut joins: BTreeSet<BlockId> = BTreeSet::new();
    let mut exits: BTreeSet<BlockId> = BTreeSet::new();

    // Pushes `label` into `succ`; true when `succ` becomes a join.
    let compute_join = |labels: &mut HashMap<BlockId, BlockId>,
                        fresh: &mut BTreeSet<usize>,
                        succ: BlockId,
                        label: BlockId|
     -> bool {
        let old = labels.get(&succ).copied();
        if old == Some(label) {
            return false;
        }
        if old != Some(succ) {
            if let Some(i) = po.index(succ) {
                fresh.insert(i);
            }
        }
        match old {
            None => {
                labels.insert(succ, label);
                false
            }
            Some(_) => {
                labels.insert(succ, succ);
                true
            }
        }
    };

    let branch_index = po.index(branch);
    let branch_cycle = cycles.innermost_cycle(branch);
    // The largest irreducible ancestor cycle without a reducible one around it.
    let irreducible_ancestor = branch_cycle.and_then(|mut c| {
        if cycles.cycle(c).is_reducible() {
            return None;
        }
        while let Some(p) = cycles.cycle(c).parent() {
            if cycles.cycle(p).is_reducible() {
                return Some(c);
            }
            c = p;
        }
        Some(c)
    });

    for &succ in cfg.successors(branch) {
        if let Some(c) = branch_cycle {
            if !in_cycle(cycles, c, succ) {
                exits.insert(succ);
            }
        }
        if compute_join(&mut labels, &mut fresh, succ, succ) {
            joins.insert(succ);
        }
    }

    while let Some(&index) = fresh.iter().next_back() {
        let block = po.order()[index];
        if fresh.len() == 1 && irreducible_ancestor.is_none_or(|c| !in_cycle(cycles, c, block)) {
            break;
        }
        fresh.remove(&index);
        if Some(index) == branch_index {
            continue;
        }
        let label = labels[&block];
        if po.is_reducible_header(block) {
            let cycle = cycles
                .innermost_cycle(block)
                .expect("a header is in its cycle");
            let inside = in_cycle(cycles, cycle, branch);
            for exit in exit_blocks(cfg, cycles, cycle) {
                if compute_join(&mut labels, &mut fresh, exit, label) {
                    if inside {
                        exits.insert(exit);
                    } else {
                        joins.insert(exit);
                    }
                }
            }
        } else {
            for &succ in cfg.successors(block) {
                if compute_join(&mut labels, &mut fresh, succ, label) {
                    joins.insert(succ);
                }
            }
        }
    }

    let mut c = branch_cycle;
    while let Some(id) = c {
        let cycle = cycles.cycle(id);
        if !cycle.is_reducible() {
            let header_label = labels.get(&cycle.header()).copied();
            for exit in exit_blocks(cfg, cycles, id) {
                if labels.get(&exit).copied() != header_label {
                    exits.insert(exit);
                }
            }
        }
        c = cycle.parent();
    }

    JoinPoints {
        joins: joins.into_iter().collect(),
        cycle_exits: exits.into_iter().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(n: usize, edges: &[(usize, usize)]) -> Cfg {
        Cfg::from_edges(
            n,
            BlockId::new(0),
            edges
                .iter()
                .map(|&(a, b)| (BlockId::new(a), BlockId::new(b))),
        )
    }

    /// The graph on `n` blocks with `edges`, its cycles and its modified post-order.
    fn ordered(n: usize, edges: &[(usize, usize)]) -> (Cfg, CycleInfo, ModifiedPostOrder) {
        let g = cfg(n, edges);
        let ci = CycleInfo::new_llvm19(&g);
        let po = ModifiedPostOrder::new(&g, &ci);
        (g, ci, po)
    }

    fn ids(v: &[usize]) -> Vec<BlockId> {
        v.iter().map(|&i| BlockId::new(i)).collect()
    }

    #[test]
    fn diamond_joins_at_its_merge() {
        // 0 -> 1, 2 -> 3
        let (g, ci, po) = ordered(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let j = join_points(&g, &ci, &po, BlockId::new(0));
        assert_eq!(j.joins, ids(&[3]));
        assert!(j.cycle_exits.is_empty());
    }

    #[test]
    fn nested_diamonds_join_twice() {
        // The module-doc picture: B=0, T=1, F=2, M=3, X=4; T -> M, T -> X, F -> M, M -> X.
        let (g, ci, po) = ordered(5, &[(0, 1), (0, 2), (1, 3), (1, 4), (2, 3), (3, 4)]);
        assert_eq!(
            join_points(&g, &ci, &po, BlockId::new(0)).joins,
            ids(&[3, 4])
        );
    }

    #[test]
    fn loop_exit_branch_is_a_divergent_exit() {
        // 0 -> 1 (header) -> 2 (latch) -> 1 | 3
        let (g, ci, po) = ordered(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let j = join_points(&g, &ci, &po, BlockId::new(2));
        assert_eq!(j.cycle_exits, ids(&[3]));
        assert!(po.is_reducible_header(BlockId::new(1)));
        // Header numbered after the blocks behind the cycle, before its own body.
        let (h, l, x) = (
            po.index(BlockId::new(1)),
            po.index(BlockId::new(2)),
            po.index(BlockId::new(3)),
        );
        assert!(x < h && h < l);
    }
}
