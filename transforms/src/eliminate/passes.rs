//! The passes, each declared once.
//!
//! **To add a pass**, add one entry to the `passes!` table below — its doc comment (what it
//! is), its `PassName` variant, its name (in knobs, reports and JSON) and the function that
//! runs it on one function — then run
//! `SYNCFLOW_BLESS=1 cargo test -p syncflow-transforms --lib docs` to regenerate the tables in
//! the module docs of [`crate::eliminate`] and [`crate::knobs`] and in docs/README-ux.md.
//! Everything else is read off the table: the [`PassName`] enum and its serde spelling,
//! [`PassName::as_str`], [`PassName::parse`], the dispatch in [`eliminate`](super::eliminate),
//! and the `passes` knob's error text and `--help` line ("a list of dominance, basic-dbe,
//! branch-dist, dse", in table order).
//! A preset runs the new pass only when its `passes` list names it.
//!
//! A new pass does not need a new [`Reason`](super::Reason) unless it proves something no
//! reason names yet. Reasons are not derived from this table because they do not belong to
//! one pass each: several passes share one (`NothingBefore` comes from `dse` and the sound
//! `branch-dist`; `BranchDistCondition` from `branch-dist` and the observed `basic-dbe`), and
//! several are decided before any pass runs (`CarriesData`, `NotCandidate`, `Pinned`,
//! `Divergent`, `NotExamined`, in `context.rs`). A reason is what a proof found, with its
//! own payload; the decision records the pass beside it ([`BarrierDecision::pass`]).
//!
//! [`BarrierDecision::pass`]: super::BarrierDecision::pass

use super::context::FunctionContext;
use super::{basic_dbe, branch_dist, dominance, dse};
use serde::{Deserialize, Serialize};

/// Declares [`PassName`] and everything read off it, from one line a pass.
macro_rules! passes {
    ($( $(#[doc = $doc:literal])+ $variant:ident = $name:literal, $run:path; )*) => {
        /// The passes, by their pipeline names, in the order the `sound` preset runs them
        /// (declared in `eliminate/passes.rs`).
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        pub enum PassName {
            $( $(#[doc = $doc])+ #[serde(rename = $name)] $variant, )*
        }

        impl PassName {
            /// Every pass, in declaration order.
            pub const ALL: &'static [PassName] = &[$(PassName::$variant),*];

            /// The name used in knobs, reports and JSON.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(PassName::$variant => $name,)*
                }
            }

            /// What the pass is, in words (its doc comment, one line).
            pub fn doc(self) -> &'static str {
                match self {
                    $(PassName::$variant => concat!($($doc),+).trim_start(),)*
                }
            }

            /// Runs the pass on one function.
            pub(crate) fn run(self, ctx: &mut FunctionContext<'_>) {
                match self {
                    $(PassName::$variant => $run(ctx),)*
                }
            }
        }
    };
}

passes! {
    /// ptxas-style barrier-liveness dominance proofs, with certificates (`sync-mode` says
    /// which proofs).
    Dominance = "dominance", dominance::run;
    /// cicc's intra-block pattern matcher (`basic-dbe-mode` says which).
    BasicDbe = "basic-dbe", basic_dbe::run;
    /// cicc's branch distribution: per-block read/write flags propagated over the CFG.
    BranchDist = "branch-dist", branch_dist::run;
    /// Dead synchronization elimination: the full Before/After hazard analysis.
    Dse = "dse", dse::run;
}

impl PassName {
    /// The pass named `name` (its [`as_str`](Self::as_str) spelling).
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|p| p.as_str() == name)
    }
}
