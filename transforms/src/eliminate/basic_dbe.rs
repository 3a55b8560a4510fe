//! `basic-dbe`: cicc's intra-block pattern matcher (seed 001).
//!
//! One linear scan per block, no dataflow, no restart. The documents list four patterns —
//! consecutive barriers, a barrier in a block without memory accesses, a barrier at function
//! entry, a barrier before a return — and give pseudocode that implements all four with one
//! flag, `has_memory_op`, reset at the start of each block and after each kept barrier.
//!
//! **Faithful** follows that pseudocode. It never looks at neighbouring blocks, so it removes
//! a barrier that starts a block even when a predecessor wrote what the block then reads
//! (`tests/eliminate` names such a kernel), and it treats every function's entry and exit as
//! clean, device functions included.
//!
//! **Faithful, observed** (`basic-dbe-mode = observed`, the `cicc` preset): what NVIDIA's
//! CUDA 13.5 binary does with `-basic-dbe`, measured on the corpus with
//! `scripts/nvidia-reference` (docs/cicc-fidelity.md). It is not the documented pattern
//! matcher at all: it computes branch-dist's four flags (shared/global reads and writes above
//! and below, one class for all such memory) over the CFG, counts calls as reading and
//! writing, treats a function's entry and exit as clean (device functions included: NVIDIA
//! removes the entry and exit barriers of `__noinline__` device functions, a real race when
//! the caller writes before the call or reads after it), and removes a barrier when nothing
//! is above, nothing is below, or neither side writes — restarting after each removal, in
//! layout order. It does **not** apply the documented rows `!ra && !wb` and `!wa && !rb`.
//! It prints NVIDIA's line for each removal (`[f.cu:12] Removed dead synch: Read above: …`).
//!
//! **Sound** keeps only the patterns that are safe without looking further:
//! - a barrier that follows another remaining barrier in the same block with no access
//!   between (Before(b) = ∅);
//! - a barrier in a kernel's entry block with no access before it (Before(b) = ∅: a kernel's
//!   entry contributes nothing);
//! - the last barrier of a block that ends the kernel (`ret`/`unreachable`) with no access
//!   after it (After(b) = ∅).

use super::branch_dist::{dump_removals, interval_flags};
use super::context::{FunctionContext, Verdict};
use super::decision::{Flags, Reason};
use crate::knobs::{BasicDbeMode, PassName};
use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::{BoundaryRule, HazardOptions};
use syncflow_analyses::memory::InstEffect;
use syncflow_framework::dataflow::MeetMode;
use syncflow_ir::{BarrierKind, InstId, Opcode};

const PASS: PassName = PassName::BasicDbe;

/// NVIDIA's decision on the flags of one barrier (observed mode): the exact no-hazard test on
/// the four flags — nothing above, nothing below, or reads only.
pub(crate) fn observed_verdict(flags: Flags) -> Verdict {
    let Flags { ra, wa, rb, wb } = flags;
    let condition = if !ra && !wa {
        "!ra && !wa"
    } else if !rb && !wb {
        "!rb && !wb"
    } else if !wa && !wb {
        "!wa && !wb"
    } else {
        return Verdict::Keep(Reason::FlagsHazard(flags));
    };
    Verdict::Remove(Reason::BranchDistCondition { flags, condition })
}

fn run_observed(ctx: &mut FunctionContext<'_>) {
    let options = HazardOptions {
        meet: MeetMode::Or,
        boundary: BoundaryRule::Clean,
    };
    let before = ctx.removed.clone();
    ctx.removal_loop(PASS, options, |_, intervals, inst| {
        observed_verdict(interval_flags(intervals, inst))
    });
    // NVIDIA prints its line for every removal, whatever `dump-branch-dist` says (each has
    // its flags: `observed_verdict` removes with a `BranchDistCondition` only).
    dump_removals(ctx, &before);
}

pub(crate) fn run(ctx: &mut FunctionContext<'_>) {
    if !ctx.sound() && ctx.knobs.basic_dbe_mode == BasicDbeMode::Observed {
        run_observed(ctx);
        return;
    }
    let eligible = {
        let list = ctx.eligible(PASS);
        let mut set = FixedBitSet::with_capacity(ctx.func.insts.len());
        set.extend(list.iter().map(|i| i.index()));
        set
    };
    let budget = ctx.removal_budget();
    let mut removed = 0;
    let func = ctx.func;
    for (block, b) in func.blocks.iter_enumerated() {
        let sound = ctx.sound();
        let is_entry = block == ctx.cfg.entry();
        let ends_kernel = func.is_kernel
            && matches!(
                func.insts[b.terminator()].opcode,
                Opcode::Ret | Opcode::Unreachable
            );
        // `has_memory_op` of the pseudocode; `seen_barrier` marks that a barrier (not the
        // block start) began the current segment, which the sound flavour needs.
        let mut has_memory_op = false;
        let mut seen_barrier = false;
        let mut last_kept: Option<InstId> = None;
        for inst in b.insts() {
            match &ctx.effects[inst.index()] {
                InstEffect::Accesses(_) => has_memory_op = true,
                InstEffect::None => {}
                InstEffect::Barrier(kind) => {
                    if ctx.removed.contains(inst.index()) || !kind.separates_intervals() {
                        continue;
                    }
                    let candidate =
                        *kind == BarrierKind::Candidate && eligible.contains(inst.index());
                    let reason = if !candidate || has_memory_op {
                        None
                    } else if sound {
                        if seen_barrier {
                            Some(Reason::Consecutive)
                        } else if is_entry && ctx.func.is_kernel {
                            Some(Reason::KernelEntry)
                        } else {
                            None
                        }
                    } else if seen_barrier {
                        Some(Reason::Consecutive)
                    } else {
                        Some(Reason::NoAccessEarlierInBlock)
                    };
                    match reason {
                        Some(r) if removed < budget => {
                            ctx.remove(inst, PASS, r);
                            removed += 1;
                        }
                        _ => {
                            if candidate {
                                ctx.keep(inst, PASS, Reason::AccessesAroundInBlock);
                            }
                            has_memory_op = false;
                            seen_barrier = true;
                            last_kept = Some(inst);
                        }
                    }
                }
            }
        }
        // Pattern 4: the last kept barrier, with no access after it in the block.
        if let Some(last) = last_kept {
            let candidate = eligible.contains(last.index()) && !ctx.removed.contains(last.index());
            let allowed = if sound { ends_kernel } else { true };
            if candidate && !has_memory_op && allowed && removed < budget {
                let r = if sound {
                    Reason::KernelExit
                } else {
                    Reason::NoAccessLaterInBlock
                };
                ctx.remove(last, PASS, r);
                removed += 1;
            }
        }
    }
}
