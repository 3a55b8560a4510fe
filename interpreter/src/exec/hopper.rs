//! Executing Hopper's asynchronous machinery in inline PTX (`syncflow_ir::ptx::hopper`):
//! bulk copies, their groups and mbarriers ([`super::async_copy`], [`super::mbarrier`]),
//! `wgmma` groups, proxy fences, prefetches and tensor-map updates.
//!
//! `wgmma.mma_async` computes nothing here (its outputs are zero); what matters to the race
//! detector is its read of shared memory, in flight until the `wgmma.wait_group` that
//! completes its group: the tiles its matrix descriptors name ([`super::wgmma`]), or the
//! objects its descriptor operands point to when they are pointers (the generator's form),
//! or every shared object — never more than the effect model's "any shared memory". TMA (`cp.async.bulk.tensor`) copies move whole objects: their box is in a
//! tensor map the interpreter does not decode (see [`tensor`]); their rule in the effect
//! model is the non-tensor copy's with a larger extent.

use super::access::{access, fault};
use super::async_copy::{self, Touch};
use super::inline_asm::{address, read, write, AsmRegisters};
use super::*;
use syncflow_ir::ptx::{
    effect, AsyncQueue, CopyForm, MatrixForm, PtxEffect, PtxForm, PtxInstruction, PtxOperand,
};

