//! The pipelined benchmark set (tests/pipelined): loops whose barriers run every iteration,
//! each barrier's source line annotated `// keep` or `// remove` (the ground truth). Three
//! judges, none of which is the analysis under test:
//!
//! 1. **Execution settles the annotations.** Removing one barrier by hand (every copy of its
//!    line) and running `syncflow check --against` under every schedule: a `keep` barrier
//!    must show something new (a race, a different value read or written), a `remove` one
//!    nothing.
//! 2. **`sound` agrees with them** on clang's `.ll` and on llc-19's PTX of it: it removes no
//!    `keep` barrier, and every `remove` barrier except the misses listed with their reason.
//! 3. **`sound`'s whole output runs clean** (`check --preset sound`), and the unsound
//!    `iterations-ignore-distance` row is caught by the interpreter.

use serde_json::Value;
mod common;
use common::{line_decisions, root, stderr, stdout, syncflow, temp_dir};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use syncflow_ir::{parse_module, print_module, BarrierKind, Removal};

/// The files of the set this test judges, each with its kernels' launches.
const FILES: &[(&str, &[Kernel])] = &[
    (
        "double_buffer",
        &[
            k("db_and", &["#2=5"]),
            k("single_buffer", &["#2=5"]),
            k("db_toggle", &["#2=5"]),
            k("db_prefetch", &["#2=5"]),
        ],
    ),
    (
        "multi_stage",
        &[
            k("ring_mod3", &["#2=7"]),
            k("ring_counter", &["#2=7"]),
            k("ring_origin", &["#2=7", "--arg", "#3=5"]),
            k("ring_lag", &["#2=5"]),
        ],
    ),
    (
        "pingpong",
        &[
            Kernel {
                name: "_Z13jacobi_halvesPfi",
                args: &["--arg", "#0=f32[256]:random:3", "--arg", "#1=5"],
            },
            Kernel {
                name: "rotate3",
                args: &["--arg", "#0=f32[256]:random:3", "--arg", "#1=5"],
            },
            // The pointer swap: sound removes 71 (two arrays, traded every iteration).
            Kernel {
                name: "_Z11jacobi_swapPfi",
                args: &["--arg", "#0=f32[256]:random:3", "--arg", "#1=5"],
            },
        ],
    ),
    (
        "distance_edges",
        &[
            k("next_stage", &["#2=5"]),
            k("rerun", &["#2=3", "--arg", "#3=2"]),
            k("divergent_toggle", &["#2=5"]),
        ],
    ),
];

/// `remove` barriers `sound` keeps, and why: (file, line, front-end, reason). None now: llc's
/// `k % 3` (a multiply-high by a reciprocal) is read since `memory::magic`.
const MISSES: &[(&str, u32, Front, &str)] = &[];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Front {
    Clang,
    LlcPtx,
}

/// A kernel and its launch arguments besides the block (256 threads).
struct Kernel {
    name: &'static str,
    args: &'static [&'static str],
}

/// A kernel of the common shape `(const float *A, float *out, int n, …)`: `A` random, `out`
/// zeros, then `rest` (the `--arg` of `n` first, then whole further arguments).
const fn k(name: &'static str, rest: &'static [&'static str]) -> Kernel {
    Kernel { name, args: rest }
}

fn launch(kernel: &Kernel) -> Vec<String> {
    let mut out: Vec<String> = ["--block", "256"].iter().map(|s| s.to_string()).collect();
    if kernel.args.first().is_some_and(|a| a.starts_with("#2=")) {
        for a in ["#0=f32[8192]:random:1", "#1=f32[256]"] {
            out.push("--arg".into());
            out.push(a.into());
        }
        out.push("--arg".into());
    }
    out.extend(kernel.args.iter().map(|s| s.to_string()));
    out
}

/// Line → `true` for `remove`, `false` for `keep`, from the `.cu`'s annotations.
fn truth(file: &str) -> BTreeMap<u32, bool> {
    let text = std::fs::read_to_string(root().join(format!("tests/pipelined/{file}.cu"))).unwrap();
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if !line.contains("__syncthreads();") {
            continue;
        }
        let note = line.split("//").nth(1).unwrap_or("").trim();
        let remove = if note.starts_with("remove") {
            true
        } else if note.starts_with("keep") {
            false
        } else {
            panic!("{file}.cu:{}: barrier without ground truth", n + 1);
        };
        out.insert(n as u32 + 1, remove);
    }
    out
}

