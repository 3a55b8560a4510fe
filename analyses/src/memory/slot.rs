//! Per-thread slots: precision level 3 of docs/design.md §4.
//!
//! Two accesses by *different* threads conflict only if they may touch the same byte. When
//! both addresses are the same injective function of the thread id — thread `t` touches
//! `base + S·T(t) + C` and nothing else, with `T` injective over the CTA and each access at
//! most `|S|` bytes wide — the slots of different threads are disjoint, and the two accesses
//! never conflict, whatever else they are:
//!
//! ```text
//!   s[threadIdx.x] = …;   __syncthreads();   … = s[threadIdx.x];    // thread t: bytes 4t..4t+4
//! ```
//!
//! ## The forms recognised
//!
//! The byte offset from the object's start is evaluated symbolically, as a polynomial over
//! `tx, ty, tz` (`threadIdx`) and `nx, ny, nz` (`blockDim`) with integer coefficients, through
//! `getelementptr` (element sizes, struct field offsets), `add`, `sub`, `mul`, `shl` by a
//! constant, `or disjoint`, `sext` and `zext` (only of values that cannot be negative, so no
//! wrap-around changes the value), and the thread-id/block-size intrinsics. The offset is a
//! slot when it is `C + S·T` with `T` one of
//!
//! | `T` | injective over the CTA when |
//! |---|---|
//! | `tx + nx·ty + nx·ny·tz` (the flat thread id) | always (`tx < nx`, `ty < ny`) |
//! | `tx + nx·ty` | the block is at most 2-D (`block-shape = 2d` or `1d`) |
//! | `tx` | the block is 1-D (`block-shape = 1d`) |
//!
//! | `tx + (y/S)·ty + (z/S)·tz`, constant `y`, `z` (a tile `t[ty][tx]`) | the kernel states its block (`.reqntid`) and each row and plane stride spans the dimensions below it; or the input's race freedom implies it ([`super::implied`]) |
//!
//! Terms that depend on the CTA only (`blockIdx.x * blockDim.x` in a global index) are kept
//! symbolically ([`CtaUniform`]): every thread of one CTA — the only threads a barrier orders —
//! sees the same value, so two slots with equal such terms compare as above.
//!
//! Offsets in dynamic shared memory count from its start, where every `extern __shared__`
//! array begins, so slots of different `extern` arrays compare as slots of one object.
//!
//! The block shape is an assumption the user states (the `block-shape` knob); the default
//! assumes nothing, so only the flat id counts. Because `T` involves only the thread's own
//! ids, a thread touches the same slot at every execution of the access: loops do not break
//! the argument.

use super::object::MemoryObject;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use syncflow_ir::{
    BinaryOp, CastOp, ConstExprOp, Constant, Dim, Function, FunctionId, LocalDef, Module, Opcode,
    Operand, PureIntrinsic, SpecialRegister, Type, TypeId,
};

/// What the user asserts about every launch's block shape.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum BlockShape {
    /// Nothing: blocks may be 3-D.
    #[default]
    Any,
    /// `blockDim.z == 1`.
    TwoD,
    /// `blockDim.y == blockDim.z == 1`.
    OneD,
    /// Exactly this block, as a kernel's `.reqntid` states it (docs/design.md §10); never a
    /// knob value.
    #[serde(skip)]
    Exact([u32; 3]),
}

/// Which thread-index function a slot uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SlotIndex {
    /// `tx`.
    X,
    /// `tx + nx·ty`.
    XY,
    /// `tx + nx·ty + nx·ny·tz`.
    XYZ,
    /// `tx + (y/S)·ty + (z/S)·tz` with constant row and plane strides: a tile such as
    /// `tile[ty][tx]` (byte coefficients `S`, `y`, `z`; `y` or `z` non-zero). Disjoint across
    /// threads only when the block fits the rows: when the kernel states its exact block
    /// (`.reqntid`), checked against it; otherwise only when the input's race freedom implies
    /// it ([`super::implied`]).
    Tile {
        /// Bytes from one `ty` row to the next.
        y: i64,
        /// Bytes from one `tz` plane to the next.
        z: i64,
    },
}

