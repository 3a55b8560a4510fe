//! # Counters divided: the iteration index and its quotient
//!
//! llc writes the stage `k % 3` of a ring as `1024·k − 3072·⌊k / 3⌋` (the quotient by a magic
//! multiply, [`super::magic`]), and on two counters at that: `%rd54` steps by 1024 and `%rd55`
//! by 1, both from 0. Neither counter alone is periodic; the sum is. [`super::distance`]
//! compares such bases through the iteration index.
//!
//! ## The rule
//!
//! Let every counter `p` of loop `L` that a base names have a constant start `s_p`, a step
//! `c_p`, and never wrap (`non_negative`: a flagged increment, or [`super::trips`]). At
//! iteration `J ≥ 0` of a run, `p = s_p + c_p·J` exactly; an access `δ` iterations later sees
//! `s_p + c_p·(J + δ)`. Substitute, in both bases, then write `J = M·Q + ρ` with `ρ ∈ [0, M)`,
//! `Q ≥ 0`, `M` the lcm of the moduli below, and rewrite every operation of `a·J + c`
//! (`a > 0`, `c ≥ 0`: a non-negative integer, so unsigned operations are exact):
//!
//! - `udiv(a·J + c, N)` → `(a·M/N)·Q + ⌊(a·ρ + c)/N⌋` (N divides `M`);
//! - `urem(a·J + c, N)` → `(a·ρ + c) mod N`;
//! - `and(a·J + c, 2^m − 1)` → `(a·ρ + c) mod 2^m` (two's complement: whatever wraps);
//! - `J` itself → `M·Q + ρ`.
//!
//! Other counters shift by `c_p·δ` as in [`super::distance`]; any other operation of `J`
//! refuses. What remains of `U_A − U_C` must be a constant for each
//! `ρ` (`Q` cancels): those constants are every difference the two bases can have, and
//! [`super::distance`] checks the byte ranges against each. A `udiv`/`urem` of a counter must
//! have no constant of its own (`udiv(p + 5, 3)`, `udiv(2·p, 3)`: those might wrap where `p` does not).
//!
//! *Worked example* (`ring_mod3` on PTX, the write one iteration after the read): the base
//! `%rd54 − 3072·udiv(%rd55, 3)` is `1024·J − 3072·udiv(J, 3)`; `M = 3`; at `ρ` it is
//! `1024·ρ` (the `Q`s cancel: `3072·Q − 3072·Q`), and one iteration later `1024·(ρ + 1) −
//! 3072·⌊(ρ + 1)/3⌋`: differences `−1024, −1024, 2048`. Tiles of 1024 bytes shifted by those
//! do not meet: the trailing barrier orders nothing.

use super::iteration::{split_constant, LoopModel, Recurrence};
use super::offset::{Atom, OpTerm, Poly};
use super::poly::{add, as_constant, atom, constant, mul};
use std::sync::Arc;
use syncflow_ir::LocalId;

/// The largest modulus `M` tried.
const MAX_MODULUS: i64 = 4096;

/// The iteration index `J`: a leaf no function has (locals are numbered from 0).
fn j_leaf() -> LocalId {
    LocalId::new(u32::MAX as usize)
}

/// The quotient `Q = ⌊J / M⌋`.
fn q_leaf() -> LocalId {
    LocalId::new(u32::MAX as usize - 1)
}

/// A counter of `model` that the rule can rewrite: its start and step.
fn counter(model: &LoopModel, l: LocalId) -> Option<(i64, i64)> {
    match model.phis.get(&l) {
        Some(Recurrence::Counter {
            step,
            non_negative: true,
        }) => Some((*model.starts.get(&l)?, *step)),
        _ => None,
    }
}

/// True when `p` divides a rewritable counter (`udiv` of one): the bases need this rule.
pub(super) fn applies(p: &Poly, model: &LoopModel) -> bool {
    p.keys().flatten().any(|a| match a {
        Atom::Op(t) => {
            (&*t.op == "udiv"
                && t.args[0]
                    .keys()
                    .flatten()
                    .any(|x| matches!(x, Atom::Leaf(l) if counter(model, *l).is_some())))
                || t.args.iter().any(|q| applies(q, model))
        }
        _ => false,
    })
}

