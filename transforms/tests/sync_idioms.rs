//! The synchronization idioms of issue 27 (tests/sync), barrier by barrier, through three
//! pipelines: clang-19's `.ll` (real CUDA headers), llc-19's PTX of that `.ll`, and nvcc's
//! PTX (`-lineinfo`).
//!
//! Every `__syncthreads()` of a tests/sync `.cu` carries its ground truth in a trailing
//! comment, `// keep: <why>` or `// remove: <why>` (tests/sync/README.md). The barriers of
//! each compilation are matched to those lines through their debug locations:
//!
//! * under `sound`, every `keep` barrier is kept and every `remove` barrier is removed;
//! * under `conservative`, every `keep` barrier is kept;
//! * a compilation that lost an annotated barrier (the compiler merged or deleted it), or has
//!   a full-CTA barrier on a line without ground truth, fails the test: nothing is skipped.
//!
//! The model does not get all of them right yet. [`KNOWN_FAILURES`] lists, once, the lines
//! it gets wrong today; the tests print every mismatch with its pipeline and reason, and fail
//! when a mismatch is not on the list (a new one) or a listed line no longer mismatches (a
//! fixed one: take it off the list).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{parse_module, BarrierKind, Module};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// `(file, line)` of every barrier today's model decides against the ground truth (in some
/// pipeline; the test output names which). Empty it as the model is fixed.
const KNOWN_FAILURES: &[(&str, u32)] = &[];

/// Per file: the number of `keep` and of `remove` lines, and of full-CTA barriers in each
/// compilation (in [`PIPELINES`] order; more than the lines where a compiler inlined or
/// duplicated a barrier). Guards the annotations themselves (a barrier line that lost its
/// comment, a file added without its row) and what each compiler made of them.
const EXPECTED: &[(&str, usize, usize, [usize; 3])] = &[
    ("acquire.cu", 3, 0, [3, 3, 3]),
    ("controls.cu", 2, 2, [4, 4, 4]),
    ("last_block.cu", 4, 0, [4, 4, 4]),
    ("mixed_width.cu", 4, 0, [4, 4, 4]),
    ("observed_counter.cu", 6, 1, [7, 7, 7]),
    ("ordered_slots.cu", 4, 0, [4, 4, 4]),
    ("publish.cu", 5, 0, [5, 5, 5]),
    // reduce_block is inlined twice; clang also duplicates the last block's copy.
    ("threadfence_reduction.cu", 4, 0, [10, 10, 7]),
    ("triton_lock.cu", 4, 0, [4, 4, 4]),
    ("volatile_tail.cu", 4, 0, [4, 4, 4]),
];

/// The three compilations of `X.cu`, as (pipeline, path relative to tests/sync).
const PIPELINES: &[(&str, &str)] = &[
    ("clang .ll", "{}.ll"),
    ("llc PTX", "llc/{}.sm80.ptx"),
    ("nvcc PTX", "nvcc/{}.sm80.ptx"),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Truth {
    Keep,
    Remove,
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/sync")
}

/// Every `.cu` of tests/sync with its ground truth: line → truth.
fn ground_truth() -> BTreeMap<String, BTreeMap<u32, Truth>> {
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(dir()).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "cu") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut lines = BTreeMap::new();
        for (k, line) in text.lines().enumerate() {
            let (code, comment) = line.split_once("//").unwrap_or((line, ""));
            if !code.contains("__syncthreads()") {
                continue;
            }
            let comment = comment.trim_start();
            let truth = if comment.starts_with("keep: ") {
                Truth::Keep
            } else if comment.starts_with("remove: ") {
                Truth::Remove
            } else {
                panic!(
                    "{name}:{}: a barrier without `// keep: ` or `// remove: `",
                    k + 1
                )
            };
            lines.insert(k as u32 + 1, truth);
        }
        out.insert(name, lines);
    }
    out
}

fn parse(path: &Path) -> Module {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e} (run tests/sync/regen.sh)", path.display()));
    let name = path.display().to_string();
    if name.ends_with(".ptx") {
        parse_ptx_module(&name, &text).unwrap()
    } else {
        parse_module(&name, &text).unwrap()
    }
}

/// One full-CTA barrier of a compilation: its source line, removed or not, and why.
struct Decision {
    line: u32,
    removed: bool,
    reason: String,
}

/// The candidate barriers of `m` under `preset`, each at its line of `cu`; panics on one
/// without a location or located elsewhere.
fn decisions(m: &Module, preset: &str, cu: &str, what: &str) -> Vec<Decision> {
    let knobs = Knobs::preset(preset).unwrap();
    let r = eliminate(m, &knobs, &UniformityDivergence::new(m));
    let mut out = Vec::new();
    for d in r
        .decisions
        .iter()
        .filter(|d| d.kind == BarrierKind::Candidate)
    {
        let inst = &m.functions[d.function].insts[d.inst];
        let loc = inst
            .debug_loc
            .unwrap_or_else(|| panic!("{what}: a barrier without a source location"));
        let file = &m.debug_info.files[loc.file];
        let base = file.rsplit('/').next().unwrap_or(file);
        assert_eq!(base, cu, "{what}: a barrier located in {file}:{}", loc.line);
        out.push(Decision {
            line: loc.line,
            removed: d.removed,
            reason: d.reason.describe(),
        });
    }
    out
}

