//! `syncflow xla DUMP -o OUT` on dump directories laid out the way XLA lays them out
//! (`[TIMESTAMP.]module_NNNN.NAME.ptx`, `….ir-no-opt.ll`, `….ir-with-opt.ll`, and the other
//! dumps beside them), holding modules of this repository's corpus. XLA's own rule for
//! picking a replacement (`MaybeLoadPtxFromFile`: the first `--xla_gpu_ptx_file` whose base
//! name starts with `module_NNNN.NAME.`) is re-implemented here as the oracle for the names;
//! `syncflow eliminate -o` for the contents; NVIDIA's ptxas, when the wheels are installed,
//! assembles every replacement.

mod common;

use common::{root, stderr, stdout, syncflow, temp_dir};
use std::path::{Path, PathBuf};

/// Lays out a dump directory: `(dump file name, corpus file)` pairs, plus files XLA dumps
/// beside them that are no module text.
fn dump(tag: &str, modules: &[(&str, &str)]) -> PathBuf {
    let dir = temp_dir(tag);
    for (name, source) in modules {
        std::fs::copy(root().join(source), dir.join(name)).unwrap();
    }
    for other in [
        "module_0004.jit_step.thunk_sequence.txt",
        "module_0004.jit_step.before_optimizations.txt",
        "module_0004.jit_step.sm_8.0_gpu_after_optimizations.txt",
        "module_0004.jit_step.fusion.9.ttir",
    ] {
        std::fs::write(dir.join(other), "not a module\n").unwrap();
    }
    dir
}

/// The flags `syncflow xla` printed on its `XLA_FLAGS:` line, as (flag, path).
fn flags(out: &str) -> Vec<(String, PathBuf)> {
    out.lines()
        .find_map(|l| l.strip_prefix("XLA_FLAGS: "))
        .map(|l| {
            l.split_whitespace()
                .map(|f| {
                    let (flag, path) = f.split_once('=').unwrap();
                    (flag.to_string(), PathBuf::from(path))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// XLA's choice: the first file given whose base name starts with `prefix`.
fn xla_picks<'a>(given: &'a [(String, PathBuf)], flag: &str, prefix: &str) -> Option<&'a Path> {
    given
        .iter()
        .filter(|(f, _)| f == flag)
        .map(|(_, p)| p.as_path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix))
        })
}

