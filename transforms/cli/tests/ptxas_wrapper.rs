//! `syncflow-ptxas` with NVIDIA's ptxas of the CUDA 13.5 wheels as the real one (installed by
//! scripts/test.sh; without them this test says so and passes): the oracle is ptxas itself
//! and `cuobjdump -sass` of what it writes.
//!
//! - `--version` (and any other argument) reaches the real ptxas unchanged;
//! - Triton's committed sm_80 PTX, and nvcc's and llc's of five corpus kernels, assemble
//!   through the wrapper, and at `-O0` the cubin has
//!   exactly the removed number of `BAR.SYNC` fewer than the real ptxas gives for the input,
//!   the user's file untouched and no temporary file left behind;
//! - PTX syncflow rejects, or a bad preset in the environment, assembles the original (the
//!   cubin byte-identical to the real ptxas') with exactly one warning line;
//! - ptxas' own errors and exit codes come through; the wrapper installed as `ptxas` on PATH
//!   finds the next one; a wrapper that would call itself stops with an error.

mod common;

use common::{root, temp_dir};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use syncflow_transforms::pipeline::{self, Format};

fn toolchain() -> Option<PathBuf> {
    let cache = std::env::var_os("SYNCFLOW_NVIDIA_CACHE")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache/syncflow/cuda-13.5.37"))
        })?;
    let bin = cache.join("root/nvidia/cu13/bin");
    (bin.join("ptxas").exists() && bin.join("cuobjdump").exists() && bin.join("nvdisasm").exists())
        .then_some(bin)
}

fn skipped() {
    eprintln!(
        "SKIPPED: NVIDIA's CUDA 13.5 wheels are not installed (scripts/test.sh installs them; the \
         package registry was unreachable)"
    );
}

/// The wrapper with `args`, the real ptxas given by `SYNCFLOW_PTXAS` (when `real` is set),
/// `TMPDIR` pointing at `tmp`, and `extra` environment.
fn wrapper(args: &[&str], real: Option<&Path>, tmp: &Path, extra: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_syncflow-ptxas"));
    cmd.args(args)
        .env("TMPDIR", tmp)
        .env_remove("SYNCFLOW_PTXAS")
        .env_remove("SYNCFLOW_PRESET")
        .env_remove("SYNCFLOW_KNOBS")
        .env_remove("SYNCFLOW_KEEP")
        .env_remove("SYNCFLOW_VERBOSE")
        .env_remove("SYNCFLOW_PTXAS_ACTIVE")
        // Standard error is no terminal here: the lines also go to this log, not to /dev/tty.
        .env("SYNCFLOW_LOG", tmp.with_extension("log"));
    if let Some(real) = real {
        cmd.env("SYNCFLOW_PTXAS", real);
    }
    for (k, v) in extra {
        cmd.env(k, v);
    }
    cmd.output().expect("syncflow-ptxas runs")
}

fn run(program: &Path, args: &[&str]) -> Output {
    Command::new(program).args(args).output().expect("runs")
}

fn bar_syncs(bin: &Path, cubin: &Path) -> usize {
    let out = Command::new(bin.join("cuobjdump"))
        .arg("-sass")
        .arg(cubin)
        .env(
            "PATH",
            format!(
                "{}:{}",
                bin.display(),
                std::env::var("PATH").unwrap_or_default()
            ),
        )
        .output()
        .expect("cuobjdump runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Function"), "no SASS in {}", cubin.display());
    text.lines().filter(|l| l.contains("BAR.SYNC")).count()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn warning_lines(o: &Output) -> Vec<String> {
    text(&o.stderr)
        .lines()
        .filter(|l| l.starts_with("syncflow-ptxas:"))
        .map(str::to_string)
        .collect()
}

fn empty_dir(dir: &Path) -> bool {
    std::fs::read_dir(dir).unwrap().next().is_none()
}

#[test]
fn version_and_help_are_the_real_ptxas() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-version");
    let ptxas = bin.join("ptxas");
    for args in [&["--version"][..], &["--help"][..], &["-arch=sm_1"][..]] {
        let real = run(&ptxas, args);
        let ours = wrapper(args, Some(&ptxas), &tmp, &[]);
        assert_eq!(ours.status.code(), real.status.code(), "{args:?}");
        assert_eq!(ours.stdout, real.stdout, "{args:?}");
        assert_eq!(ours.stderr, real.stderr, "{args:?}");
    }
    assert!(text(&run(&ptxas, &["--version"]).stdout).contains("release 13.5"));
    assert!(empty_dir(&tmp));
}

