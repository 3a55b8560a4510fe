//! The self-contained HTML page of `syncflow report --html`: the summary table, the lint
//! findings and parse failures, then one section per kernel (and per device function with
//! barriers) with each barrier's verdict under every preset, its Before/After and the CFG.

use super::{per_preset, Report, ReportFile, ReportFunction, COUNTS, REPORT_PRESETS};
use std::fmt::Write;
use syncflow_ir::format_location;

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const CSS: &str = "body{font-family:system-ui,sans-serif;margin:2em;color:#222;max-width:90em}\
h1{font-size:1.6em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ccc}\
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .5em;\
text-align:left;vertical-align:top;font-size:.9em}th{background:#f0f0f0}td.n{text-align:right}\
.removed{background:#c6efc6}.kept{background:#fde9a9}.divergent{background:#f4b6b6}\
code,pre{font-family:ui-monospace,monospace;font-size:.85em}.err{color:#b00}\
.cfg{overflow:auto;border:1px solid #ddd;padding:.5em;margin:.5em 0;max-height:60em}\
.meta{color:#666;font-size:.9em}";

/// The self-contained HTML page: the summary table, parse failures, then one section per
/// kernel (and per device function with barriers) with its barriers under every preset and
/// its CFG.
pub fn render_html(report: &Report) -> String {
    let s = &report.summary;
    let mut h = String::new();
    h.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
    let _ = writeln!(
        h,
        "<title>syncflow report</title><style>{CSS}</style></head><body>"
    );
    let _ = writeln!(h, "<h1>syncflow report</h1>");
    let _ = writeln!(
        h,
        "<p class=\"meta\">{}. Removed: {}. Lint findings (barriers under divergent control): \
         {}.</p>",
        s.totals(),
        per_preset(&s.removed),
        s.lint_findings
    );
    let _ = writeln!(h, "<p class=\"meta\">{}.</p>", esc(&s.in_loops_line()));
    h.push_str("<table id=\"summary\"><tr><th>file</th><th>kernels</th><th>barriers</th>");
    let _ = write!(
        h,
        "<th>in loops (removed by {} / all)</th>",
        super::LOOPS_PRESET
    );
    for p in REPORT_PRESETS {
        let _ = write!(h, "<th>removed ({p})</th>");
    }
    h.push_str("<th>lint findings</th></tr>\n");
    // A row: its first cell, then each count right-aligned (`cell` is `td` or `th`).
    let row = |h: &mut String, cell: &str, first: &str, counts: [String; COUNTS]| {
        let _ = write!(h, "<tr><{cell}>{}</{cell}>", esc(first));
        for n in counts {
            let _ = write!(h, "<{cell} class=\"n\">{n}</{cell}>");
        }
        h.push_str("</tr>");
    };
    for f in &report.files {
        if let Some(e) = &f.error {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td colspan=\"{COUNTS}\" class=\"err\">{}</td></tr>",
                esc(&f.path),
                esc(e)
            );
            continue;
        }
        row(&mut h, "td", &f.path, f.row());
        h.push('\n');
    }
    row(&mut h, "th", "total", s.row());
    h.push_str("</table>\n");
    let lint: Vec<&String> = report.files.iter().flat_map(|f| &f.lint).collect();
    if !lint.is_empty() {
        h.push_str("<h2 id=\"lint\">Lint findings</h2><ul>\n");
        for l in lint {
            let _ = writeln!(h, "<li><code>{}</code></li>", esc(l));
        }
        h.push_str("</ul>\n");
    }
    if !report.failures.is_empty() {
        h.push_str("<h2 id=\"failures\">Parse failures</h2><ul>\n");
        for f in &report.failures {
            let _ = writeln!(h, "<li class=\"err\"><code>{}</code></li>", esc(&f.message));
        }
        h.push_str("</ul>\n");
    }
    for file in &report.files {
        for f in &file.functions {
            if !f.kernel && f.barriers.is_empty() {
                continue;
            }
            section(&mut h, file, f);
        }
    }
    h.push_str("</body></html>\n");
    h
}

fn section(h: &mut String, file: &ReportFile, f: &ReportFunction) {
    let kind = if f.kernel {
        "kernel"
    } else {
        "device function"
    };
    let _ = writeln!(
        h,
        "<section class=\"kernel\"><h2>{kind} <code>@{}</code> <span class=\"meta\">{}</span></h2>",
        esc(&f.name),
        esc(&file.path)
    );
    let _ = writeln!(
        h,
        "<p class=\"meta\">{} blocks, {} barriers; removed: {}</p>",
        f.blocks,
        f.barriers.len(),
        per_preset(&f.removed)
    );
    if !f.barriers.is_empty() {
        h.push_str("<table><tr><th>barrier</th><th>source</th>");
        for p in REPORT_PRESETS {
            let _ = write!(h, "<th>{p}</th>");
        }
        h.push_str("<th>above (Before)</th><th>below (After)</th></tr>\n");
        for (b, src) in f.barriers.iter().zip(&f.source_lines) {
            let place = &b.place;
            let at = match (&place.file, place.line, place.column) {
                (Some(file), Some(l), Some(c)) => format_location(file, l, Some(c)),
                _ => format!("%{}:{}", place.block, place.index),
            };
            let _ = write!(
                h,
                "<tr><td><code>{}</code><br><span class=\"meta\">{}</span></td><td><code>{}</code></td>",
                esc(&at),
                esc(place.intrinsic.trim_start_matches("llvm.nvvm.")),
                esc(src.as_deref().map(str::trim).unwrap_or(""))
            );
            for p in REPORT_PRESETS {
                let v = &b.verdicts[p];
                let class = if b.divergent {
                    "divergent"
                } else if v.removed {
                    "removed"
                } else {
                    "kept"
                };
                let word = if v.removed { "removed" } else { "kept" };
                let pass = v.pass.map(|p| format!(" [{p}]")).unwrap_or_default();
                let _ = write!(
                    h,
                    "<td class=\"{class}\"><b>{word}</b>{}<br>{}</td>",
                    esc(&pass),
                    esc(&v.reason)
                );
            }
            let _ = writeln!(
                h,
                "<td>{}</td><td>{}</td></tr>",
                esc(&b.before.join(", ")),
                esc(&b.after.join(", "))
            );
        }
        h.push_str("</table>\n");
    }
    if let Some(svg) = &f.svg {
        let _ = writeln!(h, "<div class=\"cfg\">{svg}</div>");
    }
    h.push_str("</section>\n");
}
