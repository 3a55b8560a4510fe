//! # Block extents: how far thread ids reach
//!
//! A byte range of an access ([`super::footprint`]) bounds the thread-dependent part of its
//! address over every thread of the CTA, so it needs to know how large the CTA may be. The
//! facts, from weakest to strongest (docs/design.md §10):
//!
//! | source | what it promises |
//! |---|---|
//! | the hardware (PTX ISA, `%ntid`) | `ntid.x, ntid.y ≤ 1024`, `ntid.z ≤ 64`, at most 1024 threads a CTA |
//! | `.maxntid` / `__launch_bounds__(N)` (`"nvvm.maxntid"`, `maxntidx`) | at most `N` threads a CTA, each dimension any shape |
//! | `.reqntid` (`"nvvm.reqntid"`, `reqntidx`) | exactly this block |
//! | `--block X,Y,Z` (the `block` knob) | exactly this block, **asserted** by the user |
//!
//! An [`Interval`] is a closed range of integers; [`BlockExtent::tid`] and its siblings give each thread id
//! and block size its interval, and interval arithmetic does the rest (the offset evaluator,
//! [`super::offset`]). Every interval contains every value the quantity takes in every
//! launch the facts allow — the only property the ranges rely on.

use syncflow_ir::{FunctionId, Module};

/// A closed interval `[lo, hi]` of integers whose every value is a multiple of `2^tz` (known
/// trailing zero bits: `4·tid` is a multiple of 4, and so is `(4·tid) ^ 8`). 128-bit, so
/// products of 64-bit bounds do not overflow before they are checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Interval {
    /// The least value.
    pub lo: i128,
    /// The greatest value.
    pub hi: i128,
    /// Every value is a multiple of `2^tz`.
    pub tz: u32,
}

/// Values beyond this magnitude are "unbounded" for our purposes (no address is this large).
const LIMIT: i128 = 1 << 62;
/// More known trailing zeros than this are not tracked.
const MAX_TZ: u32 = 62;

impl Interval {
    /// `{c}`.
    pub fn point(c: i128) -> Self {
        Interval {
            lo: c,
            hi: c,
            tz: c.trailing_zeros().min(MAX_TZ),
        }
    }

    /// `[lo, hi]`, or `None` when it is empty or exceeds what an address can be.
    pub fn new(lo: i128, hi: i128) -> Option<Self> {
        Self::aligned(lo, hi, 0)
    }

    /// `[lo, hi]` of multiples of `2^tz`, narrowed to the multiples it holds; `None` when
    /// there are none or it exceeds what an address can be.
    pub fn aligned(lo: i128, hi: i128, tz: u32) -> Option<Self> {
        let tz = tz.min(MAX_TZ);
        let step = 1i128 << tz;
        let lo = lo.div_euclid(step) * step + if lo.rem_euclid(step) == 0 { 0 } else { step };
        let hi = hi.div_euclid(step) * step;
        (lo <= hi && lo > -LIMIT && hi < LIMIT).then_some(Interval { lo, hi, tz })
    }

    /// `self + other`.
    pub fn plus(self, other: Interval) -> Option<Self> {
        Self::aligned(
            self.lo + other.lo,
            self.hi + other.hi,
            self.tz.min(other.tz),
        )
    }

    /// `self · other`: the extremes are among the products of the bounds.
    pub fn times(self, other: Interval) -> Option<Self> {
        let p = [
            self.lo * other.lo,
            self.lo * other.hi,
            self.hi * other.lo,
            self.hi * other.hi,
        ];
        Self::aligned(*p.iter().min()?, *p.iter().max()?, self.tz + other.tz)
    }

    /// `-self`.
    pub fn negated(self) -> Self {
        Interval {
            lo: -self.hi,
            hi: -self.lo,
            tz: self.tz,
        }
    }

    /// The smallest interval holding both.
    pub fn union(self, other: Interval) -> Self {
        Interval {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
            tz: self.tz.min(other.tz),
        }
    }