/// `p` with every rewritable counter at iteration `J + delta`; `None` where a `udiv`/`urem`
/// of a counter has a constant of its own.
fn at_iteration(p: &Poly, model: &LoopModel, delta: i64) -> Option<Poly> {
    let mut out = Poly::new();
    for (m, c) in p {
        let mut term = constant(*c);
        for a in m {
            let value = match a {
                Atom::Leaf(l) => match (counter(model, *l), model.phis.get(l)) {
                    (Some((s, step)), _) => {
                        let fixed = s.checked_add(step.checked_mul(delta)?)?;
                        add(
                            &constant(fixed),
                            &mul(&constant(step), &atom(Atom::Leaf(j_leaf())))?,
                            1,
                        )?
                    }
                    // Any other counter `delta` iterations on, as `super::distance` shifts it.
                    (None, Some(Recurrence::Counter { step, .. })) => {
                        add(&atom(a.clone()), &constant(step.checked_mul(delta)?), 1)?
                    }
                    (None, _) => atom(a.clone()),
                },
                Atom::Op(t) => {
                    // A division's dividend must be a counter's own value, which does not
                    // wrap: `p`, not `p + 5` or `2·p`.
                    if matches!(&*t.op, "udiv" | "urem") && mentions_counter(&t.args[0], model) {
                        let [(m, 1)] = t.args[0].iter().collect::<Vec<_>>()[..] else {
                            return None;
                        };
                        if !matches!(&m[..], [Atom::Leaf(_)]) {
                            return None;
                        }
                    }
                    let args: Option<Box<[Poly]>> = t
                        .args
                        .iter()
                        .map(|q| at_iteration(q, model, delta))
                        .collect();
                    atom(Atom::Op(Arc::new(OpTerm {
                        op: t.op.clone(),
                        bits: t.bits,
                        args: args?,
                    })))
                }
                other => atom(other.clone()),
            };
            term = mul(&term, &value)?;
        }
        out = add(&out, &term, 1)?;
    }
    Some(out)
}

fn mentions_counter(p: &Poly, model: &LoopModel) -> bool {
    p.keys().flatten().any(|a| match a {
        Atom::Leaf(l) => counter(model, *l).is_some(),
        Atom::Op(t) => t.args.iter().any(|q| mentions_counter(q, model)),
        _ => false,
    })
}

fn mentions_j(p: &Poly) -> bool {
    p.keys().flatten().any(|a| match a {
        Atom::Leaf(l) => *l == j_leaf(),
        Atom::Op(t) => t.args.iter().any(mentions_j),
        _ => false,
    })
}

/// `(a, c)` when `p` is `a·J + c` with `a > 0`, `c ≥ 0`.
fn linear_in_j(p: &Poly) -> Option<(i64, i64)> {
    let (key, c) = split_constant(p);
    let a = *key.get(&vec![Atom::Leaf(j_leaf())])?;
    (key.len() == 1 && a > 0 && c >= 0).then_some((a, c))
}

/// An operation of `J` the rule rewrites: its argument's `(a, c)` and its modulus.
fn periodic_in_j(t: &OpTerm) -> Option<((i64, i64), i64)> {
    let [x, n] = &t.args[..] else { return None };
    let lin = linear_in_j(x)?;
    let n = as_constant(n)?;
    let modulus = match &*t.op {
        "udiv" | "urem" if (1..=MAX_MODULUS).contains(&n) => n,
        "and" if (0..MAX_MODULUS).contains(&n) && (n + 1) & n == 0 && t.bits >= 12 => n + 1,
        _ => return None,
    };
    Some((lin, modulus))
}

/// The lcm of the moduli of `p`'s operations of `J`; `None` when one is of another form.
fn modulus(p: &Poly, m: &mut i64) -> Option<()> {
    for a in p.keys().flatten() {
        if let Atom::Op(t) = a {
            if !t.args.iter().any(mentions_j) {
                continue;
            }
            let (_, n) = periodic_in_j(t)?;
            *m = super::distance::lcm(*m, n);
            if *m > MAX_MODULUS {
                return None;
            }
        }
    }
    Some(())
}

/// `p` at `J = M·Q + rho`.
fn at_residue(p: &Poly, m: i64, rho: i64) -> Option<Poly> {
    let q = atom(Atom::Leaf(q_leaf()));
    let mut out = Poly::new();
    for (mono, c) in p {
        let mut term = constant(*c);
        for a in mono {
            let value = match a {
                Atom::Leaf(l) if *l == j_leaf() => add(&mul(&constant(m), &q)?, &constant(rho), 1)?,
                Atom::Op(t) if t.args.iter().any(mentions_j) => {
                    let ((a, c), n) = periodic_in_j(t)?;
                    let v = a.checked_mul(rho)?.checked_add(c)?;
                    match &*t.op {
                        "udiv" => add(&mul(&constant(a * (m / n)), &q)?, &constant(v / n), 1)?,
                        _ => constant(v.rem_euclid(n)),
                    }
                }
                other => atom(other.clone()),
            };
            term = mul(&term, &value)?;
        }
        out = add(&out, &term, 1)?;
    }
    Some(out)
}

/// Every value of `U_A(J) − U_C(J + delta)` over `J ≥ 0`, one per residue, by the rule of the
/// module docs; `None` when it does not apply or some difference is not a constant. `budget`
/// counts down the residues tried.
pub(super) fn differences(
    model: &LoopModel,
    a: &Poly,
    b: &Poly,
    delta: i64,
    budget: &mut usize,
) -> Option<Vec<i64>> {
    let ja = at_iteration(a, model, 0)?;
    let jb = at_iteration(b, model, delta)?;
    let mut m = 1;
    modulus(&ja, &mut m)?;
    modulus(&jb, &mut m)?;
    *budget = budget.checked_sub(m as usize)?;
    (0..m)
        .map(|rho| {
            let d = add(&at_residue(&ja, m, rho)?, &at_residue(&jb, m, rho)?, -1)?;
            as_constant(&d)
        })
        .collect()
}
