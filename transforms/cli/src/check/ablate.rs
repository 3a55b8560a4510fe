//! `check --ablate`: a witness for every barrier the preset keeps, or the admission that none
//! was found.
//!
//! A kept barrier carries a static reason ("write of s[4·tid.x] above conflicts with read of s
//! below"); this answers the other question, *why is it needed?*, by execution. For each
//! barrier the preset keeps, the input **minus that barrier alone** runs under every schedule
//! of the plan, beside the input, exactly as `--against` compares (same schedules, same
//! findings, keyed through the instruction map). The barrier is then:
//!
//! - **needed**, with a witness: the first finding the input minus the barrier has and the
//!   input does not — a race (both accesses and threads), a deadlock or barrier divergence, or
//!   a different result — and the schedule that shows it, which `--schedule` replays;
//! - **no witness in N schedules**: every run of both went to its end and nothing new came:
//!   for this launch the barrier orders nothing anyone observes. It may be removable, and the
//!   static reason is the place to look (or the launch does not reach the conflict);
//! - **inconclusive**: nothing new, but some run stopped early (step limit, a fault, a
//!   deadlock of the input): only what ran was compared;
//! - **not executed**: the launch never reaches it, so no run can say anything.

use super::findings::{Finding, Merged};
use super::launch::Plan;
use super::verdict::unfinished;
use super::{different_results, output_of, run_all};
use crate::shared::error::CliError;
use std::collections::BTreeSet;
use syncflow_interp::{describe_barrier, RunReport};
use syncflow_ir::{BarrierKind, Module, Removal};
use syncflow_transforms::eliminate::Elimination;

/// The input's own runs under the plan, which `check` has made already: what each removal is
/// compared with.
pub struct InputRuns<'a> {
    /// The input's findings, merged over the schedules.
    pub findings: &'a Merged,
    /// Its runs, in the plan's schedule order.
    pub reports: &'a [RunReport],
}

/// What removing one kept barrier alone showed.
#[derive(Debug, serde::Serialize)]
pub struct Ablation {
    /// The barrier: `file:line:col intrinsic in @function`.
    pub barrier: String,
    /// Its source line, when the module has debug information.
    pub line: Option<u32>,
    /// The function that holds it.
    pub function: String,
    /// Its instruction index in that function (`barriers_executed`'s `index`): barriers on one
    /// line (an unrolled loop's copies) differ here.
    pub index: usize,
    /// `needed`, `no-witness`, `inconclusive` or `not-executed`.
    pub outcome: &'static str,
    /// For `needed`: the first new finding, with its schedule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<Finding>,
    /// For `inconclusive`: which runs stopped, and how.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stopped: Vec<String>,
    /// Schedules run.
    pub schedules: usize,
}

/// A barrier whose removal alone is a question worth running: a removal candidate, or an
/// AMDGPU workgroup barrier whose fences `!mmra` narrows to LDS (Triton-AMD's: a whole
/// fence–`s_barrier`–fence group, `Partial` only because it orders LDS alone, and removed as
/// a group like a candidate's).
fn ablatable(module: &Module, d: &syncflow_transforms::eliminate::BarrierDecision) -> bool {
    match d.kind {
        BarrierKind::Candidate => true,
        BarrierKind::Partial => {
            let func = &module.functions[d.function];
            module.amdgpu_barrier_group(func, d.inst).is_some()
        }
        _ => false,
    }
}

/// Ablates every barrier `result` keeps in the kernel the plan runs and in the device
/// functions (those the launch does not reach say so); other kernels' barriers are left out,
/// and so are barriers no preset may remove (candidates and AMDGPU's LDS-narrowed groups only,
/// `ablatable`: not `__syncthreads_count/and/or`, whose result is data, nor `__syncwarp`,
/// named or partial barriers), for which "why is it kept?" has its answer in the kind.
pub fn ablate(
    module: &Module,
    plan: &Plan,
    result: &Elimination,
    input: &InputRuns<'_>,
) -> Result<Vec<Ablation>, CliError> {
    let executed: BTreeSet<Removal> = input
        .reports
        .iter()
        .flat_map(|r| {
            r.barriers
                .ctas()
                .flat_map(|(_, sites)| sites.keys().copied())
        })
        .map(|(function, inst)| Removal { function, inst })
        .collect();
    let mut out = Vec::new();
    // Other kernels' barriers: this launch runs one kernel.
    let other_kernel = |d: &&syncflow_transforms::eliminate::BarrierDecision| {
        d.function != plan.kernel && module.functions[d.function].is_kernel
    };
    for d in result.decisions.iter().filter(|d| !d.removed) {
        if other_kernel(&d) || !ablatable(module, d) {
            continue;
        }
        let barrier = Removal {
            function: d.function,
            inst: d.inst,
        };
        let func = &module.functions[d.function];
        let line = func.insts[d.inst].debug_loc.map(|l| l.line);
        let mut ablation = Ablation {
            barrier: describe_barrier(module, &barrier),
            line,
            function: func.name.clone(),
            index: d.inst.index(),
            outcome: "not-executed",
            witness: None,
            stopped: Vec::new(),
            schedules: plan.schedules.len(),
        };
        if !executed.contains(&barrier) {
            out.push(ablation);
            continue;
        }
        let one: BTreeSet<Removal> = [barrier].into_iter().collect();
        let (output, map) = output_of(module, &one)?;
        let kernel = output
            .function_by_name(&module.functions[plan.kernel].name)
            .expect("the output keeps every function");
        let (without, _, _, reports) = run_all(module, &output, kernel, &map, plan);
        let mut new: Vec<Finding> = without
            .into_vec()
            .into_iter()
            .filter(|f| !input.findings.contains(&f.key))
            .collect();
        if new.is_empty() && input.findings.is_empty() {
            new = different_results(module, plan, input.reports, &reports);
        }
        let mut stopped_runs = unfinished(plan, "input", input.reports);
        stopped_runs.extend(unfinished(plan, "output", &reports));
        if let Some(first) = new.into_iter().next() {
            ablation.outcome = "needed";
            ablation.witness = Some(first);
        } else if !stopped_runs.is_empty() {
            ablation.outcome = "inconclusive";
            ablation.stopped = stopped_runs.iter().map(|s| s.to_string()).collect();
        } else {
            ablation.outcome = "no-witness";
        }
        out.push(ablation);
    }
    Ok(out)
}
