//! The objects and kinds of the accesses one instruction makes itself: each pointer traced to
//! its object ([`super::pointer`]) and, at level 3, to the part of it the access lands in
//! ([`super::footprint`]); strong accesses beyond the CTA also signal other CTAs
//! ([`super::signal`]); inline PTX read through its model ([`syncflow_ir::ptx`]).

use super::effect_options::EffectOptions;
use super::extent::BlockExtent;
use super::footprint::{footprint, has_footprints};
use super::object::{AccessKind, MemoryObject, Space};
use super::offset::OffsetEvaluator;
use super::pointer::{PointerResolver, Target};
use super::signal::{self, Reach, SignalKind};
use syncflow_ir::ptx::{AsmAccess, AsmEffects, StateSpace};
use syncflow_ir::{Callee, FunctionId, InstId, Module, Opcode, Operand, ReduceOp, Scope, Strength};

/// The objects and kinds of the accesses `inst` of `f` makes itself (not through calls):
/// each pointer traced to its object and, when its address is a per-thread slot, to that slot.
/// Thread-private accesses are left out (or count as unknown memory under
/// `ignore-address-space-check`).
pub fn access_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    options: EffectOptions,
) -> Vec<(MemoryObject, AccessKind)> {
    let extent = BlockExtent::of_function(module, f, options.block);
    let hardware = BlockExtent::hardware();
    let context = Context::new(module, f, options, Reach::of(module), &extent, &hardware);
    objects_of(module, f, inst, &context)
}

/// [`access_objects`] for the threads with `tid.x ∈ [lo, hi]` only (a role of a
/// warp-specialized kernel: `super::roles`): the same accesses in the same order, their byte
/// ranges evaluated over those threads.
pub fn access_objects_of_threads(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    options: EffectOptions,
    (lo, hi): (u32, u32),
) -> Vec<(MemoryObject, AccessKind)> {
    let extent = BlockExtent::of_function(module, f, options.block);
    let hardware = BlockExtent::hardware();
    let mut context = Context::new(module, f, options, Reach::of(module), &extent, &hardware);
    context.eval = OffsetEvaluator::new(module, &module.functions[f], &extent).for_tid_x(lo, hi);
    objects_of(module, f, inst, &context)
}

/// What classifying the accesses of one function needs besides the access: the options, what
/// signals reach in the module, and evaluators of offsets under the function's block extent
/// and the hardware's (for reasons), which remember what they evaluated.
pub(super) struct Context<'a> {
    options: EffectOptions,
    reach: Reach,
    eval: OffsetEvaluator<'a>,
    hardware: OffsetEvaluator<'a>,
    /// Per block: the index in `role_evals` of the evaluator for the threads that run it
    /// (level 3 only, [`super::role_blocks`]).
    role_of: Vec<Option<usize>>,
    /// Evaluators with `tid.x` narrowed to a role.
    role_evals: Vec<OffsetEvaluator<'a>>,
}

impl<'a> Context<'a> {
    pub(super) fn new(
        module: &'a Module,
        f: FunctionId,
        options: EffectOptions,
        reach: Reach,
        extent: &'a BlockExtent,
        hardware: &'a BlockExtent,
    ) -> Self {
        let func = &module.functions[f];
        let mut role_of = vec![None; func.blocks.len()];
        let mut role_evals = Vec::new();
        if options.byte_ranges && func.is_defined {
            let mut seen: Vec<super::role_blocks::Role> = Vec::new();
            for (block, role) in super::role_blocks::role_intervals(module, f)
                .into_iter()
                .enumerate()
            {
                let Some((lo, hi)) = role else { continue };
                let index = match seen.iter().position(|r| *r == (lo, hi)) {
                    Some(i) => Some(i),
                    None => OffsetEvaluator::for_role(module, func, extent, lo, hi).map(|e| {
                        seen.push((lo, hi));
                        role_evals.push(e);
                        role_evals.len() - 1
                    }),
                };
                role_of[block] = index;
            }
        }
        Context {
            options,
            reach,
            eval: OffsetEvaluator::new(module, func, extent),
            hardware: OffsetEvaluator::new(module, func, hardware),
            role_of,
            role_evals,
        }
    }

