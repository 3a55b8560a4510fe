//! Value semantics: what LLVM's binary operators and casts compute on the interpreter's
//! [`Value`]s (wrapping integer arithmetic at the operand's width, IEEE float arithmetic, the
//! poison-free corner cases as documented on each function), and zero values of types.

use super::*;

/// The zero value of a type.
pub fn zero_value(m: &Module, ty: TypeId) -> Value {
    match scalar(m, ty) {
        Scalar::Int(_) => Value::Int(0),
        Scalar::F32 => Value::F32(0.0),
        Scalar::F64 | Scalar::Half | Scalar::BFloat => Value::F64(0.0),
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
    round_float(scalar, v)
}

/// LLVM's float operators (`fadd` … `frem`) in the precision of `T` (`f32` for `float`, `f64`
/// for the others, which [`apply_binary`] rounds once afterwards); `None` for an integer one.
fn float_arith<T>(op: BinaryOp, x: T, y: T) -> Option<T>
where
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    use BinaryOp::*;
    Some(match op {
        FAdd => x + y,
        FSub => x - y,
        FMul => x * y,
        FDiv => x / y,
        FRem => x % y,
        _ => return None,
    })
}

/// Integer or floating-point binary arithmetic; `Err` for division by zero.
pub fn apply_binary(op: BinaryOp, sc: Scalar, a: &Value, b: &Value) -> Result<Value, &'static str> {
    use BinaryOp::*;
    const NOT_FLOAT: &str = "integer operator on float";
    if let Scalar::F32 = sc {
        let (x, y) = (a.f64() as f32, b.f64() as f32);
        return float_arith(op, x, y).map(Value::F32).ok_or(NOT_FLOAT);
    }
    // A `half`/`bfloat` operation is the exact result rounded once: computed in `f64`, which
    // holds the exact sum, difference and product of two 11-bit (8-bit) significands, and a
    // quotient rounded to 53 bits, which rounds to the same 11 bits as the exact one
    // (53 ≥ 2·11 + 2).
    if matches!(sc, Scalar::F64 | Scalar::Half | Scalar::BFloat) {
        let v = float_arith(op, a.f64(), b.f64()).ok_or(NOT_FLOAT)?;
        return Ok(float_of(sc, v));
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

/// An integer converted to a float class, rounded once (to nearest, ties to even).
fn int_to_float(to: Scalar, v: i128) -> Value {
    match to {
        Scalar::F32 => Value::F32(v as f32),
        // Every value a half can take is below 2^16: rounding through f64 (exact below 2^53)
        // rounds once. A bfloat's range is wider; above 2^53 the f64 step may round too.
        _ => round_float(to, v as f64),
    }
}

/// A value's bytes in layout `from` read back in layout `to` (`bitcast`, which keeps the
/// bits: `<2 x half>` to `i32`, `float` to `i32`, `<4 x i8>` to `i32`).
pub fn bitcast(from: &Layout, to: &Layout, v: &Value) -> Value {
    let size = from.size().max(to.size()) as usize;
    // A scalar (the PTX front-end's `.b32` register read as a `float`: every float
    // instruction of Triton's PTX) goes through the stack, not a heap buffer.
    if size <= 8 {
        let mut bytes = [0u8; 8];
        super::super::memory::encode(&mut bytes[..from.size() as usize], from, v);
        return super::super::memory::decode(&bytes[..to.size() as usize], to);
    }
    let mut bytes = vec![0u8; size];
    super::super::memory::encode(&mut bytes[..from.size() as usize], from, v);
    super::super::memory::decode(&bytes[..to.size() as usize], to)
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
        UIToFP => int_to_float(to, i128::from(v.bits() & mask(from_bits))),
        SIToFP => int_to_float(to, i128::from(sext(v.bits(), from_bits))),
        PtrToInt | PtrToAddr => Value::Int(v.bits() & mask(to_bits)),
        IntToPtr => Value::Ptr(Pointer::decode(v.bits())),
        AddrSpaceCast => Value::Ptr(v.ptr()),
        // Bitcasts between layouts (vectors, halves) are `Op::BitCast`, through bytes.
        BitCast => match (from, to) {
            (_, Scalar::Ptr) => Value::Ptr(v.ptr()),
            (_, Scalar::F32) => Value::F32(f32::from_bits(v.bits() as u32)),
            (_, Scalar::F64) => Value::F64(f64::from_bits(v.bits())),
            (_, Scalar::Int(b)) => Value::Int(v.bits() & mask(b)),
            _ => v.clone(),
        },
    }
}
