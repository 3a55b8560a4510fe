//! PTX's fundamental types as the asm interpreter reads and writes registers (PTX ISA,
//! "Fundamental Types"): `.bN`/`.uN`/`.sN` integers, `.f16`/`.bf16`/`.f32`/`.f64` floats, the
//! packed pairs `.f16x2`/`.bf16x2`, `.pred`.
//!
//! A register of the asm holds a [`Value`]: what the call passed (`Value::F32` for an `f`
//! constraint, `Value::F64` for a `half` widened by LLVM, an integer) or what an earlier
//! instruction wrote. An instruction reads it *at its own type*: the bits for an integer or
//! bit type, the number for a float type (an integer's bits reinterpreted, as a `mov.b32` of
//! a float register would). It writes integers and 16-bit floats as `Value::Int` bits,
//! `.f32`/`.f64` as floats; the call's result type converts at the end.

use super::super::program::{float16_bits, float16_value, Scalar};
use super::super::value::{mask, sext, Value};

/// A PTX type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PtxType {
    /// `.bN` (and untyped bits).
    Bits(u32),
    /// `.uN`.
    Unsigned(u32),
    /// `.sN`.
    Signed(u32),
    /// `.f16`.
    F16,
    /// `.bf16`.
    BF16,
    /// `.f32` (`.tf32` too, held as a float).
    F32,
    /// `.f64`.
    F64,
    /// `.f16x2`.
    F16x2,
    /// `.bf16x2`.
    BF16x2,
    /// `.pred`.
    Pred,
}

impl PtxType {
    /// The type a modifier names.
    pub(super) fn of(m: &str) -> Option<PtxType> {
        Some(match m {
            "f16" => PtxType::F16,
            "bf16" => PtxType::BF16,
            "f32" | "tf32" => PtxType::F32,
            "f64" => PtxType::F64,
            "f16x2" => PtxType::F16x2,
            "bf16x2" => PtxType::BF16x2,
            "pred" => PtxType::Pred,
            _ => {
                let (kind, bits) = m.split_at(1);
                let bits: u32 = bits.parse().ok()?;
                if !matches!(bits, 8 | 16 | 32 | 64 | 128) {
                    return None;
                }
                match kind {
                    "b" => PtxType::Bits(bits),
                    "u" => PtxType::Unsigned(bits),
                    "s" => PtxType::Signed(bits),
                    _ => return None,
                }
            }
        })
    }

    /// Width in bits.
    pub(super) fn bits(self) -> u32 {
        match self {
            PtxType::Bits(b) | PtxType::Unsigned(b) | PtxType::Signed(b) => b,
            PtxType::F16 | PtxType::BF16 => 16,
            PtxType::F32 | PtxType::F16x2 | PtxType::BF16x2 => 32,
            PtxType::F64 => 64,
            PtxType::Pred => 1,
        }
    }

    /// A scalar float type.
    pub(super) fn is_float(self) -> bool {
        matches!(
            self,
            PtxType::F16 | PtxType::BF16 | PtxType::F32 | PtxType::F64
        )
    }

    pub(super) fn is_signed(self) -> bool {
        matches!(self, PtxType::Signed(_))
    }

    /// The interpreter's scalar class of a float type.
    pub(super) fn scalar(self) -> Scalar {
        match self {
            PtxType::F16 | PtxType::F16x2 => Scalar::Half,
            PtxType::BF16 | PtxType::BF16x2 => Scalar::BFloat,
            PtxType::F32 => Scalar::F32,
            PtxType::F64 => Scalar::F64,
            PtxType::Pred => Scalar::Int(1),
            other => Scalar::Int(other.bits()),
        }
    }

    /// The 16-bit float type of a packed pair's lanes.
    pub(super) fn lane(self) -> PtxType {
        match self {
            PtxType::F16x2 => PtxType::F16,
            PtxType::BF16x2 => PtxType::BF16,
            other => other,
        }
    }
}

/// The types an instruction's modifiers name, in order (`cvt.rn.f32.s32` → `[F32, S32]`).
pub(super) fn types_of(modifiers: &[String]) -> Vec<PtxType> {
    modifiers.iter().filter_map(|m| PtxType::of(m)).collect()
}

