//! Classification hooks: what an instruction means to a GPU synchronization analysis.
//!
//! Three questions every analysis asks, answered here once:
//!
//! 1. **Is it a barrier, and of which kind?** ([`Module::barrier`]) The kinds follow
//!    docs/design.md §3:
//!
//!    | intrinsic (old and new spellings)                                        | kind |
//!    |---------------------------------------------------------------------------|------|
//!    | `llvm.nvvm.barrier0`, `bar.sync(0)`, `barrier.sync(0)`, `barrier.n(0)`, `barrier.cta.sync[.aligned].all(0)` | [`Candidate`](BarrierKind::Candidate) |
//!    | the same with a barrier id other than constant 0                        | [`SeparatesIntervals`](BarrierKind::SeparatesIntervals) |
//!    | `barrier.sync.cnt`, `barrier(id, n)`, `barrier.cta.sync[.aligned].count`, every `arrive`, cluster barriers | [`Partial`](BarrierKind::Partial) |
//!    | `barrier0.popc/and/or`, `barrier.cta.red.*`                              | [`CarriesData`](BarrierKind::CarriesData) |
//!    | `bar.warp.sync`                                                          | [`WarpScope`](BarrierKind::WarpScope) |
//!    | `membar.*`, `fence.*` intrinsics, the `fence` instruction                | [`Fence`](BarrierKind::Fence) |
//!    | AMDGPU: the group `fence syncscope("workgroup") release`, `llvm.amdgcn.s.barrier`, `fence … acquire` | [`Candidate`](BarrierKind::Candidate) (the `s.barrier` call; its fences belong to it) |
//!    | AMDGPU: `s.barrier` without the group, or with fences narrowed by `!mmra`; `s.barrier.signal`/`wait` | [`Partial`](BarrierKind::Partial) |
//!    | AMDGPU: `llvm.amdgcn.wave.barrier`                                          | [`WarpScope`](BarrierKind::WarpScope) |
//!
//!    AMDGPU's intrinsics and its barrier group are classified in `amdgpu.rs`.
//!
//!    Only a `Candidate` may be removed. `Candidate`, `SeparatesIntervals` and full-CTA
//!    `CarriesData` barriers cut a thread's run into intervals; partial, warp-scope and fence
//!    ones do not.
//! 2. **Does it touch memory, how, and through which pointer?** ([`Module::memory_accesses`])
//!    Loads, stores, atomics and the memory intrinsics (`memcpy`, `memset`, NVVM atomics and
//!    `ldg`). Calls to other functions are not accesses here: see question 3.
//! 3. **What does a call call?** ([`Module::call_target`]) A barrier, a pure intrinsic (thread
//!    and block ids, shuffles, votes, math: no memory effect), an intrinsic with no effect at
//!    all (debug info, lifetime markers), a memory intrinsic, a defined function (whose effects
//!    an analysis summarises), a declared one (unknown: may do anything), an indirect call or
//!    inline assembly.

use super::index::{FunctionId, InstId};
use super::instruction::{Callee, Instruction, Opcode, Operand, Ordering};
use super::module::{Function, Module};
use serde::Serialize;

/// The kind of a synchronization instruction (see the module table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BarrierKind {
    /// A full-CTA barrier with id 0 and no thread count: the only kind an eliminator may remove.
    Candidate,
    /// A full-CTA barrier that is not a candidate (another or a non-constant barrier id).
    SeparatesIntervals,
    /// A barrier over part of the CTA (a thread count) or without a wait (`arrive`).
    Partial,
    /// A barrier that returns data (`__syncthreads_count/and/or`, `barrier.cta.red`): never
    /// removable. `full` when it waits for the whole CTA.
    CarriesData {
        /// Waits for every thread of the CTA (no thread count).
        full: bool,
    },
    /// A warp-level barrier (`__syncwarp`).
    WarpScope,
    /// A memory fence: orders one thread's accesses, synchronizes nobody.
    Fence,
}

