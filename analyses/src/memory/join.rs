//! # Splitting a barrier's question at the join it sits in
//!
//! A footprint's base may name a phi of the block the barrier is in. Clang leaves one after
//! every loop: `temp[pout·n + t]` read after the loop is `temp[%p·n + t]` with `%p = phi [0,
//! %skip], [%pout.next, %latch]`, and the accesses above the barrier use `0` (the loop did
//! not run) or `%pout.next` (it did). No base above equals `%p·n`, yet on each incoming edge
//! the bases are equal.
//!
//! **The split.** Let barrier `b` lie in block `B` with no remaining barrier between `B`'s
//! start and `b`. Every path into `b` enters `B` through some predecessor `x` and then runs
//! `B`'s prefix, so Before(b) is the union over `x` of Before_x(b): the state at the end of
//! `x`, carried through the prefix. Barrier `b` orders nothing when, for every `x`, no class
//! of Before_x(b) conflicts with a class of After(b) *in which each phi `p` of `B` is replaced
//! by its incoming value `v_x(p)` on the edge from `x`* ([`substitute`]).
//!
//! **Why it is sound.** Take accesses `A` (thread `t`, above `b`) and `C` (thread `t'`, below)
//! whose classes are fresh at `b` (no leaf redefined between them and `b`,
//! `super::redefinition`). Thread `t` entered `B` from some `x`, so `A`'s class is in
//! Before_x(b), and at `B`'s entry `t` set `p := v_x(p)`. The value `v_x(p)` is of a value
//! defined outside `B` (required of every incoming value substituted), so nothing in `B`'s
//! prefix changes it, and `t` holds `p = v_x(p)` at `b`. `p` is stably uniform (required), so
//! `t'` holds the same `p` at this instance of `b`, and `C`'s base with `p` replaced by
//! `v_x(p)` has the value `C`'s base has. The comparison is then the one of
//! [`super::footprint`] between two bases of equal value. Phis are read in parallel at `B`'s
//! entry: an incoming value that is itself a phi of `B` (or anything defined in `B`) is not
//! substituted.

use super::footprint::{Footprint, UniformBase};
use super::object::MemoryObject;
use super::offset::OffsetEvaluator;
use super::poly::{add, atom, collect_leaves, constant, mul, Atom, OpTerm, Poly};
use std::sync::Arc;
use syncflow_framework::graph::BlockId;
use syncflow_ir::{FunctionId, LocalDef, LocalId, Module, Opcode};

/// The phis of one block with their incoming values on the edge from one predecessor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeValues {
    /// The predecessor.
    pub pred: BlockId,
    /// Each phi of the block, and the polynomial of its incoming value from `pred` (phis
    /// whose value there is not expressible, or is defined in the block, are left out).
    pub values: Vec<(LocalId, Poly)>,
}

/// Per predecessor of `block` of function `f`, the values its phis take on that edge.
pub fn edge_values(
    module: &Module,
    f: FunctionId,
    block: BlockId,
    eval: &OffsetEvaluator<'_>,
) -> Vec<EdgeValues> {
    let func = &module.functions[f];
    let phis: Vec<&syncflow_ir::Instruction> = func.blocks[block]
        .insts()
        .map(|i| &func.insts[i])
        .take_while(|i| matches!(i.opcode, Opcode::Phi))
        .collect();
    let defined_here = |l: LocalId| match func.locals[l].def {
        LocalDef::Inst(i) => func.insts[i].block == block,
        LocalDef::Param(_) => false,
    };
    let mut preds: Vec<BlockId> = phis
        .iter()
        .flat_map(|p| p.phi_incoming().map(|(_, b)| b))
        .collect();
    preds.sort_unstable();
    preds.dedup();
    preds
        .into_iter()
        .map(|pred| {
            let values = phis
                .iter()
                .filter_map(|phi| {
                    let (v, _) = phi.phi_incoming().find(|(_, b)| *b == pred)?;
                    let e = eval.value(v, 0)?;
                    let mut leaves = Vec::new();
                    collect_leaves(&e.poly, &mut leaves);
                    let outside = e.noise.is_none() && leaves.iter().all(|l| !defined_here(*l));
                    outside.then(|| (phi.result.expect("a phi has a result"), e.poly))
                })
                .collect();
            EdgeValues { pred, values }
        })
        .collect()
}

/// `p` with every leaf of `values` replaced by its polynomial; `None` when the result grows
/// past what polynomials keep.
fn substitute_poly(p: &Poly, values: &[(LocalId, Poly)], depth: usize) -> Option<Poly> {
    if depth > 8 {
        return None;
    }
    let mut out = Poly::new();
    for (m, c) in p {
        let mut term = constant(*c);
        for a in m {
            let factor = match a {
                Atom::Leaf(l) => match values.iter().find(|(k, _)| k == l) {
                    Some((_, v)) => v.clone(),
                    None => atom(a.clone()),
                },
                Atom::Op(t) => {
                    let args: Option<Box<[Poly]>> = t
                        .args
                        .iter()
                        .map(|q| substitute_poly(q, values, depth + 1))
                        .collect();
                    atom(Atom::Op(Arc::new(OpTerm {
                        op: t.op.clone(),
                        bits: t.bits,
                        args: args?,
                    })))
                }
                other => atom(other.clone()),
            };
            term = mul(&term, &factor)?;
        }
        out = add(&out, &term, 1)?;
    }
    Some(out)
}

/// `object` with the phis of `values` replaced by their values on one edge (a footprint's
/// base only; `object` itself when its base names none of them); `None` when the
/// substitution cannot be expressed.
pub fn substitute(
    object: &MemoryObject,
    values: &[(LocalId, Poly)],
    f: FunctionId,
) -> Option<MemoryObject> {
    match object {
        MemoryObject::Part(inner, fp) => {
            if !fp
                .base
                .leaves()
                .iter()
                .any(|l| values.iter().any(|(k, _)| k == l))
            {
                return Some(object.clone());
            }
            let poly = substitute_poly(&fp.base.terms(), values, 0)?;
            let base = UniformBase::new(&poly, f);
            // Where the base may be: nowhere else than its range when it is now zero, else
            // not known any more.
            let (absolute, hardware_absolute) = if base.is_zero() {
                (fp.range, fp.hardware_range)
            } else {
                (None, None)
            };
            Some(MemoryObject::Part(
                inner.clone(),
                Footprint {
                    base,
                    absolute,
                    hardware_absolute,
                    ..fp.clone()
                },
            ))
        }
        MemoryObject::Reduced(inner, op) => Some(MemoryObject::Reduced(
            Box::new(substitute(inner, values, f)?),
            *op,
        )),
        other => Some(other.clone()),
    }
}
