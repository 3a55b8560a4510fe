//! The command line as a person (or a pipeline) uses it: `--help` with defaults, one-line
//! usage errors with exit code 2 for every subcommand, the clang | syncflow | llc pipeline,
//! clang-style remarks (source line, caret, colour, quiet, verbose, tracing), `syncflow dot`
//! and `syncflow report` over the whole test tree.

use clap::CommandFactory;
use std::io::Write;
mod common;
use common::{corpus, root, stderr, stdout, syncflow, temp_dir};
use std::path::Path;
use std::process::{Command, Stdio};
use syncflow_cli::Cli;

// ----- --help and usage errors -----

#[test]
fn every_help_lists_every_option_with_its_default() {
    let cli = Cli::command();
    let names: Vec<String> = cli
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in ["parse", "eliminate", "dot", "report", "uniformity", "lint"] {
        assert!(names.iter().any(|n| n == name), "missing subcommand {name}");
    }
    for sub in cli.get_subcommands() {
        let name = sub.get_name();
        let out = syncflow(&[name, "--help"]);
        assert!(out.status.success(), "{name} --help");
        let help = stdout(&out);
        for arg in sub.get_arguments() {
            if arg.is_positional() || arg.get_id() == "help" {
                continue;
            }
            let long = format!("--{}", arg.get_long().expect("long option"));
            assert!(help.contains(&long), "{name} --help lacks {long}:\n{help}");
            let takes_value = arg.get_action().takes_values();
            if !takes_value || arg.is_required_set() {
                // Flags have no default; required options have none to show.
                continue;
            }
            let defaults = arg.get_default_values();
            if let Some(d) = defaults.first() {
                let shown = format!("[default: {}]", d.to_string_lossy());
                assert!(
                    help.contains(&shown),
                    "{name} {long}: {shown} not in\n{help}"
                );
            } else {
                // No default value: the help must say what happens without the option.
                let text = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
                assert!(
                    text.contains("default"),
                    "{name} {long}: help does not say its default: {text:?}"
                );
            }
        }
    }
}

#[test]
fn help_shows_the_documented_defaults() {
    let eliminate = stdout(&syncflow(&["eliminate", "--help"]));
    assert!(eliminate.contains("[default: sound]"), "{eliminate}");
    assert!(eliminate.contains("[default: auto]"), "{eliminate}");
    assert!(eliminate.contains("--quiet") && eliminate.contains("--verbose"));
    let dot = stdout(&syncflow(&["dot", "--help"]));
    assert!(dot.contains("--function") && dot.contains("--svg"), "{dot}");
    assert!(
        dot.contains("[default: -]") && dot.contains("[default: auto]"),
        "{dot}"
    );
    let report = stdout(&syncflow(&["report", "--help"]));
    assert!(
        report.contains("--html") && report.contains("--json"),
        "{report}"
    );
    assert!(report.contains("[default: 0]"), "{report}");
    assert!(report.contains("Exit status: 0"), "{report}");
}

