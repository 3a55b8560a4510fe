//! The happens-before oracle (`interp::hb`), rule by rule: each kernel that orders its
//! accesses with one synchronization form runs clean, and the same kernel without that
//! ordering reports a race; CTAs running together publish data to each other through a
//! flag; the judge sees a removed barrier through values when no race shows.

use std::collections::BTreeSet;
use syncflow_fuzz::harness::{candidate_barriers, judge, InputRuns};
use syncflow_fuzz::interp::{ArgValue, Fill, Interpreter, LaunchConfig, RunReport, Schedule};
use syncflow_ir::{parse_module, Module, Removal};

const DECLS: &str = r#"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.membar.gl()
"#;

fn module(body: &str) -> Module {
    let text = format!("{body}\n{DECLS}");
    parse_module("hb.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn buffer(bytes: u64) -> ArgValue {
    ArgValue::Buffer {
        bytes,
        fill: Fill::Zero,
    }
}

/// One CTA of `threads`, three zeroed buffers.
fn one_cta(threads: u32) -> LaunchConfig {
    LaunchConfig {
        args: vec![buffer(1024), buffer(1024), buffer(1024)],
        ..LaunchConfig::new([threads, 1, 1])
    }
}

/// Two CTAs of `threads`, run together, three zeroed buffers.
fn two_ctas(threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: [2, 1, 1],
        ctas: vec![[0, 0, 0], [1, 0, 0]],
        concurrent_ctas: true,
        ..one_cta(threads)
    }
}

fn run(m: &Module, launch: &LaunchConfig) -> RunReport {
    let k = m.function_by_name("k").expect("kernel @k");
    let r = Interpreter::new(m).run(k, launch);
    assert!(r.completed(), "{:?}", r.faults);
    assert!(r.divergences.is_empty(), "{:?}", r.divergences);
    r
}

/// Clean under every schedule the harness explores.
fn assert_clean(m: &Module, launch: &LaunchConfig) {
    for schedule in syncflow_fuzz::harness::explored_schedules(launch) {
        let r = run(
            m,
            &LaunchConfig {
                schedule,
                ..launch.clone()
            },
        );
        assert!(r.races.is_empty(), "{schedule:?}: {}", r.races[0]);
    }
}

fn assert_racy(m: &Module, launch: &LaunchConfig) -> RunReport {
    let r = run(m, launch);
    assert!(!r.races.is_empty(), "expected a race");
    r
}

/// `__syncthreads()` of `m`, in order.
fn barriers(m: &Module) -> Vec<Removal> {
    candidate_barriers(m)
}

fn judge_removal(
    m: &Module,
    launch: &LaunchConfig,
    removed: &[Removal],
) -> syncflow_fuzz::harness::Verdict {
    let k = m.function_by_name("k").expect("kernel @k");
    let input = Interpreter::new(m).run(k, launch);
    assert!(input.is_clean(), "the input races: {}", input.races[0]);
    let set: BTreeSet<Removal> = removed.iter().copied().collect();
    judge(m, k, launch, &input, &set)
}

/// Producers (warp 0) write, consumers (warp 1) read after a named barrier of 64 threads;
/// warp 2 takes no part. `producer` is the producers' barrier call, `count` the consumers'.
fn named_barrier_kernel(producer: &str, count: u32) -> Module {
    module(&format!(
        r#"
@s = internal addrspace(3) global [64 x i32] undef
define void @k(ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w0 = icmp ult i32 %t, 32
  br i1 %w0, label %produce, label %other
produce:
  %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
  {producer}
  ret void
other:
  %w1 = icmp ult i32 %t, 64
  br i1 %w1, label %consume, label %done
consume:
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 {count})
  %u = sub i32 %t, 32
  %q = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %v = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
done:
  ret void
}}
"#
    ))
}

#[test]
fn a_named_barrier_orders_exactly_its_threads() {
    let sync = "call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)";
    assert_clean(&named_barrier_kernel(sync, 64), &one_cta(96));
    // The consumers synchronize among themselves only: the producers' writes are unordered.
    assert_racy(&named_barrier_kernel("", 32), &one_cta(96));
}

