//! Float arithmetic on untyped registers (issue 39): Triton's PTX holds halves in `.b16` and
//! floats in `.b32` registers (`add.f16 %rs3, %rs1, %rs2`), which `check` used to stop with
//! "float operator on integer" or, for `.f32` on `.b32`, compute on the registers' bits read
//! as integers. `tests/check/float_regs.{ptx,ll}` is one kernel in both formats that compares
//! each thread's half and float results, bit for bit, with values computed here by `--arg`'s
//! expressions (an oracle independent of the interpreter's arithmetic), and stores out of
//! bounds on any mismatch: a clean run (exit 0) is the arithmetic agreeing.

mod common;

use common::{root, stderr, stdout, syncflow};

/// Runs the kernel with `want_i` given by `want_i`; returns the exit code and the output.
fn run(ext: &str, want_i: &str) -> (Option<i32>, String) {
    let file = root().join(format!("tests/check/float_regs.{ext}"));
    let file = file.display().to_string();
    let want_i = format!("#5=i32[32]:expr:{want_i}");
    let o = syncflow(&[
        "check",
        &file,
        "--arg",
        "#0=f16[32]:iota",
        "--arg",
        "#1=f16[32]:0.5",
        "--arg",
        // h = fma((t + 0.5) * t - 0.5, 1, 1): exact in half for t < 32.
        "#2=f16[32]:expr:(i+0.5)*i+0.5",
        "--arg",
        "#3=f32[32]:expr:(i+0.5)*i+0.5-100",
        "--arg",
        "#4=f32[32]",
        "--arg",
        &want_i,
    ]);
    (o.status.code(), format!("{}{}", stdout(&o), stderr(&o)))
}

/// `(int)f` rounds toward zero.
const TRUNCATED: &str =
    "(i+0.5)*i+0.5-100 < 0 ? -floor(100-(i+0.5)*i-0.5) : floor((i+0.5)*i+0.5-100)";

#[test]
fn half_and_float_on_untyped_registers_compute_what_the_ll_computes() {
    for ext in ["ptx", "ll"] {
        let (code, out) = run(ext, TRUNCATED);
        assert_eq!(code, Some(0), "{ext}: {out}");
        assert!(out.contains("0 findings"), "{ext}: {out}");
    }
}

#[test]
fn a_wrong_expectation_is_caught_in_both_formats() {
    // floor instead of truncation differs for the negative results (t < 10): the kernel's
    // own comparison fails and it stores past the end of `out`.
    for ext in ["ptx", "ll"] {
        let (code, out) = run(ext, "floor((i+0.5)*i+0.5-100)");
        assert_eq!(code, Some(1), "{ext}: {out}");
        assert!(out.contains("out-of-bounds"), "{ext}: {out}");
        assert!(!out.contains("float operator on integer"), "{ext}: {out}");
    }
}
