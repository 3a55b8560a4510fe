//! # Offsets of addresses, symbolically
//!
//! Where in its object an access lands is the byte offset of its pointer from the object's
//! start. This module evaluates that offset as an [`Expr`]: a polynomial with integer
//! coefficients over [`Atom`]s, plus a bounded *noise* term.
//!
//! ```text
//!   %t = tid.x          %p = phi [0, entry], [%p1, latch]           (uniform, loop-carried)
//!   %i = mul %p, %n     %j = add %i, %t      %a = gep float, @temp, %j
//!   offset(%a) = 4·tid.x + 4·%p·%n                 thread part: 4·tid.x   uniform part: 4·%p·%n
//!   %k = and %t, 31     %b = gep i8, @smem, (add %k, 4096)
//!   offset(%b) = 4096 + noise[0, 31]               (`tid & 31` is bounded, not polynomial)
//! ```
//!
//! **Atoms.** Thread ids `tid.{x,y,z}`, block sizes `ntid`, block ids `ctaid`, grid sizes
//! `nctaid`; a *leaf* — an SSA value the evaluator does not look into (a parameter, a phi, a
//! load, a call result); and an *operation* it cannot express as a polynomial (`udiv`, `and`,
//! `xor`, `select`, `icmp`, `zext`, `smin`, …) over operands that do not depend on the thread.
//! Operations are atoms by their *structure* — the operator and the polynomials of its
//! operands — so two values computed the same way from the same atoms are the same atom, in
//! whatever instruction they were computed: symbolic offsets equal by construction compare
//! equal.
//!
//! **Noise.** An operation whose operands depend on the thread (`tid & 31`, `tid >> 5`,
//! `(tid + k) % n`, `tid ^ 1`, `select (tid < 64), 0, 4096`) is no atom; it contributes its
//! interval under the function's [`BlockExtent`] — every value it takes for every thread of
//! every launch the facts allow — or, when unbounded, makes the offset unknown.
//!
//! **What the polynomial means.** `add`, `sub`, `mul`, `shl` by a constant, `or disjoint`,
//! an `or` whose operands' bits cannot overlap (*disjoint bits*, `memory/disjoint_bits.rs`:
//! `y` lies below `x`'s known trailing zeros; PTX has no `disjoint` flag, and llc writes
//! `base + 4` of an aligned base as `or.b32`), `sext`, `zext`/`trunc` of values whose
//! interval shows no wrap-around, `freeze` and getelementptr's scaling are evaluated exactly;
//! nothing else is. Integer arithmetic in the IR wraps, so an exact polynomial is only
//! claimed where the evaluation never leaves the value's type: a sum of offsets into one
//! object does not (an address beyond the object is undefined behaviour), and the casts check
//! intervals.
//!
//! Leaves name SSA values of *one* function at *one* moment: a leaf's value changes when its
//! definition executes again. Who may trust a leaf, and until when, is the business of
//! [`super::footprint`] (uniform bases) and the hazard analysis (redefinitions).

use super::extent::{BlockExtent, Interval};
use super::operations::{asm_special_register, op_interval};
pub use super::poly::{add, constant, mul, Atom, OpTerm, Poly, MAX_TERMS};
use super::poly::{as_constant, atom, nesting, MAX_NESTING};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use syncflow_ir::{
    BinaryOp, Callee, CastOp, ConstExprOp, Constant, Dim, Function, LocalDef, LocalId, Module,
    Opcode, Operand, PureIntrinsic, SpecialRegister, Type, TypeId,
};

/// An offset: the polynomial and the bounded noise of thread-dependent operations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expr {
    /// The exact part.
    pub poly: Poly,
    /// The thread-dependent part that is only bounded, when there is one.
    pub noise: Option<Interval>,
}

impl Expr {
    fn exact(poly: Poly) -> Self {
        Expr { poly, noise: None }
    }

    /// True when it depends on the thread (a thread id in the polynomial, or noise).
    pub fn thread_dependent(&self) -> bool {
        self.noise.is_some() || self.poly.keys().flatten().any(Atom::is_thread)
    }