/// A register's bits at width `bits` (floats by their encoding at that width; a `Value::F64`
/// read at 16 bits is a widened `half`).
pub(super) fn bits_at(v: &Value, bits: u32) -> u64 {
    match (v, bits) {
        (Value::F32(f), _) => u64::from(f.to_bits()) & mask(bits),
        (Value::F64(f), 16) => u64::from(float16_bits(Scalar::Half, *f)),
        (Value::F64(f), 32) => u64::from((*f as f32).to_bits()),
        (other, _) => other.bits() & mask(bits),
    }
}

/// A register's integer value at type `t`: zero- or sign-extended to 64 bits.
pub(super) fn int_of(v: &Value, t: PtxType) -> i128 {
    let b = t.bits().min(64);
    let raw = bits_at(v, b);
    if t.is_signed() {
        i128::from(sext(raw, b))
    } else {
        i128::from(raw)
    }
}

/// A register's number at float type `t`.
pub(super) fn float_of(v: &Value, t: PtxType) -> f64 {
    match (t, v) {
        (PtxType::F64, Value::F64(f)) => *f,
        (PtxType::F64, Value::F32(f)) => f64::from(*f),
        (PtxType::F64, other) => f64::from_bits(other.bits()),
        (PtxType::F32, Value::F32(f)) => f64::from(*f),
        (PtxType::F32, Value::F64(f)) => f64::from(*f as f32),
        (PtxType::F32, other) => f64::from(f32::from_bits(other.bits() as u32)),
        (PtxType::F16 | PtxType::BF16, Value::F64(f)) => *f,
        (PtxType::F16 | PtxType::BF16, Value::F32(f)) => f64::from(*f),
        (PtxType::F16 | PtxType::BF16, other) => float16_value(t.scalar(), other.bits() as u16),
        (_, other) => other.bits() as f64,
    }
}

/// The two lanes of a packed pair (low lane first).
pub(super) fn pair_of(v: &Value, t: PtxType) -> [f64; 2] {
    let bits = bits_at(v, 32);
    let sc = t.lane().scalar();
    [
        float16_value(sc, bits as u16),
        float16_value(sc, (bits >> 16) as u16),
    ]
}

/// The register value of number `x` at float type `t` (already rounded to it).
pub(super) fn float_value(x: f64, t: PtxType) -> Value {
    match t {
        PtxType::F64 => Value::F64(x),
        PtxType::F32 => Value::F32(x as f32),
        PtxType::F16 | PtxType::BF16 => Value::Int(u64::from(float16_bits(t.scalar(), x))),
        _ => Value::Int(x as u64),
    }
}

/// The register value of a packed pair (low lane first).
pub(super) fn pair_value(lanes: [f64; 2], t: PtxType) -> Value {
    let sc = t.lane().scalar();
    Value::Int(
        u64::from(float16_bits(sc, lanes[0])) | (u64::from(float16_bits(sc, lanes[1])) << 16),
    )
}

/// The register value of integer `v` at type `t` (truncated to its width).
pub(super) fn int_value(v: i128, t: PtxType) -> Value {
    Value::Int((v as u64) & mask(t.bits().min(64)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_read_at_their_instruction_type() {
        let one = Value::F32(1.0);
        assert_eq!(bits_at(&one, 32), 0x3f80_0000);
        assert_eq!(float_of(&Value::Int(0x3f80_0000), PtxType::F32), 1.0);
        assert_eq!(int_of(&Value::Int(0xffff_ffff), PtxType::Signed(32)), -1);
        assert_eq!(
            int_of(&Value::Int(0xffff_ffff), PtxType::Unsigned(32)),
            0xffff_ffff
        );
        let h = Value::F64(1.5);
        assert_eq!(bits_at(&h, 16), 0x3e00);
        let pair = pair_value([1.0, 2.0], PtxType::F16x2);
        assert_eq!(pair, Value::Int(0x4000_3c00));
        assert_eq!(pair_of(&pair, PtxType::F16x2), [1.0, 2.0]);
        assert_eq!(
            types_of(&["rn".into(), "f32".into(), "s32".into()]),
            [PtxType::F32, PtxType::Signed(32)]
        );
    }
}
