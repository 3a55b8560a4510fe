//! `syncflow check`: run a kernel in the SIMT interpreter, for a launch the user gives, and
//! report what the run shows — data races (both accesses, with thread, block and place),
//! barrier divergence and deadlocks, out-of-bounds and uninitialised reads, device-side
//! assertions, and step-limit exhaustion. With `--against OUT.ll` (or `--preset P`, which
//! runs `syncflow eliminate` first) it runs the module and its output side by side and
//! reports only what is new in the output, with the removed barrier that explains it: proof
//! by execution that a removal is safe for that launch, or a counterexample. Every run also
//! counts the barriers one CTA executed, per barrier, on both sides, and the share the
//! removals saved (`executed.rs`: what a barrier costs is its executions).
//!
//! ## What a clean run proves, and what it does not
//!
//! The interpreter (the `syncflow-interp` crate) detects races by *happens-before*
//! (`interp::hb`: vector clocks, after the PTX memory model), not by the interleaving it
//! happened to run: two accesses of different threads to one byte, one a write, not
//! morally strong (both atomic or strong at a scope covering both threads, same bytes), with
//! no synchronization ordering them (barriers, `__syncwarp`, release/acquire, fences), are a
//! race whatever the order they ran in. So a clean run shows that, **for this launch and
//! these inputs**, every pair of conflicting accesses the kernel performed was ordered; a
//! different input can take other paths. The blocks run run together, so races between
//! blocks (through global memory) are looked for, and a block may wait for another's flag.
//!
//! ## Exit codes
//!
//! 0: nothing found (with `--against`/`--preset`: nothing new in the output), every run to its
//! end. 1: something found (something new). 3: inconclusive, nothing (new) found but some run
//! stopped early (`verdict.rs`: the step limit, `--time-limit`, a refusal, a fault, a
//! deadlock). 2: bad input or usage — an unreadable module, a kernel that is not there, an
//! `--arg` that does not parse or does not fit the parameter.

pub mod ablate;
mod arg_spec;
mod executed;
mod findings;
mod globals;
pub mod index_expr;
mod launch;
mod param_kind;
mod render;
mod verdict;
pub mod witness;

use crate::shared::error::CliError;
use crate::shared::input::{display_name, read_module};
use crate::shared::style::{ColorChoice, Stream};
use arg_spec::ArgAssignment;
use findings::{findings, Finding, Merged};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;
use syncflow_interp::{align_by_text, describe_barrier, InstMap};
use syncflow_interp::{Interpreter, LaunchConfig, RunReport};
use syncflow_ir::{FunctionId, Module, Removal};
use syncflow_transforms::knobs::Knobs;
use syncflow_transforms::pipeline::decide;
use verdict::unfinished;

pub use arg_spec::ArgError;
pub use executed::{BarriersExecuted, ExecutedBarrier};
pub use launch::{plan, Plan};
pub use verdict::{Stopped, Verdict};

