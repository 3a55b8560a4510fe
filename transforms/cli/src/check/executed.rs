//! Executed barriers: what a removal saves where a user feels it. A `__syncthreads()` costs
//! each time a CTA executes it, so one barrier inside a loop of a thousand iterations weighs
//! a thousand times one outside it. `check` counts, per barrier instruction, the instances
//! one CTA completed ([`syncflow_interp::BarrierCounts`]: instances the CTA's threads
//! complete together, not thread arrivals), on the input and, in a comparison, on the output,
//! and reports the share of executed barriers the removals saved.
//!
//! # Which CTA
//!
//! The counts are **per CTA**: of the CTA that executed the most barriers in the input, over
//! every block and schedule run (the first such, in run order). The output's counts are of
//! that same CTA under the same schedule, so the two numbers and the share compare like with
//! like, and the per-barrier counts add up to the totals. CTAs of one launch usually execute
//! the same barriers; where they do not (a loop bound by `blockIdx`), this is the busiest.
//!
//! # What is counted
//!
//! Every CTA barrier the interpreter completes: full-CTA barriers (`llvm.nvvm.barrier0`,
//! `bar.sync 0`, `barrier.cta.sync.aligned.all`, full barriers with another id,
//! `__syncthreads_count/and/or`, `bar.red`) and partial ones (`bar.sync id, count`); each
//! listed barrier says its kind. `__syncwarp`, fences, mbarriers and cluster barriers are not
//! CTA barriers and are not counted. Output instructions are taken back to the input's with
//! the same [`InstMap`] that keys findings, so a barrier is one row on both sides; a removed
//! barrier's output count is 0.
//!
//! # Unfinished runs
//!
//! A run that stopped early (the step limit, a fault, a deadlock) counts what ran: then
//! `complete` is false and the text says `(incomplete run)`, never presenting such a count as
//! the kernel's.

use crate::shared::location::inst_location;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use syncflow_interp::{BarrierSiteId, InstMap, RunReport};
use syncflow_ir::{Module, Removal};
use syncflow_transforms::report::{BarrierPlace, LoopDepths};

/// Barriers executed per CTA, as `check --json` prints them (`barriers_executed`).
#[derive(Clone, Debug, Serialize)]
pub struct BarriersExecuted {
    /// Barrier instances the counted CTA completed running the input.
    pub input: u64,
    /// The same CTA running the output (`null` without `--against`/`--preset`).
    pub output: Option<u64>,
    /// `(input - output) / input`: the share of executed barriers removed (`null` without a
    /// comparison, or when the input executed none).
    pub removed_share: Option<f64>,
    /// False when a run the counts come from stopped early (step limit, fault, deadlock):
    /// the counts are of what ran.
    pub complete: bool,
    /// The CTA counted (`blockIdx`): the one that executed the most barriers in the input.
    pub cta: [u32; 3],
    /// The schedule of the counted runs.
    pub schedule: String,
    /// Each barrier that CTA executed, in module order.
    pub per_barrier: Vec<ExecutedBarrier>,
}

/// One barrier's executions.
#[derive(Clone, Debug, Serialize)]
pub struct ExecutedBarrier {
    /// The function holding it.
    pub function: String,
    /// Where it is and what it is (the fields of `eliminate --json`'s barriers, loop depth
    /// included).
    #[serde(flatten)]
    pub place: BarrierPlace,
    /// `file:line:col` (the `.ll`'s own line and column without debug information).
    pub location: String,
    /// Instances in the input.
    pub input: u64,
    /// Instances in the output (`null` without a comparison).
    pub output: Option<u64>,
    /// Removed in the output?
    pub removed: bool,
}

/// The output side of a comparison: the module run, its map back to the input, the
/// removals, and its runs (one per schedule, in the input's order).
pub struct OutputRuns<'a> {
    /// The output module.
    pub module: &'a Module,
    /// Its instructions → the input's.
    pub map: &'a InstMap,
    /// The barriers removed from the input.
    pub removed: &'a BTreeSet<Removal>,
    /// Its runs.
    pub reports: &'a [RunReport],
}

