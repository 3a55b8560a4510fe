//! `check --ablate`: a witness for each kept barrier, or none, against the ground truth of the
//! pipelined set (tests/pipelined/pingpong.cu: `// keep` and `// remove` on every barrier).

mod common;

use common::{stderr, stdout, syncflow};
use serde_json::Value;

const KERNEL: &str = "_Z11jacobi_swapPfi";

fn pingpong() -> String {
    common::root()
        .join("tests/pipelined/pingpong.ll")
        .display()
        .to_string()
}

fn ablate(schedule: &str) -> Value {
    let out = syncflow(&[
        "check",
        &pingpong(),
        "--kernel",
        KERNEL,
        "--block",
        "256",
        "--grid",
        "2",
        "--arg",
        "#0=f32[512]:random:1",
        "--arg",
        "#1=9",
        "--schedule",
        schedule,
        "--ablate",
        // Without iteration distance `sound` keeps 71 (the pointer swap it needs to see): the
        // one kept barrier of this kernel that has no witness.
        "--preset",
        "sound",
        "--knob",
        "iteration-distance=0",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    serde_json::from_str(&stdout(&out)).unwrap()
}

/// The outcome per source line of the kernel's kept barriers.
fn outcomes(doc: &Value) -> Vec<(u64, String)> {
    doc["ablation"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| {
            a["barrier"]
                .as_str()
                .unwrap()
                .ends_with(&format!("@{KERNEL}"))
        })
        .map(|a| {
            (
                a["line"].as_u64().unwrap(),
                a["outcome"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn required_barriers_have_witnesses_and_the_removable_one_has_none() {
    let doc = ablate("all");
    // pingpong.cu: 67 keep, 71 remove (kept here: no iteration distance, so no swap), 73 keep.
    assert_eq!(
        outcomes(&doc),
        [
            (67, "needed".to_string()),
            (71, "no-witness".to_string()),
            (73, "needed".to_string())
        ]
    );
    for a in doc["ablation"].as_array().unwrap() {
        if a["outcome"] == "needed" {
            let w = &a["witness"];
            assert_eq!(w["kind"], "race", "{a}");
            let schedules: Vec<&str> = w["schedules"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            assert!(!schedules.is_empty(), "a witness names its schedules: {a}");
        }
        if a["outcome"] == "no-witness" {
            assert_eq!(a["schedules"], 4, "all = four schedules: {a}");
        }
    }
    // The other kernels of the module are not this launch's: left out.
    assert!(doc["ablation"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a["barrier"]
            .as_str()
            .unwrap()
            .ends_with(&format!("@{KERNEL}"))));
}

#[test]
fn the_text_names_each_outcome() {
    let out = syncflow(&[
        "check",
        &pingpong(),
        "--kernel",
        KERNEL,
        "--block",
        "256",
        "--arg",
        "#0=f32[512]:random:1",
        "--arg",
        "#1=9",
        "--ablate",
        // Without iteration distance `sound` keeps 71 (the pointer swap it needs to see): the
        // one kept barrier of this kernel that has no witness.
        "--preset",
        "sound",
        "--knob",
        "iteration-distance=0",
    ]);
    let text = stdout(&out);
    assert!(
        text.contains("ablation: each kept barrier removed alone (3 barriers):"),
        "{text}"
    );
    assert!(
        text.contains(
            "pingpong.cu:67:3 llvm.nvvm.barrier0 in @_Z11jacobi_swapPfi: needed: data race"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "pingpong.cu:71:5 llvm.nvvm.barrier0 in @_Z11jacobi_swapPfi: no witness in 1 schedule"
        ),
        "{text}"
    );
}
