//! `dominance`: ptxas' redundant-barrier elimination (`OriRemoveRedundantBarriers`, seed 003)
//! as barrier-liveness proofs, each removal with a certificate.
//!
//! A barrier goes when it is *redundant*: every thread already synchronized at another barrier
//! and touched no shared or global memory since (or will synchronize again before touching
//! any). The proofs, the lattice behind them and the certificate format are in
//! [`syncflow_analyses::liveness`]; what each `sync-mode` admits is in
//! [`crate::knobs`]. Every mode is sound: a redundant barrier has an empty Before or After set
//! (docs/design.md §4), so this pass removes a subset of what `dse` can — without looking at which
//! objects are accessed, which is why it is cheap, and with a proof anyone can re-check
//! ([`Checker`](syncflow_analyses::liveness::Checker)).
//!
//! ## One sweep
//!
//! The pass decides the eligible barriers once each, in layout order. A redundant one is
//! removed at once: the liveness solution is brought up to date with the `restart` policy
//! (incrementally by default) and every later proof assumes it gone; its certificate lists the
//! barriers removed before it that lie in the proof's region (`assumes_removed`). A barrier that is not redundant is kept and
//! never looked at again. That is exact — the same decisions as cicc's loop that rescans from
//! the first barrier after every removal — because redundancy is **antitone in the set of
//! removed barriers**: write `R(b, S)` for "b is redundant when the barriers in S are gone".
//! Every proof form says that each path into `b` (or out of it) meets a *present*, compatible,
//! uniform barrier before any shared or global access. Removing more barriers removes no
//! access and no path; it only turns present barriers into absent ones, so each path meets its
//! barrier later or never, and the set of paths meeting one before an access can only shrink.
//! Hence `S ⊆ S'` and `R(b, S')` imply `R(b, S)`; contrapositively a barrier found not
//! redundant under the removals so far stays not redundant under any later, larger set. The
//! rescanning loop re-proves exactly those barriers and fails on each, so it reaches the
//! same removals in the same order, with the same certificates — at the cost of one proof per
//! barrier per removal, quadratic on a kernel with a thousand removable barriers.
//! `dominance_single_sweep_equals_rescanning` (in `fuzz/tests/dominance_certificates.rs`)
//! compares the two on generated kernels.
//!
//! With `restart = never` every barrier is decided on the first solution, and two barriers
//! that are each other's proof both go — unsound, kept for study, and the checker rejects the
//! second certificate.
//!
//! **Flavour**: the sound flavour treats a device function's entry and `ret` as dirty
//! (docs/design.md §4); the faithful one as clean, like cicc's passes. **Uniformity**: barriers
//! the divergence oracle flags are neither removed nor used as proofs.
//!
//! ## Where it goes in the `sound` preset
//!
//! First. It removes only what `dse` would also remove on the same program (a differential
//! test checks this on the corpus and on generated kernels), so running it first loses
//! nothing, and the barriers it takes come with certificates instead of `dse`'s conflict-free
//! sets. On the corpus the preset's removals are the same 18 barriers either way.

use super::context::{sweep, FunctionContext};
use super::decision::Reason;
use crate::knobs::PassName;
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_analyses::hazard::BoundaryRule;
use syncflow_analyses::liveness::{
    BarrierLiveness, Certificate, Compatibility, Prover, ProverOptions,
};
use syncflow_analyses::memory::EffectOptions;
use syncflow_framework::dataflow::RestartPolicy;
use syncflow_ir::InstId;

const PASS: PassName = PassName::Dominance;

/// The prover options for `sync-mode` `mode` (1–3).
pub fn prover_options(mode: u8, boundary: BoundaryRule, effects: EffectOptions) -> ProverOptions {
    ProverOptions {
        dominator: mode >= 1,
        post_dominator: mode >= 2,
        liveness: mode >= 3,
        compatibility: if mode >= 2 {
            Compatibility::SameBarrierId
        } else {
            Compatibility::Identical
        },
        boundary,
        effects,
    }
}

pub(crate) fn run(ctx: &mut FunctionContext<'_>) {
    let eligible = ctx.eligible(PASS);
    let mode = ctx.knobs.sync_mode;
    if mode == 0 {
        for inst in eligible {
            ctx.keep(
                inst,
                PASS,
                Reason::Skipped("sync-mode 0: the dominance pass removes nothing".into()),
            );
        }
        return;
    }
    let boundary = if ctx.sound() {
        BoundaryRule::Sound
    } else {
        BoundaryRule::Clean
    };
    let effects = ctx.knobs.effect_options();
    let options = prover_options(mode, boundary, effects);
    let policy: RestartPolicy = ctx.knobs.restart.into();
    let budget = ctx.removal_budget();
    let removals: Vec<(InstId, Certificate)>;
    let mut keeps: BTreeMap<InstId, String> = BTreeMap::new();
    {
        let ctx: &FunctionContext<'_> = ctx;
        let prover = Prover::new(ctx.module, ctx.func, &ctx.cfg, &ctx.effects, options);
        let uniform = |i: InstId| !ctx.divergent.contains_key(&i);
        let mut liveness = options.liveness.then(|| {
            BarrierLiveness::new(&ctx.cfg, ctx.func, &ctx.effects, boundary, &ctx.removed)
        });
        // What the proofs may assume gone: everything removed so far (by this pass too,
        // unless the policy keeps the first solution).
        let mut removed: FixedBitSet = ctx.removed.clone();
        // One sweep in layout order (see "One sweep" in the module docs for why a barrier
        // kept here never needs a second look); `rescan-after-removal` restores the literal
        // loop that starts over after each removal, kept as the baseline the tests compare with.
        let never = policy == RestartPolicy::Never;
        let rescan = ctx.knobs.rescan_after_removal && !never;
        let gone;
        (removals, gone) = sweep(&eligible, budget, rescan, |inst| {
            let cert = prover
                .prove(inst, &removed, liveness.as_ref(), &uniform)
                .ok()?;
            if !never {
                removed.insert(inst.index());
                if let Some(l) = liveness.as_mut() {
                    l.remove(inst, policy);
                }
            }
            Some(cert)
        });
        // The reasons of kept barriers, from the final program (one more proof each) — unless
        // `dse` runs later: it decides every barrier still there again and records its own
        // reason, so these proofs would be thrown away (half the pass's time in `sound`).
        let superseded = ctx
            .knobs
            .passes
            .iter()
            .skip_while(|p| **p != PASS)
            .any(|p| *p == PassName::Dse);
        for &inst in eligible.iter().filter(|i| !gone.contains(i.index())) {
            let why = if superseded {
                "not proved redundant (dse decides it next)".to_string()
            } else {
                match prover.prove(inst, &removed, liveness.as_ref(), &uniform) {
                    Err(why) => why.to_string(),
                    Ok(_) => "redundant, but iteration-limit was reached".to_string(),
                }
            };
            keeps.insert(inst, why);
        }
    }
    for (inst, why) in keeps {
        ctx.keep(inst, PASS, Reason::NotRedundant(why));
    }
    for (inst, cert) in removals {
        ctx.remove(inst, PASS, Reason::Redundant(cert.describe()));
        ctx.certificates.push((inst, cert));
    }
}
