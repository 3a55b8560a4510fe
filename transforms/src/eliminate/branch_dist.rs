//! `branch-dist`: cicc's dead-synchronization pass over per-block read/write flags (seed 000).
//!
//! For each barrier, four booleans: shared/global **r**eads and **w**rites **a**bove and
//! **b**elow it — the accesses on paths from the previous barrier (or the function's entry)
//! and to the next one (or the exit), propagated over the CFG to a fixed point with the OR
//! meet (`branch-dist-norm = 0`) or AND (`= 1`). After each removal the analysis restarts.
//!
//! ## The condition table, checked
//!
//! The documents call a barrier dead when any of these holds:
//!
//! | condition | documented meaning | what it admits |
//! |---|---|---|
//! | `!ra && !wa` | nothing above | sound |
//! | `!rb && !wb` | nothing below | sound |
//! | `!ra && !wb` | "no RAW or WAW" | writes above with reads below: **a read-after-write hazard** |
//! | `!wa && !rb` | "no WAR or WAW" | reads above with writes below: **a write-after-read hazard** |
//!
//! A hazard across the barrier is `wa && (rb || wb)` (RAW, WAW) or `ra && wb` (WAR), so the
//! exact no-hazard condition on these flags is `(!ra && !wa) || (!rb && !wb) || (!wa && !wb)`:
//! nothing above, nothing below, or reads only. The documented rows 3 and 4 contradict the
//! documents' own definition, and the table misses "reads only".
//!
//! **Faithful** applies the documented table as written (so it removes the barrier of
//! `s[t] = x; __syncthreads(); y = s[t ^ 1];` — the soundness harness and `tests/eliminate`
//! show it), with cicc's boundary rule (a function's entry and exit add nothing) and its
//! knobs. Whether NVIDIA's binary really does this is issue 10's question.
//!
//! **Sound** applies the exact condition, the device-function boundary rule of docs/design.md §4,
//! and, with `disable-complex-branch-dist`, treats a block's edges as "anything may happen"
//! (except a kernel's entry and exit) instead of "nothing".

use super::context::{FunctionContext, Verdict};
use super::decision::{Flags, Reason};
use crate::knobs::PassName;
use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::{BoundaryRule, HazardIntervals, HazardOptions};
use syncflow_analyses::memory::{AccessClass, AccessKind, InstEffect};
use syncflow_framework::dataflow::MeetMode;
use syncflow_ir::{InstId, Opcode};

const PASS: PassName = PassName::BranchDist;

/// Reads and writes of a set of access classes.
fn flags_of(set: &FixedBitSet) -> (bool, bool) {
    let mut reads = false;
    let mut writes = false;
    for c in set.ones().map(AccessClass::from_bit) {
        match c.kind {
            AccessKind::Read | AccessKind::AtomicRead => reads = true,
            AccessKind::Write => writes = true,
            // An atomic read-modify-write reads and writes (the documents' classifier); so
            // does a reduction, and a signal to other CTAs may publish or observe anything.
            AccessKind::AtomicWrite | AccessKind::Reduce | AccessKind::Signal => {
                reads = true;
                writes = true;
            }
        }
    }
    (reads, writes)
}

