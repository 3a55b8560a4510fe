//! # `or` read as `+` when the bits cannot overlap
//!
//! Address arithmetic adds a small offset to an aligned base, and a back-end that knows the
//! base's low bits are zero writes the add as an `or`: llc's PTX has `or.b32 %r5, %r4, 4`
//! where the source said `base + 4`, and LLVM marks such an `or` `disjoint` in IR but has no
//! such flag in PTX. The offset evaluator ([`super::offset`]) reads `x | y` as the polynomial
//! `x + y` when the fact [`disjoint_bits`] holds:
//!
//! ```text
//!   %r4 = shl.b32 %r3, 4          offset 16·%r3            known trailing zeros: 4
//!   %r5 = or.b32  %r4, 12         12 ∈ [0, 2^4)            ⇒  offset 16·%r3 + 12
//!   %r6 = or.b32  %r4, 16         16 ∉ [0, 2^4)            ⇒  or(16·%r3, 16), an operation
//! ```
//!
//! **Known trailing zeros** ([`known_trailing_zeros`]). The evaluator's [`Expr`] is a
//! polynomial over atoms plus bounded noise. A monomial `c·a₁·…·aₖ` is a multiple of
//! `2^(tz(c) + tz(a₁) + … + tz(aₖ))`, where an atom's count is what its interval knows
//! ([`Interval::tz`]: every value a multiple of `2^tz`; 0 when unknown); a sum is a multiple of
//! the smallest power among its terms; the noise is a multiple of its interval's `2^tz`.
//!
//! **The fact.** `disjoint_bits(x, y)`: `x` has `t` known trailing zeros (capped at the width)
//! and every value of `y` lies in `[0, 2^t)`.
//!
//! **Why `x | y = x + y` then.** Let `t` be as above, `w` the width. In `w`-bit two's
//! complement `x`'s bits `0 … t−1` are zero (a multiple of `2^t` has them zero, negative or
//! not, and so does its residue modulo `2^w` when `t ≤ w`); `y`, non-negative and below
//! `2^t`, has every bit from `t` up zero. No bit position is set in both, so the add produces
//! no carry anywhere, and bit by bit `x + y` and `x | y` agree — modulo `2^w`, which is what
//! the `w`-bit instruction computes. The evaluator already reads `x` and `y` as their values
//! (the claim every exact expression of [`super::offset`] makes), so `x + y` is the value of
//! the `or` wherever `add` would be the value of an `add`: the same wrap-around checks apply
//! after. When the fact does not hold (`y` may reach bit `t`, or is unbounded, or negative),
//! nothing is claimed and the `or` stays an operation (or noise), as before.

use super::extent::Interval;
use super::offset::{Atom, Expr};

/// How many low bits of `e` are known to be zero, at most `bits`: the smallest count of its
/// monomials and its noise, `atom_tz` giving each atom's count (0 when nothing is known).
pub fn known_trailing_zeros(e: &Expr, bits: u32, atom_tz: &dyn Fn(&Atom) -> u32) -> u32 {
    let mut tz = bits;
    for (m, c) in &e.poly {
        let mut term = c.trailing_zeros();
        for a in m {
            term = term.saturating_add(atom_tz(a));
        }
        tz = tz.min(term);
    }
    if let Some(n) = e.noise {
        tz = tz.min(n.tz);
    }
    tz.min(bits)
}

