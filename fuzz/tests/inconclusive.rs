//! Issue 39: a judgement in which a run stopped before its end is inconclusive — never a pass,
//! never unsound — and the campaign counts it and fails on it.
//!
//! The kernels here make the output (or the input) stop on purpose. Thread 0 writes 0 into
//! `buf[0]` before a barrier and every thread reads it after; the test's eliminator removes
//! that store, so the output reads `buf[0]`'s initial contents (which the launch sets)
//! instead, and takes a path the input never takes: an endless loop (the step limit), an
//! access far outside `out` (a fault), or an instruction the interpreter does not execute (a
//! refusal).

use std::collections::BTreeSet;
use syncflow_fuzz::harness::{
    candidate_barriers, judge_runs, run_campaign, CampaignConfig, Eliminator, InputRuns, RemoveAll,
    RemoveNone, Side, StopCause, Verdict,
};
use syncflow_fuzz::interp::{ArgValue, Fill, LaunchConfig};
use syncflow_ir::{parse_module, Module, Removal};

const DECLS: &str = r#"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
"#;

/// Thread 0 stores 0 to `buf[0]`, a barrier, every thread loads it as `%v`; then `tail`
/// (which may use `%t`, `%v`, `%out`) and `ret`.
fn kernel(tail: &str) -> Module {
    let text = format!(
        r#"
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %buf) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %sync
init:
  store i32 0, ptr addrspace(1) %buf
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(1) %buf
{tail}
}}
{DECLS}"#
    );
    parse_module("inconclusive.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Removes the store of 0 to `buf[0]` (an eliminator that removes what it must not, in a way
/// that sends the output down a path the input never takes).
struct DropInit;

impl Eliminator for DropInit {
    fn name(&self) -> &str {
        "drop-init"
    }
    fn preset(&self) -> &str {
        "test"
    }
    fn run(&self, m: &Module) -> BTreeSet<Removal> {
        let (function, f) = m.functions.iter_enumerated().next().expect("@k");
        f.insts
            .iter_enumerated()
            .filter(|(_, i)| m.source[i.span.range()].trim().starts_with("store i32 0,"))
            .map(|(inst, _)| Removal { function, inst })
            .collect()
    }
}

/// 32 threads; `out` zeroed, `buf[0]` = `initial`; a step limit short enough that an endless
/// loop stops quickly and long enough for the input to finish.
fn launch(initial: u32) -> LaunchConfig {
    LaunchConfig {
        args: vec![
            ArgValue::Buffer {
                bytes: 1024,
                fill: Fill::Zero,
            },
            ArgValue::Buffer {
                bytes: 64,
                fill: Fill::Bytes(initial.to_le_bytes().to_vec().into()),
            },
        ],
        step_limit: 20_000,
        ..LaunchConfig::new([32, 1, 1])
    }
}

fn judge_with(m: &Module, e: &dyn Eliminator, launch: &LaunchConfig) -> Verdict {
    let k = m.function_by_name("k").expect("@k");
    let input = InputRuns::new(m, k, launch);
    judge_runs(m, k, launch, &input, &e.run(m))
}

/// The input ran every explored schedule to its end; `v` is inconclusive, with the output
/// stopped by `cause`, and neither unsound nor a pass.
fn assert_output_stopped(m: &Module, launch: &LaunchConfig, v: &Verdict, cause: StopCause) {
    let k = m.function_by_name("k").expect("@k");
    let input = InputRuns::new(m, k, launch);
    assert!(
        input.runs.iter().all(|(_, r)| r.finished() && r.is_clean()),
        "the input runs to its end, clean"
    );
    // `removed` counts candidate barriers; these eliminators remove a store.
    assert_eq!(v.removed, 0);
    assert!(!v.unsound(), "nothing new was found: {:?}", v.new_findings);
    assert!(!v.passed(), "a run that stopped early is no pass");
    assert!(v.is_inconclusive());
    let why = v.inconclusive.as_ref().expect("why");
    assert_eq!((why.side, why.cause), (Side::Output, cause), "{why}");
    assert!(why
        .to_string()
        .starts_with("inconclusive: the output under the "));
}

#[test]
fn an_output_in_an_endless_loop_is_inconclusive_by_the_step_limit() {
    let m = kernel(
        r#"  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %spin, label %done
spin:
  br label %spin
done:
  ret void"#,
    );
    let l = launch(1);
    let v = judge_with(&m, &DropInit, &l);
    assert_output_stopped(&m, &l, &v, StopCause::StepLimit);
    assert!(v
        .inconclusive
        .unwrap()
        .detail
        .contains("step limit of 20000"));
    // Where the initial contents are 0 too, the output takes the input's path: a pass.
    let v = judge_with(&m, &DropInit, &launch(0));
    assert!(v.passed(), "{:?} {:?}", v.new_findings, v.inconclusive);
}

#[test]
fn an_output_that_faults_is_inconclusive_by_the_fault() {
    let m = kernel(
        r#"  %i = add i32 %t, %v
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %p
  ret void"#,
    );
    let l = launch(1_000_000);
    let v = judge_with(&m, &DropInit, &l);
    assert_output_stopped(&m, &l, &v, StopCause::Fault);
    assert!(
        v.inconclusive.unwrap().detail.contains("out of bounds"),
        "the fault is named"
    );
}

#[test]
fn an_output_the_interpreter_refuses_is_inconclusive_by_the_refusal() {
    let m = kernel(
        r#"  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %odd, label %done
odd:
  call void asm sideeffect "brkpt;", ""()
  br label %done
done:
  ret void"#,
    );
    let l = launch(1);
    let v = judge_with(&m, &DropInit, &l);
    assert_output_stopped(&m, &l, &v, StopCause::Refusal);
}

/// A deadlock of the output that no input run had is no stop of the oracle but a finding:
/// the output provably hangs where the input ends (fuzz/README.md).
#[test]
fn an_output_that_deadlocks_where_the_input_ends_is_unsound() {
    let m = kernel(
        r#"  %nz = icmp ne i32 %v, 0
  %lo = icmp ult i32 %t, 16
  %split = and i1 %nz, %lo
  br i1 %split, label %a, label %b
a:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
b:
  call void @llvm.nvvm.barrier0()
  ret void"#,
    );
    let l = launch(1);
    let v = judge_with(&m, &DropInit, &l);
    assert!(v.unsound(), "{:?}", v.inconclusive);
    assert!(!v.is_inconclusive() && v.inconclusive.is_none());
    assert!(
        v.new_findings[0].starts_with("deadlock:"),
        "{:?}",
        v.new_findings
    );
}

#[test]
fn an_input_that_deadlocks_makes_every_judgement_inconclusive() {
    // Lanes 0-15 wait at a `__syncwarp()` for the whole warp, lanes 16-31 at a
    // `__syncthreads()` for the whole CTA: each waits for the other, and nothing can move.
    let m = kernel(
        r#"  %lo = icmp ult i32 %t, 16
  br i1 %lo, label %a, label %b
a:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
b:
  call void @llvm.nvvm.barrier0()
  ret void"#,
    );
    let l = launch(0);
    let k = m.function_by_name("k").unwrap();
    let input = InputRuns::new(&m, k, &l);
    assert!(input.runs.iter().any(|(_, r)| !r.finished()));
    let removed: BTreeSet<Removal> = candidate_barriers(&m).into_iter().collect();
    assert!(
        !removed.is_empty(),
        "the first __syncthreads() is a candidate"
    );
    let v = judge_runs(&m, k, &l, &input, &removed);
    assert!(!v.unsound() && !v.passed(), "{:?}", v.new_findings);
    let why = v.inconclusive.expect("inconclusive");
    assert_eq!(
        (why.side, why.cause),
        (Side::Input, StopCause::Deadlock),
        "{why}"
    );
    // Removing nothing needs no run: the output is the input.
    assert!(judge_runs(&m, k, &l, &input, &BTreeSet::new()).passed());
}

/// A campaign whose step limit is too short for the generated kernels: every input stops
/// early, so every judgement of a non-empty removal set is inconclusive — remove-all is then
/// not "caught" (unsound 0) and not passed either, and the campaign fails.
#[test]
fn a_campaign_counts_inconclusive_judgements_and_fails_on_them() {
    let elims: Vec<Box<dyn Eliminator>> = vec![Box::new(RemoveAll), Box::new(RemoveNone)];
    let config = CampaignConfig {
        cases: 12,
        seed: 5,
        counterexamples: 0,
        step_limit: Some(40),
        ..CampaignConfig::default()
    };
    let c = run_campaign(&config, &elims, &[]);
    let (all, none) = (&c.eliminators[0], &c.eliminators[1]);
    assert_eq!(c.faulty_inputs, c.cases, "every input stops at 40 steps");
    assert_eq!(all.unsound, 0, "nothing was found: {all:?}");
    assert!(all.inconclusive > 0, "{all:?}");
    assert_eq!(
        all.inconclusive_causes.get("input: step-limit"),
        Some(&all.inconclusive),
        "{all:?}"
    );
    assert!(all.inconclusive_examples[0].contains("the input under the"));
    assert_eq!(none.inconclusive, 0, "an empty removal set is conclusive");
    assert!(c.failed(), "an inconclusive judgement fails the campaign");
    let table = c.table();
    assert!(table.contains("inconclusive"), "{table}");
    assert!(
        table.contains(&format!(
            "remove-all (reference): {} inconclusive judgements ({} input: step-limit)",
            all.inconclusive, all.inconclusive
        )),
        "{table}"
    );
    let json = serde_json::to_value(&c).unwrap();
    assert_eq!(json["eliminators"][0]["inconclusive"], all.inconclusive);
    // The default step limit lets the same kernels run to their end: nothing inconclusive.
    let c = run_campaign(
        &CampaignConfig {
            step_limit: None,
            ..config
        },
        &elims,
        &[],
    );
    assert_eq!(c.faulty_inputs, 0);
    assert!(c.eliminators.iter().all(|e| e.inconclusive == 0), "{c:?}");
    assert!(!c.failed());
}