impl BarrierKind {
    /// True when the barrier cuts every thread's run into intervals (docs/design.md §4).
    pub fn separates_intervals(self) -> bool {
        matches!(
            self,
            BarrierKind::Candidate
                | BarrierKind::SeparatesIntervals
                | BarrierKind::CarriesData { full: true }
        )
    }

    /// True only for [`BarrierKind::Candidate`].
    pub fn is_removal_candidate(self) -> bool {
        self == BarrierKind::Candidate
    }

    /// A short stable name (`candidate`, `separates-intervals`, …) for reports.
    pub fn name(self) -> &'static str {
        match self {
            BarrierKind::Candidate => "candidate",
            BarrierKind::SeparatesIntervals => "separates-intervals",
            BarrierKind::Partial => "partial",
            BarrierKind::CarriesData { .. } => "carries-data",
            BarrierKind::WarpScope => "warp-scope",
            BarrierKind::Fence => "fence",
        }
    }
}

/// A synchronization instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Barrier {
    /// The kind.
    pub kind: BarrierKind,
    /// The intrinsic's name (`llvm.nvvm.barrier0`), or `fence` for the instruction.
    pub intrinsic: String,
    /// The barrier id operand, when the intrinsic takes one.
    pub barrier_id: Option<Operand>,
    /// The thread-count operand of partial barriers.
    pub thread_count: Option<Operand>,
}

/// How an access uses memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccessKind {
    /// Reads.
    Read,
    /// Writes.
    Write,
    /// Reads and writes as one operation (atomics).
    ReadWrite,
}

impl AccessKind {
    /// Reads memory.
    pub fn reads(self) -> bool {
        matches!(self, AccessKind::Read | AccessKind::ReadWrite)
    }
    /// Writes memory.
    pub fn writes(self) -> bool {
        matches!(self, AccessKind::Write | AccessKind::ReadWrite)
    }
}

/// One memory access of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryAccess {
    /// Read, write or both.
    pub kind: AccessKind,
    /// The pointer accessed through.
    pub pointer: Operand,
    /// Atomic (`atomicrmw`, `cmpxchg`, `load/store atomic`, NVVM atomic intrinsics).
    pub atomic: bool,
    /// `volatile`.
    pub volatile: bool,
}

/// A grid dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[allow(missing_docs)]
pub enum Dim {
    X,
    Y,
    Z,
}

/// A special register read by an intrinsic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecialRegister {
    /// `threadIdx` (`llvm.nvvm.read.ptx.sreg.tid.*`, `llvm.amdgcn.workitem.id.*`).
    ThreadId(Dim),
    /// `blockDim` (`ntid`).
    BlockDim(Dim),
    /// `blockIdx` (`ctaid`, `llvm.amdgcn.workgroup.id.*`).
    BlockId(Dim),
    /// `gridDim` (`nctaid`).
    GridDim(Dim),
    /// The lane within the warp (`laneid`).
    LaneId,
    /// The warp size (`warpsize`), a constant 32 on NVIDIA GPUs.
    WarpSize,
    /// Any other register (`clock`, `smid`, `warpid`, `lanemask.*`, …), by its suffix.
    Other(String),
}

/// An intrinsic without memory effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PureIntrinsic {
    /// Reads a special register.
    SpecialRegister(SpecialRegister),
    /// A warp shuffle (`llvm.nvvm.shfl.*`).
    Shuffle,
    /// A warp vote, match or reduction (`llvm.nvvm.vote.*`, `match.*`, `redux.sync.*`).
    WarpCollective,
    /// Arithmetic and bit manipulation (`llvm.fabs`, `llvm.umin`, `llvm.nvvm.rsqrt.approx.f`, …).
    Math,
    /// Distributed shared memory addresses: `llvm.nvvm.mapa{.shared.cluster}(p, rank)` (the
    /// address of `p`'s object in the cluster's CTA `rank`) and `llvm.nvvm.getctarank*`.
    ClusterAddress,
}

