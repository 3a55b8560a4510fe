//! `syncflow check`: races named with both accesses, clean runs under every schedule, a
//! faithful preset's unsound removal caught and blamed on its barrier (by `--preset` and by
//! `--against` the written output), argument contents that reach the kernel, intrinsics with
//! semantics and the ones without, and usage errors with exit code 2. The corpus launches of
//! tests/check/corpus.sh run here too.

use serde_json::Value;
mod common;
use common::{corpus, root, stderr, stdout, syncflow, temp_dir};
use std::process::{Command, Output, Stdio};

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}{}", stdout(o), stderr(o)))
}

const CALL_AFTER_WRITE: &[&str] = &[
    "--kernel",
    "call_after_write",
    "--block",
    "64",
    "--arg",
    "#0=f32[64]:iota",
    "--arg",
    "#1=f32[64]",
    "--color",
    "never",
];

#[test]
fn a_racy_kernel_is_reported_with_both_accesses() {
    let file = corpus("devfunc_barrier.ll");
    let mut args = vec!["check", file.as_str()];
    args.extend_from_slice(CALL_AFTER_WRITE);
    let o = syncflow(&args);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    // scratch[t] = total (line 32) races with scratch[(t + 1) % blockDim.x] (line 33).
    assert!(
        text.contains("devfunc_barrier.cu:32:14: error: data race on @scratch+"),
        "{text}"
    );
    assert!(text.contains("devfunc_barrier.cu:33:38: note: the other access: read by thread"));
    // The source line and a caret, from the .cu next to the .ll.
    assert!(text.contains("   32 |   scratch[t] = total;"), "{text}");
    assert!(text.contains("check: 1 finding (1 race)"), "{text}");
    args.push("--json");
    let v = json(&syncflow(&args));
    let f = &v["findings"][0];
    assert_eq!(f["kind"], "race");
    assert!(f["message"].as_str().unwrap().contains("block (0,0,0)"));
    let (a, b) = (
        f["location"].as_str().unwrap(),
        f["notes"][0]["location"].as_str().unwrap(),
    );
    let mut lines = [a, b].map(|l| l.split(':').nth(1).unwrap().to_string());
    lines.sort();
    assert_eq!(lines, ["32", "33"]);
}

#[test]
fn a_planted_race_is_found_under_every_schedule() {
    let file = corpus("devfunc_barrier.ll");
    let mut args = vec!["check", file.as_str(), "--schedule", "all", "--json"];
    args.extend_from_slice(CALL_AFTER_WRITE);
    let v = json(&syncflow(&args));
    let schedules = v["findings"][0]["schedules"].as_array().unwrap();
    assert_eq!(schedules.len(), 4, "{v}");
}

