//! libdevice's `__nv_*` functions by name (libdevice 10, all 349), for modules compiled
//! without libdevice linked in (clang's `-nocudalib`, or a module that only declares them).
//! The functions that read or write memory through a pointer (`frexp`, `modf`, `remquo`,
//! `sincos*`, `norm*`/`rnorm*`, `nan`/`nanf`) are in [`super::libdevice_memory`].
//!
//! **Exact**, bit for bit as libdevice defines them: the integer functions (`hadd` is
//! `(a & b) + ((a ^ b) >> 1)`, `byte_perm` the PTX `prmt` of the selector's low three bits of
//! each nibble), the bit reinterpretations, every conversion in its rounding mode, the
//! arithmetic of a named rounding mode (`__nv_fadd_rz`, `__nv_ddiv_ru`, `__nv_fmaf_rd`, … through
//! [`super::rounding`]), and the functions IEEE 754 defines exactly (`fabs`, `floor`, `rint`,
//! `round`, `fmod`, `remainder`, `ldexp`, `scalbn`, `ilogb`, `logb`, `nextafter`, `fdim`,
//! `fmin`/`fmax`, `copysign`, `sqrt`, `fma`, the classifications).
//!
//! **Correctly rounded where libdevice is not**: the single-precision transcendental
//! functions are computed in `f64` and rounded once (libdevice's are within their documented
//! 1–4 ulp of that value); the double-precision ones are the host's (Rust's `f64` methods, or
//! [`libm`], rust-lang's port of musl, for `erf`, `lgamma`, `tgamma` and the Bessel
//! functions), within an ulp. A GPU can differ in the last bits; a kernel whose control flow
//! depends on them is outside what the interpreter judges. The `fast_` forms are the same
//! functions (their hardware approximations are coarser still).

use super::super::program::{round_float, Scalar};
use super::super::value::{mask, Value};
use super::llvm_math::{frexp, ldexp};
use super::math::{c_library, farg, float_to_int, mul24, mul_hi, prmt, sad, sarg, uarg, Rounding};
use super::nvvm_math::int_to_float;
use super::rounding::{self, Mode};

