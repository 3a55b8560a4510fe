//! Warp-specialized loops (`GenOptions::warp_specialized`, docs/design.md §4.6): the generated
//! loops run clean as generated; the ground truth on each defensive barrier
//! (`WarpLoop::trailing_removable`, argued in the generator's `emit/warp_loop.rs`) is what the
//! interpreter sees when that barrier alone is removed: a new finding (a race, or named
//! barriers that no longer complete) in every broken loop, nothing new in every correct one.
//! The sound pipeline keeps every required defensive barrier, removes correct ones, and the
//! unsound `named-barriers-order-everything` row is caught.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc, WarpKind};
use syncflow_fuzz::harness::adapters::Pipeline;
use syncflow_fuzz::harness::{harness_launch, judge_runs, Eliminator, InputRuns};
use syncflow_ir::parse_module;

const SEEDS: u64 = 90;

fn options() -> GenOptions {
    GenOptions {
        warp_specialized: true,
        ..GenOptions::default()
    }
}

#[test]
fn warp_specialized_loops_match_their_ground_truth_and_sound_keeps_what_they_need() {
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let everything = Pipeline::new(
        "dse",
        "sound",
        &["passes=dse", "named-barriers-order-everything=1"],
    );
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    let (mut correct, mut correct_removed, mut caught) = (0, 0, 0);
    let (mut staged, mut staged_removed) = (0, 0);
    for seed in 0..SEEDS {
        let g = lower(&KernelDesc::from_seed(seed), &options());
        let Some(ws) = g.warp_loops.first().copied() else {
            continue;
        };
        *kinds.entry(format!("{:?}", ws.kind)).or_default() += 1;
        let m = parse_module("gen.ll", &g.ir).expect("generated kernels parse");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let first = input.first();
        assert!(
            !input.racy() && first.completed(),
            "seed {seed}: the input is not clean: {:?}\n{}",
            first.races.first().map(ToString::to_string),
            g.source
        );
        let b = common::barrier_at(&m, f, ws.trailing_line);
        let alone = judge_runs(&m, f, &launch, &input, &BTreeSet::from([b]));
        assert_eq!(
            alone.unsound(),
            !ws.trailing_removable(),
            "seed {seed}: {ws:?}: the defensive barrier alone removed: {:?}\n{}",
            alone.new_findings,
            g.source
        );
        let removed = sound.run(&m);
        assert!(
            judge_runs(&m, f, &launch, &input, &removed).passed(),
            "seed {seed}: sound removed a needed barrier\n{}",
            g.source
        );
        if ws.trailing_removable() {
            if ws.kind == WarpKind::Correct {
                correct += 1;
                correct_removed += usize::from(removed.contains(&b));
            }
            if ws.kind == WarpKind::TwoStage {
                staged += 1;
                staged_removed += usize::from(removed.contains(&b));
            }
        } else {
            assert!(!removed.contains(&b), "seed {seed}: {ws:?}\n{}", g.source);
        }
        caught += usize::from(judge_runs(&m, f, &launch, &input, &everything.run(&m)).unsound());
    }
    for kind in [
        "Correct",
        "RegisterIds",
        "MissingEmpty",
        "EarlyEmpty",
        "HalfCount",
        "TwoStage",
        "TwoStageOneBuffer",
    ] {
        assert!(kinds.get(kind).is_some_and(|c| *c >= 1), "{kinds:?}");
    }
    assert!(correct >= 3, "{correct} correct loops drawn: {kinds:?}");
    assert_eq!(
        correct_removed, correct,
        "sound kept the defensive barrier of a correct warp-specialized loop"
    );
    // The ids that follow the phase (`1 + (k & 1)`) are read, and the roles keep the two
    // stages' halves apart: every two-stage loop loses its defensive barrier.
    assert!(staged >= 1, "{kinds:?}");
    assert_eq!(
        staged_removed, staged,
        "sound kept the defensive barrier of a two-stage warp-specialized loop"
    );
    assert!(
        caught >= 1,
        "named-barriers-order-everything was never caught"
    );
}
