//! `syncflow xla DUMP -o OUT`: syncflow for XLA, through XLA's own replacement flags.
//!
//! XLA compiles each HLO module to LLVM IR and PTX in process; it has no stage a tool can
//! wrap, but it can be told to load a module's PTX (`--xla_gpu_ptx_file=FILE`) or LLVM IR
//! (`--xla_gpu_llvm_ir_file=FILE`) from a file instead of generating it. So:
//!
//! 1. run the program once with `XLA_FLAGS=--xla_dump_to=DUMP` (and `--xla_dump_hlo_as_text`
//!    or any dump option: the PTX and `ir-*.ll` files are written with it);
//! 2. `syncflow xla DUMP -o OUT` decides every dumped module (`--from ptx`, the default: the
//!    `module_NNNN.NAME.ptx` files; `--from llvm`: the `module_NNNN.NAME.ir-with-opt.ll`
//!    files) and writes, for each module that loses barriers, the replacement under the name
//!    XLA matches (`module_NNNN.NAME.ptx` / `.ll`, [`dump_name`]), then prints the flags
//!    (also written to `OUT/xla_flags`);
//! 3. run the program again with those flags: XLA loads the rewritten modules.
//!
//! Module ids are stable between runs of the same program with the same inputs; a module
//! whose id or name changed is not matched and XLA compiles it itself, as it does for every
//! module syncflow could not read (a warning names it) or left unchanged.

pub mod dump_name;

use crate::shared::args::PresetArgs;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use dump_name::{DumpKind, DumpName};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use syncflow_ir::print_module;
use syncflow_transforms::pipeline::decide;

/// Which dumps `syncflow xla` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum XlaSource {
    /// `module_NNNN.NAME.ptx`, replaced through `--xla_gpu_ptx_file`.
    Ptx,
    /// `module_NNNN.NAME.ir-with-opt.ll`, replaced through `--xla_gpu_llvm_ir_file`.
    Llvm,
}

/// Options of `syncflow xla`.
#[derive(Debug, clap::Args)]
pub struct XlaArgs {
    /// The directory XLA dumped into (`--xla_dump_to=DIR`).
    pub dump: PathBuf,
    /// Where to write the replacement files and `xla_flags` (created when missing).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    pub output: PathBuf,
    /// Which dumps to rewrite: `ptx` (the PTX; default) or `llvm` (the optimized LLVM IR).
    #[arg(long, value_enum, default_value_t = XlaSource::Ptx, value_name = "WHAT")]
    pub from: XlaSource,
    /// Write a replacement for every module, also those that keep every barrier.
    #[arg(long)]
    pub all: bool,
    /// The preset and knobs that decide the barriers.
    #[command(flatten)]
    pub preset: PresetArgs,
}

/// Runs `syncflow xla`.
pub fn run(args: &XlaArgs) -> Result<(), CliError> {
    let kind = match args.from {
        XlaSource::Ptx => DumpKind::Ptx,
        XlaSource::Llvm => DumpKind::LlvmOptimized,
    };
    let (preset_name, knobs) = args.preset.load()?;
    let modules = dumped_modules(&args.dump, kind)?;
    std::fs::create_dir_all(&args.output).map_err(|source| CliError::Write {
        name: args.output.display().to_string(),
        source,
    })?;
    let out_dir =
        std::fs::canonicalize(&args.output).map_err(|e| CliError::read(&args.output, e))?;
    let mut flags = Vec::new();
    let (mut barriers, mut removed) = (0, 0);
    for (name, path) in &modules {
        let label = name.prefix().trim_end_matches('.').to_string();
        let module = match read_module(path) {
            Ok(module) => module,
            Err(e) => {
                eprintln!(
                    "{}\nwarning: {label}: skipped; XLA compiles this module itself",
                    e.report_line()
                );
                continue;
            }
        };
        let result = decide(&module, &knobs);
        barriers += result.decisions.len();
        removed += result.removed();
        let summary = format!(
            "{label}: {} barriers, {} removed",
            result.decisions.len(),
            result.removed()
        );
        if result.removed() == 0 && !args.all {
            println!("{summary} (no replacement written)");
            continue;
        }
        let text = print_module(&module, &result.removals)?;
        let target = out_dir.join(name.replacement(kind));
        write_output(&target, &text)?;
        println!("{summary} -> {}", target.display());
        flags.push(format!("{}={}", kind.flag(), target.display()));
    }
    let line = flags.join(" ");
    write_output(&out_dir.join("xla_flags"), &format!("{line}\n"))?;
    println!(
        "{}: {} modules, {barriers} barriers, {removed} removed (preset {preset_name}); {} replacements",
        args.dump.display(),
        modules.len(),
        flags.len()
    );
    if !flags.is_empty() {
        println!("XLA_FLAGS: {line}");
    }
    Ok(())
}

/// The module dumps of `kind` in `dir`, by name; a module id dumped more than once (two
/// runs into one directory, with timestamps) is ambiguous and left out with a warning.
fn dumped_modules(dir: &Path, kind: DumpKind) -> Result<Vec<(DumpName, PathBuf)>, CliError> {
    let entries = std::fs::read_dir(dir).map_err(|e| CliError::read(dir, e))?;
    let mut by_id: BTreeMap<String, Vec<(DumpName, PathBuf)>> = BTreeMap::new();
    for entry in entries {
        let entry = entry.map_err(|e| CliError::read(dir, e))?;
        let path = entry.path();
        let Some(file_name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if let Some(name) = DumpName::parse(file_name, kind) {
            if path.is_file() {
                by_id.entry(name.id.clone()).or_default().push((name, path));
            }
        }
    }
    let mut modules = Vec::new();
    for (id, mut found) in by_id {
        if found.len() > 1 {
            found.sort_by(|a, b| a.1.cmp(&b.1));
            let names: Vec<String> = found.iter().map(|(_, p)| p.display().to_string()).collect();
            eprintln!(
                "warning: module_{id}: dumped {} times ({}); skipped: XLA compiles it itself",
                found.len(),
                names.join(", ")
            );
            continue;
        }
        modules.extend(found);
    }
    if modules.is_empty() {
        return Err(CliError::NotInInput {
            file: dir.display().to_string(),
            message: format!(
                "no XLA module dump (module_NNNN.NAME.{}) in this directory",
                kind.suffix()
            ),
        });
    }
    Ok(modules)
}
