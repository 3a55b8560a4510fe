//! One problem solved in both directions: the facts *above* every point (forward) and *below*
//! it (backward), kept together and edited together.
//!
//! Barrier analyses keep asking two questions about the same statement: what happened on
//! some (or every) path *into* it since the last barrier, and what happens on the paths *out of*
//! it until the next one. Both are the same problem — the same per-statement facts, the same
//! boundary, the same meet — run once [`Forward`] and once [`Backward`]. A
//! [`BidirectionalProblem`] states that problem once; [`PairedResults`] solves it both ways and
//! answers [`before`](PairedResults::before) and [`after`](PairedResults::after) at any
//! [`Location`].
//!
//! # Edits
//!
//! A transform that edits the program (removing a barrier) must edit both copies of the
//! problem the same way and restart both solutions. [`PairedResults::edit`] does exactly that,
//! under one [`RestartPolicy`] and one [`EditEffect`]; the incremental-restart argument of the
//! [engine](super::Engine) then holds for each direction separately.
//!
//! # Example
//!
//! "Has anything happened since the last reset?", both ways, on `0 → 1 → 2` with a reset in
//! block 1:
//!
//! ```
//! use syncflow_framework::dataflow::{
//!     BidirectionalProblem, Location, MeetMode, PairedResults, RestartPolicy, EditEffect,
//! };
//! use syncflow_framework::graph::{BlockId, Cfg};
//!
//! /// Block 1 holds a reset; every other block "does something".
//! #[derive(Clone)]
//! struct SinceReset {
//!     reset: Option<BlockId>,
//! }
//! impl BidirectionalProblem for SinceReset {
//!     type Domain = bool;
//!     const FORWARD_NAME: &'static str = "since-reset";
//!     const BACKWARD_NAME: &'static str = "until-reset";
//!     fn meet_mode(&self) -> MeetMode { MeetMode::Or }
//!     fn boundary_state(&self) -> bool { false }
//!     fn statement_count(&self, _: BlockId) -> usize { 1 }
//!     fn apply(&self, state: &mut bool, at: Location) {
//!         *state = Some(at.block) != self.reset;
//!     }
//! }
//! let b = BlockId::new;
//! let cfg = Cfg::from_edges(3, b(0), [(b(0), b(1)), (b(1), b(2))]);
//! let mut paired = PairedResults::solve(&cfg, SinceReset { reset: Some(b(1)) });
//! let at = |block| Location { block: b(block), statement: 0 };
//! assert!(paired.before(at(1)));    // block 0 did something
//! assert!(!paired.before(at(2)));   // the reset cleared it
//! assert!(!paired.after(at(0)));    // the reset comes next
//! paired.edit(|p| p.reset = None, RestartPolicy::Full, [b(1)], EditEffect::Grows);
//! assert!(paired.before(at(2)));
//! ```

use super::engine::{EditEffect, Engine, RestartPolicy, Results};
use super::{Analysis, Backward, Forward, Location, MeetMode};
use crate::graph::{BlockId, Cfg};

/// A dataflow problem whose statements have the same effect in both directions (each
/// statement adds facts, clears them, or leaves them), solved forward and backward.
///
/// The contract is the engine's: `apply` is monotone and the lattice has finite height.
pub trait BidirectionalProblem: Clone {
    /// The lattice of states.
    type Domain: super::Lattice;
    /// The name of the forward solution (spans, logs).
    const FORWARD_NAME: &'static str;
    /// The name of the backward solution.
    const BACKWARD_NAME: &'static str;

    /// How states meet at joins, in both directions.
    fn meet_mode(&self) -> MeetMode;
    /// The state at the boundary: the entry (forward) and the exits (backward).
    fn boundary_state(&self) -> Self::Domain;
    /// Number of statements in `block`.
    fn statement_count(&self, block: BlockId) -> usize;
    /// The effect of the statement at `at`, the same in both directions.
    fn apply(&self, state: &mut Self::Domain, at: Location);
    /// The effect of the statement at `at` when walking backward; by default [`apply`]. A
    /// statement that ends every path (LLVM's `unreachable`) overrides it.
    ///
    /// [`apply`]: Self::apply
    fn apply_backward(&self, state: &mut Self::Domain, at: Location) {
        self.apply(state, at);
    }
}

