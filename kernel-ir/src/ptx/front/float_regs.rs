//! Float arithmetic on untyped registers.
//!
//! PTX types an instruction, not its registers: `add.f16 %rs3, %rs1, %rs2` adds two halves
//! held in `.b16` registers, and `add.f32 %r3, %r1, %r2` two floats in `.b32` ones (Triton
//! declares every register `.b16`/`.b32`/`.b64`; the ISA, "Operand Type Information",
//! allows any register of the instruction type's width). The IR is typed by value, so a
//! float instruction whose register is an integer of the same width reads it through a
//! `bitcast` to the instruction's float type, and a result written to such a register goes
//! back through a `bitcast` to the register's type: the bits are kept, as on the hardware,
//! and the IR stays well typed (`fadd half`, not an `fadd` of `i16`s, which the interpreter
//! would refuse as "float operator on integer").
//!
//! | instruction type | IR type |
//! |---|---|
//! | `.f16` | `half` |
//! | `.bf16` | `bfloat` |
//! | `.f32` | `float` |
//! | `.f64` | `double` |
//!
//! Packed `.f16x2`/`.bf16x2` have no scalar IR type: they stay PTX (an asm call, which the
//! interpreter runs lane by lane).

use super::function::FnLower;
use crate::index::TypeId;
use crate::instruction::{CastOp, Operand};
use crate::ptx::PtxOperand;
use crate::types::Type;

/// The IR float type of a PTX float instruction type; `None` for the others.
pub(crate) fn scalar_float(ty: &str) -> Option<Type> {
    Some(match ty {
        "f16" => Type::Half,
        "bf16" => Type::BFloat,
        "f32" => Type::Float,
        "f64" => Type::Double,
        _ => return None,
    })
}

impl FnLower<'_, '_> {
    /// The bits of a type that is an integer, or `None`.
    fn int_bits(&mut self, ty: TypeId) -> Option<u32> {
        match self.ctx.types.get(ty) {
            Type::Int(b) => Some(*b),
            _ => None,
        }
    }

    /// `op` read as a value of the float type `fty`: an integer register of the same width
    /// through a `bitcast`, an immediate as the float its bits spell (`0f3F800000`,
    /// `0x3C00` for a half).
    pub(crate) fn float_value(&mut self, op: &PtxOperand, fty: TypeId) -> Operand {
        let v = self.value(op, fty);
        let vty = self.ty_of(v);
        if vty == fty {
            return v;
        }
        let width = match self.ctx.types.get(fty) {
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            _ => return v,
        };
        if self.int_bits(vty) == Some(width) {
            return self.cast(CastOp::BitCast, v, fty);
        }
        v
    }

    /// A float result `r` ready to be written to a register of type `dty`: through a
    /// `bitcast` when the register is an integer of the result's width.
    pub(crate) fn float_result(&mut self, r: Operand, dty: TypeId) -> Operand {
        let rty = self.ty_of(r);
        if rty == dty {
            return r;
        }
        let bits = match self.ctx.types.get(rty) {
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            _ => return r,
        };
        if self.int_bits(dty) == Some(bits) {
            return self.cast(CastOp::BitCast, r, dty);
        }
        r
    }
}
