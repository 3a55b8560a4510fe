//! Abstract memory objects, access kinds, and when two accesses may conflict.

use super::footprint::{Footprint, Separation};
use super::signal::{Reach, SignalKind};
use super::slot::BlockShape;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use syncflow_ir::{addr_space, FunctionId, GlobalId, InstId, Module, ReduceOp};

/// How precisely "may these two accesses touch the same byte" is answered (docs/design.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Precision {
    /// One class for all non-local memory (cicc).
    Level0,
    /// Per address space: shared, global, and generic (which may be either).
    Level1,
    /// Per underlying object.
    Level2,
    /// Within objects: accesses to disjoint byte ranges of an object, and to the same
    /// per-thread slot of an object by different threads, never meet ([`super::footprint`]),
    /// under the stated block shape.
    Level3(BlockShape),
}

impl Precision {
    /// The level as a number, for reports and knobs.
    pub fn level(self) -> u8 {
        match self {
            Precision::Level0 => 0,
            Precision::Level1 => 1,
            Precision::Level2 => 2,
            Precision::Level3(_) => 3,
        }
    }

    /// The precision for level `n` (0–3; level 3 assumes nothing about the block shape).
    pub fn from_level(n: u8) -> Option<Self> {
        match n {
            0 => Some(Precision::Level0),
            1 => Some(Precision::Level1),
            2 => Some(Precision::Level2),
            3 => Some(Precision::Level3(BlockShape::Any)),
            _ => None,
        }
    }
}

/// Which memory space an object lives in, as far as is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// Shared memory of the CTA.
    Shared,
    /// Global memory.
    Global,
    /// Unknown: generic addressing may reach shared or global memory.
    Generic,
}

/// An abstract memory object: what a pointer may point into.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MemoryObject {
    /// Anything visible to other threads (a generic pointer of unknown origin, the effects of
    /// an unknown call, the caller's accesses around a device function).
    Unknown,
    /// Some shared-memory location of unknown object.
    SharedAny,
    /// Some global-memory location of unknown object, possibly a `noalias` parameter's.
    GlobalAny,
    /// Memory reached through kernel pointer parameters that are not `noalias` (and may point
    /// to any global variable too, but not into a `noalias` parameter's buffer).
    GlobalParams,
    /// A `__shared__` array (a global variable in address space 3).
    SharedVariable(GlobalId),
    /// The dynamic shared memory every `extern __shared__` array starts at: all such arrays
    /// alias one another.
    DynamicShared,
    /// A global variable in global (or generic) address space (`__device__` variables).
    GlobalVariable(GlobalId),
    /// The buffer of a `noalias` (`__restrict__`) kernel pointer parameter.
    NoaliasParam(FunctionId, usize),
    /// The buffer of a kernel pointer parameter *without* `noalias`, under the assumption
    /// that pointer parameters do not overlap (the `noalias-params` knob): as a `noalias`
    /// one, except that memory reached through parameters of unknown origin may be it.
    ParamBuffer(FunctionId, usize),
    /// A part of an object (a shared array, dynamic shared memory, a global, a parameter's
    /// buffer) where an access lands: the object for levels 0–2; at level 3, disjoint from
    /// parts of equal base whose byte ranges do not meet, and from the same slot of every
    /// other thread ([`super::footprint`]).
    Part(Box<MemoryObject>, Footprint),
    /// The object of a reduction with this operation ([`AccessKind::Reduce`]): the object for
    /// aliasing; two reductions on the same `Reduced` object commute.
    Reduced(Box<MemoryObject>, ReduceOp),
    /// What a signal to other CTAs reaches (docs/design.md §4.3, [`super::signal`]): every
    /// global and generic location, and every shared one when the module uses clusters. One
    /// per signalling instruction, so a reason can name it.
    Signal {
        /// The function of the signalling instruction.
        function: FunctionId,
        /// The instruction.
        inst: InstId,
        /// What it is.
        kind: SignalKind,
        /// What it reaches.
        reach: Reach,
    },
}

/// The objects a signal aliases like.
static GLOBAL_ANY: MemoryObject = MemoryObject::GlobalAny;
static UNKNOWN: MemoryObject = MemoryObject::Unknown;

