//! Counting a role's operations on a named barrier per round of a cut, and the two checks
//! on those counts (docs/design.md §4.6): a pair ordered by one barrier, and a barrier
//! aligned (no thread contributes twice to one of its instances).

use super::NamedBarriers;
use std::collections::BTreeMap;
use syncflow_framework::graph::BlockId;
use syncflow_ir::{FunctionId, InstId, Module};

/// `[lo, hi]` operations counted; `hi` may be [`INF`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Range {
    lo: i64,
    hi: i64,
}

const INF: i64 = i64::MAX / 4;

/// A count in round `r ≥ 2`: `e + (r − 2)·d + off`; `d` is `None` when the cut is in no loop
/// (no round after the second).
#[derive(Clone, Copy, Debug)]
struct Affine {
    at2: i64,
    slope: Option<i64>,
}

impl NamedBarriers {
    /// Counts of role `role`'s operations on `id` before each instruction, from `start`
    /// (`None`: the kernel's entry; `Some(b)`: just after `b`), not past `b`.
    fn counts(
        &self,
        module: &Module,
        f: FunctionId,
        role: usize,
        id: u32,
        b: InstId,
        start: Option<InstId>,
    ) -> Vec<Option<Range>> {
        let func = &module.functions[f];
        let mut at: Vec<Option<Range>> = vec![None; func.insts.len()];
        let cap = self.ops.values().filter(|o| o.id == id).count() as i64 + 1;
        let mut entry: Vec<Option<Range>> = vec![None; self.blocks];
        let merge = |slot: &mut Option<Range>, r: Range| -> bool {
            let new = match *slot {
                None => r,
                Some(old) => Range {
                    lo: old.lo.min(r.lo),
                    hi: old.hi.max(r.hi),
                },
            };
            let new = Range {
                lo: new.lo,
                hi: if new.hi > cap { INF } else { new.hi },
            };
            let changed = *slot != Some(new);
            *slot = Some(new);
            changed
        };
        let mut work: Vec<BlockId> = Vec::new();
        // Scans `block` from instruction `from` with `state`; returns the state at its end,
        // or None when it stops at `b`.
        let scan = |block: BlockId,
                    from: usize,
                    mut state: Range,
                    at: &mut Vec<Option<Range>>|
         -> Option<Range> {
            for inst in func.blocks[block].insts().skip(from) {
                merge(&mut at[inst.index()], state);
                if inst == b {
                    return None;
                }
                if self.ops.get(&inst).is_some_and(|o| o.id == id) {
                    state = Range {
                        lo: state.lo + 1,
                        hi: if state.hi >= INF { INF } else { state.hi + 1 },
                    };
                }
            }
            Some(state)
        };
        let first = match start {
            None => {
                entry[self.entry.index()] = Some(Range { lo: 0, hi: 0 });
                work.push(self.entry);
                None
            }
            Some(b) => {
                let block = func.insts[b].block;
                let from = func.index_in_block(b) + 1;
                scan(block, from, Range { lo: 0, hi: 0 }, &mut at).map(|s| (block, s))
            }
        };
        if let Some((block, state)) = first {
            for &s in &self.succ[role][block.index()] {
                if merge(&mut entry[s.index()], state) {
                    work.push(s);
                }
            }
        }
        while let Some(block) = work.pop() {
            let Some(state) = entry[block.index()] else {
                continue;
            };
            if let Some(end) = scan(block, 0, state, &mut at) {
                for &s in &self.succ[role][block.index()] {
                    if merge(&mut entry[s.index()], end) {
                        work.push(s);
                    }
                }
            }
        }
        at
    }
}

/// The counts of one role on one barrier relative to one cut.
struct RoleCounts {
    first: Vec<Option<Range>>,
    later: Vec<Option<Range>>,
    /// Entry to the cut.
    e: Option<Range>,
    /// Cut to cut.
    d: Option<Range>,
    /// Every operation of this role on this barrier is a `bar.sync`.
    waiter: bool,
    /// Some operation of this role on this barrier is a `bar.arrive`.
    arrives: Vec<InstId>,
    /// The operations of this role on this barrier.
    ops: Vec<InstId>,
    /// Per instruction: a thread of this role there may still reach the cut.
    reaches: Vec<bool>,
}

impl RoleCounts {
    /// The bounds of the count before `p` in round 1 and as an affine function of rounds
    /// `r ≥ 2`: (round 1, (lo affine, hi affine)).
    fn rounds(&self, p: InstId) -> (Option<Range>, Option<(Affine, Affine)>) {
        let r1 = self.first[p.index()];
        let later = match (self.e, self.later[p.index()]) {
            (Some(e), Some(off)) => {
                let lo = Affine {
                    at2: e.lo + off.lo,
                    slope: self.d.map(|d| d.lo),
                };
                let hi = Affine {
                    at2: if e.hi >= INF || off.hi >= INF {
                        INF
                    } else {
                        e.hi + off.hi
                    },
                    slope: self.d.map(|d| d.hi),
                };
                Some((lo, hi))
            }
            _ => None,
        };
        (r1, later)
    }
}

