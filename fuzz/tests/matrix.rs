//! `ldmatrix`/`stmatrix` (NVVM intrinsics, as Triton emits them): the interpreter moves the
//! fragments the PTX ISA defines (checked by assertions inside the kernels), the race
//! detector attributes each 16-byte row to the lane that gives its address, and the analyses
//! read the same accesses (16 bytes at each lane's pointer), so the sound preset keeps the
//! barriers that order them and the interpreter agrees.

use std::collections::BTreeSet;
use syncflow_fuzz::harness::judge;
use syncflow_fuzz::interp::{Fault, Interpreter, LaunchConfig, RunReport};
use syncflow_ir::{parse_module, Module, Removal};
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

/// One warp. `e` (i16 × 256) holds element `k` = `k` (each thread writes 8), a barrier, then
/// `body`, which defines `%got` (stored to `out`) and `%expect`: with `checked`, an assertion
/// compares them (a call the analyses must take as unknown memory, so the tests that decide
/// barriers leave it out). `%pe`/`%pt` are lane `8m + r`'s row address (row `r` of matrix `m`)
/// in `e`/`t`, `%pr` row `7 - r`'s in `t`.
fn kernel(body: &str, checked: bool) -> Module {
    let check = if checked {
        "  %ok = icmp eq i32 %got, %expect\n  br i1 %ok, label %done, label %bad\nbad:\n  call void @__assertfail()\n  unreachable\ndone:\n"
    } else {
        ""
    };
    let text = format!(
        r#"@e = internal addrspace(3) global [256 x i16] undef
@t = internal addrspace(3) global [256 x i16] undef

define ptx_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = shl i32 %tid, 3
  br label %fill
fill:
  %j = phi i32 [ 0, %entry ], [ %j1, %fill ]
  %k = add i32 %base, %j
  %kv = trunc i32 %k to i16
  %pk = getelementptr [256 x i16], ptr addrspace(3) @e, i32 0, i32 %k
  store i16 %kv, ptr addrspace(3) %pk
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 8
  br i1 %more, label %fill, label %filled
filled:
  call void @llvm.nvvm.barrier0()
  %lane = and i32 %tid, 31
  %r = and i32 %lane, 7
  %m = lshr i32 %lane, 3
  %m64 = shl i32 %m, 6
  %r8 = shl i32 %r, 3
  %row = add i32 %m64, %r8
  %pe = getelementptr [256 x i16], ptr addrspace(3) @e, i32 0, i32 %row
  %pt = getelementptr [256 x i16], ptr addrspace(3) @t, i32 0, i32 %row
  %rr = sub i32 7, %r
  %rr8 = shl i32 %rr, 3
  %rev = add i32 %m64, %rr8
  %pr = getelementptr [256 x i16], ptr addrspace(3) @t, i32 0, i32 %rev
  %q = and i32 %lane, 3
  %c = lshr i32 %lane, 2
{body}
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %got, ptr addrspace(1) %po
{check}  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @__assertfail()
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3))
declare {{ i32, i32, i32, i32 }} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3), i32)
"#
    );
    parse_module("matrix.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn run(m: &Module) -> RunReport {
    let k = m.function_by_name("k").unwrap();
    let launch = LaunchConfig::for_kernel(m, k, [32, 1, 1], 4096, 0);
    Interpreter::new(m).run(k, &launch)
}

fn assertion_failed(r: &RunReport) -> bool {
    r.faults
        .iter()
        .any(|f| matches!(f, Fault::Error { message, .. } if message.contains("assertion")))
}

/// Lane i of `x1`: row i/4, columns 2(i%4) and 2(i%4)+1 of matrix 0 (rows at element 8r):
/// elements 2i and 2i+1.
const X1: &str = r#"
  %got = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %pe)
  %lo = shl i32 %lane, 1
  %hi = add i32 %lo, 1
  %hi16 = shl i32 %hi, 16
  %expect = or i32 %lo, %hi16
"#;

/// `.trans`: rows 2(i%4) and 2(i%4)+1 of column i/4: elements 16(i%4) + i/4 and 8 more.
const X1_TRANS: &str = r#"
  %got = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %pe)
  %q16 = shl i32 %q, 4
  %lo = add i32 %q16, %c
  %hi = add i32 %lo, 8
  %hi16 = shl i32 %hi, 16
  %expect = or i32 %lo, %hi16
"#;

/// `x4`, fragment 3: matrix 3's rows start at element 64·3 + 8r: elements 192 + 2i, +1.
const X4: &str = r#"
  %all = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pe)
  %got = extractvalue { i32, i32, i32, i32 } %all, 3
  %l2 = shl i32 %lane, 1
  %lo = add i32 %l2, 192
  %hi = add i32 %lo, 1
  %hi16 = shl i32 %hi, 16
  %expect = or i32 %lo, %hi16
"#;

