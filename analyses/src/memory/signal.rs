//! # Signals to other CTAs, and synchronization other than CTA barriers
//!
//! A CTA barrier orders the accesses of one CTA's threads. It also orders them against
//! *other CTAs*, through a signal one of its participants sends: docs/design.md §4.3 gives the
//! argument from the PTX memory model. In short,
//!
//! ```text
//!   data[i] = v;               // every thread
//!   __syncthreads();           // b: cumulative, so every thread's write is before …
//!   if (t == 0) {              // … thread 0's release, which another CTA acquires:
//!     __threadfence();         //    that CTA then reads every data[i]
//!     atomicExch(flag, 1);
//!   }
//! ```
//!
//! Remove `b` and only thread 0's own writes are published. The flag and the data may be
//! different objects, so object-level alias reasoning says nothing here: a signal conflicts
//! with every access another CTA can reach on the other side of the barrier. The model
//! ([`super::effects`]) gives a signal an access class of its own
//! ([`AccessKind::Signal`](super::AccessKind::Signal)) on a [`MemoryObject::Signal`] that
//! aliases what other CTAs can reach: global and generic memory, and shared memory too when
//! the module uses clusters (another CTA of the cluster can reach this CTA's shared memory
//! through `mapa` and `.shared::cluster` addresses).
//!
//! **What is a signal** ([`SignalKind`]): a fence or `membar` wider than the CTA; a strong
//! access (atomic, `volatile`, `.relaxed`/`.acquire`/`.release`) to memory another CTA can
//! reach, at a scope wider than the CTA; a remote mbarrier arrive. One strong access is not:
//! a *relaxed reduction whose result is unused* (`red`, or `atomicAdd` with a dead result and
//! `monotonic` order): it publishes nothing (no release), and nothing is observed through it.
//!
//! This module also answers §4.2's question: may threads of the CTA be ordered by something
//! other than a full CTA barrier ([`orders_threads_otherwise`])?

use super::object::MemoryObject;
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::ptx::PtxForm;
use syncflow_ir::{
    BarrierKind, CallTarget, Callee, FunctionId, InstId, Module, Opcode, Ordering, Scope, Strength,
};

/// What kind of signal an instruction sends (for reasons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SignalKind {
    /// A fence or `membar` wider than the CTA.
    Fence,
    /// A release (or acquire-release) access.
    Release,
    /// An acquire access.
    Acquire,
    /// A relaxed atomic access (a flag another CTA may read or write).
    Atomic,
    /// A `volatile` access.
    Volatile,
}

impl SignalKind {
    /// `fence`, `release`, `acquire`, `atomic access`, `volatile access`.
    pub fn describe(self) -> &'static str {
        match self {
            SignalKind::Fence => "fence",
            SignalKind::Release => "release",
            SignalKind::Acquire => "acquire",
            SignalKind::Atomic => "atomic access",
            SignalKind::Volatile => "volatile access",
        }
    }

    /// The signal a strong access of this strength sends.
    pub fn of_strength(strength: Strength) -> SignalKind {
        match strength {
            Strength::Release | Strength::AcqRel => SignalKind::Release,
            Strength::Acquire => SignalKind::Acquire,
            Strength::Volatile => SignalKind::Volatile,
            Strength::Relaxed | Strength::Weak => SignalKind::Atomic,
        }
    }
}

/// Which memory other CTAs can reach in this module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reach {
    /// Global (and generic) memory.
    Global,
    /// Shared memory too: the module uses clusters.
    GlobalAndShared,
}

impl Reach {
    /// Of `module`: shared memory is reachable from other CTAs when anything in its text
    /// speaks of clusters (`.shared::cluster`, `mapa`, `%cluster_*`, `nvvm.cluster_dim`,
    /// `.reqnctapercluster`, `llvm.nvvm.mapa`, …). A word match over the whole text: a
    /// false "yes" only adds conflicts.
    pub fn of(module: &Module) -> Reach {
        let text: &str = &module.source;
        if text.contains("cluster") || text.contains("mapa") {
            Reach::GlobalAndShared
        } else {
            Reach::Global
        }
    }
}

/// The signal object of instruction `inst` of `f`.
pub fn signal_object(f: FunctionId, inst: InstId, kind: SignalKind, reach: Reach) -> MemoryObject {
    MemoryObject::Signal {
        function: f,
        inst,
        kind,
        reach,
    }
}

/// The LLVM strength of an access with this ordering (`volatile` when no atomic ordering).
pub fn llvm_strength(ordering: Ordering, volatile: bool) -> Strength {
    match ordering {
        Ordering::NotAtomic if volatile => Strength::Volatile,
        Ordering::NotAtomic => Strength::Weak,
        Ordering::Unordered | Ordering::Monotonic => Strength::Relaxed,
        Ordering::Acquire => Strength::Acquire,
        Ordering::Release => Strength::Release,
        Ordering::AcqRel | Ordering::SeqCst => Strength::AcqRel,
    }
}

