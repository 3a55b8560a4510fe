//! Certificates of the `dominance` pass on generated kernels: every one passes the independent
//! checker, and every removal is one `dse` also deems removable on the same program.
//!
//! Two sources: the random kernel generator of docs/design.md §7 ([`syncflow_fuzz::gen`]: shared
//! and global accesses, uniform and divergent branches, loops with barriers, device functions,
//! atomics), 10,000 kernels in release builds; and the deterministic large-kernel generator
//! ([`syncflow_fuzz::large_kernel`]: nested uniform loops and diamonds), 10,000 more.

use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::liveness::Checker;
use syncflow_analyses::memory::{EffectOptions, EffectTable};
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};
use syncflow_ir::parse_module;
use syncflow_ir::Module;
use syncflow_transforms::eliminate::{
    eliminate, AssumeUniform, DivergenceOracle, UniformityDivergence,
};
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
        let (b, c) = check_module(
            &m,
            &knobs,
            &AssumeUniform,
            &format!("large seed {seed}"),
            &text,
        );
        barriers += b;
        certificates += c;
    }
    eprintln!(
        "{} kernels, {barriers} barriers, {certificates} certificates checked",
        kernels()
    );
    assert!(certificates > barriers / 10, "{certificates} of {barriers}");
}

/// Runs `knobs` on `m`, checks every certificate and the dse agreement; returns (barriers,
/// certificates).
fn check_module(
    m: &Module,
    knobs: &Knobs,
    oracle: &dyn DivergenceOracle,
    what: &str,
    text: &str,
) -> (usize, usize) {
    let r = eliminate(m, knobs, oracle);
    let checker = Checker::new(m, EffectOptions::default());
    let table = EffectTable::new(m, EffectOptions::default());
    let mut certificates = 0;
    for (f, inst, c) in &r.certificates {
        if let Err(e) = checker.check(c) {
            panic!("{what} sync-mode {}: {e}\n{c:#?}\n{text}", knobs.sync_mode);
        }
        let func = &m.functions[*f];
        let effects = table.function_effects(m, *f);
        let cfg = func.cfg();
        let mut removed = FixedBitSet::with_capacity(func.insts.len());
        for gone in &c.assumes_removed {
            removed.insert(
                gone.resolve(func)
                    .expect("the certificate names a barrier")
                    .index(),
            );
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
            "{what}: dse would keep {}\n{text}",
            c.barrier.describe()
        );
        certificates += 1;
    }
    (r.decisions.len(), certificates)
}

#[test]
fn certificates_on_random_kernels_pass_the_checker_and_agree_with_dse() {
    let mut knobs = Knobs::preset("sound").unwrap();
    knobs.set("passes=dominance").unwrap();
    let (mut certificates, mut barriers) = (0usize, 0usize);
    for seed in 0..kernels() {
        let k = lower(&KernelDesc::from_seed(seed), &GenOptions::default());
        let m = parse_module("gen.ll", &k.ir).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        knobs.sync_mode = 1 + (seed % 3) as u8;
        let oracle = UniformityDivergence::new(&m);
        let (b, c) = check_module(&m, &knobs, &oracle, &format!("gen seed {seed}"), &k.ir);
        barriers += b;
        certificates += c;
    }
    eprintln!(
        "{} random kernels, {barriers} barriers, {certificates} certificates checked",
        kernels()
    );
    assert!(certificates > 0);
}

/// The dominance pass's single sweep makes exactly the decisions (reasons included) and the
/// certificates of the literal loop that starts over after every removal
/// (`rescan-after-removal=1`): the antitonicity argument in `dominance.rs`, checked on large
/// generated kernels with many removable barriers, under each sync-mode and restart policy.
#[test]
fn dominance_single_sweep_equals_rescanning() {
    let cases = if cfg!(debug_assertions) { 30 } else { 300 };
    let mut removed = 0;
    for seed in 0..cases {
        let spec = LargeKernelSpec {
            instructions: 200 + (seed as usize % 5) * 150,
            barriers: 5 + seed as usize % 20,
            removable: [0.5, 0.8, 1.0][seed as usize % 3],
            functions: 1 + seed as usize % 2,
            seed,
        };
        let m = parse_module("gen.ll", &generate(&spec)).unwrap();
        let mut knobs = Knobs::preset("sound").unwrap();
        knobs.set("passes=dominance").unwrap();
        knobs.sync_mode = 1 + (seed % 3) as u8;
        knobs
            .set(["restart=incremental", "restart=full"][seed as usize % 2])
            .unwrap();
        let sweep = eliminate(&m, &knobs, &AssumeUniform);
        knobs.set("rescan-after-removal=1").unwrap();
        let rescan = eliminate(&m, &knobs, &AssumeUniform);
        assert_eq!(sweep.decisions, rescan.decisions, "seed {seed}");
        assert_eq!(sweep.certificates, rescan.certificates, "seed {seed}");
        removed += sweep.removals.len();
    }
    assert!(removed > cases as usize, "{removed} removals compared");
}
