//! The kernels of `tests/precision/` (issue 18's shapes: `threadIdx.x` slots, `extern
//! __shared__` slots, 2-D tiles, thread 0's slot, pinned barriers), compiled by clang-19.
//! Each barrier's line in the `.cu` says what it is: `REMOVABLE`, `KEEP` (needed),
//! `KEEP-UNPROVABLE` (orders nothing, but syncflow cannot prove it), `PINNED` (orders nothing,
//! pinned) or `PINNED-NEEDED`; each kernel's
//! `// launch: NAME X,Y,Z` gives a block it is race-free in.
//!
//! The sound preset must remove exactly the `REMOVABLE` ones. The interpreter confirms the
//! ground truth under the stated launch: the input is race-free; the sound output adds no
//! finding; removing a `KEEP` or `PINNED-NEEDED` barrier alone adds one; removing a
//! `KEEP-UNPROVABLE` or `PINNED` one alone (it orders nothing) adds none.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, BarrierKind, Module, Removal};
use syncflow_transforms::eliminate::{eliminate, Reason, UniformityOracle};
use syncflow_transforms::knobs::Knobs;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/precision")
}

/// `(line → tag)` and `(kernel → block)` from a `.cu`.
fn ground_truth(cu: &str) -> (BTreeMap<u32, String>, BTreeMap<String, [u32; 3]>) {
    let mut tags = BTreeMap::new();
    let mut launches = BTreeMap::new();
    for (n, line) in cu.lines().enumerate() {
        if let Some(rest) = line.trim().strip_prefix("// launch: ") {
            let (name, dims) = rest.split_once(' ').expect("NAME X,Y,Z");
            let d: Vec<u32> = dims.split(',').map(|x| x.parse().unwrap()).collect();
            launches.insert(name.to_string(), [d[0], d[1], d[2]]);
        } else if line.contains("__syncthreads();") {
            let tag = line.split("// ").nth(1).expect("every barrier is tagged");
            tags.insert(n as u32 + 1, tag.trim().to_string());
        }
    }
    (tags, launches)
}

/// Every candidate barrier of `kernel`, by source line.
fn barriers(m: &Module, kernel: &str) -> Vec<(u32, Removal)> {
    let f = m.function_by_name(kernel).unwrap();
    let func = &m.functions[f];
    m.barriers(func)
        .filter(|(_, b)| b.kind == BarrierKind::Candidate)
        .map(|(inst, _)| {
            (
                func.insts[inst].debug_loc.unwrap().line,
                Removal { function: f, inst },
            )
        })
        .collect()
}

#[test]
fn sound_removes_exactly_the_removable_barriers_and_the_oracle_agrees() {
    let knobs = Knobs::preset("sound").unwrap();
    let (mut kernels, mut checked) = (0, 0);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    for ll in files {
        let cu = std::fs::read_to_string(ll.with_extension("cu")).unwrap();
        let (tags, launches) = ground_truth(&cu);
        let m = parse_module("k.ll", &std::fs::read_to_string(&ll).unwrap()).unwrap();
        let r = eliminate(&m, &knobs, &UniformityOracle::new(&m));
        let file = ll.file_name().unwrap().to_string_lossy().to_string();
        for (kernel, block) in launches {
            kernels += 1;
            let f = m.function_by_name(&kernel).unwrap();
            let mut launch = LaunchConfig::for_kernel(&m, f, block, 1 << 16, 2);
            launch.dynamic_shared_bytes = 4096;
            let input = Interpreter::new(&m).run(f, &launch);
            assert!(
                input.races.is_empty() && input.faults.is_empty(),
                "{file} {kernel}: the input is not clean: {:?} {:?}",
                input.races.first().map(ToString::to_string),
                input.faults.first()
            );
            let mine: BTreeSet<Removal> = r
                .removals
                .iter()
                .filter(|x| x.function == f)
                .copied()
                .collect();
            let v = judge(&m, f, &launch, &input, &mine);
            assert!(!v.unsound(), "{file} {kernel}: {:?}", v.new_findings);
            for (line, barrier) in barriers(&m, &kernel) {
                let tag = &tags[&line];
                let d = r
                    .decisions
                    .iter()
                    .find(|d| d.inst == barrier.inst && d.function == f);
                let d = d.unwrap();
                let place = format!("{file} {kernel} line {line} ({tag})");
                assert_eq!(
                    d.removed,
                    tag == "REMOVABLE",
                    "{place}: {}",
                    d.reason.describe()
                );
                if tag.starts_with("PINNED") {
                    assert!(matches!(d.reason, Reason::Pinned(_)), "{place}");
                }
                if tag != "REMOVABLE" {
                    let alone = BTreeSet::from([barrier]);
                    let v = judge(&m, f, &launch, &input, &alone);
                    assert_eq!(
                        v.unsound(),
                        tag == "KEEP" || tag == "PINNED-NEEDED",
                        "{place}: removing it alone: {:?}",
                        v.new_findings
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(
        kernels >= 25 && checked >= 31,
        "{kernels} kernels, {checked} barriers"
    );
}

#[test]
fn keep_pins_by_file_and_line_and_rejects_malformed_places() {
    let m = parse_module(
        "k.ll",
        &std::fs::read_to_string(dir().join("slots_1d.ll")).unwrap(),
    )
    .unwrap();
    let mut knobs = Knobs::preset("sound").unwrap();
    knobs
        .set("keep=slots_1d.cu:12,precision/slots_1d.cu:35")
        .unwrap();
    let r = eliminate(&m, &knobs, &UniformityOracle::new(&m));
    let pinned: Vec<u32> = r
        .decisions
        .iter()
        .filter(|d| matches!(d.reason, Reason::Pinned(_)))
        .map(|d| {
            m.functions[d.function].insts[d.inst]
                .debug_loc
                .unwrap()
                .line
        })
        .collect();
    assert_eq!(pinned, [12, 35]);
    assert!(r
        .decisions
        .iter()
        .all(|d| !(d.removed && matches!(d.reason, Reason::Pinned(_)))));
    for bad in ["keep=k.cu", "keep=k.cu:0", "keep=:12", "keep=k.cu:x"] {
        assert!(knobs.set(bad).is_err(), "{bad}");
    }
}
