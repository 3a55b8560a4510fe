//! # Ordering by named barriers
//!
//! A CTA barrier `b` orders a conflicting pair `(a, c)` — `a` before `b`, `c` after it, in
//! threads `T` and `U` — when nothing else does. In a warp-specialized loop something else
//! does: named barriers (`bar.arrive id, n` / `bar.sync id, n`) hand each tile from the
//! producer warps to the consumer warps and back. This module decides, for one `b`, whether
//! such a pair is ordered without `b` (docs/design.md §4.5 states the rule and its proof).
//!
//! ## Formal statement
//!
//! Let the CTA have `B` threads and let `X` be a named barrier: every operation on it has a
//! constant id `X ≠ 0` and the constant count `n_X = B`. Number each thread's operations on
//! `X` in program order from 0. `X` is **aligned** when its `i`-th instance consists of the
//! `i`-th operation of every thread. Then, per the PTX memory model (`bar.sync`/`bar.arrive`
//! are morally strong, the arrival of every participant of an instance happens before the
//! completion that each `bar.sync` of that instance waits for; `bar.arrive` does not wait
//! and so orders nothing *after* it for its thread):
//!
//! > if `X` is aligned, `T`'s accesses before its `i`-th operation on `X` happen before `U`'s
//! > accesses after its `j`-th operation when `j ≥ i` and `U`'s operations on `X` are all
//! > `bar.sync`s.
//!
//! Threads are split into at most two **roles** by branches on `tid.x < K` (one `K`); each
//! role's paths follow only its own edge of those branches. Per role and barrier, the number
//! of operations a thread has executed before a point is counted along the role's paths as a
//! range `[lo, hi]`, separately for **round 1** (from the kernel's entry, before the first
//! pass of `b`'s place) and **round r ≥ 2** (after pass `r − 1`): `E` (entry to `b`), `D`
//! (`b` to `b`) and the offset from the round's start, so a count in round `r ≥ 2` is
//! `E + (r − 2)·D + offset`. `b` orders exactly the pairs with `a` in some round `r` and `c`
//! in a round `r' > r`; the pair is ordered by `X` when `c`'s role only syncs on `X` and
//! `hi(a, r) < lo(c, r + 1)` for every `r` (both sides are affine in `r`: two values and a
//! slope are checked).
//!
//! Alignment holds when every thread contributes at most once to an instance (then `n_X = B`
//! contributions are one per thread): a `bar.sync` cannot contribute twice (it waits for the
//! completion), and a role that *arrives* on `X` must, between two of its arrivals, sync on
//! some `Y` whose instance completes only after the other role (which syncs on `X`) has
//! passed its previous sync on `X` — again a count condition, checked the same way.
//!
//! ## Worked example (`ws_full_empty`, tests/pipelined/warp_specialized.cu)
//!
//! ```text
//!   loop k:  producer (tid.x < 128): [k > 0: bar.sync 2]   buf[t] = …   bar.arrive 1
//!            consumer (tid.x ≥ 128): bar.sync 1   … = buf[…]   [k + 1 < n: bar.arrive 2]
//!            __syncthreads()                                       ← b
//! ```
//!
//! The write (producer, round `r`) has at most `r − 1` arrivals on barrier 1 before it; the
//! read in round `r + 1` has at least `r + 1` syncs on 1 before it: ordered by 1. The read
//! (consumer, round `r`) has at most `r − 1` arrivals on 2 before it, the write in round
//! `r + 1` at least `r` syncs on 2: ordered by 2. Alignment: a producer's arrivals on 1 are
//! separated by a sync on 2, which the consumers reach only after their sync on 1. With only
//! barrier 1 (`ws_full_only`) nothing separates two arrivals on 1: `b` stays.
//!
//! Anything this reading does not cover — an id or count that is not a constant, a count
//! other than the CTA's size, a call that may use barriers, a `bar.red` — makes the rule
//! not apply, and the reason says which.

use std::collections::BTreeMap;
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{
    BarrierKind, CallTarget, Callee, Dim, FunctionId, InstId, Module, Opcode, Operand,
    PureIntrinsic, SpecialRegister,
};

/// One operation on a named barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedOp {
    /// The barrier id (not 0).
    pub id: u32,
    /// The thread count.
    pub count: u32,
    /// `bar.sync` (waits) or `bar.arrive` (does not).
    pub waits: bool,
}