fn assert_usage_error(args: &[&str]) {
    let out = syncflow(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: not one line:\n{err}");
    assert!(lines[0].contains("error"), "{args:?}: {err}");
    assert!(stdout(&out).is_empty(), "{args:?}: wrote to stdout");
}

#[test]
fn wrong_usage_exits_2_with_one_line_for_every_subcommand() {
    let ll = corpus("reduce_tree.ll");
    let missing = root().join("tests/no-such-file.ll").display().to_string();
    let cli = Cli::command();
    for sub in cli.get_subcommands() {
        let name = sub.get_name();
        assert_usage_error(&[name, "--no-such-option", &ll]);
        // `syncflow presets` alone lists the presets; every other command needs an input.
        if name != "presets" {
            assert_usage_error(&[name]);
        }
        assert_usage_error(&[name, &missing]);
    }
    assert_usage_error(&[]);
    assert_usage_error(&["frobnicate"]);
    assert_usage_error(&["eliminate", "--color", "purple", &ll]);
    assert_usage_error(&["eliminate", "--preset", "bogus", &ll]);
    assert_usage_error(&["eliminate", "--quiet", "--verbose", &ll]);
    assert_usage_error(&["eliminate", "--knob", "precision=9", &ll]);
    assert_usage_error(&["dot", "--function", "nope", &ll]);
    assert_usage_error(&["dot", "--renderer", "builtin", &ll]); // --renderer needs --svg
    assert_usage_error(&["dot", "--svg", "--renderer", "magic", &ll]);
    assert_usage_error(&["report", "--jobs", "many", &ll]);
    assert_usage_error(&["report", "--json", "--html", "-", &ll]);
    assert_usage_error(&["lint", "--knob", "bogus-knob", &ll]);
}

// ----- the pipeline -----

#[test]
fn clang_syncflow_llc_pipeline() {
    let dir = root().join("tests/corpus");
    let bin = env!("CARGO_BIN_EXE_syncflow");
    let script = format!(
        "set -euo pipefail; clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 \
         --cuda-feature=+ptx70 -nocudainc -nocudalib -O2 -gline-tables-only -S -emit-llvm \
         -o - multi_shared.cu | {bin} eliminate - -o - | llc-19 -march=nvptx64 -mcpu=sm_80"
    );
    let out = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&dir)
        .output()
        .expect("bash runs");
    let err = stderr(&out);
    assert!(out.status.success(), "pipeline failed: {err}");
    let ptx = stdout(&out);
    assert!(ptx.contains(".entry two_arrays"), "{ptx}");
    assert!(ptx.contains(".entry three_arrays"), "{ptx}");
    // multi_shared.cu has five barriers; the sound preset removes one (line 13), so four
    // reach the PTX.
    let barriers = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("bar.sync") || l.contains("barrier.sync"))
        .count();
    assert_eq!(barriers, 4, "{ptx}");
    // The remarks went to stderr, the module to the pipe.
    assert!(
        err.contains("multi_shared.cu:13:3: remark: removed barrier"),
        "{err}"
    );
    assert!(err.contains("5 barriers, 1 removed"), "{err}");
}

// ----- remarks -----

#[test]
fn remarks_show_the_source_line_and_a_caret() {
    let out = syncflow(&["eliminate", &corpus("multi_shared.ll")]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let i = lines
        .iter()
        .position(|l| l.starts_with("multi_shared.cu:13:3: remark: removed barrier: "))
        .expect("remark");
    assert_eq!(lines[i + 1], "   13 |   __syncthreads();");
    assert_eq!(lines[i + 2], "      |   ^");
    assert!(!text.contains('\x1b'), "colour when piped: {text:?}");
}

#[test]
fn remarks_without_a_source_file_have_no_snippet() {
    // The IR alone, copied away from its .cu file.
    let dir = temp_dir("nosource");
    let ll = dir.join("multi_shared.ll");
    std::fs::copy(corpus("multi_shared.ll"), &ll).unwrap();
    let out = syncflow(&["eliminate", ll.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 6, "{text}");
    assert!(!text.contains(" | "), "{text}");
}

#[test]
fn standard_input_finds_sources_in_the_working_directory() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["eliminate", "-"])
        .current_dir(root().join("tests/corpus"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let text = std::fs::read(corpus("reduce_tree.ll")).unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("   17 |   __syncthreads();"), "{text}");
    assert!(text.contains("<stdin>: 3 barriers, 1 removed"), "{text}");
}

#[test]
fn color_always_never_and_no_color() {
    let ll = corpus("multi_shared.ll");
    let always = syncflow(&["eliminate", "--color", "always", &ll]);
    let text = stdout(&always);
    assert!(text.contains("\x1b[1;34mremark:\x1b[0m"), "{text:?}");
    assert!(text.contains("\x1b[32mremoved barrier\x1b[0m"), "{text:?}");
    let never = stdout(&syncflow(&["eliminate", "--color", "never", &ll]));
    assert!(!never.contains('\x1b'));
    // auto: piped, so none, NO_COLOR or not.
    let auto = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["eliminate", &ll])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!stdout(&auto).contains('\x1b'));
    // Stripping the escapes from the coloured text gives the plain text.
    let stripped = strip_ansi(&text);
    assert_eq!(stripped, never);
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn quiet_prints_only_the_summary() {
    let out = syncflow(&["eliminate", "--quiet", &corpus("multi_shared.ll")]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.ends_with("5 barriers, 1 removed (preset sound)\n"),
        "{text}"
    );
}

