//! LLVM's target-independent intrinsics that compute without memory (`llvm.fabs.f32`,
//! `llvm.umin.i32`, `llvm.sadd.with.overflow.i32`, `llvm.is.fpclass.f32`, …), by the families
//! of `syncflow_ir`'s table of pure intrinsics, with LangRef's semantics:
//!
//! - integer operations at the operand's width (wrapping, saturating, or with an overflow
//!   bit in a `{ iN, i1 }` result);
//! - `minnum`/`maxnum` ignore a NaN operand, `minimum`/`maximum` propagate it and order −0
//!   below +0, `minimumnum`/`maximumnum` are IEEE 754-2019's `minimumNumber`/`maximumNumber`;
//! - `round` and `lround` round halves away from zero, `rint`/`nearbyint`/`roundeven`/`lrint`
//!   to even;
//! - `frexp` gives `{ mantissa in [0.5, 1), exponent }`, `ldexp` scales exactly;
//! - arithmetic is rounded once to the result's format (`float`, `half`, `bfloat`), the
//!   transcendental functions computed in `f64` first.
//!
//! A vector operand is handled lane by lane by the caller; `llvm.vector.*` are in
//! [`vector_math`](super::vector_math).

use super::super::program::{round_float, Scalar};
use super::super::value::{mask, sext, Value};
use super::math::{c_library, farg, sarg, uarg};
use std::rc::Rc;

/// The width of the last `iN` type in an overloaded name (`llvm.sadd.with.overflow.i16` →
/// 16, `llvm.ctpop.v4i8` → 8).
pub(super) fn int_suffix_bits(name: &str) -> Option<u32> {
    name.rsplit('.').find_map(|part| {
        let part = part.trim_start_matches(|c: char| c == 'v' || c.is_ascii_digit());
        let bits = part.strip_prefix('i')?.parse().ok()?;
        (bits > 0).then_some(bits)
    })
}

/// The float format of the last float type in an overloaded name (`.f16`, `.bf16`, `.f32`,
/// `.f64`, or a vector of one).
pub(super) fn float_suffix(name: &str) -> Option<Scalar> {
    name.rsplit('.').find_map(|part| {
        let part = part.trim_start_matches(|c: char| c == 'v' || c.is_ascii_digit());
        Some(match part {
            "f16" => Scalar::Half,
            "bf16" => Scalar::BFloat,
            "f32" => Scalar::F32,
            "f64" => Scalar::F64,
            _ => return None,
        })
    })
}

/// IEEE 754 `minimum`/`maximum` (NaN wins, −0 < +0).
fn ieee_min_max(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        // ±0: the sign decides.
        return if max == x.is_sign_negative() { y } else { x };
    }
    if (x < y) != max {
        x
    } else {
        y
    }
}

/// `minnum`/`maxnum` and `minimumnum`/`maximumnum`: a NaN operand is ignored; −0 < +0.
fn number_min_max(x: f64, y: f64, max: bool) -> f64 {
    match (x.is_nan(), y.is_nan()) {
        (true, true) => f64::NAN,
        (true, false) => y,
        (false, true) => x,
        _ => ieee_min_max(x, y, max),
    }
}

/// `frexp`: `(m, e)` with `x = m · 2^e`, `0.5 ≤ |m| < 1` (zero, infinities and NaN as they
/// are, exponent 0), exact for every format.
pub(super) fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

/// `x · 2^n`, exactly (one rounding, at the end, by the caller's format).
pub(super) fn ldexp(x: f64, n: i64) -> f64 {
    let n = n.clamp(-3000, 3000) as i32;
    // Split the scale so no intermediate power overflows or underflows.
    let mut v = x;
    let mut left = n;
    while left != 0 {
        let step = left.clamp(-1000, 1000);
        v *= 2f64.powi(step);
        left -= step;
    }
    v
}

/// `llvm.is.fpclass` mask bits for `x` of format `fmt`.
fn fp_class(x: f64, fmt: Scalar) -> u64 {
    let neg = x.is_sign_negative();
    let smallest_normal = match fmt {
        Scalar::Half => 2f64.powi(-14),
        Scalar::BFloat | Scalar::F32 => f64::from(f32::MIN_POSITIVE),
        _ => f64::MIN_POSITIVE,
    };
    let bit = if x.is_nan() {
        // The quiet bit is the top mantissa bit of every format; in the widened f64 it is
        // the top mantissa bit too.
        if x.to_bits() & (1 << 51) != 0 {
            1
        } else {
            0
        }
    } else if x.is_infinite() {
        if neg {
            2
        } else {
            9
        }
    } else if x == 0.0 {
        if neg {
            5
        } else {
            6
        }
    } else if x.abs() < smallest_normal {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    };
    1 << bit
}

