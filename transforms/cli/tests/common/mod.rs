//! What the command-line tests share: where the repository is, running the built `syncflow`
//! as a user would (no `RUST_LOG`, no `NO_COLOR`, standard input closed), and scratch
//! directories.

#![allow(dead_code)] // each test file uses its own subset

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The repository's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A file of tests/corpus, as a path string.
pub fn corpus(name: &str) -> String {
    root().join("tests/corpus").join(name).display().to_string()
}

/// Runs `syncflow ARGS…`.
pub fn syncflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_syncflow"))
        .args(args)
        .stdin(Stdio::null())
        .env_remove("RUST_LOG")
        .env_remove("NO_COLOR")
        .output()
        .expect("runs")
}

/// Standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A fresh directory for one test (`tag` keeps tests apart, the process id runs apart).
pub fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("syncflow-cli-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `sound`'s decisions on `path` (`.ll` or `.ptx`): line → removed (every copy of a line).
pub fn line_decisions(path: &str) -> std::collections::BTreeMap<u32, bool> {
    line_decisions_with(path, &[])
}

/// [`line_decisions`] with more `eliminate` arguments (`--block 256`).
#[allow(dead_code)]
pub fn line_decisions_with(path: &str, extra: &[&str]) -> std::collections::BTreeMap<u32, bool> {
    let mut args = vec!["eliminate", path, "--json", "-o", "/dev/null"];
    args.extend_from_slice(extra);
    let o = syncflow(&args);
    assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut out = std::collections::BTreeMap::new();
    for f in v["functions"].as_array().unwrap() {
        for b in f["barriers"].as_array().unwrap() {
            let line = b["line"].as_u64().unwrap() as u32;
            let removed = b["removed"].as_bool().unwrap();
            let e = out.entry(line).or_insert(removed);
            *e = *e && removed;
        }
    }
    out
}
