//! # `syncflow-ptxas`: a drop-in `ptxas` that removes the barriers that order nothing first
//!
//! Build systems call `ptxas` by path: Triton through `TRITON_PTXAS_PATH` (and, for sm_90 and
//! newer, `TRITON_PTXAS_BLACKWELL_PATH`, where `syncflow-ptxas-blackwell` goes), clang
//! through `--ptxas-path=`, CMake and make through whatever they were told. Pointing them at
//! `syncflow-ptxas` puts syncflow inside the build:
//!
//! 1. the **real ptxas** is found as [`real`] says: `$SYNCFLOW_PTXAS`, else Triton's bundled
//!    one beside the calling `triton` package, else the first `ptxas` on `PATH` that is not
//!    this program (so `syncflow-ptxas` may itself be installed as `ptxas` earlier on
//!    `PATH`), else `$CUDA_HOME/bin/ptxas`. When there is none it says so and exits 2;
//! 2. every **input** — an argument that is an existing file whose text is PTX (its first
//!    directive is `.version`, `.target` or `.address_size`: nvcc's, llc's and Triton's
//!    `.ptx`, clang's `.s`), and the string after `--input-as-string`/`-ias` — is decided
//!    with the library's [`pipeline`] (the `sound` preset unless `SYNCFLOW_PRESET` says
//!    otherwise; `SYNCFLOW_KNOBS="NAME=VALUE …"`, `SYNCFLOW_KEEP="FILE:LINE …"`). When
//!    barriers go, the rewritten text is written into a temporary directory under the same
//!    file name and that path replaces the argument: the user's file is never modified;
//! 3. the real ptxas runs with every other argument exactly as given (`--version`, `--help`,
//!    `-o`, `--gpu-name`, …), its standard streams inherited, and its exit status becomes
//!    ours.
//!
//! **It never breaks the build.** If syncflow fails on an input — PTX it cannot read, a bad
//! preset or knob in the environment, an internal error (a panic is caught) — the original
//! input is assembled and one line is printed on standard error:
//! `syncflow-ptxas: warning: FILE: WHY; assembling the original`. `SYNCFLOW_VERBOSE=1` adds
//! the real ptxas and where it was found, and one line per input with its summary
//! (`FILE: N barriers, K removed (preset P)`). Every line also reaches a build that hides
//! ptxas' standard error, as Triton does ([`mod@say`]).

use std::ffi::{OsStr, OsString};
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::process::Command;
use syncflow_ir::ptx::looks_like_ptx;
use syncflow_transforms::pipeline::{self, Format};

pub mod real;
pub mod say;

use real::{real_ptxas, Role, ACTIVE};
use say::say;

/// Largest input rewritten, in bytes (larger ones are assembled as they are, with a warning).
pub const MAX_PTX_BYTES: u64 = 1 << 30;

/// Runs the wrapper with `args` (the program name first) and returns the exit code.
pub fn main(args: Vec<OsString>) -> i32 {
    let config = Config::from_env();
    let role = args.first().map_or(Role::Ptxas, |argv0| Role::of(argv0));
    let real = match real_ptxas(role, args.first().map(OsString::as_os_str)) {
        Ok(found) => {
            if config.verbose {
                say(&format!(
                    "real ptxas: {} ({})",
                    found.path.display(),
                    found.how
                ));
            }
            found.path
        }
        Err(message) => {
            say(&format!("error: {message}"));
            return 2;
        }
    };
    let scratch = tempfile::Builder::new().prefix("syncflow-ptxas-").tempdir();
    let mut forwarded: Vec<OsString> = Vec::with_capacity(args.len());
    let mut string_input_next = false;
    for arg in args.iter().skip(1) {
        let replacement = if string_input_next {
            string_input_next = false;
            rewrite_string(arg, &config)
        } else if arg == "--input-as-string" || arg == "-ias" {
            string_input_next = true;
            None
        } else if !arg.to_string_lossy().starts_with('-') {
            match &scratch {
                Ok(dir) => rewrite_file(Path::new(arg), dir.path(), &config),
                Err(e) => {
                    warn_if_ptx(Path::new(arg), &format!("no temporary directory ({e})"));
                    None
                }
            }
        } else {
            None
        };
        forwarded.push(replacement.unwrap_or_else(|| arg.clone()));
    }
    let status = Command::new(&real)
        .args(&forwarded)
        .env(ACTIVE, "1")
        .status();
    drop(scratch);
    match status {
        Ok(status) => exit_code(status),
        Err(e) => {
            say(&format!("error: cannot run {}: {e}", real.display()));
            2
        }
    }
}

#[cfg(unix)]
fn exit_code(status: std::process::ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1)
}

#[cfg(not(unix))]
fn exit_code(status: std::process::ExitStatus) -> i32 {
    status.code().unwrap_or(1)
}

/// The preset and knobs from the environment.
struct Config {
    preset: String,
    knobs: Vec<String>,
    keep: Vec<String>,
    verbose: bool,
}

