//! Hopper's asynchronous operations (`syncflow_ir::ptx::hopper`, docs/design.md §9.2), read
//! by default (knob `hopper-async`): a bulk copy that signals an mbarrier (completed by the thread's
//! `mbarrier.try_wait` loop), a bulk-group copy from shared to global memory, and a `wgmma`
//! group. For each, `sound` keeps the barrier that orders the operation against the accesses
//! after its completing wait and removes the one its window only spans; the unsound
//! `async-at-issue-only` knob removes the ordering barrier and the interpreter — which keeps
//! the operation in flight until its wait — reports the race. With `hopper-async=0` the asm
//! is unknown memory and nothing is removed.

use std::collections::BTreeSet;
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, Module, Removal};
use syncflow_transforms::eliminate::{eliminate, Elimination, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// The operation's asm calls: set-up (line 1), issue (line 2) and completing wait (line 7).
struct Shape {
    name: &'static str,
    setup: &'static str,
    issue: &'static str,
    wait: &'static str,
    /// What the line after the ordering barrier does: `s[tx+1]` read (the operation wrote
    /// `s`) or written (the operation read it).
    after_writes: bool,
}

const MBARRIER_COPY: Shape = Shape {
    name: "bulk copy signalling an mbarrier",
    setup: r#"call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r"(ptr addrspace(3) %pm)"#,
    issue: r#"%tok = call i64 asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 $0, [$1], 4;\0A\09cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$2], [$3], 4, [$1];", "=l,r,r,l"(ptr addrspace(3) %pm, ptr addrspace(3) %ps, ptr addrspace(1) %pg)"#,
    wait: r#"call void asm sideeffect "{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09}", "r,l"(ptr addrspace(3) %pm, i64 %tok)"#,
    after_writes: false,
};

const BULK_GROUP_STORE: Shape = Shape {
    name: "bulk-group copy to global memory",
    setup: r#"store i32 %tx, ptr addrspace(3) %ps"#,
    issue: r#"call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], 4;\0A\09cp.async.bulk.commit_group;", "l,r"(ptr addrspace(1) %po2, ptr addrspace(3) %ps)"#,
    wait: r#"call void asm sideeffect "cp.async.bulk.wait_group 0;", ""()"#,
    after_writes: true,
};

const WGMMA: Shape = Shape {
    name: "wgmma group",
    // No shared store before: the wgmma reads all of shared memory at once.
    setup: r#"%unused = add i32 %tx, 0"#,
    issue: r#"%acc = call { float, float } asm sideeffect "wgmma.fence.sync.aligned;\0A\09wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1}, $2, $3, 1, 1, 1;\0A\09wgmma.commit_group.sync.aligned;", "=f,=f,l,l"(i64 0, i64 0)"#,
    wait: r#"call void asm sideeffect "// wait for regs: $0\0A\09wgmma.wait_group.sync.aligned 0;", "r"(i32 0)"#,
    after_writes: true,
};

const SHAPES: [&Shape; 3] = [&MBARRIER_COPY, &BULK_GROUP_STORE, &WGMMA];

/// A 64-thread block (stated, as Triton states it, so `s[tid]` is a per-thread slot) with
/// `noalias` parameters. Set-up (line 1), the issue (line 2), a barrier (line 3, only the
/// window spans it), `mid[tx] = tx` (line 4), a barrier (line 5, orders `mid`), `a =
/// mid[tx+1]` (line 6), the completing wait (line 7), a barrier (line 8, orders the operation
/// against line 9), `s[tx+1]` read or written (line 9).
fn kernel(shape: &Shape) -> Module {
    let after = if shape.after_writes {
        "store i32 %tx, ptr addrspace(3) %ps1, !dbg !19\n  %b = add i32 %tx, 0"
    } else {
        "%b = load i32, ptr addrspace(3) %ps1, !dbg !19"
    };
    let text = format!(
        r#"@s = internal addrspace(3) global [64 x i32] undef
@m = internal addrspace(3) global [64 x i64] undef

define ptx_kernel void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %out2, ptr addrspace(1) noalias %mid) #0 {{
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %next = add i32 %tx, 1
  %nx = and i32 %next, 63
  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  %pm = getelementptr [64 x i64], ptr addrspace(3) @m, i32 0, i32 %tx
  %pg = getelementptr i32, ptr addrspace(1) %in, i32 %tx
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i32 %tx
  %pmid = getelementptr i32, ptr addrspace(1) %mid, i32 %tx
  %pmid1 = getelementptr i32, ptr addrspace(1) %mid, i32 %nx
  {setup}, !dbg !11
  {issue}, !dbg !12
  call void @llvm.nvvm.barrier0(), !dbg !13
  store i32 %tx, ptr addrspace(1) %pmid, !dbg !14
  call void @llvm.nvvm.barrier0(), !dbg !15
  %a = load i32, ptr addrspace(1) %pmid1, !dbg !16
  {wait}, !dbg !17
  call void @llvm.nvvm.barrier0(), !dbg !18
  %ps1 = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nx
  {after}
  %v = add i32 %a, %b
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tx
  store i32 %v, ptr addrspace(1) %po
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = {{ "nvvm.reqntid"="64" }}

!llvm.dbg.cu = !{{!0}}
!llvm.module.flags = !{{!3}}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "hopper.cu", directory: ".")
!3 = !{{i32 2, !"Debug Info Version", i32 3}}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0)
!11 = !DILocation(line: 1, column: 3, scope: !10)
!12 = !DILocation(line: 2, column: 3, scope: !10)
!13 = !DILocation(line: 3, column: 3, scope: !10)
!14 = !DILocation(line: 4, column: 3, scope: !10)
!15 = !DILocation(line: 5, column: 3, scope: !10)
!16 = !DILocation(line: 6, column: 3, scope: !10)
!17 = !DILocation(line: 7, column: 3, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocation(line: 9, column: 3, scope: !10)
"#,
        setup = shape.setup,
        issue = shape.issue,
        wait = shape.wait,
    );
    parse_module("hopper.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn decide(m: &Module, overrides: &[&str]) -> Elimination {
    let mut knobs = Knobs::preset("sound").unwrap();
    for o in overrides {
        knobs.set(o).unwrap();
    }
    eliminate(m, &knobs, &UniformityDivergence::new(m))
}

