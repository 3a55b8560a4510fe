//! # Ordering by mbarrier phases (docs/design.md §4.6.1)
//!
//! A warp-specialized ring (CUTLASS's `ClusterBarrier`, Hopper's pipelines) hands each stage's
//! tile over with two arrays of mbarriers: the producers arrive on `full[s]` after storing
//! and the consumers wait on it before reading; the consumers arrive on `empty[s]` after
//! reading and the producers wait on it before storing again. A defensive CTA barrier `b`
//! at the loop's bottom then orders nothing the phases do not. This module decides, for a
//! pair of accesses crossing `b`, from which iteration distance on the phases order it.
//!
//! ## Formal statement
//!
//! Let `L` be an outermost loop with a counter `k` (a header phi, start 0, step 1, never
//! wrapping), `B` the CTA's exact 1-D size, and roles the intervals of `tid.x` of
//! [`crate::hazard::named`]. A **protocol** is an array `M` of `S` mbarriers with:
//!
//! 1. every operation on `M` read ([`read_op`]): `init` of each `M[s]` with one constant count
//!    `n` outside every cycle, where no path from `L` leads, and a CTA barrier on every
//!    path from an `init` to `L`; in `L`, `arrive` and parity waits on `M[k mod S]` only;
//! 2. one role `P` arrives: exactly once in every round, on every path; `n = |P|`;
//! 3. one other role `C` waits, with a spin that must succeed, exactly once in every round
//!    from `w = λ·S` on and never before (a guard `k ≥ w`), asking for parity
//!    `⌊k / S⌋ + c (mod 2)` with `λ + c` even: in round `k` it asks for the phase completed by
//!    the arrivals of round `k − λ·S`;
//! 4. **aligned**: some protocol `Y` has `C` arriving and `P` waiting, `λ_M + λ_Y ≤ 1`, `P`
//!    waits on `Y` before it arrives on `M` in each round it waits, and (when the sum is 1)
//!    `C` waits on `M` before it arrives on `Y` — then phase `u` of `M[s]` is made of arrival
//!    `u` of every thread of `P` (the induction of §4.6.1). Protocols are kept aligned as a
//!    greatest fixpoint: a partner that is not aligned aligns nothing.
//!
//! Then an access `a` of a thread of `P` in round `i` happens before an access `c` of a
//! thread of `C` in round `j ≥ i + d` for every `d ≥ λ·S + [a after P's arrival] + [c before
//! C's wait]` ([`MbarrierRule::ordered_from`]): `a` precedes its thread's arrival in round
//! `j* − λ·S` (`j* = j`, or `j − 1` when `c` comes before the wait), a release; that arrival
//! is part of the phase `c`'s thread waited for (alignment), and the wait that saw the phase
//! complete is an acquire before `c` (no early success: each wait of `C` on `M[s]` follows
//! its wait for the phase before). A wait that never succeeds leaves `c` unexecuted.
//! Distances below that bound must be told apart by the addresses (stage indices, §4.4;
//! roles, §4.6), which the caller checks.
//!
//! ## Worked example (`mbar_ring`, tests/pipelined/warp_specialized_mbar.cu)
//!
//! `full`: `P` = producers (`tid.x < 128`), `C` = consumers, `λ = 0`; `empty`: `P` =
//! consumers, `C` = producers, guard `k ≥ 2`, parity `phase ^ 1`: `λ = 1`. Each aligns the
//! other (`0 + 1 ≤ 1`; producers wait on `empty` before arriving on `full`, consumers wait on
//! `full` before arriving on `empty`). A producer store against a consumer read is ordered
//! from distance 0 (`full`); a consumer read against a producer store from distance 2
//! (`empty`), and at distance 1 the stage indices keep them apart.

mod ops;
mod rounds;

pub use ops::{read_op, spin_of, MbarOp, OpKind, Spin, Stage};
use rounds::{guard, switch_round, RoundCounts, Walk};

