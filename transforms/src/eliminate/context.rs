//! The per-function state the passes share: the function's CFG and effects, which barriers
//! are removed so far, and the decision recorded for each.

use super::decision::{BarrierDecision, Reason};
use super::DivergenceOracle;
use crate::knobs::{Flavour, Knobs, PassName};
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::liveness::Certificate;
use syncflow_analyses::memory::{
    BlockExtent, FunctionSides, InstEffect, ObjectTable, Redefinitions,
};
use syncflow_framework::dataflow::RestartPolicy;
use syncflow_framework::graph::Cfg;
use syncflow_ir::{BarrierKind, Function, FunctionId, InstId, Module};

/// What a pass decides about one barrier.
pub(crate) enum Verdict {
    Remove(Reason),
    Keep(Reason),
}

pub(crate) struct FunctionContext<'m> {
    pub module: &'m Module,
    /// The function's id.
    pub function: FunctionId,
    pub func: &'m Function,
    pub cfg: Cfg,
    pub effects: Vec<InstEffect>,
    pub objects: &'m ObjectTable,
    pub knobs: &'m Knobs,
    /// Every barrier (not fences), in layout order, with its kind.
    pub barriers: Vec<(InstId, BarrierKind)>,
    pub decisions: BTreeMap<InstId, BarrierDecision>,
    pub removed: FixedBitSet,
    /// Barriers under divergent control, with the branch's location when known.
    pub divergent: BTreeMap<InstId, Option<String>>,
    /// `dump-branch-dist` lines.
    pub diagnostics: Vec<String>,
    /// The certificates of the `dominance` pass's removals, in removal order.
    pub certificates: Vec<(InstId, Certificate)>,
    /// The blocks under divergent control, when the oracle knows them.
    pub divergent_control: Option<FixedBitSet>,
    /// True when some function of the module calls this one.
    pub called: bool,
    /// Where footprint bases change value (`syncflow_analyses::memory::redefinition`).
    pub redefinitions: Redefinitions,
    /// How far the function's thread ids reach (for reasons).
    pub extent: BlockExtent,
    /// The function's stably uniform values, when the oracle knows them
    /// (`DivergenceOracle::stable_uniform`).
    pub stable: Option<FixedBitSet>,
    /// The function's index among those with barriers, in module order (for
    /// `branch-dist-func-limit`).
    pub position: usize,
    /// The group-queue issues and landings, each counted on one side of a barrier
    /// (`syncflow_analyses::memory::Sides`; empty: every effect on both sides).
    pub sides: FunctionSides,
}

