//! Injectivity implied by race freedom (docs/design.md §4.2,
//! `syncflow_analyses::memory::implied`): the sound preset removes a barrier between a
//! thread's unconditional store to `s[f(tid)]` and its own reads of it, with no stated block
//! shape, and names the store; the interpreter finds no race in the output. Each shape the
//! rule refuses — a partial write, an atomic, a store that does not dominate every access, a
//! device function — keeps its barrier, and for the first three the interpreter shows that
//! removing it would race under a launch the input is race-free in.

use std::collections::BTreeSet;
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, Module, Removal};
use syncflow_transforms::eliminate::{eliminate, Elimination, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

const DECLS: &str = r#"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier0()
"#;

/// A kernel `@k(ptr addrspace(1) %out, i32 %u)` over `@s = [64 x i32]` with `body`, which
/// has `%tx`, `%ty` and `%flat = ty·32 + tx` and ends by storing `%v` to `out[flat]`.
fn kernel(body: &str) -> Module {
    let text = format!(
        r#"@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %u) {{
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %row = mul i32 %ty, 32
  %flat = add i32 %row, %tx
  %px = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
{body}
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %flat
  store i32 %v, ptr addrspace(1) %q
  ret void
}}
{DECLS}"#
    );
    parse_module("k.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn sound(m: &Module, overrides: &[&str]) -> Elimination {
    let mut knobs = Knobs::preset("sound").unwrap();
    for o in overrides {
        knobs.set(o).unwrap();
    }
    eliminate(m, &knobs, &UniformityDivergence::new(m))
}

/// Every candidate barrier of `@k`.
fn all_barriers(m: &Module) -> BTreeSet<Removal> {
    let k = m.function_by_name("k").unwrap();
    m.barriers(&m.functions[k])
        .map(|(inst, _)| Removal { function: k, inst })
        .collect()
}

/// The oracle's verdict on removing `removals` from `m` under a launch of `block` threads
/// (`%u` = `u`): `(input had findings, output has new ones)`.
fn run(m: &Module, block: [u32; 3], u: i64, removals: &BTreeSet<Removal>) -> (bool, bool) {
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(m, k, block, 4096, u);
    let input = Interpreter::new(m).run(k, &launch);
    let verdict = judge(m, k, &launch, &input, removals);
    // Every run here goes to its end: an inconclusive verdict would be neither answer.
    assert!(!verdict.is_inconclusive(), "{:?}", verdict.inconclusive);
    (!input.races.is_empty(), verdict.unsound())
}

#[test]
fn every_threads_store_makes_its_slot_private() {
    // s[tx] = tx; barrier; v = s[tx]: removed at any block shape the input is race-free in.
    let m = kernel(
        "  store i32 %tx, ptr addrspace(3) %px\n  call void @llvm.nvvm.barrier0()\n  %v = load i32, ptr addrspace(3) %px",
    );
    let r = sound(&m, &[]);
    assert_eq!(r.removed(), 1);
    let reason = r.decisions[0].reason.describe();
    assert!(
        reason.contains("race freedom of every thread's store at @k"),
        "{reason}"
    );
    assert_eq!(run(&m, [64, 1, 1], 0, &r.removals), (false, false));
    // In a 2-D block the input itself races (two rows write s[tx]): the premise fails, and
    // the oracle says so for the input, not for the removal.
    assert!(run(&m, [32, 2, 1], 0, &BTreeSet::new()).0);
    // The knob turns the rule off.
    assert_eq!(sound(&m, &["race-free-slots=0"]).removed(), 0);
}

#[test]
fn a_partial_write_proves_nothing() {
    // if (ty == 0) s[tx] = tx; barrier; v = s[tx]: row 1 reads what row 0 wrote.
    let m = kernel(
        "  %row0 = icmp eq i32 %ty, 0
  br i1 %row0, label %w, label %join
w:
  store i32 %tx, ptr addrspace(3) %px
  br label %join
join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %px",
    );
    assert_eq!(sound(&m, &[]).removed(), 0);
    assert_eq!(run(&m, [32, 2, 1], 0, &all_barriers(&m)), (false, true));
}