/// The inverse of the standard normal CDF (Acklam's rational approximation, relative error
/// 1.15e-9, refined by one Halley step on the `f64` `erfc` to full double precision).
pub(super) fn normcdfinv(p: f64) -> f64 {
    if p.is_nan() || !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if p == 0.0 {
        return f64::NEG_INFINITY;
    }
    if p == 1.0 {
        return f64::INFINITY;
    }
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    let low = 0.024_25;
    let x = if p < low {
        let q = (-2.0 * p.ln()).sqrt();
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    } else if p <= 1.0 - low {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    } else {
        let q = (-2.0 * (1.0 - p).ln()).sqrt();
        -(((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    // Halley: e = Φ(x) − p; u = e·√(2π)·exp(x²/2).
    let e = 0.5 * libm::erfc(-x / std::f64::consts::SQRT_2) - p;
    let u = e * (2.0 * std::f64::consts::PI).sqrt() * (x * x / 2.0).exp();
    x - u / (1.0 + x * u / 2.0)
}

/// `erfinv(y)`: `normcdfinv((y + 1) / 2) / √2`.
fn erfinv(y: f64) -> f64 {
    normcdfinv((y + 1.0) / 2.0) / std::f64::consts::SQRT_2
}

/// The modified Bessel function of the first kind, order `nu` ∈ {0, 1}: its power series
/// for |x| ≤ 15, the asymptotic expansion beyond (both to double precision there).
fn bessel_i(nu: u32, x: f64) -> f64 {
    let ax = x.abs();
    let v = if ax <= 15.0 {
        let q = x * x / 4.0;
        let mut term = if nu == 0 { 1.0 } else { x / 2.0 };
        let mut sum = term;
        for k in 1..200 {
            term *= q / (f64::from(k) * f64::from(k + nu));
            sum += term;
            if term.abs() < sum.abs() * 1e-17 {
                break;
            }
        }
        return sum;
    } else {
        let mu = 4.0 * f64::from(nu * nu);
        let mut term = 1.0;
        let mut sum = 1.0;
        for k in 1..30 {
            let kk = f64::from(2 * k - 1);
            term *= -(mu - kk * kk) / (f64::from(k) * 8.0 * ax);
            sum += term;
        }
        ax.exp() / (2.0 * std::f64::consts::PI * ax).sqrt() * sum
    };
    if nu == 1 && x < 0.0 {
        -v
    } else {
        v
    }
}

/// `sin(πx)` with the argument reduced exactly first (so `sinpi(n)` is ±0).
pub(super) fn sinpi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let r = x % 2.0;
    if r == r.trunc() {
        return 0.0f64.copysign(x);
    }
    (std::f64::consts::PI * r).sin()
}

/// `cos(πx)`, reduced exactly (`cospi(n + ½)` is +0).
pub(super) fn cospi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let r = (x % 2.0).abs();
    if r == 0.5 || r == 1.5 {
        return 0.0;
    }
    (std::f64::consts::PI * r).cos()
}

/// The libdevice integer and bit functions (exact).
fn integer(f: &str, args: &[Value]) -> Option<Value> {
    let i = |v: u64| Some(Value::Int(v));
    let w = if f.contains("ll") { 64 } else { 32 };
    let (ua, ub) = (uarg(args, 0, w), uarg(args, 1, w));
    let (sa, sb) = (sarg(args, 0, w), sarg(args, 1, w));
    match f {
        "mul24" => i(mul24(args, true)),
        "umul24" => i(mul24(args, false)),
        "mulhi" => i(mul_hi(args, 32, true)),
        "umulhi" => i(mul_hi(args, 32, false)),
        "mul64hi" => i(mul_hi(args, 64, true)),
        "umul64hi" => i(mul_hi(args, 64, false)),
        "sad" => i(sad(args, 32, true)),
        "usad" => i(sad(args, 32, false)),
        "hadd" => i(((sa & sb) + ((sa ^ sb) >> 1)) as u64 & mask(32)),
        "rhadd" => i(((sa | sb) - ((sa ^ sb) >> 1)) as u64 & mask(32)),
        "uhadd" => i(((ua & ub) + ((ua ^ ub) >> 1)) & mask(32)),
        "urhadd" => i(((ua | ub) - ((ua ^ ub) >> 1)) & mask(32)),
        "brev" => i(u64::from((ua as u32).reverse_bits())),
        "brevll" => i(ua.reverse_bits()),
        "popc" | "popcll" => i(u64::from(ua.count_ones())),
        "clz" => i(u64::from((ua as u32).leading_zeros())),
        "clzll" => i(u64::from(ua.leading_zeros())),
        "ffs" | "ffsll" => i(if ua == 0 {
            0
        } else {
            u64::from(ua.trailing_zeros()) + 1
        }),
        "byte_perm" => i(u64::from(prmt(
            ua as u32,
            ub as u32,
            uarg(args, 2, 32) as u32 & 0x7777,
        ))),
        "min" | "llmin" => i(sa.min(sb) as u64 & mask(w)),
        "max" | "llmax" => i(sa.max(sb) as u64 & mask(w)),
        "umin" | "ullmin" => i(ua.min(ub)),
        "umax" | "ullmax" => i(ua.max(ub)),
        "abs" | "llabs" => i(sa.wrapping_abs() as u64 & mask(w)),
        "float_as_int" | "float_as_uint" => i(uarg(args, 0, 32)),
        "int_as_float" | "uint_as_float" => Some(Value::F32(f32::from_bits(ua as u32))),
        "double_as_longlong" => i(uarg(args, 0, 64)),
        "longlong_as_double" => Some(Value::F64(f64::from_bits(uarg(args, 0, 64)))),
        "double2hiint" => i(uarg(args, 0, 64) >> 32),
        "double2loint" => i(uarg(args, 0, 64) & mask(32)),
        "hiloint2double" => Some(Value::F64(f64::from_bits(
            (uarg(args, 0, 32) << 32) | uarg(args, 1, 32),
        ))),
        "isnanf" | "isnand" => i(u64::from(farg(args, 0).is_nan())),
        "isinff" | "isinfd" => i(u64::from(farg(args, 0).is_infinite())),
        "finitef" | "isfinited" => i(u64::from(farg(args, 0).is_finite())),
        "signbitf" | "signbitd" => i(u64::from(farg(args, 0).is_sign_negative())),
        _ => None,
    }
}

/// `X2Y_mode` conversions (`float2int_rn`, `ull2double_rd`, `double2float_rz`, …), exact.
fn conversion(f: &str, args: &[Value]) -> Option<Value> {
    let (from, rest) = f.split_once('2')?;
    let (to, mode) = rest.split_once('_').unwrap_or((rest, "rn"));
    let int_type = |t: &str| match t {
        "int" => Some((32, true)),
        "uint" => Some((32, false)),
        "ll" => Some((64, true)),
        "ull" => Some((64, false)),
        _ => None,
    };
    let m = Mode::of_suffix(mode)?;
    let x = farg(args, 0);
    Some(match (from, int_type(from), to, int_type(to)) {
        ("float" | "double", _, _, Some((w, signed))) => {
            let r = match m {
                Mode::Nearest => Rounding::NearestEven,
                Mode::Zero => Rounding::TowardZero,
                Mode::Down => Rounding::Down,
                Mode::Up => Rounding::Up,
            };
            Value::Int(float_to_int(x, r, w, signed))
        }
        (_, Some((w, signed)), "float" | "double", _) => {
            let v = if signed {
                i128::from(sarg(args, 0, w))
            } else {
                i128::from(uarg(args, 0, w))
            };
            let sc = if to == "float" {
                Scalar::F32
            } else {
                Scalar::F64
            };
            int_to_float(v, m, sc)
        }
        ("double", _, "float", _) => Value::F32(rounding::round_f32(
            rounding::Inexact {
                x,
                err: std::cmp::Ordering::Equal,
            },
            m,
        )),
        ("float", _, "half", _) => Value::Int(u64::from(super::super::program::float16_bits(
            Scalar::Half,
            x,
        ))),
        ("half", _, "float", _) => {
            Value::F32(super::super::program::half_to_f32(uarg(args, 0, 16) as u16))
        }
        _ => return None,
    })
}

/// The arithmetic of a named rounding mode: `fadd_rz`, `dmul_ru`, `fmaf_rd`, `ddiv_rn`,
/// `frcp_rz`, `dsqrt_ru`, `fmaf_ieee_rn`, `fma_rn`, `frsqrt_rn`.
fn rounded(f: &str, args: &[Value]) -> Option<Value> {
    let (op, mode) = f.rsplit_once('_')?;
    let m = Mode::of_suffix(mode)?;
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let (single, op) = match op {
        "fadd" | "fsub" | "fmul" | "fdiv" | "frcp" | "fsqrt" | "fmaf" | "fmaf_ieee" | "frsqrt" => {
            (true, op.trim_start_matches('f').trim_end_matches("_ieee"))
        }
        "dadd" | "dsub" | "dmul" | "ddiv" | "drcp" | "dsqrt" => (false, &op[1..]),
        "fma" => (false, "fma"),
        _ => return None,
    };
    let r = match op {
        "add" => rounding::add(x, y),
        "sub" => rounding::add(x, -y),
        "mul" => rounding::mul(x, y),
        "div" => rounding::div(x, y),
        "rcp" => rounding::div(1.0, x),
        "sqrt" => rounding::sqrt(x),
        "rsqrt" => rounding::Inexact {
            x: 1.0 / x.sqrt(),
            err: std::cmp::Ordering::Equal,
        },
        "maf" | "ma" if single => rounding::fma_f32(x as f32, y as f32, z as f32),
        "fma" => rounding::fma_f64(x, y, z),
        _ => return None,
    };
    Some(if single {
        Value::F32(rounding::round_f32(r, m))
    } else {
        Value::F64(rounding::round_f64(r, m))
    })
}

/// C's `nextafter(x, y)` in the float type `$t` of its operands: the neighbour of `x` towards
/// `y` (`y` itself when they are equal, NaN when either is).
macro_rules! next_after {
    ($t:ty, $x:expr, $y:expr) => {{
        let (x, y): ($t, $t) = ($x, $y);
        if x.is_nan() || y.is_nan() {
            <$t>::NAN
        } else if x == y {
            y
        } else if y > x {
            x.next_up()
        } else {
            x.next_down()
        }
    }};
}

/// libdevice's `__nv_NAME` (`f` is NAME) on `args`, result class `sc`; `None` for a name
/// that is not a libdevice function without memory operands.
pub(super) fn evaluate(f: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    if let Some(v) = integer(f, args)
        .or_else(|| rounded(f, args))
        .or_else(|| conversion(f, args))
    {
        return Some(v);
    }
    let base = f.strip_prefix("fast_").unwrap_or(f);
    // Single-precision names end in `f` (`expf`, `fdividef`, `erff`); of the double ones
    // only `erf` and `normcdf` do.
    let (name, single) = match base.strip_suffix('f') {
        Some(n) if !matches!(base, "erf" | "normcdf") => (n, true),
        _ => (base, false),
    };
    let sc = if single {
        Scalar::F32
    } else if matches!(sc, Scalar::Int(_)) {
        sc
    } else {
        Scalar::F64
    };
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let fl = |v: f64| round_float(sc, v);
    let int_result =
        |v: i64| Value::Int(v as u64 & mask(if base.starts_with("ll") { 64 } else { 32 }));
    if let Some(v) = c_library(name, args) {
        return Some(fl(v));
    }
    Some(match name {
        "sqrt" => fl(if single {
            f64::from(rounding::round_f32(rounding::sqrt(x), Mode::Nearest))
        } else {
            x.sqrt()
        }),
        "rsqrt" => fl(1.0 / x.sqrt()),
        "rcp64h" => Value::F64(f64::from_bits((1.0 / x).to_bits() & !mask(32))),
        "cbrt" => fl(x.cbrt()),
        "rcbrt" => fl(1.0 / x.cbrt()),
        "exp10" => fl(libm::exp10(x)),
        "expm1" => fl(x.exp_m1()),
        "log1p" => fl(x.ln_1p()),
        "sinpi" => fl(sinpi(x)),
        "cospi" => fl(cospi(x)),
        "atan2" => fl(x.atan2(y)),
        "asinh" => fl(x.asinh()),
        "acosh" => fl(x.acosh()),
        "atanh" => fl(x.atanh()),
        "hypot" => fl(x.hypot(y)),
        "rhypot" => fl(1.0 / x.hypot(y)),
        "norm3d" => fl(x.hypot(y).hypot(z)),
        "rnorm3d" => fl(1.0 / x.hypot(y).hypot(z)),
        "norm4d" => fl(x.hypot(y).hypot(z).hypot(farg(args, 3))),
        "rnorm4d" => fl(1.0 / x.hypot(y).hypot(z).hypot(farg(args, 3))),
        "erf" => fl(libm::erf(x)),
        "erfc" => fl(libm::erfc(x)),
        "erfinv" => fl(erfinv(x)),
        "erfcinv" => fl(erfinv(1.0 - x)),
        "erfcx" => fl(if x < 25.0 {
            (x * x).exp() * libm::erfc(x)
        } else {
            // exp(x²)·erfc(x) → 1/(x√π)·(1 − 1/(2x²) + 3/(4x⁴)), exp(x²) would overflow.
            let r = 1.0 / (x * x);
            (1.0 - r / 2.0 + 0.75 * r * r) / (x * std::f64::consts::PI.sqrt())
        }),
        "normcdf" => fl(0.5 * libm::erfc(-x / std::f64::consts::SQRT_2)),
        "normcdfinv" => fl(normcdfinv(x)),
        "lgamma" => fl(libm::lgamma(x)),
        "tgamma" => fl(libm::tgamma(x)),
        "j0" => fl(libm::j0(x)),
        "j1" => fl(libm::j1(x)),
        "y0" => fl(libm::y0(x)),
        "y1" => fl(libm::y1(x)),
        "jn" => fl(libm::jn(sarg(args, 0, 32) as i32, y)),
        "yn" => fl(libm::yn(sarg(args, 0, 32) as i32, y)),
        "cyl_bessel_i0" => fl(bessel_i(0, x)),
        "cyl_bessel_i1" => fl(bessel_i(1, x)),
        "llrint" => int_result(x.round_ties_even() as i64),
        "llround" => int_result(x.round() as i64),
        "fmin" => fl(super::llvm_math::evaluate("llvm.minnum.f64", "minnum.f64", args, sc)?.f64()),
        "fmax" => fl(super::llvm_math::evaluate("llvm.maxnum.f64", "maxnum.f64", args, sc)?.f64()),
        "fdim" => fl(if x.is_nan() || y.is_nan() {
            f64::NAN
        } else if x > y {
            x - y
        } else {
            0.0
        }),
        "fmod" => fl(x % y),
        "remainder" => fl(libm::remainder(x, y)),
        "fma" => match sc {
            Scalar::F32 => Value::F32((x as f32).mul_add(y as f32, z as f32)),
            _ => Value::F64(x.mul_add(y, z)),
        },
        "fdivide" => fl(x / y),
        "saturate" => fl(rounding::saturate_or_relu(x, true, false)),
        "ldexp" | "scalbn" => fl(ldexp(x, sarg(args, 1, 32))),
        "ilogb" => Value::Int(
            // FP_ILOGB0 and FP_ILOGBNAN are INT_MIN on NVIDIA's C library.
            (if x == 0.0 || x.is_nan() {
                -2_147_483_648i64
            } else if x.is_infinite() {
                2_147_483_647
            } else {
                i64::from(frexp(x).1 - 1)
            }) as u64
                & mask(32),
        ),
        "logb" => fl(if x == 0.0 {
            f64::NEG_INFINITY
        } else if x.is_infinite() {
            f64::INFINITY
        } else if x.is_nan() {
            x
        } else {
            f64::from(frexp(x).1 - 1)
        }),
        "nextafter" => {
            if single {
                Value::F32(next_after!(f32, x as f32, y as f32))
            } else {
                Value::F64(next_after!(f64, x, y))
            }
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::value::sext;
    use super::super::math::eval_f32;
    use super::*;

    #[test]
    fn exact_functions_and_rounding_modes() {
        assert_eq!(eval_f32("__nv_fadd_rz", &[1.0, 1e-10]), 1.0);
        assert_eq!(eval_f32("__nv_fadd_ru", &[1.0, 1e-10]), 1.0f32.next_up());
        assert_eq!(
            eval_f32("__nv_frcp_rd", &[3.0]).next_up(),
            eval_f32("__nv_frcp_ru", &[3.0])
        );
        assert_eq!(eval_f32("__nv_fmaf_rz", &[1.0, 1.0, 1e-10]), 1.0);
        assert_eq!(eval_f32("__nv_nextafterf", &[1.0, 2.0]), 1.0f32.next_up());
        assert_eq!(eval_f32("__nv_fdimf", &[1.0, 3.0]), 0.0);
        assert_eq!(eval_f32("__nv_logbf", &[10.0]), 3.0);
        let i = evaluate("ilogbf", &[Value::F32(0.1)], Scalar::Int(32)).unwrap();
        assert_eq!(sext(i.bits(), 32), -4);
        let h = evaluate(
            "hadd",
            &[Value::Int(0xffff_ffff), Value::Int(1)],
            Scalar::Int(32),
        );
        assert_eq!(h, Some(Value::Int(0)), "(-1 + 1) >> 1 without overflow");
        let r = evaluate(
            "urhadd",
            &[Value::Int(0xffff_ffff), Value::Int(0)],
            Scalar::Int(32),
        );
        assert_eq!(r, Some(Value::Int(0x8000_0000)));
        // byte_perm ignores the selectors' top bit (no sign replication): selector 8 is 0.
        let p = evaluate(
            "byte_perm",
            &[Value::Int(0x8877_6655), Value::Int(0), Value::Int(0x8888)],
            Scalar::Int(32),
        );
        assert_eq!(p, Some(Value::Int(0x5555_5555)));
        let d = evaluate("double2float_rz", &[Value::F64(1.0 + 1e-12)], Scalar::F32);
        assert_eq!(d, Some(Value::F32(1.0)));
        let u = evaluate("ull2float_ru", &[Value::Int((1 << 60) + 1)], Scalar::F32);
        assert_eq!(u, Some(Value::F32(2f32.powi(60).next_up())));
    }

    #[test]
    fn special_functions_match_their_definitions() {
        assert!((eval_f32("__nv_lgammaf", &[5.0]) - 24f32.ln()).abs() < 1e-6);
        assert_eq!(eval_f32("__nv_tgammaf", &[5.0]), 24.0);
        assert!((eval_f32("__nv_erff", &[0.5]) - 0.520_499_9).abs() < 1e-7);
        assert!((eval_f32("__nv_normcdfinvf", &[0.975]) - 1.959_964).abs() < 1e-5);
        assert!((eval_f32("__nv_erfinvf", &[eval_f32("__nv_erff", &[0.3])]) - 0.3).abs() < 1e-6);
        assert!((eval_f32("__nv_cyl_bessel_i0f", &[1.0]) - 1.266_066).abs() < 1e-6);
        assert!((eval_f32("__nv_j0f", &[1.0]) - 0.765_197_7).abs() < 1e-6);
        assert_eq!(eval_f32("__nv_sinpif", &[3.0]), 0.0);
        assert_eq!(eval_f32("__nv_cospif", &[0.5]), 0.0);
        assert_eq!(eval_f32("__nv_fast_expf", &[0.0]), 1.0);
        let d = evaluate("fdividef", &[Value::F32(1.0), Value::F32(4.0)], Scalar::F32);
        assert_eq!(d, Some(Value::F32(0.25)));
        assert_eq!(evaluate("no_such_function", &[], Scalar::F32), None);
    }
}
