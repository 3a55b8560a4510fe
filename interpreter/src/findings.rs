//! What a run reports: races (with both accesses), barrier divergence and deadlocks, and
//! faults, each with its `Display` form.

use serde::Serialize;
use std::fmt;
use syncflow_ir::{AccessKind, FunctionId, InstId};

/// One side of a race.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AccessInfo {
    /// Linear thread id in the CTA.
    pub thread: u32,
    /// The thread's CTA (`blockIdx`).
    pub cta: [u32; 3],
    /// The function holding the access.
    pub function: String,
    /// The function's id.
    #[serde(skip)]
    pub function_id: FunctionId,
    /// The instruction.
    #[serde(skip)]
    pub inst: InstId,
    /// Read, write or both.
    pub kind: AccessKind,
    /// Atomic.
    pub atomic: bool,
    /// `file:line:col` of the debug location, or of the `.ll` text when there is none.
    pub location: Option<String>,
    /// The instruction's text.
    pub text: String,
}

impl fmt::Display for AccessInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::ReadWrite => "read-write",
        };
        write!(
            f,
            "{}{} by thread {} at {} in @{} (`{}`)",
            if self.atomic { "atomic " } else { "" },
            kind,
            self.thread,
            self.location.as_deref().unwrap_or("<no location>"),
            self.function,
            self.text
        )
    }
}

/// A data race (docs/design.md §4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Race {
    /// The CTA of the later access (`blockIdx`; each access names its own).
    pub cta: [u32; 3],
    /// The earlier access.
    pub first: AccessInfo,
    /// The later access.
    pub second: AccessInfo,
    /// The object both touch.
    pub object: String,
    /// A byte both touch.
    pub offset: u64,
    /// The later access's barrier interval in its CTA (0 before its first CTA barrier).
    pub interval: u32,
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first.cta != self.second.cta {
            let b = |c: [u32; 3]| format!("block ({},{},{})", c[0], c[1], c[2]);
            return write!(
                f,
                "race on {}+{} across blocks: {} in {} and {} in {}",
                self.object,
                self.offset,
                self.first,
                b(self.first.cta),
                self.second,
                b(self.second.cta)
            );
        }
        write!(
            f,
            "race on {}+{} in interval {} of block ({},{},{}): {} and {}",
            self.object,
            self.offset,
            self.interval,
            self.cta[0],
            self.cta[1],
            self.cta[2],
            self.first,
            self.second
        )
    }
}

/// Where a thread waits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BarrierSite {
    /// A thread waiting there.
    pub thread: u32,
    /// The function.
    pub function: String,
    /// The function's id.
    #[serde(skip)]
    pub function_id: FunctionId,
    /// The instruction.
    #[serde(skip)]
    pub inst: InstId,
    /// `file:line:col`.
    pub location: Option<String>,
    /// The instruction's text.
    pub text: String,
}

impl fmt::Display for BarrierSite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "thread {} at {} in @{} (`{}`)",
            self.thread,
            self.location.as_deref().unwrap_or("<no location>"),
            self.function,
            self.text
        )
    }
}

/// Barrier divergence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Divergence {
    /// Live threads wait at different barrier instructions.
    DifferentBarriers {
        /// One waiting thread.
        first: BarrierSite,
        /// One waiting elsewhere.
        second: BarrierSite,
    },
    /// A thread exited while others wait at a barrier.
    ExitedWhileWaiting {
        /// The exited thread.
        exited: u32,
        /// Where the others wait.
        waiting: BarrierSite,
    },
    /// Nothing can proceed: threads wait at warp collectives or barriers that can never
    /// complete.
    Deadlock {
        /// Some of the waiting threads.
        waiting: Vec<BarrierSite>,
    },
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Divergence::DifferentBarriers { first, second } => {
                write!(f, "barrier divergence: {first} and {second}")
            }
            Divergence::ExitedWhileWaiting { exited, waiting } => write!(
                f,
                "barrier divergence: thread {exited} exited while {waiting} waits"
            ),
            Divergence::Deadlock { waiting } => {
                write!(f, "deadlock:")?;
                for w in waiting {
                    write!(f, " {w};")?;
                }
                Ok(())
            }
        }
    }
}

/// Where a fault happened: the thread and the instruction it was executing. Every fault
/// but [`Fault::StepLimit`] and [`Fault::TimeOut`] carry one (flattened: its fields are the fault's own in JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FaultAt {
    /// The faulting instruction (function, instruction).
    #[serde(skip)]
    pub site: Option<(FunctionId, InstId)>,
    /// Thread.
    pub thread: u32,
    /// Function.
    pub function: String,
    /// `file:line:col`.
    pub location: Option<String>,
    /// Instruction text.
    pub text: String,
}

impl FaultAt {
    /// `thread 3 at file:line:col (`text`)`, as every fault's message names its place.
    fn describe(&self) -> String {
        let location = self.location.as_deref().unwrap_or("<no location>");
        format!("thread {} at {location} (`{}`)", self.thread, self.text)
    }
}

/// A run-time error or resource exhaustion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Fault {
    /// An access outside its object; stops the run.
    OutOfBounds {
        /// The thread and its faulting instruction.
        #[serde(flatten)]
        at: FaultAt,
        /// The object.
        object: String,
        /// Offset accessed.
        offset: i64,
        /// Bytes accessed.
        size: u64,
        /// The object's size.
        object_size: u64,
    },
    /// A read of bytes never written (reported once per instruction; the run goes on).
    UninitialisedRead {
        /// The thread and its faulting instruction.
        #[serde(flatten)]
        at: FaultAt,
        /// The object.
        object: String,
        /// Offset read.
        offset: i64,
    },
    /// The step limit was reached; the run stopped.
    StepLimit {
        /// The limit.
        limit: u64,
    },
    /// The wall-clock limit ([`crate::LaunchConfig::time_limit`]) passed; the run stopped.
    TimeOut {
        /// The limit, in milliseconds.
        limit_ms: u64,
    },
    /// Another error (division by zero, unsupported instruction); stops the run.
    Error {
        /// The thread and its faulting instruction.
        #[serde(flatten)]
        at: FaultAt,
        /// What went wrong.
        message: String,
    },
}

impl Fault {
    /// True for faults that stopped the run (everything but uninitialised reads).
    pub fn is_fatal(&self) -> bool {
        !matches!(self, Fault::UninitialisedRead { .. })
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::OutOfBounds {
                at,
                object,
                offset,
                size,
                object_size,
            } => write!(
                f,
                "out of bounds: {} accesses {size} bytes at {object}+{offset} (size {object_size})",
                at.describe()
            ),
            Fault::UninitialisedRead { at, object, offset } => write!(
                f,
                "uninitialised read: {} reads {object}+{offset}",
                at.describe()
            ),
            Fault::StepLimit { limit } => write!(f, "step limit of {limit} reached"),
            Fault::TimeOut { limit_ms } => {
                write!(f, "time limit of {} s reached", *limit_ms as f64 / 1000.0)
            }
            Fault::Error { at, message } => write!(f, "{message}: {}", at.describe()),
        }
    }
}
