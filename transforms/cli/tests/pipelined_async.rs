//! `cp.async` copies completed in a later iteration than their issue (tests/pipelined/
//! async_lag.ll, hand-written: inline PTX groups in `lag`, the NVVM intrinsics Triton 3.9
//! emits in `lag_nvvm`). A wait places the copies it may complete with the classes computed
//! at the issue; a copy pending across a redefinition of a value its base names (`%k`, at the
//! loop header) must be placed stale there (analyses/src/memory/async_window.rs). Without
//! that, the iteration-distance rule put the copy completed by `wait_group 1` in the stage of
//! the current iteration and removed the barrier that publishes the previous one — the
//! interpreter reports the race. Every barrier here is `keep`, and the interpreter says so.

mod common;
use common::{root, stderr, stdout, syncflow, temp_dir};
use serde_json::Value;

const KERNELS: &[&str] = &["lag", "lag_nvvm"];

fn input() -> String {
    root()
        .join("tests/pipelined/async_lag.ll")
        .display()
        .to_string()
}

/// `check` of `kernel` in the input against `against`: the kinds of new findings (the input
/// itself must have none).
fn new_findings(kernel: &str, against: &str) -> Vec<String> {
    let input = input();
    let o = syncflow(&[
        "check",
        &input,
        "--against",
        against,
        "--kernel",
        kernel,
        "--block",
        "256",
        "--arg",
        "A=f32[5120]:random:1",
        "--arg",
        "out=f32[256]",
        "--arg",
        "n=4",
        "--schedule",
        "all",
        "--json",
    ]);
    let v: Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    assert!(
        v["findings"].as_array().is_some_and(|f| f.is_empty()),
        "{kernel}: the input has findings: {v}"
    );
    v["comparison"]["new_findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["kind"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_copy_completed_an_iteration_later_keeps_its_publishing_barrier() {
    let dir = temp_dir("pipelined-async");
    let out = dir.join("sound.ll").display().to_string();
    let o = syncflow(&["eliminate", &input(), "-o", &out, "--block", "256"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("4 barriers, 0 removed"),
        "every barrier is keep: {}",
        stdout(&o)
    );
    for kernel in KERNELS {
        assert!(new_findings(kernel, &out).is_empty(), "{kernel}");
    }
}

#[test]
fn the_publishing_barrier_is_needed() {
    // The ground truth: without the first barrier of each loop, the copy of iteration k - 1
    // races with the reads of its stage.
    let dir = temp_dir("pipelined-async-truth");
    let text = std::fs::read_to_string(input()).unwrap();
    let mut seen = 0;
    let cut: String = text
        .lines()
        .filter(|l| {
            let publish = l.contains("barrier0() ; keep: publishes");
            seen += usize::from(publish);
            !publish
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(seen, 2);
    let out = dir.join("cut.ll");
    std::fs::write(&out, cut).unwrap();
    for kernel in KERNELS {
        let found = new_findings(kernel, &out.display().to_string());
        assert!(found.iter().any(|k| k == "race"), "{kernel}: {found:?}");
    }
}

#[test]
fn the_nvvm_group_intrinsics_are_read_as_their_instructions() {
    // `lag_nvvm`'s commit and waits are no longer unknown memory: its reasons name the copy
    // and the stage, as `lag`'s do.
    let o = syncflow(&[
        "eliminate",
        &input(),
        "-o",
        "/dev/null",
        "--block",
        "256",
        "--verbose",
    ]);
    let text = stdout(&o);
    let nvvm: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("@lag_nvvm") && l.contains("kept barrier"))
        .collect();
    assert_eq!(nvvm.len(), 2, "{text}");
    assert!(
        nvvm.iter().all(|l| !l.contains("unknown memory")),
        "{nvvm:#?}"
    );
}

/// CUTLASS's 32-bit shared address: `cvta.to.shared` in inline asm (`smem_u32`), handed to an
/// asm store (`db_cvta`: a double buffer, trailing barrier removable; `sb_cvta`: one buffer,
/// both barriers required). The access is the array's, at the offset of the pointer it came
/// from (analyses/src/memory/access.rs, `cvta_to_shared_asm`).
const CVTA_IR: &str = r#"
@S2 = internal addrspace(3) global [2 x [256 x float]] undef, align 16
@S1 = internal addrspace(3) global [256 x float] undef, align 16

define ptx_kernel void @db_cvta(ptr %A, ptr %out, i32 %n) #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext nneg i32 %t to i64
  %r = xor i32 %t, 1
  %r64 = zext nneg i32 %r to i64
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %s = and i32 %k, 1
  %s64 = zext nneg i32 %s to i64
  %kt = mul nuw nsw i32 %k, 256
  %gi = add nuw nsw i32 %kt, %t
  %gi64 = zext nneg i32 %gi to i64
  %gp = getelementptr inbounds float, ptr %A, i64 %gi64
  %v = load float, ptr %gp, align 4
  %w = getelementptr inbounds [2 x [256 x float]], ptr addrspacecast (ptr addrspace(3) @S2 to ptr), i64 0, i64 %s64, i64 %t64
  %wa = tail call i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %w) #1
  tail call void asm sideeffect "st.shared.f32 [$0], $1;", "r,f"(i32 %wa, float %v) #2
  tail call void @llvm.nvvm.barrier0()
  %rp = getelementptr inbounds [2 x [256 x float]], ptr addrspace(3) @S2, i64 0, i64 %s64, i64 %r64
  %x = load float, ptr addrspace(3) %rp, align 4
  %acc1 = fadd float %acc, %x
  tail call void @llvm.nvvm.barrier0()
  %k1 = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %op = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc1, ptr %op, align 4
  ret void
}

define ptx_kernel void @sb_cvta(ptr %A, ptr %out, i32 %n) #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext nneg i32 %t to i64
  %r = xor i32 %t, 1
  %r64 = zext nneg i32 %r to i64
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %kt = mul nuw nsw i32 %k, 256
  %gi = add nuw nsw i32 %kt, %t
  %gi64 = zext nneg i32 %gi to i64
  %gp = getelementptr inbounds float, ptr %A, i64 %gi64
  %v = load float, ptr %gp, align 4
  %w = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @S1 to ptr), i64 0, i64 %t64
  %wa = tail call i32 asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l"(ptr %w) #1
  tail call void asm sideeffect "st.shared.f32 [$0], $1;", "r,f"(i32 %wa, float %v) #2
  tail call void @llvm.nvvm.barrier0()
  %rp = getelementptr inbounds [256 x float], ptr addrspace(3) @S1, i64 0, i64 %r64
  %x = load float, ptr addrspace(3) %rp, align 4
  %acc1 = fadd float %acc, %x
  tail call void @llvm.nvvm.barrier0()
  %k1 = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %op = getelementptr inbounds float, ptr %out, i64 %t64
  store float %acc1, ptr %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { convergent nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent nounwind memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind memory(none) }