    /// The evaluator for the accesses of `inst`: `tid.x` in the role of its block.
    fn eval_at(&self, module: &Module, f: FunctionId, inst: InstId) -> &OffsetEvaluator<'a> {
        let block = module.functions[f].insts[inst].block;
        match self.role_of.get(block.index()).copied().flatten() {
            Some(i) => &self.role_evals[i],
            None => &self.eval,
        }
    }

    /// The part of `object` an access of `size` bytes through `pointer` of `f` lands in, or
    /// the object.
    fn locate(
        &self,
        module: &Module,
        f: FunctionId,
        inst: InstId,
        pointer: Operand,
        object: MemoryObject,
        size: Option<u64>,
    ) -> MemoryObject {
        let Some(size) = size.filter(|_| has_footprints(&object)) else {
            return object;
        };
        match footprint(
            self.eval_at(module, f, inst),
            &self.hardware,
            f,
            pointer,
            size,
            self.options.byte_ranges,
        ) {
            // A range covering the whole of a variable says nothing the variable does not.
            Some(fp) if fp.slot.is_none() && covers_variable(module, &object, &fp) => object,
            Some(fp) => MemoryObject::Part(Box::new(object), fp),
            None => object,
        }
    }

    fn resolver<'m>(&self, module: &'m Module, f: FunctionId) -> PointerResolver<'m> {
        PointerResolver::new(module, f).assuming_disjoint_params(self.options.noalias_params)
    }
}

/// True when `fp`'s range, from a zero base, covers every byte of variable `object`.
fn covers_variable(module: &Module, object: &MemoryObject, fp: &super::Footprint) -> bool {
    let (MemoryObject::SharedVariable(g) | MemoryObject::GlobalVariable(g)) = object else {
        return false;
    };
    let size = module.types.alloc_size(module.globals[*g].value_type);
    match (
        fp.base.is_zero(),
        fp.range,
        size.and_then(|s| i64::try_from(s).ok()),
    ) {
        (true, Some(r), Some(size)) => r.lo <= 0 && r.hi >= size,
        _ => false,
    }
}

/// [`access_objects`], in a [`Context`].
pub(super) fn objects_of(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    context: &Context<'_>,
) -> Vec<(MemoryObject, AccessKind)> {
    let (options, reach) = (context.options, context.reach);
    let func = &module.functions[f];
    if let Some(Callee::InlineAsm(asm)) = func.insts[inst].callee() {
        // cicc's ignore-call-safety ignores an asm call as it ignores any call; opaque asm
        // has no accesses of its own to list (its effect is everything).
        if options.ignore_call_safety || options.opaque_inline_asm {
            return Vec::new();
        }
        return match asm.effects() {
            AsmEffects::Understood { accesses, .. } => {
                asm_access_objects(module, f, inst, &accesses, context)
            }
            AsmEffects::Unknown(_) => Vec::new(),
        };
    }
    if !options.legacy_sync_model {
        if let Some(kind) = signal::fence_signal(module, f, inst) {
            return vec![(
                signal::signal_object(f, inst, kind, reach),
                AccessKind::Signal,
            )];
        }
    }
    let accesses = module.memory_accesses(func, inst);
    if accesses.is_empty() {
        return Vec::new();
    }
    if options.wmma_registers_only
        && matches!(func.insts[inst].callee(), Some(Callee::Direct(c))
            if syncflow_ir::wmma_intrinsic(&module.functions[*c].name).is_some())
    {
        return Vec::new();
    }
    let i = &func.insts[inst];
    let result_unused = i.result.is_none_or(|r| func.uses.row(r).is_empty());
    // Strength, scope and reduction of the instruction's atomic or volatile access.
    let (strength, scope, reduction) = match &i.opcode {
        Opcode::Load {
            volatile, ordering, ..
        }
        | Opcode::Store {
            volatile, ordering, ..
        } => (
            signal::llvm_strength(*ordering, *volatile),
            Scope::System,
            None,
        ),
        Opcode::AtomicRmw {
            op,
            ordering,
            scope,
        } => (
            signal::llvm_strength(*ordering, false),
            Scope::from_llvm(scope.as_deref()),
            module
                .types
                .store_size(i.ty)
                .and_then(|bytes| ReduceOp::from_llvm(&op.0, bytes))
                .filter(|_| result_unused),
        ),
        Opcode::CmpXchg { ordering, scope } => (
            signal::llvm_strength(*ordering, false),
            Scope::from_llvm(scope.as_deref()),
            None,
        ),
        // The NVVM and AMDGPU atomic intrinsics: relaxed, at the scope their name gives.
        _ => {
            let name = match i.callee() {
                Some(Callee::Direct(c)) => module.functions[*c].name.as_str(),
                _ => "",
            };
            let scope = if name.contains(".cta") {
                Scope::Cta
            } else if name.contains(".sys") {
                Scope::System
            } else {
                Scope::Gpu
            };
            // AMDGPU's atomic intrinsics are relaxed atomics at agent scope at least.
            let amdgpu_atomic =
                name.starts_with("llvm.amdgcn.") && accesses.iter().any(|a| a.atomic);
            let strength = if name.starts_with("llvm.nvvm.atomic") || amdgpu_atomic {
                Strength::Relaxed
            } else {
                Strength::Weak
            };
            (strength, scope, None)
        }
    };
    // Bytes one access touches, for the per-thread slot check.
    let size = match &i.opcode {
        Opcode::Load { .. } | Opcode::Store { .. } | Opcode::AtomicRmw { .. } => {
            module.types.store_size(i.ty)
        }
        Opcode::CmpXchg { .. } => module
            .operand_type(func, i.operands[1])
            .and_then(|t| module.types.store_size(t)),
        _ => None,
    };
    let resolver = context.resolver(module, f);
    let mut out = Vec::with_capacity(accesses.len());
    for a in accesses {
        let object = match resolver.resolve(a.pointer) {
            Target::Object(o) => o,
            Target::Private if options.ignore_address_space_check => MemoryObject::Unknown,
            Target::Private => continue,
        };
        let object = context.locate(module, f, inst, a.pointer, object, size);
        let strong = StrongAccess {
            strength,
            scope,
            reduction,
        };
        strong.classify(
            object,
            a.kind,
            a.atomic,
            options,
            reach,
            (f, inst),
            &mut out,
        );
    }
    out
}

