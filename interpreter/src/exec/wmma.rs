//! `wmma.load` and `wmma.store`: each lane reads (writes) the tile elements of its own
//! fragment (the mapping of `program::mma_spec`), at
//!
//! ```text
//! address(r, c) = ptr + size · (r · stride + c)     (.row)
//!               = ptr + size · (c · stride + r)     (.col)
//! ```
//!
//! with `stride` (in elements) the operand, or the leading dimension when there is none
//! (PTX ISA, "Matrix Storage for WMMA": K for a row-major `M×K` A, M for a column-major one).
//! Each element is one access of the lane for the race detector, like a load or store of its
//! size. The instruction is `.sync.aligned`, but a lane touches only its own elements, so it
//! runs one lane at a time: only `mma` needs the warp together.

use super::super::hb::Sem;
use super::super::program::mma_spec::MmaElem;
use super::super::program::WmmaAccess;
use super::access::{access, fault, load};
use super::mma::{element, element_bits, register_bits, register_value};
use super::*;

fn element_layout(elem: MmaElem) -> Layout {
    Layout::Int(elem.bits())
}

/// Where lane `lane`'s fragment element `e` is.
fn address(w: &WmmaAccess, base: Pointer, stride: i64, lane: usize, e: usize) -> Pointer {
    let (r, c) = w.spec.position(w.matrix, lane, e, w.elem);
    let (r, c) = (r as i64, c as i64);
    let index = if w.row_major {
        r * stride + c
    } else {
        c * stride + r
    };
    Pointer {
        object: base.object,
        offset: base
            .offset
            .wrapping_add(index.wrapping_mul(i64::from(w.elem.bits() / 8))),
    }
}

/// The default stride: the leading dimension.
fn default_stride(w: &WmmaAccess) -> i64 {
    let (rows, cols) = w.spec.dims(w.matrix);
    if w.row_major {
        cols as i64
    } else {
        rows as i64
    }
}

/// Runs lane `th`'s part of a wmma load (its fragment's registers, `outputs` their layouts)
/// or store (`values`, the registers and their layouts).
pub(super) fn execute(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    w: &WmmaAccess,
    base: Pointer,
    stride: Option<u64>,
    values: &[(Value, Layout)],
    outputs: &[Layout],
) -> Result<Option<Value>, Stop> {
    if w.elem.bits() < 8 {
        return Err(fault(
            ctx,
            th,
            "wmma of sub-byte elements is not executed".into(),
        ));
    }
    let stride = stride.map_or_else(|| default_stride(w), |s| sext(s, 32));
    let lane = (th.id % 32) as usize;
    let len = w.spec.fragment_len(w.matrix, w.elem);
    let per = w.elem.per_register();
    let size = u64::from(w.elem.bits() / 8);
    let layout = element_layout(w.elem);
    if w.store {
        let regs: Vec<u64> = values.iter().map(|(v, l)| register_bits(v, l)).collect();
        for e in 0..len {
            let bits = regs.get(e / per).copied().unwrap_or(0);
            let raw = (bits >> (w.elem.bits() * (e % per) as u32)) & mask(w.elem.bits());
            let p = address(w, base, stride, lane, e);
            access(ctx, th, p, size, AccessKind::Write, Sem::PLAIN)?;
            ctx.mem.write(p, &layout, &Value::Int(raw));
        }
        return Ok(None);
    }
    let mut regs = vec![0u64; len.div_ceil(per)];
    for e in 0..len {
        let p = address(w, base, stride, lane, e);
        let v = load(ctx, th, p, &layout, Sem::PLAIN)?;
        let raw = v.bits() & mask(w.elem.bits());
        // Through the element's number and back: the bits as stored (`element_bits` keeps
        // them for every type but `.tf32`, which keeps the float it reads).
        let raw = match w.elem {
            MmaElem::TF32 => element_bits(element(raw, 0, MmaElem::F32), MmaElem::F32, false),
            _ => raw,
        };
        regs[e / per] |= raw << (w.elem.bits() * (e % per) as u32);
    }
    let values: Vec<Value> = regs
        .iter()
        .zip(outputs)
        .map(|(bits, l)| register_value(*bits, l))
        .collect();
    Ok(Some(if values.len() == 1 {
        values.into_iter().next().unwrap_or(Value::Undef)
    } else {
        Value::Agg(Rc::from(values))
    }))
}
