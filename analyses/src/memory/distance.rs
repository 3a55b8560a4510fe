//! # Accesses some iterations apart: do they meet?
//!
//! Given two footprints of one object whose bases iterate in loop `L`
//! ([`super::iteration`]), the first evaluated at iteration `j` and the second at `j + δ`,
//! [`disjoint_across_iterations`] answers whether they can touch a common byte for any `j`.
//!
//! ## The rule
//!
//! Write `U_A(φ_j)` and `U_C(φ_{j+δ})` for the two bases at the phis' values of those
//! iterations. The second is rewritten in terms of iteration `j`:
//! - a **counter** `p` (`p_{j+1} = p_j + c`) becomes `p + c·δ` — exactly, except where the
//!   sum wraps; wrapping is harmless below a mask (next point) and excluded by `nuw`/`nsw`
//!   for a `%` of a non-negative counter ([`super::iteration::Recurrence::Counter`]);
//! - a **finite** phi takes its concrete value at `j + δ`, the first one its value at `j`,
//!   for every `j` up to the end of the first repeat (from there the pairs repeat).
//!
//! Operations that reduce their operand **modulo `M`** are replaced by their value at each
//! residue: `and(x, 2^m − 1)` depends only on `x mod 2^m` (two's complement: whatever `x`
//! is, wrapped or not), and `urem`/`srem(p, N)` of a non-negative counter only on `p mod N`.
//! Such operations of one *key* (their operand without its constant) share one unknown
//! residue `ρ ∈ [0, M)` (`M` the lcm of their moduli): `and(k, 1)` and `and(k + 1, 1)` are
//! `ρ` and `(ρ + 1) & 1`, together. Different keys are independent unknowns, as are counters
//! and finite phis: every combination is tried, which includes every one that happens.
//! Operations whose operands are then constants are computed ([`eval_op`], at their width);
//! what remains must cancel: `U_A − U_C` must be a constant `Δ` for every combination. Then
//! the accesses touch `U_C + Δ + [lo_A, hi_A)` and `U_C + [lo_C, hi_C)`: disjoint when those
//! ranges are.
//!
//! ## Worked example
//!
//! `W: 1024·and(k, 1) + [0, 1024)` one iteration after `R: 1024·and(k, 1) + [0, 1024)`
//! (δ = 1, `k` a counter of step 1): the second base is `1024·and(k + 1, 1)`; the key `k`
//! has `M = 2`; at `ρ = 0`, `Δ = 0 − 1024`; at `ρ = 1`, `Δ = 1024 − 0`. `[−1024, 0)` and
//! `[1024, 2048)` miss `[0, 1024)`: the two never meet. With δ = 2, `Δ = 0`: they meet.

use super::evaluate::eval_op;
use super::footprint::Footprint;
use super::iteration::{split_constant, LoopModel, Recurrence};
use super::offset::{Atom, OpTerm, Poly};
use super::poly::{add, as_constant, constant, mul};
use super::slot::BlockShape;
use std::collections::BTreeMap;
use std::sync::Arc;
use syncflow_ir::LocalId;

/// The most combinations (residues × iterations) one check tries before giving up.
const MAX_COMBINATIONS: usize = 4096;

/// `p` with every counter `q` replaced by `q + shift[q]`, inside operations too.
fn shifted(p: &Poly, shift: &BTreeMap<LocalId, i64>) -> Option<Poly> {
    let mut out = Poly::new();
    for (m, c) in p {
        let mut term = constant(*c);
        for a in m {
            let replaced = match a {
                Atom::Leaf(l) if shift.contains_key(l) => {
                    add(&poly_atom(a.clone()), &constant(shift[l]), 1)?
                }
                Atom::Op(t) => {
                    let args: Option<Box<[Poly]>> =
                        t.args.iter().map(|q| shifted(q, shift)).collect();
                    poly_atom(Atom::Op(Arc::new(OpTerm {
                        op: t.op.clone(),
                        bits: t.bits,
                        args: args?,
                    })))
                }
                other => poly_atom(other.clone()),
            };
            term = mul(&term, &replaced)?;
        }
        out = add(&out, &term, 1)?;
    }
    Some(out)
}

fn poly_atom(a: Atom) -> Poly {
    [(vec![a], 1)].into_iter().collect()
}