/// The rule applied at one cut (a candidate barrier `b`).
pub struct NamedCut<'a> {
    rule: &'a NamedBarriers,
    /// Per (role, id).
    counts: BTreeMap<(usize, u32), RoleCounts>,
    /// Ids whose alignment is proven, or why not.
    aligned: BTreeMap<u32, Result<(), String>>,
}

impl NamedBarriers {
    /// The counts relative to candidate `b`, with which barriers are aligned.
    pub fn at_cut(&self, module: &Module, f: FunctionId, b: InstId) -> NamedCut<'_> {
        let mut cut = self.cut_counts(module, f, b);
        cut.aligned = self.aligned.clone();
        cut
    }

    /// Per instruction: a thread of `role` there may reach `b` (along the role's paths).
    fn reaches(&self, module: &Module, f: FunctionId, role: usize, b: InstId) -> Vec<bool> {
        let func = &module.functions[f];
        let home = func.insts[b].block;
        // Blocks from which a block's start leads to `home`'s start.
        let mut to_home = vec![false; self.blocks];
        to_home[home.index()] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for block in 0..self.blocks {
                if !to_home[block] && self.succ[role][block].iter().any(|s| to_home[s.index()]) {
                    to_home[block] = true;
                    changed = true;
                }
            }
        }
        let mut out = vec![false; func.insts.len()];
        for (i, slot) in out.iter_mut().enumerate() {
            let block = func.insts[InstId::new(i)].block;
            let leaves = self.succ[role][block.index()]
                .iter()
                .any(|s| to_home[s.index()]);
            *slot = (block == home && i <= b.index()) || leaves;
        }
        out
    }

    pub(super) fn cut_counts(&self, module: &Module, f: FunctionId, b: InstId) -> NamedCut<'_> {
        let mut counts = BTreeMap::new();
        let roles = self.succ.len();
        for role in 0..roles {
            let reaches = self.reaches(module, f, role, b);
            for id in self.ids() {
                let first = self.counts(module, f, role, id, b, None);
                let later = self.counts(module, f, role, id, b, Some(b));
                let reached = |p: InstId| first[p.index()].is_some() || later[p.index()].is_some();
                let ops: Vec<InstId> = self
                    .ops
                    .iter()
                    .filter(|(i, o)| o.id == id && reached(**i))
                    .map(|(i, _)| *i)
                    .collect();
                let arrives: Vec<InstId> =
                    ops.iter().copied().filter(|i| !self.ops[i].waits).collect();
                counts.insert(
                    (role, id),
                    RoleCounts {
                        e: first[b.index()],
                        d: later[b.index()],
                        first,
                        later,
                        waiter: arrives.is_empty(),
                        arrives,
                        ops,
                        reaches: reaches.clone(),
                    },
                );
            }
        }
        NamedCut {
            rule: self,
            counts,
            aligned: BTreeMap::new(),
        }
    }
}

/// `lhs(r) < rhs(r)` … as `rhs − lhs ≥ margin` for every `r ≥ 2` (both affine).
fn affine_at_least(lhs: Affine, rhs: Affine, margin: i64) -> bool {
    if lhs.at2 >= INF {
        return false;
    }
    if rhs.at2 - lhs.at2 < margin {
        return false;
    }
    match (lhs.slope, rhs.slope) {
        (Some(l), Some(r)) => l < INF && r >= l,
        // No third round on one side: only r = 2 exists.
        _ => true,
    }
}

