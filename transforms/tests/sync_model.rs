//! docs/design.md §4's memory model on the synchronization real kernels use (issue 27), one
//! small kernel per rule, through both front-ends: observed atomics, reductions that commute,
//! mixed-width atomics, `volatile` in PTX, signals to other CTAs (fences, releases, acquires,
//! flags, locks) and the witnesses of §4.2 that other synchronization disqualifies. Every
//! kernel has one removal candidate (the lock has two) and states whether `sound` must keep
//! it; the controls must still be removed. The `legacy-sync-model` knob (the definition before
//! the issue) removes each required barrier, which is what the soundness harness catches.

use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{parse_module, Module};
use syncflow_transforms::eliminate::{eliminate, Elimination, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

fn run(m: &Module, preset: &str, overrides: &[&str]) -> Elimination {
    let mut k = Knobs::preset(preset).unwrap();
    for o in overrides {
        k.set(o).unwrap();
    }
    eliminate(m, &k, &UniformityDivergence::new(m))
}

/// (removal candidates, removed) of the module under `preset`.
fn removed(m: &Module, preset: &str, overrides: &[&str]) -> (usize, usize) {
    let r = run(m, preset, overrides);
    let candidates = r
        .decisions
        .iter()
        .filter(|d| {
            m.barriers(&m.functions[d.function])
                .any(|(i, b)| i == d.inst && b.kind.is_removal_candidate())
        })
        .count();
    (candidates, r.decisions.iter().filter(|d| d.removed).count())
}

/// The reasons of every decision, for messages.
fn reasons(m: &Module) -> String {
    run(m, "sound", &[])
        .decisions
        .iter()
        .map(|d| format!("{} {:?}", d.removed, d.reason))
        .collect::<Vec<_>>()
        .join("\n")
}

fn llvm(body: &str) -> Module {
    let text = format!(
        "{body}
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.membar.gl()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare {{ float, float, float, float }} @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
"
    );
    parse_module("k.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn ptx(body: &str) -> Module {
    let text = format!(".version 8.0\n.target sm_90\n.address_size 64\n{body}");
    parse_ptx_module("k.ptx", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// `sound` keeps every candidate; `conservative` too; the legacy definition removes one.
fn required(m: &Module) {
    let (candidates, gone) = removed(m, "sound", &[]);
    assert!(candidates > 0);
    assert_eq!(gone, 0, "sound removed a required barrier:\n{}", reasons(m));
    assert_eq!(removed(m, "conservative", &[]).1, 0, "conservative");
    assert!(
        removed(m, "sound", &["legacy-sync-model=1"]).1 > 0,
        "the legacy definition should remove it (the harness row relies on that)"
    );
}

/// `sound` removes every candidate.
fn removable(m: &Module) {
    let (candidates, gone) = removed(m, "sound", &[]);
    assert!(candidates > 0);
    assert_eq!(gone, candidates, "sound kept a control:\n{}", reasons(m));
}

const TID0: &str = "%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0";

#[test]
fn an_atomic_counter_read_after_the_barrier_keeps_it() {
    for read in [
        "%v = load atomic i32, ptr addrspace(3) @c monotonic, align 4",
        "%v = atomicrmw add ptr addrspace(3) @c, i32 0 monotonic, align 4",
    ] {
        required(&llvm(&format!(
            "@c = internal addrspace(3) global i32 undef
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  {TID0}
  %old = atomicrmw add ptr addrspace(3) @c, i32 1 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %z, label %a, label %b
a:
  {read}
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %b
b:
  ret void
}}"
        )));
    }
}

#[test]
fn reductions_of_one_operation_with_unused_results_commute() {
    for (order, space) in [("monotonic", "3"), ("seq_cst", "3"), ("monotonic", "1")] {
        removable(&llvm(&format!(
            "@c = internal addrspace({space}) global i32 0
define ptx_kernel void @k() {{
  %a = atomicrmw add ptr addrspace({space}) @c, i32 1 {order}, align 4
  call void @llvm.nvvm.barrier0()
  %b = atomicrmw add ptr addrspace({space}) @c, i32 2 {order}, align 4
  ret void
}}"
        )));
    }
    // Different operations do not commute.
    let m = llvm(
        "@c = internal addrspace(3) global i32 0
define ptx_kernel void @k() {
  %a = atomicrmw add ptr addrspace(3) @c, i32 1 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  %b = atomicrmw max ptr addrspace(3) @c, i32 2 monotonic, align 4
  ret void
}",
    );
    required(&m);
}

#[test]
fn atomics_of_different_widths_on_one_word_keep_the_barrier() {
    required(&llvm(
        "@w = internal addrspace(3) global i64 0
define ptx_kernel void @k() {
  %a = atomicrmw add ptr addrspace(3) @w, i32 1 monotonic, align 8
  call void @llvm.nvvm.barrier0()
  %b = atomicrmw add ptr addrspace(3) @w, i64 1 monotonic, align 8
  ret void
}",
    ));
}

/// Issue 27's item 4: the rows' stores to `s[tid.x]` are ordered by `__syncwarp`, so race
/// freedom does not make `tid.x` injective, and in a 16×2 block row 0 reads row 1's value.
#[test]
fn stores_ordered_by_syncwarp_are_no_witness_of_injectivity() {
    let kernel = |sync: &str| {
        llvm(&format!(
            "@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %y, ptr addrspace(3) %p, align 4
  {sync}
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}"
        ))
    };
    required(&kernel("call void @llvm.nvvm.bar.warp.sync(i32 -1)"));
    // The control: nothing else orders the stores, so race freedom proves `tid.x` a slot.
    removable(&kernel(""));
    // Texture and surface reads order nothing (dct8x8 of the CUDA samples fetches a texture
    // next to its witness store): the witness stands, and the second barrier goes. The first
    // stays for what the texture call may touch (an intrinsic without a model).
    let witness_next_to = |other: &str| {
        llvm(&format!(
            "@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k() {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  {other}
  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4
  ret void
}}"
        ))
    };
    for image in [
        "%tex = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 7, float 0.0, float 0.0)",
        "%img = call float asm sideeffect \"tex.2d.v4.f32.f32 {$0, $0, $0, $0}, [$1, {$2, $2}];\", \"=f,l,f\"(i64 7, float 0.0)",
    ] {
        let m = witness_next_to(image);
        assert_eq!(removed(&m, "sound", &[]), (2, 1), "{image}\n{}", reasons(&m));
    }
    let m = witness_next_to("call void @llvm.nvvm.bar.warp.sync(i32 -1)");
    assert_eq!(removed(&m, "sound", &[]), (2, 0), "{}", reasons(&m));
    // A `__syncwarp` in another interval cannot order two threads' stores in this one.
    let m = llvm(
        "@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.nvvm.barrier0()
  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}",
    );
    assert_eq!(removed(&m, "sound", &[]), (2, 2), "{}", reasons(&m));
}

