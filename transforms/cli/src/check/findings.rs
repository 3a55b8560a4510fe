//! What a `check` run found, as the command reports it: each race, divergence and fault of
//! the interpreter's [`RunReport`] turned into a [`Finding`] with a primary `file:line:col`,
//! a one-line message and notes, keyed by the *input's* instructions so that findings compare
//! across schedules and between a module and the output made from it.
//!
//! The key of a race is its unordered pair of instructions; of a divergence, its kind and the
//! barrier instructions; of a fault, its kind and the faulting instruction's place and text
//! (the interpreter's faults carry no instruction id, and the text of a kept instruction is
//! the same in the output as in the input).

use crate::shared::location::inst_location;
use serde::Serialize;
use std::collections::BTreeMap;
use syncflow_interp::{AccessInfo, Divergence, Fault, FaultAt, Race, RunReport};
use syncflow_interp::{FindingKey, InstMap};
use syncflow_ir::{AccessKind, FunctionId, InstId, Module};

/// How findings compare.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Key {
    /// A race or a divergence, by input instructions.
    Sync(FindingKey),
    /// A fault: its kind, place and instruction text.
    Fault(&'static str, String, String),
}

/// A note under a finding: a place and what is there.
#[derive(Clone, Debug, Serialize)]
pub struct Note {
    /// `file:line:col`, or empty when the note has no place.
    pub location: String,
    /// The text.
    pub message: String,
}

/// One finding.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// `race`, `divergence`, `deadlock`, `out-of-bounds`, `uninitialised-read`,
    /// `step-limit`, `error`, or (comparisons only) `different-result`.
    pub kind: &'static str,
    /// Where: the later access of a race, a waiting barrier, the faulting instruction.
    pub location: String,
    /// What, in one line.
    pub message: String,
    /// The instruction's text at `location`.
    pub text: String,
    /// The other places involved.
    pub notes: Vec<Note>,
    /// The schedules under which it was seen.
    pub schedules: Vec<String>,
    /// For a new finding of `--against`/`--preset`: the removed barriers whose removal alone
    /// brings it (empty when only several removals together do).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explained_by: Option<Vec<String>>,
    /// How it compares.
    #[serde(skip)]
    pub key: Key,
}

/// Names a thread of a block of shape `block`: `thread 5`, or `thread 5 (5,0,0)` for 2-D
/// and 3-D blocks.
pub fn thread_name(id: u32, block: [u32; 3]) -> String {
    if block[1] == 1 && block[2] == 1 {
        format!("thread {id}")
    } else {
        let x = id % block[0];
        let y = (id / block[0]) % block[1];
        let z = id / (block[0] * block[1]);
        format!("thread {id} ({x},{y},{z})")
    }
}

fn kind_word(a: &AccessInfo) -> &'static str {
    match (a.atomic, a.kind) {
        (true, _) => "atomic",
        (false, AccessKind::Read) => "read",
        (false, AccessKind::Write) => "write",
        (false, AccessKind::ReadWrite) => "read-write",
    }
}

/// Where findings are placed: an instruction of the run module, taken back to the input's
/// (its debug location, or its line in the *input's* `.ll`, which an output's own line
/// numbers would not match).
struct Places<'a> {
    input: &'a Module,
    module: &'a Module,
    map: &'a InstMap,
}

impl Places<'_> {
    fn of(&self, f: FunctionId, i: InstId) -> String {
        let (f, i) = self.map.map(self.module, f, i);
        inst_location(self.input, &self.input.functions[f].insts[i], true)
    }

    fn access(&self, a: &AccessInfo) -> String {
        self.of(a.function_id, a.inst)
    }

    fn site(&self, site: Option<(FunctionId, InstId)>) -> String {
        site.map_or_else(|| self.input.source_name.clone(), |(f, i)| self.of(f, i))
    }
}

/// An interpreter object's name as `eliminate` writes it: a C++ global demangled
/// (`mine::buf` for `@_ZZ4mineE3buf`), anything else (`@tile`, `param 0`) as it is.
fn readable_object(name: &str) -> String {
    match name.strip_prefix('@') {
        Some(symbol) if symbol.starts_with("_Z") => {
            syncflow_analyses::memory::object::readable_symbol(symbol)
        }
        _ => name.to_string(),
    }
}

