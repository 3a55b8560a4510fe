//! `syncflow uniformity`: which values and branches are uniform across a CTA.
//!
//! Three outputs: a text summary (default), one JSON document (`--json`), or LLVM 19's
//! `print<uniformity>` layout (`--format llvm`), which can be diffed with
//! `opt-19 -passes='print<uniformity>' -disable-output IN.ll` (add `--knob sources=llvm19` to
//! use LLVM's sources of divergence too, for a line-for-line match).

use crate::shared::divergence::options_from_knobs;
use crate::shared::error::CliError;
use crate::shared::input::read_module;
use crate::shared::location::inst_location;
use serde::Serialize;
use std::fmt::Write;
use std::path::PathBuf;
use syncflow_analyses::uniformity::{llvm_print, Level, ModuleUniformity, Options};
use syncflow_ir::{format_location, Function, Module};

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// A summary per function.
    Text,
    /// LLVM 19's `print<uniformity>` layout.
    Llvm,
    /// One JSON document.
    Json,
}

/// Options of `syncflow uniformity`.
#[derive(Debug, clap::Args)]
pub struct UniformityArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// Print one JSON document (same as `--format json`).
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
    /// The output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Set an analysis knob: `block-dim-x-multiple-of-32`, `honor-branch-hints`,
    /// `closed-world`, `no-interprocedural` (each `=true|false`), `sources=precise|llvm19`
    /// (default: none set).
    #[arg(long = "knob", value_name = "K[=V]")]
    pub knobs: Vec<String>,
}

#[derive(Serialize)]
struct ValueReport {
    name: String,
    block: String,
    level: Level,
}

#[derive(Serialize)]
struct BranchReport {
    block: String,
    level: Level,
    file: Option<String>,
    line: Option<u32>,
}

#[derive(Serialize)]
struct FunctionReport {
    name: String,
    kernel: bool,
    params: Vec<Level>,
    values: Vec<ValueReport>,
    branches: Vec<BranchReport>,
    divergent_exit_cycles: Vec<String>,
    assumed_divergent_cycles: Vec<String>,
}

#[derive(Serialize, Default)]
struct Summary {
    values: usize,
    uniform: usize,
    warp_uniform: usize,
    divergent: usize,
    branches: usize,
    divergent_branches: usize,
}

#[derive(Serialize)]
struct Report {
    functions: Vec<FunctionReport>,
    summary: Summary,
}

fn report(module: &Module, u: &ModuleUniformity) -> Report {
    let mut summary = Summary::default();
    let mut functions = Vec::new();
    for (id, func) in module.functions.iter_enumerated() {
        let Some(fu) = u.function(id) else { continue };
        let mut values = Vec::new();
        for (i, inst) in func.insts.iter_enumerated() {
            let Some(r) = inst.result else { continue };
            let level = fu.inst_level(i);
            summary.values += 1;
            match level {
                Level::Uniform => summary.uniform += 1,
                Level::WarpUniform => summary.warp_uniform += 1,
                Level::Divergent => summary.divergent += 1,
            }
            values.push(ValueReport {
                name: format!("%{}", func.local_name(r)),
                block: func.blocks[inst.block].name.clone(),
                level,
            });
        }
        let mut branches = Vec::new();
        for (b, block) in func.blocks.iter_enumerated() {
            if fu.cfg().successors(b).len() < 2 {
                continue;
            }
            let term = &func.insts[block.terminator()];
            let level = fu.terminator_level(module, b);
            summary.branches += 1;
            if level.is_divergent() {
                summary.divergent_branches += 1;
            }
            let loc = term.debug_loc;
            branches.push(BranchReport {
                block: block.name.clone(),
                level,
                file: loc.map(|l| module.debug_info.files[l.file].to_string()),
                line: loc.map(|l| l.line),
            });
        }
        let header = |c| func.blocks[fu.cycles().cycle(c).header()].name.clone();
        functions.push(FunctionReport {
            name: func.name.clone(),
            kernel: func.is_kernel,
            params: (0..func.params.len()).map(|p| fu.param_level(p)).collect(),
            values,
            branches,
            divergent_exit_cycles: fu
                .divergent_exit_cycles()
                .iter()
                .map(|&c| header(c))
                .collect(),
            assumed_divergent_cycles: fu
                .assumed_divergent_cycles()
                .iter()
                .map(|&c| header(c))
                .collect(),
        });
    }
    Report { functions, summary }
}

fn text(module: &Module, u: &ModuleUniformity) -> String {
    let r = report(module, u);
    let mut out = String::new();
    for (f, func) in r
        .functions
        .iter()
        .zip(module.functions.iter().filter(|f: &&Function| f.is_defined))
    {
        let count = |l: Level| f.values.iter().filter(|v| v.level == l).count();
        let _ = writeln!(
            out,
            "{} @{}: {} values: {} uniform, {} warp-uniform, {} divergent",
            if f.kernel { "kernel" } else { "function" },
            f.name,
            f.values.len(),
            count(Level::Uniform),
            count(Level::WarpUniform),
            count(Level::Divergent),
        );
        for b in &f.branches {
            let at = match (&b.file, b.line) {
                (Some(file), Some(line)) => format_location(file, line, None),
                _ => {
                    let term =
                        func.blocks[func.block_by_name(&b.block).expect("block")].terminator();
                    inst_location(module, &func.insts[term], false)
                }
            };
            let _ = writeln!(out, "  branch in %{} at {at}: {}", b.block, b.level.name());
        }
        for h in &f.divergent_exit_cycles {
            let _ = writeln!(out, "  cycle at %{h}: divergent exit (temporal divergence)");
        }
        for h in &f.assumed_divergent_cycles {
            let _ = writeln!(
                out,
                "  cycle at %{h}: entered divergently, all values divergent"
            );
        }
    }
    let s = &r.summary;
    let _ = writeln!(
        out,
        "{}: {} values ({} uniform, {} warp-uniform, {} divergent), {} of {} branches divergent",
        module.source_name,
        s.values,
        s.uniform,
        s.warp_uniform,
        s.divergent,
        s.divergent_branches,
        s.branches
    );
    out
}

/// Runs `syncflow uniformity`.
pub fn run(args: &UniformityArgs) -> Result<(), CliError> {
    let options = options_from_knobs(&args.knobs)?;
    let module = read_module(&args.input)?;
    let format = if args.json { Format::Json } else { args.format };
    let out = render(&module, &options, format);
    crate::shared::input::write_output(std::path::Path::new("-"), &out)
}

/// The uniformity of every value and branch of `module`, in `format`.
pub fn render(module: &Module, options: &Options, format: Format) -> String {
    let u = ModuleUniformity::analyze(module, options);
    match format {
        Format::Llvm => llvm_print::print_module(module, &u),
        Format::Json => {
            serde_json::to_string_pretty(&report(module, &u)).expect("serializable") + "\n"
        }
        Format::Text => text(module, &u),
    }
}
