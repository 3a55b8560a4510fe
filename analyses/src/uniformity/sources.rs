//! Sources of divergence: the level an instruction or argument has *by itself*, before any
//! operand or control dependence is joined in.
//!
//! Every node of the dependence graph gets a *base level* and a flag saying whether its SSA
//! operands flow into it. Most instructions are "transparent" (base `Uniform`, operands flow):
//! `add` of two uniform values is uniform. The table below is the [`Precise`] model; the
//! [`Llvm19Nvptx`] model is LLVM 19's `NVPTXTTIImpl::isSourceOfDivergence`, reproduced so the
//! propagation can be checked against `opt-19` exactly.
//!
//! | instruction | base | operands flow | why |
//! |-------------|------|---------------|-----|
//! | `tid.x/y/z`, `laneid`, `clock`, `smid`, other special registers | divergent | — | differ per thread (or are not promised equal) |
//! | `tid.y`, `tid.z` with [`block_dim_x_multiple_of_32`] | warp-uniform | — | a warp lies inside one `(y, z)` row |
//! | `tid.x >> k` (k ≥ 5), `tid.x / 32m`, `tid.x & m` (m mod 32 = 0), same knob | warp-uniform | no | the warp index within the row |
//! | `ctaid`, `nctaid`, `ntid`, `warpsize` | uniform | — | one value per CTA |
//! | kernel arguments | uniform | — | one value per launch |
//! | non-kernel arguments | divergent, or the join of every call site's argument | — | see [interprocedural](super::interprocedural) |
//! | `vote.*`, `redux.sync.*` | warp-uniform | no | every participating lane gets the same result |
//! | AMDGPU `readfirstlane`, `readlane`, `ballot`, `icmp`, `fcmp` | warp-uniform | no | one result per wave |
//! | AMDGPU `workgroup.id`, `__ockl_get_group_id`, `__ockl_get_local_size`, `implicitarg.ptr` | uniform | — | one value per workgroup (`syncflow_ir`'s `amdgpu.rs`) |
//! | shuffles, `match.*` | divergent | — | lane-dependent by design |
//! | `__syncthreads_count/and/or`, `barrier.cta.red.*` | uniform | no | the CTA-wide reduction is returned to every thread |
//! | `atomicrmw`, `cmpxchg`, atomic loads, NVVM atomic intrinsics | divergent | — | threads are serialised and see different old values |
//! | `load` (non-atomic, non-volatile) from shared, global or constant memory | uniform | yes | the address decides, under race-freedom (module docs) |
//! | `load` from local memory (`alloca`, addrspace 5) or an unknown pointer | divergent | — | each thread has its own copy, or may |
//! | `volatile` loads | divergent | — | volatile is how racy warp-synchronous code is written |
//! | calls of declared functions, indirect calls, inline asm, `va_arg`, unknown opcodes | divergent | — | anything may happen |
//! | calls of defined functions | the callee's return level | no | see [interprocedural](super::interprocedural) |
//! | math intrinsics, debug/lifetime intrinsics, everything else | uniform | yes | pure functions of their operands |
//!
//! [`Precise`]: SourceModel::Precise
//! [`Llvm19Nvptx`]: SourceModel::Llvm19Nvptx
//! [`block_dim_x_multiple_of_32`]: Options::block_dim_x_multiple_of_32

use super::level::Level;
use super::options::{Options, SourceModel};
pub(crate) use super::transfer::Transfer;
use syncflow_ir::{
    addr_space, BinaryOp, CallTarget, CastOp, ConstExprOp, Constant, Dim, FunctionId, InstId,
    Module, Opcode, Operand, Ordering, PureIntrinsic, SpecialRegister,
};
use syncflow_ir::{Function, LocalDef};

/// Where a pointer may point, as far as uniformity cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Memory {
    /// Memory every thread of the CTA sees the same way: shared, global, constant.
    CtaVisible,
    /// Thread-private (local) memory, or a pointer we cannot trace.
    PrivateOrUnknown,
}