#[test]
fn a_race_free_kernel_is_clean_under_every_schedule() {
    let file = corpus("reduce_tree.ll");
    for schedule in ["all", "random:7", "random:8", "lockstep"] {
        let o = syncflow(&[
            "check",
            &file,
            "--block",
            "256",
            "--grid",
            "3",
            "--dynamic-shared",
            "1024",
            "--schedule",
            schedule,
            "--arg",
            "#0=f32[768]:random:1:-1..1",
            "--arg",
            "#1=f32[3]",
            "--arg",
            "#2=768",
            "--json",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
        let v = json(&o);
        assert_eq!(v["findings"].as_array().unwrap().len(), 0, "{v}");
        assert_eq!(v["ctas_run"], 3);
        assert!(v["steps"].as_u64().unwrap() > 3 * 256);
    }
}

/// NVIDIA's pass (the `cicc` preset reproduces it) removes the barrier inside
/// `block_barrier()`, which `call_barrier_fn` calls between a write and a read of other
/// threads' slots: docs/cicc-fidelity.md lists it among NVIDIA's unsound removals.
#[test]
fn a_faithful_presets_unsound_removal_is_caught_and_blamed() {
    let file = corpus("devfunc_barrier.ll");
    let launch = [
        "--kernel",
        "call_barrier_fn",
        "--block",
        "128",
        "--arg",
        "#0=f32[128]:iota",
        "--arg",
        "#1=f32[128]",
        "--json",
    ];
    let with = |extra: &[&str]| {
        let mut args = vec!["check", file.as_str()];
        args.extend_from_slice(&launch);
        args.extend_from_slice(extra);
        syncflow(&args)
    };
    let o = with(&["--preset", "cicc"]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let v = json(&o);
    assert_eq!(
        v["findings"].as_array().unwrap().len(),
        0,
        "the input is race-free"
    );
    let c = &v["comparison"];
    let race = c["new_findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "race")
        .unwrap_or_else(|| panic!("{c}"));
    let blamed = race["explained_by"].as_array().unwrap();
    assert_eq!(blamed.len(), 1, "{race}");
    assert!(
        blamed[0]
            .as_str()
            .unwrap()
            .starts_with("devfunc_barrier.cu:22:48 llvm.nvvm.barrier0 in @_Z13block_barrierv"),
        "{race}"
    );
    // The sound preset keeps that barrier: nothing new.
    let o = with(&["--preset", "sound"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        json(&o)["comparison"]["new_findings"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    // The same through a written output file.
    let dir = temp_dir("against");
    let out = dir.join("out.ll").display().to_string();
    let e = syncflow(&[
        "eliminate",
        &file,
        "--preset",
        "cicc",
        "-o",
        &out,
        "--quiet",
    ]);
    assert_eq!(e.status.code(), Some(0), "{}", stderr(&e));
    let o = with(&["--against", &out]);
    assert_eq!(o.status.code(), Some(1));
    let v = json(&o);
    assert_eq!(v["comparison"]["new_findings"], c["new_findings"]);
    // A module that is not the input minus instructions is refused, with the place.
    let other = corpus("reduce_tree.ll");
    let o = with(&["--against", &other]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("is not") && stderr(&o).contains("with instructions removed"),
        "{}",
        stderr(&o)
    );
}

/// A kernel that indexes shared memory with values read from its argument: the contents an
/// `--arg` gives decide whether it stays in bounds.
const GATHER: &str = r#"
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @gather(ptr addrspace(1) %idx, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier0()
  %ip = getelementptr i32, ptr addrspace(1) %idx, i32 %t
  %i = load i32, ptr addrspace(1) %ip
  %gp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %gp
  %m = call i32 @llvm.nvvm.mul24.i(i32 %v, i32 3)
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %m, ptr addrspace(1) %op
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.mul24.i(i32, i32)
"#;

#[test]
fn argument_contents_reach_the_kernel() {
    let dir = temp_dir("args");
    let ll = dir.join("gather.ll");
    std::fs::write(&ll, GATHER).unwrap();
    let ll = ll.display().to_string();
    let run = |idx: &str| {
        syncflow(&[
            "check",
            &ll,
            "--block",
            "64",
            "--arg",
            idx,
            "--arg",
            "out=i32[64]",
            "--color",
            "never",
        ])
    };
    // A permutation stays in bounds; so do indices from a file.
    for idx in [
        "idx=i32[64]:expr:(i * 5) % 64",
        "%idx=i32[64]:iota",
        "#0=i32[64]:7",
    ] {
        let o = run(idx);
        assert_eq!(o.status.code(), Some(0), "{idx}: {}", stdout(&o));
    }
    let file = dir.join("idx.bin");
    let mut bytes: Vec<u8> = (0..64i32).flat_map(|i| (63 - i).to_le_bytes()).collect();
    std::fs::write(&file, &bytes).unwrap();
    let spec = format!("idx=i32[64]:file:{}", file.display());
    assert_eq!(run(&spec).status.code(), Some(0));
    // Index 100 for thread 9: out of bounds, at the .ll's own line (no debug info).
    bytes[36..40].copy_from_slice(&100i32.to_le_bytes());
    std::fs::write(&file, &bytes).unwrap();
    let o = run(&spec);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("gather.ll:11:3: error: out-of-bounds access: thread 9 of block (0,0,0) accesses 4 bytes at @s+400, which has 256 bytes"),
        "{text}"
    );
    // An unwritten buffer: every read of it is reported.
    let o = run("idx=i32[64]:uninit");
    assert!(
        stdout(&o).contains("read of uninitialised memory"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn calls_without_semantics_stop_the_run_by_name() {
    let dir = temp_dir("calls");
    let ll = dir.join("calls.ll");
    std::fs::write(
        &ll,
        r#"define ptx_kernel void @k(ptr addrspace(1) %out, i64 %tex) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %t to float
  %e = call float @__nv_lgammaf(float %f)
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %tex, float %e)
  %g = extractvalue { float, float, float, float } %v, 0
  %p = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %g, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @__nv_lgammaf(float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float)
"#,
    )
    .unwrap();
    let ll = ll.display().to_string();
    let o = syncflow(&[
        "check",
        &ll,
        "--block",
        "32",
        "--arg",
        "out=f32[32]",
        "--arg",
        "tex=0",
    ]);
    assert_eq!(o.status.code(), Some(1));
    // __nv_lgammaf has semantics; a texture fetch has none (docs/check.md): the run stops
    // there, by name.
    assert!(
        stdout(&o).contains(
            "calls.ll:5:3: error: unsupported intrinsic llvm.nvvm.tex.unified.1d.v4f32.f32"
        ),
        "{}",
        stdout(&o)
    );
    // A corpus kernel calling a function with no body: stopped by default, or run on with
    // zero, which shows its real race (every thread writes buf[blockIdx.x]).
    let file = corpus("unknown_call.ll");
    let args = [
        "check",
        &file,
        "--kernel",
        "unknown_call_after",
        "--block",
        "64",
    ];
    let o = syncflow(&args);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains(
            "unsupported: call to _Z18external_transformPf, which has no body in this module"
        ),
        "{}",
        stdout(&o)
    );
    let mut zero = args.to_vec();
    zero.extend(["--opaque-calls", "zero"]);
    let o = syncflow(&zero);
    assert!(
        stdout(&o).contains("error: data race on param 0+"),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o)
        .contains("note: call to _Z18external_transformPf (no body in this module) returned zero"));
}

#[test]
fn bad_arguments_exit_2_with_a_clear_message() {
    let file = corpus("reduce_tree.ll");
    let cases: &[(&[&str], &str)] = &[
        (
            &["--block", "2000"],
            "2000 threads; a block has at most 1024",
        ),
        (&["--block", "0"], "'0' is not a positive number"),
        (&["--block", "32", "--grid", "a"], "--grid 'a'"),
        (
            &["--block", "32", "--arg", "x=1"],
            "has no parameter %x; its parameters are %0, %1, %2",
        ),
        (
            &["--block", "32", "--arg", "#0=5"],
            "%0 is a pointer; give a buffer",
        ),
        (
            &["--block", "32", "--arg", "#2=i32[4]"],
            "%2 is not a pointer",
        ),
        (
            &["--block", "32", "--arg", "#7=1"],
            "has 3 parameters, so #7 is not one",
        ),
        (
            &["--block", "32", "--arg", "#0=f32[4]:expr:i +"],
            "in the expression, column 4: expected a value",
        ),
        (
            &["--block", "32", "--arg", "#0=f32[4]:file:/no/such/file"],
            "cannot read /no/such/file",
        ),
        (
            &["--block", "32", "--arg", "#2=1", "--arg", "%2=2"],
            "%2 is given twice",
        ),
        (
            &["--block", "32", "--schedule", "fifo"],
            "--schedule 'fifo'",
        ),
        (
            &["--block", "32", "--kernel", "nope"],
            "no kernel named 'nope'; kernels: @reduce_sum",
        ),
        (
            &["--block", "32", "--grid", "2", "--ctas", "5,0"],
            "outside the grid 2x1x1",
        ),
        (&["--block", "32", "--preset", "nonsense"], "nonsense"),
    ];
    for (extra, message) in cases {
        let mut args = vec!["check", file.as_str()];
        args.extend_from_slice(extra);
        let o = syncflow(&args);
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains(message), "{extra:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{extra:?}: one line: {err}");
        assert!(o.stdout.is_empty(), "{extra:?}: no partial output");
    }
    // Without --block, a kernel that does not state its shape cannot run.
    let o = syncflow(&["check", &file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--block is needed: @reduce_sum does not state its block shape"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_corpus_launches_run_as_recorded() {
    let o = Command::new("sh")
        .arg(root().join("tests/check/corpus.sh"))
        .arg(env!("CARGO_BIN_EXE_syncflow"))
        .stdin(Stdio::null())
        .output()
        .expect("sh runs");
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", stderr(&o));
    let kernels: usize = text
        .lines()
        .last()
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(kernels >= 30, "{text}");
    assert!(
        text.ends_with("kernels, 0 with an unexpected exit code\n"),
        "{text}"
    );
}

/// `--against` a module that lost an instruction which is not a barrier: no race appears,
/// but the output writes different memory, and the comparison says so.
#[test]
fn a_changed_result_without_a_race_is_reported() {
    let dir = temp_dir("result");
    let input = dir.join("gather.ll");
    std::fs::write(&input, GATHER).unwrap();
    let output = dir.join("out.ll");
    let cut = GATHER.replace("  store i32 %m, ptr addrspace(1) %op\n", "");
    assert_ne!(cut, GATHER);
    std::fs::write(&output, cut).unwrap();
    let o = syncflow(&[
        "check",
        &input.display().to_string(),
        "--block",
        "64",
        "--arg",
        "idx=i32[64]:iota",
        "--arg",
        "out=i32[64]",
        "--against",
        &output.display().to_string(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let v = json(&o);
    let new = v["comparison"]["new_findings"].as_array().unwrap();
    assert_eq!(new.len(), 1, "{v}");
    assert_eq!(new[0]["kind"], "different-result");
    // Against itself: nothing new, same memory.
    let same = syncflow(&[
        "check",
        &input.display().to_string(),
        "--block",
        "64",
        "--arg",
        "idx=i32[64]:iota",
        "--against",
        &input.display().to_string(),
    ]);
    assert_eq!(same.status.code(), Some(0), "{}", stdout(&same));
}

/// Inline PTX through the model: the sound preset removes only the barrier that orders
/// nothing (no new finding under every schedule); a faithful preset that removes the other
/// one too is caught, the race placed at the asm store and the asm load.
#[test]
fn inline_ptx_removals_are_judged_by_execution() {
    let file = root()
        .join("tests/check/inline_ptx.ll")
        .display()
        .to_string();
    let base = [
        "check",
        file.as_str(),
        "--block",
        "256",
        "--arg",
        "in=i32[256]:iota",
        "--arg",
        "out=i32[256]",
        "--json",
    ];
    let run = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        syncflow(&args)
    };
    let o = run(&["--preset", "sound", "--schedule", "all"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let v = json(&o);
    assert_eq!(
        v["comparison"]["removed"].as_array().unwrap().len(),
        1,
        "{v}"
    );
    let o = run(&["--preset", "cicc-documented"]);
    assert_eq!(o.status.code(), Some(1));
    let v = json(&o);
    let race = &v["comparison"]["new_findings"][0];
    assert_eq!(race["kind"], "race");
    let texts = [
        race["text"].as_str().unwrap(),
        race["notes"][0]["message"].as_str().unwrap(),
    ];
    assert!(texts.iter().any(|t| t.contains("st.shared.b32")), "{race}");
    assert!(texts.iter().any(|t| t.contains("ld.shared.b32")), "{race}");
    assert_eq!(race["explained_by"].as_array().unwrap().len(), 1, "{race}");
}

/// A kernel that states its block shape (`"nvvm.reqntid"`, as Triton writes it) runs with
/// that shape by default, and a contradicting --block is refused.
#[test]
fn a_stated_block_shape_is_the_default_and_is_enforced() {
    let file = root()
        .join("tests/triton/cumsum.sm80.ll")
        .display()
        .to_string();
    let args = |extra: &[&str]| {
        let mut a = vec![
            "check",
            file.as_str(),
            "--arg",
            "#0=i32[1024]:iota",
            "--arg",
            "#1=i32[1024]",
            "--arg",
            "#2=1000",
            "--arg",
            "#3=i32[1]",
            "--arg",
            "#4=i32[1]",
            "--json",
        ];
        a.extend_from_slice(extra);
        syncflow(&a)
    };
    let o = args(&[]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(json(&o)["block"], serde_json::json!([128, 1, 1]));
    let o = args(&["--block", "256"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(
            "@cumsum_rows requires 128x1x1 (\"nvvm.reqntid\"=\"128\"); such a launch would fail"
        ),
        "{}",
        stderr(&o)
    );
}
