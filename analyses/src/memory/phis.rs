//! What the offset evaluator ([`super::offset`]) knows of phis beyond "a leaf": the values a
//! counting loop's induction variable takes, and phis that hold one expression on every
//! incoming edge once the branch that takes the edge is counted.

use super::extent::Interval;
use super::offset::{Expr, OffsetEvaluator};
use syncflow_ir::{BinaryOp, LocalDef, LocalId, Opcode, Operand};

impl OffsetEvaluator<'_> {
    /// The values of a counting loop's induction variable: `p = phi [c, outside], [q,
    /// latch]` with `q = add p, s` (`c ≥ 0`, `s > 0`) and the latch branching back to `p`'s
    /// block when `q <u B` (`icmp ult q, B`, or `icmp ugt B, q`): `p` starts at `c` and is
    /// only ever replaced by a `q` below `B`, so `p ∈ [c, max(c, B − 1)]` (checked against
    /// wrap-around: `B + s` fits the type).
    pub(super) fn induction_interval(&self, l: LocalId) -> Option<Interval> {
        let LocalDef::Inst(i) = self.func.locals[l].def else {
            return None;
        };
        let phi = &self.func.insts[i];
        if !matches!(phi.opcode, Opcode::Phi) {
            return None;
        }
        let incoming: Vec<_> = phi.phi_incoming().collect();
        let [(a, ba), (b, bb)] = incoming.as_slice() else {
            return None;
        };
        let step_of = |v: Operand| -> Option<(LocalId, i128)> {
            let Operand::Local(q) = v else { return None };
            let LocalDef::Inst(qi) = self.func.locals[q].def else {
                return None;
            };
            let add = &self.func.insts[qi];
            match (&add.opcode, add.operands.as_slice()) {
                (Opcode::Binary(BinaryOp::Add), [x, y]) if *x == Operand::Local(l) => {
                    Some((q, self.module.const_int(*y)?))
                }
                (Opcode::Binary(BinaryOp::Add), [y, x]) if *x == Operand::Local(l) => {
                    Some((q, self.module.const_int(*y)?))
                }
                _ => None,
            }
        };
        let (start, (q, step), latch) = match (self.module.const_int(*a), step_of(*b)) {
            (Some(c), Some(qs)) => (c, qs, *bb),
            _ => match (self.module.const_int(*b), step_of(*a)) {
                (Some(c), Some(qs)) => (c, qs, *ba),
                _ => return None,
            },
        };
        if start < 0 || step <= 0 {
            return None;
        }
        // The latch: `br (icmp ult q, B), header, exit` (or `ugt B, q`, or the signed forms
        // of values that start at c ≥ 0 and only grow), or `br (icmp eq q, B), exit,
        // header` (`ne` the other way) when q counts by one from below B.
        let term = &self.func.insts[self.func.blocks[latch].terminator()];
        let (Opcode::Br, [Operand::Local(c), Operand::Block(yes), Operand::Block(no)]) =
            (&term.opcode, term.operands.as_slice())
        else {
            return None;
        };
        if yes == no || (*yes != phi.block && *no != phi.block) {
            return None;
        }
        let back_on_true = *yes == phi.block;
        let LocalDef::Inst(ci) = self.func.locals[*c].def else {
            return None;
        };
        let cmp = &self.func.insts[ci];
        let Opcode::ICmp(pred) = &cmp.opcode else {
            return None;
        };
        let [x, y] = cmp.operands.as_slice() else {
            return None;
        };
        let q = Operand::Local(q);
        let (bound, counting) = match (pred.0, back_on_true) {
            ("ult" | "slt", true) if *x == q => (*y, false),
            ("ugt" | "sgt", true) if *y == q => (*x, false),
            ("uge" | "sge", false) if *x == q => (*y, false),
            ("ule" | "sle", false) if *y == q => (*x, false),
            ("ne", true) | ("eq", false) if *x == q => (*y, true),
            ("ne", true) | ("eq", false) if *y == q => (*x, true),
            _ => return None,
        };
        let bound = self.interval(&self.value(bound, 1)?)?;
        if counting && (step != 1 || start >= bound.lo) {
            return None;
        }
        let bits = self.bits(Operand::Local(l))?;
        let top = start.max(bound.hi - 1);
        Interval::point(bound.hi + step)
            .fits_signed(bits)
            .then(|| Interval::new(start, top))
            .flatten()
    }

    /// A phi whose incoming values are one expression on every edge, counting what the edge's
    /// branch establishes: on the edge `br (icmp eq a, b)` takes when true (or `ne` when
    /// false), `a` and `b` are equal, so an incoming `b` is also `a`. Clang's `t > 0 ? x[t -
    /// 1] : 0`-style code leaves `phi [zext t, %load], [0, %entry]` where `%entry` branches on
    /// `t == 0`: the phi is `t` on both edges.
    pub(super) fn phi_by_edges(
        &self,
        phi: &syncflow_ir::Instruction,
        depth: usize,
    ) -> Option<Expr> {
        let mut common: Option<Vec<Expr>> = None;
        for (v, pred) in phi.phi_incoming() {
            let e = self.value(v, depth + 1)?;
            let mut same = vec![e.clone()];
            let term = &self.func.insts[self.func.blocks[pred].terminator()];
            if let (Opcode::Br, [Operand::Local(c), Operand::Block(yes), Operand::Block(no)]) =
                (&term.opcode, term.operands.as_slice())
            {
                if let LocalDef::Inst(ci) = self.func.locals[*c].def {
                    let cmp = &self.func.insts[ci];
                    let equal_on_edge = match &cmp.opcode {
                        Opcode::ICmp(p) if p.0 == "eq" => *yes == phi.block && *no != phi.block,
                        Opcode::ICmp(p) if p.0 == "ne" => *no == phi.block && *yes != phi.block,
                        _ => false,
                    };
                    if let (true, [a, b]) = (equal_on_edge, cmp.operands.as_slice()) {
                        let (ea, eb) = (self.value(*a, depth + 1)?, self.value(*b, depth + 1)?);
                        if e == eb {
                            same.push(ea);
                        } else if e == ea {
                            same.push(eb);
                        }
                    }
                }
            }
            common = Some(match common {
                None => same,
                Some(prev) => prev.into_iter().filter(|x| same.contains(x)).collect(),
            });
        }
        common?.into_iter().next()
    }
}
