//! PTX floating-point instructions in asm (PTX ISA, "Floating-Point Instructions" and "Half
//! Precision Floating-Point Instructions"): `add`/`sub`/`mul`/`fma`/`mad`/`div`/`rcp`/`sqrt`
//! in their rounding modes, `min`/`max` (`.NaN`, `.xorsign.abs`), `abs`/`neg`, the `.approx`
//! functions (`rsqrt`, `sin`, `cos`, `lg2`, `ex2`, `tanh`), `copysign`, `testp`, on `.f32`,
//! `.f64`, `.f16`, `.bf16` and the packed pairs `.f16x2`/`.bf16x2` (each lane on its own).
//!
//! Rounding is exact in every mode ([`super::rounding`]); `.ftz` flushes subnormal `.f32`
//! inputs and results, `.sat` clamps to [0, 1] (NaN to +0), `.relu` clamps below at 0. The
//! `.approx` functions are correctly rounded, as in [`super::nvvm_math`] (a GPU's differ by
//! the ISA's stated error). `div.f32` without a mode is `div.rn` (PTX ISA 1.4 and later
//! require one; `div.full` and `div.approx` are the approximate forms).

use super::super::program::round_float;
use super::super::value::Value;
use super::ptx_types::{float_of, float_value, pair_of, pair_value, PtxType};
use super::rounding::{self, flush_f32, Inexact, Mode};
use std::cmp::Ordering;
use syncflow_ir::ptx::PtxInstruction;

/// The rounding mode `i` names (`.rn` without one).
pub(super) fn mode_of(i: &PtxInstruction) -> Mode {
    i.modifiers
        .iter()
        .find_map(|m| Mode::of_suffix(m))
        .unwrap_or(Mode::Nearest)
}

/// Rounds `r` to type `t` in `i`'s mode, with `.ftz`, `.sat` and `.relu`.
fn finish(i: &PtxInstruction, t: PtxType, r: Inexact) -> f64 {
    let mode = mode_of(i);
    let v = match t {
        PtxType::F64 => rounding::round_f64(r, mode),
        PtxType::F32 => {
            let f = rounding::round_f32(r, mode);
            f64::from(if i.has("ftz") { flush_f32(f) } else { f })
        }
        other => round_float(other.scalar(), r.x).f64(),
    };
    saturate(i, v)
}

/// `.sat` clamps `v` to [0, 1] (NaN to +0); `.relu` clamps it below at 0 (NaN stays).
pub(super) fn saturate(i: &PtxInstruction, v: f64) -> f64 {
    rounding::saturate_or_relu(v, i.has("sat"), i.has("relu"))
}

/// `x`, exactly representable.
pub(super) fn exact(x: f64) -> Inexact {
    Inexact {
        x,
        err: Ordering::Equal,
    }
}

fn flush_in(i: &PtxInstruction, t: PtxType, x: f64) -> f64 {
    if t == PtxType::F32 && i.has("ftz") {
        f64::from(flush_f32(x as f32))
    } else {
        x
    }
}

/// `min`/`max` on floats: NaN ignored unless `.NaN`; `.xorsign.abs` as in `nvvm_math`.
fn min_max(i: &PtxInstruction, x: f64, y: f64, max: bool) -> f64 {
    super::nvvm_math::ptx_min_max(x, y, max, i.has("NaN"), i.has("xorsign"))
}

/// One lane of a float instruction with operands `ops` (already read at the lane type).
fn lane(i: &PtxInstruction, t: PtxType, ops: &[f64]) -> Option<f64> {
    let a = |k: usize| flush_in(i, t, ops.get(k).copied().unwrap_or(0.0));
    let wide = |x: f64, y: f64, z: f64| match t {
        PtxType::F64 => rounding::fma_f64(x, y, z),
        PtxType::F32 => rounding::fma_f32(x as f32, y as f32, z as f32),
        // Halves: the product is exact in f64, the sum rounds once to 53 bits, then to 11.
        _ => rounding::add(x * y, z),
    };
    let approximate = i.has("approx") || i.has("full");
    Some(match i.root.as_str() {
        "add" => finish(i, t, rounding::add(a(0), a(1))),
        "sub" => finish(i, t, rounding::add(a(0), -a(1))),
        "mul" => finish(i, t, rounding::mul(a(0), a(1))),
        "fma" | "mad" => finish(i, t, wide(a(0), a(1), a(2))),
        "div" if approximate => finish(i, t, exact(a(0) / a(1))),
        "div" => finish(i, t, rounding::div(a(0), a(1))),
        "rcp" if approximate => finish(i, t, exact(1.0 / a(0))),
        "rcp" => finish(i, t, rounding::div(1.0, a(0))),
        "sqrt" if approximate => finish(i, t, exact(a(0).sqrt())),
        "sqrt" => finish(i, t, rounding::sqrt(a(0))),
        "rsqrt" => finish(i, t, exact(1.0 / a(0).sqrt())),
        "sin" => finish(i, t, exact(a(0).sin())),
        "cos" => finish(i, t, exact(a(0).cos())),
        "lg2" => finish(i, t, exact(a(0).log2())),
        "ex2" => finish(i, t, exact(a(0).exp2())),
        "tanh" => finish(i, t, exact(a(0).tanh())),
        "abs" => finish(i, t, exact(a(0).abs())),
        "neg" => finish(i, t, exact(-a(0))),
        "min" => finish(i, t, exact(min_max(i, a(0), a(1), false))),
        "max" => finish(i, t, exact(min_max(i, a(0), a(1), true))),
        "copysign" => a(1).copysign(a(0)),
        _ => return None,
    })
}

