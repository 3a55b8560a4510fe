//! The AMDGPU lowerings that are more than a respelling ([`Target`](super::Target) has those):
//! the warp statements and the ring kinds without an AMD form.
//!
//! - `__shfl_down_sync(~0u, acc, k)` keeps CUDA's meaning, a segment of 32 lanes: lane `l`
//!   reads lane `l + k` when that lies in its own 32-lane segment, else its own value. HIP
//!   spells it with `ds_bpermute`, which reads the value of the lane whose *byte* address it
//!   is given within the wavefront: `ds.bpermute((lane + k) * 4, acc)`, with
//!   `lane = tid & (wave − 1)` (waves are runs of consecutive flat thread ids, and every
//!   generated block has a multiple of 32 threads, so no source lane is missing).
//! - `__syncwarp()` is `llvm.amdgcn.wave.barrier` (a wavefront runs its lanes in lockstep;
//!   the intrinsic only keeps the compiler from moving code across it).
//! - `__syncthreads_count` has no AMDGPU intrinsic (HIP builds it from LDS atomics around a
//!   barrier): it becomes a plain `__syncthreads()`.
//! - The `cp.async` ring kinds of `--multi-buffer` become synchronous ones: the pipelined ring
//!   a correct one, the lagging ring one with a single barrier per iteration (required).

use super::multi_buffer::RingPlan;
use super::{Func, Lower, RingKind};

impl Lower {
    /// `__shfl_down_sync(~0u, v, k)` on AMDGPU (module doc); returns the result register.
    pub(super) fn amdgpu_shuffle_down(&mut self, f: &mut Func, v: &str, k: u32, d: &str) -> String {
        let wave = self.opts.target.wave_size();
        let [seg, up, inside, lane, src, sel, addr, r] = self.fresh_n::<8>("sh");
        self.emit(f, format!("{seg} = and i32 %tid, 31"));
        self.emit(f, format!("{up} = add nuw nsw i32 {seg}, {k}"));
        self.emit(f, format!("{inside} = icmp ult i32 {up}, 32"));
        self.emit(f, format!("{lane} = and i32 %tid, {}", wave - 1));
        self.emit(f, format!("{src} = add nuw nsw i32 {lane}, {k}"));
        self.emit(
            f,
            format!("{sel} = select i1 {inside}, i32 {src}, i32 {lane}"),
        );
        self.emit(f, format!("{addr} = shl nuw nsw i32 {sel}, 2"));
        self.emit(
            f,
            format!("{r} = call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {v}){d}"),
        );
        r
    }
}

/// A ring loop as the AMDGPU target draws it: the `cp.async` kinds made synchronous (module
/// doc); every other plan as it is.
pub(super) fn synchronous_ring(mut plan: RingPlan) -> RingPlan {
    plan.kind = match plan.kind {
        RingKind::AsyncPipelined => RingKind::Correct { previous: false },
        RingKind::AsyncLagging => RingKind::SingleBarrier,
        other => other,
    };
    plan
}