#[test]
fn committed_ptx_loses_exactly_the_removed_bar_syncs() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-corpus");
    let work = temp_dir("ptxas-corpus-work");
    let ptxas = bin.join("ptxas");
    // Triton's PTX (every sm_80 kernel) and nvcc's and llc's PTX of the corpus kernels with
    // the most removals (transforms/tests/ptx_ptxas.rs covers every committed PTX through the
    // library; this is the wrapper's path).
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/triton"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".sm80.ptx"))
        .collect();
    for f in [
        "nvcc/loop_top_bottom",
        "nvcc/reads_both_sides",
        "llc/consecutive",
        "llc/private_slot",
        "nvcc/unknown_call",
    ] {
        files.push(root().join(format!("tests/ptx/{f}.sm80.ptx")));
    }
    files.sort();
    let (mut checked, mut removed_total) = (0, 0);
    for path in &files {
        let input = std::fs::read(path).unwrap();
        let name = path.display().to_string();
        let knobs = pipeline::knobs("sound", &[], &[]).unwrap();
        let decided = pipeline::eliminate_text(
            &name,
            String::from_utf8(input.clone()).unwrap(),
            Format::Ptx,
            "sound",
            knobs,
        )
        .unwrap();
        let removed = decided.result.removed();
        let (plain, wrapped) = (work.join("plain.cubin"), work.join("wrapped.cubin"));
        let args = |out: &Path| {
            vec![
                // Relocatable: some inputs call functions defined elsewhere.
                "-c".to_string(),
                "-O0".to_string(),
                "--gpu-name".to_string(),
                "sm_80".to_string(),
                name.clone(),
                "-o".to_string(),
                out.display().to_string(),
            ]
        };
        let real = Command::new(&ptxas).args(args(&plain)).output().unwrap();
        assert!(real.status.success(), "{name}: {}", text(&real.stderr));
        let a = args(&wrapped);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        let ours = wrapper(&a, Some(&ptxas), &tmp, &[("SYNCFLOW_VERBOSE", "1")]);
        assert!(ours.status.success(), "{name}: {}", text(&ours.stderr));
        assert_eq!(
            warning_lines(&ours),
            vec![
                format!(
                    "syncflow-ptxas: real ptxas: {} (SYNCFLOW_PTXAS)",
                    ptxas.display()
                ),
                format!(
                    "syncflow-ptxas: {name}: {} barriers, {removed} removed (preset sound)",
                    decided.result.decisions.len()
                )
            ],
            "{name}"
        );
        assert_eq!(
            bar_syncs(&bin, &plain) - bar_syncs(&bin, &wrapped),
            removed,
            "{name}: BAR.SYNC"
        );
        if removed == 0 {
            assert_eq!(
                std::fs::read(&plain).unwrap(),
                std::fs::read(&wrapped).unwrap()
            );
        }
        assert_eq!(std::fs::read(path).unwrap(), input, "{name} was modified");
        assert!(empty_dir(&tmp), "{name}: a temporary file was left behind");
        checked += 1;
        removed_total += removed;
    }
    eprintln!("syncflow-ptxas: {checked} files assembled, {removed_total} barriers fewer");
    assert!(
        checked >= 13 && removed_total >= 17,
        "{checked} files, {removed_total}"
    );
}

/// PTX that ptxas accepts and syncflow's reader rejects: a constant expression operand.
const CONSTANT_EXPRESSION: &str = ".version 8.0\n.target sm_80\n.address_size 64\n\
.visible .entry k()\n{\n\t.reg .b32 %r<3>;\n\tbar.sync 0;\n\tmov.u32 %r2, (12+4)*2;\n\tbar.sync 0;\n\tret;\n}\n";

#[test]
fn a_failure_assembles_the_original_with_one_warning() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-failure");
    let work = temp_dir("ptxas-failure-work");
    let ptxas = bin.join("ptxas");
    let rejected = work.join("constexpr.ptx");
    std::fs::write(&rejected, CONSTANT_EXPRESSION).unwrap();
    let accepted = root().join("tests/triton/histogram.sm80.ptx");
    /// Input, extra environment, what the warning says.
    type Case<'a> = (&'a Path, &'a [(&'a str, &'a str)], &'a str);
    let cases: [Case; 3] = [
        (&rejected, &[], "error: cannot read this instruction"),
        (
            &accepted,
            &[("SYNCFLOW_PRESET", "fastest")],
            "unknown preset 'fastest'",
        ),
        (&accepted, &[("SYNCFLOW_KNOBS", "precision=9")], "precision"),
    ];
    // The first input is one syncflow rejects (if its reader learns constant expressions,
    // this test needs another such input).
    let parsed = pipeline::parse(
        "constexpr.ptx",
        CONSTANT_EXPRESSION.to_string(),
        Format::Ptx,
    );
    assert!(parsed.is_err(), "syncflow now reads constant expressions");
    for (input, env, why) in cases {
        let name = input.display().to_string();
        let (plain, wrapped) = (work.join("plain.cubin"), work.join("wrapped.cubin"));
        let real = Command::new(&ptxas)
            .args(["--gpu-name=sm_80", &name, "-o"])
            .arg(&plain)
            .output()
            .unwrap();
        assert!(real.status.success(), "{}", text(&real.stderr));
        let w = wrapped.display().to_string();
        let ours = wrapper(
            &["--gpu-name=sm_80", &name, "-o", &w],
            Some(&ptxas),
            &tmp,
            env,
        );
        assert!(ours.status.success(), "{}", text(&ours.stderr));
        let lines = warning_lines(&ours);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(
            lines[0].starts_with(&format!("syncflow-ptxas: warning: {name}:"))
                && lines[0].contains(why)
                && lines[0].ends_with("; assembling the original"),
            "{}",
            lines[0]
        );
        assert_eq!(
            text(&ours.stderr).lines().count(),
            1,
            "{}",
            text(&ours.stderr)
        );
        assert_eq!(
            std::fs::read(&plain).unwrap(),
            std::fs::read(&wrapped).unwrap()
        );
        assert!(empty_dir(&tmp));
    }
}

