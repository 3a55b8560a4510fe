//! The commands `pip install` puts on `PATH` — `syncflow`, `syncflow-ptxas` and
//! `syncflow-ptxas-blackwell` — as console scripts (`syncflow/_cli.py`) that call these with
//! `sys.argv`: the same code as the binaries `cargo install` builds (`syncflow_cli`), so a
//! Triton user needs nothing but `pip install`.

use pyo3::prelude::*;
use std::ffi::OsString;

/// `syncflow ARGS…`; returns the exit code.
#[pyfunction]
pub fn cli_main(args: Vec<OsString>) -> i32 {
    syncflow_cli::main_with_args(args)
}

/// `syncflow-ptxas ARGS…` (the role, ptxas or ptxas-blackwell, from `args[0]`'s name);
/// returns the exit code.
#[pyfunction]
pub fn ptxas_main(args: Vec<OsString>) -> i32 {
    // As the binary does: a panic inside syncflow is caught and reported as the wrapper's one
    // warning line; the default hook would print a second, multi-line message into the build.
    std::panic::set_hook(Box::new(|_| {}));
    syncflow_cli::ptxas::main(args)
}
