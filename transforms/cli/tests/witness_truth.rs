//! Issue 42's done-when test: on tests/corpus and tests/sync, `check --ablate` finds a witness
//! for every barrier the ground truth calls required, and none for a barrier it calls
//! removable that `sound` keeps; and a witness replays with the schedule it names.
//!
//! Ground truth: tests/corpus/README.md's "Every barrier" table (`KEEP*` required, except
//! `KEEP-UNPROVABLE`; `REMOVABLE-Lk`, `EITHER-Lk` and `KEEP-UNPROVABLE` removable alone), and
//! tests/sync's `// keep:` / `// remove:` comments on each barrier's line. Launches: each
//! folder's `launches.txt` (one `syncflow check` launch per line), under every schedule of
//! `--schedule all` (the kernel's own `--schedule` where a line gives one). A barrier's
//! outcome over several launches of its kernel is the strongest: needed, then inconclusive,
//! then no witness, then not executed. Each witness is then replayed: the input less that
//! barrier, written out, run with `check --against OUT --schedule S` (S the first schedule
//! the witness names) must report the same finding.
//!
//! What execution cannot show is listed in `EXCEPTIONS`, with the outcome it gives today and
//! why (line 0: every barrier of the function). A barrier that matches the truth passes; one
//! that does not must match an exception with its outcome; and an exception no barrier uses
//! any more fails the test, so the list only shrinks.

mod common;
use common::{root, stderr, syncflow, temp_dir};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use syncflow_cli::shared::launch_file::{self, Launch};
use syncflow_ir::{parse_module, print_module, Callee, InstId, Removal};

/// `(folder, file, function-name fragment, line or 0 for all, outcome today, why)`: barriers whose outcome
/// is not the ground truth's, because of what a launch of the interpreter can show.
const EXCEPTIONS: &[(&str, &str, &str, u32, &str, &str)] = &[
    // Required, but the only hazard is a call to a function without a body: the interpreter
    // cannot run it (`--opaque-calls zero` returns 0 and touches nothing), so no run sees what
    // the callee might do (tests/corpus/README.md: KEEP-CALL).
    (
        "corpus",
        "unknown_call.ll",
        "unknown_call_private",
        20,
        "no-witness",
        "the hazard is a declared-only callee",
    ),
    (
        "corpus",
        "unknown_call_only.ll",
        "call_is_the_only_hazard",
        21,
        "no-witness",
        "the hazard is a declared-only callee",
    ),
    // Required only when `out` aliases `in` (the parameters are not __restrict__): a launch
    // gives every pointer parameter a buffer of its own.
    (
        "corpus",
        "restrict_params.ll",
        "without_restrict",
        22,
        "no-witness",
        "needs aliasing parameters, which a launch cannot give",
    ),
    // Required because the seq_cst atomic after it is a signal another CTA may observe
    // (docs/design.md §4.3); check runs blocks and looks for races inside one CTA only.
    (
        "corpus",
        "restrict_params.ll",
        "with_restrict",
        14,
        "no-witness",
        "the observer is another CTA",
    ),
    // Orders only what the `__syncwarp()` just above it orders already (tests/corpus/README.md
    // says so: KEEP under §4, which does not model warp syncs); the interpreter runs
    // `__syncwarp` as the warp barrier it is, so no schedule tells the difference.
    (
        "corpus",
        "syncwarp.ll",
        "warp_exchange_only",
        36,
        "no-witness",
        "__syncwarp already orders it",
    ),
    // tests/sync: what happens between CTAs, which check does not look at (races are looked
    // for inside one CTA; tests/sync/README.md, "What `check` cannot show yet").
    (
        "sync",
        "acquire.ll",
        "consume_ld_acquire",
        15,
        "no-witness",
        "the producer is another CTA: the launch's flag is set before the kernel starts",
    ),
    (
        "sync",
        "acquire.ll",
        "consume_volatile_fence",
        27,
        "no-witness",
        "the producer is another CTA: the launch's flag is set before the kernel starts",
    ),
    (
        "sync",
        "publish.ll",
        "publish_",
        0,
        "no-witness",
        "the signal's observer is another CTA",
    ),
    (
        "sync",
        "triton_lock.ll",
        "layer_norm_bwd_accumulate",
        0,
        "no-witness",
        "the lock is contended only by another CTA",
    ),
    (
        "sync",
        "last_block.ll",
        "last_block_sum",
        0,
        "inconclusive",
        "atomicInc (llvm.nvvm.atomic.load.inc.32) stops the run",
    ),
    (
        "sync",
        "threadfence_reduction.ll",
        "reduce_block",
        0,
        "not-executed",
        "clang inlined every call: its own copy is never called",
    ),
    (
        "sync",
        "threadfence_reduction.ll",
        "threadfence_reduce",
        0,
        "no-witness",
        "the input races already (its volatile warp tail), so a removal's races share its keys",
    ),
];