use super::named::NamedBarriers;
use crate::memory::iteration::{IterationTable, Recurrence};
use crate::memory::EffectOptions;
use std::collections::{BTreeMap, BTreeSet};
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo};
use syncflow_ir::{
    BarrierKind, BinaryOp, CallTarget, FunctionId, GlobalId, InstId, LocalId, Module, Opcode,
    Operand,
};

/// One protocol array (module docs): who arrives, who waits, and the lag `λ`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Protocol {
    /// The array.
    pub array: GlobalId,
    /// The arriving role.
    pub arriver: usize,
    /// The waiting role.
    pub waiter: usize,
    /// `λ`: the waiter's wait in round `k` is for the arrivals of round `k − λ·S`.
    pub lag: u32,
}

/// The rule for one function.
pub struct MbarrierRule {
    /// Some mbarrier operation exists in the function.
    any: bool,
    problem: Option<String>,
    /// Per role: the blocks it may reach from the entry.
    reach: Vec<Vec<bool>>,
    role_tid: Vec<(u32, u32)>,
    header: BlockId,
    in_loop: Vec<bool>,
    stages: u32,
    /// The aligned protocols.
    protocols: Vec<Protocol>,
    /// Per role, per class of rounds.
    counts: Vec<Vec<RoundCounts>>,
    /// Per block: the blocks a round reaches from it (without back edges to the header).
    body: Vec<Vec<bool>>,
}

/// The CTA's exact size when it is a 1-D block (`.reqntid` or `--block`).
pub type ExactBlock = Option<[u32; 3]>;

impl MbarrierRule {
    /// Reads `f`'s mbarrier protocols (module docs); `block`: the CTA's exact size.
    pub fn find(
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        iteration: &IterationTable,
        block: ExactBlock,
        options: EffectOptions,
    ) -> Self {
        let func = &module.functions[f];
        let mut rule = MbarrierRule {
            any: false,
            problem: None,
            reach: Vec::new(),
            role_tid: Vec::new(),
            header: cfg.entry(),
            in_loop: vec![false; cfg.len()],
            stages: 0,
            protocols: Vec::new(),
            counts: Vec::new(),
            body: Vec::new(),
        };
        let mut ops: BTreeMap<InstId, ops::MbarOp> = BTreeMap::new();
        for inst in func.insts.indices() {
            match read_op(module, f, inst, options) {
                None => {}
                Some(Ok(op)) => {
                    ops.insert(inst, op);
                }
                Some(Err(why)) => {
                    rule.any = true;
                    rule.problem.get_or_insert(why);
                }
            }
        }
        if ops.is_empty() && !rule.any {
            return rule;
        }
        rule.any = true;
        if rule.problem.is_none() {
            if let Err(why) = rule.build(module, f, cfg, iteration, block, &ops) {
                rule.problem = Some(why);
                rule.protocols.clear();
            }
        }
        rule
    }

