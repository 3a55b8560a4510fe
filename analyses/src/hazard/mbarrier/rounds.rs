//! Counting, per role, the mbarrier operations of one iteration of the ring's loop
//! (docs/design.md §4.6.1, conditions 3 and 4): how many arrivals and waits on each array a
//! thread of the role has made in the current round before each instruction, and at the end
//! of the round.
//!
//! A **round** is one iteration of the loop `L`, from its header to a back edge. Its paths
//! are the role's paths through `L` without the back edges and without the self-edges of the
//! wait spins (a spin is one wait, however often it tries). Branches on the counter against
//! a constant (`if (k >= S)`) are *guards*: every guard of `L` changes its outcome at one
//! round `t`, so the rounds fall into two **classes**, `k < t` and `k ≥ t`, in each of which
//! every guard takes one edge. Counts are ranges `[lo, hi]` over the paths of a class;
//! a count that can exceed 2 (an arrival in an inner loop) makes the rule not apply.

use super::ops::{MbarOp, OpKind, Spin};
use std::collections::BTreeMap;
use syncflow_framework::graph::BlockId;
use syncflow_ir::{FunctionId, GlobalId, InstId, LocalId, Module, Operand};

/// `[lo, hi]` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Count {
    /// The fewest.
    pub lo: u8,
    /// The most.
    pub hi: u8,
}

impl Count {
    /// Exactly `n`.
    pub fn exactly(self, n: u8) -> bool {
        self.lo == n && self.hi == n
    }
    fn join(self, o: Count) -> Count {
        Count {
            lo: self.lo.min(o.lo),
            hi: self.hi.max(o.hi),
        }
    }
}

/// Arrivals and waits on one array so far in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Tally {
    /// Arrivals.
    pub arrivals: Count,
    /// Waits.
    pub waits: Count,
}

/// The counts of one role in one class of rounds.
#[derive(Clone, Debug, Default)]
pub struct RoundCounts {
    /// Per instruction of `L` a thread of the role may execute in a round of the class: per
    /// array, the tally before it.
    pub before: BTreeMap<InstId, BTreeMap<GlobalId, Tally>>,
    /// At the ends of the rounds (the back edges the role takes): per array.
    pub at_end: Option<BTreeMap<GlobalId, Tally>>,
    /// A count grew past 2 (an operation in an inner loop).
    pub overflow: bool,
}

/// The guards' switch round `t`: where `k pred c` changes its truth, for `k ≥ 0`. Only the
/// orderings are guards (monotone in `k`: one switch at most); `eq`/`ne` are not.
pub fn switch_round(pred: &str, c: i128, swapped: bool) -> Option<i128> {
    if matches!(pred, "eq" | "ne") {
        return None;
    }
    let truth = |k: i128| compare(pred, c, k, swapped);
    let t0 = truth(0)?;
    [c, c + 1]
        .into_iter()
        .filter(|t| *t >= 1 && *t < (1 << 31))
        .find(|t| truth(*t) != Some(t0) && truth(*t - 1) == Some(t0))
}

/// `k pred c` (or `c pred k` when `swapped`) for a counter value `k ≥ 0`.
pub fn compare(pred: &str, c: i128, k: i128, swapped: bool) -> Option<bool> {
    let unsigned = |v: i128| if v < 0 { v + (1 << 32) } else { v };
    let (x, y) = if pred.starts_with('u') {
        (k, unsigned(c))
    } else {
        (k, c)
    };
    let (x, y) = if swapped { (y, x) } else { (x, y) };
    Some(match pred {
        "eq" => x == y,
        "ne" => x != y,
        "ult" | "slt" => x < y,
        "ule" | "sle" => x <= y,
        "ugt" | "sgt" => x > y,
        "uge" | "sge" => x >= y,
        _ => return None,
    })
}

/// A guard: the block's branch on `iv pred c`; `(pred, c, swapped)`.
pub fn guard(
    module: &Module,
    f: FunctionId,
    block: BlockId,
    iv: LocalId,
) -> Option<(String, i128, bool)> {
    let (p, def) = crate::hazard::named::branch_compare(module, f, block)?;
    let [x, y] = def.operands[..] else {
        return None;
    };
    if x == Operand::Local(iv) {
        Some((p.0.to_string(), module.const_int(y)?, false))
    } else if y == Operand::Local(iv) {
        Some((p.0.to_string(), module.const_int(x)?, true))
    } else {
        None
    }
}

/// What one role's walk through a round needs.
pub struct Walk<'a> {
    /// The module.
    pub module: &'a Module,
    /// The function.
    pub f: FunctionId,
    /// The role's successors per block.
    pub succ: &'a [Vec<BlockId>],
    /// `L`'s blocks.
    pub in_loop: &'a [bool],
    /// `L`'s header.
    pub header: BlockId,
    /// The read operations of `L`.
    pub ops: &'a BTreeMap<InstId, MbarOp>,
    /// Per block of a wait's spin: the spin.
    pub spins: &'a BTreeMap<BlockId, Spin>,
    /// The counter.
    pub iv: LocalId,
    /// The class's first round (a guard's outcome in the class is its outcome there).
    pub round: i128,
}

