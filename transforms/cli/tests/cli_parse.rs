//! `syncflow parse` as a user runs it: summaries, JSON, round trips, pipes, and every kind of
//! bad input answered with `file:line:col: error: …` and exit code 2.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("..")
        .join("tests")
}

fn syncflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(args)
        .output()
        .expect("runs")
}

fn syncflow_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Asserts a bad-input failure: exit 2, one `file:line:col: error:` line, no panic. Returns
/// (line, column).
fn assert_input_error(out: &Output, file: &str) -> (usize, usize) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{file}: expected exit 2, stderr: {stderr}"
    );
    assert!(
        out.stdout.is_empty(),
        "{file}: nothing on stdout on failure"
    );
    assert!(!stderr.contains("panicked"), "{file}: panic: {stderr}");
    assert_eq!(
        stderr.lines().count(),
        1,
        "{file}: one line of diagnosis: {stderr}"
    );
    let rest = stderr
        .strip_prefix(file)
        .unwrap_or_else(|| panic!("{file}: message must start with the file: {stderr}"));
    let mut parts = rest.trim_start_matches(':').splitn(3, ':');
    let line: usize = parts
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("{file}: no line in {stderr}"));
    let col: usize = parts
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("{file}: no column in {stderr}"));
    assert!(parts.next().unwrap().starts_with(" error: "), "{stderr}");
    (line, col)
}

/// The committed malformed inputs and where their first error is (tests/malformed/README.md;
/// columns may differ by one from LLVM's, which sometimes points past a sigil).
const MALFORMED: &[(&str, usize, usize)] = &[
    ("truncated_mid_function.ll", 12, 40),
    ("garbage_text.ll", 1, 1),
    ("binary_junk.ll", 1, 1),
    ("unbalanced_bracket.ll", 4, 48),
    ("unbalanced_paren.ll", 6, 3),
    ("extra_close_brace.ll", 8, 1),
    ("missing_close_brace.ll", 9, 1),
    ("undefined_value.ll", 7, 20),
    ("undefined_label.ll", 7, 32),
    ("unterminated_string.ll", 4, 35),
    ("bad_type.ll", 5, 13),
    ("duplicate_definition.ll", 7, 3),
    ("instruction_outside_function.ll", 6, 1),
    ("undefined_dbg_metadata.ll", 5, 42),
    ("operand_type_mismatch.ll", 6, 20),
    ("unknown_opcode.ll", 6, 8),
    // 200 nested array types: past the parser's nesting limit (64) before the missing `]`.
    ("nested_unclosed_small.ll", 4, 0),
    ("nul_byte.ll", 5, 27),
    ("bad_metadata_field.ll", 17, 24),
    // Not UTF-8: the first invalid byte is named (opt-19 stops there too, or accepts the
    // comment; syncflow reads text and prints it back byte for byte, so it refuses).
    ("invalid_utf8_in_name.ll", 4, 31),
    ("invalid_utf8_in_comment.ll", 1, 54),
];

#[test]
fn malformed_inputs_exit_2_at_the_right_place() {
    let dir = tests_dir().join("malformed");
    let committed = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "ll")
        })
        .count();
    assert_eq!(
        committed,
        MALFORMED.len(),
        "every committed malformed file has an expectation here"
    );
    for (file, line, col) in MALFORMED {
        let path = dir.join(file);
        let shown = path.display().to_string();
        let out = syncflow(&["parse", &shown]);
        let (l, c) = assert_input_error(&out, &shown);
        assert_eq!(l, *line, "{file}: line");
        if *col > 0 {
            assert!(c.abs_diff(*col) <= 1, "{file}: column {c}, expected {col}");
        }
        // The same through a pipe, named <stdin>, at the same place.
        let out = syncflow_stdin(&["parse", "-"], &std::fs::read(&path).unwrap());
        assert_eq!(
            assert_input_error(&out, "<stdin>"),
            (l, c),
            "{file} via stdin"
        );
        if file.starts_with("invalid_utf8") {
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(
                stderr.contains("input is not valid UTF-8 (byte 0x"),
                "{stderr}"
            );
        }
    }
}

#[test]
fn huge_and_deep_inputs_fail_fast_without_crashing() {
    let out_dir = std::env::temp_dir().join(format!("syncflow-big-{}", std::process::id()));
    let status = Command::new("bash")
        .arg(tests_dir().join("malformed").join("make_big.sh"))
        .arg(&out_dir)
        .stdout(Stdio::null())
        .status()
        .expect("bash runs make_big.sh");
    assert!(status.success());
    let mut seen = 0;
    for entry in std::fs::read_dir(&out_dir).unwrap() {
        let path = entry.unwrap().path();
        let shown = path.display().to_string();
        let start = Instant::now();
        let out = syncflow(&["parse", &shown]);
        let took = start.elapsed();
        assert!(took < Duration::from_secs(20), "{shown}: took {took:?}");
        if shown.ends_with("long_line_valid.ll") {
            assert!(
                out.status.success(),
                "{shown}: a valid module with a 50 MB line parses"
            );
        } else {
            assert_input_error(&out, &shown);
        }
        seen += 1;
    }
    std::fs::remove_dir_all(&out_dir).unwrap();
    assert!(seen >= 7, "make_big.sh wrote {seen} files");
}

