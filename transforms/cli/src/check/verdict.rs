//! What `check` concludes: one of three verdicts, in the text, in `--json`'s `verdict` and in
//! the exit code, and, for each run that did not go to its end, what stopped it.
//!
//! | verdict | exit | when |
//! |---|---|---|
//! | `clean` | 0 | nothing found (with a comparison: nothing new), every run went to its end |
//! | `new` | 1 | something found (with a comparison: something new in the output) |
//! | `inconclusive` | 3 | nothing (new) found, but some run stopped before its end |
//!
//! A run stops before its end for one of five causes ([`Stopped::cause`], the names of the
//! soundness harness's `StopCause` plus the time-out): `step-limit` (`--steps`), `time-out`
//! (`--time-limit`), `refusal` (an instruction the interpreter does not execute), `fault` (an
//! access out of bounds, a failed assertion, …), `deadlock`. Faults, refusals, deadlocks and
//! the step limit are also findings (the program's own behaviour, the same on every machine),
//! so one that only the output shows is new. The time-out is not: how far a run got by a
//! wall-clock moment says nothing about the kernel, and the output, which runs after the
//! input, is closer to the shared deadline. A run it stopped makes the verdict inconclusive
//! unless something was found in what ran.

use super::launch::Plan;
use syncflow_interp::{Divergence, Fault, RunReport};

/// What `check` concludes, and its exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Verdict {
    /// Nothing found (with a comparison: nothing new), every run to its end. Exit 0.
    #[serde(rename = "clean")]
    Nothing,
    /// Something found (new, with a comparison). Exit 1.
    #[serde(rename = "new")]
    Found,
    /// Nothing (new) found, but some run stopped early: not a pass. Exit 3.
    #[serde(rename = "inconclusive")]
    Inconclusive,
}

impl Verdict {
    /// The exit code.
    pub fn exit_code(self) -> i32 {
        match self {
            Verdict::Nothing => 0,
            Verdict::Found => 1,
            Verdict::Inconclusive => 3,
        }
    }

    /// The verdict of runs that found `found` (new) things, `stopped` of them early.
    pub fn of(found: usize, stopped: &[Stopped]) -> Verdict {
        match (found, stopped.is_empty()) {
            (0, true) => Verdict::Nothing,
            (0, false) => Verdict::Inconclusive,
            _ => Verdict::Found,
        }
    }
}

/// A run that did not go to its end.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Stopped {
    /// `input` or `output`.
    pub program: &'static str,
    /// Its schedule, as `schedules` names it.
    pub schedule: String,
    /// `step-limit`, `time-out`, `refusal`, `fault` or `deadlock`.
    pub cause: &'static str,
    /// The interpreter's words for it (the fatal fault, or the deadlock).
    pub detail: String,
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the {} under {} stopped: {}",
            self.program, self.schedule, self.detail
        )
    }
}

/// The runs of `program` (`input` or `output`) that did not finish, each with how it stopped.
pub fn unfinished(plan: &Plan, program: &'static str, reports: &[RunReport]) -> Vec<Stopped> {
    plan.schedules
        .iter()
        .zip(reports)
        .filter(|(_, r)| !r.finished())
        .map(|((schedule, _), r)| {
            let (cause, detail) = how(r);
            Stopped {
                program,
                schedule: schedule.clone(),
                cause,
                detail,
            }
        })
        .collect()
}

/// How a run that did not finish stopped: its first fatal fault, or its deadlock.
fn how(r: &RunReport) -> (&'static str, String) {
    if let Some(f) = r.faults.iter().find(|f| f.is_fatal()) {
        return (cause_of(f), f.to_string());
    }
    match r
        .divergences
        .iter()
        .find(|d| matches!(d, Divergence::Deadlock { .. }))
    {
        Some(d) => ("deadlock", d.to_string()),
        None => ("fault", "did not finish".to_string()),
    }
}

/// The cause a fatal fault names, as the soundness harness's `StopCause::of_fault` tells a
/// refusal (the interpreter names what it does not execute) from the program's own fault.
fn cause_of(fault: &Fault) -> &'static str {
    match fault {
        Fault::StepLimit { .. } => "step-limit",
        Fault::TimeOut { .. } => "time-out",
        Fault::Error { message, .. }
            if message.contains("unsupported")
                || message.contains("not executed")
                || message.contains("not supported") =>
        {
            "refusal"
        }
        _ => "fault",
    }
}