/// What a call instruction calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallTarget {
    /// A synchronization intrinsic.
    Barrier(Barrier),
    /// An intrinsic with no memory effect.
    Pure(PureIntrinsic),
    /// An intrinsic with no effect on execution at all (debug info, lifetime, assume).
    NoEffect,
    /// A memory intrinsic: its accesses come from [`Module::memory_accesses`].
    MemoryIntrinsic,
    /// A function defined in the module: summarise its body.
    Defined(FunctionId),
    /// A function only declared (and not a known intrinsic): may do anything.
    Declared(FunctionId),
    /// A call through a pointer: may call anything.
    Indirect,
    /// Inline assembly: may do anything.
    InlineAsm,
}

fn dim(suffix: &str) -> Option<Dim> {
    match suffix {
        "x" => Some(Dim::X),
        "y" => Some(Dim::Y),
        "z" => Some(Dim::Z),
        _ => None,
    }
}

/// Classifies a synchronization intrinsic by name; `args` are the call's arguments.
fn barrier_from_name(name: &str, args: &[Operand], module: &Module) -> Option<Barrier> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    let first = args.first().copied();
    let second = args.get(1).copied();
    let full_with_id = |id: Option<Operand>| {
        if id.is_none() || id.and_then(|op| module.const_int(op)) == Some(0) {
            BarrierKind::Candidate
        } else {
            BarrierKind::SeparatesIntervals
        }
    };
    let (kind, barrier_id, thread_count) = match rest {
        "barrier0" => (BarrierKind::Candidate, None, None),
        "barrier0.popc" | "barrier0.and" | "barrier0.or" => {
            (BarrierKind::CarriesData { full: true }, None, None)
        }
        "barrier.sync" | "barrier.n" | "bar.sync" => (full_with_id(first), first, None),
        "barrier.sync.cnt" | "barrier" => (BarrierKind::Partial, first, second),
        "bar.warp.sync" => (BarrierKind::WarpScope, None, None),
        _ if rest.starts_with("barrier.cta.red.") => {
            let full = !rest.ends_with(".count");
            (
                BarrierKind::CarriesData { full },
                first,
                if full { None } else { second },
            )
        }
        _ if rest.contains("arrive") || rest.starts_with("barrier.cluster") => {
            (BarrierKind::Partial, first, second)
        }
        _ if rest.starts_with("barrier.cta.sync") => {
            if rest.ends_with(".count") {
                (BarrierKind::Partial, first, second)
            } else {
                (full_with_id(first), first, None)
            }
        }
        _ if rest.starts_with("membar.") || rest.starts_with("fence.") => {
            (BarrierKind::Fence, None, None)
        }
        _ => return None,
    };
    Some(Barrier {
        kind,
        intrinsic: name.to_string(),
        barrier_id,
        thread_count,
    })
}

fn special_register(name: &str) -> Option<SpecialRegister> {
    if let Some(reg) = name.strip_prefix("llvm.nvvm.read.ptx.sreg.") {
        let (base, suffix) = reg.rsplit_once('.').unwrap_or((reg, ""));
        return Some(match (base, dim(suffix)) {
            ("tid", Some(d)) => SpecialRegister::ThreadId(d),
            ("ntid", Some(d)) => SpecialRegister::BlockDim(d),
            ("ctaid", Some(d)) => SpecialRegister::BlockId(d),
            ("nctaid", Some(d)) => SpecialRegister::GridDim(d),
            _ => match reg {
                "laneid" => SpecialRegister::LaneId,
                "warpsize" => SpecialRegister::WarpSize,
                other => SpecialRegister::Other(other.to_string()),
            },
        });
    }
    let reg = name.strip_prefix("llvm.amdgcn.")?;
    let (base, suffix) = reg.rsplit_once('.')?;
    Some(match (base, dim(suffix)?) {
        ("workitem.id", d) => SpecialRegister::ThreadId(d),
        ("workgroup.id", d) => SpecialRegister::BlockId(d),
        _ => return None,
    })
}

/// Target-independent LLVM intrinsic families that compute without touching memory
/// (`llvm.FAMILY.TYPES…`): the classification reads a call of one as pure arithmetic, so the
/// interpreter must compute each (`fuzz/tests/interp_coverage.rs` checks that it does).
pub const PURE_LLVM_FAMILIES: &[&str] = MATH_INTRINSICS;

