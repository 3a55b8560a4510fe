//! # Rotations: header phis that trade values every iteration (`swap(src, dst)`)
//!
//! The textbook ping-pong stencil swaps two pointers to two `__shared__` arrays:
//!
//! ```text
//!   float *src = a, *dst = b;                 loop:
//!   for (k = 0; k < n; ++k) {                   %src = phi [@a, %pre], [%dst, %loop]
//!     v = f(src[t - 1], src[t + 1]);            %dst = phi [@b, %pre], [%src, %loop]
//!     __syncthreads();                 b1       R: src + [4t − 4, 4t + 8)
//!     dst[t] = v;                               W: dst + [4t, 4t + 4)
//!     __syncthreads();                 b2
//!     swap(src, dst);
//!   }
//! ```
//!
//! Merged, the two phis point to "some shared memory" and every pair conflicts. But at
//! iteration `j` the pair `(src, dst)` is `(a, b)` for `j` even and `(b, a)` for `j` odd: `b1`
//! orders a read of one array before a write of the *other*, and orders nothing.
//!
//! ## Definitions
//!
//! A **rotation set** of phi `p` is the set of `__shared__` arrays `{g₁ < … < g_n}`, `n ≥ 2`,
//! such that every value `p` can take is the address of the start of one of them: following
//! `p`'s incoming values through phis only, every leaf is a `__shared__` variable (through
//! `addrspacecast`/`bitcast` constant expressions, offset 0) — [`rotation_set`]. The pointer
//! resolver gives such a phi the object [`MemoryObject::SharedSet`](super::MemoryObject):
//! accesses through it touch one of the arrays, never another object.
//!
//! Offsets into a `SharedSet` are measured in a **virtual layout** that places array `g` at
//! [`ROTATION_STRIDE`]` · index(g)` ([`virtual_address`]). The offset evaluator gives a phi
//! with two different incoming values the offset `Leaf(p)` — in this layout, the virtual
//! address `p` holds — and a `getelementptr` adds its bytes to it, as for any base.
//!
//! A **rotation group** of loop `L` is a set `G` of header phis of `L` such that each `p ∈ G`
//! has one value `init(p)` on every entry — an integer constant or a `__shared__` variable
//! (its virtual address) — and one value `next(p) ∈ G` on every back edge
//! ([`joint_recurrences`]). The phis then evolve jointly: `p_0 = init(p)` and
//! `p_{j+1} = next(p)_j` (phis read their incoming values simultaneously on the back edge,
//! and a header phi is not redefined inside the iteration). The state vector takes at most
//! `|values|^|G|` values; it is computed until it repeats, and each phi of `G` gets the
//! [`Recurrence::Finite`] of its component — all with the same cycle start and period, so
//! [`super::distance`] evaluates them at one iteration `j` together, which keeps their
//! correlation (`src_j ≠ dst_j` for every `j`).
//!
//! ## Worked example
//!
//! `G = {src, dst}`, `init = (a, b)`, `next = (dst, src)`, so the states are `(a, b), (b, a)`,
//! then `(a, b)` again: cycle start 0, period 2. At `b1` the read (tag 0) and the write (tag 0)
//! are `δ = 0` iterations apart: at `j = 0` their bases are `S·a` and `S·b` (`S = 2²⁰` the stride),
//! `Δ = S·(a − b)`; at `j = 1`, `S·(b − a)`. Their byte ranges, 12 and 4 bytes wide, shifted by
//! `±S`, do not meet: `b1` goes. At `b2` the write (tag 0) and the next iteration's read
//! (tag 1) are `δ = 1` apart: `dst_j = src_{j+1}`, `Δ = 0`, and the ranges meet: `b2` stays.
//!
//! ## Why it is sound
//!
//! 1. *The object.* By induction on the execution, a phi whose every incoming value is a
//!    member of the set or a phi whose values are members holds the address of a member's
//!    start: the set is closed. An access through `gep(p, x)` therefore touches a member, at
//!    byte `x` from its start, and accesses outside the members (out-of-bounds) are assumed
//!    not to happen, as for every footprint (`super::footprint`, point 4).
//! 2. *The layout.* Two accesses of the object touch the same byte only if they touch the
//!    same member at the same byte offset from its start. With `S = 2²⁰` larger than any
//!    shared memory, in-bounds offsets `0 ≤ x < S` make "same member and same offset" exactly
//!    "same virtual address": the virtual layout is injective on in-bounds bytes, so
//!    disjoint virtual ranges mean disjoint bytes. The virtual addresses stay below `2³¹`,
//!    so an address computed in a 32-bit register (nvcc) does not wrap in the evaluator
//!    where the real one does not.
//! 3. *The sequence.* The phis of a group are stably uniform leaves of the bases (checked as
//!    for any base, `super::footprint` step 3), so at one barrier instance every thread is in
//!    the same iteration `j` of the same run and holds `p_j` for each `p ∈ G`; the joint
//!    sequence is the values those phis take, by the phi semantics above. `super::distance`
//!    then tries every `j` to the end of the first repeat, so its "never meet" covers every
//!    iteration.

use super::iteration::{entry_and_back_values, Recurrence, MAX_SEQUENCE};
use super::object::ObjectTable;
use super::MemoryObject;
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_ir::{
    CastOp, ConstExprOp, Constant, Function, GlobalId, LocalDef, LocalId, Module, Opcode, Operand,
};