/// The value of float instruction `i` of type `t` on operand values `srcs`; `None` when the
/// root is not a float computation.
pub(super) fn evaluate(i: &PtxInstruction, t: PtxType, srcs: &[Value]) -> Option<Value> {
    if i.root == "testp" {
        let x = float_of(srcs.first()?, t);
        let smallest = if t == PtxType::F64 {
            f64::MIN_POSITIVE
        } else {
            f64::from(f32::MIN_POSITIVE)
        };
        let class = i.modifiers.first()?.as_str();
        let r = match class {
            "finite" => x.is_finite(),
            "infinite" => x.is_infinite(),
            "number" => !x.is_nan(),
            "notanumber" => x.is_nan(),
            "normal" => x.is_finite() && x.abs() >= smallest,
            "subnormal" => x != 0.0 && x.abs() < smallest,
            _ => return None,
        };
        return Some(Value::Int(u64::from(r)));
    }
    if matches!(t, PtxType::F16x2 | PtxType::BF16x2) {
        let lanes: Vec<[f64; 2]> = srcs.iter().map(|v| pair_of(v, t)).collect();
        let mut out = [0.0; 2];
        for (k, o) in out.iter_mut().enumerate() {
            let ops: Vec<f64> = lanes.iter().map(|l| l[k]).collect();
            *o = lane(i, t.lane(), &ops)?;
        }
        return Some(pair_value(out, t));
    }
    if !t.is_float() {
        return None;
    }
    let ops: Vec<f64> = srcs.iter().map(|v| float_of(v, t)).collect();
    Some(float_value(lane(i, t, &ops)?, t))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, srcs: &[Value]) -> Value {
        let i = PtxInstruction::parse(text).unwrap();
        let t = super::super::ptx_types::types_of(&i.modifiers)[0];
        evaluate(&i, t, srcs).unwrap_or_else(|| panic!("{text}"))
    }

    #[test]
    fn modes_flushing_and_packed_halves() {
        let f = Value::F32;
        assert_eq!(run("div.rn.f32 $0, $1, $2", &[f(1.0), f(4.0)]), f(0.25));
        assert_eq!(run("max.f32 $0, $1, $2", &[f(f32::NAN), f(4.0)]), f(4.0));
        assert!(
            matches!(run("max.NaN.f32 $0, $1, $2", &[f(f32::NAN), f(4.0)]), Value::F32(v) if v.is_nan())
        );
        let tiny = f(f32::from_bits(3));
        assert_eq!(run("add.ftz.f32 $0, $1, $2", &[tiny, f(0.0)]), f(0.0));
        assert_eq!(
            run("fma.rn.sat.f32 $0, $1, $2, $3", &[f(3.0), f(3.0), f(0.0)]),
            f(1.0)
        );
        // f16x2: lanes 1.0 and 2.0 times lanes 3.0 and 0.5.
        let a = pair_value([1.0, 2.0], PtxType::F16x2);
        let b = pair_value([3.0, 0.5], PtxType::F16x2);
        assert_eq!(
            run("mul.rn.f16x2 $0, $1, $2", &[a, b]),
            pair_value([3.0, 1.0], PtxType::F16x2)
        );
        assert_eq!(
            run("testp.notanumber.f32 $0, $1", &[f(f32::NAN)]),
            Value::Int(1)
        );
        assert_eq!(run("copysign.f32 $0, $1, $2", &[f(-1.0), f(2.0)]), f(-2.0));
    }
}
