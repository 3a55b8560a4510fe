//! # Where a barrier's passes fall among its loop's iterations
//!
//! The named-barrier rule (docs/design.md §4.6) numbers **rounds** by passes of the cut `b`:
//! round `r` of a thread is what it runs after its `(r − 1)`-th pass and before its `r`-th.
//! The iteration distance of §4.4 numbers iterations of the loop `L` holding `b`. When `L`
//! runs once (it lies in no other cycle) and `b` is passed exactly once per iteration (every
//! path from the header to a back edge meets `b`'s block, and `b` lies in no inner cycle), an
//! instruction `x` of `L` in iteration `i` is in round `1 + i + [x after b]`, where `x` is
//! *after* `b` when it follows `b` within the iteration and *before* when it precedes it.
//! So a pair whose rounds differ by `Δr` is `Δr − [c after b] + [a after b]` iterations
//! apart ([`LoopPasses::iterations_apart`]): what lets a round class the counts cannot order
//! be checked at the iteration distances it holds.
//!
//! *Worked example* (`ws_two_stage`): `b` closes the loop body, every access precedes it, so
//! rounds and iterations differ by the same amount: a consumer's read of round `r` and a
//! producer's store one round later are one iteration apart, on the other stage.

use syncflow_framework::graph::{BlockId, Cfg, CycleInfo};
use syncflow_ir::{Function, InstId};

/// `b`'s place in its loop, when it is passed once per iteration of a loop that runs once.
pub struct LoopPasses {
    b: InstId,
    header: BlockId,
    home: BlockId,
    in_loop: Vec<bool>,
    /// Per block: `b`'s block reaches it within an iteration.
    from_b: Vec<bool>,
    /// Per block: it reaches `b`'s block within an iteration.
    to_b: Vec<bool>,
}

/// Blocks reachable from `start` along `next` (itself only when reached again).
fn reach(start: BlockId, n: usize, next: &dyn Fn(BlockId) -> Vec<BlockId>) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut work = next(start);
    while let Some(x) = work.pop() {
        if !std::mem::replace(&mut seen[x.index()], true) {
            work.extend(next(x));
        }
    }
    seen
}

impl LoopPasses {
    /// `b`'s place, or `None` when its loop lies in another cycle, `b` lies in an inner
    /// cycle, or some iteration may skip it.
    pub fn find(func: &Function, cfg: &Cfg, b: InstId) -> Option<Self> {
        let home = func.insts[b].block;
        let cycles = CycleInfo::new(cfg);
        let cycle = cycles.cycle(cycles.innermost_cycle(home)?);
        if !cycle.is_reducible() || cycle.parent().is_some() {
            return None;
        }
        let header = cycle.header();
        let mut in_loop = vec![false; cfg.len()];
        for x in cycle.blocks() {
            in_loop[x.index()] = true;
        }
        let body = |x: BlockId| -> Vec<BlockId> {
            cfg.successors(x)
                .iter()
                .copied()
                .filter(|s| *s != header && in_loop[s.index()])
                .collect()
        };
        let latches: Vec<BlockId> = cycle
            .blocks()
            .iter()
            .copied()
            .filter(|x| cfg.successors(*x).contains(&header))
            .collect();
        // Every iteration meets `home`: no back edge is reached from the header without it.
        if home != header {
            let avoiding = |x: BlockId| -> Vec<BlockId> {
                body(x).into_iter().filter(|s| *s != home).collect()
            };
            let seen = reach(header, cfg.len(), &avoiding);
            if latches.iter().any(|l| *l == header || seen[l.index()]) {
                return None;
            }
        }
        let from_b = reach(home, cfg.len(), &body);
        if from_b[home.index()] {
            return None;
        }
        let preds = |x: BlockId| -> Vec<BlockId> {
            if x == header {
                return Vec::new();
            }
            cfg.predecessors(x)
                .iter()
                .copied()
                .filter(|p| in_loop[p.index()])
                .collect()
        };
        let to_b = reach(home, cfg.len(), &preds);
        Some(LoopPasses {
            b,
            header,
            home,
            in_loop,
            from_b,
            to_b,
        })
    }

    /// The loop's header.
    pub fn header(&self) -> BlockId {
        self.header
    }

    /// Whether `x` follows `b` within its iteration (`Some(true)`), precedes it
    /// (`Some(false)`), or either (`None`; also outside the loop).
    pub fn after(&self, func: &Function, x: InstId) -> Option<bool> {
        let block = func.insts[x].block;
        if !self.in_loop[block.index()] {
            return None;
        }
        if block == self.home {
            return Some(func.index_in_block(x) > func.index_in_block(self.b));
        }
        match (self.from_b[block.index()], self.to_b[block.index()]) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }

    /// The iteration distances of a pair whose rounds differ by `k + q·n` (`n ≥ 0`): `(first,
    /// step)`, or `None` when an access's place is not known.
    pub fn iterations_apart(
        &self,
        func: &Function,
        a: InstId,
        c: InstId,
        (k, q): (u32, u32),
    ) -> Option<(u32, u32)> {
        let (after_a, after_c) = (self.after(func, a)?, self.after(func, c)?);
        let first = (k + u32::from(after_a)).checked_sub(u32::from(after_c))?;
        Some((first, q))
    }
}
