//! The Before/After analyses and the per-function solution.

use super::barrier_problem::{BarrierSolution, BarrierSteps, BarrierTransfer, InstStep};
use crate::memory::{
    AccessClass, FunctionSides, InstEffect, ObjectTable, Precision, Redefinitions,
};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{EditEffect, MeetMode};
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{Function, InstId};

/// What the edge of a device function contributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundaryRule {
    /// docs/design.md §4: a path reaching the entry (or `ret`) of a device function adds every
    /// access, because the caller may access memory just before the call (or just after it).
    Sound,
    /// cicc: a function's entry and exit add nothing, kernels or not (unsound for device
    /// functions).
    Clean,
}

/// Options of the hazard analyses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HazardOptions {
    /// The meet of the two analyses: `Or` is the sound "on some path"; `And` (cicc's
    /// `branch-dist-norm`) asks for "on every path" and under-approximates.
    pub meet: MeetMode,
    /// The device-function boundary rule.
    pub boundary: BoundaryRule,
}

impl Default for HazardOptions {
    fn default() -> Self {
        HazardOptions {
            meet: MeetMode::Or,
            boundary: BoundaryRule::Sound,
        }
    }
}

/// The hazard analyses' own part: the access classes, the boundary, the meet and where classes
/// turn stale; the instructions are the [`BarrierSteps`] beside it.
#[derive(Clone, Debug)]
pub struct IntervalProblem {
    classes: usize,
    boundary: FixedBitSet,
    meet: MeetMode,
    /// Where classes turn stale (`crate::memory::redefinition`).
    redefinitions: Redefinitions,
}

impl IntervalProblem {
    fn new(
        func: &Function,
        objects: &ObjectTable,
        options: HazardOptions,
        redefinitions: Redefinitions,
    ) -> Self {
        let classes = objects.class_count();
        let mut boundary = FixedBitSet::with_capacity(classes);
        if !func.is_kernel && options.boundary == BoundaryRule::Sound {
            for c in AccessClass::everything() {
                boundary.insert(c.bit());
            }
        }
        IntervalProblem {
            classes,
            boundary,
            meet: options.meet,
            redefinitions,
        }
    }

    /// Number of access classes (bits of each state).
    pub fn class_count(&self) -> usize {
        self.classes
    }
}

/// Adds the classes `step` accesses to `state`; true when it cuts instead (which cleared the
/// state), which ends a walk. The readers' form of [`IntervalProblem::apply_step`] without
/// redefinitions.
fn gather(state: &mut FixedBitSet, step: InstStep<'_>) -> bool {
    match step {
        InstStep::Keep => false,
        InstStep::Access(list) => {
            for c in list {
                state.insert(c.bit());
            }
            false
        }
        InstStep::Cut => true,
    }
}

/// Before(b) forward and After(b) backward: the same statements, both ways. Removing a barrier
/// stops its transfer from clearing the set: the transfer only grows, the way the `Or`
/// iteration goes, so the incremental restart is exact (see the [module doc](super#removal)).
impl BarrierTransfer for IntervalProblem {
    type Domain = FixedBitSet;
    const FORWARD_NAME: &'static str = "hazard-before";
    const BACKWARD_NAME: &'static str = "hazard-after";
    const REMOVAL: EditEffect = EditEffect::Grows;

    fn meet_mode(&self) -> MeetMode {
        self.meet
    }
    fn boundary_state(&self) -> FixedBitSet {
        self.boundary.clone()
    }
    /// The classes whose base `inst` redefines turn stale, then it adds its own classes, or
    /// clears (a remaining full barrier; backward, `unreachable`: nothing follows).
    fn apply_step(&self, state: &mut FixedBitSet, inst: InstId, step: InstStep<'_>) {
        self.redefinitions.apply(state, inst);
        if gather(state, step) {
            state.clear();
        }
    }
}

/// Before and After for every program point of one function, kept up to date as barriers are
/// removed ([`BarrierSolution::remove`]).
pub type HazardIntervals<'a> = BarrierSolution<'a, IntervalProblem>;

impl<'a> HazardIntervals<'a> {
    /// Solves both analyses for `func` (whose CFG is `cfg`) with per-instruction `effects`,
    /// treating the barriers in `removed` (indexed by instruction) as already gone.
    pub fn new(
        cfg: &'a Cfg,
        func: &'a Function,
        effects: &'a [InstEffect],
        objects: &ObjectTable,
        options: HazardOptions,
        removed: &FixedBitSet,
    ) -> Self {
        Self::with_redefinitions(
            cfg,
            func,
            effects,
            objects,
            options,
            removed,
            Redefinitions::none(),
        )
    }

