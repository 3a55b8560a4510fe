//! The PTX front-end's decisions against the LLVM front-end's, on the same kernels:
//!
//! * llc-19's PTX of each corpus `.ll` (tests/ptx/llc): `sound` removes the barriers of the
//!   same source lines as from the `.ll`;
//! * nvcc's PTX of each corpus `.cu` (tests/ptx/nvcc, sm_80 and sm_90): `sound` removes at
//!   least the lines it removes from clang's `.ll`, and no barrier on a line the corpus's
//!   ground truth (tests/corpus/README.md) marks required;
//! * every `.ptx` under every preset prints with exactly the removed `bar` lines gone.
//!
//! Each remaining difference is listed below with its cause; the tests fail if one
//! disappears (update the list) or a new one appears (explain it).

#[path = "../../framework/tests/common.rs"]
mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{parse_module, print_module, Module};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// `(file, line)` of a removal the `.ll` makes and the PTX of the same kernel does not, and
/// why. None today: restrict_params.cu:14 was one (PTX has no `noalias`), until issue 27
/// made the `.ll` keep it too — the seq_cst `atomicAdd` below it is a release to other CTAs
/// (docs/design.md §4.3), which distinct objects do not excuse.
const LL_ONLY: &[(&str, u32, &str)] = &[];

/// Lines the `.ll` loses and nvcc's PTX keeps (besides [`LL_ONLY`]), and why.
const NVCC_KEEPS: &[(&str, u32, &str)] = &[(
    "nested_loops.cu",
    18,
    "the other barrier of the same back-to-back pair goes instead: in nvcc's unrolled code \
     the remainder loop's copy of line 16 comes first in layout, is post-dominated by line \
     18 with nothing between, and is removed; line 18 then orders what it ordered",
)];

/// Removals from nvcc's PTX on lines the ground truth marks required, and why each is right
/// for the code nvcc produced.
const NVCC_ON_REQUIRED_LINES: &[(&str, u32, &str)] = &[
    (
        "nested_loops.cu",
        16,
        "nvcc unrolls the inner loop; the copy of the line-16 barrier that ends the \
         remainder loop falls straight into the line-18 barrier, which orders the same",
    ),
    (
        "unknown_call_only.cu",
        21,
        "nvcc deletes the store to `stage` (nothing in the file reads it), so nothing \
         above the barrier remains to order",
    ),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The removed barriers of `m` under `sound`, as `(file name, line)` with repeats.
fn removed_lines(m: &Module) -> Vec<(String, u32)> {
    let knobs = Knobs::preset("sound").unwrap();
    let r = eliminate(m, &knobs, &UniformityDivergence::new(m));
    let mut out: Vec<(String, u32)> = r
        .removals
        .iter()
        .map(|x| {
            let inst = &m.functions[x.function].insts[x.inst];
            let loc = inst.debug_loc.expect("corpus barriers have locations");
            let file = &m.debug_info.files[loc.file];
            let base = file.rsplit('/').next().unwrap_or(file).to_string();
            (base, loc.line)
        })
        .collect();
    out.sort();
    out
}

fn ptx(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    parse_ptx_module(&path.display().to_string(), &text).unwrap()
}

fn ll(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    parse_module(&path.display().to_string(), &text).unwrap()
}

/// The ground truth: `(file, line)` → label (`KEEP`, `EITHER-L0`, …).
fn ground_truth() -> BTreeMap<(String, u32), String> {
    let text = std::fs::read_to_string(root().join("tests/corpus/README.md")).unwrap();
    let mut out = BTreeMap::new();
    for row in text.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let Some(file) = cells.get(1).filter(|c| c.ends_with(".cu")) else {
            continue;
        };
        let Some(labels) = cells.iter().rev().find(|c| !c.is_empty()) else {
            continue;
        };
        for item in labels.split(';') {
            if let Some((line, label)) = item.trim().split_once(": ") {
                if let Ok(line) = line.parse() {
                    out.insert((file.to_string(), line), label.to_string());
                }
            }
        }
    }
    assert!(out.len() > 100, "ground truth table not found");
    out
}

#[test]
fn llc_ptx_removes_the_same_lines_as_the_ll() {
    let mut differences = BTreeSet::new();
    let mut removed = 0;
    for path in common::ll_files("corpus") {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let from_ll = removed_lines(&ll(&path));
        let from_ptx = removed_lines(&ptx(&root().join(format!("tests/ptx/llc/{name}.sm80.ptx"))));
        removed += from_ptx.len();
        if from_ll != from_ptx {
            for x in from_ll.iter().filter(|x| !from_ptx.contains(x)) {
                differences.insert((x.0.clone(), x.1, "ll"));
            }
            for x in from_ptx.iter().filter(|x| !from_ll.contains(x)) {
                differences.insert((x.0.clone(), x.1, "ptx"));
            }
        }
    }
    let expected: BTreeSet<_> = LL_ONLY
        .iter()
        .map(|(f, l, _)| (f.to_string(), *l, "ll"))
        .collect();
    assert_eq!(differences, expected);
    assert!(removed >= 20, "only {removed} removals from llc's PTX");
}

