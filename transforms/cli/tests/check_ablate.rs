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

/// `explain --launch`: a kept barrier's witness beside its static reason, or the admission that
/// none was found; a bad launch file is a clear error with its place (exit 2).
#[test]
fn explain_shows_the_witness_beside_the_static_reason() {
    let launches = common::root()
        .join("tests/corpus/launches.txt")
        .display()
        .to_string();
    let scan = common::corpus("scan_blelloch.ll");
    let out = syncflow(&["explain", &scan, "--line", "26", "--launch", &launches]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        text.contains("  kept (the dse pass decided last): "),
        "{text}"
    );
    assert!(
        text.contains("  witness (removing it alone): race: data race on @temp+"),
        "{text}"
    );
    // Line 35 orders nothing (tests/corpus/README.md: KEEP-UNPROVABLE): no witness.
    let out = syncflow(&["explain", &scan, "--line", "35", "--launch", &launches]);
    assert!(
        stdout(&out).contains("  witness: none in 4 schedules: "),
        "{}",
        stdout(&out)
    );
    // Without --launch, no witness line.
    let out = syncflow(&["explain", &scan, "--line", "35"]);
    assert!(!stdout(&out).contains("witness"), "{}", stdout(&out));
    let dir = common::temp_dir("explain-launch");
    let bad = dir.join("bad.txt");
    std::fs::write(
        &bad,
        "scan_blelloch.ll --kernel scan_blelloch --arg '#0=1\n",
    )
    .unwrap();
    let out = syncflow(&[
        "explain",
        &scan,
        "--line",
        "35",
        "--launch",
        &bad.display().to_string(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("bad.txt:1:47: error: unterminated '"),
        "{}",
        stderr(&out)
    );
}

/// `report --launch`: the column `kept-no-witness` counts the kept barriers that no run of
/// the launch file shows a reason for (scan_blelloch line 35 and radix_split line 11 order
/// nothing: tests/corpus/README.md), and `--json` gives each kept barrier its outcome.
#[test]
fn report_counts_kept_barriers_without_a_witness() {
    let launches = common::root()
        .join("tests/corpus/launches.txt")
        .display()
        .to_string();
    let files = [
        common::corpus("scan_blelloch.ll"),
        common::corpus("radix_split.ll"),
    ];
    let out = syncflow(&["report", &files[0], &files[1], "--launch", &launches]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let header = text.lines().next().unwrap();
    assert!(header.ends_with("lint  kept-no-witness"), "{text}");
    for l in text.lines().skip(1).take(2) {
        assert!(
            l.ends_with(" 1"),
            "one barrier without a witness per file: {text}"
        );
    }
    assert!(
        text.contains("kept barriers, each removed alone (--launch): 6 with a witness, 2 without (column kept-no-witness), 0 inconclusive"),
        "{text}"
    );
    // Without --launch the table is as before.
    let plain = stdout(&syncflow(&["report", &files[0]]));
    assert!(
        !plain.contains("kept-no-witness") && !plain.contains("each removed alone"),
        "{plain}"
    );
    let out = syncflow(&["report", &files[0], "--launch", &launches, "--json"]);
    let doc: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let outcomes: Vec<(u64, &str)> = doc["files"][0]["functions"][0]["barriers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (b["line"].as_u64().unwrap(), b["witness"].as_str().unwrap()))
        .collect();
    assert_eq!(
        outcomes,
        [(14, "needed"), (35, "no-witness"), (26, "needed")]
    );
    assert_eq!(doc["summary"]["witnesses"]["no-witness"], 1);
}
