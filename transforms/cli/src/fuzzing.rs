//! The `pipeline` fuzz target: everything a user can run on one module, on bytes nobody wrote.
//!
//! [`pipeline`] takes the fuzzer's bytes and panics on a bug. It lives in the CLI crate, not in
//! `syncflow-fuzz` with the other targets, because it drives the CLI's own views (`lint`,
//! `explain`, `dot`, `report`, `uniformity`), and the one-way layering keeps the CLI out of
//! the libraries. `fuzz/fuzz_targets/fuzz_targets/pipeline.rs` is its three-line shim; the
//! `pipeline_smoke` test runs it on the seed corpus and every past crash under `cargo test`.
//! Behind the crate's `fuzzing` feature: users' builds do not compile it.
//!
//! What one execution asserts, for a module that parses:
//!
//! 1. every built-in preset (the faithful `cicc` ones included) decides without panicking;
//! 2. printing with its removals succeeds, and the output is the input minus exactly the
//!    removed instructions ([`assert_output_is_input_minus`] states the printer's contract);
//! 3. the output parses again, each function keeps its other instructions in order with the
//!    same text, and deciding the output again does not panic;
//! 4. every certificate a pass records is accepted by the independent checker;
//! 5. the views — `uniformity` (all three formats), `lint` (text and JSON), `explain` for the
//!    line of every barrier, `dot` for every function (and the built-in SVG renderer for small
//!    ones), `report` (table and HTML) — do not panic.

use crate::shared::picture::{builtin_svg, render_dot, BUILTIN_MAX_NODES};
use crate::shared::style::SourceFiles;
use crate::{explain, lint, report, uniformity};
use std::collections::BTreeSet;
use syncflow_analyses::liveness::Checker;
use syncflow_analyses::uniformity::Options as UniformityOptions;
use syncflow_ir::{parse_module, print_module, Module, Span};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::{Knobs, PRESETS};
use syncflow_transforms::view::ModuleView;

/// Largest input the target looks at: bigger inputs only slow the fuzzer down.
pub const MAX_PIPELINE_INPUT: usize = 64 * 1024;

/// The pipeline fuzz target (see the module documentation for what it asserts).
pub fn pipeline(data: &[u8]) {
    if data.len() > MAX_PIPELINE_INPUT {
        return;
    }
    let text = String::from_utf8_lossy(data);
    let Ok(module) = parse_either("fuzz.ll", &text) else {
        return;
    };
    for (preset, _) in PRESETS {
        let knobs = Knobs::preset(preset).expect("built-in preset");
        decide_print_reparse(&module, preset, &knobs);
    }
    views(&module);
}

/// The PTX front-end for text that starts like PTX, the LLVM one otherwise: one target
/// covers both.
fn parse_either(name: &str, text: &str) -> Result<Module, syncflow_ir::ParseError> {
    if syncflow_ir::ptx::looks_like_ptx(text) {
        syncflow_ir::ptx::parse_ptx_module(name, text)
    } else {
        parse_module(name, text)
    }
}

/// Steps 1–4 for one preset.
fn decide_print_reparse(module: &Module, preset: &str, knobs: &Knobs) {
    let oracle = UniformityDivergence::new(module);
    let result = eliminate(module, knobs, &oracle);
    let checker = Checker::new(module, knobs.effect_options());
    for (_, _, cert) in &result.certificates {
        if let Err(e) = checker.check(cert) {
            panic!("preset {preset}: a certificate fails the checker: {e}\n{cert:#?}");
        }
    }
    let printed = print_module(module, &result.removals)
        .unwrap_or_else(|e| panic!("preset {preset}: cannot print its own removals: {e}"));
    let spans: Vec<Span> = result
        .removals
        .iter()
        .map(|r| module.functions[r.function].insts[r.inst].span)
        .collect();
    assert_output_is_input_minus(&module.source, &printed, &spans, preset);
    let again = parse_either("fuzz-out.ll", &printed)
        .unwrap_or_else(|e| panic!("preset {preset}: the output does not parse: {e}"));
    assert_same_instructions_but_removed(module, &again, &result.removals, preset);
    let oracle = UniformityDivergence::new(&again);
    let _ = eliminate(&again, knobs, &oracle);
}

