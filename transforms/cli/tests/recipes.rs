//! The build recipes of docs/build-integration.md, run as written (tests/recipes/*.sh) with
//! the binaries this build made: nvcc (`-ptx`, `syncflow eliminate`, `-cubin`/`-fatbin`),
//! CMake (`CUDA_PTX_COMPILATION` plus a custom command, configured with CMake's CUDA language
//! on the nvcc of NVIDIA's wheels) and clang-19 with `--ptxas-path=syncflow-ptxas`. Each
//! checks its cubin's `BAR.SYNC` count against the decisions with NVIDIA's cuobjdump. A
//! recipe whose tools are missing (the wheels, cmake, clang-19) exits 77 and is reported
//! as skipped.

mod common;

use common::root;
use std::process::Command;

fn recipe(name: &str) {
    let script = root().join("tests/recipes").join(format!("{name}.sh"));
    let out = Command::new("bash")
        .arg(&script)
        .env("SYNCFLOW", env!("CARGO_BIN_EXE_syncflow"))
        .env("SYNCFLOW_PTXAS_BIN", env!("CARGO_BIN_EXE_syncflow-ptxas"))
        .output()
        .expect("bash runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(77) {
        eprintln!("{name} recipe: {}", stderr.trim());
        return;
    }
    assert!(
        out.status.success(),
        "{name} recipe failed:\n{stdout}\n{stderr}"
    );
    let checks: Vec<&str> = stdout.lines().filter(|l| l.starts_with("ok: ")).collect();
    assert!(
        !checks.is_empty(),
        "{name} recipe checked nothing:\n{stdout}"
    );
    eprintln!("{name} recipe: {}", checks.join("; "));
}

#[test]
fn nvcc_recipe() {
    recipe("nvcc");
}

#[test]
fn cmake_recipe() {
    recipe("cmake");
}

#[test]
fn clang_recipe() {
    recipe("clang");
}
