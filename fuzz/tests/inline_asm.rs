//! Inline PTX against its LLVM twin. The generator lowers one kernel description twice: with
//! plain LLVM loads, stores and atomics, and with some of them as inline PTX (`ld.shared.b32`,
//! Triton's guarded `@$2 ld.b32 { $0 }, [ $1 + 0 ]`, `@!$2 st…`, `atom.add.u32`, and
//! register-only `mov.b32`). The two must be the same program, so:
//!
//! - the interpreter must compute the same global memory for both, race-free both (the oracle
//!   of the asm semantics is LLVM's semantics of the twin);
//! - the eliminators must decide the same (the PTX model loses nothing the LLVM accesses
//!   carry: object, per-thread slot, atomicity), under every preset that models calls;
//! - the asm versions pass `opt-19 -passes=verify` when it is installed.

use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::harness::{adapters::Pipeline, Eliminator};
use syncflow_fuzz::interp::Interpreter;
use syncflow_ir::{parse_module, Module};

fn twins(seed: u64) -> (Module, Module, String) {
    let desc = KernelDesc::from_seed(seed);
    let plain = lower(&desc, &GenOptions::default());
    let asm = lower(
        &desc,
        &GenOptions {
            inline_asm: true,
            ..GenOptions::default()
        },
    );
    assert_eq!(plain.kernel, asm.kernel);
    (
        parse_module("plain.ll", &plain.ir).unwrap(),
        parse_module("asm.ll", &asm.ir).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", asm.ir)),
        asm.ir,
    )
}

#[test]
fn asm_kernels_compute_what_their_llvm_twins_compute() {
    let mut asm_calls = 0;
    for seed in 0..200 {
        let desc = KernelDesc::from_seed(seed);
        let launch = lower(&desc, &GenOptions::default()).launch;
        let (plain, asm, text) = twins(seed);
        asm_calls += text.matches("call i32 asm").count() + text.matches("call void asm").count();
        let kernel = |m: &Module| {
            m.function_by_name(&m.functions.iter().find(|f| f.is_kernel).unwrap().name)
                .unwrap()
        };
        let a = Interpreter::new(&plain).run(kernel(&plain), &launch);
        let b = Interpreter::new(&asm).run(kernel(&asm), &launch);
        assert!(
            a.completed() && a.is_clean(),
            "seed {seed}: plain {:?}",
            a.faults
        );
        assert!(
            b.completed() && b.is_clean(),
            "seed {seed}: asm {:?} {:?}\n{text}",
            b.faults,
            b.races.first().map(ToString::to_string)
        );
        assert_eq!(
            a.memory_digest, b.memory_digest,
            "seed {seed}: results differ\n{text}"
        );
    }
    assert!(
        asm_calls > 1000,
        "the generator emitted {asm_calls} asm calls"
    );
}

/// The effects of asm accesses are those of their LLVM twins. (The slots implied by race
/// freedom are off here: a predicated asm store, `@!p st` with `p = false` in the generator's
/// Triton form, is a partial write to the rule, while its twin `store` is a witness.)
#[test]
fn the_ptx_model_decides_as_llvm_does() {
    let presets = ["sound", "conservative"];
    let mut removed = 0;
    for seed in 0..300 {
        let (plain, asm, text) = twins(seed);
        for preset in presets {
            let p = Pipeline::new("pipeline", preset, &["race-free-slots=0"]);
            let lines = |m: &Module, r: &BTreeSet<syncflow_ir::Removal>| -> Vec<String> {
                r.iter()
                    .map(|r| {
                        let f = &m.functions[r.function];
                        m.location_string(&f.insts[r.inst]).unwrap_or_default()
                    })
                    .collect()
            };
            let (a, b) = (p.run(&plain), p.run(&asm));
            removed += a.len();
            assert_eq!(
                lines(&plain, &a),
                lines(&asm, &b),
                "seed {seed}, preset {preset}: the asm twin is decided differently\n{text}"
            );
        }
    }
    assert!(removed > 100, "only {removed} removals compared");
}

#[test]
fn asm_kernels_pass_llvm_verification() {
    if Command::new("opt-19").arg("--version").output().is_err() {
        eprintln!("skipped: opt-19 not installed (scripts/test.sh installs it)");
        return;
    }
    for seed in 0..40 {
        let (_, _, text) = twins(seed);
        let mut child = Command::new("opt-19")
            .args(["-passes=verify", "-disable-output"])
            .stdin(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "seed {seed}: {}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
