//! # Roles: which threads run an access
//!
//! A warp-specialized kernel splits its threads by `tid.x` — `if (tid.x < 128) produce();
//! else consume();` — and an access inside `produce` is only ever executed by threads with
//! `tid.x < 128`. Its byte range ([`super::footprint`]) is a bound over the threads that
//! execute it, so it may be computed with `tid.x` in that *role's* interval instead of the
//! whole block's. This module finds, per block, the interval of `tid.x` every thread that
//! executes the block has.
//!
//! ## The rule
//!
//! A *role branch* is `br (icmp pred tid.x, K)` with `K` a constant (either operand order,
//! signed or unsigned predicates `<`, `≤`, `>`, `≥`; [`crate::hazard::named`] reads the same
//! branches as its roles). Its true edge is taken exactly by the threads with `tid.x` in
//! `[0, K')` (or `[K', ∞)`), its false edge by the others. When an edge's target `T` has the
//! branch's block as its only predecessor (and the branch's two targets differ, and `T` is
//! not the entry), every block `T` dominates gets `tid.x` in that interval; nested role
//! branches intersect their intervals.
//!
//! ## Worked example (`mbar_ring`, tests/pipelined/warp_specialized_mbar.cu)
//!
//! ```text
//!   loop k:  if (tid.x < 128) { buf[4·tid.x + 512·and(k, 1)] = … }   range [0, 512) from the base
//!            else { … = buf[…] }
//! ```
//!
//! Over the whole block (256 threads) the store's range is `[0, 1024)` from its base, and a
//! store one iteration later (base `512·and(k + 1, 1)`) meets it; over the producers' role
//! it is `[0, 512)`, 512 bytes away from the other stage's `[512, 1024)`: apart.
//!
//! ## Why it is sound
//!
//! `tid.x` is constant for a thread's whole execution, so the branch's comparison gives the
//! same answer each time a thread evaluates it. Every path from the entry to a block that
//! `T` dominates passes through `T`, and since `T` is not the entry and its only predecessor
//! is the branch's block `B` (reached through the edge `B → T`, which is not also the other
//! edge), every arrival at `T` took that edge, with the comparison's answer of that edge.
//! So a thread executing the block has `tid.x` in the edge's interval, and the footprint's
//! range, computed with `tid.x` bounded by it, bounds the bytes of every execution. Nothing
//! here needs the branch to be uniform: the interval is about the thread that executes the
//! access, whichever threads take the other edge.

use super::extent::{BlockExtent, Interval};
use super::offset::OffsetEvaluator;
use crate::hazard::named::role_branch;
use syncflow_framework::graph::Dominators;
use syncflow_ir::{Function, FunctionId, Module, Opcode, Operand};

/// `tid.x ∈ [lo, hi]` (inclusive).
pub(super) type Role = (u32, u32);

/// Per block of `f`: the interval of `tid.x` every thread executing it has, when role
/// branches narrow it below the hardware's `[0, 1023]`.
pub(super) fn role_intervals(module: &Module, f: FunctionId) -> Vec<Option<Role>> {
    let func = &module.functions[f];
    let mut roles: Vec<Option<Role>> = vec![None; func.blocks.len()];
    if func.blocks.is_empty() {
        return roles;
    }
    let cfg = func.cfg();
    let dom = Dominators::new(&cfg);
    for (b, block) in func.blocks.iter_enumerated() {
        let term = &func.insts[block.terminator()];
        let (Opcode::Br, [_, Operand::Block(yes), Operand::Block(no)]) =
            (&term.opcode, term.operands.as_slice())
        else {
            continue;
        };
        if yes == no {
            continue;
        }
        let Some((k, lower)) = role_branch(module, f, b) else {
            continue;
        };
        let (below, above) = ((0, k - 1), (k, u32::MAX));
        let edges = if lower {
            [(*yes, below), (*no, above)]
        } else {
            [(*yes, above), (*no, below)]
        };
        for (target, (lo, hi)) in edges {
            if target == cfg.entry() || cfg.predecessors(target) != [b] {
                continue;
            }
            // Every block the edge's target dominates: its dominator-tree subtree.
            let mut stack = vec![target];
            while let Some(d) = stack.pop() {
                let slot = &mut roles[d.index()];
                *slot = Some(match *slot {
                    None => (lo, hi),
                    Some((l, h)) => (l.max(lo), h.min(hi)),
                });
                stack.extend_from_slice(dom.children(d));
            }
        }
    }
    roles
}

impl<'m> OffsetEvaluator<'m> {
    /// The same evaluator for the threads with `tid.x ∈ [lo, hi]` only (`hi` clipped to the
    /// extent's).
    pub fn for_tid_x(mut self, lo: u32, hi: u32) -> Self {
        let all = self.extent().tid(0);
        self.tid_x = Interval::new(i128::from(lo).max(all.lo), i128::from(hi).min(all.hi));
        self
    }

    /// An evaluator for the accesses only threads with `tid.x ∈ [lo, hi]` execute; `None`
    /// when no thread of `extent` has such a `tid.x`.
    pub fn for_role(
        module: &'m Module,
        func: &'m Function,
        extent: &'m BlockExtent,
        lo: u32,
        hi: u32,
    ) -> Option<Self> {
        let all = extent.tid(0);
        let narrowed = Interval::new(all.lo.max(i128::from(lo)), all.hi.min(i128::from(hi)))?;
        let mut e = Self::new(module, func, extent);
        e.tid_x = Some(narrowed);
        Some(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Producer/consumer split at 128, a nested split at 32 inside the producers, a join
    /// reached from both roles, and a branch whose true edge's target has a second
    /// predecessor.
    const KERNEL: &str = r#"
define void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 128
  br i1 %c, label %prod, label %cons
prod:
  %lo = icmp sgt i32 32, %t
  br i1 %lo, label %join, label %mid
mid:
  br label %join
cons:
  %z = icmp uge i32 %t, 200
  br i1 %z, label %join, label %tail
tail:
  br label %join
join:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

    #[test]
    fn edges_that_dominate_bound_tid_x() {
        let m = syncflow_ir::parse_module("k.ll", KERNEL).unwrap_or_else(|e| panic!("{e}"));
        let (f, func) = m
            .functions
            .iter_enumerated()
            .find(|(_, f)| f.is_defined)
            .unwrap();
        let roles = role_intervals(&m, f);
        let named: Vec<(&str, Option<Role>)> = func
            .blocks
            .iter_enumerated()
            .map(|(b, block)| (block.name.as_str(), roles[b.index()]))
            .collect();
        assert_eq!(
            named,
            vec![
                ("entry", None),
                ("prod", Some((0, 127))),
                // `32 > tid` false: `tid ≥ 32`, inside the producers.
                ("mid", Some((32, 127))),
                ("cons", Some((128, u32::MAX))),
                // The false edge of `tid ≥ 200`, inside the consumers.
                ("tail", Some((128, 199))),
                // Four predecessors: no edge dominates it.
                ("join", None),
            ]
        );
    }
}
