//! PTX's data movement and conversion in asm (PTX ISA, "Data Movement and Conversion
//! Instructions"): `mov` (copies, packs of a vector into one register, unpacks of one into a
//! vector) and `cvt` between every pair of scalar types — integer widening and narrowing with
//! `.sat`, integer↔float with the rounding modes (`.rn`/`.rz`/`.rm`/`.rp` to a float,
//! `.rni`/`.rzi`/`.rmi`/`.rpi` to an integer, exact), float↔float with `.ftz`, `.sat`,
//! `.relu`.

use super::super::value::{mask, Value};
use super::math::{float_to_int, Rounding};
use super::ptx_float::{exact, mode_of, saturate};
use super::ptx_types::{bits_at, float_of, float_value, int_of, int_value, PtxType};
use syncflow_ir::ptx::PtxInstruction;

/// The integer rounding modifier of `i` (`.rni`, `.rzi`, `.rmi`, `.rpi`), if any.
fn integer_rounding(i: &PtxInstruction) -> Option<Rounding> {
    [
        ("rni", Rounding::NearestEven),
        ("rzi", Rounding::TowardZero),
        ("rmi", Rounding::Down),
        ("rpi", Rounding::Up),
    ]
    .into_iter()
    .find(|(m, _)| i.has(m))
    .map(|(_, r)| r)
}

/// `cvt.{mode}.D.S a` (and `cvt.pack`-free forms): every pair of scalar types.
pub(super) fn convert(i: &PtxInstruction, to: PtxType, from: PtxType, a: &Value) -> Option<Value> {
    let sat = i.has("sat");
    if from.is_float() {
        let x = float_of(a, from);
        let x = if from == PtxType::F32 && i.has("ftz") && x.abs() < f64::from(f32::MIN_POSITIVE) {
            0.0f64.copysign(x)
        } else {
            x
        };
        if to.is_float() {
            // Integer-rounding modifiers on float→float round to an integral value.
            let x = match integer_rounding(i) {
                Some(Rounding::NearestEven) => x.round_ties_even(),
                Some(Rounding::TowardZero) => x.trunc(),
                Some(Rounding::Down) => x.floor(),
                Some(Rounding::Up) => x.ceil(),
                None => x,
            };
            let v = match to {
                PtxType::F32 => f64::from(super::rounding::round_f32(exact(x), mode_of(i))),
                PtxType::F64 => x,
                other => super::super::program::round_float(other.scalar(), x).f64(),
            };
            return Some(float_value(saturate(i, v), to));
        }
        let rounding = integer_rounding(i).unwrap_or(Rounding::TowardZero);
        let v = float_to_int(x, rounding, to.bits().min(64), to.is_signed());
        return Some(Value::Int(v));
    }
    let v = int_of(a, from);
    if to.is_float() {
        return Some(
            match super::nvvm_math::int_to_float(v, mode_of(i), to.scalar()) {
                Value::F64(x) if to != PtxType::F64 => float_value(x, to),
                other => other,
            },
        );
    }
    let w = to.bits().min(64);
    let v = if sat {
        if to.is_signed() {
            v.clamp(-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        } else {
            v.clamp(0, (1i128 << w) - 1)
        }
    } else {
        v
    };
    // A narrower signed destination is sign-extended in a wider register (`cvt.s8.s32`
    // keeps the register's width): the low bits are what a later use reads.
    Some(int_value(v, to))
}

/// `mov`: a copy, or a pack of a vector source into one wider register (`mov.b64 %rd,
/// {%r1, %r2}`, low element first), or an unpack of one register into a vector destination.
pub(super) fn mov(i: &PtxInstruction, srcs: &[Value], t: PtxType) -> Vec<Value> {
    let dest_elements = match i.operands.first() {
        Some(syncflow_ir::ptx::PtxOperand::Vector(items)) => items.len(),
        _ => 1,
    };
    if srcs.len() > 1 {
        // Pack.
        let lane_bits = t.bits() / srcs.len() as u32;
        let v = srcs.iter().enumerate().fold(0u64, |acc, (k, x)| {
            acc | (bits_at(x, lane_bits) << (lane_bits * k as u32))
        });
        return vec![Value::Int(v & mask(t.bits().min(64)))];
    }
    let src = srcs.first().cloned().unwrap_or(Value::Undef);
    if dest_elements > 1 {
        let lane_bits = t.bits() / dest_elements as u32;
        let bits = bits_at(&src, t.bits().min(64));
        return (0..dest_elements)
            .map(|k| Value::Int((bits >> (lane_bits * k as u32)) & mask(lane_bits)))
            .collect();
    }
    vec![match (t, &src) {
        (_, Value::Ptr(_)) => src,
        (PtxType::F32 | PtxType::F64, _) => float_value(float_of(&src, t), t),
        (PtxType::Pred, _) => Value::Int(src.bits() & 1),
        _ => Value::Int(bits_at(&src, t.bits().min(64))),
    }]
}