/// What the PTX memory model needs to know of one access beyond its object and kind.
struct StrongAccess {
    strength: Strength,
    scope: Scope,
    /// Its commutative operation, when it is an atomic update whose result is unused.
    reduction: Option<ReduceOp>,
}

impl StrongAccess {
    /// Pushes the classes of an access of `kind` to `object` (docs/design.md §4): a reduction
    /// is [`AccessKind::Reduce`] on a [`MemoryObject::Reduced`]; a strong access beyond the
    /// CTA to memory other CTAs reach — unless a relaxed reduction — also sends a signal.
    #[allow(clippy::too_many_arguments)]
    fn classify(
        &self,
        object: MemoryObject,
        kind: syncflow_ir::AccessKind,
        atomic: bool,
        options: EffectOptions,
        reach: Reach,
        (f, inst): (FunctionId, InstId),
        out: &mut Vec<(MemoryObject, AccessKind)>,
    ) {
        if options.legacy_sync_model {
            for kind in access_kinds(kind, atomic) {
                out.push((object.clone(), *kind));
            }
            return;
        }
        let reaches_others =
            object.base().space() != Space::Shared || reach == Reach::GlobalAndShared;
        let relaxed_reduction = self.reduction.is_some() && !self.strength.synchronizes();
        if self.strength.is_strong()
            && self.scope.beyond_cta()
            && reaches_others
            && !relaxed_reduction
        {
            let what = SignalKind::of_strength(self.strength);
            out.push((
                signal::signal_object(f, inst, what, reach),
                AccessKind::Signal,
            ));
        }
        match self.reduction {
            Some(op) if atomic => out.push((
                MemoryObject::Reduced(Box::new(object), op),
                AccessKind::Reduce,
            )),
            _ => {
                // `volatile` is a strong access, not an atomic one: say so in reasons.
                let atomic = atomic && self.strength != Strength::Volatile;
                for kind in access_kinds(kind, atomic) {
                    out.push((object.clone(), *kind));
                }
            }
        }
    }
}

/// The hazard analyses' kinds of one access: a read-write is a read and a write; any atomic
/// access is an atomic write (atomics do not race with each other, but order nothing).
fn access_kinds(kind: syncflow_ir::AccessKind, atomic: bool) -> &'static [AccessKind] {
    match (kind, atomic) {
        (syncflow_ir::AccessKind::Read, false) => &[AccessKind::Read],
        (syncflow_ir::AccessKind::Read, true) => &[AccessKind::AtomicRead],
        (syncflow_ir::AccessKind::Write, false) => &[AccessKind::Write],
        (_, true) => &[AccessKind::AtomicWrite],
        (syncflow_ir::AccessKind::ReadWrite, false) => &[AccessKind::Read, AccessKind::Write],
    }
}

