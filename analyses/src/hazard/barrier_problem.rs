//! What both barrier analyses share: a problem over one function's instructions, solved forward
//! and backward ([`PairedResults`]), whose one edit is removing a barrier.
//!
//! [`HazardIntervals`](super::HazardIntervals) (Before/After, sets of access classes) and
//! [`BarrierLiveness`](crate::liveness::BarrierLiveness) (`clean_before`/`clean_after`, one
//! bit) are both a [`BarrierSolution`] of a [`BarrierProblem`]; each states only its own
//! [`BarrierTransfer`] and adds its own readers in its own module. What they share lives here:
//!
//! - [`BarrierSteps`]: the function, its instructions' effects and the barriers removed so far,
//!   and the one case split every transfer and reader makes ([`BarrierSteps::step`]): an
//!   instruction keeps the state, accesses some classes, or cuts (a remaining full barrier;
//!   walking backward, also `unreachable`, which no thread gets past);
//! - [`BarrierProblem`]: statements are instructions, the transfer is the analysis' own;
//! - [`BarrierSolution`]: solving, and marking a barrier removed and restarting both
//!   directions. Which way a removal moves the transfer functions — and so whether the
//!   engine's incremental restart is exact — is each transfer's [`BarrierTransfer::REMOVAL`],
//!   with its argument.

use crate::memory::{AccessClass, FunctionSides, InstEffect};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    BidirectionalProblem, EditEffect, Lattice, Location, MeetMode, PairedResults, RestartPolicy,
};
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{Function, InstId, Opcode};

/// What one instruction does to a barrier analysis' state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstStep<'e> {
    /// Nothing: no memory effect, or a barrier that is removed or does not separate intervals.
    Keep,
    /// Accesses these classes (possibly none).
    Access(&'e [AccessClass]),
    /// Ends the interval: a remaining full barrier or — walking backward — `unreachable`.
    Cut,
}

/// One function's instructions as the barrier analyses see them: their effects, and which
/// barriers are removed so far.
#[derive(Clone, Debug)]
pub struct BarrierSteps<'a> {
    /// The function.
    pub func: &'a Function,
    effects: &'a [InstEffect],
    /// Barriers (by instruction) treated as removed.
    pub removed: FixedBitSet,
    /// Instructions whose accesses count on one side of a barrier only
    /// ([`crate::memory::Sides`]); `None`: every effect on both sides.
    sides: Option<&'a FunctionSides>,
}

impl<'a> BarrierSteps<'a> {
    /// `func`'s instructions with per-instruction `effects`, the barriers in `removed` (indexed
    /// by instruction) already gone.
    pub fn new(func: &'a Function, effects: &'a [InstEffect], removed: &FixedBitSet) -> Self {
        let mut r = FixedBitSet::with_capacity(func.insts.len());
        r.union_with(removed);
        BarrierSteps {
            func,
            effects,
            removed: r,
            sides: None,
        }
    }

    /// The same steps, with the instructions of `sides` seen by each walk as its side says:
    /// the forward walk (what reaches a barrier: Before) takes `before`, the backward walk
    /// (After) takes `after`.
    pub fn with_sides(mut self, sides: &'a FunctionSides) -> Self {
        self.sides = Some(sides);
        self
    }

    /// What `inst` does, walking forward or (`backward`) backward: the one case split behind
    /// every transfer and reader of both analyses.
    pub fn step(&self, inst: InstId, backward: bool) -> InstStep<'a> {
        if backward && matches!(self.func.insts[inst].opcode, Opcode::Unreachable) {
            return InstStep::Cut;
        }
        if let Some(side) = self.sides.and_then(|s| s.get(&inst)) {
            return InstStep::Access(if backward { &side.after } else { &side.before });
        }
        match &self.effects[inst.index()] {
            InstEffect::None => InstStep::Keep,
            InstEffect::Accesses(list) => InstStep::Access(list),
            InstEffect::Barrier(kind) => {
                if kind.separates_intervals() && !self.removed.contains(inst.index()) {
                    InstStep::Cut
                } else {
                    InstStep::Keep
                }
            }
        }
    }
}

