//! Launch-shape facts (`"nvvm.reqntid"`, docs/design.md §10): a kernel that states a 1-D block
//! lets the sound preset treat `s[threadIdx.x]` as the thread's own slot — the removal names
//! the fact, and the interpreter (the oracle) finds no race in the output — while the same
//! kernel without the statement keeps the barrier. Generated kernels that state their shape
//! are judged by the harness like the rest.

use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::harness::{self, adapters::Pipeline, judge};
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::parse_module;
use syncflow_transforms::eliminate::{eliminate, UniformityOracle};
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
    let r = eliminate(&stated, &knobs, &UniformityOracle::new(&stated));
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
    assert!(!verdict.unsound(), "{:?}", verdict.new_findings);
    // Unstated, or stated 2-D, the shape does not make tid.x injective: without the rule of
    // docs/design.md §4.2 the same code keeps its barrier; with it, every thread's store
    // s[tid.x] proves tid.x injective over any race-free launch, and the reason says so.
    let mut alone = knobs.clone();
    alone.set("race-free-slots=0").unwrap();
    for fact in ["", r#""nvvm.reqntid"="64,2""#, r#""nvvm.maxntid"="128""#] {
        let m = parse_module("k.ll", &own_slot(fact)).unwrap();
        let r = eliminate(&m, &alone, &UniformityOracle::new(&m));
        assert!(r.removals.is_empty(), "{fact}: {:?}", r.decisions[0].reason);
        let r = eliminate(&m, &knobs, &UniformityOracle::new(&m));
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
            !v.unsound(),
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