/// The value of `llvm.NAME` (`rest` = NAME with its type suffixes) on scalar operands, or
/// `None` when the family is not one the interpreter knows.
pub(super) fn evaluate(name: &str, rest: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    let bits = int_suffix_bits(name).unwrap_or(match sc {
        Scalar::Int(b) => b,
        _ => 64,
    });
    let m = mask(bits);
    let fl = |x: f64| round_float(sc, x);
    let int = |v: u64| Value::Int(v & m);
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let (ia, ib) = (uarg(args, 0, bits), uarg(args, 1, bits));
    let (sa, sb) = (sext(ia, bits), sext(ib, bits));
    let (smin_v, smax_v) = if bits >= 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    };
    let pair = |v: u64, overflow: bool| {
        Value::Agg(Rc::from(vec![
            Value::Int(v & m),
            Value::Int(u64::from(overflow)),
        ]))
    };
    // Multi-part families first.
    for (family, f) in [
        ("sadd.with.overflow", 0),
        ("uadd.with.overflow", 1),
        ("ssub.with.overflow", 2),
        ("usub.with.overflow", 3),
        ("smul.with.overflow", 4),
        ("umul.with.overflow", 5),
    ] {
        if rest.starts_with(family) {
            let (wide_s, wide_u) = match f {
                0 => (i128::from(sa) + i128::from(sb), 0),
                1 => (0, u128::from(ia) + u128::from(ib)),
                2 => (i128::from(sa) - i128::from(sb), 0),
                3 => (0, u128::from(ia).wrapping_sub(u128::from(ib))),
                4 => (i128::from(sa) * i128::from(sb), 0),
                _ => (0, u128::from(ia) * u128::from(ib)),
            };
            return Some(if f % 2 == 0 {
                let v = wide_s as u64;
                pair(v, wide_s != i128::from(sext(v & m, bits)))
            } else {
                let v = wide_u as u64;
                pair(v, wide_u > u128::from(m) || (f == 3 && ia < ib))
            });
        }
    }
    let sat = |v: i128, signed: bool| -> u64 {
        if signed {
            v.clamp(i128::from(smin_v), i128::from(smax_v)) as u64
        } else {
            v.clamp(0, i128::from(m)) as u64
        }
    };
    if let Some(op) = rest.strip_suffix_family(&["sadd.sat", "uadd.sat", "ssub.sat", "usub.sat"]) {
        let v = match op {
            "sadd.sat" => sat(i128::from(sa) + i128::from(sb), true),
            "uadd.sat" => sat(i128::from(ia) + i128::from(ib), false),
            "ssub.sat" => sat(i128::from(sa) - i128::from(sb), true),
            _ => sat(i128::from(ia) - i128::from(ib), false),
        };
        return Some(int(v));
    }
    if rest.starts_with("is.fpclass") {
        let fmt = float_suffix(name).unwrap_or(sc);
        let class = fp_class(x, fmt);
        return Some(Value::Int(u64::from(class & uarg(args, 1, 32) != 0)));
    }
    if rest.starts_with("threadlocal.address") {
        return args.first().cloned();
    }
    let family = rest.split('.').next()?;
    if let Some(v) = c_library(family, args) {
        return Some(fl(v));
    }
    Some(match family {
        "smin" => int(sa.min(sb) as u64),
        "smax" => int(sa.max(sb) as u64),
        "umin" => int(ia.min(ib)),
        "umax" => int(ia.max(ib)),
        "scmp" | "ucmp" => {
            let ord = if family == "scmp" {
                sa.cmp(&sb)
            } else {
                ia.cmp(&ib)
            };
            let r: i64 = match ord {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            };
            // The result's own width (`llvm.scmp.i8.i32`): the first type suffix.
            let rbits = match sc {
                Scalar::Int(b) => b,
                _ => 32,
            };
            Value::Int(r as u64 & mask(rbits))
        }
        "abs" if matches!(sc, Scalar::Int(_)) => int(sa.unsigned_abs()),
        "ctpop" => int(u64::from(ia.count_ones())),
        "ctlz" => int(u64::from(ia.leading_zeros()) - (64 - u64::from(bits.min(64)))),
        "cttz" => int(u64::from(ia.trailing_zeros()).min(u64::from(bits))),
        "bitreverse" => int(ia.reverse_bits() >> (64 - bits.min(64))),
        "bswap" => int(ia.swap_bytes() >> (64 - bits.min(64))),
        "fshl" | "fshr" => {
            let c = uarg(args, 2, bits) % u64::from(bits);
            let wide = (u128::from(ia) << bits) | u128::from(ib);
            let shifted = if family == "fshl" {
                (wide << c) >> bits
            } else {
                wide >> c
            };
            int(shifted as u64)
        }
        "ptrmask" => {
            let p = args.first()?.ptr();
            let keep = uarg(args, 1, 64);
            // The offset within the object is masked; the object stays (alignment masks).
            let off = (p.offset as u64) & keep;
            Value::Ptr(super::super::value::Pointer {
                object: p.object,
                offset: off as i64,
            })
        }
        "abs" => fl(x.abs()),
        "sqrt" => fl(x.sqrt()),
        "fma" | "fmuladd" => match sc {
            Scalar::F32 => Value::F32((x as f32).mul_add(y as f32, z as f32)),
            _ => fl(x.mul_add(y, z)),
        },
        "minnum" | "minimumnum" => fl(number_min_max(x, y, false)),
        "maxnum" | "maximumnum" => fl(number_min_max(x, y, true)),
        "minimum" => fl(ieee_min_max(x, y, false)),
        "maximum" => fl(ieee_min_max(x, y, true)),
        "canonicalize" => fl(x),
        "roundeven" => fl(x.round_ties_even()),
        "lround" | "llround" | "lrint" | "llrint" => {
            let r = if family.ends_with("round") {
                x.round()
            } else {
                x.round_ties_even()
            };
            let rbits = match sc {
                Scalar::Int(b) => b,
                _ => 64,
            };
            Value::Int((r as i64) as u64 & mask(rbits))
        }
        "exp10" => fl(10f64.powf(x)),
        "ldexp" => fl(ldexp(x, sarg(args, 1, 32))),
        "frexp" => {
            let (mant, e) = frexp(x);
            Value::Agg(Rc::from(vec![
                fl(mant),
                Value::Int(e as u32 as u64 & mask(32)),
            ]))
        }
        _ => return None,
    })
}

