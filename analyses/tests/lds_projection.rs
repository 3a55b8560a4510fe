//! The LDS projection (`memory::lds_projection`, docs/design.md §4.5): which kernels it
//! applies to, and what the effect table then says of their groups and accesses.

use syncflow_analyses::memory::lds_projection::is_lds_only;
use syncflow_analyses::memory::{EffectOptions, EffectTable, InstEffect};
use syncflow_ir::{parse_module, BarrierKind, Module, Opcode};

/// A kernel with two LDS-only groups; `first` replaces the first group's release fence and
/// `call` is put before `ret`.
fn kernel(first: &str, call: &str) -> String {
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"

@s = internal addrspace(3) global [256 x i32] undef, align 4
@s2 = internal addrspace(3) global [256 x i32] undef, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define internal void @helper() {{
  ret void
}}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  {first}
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %u = xor i32 %t, 1
  %q = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  %v = load i32, ptr addrspace(3) %q, align 4
  %g = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %g, align 4
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %w = load i32, ptr addrspace(1) %g, align 4
  %r = getelementptr inbounds [256 x i32], ptr addrspace(3) @s2, i32 0, i32 %t
  store i32 %w, ptr addrspace(3) %r, align 4
  {call}
  ret void
}}
!0 = !{{!1, !2}}
!1 = !{{!"amdgpu-as", !"local"}}
!2 = !{{!"amdgpu-synchronize-as", !"local"}}
"#
    )
}

const NARROW: &str = r#"fence syncscope("workgroup") release, !mmra !0"#;
const FULL: &str = r#"fence syncscope("workgroup") release"#;

fn module(first: &str, call: &str) -> Module {
    let text = kernel(first, call);
    parse_module("k.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn only_kernels_whose_every_group_is_lds_only_and_that_call_nothing_are_projected() {
    let m = module(NARROW, "");
    let k = m.function_by_name("k").unwrap();
    assert!(is_lds_only(&m, k, false));
    let helper = m.function_by_name("helper").unwrap();
    assert!(!is_lds_only(&m, helper, false), "not a kernel");
    // A call: what the callee synchronizes is not read.
    let m = module(NARROW, "call void @helper()");
    assert!(!is_lds_only(&m, m.function_by_name("k").unwrap(), false));
    // One full group: a mixed kernel, unless the unsound knob ignores it.
    let m = module(FULL, "");
    let k = m.function_by_name("k").unwrap();
    assert!(!is_lds_only(&m, k, false));
    assert!(is_lds_only(&m, k, true));
}

#[test]
fn the_projection_makes_the_groups_candidates_and_leaves_global_accesses_out() {
    let m = module(NARROW, "");
    let k = m.function_by_name("k").unwrap();
    let func = &m.functions[k];
    let barriers: Vec<_> = func
        .insts
        .indices()
        .filter(|&i| {
            m.amdgpu_barrier_group(func, i)
                .is_some_and(|g| g.barrier == i)
        })
        .collect();
    assert_eq!(barriers.len(), 2);
    let global = |i: &syncflow_ir::InstId| {
        let text = &m.source[func.insts[*i].span.start as usize..func.insts[*i].span.end as usize];
        matches!(
            func.insts[*i].opcode,
            Opcode::Load { .. } | Opcode::Store { .. }
        ) && text.contains("addrspace(1)")
    };
    let globals: Vec<_> = func.insts.indices().filter(global).collect();
    assert_eq!(globals.len(), 2, "the store and the load of out[t]");
    let on = EffectTable::new(
        &m,
        EffectOptions {
            lds_groups: true,
            ..EffectOptions::default()
        },
    );
    let off = EffectTable::new(&m, EffectOptions::default());
    assert!(on.is_projected(k) && !off.is_projected(k));
    for &b in &barriers {
        assert_eq!(
            on.inst_effect(&m, k, b),
            InstEffect::Barrier(BarrierKind::Candidate)
        );
        assert_eq!(
            off.inst_effect(&m, k, b),
            InstEffect::Barrier(BarrierKind::Partial)
        );
    }
    for &g in &globals {
        assert_eq!(on.inst_effect(&m, k, g), InstEffect::None);
        assert!(matches!(off.inst_effect(&m, k, g), InstEffect::Accesses(_)));
    }
    // LDS accesses stay.
    let lds = func
        .insts
        .indices()
        .find(|i| matches!(func.insts[*i].opcode, Opcode::Store { .. }))
        .unwrap();
    assert!(matches!(
        on.inst_effect(&m, k, lds),
        InstEffect::Accesses(_)
    ));
}
