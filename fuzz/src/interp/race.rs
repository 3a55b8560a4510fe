//! The race detector: docs/design.md §4 made executable.
//!
//! ## Definition
//!
//! Two accesses **race** when they come from different threads of one CTA, may touch the same
//! byte (here: do touch it, since addresses are concrete), at least one writes, they are not
//! both atomic, and they fall into the same *barrier interval*: no CTA barrier
//! (`Candidate`, `SeparatesIntervals`, or a full data-carrying barrier) separates them.
//!
//! ## Warp-level synchronization
//!
//! docs/design.md §4 cuts intervals only at CTA barriers, but warp-synchronous CUDA code
//! (`reduce6`'s last warp, `warp_then_block`) communicates through shared memory with only
//! `__syncwarp()` between accesses; it is correct on Volta and later because `__syncwarp`
//! orders memory among the threads that take part. The detector therefore models, by default
//! ([`WarpSyncModel::Ordering`](super::WarpSyncModel)), `__syncwarp(mask)` as a
//! happens-before edge among its participants: each thread keeps a vector clock over the 32
//! lanes of its warp; at a `__syncwarp` every participant ticks its own entry and all take
//! the element-wise maximum. An access by lane `i` at clock `c` is ordered before a later
//! access by lane `j` of the same warp when `j`'s clock for `i` exceeds `c`. Shuffles and
//! votes synchronise *execution* (lockstep exchange of register values) but are not taken to
//! order *memory*: the CUDA programming guide promises memory ordering only for `__syncwarp`.
//! Fences order one thread's own accesses and synchronise nobody, so they change nothing here.
//! [`WarpSyncModel::IntervalsOnly`](super::WarpSyncModel) turns warp ordering off and gives
//! exactly docs/design.md §4.
//!
//! ## Shadow memory
//!
//! Per byte touched in the current interval, the detector keeps the latest read and the latest
//! write of each thread (up to [`MAX_ENTRIES`] threads each). A new access is checked against
//! the stored entries of the other kind (reads against writes; writes against both). Keeping
//! the *latest* access per thread is enough: if an earlier access of thread `i` is unordered
//! with a new one, so is every later access of `i`. The shadow is cleared at every CTA
//! barrier, which is what "same interval" means.

use super::value::ObjectId;
use std::collections::HashMap;
use syncflow_ir::{FunctionId, InstId};

/// Threads remembered per byte and access kind; beyond it, accesses are checked but not
/// stored (a byte read by more than 64 threads of which one then writes still yields a race:
/// at least 32 of the stored readers are in other warps and race unconditionally).
pub const MAX_ENTRIES: usize = 64;

/// One access as stored in the shadow.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Linear thread id.
    pub thread: u32,
    /// The access's own-lane warp clock when it happened.
    pub clock: u32,
    /// Atomic access.
    pub atomic: bool,
    /// Index into the interval's access table.
    pub access: u32,
}

#[derive(Default, Debug)]
struct ByteShadow {
    reads: Vec<Entry>,
    writes: Vec<Entry>,
}

/// A stored access's static description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccessSite {
    /// The function.
    pub function: FunctionId,
    /// The instruction.
    pub inst: InstId,
    /// Reads, writes or both.
    pub writes: bool,
    /// Reads.
    pub reads: bool,
    /// Atomic.
    pub atomic: bool,
    /// Thread.
    pub thread: u32,
    /// Object.
    pub object: ObjectId,
    /// Byte offset of the access's start.
    pub offset: i64,
}

/// A detected conflict, before being turned into a report.
#[derive(Clone, Copy, Debug)]
pub struct Conflict {
    /// The earlier access.
    pub first: AccessSite,
    /// The later access.
    pub second: AccessSite,
    /// The byte both touch.
    pub offset: u64,
}

/// Shadow memory of the current interval.
#[derive(Default, Debug)]
pub struct Shadow {
    bytes: HashMap<(ObjectId, u64), ByteShadow>,
    accesses: Vec<AccessSite>,
}

/// Decides whether a stored entry is ordered before the new access by warp synchronization.
pub trait Ordered {
    /// True when `earlier` (by thread `earlier.thread`) happens before the current access of
    /// thread `thread`.
    fn ordered(&self, earlier: &Entry, thread: u32) -> bool;
}

impl Shadow {
    /// Forgets everything: a CTA barrier was passed.
    pub fn clear(&mut self) {
        self.bytes.clear();
        self.accesses.clear();
    }

    /// Records an access of `size` bytes and returns the first conflict it makes, if any.
    #[allow(clippy::too_many_arguments)]
    pub fn access(
        &mut self,
        site: AccessSite,
        size: u64,
        clock: u32,
        order: &dyn Ordered,
    ) -> Option<Conflict> {
        let index = self.accesses.len() as u32;
        self.accesses.push(site);
        let entry = Entry {
            thread: site.thread,
            clock,
            atomic: site.atomic,
            access: index,
        };
        let mut found = None;
        for k in 0..size {
            let byte = site.offset as u64 + k;
            let shadow = self.bytes.entry((site.object, byte)).or_default();
            if found.is_none() {
                let conflicting = |e: &Entry| {
                    e.thread != site.thread
                        && !(e.atomic && site.atomic)
                        && !order.ordered(e, site.thread)
                };
                let mut hit = shadow.writes.iter().find(|e| conflicting(e));
                if hit.is_none() && site.writes {
                    hit = shadow.reads.iter().find(|e| conflicting(e));
                }
                if let Some(e) = hit {
                    found = Some(Conflict {
                        first: self.accesses[e.access as usize],
                        second: site,
                        offset: byte,
                    });
                }
            }
            let list = if site.writes {
                &mut shadow.writes
            } else {
                &mut shadow.reads
            };
            if let Some(e) = list.iter_mut().find(|e| e.thread == site.thread) {
                *e = entry;
            } else if list.len() < MAX_ENTRIES {
                list.push(entry);
            }
            // A read-modify-write is both a read and a write.
            if site.writes && site.reads {
                if let Some(e) = shadow.reads.iter_mut().find(|e| e.thread == site.thread) {
                    *e = entry;
                } else if shadow.reads.len() < MAX_ENTRIES {
                    shadow.reads.push(entry);
                }
            }
        }
        found
    }
}