#[test]
fn volatile_shared_memory_in_ptx_keeps_the_barrier() {
    required(&ptx(".shared .align 4 .b8 s[512];
.visible .entry k()
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  mov.u32 %r1, %tid.x;
  mov.u64 %rd1, s;
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.volatile.shared.u32 [%rd3], %r1;
  bar.sync 0;
  ld.volatile.shared.u32 %r2, [%rd1+128];
  add.s32 %r3, %r2, 1;
  st.volatile.shared.u32 [%rd3], %r3;
  ret;
}"));
}

/// Every thread writes global data, the barrier, then thread 0 signals another CTA: the
/// barrier's cumulativity is what publishes the other threads' writes. Distinct `noalias`
/// objects change nothing.
#[test]
fn a_signal_to_other_ctas_after_the_barrier_keeps_it() {
    for signal in [
        "fence seq_cst\n  store atomic i32 1, ptr addrspace(1) %flag monotonic, align 4",
        "call void @llvm.nvvm.membar.gl()\n  %x = atomicrmw xchg ptr addrspace(1) %flag, i32 1 monotonic, align 4",
        "store atomic i32 1, ptr addrspace(1) %flag release, align 4",
        "%x = atomicrmw xchg ptr addrspace(1) %flag, i32 1 syncscope(\"device\") release, align 4",
        "%x = atomicrmw add ptr addrspace(1) %flag, i32 1 seq_cst, align 4",
        "%x = call i32 asm sideeffect \"atom.release.gpu.global.exch.b32 $0, [$1], 1;\", \"=r,l\"(ptr addrspace(1) %flag)",
        "call void asm sideeffect \"st.release.gpu.global.u32 [$0], 1;\", \"l\"(ptr addrspace(1) %flag)",
        "store volatile i32 1, ptr addrspace(1) %flag, align 4",
    ] {
        required(&llvm(&format!(
            "define ptx_kernel void @k(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %flag) {{
  {TID0}
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %z, label %a, label %b
a:
  {signal}
  br label %b
b:
  ret void
}}"
        )));
    }
}

/// The mirror: thread 0 acquires, the barrier, then every thread reads what another CTA
/// published.
#[test]
fn an_acquire_before_the_barrier_keeps_it() {
    for (acquire, attrs) in [
        ("%f = load atomic i32, ptr addrspace(1) %flag acquire, align 4", "noalias"),
        (
            "%f = load volatile i32, ptr addrspace(1) %flag, align 4\n  fence seq_cst",
            "noalias",
        ),
        (
            "%f = call i32 asm sideeffect \"ld.acquire.gpu.global.u32 $0, [$1];\", \"=r,l\"(ptr addrspace(1) %flag)",
            "noalias",
        ),
    ] {
        required(&llvm(&format!(
            "define ptx_kernel void @k(ptr addrspace(1) {attrs} %data, ptr addrspace(1) noalias %flag, ptr addrspace(1) noalias %out) {{
entry:
  {TID0}
  br i1 %z, label %spin, label %go
spin:
  {acquire}
  %ready = icmp ne i32 %f, 0
  br i1 %ready, label %go, label %spin
go:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %v = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}"
        )));
    }
}