#[test]
fn bar_arrive_releases_to_the_barriers_waiters() {
    let arrive = "call void @llvm.nvvm.barrier.cta.arrive.count(i32 1, i32 64)";
    assert_clean(&named_barrier_kernel(arrive, 64), &one_cta(96));
    // An arrive at another barrier id orders nothing for barrier 1's waiters (who, with a
    // count of 32, do not wait for it).
    let elsewhere = "call void @llvm.nvvm.barrier.cta.arrive.count(i32 2, i32 64)";
    assert_racy(&named_barrier_kernel(elsewhere, 32), &one_cta(96));
}

fn syncwarp_kernel(sync: &str) -> Module {
    module(&format!(
        r#"
@s = internal addrspace(3) global [32 x i32] undef
define void @k(ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [32 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p
  {sync}
  %u = xor i32 %t, 1
  %q = getelementptr [32 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %v = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}}
"#
    ))
}

#[test]
fn syncwarp_orders_its_lanes() {
    let sync = "call void @llvm.nvvm.bar.warp.sync(i32 -1)";
    assert_clean(&syncwarp_kernel(sync), &one_cta(32));
    assert_racy(&syncwarp_kernel(""), &one_cta(32));
}

/// Thread 0 writes `@d` and raises `@f`; thread 32 waits for `@f` (a bounded spin) and
/// reads `@d`.
fn flag_kernel(store: &str, load: &str) -> Module {
    module(&format!(
        r#"
@d = internal addrspace(3) global i32 undef
@f = internal addrspace(3) global i32 0
define void @k(ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %produce, label %c1
produce:
  store i32 42, ptr addrspace(3) @d
  {store}
  ret void
c1:
  %is32 = icmp eq i32 %t, 32
  br i1 %is32, label %spin, label %done
spin:
  %n = phi i32 [ 0, %c1 ], [ %n1, %spin ]
  {load}
  %n1 = add i32 %n, 1
  %ready = icmp eq i32 %v, 1
  %give = icmp ugt i32 %n1, 100000
  %stop = or i1 %ready, %give
  br i1 %stop, label %use, label %spin
use:
  %x = load i32, ptr addrspace(3) @d
  store i32 %x, ptr addrspace(1) %out
  ret void
done:
  ret void
}}
"#
    ))
}

#[test]
fn release_acquire_orders_a_flag_handoff_inside_a_cta() {
    let rel = "store atomic i32 1, ptr addrspace(3) @f syncscope(\"block\") release, align 4";
    let acq = "%v = load atomic i32, ptr addrspace(3) @f syncscope(\"block\") acquire, align 4";
    assert_clean(&flag_kernel(rel, acq), &one_cta(64));
    // Relaxed on both sides: the flag itself does not race, the data does.
    let st = "store atomic i32 1, ptr addrspace(3) @f syncscope(\"block\") monotonic, align 4";
    let ld = "%v = load atomic i32, ptr addrspace(3) @f syncscope(\"block\") monotonic, align 4";
    let r = assert_racy(&flag_kernel(st, ld), &one_cta(64));
    assert!(r.races.iter().all(|x| x.object == "@d"), "{}", r.races[0]);
    // Fences around relaxed accesses give the same ordering as release and acquire.
    let st_fenced = format!("fence syncscope(\"block\") release\n  {st}");
    let ld_fenced = format!("{ld}\n  fence syncscope(\"block\") acquire");
    assert_clean(&flag_kernel(&st_fenced, &ld_fenced), &one_cta(64));
    // PTX's forms, in inline asm: st.release / ld.acquire at CTA scope.
    let asm_st = "call void asm sideeffect \"st.release.cta.shared.b32 [$0], $1;\", \"l,r\"(ptr addrspace(3) @f, i32 1)";
    let asm_ld = "%v = call i32 asm sideeffect \"ld.acquire.cta.shared.b32 $0, [$1];\", \"=r,l\"(ptr addrspace(3) @f)";
    assert_clean(&flag_kernel(asm_st, asm_ld), &one_cta(64));
    let asm_ld_relaxed = "%v = call i32 asm sideeffect \"ld.relaxed.cta.shared.b32 $0, [$1];\", \"=r,l\"(ptr addrspace(3) @f)";
    assert_racy(&flag_kernel(asm_st, asm_ld_relaxed), &one_cta(64));
}

