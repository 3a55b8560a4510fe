//! One PTX instruction → IR instructions.
//!
//! | PTX | IR |
//! |---|---|
//! | `mov d, a` (register, immediate, symbol) | no instruction: `d` names `a`'s value |
//! | `mov d, %tid.x` (any special register) | `call i32 @llvm.nvvm.read.ptx.sreg.tid.x()` |
//! | `add`/`sub`/`mul.lo`/`shl`/`shr`/`and`/`or`/`xor`/`not`/`neg` on integers | the LLVM binary operator; on an address operand ([`super::kinds`]), `getelementptr i8` |
//! | `mul.wide.s32`/`.u32`, `mad.lo`, `mad.wide` | `sext`/`zext`, `mul`, `add` (or `getelementptr` onto an address) |
//! | `cvt` between integer types | `sext`/`zext`/`trunc` (nothing on an address) |
//! | `cvta.to.S` / `cvta.S` | `addrspacecast` (`inttoptr` from an integer) |
//! | `setp.cmp.T p, a, b`, `selp` | `icmp`/`fcmp`, `select` |
//! | `add`/`sub`/`mul`/`div` `.f16`/`.bf16`/`.f32`/`.f64` (round to nearest, no `.ftz`) | `fadd`/`fsub`/`fmul`/`fdiv` of that type; a `.bN` register through `bitcast` ([`super::float_regs`]) |
//! | `ld`/`st` (weak; `.global`, `.shared`, `.local`, `.const`, generic; scalar or vector) | `load`/`store` through a pointer in that address space, the offset a `getelementptr i8` |
//! | `ld.param`/`st.param` | the parameter's value; call sequences pass values through `.param` names |
//! | `bar.sync`/`barrier.sync`, `bar.arrive`, `bar.red`, `bar.warp.sync`, `membar`, `fence.sc`/`.acq_rel` | the NVVM barrier intrinsics, so the barrier rules of docs/design.md §3 apply unchanged |
//! | `call` | `call` of the function |
//! | anything else (`atom`, `red`, `cp.async`, `ldmatrix`, strong or volatile `ld`/`st`, packed or directed-rounding float arithmetic, `mma`, unknown opcodes) | an inline asm call of the instruction itself, registers bound as `$N`: the PTX instruction model ([`crate::ptx`]) gives its effects exactly as for inline PTX in LLVM IR |
//!
//! The guard of a guarded instruction was made control flow by the block builder, so it is
//! ignored here.

use super::context::{address_space, value_type};
use super::float_regs::scalar_float;
use super::function::FnLower;
use super::statement::{destination_count, param_slot, Parsed};
use super::vars::VarId;
use crate::error::RawError;
use crate::index::TypeId;
use crate::instruction::{BinaryOp, Callee, CastOp, Opcode, Operand, Operands, Predicate};
use crate::module::Symbol;
use crate::ptx::{PtxInstruction, PtxOperand};
use crate::types::Type;
use smallvec::smallvec;

/// The offset into the CTA's reserved shared memory that a `%reserved_smem_offset_*`
/// register holds (PTX ISA, "Special Registers: %reserved_smem_offset_begin, …"): a shared
/// address, not a number, so the lowering gives it as an address of one variable standing
/// for the region ([`super::context::RESERVED_SMEM`]). Where the system places the region
/// is not in the ISA; `begin`, `0` and `1` (what cooperative groups' multi-warp tiles read,
/// cooperative_groups/details/memory.h) are its start, `end` and `cap` its end. As one object
/// of its own, the region's accesses conflict with each other and with nothing the kernel
/// declares, which is what the ISA promises (user code must not touch it otherwise).
pub(crate) fn reserved_smem_offset(name: &str) -> Option<u64> {
    match name.strip_prefix("reserved_smem_offset_")? {
        "begin" | "0" | "1" => Some(0),
        "end" | "cap" => Some(super::context::RESERVED_SMEM_BYTES),
        _ => None,
    }
}

