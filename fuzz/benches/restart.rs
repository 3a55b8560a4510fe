//! `Full` versus `Incremental` restart as the number of removable barriers grows, and the
//! cost of each stage of the pipeline on generated kernels.
//!
//! `cargo bench -p syncflow-fuzz --bench restart`. Parsing is done once outside the timed
//! loops: these numbers are the analyses and eliminators alone.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::memory::{EffectOptions, EffectTable};
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};
use syncflow_ir::{parse_module, Module};
use syncflow_transforms::eliminate::{eliminate, AssumeUniform};
use syncflow_transforms::knobs::Knobs;

fn kernel(instructions: usize, barriers: usize, removable: f64) -> Module {
    let text = generate(&LargeKernelSpec {
        instructions,
        barriers,
        removable,
        functions: 1,
        seed: 7,
    });
    parse_module("bench.ll", &text).unwrap()
}

fn knobs(restart: &str, passes: &str) -> Knobs {
    let mut k = Knobs::preset("sound").unwrap();
    k.set(&format!("restart={restart}")).unwrap();
    k.set(&format!("passes={passes}")).unwrap();
    k
}

fn bench_restart(c: &mut Criterion) {
    let mut group = c.benchmark_group("restart");
    group.sample_size(10);
    for removable in [10, 100, 1000] {
        let m = kernel(100_000, removable, 1.0);
        for restart in ["full", "incremental"] {
            let k = knobs(restart, "dse");
            let removed = eliminate(&m, &k, &AssumeUniform).removed();
            assert_eq!(
                removed, removable,
                "every barrier of the generated kernel is removable"
            );
            group.bench_with_input(BenchmarkId::new(restart, removable), &m, |b, m| {
                b.iter(|| eliminate(m, &k, &AssumeUniform))
            });
        }
    }
    // 10,000 removable barriers in a 10^6-instruction kernel: incremental only (full restart
    // would re-solve a million instructions ten thousand times).
    let m = kernel(1_000_000, 10_000, 1.0);
    let k = knobs("incremental", "dse");
    group.bench_with_input(BenchmarkId::new("incremental", 10_000), &m, |b, m| {
        b.iter(|| eliminate(m, &k, &AssumeUniform))
    });
    group.finish();
}

fn bench_stages(c: &mut Criterion) {
    let mut group = c.benchmark_group("stages");
    group.sample_size(10);
    for instructions in [10_000, 100_000, 1_000_000] {
        let m = kernel(instructions, instructions / 100, 0.5);
        group.bench_with_input(BenchmarkId::new("effects", instructions), &m, |b, m| {
            b.iter(|| EffectTable::new(m, EffectOptions::default()))
        });
        let table = EffectTable::new(&m, EffectOptions::default());
        let f = m.function_by_name("kernel0").unwrap();
        let effects = table.function_effects(&m, f);
        let func = &m.functions[f];
        let cfg = func.cfg();
        let none = fixedbitset::FixedBitSet::with_capacity(func.insts.len());
        group.bench_with_input(
            BenchmarkId::new("hazard-intervals", instructions),
            &m,
            |b, _| {
                b.iter(|| {
                    HazardIntervals::new(
                        &cfg,
                        func,
                        &effects,
                        table.objects(),
                        HazardOptions::default(),
                        &none,
                    )
                })
            },
        );
        for pass in ["basic-dbe", "branch-dist", "dse"] {
            let k = knobs("incremental", pass);
            group.bench_with_input(BenchmarkId::new(pass, instructions), &m, |b, m| {
                b.iter(|| eliminate(m, &k, &AssumeUniform))
            });
        }
        let k = knobs("incremental", "basic-dbe,branch-dist,dse");
        group.bench_with_input(BenchmarkId::new("pipeline", instructions), &m, |b, m| {
            b.iter(|| eliminate(m, &k, &AssumeUniform))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_restart, bench_stages);
criterion_main!(benches);
