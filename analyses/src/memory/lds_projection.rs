//! # The LDS projection: barrier groups that order LDS only
//!
//! Triton-AMD writes every workgroup fence with `!mmra !{!"amdgpu-synchronize-as",
//! !"local"}`, so each of its barrier groups (`fence release; s.barrier; fence acquire`,
//! docs/design.md §4.5) orders the LDS accesses before it with the LDS accesses after it,
//! and nothing else: a global access crosses it unordered. Read as one more barrier, such a
//! group would let another barrier go that orders a global pair; read as nothing (a
//! *partial* barrier), every barrier of a Triton-AMD kernel is kept, the loop ones included
//! — the ones whose removal measured +1.8 % to +18 % on MI300X (../shared/FIELD.md).
//!
//! ## Formal statement
//!
//! Let kernel `F` be **LDS-only**: it has at least one barrier group, every group's two
//! fences are narrowed to `local` and nothing else (each tag, LLVM 19's `amdgpu-as` and
//! later LLVMs' `amdgpu-synchronize-as`, names `local`), no group orders every address space, and `F`
//! calls nothing but intrinsics the model reads. Its **projection** `π(F)` is `F` read with
//!
//! 1. every group a *candidate* barrier ordering every address space, and
//! 2. every access whose object lies in global memory ([`Space::Global`]: kernel
//!    parameters' buffers, global variables, signals to other CTAs) left out; accesses to
//!    LDS and to memory that may be LDS (generic pointers) stay.
//!
//! > **Claim.** If removing group `g` from `π(F)` changes no behaviour of any race-free
//! > execution of `π(F)` (the rule of §4 decides this), then removing `g` from `F` changes
//! > no behaviour of any race-free execution of `F`.
//!
//! *Proof.* In `F` a group is a rendezvous whose fences release and acquire LDS only
//! (AMDGPUUsage's memory model reads the `amdgpu-synchronize-as` tag as the address spaces a
//! fence orders). So the happens-before edges that pass through a group relate an LDS access
//! before it to an LDS access after it (flat accesses that reach LDS included), and no edge
//! through a group ends at a global access. Removing `g` therefore removes only edges between
//! LDS accesses: a global pair that was ordered stays ordered (by something other than the
//! groups, which the removal does not touch), and a race-free execution of `F` can gain a race
//! or another result only on a pair of accesses that may both be LDS, one writing, ordered
//! before by `g` alone. Those pairs, and the happens-before among LDS accesses, are the same in
//! `π(F)`: there every group orders everything, but the only accesses left are the ones that
//! may be LDS, and the other synchronization (atomics, fences, their ordering) is the same
//! instructions. An execution of `F` restricted to its LDS accesses is an execution of `π(F)`,
//! race-free when `F`'s is. So the pair that `g` alone orders in `F` is one that `g` alone
//! orders in `π(F)`, where the rule of §4 keeps `g`. ∎
//!
//! What the projection must not do, and does not:
//!
//! - *Mixed kernels.* A kernel with a full group is not projected (the rule stays as it was:
//!   LDS-only groups partial). There a global pair ordered by the full group only would be
//!   dropped by (2) and the full group judged on its LDS pairs alone: unsound. The unsound
//!   knob `lds-groups-ignore-full` does exactly that, for the harness.
//! - *Calls.* A kernel that calls a defined, declared or indirect function or inline asm is
//!   not projected: what the callee synchronizes is not read here.
//! - *Other synchronization* is not dropped from the module: the analyses that ask whether
//!   something other than a barrier orders two threads (§4.2) read the instructions, not the
//!   projected effects, and still see the global atomics and fences.
//! - A lone `s.barrier` (no fences) orders nothing in `F` and in `π(F)`: it stays partial.
//!
//! ## Worked example (tests/amd/triton, `matmul` for gfx942)
//!
//! ```text
//!   loop k:  a = load A[k] (global)   b = load B[k] (global)
//!            group g1                      ; LDS only
//!            store As ← a
//!            group g2                      ; LDS only
//!            x = load As;  …  mfma
//! ```
//!
//! In `π(F)` the global loads are gone and `g1`, `g2` are barriers over `As`; §4 (with
//! iteration distance, §4.4) decides them on the LDS reads and writes alone. The interpreter
//! is the independent oracle: it runs `F` itself, with the groups ordering LDS only
//! (`interpreter/src/hb/amd.rs`), so a removal that dropped a needed edge shows a race.

use super::object::{MemoryObject, Space};
use syncflow_ir::{CallTarget, FunctionId, Module, Opcode};

/// Whether kernel `f` is LDS-only (module doc): it is projected. With `ignore_full`
/// (**unsound**, the `lds-groups-ignore-full` knob, for the harness) a full group does not
/// stop the projection: one LDS-only group is enough.
pub fn is_lds_only(module: &Module, f: FunctionId, ignore_full: bool) -> bool {
    let func = &module.functions[f];
    if !module.is_amdgpu() || !func.is_defined || !func.is_kernel {
        return false;
    }
    let mut groups = 0usize;
    for inst in func.insts.indices() {
        let i = &func.insts[inst];
        if !matches!(i.opcode, Opcode::Call { .. } | Opcode::Invoke(_)) {
            continue;
        }
        match module.call_target(func, inst) {
            Some(CallTarget::Defined(_) | CallTarget::Declared(_))
            | Some(CallTarget::Indirect | CallTarget::InlineAsm) => return false,
            _ => {}
        }
        if module.is_barrier_group_fence(func, inst) {
            continue;
        }
        let Some(group) = module.amdgpu_barrier_group(func, inst) else {
            continue;
        };
        if group.barrier != inst {
            continue;
        }
        let local = |fence| {
            module
                .mmra_address_spaces(func, fence)
                .is_some_and(|spaces| !spaces.is_empty() && spaces.iter().all(|s| s == "local"))
        };
        if local(group.release) && local(group.acquire) {
            groups += 1;
        } else if !ignore_full {
            return false;
        }
    }
    groups > 0
}

/// Whether an access to `object` stays in the projection: it may be an LDS access.
pub fn keeps(object: &MemoryObject) -> bool {
    object.space() != Space::Global
}
