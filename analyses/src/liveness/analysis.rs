//! The forward and backward liveness analyses and their solution.

use crate::hazard::barrier_problem::{BarrierSolution, BarrierSteps, BarrierTransfer, InstStep};
use crate::hazard::BoundaryRule;
use crate::memory::InstEffect;
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{EditEffect, MeetMode};
use syncflow_framework::graph::Cfg;
use syncflow_ir::{Function, InstId};

/// The liveness analyses' own part: whether the function's boundary (entry for the forward
/// analysis, `ret` for the backward one) is clean; the instructions are the [`BarrierSteps`]
/// beside it.
#[derive(Clone, Debug)]
pub struct LivenessProblem {
    boundary_clean: bool,
}

impl LivenessProblem {
    /// The problem for `func`: under [`BoundaryRule::Sound`] only a kernel's boundary is clean,
    /// under [`BoundaryRule::Clean`] every function's is.
    pub fn new(func: &Function, rule: BoundaryRule) -> Self {
        LivenessProblem {
            boundary_clean: func.is_kernel || rule == BoundaryRule::Clean,
        }
    }
}

/// The constant `f_i` is when `i` does `step`, or `None` for the identity: a cut (a full
/// barrier; backward, `unreachable`, which no thread gets past) makes the state clean, an
/// access dirty, anything else keeps it.
fn constant_transfer(step: InstStep<'_>) -> Option<bool> {
    match step {
        InstStep::Keep => None,
        InstStep::Access(list) => (!list.is_empty()).then_some(false),
        InstStep::Cut => Some(true),
    }
}

/// `clean_before` forward and `clean_after` backward, `And`, boolean (see the
/// [module doc](super)): the same statements, both ways.
///
/// Removing a barrier turns `f_inst = true` into the identity, a pointwise shrink, which is the
/// way the `And` iteration goes: [`EditEffect::Shrinks`], so `Incremental` keeps the solution
/// and re-queues only `inst`'s block, and reaches the fixed point `Full` computes.
impl BarrierTransfer for LivenessProblem {
    type Domain = bool;
    const FORWARD_NAME: &'static str = "barrier-liveness-forward";
    const BACKWARD_NAME: &'static str = "barrier-liveness-backward";
    const REMOVAL: EditEffect = EditEffect::Shrinks;

    fn meet_mode(&self) -> MeetMode {
        MeetMode::And
    }
    fn boundary_state(&self) -> bool {
        self.boundary_clean
    }
    fn apply_step(&self, state: &mut bool, _: InstId, step: InstStep<'_>) {
        if let Some(constant) = constant_transfer(step) {
            *state = constant;
        }
    }
}

/// Both facts at every program point of one function, kept up to date as barriers go
/// ([`BarrierSolution::remove`]).
pub type BarrierLiveness<'a> = BarrierSolution<'a, LivenessProblem>;

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
        let steps = BarrierSteps::new(func, effects, removed);
        Self::solve(cfg, steps, LivenessProblem::new(func, rule))
    }

    /// Every path into `inst` is access-free since the last full barrier (or a clean entry).
    ///
    /// Read off the solution without a cursor: every transfer is a constant or the identity,
    /// so the state before `inst` is set by the nearest instruction before it in its block
    /// that is not the identity, or is the block's entry state when there is none. (The same
    /// value as the cursor's `seek_before`, at the cost of the distance to that instruction
    /// instead of to the block start — the prover asks this of every barrier.)
    pub fn clean_before(&self, inst: InstId) -> bool {
        let steps = self.steps();
        let block = steps.func.insts[inst].block;
        steps
            .func
            .insts_before_in_block(inst)
            .rev()
            .find_map(|i| constant_transfer(steps.step(i, false)))
            .unwrap_or(*self.solution.forward().entry_state(block))
    }

    /// Every path out of `inst` is access-free until the next full barrier (or a clean exit).
    ///
    /// As [`clean_before`](Self::clean_before), backward: the nearest instruction after
    /// `inst` in its block whose backward transfer is a constant, or the state at the block's
    /// end.
    pub fn clean_after(&self, inst: InstId) -> bool {
        let steps = self.steps();
        let block = steps.func.insts[inst].block;
        steps
            .func
            .insts_after_in_block(inst)
            .find_map(|i| constant_transfer(steps.step(i, true)))
            .unwrap_or(*self.solution.backward().exit_state(block))
    }
}
