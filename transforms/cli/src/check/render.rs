//! The remarks of `syncflow check`, clang style: `file:line:col: error: …` for each finding
//! with the source line and a caret when the `.cu` is found next to the IR, `note:` lines for
//! the other places involved, then one summary line.

use super::findings::Finding;
use super::{Outcome, Verdict};
use crate::shared::style::{snippet, Palette, SourceFiles};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

/// `file:line:col` → its parts (the file may itself contain `:`).
fn split_location(location: &str) -> Option<(&str, u32, u32)> {
    let mut parts = location.rsplitn(3, ':');
    let col = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    Some((parts.next()?, line, col))
}

/// `location: label message`, then the source line with a caret when the file is found.
/// `label` is already coloured (`error:` or `note:`).
fn remark(
    out: &mut String,
    sources: &mut SourceFiles,
    palette: Palette,
    location: &str,
    label: &str,
    message: &str,
) {
    let _ = writeln!(out, "{}: {label} {message}", palette.bold(location));
    if let Some((file, line, col)) = split_location(location) {
        if let Some(text) = sources.line(file, line) {
            let text = text.to_string();
            snippet(out, &text, line, col, palette);
        }
    }
}

fn finding(
    out: &mut String,
    sources: &mut SourceFiles,
    f: &Finding,
    prefix: &str,
    palette: Palette,
) {
    let (error, note) = (palette.error("error:"), palette.note("note:"));
    let message = format!("{prefix}{}", f.message);
    remark(out, sources, palette, &f.location, &error, &message);
    for n in &f.notes {
        remark(out, sources, palette, &n.location, &note, &n.message);
    }
    if f.schedules.len() > 1 {
        let _ = writeln!(
            out,
            "{note} seen under schedules {}",
            f.schedules.join(", ")
        );
    }
    if let Some(barriers) = &f.explained_by {
        if barriers.is_empty() {
            let _ = writeln!(
                out,
                "{note} no removed (or narrowed) barrier brings this alone: it comes from several together"
            );
        }
        for b in barriers {
            let (location, what) = b.split_once(' ').unwrap_or((b.as_str(), ""));
            let message = format!("removing this barrier alone brings it ({what})");
            remark(out, sources, palette, location, &note, &message);
        }
    }
}

/// Counts by kind: `2 races, 1 out-of-bounds`.
fn tally(findings: &[Finding]) -> String {
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for f in findings {
        *by_kind.entry(f.kind).or_default() += 1;
    }
    by_kind
        .iter()
        .map(|(k, n)| match (*k, *n) {
            ("race", 1) => "1 race".to_string(),
            ("race", n) => format!("{n} races"),
            (k, n) => format!("{n} {k}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `N findings`, and their [`tally`] when there are any: `3 findings (2 races, 1 divergence)`.
fn counted(findings: &[Finding], one: &str, many: &str) -> String {
    let mut out = plural(findings.len(), one, many);
    if !findings.is_empty() {
        let _ = write!(out, " ({})", tally(findings));
    }
    out
}

/// The whole text report; `verbose` lists every executed barrier.
pub fn remarks(outcome: &Outcome, input: &Path, palette: Palette, verbose: bool) -> String {
    let mut out = String::new();
    let mut sources = SourceFiles::next_to(input);
    let dims = |d: [u32; 3]| format!("{}x{}x{}", d[0], d[1], d[2]);
    let _ = writeln!(
        out,
        "syncflow check: @{} — block {}, grid {} ({} run), schedule {}",
        outcome.kernel,
        dims(outcome.block),
        dims(outcome.grid),
        plural(outcome.ctas_run, "block", "blocks"),
        outcome.schedules.join(", ")
    );
    for n in &outcome.notes {
        let _ = writeln!(out, "{} {n}", palette.note("note:"));
    }
    match &outcome.comparison {
        None => {
            for f in &outcome.findings {
                finding(&mut out, &mut sources, f, "", palette);
            }
            super::executed::render(
                &mut out,
                &outcome.barriers_executed,
                outcome.ctas_run,
                verbose,
            );
            for why in &outcome.stopped {
                let _ = writeln!(out, "note: {why}");
            }
            // A run stopped early by the time limit found nothing in what ran: never a pass.
            let verdict = if outcome.verdict == Verdict::Inconclusive {
                format!(
                    "inconclusive, {} stopped early (0 findings in what ran)",
                    plural(outcome.stopped.len(), "run", "runs")
                )
            } else {
                counted(&outcome.findings, "finding", "findings")
            };
            let _ = writeln!(
                out,
                "check: {verdict} in {} steps, {:.2} s",
                outcome.steps, outcome.seconds
            );
        }
        Some(c) => {
            for f in &c.new_findings {
                finding(&mut out, &mut sources, f, "new in the output: ", palette);
            }
            super::executed::render(
                &mut out,
                &outcome.barriers_executed,
                outcome.ctas_run,
                verbose,
            );
            for why in &c.inconclusive {
                let _ = writeln!(out, "note: {why}");
            }
            // Runs that stopped early compared only what ran: never a pass.
            let verdict = if outcome.verdict == Verdict::Inconclusive {
                format!(
                    "inconclusive, {} of the runs stopped early (nothing new in what ran)",
                    c.inconclusive.len()
                )
            } else {
                counted(&c.new_findings, "new finding", "new findings")
            };
            let _ = writeln!(
                out,
                "check: {} against {} ({} removed in the module): {}; the input itself has {} ({} + {} steps, {:.2} s)",
                input.display(),
                c.output,
                plural(c.removed.len(), "barrier", "barriers"),
                verdict,
                counted(&outcome.findings, "finding", "findings"),
                outcome.steps,
                c.steps,
                outcome.seconds
            );
        }
    }
    if let Some(ablation) = &outcome.ablation {
        let _ = writeln!(
            out,
            "ablation: each kept barrier removed alone ({}):",
            plural(ablation.len(), "barrier", "barriers")
        );
        for a in ablation {
            match a.outcome {
                "needed" => {
                    let w = a
                        .witness
                        .as_ref()
                        .expect("a needed barrier has its witness");
                    let _ = writeln!(
                        out,
                        "  {}: needed: {} at {} (schedule {})",
                        a.barrier,
                        w.message,
                        w.location,
                        w.schedules.join(", ")
                    );
                }
                "no-witness" => {
                    let _ = writeln!(
                        out,
                        "  {}: no witness in {}: it may be removable; see `syncflow explain` for the static reason",
                        a.barrier,
                        plural(a.schedules, "schedule", "schedules")
                    );
                }
                "inconclusive" => {
                    let _ = writeln!(
                        out,
                        "  {}: inconclusive: {}",
                        a.barrier,
                        a.stopped.join("; ")
                    );
                }
                _ => {
                    let _ = writeln!(out, "  {}: not executed by this launch", a.barrier);
                }
            }
        }
    }
    out
}
