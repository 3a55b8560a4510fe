//! The [`Analysis`] trait: what a dataflow problem tells the engine, and the gen/kill helper.

use super::direction::Direction;
use super::lattice::{Lattice, MeetMode};
use super::location::{Edge, Location};
use crate::graph::BlockId;
use fixedbitset::FixedBitSet;

/// A dataflow problem over a [`Cfg`](crate::graph::Cfg): a lattice, a direction, a meet mode,
/// a boundary state and the transfer functions.
///
/// The engine solves, for every block `b` (writing `⊕` for the mode's operator, `⊔` for
/// [`MeetMode::Or`] and `⊓` for [`MeetMode::And`], and `init` for its identity, `⊥` or `⊤`):
///
/// ```text
/// input(b)  = [boundary if b is a boundary block] ⊕ ⨁ { output(i) | i ∈ inputs(b) }   (init if empty)
/// output(b) = apply_block(b, input(b))
/// ```
///
/// An analysis with [edge effects](Self::apply_edge_effect) (`HAS_EDGE_EFFECTS = true`) has
/// each `output(i)` pass through the effect of its edge, `e_{i→b}(output(i))`, before it is
/// combined: the state can depend on which way a branch went.
///
/// with `inputs` and the boundary blocks given by the [`Direction`]. Statements are addressed
/// by [`Location`]; the analysis says how many a block has. An analysis with only a per-block
/// transfer reports 0 statements and overrides [`apply_block`](Self::apply_block); the cursor
/// then only sees block starts and ends.
///
/// **Contract** (see the [convergence contract](super#convergence-contract)): the transfer
/// functions are monotone (`x ⊑ y ⇒ f(x) ⊑ f(y)`) and the lattice has finite height.
pub trait Analysis {
    /// The lattice of states.
    type Domain: Lattice;
    /// [`Forward`](super::Forward) or [`Backward`](super::Backward).
    type Direction: Direction;
    /// A name for spans, logs and reports.
    const NAME: &'static str;

    /// How states meet at joins; may depend on the analysis' configuration. By default
    /// [`MeetMode::Or`], the meet of a "may" analysis (a fact holds when it holds on some
    /// path); a "must" analysis overrides it with [`MeetMode::And`].
    fn meet_mode(&self) -> MeetMode {
        MeetMode::Or
    }

    /// The state flowing into the boundary blocks: the entry's start (forward) or the exits'
    /// ends (backward). It also gives the lattice (for instance the bit-set length) that the
    /// engine's `⊥`/`⊤` are taken from.
    fn boundary_state(&self) -> Self::Domain;

    /// Number of statements in `block`.
    fn statement_count(&self, block: BlockId) -> usize;

    /// Applies the effect of the statement at `at` to `state` (in the analysis' direction: for
    /// a backward analysis `state` is the state after the statement and becomes the one before).
    fn apply_statement(&self, state: &mut Self::Domain, at: Location);

    /// Whether [`apply_edge_effect`](Self::apply_edge_effect) does anything. When `false` (the
    /// default) the engine combines a block's output into its dependents' inputs directly;
    /// when `true` it copies the output, applies the edge's effect to the copy and combines
    /// that.
    const HAS_EDGE_EFFECTS: bool = false;

    /// Applies the effect of taking `edge` to `state`, in the analysis' direction: for a
    /// forward analysis `state` is the end of `edge.from` and becomes what flows into the start
    /// of `edge.to`; for a backward one it is the start of `edge.to` and becomes what flows
    /// into the end of `edge.from`. Only called when
    /// [`HAS_EDGE_EFFECTS`](Self::HAS_EDGE_EFFECTS) is `true`.
    ///
    /// This is where a branch-sensitive fact goes: "`x < n` holds on the true edge of
    /// `br (x < n)`", "this edge leaves a divergent branch". rustc's dataflow engine calls the
    /// same hook `apply_switch_int_edge_effects`. The effect must be monotone like every
    /// transfer function (see the [convergence contract](super#convergence-contract)); an
    /// edit that changes it touches the edge's *target* in the analysis' direction (`to` for
    /// forward, `from` for backward) when the engine [restarts](super::Results::reseed).
    ///
    /// ```
    /// use fixedbitset::FixedBitSet;
    /// use syncflow_framework::dataflow::{Analysis, Edge, Engine, Forward, Location, MeetMode};
    /// use syncflow_framework::graph::{BlockId, Cfg};
    ///
    /// /// Which branch arms may have been taken: bit 0 for "went right" (the edge 0 → 2).
    /// struct Arms;
    /// impl Analysis for Arms {
    ///     type Domain = FixedBitSet;
    ///     type Direction = Forward;
    ///     const NAME: &'static str = "arms";
    ///     const HAS_EDGE_EFFECTS: bool = true;
    ///     fn boundary_state(&self) -> FixedBitSet { FixedBitSet::with_capacity(1) }
    ///     fn statement_count(&self, _: BlockId) -> usize { 0 }
    ///     fn apply_statement(&self, _: &mut FixedBitSet, _: Location) {}
    ///     fn apply_edge_effect(&self, state: &mut FixedBitSet, edge: Edge) {
    ///         if (edge.from.index(), edge.to.index()) == (0, 2) {
    ///             state.insert(0);
    ///         }
    ///     }
    /// }
    ///
    /// let b = BlockId::new;
    /// //   0 → 1 → 3,  0 → 2 → 3
    /// let cfg = Cfg::from_edges(4, b(0), [(b(0), b(1)), (b(0), b(2)), (b(1), b(3)), (b(2), b(3))]);
    /// let results = Engine::new(&cfg, Arms).iterate_to_fixpoint();
    /// assert!(!results.entry_state(b(1)).contains(0)); // the left arm never went right
    /// assert!(results.entry_state(b(2)).contains(0));
    /// assert!(results.entry_state(b(3)).contains(0)); // may have, at the join
    /// ```
    fn apply_edge_effect(&self, _state: &mut Self::Domain, _edge: Edge) {}