/// What an instruction is to this rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedKind {
    /// Not an operation on a named barrier.
    Unrelated,
    /// An operation on a named barrier, read.
    Op(NamedOp),
    /// Something that may operate on a named barrier in a way this rule does not read.
    Doubt(String),
}

fn const_u32(module: &Module, op: Option<Operand>) -> Option<u32> {
    op.and_then(|o| module.const_int(o))
        .and_then(|v| u32::try_from(v).ok())
}

/// Reads instruction `inst` of `f`: an intrinsic or inline PTX `bar.sync`/`bar.arrive`
/// (`barrier.sync`, `.aligned`, `.cta`) with constant operands, `$N` operands bound to
/// constant arguments folded (CUTLASS's `bar.sync %0, %1;`).
pub fn named_kind(module: &Module, f: FunctionId, inst: InstId) -> NamedKind {
    let func = &module.functions[f];
    let i = &func.insts[inst];
    match module.call_target(func, inst) {
        Some(CallTarget::Barrier(b)) => {
            if b.intrinsic.contains("cluster") {
                return NamedKind::Unrelated;
            }
            match b.kind {
                BarrierKind::Candidate | BarrierKind::Fence | BarrierKind::WarpScope => {
                    NamedKind::Unrelated
                }
                BarrierKind::CarriesData { full: true } if b.barrier_id.is_none() => {
                    NamedKind::Unrelated
                }
                BarrierKind::Partial => {
                    let id = const_u32(module, b.barrier_id);
                    let count = const_u32(module, b.thread_count);
                    match (id, count) {
                        (Some(id), Some(count)) if id != 0 => NamedKind::Op(NamedOp {
                            id,
                            count,
                            waits: !b.intrinsic.contains("arrive"),
                        }),
                        _ => NamedKind::Doubt(format!(
                            "`{}` without a constant id other than 0 and a constant count",
                            b.intrinsic
                        )),
                    }
                }
                _ => NamedKind::Doubt(format!("`{}` (not read by this rule)", b.intrinsic)),
            }
        }
        Some(CallTarget::InlineAsm) => {
            let Some(Callee::InlineAsm(asm)) = i.callee() else {
                return NamedKind::Unrelated;
            };
            asm_kind(module, asm, i.call_args())
        }
        Some(CallTarget::Defined(c) | CallTarget::Declared(c)) => NamedKind::Doubt(format!(
            "a call of `{}`, which may use named barriers",
            module.functions[c].name
        )),
        Some(CallTarget::Indirect) => {
            NamedKind::Doubt("an indirect call, which may use named barriers".into())
        }
        _ => NamedKind::Unrelated,
    }
}

fn asm_kind(module: &Module, asm: &syncflow_ir::InlineAsm, args: &[Operand]) -> NamedKind {
    let mentions = asm.asm.contains("bar.") || asm.asm.contains("barrier");
    let Ok(list) = asm.instructions() else {
        return if mentions {
            NamedKind::Doubt(format!("inline asm `{}` not read", asm.asm.trim()))
        } else {
            NamedKind::Unrelated
        };
    };
    let bars: Vec<_> = list
        .iter()
        .filter(|i| i.root == "bar" || i.root == "barrier")
        .collect();
    if bars.is_empty() {
        return NamedKind::Unrelated;
    }
    let doubt = || NamedKind::Doubt(format!("inline asm `{}` not read", asm.asm.trim()));
    let [i] = bars[..] else { return doubt() };
    if list.len() != 1 || i.guard.is_some() || i.has("warp") || i.has("red") {
        return doubt();
    }
    let known = |m: &String| matches!(m.as_str(), "sync" | "arrive" | "aligned" | "cta");
    if !i.modifiers.iter().all(known) || i.has("sync") == i.has("arrive") {
        return doubt();
    }
    let constraints = syncflow_ir::ptx::Constraints::parse(&asm.constraints);
    let value = |op: &syncflow_ir::ptx::PtxOperand| -> Option<u32> {
        match op {
            syncflow_ir::ptx::PtxOperand::Immediate(v) => u32::try_from(*v).ok(),
            syncflow_ir::ptx::PtxOperand::Placeholder(n) => {
                let arg = constraints.argument(*n)?;
                const_u32(module, args.get(arg).copied())
            }
            _ => None,
        }
    };
    let id = i.operands.first().and_then(value);
    let count = i.operands.get(1).and_then(value);
    match (id, count, i.operands.len()) {
        // `bar.sync 0` in asm: the CTA barrier, opaque to the rest of the model.
        (Some(0), None, 1) if i.has("sync") => NamedKind::Unrelated,
        (Some(id), Some(count), 2) if id != 0 => NamedKind::Op(NamedOp {
            id,
            count,
            waits: i.has("sync"),
        }),
        _ => NamedKind::Doubt(format!(
            "`{}` without a constant id other than 0 and a constant count",
            asm.asm.trim()
        )),
    }
}

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