#[test]
fn summary_names_kernels_and_barriers_with_locations() {
    let path = tests_dir().join("corpus").join("histogram.ll");
    let out = syncflow(&["parse", path.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("kernel @histogram_smem"), "{text}");
    assert!(
        text.contains("histogram.cu:12:3: llvm.nvvm.barrier0 [candidate]"),
        "{text}"
    );
}

#[test]
fn json_lists_every_function_and_barrier_field() {
    let path = tests_dir()
        .join("syntax")
        .join("llvm19")
        .join("barrier_spellings.ll");
    let out = syncflow(&["parse", "--json", path.to_str().unwrap()]);
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let functions = doc["functions"].as_array().unwrap();
    assert!(!functions.is_empty());
    let barriers = functions[0]["barriers"].as_array().unwrap();
    assert!(barriers.len() >= 14);
    for b in barriers {
        for field in [
            "intrinsic",
            "kind",
            "block",
            "index",
            "file",
            "line",
            "column",
            "loop_depth",
        ] {
            assert!(b.get(field).is_some(), "barrier lacks {field}: {b}");
        }
    }
    assert_eq!(barriers[0]["intrinsic"], "llvm.nvvm.barrier0");
    assert_eq!(barriers[0]["kind"], "candidate");
    assert!(functions[0]["kernel"].is_boolean());
    assert_eq!(
        doc["summary"]["barriers"].as_u64().unwrap() as usize,
        functions
            .iter()
            .map(|f| f["barriers"].as_array().unwrap().len())
            .sum::<usize>()
    );
}

#[test]
fn output_round_trips_through_files_and_pipes() {
    let path = tests_dir().join("syntax").join("llvm19").join("crlf.ll");
    let original = std::fs::read(&path).unwrap();
    let out = syncflow_stdin(&["parse", "-", "-o", "-"], &original);
    assert!(out.status.success());
    assert_eq!(out.stdout, original, "stdin to stdout is byte-identical");
    let dest = std::env::temp_dir().join(format!("syncflow-rt-{}.ll", std::process::id()));
    let out = syncflow(&[
        "parse",
        path.to_str().unwrap(),
        "-o",
        dest.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert_eq!(std::fs::read(&dest).unwrap(), original);
    std::fs::remove_file(&dest).unwrap();
}

#[test]
fn failures_leave_no_partial_output_file() {
    let dest = std::env::temp_dir().join(format!("syncflow-partial-{}.ll", std::process::id()));
    let bad = tests_dir()
        .join("malformed")
        .join("truncated_mid_function.ll");
    let out = syncflow(&["parse", bad.to_str().unwrap(), "-o", dest.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!dest.exists());
    let good = tests_dir().join("corpus").join("histogram.ll");
    let out = syncflow(&[
        "parse",
        good.to_str().unwrap(),
        "-o",
        "/nonexistent-dir/x.ll",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("/nonexistent-dir/x.ll: error: cannot write")
    );
    let out = syncflow(&["parse", "/nonexistent-input.ll"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .starts_with("/nonexistent-input.ll: error: cannot read"));
}

#[test]
fn wrong_usage_exits_2() {
    assert_eq!(syncflow(&[]).status.code(), Some(2));
    assert_eq!(syncflow(&["parse"]).status.code(), Some(2));
    assert_eq!(
        syncflow(&["parse", "--bogus", "x.ll"]).status.code(),
        Some(2)
    );
    assert_eq!(syncflow(&["frobnicate"]).status.code(), Some(2));
    let help = syncflow(&["parse", "--help"]);
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--json"));
}

/// `syncflow parse big.ll | head -1`: when the reader goes away, syncflow stops quietly
/// (exit 0, nothing on stderr) instead of reporting a write error.
#[test]
fn a_closed_pipe_on_stdout_is_not_an_error() {
    use std::io::{BufRead, BufReader};
    let mut text = String::from("define void @k() {\nentry:\n");
    for _ in 0..4000 {
        text.push_str("  call void @llvm.nvvm.barrier0()\n");
    }
    text.push_str("  ret void\n}\ndeclare void @llvm.nvvm.barrier0()\n");
    let dir = std::env::temp_dir().join(format!("syncflow-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("many.ll");
    std::fs::write(&input, text).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(["parse", input.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here, with far more than a pipe buffer still to come.
    assert!(
        first.contains("4000 synchronization instructions"),
        "{first}"
    );
    let out = child.wait_with_output().unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `-o` naming a FIFO (or a device such as `/dev/null`) writes into it: the atomic
/// write-then-rename used for regular files would replace the node with a regular file (as
/// root, `-o /dev/null` used to turn `/dev/null` into a file).
#[test]
#[cfg(unix)]
fn output_to_a_fifo_writes_into_it_and_keeps_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = std::env::temp_dir().join(format!("syncflow-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("out.ll");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let input = tests_dir().join("corpus/reduce_tree.ll");
    let out = syncflow(&[
        "parse",
        input.to_str().unwrap(),
        "-o",
        fifo.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced: {kind:?}");
    let got = reader.join().unwrap();
    assert_eq!(
        got,
        std::fs::read(&input).unwrap(),
        "the module went through the FIFO"
    );
    std::fs::remove_dir_all(&dir).ok();
}
