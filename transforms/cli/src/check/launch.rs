//! Planning a `check` run from the command line: which kernel, the block and grid shapes
//! (the kernel's stated `"nvvm.reqntid"` by default, enforced), which blocks of the grid to
//! run (all, or a spread sample with a note), each parameter's value (`--arg`, or a noted
//! default), and the schedules.

use super::arg_spec::{ArgAssignment, ArgSpec, ParamRef};
use super::param_kind::{from_ptx, integer_by_use};
use super::{CheckArgs, OpaqueCallsChoice};
use crate::shared::error::CliError;
use std::time::Duration;
use syncflow_interp::{program, ArgValue, Deadline, Fill, LaunchConfig, OpaqueCalls, Schedule};
use syncflow_ir::{FunctionId, Module};

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

/// `--time-limit`: a positive number of seconds (`1`, `0.5`).
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("'{text}' is not a positive number of seconds"))
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
            _ => {
                let number = |prefix: &str| t.strip_prefix(prefix).map(str::parse::<u32>);
                match (
                    t.strip_prefix("random:").map(str::parse::<u64>),
                    number("thread-first:"),
                    number("thread-last:"),
                    number("block-first:"),
                ) {
                    (Some(Ok(seed)), ..) => (t.into(), Schedule::Random { seed }),
                    (_, Some(Ok(thread)), ..) => (t.into(), Schedule::ThreadFirst { thread }),
                    (_, _, Some(Ok(thread)), _) => (t.into(), Schedule::ThreadLast { thread }),
                    (.., Some(Ok(cta))) => (t.into(), Schedule::CtaFirst { cta }),
                    _ => {
                        return Err(usage(format!(
                            "--schedule '{t}': expected round-robin, reverse, random[:SEED], lockstep, thread-first:N, thread-last:N, block-first:K or all"
                        )))
                    }
                }
            }
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

/// The size a pointer parameter states (`dereferenceable(N)`, N from 1 to 1 MiB).
fn dereferenceable_bytes(param: &syncflow_ir::Param) -> Option<u64> {
    param
        .attributes
        .iter()
        .find(|a| a.name == "dereferenceable")
        .and_then(|a| a.arg.as_deref()?.trim().parse::<u64>().ok())
        .filter(|n| (1..=1 << 20).contains(n))
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
    let cluster = parse_dims("cluster", &args.cluster)?;
    if (0..3).any(|k| grid[k] % cluster[k] != 0) {
        return Err(usage(format!(
            "--cluster {}x{}x{} does not divide the grid {}x{}x{}",
            cluster[0], cluster[1], cluster[2], grid[0], grid[1], grid[2]
        )));
    }
    let (ctas, sample_note) = pick_ctas(grid, args.ctas.as_deref())?;
    let mut notes: Vec<String> = sample_note.into_iter().collect();
    let f = &module.functions[kernel];
    let mut values: Vec<Option<ArgValue>> = vec![None; f.params.len()];
    let param_name = |k: usize| format!("%{}", f.local_name(f.params[k].local));
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
                .position(|p| f.local_name(p.local) == *n)
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
            // A PTX `.u64` parameter may be an integer (param_kind.rs).
            (ArgSpec::Scalar(_), true) if from_ptx(module) => {}
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
    let ptx = from_ptx(module);
    let args_values: Vec<ArgValue> = values
        .into_iter()
        .enumerate()
        .map(|(k, v)| {
            v.unwrap_or_else(|| {
                let (value, what) = match program::scalar(module, f.params[k].ty) {
                    // A parameter that states its size (`dereferenceable(N)`: a PTX kernel's
                    // struct parameter, a by-value aggregate) gets exactly that many bytes.
                    program::Scalar::Ptr if ptx && integer_by_use(f, k) => (
                        ArgValue::Int(total_threads as i64),
                        format!(
                            "{total_threads} (the grid's thread count: a .u64 the kernel \
                             uses only as an integer)"
                        ),
                    ),
                    program::Scalar::Ptr => match dereferenceable_bytes(&f.params[k]) {
                        Some(n) => (
                            ArgValue::Buffer {
                                bytes: n,
                                fill: Fill::Pattern(k as u32),
                            },
                            format!("{n} bytes of small integers (its dereferenceable({n}))"),
                        ),
                        None => (
                            ArgValue::Buffer {
                                bytes: 1 << 20,
                                fill: Fill::Pattern(k as u32),
                            },
                            "a 1 MiB buffer of small integers".to_string(),
                        ),
                    },
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
        cluster,
        // The blocks run together: one block may wait for another's flag, and races across
        // blocks (through global memory) are looked for.
        concurrent_ctas: true,
        args: args_values,
        globals: super::globals::resolve(module, &args.globals)?,
        dynamic_shared_bytes: args.dynamic_shared,
        step_limit: args.steps,
        // One deadline for every run of the command (`verdict.rs`).
        time_limit: args.time_limit.map(Deadline::after),
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
