//! The warp-specialized loops of tests/pipelined/warp_specialized.cu under `sound`, on the
//! three front-ends (clang's `.ll`, llc's `.ptx`, nvcc's `.nvcc.ptx`): barrier ids that
//! alternate with the iteration (`1 + (k & 1)`, docs/design.md §4.6 "Ids that follow the
//! iteration") and accesses kept apart by the roles (`memory::roles`). Judged by execution:
//! the interpreter runs each output under all four schedules (`check --schedule all`), and
//! the control `ws_two_stage_one_buffer` shows races once its barrier is taken away (the
//! unsound knobs `named-barriers-order-everything` and `named-barriers-ignore-phase`).

use serde_json::Value;
mod common;
use common::{root, stderr, syncflow};

const KERNELS: &[&str] = &[
    "_Z13ws_full_emptyPKfPfi",
    "_Z12ws_full_onlyPKfPfi",
    "_Z12ws_two_stagePKfPfi",
    "_Z23ws_two_stage_one_bufferPKfPfi",
];

fn path(front: &str) -> String {
    root()
        .join(format!("tests/pipelined/warp_specialized.{front}"))
        .display()
        .to_string()
}

/// Per copy of the defensive barrier of `kernel`: (loop depth > 0, removed).
fn copies(front: &str, kernel: &str) -> Vec<(bool, bool)> {
    let o = syncflow(&["eliminate", &path(front), "--json", "-o", "/dev/null"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let f = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == kernel)
        .unwrap_or_else(|| panic!("{kernel} in {front}"));
    f["barriers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["kind"] == "candidate")
        .map(|b| {
            let depth = b["loop_depth"].as_u64().unwrap_or(0);
            (depth > 0, b["removed"] == true)
        })
        .collect()
}

/// `check` of `kernel`'s launch (launches.json) against `eliminate --preset sound` with
/// `knobs`: (findings new in the output, barriers executed per CTA in the input and the
/// output).
fn check(front: &str, kernel: &str, knobs: &[&str]) -> (usize, u64, u64) {
    let mut args = vec![
        "check",
        &*Box::leak(path(front).into_boxed_str()),
        "--kernel",
        kernel,
        "--block",
        "256",
        "--grid",
        "2",
        "--arg",
        "#0=f32[1152]:random:1",
        "--arg",
        "#1=f32[256]",
        "--arg",
        "#2=9",
        "--preset",
        "sound",
        "--schedule",
        "all",
        "--json",
    ];
    for k in knobs {
        args.extend(["--knob", k]);
    }
    let o = syncflow(&args);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{front} {kernel}: {e}: {}", stderr(&o)));
    let e = &v["barriers_executed"];
    let new = v["comparison"]["new_findings"].as_array().unwrap().len();
    // The input itself runs clean; exit 1 exactly when the output shows something new.
    assert!(
        v["findings"].as_array().unwrap().is_empty(),
        "{front} {kernel}"
    );
    assert_eq!(
        o.status.code(),
        Some(i32::from(new > 0)),
        "{front} {kernel}"
    );
    (
        new,
        e["input"].as_u64().unwrap(),
        e["output"].as_u64().unwrap(),
    )
}

/// The loop copy of ws_two_stage's defensive barrier goes on clang's IR and llc's PTX, and
/// with it 8 of the 25 barriers each CTA executes (n = 9: clang peels two iterations; the
/// second peeled copy stays, its pair with the loop's first store is told apart by neither
/// the counts nor the stale address).
#[test]
fn ws_two_stage_loses_its_loop_barrier_on_clang_ir_and_llc_ptx() {
    for front in ["ll", "ptx"] {
        let c = copies(front, "_Z12ws_two_stagePKfPfi");
        assert_eq!(c.len(), 3, "{front}: {c:?}");
        assert!(
            c.iter().any(|&(l, r)| l && r),
            "{front}: loop copy kept {c:?}"
        );
        let (findings, input, output) = check(front, "_Z12ws_two_stagePKfPfi", &[]);
        assert_eq!((findings, input, output), (0, 25, 17), "{front}");
    }
}

/// The barriers that order something stay on every front-end: ws_full_only's (only FULL),
/// and every copy of the control's (alternating ids over one buffer).
#[test]
fn required_warp_barriers_stay() {
    for front in ["ll", "ptx", "nvcc.ptx"] {
        for kernel in [
            "_Z12ws_full_onlyPKfPfi",
            "_Z23ws_two_stage_one_bufferPKfPfi",
        ] {
            let c = copies(front, kernel);
            assert!(!c.is_empty(), "{front} {kernel}");
            assert!(c.iter().all(|&(_, r)| !r), "{front} {kernel}: {c:?}");
        }
    }
}

/// Every kernel of the file runs clean after `sound` on every front-end, under all four
/// schedules.
#[test]
fn sounds_warp_outputs_run_clean() {
    for front in ["ll", "ptx", "nvcc.ptx"] {
        for kernel in KERNELS {
            let (findings, _, _) = check(front, kernel, &[]);
            assert_eq!(findings, 0, "{front} {kernel}");
        }
    }
}

/// The control's barrier is required: taking it away shows races on every front-end, both
/// with the unsound knob that reads every pair as ordered by named barriers and with the one
/// that reads `1 + (k & 1)` as barrier 1 (the phase ignored: the weakened rule is caught).
#[test]
fn the_controls_barrier_is_needed() {
    for front in ["ll", "ptx", "nvcc.ptx"] {
        for knob in [
            "named-barriers-order-everything=1",
            "named-barriers-ignore-phase=1",
        ] {
            let (findings, _, _) = check(front, "_Z23ws_two_stage_one_bufferPKfPfi", &[knob]);
            assert!(findings > 0, "{front} {knob}: no race without the barrier");
        }
    }
}