/// The memory `pointer` may point into, traced through casts, `getelementptr`, `phi` and
/// `select` back to globals, kernel arguments and `alloca`s.
pub(crate) fn memory_of(module: &Module, func: &Function, pointer: Operand) -> Memory {
    let mut seen = std::collections::HashSet::new();
    trace(module, func, pointer, &mut seen, 0)
}

fn space_memory(space: u32) -> Option<Memory> {
    match space {
        addr_space::GLOBAL | addr_space::SHARED | addr_space::CONSTANT => Some(Memory::CtaVisible),
        addr_space::LOCAL => Some(Memory::PrivateOrUnknown),
        _ => None,
    }
}

fn trace(
    module: &Module,
    func: &Function,
    op: Operand,
    seen: &mut std::collections::HashSet<Operand>,
    depth: u32,
) -> Memory {
    const LIMIT: u32 = 64;
    if depth > LIMIT || !seen.insert(op) {
        // A cycle of phis adds no new object; too deep is unknown.
        return if depth > LIMIT {
            Memory::PrivateOrUnknown
        } else {
            Memory::CtaVisible
        };
    }
    if let Some(ty) = module.operand_type(func, op) {
        if let Some(m) = module.types.pointer_addr_space(ty).and_then(space_memory) {
            return m;
        }
    }
    match op {
        Operand::Global(g) => {
            space_memory(module.globals[g].addr_space).unwrap_or(Memory::CtaVisible)
        }
        Operand::Const(c) => match &module.constants[c] {
            Constant::Expr {
                op: ConstExprOp::Cast(_) | ConstExprOp::GetElementPtr { .. },
                operands,
                ..
            } => match operands.first() {
                Some(&base) => trace(module, func, base, seen, depth + 1),
                None => Memory::PrivateOrUnknown,
            },
            // Null, undef: no object is read (the load is undefined behaviour anyway).
            Constant::Null(_) | Constant::Undef(_) | Constant::Poison(_) | Constant::Zero(_) => {
                Memory::CtaVisible
            }
            _ => Memory::PrivateOrUnknown,
        },
        Operand::Local(l) => match func.locals[l].def {
            // CUDA kernel pointer arguments point into global (or constant) memory.
            LocalDef::Param(_) if func.is_kernel => Memory::CtaVisible,
            LocalDef::Param(_) => Memory::PrivateOrUnknown,
            LocalDef::Inst(i) => {
                let inst = &func.insts[i];
                match &inst.opcode {
                    Opcode::Alloca { .. } => Memory::PrivateOrUnknown,
                    Opcode::GetElementPtr { .. }
                    | Opcode::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {
                        trace(module, func, inst.operands[0], seen, depth + 1)
                    }
                    Opcode::Phi | Opcode::Select => {
                        let values: Vec<Operand> = if matches!(inst.opcode, Opcode::Phi) {
                            inst.phi_incoming().map(|(v, _)| v).collect()
                        } else {
                            inst.operands[1..].to_vec()
                        };
                        values
                            .into_iter()
                            .map(|v| trace(module, func, v, seen, depth + 1))
                            .max()
                            .unwrap_or(Memory::CtaVisible)
                    }
                    _ => Memory::PrivateOrUnknown,
                }
            }
        },
        Operand::Function(_) => Memory::CtaVisible,
        Operand::Block(_) | Operand::Metadata => Memory::PrivateOrUnknown,
    }
}

/// The base level of parameter `index` of `func` under `opts`, given what the interprocedural
/// pass proved (`ipo`, `None` when it proved nothing).
pub(crate) fn param_level(
    module: &Module,
    func: &Function,
    index: usize,
    opts: &Options,
    ipo: Option<Level>,
) -> Level {
    if func.is_kernel {
        return Level::Uniform;
    }
    if opts.sources == SourceModel::Llvm19Nvptx && module.is_amdgpu() {
        return super::amdgpu::llvm19_param_level(func, index);
    }
    match (opts.sources, ipo) {
        (SourceModel::Precise, Some(level)) => level,
        _ => Level::Divergent,
    }
}

/// Metadata kinds that declare a branch non-divergent.
pub const BRANCH_HINTS: &[&str] = &["!llvm.branch.non_divergent", "!amdgpu.uniform"];

