//! Which ptxas is the real one.
//!
//! In order: `$SYNCFLOW_PTXAS`; Triton's bundled ptxas (`triton/backends/nvidia/bin/`) of
//! the Triton that started us (the `triton` package whose `libtriton` the parent process has
//! loaded, on Linux) or of the Python environment the wrapper is installed in; the first
//! `ptxas` on `PATH` that is not this program; `$CUDA_HOME/bin/ptxas` (then `$CUDA_PATH`,
//! then `/usr/local/cuda`); last, the Triton that `python3` on `PATH` imports.
//!
//! Triton bundles two: `ptxas` for sm_80 and older, `ptxas-blackwell` for sm_90 and newer
//! (`TRITON_PTXAS_PATH` and `TRITON_PTXAS_BLACKWELL_PATH`). Triton asks each for its
//! `--version` and writes PTX of the version that one accepts, so the wrapper stands in for
//! one of them: the Blackwell one when it runs under a name containing `blackwell` (the
//! `syncflow-ptxas-blackwell` command), or by the path that only
//! `TRITON_PTXAS_BLACKWELL_PATH` names.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Set in the real ptxas' environment: a `syncflow-ptxas` that finds it set was started by
/// another one, so the "real" ptxas found was a copy of the wrapper (a loop).
pub(super) const ACTIVE: &str = "SYNCFLOW_PTXAS_ACTIVE";

/// Which of Triton's two ptxas the wrapper stands in for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// `ptxas` (`TRITON_PTXAS_PATH`: sm_80 and older).
    Ptxas,
    /// `ptxas-blackwell` (`TRITON_PTXAS_BLACKWELL_PATH`: sm_90 and newer).
    Blackwell,
}

impl Role {
    /// The role of a wrapper started as `argv0`.
    pub fn of(argv0: &OsStr) -> Role {
        let name = Path::new(argv0)
            .file_name()
            .map(|n| n.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if name.contains("blackwell") {
            return Role::Blackwell;
        }
        let var = |key: &str| std::env::var_os(key).filter(|v| !v.is_empty());
        match (var("TRITON_PTXAS_BLACKWELL_PATH"), var("TRITON_PTXAS_PATH")) {
            (Some(b), p) if b == argv0 && p.as_deref() != Some(argv0) => Role::Blackwell,
            _ => Role::Ptxas,
        }
    }

    /// The file name of Triton's bundled tool.
    fn triton_tool(self) -> &'static str {
        match self {
            Role::Ptxas => "ptxas",
            Role::Blackwell => "ptxas-blackwell",
        }
    }
}

/// The real ptxas and how it was found (for `SYNCFLOW_VERBOSE`).
#[derive(Debug)]
pub struct Found {
    /// Its path.
    pub path: PathBuf,
    /// Where it came from, in words.
    pub how: String,
}

