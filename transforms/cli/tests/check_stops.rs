//! Issue 39: `syncflow check` never passes a comparison whose runs stopped early. One test
//! per stopping cause, each on a small kernel written here: a fault (an access far outside
//! its buffer), a refusal (inline asm the interpreter does not execute), a deadlock in the
//! input (lanes at a `__syncwarp()` waiting for lanes at a `__syncthreads()`), and the step
//! limit in the output only, and the wall-clock `--time-limit` (a loop of two billion trips),
//! alone and in a comparison. (The step limit in both programs is `check_executed.rs`'s
//! `a_run_stopped_by_the_step_limit_is_marked_incomplete`.) Each run that found nothing
//! (new) and stopped early exits 3, says "inconclusive" and never "0 new findings", and names
//! the cause of each stopped run, in the text, in `--json`'s `comparison.inconclusive`, and
//! in its top-level `verdict` and `stopped` (program and cause), which are checked here for
//! each of the three verdicts: clean (0), new (1), inconclusive (3).

use serde_json::Value;
mod common;
use common::{stderr, stdout, syncflow, temp_dir};
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

const DECLS: &str = "
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
";

/// A kernel that starts with a `__syncthreads()` the `sound` preset removes (nothing is
/// shared before it), then `tail`; written as `NAME.ll` in a fresh directory.
fn kernel(name: &str, tail: &str) -> PathBuf {
    let path = temp_dir(&format!("stops-{name}")).join(format!("{name}.ll"));
    let text = format!(
        "define ptx_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier0()
{tail}
}}
{DECLS}"
    );
    std::fs::write(&path, text).unwrap();
    path
}

fn check(file: &Path, extra: &[&str]) -> Output {
    alone(file, &[&["--preset", "sound"], extra].concat())
}

/// `check` on `file` alone (no output to compare with): 32 threads, `extra` appended.
fn alone(file: &Path, extra: &[&str]) -> Output {
    let file = file.display().to_string();
    let mut args = vec![
        "check",
        file.as_str(),
        "--block",
        "32",
        "--arg",
        "#0=i32[32]",
        "--color",
        "never",
    ];
    args.extend_from_slice(extra);
    syncflow(&args)
}

/// `--json`'s `stopped`, as (program, cause) pairs.
fn stopped(v: &Value) -> Vec<(String, String)> {
    v["stopped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["program"].as_str().unwrap().to_string(),
                s["cause"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn both(cause: &str) -> Vec<(String, String)> {
    vec![
        ("input".to_string(), cause.to_string()),
        ("output".to_string(), cause.to_string()),
    ]
}

/// Both programs stop the same way: exit 3, "inconclusive", a note per stopped run naming
/// `cause` (the interpreter's words; `kind`: the JSON's name for it), and the same in JSON.
fn assert_inconclusive(file: &Path, cause: &str, kind: &str) {
    let o = check(file, &[]);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(3), "{text}{}", stderr(&o));
    assert!(
        text.contains(
            "(1 barrier removed in the module): inconclusive, 2 of the runs stopped early"
        ) && !text.contains("0 new findings"),
        "{text}"
    );
    for side in ["input", "output"] {
        assert!(
            text.contains(&format!(
                "note: the {side} under round-robin stopped: {cause}"
            )),
            "{side}: {text}"
        );
    }
    let o = check(file, &["--json"]);
    assert_eq!(o.status.code(), Some(3));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let why = v["comparison"]["inconclusive"].as_array().unwrap();
    assert_eq!(why.len(), 2, "{why:?}");
    assert!(
        why.iter().all(|w| w.as_str().unwrap().contains(cause)),
        "{why:?}"
    );
    assert_eq!(v["comparison"]["new_findings"], serde_json::json!([]));
    assert_eq!(v["verdict"], "inconclusive");
    assert_eq!(stopped(&v), both(kind));
}

#[test]
fn a_fault_makes_the_comparison_inconclusive() {
    let file = kernel(
        "fault",
        "  %i = add i32 %t, 1000000
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %p
  ret void",
    );
    assert_inconclusive(&file, "out of bounds: thread 0", "fault");
}

#[test]
fn a_refusal_makes_the_comparison_inconclusive() {
    let file = kernel(
        "refusal",
        "  call void asm sideeffect \"brkpt;\", \"\"()
  ret void",
    );
    assert_inconclusive(
        &file,
        "unsupported: call to inline asm \"brkpt;\"",
        "refusal",
    );
}

#[test]
fn a_deadlock_in_the_input_makes_the_comparison_inconclusive() {
    // Lanes 0-15 wait at a __syncwarp() for the whole warp, lanes 16-31 at a __syncthreads():
    // each waits for the other.
    let file = kernel(
        "deadlock",
        "  %lo = icmp ult i32 %t, 16
  br i1 %lo, label %a, label %b
a:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
b:
  call void @llvm.nvvm.barrier0()
  ret void",
    );
    assert_inconclusive(&file, "deadlock: thread 0 at ", "deadlock");
}

/// Thread 0 zeroes `buf[0]` before a barrier and every thread reads it after; the output
/// (given with `--against`) lacks that store, reads the launch's 7 and spins: the output
/// alone stops, at the step limit, where the input ran to its end. `check` reports that as
/// new (exit 1), never as a pass.
#[test]
fn an_output_that_stops_where_the_input_ends_is_never_a_pass() {
    let dir = temp_dir("stops-spin");
    let input = dir.join("spin.ll");
    let text = format!(
        "define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %buf) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %sync
init:
  store i32 0, ptr addrspace(1) %buf
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(1) %buf
  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %spin, label %done
spin:
  br label %spin
done:
  ret void
}}
{DECLS}"
    );
    std::fs::write(&input, &text).unwrap();
    let output = dir.join("spin.out.ll");
    std::fs::write(
        &output,
        text.replace("  store i32 0, ptr addrspace(1) %buf\n", ""),
    )
    .unwrap();
    let (input, output) = (input.display().to_string(), output.display().to_string());
    let args = [
        "check",
        input.as_str(),
        "--block",
        "32",
        "--arg",
        "#0=i32[32]",
        "--arg",
        "#1=i32[4]:expr:7",
        "--steps",
        "100000",
        "--against",
        output.as_str(),
        "--color",
        "never",
    ];
    let o = syncflow(&args);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(1), "{text}{}", stderr(&o));
    assert!(
        text.contains("note: the output under round-robin stopped: step limit of 100000 reached")
            && text.contains("1 new finding (1 step-limit); the input itself has 0 findings")
            && !text.contains("0 new findings"),
        "{text}"
    );
    let mut json = args.to_vec();
    json.push("--json");
    let v: Value = serde_json::from_slice(&syncflow(&json).stdout).unwrap();
    let why = v["comparison"]["inconclusive"].as_array().unwrap();
    assert_eq!(why.len(), 1, "only the output stopped: {why:?}");
    assert!(why[0]
        .as_str()
        .unwrap()
        .starts_with("the output under round-robin"));
    assert_eq!(v["verdict"], "new");
    assert_eq!(
        stopped(&v),
        vec![("output".to_string(), "step-limit".to_string())]
    );
}

