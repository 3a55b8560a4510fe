//! Reading the mbarrier operations of a function (docs/design.md §4.6.1, condition 1): what
//! each instruction does to which object at which stage, which parity a wait asks for, and
//! whether a wait is a spin that must succeed.
//!
//! Both front-ends give the same shape: clang's `.ll` keeps CUTLASS's inline asm
//! (`mbarrier.arrive.shared.b64 state, [$0]`, `{ .reg .pred p; mbarrier.test_wait.parity…
//! p, [$1], $2; selp.b32 $0, 1, 0, p; }`), and the PTX front-end turns every PTX instruction
//! without an IR shape into an inline asm call of itself. The object and the stage come from
//! the memory model, which follows `cvta.to.shared` and llc's `mul.wide` alike: an operation
//! is on `M[σ]` when its one access is to the `__shared__` array `M`, 8 bytes wide, at byte
//! offset `8·σ` — a constant, or `8·(k mod S)` (`and k, S − 1`, `urem k, S`) of a loop's
//! counter `k`.

use crate::memory::effects::access_objects;
use crate::memory::object::MemoryObject;
use crate::memory::poly::{Atom, Poly};
use crate::memory::EffectOptions;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo};
use syncflow_ir::ptx::{PtxInstruction, PtxOperand};
use syncflow_ir::{
    BinaryOp, CallTarget, Callee, CastOp, FunctionId, GlobalId, InstId, LocalId, Module, Opcode,
    Operand,
};

/// What an mbarrier operation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// `mbarrier.init` with a constant expected count.
    Init {
        /// The expected arrival count.
        count: u32,
    },
    /// `mbarrier.arrive` (one arrival, release at CTA scope).
    Arrive,
    /// `mbarrier.test_wait.parity` / `try_wait.parity` (acquire at CTA scope).
    Wait {
        /// The parity operand.
        parity: Operand,
    },
}

/// Which object of an array: a constant index, or `k mod S` of a counter `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// `M[c]`.
    Constant(u32),
    /// `M[k mod S]`.
    Phased {
        /// The counter.
        iv: LocalId,
        /// `S`.
        stages: u32,
    },
}

/// One mbarrier operation, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MbarOp {
    /// What it does.
    pub kind: OpKind,
    /// The `__shared__` array of 8-byte objects it addresses.
    pub array: GlobalId,
    /// Which of them.
    pub stage: Stage,
}

/// The mbarrier instruction of an inline asm, if it has one (`Err`: it mentions mbarriers in
/// a way not read: a copy that signals one, several operations).
fn mbarrier_instruction(list: &[PtxInstruction]) -> Result<Option<&PtxInstruction>, ()> {
    let mentions = |i: &PtxInstruction| i.modifiers.iter().any(|m| m.contains("mbarrier"));
    if list.iter().any(|i| i.root != "mbarrier" && mentions(i)) {
        return Err(());
    }
    let mut it = list.iter().filter(|i| i.root == "mbarrier");
    match (it.next(), it.next()) {
        (None, _) => Ok(None),
        (Some(i), None) => Ok(Some(i)),
        _ => Err(()),
    }
}

