//! Value semantics: what LLVM's binary operators and casts compute on the interpreter's
//! [`Value`]s (wrapping integer arithmetic at the operand's width, IEEE float arithmetic, the
//! poison-free corner cases as documented on each function), and zero values of types.

use super::*;

/// The zero value of a type.
pub fn zero_value(m: &Module, ty: TypeId) -> Value {
    match scalar(m, ty) {
        Scalar::Int(_) => Value::Int(0),
        Scalar::F32 => Value::F32(0.0),
        Scalar::F64 | Scalar::Half => Value::F64(0.0),
        Scalar::Ptr => Value::Ptr(Pointer::NULL),
        Scalar::Other => match m.types.get(m.types.resolve(ty)) {
            Type::Struct { fields, .. } => {
                Value::Agg(fields.iter().map(|f| zero_value(m, *f)).collect())
            }
            Type::Array { len, elem } if *len <= 4096 => {
                Value::Agg((0..*len).map(|_| zero_value(m, *elem)).collect())
            }
            Type::Vector { len, elem, .. } => {
                Value::Agg((0..*len).map(|_| zero_value(m, *elem)).collect())
            }
            _ => Value::Undef,
        },
    }
}

fn float_of(scalar: Scalar, v: f64) -> Value {
    match scalar {
        Scalar::F32 => Value::F32(v as f32),
        _ => Value::F64(v),
    }
}

/// Integer or floating-point binary arithmetic; `Err` for division by zero.
pub fn apply_binary(op: BinaryOp, sc: Scalar, a: &Value, b: &Value) -> Result<Value, &'static str> {
    use BinaryOp::*;
    if let Scalar::F32 = sc {
        let (x, y) = (a.f64() as f32, b.f64() as f32);
        return Ok(Value::F32(match op {
            FAdd => x + y,
            FSub => x - y,
            FMul => x * y,
            FDiv => x / y,
            FRem => x % y,
            _ => return Err("integer operator on float"),
        }));
    }
    if matches!(sc, Scalar::F64 | Scalar::Half) {
        let (x, y) = (a.f64(), b.f64());
        return Ok(float_of(
            sc,
            match op {
                FAdd => x + y,
                FSub => x - y,
                FMul => x * y,
                FDiv => x / y,
                FRem => x % y,
                _ => return Err("integer operator on float"),
            },
        ));
    }
    let bits = match sc {
        Scalar::Int(b) => b,
        _ => 64,
    };
    let m = mask(bits);
    let (x, y) = (a.bits() & m, b.bits() & m);
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let shift_ok = y < u64::from(bits);
    let v = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        UDiv => x.checked_div(y).ok_or("division by zero")?,
        SDiv => sx.checked_div(sy).ok_or("division by zero")? as u64,
        URem => x.checked_rem(y).ok_or("division by zero")?,
        SRem => sx.checked_rem(sy).ok_or("division by zero")? as u64,
        Shl => {
            if shift_ok {
                x << y
            } else {
                0
            }
        }
        LShr => {
            if shift_ok {
                x >> y
            } else {
                0
            }
        }
        AShr => {
            if shift_ok {
                (sx >> y) as u64
            } else {
                0
            }
        }
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        FAdd | FSub | FMul | FDiv | FRem => return Err("float operator on integer"),
    };
    Ok(Value::Int(v & m))
}

/// A conversion.
pub fn apply_cast(op: CastOp, from: Scalar, to: Scalar, v: &Value) -> Value {
    use CastOp::*;
    let to_bits = match to {
        Scalar::Int(b) => b,
        _ => 64,
    };
    let from_bits = match from {
        Scalar::Int(b) => b,
        _ => 64,
    };
    match op {
        Trunc | ZExt => Value::Int(v.bits() & mask(from_bits) & mask(to_bits)),
        SExt => Value::Int(sext(v.bits(), from_bits) as u64 & mask(to_bits)),
        FPTrunc | FPExt => float_of(to, v.f64()),
        FPToUI => Value::Int((v.f64() as u64) & mask(to_bits)),
        FPToSI => Value::Int((v.f64() as i64) as u64 & mask(to_bits)),
        UIToFP => float_of(to, (v.bits() & mask(from_bits)) as f64),
        SIToFP => float_of(to, sext(v.bits(), from_bits) as f64),
        PtrToInt | PtrToAddr => Value::Int(v.bits() & mask(to_bits)),
        IntToPtr => Value::Ptr(Pointer::decode(v.bits())),
        AddrSpaceCast => Value::Ptr(v.ptr()),
        BitCast => match (from, to) {
            (_, Scalar::Ptr) => Value::Ptr(v.ptr()),
            (_, Scalar::F32) => Value::F32(f32::from_bits(v.bits() as u32)),
            (_, Scalar::F64) => Value::F64(f64::from_bits(v.bits())),
            (_, Scalar::Int(b)) => Value::Int(v.bits() & mask(b)),
            _ => v.clone(),
        },
    }
}
