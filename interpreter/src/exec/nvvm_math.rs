//! The NVVM intrinsics that compute without memory (`llvm.nvvm.fma.rn.ftz.f`,
//! `llvm.nvvm.div.full`, `llvm.nvvm.ex2.approx.ftz.f32`, `llvm.nvvm.f2i.rz`, …): each is a PTX
//! instruction (IntrinsicsNVVM.td maps it to one), with that instruction's semantics.
//!
//! A name is a family and dotted parts (`fma` `rn` `ftz` `f`); the parts give the rounding
//! mode (`rn`/`rz`/`rm`/`rp`), `ftz` (subnormal inputs and results flush to a zero of their
//! sign), `sat` (clamp to [0, 1], NaN to 0), `nan` (a NaN operand gives NaN), `xorsign.abs`,
//! and the type (`f`/`f32` float, `d`/`f64` double, `i`/`ui`/`ll`/`ull` integers, `f16`,
//! `bf16`).
//!
//! Exactness: the IEEE operations (`add`, `mul`, `fma`, `div`, `sqrt`, `rcp` in every
//! rounding mode; `min`/`max`; conversions; integer and bit operations) are exact
//! ([`super::rounding`]). The `.approx` functions (`ex2`, `lg2`, `sin`, `cos`, `rsqrt`,
//! `tanh`, `div.approx`, `div.full`, `sqrt.approx`, `rcp.approx`) are computed correctly
//! rounded; the hardware's are within the ISA's stated error of that (2 ulp for `ex2`,
//! `div.full` …), so a value can differ from a GPU's in the last bits.

use super::super::program::{round_float, Scalar};
use super::super::value::{mask, sext, Value};
use super::math::{farg, float_to_int, int_width, mul24, mul_hi, prmt, sad, sarg, uarg, Rounding};
use super::rounding::{self, flush_f32, Mode};

/// What the parts of a name say.
struct Parts<'a> {
    family: &'a str,
    parts: Vec<&'a str>,
}

impl Parts<'_> {
    fn has(&self, p: &str) -> bool {
        self.parts.contains(&p)
    }

    fn mode(&self) -> Mode {
        self.parts
            .iter()
            .find_map(|p| Mode::of_suffix(p))
            .unwrap_or(Mode::Nearest)
    }

    fn double(&self) -> bool {
        self.has("d") || self.has("f64")
    }
}

fn ftz_in(p: &Parts, x: f64) -> f64 {
    if p.has("ftz") && !p.double() {
        f64::from(flush_f32(x as f32))
    } else {
        x
    }
}

/// The result of an IEEE operation `r` in `p`'s type and mode, with `.ftz` and `.sat`.
fn finish(p: &Parts, r: rounding::Inexact, sc: Scalar) -> Value {
    let mode = p.mode();
    let v = if p.double() || sc == Scalar::F64 {
        rounding::round_f64(r, mode)
    } else if matches!(sc, Scalar::Half | Scalar::BFloat) {
        round_float(sc, r.x).f64()
    } else {
        let f = rounding::round_f32(r, mode);
        f64::from(if p.has("ftz") { flush_f32(f) } else { f })
    };
    let v = rounding::saturate_or_relu(v, p.has("sat"), p.has("relu"));
    if p.double() || sc == Scalar::F64 {
        Value::F64(v)
    } else {
        round_float(if sc == Scalar::Other { Scalar::F32 } else { sc }, v)
    }
}

/// A correctly rounded result of an exact function value `x` in `p`'s type, `.ftz` applied.
fn approx(p: &Parts, x: f64, sc: Scalar) -> Value {
    finish(
        p,
        rounding::Inexact {
            x,
            err: std::cmp::Ordering::Equal,
        },
        sc,
    )
}

