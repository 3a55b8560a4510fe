//! The eliminators on kernels written for each case of docs/design.md §4, on the whole corpus
//! against its ground truth (tests/corpus/README.md), and through LLVM's verifier.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syncflow_ir::{parse_module, print_module, Module};
use syncflow_transforms::eliminate::{eliminate, Elimination, Reason, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests")
}

fn load(rel: &str) -> Module {
    let path = tests_dir().join(rel);
    parse_module(rel, &std::fs::read_to_string(&path).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

/// True when the two access descriptions (`write of f::s[4·tid.x + 0]`, `read of f::s`) name the
/// same object, slots aside.
fn same_object(above: &str, above_kind: &str, below: &str, below_kind: &str) -> bool {
    let object = |s: &str, kind: &str| {
        s.strip_prefix(kind)
            .map(|o| o.split('[').next().unwrap_or(o).to_string())
    };
    object(above, above_kind).is_some() && object(above, above_kind) == object(below, below_kind)
}

fn knobs(preset: &str, overrides: &[&str]) -> Knobs {
    let mut k = Knobs::preset(preset).unwrap();
    for o in overrides {
        k.set(o).unwrap();
    }
    k
}

fn run(m: &Module, preset: &str, overrides: &[&str]) -> Elimination {
    eliminate(m, &knobs(preset, overrides), &UniformityDivergence::new(m))
}

/// Removed? for the barrier of function `f` at source line `line` (the first at that line).
fn removed_at(m: &Module, result: &Elimination, f: &str, line: u32) -> bool {
    decision_at(m, result, f, line).0
}

fn decision_at(
    m: &Module,
    result: &Elimination,
    f: &str,
    line: u32,
) -> (bool, Reason, Option<&'static str>) {
    let fid = m
        .function_by_name(f)
        .unwrap_or_else(|| panic!("no function {f}"));
    let func = &m.functions[fid];
    let d = result
        .decisions
        .iter()
        .find(|d| d.function == fid && func.insts[d.inst].debug_loc.map(|l| l.line) == Some(line))
        .unwrap_or_else(|| panic!("no barrier of {f} at line {line}"));
    (d.removed, d.reason.clone(), d.pass.map(|p| p.as_str()))
}

#[test]
fn barrier_at_kernel_entry_with_nothing_above_is_removed() {
    let m = load("corpus/entry_exit.ll");
    let r = run(&m, "sound", &[]);
    let (removed, reason, _) = decision_at(&m, &r, "barrier_at_entry", 6);
    assert!(removed);
    assert!(
        // `dominance` (first in the sound preset) proves it from the clean kernel entry.
        matches!(reason, Reason::KernelEntry | Reason::NothingBefore)
            || matches!(&reason, Reason::Redundant(p) if p.contains("the kernel entry")),
        "{reason:?}"
    );
}

#[test]
fn barrier_before_kernel_exit_is_removed() {
    let m = load("corpus/entry_exit.ll");
    let r = run(&m, "sound", &[]);
    let (removed, reason, _) = decision_at(&m, &r, "barrier_before_exit", 20);
    assert!(removed);
    assert!(
        matches!(reason, Reason::KernelExit | Reason::NothingAfter)
            || matches!(&reason, Reason::Redundant(p) if p.contains("the kernel exit")),
        "{reason:?}"
    );
}

#[test]
fn of_consecutive_barriers_exactly_one_goes() {
    let m = load("corpus/consecutive.ll");
    let r = run(&m, "sound", &[]);
    let pair = [
        removed_at(&m, &r, "two_in_a_row", 9),
        removed_at(&m, &r, "two_in_a_row", 10),
    ];
    assert_eq!(pair.iter().filter(|x| **x).count(), 1, "{pair:?}");
    let three = [18, 19, 20].map(|l| removed_at(&m, &r, "three_in_a_row", l));
    assert_eq!(three.iter().filter(|x| **x).count(), 2, "{three:?}");
}

#[test]
fn shared_write_above_and_read_below_is_kept() {
    let m = load("corpus/keep_write_read.ll");
    for preset in ["sound", "conservative"] {
        let r = run(&m, preset, &[]);
        let (removed, reason, _) = decision_at(&m, &r, "shift_left", 10);
        assert!(!removed, "{preset}");
        if preset == "sound" {
            assert!(
                matches!(&reason, Reason::Conflict { above, below, .. } if same_object(above, "write of ", below, "read of ") && above.contains("::s")),
                "{reason:?}"
            );
        }
    }
}

#[test]
fn reads_only_on_both_sides_is_removed_by_sound() {
    let m = load("corpus/reads_both_sides.ll");
    let r = run(&m, "sound", &[]);
    assert!(removed_at(&m, &r, "reads_only", 11));
    assert!(
        !removed_at(&m, &r, "reads_only", 9),
        "the RAW barrier before stays"
    );
    // cicc's documented branch-dist table has no "reads only" row.
    let r = run(&m, "cicc-documented", &["passes=branch-dist"]);
    assert!(!removed_at(&m, &r, "reads_only", 11));
}

#[test]
fn shared_above_and_global_below_needs_precision_1() {
    let m = load("corpus/reads_both_sides.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=0"]),
        "shared_then_global",
        27
    ));
    assert!(removed_at(
        &m,
        &run(&m, "sound", &["precision=1"]),
        "shared_then_global",
        27
    ));
    let m = load("corpus/constant_mem.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=0"]),
        "const_after_shared",
        32
    ));
    assert!(removed_at(
        &m,
        &run(&m, "sound", &["precision=1"]),
        "const_after_shared",
        32
    ));
}

