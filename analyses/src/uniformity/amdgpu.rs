//! LLVM 19's AMDGPU sources of divergence (`GCNTTIImpl::isSourceOfDivergence` and
//! `isAlwaysUniform`), so that `--knob sources=llvm19` on amdgcn IR reproduces
//! `opt-19 -passes='print<uniformity>'` (`analyses/tests/uniformity_opt.rs` compares them on
//! `tests/amd`).
//!
//! | value | LLVM 19 on AMDGPU |
//! |-------|-------------------|
//! | argument of an `amdgpu_kernel` | uniform (passed in SGPRs) |
//! | argument of another function | divergent unless `inreg` |
//! | `load` through a flat (0) or private (5) pointer | divergent |
//! | any other `load`, atomic ones included | operands only |
//! | `atomicrmw`, `cmpxchg` | divergent |
//! | `workitem.id.*`, `mbcnt.*`, DPP, `ds.swizzle`, `writelane`, `permlane16`/`x16`, `mfma`/`smfmac`/`wmma`, atomic intrinsics, `interp.*` | divergent |
//! | `readfirstlane`, `readlane`, `ballot`, `icmp`, `fcmp`, `if.break` | uniform whatever the operands |
//! | other intrinsics (`workgroup.id.*`, `s.barrier`, `ds.bpermute`, math, `llvm.dbg.*`) | operands only |
//! | calls of functions that are not intrinsics (`__ockl_*`, `__atomic_work_item_fence`), invokes, inline asm | divergent |
//!
//! The list was read off `opt-19` itself: a probe module calling each intrinsic with uniform
//! operands, printed by `print<uniformity>` (`ds.bpermute` and `ds.permute`, with uniform
//! operands, are uniform there; `update.dpp` is not).

use super::level::Level;
use super::transfer::Transfer;
use syncflow_ir::{addr_space, Callee, Function, InstId, Module, Opcode};

/// Intrinsic families LLVM 19's AMDGPU target calls sources of divergence.
const SOURCES: &[&str] = &[
    "workitem.id",
    "mbcnt",
    "update.dpp",
    "mov.dpp",
    "mov.dpp8",
    "ds.swizzle",
    "writelane",
    "permlane16",
    "permlanex16",
    "mfma",
    "smfmac",
    "wmma",
    "swmmac",
    "interp",
    "lds.direct.load",
    "lds.param.load",
    "ps.live",
    "live.mask",
    "wqm.helper",
    "if",
    "else",
    "loop",
    "inverse.ballot",
    "ds.fadd",
    "ds.fmin",
    "ds.fmax",
    "ds.ordered.add",
    "ds.ordered.swap",
    "global.load.tr",
];

/// Intrinsic families whose result LLVM 19 holds uniform whatever the operands.
const ALWAYS_UNIFORM: &[&str] = &[
    "readfirstlane",
    "readlane",
    "ballot",
    "icmp",
    "fcmp",
    "if.break",
];

fn in_family(rest: &str, families: &[&str]) -> bool {
    families
        .iter()
        .any(|p| rest == *p || rest.strip_prefix(p).is_some_and(|r| r.starts_with('.')))
}

/// The base level of parameter `index` of the non-kernel function `func`
/// (`AMDGPU::isArgPassedInSGPR`).
pub(crate) fn llvm19_param_level(func: &Function, index: usize) -> Level {
    if func
        .params
        .get(index)
        .is_some_and(|p| p.has_attribute("inreg"))
    {
        Level::Uniform
    } else {
        Level::Divergent
    }
}

/// The transfer of instruction `id` of `func` under LLVM 19's AMDGPU sources.
pub(crate) fn llvm19_transfer(module: &Module, func: &Function, id: InstId) -> Transfer {
    let inst = &func.insts[id];
    let divergent = match &inst.opcode {
        Opcode::Load { .. } => module
            .operand_type(func, inst.operands[0])
            .and_then(|t| module.types.pointer_addr_space(t))
            .is_none_or(|s| s == addr_space::GENERIC || s == addr_space::LOCAL),
        Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. } | Opcode::Invoke(_) => true,
        Opcode::Call { callee, .. } => match callee {
            Callee::Direct(f) => {
                let name = module.functions[*f].name.as_str();
                match name.strip_prefix("llvm.amdgcn.") {
                    Some(rest) if in_family(rest, ALWAYS_UNIFORM) => {
                        return Transfer::fixed(Level::Uniform);
                    }
                    Some(rest) => in_family(rest, SOURCES) || rest.contains("atomic"),
                    // Other intrinsics are no source; every other call is.
                    None => !name.starts_with("llvm."),
                }
            }
            Callee::Indirect(_) | Callee::InlineAsm(_) => true,
        },
        _ => false,
    };
    if divergent {
        Transfer::with_operands(Level::Divergent)
    } else {
        Transfer::TRANSPARENT
    }
}