const MATH_INTRINSICS: &[&str] = &[
    "abs",
    "smin",
    "smax",
    "umin",
    "umax",
    "fabs",
    "sqrt",
    "fma",
    "fmuladd",
    "sin",
    "cos",
    "exp",
    "exp2",
    "exp10",
    "log",
    "log2",
    "log10",
    "pow",
    "powi",
    "floor",
    "ceil",
    "trunc",
    "round",
    "roundeven",
    "rint",
    "nearbyint",
    "lround",
    "llround",
    "lrint",
    "llrint",
    "minnum",
    "maxnum",
    "minimum",
    "maximum",
    "copysign",
    "ctpop",
    "ctlz",
    "cttz",
    "bswap",
    "bitreverse",
    "fshl",
    "fshr",
    "sadd",
    "uadd",
    "ssub",
    "usub",
    "smul",
    "umul",
    "sadd.sat",
    "uadd.sat",
    "ssub.sat",
    "usub.sat",
    "canonicalize",
    "is.fpclass",
    "ldexp",
    "frexp",
    "scmp",
    "ucmp",
    "vector",
    "ptrmask",
    "threadlocal",
];

/// NVVM intrinsic families that compute without touching memory (`llvm.nvvm.FAMILY…`), as
/// [`PURE_LLVM_FAMILIES`].
pub const PURE_NVVM_FAMILIES: &[&str] = NVVM_MATH_PREFIXES;

const NVVM_MATH_PREFIXES: &[&str] = &[
    "fabs",
    "fmin",
    "fmax",
    "sqrt",
    "rsqrt",
    "rcp",
    "fma",
    "ex2",
    "lg2",
    "sin",
    "cos",
    "mul",
    "mul24",
    "umul24",
    "mulhi",
    "mul.hi",
    "min",
    "max",
    "brev32",
    "brev64",
    "clz",
    "popc",
    "prmt",
    "f2i",
    "f2ui",
    "f2ll",
    "f2ull",
    "i2f",
    "ui2f",
    "ll2f",
    "ull2f",
    "d2i",
    "d2ui",
    "d2f",
    "d2ll",
    "d2ull",
    "i2d",
    "ui2d",
    "ll2d",
    "ull2d",
    "f2h",
    "h2f",
    "ff2f16x2",
    "ff2bf16x2",
    "add.rn",
    "add.rz",
    "add.rm",
    "add.rp",
    "div",
    "saturate",
    "ceil",
    "floor",
    "trunc",
    "round",
    "abs",
    "bitcast",
    "lohi",
    "flo",
    "bfe",
    "bfi",
    "sad",
    "isspacep",
    "fns",
    "ex2.approx",
    "tanh",
    "copysign",
    "fshl",
    "fshr",
];

fn pure_intrinsic(name: &str) -> Option<PureIntrinsic> {
    if let Some(reg) = special_register(name) {
        return Some(PureIntrinsic::SpecialRegister(reg));
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.") {
        if rest.starts_with("shfl.") {
            return Some(PureIntrinsic::Shuffle);
        }
        if rest.starts_with("vote.") || rest.starts_with("match.") || rest.starts_with("redux.") {
            return Some(PureIntrinsic::WarpCollective);
        }
        if matches!(
            rest,
            "mapa" | "mapa.shared.cluster" | "getctarank" | "getctarank.shared.cluster"
        ) {
            return Some(PureIntrinsic::ClusterAddress);
        }
        // `mma.sync` and `wmma.mma.sync`: registers only, every lane's fragments combined.
        if rest.starts_with("mma.") || (rest.starts_with("wmma.") && rest.contains(".mma.")) {
            return Some(PureIntrinsic::WarpCollective);
        }
        let family = |prefix: &&str| {
            rest == *prefix
                || rest
                    .strip_prefix(prefix)
                    .is_some_and(|r| r.starts_with('.'))
        };
        if NVVM_MATH_PREFIXES.iter().any(family) {
            return Some(PureIntrinsic::Math);
        }
        return None;
    }
    let rest = name.strip_prefix("llvm.")?;
    let family = |prefix: &&str| {
        rest == *prefix
            || rest
                .strip_prefix(prefix)
                .is_some_and(|r| r.starts_with('.'))
    };
    MATH_INTRINSICS
        .iter()
        .any(family)
        .then_some(PureIntrinsic::Math)
}

