//! `cp.async` copies completed in a later iteration than their issue (tests/pipelined/
//! async_lag.ll, hand-written: inline PTX groups in `lag`, the NVVM intrinsics Triton 3.9
//! emits in `lag_nvvm`). A wait places the copies it may complete with the classes computed
//! at the issue; a copy pending across a redefinition of a value its base names (`%k`, at the
//! loop header) must be placed stale there (analyses/src/memory/async_window.rs). Without
//! that, the iteration-distance rule put the copy completed by `wait_group 1` in the stage of
//! the current iteration and removed the barrier that publishes the previous one — the
//! interpreter reports the race. Every barrier here is `keep`, and the interpreter says so.

mod common;
use common::{root, stderr, stdout, syncflow, temp_dir};
use serde_json::Value;

const KERNELS: &[&str] = &["lag", "lag_nvvm"];

fn input() -> String {
    root()
        .join("tests/pipelined/async_lag.ll")
        .display()
        .to_string()
}

/// `check` of `kernel` in the input against `against`: the kinds of new findings (the input
/// itself must have none).
fn new_findings(kernel: &str, against: &str) -> Vec<String> {
    let input = input();
    let o = syncflow(&[
        "check",
        &input,
        "--against",
        against,
        "--kernel",
        kernel,
        "--block",
        "256",
        "--arg",
        "A=f32[5120]:random:1",
        "--arg",
        "out=f32[256]",
        "--arg",
        "n=4",
        "--schedule",
        "all",
        "--json",
    ]);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    assert!(
        v["findings"].as_array().is_some_and(|f| f.is_empty()),
        "{kernel}: the input has findings: {v}"
    );
    v["comparison"]["new_findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_copy_completed_an_iteration_later_keeps_its_publishing_barrier() {
    let dir = temp_dir("pipelined-async");
    let out = dir.join("sound.ll").display().to_string();
    let o = syncflow(&["eliminate", &input(), "-o", &out, "--block", "256"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("4 barriers, 0 removed"),
        "every barrier is keep: {}",
        stdout(&o)
    );
    for kernel in KERNELS {
        assert!(new_findings(kernel, &out).is_empty(), "{kernel}");
    }
}

#[test]
fn the_publishing_barrier_is_needed() {
    // The ground truth: without the first barrier of each loop, the copy of iteration k - 1
    // races with the reads of its stage.
    let dir = temp_dir("pipelined-async-truth");
    let text = std::fs::read_to_string(input()).unwrap();
    let mut seen = 0;
    let cut: String = text
        .lines()
        .filter(|l| {
            let publish = l.contains("barrier0() ; keep: publishes");
            seen += usize::from(publish);
            !publish
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(seen, 2);
    let out = dir.join("cut.ll");
    std::fs::write(&out, cut).unwrap();
    for kernel in KERNELS {
        let found = new_findings(kernel, &out.display().to_string());
        assert!(found.iter().any(|k| k == "race"), "{kernel}: {found:?}");
    }
}

#[test]
fn the_nvvm_group_intrinsics_are_read_as_their_instructions() {
    // `lag_nvvm`'s commit and waits are no longer unknown memory: its reasons name the copy
    // and the stage, as `lag`'s do.
    let o = syncflow(&[
        "eliminate",
        &input(),
        "-o",
        "/dev/null",
        "--block",
        "256",
        "--verbose",
    ]);
    let text = stdout(&o);
    let nvvm: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("@lag_nvvm") && l.contains("kept barrier"))
        .collect();
    assert_eq!(nvvm.len(), 2, "{text}");
    assert!(
        nvvm.iter().all(|l| !l.contains("unknown memory")),
        "{nvvm:#?}"
    );
}
