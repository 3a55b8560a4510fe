//! Asynchronous copies (`cp.async`), executed with their whole window visible to the race
//! detector (docs/design.md §9.2).
//!
//! `cp.async.{ca,cg}.shared.global [dst], [src], size{, src-size}` reads `src` and writes
//! `dst` at a moment the hardware picks between the instruction and the issuing thread's
//! `cp.async.wait_group`/`wait_all` that completes the copy's group. A run cannot try every
//! moment, and it need not: a race is a conflicting access by another thread that no barrier
//! orders against the copy, and the copy may happen in *every* barrier interval from the
//! issue to the completing wait. So the copy is recorded as a read and a write
//!
//! * at the issuing instruction (the copy may happen at once), and
//! * again at the start of every interval it is still in flight in (after each CTA barrier
//!   before its wait),
//!
//! which reports a race with an access in any of those intervals — the union over all
//! completion points, stronger than one adversarial pick. The data moves at the wait (the
//! last moment), so a thread that reads the destination before its wait sees the old bytes.
//!
//! **Groups.** `commit_group` puts the thread's uncommitted copies into a new group;
//! `wait_group N` completes every committed group but the `N` most recent; `wait_all`
//! completes every copy, committed or not. Copies still in flight when the CTA finishes land
//! then.

use super::access::{access, record};
use super::*;

/// A copy in flight.
pub(super) struct PendingCopy {
    thread: u32,
    site: (FunctionId, InstId),
    dst: Pointer,
    src: Pointer,
    bytes: u64,
    /// The bytes read from `src` (as 32-bit words), zero past `src-size`.
    data: Vec<Value>,
    /// The group, once committed (numbered per thread from 0).
    group: Option<u64>,
}

/// Per-CTA state of the asynchronous copies.
#[derive(Default)]
pub(super) struct AsyncCopies {
    pending: Vec<PendingCopy>,
    /// Groups committed so far, per thread.
    committed: HashMap<u32, u64>,
}

const WORD: Layout = Layout::Int(32);

/// Issues a copy of `bytes` (4, 8 or 16) from `src` to `dst`, of which the first `src_size`
/// come from `src` and the rest are zero.
pub(super) fn issue(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    dst: Pointer,
    src: Pointer,
    bytes: u64,
    src_size: u64,
) -> Result<(), Stop> {
    access(ctx, th, src, bytes, AccessKind::Read, false)?;
    access(ctx, th, dst, bytes, AccessKind::Write, false)?;
    let mut data = Vec::new();
    for k in 0..bytes / 4 {
        let mut p = src;
        p.offset = p.offset.wrapping_add(4 * k as i64);
        data.push(if 4 * k < src_size {
            ctx.mem.read(p, &WORD).0
        } else {
            Value::Int(0)
        });
    }
    let f = th.frames.last().expect("frame");
    ctx.async_copies.pending.push(PendingCopy {
        thread: th.id,
        site: (f.func, InstId::new(f.pc as usize)),
        dst,
        src,
        bytes,
        data,
        group: None,
    });
    Ok(())
}

/// `cp.async.commit_group` of thread `thread`.
pub(super) fn commit(ctx: &mut Ctx<'_, '_>, thread: u32) {
    let next = ctx.async_copies.committed.entry(thread).or_insert(0);
    let group = *next;
    *next += 1;
    for c in ctx
        .async_copies
        .pending
        .iter_mut()
        .filter(|c| c.thread == thread && c.group.is_none())
    {
        c.group = Some(group);
    }
}

/// `cp.async.wait_group N` (`Some(N)`) or `cp.async.wait_all` (`None`) of thread `thread`.
pub(super) fn wait(ctx: &mut Ctx<'_, '_>, thread: u32, keep_recent: Option<u64>) {
    let committed = ctx
        .async_copies
        .committed
        .get(&thread)
        .copied()
        .unwrap_or(0);
    let done = |c: &PendingCopy| {
        c.thread == thread
            && match (keep_recent, c.group) {
                (None, _) => true,
                (Some(n), Some(g)) => g + n < committed,
                (Some(_), None) => false,
            }
    };
    let (finished, still): (Vec<PendingCopy>, Vec<PendingCopy>) =
        std::mem::take(&mut ctx.async_copies.pending)
            .into_iter()
            .partition(done);
    ctx.async_copies.pending = still;
    for c in finished {
        land(ctx, c);
    }
}

/// Writes a copy's bytes to its destination.
fn land(ctx: &mut Ctx<'_, '_>, c: PendingCopy) {
    for (k, v) in c.data.iter().enumerate() {
        let mut p = c.dst;
        p.offset = p.offset.wrapping_add(4 * k as i64);
        ctx.mem.write(p, &WORD, v);
    }
}

/// After a CTA barrier has opened a new interval: every copy still in flight may happen in
/// it, so it is recorded there again (with the issuing thread's current warp clock).
pub(super) fn reopen_in_new_interval(ctx: &mut Ctx<'_, '_>, clocks: &[(u32, [u32; 32])]) {
    let in_flight: Vec<_> = ctx
        .async_copies
        .pending
        .iter()
        .map(|c| (c.thread, c.site, c.dst, c.src, c.bytes))
        .collect();
    for (thread, site, dst, src, bytes) in in_flight {
        if let Some((_, clock)) = clocks.iter().find(|(t, _)| *t == thread) {
            ctx.clocks[thread as usize] = *clock;
        }
        record(ctx, thread, site, src, bytes, AccessKind::Read, false);
        record(ctx, thread, site, dst, bytes, AccessKind::Write, false);
    }
}

/// The CTA is done: copies still in flight land.
pub(super) fn finish(ctx: &mut Ctx<'_, '_>) {
    for c in std::mem::take(&mut ctx.async_copies.pending) {
        land(ctx, c);
    }
}
