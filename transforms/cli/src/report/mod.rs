//! `syncflow report`: many files at once, under three presets, as a table, JSON or HTML.
//!
//! Every path is a `.ll` file or a directory searched recursively for `*.ll`. Files are
//! decided in parallel (rayon) under the presets `sound`, `conservative` and `cicc`; a
//! progress bar is drawn on standard error when it is a terminal. A file that cannot be read
//! or parsed is listed with its message and the run goes on: the exit code is 0 whatever the
//! files hold, 2 only for usage errors (a bad option, a path that does not exist, an output
//! that cannot be written).
//!
//! This module gathers the report and prints its table and JSON; `report/html.rs` renders the
//! page ([`render_html`]).

mod html;
mod witness;

use crate::shared::divergence::finding_lines;
use crate::shared::error::CliError;
use crate::shared::input::{read_module, write_output};
use crate::shared::picture::{render_dot, render_svg, Renderer};
use crate::shared::style::SourceFiles;
pub use html::{esc, render_html};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use syncflow_analyses::uniformity::{ModuleUniformity, Options as UniformityOptions};
use syncflow_ir::Module;
use syncflow_transforms::eliminate::UniformityDivergence;
use syncflow_transforms::knobs::Knobs;
use syncflow_transforms::report::{BarrierPlace, LoopDepths};
use syncflow_transforms::view::ModuleView;

/// The presets every file is decided under, in report order.
pub const REPORT_PRESETS: [&str; 3] = ["sound", "conservative", "cicc"];

/// Options of `syncflow report`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Exit status: 0 when the report was produced, even if some files \
failed to parse (they are listed); 2 for usage errors (bad options, a missing path, an \
output that cannot be written)."
)]
pub struct ReportArgs {
    /// Files (`.ll`), directories (searched recursively for `*.ll`), or `-` for standard
    /// input.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Write a self-contained HTML page (one section per kernel, with its CFG) here (`-`:
    /// standard output, instead of the table; default: no page).
    #[arg(long, value_name = "OUT.html")]
    pub html: Option<PathBuf>,
    /// Print the report as one JSON document on standard output instead of the table.
    #[arg(long)]
    pub json: bool,
    /// SVG renderer for the HTML page: auto (Graphviz when installed), graphviz, builtin.
    #[arg(long, value_enum, default_value_t = Renderer::Auto)]
    pub renderer: Renderer,
    /// Worker threads (0: one per core).
    #[arg(short, long, default_value_t = 0, value_name = "N")]
    pub jobs: usize,
    /// Assert every launch's block, `X[,Y[,Z]]` threads, under every preset (as `eliminate
    /// --block`; default: nothing asserted); the report records it.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = crate::shared::args::parse_block_arg)]
    pub block: Option<[u32; 3]>,
    /// A launch file (one `syncflow check` launch per line): each barrier `sound` keeps in a
    /// launched kernel is removed alone and run (`check --ablate`), and the table gains the
    /// column `kept-no-witness`: kept barriers for which no run showed a reason (default:
    /// none, nothing is run).
    #[arg(long, value_name = "FILE")]
    pub launch: Option<PathBuf>,
}

/// How files are decided and drawn.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReportOptions {
    /// Draw CFGs with this renderer (HTML only).
    pub svg: Option<Renderer>,
    /// The block asserted with `--block`.
    pub block: Option<[u32; 3]>,
}

/// One preset's verdict on one barrier.
#[derive(Clone, Debug, Serialize)]
pub struct Verdict {
    /// Removed?
    pub removed: bool,
    /// The deciding pass.
    pub pass: Option<&'static str>,
    /// Why, in words.
    pub reason: String,
}

/// One barrier in the report.
#[derive(Clone, Debug, Serialize)]
pub struct ReportBarrier {
    /// Where it is (the fields of `eliminate --json`'s barriers, inline in the JSON).
    #[serde(flatten)]
    pub place: BarrierPlace,
    /// Under divergent control.
    pub divergent: bool,
    /// The verdict of each preset, by preset name.
    pub verdicts: BTreeMap<&'static str, Verdict>,
    /// Access classes above it, in the module as the `sound` preset leaves it.
    pub before: Vec<String>,
    /// Access classes below it, likewise.
    pub after: Vec<String>,
    /// With `--launch`, for a barrier `sound` keeps: what removing it alone showed (`needed`,
    /// `no-witness`, `inconclusive`, `not-executed`, or `no-launch` when no launch runs its
    /// kernel); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<&'static str>,
    /// Its instruction index in the function (not serialised: `place` says where it is).
    #[serde(skip)]
    pub inst: usize,
}

