//! CFG pictures: a module's decided barriers drawn as Graphviz dot (each block a box listing its
//! barriers, filled by the most telling one; divergent branches in red; Before/After sets in the
//! labels and tooltips), and SVG from Graphviz's `dot` when installed or the pure-Rust
//! [`layout`] crate otherwise. Used by `syncflow dot` and by the pictures of `syncflow report`.

use crate::shared::error::CliError;
use std::fmt::Write;
use std::process::{Command, Stdio};
use syncflow_ir::{format_location, Module, Opcode};
use syncflow_transforms::eliminate::UniformityDivergence;
use syncflow_transforms::view::{BarrierView, FunctionView, ModuleView};

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
    divergence: &UniformityDivergence,
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
                .map(|p| format_location(&p.file, p.line, None))
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
        let divergent_branch = divergence.is_divergent_branch(f.id, id);
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
        let divergent_branch = divergence.is_divergent_branch(f.id, id);
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
pub fn render_svg(dot: &str, renderer: Renderer) -> Result<String, CliError> {
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

fn graphviz_svg(dot: &str) -> Result<String, CliError> {
    use std::io::Write as _;
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| CliError::Failed(format!("cannot run Graphviz's dot: {e}")))?;
    let mut stdin = child.stdin.take().expect("piped");
    let text = dot.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| CliError::Failed(format!("Graphviz's dot failed: {e}")))?;
    let _ = writer.join();
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        return Err(CliError::Failed(format!(
            "Graphviz's dot failed: {}",
            msg.lines().next().unwrap_or("")
        )));
    }
    String::from_utf8(out.stdout)
        .map_err(|_| CliError::Failed("Graphviz's dot wrote invalid UTF-8".into()))
}

/// The largest graph the built-in renderer lays out. layout-rs' layout is not linear: on a
/// 106-block Triton attention kernel it ran for over 20 minutes, while generated 106-block
/// kernels take 0.1 s and 200-block ones 10 s. Larger graphs get an error that says how to
/// draw them (Graphviz, or the dot text) instead of an unbounded wait.
pub const BUILTIN_MAX_NODES: usize = 64;

/// Lays out and draws `dot` with the pure-Rust `layout-rs` crate (graphs of at most
/// [`BUILTIN_MAX_NODES`] blocks).
pub fn builtin_svg(dot: &str) -> Result<String, CliError> {
    use layout::gv::{DotParser, GraphBuilder};
    let mut parser = DotParser::new(dot);
    let graph = parser
        .process()
        .map_err(|e| CliError::Failed(format!("cannot lay out the graph: {e}")))?;
    let mut builder = GraphBuilder::new();
    builder.visit_graph(&graph);
    let mut visual = builder.get();
    if visual.num_nodes() > BUILTIN_MAX_NODES {
        return Err(CliError::Failed(format!(
            "a graph of {} blocks is larger than the built-in renderer draws ({BUILTIN_MAX_NODES}): \
             install Graphviz (`--renderer graphviz`), or draw the dot text (`syncflow dot` without --svg)",
            visual.num_nodes()
        )));
    }
    if visual.num_nodes() == 0 {
        return Ok(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"></svg>\n".into(),
        );
    }
    let mut svg = crate::shared::svg_size::SizedSvg::default();
    visual.do_it(false, false, false, &mut svg);
    Ok(svg.finalize())
}

/// A module's functions as one SVG, drawing every function it can.
///
/// Graphviz draws the whole module at once. The built-in renderer takes at most
/// [`BUILTIN_MAX_NODES`] blocks: when the chosen functions together are more, each function
/// is drawn on its own and the pictures are stacked, a function larger than the cap getting
/// a line of text in its place (its name is returned, so the caller can say so). An error
/// only when not one function can be drawn.
pub fn render_functions_svg(
    module: &Module,
    view: &ModuleView,
    only: Option<&str>,
    preset: &str,
    sets: bool,
    renderer: Renderer,
) -> Result<(String, Vec<String>), CliError> {
    let whole = render_dot(module, view, only, preset, sets);
    let use_graphviz = match renderer {
        Renderer::Graphviz => true,
        Renderer::Builtin => false,
        Renderer::Auto => graphviz_available(),
    };
    let chosen: Vec<&FunctionView> = view
        .functions
        .iter()
        .filter(|f| only.is_none_or(|n| n == f.name))
        .collect();
    let blocks: usize = chosen
        .iter()
        .map(|f| module.functions[f.id].blocks.len())
        .sum();
    if use_graphviz || chosen.len() <= 1 || blocks <= BUILTIN_MAX_NODES {
        return Ok((render_svg(&whole, renderer)?, Vec::new()));
    }
    let mut pieces = Vec::new();
    let mut skipped = Vec::new();
    for f in &chosen {
        let n = module.functions[f.id].blocks.len();
        if n > BUILTIN_MAX_NODES {
            skipped.push(f.name.clone());
            pieces.push(Piece::Note(format!(
                "@{}: {n} blocks, more than the built-in renderer draws ({BUILTIN_MAX_NODES}); \
                 `syncflow dot --function {}` gives its dot text, Graphviz draws it",
                f.name, f.name
            )));
        } else {
            let dot = render_dot(module, view, Some(&f.name), preset, sets);
            pieces.push(Piece::Svg(builtin_svg(&dot)?));
        }
    }
    if skipped.len() == chosen.len() {
        return Err(CliError::Failed(format!(
            "every function has more blocks than the built-in renderer draws ({BUILTIN_MAX_NODES}): \
             install Graphviz (`--renderer graphviz`), or draw the dot text (`syncflow dot` without --svg)"
        )));
    }
    Ok((stack(&pieces), skipped))
}

/// One function's picture in a stacked SVG, or the line standing in for it.
enum Piece {
    Svg(String),
    Note(String),
}

/// The number in attribute `name="…"` of an SVG's root element.
fn root_dimension(svg: &str, name: &str) -> f64 {
    let root = &svg[..svg.find('>').unwrap_or(svg.len())];
    root.split_once(&format!(" {name}=\""))
        .and_then(|(_, rest)| rest.split('"').next())
        .and_then(|v| v.trim_end_matches("px").parse().ok())
        .unwrap_or(0.0)
}

/// Pictures one under the other, 24 units apart, in one SVG document.
fn stack(pieces: &[Piece]) -> String {
    const GAP: f64 = 24.0;
    const NOTE: f64 = 28.0;
    let mut body = String::new();
    let (mut y, mut width) = (0.0f64, 0.0f64);
    for piece in pieces {
        match piece {
            Piece::Svg(svg) => {
                let (w, h) = (root_dimension(svg, "width"), root_dimension(svg, "height"));
                let svg = &svg[svg.find("<svg").unwrap_or(0)..];
                let _ = write!(body, "<svg x=\"0\" y=\"{y}\"{}", &svg["<svg".len()..]);
                if !body.ends_with('\n') {
                    body.push('\n');
                }
                width = width.max(w);
                y += h + GAP;
            }
            Piece::Note(text) => {
                let escaped = text
                    .replace('&', "&amp;")
                    .replace('<', "&lt;")
                    .replace('>', "&gt;");
                let _ = writeln!(
                    body,
                    "<text x=\"8\" y=\"{}\" font-family=\"monospace\" font-size=\"14\">{escaped}</text>",
                    y + NOTE * 0.7
                );
                width = width.max(8.0 * text.len() as f64 + 16.0);
                y += NOTE + GAP;
            }
        }
    }
    let height = (y - GAP).max(0.0);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\">\n{body}</svg>\n"
    )
}