/// Where array `g` starts in the virtual layout of a [`MemoryObject::SharedSet`]: `g`'s index
/// times this — larger than any CTA's shared memory (228 KiB on sm_90, below `2¹⁸`), and
/// small enough that every virtual address of the first `MAX_GLOBAL` variables fits a
/// signed 32-bit register (nvcc's PTX keeps shared addresses in `%r`), so no operation the
/// evaluator computes at 32 bits wraps it.
pub const ROTATION_STRIDE: i64 = 1 << 20;

/// Variables with an index below this have a virtual address (`2¹¹ · 2²⁰ = 2³¹`).
const MAX_GLOBAL: usize = 1 << 11;

/// The most phis a rotation set is followed through.
const MAX_PHIS: usize = 64;

/// The virtual address of the start of `__shared__` array `g` ([`ROTATION_STRIDE`]` · g`).
pub fn virtual_address(g: GlobalId) -> Option<i64> {
    if g.index() + 1 >= MAX_GLOBAL {
        return None;
    }
    i64::try_from(g.index()).ok()?.checked_mul(ROTATION_STRIDE)
}

/// The `__shared__` variable `op` is the address of, through `addrspacecast`/`bitcast`
/// constant expressions.
pub fn shared_variable(module: &Module, op: Operand) -> Option<GlobalId> {
    match op {
        Operand::Global(g) => matches!(
            ObjectTable::global_object(module, g),
            Some(MemoryObject::SharedVariable(_))
        )
        .then_some(g),
        Operand::Const(c) => match &module.constants[c] {
            Constant::Expr {
                op: ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast),
                operands,
                ..
            } => shared_variable(module, *operands.first()?),
            _ => None,
        },
        _ => None,
    }
}

/// The rotation set of phi `p` (see the module docs): the `__shared__` arrays, at least two,
/// whose starts are the only values `p` can hold; `None` otherwise.
pub fn rotation_set(module: &Module, func: &Function, p: LocalId) -> Option<Box<[GlobalId]>> {
    let mut seen = vec![p];
    let mut work = vec![p];
    let mut set: Vec<GlobalId> = Vec::new();
    while let Some(l) = work.pop() {
        let LocalDef::Inst(i) = func.locals[l].def else {
            return None;
        };
        let inst = &func.insts[i];
        if inst.opcode != Opcode::Phi {
            return None;
        }
        for (v, _) in inst.phi_incoming() {
            match v {
                Operand::Local(q) if !seen.contains(&q) => {
                    if seen.len() >= MAX_PHIS {
                        return None;
                    }
                    seen.push(q);
                    work.push(q);
                }
                Operand::Local(_) => {}
                other => {
                    let g = shared_variable(module, other)?;
                    virtual_address(g)?;
                    set.push(g);
                }
            }
        }
    }
    set.sort_unstable();
    set.dedup();
    (set.len() >= 2).then(|| set.into_boxed_slice())
}

/// The value a rotation group's phi starts with: an integer constant (`constant`: a
/// constant, or an operation of constants such as `xor 0, 1`), or a `__shared__` array's
/// [`virtual_address`].
fn initial_value(
    module: &Module,
    op: Operand,
    constant: &dyn Fn(Operand) -> Option<i64>,
) -> Option<i64> {
    match shared_variable(module, op) {
        Some(g) => virtual_address(g),
        None => constant(op),
    }
}

/// The header phis of a loop (`header_phis`, with `blocks` its blocks) that form rotation
/// groups, with the finite sequence each runs through (see the module docs; `constant`
/// evaluates an integer start, [`super::offset::OffsetEvaluator`]); phis already in
/// `modelled` are left out, and so is every phi whose group reaches one that is not a
/// candidate.
pub fn joint_recurrences(
    module: &Module,
    func: &Function,
    header_phis: &[LocalId],
    blocks: &FixedBitSet,
    modelled: &BTreeMap<LocalId, Recurrence>,
    constant: &dyn Fn(Operand) -> Option<i64>,
) -> BTreeMap<LocalId, Recurrence> {
    // Candidates: one start on every entry, one header phi on every back edge.
    let mut cand: BTreeMap<LocalId, (i64, LocalId)> = BTreeMap::new();
    for &p in header_phis {
        if modelled.contains_key(&p) {
            continue;
        }
        let Some((init, Operand::Local(next))) = entry_and_back_values(func, p, blocks) else {
            continue;
        };
        if next == p || !header_phis.contains(&next) {
            continue;
        }
        if let Some(v) = initial_value(module, init, constant) {
            cand.insert(p, (v, next));
        }
    }
    // Drop candidates whose successor is not one, until none is dropped.
    loop {
        let gone: Vec<LocalId> = cand
            .iter()
            .filter(|(_, (_, n))| !cand.contains_key(n))
            .map(|(p, _)| *p)
            .collect();
        if gone.is_empty() {
            break;
        }
        for p in gone {
            cand.remove(&p);
        }
    }
    if cand.is_empty() {
        return BTreeMap::new();
    }
    let phis: Vec<LocalId> = cand.keys().copied().collect();
    let index = |l: LocalId| phis.iter().position(|x| *x == l);
    let next: Vec<usize> = phis.iter().map(|p| index(cand[p].1).unwrap_or(0)).collect();
    let mut states: Vec<Vec<i64>> = vec![phis.iter().map(|p| cand[p].0).collect()];
    loop {
        let last = &states[states.len() - 1];
        let n: Vec<i64> = next.iter().map(|&k| last[k]).collect();
        if let Some(cycle) = states.iter().position(|s| *s == n) {
            return phis
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    let values = states.iter().map(|s| s[k]).collect();
                    (*p, Recurrence::Finite { values, cycle })
                })
                .collect();
        }
        if states.len() >= MAX_SEQUENCE {
            return BTreeMap::new();
        }
        states.push(n);
    }
}