/// The special registers read with `mov`: the intrinsic's suffix and the width in bits
/// (PTX ISA, chapter "Special Registers"; `%reserved_smem_offset_*` are addresses,
/// [`reserved_smem_offset`]).
pub(crate) fn special_register(name: &str) -> Option<u32> {
    const DIMENSIONED: &[&str] = &[
        "tid",
        "ntid",
        "ctaid",
        "nctaid",
        "clusterid",
        "nclusterid",
        "cluster_ctaid",
        "cluster_nctaid",
    ];
    if let Some((base, dim)) = name.split_once('.') {
        return (DIMENSIONED.contains(&base) && matches!(dim, "x" | "y" | "z")).then_some(32);
    }
    if reserved_smem_offset(name).is_some() {
        return Some(32);
    }
    let numbered = |prefix: &str, max: u32| {
        name.strip_prefix(prefix)
            .and_then(|n| n.parse::<u32>().ok())
            .is_some_and(|n| n <= max)
    };
    if numbered("envreg", 31) || numbered("pm", 7) {
        return Some(32);
    }
    if name
        .strip_suffix("_64")
        .is_some_and(|n| n.strip_prefix("pm").and_then(|k| k.parse::<u32>().ok()) <= Some(7))
    {
        return Some(64);
    }
    match name {
        "clock64" | "globaltimer" | "gridid" | "current_graph_exec" => Some(64),
        "laneid"
        | "warpid"
        | "nwarpid"
        | "smid"
        | "nsmid"
        | "clock"
        | "lanemask_eq"
        | "lanemask_le"
        | "lanemask_lt"
        | "lanemask_ge"
        | "lanemask_gt"
        | "total_smem_size"
        | "dynamic_smem_size"
        | "aggr_smem_size"
        | "cluster_ctarank"
        | "cluster_nctarank"
        | "is_explicit_cluster"
        | "clock_hi"
        | "globaltimer_lo"
        | "globaltimer_hi"
        | "warpsize" => Some(32),
        _ => None,
    }
}

pub(crate) fn float_type(m: &str) -> bool {
    matches!(m, "f32" | "f64" | "f16" | "bf16" | "f16x2" | "bf16x2")
}

/// The last type modifier (`s32` of `mul.wide.s32`).
pub(crate) fn type_modifier(i: &PtxInstruction) -> Option<&str> {
    i.modifiers
        .iter()
        .rev()
        .map(String::as_str)
        .find(|m| value_type(m).is_some())
}

/// True when the last type modifier is a signed integer (`s32` of `mul.lo.s32`).
pub(crate) fn signed_type(i: &PtxInstruction) -> bool {
    type_modifier(i).is_some_and(|m| m.starts_with('s'))
}

/// True when `i` carries none of `modifiers` (variants a lowering does not model: `.cc`,
/// `.hi`, `.sat`, …).
fn has_none(i: &PtxInstruction, modifiers: &[&str]) -> bool {
    !modifiers.iter().any(|m| i.has(m))
}

/// The address space of the first modifier naming a state space other than generic
/// (`shared` of `cvta.to.shared.u64`); 0 (generic) when none does.
pub(crate) fn space_modifier(i: &PtxInstruction) -> u32 {
    i.modifiers
        .iter()
        .map(|m| address_space(m))
        .find(|s| *s != 0)
        .unwrap_or(0)
}

/// The lanes of a vector access (`4` of `ld.shared.v4.f32`); 1 for a scalar one.
pub(crate) fn vector_lanes(i: &PtxInstruction) -> u32 {
    i.modifiers
        .iter()
        .find_map(|m| m.strip_prefix('v').and_then(|n| n.parse().ok()))
        .unwrap_or(1)
}

pub(crate) const STRONG: &[&str] = &[
    "volatile", "relaxed", "acquire", "release", "sc", "mmio", "acq_rel",
];

impl FnLower<'_, '_> {
    pub(crate) fn ty_of(&mut self, op: Operand) -> TypeId {
        match op {
            Operand::Local(l) => {
                let params = self.decl.params.len();
                if l.index() < params {
                    self.param_type(l.index())
                } else {
                    self.temps[l.index() - params].0
                }
            }
            Operand::Global(g) => self.ctx.globals[g].pointer_type,
            Operand::Const(c) => self.ctx.constants[c].ty(),
            _ => self.ctx.ptr(0),
        }
    }

    pub(crate) fn is_ptr(&mut self, op: Operand) -> Option<u32> {
        let ty = self.ty_of(op);
        self.ctx.types.pointer_addr_space(ty)
    }

    pub(crate) fn var(&mut self, name: &str) -> Option<VarId> {
        self.vars.register(name)
    }

