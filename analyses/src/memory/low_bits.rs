//! # Low bits the evaluator can prove
//!
//! nvcc unrolls a pipelined loop and writes what clang writes as `and(k, 1)` or `t % 256` in
//! shapes the offset evaluator ([`super::offset`]) used to read as bounds only, and a bound
//! on a stage index is no stage index: the copies of an unrolled body all looked like "some
//! buffer" (docs/design.md §9.3, *remainders and parities*). Three facts, each exact:
//!
//! ```text
//!   %b = shr.s32 %x, 31;  %b2 = shr.u32 %b, 24;  %y = add %x, %b2   (x ≥ 0: %b2 = 0, %y = %x)
//!   %h = and %y, -256;    %r = sub %x, %h        (signed x % 256)   → and(x, 255)
//!   %k = phi [0, pre], [%k + 2, latch]           (unrolled twice)   → k is even
//!   and(1024·%k, 1024)                                              → 0
//! ```
//!
//! 1. **`x − (x & m)` is `x & ~m`** ([`OffsetEvaluator::low_bits`]): the bits of `x` under
//!    `m` and those outside it are disjoint, so they add up to `x` without a carry, and the
//!    difference is the second part exactly, modulo `2^w`. Both `x`s must be one exact
//!    expression (two noises with one interval may be two values). The signed remainder's
//!    bias (`(x >> 31) >>> (32 − n)`) is the constant 0 when `x ≥ 0`: an operation of the
//!    thread whose interval is one point is that constant (`operation` in the evaluator).
//! 2. **Known trailing zeros of phis** ([`OffsetEvaluator::phi_trailing_zeros`]): the phis
//!    that reach each other through their incoming values (a *web*) get the greatest
//!    assignment `T` with `T(p) ≤ tz(v)` for every incoming `v` of `p`, `tz` computed with
//!    `T` for the web's phis ([`super::disjoint_bits::known_trailing_zeros`]). Every value a
//!    phi takes is a multiple of `2^T(p)`: by induction on the execution, the incoming
//!    value on the edge taken was computed from earlier values of the web's phis (SSA
//!    dominance), which are multiples of theirs by hypothesis, so it is a multiple of
//!    `2^tz(v)`. The leaf's interval carries the count.
//! 3. **A mask below the known zeros** ([`OffsetEvaluator::masked_constant`]): `(c + y) & m`
//!    is `c & m` when every set bit of `m` (as a `w`-bit unsigned value) lies below `y`'s
//!    known trailing zeros: adding a multiple of `2^t` changes no bit below `t`, and `m`
//!    reads no other. nvcc's remainder copies after a loop unrolled twice (or four times)
//!    pick their buffer by `and(1024·%k, 1024)` and `and(1024 + 1024·%k, 1024)` with `%k`
//!    a multiple of the factor: buffers 0 and 1, constants, which no redefinition can make
//!    stale.

use super::disjoint_bits::known_trailing_zeros;
use super::evaluate::{unsigned, wrap};
use super::offset::{Atom, Expr, OffsetEvaluator};
use super::poly::{as_constant, constant};
use std::collections::BTreeMap;
use syncflow_ir::{BinaryOp, LocalDef, LocalId, Opcode, Operand};

/// The most phis one web may hold; a larger web knows no zeros.
const MAX_WEB: usize = 16;

