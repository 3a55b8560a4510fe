//! The harness through the PTX front-end: a generated kernel's LLVM IR goes through
//! `llc-19 -march=nvptx64` to PTX, syncflow decides on the PTX, and the interpreter runs the
//! PTX program with and without the removed barriers.
//!
//! ```text
//!   generated .ll ──llc-19──▶ .ptx ──parse_ptx_module──▶ eliminator ──▶ removed bar.sync lines
//!                               │                                            │
//!                               └──── interpreter: input run vs output run ◀─┘
//! ```
//!
//! The judged program is the PTX, not the LLVM source: llc deletes dead loads, and a barrier
//! that only ordered a deleted load is rightly removable from the PTX while the source's run
//! would still see the load race. The interpreter executes the PTX as the front-end lowers
//! it — arithmetic, loads and stores natively, every other instruction (atomics, `cp.async`,
//! `ldmatrix`, …) by its own PTX semantics for the asm form ([`crate::interp`]) — so an
//! access the lowering kept is run whether or not the analyses understood it. Two checks
//! guard the lowering itself: every PTX input must run clean (a race-free source compiled
//! by llc is race-free; the campaign counts `ptx_racy_inputs`), and the PTX run's findings
//! are compared with the source's.

use super::{judge_runs, InputRuns, Verdict};
use crate::interp::LaunchConfig;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{FunctionId, Module, Removal};

/// `llc-19 -march=nvptx64 -mcpu=sm_80` of `ir`, parsed by the PTX front-end.
pub fn lower_to_ptx(ir: &str) -> Result<Module, String> {
    let mut child = Command::new("llc-19")
        .args(["-march=nvptx64", "-mcpu=sm_80", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run llc-19: {e}"))?;
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(ir.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "llc-19 failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8(out.stdout).map_err(|e| e.to_string())?;
    parse_ptx_module("gen.ptx", &text).map_err(|e| e.to_string())
}

/// Decides with the eliminator's `removed` (barriers of `ptx`) and judges on `ptx` itself,
/// whose input runs are `ptx_runs`.
pub fn judge_ptx(
    ptx: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    ptx_runs: &InputRuns,
    removed: &BTreeSet<Removal>,
) -> Verdict {
    judge_runs(ptx, kernel, launch, ptx_runs, removed)
}

/// The PTX module's kernel and its input runs.
pub fn run_input(ptx: &Module, kernel: &str, launch: &LaunchConfig) -> (FunctionId, InputRuns) {
    let f = ptx.function_by_name(kernel).expect("llc keeps the kernel");
    let mut runs = InputRuns::new(ptx, f, launch);
    // Races are keyed by place and final memory is memory; the values read are keyed by
    // instruction, which the PTX front-end's SSA does not keep one to one across a removal.
    runs.compare_reads = false;
    (f, runs)
}