    /// The value of an operand; immediates take type `hint`.
    pub(crate) fn value(&mut self, op: &PtxOperand, hint: TypeId) -> Operand {
        match op {
            PtxOperand::Register(r) => {
                if let Some(offset) = reserved_smem_offset(r) {
                    let g = self.ctx.reserved_smem();
                    let i32t = self.ctx.int_type(32);
                    let offset = self.ctx.int(i32t, i128::from(offset));
                    return self.offset_pointer(Operand::Global(g), offset);
                }
                if let Some(bits) = special_register(r) {
                    let ty = self.ctx.int_type(bits);
                    let name = format!("llvm.nvvm.read.ptx.sreg.{r}");
                    return self.call_intrinsic(&name, ty, smallvec![]);
                }
                match self.var(r) {
                    Some(v) => self.read(v),
                    None => self.ctx.undef(hint),
                }
            }
            PtxOperand::Immediate(v) => self.ctx.int(hint, i128::from(*v)),
            PtxOperand::Not(x) => {
                let v = self.value(x, hint);
                let ty = self.ty_of(v);
                let ones = self.ctx.int(ty, -1);
                self.binary(BinaryOp::Xor, v, ones, ty)
            }
            PtxOperand::Name(n) => match self.ctx.symbols.get(n.as_str()) {
                // PTX's one predefined constant (ISA, "Predefined Identifiers"); nvcc writes
                // `warpSize` as `mov.u32 %r, WARP_SZ;`.
                None if n == "WARP_SZ" => self.ctx.int(hint, 32),
                Some(Symbol::Global(g)) => Operand::Global(*g),
                Some(Symbol::Function(f)) => Operand::Function(*f),
                None => self.ctx.undef(hint),
            },
            _ => self.ctx.undef(hint),
        }
    }

    pub(crate) fn cast(&mut self, op: CastOp, v: Operand, to: TypeId) -> Operand {
        self.emit(Opcode::Cast(op), to, smallvec![v], true)
    }

    pub(crate) fn binary(&mut self, op: BinaryOp, a: Operand, b: Operand, ty: TypeId) -> Operand {
        self.emit(Opcode::Binary(op), ty, smallvec![a, b], true)
    }

    /// `base + offset` as a pointer: `getelementptr i8` on an address.
    pub(crate) fn offset_pointer(&mut self, base: Operand, index: Operand) -> Operand {
        let ty = self.ty_of(base);
        let i8t = self.ctx.int_type(8);
        self.emit(
            Opcode::GetElementPtr {
                source: i8t,
                inbounds: false,
            },
            ty,
            smallvec![base, index],
            true,
        )
    }

    /// Adds `b` to `a`, as `getelementptr` when either is an address.
    pub(crate) fn add(&mut self, a: Operand, b: Operand, ty: TypeId) -> Operand {
        match (self.is_ptr(a), self.is_ptr(b)) {
            (Some(_), None) => self.offset_pointer(a, b),
            (None, Some(_)) => self.offset_pointer(b, a),
            _ => self.binary(BinaryOp::Add, a, b, ty),
        }
    }

    /// The address of `[base+offset]` as a pointer into address space `space`.
    pub(crate) fn address(&mut self, op: &PtxOperand, space: u32) -> Operand {
        let (base, offset) = match op {
            PtxOperand::Address { base, offset, .. } => (base.as_ref(), *offset),
            other => (other, 0),
        };
        let i64t = self.ctx.int_type(64);
        let mut p = self.value(base, i64t);
        let target = self.ctx.ptr(space);
        match self.is_ptr(p) {
            Some(s) if s == space => {}
            Some(_) => p = self.cast(CastOp::AddrSpaceCast, p, target),
            None => p = self.cast(CastOp::IntToPtr, p, target),
        }
        if offset != 0 {
            let off = self.ctx.int(i64t, i128::from(offset));
            p = self.offset_pointer(p, off);
        }
        p
    }

    /// An asm address operand's base as a pointer, unconverted when it already is one (an
    /// asm may name two spaces, as `cp.async.shared.global` does), the offset folded in.
    pub(crate) fn asm_address(
        &mut self,
        base: &PtxOperand,
        offset: i64,
        space_guess: u32,
    ) -> Operand {
        let i64t = self.ctx.int_type(64);
        let mut p = self.value(base, i64t);
        if self.is_ptr(p).is_none() {
            let target = self.ctx.ptr(space_guess);
            p = self.cast(CastOp::IntToPtr, p, target);
        }
        if offset != 0 {
            let off = self.ctx.int(i64t, i128::from(offset));
            p = self.offset_pointer(p, off);
        }
        p
    }

    pub(crate) fn dest_var(&mut self, i: &PtxInstruction) -> Option<VarId> {
        match i.operands.first() {
            Some(PtxOperand::Register(r)) if destination_count(i) == 1 => self.var(r),
            _ => None,
        }
    }

