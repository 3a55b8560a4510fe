//! What one PTX instruction does to memory that other threads can see.
//!
//! | instructions | effect |
//! |---|---|
//! | the register-only forms of [`super::form`]: `mov`, arithmetic, logic, `cvt`, `cvta`, `setp`, `selp`, `prmt`, `mma`, `shfl`, `vote`, `elect`, `activemask`, `match`, `redux`, `mapa`, `getctarank`, `nanosleep` | none (registers only; the warp collectives exchange registers, not memory) |
//! | `ld`, `ldu` | read of its address, `.v2/.v4/.v8 × type` bytes |
//! | `ld.global.nc` | none: data read-only for the kernel's lifetime (the `__ldg` contract) |
//! | `st` | write |
//! | `atom` | atomic read-write; `red`: atomic write |
//! | `ld`/`st` with `.relaxed`, `.acquire`, `.release`, `.volatile` | as above, atomic (strong operations do not race) — `.volatile` only for `.shared`/`.global`, as PTX defines it |
//! | `cp.async` (`ca`/`cg`, shared ← global), `commit_group`, `wait_group`, `wait_all` | asynchronous write and read, group commit, group wait (below) |
//! | `cp.async.bulk*`, `wgmma*`, `mbarrier*`, `fence.proxy*`, `tensormap*`, `prefetch*` | Hopper's asynchronous machinery: [`super::hopper`] |
//! | `cp.reduce.async*`, `cp.async.mbarrier.arrive`, other `fence*`, `membar`, `bar*`, `barrier*`, `griddepcontrol`, `st.async`, `red.async`, `multimem*`, `discard`, `applypriority`, `createpolicy`, `isspacep`, `trap`, `exit`, `ret`, `bra`, `call`, anything else | **unknown**: the caller treats it as any access to any memory |
//!
//! `wmma.load`/`wmma.store`: a read or write of the tile at the address, as the object it
//! points into (no per-thread extent: which tile elements a lane holds is unspecified);
//! `wmma.mma` and `mma` are register-only.
//!
//! `ldmatrix`/`stmatrix` (`.m8n8`, `.b16`, x1/x2/x4, plain or `.trans`): a warp reads or
//! writes 8×8 matrices whose 16-byte rows start at the addresses its lanes give; each lane's
//! effect is 16 bytes at its own address (the interpreter runs the instruction as a warp
//! collective and attributes each row to the lane naming it). Other shapes stay unknown.
//!
//! **Asynchronous copies** (docs/design.md §9.2). `cp.async.{ca,cg}.shared{::cta}.global
//! [dst], [src], size` is [`PtxEffect::AsyncCopy`]: a write of `size` bytes at `dst` and a
//! read at `src` that take place at some point between the instruction and the issuing
//! thread's `cp.async.wait_group`/`wait_all` that completes its group — not at the
//! instruction. `cp.async.commit_group` closes a group ([`PtxEffect::AsyncCommit`]) and the
//! waits are [`PtxEffect::AsyncWait`]; neither touches memory itself. The caller
//! (`syncflow_analyses::memory::effects`) places the copy's accesses at the issue *and* at
//! every wait that may complete it (`syncflow_analyses::memory::async_window`), which covers
//! the window for a race-free kernel. Bulk and tensor copies and `wgmma.mma_async` are
//! asynchronous operations of other queues ([`PtxEffect::AsyncOperation`], [`AsyncQueue`]),
//! read by the same window analysis; [`super::hopper`] lists them.
//!
//! The state space comes from the modifiers (`.shared`, `.shared::cta`, `.shared::cluster`,
//! `.global`, `.local`, `.const`, `.param`); without one the address is generic.

use super::form::{MatrixForm, PtxForm};
use super::instruction::{PtxInstruction, PtxOperand};
use crate::classify::AccessKind;
use crate::memory_order::{ReduceOp, Scope, Strength};

