//! Per-instruction effects and per-function summaries.

use super::object::MemoryObject;
use super::object::Space;
use super::object::{AccessClass, AccessKind, ConflictModel, ObjectTable};
use super::pointer::{PointerResolver, Target};
use super::signal::{self, Reach, SignalKind};
use super::slot::SlotEvaluator;
use fixedbitset::FixedBitSet;
use syncflow_ir::ptx::hopper::intrinsic_effect;
use syncflow_ir::ptx::{AsmAccess, AsmEffects, PtxEffect, StateSpace};
use syncflow_ir::{
    BarrierKind, CallTarget, Callee, FunctionId, InstId, Module, Opcode, ReduceOp, Scope, Strength,
};

/// Knobs that change what counts as an effect. The default is the sound reading: every
/// `false` below, and the Hopper model on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectOptions {
    /// cicc's `ignore-call-safety`: calls to functions (defined or not) have no memory effect.
    /// Unsound; cicc's default.
    pub ignore_call_safety: bool,
    /// cicc's `ignore-address-space-check`: every access counts, thread-private and constant
    /// memory included (as unknown memory). Conservative.
    pub ignore_address_space_check: bool,
    /// Inline PTX is any access to any memory (as NVIDIA's passes see it), not read through
    /// the PTX model. Faithful presets.
    pub opaque_inline_asm: bool,
    /// **Unsound** (for the harness): a `cp.async` copy's accesses count at the issuing asm
    /// only, and its wait touches nothing — as if the copy were an ordinary load and store.
    /// The default places them also at every wait that may complete them (docs/design.md §9.2).
    pub async_at_issue_only: bool,
    /// Read Hopper's asynchronous machinery (bulk and TMA copies, mbarriers, `wgmma`, proxy
    /// fences, tensor maps, `.shared::cluster` addresses and asm with its own labels and
    /// branches) through `syncflow_ir::ptx::hopper` (default), rather than as unknown
    /// memory (`false`: how the model read them before it was judged; docs/design.md §9.2).
    pub hopper_async: bool,
    /// **Unsound** (for the harness, knob `legacy-sync-model`): the definition of a conflict
    /// before issue 27 — atomics (and PTX `volatile`) never conflict with atomics, no signals
    /// to other CTAs, and race freedom implies injective slots whatever else synchronizes
    /// ([`ConflictModel::Legacy`]). The default is docs/design.md §4's.
    pub legacy_sync_model: bool,
    /// **Unsound** (for the harness, knob `wmma-registers-only`): `wmma.load`/`wmma.store`
    /// (PTX and the `llvm.nvvm.wmma.*` intrinsics) touch no memory, as if they moved
    /// registers only. The default reads them as the tile's object (docs/design.md §9).
    pub wmma_registers_only: bool,
}

impl Default for EffectOptions {
    fn default() -> Self {
        EffectOptions {
            ignore_call_safety: false,
            ignore_address_space_check: false,
            opaque_inline_asm: false,
            async_at_issue_only: false,
            hopper_async: true,
            legacy_sync_model: false,
            wmma_registers_only: false,
        }
    }
}

impl EffectOptions {
    /// The conflict definition these options ask for.
    pub fn conflict_model(&self) -> ConflictModel {
        if self.legacy_sync_model {
            ConflictModel::Legacy
        } else {
            ConflictModel::Ptx
        }
    }
}

/// What one instruction means to the hazard analyses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InstEffect {
    /// Nothing another thread could observe or order.
    None,
    /// Memory accesses (the instruction's own, or a call's summary).
    Accesses(Vec<AccessClass>),
    /// A synchronization instruction.
    Barrier(BarrierKind),
}

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
    objects_of(module, f, inst, options, Reach::of(module))
}

