//! # The barrier eliminators
//!
//! [`eliminate`] runs the passes a [`Knobs`] value names — `dominance`, `basic-dbe`,
//! `branch-dist`, `dse`, in that order in the `sound` preset — over every defined function of
//! a module, and returns the fate of every barrier ([`BarrierDecision`]: removed or kept, by
//! which pass, why) and the set of instructions to cut, ready for
//! [`print_module`](syncflow_ir::print_module).
//!
//! | pass | what it is |
//! |---|---|
//! | `dominance` | ptxas-style barrier-liveness dominance proofs, with certificates (`sync-mode` says which proofs). |
//! | `basic-dbe` | cicc's intra-block pattern matcher (`basic-dbe-mode` says which). |
//! | `branch-dist` | cicc's branch distribution: per-block read/write flags propagated over the CFG. |
//! | `dse` | Dead synchronization elimination: the full Before/After hazard analysis. |
//!
//! Each pass is declared once, in `eliminate/passes.rs` ([`PassName`]): **to add a pass, add
//! one entry there** (its module doc says what follows from it). A pass runs on one
//! function's context (`context.rs`) and records a decision for each barrier it looks at.
//!
//! Each pass exists in two flavours (the `flavour` knob): **faithful** to the reverse-engineered
//! cicc documents, unsound parts included, and **sound** under docs/design.md §4. The module docs
//! of `basic_dbe`, `branch_dist` and `dse` say what each flavour removes and where the
//! faithful one breaks; [`dominance`] (ptxas' redundant-barrier proofs, sound in every
//! `sync-mode`) gives each of its removals a [`Certificate`], collected in
//! [`Elimination::certificates`].
//!
//! Barriers that carry data (`__syncthreads_count/and/or`) are never removed, nor are the ones
//! a user pins ([`pin`]); barriers that
//! are not full-CTA id-0 barriers are not candidates; barriers under divergent control (as a
//! [`DivergenceOracle`] reports) are left alone unless `ignore-variance-cond` is set.

mod basic_dbe;
mod branch_dist;
mod context;
mod decision;
mod divergence;
pub mod dominance;
mod dse;
mod join_split;
mod mbarrier_pairs;
mod narrow;
mod passes;
pub mod pin;
mod projection;

pub use decision::{BarrierDecision, Flags, Reason};
pub use divergence::UniformityDivergence;
pub use passes::PassName;

use crate::knobs::Knobs;
use context::FunctionContext;
use fixedbitset::FixedBitSet;
use rayon::prelude::*;
use std::collections::BTreeSet;
use syncflow_analyses::liveness::Certificate;
use syncflow_analyses::memory::{EffectTable, Redefinitions};
use syncflow_ir::{FunctionId, InstId, Module, Removal};

/// Which barriers are under divergent control.
pub trait DivergenceOracle: Sync {
    /// `Some(branch)` when barrier `inst` of `function` may be reached by some threads of a
    /// CTA and not others; `branch` locates the divergent branch when known.
    fn divergent(
        &self,
        module: &Module,
        function: FunctionId,
        inst: InstId,
    ) -> Option<Option<String>>;

    /// The blocks of `function` that some threads of a CTA may execute and others not, when
    /// the oracle knows them (`None`: unknown, so every block may be). The slot rule of
    /// `syncflow_analyses::memory::implied` takes its witnesses only outside them.
    fn divergent_control(&self, _module: &Module, _function: FunctionId) -> Option<FixedBitSet> {
        None
    }

    /// The SSA values of `function` (bits by local) that every thread of a CTA holds equal
    /// between executions of their definitions: uniform, and defined outside divergent
    /// control (`syncflow_analyses::memory::footprint`, step 3). `None`: unknown, so no
    /// footprint base naming an SSA value is trusted.
    fn stable_uniform(&self, _module: &Module, _function: FunctionId) -> Option<FixedBitSet> {
        None
    }
}

/// An oracle that calls no barrier divergent (and knows nothing of other blocks, so the
/// slots implied by race freedom, which need uniform witnesses, are not used).
#[derive(Clone, Copy, Debug, Default)]
pub struct AssumeUniform;

impl DivergenceOracle for AssumeUniform {
    fn divergent(&self, _: &Module, _: FunctionId, _: InstId) -> Option<Option<String>> {
        None
    }
}

/// The outcome of [`eliminate`].
#[derive(Clone, Debug, Default)]
pub struct Elimination {
    /// Every barrier of every defined function, in module order.
    pub decisions: Vec<BarrierDecision>,
    /// The instructions to cut.
    pub removals: BTreeSet<Removal>,
    /// The AMDGPU fences to narrow to LDS (the `narrow-lds` knob; `narrow.rs`), two per
    /// narrowed barrier group.
    pub narrowed: BTreeSet<Removal>,
    /// `dump-branch-dist` lines, in cicc's format.
    pub diagnostics: Vec<String>,
    /// The certificate of every removal the `dominance` pass made, in removal order per
    /// function (the order [`Checker::check`](syncflow_analyses::liveness::Checker::check)
    /// expects them in, since each assumes the earlier removals).
    pub certificates: Vec<(FunctionId, InstId, Certificate)>,
}

