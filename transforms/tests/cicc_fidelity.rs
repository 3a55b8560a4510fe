//! `--preset cicc` against NVIDIA's own pass, frozen: what CUDA 13.5's NVVM did with
//! `-Xnvlink=-Xnvvm=-Xopt -Xnvlink=-Xnvvm=-basic-dbe` on corpus kernels (recorded by
//! `scripts/nvidia-reference` in docs/nvidia-reference/basic-dbe.json; the report is
//! docs/cicc-fidelity.md). No NVIDIA binary is needed: the expected outputs are written here,
//! each removal with the line NVIDIA printed for it.

use std::path::{Path, PathBuf};
use syncflow_ir::{parse_module, Module};
use syncflow_transforms::eliminate::{eliminate, AssumeUniform, Elimination};
use syncflow_transforms::knobs::Knobs;

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests")
}

fn load(file: &str) -> Module {
    let path = tests_dir().join("corpus").join(file);
    parse_module(file, &std::fs::read_to_string(path).unwrap()).unwrap()
}

fn cicc(m: &Module) -> Elimination {
    eliminate(m, &Knobs::preset("cicc").unwrap(), &AssumeUniform)
}

/// `(function, line) -> removed?` for every candidate barrier of `m` under `result`.
fn decisions(m: &Module, result: &Elimination) -> Vec<(String, u32, bool)> {
    result
        .decisions
        .iter()
        .filter(|d| d.intrinsic == "llvm.nvvm.barrier0")
        .map(|d| {
            let f = &m.functions[d.function];
            let line = f.insts[d.inst].debug_loc.map_or(0, |l| l.line);
            (f.name.clone(), line, d.removed)
        })
        .collect()
}

/// One kernel file: NVIDIA's removal lines, verbatim, and the barriers it kept.
struct Observed {
    file: &'static str,
    removed: &'static [&'static str],
    kept: &'static [(&'static str, u32)],
}

const OBSERVED: &[Observed] = &[
    Observed {
        file: "entry_exit.ll",
        removed: &[
            "[entry_exit.cu:6] Removed dead synch: Read above: 0, Write above: 0, Read below: 1, Write below: 1 in function barrier_at_entry",
            "[entry_exit.cu:20] Removed dead synch: Read above: 1, Write above: 1, Read below: 0, Write below: 0 in function barrier_before_exit",
        ],
        kept: &[("barrier_at_entry", 10), ("barrier_before_exit", 18)],
    },
    // Restart after each removal: of three in a row the first two go, the third stays.
    Observed {
        file: "consecutive.ll",
        removed: &[
            "[consecutive.cu:9] Removed dead synch: Read above: 1, Write above: 1, Read below: 0, Write below: 0 in function two_in_a_row",
            "[consecutive.cu:18] Removed dead synch: Read above: 1, Write above: 1, Read below: 0, Write below: 0 in function three_in_a_row",
            "[consecutive.cu:19] Removed dead synch: Read above: 1, Write above: 1, Read below: 0, Write below: 0 in function three_in_a_row",
        ],
        kept: &[("two_in_a_row", 10), ("three_in_a_row", 20)],
    },
    // Reads only on both sides: removed (the seed's table has no such row). The next
    // barrier, reads above and a global write below, stays: no `!wa && !rb` row either.
    Observed {
        file: "reads_both_sides.ll",
        removed: &[
            "[reads_both_sides.cu:11] Removed dead synch: Read above: 1, Write above: 0, Read below: 1, Write below: 0 in function reads_only",
        ],
        kept: &[
            ("reads_only", 9),
            ("reads_only", 13),
            ("shared_then_global", 24),
            // Shared above, global below: different address spaces, kept (precision 0).
            ("shared_then_global", 27),
        ],
    },
    // Across blocks: the barrier that ends each arm (and a loop body) is kept because the
    // join reads what the arm wrote. Seed 001's intra-block matcher removes them.
    Observed {
        file: "branch_end_barrier.ll",
        removed: &[],
        kept: &[
            ("arms_end_in_barrier", 12),
            ("arms_end_in_barrier", 15),
            ("loop_body_ends_in_barrier", 26),
        ],
    },
    // Loops: the barrier after the loop has nothing above it on any path.
    Observed {
        file: "reduce_tree.ll",
        removed: &[
            "[reduce_tree.cu:17] Removed dead synch: Read above: 0, Write above: 0, Read below: 1, Write below: 1 in function reduce_sum",
        ],
        kept: &[("reduce_sum", 11), ("reduce_sum", 15)],
    },
    // Different __shared__ arrays on the two sides: kept (one class for all memory).
    Observed {
        file: "multi_shared.ll",
        removed: &[],
        kept: &[
            ("two_arrays", 11),
            ("two_arrays", 13),
            ("two_arrays", 15),
            ("three_arrays", 30),
            ("three_arrays", 32),
        ],
    },
    // A write-after-read barrier (reads above, writes below): the seed's `!wa && !rb` row
    // removes it; NVIDIA keeps it.
    Observed {
        file: "keep_write_read.ll",
        removed: &[],
        kept: &[
            ("shift_left", 10),
            ("overwrite_after_read", 20),
            ("overwrite_after_read", 22),
            ("overwrite_after_read", 24),
        ],
    },
    // __noinline__ device functions: entry and exit count as clean, so every barrier goes,
    // both of double_barrier's too. Each is a real race in its caller (tests/corpus/README.md
    // says KEEP-CALL / EITHER; fuzz/tests/cicc_unsound.rs runs the callers).
    Observed {
        file: "devfunc_barrier.ll",
        removed: &[
            "[devfunc_barrier.cu:14] Removed dead synch: Read above: 0, Write above: 0, Read below: 1, Write below: 0 in function _Z9block_sumPKfi",
            "[devfunc_barrier.cu:18] Removed dead synch: Read above: 1, Write above: 0, Read below: 0, Write below: 0 in function _Z9block_sumPKfi",
            "[devfunc_barrier.cu:22] Removed dead synch: Read above: 0, Write above: 0, Read below: 0, Write below: 0 in function _Z13block_barrierv",
            "[devfunc_barrier.cu:51] Removed dead synch: Read above: 0, Write above: 0, Read below: 0, Write below: 0 in function _Z14double_barrierv",
            "[devfunc_barrier.cu:52] Removed dead synch: Read above: 0, Write above: 0, Read below: 0, Write below: 0 in function _Z14double_barrierv",
        ],
        kept: &[("_Z10call_stagePKfPf", 46)],
    },
];