/// Reads instruction `inst`: `None` when it is no mbarrier operation, `Some(Err(why))` when it
/// is one this rule does not read.
pub fn read_op(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    options: EffectOptions,
) -> Option<Result<MbarOp, String>> {
    let func = &module.functions[f];
    let i = &func.insts[inst];
    let Some(Callee::InlineAsm(asm)) = i.callee() else {
        return None;
    };
    let text = asm.asm.trim();
    let Ok(list) = asm.instructions() else {
        return text
            .contains("mbarrier")
            .then(|| Err(format!("inline asm `{text}` not read")));
    };
    let m = match mbarrier_instruction(list) {
        Ok(None) => return None,
        Ok(Some(m)) => m,
        Err(()) => return Some(Err(format!("`{text}` (not read by the mbarrier rule)"))),
    };
    let unread = || {
        Some(Err(format!(
            "`{}` (not read by the mbarrier rule)",
            m.opcode()
        )))
    };
    let constraints = syncflow_ir::ptx::Constraints::parse(&asm.constraints);
    let args = i.call_args();
    let value = |op: &PtxOperand| -> Option<Operand> {
        match op {
            PtxOperand::Placeholder(n) => {
                constraints.argument(*n).and_then(|a| args.get(a).copied())
            }
            _ => None,
        }
    };
    let space = |s: &str| matches!(s, "shared" | "shared::cta");
    let mods: Vec<&str> = m.modifiers.iter().map(String::as_str).collect();
    let kind = match mods.as_slice() {
        ["init", s, "b64"] if space(s) && m.operands.len() == 2 => {
            let count = match &m.operands[1] {
                PtxOperand::Immediate(c) => u32::try_from(*c).ok(),
                op => value(op)
                    .and_then(|o| module.const_int(o))
                    .and_then(|c| u32::try_from(c).ok()),
            };
            match count {
                Some(count) => OpKind::Init { count },
                None => return Some(Err(format!("`{}` without a constant count", m.opcode()))),
            }
        }
        ["arrive", rest @ .., s, "b64"]
            if space(s)
                && rest.iter().all(|r| matches!(*r, "release" | "cta"))
                && m.operands.len() == 2 =>
        {
            OpKind::Arrive
        }
        [w, "parity", rest @ .., s, "b64"]
            if matches!(*w, "test_wait" | "try_wait")
                && space(s)
                && rest.iter().all(|r| matches!(*r, "acquire" | "cta"))
                && (3..=4).contains(&m.operands.len()) =>
        {
            match value(&m.operands[2]) {
                Some(parity) => OpKind::Wait { parity },
                None => return unread(),
            }
        }
        _ => return unread(),
    };
    if m.guard.is_some() {
        return unread();
    }
    // The object and stage, as the memory model reads the one access.
    let accesses = access_objects(module, f, inst, options);
    let [(object, _)] = accesses.as_slice() else {
        return Some(Err(format!(
            "`{}` on an mbarrier the memory model does not place",
            m.opcode()
        )));
    };
    let object = match object {
        MemoryObject::Reduced(inner, _) => inner.as_ref(),
        o => o,
    };
    let placed = match object {
        MemoryObject::Part(base, fp) => match base.as_ref() {
            MemoryObject::SharedVariable(g) => fp.range.and_then(|r| {
                let terms = fp.base.terms();
                stage_of(&terms, r.lo, r.hi).map(|s| (*g, s))
            }),
            _ => None,
        },
        _ => None,
    };
    Some(match placed {
        Some((array, stage)) => Ok(MbarOp { kind, array, stage }),
        None => Err(format!(
            "`{}` on an mbarrier whose address is neither a constant element nor `M[k mod S]`",
            m.opcode()
        )),
    })
}

/// `M[c]` (no terms, bytes `[8c, 8c + 8)`) or `M[k mod S]` (`8·and(k, S − 1)` or
/// `8·urem(k, S)`, bytes `[0, 8)`).
fn stage_of(terms: &Poly, lo: i64, hi: i64) -> Option<Stage> {
    if hi - lo != 8 || lo % 8 != 0 {
        return None;
    }
    if terms.is_empty() {
        return u32::try_from(lo / 8).ok().map(Stage::Constant);
    }
    if lo != 0 || terms.len() != 1 {
        return None;
    }
    let (monomial, coefficient) = terms.iter().next()?;
    let ([Atom::Op(op)], 8) = (monomial.as_slice(), *coefficient) else {
        return None;
    };
    let [k, m] = &op.args[..] else { return None };
    let iv = match (k.len(), k.iter().next()) {
        (1, Some((atoms, 1))) => match atoms.as_slice() {
            [Atom::Leaf(l)] => *l,
            _ => return None,
        },
        _ => return None,
    };
    let m = crate::memory::poly::as_constant(m)?;
    let stages = match &*op.op {
        "and" if m >= 0 && (m + 1).count_ones() == 1 => m + 1,
        "urem" if m >= 2 => m,
        _ => return None,
    };
    Some(Stage::Phased {
        iv,
        stages: u32::try_from(stages).ok().filter(|s| *s >= 2)?,
    })
}