    fn plus(&self, other: &Expr, sign: i64) -> Option<Expr> {
        let noise = match (self.noise, other.noise) {
            (None, n) if sign == 1 => n,
            (None, n) => n.map(Interval::negated),
            (n, None) => n,
            (Some(a), Some(b)) if sign == 1 => Some(a.plus(b)?),
            (Some(a), Some(b)) => Some(a.plus(b.negated())?),
        };
        Some(Expr {
            poly: add(&self.poly, &other.poly, sign)?,
            noise,
        })
    }

    fn scaled(&self, c: i64) -> Option<Expr> {
        Some(Expr {
            poly: mul(&self.poly, &constant(c))?,
            noise: match self.noise {
                Some(n) => Some(n.times(Interval::point(i128::from(c)))?),
                None => None,
            },
        })
    }
}

fn dim(d: Dim) -> u8 {
    match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

/// Evaluates the offsets and integer values of one function under a block extent.
pub struct OffsetEvaluator<'m> {
    pub(super) module: &'m Module,
    pub(super) func: &'m Function,
    extent: &'m BlockExtent,
    /// The values evaluated so far: offsets are DAGs of shared subexpressions (XLA's index
    /// arithmetic), which a walk without memory would revisit exponentially often.
    values: RefCell<HashMap<LocalId, Option<Expr>>>,
    /// Known trailing zeros of phis, per phi web ([`super::low_bits`]).
    pub(super) phi_zeros: RefCell<HashMap<LocalId, u32>>,
}

impl<'m> OffsetEvaluator<'m> {
    /// An evaluator for `func` of `module`, with thread ids bounded by `extent`.
    pub fn new(module: &'m Module, func: &'m Function, extent: &'m BlockExtent) -> Self {
        OffsetEvaluator {
            module,
            func,
            extent,
            values: RefCell::new(HashMap::new()),
            phi_zeros: RefCell::new(HashMap::new()),
        }
    }

    /// The extent it evaluates under.
    pub fn extent(&self) -> &BlockExtent {
        self.extent
    }

