//! The interpreter on AMDGPU code: wave sizes, the wave collectives' values, the hidden
//! kernel arguments, and the barrier group's ordering (whole, narrowed to LDS, or absent).
//! Each kernel checks its own values and reaches `unreachable` (a fault) when one is wrong;
//! a control with a wrong expectation shows that such a check can fail.

use syncflow_interp::{ArgValue, Fault, Fill, Interpreter, LaunchConfig};
use syncflow_ir::parse_module;

/// A kernel for `cpu` whose body checks `expect(tid, lane) == got` for each collective.
fn lanes_kernel(cpu: &str, wave: u32, wrong: bool) -> String {
    let bias = if wrong { 1 } else { 0 };
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane_want = urem i32 %tid, {wave}
  %lane_want2 = add i32 %lane_want, {bias}
  %ok1 = icmp eq i32 %lane, %lane_want2
  br i1 %ok1, label %b1, label %bad
b1:
  %base = sub i32 %tid, %lane
  %n1 = add i32 %lane, 1
  %n = urem i32 %n1, {wave}
  %addr = shl i32 %n, 2
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid)
  %bp_want = add i32 %base, %n
  %ok2 = icmp eq i32 %bp, %bp_want
  br i1 %ok2, label %b2, label %bad
b2:
  %rf = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %ok3 = icmp eq i32 %rf, %base
  br i1 %ok3, label %b3, label %bad
b3:
  %shr = call i32 @llvm.amdgcn.update.dpp.i32(i32 7, i32 %tid, i32 273, i32 15, i32 15, i1 true)
  %in_row = urem i32 %lane, 16
  %first = icmp eq i32 %in_row, 0
  %prev = sub i32 %tid, 1
  %shr_want = select i1 %first, i32 0, i32 %prev
  %ok4 = icmp eq i32 %shr, %shr_want
  br i1 %ok4, label %b4, label %bad
b4:
  %is_odd = trunc i32 %tid to i1
  %is_even = xor i1 %is_odd, true
  %ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %is_even)
  %ok5 = icmp eq i64 %ballot, {ballot}
  br i1 %ok5, label %b5, label %bad
b5:
  %qp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %tid, i32 27, i32 15, i32 15, i1 false)
  %q = and i32 %tid, -4
  %qi = and i32 %tid, 3
  %qr = sub i32 3, %qi
  %qp_want = or i32 %q, %qr
  %ok6 = icmp eq i32 %qp, %qp_want
  br i1 %ok6, label %done, label %bad
done:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %lane, ptr addrspace(1) %p
  ret void
bad:
  unreachable
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i64 @llvm.amdgcn.ballot.i64(i1)
attributes #0 = {{ "target-cpu"="{cpu}" }}
"#,
        ballot = if wave == 64 {
            0x5555_5555_5555_5555u64 as i64
        } else {
            0x5555_5555
        },
    )
}

fn run(text: &str, block: u32, bytes: u64) -> syncflow_interp::RunReport {
    let m = parse_module("k.ll", text).unwrap();
    let k = m.function_by_name("k").unwrap();
    let config = LaunchConfig {
        args: vec![ArgValue::Buffer {
            bytes,
            fill: Fill::Zero,
        }],
        ..LaunchConfig::new([block, 1, 1])
    };
    Interpreter::new(&m).run(k, &config)
}

fn messages(r: &syncflow_interp::RunReport) -> String {
    format!("{:?}", r.faults)
}

#[test]
fn wave64_collectives_compute_their_values() {
    let r = run(&lanes_kernel("gfx90a", 64, false), 128, 512);
    assert!(r.faults.is_empty(), "{}", messages(&r));
    assert!(r.is_clean(), "{:?}", r.races);
}

#[test]
fn gfx11_runs_waves_of_32() {
    let r = run(&lanes_kernel("gfx1100", 32, false), 128, 512);
    assert!(r.faults.is_empty(), "{}", messages(&r));
    // The wave64 expectations are wrong on gfx1100: mbcnt gives tid % 32.
    let r = run(&lanes_kernel("gfx1100", 64, false), 128, 512);
    assert!(
        !r.faults.is_empty(),
        "wave64 values held on a wave32 target"
    );
}