impl SlotIndex {
    /// True when the index is injective over the CTA under `shape`.
    pub fn injective(self, shape: BlockShape) -> bool {
        match (self, shape) {
            (SlotIndex::XYZ, _) => true,
            (SlotIndex::XY, BlockShape::TwoD | BlockShape::OneD) => true,
            (SlotIndex::XY, BlockShape::Exact([_, _, z])) => z == 1,
            (SlotIndex::X, BlockShape::OneD) => true,
            (SlotIndex::X, BlockShape::Exact([_, y, z])) => y == 1 && z == 1,
            _ => false,
        }
    }
}

/// A per-thread slot: thread `t` touches `size` bytes at `offset + stride·T(t)` from the
/// object's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slot {
    /// The thread-index function.
    pub index: SlotIndex,
    /// Bytes between consecutive threads' slots.
    pub stride: i64,
    /// Bytes from the object's start to thread 0's slot.
    pub offset: i64,
    /// Bytes the access touches.
    pub size: u64,
    /// The part of the offset that depends on the CTA only (`blockIdx`, `blockDim`), the
    /// same for every thread of one CTA: `4·ctaid.x·ntid.x` in `out[blockIdx.x * blockDim.x +
    /// threadIdx.x]`.
    pub uniform: CtaUniform,
}

/// A polynomial over `blockIdx` and `blockDim` without constant term, exactly: up to four
/// monomials `(atoms, coefficient)`, sorted, unused entries `(0, 0)`. Each monomial's atoms
/// (at most three) are packed base 8, `ntid.{x,y,z}` as 1–3 and `ctaid.{x,y,z}` as 4–6.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CtaUniform([(u16, i64); 4]);

impl CtaUniform {
    /// True for offsets that do not depend on the CTA.
    pub fn is_zero(&self) -> bool {
        self.0[0].1 == 0
    }
}

impl std::fmt::Display for CtaUniform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for &(code, c) in self.0.iter().filter(|(_, c)| *c != 0) {
            write!(f, " + {c}")?;
            let mut code = code;
            while code > 0 {
                let name = match code % 8 {
                    1 => "ntid.x",
                    2 => "ntid.y",
                    3 => "ntid.z",
                    4 => "ctaid.x",
                    5 => "ctaid.y",
                    _ => "ctaid.z",
                };
                write!(f, "·{name}")?;
                code /= 8;
            }
        }
        Ok(())
    }
}

impl Slot {
    /// True when two accesses with slots `self` and `other` (of the same object) by different
    /// threads cannot touch the same byte under `shape`.
    pub fn disjoint_across_threads(&self, other: &Slot, shape: BlockShape) -> bool {
        let same = self.index == other.index
            && self.stride == other.stride
            && self.offset == other.offset
            && self.uniform == other.uniform;
        let width = self.size.max(other.size);
        match (self.index, shape) {
            (SlotIndex::Tile { y, z }, BlockShape::Exact(block)) => {
                same && tile_fits(self.stride, y, z, block, width)
            }
            _ => same && self.index.injective(shape) && width <= self.stride.unsigned_abs(),
        }
    }
}

/// True when the tile offsets `S·tx + y·ty + z·tz` of the threads of `block` start at least
/// `width` bytes apart: each dimension's stride spans everything the lower ones reach (mixed
/// radix), so two threads differing first in dimension `k` are at least the span of the
/// dimensions below `k` plus `width` apart, minus that span.
fn tile_fits(stride: i64, y: i64, z: i64, block: [u32; 3], width: u64) -> bool {
    let mut extent = i128::from(width);
    for (step, threads) in [(stride, block[0]), (y, block[1]), (z, block[2])] {
        if threads > 1 {
            let step = i128::from(step).abs();
            if step < extent {
                return false;
            }
            extent += step * i128::from(threads - 1);
        }
    }
    true
}