/// The function and line a NVIDIA removal line names.
fn parse_line(diag: &str) -> (String, u32) {
    let (loc, rest) = diag[1..].split_once(']').unwrap();
    let line = loc.rsplit(':').next().unwrap().parse().unwrap();
    let function = rest.rsplit(" in function ").next().unwrap().to_string();
    (function, line)
}

#[test]
fn cicc_preset_reproduces_nvidias_removals_line_for_line() {
    for o in OBSERVED {
        let m = load(o.file);
        let r = cicc(&m);
        // The same removal lines, flags included, in the same order.
        assert_eq!(r.diagnostics, o.removed, "{}", o.file);
        let all = decisions(&m, &r);
        for diag in o.removed {
            let (f, line) = parse_line(diag);
            assert!(
                all.iter()
                    .any(|(g, l, removed)| *g == f && *l == line && *removed),
                "{}: {f}:{line} should be removed",
                o.file
            );
        }
        for (f, line) in o.kept {
            assert!(
                all.iter()
                    .any(|(g, l, removed)| g == f && l == line && !removed),
                "{}: {f}:{line} should be kept",
                o.file
            );
        }
        // Nothing else: every candidate is either in `removed` or in `kept`.
        assert_eq!(
            all.len(),
            o.removed.len() + o.kept.len(),
            "{}: {all:?}",
            o.file
        );
    }
}

/// The seed-literal behaviour stays reachable and still differs where the seeds are wrong.
#[test]
fn documented_preset_differs_where_the_seeds_are_wrong() {
    let documented = Knobs::preset("cicc-documented").unwrap();
    // Intra-block basic-dbe removes the barrier ending an arm; NVIDIA keeps it.
    let m = load("branch_end_barrier.ll");
    let r = eliminate(&m, &documented, &AssumeUniform);
    assert!(decisions(&m, &r)
        .iter()
        .any(|(f, l, removed)| f == "arms_end_in_barrier" && *l == 12 && *removed));
    // The `!wa && !rb` row removes a write-after-read barrier; NVIDIA keeps it.
    let m = load("keep_write_read.ll");
    let r = eliminate(&m, &documented, &AssumeUniform);
    assert!(decisions(&m, &r)
        .iter()
        .any(|(f, l, removed)| f == "overwrite_after_read" && *l == 22 && *removed));
    // And the observed mode is a knob on top of any faithful preset.
    let mut observed = documented.clone();
    observed.set("basic-dbe-mode=observed").unwrap();
    observed.set("passes=basic-dbe").unwrap();
    let r = eliminate(&m, &observed, &AssumeUniform);
    assert_eq!(r.removed(), 0);
}

/// NVIDIA's unsound removals are exactly the device-function barriers the ground truth
/// says must stay (tests/corpus/README.md), and the sound preset keeps every one of them.
#[test]
fn nvidias_unsound_removals_are_the_device_function_barriers() {
    let readme = std::fs::read_to_string(tests_dir().join("corpus/README.md")).unwrap();
    let verdict = |f: &str, line: u32| -> String {
        readme
            .lines()
            .map(|l| l.split('|').map(str::trim).collect::<Vec<_>>())
            .find(|c| {
                c.len() > 7
                    && c[1] == "devfunc_barrier.ll"
                    && c[2].trim_matches('`') == f
                    && c[5].starts_with(&format!("{line}:"))
            })
            .map(|c| c[6].to_string())
            .unwrap_or_else(|| panic!("no ground truth for {f}:{line}"))
    };
    let m = load("devfunc_barrier.ll");
    let cicc = decisions(&m, &cicc(&m));
    let sound = decisions(
        &m,
        &eliminate(&m, &Knobs::preset("sound").unwrap(), &AssumeUniform),
    );
    for (f, line) in [
        ("_Z9block_sumPKfi", 14),
        ("_Z9block_sumPKfi", 18),
        ("_Z13block_barrierv", 22),
    ] {
        assert_eq!(verdict(f, line), "KEEP-CALL");
        assert!(cicc.contains(&(f.to_string(), line, true)));
        assert!(sound.contains(&(f.to_string(), line, false)));
    }
    // double_barrier: either may go, not both. NVIDIA (and cicc) remove both; sound one.
    for line in [51, 52] {
        assert_eq!(verdict("_Z14double_barrierv", line), "EITHER-L0");
        assert!(cicc.contains(&("_Z14double_barrierv".to_string(), line, true)));
    }
    let sound_pair = sound
        .iter()
        .filter(|(f, _, removed)| f == "_Z14double_barrierv" && *removed)
        .count();
    assert!(sound_pair <= 1);
}
