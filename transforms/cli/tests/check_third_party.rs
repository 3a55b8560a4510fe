//! Idioms of third-party code that stopped or crashed `syncflow check` (issue 39), on kernels
//! written for the test (`tests/check/warp_masks.cu`, `tests/check/async_copy_bounds.cu`),
//! each through clang-19 (`.ll`) and nvcc 13.5 (`.ptx`), `tests/check/regen.sh`:
//!
//! * warp collectives whose member mask is computed (a `__ballot_sync` result) inside a
//!   branch, as cuda-samples' reduce7 has them: they run, and a lane whose mask does not name
//!   it is a fault (PTX leaves it undefined), never a panic;
//! * a `cp.async` whose source runs past its buffer is out of bounds, never a panic, and one
//!   whose src-size stops inside the buffer is not;
//! * a 32-bit shared address (`__cvta_generic_to_shared`, an `"r"` operand of `cp.async`)
//!   executes on `.ll` as on `.ptx`: the same findings in both formats.
//!
//! * `--against` takes the `.ptx` `eliminate -o` writes when it removed the module's only
//!   `bar.sync 0` (`tests/check/own_slot.ptx`), and `--preset` decides for the block run;
//! * `__constant__` data with an initializer, read from PTX, holds it
//!   (`tests/check/const_table.ptx`).
//!
//! The kernels assert what they compute, so a wrong exchange is a device-side assertion.

use serde_json::Value;
mod common;
use common::{root, stderr, stdout, syncflow, temp_dir};
use std::process::Output;

fn file(name: &str) -> String {
    root().join("tests/check").join(name).display().to_string()
}

fn check(path: &str, kernel: Option<&str>, args: &[&str]) -> Output {
    let mut all = vec!["check", path, "--block", "128", "--json"];
    if let Some(k) = kernel {
        all.extend_from_slice(&["--kernel", k]);
    }
    for a in args {
        all.extend_from_slice(&["--arg", a]);
    }
    syncflow(&all)
}

/// The run's exit code and its findings as (kind, message).
fn run(path: &str, kernel: Option<&str>, args: &[&str]) -> (i32, Vec<(String, String)>) {
    let o = check(path, kernel, args);
    let code = o.status.code().unwrap_or(-1);
    assert!(
        code == 0 || code == 1,
        "{path} {kernel:?}: exit {code}: {}",
        stderr(&o)
    );
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    let findings = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap().to_string(),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    (code, findings)
}

const FORMATS: [&str; 2] = ["ll", "ptx"];

#[test]
fn ballot_masks_inside_a_branch_run_to_the_end() {
    for ext in FORMATS {
        let path = file(&format!("warp_masks.{ext}"));
        // The four lanes the ballot names exchange with their neighbours (asserted).
        let args = ["#0=i32[128]:expr:7*i+3", "#1=i32[128]"];
        assert_eq!(
            run(&path, Some("ballot_shuffle"), &args),
            (0, vec![]),
            "{ext}"
        );
        // Lanes 0 and 1 sync among themselves, the rest over the whole warp, in one round
        // of the scheduler (this panicked: "group members wait at a warp op").
        assert_eq!(
            run(&path, Some("overlapping_masks"), &["#0=i32[128]"]),
            (0, vec![]),
            "{ext}"
        );
    }
}

#[test]
fn reduce_over_a_ballot_runs_through_nvcc_and_faults_through_clang_19() {
    let args = ["#0=i32[128]:expr:7*i+3", "#1=i32[128]"];
    // nvcc: redux.sync over the ballot's lanes; the sum is asserted.
    assert_eq!(
        run(&file("warp_masks.ptx"), Some("ballot_reduce"), &args),
        (0, vec![])
    );
    // clang 19 passes the value as the mask (llvm/llvm-project#131415): lanes 0, 1 and 3
    // hold 3, 10 and 24, masks that name them, but lane 2 holds 17 (lanes 0 and 4) and runs
    // it with a mask that does not name it.
    let (code, findings) = run(&file("warp_masks.ll"), Some("ballot_reduce"), &args);
    assert_eq!(code, 1);
    assert_eq!(findings.len(), 1, "{findings:?}");
    let (kind, message) = &findings[0];
    assert_eq!(kind, "error");
    assert!(
        message.starts_with(
            "undefined warp collective: lane 2 executes it with member mask 0x00000011"
        ) && message.contains("which does not name it"),
        "{message}"
    );
}

#[test]
fn a_lane_outside_its_own_mask_is_a_fault_in_both_formats() {
    for ext in FORMATS {
        let (code, findings) = run(
            &file(&format!("warp_masks.{ext}")),
            Some("mask_without_self"),
            &["#0=i32[128]"],
        );
        assert_eq!(code, 1, "{ext}");
        assert_eq!(findings.len(), 1, "{ext}: {findings:?}");
        assert!(
            findings[0].1.starts_with(
                "undefined warp collective: lane 5 executes it with member mask 0x00000001"
            ),
            "{ext}: {findings:?}"
        );
    }
}

/// `copy_tail` with `n` floats in `in`, the copies shifted by `offset` floats and thread
/// 127's last `zfill` bytes zero-filled: its one finding, if any.
fn copy_tail(ext: &str, n: u32, offset: u32, zfill: u32) -> Vec<(String, String)> {
    let a0 = format!("#0=f32[{n}]:iota");
    let (a2, a3) = (format!("#2={offset}"), format!("#3={zfill}"));
    let path = file(&format!("async_copy_bounds.{ext}"));
    let (code, findings) = run(&path, Some("copy_tail"), &[&a0, "#1=f32[128]", &a2, &a3]);
    assert_eq!(code, i32::from(!findings.is_empty()), "{ext}");
    findings
}

