//! Helpers shared by the framework's integration tests: locating the corpus and running
//! LLVM's tools.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's `tests/` directory.
pub fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests")
}

/// Every `.ll` file under `tests/<sub>`, recursively, sorted.
pub fn ll_files(sub: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![tests_dir().join(sub)];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ll") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The corpus kernels compiled by clang-19 plus the hand-written syntax corners.
pub fn all_valid_ll_files() -> Vec<PathBuf> {
    let mut files = ll_files("corpus");
    files.extend(ll_files("syntax"));
    files
}

/// Runs an LLVM tool (`opt-19`, `llc-19`) on `input` text; returns (success, stderr).
/// Panics with a clear message when the tool is not installed: these tests need it
/// (`.ci/run` installs llvm-19).
pub fn run_llvm_tool(tool: &str, args: &[&str], input: &str) -> (bool, String) {
    use std::io::Write;
    let mut child = Command::new(tool)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {tool} ({e}); install llvm-19 (see README)"));
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("tool runs");
    writer.join().expect("writer thread");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
