//! `syncflow eliminate` as a user runs it: remarks, the JSON contract of docs/design.md §6, output
//! files and pipes, knobs and presets, and bad usage.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("..")
        .join("tests")
}

fn corpus(name: &str) -> String {
    tests_dir().join("corpus").join(name).display().to_string()
}

fn syncflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("runs")
}

#[test]
fn remarks_name_each_barrier_with_its_location_pass_and_reason() {
    let out = syncflow(&["eliminate", &corpus("reduce_tree.ll")]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Three remarks, each followed by the source line and a caret (reduce_tree.cu sits next
    // to the IR), then the summary.
    assert_eq!(lines.len(), 10, "{text}");
    // The sound preset runs `dominance` first: it takes line 17, with a certificate.
    assert!(lines.contains(&"reduce_tree.cu:17:3: remark: removed barrier: redundant: every path into it comes from %14[4] (line 11), %32[0] (line 15) with no shared/global access since; established over blocks %14, %19, %32 [dominance]"), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("reduce_tree.cu:11:3: remark: kept barrier: write of dynamic shared memory[4·tid.x + 0] above conflicts with read of dynamic shared memory below")), "{text}");
    assert!(
        lines[9].ends_with("3 barriers, 1 removed (preset sound)"),
        "{text}"
    );
}

/// `loop_depth` is how many loops enclose a barrier, the same in every barrier listing:
/// tests/corpus/nested_loops.cu has its inner loop's two barriers (lines 14 and 16) inside
/// the outer loop, and the outer loop's own (line 18) at its bottom; matmul_tiled.cu's four
/// (lines 18 and 21 of matmul_tiled, 36 and 39 of matmul_top) are in the loop over tiles, and
/// the loop over `k` between them holds none.
#[test]
fn loop_depth_counts_the_loops_around_each_barrier() {
    let depths = |doc: &serde_json::Value| -> Vec<(u64, u64)> {
        let mut out: Vec<(u64, u64)> = doc["functions"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["barriers"].as_array().unwrap())
            .map(|b| {
                (
                    b["line"].as_u64().unwrap(),
                    b["loop_depth"].as_u64().unwrap(),
                )
            })
            .collect();
        out.sort();
        out
    };
    let expected: [(&str, &[(u64, u64)]); 2] = [
        ("nested_loops.ll", &[(14, 2), (16, 2), (18, 1)]),
        ("matmul_tiled.ll", &[(18, 1), (21, 1), (36, 1), (39, 1)]),
    ];
    for (file, want) in expected {
        let path = corpus(file);
        for command in ["eliminate", "parse"] {
            let out = syncflow(&[command, "--json", &path]);
            assert!(out.status.success());
            let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(depths(&doc), want, "{command} {file}");
        }
        let out = syncflow(&["report", "--json", &path]);
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(depths(&doc["files"][0]), want, "report {file}");
    }
    // Outside every loop: entry_exit.cu's barriers.
    let out = syncflow(&["eliminate", "--json", &corpus("entry_exit.ll")]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(depths(&doc).iter().all(|(_, d)| *d == 0), "{doc}");
}

#[test]
fn json_report_has_the_documented_fields() {
    let out = syncflow(&["eliminate", "--json", &corpus("entry_exit.ll")]);
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let functions = doc["functions"].as_array().unwrap();
    let mut total = 0;
    let mut removed = 0;
    for f in functions {
        assert!(f["name"].is_string() && f["kernel"].is_boolean());
        for b in f["barriers"].as_array().unwrap() {
            for field in [
                "intrinsic",
                "block",
                "index",
                "file",
                "line",
                "column",
                "loop_depth",
                "removed",
                "pass",
                "reason",
            ] {
                assert!(b.get(field).is_some(), "barrier lacks {field}: {b}");
            }
            total += 1;
            if b["removed"].as_bool().unwrap() {
                removed += 1;
                assert!(b["pass"].is_string() && b["reason"].is_string());
            }
        }
    }
    assert_eq!(doc["summary"]["barriers"], total);
    assert_eq!(doc["summary"]["removed"], removed);
    assert_eq!((total, removed), (4, 2));
    assert_eq!(doc["preset"], "sound");
    assert_eq!(doc["knobs"]["precision"], 3);
}

#[test]
fn transformed_module_goes_to_a_file_or_stdout() {
    let dest = std::env::temp_dir().join(format!("syncflow-elim-out-{}.ll", std::process::id()));
    let out = syncflow(&[
        "eliminate",
        &corpus("consecutive.ll"),
        "-o",
        dest.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let written = std::fs::read_to_string(&dest).unwrap();
    let original = std::fs::read_to_string(corpus("consecutive.ll")).unwrap();
    assert_eq!(
        original.matches("@llvm.nvvm.barrier0()").count()
            - written.matches("@llvm.nvvm.barrier0()").count(),
        3
    );
    std::fs::remove_file(&dest).unwrap();
    // -o -: the module on stdout, the remarks on stderr.
    let out = syncflow(&["eliminate", &corpus("consecutive.ll"), "-o", "-"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), written);
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("removed barrier"));
}

#[test]
fn presets_and_knobs_change_the_outcome() {
    let count = |args: &[&str]| -> u64 {
        let mut all = vec!["eliminate", "--json"];
        all.extend_from_slice(args);
        all.push("tests/corpus/multi_shared.ll");
        let out = Command::new(env!("CARGO_BIN_EXE_syncflow"))
            .args(&all)
            .current_dir(tests_dir().join(".."))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        doc["summary"]["removed"].as_u64().unwrap()
    };
    assert_eq!(count(&["--preset", "none"]), 0);
    let l2 = count(&[]);
    let l1 = count(&["--knob", "precision=1"]);
    assert!(l2 > l1, "precision 2 removes more than 1 ({l2} vs {l1})");
    let preset = tests_dir()
        .join("..")
        .join("transforms/presets/conservative.toml");
    assert_eq!(
        count(&["--preset-file", preset.to_str().unwrap()]),
        count(&["--preset", "conservative"])
    );
}

#[test]
fn dump_branch_dist_prints_ciccs_line_on_stderr() {
    let out = syncflow(&[
        "eliminate",
        &corpus("reduce_tree.ll"),
        "--preset",
        "cicc",
        "--knob",
        "passes=branch-dist",
        "--knob",
        "dump-branch-dist=1",
    ]);
    assert!(out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.lines().any(|l| l.starts_with(
            "[reduce_tree.cu:17] Removed dead synch: Read above: 0, Write above: 0, Read below: "
        ) && l.ends_with("in function reduce_sum")),
        "{err}"
    );
}

#[test]
fn bad_usage_and_bad_knobs_exit_2() {
    let file = corpus("reduce_tree.ll");
    for args in [
        vec!["eliminate", "--knob", "precision=9", file.as_str()],
        vec!["eliminate", "--knob", "nonsense=1", file.as_str()],
        vec!["eliminate", "--preset", "fastest", file.as_str()],
        vec![
            "eliminate",
            "--preset-file",
            "/nonexistent.toml",
            file.as_str(),
        ],
        vec!["eliminate", "--json", "-o", "-", file.as_str()],
        vec!["eliminate", "/nonexistent.ll"],
        vec!["eliminate"],
    ] {
        let out = syncflow(&args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    }
    let bad = tests_dir().join("malformed").join("undefined_value.ll");
    let out = syncflow(&["eliminate", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("undefined_value.ll:7:20: error:"));
}

/// Barriers inlined from clang's CUDA wrappers and from the CUDA wheel's cooperative groups
/// are reported at the user's line, in remarks, JSON, `explain` and `lint` alike; the JSON
/// keeps the inline chain and the header frame.
#[test]
fn barriers_inlined_from_toolchain_headers_are_reported_at_the_users_line() {
    let path = tests_dir().join("syntax/llvm19/inlined_from_headers.ll");
    let path = path.to_str().unwrap();
    let out = syncflow(&["eliminate", "--json", path]);
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let barriers = doc["functions"][0]["barriers"].as_array().unwrap();
    let at = |b: &serde_json::Value| {
        format!(
            "{}:{}:{}",
            b["file"].as_str().unwrap(),
            b["line"],
            b["column"]
        )
    };
    assert_eq!(at(&barriers[0]), "k.cu:12:3");
    assert_eq!(at(&barriers[1]), "k.cu:5:60");
    assert!(barriers[0]["header_location"]["file"]
        .as_str()
        .unwrap()
        .ends_with("__clang_cuda_device_functions.h"));
    let chain: Vec<String> = barriers[1]["inlined_at"]
        .as_array()
        .unwrap()
        .iter()
        .map(at)
        .collect();
    assert_eq!(chain.len(), 3, "{chain:?}");
    assert!(chain[0].contains("cooperative_groups.h:289:9"), "{chain:?}");
    assert_eq!(chain[1..], ["k.cu:5:60", "k.cu:13:3"]);
    assert!(barriers[1]["header_location"]["file"]
        .as_str()
        .unwrap()
        .ends_with("cooperative_groups/details/sync.h"));

    // No report anywhere names a header for these barriers.
    let remarks = syncflow(&["eliminate", path]);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&remarks.stdout),
        String::from_utf8_lossy(&remarks.stderr)
    );
    assert!(text.contains("k.cu:12:3: remark:"), "{text}");
    assert!(text.contains("k.cu:5:60: remark:"), "{text}");
    let explain = syncflow(&["explain", "--line", "12", path]);
    assert!(explain.status.success());
    let shown = String::from_utf8_lossy(&explain.stdout);
    assert!(shown.contains("k.cu:12:3"), "{shown}");
    for (args, what) in [
        (vec!["eliminate", path], "remarks"),
        (vec!["explain", "--line", "12", path], "explain"),
        (vec!["parse", path], "parse"),
    ] {
        let o = syncflow(&args);
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        // Headers appear only in the "inlined from" notes, never as a reported location.
        for line in all.lines().filter(|l| !l.contains(": note: inlined from ")) {
            assert!(!line.contains("__clang_cuda"), "{what}: {all}");
            assert!(!line.contains("details/sync.h"), "{what}: {all}");
        }
    }
    // The remarks carry clang-style notes for the inline chain, innermost first.
    let notes: Vec<&str> = text.lines().filter(|l| l.contains(": note: ")).collect();
    assert_eq!(notes.len(), 4, "{text}");
    assert!(
        notes[0].starts_with("k.cu:12:3: note: inlined from "),
        "{text}"
    );
    assert!(
        notes[0].ends_with("__clang_cuda_device_functions.h:190:3"),
        "{text}"
    );
    assert!(
        notes[1].ends_with("cooperative_groups/details/sync.h:61:5"),
        "{text}"
    );
    assert!(notes[2].ends_with("cooperative_groups.h:289:9"), "{text}");
    assert_eq!(notes[3], "k.cu:5:60: note: inlined at k.cu:13:3");
}

/// Pinned barriers: the source marker and `--keep` keep them, the remark says why, a `--keep`
/// that names no barrier warns, and a malformed one is bad usage (exit 2).
#[test]
fn pinned_barriers_stay_and_say_why() {
    let file = tests_dir().join("precision").join("pinned.ll");
    let file = file.to_str().unwrap();
    let out = syncflow(&["eliminate", file, "-o", "/dev/null"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("pinned.cu:12:3: remark: kept barrier: pinned by the `syncflow:keep` marker before it: never removed"),
        "{text}"
    );
    assert!(
        text.contains("pinned.cu:14:3: remark: removed barrier"),
        "{text}"
    );
    assert!(
        text.ends_with("5 barriers, 2 removed (preset sound)\n"),
        "{text}"
    );
    let out = syncflow(&[
        "eliminate",
        file,
        "-o",
        "/dev/null",
        "--keep",
        "pinned.cu:14",
        "--keep",
        "pinned.cu:13",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "pinned.cu:14:3: remark: kept barrier: pinned by --keep pinned.cu:14: never removed"
        ),
        "{text}"
    );
    assert!(
        text.ends_with("5 barriers, 1 removed (preset sound)\n"),
        "{text}"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "warning: --keep pinned.cu:13: no removal candidate barrier at that line\n"
    );
    let out = syncflow(&["eliminate", file, "--keep", "pinned.cu"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

/// `--block` asserts every launch's block (issue 30): the output records it, thread ids are
/// bounded by it, and a value beyond the hardware's limits is a usage error.
#[test]
fn block_is_an_assertion_recorded_in_the_output() {
    let carved = tests_dir()
        .join("precision")
        .join("carved.ll")
        .display()
        .to_string();
    let plain = syncflow(&["eliminate", &carved]);
    let text = String::from_utf8(plain.stdout).unwrap();
    assert!(text.trim_end().ends_with("(preset sound)"), "{text}");
    let out = syncflow(&["eliminate", "--block", "128", &carved]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.trim_end()
            .ends_with("(preset sound, block 128,1,1 asserted)"),
        "{text}"
    );
    let out = syncflow(&["eliminate", "--json", "--block", "16,8", &carved]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["block"], serde_json::json!([16, 8, 1]));
    assert_eq!(doc["knobs"]["block"], serde_json::json!([16, 8, 1]));
    let none: serde_json::Value =
        serde_json::from_slice(&syncflow(&["eliminate", "--json", &carved]).stdout).unwrap();
    assert!(none["block"].is_null());
    // `report` records it too.
    let out = syncflow(&["report", "--json", "--block", "64", &carved]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["block"], serde_json::json!([64, 1, 1]));
    for bad in ["0", "2048", "32,64", "1,1,65", "x", "1,2,3,4"] {
        let out = syncflow(&["eliminate", "--block", bad, &carved]);
        assert_eq!(out.status.code(), Some(2), "--block {bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("--block"), "{err}");
    }
}

/// A stated block narrows byte ranges, and the removal names where the bound came from: the
/// kernel's `__launch_bounds__`, or the user's `--block`.
#[test]
fn a_removal_that_needed_a_block_names_it() {
    let xla = tests_dir().join("precision").join("carved.ll");
    let out = syncflow(&["eliminate", &xla.display().to_string()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("carved.cu:18:3: remark: removed barrier: no conflict at precision 3, using !nvvm.annotations maxntid=128,1,1 (bounds the thread ids)"),
        "{text}"
    );
    let module = r#"@smem = external addrspace(3) global [0 x i8], align 16
define ptx_kernel void @k(ptr addrspace(1) noalias %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr inbounds i32, ptr addrspace(3) @smem, i32 %t
  store i32 %t, ptr addrspace(3) %a
  call void @llvm.nvvm.barrier0()
  %b = getelementptr inbounds i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @smem, i32 256), i32 %t
  store i32 %t, ptr addrspace(3) %b
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;
    let dir = std::env::temp_dir().join(format!("syncflow-block-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("k.ll");
    std::fs::write(&path, module).unwrap();
    let p = path.display().to_string();
    // Tiles 256 bytes apart: apart for 64 threads, not for up to 1024.
    let kept = String::from_utf8(syncflow(&["eliminate", &p]).stdout).unwrap();
    assert!(kept.contains("kept barrier"), "{kept}");
    let removed = String::from_utf8(syncflow(&["eliminate", "--block", "64", &p]).stdout).unwrap();
    assert!(
        removed
            .contains("removed barrier: no conflict at precision 3, using block 64,1,1 (asserted)"),
        "{removed}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
