//! PTX instructions that have an LLVM or NVVM intrinsic of the same meaning: lowered to that
//! call, so the uniformity analysis and the interpreter know them as they know clang's
//! output (a warp shuffle is a warp collective, not an opaque asm).
//!
//! | PTX | call |
//! |---|---|
//! | `shfl.sync.MODE.b32 d[\|p], a, b, c, mask` | `llvm.nvvm.shfl.sync.MODE.i32[p](mask, a, b, c)` |
//! | `vote.sync.{all,any,uni}.pred d, p, mask` / `vote.sync.ballot.b32 d, p, mask` | `llvm.nvvm.vote.MODE.sync(mask, p)` |
//! | `min`/`max` `.s`/`.u` integers, `abs.sN`, `popc`, `clz`, `brev` | `llvm.smin`/`smax`/`umin`/`umax`/`abs`/`ctpop`/`ctlz`/`bitreverse` |
//! | `fma.rn.f32`/`mad.rn.f32`, `abs.f32`, `sqrt.rn.f32`, `neg.f32` | `llvm.fma`, `llvm.fabs`, `llvm.sqrt`, `fneg` |
//! | `cvt` between integers and floats (`cvt.rn.f32.s32`, `cvt.rzi.s32.f32`, `cvt.f64.f32`) | `sitofp`/`uitofp`/`fptosi`/`fptoui`/`fpext`/`fptrunc` |

use super::context::value_type;
use super::function::FnLower;
use super::lower::{signed_type, type_modifier};
use super::statement::destination_count;
use crate::instruction::{CastOp, Opcode, Operands};
use crate::ptx::{PtxInstruction, PtxOperand};
use crate::types::Type;
use smallvec::smallvec;

impl FnLower<'_, '_> {
    /// The destination registers of `i` (`d`, or `d|p` as two).
    fn destinations(&mut self, i: &PtxInstruction) -> Vec<Option<super::vars::VarId>> {
        if destination_count(i) == 0 {
            return Vec::new();
        }
        let regs = match i.operands.first() {
            Some(PtxOperand::Vector(items)) => items.clone(),
            Some(op) => vec![op.clone()],
            None => Vec::new(),
        };
        regs.iter()
            .map(|r| match r {
                PtxOperand::Register(name) => self.vars.register(name),
                _ => None,
            })
            .collect()
    }

    /// Lowers `i` to an intrinsic call when it has one; false otherwise.
    pub(crate) fn lower_intrinsic_form(&mut self, i: &PtxInstruction) -> bool {
        let op = |n: usize| i.operands.get(n).cloned().unwrap_or(PtxOperand::Sink);
        let dests = self.destinations(i);
        let Some(Some(d)) = dests.first().copied() else {
            return false;
        };
        let i1 = self.ctx.int_type(1);
        let i32t = self.ctx.int_type(32);
        let ty = type_modifier(i).and_then(value_type);
        let float = matches!(ty, Some(Type::Float | Type::Double));
        match i.root.as_str() {
            "shfl" if i.has("sync") && i.operands.len() == 5 => {
                let Some(mode) = ["up", "down", "bfly", "idx"].into_iter().find(|m| i.has(m))
                else {
                    return false;
                };
                let mask = self.value(&op(4), i32t);
                let a = self.value(&op(1), i32t);
                let b = self.value(&op(2), i32t);
                let c = self.value(&op(3), i32t);
                if let Some(Some(p)) = dests.get(1).copied() {
                    let pair = self.ctx.ty(Type::Struct {
                        fields: vec![i32t, i1],
                        packed: false,
                    });
                    let r = self.call_intrinsic(
                        &format!("llvm.nvvm.shfl.sync.{mode}.i32p"),
                        pair,
                        smallvec![mask, a, b, c],
                    );
                    let v = self.emit(Opcode::ExtractValue(vec![0]), i32t, smallvec![r], true);
                    let ok = self.emit(Opcode::ExtractValue(vec![1]), i1, smallvec![r], true);
                    self.write(d, v);
                    self.write(p, ok);
                } else {
                    let r = self.call_intrinsic(
                        &format!("llvm.nvvm.shfl.sync.{mode}.i32"),
                        i32t,
                        smallvec![mask, a, b, c],
                    );
                    self.write(d, r);
                }
                true
            }
            "vote" if i.has("sync") && i.operands.len() == 3 => {
                let Some(mode) = ["all", "any", "uni", "ballot"]
                    .into_iter()
                    .find(|m| i.has(m))
                else {
                    return false;
                };
                let mask = self.value(&op(2), i32t);
                let p = self.value(&op(1), i1);
                let ret = if mode == "ballot" { i32t } else { i1 };
                let r = self.call_intrinsic(
                    &format!("llvm.nvvm.vote.{mode}.sync"),
                    ret,
                    smallvec![mask, p],
                );
                self.write(d, r);
                true
            }
            "min" | "max" | "abs" | "popc" | "clz" | "brev" if !float => {
                let Some(Type::Int(bits)) = ty else {
                    return false;
                };
                let t = self.ctx.int_type(bits);
                let signed = signed_type(i);
                let a = self.value(&op(1), t);
                let (name, args, ret): (String, Operands, _) = match i.root.as_str() {
                    "min" | "max" => {
                        let b = self.value(&op(2), t);
                        let s = if signed { 's' } else { 'u' };
                        (format!("llvm.{s}{}.i{bits}", i.root), smallvec![a, b], t)
                    }
                    "abs" => {
                        let no_poison = self.ctx.int(i1, 0);
                        (format!("llvm.abs.i{bits}"), smallvec![a, no_poison], t)
                    }
                    "popc" => (format!("llvm.ctpop.i{bits}"), smallvec![a], t),
                    "clz" => {
                        let no_poison = self.ctx.int(i1, 0);
                        (format!("llvm.ctlz.i{bits}"), smallvec![a, no_poison], t)
                    }
                    _ => (format!("llvm.bitreverse.i{bits}"), smallvec![a], t),
                };
                // popc and clz of a 64-bit value give a 32-bit count in PTX.
                let r = self.call_intrinsic(&name, ret, args);
                let r = if matches!(i.root.as_str(), "popc" | "clz") && bits != 32 {
                    self.emit(Opcode::Cast(CastOp::Trunc), i32t, smallvec![r], true)
                } else {
                    r
                };
                self.write(d, r);
                true
            }
            // Only the forms LLVM's operations compute exactly: rounded to nearest, no `.ftz`
            // or `.sat` (`fma.rz.f32`, `sqrt.rn.ftz.f32` stay PTX, which the interpreter runs
            // with their own rounding).
            "fma" | "mad" | "abs" | "sqrt" | "neg"
                if float && !i.has("approx") && !directed_or_flushing(i) =>
            {
                let t = self.ctx.ty(ty.clone().unwrap_or(Type::Float));
                let suffix = if matches!(ty, Some(Type::Double)) {
                    "f64"
                } else {
                    "f32"
                };
                let r = match i.root.as_str() {
                    "fma" | "mad" if i.operands.len() == 4 => {
                        let (a, b, c) = (
                            self.float_value(&op(1), t),
                            self.float_value(&op(2), t),
                            self.float_value(&op(3), t),
                        );
                        self.call_intrinsic(&format!("llvm.fma.{suffix}"), t, smallvec![a, b, c])
                    }
                    "abs" => {
                        let a = self.float_value(&op(1), t);
                        self.call_intrinsic(&format!("llvm.fabs.{suffix}"), t, smallvec![a])
                    }
                    "sqrt" => {
                        let a = self.float_value(&op(1), t);
                        self.call_intrinsic(&format!("llvm.sqrt.{suffix}"), t, smallvec![a])
                    }
                    "neg" => {
                        let a = self.float_value(&op(1), t);
                        self.emit(Opcode::FNeg, t, smallvec![a], true)
                    }
                    _ => return false,
                };
                let dty = self.var_types[d.0];
                let r = self.float_result(r, dty);
                self.write(d, r);
                true
            }
            "cvt" if i.operands.len() == 2 => self.lower_float_conversion(i, d),
            _ => false,
        }
    }

