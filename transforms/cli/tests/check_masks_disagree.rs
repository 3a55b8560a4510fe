//! Warp collectives whose lanes hold disagreeing member masks (issue 39): PTX requires every
//! non-exited thread a `membermask` names to execute the same collective with the same mask;
//! lane 0 naming lanes 0 and 1 while lane 1 names only itself is undefined. `check` reports
//! it at its place (exit 1), in `.ll` and `.ptx` alike, and runs the agreeing launch clean.

mod common;

use common::{root, stderr, stdout, syncflow};

fn run(ext: &str, same: &str) -> (Option<i32>, String) {
    let file = root().join(format!("tests/check/masks_disagree.{ext}"));
    let file = file.display().to_string();
    let same = format!("#1={same}");
    let o = syncflow(&[
        "check",
        &file,
        "--block",
        "2",
        "--arg",
        "#0=i32[2]",
        "--arg",
        &same,
    ]);
    (o.status.code(), format!("{}{}", stdout(&o), stderr(&o)))
}

#[test]
fn disagreeing_masks_are_a_finding_and_agreeing_ones_run() {
    for ext in ["ll", "ptx"] {
        let (code, out) = run(ext, "0");
        assert_eq!(code, Some(1), "{ext}: {out}");
        assert!(
            out.contains("undefined warp collective: lane 0 executes it with member mask 0x00000003, which names lane 1, and lane 1 with 0x00000002"),
            "{ext}: {out}"
        );
        let (code, out) = run(ext, "1");
        assert_eq!(code, Some(0), "{ext}: {out}");
        assert!(out.contains("0 findings"), "{ext}: {out}");
    }
}
