//! Asynchronous copies (`cp.async` in inline PTX, docs/design.md §9.2): the sound preset
//! places a copy's write at its issue and at every wait that may complete it, so it keeps the
//! barrier that publishes the copied data and removes one that only the copy's window spans;
//! the unsound
//! `async-at-issue-only` knob (a copy as a plain store at its issue) removes the publishing
//! barrier, and the interpreter — which keeps a copy in flight until its wait — reports the
//! race that removal makes.

use std::collections::BTreeSet;
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, Module, Removal};
use syncflow_transforms::eliminate::{eliminate, Elimination, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// `s[tx] ← in[tx]` by `cp.async`, a barrier (line 3, only the copy's window spans it),
/// `t[tx] = tx`, a barrier (line 5, orders `t`), `a = t[tx+1]`, the wait, a barrier (line 8,
/// publishes `s`), `b = s[tx+1]`, `out[tx] = a + b`. `wait` is the completing asm text.
fn kernel(wait: &str) -> Module {
    let text = format!(
        r#"@s = internal addrspace(3) global [64 x i32] undef
@t = internal addrspace(3) global [64 x i32] undef

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %next = add i32 %tx, 1
  %nx = and i32 %next, 63
  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  %pt = getelementptr [64 x i32], ptr addrspace(3) @t, i32 0, i32 %tx
  %pg = getelementptr i32, ptr addrspace(1) %in, i32 %tx
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "r,l"(ptr addrspace(3) %ps, ptr addrspace(1) %pg), !dbg !12
  call void @llvm.nvvm.barrier0(), !dbg !13
  store i32 %tx, ptr addrspace(3) %pt, !dbg !14
  call void @llvm.nvvm.barrier0(), !dbg !15
  %pt1 = getelementptr [64 x i32], ptr addrspace(3) @t, i32 0, i32 %nx
  %a = load i32, ptr addrspace(3) %pt1, !dbg !16
  call void asm sideeffect "{wait}", ""(), !dbg !17
  call void @llvm.nvvm.barrier0(), !dbg !18
  %ps1 = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nx
  %b = load i32, ptr addrspace(3) %ps1, !dbg !19
  %v = add i32 %a, %b
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tx
  store i32 %v, ptr addrspace(1) %po
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{{!0}}
!llvm.module.flags = !{{!3}}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "async.cu", directory: ".")
!3 = !{{i32 2, !"Debug Info Version", i32 3}}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0)
!12 = !DILocation(line: 2, column: 3, scope: !10)
!13 = !DILocation(line: 3, column: 3, scope: !10)
!14 = !DILocation(line: 4, column: 3, scope: !10)
!15 = !DILocation(line: 5, column: 3, scope: !10)
!16 = !DILocation(line: 6, column: 3, scope: !10)
!17 = !DILocation(line: 7, column: 3, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocation(line: 9, column: 3, scope: !10)
"#
    );
    parse_module("async.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn decide(m: &Module, overrides: &[&str]) -> Elimination {
    let mut knobs = Knobs::preset("sound").unwrap();
    for o in overrides {
        knobs.set(o).unwrap();
    }
    eliminate(m, &knobs, &UniformityDivergence::new(m))
}

/// The source lines of the removed barriers.
fn removed_lines(m: &Module, r: &Elimination) -> Vec<u32> {
    let k = m.function_by_name("k").unwrap();
    r.removals
        .iter()
        .map(|rm| m.functions[k].insts[rm.inst].debug_loc.unwrap().line)
        .collect()
}

/// `(input had findings, the removals add some)` under a 64-thread launch.
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

const WAITS: [&str; 2] = ["cp.async.wait_group 0;", "cp.async.wait_all;"];

#[test]
fn sound_keeps_the_publishing_barrier_and_removes_the_one_the_window_spans() {
    for wait in WAITS {
        let m = kernel(wait);
        let r = decide(&m, &[]);
        assert_eq!(removed_lines(&m, &r), [3], "{wait}");
        assert_eq!(judge_removals(&m, &r.removals), (false, false), "{wait}");
        let publishing = r
            .decisions
            .iter()
            .find(|d| {
                m.functions[d.function].insts[d.inst]
                    .debug_loc
                    .unwrap()
                    .line
                    == 8
            })
            .unwrap();
        assert!(!publishing.removed, "{wait}");
    }
}

#[test]
fn copies_at_their_issue_only_remove_the_publishing_barrier_and_the_interpreter_sees_the_race() {
    for wait in WAITS {
        let m = kernel(wait);
        let r = decide(&m, &["async-at-issue-only=1"]);
        let lines = removed_lines(&m, &r);
        assert!(lines.contains(&8), "{wait}: removed {lines:?}");
        assert_eq!(judge_removals(&m, &r.removals), (false, true), "{wait}");
    }
}

/// Removing the publishing barrier alone races only because the copy is still in flight
/// after the barrier at line 5: a wait before that barrier (the copy done in its interval)
/// would make it safe, which the interpreter's window modelling must tell apart.
#[test]
fn the_interpreter_keeps_a_copy_in_flight_until_its_wait() {
    let m = kernel("cp.async.wait_group 0;");
    let k = m.function_by_name("k").unwrap();
    let barriers: Vec<_> = m.barriers(&m.functions[k]).map(|(i, _)| i).collect();
    let only = |i: usize| {
        BTreeSet::from([Removal {
            function: k,
            inst: barriers[i],
        }])
    };
    // Line 8 (publishing): a race between the copy and the read of s.
    assert_eq!(judge_removals(&m, &only(2)), (false, true));
    // Line 3 (spanned by the window): nothing to order.
    assert_eq!(judge_removals(&m, &only(0)), (false, false));
    // Line 5 (orders t): a race on t, as without any copy.
    assert_eq!(judge_removals(&m, &only(1)), (false, true));
}

/// A wait in a device function may complete a caller's copy: not followed, any access.
#[test]
fn a_wait_outside_a_kernel_is_unknown_memory() {
    let text = r#"
define void @helper() {
  call void asm sideeffect "cp.async.wait_group 0;", ""()
  ret void
}
define ptx_kernel void @k() {
  call void @helper()
  ret void
}
"#;
    let m = parse_module("h.ll", text).unwrap();
    let table = syncflow_analyses::memory::EffectTable::new(&m, Default::default());
    let h = m.function_by_name("helper").unwrap();
    let effects = table.function_effects(&m, h);
    assert_eq!(
        effects[0],
        syncflow_analyses::memory::InstEffect::Accesses(
            syncflow_analyses::memory::AccessClass::everything().to_vec()
        )
    );
}

/// `wait_group 1` completes every group but the most recent: after it and a barrier, the
/// older group's data is published and the newer one is still in flight (a race in the input
/// itself, which the interpreter must report on `@b` and not on `@a`).
#[test]
fn wait_group_counts_committed_groups() {
    let text = r#"
@a = internal addrspace(3) global [64 x i32] undef
@b = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %next = add i32 %tx, 1
  %nx = and i32 %next, 63
  %pa = getelementptr [64 x i32], ptr addrspace(3) @a, i32 0, i32 %tx
  %pb = getelementptr [64 x i32], ptr addrspace(3) @b, i32 0, i32 %tx
  %pg = getelementptr i32, ptr addrspace(1) %in, i32 %tx
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "r,l"(ptr addrspace(3) %pa, ptr addrspace(1) %pg)
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "r,l"(ptr addrspace(3) %pb, ptr addrspace(1) %pg)
  call void asm sideeffect "cp.async.wait_group 1;", ""()
  call void @llvm.nvvm.barrier0()
  %pa1 = getelementptr [64 x i32], ptr addrspace(3) @a, i32 0, i32 %nx
  %x = load i32, ptr addrspace(3) %pa1
  %pb1 = getelementptr [64 x i32], ptr addrspace(3) @b, i32 0, i32 %nx
  %y = load i32, ptr addrspace(3) %pb1
  %v = add i32 %x, %y
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tx
  store i32 %v, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;
    let m = parse_module("groups.ll", text).unwrap();
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(&m, k, [64, 1, 1], 4096, 0);
    let report = Interpreter::new(&m).run(k, &launch);
    let objects: BTreeSet<&str> = report.races.iter().map(|r| r.object.as_str()).collect();
    assert_eq!(objects, BTreeSet::from(["@b"]), "{:?}", report.races);
}

/// A wait after the group is complete carries nothing (analyses/src/memory/async_window.rs):
/// the barrier between the readers of the copied data and that second wait orders nothing and
/// goes, while the one publishing the copy stays; the interpreter agrees.
#[test]
fn a_second_wait_after_the_group_completed_carries_nothing() {
    let text = r#"
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %next = add i32 %tx, 1
  %nx = and i32 %next, 63
  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  %pg = getelementptr i32, ptr addrspace(1) %in, i32 %tx
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "r,l"(ptr addrspace(3) %ps, ptr addrspace(1) %pg)
  call void asm sideeffect "cp.async.wait_group 0;", ""()
  call void @llvm.nvvm.barrier0()
  %ps1 = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nx
  %b = load i32, ptr addrspace(3) %ps1
  call void @llvm.nvvm.barrier0()
  call void asm sideeffect "cp.async.wait_group 0;", ""()
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tx
  store i32 %b, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;
    let m = parse_module("second_wait.ll", text).unwrap();
    let k = m.function_by_name("k").unwrap();
    let barriers: Vec<_> = m.barriers(&m.functions[k]).map(|(i, _)| i).collect();
    let r = decide(&m, &[]);
    assert_eq!(
        r.removals,
        BTreeSet::from([Removal {
            function: k,
            inst: barriers[1]
        }]),
        "{:?}",
        r.decisions
    );
    assert_eq!(judge_removals(&m, &r.removals), (false, false));
    // The publishing barrier alone does race when cut.
    let publish = BTreeSet::from([Removal {
        function: k,
        inst: barriers[0],
    }]);
    assert_eq!(judge_removals(&m, &publish), (false, true));
}
