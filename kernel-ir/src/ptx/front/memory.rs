//! Loads, stores, `.param` slots and barriers: the statements with a native IR shape that
//! touch memory or synchronise (see the table in [`super::lower`]).

use super::context::{address_space, value_type};
use super::function::FnLower;
use super::lower::{type_modifier, vector_lanes};
use super::statement::{destination_count, param_slot};
use crate::instruction::{Callee, Opcode, Operand, Operands, Ordering};
use crate::ptx::{PtxInstruction, PtxOperand};
use crate::types::Type;
use smallvec::smallvec;

impl FnLower<'_, '_> {
    pub(crate) fn lower_param_load(&mut self, i: &PtxInstruction) -> bool {
        let Some(addr) = i.operands.get(1) else {
            return false;
        };
        let Some((name, offset)) = param_slot(addr) else {
            return false;
        };
        if self.decl.is_entry
            && self
                .decl
                .params
                .iter()
                .any(|p| p.name == name && p.array.is_some())
        {
            return self.lower_struct_param_load(i, &name, offset);
        }
        let Some(d) = self.dest_var(i) else {
            return false;
        };
        let elem = type_modifier(i).unwrap_or("b64").to_string();
        let v = self.vars.param(&name, offset, &elem);
        if v.0 >= self.var_types.len() {
            return false;
        }
        let value = self.read(v);
        if matches!(value, Operand::Const(c) if matches!(self.ctx.constants[c], crate::constant::Constant::Undef(_)))
        {
            // A byte of a device function's struct parameter, or a slot nothing wrote: not a
            // value we know.
            return false;
        }
        self.write(d, value);
        true
    }

