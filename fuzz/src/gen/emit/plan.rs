//! The barrier planner's state: which arrays each thread has read or written since the last
//! barrier, by access pattern, so the lowering can place a barrier exactly where the next
//! access would race with one already made (the generated kernels are race-free by
//! construction, docs/design.md §4).

use std::collections::{BTreeMap, BTreeSet};

/// An access pattern: which slot each thread touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Pat {
    /// A permutation of the thread id: `(tid + k) % n` (kind 0) or `tid ^ k` (kind 1).
    Perm(u8, u32),
    /// Every thread the same slot (constant or uniform index).
    Same,
    /// Thread 0 only.
    Single,
    /// `threadIdx.x` in a 2-D block, read by every thread (a column shares a slot).
    Column,
    /// `threadIdx.x` in a 2-D block, written by row 0 only.
    RowZero,
}

pub(super) fn same_thread(a: Pat, b: Pat) -> bool {
    matches!((a, b), (Pat::Perm(..), Pat::Perm(..)) if a == b)
        || (a == Pat::Single && b == Pat::Single)
        || (a == Pat::RowZero && b == Pat::RowZero)
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Acc {
    reads: BTreeSet<Pat>,
    writes: BTreeSet<Pat>,
    atomic: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Read,
    Write,
    Atomic,
}

/// The accesses of a barrier interval, per array.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct State(BTreeMap<u8, Acc>);

impl State {
    pub(super) fn conflicts(&self, array: u8, kind: Kind, pat: Pat) -> bool {
        let Some(a) = self.0.get(&array) else {
            return false;
        };
        match kind {
            Kind::Atomic => !a.reads.is_empty() || !a.writes.is_empty(),
            Kind::Read => a.atomic || a.writes.iter().any(|w| !same_thread(*w, pat)),
            Kind::Write => {
                a.atomic
                    || a.writes.iter().any(|w| !same_thread(*w, pat))
                    || a.reads.iter().any(|r| !same_thread(*r, pat))
            }
        }
    }

    pub(super) fn conflicts_with(&self, other: &State) -> bool {
        other.0.iter().any(|(array, acc)| {
            (acc.atomic && self.conflicts(*array, Kind::Atomic, Pat::Same))
                || acc
                    .reads
                    .iter()
                    .any(|p| self.conflicts(*array, Kind::Read, *p))
                || acc
                    .writes
                    .iter()
                    .any(|p| self.conflicts(*array, Kind::Write, *p))
        })
    }

    pub(super) fn add(&mut self, array: u8, kind: Kind, pat: Pat) {
        let a = self.0.entry(array).or_default();
        match kind {
            Kind::Read => {
                a.reads.insert(pat);
            }
            Kind::Write => {
                a.writes.insert(pat);
            }
            Kind::Atomic => a.atomic = true,
        }
    }

    pub(super) fn union(&mut self, other: &State) {
        for (array, acc) in &other.0 {
            let a = self.0.entry(*array).or_default();
            a.reads.extend(acc.reads.iter().copied());
            a.writes.extend(acc.writes.iter().copied());
            a.atomic |= acc.atomic;
        }
    }
}
