//! # Ordering by named barriers
//!
//! A CTA barrier `b` orders a conflicting pair `(a, c)` — `a` before `b`, `c` after it, in
//! threads `T` and `U` — when nothing else does. In a warp-specialized loop something else
//! does: named barriers (`bar.arrive id, n` / `bar.sync id, n`) hand each tile from the
//! producer warps to the consumer warps and back. This module decides, for one `b`, whether
//! such a pair is ordered without `b` (docs/design.md §4.6 states the rule and its proof).
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
//! Threads are split into **roles** by branches on `tid.x < K` (up to three thresholds `K`,
//! so up to four intervals of `tid.x`); each role's paths follow only its own edge of those
//! branches. Per role and barrier, the number
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
//! passed its previous sync on `X` — again a count condition, checked the same way, for
//! every other role that syncs on `X` (whichever of them is not empty carries the argument).
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
//! Ids that follow a loop's induction variable (`1 + (k & 1)`, a two-stage pipeline's FULL
//! barriers) are read with the loop's phase (module `phase`). Anything this reading does not
//! cover — another id that is not a constant, a count that is not one, a count other than
//! the CTA's size, a call that may use barriers, a `bar.red` — makes the rule not apply, and
//! the reason says which.

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
    /// When the id is `id + (iv mod P)` (docs/design.md §4.6): which `iv` and `P`.
    pub phased: Option<Phased>,
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
                    let (id, phased) = id_of(module, f, b.barrier_id);
                    let count = const_u32(module, b.thread_count);
                    match (id, count) {
                        (Some(id), Some(count)) if id != 0 => NamedKind::Op(NamedOp {
                            id,
                            count,
                            waits: !b.intrinsic.contains("arrive"),
                            phased,
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
            asm_kind(module, f, asm, i.call_args())
        }
        Some(CallTarget::Defined(c)) if callee_is_unrelated(module, c, &mut vec![f]) => {
            NamedKind::Unrelated
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

/// A defined callee (and what it calls) performs no operation on a named barrier and nothing
/// that may (`stack`: the functions being looked into, a recursion is a doubt).
fn callee_is_unrelated(module: &Module, c: FunctionId, stack: &mut Vec<FunctionId>) -> bool {
    if stack.contains(&c) || stack.len() > 8 {
        return false;
    }
    stack.push(c);
    let func = &module.functions[c];
    let ok = func
        .insts
        .indices()
        .all(|i| match module.call_target(func, i) {
            Some(CallTarget::Defined(d)) => callee_is_unrelated(module, d, stack),
            _ => named_kind(module, c, i) == NamedKind::Unrelated,
        });
    stack.pop();
    ok
}

/// The reason of an operation whose id is not read ("without a constant id").
fn not_constant(module: &Module, f: FunctionId, inst: Option<InstId>) -> String {
    let func = &module.functions[f];
    let text = match inst.map(|i| (i, module.call_target(func, i))) {
        Some((_, Some(CallTarget::Barrier(b)))) => b.intrinsic.to_string(),
        Some((i, _)) => match func.insts[i].callee() {
            Some(Callee::InlineAsm(asm)) => asm.asm.trim().to_string(),
            _ => "bar".into(),
        },
        None => "bar".into(),
    };
    format!("`{text}` without a constant id other than 0 and a constant count")
}

/// A constant id, or `c + (iv mod P)` read by [`phase::phased_id`] (then `c` and the form).
fn id_of(module: &Module, f: FunctionId, op: Option<Operand>) -> (Option<u32>, Option<Phased>) {
    match (const_u32(module, op), op) {
        (Some(id), _) => (Some(id), None),
        (None, Some(op)) => match phase::phased_id(module, f, op) {
            Some((c, p)) => (Some(c), Some(p)),
            None => (None, None),
        },
        (None, None) => (None, None),
    }
}

fn asm_kind(
    module: &Module,
    f: FunctionId,
    asm: &syncflow_ir::InlineAsm,
    args: &[Operand],
) -> NamedKind {
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
    let value = |op: &syncflow_ir::ptx::PtxOperand| -> (Option<u32>, Option<Phased>) {
        match op {
            syncflow_ir::ptx::PtxOperand::Immediate(v) => (u32::try_from(*v).ok(), None),
            syncflow_ir::ptx::PtxOperand::Placeholder(n) => match constraints.argument(*n) {
                Some(arg) => id_of(module, f, args.get(arg).copied()),
                None => (None, None),
            },
            _ => (None, None),
        }
    };
    let (id, phased) = i.operands.first().map_or((None, None), value);
    let count = i.operands.get(1).and_then(|o| match value(o) {
        (c, None) => c,
        _ => None,
    });
    match (id, count, i.operands.len()) {
        // `bar.sync 0` in asm: the CTA barrier, opaque to the rest of the model.
        (Some(0), None, 1) if i.has("sync") && phased.is_none() => NamedKind::Unrelated,
        (Some(id), Some(count), 2) if id != 0 => NamedKind::Op(NamedOp {
            id,
            count,
            waits: i.has("sync"),
            phased,
        }),
        _ => NamedKind::Doubt(format!(
            "`{}` without a constant id other than 0 and a constant count",
            asm.asm.trim()
        )),
    }
}

/// The named barriers of one function, their operations and the roles of its threads.
pub struct NamedBarriers {
    ops: BTreeMap<InstId, NamedOp>,
    /// Per role: for each block, the successors a thread of that role may take.
    succ: Vec<Vec<Vec<BlockId>>>,
    /// The thresholds `K` of the branches on `tid.x < K`, ascending: role `r` is
    /// `thresholds[r − 1] ≤ tid.x < thresholds[r]`.
    thresholds: Vec<u32>,
    problem: Option<String>,
    blocks: usize,
    entry: BlockId,
    /// Per id: proven aligned, or why not.
    aligned: BTreeMap<u32, Result<(), String>>,
    /// The loop whose induction variable picks the phased ids, if any.
    phase: Option<PhaseLoop>,
}

/// The integer comparison `block`'s two-way branch tests, with its predicate: what role
/// branches and the mbarrier rule's guards on a counter are read from.
pub(crate) fn branch_compare(
    module: &Module,
    f: FunctionId,
    block: BlockId,
) -> Option<(&syncflow_ir::Predicate, &syncflow_ir::Instruction)> {
    let func = &module.functions[f];
    let term = &func.insts[func.blocks[block].terminator()];
    if !matches!(term.opcode, Opcode::Br) || term.operands.len() != 3 {
        return None;
    }
    let Operand::Local(c) = term.operands[0] else {
        return None;
    };
    let def = &func.insts[func.def_inst(c)?];
    match &def.opcode {
        Opcode::ICmp(pred) => Some((pred, def)),
        _ => None,
    }
}

/// Which role a role branch's true edge belongs to: `(K, true)` when it is taken by the
/// threads with `tid.x < K`, `(K, false)` by those with `tid.x ≥ K` (also read by
/// [`crate::memory`]'s roles).
pub(crate) fn role_branch(module: &Module, f: FunctionId, block: BlockId) -> Option<(u32, bool)> {
    let func = &module.functions[f];
    let (pred, def) = branch_compare(module, f, block)?;
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
        Self::find_with(module, f, cfg, threads, false)
    }

    /// [`NamedBarriers::find`]; with `ignore_phase` (**unsound**, the harness's knob
    /// `named-barriers-ignore-phase`) an id `c + (iv mod P)` is read as `c`.
    pub fn find_with(
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        threads: Option<u32>,
        ignore_phase: bool,
    ) -> Self {
        let func = &module.functions[f];
        let mut ops = BTreeMap::new();
        let mut problem = None;
        for inst in func.insts.indices() {
            match named_kind(module, f, inst) {
                NamedKind::Unrelated => {}
                NamedKind::Op(mut op) => {
                    if ignore_phase {
                        op.phased = None;
                    }
                    ops.insert(inst, op);
                }
                NamedKind::Doubt(why) => {
                    problem.get_or_insert(why);
                }
            }
        }
        let phased: Vec<(InstId, Phased)> = ops
            .iter()
            .filter_map(|(i, o): (&InstId, &NamedOp)| o.phased.map(|p| (*i, p)))
            .collect();
        let phase = match PhaseLoop::find(module, f, cfg, &phased) {
            Ok(p) => p,
            Err(()) => {
                // Not read after all: the reason of an id that is no constant.
                let inst = phased.first().map(|(i, _)| *i);
                problem.get_or_insert_with(|| not_constant(module, f, inst));
                None
            }
        };
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
        // Roles: the intervals of tid.x between the thresholds of the branches on it.
        let mut thresholds: Vec<u32> = Vec::new();
        let mut branches = BTreeMap::new();
        for block in cfg.blocks() {
            if let Some((k, lower)) = role_branch(module, f, block) {
                thresholds.push(k);
                branches.insert(block, (k, lower));
            }
        }
        thresholds.sort_unstable();
        thresholds.dedup();
        if thresholds.len() > 3 {
            problem.get_or_insert_with(|| {
                format!(
                    "threads are split by tid.x at {} thresholds (at most 3 are read)",
                    thresholds.len()
                )
            });
            thresholds.truncate(3);
        }
        // Role r: thresholds[r − 1] ≤ tid.x < thresholds[r].
        let roles = thresholds.len() + 1;
        let succ = (0..roles)
            .map(|role| {
                cfg.blocks()
                    .map(|block| {
                        let all = cfg.successors(block);
                        match branches.get(&block) {
                            Some(&(k, lower)) if all.len() == 2 && thresholds.contains(&k) => {
                                let term = &func.insts[func.blocks[block].terminator()];
                                let (t, e) = (term.operands[1], term.operands[2]);
                                let below = thresholds.get(role).is_some_and(|&hi| hi <= k);
                                let pick = if below == lower { t } else { e };
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
            thresholds,
            problem,
            blocks: cfg.len(),
            entry: cfg.entry(),
            aligned: BTreeMap::new(),
            phase,
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
        // The phase loop's header: there a round is one iteration, of one phase (`phase`).
        points.extend(self.phase_header().map(|h| func.blocks[h].first));
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

    /// `tid.x ∈ [lo, hi]` for the threads of `role` (`hi` = `u32::MAX` for the last).
    pub fn role_tid_x(&self, role: usize) -> (u32, u32) {
        let lo = role
            .checked_sub(1)
            .and_then(|r| self.thresholds.get(r))
            .copied()
            .unwrap_or(0);
        let hi = self.thresholds.get(role).map_or(u32::MAX, |t| t - 1);
        (lo, hi)
    }

    /// The number of roles (intervals of `tid.x`).
    pub fn role_count(&self) -> usize {
        self.succ.len()
    }

    /// Per block: the successors a thread of `role` may take.
    pub fn role_successors(&self, role: usize) -> &[Vec<BlockId>] {
        &self.succ[role]
    }

    fn role_name(&self, role: usize) -> String {
        let lo = role.checked_sub(1).and_then(|r| self.thresholds.get(r));
        match (lo, self.thresholds.get(role)) {
            (None, None) => "every thread".into(),
            (None, Some(hi)) => format!("threads with tid.x < {hi}"),
            (Some(lo), None) => format!("threads with tid.x ≥ {lo}"),
            (Some(lo), Some(hi)) => format!("threads with {lo} ≤ tid.x < {hi}"),
        }
    }

    fn ids(&self) -> Vec<u32> {
        let mut ids: Vec<u32> = self
            .ops
            .values()
            .flat_map(|o| o.id..o.id + o.phased.map_or(1, |p| p.modulus))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }
}

mod phase;
mod rounds;
use phase::PhaseLoop;
pub use phase::Phased;
pub use rounds::NamedCut;