/// A PTX state space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateSpace {
    /// No space given: the address is generic.
    Generic,
    /// `.global`.
    Global,
    /// `.shared` or `.shared::cta`.
    Shared,
    /// `.shared::cluster`: this CTA's or another CTA's of the cluster.
    SharedCluster,
    /// `.local`.
    Local,
    /// `.const`.
    Const,
    /// `.param`.
    Param,
}

impl StateSpace {
    /// The space a modifier names.
    pub fn from_modifier(m: &str) -> Option<StateSpace> {
        Some(match m {
            "global" => StateSpace::Global,
            "shared" | "shared::cta" => StateSpace::Shared,
            "shared::cluster" => StateSpace::SharedCluster,
            "local" => StateSpace::Local,
            "const" => StateSpace::Const,
            "param" => StateSpace::Param,
            _ => return None,
        })
    }
}

/// One memory access of an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxAccess {
    /// Read, write, or both.
    pub kind: AccessKind,
    /// Atomic or strong (does not race with other atomics).
    pub atomic: bool,
    /// The state space.
    pub space: StateSpace,
    /// Bytes per thread.
    pub bytes: u32,
    /// The address's base operand.
    pub base: PtxOperand,
    /// The byte offset added to it.
    pub offset: i64,
    /// How strongly it is ordered ([`Strength::Weak`] for plain `ld`/`st`).
    pub strength: Strength,
    /// The scope of a strong access (meaningless for a weak one).
    pub scope: Scope,
    /// The commutative operation of an `atom`/`red` that may be a reduction (an `atom` is one
    /// only when nobody reads its result; the caller knows).
    pub reduction: Option<ReduceOp>,
}

impl PtxAccess {
    /// A plain (not atomic) access at address operand `op`, `[base + offset]` without tensor
    /// coordinates; `None` for any other operand.
    pub(super) fn at(
        op: &PtxOperand,
        kind: AccessKind,
        space: StateSpace,
        bytes: u32,
    ) -> Option<Self> {
        match op {
            PtxOperand::Address {
                base,
                offset,
                coordinates: None,
            } => Some(PtxAccess {
                kind,
                atomic: false,
                space,
                bytes,
                base: (**base).clone(),
                offset: *offset,
                strength: Strength::Weak,
                scope: Scope::Cta,
                reduction: None,
            }),
            _ => None,
        }
    }
}

impl PtxInstruction {
    /// The state space its modifiers name (generic without one).
    pub fn state_space(&self) -> StateSpace {
        self.modifiers
            .iter()
            .find_map(|m| StateSpace::from_modifier(m))
            .unwrap_or(StateSpace::Generic)
    }
}

/// What an instruction does to shared state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PtxEffect {
    /// Registers only.
    None,
    /// One memory access.
    Access(PtxAccess),
    /// `cp.async` (non-bulk): `dst` written and `src` read asynchronously, somewhere between
    /// the instruction and the wait that completes its group.
    AsyncCopy {
        /// The shared-memory destination (a write).
        dst: PtxAccess,
        /// The global-memory source (a read).
        src: PtxAccess,
    },
    /// Hopper's asynchronous operations (`cp.async.bulk*`, TMA copies, `wgmma.mma_async`;
    /// [`super::hopper`]): `accesses` take place somewhere between the instruction and the
    /// wait of `queue` that completes them, as a `cp.async` copy's do. `bytes == 0` in an
    /// access: the extent is not known (a tensor copy's box), so the whole object.
    AsyncOperation {
        /// What completes the operation.
        queue: AsyncQueue,
        /// Its accesses.
        accesses: Vec<PtxAccess>,
    },
    /// A commit of the thread's uncommitted operations of a queue into a group
    /// (`cp.async.commit_group`, `cp.async.bulk.commit_group`, `wgmma.commit_group`).
    AsyncCommit(AsyncQueue),
    /// A wait of a group queue: `keep_recent == Some(N)` returns once all but the `N` most
    /// recent groups are complete (`wait_group N`); `None`, once every operation, committed
    /// or not, is (`cp.async.wait_all`). `reads_only`: `cp.async.bulk.wait_group.read`, after
    /// which the groups' reads of their sources are complete but their writes may not be.
    AsyncWait {
        /// The queue waited on.
        queue: AsyncQueue,
        /// Groups that may stay pending.
        keep_recent: Option<u32>,
        /// Only the sources' reads are complete.
        reads_only: bool,
    },
    /// An mbarrier operation (`mbarrier.init`, `arrive`, `expect_tx`, `try_wait`, …): an
    /// atomic read-write of the 8-byte mbarrier object. `waits`: `try_wait`/`test_wait`, by
    /// which a thread observes the completion of copies that signal an mbarrier
    /// ([`AsyncQueue::Mbarrier`]).
    Mbarrier {
        /// The access to the mbarrier object.
        access: PtxAccess,
        /// A `try_wait`/`test_wait`.
        waits: bool,
    },
    /// Several synchronous accesses (`tensormap.cp_fenceproxy`: a read of shared memory and a
    /// write of global memory).
    Accesses(Vec<PtxAccess>),
    /// Not modelled (asynchronous, synchronizing, control flow, or unknown): any access to
    /// any memory.
    Unknown,
}

