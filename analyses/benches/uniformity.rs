//! Uniformity analysis and lint throughput on a large generated module.
//!
//! The module comes from the fuzz crate's generator (which depends on this crate, so it is a
//! file here): `cargo run --release -p syncflow-fuzz --bin gen -- --instructions 1000000
//! --barriers 10000 --functions 20 -o /tmp/big.ll`, or set `SYNCFLOW_BENCH_MODULE`. Without
//! it the benchmark runs over the corpus. Whole-process comparison with `opt-19`:
//! `scripts/compare_uniformity.py`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::path::PathBuf;
use syncflow_analyses::uniformity::{divergent_barriers_in, ModuleUniformity, Options};
use syncflow_ir::parse_module;

fn inputs() -> Vec<(String, String)> {
    let big = std::env::var("SYNCFLOW_BENCH_MODULE").unwrap_or_else(|_| "/tmp/big.ll".into());
    if let Ok(text) = std::fs::read_to_string(&big) {
        return vec![(big, text)];
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

fn bench(c: &mut Criterion) {
    let modules: Vec<_> = inputs()
        .into_iter()
        .map(|(n, t)| parse_module(&n, &t).unwrap())
        .collect();
    let mut g = c.benchmark_group("uniformity");
    g.sample_size(10);
    g.bench_function("analyze", |b| {
        b.iter(|| {
            for m in &modules {
                std::hint::black_box(ModuleUniformity::analyze(m, &Options::default()));
            }
        })
    });
    g.bench_function("analyze+lint", |b| {
        b.iter(|| {
            for m in &modules {
                let u = ModuleUniformity::analyze(m, &Options::default());
                for f in m.functions.indices() {
                    std::hint::black_box(divergent_barriers_in(m, &u, f));
                }
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