#[test]
fn nvcc_ptx_removes_what_the_ll_removes_and_nothing_required() {
    let truth = ground_truth();
    let mut on_required = BTreeSet::new();
    let mut missing = BTreeSet::new();
    for path in common::ll_files("corpus") {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let from_ll: BTreeSet<_> = removed_lines(&ll(&path)).into_iter().collect();
        for sm in [80, 90] {
            let p = root().join(format!("tests/ptx/nvcc/{name}.sm{sm}.ptx"));
            let from_nvcc: BTreeSet<_> = removed_lines(&ptx(&p)).into_iter().collect();
            for x in from_ll.difference(&from_nvcc) {
                missing.insert((x.0.clone(), x.1));
            }
            for x in &from_nvcc {
                if truth.get(x).is_some_and(|label| label.starts_with("KEEP")) {
                    on_required.insert(x.clone());
                }
            }
        }
    }
    let expected_missing: BTreeSet<_> = LL_ONLY
        .iter()
        .chain(NVCC_KEEPS)
        .map(|(f, l, _)| (f.to_string(), *l))
        .collect();
    assert_eq!(missing, expected_missing);
    let expected_required: BTreeSet<_> = NVCC_ON_REQUIRED_LINES
        .iter()
        .map(|(f, l, _)| (f.to_string(), *l))
        .collect();
    assert_eq!(on_required, expected_required);
}

fn barriers_per_function(m: &Module) -> Vec<(String, usize)> {
    m.functions
        .iter()
        .filter(|f| f.is_defined)
        .map(|f| (f.name.clone(), m.barriers(f).count()))
        .collect()
}

#[test]
fn ptx_outputs_lose_exactly_the_removed_lines() {
    let mut files = Vec::new();
    for dir in [
        "tests/ptx/llc",
        "tests/ptx/nvcc",
        "tests/ptx/syntax",
        "tests/triton",
    ] {
        for e in std::fs::read_dir(root().join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "ptx") {
                files.push(p);
            }
        }
    }
    let mut removed_somewhere = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let m = parse_ptx_module(&name, &text).unwrap();
        for preset in ["sound", "conservative", "cicc", "cicc-documented"] {
            let knobs = Knobs::preset(preset).unwrap();
            let r = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
            let out = print_module(&m, &r.removals).unwrap();
            let again = parse_ptx_module(&name, &out)
                .unwrap_or_else(|e| panic!("{name} ({preset}): the output does not parse: {e}"));
            for ((f, b), (g, a)) in barriers_per_function(&m)
                .iter()
                .zip(&barriers_per_function(&again))
            {
                assert_eq!(f, g);
                let cut = r
                    .removals
                    .iter()
                    .filter(|x| m.functions[x.function].name == *f)
                    .count();
                assert_eq!(*a, b - cut, "{name} ({preset}) @{f}");
            }
            // Whole lines go, and only `bar`/`barrier` lines.
            let before: Vec<&str> = text.lines().collect();
            let after: Vec<&str> = out.lines().collect();
            assert_eq!(
                before.len() - after.len(),
                r.removals.len(),
                "{name} ({preset})"
            );
            let mut k = 0;
            for line in &before {
                if after.get(k) == Some(line) {
                    k += 1;
                } else {
                    let t = line.trim_start();
                    assert!(
                        t.starts_with("bar") || t.starts_with("@"),
                        "{name}: cut '{line}'"
                    );
                }
            }
            assert_eq!(k, after.len(), "{name} ({preset}): not a subsequence");
            removed_somewhere += r.removals.len();
        }
    }
    assert!(removed_somewhere > 50);
}

#[test]
fn triton_ptx_removes_the_same_lines_as_its_llvm_ir() {
    // Triton writes both files from one compilation: the same kernels, the same barriers.
    let mut compared = 0;
    for path in common::ll_files("triton") {
        let ptx_path = path.with_extension("ptx");
        if !ptx_path.exists() {
            continue;
        }
        let from_ll = removed_lines(&ll(&path));
        let from_ptx = removed_lines(&ptx(&ptx_path));
        assert_eq!(from_ll, from_ptx, "{}", path.display());
        compared += 1;
    }
    assert_eq!(compared, 26);
}
