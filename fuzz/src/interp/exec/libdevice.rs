//! libdevice's `__nv_*` functions by name, for modules compiled without libdevice linked in
//! (they only declare `__nv_expf`, `__nv_umul24`, `__nv_float2int_rn`, …). The integer
//! functions are exact (PTX semantics, shared with [`math`](super::math)); the float functions
//! are computed in `f64` and rounded, with `erf`/`erfc` from a rational approximation accurate
//! to 1.2e-7. A name not listed here returns `None`: the run stops naming it.

use super::super::program::Scalar;
use super::super::value::{mask, Value};
use super::math::{
    farg, float, float_to_int, int_width, mul24, mul_hi, prmt, sad, sarg, uarg, Rounding,
};

/// `erf(x)`: Abramowitz and Stegun 7.1.26's rational approximation refined to |error| <
/// 1.2e-7 (the form of Numerical Recipes' `erfc` with Chebyshev coefficients).
fn erf(x: f64) -> f64 {
    1.0 - erfc(x)
}

fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// libdevice's `__nv_NAME` (`f` is NAME): the integer functions exactly, the float functions
/// in `f64` (single-precision ones end in `f`: `expf`, `erff`; `fast_` variants are the same
/// function).
pub(super) fn evaluate(f: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    let exact = match f {
        "mul24" => Some(Value::Int(mul24(args, true))),
        "umul24" => Some(Value::Int(mul24(args, false))),
        "mulhi" => Some(Value::Int(mul_hi(args, 32, true))),
        "umulhi" => Some(Value::Int(mul_hi(args, 32, false))),
        "mul64hi" => Some(Value::Int(mul_hi(args, 64, true))),
        "umul64hi" => Some(Value::Int(mul_hi(args, 64, false))),
        "sad" => Some(Value::Int(sad(args, 32, true))),
        "usad" => Some(Value::Int(sad(args, 32, false))),
        "brev" => Some(Value::Int(u64::from(
            (uarg(args, 0, 32) as u32).reverse_bits(),
        ))),
        "brevll" => Some(Value::Int(uarg(args, 0, 64).reverse_bits())),
        "popc" | "popcll" => Some(Value::Int(u64::from(
            uarg(args, 0, int_width(f)).count_ones(),
        ))),
        "clz" => Some(Value::Int(u64::from(
            (uarg(args, 0, 32) as u32).leading_zeros(),
        ))),
        "clzll" => Some(Value::Int(u64::from(uarg(args, 0, 64).leading_zeros()))),
        "ffs" | "ffsll" => {
            let v = uarg(args, 0, int_width(f));
            Some(Value::Int(if v == 0 {
                0
            } else {
                u64::from(v.trailing_zeros()) + 1
            }))
        }
        "byte_perm" => Some(Value::Int(u64::from(prmt(
            uarg(args, 0, 32) as u32,
            uarg(args, 1, 32) as u32,
            uarg(args, 2, 32) as u32,
        )))),
        "min" | "max" | "llmin" | "llmax" => {
            let w = int_width(f);
            let (a, b) = (sarg(args, 0, w), sarg(args, 1, w));
            let v = if f.ends_with("min") {
                a.min(b)
            } else {
                a.max(b)
            };
            Some(Value::Int(v as u64 & mask(w)))
        }
        "umin" | "umax" | "ullmin" | "ullmax" => {
            let w = int_width(f);
            let (a, b) = (uarg(args, 0, w), uarg(args, 1, w));
            Some(Value::Int(if f.ends_with("min") {
                a.min(b)
            } else {
                a.max(b)
            }))
        }
        "abs" | "llabs" => {
            let w = int_width(f);
            Some(Value::Int(sarg(args, 0, w).unsigned_abs() & mask(w)))
        }
        "float_as_int" | "float_as_uint" => Some(Value::Int(uarg(args, 0, 32))),
        "int_as_float" | "uint_as_float" => {
            Some(Value::F32(f32::from_bits(uarg(args, 0, 32) as u32)))
        }
        "double_as_longlong" => Some(Value::Int(uarg(args, 0, 64))),
        "longlong_as_double" => Some(Value::F64(f64::from_bits(uarg(args, 0, 64)))),
        "isnanf" | "isnand" => Some(Value::Int(u64::from(farg(args, 0).is_nan()))),
        "isinff" | "isinfd" => Some(Value::Int(u64::from(farg(args, 0).is_infinite()))),
        "finitef" | "isfinited" => Some(Value::Int(u64::from(farg(args, 0).is_finite()))),
        "signbitf" | "signbitd" => Some(Value::Int(u64::from(farg(args, 0).is_sign_negative()))),
        _ => None,
    };
    if exact.is_some() {
        return exact;
    }
    // Conversions: float2int_rn, double2uint_rz, float2ll_rd, int2float_rn, ull2double_rn…
    if let Some((from, to_mode)) = f.split_once('2') {
        let (to, _) = to_mode.split_once('_').unwrap_or((to_mode, ""));
        let rounding = Rounding::of(f);
        let int_type = |t: &str| match t {
            "int" => Some((32, true)),
            "uint" => Some((32, false)),
            "ll" => Some((64, true)),
            "ull" => Some((64, false)),
            _ => None,
        };
        match (from, int_type(from), to, int_type(to)) {
            ("float" | "double", _, _, Some((w, signed))) => {
                return Some(Value::Int(float_to_int(farg(args, 0), rounding, w, signed)));
            }
            (_, Some((w, signed)), "float" | "double", _) => {
                let v = if signed {
                    sarg(args, 0, w) as f64
                } else {
                    uarg(args, 0, w) as f64
                };
                return Some(float(sc, v));
            }
            ("double", _, "float", _) => return Some(float(sc, farg(args, 0))),
            _ => {}
        }
    }
    let base = f.strip_prefix("fast_").unwrap_or(f);
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let value = |name: &str| -> Option<f64> {
        Some(match name {
            "fabs" => x.abs(),
            "sqrt" => x.sqrt(),
            "rsqrt" => 1.0 / x.sqrt(),
            "rcp" | "frcp_rn" => 1.0 / x,
            "cbrt" => x.cbrt(),
            "rcbrt" => 1.0 / x.cbrt(),
            "exp" => x.exp(),
            "exp2" => x.exp2(),
            "exp10" => 10f64.powf(x),
            "expm1" => x.exp_m1(),
            "log" => x.ln(),
            "log2" => x.log2(),
            "log10" => x.log10(),
            "log1p" => x.ln_1p(),
            "logb" => x.abs().log2().floor(),
            "pow" => x.powf(y),
            "powi" => x.powi(sarg(args, 1, 32) as i32),
            "sin" => x.sin(),
            "cos" => x.cos(),
            "tan" => x.tan(),
            "sinpi" => (std::f64::consts::PI * x).sin(),
            "cospi" => (std::f64::consts::PI * x).cos(),
            "asin" => x.asin(),
            "acos" => x.acos(),
            "atan" => x.atan(),
            "atan2" => x.atan2(y),
            "sinh" => x.sinh(),
            "cosh" => x.cosh(),
            "tanh" => x.tanh(),
            "asinh" => x.asinh(),
            "acosh" => x.acosh(),
            "atanh" => x.atanh(),
            "hypot" => x.hypot(y),
            "erf" => erf(x),
            "erfc" => erfc(x),
            "floor" => x.floor(),
            "ceil" => x.ceil(),
            "trunc" => x.trunc(),
            "round" => x.round(),
            "rint" | "nearbyint" => x.round_ties_even(),
            "fmin" => x.min(y),
            "fmax" => x.max(y),
            "fdim" => {
                if x > y {
                    x - y
                } else {
                    0.0
                }
            }
            "fmod" => x % y,
            "remainder" => x - (x / y).round_ties_even() * y,
            "copysign" => x.copysign(y),
            "fma" | "fma_rn" | "fmaf_rn" => x.mul_add(y, z),
            "fdivide" | "fdividef" | "fdiv_rn" | "fdiv_rz" | "fdiv_rd" | "fdiv_ru" | "ddiv_rn" => {
                x / y
            }
            "fadd_rn" | "fadd_rz" | "fadd_rd" | "fadd_ru" | "dadd_rn" => x + y,
            "fmul_rn" | "fmul_rz" | "fmul_rd" | "fmul_ru" | "dmul_rn" => x * y,
            "fsub_rn" | "dsub_rn" => x - y,
            "saturate" => {
                if x.is_nan() {
                    0.0
                } else {
                    x.clamp(0.0, 1.0)
                }
            }
            "ldexp" | "scalbn" => x * 2f64.powi(sarg(args, 1, 32) as i32),
            _ => return None,
        })
    };
    let v = value(base).or_else(|| base.strip_suffix('f').and_then(value))?;
    Some(float(sc, v))
}