impl NamedCut<'_> {
    /// Whether no thread contributes twice to one instance of `id` (the module docs).
    pub(super) fn alignment(&self, id: u32) -> Result<(), String> {
        let roles = self.rule.succ.len();
        for role in 0..roles {
            let rc = &self.counts[&(role, id)];
            if rc.arrives.is_empty() {
                continue;
            }
            // Some other role that only syncs on `id`, and some `y` this role only syncs on.
            // Every other role that only syncs on `id` must chain (whichever is not empty in
            // a launch carries the argument; the module docs).
            let waiters: Vec<usize> = (0..roles)
                .filter(|&o| o != role && self.counts[&(o, id)].waiter)
                .collect();
            let chained = !waiters.is_empty()
                && rc.arrives.iter().all(|&q| {
                    waiters.iter().all(|&other| {
                        self.rule.ids().into_iter().filter(|&y| y != id).any(|y| {
                            self.counts[&(role, y)].waiter
                                && self.chain_holds(role, other, id, y, q)
                        })
                    })
                });
            if !chained {
                return Err(format!(
                    "{} arrive on barrier {id} without a sync in between that waits for its \
                     previous instance (they may arrive twice on one instance)",
                    self.rule.role_name(role)
                ));
            }
        }
        Ok(())
    }

    /// At role `r`'s arrival `q` on `x`: `r` has completed a sync on `y` whose instance the
    /// other role `o` reaches only after its sync on `x` of the previous instance.
    fn chain_holds(&self, r: usize, o: usize, x: u32, y: u32, q: InstId) -> bool {
        // δ: at every operation of `o` on `y`, (its count on x before) − (its index on y).
        let ox = &self.counts[&(o, x)];
        let oy = &self.counts[&(o, y)];
        if oy.ops.is_empty() {
            return false;
        }
        let mut delta = INF;
        for &p in &oy.ops {
            let (x1, xl) = ox.rounds(p);
            let (y1, yl) = oy.rounds(p);
            if let (Some(a), Some(b)) = (x1, y1) {
                if b.hi >= INF {
                    return false;
                }
                delta = delta.min(a.lo - b.hi);
            }
            match (xl, yl) {
                (Some((xlo, _)), Some((_, yhi))) => {
                    if yhi.at2 >= INF {
                        return false;
                    }
                    delta = delta.min(xlo.at2 - yhi.at2);
                    if let (Some(s1), Some(s2)) = (xlo.slope, yhi.slope) {
                        if s2 >= INF || s1 < s2 {
                            return false;
                        }
                    }
                }
                (None, None) => {}
                _ => return false,
            }
        }
        if delta >= INF {
            return false;
        }
        // At q: (syncs on y done) − 1 + δ ≥ (index of this arrival on x).
        let rx = &self.counts[&(r, x)];
        let ry = &self.counts[&(r, y)];
        let (x1, xl) = rx.rounds(q);
        let (y1, yl) = ry.rounds(q);
        let first_ok = match (x1, y1) {
            (Some(a), _) if a.hi == 0 => true,
            (Some(a), Some(b)) => a.hi < INF && b.lo >= 1 && b.lo - 1 + delta >= a.hi,
            (None, _) => true,
            (Some(_), None) => false,
        };
        let later_ok = match (xl, yl) {
            (None, _) => true,
            (Some((_, xhi)), Some((ylo, _))) if ylo.at2 >= 1 => {
                let shifted = Affine {
                    at2: ylo.at2 - 1 + delta,
                    slope: ylo.slope,
                };
                affine_at_least(xhi, shifted, 0)
            }
            _ => false,
        };
        first_ok && later_ok
    }

    /// Whether every instance of (a, c) — `a` in some round, `c` in a later one — is ordered by
    /// an aligned named barrier; `Ok` names the barrier, `Err` says why not.
    pub fn orders(&self, a: InstId, c: InstId) -> Result<u32, String> {
        let roles = self.rule.succ.len();
        let mut why = None;
        for ra in 0..roles {
            for rc in 0..roles {
                if let Err(e) = self.orders_roles(ra, a, rc, c) {
                    why.get_or_insert(e);
                }
            }
        }
        match why {
            Some(e) => Err(e),
            None => Ok(self.barrier_used(a, c)),
        }
    }

    fn barrier_used(&self, a: InstId, c: InstId) -> u32 {
        let roles = self.rule.succ.len();
        self.rule
            .ids()
            .into_iter()
            .find(|&x| {
                (0..roles).all(|ra| (0..roles).all(|rc| self.by(x, ra, a, rc, c) != Some(false)))
            })
            .unwrap_or(0)
    }

    fn orders_roles(&self, ra: usize, a: InstId, rc: usize, c: InstId) -> Result<(), String> {
        let ids = self.rule.ids();
        let mut relevant = false;
        for &x in &ids {
            match self.by(x, ra, a, rc, c) {
                None => return Ok(()),
                Some(true) => {
                    if self.aligned[&x].is_ok() {
                        return Ok(());
                    }
                    relevant = true;
                }
                Some(false) => {}
            }
        }
        if relevant {
            let x = ids
                .iter()
                .find(|&&x| self.by(x, ra, a, rc, c) == Some(true))
                .copied()
                .unwrap_or(0);
            return Err(self.aligned[&x].clone().unwrap_err());
        }
        Err(format!(
            "no named barrier that {} sync on after it is one {} reach after the access above",
            self.rule.role_name(rc),
            self.rule.role_name(ra)
        ))
    }

    /// `None`: the pair never crosses the cut in these roles; `Some(ordered)` otherwise.
    fn by(&self, x: u32, ra: usize, a: InstId, rc: usize, c: InstId) -> Option<bool> {
        let ca = &self.counts[&(ra, x)];
        let cc = &self.counts[&(rc, x)];
        let (a1, al) = ca.rounds(a);
        let (_, cl) = cc.rounds(c);
        // c after some pass: its round-2 form exists; a before one: it reaches the cut.
        let (clo, _) = cl?;
        if (a1.is_none() && al.is_none()) || !ca.reaches[a.index()] {
            return None;
        }
        if !cc.waiter {
            return Some(false);
        }
        // r = 1: hi(a, 1) < lo(c, 2).
        let first_ok = match a1 {
            None => true,
            Some(r) => r.hi < INF && clo.at2 - r.hi >= 1,
        };
        // r ≥ 2 (when c can be in round r + 1 ≥ 3): hi(a, r) < lo(c, r + 1).
        let later_ok = match al {
            None => true,
            Some(_) if clo.slope.is_none() => true,
            Some((_, ahi)) => {
                let next = Affine {
                    at2: clo.at2 + clo.slope.unwrap_or(0),
                    slope: clo.slope,
                };
                affine_at_least(ahi, next, 1)
            }
        };
        Some(first_ok && later_ok)
    }
}