/// Options of `syncflow check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to run (`-` for standard input).
    pub input: PathBuf,
    /// The kernel to run: its IR name, or a part of it that names one kernel (default: the
    /// module's only kernel).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Threads per block: X, X,Y or X,Y,Z (at most 1024 in all; default: the block the
    /// kernel requires, `"nvvm.reqntid"`, when it states one).
    #[arg(long, value_name = "X[,Y,Z]")]
    pub block: Option<String>,
    /// Blocks in the grid: X, X,Y or X,Y,Z (default: 1).
    #[arg(long, value_name = "X[,Y,Z]", default_value = "1")]
    pub grid: String,
    /// Blocks per cluster: X, X,Y or X,Y,Z (default: 1, no clusters). With clusters, a block
    /// reaches another's shared memory through `mapa`; run whole clusters (`--ctas`).
    #[arg(long, value_name = "X[,Y,Z]", default_value = "1")]
    pub cluster: String,
    /// Which blocks to run: `all`, a number N (N spread over the grid, first and last
    /// included), or a list `X,Y,Z;X,Y,Z` (default: all when the grid has at most 16, else 8).
    #[arg(long, value_name = "all|N|LIST")]
    pub ctas: Option<String>,
    /// A kernel argument, NAME=VALUE (repeatable). NAME: the parameter's IR name (`n`, `%0`)
    /// or position (`#0`). VALUE: a number (`1024`, `-1`, `0x40`, `2.5`), or a buffer
    /// `TYPE[COUNT][:CONTENTS]` with TYPE in i8..i64, u8..u64, f16, bf16, f32, f64 and CONTENTS one of
    /// zeros (default), uninit, iota, a number, `random:SEED[:LO..HI]`, file:PATH (raw
    /// little-endian), expr:EXPRESSION in i and n (`expr:i/64 == i%64 ? 2 : 0`).
    /// By default, parameters without one get a 1 MiB buffer of small integers, the total
    /// thread count, or 1.0, with a note.
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    pub args: Vec<String>,
    /// A module-scope variable's contents at the launch, `NAME=TYPE[COUNT][:CONTENTS]`
    /// (repeatable; `--arg`'s buffer syntax, exactly the variable's size): what the host's
    /// `cudaMemcpyToSymbol` writes, e.g. `c_weights=f32[17]:expr:1/17`. By default a variable
    /// holds its initializer, and one without an initializer starts as zeros, in `.ll` and
    /// `.ptx` alike.
    #[arg(long = "global", value_name = "NAME=SPEC")]
    pub globals: Vec<String>,
    /// Thread schedule: round-robin, reverse, `random[:SEED]`, lockstep (one instruction per
    /// thread per round: what legacy warp-synchronous code assumes), `thread-first:N` (thread
    /// N of the launch runs ahead of the others), `thread-last:N` (after them), `block-first:K`
    /// (the K-th block run goes alone as far as it can: which block takes a lock first), or
    /// all (the first four). Threads are numbered across the blocks run: block k's thread t
    /// is k × (threads per block) + t.
    #[arg(long, default_value = "round-robin")]
    pub schedule: String,
    /// Instructions per block (all threads together) before the run gives up.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub steps: u64,
    /// Wall-clock seconds for the whole command (all its runs together: a run that starts
    /// later has what is left) before it gives up; a run it stops makes the verdict
    /// inconclusive (default: no limit).
    #[arg(long, value_name = "SECONDS", value_parser = launch::parse_seconds)]
    pub time_limit: Option<std::time::Duration>,
    /// Bytes of `extern __shared__` memory.
    #[arg(long, value_name = "BYTES", default_value_t = 16 * 1024)]
    pub dynamic_shared: u64,
    /// What a call to a function without a body does: stop the run (default), or return
    /// zero and go on.
    #[arg(long, value_enum, default_value = "stop")]
    pub opaque_calls: OpaqueCallsChoice,
    /// Compare with this module: INPUT with barriers removed (the output of `syncflow
    /// eliminate`); report only what is new in it (default: none, the input alone is run).
    #[arg(long, value_name = "OUT", conflicts_with = "preset")]
    pub against: Option<PathBuf>,
    /// Compare with what `syncflow eliminate --preset P` makes of INPUT (sound, cicc,
    /// cicc-documented, conservative; default: none, the input alone is run).
    #[arg(long, value_name = "P")]
    pub preset: Option<String>,
    /// A knob for --preset, NAME=VALUE (repeatable; default: none, the preset's values).
    #[arg(long = "knob", value_name = "NAME=VALUE", requires = "preset")]
    pub knobs: Vec<String>,
    /// For each barrier the preset (--preset, default sound) keeps, remove it alone and run:
    /// "needed" with the race, deadlock or different result that shows why (a witness to
    /// replay with --schedule), or "no witness in N schedules" (it may be removable).
    #[arg(long, conflicts_with = "against")]
    pub ablate: bool,
    /// Print one JSON document instead of remarks.
    #[arg(long)]
    pub json: bool,
    /// List every executed barrier with its counts (default: only when there are at most 8).
    #[arg(short, long)]
    pub verbose: bool,
    /// Colour the remarks.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
}

/// `--opaque-calls`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OpaqueCallsChoice {
    /// Stop the run at the call.
    Stop,
    /// Return zero and go on.
    Zero,
}

/// Runs `syncflow check`; returns the exit code.
pub fn main(args: &CheckArgs) -> i32 {
    match run(args) {
        Ok(verdict) => verdict.exit_code(),
        Err(e) => {
            eprintln!("{}", e.report_line());
            2
        }
    }
}