    /// Applies the whole block. The default applies the statements in the direction's order;
    /// override it with an equivalent but faster summary (a precomputed [`GenKill`], say). The
    /// cursor uses [`apply_statement`](Self::apply_statement), so the two must agree.
    fn apply_block(&self, state: &mut Self::Domain, block: BlockId) {
        apply_statements(self, state, block);
    }
}

/// Applies the statements of `block` to `state` from input to output, in the analysis'
/// direction's order: the default of [`Analysis::apply_block`], for an override that wants to
/// fall back to it.
pub fn apply_statements<A: Analysis + ?Sized>(analysis: &A, state: &mut A::Domain, block: BlockId) {
    let count = analysis.statement_count(block);
    for k in 0..count {
        let statement = A::Direction::nth_effect(count, k);
        analysis.apply_statement(state, Location { block, statement });
    }
}

/// A gen/kill transfer function over bit sets, `f(x) = (x ∖ kill) ∪ gen`: the shape of every
/// classic bit-vector problem (reaching definitions, liveness, available expressions).
///
/// `f` is monotone in `x`. It is also monotone in its parameters the way the restart argument
/// needs: removing a bit from `kill` or adding one to `gen` makes `f` larger pointwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenKill {
    gen_set: FixedBitSet,
    kill_set: FixedBitSet,
}

impl GenKill {
    /// The identity over a universe of `len` bits.
    pub fn identity(len: usize) -> Self {
        GenKill {
            gen_set: FixedBitSet::with_capacity(len),
            kill_set: FixedBitSet::with_capacity(len),
        }
    }

    /// Adds `bit` to the generated set (and removes it from the killed set).
    pub fn generate(&mut self, bit: usize) {
        self.gen_set.insert(bit);
        self.kill_set.set(bit, false);
    }

    /// Adds `bit` to the killed set (and removes it from the generated set).
    pub fn kill(&mut self, bit: usize) {
        self.kill_set.insert(bit);
        self.gen_set.set(bit, false);
    }

    /// Removes `bit` from the killed set only (an edit that makes `f` grow).
    pub fn unkill(&mut self, bit: usize) {
        self.kill_set.set(bit, false);
    }

    /// The generated bits.
    pub fn gen_set(&self) -> &FixedBitSet {
        &self.gen_set
    }

    /// The killed bits.
    pub fn kill_set(&self) -> &FixedBitSet {
        &self.kill_set
    }

    /// `state ← (state ∖ kill) ∪ gen`, word by word.
    pub fn apply(&self, state: &mut FixedBitSet) {
        assert_eq!(
            state.len(),
            self.gen_set.len(),
            "bit sets over different universes"
        );
        let words = state.as_mut_slice().iter_mut();
        for ((x, g), k) in words
            .zip(self.gen_set.as_slice())
            .zip(self.kill_set.as_slice())
        {
            *x = (*x & !k) | g;
        }
    }

    /// Composes: afterwards `self` applies the old `self`, then `next`.
    pub fn then(&mut self, next: &GenKill) {
        // ((x ∖ k1) ∪ g1) ∖ k2 ∪ g2 = x ∖ (k1 ∪ k2) ∪ ((g1 ∖ k2) ∪ g2)
        self.gen_set.difference_with(&next.kill_set);
        self.gen_set.union_with(&next.gen_set);
        self.kill_set.union_with(&next.kill_set);
    }
}

/// A borrowed analysis is an analysis: `Engine::new(&cfg, &analysis)` solves it without giving
/// it up, so one analysis value can be solved twice (in both meet modes, before and after an
/// edit) and the [`Results`](super::Results) keep it reachable through the borrow.
impl<A: Analysis + ?Sized> Analysis for &A {
    type Domain = A::Domain;
    type Direction = A::Direction;
    const NAME: &'static str = A::NAME;
    const HAS_EDGE_EFFECTS: bool = A::HAS_EDGE_EFFECTS;

    fn meet_mode(&self) -> MeetMode {
        (**self).meet_mode()
    }

    fn boundary_state(&self) -> Self::Domain {
        (**self).boundary_state()
    }

    fn statement_count(&self, block: BlockId) -> usize {
        (**self).statement_count(block)
    }

    fn apply_statement(&self, state: &mut Self::Domain, at: Location) {
        (**self).apply_statement(state, at)
    }

    fn apply_edge_effect(&self, state: &mut Self::Domain, edge: Edge) {
        (**self).apply_edge_effect(state, edge)
    }

    fn apply_block(&self, state: &mut Self::Domain, block: BlockId) {
        (**self).apply_block(state, block)
    }
}