/// `P` run [`Forward`].
#[derive(Clone, Debug)]
pub struct ForwardOf<P>(pub P);

/// `P` run [`Backward`].
#[derive(Clone, Debug)]
pub struct BackwardOf<P>(pub P);

/// `ForwardOf<P>` and `BackwardOf<P>` are the same analysis but for the direction, the name
/// and which of `P`'s transfers they apply.
macro_rules! one_direction {
    ($wrapper:ident, $direction:ty, $name:ident, $apply:ident) => {
        impl<P: BidirectionalProblem> Analysis for $wrapper<P> {
            type Domain = P::Domain;
            type Direction = $direction;
            const NAME: &'static str = P::$name;

            fn meet_mode(&self) -> MeetMode {
                self.0.meet_mode()
            }
            fn boundary_state(&self) -> P::Domain {
                self.0.boundary_state()
            }
            fn statement_count(&self, block: BlockId) -> usize {
                self.0.statement_count(block)
            }
            fn apply_statement(&self, state: &mut P::Domain, at: Location) {
                self.0.$apply(state, at);
            }
        }
    };
}

one_direction!(ForwardOf, Forward, FORWARD_NAME, apply);
one_direction!(BackwardOf, Backward, BACKWARD_NAME, apply_backward);

/// A [`BidirectionalProblem`] solved both ways over one CFG.
pub struct PairedResults<'g, P: BidirectionalProblem> {
    forward: Results<'g, ForwardOf<P>>,
    backward: Results<'g, BackwardOf<P>>,
}

impl<'g, P: BidirectionalProblem> PairedResults<'g, P> {
    /// Solves `problem` forward and backward over `cfg`.
    pub fn solve(cfg: &'g Cfg, problem: P) -> Self {
        PairedResults {
            forward: Engine::new(cfg, ForwardOf(problem.clone())).iterate_to_fixpoint(),
            backward: Engine::new(cfg, BackwardOf(problem)).iterate_to_fixpoint(),
        }
    }

    /// The problem as it stands (both copies are always equal).
    pub fn problem(&self) -> &P {
        &self.forward.analysis().0
    }

    /// The forward state just before the statement at `at`: what every path into it brings.
    pub fn before(&self, at: Location) -> P::Domain {
        self.forward.cursor().seek_before(at).clone()
    }

    /// The backward state just after the statement at `at`: what every path out of it meets.
    pub fn after(&self, at: Location) -> P::Domain {
        self.backward.cursor().seek_after(at).clone()
    }

    /// Applies `change` to the problem (both copies) and brings both solutions up to date under
    /// `policy`: `touched` are the blocks whose transfer changed, `effect` which way it moved.
    pub fn edit(
        &mut self,
        change: impl Fn(&mut P),
        policy: RestartPolicy,
        touched: impl IntoIterator<Item = BlockId> + Clone,
        effect: EditEffect,
    ) {
        change(&mut self.forward.analysis_mut().0);
        change(&mut self.backward.analysis_mut().0);
        self.forward.restart(policy, touched.clone(), effect);
        self.backward.restart(policy, touched, effect);
    }

    /// Block visits spent so far by both solutions (a measure of work).
    pub fn block_visits(&self) -> u64 {
        self.forward.stats().block_visits + self.backward.stats().block_visits
    }

    /// The forward solution.
    pub fn forward(&self) -> &Results<'g, ForwardOf<P>> {
        &self.forward
    }

    /// The backward solution.
    pub fn backward(&self) -> &Results<'g, BackwardOf<P>> {
        &self.backward
    }
}