attributes #4 = { convergent nounwind }
"#;

#[test]
fn a_cvta_shared_address_names_its_array_and_stage() {
    let dir = temp_dir("pipelined-cvta");
    let input = dir.join("cvta.ll");
    std::fs::write(&input, CVTA_IR).unwrap();
    let input = input.display().to_string();
    let out = dir.join("sound.ll").display().to_string();
    let o = syncflow(&["eliminate", &input, "-o", &out, "--block", "256"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = format!("{}{}", stdout(&o), stderr(&o));
    let removed: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("removed barrier"))
        .collect();
    assert!(
        removed.len() == 1 && removed[0].starts_with("@db_cvta:%loop:16:"),
        "{text}"
    );
    assert!(
        text.contains("write of @S2[4·tid.x + 1024·and(1·%k, 1) + 0]"),
        "{text}"
    );
    // The interpreter follows the 32-bit address too: the output runs clean, the single buffer
    // keeps both barriers.
    for kernel in ["db_cvta", "sb_cvta"] {
        let o = syncflow(&[
            "check",
            &input,
            "--against",
            &out,
            "--kernel",
            kernel,
            "--block",
            "256",
            "--arg",
            "A=f32[2304]:random:1",
            "--arg",
            "out=f32[256]",
            "--arg",
            "n=9",
            "--schedule",
            "all",
            "--json",
        ]);
        let v: Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
        assert!(
            v["findings"].as_array().is_some_and(|f| f.is_empty()),
            "{v}"
        );
        let new = v["comparison"]["new_findings"].as_array().unwrap();
        assert!(
            new.is_empty() && o.status.code() == Some(0),
            "{kernel}: {v}"
        );
    }
}

#[test]
fn clangs_cp_async_rings_name_their_stage_as_the_ptx_does() {
    // cp_async.ll's copies go through `smem_u32`: their stage is now read (`urem(2 + k, 3)`),
    // where it was "shared memory" before.
    let input = root()
        .join("tests/pipelined/cp_async.ll")
        .display()
        .to_string();
    let o = syncflow(&["eliminate", &input, "-o", "/dev/null"]);
    let text = format!("{}{}", stdout(&o), stderr(&o));
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("kept barrier"))
        .collect();
    assert_eq!(kept.len(), 4, "{text}");
    assert!(
        kept.iter().all(|l| !l.contains("of shared memory")),
        "{kept:#?}"
    );
    assert!(
        kept.iter()
            .any(|l| l.starts_with("cp_async.cu:50:") && l.contains("S[16·tid.x + 4096·urem(2 + ")),
        "{kept:#?}"
    );
}

#[test]
fn a_copy_in_flight_across_the_bottom_barrier_is_ordered_by_it_against_nothing() {
    // docs/design.md §9.2 point 5: before the bottom barrier of `cp_async_ring3_bottom` stand
    // the reads of stage k % 3 and the issue of a copy that is still in flight across it; after
    // it, the top wait's landings. Seen on one side each (the issue after a barrier, the
    // landing before one), nothing conflicts, on both front-ends; the top barriers and the
    // early-prefetch control keep theirs.
    for file in ["cp_async.ll", "cp_async.ptx"] {
        let input = root()
            .join("tests/pipelined")
            .join(file)
            .display()
            .to_string();
        let o = syncflow(&["eliminate", &input, "-o", "/dev/null"]);
        let text = format!("{}{}", stdout(&o), stderr(&o));
        let decided = |line: &str, what: &str| {
            text.lines()
                .filter(|l| l.starts_with(&format!("cp_async.cu:{line}:")))
                .all(|l| l.contains(what))
        };
        assert!(decided("83", "removed barrier"), "{file}: {text}");
        for keep in ["50", "77", "106", "109"] {
            assert!(decided(keep, "kept barrier"), "{file}: line {keep}: {text}");
        }
    }
}