impl<'m> FunctionContext<'m> {
    pub fn new(
        module: &'m Module,
        id: FunctionId,
        effects: Vec<InstEffect>,
        objects: &'m ObjectTable,
        knobs: &'m Knobs,
        oracle: &dyn DivergenceOracle,
        called: bool,
    ) -> Self {
        let func = &module.functions[id];
        let mut barriers = Vec::new();
        let mut decisions = BTreeMap::new();
        let mut divergent = BTreeMap::new();
        // The effects already name every barrier: classify only those instructions again
        // (`Module::barriers` would classify every call of the function by name).
        let barrier_insts = effects
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, InstEffect::Barrier(_)))
            .map(|(i, _)| InstId::new(i));
        for (inst, mut b) in barrier_insts.filter_map(|i| module.barrier(func, i).map(|b| (i, b))) {
            // The effects may read a barrier more strongly than its instruction alone: an
            // LDS-only group of a projected kernel is a candidate there
            // (`syncflow_analyses::memory::lds_projection`).
            if b.kind == BarrierKind::Partial
                && effects[inst.index()] == InstEffect::Barrier(BarrierKind::Candidate)
            {
                b.kind = BarrierKind::Candidate;
            }
            if b.kind == BarrierKind::Fence {
                continue;
            }
            barriers.push((inst, b.kind));
            let reason = match b.kind {
                BarrierKind::Candidate => super::pin::pinned_by(module, func, inst, &knobs.keep)
                    .map_or(Reason::NotExamined, Reason::Pinned),
                BarrierKind::CarriesData { .. } => Reason::CarriesData,
                other => Reason::NotCandidate(other),
            };
            if b.kind == BarrierKind::Candidate {
                if let Some(branch) = oracle.divergent(module, id, inst) {
                    divergent.insert(inst, branch);
                }
            }
            decisions.insert(
                inst,
                BarrierDecision {
                    function: id,
                    inst,
                    kind: b.kind,
                    intrinsic: b.intrinsic,
                    removed: false,
                    pass: None,
                    reason,
                    narrowed: None,
                },
            );
        }
        FunctionContext {
            module,
            function: id,
            func,
            cfg: func.cfg(),
            effects,
            objects,
            knobs,
            barriers,
            decisions,
            removed: FixedBitSet::with_capacity(func.insts.len()),
            divergent,
            diagnostics: Vec::new(),
            certificates: Vec::new(),
            divergent_control: oracle.divergent_control(module, id),
            called,
            redefinitions: Redefinitions::none(),
            extent: BlockExtent::hardware(),
            stable: None,
            position: 0,
            sides: FunctionSides::new(),
        }
    }

    pub fn sound(&self) -> bool {
        self.knobs.flavour == Flavour::Sound
    }

    /// The candidates a pass may still try to remove, in layout order. Divergent ones are
    /// recorded as kept (unless `ignore-variance-cond`) and left out.
    pub fn eligible(&mut self, pass: PassName) -> Vec<InstId> {
        let mut out = Vec::new();
        let barriers = self.barriers.clone();
        for (inst, kind) in barriers {
            if kind != BarrierKind::Candidate
                || self.removed.contains(inst.index())
                || matches!(self.decisions[&inst].reason, Reason::Pinned(_))
            {
                continue;
            }
            if let Some(branch) = self.divergent.get(&inst) {
                if !self.knobs.ignore_variance_cond {
                    self.keep(
                        inst,
                        pass,
                        Reason::Divergent {
                            branch: branch.clone(),
                        },
                    );
                    continue;
                }
            }
            out.push(inst);
        }
        out
    }

    pub fn keep(&mut self, inst: InstId, pass: PassName, reason: Reason) {
        let d = self.decisions.get_mut(&inst).expect("a barrier");
        d.pass = Some(pass);
        d.reason = reason;
    }

    pub fn remove(&mut self, inst: InstId, pass: PassName, reason: Reason) {
        self.removed.insert(inst.index());
        let d = self.decisions.get_mut(&inst).expect("a barrier");
        d.removed = true;
        d.pass = Some(pass);
        d.reason = reason;
    }

    /// The iteration gate: how many removals a pass may make in this function.
    pub fn removal_budget(&self) -> usize {
        usize::try_from(self.knobs.iteration_limit).unwrap_or(usize::MAX)
    }

    /// Solves Before/After with `options` over the current removals.
    pub fn intervals(&self, options: HazardOptions) -> HazardIntervals<'_> {
        HazardIntervals::with_sides(
            &self.cfg,
            self.func,
            &self.effects,
            self.objects,
            options,
            &self.removed,
            self.redefinitions.clone(),
            &self.sides,
        )
    }

    /// The removal loop of the CFG passes.
    ///
    /// cicc decides the barriers in layout order on the current solution, removes the first
    /// removable one, brings the solution up to date, and starts over from the first barrier
    /// ("goto LABEL_2"), until a whole scan removes nothing. Starting over is unnecessary:
    ///
    /// *Claim.* A barrier kept on some solution is kept on every later one.
    /// *Proof.* A removal deletes a kill from the Before and After transfer functions, so each
    /// transfer grows pointwise, and so does the least fixed point (monotone framework): every
    /// Before and After set after the removal contains the one before it. Every "keep"
    /// verdict is upward closed in these sets — a conflicting pair stays in larger sets, and
    /// branch-dist's flags only turn from 0 to 1, which falsifies no hazard and satisfies no
    /// removal row that was false. ∎
    ///
    /// So the barriers before the one just removed were kept and stay kept, and one pass in
    /// layout order, continuing after each removal, makes exactly cicc's decisions with one
    /// verdict per barrier instead of one per barrier per removal. The `rescan-after-removal`
    /// knob restores the literal loop (tests check both agree). The reasons of kept barriers
    /// are taken from the final solution.
    ///
    /// With `restart = never`, every barrier is decided on the first solution and all the
    /// removable ones go together (unsound when removals interact: kept for study).
    pub fn removal_loop(
        &mut self,
        pass: PassName,
        options: HazardOptions,
        decide: impl Fn(&Self, &HazardIntervals<'_>, InstId) -> Verdict,
    ) {
        let policy: RestartPolicy = self.knobs.restart.into();
        let rescan = self.knobs.rescan_after_removal;
        let eligible = self.eligible(pass);
        let budget = self.removal_budget();
        let removals: Vec<(InstId, Reason)>;
        let mut keeps: BTreeMap<InstId, Reason> = BTreeMap::new();
        {
            let mut intervals = self.intervals(options);
            let never = policy == RestartPolicy::Never;
            let gone;
            (removals, gone) = sweep(&eligible, budget, rescan && !never, |inst| {
                match decide(self, &intervals, inst) {
                    Verdict::Remove(r) => {
                        if !never {
                            intervals.remove(inst, policy);
                        }
                        Some(r)
                    }
                    Verdict::Keep(_) => None,
                }
            });
            for &inst in eligible.iter().filter(|i| !gone.contains(i.index())) {
                let reason = match decide(self, &intervals, inst) {
                    Verdict::Keep(r) => r,
                    Verdict::Remove(_) => {
                        Reason::Skipped("removable, but iteration-limit was reached".into())
                    }
                };
                keeps.insert(inst, reason);
            }
        }
        for (inst, r) in keeps {
            self.keep(inst, pass, r);
        }
        for (inst, r) in removals {
            self.remove(inst, pass, r);
        }
    }

    /// `file:line` of an instruction, or `@function` when it has no location.
    pub fn location(&self, inst: InstId) -> String {
        match self.func.insts[inst].debug_loc {
            Some(loc) => syncflow_ir::format_location(
                &self.module.debug_info.files[loc.file],
                loc.line,
                None,
            ),
            None => format!("@{}", self.func.name),
        }
    }
}