/// An operation that depends on its operand only modulo `M`: its key and modulus.
fn periodic(t: &OpTerm, model: &LoopModel) -> Option<(Poly, i64)> {
    match (&*t.op, &t.args[..]) {
        ("and", [a, b]) => {
            let (x, mask) = match (as_constant(a), as_constant(b)) {
                (None, Some(m)) => (a, m),
                (Some(m), None) => (b, m),
                _ => return None,
            };
            // Any mask in `[0, 2^m)` reads only the bits of `x` below `m`: `x mod 2^m`
            // (`and(x, 3072)`, nvcc's `(base + k) % 4` of a tile index scaled by 1024).
            if !(0..(1 << 20)).contains(&mask) {
                return None;
            }
            let (key, _) = split_constant(x);
            let modulus = 1i64 << (64 - mask.leading_zeros());
            (!key.is_empty()).then_some((key, modulus))
        }
        ("urem" | "srem", [x, n]) => {
            let n = as_constant(n).filter(|n| (1..=64).contains(n))?;
            let (key, _) = split_constant(x);
            let (m, c) = key.iter().next()?;
            let (1, [Atom::Leaf(p)]) = (*c, &m[..]) else {
                return None;
            };
            if key.len() != 1 {
                return None;
            }
            matches!(
                model.phis.get(p),
                Some(Recurrence::Counter {
                    non_negative: true,
                    ..
                })
            )
            .then_some((key, n))
        }
        _ => None,
    }
}

/// Every periodic operation's key in `p`, with the lcm of its moduli.
fn collect_keys(p: &Poly, model: &LoopModel, keys: &mut BTreeMap<Poly, i64>) {
    for a in p.keys().flatten() {
        if let Atom::Op(t) = a {
            if let Some((key, m)) = periodic(t, model) {
                let e = keys.entry(key).or_insert(1);
                *e = lcm(*e, m);
            } else {
                t.args.iter().for_each(|q| collect_keys(q, model, keys));
            }
        }
    }
}

pub(super) fn lcm(a: i64, b: i64) -> i64 {
    a / gcd(a, b) * b
}

fn gcd(mut x: i64, mut y: i64) -> i64 {
    while y != 0 {
        (x, y) = (y, x % y);
    }
    x.abs()
}

/// The gcd of a key's coefficients (it has no constant term): every value the key takes, its
/// atoms being integers, is a multiple of it. 0 for the empty key, which periodic keys never are.
fn content(key: &Poly) -> i64 {
    key.values().fold(0, |g, c| gcd(g, *c))
}

/// `p` with periodic operations at residues `rho`, finite phis at `finite`, and every
/// operation whose operands are then constant computed; `None` when one cannot be.
fn reduce(
    p: &Poly,
    model: &LoopModel,
    rho: &BTreeMap<Poly, i64>,
    finite: &BTreeMap<LocalId, i64>,
) -> Option<Poly> {
    let mut out = Poly::new();
    for (m, c) in p {
        let mut term = constant(*c);
        for a in m {
            let value = match a {
                Atom::Leaf(l) if finite.contains_key(l) => constant(finite[l]),
                Atom::Op(t) => match periodic(t, model).filter(|(key, _)| rho.contains_key(key)) {
                    Some((key, modulus)) => {
                        let x = t.args.iter().find(|q| as_constant(q).is_none())?;
                        let (_, c) = split_constant(x);
                        let r = (rho[&key] + c).rem_euclid(modulus);
                        let args: Vec<i64> =
                            t.args.iter().map(|q| as_constant(q).unwrap_or(r)).collect();
                        constant(eval_op(&t.op, t.bits, &args)?)
                    }
                    None => {
                        let args: Option<Box<[Poly]>> = t
                            .args
                            .iter()
                            .map(|q| reduce(q, model, rho, finite))
                            .collect();
                        let args = args?;
                        match args.iter().map(as_constant).collect::<Option<Vec<i64>>>() {
                            Some(v) => constant(eval_op(&t.op, t.bits, &v)?),
                            None => poly_atom(Atom::Op(Arc::new(OpTerm {
                                op: t.op.clone(),
                                bits: t.bits,
                                args,
                            }))),
                        }
                    }
                },
                other => poly_atom(other.clone()),
            };
            term = mul(&term, &value)?;
        }
        out = add(&out, &term, 1)?;
    }
    Some(out)
}

