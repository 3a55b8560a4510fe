//! Triton's software-pipelined kernels (tests/pipelined/triton: matmul with `num_stages` 3
//! and 4, flash attention): `sound` against the ground truth of `triton/truth.json`, whose
//! every barrier was settled by execution (each removed alone, `check` under every schedule)
//! or by the reasoning it quotes. Neither judge is the analysis under test.
//!
//! The matmul's loop-top barrier follows a second `cp.async.wait_group 2` with no commit
//! since the first: it completes nothing, so the barrier orders only reads. Seeing that
//! takes counting the groups (`syncflow_analyses::memory::async_window`); before, a partial
//! wait kept every copy pending and the barrier stayed.

use serde_json::Value;
mod common;
use common::{root, stderr, stdout, syncflow};

/// `remove` barriers `sound` keeps, and why: (file, index of the kernel's barrier in text
/// order).
const MISSES: &[(&str, usize, &str)] = &[
    (
        "flash_attn_causal_s3.sm80.ll",
        2,
        "after the loop: the epilogue's stores go to the q tile, which the loop reads only before its second barrier; not modelled",
    ),
    (
        "flash_attn_causal_s3.sm80.ptx",
        2,
        "after the loop: the epilogue's stores go to the q tile, which the loop reads only before its second barrier; not modelled",
    ),
];

fn truth() -> Value {
    let path = root().join("tests/pipelined/triton/truth.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn sound_agrees_with_the_ground_truth_on_tritons_pipelined_kernels() {
    let truth = truth();
    let mut failures = Vec::new();
    let (mut in_loops, mut removed_in_loops) = (0, 0);
    for (file, kernels) in truth.as_object().unwrap() {
        if file.starts_with('_') {
            continue;
        }
        let path = root().join("tests/pipelined/triton").join(file);
        let path = path.display().to_string();
        let o = syncflow(&["eliminate", &path, "--json", "-o", "/dev/null"]);
        assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        for (kernel, t) in kernels.as_object().unwrap() {
            let f = v["functions"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["name"] == *kernel)
                .unwrap_or_else(|| panic!("{file}: no {kernel}"));
            let decided = f["barriers"].as_array().unwrap();
            let expected = t["barriers"].as_array().unwrap();
            assert_eq!(decided.len(), expected.len(), "{file} {kernel}");
            for (i, (d, e)) in decided.iter().zip(expected).enumerate() {
                assert_eq!(
                    (&d["line"], &d["loop_depth"]),
                    (&e["line"], &e["loop_depth"]),
                    "{file} {kernel} #{i}: the truth is of another barrier"
                );
                let gone = d["removed"].as_bool().unwrap();
                let remove = e["truth"] == "remove";
                let missed = MISSES.iter().any(|(f, n, _)| f == file && *n == i);
                if e["loop_depth"].as_u64().unwrap() > 0 {
                    in_loops += usize::from(remove);
                    removed_in_loops += usize::from(gone);
                }
                match (remove, gone) {
                    (false, true) => failures.push(format!("{file} {kernel} #{i}: keep removed")),
                    (true, false) if !missed => {
                        failures.push(format!("{file} {kernel} #{i}: remove kept"))
                    }
                    (true, true) if missed => {
                        failures.push(format!("{file} {kernel} #{i}: a listed miss, now removed"))
                    }
                    _ => {}
                }
            }
        }
    }
    println!("in loops: {removed_in_loops} removed of {in_loops} removable");
    assert_eq!(in_loops, 4, "the matmuls' loop-top barriers, .ll and .ptx");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `sound`'s output of the matmul (`num_stages` 3, both front-ends) runs clean at the launch
/// of `launches.json`, and executes one barrier fewer per K tile.
#[test]
fn sounds_pipelined_matmul_runs_clean_with_fewer_barriers() {
    for ext in ["ll", "ptx"] {
        let path = root().join(format!("tests/pipelined/triton/matmul_s3.sm80.{ext}"));
        let path = path.display().to_string();
        let mut args = vec![
            "check",
            &path,
            "--kernel",
            "matmul",
            "--grid",
            "1",
            "--dynamic-shared",
            "65536",
        ];
        let launch = [
            "#0=f16[32896]:random:1:-1..1",
            "#1=f16[49152]:random:2:-1..1",
            "#2=f16[16384]",
            "#3=128",
            "#4=128",
            "#5=256",
            "#6=256",
            "#7=128",
            "#8=128",
        ];
        for a in &launch {
            args.push("--arg");
            args.push(a);
        }
        args.extend(["--preset", "sound", "--json"]);
        let o = syncflow(&args);
        let v: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
        assert_eq!(o.status.code(), Some(0), "{ext}: {v}");
        assert!(v["findings"].as_array().unwrap().is_empty(), "{ext}: {v}");
        assert!(
            v["comparison"]["new_findings"]
                .as_array()
                .unwrap()
                .is_empty(),
            "{ext}: {v}"
        );
        // K = 256 in tiles of 64: the loop runs 4 times, and its top barrier no more.
        let e = &v["barriers_executed"];
        let (input, output) = (e["input"].as_u64().unwrap(), e["output"].as_u64().unwrap());
        assert_eq!(input - output, 4, "{ext}: {e}");
    }
}