fn eliminated(source: &str) -> String {
    let o = syncflow(&[
        "eliminate",
        "--quiet",
        &root().join(source).display().to_string(),
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
}

#[test]
fn ptx_dumps_get_replacements_xla_matches() {
    let modules = [
        (
            "module_0004.jit_step.ptx",
            "tests/ptx/llc/consecutive.sm80.ptx",
        ),
        (
            "module_0004.jit_step.ir-no-opt.ll",
            "tests/corpus/consecutive.ll",
        ),
        (
            "module_0012.SyncTensorsGraph.147.ptx",
            "tests/ptx/nvcc/loop_top_bottom.sm80.ptx",
        ),
        (
            "1712345678.module_0031.jit_train_step.ptx",
            "tests/triton/histogram.sm80.ptx",
        ),
        // Keeps every barrier: no replacement.
        (
            "module_0040.jit_softmax.ptx",
            "tests/triton/softmax.sm80.ptx",
        ),
    ];
    let dir = dump("xla-ptx", &modules);
    let out = temp_dir("xla-ptx-out");
    let o = syncflow(&[
        "xla",
        &dir.display().to_string(),
        "-o",
        &out.display().to_string(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let given = flags(&text);
    assert_eq!(given.len(), 3, "{text}");
    let out = std::fs::canonicalize(&out).unwrap();
    for (prefix, source) in [
        (
            "module_0004.jit_step.",
            "tests/ptx/llc/consecutive.sm80.ptx",
        ),
        (
            "module_0012.SyncTensorsGraph.147.",
            "tests/ptx/nvcc/loop_top_bottom.sm80.ptx",
        ),
        (
            "module_0031.jit_train_step.",
            "tests/triton/histogram.sm80.ptx",
        ),
    ] {
        let picked = xla_picks(&given, "--xla_gpu_ptx_file", prefix)
            .unwrap_or_else(|| panic!("XLA finds no file for {prefix}: {text}"));
        assert_eq!(picked, out.join(format!("{prefix}ptx")));
        let written = std::fs::read_to_string(picked).unwrap();
        assert_eq!(written, eliminated(source), "{prefix}");
        assert_ne!(
            written,
            std::fs::read_to_string(root().join(source)).unwrap()
        );
    }
    assert_eq!(
        xla_picks(&given, "--xla_gpu_ptx_file", "module_0040.jit_softmax."),
        None
    );
    assert!(
        text.contains("module_0040.jit_softmax: 3 barriers, 0 removed (no replacement written)")
    );
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("XLA_FLAGS: "))
        .unwrap();
    assert_eq!(
        std::fs::read_to_string(out.join("xla_flags")).unwrap(),
        format!("{line}\n")
    );
    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written,
        [
            "module_0004.jit_step.ptx",
            "module_0012.SyncTensorsGraph.147.ptx",
            "module_0031.jit_train_step.ptx",
            "xla_flags"
        ]
    );
    assemble_all(&given);
}

#[test]
fn llvm_dumps_use_the_optimized_ir() {
    let modules = [
        (
            "module_0007.jit_f.ir-no-opt.ll",
            "tests/corpus/consecutive.ll",
        ),
        (
            "module_0007.jit_f.ir-with-opt.ll",
            "tests/corpus/multi_shared.ll",
        ),
        (
            "module_0007.jit_f.ptx",
            "tests/ptx/llc/consecutive.sm80.ptx",
        ),
    ];
    let dir = dump("xla-llvm", &modules);
    let out = temp_dir("xla-llvm-out");
    let o = syncflow(&[
        "xla",
        &dir.display().to_string(),
        "-o",
        &out.display().to_string(),
        "--from",
        "llvm",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let given = flags(&stdout(&o));
    let picked = xla_picks(&given, "--xla_gpu_llvm_ir_file", "module_0007.jit_f.").unwrap();
    assert_eq!(picked.file_name().unwrap(), "module_0007.jit_f.ll");
    assert_eq!(
        std::fs::read_to_string(picked).unwrap(),
        eliminated("tests/corpus/multi_shared.ll")
    );
    assert_eq!(given.len(), 1);
}

#[test]
fn unreadable_and_ambiguous_modules_are_left_to_xla() {
    let dir = dump(
        "xla-bad",
        &[
            (
                "module_0004.jit_step.ptx",
                "tests/ptx/llc/consecutive.sm80.ptx",
            ),
            (
                "module_0005.jit_bad.ptx",
                "tests/ptx/malformed/missing_semicolon.ptx",
            ),
            (
                "1700000001.module_0006.jit_twice.ptx",
                "tests/ptx/llc/consecutive.sm80.ptx",
            ),
            (
                "1700000002.module_0006.jit_twice.ptx",
                "tests/ptx/llc/consecutive.sm80.ptx",
            ),
        ],
    );
    let out = temp_dir("xla-bad-out");
    let o = syncflow(&[
        "xla",
        &dir.display().to_string(),
        "-o",
        &out.display().to_string(),
        "--all",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("module_0005.jit_bad.ptx:") && err.contains(": error: "),
        "{err}"
    );
    assert!(err.contains("warning: module_0005.jit_bad: skipped; XLA compiles this module itself"));
    assert!(
        err.contains("warning: module_0006: dumped 2 times"),
        "{err}"
    );
    let given = flags(&stdout(&o));
    assert_eq!(given.len(), 1, "{}", stdout(&o));
    assert!(xla_picks(&given, "--xla_gpu_ptx_file", "module_0004.jit_step.").is_some());
}

#[test]
fn a_directory_without_module_dumps_is_an_error() {
    let dir = temp_dir("xla-empty");
    std::fs::write(dir.join("kernel.ptx"), "").unwrap();
    let out = temp_dir("xla-empty-out");
    let o = syncflow(&[
        "xla",
        &dir.display().to_string(),
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!(
            "{}: error: no XLA module dump (module_NNNN.NAME.ptx) in this directory\n",
            dir.display()
        )
    );
}

/// Every replacement assembles with NVIDIA's ptxas (when the wheels are installed).
fn assemble_all(given: &[(String, PathBuf)]) {
    let Some(home) = std::env::var_os("HOME") else {
        return;
    };
    let ptxas = std::env::var_os("SYNCFLOW_NVIDIA_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(&home).join(".cache/syncflow/cuda-13.5.37"))
        .join("root/nvidia/cu13/bin/ptxas");
    if !ptxas.exists() {
        eprintln!("SKIPPED: assembling the replacements (no CUDA 13.5 wheels)");
        return;
    }
    for (_, path) in given {
        let o = std::process::Command::new(&ptxas)
            .args(["-c", "--gpu-name=sm_80"])
            .arg(path)
            .arg("-o")
            .arg(path.with_extension("cubin"))
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        std::fs::remove_file(path.with_extension("cubin")).unwrap();
    }
}
