//! `syncflow check`: run a kernel in the SIMT interpreter, for a launch the user gives, and
//! report what the run shows — data races (both accesses, with thread, block and place),
//! barrier divergence and deadlocks, out-of-bounds and uninitialised reads, device-side
//! assertions, and step-limit exhaustion. With `--against OUT.ll` (or `--preset P`, which
//! runs `syncflow eliminate` first) it runs the module and its output side by side and
//! reports only what is new in the output, with the removed barrier that explains it: proof
//! by execution that a removal is safe for that launch, or a counterexample.
//!
//! ## What a clean run proves, and what it does not
//!
//! The interpreter (syncflow-fuzz's `interp`) detects races by *barrier interval*, not by the
//! interleaving it happened to run: two accesses of different threads of one CTA to one byte,
//! one a write, not both atomic, with no CTA barrier between them, are a race under every
//! schedule. So a clean run shows that, **for this launch and these inputs**, every pair of
//! conflicting accesses the kernel performed was separated by a barrier; a different input
//! can take other paths. Races between CTAs (through global memory) are not looked for: CTAs
//! run one after another.
//!
//! ## Exit codes
//!
//! 0: nothing found (with `--against`/`--preset`: nothing new in the output). 1: something
//! found (something new). 2: bad input or usage — an unreadable module, a kernel that is not
//! there, an `--arg` that does not parse or does not fit the parameter.

mod arg_spec;
mod findings;
pub mod index_expr;
mod render;

use crate::shared::error::CliError;
use crate::shared::input::{display_name, read_module};
use crate::shared::style::{ColorChoice, Stream};
use crate::shared::view::Divergence;
use arg_spec::{ArgAssignment, ArgSpec, ParamRef};
use findings::{findings, Finding, Merged};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;
use syncflow_fuzz::harness::InstMap;
use syncflow_fuzz::interp::{
    program, ArgValue, Fill, Interpreter, LaunchConfig, OpaqueCalls, RunReport, Schedule,
};
use syncflow_ir::{parse_module, print_module, FunctionId, Module, Removal};
use syncflow_transforms::eliminate::eliminate;
use syncflow_transforms::knobs::Knobs;

pub use arg_spec::ArgError;

/// Options of `syncflow check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The LLVM IR file to run (`-` for standard input).
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
    /// Which blocks to run: `all`, a number N (N spread over the grid, first and last
    /// included), or a list `X,Y,Z;X,Y,Z` (default: all when the grid has at most 16, else 8).
    #[arg(long, value_name = "all|N|LIST")]
    pub ctas: Option<String>,
    /// A kernel argument, NAME=VALUE (repeatable). NAME: the parameter's IR name (`n`, `%0`)
    /// or position (`#0`). VALUE: a number (`1024`, `-1`, `0x40`, `2.5`), or a buffer
    /// `TYPE[COUNT][:CONTENTS]` with TYPE in i8..i64, u8..u64, f32, f64 and CONTENTS one of
    /// zeros (default), uninit, iota, a number, `random:SEED[:LO..HI]`, file:PATH (raw
    /// little-endian), expr:EXPRESSION in i and n (`expr:i/64 == i%64 ? 2 : 0`).
    /// By default, parameters without one get a 1 MiB buffer of small integers, the total
    /// thread count, or 1.0, with a note.
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    pub args: Vec<String>,
    /// Thread schedule: round-robin, reverse, `random[:SEED]`, lockstep (one instruction per
    /// thread per round: what legacy warp-synchronous code assumes), or all (each of them).
    #[arg(long, default_value = "round-robin")]
    pub schedule: String,
    /// Instructions per block (all threads together) before the run gives up.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    pub steps: u64,
    /// Bytes of `extern __shared__` memory.
    #[arg(long, value_name = "BYTES", default_value_t = 16 * 1024)]
    pub dynamic_shared: u64,
    /// What a call to a function without a body does: stop the run (default), or return
    /// zero and go on.
    #[arg(long, value_enum, default_value = "stop")]
    pub opaque_calls: OpaqueCallsChoice,
    /// Compare with this module: INPUT with barriers removed (the output of `syncflow
    /// eliminate`); report only what is new in it (default: none, the input alone is run).
    #[arg(long, value_name = "OUT.ll", conflicts_with = "preset")]
    pub against: Option<PathBuf>,
    /// Compare with what `syncflow eliminate --preset P` makes of INPUT (sound, cicc,
    /// cicc-documented, conservative; default: none, the input alone is run).
    #[arg(long, value_name = "P")]
    pub preset: Option<String>,
    /// A knob for --preset, NAME=VALUE (repeatable; default: none, the preset's values).
    #[arg(long = "knob", value_name = "NAME=VALUE", requires = "preset")]
    pub knobs: Vec<String>,
    /// Print one JSON document instead of remarks.
    #[arg(long)]
    pub json: bool,
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
        Ok(true) => 1,
        Ok(false) => 0,
        Err(e) => {
            eprintln!("{}", e.report_line());
            2
        }
    }
}

