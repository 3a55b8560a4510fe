//! Constants: literals, aggregates and constant expressions.
//!
//! Constant expressions matter to GPU analyses because clang folds address arithmetic on
//! `__shared__` arrays into them: `getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @s to
//! ptr), i64 16)` is a generic pointer into shared array `@s`. They nest arbitrarily; each level
//! is its own [`Constant`] referring to the next by [`Operand::Const`].

use super::index::TypeId;
use super::instruction::{BinaryOp, CastOp, Operand, Predicate};

/// The bits of a floating-point literal.
#[derive(Clone, Debug, PartialEq)]
pub enum FloatBits {
    /// Decimal literals and `0x` + 16 hex digits: LLVM writes `float` and `double` constants as
    /// the bits of a `double`.
    Double(f64),
    /// `0xH` (half) or `0xR` (bfloat): 16 bits.
    Half(u16),
    /// `0xK` (x86_fp80), `0xL` (fp128), `0xM` (ppc_fp128): kept as written.
    Wide(String),
}

/// One constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// An integer literal (`true`/`false` are `i1` 1/0). Wider than 128 bits: low bits kept.
    Int {
        /// The type.
        ty: TypeId,
        /// The value, sign as written.
        value: i128,
    },
    /// A floating-point literal.
    Float {
        /// The type.
        ty: TypeId,
        /// The bits.
        bits: FloatBits,
    },
    /// `null` of a pointer type.
    Null(TypeId),
    /// `undef`.
    Undef(TypeId),
    /// `poison`.
    Poison(TypeId),
    /// `zeroinitializer`.
    Zero(TypeId),
    /// `none` (token).
    NoneToken(TypeId),
    /// `[ … ]`, `{ … }`, `< … >`, `<{ … }>`: element operands.
    Aggregate {
        /// The aggregate type.
        ty: TypeId,
        /// The elements.
        elements: Vec<Operand>,
    },
    /// `c"…"`, escapes resolved.
    Bytes {
        /// The array type.
        ty: TypeId,
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// A constant expression.
    Expr {
        /// The result type.
        ty: TypeId,
        /// The operation.
        op: ConstExprOp,
        /// Its operands (for `getelementptr`: base, then indices).
        operands: Vec<Operand>,
    },
    /// `blockaddress(@f, %bb)`, `dso_local_equivalent @f`, `no_cfi @f` and anything else
    /// pointer-valued we keep by keyword; operands are the symbols mentioned.
    Symbolic {
        /// The type.
        ty: TypeId,
        /// The keyword.
        keyword: String,
        /// The symbols.
        operands: Vec<Operand>,
    },
}

/// The operation of a constant expression.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExprOp {
    /// A conversion.
    Cast(CastOp),
    /// `getelementptr [inbounds] (T, …)`.
    GetElementPtr {
        /// The source element type.
        source: TypeId,
        /// `inbounds`.
        inbounds: bool,
    },
    /// Binary arithmetic.
    Binary(BinaryOp),
    /// `icmp`.
    ICmp(Predicate),
    /// `fcmp`.
    FCmp(Predicate),
    /// Any other expression (`select`, `extractelement`, `splat`, …), by keyword.
    Other(String),
}

impl Constant {
    /// The type of the constant.
    pub fn ty(&self) -> TypeId {
        match self {
            Constant::Int { ty, .. }
            | Constant::Float { ty, .. }
            | Constant::Null(ty)
            | Constant::Undef(ty)
            | Constant::Poison(ty)
            | Constant::Zero(ty)
            | Constant::NoneToken(ty)
            | Constant::Aggregate { ty, .. }
            | Constant::Bytes { ty, .. }
            | Constant::Expr { ty, .. }
            | Constant::Symbolic { ty, .. } => *ty,
        }
    }

    /// The integer value of an integer literal.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        }
    }
}
