//! Warp-specialized loops over an mbarrier ring (`GenOptions::mbarrier_ring`, docs/design.md
//! §4.6.1): the generated loops are spelt as clang spells CUTLASS's `ClusterBarrier` (the
//! asm strings are taken from clang's own `tests/pipelined/warp_specialized_mbar.ll`, not
//! repeated here), pass `opt-19 -passes=verify`, and run clean as generated; the ground truth
//! on each defensive barrier (`MbarKind::removable`, argued in the generator's
//! `emit/mbar_ring.rs`) is what the interpreter sees when that barrier alone is removed: a
//! race in every drawn broken kind, nothing new in the correct ones, a hang of the spin in a
//! full-only ring; a wrong-parity ring is broken with the barrier too. The sound pipeline
//! keeps every required barrier and takes most correct rings' (the rule of §4.6.1), and the
//! unsound `mbarrier-phases-order-everything` row is caught.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;
use syncflow_fuzz::gen::{lower, GenOptions, GeneratedKernel, KernelDesc, MbarKind};
use syncflow_fuzz::harness::adapters::Pipeline;
use syncflow_fuzz::harness::{
    candidate_barriers, case_seed, harness_launch, judge_runs, Eliminator, InputRuns, Side,
    StopCause, Verdict,
};
use syncflow_ir::{parse_module, Module};

fn options(kind: Option<MbarKind>) -> GenOptions {
    GenOptions {
        mbarrier_ring: true,
        mbarrier_ring_kind: kind,
        ..GenOptions::default()
    }
}

/// The first `count` seeds from `from` whose kernel has a ring loop, with their kernels.
fn rings(kind: Option<MbarKind>, from: u64, count: usize) -> Vec<(u64, GeneratedKernel)> {
    (from..)
        .map(|seed| (seed, lower(&KernelDesc::from_seed(seed), &options(kind))))
        .filter(|(_, g)| !g.mbar_rings.is_empty())
        .take(count)
        .collect()
}

/// One kernel's judgements: the input's runs, and the defensive and init barriers each
/// removed alone.
struct Judged {
    m: Module,
    input: InputRuns,
    trailing: Verdict,
    init: Verdict,
}

fn judge(g: &GeneratedKernel) -> Judged {
    let m = parse_module("gen.ll", &g.ir).expect("generated kernels parse");
    let f = m.function_by_name(&g.kernel).expect("kernel");
    let launch = harness_launch(&g.launch);
    let input = InputRuns::new(&m, f, &launch);
    let r = g.mbar_rings[0];
    let alone = |line| {
        let b = common::barrier_at(&m, f, line);
        judge_runs(&m, f, &launch, &input, &BTreeSet::from([b]))
    };
    let (trailing, init) = (alone(r.trailing_line), alone(r.init_line));
    Judged {
        input,
        trailing,
        init,
        m,
    }
}

/// The inline-asm strings of clang's `tests/pipelined/warp_specialized_mbar.ll`, each with
/// its constraint string: `call … asm [sideeffect] "<text>", "<constraints>"`.
fn clangs_asm() -> BTreeSet<String> {
    let path = common_root().join("tests/pipelined/warp_specialized_mbar.ll");
    let text = std::fs::read_to_string(path).expect("clang's .ll");
    text.lines()
        .filter_map(|l| {
            let at = l.find(" asm ")?;
            let rest = l[at + 5..].trim_start_matches("sideeffect ");
            let end = rest.find("\"(")?;
            Some(rest[..=end].to_string())
        })
        .collect()
}

fn common_root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_path_buf()
}

