//! The [`Analysis`] trait: what a dataflow problem tells the engine, and the gen/kill helper.

use super::direction::Direction;
use super::lattice::{Lattice, MeetMode};
use crate::graph::BlockId;
use fixedbitset::FixedBitSet;
use std::fmt;

/// A statement, addressed generically: the block and the statement's index in it (program
/// order, from 0). The engine never sees statements, only these addresses; what they are is
/// the analysis' business.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// The block.
    pub block: BlockId,
    /// Index of the statement in the block, `0..statement_count(block)`.
    pub statement: usize,
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.block, self.statement)
    }
}

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

    /// Applies the whole block. The default applies the statements in the direction's order;
    /// override it with an equivalent but faster summary (a precomputed [`GenKill`], say). The
    /// cursor uses [`apply_statement`](Self::apply_statement), so the two must agree.
    fn apply_block(&self, state: &mut Self::Domain, block: BlockId) {
        Self::Direction::apply_statements(self, state, block);
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
