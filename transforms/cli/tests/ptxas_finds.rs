//! `syncflow-ptxas` finds the real ptxas itself when `SYNCFLOW_PTXAS` is unset, and says so
//! when it finds none (issue 40: Triton's `--version` probe of a wrapper that exited 2 fell
//! back to Triton's own ptxas without a word). The "real" ptxas here are shell scripts that
//! print their name and arguments, so which one ran is visible:
//!
//! - Triton's bundled pair beside the `triton` package a calling Python process has loaded
//!   (`triton/_C/libtriton.so` in its `/proc/PID/maps`), and beside the Python environment the
//!   wrapper is installed in: `syncflow-ptxas` stands in for `ptxas`,
//!   `syncflow-ptxas-blackwell` (or the path only `TRITON_PTXAS_BLACKWELL_PATH` names) for
//!   `ptxas-blackwell`;
//! - then `PATH`, then `$CUDA_HOME/bin`, then the Triton `python3` imports;
//! - with none, one error line on standard error (and in `$SYNCFLOW_LOG`, since standard error
//!   is no terminal), exit 2; `SYNCFLOW_VERBOSE=1` names the ptxas it runs and why.

#![cfg(unix)]

mod common;

use common::temp_dir;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const WRAPPER: &str = env!("CARGO_BIN_EXE_syncflow-ptxas");
const BLACKWELL: &str = env!("CARGO_BIN_EXE_syncflow-ptxas-blackwell");

/// An executable shell script at `path` that prints `NAME: ARGS`.
fn fake_tool(path: &Path, name: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, format!("#!/bin/sh\necho \"{name}: $*\"\n")).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// A fake `triton` package under `site` with both bundled tools.
fn fake_triton(site: &Path) -> PathBuf {
    let triton = site.join("triton");
    let bin = triton.join("backends/nvidia/bin");
    fake_tool(&bin.join("ptxas"), "triton-ptxas");
    fake_tool(&bin.join("ptxas-blackwell"), "triton-ptxas-blackwell");
    triton
}

/// `program ARGS` with nothing of the user's environment that names a ptxas, `PATH` = `path`.
fn clean(program: &Path, args: &[&str], path: &str, extra: &[(&str, &Path)]) -> Output {
    let mut cmd = Command::new(program);
    cmd.args(args).env("PATH", path);
    for key in [
        "SYNCFLOW_PTXAS",
        "SYNCFLOW_PTXAS_ACTIVE",
        "SYNCFLOW_VERBOSE",
        "SYNCFLOW_LOG",
        "CUDA_HOME",
        "CUDA_PATH",
        "TRITON_PTXAS_PATH",
        "TRITON_PTXAS_BLACKWELL_PATH",
        "VIRTUAL_ENV",
    ] {
        cmd.env_remove(key);
    }
    for (k, v) in extra {
        cmd.env(k, v);
    }
    cmd.output().expect("runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn beside_the_python_environment_it_is_installed_in() {
    let env = temp_dir("finds-venv");
    let triton = fake_triton(&env.join("lib/python3.12/site-packages"));
    let bin = env.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let (ptxas, blackwell) = (
        bin.join("syncflow-ptxas"),
        bin.join("syncflow-ptxas-blackwell"),
    );
    std::fs::copy(WRAPPER, &ptxas).unwrap();
    std::fs::copy(BLACKWELL, &blackwell).unwrap();
    let empty = temp_dir("finds-venv-path");
    let path = empty.display().to_string();

    let out = clean(&ptxas, &["--version"], &path, &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "triton-ptxas: --version\n");
    let out = clean(&blackwell, &["--version"], &path, &[]);
    assert_eq!(text(&out.stdout), "triton-ptxas-blackwell: --version\n");
    // The path only TRITON_PTXAS_BLACKWELL_PATH names stands in for ptxas-blackwell too.
    let out = clean(
        &ptxas,
        &["--version"],
        &path,
        &[("TRITON_PTXAS_BLACKWELL_PATH", &ptxas)],
    );
    assert_eq!(text(&out.stdout), "triton-ptxas-blackwell: --version\n");
    // Verbose: which ptxas, and why.
    let out = clean(
        &ptxas,
        &["--version"],
        &path,
        &[("SYNCFLOW_VERBOSE", Path::new("1"))],
    );
    let expected = format!(
        "syncflow-ptxas: real ptxas: {} (Triton's, beside {} (the Python environment \
         syncflow-ptxas is installed in))\n",
        triton.join("backends/nvidia/bin/ptxas").display(),
        triton.display()
    );
    assert_eq!(text(&out.stderr), expected);
}

#[test]
fn beside_the_triton_the_calling_process_has_loaded() {
    if Command::new("python3").arg("-V").output().is_err() {
        eprintln!("SKIPPED: no python3");
        return;
    }
    let site = temp_dir("finds-parent");
    let triton = fake_triton(&site);
    std::fs::create_dir_all(triton.join("_C")).unwrap();
    // The calling process maps a file named triton/_C/libtriton.so (a copy of a shared
    // library it already has), as Triton's Python process does, then runs the wrapper.
    let script = r#"
import ctypes, shutil, subprocess, sys
lib = next(l.split()[5] for l in open("/proc/self/maps") if len(l.split()) > 5 and ".so" in l.split()[5])
shutil.copy(lib, sys.argv[1])
ctypes.CDLL(sys.argv[1])
sys.stdout.write(subprocess.run([sys.argv[2], "--version"], capture_output=True, text=True).stdout)
"#;
    let lib = triton.join("_C/libtriton.so");
    let python_path = std::env::var("PATH").unwrap_or_default();
    let out = Command::new("python3")
        .args(["-c", script])
        .arg(&lib)
        .arg(WRAPPER)
        .env("PATH", &python_path)
        .env_remove("SYNCFLOW_PTXAS")
        .env_remove("CUDA_HOME")
        .env_remove("CUDA_PATH")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "triton-ptxas: --version\n");
}

