//! Hopper's asynchronous machinery: bulk and tensor (TMA) copies, mbarriers, `wgmma`, proxy
//! fences and tensor-map updates — what Triton emits for sm_90 (docs/design.md §9.2).
//!
//! | instructions | effect |
//! |---|---|
//! | `cp.async.bulk.shared::{cta,cluster}.{global,shared::cta}.mbarrier::complete_tx::bytes [dst], [src], size, [mbar]` | asynchronous write of `size` bytes at `dst` and read at `src`, completed through the mbarrier ([`AsyncQueue::Mbarrier`]); the mbarrier's transaction update is an asynchronous atomic access of it |
//! | `cp.async.bulk.tensor.Nd.shared::{cta,cluster}.global….mbarrier::complete_tx::bytes [dst], [map, {c…}], [mbar]` | the same, writing the whole object `dst` points into (the box size is in the tensor map) and reading some global memory |
//! | `cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size`, `cp.async.bulk.tensor.Nd.global.shared::cta….bulk_group [map, {c…}], [src]` | asynchronous write of global memory and read of `src`, completed by `cp.async.bulk.wait_group` ([`AsyncQueue::BulkGroups`]) |
//! | `cp.async.bulk.commit_group`, `cp.async.bulk.wait_group{.read} N` | commit, wait (`.read`: the reads are complete, the writes may not be) |
//! | `wgmma.mma_async…` | asynchronous read of shared memory — *any* shared memory: its operands are 64-bit matrix descriptors, not addresses — completed by `wgmma.wait_group` ([`AsyncQueue::WgmmaGroups`]) |
//! | `wgmma.commit_group`, `wgmma.wait_group N`; `wgmma.fence` | commit, wait; none |
//! | `mbarrier.{arrive,arrive_drop,expect_tx,complete_tx,test_wait,try_wait}…` | an atomic read-write of the 8-byte mbarrier; `test_wait`/`try_wait` also complete mbarrier-tracked copies |
//! | `mbarrier.init`, `mbarrier.inval` | a plain write of the 8 bytes: no other operation may race with them |
//! | `mbarrier.pending_count` | none (registers) |
//! | `fence.proxy.*`, `fence.mbarrier_init.*` | none: they order one thread's accesses across proxies, not threads |
//! | `tensormap.replace.… [map], …` | a write of the 128-byte tensor map |
//! | `tensormap.cp_fenceproxy.global.shared::cta… [dst], [src], 128` | a read of 128 shared bytes and a write of 128 global ones |
//! | `prefetch*`, `cp.async.bulk.prefetch*` | none (a cache hint) |
//!
//! Why "any shared memory" for `wgmma` is enough: the descriptors are computed from shared
//! addresses by integer arithmetic (`(addr & 0x3FFFF) >> 4`), which no pointer analysis
//! follows, and the read lasts until the `wgmma.wait_group` that completes its group — so
//! the window of §9.2 applies with the widest object. Why every `try_wait` completes every
//! mbarrier-tracked copy: the copy's completion is visible to a thread only through a wait on
//! the mbarrier it signals (the phase ends once its transaction count drains); placing the
//! copy at *every* such wait after its issue includes the one that observes it, and no wait
//! removes it (the phase a wait observes is not followed), so it stays pending to the end.
//!
//! `cp.async.mbarrier.arrive` (an mbarrier arrival once the thread's `cp.async` copies are
//! complete) would let an mbarrier wait complete `cp.async` copies, which the group window
//! does not follow: it stays unknown, as do `cp.reduce.async.bulk*`, `st.async`,
//! `red.async`, `multimem.*`, `barrier.cluster.*` and `griddepcontrol`.

use super::effect::{AsyncQueue, PtxAccess, PtxEffect, StateSpace};
use super::form::{CopyForm, MatrixForm, PtxForm};
use super::instruction::{PtxInstruction, PtxOperand};
use crate::classify::AccessKind;
use crate::memory_order::{ReduceOp, Scope, Strength};

