//! Multi-buffered shared arrays (`GenOptions::multi_buffer`): the generator's ring loops run
//! clean in the interpreter as generated, and the ground truth it records on each loop's
//! trailing barrier (`RingLoop::trailing_removable`, argued in the generator's
//! `emit/multi_buffer.rs`) is what the interpreter sees when that barrier alone is removed by
//! hand: a race in every broken loop, nothing new in every correct one. The sound pipeline
//! stays sound on these kernels and keeps every required trailing barrier.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc, RingKind, RingLoop, StageForm};
use syncflow_fuzz::harness::adapters::Pipeline;
use syncflow_fuzz::harness::{harness_launch, judge_runs, Eliminator, InputRuns};
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, print_module, Module, Removal};

const KERNELS: u64 = 160;

fn options() -> GenOptions {
    GenOptions {
        multi_buffer: true,
        ..GenOptions::default()
    }
}

/// The races of `module` without `removed`, under each schedule the harness explores.
fn races_without(module: &Module, launch: &LaunchConfig, removed: Removal) -> usize {
    let text = print_module(module, &BTreeSet::from([removed])).expect("a barrier prints away");
    let out = parse_module("out.ll", &text).expect("the output parses");
    let f = out.function_by_name("kernel").expect("kernel");
    syncflow_fuzz::harness::explored_schedules(launch)
        .into_iter()
        .map(|schedule| {
            let cfg = LaunchConfig {
                schedule,
                ..launch.clone()
            };
            Interpreter::new(&out).run(f, &cfg).races.len()
        })
        .sum()
}

#[test]
fn ring_loops_run_clean_and_their_trailing_barriers_match_the_ground_truth() {
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let (mut forms, mut stages, mut trips) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for seed in 0..KERNELS {
        let g = lower(&KernelDesc::from_seed(seed), &options());
        assert!(!g.rings.is_empty(), "seed {seed}: no ring loop");
        let m = parse_module("gen.ll", &g.ir).expect("generated kernels parse");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let first = input.first();
        assert!(
            !input.racy() && first.completed(),
            "seed {seed}: the input is not clean: {:?} {:?}\n{}",
            first.races.first().map(ToString::to_string),
            first.faults.iter().find(|f| f.is_fatal()),
            g.source
        );
        for ring in &g.rings {
            let RingLoop {
                kind,
                form,
                stages: s,
                min_trips,
                trailing_line,
            } = *ring;
            assert!(
                min_trips > s,
                "seed {seed}: {ring:?} runs too few iterations"
            );
            let name = format!("{kind:?}").split(' ').next().unwrap().to_string();
            *kinds.entry(name).or_default() += 1;
            forms.insert(format!("{form:?}"));
            stages.insert(s);
            trips.insert(min_trips);
            let b = common::barrier_at(&m, f, trailing_line);
            let verdict = judge_runs(&m, f, &launch, &input, &BTreeSet::from([b]));
            if ring.trailing_removable() {
                assert!(
                    verdict.passed(),
                    "seed {seed}: {ring:?}: removing the trailing barrier of a correct loop \
                     changed something: {:?}\n{}",
                    verdict.new_findings,
                    g.source
                );
            } else {
                assert!(
                    races_without(&m, &launch, b) > 0,
                    "seed {seed}: {ring:?}: removing the trailing barrier of a broken loop \
                     shows no race\n{}",
                    g.source
                );
            }
        }
    }
    // Every kind, every form, every ring size and several trip counts were drawn.
    for kind in [
        "Correct",
        "Lookahead",
        "ShortReuse",
        "DivergentIndex",
        "DivergentUpdate",
        "SingleBarrier",
        "AsyncPipelined",
        "AsyncLagging",
    ] {
        assert!(kinds.get(kind).is_some_and(|c| *c >= 3), "{kinds:?}");
    }
    assert_eq!(forms.len(), 7, "{forms:?}");
    assert_eq!(stages, BTreeSet::from([2, 3, 4]));
    assert!(trips.len() >= 4, "{trips:?}");
}