/// Turns `report` (a run of `module`, whose instructions `map` takes back to `input`'s)
/// into findings, in the report's order.
pub fn findings(
    input: &Module,
    module: &Module,
    map: &InstMap,
    report: &RunReport,
    block: [u32; 3],
) -> Vec<Finding> {
    let places = Places { input, module, map };
    let mut out = Vec::new();
    let cta_name = |c: [u32; 3]| format!("block ({},{},{})", c[0], c[1], c[2]);
    for race in &report.races {
        let Race {
            cta,
            first,
            second,
            object,
            offset,
            interval,
        } = race;
        let message = if first.cta == second.cta {
            format!(
                "data race on {}+{offset} in {}: {} by {} and {} by {} in the same barrier interval (#{interval})",
                readable_object(object),
                cta_name(*cta),
                kind_word(second),
                thread_name(second.thread, block),
                kind_word(first),
                thread_name(first.thread, block),
            )
        } else {
            format!(
                "data race on {}+{offset} across blocks: {} by {} of {} and {} by {} of {}, with nothing ordering them",
                readable_object(object),
                kind_word(second),
                thread_name(second.thread, block),
                cta_name(second.cta),
                kind_word(first),
                thread_name(first.thread, block),
                cta_name(first.cta),
            )
        };
        out.push(Finding {
            kind: "race",
            location: places.access(second),
            message,
            text: second.text.clone(),
            notes: vec![Note {
                location: places.access(first),
                message: format!(
                    "the other access: {} by {}: `{}`",
                    kind_word(first),
                    thread_name(first.thread, block),
                    first.text
                ),
            }],
            schedules: Vec::new(),
            explained_by: None,
            key: Key::Sync(map.race_key(module, race)),
        });
    }
    for d in &report.divergences {
        let key = Key::Sync(map.divergence_key(module, d));
        let site = |s: &syncflow_interp::BarrierSite| places.of(s.function_id, s.inst);
        let waits_here = |w: &syncflow_interp::BarrierSite| Note {
            location: site(w),
            message: format!("{} waits here: `{}`", thread_name(w.thread, block), w.text),
        };
        // Each is reported at a waiting barrier (`at`): its place and text are the finding's.
        let (kind, at, message, notes) = match d {
            Divergence::DifferentBarriers { first, second } => (
                "divergence",
                Some(second),
                format!(
                    "barrier divergence: {} waits here while {} waits at another barrier",
                    thread_name(second.thread, block),
                    thread_name(first.thread, block)
                ),
                vec![waits_here(first)],
            ),
            Divergence::ExitedWhileWaiting { exited, waiting } => (
                "divergence",
                Some(waiting),
                format!(
                    "barrier divergence: {} waits here but {} has exited",
                    thread_name(waiting.thread, block),
                    thread_name(*exited, block)
                ),
                Vec::new(),
            ),
            Divergence::Deadlock { waiting } => (
                "deadlock",
                waiting.first(),
                "deadlock: no waiting thread can proceed".to_string(),
                waiting.iter().skip(1).map(waits_here).collect(),
            ),
        };
        let location = at.map(site).unwrap_or_default();
        let text = at.map(|w| w.text.clone()).unwrap_or_default();
        out.push(Finding {
            kind,
            location,
            message,
            text,
            notes,
            schedules: Vec::new(),
            explained_by: None,
            key,
        });
    }
    let cta = report.ctas_run.last().copied().unwrap_or([0, 0, 0]);
    for f in &report.faults {
        // Each is reported at the faulting instruction (`at`: its site and text), or at the
        // module when no instruction is to blame.
        let (kind, at, message) = match f {
            Fault::OutOfBounds {
                at: FaultAt {
                    thread, site, text, ..
                },
                object,
                offset,
                size,
                object_size,
            } => (
                "out-of-bounds",
                Some((site, text)),
                format!(
                    "out-of-bounds access: {} of {} accesses {size} bytes at {}+{offset}, which has {object_size} bytes",
                    thread_name(*thread, block),
                    cta_name(cta),
                    readable_object(object)
                ),
            ),
            Fault::UninitialisedRead {
                at: FaultAt {
                    thread, site, text, ..
                },
                object,
                offset,
            } => (
                "uninitialised-read",
                Some((site, text)),
                format!(
                    "read of uninitialised memory: {} reads {}+{offset}, never written",
                    thread_name(*thread, block),
                    readable_object(object)
                ),
            ),
            // The wall clock says nothing about the kernel (the output runs after the input,
            // closer to a shared deadline): not a finding, only a stopped run (`verdict.rs`).
            Fault::TimeOut { .. } => continue,
            Fault::StepLimit { limit } => (
                "step-limit",
                None,
                format!(
                    "the run stopped after {limit} steps in {} (raise --steps, or look for a loop that does not end)",
                    cta_name(cta)
                ),
            ),
            Fault::Error {
                at: FaultAt {
                    thread, site, text, ..
                },
                message,
            } => (
                "error",
                Some((site, text)),
                format!(
                    "{message} ({} of {})",
                    thread_name(*thread, block),
                    cta_name(cta)
                ),
            ),
        };
        let (location, text) = match at {
            Some((site, text)) => (places.site(*site), text.clone()),
            None => (module.source_name.clone(), String::new()),
        };
        out.push(Finding {
            kind,
            key: Key::Fault(kind, location.clone(), text.clone()),
            location,
            message,
            text,
            notes: Vec::new(),
            schedules: Vec::new(),
            explained_by: None,
        });
    }
    out
}

/// The output of a comparison wrote different global memory than the input under
/// `schedule`, though neither run found a race, divergence or fault.
pub fn different_result(module: &Module, schedule: &str) -> Finding {
    Finding {
        kind: "different-result",
        location: module.source_name.clone(),
        message: format!(
            "the output leaves global memory different from the input's under the {schedule} schedule, with no race found in either"
        ),
        text: String::new(),
        notes: Vec::new(),
        schedules: vec![schedule.to_string()],
        explained_by: None,
        key: Key::Fault("different-result", schedule.to_string(), String::new()),
    }
}

/// Findings of several runs, merged by key in first-seen order, each naming the schedules
/// that saw it.
#[derive(Debug, Default)]
pub struct Merged {
    order: Vec<Key>,
    by_key: BTreeMap<Key, Finding>,
}

impl Merged {
    /// Adds the findings of a run under `schedule`.
    pub fn add(&mut self, schedule: &str, findings: Vec<Finding>) {
        for f in findings {
            let entry = self.by_key.entry(f.key.clone()).or_insert_with(|| {
                self.order.push(f.key.clone());
                f
            });
            if !entry.schedules.iter().any(|s| s == schedule) {
                entry.schedules.push(schedule.to_string());
            }
        }
    }

    /// True when nothing was seen.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// True when `key` was seen.
    pub fn contains(&self, key: &Key) -> bool {
        self.by_key.contains_key(key)
    }

    /// The findings, in first-seen order.
    pub fn into_vec(mut self) -> Vec<Finding> {
        self.order
            .iter()
            .filter_map(|k| self.by_key.remove(k))
            .collect()
    }
}