/// CTA 0 writes `data`, `__syncthreads()`, thread 0 publishes `flag` (`publish`); CTA 1's
/// thread 0 waits for it with an acquire load, `__syncthreads()`, and every thread reads an
/// element another thread of CTA 0 wrote.
fn cross_cta_kernel(publish: &str) -> Module {
    module(&format!(
        r#"
define void @k(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %b, 0
  %leader = icmp eq i32 %t, 0
  br i1 %first, label %produce, label %consume
produce:
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 %t, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  br i1 %leader, label %publish, label %end
publish:
  {publish}
  br label %end
consume:
  br i1 %leader, label %spin, label %wait
spin:
  %n = phi i32 [ 0, %consume ], [ %n1, %spin ]
  %v = load atomic i32, ptr addrspace(1) %flag acquire, align 4
  %n1 = add i32 %n, 1
  %ready = icmp eq i32 %v, 1
  %give = icmp ugt i32 %n1, 100000
  %stop = or i1 %ready, %give
  br i1 %stop, label %wait, label %spin
wait:
  call void @llvm.nvvm.barrier0()
  %u = sub i32 63, %t
  %q = getelementptr i32, ptr addrspace(1) %data, i32 %u
  %x = load i32, ptr addrspace(1) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x, ptr addrspace(1) %o
  br label %end
end:
  ret void
}}
"#
    ))
}

#[test]
fn ctas_running_together_publish_through_a_flag() {
    let fenced = "fence seq_cst\n  store atomic i32 1, ptr addrspace(1) %flag monotonic, align 4";
    let release = "store atomic i32 1, ptr addrspace(1) %flag release, align 4";
    let membar = "call void @llvm.nvvm.membar.gl()\n  store atomic i32 1, ptr addrspace(1) %flag monotonic, align 4";
    let asm = "call void asm sideeffect \"fence.acq_rel.gpu;\\0Ast.relaxed.gpu.global.b32 [$0], $1;\", \"l,r\"(ptr addrspace(1) %flag, i32 1)";
    for publish in [fenced, release, membar, asm] {
        let m = cross_cta_kernel(publish);
        let launch = two_ctas(64);
        assert_clean(&m, &launch);
        let [produced, consumed] = barriers(&m)[..] else {
            panic!("two barriers")
        };
        for removed in [produced, consumed] {
            let v = judge_removal(&m, &launch, &[removed]);
            let race = v
                .new_race
                .unwrap_or_else(|| panic!("{publish}: no race: {:?}", v.new_findings));
            assert_ne!(race.first.cta, race.second.cta, "{race}");
        }
    }
    // A release at CTA scope does not reach the other CTA.
    let narrow = "store atomic i32 1, ptr addrspace(1) %flag syncscope(\"block\") release, align 4";
    assert_racy(&cross_cta_kernel(narrow), &two_ctas(64));
    // CTAs one after the other: no race is looked for across them.
    let sequential = LaunchConfig {
        concurrent_ctas: false,
        ..two_ctas(64)
    };
    assert!(run(&cross_cta_kernel(release), &sequential)
        .races
        .is_empty());
}