/// [`access_objects`], with what signals reach computed once for the module.
fn objects_of(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    options: EffectOptions,
    reach: Reach,
) -> Vec<(MemoryObject, AccessKind)> {
    let func = &module.functions[f];
    if let Some(Callee::InlineAsm(asm)) = func.insts[inst].callee() {
        // cicc's ignore-call-safety ignores an asm call as it ignores any call; opaque asm
        // has no accesses of its own to list (its effect is everything).
        if options.ignore_call_safety || options.opaque_inline_asm {
            return Vec::new();
        }
        return match asm.effects() {
            AsmEffects::Understood { accesses, .. } => {
                asm_access_objects(module, f, inst, &accesses, options, reach)
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
        // The NVVM atomic intrinsics: relaxed, at the scope their name gives.
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
            let strength = if name.starts_with("llvm.nvvm.atomic") {
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
    let resolver = PointerResolver::new(module, f);
    let slots = SlotEvaluator::new(module, f);
    let mut out = Vec::with_capacity(accesses.len());
    for a in accesses {
        let object = match resolver.resolve(a.pointer) {
            Target::Object(o) => o,
            Target::Private if options.ignore_address_space_check => MemoryObject::Unknown,
            Target::Private => continue,
        };
        let object = match size.and_then(|size| slots.slot(a.pointer, &object, size)) {
            Some(slot) => MemoryObject::Slot(Box::new(object), slot),
            None => object,
        };
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

/// The objects of the accesses an understood inline asm call makes ([`syncflow_ir::ptx`]):
/// each address traced through the call argument it is based on, as a `load`'s pointer is,
/// and narrowed by the instruction's state space; an address not based on an argument is
/// some location of its space. Per-thread slots only when the asm adds no offset.
/// The objects of the `cp.async` copies of `inst`, if it is an asm that issues any.
fn async_copy_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    options: EffectOptions,
    reach: Reach,
) -> Vec<(MemoryObject, AccessKind)> {
    let Some(Callee::InlineAsm(asm)) = module.functions[f].insts[inst].callee() else {
        return Vec::new();
    };
    if options.ignore_call_safety || options.opaque_inline_asm {
        return Vec::new();
    }
    match asm.effects() {
        AsmEffects::Understood { accesses, .. } if accesses.iter().any(|a| a.asynchronous) => {
            let copies: Vec<AsmAccess> = accesses.into_iter().filter(|a| a.asynchronous).collect();
            asm_access_objects(module, f, inst, &copies, options, reach)
        }
        _ => Vec::new(),
    }
}

fn asm_access_objects(
    module: &Module,
    f: FunctionId,
    inst: InstId,
    list: &[AsmAccess],
    options: EffectOptions,
    reach: Reach,
) -> Vec<(MemoryObject, AccessKind)> {
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
    let resolver = PointerResolver::new(module, f);
    let slots = SlotEvaluator::new(module, f);
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
        let pointer = a.argument.and_then(|k| args.get(k).copied()).filter(|op| {
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
            if let Some(slot) = pointer.and_then(|p| slots.slot(p, &object, u64::from(a.bytes))) {
                object = MemoryObject::Slot(Box::new(object), slot);
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

/// Effects of every function of a module: the object table, and each defined function's
/// summary (the classes its body may access, callees included).
#[derive(Clone, Debug)]
pub struct EffectTable {
    objects: ObjectTable,
    options: EffectOptions,
    summaries: Vec<FixedBitSet>,
    /// Per function, for each `cp.async.wait_*` that may complete copies, their objects and
    /// kinds ([`AsyncWindows`](super::AsyncWindows); empty for most functions).
    async_at_wait: Vec<std::collections::BTreeMap<InstId, Vec<(MemoryObject, AccessKind)>>>,
    /// What a signal to other CTAs reaches in this module.
    reach: Reach,
}

impl EffectTable {
    /// Computes the summaries of `module`: a fixed point over the call graph, starting from
    /// empty summaries and growing until no summary changes (each grows monotonically within a
    /// finite set of classes, so this terminates, recursion included).
    pub fn new(module: &Module, options: EffectOptions) -> Self {
        let mut objects = ObjectTable::new(module);
        objects.set_model(options.conflict_model());
        let reach = Reach::of(module);
        let mut async_at_wait = vec![std::collections::BTreeMap::new(); module.functions.len()];
        // The per-thread slots are objects too: find them all before the table is frozen.
        for f in module
            .functions
            .indices()
            .filter(|f| module.functions[*f].is_defined)
        {
            for inst in module.functions[f].insts.indices() {
                for (object, _) in objects_of(module, f, inst, options, reach) {
                    objects.intern(object);
                }
            }
            if options.ignore_call_safety || options.opaque_inline_asm {
                continue;
            }
            if let Some(windows) = super::AsyncWindows::of(module, &module.functions[f]) {
                for wait in module.functions[f].insts.indices() {
                    let carried: Vec<_> = windows
                        .carried_by(wait)
                        .iter()
                        .flat_map(|copy| async_copy_objects(module, f, *copy, options, reach))
                        .collect();
                    if !carried.is_empty() {
                        async_at_wait[f.index()].insert(wait, carried);
                    }
                }
            }
        }
        let classes = objects.class_count();
        let mut table = EffectTable {
            objects,
            options,
            summaries: vec![FixedBitSet::with_capacity(classes); module.functions.len()],
            async_at_wait,
            reach,
        };
        let defined: Vec<FunctionId> = module
            .functions
            .indices()
            .filter(|f| module.functions[*f].is_defined)
            .collect();
        let mut changed = true;
        let mut rounds = 0;
        while changed {
            changed = false;
            rounds += 1;
            for &f in &defined {
                let mut summary = FixedBitSet::with_capacity(classes);
                for inst in module.functions[f].insts.indices() {
                    if let InstEffect::Accesses(list) = table.inst_effect(module, f, inst) {
                        for c in list {
                            summary.insert(c.bit());
                        }
                    }
                }
                if summary != table.summaries[f.index()] {
                    table.summaries[f.index()] = summary;
                    changed = true;
                }
            }
        }
        tracing::debug!(
            rounds,
            functions = defined.len(),
            "call summaries converged"
        );
        table
    }

    /// The object table.
    pub fn objects(&self) -> &ObjectTable {
        &self.objects
    }

    /// The options the table was built with.
    pub fn options(&self) -> EffectOptions {
        self.options
    }

    /// The classes a call to `f` may access.
    pub fn summary(&self, f: FunctionId) -> &FixedBitSet {
        &self.summaries[f.index()]
    }

    fn everything() -> InstEffect {
        InstEffect::Accesses(AccessClass::everything().to_vec())
    }

    /// The effect of instruction `inst` of function `f`.
    pub fn inst_effect(&self, module: &Module, f: FunctionId, inst: InstId) -> InstEffect {
        let func = &module.functions[f];
        let i = &func.insts[inst];
        match i.opcode {
            // The opcodes that may access memory or synchronize; every other one (arithmetic,
            // comparisons, casts, address arithmetic, phis, allocas, branches) does neither.
            Opcode::Load { .. }
            | Opcode::Store { .. }
            | Opcode::AtomicRmw { .. }
            | Opcode::CmpXchg { .. }
            | Opcode::Call { .. }
            | Opcode::Invoke(_)
            | Opcode::VaArg
            | Opcode::Other(_) => {}
            // A fence wider than the CTA signals other CTAs (§4.3); a CTA fence orders only
            // the thread's own accesses.
            Opcode::Fence { .. } => {
                return match self.signal(module, f, inst) {
                    Some(signal) => signal,
                    None => InstEffect::Barrier(BarrierKind::Fence),
                };
            }
            _ => return InstEffect::None,
        }
        if let Opcode::Call { .. } | Opcode::Invoke(_) = i.opcode {
            match module.call_target(func, inst) {
                Some(CallTarget::Barrier(barrier)) => {
                    return match self.signal(module, f, inst) {
                        Some(signal) => signal,
                        None => InstEffect::Barrier(barrier.kind),
                    };
                }
                Some(CallTarget::Pure(_) | CallTarget::NoEffect) => return InstEffect::None,
                Some(CallTarget::MemoryIntrinsic) | None => {}
                Some(CallTarget::Defined(callee)) => {
                    if self.options.ignore_call_safety {
                        return InstEffect::None;
                    }
                    let list: Vec<AccessClass> = self.summaries[callee.index()]
                        .ones()
                        .map(AccessClass::from_bit)
                        .collect();
                    return if list.is_empty() {
                        InstEffect::None
                    } else {
                        InstEffect::Accesses(list)
                    };
                }
                // Inline PTX the model understands: its accesses (the text is read once).
                Some(CallTarget::InlineAsm)
                    if !self.options.ignore_call_safety && !self.options.opaque_inline_asm =>
                {
                    let Some(Callee::InlineAsm(asm)) = i.callee() else {
                        return Self::everything();
                    };
                    if !self.options.hopper_async && asm.uses_hopper_model() {
                        return Self::everything();
                    }
                    return match asm.effects() {
                        AsmEffects::Understood {
                            accesses,
                            completes_async,
                        } => {
                            let asynchronous =
                                completes_async || accesses.iter().any(|a| a.asynchronous);
                            if asynchronous && !func.is_kernel && !self.options.async_at_issue_only
                            {
                                // A copy issued here may be completed by a caller's wait, a
                                // wait here may complete a caller's copy: not followed.
                                return Self::everything();
                            }
                            let mut list = asm_access_objects(
                                module,
                                f,
                                inst,
                                &accesses,
                                self.options,
                                self.reach,
                            );
                            if completes_async && !self.options.async_at_issue_only {
                                if let Some(carried) = self.async_at_wait[f.index()].get(&inst) {
                                    list.extend(carried.iter().cloned());
                                }
                            }
                            self.classes(list)
                        }
                        AsmEffects::Unknown(_) => Self::everything(),
                    };
                }
                // The NVVM intrinsics of Hopper's commits and waits, as their instructions.
                Some(CallTarget::Declared(callee))
                    if self.options.hopper_async
                        && !self.options.ignore_call_safety
                        && !self.options.opaque_inline_asm =>
                {
                    let wait = i.call_args().first().and_then(|a| module.const_int(*a));
                    return match intrinsic_effect(&module.functions[callee].name, wait) {
                        Some(PtxEffect::AsyncWait { .. }) if !func.is_kernel => Self::everything(),
                        Some(PtxEffect::AsyncWait { .. }) if self.options.async_at_issue_only => {
                            InstEffect::None
                        }
                        Some(PtxEffect::AsyncWait { .. }) => self.classes(
                            self.async_at_wait[f.index()]
                                .get(&inst)
                                .cloned()
                                .unwrap_or_default(),
                        ),
                        Some(PtxEffect::AsyncCommit(_)) if !func.is_kernel => Self::everything(),
                        Some(_) => InstEffect::None,
                        None => Self::everything(),
                    };
                }
                Some(CallTarget::Declared(_) | CallTarget::Indirect | CallTarget::InlineAsm) => {
                    return if self.options.ignore_call_safety {
                        InstEffect::None
                    } else {
                        Self::everything()
                    };
                }
            }
        }
        if let Opcode::Other(_) | Opcode::VaArg = i.opcode {
            return Self::everything();
        }
        self.classes(objects_of(module, f, inst, self.options, self.reach))
    }

    /// The signal a fence wider than the CTA sends, if `inst` is one (never under
    /// `legacy-sync-model`).
    fn signal(&self, module: &Module, f: FunctionId, inst: InstId) -> Option<InstEffect> {
        if self.options.legacy_sync_model {
            return None;
        }
        let kind = signal::fence_signal(module, f, inst)?;
        self.classes(vec![(
            signal::signal_object(f, inst, kind, self.reach),
            AccessKind::Signal,
        )])
        .into()
    }

    /// The effect of accesses to these objects (none for an empty list).
    fn classes(&self, accesses: Vec<(MemoryObject, AccessKind)>) -> InstEffect {
        if accesses.is_empty() {
            return InstEffect::None;
        }
        InstEffect::Accesses(
            accesses
                .into_iter()
                .map(|(object, kind)| AccessClass {
                    object: self.objects.id(&object),
                    kind,
                })
                .collect(),
        )
    }

    /// The effects of every instruction of `f`, indexed by instruction.
    pub fn function_effects(&self, module: &Module, f: FunctionId) -> Vec<InstEffect> {
        module.functions[f]
            .insts
            .indices()
            .map(|i| self.inst_effect(module, f, i))
            .collect()
    }
}
