//! `syncflow lint`: barriers under divergent control.
//!
//! Prints one line per finding, `file:line:col: barrier under divergent control (branch at
//! file:line)`, using the `!dbg` locations when the IR has them and the `.ll` file's own lines
//! otherwise. Exit code 1 when there are findings, 0 when none, 2 on bad input.

use crate::input::{read_module, InputError};
use crate::uniformity::options_from_knobs;
use serde::Serialize;
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_analyses::uniformity::{divergent_barriers_in, ModuleUniformity};
use syncflow_ir::{line_col, Function, Instruction, Module};

/// Options of `syncflow lint`.
#[derive(Debug, clap::Args)]
pub struct LintArgs {
    /// The LLVM IR file to read (`-` for standard input).
    pub input: PathBuf,
    /// Print one JSON document with the findings.
    #[arg(long)]
    pub json: bool,
    /// Set a uniformity knob (see `syncflow uniformity --help`; default: none set).
    #[arg(long = "knob", value_name = "K[=V]")]
    pub knobs: Vec<String>,
}

/// One finding.
#[derive(Debug, Serialize)]
pub struct Finding {
    /// The function.
    pub function: String,
    /// `file:line:col` of the barrier (or of the call that executes one).
    pub location: String,
    /// The barrier intrinsic, or the called function for a call.
    pub barrier: String,
    /// `file:line` of the divergent branch.
    pub branch: String,
    /// The branch's level (`divergent`, `warp-uniform`).
    pub branch_level: &'static str,
}

fn location(module: &Module, inst: &Instruction, with_column: bool) -> String {
    if let Some(loc) = inst.debug_loc {
        let file = &module.debug_info.files[loc.file];
        return if with_column {
            format!("{file}:{}:{}", loc.line, loc.column)
        } else {
            format!("{file}:{}", loc.line)
        };
    }
    let (line, col) = line_col(&module.source, inst.span.start as usize);
    if with_column {
        format!("{}:{line}:{col}", module.source_name)
    } else {
        format!("{}:{line}", module.source_name)
    }
}

/// Every finding of the module, by function then layout order.
pub fn findings(module: &Module, uniformity: &ModuleUniformity) -> Vec<Finding> {
    let mut out = Vec::new();
    for (id, func) in module.functions.iter_enumerated() {
        let func: &Function = func;
        for d in divergent_barriers_in(module, uniformity, id) {
            let inst = &func.insts[d.inst];
            let barrier = match (d.kind, d.callee) {
                (_, Some(g)) => format!("call of @{}", module.functions[g].name),
                _ => module
                    .barrier(func, d.inst)
                    .map_or_else(|| "barrier".to_string(), |b| b.intrinsic),
            };
            out.push(Finding {
                function: func.name.clone(),
                location: location(module, inst, true),
                barrier,
                branch: location(module, &func.insts[d.branch], false),
                branch_level: d.branch_level.name(),
            });
        }
    }
    out
}

/// Runs `syncflow lint`; returns the exit code.
pub fn main(args: &LintArgs) -> i32 {
    match run(args) {
        Ok(true) => 1,
        Ok(false) => 0,
        Err(e) if e.0.contains("error:") => {
            eprintln!("{e}");
            2
        }
        Err(e) => {
            eprintln!("syncflow: error: {e}");
            2
        }
    }
}

/// Runs the lint; `Ok(true)` when there are findings.
pub fn run(args: &LintArgs) -> Result<bool, InputError> {
    let options = options_from_knobs(&args.knobs)?;
    let module = read_module(&args.input)?;
    let u = ModuleUniformity::analyze(&module, &options);
    let found = findings(&module, &u);
    let out = if args.json {
        serde_json::to_string_pretty(&serde_json::json!({ "findings": found }))
            .expect("serializable")
            + "\n"
    } else {
        let mut s = String::new();
        for f in &found {
            let what = if f.barrier.starts_with("call of") {
                format!("{} executing a barrier", f.barrier)
            } else {
                "barrier".to_string()
            };
            let _ = writeln!(
                s,
                "{}: {what} under divergent control (branch at {})",
                f.location, f.branch
            );
        }
        s
    };
    crate::input::write_output(std::path::Path::new("-"), &out)?;
    Ok(!found.is_empty())
}
