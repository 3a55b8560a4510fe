//! # Footprints: where inside its object an access lands
//!
//! Precision level 2 knows *which* object an access touches; level 3 also knows *where* in
//! it. A [`Footprint`] describes, for every thread `t` of a CTA, the bytes an access may touch
//! as
//!
//! ```text
//!   base + [lo, hi)            (a byte range: every thread's bytes lie in it)
//!   base + C + S·T(t), size    (a per-thread slot, super::slot)
//! ```
//!
//! where **`base`** is a [`UniformBase`]: a polynomial over CTA-uniform atoms — block ids and
//! sizes, and SSA values every thread of the CTA holds equal (kernel parameters, uniform
//! phis, uniform loads, and operations over them; [`super::offset`]) — the *same value in
//! every thread at the same moment*; and `lo`, `hi`, `C`, `S` are constants.
//!
//! ## Worked example
//!
//! XLA and Triton carve one `extern` buffer (`@global_smem = external addrspace(3) global
//! [0 x i8]`) into tiles at constant offsets:
//!
//! ```text
//!   %a = gep float, @global_smem, (and %tid, 63)                  footprint: base 0, [0, 256)
//!   %b = gep float, gep (i8, @global_smem, 4096), %tid            footprint: base 0, [4096, 8192)
//!   store %a; __syncthreads(); load %b                            (block of ≤ 1024 threads)
//! ```
//!
//! Level 2 sees one object on both sides and keeps the barrier; level 3 sees two ranges of
//! equal base that do not meet, and removes it. A ping-pong buffer indexed `temp[pout·n + t]`
//! has base `4·pout·n` and the slot `4·tid.x`: its accesses meet no other thread's slot *as
//! long as `pout` has not changed*.
//!
//! ## The rule
//!
//! Two accesses of the same object with **equal bases** touch disjoint bytes in different
//! threads when their ranges do not meet, or when their slots are the same injective slot
//! (`Slot::disjoint_across_threads`). Anything else — different objects, different bases, a
//! footprint against a whole object — is decided at level 2.
//!
//! ## Why it is sound
//!
//! Let `A` (thread `t`) and `B` (thread `t' ≠ t`) be accesses on the two sides of barrier
//! `b`, with footprints of one object and the same base polynomial `U`.
//!
//! 1. *Ranges.* The evaluator bounds the thread-dependent part of each offset over every
//!    thread of every launch the block extent allows (`super::extent`), so `A` touches
//!    bytes in `U(A) + [lo_A, hi_A)` and `B` in `U(B) + [lo_B, hi_B)`, where `U(A)` is the
//!    value of `U` thread `t` computed for `A`. If `U(A) = U(B)`, disjoint ranges give
//!    disjoint bytes.
//! 2. *Slots.* As in [`super::slot`], with both offsets measured from `U(A) = U(B)`.
//! 3. *Equal values.* Atoms of the block (`ctaid`, `ntid`, `nctaid`) and constants have one
//!    value in the CTA. A leaf (an SSA value) does not: a thread computes it anew each time
//!    its definition executes. `U(A) = U(B)` holds when every leaf of `U`
//!    - is **stably uniform**: uniform (the uniformity analysis) and defined in a block no
//!      divergent branch controls — so every thread of the CTA executes the definition the
//!      same number of times before any barrier instance, each time with the value the
//!      others compute the same time — and belongs to the function being decided; and
//!    - is **not redefined** on the path from `A` to `b` nor from `b` to `B`
//!      (`super::redefinition`): then `t` still holds at `b` the value it used at `A`, `t'`
//!      at `B` the value it held at `b`, and at `b` (one barrier instance, reached by all)
//!      both hold the value of the same execution of the definition.
//!
//!    A phi at a loop header is redefined on every trip around the back edge: `temp[pout·n +
//!    t]` written before the barrier at the bottom of the loop and read after it at the top
//!    of the next iteration uses two values of `pout`, and the two accesses are *not* in the
//!    same slot (the read may be another thread's slot of the previous iteration). The
//!    hazard analysis turns such a class into its whole object when it crosses the
//!    definition; a footprint whose leaves are not stably uniform is its whole object from
//!    the start.
//! 4. *Wrap-around.* The polynomial is exact only where no intermediate value wraps: the
//!    evaluator drops thread-dependent parts that may leave their integer type, and an
//!    address computation that wraps in its CTA-uniform part is, like an address outside its
//!    object, assumed not to happen (a sum that leaves the type is a different address than
//!    the one computed, in every thread alike).
//!
//! Ranges need no injectivity and no race freedom: they hold for any two threads, the same
//! thread included, which is why a removal can also rely on them between accesses of one
//! thread.

