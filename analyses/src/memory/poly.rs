//! Polynomials over the atoms of addresses: the exact part of an offset
//! ([`super::offset`]). Monomials are sorted lists of atoms, so two polynomials are equal
//! exactly when they are equal as maps: comparing offsets symbolically is comparing values.
//!
//! ```
//! use syncflow_analyses::memory::poly::{add, as_constant, atom, constant, mul, Atom};
//!
//! // (4·tid.x + 8) − 4·(tid.x + 2) = 0: equal offsets compare equal as maps.
//! let tid = atom(Atom::Tid(0));
//! let a = add(&mul(&constant(4), &tid).unwrap(), &constant(8), 1).unwrap();
//! let b = mul(&constant(4), &add(&tid, &constant(2), 1).unwrap()).unwrap();
//! assert_eq!(a, b);
//! assert_eq!(as_constant(&add(&a, &b, -1).unwrap()), Some(0));
//! ```

use std::collections::BTreeMap;
use std::sync::Arc;
use syncflow_ir::LocalId;

/// A variable of an offset polynomial.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// `tid.x`, `tid.y`, `tid.z` (0, 1, 2).
    Tid(u8),
    /// `ntid.{x,y,z}`.
    Ntid(u8),
    /// `ctaid.{x,y,z}`.
    Ctaid(u8),
    /// `nctaid.{x,y,z}`.
    Nctaid(u8),
    /// An SSA value of the function, not looked into.
    Leaf(LocalId),
    /// An operation over thread-independent operands, by structure.
    Op(Arc<OpTerm>),
}

impl Atom {
    /// True for the thread ids.
    pub fn is_thread(&self) -> bool {
        matches!(self, Atom::Tid(_))
    }
}

/// An operation the polynomial cannot express, with its operands.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OpTerm {
    /// `udiv`, `and`, `select`, `icmp ult`, `zext`, `llvm.smin`, …
    pub op: Box<str>,
    /// The width of the result, in bits.
    pub bits: u32,
    /// The operands' polynomials (a `select`'s condition first).
    pub args: Box<[Poly]>,
}

/// A polynomial: monomial (sorted atoms) → coefficient. At most [`MAX_TERMS`] monomials of at
/// most three atoms.
pub type Poly = BTreeMap<Vec<Atom>, i64>;

/// Polynomials larger than this are not kept.
pub const MAX_TERMS: usize = 8;
/// Operation atoms nested deeper than this are not kept.
pub const MAX_NESTING: usize = 6;

/// The constant polynomial `c`.
pub fn constant(c: i64) -> Poly {
    let mut p = Poly::new();
    if c != 0 {
        p.insert(Vec::new(), c);
    }
    p
}

/// The polynomial `a`.
pub fn atom(a: Atom) -> Poly {
    [(vec![a], 1)].into_iter().collect()
}

/// `a + sign·b`.
pub fn add(a: &Poly, b: &Poly, sign: i64) -> Option<Poly> {
    let mut out = a.clone();
    for (m, c) in b {
        let e = out.entry(m.clone()).or_insert(0);
        *e = e.checked_add(c.checked_mul(sign)?)?;
        if *e == 0 {
            out.remove(m);
        }
    }
    (out.len() <= MAX_TERMS).then_some(out)
}

/// `a · b`.
pub fn mul(a: &Poly, b: &Poly) -> Option<Poly> {
    let mut out = Poly::new();
    for (ma, ca) in a {
        for (mb, cb) in b {
            let mut m = ma.clone();
            m.extend_from_slice(mb);
            m.sort();
            if m.len() > 3 {
                return None;
            }
            let e = out.entry(m.clone()).or_insert(0);
            *e = e.checked_add(ca.checked_mul(*cb)?)?;
            if *e == 0 {
                out.remove(&m);
            }
        }
    }
    (out.len() <= MAX_TERMS).then_some(out)
}

/// The constant of `p`, when that is all it is.
pub fn as_constant(p: &Poly) -> Option<i64> {
    match p.len() {
        0 => Some(0),
        1 => p.get(&Vec::new()).copied(),
        _ => None,
    }
}

/// How deeply operation atoms nest in `p`.
pub fn nesting(p: &Poly) -> usize {
    p.keys()
        .flatten()
        .map(|a| match a {
            Atom::Op(t) => 1 + t.args.iter().map(nesting).max().unwrap_or(0),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// Appends every SSA leaf of `p` to `out`, the operands of operation atoms included (in
/// monomial order, with repeats): what a polynomial depends on.
pub fn collect_leaves(p: &Poly, out: &mut Vec<LocalId>) {
    for a in p.keys().flatten() {
        match a {
            Atom::Leaf(l) => out.push(*l),
            Atom::Op(t) => t.args.iter().for_each(|q| collect_leaves(q, out)),
            _ => {}
        }
    }
}
