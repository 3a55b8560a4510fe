//! # A bound on a loop's iterations, from its exit test
//!
//! `k % 3` of a counter is periodic only while the counter does not wrap: at the wrap the
//! residue jumps (`2^64 mod 3 = 1`). LLVM IR says so with `nuw`/`nsw` on the increment (an
//! overflow would be poison); PTX has no such flags, and llc widens clang's `int k` to a 64-bit
//! register. What PTX keeps is the loop's exit test, and that bounds the iterations:
//!
//! ```text
//!   $L__BB0_2:                        // the header, and the only latch
//!     …
//!     add.s32   %r22, %r22, -1;       // q: a counter of odd step, 32 bits
//!     setp.eq.s32  %p2, %r22, 0;
//!     @%p2 bra  $L__BB0_3;            // leaves the loop when q + c = C
//!     bra.uni   $L__BB0_2;
//! ```
//!
//! ## The rule
//!
//! Let loop `L` have exactly one latch (one predecessor of its header inside `L`), reached
//! from a block `E` through blocks of one predecessor and an unconditional branch each (or
//! `E` the latch itself), whose terminator is `br (icmp eq x, C), exit, next` or
//! `br (icmp ne x, C), next, exit` with `next` the way on to the latch (or the header) and
//! `exit` outside `L`, `C` a constant and `x` (a `w`-bit value) equal to `q + c` for a header
//! phi `q` of `L` that is a counter of **odd** step. Then no run of `L` has more than `2^w`
//! iterations.
//!
//! *Proof.* Every iteration that goes on to the next passes the latch (the only back edge),
//! hence `E` (the latch's only way in) and there finds `x ≠ C`. At iteration `j`, `x ≡ q₀ + c + step·j (mod 2^w)`; an odd step is
//! invertible modulo `2^w`, so the values of iterations `0 … 2^w − 1` are `2^w` distinct
//! residues — all of them, `C` among them. The iteration that finds `x = C` leaves. ∎
//!
//! So a counter `p` of `b` bits with constant start `s ≥ 0` and step `c > 0` takes at most the
//! values `s + c·j`, `j ≤ 2^w`; when `s + c·2^w < 2^(b−1)` it never wraps, signed or unsigned,
//! and [`super::iteration`] marks it non-negative (`Recurrence::Counter::non_negative`) as it
//! does for a flagged increment.

use super::iteration::Recurrence;
use super::offset::{Atom, OffsetEvaluator};
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_framework::graph::BlockId;
use syncflow_ir::{Function, LocalDef, LocalId, Module, Opcode, Operand};

/// `w` such that no run of the loop `blocks` (header `header`) has more than `2^w`
/// iterations, by the rule of the module docs; `None` when the rule does not apply.
pub(super) fn trip_bound_bits(
    module: &Module,
    func: &Function,
    eval: &OffsetEvaluator<'_>,
    blocks: &FixedBitSet,
    header: BlockId,
    phis: &BTreeMap<LocalId, Recurrence>,
) -> Option<u32> {
    let cfg = func.cfg();
    let latches: Vec<BlockId> = cfg
        .predecessors(header)
        .iter()
        .copied()
        .filter(|p| blocks.contains(p.index()))
        .collect();
    let [latch] = latches[..] else { return None };
    // The test may sit a few unconditional jumps above the latch (PTX's `@%p bra exit;
    // bra.uni header` is two blocks): follow single-predecessor blocks up from it.
    let (mut block, mut next, mut steps) = (latch, header, 0);
    let (cond, t, f) = loop {
        let term = &func.insts[func.blocks[block].terminator()];
        match (&term.opcode, &term.operands[..]) {
            (Opcode::Br, [Operand::Local(c), Operand::Block(t), Operand::Block(f)]) => {
                break (*c, *t, *f)
            }
            (Opcode::Br, [Operand::Block(_)]) => {
                let preds = cfg.predecessors(block);
                let [p] = preds[..] else { return None };
                if !blocks.contains(p.index()) || steps == 8 {
                    return None;
                }
                (block, next, steps) = (p, block, steps + 1);
            }
            _ => return None,
        }
    };
    let (t, f) = (&t, &f);
    let LocalDef::Inst(c) = func.locals[cond].def else {
        return None;
    };
    let cmp = &func.insts[c];
    let Opcode::ICmp(pred) = &cmp.opcode else {
        return None;
    };
    let inside = |b: &BlockId| blocks.contains(b.index());
    let exits_when_equal = match pred.0 {
        "eq" => *f == next && !inside(t),
        "ne" => *t == next && !inside(f),
        _ => false,
    };
    if !exits_when_equal {
        return None;
    }
    let x = match (cmp.operands[0], cmp.operands[1]) {
        (x, k) if module.const_int(k).is_some() => x,
        (k, x) if module.const_int(k).is_some() => x,
        _ => return None,
    };
    let w = eval.bits(x)?;
    let e = eval.value(x, 0)?;
    if e.noise.is_some() {
        return None;
    }
    let mut rest = e.poly.clone();
    rest.remove(&Vec::new());
    let (m, 1) = rest.iter().next()? else {
        return None;
    };
    let ([Atom::Leaf(q)], 1) = (&m[..], rest.len()) else {
        return None;
    };
    // `x` must be `q + c` at `q`'s own width: a cast would not run through every residue.
    if eval.bits(Operand::Local(*q)) != Some(w) {
        return None;
    }
    match phis.get(q) {
        Some(Recurrence::Counter { step, .. }) if step % 2 != 0 => Some(w),
        _ => None,
    }
}

/// True when a `bits`-bit counter from `start` by `step` stays below `2^(bits − 1)` for
/// `2^w` iterations and the next value: it never wraps.
pub(super) fn never_wraps(start: i64, step: i64, bits: u32, w: u32) -> bool {
    if start < 0 || step <= 0 || w >= 64 || !(2..=64).contains(&bits) {
        return false;
    }
    let top = i128::from(start) + i128::from(step) * (1i128 << w);
    top < 1i128 << (bits - 1)
}