/// The parity a wait asks for as a function of the counter `iv`: `(⌊iv / S⌋ + c) mod 2`,
/// returned as `(S, c)`. Read: `xor x, 1`, `and x, 1` of a parity, casts, `and (lshr iv, a),
/// 1`, `and (udiv iv, S), 1`, and PTX's `bfe.u32 $0, iv, a, 1` (an inline asm of itself).
pub fn parity_form(module: &Module, f: FunctionId, op: Operand, iv: LocalId) -> Option<(u32, u32)> {
    parity_rec(module, f, op, iv, 0)
}

fn parity_rec(
    module: &Module,
    f: FunctionId,
    op: Operand,
    iv: LocalId,
    depth: usize,
) -> Option<(u32, u32)> {
    if depth > 8 {
        return None;
    }
    let func = &module.functions[f];
    let Operand::Local(l) = op else { return None };
    let def = &func.insts[func.def_inst(l)?];
    let is_iv = |o: Operand| o == Operand::Local(iv);
    // `(iv >> a)` or `iv / S`: the divisor.
    let divisor = |o: Operand| -> Option<u32> {
        let Operand::Local(x) = o else { return None };
        let d = &func.insts[func.def_inst(x)?];
        match (&d.opcode, d.operands.as_slice()) {
            (Opcode::Binary(BinaryOp::LShr), [a, s]) if is_iv(*a) => {
                let s = module.const_int(*s)?;
                (0..31).contains(&s).then(|| 1u32 << s)
            }
            (Opcode::Binary(BinaryOp::UDiv), [a, s]) if is_iv(*a) => {
                u32::try_from(module.const_int(*s)?)
                    .ok()
                    .filter(|s| *s >= 1)
            }
            _ => None,
        }
    };
    match (&def.opcode, def.operands.as_slice()) {
        (Opcode::Binary(BinaryOp::Xor), [x, one]) if module.const_int(*one) == Some(1) => {
            parity_rec(module, f, *x, iv, depth + 1).map(|(s, c)| (s, c ^ 1))
        }
        (Opcode::Binary(BinaryOp::And), [x, one]) if module.const_int(*one) == Some(1) => {
            divisor(*x)
                .map(|s| (s, 0))
                .or_else(|| parity_rec(module, f, *x, iv, depth + 1))
        }
        (Opcode::Cast(CastOp::ZExt | CastOp::Trunc), [x]) => {
            parity_rec(module, f, *x, iv, depth + 1)
        }
        (Opcode::Call { .. }, _) => {
            let Some(Callee::InlineAsm(asm)) = def.callee() else {
                return None;
            };
            let list = asm.instructions().ok()?;
            let [b] = list else { return None };
            let args = def.call_args();
            match (
                b.root.as_str(),
                b.modifiers.as_slice(),
                b.operands.as_slice(),
            ) {
                (
                    "bfe",
                    [u],
                    [PtxOperand::Placeholder(0), PtxOperand::Placeholder(1), PtxOperand::Immediate(a), PtxOperand::Immediate(1)],
                ) if u == "u32" && args.len() == 1 && is_iv(args[0]) && (0..31).contains(a) => {
                    Some((1u32 << *a, 0))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether the result `v` of a wait's asm (or a value computed from it) is true exactly when
/// the wait succeeded (`Some(true)`), exactly when it failed (`Some(false)`), or neither.
fn polarity(
    module: &Module,
    f: FunctionId,
    wait: InstId,
    v: Operand,
    depth: usize,
) -> Option<bool> {
    if depth > 6 {
        return None;
    }
    let func = &module.functions[f];
    let Operand::Local(l) = v else { return None };
    let d = func.def_inst(l)?;
    if d == wait {
        return wait_result_polarity(module, f, wait);
    }
    let def = &func.insts[d];
    let zero = |o: &Operand| module.const_int(*o) == Some(0);
    let one = |o: &Operand| module.const_int(*o) == Some(1);
    match (&def.opcode, def.operands.as_slice()) {
        (Opcode::ICmp(p), [x, z]) if zero(z) && p.0 == "eq" => {
            polarity(module, f, wait, *x, depth + 1).map(|b| !b)
        }
        (Opcode::ICmp(p), [x, z]) if zero(z) && p.0 == "ne" => {
            polarity(module, f, wait, *x, depth + 1)
        }
        (Opcode::Binary(BinaryOp::Xor), [x, o]) if one(o) || module.const_int(*o) == Some(-1) => {
            polarity(module, f, wait, *x, depth + 1).map(|b| !b)
        }
        (Opcode::Select, [c, t, e]) if one(t) && zero(e) => {
            polarity(module, f, wait, *c, depth + 1)
        }
        (Opcode::Select, [c, t, e]) if zero(t) && one(e) => {
            polarity(module, f, wait, *c, depth + 1).map(|b| !b)
        }
        (Opcode::Cast(CastOp::ZExt), [x]) => polarity(module, f, wait, *x, depth + 1),
        _ => None,
    }
}

/// The wait's asm result: its predicate itself (`$0`, the only output), or `selp $0, 1, 0,
/// p` of it.
fn wait_result_polarity(module: &Module, f: FunctionId, wait: InstId) -> Option<bool> {
    let func = &module.functions[f];
    let Some(Callee::InlineAsm(asm)) = func.insts[wait].callee() else {
        return None;
    };
    let list = asm.instructions().ok()?;
    let m = list.iter().find(|i| i.root == "mbarrier")?;
    // A predicate register of the asm (`.reg .pred p`): `Name` or `Register` as written.
    let register = |o: &PtxOperand| match o {
        PtxOperand::Register(r) | PtxOperand::Name(r) => Some(r.clone()),
        _ => None,
    };
    match m.operands.first()? {
        PtxOperand::Placeholder(0) => Some(true),
        first => {
            let p = register(first)?;
            let selp: Vec<&PtxInstruction> = list.iter().filter(|i| i.root == "selp").collect();
            let [s] = selp.as_slice() else { return None };
            match s.operands.as_slice() {
                [PtxOperand::Placeholder(0), PtxOperand::Immediate(t), PtxOperand::Immediate(e), q]
                    if register(q).as_ref() == Some(&p) =>
                {
                    match (t, e) {
                        (1, 0) => Some(true),
                        (0, 1) => Some(false),
                        _ => None,
                    }
                }
                _ => None,
            }
        }
    }
}

/// A spin around one wait: the cycle of blocks it repeats, left by one edge only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spin {
    /// The cycle's header (its back edges go there).
    pub header: BlockId,
    /// The cycle's blocks.
    pub blocks: Vec<BlockId>,
    /// The block whose branch leaves the cycle, and where to.
    pub exit: (BlockId, BlockId),
}

/// Whether the wait `inst` is a spin that must succeed (`while (!test_wait(m, p));`): the
/// innermost cycle holding it is left by one edge only, from a branch taken exactly when the
/// wait succeeded (the wait's result flows into it, so the wait dominates it and every lap
/// waits anew), and holds no other mbarrier operation, no barrier and no call.
pub fn spin_of(
    module: &Module,
    f: FunctionId,
    cfg: &Cfg,
    cycles: &CycleInfo,
    inst: InstId,
) -> Option<Spin> {
    let func = &module.functions[f];
    let block = func.insts[inst].block;
    let id = cycles.innermost_cycle(block)?;
    let cycle = cycles.cycle(id);
    if !cycle.is_reducible() {
        return None;
    }
    let exits = cycles.exit_edges(cfg, id);
    let [(from, to)] = exits[..] else { return None };
    let term = &func.insts[func.blocks[from].terminator()];
    if !matches!(term.opcode, Opcode::Br) || term.operands.len() != 3 {
        return None;
    }
    let (Operand::Block(t), Operand::Block(e)) = (term.operands[1], term.operands[2]) else {
        return None;
    };
    let truth = polarity(module, f, inst, term.operands[0], 0)?;
    // The edge out is taken exactly when the wait succeeded.
    let ok = (t == to && truth && e != to) || (e == to && !truth && t != to);
    if !ok {
        return None;
    }
    let others = cycle.blocks().iter().any(|&b| {
        func.blocks[b].insts().any(|i| {
            i != inst
                && (matches!(
                    module.call_target(func, i),
                    Some(
                        CallTarget::Barrier(_)
                            | CallTarget::Defined(_)
                            | CallTarget::Declared(_)
                            | CallTarget::Indirect
                    )
                ) || matches!(func.insts[i].callee(), Some(Callee::InlineAsm(a)) if a.asm.contains("mbarrier")))
        })
    });
    (!others).then(|| Spin {
        header: cycle.header(),
        blocks: cycle.blocks().to_vec(),
        exit: (from, to),
    })
}
