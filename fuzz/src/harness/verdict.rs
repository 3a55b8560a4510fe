//! # Verdicts: sound here, unsound, or inconclusive
//!
//! The judge ([`super::judge_runs`]) compares runs of the input and of an eliminator's output,
//! and a comparison shows something only about what ran. Every judgement therefore ends in one
//! of three states:
//!
//! | state | when | [`Verdict`] |
//! |---|---|---|
//! | **passed** | both programs ran every launched CTA to the end under every explored schedule, and the output showed nothing new | [`Verdict::passed`] |
//! | **unsound** | the output showed something new in what ran (a race, a divergence, a different value or final memory), or could not be printed | [`Verdict::unsound`] |
//! | **inconclusive** | nothing new in what ran, but some run of either program stopped before its end | [`Verdict::inconclusive`] names the run and the [`StopCause`] |
//!
//! An inconclusive judgement has shown nothing either way: it is never a pass (a run cut
//! short by the step limit "finds" nothing new just because it did little) and never unsound
//! (nothing was found). The campaign counts it per eliminator
//! ([`super::EliminatorStats::inconclusive`]) and fails on it as it fails on an unsound
//! removal: a judgement the oracle could not make is the oracle's failure.
//!
//! What stops a run, by [`StopCause`]:
//!
//! - the **step limit** ([`crate::interp::LaunchConfig::step_limit`]): an endless loop, or a
//!   long one. It is also the harness's only time-out: the harness sets no wall-clock limit
//!   ([`crate::interp::LaunchConfig::time_limit`], which only `syncflow check --time-limit`
//!   uses), and a run's length in steps does not depend on the machine;
//! - a **refusal**: an instruction or form the interpreter does not execute ("unsupported
//!   instruction", "… is not executed");
//! - a **fault** of the program itself: an access outside its buffer, `unreachable`, a
//!   failed device-side assertion, a division by zero;
//! - a **deadlock**: every thread left waits (a barrier whose count never completes, an
//!   mbarrier never arrived at). A deadlock of the output that no input run had is a new
//!   divergence, hence unsound, not inconclusive: the output provably hangs where the input
//!   did not. A deadlock of the input makes the judgement inconclusive.
//!
//! An input run that stops early makes the judgement inconclusive before the output runs:
//! what the input did not reach cannot be compared. (The campaign also counts such inputs, as
//! `faulty_inputs`, which the generator promises to be 0.) A judgement of an empty removal set
//! runs nothing and is conclusive: the output is the input.

use crate::interp::{Divergence, Fault, RunReport, Schedule};
use serde::Serialize;
use std::fmt;

/// Which program of a judgement a run belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The kernel as generated (or as given).
    Input,
    /// The kernel without the eliminator's removals.
    Output,
}

/// Why a run stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopCause {
    /// The step limit (the harness's time-out).
    StepLimit,
    /// An instruction or form the interpreter does not execute.
    Refusal,
    /// A fatal fault of the program (out of bounds, `unreachable`, an assertion, …).
    Fault,
    /// Every thread left waits and nothing can move.
    Deadlock,
}

impl StopCause {
    /// The cause's name, as the table and JSON print it (`step-limit`, `refusal`, …).
    pub fn name(self) -> &'static str {
        match self {
            StopCause::StepLimit => "step-limit",
            StopCause::Refusal => "refusal",
            StopCause::Fault => "fault",
            StopCause::Deadlock => "deadlock",
        }
    }

    /// How `fault` (a fatal one) stopped a run. The interpreter names what it does not
    /// execute in the fault's message ("unsupported …", "… is not executed"): those are
    /// refusals, every other error is the program's fault.
    pub fn of_fault(fault: &Fault) -> StopCause {
        match fault {
            Fault::StepLimit { .. } => StopCause::StepLimit,
            Fault::Error { message, .. }
                if message.contains("unsupported")
                    || message.contains("not executed")
                    || message.contains("not supported") =>
            {
                StopCause::Refusal
            }
            _ => StopCause::Fault,
        }
    }
}

impl fmt::Display for StopCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A run that stopped before its end, which makes a judgement inconclusive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Inconclusive {
    /// Whose run it was.
    pub side: Side,
    /// Under which schedule ([`Schedule::name`]).
    pub schedule: String,
    /// Why it stopped.
    pub cause: StopCause,
    /// The interpreter's words for it (the fatal fault, or the deadlock).
    pub detail: String,
}

impl Inconclusive {
    /// How `report`, a run of `side` under `schedule`, stopped before its end; `None` when it
    /// finished ([`RunReport::finished`]).
    pub fn of(side: Side, schedule: Schedule, report: &RunReport) -> Option<Inconclusive> {
        if report.finished() {
            return None;
        }
        let (cause, detail) = match report.faults.iter().find(|f| f.is_fatal()) {
            Some(f) => (StopCause::of_fault(f), f.to_string()),
            None => {
                let deadlock = report
                    .divergences
                    .iter()
                    .find(|d| matches!(d, Divergence::Deadlock { .. }));
                (
                    StopCause::Deadlock,
                    deadlock.map_or_else(|| "a deadlock".to_string(), ToString::to_string),
                )
            }
        };
        Some(Inconclusive {
            side,
            schedule: schedule.name(),
            cause,
            detail,
        })
    }

    /// `output: step-limit`: the side and the cause, the key the campaign counts by.
    pub fn key(&self) -> String {
        let side = match self.side {
            Side::Input => "input",
            Side::Output => "output",
        };
        format!("{side}: {}", self.cause)
    }
}

impl fmt::Display for Inconclusive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::Input => "input",
            Side::Output => "output",
        };
        write!(
            f,
            "inconclusive: the {side} under the {} schedule stopped before its end ({}: {})",
            self.schedule, self.cause, self.detail
        )
    }
}

/// The verdict on one eliminator for one kernel.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Candidate barriers in the input.
    pub barriers: usize,
    /// Candidate barriers removed (an AMDGPU group counts once, though its removal names three
    /// instructions).
    pub removed: usize,
    /// What the output has that the input had not (empty when sound here).
    pub new_findings: Vec<String>,
    /// The first new race, if any.
    pub new_race: Option<crate::interp::Race>,
    /// The removal set could not be printed (a terminator, or a used value).
    pub print_error: Option<String>,
    /// Set when nothing new was found but a run stopped before its end (the first such run):
    /// the judgement showed nothing either way. Never set on an unsound verdict.
    pub inconclusive: Option<Inconclusive>,
}

impl Verdict {
    /// True when the removal introduced a race, divergence or different result in what ran
    /// (or could not be printed).
    pub fn unsound(&self) -> bool {
        !self.new_findings.is_empty() || self.print_error.is_some()
    }

    /// True when the judgement showed nothing either way: not unsound, and some run stopped
    /// early ([`Verdict::inconclusive`] says which and why).
    pub fn is_inconclusive(&self) -> bool {
        !self.unsound() && self.inconclusive.is_some()
    }

    /// True when the removal is sound on this kernel: nothing new, and every run went to its
    /// end.
    pub fn passed(&self) -> bool {
        !self.unsound() && self.inconclusive.is_none()
    }
}