/// What `check` found.
#[derive(Debug, serde::Serialize)]
pub struct Outcome {
    /// The kernel's name.
    pub kernel: String,
    /// `clean`, `new` or `inconclusive`, as the exit code (0, 1, 3) says.
    pub verdict: Verdict,
    /// The runs that did not go to their end (input, and output in a comparison), each with
    /// its cause; empty when every run finished.
    pub stopped: Vec<Stopped>,
    /// Block shape.
    pub block: [u32; 3],
    /// Grid shape.
    pub grid: [u32; 3],
    /// Blocks run.
    pub ctas_run: usize,
    /// Schedules run.
    pub schedules: Vec<String>,
    /// Instructions executed, all runs of the input together.
    pub steps: u64,
    /// Seconds spent running.
    pub seconds: f64,
    /// Notes (defaults, sampling, skipped calls).
    pub notes: Vec<String>,
    /// What the input's runs found.
    pub findings: Vec<Finding>,
    /// With `--against`/`--preset`: the comparison.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comparison: Option<Comparison>,
    /// Barrier instances one CTA executed, in the input and (in a comparison) the output,
    /// per barrier (`executed.rs`).
    pub barriers_executed: BarriersExecuted,
    /// With `--ablate`: for each barrier the preset keeps, what removing it alone showed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ablation: Option<Vec<ablate::Ablation>>,
}

/// The output side of `--against`/`--preset`.
#[derive(Debug, serde::Serialize)]
pub struct Comparison {
    /// The output's name (`OUT.ll`, or `preset sound`).
    pub output: String,
    /// The removed barriers, described (`file:line:col llvm.nvvm.barrier0 in @k`).
    pub removed: Vec<String>,
    /// Instructions executed by the output's runs.
    pub steps: u64,
    /// What the output's runs found that the input's did not.
    pub new_findings: Vec<Finding>,
    /// Why the comparison shows nothing either way: the runs (input or output, by schedule)
    /// that did not go to the end — a fatal fault, the step limit, a deadlock. A comparison
    /// of runs that stopped early has compared only what ran; empty when every run finished.
    pub inconclusive: Vec<String>,
}

impl Outcome {
    /// True when the exit code is 1.
    pub fn found_something(&self) -> bool {
        self.verdict() == Verdict::Found
    }

    /// The verdict: nothing (new) found is inconclusive unless every run of both programs
    /// went to its end.
    pub fn verdict(&self) -> Verdict {
        self.verdict
    }
}

/// Runs the command; the verdict.
pub fn run(args: &CheckArgs) -> Result<Verdict, CliError> {
    let assignments = args
        .args
        .iter()
        .map(|a| ArgAssignment::parse(a))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| CliError::Failed(e.to_string()))?;
    let module = read_module(&args.input)?;
    let plan = plan(&module, args, &assignments)?;
    let outcome = check(&module, &plan, args)?;
    let text = if args.json {
        serde_json::to_string_pretty(&outcome).expect("serializable") + "\n"
    } else {
        let palette = crate::shared::style::Palette::new(args.color.enabled(Stream::Stdout));
        render::remarks(&outcome, &args.input, palette, args.verbose)
    };
    crate::shared::input::write_output(Path::new("-"), &text)?;
    Ok(outcome.verdict())
}

/// Runs `module`'s kernel under every schedule of the plan; the findings merged (keyed
/// through `map`), the steps and the notes of the runs.
fn run_all(
    input: &Module,
    module: &Module,
    kernel: FunctionId,
    map: &InstMap,
    plan: &Plan,
) -> (Merged, u64, Vec<String>, Vec<RunReport>) {
    let interp = Interpreter::new(module);
    let mut merged = Merged::default();
    let mut steps = 0;
    let mut notes = Vec::new();
    let mut reports = Vec::new();
    for (name, schedule) in &plan.schedules {
        let launch = LaunchConfig {
            schedule: *schedule,
            ..plan.launch.clone()
        };
        let report = interp.run(kernel, &launch);
        steps += report.steps;
        for n in &report.notes {
            if !notes.contains(n) {
                notes.push(n.clone());
            }
        }
        merged.add(
            name,
            findings(input, module, map, &report, plan.launch.block),
        );
        reports.push(report);
    }
    (merged, steps, notes, reports)
}