    fn build(
        &mut self,
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        iteration: &IterationTable,
        block: ExactBlock,
        ops: &BTreeMap<InstId, ops::MbarOp>,
    ) -> Result<(), String> {
        let func = &module.functions[f];
        // Calls may operate on the mbarriers.
        for inst in func.insts.indices() {
            if let Some(CallTarget::Defined(c) | CallTarget::Declared(c)) =
                module.call_target(func, inst)
            {
                return Err(format!(
                    "a call of `{}`, which may operate on the mbarriers",
                    module.functions[c].name
                ));
            }
            if let Some(CallTarget::Indirect) = module.call_target(func, inst) {
                return Err("an indirect call, which may operate on the mbarriers".into());
            }
        }
        // The loop and its counter: the one of every phased operation.
        let phased: BTreeSet<(LocalId, u32)> = ops
            .values()
            .filter_map(|o| match o.stage {
                Stage::Phased { iv, stages } => Some((iv, stages)),
                Stage::Constant(_) => None,
            })
            .collect();
        let [(iv, stages)] = phased.iter().copied().collect::<Vec<_>>()[..] else {
            return Err(if phased.is_empty() {
                "no mbarrier is picked by a loop's stage index `k mod S`".into()
            } else {
                "mbarriers picked by more than one stage index".into()
            });
        };
        self.stages = stages;
        let Some(phi) = func.def_inst(iv) else {
            return Err("the stage index's counter is not a loop's header phi".into());
        };
        let header = func.insts[phi].block;
        let model = iteration
            .models
            .values()
            .find(|m| m.loop_ref.function == f && m.loop_ref.header == header)
            .ok_or("the stage index's counter is not a loop's header phi")?;
        let (counter, non_negative) = match model.phis.get(&iv) {
            Some(Recurrence::Counter {
                step: 1,
                non_negative,
            }) => (model.starts.get(&iv) == Some(&0), *non_negative),
            _ => (false, false),
        };
        let cycles = CycleInfo::new(cfg);
        let cycle = cycles
            .cycles()
            .iter()
            .find(|c| c.header() == header && c.is_reducible())
            .ok_or("the ring's loop is not a reducible cycle")?;
        if cycle.parent().is_some() {
            return Err(
                "the ring's loop lies in another loop (a second run restarts its stages)".into(),
            );
        }
        self.header = header;
        for b in cycle.blocks() {
            self.in_loop[b.index()] = true;
        }
        // Rounds are numbered by `k` exactly: it never wraps (stated by `nuw`/`nsw`, or
        // because every back edge is taken only while `k + 1 ≠ n` for an `n` fixed in the
        // loop, which `k + 1` meets before it wraps).
        let bounded = self.exits_before_wrap(module, f, iv);
        let exact = non_negative || bounded.is_some();
        if !counter || !exact {
            return Err(
                "the stage index's counter does not count 0, 1, 2, … without wrapping".into(),
            );
        }
        // Operations: inits outside, phased arrivals and spins inside.
        let mut spins = BTreeMap::new();
        let mut inits: BTreeMap<GlobalId, Vec<(u32, u32, InstId)>> = BTreeMap::new();
        for (&inst, op) in ops {
            let block = func.insts[inst].block;
            let inside = self.in_loop[block.index()];
            match (op.kind, op.stage, inside) {
                (OpKind::Init { count }, Stage::Constant(s), false) => {
                    if cycles.innermost_cycle(block).is_some() {
                        return Err("an `mbarrier.init` in a loop".into());
                    }
                    inits.entry(op.array).or_default().push((s, count, inst));
                }
                (OpKind::Arrive, Stage::Phased { .. }, true) => {}
                (OpKind::Wait { .. }, Stage::Phased { .. }, true) => {
                    let spin = ops::spin_of(module, f, cfg, &cycles, inst)
                        .ok_or("an mbarrier wait that is not a spin until it succeeds")?;
                    if spin.blocks.contains(&header) || !self.in_loop[spin.header.index()] {
                        return Err("an mbarrier wait that is not a spin until it succeeds".into());
                    }
                    for &b in &spin.blocks {
                        if spins
                            .insert(b, spin.clone())
                            .is_some_and(|s: ops::Spin| s != spin)
                        {
                            return Err("two waits in one spin".into());
                        }
                    }
                }
                _ => {
                    return Err(
                        "an mbarrier operation other than `init` before the ring's loop, or \
                         than `arrive` and parity waits on the round's stage in it"
                            .into(),
                    )
                }
            }
        }
        let arrays: Vec<GlobalId> = ops
            .values()
            .filter(|o| matches!(o.stage, Stage::Phased { .. }))
            .map(|o| o.array)
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        // Roles.
        let named = NamedBarriers::find(module, f, cfg, None);
        let roles = named.role_count();
        self.role_tid = (0..roles).map(|r| named.role_tid_x(r)).collect();
        self.reach = (0..roles)
            .map(|r| reachable(cfg.entry(), cfg.len(), named.role_successors(r)))
            .collect();
        // Classes of rounds: one switch round of every guard.
        let mut switches = BTreeSet::new();
        for b in cfg.blocks() {
            if self.in_loop[b.index()] {
                if let Some((p, c, swapped)) = guard(module, f, b, iv) {
                    if let Some(t) = switch_round(&p, c, swapped) {
                        switches.insert(t);
                    }
                }
            }
        }
        // A signed guard needs `k < 2^31`: `nsw`/`nuw`, or a signed bound on the exit.
        if !non_negative && bounded != Some(true) && self.signed_guards(module, f, cfg, iv) {
            return Err("a signed guard on a counter that may pass 2^31".into());
        }
        let firsts: Vec<i128> = match switches.iter().copied().collect::<Vec<_>>()[..] {
            [] => vec![0],
            [t] => vec![0, t],
            _ => return Err("guards on the ring's counter at more than one round".into()),
        };
        self.counts = (0..roles)
            .map(|r| {
                firsts
                    .iter()
                    .map(|&round| {
                        if !self.reach[r][header.index()] {
                            return RoundCounts::default();
                        }
                        Walk {
                            module,
                            f,
                            succ: named.role_successors(r),
                            in_loop: &self.in_loop,
                            header,
                            ops,
                            spins: &spins,
                            iv,
                            round,
                        }
                        .count(&arrays)
                    })
                    .collect()
            })
            .collect();
        if self.counts.iter().flatten().any(|c| c.overflow) {
            return Err("an mbarrier operation in an inner loop of the ring's loop".into());
        }
        // Every instruction of the loop a role can reach is placed in some class's rounds (a
        // guard takes one edge per class, a spin is one lap: nothing else is cut).
        for r in 0..roles {
            if !self.reach[r][header.index()] {
                continue;
            }
            let succ = named.role_successors(r);
            let inner: Vec<Vec<BlockId>> = succ
                .iter()
                .map(|list| {
                    list.iter()
                        .copied()
                        .filter(|s| self.in_loop[s.index()])
                        .collect()
                })
                .collect();
            let seen = reachable(header, cfg.len(), &inner);
            for b in cfg.blocks().filter(|b| seen[b.index()]) {
                if func.blocks[b].insts().any(|i| !self.executes(r, i)) {
                    return Err("a block of the ring's loop no round reaches".into());
                }
            }
        }
        self.body = (0..cfg.len())
            .map(|b| {
                let mut seen = vec![false; cfg.len()];
                let mut work: Vec<BlockId> = cfg
                    .successors(BlockId::new(b))
                    .iter()
                    .copied()
                    .filter(|s| *s != header && self.in_loop[s.index()])
                    .collect();
                while let Some(x) = work.pop() {
                    if !std::mem::replace(&mut seen[x.index()], true) {
                        work.extend(
                            cfg.successors(x)
                                .iter()
                                .filter(|s| **s != header && self.in_loop[s.index()]),
                        );
                    }
                }
                seen
            })
            .collect();
        let threads = match block {
            Some([x, 1, 1]) => x,
            _ => {
                return Err(
                    "the CTA's size is not stated as an exact 1-D block (`.reqntid` or \
                     --block), so an mbarrier's count cannot be compared with a role's size"
                        .into(),
                )
            }
        };
        let mut candidates = Vec::new();
        for &array in &arrays {
            candidates
                .push(self.protocol(module, f, cfg, array, &inits, ops, iv, &firsts, threads)?);
        }
        self.protocols = self.aligned(candidates, ops);
        if self.protocols.is_empty() {
            return Err(
                "no mbarrier array is aligned: a role may arrive twice on one phase \
                        (nothing it waits for between two arrivals needs the other role to \
                        have passed the first)"
                    .into(),
            );
        }
        Ok(())
    }
}