use super::extent::Interval;
use super::offset::{Atom, Expr, OffsetEvaluator, Poly};
use super::poly::collect_leaves;
use super::slot::{index_of, BlockShape, Slot};
use syncflow_ir::{FunctionId, LocalId, Module, Operand};

/// The CTA-uniform part of an offset: monomials without thread ids (no constant term).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UniformBase {
    terms: Box<[(Box<[Atom]>, i64)]>,
    /// The function whose SSA values the leaves are (`None` when there are none).
    function: Option<FunctionId>,
    /// Every leaf of the terms, operations' operands included, sorted.
    leaves: Box<[LocalId]>,
}

impl UniformBase {
    /// The base of the uniform monomials `poly` of function `f`.
    pub fn new(poly: &Poly, f: FunctionId) -> Self {
        let mut leaves = Vec::new();
        collect_leaves(poly, &mut leaves);
        leaves.sort_unstable();
        leaves.dedup();
        UniformBase {
            terms: poly
                .iter()
                .map(|(m, c)| (m.clone().into_boxed_slice(), *c))
                .collect(),
            function: (!leaves.is_empty()).then_some(f),
            leaves: leaves.into_boxed_slice(),
        }
    }

    /// The terms as a polynomial.
    pub fn terms(&self) -> Poly {
        self.terms.iter().map(|(m, c)| (m.to_vec(), *c)).collect()
    }

    /// True for offsets without a CTA-uniform part.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The SSA values the base depends on (empty: block atoms and constants only).
    pub fn leaves(&self) -> &[LocalId] {
        &self.leaves
    }

    /// The function those values belong to.
    pub fn function(&self) -> Option<FunctionId> {
        self.function
    }

    /// ` + 4·ctaid.x·ntid.x + 4·%pout·%n`, for reports.
    pub fn describe(&self, module: &Module) -> String {
        let func = self.function.map(|f| &module.functions[f]);
        let mut out = String::new();
        for (m, c) in self.terms.iter() {
            out.push_str(&format!(" + {c}"));
            for a in m.iter() {
                out.push('·');
                out.push_str(&describe_atom(a, func));
            }
        }
        out
    }
}

fn describe_atom(a: &Atom, func: Option<&syncflow_ir::Function>) -> String {
    let d = |d: &u8| ["x", "y", "z"][usize::from(*d).min(2)];
    match a {
        Atom::Tid(k) => format!("tid.{}", d(k)),
        Atom::Ntid(k) => format!("ntid.{}", d(k)),
        Atom::Ctaid(k) => format!("ctaid.{}", d(k)),
        Atom::Nctaid(k) => format!("nctaid.{}", d(k)),
        Atom::Leaf(l) => match func {
            Some(f) => format!("%{}", f.local_name(*l)),
            None => "%?".to_string(),
        },
        Atom::Op(t) => {
            let args: Vec<String> = t.args.iter().map(|p| describe_poly(p, func)).collect();
            format!("{}({})", t.op, args.join(", "))
        }
    }
}

fn describe_poly(p: &Poly, func: Option<&syncflow_ir::Function>) -> String {
    if p.is_empty() {
        return "0".into();
    }
    let terms: Vec<String> = p
        .iter()
        .map(|(m, c)| {
            let mut s = c.to_string();
            for a in m {
                s.push('·');
                s.push_str(&describe_atom(a, func));
            }
            s
        })
        .collect();
    terms.join(" + ")
}

/// Bytes `[lo, hi)` from a footprint's base.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ByteRange {
    /// The first byte.
    pub lo: i64,
    /// One past the last byte.
    pub hi: i64,
}

impl ByteRange {
    /// True when no byte is in both.
    pub fn disjoint(&self, other: &ByteRange) -> bool {
        self.hi <= other.lo || other.hi <= self.lo
    }
}