/// `input` printed without `removed` and parsed again: the output module and the map of its
/// instructions back to the input's.
fn output_of(input: &Module, removed: &BTreeSet<Removal>) -> Result<(Module, InstMap), CliError> {
    output_narrowed(input, removed, &BTreeSet::new())
}

/// [`output_of`], with the AMDGPU fences in `narrowed` narrowed to LDS (`eliminate`'s
/// `narrow-lds`): the interpreter runs them as ordering LDS only.
fn output_narrowed(
    input: &Module,
    removed: &BTreeSet<Removal>,
    narrowed: &BTreeSet<Removal>,
) -> Result<(Module, InstMap), CliError> {
    let text = syncflow_ir::print_module_narrowed(input, removed, narrowed)?;
    let output = crate::shared::input::reparse_like(input, &text)?;
    let map = InstMap::new(input, &output, removed);
    Ok((output, map))
}

/// The fences of `input` that `output` (`input` without `removed`) narrows to LDS by `!mmra`
/// tags the input's copy lacks; an error for a fence narrowed to anything else.
fn narrowed_between(
    input: &Module,
    output: &Module,
    removed: &BTreeSet<Removal>,
) -> Result<BTreeSet<Removal>, String> {
    let map = InstMap::new(input, output, removed);
    let mut narrowed = BTreeSet::new();
    for (of, func) in output.functions.iter_enumerated() {
        for i in func.insts.indices() {
            let Some(spaces) = output.mmra_address_spaces(func, i) else {
                continue;
            };
            let (f, ii) = map.map(output, of, i);
            if input.mmra_address_spaces(&input.functions[f], ii).is_some() {
                continue;
            }
            if spaces.is_empty() || spaces.iter().any(|s| s != "local") {
                return Err(format!(
                    "is not {} with instructions removed: a fence in @{} is narrowed to {}",
                    input.source_name,
                    func.name,
                    spaces.join(", ")
                ));
            }
            narrowed.insert(Removal {
                function: f,
                inst: ii,
            });
        }
    }
    Ok(narrowed)
}

/// The instructions of `input` that `output` lacks, when `output` is `input` with whole
/// instructions removed (what `syncflow eliminate` writes); an error naming the first place
/// where it is not.
fn removed_between(input: &Module, output: &Module) -> Result<BTreeSet<Removal>, String> {
    let mut removed = BTreeSet::new();
    let mut dropped_declarations = 0;
    for (fid, f) in input.functions.iter_enumerated() {
        let Some(oid) = output.function_by_name(&f.name) else {
            // The PTX front-end declares the intrinsic each barrier instruction becomes
            // (`bar.sync 0`: @llvm.nvvm.barrier.cta.sync.aligned.all); an output whose only
            // such barrier was removed has none to declare. Whatever still calls it is
            // compared instruction by instruction below.
            if !f.is_defined {
                dropped_declarations += 1;
                continue;
            }
            return Err(format!("@{} is missing", f.name));
        };
        let g = &output.functions[oid];
        let all: Vec<syncflow_ir::InstId> = f.insts.indices().collect();
        let printed = align_by_text(input, f, &all, output, g).map_err(|o| {
            let (line, _) = syncflow_ir::line_col(&output.source, g.insts[o].span.start as usize);
            format!(
                "@{} has an instruction the input does not have at line {line}: `{}`",
                f.name,
                output.source[g.insts[o].span.range()].trim()
            )
        })?;
        let printed: BTreeSet<syncflow_ir::InstId> = printed.into_iter().collect();
        // A terminator the output lacks was synthesized by the front-end (the PTX front-end's
        // fall-through into a block that began at a removed `bar.sync`), not printed: it is
        // not a removal.
        removed.extend(
            f.insts
                .indices()
                .filter(|i| !printed.contains(i) && !f.insts[*i].opcode.is_terminator())
                .map(|inst| Removal {
                    function: fid,
                    inst,
                }),
        );
    }
    if output.functions.len() + dropped_declarations != input.functions.len() {
        return Err("it has functions the input does not have".into());
    }
    Ok(removed)
}

