//! Barrier groups narrowed to LDS ([`GenOptions::lds_groups`](crate::gen::GenOptions)), as
//! Triton-AMD writes every one: both workgroup fences tagged `!mmra` `local`, so the group
//! orders LDS accesses and no global one (docs/design.md §4.5). The harness then judges the
//! LDS projection (`syncflow_analyses::memory::lds_projection`): `sound` decides the groups of
//! an LDS-only kernel on its LDS accesses, and the unsound `lds-groups-ignore-full` row, which
//! projects kernels that also have full groups, must be caught.
//!
//! ## The rules that keep the kernels race-free
//!
//! The planner places a barrier where the next access would race (mod.rs). A barrier may be
//! narrowed only when **no global access is open**: the planner's state (the accesses since
//! the last barrier) has none on `out`. By induction, then, between the last full barrier and
//! a narrowed one no global access is made, so the global accesses of an interval are ordered
//! exactly as if the narrowed barriers were not there: the next barrier after a global access
//! is full, and every global pair that needs ordering meets one.
//!
//! Barriers in device functions are never narrowed: a call cuts the caller's state at the
//! callee's barriers, whatever the caller had open (a kernel with calls is not projected
//! anyway: `lds_projection` leaves it to the plain reading).
//!
//! Across a loop's back edge and a call, the planner compares a region's first accesses
//! ("before its first barrier", `Tracker::acc`) with the accesses at its end. Global accesses
//! join that summary until the first *full* barrier (`Tracker::global_cut`), so a global access
//! after a narrowed first barrier is still compared with the previous iteration's tail.
//!
//! Which eligible barriers are narrowed is drawn per kernel: all of them, every other one, or
//! each by a coin. In the first draw (an *LDS-only* kernel, [`Lower::lds_only`]) the
//! statements that make global pairs that need ordering — `acc += out[gid ^ 1]` and atomics
//! on `out` — are not emitted, so every barrier outside device functions is narrowed and a
//! kernel without calls is projected whole; the other two draws make mixed kernels.
//!
//! ## The spelling
//!
//! ```text
//! fence syncscope("workgroup") release, !dbg !N, !mmra !90
//! call void @llvm.amdgcn.s.barrier(), !dbg !N
//! fence syncscope("workgroup") acquire, !dbg !N, !mmra !90
//! !90 = !{!91, !92}
//! !91 = !{!"amdgpu-as", !"local"}               ; LLVM 19 (llc-19)
//! !92 = !{!"amdgpu-synchronize-as", !"local"}   ; LLVM 20 and later, Triton-AMD
//! ```
//!
//! The listing shows such a barrier as `__syncthreads_lds()`.

use super::pick::Pick;
use super::{KernelDesc, Lower, OUT};

/// The attachment a narrowed fence carries.
pub(super) const LDS_MMRA: &str = ", !mmra !90";

/// The tag nodes [`LDS_MMRA`] names (the module's metadata).
pub(super) const LDS_MMRA_NODES: &str = "!90 = !{!91, !92}\n\
                                         !91 = !{!\"amdgpu-as\", !\"local\"}\n\
                                         !92 = !{!\"amdgpu-synchronize-as\", !\"local\"}\n";

impl Lower {
    /// Draws the kernel's narrowing mode, when [`GenOptions::lds_groups`] is on.
    ///
    /// [`GenOptions::lds_groups`]: crate::gen::GenOptions::lds_groups
    pub(super) fn start_lds_groups(&mut self, desc: &KernelDesc) {
        if self.opts.lds_groups {
            let mut pick = Pick::of(desc, 0x6c64_735f_6772_7073);
            self.lds_mode = pick.below(3);
            self.lds_pick = Some(pick);
        }
    }

    /// The kernel's draw is "every barrier narrowed" (mode 0): its global traffic is then
    /// only `in[…]` reads and each thread's own `out[gid]`, which no other thread touches —
    /// the neighbour reads of `out` and the atomics on it are not emitted — so no global pair
    /// needs a barrier, and every barrier outside device functions is narrowed.
    pub(super) fn lds_only(&self) -> bool {
        self.lds_pick.is_some() && self.lds_mode == 0
    }

    /// Whether the barrier about to be placed is narrowed to LDS (module doc): the option is
    /// on, no global access is open (or the kernel is LDS-only), it is not in a device
    /// function, and the kernel's draw says so.
    pub(super) fn narrow_next(&mut self) -> bool {
        if (self.state.touches(OUT) && !self.lds_only()) || self.in_helper {
            return false;
        }
        let Some(pick) = self.lds_pick.as_mut() else {
            return false;
        };
        let narrowed = match self.lds_mode {
            0 => true,
            1 => {
                self.lds_turn += 1;
                self.lds_turn % 2 == 1
            }
            _ => pick.coin(),
        };
        self.lds_narrowed += u32::from(narrowed);
        narrowed
    }
}
