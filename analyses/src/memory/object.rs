//! Abstract memory objects, access kinds, and when two accesses may conflict.

use super::footprint::{Footprint, Separation};
use super::iteration::Iteration;
use super::signal::{Reach, SignalKind};
use super::slot::BlockShape;
use serde::{Deserialize, Serialize};
use std::fmt;
use syncflow_ir::{FunctionId, GlobalId, InstId, Module, ReduceOp};

pub use super::object_table::ObjectTable;

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
    /// One of several `__shared__` arrays, sorted: what a pointer rotating among them points
    /// into (`swap(src, dst)`, [`super::rotation`]). Its byte offsets are measured in a virtual
    /// layout that puts array `g` at [`super::rotation::ROTATION_STRIDE`]` · g`.
    SharedSet(Box<[GlobalId]>),
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
    /// A part whose base iterates in a loop, as it reaches a barrier `distance` header crossings
    /// away from its access ([`super::iteration`]). For everything but
    /// [`ObjectTable::apart_across_iterations`] it is its stale form, which it carries.
    Iterated {
        /// The part as accessed.
        part: Box<MemoryObject>,
        /// The part once its base is unknown ([`MemoryObject::stale_form`]).
        stale: Box<MemoryObject>,
        /// The loop and the distance.
        at: Iteration,
    },
    /// The object of a reduction with this operation ([`AccessKind::Reduce`]): the object for
    /// aliasing; two reductions on the same `Reduced` object commute.
    Reduced(Box<MemoryObject>, ReduceOp),
    /// What a signal to other CTAs reaches (docs/design.md §4.3, `super::signal`): every
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
            MemoryObject::Signal { .. } | MemoryObject::Iterated { .. } => {
                self.alias_view().space()
            }
            MemoryObject::Unknown => Space::Generic,
            MemoryObject::SharedAny
            | MemoryObject::SharedVariable(_)
            | MemoryObject::SharedSet(_)
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
        if matches!(self, Reduced(..) | Signal { .. } | Iterated { .. })
            || matches!(other, Reduced(..) | Signal { .. } | Iterated { .. })
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
                (SharedSet(s), SharedVariable(g)) | (SharedVariable(g), SharedSet(s)) => {
                    s.contains(g)
                }
                (SharedSet(s), SharedSet(t)) => s.iter().any(|g| t.contains(g)),
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
            MemoryObject::Iterated { stale, .. } => Some((**stale).clone()),
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
        self.base_object()
    }

    /// Whether this is a `__shared__` array or a part of one (a thread's slot, a byte range, an
    /// iteration's buffer): its [`base`](Self::base) is a shared variable or the dynamic shared
    /// memory.
    ///
    /// ```
    /// use syncflow_analyses::memory::MemoryObject;
    /// assert!(MemoryObject::DynamicShared.is_shared_array());
    /// assert!(!MemoryObject::Unknown.is_shared_array());
    /// ```
    pub fn is_shared_array(&self) -> bool {
        matches!(
            self.base(),
            MemoryObject::SharedVariable(_) | MemoryObject::DynamicShared
        )
    }

    fn base_object(&self) -> &MemoryObject {
        match self {
            MemoryObject::Part(base, _) | MemoryObject::Reduced(base, _) => base.base(),
            MemoryObject::Signal { .. } | MemoryObject::Iterated { .. } => self.alias_view().base(),
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
            MemoryObject::Iterated { stale, .. } => stale.alias_view(),
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
            MemoryObject::Iterated { part, at, .. } => {
                let n = at.distance;
                let s = if n == 1 { "" } else { "s" };
                format!("{} ({n} iteration{s} away)", part.describe(module))
            }
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
            MemoryObject::SharedSet(set) => {
                let names: Vec<String> = set
                    .iter()
                    .map(|g| readable_symbol(&module.globals[*g].name))
                    .collect();
                format!("one of {{{}}}", names.join(", "))
            }
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

syncflow_framework::newtype_index!(
    /// Dense index of an object in an [`ObjectTable`] (a typed index, like the IR's ids:
    /// `ObjectId::new(i)`, `id.index()`; `ObjectTable::iter` lists them with their objects).
    ObjectId,
    "object"
);

impl ObjectId {
    /// Object 0, which [`ObjectTable::UNKNOWN`] names (an associated constant needs the
    /// field, which the macro keeps private to this module).
    pub(crate) const FIRST: ObjectId = ObjectId(0);
}

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
    /// A signal to other CTAs (`super::signal`; its object is a [`MemoryObject::Signal`]):
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

    /// May observe memory's contents: loads, atomic loads, and read-modify-writes (an atomic
    /// update or a reduction reads the old value, even when its result is unused). Plain stores
    /// and signals do not.
    ///
    /// ```
    /// use syncflow_analyses::memory::AccessKind;
    /// let readers: Vec<_> = AccessKind::ALL.into_iter().filter(|k| k.reads()).collect();
    /// assert_eq!(readers, [AccessKind::Read, AccessKind::AtomicRead, AccessKind::AtomicWrite, AccessKind::Reduce]);
    /// ```
    pub fn reads(self) -> bool {
        matches!(
            self,
            AccessKind::Read
                | AccessKind::AtomicRead
                | AccessKind::AtomicWrite
                | AccessKind::Reduce
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
        self.object.index() * AccessKind::COUNT + self.kind.index()
    }

    /// The class of bit `bit`.
    pub fn from_bit(bit: usize) -> Self {
        AccessClass {
            object: ObjectId::new(bit / AccessKind::COUNT),
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

impl fmt::Display for Precision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Precision::Level3(BlockShape::OneD) => write!(f, "3 (1-D blocks)"),
            Precision::Level3(BlockShape::TwoD) => write!(f, "3 (2-D blocks)"),
            other => write!(f, "{}", other.level()),
        }
    }
}
