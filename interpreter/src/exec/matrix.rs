//! `ldmatrix` and `stmatrix` (the NVVM intrinsics `llvm.nvvm.{ld,st}matrix.sync.aligned.
//! m8n8.x{1,2,4}[.trans].b16`): a warp moves up to four 8×8 matrices of 16-bit elements
//! between shared memory and registers.
//!
//! Matrix `j`'s row `r` (8 elements, 16 bytes) starts at the address lane `8j + r` gives;
//! the other lanes' addresses are ignored. Each lane holds one 32-bit fragment per matrix:
//! lane `i` has row `i / 4`, columns `2·(i % 4)` and `2·(i % 4) + 1` — or, with `.trans`, the
//! same two positions of the transposed matrix, that is rows `2·(i % 4)` and `2·(i % 4) + 1`
//! of column `i / 4` (PTX ISA, "Warp-level matrix load/store instructions").
//!
//! For the race detector, row `8j + r` is read (or written) by lane `8j + r`, the lane whose
//! address names it — the analyses' model too (`syncflow_ir::matrix_intrinsic`: 16 bytes at
//! each lane's own pointer). The instruction is `.sync.aligned`: it runs when every live lane
//! of the warp has reached it, like a shuffle.

use super::access::{access, fault};
use super::*;

/// One lane's part of a matrix instruction.
#[derive(Clone, Debug)]
pub(super) struct MatrixOp {
    pub store: bool,
    pub trans: bool,
    pub matrices: u8,
    /// The row address this lane gives.
    pub address: Pointer,
    /// The fragments a store writes (one per matrix).
    pub values: Vec<u32>,
}

/// Where lane `lane`'s fragment of matrix `j` lives: the one 32-bit word, or (`.trans`) the
/// two 16-bit halves, low then high.
fn fragment_places(rows: &[Pointer], j: usize, lane: usize, trans: bool) -> Vec<(Pointer, u32)> {
    let at = |row: usize, byte: usize| {
        let mut p = rows[8 * j + row];
        p.offset = p.offset.wrapping_add(byte as i64);
        p
    };
    if trans {
        let column = lane / 4;
        vec![
            (at(2 * (lane % 4), 2 * column), 16),
            (at(2 * (lane % 4) + 1, 2 * column), 16),
        ]
    } else {
        vec![(at(lane / 4, 4 * (lane % 4)), 32)]
    }
}

/// Runs the matrix instruction of the warp at `base` whose lanes wait with `ops`; each lane's
/// result (a load's fragments; `None` for a store).
pub(super) fn execute(
    ctx: &mut Ctx<'_, '_>,
    threads: &[Thread],
    base: usize,
    ops: &[(usize, MatrixOp)],
) -> Result<Vec<(usize, Option<Value>)>, Stop> {
    let first = &ops[0].1;
    let lead = &threads[base + ops[0].0];
    if ops
        .iter()
        .any(|(_, o)| (o.store, o.trans, o.matrices) != (first.store, first.trans, first.matrices))
    {
        return Err(fault(
            ctx,
            lead,
            "lanes of a warp run different matrix instructions".into(),
        ));
    }
    let row_lanes = 8 * usize::from(first.matrices);
    let mut rows = Vec::with_capacity(row_lanes);
    for a in 0..row_lanes {
        match ops.iter().find(|(l, _)| *l == a) {
            Some((_, o)) => rows.push(o.address),
            None => {
                return Err(fault(
                    ctx,
                    lead,
                    format!("lane {a}, which gives a matrix row, is not at the matrix instruction"),
                ))
            }
        }
    }
    let kind = if first.store {
        AccessKind::Write
    } else {
        AccessKind::Read
    };
    for (a, row) in rows.iter().enumerate() {
        access(ctx, &threads[base + a], *row, 16, kind, false)?;
    }
    let mut results = Vec::with_capacity(ops.len());
    for (lane, op) in ops {
        let mut fragments = Vec::with_capacity(usize::from(first.matrices));
        for j in 0..usize::from(first.matrices) {
            let places = fragment_places(&rows, j, *lane, first.trans);
            if first.store {
                let value = op.values.get(j).copied().unwrap_or(0);
                for (k, (p, bits)) in places.into_iter().enumerate() {
                    let part = if bits == 32 {
                        value
                    } else {
                        (value >> (16 * k)) & 0xffff
                    };
                    ctx.mem
                        .write(p, &Layout::Int(bits), &Value::Int(u64::from(part)));
                }
            } else {
                let mut value = 0u64;
                for (k, (p, bits)) in places.into_iter().enumerate() {
                    let (v, _) = ctx.mem.read(p, &Layout::Int(bits));
                    value |= (v.bits() & mask(bits)) << (16 * k);
                }
                fragments.push(Value::Int(value));
            }
        }
        let result = match (first.store, fragments.len()) {
            (true, _) => None,
            (false, 1) => fragments.pop(),
            (false, _) => Some(Value::Agg(Rc::from(fragments))),
        };
        results.push((*lane, result));
    }
    Ok(results)
}