impl MemoryObject {
    /// The memory space of the object.
    pub fn space(&self) -> Space {
        match self {
            MemoryObject::Part(base, _) | MemoryObject::Reduced(base, _) => base.space(),
            MemoryObject::Signal { .. } => self.alias_view().space(),
            MemoryObject::Unknown => Space::Generic,
            MemoryObject::SharedAny
            | MemoryObject::SharedVariable(_)
            | MemoryObject::DynamicShared => Space::Shared,
            MemoryObject::GlobalAny
            | MemoryObject::GlobalParams
            | MemoryObject::GlobalVariable(_)
            | MemoryObject::NoaliasParam(..)
            | MemoryObject::ParamBuffer(..) => Space::Global,
        }
    }

    /// Whether accesses to `self` and `other` may touch the same byte at `precision`.
    pub fn may_alias(&self, other: &MemoryObject, precision: Precision) -> bool {
        use MemoryObject::*;
        if matches!(self, Reduced(..) | Signal { .. })
            || matches!(other, Reduced(..) | Signal { .. })
        {
            return self.alias_view().may_alias(other.alias_view(), precision);
        }
        if self.separation(other, precision).is_some() {
            return false;
        }
        if matches!(self, Part(..)) || matches!(other, Part(..)) {
            // Otherwise a part is its object.
            return self.base().may_alias(other.base(), precision);
        }
        match precision {
            Precision::Level0 => true,
            Precision::Level1 => {
                let (a, b) = (self.space(), other.space());
                a == Space::Generic || b == Space::Generic || a == b
            }
            Precision::Level2 | Precision::Level3(_) => match (self, other) {
                (Unknown, _) | (_, Unknown) => true,
                _ if self.space() != other.space() => false,
                (SharedAny, _) | (_, SharedAny) => true,
                (GlobalAny, _) | (_, GlobalAny) => true,
                (GlobalParams, NoaliasParam(..)) | (NoaliasParam(..), GlobalParams) => false,
                (GlobalParams, _) | (_, GlobalParams) => true,
                (ParamBuffer(f, i), NoaliasParam(g, j))
                | (NoaliasParam(g, j), ParamBuffer(f, i)) => f == g && i == j,
                _ => self == other,
            },
        }
    }

    /// The object this part is once its base may hold another value (a leaf redefined, or
    /// not stably uniform): its whole object; `None` when that changes nothing.
    pub fn stale_form(&self) -> Option<MemoryObject> {
        match self {
            MemoryObject::Part(base, f) if !f.base.leaves().is_empty() => {
                Some(match f.without_base() {
                    Some(fp) => MemoryObject::Part(base.clone(), fp),
                    None => (**base).clone(),
                })
            }
            MemoryObject::Reduced(inner, op) => {
                Some(MemoryObject::Reduced(Box::new(inner.stale_form()?), *op))
            }
            _ => None,
        }
    }

    /// The object without the `noalias-params` assumption: a parameter's buffer (or a part of
    /// one) is memory through kernel parameters; `None` when that changes nothing.
    pub fn without_assumptions(&self) -> Option<MemoryObject> {
        match self {
            MemoryObject::ParamBuffer(..) => Some(MemoryObject::GlobalParams),
            MemoryObject::Part(base, _) if matches!(**base, MemoryObject::ParamBuffer(..)) => {
                Some(MemoryObject::GlobalParams)
            }
            MemoryObject::Reduced(inner, op) => Some(MemoryObject::Reduced(
                Box::new(inner.without_assumptions()?),
                *op,
            )),
            _ => None,
        }
    }

    /// Why two parts of one object with equal bases meet in no byte, at level 3.
    pub fn separation(&self, other: &MemoryObject, precision: Precision) -> Option<Separation> {
        let Precision::Level3(shape) = precision else {
            return None;
        };
        match (self.alias_view(), other.alias_view()) {
            (MemoryObject::Part(a, fa), MemoryObject::Part(b, fb)) if a == b => {
                fa.separation(fb, shape)
            }
            _ => None,
        }
    }

    /// The object itself, or the object a part or reduction is of.
    pub fn base(&self) -> &MemoryObject {
        match self {
            MemoryObject::Part(base, _) | MemoryObject::Reduced(base, _) => base.base(),
            MemoryObject::Signal { .. } => self.alias_view(),
            other => other,
        }
    }

