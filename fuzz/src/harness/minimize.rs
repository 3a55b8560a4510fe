//! Delta debugging of failing kernels.
//!
//! A failing case is a kernel whose input runs clean and whose eliminator output has a new
//! race or divergence. [`minimize`] shrinks the kernel while that stays true, ddmin-style:
//! it tries to delete chunks of instructions (halves, quarters, … single instructions) and
//! keeps every deletion after which the case still fails. Only instructions the printer can
//! drop are candidates (not terminators, no result still in use), so every step is a valid
//! module; deleting a value's last user makes the value itself a candidate in the next round,
//! so whole computations unravel. Control flow is kept (blocks are not merged), which keeps
//! every candidate module well-formed.
//!
//! Candidates run under a step limit of their own: twice what the original case's input
//! took under its longest schedule (at least 100,000 steps, at most the launch's), and under
//! the launch's own schedule first, alone. A deletion that makes a spin
//! wait forever (an `mbarrier.arrive` or a flag store dropped before an unbounded
//! `test_wait` loop, as clang emits CUTLASS's `ClusterBarrier::wait`) then costs that, not
//! the launch's millions of steps per schedule; a candidate cut short is not a failing case,
//! so the cap can only keep a deletion out, never let a wrong one in.

use super::{judge_edits, Eliminator, InputRuns};
use crate::interp::LaunchConfig;
use std::collections::BTreeSet;
use syncflow_ir::{parse_module, print_module, Module, Removal};

/// A minimized kernel.
#[derive(Clone, Debug)]
pub struct Minimized {
    /// The module text.
    pub ir: String,
    /// Instructions before and after.
    pub instructions: (usize, usize),
    /// Candidate modules tried.
    pub trials: usize,
}

fn instruction_count(m: &Module) -> usize {
    m.functions.iter().map(|f| f.insts.len()).sum()
}

/// True when `text` is still a failing case: it parses, the input runs to completion without
/// race or divergence, and the eliminator's output has a new race or divergence.
pub fn still_fails(
    text: &str,
    name: &str,
    kernel: &str,
    launch: &LaunchConfig,
    elim: &dyn Eliminator,
) -> bool {
    let Ok(m) = parse_module(name, text) else {
        return false;
    };
    let Some(k) = m.function_by_name(kernel) else {
        return false;
    };
    // The launch's own schedule first, alone: a candidate that spins to the step limit
    // (or races) there is out without the other schedules' runs.
    let own = crate::interp::Interpreter::new(&m).run(k, launch);
    if !own.completed() || !own.is_clean() {
        return false;
    }
    let runs = InputRuns::new(&m, k, launch);
    if runs.runs.iter().any(|(_, r)| !r.completed()) || runs.racy() {
        return false;
    }
    let v = judge_edits(&m, k, launch, &runs, &elim.edits(&m));
    !v.new_findings.is_empty()
}

/// `launch` with the candidates' step limit (see the module docs).
fn candidate_launch(ir: &str, name: &str, kernel: &str, launch: &LaunchConfig) -> LaunchConfig {
    let took = parse_module(name, ir).ok().and_then(|m| {
        let k = m.function_by_name(kernel)?;
        let runs = InputRuns::new(&m, k, launch);
        runs.runs.iter().map(|(_, r)| r.steps).max()
    });
    let step_limit = took.map_or(launch.step_limit, |t| {
        t.saturating_mul(2).max(100_000).min(launch.step_limit)
    });
    LaunchConfig {
        step_limit,
        ..launch.clone()
    }
}

fn candidates(m: &Module) -> Vec<Removal> {
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter_enumerated() {
        for (i, inst) in f.insts.iter_enumerated() {
            if inst.opcode.is_terminator() {
                continue;
            }
            if inst.result.is_some_and(|r| !f.uses[r].is_empty()) {
                continue;
            }
            out.push(Removal {
                function: fid,
                inst: i,
            });
        }
    }
    out
}

/// Shrinks the failing case `ir` (see the module docs); at most `budget` candidates are tried.
pub fn minimize(
    ir: &str,
    name: &str,
    kernel: &str,
    launch: &LaunchConfig,
    elim: &dyn Eliminator,
    budget: usize,
) -> Minimized {
    let mut current = ir.to_string();
    let before = parse_module(name, ir).map_or(0, |m| instruction_count(&m));
    let launch = &candidate_launch(ir, name, kernel, launch);
    let mut trials = 0;
    'rounds: while let Ok(m) = parse_module(name, &current) {
        let cands = candidates(&m);
        if cands.is_empty() {
            break;
        }
        let mut chunk = cands.len().div_ceil(2);
        loop {
            for part in cands.chunks(chunk) {
                let set: BTreeSet<Removal> = part.iter().copied().collect();
                let Ok(text) = print_module(&m, &set) else {
                    continue;
                };
                trials += 1;
                if trials > budget {
                    break 'rounds;
                }
                if still_fails(&text, name, kernel, launch, elim) {
                    current = text;
                    continue 'rounds;
                }
            }
            if chunk == 1 {
                break 'rounds;
            }
            chunk = chunk.div_ceil(2);
        }
    }
    let after = parse_module(name, &current).map_or(0, |m| instruction_count(&m));
    Minimized {
        ir: current,
        instructions: (before, after),
        trials,
    }
}