/// The lines of `kernel`'s candidate barriers in `path`.
fn barrier_lines(path: &Path, kernel: &str) -> BTreeSet<u32> {
    let text = std::fs::read_to_string(path).unwrap();
    let m = parse_module(&path.display().to_string(), &text).unwrap();
    let mut lines = BTreeSet::new();
    for f in m
        .functions
        .iter()
        .filter(|f| f.is_defined && f.name.contains(kernel))
    {
        for (inst, b) in m.barriers(f) {
            if b.kind == BarrierKind::Candidate {
                lines.extend(f.insts[inst].debug_loc.map(|l| l.line));
            }
        }
    }
    lines
}

/// `X.ll` less every barrier of `kernel` at `line`, written into `dir`.
fn without_barrier(file: &str, kernel: &str, line: u32, dir: &Path) -> String {
    let path = root().join(format!("tests/pipelined/{file}.ll"));
    let text = std::fs::read_to_string(&path).unwrap();
    let m = parse_module(&path.display().to_string(), &text).unwrap();
    let mut cut = BTreeSet::new();
    for (id, f) in m.functions.iter_enumerated() {
        if !f.is_defined || !f.name.contains(kernel) {
            continue;
        }
        for (inst, b) in m.barriers(f) {
            let here = f.insts[inst].debug_loc.is_some_and(|l| l.line == line);
            if b.kind == BarrierKind::Candidate && here {
                cut.insert(Removal { function: id, inst });
            }
        }
    }
    let out = dir.join(format!("{kernel}-{line}.ll"));
    std::fs::write(&out, print_module(&m, &cut).unwrap()).unwrap();
    out.display().to_string()
}

