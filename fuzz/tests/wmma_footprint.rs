//! The footprint of `wmma.load`/`wmma.store` in the effect model (docs/design.md §9): the
//! tile's object, read or written, and `wmma.mma`/`mma` register-only. tests/matrix holds
//! two wmma kernels written for this (README.md), through clang (NVVM intrinsics), llc and
//! nvcc (PTX): every barrier is decided on real conflicts — none is kept for unknown memory —
//! the two that order nothing go, and the interpreter finds nothing new in the outputs.

use std::collections::BTreeSet;
use std::path::Path;
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{ArgValue, Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, Module};
use syncflow_transforms::eliminate::{eliminate, UniformityOracle};
use syncflow_transforms::knobs::Knobs;

fn load(rel: &str) -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/matrix")
        .join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    if rel.ends_with(".ptx") {
        syncflow_ir::ptx::parse_ptx_module(rel, &text).unwrap()
    } else {
        parse_module(rel, &text).unwrap()
    }
}

const FILES: &[&str] = &[
    "wmma_gemm.ll",
    "llc/wmma_gemm.sm80.ptx",
    "nvcc/wmma_gemm.sm80.ptx",
];

/// The launch each kernel was written for (64 and 128 threads; N = K = 32: two slices of K).
fn launch(m: &Module, kernel: syncflow_ir::FunctionId) -> LaunchConfig {
    let gemm = m.functions[kernel].name.contains("wmma_gemm");
    let block = if gemm { [128, 1, 1] } else { [64, 1, 1] };
    let mut cfg = LaunchConfig::for_kernel(m, kernel, block, 1 << 16, 32);
    for a in cfg.args.iter_mut() {
        if let ArgValue::Int(v) = a {
            *v = 32;
        }
    }
    cfg
}

#[test]
fn every_barrier_is_decided_on_the_tiles_and_the_removals_are_sound() {
    let knobs = Knobs::preset("sound").unwrap();
    for file in FILES {
        let m = load(file);
        let decided = eliminate(&m, &knobs, &UniformityOracle::new(&m));
        let unknown: Vec<String> = decided
            .decisions
            .iter()
            .filter(|d| format!("{:?}", d.reason).to_lowercase().contains("unknown"))
            .map(|d| format!("{:?}", d.reason))
            .collect();
        assert!(
            unknown.is_empty(),
            "{file}: kept for unknown memory: {unknown:?}"
        );
        let lines: BTreeSet<u32> = decided
            .decisions
            .iter()
            .filter(|d| d.removed)
            .filter_map(|d| {
                m.functions[d.function].insts[d.inst]
                    .debug_loc
                    .map(|l| l.line)
            })
            .collect();
        // wmma_tiles' barrier between the wmma loads (of sa, B) and the store (to sc), and
        // the redundant one after wmma_gemm's loop.
        assert_eq!(lines, BTreeSet::from([23, 51]), "{file}");
        for (k, f) in m.functions.iter_enumerated().filter(|(_, f)| f.is_kernel) {
            let cfg = launch(&m, k);
            let input = Interpreter::new(&m).run(k, &cfg);
            assert!(
                input.completed() && input.is_clean(),
                "{file} {}: {:?} {:?} {:?}",
                f.name,
                input.faults,
                input.races,
                input.divergences
            );
            let mine: BTreeSet<_> = decided
                .removals
                .iter()
                .filter(|r| r.function == k)
                .copied()
                .collect();
            let verdict = judge(&m, k, &cfg, &input, &mine);
            assert!(
                !verdict.unsound(),
                "{file} {}: {:?}",
                f.name,
                verdict.new_findings
            );
        }
    }
}

#[test]
fn the_barriers_the_tiles_need_are_caught_when_removed() {
    // Each kept barrier's removal alone shows a race in the interpreter: the model keeps
    // what the tiles need, not more.
    let knobs = Knobs::preset("sound").unwrap();
    for file in FILES {
        let m = load(file);
        let decided = eliminate(&m, &knobs, &UniformityOracle::new(&m));
        for d in decided.decisions.iter().filter(|d| !d.removed) {
            let k = d.function;
            let cfg = launch(&m, k);
            let input = Interpreter::new(&m).run(k, &cfg);
            let cut = BTreeSet::from([syncflow_ir::Removal {
                function: k,
                inst: d.inst,
            }]);
            let line = m.functions[k].insts[d.inst].debug_loc.map(|l| l.line);
            assert!(
                judge(&m, k, &cfg, &input, &cut).unsound(),
                "{file}: removing the barrier at line {line:?} shows nothing"
            );
        }
    }
}