/// What completes an asynchronous operation (docs/design.md §9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AsyncQueue {
    /// `cp.async` groups: `cp.async.commit_group`, `cp.async.wait_group N`, `wait_all`.
    CopyGroups,
    /// Bulk groups: `cp.async.bulk.commit_group`, `cp.async.bulk.wait_group{.read} N`.
    BulkGroups,
    /// `wgmma` groups: `wgmma.commit_group`, `wgmma.wait_group N`.
    WgmmaGroups,
    /// An mbarrier's transaction count (`.mbarrier::complete_tx::bytes`): complete once a
    /// `mbarrier.try_wait`/`test_wait` has seen the phase end. Which mbarrier, and which
    /// phase, is not followed: every such wait may complete every such operation.
    Mbarrier,
}

/// Bytes of a type modifier (`b32` → 4, `f16x2` → 4, `b128` → 16).
fn type_bytes(m: &str) -> Option<u32> {
    let (kind, rest) = m.split_at(1);
    if !matches!(kind, "b" | "u" | "s" | "f") {
        return None;
    }
    let (bits, lanes) = match rest.split_once('x') {
        Some((b, n)) => (b.parse::<u32>().ok()?, n.parse::<u32>().ok()?),
        None => (rest.parse::<u32>().ok()?, 1),
    };
    matches!(bits, 8 | 16 | 32 | 64 | 128).then_some(bits / 8 * lanes)
}