/// One run configuration, ready: the launch, the schedules, and what was assumed.
#[derive(Debug)]
pub struct Plan {
    /// The kernel.
    pub kernel: FunctionId,
    /// The launch (its schedule is replaced per run).
    pub launch: LaunchConfig,
    /// The schedules to run, with their names.
    pub schedules: Vec<(String, Schedule)>,
    /// Notes on defaults and sampling.
    pub notes: Vec<String>,
}

/// What `check` found.
#[derive(Debug, serde::Serialize)]
pub struct Outcome {
    /// The kernel's name.
    pub kernel: String,
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
}

impl Outcome {
    /// True when the exit code is 1.
    pub fn found_something(&self) -> bool {
        match &self.comparison {
            Some(c) => !c.new_findings.is_empty(),
            None => !self.findings.is_empty(),
        }
    }
}

/// Runs the command; `Ok(true)` when something was found.
pub fn run(args: &CheckArgs) -> Result<bool, CliError> {
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
        render::remarks(&outcome, &args.input, palette)
    };
    crate::shared::input::write_output(Path::new("-"), &text)?;
    Ok(outcome.found_something())
}

fn usage(message: String) -> CliError {
    CliError::Failed(message)
}

/// `X[,Y,Z]` → `[X, Y, Z]`.
fn parse_dims(what: &str, text: &str) -> Result<[u32; 3], CliError> {
    let parts: Vec<&str> = text.split([',', 'x']).map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(usage(format!(
            "--{what} '{text}': expected X, X,Y or X,Y,Z"
        )));
    }
    let mut dims = [1u32; 3];
    for (k, p) in parts.iter().enumerate() {
        dims[k] =
            p.parse::<u32>().ok().filter(|v| *v > 0).ok_or_else(|| {
                usage(format!("--{what} '{text}': '{p}' is not a positive number"))
            })?;
    }
    Ok(dims)
}