/// The effect of `i` if it is one of this module's forms (by its family, [`PtxForm::of`]);
/// `None` otherwise.
pub(super) fn effect(i: &PtxInstruction) -> Option<PtxEffect> {
    use PtxForm::{AsyncCopy, Fence, Matrix, Mbarrier, Prefetch, TensorMap};
    const WGMMA: PtxForm = Matrix(MatrixForm::Wgmma);
    let modifiers: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
    match (PtxForm::of(i), modifiers.as_slice()) {
        (AsyncCopy(CopyForm::Bulk), ["async", "bulk", rest @ ..]) => {
            Some(bulk(i, rest).unwrap_or(PtxEffect::Unknown))
        }
        (WGMMA, ["fence", ..]) => Some(PtxEffect::None),
        (WGMMA, ["commit_group", ..]) => Some(PtxEffect::AsyncCommit(AsyncQueue::WgmmaGroups)),
        (WGMMA, ["wait_group", ..]) => Some(wait(i, AsyncQueue::WgmmaGroups, false)),
        (WGMMA, ["mma_async", ..]) => Some(PtxEffect::AsyncOperation {
            queue: AsyncQueue::WgmmaGroups,
            accesses: vec![somewhere(AccessKind::Read, StateSpace::Shared)],
        }),
        (Mbarrier, [op, ..]) => Some(mbarrier(i, op).unwrap_or(PtxEffect::Unknown)),
        (Fence, [first, ..]) if first.starts_with("proxy") || *first == "mbarrier_init" => {
            Some(PtxEffect::None)
        }
        (TensorMap, ["replace", ..]) => {
            Some(at(i, 0, AccessKind::Write, 128).map_or(PtxEffect::Unknown, PtxEffect::Access))
        }
        (TensorMap, ["cp_fenceproxy", "global", "shared::cta", ..]) => Some(
            match (
                at(i, 0, AccessKind::Write, 128),
                at(i, 1, AccessKind::Read, 128),
            ) {
                (Some(mut dst), Some(mut src)) => {
                    dst.space = StateSpace::Global;
                    src.space = StateSpace::Shared;
                    PtxEffect::Accesses(vec![src, dst])
                }
                _ => PtxEffect::Unknown,
            },
        ),
        (Prefetch, _) => Some(PtxEffect::None),
        _ => None,
    }
}

/// The NVVM intrinsics clang and Triton emit for the same machinery, as the instruction they
/// stand for (`wait` is the call's constant group count): `llvm.nvvm.elect.sync` and
/// `llvm.nvvm.wgmma.fence.sync.aligned` have no effect on memory, the others commit or wait
/// (`wgmma`, bulk and `cp.async` groups; `cp.async.wait.all`). The `cp.async` copy
/// intrinsics are not among them.
pub fn intrinsic_effect(name: &str, wait: Option<i128>) -> Option<PtxEffect> {
    let counted = wait.is_some();
    let wait = |queue, reads_only| PtxEffect::AsyncWait {
        queue,
        keep_recent: wait.and_then(|n| u32::try_from(n).ok()),
        reads_only,
    };
    Some(match name.strip_prefix("llvm.nvvm.")? {
        "elect.sync" | "wgmma.fence.sync.aligned" => PtxEffect::None,
        "wgmma.commit_group.sync.aligned" => PtxEffect::AsyncCommit(AsyncQueue::WgmmaGroups),
        "wgmma.wait_group.sync.aligned" => wait(AsyncQueue::WgmmaGroups, false),
        "cp.async.bulk.commit.group" => PtxEffect::AsyncCommit(AsyncQueue::BulkGroups),
        "cp.async.bulk.wait.group" => wait(AsyncQueue::BulkGroups, false),
        "cp.async.bulk.wait.group.read" => wait(AsyncQueue::BulkGroups, true),
        // `__pipeline_commit`/`__pipeline_wait_prior(N)` and Triton's `cp.async` groups (the
        // copies themselves are intrinsics with pointer operands, or inline PTX).
        "cp.async.commit.group" => PtxEffect::AsyncCommit(AsyncQueue::CopyGroups),
        "cp.async.wait.group" if counted => wait(AsyncQueue::CopyGroups, false),
        "cp.async.wait.all" => PtxEffect::AsyncWait {
            queue: AsyncQueue::CopyGroups,
            keep_recent: None,
            reads_only: false,
        },
        _ => return None,
    })
}

/// An access of unknown place within `space` (the analyses read a base that is no `$N` as
/// "some location of the space"), of unknown extent.
fn somewhere(kind: AccessKind, space: StateSpace) -> PtxAccess {
    PtxAccess {
        kind,
        atomic: false,
        space,
        bytes: 0,
        base: PtxOperand::Immediate(0),
        offset: 0,
        strength: Strength::Weak,
        scope: Scope::Cta,
        reduction: None,
    }
}