/// The real ptxas for `role`, or why there is none; `argv0` is how the wrapper was started
/// (a console script of the Python package runs inside the Python interpreter, so its own
/// path, not the process', says which environment it is installed in).
pub fn real_ptxas(role: Role, argv0: Option<&OsStr>) -> Result<Found, String> {
    if std::env::var_os(ACTIVE).is_some() {
        return Err(format!(
            "started by another syncflow-ptxas: the ptxas it found is a copy of the wrapper \
             (set SYNCFLOW_PTXAS to NVIDIA's ptxas; {ACTIVE} is set)"
        ));
    }
    let me = std::env::current_exe().and_then(std::fs::canonicalize).ok();
    let is_me = |p: &Path| me.is_some() && std::fs::canonicalize(p).ok() == me;
    let usable = |p: &Path| is_executable(p) && !is_me(p);
    if let Some(path) = std::env::var_os("SYNCFLOW_PTXAS").filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        if is_me(&path) {
            return Err("SYNCFLOW_PTXAS names syncflow-ptxas itself".into());
        }
        return Ok(Found {
            path,
            how: "SYNCFLOW_PTXAS".into(),
        });
    }
    let triton_found = |dir: PathBuf, whose: &str| -> Option<Found> {
        let bin = dir.join("backends/nvidia/bin");
        [role.triton_tool(), "ptxas"]
            .into_iter()
            .map(|tool| bin.join(exe_name(tool)))
            .find(|p| usable(p))
            .map(|path| Found {
                path,
                how: format!("Triton's, beside {} ({whose})", dir.display()),
            })
    };
    let callers = parent_triton()
        .into_iter()
        .map(|d| (d, "the calling process"));
    let started_as = argv0.map(Path::new).filter(|p| p.is_absolute());
    let installed = [me.as_deref(), started_as]
        .into_iter()
        .flatten()
        .filter_map(installed_triton)
        .map(|d| (d, "the Python environment syncflow-ptxas is installed in"));
    if let Some(found) = callers
        .chain(installed)
        .find_map(|(dir, whose)| triton_found(dir, whose))
    {
        return Ok(found);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    if let Some(path) = std::env::split_paths(&path)
        .map(|dir| dir.join(exe_name("ptxas")))
        .find(|candidate| usable(candidate))
    {
        return Ok(Found {
            path,
            how: "PATH".into(),
        });
    }
    for (key, home) in [
        ("CUDA_HOME", std::env::var_os("CUDA_HOME")),
        ("CUDA_PATH", std::env::var_os("CUDA_PATH")),
        ("the default", Some("/usr/local/cuda".into())),
    ] {
        let Some(home) = home.filter(|h| !h.is_empty()) else {
            continue;
        };
        let path = Path::new(&home).join("bin").join(exe_name("ptxas"));
        if usable(&path) {
            return Ok(Found {
                path,
                how: format!("{key} {}", Path::new(&home).display()),
            });
        }
    }
    if let Some(found) = python_triton().and_then(|d| triton_found(d, "python3 on PATH")) {
        return Ok(found);
    }
    Err(
        "no real ptxas found (looked beside the calling Triton, on PATH, in CUDA_HOME and \
         /usr/local/cuda, and for python3's triton): set SYNCFLOW_PTXAS to NVIDIA's ptxas"
            .into(),
    )
}

/// The `triton` package directory of the process that started us: the one whose
/// `triton/_C/libtriton*` it has mapped (Linux's `/proc/PID/maps`).
fn parent_triton() -> Option<PathBuf> {
    #[cfg(unix)]
    {
        let ppid = std::os::unix::process::parent_id();
        let maps = std::fs::read_to_string(format!("/proc/{ppid}/maps")).ok()?;
        maps.lines().find_map(|line| {
            let file = Path::new(line.split_whitespace().nth(5)?);
            let name = file.file_name()?.to_string_lossy();
            let c = file.parent()?;
            (name.starts_with("libtriton") && c.file_name()? == "_C")
                .then(|| c.parent().map(Path::to_path_buf))
                .flatten()
        })
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The `triton` package of the Python environment `exe` is installed in (`ENV/bin/EXE` with
/// `ENV/lib/pythonX.Y/site-packages/triton`, or `ENV\Scripts` with `ENV\Lib\site-packages`).
fn installed_triton(exe: &Path) -> Option<PathBuf> {
    let env = exe.parent()?.parent()?;
    let windows = env.join("Lib/site-packages/triton");
    if windows.is_dir() {
        return Some(windows);
    }
    std::fs::read_dir(env.join("lib"))
        .ok()?
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("python"))
        .map(|e| e.path().join("site-packages/triton"))
        .find(|d| d.is_dir())
}

/// The `triton` package `python3` on `PATH` would import (found without importing it).
fn python_triton() -> Option<PathBuf> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import importlib.util as u; s = u.find_spec('triton'); \
             print(s.submodule_search_locations[0] if s else '')",
        ])
        .env_remove(ACTIVE)
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let dir = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (out.status.success() && !dir.is_empty()).then(|| PathBuf::from(dir))
}

fn exe_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}