impl MbarrierRule {
    /// Every back edge leaves a block ending in `br (icmp pred k + 1, n), …` that goes back
    /// only while `k + 1 ≠ n` or `k + 1 < n` (signed or not), `k + 1` the phi's value on that
    /// edge and `n` defined outside the loop: then `k + 1` counts 1, 2, … and meets the bound
    /// before it wraps. `Some(true)` when every bound is a signed `<` (then `k < 2^31 − 1`
    /// too), `Some(false)` otherwise, `None` when some back edge is not bounded so.
    fn exits_before_wrap(&self, module: &Module, f: FunctionId, iv: LocalId) -> Option<bool> {
        let func = &module.functions[f];
        let phi = func.def_inst(iv)?;
        let outside = |o: Operand| match o {
            Operand::Local(l) => func
                .def_inst(l)
                .is_none_or(|d| !self.in_loop[func.insts[d].block.index()]),
            _ => module.const_int(o).is_some(),
        };
        let (mut any, mut signed) = (false, true);
        for (next, latch) in func.insts[phi].phi_incoming() {
            if !self.in_loop[latch.index()] {
                continue;
            }
            any = true;
            let term = &func.insts[func.blocks[latch].terminator()];
            let [Operand::Local(c), Operand::Block(t), Operand::Block(e)] = term.operands[..]
            else {
                return None;
            };
            let cmp = &func.insts[func.def_inst(c)?];
            let Opcode::ICmp(p) = &cmp.opcode else {
                return None;
            };
            let [x, y] = cmp.operands[..] else {
                return None;
            };
            // `next pred n`, the predicate turned around when `n` comes first.
            let pred = if x == next && outside(y) {
                p.0
            } else if y == next && outside(x) {
                match p.0 {
                    "slt" => "sgt",
                    "sgt" => "slt",
                    "sle" => "sge",
                    "sge" => "sle",
                    "ult" => "ugt",
                    "ugt" => "ult",
                    "ule" => "uge",
                    "uge" => "ule",
                    other => other,
                }
            } else {
                return None;
            };
            let (when_true, when_false) = (t == self.header, e == self.header);
            let back = match pred {
                "ne" | "slt" | "ult" => when_true && !when_false,
                "eq" | "sge" | "uge" => when_false && !when_true,
                _ => false,
            };
            signed &= matches!(pred, "slt" | "sge");
            let Operand::Local(n) = next else {
                return None;
            };
            let increments = func.def_inst(n).is_some_and(|d| {
                let d = &func.insts[d];
                matches!((&d.opcode, d.operands.as_slice()),
                    (Opcode::Binary(BinaryOp::Add), [a, one])
                        if *a == Operand::Local(iv) && module.const_int(*one) == Some(1))
            });
            if !(back && increments) {
                return None;
            }
        }
        any.then_some(signed)
    }

    /// Some guard of the loop compares the counter as a signed value.
    fn signed_guards(&self, module: &Module, f: FunctionId, cfg: &Cfg, iv: LocalId) -> bool {
        cfg.blocks().any(|b| {
            self.in_loop[b.index()]
                && guard(module, f, b, iv).is_some_and(|(p, _, _)| p.starts_with('s'))
        })
    }
}

/// Blocks reachable from `entry` along `succ`.
fn reachable(entry: BlockId, n: usize, succ: &[Vec<BlockId>]) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        if !std::mem::replace(&mut seen[b.index()], true) {
            work.extend(succ[b.index()].iter().copied());
        }
    }
    seen
}

/// Whether `inst` is a CTA barrier (a candidate).
fn is_cta_barrier(module: &Module, f: FunctionId, inst: InstId) -> bool {
    matches!(
        module.call_target(&module.functions[f], inst),
        Some(CallTarget::Barrier(b)) if b.kind == BarrierKind::Candidate
    )
}

mod protocol;