/// The effect of `i`.
pub fn effect(i: &PtxInstruction) -> PtxEffect {
    let root = i.root.as_str();
    let form = PtxForm::of(i);
    if form.register_only() {
        return PtxEffect::None;
    }
    let space = || i.state_space();
    let vector = i
        .modifiers
        .iter()
        .find_map(|m| m.strip_prefix('v').and_then(|n| n.parse::<u32>().ok()))
        .unwrap_or(1);
    let width = || i.modifiers.iter().rev().find_map(|m| type_bytes(m));
    let strong = i.has("relaxed")
        || i.has("acquire")
        || i.has("release")
        || i.has("acq_rel")
        || (i.has("volatile") && matches!(space(), StateSpace::Shared | StateSpace::Global));
    let (strength, scope) = strength_and_scope(i);
    let access = |kind, atomic, bytes: Option<u32>, k: usize| {
        let at = i
            .operands
            .get(k)
            .zip(bytes)
            .and_then(|(op, bytes)| PtxAccess::at(op, kind, space(), bytes));
        match at {
            Some(a) => PtxEffect::Access(PtxAccess {
                atomic,
                strength: if atomic { strength } else { Strength::Weak },
                scope,
                reduction: reduction_of(i),
                ..a
            }),
            None => PtxEffect::Unknown,
        }
    };
    // Modifiers that make a load or store something else.
    let unusual = i.modifiers.iter().any(|m| {
        matches!(
            m.as_str(),
            "async" | "bulk" | "mmio" | "weak" | "sys" | "L2::cache_hint" | "unified"
        ) || m.starts_with("mbarrier")
    });
    if let Some(e) = super::hopper::effect(i) {
        return e;
    }
    if root == "cp" && i.modifiers.first().map(String::as_str) == Some("async") {
        return async_copy_effect(i);
    }
    if form == PtxForm::Matrix(MatrixForm::Wmma) {
        // `wmma.mma.sync`: registers only. `wmma.load.{a,b,c}` / `wmma.store.d` read or write
        // the tile at their address: rows `stride` elements apart, so no extent a thread can
        // call its own (`bytes` 0: the object the address points into).
        return if i.has("mma") {
            PtxEffect::None
        } else if i.has("load") {
            access(AccessKind::Read, false, Some(0), 1)
        } else if i.has("store") {
            access(AccessKind::Write, false, Some(0), 0)
        } else {
            PtxEffect::Unknown
        };
    }
    if let Some((store, _, _)) = matrix_shape(i) {
        // Each lane's row: 16 bytes at the address it gives (as `syncflow_ir::matrix_intrinsic`).
        return if store {
            access(AccessKind::Write, false, Some(16), 0)
        } else {
            access(AccessKind::Read, false, Some(16), 1)
        };
    }
    match root {
        // The non-coherent path reads data the kernel must not write while it runs (CUDA
        // C++ Programming Guide, `__ldg`: "read-only for the lifetime of the kernel"; LLVM
        // and nvcc emit it only for `const __restrict__` data they proved unwritten): no
        // access any other thread's write can conflict with.
        "ld" if i.has("nc") && space() == StateSpace::Global && !unusual => PtxEffect::None,
        "ld" | "ldu" if !unusual => {
            access(AccessKind::Read, strong, width().map(|w| w * vector), 1)
        }
        "st" if !unusual => access(AccessKind::Write, strong, width().map(|w| w * vector), 0),
        "atom" if !unusual => access(AccessKind::ReadWrite, true, width(), 1),
        "red" if !unusual => access(AccessKind::Write, true, width(), 0),
        _ => PtxEffect::Unknown,
    }
}

/// The strength and scope of a memory instruction's modifiers (PTX ISA, "Memory
/// Consistency Model"): `.volatile` is `.relaxed.sys`; `atom` and `red` without a semantics
/// modifier are `.relaxed`, and without a scope `.gpu`.
pub fn strength_and_scope(i: &PtxInstruction) -> (Strength, Scope) {
    let strength = if i.has("acq_rel") || i.has("sc") {
        Strength::AcqRel
    } else if i.has("release") {
        Strength::Release
    } else if i.has("acquire") {
        Strength::Acquire
    } else if i.has("relaxed") || PtxForm::of(i) == PtxForm::Atomic {
        Strength::Relaxed
    } else if i.has("volatile") {
        Strength::Volatile
    } else {
        Strength::Weak
    };
    let scope = i
        .modifiers
        .iter()
        .find_map(|m| Scope::from_ptx_modifier(m))
        .unwrap_or(match strength {
            Strength::Volatile => Scope::System,
            // A weak access has no scope; say the narrowest.
            Strength::Weak => Scope::Cta,
            _ => Scope::Gpu,
        });
    (strength, scope)
}

/// The commutative operation of an `atom`/`red` (`atom.global.add.u32` → `add.32`), if it
/// has one.
fn reduction_of(i: &PtxInstruction) -> Option<ReduceOp> {
    if PtxForm::of(i) != PtxForm::Atomic {
        return None;
    }
    let op = i.modifiers.iter().find(|m| {
        matches!(
            m.as_str(),
            "add" | "and" | "or" | "xor" | "min" | "max" | "inc" | "dec" | "exch" | "cas"
        )
    })?;
    let ty = i.modifiers.iter().rev().find(|m| type_bytes(m).is_some())?;
    ReduceOp::from_ptx(op, ty)
}

