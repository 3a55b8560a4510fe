//! Certificates of the `dominance` pass on generated kernels: every one passes the independent
//! checker, and every removal is one `dse` also deems removable on the same program.
//!
//! The random kernel generator of DESIGN.md §7 is not on main yet; until it is, this runs
//! over [`syncflow_fuzz::large_kernel::generate`] (uniform loops and diamonds of hazard and
//! quiet segments) with many seeds and shapes.

use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::liveness::Checker;
use syncflow_analyses::memory::{EffectOptions, EffectTable};
use syncflow_framework::ir::parse_module;
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};
use syncflow_transforms::eliminate::{eliminate, AssumeUniform};
use syncflow_transforms::knobs::Knobs;

fn kernels() -> u64 {
    // Seconds in release; a tenth of that in debug builds.
    if cfg!(debug_assertions) {
        1_000
    } else {
        10_000
    }
}

#[test]
fn certificates_on_generated_kernels_pass_the_checker_and_agree_with_dse() {
    let mut knobs = Knobs::preset("sound").unwrap();
    knobs.set("passes=dominance").unwrap();
    let (mut certificates, mut barriers) = (0usize, 0usize);
    for seed in 0..kernels() {
        let spec = LargeKernelSpec {
            instructions: 40 + (seed as usize % 7) * 30,
            barriers: 2 + seed as usize % 9,
            removable: [0.2, 0.5, 0.8, 1.0][seed as usize % 4],
            functions: 1,
            seed,
        };
        let text = generate(&spec);
        let m = parse_module("gen.ll", &text).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let mode = 1 + (seed % 3) as u8;
        knobs.sync_mode = mode;
        let r = eliminate(&m, &knobs, &AssumeUniform);
        barriers += r.decisions.len();
        let checker = Checker::new(&m, EffectOptions::default());
        let table = EffectTable::new(&m, EffectOptions::default());
        for (f, inst, c) in &r.certificates {
            if let Err(e) = checker.check(c) {
                panic!("seed {seed} sync-mode {mode}: {e}\n{c:#?}\n{text}");
            }
            let func = &m.functions[*f];
            let effects = table.function_effects(&m, *f);
            let cfg = func.cfg();
            let mut removed = FixedBitSet::with_capacity(func.insts.len());
            for gone in &c.assumes_removed {
                let block = func.block_by_name(&gone.block).unwrap();
                removed.insert(func.blocks[block].first.index() + gone.index);
            }
            let hi = HazardIntervals::new(
                &cfg,
                func,
                &effects,
                table.objects(),
                HazardOptions::default(),
                &removed,
            );
            assert!(
                hi.conflicts(*inst, table.objects(), knobs.precision())
                    .is_empty(),
                "seed {seed}: dse would keep {}",
                c.barrier.describe()
            );
            certificates += 1;
        }
    }
    eprintln!(
        "{} kernels, {barriers} barriers, {certificates} certificates checked",
        kernels()
    );
    assert!(certificates > barriers / 10, "{certificates} of {barriers}");
}
