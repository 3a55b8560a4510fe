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
    /// A permutation `Perm(kind, k)` of the thread id from a loop-carried base: the window
    /// of carved buffers ([`super::carved`]), `w[base(i) + perm(tid)]` in the iteration
    /// numbered `frame` of the innermost loop, with base kind `base` (0: `i`, 1: `(i & 1)·n`).
    /// Two accesses are one thread's only in the same frame with the same base and
    /// permutation: another iteration's base may differ.
    Framed {
        /// The iteration (fresh per loop, renumbered across its back edge).
        frame: u32,
        /// The base kind.
        base: u8,
        /// The permutation's kind (0 `(tid + k) % n`, 1 `tid ^ k`).
        kind: u8,
        /// Its `k`.
        k: u32,
    },
    /// What an overlapping neighbour array's access is to this one: no thread's own slot of
    /// anything (the planner's query for tiles that share bytes, [`super::carved`]).
    Foreign,
}

pub(super) fn same_thread(a: Pat, b: Pat) -> bool {
    matches!((a, b), (Pat::Perm(..), Pat::Perm(..)) if a == b)
        || matches!((a, b), (Pat::Framed { .. }, Pat::Framed { .. }) if a == b)
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

    /// Whether the interval has accessed `array`.
    pub(super) fn touches(&self, array: u8) -> bool {
        self.0.contains_key(&array)
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

    /// The same accesses, with every [`Pat::Framed`] moved to iteration `frame`: the start of
    /// a loop body as the next iteration sees it, across the back edge.
    pub(super) fn reframed(&self, frame: u32) -> State {
        let map = |set: &BTreeSet<Pat>| -> BTreeSet<Pat> {
            set.iter()
                .map(|p| match *p {
                    Pat::Framed { base, kind, k, .. } => Pat::Framed {
                        frame,
                        base,
                        kind,
                        k,
                    },
                    other => other,
                })
                .collect()
        };
        State(
            self.0
                .iter()
                .map(|(array, acc)| {
                    (
                        *array,
                        Acc {
                            reads: map(&acc.reads),
                            writes: map(&acc.writes),
                            atomic: acc.atomic,
                        },
                    )
                })
                .collect(),
        )
    }

    /// [`State::conflicts`], also against the arrays `partners(array)` that share bytes
    /// with `array`, where no access is any thread's own slot.
    pub(super) fn conflicts_sharing(
        &self,
        array: u8,
        kind: Kind,
        pat: Pat,
        partners: &[u8],
    ) -> bool {
        self.conflicts(array, kind, pat)
            || partners
                .iter()
                .any(|p| self.conflicts(*p, kind, Pat::Foreign))
    }

    /// [`State::conflicts_with`], with the partners of [`State::conflicts_sharing`].
    pub(super) fn conflicts_with_sharing(
        &self,
        other: &State,
        partners: &dyn Fn(u8) -> Vec<u8>,
    ) -> bool {
        if self.conflicts_with(other) {
            return true;
        }
        other.0.iter().any(|(array, acc)| {
            partners(*array).iter().any(|p| {
                (acc.atomic && self.conflicts(*p, Kind::Atomic, Pat::Foreign))
                    || (!acc.reads.is_empty() && self.conflicts(*p, Kind::Read, Pat::Foreign))
                    || (!acc.writes.is_empty() && self.conflicts(*p, Kind::Write, Pat::Foreign))
            })
        })
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
