//! What happened to each barrier, and why.

use crate::knobs::PassName;
use serde::Serialize;
use syncflow_ir::{BarrierKind, FunctionId, InstId};

/// The four flags of cicc's branch-dist: shared/global reads and writes above and below.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Flags {
    /// Read above.
    pub ra: bool,
    /// Write above.
    pub wa: bool,
    /// Read below.
    pub rb: bool,
    /// Write below.
    pub wb: bool,
}

impl Flags {
    /// cicc's diagnostic form: `Read above: 1, Write above: 0, Read below: 0, Write below: 0`.
    pub fn describe(self) -> String {
        format!(
            "Read above: {}, Write above: {}, Read below: {}, Write below: {}",
            u8::from(self.ra),
            u8::from(self.wa),
            u8::from(self.rb),
            u8::from(self.wb)
        )
    }
}

/// Why a barrier was removed or kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    // ----- removals -----
    /// Before(b) is empty.
    NothingBefore,
    /// After(b) is empty.
    NothingAfter,
    /// Neither side writes.
    ReadsOnly,
    /// Both sides access memory, but no pair conflicts at this precision.
    NoConflict {
        /// The precision level used.
        precision: u8,
        /// What is above, described.
        above: String,
        /// What is below, described.
        below: String,
        /// The launch-shape fact the decision needed, when it needed one (`"nvvm.reqntid"="128"
        /// (1-D block)`): without it, a pair would conflict.
        fact: Option<String>,
    },
    /// Another barrier precedes it in its block with no access between.
    Consecutive,
    /// Nothing between the kernel's entry and the barrier.
    KernelEntry,
    /// Nothing between the barrier and the kernel's exit.
    KernelExit,
    /// Faithful basic-dbe: no memory access before it in its block.
    NoAccessEarlierInBlock,
    /// Faithful basic-dbe: no memory access after it in its block.
    NoAccessLaterInBlock,
    /// Faithful branch-dist: one of the documented conditions holds.
    BranchDistCondition {
        /// The flags.
        flags: Flags,
        /// The condition, as the documents write it (`!ra && !wb`).
        condition: &'static str,
    },
    /// `dominance`: redundant, with a certificate; here its sentence
    /// ([`Certificate::describe`](syncflow_analyses::liveness::Certificate::describe)).
    Redundant(String),
    // ----- kept -----
    /// `dominance`: no proof of redundancy; why, in words.
    NotRedundant(String),
    /// An access above conflicts with one below.
    Conflict {
        /// The precision level used.
        precision: u8,
        /// The access above.
        above: String,
        /// The access below.
        below: String,
    },
    /// branch-dist's flags show a hazard.
    FlagsHazard(Flags),
    /// basic-dbe sees accesses on both sides within the block (it looks no further).
    AccessesAroundInBlock,
    /// `__syncthreads_count/and/or` and friends return data.
    CarriesData,
    /// Not a full-CTA barrier with id 0 and no count.
    NotCandidate(BarrierKind),
    /// Under divergent control: eliminators leave it alone.
    Divergent {
        /// Where the divergent branch is, when known.
        branch: Option<String>,
    },
    /// A knob excluded the function or barrier.
    Skipped(String),
    /// The user pinned it (`--keep FILE:LINE` or the source marker): never removed.
    Pinned(String),
    /// No pass examined the barrier.
    NotExamined,
}

impl Reason {
    /// The reason in words, as printed in remarks and JSON.
    pub fn describe(&self) -> String {
        match self {
            Reason::NothingBefore => "nothing above it touches shared or global memory".into(),
            Reason::NothingAfter => "nothing below it touches shared or global memory".into(),
            Reason::ReadsOnly => "only reads on both sides".into(),
            Reason::NoConflict {
                precision,
                above,
                below,
                fact,
            } => match fact {
                Some(fact) => format!(
                    "no conflict at precision {precision}, using {fact}: above {above}; below {below}"
                ),
                None => {
                    format!("no conflict at precision {precision}: above {above}; below {below}")
                }
            },
            Reason::Consecutive => "follows another barrier with no memory access between".into(),
            Reason::KernelEntry => "no memory access between the kernel's entry and it".into(),
            Reason::KernelExit => "no memory access between it and the kernel's exit".into(),
            Reason::NoAccessEarlierInBlock => "no memory access before it in its block".into(),
            Reason::NoAccessLaterInBlock => "no memory access after it in its block".into(),
            Reason::BranchDistCondition { flags, condition } => {
                format!("{} ({condition})", flags.describe())
            }
            Reason::Conflict {
                precision,
                above,
                below,
            } => {
                format!("{above} above conflicts with {below} below (precision {precision})")
            }
            Reason::Redundant(proof) => format!("redundant: {proof}"),
            Reason::NotRedundant(why) => format!("no dominance proof: {why}"),
            Reason::FlagsHazard(flags) => format!("{}: a hazard", flags.describe()),
            Reason::AccessesAroundInBlock => {
                "memory accesses on both sides within its block".into()
            }
            Reason::CarriesData => {
                "returns data (__syncthreads_count/and/or): never removed".into()
            }
            Reason::NotCandidate(kind) => format!("not a removal candidate ({})", kind.name()),
            Reason::Divergent { branch: Some(at) } => {
                format!("under divergent control (branch at {at})")
            }
            Reason::Divergent { branch: None } => "under divergent control".into(),
            Reason::Skipped(why) => why.clone(),
            Reason::Pinned(how) => format!("pinned by {how}: never removed"),
            Reason::NotExamined => "no pass examined it".into(),
        }
    }
}

/// The fate of one barrier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BarrierDecision {
    /// The function.
    pub function: FunctionId,
    /// The barrier instruction.
    pub inst: InstId,
    /// Its kind.
    pub kind: BarrierKind,
    /// The intrinsic called.
    pub intrinsic: String,
    /// Removed?
    pub removed: bool,
    /// The pass that removed it, or whose analysis kept it last.
    pub pass: Option<PassName>,
    /// Why.
    pub reason: Reason,
    /// For a kept AMDGPU barrier group whose fences were narrowed to LDS (`narrow.rs`): why
    /// that orders everything the barrier must order, in words. `None` otherwise.
    pub narrowed: Option<String>,
}