/// `ldmatrix`/`stmatrix` in the `.sync.aligned.m8n8.x{1,2,4}[.trans]{.shared{::cta}}.b16`
/// forms: `(store, trans, matrices)`. Other shapes (`.m16n16`, `.b8` element types) are not
/// modelled.
pub fn matrix_shape(i: &PtxInstruction) -> Option<(bool, bool, u8)> {
    let store = match i.root.as_str() {
        "ldmatrix" => false,
        "stmatrix" => true,
        _ => return None,
    };
    let mut matrices = None;
    let mut trans = false;
    for m in &i.modifiers {
        match m.as_str() {
            "sync" | "aligned" | "m8n8" | "b16" | "shared" | "shared::cta" => {}
            "x1" => matrices = Some(1),
            "x2" => matrices = Some(2),
            "x4" => matrices = Some(4),
            "trans" => trans = true,
            _ => return None,
        }
    }
    let ok = i.has("sync") && i.has("aligned") && i.has("m8n8") && i.has("b16");
    ok.then_some((store, trans, matrices?))
}

/// `cp.async…` without `.bulk`: the copy, the commit, the waits; anything else unknown.
fn async_copy_effect(i: &PtxInstruction) -> PtxEffect {
    let modifiers: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
    match (&modifiers[1..], i.operands.as_slice()) {
        (["commit_group"], []) => PtxEffect::AsyncCommit(AsyncQueue::CopyGroups),
        (["wait_all"], []) => PtxEffect::AsyncWait {
            queue: AsyncQueue::CopyGroups,
            keep_recent: None,
            reads_only: false,
        },
        (["wait_group"], [PtxOperand::Immediate(n)]) => match u32::try_from(*n) {
            Ok(n) => PtxEffect::AsyncWait {
                queue: AsyncQueue::CopyGroups,
                keep_recent: Some(n),
                reads_only: false,
            },
            Err(_) => PtxEffect::Unknown,
        },
        // `cp.async.{ca,cg}.shared{::cta}.global{.L2::…}{.L2::cache_hint} [dst], [src],
        // cp-size{, src-size}{, cache-policy}`: `src-size` below `cp-size` zero-fills the
        // rest, which is still a write of `cp-size` bytes.
        ([level, "shared" | "shared::cta", "global", rest @ ..], [dst, src, size, ..])
            if matches!(*level, "ca" | "cg") && rest.iter().all(|m| m.starts_with("L2::")) =>
        {
            let bytes = match size {
                PtxOperand::Immediate(n @ (4 | 8 | 16)) => *n as u32,
                _ => return PtxEffect::Unknown,
            };
            match (
                PtxAccess::at(dst, AccessKind::Write, StateSpace::Shared, bytes),
                PtxAccess::at(src, AccessKind::Read, StateSpace::Global, bytes),
            ) {
                (Some(dst), Some(src)) => PtxEffect::AsyncCopy { dst, src },
                _ => PtxEffect::Unknown,
            }
        }
        _ => PtxEffect::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_loads_and_stores() {
        let a = access("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4]");
        assert_eq!(
            (a.kind, a.space, a.bytes, a.base.clone()),
            (
                AccessKind::Read,
                StateSpace::Shared,
                16,
                PtxOperand::Placeholder(4)
            )
        );
        let a = access("stmatrix.sync.aligned.m8n8.x1.trans.shared::cta.b16 [$0], {$1}");
        assert_eq!((a.kind, a.bytes), (AccessKind::Write, 16));
    }

    #[test]
    fn async_copies_commits_and_waits() {
        let PtxEffect::AsyncCopy { dst, src } =
            of("cp.async.cg.shared.global [ $0 + 16 ], [ $1 + 0 ], 0x10, $2")
        else {
            panic!("not a copy")
        };
        assert_eq!(
            (dst.kind, dst.space, dst.bytes, dst.offset),
            (AccessKind::Write, StateSpace::Shared, 16, 16)
        );
        assert_eq!(
            (src.kind, src.space, src.bytes),
            (AccessKind::Read, StateSpace::Global, 16)
        );
        assert!(matches!(
            of("cp.async.ca.shared::cta.global.L2::128B [$0], [$1], 4"),
            PtxEffect::AsyncCopy { .. }
        ));
        assert_eq!(
            of("cp.async.commit_group"),
            PtxEffect::AsyncCommit(AsyncQueue::CopyGroups)
        );
        let wait = |keep_recent| PtxEffect::AsyncWait {
            queue: AsyncQueue::CopyGroups,
            keep_recent,
            reads_only: false,
        };
        assert_eq!(of("cp.async.wait_group 0x1"), wait(Some(1)));
        assert_eq!(of("cp.async.wait_all"), wait(None));
        for t in [
            "cp.async.cg.shared.global [$0], [$1], 12", // not a copy size
            "cp.async.cg.shared.global [$0], [$1], $2", // size not an immediate
            "cp.async.ca.global.shared [$0], [$1], 4",  // wrong direction
            "cp.async.wait_group $0",                   // count not an immediate
            "cp.async.mbarrier.arrive.b64 [$0]",        // completes through an mbarrier
        ] {
            assert_eq!(of(t), PtxEffect::Unknown, "{t}");
        }
    }

    fn of(text: &str) -> PtxEffect {
        effect(&PtxInstruction::parse(text).unwrap())
    }

    fn access(text: &str) -> PtxAccess {
        match of(text) {
            PtxEffect::Access(a) => a,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn loads_and_stores_with_space_width_and_address() {
        let a = access("@$2 ld.global.v4.b32 { $0, $1, $3, $4 }, [ $5 + 16 ]");
        assert_eq!(
            (a.kind, a.space, a.bytes, a.offset, a.atomic),
            (AccessKind::Read, StateSpace::Global, 16, 16, false)
        );
        assert_eq!(a.base, PtxOperand::Placeholder(5));
        let s = access("@$2 st.shared::cta.b32 [ $0 + 0 ], $1");
        assert_eq!(
            (s.kind, s.space, s.bytes),
            (AccessKind::Write, StateSpace::Shared, 4)
        );
        let g = access("ld.b16 $0, [$1]");
        assert_eq!(g.space, StateSpace::Generic);
        let v = access("st.shared.v2.f16x2 [$0], {$1, $2}");
        assert_eq!(v.bytes, 8);
        let r = access("ld.acquire.gpu.global.b32 $0, [$1]");
        assert!(r.atomic);
    }

    #[test]
    fn atomics() {
        let a = access("@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2");
        assert_eq!(
            (a.kind, a.atomic, a.bytes),
            (AccessKind::ReadWrite, true, 4)
        );
        let r = access("red.global.add.f32 [$0], $1");
        assert_eq!(
            (a.space, r.kind, r.atomic),
            (StateSpace::Global, AccessKind::Write, true)
        );
    }

    #[test]
    fn registers_only() {
        for t in [
            "mov.u32 $0, 0x0",
            "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $4, $5, $6, $7 }, { $8, $9 }, { $10, $11, $12, $13 }",
            "shfl.sync.bfly.b32 $0, $1, 16, 31, -1",
            "elect.sync %r1|%p1, -1",
            "cvt.rn.f16x2.f32 $0, $1, $2",
        ] {
            match PtxInstruction::parse(t) {
                Ok(i) => assert_eq!(effect(&i), PtxEffect::None, "{t}"),
                Err(e) => panic!("{t}: {e}"),
            }
        }
    }

    #[test]
    fn synchronizing_and_unmodelled_forms_are_unknown() {
        // Hopper's asynchronous forms are `super::hopper`'s (tested there).
        for t in [
            "bar.sync 0",
            "barrier.cta.sync.aligned 1, 128",
            "membar.gl",
            "fence.acq_rel.gpu",
            "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2]",
            "bra.uni waitLoop",
            "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {$0, $1}, [$2]",
            "ld.global.b32 $0, [$1, {$2}]",
            "frobnicate $0",
        ] {
            let i = PtxInstruction::parse(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(effect(&i), PtxEffect::Unknown, "{t}");
        }
    }
}