/// The removal sweep every pass shares: decides `eligible` in layout order, each barrier once
/// (a barrier kept on one program stays kept on every later one: the claims on
/// [`FunctionContext::removal_loop`] and in `dominance.rs`). `try_remove(inst)` proves a
/// barrier removable and, when it is, brings the pass's own solution up to date and returns
/// what to record. Stops after `budget` removals; with `rescan`, starts over from the first
/// barrier after each removal (cicc's literal loop, kept as the baseline the tests compare
/// with). Returns the removals in order and the set of removed instructions.
pub(crate) fn sweep<R>(
    eligible: &[InstId],
    budget: usize,
    rescan: bool,
    mut try_remove: impl FnMut(InstId) -> Option<R>,
) -> (Vec<(InstId, R)>, FixedBitSet) {
    let size = eligible.iter().map(|i| i.index() + 1).max().unwrap_or(0);
    let mut gone = FixedBitSet::with_capacity(size);
    let mut removals = Vec::new();
    let mut next = 0;
    while next < eligible.len() && removals.len() < budget {
        let inst = eligible[next];
        next += 1;
        if gone.contains(inst.index()) {
            continue;
        }
        if let Some(record) = try_remove(inst) {
            gone.insert(inst.index());
            removals.push((inst, record));
            if rescan {
                next = 0;
            }
        }
    }
    (removals, gone)
}
