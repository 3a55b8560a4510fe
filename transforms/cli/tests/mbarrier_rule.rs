//! The conditions of the mbarrier-phase rule (docs/design.md §4.6.1), one at a time: clang's
//! `mbar_ring` (tests/pipelined/warp_specialized_mbar.ll, whose loop barrier at line 87 the
//! rule removes) with one line changed so that one condition fails. Each mutant must keep
//! the barrier and say which condition failed; where the mutant still runs, execution shows
//! why the condition is there.

use serde_json::Value;
mod common;
use common::{root, stderr, syncflow, temp_dir};

const FILE: &str = "tests/pipelined/warp_specialized_mbar.ll";

/// `sound`'s decision on `mbar_ring`'s loop barrier (line 87) of `path`: removed, and the
/// reason.
fn loop_barrier(path: &str, block: &str) -> (bool, String) {
    let o = syncflow(&[
        "eliminate",
        path,
        "--block",
        block,
        "--json",
        "-o",
        "/dev/null",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let f = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"].as_str().unwrap_or_default().contains("mbar_ring"))
        .expect("mbar_ring is decided");
    let b = f["barriers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["line"] == 87)
        .expect("its loop barrier");
    (
        b["removed"].as_bool().unwrap(),
        b["reason"].as_str().unwrap_or_default().to_string(),
    )
}

/// `mbar_ring`'s text with line `n` (1-based) passed through `edit`.
fn mutant(tag: &str, n: usize, edit: impl Fn(&str) -> String) -> String {
    let text = std::fs::read_to_string(root().join(FILE)).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let new = edit(&lines[n - 1]);
    assert_ne!(new, lines[n - 1], "{tag}: line {n} unchanged");
    lines[n - 1] = new;
    let path = temp_dir(&format!("mbar-rule-{tag}")).join("mutant.ll");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.display().to_string()
}

#[test]
fn the_ring_loses_its_loop_barrier_and_the_reason_names_both_arrays() {
    let path = root().join(FILE).display().to_string();
    let (removed, reason) = loop_barrier(&path, "256");
    assert!(removed, "{reason}");
    assert!(
        reason.contains("mbarrier phases of")
            && reason.contains("::full")
            && reason.contains("::empty"),
        "{reason}"
    );
}

#[test]
fn each_condition_of_the_rule_keeps_the_barrier_with_its_reason() {
    let path = root().join(FILE).display().to_string();
    let cases: Vec<(&str, String, &str, &str)> = vec![
        // A 2-D launch: `tid.x < 128` is no longer 128 threads.
        ("block", path.clone(), "128,2", "exact 1-D block"),
        // `empty[1]` counts 64 arrivals: phases complete with half the consumers.
        (
            "count",
            mutant("count", 30, |l| l.replace("i32 128)", "i32 64)")),
            "256",
            "not initialised once per stage with one count",
        ),
        // Producers wait for `empty`'s phase with the parity of `full`'s: the first wait
        // (round 2) asks for the wrong phase.
        (
            "parity",
            mutant("parity", 69, |l| {
                l.replace("xor i32 %31, 1", "and i32 %31, 1")
            }),
            "256",
            "does not ask for the first phase",
        ),
        // The guard moves to `k > 3`: the first wait is two uses late.
        (
            "guard",
            mutant("guard", 63, |l| {
                l.replace("icmp ugt i32 %28, 1", "icmp ugt i32 %28, 3")
            }),
            "256",
            "does not ask for the first phase",
        ),
        // No barrier between the inits and the loop.
        (
            "init",
            mutant("init", 34, |l| {
                assert!(l.contains("@llvm.nvvm.barrier0()"), "{l}");
                String::new()
            }),
            "256",
            "no CTA barrier between its `mbarrier.init` and the loop",
        ),
        // The consumers' wait is tried once, not spun.
        (
            "spin",
            mutant("spin", 100, |l| {
                l.replace("br i1 %57, label %54, label %58", "br label %58")
            }),
            "256",
            "not a spin until it succeeds",
        ),
    ];
    let mut failures = Vec::new();
    for (tag, path, block, expected) in cases {
        let (removed, reason) = loop_barrier(&path, block);
        if removed || !reason.contains(expected) {
            failures.push(format!("{tag}: removed {removed}, reason {reason}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