#[test]
fn verbose_lists_the_access_classes_above_and_below() {
    let out = syncflow(&["eliminate", "--verbose", &corpus("multi_shared.ll")]);
    let text = stdout(&out);
    // The removed barrier at line 13: only reads of sa above, only a write of sb below.
    assert!(
        text.contains("multi_shared.cu:13:3: note: above (Before): read of two_arrays::sa\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "multi_shared.cu:13:3: note: below (After): write of two_arrays::sb[4·tid.x + 0]\n"
        ),
        "{text}"
    );
    // The kept one at line 11 has the conflicting pair on its two sides.
    let above = text
        .lines()
        .find(|l| l.starts_with("multi_shared.cu:11:3: note: above"))
        .unwrap();
    let below = text
        .lines()
        .find(|l| l.starts_with("multi_shared.cu:11:3: note: below"))
        .unwrap();
    assert!(above.contains("write of two_arrays::sa"), "{above}");
    assert!(below.contains("read of two_arrays::sa"), "{below}");
    assert_eq!(text.matches(": note: ").count(), 10, "{text}");
}

#[test]
fn rust_log_traces_the_engine() {
    let ll = corpus("reduce_tree.ll");
    let out = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["eliminate", "--quiet", &ll])
        .env("RUST_LOG", "syncflow_framework::dataflow=debug")
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(err.contains("fixed point reached"), "{err}");
    assert!(err.contains("dataflow{"), "{err}");
    assert!(err.contains("analysis="), "{err}");
    assert_eq!(stdout(&out).lines().count(), 1);
    // Without RUST_LOG: nothing on stderr.
    let quiet = syncflow(&["eliminate", "--quiet", &ll]);
    assert!(stderr(&quiet).is_empty(), "{}", stderr(&quiet));
}

// ----- dot -----

/// Node and edge statements of a dot graph, by a small reader of the subset we emit.
fn dot_shape(dot: &str) -> (Vec<String>, Vec<(String, String)>) {
    let mut nodes = Vec::new();
    let mut edges = Vec::new();
    for line in dot.lines() {
        let t = line.trim();
        if let Some((from, rest)) = t.split_once(" -> ") {
            let to = rest.split([' ', ';']).next().unwrap();
            edges.push((from.to_string(), to.to_string()));
        } else if t.starts_with('b') || t.starts_with('f') {
            if let Some((name, _)) = t.split_once(" [label=") {
                nodes.push(name.to_string());
            }
        }
    }
    (nodes, edges)
}