/// Where in its object an access lands (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Footprint {
    /// The CTA-uniform base.
    pub base: UniformBase,
    /// The bytes every thread's access lies in, under the function's block extent.
    pub range: Option<ByteRange>,
    /// The same under the hardware's limits alone (equal to `range` when the function states
    /// nothing about its block), so a reason can tell when a stated block was needed.
    pub hardware_range: Option<ByteRange>,
    /// The per-thread slot.
    pub slot: Option<Slot>,
    /// The bytes every thread's access lies in from the object's start, whatever value the
    /// base holds — when the base is bounded (`512·(i & 1)`: 0 or 512) — under the function's
    /// block extent; and under the hardware's limits.
    pub absolute: Option<ByteRange>,
    /// [`Footprint::absolute`] under the hardware's limits alone.
    pub hardware_absolute: Option<ByteRange>,
}

/// Why two footprints do not meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separation {
    /// Their byte ranges are disjoint; `stated` when only under the function's stated block.
    Ranges {
        /// The ranges under the hardware's limits meet.
        stated: bool,
    },
    /// Different threads' slots.
    Slots,
}

impl Footprint {
    /// Why accesses with footprints `self` and `other` of one object, by different threads,
    /// cannot touch the same byte under `shape` — or `None` when they may.
    pub fn separation(&self, other: &Footprint, shape: BlockShape) -> Option<Separation> {
        if self.base != other.base {
            // Bounded bases: where each access may land at all.
            let (Some(a), Some(b)) = (&self.absolute, &other.absolute) else {
                return None;
            };
            if !a.disjoint(b) {
                return None;
            }
            let hardware = match (&self.hardware_absolute, &other.hardware_absolute) {
                (Some(a), Some(b)) => a.disjoint(b),
                _ => false,
            };
            return Some(Separation::Ranges { stated: !hardware });
        }
        if let (Some(a), Some(b)) = (&self.range, &other.range) {
            if a.disjoint(b) {
                let hardware = match (&self.hardware_range, &other.hardware_range) {
                    (Some(a), Some(b)) => a.disjoint(b),
                    _ => false,
                };
                return Some(Separation::Ranges { stated: !hardware });
            }
        }
        match (&self.slot, &other.slot) {
            (Some(a), Some(b)) if a.disjoint_across_threads(b, shape) => Some(Separation::Slots),
            _ => None,
        }
    }

    /// What remains true of the footprint once its base's value is unknown (a leaf
    /// redefined, or not stably uniform): its absolute range, when the base is bounded.
    pub fn without_base(&self) -> Option<Footprint> {
        let range = self.absolute?;
        Some(Footprint {
            base: UniformBase::default(),
            range: Some(range),
            hardware_range: self.hardware_absolute,
            slot: None,
            absolute: Some(range),
            hardware_absolute: self.hardware_absolute,
        })
    }

    /// `[4·tid.x + 16]`, `[bytes 4096..8192]`, `[4·tid.x + 4·%pout·%n + 0]`.
    pub fn describe(&self, module: &Module) -> String {
        let base = self.base.describe(module);
        match (&self.slot, &self.range) {
            (Some(slot), _) => format!("[{}{base} + {}]", slot.describe_index(), slot.offset),
            (None, Some(r)) if base.is_empty() => format!("[bytes {}..{}]", r.lo, r.hi),
            (None, Some(r)) => format!("[bytes {}..{} from{base}]", r.lo, r.hi),
            (None, None) => format!("[{}]", base.trim_start_matches(" + ")),
        }
    }
}