impl Config {
    fn from_env() -> Self {
        let var = |name: &str| std::env::var(name).unwrap_or_default();
        let words =
            |text: String| -> Vec<String> { text.split_whitespace().map(str::to_string).collect() };
        let preset = var("SYNCFLOW_PRESET");
        Config {
            preset: if preset.trim().is_empty() {
                "sound".to_string()
            } else {
                preset.trim().to_string()
            },
            knobs: words(var("SYNCFLOW_KNOBS")),
            keep: words(var("SYNCFLOW_KEEP").replace(',', " ")),
            verbose: matches!(var("SYNCFLOW_VERBOSE").trim(), "1" | "true" | "yes"),
        }
    }
}

/// The text of `path` when it is a file holding PTX (at most [`MAX_PTX_BYTES`]); `Err` with
/// a reason when it holds PTX syncflow will not rewrite; `Ok(None)` when it is no PTX input.
fn read_ptx(path: &Path) -> Result<Option<String>, String> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(None);
    };
    if !meta.is_file() {
        return Ok(None);
    }
    let mut head = [0u8; 4096];
    let mut file = std::fs::File::open(path).map_err(|e| format!("cannot read: {e}"))?;
    let n = file
        .read(&mut head)
        .map_err(|e| format!("cannot read: {e}"))?;
    if !looks_like_ptx(&String::from_utf8_lossy(&head[..n])) {
        return Ok(None);
    }
    if meta.len() > MAX_PTX_BYTES {
        return Err(format!("larger than {MAX_PTX_BYTES} bytes"));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read: {e}"))?;
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|e| format!("not UTF-8 (byte offset {})", e.utf8_error().valid_up_to()))
}

fn warn(name: &str, why: &str) {
    say(&format!("warning: {name}: {why}; assembling the original"));
}

fn warn_if_ptx(path: &Path, why: &str) {
    if let Ok(Some(_)) = read_ptx(path) {
        warn(&path.display().to_string(), why);
    }
}

/// Decides `text`; `Some(new text)` when barriers were removed, `None` when nothing changed.
/// A failure is reported as the one warning line and gives `None` (the original goes through).
fn decide(name: &str, text: String, config: &Config) -> Option<String> {
    let work = || -> Result<(usize, usize, String), String> {
        let knobs: Vec<&str> = config.knobs.iter().map(String::as_str).collect();
        let keep: Vec<&str> = config.keep.iter().map(String::as_str).collect();
        let knobs = pipeline::knobs(&config.preset, &knobs, &keep).map_err(env_named)?;
        let done = pipeline::eliminate_text(name, text, Format::Ptx, &config.preset, knobs)
            .map_err(|e| e.to_string())?;
        let output = done.output().map_err(|e| e.to_string())?;
        Ok((done.result.decisions.len(), done.result.removed(), output))
    };
    let outcome = match catch_unwind(AssertUnwindSafe(work)) {
        Ok(outcome) => outcome,
        Err(payload) => Err(format!(
            "syncflow failed internally: {}",
            panic_message(payload.as_ref())
        )),
    };
    match outcome {
        Ok((barriers, removed, output)) => {
            if config.verbose {
                say(&format!(
                    "{name}: {barriers} barriers, {removed} removed (preset {})",
                    config.preset
                ));
            }
            (removed > 0).then_some(output)
        }
        Err(why) => {
            warn(name, &why);
            None
        }
    }
}

/// A preset or knob error named by the variable the user set, not the command-line option
/// the library's message names.
fn env_named(e: syncflow_transforms::knobs::KnobError) -> String {
    let text = e.to_string();
    if let Some(rest) = text.strip_prefix("--keep") {
        format!("SYNCFLOW_KEEP{rest}")
    } else if let Some(rest) = text.strip_prefix("--knob ") {
        format!("SYNCFLOW_KNOBS: {rest}")
    } else {
        text
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".to_string())
}

/// The argument to pass instead of `path`: a rewritten copy in `scratch`, or `None` (pass
/// `path` itself: no PTX, nothing removed, or a failure already warned about).
fn rewrite_file(path: &Path, scratch: &Path, config: &Config) -> Option<OsString> {
    let name = path.display().to_string();
    let text = match read_ptx(path) {
        Ok(Some(text)) => text,
        Ok(None) => return None,
        Err(why) => {
            warn(&name, &why);
            return None;
        }
    };
    let output = decide(&name, text, config)?;
    let file_name = path.file_name().unwrap_or(OsStr::new("input.ptx"));
    // Two inputs with one file name get directories of their own.
    let mut dir = scratch.to_path_buf();
    let mut n = 0;
    while dir.join(file_name).exists() {
        n += 1;
        dir = scratch.join(n.to_string());
    }
    let target = dir.join(file_name);
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&target, output)) {
        Ok(()) => Some(target.into_os_string()),
        Err(e) => {
            warn(&name, &format!("cannot write {}: {e}", target.display()));
            None
        }
    }
}

/// The PTX string of `--input-as-string`, rewritten.
fn rewrite_string(arg: &OsStr, config: &Config) -> Option<OsString> {
    let text = arg.to_str()?;
    if !looks_like_ptx(text) {
        return None;
    }
    decide("<input-as-string>", text.to_string(), config).map(OsString::from)
}