/// Runs the plan on `module` (and on the output, when asked) and gathers the outcome.
pub fn check(module: &Module, plan: &Plan, args: &CheckArgs) -> Result<Outcome, CliError> {
    let started = Instant::now();
    let identity = InstMap::identity(module);
    let (merged, steps, run_notes, in_reports) =
        run_all(module, module, plan.kernel, &identity, plan);
    let mut notes = plan.notes.clone();
    notes.extend(run_notes);
    let mut comparison = None;
    let schedule_names: Vec<String> = plan.schedules.iter().map(|(n, _)| n.clone()).collect();
    let mut barriers_executed = None;
    let mut stopped = unfinished(plan, "input", &in_reports);
    let ablation = if args.ablate {
        let preset = args.preset.as_deref().unwrap_or("sound");
        let mut knobs = Knobs::preset(preset)?;
        // As for `--preset` below: the preset decides for the launch run, its block.
        knobs.block = Some(plan.launch.block);
        for k in &args.knobs {
            knobs.set(k)?;
        }
        let input = ablate::InputRuns {
            findings: &merged,
            reports: &in_reports,
        };
        Some(ablate::ablate(
            module,
            plan,
            &decide(module, &knobs),
            &input,
        )?)
    } else {
        None
    };
    let target = match (&args.against, &args.preset) {
        (_, Some(_)) if args.ablate => None,
        (Some(path), _) => {
            let output = read_module(path)?;
            let removed = removed_between(module, &output).map_err(|m| CliError::NotInInput {
                file: display_name(path),
                message: format!(
                    "is not {} with instructions removed: {m}",
                    module.source_name
                ),
            })?;
            let narrowed =
                narrowed_between(module, &output, &removed).map_err(|m| CliError::NotInInput {
                    file: display_name(path),
                    message: m,
                })?;
            Some((display_name(path), removed, narrowed))
        }
        (None, Some(preset)) => {
            let mut knobs = Knobs::preset(preset)?;
            // The preset decides for the launch run: its block, unless a `--knob block=`
            // says otherwise (`eliminate --block` would give the same decisions).
            knobs.block = Some(plan.launch.block);
            for k in &args.knobs {
                knobs.set(k)?;
            }
            let result = decide(module, &knobs);
            Some((format!("preset {preset}"), result.removals, result.narrowed))
        }
        (None, None) => None,
    };
    if let Some((name, removed, narrowed)) = target {
        let (output, map) = output_narrowed(module, &removed, &narrowed)?;
        let out_kernel = output
            .function_by_name(&module.functions[plan.kernel].name)
            .expect("the output keeps every function");
        let (out_merged, out_steps, _, out_reports) =
            run_all(module, &output, out_kernel, &map, plan);
        let mut new_findings: Vec<Finding> = out_merged
            .into_vec()
            .into_iter()
            .filter(|f| !merged.contains(&f.key))
            .collect();
        explain(module, plan, &removed, &merged, &mut new_findings)?;
        explain_narrowed(module, plan, &narrowed, &merged, &mut new_findings)?;
        // A race-free input computes one result under every schedule; a removal that orders
        // nothing cannot change it. When neither run found anything, compare what they wrote.
        if merged.is_empty() && new_findings.is_empty() {
            new_findings = different_results(module, plan, &in_reports, &out_reports);
        }
        let output_runs = executed::OutputRuns {
            module: &output,
            map: &map,
            removed: &removed,
            reports: &out_reports,
        };
        barriers_executed = Some(executed::count(
            module,
            &schedule_names,
            &in_reports,
            Some(&output_runs),
        ));
        let out_stopped = unfinished(plan, "output", &out_reports);
        stopped.extend(out_stopped);
        comparison = Some(Comparison {
            inconclusive: stopped.iter().map(Stopped::to_string).collect(),
            output: name,
            removed: removed
                .iter()
                .map(|r| describe_barrier(module, r))
                .collect(),
            steps: out_steps,
            new_findings,
        });
    }
    let ctas_run = plan.launch.ctas.len().max(1);
    let findings = merged.into_vec();
    let found = match &comparison {
        Some(c) => c.new_findings.len(),
        None => findings.len(),
    };
    Ok(Outcome {
        kernel: module.functions[plan.kernel].name.clone(),
        verdict: Verdict::of(found, &stopped),
        stopped,
        block: plan.launch.block,
        grid: plan.launch.grid,
        ctas_run,
        barriers_executed: barriers_executed
            .unwrap_or_else(|| executed::count(module, &schedule_names, &in_reports, None)),
        schedules: schedule_names,
        steps,
        seconds: started.elapsed().as_secs_f64(),
        notes,
        findings,
        comparison,
        ablation,
    })
}