fn pick_kernel(module: &Module, wanted: Option<&str>) -> Result<FunctionId, CliError> {
    let kernels: Vec<(FunctionId, &str)> = module
        .functions
        .iter_enumerated()
        .filter(|(_, f)| f.is_kernel && f.is_defined)
        .map(|(id, f)| (id, f.name.as_str()))
        .collect();
    let names = || {
        kernels
            .iter()
            .map(|(_, n)| format!("@{n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let not_in = |message: String| CliError::NotInInput {
        file: module.source_name.clone(),
        message,
    };
    match wanted {
        None => match kernels.as_slice() {
            [(id, _)] => Ok(*id),
            [] => Err(not_in("no kernel in this module".into())),
            _ => Err(not_in(format!(
                "{} kernels; choose one with --kernel: {}",
                kernels.len(),
                names()
            ))),
        },
        Some(w) => {
            let w = w.strip_prefix('@').unwrap_or(w);
            if let Some((id, _)) = kernels.iter().find(|(_, n)| *n == w) {
                return Ok(*id);
            }
            let partial: Vec<_> = kernels.iter().filter(|(_, n)| n.contains(w)).collect();
            match partial.as_slice() {
                [(id, _)] => Ok(*id),
                [] => Err(not_in(format!(
                    "no kernel named '{w}'; kernels: {}",
                    names()
                ))),
                _ => Err(not_in(format!(
                    "'{w}' names {} kernels: {}",
                    partial.len(),
                    partial
                        .iter()
                        .map(|(_, n)| format!("@{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))),
            }
        }
    }
}

/// The blocks to run and a note when they are a sample.
fn pick_ctas(
    grid: [u32; 3],
    spec: Option<&str>,
) -> Result<(Vec<[u32; 3]>, Option<String>), CliError> {
    let total = u64::from(grid[0]) * u64::from(grid[1]) * u64::from(grid[2]);
    let at = |linear: u64| {
        let x = linear % u64::from(grid[0]);
        let y = (linear / u64::from(grid[0])) % u64::from(grid[1]);
        let z = linear / (u64::from(grid[0]) * u64::from(grid[1]));
        [x as u32, y as u32, z as u32]
    };
    let spread = |n: u64| -> Vec<[u32; 3]> {
        let n = n.clamp(1, total);
        let mut picks: Vec<u64> = (0..n)
            .map(|k| if n == 1 { 0 } else { k * (total - 1) / (n - 1) })
            .collect();
        picks.dedup();
        picks.into_iter().map(at).collect()
    };
    let list = match spec {
        None if total <= 16 => spread(total),
        None => spread(8),
        Some("all") => {
            if total > 1 << 20 {
                return Err(usage(format!(
                    "--ctas all: the grid has {total} blocks; run a sample (--ctas N)"
                )));
            }
            spread(total)
        }
        Some(s) if s.contains(',') => {
            let mut out = Vec::new();
            for item in s.split(';') {
                let v: Vec<u32> = item
                    .split(',')
                    .map(|p| p.trim().parse::<u32>())
                    .collect::<Result<_, _>>()
                    .ok()
                    .filter(|v: &Vec<u32>| !v.is_empty() && v.len() <= 3)
                    .ok_or_else(|| usage(format!("--ctas '{item}': expected X,Y,Z")))?;
                let mut c = [0u32; 3];
                c[..v.len()].copy_from_slice(&v);
                if (0..3).any(|k| c[k] >= grid[k]) {
                    return Err(usage(format!(
                        "--ctas: block ({},{},{}) is outside the grid {}x{}x{}",
                        c[0], c[1], c[2], grid[0], grid[1], grid[2]
                    )));
                }
                out.push(c);
            }
            out
        }
        Some(s) => {
            let n: u64 =
                s.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                    usage(format!("--ctas '{s}': expected all, a count, or X,Y,Z;…"))
                })?;
            spread(n)
        }
    };
    let note = (list.len() as u64 != total).then(|| {
        let shown: Vec<String> = list
            .iter()
            .take(8)
            .map(|c| format!("({},{},{})", c[0], c[1], c[2]))
            .collect();
        format!(
            "ran {} of the grid's {total} blocks: {}{} (--ctas all runs every block)",
            list.len(),
            shown.join(" "),
            if list.len() > 8 { " …" } else { "" }
        )
    });
    Ok((list, note))
}

fn parse_schedules(text: &str) -> Result<Vec<(String, Schedule)>, CliError> {
    let one = |t: &str| -> Result<(String, Schedule), CliError> {
        Ok(match t {
            "round-robin" => (t.into(), Schedule::RoundRobin { quantum: 1000 }),
            "reverse" => (t.into(), Schedule::Reverse { quantum: 1000 }),
            "lockstep" => (t.into(), Schedule::Lockstep),
            "random" => ("random:1".into(), Schedule::Random { seed: 1 }),
            _ => match t.strip_prefix("random:").map(str::parse::<u64>) {
                Some(Ok(seed)) => (t.into(), Schedule::Random { seed }),
                _ => {
                    return Err(usage(format!(
                        "--schedule '{t}': expected round-robin, reverse, random[:SEED], lockstep or all"
                    )))
                }
            },
        })
    };
    if text == "all" {
        return ["round-robin", "reverse", "random:1", "lockstep"]
            .into_iter()
            .map(one)
            .collect();
    }
    text.split(',').map(|t| one(t.trim())).collect()
}

/// Resolves the launch: kernel, shapes, blocks, arguments, schedules.
pub fn plan(
    module: &Module,
    args: &CheckArgs,
    assignments: &[ArgAssignment],
) -> Result<Plan, CliError> {
    let kernel = pick_kernel(module, args.kernel.as_deref())?;
    let required = module.required_block(kernel);
    let block = match (&args.block, &required) {
        (Some(text), _) => parse_dims("block", text)?,
        (None, Some(r)) => r.threads,
        (None, None) => {
            return Err(usage(format!(
                "--block is needed: @{} does not state its block shape",
                module.functions[kernel].name
            )))
        }
    };
    let threads = u64::from(block[0]) * u64::from(block[1]) * u64::from(block[2]);
    if threads > 1024 {
        return Err(usage(format!(
            "--block {}: {threads} threads; a block has at most 1024",
            args.block.as_deref().unwrap_or_default()
        )));
    }
    if let Some(r) = required.filter(|r| r.threads != block) {
        return Err(usage(format!(
            "--block {}x{}x{}: @{} requires {}x{}x{} ({}); such a launch would fail",
            block[0],
            block[1],
            block[2],
            module.functions[kernel].name,
            r.threads[0],
            r.threads[1],
            r.threads[2],
            r.source
        )));
    }
    let grid = parse_dims("grid", &args.grid)?;
    let (ctas, sample_note) = pick_ctas(grid, args.ctas.as_deref())?;
    let mut notes: Vec<String> = sample_note.into_iter().collect();
    let f = &module.functions[kernel];
    let mut values: Vec<Option<ArgValue>> = vec![None; f.params.len()];
    let param_name = |k: usize| format!("%{}", f.locals[f.params[k].local].name);
    for a in assignments {
        let k = match &a.param {
            ParamRef::Position(k) if *k < f.params.len() => *k,
            ParamRef::Position(k) => {
                return Err(usage(format!(
                    "--arg '{}': @{} has {} parameters, so #{k} is not one",
                    a.text,
                    f.name,
                    f.params.len()
                )))
            }
            ParamRef::Name(n) => f
                .params
                .iter()
                .position(|p| f.locals[p.local].name == *n)
                .ok_or_else(|| {
                    usage(format!(
                        "--arg '{}': @{} has no parameter %{n}; its parameters are {}",
                        a.text,
                        f.name,
                        (0..f.params.len())
                            .map(param_name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?,
        };
        let is_ptr = matches!(
            program::scalar(module, f.params[k].ty),
            program::Scalar::Ptr
        );
        match (&a.spec, is_ptr) {
            (ArgSpec::Scalar(_), true) => {
                return Err(usage(format!(
                    "--arg '{}': {} is a pointer; give a buffer, e.g. {}=f32[1024]:iota",
                    a.text,
                    param_name(k),
                    param_name(k).trim_start_matches('%')
                )))
            }
            (ArgSpec::Buffer { .. }, false) => {
                return Err(usage(format!(
                    "--arg '{}': {} is not a pointer; give a number",
                    a.text,
                    param_name(k)
                )))
            }
            _ => {}
        }
        if values[k].is_some() {
            return Err(usage(format!(
                "--arg '{}': {} is given twice",
                a.text,
                param_name(k)
            )));
        }
        values[k] = Some(
            a.spec
                .to_arg_value()
                .map_err(|m| usage(format!("--arg '{}': {m}", a.text)))?,
        );
    }
    let total_threads = threads * u64::from(grid[0]) * u64::from(grid[1]) * u64::from(grid[2]);
    let mut defaulted = Vec::new();
    let args_values: Vec<ArgValue> = values
        .into_iter()
        .enumerate()
        .map(|(k, v)| {
            v.unwrap_or_else(|| {
                let (value, what) = match program::scalar(module, f.params[k].ty) {
                    program::Scalar::Ptr => (
                        ArgValue::Buffer {
                            bytes: 1 << 20,
                            fill: Fill::Pattern(k as u32),
                        },
                        "a 1 MiB buffer of small integers".to_string(),
                    ),
                    program::Scalar::F32 | program::Scalar::F64 | program::Scalar::Half => {
                        (ArgValue::Float(1.0), "1.0".to_string())
                    }
                    _ => (
                        ArgValue::Int(total_threads as i64),
                        format!("{total_threads} (the grid's thread count)"),
                    ),
                };
                defaulted.push(format!("{} = {what}", param_name(k)));
                value
            })
        })
        .collect();
    if !defaulted.is_empty() {
        notes.push(format!(
            "no --arg for {}: {}",
            if defaulted.len() == 1 {
                "one parameter"
            } else {
                "some parameters"
            },
            defaulted.join(", ")
        ));
    }
    let launch = LaunchConfig {
        grid,
        ctas,
        args: args_values,
        dynamic_shared_bytes: args.dynamic_shared,
        step_limit: args.steps,
        opaque_calls: match args.opaque_calls {
            OpaqueCallsChoice::Stop => OpaqueCalls::Stop,
            OpaqueCallsChoice::Zero => OpaqueCalls::ReturnZero,
        },
        ..LaunchConfig::new(block)
    };
    Ok(Plan {
        kernel,
        launch,
        schedules: parse_schedules(&args.schedule)?,
        notes,
    })
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
    let text = print_module(input, removed)?;
    let output = parse_module(&input.source_name, &text)?;
    Ok((output, InstMap::new(input, removed)))
}

/// The instructions of `input` that `output` lacks, when `output` is `input` with whole
/// instructions removed (what `syncflow eliminate` writes); an error naming the first place
/// where it is not.
fn removed_between(input: &Module, output: &Module) -> Result<BTreeSet<Removal>, String> {
    let mut removed = BTreeSet::new();
    for (fid, f) in input.functions.iter_enumerated() {
        let Some(oid) = output.function_by_name(&f.name) else {
            return Err(format!("@{} is missing", f.name));
        };
        let g = &output.functions[oid];
        let text_in = |i: syncflow_ir::InstId| input.source[f.insts[i].span.range()].trim();
        let text_out = |i: syncflow_ir::InstId| output.source[g.insts[i].span.range()].trim();
        let mut next = g.insts.indices().peekable();
        for i in f.insts.indices() {
            match next.peek() {
                Some(&o) if text_in(i) == text_out(o) => {
                    next.next();
                }
                _ => {
                    removed.insert(Removal {
                        function: fid,
                        inst: i,
                    });
                }
            }
        }
        if let Some(o) = next.next() {
            let (line, _) = syncflow_ir::line_col(&output.source, g.insts[o].span.start as usize);
            return Err(format!(
                "@{} has an instruction the input does not have at line {line}: `{}`",
                f.name,
                text_out(o)
            ));
        }
    }
    if output.functions.len() != input.functions.len() {
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
    let target = match (&args.against, &args.preset) {
        (Some(path), _) => {
            let output = read_module(path)?;
            let removed = removed_between(module, &output).map_err(|m| CliError::NotInInput {
                file: display_name(path),
                message: format!(
                    "is not {} with instructions removed: {m}",
                    module.source_name
                ),
            })?;
            Some((display_name(path), removed))
        }
        (None, Some(preset)) => {
            let mut knobs = Knobs::preset(preset)?;
            for k in &args.knobs {
                knobs.set(k)?;
            }
            let result = eliminate(module, &knobs, &Divergence::of(module));
            Some((format!("preset {preset}"), result.removals))
        }
        (None, None) => None,
    };
    if let Some((name, removed)) = target {
        let (output, map) = output_of(module, &removed)?;
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
        // A race-free input computes one result under every schedule; a removal that orders
        // nothing cannot change it. When neither run found anything, compare what they wrote.
        if merged.is_empty() && new_findings.is_empty() {
            for ((schedule, _), (a, b)) in plan
                .schedules
                .iter()
                .zip(in_reports.iter().zip(&out_reports))
            {
                if a.memory_digest != b.memory_digest {
                    new_findings.push(findings::different_result(module, schedule));
                }
            }
        }
        comparison = Some(Comparison {
            output: name,
            removed: removed
                .iter()
                .map(|r| barrier_description(module, r))
                .collect(),
            steps: out_steps,
            new_findings,
        });
    }
    let ctas_run = plan.launch.ctas.len().max(1);
    Ok(Outcome {
        kernel: module.functions[plan.kernel].name.clone(),
        block: plan.launch.block,
        grid: plan.launch.grid,
        ctas_run,
        schedules: plan.schedules.iter().map(|(n, _)| n.clone()).collect(),
        steps,
        seconds: started.elapsed().as_secs_f64(),
        notes,
        findings: merged.into_vec(),
        comparison,
    })
}

/// `file:line:col NAME in @F` of a removed barrier (the `.ll` line without debug info).
fn barrier_description(module: &Module, r: &Removal) -> String {
    let f = &module.functions[r.function];
    let name = module
        .barrier(f, r.inst)
        .map_or_else(|| "instruction".to_string(), |b| b.intrinsic);
    format!(
        "{} {name} in @{}",
        crate::shared::location::inst_location(module, &f.insts[r.inst], true),
        f.name
    )
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
        let (output, map) = output_of(module, &one)?;
        let kernel = output
            .function_by_name(&module.functions[plan.kernel].name)
            .expect("the output keeps every function");
        let (alone, _, _, _) = run_all(module, &output, kernel, &map, plan);
        for f in new_findings.iter_mut() {
            if alone.contains(&f.key) && !input_findings.contains(&f.key) {
                if let Some(list) = &mut f.explained_by {
                    list.push(barrier_description(module, r));
                }
            }
        }
    }
    Ok(())
}
