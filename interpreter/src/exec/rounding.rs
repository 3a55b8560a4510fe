//! IEEE arithmetic with every rounding mode PTX and libdevice name, exactly.
//!
//! PTX's `add.rz.f32`, `fma.rm.f64`, `div.rp.f32`, `sqrt.rn.f32` and libdevice's
//! `__nv_fadd_rz`, `__nv_dmul_ru`, `__nv_fmaf_rd`, … return the exact result rounded once in
//! the named mode (PTX ISA, "Floating-point instructions": `.rn` to nearest even, `.rz`
//! toward zero, `.rm` toward −∞, `.rp` toward +∞). The host computes in `f64` with
//! round-to-nearest only, so each operation is computed as
//!
//! 1. `x`, the `f64` result rounded to nearest (what the host gives), and
//! 2. the sign of the error `e − x` of the exact result `e`, from an exact error term: Knuth's
//!    TwoSum for `+`/`−`, `fma(a, b, −x)` for `×`, `fma(−x, b, a)` for `÷`, `fma(−x, x, a)`
//!    for `√` (each term is exact when the operation does not overflow or underflow),
//!
//! and [`round_f64`]/[`round_f32`] turn `(x, sign)` into the result of the mode. For a
//! single-precision result the `f64` step can be a tie of two `f32` neighbours that `e` is
//! not: the sign breaks it. Example: `add.rz.f32 1.0, 2^-30` — `x = 1 + 2^-30` exactly, not
//! an `f32`; its `f32` neighbours are 1 and `1 + 2^-23`; toward zero gives 1.
//!
//! `.ftz` flushes subnormal inputs and results to a zero of the same sign ([`flush_f32`]);
//! `.sat` and `.relu` clamp the rounded result ([`saturate_or_relu`]).

use std::cmp::Ordering;

/// A rounding mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// `.rn`: to nearest, ties to even.
    Nearest,
    /// `.rz`: toward zero.
    Zero,
    /// `.rm` (`_rd`): toward −∞.
    Down,
    /// `.rp` (`_ru`): toward +∞.
    Up,
}

impl Mode {
    /// The mode a PTX modifier or libdevice suffix names (`rn`, `rz`, `rm`/`rd`, `rp`/`ru`).
    pub(crate) fn of_suffix(s: &str) -> Option<Mode> {
        Some(match s {
            "rn" => Mode::Nearest,
            "rz" => Mode::Zero,
            "rm" | "rd" => Mode::Down,
            "rp" | "ru" => Mode::Up,
            _ => return None,
        })
    }
}

/// An `f64` result rounded to nearest and the sign of the exact result's distance from it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Inexact {
    /// The result rounded to nearest.
    pub x: f64,
    /// `sign(exact − x)`.
    pub err: Ordering,
}

fn sign(v: f64) -> Ordering {
    v.partial_cmp(&0.0).unwrap_or(Ordering::Equal)
}

/// `a + b` (Knuth's TwoSum gives the exact error).
pub(crate) fn add(a: f64, b: f64) -> Inexact {
    let x = a + b;
    if !x.is_finite() {
        return Inexact {
            x,
            err: Ordering::Equal,
        };
    }
    let bb = x - a;
    let e = (a - (x - bb)) + (b - bb);
    Inexact { x, err: sign(e) }
}