/// The named barriers of one function, their operations and the roles of its threads.
pub struct NamedBarriers {
    ops: BTreeMap<InstId, NamedOp>,
    /// Per role: for each block, the successors a thread of that role may take.
    succ: Vec<Vec<Vec<BlockId>>>,
    /// `tid.x < K` for the lower role, when there are two.
    threshold: Option<u32>,
    problem: Option<String>,
    blocks: usize,
    entry: BlockId,
    /// Per id: proven aligned, or why not.
    aligned: BTreeMap<u32, Result<(), String>>,
}

/// Which role a role branch's true edge belongs to.
fn role_branch(module: &Module, f: FunctionId, block: BlockId) -> Option<(u32, bool)> {
    let func = &module.functions[f];
    let term = &func.insts[func.blocks[block].terminator()];
    if !matches!(term.opcode, Opcode::Br) || term.operands.len() != 3 {
        return None;
    }
    let Operand::Local(c) = term.operands[0] else {
        return None;
    };
    let def = &func.insts[func.def_inst(c)?];
    let Opcode::ICmp(pred) = &def.opcode else {
        return None;
    };
    let is_tid = |op: Operand| {
        let Operand::Local(l) = op else { return false };
        let Some(d) = func.def_inst(l) else {
            return false;
        };
        let d = &func.insts[d];
        d.callee().is_some()
            && matches!(
                module.call_target(func, func.def_inst(l).unwrap()),
                Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(
                    SpecialRegister::ThreadId(Dim::X)
                )))
            )
    };
    let (x, y) = (def.operands[0], def.operands[1]);
    let (p, k) = if is_tid(x) {
        (pred.0, module.const_int(y)?)
    } else if is_tid(y) {
        // `K pred tid` is `tid pred' K`.
        let swapped = match pred.0 {
            "ult" => "ugt",
            "ugt" => "ult",
            "ule" => "uge",
            "uge" => "ule",
            "slt" => "sgt",
            "sgt" => "slt",
            "sle" => "sge",
            "sge" => "sle",
            other => other,
        };
        (swapped, module.const_int(x)?)
    } else {
        return None;
    };
    // (K', lower): the true edge is taken by `tid.x < K'` (lower) or by `tid.x ≥ K'`.
    let (threshold, lower) = match p {
        "ult" | "slt" => (k, true),
        "ule" | "sle" => (k + 1, true),
        "ugt" | "sgt" => (k + 1, false),
        "uge" | "sge" => (k, false),
        _ => return None,
    };
    Some((u32::try_from(threshold).ok().filter(|t| *t > 0)?, lower))
}