/// True when an access with footprint `a` at iteration `j` and one with footprint `b` at
/// iteration `j + delta` of the loop of `model`, by any two threads, can touch no common byte
/// for any `j` (see the module docs). Both footprints must be of one object.
pub fn disjoint_across_iterations(
    model: &LoopModel,
    a: &Footprint,
    b: &Footprint,
    delta: u32,
    shape: BlockShape,
) -> bool {
    let (Some(ra), Some(rb)) = (a.range, b.range) else {
        return false;
    };
    let delta = i64::from(delta);
    let mut shift = BTreeMap::new();
    let mut finite = Vec::new();
    for (p, r) in &model.phis {
        match r {
            Recurrence::Counter { step, .. } => {
                let Some(s) = step.checked_mul(delta) else {
                    return false;
                };
                shift.insert(*p, s);
            }
            Recurrence::Finite { values, cycle } => finite.push((*p, values, *cycle)),
        }
    }
    let ua = a.base.terms();
    let Some(ub) = shifted(&b.base.terms(), &shift) else {
        return false;
    };
    // Iterations to try for the finite phis: up to the end of the first repeat.
    let span = finite.iter().map(|(_, v, c)| (*c, v.len() - *c)).try_fold(
        (0usize, 1usize),
        |(p, l), (pre, period)| {
            let g = lcm(l as i64, period as i64);
            (g <= 256).then_some((p.max(pre), g as usize))
        },
    );
    let Some((pre, period)) = span else {
        return false;
    };
    let iterations = if finite.is_empty() { 1 } else { pre + period };
    let (no_residues, no_phis) = (BTreeMap::new(), BTreeMap::new());
    let mut tried = 0usize;
    // A's bytes, measured from B's base: d + [lo_A, hi_A).
    let apart = |d: i64| {
        let (lo, hi) = (d.saturating_add(ra.lo), d.saturating_add(ra.hi));
        let ranges_meet = !(hi <= rb.lo || rb.hi <= lo);
        let same_slot_apart = d == 0
            && matches!((&a.slot, &b.slot), (Some(x), Some(y)) if x.disjoint_across_threads(y, shape));
        !ranges_meet || same_slot_apart
    };
    let b_plain = b.base.terms();
    for j in 0..iterations {
        let at = |shift: usize| -> BTreeMap<LocalId, i64> {
            finite
                .iter()
                .map(|(p, v, c)| (*p, Recurrence::value_at(v, *c, j + shift)))
                .collect()
        };
        // The finite phis first: a residue is shared only by values one counter shift apart.
        let (Some(ua), Some(ub)) = (
            reduce(&ua, model, &no_residues, &at(0)),
            reduce(&ub, model, &no_residues, &at(delta as usize)),
        ) else {
            return false;
        };
        // Quotients of counters (llc's `k % 3`): through the iteration index.
        if super::quotient::applies(&ua, model) || super::quotient::applies(&ub, model) {
            let Some(vb) = reduce(&b_plain, model, &no_residues, &at(delta as usize)) else {
                return false;
            };
            let mut budget = MAX_COMBINATIONS.saturating_sub(tried);
            let Some(ds) = super::quotient::differences(model, &ua, &vb, delta, &mut budget) else {
                return false;
            };
            tried = MAX_COMBINATIONS - budget;
            if !ds.into_iter().all(apart) {
                return false;
            }
            continue;
        }
        let mut keys = BTreeMap::new();
        collect_keys(&ua, model, &mut keys);
        collect_keys(&ub, model, &mut keys);
        // A key whose coefficients share the factor `g` is a multiple of `g`, so its residue
        // modulo `M` is a multiple of `gcd(g, M)`: only those are tried (`1024·k` modulo 4096
        // takes 4 residues, not 4096).
        let key_list: Vec<(&Poly, i64, i64)> = keys
            .iter()
            .map(|(k, m)| (k, *m, gcd(content(k), *m)))
            .collect();
        let residues: usize = key_list
            .iter()
            .map(|(_, m, step)| (*m / *step) as usize)
            .product();
        tried = tried.saturating_add(residues);
        if tried > MAX_COMBINATIONS {
            return false;
        }
        for n in 0..residues {
            let mut rest = n;
            let rho: BTreeMap<Poly, i64> = key_list
                .iter()
                .map(|(k, m, step)| {
                    let count = (*m / *step) as usize;
                    let r = (rest % count) as i64 * *step;
                    rest /= count;
                    ((*k).clone(), r)
                })
                .collect();
            let (Some(va), Some(vb)) = (
                reduce(&ua, model, &rho, &no_phis),
                reduce(&ub, model, &rho, &no_phis),
            ) else {
                return false;
            };
            let Some(d) = add(&va, &vb, -1).as_ref().and_then(as_constant) else {
                return false;
            };
            if !apart(d) {
                return false;
            }
        }
    }
    true
}

