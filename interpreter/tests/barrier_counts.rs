//! The interpreter counts barrier *instances* per CTA and per barrier instruction
//! (`RunReport::barriers`): a full barrier once per completion, not once per thread; a
//! partial barrier once per completion by its participants; `__syncwarp` not at all; and a
//! run cut short by the step limit counts what ran and says it did not finish.

use syncflow_interp::{Interpreter, LaunchConfig, RunReport};
use syncflow_ir::{parse_module, InstId, Module};

/// 128 threads: `%rounds` iterations of a loop with a full barrier and a `__syncwarp`; the
/// first 64 threads then meet twice at the partial barrier 1 of 64 threads; a last full
/// barrier for everyone.
const KERNEL: &str = r#"
define ptx_kernel void @k(i32 %rounds) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %rounds
  br i1 %more, label %loop, label %after
after:
  %low = icmp ult i32 %t, 64
  br i1 %low, label %partial, label %last
partial:
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  br label %last
last:
  call void @llvm.nvvm.barrier0()
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
"#;

fn run(module: &Module, rounds: i64, steps: u64) -> RunReport {
    let k = module.function_by_name("k").unwrap();
    let mut launch = LaunchConfig::new([128, 1, 1]);
    launch.grid = [2, 1, 1];
    launch.ctas = vec![[0, 0, 0], [1, 0, 0]];
    launch.concurrent_ctas = true;
    launch.args = vec![syncflow_interp::ArgValue::Int(rounds)];
    launch.step_limit = steps;
    Interpreter::new(module).run(k, &launch)
}

/// The instruction ids of the calls to `callee`, in order.
fn calls(module: &Module, callee: &str) -> Vec<InstId> {
    let f = &module.functions[module.function_by_name("k").unwrap()];
    f.insts
        .indices()
        .filter(|i| module.source[f.insts[*i].span.range()].contains(&format!("@{callee}(")))
        .collect()
}

#[test]
fn instances_per_cta_and_per_barrier() {
    let module = parse_module("k.ll", KERNEL).unwrap();
    let report = run(&module, 5, 1_000_000);
    assert!(report.finished() && report.is_clean(), "{report:?}");
    let k = module.function_by_name("k").unwrap();
    let full = calls(&module, "llvm.nvvm.barrier0");
    let partial = calls(&module, "llvm.nvvm.barrier.sync.cnt");
    assert_eq!((full.len(), partial.len()), (2, 2));
    for cta in [[0, 0, 0], [1, 0, 0]] {
        let counts = report.barriers.of_cta(cta).expect("the CTA ran barriers");
        // The loop's barrier once per round, the last one once: instances, not the 128
        // threads' arrivals.
        assert_eq!(counts[&(k, full[0])], 5, "{counts:?}");
        assert_eq!(counts[&(k, full[1])], 1);
        // The partial barriers, once each, for the 64 threads that reach them.
        assert_eq!(counts[&(k, partial[0])], 1);
        assert_eq!(counts[&(k, partial[1])], 1);
        // `__syncwarp` is not a CTA barrier.
        assert_eq!(counts.len(), 4, "{counts:?}");
        assert_eq!(report.barriers.total(cta), 8);
    }
}

#[test]
fn a_run_stopped_by_the_step_limit_counts_what_ran() {
    let module = parse_module("k.ll", KERNEL).unwrap();
    let full = run(&module, 100, 1_000_000);
    assert!(full.finished());
    assert_eq!(full.barriers.total([0, 0, 0]), 103);
    let cut = run(&module, 100, 5_000);
    assert!(!cut.finished(), "the step limit stops it");
    let ran = cut.barriers.total([0, 0, 0]);
    assert!(ran > 0 && ran < 103, "{ran}");
}
