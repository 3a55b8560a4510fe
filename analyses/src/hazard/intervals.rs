//! The Before/After analyses and the per-function solution.

use crate::memory::{AccessClass, InstEffect, ObjectTable, Precision, Redefinitions};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    BidirectionalProblem, EditEffect, Location, MeetMode, PairedResults, RestartPolicy,
};
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{Function, InstId, Opcode};

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

/// The shared part of the two analyses: the function's shape and effects, and which barriers
/// are removed so far.
#[derive(Clone, Debug)]
pub struct IntervalProblem<'a> {
    func: &'a Function,
    effects: &'a [InstEffect],
    /// Barriers (by instruction) treated as removed.
    removed: FixedBitSet,
    classes: usize,
    boundary: FixedBitSet,
    meet: MeetMode,
    /// Where classes turn stale (`crate::memory::redefinition`).
    redefinitions: Redefinitions,
}

impl<'a> IntervalProblem<'a> {
    fn new(
        func: &'a Function,
        effects: &'a [InstEffect],
        objects: &ObjectTable,
        options: HazardOptions,
    ) -> Self {
        let classes = objects.class_count();
        let mut boundary = FixedBitSet::with_capacity(classes);
        if !func.is_kernel && options.boundary == BoundaryRule::Sound {
            for c in AccessClass::everything() {
                boundary.insert(c.bit());
            }
        }
        IntervalProblem {
            func,
            effects,
            removed: FixedBitSet::with_capacity(func.insts.len()),
            classes,
            boundary,
            meet: options.meet,
            redefinitions: Redefinitions::none(),
        }
    }

    /// Adds `inst`'s classes to `state`; true when `inst` clears the state instead (a
    /// remaining full barrier, or — `backward` — `unreachable`), which ends a walk. The same
    /// case split as [`apply_inst`](Self::apply_inst) and `apply_backward`.
    fn gather(&self, state: &mut FixedBitSet, inst: InstId, backward: bool) -> bool {
        if backward && matches!(self.func.insts[inst].opcode, Opcode::Unreachable) {
            return true;
        }
        match &self.effects[inst.index()] {
            InstEffect::None => false,
            InstEffect::Accesses(list) => {
                for c in list {
                    state.insert(c.bit());
                }
                false
            }
            InstEffect::Barrier(kind) => {
                kind.separates_intervals() && !self.removed.contains(inst.index())
            }
        }
    }

    /// The transfer of one instruction (the same in both directions: it turns the classes
    /// whose base it redefines stale, then adds its own classes, or clears).
    fn apply_inst(&self, state: &mut FixedBitSet, inst: InstId) {
        self.redefinitions.apply(state, inst);
        match &self.effects[inst.index()] {
            InstEffect::None => {}
            InstEffect::Accesses(list) => {
                for c in list {
                    state.insert(c.bit());
                }
            }
            InstEffect::Barrier(kind) => {
                if kind.separates_intervals() && !self.removed.contains(inst.index()) {
                    state.clear();
                }
            }
        }
    }
}

/// Before(b) forward and After(b) backward: the same statements, both ways.
impl BidirectionalProblem for IntervalProblem<'_> {
    type Domain = FixedBitSet;
    const FORWARD_NAME: &'static str = "hazard-before";
    const BACKWARD_NAME: &'static str = "hazard-after";

    fn meet_mode(&self) -> MeetMode {
        self.meet
    }
    fn boundary_state(&self) -> FixedBitSet {
        self.boundary.clone()
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }
    fn apply(&self, state: &mut FixedBitSet, at: Location) {
        self.apply_inst(state, self.func.inst_at(at));
    }
    fn apply_backward(&self, state: &mut FixedBitSet, at: Location) {
        let inst = self.func.inst_at(at);
        if matches!(self.func.insts[inst].opcode, Opcode::Unreachable) {
            // No thread continues past `unreachable`: nothing follows.
            state.clear();
            return;
        }
        self.apply_inst(state, inst);
    }
}

