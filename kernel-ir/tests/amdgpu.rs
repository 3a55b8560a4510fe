//! AMDGPU IR: every file of `tests/amd` (clang-19's HIP for gfx90a, with and without the
//! ROCm device libraries; Triton 3.9 for gfx942 and gfx950) parses, prints back
//! byte-identical, and has its barriers classified as docs/design.md §4.5 says: one
//! candidate per fence–`s.barrier`–fence group, whose fences are no fences of their own;
//! Triton-AMD's LDS-only groups are partial.

use std::path::PathBuf;
use syncflow_ir::{parse_module, print_module, BarrierKind, Module, S_BARRIER};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

fn load(path: &PathBuf) -> (String, Module) {
    let text = std::fs::read_to_string(path).unwrap();
    let m = parse_module(&path.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (text, m)
}

/// Calls of `llvm.amdgcn.s.barrier` in the text (defined functions only).
fn s_barrier_calls(text: &str) -> usize {
    text.lines()
        .filter(|l| l.contains(&format!("@{S_BARRIER}()")) && !l.starts_with("declare"))
        .count()
}

/// (candidates, partial, fences) over every defined function.
fn kinds(m: &Module) -> (usize, usize, usize) {
    let (mut c, mut p, mut f) = (0, 0, 0);
    for func in m.functions.iter().filter(|f| f.is_defined) {
        for (_, b) in m.barriers(func) {
            match b.kind {
                BarrierKind::Candidate => c += 1,
                BarrierKind::Partial => p += 1,
                BarrierKind::Fence => f += 1,
                _ => {}
            }
        }
    }
    (c, p, f)
}

#[test]
fn hip_files_parse_print_back_and_every_s_barrier_is_a_candidate_group() {
    let mut n = 0;
    for path in files("tests/amd") {
        let (text, m) = load(&path);
        assert!(m.is_amdgpu(), "{}", path.display());
        assert_eq!(print_module(&m, &Default::default()).unwrap(), text);
        let calls = s_barrier_calls(&text);
        let (c, p, f) = kinds(&m);
        assert!(calls > 0, "{}: no s.barrier", path.display());
        assert_eq!(
            (c, p),
            (calls, 0),
            "{}: every __syncthreads() is a group",
            path.display()
        );
        // The only fences left are the ones outside groups (`__threadfence()` in wave.hip).
        let standalone = text.matches("syncscope(\"agent\")").count();
        assert_eq!(f, standalone, "{}: group fences counted", path.display());
        for func in m.functions.iter().filter(|f| f.is_defined) {
            for (i, b) in m.barriers(func) {
                if b.kind == BarrierKind::Candidate {
                    let g = m.amdgpu_barrier_group(func, i).expect("a group");
                    assert!(!g.narrowed);
                    for member in g.members() {
                        assert_eq!(m.amdgpu_barrier_group(func, member), Some(g));
                    }
                    assert!(m.is_barrier_group_fence(func, g.release));
                    assert!(m.is_barrier_group_fence(func, g.acquire));
                }
            }
        }
        n += 1;
    }
    assert!(n >= 10, "only {n} HIP files");
}

#[test]
fn triton_amd_files_parse_and_their_lds_only_groups_are_partial() {
    let mut n = 0;
    for path in files("tests/amd/triton") {
        let (text, m) = load(&path);
        assert!(m.is_amdgpu());
        assert_eq!(print_module(&m, &Default::default()).unwrap(), text);
        let calls = s_barrier_calls(&text);
        let (c, p, _) = kinds(&m);
        assert!(calls > 0);
        assert_eq!((c, p), (0, calls), "{}", path.display());
        for func in m.functions.iter().filter(|f| f.is_defined) {
            for (i, _) in m.barriers(func) {
                let g = m.amdgpu_barrier_group(func, i).expect("a narrowed group");
                assert!(g.narrowed, "{}: !mmra narrows to LDS", path.display());
            }
        }
        n += 1;
    }
    assert!(n >= 5);
}

const HEAD: &str = "target triple = \"amdgcn-amd-amdhsa\"\n";

fn one(body: &str, tail: &str) -> Module {
    let text = format!(
        "{HEAD}define amdgpu_kernel void @k(ptr addrspace(3) %s) {{\n{body}  ret void\n}}\n\
         declare void @llvm.amdgcn.s.barrier()\n{tail}"
    );
    parse_module("t.ll", &text).unwrap()
}

fn only_kind(m: &Module) -> Vec<BarrierKind> {
    let f = &m.functions[m.function_by_name("k").unwrap()];
    m.barriers(f).map(|(_, b)| b.kind).collect()
}

#[test]
fn a_group_needs_both_fences_at_workgroup_scope() {
    use BarrierKind::*;
    let group = "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n";
    assert_eq!(only_kind(&one(group, "")), vec![Candidate]);
    // seq_cst fences order both ways.
    let sc = group
        .replace("release", "seq_cst")
        .replace("acquire", "seq_cst");
    assert_eq!(only_kind(&one(&sc, "")), vec![Candidate]);
    // A lone s.barrier orders nothing: partial, and it cuts no interval.
    let lone = "  call void @llvm.amdgcn.s.barrier()\n";
    assert_eq!(only_kind(&one(lone, "")), vec![Partial]);
    // The acquire side missing: the release fence is a fence of its own.
    let half = "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n";
    assert_eq!(only_kind(&one(half, "")), vec![Fence, Partial]);
    // Agent-scope fences are not the group's (they are signals, §4.3).
    let agent = group.replace("\"workgroup\"", "\"agent\"");
    assert_eq!(only_kind(&one(&agent, "")), vec![Fence, Partial, Fence]);
    // Fences narrowed by MMRA to LDS: partial.
    let mmra = group.replace("release\n", "release, !mmra !0\n");
    let tail = "!0 = !{!\"amdgpu-synchronize-as\", !\"local\"}\n";
    assert_eq!(only_kind(&one(&mmra, tail)), vec![Partial]);
    // A debug intrinsic between a fence and the barrier does not break the group.
    let dbg = group.replace(
        "  call void @llvm.amdgcn.s.barrier()",
        "  call void @llvm.donothing()\n  call void @llvm.amdgcn.s.barrier()",
    );
    assert_eq!(
        only_kind(&one(&dbg, "declare void @llvm.donothing()\n")),
        vec![Candidate]
    );
    // A fence between two barriers belongs to neither (removing one group would take the
    // other's fence): both partial.
    let shared = "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acq_rel\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n";
    assert_eq!(
        only_kind(&one(shared, "")),
        vec![Fence, Partial, Fence, Partial, Fence]
    );
    // wave.barrier is warp-scope.
    let wave = "  call void @llvm.amdgcn.wave.barrier()\n";
    assert_eq!(
        only_kind(&one(wave, "declare void @llvm.amdgcn.wave.barrier()\n")),
        vec![WarpScope]
    );
}

#[test]
fn declarations_carry_metadata_attachments_before_the_type() {
    // Issue 38: "expected a return type, found '!dbg'".
    let text = format!(
        "{HEAD}declare !dbg !4 float @llvm.exp2.f32(float)\n\
         declare !dbg !4 !prof !5 hidden i64 @__ockl_get_local_id(i32 noundef)\n\
         !4 = !{{}}\n!5 = !{{}}\n"
    );
    let m = parse_module("d.ll", &text).unwrap();
    assert!(m.function_by_name("llvm.exp2.f32").is_some());
    assert!(m.function_by_name("__ockl_get_local_id").is_some());
    // A definition may not start so: the error names the place.
    let bad = format!("{HEAD}define !dbg !4 void @f() {{\n  ret void\n}}\n!4 = !{{}}\n");
    let e = parse_module("d.ll", &bad).unwrap_err().to_string();
    assert!(e.contains("d.ll:2:"), "{e}");
}

#[test]
fn launch_bounds_come_from_the_flat_work_group_size() {
    let text = format!(
        "{HEAD}define amdgpu_kernel void @k() #0 {{\n  ret void\n}}\n\
         attributes #0 = {{ \"amdgpu-flat-work-group-size\"=\"1,256\" }}\n"
    );
    let m = parse_module("b.ll", &text).unwrap();
    let f = m.function_by_name("k").unwrap();
    assert!(m.functions[f].is_kernel);
    assert_eq!(m.max_threads(f).unwrap().threads, 256);
}
