//! Memory accesses as the race detector sees them: every load, store and atomic goes through
//! [`access`], which checks bounds and ownership, checks and records the access in the
//! happens-before detector's shadow memory ([`crate::hb`]), reports races, and then
//! performs the access's synchronization (acquire, release); [`fault`] stops a thread with a
//! located fault, and every fault names its place by [`fault_at`].

use super::*;
use crate::FaultAt;

/// Where `th` stands, as a fault names it: its current instruction, with the function, the
/// source location and the instruction's text.
fn fault_at(ctx: &Ctx<'_, '_>, th: &Thread) -> FaultAt {
    let f = th.frames.last().expect("frame");
    let module = ctx.prog.module;
    let func = &module.functions[f.func];
    let inst = &func.insts[InstId::new(f.pc as usize)];
    FaultAt {
        site: Some((f.func, InstId::new(f.pc as usize))),
        thread: th.id,
        function: func.name.clone(),
        location: place(module, inst),
        text: module.source[inst.span.range()].trim().to_string(),
    }
}

pub(super) fn fault(ctx: &mut Ctx<'_, '_>, th: &Thread, what: String) -> Stop {
    let at = fault_at(ctx, th);
    ctx.report.faults.push(Fault::Error { at, message: what });
    Stop
}

#[allow(clippy::too_many_arguments)]
pub(super) fn access(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    size: u64,
    kind: AccessKind,
    sem: impl Into<Sem>,
) -> Result<(), Stop> {
    let sem = sem.into();
    if let Err(AccessError::OutOfBounds {
        object,
        offset,
        size,
        object_size,
    }) = ctx.mem.check(p, size)
    {
        let at = fault_at(ctx, th);
        ctx.report.faults.push(Fault::OutOfBounds {
            at,
            object,
            offset,
            size,
            object_size,
        });
        return Err(Stop);
    }
    let f = th.frames.last().expect("frame");
    let site = (f.func, InstId::new(f.pc as usize));
    if ctx.prog.amdgpu {
        // Which execution of this instruction this is, for `hb`'s one-wave-instruction rule.
        let n = ctx
            .executions
            .entry((th.gid, caller_site(th), f.func, f.pc))
            .or_insert(0);
        *n += 1;
        ctx.instance = *n;
    }
    record(ctx, th.gid, site, p, size, kind, sem);
    ctx.instance = 0;
    if let Some(region) = region(ctx, p) {
        ctx.hb
            .synchronize(th.gid, region, p.offset, sem, kind.reads(), kind.writes());
    }
    Ok(())
}

/// The call instruction the thread's current frame was entered through (`None` in the
/// kernel): two lanes executing one instruction of a function called from different sites
/// are not executing one wave instruction.
fn caller_site(th: &Thread) -> Option<(FunctionId, u32)> {
    let n = th.frames.len();
    (n >= 2).then(|| (th.frames[n - 2].func, th.frames[n - 2].pc))
}

/// The detector's region of the object `p` points into (shared objects are per CTA: a
/// window onto another CTA's copy is that copy), or `None` for thread-private memory.
pub(super) fn region(ctx: &Ctx<'_, '_>, p: Pointer) -> Option<super::super::hb::Region> {
    let obj = &ctx.mem.objects[p.object as usize];
    if let Some((object, cta)) = obj.window {
        return Some((object, cta));
    }
    if obj.owner.is_some() || obj.space == addr_space::LOCAL {
        return None;
    }
    let owner = if obj.space == addr_space::SHARED {
        ctx.cur as u32
    } else {
        u32::MAX
    };
    Some((p.object, owner))
}

/// Records an access of thread `thread` (its index in the launch) made by instruction `site`
/// in the detector's shadow (and in the access log when asked) and reports a race with an
/// earlier one. [`access`] calls it for the instruction at hand; the asynchronous copies call
/// it again at every barrier for the copies still in flight (`async_copy`).
pub(super) fn record(
    ctx: &mut Ctx<'_, '_>,
    thread: u32,
    (function, inst): (FunctionId, InstId),
    p: Pointer,
    size: u64,
    kind: AccessKind,
    sem: Sem,
) {
    let atomic = sem.strong.is_some();
    let per_cta = ctx.hb.per_cta;
    if ctx.cfg.record_accesses {
        ctx.report.accesses.push(AccessEvent {
            thread: thread % per_cta,
            interval: ctx.interval,
            function,
            inst,
            object: ctx.mem.objects[p.object as usize].name.clone(),
            offset: p.offset as u64,
            size,
            kind,
            atomic,
        });
    }
    let Some(region) = region(ctx, p) else {
        return;
    };
    let site = AccessSite {
        function,
        inst,
        writes: kind.writes(),
        reads: kind.reads(),
        strong: sem.strong,
        thread,
        cta: ctx.hb.cta_of(thread),
        cluster: ctx.hb.cluster_of(thread),
        object: p.object,
        offset: p.offset,
        size,
        instance: ctx.instance,
    };
    if let Some(c) = ctx.hb.access(region, site) {
        let key = (
            c.first.function,
            c.first.inst,
            c.second.function,
            c.second.inst,
        );
        let rev = (
            c.second.function,
            c.second.inst,
            c.first.function,
            c.first.inst,
        );
        if ctx.report.races.len() < ctx.cfg.max_findings
            && !ctx.seen_races.contains(&key)
            && !ctx.seen_races.contains(&rev)
        {
            ctx.seen_races.insert(key);
            let states = &ctx.states;
            let info = |s: &AccessSite| {
                let m = ctx.prog.module;
                let func = &m.functions[s.function];
                let i = &func.insts[s.inst];
                AccessInfo {
                    thread: s.thread % per_cta,
                    cta: states[s.cta as usize].cta,
                    function: func.name.clone(),
                    function_id: s.function,
                    inst: s.inst,
                    kind: if s.reads && s.writes {
                        AccessKind::ReadWrite
                    } else if s.writes {
                        AccessKind::Write
                    } else {
                        AccessKind::Read
                    },
                    atomic: s.atomic(),
                    location: place(m, i),
                    text: m.source[i.span.range()].trim().to_string(),
                }
            };
            let race = Race {
                cta: states[c.second.cta as usize].cta,
                first: info(&c.first),
                second: info(&c.second),
                object: ctx.mem.objects[c.first.object as usize].name.clone(),
                offset: c.offset,
                interval: ctx.interval,
            };
            ctx.report.races.push(race);
        }
    }
}

pub(super) fn load(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    layout: &Layout,
    sem: impl Into<Sem>,
) -> Result<Value, Stop> {
    access(ctx, th, p, layout.size(), AccessKind::Read, sem)?;
    let (v, init) = ctx.mem.read(p, layout);
    if !init {
        let f = th.frames.last().expect("frame");
        let inst = InstId::new(f.pc as usize);
        if ctx.seen_uninit.insert((f.func, inst)) && ctx.report.faults.len() < ctx.cfg.max_findings
        {
            ctx.report.faults.push(Fault::UninitialisedRead {
                at: fault_at(ctx, th),
                object: ctx.mem.objects[p.object as usize].name.clone(),
                offset: p.offset,
            });
        }
    }
    Ok(v)
}
