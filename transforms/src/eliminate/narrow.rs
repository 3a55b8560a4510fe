//! Narrowing an AMDGPU barrier's fences to LDS (the `narrow-lds` knob; docs/design.md §4.5).
//!
//! # Definition
//!
//! An AMDGPU barrier is the group `fence syncscope("workgroup") release; s.barrier; fence
//! syncscope("workgroup") acquire` (`syncflow_ir::amdgpu`). Its fences order every address
//! space. Tagged `!mmra !{!"amdgpu-synchronize-as", !"local"}` (`amdgpu-as` in LLVM 19) they
//! order LDS only: in LLVM's AMDGPU memory model a fence synchronizes the address spaces its
//! MMRA names, so the backend need not make the thread's global accesses visible at the
//! release (`s_waitcnt vmcnt(0)`, and the L1 write-back in threadgroup-split mode) nor
//! invalidate the L1 at the acquire.
//!
//! A kept candidate group `b` is narrowed when every conflict it orders is between two LDS
//! accesses. Formally, let `N` be the groups narrowed so far and `R` the removed barriers;
//! with intervals cut by the barriers outside `R ∪ N ∪ {b}` (the cuts that still order global
//! memory once `b` is narrowed), no pair `(x, y)` with `x` in Before(b), `y` in After(b)
//! conflicts (`dse`'s test: precision, launch facts, implied slots, iteration distance;
//! not its per-edge split at joins, which only removes more) unless both
//! `x` and `y` are accesses of LDS objects. Conflicts between LDS accesses stay ordered by
//! `b` itself (its fences still order LDS, and the LDS cuts are `R`'s complement as before).
//!
//! *Soundness*, by induction over the narrowings, exactly as for removals
//! ([`FunctionContext::removal_loop`]): before narrowing `b`, every conflicting pair of
//! accesses of which one is not on LDS is ordered by a barrier whose fences order all
//! address spaces (one outside `R ∪ N`). Narrowing `b` takes it out of those cuts; a pair
//! that only `b` ordered would lie in Before(b) × After(b) over the remaining cuts, and there
//! is none. Mixed pairs (LDS and global objects) never conflict; an access of unknown or flat
//! memory (address space 0, a buffer resource) counts as not LDS, so it blocks narrowing.
//! The slots implied by race freedom (§4.2) are used as `dse` uses them: they are facts of
//! the input program (a store every thread makes between two of its barriers), whatever is
//! narrowed afterwards.
//!
//! # Example
//!
//! ```text
//! out[2*g] = x;            // global, this thread's own slot
//! s[t] = x;                // LDS
//! __syncthreads();         // kept: write of @s above, read of @s below
//! y = s[(t + 1) % 256];    // LDS, a neighbour's slot
//! ```
//!
//! The only conflict is on `@s`; `out[2*g]` conflicts with nothing below. The group's fences
//! become `fence syncscope("workgroup") release, !mmra !N` with `!N` naming `local`.
//!
//! Only groups whose fences are `fence` instructions are narrowed (a `-nogpulib` HIP fence is
//! a call of `__atomic_work_item_fence`, left as it is), and neither pinned nor divergent
//! barriers, nor any under the `faithful` flavour.

use super::context::FunctionContext;
use super::decision::Reason;
use super::dse;
use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::{BoundaryRule, HazardIntervals, HazardOptions};
use syncflow_analyses::memory::object::Space;
use syncflow_analyses::memory::AccessClass;
use syncflow_framework::dataflow::{MeetMode, RestartPolicy};
use syncflow_ir::{InstId, Opcode};

/// Narrows what it may in one function: records on each decision why, and returns the
/// fences to tag.
pub(crate) fn run(ctx: &mut FunctionContext<'_>) -> Vec<InstId> {
    if !ctx.knobs.narrow_lds || !ctx.sound() || !ctx.module.is_amdgpu() {
        return Vec::new();
    }
    let (module, func) = (ctx.module, ctx.func);
    let eligible: Vec<(InstId, [InstId; 2])> = ctx
        .decisions
        .values()
        .filter(|d| !d.removed && matches!(d.reason, Reason::Conflict { .. }))
        .filter(|d| !ctx.divergent.contains_key(&d.inst))
        .filter_map(|d| {
            let group = module.amdgpu_barrier_group(func, d.inst)?;
            let fence = |i: InstId| matches!(func.insts[i].opcode, Opcode::Fence { .. });
            (!group.narrowed && fence(group.release) && fence(group.acquire))
                .then_some((d.inst, [group.release, group.acquire]))
        })
        .collect();
    if eligible.is_empty() {
        return Vec::new();
    }
    let options = HazardOptions {
        meet: MeetMode::Or,
        boundary: BoundaryRule::Sound,
    };
    let (precision, _) = dse::with_launch_facts(ctx, ctx.knobs.precision());
    let implied = dse::implied_slots(ctx, precision);
    let objects = ctx.objects;
    let lds = |c: AccessClass| objects.object(c.object).space() == Space::Shared;
    let ignore_global = ctx.knobs.narrow_lds_ignore_global;
    let ignore_distance = ctx.knobs.iterations_ignore_distance;
    let global_cuts: FixedBitSet = ctx.removed.clone();
    let mut intervals = HazardIntervals::with_redefinitions(
        &ctx.cfg,
        func,
        &ctx.effects,
        objects,
        options,
        &global_cuts,
        ctx.redefinitions.clone(),
    );
    let mut fences = Vec::new();
    let mut records = Vec::new();
    for (inst, pair) in eligible {
        let loops = objects
            .iteration()
            .loops_holding(ctx.function, func.insts[inst].block);
        let before = intervals.before(inst);
        let after = intervals.after(inst);
        let laps = intervals.on_barrier_free_cycle(&ctx.cfg, inst);
        let conflicts: Vec<(AccessClass, AccessClass)> = before
            .ones()
            .map(AccessClass::from_bit)
            .flat_map(|a| after.ones().map(AccessClass::from_bit).map(move |b| (a, b)))
            .filter(|&(a, b)| {
                objects.conflict(a, b, precision)
                    && !implied.disjoint(objects, a.object, b.object)
                    && objects
                        .apart_across_iterations(a, b, precision, &loops, ignore_distance, laps)
                        .is_none()
            })
            .collect();
        let on_lds = |&(a, b): &(AccessClass, AccessClass)| lds(a) && lds(b);
        let global = conflicts.iter().find(|p| !on_lds(p));
        let shared = conflicts.iter().find(|p| on_lds(p));
        let Some(&(a, b)) = shared else {
            continue;
        };
        if global.is_some() && !ignore_global {
            continue;
        }
        intervals.remove(inst, RestartPolicy::Incremental);
        fences.extend(pair);
        let why = if global.is_some() {
            "narrow-lds-ignore-global: a conflict on global memory crosses it too (unsound)"
                .to_string()
        } else {
            format!(
                "every conflict it orders is on LDS ({} above, {} below); none on global memory crosses it",
                objects.describe(a, module),
                objects.describe(b, module)
            )
        };
        records.push((inst, why));
    }
    for (inst, why) in records {
        if let Some(d) = ctx.decisions.get_mut(&inst) {
            d.narrowed = Some(why);
        }
    }
    fences
}
