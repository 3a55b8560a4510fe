//! The objects of one module, numbered, and when two access classes conflict.

use super::iteration::{Iteration, IterationTable, LoopRef, MAX_DISTANCE};
use super::object::{AccessClass, AccessKind, ConflictModel, MemoryObject, ObjectId, Precision};
use std::collections::HashMap;
use syncflow_ir::{addr_space, FunctionId, GlobalId, Module};

/// The objects of one module, numbered.
#[derive(Clone, Debug)]
pub struct ObjectTable {
    objects: Vec<MemoryObject>,
    ids: HashMap<MemoryObject, ObjectId>,
    /// Per object, the object it is when its footprint's base can no longer be trusted
    /// ([`MemoryObject::stale_form`]; itself for most).
    stale: Vec<ObjectId>,
    /// Per object, the object it is without the `noalias-params` assumption (itself for most).
    unassumed: Vec<ObjectId>,
    model: ConflictModel,
    /// The `noalias readonly` kernel parameters: buffers nothing writes while the kernel runs.
    read_only: Vec<(FunctionId, usize)>,
    /// The loops whose header phis footprint bases name, and the iterated forms of those
    /// parts ([`super::iteration`]).
    iteration: IterationTable,
}

impl ObjectTable {
    /// [`MemoryObject::Unknown`] is always object 0.
    pub const UNKNOWN: ObjectId = ObjectId::FIRST;

    /// The table of `module`: the fixed objects, then every shared and global variable, then
    /// every `noalias` pointer parameter of every kernel.
    pub fn new(module: &Module) -> Self {
        let mut table = ObjectTable {
            objects: Vec::new(),
            ids: HashMap::new(),
            stale: Vec::new(),
            unassumed: Vec::new(),
            model: ConflictModel::Ptx,
            read_only: Vec::new(),
            iteration: IterationTable::default(),
        };
        for fixed in [
            MemoryObject::Unknown,
            MemoryObject::SharedAny,
            MemoryObject::GlobalAny,
            MemoryObject::GlobalParams,
            MemoryObject::DynamicShared,
        ] {
            table.intern(fixed);
        }
        for g in module.globals.indices() {
            if let Some(object) = Self::global_object(module, g) {
                table.intern(object);
            }
        }
        for (f, func) in module.functions.iter_enumerated() {
            if !func.is_kernel {
                continue;
            }
            for (i, p) in func.params.iter().enumerate() {
                if p.has_attribute("noalias") && module.types.pointer_addr_space(p.ty).is_some() {
                    table.intern(MemoryObject::NoaliasParam(f, i));
                    if p.has_attribute("readonly") || p.has_attribute("readnone") {
                        table.read_only.push((f, i));
                    }
                }
            }
        }
        table
    }

    /// The object a global variable is, or `None` for constant and local memory.
    pub fn global_object(module: &Module, g: GlobalId) -> Option<MemoryObject> {
        let global = &module.globals[g];
        match global.addr_space {
            addr_space::SHARED => {
                let dynamic = global.initializer.is_none()
                    && matches!(
                        module.types.get(module.types.resolve(global.value_type)),
                        syncflow_ir::Type::Array { len: 0, .. }
                    );
                Some(if dynamic {
                    MemoryObject::DynamicShared
                } else {
                    MemoryObject::SharedVariable(g)
                })
            }
            addr_space::CONSTANT | addr_space::LOCAL => None,
            _ if global.is_constant => None,
            _ => Some(MemoryObject::GlobalVariable(g)),
        }
    }

    /// The id of `object`, adding it to the table if new (slots are found as accesses are
    /// classified).
    pub fn intern(&mut self, object: MemoryObject) -> ObjectId {
        if let Some(id) = self.ids.get(&object) {
            return *id;
        }
        let id = ObjectId::new(self.objects.len());
        self.objects.push(object.clone());
        self.stale.push(id);
        self.unassumed.push(id);
        let stale = object.stale_form();
        let unassumed = object.without_assumptions();
        self.ids.insert(object, id);
        if let Some(stale) = stale {
            self.stale[id.index()] = self.intern(stale);
        }
        if let Some(unassumed) = unassumed {
            self.unassumed[id.index()] = self.intern(unassumed);
        }
        id
    }

    /// The object `id` is once the base of its footprint may have changed: its whole object
    /// (itself when it has no footprint, or one whose base names no SSA value).
    pub fn stale(&self, id: ObjectId) -> ObjectId {
        self.stale[id.index()]
    }