#[test]
fn distinct_shared_arrays_need_precision_2() {
    let m = load("corpus/multi_shared.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=1"]),
        "two_arrays",
        13
    ));
    let r = run(&m, "sound", &["precision=2"]);
    assert!(removed_at(&m, &r, "two_arrays", 13));
    assert!(!removed_at(&m, &r, "two_arrays", 11) && !removed_at(&m, &r, "two_arrays", 15));
}

#[test]
fn loop_top_barrier_ordering_the_previous_iteration_is_kept() {
    let m = load("corpus/loop_top_bottom.ll");
    let r = run(&m, "sound", &[]);
    let (removed, reason, _) = decision_at(&m, &r, "loop_top_prev_write", 30);
    assert!(!removed, "{reason:?}");
}

#[test]
fn barrier_ending_a_block_whose_successor_reads_is_kept() {
    let m = load("corpus/branch_end_barrier.ll");
    let r = run(&m, "sound", &[]);
    for line in [12, 15] {
        assert!(
            !removed_at(&m, &r, "arms_end_in_barrier", line),
            "line {line}"
        );
    }
    assert!(!removed_at(&m, &r, "loop_body_ends_in_barrier", 26));
    // Faithful basic-dbe only looks inside the block: it removes them (a real race).
    let r = run(&m, "cicc-documented", &["passes=basic-dbe"]);
    let (removed, reason, _) = decision_at(&m, &r, "arms_end_in_barrier", 12);
    assert!(
        removed && reason == Reason::NoAccessLaterInBlock,
        "{reason:?}"
    );
}

#[test]
fn device_function_entry_barrier_after_the_caller_wrote_is_kept() {
    let m = load("corpus/devfunc_barrier.ll");
    let r = run(&m, "sound", &[]);
    assert!(!removed_at(&m, &r, "_Z9block_sumPKfi", 14));
    assert!(!removed_at(&m, &r, "_Z9block_sumPKfi", 18));
    // Faithful dse treats the function's entry as clean and removes it: the caller's write
    // just before the call races with block_sum's reads.
    let r = run(&m, "cicc-documented", &["passes=dse"]);
    let (removed, reason, _) = decision_at(&m, &r, "_Z9block_sumPKfi", 14);
    assert!(removed && reason == Reason::NothingBefore, "{reason:?}");
}

#[test]
fn data_carrying_barriers_are_never_removed() {
    let m = load("corpus/sync_count_and_or.ll");
    for preset in ["sound", "cicc", "cicc-documented", "conservative"] {
        let r = run(&m, preset, &["ignore-variance-cond=1"]);
        for d in &r.decisions {
            if d.intrinsic.contains("popc")
                || d.intrinsic.ends_with(".and")
                || d.intrinsic.ends_with(".or")
            {
                assert!(
                    !d.removed && d.reason == Reason::CarriesData,
                    "{preset}: {d:?}"
                );
            }
        }
    }
}