trait FamilyPrefix {
    fn strip_suffix_family<'a>(&self, families: &[&'a str]) -> Option<&'a str>;
}

impl FamilyPrefix for str {
    /// The family of `families` this name starts with, if one (`sadd.sat.i32` → `sadd.sat`).
    fn strip_suffix_family<'a>(&self, families: &[&'a str]) -> Option<&'a str> {
        families
            .iter()
            .find(|f| self == **f || self.strip_prefix(**f).is_some_and(|r| r.starts_with('.')))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(name: &str, args: &[Value], sc: Scalar) -> Value {
        let rest = name.strip_prefix("llvm.").unwrap();
        evaluate(name, rest, args, sc).unwrap_or_else(|| panic!("{name}"))
    }

    #[test]
    fn overflow_and_saturation_at_the_operand_width() {
        let i = |v: u64| Value::Int(v);
        // `{ iN, i1 }`: the wrapped result and the overflow bit.
        let with_bit = |v: u64, overflow: u64| Value::Agg(Rc::from(vec![i(v), i(overflow)]));
        for (name, (a, b), sc, want) in [
            (
                "llvm.sadd.with.overflow.i8",
                (100, 100),
                Scalar::Other,
                with_bit(200, 1),
            ),
            (
                "llvm.uadd.with.overflow.i8",
                (100, 100),
                Scalar::Other,
                with_bit(200, 0),
            ),
            (
                "llvm.usub.with.overflow.i32",
                (1, 2),
                Scalar::Other,
                with_bit(0xffff_ffff, 1),
            ),
            ("llvm.sadd.sat.i8", (100, 100), Scalar::Int(8), i(127)),
            ("llvm.usub.sat.i16", (1, 2), Scalar::Int(16), i(0)),
        ] {
            assert_eq!(eval(name, &[i(a), i(b)], sc), want, "{name}");
        }
    }

    #[test]
    fn min_max_families_treat_nan_and_zero_signs_as_langref_says() {
        let f = |v: f32| Value::F32(v);
        let nan = f32::NAN;
        assert_eq!(
            eval("llvm.minnum.f32", &[f(nan), f(2.0)], Scalar::F32),
            f(2.0)
        );
        let m = eval("llvm.minimum.f32", &[f(nan), f(2.0)], Scalar::F32);
        assert!(matches!(m, Value::F32(v) if v.is_nan()));
        let z = eval("llvm.minimum.f32", &[f(0.0), f(-0.0)], Scalar::F32);
        assert!(matches!(z, Value::F32(v) if v == 0.0 && v.is_sign_negative()));
        let z = eval("llvm.maximum.f32", &[f(-0.0), f(0.0)], Scalar::F32);
        assert!(matches!(z, Value::F32(v) if v == 0.0 && v.is_sign_positive()));
    }

    #[test]
    fn frexp_ldexp_and_classes_are_exact() {
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(-0.75), (-0.75, 0));
        let tiny = f64::from(f32::from_bits(1));
        assert_eq!(frexp(tiny), (0.5, -148));
        assert_eq!(ldexp(0.5, -148), tiny);
        assert!(ldexp(1.0, 2000).is_infinite());
        // A half subnormal is subnormal for `.f16` even though the f64 is normal.
        let h = Value::F64(2f64.powi(-20));
        let sub = eval(
            "llvm.is.fpclass.f16",
            &[h, Value::Int(1 << 7)],
            Scalar::Int(1),
        );
        assert_eq!(sub, Value::Int(1));
        assert_eq!(int_suffix_bits("llvm.ctpop.v4i8"), Some(8));
        assert_eq!(float_suffix("llvm.fma.v2f16"), Some(Scalar::Half));
    }
}