#[test]
fn async_copies_past_a_buffer_are_out_of_bounds_in_both_formats() {
    // (n, offset, zfill, the out-of-bounds access or none). Thread 127 copies the 16 bytes
    // from float 4*127 + offset, of which 16 - zfill are read.
    let cases: &[(u32, u32, u32, Option<&str>)] = &[
        (512, 0, 0, None),
        (
            512,
            1,
            0,
            Some("accesses 16 bytes at param 0+2036, which has 2048 bytes"),
        ),
        (511, 1, 8, None),
        (
            510,
            1,
            8,
            Some("accesses 8 bytes at param 0+2036, which has 2040 bytes"),
        ),
    ];
    for ext in FORMATS {
        for &(n, offset, zfill, oob) in cases {
            let findings = copy_tail(ext, n, offset, zfill);
            match oob {
                None => assert_eq!(findings, vec![], "{ext} {n} {offset} {zfill}"),
                Some(what) => {
                    assert_eq!(findings.len(), 1, "{ext} {n}: {findings:?}");
                    assert_eq!(findings[0].0, "out-of-bounds");
                    assert!(
                        findings[0].1.contains("thread 127 ") && findings[0].1.contains(what),
                        "{ext} {n} {offset} {zfill}: {findings:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_race_through_a_32_bit_shared_address_is_seen_in_both_formats() {
    let findings: Vec<Vec<(String, String)>> = FORMATS
        .iter()
        .map(|ext| {
            let path = file(&format!("async_copy_bounds.{ext}"));
            let (code, findings) = run(
                &path,
                Some("copy_unordered"),
                &["#0=f32[512]", "#1=f32[128]"],
            );
            assert_eq!(code, 1, "{ext}");
            findings
        })
        .collect();
    for f in &findings {
        let race = f.iter().find(|(k, _)| k == "race").expect("a race");
        assert!(
            race.1.starts_with("data race on copy_unordered(float const*, float*)::tile+1024 in block (0,0,0): write by thread 64 and read by thread 63"),
            "{f:?}"
        );
    }
    let kinds = |f: &Vec<(String, String)>| f.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
    assert_eq!(kinds(&findings[0]), kinds(&findings[1]));
}

#[test]
fn the_shared_window_address_of_clang_ir_is_the_tile_not_null() {
    // clang's `.ll` passes `trunc(ptrtoint(ptr addrspace(3)))` as cp.async's "r" operand:
    // the copy lands in the tile, which the kernel then reads back across threads (a race
    // without the barrier would show; an address taken for null+0 would be out of bounds).
    let src = root().join("tests/check/async_copy_bounds.ll");
    let text = std::fs::read_to_string(src).unwrap();
    assert!(text
        .contains(r#"asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n"#));
    assert!(text.contains("ptrtoint ptr addrspace(3)"));
    assert_eq!(copy_tail("ll", 512, 0, 0), vec![]);
}

#[test]
fn against_takes_the_ptx_whose_only_barrier_was_removed() {
    let input = file("own_slot.ptx");
    let out = temp_dir("own_slot").join("out.ptx");
    let out = out.display().to_string();
    let o = syncflow(&["eliminate", &input, "-o", &out]);
    assert!(o.status.success(), "{}", stderr(&o));
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        !written.contains("bar.sync \t0") && !written.contains("\tbar.sync"),
        "{written}"
    );
    let o = syncflow(&[
        "check",
        &input,
        "--block",
        "64",
        "--arg",
        "#0=u32[64]",
        "--against",
        &out,
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["barriers_executed"]["input"], 1, "{v}");
    assert_eq!(v["barriers_executed"]["output"], 0, "{v}");
}

#[test]
fn constant_data_with_an_initializer_is_read_from_ptx() {
    // The kernel traps unless table[0] + table[1] + bias is 10.
    let (code, findings) = run(&file("const_table.ptx"), None, &["#0=f32[128]"]);
    assert_eq!((code, findings), (0, vec![]));
}

#[test]
fn preset_decides_for_the_block_run() {
    // tests/pipelined/matmul_db.ll loses its trailing barrier only under its block (16,16):
    // `check --block 16,16 --preset sound` removes it without `--knob block=16,16`, and a
    // `--knob block=` naming no block (the module-wide decisions) keeps it.
    let input = root()
        .join("tests/pipelined/matmul_db.ll")
        .display()
        .to_string();
    let run = |knob: Option<&str>| {
        let mut args = vec![
            "check",
            &input,
            "--kernel",
            "_Z9matmul_dbPKfS0_Pfi",
            "--block",
            "16,16",
            "--grid",
            "2,2",
            "--arg",
            "#0=f32[2048]:random:1",
            "--arg",
            "#1=f32[2048]:random:2",
            "--arg",
            "#2=f32[1024]",
            "--arg",
            "#3=32",
            "--preset",
            "sound",
            "--json",
        ];
        if let Some(k) = knob {
            args.extend_from_slice(&["--knob", k]);
        }
        let o = syncflow(&args);
        let v: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
        assert_eq!(o.status.code(), Some(0), "{v}");
        let e = &v["barriers_executed"];
        (e["input"].as_u64().unwrap(), e["output"].as_u64().unwrap())
    };
    assert_eq!(run(None), (4, 2));
    assert_eq!(run(Some("block=none")), (4, 4));
}