    /// Whether accesses of `a` and `b` would conflict without the `noalias-params` assumption
    /// (every [`MemoryObject::ParamBuffer`] read as [`MemoryObject::GlobalParams`]).
    pub fn conflict_without_assumptions(
        &self,
        a: AccessClass,
        b: AccessClass,
        precision: Precision,
    ) -> bool {
        let plain = |c: AccessClass| AccessClass {
            object: self.unassumed[c.object.index()],
            kind: c.kind,
        };
        self.conflict(plain(a), plain(b), precision)
    }

    /// The id of `object` (which must be one of the table's).
    ///
    /// # Panics
    /// When the object is not in the table (a bug: every object a pointer can resolve to is
    /// created by [`ObjectTable::new`]).
    pub fn id(&self, object: &MemoryObject) -> ObjectId {
        *self
            .ids
            .get(object)
            .unwrap_or_else(|| panic!("{object:?} not in the object table"))
    }

    /// The object behind `id`.
    pub fn object(&self, id: ObjectId) -> &MemoryObject {
        &self.objects[id.index()]
    }

    /// The `__shared__` array `class` touches — its own object, or the array a part of it
    /// belongs to (precision 3 tracks `s[threadIdx.x]` as a part of `s`) — if it touches one.
    pub fn shared_array(&self, class: AccessClass) -> Option<ObjectId> {
        let object = self.object(class.object);
        object.is_shared_array().then(|| self.id(object.base()))
    }