/// Every run goes to its end and nothing is (new): exit 0, verdict `clean`, nothing stopped;
/// alone and compared with what `sound` makes of it (the barrier removed).
#[test]
fn a_run_to_its_end_with_nothing_new_is_clean() {
    let file = kernel(
        "clean",
        "  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p
  ret void",
    );
    // `check` adds --preset sound: the comparison.
    for o in [alone(&file, &["--json"]), check(&file, &["--json"])] {
        assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["verdict"], "clean", "{v}");
        assert_eq!(stopped(&v), vec![]);
    }
}

/// A racy kernel run alone: exit 1, verdict `new`.
#[test]
fn a_finding_is_new() {
    // Every thread writes out[0].
    let file = kernel(
        "race",
        "  store i32 %t, ptr addrspace(1) %out
  ret void",
    );
    let o = alone(&file, &["--json"]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["verdict"], "new");
    assert_eq!(v["findings"][0]["kind"], "race");
    assert_eq!(stopped(&v), vec![]);
}

/// A loop of two billion trips, far past one second, with a step limit it never reaches:
/// `--time-limit 1` stops the whole command after about a second (the output, run after the
/// input, stops at its first step), exit 3, the time-out named in the text and JSON, never a
/// finding (the wall clock says nothing about the kernel) and never "0 findings".
#[test]
fn the_time_limit_stops_the_command_and_is_inconclusive() {
    let file = kernel(
        "timeout",
        "  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 2000000000
  br i1 %c, label %loop, label %done
done:
  ret void",
    );
    let limit = ["--steps", "100000000000", "--time-limit", "1"];
    let limited = |extra: &[&str]| alone(&file, &[&limit[..], extra].concat());
    let started = Instant::now();
    let o = limited(&[]);
    let took = started.elapsed();
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(3), "{text}{}", stderr(&o));
    assert!(took < Duration::from_secs(20), "{took:?}");
    assert!(
        text.contains("note: the input under round-robin stopped: time limit of 1 s reached")
            && text.contains("check: inconclusive, 1 run stopped early (0 findings in what ran)")
            && !text.contains("check: 0 findings")
            && !text.contains("time-out"),
        "{text}"
    );
    let v: Value = serde_json::from_slice(&limited(&["--json"]).stdout).unwrap();
    assert_eq!(v["verdict"], "inconclusive");
    assert_eq!(stopped(&v), vec![("input".into(), "time-out".into())]);
    assert_eq!(v["findings"], serde_json::json!([]), "not a finding");
    // A comparison: both programs stop, the output at once; inconclusive, not new.
    let started = Instant::now();
    let o = check(&file, &limit);
    assert!(started.elapsed() < Duration::from_secs(20));
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(3), "{text}{}", stderr(&o));
    assert!(
        text.contains("inconclusive, 2 of the runs stopped early")
            && text.contains("note: the output under round-robin stopped: time limit of 1 s")
            && !text.contains("0 new findings"),
        "{text}"
    );
    let mut json = limit.to_vec();
    json.push("--json");
    let v: Value = serde_json::from_slice(&check(&file, &json).stdout).unwrap();
    assert_eq!(v["verdict"], "inconclusive");
    assert_eq!(stopped(&v), both("time-out"));
    assert_eq!(v["comparison"]["new_findings"], serde_json::json!([]));
}