/// What stays removable next to a signal: shared-memory-only work (no other CTA can see it
/// without clusters), a relaxed reduction whose result is unused (it publishes nothing), and
/// reads of read-only data.
#[test]
fn shared_only_work_relaxed_reductions_and_read_only_data_stay_removable() {
    removable(&llvm(&format!(
        "@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) noalias %flag) {{
  {TID0}
  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %z, label %a, label %b
a:
  fence seq_cst
  store atomic i32 1, ptr addrspace(1) %flag monotonic, align 4
  br label %b
b:
  ret void
}}"
    )));
    removable(&llvm(&format!(
        "define ptx_kernel void @k(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %sum) {{
  {TID0}
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  %x = atomicrmw add ptr addrspace(1) %sum, i32 1 monotonic, align 4
  call void asm sideeffect \"red.global.add.u32 [$0], 1;\", \"l\"(ptr addrspace(1) %sum)
  ret void
}}"
    )));
    removable(&llvm(&format!(
        "define ptx_kernel void @k(ptr addrspace(1) noalias readonly %data, ptr addrspace(1) noalias %flag, ptr addrspace(1) noalias %out) {{
entry:
  {TID0}
  br i1 %z, label %spin, label %go
spin:
  %f = load atomic i32, ptr addrspace(1) %flag acquire, align 4
  %ready = icmp ne i32 %f, 0
  br i1 %ready, label %go, label %spin
go:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %v = load i32, ptr addrspace(1) %p, align 4
  ret void
}}"
    )));
}

/// Triton's layer-norm-backward lock: thread 0 takes a lock with a compare-and-swap spin,
/// `tl.debug_barrier()`, every thread updates the shared partial sums in global memory,
/// `tl.debug_barrier()`, thread 0 releases the lock with an exchange. Both barriers order the
/// updates against the lock, whose words are other objects.
#[test]
fn a_lock_in_tritons_shape_keeps_both_barriers() {
    let m = llvm(&format!(
        "define ptx_kernel void @k(ptr addrspace(1) noalias %lock, ptr addrspace(1) noalias %partial) {{
entry:
  {TID0}
  br i1 %z, label %spin, label %locked
spin:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 acquire monotonic, align 4
  %won = extractvalue {{ i32, i1 }} %r, 1
  br i1 %won, label %locked, label %spin
locked:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr float, ptr addrspace(1) %partial, i32 %t
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %z, label %unlock, label %done
unlock:
  %old = atomicrmw xchg ptr addrspace(1) %lock, i32 0 release, align 4
  br label %done
done:
  ret void
}}"
    ));
    let (candidates, gone) = removed(&m, "sound", &[]);
    assert_eq!((candidates, gone), (2, 0), "{}", reasons(&m));
    assert!(removed(&m, "sound", &["legacy-sync-model=1"]).1 > 0);
}

/// The PTX front-end's spellings of signals: `membar.gl`, `fence.acq_rel.gpu`,
/// `st.release.gpu`, `atom.global` whose result is used, `st.volatile.global`. The data and
/// the flag are distinct `.global` variables, so only the signal keeps the barrier.
#[test]
fn ptx_signals_keep_the_barrier_and_a_red_does_not() {
    let kernel = |signal: &str| {
        ptx(&format!(
            ".global .align 4 .b8 data[512];
.global .align 4 .u32 flag;
.global .align 4 .u32 seen;
.visible .entry k()
{{
  .reg .pred %p<2>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<6>;
  mov.u64 %rd1, data;
  mov.u64 %rd4, flag;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd5, %r1, 4;
  add.s64 %rd5, %rd1, %rd5;
  st.global.u32 [%rd5], %r1;
  bar.sync 0;
  setp.ne.s32 %p1, %r1, 0;
  @%p1 bra DONE;
  {signal}
DONE:
  ret;
}}"
        ))
    };
    for signal in [
        "membar.gl;\n  st.global.u32 [%rd4], 1;",
        "fence.acq_rel.gpu;\n  st.relaxed.gpu.global.u32 [%rd4], 1;",
        "st.release.gpu.global.u32 [%rd4], 1;",
        "atom.global.exch.b32 %r2, [%rd4], 1;\n  mov.u64 %rd3, seen;\n  st.global.u32 [%rd3], %r2;",
        "st.volatile.global.u32 [%rd4], 1;",
    ] {
        required(&kernel(signal));
    }
    // A relaxed `red` publishes nothing.
    removable(&kernel("red.global.add.u32 [%rd4], 1;"));
}

/// A reason names the signal and where it is.
#[test]
fn the_reason_names_the_signal() {
    let m = llvm(&format!(
        "define ptx_kernel void @k(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %flag) {{
  {TID0}
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  store atomic i32 1, ptr addrspace(1) %flag release, align 4
  ret void
}}"
    ));
    let text = reasons(&m);
    assert!(
        text.contains("the release at k.ll:") && text.contains("other CTAs"),
        "{text}"
    );
}
