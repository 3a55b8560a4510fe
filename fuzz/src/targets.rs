//! The bodies of the cargo-fuzz targets.
//!
//! Each function takes the fuzzer's bytes and panics on a bug; the crate in
//! `fuzz/fuzz_targets/` wraps each in a three-line `fuzz_target!` shim, and the `smoke` test
//! runs each on a fixed budget of inputs under `cargo test`.

use crate::gen::{lower, GenOptions, KernelDesc, Target};
use crate::harness::{self, claims_of, IdsAreUniform};
use crate::interp::Interpreter;
use arbitrary::{Arbitrary, Unstructured};
use syncflow_ir::{parse_module, print_module};

/// Parser robustness, both front-ends: arbitrary bytes parse or fail with an error — never a
/// panic — and what parses prints back byte-identical.
pub fn parser(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(m) = parse_module("fuzz.ll", &text) {
        let printed = print_module(&m, &Default::default()).expect("printing nothing removed");
        assert_eq!(printed, m.source, "an untouched module prints identical");
    }
    // The same bytes through the PTX front-end: an error or a module that prints identical.
    if let Ok(m) = syncflow_ir::ptx::parse_ptx_module("fuzz.ptx", &text) {
        let printed = print_module(&m, &Default::default()).expect("printing nothing removed");
        assert_eq!(
            printed, m.source,
            "an untouched PTX module prints identical"
        );
    }
}

/// Eliminator soundness: a kernel described by the bytes (bytes after the description
/// choose whether some accesses are inline PTX, whether the block shape is stated, whether
/// some copies are asynchronous or warp matrix operations, whether the kernel gets the
/// synchronization idioms of issue 27, whether its shared memory is carved as XLA and
/// Triton carve it, issue 30, and whether it is AMDGPU IR, wave64 or wave32, issue 38, which
/// drops the NVIDIA-only choices), every registered eliminator that must be sound, judged by
/// the interpreter.
pub fn eliminator_soundness(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(desc) = KernelDesc::arbitrary(&mut u) else {
        return;
    };
    let mut gen = GenOptions {
        inline_asm: bool::arbitrary(&mut u).unwrap_or(false),
        launch_facts: bool::arbitrary(&mut u).unwrap_or(false),
        async_copies: bool::arbitrary(&mut u).unwrap_or(false),
        matrix_ops: bool::arbitrary(&mut u).unwrap_or(false),
        sync_idioms: bool::arbitrary(&mut u).unwrap_or(false),
        carved_buffers: bool::arbitrary(&mut u).unwrap_or(false),
        ..GenOptions::default()
    };
    if bool::arbitrary(&mut u).unwrap_or(false) {
        gen = GenOptions {
            target: Target::Amdgpu {
                wave32: bool::arbitrary(&mut u).unwrap_or(false),
            },
            carved_buffers: gen.carved_buffers,
            ..GenOptions::default()
        };
    }
    let k = lower(&desc, &gen);
    for e in harness::registry().iter().filter(|e| e.must_be_sound()) {
        let v = harness::check_generated(&k, e.as_ref()).expect("generated kernels parse");
        assert!(
            v.passed(),
            "{} ({}) is unsound: {:?}\n{}",
            e.name(),
            e.preset(),
            v.new_findings,
            k.ir
        );
    }
}

/// Uniformity soundness: every value the oracle calls uniform is equal in every thread.
pub fn uniformity_soundness(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(desc) = KernelDesc::arbitrary(&mut u) else {
        return;
    };
    let k = lower(&desc, &GenOptions::default());
    let m = parse_module("gen.ll", &k.ir).expect("generated kernels parse");
    let f = m.function_by_name(&k.kernel).expect("kernel");
    let claims = claims_of(&IdsAreUniform, &m);
    let r = Interpreter::new(&m).run_checking_uniformity(f, &k.launch, &claims);
    assert!(
        r.uniformity_violations.is_empty(),
        "{:?}\n{}",
        r.uniformity_violations,
        k.ir
    );
}