/// Runs `i` if it is one of this module's instructions (`None`: it is not).
pub(super) fn step(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Option<Result<(), Stop>> {
    Some(match PtxForm::of(i) {
        PtxForm::Fence | PtxForm::Prefetch if effect(i) == PtxEffect::None => Ok(()),
        PtxForm::Matrix(MatrixForm::Wgmma) => {
            queued(ctx, th, i, regs, "wgmma", super::wgmma::wgmma)
        }
        PtxForm::Mbarrier => mbarrier(ctx, th, i, regs),
        PtxForm::AsyncCopy(CopyForm::Bulk) if i.has("tensor") => tensor(ctx, th, i, regs),
        PtxForm::AsyncCopy(CopyForm::Bulk) => queued(ctx, th, i, regs, "cp.async.bulk", bulk),
        PtxForm::TensorMap => tensormap(ctx, th, i, regs),
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

/// How [`queued`] issues an asynchronous operation of a queue.
type Issue = fn(
    &mut Ctx<'_, '_>,
    &Thread,
    &PtxInstruction,
    &mut AsmRegisters,
    AsyncQueue,
) -> Result<(), Stop>;

/// A `wgmma` or non-tensor bulk-copy instruction: its commits, waits and effect-free forms
/// here, an asynchronous operation of `queue` by `issue`; any other form (`what`) faults.
fn queued(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
    what: &str,
    issue: Issue,
) -> Result<(), Stop> {
    let e = effect(i);
    if async_copy::commit_or_wait(ctx, th.id, &e) {
        return Ok(());
    }
    match e {
        PtxEffect::None => Ok(()),
        PtxEffect::AsyncOperation { queue, .. } => issue(ctx, th, i, regs, queue),
        _ => Err(fault(ctx, th, format!("this {what} form is not executed"))),
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

/// `cp.async.bulk` of `size` bytes: `[dst], [src], size{, [mbar]}`.
fn bulk(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
    queue: AsyncQueue,
) -> Result<(), Stop> {
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

/// A TMA load, `cp.async.bulk.tensor.Nd.shared::{cta,cluster}.global….mbarrier::complete_tx
/// [dst], [map, {c…}], [mbar]`, or store, `….global.shared::cta.bulk_group [map, {c…}],
/// [src]`. A map the kernel built ([`super::tensor_map`]) gives the box: its rows move
/// between global memory and the box at the shared address, and a load completes the box's
/// bytes on its mbarrier. The generator's form passes a buffer as the map operand, at least
/// as large as the shared object: the whole object moves, from or to that buffer (the effect
/// model's extent for every TMA copy).
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
    let store = queue == AsyncQueue::BulkGroups;
    let (map_op, shared_op) = if store {
        (&i.operands[0], &i.operands[1])
    } else {
        (&i.operands[1], &i.operands[0])
    };
    let (map, coords) = match map_op {
        PtxOperand::Address {
            base, coordinates, ..
        } => {
            let coords: Vec<i64> = match coordinates.as_deref() {
                Some(PtxOperand::Vector(items)) => items
                    .iter()
                    .map(|c| sext(read(regs, c).bits(), 32))
                    .collect(),
                Some(c) => vec![sext(read(regs, c).bits(), 32)],
                None => Vec::new(),
            };
            (read(regs, base).ptr(), coords)
        }
        _ => (Pointer::NULL, Vec::new()),
    };
    let shared = address(regs, shared_op);
    let whole = object_bytes(ctx, shared);
    let available = object_bytes(ctx, map).saturating_sub(map.offset.max(0) as u64);
    let signals = |bytes: u64| (!store).then(|| (address(regs, &i.operands[2]), bytes as i64));
    let mbarrier_touch = |footprint: &mut Vec<Touch>| {
        if !store {
            footprint.push(touch(
                address(regs, &i.operands[2]),
                8,
                AccessKind::ReadWrite,
                true,
            ));
        }
    };
    if available >= whole {
        // The generator's form: the whole shared object, from or to the buffer.
        let object = Pointer {
            offset: 0,
            ..shared
        };
        let (from, to) = if store { (object, map) } else { (map, object) };
        let mut footprint = vec![
            touch(from, whole, AccessKind::Read, false),
            touch(to, whole, AccessKind::Write, false),
        ];
        mbarrier_touch(&mut footprint);
        return async_copy::issue(
            ctx,
            th,
            queue,
            footprint,
            Some((to, from, whole, whole)),
            signals(whole),
        );
    }
    let Some(tile) = super::tensor_map::Tile::read(ctx, map) else {
        return Err(fault(
            ctx,
            th,
            "a TMA copy through a tensor map this run cannot read (built on the host?): its box \
             is not known"
                .into(),
        ));
    };
    let box_bytes = tile.box_bytes();
    let at_box = |offset: u64| Pointer {
        offset: shared.offset.wrapping_add(offset as i64),
        ..shared
    };
    let rows = tile.rows(&coords);
    // The map itself is read (128 bytes, or what the object holds).
    let mut footprint = vec![touch(map, available.min(128), AccessKind::Read, false)];
    let mut landing = Vec::new();
    if store {
        footprint.push(touch(shared, box_bytes, AccessKind::Read, false));
        for r in &rows {
            footprint.push(touch(r.global, r.bytes, AccessKind::Write, false));
            landing.push((r.global, words(ctx, at_box(r.in_box), r.bytes)));
        }
    } else {
        for r in &rows {
            footprint.push(touch(r.global, r.bytes, AccessKind::Read, false));
        }
        footprint.push(touch(shared, box_bytes, AccessKind::Write, false));
        mbarrier_touch(&mut footprint);
        // The box lands as zeros where no row of the tensor is, the rows' bytes elsewhere.
        landing.push((shared, vec![Value::Int(0); box_bytes.div_ceil(4) as usize]));
        for r in &rows {
            landing.push((at_box(r.in_box), words(ctx, r.global, r.bytes)));
        }
    }
    async_copy::issue_runs(ctx, th, queue, footprint, landing, signals(box_bytes))
}

/// The bytes at `p` as 32-bit words (a TMA row is a multiple of 16 bytes).
fn words(ctx: &Ctx<'_, '_>, p: Pointer, bytes: u64) -> Vec<Value> {
    (0..bytes.div_ceil(4))
        .map(|k| {
            let mut q = p;
            q.offset = q.offset.wrapping_add(4 * k as i64);
            ctx.mem.read(q, &Layout::Int(32)).0
        })
        .collect()
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
            // `tensormap.replace.tile.FIELD [map], {ordinal,} value`: a field of the 128-byte
            // map changes (a write of the map for the detector); the fields a TMA copy needs
            // are kept where `super::tensor_map` reads them.
            let map = address(regs, &i.operands[0]);
            access(ctx, th, map, 128, AccessKind::Write, false)?;
            let field = i.modifiers.get(2).map_or("", String::as_str);
            let (ordinal, value) = match &i.operands[1..] {
                [k, v] => (read(regs, k).bits(), read(regs, v)),
                [v] => (0, read(regs, v)),
                _ => return Ok(()),
            };
            if let Some((offset, layout)) = super::tensor_map::field(field, ordinal) {
                let mut p = map;
                p.offset = p.offset.wrapping_add(offset);
                ctx.mem.write(p, &layout, &value);
            }
            Ok(())
        }
        // `tensormap.cp_fenceproxy….sync.aligned`: one copy by the whole warp (every lane
        // names the same map), made here by lane 0 — one lane per lane would be 32 writes
        // of the same 128 bytes, racing with each other.
        PtxEffect::Accesses(_) if i.has("aligned") && !th.id.is_multiple_of(32) => Ok(()),
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