fn verdict(sound: bool, flags: Flags) -> Verdict {
    let Flags { ra, wa, rb, wb } = flags;
    if sound {
        if !ra && !wa {
            Verdict::Remove(Reason::NothingBefore)
        } else if !rb && !wb {
            Verdict::Remove(Reason::NothingAfter)
        } else if !wa && !wb {
            Verdict::Remove(Reason::ReadsOnly)
        } else {
            Verdict::Keep(Reason::FlagsHazard(flags))
        }
    } else {
        let table: [(bool, &'static str); 4] = [
            (!ra && !wa, "!ra && !wa"),
            (!rb && !wb, "!rb && !wb"),
            (!ra && !wb, "!ra && !wb"),
            (!wa && !rb, "!wa && !rb"),
        ];
        match table.iter().find(|(holds, _)| *holds) {
            Some((_, condition)) => {
                Verdict::Remove(Reason::BranchDistCondition { flags, condition })
            }
            None => Verdict::Keep(Reason::FlagsHazard(flags)),
        }
    }
}

/// The accesses on each side of `inst` within its own block only (`disable-complex-branch-dist`):
/// up to the nearest remaining barrier or the block's edge. A block edge adds nothing
/// (faithful), or — sound — everything unless it is the kernel's entry or exit.
fn local_flags(ctx: &FunctionContext<'_>, inst: InstId) -> Flags {
    let func = ctx.func;
    let block = func.insts[inst].block;
    let insts: Vec<InstId> = func.blocks[block].insts().collect();
    let pos = insts.iter().position(|i| *i == inst).expect("in its block");
    let scan = |range: &mut dyn Iterator<Item = &InstId>| -> (bool, bool, bool) {
        let (mut r, mut w) = (false, false);
        for i in range {
            match &ctx.effects[i.index()] {
                InstEffect::Accesses(list) => {
                    let mut set = FixedBitSet::with_capacity(ctx.objects.class_count());
                    for c in list {
                        set.insert(c.bit());
                    }
                    let (rr, ww) = flags_of(&set);
                    r |= rr;
                    w |= ww;
                }
                InstEffect::Barrier(k)
                    if k.separates_intervals() && !ctx.removed.contains(i.index()) =>
                {
                    return (r, w, true);
                }
                _ => {}
            }
        }
        (r, w, false)
    };
    let (mut ra, mut wa, stopped_above) = scan(&mut insts[..pos].iter().rev());
    let (mut rb, mut wb, stopped_below) = scan(&mut insts[pos + 1..].iter());
    if ctx.sound() {
        let entry = block == ctx.cfg.entry() && func.is_kernel;
        let exit = func.is_kernel
            && matches!(
                func.insts[*insts.last().expect("non-empty")].opcode,
                Opcode::Ret | Opcode::Unreachable
            );
        if !stopped_above && !entry {
            ra = true;
            wa = true;
        }
        if !stopped_below && !exit {
            rb = true;
            wb = true;
        }
    }
    Flags { ra, wa, rb, wb }
}

/// The four flags of `inst` on the CFG solution `intervals`.
pub(super) fn interval_flags(intervals: &HazardIntervals<'_>, inst: InstId) -> Flags {
    let (ra, wa) = flags_of(&intervals.before(inst));
    let (rb, wb) = flags_of(&intervals.after(inst));
    Flags { ra, wa, rb, wb }
}

/// Runs branch-dist on one function (`ctx.position`, the function's index among those with
/// barriers, counts against `branch-dist-func-limit`).
pub(crate) fn run(ctx: &mut FunctionContext<'_>) {
    let knobs = ctx.knobs;
    let position = ctx.position;
    if knobs.no_branch_dist_functions().any(|f| f == ctx.func.name) {
        for inst in ctx.eligible(PASS) {
            ctx.keep(
                inst,
                PASS,
                Reason::Skipped("function listed in no-branch-dist".into()),
            );
        }
        return;
    }
    let over_func_limit =
        usize::try_from(knobs.branch_dist_func_limit).is_ok_and(|limit| position >= limit);
    let over_block_limit = usize::try_from(knobs.branch_dist_block_limit)
        .is_ok_and(|limit| ctx.func.blocks.len() > limit);
    if over_func_limit || over_block_limit {
        let why = if over_func_limit {
            "beyond branch-dist-func-limit"
        } else {
            "more blocks than branch-dist-block-limit"
        };
        for inst in ctx.eligible(PASS) {
            ctx.keep(inst, PASS, Reason::Skipped(why.into()));
        }
        return;
    }
    let sound = ctx.sound();
    let options = HazardOptions {
        meet: if knobs.branch_dist_norm {
            MeetMode::And
        } else {
            MeetMode::Or
        },
        boundary: if sound {
            BoundaryRule::Sound
        } else {
            BoundaryRule::Clean
        },
    };
    let local = knobs.disable_complex_branch_dist;
    let before = ctx.removed.clone();
    ctx.removal_loop(PASS, options, |ctx, intervals, inst| {
        let flags = if local {
            local_flags(ctx, inst)
        } else {
            interval_flags(intervals, inst)
        };
        verdict(sound, flags)
    });
    if knobs.dump_branch_dist {
        dump_removals(ctx, &before);
    }
}

/// cicc's diagnostic line for each barrier removed since `before` (the removed set as it was),
/// in layout order: `[f.cu:12] Removed dead synch: Read above: 1, … in function f`, without
/// the flags when the removal's reason has none. `dump-branch-dist` asks for it; NVIDIA's
/// observed `basic-dbe` prints it always.
pub(super) fn dump_removals(ctx: &mut FunctionContext<'_>, before: &FixedBitSet) {
    let newly: Vec<InstId> = ctx
        .removed
        .ones()
        .filter(|i| !before.contains(*i))
        .map(InstId::new)
        .collect();
    for inst in newly {
        let flags = match ctx.decisions.get(&inst).map(|d| &d.reason) {
            Some(Reason::BranchDistCondition { flags, .. } | Reason::FlagsHazard(flags)) => {
                format!("{} ", flags.describe())
            }
            _ => String::new(),
        };
        let line = format!(
            "[{}] Removed dead synch: {flags}in function {}",
            ctx.location(inst),
            ctx.func.name
        );
        ctx.diagnostics.push(line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(ra: bool, wa: bool, rb: bool, wb: bool) -> Flags {
        Flags { ra, wa, rb, wb }
    }

    /// The sound table removes exactly the flag combinations without a hazard, checked
    /// against the definition of RAW/WAR/WAW over all 16 combinations; the faithful table
    /// removes more, and every extra one is a hazard.
    #[test]
    fn condition_tables_against_the_hazard_definition() {
        let mut faithful_extra = 0;
        for bits in 0..16u8 {
            let f = flags(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0);
            let hazard = (f.wa && (f.rb || f.wb)) || (f.ra && f.wb);
            let sound_removes = matches!(verdict(true, f), Verdict::Remove(_));
            assert_eq!(sound_removes, !hazard, "{f:?}");
            let faithful_removes = matches!(verdict(false, f), Verdict::Remove(_));
            if faithful_removes && hazard {
                faithful_extra += 1;
            }
            if !hazard && !faithful_removes {
                // The documented table misses "reads only on both sides".
                assert!(f.ra && f.rb && !f.wa && !f.wb, "{f:?}");
            }
        }
        // ra=0 wa=1 rb=1 wb=0 (RAW) and ra=1 wa=0 rb=0 wb=1 (WAR).
        assert_eq!(faithful_extra, 2);
    }
}
