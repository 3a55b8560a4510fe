//! The `pipeline` fuzz target's body under `cargo test`, without cargo-fuzz: on its committed
//! seed corpus, on every past crash input (`fuzz/fuzz_targets/regressions/pipeline/`), on every
//! test module of the repository small enough for the target, and on byte-flipped variants of
//! a corpus kernel. Each call asserts what [`syncflow_cli::fuzzing`] documents; this test
//! also makes sure the inputs reach the interesting part (most of them parse and have
//! barriers), so a target that silently returned early would fail here.

use std::path::{Path, PathBuf};
use syncflow_cli::fuzzing::{pipeline, MAX_PIPELINE_INPUT};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files_under(dir: &Path, ext: Option<&str>, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries {
        let p = e.unwrap().path();
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if ext.is_none_or(|x| p.extension().is_some_and(|e| e == x)) {
            out.push(p);
        }
    }
}

/// Runs the target on each file; returns how many parsed and held a barrier.
fn run_all(files: &[PathBuf]) -> usize {
    let mut with_barriers = 0;
    for f in files {
        let data = std::fs::read(f).unwrap();
        if data.len() > MAX_PIPELINE_INPUT {
            continue;
        }
        let caught = std::panic::catch_unwind(|| pipeline(&data));
        assert!(caught.is_ok(), "pipeline panics on {}", f.display());
        let text = String::from_utf8_lossy(&data);
        if let Ok(m) = syncflow_ir::parse_module("x.ll", &text) {
            with_barriers += usize::from(text.contains("barrier") && !m.functions.is_empty());
        }
    }
    with_barriers
}

#[test]
fn seeds_and_regressions_pass() {
    let mut files = Vec::new();
    files_under(
        &root().join("fuzz/fuzz_targets/seeds/modules"),
        None,
        &mut files,
    );
    let seeds = files.len();
    assert!(seeds >= 20, "the seed corpus is committed ({seeds} files)");
    files_under(
        &root().join("fuzz/fuzz_targets/regressions/pipeline"),
        None,
        &mut files,
    );
    let useful = run_all(&files);
    assert!(
        useful * 2 >= seeds,
        "{useful} of {seeds} seeds parse and have barriers"
    );
}

#[test]
fn every_small_test_module_passes() {
    let mut files = Vec::new();
    files_under(&root().join("tests"), Some("ll"), &mut files);
    let useful = run_all(&files);
    assert!(useful >= 50, "{useful} test modules with barriers");
}

#[test]
fn byte_flipped_corpus_kernels_pass() {
    let text = std::fs::read(root().join("tests/corpus/matmul_tiled.ll")).unwrap();
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut parsed = 0;
    for _ in 0..if cfg!(debug_assertions) { 40 } else { 400 } {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let mut t = text.clone();
        let at = (s % t.len() as u64) as usize;
        t[at] = (s >> 40) as u8;
        parsed +=
            usize::from(syncflow_ir::parse_module("x.ll", &String::from_utf8_lossy(&t)).is_ok());
        pipeline(&t);
    }
    assert!(
        parsed > 0,
        "some mutants parse, so the pipeline runs on them"
    );
}
