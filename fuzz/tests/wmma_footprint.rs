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
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
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
        let decided = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
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
                verdict.passed(),
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
        let decided = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
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

#[test]
fn with_the_tiles_as_register_moves_the_write_before_a_wmma_load_goes_and_races() {
    // The deliberately wrong footprint (knob `wmma-registers-only`): the barrier at line 15
    // (threads write `sa`, then the warps' wmma loads read it) looks empty and goes.
    let knobs = {
        let mut k = Knobs::preset("sound").unwrap();
        k.set("wmma-registers-only=1").unwrap();
        k
    };
    for file in FILES {
        let m = load(file);
        let decided = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
        let k = m.function_by_name("_Z10wmma_tilesPK6__halfS1_Pf").unwrap();
        let cut: BTreeSet<_> = decided
            .removals
            .iter()
            .filter(|r| r.function == k)
            .copied()
            .collect();
        let lines: BTreeSet<u32> = cut
            .iter()
            .filter_map(|r| m.functions[k].insts[r.inst].debug_loc.map(|l| l.line))
            .collect();
        assert!(lines.contains(&15), "{file}: removed {lines:?}");
        let cfg = launch(&m, k);
        let input = Interpreter::new(&m).run(k, &cfg);
        assert!(judge(&m, k, &cfg, &input, &cut).unsound(), "{file}");
    }
}

#[test]
fn generated_wmma_kernels_are_judged_and_the_wrong_footprint_is_caught() {
    use syncflow_fuzz::gen::GenOptions;
    use syncflow_fuzz::harness::adapters::pipelines;
    use syncflow_fuzz::harness::{run_campaign, CampaignConfig, Eliminator};
    let config = CampaignConfig {
        cases: 300,
        seed: 7,
        counterexamples: 0,
        gen: GenOptions {
            wmma: true,
            inline_asm: true,
            ..GenOptions::default()
        },
        ..CampaignConfig::default()
    };
    // How many generated kernels have the forms at all.
    let with_wmma = (0..config.cases)
        .filter(|i| {
            let desc = syncflow_fuzz::gen::KernelDesc::from_seed(
                syncflow_fuzz::harness::case_seed(config.seed, *i),
            );
            syncflow_fuzz::gen::lower(&desc, &config.gen)
                .ir
                .contains("wmma.")
        })
        .count();
    assert!(with_wmma >= 30, "only {with_wmma} of 300 kernels use wmma");
    let elims: Vec<Box<dyn Eliminator>> = pipelines()
        .into_iter()
        .filter(|p| {
            p.name() == "pipeline" && (p.preset() == "sound" || p.preset().contains("wmma"))
        })
        .map(|p| Box::new(p) as Box<dyn Eliminator>)
        .collect();
    assert_eq!(elims.len(), 2);
    let c = run_campaign(&config, &elims, &[]);
    assert_eq!(c.racy_inputs, 0);
    let sound = &c.eliminators[0];
    let wrong = &c.eliminators[1];
    assert_eq!(sound.unsound, 0, "sound: {:?}", sound.counterexamples);
    assert!(
        wrong.unsound > 0,
        "wmma-registers-only removed {} and nothing was caught",
        wrong.removed
    );
}