    /// Bytes from the start of the object `pointer` points into, when the walk through
    /// casts, getelementptr and pointer `select`s reaches the object itself (a global, a
    /// kernel parameter) or a pointer `phi` (a leaf: the offset it holds).
    pub fn byte_offset(&self, pointer: Operand, depth: usize) -> Option<Expr> {
        if depth > 32 {
            return None;
        }
        match pointer {
            Operand::Global(_) => Some(Expr::default()),
            Operand::Local(l) => match self.func.locals[l].def {
                LocalDef::Param(_) => self.func.is_kernel.then(Expr::default),
                LocalDef::Inst(i) => {
                    let inst = &self.func.insts[i];
                    match &inst.opcode {
                        Opcode::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {
                            self.byte_offset(inst.operands[0], depth + 1)
                        }
                        Opcode::GetElementPtr { source, .. } => {
                            let base = self.byte_offset(inst.operands[0], depth + 1)?;
                            let step = self.gep_offset(*source, &inst.operands[1..], depth)?;
                            base.plus(&step, 1)
                        }
                        Opcode::Phi => match self.single_incoming(inst) {
                            Some(v) => self.byte_offset(v, depth + 1),
                            None => Some(Expr::exact(atom(Atom::Leaf(l)))),
                        },
                        Opcode::Select => {
                            let cond = self.value(inst.operands[0], depth + 1)?;
                            let a = self.byte_offset(inst.operands[1], depth + 1)?;
                            let b = self.byte_offset(inst.operands[2], depth + 1)?;
                            self.operation("select", 64, &[cond, a, b])
                        }
                        _ => None,
                    }
                }
            },
            Operand::Const(c) => match &self.module.constants[c] {
                Constant::Expr {
                    op: ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast),
                    operands,
                    ..
                } => self.byte_offset(operands[0], depth + 1),
                Constant::Expr {
                    op: ConstExprOp::GetElementPtr { source, .. },
                    operands,
                    ..
                } => {
                    let base = self.byte_offset(operands[0], depth + 1)?;
                    let step = self.gep_offset(*source, &operands[1..], depth)?;
                    base.plus(&step, 1)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The byte offset a GEP's indices add: the first scales the source element type, each
    /// next one steps into an array/vector element or a struct field.
    fn gep_offset(&self, source: TypeId, indices: &[Operand], depth: usize) -> Option<Expr> {
        let types = &self.module.types;
        let mut total = Expr::default();
        let mut ty = source;
        for (k, idx) in indices.iter().enumerate() {
            if k == 0 {
                let size = i64::try_from(types.alloc_size(ty)?).ok()?;
                total = total.plus(&self.value(*idx, depth + 1)?.scaled(size)?, 1)?;
                continue;
            }
            match types.get(types.resolve(ty)).clone() {
                Type::Struct { fields, packed } => {
                    let field = usize::try_from(self.module.const_int(*idx)?).ok()?;
                    let mut offset = 0u64;
                    for (i, f) in fields.iter().enumerate() {
                        let align = if packed { 1 } else { types.abi_align(*f)? };
                        offset = offset.div_ceil(align) * align;
                        if i == field {
                            break;
                        }
                        offset += types.alloc_size(*f)?;
                    }
                    let step = Expr::exact(constant(i64::try_from(offset).ok()?));
                    total = total.plus(&step, 1)?;
                    ty = *fields.get(field)?;
                }
                Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                    let size = i64::try_from(types.alloc_size(elem)?).ok()?;
                    total = total.plus(&self.value(*idx, depth + 1)?.scaled(size)?, 1)?;
                    ty = elem;
                }
                _ => return None,
            }
        }
        Some(total)
    }

    /// The incoming value of a phi whose incoming values are all one (or itself): LCSSA
    /// copies.
    fn single_incoming(&self, phi: &syncflow_ir::Instruction) -> Option<Operand> {
        let me = phi.result.map(Operand::Local);
        let mut found = None;
        for (v, _) in phi.phi_incoming() {
            if Some(v) == me || Some(v) == found {
                continue;
            }
            if found.is_some() {
                return None;
            }
            found = Some(v);
        }
        found
    }

    /// The width in bits of an integer operand.
    pub(super) fn bits(&self, op: Operand) -> Option<u32> {
        let ty = self.module.operand_type(self.func, op)?;
        match self.module.types.get(self.module.types.resolve(ty)) {
            Type::Int(w) => Some(*w),
            _ => None,
        }
    }

    /// An integer value as an [`Expr`]; `None` when it is not an integer the evaluator can
    /// name at all.
    pub fn value(&self, op: Operand, depth: usize) -> Option<Expr> {
        if depth > 32 {
            return None;
        }
        if let Operand::Local(l) = op {
            if let Some(known) = self.values.borrow().get(&l) {
                return known.clone();
            }
            let found = self.evaluate(op, depth);
            self.values.borrow_mut().insert(l, found.clone());
            return found;
        }
        self.evaluate(op, depth)
    }

    fn evaluate(&self, op: Operand, depth: usize) -> Option<Expr> {
        let l = match op {
            Operand::Const(_) => {
                return Some(Expr::exact(constant(
                    i64::try_from(self.module.const_int(op)?).ok()?,
                )))
            }
            Operand::Local(l) => l,
            _ => return None,
        };
        let leaf = || Some(Expr::exact(atom(Atom::Leaf(l))));
        let LocalDef::Inst(i) = self.func.locals[l].def else {
            return leaf();
        };
        let inst = &self.func.insts[i];
        let operand = |n: usize| self.value(inst.operands[n], depth + 1);
        let bits = self.bits(op).unwrap_or(64);
        let evaluated = match &inst.opcode {
            Opcode::Binary(BinaryOp::Add) => operand(0)?.plus(&operand(1)?, 1),
            Opcode::Binary(BinaryOp::Sub) => match self.low_bits(inst, depth) {
                Some(low) => Some(low),
                None => operand(0)?.plus(&operand(1)?, -1),
            },
            Opcode::Binary(BinaryOp::Mul) => {
                let (a, b) = (operand(0)?, operand(1)?);
                match (as_constant(&a.poly), as_constant(&b.poly)) {
                    (Some(c), _) if a.noise.is_none() => b.scaled(c),
                    (_, Some(c)) if b.noise.is_none() => a.scaled(c),
                    _ if a.noise.is_none() && b.noise.is_none() => {
                        mul(&a.poly, &b.poly).map(Expr::exact)
                    }
                    _ => self.operation("mul", bits, &[a, b]),
                }
            }
            Opcode::Binary(BinaryOp::Shl) => {
                let shift = self.module.const_int(inst.operands[1]);
                match shift {
                    Some(s) if (0..32).contains(&s) => operand(0)?.scaled(1i64 << s),
                    _ => self.operation("shl", bits, &[operand(0)?, operand(1)?]),
                }
            }
            Opcode::Binary(BinaryOp::Or) => {
                let (a, b) = (operand(0)?, operand(1)?);
                if self.module.source[inst.span.range()].contains(" or disjoint ")
                    || self.disjoint_bits(&a, &b, bits)
                    || self.disjoint_bits(&b, &a, bits)
                {
                    a.plus(&b, 1)
                } else {
                    self.operation("or", bits, &[a, b])
                }
            }
            Opcode::Binary(BinaryOp::LShr) if self.module.const_int(inst.operands[1]).is_some() => {
                let (a, s) = (operand(0)?, self.module.const_int(inst.operands[1])?);
                match self.magic_quotient(&a, s, bits) {
                    Some(q) => Some(q),
                    None => self.operation("lshr", bits, &[a, operand(1)?]),
                }
            }
            Opcode::Binary(op) => {
                let name = match op {
                    BinaryOp::UDiv => "udiv",
                    BinaryOp::SDiv => "sdiv",
                    BinaryOp::URem => "urem",
                    BinaryOp::SRem => "srem",
                    BinaryOp::LShr => "lshr",
                    BinaryOp::AShr => "ashr",
                    BinaryOp::And => "and",
                    BinaryOp::Or => "or",
                    BinaryOp::Xor => "xor",
                    _ => return leaf(),
                };
                self.operation(name, bits, &[operand(0)?, operand(1)?])
            }
            Opcode::Cast(CastOp::SExt) => operand(0),
            Opcode::Cast(CastOp::ZExt | CastOp::Trunc) => {
                let inner = operand(0)?;
                let from = self.bits(inst.operands[0])?;
                let zext = matches!(inst.opcode, Opcode::Cast(CastOp::ZExt));
                // `zext nneg` states its operand non-negative (else the result is poison):
                // the value is kept, as `sext` keeps it.
                let nneg = zext && self.module.source[inst.span.range()].contains("zext nneg ");
                if nneg || self.cast_keeps(&inner, from, bits, zext) {
                    Some(inner)
                } else if zext {
                    self.operation(&format!("zext i{from}"), bits, &[inner])
                } else {
                    self.operation("trunc", bits, &[inner])
                }
            }
            Opcode::Freeze => operand(0),
            Opcode::ICmp(p) => {
                let name = format!("icmp {}", p.0);
                self.operation(&name, 1, &[operand(0)?, operand(1)?])
            }
            Opcode::Select => {
                self.operation("select", bits, &[operand(0)?, operand(1)?, operand(2)?])
            }
            Opcode::Phi => match self.single_incoming(inst) {
                Some(v) => self.value(v, depth + 1),
                None => self.phi_by_edges(inst, depth).or_else(leaf),
            },
            Opcode::Call { .. } => self.call_value(i, bits, depth),
            _ => leaf(),
        };
        // Arithmetic wraps at the type's width: a thread-dependent part that may leave it is
        // not what the polynomial says.
        let evaluated = evaluated.filter(|e| {
            !matches!(inst.opcode, Opcode::Binary(_)) || self.thread_part_fits(e, bits)
        });
        // Whatever the evaluator cannot express is still this value: a leaf.
        evaluated.or_else(leaf)
    }

    /// A call's value: a special register, a min/max intrinsic, or a leaf.
    fn call_value(&self, i: syncflow_ir::InstId, bits: u32, depth: usize) -> Option<Expr> {
        let inst = &self.func.insts[i];
        let register = match self.module.pure_intrinsic(self.func, i) {
            Some(PureIntrinsic::SpecialRegister(r)) => Some(r),
            _ => match inst.callee() {
                Some(Callee::InlineAsm(asm)) => asm_special_register(&asm.asm),
                _ => None,
            },
        };
        match register {
            Some(SpecialRegister::ThreadId(d)) => {
                return Some(Expr::exact(atom(Atom::Tid(dim(d)))))
            }
            Some(SpecialRegister::BlockDim(d)) => {
                return Some(Expr::exact(atom(Atom::Ntid(dim(d)))))
            }
            Some(SpecialRegister::BlockId(d)) => {
                return Some(Expr::exact(atom(Atom::Ctaid(dim(d)))))
            }
            Some(SpecialRegister::GridDim(d)) => {
                return Some(Expr::exact(atom(Atom::Nctaid(dim(d)))))
            }
            Some(SpecialRegister::WarpSize) => return Some(Expr::exact(constant(32))),
            Some(SpecialRegister::LaneId) => {
                return Some(Expr {
                    poly: Poly::new(),
                    noise: Interval::new(0, 31),
                })
            }
            _ => {}
        }
        let name = match inst.callee() {
            Some(Callee::Direct(c)) => self.module.functions[*c].name.as_str(),
            Some(Callee::InlineAsm(asm)) => return self.mul_hi(&asm.asm, inst, bits, depth),
            _ => return None,
        };
        let op = ["llvm.smin.", "llvm.smax.", "llvm.umin.", "llvm.umax."]
            .into_iter()
            .find(|p| name.starts_with(p))?;
        let args = inst.call_args();
        if args.len() != 2 {
            return None;
        }
        let a = self.value(args[0], depth + 1)?;
        let b = self.value(args[1], depth + 1)?;
        self.operation(op.trim_end_matches('.'), bits, &[a, b])
    }

    /// Inline asm `mul.hi.u32`/`.u64` ([`super::magic`]): the operation `mulhi`, or
    /// `udiv(x, N)` when the multiplier is an exact magic for `N` with no shift.
    fn mul_hi(
        &self,
        text: &str,
        inst: &syncflow_ir::Instruction,
        bits: u32,
        depth: usize,
    ) -> Option<Expr> {
        let (width, ops) = super::magic::mul_hi_asm(text)?;
        if width != bits {
            return None;
        }
        let args = inst.call_args();
        let value = |o: super::magic::MulHiOperand| match o {
            super::magic::MulHiOperand::Input(n) => self.value(*args.get(n)?, depth + 1),
            super::magic::MulHiOperand::Immediate(v) => {
                Some(Expr::exact(constant(super::evaluate::wrap(v as i64, bits))))
            }
        };
        let product = self.operation("mulhi", bits, &[value(ops[0])?, value(ops[1])?])?;
        Some(self.magic_quotient(&product, 0, bits).unwrap_or(product))
    }

    /// `mulhi(x, M) >> shift` as `udiv(x, N)` when `(M, shift)` is an exact magic for `N`
    /// on `bits`-bit unsigned values ([`super::magic::exact_divisor`]).
    fn magic_quotient(&self, e: &Expr, shift: i128, bits: u32) -> Option<Expr> {
        let shift = u32::try_from(shift).ok()?;
        if e.noise.is_some() || e.poly.len() != 1 {
            return None;
        }
        let (m, 1) = e.poly.iter().next()? else {
            return None;
        };
        let [Atom::Op(t)] = &m[..] else { return None };
        if &*t.op != "mulhi" || t.bits != bits {
            return None;
        }
        let (x, multiplier) = match (as_constant(&t.args[0]), as_constant(&t.args[1])) {
            (None, Some(c)) => (&t.args[0], c),
            (Some(c), None) => (&t.args[1], c),
            _ => return None,
        };
        let n =
            super::magic::exact_divisor(super::evaluate::unsigned(multiplier, bits), shift, bits)?;
        let x = Expr::exact(x.clone());
        self.operation(
            "udiv",
            bits,
            &[x, Expr::exact(constant(i64::try_from(n).ok()?))],
        )
    }

    /// Operation `op` (result `bits` wide) of value `l` over `args`: an atom when no operand
    /// depends on the thread, else noise over its interval; `None` when neither works.
    pub(super) fn operation(&self, op: &str, bits: u32, args: &[Expr]) -> Option<Expr> {
        if args.iter().any(Expr::thread_dependent) {
            let intervals: Option<Vec<Interval>> = args.iter().map(|a| self.interval(a)).collect();
            let noise = op_interval(op, bits, &intervals?)?;
            // One value for every thread (`tid >> 31` of a non-negative `tid` is 0): that
            // constant, which compares and cancels as noise cannot.
            if noise.lo == noise.hi {
                return Some(Expr::exact(constant(i64::try_from(noise.lo).ok()?)));
            }
            return Some(Expr {
                poly: Poly::new(),
                noise: Some(noise),
            });
        }
        if let Some(c) = self.masked_constant(op, bits, args) {
            return Some(Expr::exact(constant(c)));
        }
        let polys: Box<[Poly]> = args.iter().map(|a| a.poly.clone()).collect();
        if polys.iter().map(nesting).max().unwrap_or(0) >= MAX_NESTING {
            return None;
        }
        // A constant operation folds.
        if let Some(consts) = polys.iter().map(as_constant).collect::<Option<Vec<i64>>>() {
            let points: Vec<Interval> = consts
                .iter()
                .map(|c| Interval::point(i128::from(*c)))
                .collect();
            if let Some(v) = op_interval(op, bits, &points).filter(|v| v.lo == v.hi) {
                return Some(Expr::exact(constant(i64::try_from(v.lo).ok()?)));
            }
        }
        Some(Expr::exact(atom(Atom::Op(Arc::new(OpTerm {
            op: op.into(),
            bits,
            args: polys,
        })))))
    }

    /// `x | y = x + y` by the disjoint-bits fact (`memory/disjoint_bits.rs`): `y` lies below `x`'s known trailing
    /// zeros.
    fn disjoint_bits(&self, x: &Expr, y: &Expr, bits: u32) -> bool {
        let atom_tz = |a: &Atom| self.atom_interval(a).map_or(0, |iv| iv.tz);
        let tz = super::disjoint_bits::known_trailing_zeros(x, bits, &atom_tz);
        super::disjoint_bits::disjoint_bits(tz, self.interval(y))
    }

    /// True when casting `e` from `from` bits to `bits` (zero-extending when `zext`) leaves its
    /// value unchanged: its interval fits (and, for `zext`, is not negative); or, for `zext`,
    /// every monomial is non-negative (non-negative coefficients over block ids and sizes,
    /// thread ids and non-negative atoms) and its thread-dependent part fits — the
    /// CTA-uniform part then does not wrap by the assumption on address arithmetic (module
    /// docs of [`super::footprint`], step 4).
    fn cast_keeps(&self, e: &Expr, from: u32, bits: u32, zext: bool) -> bool {
        let narrowest = from.min(bits);
        if let Some(iv) = self.interval(e) {
            if iv.fits_signed(narrowest) && (iv.non_negative() || !zext) {
                return true;
            }
        }
        if !zext {
            return false;
        }
        let atom_non_negative = |a: &Atom| match a {
            Atom::Tid(_) | Atom::Ntid(_) | Atom::Ctaid(_) | Atom::Nctaid(_) => true,
            other => self
                .atom_interval(other)
                .is_some_and(|iv| iv.non_negative()),
        };
        let monomials = e
            .poly
            .iter()
            .all(|(m, c)| *c >= 0 && m.iter().all(atom_non_negative));
        monomials && e.noise.is_none_or(|n| n.non_negative()) && self.thread_part_fits(e, from)
    }

    /// False when the thread-dependent part of `e` (its thread monomials and noise) is bounded
    /// and may not fit a signed `bits`-bit integer.
    fn thread_part_fits(&self, e: &Expr, bits: u32) -> bool {
        if !e.thread_dependent() || bits > 64 {
            return true;
        }
        let threads: Poly = e
            .poly
            .iter()
            .filter(|(m, _)| m.iter().any(Atom::is_thread))
            .map(|(m, c)| (m.clone(), *c))
            .collect();
        let part = Expr {
            poly: threads,
            noise: e.noise,
        };
        self.interval(&part).is_none_or(|iv| iv.fits_signed(bits))
    }

    /// Every value `e` takes, under the extent; `None` when unbounded.
    pub fn interval(&self, e: &Expr) -> Option<Interval> {
        let poly = self.poly_interval(&e.poly)?;
        match e.noise {
            Some(n) => poly.plus(n),
            None => Some(poly),
        }
    }

    /// The interval of a polynomial: the flat thread ids by the thread count, every other
    /// monomial by interval arithmetic over its atoms.
    pub fn poly_interval(&self, p: &Poly) -> Option<Interval> {
        let (threads, rest): (Poly, Poly) = p
            .iter()
            .map(|(m, c)| (m.clone(), *c))
            .partition(|(m, _)| m.iter().any(Atom::is_thread));
        let mut total = Interval::point(0);
        let flat = super::slot::index_of(&threads).filter(|(index, _)| {
            matches!(
                index,
                super::slot::SlotIndex::XY | super::slot::SlotIndex::XYZ
            )
        });
        let rest = match flat {
            Some((_, stride)) => {
                total = self
                    .extent
                    .flat_id()
                    .times(Interval::point(i128::from(stride)))?;
                rest
            }
            None => p.clone(),
        };
        for (m, c) in &rest {
            let mut term = Interval::point(i128::from(*c));
            for a in m {
                term = term.times(self.atom_interval(a)?)?;
            }
            total = total.plus(term)?;
        }
        Some(total)
    }

    /// The interval of a CTA-uniform base, from what bounds its atoms beyond their types: a
    /// leaf at the top level counts only when it is a counting loop's induction variable (an
    /// operation over leaves is bounded by the operation, as `(i & 1)·n` is).
    pub fn base_interval(&self, p: &Poly) -> Option<Interval> {
        let mut total = Interval::point(0);
        for (m, c) in p {
            let mut term = Interval::point(i128::from(*c));
            for a in m {
                let iv = match a {
                    Atom::Leaf(l) => self.induction_interval(*l)?,
                    other => self.atom_interval(other)?,
                };
                term = term.times(iv)?;
            }
            total = total.plus(term)?;
        }
        Some(total)
    }

    pub(super) fn atom_interval(&self, a: &Atom) -> Option<Interval> {
        match a {
            Atom::Tid(d) => Some(self.extent.tid(*d)),
            Atom::Ntid(d) => Some(self.extent.block_dim(*d)),
            Atom::Ctaid(d) => Some(BlockExtent::block_id(*d)),
            Atom::Nctaid(d) => Some(BlockExtent::grid_dim(*d)),
            Atom::Leaf(l) => {
                if let Some(iv) = self.induction_interval(*l) {
                    return Interval::aligned(iv.lo, iv.hi, iv.tz.max(self.phi_trailing_zeros(*l)));
                }
                // Any value of its type.
                match self
                    .module
                    .types
                    .get(self.module.types.resolve(self.func.locals[*l].ty))
                {
                    Type::Int(w) if (1..=63).contains(w) => Interval::aligned(
                        -(1i128 << (w - 1)),
                        (1i128 << (w - 1)) - 1,
                        self.phi_trailing_zeros(*l),
                    ),
                    _ => None,
                }
            }
            Atom::Op(t) => {
                let args: Option<Vec<Interval>> =
                    t.args.iter().map(|p| self.poly_interval(p)).collect();
                op_interval(&t.op, t.bits, &args?)
            }
        }
    }
}