/// PTX `min`/`max` on floats (the NVVM `fmin`/`fmax` family), inputs flushed under `.ftz`.
fn float_min_max(p: &Parts, x: f64, y: f64, max: bool) -> f64 {
    let (x, y) = (ftz_in(p, x), ftz_in(p, y));
    ptx_min_max(x, y, max, p.has("nan"), p.has("xorsign"))
}

/// PTX `min`/`max` on floats, for the NVVM intrinsics and the asm instruction alike: a NaN
/// operand is ignored unless `nan` (`.NaN`); `-0.0` is below `+0.0`; `xorsign`
/// (`.xorsign.abs`) compares magnitudes and gives the result the XOR of the signs.
pub(super) fn ptx_min_max(x: f64, y: f64, max: bool, nan: bool, xorsign: bool) -> f64 {
    let (a, b) = if xorsign { (x.abs(), y.abs()) } else { (x, y) };
    let r = if a.is_nan() || b.is_nan() {
        if nan || (a.is_nan() && b.is_nan()) {
            f64::NAN
        } else if a.is_nan() {
            b
        } else {
            a
        }
    } else if a == b {
        if max == a.is_sign_negative() {
            b
        } else {
            a
        }
    } else if (a < b) == max {
        b
    } else {
        a
    };
    if xorsign && !r.is_nan() {
        let negative = x.is_sign_negative() != y.is_sign_negative();
        r.abs().copysign(if negative { -1.0 } else { 1.0 })
    } else {
        r
    }
}

fn int(sc: Scalar, v: u64) -> Value {
    let bits = match sc {
        Scalar::Int(b) => b,
        _ => 64,
    };
    Value::Int(v & mask(bits))
}

