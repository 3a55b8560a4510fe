//! The eliminators and the uniformity analysis of syncflow, driven through the harness.

use super::{Edits, Eliminator, UniformityOracle};
use std::collections::BTreeSet;
use syncflow_analyses::memory::pointer::{PointerResolver, Target};
use syncflow_analyses::uniformity::{Level, ModuleUniformity, Options};
use syncflow_ir::{FunctionId, LocalDef, LocalId, Module, Operand, Removal};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// `syncflow eliminate` with a preset and knob overrides, as the harness sees it.
pub struct Pipeline {
    name: String,
    preset: String,
    knobs: Knobs,
    must_be_sound: bool,
}

impl Pipeline {
    /// The preset `preset` with the `overrides` (`passes=dse`, `restart=never`); `name` and the
    /// preset label are what the report shows.
    pub fn new(name: &str, preset: &str, overrides: &[&str]) -> Self {
        Self::try_new(name, preset, overrides).expect("valid knobs")
    }

    /// [`Pipeline::new`], or `None` when the preset loader rejects one of the overrides (a
    /// row for a knob this build does not have yet).
    pub fn try_new(name: &str, preset: &str, overrides: &[&str]) -> Option<Self> {
        let mut knobs = Knobs::preset(preset).expect("built-in preset");
        for o in overrides {
            knobs.set(o).ok()?;
        }
        let mut label = preset.to_string();
        for o in overrides.iter().filter(|o| !o.starts_with("passes=")) {
            label.push('+');
            label.push_str(o);
        }
        // The sound flavour must be sound, except where told to do something known to be
        // unsound (`restart = never`) or to trust an assumption the generator does not keep
        // (`block-shape = 1d`: generated kernels also run 2-D blocks), or to model copies as
        // synchronous (`async-at-issue-only`, docs/design.md §9.2), or to read
        // synchronization by the old definition (`legacy-sync-model`, issue 27), or to take a
        // loop-carried base for one value on both sides of a barrier
        // (`bases-ignore-redefinition`, issue 30), or to compare a loop-carried pair of
        // accesses as if both were in one iteration (`iterations-ignore-distance`), or to
        // miscount `cp.async` groups by one (`async-partial-waits-complete-nothing`), or to
        // take every pair for ordered by named barriers (`named-barriers-order-everything`).
        let must_be_sound = matches!(preset, "sound" | "conservative")
            && !label.contains("never")
            && !label.contains("block-shape=1d")
            && !label.contains("async-at-issue-only")
            && !label.contains("wmma-registers-only")
            && !label.contains("legacy-sync-model")
            && !label.contains("bases-ignore-redefinition")
            && !label.contains("iterations-ignore-distance")
            && !label.contains("async-partial-waits-complete-nothing")
            && !label.contains("named-barriers-order-everything")
            && !label.contains("named-barriers-ignore-phase")
            && !label.contains("mbarrier-phases-order-everything")
            && !label.contains("narrow-lds-ignore-global")
            && !label.contains("lds-groups-ignore-full");
        Some(Pipeline {
            name: name.to_string(),
            preset: label,
            knobs,
            must_be_sound,
        })
    }
}

impl Eliminator for Pipeline {
    fn name(&self) -> &str {
        &self.name
    }
    fn preset(&self) -> &str {
        &self.preset
    }
    fn run(&self, module: &Module) -> BTreeSet<Removal> {
        eliminate(module, &self.knobs, &UniformityDivergence::new(module)).removals
    }
    fn edits(&self, module: &Module) -> Edits {
        let result = eliminate(module, &self.knobs, &UniformityDivergence::new(module));
        Edits {
            removed: result.removals,
            narrowed: result.narrowed,
        }
    }
    fn must_be_sound(&self) -> bool {
        self.must_be_sound
    }
}