    /// The object `self` aliases as: a reduction's object, what a signal reaches
    /// ([`MemoryObject::GlobalAny`], or [`MemoryObject::Unknown`] with clusters), or itself.
    fn alias_view(&self) -> &MemoryObject {
        match self {
            MemoryObject::Reduced(base, _) => base.alias_view(),
            MemoryObject::Signal {
                reach: Reach::Global,
                ..
            } => &GLOBAL_ANY,
            MemoryObject::Signal { .. } => &UNKNOWN,
            other => other,
        }
    }

    /// A short description for reports (`@tile`, `shared memory`, `%out`).
    pub fn describe(&self, module: &Module) -> String {
        match self {
            MemoryObject::Part(base, footprint) => {
                format!("{}{}", base.describe(module), footprint.describe(module))
            }
            MemoryObject::Reduced(base, op) => format!("{} ({op})", base.describe(module)),
            MemoryObject::Signal {
                function,
                inst,
                kind,
                reach,
            } => {
                let func = &module.functions[*function];
                let whom = match reach {
                    Reach::Global => "global memory",
                    Reach::GlobalAndShared => "global and cluster-shared memory",
                };
                format!(
                    "the {} at {}, which other CTAs may observe ({whom})",
                    kind.describe(),
                    module.place_string(&func.insts[*inst])
                )
            }
            MemoryObject::Unknown => "unknown memory".to_string(),
            MemoryObject::SharedAny => "shared memory".to_string(),
            MemoryObject::GlobalAny => "global memory".to_string(),
            MemoryObject::GlobalParams => "global memory through kernel parameters".to_string(),
            MemoryObject::SharedVariable(g) | MemoryObject::GlobalVariable(g) => {
                readable_symbol(&module.globals[*g].name)
            }
            MemoryObject::DynamicShared => "dynamic shared memory".to_string(),
            MemoryObject::NoaliasParam(f, i) => {
                let func = &module.functions[*f];
                let local = func.params[*i].local;
                format!("%{} (noalias)", func.local_name(local))
            }
            MemoryObject::ParamBuffer(f, i) => {
                let func = &module.functions[*f];
                let local = func.params[*i].local;
                format!("%{} (assumed not to overlap)", func.local_name(local))
            }
        }
    }
}

/// `two_arrays()::sa` for the mangled `_ZZ10two_arraysE2sa`, `@tile` for unmangled names.
pub fn readable_symbol(name: &str) -> String {
    if name.starts_with("_Z") {
        if let Ok(symbol) = cpp_demangle::Symbol::new(name) {
            if let Ok(text) = symbol.demangle() {
                return text;
            }
        }
    }
    format!("@{name}")
}

/// Dense index of an object in an [`ObjectTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ObjectId(pub u32);

/// How an access uses memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccessKind {
    /// A plain load.
    Read,
    /// A plain store (or a write of unknown atomicity).
    Write,
    /// An atomic load.
    AtomicRead,
    /// An atomic store or read-modify-write.
    AtomicWrite,
    /// A reduction: an atomic read-modify-write with a commutative operation whose result is
    /// unused ([`ReduceOp`]; its object is a [`MemoryObject::Reduced`]).
    Reduce,
    /// A signal to other CTAs ([`super::signal`]; its object is a [`MemoryObject::Signal`]):
    /// conflicts with every access to what it reaches, reads included.
    Signal,
}

/// Which definition of a conflict the analyses use (docs/design.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ConflictModel {
    /// The PTX memory model's (§4): conflicting accesses need ordering whether or not they
    /// are atomic, except two reductions of one operation on the same bytes; signals conflict
    /// with what other CTAs reach.
    #[default]
    Ptx,
    /// **Unsound**, for the harness (`legacy-sync-model`): the definition before issue 27 —
    /// atomics never conflict with atomics, and no signals (none are generated).
    Legacy,
}

impl AccessKind {
    /// All kinds, in index order.
    pub const ALL: [AccessKind; 6] = [
        AccessKind::Read,
        AccessKind::Write,
        AccessKind::AtomicRead,
        AccessKind::AtomicWrite,
        AccessKind::Reduce,
        AccessKind::Signal,
    ];