/// The value of `llvm.nvvm.REST` on `args` with result class `sc`; `None` when the name is
/// not a computation the interpreter knows.
pub(super) fn evaluate(rest: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    let mut split = rest.split('.');
    let family = split.next()?;
    let p = Parts {
        family,
        parts: split.collect(),
    };
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let suffix = p.parts.first().copied().unwrap_or("");
    let unsigned = matches!(suffix, "ui" | "ull" | "u");
    let bits = match sc {
        Scalar::Int(b) => b,
        _ => 32,
    };
    let fsc = if p.double() {
        Scalar::F64
    } else if matches!(
        sc,
        Scalar::Half | Scalar::BFloat | Scalar::F32 | Scalar::F64
    ) {
        sc
    } else {
        Scalar::F32
    };
    Some(match p.family {
        // IEEE operations with a rounding mode.
        "add" => finish(&p, rounding::add(ftz_in(&p, x), ftz_in(&p, y)), fsc),
        "mul" if suffix.starts_with("hi") => int(sc, mul_hi(args, bits, !rest.contains(".u"))),
        "mul" => finish(&p, rounding::mul(ftz_in(&p, x), ftz_in(&p, y)), fsc),
        "fma" => {
            let (a, b, c) = (ftz_in(&p, x), ftz_in(&p, y), ftz_in(&p, z));
            let r = if fsc == Scalar::F64 {
                rounding::fma_f64(a, b, c)
            } else {
                rounding::fma_f32(a as f32, b as f32, c as f32)
            };
            finish(&p, r, fsc)
        }
        "div" if p.has("approx") || p.has("full") || suffix.is_empty() || suffix == "ftz" => {
            approx(&p, ftz_in(&p, x) / ftz_in(&p, y), fsc)
        }
        "div" => finish(&p, rounding::div(ftz_in(&p, x), ftz_in(&p, y)), fsc),
        "rcp" if p.has("approx") => approx(&p, 1.0 / ftz_in(&p, x), fsc),
        "rcp" => finish(&p, rounding::div(1.0, ftz_in(&p, x)), fsc),
        "sqrt" if p.has("approx") => approx(&p, ftz_in(&p, x).sqrt(), fsc),
        "sqrt" => finish(&p, rounding::sqrt(ftz_in(&p, x)), fsc),
        "rsqrt" => approx(&p, 1.0 / ftz_in(&p, x).sqrt(), fsc),
        "ex2" => approx(&p, ftz_in(&p, x).exp2(), fsc),
        "lg2" => approx(&p, ftz_in(&p, x).log2(), fsc),
        "sin" => approx(&p, ftz_in(&p, x).sin(), fsc),
        "cos" => approx(&p, ftz_in(&p, x).cos(), fsc),
        "tanh" => approx(&p, ftz_in(&p, x).tanh(), fsc),
        "fabs" => approx(&p, ftz_in(&p, x).abs(), fsc),
        "saturate" => approx(
            &Parts {
                family: "saturate",
                parts: [p.parts.clone(), vec!["sat"]].concat(),
            },
            ftz_in(&p, x),
            fsc,
        ),
        "ceil" => approx(&p, ftz_in(&p, x).ceil(), fsc),
        "floor" => approx(&p, ftz_in(&p, x).floor(), fsc),
        "trunc" => approx(&p, ftz_in(&p, x).trunc(), fsc),
        // `cvt.rni`: to the nearest integer, ties to even.
        "round" => approx(&p, ftz_in(&p, x).round_ties_even(), fsc),
        "copysign" => approx(&p, y.copysign(x), fsc),
        "fmin" | "fmax" => {
            let v = float_min_max(&p, x, y, family == "fmax");
            approx(&p, v, fsc)
        }
        // Integer families.
        "mul24" => int(sc, mul24(args, !unsigned)),
        "umul24" => int(sc, mul24(args, false)),
        "mulhi" => int(sc, mul_hi(args, int_width(suffix), !unsigned)),
        "sad" => int(sc, sad(args, bits, !unsigned)),
        "brev32" => int(sc, u64::from((uarg(args, 0, 32) as u32).reverse_bits())),
        "brev64" => int(sc, uarg(args, 0, 64).reverse_bits()),
        "prmt" if p.parts.is_empty() => int(
            sc,
            u64::from(prmt(
                uarg(args, 0, 32) as u32,
                uarg(args, 1, 32) as u32,
                uarg(args, 2, 32) as u32,
            )),
        ),
        "fns" => int(
            sc,
            u64::from(super::math::fns(
                uarg(args, 0, 32) as u32,
                uarg(args, 1, 32) as u32,
                sarg(args, 2, 32) as i32,
            )),
        ),
        "clz" => {
            let w = int_width(suffix);
            int(
                sc,
                u64::from(uarg(args, 0, w).leading_zeros()) - u64::from(64 - w),
            )
        }
        "popc" => int(sc, u64::from(uarg(args, 0, int_width(suffix)).count_ones())),
        "min" | "max" => {
            let w = int_width(suffix);
            let v = if unsigned {
                let (a, b) = (uarg(args, 0, w), uarg(args, 1, w));
                if family == "min" {
                    a.min(b)
                } else {
                    a.max(b)
                }
            } else {
                let (a, b) = (sarg(args, 0, w), sarg(args, 1, w));
                (if family == "min" { a.min(b) } else { a.max(b) }) as u64
            };
            int(sc, v)
        }
        "abs" if matches!(sc, Scalar::Int(_)) => int(sc, sarg(args, 0, bits).unsigned_abs()),
        "abs" => approx(&p, x.abs(), fsc),
        "bfe" => {
            let v = super::math::bfe(
                uarg(args, 0, bits),
                uarg(args, 1, 32) as u32 & 0xff,
                uarg(args, 2, 32) as u32 & 0xff,
                bits,
                !unsigned,
            );
            int(sc, v)
        }
        "bfi" => {
            // bfi(a, b, pos, len): `len` bits of `a` into `b` at `pos`.
            let (a, b) = (uarg(args, 0, bits), uarg(args, 1, bits));
            let pos = (uarg(args, 2, 32) & 0xff) as u32;
            let len = (uarg(args, 3, 32) & 0xff) as u32;
            int(sc, super::math::bfi(a, b, pos, len, bits))
        }
        "flo" => {
            // `bfind`: the position of the most significant non-sign bit, or all ones.
            let w = int_width(suffix);
            let a = uarg(args, 0, w);
            let a = if !unsigned && sext(a, w) < 0 {
                !a & mask(w)
            } else {
                a
            };
            int(
                sc,
                if a == 0 {
                    u64::MAX
                } else {
                    63 - u64::from(a.leading_zeros())
                },
            )
        }
        "fshl" | "fshr" => {
            // The `.clamp` forms: the shift saturates at 32 instead of wrapping.
            let (a, b) = (uarg(args, 0, 32), uarg(args, 1, 32));
            let c = uarg(args, 2, 32);
            let c = if p.has("clamp") { c.min(32) } else { c % 32 };
            let wide = (a << 32) | b;
            let v = if family == "fshl" {
                (wide << c) >> 32
            } else {
                wide >> c
            };
            int(sc, v)
        }
        // Conversions.
        "f2i" | "d2i" if !matches!(suffix, "lo" | "hi") => int(
            sc,
            float_to_int(ftz_in(&p, x), Rounding::of(rest), 32, true),
        ),
        "d2i" => {
            let b = uarg(args, 0, 64);
            int(
                sc,
                if suffix == "hi" {
                    b >> 32
                } else {
                    b & mask(32)
                },
            )
        }
        "f2ui" | "d2ui" => int(
            sc,
            float_to_int(ftz_in(&p, x), Rounding::of(rest), 32, false),
        ),
        "f2ll" | "d2ll" => int(
            sc,
            float_to_int(ftz_in(&p, x), Rounding::of(rest), 64, true),
        ),
        "f2ull" | "d2ull" => int(
            sc,
            float_to_int(ftz_in(&p, x), Rounding::of(rest), 64, false),
        ),
        "i2f" | "ll2f" | "i2d" | "ll2d" | "ui2f" | "ull2f" | "ui2d" | "ull2d" => {
            let w = int_width(family);
            let v = if family.starts_with('u') {
                i128::from(uarg(args, 0, w))
            } else {
                i128::from(sarg(args, 0, w))
            };
            int_to_float(v, p.mode(), fsc)
        }
        "d2f" => finish(
            &p,
            rounding::Inexact {
                x: ftz_in(&p, x),
                err: std::cmp::Ordering::Equal,
            },
            Scalar::F32,
        ),
        "f2h" => int(
            sc,
            u64::from(super::super::program::float16_bits(
                Scalar::Half,
                f64::from(rounding::round_f32(
                    rounding::Inexact {
                        x: ftz_in(&p, x),
                        err: std::cmp::Ordering::Equal,
                    },
                    Mode::Nearest,
                )),
            )),
        ),
        "h2f" => Value::F32(super::super::program::half_to_f32(uarg(args, 0, 16) as u16)),
        "ff2f16x2" | "ff2bf16x2" => {
            // `cvt.rn{.relu}.f16x2.f32 d, a, b`: a in the upper half, b in the lower.
            let fmt = if family == "ff2f16x2" {
                Scalar::Half
            } else {
                Scalar::BFloat
            };
            let relu = |v: f64| rounding::saturate_or_relu(v, false, p.has("relu"));
            let hi = super::super::program::float16_bits(fmt, relu(x));
            let lo = super::super::program::float16_bits(fmt, relu(y));
            int(sc, (u64::from(hi) << 16) | u64::from(lo))
        }
        "f2bf16" | "f2f16" => {
            let fmt = if family == "f2bf16" {
                Scalar::BFloat
            } else {
                Scalar::Half
            };
            round_float(fmt, x)
        }
        "lohi" => Value::F64(f64::from_bits(
            uarg(args, 0, 32) | (uarg(args, 1, 32) << 32),
        )),
        "bitcast" => match suffix {
            "f2i" | "d2ll" => Value::Int(args.first().map_or(0, Value::bits)),
            "i2f" => Value::F32(f32::from_bits(uarg(args, 0, 32) as u32)),
            "ll2d" => Value::F64(f64::from_bits(uarg(args, 0, 64))),
            _ => return None,
        },
        _ => return None,
    })
}