/// `sound` removes no required trailing barrier and nothing the interpreter sees needed, and
/// the loop-top barrier of every pipelined `cp.async` ring (group counting); the unsound
/// `iterations-ignore-distance` and `async-partial-waits-complete-nothing` (where this build has the
/// knobs) are caught.
#[test]
fn the_sound_pipeline_keeps_what_ring_loops_need() {
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let ignore = Pipeline::try_new(
        "dse",
        "sound",
        &["passes=dse", "iterations-ignore-distance=1"],
    );
    let partial_nothing = Pipeline::try_new(
        "pipeline",
        "sound",
        &["async-partial-waits-complete-nothing=1"],
    );
    let (mut caught, mut caught_partial, mut removable_removed) = (0, 0, 0);
    let (mut pipelined, mut pipelined_removed) = (0, 0);
    // Correct rings whose stage is carried by two swapped header phis (indices or pointers):
    // (drawn, trailing barrier removed by sound).
    let mut swaps: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for seed in 0..KERNELS / 2 {
        let g = lower(&KernelDesc::from_seed(seed), &options());
        let m = parse_module("gen.ll", &g.ir).expect("generated kernels parse");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let removed = sound.run(&m);
        assert!(
            judge_runs(&m, f, &launch, &input, &removed).passed(),
            "seed {seed}: sound removed a needed barrier\n{}",
            g.source
        );
        for ring in &g.rings {
            let b = common::barrier_at(&m, f, ring.trailing_line);
            if ring.kind == RingKind::AsyncPipelined {
                pipelined += 1;
                pipelined_removed += usize::from(removed.contains(&b));
            }
            if ring.trailing_removable() {
                removable_removed += usize::from(removed.contains(&b));
                if matches!(ring.form, StageForm::Swap | StageForm::PointerSwap) {
                    let e = swaps.entry(format!("{:?}", ring.form)).or_default();
                    e.0 += 1;
                    e.1 += usize::from(removed.contains(&b));
                }
            } else {
                assert!(!removed.contains(&b), "seed {seed}: {ring:?}");
            }
        }
        if let Some(ignore) = &ignore {
            caught += usize::from(judge_runs(&m, f, &launch, &input, &ignore.run(&m)).unsound());
        }
        if let Some(weak) = &partial_nothing {
            let unsound = judge_runs(&m, f, &launch, &input, &weak.run(&m)).unsound();
            caught_partial += usize::from(unsound);
        }
    }
    if ignore.is_some() {
        assert!(caught >= 1, "iterations-ignore-distance was never caught");
    }
    if partial_nothing.is_some() {
        assert!(
            caught_partial >= 1,
            "async-partial-waits-complete-nothing was never caught"
        );
    }
    // Group counting: a wait that completes nothing the last one left carries no copy.
    assert!(pipelined >= 3, "{pipelined} pipelined cp.async rings");
    assert_eq!(
        pipelined_removed, pipelined,
        "sound kept the loop-top barrier of a pipelined cp.async ring"
    );
    // Before iteration distance, sound keeps the correct loops' trailing barriers too; the
    // count is printed for whoever teaches it (`cargo test -- --nocapture`).
    println!("sound removed {removable_removed} removable trailing barriers");
    // Swaps (docs/design.md §4.4, swapped pointers): the joint model of the two phis makes
    // the write of the next iteration's `cur` (this one's `oth`) apart from this one's reads.
    // Integer swaps (`Swap`) start from `cur = 0, oth = 0 ^ 1`: a constant start once `xor`
    // of two constants is computed exactly (§4.4, constant bits), so they lose it too.
    println!("correct swap rings (drawn, removed): {swaps:?}");
    for form in ["PointerSwap", "Swap"] {
        let (drawn, gone) = swaps.get(form).copied().unwrap_or_default();
        assert!(drawn >= 3, "few correct {form} rings drawn: {swaps:?}");
        assert!(
            2 * gone > drawn,
            "sound kept most correct {form} rings' trailing barriers: {swaps:?}"
        );
    }
}