#[test]
fn a_wrong_expectation_is_caught() {
    let r = run(&lanes_kernel("gfx90a", 64, true), 64, 256);
    assert!(
        r.faults
            .iter()
            .any(|f| matches!(f, Fault::Error { message, .. } if message.contains("unreachable"))),
        "{}",
        messages(&r)
    );
}

const HIDDEN: &str = r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %gs = getelementptr i8, ptr addrspace(4) %ia, i64 12
  %x = load i16, ptr addrspace(4) %gs
  %bc = load i32, ptr addrspace(4) %ia
  %ok = icmp eq i16 %x, 96
  %ok2 = icmp eq i32 %bc, 3
  %both = and i1 %ok, %ok2
  br i1 %both, label %more, label %bad
more:
  %far = getelementptr i8, ptr addrspace(4) %ia, i64 80
  %y = load i64, ptr addrspace(4) %far
  ret void
bad:
  unreachable
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
"#;

#[test]
fn hidden_arguments_hold_the_launch_and_other_fields_are_refused_by_name() {
    let m = parse_module("k.ll", HIDDEN).unwrap();
    let k = m.function_by_name("k").unwrap();
    let config = LaunchConfig {
        grid: [3, 1, 1],
        ..LaunchConfig::new([96, 1, 1])
    };
    let r = Interpreter::new(&m).run(k, &config);
    let text = messages(&r);
    assert!(!text.contains("unreachable"), "{text}");
    assert!(
        text.contains("offset 80 of the implicit kernel arguments")
            && text.contains("hidden_group_size_x"),
        "{text}"
    );
}

/// Thread t writes LDS slot t and global slot t, a barrier (`fences`: whole, narrowed to
/// LDS, or none), then reads slot t ^ 1 of both.
fn exchange(fences: &str) -> String {
    let (rel, acq) = match fences {
        "whole" => (
            "fence syncscope(\"workgroup\") release",
            "fence syncscope(\"workgroup\") acquire",
        ),
        "lds" => (
            "fence syncscope(\"workgroup\") release, !mmra !0",
            "fence syncscope(\"workgroup\") acquire, !mmra !0",
        ),
        _ => ("", ""),
    };
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
@s = internal addrspace(3) global [128 x i32] undef
define amdgpu_kernel void @k(ptr addrspace(1) %g) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ps = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps
  %pg = getelementptr i32, ptr addrspace(1) %g, i32 %t
  store i32 %t, ptr addrspace(1) %pg
  {rel}
  call void @llvm.amdgcn.s.barrier()
  {acq}
  %u = xor i32 %t, 1
  %qs = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %a = load i32, ptr addrspace(3) %qs
  %qg = getelementptr i32, ptr addrspace(1) %g, i32 %u
  %b = load i32, ptr addrspace(1) %qg
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
!0 = !{{!"amdgpu-synchronize-as", !"local"}}
"#
    )
}

/// (a race on LDS, a race on global memory).
fn races(fences: &str) -> (bool, bool) {
    let m = parse_module("k.ll", &exchange(fences)).unwrap();
    let k = m.function_by_name("k").unwrap();
    let config = LaunchConfig {
        args: vec![ArgValue::Buffer {
            bytes: 512,
            fill: Fill::Zero,
        }],
        ..LaunchConfig::new([128, 1, 1])
    };
    let r = Interpreter::new(&m).run(k, &config);
    assert!(r.finished(), "{:?}", r.faults);
    let on = |what: &str| r.races.iter().any(|x| format!("{x:?}").contains(what));
    (on("@s"), on("param 0"))
}

#[test]
fn the_group_orders_lds_and_global_memory() {
    assert_eq!(races("whole"), (false, false));
}

#[test]
fn fences_narrowed_to_lds_leave_global_memory_unordered() {
    assert_eq!(races("lds"), (false, true));
}

#[test]
fn s_barrier_without_fences_orders_nothing() {
    assert_eq!(races("none"), (true, true));
}