/// `a × b`.
pub(crate) fn mul(a: f64, b: f64) -> Inexact {
    let x = a * b;
    if !x.is_finite() || x == 0.0 {
        return Inexact {
            x,
            err: if x == 0.0 && a != 0.0 && b != 0.0 && a.is_finite() && b.is_finite() {
                // Underflow to zero: the exact product is tiny, of the product's sign.
                if (a < 0.0) != (b < 0.0) {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            } else {
                Ordering::Equal
            },
        };
    }
    Inexact {
        x,
        err: sign(a.mul_add(b, -x)),
    }
}

/// `a ÷ b`.
pub(crate) fn div(a: f64, b: f64) -> Inexact {
    let x = a / b;
    if !x.is_finite() || b == 0.0 {
        return Inexact {
            x,
            err: Ordering::Equal,
        };
    }
    // a − x·b has the sign of (a/b − x)·b.
    let r = (-x).mul_add(b, a);
    let err = if b < 0.0 { sign(r).reverse() } else { sign(r) };
    Inexact { x, err }
}

/// `√a`.
pub(crate) fn sqrt(a: f64) -> Inexact {
    let x = a.sqrt();
    if !x.is_finite() || x == 0.0 {
        return Inexact {
            x,
            err: Ordering::Equal,
        };
    }
    Inexact {
        x,
        err: sign((-x).mul_add(x, a)),
    }
}

/// `a × b + c` for `f32` operands (the product is exact in `f64`, so the error is the sum's).
pub(crate) fn fma_f32(a: f32, b: f32, c: f32) -> Inexact {
    add(f64::from(a) * f64::from(b), f64::from(c))
}

/// `a × b + c` for `f64` operands: `x` is the host's fused result, and the error is the sign
/// of `p + pe + c − x` with `p + pe = a × b` exactly, summed exactly ([`exact_sign`]).
pub(crate) fn fma_f64(a: f64, b: f64, c: f64) -> Inexact {
    let x = a.mul_add(b, c);
    if !x.is_finite() {
        return Inexact {
            x,
            err: Ordering::Equal,
        };
    }
    let p = a * b;
    let pe = a.mul_add(b, -p);
    Inexact {
        x,
        err: exact_sign(&[p, pe, c, -x]),
    }
}

/// The sign of the exact sum of `terms`, by Shewchuk's expansion sum (*Adaptive precision
/// floating-point arithmetic and fast robust geometric predicates*, 1997): each term joins a
/// nonoverlapping expansion through TwoSum, and the expansion's largest component has the
/// sum's sign.
pub(crate) fn exact_sign(terms: &[f64]) -> Ordering {
    let mut expansion: Vec<f64> = Vec::with_capacity(terms.len());
    for &t in terms {
        let mut q = t;
        let mut next = Vec::with_capacity(expansion.len() + 1);
        for &e in &expansion {
            let s = q + e;
            let bb = s - q;
            let err = (q - (s - bb)) + (e - bb);
            if err != 0.0 {
                next.push(err);
            }
            q = s;
        }
        next.push(q);
        expansion = next;
    }
    expansion
        .iter()
        .rev()
        .find(|c| **c != 0.0)
        .map_or(Ordering::Equal, |c| sign(*c))
}

/// The `f64` result of mode `mode` for an operation whose nearest `f64` is `r`.
pub(crate) fn round_f64(r: Inexact, mode: Mode) -> f64 {
    let x = r.x;
    if r.err == Ordering::Equal || !x.is_finite() || mode == Mode::Nearest {
        return x;
    }
    let toward_up = match mode {
        Mode::Up => true,
        Mode::Down => false,
        Mode::Zero => x < 0.0,
        Mode::Nearest => unreachable!(),
    };
    match (r.err, toward_up) {
        // The exact value is above x and the mode rounds up: the next double; below and the
        // mode rounds down: the previous one. Otherwise x is already on the right side.
        (Ordering::Greater, true) => x.next_up(),
        (Ordering::Less, false) => x.next_down(),
        _ => x,
    }
}

/// The `f32` result of mode `mode` for an operation whose nearest `f64` is `r` (the double
/// rounding of the host's `f64` step is undone with the error's sign).
pub(crate) fn round_f32(r: Inexact, mode: Mode) -> f32 {
    let x = r.x;
    if x.is_nan() {
        return f32::NAN;
    }
    let near = x as f32;
    let exact_in_f32 = f64::from(near) == x;
    if exact_in_f32 && r.err == Ordering::Equal {
        return near;
    }
    // The f32 neighbours around the exact value: lo ≤ e ≤ hi.
    let (lo, hi) = if exact_in_f32 {
        match r.err {
            Ordering::Greater => (near, near.next_up()),
            _ => (near.next_down(), near),
        }
    } else if f64::from(near) < x {
        (near, near.next_up())
    } else {
        (near.next_down(), near)
    };
    match mode {
        Mode::Up => hi,
        Mode::Down => lo,
        Mode::Zero => {
            if lo >= 0.0 {
                lo
            } else {
                hi
            }
        }
        Mode::Nearest => {
            if exact_in_f32 {
                // e is beyond x = near, by less than half an f32 step (x is e rounded to
                // 53 bits): near is the nearest.
                return near;
            }
            let mid = (f64::from(lo) + f64::from(hi)) / 2.0;
            match x.partial_cmp(&mid) {
                Some(Ordering::Less) => lo,
                Some(Ordering::Greater) => hi,
                // x is the midpoint: the error says on which side e is.
                _ => match r.err {
                    Ordering::Less => lo,
                    Ordering::Greater => hi,
                    Ordering::Equal => {
                        if lo.to_bits() & 1 == 0 {
                            lo
                        } else {
                            hi
                        }
                    }
                },
            }
        }
    }
}

/// `.ftz`: a subnormal `f32` becomes a zero of its sign.
pub(crate) fn flush_f32(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// The result modifiers after rounding: `.sat` clamps to `[0, 1]` (NaN becomes 0), `.relu`
/// clamps negative values to 0 (NaN stays NaN); neither leaves `v` as it is.
pub(crate) fn saturate_or_relu(v: f64, sat: bool, relu: bool) -> f64 {
    if sat {
        if v.is_nan() {
            0.0
        } else {
            v.clamp(0.0, 1.0)
        }
    } else if relu && !v.is_nan() {
        v.max(0.0)
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directed_additions_round_the_exact_sum() {
        let tiny = 2f64.powi(-30);
        assert_eq!(round_f32(add(1.0, tiny), Mode::Zero), 1.0);
        assert_eq!(round_f32(add(1.0, tiny), Mode::Up), 1.0 + f32::EPSILON);
        assert_eq!(round_f32(add(1.0, tiny), Mode::Nearest), 1.0);
        assert_eq!(round_f32(add(-1.0, -tiny), Mode::Down), -1.0 - f32::EPSILON);
        assert_eq!(round_f32(add(-1.0, -tiny), Mode::Zero), -1.0);
        assert_eq!(
            round_f64(add(1.0, 2f64.powi(-60)), Mode::Up),
            1.0f64.next_up()
        );
        assert_eq!(round_f64(add(1.0, 2f64.powi(-60)), Mode::Down), 1.0);
    }

    #[test]
    fn a_host_tie_is_broken_by_the_error() {
        // a + b = 1 + 2^-24 + 2^-60: the f64 sum is 1 + 2^-24, the midpoint of the f32
        // neighbours 1 and 1 + 2^-23, but the exact sum is above it: nearest is 1 + 2^-23.
        let r = fma_f32(1.0, 1.0, 0.0);
        assert_eq!(round_f32(r, Mode::Nearest), 1.0);
        let r = add(1.0 + 2f64.powi(-24), 2f64.powi(-60));
        assert_eq!(r.x, 1.0 + 2f64.powi(-24));
        assert_eq!(r.err, Ordering::Greater);
        assert_eq!(round_f32(r, Mode::Nearest), 1.0 + f32::EPSILON);
        // An exact tie goes to even.
        let t = add(1.0, 2f64.powi(-24));
        assert_eq!(round_f32(t, Mode::Nearest), 1.0);
    }

    #[test]
    fn division_and_square_root_errors() {
        // 1/3 in f32 toward +inf and -inf bracket the exact value.
        let up = round_f32(div(1.0, 3.0), Mode::Up);
        let down = round_f32(div(1.0, 3.0), Mode::Down);
        assert_eq!(up, down.next_up());
        assert!(f64::from(down) < 1.0 / 3.0 && 1.0 / 3.0 < f64::from(up));
        // Negative divisor flips the side.
        assert_eq!(round_f32(div(1.0, -3.0), Mode::Down), -up);
        // √2 toward zero is below √2.
        let s = round_f32(sqrt(2.0), Mode::Zero);
        assert!(f64::from(s) * f64::from(s) < 2.0);
        assert!(f64::from(s.next_up()).powi(2) > 2.0);
        // Exact square roots stay exact in every mode.
        assert_eq!(round_f32(sqrt(9.0), Mode::Up), 3.0);
    }

    #[test]
    fn products_and_fused_products() {
        let a = 1.0 + 2f64.powi(-30);
        assert_eq!(round_f64(mul(a, a), Mode::Up), (a * a).next_up());
        assert_eq!(round_f64(mul(a, a), Mode::Down), a * a);
        let r = fma_f64(a, a, -1.0);
        // a² − 1 = 2^-29 + 2^-60 exactly: representable, so every mode gives it.
        assert_eq!(round_f64(r, Mode::Up), 2f64.powi(-29) + 2f64.powi(-60));
        assert_eq!(flush_f32(f32::from_bits(1)), 0.0);
        assert!(flush_f32(-f32::from_bits(1)).is_sign_negative());
    }
}