#[test]
fn unknown_call_between_write_and_read_is_kept_unless_ignore_call_safety() {
    let m = load("corpus/unknown_call_only.ll");
    let (removed, reason, _) =
        decision_at(&m, &run(&m, "sound", &[]), "call_is_the_only_hazard", 21);
    assert!(!removed);
    assert!(
        matches!(&reason, Reason::Conflict { below, .. } if below.contains("unknown memory")),
        "{reason:?}"
    );
    assert!(removed_at(
        &m,
        &run(&m, "sound", &["ignore-call-safety=1"]),
        "call_is_the_only_hazard",
        21
    ));
    // A real RAW around an unknown call stays either way.
    let m = load("corpus/unknown_call.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["ignore-call-safety=1"]),
        "unknown_call_before",
        39
    ));
}

#[test]
fn faithful_branch_dist_removes_a_read_after_write_barrier() {
    let m = load("eliminate/raw_only_flags.ll");
    let r = run(
        &m,
        "cicc-documented",
        &["passes=branch-dist", "dump-branch-dist=1"],
    );
    assert_eq!(r.removed(), 1);
    match &r.decisions[0].reason {
        Reason::BranchDistCondition { flags, condition } => {
            assert_eq!(
                (flags.ra, flags.wa, flags.rb, flags.wb),
                (false, true, true, false)
            );
            assert_eq!(*condition, "!ra && !wb");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.diagnostics, vec!["[@raw_only] Removed dead synch: Read above: 0, Write above: 1, Read below: 1, Write below: 0 in function raw_only".to_string()]);
    // The sound flavour keeps it, even with calls ignored.
    assert_eq!(run(&m, "sound", &["ignore-call-safety=1"]).removed(), 0);
    // And faithful branch-dist's WAR row: reads above, writes below.
    let m = load("corpus/keep_write_read.ll");
    let r = run(&m, "cicc-documented", &["passes=branch-dist"]);
    let (removed, reason, _) = decision_at(&m, &r, "overwrite_after_read", 22);
    assert!(removed, "{reason:?}");
    assert!(matches!(
        reason,
        Reason::BranchDistCondition {
            condition: "!wa && !rb",
            ..
        }
    ));
}

/// Removing every first-round candidate at once (restart = never) is wrong where removals
/// interact: two consecutive barriers each look removable alone, but together they ordered a
/// write before a read.
#[test]
fn never_restart_removes_interacting_barriers_together() {
    let m = load("corpus/consecutive.ll");
    let full = run(&m, "sound", &["passes=dse", "restart=full"]);
    let never = run(&m, "sound", &["passes=dse", "restart=never"]);
    let count = |r: &Elimination| {
        [9, 10]
            .iter()
            .filter(|l| removed_at(&m, r, "two_in_a_row", **l))
            .count()
    };
    assert_eq!(count(&full), 1);
    assert_eq!(count(&never), 2);
    // Why the second is wrong: in the Full result the barrier left standing is kept because
    // the store of s above it conflicts with the load below it — exactly the pair the Never
    // result leaves in one interval.
    let kept = [9, 10]
        .into_iter()
        .find(|l| !removed_at(&m, &full, "two_in_a_row", *l))
        .unwrap();
    let (_, reason, _) = decision_at(&m, &full, "two_in_a_row", kept);
    assert!(
        matches!(&reason, Reason::Conflict { above, below, .. } if same_object(above, "write of ", below, "read of ") && above.contains("::s")),
        "{reason:?}"
    );
    // Incremental restart decides exactly like Full.
    let incremental = run(&m, "sound", &["passes=dse", "restart=incremental"]);
    assert_eq!(incremental.removals, full.removals);
}

/// Ground truth: tests/corpus/README.md gives every barrier's verdict under docs/design.md §4.
/// The sound preset must keep every KEEP* barrier, and remove every barrier marked removable
/// at precision 0–3 (level 3's through a stated shape or implied injectivity, §4.2).
#[test]
fn sound_preset_agrees_with_the_corpus_ground_truth() {
    let readme = std::fs::read_to_string(tests_dir().join("corpus/README.md")).unwrap();
    let mut cache: std::collections::HashMap<String, (Module, Elimination)> = Default::default();
    let (mut kept_ok, mut removed_ok) = (0, 0);
    for line in readme.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 8 || !cells[1].ends_with(".ll") || !cells[5].contains(':') {
            continue;
        }
        let (file, function, verdict) = (cells[1], cells[2].trim_matches('`'), cells[6]);
        // `13:7`, or `13 (block_reduce_max, inlined at 41):7` for inlined barriers.
        let l: u32 = cells[5]
            .split(|ch: char| !ch.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let c: u32 = cells[5].rsplit(':').next().unwrap().parse().unwrap();
        let (m, r) = cache.entry(file.to_string()).or_insert_with(|| {
            let m = load(&format!("corpus/{file}"));
            let r = run(&m, "sound", &[]);
            (m, r)
        });
        let fid = m.function_by_name(function).unwrap();
        let func = &m.functions[fid];
        let idx: usize = cells[3].parse().unwrap();
        let d = r
            .decisions
            .iter()
            .filter(|d| d.function == fid && d.intrinsic.starts_with("llvm.nvvm.barrier0"))
            .nth(idx)
            .unwrap_or_else(|| panic!("{file} {function} #{idx}"));
        let loc = func.insts[d.inst].debug_loc.unwrap();
        // For inlined barriers the table's column is the call site's; compare lines only.
        let column = if cells[5].contains("inlined") {
            c
        } else {
            loc.column
        };
        assert_eq!(
            (loc.line, column),
            (l, c),
            "{file} {function} #{idx}: barrier order"
        );
        if verdict.starts_with("KEEP") {
            assert!(
                !d.removed,
                "{file}:{l}:{c} ({function}) is {verdict} but sound removed it: {:?}",
                d.reason
            );
            kept_ok += 1;
        } else if verdict.starts_with("REMOVABLE-L") {
            assert!(
                d.removed,
                "{file}:{l}:{c} ({function}) is {verdict} but sound kept it: {}",
                d.reason.describe()
            );
            removed_ok += 1;
        }
    }
    assert!(
        // 15 removable since issue 27 (restrict_params.cu:14 is a KEEP: a release follows it).
        kept_ok >= 100 && removed_ok >= 15,
        "{kept_ok} kept, {removed_ok} removed checked"
    );
}

/// Every preset's output on every corpus module is valid IR for opt-19 and llc-19.
#[test]
fn transformed_corpus_passes_opt_and_llc() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(tests_dir().join("corpus"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let mut modules = String::new();
    let mut count = 0;
    for preset in ["sound", "cicc", "cicc-documented"] {
        for path in &files {
            let m = parse_module("k.ll", &std::fs::read_to_string(path).unwrap()).unwrap();
            let r = run(&m, preset, &[]);
            let text = print_module(&m, &r.removals).unwrap();
            let dir =
                std::env::temp_dir().join(format!("syncflow-elim-{}-{preset}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let out = dir.join(path.file_name().unwrap());
            std::fs::write(&out, &text).unwrap();
            modules.push_str(&format!("{}\n", out.display()));
            count += 1;
        }
    }
    for out in modules.lines() {
        for (tool, args) in [
            ("opt-19", vec!["-passes=verify", "-disable-output", out]),
            (
                "llc-19",
                vec!["-march=nvptx64", "-mcpu=sm_80", "-o", "/dev/null", out],
            ),
        ] {
            let o = std::process::Command::new(tool)
                .args(&args)
                .output()
                .expect("llvm-19 installed");
            assert!(
                o.status.success(),
                "{tool} rejects {out}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        std::fs::remove_file(out).unwrap();
    }
    assert!(count >= 60);
    let _: BTreeSet<()> = BTreeSet::new();
}

/// Incremental restart decides exactly like Full, barrier by barrier, on every corpus module
/// and for both flavours.
#[test]
fn incremental_restart_equals_full_on_the_corpus() {
    let dir = tests_dir().join("corpus");
    let mut compared = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let m = parse_module("k.ll", &std::fs::read_to_string(&path).unwrap()).unwrap();
        for preset in ["sound", "cicc", "cicc-documented", "conservative"] {
            let full = run(&m, preset, &["restart=full"]);
            let incremental = run(&m, preset, &["restart=incremental"]);
            assert_eq!(
                full.decisions,
                incremental.decisions,
                "{} {preset}",
                path.display()
            );
            compared += full.decisions.len();
        }
    }
    assert!(compared > 300);
}

/// One pass in layout order makes exactly the decisions of cicc's literal
/// restart-from-the-first-barrier loop (the monotonicity argument of `removal_loop`).
#[test]
fn single_pass_equals_ciccs_rescanning_loop() {
    let dir = tests_dir().join("corpus");
    let mut compared = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let m = parse_module("k.ll", &std::fs::read_to_string(&path).unwrap()).unwrap();
        for preset in ["sound", "cicc"] {
            for extra in [&[][..], &["branch-dist-norm=1"][..], &["precision=0"][..]] {
                let mut with = vec!["rescan-after-removal=1"];
                with.extend_from_slice(extra);
                let single = run(&m, preset, extra);
                let rescan = run(&m, preset, &with);
                assert_eq!(
                    single.removals,
                    rescan.removals,
                    "{} {preset} {extra:?}",
                    path.display()
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 200);
}

/// Barriers under divergent control are left alone (and reported with the branch), unless
/// `ignore-variance-cond` says otherwise.
#[test]
fn divergent_barriers_are_left_alone() {
    let m = load("corpus/divergent_barrier.ll");
    for preset in ["sound", "cicc"] {
        let r = run(&m, preset, &[]);
        let divergent: Vec<_> = r
            .decisions
            .iter()
            .filter(|d| matches!(d.reason, Reason::Divergent { .. }))
            .collect();
        assert_eq!(divergent.len(), 2, "{preset}");
        assert!(divergent.iter().all(|d| !d.removed));
        assert!(
            matches!(&divergent[0].reason, Reason::Divergent { branch: Some(at) } if at == "divergent_barrier.cu:10:7")
        );
    }
    let r = run(&m, "cicc", &["ignore-variance-cond=1"]);
    assert!(r
        .decisions
        .iter()
        .all(|d| !matches!(d.reason, Reason::Divergent { .. })));
    // Under a uniform branch (blockIdx.x % 2), nothing is flagged.
    let m = load("corpus/uniform_branch.ll");
    assert!(run(&m, "sound", &[])
        .decisions
        .iter()
        .all(|d| !matches!(d.reason, Reason::Divergent { .. })));
}

/// Level 3: accesses to the same per-thread slot (the same injective function of the thread
/// id) by different threads never meet. `s[threadIdx.x]` is injective only in 1-D blocks, an
/// assumption the user states; the flat 3-D thread id is injective in any block.
#[test]
fn per_thread_slots_need_level_3_and_the_stated_block_shape() {
    let m = load("corpus/blocks_3d.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=2"]),
        "_Z15flat_id_privatePKfPf",
        35
    ));
    assert!(removed_at(
        &m,
        &run(&m, "sound", &["precision=3"]),
        "_Z15flat_id_privatePKfPf",
        35
    ));
    // The 3-D stencil reads neighbours' slots: kept at every level.
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=3", "block-shape=1d"]),
        "_Z13brick_stencilPKfPfii",
        15
    ));
    let m = load("corpus/private_slot.ll");
    for (f, line) in [("own_slot", 12), ("own_slot_strided", 22)] {
        // Without the rule of §4.2, the block shape decides.
        let alone = "race-free-slots=0";
        assert!(
            !removed_at(&m, &run(&m, "sound", &["precision=3", alone]), f, line),
            "{f}: tid.x alone is not injective in a 2-D block"
        );
        assert!(
            !removed_at(
                &m,
                &run(&m, "sound", &["precision=3", "block-shape=2d", alone]),
                f,
                line
            ),
            "{f}"
        );
        assert!(
            removed_at(
                &m,
                &run(&m, "sound", &["precision=3", "block-shape=1d", alone]),
                f,
                line
            ),
            "{f}"
        );
        // With it, every thread's unconditional store s[f(t)] before the barrier proves f
        // injective over any race-free launch, and the reason names that store.
        let r = run(&m, "sound", &[]);
        let (removed, reason, _) = decision_at(&m, &r, f, line);
        let reason = reason.describe();
        assert!(removed, "{f}: {reason}");
        assert!(
            reason.contains(&format!(
                "race freedom of every thread's store at private_slot.cu:{}",
                line - 1
            )),
            "{f}: {reason}"
        );
    }
    // Neighbour exchanges (s[t] written, s[t+1] read) stay at level 3 under any assumption.
    let m = load("corpus/keep_write_read.ll");
    assert!(!removed_at(
        &m,
        &run(&m, "sound", &["precision=3", "block-shape=1d"]),
        "shift_left",
        10
    ));
}
