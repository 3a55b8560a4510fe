//! Every command on PTX input, as a user runs it: by extension, from standard input (by the
//! first directive or `--input-format ptx`), and malformed PTX failing with file:line:col and
//! exit 2 without a partial output file.

mod common;

use common::{root, stderr, stdout, syncflow, temp_dir};
use std::io::Write;
use std::process::{Command, Stdio};

fn nvcc(name: &str) -> String {
    root()
        .join("tests/ptx/nvcc")
        .join(name)
        .display()
        .to_string()
}

fn with_stdin(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn eliminate_writes_the_ptx_minus_the_removed_lines() {
    let input = nvcc("consecutive.sm80.ptx");
    let dir = temp_dir("ptx-eliminate");
    let out = dir.join("k.opt.ptx");
    let o = syncflow(&["eliminate", "--json", &input, "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let doc: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(doc["summary"]["removed"], 3);
    // Every removed barrier names its .cu line (nvcc -lineinfo).
    let lines: Vec<u64> = doc["functions"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["barriers"].as_array().unwrap().clone())
        .filter(|b| b["removed"] == true)
        .map(|b| b["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [9, 18, 19]);
    let before = std::fs::read_to_string(&input).unwrap();
    let after = std::fs::read_to_string(&out).unwrap();
    assert_eq!(before.lines().count() - after.lines().count(), 3);
    assert_eq!(
        before.matches("bar.sync").count() - after.matches("bar.sync").count(),
        3
    );
}

#[test]
fn standard_input_is_read_as_ptx_by_its_first_directive_or_by_the_flag() {
    let text = std::fs::read(nvcc("consecutive.sm80.ptx")).unwrap();
    let sniffed = with_stdin(&["eliminate", "-", "-o", "-"], &text);
    assert!(sniffed.status.success(), "{}", stderr(&sniffed));
    assert!(stderr(&sniffed).contains("<stdin>: 5 barriers, 3 removed"));
    let flagged = with_stdin(
        &["eliminate", "--input-format", "ptx", "-", "-o", "-"],
        &text,
    );
    assert_eq!(stdout(&flagged), stdout(&sniffed));
    // Forced the other way, the same text is malformed LLVM IR.
    let forced = with_stdin(&["parse", "--input-format", "llvm", "-"], &text);
    assert_eq!(forced.status.code(), Some(2));
}

#[test]
fn every_command_reads_ptx() {
    let input = nvcc("divergent_barrier.sm80.ptx");
    let parse = syncflow(&["parse", &input]);
    assert!(
        stdout(&parse).contains("divergent_barrier.cu:12:5"),
        "{}",
        stdout(&parse)
    );
    let uniformity = syncflow(&["uniformity", &input]);
    assert!(stdout(&uniformity).contains("divergent"));
    let lint = syncflow(&["lint", &input]);
    assert_eq!(
        lint.status.code(),
        Some(1),
        "the corpus's divergent barriers are findings"
    );
    assert!(stdout(&lint).contains("barrier under divergent control"));
    let explain = syncflow(&["explain", "--line", "9", &nvcc("consecutive.sm80.ptx")]);
    assert!(
        stdout(&explain).contains("removed by the dominance pass"),
        "{}",
        stdout(&explain)
    );
    let dot = syncflow(&["dot", &input]);
    assert!(stdout(&dot).starts_with("digraph"));
    let syntax = root().join("tests/ptx/syntax");
    let files = std::fs::read_dir(&syntax)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "ptx")
        })
        .count();
    assert!(files >= 11, "{files} syntax files");
    let report = syncflow(&["report", syntax.to_str().unwrap()]);
    assert!(
        stdout(&report).contains(&format!("{files} files (0 failed)")),
        "{}",
        stdout(&report)
    );
    let check = syncflow(&[
        "check",
        "--kernel",
        "two_in_a_row",
        "--block",
        "64",
        "--preset",
        "sound",
        &nvcc("consecutive.sm80.ptx"),
    ]);
    assert!(check.status.success(), "{}", stderr(&check));
    assert!(
        stdout(&check).contains("0 new findings"),
        "{}",
        stdout(&check)
    );
}

#[test]
fn malformed_ptx_exits_2_at_its_place_and_writes_nothing() {
    let bad = root().join("tests/ptx/malformed/undeclared_register.ptx");
    let dir = temp_dir("ptx-malformed");
    let out = dir.join("out.ptx");
    let o = syncflow(&[
        "eliminate",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("undeclared_register.ptx:9:2: error: register %r7 is not declared"));
    assert!(!out.exists());
}

#[test]
fn a_barrier_inlined_through_headers_reports_the_users_line_of_the_whole_chain() {
    // nvcc's `.loc … inlined_at` frames chain: the barrier's own `.loc` is in helpers.h, its
    // call site in cooperative_groups.h, whose call site is the user's kernel.cu:30:5. The
    // report follows the whole chain to the innermost frame outside the toolchain; a chain
    // wholly in headers (a library kernel) reports its outermost frame and says so.
    let path = root().join("tests/ptx/syntax/inlined_chain.ptx");
    let path = path.to_str().unwrap();
    let json = syncflow(&["eliminate", "--json", path]);
    assert!(json.status.success(), "{}", stderr(&json));
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let at = |b: &serde_json::Value| {
        format!(
            "{}:{}:{}",
            b["file"].as_str().unwrap().rsplit('/').next().unwrap(),
            b["line"],
            b["column"]
        )
    };
    let barrier = |f: usize| doc["functions"][f]["barriers"][0].clone();
    let chain = |b: &serde_json::Value| -> Vec<String> {
        b["inlined_at"].as_array().unwrap().iter().map(at).collect()
    };
    let user = barrier(0);
    assert_eq!(at(&user), "kernel.cu:30:5");
    assert_eq!(at(&user["header_location"]), "helpers.h:87:13");
    assert_eq!(
        chain(&user),
        [
            "cooperative_groups.h:884:9",
            "kernel.cu:30:5",
            "kernel.cu:12:3"
        ]
    );
    let library = barrier(1);
    assert_eq!(at(&library), "block_reduce.cuh:210:7");
    assert_eq!(
        chain(&library),
        ["cooperative_groups.h:884:9", "block_reduce.cuh:210:7"]
    );

    let remarks =
        stdout(&syncflow(&["eliminate", path])) + &stderr(&syncflow(&["eliminate", path]));
    assert!(
        remarks.contains("kernel.cu:30:5: remark: kept barrier"),
        "{remarks}"
    );
    assert!(
        remarks.contains(
            "block_reduce.cuh:210:7: note: every frame of its inline chain is in a toolchain header"
        ),
        "{remarks}"
    );
    // Only the library kernel's barrier says so.
    assert_eq!(
        remarks.matches("every frame of its inline chain").count(),
        1,
        "{remarks}"
    );
}

#[test]
fn check_sizes_a_struct_parameter_by_its_bytes_and_says_so() {
    // `.param .align 8 .b8 shapes_param_1[16]` is a pointer to its 16 bytes: without --arg,
    // check gives it exactly those (the field at +8 is read in bounds) and names the choice.
    let path = root().join("tests/ptx/syntax/declarations.ptx");
    let o = syncflow(&[
        "check",
        path.to_str().unwrap(),
        "--block",
        "32",
        "--dynamic-shared",
        "1024",
    ]);
    let out = stdout(&o);
    assert!(
        out.contains("%shapes_param_1 = 16 bytes of small integers (its dereferenceable(16))"),
        "{out}"
    );
    assert!(out.contains("%shapes_param_0 = a 1 MiB buffer"), "{out}");
    // The run reaches `.const scale`, which its initializer fills (`= {0f3F800000, …}`,
    // issue 39: it was read as never written), not an out-of-bounds read of the struct.
    assert!(!out.contains("out of bounds"), "{out}");
    assert!(!out.contains("never written"), "{out}");
    assert!(out.contains("check: 0 findings"), "{out}");
}

/// PTX read from standard input is recognised by its first directive past comments of both
/// kinds: tests/ptx/syntax/declarations.ptx opens with a `/* … */` block (issue 40: it was read
/// as LLVM IR, "1:1: error: unexpected character '/'").
#[test]
fn ptx_on_standard_input_is_recognised_past_a_block_comment() {
    use std::io::Write;
    let text = std::fs::read(root().join("tests/ptx/syntax/declarations.ptx")).unwrap();
    assert!(text.starts_with(b"/*"));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["parse", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(syncflow_ir::ptx::looks_like_ptx(
        "// a\n/* b\n c */ .version 8.0"
    ));
    assert!(!syncflow_ir::ptx::looks_like_ptx(
        "/* unterminated .version 8.0"
    ));
    assert!(!syncflow_ir::ptx::looks_like_ptx(
        "; ModuleID = 'k'\ndefine void @k() {"
    ));
}