#[test]
fn dot_marks_barriers_and_parses() {
    let out = syncflow(&["dot", &corpus("reduce_tree.ll")]);
    assert!(out.status.success(), "{}", stderr(&out));
    let dot = stdout(&out);
    assert!(
        dot.starts_with("digraph \"@reduce_sum (preset sound)\" {"),
        "{dot}"
    );
    assert!(dot.trim_end().ends_with('}'));
    let (nodes, edges) = dot_shape(&dot);
    assert_eq!(nodes.len(), 9, "{dot}"); // reduce_sum has 9 blocks
    assert_eq!(edges.len(), 13, "{dot}");
    for (a, b) in &edges {
        assert!(
            nodes.contains(a) && nodes.contains(b),
            "dangling edge {a} -> {b}"
        );
    }
    assert_eq!(dot.matches("[kept] barrier0").count(), 2, "{dot}");
    assert_eq!(
        dot.matches("[removed] barrier0 reduce_tree.cu:17").count(),
        1
    );
    assert!(dot.contains("tooltip="), "{dot}");
    assert!(
        dot.contains("above: {}"),
        "removed barrier has nothing above: {dot}"
    );
    // The pure-Rust dot reader accepts it.
    let mut parser = layout::gv::DotParser::new(&dot);
    assert!(parser.process().is_ok());
    // Graphviz too, when installed.
    if Command::new("dot").arg("-V").output().is_ok() {
        let mut child = Command::new("dot")
            .arg("-Tsvg")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(dot.as_bytes())
            .unwrap();
        let svg = child.wait_with_output().unwrap();
        assert!(svg.status.success(), "{}", stderr(&svg));
        assert!(stdout(&svg).contains("<svg"));
    }
}

#[test]
fn dot_highlights_divergence() {
    let out = syncflow(&[
        "dot",
        "--function",
        "barrier_in_half_warp",
        &corpus("divergent_barrier.ll"),
    ]);
    let dot = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        dot.contains("[DIVERGENT] barrier0 divergent_barrier.cu:12"),
        "{dot}"
    );
    assert!(dot.contains("color=\"red\", style=dashed"), "{dot}");
    assert!(dot.contains("fillcolor=\"#f4b6b6\""), "{dot}");
    // reduce_tree branches on the thread id (`if (t < s)`), so its branches are red, but
    // every barrier is reached by all threads: none is flagged.
    let reduce = stdout(&syncflow(&["dot", &corpus("reduce_tree.ll")]));
    assert!(reduce.contains("color=\"red\""), "{reduce}");
    assert!(!reduce.contains("DIVERGENT"), "{reduce}");
    // A kernel without any thread-dependent branch has no red at all.
    let consecutive = stdout(&syncflow(&["dot", &corpus("consecutive.ll")]));
    assert!(!consecutive.contains("color=\"red\""), "{consecutive}");
}

#[test]
fn dot_svg_renders_without_graphviz_and_reads_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["dot", "-", "--svg", "--renderer", "builtin", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let text = std::fs::read(corpus("multi_shared.ll")).unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let svg = stdout(&out);
    assert!(svg.starts_with("<svg"), "{}", &svg[..200.min(svg.len())]);
    assert!(svg.trim_end().ends_with("</svg>"));
    // Both kernels' blocks are drawn, and the barrier labels are in the picture.
    assert!(
        svg.contains("[removed] barrier0 multi_shared.cu:13"),
        "{svg}"
    );
    // -o writes a file atomically.
    let dir = temp_dir("dot");
    let file = dir.join("g.dot");
    let out = syncflow(&[
        "dot",
        &corpus("reduce_tree.ll"),
        "-o",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success() && stdout(&out).is_empty());
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .starts_with("digraph"));
}

// ----- report -----

/// The inputs `report` reads under `dir`: `.ll` and `.ptx` files.
fn count_ll(dir: &Path) -> usize {
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            n += count_ll(&p);
        } else if p.extension().is_some_and(|x| x == "ll" || x == "ptx") {
            n += 1;
        }
    }
    n
}

