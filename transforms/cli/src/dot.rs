//! `syncflow dot`: the control-flow graph of a function as Graphviz dot, or as SVG.
//!
//! Each block is a box listing its barriers; the box is filled by the most telling barrier in
//! it: red for a barrier under divergent control, yellow for a kept one, green when every
//! barrier in it was removed. Blocks ending in a divergent branch get a red border and red
//! dashed out-edges. Each barrier's Before/After access classes are in the label (unless
//! `--no-sets`) and in the node's `tooltip` (shown on hover in Graphviz's SVG).
//!
//! `--svg` renders with Graphviz's `dot` when it is on `PATH` and with the pure-Rust
//! [`layout`] crate otherwise (`--renderer` chooses explicitly). The built-in renderer takes
//! at most 64 blocks at once: a module larger than that is drawn function by function, and a
//! function larger than that is named in a note (in the picture and on standard error)
//! instead of refusing the whole module.

use crate::shared::args::PresetArgs;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use crate::shared::picture::{render_dot, render_functions_svg, Renderer};
use std::path::PathBuf;
use syncflow_transforms::view::ModuleView;

/// Options of `syncflow dot`.
#[derive(Debug, clap::Args)]
pub struct DotArgs {
    /// The LLVM IR (`.ll`) or PTX (`.ptx`) file to read (`-` for standard input).
    pub input: PathBuf,
    /// Draw only this function (default: every defined function, one cluster each).
    #[arg(long, value_name = "NAME")]
    pub function: Option<String>,
    /// Render SVG instead of printing dot.
    #[arg(long)]
    pub svg: bool,
    /// SVG renderer: auto (Graphviz `dot` when installed, else built-in), graphviz, builtin.
    #[arg(long, value_enum, default_value_t = Renderer::Auto, requires = "svg")]
    pub renderer: Renderer,
    /// The preset and knobs that decide the barriers.
    #[command(flatten)]
    pub preset: PresetArgs,
    /// Leave the Before/After sets out of the labels (they stay in the tooltips).
    #[arg(long)]
    pub no_sets: bool,
    /// Write here instead of standard output (`-` for standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT", default_value = "-")]
    pub output: PathBuf,
}

/// Runs `syncflow dot`.
pub fn run(args: &DotArgs) -> Result<(), CliError> {
    let (preset, knobs) = args.preset.load()?;
    let module = read_module(&args.input)?;
    if let Some(name) = &args.function {
        let found = module
            .functions
            .iter()
            .any(|f| f.is_defined && &f.name == name);
        if !found {
            return Err(CliError::NotInInput {
                file: module.source_name.clone(),
                message: format!("no defined function named '{name}'"),
            });
        }
    }
    let view = ModuleView::new(&module, &knobs, true);
    let only = args.function.as_deref();
    let text = if args.svg {
        let (svg, skipped) =
            render_functions_svg(&module, &view, only, &preset, !args.no_sets, args.renderer)?;
        for name in skipped {
            eprintln!(
                "note: @{name} is not drawn: more blocks than the built-in renderer takes \
                 (`--function {name}` without --svg gives its dot text; Graphviz draws it)"
            );
        }
        svg
    } else {
        render_dot(&module, &view, only, &preset, !args.no_sets)
    };
    write_output(&args.output, &text)
}
