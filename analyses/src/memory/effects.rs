//! Per-instruction effects and per-function summaries.

pub use super::access::access_objects;
use super::access::{async_copy_objects, objects_of, sync_asm_objects, Context};
pub use super::effect_options::EffectOptions;
use super::extent::BlockExtent;
use super::lds_projection;
use super::object::MemoryObject;
use super::object::{AccessClass, AccessKind, ConflictModel, ObjectTable};
use super::one_sided::{self, FunctionSides, GroupOperations, Sides};
use super::redefinition::Redefinitions;
use super::signal::{self, Reach};
use fixedbitset::FixedBitSet;
use std::collections::HashMap;
use syncflow_ir::ptx::hopper::intrinsic_effect;
use syncflow_ir::ptx::{AsmEffects, PtxEffect};
use syncflow_ir::{BarrierKind, CallTarget, Callee, FunctionId, InstId, Module, Opcode};

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
    /// Per function, the group-queue issues and landings, which only one side of a barrier
    /// orders ([`super::one_sided`]).
    group_operations: Vec<GroupOperations>,
    /// What a signal to other CTAs reaches in this module.
    reach: Reach,
    /// Per function, how far its thread ids reach ([`BlockExtent::of_function`]).
    extents: Vec<BlockExtent>,
    /// Per function, the classes of the accesses each instruction makes itself (not through
    /// calls), as classified once ([`access_objects`]).
    own: Vec<HashMap<InstId, Vec<AccessClass>>>,
    /// Per function: it calls an NVVM `cp.async` copy intrinsic the model does not read (its
    /// window is not followed, so no `cp.async` wait there may count as understood).
    opaque_copies: Vec<bool>,
    /// Per function: it is read through its LDS projection ([`super::lds_projection`]).
    projected: FixedBitSet,
}

/// `list` with its objects interned in `objects`.
fn interned(objects: &mut ObjectTable, list: Vec<(MemoryObject, AccessKind)>) -> Vec<AccessClass> {
    list.into_iter()
        .map(|(object, kind)| AccessClass {
            object: objects.intern(object),
            kind,
        })
        .collect()
}

/// The values the footprint base of `object` names (through a reduction).
fn base_leaves(object: &MemoryObject) -> &[syncflow_ir::LocalId] {
    match object {
        MemoryObject::Part(_, fp) => fp.base.leaves(),
        MemoryObject::Reduced(inner, _) => base_leaves(inner),
        _ => &[],
    }
}

