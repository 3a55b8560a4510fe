//! The forward and backward liveness analyses and their solution.

use crate::hazard::BoundaryRule;
use crate::memory::InstEffect;
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    BidirectionalProblem, EditEffect, Location, MeetMode, PairedResults, RestartPolicy,
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

    /// The constant `f_i` is, or `None` for the identity (`backward`: the transfer walking
    /// backward, where `unreachable` is clean). The same case split as [`apply_inst`](Self::apply_inst).
    fn constant_transfer(&self, inst: InstId, backward: bool) -> Option<bool> {
        if backward && matches!(self.func.insts[inst].opcode, Opcode::Unreachable) {
            return Some(true);
        }
        match &self.effects[inst.index()] {
            InstEffect::None => None,
            InstEffect::Accesses(list) => (!list.is_empty()).then_some(false),
            InstEffect::Barrier(kind) => {
                (kind.separates_intervals() && !self.removed.contains(inst.index())).then_some(true)
            }
        }
    }

    /// `f_i`: a full barrier makes the state clean, an access dirty, anything else keeps it.
    fn apply_inst(&self, state: &mut bool, inst: InstId) {
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

/// `clean_before` forward and `clean_after` backward, `And`, boolean (see the
/// [module doc](super)): the same statements, both ways.
impl BidirectionalProblem for LivenessProblem<'_> {
    type Domain = bool;
    const FORWARD_NAME: &'static str = "barrier-liveness-forward";
    const BACKWARD_NAME: &'static str = "barrier-liveness-backward";

    fn meet_mode(&self) -> MeetMode {
        MeetMode::And
    }
    fn boundary_state(&self) -> bool {
        self.boundary_clean
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }
    fn apply(&self, state: &mut bool, at: Location) {
        self.apply_inst(state, self.func.inst_at(at));
    }
    fn apply_backward(&self, state: &mut bool, at: Location) {
        let inst = self.func.inst_at(at);
        if matches!(self.func.insts[inst].opcode, Opcode::Unreachable) {
            // No thread gets past `unreachable`: nothing follows, which is clean.
            *state = true;
            return;
        }
        self.apply_inst(state, inst);
    }
}

/// Both facts at every program point of one function, kept up to date as barriers go.
pub struct BarrierLiveness<'a> {
    solution: PairedResults<'a, LivenessProblem<'a>>,
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
            solution: PairedResults::solve(cfg, problem),
        }
    }

    fn location(&self, inst: InstId) -> Location {
        self.solution.problem().func.location_of(inst)
    }

    /// Every path into `inst` is access-free since the last full barrier (or a clean entry).
    ///
    /// Read off the solution without a cursor: every transfer is a constant or the identity,
    /// so the state before `inst` is set by the nearest instruction before it in its block
    /// that is not the identity, or is the block's entry state when there is none. (The same
    /// value as the cursor's `seek_before`, at the cost of the distance to that instruction
    /// instead of to the block start — the prover asks this of every barrier.)
    pub fn clean_before(&self, inst: InstId) -> bool {
        let p = self.solution.problem();
        let block = p.func.insts[inst].block;
        let first = p.func.blocks[block].first.index();
        (first..inst.index())
            .rev()
            .find_map(|i| p.constant_transfer(InstId::new(i), false))
            .unwrap_or(*self.solution.forward().entry_state(block))
    }

    /// Every path out of `inst` is access-free until the next full barrier (or a clean exit).
    ///
    /// As [`clean_before`](Self::clean_before), backward: the nearest instruction after
    /// `inst` in its block whose backward transfer is a constant, or the state at the block's
    /// end.
    pub fn clean_after(&self, inst: InstId) -> bool {
        let p = self.solution.problem();
        let block = p.func.insts[inst].block;
        let end = p.func.blocks[block].end.index();
        (inst.index() + 1..end)
            .find_map(|i| p.constant_transfer(InstId::new(i), true))
            .unwrap_or(*self.solution.backward().exit_state(block))
    }

    /// Marks barrier `inst` removed and brings both solutions up to date with `policy`.
    ///
    /// The edit turns `f_inst = true` into the identity, a pointwise shrink, which is the way
    /// the `And` iteration goes: [`EditEffect::Shrinks`], so `Incremental` keeps the solution
    /// and re-queues only `inst`'s block, and reaches the fixed point `Full` computes.
    pub fn remove(&mut self, inst: InstId, policy: RestartPolicy) {
        let block = self.location(inst).block;
        self.solution.edit(
            |p| p.removed.insert(inst.index()),
            policy,
            [block],
            EditEffect::Shrinks,
        );
    }

    /// Block visits spent so far by both analyses.
    pub fn block_visits(&self) -> u64 {
        self.solution.block_visits()
    }
}
