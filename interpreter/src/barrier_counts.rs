//! How many times each CTA executed each barrier: the cost a user feels of a
//! `__syncthreads()`, which is its executions, not its source lines (issue 37).
//!
//! # What one execution is
//!
//! One *instance* of a CTA barrier that the CTA's threads complete together — not one thread's
//! arrival. A loop of `n` iterations around `__syncthreads()` run by 256 threads executes that
//! barrier `n` times per CTA, not `256 n`. The scheduler records an instance where it releases
//! one (`exec/sync_points.rs`, `resolve_barriers`):
//!
//! - a **full-CTA barrier** (`llvm.nvvm.barrier0`, `bar.sync 0`, `barrier.cta.sync.aligned.all`,
//!   a full barrier with another id, `__syncthreads_count/and/or`, `bar.red`): once every live
//!   thread waits at one, it is one instance, counted at the barrier instruction the threads
//!   wait at. Threads waiting at *different* instructions are barrier divergence (reported as
//!   such); the instance is then counted once at each of those instructions;
//! - a **partial barrier** (`barrier.sync id, count`, `bar.sync id, count`): once enough
//!   threads (plus `bar.arrive`s) have arrived, one instance, counted at each instruction its
//!   waiting threads wait at. `bar.arrive` itself completes nothing and is not counted.
//!
//! Warp-scope synchronization (`__syncwarp`, shuffles, votes), fences, mbarriers and cluster
//! barriers are not CTA barriers and are not counted.
//!
//! A barrier in a device function is counted at its own instruction, whichever call reached
//! it. Counts are kept per CTA (by `blockIdx`): CTAs of one launch may take different paths.
//! A run that stopped early (a fatal fault, the step limit, a deadlock) counts what ran.

use std::collections::BTreeMap;
use syncflow_ir::{FunctionId, InstId};

/// A barrier instruction: its function and the instruction in it.
pub type BarrierSiteId = (FunctionId, InstId);

/// Barrier instances per CTA and per barrier instruction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BarrierCounts {
    by_cta: BTreeMap<[u32; 3], BTreeMap<BarrierSiteId, u64>>,
}

impl BarrierCounts {
    /// Records one instance of the barrier at `site`, completed by CTA `cta`.
    pub fn record(&mut self, cta: [u32; 3], site: BarrierSiteId) {
        *self.by_cta.entry(cta).or_default().entry(site).or_default() += 1;
    }

    /// The counts of CTA `cta`, by barrier instruction (`None`: it completed no barrier).
    pub fn of_cta(&self, cta: [u32; 3]) -> Option<&BTreeMap<BarrierSiteId, u64>> {
        self.by_cta.get(&cta)
    }

    /// Every CTA that completed at least one barrier, by `blockIdx`, with its counts.
    pub fn ctas(&self) -> impl Iterator<Item = ([u32; 3], &BTreeMap<BarrierSiteId, u64>)> {
        self.by_cta.iter().map(|(c, m)| (*c, m))
    }

    /// The barrier instances CTA `cta` completed, all barriers together.
    pub fn total(&self, cta: [u32; 3]) -> u64 {
        self.of_cta(cta).map_or(0, |m| m.values().sum())
    }

    /// True when no CTA completed a barrier.
    pub fn is_empty(&self) -> bool {
        self.by_cta.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_per_cta_and_per_instruction() {
        let f = FunctionId::new(0);
        let (a, b) = (InstId::new(3), InstId::new(7));
        let mut c = BarrierCounts::default();
        assert!(c.is_empty());
        for _ in 0..5 {
            c.record([0, 0, 0], (f, a));
        }
        c.record([0, 0, 0], (f, b));
        c.record([1, 0, 0], (f, b));
        assert_eq!(c.total([0, 0, 0]), 6);
        assert_eq!(c.total([1, 0, 0]), 1);
        assert_eq!(c.total([2, 0, 0]), 0);
        assert_eq!(c.of_cta([0, 0, 0]).unwrap()[&(f, a)], 5);
        assert_eq!(c.ctas().count(), 2);
    }
}