#[test]
fn atomics_prove_nothing() {
    let m = kernel(
        "  %a = atomicrmw add ptr addrspace(3) %px, i32 1 monotonic
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %px",
    );
    assert_eq!(sound(&m, &[]).removed(), 0);
    assert_eq!(run(&m, [32, 2, 1], 0, &all_barriers(&m)), (false, true));
}

#[test]
fn volatile_stores_prove_nothing() {
    let m = kernel(
        "  store volatile i32 %tx, ptr addrspace(3) %px\n  call void @llvm.nvvm.barrier0()\n  %v = load i32, ptr addrspace(3) %px",
    );
    assert_eq!(sound(&m, &[]).removed(), 0);
}

#[test]
fn a_store_that_does_not_dominate_every_access_proves_nothing() {
    // if (u > 0) s[tx] = tx; else if (ty == 0) s[tx] = 1; barrier; v = s[tx].
    // With u = 0 only the partial write runs: row 1 reads row 0's slot.
    let m = kernel(
        "  %pos = icmp sgt i32 %u, 0
  br i1 %pos, label %all, label %some
all:
  store i32 %tx, ptr addrspace(3) %px
  br label %join
some:
  %row0 = icmp eq i32 %ty, 0
  br i1 %row0, label %w, label %join
w:
  store i32 1, ptr addrspace(3) %px
  br label %join
join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %px",
    );
    assert_eq!(sound(&m, &[]).removed(), 0);
    assert_eq!(run(&m, [32, 2, 1], 0, &all_barriers(&m)), (false, true));
}

#[test]
fn device_functions_prove_nothing() {
    // The own-slot code in a device function: its callers may run it in some threads only.
    let text = format!(
        r#"@s = internal addrspace(3) global [64 x i32] undef
define void @own(ptr addrspace(1) %out) {{
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  store i32 %tx, ptr addrspace(3) %px
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %px
  store i32 %v, ptr addrspace(1) %out
  ret void
}}
{DECLS}"#
    );
    let m = parse_module("k.ll", &text).unwrap();
    let r = sound(&m, &[]);
    assert!(
        r.decisions.iter().all(|d| !d.removed),
        "{:?}",
        r.decisions[0].reason
    );
}

#[test]
fn one_group_of_stores_separates_its_offsets() {
    // tile[ty·32 + tx] and tile[ty·32 + tx + 64·… ] written in one block, read back after
    // the barrier: the unrolled tile copy (tests/corpus/transpose.cu line 32).
    let text = format!(
        r#"@t = internal addrspace(3) global [256 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %row = mul i32 %ty, 32
  %i0 = add i32 %row, %tx
  %i1 = add i32 %i0, 64
  %p0 = getelementptr [256 x i32], ptr addrspace(3) @t, i32 0, i32 %i0
  %p1 = getelementptr [256 x i32], ptr addrspace(3) @t, i32 0, i32 %i1
  store i32 %tx, ptr addrspace(3) %p0
  store i32 %ty, ptr addrspace(3) %p1
  call void @llvm.nvvm.barrier0()
  %a = load i32, ptr addrspace(3) %p0
  %b = load i32, ptr addrspace(3) %p1
  %v = add i32 %a, %b
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i0
  store i32 %v, ptr addrspace(1) %q
  ret void
}}
{DECLS}"#
    );
    let m = parse_module("k.ll", &text).unwrap();
    let r = sound(&m, &[]);
    assert_eq!(r.removed(), 1, "{:?}", r.decisions[0].reason);
    // Race-free at 32×2 (rows 0,1 and 2,3 of the tile), and so is the output.
    assert_eq!(run(&m, [32, 2, 1], 0, &r.removals), (false, false));
    // At 32×4 the input races (rows 2,3 are written twice): outside the premise.
    assert!(run(&m, [32, 4, 1], 0, &BTreeSet::new()).0);
}
