//! Launch-shape facts (`"nvvm.reqntid"`, docs/design.md §10): a kernel that states a 1-D block
//! lets the sound preset treat `s[threadIdx.x]` as the thread's own slot — the removal names
//! the fact, and the interpreter (the oracle) finds no race in the output — while the same
//! kernel without the statement keeps the barrier. Generated kernels that state their shape
//! are judged by the harness like the rest.

use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::harness::{self, adapters::Pipeline, judge};
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::parse_module;
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

fn own_slot(fact: &str) -> String {
    format!(
        r#"@s = internal addrspace(3) global [128 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {fact} {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %p
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#
    )
}

#[test]
fn a_stated_1d_block_makes_tid_x_a_slot() {
    let knobs = Knobs::preset("sound").unwrap();
    let stated = parse_module("k.ll", &own_slot(r#""nvvm.reqntid"="128""#)).unwrap();
    let r = eliminate(&stated, &knobs, &UniformityDivergence::new(&stated));
    assert_eq!(r.removals.len(), 1);
    let reason = r.decisions[0].reason.describe();
    assert!(
        reason.contains(r#"using "nvvm.reqntid"="128" (1-D block)"#),
        "{reason}"
    );
    // The oracle: the output of a 128-thread launch has no race.
    let k = stated.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(&stated, k, [128, 1, 1], 1024, 0);
    let input = Interpreter::new(&stated).run(k, &launch);
    let verdict = judge(&stated, k, &launch, &input, &r.removals);
    assert!(verdict.passed(), "{:?}", verdict.new_findings);
    // Unstated, or stated 2-D, the shape does not make tid.x injective: without the rule of
    // docs/design.md §4.2 the same code keeps its barrier; with it, every thread's store
    // s[tid.x] proves tid.x injective over any race-free launch, and the reason says so.
    let mut alone = knobs.clone();
    alone.set("race-free-slots=0").unwrap();
    for fact in ["", r#""nvvm.reqntid"="64,2""#, r#""nvvm.maxntid"="128""#] {
        let m = parse_module("k.ll", &own_slot(fact)).unwrap();
        let r = eliminate(&m, &alone, &UniformityDivergence::new(&m));
        assert!(r.removals.is_empty(), "{fact}: {:?}", r.decisions[0].reason);
        let r = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
        let reason = r.decisions[0].reason.describe();
        assert_eq!(r.removals.len(), 1, "{fact}: {reason}");
        assert!(
            reason.contains("race freedom of every thread's store"),
            "{reason}"
        );
        assert!(!reason.contains("nvvm.reqntid"), "{reason}");
    }
}

#[test]
fn generated_kernels_that_state_their_shape_are_judged() {
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let (mut with, mut without) = (0, 0);
    for seed in 0..300 {
        let desc = KernelDesc::from_seed(seed);
        let plain = lower(&desc, &GenOptions::default());
        let stated = lower(
            &desc,
            &GenOptions {
                launch_facts: true,
                ..GenOptions::default()
            },
        );
        assert!(stated.ir.contains("\"nvvm.reqntid\"="));
        let v = harness::check_generated(&stated, &sound).unwrap();
        assert!(
            v.passed(),
            "seed {seed}: {:?}\n{}",
            v.new_findings,
            stated.ir
        );
        with += v.removed;
        without += harness::check_generated(&plain, &sound).unwrap().removed;
    }
    // The facts only add removals, and here they add some.
    assert!(with > without, "with facts {with}, without {without}");
}

/// `tile[ty][tx]` with rows of `row` ints, written by the first four rows only (a partial
/// write: race freedom proves nothing) and read back by the same threads.
fn partial_tile(row: u32, fact: &str) -> String {
    format!(
        r#"@t = internal addrspace(3) global [1024 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {fact} {{
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %r = mul i32 %ty, {row}
  %i = add i32 %r, %tx
  %p = getelementptr [1024 x i32], ptr addrspace(3) @t, i32 0, i32 %i
  %low = icmp ult i32 %ty, 4
  br i1 %low, label %w, label %join
w:
  store i32 %tx, ptr addrspace(3) %p
  br label %join
join:
  call void @llvm.nvvm.barrier0()
  br i1 %low, label %r2, label %end
r2:
  %v = load i32, ptr addrspace(3) %p
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %q
  br label %end
end:
  ret void
}}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier0()
"#
    )
}

/// A stated exact block makes a tile's slots disjoint when each row holds a whole row of
/// threads: `"nvvm.reqntid"="32,8"` with rows of 32 removes the barrier (and the output runs
/// race-free); rows of 32 with 64-thread rows, or no statement, keep it; and so does the
/// 64-thread launch in the oracle, where the removal would race.
#[test]
fn a_stated_block_makes_a_tile_a_slot_when_the_rows_fit() {
    let knobs = Knobs::preset("sound").unwrap();
    let m = parse_module("k.ll", &partial_tile(32, r#""nvvm.reqntid"="32,8""#)).unwrap();
    let r = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
    let reason = r.decisions[0].reason.describe();
    assert_eq!(r.removals.len(), 1, "{reason}");
    assert!(
        reason.contains(r#"using "nvvm.reqntid"="32,8" (2-D block)"#),
        "{reason}"
    );
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(&m, k, [32, 8, 1], 1 << 14, 0);
    let input = Interpreter::new(&m).run(k, &launch);
    assert!(input.races.is_empty());
    assert!(judge(&m, k, &launch, &input, &r.removals).passed());
    for (row, fact) in [(32, r#""nvvm.reqntid"="64,8""#), (32, "")] {
        let m = parse_module("k.ll", &partial_tile(row, fact)).unwrap();
        let r = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
        assert!(r.removals.is_empty(), "{fact}: {:?}", r.decisions[0].reason);
    }
    // Rows of 32 under a 64×8 launch: thread (32, 0) and thread (0, 1) share a slot, so the
    // barrier orders something there.
    let m = parse_module("k.ll", &partial_tile(32, "")).unwrap();
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(&m, k, [64, 8, 1], 1 << 14, 0);
    let input = Interpreter::new(&m).run(k, &launch);
    let all = syncflow_fuzz::harness::candidate_barriers(&m)
        .into_iter()
        .collect();
    assert!(judge(&m, k, &launch, &input, &all).unsound());
}

/// A generated kernel states its block twice: the attribute (which the `.ll` front-end reads)
/// and `!nvvm.annotations` `reqntidx`/`reqntidy`, which is what llc-19 turns into the PTX's
/// `.reqntid X, Y, 1` (it ignores the attribute). Both say the launch's block; through llc
/// (where installed) the PTX front-end reads the same block back.
#[test]
fn generated_facts_reach_llc_ptx_as_reqntid() {
    let options = GenOptions {
        launch_facts: true,
        ..GenOptions::default()
    };
    let mut through_llc = 0;
    for seed in 0..8 {
        let g = lower(&KernelDesc::from_seed(seed), &options);
        let m = parse_module("gen.ll", &g.ir).unwrap();
        let f = m.function_by_name(&g.kernel).unwrap();
        let block = g.launch.block;
        let stated = [block[0], block[1], 1];
        let annotated: Vec<(&str, Option<i128>)> = m
            .nvvm_annotations()
            .into_iter()
            .filter(|(g, _, _)| *g == f)
            .map(|(_, k, v)| (k, m.const_int(v)))
            .collect();
        assert!(annotated.contains(&("kernel", Some(1))), "{annotated:?}");
        assert!(
            annotated.contains(&("reqntidx", Some(i128::from(stated[0]))))
                && annotated.contains(&("reqntidy", Some(i128::from(stated[1])))),
            "seed {seed}: {annotated:?} for block {block:?}"
        );
        assert_eq!(m.required_block(f).map(|r| r.threads), Some(stated));
        match harness::via_ptx::lower_to_ptx(&g.ir) {
            Ok(ptx) => {
                let k = ptx.function_by_name(&g.kernel).unwrap();
                let r = ptx.required_block(k);
                assert_eq!(r.map(|r| r.threads), Some(stated), "seed {seed}");
                through_llc += 1;
            }
            Err(e) if e.starts_with("cannot run llc-19") => {}
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    println!("{through_llc} of 8 checked through llc-19");
}