/// Runs `preset` over every compilation; returns the report and the `(file, line)`s where a
/// barrier's decision contradicts the ground truth (`keep_only`: only kept barriers count).
fn mismatches(preset: &str, keep_only: bool) -> (String, BTreeSet<(String, u32)>) {
    let truth = ground_truth();
    let mut report = String::new();
    let mut wrong: BTreeMap<(String, u32), BTreeSet<&str>> = BTreeMap::new();
    let mut problems = Vec::new();
    for (cu, lines) in &truth {
        let stem = cu.trim_end_matches(".cu");
        let counts = EXPECTED
            .iter()
            .find(|e| e.0 == cu)
            .map(|e| e.3)
            .unwrap_or_else(|| panic!("{cu} has no row in EXPECTED"));
        for ((pipeline, pattern), count) in PIPELINES.iter().zip(counts) {
            let rel = pattern.replace("{}", stem);
            let what = format!("{rel} ({pipeline})");
            let ds = decisions(&parse(&dir().join(&rel)), preset, cu, &what);
            let removed = ds.iter().filter(|d| d.removed).count();
            writeln!(report, "{what}: {removed}/{} removed", ds.len()).unwrap();
            if ds.len() != count {
                problems.push(format!(
                    "{what}: {} barriers, EXPECTED says {count}",
                    ds.len()
                ));
            }
            for d in &ds {
                if !lines.contains_key(&d.line) {
                    problems.push(format!(
                        "{what}: a barrier at {cu}:{} has no ground truth",
                        d.line
                    ));
                }
            }
            for (line, t) in lines {
                let here: Vec<_> = ds.iter().filter(|d| d.line == *line).collect();
                if here.is_empty() {
                    problems.push(format!("{what}: the barrier of {cu}:{line} is missing"));
                }
                for d in here {
                    let bad = match t {
                        Truth::Keep => d.removed,
                        Truth::Remove => !d.removed && !keep_only,
                    };
                    if bad {
                        let did = if d.removed { "removed" } else { "kept" };
                        writeln!(
                            report,
                            "  MISMATCH {cu}:{line} ({t:?}) {did} in {pipeline}: {}",
                            d.reason
                        )
                        .unwrap();
                        wrong
                            .entry((cu.clone(), *line))
                            .or_default()
                            .insert(pipeline);
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    writeln!(report, "{preset}: {} lines decided wrongly", wrong.len()).unwrap();
    for ((cu, line), pipelines) in &wrong {
        let list: Vec<_> = pipelines.iter().copied().collect();
        writeln!(report, "  {cu}:{line} in {}", list.join(", ")).unwrap();
    }
    (report, wrong.into_keys().collect())
}

fn known() -> BTreeSet<(String, u32)> {
    KNOWN_FAILURES
        .iter()
        .map(|(f, l)| (f.to_string(), *l))
        .collect()
}

#[test]
fn every_barrier_is_annotated_and_counted() {
    let truth = ground_truth();
    let counted: BTreeMap<String, (usize, usize)> = truth
        .iter()
        .map(|(cu, lines)| {
            let keep = lines.values().filter(|t| **t == Truth::Keep).count();
            (cu.clone(), (keep, lines.len() - keep))
        })
        .collect();
    let expected: BTreeMap<String, (usize, usize)> = EXPECTED
        .iter()
        .map(|(f, k, r, _)| (f.to_string(), (*k, *r)))
        .collect();
    assert_eq!(counted, expected);
    for (cu, line) in known() {
        assert!(
            truth.get(&cu).is_some_and(|l| l.contains_key(&line)),
            "KNOWN_FAILURES names {cu}:{line}, which is no annotated barrier"
        );
    }
}

#[test]
fn sound_follows_the_ground_truth() {
    let (report, wrong) = mismatches("sound", false);
    println!("sound:\n{report}");
    let known = known();
    let new: Vec<_> = wrong.difference(&known).collect();
    let fixed: Vec<_> = known.difference(&wrong).collect();
    assert!(
        new.is_empty() && fixed.is_empty(),
        "new mismatches {new:?}; fixed (take them off KNOWN_FAILURES) {fixed:?}\n{report}"
    );
}

#[test]
fn conservative_keeps_every_keep_barrier() {
    let (report, wrong) = mismatches("conservative", true);
    println!("conservative:\n{report}");
    let known = known();
    let new: Vec<_> = wrong.difference(&known).collect();
    assert!(new.is_empty(), "new mismatches {new:?}\n{report}");
}
