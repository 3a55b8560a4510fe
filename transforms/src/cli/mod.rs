//! The `syncflow` command line: argument parsing and the subcommands.
//!
//! Exit codes (DESIGN.md §6): 0 success, 1 findings where a command reports findings, 2 bad
//! input or usage.

pub mod eliminate;
pub mod lint;
pub mod parse;
pub mod uniformity;

use clap::{Parser, Subcommand};

/// syncflow: find and remove the `__syncthreads()` barriers that order nothing.
#[derive(Debug, Parser)]
#[command(name = "syncflow", version, about, long_about = None)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Read an LLVM IR module and summarise it (functions, kernels, barriers with file:line),
    /// or print it back unchanged with -o.
    Parse(parse::ParseArgs),
    /// Remove the barriers that order nothing; report every barrier with the reason it was
    /// kept or removed.
    Eliminate(eliminate::EliminateArgs),
    /// Which values and branches are uniform across a CTA (`--format llvm` for LLVM's layout).
    Uniformity(uniformity::UniformityArgs),
    /// Report barriers under divergent control (exit 1 when there are findings).
    Lint(lint::LintArgs),
}

/// Runs the command line and returns the process exit code.
pub fn main_with_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let result = match &cli.command {
        Command::Parse(args) => parse::run(args),
        Command::Eliminate(args) => eliminate::run(args),
        Command::Uniformity(args) => uniformity::run(args),
        Command::Lint(args) => return lint::main(args),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}
