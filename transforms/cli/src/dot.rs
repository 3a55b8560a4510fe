//! `syncflow dot`: the control-flow graph of a function as Graphviz dot, or as SVG.
//!
//! Each block is a box listing its barriers; the box is filled by the most telling barrier in
//! it: red for a barrier under divergent control, yellow for a kept one, green when every
//! barrier in it was removed. Blocks ending in a divergent branch get a red border and red
//! dashed out-edges. Each barrier's Before/After access classes are in the label (unless
//! `--no-sets`) and in the node's `tooltip` (shown on hover in Graphviz's SVG).
//!
//! `--svg` renders with Graphviz's `dot` when it is on `PATH` and with the pure-Rust
//! [`layout`] crate otherwise (`--renderer` chooses explicitly).

use crate::input::{read_module, write_output, InputError};
use crate::view::{analyse, BarrierView, Divergence, FunctionView, ModuleView};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use syncflow_ir::{Module, Opcode};
use syncflow_transforms::knobs::Knobs;

/// Options of `syncflow dot`.
#[derive(Debug, clap::Args)]
pub struct DotArgs {
    /// The LLVM IR file to read (`-` for standard input).
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
    /// A built-in preset deciding the barriers: sound (default), cicc, conservative, none.
    #[arg(long, default_value = "sound", conflicts_with = "preset_file")]
    pub preset: String,
    /// A preset file (TOML, the format of transforms/presets/*.toml; default: none, --preset
    /// is used).
    #[arg(long, value_name = "FILE")]
    pub preset_file: Option<PathBuf>,
    /// Override a knob: NAME=VALUE (repeatable; default: none, the preset's values).
    #[arg(long = "knob", value_name = "NAME=VALUE")]
    pub knobs: Vec<String>,
    /// Leave the Before/After sets out of the labels (they stay in the tooltips).
    #[arg(long)]
    pub no_sets: bool,
    /// Write here instead of standard output (`-` for standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT", default_value = "-")]
    pub output: PathBuf,
}

/// How `--svg` is rendered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Renderer {
    /// Graphviz when `dot` is on `PATH`, else built-in.
    #[default]
    Auto,
    /// Graphviz's `dot -Tsvg` (an error when it is missing).
    Graphviz,
    /// The pure-Rust `layout-rs` renderer.
    Builtin,
}

/// Loads a preset (by name or file) and applies `--knob` overrides; returns the preset's
/// display name and the knobs.
pub fn load_knobs(
    preset: &str,
    preset_file: Option<&std::path::Path>,
    overrides: &[String],
) -> Result<(String, Knobs), InputError> {
    let (name, knobs) = match preset_file {
        Some(path) => (path.display().to_string(), Knobs::preset_file(path)),
        None => (preset.to_string(), Knobs::preset(preset)),
    };
    let mut knobs = knobs.map_err(|e| InputError(e.to_string()))?;
    for k in overrides {
        knobs.set(k).map_err(|e| InputError(e.to_string()))?;
    }
    Ok((name, knobs))
}

/// Quotes `s` as a dot string.
fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The state of one barrier in the picture.
fn status(b: &BarrierView) -> &'static str {
    if b.divergent.is_some() {
        "DIVERGENT"
    } else if b.decision.removed {
        "removed"
    } else {
        "kept"
    }
}

fn set_text(v: &[String]) -> String {
    if v.is_empty() {
        "{}".to_string()
    } else {
        format!("{{{}}}", v.join(", "))
    }
}

/// Writes the dot statements of one function's CFG; node names are prefixed with `prefix`.
fn function_body(
    out: &mut String,
    module: &Module,
    f: &FunctionView,
    divergence: &Divergence,
    prefix: &str,
    sets: bool,
) {
    let func = &module.functions[f.id];
    for (id, block) in func.blocks.iter_enumerated() {
        let barriers: Vec<&BarrierView> = f.barriers.iter().filter(|b| b.block == id).collect();
        let mut label = format!("%{}", block.name);
        let mut tooltip = Vec::new();
        for b in &barriers {
            let at = b
                .place
                .as_ref()
                .map(|p| format!("{}:{}", p.file, p.line))
                .unwrap_or_else(|| format!("#{}", b.index));
            let intrinsic = b
                .decision
                .intrinsic
                .trim_start_matches("llvm.nvvm.")
                .to_string();
            let _ = write!(label, "\n[{}] {intrinsic} {at}", status(b));
            if sets {
                let _ = write!(
                    label,
                    "\n  above: {}\n  below: {}",
                    set_text(&b.before),
                    set_text(&b.after)
                );
            }
            tooltip.push(format!(
                "{at} {}: {}. Before = {}; After = {}",
                status(b),
                b.decision.reason.describe(),
                set_text(&b.before),
                set_text(&b.after)
            ));
        }
        let divergent_branch = divergence.oracle.is_divergent_branch(f.id, id);
        let fill = if barriers.iter().any(|b| b.divergent.is_some()) {
            Some("#f4b6b6")
        } else if barriers.iter().any(|b| !b.decision.removed) {
            Some("#fde9a9")
        } else if !barriers.is_empty() {
            Some("#c6efc6")
        } else {
            None
        };
        let mut attrs = vec![format!("label={}", quote(&label))];
        if let Some(fill) = fill {
            attrs.push("style=filled".into());
            attrs.push(format!("fillcolor={}", quote(fill)));
        }
        if divergent_branch {
            attrs.push("color=\"red\"".into());
            attrs.push("penwidth=2".into());
        }
        if !tooltip.is_empty() {
            attrs.push(format!("tooltip={}", quote(&tooltip.join("\n"))));
        }
        let _ = writeln!(out, "  {prefix}b{} [{}];", id.index(), attrs.join(", "));
    }
    for (id, block) in func.blocks.iter_enumerated() {
        let term = &func.insts[block.terminator()];
        let succs: Vec<_> = term.successors().collect();
        let divergent_branch = divergence.oracle.is_divergent_branch(f.id, id);
        for (i, s) in succs.iter().enumerate() {
            let mut attrs = Vec::new();
            if matches!(term.opcode, Opcode::Br) && succs.len() == 2 {
                attrs.push(format!("label={}", if i == 0 { "\"T\"" } else { "\"F\"" }));
            }
            if divergent_branch {
                attrs.push("color=\"red\"".into());
                attrs.push("style=dashed".into());
            }
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" [{}]", attrs.join(", "))
            };
            let _ = writeln!(
                out,
                "  {prefix}b{} -> {prefix}b{}{attrs};",
                id.index(),
                s.index()
            );
        }
    }
}