/// The objects of the `cp.async` copies of `inst`, if it is an asm that issues any.
pub(super) fn async_copy_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    context: &Context<'_>,
) -> Vec<(MemoryObject, AccessKind)> {
    asm_objects_where(module, f, inst, context, true)
}

/// The objects of the synchronous accesses of the asm call `inst` (every access but the
/// asynchronous ones of [`async_copy_objects`]).
pub(super) fn sync_asm_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    context: &Context<'_>,
) -> Vec<(MemoryObject, AccessKind)> {
    asm_objects_where(module, f, inst, context, false)
}

/// The objects of the accesses of the asm call `inst` that are `asynchronous` (or not), when
/// the model understands it (none under cicc's readings of asm).
fn asm_objects_where(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    context: &Context<'_>,
    asynchronous: bool,
) -> Vec<(MemoryObject, AccessKind)> {
    let Some(Callee::InlineAsm(asm)) = module.functions[f].insts[inst].callee() else {
        return Vec::new();
    };
    if context.options.ignore_call_safety || context.options.opaque_inline_asm {
        return Vec::new();
    }
    match asm.effects() {
        AsmEffects::Understood { accesses, .. } => {
            let some: Vec<AsmAccess> = accesses
                .into_iter()
                .filter(|a| a.asynchronous == asynchronous)
                .collect();
            if some.is_empty() {
                return Vec::new();
            }
            asm_access_objects(module, f, inst, &some, context)
        }
        AsmEffects::Unknown(_) => Vec::new(),
    }
}

/// The objects of the accesses an understood inline asm call makes ([`syncflow_ir::ptx`]):
/// each address traced through the call argument it is based on, as a `load`'s pointer is,
/// and narrowed by the instruction's state space; an address not based on an argument is
/// some location of its space. Per-thread slots only when the asm adds no offset.
pub(super) fn asm_access_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    list: &[AsmAccess],
    context: &Context<'_>,
) -> Vec<(MemoryObject, AccessKind)> {
    let (options, reach) = (context.options, context.reach);
    let func = &module.functions[f];
    if options.wmma_registers_only
        && matches!(func.insts[inst].callee(), Some(Callee::InlineAsm(asm)) if asm.asm.contains("wmma."))
    {
        return Vec::new();
    }
    let args = func.insts[inst].call_args();
    let result_unused = func.insts[inst]
        .result
        .is_none_or(|r| func.uses.row(r).is_empty());
    let resolver = context.resolver(module, f);
    let mut out = Vec::with_capacity(list.len());
    for a in list {
        let by_space = match a.space {
            StateSpace::Shared => Some(MemoryObject::SharedAny),
            StateSpace::Global => Some(MemoryObject::GlobalAny),
            // This CTA's shared memory or another's of the cluster: a barrier orders only
            // this CTA's threads, and their accesses to another CTA's memory are
            // `.shared::cluster` ones too, so some shared location covers both.
            StateSpace::SharedCluster if options.hopper_async => Some(MemoryObject::SharedAny),
            StateSpace::SharedCluster => Some(MemoryObject::Unknown),
            StateSpace::Generic => Some(MemoryObject::Unknown),
            // Thread-private or read-only during the kernel.
            StateSpace::Local | StateSpace::Param | StateSpace::Const => None,
        };
        let Some(by_space) = by_space else {
            if options.ignore_address_space_check {
                out.push((MemoryObject::Unknown, AccessKind::Read));
            }
            continue;
        };
        let pointer = a
            .argument
            .and_then(|k| args.get(k).copied())
            .map(|op| shared_address_pointer(module, f, op, a.space))
            .filter(|op| {
                module
                    .operand_type(func, *op)
                    .and_then(|t| module.types.pointer_addr_space(t))
                    .is_some()
            });
        let mut object = match pointer.map(|p| resolver.resolve(p)) {
            None => by_space.clone(),
            Some(Target::Private) if options.ignore_address_space_check => MemoryObject::Unknown,
            Some(Target::Private) => continue,
            Some(Target::Object(MemoryObject::Unknown)) => by_space.clone(),
            Some(Target::Object(o)) => {
                // The traced object must lie in the space the instruction names; if it does
                // not, trust neither.
                let agrees = match a.space {
                    StateSpace::Shared | StateSpace::SharedCluster => o.space() == Space::Shared,
                    StateSpace::Global => o.space() == Space::Global,
                    _ => true,
                };
                if agrees {
                    o
                } else {
                    MemoryObject::Unknown
                }
            }
        };
        // A slot needs the extent (`bytes == 0`: a tensor copy's box, unknown) and this CTA's
        // memory.
        if a.offset == 0 && a.bytes > 0 && a.space != StateSpace::SharedCluster {
            if let Some(p) = pointer {
                object = context.locate(module, f, inst, p, object, Some(u64::from(a.bytes)));
            }
        }
        // An `atom` is a reduction only when nobody reads its result (a `red` has none; the
        // mbarrier counters commute whatever a wait reads).
        let reduction = a.reduction.filter(|r| {
            result_unused || a.kind == syncflow_ir::AccessKind::Write || r.op == "mbarrier"
        });
        let strong = StrongAccess {
            strength: a.strength,
            scope: a.scope,
            reduction,
        };
        strong.classify(
            object,
            a.kind,
            a.atomic,
            options,
            reach,
            (f, inst),
            &mut out,
        );
    }
    out
}

