//! The forward and backward liveness analyses and their solution.

use crate::hazard::BoundaryRule;
use crate::memory::InstEffect;
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    Analysis, Backward, EditEffect, Engine, Forward, Location, MeetMode, RestartPolicy, Results,
};
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{Function, InstId, Opcode};

/// What both analyses share: the function, its effects, the removed barriers and whether the
/// function's boundary (entry for the forward analysis, `ret` for the backward one) is clean.
#[derive(Clone, Debug)]
pub struct LivenessProblem<'a> {
    func: &'a Function,
    effects: &'a [InstEffect],
    removed: FixedBitSet,
    boundary_clean: bool,
}

impl<'a> LivenessProblem<'a> {
    /// The problem for `func`: under [`BoundaryRule::Sound`] only a kernel's boundary is clean,
    /// under [`BoundaryRule::Clean`] every function's is.
    pub fn new(
        func: &'a Function,
        effects: &'a [InstEffect],
        rule: BoundaryRule,
        removed: &FixedBitSet,
    ) -> Self {
        let mut r = FixedBitSet::with_capacity(func.insts.len());
        r.union_with(removed);
        LivenessProblem {
            func,
            effects,
            removed: r,
            boundary_clean: func.is_kernel || rule == BoundaryRule::Clean,
        }
    }

    fn inst(&self, at: Location) -> InstId {
        InstId::new(self.func.blocks[at.block].first.index() + at.statement)
    }

    /// `f_i`: a full barrier makes the state clean, an access dirty, anything else keeps it.
    fn apply(&self, state: &mut bool, inst: InstId) {
        match &self.effects[inst.index()] {
            InstEffect::None => {}
            InstEffect::Accesses(list) => {
                if !list.is_empty() {
                    *state = false;
                }
            }
            InstEffect::Barrier(kind) => {
                if kind.separates_intervals() && !self.removed.contains(inst.index()) {
                    *state = true;
                }
            }
        }
    }
}

/// `clean_before`: forward, `And`, boolean (see the [module doc](super)).
#[derive(Clone, Debug)]
pub struct ForwardLiveness<'a>(pub LivenessProblem<'a>);

/// `clean_after`: backward, `And`, boolean (see the [module doc](super)).
#[derive(Clone, Debug)]
pub struct BackwardLiveness<'a>(pub LivenessProblem<'a>);

impl Analysis for ForwardLiveness<'_> {
    type Domain = bool;
    type Direction = Forward;
    const NAME: &'static str = "barrier-liveness-forward";

    fn meet_mode(&self) -> MeetMode {
        MeetMode::And
    }
    fn boundary_state(&self) -> bool {
        self.0.boundary_clean
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.0.func.blocks[block].insts().len()
    }
    fn apply_statement(&self, state: &mut bool, at: Location) {
        self.0.apply(state, self.0.inst(at));
    }
}

impl Analysis for BackwardLiveness<'_> {
    type Domain = bool;
    type Direction = Backward;
    const NAME: &'static str = "barrier-liveness-backward";

    fn meet_mode(&self) -> MeetMode {
        MeetMode::And
    }
    fn boundary_state(&self) -> bool {
        self.0.boundary_clean
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.0.func.blocks[block].insts().len()
    }
    fn apply_statement(&self, state: &mut bool, at: Location) {
        let inst = self.0.inst(at);
        if self.0.func.insts[inst].opcode == Opcode::Unreachable {
            // No thread gets past `unreachable`: nothing follows, which is clean.
            *state = true;
            return;
        }
        self.0.apply(state, inst);
    }
}

/// Both facts at every program point of one function, kept up to date as barriers go.
pub struct BarrierLiveness<'a> {
    forward: Results<'a, ForwardLiveness<'a>>,
    backward: Results<'a, BackwardLiveness<'a>>,
}

impl<'a> BarrierLiveness<'a> {
    /// Solves both analyses for `func` over `cfg`, with the barriers in `removed` (indexed by
    /// instruction) already gone.
    pub fn new(
        cfg: &'a Cfg,
        func: &'a Function,
        effects: &'a [InstEffect],
        rule: BoundaryRule,
        removed: &FixedBitSet,
    ) -> Self {
        let problem = LivenessProblem::new(func, effects, rule, removed);
        BarrierLiveness {
            forward: Engine::new(cfg, ForwardLiveness(problem.clone())).iterate_to_fixpoint(),
            backward: Engine::new(cfg, BackwardLiveness(problem)).iterate_to_fixpoint(),
        }
    }

    fn location(&self, inst: InstId) -> Location {
        let func = self.forward.analysis().0.func;
        let block = func.insts[inst].block;
        Location {
            block,
            statement: inst.index() - func.blocks[block].first.index(),
        }
    }

    /// Every path into `inst` is access-free since the last full barrier (or a clean entry).
    pub fn clean_before(&self, inst: InstId) -> bool {
        *self.forward.cursor().seek_before(self.location(inst))
    }

    /// Every path out of `inst` is access-free until the next full barrier (or a clean exit).
    pub fn clean_after(&self, inst: InstId) -> bool {
        *self.backward.cursor().seek_after(self.location(inst))
    }

    /// Marks barrier `inst` removed and brings both solutions up to date with `policy`.
    ///
    /// The edit turns `f_inst = true` into the identity, a pointwise shrink, which is the way
    /// the `And` iteration goes: [`EditEffect::Shrinks`], so `Incremental` keeps the solution
    /// and re-queues only `inst`'s block, and reaches the fixed point `Full` computes.
    pub fn remove(&mut self, inst: InstId, policy: RestartPolicy) {
        let block = self.location(inst).block;
        self.forward.analysis_mut().0.removed.insert(inst.index());
        self.backward.analysis_mut().0.removed.insert(inst.index());
        self.forward.restart(policy, [block], EditEffect::Shrinks);
        self.backward.restart(policy, [block], EditEffect::Shrinks);
    }

    /// Block visits spent so far by both analyses.
    pub fn block_visits(&self) -> u64 {
        self.forward.stats().block_visits + self.backward.stats().block_visits
    }
}
