//! Executing Hopper's asynchronous machinery in inline PTX (`syncflow_ir::ptx::hopper`):
//! bulk copies, their groups and mbarriers ([`super::async_copy`], [`super::mbarrier`]),
//! `wgmma` groups, proxy fences, prefetches and tensor-map updates.
//!
//! `wgmma.mma_async` computes nothing here (its outputs are zero); what matters to the race
//! detector is its read of shared memory, in flight until the `wgmma.wait_group` that
//! completes its group: the objects its descriptor operands point to when they are pointers
//! (the generator passes the array, where real code passes `(addr & 0x3FFFF) >> 4` and a
//! layout), every shared object otherwise — never more than the effect model's "any shared
//! memory". TMA (`cp.async.bulk.tensor`) copies are not executed: their box is in
//! a tensor map the interpreter does not decode (the program decoder leaves such asm
//! unexecuted, and the generator does not emit it); their rule in the effect model is the
//! non-tensor copy's with a larger extent.

use super::access::{access, fault};
use super::async_copy::{self, Touch};
use super::inline_asm::{address, read, write, AsmRegisters};
use super::*;
use syncflow_ir::ptx::{effect, AsyncQueue, PtxEffect, PtxInstruction, PtxOperand};

/// Runs `i` if it is one of this module's instructions (`None`: it is not).
pub(super) fn step(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Option<Result<(), Stop>> {
    Some(match i.root.as_str() {
        "fence" | "prefetch" | "prefetchu" if effect(i) == PtxEffect::None => Ok(()),
        "wgmma" => wgmma(ctx, th, i, regs),
        "mbarrier" => mbarrier(ctx, th, i, regs),
        "cp" if i.has("bulk") => bulk(ctx, th, i, regs),
        "tensormap" => tensormap(ctx, th, i, regs),
        _ => return None,
    })
}

fn touch(at: Pointer, bytes: u64, kind: AccessKind, atomic: bool) -> Touch {
    Touch {
        at,
        bytes,
        kind,
        atomic,
    }
}

fn wgmma(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    let e = effect(i);
    if async_copy::commit_or_wait(ctx, th.id, &e) {
        return Ok(());
    }
    match e {
        PtxEffect::None => Ok(()),
        PtxEffect::AsyncOperation { queue, .. } => {
            // The matrices its descriptors name, read for as long as the group is in flight:
            // a descriptor that is a pointer (the generator passes the array) names that
            // shared object; any other value, every shared object.
            let named: Vec<ObjectId> = i.operands[1..]
                .iter()
                .filter(|o| matches!(o, PtxOperand::Placeholder(_)))
                .map(|o| read(regs, o))
                .map(|v| {
                    let p = v.ptr();
                    let shared = ctx
                        .mem
                        .objects
                        .get(p.object as usize)
                        .is_some_and(|o| o.space == addr_space::SHARED);
                    shared.then_some(p.object)
                })
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default();
            let footprint: Vec<Touch> = ctx
                .mem
                .objects
                .iter()
                .enumerate()
                .filter(|(id, o)| {
                    o.space == addr_space::SHARED
                        && (named.is_empty() || named.contains(&(*id as ObjectId)))
                })
                .map(|(id, o)| {
                    let at = Pointer {
                        object: id as ObjectId,
                        offset: 0,
                    };
                    touch(at, o.bytes.len() as u64, AccessKind::Read, false)
                })
                .collect();
            async_copy::issue(ctx, th, queue, footprint, None, None)?;
            if let Some(d) = i.operands.first() {
                write(regs, d, Value::Int(0));
            }
            Ok(())
        }
        _ => Err(fault(ctx, th, "this wgmma form is not executed".into())),
    }
}

fn mbarrier_fault(ctx: &mut Ctx<'_, '_>, th: &Thread, e: super::mbarrier::MbarrierError) -> Stop {
    fault(ctx, th, e.message())
}

fn mbarrier(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    let op = i.modifiers.first().map_or("", String::as_str);
    let at = usize::from(matches!(op, "arrive" | "try_wait" | "test_wait"));
    let Some(operand) = i.operands.get(at) else {
        return Err(fault(ctx, th, format!("mbarrier.{op} without an address")));
    };
    let m = super::cluster::local(ctx, address(regs, operand));
    // Another CTA's mbarrier (`.shared::cluster`, through `mapa`): its table and its copy of
    // shared memory, visited for the one operation.
    match super::cluster::remote(ctx, m) {
        Some((cta, m)) => {
            let home = ctx.cur;
            ctx.switch_to(cta);
            let done = mbarrier_at(ctx, th, i, regs, op, m);
            ctx.switch_to(home);
            done
        }
        None => mbarrier_at(ctx, th, i, regs, op, m),
    }
}

/// `mbarrier.<op>` on the mbarrier at `m`, of the current CTA.
fn mbarrier_at(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
    op: &str,
    m: Pointer,
) -> Result<(), Stop> {
    let operand = |k: usize| i.operands.get(k);
    let number = |k: usize| operand(k).map_or(0, |o| read(regs, o).bits());
    match op {
        "init" | "inval" => {
            access(ctx, th, m, 8, AccessKind::Write, false)?;
            if op == "init" {
                ctx.async_copies.mbarriers.init(m, number(1) as u32);
            } else {
                ctx.async_copies.mbarriers.inval(m);
            }
            Ok(())
        }
        "expect_tx" => {
            access(ctx, th, m, 8, AccessKind::ReadWrite, true)?;
            let bytes = number(1) as i64;
            ctx.async_copies
                .mbarriers
                .expect_tx(m, bytes)
                .map_err(|e| mbarrier_fault(ctx, th, e))
        }
        "arrive" => {
            access(ctx, th, m, 8, AccessKind::ReadWrite, true)?;
            let tx = if i.has("expect_tx") {
                number(2) as i64
            } else {
                0
            };
            // An arrive releases into the phase (a remote one, at cluster scope, into the
            // other CTA's mbarrier).
            let clock = ctx.hb.release_clock(th.gid);
            let token = ctx
                .async_copies
                .mbarriers
                .arrive(m, tx, &clock)
                .map_err(|e| mbarrier_fault(ctx, th, e))?;
            write(regs, &i.operands[0], Value::Int(token));
            Ok(())
        }
        "try_wait" | "test_wait" => {
            access(ctx, th, m, 8, AccessKind::ReadWrite, true)?;
            async_copy::land_signalling(ctx, m);
            let (over, completed) = ctx
                .async_copies
                .mbarriers
                .phase_over(m, number(2), i.has("parity"))
                .map_err(|e| mbarrier_fault(ctx, th, e))?;
            // Observing the completion acquires the arrivals of the phase.
            ctx.hb.acquire(th.gid, &completed);
            write(regs, &i.operands[0], Value::Int(u64::from(over)));
            Ok(())
        }
        _ => Err(fault(ctx, th, format!("mbarrier.{op} is not executed"))),
    }
}

fn bulk(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    if i.has("tensor") {
        return tensor(ctx, th, i, regs);
    }
    let e = effect(i);
    if async_copy::commit_or_wait(ctx, th.id, &e) {
        return Ok(());
    }
    match e {
        PtxEffect::None => Ok(()),
        PtxEffect::AsyncOperation { queue, .. } => {
            let dst = address(regs, &i.operands[0]);
            let src = address(regs, &i.operands[1]);
            let bytes = read(regs, &i.operands[2]).bits();
            let mut footprint = vec![
                touch(src, bytes, AccessKind::Read, false),
                touch(dst, bytes, AccessKind::Write, false),
            ];
            let signals = match queue {
                AsyncQueue::Mbarrier => {
                    let m = address(regs, &i.operands[3]);
                    footprint.push(touch(m, 8, AccessKind::ReadWrite, true));
                    Some((m, bytes as i64))
                }
                _ => None,
            };
            async_copy::issue(
                ctx,
                th,
                queue,
                footprint,
                Some((dst, src, bytes, bytes)),
                signals,
            )
        }
        _ => Err(fault(
            ctx,
            th,
            "this cp.async.bulk form is not executed".into(),
        )),
    }
}

/// A TMA load, `cp.async.bulk.tensor.Nd.shared::{cta,cluster}.global….mbarrier::complete_tx
/// [dst], [map, {c…}], [mbar]`, or store, `….global.shared::cta.bulk_group [map, {c…}],
/// [src]`. The interpreter does not decode tensor maps: a load writes the whole destination
/// object (the effect model's extent for every TMA copy) from the bytes at the map operand
/// (the generator passes the source buffer there) and completes that many transaction bytes
/// on the mbarrier when it lands; a store reads the whole source object and writes it at the
/// map operand, completed by its bulk group's wait.
fn tensor(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    let queue = match effect(i) {
        PtxEffect::AsyncOperation { queue, .. } => queue,
        _ => return Err(fault(ctx, th, "this TMA form is not executed".into())),
    };
    let map = |op: &PtxOperand| match op {
        PtxOperand::Address { base, .. } => read(regs, base).ptr(),
        _ => Pointer::NULL,
    };
    if queue == AsyncQueue::BulkGroups {
        // A TMA store, `[map, {c…}], [src]`: the whole source object, to the map operand.
        let mut src = address(regs, &i.operands[1]);
        src.offset = 0;
        let dst = map(&i.operands[0]);
        let bytes = object_bytes(ctx, src);
        let footprint = vec![
            touch(src, bytes, AccessKind::Read, false),
            touch(dst, bytes, AccessKind::Write, false),
        ];
        return async_copy::issue(
            ctx,
            th,
            queue,
            footprint,
            Some((dst, src, bytes, bytes)),
            None,
        );
    }
    let mut dst = address(regs, &i.operands[0]);
    dst.offset = 0;
    let src = map(&i.operands[1]);
    let m = address(regs, &i.operands[2]);
    let bytes = object_bytes(ctx, dst);
    let footprint = vec![
        touch(src, bytes, AccessKind::Read, false),
        touch(dst, bytes, AccessKind::Write, false),
        touch(m, 8, AccessKind::ReadWrite, true),
    ];
    async_copy::issue(
        ctx,
        th,
        AsyncQueue::Mbarrier,
        footprint,
        Some((dst, src, bytes, bytes)),
        Some((m, bytes as i64)),
    )
}

/// The size of the object `p` points into.
fn object_bytes(ctx: &Ctx<'_, '_>, p: Pointer) -> u64 {
    ctx.mem
        .objects
        .get(p.object as usize)
        .map_or(0, |o| o.bytes.len() as u64)
}

fn tensormap(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    match effect(i) {
        PtxEffect::Access(_) => {
            // `tensormap.replace`: a field of the 128-byte map changes; its value is not
            // modelled, the write is.
            let map = address(regs, &i.operands[0]);
            access(ctx, th, map, 128, AccessKind::Write, false)
        }
        PtxEffect::Accesses(_) => {
            let dst = address(regs, &i.operands[0]);
            let src = address(regs, &i.operands[1]);
            access(ctx, th, src, 128, AccessKind::Read, false)?;
            access(ctx, th, dst, 128, AccessKind::Write, false)?;
            let word = Layout::Int(32);
            for k in 0..32 {
                let (mut from, mut to) = (src, dst);
                from.offset += 4 * k;
                to.offset += 4 * k;
                let (v, _) = ctx.mem.read(from, &word);
                ctx.mem.write(to, &word, &v);
            }
            Ok(())
        }
        _ => Err(fault(ctx, th, "this tensormap form is not executed".into())),
    }
}