/// One defined function.
#[derive(Clone, Debug, Serialize)]
pub struct ReportFunction {
    /// Its name.
    pub name: String,
    /// Kernel entry point?
    pub kernel: bool,
    /// Number of blocks.
    pub blocks: usize,
    /// Its barriers (fences excluded).
    pub barriers: Vec<ReportBarrier>,
    /// Barriers removed, per preset.
    pub removed: BTreeMap<&'static str, usize>,
    /// Its CFG as SVG (HTML only; not serialised).
    #[serde(skip)]
    pub svg: Option<String>,
    /// Source lines of its barriers (HTML only).
    #[serde(skip)]
    pub source_lines: Vec<Option<String>>,
}

/// One input file.
#[derive(Clone, Debug, Serialize)]
pub struct ReportFile {
    /// The path as found.
    pub path: String,
    /// The error message when the file could not be read or parsed.
    pub error: Option<String>,
    /// Its defined functions.
    pub functions: Vec<ReportFunction>,
    /// The findings of `syncflow lint` on it.
    pub lint: Vec<String>,
}

/// Totals.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ReportSummary {
    /// Files examined.
    pub files: usize,
    /// Files that failed to read or parse.
    pub failed: usize,
    /// Kernels.
    pub kernels: usize,
    /// Defined functions.
    pub functions: usize,
    /// Barriers (fences excluded).
    pub barriers: usize,
    /// Barriers removed, per preset.
    pub removed: BTreeMap<&'static str, usize>,
    /// Barriers inside a loop (`loop_depth` ≥ 1): each runs once per iteration.
    pub in_loops: usize,
    /// Of those, removed, per preset.
    pub removed_in_loops: BTreeMap<&'static str, usize>,
    /// Findings of `syncflow lint` (barriers, or calls executing one, under divergent
    /// control).
    pub lint_findings: usize,
    /// With `--launch`: kept barriers by witness outcome (`report/witness.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witnesses: Option<BTreeMap<&'static str, usize>>,
}

/// The whole report, as `--json` prints it.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The presets used.
    pub presets: Vec<&'static str>,
    /// The block asserted with `--block` for every preset, `null` when none.
    pub block: Option<[u32; 3]>,
    /// Every file, in path order.
    pub files: Vec<ReportFile>,
    /// Totals.
    pub summary: ReportSummary,
    /// `{path, message}` of every failed file.
    pub failures: Vec<Failure>,
}

/// A file that could not be read or parsed.
#[derive(Clone, Debug, Serialize)]
pub struct Failure {
    /// Its path.
    pub path: String,
    /// The message (one line, `file:line:col: error: …`).
    pub message: String,
}