/// The transfer of instruction `id` of `func`. `callee_return` gives the return level of a
/// defined function (the interprocedural summary), `None` to treat the call as unknown.
pub(crate) fn instruction_transfer(
    module: &Module,
    func: &Function,
    id: InstId,
    opts: &Options,
    callee_return: &dyn Fn(FunctionId) -> Option<Level>,
) -> Transfer {
    match opts.sources {
        SourceModel::Llvm19Nvptx => llvm19_transfer(module, func, id),
        SourceModel::Precise => precise_transfer(module, func, id, opts, callee_return),
    }
}

/// `NVPTXTTIImpl::isSourceOfDivergence` of LLVM 19 (`GCNTTIImpl`'s on AMDGPU code).
fn llvm19_transfer(module: &Module, func: &Function, id: InstId) -> Transfer {
    if module.is_amdgpu() {
        return super::amdgpu::llvm19_transfer(module, func, id);
    }
    let inst = &func.insts[id];
    let divergent = match &inst.opcode {
        Opcode::Load { ordering, .. } => {
            *ordering != Ordering::NotAtomic
                || module
                    .operand_type(func, inst.operands[0])
                    .and_then(|t| module.types.pointer_addr_space(t))
                    .is_none_or(|s| s == addr_space::GENERIC || s == addr_space::LOCAL)
        }
        Opcode::Store { ordering, .. } => *ordering != Ordering::NotAtomic,
        Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. } | Opcode::Fence { .. } => true,
        Opcode::Call { .. } => true,
        _ => false,
    };
    if divergent {
        Transfer::with_operands(Level::Divergent)
    } else {
        Transfer::TRANSPARENT
    }
}

fn callee_name<'m>(module: &'m Module, func: &Function, id: InstId) -> Option<&'m str> {
    match func.insts[id].callee()? {
        syncflow_ir::Callee::Direct(f) => Some(module.functions[*f].name.as_str()),
        _ => None,
    }
}