    /// True when every value is at least 0.
    pub fn non_negative(self) -> bool {
        self.lo >= 0
    }

    /// True when every value fits a signed integer of `bits` bits.
    pub fn fits_signed(self, bits: u32) -> bool {
        (1..=64).contains(&bits)
            && self.lo >= -(1i128 << (bits - 1))
            && self.hi < (1i128 << (bits - 1))
    }
}

/// Where a function's block extent comes from, for reasons.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExtentSource {
    /// Only the hardware's limits.
    Hardware,
    /// `.maxntid`/`__launch_bounds__`: the text of the fact.
    MaxThreads(String),
    /// `.reqntid`: the text of the fact.
    Required(String),
    /// `--block X,Y,Z`, asserted by the user.
    Asserted([u32; 3]),
}

impl ExtentSource {
    /// `"nvvm.reqntid"="128"`, `block 128,1,1 (asserted)`; `None` for the hardware.
    pub fn describe(&self) -> Option<String> {
        match self {
            ExtentSource::Hardware => None,
            ExtentSource::MaxThreads(text) | ExtentSource::Required(text) => Some(text.clone()),
            ExtentSource::Asserted([x, y, z]) => Some(format!("block {x},{y},{z} (asserted)")),
        }
    }
}

/// What every launch of a function may look like: per dimension, the bound of the thread id
/// and the range of the block size, and the most threads a CTA may have.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockExtent {
    /// `ntid.d ∈ [ntid[d].0, ntid[d].1]` (so `tid.d ≤ ntid[d].1 − 1`).
    pub ntid: [(u32, u32); 3],
    /// `ntid.x · ntid.y · ntid.z ≤ total`.
    pub total: u32,
    /// Where it comes from.
    pub source: ExtentSource,
}

impl BlockExtent {
    /// The hardware's limits (PTX ISA, special registers `%ntid`, `%tid`): any CTA of any
    /// NVIDIA GPU since sm_20.
    pub fn hardware() -> Self {
        BlockExtent {
            ntid: [(1, 1024), (1, 1024), (1, 64)],
            total: 1024,
            source: ExtentSource::Hardware,
        }
    }

    /// Exactly `dims` (zeros read as 1), from `source`.
    pub fn exact(dims: [u32; 3], source: ExtentSource) -> Self {
        let d = dims.map(|d| d.max(1));
        BlockExtent {
            ntid: [(d[0], d[0]), (d[1], d[1]), (d[2], d[2])],
            total: d[0].saturating_mul(d[1]).saturating_mul(d[2]),
            source,
        }
    }

    /// At most `total` threads, any shape within the hardware's limits.
    pub fn at_most(total: u32, source: ExtentSource) -> Self {
        let hw = Self::hardware();
        let total = total.clamp(1, hw.total);
        BlockExtent {
            ntid: hw.ntid.map(|(lo, hi)| (lo, hi.min(total))),
            total,
            source,
        }
    }

    /// The extent of function `f`: the kernel's `.reqntid`, else the asserted block, else its
    /// `.maxntid`, else the hardware's limits. (A `.reqntid` that contradicts the assertion
    /// wins: it is what the driver enforces, and no launch satisfies both.)
    pub fn of_function(module: &Module, f: FunctionId, asserted: Option<[u32; 3]>) -> Self {
        let func = &module.functions[f];
        if func.is_kernel {
            if let Some(required) = module.required_block(f) {
                return Self::exact(required.threads, ExtentSource::Required(required.source));
            }
        }
        if let Some(dims) = asserted {
            return Self::exact(dims, ExtentSource::Asserted(dims));
        }
        if func.is_kernel {
            if let Some(bound) = module.max_threads(f) {
                return Self::at_most(bound.threads, ExtentSource::MaxThreads(bound.source));
            }
        }
        Self::hardware()
    }

