//! `syncflow parse`: read a module, summarise it, or print it back through the printer.

use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use serde::Serialize;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_ir::{format_location, print_module, Module};
use syncflow_transforms::report::{BarrierPlace, LoopDepths};

/// Options of `syncflow parse`.
#[derive(Debug, clap::Args)]
pub struct ParseArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// Print one JSON document listing every function and its barriers.
    #[arg(long)]
    pub json: bool,
    /// Write the module back through the printer to this file (`-` for standard output)
    /// instead of summarising it (default: summarise).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// One function in the JSON report.
#[derive(Debug, Serialize)]
pub struct FunctionReport {
    /// The function's name.
    pub name: String,
    /// True for kernels.
    pub kernel: bool,
    /// True when it has a body.
    pub defined: bool,
    /// Number of blocks.
    pub blocks: usize,
    /// Number of instructions.
    pub instructions: usize,
    /// Its barriers, in layout order.
    pub barriers: Vec<BarrierPlace>,
}

/// The whole JSON report.
#[derive(Debug, Serialize)]
pub struct ModuleReport {
    /// The input's name.
    pub source: String,
    /// Defined functions.
    pub functions: Vec<FunctionReport>,
    /// Totals.
    pub summary: Summary,
}

/// Totals over the module.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// Defined functions.
    pub functions: usize,
    /// Kernels.
    pub kernels: usize,
    /// Blocks.
    pub blocks: usize,
    /// Instructions.
    pub instructions: usize,
    /// Synchronization instructions of every kind.
    pub barriers: usize,
}

/// Builds the report of every defined function of `module`.
pub fn report(module: &Module) -> ModuleReport {
    let mut functions = Vec::new();
    for (fid, func) in module.functions.iter_enumerated() {
        if !func.is_defined {
            continue;
        }
        let loops = LoopDepths::of(func);
        let barriers = module
            .barriers(func)
            .map(|(id, barrier)| {
                let kind = barrier.kind.name();
                BarrierPlace::of(module, fid, id, barrier.intrinsic, kind, &loops)
            })
            .collect();
        functions.push(FunctionReport {
            name: func.name.clone(),
            kernel: func.is_kernel,
            defined: func.is_defined,
            blocks: func.blocks.len(),
            instructions: func.insts.len(),
            barriers,
        });
    }
    let summary = Summary {
        functions: functions.len(),
        kernels: functions.iter().filter(|f| f.kernel).count(),
        blocks: functions.iter().map(|f| f.blocks).sum(),
        instructions: functions.iter().map(|f| f.instructions).sum(),
        barriers: functions.iter().map(|f| f.barriers.len()).sum(),
    };
    ModuleReport {
        source: module.source_name.clone(),
        functions,
        summary,
    }
}

/// The human-readable summary.
pub fn render_text(report: &ModuleReport) -> String {
    let mut out = String::new();
    let s = &report.summary;
    let _ = writeln!(
        out,
        "{}: {} functions ({} kernels), {} blocks, {} instructions, {} synchronization instructions",
        report.source, s.functions, s.kernels, s.blocks, s.instructions, s.barriers
    );
    for f in &report.functions {
        let role = if f.kernel { "kernel" } else { "function" };
        let _ = writeln!(
            out,
            "{role} @{}: {} blocks, {} instructions",
            f.name, f.blocks, f.instructions
        );
        for b in &f.barriers {
            let at = match (&b.file, b.line, b.column) {
                (Some(file), Some(line), Some(col)) => format_location(file, line, Some(col)),
                _ => "<no debug location>".to_string(),
            };
            let _ = writeln!(
                out,
                "  {at}: {} [{}] in block %{} at index {}",
                b.intrinsic, b.kind, b.block, b.index
            );
        }
    }
    out
}

/// Runs `syncflow parse`.
pub fn run(args: &ParseArgs) -> Result<(), CliError> {
    let module = read_module(&args.input)?;
    if let Some(out) = &args.output {
        let text = print_module(&module, &BTreeSet::new())?;
        return write_output(out, &text);
    }
    let report = report(&module);
    let text = if args.json {
        let mut s = serde_json::to_string_pretty(&report).expect("report serialises");
        s.push('\n');
        s
    } else {
        render_text(&report)
    };
    write_output(std::path::Path::new("-"), &text)
}