impl Walk<'_> {
    /// The role's successors of `block` within a round of the class.
    fn next(&self, block: BlockId) -> Vec<BlockId> {
        let all = &self.succ[block.index()];
        if let Some(spin) = self.spins.get(&block) {
            // One lap: never back to the spin's header; out only once the wait succeeded.
            if block == spin.exit.0 {
                return vec![spin.exit.1];
            }
            return all.iter().copied().filter(|s| *s != spin.header).collect();
        }
        let func = &self.module.functions[self.f];
        let picked: Vec<BlockId> = match guard(self.module, self.f, block, self.iv) {
            Some((p, c, swapped)) if all.len() == 2 && switch_round(&p, c, swapped).is_some() => {
                match compare(&p, c, self.round, swapped) {
                    Some(truth) => {
                        let term = &func.insts[func.blocks[block].terminator()];
                        let pick = if truth {
                            term.operands[1]
                        } else {
                            term.operands[2]
                        };
                        match pick {
                            Operand::Block(b) => vec![b],
                            _ => all.clone(),
                        }
                    }
                    None => all.clone(),
                }
            }
            _ => all.clone(),
        };
        picked
            .into_iter()
            .filter(|s| self.in_loop[s.index()] && *s != self.header)
            .collect()
    }

    /// Whether an edge from `block` goes back to the header (the role may end a round there).
    fn ends(&self, block: BlockId) -> bool {
        !self.spins.contains_key(&block) && self.succ[block.index()].contains(&self.header)
    }

    /// The counts of the class, from the header.
    pub fn count(&self, arrays: &[GlobalId]) -> RoundCounts {
        let func = &self.module.functions[self.f];
        let zero: BTreeMap<GlobalId, Tally> =
            arrays.iter().map(|a| (*a, Tally::default())).collect();
        let mut entry: BTreeMap<BlockId, BTreeMap<GlobalId, Tally>> = BTreeMap::new();
        entry.insert(self.header, zero);
        let mut work = vec![self.header];
        let mut out = RoundCounts::default();
        let join = |a: &BTreeMap<GlobalId, Tally>, b: &BTreeMap<GlobalId, Tally>| {
            a.iter()
                .map(|(g, t)| {
                    let o = b[g];
                    (
                        *g,
                        Tally {
                            arrivals: t.arrivals.join(o.arrivals),
                            waits: t.waits.join(o.waits),
                        },
                    )
                })
                .collect::<BTreeMap<_, _>>()
        };
        let mut steps = 0usize;
        while let Some(block) = work.pop() {
            steps += 1;
            if steps > 64 * func.blocks.len().max(1) {
                out.overflow = true;
                break;
            }
            let mut state = entry[&block].clone();
            for inst in func.blocks[block].insts() {
                let slot = out.before.entry(inst).or_insert_with(|| state.clone());
                *slot = join(slot, &state);
                if let Some(op) = self.ops.get(&inst) {
                    let t = state.get_mut(&op.array).expect("every array is counted");
                    let c = match op.kind {
                        OpKind::Arrive => &mut t.arrivals,
                        OpKind::Wait { .. } => &mut t.waits,
                        OpKind::Init { .. } => continue,
                    };
                    c.lo = c.lo.saturating_add(1);
                    c.hi = c.hi.saturating_add(1);
                    if c.hi > 2 {
                        out.overflow = true;
                        return out;
                    }
                }
            }
            if self.ends(block) {
                out.at_end = Some(match &out.at_end {
                    None => state.clone(),
                    Some(e) => join(e, &state),
                });
            }
            for s in self.next(block) {
                let new = match entry.get(&s) {
                    None => state.clone(),
                    Some(old) => join(old, &state),
                };
                if entry.get(&s) != Some(&new) {
                    entry.insert(s, new);
                    work.push(s);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{compare, switch_round};

    /// Every ordering guard switches where a brute-force scan of `k = 0 … 20` says it does,
    /// and `eq`/`ne` are never guards.
    #[test]
    fn switch_rounds_agree_with_a_scan() {
        for pred in [
            "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge", "eq", "ne",
        ] {
            for c in -2i128..8 {
                for swapped in [false, true] {
                    let truth: Vec<Option<bool>> =
                        (0..20).map(|k| compare(pred, c, k, swapped)).collect();
                    let scan = (1..20).find(|&k| truth[k] != truth[0]).map(|k| k as i128);
                    let expected = if matches!(pred, "eq" | "ne") {
                        None
                    } else {
                        scan
                    };
                    // Unsigned `c < 0` is `c + 2^32`: no switch below 20 either way.
                    assert_eq!(
                        switch_round(pred, c, swapped),
                        expected,
                        "{pred} {c} swapped {swapped}: {truth:?}"
                    );
                    if let Some(t) = expected {
                        // One switch: constant on each side.
                        assert!((t as usize..20).all(|k| truth[k] == truth[t as usize]));
                    }
                }
            }
        }
    }
}