fn removed_lines(m: &Module, r: &Elimination) -> Vec<u32> {
    let k = m.function_by_name("k").unwrap();
    let mut lines: Vec<u32> = r
        .removals
        .iter()
        .map(|rm| m.functions[k].insts[rm.inst].debug_loc.unwrap().line)
        .collect();
    lines.sort_unstable();
    lines
}

/// `(input had races, the removals add some)` under a 64-thread launch.
fn judge_removals(m: &Module, removals: &BTreeSet<Removal>) -> (bool, bool) {
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(m, k, [64, 1, 1], 4096, 0);
    let input = Interpreter::new(m).run(k, &launch);
    assert!(input.faults.is_empty(), "{:?}", input.faults);
    let verdict = judge(m, k, &launch, &input, removals);
    // Every run here goes to its end: an inconclusive verdict would be neither answer.
    assert!(!verdict.is_inconclusive(), "{:?}", verdict.inconclusive);
    (!input.races.is_empty(), verdict.unsound())
}

#[test]
fn sound_with_the_model_keeps_the_ordering_barrier_and_removes_the_spanned_one() {
    for shape in SHAPES {
        let m = kernel(shape);
        let r = decide(&m, &[]);
        assert_eq!(removed_lines(&m, &r), [3], "{}", shape.name);
        assert_eq!(
            judge_removals(&m, &r.removals),
            (false, false),
            "{}",
            shape.name
        );
    }
}

#[test]
fn without_the_model_the_asm_is_unknown_and_nothing_goes() {
    for shape in SHAPES {
        let m = kernel(shape);
        let r = decide(&m, &["hopper-async=0"]);
        assert_eq!(removed_lines(&m, &r), [] as [u32; 0], "{}", shape.name);
    }
}

#[test]
fn operations_at_their_issue_only_remove_the_ordering_barrier_and_the_interpreter_sees_the_race() {
    for shape in SHAPES {
        let m = kernel(shape);
        let r = decide(&m, &["async-at-issue-only=1"]);
        let lines = removed_lines(&m, &r);
        assert!(lines.contains(&8), "{}: removed {lines:?}", shape.name);
        assert_eq!(
            judge_removals(&m, &r.removals),
            (false, true),
            "{}",
            shape.name
        );
    }
}

/// The interpreter's windows: removing the ordering barrier alone races because the
/// operation is still in flight after line 5; removing the spanned one does not.
#[test]
fn the_interpreter_keeps_each_operation_in_flight_until_its_wait() {
    for shape in SHAPES {
        let m = kernel(shape);
        let k = m.function_by_name("k").unwrap();
        let barriers: Vec<_> = m.barriers(&m.functions[k]).map(|(i, _)| i).collect();
        let only = |i: usize| {
            BTreeSet::from([Removal {
                function: k,
                inst: barriers[i],
            }])
        };
        // Line 8 (orders the operation): a race with the operation still in flight.
        assert_eq!(
            judge_removals(&m, &only(2)),
            (false, true),
            "{}",
            shape.name
        );
        // Line 3 (spanned by the window): nothing to order.
        assert_eq!(
            judge_removals(&m, &only(0)),
            (false, false),
            "{}",
            shape.name
        );
        // Line 5 (orders `mid`): a race on `mid`, as without any operation.
        assert_eq!(
            judge_removals(&m, &only(1)),
            (false, true),
            "{}",
            shape.name
        );
    }
}

/// An mbarrier used before `mbarrier.init` is undefined behaviour: the interpreter stops.
#[test]
fn an_uninitialised_mbarrier_faults() {
    let text = MBARRIER_COPY.setup.replace(
        "mbarrier.init.shared::cta.b64 [$0], 1;",
        "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], 4;",
    );
    let shape = Shape {
        setup: Box::leak(text.into_boxed_str()),
        ..MBARRIER_COPY
    };
    let m = kernel(&shape);
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(&m, k, [64, 1, 1], 4096, 0);
    let run = Interpreter::new(&m).run(k, &launch);
    assert!(
        format!("{:?}", run.faults).contains("before mbarrier.init"),
        "{:?}",
        run.faults
    );
}