#[test]
fn a_removed_barrier_before_an_atomic_total_changes_the_result() {
    let m = module(
        r#"
define void @k(ptr addrspace(1) %c, ptr addrspace(1) %out, ptr addrspace(1) %unused) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add ptr addrspace(1) %c, i32 1 monotonic
  call void @llvm.nvvm.barrier0()
  %t0 = icmp eq i32 %t, 0
  br i1 %t0, label %write, label %end
write:
  %v = load atomic i32, ptr addrspace(1) %c monotonic, align 4
  store i32 %v, ptr addrspace(1) %out
  br label %end
end:
  ret void
}
"#,
    );
    let launch = one_cta(64);
    assert_clean(&m, &launch);
    // The tickets depend on the order, but nothing uses them, so they are not observed: the
    // input computes one thing.
    let k = m.function_by_name("k").unwrap();
    assert!(InputRuns::new(&m, k, &launch).deterministic);
    let without = parse_module(
        "hb.ll",
        &m.source.replace("call void @llvm.nvvm.barrier0()", ""),
    )
    .expect("parses");
    // No race either way: the atomics are morally strong with each other.
    assert_clean(&without, &launch);
    // But thread 0 running ahead (as under the round-robin schedule too) reads its own
    // increment only.
    let first = LaunchConfig {
        schedule: Schedule::ThreadFirst { thread: 0 },
        ..launch.clone()
    };
    assert_ne!(
        run(&m, &first).memory_digest,
        run(&without, &first).memory_digest
    );
    let v = judge_removal(&m, &launch, &barriers(&m));
    assert!(v.unsound(), "the judge must see the different total");
    assert!(v.new_race.is_none());
    assert!(
        v.new_findings[0].contains("reads different values"),
        "{}",
        v.new_findings[0]
    );
}

#[test]
fn mixed_width_atomics_on_overlapping_bytes_race() {
    let m = module(
        r#"
define void @k(ptr addrspace(1) %c, ptr addrspace(1) %out, ptr addrspace(1) %unused) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %t, 32
  br i1 %low, label %narrow, label %sync
narrow:
  %a = atomicrmw add ptr addrspace(1) %c, i32 1 monotonic
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  br i1 %low, label %end, label %wide
wide:
  %b = atomicrmw add ptr addrspace(1) %c, i64 4294967296 monotonic
  br label %end
end:
  ret void
}
"#,
    );
    let launch = one_cta(64);
    assert_clean(&m, &launch);
    let v = judge_removal(&m, &launch, &barriers(&m));
    let race = v
        .new_race
        .expect("an i32 and an i64 atomic on the same bytes race");
    assert!(race.first.atomic && race.second.atomic, "{race}");
}

const CLUSTER_DECLS: &str = r#"
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))
"#;

/// Every thread writes `y[tid]` of its own CTA, then `between` (cluster synchronization or
/// nothing), then reads `y[tid]` of the *other* CTA of its cluster through `mapa`, and
/// stores it (and the ranks it sees) to `out`.
fn dsmem_kernel(arrive: &str) -> Module {
    let body = format!(
        r#"@y = internal addrspace(3) global [32 x i32] undef, align 4
define void @k(ptr %in, ptr %out, ptr %c) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %p = getelementptr [32 x i32], ptr addrspace(3) @y, i32 0, i32 %t
  %v = add i32 %t, 100
  %w = mul i32 %rank, 1000
  %x = add i32 %v, %w
  store i32 %x, ptr addrspace(3) %p, align 4
  {arrive}
  %other = sub i32 1, %rank
  %q = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %p, i32 %other)
  %seen = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %q)
  %r = load i32, ptr addrspace(3) %q, align 4
  %i = mul i32 %rank, 32
  %j = add i32 %i, %t
  %o = getelementptr i32, ptr %out, i32 %j
  store i32 %r, ptr %o, align 4
  %s = getelementptr i32, ptr %c, i32 %j
  store i32 %seen, ptr %s, align 4
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  ret void
}}
{CLUSTER_DECLS}"#
    );
    module(&body)
}

fn cluster_of_two(threads: u32) -> LaunchConfig {
    LaunchConfig {
        cluster: [2, 1, 1],
        ..two_ctas(threads)
    }
}