/// An integer converted to a float type in rounding mode `mode` (exact: the integer is split
/// so the host's `f64` step is exact, then rounded once).
pub(super) fn int_to_float(v: i128, mode: Mode, fsc: Scalar) -> Value {
    // Every 64-bit integer is hi·2^32 + lo with both parts exact in f64; their sum's error
    // sign is TwoSum's.
    let hi = (v >> 32) as f64 * 4_294_967_296.0;
    let lo = (v & 0xffff_ffff) as f64;
    let r = rounding::add(hi, lo);
    match fsc {
        Scalar::F64 => Value::F64(rounding::round_f64(r, mode)),
        Scalar::F32 => Value::F32(rounding::round_f32(r, mode)),
        other => round_float(other, r.x),
    }
}

#[cfg(test)]
mod tests {
    use super::super::math::eval_f32;
    use super::*;

    #[test]
    fn rounding_modes_and_flushing() {
        let third_up = eval_f32("llvm.nvvm.fma.rp.f", &[1.0, 1.0 / 3.0, 0.0]);
        let third_down = eval_f32("llvm.nvvm.fma.rm.f", &[1.0, 1.0 / 3.0, 0.0]);
        assert_eq!(third_up, third_down, "1 × f32(1/3) is exact");
        assert_eq!(
            eval_f32("llvm.nvvm.div.rp.f", &[1.0, 3.0]),
            eval_f32("llvm.nvvm.div.rm.f", &[1.0, 3.0]).next_up()
        );
        let tiny = f32::from_bits(0x0000_1000);
        assert_eq!(eval_f32("llvm.nvvm.add.rn.ftz.f", &[tiny, 0.0]), 0.0);
        assert_eq!(eval_f32("llvm.nvvm.add.rn.f", &[tiny, 0.0]), tiny);
        assert_eq!(eval_f32("llvm.nvvm.fma.rn.sat.f", &[2.0, 2.0, 0.0]), 1.0);
        assert_eq!(
            eval_f32("llvm.nvvm.sqrt.rz.f", &[2.0]).next_up(),
            eval_f32("llvm.nvvm.sqrt.rp.f", &[2.0])
        );
    }