/// The eliminators a campaign compares: the whole pipeline under each preset, each pass alone
/// in each flavour, and the sound pipeline with the `never` restart policy.
pub fn pipelines() -> Vec<Pipeline> {
    let mut rows = vec![
        Pipeline::new("pipeline", "sound", &[]),
        Pipeline::new("pipeline", "conservative", &[]),
        // cicc as NVIDIA's binary behaves (docs/cicc-fidelity.md): basic-dbe, observed mode.
        Pipeline::new("pipeline", "cicc", &[]),
        // cicc as the reverse-engineered documents describe it.
        Pipeline::new("pipeline", "cicc-documented", &[]),
        Pipeline::new("basic-dbe", "sound", &["passes=basic-dbe"]),
        Pipeline::new("branch-dist", "sound", &["passes=branch-dist"]),
        Pipeline::new("dse", "sound", &["passes=dse"]),
        Pipeline::new("dominance", "sound", &["passes=dominance"]),
        Pipeline::new("basic-dbe", "cicc-documented", &["passes=basic-dbe"]),
        Pipeline::new("branch-dist", "cicc-documented", &["passes=branch-dist"]),
        Pipeline::new("dse", "cicc-documented", &["passes=dse"]),
        Pipeline::new("dse", "sound", &["passes=dse", "restart=never"]),
        // Without the slots implied by race freedom (docs/design.md §4.2): the difference to
        // `dse sound` is what that rule removes.
        Pipeline::new("dse", "sound", &["passes=dse", "race-free-slots=0"]),
        // Level 3 trusting the block shape: the generator runs 1-D and 2-D blocks, never 3-D.
        Pipeline::new("dse", "sound", &["passes=dse", "block-shape=2d"]),
        Pipeline::new("dse", "sound", &["passes=dse", "block-shape=1d"]),
        // Asynchronous operations (cp.async, bulk copies, wgmma) as plain accesses at their
        // issue (unsound; docs/design.md §9.2): the difference to `pipeline sound` is what
        // the windows protect.
        Pipeline::new("pipeline", "sound", &["async-at-issue-only=1"]),
        // wmma loads and stores as register moves (unsound; docs/design.md §9): the
        // difference to `pipeline sound` is what their footprint protects.
        Pipeline::new("pipeline", "sound", &["wmma-registers-only=1"]),
        // Hopper's machinery as unknown memory: the difference to `pipeline sound` is what
        // its model (bulk copies, mbarriers, wgmma; docs/design.md §9.2) removes.
        Pipeline::new("pipeline", "sound", &["hopper-async=0"]),
    ];
    // Rows whose knob may not exist in this build yet: each is skipped while it does not.
    let optional: [(&str, &str, &[&str]); 14] = [
        // AMDGPU: LDS-only groups read as partial barriers, never removed: the difference to
        // `pipeline sound` is what the LDS projection removes (docs/design.md §4.5).
        ("pipeline", "sound", &["lds-groups=0"]),
        // The definition of synchronization before issue 27 (atomics never conflict with
        // atomics, PTX `volatile` read as atomic, no signals to other CTAs, race-free slots
        // whatever else orders the stores): unsound by design, so the oracle must catch it on
        // kernels with the idioms (`soundness --sync-idioms`).
        ("dse", "sound", &["passes=dse", "legacy-sync-model=1"]),
        ("pipeline", "sound", &["legacy-sync-model=1"]),
        // Byte ranges within objects off (docs/design.md §4, level 3): the difference to `dse
        // sound` is what the ranges remove.
        ("dse", "sound", &["passes=dse", "byte-ranges=0"]),
        // The assumption that pointer parameters do not overlap: the generator passes distinct
        // buffers, so it holds, and the row must stay sound.
        ("pipeline", "sound", &["noalias-params=1"]),
        // A loop-carried base taken for one value across the barrier at the back edge: unsound
        // by design, caught on carved buffers' windows (`soundness --carved-buffers`).
        (
            "dse",
            "sound",
            &["passes=dse", "bases-ignore-redefinition=1"],
        ),
        // Iteration distance off (the stages of a multi-buffered array taken for one buffer
        // across the back edge): the difference to `dse sound` is what distance removes.
        ("dse", "sound", &["passes=dse", "iteration-distance=0"]),
        // A loop-carried pair of accesses compared as if both were in one iteration: unsound
        // by design, caught on the broken ring loops (`soundness --multi-buffer`).
        (
            "dse",
            "sound",
            &["passes=dse", "iterations-ignore-distance=1"],
        ),
        // Every pair of a function with named barriers taken as ordered by them: unsound by
        // design, caught on the broken warp-specialized loops (`soundness --warp-specialized`).
        (
            "dse",
            "sound",
            &["passes=dse", "named-barriers-order-everything=1"],
        ),
        // Ids `c + (iv mod P)` read as `c`, the phase ignored: unsound by design, caught on
        // the two-stage loops over one buffer (`soundness --warp-specialized`).
        (
            "dse",
            "sound",
            &["passes=dse", "named-barriers-ignore-phase=1"],
        ),
        // Every pair of a function with recognised mbarriers taken as ordered by them
        // (docs/design.md §4.6.1): unsound by design, caught on the broken mbarrier rings
        // (`soundness --mbarrier-ring`). Absent until the knob exists (`try_new`).
        (
            "dse",
            "sound",
            &["passes=dse", "mbarrier-phases-order-everything=1"],
        ),
        // `wait_group N` read as completing one group fewer than it does: unsound by design,
        // caught on the lagging `cp.async` ring loops (`soundness --multi-buffer`).
        (
            "pipeline",
            "sound",
            &["async-partial-waits-complete-nothing=1"],
        ),
        // AMDGPU: kept barrier groups narrowed to LDS even when a conflict on global memory
        // crosses them: unsound by design, caught on generated AMDGPU kernels whose global
        // accesses cross a barrier (`soundness --amdgpu`); a no-op on NVPTX.
        ("pipeline", "sound", &["narrow-lds-ignore-global=1"]),
        // AMDGPU: the LDS projection also in kernels with full groups, whose global pairs it
        // then leaves out: unsound by design, caught on generated kernels that mix LDS-only
        // and full groups (`soundness --amdgpu --lds-groups`); a no-op elsewhere.
        ("pipeline", "sound", &["lds-groups-ignore-full=1"]),
    ];
    rows.extend(
        optional
            .iter()
            .filter_map(|(name, preset, knobs)| Pipeline::try_new(name, preset, knobs)),
    );
    rows
}