/// Distributed shared memory: each CTA reads the other's `y` through `mapa`, ordered by a
/// cluster barrier (arrive releases, wait acquires); without it, or with a relaxed arrive,
/// the reads race with the other CTA's writes. The values read are the other CTA's.
#[test]
fn a_cluster_barrier_orders_distributed_shared_memory() {
    let sync = "call void @llvm.nvvm.barrier.cluster.arrive()\n  call void @llvm.nvvm.barrier.cluster.wait()";
    let m = dsmem_kernel(sync);
    let launch = cluster_of_two(32);
    assert_clean(&m, &launch);
    let r = run(
        &m,
        &LaunchConfig {
            record_values: true,
            ..launch.clone()
        },
    );
    // Each CTA read the other's values: CTA 0 (rank 0) sees 1000 + t + 100, CTA 1 sees
    // t + 100.
    let k = m.function_by_name("k").expect("kernel");
    let load = m.functions[k]
        .insts
        .iter_enumerated()
        .find(|(_, i)| matches!(i.opcode, syncflow_ir::Opcode::Load { .. }))
        .map(|(id, _)| id)
        .expect("the remote load");
    for gid in 0..64u32 {
        let (cta, t) = (gid / 32, gid % 32);
        let expected = u64::from(t + 100 + if cta == 0 { 1000 } else { 0 });
        assert_eq!(
            r.values.get(&(gid, k, load)),
            Some(&expected),
            "thread {gid}"
        );
    }
    for relaxed_or_none in [
        "call void @llvm.nvvm.barrier.cluster.arrive.relaxed()\n  call void @llvm.nvvm.barrier.cluster.wait()",
        "",
    ] {
        let r = assert_racy(&dsmem_kernel(relaxed_or_none), &launch);
        assert!(
            r.races[0].to_string().contains("@y"),
            "{}",
            r.races[0]
        );
    }
}

/// `mapa` to a CTA the run does not execute is a fault that says so, not a guess.
#[test]
fn mapa_to_a_block_not_run_is_a_fault() {
    let m = dsmem_kernel("call void @llvm.nvvm.barrier.cluster.arrive()\n  call void @llvm.nvvm.barrier.cluster.wait()");
    let k = m.function_by_name("k").expect("kernel");
    let launch = LaunchConfig {
        cluster: [2, 1, 1],
        ..one_cta(32)
    };
    let r = Interpreter::new(&m).run(k, &launch);
    let text = format!("{:?}", r.faults);
    assert!(text.contains("mapa to rank 1"), "{text}");
}

/// The cluster registers read the launch's cluster shape in both spellings: PTX's
/// `%cluster_ctarank`, `%cluster_ctaid.x`, `%cluster_nctarank` inside asm, and NVVM's
/// `llvm.nvvm.read.ptx.sreg.cluster.ctarank`. Each thread stores what it read to its own
/// shared slot, loads it back and stores it to `out` (the load's value is what the run
/// records).
#[test]
fn cluster_registers_read_the_cluster_in_both_spellings() {
    let m = module(&format!(
        r#"@y = internal addrspace(3) global [32 x i32] undef, align 4
define void @k(ptr %in, ptr %out, ptr %c) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %a = call i32 asm "mov.u32 $0, %cluster_ctarank;", "=r"()
  %b = call i32 asm "mov.u32 $0, %cluster_ctaid.x;", "=r"()
  %n = call i32 asm "mov.u32 $0, %cluster_nctarank;", "=r"()
  %r1000 = mul i32 %rank, 1000
  %a100 = mul i32 %a, 100
  %b10 = mul i32 %b, 10
  %s1 = add i32 %r1000, %a100
  %s2 = add i32 %s1, %b10
  %x = add i32 %s2, %n
  %p = getelementptr [32 x i32], ptr addrspace(3) @y, i32 0, i32 %t
  store i32 %x, ptr addrspace(3) %p, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  %i = mul i32 %rank, 32
  %j = add i32 %i, %t
  %o = getelementptr i32, ptr %out, i32 %j
  store i32 %v, ptr %o, align 4
  ret void
}}
{CLUSTER_DECLS}"#
    ));
    let r = run(
        &m,
        &LaunchConfig {
            record_values: true,
            ..cluster_of_two(32)
        },
    );
    let k = m.function_by_name("k").expect("kernel");
    let load = m.functions[k]
        .insts
        .iter_enumerated()
        .find(|(_, i)| matches!(i.opcode, syncflow_ir::Opcode::Load { .. }))
        .map(|(id, _)| id)
        .expect("the load");
    for gid in 0..64u32 {
        // CTA c is rank c of a cluster of two: 1000·c + 100·c + 10·c + 2.
        let c = u64::from(gid / 32);
        assert_eq!(
            r.values.get(&(gid, k, load)),
            Some(&(1110 * c + 2)),
            "thread {gid}"
        );
    }
}