/// A barrier analysis' own part: its lattice, meet and boundary, and what each [`InstStep`] does to
/// a state (the same in both directions).
pub trait BarrierTransfer: Clone {
    /// The lattice of states.
    type Domain: Lattice;
    /// The name of the forward solution.
    const FORWARD_NAME: &'static str;
    /// The name of the backward solution.
    const BACKWARD_NAME: &'static str;
    /// How removing a barrier (a [`InstStep::Cut`] becoming [`InstStep::Keep`]) moves the transfer
    /// functions: the restart argument.
    const REMOVAL: EditEffect;

    /// How states meet at joins, in both directions.
    fn meet_mode(&self) -> MeetMode;
    /// The state at the function's entry (forward) and exits (backward).
    fn boundary_state(&self) -> Self::Domain;
    /// The transfer of instruction `inst`, which does `step`.
    fn apply_step(&self, state: &mut Self::Domain, inst: InstId, step: InstStep<'_>);
}

/// A [`BarrierTransfer`] over a function's [`BarrierSteps`]: the framework's
/// [`BidirectionalProblem`] with one statement per instruction.
#[derive(Clone, Debug)]
pub struct BarrierProblem<'a, T> {
    /// The instructions.
    pub steps: BarrierSteps<'a>,
    /// The analysis' own part.
    pub transfer: T,
}

impl<T: BarrierTransfer> BidirectionalProblem for BarrierProblem<'_, T> {
    type Domain = T::Domain;
    const FORWARD_NAME: &'static str = T::FORWARD_NAME;
    const BACKWARD_NAME: &'static str = T::BACKWARD_NAME;

    fn meet_mode(&self) -> MeetMode {
        self.transfer.meet_mode()
    }
    fn boundary_state(&self) -> T::Domain {
        self.transfer.boundary_state()
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.steps.func.blocks[block].insts().len()
    }
    fn apply(&self, state: &mut T::Domain, at: Location) {
        let inst = self.steps.func.inst_at(at);
        self.transfer
            .apply_step(state, inst, self.steps.step(inst, false));
    }
    fn apply_backward(&self, state: &mut T::Domain, at: Location) {
        let inst = self.steps.func.inst_at(at);
        self.transfer
            .apply_step(state, inst, self.steps.step(inst, true));
    }
}

/// Both directions' facts at every program point of one function, kept up to date as barriers
/// go.
pub struct BarrierSolution<'a, T: BarrierTransfer> {
    pub(crate) solution: PairedResults<'a, BarrierProblem<'a, T>>,
}

impl<'a, T: BarrierTransfer> BarrierSolution<'a, T> {
    /// Solves `transfer` over `steps` forward and backward over `cfg`.
    pub(crate) fn solve(cfg: &'a Cfg, steps: BarrierSteps<'a>, transfer: T) -> Self {
        BarrierSolution {
            solution: PairedResults::solve(cfg, BarrierProblem { steps, transfer }),
        }
    }

    /// The instructions, as the solution stands.
    pub(crate) fn steps(&self) -> &BarrierSteps<'a> {
        &self.solution.problem().steps
    }

    /// The analysis' own part.
    pub(crate) fn transfer(&self) -> &T {
        &self.solution.problem().transfer
    }

    /// True when `inst` has been removed.
    pub fn is_removed(&self, inst: InstId) -> bool {
        self.steps().removed.contains(inst.index())
    }

    /// Marks barrier `inst` removed and brings both solutions up to date with `policy`
    /// (`Never` leaves them stale, which is the point of that policy). The edit changes only
    /// `inst`'s block, and moves its transfer the way [`BarrierTransfer::REMOVAL`] says.
    pub fn remove(&mut self, inst: InstId, policy: RestartPolicy) {
        let block = self.steps().func.insts[inst].block;
        self.solution.edit(
            |p| p.steps.removed.insert(inst.index()),
            policy,
            [block],
            T::REMOVAL,
        );
    }

    /// Block visits spent so far by both analyses (a measure of work for benchmarks).
    pub fn block_visits(&self) -> u64 {
        self.solution.block_visits()
    }
}