    /// True when the extent is the hardware's alone.
    pub fn is_hardware(&self) -> bool {
        self.source == ExtentSource::Hardware
    }

    /// The interval of `tid.d`.
    pub fn tid(&self, d: u8) -> Interval {
        let hi = self.ntid[usize::from(d.min(2))].1;
        Interval {
            lo: 0,
            hi: i128::from(hi) - 1,
            tz: 0,
        }
    }

    /// The interval of `ntid.d`.
    pub fn block_dim(&self, d: u8) -> Interval {
        let (lo, hi) = self.ntid[usize::from(d.min(2))];
        if lo == hi {
            return Interval::point(i128::from(lo));
        }
        Interval {
            lo: i128::from(lo),
            hi: i128::from(hi),
            tz: 0,
        }
    }

    /// The interval of the flat thread id `tid.x + ntid.x·tid.y + ntid.x·ntid.y·tid.z` (and of
    /// the 2-D one, which is never larger): below the thread count.
    pub fn flat_id(&self) -> Interval {
        Interval {
            lo: 0,
            hi: i128::from(self.total) - 1,
            tz: 0,
        }
    }

    /// The interval of `ctaid.d` (`gridDim.x < 2³¹`, `gridDim.y, gridDim.z < 2¹⁶`).
    pub fn block_id(d: u8) -> Interval {
        let hi = if d == 0 { (1i128 << 31) - 2 } else { 65534 };
        Interval { lo: 0, hi, tz: 0 }
    }

    /// The interval of `nctaid.d`.
    pub fn grid_dim(d: u8) -> Interval {
        let hi = if d == 0 { (1i128 << 31) - 1 } else { 65535 };
        Interval { lo: 1, hi, tz: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_arithmetic_keeps_every_value() {
        let a = Interval::new(-3, 5).unwrap();
        let b = Interval::new(2, 4).unwrap();
        assert_eq!(a.plus(b).unwrap(), Interval::new(-1, 9).unwrap());
        assert_eq!(a.times(b).unwrap(), Interval::new(-12, 20).unwrap());
        assert!(Interval::new(3, 2).is_none());
        assert!(Interval::point(1 << 61).times(Interval::point(4)).is_none());
        assert!(Interval::new(0, 127).unwrap().fits_signed(8));
        // Multiples of 8 between 1 and 30: 8..24.
        let eights = Interval::aligned(1, 30, 3).unwrap();
        assert_eq!((eights.lo, eights.hi), (8, 24));
        assert_eq!(eights.plus(Interval::point(4)).unwrap().tz, 2);
        assert_eq!(Interval::point(4).times(eights).unwrap().tz, 5);
        assert!(Interval::aligned(1, 7, 3).is_none());
        assert!(!Interval::new(0, 128).unwrap().fits_signed(8));
    }

    #[test]
    fn extents_from_the_weakest_to_the_strongest_fact() {
        let hw = BlockExtent::hardware();
        assert_eq!(hw.tid(0), Interval::new(0, 1023).unwrap());
        assert_eq!(hw.tid(2), Interval::new(0, 63).unwrap());
        assert_eq!(hw.flat_id(), Interval::new(0, 1023).unwrap());
        let bound = BlockExtent::at_most(256, ExtentSource::MaxThreads("maxntid 256".into()));
        assert_eq!(bound.tid(1), Interval::new(0, 255).unwrap());
        assert_eq!(bound.tid(2), Interval::new(0, 63).unwrap());
        assert_eq!(bound.flat_id().hi, 255);
        let exact = BlockExtent::exact([16, 8, 0], ExtentSource::Asserted([16, 8, 1]));
        assert_eq!(exact.tid(0), Interval::new(0, 15).unwrap());
        assert_eq!(exact.block_dim(1), Interval::point(8));
        assert_eq!(exact.total, 128);
        assert_eq!(
            exact.source.describe().as_deref(),
            Some("block 16,8,1 (asserted)")
        );
    }
}