fn precise_transfer(
    module: &Module,
    func: &Function,
    id: InstId,
    opts: &Options,
    callee_return: &dyn Fn(FunctionId) -> Option<Level>,
) -> Transfer {
    use Level::*;
    let inst = &func.insts[id];
    if opts.honor_branch_hints && inst.opcode.is_terminator() {
        let text = &module.source[inst.span.start as usize..inst.span.end as usize];
        if BRANCH_HINTS.iter().any(|h| text.contains(h)) {
            return Transfer::fixed(Uniform);
        }
    }
    if let Some(target) = module.call_target(func, id) {
        return match target {
            CallTarget::Pure(PureIntrinsic::SpecialRegister(reg)) => Transfer::fixed(match reg {
                SpecialRegister::BlockDim(_)
                | SpecialRegister::BlockId(_)
                | SpecialRegister::GridDim(_)
                | SpecialRegister::WarpSize => Uniform,
                SpecialRegister::ThreadId(Dim::Y | Dim::Z) if opts.block_dim_x_multiple_of_32 => {
                    WarpUniform
                }
                _ => Divergent,
            }),
            CallTarget::Pure(PureIntrinsic::Math | PureIntrinsic::ClusterAddress)
            | CallTarget::NoEffect => Transfer::TRANSPARENT,
            CallTarget::Pure(PureIntrinsic::Shuffle) => Transfer::fixed(Divergent),
            CallTarget::Pure(PureIntrinsic::WarpCollective) => {
                let name = callee_name(module, func, id).unwrap_or("");
                if name.contains(".vote.")
                    || name.contains(".redux.")
                    || syncflow_ir::wave_uniform_result(name)
                {
                    Transfer::fixed(WarpUniform)
                } else {
                    Transfer::fixed(Divergent)
                }
            }
            CallTarget::Barrier(_) => Transfer::fixed(Uniform),
            // A warp's `ldmatrix` or `wmma.load` hands each lane its own fragment, whatever the
            // addresses.
            CallTarget::MemoryIntrinsic
                if callee_name(module, func, id).is_some_and(|n| {
                    syncflow_ir::matrix_intrinsic(n).is_some()
                        || syncflow_ir::wmma_intrinsic(n).is_some()
                }) =>
            {
                Transfer::fixed(Divergent)
            }
            CallTarget::MemoryIntrinsic => {
                let accesses = module.memory_accesses(func, id);
                let private_read = |a: &syncflow_ir::MemoryAccess| {
                    a.kind.reads() && memory_of(module, func, a.pointer) != Memory::CtaVisible
                };
                if accesses.iter().any(|a| a.atomic || a.volatile)
                    || (inst.result.is_some() && accesses.iter().any(private_read))
                {
                    Transfer::fixed(Divergent)
                } else {
                    Transfer::TRANSPARENT
                }
            }
            CallTarget::Defined(f) => match callee_return(f) {
                Some(level) => Transfer::fixed(level),
                None => Transfer::fixed(Divergent),
            },
            // Inline PTX that only computes from its operands (`mov.b32 $0, $1`): as uniform
            // as they are (syncflow_ir::ptx).
            CallTarget::InlineAsm
                if matches!(
                    inst.callee(),
                    Some(syncflow_ir::Callee::InlineAsm(asm)) if asm.is_thread_local_computation()
                ) =>
            {
                Transfer::TRANSPARENT
            }
            CallTarget::Declared(_) | CallTarget::Indirect | CallTarget::InlineAsm => {
                Transfer::fixed(Divergent)
            }
        };
    }
    match &inst.opcode {
        Opcode::Load {
            volatile, ordering, ..
        } => {
            if *volatile || *ordering != Ordering::NotAtomic {
                Transfer::fixed(Divergent)
            } else if memory_of(module, func, inst.operands[0]) == Memory::CtaVisible {
                Transfer::TRANSPARENT
            } else {
                Transfer::fixed(Divergent)
            }
        }
        Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. } | Opcode::VaArg | Opcode::Other(_) => {
            Transfer::fixed(Divergent)
        }
        Opcode::Invoke(_) => Transfer::with_operands(Divergent),
        Opcode::Binary(op) if opts.block_dim_x_multiple_of_32 => {
            if warp_index_of_tid_x(module, func, *op, &inst.operands) {
                Transfer::fixed(WarpUniform)
            } else {
                Transfer::TRANSPARENT
            }
        }
        _ => Transfer::TRANSPARENT,
    }
}

/// Whether `op a, b` computes a function of `threadIdx.x / 32` alone: `a` is `tid.x` (possibly
/// zero/sign-extended or truncated, harmless since `tid.x < 1024`) and `b` a constant with
/// `lshr`/`ashr` by at least 5, `udiv`/`sdiv` by a positive multiple of 32, or `and` with a
/// mask whose low five bits are clear.
fn warp_index_of_tid_x(module: &Module, func: &Function, op: BinaryOp, ops: &[Operand]) -> bool {
    let (Some(&a), Some(c)) = (ops.first(), ops.get(1).and_then(|&b| module.const_int(b))) else {
        return false;
    };
    let amount_ok = match op {
        BinaryOp::LShr | BinaryOp::AShr => c >= 5,
        BinaryOp::UDiv | BinaryOp::SDiv => c > 0 && c % 32 == 0,
        BinaryOp::And => c & 31 == 0,
        _ => false,
    };
    amount_ok && is_tid_x(module, func, a, 0)
}

fn is_tid_x(module: &Module, func: &Function, op: Operand, depth: u32) -> bool {
    let Operand::Local(l) = op else { return false };
    let Some(i) = func.def_inst(l) else {
        return false;
    };
    let inst = &func.insts[i];
    match inst.opcode {
        Opcode::Cast(CastOp::ZExt | CastOp::SExt | CastOp::Trunc) if depth < 4 => {
            is_tid_x(module, func, inst.operands[0], depth + 1)
        }
        Opcode::Call { .. } => matches!(
            module.call_target(func, i),
            Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(
                SpecialRegister::ThreadId(Dim::X)
            )))
        ),
        _ => false,
    }
}