/// A variable of the offset polynomial.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Atom {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
}

/// The CTA-uniform monomials of `poly` (those without a thread id), encoded; `None` when there
/// are more than four.
fn cta_uniform(poly: &Poly) -> Option<CtaUniform> {
    let mut out = CtaUniform::default();
    let mut n = 0;
    for (monomial, c) in poly {
        let mut code = 0u16;
        for atom in monomial.iter().rev() {
            code = code * 8
                + match atom {
                    Atom::Ntid(d) => 1 + u16::from(*d),
                    Atom::Ctaid(d) => 4 + u16::from(*d),
                    Atom::Tid(_) => return None,
                };
        }
        *out.0.get_mut(n)? = (code, *c);
        n += 1;
    }
    out.0[..n].sort_unstable();
    Some(out)
}

/// A polynomial: monomial (sorted atoms) → coefficient. Kept small: at most 3 atoms a
/// monomial and 8 monomials.
type Poly = BTreeMap<Vec<Atom>, i64>;

fn constant(c: i64) -> Poly {
    let mut p = Poly::new();
    if c != 0 {
        p.insert(Vec::new(), c);
    }
    p
}

fn add(a: &Poly, b: &Poly, sign: i64) -> Option<Poly> {
    let mut out = a.clone();
    for (m, c) in b {
        let e = out.entry(m.clone()).or_insert(0);
        *e = e.checked_add(c.checked_mul(sign)?)?;
        if *e == 0 {
            out.remove(m);
        }
    }
    (out.len() <= 8).then_some(out)
}

fn mul(a: &Poly, b: &Poly) -> Option<Poly> {
    let mut out = Poly::new();
    for (ma, ca) in a {
        for (mb, cb) in b {
            let mut m = ma.clone();
            m.extend_from_slice(mb);
            m.sort();
            if m.len() > 3 {
                return None;
            }
            let e = out.entry(m.clone()).or_insert(0);
            *e = e.checked_add(ca.checked_mul(*cb)?)?;
            if *e == 0 {
                out.remove(&m);
            }
        }
    }
    (out.len() <= 8).then_some(out)
}

fn dim(d: Dim) -> u8 {
    match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

/// The thread-index function and stride of a constant-free offset polynomial `S·T(t)`, when
/// it has one of the recognised forms.
fn index_of(rest: &Poly) -> Option<(SlotIndex, i64)> {
    let (tx, ty, tz) = (Atom::Tid(0), Atom::Tid(1), Atom::Tid(2));
    let (nx, ny) = (Atom::Ntid(0), Atom::Ntid(1));
    let stride = *rest.get(&vec![tx])?;
    if stride == 0 {
        return None;
    }
    let sorted = |atoms: &[Atom]| {
        let mut v = atoms.to_vec();
        v.sort();
        v
    };
    let xy: Poly = [(vec![tx], stride), (sorted(&[nx, ty]), stride)]
        .into_iter()
        .collect();
    let xyz: Poly = [
        (vec![tx], stride),
        (sorted(&[nx, ty]), stride),
        (sorted(&[nx, ny, tz]), stride),
    ]
    .into_iter()
    .collect();
    let x: Poly = [(vec![tx], stride)].into_iter().collect();
    let index = if *rest == x {
        SlotIndex::X
    } else if *rest == xy {
        SlotIndex::XY
    } else if *rest == xyz {
        SlotIndex::XYZ
    } else if rest.keys().all(|m| matches!(m.as_slice(), [Atom::Tid(_)])) {
        // Constant coefficients of tx (the stride), ty and tz only.
        let coefficient = |d: u8| rest.get(&vec![Atom::Tid(d)]).copied().unwrap_or(0);
        SlotIndex::Tile {
            y: coefficient(1),
            z: coefficient(2),
        }
    } else {
        return None;
    };
    Some((index, stride))
}

/// True for the objects whose offsets count from a start every thread agrees on: named shared
/// and global arrays, dynamic shared memory, `noalias` buffers.
fn has_slots(object: &MemoryObject) -> bool {
    matches!(
        object,
        MemoryObject::SharedVariable(_)
            | MemoryObject::DynamicShared
            | MemoryObject::GlobalVariable(_)
            | MemoryObject::NoaliasParam(..)
    )
}

/// Evaluates the offsets of one function's accesses.
pub struct SlotEvaluator<'m> {
    module: &'m Module,
    func: &'m Function,
    kernel: bool,
}