/// The scope of a fence intrinsic (`llvm.nvvm.membar.gl`, `llvm.nvvm.fence.sc.cluster`, the
/// PTX front-end's `llvm.nvvm.fence.acq_rel.gpu`), or `None` for one that orders nothing
/// between threads (`fence.proxy.*`, which orders one thread's proxies).
pub fn fence_intrinsic_scope(name: &str) -> Option<Scope> {
    // `syncflow_ir` classifies the ROCm library's fence as one only at work-group scope.
    if name == syncflow_ir::WORK_ITEM_FENCE {
        return Some(Scope::Cta);
    }
    let rest = name.strip_prefix("llvm.nvvm.").unwrap_or(name);
    if rest.starts_with("fence.proxy") {
        return None;
    }
    if let Some(level) = rest.strip_prefix("membar.") {
        return Some(match level {
            "cta" => Scope::Cta,
            "gl" => Scope::Gpu,
            _ => Scope::System,
        });
    }
    let scope = rest
        .split('.')
        .find_map(Scope::from_ptx_modifier)
        .unwrap_or(Scope::System);
    Some(scope)
}

/// The signal instruction `inst` of `f` sends as a fence (`fence`, `membar`, `fence.*`
/// intrinsics), if it is a fence wider than the CTA.
pub fn fence_signal(module: &Module, f: FunctionId, inst: InstId) -> Option<SignalKind> {
    let func = &module.functions[f];
    match &func.insts[inst].opcode {
        Opcode::Fence { scope, .. } => Scope::from_llvm(scope.as_deref())
            .beyond_cta()
            .then_some(SignalKind::Fence),
        Opcode::Call { .. } => match module.call_target(func, inst) {
            Some(CallTarget::Barrier(b)) if b.kind == BarrierKind::Fence => {
                fence_intrinsic_scope(&b.intrinsic)
                    .is_some_and(Scope::beyond_cta)
                    .then_some(SignalKind::Fence)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether some instruction of `f` (or of a function it may call) could order two of the
/// CTA's threads without a full CTA barrier: a partial or named barrier, `bar.arrive`,
/// `__syncwarp`, a fence of any scope, an acquire or release access, an mbarrier operation,
/// an atomic whose result is used (a flag or a ticket), or a call the model cannot see into.
pub fn orders_threads_otherwise(module: &Module, f: FunctionId) -> bool {
    let mut seen = vec![false; module.functions.len()];
    let mut stack = vec![f];
    while let Some(g) = stack.pop() {
        if std::mem::replace(&mut seen[g.index()], true) {
            continue;
        }
        let func = &module.functions[g];
        if !func.is_defined {
            return true;
        }
        for id in func.insts.indices() {
            if orders_threads(module, g, id, &mut stack) {
                return true;
            }
        }
    }
    false
}

/// Whether something that may order two threads without a full CTA barrier
/// ([`orders_threads_otherwise`]'s list) can execute in the same barrier interval as `at`:
/// on a path to `at` or from it that passes no full CTA barrier. docs/design.md §4.2: two
/// threads' stores in one interval can be ordered only by synchronization inside that
/// interval — a release after a barrier the other thread has not reached cannot be acquired
/// before that thread's store.
pub fn orders_threads_in_interval(module: &Module, f: FunctionId, cfg: &Cfg, at: InstId) -> bool {
    let mut callees = Vec::new();
    let found = [Direction::Forward, Direction::Backward]
        .into_iter()
        .any(|direction| interval_side_orders(module, f, cfg, at, direction, &mut callees));
    found
        || callees
            .into_iter()
            .any(|callee| orders_threads_otherwise(module, callee))
}

/// One side of the interval walk.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Forward,
    Backward,
}

/// Walks from `at` in `direction` — the rest of its block, then whole neighbouring blocks,
/// each up to its first full CTA barrier — and says whether an instruction met may order
/// threads ([`orders_threads`]); defined callees met are pushed on `callees`.
fn interval_side_orders(
    module: &Module,
    f: FunctionId,
    cfg: &Cfg,
    at: InstId,
    direction: Direction,
    callees: &mut Vec<FunctionId>,
) -> bool {
    let func = &module.functions[f];
    let forward = direction == Direction::Forward;
    let in_order = |b: BlockId| -> Vec<InstId> {
        let insts = func.blocks[b].insts();
        if forward {
            insts.collect()
        } else {
            insts.rev().collect()
        }
    };
    let neighbours = |b: BlockId| {
        if forward {
            cfg.successors(b)
        } else {
            cfg.predecessors(b)
        }
    };
    // Ok(open): the walk went through the instructions without a barrier (`open`) or stopped
    // at one; Err: found something that orders threads.
    let mut walk = |insts: &mut dyn Iterator<Item = InstId>| -> Result<bool, ()> {
        for id in insts {
            if matches!(module.call_target(func, id),
                Some(CallTarget::Barrier(b)) if b.kind.separates_intervals())
            {
                return Ok(false);
            }
            if orders_threads(module, f, id, callees) {
                return Err(());
            }
        }
        Ok(true)
    };
    let here = func.insts[at].block;
    let mut rest = in_order(here).into_iter().skip_while(|i| *i != at).skip(1);
    let mut stack: Vec<BlockId> = match walk(&mut rest) {
        Err(()) => return true,
        Ok(true) => neighbours(here).to_vec(),
        Ok(false) => Vec::new(),
    };
    let mut seen = vec![false; cfg.len()];
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        match walk(&mut in_order(b).into_iter()) {
            Err(()) => return true,
            Ok(true) => stack.extend_from_slice(neighbours(b)),
            Ok(false) => {}
        }
    }
    false
}

/// Whether instruction `id` of `f` may order threads by itself; a defined callee is pushed on
/// `callees` for the caller to look into.
fn orders_threads(
    module: &Module,
    f: FunctionId,
    id: InstId,
    callees: &mut Vec<FunctionId>,
) -> bool {
    let func = &module.functions[f];
    let i = &func.insts[id];
    let used = i.result.is_some_and(|r| !func.uses.row(r).is_empty());
    match &i.opcode {
        // The fences of an AMDGPU barrier group are that barrier, which orders nothing
        // inside an interval (syncflow_ir's `amdgpu.rs`).
        Opcode::Fence { .. } => !module.is_barrier_group_fence(func, id),
        Opcode::Load {
            ordering, volatile, ..
        }
        | Opcode::Store {
            ordering, volatile, ..
        } => llvm_strength(*ordering, *volatile).synchronizes(),
        Opcode::AtomicRmw { ordering, .. } | Opcode::CmpXchg { ordering, .. } => {
            used || llvm_strength(*ordering, false).synchronizes()
        }
        Opcode::Call { .. } | Opcode::Invoke(_) => match module.call_target(func, id) {
            // Partial and named barriers, `bar.arrive`, `__syncwarp`, fences, and the
            // data-carrying forms with a thread count.
            Some(CallTarget::Barrier(b)) => !b.kind.separates_intervals(),
            Some(CallTarget::Pure(_) | CallTarget::NoEffect) => false,
            Some(CallTarget::Defined(callee)) => {
                callees.push(callee);
                false
            }
            // NVVM and AMDGPU atomic intrinsics.
            Some(CallTarget::MemoryIntrinsic) => {
                module.memory_accesses(func, id).iter().any(|a| a.atomic)
            }
            Some(CallTarget::InlineAsm) => asm_orders_threads(i, used),
            Some(CallTarget::Declared(c)) => !reads_images(&module.functions[c].name),
            Some(CallTarget::Indirect) | None => true,
        },
        Opcode::Other(_) | Opcode::VaArg => true,
        _ => false,
    }
}

/// An inline asm that may order threads: unknown to the model (barriers, fences), or with a
/// strong access that synchronizes or whose result is used, or an mbarrier operation.
fn asm_orders_threads(i: &syncflow_ir::Instruction, used: bool) -> bool {
    let Some(Callee::InlineAsm(asm)) = i.callee() else {
        return true;
    };
    match asm.effects() {
        syncflow_ir::ptx::AsmEffects::Understood { accesses, .. } => accesses.iter().any(|a| {
            a.strength.synchronizes()
                || (a.strength.is_strong() && used)
                || a.reduction.is_some_and(|r| r.op == "mbarrier")
        }),
        // Outside the model, but texture and surface instructions only move data.
        syncflow_ir::ptx::AsmEffects::Unknown(_) => !asm
            .instructions()
            .is_ok_and(|list| list.iter().all(|i| PtxForm::of(i) == PtxForm::Image)),
    }
}

/// An NVVM texture or surface intrinsic (`llvm.nvvm.tex.unified.2d.v4f32.f32`,
/// `llvm.nvvm.suld.2d.i32.trap`, …), named after a PTX root of the [`PtxForm::Image`] family
/// (reads, and `sust` writes, of images through their own caches): no synchronization.
fn reads_images(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        return false;
    };
    PtxForm::roots(PtxForm::Image)
        .any(|root| rest.strip_prefix(root).is_some_and(|r| r.starts_with('.')))
}
