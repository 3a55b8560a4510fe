//! Terminal styling shared by the commands: the `--color` choice, ANSI colours, clang-style
//! remarks with the source line and a caret, and the tracing (`RUST_LOG`) set-up.

use std::collections::HashMap;
use std::fmt::Write;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use syncflow_ir::{format_location, Instruction, Module};
use syncflow_transforms::view::{FunctionView, ModuleView};

/// When to colour the output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour when the stream is a terminal and `NO_COLOR` is unset or empty.
    #[default]
    Auto,
    /// Always colour (overrides `NO_COLOR`).
    Always,
    /// Never colour.
    Never,
}

/// Which standard stream a report goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

impl ColorChoice {
    /// Whether to colour text written to `stream`.
    pub fn enabled(self, stream: Stream) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let tty = match stream {
                    Stream::Stdout => std::io::stdout().is_terminal(),
                    Stream::Stderr => std::io::stderr().is_terminal(),
                };
                tty && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
}

/// ANSI styling, or none.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    on: bool,
}

impl Palette {
    /// A palette that colours when `on`.
    pub fn new(on: bool) -> Self {
        Palette { on }
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

/// The palette's styles, one line each: `name = "SGR code"` declares `Palette::name`, which
/// paints its text with that code (or leaves it plain when colour is off).
macro_rules! styles {
    ($($(#[$doc:meta])* $name:ident = $code:literal;)*) => {
        impl Palette {
            $($(#[$doc])* pub fn $name(self, text: &str) -> String { self.paint($code, text) })*
        }
    };
}

styles! {
    /// Bold (locations, as clang prints them).
    bold = "1";
    /// Bold blue (`remark:`, clang's colour for remarks).
    remark = "1;34";
    /// Bold black/grey (`note:`).
    note = "1;90";
    /// Bold green (the caret).
    caret = "1;32";
    /// Green (removed).
    removed = "32";
    /// Yellow (kept).
    kept = "33";
    /// Bold red (errors).
    error = "1;31";
}

/// Source files found next to the IR, read once each.
#[derive(Debug)]
pub struct SourceFiles {
    /// Where relative names are looked up; `None` looks nothing up.
    base: Option<PathBuf>,
    cache: HashMap<String, Option<Vec<String>>>,
}

impl SourceFiles {
    /// Sources are looked up relative to the directory of `ir` (the working directory for
    /// standard input); absolute names are used as they are.
    pub fn next_to(ir: &Path) -> Self {
        let base = if ir == Path::new("-") {
            PathBuf::from(".")
        } else {
            ir.parent()
                .filter(|p| !p.as_os_str().is_empty())
                .map(Path::to_path_buf)
                .unwrap_or_else(|| PathBuf::from("."))
        };
        SourceFiles {
            base: Some(base),
            cache: HashMap::new(),
        }
    }

    /// Finds no source at all (for inputs whose file names must not be trusted, such as a
    /// fuzzer's).
    pub fn none() -> Self {
        SourceFiles {
            base: None,
            cache: HashMap::new(),
        }
    }

    /// Line `line` (1-based) of `file`, when the file is found and has it.
    pub fn line(&mut self, file: &str, line: u32) -> Option<&str> {
        let base = self.base.as_ref()?;
        let lines = self.cache.entry(file.to_string()).or_insert_with(|| {
            std::fs::read_to_string(base.join(file))
                .ok()
                .map(|t| t.lines().map(str::to_string).collect())
        });
        let index = usize::try_from(line).ok()?.checked_sub(1)?;
        lines.as_ref()?.get(index).map(String::as_str)
    }
}

/// How `render_remarks` prints.
#[derive(Clone, Copy, Debug)]
pub struct RemarkOptions {
    /// Colours.
    pub palette: Palette,
    /// Only the summary line.
    pub quiet: bool,
    /// Also the access classes above and below each barrier.
    pub verbose: bool,
}

/// The source line and a caret under `column`, clang style (`  11 |   __syncthreads();`).
pub fn snippet(out: &mut String, text: &str, line: u32, column: u32, palette: Palette) {
    let gutter = format!("{line:>5}");
    let _ = writeln!(out, "{gutter} | {text}");
    // Keep tabs so the caret lines up under the same tab stops.
    let pad: String = text
        .chars()
        .take(column.saturating_sub(1) as usize)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let _ = writeln!(
        out,
        "{} | {pad}{}",
        " ".repeat(gutter.len()),
        palette.caret("^")
    );
}

/// The remarks of `eliminate`: for each barrier `file:line:col: remark: kept|removed
/// barrier: <reason> [pass]`, the source line with a caret when the source is found, and with
/// `verbose` two notes listing the access classes above and below; then the summary line.
pub fn render_remarks(
    module: &Module,
    preset: &str,
    view: &ModuleView,
    sources: &mut SourceFiles,
    options: RemarkOptions,
) -> String {
    let p = options.palette;
    let mut out = String::new();
    if !options.quiet {
        for f in &view.functions {
            render_function(&mut out, module, f, sources, options);
        }
    }
    let narrowed = match view.result.narrowed_barriers() {
        0 => String::new(),
        n => format!(", {n} narrowed to LDS"),
    };
    let _ = writeln!(
        out,
        "{}: {} barriers, {} removed{narrowed} (preset {preset})",
        p.bold(&module.source_name),
        view.result.decisions.len(),
        view.result.removed()
    );
    out
}

fn render_function(
    out: &mut String,
    module: &Module,
    f: &FunctionView,
    sources: &mut SourceFiles,
    options: RemarkOptions,
) {
    let p = options.palette;
    let func = &module.functions[f.id];
    // Copies of one source barrier (a loop the compiler unrolled, code it duplicated) share a
    // place; each is told apart by its number among them and its block.
    let places: Vec<String> = f
        .barriers
        .iter()
        .map(|b| b.at(&func.name, &func.blocks[b.block].name))
        .collect();
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (b, at) in f.barriers.iter().zip(&places) {
        let d = &b.decision;
        let copies = places.iter().filter(|p| *p == at).count();
        let copy = if copies > 1 {
            let k = seen.entry(at.as_str()).or_default();
            *k += 1;
            format!(
                " (copy {k} of {copies} at this place: block %{}, instruction {})",
                func.blocks[b.block].name, b.index
            )
        } else {
            String::new()
        };
        let at = at.clone();
        let verb = if d.removed {
            p.removed("removed barrier")
        } else {
            p.kept("kept barrier")
        };
        let pass = d
            .pass
            .map(|pass| format!(" [{}]", pass.as_str()))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}: {} {verb}: {}{pass}{copy}",
            p.bold(&at),
            p.remark("remark:"),
            d.reason.describe()
        );
        if let Some(why) = &d.narrowed {
            let _ = writeln!(
                out,
                "{}: {} {}: {why}",
                p.bold(&at),
                p.remark("remark:"),
                syncflow_transforms::report::WEAKENED
            );
        }
        if let Some(place) = &b.place {
            if let Some(text) = sources.line(&place.file, place.line) {
                let text = text.to_string();
                snippet(out, &text, place.line, place.column, p);
            }
        }
        inline_notes(out, module, &func.insts[d.inst], &at, p);
        if options.verbose {
            let list = |v: &[String]| {
                if v.is_empty() {
                    "nothing".to_string()
                } else {
                    v.join(", ")
                }
            };
            for (side, set) in [("above (Before)", &b.before), ("below (After)", &b.after)] {
                let _ = writeln!(
                    out,
                    "{}: {} {side}: {}",
                    p.bold(&at),
                    p.note("note:"),
                    list(set)
                );
            }
        }
    }
}

/// For a barrier in inlined code, one note per other frame of its inline chain: `inlined from`
/// for the frames inside it (the header function it came from, innermost first), `inlined at`
/// for the call sites outside the reported frame (where the user's function was inlined).
fn inline_notes(out: &mut String, module: &Module, inst: &Instruction, at: &str, p: Palette) {
    let reported = inst.debug_loc;
    let own = inst.inline_frames.iter().position(|f| Some(*f) == reported);
    if !inst.inline_frames.is_empty()
        && inst
            .inline_frames
            .iter()
            .all(|f| module.debug_info.is_toolchain_file(f.file))
    {
        let _ = writeln!(
            out,
            "{}: {} every frame of its inline chain is in a toolchain header (CUDA, clang, \
             Triton); reported at the outermost",
            p.bold(at),
            p.note("note:"),
        );
    }
    for (i, frame) in inst.inline_frames.iter().enumerate() {
        let how = match own {
            Some(own) if i < own => "inlined from",
            Some(own) if i == own => continue,
            _ => "inlined at",
        };
        let _ = writeln!(
            out,
            "{}: {} {how} {}",
            p.bold(at),
            p.note("note:"),
            format_location(
                &module.debug_info.files[frame.file],
                frame.line,
                Some(frame.column)
            )
        );
    }
}

/// Installs a `tracing` subscriber writing to standard error when `RUST_LOG` is set (the
/// `env_logger` syntax: `RUST_LOG=debug`, `RUST_LOG=syncflow_framework::dataflow=debug`).
/// Each dataflow solve is a span (`dataflow{analysis=… blocks=… mode=…}`) whose close is
/// logged with its timing, and the engine's events (`fixed point reached visits=… changes=…`)
/// are printed inside it.
pub fn init_tracing() {
    let Ok(filter) = tracing_subscriber::EnvFilter::try_from_env("RUST_LOG") else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(ColorChoice::Auto.enabled(Stream::Stderr))
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .with_target(true)
        .try_init();
}
