//! AMDGPU's synchronization in the happens-before detector: `s_barrier` orders through the
//! fences around it, and a fence narrowed to LDS by `!mmra` orders LDS only.
//!
//! LLVM's AMDGPUUsage memory model gives `s_barrier` no release or acquire semantics: it is
//! a rendezvous of the workgroup's waves. HIP's `__syncthreads()` orders memory because it is
//! `fence syncscope("workgroup") release; s.barrier; fence syncscope("workgroup") acquire`.
//! In the scoped C++ model that is fence–fence synchronization through the barrier: every
//! thread's release fence is sequenced before its arrival, every arrival before every
//! departure, and every departure before that thread's acquire fence. So the detector models
//! [`Detector::rendezvous`] as an atomic exchange, not a join: each participant takes, *as
//! a pending acquire*, the clocks all participants had at their last release fence (the
//! `at_fence` a PTX fence also keeps), and makes them its own at its next acquire fence
//! ([`Detector::fence_amd`]). A lone `s.barrier` (no fences) orders nothing; a release
//! fence without a barrier after it orders nothing until something synchronizes.
//!
//! Triton-AMD writes every fence `!mmra !{!"amdgpu-synchronize-as", !"local"}`: it orders
//! LDS accesses only (AMDGPUUsage, "Memory Model Relaxation Annotations"). Such a fence
//! releases, and acquires into, a second per-thread vector, `lds_seen`: what the thread has
//! seen of others' accesses *for LDS purposes* beyond its clock. [`Detector::access`] counts
//! it for shared-memory (LDS) regions only, so a global access ordered by nothing but a
//! narrowed barrier still races. A full fence releases both; a narrowed acquire takes what
//! full releases published into `lds_seen` only, leaving it pending for a later full acquire.
//! Only barriers and fences carry `lds_seen`: a release/acquire atomic publishes the clock
//! alone, so an LDS ordering that passes through one is not seen (more races, never fewer).

use super::{join_into, AccessSite, Clock, Detector};

/// Whether two accesses are one wave instruction's: plain writes (no read) of lanes of one
/// wave, by the same execution of the same instruction (equal [`AccessSite::instance`]).
/// A wave issues a vector memory instruction once for all its active lanes; lanes storing
/// to one address in it are one memory operation, whose result is one lane's value (AMD's
/// CDNA3 ISA, "Data Share Operations" and "Vector Memory Operations"). Triton-AMD relies on
/// it: a reduction's partial is stored by every lane of the wave, the same value to one LDS
/// slot. Reads, atomics, and two instructions (or two executions of one) stay what
/// [`Detector::access`] says.
pub(super) fn one_wave_instruction(
    a: &AccessSite,
    b: &AccessSite,
    per_cta: u32,
    wave_size: u32,
) -> bool {
    wave_size != 0
        && a.instance != 0
        && a.instance == b.instance
        && (a.function, a.inst) == (b.function, b.inst)
        && a.writes
        && b.writes
        && !a.reads
        && !b.reads
        && a.strong.is_none()
        && b.strong.is_none()
        && a.cta == b.cta
        && (a.thread % per_cta) / wave_size == (b.thread % per_cta) / wave_size
}

impl Detector {
    /// A fence of thread `t` at `scope` (`crate::hb`'s fence), narrowed to LDS when
    /// `lds_only` (module doc).
    pub fn fence_amd(
        &mut self,
        t: u32,
        scope: super::Scope,
        acquire: bool,
        release: bool,
        lds_only: bool,
    ) {
        let ti = t as usize;
        if acquire {
            let f = &mut self.fences[ti];
            let mut into_lds = f.pending_lds.take().unwrap_or_default();
            if lds_only {
                for (d, c) in f.pending.iter().enumerate() {
                    if let Some(c) = c {
                        if d <= scope as usize {
                            join_into(&mut into_lds, c);
                        }
                    }
                }
            } else {
                self.fence(t, scope, true, false);
            }
            join_into(&mut self.lds_seen[ti], &into_lds);
        }
        if release {
            let mut lds = self.clocks[ti].snapshot();
            join_into(&mut lds, &self.lds_seen[ti]);
            if lds_only {
                self.clocks[ti].tick();
            } else {
                self.fence(t, scope, false, true);
            }
            self.fences[ti].at_fence_lds = Some(lds);
        }
    }

    /// The threads `members` (launch indices) meet at an `s_barrier`: each takes, pending its
    /// next acquire fence, what every member's last release fence released (module doc).
    pub fn rendezvous(&mut self, members: &[usize]) {
        let mut full = Clock::new();
        let mut lds = Clock::new();
        for &m in members {
            let f = &self.fences[m];
            if let Some((c, _)) = &f.at_fence {
                join_into(&mut full, c);
            }
            if let Some(c) = &f.at_fence_lds {
                join_into(&mut lds, c);
            }
        }
        for &m in members {
            let f = &mut self.fences[m];
            if !full.is_empty() {
                // The members are of one CTA: the narrowest distance.
                join_into(f.pending[0].get_or_insert_with(Clock::new), &full);
            }
            if !lds.is_empty() {
                join_into(f.pending_lds.get_or_insert_with(Clock::new), &lds);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{AccessSite, Detector, Scope};
    use syncflow_ir::{FunctionId, InstId};

    fn site(thread: u32, object: u32, writes: bool) -> AccessSite {
        AccessSite {
            function: FunctionId::new(0),
            inst: InstId::new(0),
            writes,
            reads: !writes,
            strong: None,
            thread,
            cta: 0,
            cluster: 0,
            object,
            offset: 0,
            size: 4,
            instance: 0,
        }
    }

    /// Thread 0 writes, both meet at a barrier group (release, s_barrier, acquire) narrowed
    /// to LDS or not, thread 1 reads: LDS (region owned by CTA 0) and global (owner MAX).
    fn group(lds_only: bool, fences: bool) -> (bool, bool) {
        let mut d = Detector::new(vec![0], 2);
        let lds = (1, 0);
        let global = (2, u32::MAX);
        assert!(d.access(lds, site(0, 1, true)).is_none());
        assert!(d.access(global, site(0, 2, true)).is_none());
        for t in 0..2 {
            if fences {
                d.fence_amd(t, Scope::Cta, false, true, lds_only);
            }
        }
        d.rendezvous(&[0, 1]);
        for t in 0..2 {
            if fences {
                d.fence_amd(t, Scope::Cta, true, false, lds_only);
            }
        }
        let lds_race = d.access(lds, site(1, 1, false)).is_some();
        let global_race = d.access(global, site(1, 2, false)).is_some();
        (lds_race, global_race)
    }

    #[test]
    fn the_group_orders_both_spaces() {
        assert_eq!(group(false, true), (false, false));
    }

    #[test]
    fn a_group_narrowed_to_lds_orders_lds_only() {
        assert_eq!(group(true, true), (false, true));
    }

    #[test]
    fn s_barrier_alone_orders_nothing() {
        assert_eq!(group(false, false), (true, true));
    }
}