#[test]
fn rings_spell_clangs_cutlass_forms_and_pass_opt_verify() {
    let clang = clangs_asm();
    assert_eq!(
        clang.len(),
        4,
        "smem_u32, init, arrive, test_wait: {clang:?}"
    );
    let opt = Command::new("opt-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let mut stages = BTreeSet::new();
    for (seed, g) in rings(None, 0, 40) {
        let r = g.mbar_rings[0];
        stages.insert(r.stages);
        let ours: BTreeSet<String> =
            g.ir.lines()
                .filter_map(|l| {
                    let at = l.find(" asm ")?;
                    let rest = l[at + 5..].trim_start_matches("sideeffect ");
                    let end = rest.find("\"(")?;
                    Some(rest[..=end].to_string())
                })
                .collect();
        assert_eq!(ours, clang, "seed {seed}: the asm differs from clang's");
        // The stage as the rule reads it: `and k, S-1` for a power of two, `urem k, S` else.
        let stage =
            g.ir.lines()
                .find(|l| l.trim_start().starts_with("%ms"))
                .expect("the stage");
        let (op, operand) = if r.stages.is_power_of_two() {
            ("and", r.stages - 1)
        } else {
            ("urem", r.stages)
        };
        assert!(
            stage.contains(&format!(" = {op} i32 %k"))
                && stage.contains(&format!(", {operand}, !dbg")),
            "seed {seed}: S = {}: {stage}",
            r.stages
        );
        assert!(
            (r.stages + 1..=2 * r.stages + 2).contains(&r.trips),
            "{r:?}"
        );
        // The spin: the wait's result compared with 0, branching back to its block.
        assert!(g.ir.contains("= icmp eq i32 %mt"), "seed {seed}");
        assert!(
            g.ir.contains("\"nvvm.reqntid\""),
            "seed {seed}: the block is stated"
        );
        if opt && seed < 12 {
            if let Err(e) = common::opt_verify(&g.ir) {
                panic!("seed {seed}: {e}");
            }
        }
    }
    assert_eq!(stages, BTreeSet::from([2, 3, 4]), "every ring size drawn");
}

#[test]
fn drawn_rings_match_their_ground_truth_by_execution() {
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    // The drawn mix, then every drawn kind forced on the first six rings (sizes 2 and 3).
    let mut cases = rings(None, 0, 30);
    for (_, g) in &cases {
        *kinds
            .entry(format!("{:?}", g.mbar_rings[0].kind))
            .or_default() += 1;
    }
    for kind in MbarKind::ALL.into_iter().filter(|k| k.drawn()) {
        cases.extend(rings(Some(kind), 0, 6));
    }
    for (seed, g) in &cases {
        let r = g.mbar_rings[0];
        let j = judge(g);
        let first = j.input.first();
        assert!(
            !j.input.racy() && first.completed(),
            "seed {seed}: {r:?}: the input is not clean: {:?} {:?}\n{}",
            first.races.first().map(ToString::to_string),
            first.faults.first(),
            g.source
        );
        // Both barriers are candidates the harness judges.
        let f = j.m.function_by_name(&g.kernel).expect("kernel");
        let candidates = candidate_barriers(&j.m);
        for line in [r.trailing_line, r.init_line] {
            assert!(candidates.contains(&common::barrier_at(&j.m, f, line)));
        }
        assert_eq!(
            j.trailing.unsound(),
            !r.trailing_removable(),
            "seed {seed}: {r:?}: the defensive barrier alone removed: {:?} {:?}\n{}",
            j.trailing.new_findings,
            j.trailing.inconclusive,
            g.source
        );
        assert!(
            j.trailing.unsound() || j.trailing.passed(),
            "seed {seed}: {r:?}"
        );
        if !r.trailing_removable() {
            // A race on the ring's words, not something else.
            assert!(
                j.trailing
                    .new_race
                    .as_ref()
                    .is_some_and(|x| x.to_string().contains("@mr0")),
                "seed {seed}: {r:?}: {:?}",
                j.trailing.new_findings
            );
        }
        assert!(
            j.init.unsound(),
            "seed {seed}: {r:?}: the inits' barrier removed shows nothing"
        );
    }
    for kind in MbarKind::ALL.into_iter().filter(|k| k.drawn()) {
        assert!(
            kinds.get(&format!("{kind:?}")).is_some_and(|c| *c >= 1),
            "{kind:?}: {kinds:?}"
        );
    }
}

/// The two kinds the campaign does not draw, and why: a full-only ring without its barrier
/// hangs (the producers lap `full` by two phases, and a consumer's parity wait never returns),
/// which the harness calls inconclusive; a wrong-parity ring is broken with its barrier.
#[test]
fn full_only_hangs_without_its_barrier_and_wrong_parity_is_broken_with_it() {
    for (seed, g) in rings(Some(MbarKind::FullOnly), 0, 2) {
        let j = judge(&g);
        assert!(
            !j.input.racy() && j.input.first().completed(),
            "seed {seed}"
        );
        let hang = j
            .trailing
            .inconclusive
            .as_ref()
            .is_some_and(|i| i.side == Side::Output && i.cause == StopCause::StepLimit);
        assert!(
            j.trailing.unsound() || hang,
            "seed {seed}: full only, its barrier removed: {:?}",
            j.trailing
        );
        assert!(j.init.unsound(), "seed {seed}");
    }
    for (seed, g) in rings(Some(MbarKind::WrongParity), 0, 2) {
        let m = parse_module("gen.ll", &g.ir).expect("parses");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let input = InputRuns::new(&m, f, &harness_launch(&g.launch));
        let broken = input.racy() || input.runs.iter().any(|(_, r)| !r.completed());
        assert!(
            broken,
            "seed {seed}: a wrong-parity ring ran clean\n{}",
            g.source
        );
    }
}

#[test]
fn rings_are_deterministic_by_seed_and_vary_across_seeds() {
    let mut draws = BTreeSet::new();
    for seed in 0..60 {
        let desc = KernelDesc::from_seed(seed);
        let a = lower(&desc, &options(None));
        let b = lower(&desc, &options(None));
        assert_eq!(a.ir, b.ir, "seed {seed}");
        assert_eq!(a.mbar_rings, b.mbar_rings, "seed {seed}");
        if let Some(r) = a.mbar_rings.first() {
            draws.insert((format!("{:?}", r.kind), r.stages, r.trips));
        }
        // Turning the option on leaves the rest of the kernel as it was.
        let plain = lower(&desc, &GenOptions::default());
        assert!(a.ir.len() >= plain.ir.len());
        assert_eq!(a.mbar_rings.is_empty(), a.ir == plain.ir, "seed {seed}");
    }
    assert!(draws.len() >= 10, "{draws:?}");
}

/// What the campaign sees: of 300 kernels at seed 4, those with a ring (a 1-D block of a
/// multiple of 64 threads); `sound` removes no required defensive barrier and its output
/// runs clean.
#[test]
fn sound_keeps_every_required_defensive_barrier() {
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let mut with = 0;
    let mut kinds: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for i in 0..300 {
        let g = lower(&KernelDesc::from_seed(case_seed(4, i)), &options(None));
        let Some(r) = g.mbar_rings.first().copied() else {
            continue;
        };
        with += 1;
        if with > 40 {
            continue; // counted, not judged: the judging is the campaign's
        }
        let m = parse_module("gen.ll", &g.ir).expect("parses");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let removed = sound.run(&m);
        let v = judge_runs(&m, f, &launch, &input, &removed);
        assert!(v.passed(), "case {i}: sound: {v:?}\n{}", g.source);
        let b = common::barrier_at(&m, f, r.trailing_line);
        let e = kinds.entry(format!("{:?}", r.kind)).or_default();
        e.0 += 1;
        e.1 += usize::from(removed.contains(&b));
        if !r.trailing_removable() {
            assert!(!removed.contains(&b), "case {i}: {r:?}");
        }
        assert!(!removed.contains(&common::barrier_at(&m, f, r.init_line)));
    }
    println!("seed 4: {with} of 300 kernels have a ring; judged (kind: drawn, removed by sound): {kinds:?}");
    assert!(with >= 60, "{with} of 300");
    // The mbarrier-phase rule (docs/design.md §4.6.1) takes the defensive barrier of most
    // correct rings (the others keep it for pairs of the body around the ring).
    let (drawn, removed) = kinds.get("Correct").copied().unwrap_or_default();
    assert!(
        drawn > 0 && 2 * removed >= drawn,
        "Correct rings: {removed} of {drawn} removed"
    );
}

/// The unsound knob `mbarrier-phases-order-everything` (every pair of a function with mbarrier
/// operations taken as ordered) is caught on the broken rings.
#[test]
fn order_everything_is_caught_on_the_broken_rings() {
    let everything = Pipeline::new(
        "dse",
        "sound",
        &["passes=dse", "mbarrier-phases-order-everything=1"],
    );
    let mut caught = 0;
    for (seed, g) in rings(None, 0, 30) {
        let m = parse_module("gen.ll", &g.ir).expect("parses");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let v = judge_runs(&m, f, &launch, &input, &everything.run(&m));
        assert!(!v.is_inconclusive(), "seed {seed}: {v:?}");
        caught += usize::from(v.unsound());
    }
    assert!(
        caught >= 1,
        "mbarrier-phases-order-everything was never caught"
    );
}

/// A kernel with a named-barrier warp loop (`--warp-specialized`) before its ring: `pipeline
/// sound` used to remove the defensive barrier of a required (early-arrive) ring, and
/// execution shows the race on `mr0` (`soundness --mbarrier-ring --warp-specialized --cases
/// 100 --seed 4`: `pipeline sound` unsound on 9 kernels before stop 50's fix). Found by this generator; the named-barrier rule's role shortcut now asks every
/// distance a lap allows (docs/design.md §4.6, "Under laps").
#[test]
fn sound_keeps_a_required_ring_barrier_after_a_named_barrier_loop() {
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let opts = GenOptions {
        warp_specialized: true,
        ..options(None)
    };
    for seed in [8_709_371_129_873_690_713_u64, 8_709_371_129_873_690_715] {
        let g = lower(&KernelDesc::from_seed(seed), &opts);
        let r = g.mbar_rings[0];
        assert!(!r.trailing_removable() && !g.warp_loops.is_empty(), "{r:?}");
        let m = parse_module("gen.ll", &g.ir).expect("parses");
        let f = m.function_by_name(&g.kernel).expect("kernel");
        let launch = harness_launch(&g.launch);
        let input = InputRuns::new(&m, f, &launch);
        let b = common::barrier_at(&m, f, r.trailing_line);
        // The truth, by execution: the barrier alone removed races.
        assert!(judge_runs(&m, f, &launch, &input, &BTreeSet::from([b])).unsound());
        let removed = sound.run(&m);
        assert!(
            !removed.contains(&b),
            "case {seed}: sound removed it\n{}",
            g.source
        );
        assert!(judge_runs(&m, f, &launch, &input, &removed).passed());
    }
}