impl Elimination {
    /// The certificate of the removal of `inst` in `function`, if the `dominance` pass made it.
    pub fn certificate(&self, function: FunctionId, inst: InstId) -> Option<&Certificate> {
        self.certificates
            .iter()
            .find(|(f, i, _)| *f == function && *i == inst)
            .map(|(_, _, c)| c)
    }
}

impl Elimination {
    /// Number of barriers removed (an AMDGPU barrier group counts once, though its three
    /// instructions are all in [`Elimination::removals`]).
    pub fn removed(&self) -> usize {
        self.decisions.iter().filter(|d| d.removed).count()
    }

    /// Number of barriers kept with their fences narrowed to LDS.
    pub fn narrowed_barriers(&self) -> usize {
        self.decisions
            .iter()
            .filter(|d| d.narrowed.is_some())
            .count()
    }

    /// The output module: `module`'s text with the removals cut and the narrowed fences
    /// tagged ([`print_module_narrowed`](syncflow_ir::print_module_narrowed)).
    pub fn print(&self, module: &Module) -> Result<String, syncflow_ir::PrintError> {
        syncflow_ir::print_module_narrowed(module, &self.removals, &self.narrowed)
    }
}

/// Runs the passes of `knobs` over every defined function of `module`.
pub fn eliminate(module: &Module, knobs: &Knobs, oracle: &dyn DivergenceOracle) -> Elimination {
    let options = knobs.effect_options();
    let table = {
        let _stage = tracing::info_span!("stage", name = "effects").entered();
        EffectTable::new(module, options)
    };
    let _stage = tracing::info_span!("stage", name = "passes").entered();
    // Functions are independent: each gets its own context, in parallel, and the results are
    // merged in module order so the output does not depend on the schedule. A function's
    // position among those with barriers is fixed up front (branch-dist-func-limit counts
    // them in module order).
    let with_barriers: Vec<FunctionId> = module
        .functions
        .indices()
        .filter(|f| {
            let func = &module.functions[*f];
            func.is_defined
                && module
                    .barriers(func)
                    .any(|(_, b)| b.kind != syncflow_ir::BarrierKind::Fence)
        })
        .collect();
    let called = called_functions(module);
    type PerFunction = (
        Vec<BarrierDecision>,
        Vec<String>,
        Vec<(FunctionId, InstId, Certificate)>,
        Vec<InstId>,
    );
    let per_function: Vec<PerFunction> = with_barriers
        .par_iter()
        .enumerate()
        .map(|(position, &f)| {
            let span = tracing::debug_span!("eliminate", function = %module.functions[f].name);
            let _guard = span.enter();
            let stable = oracle.stable_uniform(module, f);
            let effects = table.function_effects_in(module, f, stable.as_ref());
            let redefinitions = if knobs.bases_ignore_redefinition {
                Redefinitions::none()
            } else {
                table.redefinitions(module, f, &effects)
            };
            let mut ctx = FunctionContext::new(
                module,
                f,
                effects,
                table.objects(),
                knobs,
                oracle,
                called.contains(f.index()),
            );
            ctx.redefinitions = redefinitions;
            ctx.extent = table.extent(f).clone();
            ctx.sides = table.function_sides_in(module, f, stable.as_ref());
            ctx.stable = stable;
            ctx.position = position;
            for pass in &knobs.passes {
                let _pass = tracing::debug_span!("pass", name = pass.as_str()).entered();
                pass.run(&mut ctx);
            }
            let narrowed = narrow::run(&mut ctx);
            if table.is_projected(f) {
                projection::annotate(&mut ctx);
            }
            let certificates = ctx
                .certificates
                .into_iter()
                .map(|(i, c)| (f, i, c))
                .collect();
            (
                ctx.decisions.into_values().collect(),
                ctx.diagnostics,
                certificates,
                narrowed,
            )
        })
        .collect();
    let mut out = Elimination::default();
    for (decisions, diagnostics, certificates, narrowed) in per_function {
        if let Some(d) = decisions.first() {
            for inst in narrowed {
                out.narrowed.insert(Removal {
                    function: d.function,
                    inst,
                });
            }
        }
        for d in decisions {
            if d.removed {
                // An AMDGPU barrier goes with its fences: the whole group is the barrier
                // (docs/design.md §4.5).
                let func = &module.functions[d.function];
                let members = match module.amdgpu_barrier_group(func, d.inst) {
                    Some(group) => group.members().to_vec(),
                    None => vec![d.inst],
                };
                for inst in members {
                    out.removals.insert(Removal {
                        function: d.function,
                        inst,
                    });
                }
            }
            out.decisions.push(d);
        }
        out.diagnostics.extend(diagnostics);
        out.certificates.extend(certificates);
    }
    out
}

/// The functions some defined function calls directly (kernels among them are not launched
/// only: their callers may run them in some threads).
fn called_functions(module: &Module) -> FixedBitSet {
    let mut called = FixedBitSet::with_capacity(module.functions.len());
    for func in module.functions.iter().filter(|f| f.is_defined) {
        for i in func.insts.indices() {
            if let Some(syncflow_ir::CallTarget::Defined(g)) = module.call_target(func, i) {
                called.insert(g.index());
            }
        }
    }
    called
}
