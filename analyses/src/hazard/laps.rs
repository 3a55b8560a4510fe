//! # Laps: when removing a barrier lets a thread run more than one iteration past it
//!
//! Before(b) and After(b) follow paths that stop at the first remaining barrier, `b` itself
//! included, so a pair `(A, C)` they hold is one whose barrier-free path passes `b`'s place
//! *once*; the iteration distance of §4.4 (docs/design.md) tags it with the header crossings
//! of that one pass, `d = d_A + d_C`. Once `b` is gone, a path from `A` to `C` may pass `b`'s
//! place several times when a cycle through `b` meets no other remaining barrier — a loop
//! whose only barrier is `b`: `A` in iteration `i`, `C` in `i + d + m` for every lap count
//! `m ≥ 0`. [`BarrierSolution::on_barrier_free_cycle`] says whether that can happen; when it
//! can, a pair is apart across iterations only if it is apart at *every* distance from `d` on
//! ([`crate::memory::distance::disjoint_from_distance`]).
//!
//! *Why the check is enough.* If every cycle through `b` meets another remaining barrier, a
//! barrier-free path that passes `b`'s place twice would contain such a cycle without one:
//! impossible, so each pair crosses `b`'s place once and its distance is the tagged one.

use super::barrier_problem::{BarrierSolution, BarrierTransfer, InstStep};
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::InstId;

impl<'a, T: BarrierTransfer> BarrierSolution<'a, T> {
    /// True when a path from just after barrier `b` comes back to `b` without meeting another
    /// remaining barrier (a cut of the forward walk), in `cfg`, `b`'s function's graph.
    pub fn on_barrier_free_cycle(&self, cfg: &Cfg, b: InstId) -> bool {
        let steps = self.steps();
        let func = steps.func;
        let home = func.insts[b].block;
        // Scans `block` from instruction `from`: Some(true) at `b`, Some(false) at another
        // cut, None when the block ends.
        let scan = |block: BlockId, from: usize| -> Option<bool> {
            for inst in func.blocks[block].insts().skip(from) {
                if inst == b {
                    return Some(true);
                }
                if steps.step(inst, false) == InstStep::Cut {
                    return Some(false);
                }
            }
            None
        };
        let mut seen = vec![false; func.blocks.len()];
        let mut work: Vec<BlockId> = Vec::new();
        match scan(home, func.index_in_block(b) + 1) {
            Some(found) => return found,
            None => work.extend_from_slice(cfg.successors(home)),
        }
        while let Some(block) = work.pop() {
            if std::mem::replace(&mut seen[block.index()], true) {
                continue;
            }
            match scan(block, 0) {
                Some(true) => return true,
                Some(false) => {}
                None => work.extend_from_slice(cfg.successors(block)),
            }
        }
        false
    }
}