#[test]
fn ldmatrix_fragments_are_the_ptx_isa_layout() {
    for (name, body) in [("x1", X1), ("x1.trans", X1_TRANS), ("x4", X4)] {
        let r = run(&kernel(body, true));
        assert!(
            r.races.is_empty() && r.faults.is_empty(),
            "{name}: {:?} {:?}",
            r.races,
            r.faults
        );
    }
    // XLA's inline-PTX form runs the same collective.
    let asm = X4.replace(
        "call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %pe)",
        r#"call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l"(ptr addrspace(3) %pe)"#,
    );
    assert_ne!(asm, X4);
    let r = run(&kernel(&asm, true));
    assert!(
        r.races.is_empty() && r.faults.is_empty(),
        "asm: {:?} {:?}",
        r.races,
        r.faults
    );
    // The assertion is live: a wrong expectation fails it.
    let wrong = X1.replace("%hi = add i32 %lo, 1", "%hi = add i32 %lo, 2");
    assert!(assertion_failed(&run(&kernel(&wrong, true))));
}

/// `stmatrix.trans` then `ldmatrix.trans` of the same rows gives each lane its own fragment
/// back.
#[test]
fn stmatrix_round_trip() {
    let m = kernel(
        r#"  %mine = mul i32 %lane, 65537
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %pt, i32 %mine)
  call void @llvm.nvvm.barrier0()
  %got = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %pt)
  %expect = add i32 %mine, 0
"#,
        true,
    );
    let r = run(&m);
    assert!(
        r.races.is_empty() && r.faults.is_empty(),
        "{:?} {:?}",
        r.races,
        r.faults
    );
}

/// `stmatrix`, barrier, `ldmatrix` of the rows in reverse order: row `7 - r` written by lane
/// `7 - r` is read by lane `r`, which the barrier orders. The sound preset keeps it (a row
/// pointer is no per-thread slot), and the interpreter calls its removal a race.
#[test]
fn the_barrier_between_stmatrix_and_another_lanes_ldmatrix_stays() {
    let m = kernel(
        r#"  %mine = mul i32 %lane, 65537
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %pt, i32 %mine)
  call void @llvm.nvvm.barrier0()
  %got = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %pr)
  %expect = add i32 %got, 0
"#,
        false,
    );
    let input = run(&m);
    assert!(
        input.races.is_empty() && input.faults.is_empty(),
        "{:?}",
        input.races
    );
    let knobs = Knobs::preset("sound").unwrap();
    let decided = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
    let k = m.function_by_name("k").unwrap();
    let barriers: Vec<_> = m.barriers(&m.functions[k]).map(|(i, _)| i).collect();
    assert_eq!(barriers.len(), 2);
    // The first barrier (after `e` is filled) orders nothing here and goes; the second stays.
    assert_eq!(
        decided.removals,
        BTreeSet::from([Removal {
            function: k,
            inst: barriers[0]
        }]),
        "{:?}",
        decided.decisions
    );
    let launch = LaunchConfig::for_kernel(&m, k, [32, 1, 1], 4096, 0);
    let cut = BTreeSet::from([Removal {
        function: k,
        inst: barriers[1],
    }]);
    assert!(judge(&m, k, &launch, &input, &cut).unsound());
}

#[test]
fn a_barrier_between_reads_only_goes() {
    // ldmatrix, barrier, ldmatrix of the same rows: read-read, removable; the interpreter
    // finds nothing new.
    let m = kernel(
        r#"  %a = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %pe)
  call void @llvm.nvvm.barrier0()
  %b = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %pe)
  %got = sub i32 %a, %b
  %expect = add i32 0, 0
"#,
        false,
    );
    let knobs = Knobs::preset("sound").unwrap();
    let decided = eliminate(&m, &knobs, &UniformityDivergence::new(&m));
    let k = m.function_by_name("k").unwrap();
    let barriers: Vec<_> = m.barriers(&m.functions[k]).map(|(i, _)| i).collect();
    assert_eq!(
        decided.removals,
        BTreeSet::from([Removal {
            function: k,
            inst: barriers[1]
        }]),
        "{:?}",
        decided.decisions
    );
    let launch = LaunchConfig::for_kernel(&m, k, [32, 1, 1], 4096, 0);
    let input = run(&m);
    assert!(input.faults.is_empty() && input.races.is_empty());
    assert!(judge(&m, k, &launch, &input, &decided.removals).passed());
}

/// Every lane giving the same row address still gets its own fragment: the uniformity
/// analysis must call the result divergent, and the interpreter checks its claims.
#[test]
fn ldmatrix_of_a_uniform_address_is_divergent() {
    let m = kernel(
        r#"  %p0 = getelementptr [256 x i16], ptr addrspace(3) @e, i32 0, i32 0
  %got = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p0)
  %expect = add i32 %got, 0
"#,
        false,
    );
    let k = m.function_by_name("k").unwrap();
    let claims =
        syncflow_fuzz::harness::claims_of(&syncflow_fuzz::harness::adapters::Uniformity, &m);
    let launch = LaunchConfig::for_kernel(&m, k, [32, 1, 1], 4096, 0);
    let r = Interpreter::new(&m).run_checking_uniformity(k, &launch, &claims);
    assert!(
        r.uniformity_violations.is_empty(),
        "{:?}",
        r.uniformity_violations
    );
    let got = m.functions[k].local_by_name("got").unwrap();
    assert!(
        !claims
            .claimed
            .get(&k)
            .is_some_and(|c| c.contains(&(got.index() as u32))),
        "the fragment is claimed uniform"
    );
}