impl OffsetEvaluator<'_> {
    /// Fact 1 of the module docs: `inst` is `sub x, (and y, m)` with `x` and `y` one exact
    /// expression and `m` a constant; its value is `and(x, ~m)`. `None` when it is not.
    pub(super) fn low_bits(&self, inst: &syncflow_ir::Instruction, depth: usize) -> Option<Expr> {
        let Operand::Local(masked) = inst.operands[1] else {
            return None;
        };
        let LocalDef::Inst(and) = self.func.locals[masked].def else {
            return None;
        };
        let and = &self.func.insts[and];
        if !matches!(and.opcode, Opcode::Binary(BinaryOp::And)) {
            return None;
        }
        let (y, m) = match (
            self.module.const_int(and.operands[0]),
            self.module.const_int(and.operands[1]),
        ) {
            (None, Some(m)) => (and.operands[0], m),
            (Some(m), None) => (and.operands[1], m),
            _ => return None,
        };
        let x = self.value(inst.operands[0], depth + 1)?;
        let y = self.value(y, depth + 1)?;
        // Equal polynomials without noise are equal values; two noises are not.
        if x.noise.is_some() || x != y {
            return None;
        }
        let bits = self.bits(inst.operands[0])?;
        let not_m = wrap(!i64::try_from(m).ok()?, bits);
        self.operation("and", bits, &[x, Expr::exact_constant(not_m)])
    }

    /// Fact 2 of the module docs: how many low bits of every value of phi `l` are zero (0
    /// for a value that is not a phi, or whose web is too large).
    pub(super) fn phi_trailing_zeros(&self, l: LocalId) -> u32 {
        if let Some(t) = self.phi_zeros.borrow().get(&l) {
            return *t;
        }
        // While the web is gathered and solved, a question about one of its phis (through an
        // incoming value's evaluation or an operation's interval) gets the safe answer 0:
        // no recursion, and the answer only loses precision.
        self.phi_zeros.borrow_mut().insert(l, 0);
        let Some(web) = self.web(l) else {
            return 0;
        };
        let mut t: BTreeMap<LocalId, u32> = web.keys().map(|p| (*p, 64)).collect();
        loop {
            let mut changed = false;
            for (p, incoming) in &web {
                let atom_tz = |a: &Atom| match a {
                    Atom::Leaf(q) if t.contains_key(q) => t[q],
                    other => self.atom_interval(other).map_or(0, |iv| iv.tz),
                };
                let bits = self.bits(Operand::Local(*p)).unwrap_or(0);
                let new = incoming
                    .iter()
                    .map(|e| {
                        e.as_ref()
                            .map_or(0, |e| known_trailing_zeros(e, bits, &atom_tz))
                    })
                    .fold(t[p], u32::min);
                if new < t[p] {
                    t.insert(*p, new);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.phi_zeros
            .borrow_mut()
            .extend(t.iter().map(|(p, z)| (*p, *z)));
        t[&l]
    }

    /// The web of phi `l`: every phi reached through incoming values (their evaluated
    /// expressions' leaves), each with its incoming expressions; `None` when `l` is no phi
    /// or the web exceeds [`MAX_WEB`].
    fn web(&self, l: LocalId) -> Option<BTreeMap<LocalId, Vec<Option<Expr>>>> {
        let is_phi = |q: LocalId| match self.func.locals[q].def {
            LocalDef::Inst(i) => matches!(self.func.insts[i].opcode, Opcode::Phi),
            _ => false,
        };
        if !is_phi(l) || self.bits(Operand::Local(l)).is_none() {
            return None;
        }
        let mut web = BTreeMap::new();
        let mut work = vec![l];
        while let Some(p) = work.pop() {
            if web.contains_key(&p) {
                continue;
            }
            if web.len() == MAX_WEB {
                return None;
            }
            self.phi_zeros.borrow_mut().entry(p).or_insert(0);
            let LocalDef::Inst(i) = self.func.locals[p].def else {
                return None;
            };
            let incoming: Vec<Option<Expr>> = self.func.insts[i]
                .phi_incoming()
                .map(|(v, _)| match v {
                    // A phi operand is its own leaf (the evaluator may read it as an expression
                    // of its incoming values, which the web covers anyway).
                    Operand::Local(q) if is_phi(q) => Some(Expr::exact_leaf(q)),
                    v => self.value(v, 1),
                })
                .collect();
            for e in incoming.iter().flatten() {
                for a in e.poly.keys().flatten() {
                    if let Atom::Leaf(q) = a {
                        if is_phi(*q) && !web.contains_key(q) {
                            work.push(*q);
                        }
                    }
                }
            }
            web.insert(p, incoming);
        }
        Some(web)
    }

    /// Fact 3 of the module docs: `op` is `and` of a constant `m` and `x = c + y`, `c` a
    /// constant and `y` with known trailing zeros covering every set bit of `m`; the result
    /// is the constant `c & m`. `None` when it is not.
    pub(super) fn masked_constant(&self, op: &str, bits: u32, args: &[Expr]) -> Option<i64> {
        let [a, b] = args else { return None };
        if op != "and" {
            return None;
        }
        let constant_of = |e: &Expr| e.noise.is_none().then(|| as_constant(&e.poly)).flatten();
        let (x, m) = match (constant_of(a), constant_of(b)) {
            (None, Some(m)) => (a, m),
            (Some(m), None) => (b, m),
            _ => return None,
        };
        let mut y = x.clone();
        let c = y.poly.remove(&Vec::new()).unwrap_or(0);
        let atom_tz = |at: &Atom| self.atom_interval(at).map_or(0, |iv| iv.tz);
        let tz = known_trailing_zeros(&y, bits, &atom_tz);
        (tz >= 64 || unsigned(m, bits) < (1u64 << tz))
            .then(|| super::evaluate::eval_op("and", bits, &[c, m]))
            .flatten()
    }
}

impl Expr {
    /// The constant `c`.
    pub(super) fn exact_constant(c: i64) -> Expr {
        Expr {
            poly: constant(c),
            noise: None,
        }
    }

    /// The leaf `l`.
    pub(super) fn exact_leaf(l: LocalId) -> Expr {
        Expr {
            poly: super::poly::atom(Atom::Leaf(l)),
            noise: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::evaluate::eval_op;
    use super::*;
    use crate::memory::BlockExtent;
    use syncflow_ir::{parse_module, Module};

    /// nvcc's signed `(t + 32) % 256`, an even counter, and the remainder's masks.
    const KERNEL: &str = "define ptx_kernel void @k(i32 %n) {\n\
        entry:\n\
        %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
        %x = add i32 %t, 32\n\
        %s = ashr i32 %x, 31\n\
        %b = lshr i32 %s, 24\n\
        %y = add i32 %x, %b\n\
        %h = and i32 %y, 1073741568\n\
        %r = sub i32 %x, %h\n\
        %v = sub i32 %x, %b\n\
        %w = and i32 %v, -256\n\
        %q = sub i32 %t, %w\n\
        br label %loop\n\
        loop:\n\
        %k = phi i32 [0, %entry], [%k2, %loop]\n\
        %k2 = add i32 %k, 2\n\
        %c = icmp slt i32 %k2, %n\n\
        br i1 %c, label %loop, label %exit\n\
        exit:\n\
        %e = phi i32 [%k2, %loop]\n\
        %f = phi i32 [%k2, %loop], [%n, %entry]\n\
        %s0 = shl i32 %e, 10\n\
        %m0 = and i32 %s0, 1024\n\
        %s1 = add i32 %s0, 1024\n\
        %m1 = and i32 %s1, 1024\n\
        %m2 = and i32 %s1, 2048\n\
        ret void\n}\n\
        declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";

    fn with_evaluator(check: impl FnOnce(&Module, &dyn Fn(&str) -> Expr, &OffsetEvaluator)) {
        let m = parse_module("k.ll", KERNEL).unwrap();
        let f = &m.functions[m.function_by_name("k").unwrap()];
        let extent = BlockExtent::at_most(
            256,
            super::super::extent::ExtentSource::MaxThreads("256".into()),
        );
        let eval = OffsetEvaluator::new(&m, f, &extent);
        let value = |name: &str| {
            eval.value(Operand::Local(f.local_by_name(name).unwrap()), 0)
                .unwrap()
        };
        check(&m, &value, &eval);
    }

    #[test]
    fn the_signed_remainder_of_a_non_negative_value_is_its_low_byte() {
        with_evaluator(|_, value, eval| {
            // The bias is the constant 0, so `%y` is `%x` again.
            assert_eq!(value("b"), Expr::exact_constant(0));
            assert_eq!(value("y"), value("x"));
            // `x − (x & 0x3FFFFF00)` is `x & 0xC00000FF`: bounded by [0, 255], not [−224, 287].
            let r = eval.interval(&value("r")).unwrap();
            assert_eq!((r.lo, r.hi), (0, 255));
            // `%w` masks `x − b`, not `t`: no identity, the bound stays what intervals give.
            let q = eval.interval(&value("q")).unwrap();
            assert!(q.lo < 0, "{q:?}");
        });
        // The identity against the arithmetic: x − (x & m) = x & !m on i32, every small case.
        for x in -300i64..300 {
            for m in [0x3FFF_FF00i64, -256, 255, 0, -1, 1024, 3072] {
                let sub = wrap(x - eval_op("and", 32, &[x, m]).unwrap(), 32);
                assert_eq!(Some(sub), eval_op("and", 32, &[x, wrap(!m, 32)]), "{x} {m}");
            }
        }
    }

    #[test]
    fn phis_of_even_values_are_even_and_masks_below_the_zeros_are_constants() {
        with_evaluator(|_, value, eval| {
            let f = &eval.func;
            let zeros = |n: &str| eval.phi_trailing_zeros(f.local_by_name(n).unwrap());
            assert_eq!(zeros("k"), 1);
            assert_eq!(zeros("e"), 1);
            // `%n` may be odd: its phi knows nothing.
            assert_eq!(zeros("f"), 0);
            // and(1024·e, 1024) = 0 and and(1024 + 1024·e, 1024) = 1024 for even e;
            // and(1024 + 1024·e, 2048) reads bit 11, which e's parity does not fix.
            assert_eq!(value("m0"), Expr::exact_constant(0));
            assert_eq!(value("m1"), Expr::exact_constant(1024));
            assert!(as_constant(&value("m2").poly).is_none());
        });
        // The fact against the arithmetic: (c + y) & m = c & m for y a multiple of 2^t and
        // m below 2^t, on i32.
        for t in 0..12u32 {
            for k in -5i64..5 {
                let y = k << t;
                for c in -40i64..40 {
                    for m in 0..(1i64 << t).min(64) {
                        let lhs = eval_op("and", 32, &[c + y, m]);
                        assert_eq!(lhs, eval_op("and", 32, &[c, m]), "{c} {y} {m}");
                    }
                }
            }
        }
    }
}