/// The ablation outcomes of one launch: `(function, instruction index)` → the entry.
fn ablate(launch: &Launch) -> Vec<Value> {
    let mut args = vec!["check".to_string()];
    args.extend(launch.check_args());
    if !launch.flags.iter().any(|f| f == "--schedule") {
        args.extend(["--schedule".to_string(), "all".to_string()]);
    }
    args.extend(["--ablate".to_string(), "--json".to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = syncflow(&args);
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "line {} ({}): {e}: {}",
            launch.line,
            launch.kernel,
            stderr(&out)
        )
    });
    doc["ablation"].as_array().cloned().unwrap_or_default()
}

fn rank(outcome: &str) -> u8 {
    match outcome {
        "needed" => 3,
        "inconclusive" => 2,
        "no-witness" => 1,
        _ => 0,
    }
}

/// `(file, function, index)` → the strongest ablation entry, with the launch that gave it.
type Outcomes = BTreeMap<(String, String, u64), (Value, Launch)>;

/// Every launch of `folder`, ablated.
fn outcomes(folder: &str) -> Outcomes {
    let launches = launch_file::read(&root().join(format!("tests/{folder}/launches.txt"))).unwrap();
    assert!(
        launches.len() >= 20,
        "{folder}: {} launches",
        launches.len()
    );
    let mut best = Outcomes::new();
    for l in &launches {
        for a in ablate(l) {
            let key = (
                l.input_text.clone(),
                a["function"].as_str().unwrap().to_string(),
                a["index"].as_u64().unwrap(),
            );
            let better = best.get(&key).is_none_or(|(b, _)| {
                rank(a["outcome"].as_str().unwrap()) > rank(b["outcome"].as_str().unwrap())
            });
            if better {
                best.insert(key, (a, l.clone()));
            }
        }
    }
    best
}

/// The position of instruction `index` among the `llvm.nvvm.barrier0*` calls of `function`
/// (the `#` column of tests/corpus/README.md).
fn barrier_position(module: &syncflow_ir::Module, function: &str, index: u64) -> Option<usize> {
    let f = &module.functions[module.function_by_name(function)?];
    f.insts
        .iter_enumerated()
        .filter(|(_, inst)| {
            matches!(inst.callee(), Some(Callee::Direct(c))
                if module.functions[*c].name.starts_with("llvm.nvvm.barrier0"))
        })
        .position(|(id, _)| id.index() as u64 == index)
}

/// `(file, function, #)` → verdict, from tests/corpus/README.md.
fn corpus_truth() -> BTreeMap<(String, String, usize), String> {
    let readme = std::fs::read_to_string(root().join("tests/corpus/README.md")).unwrap();
    let mut truth = BTreeMap::new();
    for line in readme.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 8 || !cells[1].ends_with(".ll") || !cells[5].contains(':') {
            continue;
        }
        truth.insert(
            (
                cells[1].to_string(),
                cells[2].trim_matches('`').to_string(),
                cells[3].parse().unwrap(),
            ),
            cells[6].to_string(),
        );
    }
    assert!(truth.len() >= 140, "{} rows", truth.len());
    truth
}

fn required(verdict: &str) -> bool {
    verdict.starts_with("KEEP") && verdict != "KEEP-UNPROVABLE"
}

fn exception(folder: &str, file: &str, function: &str, line: u32, outcome: &str) -> Option<usize> {
    EXCEPTIONS.iter().position(|e| {
        e.0 == folder
            && e.1 == file
            && function.contains(e.2)
            && (e.3 == 0 || e.3 == line)
            && e.4 == outcome
    })
}

/// Checks each ablated barrier against `truth` (`required?` per barrier); returns the failures.
fn judge(
    folder: &str,
    outcomes: &Outcomes,
    mut truth: impl FnMut(&str, &str, u64, u32) -> Option<(bool, String)>,
) -> (Vec<String>, usize, usize) {
    let (mut failures, mut witnessed, mut clean) = (Vec::new(), 0, 0);
    let mut used = std::collections::BTreeSet::new();
    for ((file, function, index), (a, _)) in outcomes {
        let line = a["line"].as_u64().unwrap_or(0) as u32;
        let outcome = a["outcome"].as_str().unwrap();
        let Some((needed, verdict)) = truth(file, function, *index, line) else {
            failures.push(format!("{file} {function} line {line}: no ground truth"));
            continue;
        };
        let expected = if needed { "needed" } else { "no-witness" };
        let shown = format!(
            "{}: {verdict}, {outcome} {}",
            a["barrier"].as_str().unwrap(),
            a["witness"]["message"].as_str().unwrap_or("")
        );
        println!("{shown}");
        if outcome == expected {
            if needed {
                witnessed += 1;
            } else {
                clean += 1;
            }
        } else if let Some(i) = exception(folder, file, function, line, outcome) {
            used.insert(i);
        } else {
            failures.push(format!("{shown}: expected {expected}"));
        }
    }
    for (i, e) in EXCEPTIONS.iter().enumerate() {
        if e.0 == folder && !used.contains(&i) {
            failures.push(format!(
                "exception {}:{} ({}, {}: {}) no longer occurs: remove it from EXCEPTIONS",
                e.1, e.3, e.2, e.4, e.5
            ));
        }
    }
    (failures, witnessed, clean)
}