/// The dot text of `functions` (all of `view`'s when `None`), one cluster per function when
/// there are several.
pub fn render_dot(
    module: &Module,
    view: &ModuleView,
    only: Option<&str>,
    preset: &str,
    sets: bool,
) -> String {
    let chosen: Vec<&FunctionView> = view
        .functions
        .iter()
        .filter(|f| only.is_none_or(|n| n == f.name))
        .collect();
    let mut out = String::new();
    let title = match chosen.as_slice() {
        [one] => format!("@{} (preset {preset})", one.name),
        _ => format!("{} (preset {preset})", module.source_name),
    };
    let _ = writeln!(out, "digraph {} {{", quote(&title));
    let _ = writeln!(
        out,
        "  graph [label={}, labelloc=t, fontname=\"monospace\"];",
        quote(&title)
    );
    let _ = writeln!(
        out,
        "  node [shape=box, fontname=\"monospace\", fontsize=10];"
    );
    let _ = writeln!(out, "  edge [fontname=\"monospace\", fontsize=9];");
    if let [one] = chosen.as_slice() {
        function_body(&mut out, module, one, &view.divergence, "", sets);
    } else {
        for (i, f) in chosen.iter().enumerate() {
            let _ = writeln!(out, "  subgraph cluster_{i} {{");
            let kind = if f.kernel {
                "kernel"
            } else {
                "device function"
            };
            let _ = writeln!(out, "  label={};", quote(&format!("{kind} @{}", f.name)));
            function_body(
                &mut out,
                module,
                f,
                &view.divergence,
                &format!("f{i}_"),
                sets,
            );
            let _ = writeln!(out, "  }}");
        }
    }
    out.push_str("}\n");
    out
}

/// True when Graphviz's `dot` runs.
pub fn graphviz_available() -> bool {
    Command::new("dot")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Renders dot text as SVG with `renderer`; the result starts at `<svg` (no XML prologue),
/// ready to inline into HTML.
pub fn render_svg(dot: &str, renderer: Renderer) -> Result<String, InputError> {
    let use_graphviz = match renderer {
        Renderer::Graphviz => true,
        Renderer::Builtin => false,
        Renderer::Auto => graphviz_available(),
    };
    let svg = if use_graphviz {
        graphviz_svg(dot)?
    } else {
        builtin_svg(dot)?
    };
    let start = svg.find("<svg").unwrap_or(0);
    Ok(svg[start..].to_string())
}

fn graphviz_svg(dot: &str) -> Result<String, InputError> {
    use std::io::Write as _;
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| InputError(format!("error: cannot run Graphviz's dot: {e}")))?;
    let mut stdin = child.stdin.take().expect("piped");
    let text = dot.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| InputError(format!("error: Graphviz's dot failed: {e}")))?;
    let _ = writer.join();
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        return Err(InputError(format!(
            "error: Graphviz's dot failed: {}",
            msg.lines().next().unwrap_or("")
        )));
    }
    String::from_utf8(out.stdout)
        .map_err(|_| InputError("error: Graphviz's dot wrote invalid UTF-8".into()))
}

/// Lays out and draws `dot` with the pure-Rust `layout-rs` crate.
pub fn builtin_svg(dot: &str) -> Result<String, InputError> {
    use layout::backends::svg::SVGWriter;
    use layout::gv::{DotParser, GraphBuilder};
    let mut parser = DotParser::new(dot);
    let graph = parser
        .process()
        .map_err(|e| InputError(format!("error: cannot lay out the graph: {e}")))?;
    let mut builder = GraphBuilder::new();
    builder.visit_graph(&graph);
    let mut visual = builder.get();
    if visual.num_nodes() == 0 {
        return Ok(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"></svg>\n".into(),
        );
    }
    let mut svg = SVGWriter::new();
    visual.do_it(false, false, false, &mut svg);
    Ok(svg.finalize())
}

/// Runs `syncflow dot`.
pub fn run(args: &DotArgs) -> Result<(), InputError> {
    let (preset, knobs) = load_knobs(&args.preset, args.preset_file.as_deref(), &args.knobs)?;
    let module = read_module(&args.input)?;
    if let Some(name) = &args.function {
        let found = module
            .functions
            .iter()
            .any(|f| f.is_defined && &f.name == name);
        if !found {
            return Err(InputError(format!(
                "{}: error: no defined function named '{name}'",
                module.source_name
            )));
        }
    }
    let view = analyse(&module, &knobs);
    let dot = render_dot(
        &module,
        &view,
        args.function.as_deref(),
        &preset,
        !args.no_sets,
    );
    let text = if args.svg {
        render_svg(&dot, args.renderer)?
    } else {
        dot
    };
    write_output(&args.output, &text)
}