/// The counts of `input`'s runs (`reports`, one per schedule named in `schedules`) and, in a
/// comparison, of the output's.
pub fn count(
    input: &Module,
    schedules: &[String],
    reports: &[RunReport],
    output: Option<&OutputRuns<'_>>,
) -> BarriersExecuted {
    // The busiest CTA of the input, over schedules and CTAs in run order.
    let mut best: Option<(usize, [u32; 3], u64)> = None;
    for (s, r) in reports.iter().enumerate() {
        for &cta in &r.ctas_run {
            let total = r.barriers.total(cta);
            if best.is_none_or(|(_, _, b)| total > b) {
                best = Some((s, cta, total));
            }
        }
    }
    let (s, cta, _) = best.unwrap_or((0, [0, 0, 0], 0));
    let of = |r: Option<&RunReport>| -> BTreeMap<BarrierSiteId, u64> {
        r.and_then(|r| r.barriers.of_cta(cta))
            .cloned()
            .unwrap_or_default()
    };
    let ins = of(reports.get(s));
    let outs: Option<BTreeMap<BarrierSiteId, u64>> = output.map(|o| {
        let mut by_input = BTreeMap::new();
        for ((f, i), n) in of(o.reports.get(s)) {
            *by_input.entry(o.map.map(o.module, f, i)).or_default() += n;
        }
        by_input
    });
    let sites: BTreeSet<BarrierSiteId> = ins
        .keys()
        .chain(outs.iter().flat_map(BTreeMap::keys))
        .copied()
        .collect();
    let mut loops: BTreeMap<_, LoopDepths> = BTreeMap::new();
    let per_barrier = sites
        .into_iter()
        .map(|(f, i)| {
            let func = &input.functions[f];
            let loops = loops.entry(f).or_insert_with(|| LoopDepths::of(func));
            let (intrinsic, kind) = input
                .barrier(func, i)
                .map_or(("instruction".to_string(), "unknown"), |b| {
                    (b.intrinsic, b.kind.name())
                });
            ExecutedBarrier {
                function: func.name.clone(),
                place: BarrierPlace::of(input, f, i, intrinsic, kind, loops),
                location: inst_location(input, &func.insts[i], true),
                input: ins.get(&(f, i)).copied().unwrap_or(0),
                output: outs.as_ref().map(|o| o.get(&(f, i)).copied().unwrap_or(0)),
                removed: output.is_some_and(|o| {
                    o.removed.contains(&Removal {
                        function: f,
                        inst: i,
                    })
                }),
            }
        })
        .collect::<Vec<_>>();
    let total_in: u64 = per_barrier.iter().map(|b| b.input).sum();
    let total_out: Option<u64> = outs.as_ref().map(|o| o.values().sum());
    let finished = |r: Option<&RunReport>| r.is_none_or(RunReport::finished);
    BarriersExecuted {
        input: total_in,
        output: total_out,
        removed_share: total_out
            .filter(|_| total_in > 0)
            .map(|o| (total_in as f64 - o as f64) / total_in as f64),
        complete: finished(reports.get(s)) && finished(output.and_then(|o| o.reports.get(s))),
        cta,
        schedule: schedules.get(s).cloned().unwrap_or_default(),
        per_barrier,
    }
}

/// `1,234,567`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// At most this many barriers are listed one by one without `--verbose`.
pub const LISTED: usize = 8;

/// The text: one summary line — `barriers executed per CTA: 2,048 in the input, 1,024 in the
/// output (50.0% removed)` — then, with `verbose` or when there are at most [`LISTED`], one
/// line per barrier, `file:line:col  N → M`. `ctas_run` names the CTA when there is a
/// choice.
pub fn render(out: &mut String, e: &BarriersExecuted, ctas_run: usize, verbose: bool) {
    let incomplete = if e.complete { "" } else { " (incomplete run)" };
    let _ = write!(
        out,
        "barriers executed per CTA{incomplete}: {}",
        grouped(e.input)
    );
    if let Some(o) = e.output {
        let _ = write!(out, " in the input, {} in the output", grouped(o));
        if let Some(share) = e.removed_share {
            let _ = write!(out, " ({:.1}% removed)", 100.0 * share);
        }
    }
    if ctas_run > 1 {
        let [x, y, z] = e.cta;
        let _ = write!(
            out,
            "; block ({x},{y},{z}), the busiest of the {ctas_run} blocks run"
        );
    }
    out.push('\n');
    if !verbose && e.per_barrier.len() > LISTED {
        return;
    }
    for b in &e.per_barrier {
        let _ = write!(out, "  {}  {}", b.location, grouped(b.input));
        if let Some(o) = b.output {
            let _ = write!(out, " → {}", grouped(o));
        }
        if b.removed {
            out.push_str(" (removed)");
        }
        if b.place.kind != "candidate" {
            let _ = write!(out, " [{}]", b.place.kind);
        }
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(2048), "2,048");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