/// Before and After for every program point of one function, kept up to date as barriers are
/// removed.
pub struct HazardIntervals<'a> {
    solution: PairedResults<'a, IntervalProblem<'a>>,
}

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
        let mut problem = IntervalProblem::new(func, effects, objects, options);
        problem.removed.union_with(removed);
        problem.redefinitions = redefinitions;
        HazardIntervals {
            solution: PairedResults::solve(cfg, problem),
        }
    }

    fn location(&self, inst: InstId) -> Location {
        self.solution.problem().func.location_of(inst)
    }

    /// Before(`inst`): the classes accessed on some path to `inst` since the last remaining
    /// barrier.
    ///
    /// Read off the solution without a cursor: walking back from `inst` in its block, the
    /// accesses add their classes until a remaining full barrier (which cleared the state) or
    /// the block start (then the block's entry state joins in). The cursor's `seek_before`
    /// gives the same set, at the cost of the whole prefix of the block.
    pub fn before(&self, inst: InstId) -> FixedBitSet {
        let p = self.solution.problem();
        let block = p.func.insts[inst].block;
        let first = p.func.blocks[block].first.index();
        if !p.redefinitions.is_empty() {
            // Redefinitions rename what came before them: replay the block forward.
            let mut state = self.solution.forward().entry_state(block).clone();
            for i in first..inst.index() {
                p.apply_inst(&mut state, InstId::new(i));
            }
            return state;
        }
        let mut state = FixedBitSet::with_capacity(p.classes);
        let cut = (first..inst.index())
            .rev()
            .any(|i| p.gather(&mut state, InstId::new(i), false));
        if !cut {
            state.union_with(self.solution.forward().entry_state(block));
        }
        state
    }

    /// After(`inst`): the classes accessed on some path from `inst` until the next remaining
    /// barrier (as [`before`](Self::before), forward to a barrier, an `unreachable` or the
    /// block end and its state there).
    pub fn after(&self, inst: InstId) -> FixedBitSet {
        let p = self.solution.problem();
        let block = p.func.insts[inst].block;
        let end = p.func.blocks[block].end.index();
        if !p.redefinitions.is_empty() {
            // As in `before`: replay the block backward from its exit state.
            let mut state = self.solution.backward().exit_state(block).clone();
            for i in (inst.index() + 1..end).rev() {
                let at = p.func.location_of(InstId::new(i));
                p.apply_backward(&mut state, at);
            }
            return state;
        }
        let mut state = FixedBitSet::with_capacity(p.classes);
        let cut = (inst.index() + 1..end).any(|i| p.gather(&mut state, InstId::new(i), true));
        if !cut {
            state.union_with(self.solution.backward().exit_state(block));
        }
        state
    }

    /// Before(`inst`) over the paths that enter `inst`'s block from `pred` (the state at the
    /// end of `pred`, carried through the block up to `inst`); `None` when a remaining barrier
    /// between the block's start and `inst` cuts every such path off (then no path into
    /// `inst` depends on the edge).
    pub fn before_via(&self, inst: InstId, pred: BlockId) -> Option<FixedBitSet> {
        let p = self.solution.problem();
        let block = p.func.insts[inst].block;
        let first = p.func.blocks[block].first.index();
        let mut state = self.solution.forward().exit_state(pred).clone();
        for i in first..inst.index() {
            let i = InstId::new(i);
            if let InstEffect::Barrier(kind) = &p.effects[i.index()] {
                if kind.separates_intervals() && !p.removed.contains(i.index()) {
                    return None;
                }
            }
            p.apply_inst(&mut state, i);
        }
        Some(state)
    }

    /// True when `inst` has been removed.
    pub fn is_removed(&self, inst: InstId) -> bool {
        self.solution.problem().removed.contains(inst.index())
    }

    /// Marks barrier `inst` removed and brings both solutions up to date with `policy`
    /// (`Never` leaves them stale, which is the point of that policy).
    pub fn remove(&mut self, inst: InstId, policy: RestartPolicy) {
        let block = self.location(inst).block;
        self.solution.edit(
            |p| p.removed.insert(inst.index()),
            policy,
            [block],
            EditEffect::Grows,
        );
    }

    /// Block visits spent so far by both analyses (a measure of work for benchmarks).
    pub fn block_visits(&self) -> u64 {
        self.solution.block_visits()
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

impl IntervalProblem<'_> {
    /// Number of access classes (bits of each state).
    pub fn class_count(&self) -> usize {
        self.classes
    }
}
