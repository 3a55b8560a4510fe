//! Tracing a pointer to the object it points into.
//!
//! ```text
//! %p = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %i
//!      └── GEP base: constant expression addrspacecast ── @tile (addrspace 3) ⇒ SharedVariable(@tile)
//! ```
//!
//! The walk looks through `getelementptr`, `bitcast` and `addrspacecast` (as instructions and
//! as constant expressions, nested), and merges the incoming values of `phi` and `select` —
//! except a phi that only ever holds the start of one of several `__shared__` arrays, which
//! points into [`MemoryObject::SharedSet`] (`swap(src, dst)`, [`super::rotation`]).
//! Where it stops — a loaded pointer, a call result, `inttoptr`, a device-function parameter —
//! the pointer's own address space bounds the answer: `ptr addrspace(3)` is somewhere in
//! shared memory, `ptr addrspace(1)` somewhere in global memory, a generic `ptr` anywhere.

use super::object::MemoryObject;
use syncflow_ir::{
    addr_space, CastOp, ConstExprOp, Constant, Function, FunctionId, LocalDef, LocalId, Module,
    Opcode, Operand,
};

/// What a pointer may point into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Memory no other thread can see, or cannot be written: allocas, local and constant
    /// memory.
    Private,
    /// An object other threads may access.
    Object(MemoryObject),
}

/// The least object covering both `a` and `b`.
fn merge(a: Target, b: Target) -> Target {
    use MemoryObject::*;
    match (a, b) {
        (Target::Private, x) | (x, Target::Private) => x,
        (Target::Object(x), Target::Object(y)) if x == y => Target::Object(x),
        (Target::Object(x), Target::Object(y)) => {
            let shared = |o: &MemoryObject| {
                matches!(
                    o,
                    SharedAny | SharedVariable(_) | SharedSet(_) | DynamicShared
                )
            };
            let params = |o: &MemoryObject| matches!(o, GlobalParams);
            let global = |o: &MemoryObject| {
                matches!(
                    o,
                    GlobalAny
                        | GlobalParams
                        | GlobalVariable(_)
                        | NoaliasParam(..)
                        | ParamBuffer(..)
                )
            };
            Target::Object(if shared(&x) && shared(&y) {
                SharedAny
            } else if params(&x) && params(&y) {
                GlobalParams
            } else if global(&x) && global(&y) {
                GlobalAny
            } else {
                Unknown
            })
        }
    }
}

/// The object a pointer of address space `space` may point into when its origin is unknown.
fn by_address_space(space: Option<u32>) -> Target {
    match space {
        Some(addr_space::SHARED) => Target::Object(MemoryObject::SharedAny),
        Some(addr_space::GLOBAL) => Target::Object(MemoryObject::GlobalAny),
        Some(addr_space::LOCAL | addr_space::CONSTANT) => Target::Private,
        _ => Target::Object(MemoryObject::Unknown),
    }
}

/// Resolves pointers of one function.
pub struct PointerResolver<'m> {
    module: &'m Module,
    function: FunctionId,
    func: &'m Function,
    /// Kernel pointer parameters without `noalias` are buffers of their own
    /// ([`MemoryObject::ParamBuffer`], the `noalias-params` assumption).
    disjoint_params: bool,
}

impl<'m> PointerResolver<'m> {
    /// A resolver for the pointers of `function`.
    pub fn new(module: &'m Module, function: FunctionId) -> Self {
        PointerResolver {
            module,
            function,
            func: &module.functions[function],
            disjoint_params: false,
        }
    }

    /// The same, reading every kernel pointer parameter as a buffer of its own that no other
    /// parameter overlaps when `assume` (the `noalias-params` knob).
    pub fn assuming_disjoint_params(mut self, assume: bool) -> Self {
        self.disjoint_params = assume;
        self
    }

    /// What `pointer` may point into.
    pub fn resolve(&self, pointer: Operand) -> Target {
        let mut visiting = Vec::new();
        let target = self.resolve_operand(pointer, &mut visiting, 0);
        // The pointer's own type can only narrow an unknown answer.
        match target {
            Target::Object(MemoryObject::Unknown) => {
                let space = self
                    .module
                    .operand_type(self.func, pointer)
                    .and_then(|t| self.module.types.pointer_addr_space(t));
                match by_address_space(space) {
                    Target::Object(MemoryObject::Unknown) => target,
                    narrower => narrower,
                }
            }
            other => other,
        }
    }