#[test]
fn ptxas_errors_and_exit_codes_come_through() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-errors");
    let work = temp_dir("ptxas-errors-work");
    let ptxas = bin.join("ptxas");
    let bad = work.join("bad.ptx");
    std::fs::write(
        &bad,
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tbar.sync 0;\n\tfrobnicate.b32;\n\tret;\n}\n",
    )
    .unwrap();
    let name = bad.display().to_string();
    let out = work.join("bad.cubin").display().to_string();
    let real = run(&ptxas, &["--gpu-name=sm_80", &name, "-o", &out]);
    let ours = wrapper(
        &["--gpu-name=sm_80", &name, "-o", &out],
        Some(&ptxas),
        &tmp,
        &[],
    );
    assert!(!real.status.success());
    assert_eq!(ours.status.code(), real.status.code());
    assert!(
        text(&ours.stderr).contains("frobnicate"),
        "{}",
        text(&ours.stderr)
    );
}

#[test]
fn installed_as_ptxas_on_path_it_finds_the_next_one() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-path");
    let first = temp_dir("ptxas-path-first");
    let link = first.join("ptxas");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_syncflow-ptxas"), &link).unwrap();
    let path = format!("{}:{}:/usr/bin:/bin", first.display(), bin.display());
    let ours = Command::new(&link)
        .arg("--version")
        .env("PATH", &path)
        .env("TMPDIR", &tmp)
        .env_remove("SYNCFLOW_PTXAS")
        .env_remove("SYNCFLOW_PTXAS_ACTIVE")
        .output()
        .unwrap();
    assert!(ours.status.success(), "{}", text(&ours.stderr));
    assert_eq!(ours.stdout, run(&bin.join("ptxas"), &["--version"]).stdout);
}

#[test]
fn without_a_real_ptxas_or_pointed_at_itself_it_stops_with_an_error() {
    let tmp = temp_dir("ptxas-none");
    let empty = temp_dir("ptxas-none-path");
    let none = Command::new(env!("CARGO_BIN_EXE_syncflow-ptxas"))
        .arg("--version")
        .env("PATH", &empty)
        .env_remove("SYNCFLOW_PTXAS")
        .env_remove("SYNCFLOW_PTXAS_ACTIVE")
        .env_remove("CUDA_HOME")
        .env_remove("CUDA_PATH")
        .env("TMPDIR", &tmp)
        .output()
        .unwrap();
    assert_eq!(none.status.code(), Some(2));
    assert!(
        text(&none.stderr).starts_with("syncflow-ptxas: error: no real ptxas found"),
        "{}",
        text(&none.stderr)
    );
    let me = Path::new(env!("CARGO_BIN_EXE_syncflow-ptxas"));
    let itself = wrapper(&["--version"], Some(me), &tmp, &[]);
    assert_eq!(itself.status.code(), Some(2));
    assert!(text(&itself.stderr).contains("names syncflow-ptxas itself"));
    // A copy is not recognisable by its path; the copy it starts stops instead of looping.
    let copy = empty.join("ptxas-copy");
    std::fs::copy(me, &copy).unwrap();
    let looped = wrapper(&["--version"], Some(&copy), &tmp, &[]);
    assert_eq!(looped.status.code(), Some(2), "{}", text(&looped.stderr));
    assert!(text(&looped.stderr).contains("started by another syncflow-ptxas"));
}

#[test]
fn an_input_as_string_is_rewritten_too() {
    let Some(bin) = toolchain() else {
        return skipped();
    };
    let tmp = temp_dir("ptxas-ias");
    let work = temp_dir("ptxas-ias-work");
    let ptxas = bin.join("ptxas");
    let ptx = std::fs::read_to_string(root().join("tests/triton/histogram.sm80.ptx")).unwrap();
    let (plain, wrapped) = (work.join("plain.cubin"), work.join("wrapped.cubin"));
    let p = plain.display().to_string();
    let w = wrapped.display().to_string();
    let real = run(&ptxas, &["-O0", "--gpu-name=sm_80", "-ias", &ptx, "-o", &p]);
    assert!(real.status.success(), "{}", text(&real.stderr));
    let ours = wrapper(
        &["-O0", "--gpu-name=sm_80", "-ias", &ptx, "-o", &w],
        Some(&ptxas),
        &tmp,
        &[],
    );
    assert!(ours.status.success(), "{}", text(&ours.stderr));
    let removed = pipeline::eliminate_text(
        "h.ptx",
        ptx,
        Format::Ptx,
        "sound",
        pipeline::knobs("sound", &[], &[]).unwrap(),
    )
    .unwrap()
    .result
    .removed();
    assert!(removed > 0);
    assert_eq!(bar_syncs(&bin, &plain) - bar_syncs(&bin, &wrapped), removed);
}