/// The pointer a 32-bit shared address operand was made from, `trunc (ptrtoint p)` (Triton
/// hands `ldmatrix` its address so): a shared address is below 2³², so the truncation keeps
/// it, and the access is the pointer's. Any other operand is itself.
fn shared_address_pointer(
    module: &Module,
    f: FunctionId,
    op: Operand,
    space: StateSpace,
) -> Operand {
    let func = &module.functions[f];
    let def = |op: Operand| match op {
        Operand::Local(l) => match func.locals[l].def {
            syncflow_ir::LocalDef::Inst(i) => Some(&func.insts[i]),
            syncflow_ir::LocalDef::Param(_) => None,
        },
        _ => None,
    };
    if space != StateSpace::Shared {
        return op;
    }
    // CUTLASS's `cvta.to.shared` in inline asm (`smem_u32`): the generic pointer it was given.
    if let Some(call) = def(op) {
        if let Some(Callee::InlineAsm(asm)) = call.callee() {
            if let [pointer] = call.call_args() {
                let is_pointer = module
                    .operand_type(func, *pointer)
                    .and_then(|t| module.types.pointer_addr_space(t))
                    .is_some();
                if is_pointer && cvta_to_shared_asm(&asm.asm) {
                    return *pointer;
                }
            }
        }
    }
    let Some(trunc) =
        def(op).filter(|i| matches!(i.opcode, Opcode::Cast(syncflow_ir::CastOp::Trunc)))
    else {
        return op;
    };
    match def(trunc.operands[0]) {
        Some(p2i) if matches!(p2i.opcode, Opcode::Cast(syncflow_ir::CastOp::PtrToInt)) => {
            let pointer = p2i.operands[0];
            let shared = module
                .operand_type(func, pointer)
                .and_then(|t| module.types.pointer_addr_space(t))
                == Some(syncflow_ir::addr_space::SHARED);
            if shared {
                pointer
            } else {
                op
            }
        }
        _ => op,
    }
}

/// Inline asm that turns its one input `$1`, a generic address, into its 32-bit shared-window
/// address `$0`, as CUTLASS spells `__cvta_generic_to_shared` (`cutlass/arch/memory_sm80.h`):
/// `{ .reg .u64 p; cvta.to.shared.u64 p, $1; cvt.u32.u64 $0, p; }`, or `cvta.to.shared.u32 $0,
/// $1;`. The window address names the byte the pointer names (the interpreter maps it so:
/// `interpreter/src/exec/inline_asm.rs`, `shared_cvta`); a pointer outside shared memory has
/// no window address, and the access's object then disagrees with its space and turns unknown.
fn cvta_to_shared_asm(text: &str) -> bool {
    let body = text.trim().trim_start_matches('{').trim_end_matches('}');
    let statements: Vec<String> = body
        .split(';')
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty() && s != "}")
        .collect();
    let refs: Vec<&str> = statements.iter().map(String::as_str).collect();
    match refs[..] {
        ["cvta.to.shared.u32 $0, $1"] => true,
        [decl, cvta, cvt] => {
            let Some(reg) = decl
                .strip_prefix(".reg .u64 ")
                .or_else(|| decl.strip_prefix(".reg .b64 "))
            else {
                return false;
            };
            let reg = reg.trim();
            !reg.is_empty()
                && !reg.contains(' ')
                && cvta == format!("cvta.to.shared.u64 {reg}, $1")
                && cvt == format!("cvt.u32.u64 $0, {reg}")
        }
        _ => false,
    }
}
