//! Engine time per block visit on gen/kill problems over graphs of 10 to 100,000 blocks.
//!
//! The graphs are structured like compiled code: a chain of blocks with forward branches
//! (diamonds) and loops whose back edges span a few blocks, so each block has 1–2
//! successors. Each block has 4 statements over a 64-bit universe. Criterion reports the time
//! per solve; the block-visit count of each size is printed once, and throughput is set to
//! it, so `elem/s` is block visits per second and linear growth shows as a flat rate.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{
    apply_statements, Analysis, Backward, Engine, Forward, GenKill, Location, MeetMode,
};
use syncflow_framework::graph::{BlockId, Cfg};

const BITS: usize = 64;
const STATEMENTS: usize = 4;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn graph(len: usize, rng: &mut Rng) -> Cfg {
    let mut edges = Vec::with_capacity(2 * len);
    for i in 0..len.saturating_sub(1) {
        edges.push((BlockId::new(i), BlockId::new(i + 1)));
        match rng.below(8) {
            // Forward branch over a few blocks.
            0 | 1 => edges.push((
                BlockId::new(i),
                BlockId::new((i + 2 + rng.below(4)).min(len - 1)),
            )),
            // Loop back edge.
            2 => edges.push((
                BlockId::new(i),
                BlockId::new(i.saturating_sub(1 + rng.below(6))),
            )),
            _ => {}
        }
    }
    Cfg::from_edges(len, BlockId::new(0), edges)
}

struct Problem<D> {
    statements: Vec<[GenKill; STATEMENTS]>,
    summaries: Vec<GenKill>,
    mode: MeetMode,
    _d: std::marker::PhantomData<D>,
}

fn problem<D>(len: usize, mode: MeetMode, rng: &mut Rng) -> Problem<D> {
    let statements: Vec<[GenKill; STATEMENTS]> = (0..len)
        .map(|_| {
            std::array::from_fn(|_| {
                let mut gk = GenKill::identity(BITS);
                gk.generate(rng.below(BITS));
                gk.kill(rng.below(BITS));
                gk
            })
        })
        .collect();
    let summaries = statements
        .iter()
        .map(|s| {
            let mut sum = GenKill::identity(BITS);
            s.iter().for_each(|g| sum.then(g));
            sum
        })
        .collect();
    Problem {
        statements,
        summaries,
        mode,
        _d: std::marker::PhantomData,
    }
}

impl<D: syncflow_framework::dataflow::Direction> Analysis for Problem<D> {
    type Domain = FixedBitSet;
    type Direction = D;
    const NAME: &'static str = "bench-gen-kill";

    fn meet_mode(&self) -> MeetMode {
        self.mode
    }

    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(BITS)
    }

    fn statement_count(&self, _: BlockId) -> usize {
        STATEMENTS
    }

    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        self.statements[at.block.index()][at.statement].apply(state);
    }

    fn apply_block(&self, state: &mut FixedBitSet, block: BlockId) {
        // Forward summaries only; backward goes statement by statement.
        if D::IS_FORWARD {
            self.summaries[block.index()].apply(state);
        } else {
            apply_statements(self, state, block);
        }
    }
}

fn bench_direction<D: syncflow_framework::dataflow::Direction>(
    c: &mut Criterion,
    name: &str,
    mode: MeetMode,
) {
    let mut group = c.benchmark_group(name);
    for len in [10usize, 100, 1_000, 10_000, 100_000] {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d ^ len as u64);
        let cfg = graph(len, &mut rng);
        let visits = Engine::new(&cfg, problem::<D>(len, mode, &mut Rng(7)))
            .iterate_to_fixpoint()
            .stats()
            .block_visits;
        eprintln!(
            "{name}/{len}: {visits} block visits ({:.2} per block)",
            visits as f64 / len as f64
        );
        group.throughput(Throughput::Elements(visits));
        group.bench_with_input(BenchmarkId::from_parameter(len), &len, |bench, &len| {
            bench.iter_batched(
                || problem::<D>(len, mode, &mut Rng(7)),
                |analysis| {
                    Engine::new(&cfg, analysis)
                        .iterate_to_fixpoint()
                        .stats()
                        .block_visits
                },
                criterion::BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

fn engine(c: &mut Criterion) {
    bench_direction::<Forward>(c, "forward-or", MeetMode::Or);
    bench_direction::<Backward>(c, "backward-and", MeetMode::And);
}

criterion_group!(benches, engine);
criterion_main!(benches);