    /// `ld.param.T d, [p+offset]` of a kernel's byte-array parameter `p` (a pointer to its
    /// bytes in constant memory, see `declare_function`): `load T` at `p + offset`; the
    /// vector form `ld.param.vN.T {d0, …}, [p+offset]` (nvcc reads a struct's fields so),
    /// one `load T` per register, at `offset + k·size(T)`.
    fn lower_struct_param_load(&mut self, i: &PtxInstruction, name: &str, offset: i64) -> bool {
        let is_struct = self.decl.is_entry
            && self
                .decl
                .params
                .iter()
                .any(|p| p.name == name && p.array.is_some());
        let lanes = vector_lanes(i);
        let Some(elem) = type_modifier(i).and_then(value_type) else {
            return false;
        };
        let regs: Vec<PtxOperand> = match i.operands.first() {
            Some(PtxOperand::Vector(items)) if items.len() as u32 == lanes => items.clone(),
            Some(r @ PtxOperand::Register(_)) if lanes == 1 => vec![r.clone()],
            _ => return false,
        };
        if !is_struct || destination_count(i) != 1 {
            return false;
        }
        let size = match elem {
            Type::Int(bits) if bits >= 8 => i64::from(bits / 8),
            Type::Float => 4,
            Type::Double => 8,
            _ => return false,
        };
        let ty = self.ctx.ty(elem);
        let base_ty = self
            .decl
            .params
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.ty);
        let base = self.vars.param(name, 0, base_ty.unwrap_or("b8"));
        let base = self.read(base);
        let i64t = self.ctx.int_type(64);
        for (k, r) in regs.iter().enumerate() {
            let PtxOperand::Register(reg) = r else {
                continue;
            };
            let Some(d) = self.var(reg) else { continue };
            let off = self.ctx.int(i64t, i128::from(offset + k as i64 * size));
            let addr = self.offset_pointer(base, off);
            let v = self.emit(
                Opcode::Load {
                    ordering: Ordering::NotAtomic,
                    volatile: false,
                    align: None,
                },
                ty,
                smallvec![addr],
                true,
            );
            self.write(d, v);
        }
        true
    }

    /// Weak `ld`/`st` of `.global`, `.shared`, `.local`, `.const` or generic memory.
    pub(crate) fn lower_plain_access(&mut self, i: &PtxInstruction) -> bool {
        if i.has("nc") {
            // Read-only data: the model's rule (no access) applies through the asm form.
            return false;
        }
        let space_mod = i.modifiers.iter().find(|m| {
            matches!(
                m.as_str(),
                "global"
                    | "shared"
                    | "shared::cta"
                    | "local"
                    | "const"
                    | "shared::cluster"
                    | "param"
            )
        });
        if space_mod.is_some_and(|m| m == "shared::cluster" || m == "param") {
            return false;
        }
        let space = space_mod.map_or(0, |m| address_space(m));
        let lanes = vector_lanes(i);
        let Some(elem) = type_modifier(i).and_then(value_type) else {
            return false;
        };
        let elem = self.ctx.ty(elem);
        let value_ty = if lanes > 1 {
            self.ctx.ty(Type::Vector {
                len: lanes,
                elem,
                scalable: false,
            })
        } else {
            elem
        };
        let (addr_op, data_op) = if i.root == "ld" { (1, 0) } else { (0, 1) };
        let (Some(addr), Some(data)) = (
            i.operands.get(addr_op).cloned(),
            i.operands.get(data_op).cloned(),
        ) else {
            return false;
        };
        if !matches!(
            addr,
            PtxOperand::Address {
                coordinates: None,
                ..
            }
        ) {
            return false;
        }
        let regs: Vec<PtxOperand> = match &data {
            PtxOperand::Vector(items) if items.len() as u32 == lanes => items.clone(),
            PtxOperand::Vector(_) => return false,
            other if lanes == 1 => vec![other.clone()],
            _ => return false,
        };
        let p = self.address(&addr, space);
        if i.root == "ld" {
            let loaded = self.emit(
                Opcode::Load {
                    volatile: false,
                    ordering: Ordering::NotAtomic,
                    align: None,
                },
                value_ty,
                smallvec![p],
                true,
            );
            for (k, r) in regs.iter().enumerate() {
                let PtxOperand::Register(name) = r else {
                    continue;
                };
                let Some(v) = self.var(name) else { continue };
                let value = if lanes == 1 {
                    loaded
                } else {
                    let i32t = self.ctx.int_type(32);
                    let idx = self.ctx.int(i32t, k as i128);
                    self.emit(Opcode::ExtractElement, elem, smallvec![loaded, idx], true)
                };
                self.write(v, value);
            }
        } else {
            let value = if lanes == 1 {
                // `st.f32` of a `.b32` register stores its bits (float_regs.rs).
                self.float_value(&regs[0], elem)
            } else {
                let mut acc = self.ctx.undef(value_ty);
                for (k, r) in regs.iter().enumerate() {
                    let x = self.float_value(r, elem);
                    let i32t = self.ctx.int_type(32);
                    let idx = self.ctx.int(i32t, k as i128);
                    acc = self.emit(
                        Opcode::InsertElement,
                        value_ty,
                        smallvec![acc, x, idx],
                        true,
                    );
                }
                acc
            };
            self.emit(
                Opcode::Store {
                    volatile: false,
                    ordering: Ordering::NotAtomic,
                    align: None,
                },
                value_ty,
                smallvec![value, p],
                false,
            );
        }
        true
    }

    /// `bar`/`barrier` forms as the NVVM intrinsics `syncflow_ir::classify` knows.
    pub(crate) fn lower_barrier(&mut self, i: &PtxInstruction) -> bool {
        let i32t = self.ctx.int_type(32);
        let void = self.ctx.void();
        if i.has("warp") {
            let mask = i
                .operands
                .first()
                .cloned()
                .unwrap_or(PtxOperand::Immediate(-1));
            let m = self.value(&mask, i32t);
            let f = self.ctx.intrinsic("llvm.nvvm.bar.warp.sync", void);
            self.emit(
                Opcode::Call {
                    callee: Callee::Direct(f),
                    args: 1,
                },
                void,
                smallvec![m],
                false,
            );
            return true;
        }
        let aligned = if i.root == "bar" || i.has("aligned") {
            ".aligned"
        } else {
            ""
        };
        let (what, first) = if i.has("sync") {
            ("sync", 0)
        } else if i.has("arrive") {
            ("arrive", 0)
        } else if i.has("red") {
            ("red", 1)
        } else {
            return false;
        };
        let ops = &i.operands[first.min(i.operands.len())..];
        let (count, pred) = match what {
            "red" => (ops.len() == 3, ops.last().cloned()),
            _ => (ops.len() >= 2, None),
        };
        let mut args = Operands::new();
        let id = ops.first().cloned().unwrap_or(PtxOperand::Immediate(0));
        args.push(self.value(&id, i32t));
        if count {
            let c = ops[1].clone();
            args.push(self.value(&c, i32t));
        }
        let (name, ret) = match what {
            "red" => {
                let op = i
                    .modifiers
                    .iter()
                    .find(|m| matches!(m.as_str(), "popc" | "and" | "or"))
                    .cloned()
                    .unwrap_or_else(|| "popc".into());
                let i1 = self.ctx.int_type(1);
                let p = pred.unwrap_or(PtxOperand::Immediate(1));
                args.push(self.value(&p, i1));
                let ret = if op == "popc" { i32t } else { i1 };
                (
                    format!(
                        "llvm.nvvm.barrier.cta.red.{op}{aligned}.{}",
                        if count { "count" } else { "all" }
                    ),
                    ret,
                )
            }
            "arrive" => (format!("llvm.nvvm.barrier.cta.arrive{aligned}.count"), void),
            _ => (
                format!(
                    "llvm.nvvm.barrier.cta.sync{aligned}.{}",
                    if count { "count" } else { "all" }
                ),
                void,
            ),
        };
        let f = self.ctx.intrinsic(&name, ret);
        let n = args.len();
        let r = self.emit(
            Opcode::Call {
                callee: Callee::Direct(f),
                args: n,
            },
            ret,
            args,
            ret != void,
        );
        if let Some(d) = self.dest_var(i) {
            self.write(d, r);
        }
        true
    }
}