/// Expands files and directories into the sorted list of inputs. A missing path is an error;
/// a directory with no `.ll` or `.ptx` file in it is warned about.
pub fn collect_inputs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, CliError> {
    let mut out = Vec::new();
    for p in paths {
        if p.as_os_str() == "-" {
            out.push(p.clone());
            continue;
        }
        let meta = std::fs::metadata(p).map_err(|e| CliError::read(p, e))?;
        if meta.is_dir() {
            let mut found: Vec<PathBuf> = walkdir::WalkDir::new(p)
                .follow_links(false)
                .into_iter()
                .filter_map(Result::ok)
                .filter(|e| {
                    e.file_type().is_file()
                        && e.path()
                            .extension()
                            .is_some_and(|x| x == "ll" || x == "ptx")
                })
                .map(|e| e.into_path())
                .collect();
            found.sort();
            if found.is_empty() {
                eprintln!(
                    "{}: warning: no .ll or .ptx file in this directory",
                    p.display()
                );
            }
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn knobs_of(preset: &str, block: Option<[u32; 3]>) -> Knobs {
    let mut knobs = Knobs::preset(preset).expect("built-in preset");
    knobs.block = block;
    knobs
}

/// Decides one file under every preset (and draws its CFGs when `options.svg` is set).
pub fn report_file(path: &Path, options: ReportOptions) -> ReportFile {
    let name = crate::shared::input::display_name(path);
    match read_module(path) {
        Ok(module) => report_module(&module, &mut SourceFiles::next_to(path), options),
        Err(e) => ReportFile {
            path: name,
            error: Some(e.to_string().lines().next().unwrap_or("").to_string()),
            functions: Vec::new(),
            lint: Vec::new(),
        },
    }
}

/// Decides one parsed module under every preset (and draws its CFGs when `svg` is set);
/// `sources` finds the source lines the report quotes.
pub fn report_module(
    module: &Module,
    sources: &mut SourceFiles,
    options: ReportOptions,
) -> ReportFile {
    // One uniformity analysis serves every preset (it takes no knob) and the lint column.
    let (divergence, lint) = {
        let _stage = tracing::info_span!("stage", name = "uniformity").entered();
        let uniformity = ModuleUniformity::analyze(module, &UniformityOptions::default());
        (
            UniformityDivergence::from_analysis(module, &uniformity),
            finding_lines(module, &uniformity),
        )
    };
    let views: Vec<(&'static str, ModuleView)> = REPORT_PRESETS
        .iter()
        .map(|p| {
            let knobs = knobs_of(p, options.block);
            (
                *p,
                ModuleView::with_oracle(module, &knobs, divergence.clone(), true),
            )
        })
        .collect();
    let functions = functions_of(module, &views, options.svg, sources);
    ReportFile {
        path: module.source_name.clone(),
        error: None,
        functions,
        lint,
    }
}

fn functions_of(
    module: &Module,
    views: &[(&'static str, ModuleView)],
    svg: Option<Renderer>,
    sources: &mut SourceFiles,
) -> Vec<ReportFunction> {
    let (_, sound) = &views[0];
    let mut out = Vec::new();
    for (fi, f) in sound.functions.iter().enumerate() {
        let func = &module.functions[f.id];
        let loops = LoopDepths::of(func);
        let mut removed: BTreeMap<&'static str, usize> = BTreeMap::new();
        let mut barriers = Vec::new();
        let mut source_lines = Vec::new();
        for (bi, b) in f.barriers.iter().enumerate() {
            let mut verdicts = BTreeMap::new();
            for (preset, view) in views {
                let d = &view.functions[fi].barriers[bi].decision;
                debug_assert_eq!(d.inst, b.decision.inst);
                *removed.entry(preset).or_default() += usize::from(d.removed);
                verdicts.insert(
                    *preset,
                    Verdict {
                        removed: d.removed,
                        pass: d.pass.map(|p| p.as_str()),
                        reason: d.reason.describe(),
                    },
                );
            }
            source_lines.push(
                b.place
                    .as_ref()
                    .and_then(|p| sources.line(&p.file, p.line).map(str::to_string)),
            );
            barriers.push(ReportBarrier {
                place: BarrierPlace::of(
                    module,
                    f.id,
                    b.decision.inst,
                    b.decision.intrinsic.clone(),
                    b.decision.kind.name(),
                    &loops,
                ),
                divergent: b.divergent.is_some(),
                verdicts,
                before: b.before.clone(),
                after: b.after.clone(),
                witness: None,
                inst: b.decision.inst.index(),
            });
        }
        for preset in REPORT_PRESETS {
            removed.entry(preset).or_default();
        }
        let picture = if f.kernel || !f.barriers.is_empty() {
            svg.map(|r| {
                let dot = render_dot(module, sound, Some(&f.name), "sound", false);
                render_svg(&dot, r)
                    .unwrap_or_else(|e| format!("<p class=\"err\">{}</p>", esc(&e.to_string())))
            })
        } else {
            None
        };
        out.push(ReportFunction {
            name: f.name.clone(),
            kernel: f.kernel,
            blocks: func.blocks.len(),
            barriers,
            removed,
            svg: picture,
            source_lines,
        });
    }
    out
}

/// Builds the report over `files` in parallel, ticking `progress`.
pub fn build_report(files: &[PathBuf], options: ReportOptions, progress: &ProgressBar) -> Report {
    let reports: Vec<ReportFile> = files
        .par_iter()
        .map(|p| {
            // The file being decided, so a slow one is visible while it runs.
            progress.set_message(p.display().to_string());
            let r = report_file(p, options);
            progress.inc(1);
            r
        })
        .collect();
    let mut report = summarise(reports);
    report.block = options.block;
    report
}

/// The report over files already decided: totals and failures added.
pub fn summarise(reports: Vec<ReportFile>) -> Report {
    let mut summary = ReportSummary {
        files: reports.len(),
        ..ReportSummary::default()
    };
    for preset in REPORT_PRESETS {
        summary.removed.insert(preset, 0);
        summary.removed_in_loops.insert(preset, 0);
    }
    let mut failures = Vec::new();
    for r in &reports {
        if let Some(message) = &r.error {
            summary.failed += 1;
            failures.push(Failure {
                path: r.path.clone(),
                message: message.clone(),
            });
        }
        summary.lint_findings += r.lint.len();
        for f in &r.functions {
            summary.functions += 1;
            summary.kernels += usize::from(f.kernel);
            summary.barriers += f.barriers.len();
            for (preset, n) in &f.removed {
                *summary.removed.entry(preset).or_default() += n;
            }
            for b in f.barriers.iter().filter(|b| b.place.loop_depth > 0) {
                summary.in_loops += 1;
                for (preset, v) in &b.verdicts {
                    *summary.removed_in_loops.entry(preset).or_default() += usize::from(v.removed);
                }
            }
        }
    }
    Report {
        presets: REPORT_PRESETS.to_vec(),
        block: None,
        files: reports,
        summary,
        failures,
    }
}

/// The cells of a row of the summary tables after the file's name: kernels, barriers,
/// barriers in loops (`R/T`: `sound` removed R of the T at loop depth ≥ 1), removed under
/// each of [`REPORT_PRESETS`], lint findings.
const COUNTS: usize = REPORT_PRESETS.len() + 4;

/// The preset whose removals the `in-loops` column counts.
const LOOPS_PRESET: &str = REPORT_PRESETS[0];

/// The names of the plain-text table's count columns, in [`COUNTS`] order (each column is as
/// wide as its name).
fn table_columns() -> impl Iterator<Item = String> {
    let presets = REPORT_PRESETS.iter().map(|p| p.to_string());
    ["kernels", "barriers", "in-loops"]
        .map(str::to_string)
        .into_iter()
        .chain(presets)
        .chain(["lint".to_string()])
}

/// `sound N, conservative N, cicc N`: barriers removed under each of [`REPORT_PRESETS`].
fn per_preset(removed: &BTreeMap<&'static str, usize>) -> String {
    let each: Vec<String> = REPORT_PRESETS
        .iter()
        .map(|p| format!("{p} {}", removed[p]))
        .collect();
    each.join(", ")
}

/// The cells of a summary row ([`COUNTS`]) from kernels, barriers, the barriers in loops
/// (removed by [`LOOPS_PRESET`], all), the removals per preset and lint findings.
fn row_of(
    kernels: usize,
    barriers: usize,
    in_loops: (usize, usize),
    removed: impl Fn(&str) -> usize,
    lint: usize,
) -> [String; COUNTS] {
    let mut row: [String; COUNTS] = Default::default();
    row[0] = kernels.to_string();
    row[1] = barriers.to_string();
    row[2] = format!("{}/{}", in_loops.0, in_loops.1);
    for (i, p) in REPORT_PRESETS.iter().enumerate() {
        row[3 + i] = removed(p).to_string();
    }
    row[COUNTS - 1] = lint.to_string();
    row
}

impl ReportFile {
    /// Its row of the summary tables.
    fn row(&self) -> [String; COUNTS] {
        let f = &self.functions;
        let in_loops = f
            .iter()
            .flat_map(|x| &x.barriers)
            .filter(|b| b.place.loop_depth > 0);
        let removed_in_loops = in_loops
            .clone()
            .filter(|b| b.verdicts[LOOPS_PRESET].removed)
            .count();
        row_of(
            f.iter().filter(|x| x.kernel).count(),
            f.iter().map(|x| x.barriers.len()).sum(),
            (removed_in_loops, in_loops.count()),
            |p| f.iter().map(|x| x.removed[p]).sum(),
            self.lint.len(),
        )
    }
}

impl ReportSummary {
    /// The `total` row of the summary tables.
    fn row(&self) -> [String; COUNTS] {
        let removed = |p: &str| self.removed[p];
        let in_loops = (self.removed_in_loops[LOOPS_PRESET], self.in_loops);
        row_of(
            self.kernels,
            self.barriers,
            in_loops,
            removed,
            self.lint_findings,
        )
    }

    /// `barriers in loops (loop depth ≥ 1): 4; removed: sound 1, …`, with the legend of the
    /// `in-loops` column.
    fn in_loops_line(&self) -> String {
        format!(
            "barriers in loops (loop depth ≥ 1): {}; removed: {} (column in-loops: removed by {LOOPS_PRESET} / all)",
            self.in_loops,
            per_preset(&self.removed_in_loops)
        )
    }

    /// `N files (N failed), N kernels, N functions, N barriers`.
    fn totals(&self) -> String {
        format!(
            "{} files ({} failed), {} kernels, {} functions, {} barriers",
            self.files, self.failed, self.kernels, self.functions, self.barriers
        )
    }
}

/// The plain-text summary table.
pub fn render_table(report: &Report) -> String {
    let mut out = String::new();
    let width = report
        .files
        .iter()
        .map(|f| f.path.len())
        .max()
        .unwrap_or(4)
        .max(5);
    let witnesses = report.summary.witnesses.is_some();
    let mut columns: Vec<String> = table_columns().collect();
    if witnesses {
        columns.push(witness::COLUMN.to_string());
    }
    // Each count is right-aligned under its column's name.
    let line = |out: &mut String, first: &str, cells: &[String]| {
        let _ = write!(out, "{first:<width$}");
        for (cell, name) in cells.iter().zip(&columns) {
            let _ = write!(out, "  {cell:>0$}", name.len());
        }
        out.push('\n');
    };
    line(&mut out, "file", &columns);
    let with_witness = |mut row: Vec<String>, n: usize| {
        if witnesses {
            row.push(n.to_string());
        }
        row
    };
    for f in &report.files {
        if f.error.is_some() {
            let _ = writeln!(out, "{:<width$}  parse failure (below)", f.path);
            continue;
        }
        let row = with_witness(f.row().to_vec(), witness::kept_no_witness(f));
        line(&mut out, &f.path, &row);
    }
    let s = &report.summary;
    let total = s
        .witnesses
        .as_ref()
        .map_or(0, |w| w.get("no-witness").copied().unwrap_or(0));
    line(&mut out, "total", &with_witness(s.row().to_vec(), total));
    let _ = writeln!(
        out,
        "\n{}; removed: {}; lint findings: {}{}",
        s.totals(),
        per_preset(&s.removed),
        s.lint_findings,
        crate::shared::args::block_label(report.block)
    );
    let _ = writeln!(out, "{}", s.in_loops_line());
    if let Some(w) = &s.witnesses {
        let _ = writeln!(out, "{}", witness::summary_line(w));
    }
    let lint: Vec<&String> = report.files.iter().flat_map(|f| &f.lint).collect();
    if !lint.is_empty() {
        let _ = writeln!(out, "\nlint findings:");
        for l in lint {
            let _ = writeln!(out, "  {l}");
        }
    }
    if !report.failures.is_empty() {
        let _ = writeln!(out, "\nparse failures:");
        for f in &report.failures {
            let _ = writeln!(out, "  {}", f.message);
        }
    }
    out
}

/// Runs `syncflow report`.
pub fn run(args: &ReportArgs) -> Result<(), CliError> {
    let html_to_stdout = args.html.as_deref() == Some(Path::new("-"));
    if html_to_stdout && args.json {
        return Err(CliError::Failed(
            "--json and --html - would both write to standard output".into(),
        ));
    }
    let files = collect_inputs(&args.paths)?;
    if files.is_empty() {
        return Err(CliError::Failed(
            "nothing to report: no .ll or .ptx file among the inputs".into(),
        ));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs)
        .build()
        .map_err(|e| CliError::Failed(format!("cannot start worker threads: {e}")))?;
    let progress =
        ProgressBar::with_draw_target(Some(files.len() as u64), ProgressDrawTarget::stderr());
    progress.set_style(
        ProgressStyle::with_template(
            "{spinner} [{bar:30}] {pos}/{len} files ({elapsed}) {wide_msg}",
        )
        .expect("valid template")
        .progress_chars("=> "),
    );
    let options = ReportOptions {
        svg: args.html.as_ref().map(|_| args.renderer),
        block: args.block,
    };
    let mut report = pool.install(|| build_report(&files, options, &progress));
    progress.finish_and_clear();
    if let Some(launch) = &args.launch {
        witness::add_witnesses(&mut report, &files, launch)?;
    }
    if let Some(path) = &args.html {
        write_output(path, &render_html(&report))?;
    }
    if html_to_stdout {
        Ok(())
    } else if args.json {
        let mut text = serde_json::to_string_pretty(&report).expect("serialises");
        text.push('\n');
        write_output(Path::new("-"), &text)
    } else {
        let mut text = render_table(&report);
        if let Some(path) = &args.html {
            let _ = writeln!(text, "wrote {}", path.display());
        }
        write_output(Path::new("-"), &text)
    }
}