/// The access at address operand `k` in the instruction's state space.
fn at(i: &PtxInstruction, k: usize, kind: AccessKind, bytes: u32) -> Option<PtxAccess> {
    PtxAccess::at(i.operands.get(k)?, kind, i.state_space(), bytes)
}

/// `wait_group N` of `queue`.
fn wait(i: &PtxInstruction, queue: AsyncQueue, reads_only: bool) -> PtxEffect {
    match i.operands.as_slice() {
        [PtxOperand::Immediate(n)] => match u32::try_from(*n) {
            Ok(n) => PtxEffect::AsyncWait {
                queue,
                keep_recent: Some(n),
                reads_only,
            },
            Err(_) => PtxEffect::Unknown,
        },
        _ => PtxEffect::Unknown,
    }
}

/// The mbarrier object an address operand names: 8 bytes, atomic.
fn mbarrier_object(op: &PtxOperand, space: StateSpace) -> Option<PtxAccess> {
    let mut a = PtxAccess::at(op, AccessKind::ReadWrite, space, 8)?;
    a.atomic = true;
    Some(a)
}

/// A shared destination's space: `.shared::cta`, or `.shared::cluster` (this CTA's or
/// another's).
fn shared_space(m: &str) -> Option<StateSpace> {
    match m {
        "shared::cta" | "shared" => Some(StateSpace::Shared),
        "shared::cluster" => Some(StateSpace::SharedCluster),
        _ => None,
    }
}

/// `cp.async.bulk.<rest>`.
fn bulk(i: &PtxInstruction, rest: &[&str]) -> Option<PtxEffect> {
    let ops = i.operands.as_slice();
    let hints_only = |extra: &[&str]| {
        extra.iter().all(|m| {
            m.starts_with("L2::") || *m == "multicast::cluster" || m.starts_with("cta_group")
        })
    };
    match rest {
        ["commit_group"] => Some(PtxEffect::AsyncCommit(AsyncQueue::BulkGroups)),
        ["wait_group"] => Some(wait(i, AsyncQueue::BulkGroups, false)),
        ["wait_group", "read"] => Some(wait(i, AsyncQueue::BulkGroups, true)),
        ["prefetch", ..] => Some(PtxEffect::None),
        // Global (or this CTA's shared memory) → shared memory, signalling an mbarrier.
        [dst_space, src, "mbarrier::complete_tx::bytes", extra @ ..]
            if matches!(*src, "global" | "shared::cta") && hints_only(extra) =>
        {
            let bytes = match ops.get(2)? {
                PtxOperand::Immediate(n) => u32::try_from(*n).ok()?,
                _ => 0,
            };
            let src_space = StateSpace::from_modifier(src)?;
            Some(mbarrier_copy(
                PtxAccess::at(&ops[0], AccessKind::Write, shared_space(dst_space)?, bytes)?,
                PtxAccess::at(&ops[1], AccessKind::Read, src_space, bytes)?,
                ops.get(3)?,
                shared_space(dst_space)?,
            ))
        }
        // Shared → global in a bulk group.
        ["global", "shared::cta", "bulk_group", extra @ ..] if hints_only(extra) => {
            let bytes = match ops.get(2)? {
                PtxOperand::Immediate(n) => u32::try_from(*n).ok()?,
                _ => 0,
            };
            Some(PtxEffect::AsyncOperation {
                queue: AsyncQueue::BulkGroups,
                accesses: vec![
                    PtxAccess::at(&ops[1], AccessKind::Read, StateSpace::Shared, bytes)?,
                    PtxAccess::at(&ops[0], AccessKind::Write, StateSpace::Global, bytes)?,
                ],
            })
        }
        ["tensor", dims, rest @ ..] if dims.ends_with('d') => tensor(i, rest),
        _ => None,
    }
}

