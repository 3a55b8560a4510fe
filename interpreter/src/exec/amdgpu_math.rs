//! AMDGPU's math intrinsics that HIP's device libraries and Triton-AMD call
//! (`llvm.amdgcn.sqrt.f32`, `rcp`, `rsq`, `exp2`, `log`, …), by what the instruction
//! computes (AMDGPUUsage, "AMDGPU intrinsics"; the ISA's `v_sqrt_f32`, `v_rcp_f32`, …).
//! The hardware's results are within an ulp or so of the exact ones; these are the exact
//! results rounded once, as the interpreter's transcendentals are (docs/check.md). Note
//! `llvm.amdgcn.log` is the base-2 logarithm (`v_log_f32`), and `sin`/`cos` take their
//! argument in revolutions (`v_sin_f32`: sin(2π·x)).

use super::super::program::{round_float, Scalar};
use super::super::value::Value;
use super::math::{farg, sarg};

/// The value of `llvm.amdgcn.<rest>` on `args`, or `None` for a name not listed.
pub(super) fn evaluate(rest: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    let op = rest.split('.').next()?;
    let (x, y, z) = (farg(args, 0), farg(args, 1), farg(args, 2));
    let v = match op {
        "sqrt" => x.sqrt(),
        "rcp" => 1.0 / x,
        "rsq" => 1.0 / x.sqrt(),
        "exp2" => x.exp2(),
        "log" => x.log2(),
        "fract" => x - x.floor(),
        "ldexp" => x * 2f64.powi(sarg(args, 1, 32) as i32),
        "sin" => (2.0 * std::f64::consts::PI * x).sin(),
        "cos" => (2.0 * std::f64::consts::PI * x).cos(),
        "fmed3" => x.max(y).min(x.min(y).max(z)),
        _ => return None,
    };
    Some(match sc {
        Scalar::F32 => Value::F32(v as f32),
        other => round_float(other, v),
    })
}
