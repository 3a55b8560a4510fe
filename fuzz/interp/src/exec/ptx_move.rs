//! PTX's data movement and conversion in asm (PTX ISA, "Data Movement and Conversion
//! Instructions"): `mov` (copies, packs of a vector into one register, unpacks of one into a
//! vector) and `cvt` between every pair of scalar types — integer widening and narrowing with
//! `.sat`, integer↔float with the rounding modes (`.rn`/`.rz`/`.rm`/`.rp` to a float,
//! `.rni`/`.rzi`/`.rmi`/`.rpi` to an integer, exact), float↔float with `.ftz`, `.sat`,
//! `.relu`.

use super::super::value::{mask, Value};
use super::math::{float_to_int, Rounding};
use super::ptx_types::{bits_at, float_of, float_value, int_of, int_value, PtxType};
use super::rounding::Mode;
use syncflow_ir::ptx::PtxInstruction;

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
            let x = if i.has("rni") {
                x.round_ties_even()
            } else if i.has("rzi") {
                x.trunc()
            } else if i.has("rmi") {
                x.floor()
            } else if i.has("rpi") {
                x.ceil()
            } else {
                x
            };
            let mode = i
                .modifiers
                .iter()
                .find_map(|m| Mode::of_suffix(m))
                .unwrap_or(Mode::Nearest);
            let r = super::rounding::Inexact {
                x,
                err: std::cmp::Ordering::Equal,
            };
            let v = match to {
                PtxType::F32 => f64::from(super::rounding::round_f32(r, mode)),
                PtxType::F64 => x,
                other => super::super::program::round_float(other.scalar(), x).f64(),
            };
            let v = if sat {
                if v.is_nan() {
                    0.0
                } else {
                    v.clamp(0.0, 1.0)
                }
            } else if i.has("relu") && !v.is_nan() {
                v.max(0.0)
            } else {
                v
            };
            return Some(float_value(v, to));
        }
        let rounding = if i.has("rni") {
            Rounding::NearestEven
        } else if i.has("rmi") {
            Rounding::Down
        } else if i.has("rpi") {
            Rounding::Up
        } else {
            Rounding::TowardZero
        };
        let v = float_to_int(x, rounding, to.bits().min(64), to.is_signed());
        return Some(Value::Int(v));
    }
    let v = int_of(a, from);
    if to.is_float() {
        let mode = i
            .modifiers
            .iter()
            .find_map(|m| Mode::of_suffix(m))
            .unwrap_or(Mode::Nearest);
        return Some(match super::nvvm_math::int_to_float(v, mode, to.scalar()) {
            Value::F64(x) if to != PtxType::F64 => float_value(x, to),
            other => other,
        });
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
