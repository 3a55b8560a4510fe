//! Asynchronous operations (`cp.async`, bulk copies, `wgmma.mma_async`), executed with their
//! whole window visible to the race detector (docs/design.md §9.2).
//!
//! `cp.async.{ca,cg}.shared.global [dst], [src], size{, src-size}` reads `src` and writes
//! `dst` at a moment the hardware picks between the instruction and the issuing thread's
//! `cp.async.wait_group`/`wait_all` that completes the copy's group. A run cannot try every
//! moment, and it need not: a race is a conflicting access by another thread that no barrier
//! orders against the copy, and the copy may happen in *every* barrier interval from the
//! issue to the completing wait. So the operation's accesses (its *footprint*) are recorded
//!
//! * at the issuing instruction (the copy may happen at once), and
//! * again at the start of every interval it is still in flight in (after each CTA barrier
//!   before its wait),
//!
//! which reports a race with an access in any of those intervals — the union over all
//! completion points, stronger than one adversarial pick. The data moves at the wait (the
//! last moment), so a thread that reads the destination before its wait sees the old bytes.
//!
//! **Queues** ([`AsyncQueue`]). `cp.async` copies, bulk copies of a bulk group and `wgmma`
//! each have per-thread groups: `commit_group` puts the thread's uncommitted operations of
//! the queue into a new group, `wait_group N` completes every committed group of the queue
//! but the `N` most recent, `cp.async.wait_all` every `cp.async` copy, committed or not
//! (`cp.async.bulk.wait_group.read` completes nothing here: the writes may still be pending).
//! A bulk copy that signals an mbarrier belongs to no group: it lands when some thread's
//! `mbarrier.try_wait`/`test_wait` on that mbarrier looks at it ([`super::mbarrier`]), and
//! its landing is the transaction-count update that may end the phase. Operations still in
//! flight when the CTA finishes land then. (The per-CTA state is swapped in and out with its
//! CTA when several CTAs run together.)
//!
//! A `wgmma.mma_async` reads its matrices through descriptors; its footprint is every
//! shared object, read, as the effect model claims (`syncflow_ir::ptx::hopper`).

use super::access::{access, record};
use super::*;
use syncflow_ir::ptx::{AsyncQueue, PtxEffect};

/// One access of an operation's footprint.
#[derive(Clone, Copy, Debug)]
pub(super) struct Touch {
    pub(super) at: Pointer,
    pub(super) bytes: u64,
    pub(super) kind: AccessKind,
    pub(super) atomic: bool,
}

/// An operation in flight.
pub(super) struct Pending {
    thread: u32,
    site: (FunctionId, InstId),
    queue: AsyncQueue,
    footprint: Vec<Touch>,
    /// The bytes to write when it lands (as 32-bit words), and where: one run of bytes, or
    /// several (a TMA box's rows).
    landing: Vec<(Pointer, Vec<Value>)>,
    /// The group, once committed (numbered per thread and queue from 0).
    group: Option<u64>,
    /// The mbarrier it signals, and the transaction bytes it completes there.
    signals: Option<(Pointer, i64)>,
}

/// Per-CTA state of the asynchronous operations.
#[derive(Default)]
pub(super) struct AsyncCopies {
    pending: Vec<Pending>,
    /// Groups committed so far, per thread and queue.
    committed: HashMap<(u32, AsyncQueue), u64>,
    /// The mbarriers' states ([`super::mbarrier`]).
    pub(super) mbarriers: super::mbarrier::Mbarriers,
}

const WORD: Layout = Layout::Int(32);

/// The words of `bytes` at `src`, zero past the first `src_size` (read byte by byte where
/// `src_size` ends inside a word, so nothing past it is read).
fn snapshot(ctx: &Ctx<'_, '_>, src: Pointer, bytes: u64, src_size: u64) -> Vec<Value> {
    let at = |k: u64| Pointer {
        offset: src.offset.wrapping_add(k as i64),
        ..src
    };
    (0..bytes / 4)
        .map(|k| {
            let first = 4 * k;
            if first + 4 <= src_size {
                return ctx.mem.read(at(first), &WORD).0;
            }
            let word = (first..src_size.min(first + 4)).fold(0u64, |w, b| {
                w | (ctx.mem.read(at(b), &Layout::Int(8)).0.bits() << (8 * (b - first)))
            });
            Value::Int(word)
        })
        .collect()
}

/// Issues an operation of `queue` whose accesses are `footprint`, writing `landing` (bytes
/// read now from the source) when it completes, and signalling `signals`.
pub(super) fn issue(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    queue: AsyncQueue,
    footprint: Vec<Touch>,
    landing: Option<(Pointer, Pointer, u64, u64)>,
    signals: Option<(Pointer, i64)>,
) -> Result<(), Stop> {
    // The footprint's accesses are checked (and an access outside its object reported)
    // before the source is read.
    for t in &footprint {
        access(ctx, th, t.at, t.bytes, t.kind, t.atomic)?;
    }
    let landing = landing
        .map(|(dst, src, bytes, src_size)| (dst, snapshot(ctx, src, bytes, src_size)))
        .into_iter()
        .collect();
    push(ctx, th, queue, footprint, landing, signals);
    Ok(())
}

/// [`issue`] with the bytes to land already read: `(destination, 32-bit words)` runs.
pub(super) fn issue_runs(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    queue: AsyncQueue,
    footprint: Vec<Touch>,
    landing: Vec<(Pointer, Vec<Value>)>,
    signals: Option<(Pointer, i64)>,
) -> Result<(), Stop> {
    for t in &footprint {
        access(ctx, th, t.at, t.bytes, t.kind, t.atomic)?;
    }
    push(ctx, th, queue, footprint, landing, signals);
    Ok(())
}