/// True when `f` calls a `llvm.nvvm.cp.async.*` intrinsic that is neither a commit nor a
/// wait: a copy whose accesses are unknown memory at the call only.
fn calls_opaque_copies(module: &Module, f: FunctionId) -> bool {
    module.functions[f].insts.iter().any(|i| {
        matches!(i.callee(), Some(Callee::Direct(c)) if {
            let name = &module.functions[*c].name;
            name.starts_with("llvm.nvvm.cp.async.") && intrinsic_effect(name, Some(0)).is_none()
        })
    })
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
        let extents: Vec<BlockExtent> = module
            .functions
            .indices()
            .map(|f| BlockExtent::of_function(module, f, options.block))
            .collect();
        let hardware = BlockExtent::hardware();
        let mut own = vec![HashMap::new(); module.functions.len()];
        let mut group_operations = vec![GroupOperations::default(); module.functions.len()];
        // The parts of objects are objects too: find them all before the table is frozen.
        for f in module
            .functions
            .indices()
            .filter(|f| module.functions[*f].is_defined)
        {
            let context = Context::new(module, f, options, reach, &extents[f.index()], &hardware);
            for inst in module.functions[f].insts.indices() {
                let list = objects_of(module, f, inst, &context);
                if list.is_empty() {
                    continue;
                }
                own[f.index()].insert(inst, interned(&mut objects, list));
                if one_sided::issues_group_operations_only(&module.functions[f], inst) {
                    let issued =
                        interned(&mut objects, async_copy_objects(module, f, inst, &context));
                    let sync = interned(&mut objects, sync_asm_objects(module, f, inst, &context));
                    if !issued.is_empty() {
                        group_operations[f.index()]
                            .issued
                            .insert(inst, (issued, sync));
                    }
                }
            }
            if options.ignore_call_safety || options.opaque_inline_asm {
                continue;
            }
            // Where the values each copy's footprint base names are defined: a copy pending
            // across one of those is carried stale (`async_window`'s module docs).
            let func = &module.functions[f];
            let mut issues_named_by: HashMap<InstId, Vec<InstId>> = HashMap::new();
            for copy in func.insts.indices() {
                for (object, _) in async_copy_objects(module, f, copy, &context) {
                    for leaf in base_leaves(&object) {
                        if let syncflow_ir::LocalDef::Inst(d) = func.locals[*leaf].def {
                            let list = issues_named_by.entry(d).or_default();
                            if !list.contains(&copy) {
                                list.push(copy);
                            }
                        }
                    }
                }
            }
            let weak = options.async_partial_waits_complete_nothing;
            let windows = super::AsyncWindows::of_counting(module, func, weak, |i| {
                issues_named_by.get(&i).cloned().unwrap_or_default()
            });
            if let Some(windows) = windows {
                for wait in module.functions[f].insts.indices() {
                    let stale = windows.stale_at(wait);
                    // Each carried copy's landing objects, once, with whether it issues
                    // group-queue operations only (it is then among the `issued` above).
                    let landings: Vec<(bool, Vec<(MemoryObject, AccessKind)>)> = windows
                        .carried_by(wait)
                        .iter()
                        .map(|copy| {
                            let fresh = !stale.contains(copy);
                            let list = async_copy_objects(module, f, *copy, &context)
                                .into_iter()
                                .map(|(o, kind)| {
                                    if fresh {
                                        (o, kind)
                                    } else {
                                        (o.stale_form().unwrap_or(o), kind)
                                    }
                                })
                                .collect();
                            let grouped = group_operations[f.index()].issued.contains_key(copy);
                            (grouped, list)
                        })
                        .collect();
                    let of = |grouped: Option<bool>| -> Vec<(MemoryObject, AccessKind)> {
                        landings
                            .iter()
                            .filter(|(g, _)| grouped.is_none_or(|want| *g == want))
                            .flat_map(|(_, list)| list.iter().cloned())
                            .collect()
                    };
                    let carried = of(None);
                    for (object, _) in &carried {
                        objects.intern(object.clone());
                    }
                    if landings.iter().any(|(g, _)| *g) {
                        group_operations[f.index()]
                            .landed
                            .insert(wait, (of(Some(true)), of(Some(false))));
                    }
                    if !carried.is_empty() {
                        async_at_wait[f.index()].insert(wait, carried);
                    }
                }
            }
        }
        if options.iteration_distance && options.byte_ranges {
            let models = module
                .functions
                .indices()
                .filter(|f| module.functions[*f].is_defined)
                .flat_map(|f| {
                    let eval = super::offset::OffsetEvaluator::new(
                        module,
                        &module.functions[f],
                        &extents[f.index()],
                    );
                    super::iteration::loop_models(module, f, &eval)
                })
                .collect();
            objects.add_iterations(module, models);
        }
        let classes = objects.class_count();
        let opaque_copies = module
            .functions
            .indices()
            .map(|f| calls_opaque_copies(module, f))
            .collect();
        let mut projected = FixedBitSet::with_capacity(module.functions.len());
        if (options.lds_groups || options.lds_groups_ignore_full) && module.is_amdgpu() {
            for f in module.functions.indices() {
                if lds_projection::is_lds_only(module, f, options.lds_groups_ignore_full) {
                    projected.insert(f.index());
                }
            }
        }
        let mut table = EffectTable {
            objects,
            options,
            summaries: vec![FixedBitSet::with_capacity(classes); module.functions.len()],
            async_at_wait,
            group_operations,
            reach,
            extents,
            own,
            opaque_copies,
            projected,
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

    /// How far the thread ids of function `f` reach.
    pub fn extent(&self, f: FunctionId) -> &BlockExtent {
        &self.extents[f.index()]
    }

    /// The classes of the accesses `inst` of `f` makes itself.
    fn own(&self, f: FunctionId, inst: InstId) -> Vec<AccessClass> {
        self.own[f.index()].get(&inst).cloned().unwrap_or_default()
    }

    /// The classes a call to `f` may access.
    pub fn summary(&self, f: FunctionId) -> &FixedBitSet {
        &self.summaries[f.index()]
    }

    fn everything() -> InstEffect {
        InstEffect::Accesses(AccessClass::everything().to_vec())
    }

    /// Whether function `f` is read through its LDS projection ([`super::lds_projection`]).
    pub fn is_projected(&self, f: FunctionId) -> bool {
        self.projected.contains(f.index())
    }

    /// The effect of instruction `inst` of function `f`: as [`Self::plain_effect`] reads
    /// it, or, in a function read through its LDS projection, with its barrier groups
    /// candidates and its global accesses left out ([`super::lds_projection`]).
    pub fn inst_effect(&self, module: &Module, f: FunctionId, inst: InstId) -> InstEffect {
        let effect = self.plain_effect(module, f, inst);
        if !self.is_projected(f) {
            return effect;
        }
        match effect {
            InstEffect::Barrier(BarrierKind::Partial)
                if module
                    .amdgpu_barrier_group(&module.functions[f], inst)
                    .is_some_and(|g| g.barrier == inst) =>
            {
                InstEffect::Barrier(BarrierKind::Candidate)
            }
            InstEffect::Accesses(list) => {
                let kept: Vec<AccessClass> = list
                    .into_iter()
                    .filter(|c| lds_projection::keeps(self.objects.object(c.object)))
                    .collect();
                if kept.is_empty() {
                    InstEffect::None
                } else {
                    InstEffect::Accesses(kept)
                }
            }
            other => other,
        }
    }

    /// The effect of instruction `inst` of function `f`, without the LDS projection.
    pub fn plain_effect(&self, module: &Module, f: FunctionId, inst: InstId) -> InstEffect {
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
                // A fence of an AMDGPU barrier group belongs to the group's `s.barrier`.
                if module.is_barrier_group_fence(func, inst) {
                    return InstEffect::None;
                }
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
                    // `bar.sync 1, 256;` / `bar.arrive`: a named barrier touches no memory, as
                    // its intrinsic form (docs/design.md §4.6).
                    if let crate::hazard::named::NamedKind::Op(_) =
                        crate::hazard::named::named_kind(module, f, inst)
                    {
                        return InstEffect::Barrier(BarrierKind::Partial);
                    }
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
                            let opaque = completes_async && self.opaque_copies[f.index()];
                            if (asynchronous && !func.is_kernel || opaque)
                                && !self.options.async_at_issue_only
                            {
                                // A copy issued here may be completed by a caller's wait, a
                                // wait here may complete a caller's copy: not followed.
                                return Self::everything();
                            }
                            let mut list = self.own(f, inst);
                            if completes_async && !self.options.async_at_issue_only {
                                if let Some(carried) = self.async_at_wait[f.index()].get(&inst) {
                                    list.extend(carried.iter().map(|(o, kind)| AccessClass {
                                        object: self.objects.id(o),
                                        kind: *kind,
                                    }));
                                }
                            }
                            if list.is_empty() {
                                InstEffect::None
                            } else {
                                InstEffect::Accesses(list)
                            }
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
                        // A copy intrinsic the model does not read may be what this wait
                        // completes.
                        Some(PtxEffect::AsyncWait {
                            queue: syncflow_ir::ptx::AsyncQueue::CopyGroups,
                            ..
                        }) if self.opaque_copies[f.index()]
                            && !self.options.async_at_issue_only =>
                        {
                            Self::everything()
                        }
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
        let list = self.own(f, inst);
        if list.is_empty() {
            InstEffect::None
        } else {
            InstEffect::Accesses(list)
        }
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

    /// The effects of every instruction of `f`, indexed by instruction, with every footprint
    /// whose base names an SSA value in its stale form (its whole object): without knowing
    /// which values are stably uniform, no such base can be trusted
    /// ([`EffectTable::function_effects_in`]).
    pub fn function_effects(&self, module: &Module, f: FunctionId) -> Vec<InstEffect> {
        self.function_effects_in(module, f, None)
    }

    /// The effects of every instruction of `f`, as seen from `f`: a footprint keeps its base
    /// only when every SSA value the base names is one of `f`'s and in `stable` (values every
    /// thread of the CTA holds equal between redefinitions: [`super::footprint`], step 3);
    /// any other is its stale form. `None` trusts no such value.
    pub fn function_effects_in(
        &self,
        module: &Module,
        f: FunctionId,
        stable: Option<&FixedBitSet>,
    ) -> Vec<InstEffect> {
        module.functions[f]
            .insts
            .indices()
            .map(|i| match self.inst_effect(module, f, i) {
                InstEffect::Accesses(list) => InstEffect::Accesses(
                    list.into_iter()
                        .map(|c| self.seen_from(f, stable, c))
                        .collect(),
                ),
                other => other,
            })
            .collect()
    }

    /// Class `c` as seen from `f` with the stably uniform values `stable`
    /// ([`EffectTable::function_effects_in`]): its stale form unless every SSA value its base
    /// names is one of `f`'s and in `stable`.
    fn seen_from(
        &self,
        f: FunctionId,
        stable: Option<&FixedBitSet>,
        c: AccessClass,
    ) -> AccessClass {
        let object = self.objects.object(c.object);
        let part = match object {
            MemoryObject::Reduced(inner, _) => inner.as_ref(),
            other => other,
        };
        let MemoryObject::Part(_, fp) = part else {
            return c;
        };
        let trusted = fp.base.leaves().is_empty()
            || (fp.base.function() == Some(f)
                && stable.is_some_and(|s| fp.base.leaves().iter().all(|l| s.contains(l.index()))));
        if trusted {
            c
        } else {
            AccessClass {
                object: self.objects.stale(c.object),
                kind: c.kind,
            }
        }
    }

    /// The instructions of `f` that the Before and After walks see differently — group-queue
    /// issues and landings ([`super::Sides`]) — with their classes as
    /// [`EffectTable::function_effects_in`] gives them. Empty under `async-at-issue-only`
    /// (which has no landings) and wherever the instruction's effect is everything.
    pub fn function_sides_in(
        &self,
        module: &Module,
        f: FunctionId,
        stable: Option<&FixedBitSet>,
    ) -> FunctionSides {
        let group = &self.group_operations[f.index()];
        if self.options.async_at_issue_only {
            return FunctionSides::new();
        }
        let insts: std::collections::BTreeSet<InstId> = group
            .issued
            .keys()
            .chain(group.landed.keys())
            .copied()
            .collect();
        let mut out = FunctionSides::new();
        for inst in insts {
            let InstEffect::Accesses(list) = self.inst_effect(module, f, inst) else {
                continue;
            };
            if list
                .iter()
                .any(|c| matches!(self.objects.object(c.object), MemoryObject::Unknown))
            {
                continue;
            }
            // What the instruction has besides its group-queue operations: its synchronous
            // accesses, and the landings of other queues.
            let ids = |l: &[(MemoryObject, AccessKind)]| -> Vec<AccessClass> {
                l.iter()
                    .map(|(o, kind)| AccessClass {
                        object: self.objects.id(o),
                        kind: *kind,
                    })
                    .collect()
            };
            let (issued, mut rest) = match group.issued.get(&inst) {
                Some((issued, sync)) => (issued.clone(), sync.clone()),
                None => (Vec::new(), self.own(f, inst)),
            };
            let landed = match group.landed.get(&inst) {
                Some((grouped, others)) => {
                    rest.extend(ids(others));
                    ids(grouped)
                }
                None => {
                    if let Some(all) = self.async_at_wait[f.index()].get(&inst) {
                        rest.extend(ids(all));
                    }
                    Vec::new()
                }
            };
            let Sides { before, after } = one_sided::split(&list, &issued, &landed, &rest);
            let seen = |l: Vec<AccessClass>| {
                l.into_iter()
                    .map(|c| self.seen_from(f, stable, c))
                    .collect()
            };
            out.insert(
                inst,
                Sides {
                    before: seen(before),
                    after: seen(after),
                },
            );
        }
        out
    }

    /// Where the bases of `effects` (of function `f`, from
    /// [`EffectTable::function_effects_in`]) change value: at the definition of each SSA value
    /// a base names ([`Redefinitions`]).
    pub fn redefinitions(
        &self,
        module: &Module,
        f: FunctionId,
        effects: &[InstEffect],
    ) -> Redefinitions {
        Redefinitions::of(module, f, effects, &self.objects)
    }
}