/// `cp.async.bulk.tensor.Nd.<rest>`: the box is in the tensor map, so the shared side is the
/// whole object and the global side some global memory.
fn tensor(i: &PtxInstruction, rest: &[&str]) -> Option<PtxEffect> {
    let ops = i.operands.as_slice();
    let mode =
        |m: &&str| matches!(*m, "tile" | "im2col" | "im2col_no_offs") || m.starts_with("tile::");
    let hint = |m: &&str| {
        m.starts_with("L2::") || *m == "multicast::cluster" || m.starts_with("cta_group")
    };
    match rest {
        [dst_space, "global", extra @ ..]
            if extra.contains(&"mbarrier::complete_tx::bytes")
                && extra
                    .iter()
                    .all(|m| mode(m) || hint(m) || *m == "mbarrier::complete_tx::bytes") =>
        {
            let space = shared_space(dst_space)?;
            let PtxOperand::Address {
                coordinates: Some(_),
                ..
            } = ops.get(1)?
            else {
                return None;
            };
            Some(mbarrier_copy(
                PtxAccess::at(&ops[0], AccessKind::Write, space, 0)?,
                somewhere(AccessKind::Read, StateSpace::Global),
                ops.get(2)?,
                space,
            ))
        }
        ["global", "shared::cta", extra @ ..]
            if extra.contains(&"bulk_group")
                && extra
                    .iter()
                    .all(|m| mode(m) || hint(m) || *m == "bulk_group") =>
        {
            let PtxOperand::Address {
                coordinates: Some(_),
                ..
            } = ops.first()?
            else {
                return None;
            };
            Some(PtxEffect::AsyncOperation {
                queue: AsyncQueue::BulkGroups,
                accesses: vec![
                    PtxAccess::at(ops.get(1)?, AccessKind::Read, StateSpace::Shared, 0)?,
                    somewhere(AccessKind::Write, StateSpace::Global),
                ],
            })
        }
        _ => None,
    }
}

/// A copy completed through the mbarrier at `mbar`: its write, its read, and the
/// transaction-count update of the mbarrier when it lands.
fn mbarrier_copy(
    dst: PtxAccess,
    src: PtxAccess,
    mbar: &PtxOperand,
    space: StateSpace,
) -> PtxEffect {
    match mbarrier_object(mbar, space) {
        Some(signal) => PtxEffect::AsyncOperation {
            queue: AsyncQueue::Mbarrier,
            accesses: vec![dst, src, signal],
        },
        None => PtxEffect::Unknown,
    }
}

/// `mbarrier.<op>…`.
fn mbarrier(i: &PtxInstruction, op: &str) -> Option<PtxEffect> {
    let space = i.state_space();
    let (address_operand, waits) = match op {
        "pending_count" => return Some(PtxEffect::None),
        "init" | "inval" | "expect_tx" | "complete_tx" => (0, false),
        "arrive" | "arrive_drop" => (1, false),
        "test_wait" | "try_wait" => (1, true),
        _ => return None,
    };
    let mut access = mbarrier_object(i.operands.get(address_operand)?, space)?;
    // Arrivals and transaction counts are counters updated in any order, and a wait observes
    // only the phase they complete together: the counting operations commute with one
    // another (`ReduceOp` "mbarrier"). Arrive is `.release`, a wait `.acquire`, both `.cta`
    // unless the instruction says otherwise.
    let (strength, scope) = super::effect::strength_and_scope(i);
    access.strength = match strength {
        Strength::Weak | Strength::Relaxed | Strength::Volatile if waits => Strength::Acquire,
        Strength::Weak | Strength::Relaxed | Strength::Volatile => Strength::Release,
        explicit => explicit,
    };
    access.scope = if i
        .modifiers
        .iter()
        .any(|m| Scope::from_ptx_modifier(m).is_some())
    {
        scope
    } else {
        Scope::Cta
    };
    access.reduction = Some(ReduceOp {
        op: "mbarrier",
        bytes: 8,
    });
    if matches!(op, "init" | "inval") {
        access.reduction = None;
        // Not atomic: every other operation must happen after the initialization (PTX ISA,
        // "mbarrier.init": an uninitialized mbarrier object is undefined behaviour), so the
        // barrier that publishes it orders a plain write against the others' atomics.
        access.kind = AccessKind::Write;
        access.atomic = false;
    }
    Some(PtxEffect::Mbarrier { access, waits })
}

#[cfg(test)]
mod tests {
    use super::super::effect::effect as effect_of;
    use super::*;

