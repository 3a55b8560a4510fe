//! The detector's shadow memory of one region, kept by runs of bytes (issue 39).
//!
//! ## Definition
//!
//! The detector's state of a byte `b` is the pair of lists `S(b) = (reads, writes)` of the
//! accesses it keeps for `b` ([`ByteShadow`]); a byte never accessed has the empty pair. An
//! access to `[a, a + n)` updates each byte by a function `f(S(b), access, clock)` that does
//! not depend on `b` itself (`Detector::access` in `hb.rs`), and reports the first byte
//! where `f` finds a conflict.
//!
//! So bytes with equal states stay equal under every access that covers them all, and the
//! shadow keeps a *run* — a maximal range of adjacent bytes with one state — as one entry:
//! `[start, end) ↦ S`. An access splits the runs at `a` and `a + n` (both halves keep the
//! state), visits the runs in between in ascending order once each (the gaps as empty
//! states), and merges neighbours that ended up equal. A run's first byte is the first byte
//! of its run with a conflict, so the conflict reported is the one the byte-by-byte shadow
//! reports: the findings are the same, and an access costs `O(runs it covers · log runs)`
//! instead of `O(bytes)`.
//!
//! ## Example
//!
//! A TMA copy writes `[0, 16384)` of `@global_smem` (one run, one entry), then 128 threads
//! of a warpgroup issue a `wgmma` reading `[0, 4096)`: the first read splits the run in two,
//! and every read after it visits one run — 129 run visits where the byte shadow made
//! 16384 + 128 · 4096 byte visits.

use super::Entry;
use std::collections::BTreeMap;

/// What the detector keeps for one byte (or one run of bytes with the same state).
#[derive(Clone, Default, Debug, PartialEq)]
pub(super) struct ByteShadow {
    pub(super) reads: Vec<Entry>,
    pub(super) writes: Vec<Entry>,
}

/// A region's shadow: runs `start ↦ (end, state)`, disjoint; bytes in no run have the empty
/// state.
#[derive(Default, Debug)]
pub(super) struct Shadow {
    runs: BTreeMap<u64, (u64, ByteShadow)>,
}

impl Shadow {
    /// Cuts the run holding `at` (if it starts before `at`) into `[start, at)` and
    /// `[at, end)`, both with its state.
    fn split(&mut self, at: u64) {
        let Some((&start, (end, _))) = self.runs.range(..at).next_back() else {
            return;
        };
        if *end <= at || start == at {
            return;
        }
        let (end, state) = self.runs.get(&start).cloned().expect("run");
        self.runs.insert(start, (at, state.clone()));
        self.runs.insert(at, (end, state));
    }

    /// Calls `visit(first byte, state)` on the runs of `[start, end)` in ascending order, gaps
    /// included (as empty states), then merges neighbours with equal states.
    pub(super) fn for_each_run(
        &mut self,
        start: u64,
        end: u64,
        mut visit: impl FnMut(u64, &mut ByteShadow),
    ) {
        if start >= end {
            return;
        }
        self.split(start);
        self.split(end);
        let keys: Vec<u64> = self.runs.range(start..end).map(|(k, _)| *k).collect();
        let mut runs: Vec<(u64, u64, ByteShadow)> = Vec::with_capacity(keys.len() + 1);
        let mut cursor = start;
        for k in keys {
            let (e, state) = self.runs.remove(&k).expect("run");
            if k > cursor {
                runs.push((cursor, k, ByteShadow::default()));
            }
            runs.push((k, e, state));
            cursor = e;
        }
        if cursor < end {
            runs.push((cursor, end, ByteShadow::default()));
        }
        for (s, _, state) in &mut runs {
            visit(*s, state);
        }
        // Merge equal neighbours, with the runs just before and after the range too.
        let mut merged: Vec<(u64, u64, ByteShadow)> = Vec::with_capacity(runs.len());
        if let Some((&s, (e, _))) = self.runs.range(..start).next_back() {
            if *e == start && self.runs[&s].1 == runs[0].2 {
                let (_, state) = self.runs.remove(&s).expect("run");
                merged.push((s, start, state));
            }
        }
        for (s, e, state) in runs {
            match merged.last_mut() {
                Some(last) if last.1 == s && last.2 == state => last.1 = e,
                _ => merged.push((s, e, state)),
            }
        }
        if let Some((e, state)) = self.runs.get(&end) {
            let last = merged.last_mut().expect("a run");
            if *state == last.2 {
                last.1 = *e;
                self.runs.remove(&end);
            }
        }
        for (s, e, state) in merged {
            self.runs.insert(s, (e, state));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(s: &Shadow) -> Vec<(u64, u64, usize)> {
        s.runs
            .iter()
            .map(|(k, (e, st))| (*k, *e, st.reads.len() + st.writes.len()))
            .collect()
    }

    fn entry(thread: u32) -> Entry {
        use super::super::AccessSite;
        Entry {
            site: AccessSite {
                function: syncflow_ir::FunctionId::new(0),
                inst: syncflow_ir::InstId::new(0),
                writes: false,
                reads: true,
                strong: None,
                thread,
                cta: 0,
                cluster: 0,
                object: 1,
                offset: 0,
                size: 4,
                instance: 0,
            },
            epoch: 1,
        }
    }

    #[test]
    fn runs_split_fill_gaps_and_merge_back() {
        let mut s = Shadow::default();
        s.for_each_run(0, 16, |_, st| st.reads.push(entry(0)));
        assert_eq!(runs(&s), vec![(0, 16, 1)]);
        // A sub-range: split in three; the visit sees one run, starting at 4.
        let mut seen = Vec::new();
        s.for_each_run(4, 8, |b, st| {
            seen.push(b);
            st.reads.push(entry(1));
        });
        assert_eq!(seen, vec![4]);
        assert_eq!(runs(&s), vec![(0, 4, 1), (4, 8, 2), (8, 16, 1)]);
        // Over a gap: the gap is visited as an empty state.
        let mut states = Vec::new();
        s.for_each_run(12, 24, |b, st| states.push((b, st.reads.len())));
        assert_eq!(states, vec![(12, 1), (16, 0)]);
        // Undoing the difference merges the three runs back into one.
        s.for_each_run(4, 8, |_, st| {
            st.reads.pop();
        });
        assert_eq!(runs(&s)[0], (0, 16, 1));
    }
}
