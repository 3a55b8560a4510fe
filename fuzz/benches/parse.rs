//! Parse throughput (MB/s) of the LLVM IR front-end: on the whole corpus and on large
//! generated modules.
//!
//! `cargo bench -p syncflow-fuzz --bench parse`. Criterion's `thrpt` column is the
//! throughput in bytes of IR text per second. The whole-process comparison with
//! `opt-19 -disable-output` lives in `scripts/compare_parse.py`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::path::Path;
use syncflow_fuzz::large_kernel::{generate, LargeKernelSpec};
use syncflow_ir::parse_module;

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

fn bench_parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse");
    group.sample_size(10);
    let files = corpus();
    let bytes: usize = files.iter().map(String::len).sum();
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("corpus", |b| {
        b.iter(|| {
            for text in &files {
                parse_module("k.ll", text).unwrap();
            }
        })
    });
    for instructions in [10_000, 100_000, 1_000_000] {
        let text = generate(&LargeKernelSpec {
            instructions,
            barriers: instructions / 100,
            removable: 0.5,
            functions: 8,
            seed: 1,
        });
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("generated", instructions),
            &text,
            |b, text| b.iter(|| parse_module("big.ll", text).unwrap()),
        );
    }
    group.finish();
}

criterion_group!(benches, bench_parse);
criterion_main!(benches);