    /// `cvt.{rn,rz,rzi,…}.TO.FROM` where one side is a float.
    fn lower_float_conversion(&mut self, i: &PtxInstruction, d: super::vars::VarId) -> bool {
        let types: Vec<&str> = i
            .modifiers
            .iter()
            .map(String::as_str)
            .filter(|m| value_type(m).is_some())
            .collect();
        let [to, from] = types[..] else { return false };
        if i.has("sat") || directed_or_flushing(i) {
            return false;
        }
        let (Some(to_ty), Some(from_ty)) = (value_type(to), value_type(from)) else {
            return false;
        };
        let is_float = |t: &Type| matches!(t, Type::Float | Type::Double);
        let op = match (is_float(&to_ty), is_float(&from_ty)) {
            (true, false) if from.starts_with('s') => CastOp::SIToFP,
            (true, false) => CastOp::UIToFP,
            (false, true) if to.starts_with('s') => CastOp::FPToSI,
            (false, true) => CastOp::FPToUI,
            (true, true) if matches!((&to_ty, &from_ty), (Type::Double, Type::Float)) => {
                CastOp::FPExt
            }
            (true, true) if matches!((&to_ty, &from_ty), (Type::Float, Type::Double)) => {
                CastOp::FPTrunc
            }
            _ => return false,
        };
        // Float → integer rounds toward zero only with `.rzi` (or no rounding modifier).
        if matches!(op, CastOp::FPToSI | CastOp::FPToUI)
            && ["rni", "rmi", "rpi"].iter().any(|m| i.has(m))
        {
            return false;
        }
        let from_t = self.ctx.ty(from_ty);
        let to_t = self.ctx.ty(to_ty);
        // A float in an integer register is read and written by its bits (float_regs.rs).
        let a = self.float_value(&i.operands[1], from_t);
        let r = self.emit(Opcode::Cast(op), to_t, smallvec![a], true);
        let dty = self.var_types[d.0];
        let r = self.float_result(r, dty);
        self.write(d, r);
        true
    }
}

/// A rounding other than to nearest (`.rz`, `.rm`, `.rp`), or `.ftz`/`.sat`: semantics LLVM's
/// `fma`, `sqrt` and casts do not have.
fn directed_or_flushing(i: &PtxInstruction) -> bool {
    ["rz", "rm", "rp", "ftz", "sat"].iter().any(|m| i.has(m))
}