/// At most this many removed barriers are tried one at a time to explain new findings.
const EXPLAIN_LIMIT: usize = 32;

/// Names, for each new finding, the removed barriers whose removal alone brings it: the
/// input minus that one barrier is run under the plan's schedules.
fn explain(
    module: &Module,
    plan: &Plan,
    removed: &BTreeSet<Removal>,
    input_findings: &Merged,
    new_findings: &mut [Finding],
) -> Result<(), CliError> {
    if new_findings.is_empty() {
        return Ok(());
    }
    for f in new_findings.iter_mut() {
        f.explained_by = Some(Vec::new());
    }
    for r in removed.iter().take(EXPLAIN_LIMIT) {
        let one: BTreeSet<Removal> = [*r].into_iter().collect();
        let output = output_of(module, &one)?;
        let label = describe_barrier(module, r);
        attribute(module, plan, output, input_findings, new_findings, &label);
    }
    Ok(())
}

/// Adds `label` to the `explained_by` of each new finding that `output` (the input with one
/// change) brings on its own: found in its runs under the plan, not in the input's.
fn attribute(
    module: &Module,
    plan: &Plan,
    (output, map): (Module, InstMap),
    input_findings: &Merged,
    new_findings: &mut [Finding],
    label: &str,
) {
    let kernel = output
        .function_by_name(&module.functions[plan.kernel].name)
        .expect("the output keeps every function");
    let (alone, _, _, _) = run_all(module, &output, kernel, &map, plan);
    for f in new_findings.iter_mut() {
        if alone.contains(&f.key) && !input_findings.contains(&f.key) {
            if let Some(list) = &mut f.explained_by {
                list.push(label.to_string());
            }
        }
    }
}

/// As [`explain`], for the AMDGPU groups whose fences the output narrows to LDS: each group
/// narrowed alone (its two fences), named `… (fences narrowed to LDS)`.
fn explain_narrowed(
    module: &Module,
    plan: &Plan,
    narrowed: &BTreeSet<Removal>,
    input_findings: &Merged,
    new_findings: &mut [Finding],
) -> Result<(), CliError> {
    if new_findings.is_empty() || narrowed.is_empty() {
        return Ok(());
    }
    // The groups: each narrowed fence with the s.barrier the group around it names.
    let mut groups: Vec<(Removal, BTreeSet<Removal>)> = Vec::new();
    for r in narrowed {
        let func = &module.functions[r.function];
        let group = func
            .insts
            .indices()
            .filter_map(|i| module.amdgpu_barrier_group(func, i))
            .find(|g| g.release == r.inst || g.acquire == r.inst);
        let Some(g) = group else { continue };
        let barrier = Removal {
            function: r.function,
            inst: g.barrier,
        };
        if groups.iter().any(|(b, _)| *b == barrier) {
            continue;
        }
        let fences = [g.release, g.acquire]
            .into_iter()
            .map(|inst| Removal {
                function: r.function,
                inst,
            })
            .filter(|f| narrowed.contains(f))
            .collect();
        groups.push((barrier, fences));
    }
    for (barrier, fences) in groups.iter().take(EXPLAIN_LIMIT) {
        let output = output_narrowed(module, &BTreeSet::new(), fences)?;
        let label = format!(
            "{} (fences narrowed to LDS)",
            describe_barrier(module, barrier)
        );
        attribute(module, plan, output, input_findings, new_findings, &label);
    }
    Ok(())
}

/// A different-result finding for each schedule under which the input and the output, both
/// run to their ends, left memory differently (`a` and `b`: their runs, in the plan's
/// schedule order; a run stopped early, by `--time-limit`, left only part of its result).
fn different_results(
    module: &Module,
    plan: &Plan,
    a: &[RunReport],
    b: &[RunReport],
) -> Vec<Finding> {
    plan.schedules
        .iter()
        .zip(a.iter().zip(b))
        .filter(|(_, (a, b))| a.finished() && b.finished() && a.memory_digest != b.memory_digest)
        .map(|((schedule, _), _)| findings::different_result(module, schedule))
        .collect()
}