    pub(crate) fn hint(&mut self, i: &PtxInstruction) -> TypeId {
        let ty = type_modifier(i)
            .and_then(value_type)
            .unwrap_or(Type::Int(32));
        self.ctx.ty(ty)
    }

    pub(crate) fn lower_statement(&mut self, parsed: &Parsed) -> Result<(), RawError> {
        match parsed {
            Parsed::Call(_, call) => {
                // A direct call names a function of the file; an indirect one (`call
                // (retval0), %rd5, (param0), prototype_0;`) a register: the callee is unknown.
                let i64t = self.ctx.int_type(64);
                let (callee, ret) = match self.ctx.symbols.get(call.target.as_str()).copied() {
                    Some(Symbol::Function(f)) => {
                        (Callee::Direct(f), self.ctx.functions[f].return_type)
                    }
                    _ if call.target.starts_with('%') => {
                        let reg = PtxOperand::Register(call.target[1..].to_string());
                        let target = self.value(&reg, i64t);
                        let ret = if call.ret.is_some() {
                            i64t
                        } else {
                            self.ctx.void()
                        };
                        (Callee::Indirect(target), ret)
                    }
                    _ => {
                        return Err(RawError::new(
                            self.span.start as usize,
                            format!(
                                "call of '{}', which this file does not declare",
                                call.target
                            ),
                        ))
                    }
                };
                let mut args = Operands::new();
                for a in &call.args {
                    let v = self.vars.param(a, 0, "b64");
                    args.push(self.read(v));
                }
                let void = self.ctx.void();
                let n = args.len();
                let r = self.emit(Opcode::Call { callee, args: n }, ret, args, ret != void);
                if let Some(name) = &call.ret {
                    let v = self.vars.param(name, 0, "b64");
                    self.write(v, r);
                }
                Ok(())
            }
            Parsed::Inst(i) => {
                if !self.lower_native(i) && !self.lower_intrinsic_form(i) {
                    self.lower_as_asm(i);
                }
                Ok(())
            }
        }
    }

    /// Lowers the forms with a native IR shape; false when `i` needs the asm form.
    /// The two sources of an integer instruction at type `ty`, and its result type: with
    /// `.wide`, both are extended (by `signed`) to twice the width, as is the result.
    fn source_pair(
        &mut self,
        i: &PtxInstruction,
        first: &PtxOperand,
        second: &PtxOperand,
        ty: TypeId,
        signed: bool,
    ) -> (Operand, Operand, TypeId) {
        let wide = i.has("wide");
        let out_ty = if wide {
            let bits = match self.ctx.types.get(ty) {
                Type::Int(b) => *b * 2,
                _ => 64,
            };
            self.ctx.int_type(bits)
        } else {
            ty
        };
        let mut a = self.value(first, ty);
        let mut b = self.value(second, ty);
        if wide {
            let ext = if signed { CastOp::SExt } else { CastOp::ZExt };
            a = self.cast(ext, a, out_ty);
            b = self.cast(ext, b, out_ty);
        }
        (a, b, out_ty)
    }

