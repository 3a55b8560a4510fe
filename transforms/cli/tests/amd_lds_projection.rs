//! The LDS projection on real AMDGPU code (docs/design.md §4.5, knob `lds-groups`):
//!
//! 1. Triton-AMD writes every barrier group narrowed to LDS. Under `sound` its kernels are
//!    projected and their groups decided: exactly the barriers that `check --ablate` finds no
//!    witness for go (histogram's entry and exit copies, tests/amd_check.rs), the others stay,
//!    and `check --preset sound` runs the output with nothing new. With `lds-groups=0` nothing
//!    goes (the groups are partial, as before).
//! 2. syncflow's own narrowed output of tests/amd, read again, decides as before: a kernel
//!    whose groups `sound` narrowed is projected, keeps them all, and no decision changes.

mod common;

use common::{root, stderr, stdout, syncflow, temp_dir};
use serde_json::Value;

fn path(rel: &str) -> String {
    root().join(rel).to_string_lossy().into_owned()
}

/// Every barrier `eliminate --json` reports, in every function.
fn barriers(doc: &Value) -> Vec<&Value> {
    doc["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .flat_map(|f| f["barriers"].as_array().expect("barriers"))
        .collect()
}

/// The lines of the barriers `eliminate --json` removed (or kept), sorted.
fn lines(doc: &Value, removed: bool) -> Vec<u64> {
    let mut out: Vec<u64> = barriers(doc)
        .into_iter()
        .filter(|b| (b["removed"].as_bool() == Some(true)) == removed)
        .filter_map(|b| b["line"].as_u64())
        .collect();
    out.sort_unstable();
    out
}

fn removed_lines(doc: &Value) -> Vec<u64> {
    lines(doc, true)
}

/// How many kernels the eliminator noted as projected.
fn projected(doc: &Value) -> usize {
    doc["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter(|d| {
            d.as_str()
                .is_some_and(|d| d.contains("every barrier group orders LDS only"))
        })
        .count()
}

fn eliminate(file: &str, extra: &[&str]) -> Value {
    let mut argv = vec!["eliminate", file, "--preset", "sound", "--json"];
    argv.extend(extra);
    let o = syncflow(&argv);
    assert_eq!(o.status.code(), Some(0), "{file}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("json")
}

#[test]
fn triton_amd_groups_are_decided_on_their_lds_accesses() {
    for (stem, expected) in [
        ("histogram.gfx942", vec![156u64, 158]),
        ("layer_norm_fwd.gfx942", vec![]),
        ("matmul_stages3.gfx942", vec![]),
        ("softmax.gfx942", vec![]),
        ("softmax.gfx950", vec![]),
    ] {
        let file = path(&format!("tests/amd/triton/{stem}.ll"));
        let doc = eliminate(&file, &[]);
        assert_eq!(removed_lines(&doc), expected, "{stem}");
        let off = eliminate(&file, &["--knob", "lds-groups=0"]);
        assert_eq!(
            removed_lines(&off),
            Vec::<u64>::new(),
            "{stem}: lds-groups=0"
        );
        assert_eq!(projected(&doc), 1, "{stem}: the projection is noted");
        assert_eq!(projected(&off), 0, "{stem}: lds-groups=0");
    }
    // histogram's removals, run: nothing new beside the input (the launch of amd_check.rs).
    let file = path("tests/amd/triton/histogram.gfx942.ll");
    let o = syncflow(&[
        "check",
        &file,
        "--block",
        "256",
        "--grid",
        "2",
        "--dynamic-shared",
        "65536",
        "--arg",
        "#0=i32[2048]:random:1",
        "--arg",
        "#1=i32[65]",
        "--arg",
        "#2=2000",
        "--preset",
        "sound",
        "--schedule",
        "all",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let doc: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(doc["verdict"], "clean", "{doc}");
    assert_eq!(
        doc["comparison"]["new_findings"],
        serde_json::json!([]),
        "{doc}"
    );
    // Two of its five groups executed per workgroup go.
    assert_eq!(doc["barriers_executed"]["input"], 5, "{doc}");
    assert_eq!(doc["barriers_executed"]["output"], 3, "{doc}");
}

#[test]
fn syncflow_reads_its_own_narrowed_output_as_before() {
    let dir = temp_dir("lds-projection");
    let mut count = 0;
    for stem in [
        "multi_shared",
        "keep_write_read",
        "entry_exit",
        "reduce_tree",
        "narrow_lds",
        "wave",
    ] {
        let input = path(&format!("tests/amd/{stem}.ll"));
        let out = dir
            .join(format!("{stem}.ll"))
            .to_string_lossy()
            .into_owned();
        let first = eliminate(&input, &["-o", &out]);
        let second = eliminate(&out, &[]);
        count += projected(&second);
        assert_eq!(
            removed_lines(&second),
            Vec::<u64>::new(),
            "{stem}: nothing more goes"
        );
        assert_eq!(
            lines(&second, false),
            lines(&first, false),
            "{stem}: the same barriers stay"
        );
    }
    // narrow_lds's store_then_exchange and prefetch_loop have every group narrowed.
    assert!(count >= 2, "{count} projected kernels");
}
