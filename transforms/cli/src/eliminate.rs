//! `syncflow eliminate`: remove the barriers that order nothing, and say why for each.

use crate::shared::args::{block_label, PresetArgs};
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use crate::shared::style::{
    render_remarks, ColorChoice, Palette, RemarkOptions, SourceFiles, Stream,
};
use crate::shared::view::analyse;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use syncflow_analyses::liveness::Certificate;
use syncflow_ir::{print_module, Module, SourceLoc};
use syncflow_transforms::eliminate::{BarrierDecision, Elimination, Reason};
use syncflow_transforms::knobs::Knobs;

/// Options of `syncflow eliminate`.
#[derive(Debug, clap::Args)]
pub struct EliminateArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// The preset and knobs that decide the barriers.
    #[command(flatten)]
    pub preset: PresetArgs,
    /// Print the report as one JSON document.
    #[arg(long)]
    pub json: bool,
    /// Write the transformed module here (`-` for standard output; the report then goes to
    /// standard error; default: the module is not written).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Colour the remarks: auto (on a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub color: ColorChoice,
    /// Print only the summary line.
    #[arg(short, long, conflicts_with_all = ["verbose", "json"])]
    pub quiet: bool,
    /// Also print the access classes above (Before) and below (After) each barrier.
    #[arg(short, long, conflicts_with = "json")]
    pub verbose: bool,
}

#[derive(Serialize)]
struct JsonBarrier {
    intrinsic: String,
    kind: &'static str,
    block: String,
    index: usize,
    file: Option<String>,
    line: Option<u32>,
    column: Option<u32>,
    removed: bool,
    pass: Option<&'static str>,
    reason: Option<String>,
    /// The proof of a `dominance` removal.
    #[serde(skip_serializing_if = "Option::is_none")]
    certificate: Option<Certificate>,
    /// For a barrier inlined from another function (or from a CUDA header), the call sites
    /// its own `!dbg` location was inlined through, innermost first; `file`/`line`/`column`
    /// above are the innermost frame in the user's source. Absent when not inlined.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    inlined_at: Vec<JsonFrame>,
    /// The barrier's own location when it is in a compiler or CUDA header (the frame the
    /// report skipped to reach the user's line). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    header_location: Option<JsonFrame>,
}

/// One source position.
#[derive(Serialize)]
struct JsonFrame {
    file: String,
    line: u32,
    column: u32,
}

#[derive(Serialize)]
struct JsonFunction {
    name: String,
    kernel: bool,
    barriers: Vec<JsonBarrier>,
}

#[derive(Serialize)]
struct JsonSummary {
    barriers: usize,
    removed: usize,
}

#[derive(Serialize)]
struct JsonReport {
    source: String,
    preset: String,
    /// The block asserted with `--block` (also in `knobs`), `null` when none.
    block: Option<[u32; 3]>,
    knobs: Knobs,
    functions: Vec<JsonFunction>,
    summary: JsonSummary,
    diagnostics: Vec<String>,
}

fn json_barrier(module: &Module, d: &BarrierDecision, result: &Elimination) -> JsonBarrier {
    let func = &module.functions[d.function];
    let inst = &func.insts[d.inst];
    let block = &func.blocks[inst.block];
    let loc = inst.debug_loc;
    JsonBarrier {
        intrinsic: d.intrinsic.clone(),
        kind: d.kind.name(),
        block: block.name.clone(),
        index: func.index_in_block(d.inst),
        file: loc.map(|l| module.debug_info.files[l.file].clone()),
        line: loc.map(|l| l.line),
        column: loc.map(|l| l.column),
        removed: d.removed,
        pass: d.pass.map(|p| p.as_str()),
        reason: Some(d.reason.describe()),
        certificate: result.certificate(d.function, d.inst).cloned(),
        inlined_at: inst
            .inline_frames
            .iter()
            .skip(1)
            .map(|f| frame(module, f))
            .collect(),
        header_location: inst
            .inline_frames
            .first()
            .filter(|own| Some(**own) != loc)
            .map(|own| frame(module, own)),
    }
}

fn frame(module: &Module, loc: &SourceLoc) -> JsonFrame {
    JsonFrame {
        file: module.debug_info.files[loc.file].clone(),
        line: loc.line,
        column: loc.column,
    }
}

fn json_report(module: &Module, preset: &str, knobs: &Knobs, result: &Elimination) -> JsonReport {
    let mut by_function: BTreeMap<_, Vec<JsonBarrier>> = BTreeMap::new();
    for d in &result.decisions {
        by_function
            .entry(d.function)
            .or_default()
            .push(json_barrier(module, d, result));
    }
    let functions = module
        .functions
        .iter_enumerated()
        .filter(|(_, f)| f.is_defined)
        .map(|(id, f)| JsonFunction {
            name: f.name.clone(),
            kernel: f.is_kernel,
            barriers: by_function.remove(&id).unwrap_or_default(),
        })
        .collect();
    JsonReport {
        source: module.source_name.clone(),
        preset: preset.to_string(),
        block: knobs.block,
        knobs: knobs.clone(),
        functions,
        summary: JsonSummary {
            barriers: result.decisions.len(),
            removed: result.removed(),
        },
        diagnostics: result.diagnostics.clone(),
    }
}

/// Runs `syncflow eliminate`.
pub fn run(args: &EliminateArgs) -> Result<(), CliError> {
    let (preset_name, knobs) = args.preset.load()?;
    let to_stdout = args.output.as_deref() == Some(std::path::Path::new("-"));
    if to_stdout && args.json {
        return Err(CliError::Failed(
            "--json and -o - would both write to standard output".into(),
        ));
    }
    let module = {
        let _stage = tracing::info_span!("stage", name = "parse").entered();
        read_module(&args.input)?
    };
    let view = analyse(&module, &knobs);
    let result = &view.result;
    if let Some(out) = &args.output {
        let _stage = tracing::info_span!("stage", name = "print").entered();
        let text =
            print_module(&module, &result.removals).map_err(|e| CliError::Failed(e.to_string()))?;
        write_output(out, &text)?;
    }
    let _stage = tracing::info_span!("stage", name = "report").entered();
    for line in &result.diagnostics {
        eprintln!("{line}");
    }
    for place in &knobs.keep {
        let by = format!("--keep {place}");
        if !result
            .decisions
            .iter()
            .any(|d| matches!(&d.reason, Reason::Pinned(how) if *how == by))
        {
            eprintln!("warning: --keep {place}: no removal candidate barrier at that line");
        }
    }
    let report = if args.json {
        let mut s =
            serde_json::to_string_pretty(&json_report(&module, &preset_name, &knobs, result))
                .expect("serialises");
        s.push('\n');
        s
    } else {
        let stream = if to_stdout {
            Stream::Stderr
        } else {
            Stream::Stdout
        };
        let options = RemarkOptions {
            palette: Palette::new(args.color.enabled(stream)),
            quiet: args.quiet,
            verbose: args.verbose,
        };
        let mut sources = SourceFiles::next_to(&args.input);
        let label = format!("{preset_name}{}", block_label(knobs.block));
        render_remarks(&module, &label, &view, &mut sources, options)
    };
    if to_stdout {
        eprint!("{report}");
        Ok(())
    } else {
        write_output(std::path::Path::new("-"), &report)
    }
}