/// True when [`disjoint_across_iterations`] holds at every distance `first + step·n`
/// (`n ≥ 0`). The answer is periodic in the distance with period `T` past a pre-period `q`
/// (the argument of [`disjoint_from_distance`], which refuses the same forms), so the
/// progression, periodic in `n` with period `T` once past `q`, is tried for `n < q + T`.
pub fn disjoint_on_progression(
    model: &LoopModel,
    a: &Footprint,
    b: &Footprint,
    first: u32,
    step: u32,
    shape: BlockShape,
) -> bool {
    if step == 0 {
        return disjoint_across_iterations(model, a, b, first, shape);
    }
    let Some((pre, period)) = lap_period(model, a, b) else {
        return false;
    };
    let count = pre.saturating_add(period);
    if count > MAX_LAP_DISTANCES {
        return false;
    }
    (0..count).all(|n| {
        u32::try_from(n)
            .ok()
            .and_then(|n| n.checked_mul(step))
            .and_then(|d| d.checked_add(first))
            .is_some_and(|d| disjoint_across_iterations(model, a, b, d, shape))
    })
}

/// The pre-period and period in the distance of the answer of
/// [`disjoint_across_iterations`] for these footprints, `None` when it is not periodic
/// (a counter outside every operation, a quotient).
fn lap_period(model: &LoopModel, a: &Footprint, b: &Footprint) -> Option<(usize, usize)> {
    let (ua, ub) = (a.base.terms(), b.base.terms());
    let counter_outside = |p: &Poly| {
        p.keys().flatten().any(|atom| {
            matches!(atom, Atom::Leaf(l)
                if matches!(model.phis.get(l), Some(Recurrence::Counter { .. })))
        })
    };
    if counter_outside(&ua) || counter_outside(&ub) {
        return None;
    }
    if super::quotient::applies(&ua, model) || super::quotient::applies(&ub, model) {
        return None;
    }
    let mut keys = BTreeMap::new();
    collect_keys(&ua, model, &mut keys);
    collect_keys(&ub, model, &mut keys);
    let mut period = keys.values().fold(1i64, |l, m| lcm(l, *m));
    let mut pre = 0usize;
    for r in model.phis.values() {
        if let Recurrence::Finite { values, cycle } = r {
            period = lcm(period, (values.len() - cycle) as i64);
            pre = pre.max(*cycle);
        }
    }
    Some((pre, usize::try_from(period).ok()?))
}

/// The most distances [`disjoint_from_distance`] tries (a pre-period and a period).
const MAX_LAP_DISTANCES: usize = 256;

/// True when [`disjoint_across_iterations`] holds at *every* distance `δ ≥ delta` — what a
/// pair needs when removing the barrier lets threads run laps past it
/// ([`crate::hazard::BarrierSolution::on_barrier_free_cycle`], docs/design.md §4.4).
///
/// *The rule.* The answer at `δ` depends on `δ` through three things only: the residues of
/// the periodic operations' keys (`(ρ + c + s·δ) mod M`: period `M` in `δ`), the finite
/// phis' values at `j + δ` (period `p`, once `j + δ` is past the pre-period `q`), and counters
/// outside any operation, which shift the difference by `s·δ` and are not periodic at all.
/// So with no counter outside an operation and no quotient (llc's `k % 3`, refused here), the
/// answer is periodic in `δ` with period `T = lcm(M…, p…)` from `δ = max(delta, q)` on, and
/// trying `δ ∈ [delta, max(delta, q) + T)` tries every value it takes.
pub fn disjoint_from_distance(
    model: &LoopModel,
    a: &Footprint,
    b: &Footprint,
    delta: u32,
    shape: BlockShape,
) -> bool {
    let Some((pre, period)) = lap_period(model, a, b) else {
        return false;
    };
    let start = delta as usize;

    let end = start.max(pre).saturating_add(period);
    if end - start > MAX_LAP_DISTANCES {
        return false;
    }
    (start..end)
        .all(|d| u32::try_from(d).is_ok_and(|d| disjoint_across_iterations(model, a, b, d, shape)))
}
