//! `syncflow dataflow`: the fixpoint of one of syncflow's analyses, written out state by state.
//!
//! For each defined function (or the one `--function` names) it solves the named analysis and
//! prints its [`FixpointDump`]: the state at every block's start and end, and with
//! `--statements` the state after every instruction and what the instruction changed. `--format
//! dot` draws it (one table per block; `dot -Tsvg`), `--format json` gives one document.
//!
//! The analyses it names:
//! - `hazard-before`: Before(·), forward: the access classes on some path since the last
//!   remaining barrier (docs/design.md §4);
//! - `hazard-after`: After(·), backward: the classes on some path until the next barrier.
//!
//! They are solved on the input as read, no barrier removed, with the memory model the preset
//! and knobs choose — the sets `dot` and `explain` show. The library call behind it is
//! `Results::dump` of `syncflow_framework::dataflow`, which any analysis on the engine has.

use crate::shared::args::PresetArgs;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use fixedbitset::FixedBitSet;
use serde::Serialize;
use std::path::PathBuf;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::memory::EffectTable;
use syncflow_framework::dataflow::{DumpDetail, FixpointDump};

/// The analyses `syncflow dataflow` can dump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum DumpedAnalysis {
    /// Before(·): the accesses since the last barrier (forward).
    HazardBefore,
    /// After(·): the accesses until the next barrier (backward).
    HazardAfter,
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum DumpFormat {
    /// Graphviz, one table per block.
    Dot,
    /// One JSON document: `[{function, dump}]`.
    Json,
}

/// Options of `syncflow dataflow`.
#[derive(Debug, clap::Args)]
pub struct DataflowArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// The analysis whose fixpoint to write.
    #[arg(long, value_enum)]
    pub analysis: DumpedAnalysis,
    /// Only this function (default: every defined function).
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// Also the state after every instruction, with what it changed.
    #[arg(long)]
    pub statements: bool,
    /// The output format.
    #[arg(long, value_enum, default_value = "dot")]
    pub format: DumpFormat,
    /// The preset and knobs that choose the memory model.
    #[command(flatten)]
    pub preset: PresetArgs,
    /// Write here instead of standard output (`-` for standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT", default_value = "-")]
    pub output: PathBuf,
}

#[derive(Serialize)]
struct FunctionDump {
    function: String,
    dump: FixpointDump,
}

/// Runs `syncflow dataflow`.
pub fn run(args: &DataflowArgs) -> Result<(), CliError> {
    let (_preset, knobs) = args.preset.load()?;
    let module = read_module(&args.input)?;
    let selected: Vec<_> = module
        .functions
        .iter_enumerated()
        .filter(|(_, f)| f.is_defined)
        .filter(|(_, f)| args.function.as_ref().is_none_or(|name| &f.name == name))
        .map(|(id, _)| id)
        .collect();
    if selected.is_empty() {
        let message = match &args.function {
            Some(name) => format!("no defined function named '{name}'"),
            None => "no defined function".to_string(),
        };
        return Err(CliError::NotInInput {
            file: module.source_name.clone(),
            message,
        });
    }
    let detail = if args.statements {
        DumpDetail::Statements
    } else {
        DumpDetail::Blocks
    };
    let table = EffectTable::new(&module, knobs.effect_options());
    let dumps: Vec<FunctionDump> = selected
        .into_iter()
        .map(|id| {
            let func = &module.functions[id];
            let effects = table.function_effects(&module, id);
            let cfg = func.cfg();
            let removed = FixedBitSet::with_capacity(func.insts.len());
            // As the eliminator sees them: group-queue copies on one side of a barrier each.
            let sides = table.function_sides_in(&module, id, None);
            let intervals = HazardIntervals::with_sides(
                &cfg,
                func,
                &effects,
                table.objects(),
                HazardOptions::default(),
                &removed,
                syncflow_analyses::memory::Redefinitions::none(),
                &sides,
            );
            let mut dump = match args.analysis {
                DumpedAnalysis::HazardBefore => {
                    intervals.dump_before(&module, func, table.objects(), detail)
                }
                DumpedAnalysis::HazardAfter => {
                    intervals.dump_after(&module, func, table.objects(), detail)
                }
            };
            dump.analysis = format!("{} @{}", dump.analysis, func.name);
            FunctionDump {
                function: func.name.clone(),
                dump,
            }
        })
        .collect();
    let text = match args.format {
        DumpFormat::Dot => dumps.iter().map(|d| d.dump.to_dot()).collect::<String>(),
        DumpFormat::Json => {
            let mut text = serde_json::to_string_pretty(&dumps).expect("dumps serialise");
            text.push('\n');
            text
        }
    };
    write_output(&args.output, &text)
}