/// Step 2, the printer's contract: `output` is `input` with each removed instruction cut out —
/// the whole lines it stands on when nothing but blanks precede it and nothing but blanks or a
/// comment follow it on its (first and last) lines, else exactly its text. Everything else is
/// kept byte for byte. A multi-line instruction (legal LLVM) is cut whole too.
pub fn assert_output_is_input_minus(input: &str, output: &str, removed: &[Span], what: &str) {
    let mut spans: Vec<(usize, usize)> = removed
        .iter()
        .map(|s| (s.start as usize, s.end as usize))
        .collect();
    spans.sort_unstable();
    let mut expected = String::with_capacity(input.len());
    let mut pos = 0;
    for (start, end) in spans {
        if start < pos {
            continue; // on a line already cut whole
        }
        let line_start = input[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = input[end..].find('\n').map_or(input.len(), |i| end + i + 1);
        let after = input[end..line_end].trim();
        let alone = input[line_start..start].trim().is_empty()
            && (after.is_empty() || after.starts_with(';'));
        let (from, to) = if alone {
            (line_start.max(pos), line_end)
        } else {
            (start, end)
        };
        expected.push_str(&input[pos..from]);
        pos = to;
    }
    expected.push_str(&input[pos..]);
    if output != expected {
        let line = output
            .lines()
            .zip(expected.lines())
            .position(|(o, e)| o != e)
            .unwrap_or_else(|| output.lines().count().min(expected.lines().count()));
        panic!(
            "{what}: the output differs from the input minus its removed instructions at output \
             line {}: {:?} (expected {:?})",
            line + 1,
            output.lines().nth(line),
            expected.lines().nth(line)
        );
    }
}

/// Step 3: each function of `after` holds the instructions of `before` minus `removed`, with
/// the same text, in the same order.
fn assert_same_instructions_but_removed(
    before: &Module,
    after: &Module,
    removed: &BTreeSet<syncflow_ir::Removal>,
    preset: &str,
) {
    // Defined functions, by name (a PTX module declares the intrinsics it lowers to, so a
    // removal can take an intrinsic's declaration with it).
    let defined = |m: &Module| -> Vec<String> {
        m.functions
            .iter()
            .filter(|f| f.is_defined)
            .map(|f| f.name.clone())
            .collect()
    };
    assert_eq!(defined(before), defined(after), "{preset}");
    // Instructions the front-end made from a removed statement (a PTX guard's branches)
    // share its span; φs have empty spans. Neither is text of its own.
    let cut: Vec<(u32, u32)> = removed
        .iter()
        .map(|r| {
            let span = before.functions[r.function].insts[r.inst].span;
            (span.start, span.end)
        })
        .collect();
    let own_text = |span: syncflow_ir::Span| {
        span.start < span.end && !cut.iter().any(|(a, b)| *a <= span.start && span.end <= *b)
    };
    for (fid, f) in before
        .functions
        .iter_enumerated()
        .filter(|(_, f)| f.is_defined)
    {
        let g = &after.functions[after.function_by_name(&f.name).expect("defined in both")];
        let kept: Vec<&str> = f
            .insts
            .iter_enumerated()
            .filter(|(id, inst)| {
                own_text(inst.span)
                    && !removed.contains(&syncflow_ir::Removal {
                        function: fid,
                        inst: *id,
                    })
            })
            .map(|(_, inst)| &before.source[inst.span.start as usize..inst.span.end as usize])
            .collect();
        let again: Vec<&str> = g
            .insts
            .iter()
            .filter(|inst| inst.span.start < inst.span.end)
            .map(|inst| &after.source[inst.span.start as usize..inst.span.end as usize])
            .collect();
        // The PTX front-end lowers one statement to several instructions with its span;
        // compare statements, not instructions.
        let (mut kept, mut again) = (kept, again);
        kept.dedup();
        again.dedup();
        assert_eq!(
            kept, again,
            "{preset}: @{} changed beyond its removals",
            f.name
        );
    }
}

/// Step 5: the views a user can ask for.
fn views(module: &Module) {
    let options = UniformityOptions::default();
    for format in [
        uniformity::Format::Text,
        uniformity::Format::Llvm,
        uniformity::Format::Json,
    ] {
        let _ = uniformity::render(module, &options, format);
    }
    let _ = lint::render(module, &options, false);
    let _ = lint::render(module, &options, true);
    let sound = Knobs::preset("sound").expect("built-in preset");
    let view = ModuleView::new(module, &sound, true);
    let lines: BTreeSet<u32> = view
        .result
        .decisions
        .iter()
        .filter_map(|d| module.functions[d.function].insts[d.inst].debug_loc)
        .map(|l| l.line)
        .collect();
    for line in lines {
        explain::render(module, "sound", &sound, line)
            .unwrap_or_else(|e| panic!("explain finds no barrier at its own line {line}: {e}"));
    }
    let _ = render_dot(module, &view, None, "sound", true);
    for f in &view.functions {
        let dot = render_dot(module, &view, Some(&f.name), "sound", true);
        if module.functions[f.id].blocks.len() <= BUILTIN_MAX_NODES / 4 {
            let _ = builtin_svg(&dot);
        }
    }
    let file = report::report_module(module, &mut SourceFiles::none(), Default::default());
    let whole = report::summarise(vec![file]);
    let _ = report::render_table(&whole);
    let _ = report::render_html(&whole);
}

#[cfg(test)]
mod tests {
    use super::assert_output_is_input_minus;
    use syncflow_ir::Span;

    fn span(text: &str, what: &str) -> Span {
        let start = text.find(what).unwrap() as u32;
        Span {
            start,
            end: start + what.len() as u32,
        }
    }

    const INPUT: &str = "a\n  call b ; c\nd call e\n  call f(\n    i32 1)\ng\n";

    #[test]
    fn lines_alone_go_whole_and_shared_lines_lose_only_the_instruction() {
        let removed = [span(INPUT, "call b"), span(INPUT, "call e")];
        assert_output_is_input_minus(INPUT, "a\nd \n  call f(\n    i32 1)\ng\n", &removed, "t");
        let multi_line = [span(INPUT, "call f(\n    i32 1)")];
        let out = "a\n  call b ; c\nd call e\ng\n";
        assert_output_is_input_minus(INPUT, out, &multi_line, "t");
    }

    #[test]
    #[should_panic(expected = "output line 3")]
    fn a_changed_line_is_caught() {
        let out = "a\nd \n  call F(\n    i32 1)\ng\n";
        assert_output_is_input_minus(
            INPUT,
            out,
            &[span(INPUT, "call b"), span(INPUT, "call e")],
            "t",
        );
    }

    #[test]
    #[should_panic(expected = "differs")]
    fn a_line_kept_with_its_removed_instruction_is_caught() {
        assert_output_is_input_minus(INPUT, INPUT, &[span(INPUT, "call b")], "t");
    }

    #[test]
    #[should_panic(expected = "differs")]
    fn a_comment_left_behind_is_caught() {
        let out = "a\n   ; c\nd call e\n  call f(\n    i32 1)\ng\n";
        assert_output_is_input_minus(INPUT, out, &[span(INPUT, "call b")], "t");
    }

    #[test]
    #[should_panic(expected = "differs")]
    fn trailing_text_is_caught() {
        let mut out = INPUT.to_string();
        out.push_str("h\n");
        assert_output_is_input_minus(INPUT, &out, &[], "t");
    }
}