/// Puts an operation whose footprint was recorded in flight.
fn push(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    queue: AsyncQueue,
    footprint: Vec<Touch>,
    landing: Vec<(Pointer, Vec<Value>)>,
    signals: Option<(Pointer, i64)>,
) {
    let f = th.frames.last().expect("frame");
    ctx.async_copies.pending.push(Pending {
        thread: th.id,
        site: (f.func, InstId::new(f.pc as usize)),
        queue,
        footprint,
        landing,
        group: None,
        signals,
    });
}

/// A `cp.async` copy of `bytes` (4, 8 or 16) from `src` to `dst`, of which the first
/// `src_size` come from `src` and the rest are zero.
pub(super) fn issue_copy(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    dst: Pointer,
    src: Pointer,
    bytes: u64,
    src_size: u64,
) -> Result<(), Stop> {
    // Only the first `src_size` bytes are read from the source (PTX `cp.async`'s
    // src-size: the rest of the destination is zero-filled).
    let footprint = vec![
        Touch {
            at: src,
            bytes: src_size.min(bytes),
            kind: AccessKind::Read,
            atomic: false,
        },
        Touch {
            at: dst,
            bytes,
            kind: AccessKind::Write,
            atomic: false,
        },
    ];
    issue(
        ctx,
        th,
        AsyncQueue::CopyGroups,
        footprint,
        Some((dst, src, bytes, src_size)),
        None,
    )
}

/// A commit of thread `thread`'s uncommitted operations of `queue`.
pub(super) fn commit(ctx: &mut Ctx<'_, '_>, thread: u32, queue: AsyncQueue) {
    let next = ctx
        .async_copies
        .committed
        .entry((thread, queue))
        .or_insert(0);
    let group = *next;
    *next += 1;
    for c in ctx
        .async_copies
        .pending
        .iter_mut()
        .filter(|c| c.thread == thread && c.queue == queue && c.group.is_none())
    {
        c.group = Some(group);
    }
}

/// `wait_group N` (`Some(N)`) or `cp.async.wait_all` (`None`) of thread `thread` on `queue`.
pub(super) fn wait(
    ctx: &mut Ctx<'_, '_>,
    thread: u32,
    queue: AsyncQueue,
    keep_recent: Option<u64>,
) {
    let committed = ctx
        .async_copies
        .committed
        .get(&(thread, queue))
        .copied()
        .unwrap_or(0);
    land_where(ctx, |c| {
        c.thread == thread
            && c.queue == queue
            && match (keep_recent, c.group) {
                (None, _) => true,
                (Some(n), Some(g)) => g + n < committed,
                (Some(_), None) => false,
            }
    });
}

/// Runs `effect` if it is a commit or a wait of any queue (`true`), else does nothing
/// (`false`). `cp.async.bulk.wait_group.read` completes nothing: the sources are free again,
/// but the writes may not be done, so they stay in flight.
pub(super) fn commit_or_wait(ctx: &mut Ctx<'_, '_>, thread: u32, effect: &PtxEffect) -> bool {
    match *effect {
        PtxEffect::AsyncCommit(queue) => commit(ctx, thread, queue),
        PtxEffect::AsyncWait {
            reads_only: true, ..
        } => {}
        PtxEffect::AsyncWait {
            queue, keep_recent, ..
        } => wait(ctx, thread, queue, keep_recent.map(u64::from)),
        _ => return false,
    }
    true
}

/// Lands every copy in flight that signals the mbarrier at `mbarrier` (a wait looks at it:
/// the latest moment the hardware may have finished them).
pub(super) fn land_signalling(ctx: &mut Ctx<'_, '_>, mbarrier: Pointer) {
    land_where(ctx, |c| c.signals.is_some_and(|(m, _)| m == mbarrier));
}

fn land_where(ctx: &mut Ctx<'_, '_>, done: impl Fn(&Pending) -> bool) {
    let (finished, still): (Vec<Pending>, Vec<Pending>) =
        std::mem::take(&mut ctx.async_copies.pending)
            .into_iter()
            .partition(done);
    ctx.async_copies.pending = still;
    for c in finished {
        land(ctx, c);
    }
}

/// Writes an operation's bytes to its destination and signals its mbarrier.
fn land(ctx: &mut Ctx<'_, '_>, c: Pending) {
    for (dst, words) in &c.landing {
        for (k, v) in words.iter().enumerate() {
            let mut p = *dst;
            p.offset = p.offset.wrapping_add(4 * k as i64);
            ctx.mem.write(p, &WORD, v);
        }
    }
    if let Some((mbarrier, bytes)) = c.signals {
        ctx.async_copies.mbarriers.complete_tx(mbarrier, bytes);
    }
}

/// After a CTA barrier: every operation still in flight may happen after it, so its
/// footprint is recorded again, stamped with the issuing thread's epoch after the barrier
/// (unordered with the other threads' accesses after the barrier).
pub(super) fn reopen_in_new_interval(ctx: &mut Ctx<'_, '_>) {
    let in_flight: Vec<_> = ctx
        .async_copies
        .pending
        .iter()
        .map(|c| (c.thread, c.site, c.footprint.clone()))
        .collect();
    let base = ctx.cur as u32 * ctx.hb.per_cta;
    for (thread, site, footprint) in in_flight {
        for t in footprint {
            record(
                ctx,
                base + thread,
                site,
                t.at,
                t.bytes,
                t.kind,
                t.atomic.into(),
            );
        }
    }
}

/// The CTA is done: operations still in flight land.
pub(super) fn finish(ctx: &mut Ctx<'_, '_>) {
    for c in std::mem::take(&mut ctx.async_copies.pending) {
        land(ctx, c);
    }
}