    /// Every object with its id, in id order ([`ObjectTable::UNKNOWN`] first).
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (ObjectId, &MemoryObject)> + '_ {
        self.objects
            .iter()
            .enumerate()
            .map(|(i, object)| (ObjectId::new(i), object))
    }

    /// Number of objects.
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    /// Never true: the fixed objects are always there.
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Number of access classes (bits of an access set).
    pub fn class_count(&self) -> usize {
        self.objects.len() * AccessKind::COUNT
    }

    /// The definition of a conflict this table answers with.
    pub fn model(&self) -> ConflictModel {
        self.model
    }

    /// Answers with `model` from now on.
    pub fn set_model(&mut self, model: ConflictModel) {
        self.model = model;
    }

    /// Whether accesses of classes `a` and `b` by two different threads conflict at
    /// `precision` (docs/design.md §4): they may touch the same byte and one writes — atomic
    /// or not — unless both are reductions of one operation and width (atomics are naturally
    /// aligned, so two of one width touch exactly the same bytes or none in common).
    pub fn conflict(&self, a: AccessClass, b: AccessClass, precision: Precision) -> bool {
        self.conflict_between(
            (a.kind, self.object(a.object)),
            (b.kind, self.object(b.object)),
            precision,
        )
    }

    /// [`ObjectTable::conflict`] of two accesses given by kind and object, objects the table
    /// need not hold (a class with a phi replaced by its incoming value, `dse`'s split at a
    /// join).
    pub fn conflict_between(
        &self,
        (ka, oa): (AccessKind, &MemoryObject),
        (kb, ob): (AccessKind, &MemoryObject),
        precision: Precision,
    ) -> bool {
        // A plain read of a `noalias readonly` parameter's buffer reads data nothing writes
        // while the kernel runs (as `ld.global.nc` does, §9.3): it conflicts with nothing,
        // signals to other CTAs included — an argument from `noalias`, so per object (level 2).
        if self.model == ConflictModel::Ptx
            && precision.level() >= 2
            && (self.reads_read_only(ka, oa) || self.reads_read_only(kb, ob))
        {
            return false;
        }
        if self.model == ConflictModel::Ptx && ka == AccessKind::Reduce && kb == ka {
            let op = |o: &MemoryObject| match o {
                MemoryObject::Reduced(_, op) => Some(*op),
                _ => None,
            };
            if op(oa).is_some() && op(oa) == op(ob) {
                return false;
            }
        }
        ka.conflicts_with(kb, self.model) && oa.may_alias(ob, precision)
    }

    /// The loops and iterated forms ([`super::iteration`]).
    pub fn iteration(&self) -> &IterationTable {
        &self.iteration
    }

    /// Records the loops of `models` and, for every part whose base iterates in one of them,
    /// its forms 1 to [`MAX_DISTANCE`] header crossings away (`models`: every loop of the
    /// module with a modelled header phi, [`super::iteration::loop_models`]).
    pub fn add_iterations(&mut self, module: &Module, models: Vec<super::iteration::LoopModel>) {
        let parts: Vec<ObjectId> = self
            .iter()
            .filter(|(_, object)| {
                matches!(object, MemoryObject::Part(_, fp) if !fp.base.leaves().is_empty())
            })
            .map(|(id, _)| id)
            .collect();
        for id in parts {
            let MemoryObject::Part(_, fp) = self.object(id) else {
                continue;
            };
            let Some(f) = fp.base.function() else {
                continue;
            };
            let of_f: Vec<super::iteration::LoopModel> = models
                .iter()
                .filter(|m| m.loop_ref.function == f)
                .cloned()
                .collect();
            let Some(model) =
                super::iteration::iterating_loop(&of_f, &module.functions[f], fp.base.leaves())
            else {
                continue;
            };
            let loop_ref = model.loop_ref;
            let part = self.object(id).clone();
            let stale = self.object(self.stale(id)).clone();
            let forms: Vec<ObjectId> = (1..=MAX_DISTANCE)
                .map(|distance| {
                    let at = Iteration { loop_ref, distance };
                    let form = self.intern(MemoryObject::Iterated {
                        part: Box::new(part.clone()),
                        stale: Box::new(stale.clone()),
                        at,
                    });
                    self.iteration.plain.insert(form, (id, at));
                    form
                })
                .collect();
            self.iteration.forms.insert(id, (loop_ref, forms));
        }
        for m in models {
            self.iteration.models.insert(m.loop_ref, m);
        }
    }

    /// When classes `a` (above a barrier) and `b` (below it), of parts of one object that
    /// iterate in one loop of `barrier_loops` (the loops holding the barrier), touch no common
    /// byte whatever iteration the barrier is in: that loop and how many iterations apart the
    /// pair was judged — `a` `d_a` header crossings before the barrier, `b` `d_b` after, so
    /// `d_a + d_b` ([`super::distance`]), or every distance from `d_a + d_b` on when `laps`
    /// (the barrier is on a cycle without another barrier:
    /// [`crate::hazard::BarrierSolution::on_barrier_free_cycle`]); `ignore_distance` (unsound,
    /// for the harness) takes every pair as one iteration (distance 0). `None` when they may
    /// meet, or when the rule does not apply.
    pub fn apart_across_iterations(
        &self,
        a: AccessClass,
        b: AccessClass,
        precision: Precision,
        barrier_loops: &[LoopRef],
        ignore_distance: bool,
        laps: bool,
    ) -> Option<(LoopRef, u32)> {
        let Precision::Level3(shape) = precision else {
            return None;
        };
        let (pa, la, da) = self.iteration.position(a.object)?;
        let (pb, lb, db) = self.iteration.position(b.object)?;
        if la != lb || !barrier_loops.contains(&la) {
            return None;
        }
        let (MemoryObject::Part(oa, fa), MemoryObject::Part(ob, fb)) =
            (self.object(pa), self.object(pb))
        else {
            return None;
        };
        let model = self.iteration.model(la)?;
        let delta = if ignore_distance {
            0
        } else {
            u32::from(da) + u32::from(db)
        };
        let disjoint = if laps && !ignore_distance {
            super::distance::disjoint_from_distance(model, fa, fb, delta, shape)
        } else {
            super::distance::disjoint_across_iterations(model, fa, fb, delta, shape)
        };
        (oa == ob && disjoint).then_some((la, delta))
    }

    /// The id of `object`, when the table holds it.
    pub fn find(&self, object: &MemoryObject) -> Option<ObjectId> {
        self.ids.get(object).copied()
    }

    /// A plain read of a `noalias readonly` kernel parameter's buffer.
    fn reads_read_only(&self, kind: AccessKind, object: &MemoryObject) -> bool {
        kind == AccessKind::Read
            && matches!(object.base(),
                MemoryObject::NoaliasParam(f, i) if self.read_only.contains(&(*f, *i)))
    }

    /// `write to @tile`.
    pub fn describe(&self, class: AccessClass, module: &Module) -> String {
        if class.kind == AccessKind::Signal {
            // "the fence at k.cu:12:5, which other CTAs may observe (global memory)"
            return self.object(class.object).describe(module);
        }
        format!(
            "{} of {}",
            class.kind.describe(),
            self.object(class.object).describe(module)
        )
    }
}
