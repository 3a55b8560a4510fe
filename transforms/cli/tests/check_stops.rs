//! Issue 39: `syncflow check` never passes a comparison whose runs stopped early. One test
//! per stopping cause, each on a small kernel written here: a fault (an access far outside
//! its buffer), a refusal (inline asm the interpreter does not execute), a deadlock in the
//! input (lanes at a `__syncwarp()` waiting for lanes at a `__syncthreads()`), and the step
//! limit in the output only. (The step limit in both programs is
//! `check_executed.rs`'s `a_run_stopped_by_the_step_limit_is_marked_incomplete`; `check` has
//! no wall-clock time-out, so the step limit is its only one.) Each comparison that found
//! nothing new exits 3, says "inconclusive" and never "0 new findings", and names the cause
//! of each stopped run, in the text and in `--json`'s `comparison.inconclusive`.

use serde_json::Value;
mod common;
use common::{stderr, stdout, syncflow, temp_dir};
use std::path::{Path, PathBuf};
use std::process::Output;

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
    let file = file.display().to_string();
    let mut args = vec![
        "check",
        file.as_str(),
        "--block",
        "32",
        "--arg",
        "#0=i32[32]",
        "--preset",
        "sound",
        "--color",
        "never",
    ];
    args.extend_from_slice(extra);
    syncflow(&args)
}

/// Both programs stop the same way: exit 3, "inconclusive", a note per stopped run naming
/// `cause`, and the same in JSON.
fn assert_inconclusive(file: &Path, cause: &str) {
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
    assert_inconclusive(&file, "out of bounds: thread 0");
}

#[test]
fn a_refusal_makes_the_comparison_inconclusive() {
    let file = kernel(
        "refusal",
        "  call void asm sideeffect \"brkpt;\", \"\"()
  ret void",
    );
    assert_inconclusive(&file, "unsupported: call to inline asm \"brkpt;\"");
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
    assert_inconclusive(&file, "deadlock: thread 0 at ");
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
}