    fn resolve_operand(&self, op: Operand, visiting: &mut Vec<LocalId>, depth: usize) -> Target {
        if depth > 64 {
            return Target::Object(MemoryObject::Unknown);
        }
        match op {
            Operand::Global(g) => match super::object::ObjectTable::global_object(self.module, g) {
                Some(object) => Target::Object(object),
                None => Target::Private,
            },
            Operand::Const(c) => self.resolve_constant(c, visiting, depth),
            Operand::Local(l) => self.resolve_local(l, visiting, depth),
            Operand::Function(_) | Operand::Block(_) | Operand::Metadata => {
                Target::Object(MemoryObject::Unknown)
            }
        }
    }

    fn resolve_constant(
        &self,
        c: syncflow_ir::ConstId,
        visiting: &mut Vec<LocalId>,
        depth: usize,
    ) -> Target {
        match &self.module.constants[c] {
            Constant::Expr {
                op:
                    ConstExprOp::GetElementPtr { .. }
                    | ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast),
                operands,
                ..
            } => match operands.first() {
                Some(base) => self.resolve_operand(*base, visiting, depth + 1),
                None => Target::Object(MemoryObject::Unknown),
            },
            Constant::Expr { ty, .. }
            | Constant::Null(ty)
            | Constant::Undef(ty)
            | Constant::Poison(ty)
            | Constant::Zero(ty) => by_address_space(self.module.types.pointer_addr_space(*ty)),
            _ => Target::Object(MemoryObject::Unknown),
        }
    }

    fn resolve_local(&self, l: LocalId, visiting: &mut Vec<LocalId>, depth: usize) -> Target {
        let local = &self.func.locals[l];
        let by_type = || by_address_space(self.module.types.pointer_addr_space(local.ty));
        let inst = match local.def {
            LocalDef::Param(i) => {
                if !self.func.is_kernel {
                    return by_type();
                }
                // Kernel pointer parameters point to global memory: a CTA's shared memory does
                // not exist when the kernel is launched.
                let param = &self.func.params[i];
                return if param.has_attribute("noalias") {
                    Target::Object(MemoryObject::NoaliasParam(self.function, i))
                } else {
                    match self.module.types.pointer_addr_space(param.ty) {
                        Some(addr_space::GENERIC | addr_space::GLOBAL) if self.disjoint_params => {
                            Target::Object(MemoryObject::ParamBuffer(self.function, i))
                        }
                        Some(addr_space::GENERIC | addr_space::GLOBAL) => {
                            Target::Object(MemoryObject::GlobalParams)
                        }
                        other => by_address_space(other),
                    }
                };
            }
            LocalDef::Inst(i) => (i, &self.func.insts[i]),
        };
        let (i, inst) = inst;
        if visiting.contains(&l) {
            // A cycle through phis: its other incoming values decide.
            return Target::Private;
        }
        visiting.push(l);
        let result = match &inst.opcode {
            Opcode::GetElementPtr { .. }
            | Opcode::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {
                self.resolve_operand(inst.operands[0], visiting, depth + 1)
            }
            // Phis that only ever hold the start of one of several `__shared__` arrays
            // (`swap(src, dst)`): one of those, in the layout of `super::rotation`.
            Opcode::Phi => match super::rotation::rotation_set(self.module, self.func, l) {
                Some(set) => Target::Object(MemoryObject::SharedSet(set)),
                None => inst
                    .phi_incoming()
                    .map(|(v, _)| self.resolve_operand(v, visiting, depth + 1))
                    .fold(Target::Private, merge),
            },
            Opcode::Select => merge(
                self.resolve_operand(inst.operands[1], visiting, depth + 1),
                self.resolve_operand(inst.operands[2], visiting, depth + 1),
            ),
            Opcode::Alloca { .. } => Target::Private,
            // `mapa(p, rank)`: `p`'s object, in another CTA of the cluster (the same object
            // as far as objects go; its byte offsets are not followed, so no slot reasoning).
            Opcode::Call { .. }
                if self.module.pure_intrinsic(self.func, i)
                    == Some(syncflow_ir::PureIntrinsic::ClusterAddress)
                    && matches!(inst.callee(), Some(syncflow_ir::Callee::Direct(c))
                        if self.module.functions[*c].name.starts_with("llvm.nvvm.mapa")) =>
            {
                match inst.call_args().first() {
                    Some(p) => self.resolve_operand(*p, visiting, depth + 1),
                    None => by_type(),
                }
            }
            _ => by_type(),
        };
        visiting.pop();
        result
    }
}