impl NamedBarriers {
    /// Reads `f`'s named barriers and roles; `threads` is the CTA's size when the kernel or
    /// the user states it (`.reqntid`, `.maxntid`, `--block`), with its source.
    pub fn find(module: &Module, f: FunctionId, cfg: &Cfg, threads: Option<u32>) -> Self {
        let func = &module.functions[f];
        let mut ops = BTreeMap::new();
        let mut problem = None;
        for inst in func.insts.indices() {
            match named_kind(module, f, inst) {
                NamedKind::Unrelated => {}
                NamedKind::Op(op) => {
                    ops.insert(inst, op);
                }
                NamedKind::Doubt(why) => {
                    problem.get_or_insert(why);
                }
            }
        }
        if problem.is_none() && !ops.is_empty() {
            match threads {
                None => {
                    problem = Some(
                        "the CTA's size is not stated (`.reqntid`, `.maxntid` or --block), so \
                         a named barrier's count cannot be compared with it"
                            .into(),
                    )
                }
                Some(b) => {
                    if let Some(op) = ops.values().find(|op| op.count != b) {
                        problem = Some(format!(
                            "barrier {} counts {} threads, not the CTA's {b}",
                            op.id, op.count
                        ));
                    }
                }
            }
        }
        // Roles: one threshold on tid.x, or none.
        let mut threshold = None;
        let mut branches = BTreeMap::new();
        for block in cfg.blocks() {
            if let Some((k, lower)) = role_branch(module, f, block) {
                if threshold.is_some_and(|t| t != k) {
                    problem.get_or_insert_with(|| {
                        "threads are split by tid.x at two thresholds".to_string()
                    });
                }
                threshold = Some(k);
                branches.insert(block, lower);
            }
        }
        let roles = if threshold.is_some() { 2 } else { 1 };
        let succ = (0..roles)
            .map(|role| {
                cfg.blocks()
                    .map(|block| {
                        let all = cfg.successors(block);
                        match branches.get(&block) {
                            Some(&lower) if all.len() == 2 => {
                                let term = &func.insts[func.blocks[block].terminator()];
                                let (t, e) = (term.operands[1], term.operands[2]);
                                let pick = if (role == 0) == lower { t } else { e };
                                match pick {
                                    Operand::Block(b) => vec![b],
                                    _ => all.to_vec(),
                                }
                            }
                            _ => all.to_vec(),
                        }
                    })
                    .collect()
            })
            .collect();
        let mut rule = NamedBarriers {
            ops,
            succ,
            threshold,
            problem,
            blocks: cfg.len(),
            entry: cfg.entry(),
            aligned: BTreeMap::new(),
        };
        if rule.problem.is_none() && rule.any() {
            rule.aligned = rule.alignment(module, f, cfg);
        }
        rule
    }

    /// Alignment does not depend on the cut: any program point may mark the rounds. Tried at
    /// the first instruction of each block a later block branches back to (loop headers), and
    /// of the entry; an id is aligned when one of them proves it.
    fn alignment(
        &self,
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
    ) -> BTreeMap<u32, Result<(), String>> {
        let func = &module.functions[f];
        let mut points: Vec<InstId> = cfg
            .blocks()
            .filter(|&b| cfg.predecessors(b).iter().any(|p| p.index() >= b.index()))
            .map(|b| func.blocks[b].first)
            .filter(|p| !self.ops.contains_key(p))
            .take(32)
            .collect();
        points.push(func.blocks[cfg.entry()].first);
        points.retain(|p| !self.ops.contains_key(p));
        let mut out: BTreeMap<u32, Result<(), String>> = BTreeMap::new();
        for p in points {
            let cut = self.cut_counts(module, f, p);
            for id in self.ids() {
                if out.get(&id).is_some_and(Result::is_ok) {
                    continue;
                }
                let verdict = cut.alignment(id);
                if verdict.is_ok() || !out.contains_key(&id) {
                    out.insert(id, verdict);
                }
            }
        }
        out
    }

    /// True when the function has operations on named barriers.
    pub fn any(&self) -> bool {
        !self.ops.is_empty()
    }

    /// Why the rule does not apply to this function, if it does not.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    fn role_name(&self, role: usize) -> String {
        match (self.threshold, role) {
            (None, _) => "every thread".into(),
            (Some(k), 0) => format!("threads with tid.x < {k}"),
            (Some(k), _) => format!("threads with tid.x ≥ {k}"),
        }
    }

    fn ids(&self) -> Vec<u32> {
        let mut ids: Vec<u32> = self.ops.values().map(|o| o.id).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

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

    fn cut_counts(&self, module: &Module, f: FunctionId, b: InstId) -> NamedCut<'_> {
        let mut counts = BTreeMap::new();
        let roles = self.succ.len();
        for role in 0..roles {
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
    fn alignment(&self, id: u32) -> Result<(), String> {
        let roles = self.rule.succ.len();
        for role in 0..roles {
            let rc = &self.counts[&(role, id)];
            if rc.arrives.is_empty() {
                continue;
            }
            // Some other role that only syncs on `id`, and some `y` this role only syncs on.
            let chained = rc.arrives.iter().all(|&q| {
                (0..roles).filter(|&o| o != role).any(|other| {
                    self.counts[&(other, id)].waiter
                        && self.rule.ids().into_iter().filter(|&y| y != id).any(|y| {
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
        // c after some pass: its round-2 form exists.
        let (clo, _) = cl?;
        if a1.is_none() && al.is_none() {
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