/// Intrinsic name prefixes with no effect on execution (debug info, lifetimes, assumptions).
pub const NO_EFFECT_PREFIXES: &[&str] = &[
    "llvm.dbg.",
    "llvm.lifetime.",
    "llvm.assume",
    "llvm.expect",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.",
    "llvm.donothing",
    "llvm.var.annotation",
    "llvm.annotation",
    "llvm.pseudoprobe",
    // Convergence-control tokens (`llvm.experimental.convergence.entry`/`anchor`/`loop`):
    // they say which threads converge, and touch no memory.
    "llvm.experimental.convergence.",
];

fn no_effect_intrinsic(name: &str) -> bool {
    NO_EFFECT_PREFIXES.iter().any(|p| name.starts_with(p))
        // NVVMReflect's query of a compile-time option (`__nvvm_reflect("__CUDA_FTZ")`),
        // which the NVPTX back end folds to a constant: it reads no memory.
        || name == "__nvvm_reflect"
}

fn memory_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.memcpy")
        || name.starts_with("llvm.memmove")
        || name.starts_with("llvm.memset")
        || name.starts_with("llvm.nvvm.atomic.")
        || name.starts_with("llvm.nvvm.ldg.global.")
        || name.starts_with("llvm.nvvm.ldu.global.")
        || matrix_intrinsic(name).is_some()
        || wmma_intrinsic(name).is_some()
}

/// `llvm.nvvm.wmma.SHAPE.load.{a,b,c}.LAYOUT[.stride].TYPE[.pN](ptr[, stride])` (`false`) and
/// `llvm.nvvm.wmma.SHAPE.store.d.…(ptr, values…[, stride])` (`true`): the warp reads or
/// writes a tile at the pointer, rows `stride` elements apart. Each lane's access is taken as
/// the object the pointer points into: the tile is the warp's together, and which of its
/// elements a lane holds the PTX ISA leaves unspecified.
pub fn wmma_intrinsic(name: &str) -> Option<bool> {
    let rest = name.strip_prefix("llvm.nvvm.wmma.")?;
    let mut parts = rest.split('.');
    let _shape = parts.next()?;
    match parts.next()? {
        "load" => Some(false),
        "store" => Some(true),
        _ => None,
    }
}

/// `llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16[.p3]` (`false`) and
/// `llvm.nvvm.stmatrix.…` (`true`): a warp loads or stores 8×8 matrices of 16-bit elements
/// whose rows (16 bytes each) start at the addresses its lanes give. Each lane's access is
/// taken as 16 bytes at its own pointer (a lane whose address the instruction ignores, in
/// `.x1`/`.x2`, is over-approximated as accessing too).
pub fn matrix_intrinsic(name: &str) -> Option<bool> {
    if name.starts_with("llvm.nvvm.ldmatrix.sync.aligned.") {
        Some(false)
    } else if name.starts_with("llvm.nvvm.stmatrix.sync.aligned.") {
        Some(true)
    } else {
        None
    }
}

impl Module {
    /// What the call `inst` of `func` calls; `None` when `inst` is not a call.
    pub fn call_target(&self, func: &Function, inst: InstId) -> Option<CallTarget> {
        let id = inst;
        let inst = &func.insts[inst];
        Some(match inst.callee()? {
            Callee::Direct(f) => {
                let callee = &self.functions[*f];
                let name = callee.name.as_str();
                if let Some(t) = super::amdgpu::call_target(self, func, id, name) {
                    t
                } else if let Some(b) = barrier_from_name(name, inst.call_args(), self) {
                    CallTarget::Barrier(b)
                } else if let Some(p) = pure_intrinsic(name) {
                    CallTarget::Pure(p)
                } else if no_effect_intrinsic(name) {
                    CallTarget::NoEffect
                } else if memory_intrinsic(name) {
                    CallTarget::MemoryIntrinsic
                } else if callee.is_defined {
                    CallTarget::Defined(*f)
                } else {
                    CallTarget::Declared(*f)
                }
            }
            Callee::Indirect(_) => CallTarget::Indirect,
            Callee::InlineAsm(_) => CallTarget::InlineAsm,
        })
    }