    #[test]
    fn min_max_variants() {
        assert_eq!(eval_f32("llvm.nvvm.fmin.f", &[f32::NAN, 3.0]), 3.0);
        assert!(eval_f32("llvm.nvvm.fmin.nan.f", &[f32::NAN, 3.0]).is_nan());
        assert_eq!(eval_f32("llvm.nvvm.fmax.xorsign.abs.f", &[-2.0, 3.0]), -3.0);
        assert_eq!(eval_f32("llvm.nvvm.fmin.xorsign.abs.f", &[-2.0, -3.0]), 2.0);
    }

    #[test]
    fn conversions_to_halves_and_from_integers() {
        let v = evaluate(
            "ff2f16x2.rn",
            &[Value::F32(1.0), Value::F32(2.0)],
            Scalar::Int(32),
        );
        assert_eq!(v, Some(Value::Int(0x3c00_4000)));
        let big = (1i128 << 60) + 1;
        assert_eq!(
            int_to_float(big, Mode::Up, Scalar::F32),
            Value::F32((2f32).powi(60).next_up())
        );
        assert_eq!(
            int_to_float(big, Mode::Zero, Scalar::F32),
            Value::F32((2f32).powi(60))
        );
        let i = evaluate("f2i.rn", &[Value::F32(2.5)], Scalar::Int(32)).unwrap();
        assert_eq!(i, Value::Int(2));
    }
}