    fn of(text: &str) -> PtxEffect {
        effect_of(&PtxInstruction::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")))
    }

    fn operation(text: &str) -> (AsyncQueue, Vec<(AccessKind, StateSpace, u32, bool)>) {
        match of(text) {
            PtxEffect::AsyncOperation { queue, accesses } => (
                queue,
                accesses
                    .iter()
                    .map(|a| (a.kind, a.space, a.bytes, a.atomic))
                    .collect(),
            ),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn tma_load_writes_the_destination_object_and_signals_its_mbarrier() {
        let (queue, accesses) = operation(
            "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5]",
        );
        assert_eq!(queue, AsyncQueue::Mbarrier);
        assert_eq!(
            accesses,
            [
                (AccessKind::Write, StateSpace::Shared, 0, false),
                (AccessKind::Read, StateSpace::Global, 0, false),
                (AccessKind::ReadWrite, StateSpace::Shared, 8, true),
            ]
        );
    }

    #[test]
    fn bulk_copies_with_a_size_and_the_bulk_group_store() {
        let (queue, accesses) = operation(
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 256, [$2]",
        );
        assert_eq!(queue, AsyncQueue::Mbarrier);
        assert_eq!(
            accesses[0],
            (AccessKind::Write, StateSpace::SharedCluster, 256, false)
        );
        let (queue, accesses) = operation(
            "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4]",
        );
        assert_eq!(queue, AsyncQueue::BulkGroups);
        assert_eq!(
            accesses,
            [
                (AccessKind::Read, StateSpace::Shared, 0, false),
                (AccessKind::Write, StateSpace::Global, 0, false)
            ]
        );
        assert_eq!(
            of("cp.async.bulk.wait_group.read 0"),
            PtxEffect::AsyncWait {
                queue: AsyncQueue::BulkGroups,
                keep_recent: Some(0),
                reads_only: true
            }
        );
        assert_eq!(
            of("cp.async.bulk.commit_group"),
            PtxEffect::AsyncCommit(AsyncQueue::BulkGroups)
        );
    }

    #[test]
    fn wgmma_reads_any_shared_memory_until_its_group_completes() {
        let (queue, accesses) = operation(
            "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1}, $2, $3, $4, 1, 1, 0, 0",
        );
        assert_eq!(queue, AsyncQueue::WgmmaGroups);
        assert_eq!(accesses, [(AccessKind::Read, StateSpace::Shared, 0, false)]);
        assert_eq!(of("wgmma.fence.sync.aligned"), PtxEffect::None);
        assert_eq!(
            of("wgmma.wait_group.sync.aligned 1"),
            PtxEffect::AsyncWait {
                queue: AsyncQueue::WgmmaGroups,
                keep_recent: Some(1),
                reads_only: false
            }
        );
    }

    #[test]
    fn mbarrier_operations_are_atomic_accesses_and_waits_complete_copies() {
        use AccessKind::{ReadWrite, Write};
        for (text, kind, atomic, waits) in [
            (
                "@$0 mbarrier.init.shared::cta.b64 [$1], 1",
                Write,
                false,
                false,
            ),
            (
                "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768",
                ReadWrite,
                true,
                false,
            ),
            (
                "mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1",
                ReadWrite,
                true,
                true,
            ),
            (
                "mbarrier.test_wait.shared.b64 $0, [$1], $2",
                ReadWrite,
                true,
                true,
            ),
            (
                "@$0 mbarrier.inval.shared::cta.b64 [$1]",
                Write,
                false,
                false,
            ),
        ] {
            match of(text) {
                PtxEffect::Mbarrier { access, waits: w } => {
                    assert_eq!(
                        (access.kind, access.atomic, access.bytes, access.space, w),
                        (kind, atomic, 8, StateSpace::Shared, waits),
                        "{text}"
                    );
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn fences_and_tensor_maps() {
        assert_eq!(of("fence.proxy.async.shared::cta"), PtxEffect::None);
        assert_eq!(
            of("@$0 fence.proxy.tensormap::generic.acquire.gpu [ $1 + 0 ], 0x80"),
            PtxEffect::None
        );
        let PtxEffect::Access(a) =
            of("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1")
        else {
            panic!()
        };
        assert_eq!(
            (a.kind, a.space, a.bytes),
            (AccessKind::Write, StateSpace::Shared, 128)
        );
        let PtxEffect::Accesses(list) = of(
            "@$0 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $1 + 0 ], [ $2 + 0 ], 0x80",
        ) else {
            panic!()
        };
        assert_eq!(
            list.iter().map(|a| (a.kind, a.space)).collect::<Vec<_>>(),
            [
                (AccessKind::Read, StateSpace::Shared),
                (AccessKind::Write, StateSpace::Global)
            ]
        );
    }

    #[test]
    fn what_stays_unknown() {
        for t in [
            "cp.async.mbarrier.arrive.b64 [$0]",
            "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [$0], [$1], 16",
            "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2]",
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 256", // no mbarrier
            "mbarrier.arrive.b64 $0, $1", // no address
        ] {
            assert_eq!(of(t), PtxEffect::Unknown, "{t}");
        }
    }
}