/// syncflow's uniformity analysis as a claim source: every instruction result and parameter
/// it calls [`Level::Uniform`] (warp-uniform values are not claimed: they may differ between
/// warps). Pointers into thread-private memory (allocas) are not claimed either: the analysis
/// calls them uniform because every thread computes the same local-memory address, but each
/// thread's address names its own memory, and the interpreter gives each thread's alloca its
/// own object, so the values cannot be compared across threads.
#[derive(Clone, Copy, Debug, Default)]
pub struct Uniformity;

impl UniformityOracle for Uniformity {
    fn name(&self) -> &str {
        "uniformity"
    }
    fn uniform_values(&self, module: &Module, function: FunctionId) -> Vec<LocalId> {
        let analysis = ModuleUniformity::analyze(module, &Options::default());
        let Some(fu) = analysis.function(function) else {
            return Vec::new();
        };
        let func = &module.functions[function];
        let pointers = PointerResolver::new(module, function);
        func.locals
            .iter_enumerated()
            .filter(|(_, local)| match local.def {
                LocalDef::Inst(i) => fu.inst_level(i) == Level::Uniform,
                LocalDef::Param(p) => fu.param_level(p) == Level::Uniform,
            })
            .filter(|(id, local)| {
                module.types.pointer_addr_space(local.ty).is_none()
                    || pointers.resolve(Operand::Local(*id)) != Target::Private
            })
            .map(|(id, _)| id)
            .collect()
    }
}
