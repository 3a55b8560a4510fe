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
//! The byte offset from the object's start is evaluated symbolically
//! ([`super::offset`]), as a polynomial over `tx, ty, tz` (`threadIdx`), `nx, ny, nz`
//! (`blockDim`) and CTA-uniform atoms. The offset is a slot when its thread-dependent part is
//! `S·T` (no bounded noise) with `T` one of
//!
//! | `T` | injective over the CTA when |
//! |---|---|
//! | `tx + nx·ty + nx·ny·tz` (the flat thread id) | always (`tx < nx`, `ty < ny`) |
//! | `tx + nx·ty` | the block is at most 2-D (`block-shape = 2d` or `1d`) |
//! | `tx` | the block is 1-D (`block-shape = 1d`) |
//! | `tx + (y/S)·ty + (z/S)·tz`, constant `y`, `z` (a tile `t[ty][tx]`) | the kernel states its block (`.reqntid`, or `--block`) and each row and plane stride spans the dimensions below it; or the input's race freedom implies it (`super::implied`) |
//!
//! The rest of the offset — what depends on the CTA only (`blockIdx.x * blockDim.x` in a
//! global index) or on CTA-uniform values (`pout * n` in a ping-pong buffer) — is the
//! footprint's uniform *base* ([`super::footprint`]): every thread of one CTA sees the same
//! value at the same moment, so two slots with equal bases compare as above.
//!
//! Offsets in dynamic shared memory count from its start, where every `extern __shared__`
//! array begins, so slots of different `extern` arrays compare as slots of one object.
//!
//! The block shape is an assumption the user states (the `block-shape` knob); the default
//! assumes nothing, so only the flat id counts. Because `T` involves only the thread's own
//! ids, a thread touches the same slot *relative to the base* at every execution of the
//! access; whether the base holds the same value on both sides of a barrier is the footprint's
//! question (a loop-carried base does not, across the back edge: `super::redefinition`).

use super::offset::{Atom, Poly};
use serde::{Deserialize, Serialize};

/// What the user asserts about every launch's block shape.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum BlockShape {
    /// Nothing: blocks may be 3-D.
    #[default]
    Any,
    /// `blockDim.z == 1`. Spelled `2d`, as the `block-shape` knob takes it (`two-d`, the
    /// spelling reports used to write, still reads).
    #[serde(rename = "2d", alias = "two-d")]
    TwoD,
    /// `blockDim.y == blockDim.z == 1`. Spelled `1d` (`one-d` still reads).
    #[serde(rename = "1d", alias = "one-d")]
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
    /// it (`super::implied`).
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
}

impl Slot {
    /// True when two accesses with slots `self` and `other` of the same object, relative to
    /// equal uniform bases, by different threads cannot touch the same byte under `shape`.
    pub fn disjoint_across_threads(&self, other: &Slot, shape: BlockShape) -> bool {
        let same =
            self.index == other.index && self.stride == other.stride && self.offset == other.offset;
        let width = self.size.max(other.size);
        match (self.index, shape) {
            (SlotIndex::Tile { y, z }, BlockShape::Exact(block)) => {
                same && tile_fits(self.stride, y, z, block, width)
            }
            _ => same && self.index.injective(shape) && width <= self.stride.unsigned_abs(),
        }
    }

    /// `4·tid.x`, `4·flat tid`, `4·tid.x + 128·tid.y`.
    pub fn describe_index(&self) -> String {
        match self.index {
            SlotIndex::X => format!("{}·tid.x", self.stride),
            SlotIndex::XY => format!("{}·flat 2-D tid", self.stride),
            SlotIndex::XYZ => format!("{}·flat tid", self.stride),
            SlotIndex::Tile { y, z: 0 } => format!("{}·tid.x + {y}·tid.y", self.stride),
            SlotIndex::Tile { y, z } => format!("{}·tid.x + {y}·tid.y + {z}·tid.z", self.stride),
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

/// The thread-index function and stride of a polynomial `S·T(t)` of thread ids and block
/// sizes without constant term, when it has one of the recognised forms.
pub fn index_of(rest: &Poly) -> Option<(SlotIndex, i64)> {
    let (tx, ty, tz) = (Atom::Tid(0), Atom::Tid(1), Atom::Tid(2));
    let (nx, ny) = (Atom::Ntid(0), Atom::Ntid(1));
    let stride = *rest.get(&vec![tx.clone()])?;
    if stride == 0 {
        return None;
    }
    let sorted = |atoms: &[Atom]| {
        let mut v = atoms.to_vec();
        v.sort();
        v
    };
    let xy: Poly = [
        (vec![tx.clone()], stride),
        (sorted(&[nx.clone(), ty.clone()]), stride),
    ]
    .into_iter()
    .collect();
    let xyz: Poly = [
        (vec![tx.clone()], stride),
        (sorted(&[nx.clone(), ty]), stride),
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
