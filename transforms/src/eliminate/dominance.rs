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
//! The pass decides the eligible barriers in layout order, removes the first redundant one,
//! brings the liveness solution up to date with the `restart` policy and starts over, like
//! the other passes; each certificate lists the barriers removed before it
//! (`assumes_removed`). With `restart = never` every barrier is decided on the first solution,
//! and two barriers that are each other's proof both go — unsound, kept for study, and the
//! checker rejects the second certificate.
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

use super::context::FunctionContext;
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
    let effects = EffectOptions {
        ignore_call_safety: ctx.knobs.ignore_call_safety,
        ignore_address_space_check: ctx.knobs.ignore_address_space_check != 0,
    };
    let options = prover_options(mode, boundary, effects);
    let policy: RestartPolicy = ctx.knobs.restart.into();
    let budget = ctx.removal_budget();
    let mut removals: Vec<(InstId, Certificate)> = Vec::new();
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
        let mut gone = FixedBitSet::with_capacity(ctx.func.insts.len());
        'scan: while removals.len() < budget {
            for &inst in &eligible {
                if gone.contains(inst.index()) {
                    continue;
                }
                match prover.prove(inst, &removed, liveness.as_ref(), &uniform) {
                    Ok(cert) => {
                        gone.insert(inst.index());
                        keeps.remove(&inst);
                        removals.push((inst, cert));
                        if policy == RestartPolicy::Never {
                            if removals.len() >= budget {
                                break 'scan;
                            }
                            continue;
                        }
                        removed.insert(inst.index());
                        if let Some(l) = liveness.as_mut() {
                            l.remove(inst, policy);
                        }
                        continue 'scan;
                    }
                    Err(why) => {
                        keeps.insert(inst, why.to_string());
                    }
                }
            }
            break;
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