impl<'m> SlotEvaluator<'m> {
    /// An evaluator for function `f`.
    pub fn new(module: &'m Module, f: FunctionId) -> Self {
        let func = &module.functions[f];
        SlotEvaluator {
            module,
            func,
            kernel: func.is_kernel,
        }
    }

    /// The slot of an access of `size` bytes through `pointer` into `object`, if its address
    /// has one of the recognised forms.
    pub fn slot(&self, pointer: Operand, object: &MemoryObject, size: u64) -> Option<Slot> {
        if !has_slots(object) {
            return None;
        }
        let offset = self.byte_offset(pointer, 0)?;
        let c = offset.get(&Vec::new()).copied().unwrap_or(0);
        let mut rest = offset;
        rest.remove(&Vec::new());
        // Split off what depends on the CTA only: one value for all the threads that can meet.
        let (threads, uniform): (Poly, Poly) = rest
            .into_iter()
            .partition(|(m, _)| m.iter().any(|a| matches!(a, Atom::Tid(_))));
        let (index, stride) = index_of(&threads)?;
        Some(Slot {
            index,
            stride,
            offset: c,
            size,
            uniform: cta_uniform(&uniform)?,
        })
    }

    /// The byte offset of `pointer` into `object` when it is a constant (`s[0]`, a field):
    /// the same for every thread.
    pub fn constant_offset(&self, pointer: Operand, object: &MemoryObject) -> Option<i64> {
        if !has_slots(object) {
            return None;
        }
        let offset = self.byte_offset(pointer, 0)?;
        match offset.len() {
            0 => Some(0),
            1 => offset.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    /// The thread-index function `T` when integer `value` is `m·T(t)` for a constant `m ≠ 0`
    /// and `T` one of `tx`, the flat 2-D id or the flat id: then `value == 0` exactly when
    /// `T(t) == 0`.
    pub fn thread_index(&self, value: Operand) -> Option<SlotIndex> {
        let poly = self.value(value, 0)?;
        if poly.contains_key(&Vec::new()) {
            return None;
        }
        match index_of(&poly)? {
            (SlotIndex::Tile { .. }, _) => None,
            (index, _) => Some(index),
        }
    }

    /// Bytes from the object's start to `pointer`.
    fn byte_offset(&self, pointer: Operand, depth: usize) -> Option<Poly> {
        if depth > 32 {
            return None;
        }
        match pointer {
            Operand::Global(_) => Some(Poly::new()),
            Operand::Local(l) => match self.func.locals[l].def {
                LocalDef::Param(_) => self.kernel.then(Poly::new),
                LocalDef::Inst(i) => {
                    let inst = &self.func.insts[i];
                    match &inst.opcode {
                        Opcode::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {
                            self.byte_offset(inst.operands[0], depth + 1)
                        }
                        Opcode::GetElementPtr { source, .. } => {
                            let base = self.byte_offset(inst.operands[0], depth + 1)?;
                            let step = self.gep_offset(*source, &inst.operands[1..], depth)?;
                            add(&base, &step, 1)
                        }
                        _ => None,
                    }
                }
            },
            Operand::Const(c) => match &self.module.constants[c] {
                Constant::Expr {
                    op: ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast),
                    operands,
                    ..
                } => self.byte_offset(operands[0], depth + 1),
                Constant::Expr {
                    op: ConstExprOp::GetElementPtr { source, .. },
                    operands,
                    ..
                } => {
                    let base = self.byte_offset(operands[0], depth + 1)?;
                    let step = self.gep_offset(*source, &operands[1..], depth)?;
                    add(&base, &step, 1)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The byte offset a GEP's indices add: the first scales the source element type, each
    /// next one steps into an array/vector element or a struct field.
    fn gep_offset(&self, source: TypeId, indices: &[Operand], depth: usize) -> Option<Poly> {
        let types = &self.module.types;
        let mut total = Poly::new();
        let mut ty = source;
        for (k, idx) in indices.iter().enumerate() {
            if k == 0 {
                let size = i64::try_from(types.alloc_size(ty)?).ok()?;
                total = add(
                    &total,
                    &mul(&self.value(*idx, depth + 1)?, &constant(size))?,
                    1,
                )?;
                continue;
            }
            match types.get(types.resolve(ty)).clone() {
                Type::Struct { fields, packed } => {
                    let field = usize::try_from(self.module.const_int(*idx)?).ok()?;
                    let mut offset = 0u64;
                    for (i, f) in fields.iter().enumerate() {
                        let align = if packed { 1 } else { types.abi_align(*f)? };
                        offset = offset.div_ceil(align) * align;
                        if i == field {
                            break;
                        }
                        offset += types.alloc_size(*f)?;
                    }
                    total = add(&total, &constant(i64::try_from(offset).ok()?), 1)?;
                    ty = *fields.get(field)?;
                }
                Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                    let size = i64::try_from(types.alloc_size(elem)?).ok()?;
                    total = add(
                        &total,
                        &mul(&self.value(*idx, depth + 1)?, &constant(size))?,
                        1,
                    )?;
                    ty = elem;
                }
                _ => return None,
            }
        }
        Some(total)
    }

    /// An integer value as a polynomial over the thread ids and block sizes.
    fn value(&self, op: Operand, depth: usize) -> Option<Poly> {
        if depth > 32 {
            return None;
        }
        match op {
            Operand::Const(_) => Some(constant(i64::try_from(self.module.const_int(op)?).ok()?)),
            Operand::Local(l) => {
                let LocalDef::Inst(i) = self.func.locals[l].def else {
                    return None;
                };
                let inst = &self.func.insts[i];
                let operand = |n: usize| self.value(inst.operands[n], depth + 1);
                match &inst.opcode {
                    Opcode::Binary(BinaryOp::Add) => add(&operand(0)?, &operand(1)?, 1),
                    Opcode::Binary(BinaryOp::Sub) => add(&operand(0)?, &operand(1)?, -1),
                    Opcode::Binary(BinaryOp::Mul) => mul(&operand(0)?, &operand(1)?),
                    Opcode::Binary(BinaryOp::Shl) => {
                        let shift = self.module.const_int(inst.operands[1])?;
                        if !(0..32).contains(&shift) {
                            return None;
                        }
                        mul(&operand(0)?, &constant(1i64 << shift))
                    }
                    Opcode::Binary(BinaryOp::Or)
                        if self.module.source[inst.span.range()].contains(" or disjoint ") =>
                    {
                        add(&operand(0)?, &operand(1)?, 1)
                    }
                    Opcode::Cast(CastOp::SExt) => operand(0),
                    Opcode::Cast(CastOp::ZExt) => {
                        // Only values that cannot be negative: then zext does not change them.
                        let p = operand(0)?;
                        p.values().all(|c| *c >= 0).then_some(p)
                    }
                    Opcode::Call { .. } => match self.module.pure_intrinsic(self.func, i)? {
                        PureIntrinsic::SpecialRegister(SpecialRegister::ThreadId(d)) => {
                            Some([(vec![Atom::Tid(dim(d))], 1)].into_iter().collect())
                        }
                        PureIntrinsic::SpecialRegister(SpecialRegister::BlockDim(d)) => {
                            Some([(vec![Atom::Ntid(dim(d))], 1)].into_iter().collect())
                        }
                        PureIntrinsic::SpecialRegister(SpecialRegister::BlockId(d)) => {
                            Some([(vec![Atom::Ctaid(dim(d))], 1)].into_iter().collect())
                        }
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        }
    }
}
