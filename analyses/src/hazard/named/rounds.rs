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
    /// (`None`: the kernel's entry; `Some(b)`: just after `b`, at phase `slot`), not past `b`.
    /// The state is per block and phase slot (`super::phase`).
    #[allow(clippy::too_many_arguments)]
    fn counts(
        &self,
        module: &Module,
        f: FunctionId,
        role: usize,
        id: u32,
        b: InstId,
        start: Option<InstId>,
        slot: usize,
    ) -> Vec<Option<Range>> {
        let func = &module.functions[f];
        let mut at: Vec<Option<Range>> = vec![None; func.insts.len()];
        let cap = self.ops.keys().filter(|i| self.may_be(**i, id)).count() as i64 + 1;
        let slots = self.slots();
        let mut entry: Vec<Option<Range>> = vec![None; self.blocks * slots];
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
        let mut work: Vec<(BlockId, usize)> = Vec::new();
        // Scans `block` from instruction `from` with `state`; returns the state at its end,
        // or None when it stops at `b`.
        let scan = |block: BlockId,
                    from: usize,
                    mut state: Range,
                    slot: usize,
                    at: &mut Vec<Option<Range>>|
         -> Option<Range> {
            for inst in func.blocks[block].insts().skip(from) {
                merge(&mut at[inst.index()], state);
                if inst == b {
                    return None;
                }
                if self.op_is(inst, id, slot) {
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
                let none = self.none_slot();
                entry[self.entry.index() * slots + none] = Some(Range { lo: 0, hi: 0 });
                work.push((self.entry, none));
                None
            }
            Some(b) => {
                let block = func.insts[b].block;
                let from = func.index_in_block(b) + 1;
                scan(block, from, Range { lo: 0, hi: 0 }, slot, &mut at).map(|s| (block, s))
            }
        };
        if let Some((block, state)) = first {
            for &s in &self.succ[role][block.index()] {
                let t = self.next_slot(block, s, slot);
                if merge(&mut entry[s.index() * slots + t], state) {
                    work.push((s, t));
                }
            }
        }
        while let Some((block, slot)) = work.pop() {
            let Some(state) = entry[block.index() * slots + slot] else {
                continue;
            };
            if let Some(end) = scan(block, 0, state, slot, &mut at) {
                for &s in &self.succ[role][block.index()] {
                    let t = self.next_slot(block, s, slot);
                    if merge(&mut entry[s.index() * slots + t], end) {
                        work.push((s, t));
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
    /// Per residue `m` of the rounds `r = 2 + m + q·Q` (`Q` = its length, 1 unless an id
    /// follows the phase of the loop holding the cut: `super::phase`): counts from the cut.
    later: Vec<Vec<Option<Range>>>,
    /// Entry to the cut.
    e: Option<Range>,
    /// Per residue: cut to cut.
    d: Vec<Option<Range>>,
    /// Every operation of this role on this barrier is a `bar.sync`.
    waiter: bool,
    /// Some operation of this role on this barrier is a `bar.arrive`.
    arrives: Vec<InstId>,
    /// The operations of this role on this barrier.
    ops: Vec<InstId>,
    /// Per instruction: a thread of this role there may still reach the cut.
    reaches: Vec<bool>,
}

/// `a + b`, [`INF`] absorbing.
fn plus(a: i64, b: i64) -> i64 {
    if a >= INF || b >= INF {
        INF
    } else {
        a + b
    }
}

fn sum(a: Range, b: Range) -> Range {
    Range {
        lo: a.lo + b.lo,
        hi: plus(a.hi, b.hi),
    }
}

impl RoleCounts {
    /// The bounds of the count before `p` in round 1 and, per residue `m`, as an affine
    /// function of `q` in rounds `r = 2 + m + q·Q`: `E + D_0 + … + D_{m−1} + off_m` at
    /// `q = 0`, the sum of a whole cycle of `D`s as the slope (with `Q = 1`: `E + off` and
    /// `D`, the affine form in `r` of docs/design.md §4.6).
    fn rounds(&self, p: InstId) -> (Option<Range>, Vec<Option<(Affine, Affine)>>) {
        let r1 = self.first[p.index()];
        let cycle = self
            .d
            .iter()
            .try_fold(Range { lo: 0, hi: 0 }, |acc, d| d.map(|d| sum(acc, d)));
        let mut prefix = self.e;
        let mut out = Vec::with_capacity(self.d.len());
        for (m, later) in self.later.iter().enumerate() {
            out.push(match (prefix, later[p.index()]) {
                (Some(e), Some(off)) => Some((
                    Affine {
                        at2: e.lo + off.lo,
                        slope: cycle.map(|d| d.lo),
                    },
                    Affine {
                        at2: plus(e.hi, off.hi),
                        slope: cycle.map(|d| d.hi),
                    },
                )),
                _ => None,
            });
            prefix = prefix.zip(self.d[m]).map(|(a, d)| sum(a, d));
        }
        (r1, out)
    }
}

/// Which instances of a crossing pair: `a` in round 1 and `c` in round `2 + mc` (later rounds
/// of that residue only count more before `c`), or `a` in a round of residue `ma` and `c`
/// `k ∈ 1 … Q` rounds later (`c` further on: the same residue, more before `c`).
#[derive(Clone, Copy, Debug)]
enum Class {
    First { mc: usize },
    Later { ma: usize, k: usize },
}

/// Whether two roles' accesses cannot meet: given the `tid.x` intervals of the first access's
/// role and the second's, and `None` (every instance) or `Some((k, q))` (the instances whose
/// rounds differ by `k + q·n`).
pub type RolesApart<'a> = dyn Fn((u32, u32), (u32, u32), Option<(u32, u32)>) -> bool + 'a;

/// The rule applied at one cut (a candidate barrier `b`).
pub struct NamedCut<'a> {
    rule: &'a NamedBarriers,
    /// Per (role, id).
    counts: BTreeMap<(usize, u32), RoleCounts>,
    /// Ids whose alignment is proven, or why not.
    aligned: BTreeMap<u32, Result<(), String>>,
    /// Why the rule does not apply at this cut (the phase at it is not known).
    problem: Option<String>,
    /// Per role: the phase slot at the start of each residue class of rounds.
    starts: Vec<Vec<usize>>,
    /// When the cut is the first instruction of the phase loop's header: per instruction,
    /// whether it is in that loop (its phase in a round is the round's).
    in_loop: Option<Vec<bool>>,
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
        let mut problem = None;
        let mut all_starts = Vec::new();
        let roles = self.succ.len();
        let none = self.none_slot();
        for role in 0..roles {
            let reaches = self.reaches(module, f, role, b);
            let starts = self.residues(module, f, role, b).unwrap_or_else(|e| {
                problem.get_or_insert(e);
                vec![none]
            });
            for id in self.ids() {
                let first = self.counts(module, f, role, id, b, None, none);
                let later: Vec<_> = starts
                    .iter()
                    .map(|&s| self.counts(module, f, role, id, b, Some(b), s))
                    .collect();
                let reached = |p: InstId| {
                    first[p.index()].is_some() || later.iter().any(|l| l[p.index()].is_some())
                };
                let ops: Vec<InstId> = self
                    .ops
                    .keys()
                    .filter(|i| self.may_be(**i, id) && reached(**i))
                    .copied()
                    .collect();
                let arrives: Vec<InstId> =
                    ops.iter().copied().filter(|i| !self.ops[i].waits).collect();
                counts.insert(
                    (role, id),
                    RoleCounts {
                        e: first[b.index()],
                        d: later.iter().map(|l| l[b.index()]).collect(),
                        first,
                        later,
                        waiter: arrives.is_empty(),
                        arrives,
                        ops,
                        reaches: reaches.clone(),
                    },
                );
            }
            all_starts.push(starts);
        }
        NamedCut {
            rule: self,
            counts,
            aligned: BTreeMap::new(),
            problem,
            starts: all_starts,
            in_loop: self.header_cut(module, f, b),
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
        if let Some(why) = &self.problem {
            return Err(why.clone());
        }
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

    /// Whether operation `p` of `role` may be on `id` in the rounds of residue `m`: known
    /// only at a cut at the phase loop's header for `p` in that loop (`super::phase`).
    fn on_in_round(&self, role: usize, p: InstId, id: u32, m: usize) -> bool {
        match (&self.in_loop, self.starts[role].get(m)) {
            (Some(inside), Some(&slot)) if inside[p.index()] && slot != self.rule.none_slot() => {
                self.rule.op_is(p, id, slot)
            }
            _ => true,
        }
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
            for (m, (xm, ym)) in xl.into_iter().zip(yl).enumerate() {
                if !self.on_in_round(o, p, y, m) {
                    continue;
                }
                match (xm, ym) {
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
        let later_ok = xl.into_iter().zip(yl).enumerate().all(|(m, (xm, ym))| {
            if !self.on_in_round(r, q, x, m) {
                return true;
            }
            match (xm, ym) {
                (None, _) => true,
                (Some((_, xhi)), Some((ylo, _))) if ylo.at2 >= 1 => {
                    let shifted = Affine {
                        at2: ylo.at2 - 1 + delta,
                        slope: ylo.slope,
                    };
                    affine_at_least(xhi, shifted, 0)
                }
                _ => false,
            }
        });
        first_ok && later_ok
    }

    /// The classes of instances to check: `Q` residues (the module docs of `super::phase`).
    fn classes(&self) -> Vec<Class> {
        let q = self.counts.values().next().map_or(1, |c| c.d.len());
        let first = (0..q).map(|mc| Class::First { mc });
        let later = (0..q).flat_map(|ma| (1..=q).map(move |k| Class::Later { ma, k }));
        first.chain(later).collect()
    }

    /// Whether every instance of (a, c) — `a` in some round, `c` in a later one — is ordered by
    /// an aligned named barrier, or made by roles whose accesses cannot meet (`apart`, given
    /// the `tid.x` intervals of `a`'s role and `c`'s: `syncflow_analyses::memory::roles`);
    /// `Ok` names the barrier (0 when the roles alone keep them apart), `Err` says why not.
    ///
    /// `apart(ta, tc, None)` asks about every instance of the pair at the cut; `apart(ta, tc,
    /// Some((k, q)))` only about those whose rounds differ by `k + q·n` (`n ≥ 0`), the
    /// instances of one class this rule cannot order.
    pub fn orders(&self, a: InstId, c: InstId, apart: &RolesApart<'_>) -> Result<u32, String> {
        let roles = self.rule.succ.len();
        let pairs: Vec<(usize, usize)> = (0..roles)
            .flat_map(|ra| (0..roles).map(move |rc| (ra, rc)))
            .filter(|&(ra, rc)| !apart(self.rule.role_tid_x(ra), self.rule.role_tid_x(rc), None))
            .collect();
        if pairs.is_empty() {
            return Ok(0);
        }
        if let Some(why) = &self.problem {
            return Err(why.clone());
        }
        let mut why = None;
        let q = self.counts.values().next().map_or(1, |c| c.d.len()) as u32;
        for &(ra, rc) in &pairs {
            for class in self.classes() {
                if let Err(e) = self.orders_class(ra, a, rc, c, class) {
                    // The rounds of this class's instances differ by `k + q·n`.
                    let k = match class {
                        Class::First { mc } => 1 + mc as u32,
                        Class::Later { k, .. } => k as u32,
                    };
                    let (ta, tc) = (self.rule.role_tid_x(ra), self.rule.role_tid_x(rc));
                    if !apart(ta, tc, Some((k, q))) {
                        why.get_or_insert(e);
                    }
                }
            }
        }
        match why {
            Some(e) => Err(e),
            None => Ok(self.barrier_used(a, c)),
        }
    }

    /// The barrier that orders the pair in every instance, else the least that orders some.
    fn barrier_used(&self, a: InstId, c: InstId) -> u32 {
        let roles = self.rule.succ.len();
        let ids = self.rule.ids();
        let classes = self.classes();
        let every = |x: u32, want: fn(Option<bool>) -> bool| {
            (0..roles).all(|ra| {
                (0..roles).all(|rc| classes.iter().all(|&k| want(self.by(x, ra, a, rc, c, k))))
            })
        };
        ids.iter()
            .copied()
            .find(|&x| every(x, |v| v != Some(false)))
            .or_else(|| {
                ids.iter()
                    .copied()
                    .find(|&x| !every(x, |v| v != Some(true)))
            })
            .unwrap_or(0)
    }

    fn orders_class(
        &self,
        ra: usize,
        a: InstId,
        rc: usize,
        c: InstId,
        class: Class,
    ) -> Result<(), String> {
        let ids = self.rule.ids();
        let mut relevant = false;
        for &x in &ids {
            match self.by(x, ra, a, rc, c, class) {
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
                .find(|&&x| self.by(x, ra, a, rc, c, class) == Some(true))
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

    /// `None`: the pair never crosses the cut in these roles and this class of rounds;
    /// `Some(ordered)` otherwise.
    fn by(&self, x: u32, ra: usize, a: InstId, rc: usize, c: InstId, class: Class) -> Option<bool> {
        let ca = &self.counts[&(ra, x)];
        let cc = &self.counts[&(rc, x)];
        // a before some pass: it reaches the cut.
        if !ca.reaches[a.index()] {
            return None;
        }
        let (a1, al) = ca.rounds(a);
        let (_, cl) = cc.rounds(c);
        let q = cl.len();
        match class {
            // r = 1: hi(a, 1) < lo(c, 2 + mc) (and later rounds of that residue: more).
            Class::First { mc } => {
                let a1 = a1?;
                let (clo, _) = cl[mc]?;
                Some(cc.waiter && a1.hi < INF && clo.at2 - a1.hi >= 1)
            }
            // r ≥ 2: hi(a, r) < lo(c, r + k), when c can be in round r + k ≥ 3.
            Class::Later { ma, k } => {
                let (_, ahi) = al.get(ma).copied().flatten()?;
                let (clo, _) = cl[(ma + k) % q]?;
                let slope = clo.slope?;
                let carry = ((ma + k) / q) as i64;
                let next = Affine {
                    at2: clo.at2 + carry * slope,
                    slope: clo.slope,
                };
                Some(cc.waiter && affine_at_least(ahi, next, 1))
            }
        }
    }
}