    /// The barrier `inst` of `func` is, if it is one (a synchronization intrinsic call or a
    /// `fence` instruction).
    pub fn barrier(&self, func: &Function, inst: InstId) -> Option<Barrier> {
        let i = &func.insts[inst];
        if let Opcode::Fence { .. } = i.opcode {
            // A fence of an AMDGPU barrier group is part of that barrier (`amdgpu.rs`).
            if self.is_barrier_group_fence(func, inst) {
                return None;
            }
            return Some(Barrier {
                kind: BarrierKind::Fence,
                intrinsic: "fence".to_string(),
                barrier_id: None,
                thread_count: None,
            });
        }
        match self.call_target(func, inst)? {
            CallTarget::Barrier(b) => Some(b),
            _ => None,
        }
    }

    /// Every barrier of `func`, in layout order.
    pub fn barriers<'a>(
        &'a self,
        func: &'a Function,
    ) -> impl Iterator<Item = (InstId, Barrier)> + 'a {
        func.insts
            .indices()
            .filter_map(move |i| self.barrier(func, i).map(|b| (i, b)))
    }

    /// The pure intrinsic `inst` calls, if any.
    pub fn pure_intrinsic(&self, func: &Function, inst: InstId) -> Option<PureIntrinsic> {
        match self.call_target(func, inst)? {
            CallTarget::Pure(p) => Some(p),
            _ => None,
        }
    }

    /// The memory accesses `inst` makes itself (calls to functions are not included; see
    /// [`Module::call_target`]).
    pub fn memory_accesses(&self, func: &Function, inst: InstId) -> Vec<MemoryAccess> {
        let i: &Instruction = &func.insts[inst];
        let access = |kind, pointer, atomic, volatile| MemoryAccess {
            kind,
            pointer,
            atomic,
            volatile,
        };
        match &i.opcode {
            Opcode::Load {
                volatile, ordering, ..
            } => {
                vec![access(
                    AccessKind::Read,
                    i.operands[0],
                    *ordering != Ordering::NotAtomic,
                    *volatile,
                )]
            }
            Opcode::Store {
                volatile, ordering, ..
            } => {
                vec![access(
                    AccessKind::Write,
                    i.operands[1],
                    *ordering != Ordering::NotAtomic,
                    *volatile,
                )]
            }
            Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. } => {
                vec![access(AccessKind::ReadWrite, i.operands[0], true, false)]
            }
            Opcode::Call {
                callee: Callee::Direct(f),
                ..
            } => {
                let name = self.functions[*f].name.as_str();
                if name.starts_with("llvm.amdgcn.") {
                    return super::amdgpu::memory_accesses(self, func, inst).unwrap_or_default();
                }
                let args = i.call_args();
                if !memory_intrinsic(name) || args.is_empty() {
                    return Vec::new();
                }
                if name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove") {
                    let mut v = vec![access(AccessKind::Write, args[0], false, false)];
                    if let Some(src) = args.get(1) {
                        v.push(access(AccessKind::Read, *src, false, false));
                    }
                    v
                } else if name.starts_with("llvm.memset") {
                    vec![access(AccessKind::Write, args[0], false, false)]
                } else if name.starts_with("llvm.nvvm.atomic.") {
                    vec![access(AccessKind::ReadWrite, args[0], true, false)]
                } else if matrix_intrinsic(name) == Some(true) || wmma_intrinsic(name) == Some(true)
                {
                    vec![access(AccessKind::Write, args[0], false, false)]
                } else {
                    vec![access(AccessKind::Read, args[0], false, false)]
                }
            }
            _ => Vec::new(),
        }
    }
}