/// The footprint of an access of `size` bytes through `pointer` (of function `f`), evaluated
/// under `eval`'s extent and, for `hardware_range`, `hardware`'s; byte ranges only when
/// `ranges`. `None` when the offset has no usable form.
pub fn footprint(
    eval: &OffsetEvaluator<'_>,
    hardware: &OffsetEvaluator<'_>,
    f: FunctionId,
    pointer: Operand,
    size: u64,
    ranges: bool,
) -> Option<Footprint> {
    let offset = eval.byte_offset(pointer, 0)?;
    let (c, threads, uniform) = split(&offset);
    let base = UniformBase::new(&uniform, f);
    let slot = match offset.noise {
        None => index_of(&threads).map(|(index, stride)| Slot {
            index,
            stride,
            offset: c,
            size,
        }),
        Some(_) => None,
    };
    // Where the access may land whatever the base's value; a range wider than any object a
    // kernel addresses in pieces (16 MiB: a base bounded only by its integer type) says
    // nothing and is not kept.
    let shift = |r: Option<ByteRange>, e: &OffsetEvaluator<'_>, u: &Poly| {
        let (r, iv) = (r?, e.base_interval(u)?);
        let (lo, hi) = (i128::from(r.lo) + iv.lo, i128::from(r.hi) + iv.hi);
        (hi - lo <= 1 << 24).then_some(())?;
        Some(ByteRange {
            lo: i64::try_from(lo).ok()?,
            hi: i64::try_from(hi).ok()?,
        })
    };
    let (range, hardware_range, absolute, hardware_absolute) = if ranges && size > 0 {
        let range = range_of(eval, &offset, size);
        let absolute = shift(range, eval, &uniform);
        let (hardware_range, hardware_absolute) = if eval.extent().is_hardware() {
            (range, absolute)
        } else {
            // Noise depends on the extent: evaluate again under the hardware's, and use it
            // only when it names the same base.
            let h = hardware
                .byte_offset(pointer, 0)
                .filter(|h| split(h).2 == uniform);
            let r = h.and_then(|h| range_of(hardware, &h, size));
            (r, shift(r, hardware, &uniform))
        };
        (range, hardware_range, absolute, hardware_absolute)
    } else {
        (None, None, None, None)
    };
    if slot.is_none() && range.is_none() {
        return None;
    }
    Some(Footprint {
        base,
        range,
        hardware_range,
        slot,
        absolute,
        hardware_absolute,
    })
}

/// The constant, the thread-dependent monomials and the uniform monomials of an offset.
fn split(offset: &Expr) -> (i64, Poly, Poly) {
    let c = offset.poly.get(&Vec::new()).copied().unwrap_or(0);
    let (threads, uniform): (Poly, Poly) = offset
        .poly
        .iter()
        .filter(|(m, _)| !m.is_empty())
        .map(|(m, c)| (m.clone(), *c))
        .partition(|(m, _)| m.iter().any(Atom::is_thread));
    (c, threads, uniform)
}

/// The bytes an access of `size` bytes at `offset` touches, from its base, over every thread.
fn range_of(eval: &OffsetEvaluator<'_>, offset: &Expr, size: u64) -> Option<ByteRange> {
    let (c, threads, _) = split(offset);
    let part = Expr {
        poly: threads,
        noise: offset.noise,
    };
    let iv: Interval = eval.interval(&part)?;
    let lo = i64::try_from(iv.lo + i128::from(c)).ok()?;
    let hi = i64::try_from(iv.hi + i128::from(c) + i128::from(size)).ok()?;
    Some(ByteRange { lo, hi })
}

/// True for the objects whose offsets count from a start every thread agrees on: named shared
/// and global arrays, dynamic shared memory, parameters' buffers.
pub fn has_footprints(object: &super::MemoryObject) -> bool {
    use super::MemoryObject::*;
    matches!(
        object,
        SharedVariable(_)
            | SharedSet(_)
            | DynamicShared
            | GlobalVariable(_)
            | NoaliasParam(..)
            | ParamBuffer(..)
    )
}

/// The byte offset of `pointer` when it is a constant (`s[0]`, a field): the same for every
/// thread.
pub fn constant_offset(eval: &OffsetEvaluator<'_>, pointer: Operand) -> Option<i64> {
    let offset = eval.byte_offset(pointer, 0)?;
    if offset.noise.is_some() {
        return None;
    }
    match offset.poly.len() {
        0 => Some(0),
        1 => offset.poly.get(&Vec::new()).copied(),
        _ => None,
    }
}

/// The thread-index function `T` when integer `value` is `m·T(t)` for a constant `m ≠ 0` and
/// `T` one of `tx`, the flat 2-D id or the flat id: then `value == 0` exactly when `T(t) ==
/// 0`.
pub fn thread_index(eval: &OffsetEvaluator<'_>, value: Operand) -> Option<super::slot::SlotIndex> {
    let e = eval.value(value, 0)?;
    if e.noise.is_some() || e.poly.contains_key(&Vec::new()) {
        return None;
    }
    match index_of(&e.poly)? {
        (super::slot::SlotIndex::Tile { .. }, _) => None,
        (index, _) => Some(index),
    }
}
