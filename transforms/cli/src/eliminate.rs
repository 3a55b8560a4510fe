//! `syncflow eliminate`: remove the barriers that order nothing, and say why for each.

use crate::shared::args::{block_label, PresetArgs};
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use crate::shared::style::{
    render_remarks, ColorChoice, Palette, RemarkOptions, SourceFiles, Stream,
};
use std::path::PathBuf;
use syncflow_transforms::pipeline::{decide, unmatched_keeps};
use syncflow_transforms::report::EliminationReport;
use syncflow_transforms::view::ModuleView;

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
    // The JSON document needs the decisions only (the library renders it); the remarks also
    // show places, and with --verbose Before/After, gathered by the library's view.
    let view = (!args.json).then(|| ModuleView::new(&module, &knobs, args.verbose));
    let decided;
    let result = match &view {
        Some(view) => &view.result,
        None => {
            decided = decide(&module, &knobs);
            &decided
        }
    };
    if let Some(out) = &args.output {
        let _stage = tracing::info_span!("stage", name = "print").entered();
        let text = result
            .print(&module)
            .map_err(|e| CliError::Failed(e.to_string()))?;
        write_output(out, &text)?;
    }
    let _stage = tracing::info_span!("stage", name = "report").entered();
    for line in &result.diagnostics {
        eprintln!("{line}");
    }
    for place in unmatched_keeps(&knobs, result) {
        eprintln!("warning: --keep {place}: no removal candidate barrier at that line");
    }
    let report = match &view {
        None => EliminationReport::new(&module, &preset_name, &knobs, result).to_json(),
        Some(view) => {
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
            render_remarks(&module, &label, view, &mut sources, options)
        }
    };
    if to_stdout {
        eprint!("{report}");
        Ok(())
    } else {
        write_output(std::path::Path::new("-"), &report)
    }
}