#[test]
fn then_path_then_cuda_home_then_python3s_triton() {
    let dirs = temp_dir("finds-order");
    let on_path = dirs.join("path");
    fake_tool(&on_path.join("ptxas"), "path-ptxas");
    let cuda = dirs.join("cuda");
    fake_tool(&cuda.join("bin/ptxas"), "cuda-ptxas");
    let empty = dirs.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let wrapper = Path::new(WRAPPER);

    let both = clean(
        wrapper,
        &["-v"],
        &on_path.display().to_string(),
        &[("CUDA_HOME", &cuda)],
    );
    assert_eq!(text(&both.stdout), "path-ptxas: -v\n");
    let home = clean(
        wrapper,
        &["-v"],
        &empty.display().to_string(),
        &[("CUDA_HOME", &cuda), ("SYNCFLOW_VERBOSE", Path::new("1"))],
    );
    assert_eq!(text(&home.stdout), "cuda-ptxas: -v\n");
    assert!(
        text(&home.stderr).contains(&format!("(CUDA_HOME {})", cuda.display())),
        "{}",
        text(&home.stderr)
    );
    // Last: the triton package python3 on PATH would import (asked without importing it).
    let triton = fake_triton(&dirs.join("site"));
    let python = dirs.join("python-bin");
    std::fs::create_dir_all(&python).unwrap();
    std::fs::write(
        python.join("python3"),
        format!("#!/bin/sh\necho {}\n", triton.display()),
    )
    .unwrap();
    std::fs::set_permissions(
        python.join("python3"),
        std::fs::Permissions::from_mode(0o755),
    )
    .unwrap();
    let last = clean(wrapper, &["-v"], &python.display().to_string(), &[]);
    assert_eq!(text(&last.stdout), "triton-ptxas: -v\n");
}

#[test]
fn finding_none_it_says_so_where_the_build_shows_it() {
    if Path::new("/usr/local/cuda/bin/ptxas").exists() {
        eprintln!("SKIPPED: /usr/local/cuda/bin/ptxas exists");
        return;
    }
    let dirs = temp_dir("finds-none");
    let log = dirs.join("syncflow.log");
    let none = clean(
        Path::new(WRAPPER),
        &["--version"],
        &dirs.display().to_string(),
        &[("SYNCFLOW_LOG", &log)],
    );
    assert_eq!(none.status.code(), Some(2));
    let line = "syncflow-ptxas: error: no real ptxas found (looked beside the calling Triton, on \
                PATH, in CUDA_HOME and /usr/local/cuda, and for python3's triton): set \
                SYNCFLOW_PTXAS to NVIDIA's ptxas\n";
    assert_eq!(text(&none.stderr), line);
    // Standard error is no terminal (Triton captures it): the line is in SYNCFLOW_LOG too.
    assert_eq!(std::fs::read_to_string(&log).unwrap(), line);
}
