//! `syncflow lint`: barriers under divergent control.
//!
//! Prints one line per finding, `file:line:col: barrier under divergent control (branch at
//! file:line)`, using the `!dbg` locations when the IR has them and the `.ll` file's own lines
//! otherwise. Exit code 1 when there are findings, 0 when none, 2 on bad input.

use crate::shared::divergence::{findings, options_from_knobs};
use crate::shared::error::CliError;
use crate::shared::input::read_module;
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_analyses::uniformity::{ModuleUniformity, Options as UniformityOptions};
use syncflow_ir::Module;

/// Options of `syncflow lint`.
#[derive(Debug, clap::Args)]
pub struct LintArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// Print one JSON document with the findings.
    #[arg(long)]
    pub json: bool,
    /// Set a uniformity knob (see `syncflow uniformity --help`; default: none set).
    #[arg(long = "knob", value_name = "K[=V]")]
    pub knobs: Vec<String>,
}

/// Runs `syncflow lint`; returns the exit code.
pub fn main(args: &LintArgs) -> i32 {
    match run(args) {
        Ok(true) => 1,
        Ok(false) => 0,
        Err(e) => {
            eprintln!("{}", e.report_line());
            2
        }
    }
}

/// Runs the lint; `Ok(true)` when there are findings.
pub fn run(args: &LintArgs) -> Result<bool, CliError> {
    let options = options_from_knobs(&args.knobs)?;
    let module = read_module(&args.input)?;
    let (out, found) = render(&module, &options, args.json);
    crate::shared::input::write_output(std::path::Path::new("-"), &out)?;
    Ok(found)
}

/// The lint's findings on `module`, as text (or one JSON document); the flag says whether
/// there were any.
pub fn render(module: &Module, options: &UniformityOptions, json: bool) -> (String, bool) {
    let u = ModuleUniformity::analyze(module, options);
    let found = findings(module, &u);
    let out = if json {
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
    (out, !found.is_empty())
}