    /// Number of kinds: the classes of an object are `object · COUNT + kind`.
    pub const COUNT: usize = Self::ALL.len();

    fn index(self) -> usize {
        match self {
            AccessKind::Read => 0,
            AccessKind::Write => 1,
            AccessKind::AtomicRead => 2,
            AccessKind::AtomicWrite => 3,
            AccessKind::Reduce => 4,
            AccessKind::Signal => 5,
        }
    }

    /// Writes memory (a signal counts: it may publish or observe anything it reaches).
    pub fn writes(self) -> bool {
        matches!(
            self,
            AccessKind::Write | AccessKind::AtomicWrite | AccessKind::Reduce | AccessKind::Signal
        )
    }

    /// Atomic.
    pub fn atomic(self) -> bool {
        matches!(
            self,
            AccessKind::AtomicRead | AccessKind::AtomicWrite | AccessKind::Reduce
        )
    }

    /// Two accesses of these kinds, if they touch the same byte, need ordering under `model`.
    /// [`ConflictModel::Ptx`]: at least one writes (atomic or not); two reductions are
    /// decided by their objects ([`ObjectTable::conflict`]). [`ConflictModel::Legacy`]: at
    /// least one writes and they are not both atomic.
    pub fn conflicts_with(self, other: AccessKind, model: ConflictModel) -> bool {
        match model {
            ConflictModel::Ptx => self.writes() || other.writes(),
            ConflictModel::Legacy => {
                (self.writes() || other.writes()) && !(self.atomic() && other.atomic())
            }
        }
    }

    /// `read`, `write`, `atomic read`, `atomic write`.
    pub fn describe(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::AtomicRead => "atomic read",
            AccessKind::AtomicWrite => "atomic update",
            AccessKind::Reduce => "reduction",
            AccessKind::Signal => "signal",
        }
    }
}

/// An object and a kind: the unit the hazard analyses track. Encoded densely as
/// `object · AccessKind::COUNT + kind` so a set of classes is a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AccessClass {
    /// The object.
    pub object: ObjectId,
    /// The kind.
    pub kind: AccessKind,
}

impl AccessClass {
    /// The bit of this class.
    pub fn bit(self) -> usize {
        self.object.0 as usize * AccessKind::COUNT + self.kind.index()
    }

    /// The class of bit `bit`.
    pub fn from_bit(bit: usize) -> Self {
        AccessClass {
            object: ObjectId((bit / AccessKind::COUNT) as u32),
            kind: AccessKind::ALL[bit % AccessKind::COUNT],
        }
    }

    /// The classes standing for "any access to anything": read and write of
    /// [`MemoryObject::Unknown`], which aliases every object.
    pub fn everything() -> [AccessClass; 2] {
        [
            AccessClass {
                object: ObjectTable::UNKNOWN,
                kind: AccessKind::Read,
            },
            AccessClass {
                object: ObjectTable::UNKNOWN,
                kind: AccessKind::Write,
            },
        ]
    }
}

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
}

impl ObjectTable {
    /// [`MemoryObject::Unknown`] is always object 0.
    pub const UNKNOWN: ObjectId = ObjectId(0);

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
        let id = ObjectId(self.objects.len() as u32);
        self.objects.push(object.clone());
        self.stale.push(id);
        self.unassumed.push(id);
        let stale = object.stale_form();
        let unassumed = object.without_assumptions();
        self.ids.insert(object, id);
        if let Some(stale) = stale {
            self.stale[id.0 as usize] = self.intern(stale);
        }
        if let Some(unassumed) = unassumed {
            self.unassumed[id.0 as usize] = self.intern(unassumed);
        }
        id
    }

    /// The object `id` is once the base of its footprint may have changed: its whole object
    /// (itself when it has no footprint, or one whose base names no SSA value).
    pub fn stale(&self, id: ObjectId) -> ObjectId {
        self.stale[id.0 as usize]
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
            object: self.unassumed[c.object.0 as usize],
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
        &self.objects[id.0 as usize]
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

impl fmt::Display for Precision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Precision::Level3(BlockShape::OneD) => write!(f, "3 (1-D blocks)"),
            Precision::Level3(BlockShape::TwoD) => write!(f, "3 (2-D blocks)"),
            other => write!(f, "{}", other.level()),
        }
    }
}
