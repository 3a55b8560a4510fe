//! # syncflow-cli: the `syncflow` command line
//!
//! Argument parsing and the subcommands, over the library crates (`syncflow-ir` to read,
//! `syncflow-analyses` and `syncflow-transforms` to decide). Every command stands on one
//! [`shared`] layer — preset and knob arguments, input and output, the one error type,
//! divergence, locations, pictures, styling — and no command imports another. What they show
//! about each barrier (decision, place, divergence, Before/After) the library gathers:
//! [`syncflow_transforms::view`].
//!
//! Exit codes (docs/design.md §6): 0 success, 1 findings where a command reports findings, 2 bad
//! input or usage.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod check;
pub mod dataflow;
pub mod dot;
pub mod eliminate;
pub mod explain;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod lint;
pub mod parse;
pub mod presets;
pub mod ptxas;
pub mod report;
pub mod shared;
pub mod uniformity;
pub mod xla;

use clap::{Parser, Subcommand};

/// syncflow: find and remove the `__syncthreads()` barriers that order nothing.
#[derive(Debug, Parser)]
#[command(name = "syncflow", version, about, long_about = None)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
    /// How to read the inputs: `auto` (by extension — `.ptx` is PTX, `.ll` LLVM IR — and for
    /// standard input by its first directive), `llvm` or `ptx`.
    #[arg(long, global = true, value_enum, default_value_t = shared::input::InputFormat::Auto)]
    pub input_format: shared::input::InputFormat,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Read an LLVM IR or PTX module and summarise it (functions, kernels, barriers with file:line),
    /// or print it back unchanged with -o.
    Parse(parse::ParseArgs),
    /// Remove the barriers that order nothing; report every barrier with the reason it was
    /// kept or removed.
    Eliminate(eliminate::EliminateArgs),
    /// Draw a function's CFG (Graphviz dot, or SVG) with its barriers kept, removed or
    /// divergent, and their Before/After access classes.
    Dot(dot::DotArgs),
    /// Write the fixpoint of an analysis (hazard Before/After) per block, and with
    /// --statements per instruction with what it changed, as graphviz or JSON.
    Dataflow(dataflow::DataflowArgs),
    /// Decide every barrier of many files or directories under three presets; print a summary
    /// table, and write JSON or a self-contained HTML page.
    Report(report::ReportArgs),
    /// Which values and branches are uniform across a CTA (`--format llvm` for LLVM's layout).
    Uniformity(uniformity::UniformityArgs),
    /// Report barriers under divergent control (exit 1 when there are findings).
    Lint(lint::LintArgs),
    /// Say in words why the barrier at a source line stays or goes (with the certificate of a
    /// dominance removal).
    Explain(explain::ExplainArgs),
    /// Run a kernel in the SIMT interpreter for a launch and report races, barrier
    /// divergence and faults; with --against/--preset, only what a removal made new (exit 1
    /// when something is found).
    Check(check::CheckArgs),
    /// List the built-in presets, or print one (every knob) as TOML for --preset-file.
    Presets(presets::PresetsArgs),
    /// Decide every module of an XLA dump directory (`--xla_dump_to`) and write the
    /// replacements XLA loads with `--xla_gpu_ptx_file` / `--xla_gpu_llvm_ir_file`.
    Xla(xla::XlaArgs),
}

/// Runs the command line and returns the process exit code.
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            if !e.use_stderr() {
                // --help and --version.
                let _ = e.print();
                return 0;
            }
            eprintln!("{}", usage_error_line(&e));
            return 2;
        }
    };
    shared::style::init_tracing();
    shared::input::set_input_format(cli.input_format);
    let result = match &cli.command {
        Command::Parse(args) => parse::run(args),
        Command::Eliminate(args) => eliminate::run(args),
        Command::Dot(args) => dot::run(args),
        Command::Dataflow(args) => dataflow::run(args),
        Command::Report(args) => report::run(args),
        Command::Uniformity(args) => uniformity::run(args),
        Command::Lint(args) => return lint::main(args),
        Command::Explain(args) => explain::run(args),
        Command::Check(args) => return check::main(args),
        Command::Xla(args) => xla::run(args),
        Command::Presets(args) => presets::run(args),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}", e.report_line());
            2
        }
    }
}

/// A usage error in one line: clap's first line (`error: unexpected argument '--x' found`),
/// plus where to look for help.
fn usage_error_line(e: &clap::Error) -> String {
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return "syncflow: error: no command given (see --help)".to_string();
    }
    let text = e.render().to_string();
    let mut lines = text.lines().skip_while(|l| l.trim().is_empty());
    let mut first = lines
        .next()
        .unwrap_or("error: bad usage")
        .trim_end()
        .to_string();
    // "the following required arguments were not provided:" lists them on the next lines.
    if first.ends_with(':') {
        let rest: Vec<&str> = lines
            .take_while(|l| !l.trim().is_empty())
            .map(str::trim)
            .collect();
        first = format!("{first} {}", rest.join(", "));
    }
    format!("syncflow: {first} (see --help)")
}