/// `check` of `kernel` in `input` against `extra` (`--against F` or `--preset …`), every
/// schedule: the kinds of new finding, after asserting the input itself is clean.
fn new_findings(input: &str, kernel: &Kernel, extra: &[&str]) -> (BTreeSet<String>, Option<i32>) {
    let mut args: Vec<String> = ["check", input, "--kernel", kernel.name, "--schedule", "all"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.extend(launch(kernel));
    args.extend(extra.iter().map(|s| s.to_string()));
    args.push("--json".into());
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = syncflow(&refs);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    assert!(
        v["findings"].as_array().is_some_and(|f| f.is_empty()),
        "{input} {}: the input itself has findings: {v}",
        kernel.name
    );
    let kinds = v["comparison"]["new_findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect();
    (kinds, o.status.code())
}

#[test]
fn execution_settles_every_loop_barrier_annotation() {
    let dir = temp_dir("pipelined-truth");
    let mut failures = Vec::new();
    for (file, kernels) in FILES {
        let truth = truth(file);
        let input = root().join(format!("tests/pipelined/{file}.ll"));
        for kernel in *kernels {
            for line in barrier_lines(&input, kernel.name) {
                let remove = truth[&line];
                let output = without_barrier(file, kernel.name, line, &dir);
                let (kinds, code) = new_findings(
                    &input.display().to_string(),
                    kernel,
                    &["--against", &output],
                );
                println!("{file}.cu:{line} ({}): new {kinds:?}", kernel.name);
                let ok = if remove {
                    kinds.is_empty() && code == Some(0)
                } else {
                    !kinds.is_empty() && code == Some(1)
                };
                if !ok {
                    let word = if remove { "remove" } else { "keep" };
                    failures.push(format!(
                        "{file}.cu:{line} ({}) is marked {word}, removing it alone shows {kinds:?}",
                        kernel.name
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn judge(front: Front, path_of: impl Fn(&str) -> String) {
    let mut failures = Vec::new();
    let (mut removed, mut expected) = (0, 0);
    for (file, _) in FILES {
        let truth = truth(file);
        let decided = line_decisions(&path_of(file));
        for (line, remove) in &truth {
            let Some(&gone) = decided.get(line) else {
                continue; // folded away by the compiler
            };
            let missed = MISSES
                .iter()
                .any(|(f, l, fr, _)| f == file && l == line && *fr == front);
            expected += usize::from(*remove && !missed);
            removed += usize::from(gone);
            match (remove, gone) {
                (false, true) => failures.push(format!("{file}.cu:{line}: a keep barrier removed")),
                (true, false) if !missed => {
                    failures.push(format!("{file}.cu:{line}: a remove barrier kept"))
                }
                (true, true) if missed => {
                    failures.push(format!("{file}.cu:{line}: listed as a miss, now removed"))
                }
                _ => {}
            }
        }
    }
    println!("{front:?}: {removed} removed, {expected} expected");
    assert!(expected >= 4, "the set lost its remove barriers");
    assert!(failures.is_empty(), "{front:?}:\n{}", failures.join("\n"));
}

#[test]
fn sound_agrees_with_the_ground_truth_on_clang_ir() {
    judge(Front::Clang, |file| {
        root()
            .join(format!("tests/pipelined/{file}.ll"))
            .display()
            .to_string()
    });
}

#[test]
fn sound_agrees_with_the_ground_truth_on_llc_ptx() {
    let dir = temp_dir("pipelined-ptx");
    judge(Front::LlcPtx, |file| {
        let ll = root().join(format!("tests/pipelined/{file}.ll"));
        let ptx = dir.join(format!("{file}.ptx"));
        let o = std::process::Command::new("llc-19")
            .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
            .arg(&ptx)
            .arg(&ll)
            .output()
            .expect("llc-19 runs (scripts/test.sh installs it)");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        ptx.display().to_string()
    });
    // The rings on PTX (`ring_mod3`'s multiply-high among them): sound's output runs clean.
    let ptx = dir.join("multi_stage.ptx").display().to_string();
    let (_, kernels) = FILES.iter().find(|(f, _)| *f == "multi_stage").unwrap();
    for kernel in *kernels {
        let (kinds, code) = new_findings(&ptx, kernel, &["--preset", "sound"]);
        assert!(
            kinds.is_empty() && code == Some(0),
            "multi_stage.ptx {}: sound's output shows {kinds:?}",
            kernel.name
        );
    }
}

#[test]
fn sounds_output_runs_clean_and_ignoring_the_distance_is_caught() {
    for (file, kernels) in FILES {
        let input = root().join(format!("tests/pipelined/{file}.ll"));
        let input = input.display().to_string();
        for kernel in *kernels {
            let (kinds, code) = new_findings(&input, kernel, &["--preset", "sound"]);
            assert!(
                kinds.is_empty() && code == Some(0),
                "{file} {}: sound's output shows {kinds:?}",
                kernel.name
            );
        }
    }
    // The weakened rule: the next iteration's read compared as if in this iteration.
    let input = root().join("tests/pipelined/distance_edges.ll");
    let (kinds, code) = new_findings(
        &input.display().to_string(),
        &k("next_stage", &["#2=5"]),
        &[
            "--preset",
            "sound",
            "--knob",
            "iterations-ignore-distance=1",
            "--knob",
            "block=256",
        ],
    );
    assert!(
        kinds.contains("race") && code == Some(1),
        "{kinds:?} {code:?}"
    );
}

/// The textbook double-buffered tiled matmul (16×16 tiles, `As[k & 1][ty][tx]`): its reads'
/// thread part spans `16·ty` rows, so only a stated block (`--block 16,16`, or `.reqntid`)
/// keeps a stage's bytes inside one buffer. Then the trailing barrier goes, and the output
/// runs clean, with half the barrier executions.
#[test]
fn the_double_buffered_matmul_loses_its_trailing_barrier_under_its_block() {
    let input = root().join("tests/pipelined/matmul_db.ll");
    let input = input.display().to_string();
    let o = syncflow(&[
        "eliminate",
        &input,
        "--json",
        "-o",
        "/dev/null",
        "--block",
        "16,16",
    ]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let removed: BTreeSet<u64> = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["barriers"].as_array().unwrap())
        .filter(|b| b["removed"] == true)
        .map(|b| b["line"].as_u64().unwrap())
        .collect();
    assert_eq!(removed, BTreeSet::from([25]), "{v}");
    let o = syncflow(&[
        "check",
        &input,
        "--kernel",
        "_Z9matmul_dbPKfS0_Pfi",
        "--block",
        "16,16",
        "--grid",
        "2,2",
        "--arg",
        "#0=f32[2048]:random:1",
        "--arg",
        "#1=f32[2048]:random:2",
        "--arg",
        "#2=f32[1024]",
        "--arg",
        "#3=32",
        "--preset",
        "sound",
        "--knob",
        "block=16,16",
        "--json",
    ]);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    assert_eq!(o.status.code(), Some(0), "{v}");
    assert!(v["findings"].as_array().unwrap().is_empty(), "{v}");
    let e = &v["barriers_executed"];
    assert_eq!(
        (e["input"].as_u64(), e["output"].as_u64()),
        (Some(4), Some(2)),
        "{e}"
    );
}
