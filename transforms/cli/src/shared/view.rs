//! What the reporting commands show about a module: every barrier's decision, its place, the
//! access classes above and below it (Before/After from
//! [`HazardIntervals`]) and divergence, gathered
//! once and shared by `eliminate --verbose`, `dot` and `report`.
//!
//! Before/After are computed on the module *as transformed* (every removed barrier gone), with
//! the sound boundary rule and the `Or` meet: what a reader of the output program would see
//! between this barrier and the neighbouring ones that remain.

use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::memory::{AccessClass, EffectTable};
use syncflow_analyses::uniformity::{ModuleUniformity, Options as UniformityOptions};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{format_location, FunctionId, InstId, Module};
use syncflow_transforms::eliminate::{
    eliminate, BarrierDecision, DivergenceOracle, Elimination, UniformityDivergence,
};
use syncflow_transforms::knobs::Knobs;

/// Divergence facts for the pictures and the eliminators: the eliminators' oracle (which
/// barriers sit under divergent control, which branches are divergent) and the lint's
/// findings, from one run of the uniformity analysis with its default, sound options.
#[derive(Clone, Debug, Default)]
pub struct DivergenceFacts {
    /// The oracle the eliminators consult.
    pub oracle: UniformityDivergence,
    /// The findings of `syncflow lint` (barriers, or calls executing one, under divergent
    /// control), one line each as the lint prints them.
    pub lint: Vec<String>,
}

impl DivergenceFacts {
    /// The divergence facts of `module`.
    pub fn of(module: &Module) -> Self {
        let uniformity = ModuleUniformity::analyze(module, &UniformityOptions::default());
        let lint = crate::shared::divergence::findings(module, &uniformity)
            .into_iter()
            .map(|f| {
                format!(
                    "{}: {} under divergent control (branch at {})",
                    f.location, f.barrier, f.branch
                )
            })
            .collect();
        DivergenceFacts {
            oracle: UniformityDivergence::from_analysis(module, &uniformity),
            lint,
        }
    }
}

impl DivergenceOracle for DivergenceFacts {
    fn divergent(
        &self,
        _module: &Module,
        function: FunctionId,
        inst: InstId,
    ) -> Option<Option<String>> {
        self.oracle.divergent(_module, function, inst)
    }

    fn divergent_control(
        &self,
        module: &Module,
        function: FunctionId,
    ) -> Option<fixedbitset::FixedBitSet> {
        self.oracle.divergent_control(module, function)
    }

    fn stable_uniform(
        &self,
        module: &Module,
        function: FunctionId,
    ) -> Option<fixedbitset::FixedBitSet> {
        self.oracle.stable_uniform(module, function)
    }
}

/// `file`, `line`, `column` of a debug location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file name as the debug info writes it.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (0 when unknown).
    pub column: u32,
}

/// One barrier, decided and placed.
#[derive(Clone, Debug)]
pub struct BarrierView {
    /// The eliminators' decision.
    pub decision: BarrierDecision,
    /// Its block.
    pub block: BlockId,
    /// Its index in the block.
    pub index: usize,
    /// Its source location, when the IR has one.
    pub place: Option<Place>,
    /// Access classes on some path into it since the previous remaining barrier, described.
    pub before: Vec<String>,
    /// Access classes on some path out of it until the next remaining barrier, described.
    pub after: Vec<String>,
    /// Under divergent control (with the branch's location when known).
    pub divergent: Option<Option<String>>,
}

impl BarrierView {
    /// `file:line:col`, or `@function:%block:index` without a debug location.
    pub fn at(&self, function: &str, block_name: &str) -> String {
        match &self.place {
            Some(p) => format_location(&p.file, p.line, Some(p.column)),
            None => format!("@{function}:%{block_name}:{}", self.index),
        }
    }
}

/// One defined function.
#[derive(Clone, Debug)]
pub struct FunctionView {
    /// Its id.
    pub id: FunctionId,
    /// Its name.
    pub name: String,
    /// A kernel entry point?
    pub kernel: bool,
    /// Its barriers (fences excluded), in layout order.
    pub barriers: Vec<BarrierView>,
}

/// A module, decided under one preset.
#[derive(Debug)]
pub struct ModuleView {
    /// The eliminators' result.
    pub result: Elimination,
    /// Every defined function, in module order.
    pub functions: Vec<FunctionView>,
    /// The divergence facts used.
    pub divergence: DivergenceFacts,
}

/// Runs the eliminators of `knobs` over `module` and gathers what the reports show.
pub fn analyse(module: &Module, knobs: &Knobs) -> ModuleView {
    analyse_with(module, knobs, true)
}

/// As [`analyse`]; without `sets`, each barrier's `before`/`after` stay empty, which saves
/// the effect table and the hazard intervals of the transformed module (what remarks without
/// `--verbose` do not show).
pub fn analyse_with(module: &Module, knobs: &Knobs, sets: bool) -> ModuleView {
    let divergence = {
        let _stage = tracing::info_span!("stage", name = "uniformity").entered();
        DivergenceFacts::of(module)
    };
    let result = eliminate(module, knobs, &divergence);
    let _stage = tracing::info_span!("stage", name = "view").entered();
    let table = sets.then(|| EffectTable::new(module, knobs.effect_options()));
    let mut by_function: BTreeMap<FunctionId, Vec<&BarrierDecision>> = BTreeMap::new();
    for d in &result.decisions {
        by_function.entry(d.function).or_default().push(d);
    }
    let mut functions = Vec::new();
    for (id, func) in module.functions.iter_enumerated() {
        if !func.is_defined {
            continue;
        }
        let decisions = by_function.remove(&id).unwrap_or_default();
        let mut barriers = Vec::new();
        if !decisions.is_empty() {
            // Before/After on the transformed function, when asked for.
            let sets_of = table.as_ref().map(|table| {
                let cfg = func.cfg();
                let effects = table.function_effects(module, id);
                let mut removed = FixedBitSet::with_capacity(func.insts.len());
                for d in &decisions {
                    if d.removed {
                        removed.insert(d.inst.index());
                    }
                }
                let intervals = HazardIntervals::new(
                    &cfg,
                    func,
                    &effects,
                    table.objects(),
                    HazardOptions::default(),
                    &removed,
                );
                let describe = |set: FixedBitSet| -> Vec<String> {
                    set.ones()
                        .map(|bit| table.objects().describe(AccessClass::from_bit(bit), module))
                        .collect()
                };
                decisions
                    .iter()
                    .map(|d| {
                        (
                            describe(intervals.before(d.inst)),
                            describe(intervals.after(d.inst)),
                        )
                    })
                    .collect::<Vec<_>>()
            });
            for (k, d) in decisions.into_iter().enumerate() {
                let inst = &func.insts[d.inst];
                let block = inst.block;
                let (before, after) = sets_of.as_ref().map(|s| s[k].clone()).unwrap_or_default();
                barriers.push(BarrierView {
                    decision: d.clone(),
                    block,
                    index: func.index_in_block(d.inst),
                    place: inst.debug_loc.map(|l| Place {
                        file: module.debug_info.files[l.file].clone(),
                        line: l.line,
                        column: l.column,
                    }),
                    before,
                    after,
                    divergent: divergence.oracle.divergent(module, id, d.inst),
                });
            }
        }
        functions.push(FunctionView {
            id,
            name: func.name.clone(),
            kernel: func.is_kernel,
            barriers,
        });
    }
    ModuleView {
        result,
        functions,
        divergence,
    }
}