#[test]
fn report_over_the_whole_test_tree() {
    let dir = temp_dir("report");
    let html = dir.join("report.html");
    let tests = root().join("tests");
    let out = syncflow(&[
        "report",
        tests.to_str().unwrap(),
        "--json",
        "--renderer",
        "builtin",
        "--html",
        html.to_str().unwrap(),
    ]);
    // Malformed files fail, the run goes on, and the exit code is 0.
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).is_empty(),
        "progress bar off a terminal: {}",
        stderr(&out)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let summary = &doc["summary"];
    assert_eq!(summary["files"], count_ll(&tests) as u64);
    let malformed = count_ll(&tests.join("malformed")) + count_ll(&tests.join("ptx/malformed"));
    assert_eq!(summary["failed"], malformed as u64);
    assert_eq!(doc["failures"].as_array().unwrap().len(), malformed);
    let failure = doc["failures"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"].as_str().unwrap().ends_with("undefined_value.ll"))
        .expect("undefined_value.ll fails");
    assert!(failure["message"]
        .as_str()
        .unwrap()
        .ends_with("undefined_value.ll:7:20: error: use of undefined value '%undefined'"));
    let files = doc["files"].as_array().unwrap();
    let lint: Vec<&str> = files
        .iter()
        .flat_map(|f| f["lint"].as_array().unwrap())
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(summary["lint_findings"], lint.len() as u64);
    // divergent_barrier.cu's two findings in each of its five compilations: the corpus .ll,
    // its real-header twin, llc-19's PTX and nvcc's PTX for sm_80 and sm_90.
    let findings_in = |suffix: &str| -> Vec<&str> {
        files
            .iter()
            .filter(|f| f["path"].as_str().unwrap().ends_with(suffix))
            .flat_map(|f| f["lint"].as_array().unwrap())
            .map(|l| l.as_str().unwrap())
            .filter(|l| l.starts_with("divergent_barrier.cu:"))
            .collect()
    };
    assert_eq!(findings_in(".ll").len(), 4, "{lint:?}");
    let in_ptx = findings_in(".ptx");
    assert_eq!(in_ptx.len(), 6, "{lint:?}");
    for line in ["divergent_barrier.cu:12:5:", "divergent_barrier.cu:25:3:"] {
        assert_eq!(
            in_ptx.iter().filter(|l| l.starts_with(line)).count(),
            3,
            "{in_ptx:?}"
        );
    }

    // The corpus alone: the README's numbers (157 barriers; sound 18, conservative 10,
    // cicc 85).
    let corpus: Vec<&serde_json::Value> = files
        .iter()
        .filter(|f| f["path"].as_str().unwrap().contains("/corpus/"))
        .collect();
    assert_eq!(corpus.len(), count_ll(&tests.join("corpus")));
    let mut barriers = 0;
    let mut removed = std::collections::BTreeMap::new();
    let mut kernels = 0;
    for f in &corpus {
        for func in f["functions"].as_array().unwrap() {
            kernels += usize::from(func["kernel"].as_bool().unwrap());
            barriers += func["barriers"].as_array().unwrap().len();
            for p in ["sound", "conservative", "cicc"] {
                *removed.entry(p).or_insert(0) += func["removed"][p].as_u64().unwrap();
            }
        }
    }
    assert_eq!(barriers, 157);
    assert!(kernels >= 68, "{kernels}");
    // Level 3 (per-thread slots) adds blocks_3d.cu:35 to the 17 of levels 0-2, and the
    // slots implied by race freedom (docs/design.md §4.2) private_slot.cu:12 and 22 and
    // transpose.cu:32. (restrict_params.cu:14 went with issue 27: the seq_cst atomicAdd
    // after it is a release to other CTAs, docs/design.md §4.3.) Byte ranges within one
    // array (issue 30) add threadfence.cu:20's last unrolled copy.
    assert_eq!(removed["sound"], 22);
    assert_eq!(removed["conservative"], 10);
    // `cicc` is calibrated against NVIDIA's basic-dbe (docs/cicc-fidelity.md).
    assert_eq!(removed["cicc"], 14);

    // One barrier in detail: every preset's verdict and the sets.
    let rt = corpus
        .iter()
        .find(|f| f["path"].as_str().unwrap().ends_with("reduce_tree.ll"))
        .unwrap();
    let b17 = rt["functions"][0]["barriers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["line"] == 17)
        .unwrap();
    assert_eq!(b17["verdicts"]["sound"]["removed"], true);
    // The sound preset runs `dominance` first, which proves this one redundant.
    assert_eq!(b17["verdicts"]["sound"]["pass"], "dominance");
    assert_eq!(b17["before"].as_array().unwrap().len(), 0);

    // The page: self-contained, the summary, a section with a picture per kernel.
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(
        !page.contains("<script") && !page.contains("src=\"http") && !page.contains("href=\"http")
    );
    assert!(page.contains("<table id=\"summary\">"));
    // Every row of the summary table has as many cells as its header.
    let table = &page[page.find("<table id=\"summary\">").unwrap()..];
    let table = &table[..table.find("</table>").unwrap()];
    let rows: Vec<&str> = table.split("<tr>").skip(1).collect();
    let header_cells = rows[0].matches("<th>").count();
    assert_eq!(header_cells, 8, "{}", rows[0]);
    for row in &rows[1..] {
        let cells = row.matches("<td").count() + row.matches("<th").count();
        let spanned = row.contains("colspan=\"7\"");
        assert_eq!(cells + if spanned { 6 } else { 0 }, header_cells, "{row}");
    }
    let sections = page.matches("<section class=\"kernel\">").count();
    assert!(
        sections >= summary["kernels"].as_u64().unwrap() as usize,
        "{sections}"
    );
    // Every kernel gets its picture, except graphs too large for the built-in renderer, which
    // get a note saying how to draw them: among the .ll files only the two 106-block Triton
    // attention kernels and tests/pipelined's Triton flash attention (num_stages 3); PTX graphs are larger (a guarded statement is a block of its own), so
    // more of the .ptx files get the note.
    let note = "<div class=\"cfg\"><p class=\"err\">error: a graph of ";
    let too_large = page.matches(note).count();
    let too_large_ll: Vec<&str> = page
        .split("<section class=\"kernel\">")
        .filter(|section| section.contains(note))
        .filter_map(|section| {
            let meta = &section[section.find("<span class=\"meta\">")? + 19..];
            Some(&meta[..meta.find("</span>")?])
        })
        .filter(|path| path.ends_with(".ll"))
        .map(|path| &path[path.rfind('/').map_or(0, |slash| slash + 1)..])
        .collect();
    assert_eq!(
        too_large_ll,
        [
            "matmul_stages3.gfx942.ll",
            "flash_attn_s3.sm80.ll",
            "attention_fwd.sm80.ll",
            "attention_fwd.sm90.ll"
        ],
        "notes for .ll graphs too large to draw (tests/amd's Triton matmul first)"
    );
    assert!(too_large > too_large_ll.len(), "{too_large}");
    assert!(page.matches("<div class=\"cfg\"><svg").count() + too_large >= sections);
    assert!(page.contains("kernel <code>@reduce_sum</code>"));
    assert!(
        page.contains("<code>__syncthreads();</code>"),
        "source lines in the table"
    );
    assert!(page.contains("Parse failures"));
    assert!(page.contains("use of undefined value &#39;%undefined&#39;"));
    assert!(page.contains("Lint findings"));
}

#[test]
fn report_table_and_stdin() {
    let out = syncflow(&[
        "report",
        &corpus("multi_shared.ll"),
        &corpus("reduce_tree.ll"),
    ]);
    assert!(out.status.success());
    let text = stdout(&out);
    let total = text
        .lines()
        .find(|l| l.starts_with("total"))
        .expect("total row");
    let cols: Vec<&str> = total.split_whitespace().collect();
    // kernels, barriers, in-loops (removed by sound / at loop depth ≥ 1: reduce_tree.cu's
    // barrier at line 15, in its halving loop, which sound keeps), sound, conservative,
    // cicc, lint
    assert_eq!(cols[1..], ["3", "8", "0/1", "2", "1", "1", "0"], "{text}");
    assert!(text.contains("2 files (0 failed)"), "{text}");
    assert!(
        text.contains(
            "\nbarriers in loops (loop depth ≥ 1): 1; removed: sound 0, conservative 0, cicc 0"
        ),
        "{text}"
    );

    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["report", "-", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"define void @broken( {\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["summary"]["failed"], 1);
    assert!(doc["failures"][0]["message"]
        .as_str()
        .unwrap()
        .starts_with("<stdin>:2:1: error:"));
    assert_eq!(doc["failures"][0]["path"], "<stdin>");
}

#[test]
fn builtin_svg_refuses_graphs_it_cannot_lay_out_in_time() {
    // layout-rs ran for over 20 minutes on this 106-block Triton kernel; the built-in renderer
    // now refuses such graphs at once and says how to draw them.
    let path = root().join("tests/triton/attention_fwd.sm80.ll");
    let start = std::time::Instant::now();
    let out = syncflow(&[
        "dot",
        "--svg",
        "--renderer",
        "builtin",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("106 blocks is larger than the built-in renderer draws (64)"),
        "{}",
        stderr(&out)
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    // The dot text of the same graph is still there.
    let dot = syncflow(&["dot", path.to_str().unwrap()]);
    assert_eq!(dot.status.code(), Some(0));
    assert!(stdout(&dot).starts_with("digraph"));
}

#[test]
fn builtin_svg_of_a_many_function_module_draws_the_functions_it_can() {
    // The two kernels of multi_shared.ll, then a device function of 80 blocks (a chain with
    // a barrier), more than the built-in renderer lays out: the kernels are drawn, the big
    // function is named in a note, and the command succeeds.
    let mut text = std::fs::read_to_string(root().join("tests/corpus/multi_shared.ll")).unwrap();
    text.push_str(
        "\ndefine void @long_chain() {\nb0:\n  call void @llvm.nvvm.barrier0()\n  br label %b1\n",
    );
    for i in 1..80 {
        text.push_str(&format!("b{i}:\n  br label %b{}\n", i + 1));
    }
    text.push_str("b80:\n  ret void\n}\n");
    let dir = temp_dir("many-functions-svg");
    let input = dir.join("many.ll");
    std::fs::write(&input, &text).unwrap();
    let out = syncflow(&[
        "dot",
        "--svg",
        "--renderer",
        "builtin",
        input.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let svg = stdout(&out);
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg:.200}"
    );
    assert_eq!(
        svg.matches("<svg").count(),
        3,
        "an outer picture holding two"
    );
    // The built-in renderer draws no graph titles; the kernels' blocks name their arrays.
    for array in ["two_arrays::sb", "three_arrays::acc"] {
        assert!(svg.contains(array), "{array} drawn");
    }
    assert!(svg.contains("@long_chain: 81 blocks, more than the built-in renderer draws (64)"));
    assert_eq!(
        stderr(&out),
        "note: @long_chain is not drawn: more blocks than the built-in renderer takes \
         (`--function long_chain` without --svg gives its dot text; Graphviz draws it)\n"
    );
    // One function asked for, and too large: still an error.
    let one = syncflow(&[
        "dot",
        "--svg",
        "--renderer",
        "builtin",
        "--function",
        "long_chain",
        input.to_str().unwrap(),
    ]);
    assert_eq!(one.status.code(), Some(2));
}

#[test]
fn eliminate_help_lists_every_knob_with_its_default() {
    let help = stdout(&syncflow(&["eliminate", "--help"]));
    let sound = syncflow_transforms::knobs::Knobs::preset("sound").unwrap();
    let all = sound.catalogue();
    assert!(all.len() >= 25);
    for k in all {
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{} ", k.name)))
            .unwrap_or_else(|| panic!("--help does not list knob {}:\n{help}", k.name));
        assert!(
            line.trim_end()
                .ends_with(&format!("[default: {}]", k.value)),
            "{line}"
        );
        assert!(line.contains(&k.takes), "{line}");
    }
    // The knob column is as wide as the longest name (async-partial-waits-complete-nothing).
    assert!(help.contains("precision                             0, 1, 2 or 3 [default: 3]"));
}