    /// [`HazardIntervals::new`], with classes turning stale where `redefinitions` says
    /// (`crate::memory::redefinition`).
    pub fn with_redefinitions(
        cfg: &'a Cfg,
        func: &'a Function,
        effects: &'a [InstEffect],
        objects: &ObjectTable,
        options: HazardOptions,
        removed: &FixedBitSet,
        redefinitions: Redefinitions,
    ) -> Self {
        let steps = BarrierSteps::new(func, effects, removed);
        Self::solve(
            cfg,
            steps,
            IntervalProblem::new(func, objects, options, redefinitions),
        )
    }

    /// [`HazardIntervals::with_redefinitions`], with the group-queue issues and landings of
    /// `sides` counted on one side of a barrier each ([`crate::memory::Sides`];
    /// docs/design.md §9.2).
    #[allow(clippy::too_many_arguments)]
    pub fn with_sides(
        cfg: &'a Cfg,
        func: &'a Function,
        effects: &'a [InstEffect],
        objects: &ObjectTable,
        options: HazardOptions,
        removed: &FixedBitSet,
        redefinitions: Redefinitions,
        sides: &'a FunctionSides,
    ) -> Self {
        let steps = BarrierSteps::new(func, effects, removed).with_sides(sides);
        Self::solve(
            cfg,
            steps,
            IntervalProblem::new(func, objects, options, redefinitions),
        )
    }

    /// Before(`inst`): the classes accessed on some path to `inst` since the last remaining
    /// barrier.
    ///
    /// Read off the solution without a cursor: walking back from `inst` in its block, the
    /// accesses add their classes until a remaining full barrier (which cleared the state) or
    /// the block start (then the block's entry state joins in). The cursor's `seek_before`
    /// gives the same set, at the cost of the whole prefix of the block.
    pub fn before(&self, inst: InstId) -> FixedBitSet {
        let (steps, t) = (self.steps(), self.transfer());
        let block = steps.func.insts[inst].block;
        let entry = self.solution.forward().entry_state(block);
        let walk = steps.func.insts_before_in_block(inst);
        if !t.redefinitions.is_empty() {
            // Redefinitions rename what came before them: replay the block forward.
            let mut state = entry.clone();
            for i in walk {
                t.apply_step(&mut state, i, steps.step(i, false));
            }
            return state;
        }
        let mut state = FixedBitSet::with_capacity(t.classes);
        if !walk.rev().any(|i| gather(&mut state, steps.step(i, false))) {
            state.union_with(entry);
        }
        state
    }

    /// After(`inst`): the classes accessed on some path from `inst` until the next remaining
    /// barrier (as [`before`](Self::before), forward to a barrier, an `unreachable` or the
    /// block end and its state there).
    pub fn after(&self, inst: InstId) -> FixedBitSet {
        let (steps, t) = (self.steps(), self.transfer());
        let block = steps.func.insts[inst].block;
        let exit = self.solution.backward().exit_state(block);
        let mut walk = steps.func.insts_after_in_block(inst);
        if !t.redefinitions.is_empty() {
            // As in `before`: replay the block backward from its exit state.
            let mut state = exit.clone();
            for i in walk.rev() {
                t.apply_step(&mut state, i, steps.step(i, true));
            }
            return state;
        }
        let mut state = FixedBitSet::with_capacity(t.classes);
        if !walk.any(|i| gather(&mut state, steps.step(i, true))) {
            state.union_with(exit);
        }
        state
    }

    /// Before(`inst`) over the paths that enter `inst`'s block from `pred` (the state at the
    /// end of `pred`, carried through the block up to `inst`); `None` when a remaining barrier
    /// between the block's start and `inst` cuts every such path off (then no path into
    /// `inst` depends on the edge).
    pub fn before_via(&self, inst: InstId, pred: BlockId) -> Option<FixedBitSet> {
        let (steps, t) = (self.steps(), self.transfer());
        let mut state = self.solution.forward().exit_state(pred).clone();
        for i in steps.func.insts_before_in_block(inst) {
            let step = steps.step(i, false);
            if step == InstStep::Cut {
                return None;
            }
            t.apply_step(&mut state, i, step);
        }
        Some(state)
    }

    /// The pairs `(a, b)` with `a` in Before(`inst`) and `b` in After(`inst`) that conflict at
    /// `precision`, in bit order.
    pub fn conflicts(
        &self,
        inst: InstId,
        objects: &ObjectTable,
        precision: Precision,
    ) -> Vec<(AccessClass, AccessClass)> {
        let before = self.before(inst);
        let after = self.after(inst);
        let mut out = Vec::new();
        for a in before.ones().map(AccessClass::from_bit) {
            for b in after.ones().map(AccessClass::from_bit) {
                if objects.conflict(a, b, precision) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}