    fn lower_native(&mut self, i: &PtxInstruction) -> bool {
        let float = i.modifiers.iter().any(|m| float_type(m));
        let ty = self.hint(i);
        let op = |n: usize| i.operands.get(n).cloned().unwrap_or(PtxOperand::Sink);
        let dest = self.dest_var(i);
        match i.root.as_str() {
            "mov" if i.operands.len() == 2 && !matches!(op(1), PtxOperand::Vector(_)) => {
                let Some(d) = dest else { return false };
                let dty = self.var_types[d.0];
                let v = self.value(&op(1), dty);
                self.write(d, v);
                true
            }
            "add" | "sub" | "mul" | "shl" | "shr" | "and" | "or" | "xor" | "div" | "rem"
                if i.operands.len() == 3 && has_none(i, &["cc", "hi", "sat", "approx", "full"]) =>
            {
                let Some(d) = dest else { return false };
                if float {
                    return self.lower_float_binary(i, d);
                }
                let signed = signed_type(i);
                let (a, b, out_ty) = self.source_pair(i, &op(1), &op(2), ty, signed);
                let r = match (i.root.as_str(), float) {
                    ("add", false) => self.add(a, b, out_ty),
                    ("sub", false) if self.is_ptr(a).is_some() && self.is_ptr(b).is_none() => {
                        let zero = self.ctx.int(out_ty, 0);
                        let bty = self.ty_of(b);
                        let neg = self.binary(BinaryOp::Sub, zero, b, bty);
                        self.offset_pointer(a, neg)
                    }
                    (_, true) => return false,
                    (root, false) => {
                        let bop = match root {
                            "sub" => BinaryOp::Sub,
                            "mul" => BinaryOp::Mul,
                            "shl" => BinaryOp::Shl,
                            "shr" if signed => BinaryOp::AShr,
                            "shr" => BinaryOp::LShr,
                            "and" => BinaryOp::And,
                            "or" => BinaryOp::Or,
                            "xor" => BinaryOp::Xor,
                            "div" if signed => BinaryOp::SDiv,
                            "div" => BinaryOp::UDiv,
                            "rem" if signed => BinaryOp::SRem,
                            _ => BinaryOp::URem,
                        };
                        self.binary(bop, a, b, out_ty)
                    }
                };
                self.write(d, r);
                true
            }
            "mad" if !float && i.operands.len() == 4 && has_none(i, &["hi", "cc", "sat"]) => {
                let Some(d) = dest else { return false };
                let signed = signed_type(i);
                let (a, b, out_ty) = self.source_pair(i, &op(1), &op(2), ty, signed);
                let c = self.value(&op(3), out_ty);
                let product = self.binary(BinaryOp::Mul, a, b, out_ty);
                let r = self.add(c, product, out_ty);
                self.write(d, r);
                true
            }
            "not" | "neg" if !float && i.operands.len() == 2 => {
                let Some(d) = dest else { return false };
                let a = self.value(&op(1), ty);
                let r = if i.root == "not" {
                    let ones = self.ctx.int(ty, -1);
                    self.binary(BinaryOp::Xor, a, ones, ty)
                } else {
                    let zero = self.ctx.int(ty, 0);
                    self.binary(BinaryOp::Sub, zero, a, ty)
                };
                self.write(d, r);
                true
            }
            "cvt" if i.operands.len() == 2 && i.modifiers.len() == 2 && !float => {
                let Some(d) = dest else { return false };
                let (to, from) = (i.modifiers[0].as_str(), i.modifiers[1].as_str());
                let (Some(Type::Int(tb)), Some(Type::Int(fb))) = (value_type(to), value_type(from))
                else {
                    return false;
                };
                let from_ty = self.ctx.int_type(fb);
                let a = self.value(&op(1), from_ty);
                let r = if self.is_ptr(a).is_some() || tb == fb {
                    a
                } else if tb > fb {
                    let to_ty = self.ctx.int_type(tb);
                    self.cast(
                        if from.starts_with('s') {
                            CastOp::SExt
                        } else {
                            CastOp::ZExt
                        },
                        a,
                        to_ty,
                    )
                } else {
                    let to_ty = self.ctx.int_type(tb);
                    self.cast(CastOp::Trunc, a, to_ty)
                };
                self.write(d, r);
                true
            }
            "cvta" if i.operands.len() == 2 => {
                let Some(d) = dest else { return false };
                let space = space_modifier(i);
                let target = if i.has("to") { space } else { 0 };
                let i64t = self.ctx.int_type(64);
                let a = self.value(&op(1), i64t);
                let to = self.ctx.ptr(target);
                let r = if self.is_ptr(a).is_some() {
                    self.cast(CastOp::AddrSpaceCast, a, to)
                } else {
                    self.cast(CastOp::IntToPtr, a, to)
                };
                self.write(d, r);
                true
            }
            "setp" if i.operands.len() == 3 && matches!(op(0), PtxOperand::Register(_)) => {
                let Some(d) = dest else { return false };
                let Some(pred) = compare_predicate(i) else {
                    return false;
                };
                let (a, b) = match type_modifier(i).and_then(scalar_float) {
                    Some(f) => {
                        let fty = self.ctx.ty(f);
                        (self.float_value(&op(1), fty), self.float_value(&op(2), fty))
                    }
                    None if float => return false,
                    None => (self.value(&op(1), ty), self.value(&op(2), ty)),
                };
                let i1 = self.ctx.int_type(1);
                let opcode = if float {
                    Opcode::FCmp(pred)
                } else {
                    Opcode::ICmp(pred)
                };
                let r = self.emit(opcode, i1, smallvec![a, b], true);
                self.write(d, r);
                true
            }
            "selp" if i.operands.len() == 4 => {
                let Some(d) = dest else { return false };
                let dty = self.var_types[d.0];
                let a = self.value(&op(1), dty);
                let b = self.value(&op(2), dty);
                let i1 = self.ctx.int_type(1);
                let c = self.value(&op(3), i1);
                let rty = self.ty_of(a);
                let r = self.emit(Opcode::Select, rty, smallvec![c, a, b], true);
                self.write(d, r);
                true
            }
            "ld" if i.has("param") => self.lower_param_load(i),
            "st" if i.has("param") => {
                let Some((name, offset)) = param_slot(&op(0)) else {
                    return false;
                };
                let elem = type_modifier(i).unwrap_or("b64").to_string();
                let v = self.vars.param(&name, offset, &elem);
                let first = match op(1) {
                    PtxOperand::Vector(items) => items.first().cloned().unwrap_or(PtxOperand::Sink),
                    other => other,
                };
                let value = self.value(&first, ty);
                self.write(v, value);
                true
            }
            "ld" | "st" if !i.modifiers.iter().any(|m| STRONG.contains(&m.as_str())) => {
                self.lower_plain_access(i)
            }
            "bar" | "barrier" => self.lower_barrier(i),
            "membar" => {
                let scope = i.modifiers.first().cloned().unwrap_or_else(|| "gl".into());
                let void = self.ctx.void();
                self.call_intrinsic(&format!("llvm.nvvm.membar.{scope}"), void, smallvec![]);
                true
            }
            "fence"
                if i.modifiers
                    .first()
                    .is_some_and(|m| m == "sc" || m == "acq_rel") =>
            {
                let void = self.ctx.void();
                let name = format!("llvm.nvvm.fence.{}", i.modifiers.join("."));
                self.call_intrinsic(&name, void, smallvec![]);
                true
            }
            _ => false,
        }
    }
}