/// Replays every witness of `outcomes` as a user would: the input less that one barrier,
/// written out, then `check IN --against OUT --schedule S` with the launch that found it and
/// the first schedule the witness names. The replay must report the same finding (kind,
/// place and message) as new. Returns the failures and the number replayed.
fn replay(folder: &str, outcomes: &Outcomes) -> (Vec<String>, usize) {
    let dir = temp_dir(&format!("witness-replay-{folder}"));
    let (mut failures, mut replayed) = (Vec::new(), 0);
    let mut modules: BTreeMap<String, syncflow_ir::Module> = BTreeMap::new();
    for ((file, function, index), (a, launch)) in outcomes {
        if a["outcome"] != "needed" {
            continue;
        }
        let w = &a["witness"];
        let schedule = w["schedules"][0].as_str().unwrap();
        let m = modules.entry(file.clone()).or_insert_with(|| {
            let text = std::fs::read_to_string(&launch.input).unwrap();
            parse_module(file, &text).unwrap()
        });
        let fid = m.function_by_name(function).unwrap();
        let cut: BTreeSet<Removal> = [Removal {
            function: fid,
            inst: InstId::new(*index as usize),
        }]
        .into_iter()
        .collect();
        let out = dir.join(format!("{replayed}-{}", file));
        std::fs::write(&out, print_module(m, &cut).unwrap()).unwrap();
        let mut args = vec!["check".to_string()];
        args.extend(
            launch
                .check_args()
                .into_iter()
                .filter(|x| x != "--schedule"),
        );
        // A launch's own --schedule value is dropped with its flag: the witness's replaces it.
        if let Some(i) = launch.flags.iter().position(|f| f == "--schedule") {
            let own = &launch.flags[i + 1];
            args.retain(|x| x != own);
        }
        args.extend(
            [
                "--schedule",
                schedule,
                "--against",
                &out.display().to_string(),
                "--json",
            ]
            .map(String::from),
        );
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = syncflow(&args);
        let doc: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{e}: {} {}", a["barrier"], stderr(&o)));
        let same = doc["comparison"]["new_findings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| {
                f["kind"] == w["kind"]
                    && f["location"] == w["location"]
                    && f["message"] == w["message"]
            });
        replayed += 1;
        if !same || o.status.code() != Some(1) {
            failures.push(format!(
                "{}: the witness under {schedule} ({}) does not replay: exit {:?}, new {}",
                a["barrier"],
                w["message"],
                o.status.code(),
                doc["comparison"]["new_findings"]
            ));
        }
    }
    (failures, replayed)
}

#[test]
fn corpus_required_barriers_have_witnesses_and_removable_ones_none() {
    let truth = corpus_truth();
    let outcomes = outcomes("corpus");
    let mut modules: BTreeMap<String, syncflow_ir::Module> = BTreeMap::new();
    let (failures, witnessed, clean) = judge("corpus", &outcomes, |file, function, index, _| {
        let m = modules.entry(file.to_string()).or_insert_with(|| {
            let p = root().join("tests/corpus").join(file);
            parse_module(file, &std::fs::read_to_string(p).unwrap()).unwrap()
        });
        let pos = barrier_position(m, function, index)?;
        let v = truth.get(&(file.to_string(), function.to_string(), pos))?;
        Some((required(v), v.clone()))
    });
    println!("{witnessed} required barriers with a witness, {clean} removable ones without");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let (failures, replayed) = replay("corpus", &outcomes);
    println!("{replayed} witnesses replayed");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(replayed, witnessed, "every witness replayed");
    // Every row of the truth whose barrier `sound` keeps was ablated, and executed.
    assert!(
        witnessed >= 90 && clean >= 5,
        "{witnessed} witnessed, {clean} clean"
    );
}

#[test]
fn sync_required_barriers_have_witnesses_where_one_cta_can_show_them() {
    let outcomes = outcomes("sync");
    let (failures, witnessed, _) = judge("sync", &outcomes, |file, _, _, line| {
        let cu = root()
            .join("tests/sync")
            .join(Path::new(file).with_extension("cu"));
        let text = std::fs::read_to_string(cu).unwrap();
        let src = text.lines().nth(line.checked_sub(1)? as usize)?;
        if src.contains("// keep:") {
            Some((true, "keep".to_string()))
        } else if src.contains("// remove:") {
            Some((false, "remove".to_string()))
        } else {
            None
        }
    });
    println!("{witnessed} required barriers with a witness");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let (failures, replayed) = replay("sync", &outcomes);
    println!("{replayed} witnesses replayed");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        replayed >= witnessed,
        "{replayed} replayed, {witnessed} witnessed"
    );
    assert!(witnessed >= 10, "{witnessed} witnessed");
}