/// The fact of the module docs: `x` has `x_tz` known trailing zeros (from
/// [`known_trailing_zeros`]) and every value of `y` (its interval, `None` when unbounded) lies
/// in `[0, 2^x_tz)`, so `x | y = x + y`.
pub fn disjoint_bits(x_tz: u32, y: Option<Interval>) -> bool {
    let Some(y) = y else { return false };
    x_tz < 127 && y.non_negative() && y.hi < (1i128 << x_tz)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::poly::{add, atom, constant};

    #[test]
    fn aligned_bases_take_small_offsets() {
        let leaf = |_: &Atom| 0;
        // 16·tid: 4 known zeros; 16·tid + 32: still 4; a bare tid: none.
        let sixteen_t = Expr {
            poly: crate::memory::poly::mul(&atom(Atom::Tid(0)), &constant(16)).unwrap(),
            noise: None,
        };
        assert_eq!(known_trailing_zeros(&sixteen_t, 32, &leaf), 4);
        let plus32 = Expr {
            poly: add(&sixteen_t.poly, &constant(32), 1).unwrap(),
            noise: None,
        };
        assert_eq!(known_trailing_zeros(&plus32, 32, &leaf), 4);
        let t = Expr {
            poly: atom(Atom::Tid(0)),
            noise: None,
        };
        assert_eq!(known_trailing_zeros(&t, 32, &leaf), 0);
        // Noise of multiples of 8 bounds it by 3; zero is a multiple of everything (capped).
        let noisy = Expr {
            poly: sixteen_t.poly.clone(),
            noise: Interval::aligned(0, 64, 3),
        };
        assert_eq!(known_trailing_zeros(&noisy, 32, &leaf), 3);
        assert_eq!(known_trailing_zeros(&Expr::default(), 32, &leaf), 32);
        // An atom that is a multiple of 4 times 2: 3 zeros.
        let two_a = Expr {
            poly: crate::memory::poly::mul(&atom(Atom::Tid(1)), &constant(2)).unwrap(),
            noise: None,
        };
        let fours = |a: &Atom| u32::from(matches!(a, Atom::Tid(1))) * 2;
        assert_eq!(known_trailing_zeros(&two_a, 32, &fours), 3);
    }

    /// The evaluator on an `or` without the `disjoint` flag (as PTX writes every `or`):
    /// `(t << 4) | 12` is `16·t + 12`; `(t << 4) | 16` may overlap and stays noise.
    #[test]
    fn the_evaluator_reads_a_disjoint_or_as_a_sum() {
        use crate::memory::offset::OffsetEvaluator;
        use crate::memory::BlockExtent;
        use syncflow_ir::{parse_module, Operand};
        let m = parse_module(
            "k.ll",
            "define ptx_kernel void @k() {\n\
             %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             %a = shl i32 %t, 4\n\
             %b = or i32 %a, 12\n\
             %c = or i32 %a, 16\n\
             %d = or i32 12, %a\n\
             ret void\n}\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n",
        )
        .unwrap();
        let f = &m.functions[m.function_by_name("k").unwrap()];
        let extent = BlockExtent::hardware();
        let eval = OffsetEvaluator::new(&m, f, &extent);
        let value = |name: &str| {
            eval.value(Operand::Local(f.local_by_name(name).unwrap()), 0)
                .unwrap()
        };
        let sum = Expr {
            poly: add(
                &crate::memory::poly::mul(&atom(Atom::Tid(0)), &constant(16)).unwrap(),
                &constant(12),
                1,
            )
            .unwrap(),
            noise: None,
        };
        assert_eq!(value("b"), sum);
        assert_eq!(value("d"), sum);
        let c = value("c");
        assert!(c.noise.is_some() && c.poly.is_empty(), "{c:?}");
    }

    #[test]
    fn the_fact_needs_y_below_the_zeros() {
        assert!(disjoint_bits(4, Some(Interval::point(12))));
        assert!(disjoint_bits(4, Interval::new(0, 15)));
        assert!(!disjoint_bits(4, Some(Interval::point(16))));
        assert!(!disjoint_bits(4, Interval::new(-1, 3)));
        assert!(!disjoint_bits(4, None));
        assert!(!disjoint_bits(0, Some(Interval::point(1))));
        assert!(disjoint_bits(0, Some(Interval::point(0))));
        // The fact against the arithmetic, every small case (x a multiple of 2^t).
        for t in 0..6u32 {
            for k in -8i64..8 {
                let x = k << t;
                for y in 0..70i64 {
                    if disjoint_bits(t, Some(Interval::point(i128::from(y)))) {
                        assert_eq!(x | y, x + y, "x {x} y {y} t {t}");
                    }
                }
            }
        }
    }
}
