//! # The whole decision, barrier by barrier
//!
//! [`ModuleView`] is everything syncflow knows about each barrier of a module once it is
//! decided: the eliminators' [`BarrierDecision`], its block and index, its source place, the
//! access classes above and below it (Before/After) and whether it sits under divergent
//! control. `syncflow eliminate` (its remarks, `--verbose` adding Before/After), `syncflow dot`
//! and `syncflow report` only render it; a library caller gets the same structure from
//! [`ModuleView::new`] (or [`pipeline::Eliminated::view`](crate::pipeline::Eliminated::view)).
//!
//! **Divergence.** [`ModuleView::new`] decides with the uniformity analysis as the
//! [`DivergenceOracle`] (its default, sound options; `stage` span `uniformity`), exactly as the
//! command line does, so a barrier under divergent control is kept with that reason;
//! [`ModuleView::with_oracle`] takes another oracle (an already-run
//! [`UniformityDivergence`], or [`AssumeUniform`](crate::eliminate::AssumeUniform)).
//!
//! **Before/After** are computed on the module *as transformed* (every removed barrier gone),
//! with the sound boundary rule and the `Or` meet of
//! [`HazardIntervals`]: what a reader of the output program would see between this barrier and
//! the neighbouring ones that remain. They cost an [`EffectTable`] and the intervals of every
//! function with barriers, so they are built only when asked for (`sets`); otherwise each
//! barrier's `before` and `after` stay empty. Gathering the view is the `stage` span `view`.
//!
//! ```
//! use syncflow_transforms::pipeline::{self, Format};
//! use syncflow_transforms::knobs::Knobs;
//! use syncflow_transforms::view::ModuleView;
//! let text = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n\
//!             declare void @llvm.nvvm.barrier0()\n";
//! let module = pipeline::parse("k.ll", text.to_string(), Format::Llvm).unwrap();
//! let view = ModuleView::new(&module, &Knobs::preset("sound").unwrap(), true);
//! let barrier = &view.functions[0].barriers[0];
//! assert!(barrier.decision.removed);
//! assert!(barrier.before.is_empty() && barrier.after.is_empty()); // an empty kernel
//! assert_eq!(barrier.at("k", "0"), "@k:%0:0"); // no debug location
//! ```

use crate::eliminate::{
    eliminate, BarrierDecision, DivergenceOracle, Elimination, UniformityDivergence,
};
use crate::knobs::Knobs;
use crate::report::SourceFrame;
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::memory::{AccessClass, EffectTable};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{format_location, Function, FunctionId, Module};

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
    pub place: Option<SourceFrame>,
    /// Access classes on some path into it since the previous remaining barrier, described
    /// (empty unless the view was gathered with `sets`).
    pub before: Vec<String>,
    /// Access classes on some path out of it until the next remaining barrier, described
    /// (likewise).
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

/// A module decided under one set of knobs, barrier by barrier; `O` is the divergence oracle
/// it was decided with (the uniformity analysis unless [`ModuleView::with_oracle`] says
/// otherwise).
#[derive(Debug)]
pub struct ModuleView<O = UniformityDivergence> {
    /// The eliminators' result (decisions, removals, diagnostics, certificates).
    pub result: Elimination,
    /// Every defined function, in module order.
    pub functions: Vec<FunctionView>,
    /// The divergence oracle the decisions were taken with.
    pub divergence: O,
}

/// The divergence facts of the uniformity analysis with its default, sound options: the
/// oracle every caller decides with unless it names another (the `stage` span `uniformity`).
pub fn uniformity(module: &Module) -> UniformityDivergence {
    let _stage = tracing::info_span!("stage", name = "uniformity").entered();
    UniformityDivergence::new(module)
}

impl ModuleView {
    /// Decides `module` under `knobs` with the uniformity analysis as the oracle, and gathers
    /// the view; with `sets`, each barrier's Before/After too.
    pub fn new(module: &Module, knobs: &Knobs, sets: bool) -> Self {
        Self::with_oracle(module, knobs, uniformity(module), sets)
    }
}

impl<O: DivergenceOracle> ModuleView<O> {
    /// As [`ModuleView::new`], with `divergence` as the oracle.
    pub fn with_oracle(module: &Module, knobs: &Knobs, divergence: O, sets: bool) -> Self {
        let result = eliminate(module, knobs, &divergence);
        let functions = functions(module, knobs, &result, &divergence, sets);
        ModuleView {
            result,
            functions,
            divergence,
        }
    }
}

/// The view of `result`, the decisions on `module` under `knobs` with `oracle`: every defined
/// function with its barriers; with `sets`, their Before/After on the transformed module.
pub fn functions(
    module: &Module,
    knobs: &Knobs,
    result: &Elimination,
    oracle: &dyn DivergenceOracle,
    sets: bool,
) -> Vec<FunctionView> {
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
        let mut sets_of = match &table {
            Some(table) if !decisions.is_empty() => before_after(module, table, id, &decisions),
            _ => Vec::new(),
        }
        .into_iter();
        let barriers = decisions
            .into_iter()
            .map(|d| {
                let inst = &func.insts[d.inst];
                let (before, after) = sets_of.next().unwrap_or_default();
                BarrierView {
                    decision: d.clone(),
                    block: inst.block,
                    index: func.index_in_block(d.inst),
                    place: inst.debug_loc.map(|l| SourceFrame::of(module, &l)),
                    before,
                    after,
                    divergent: oracle.divergent(module, id, d.inst),
                }
            })
            .collect();
        functions.push(FunctionView {
            id,
            name: func.name.clone(),
            kernel: func.is_kernel,
            barriers,
        });
    }
    functions
}

/// Before/After of each of `decisions` (the barriers of function `id`), described, on the
/// function without its removed barriers.
fn before_after(
    module: &Module,
    table: &EffectTable,
    id: FunctionId,
    decisions: &[&BarrierDecision],
) -> Vec<(Vec<String>, Vec<String>)> {
    let func: &Function = &module.functions[id];
    let effects = table.function_effects(module, id);
    let mut removed = FixedBitSet::with_capacity(func.insts.len());
    for d in decisions.iter().filter(|d| d.removed) {
        removed.insert(d.inst.index());
    }
    let cfg = func.cfg();
    // As the eliminator sees them: group-queue copies on one side of a barrier each.
    let sides = table.function_sides_in(module, id, None);
    let intervals = HazardIntervals::with_sides(
        &cfg,
        func,
        &effects,
        table.objects(),
        HazardOptions::default(),
        &removed,
        syncflow_analyses::memory::Redefinitions::none(),
        &sides,
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
        .collect()
}