impl FnLower<'_, '_> {
    /// `add`/`sub`/`mul`/`div` of a scalar float type: the LLVM float operator on the
    /// instruction's float type, registers of its width read and written through `bitcast`
    /// ([`super::float_regs`]); false (the asm form) for packed `.f16x2`/`.bf16x2`.
    fn lower_float_binary(&mut self, i: &PtxInstruction, d: VarId) -> bool {
        let Some(f) = type_modifier(i).and_then(scalar_float) else {
            return false;
        };
        // A directed rounding or flush-to-zero is the asm form's, which models them.
        if ["rz", "rm", "rp", "ftz"].iter().any(|m| i.has(m)) {
            return false;
        }
        let bop = match i.root.as_str() {
            "add" => BinaryOp::FAdd,
            "sub" => BinaryOp::FSub,
            "mul" => BinaryOp::FMul,
            "div" => BinaryOp::FDiv,
            _ => return false,
        };
        let fty = self.ctx.ty(f);
        let op = |n: usize| i.operands.get(n).cloned().unwrap_or(PtxOperand::Sink);
        let a = self.float_value(&op(1), fty);
        let b = self.float_value(&op(2), fty);
        let r = self.binary(bop, a, b, fty);
        let dty = self.var_types[d.0];
        let r = self.float_result(r, dty);
        self.write(d, r);
        true
    }
}

/// The LLVM predicate of `setp.cmp.T`.
fn compare_predicate(i: &PtxInstruction) -> Option<Predicate> {
    let cmp = i.modifiers.first()?.as_str();
    let ty = type_modifier(i)?;
    let float = float_type(ty);
    let signed = ty.starts_with('s');
    let name = if float {
        match cmp {
            "eq" => "oeq",
            "ne" => "one",
            "lt" => "olt",
            "le" => "ole",
            "gt" => "ogt",
            "ge" => "oge",
            "equ" => "ueq",
            "neu" => "une",
            "ltu" => "ult",
            "leu" => "ule",
            "gtu" => "ugt",
            "geu" => "uge",
            "num" => "ord",
            "nan" => "uno",
            _ => return None,
        }
    } else {
        match (cmp, signed) {
            ("eq", _) => "eq",
            ("ne", _) => "ne",
            ("lt", true) => "slt",
            ("le", true) => "sle",
            ("gt", true) => "sgt",
            ("ge", true) => "sge",
            ("lt" | "lo", false) => "ult",
            ("le" | "ls", false) => "ule",
            ("gt" | "hi", false) => "ugt",
            ("ge" | "hs", false) => "uge",
            _ => return None,
        }
    };
    Predicate::ALL
        .iter()
        .find(|p| **p == name)
        .map(|p| Predicate(p))
}
