//! One PTX function body → one IR [`Function`]: blocks, SSA form, instructions.
//!
//! Three steps:
//!
//! 1. **Blocks.** A label starts a block; `bra`, `brx.idx`, `ret` and `exit` end one. A
//!    guarded instruction other than a branch, `@%p st.shared.b32 [%r1], %r2;`, becomes a
//!    block of its own entered under the predicate — `br i1 %p, label %then, label %join` —
//!    so every later analysis sees "may not happen" as control flow, and a guarded
//!    definition meets the old value at the join's φ.
//! 2. **SSA.** PTX registers are assigned many times. A register used in a block before any
//!    definition there gets φ-functions at the iterated dominance frontier of its defining
//!    blocks (semi-pruned SSA; Cytron et al., *Efficiently computing static single
//!    assignment form and the control dependence graph*, TOPLAS 1991, with the frontier
//!    computation of Cooper, Harvey and Kennedy, *A simple, fast dominance algorithm*,
//!    2001). Renaming walks the dominator tree keeping each register's current value, with
//!    an undo log instead of per-register stacks. A register read before any definition
//!    reads `undef`.
//! 3. **Instructions** ([`super::lower`]) are emitted during the renaming walk, so each
//!    operand is the value reaching it.
//!
//! `.param` names of call sequences (`st.param.b32 [param0], %r1; call …, (param0);
//! ld.param.b32 %r2, [retval0];`) are variables like registers, so a call's arguments and
//! result flow through the same renaming.

use super::blocks::Skeleton;
use super::context::{value_type, ModuleContext};
use super::kinds::Kind;
use super::ssa::Phi;
use super::statement::{
    accumulates, destination_count, param_slot, parse_instruction, registers, Parsed,
};
use super::syntax::{FuncDecl, Loc, Stmt};
use super::vars::{VarId, Vars};
use crate::error::RawError;
use crate::index::{LocalId, TypeId};
use crate::instruction::{Callee, Opcode, Operand, Operands};
use crate::span::Span;
use crate::types::Type;
use rustc_hash::FxHashMap as HashMap;

/// One instruction as the lowering emits it: results are temporaries until assembly.
#[derive(Clone, Debug)]
pub(crate) struct Emitted {
    pub opcode: Opcode,
    pub ty: TypeId,
    pub operands: Operands,
    pub result: Option<u32>,
    pub span: Span,
    pub loc: Option<Loc>,
}

/// Rewrites the bare names in `op` that `is_register` says are registers as registers.
fn name_registers(op: &mut crate::ptx::PtxOperand, is_register: &dyn Fn(&str) -> bool) {
    use crate::ptx::PtxOperand;
    match op {
        PtxOperand::Name(n) if is_register(n) => *op = PtxOperand::Register(std::mem::take(n)),
        PtxOperand::Vector(items) => items
            .iter_mut()
            .for_each(|x| name_registers(x, is_register)),
        PtxOperand::Not(x) => name_registers(x, is_register),
        PtxOperand::Address {
            base, coordinates, ..
        } => {
            name_registers(base, is_register);
            if let Some(c) = coordinates {
                name_registers(c, is_register);
            }
        }
        _ => {}
    }
}

/// The lowering state of one function.
pub(crate) struct FnLower<'a, 's> {
    pub ctx: &'a mut ModuleContext,
    pub decl: &'a FuncDecl<'s>,
    pub stmts: &'a [Stmt<'s>],
    pub parsed: Vec<Option<Parsed>>,
    pub vars: Vars,
    pub kinds: Vec<Kind>,
    pub var_types: Vec<TypeId>,
    pub blocks: Vec<Skeleton>,
    /// Labels by (scope, name).
    pub labels: HashMap<(u32, &'s str), usize>,
    pub branch_targets: HashMap<&'s str, Vec<&'s str>>,
    pub(crate) current: Vec<Option<Operand>>,
    pub(crate) undo: Vec<(VarId, Option<Operand>)>,
    pub out: Vec<Vec<Emitted>>,
    pub(crate) phis: Vec<Phi>,
    pub(crate) block_phis: Vec<Vec<usize>>,
    pub temps: Vec<(TypeId, Option<String>)>,
    pub(crate) def_counts: Vec<u32>,
    pub block: usize,
    pub span: Span,
    pub loc: Option<Loc>,
}

impl<'a, 's> FnLower<'a, 's> {
    pub(crate) fn new(
        ctx: &'a mut ModuleContext,
        decl: &'a FuncDecl<'s>,
        stmts: &'a [Stmt<'s>],
    ) -> Self {
        FnLower {
            ctx,
            decl,
            stmts,
            parsed: Vec::new(),
            vars: Vars::new(decl.scope_parents.clone()),
            kinds: Vec::new(),
            var_types: Vec::new(),
            blocks: Vec::new(),
            labels: HashMap::default(),
            branch_targets: HashMap::default(),
            current: Vec::new(),
            undo: Vec::new(),
            out: Vec::new(),
            phis: Vec::new(),
            block_phis: Vec::new(),
            temps: Vec::new(),
            def_counts: Vec::new(),
            block: 0,
            span: Span::default(),
            loc: None,
        }
    }

    /// Parses every instruction and declares every register.
    pub(crate) fn parse_statements(&mut self) -> Result<(), RawError> {
        for stmt in self.stmts {
            match stmt {
                Stmt::Regs { ty, names, scope } => {
                    self.vars.scope = *scope;
                    for (name, count) in names {
                        self.vars.declare(name, *count, ty);
                    }
                    self.parsed.push(None);
                }
                Stmt::Inst { text, span, .. } => {
                    let parsed = parse_instruction(text)
                        .map_err(|(col, m)| RawError::new(span.start as usize + col, m))?;
                    self.parsed.push(Some(parsed));
                }
                Stmt::BranchTargets { name, labels } => {
                    self.branch_targets.insert(name, labels.clone());
                    self.parsed.push(None);
                }
                _ => self.parsed.push(None),
            }
        }
        // A PTX register needs no `%`: inline asm that nvcc copies into the PTX declares its
        // own (`{ .reg .u32 start; mov.u32 start, %reserved_smem_offset_1; … }`, CUB's
        // `.reg .pred p; shfl.sync.up.b32 r0|p, …`). The instruction grammar reads such a
        // name as a bare name; where the statement's scope declares it, it is the register.
        for (stmt, parsed) in self.stmts.iter().zip(self.parsed.iter_mut()) {
            if let (Stmt::Inst { scope, .. }, Some(Parsed::Inst(i))) = (stmt, parsed) {
                let vars = &self.vars;
                let is_register = |n: &str| vars.declares(*scope, n);
                if let Some(g) = &mut i.guard {
                    name_registers(&mut g.predicate, &is_register);
                }
                for op in &mut i.operands {
                    name_registers(op, &is_register);
                }
            }
        }
        for p in &self.decl.params {
            self.vars.param(p.name, 0, p.ty);
        }
        if let Some(r) = &self.decl.ret {
            self.vars.param(r.name, 0, r.ty);
        }
        Ok(())
    }

    /// The defined and used variables of statement `k` (defs first), declaring `.param`
    /// slots on the way; an undeclared register is an error at the statement.
    pub(crate) fn defs_uses(&mut self, k: usize) -> Result<(Vec<VarId>, Vec<VarId>), RawError> {
        let span = match &self.stmts[k] {
            Stmt::Inst { span, scope, .. } => {
                self.vars.scope = *scope;
                *span
            }
            _ => return Ok((Vec::new(), Vec::new())),
        };
        let parsed = self.parsed[k]
            .clone()
            .expect("instruction statements are parsed");
        let mut defs = Vec::new();
        let mut uses = Vec::new();
        let reg = |vars: &mut Vars, name: &str, out: &mut Vec<VarId>| {
            if super::lower::special_register(name).is_some() {
                return Ok(());
            }
            match vars.register(name) {
                Some(v) => {
                    out.push(v);
                    Ok(())
                }
                None => Err(RawError::new(
                    span.start as usize,
                    format!("register %{name} is not declared"),
                )),
            }
        };
        if let Some(g) = parsed.guard() {
            for name in registers(&g.predicate) {
                reg(&mut self.vars, &name, &mut uses)?;
            }
        }
        match &parsed {
            Parsed::Call(_, call) => {
                for a in &call.args {
                    uses.push(self.vars.param(a, 0, "b64"));
                }
                if let Some(r) = &call.ret {
                    let ty = self.call_return_type(&call.target);
                    defs.push(self.vars.param(r, 0, &ty));
                }
            }
            Parsed::Inst(i) => {
                let n_defs = destination_count(i);
                for (n, op) in i.operands.iter().enumerate() {
                    if let (true, Some((name, offset))) =
                        (i.root == "st" && i.has("param"), param_slot(op))
                    {
                        if n == 0 {
                            let ty = i.modifiers.last().cloned().unwrap_or_default();
                            defs.push(self.vars.param(&name, offset, &ty));
                            continue;
                        }
                    }
                    if let (true, Some((name, offset))) =
                        (i.root == "ld" && i.has("param"), param_slot(op))
                    {
                        let ty = i.modifiers.last().cloned().unwrap_or_default();
                        uses.push(self.vars.param(&name, offset, &ty));
                        continue;
                    }
                    let target = if n < n_defs { &mut defs } else { &mut uses };
                    for name in registers(op) {
                        reg(&mut self.vars, &name, target)?;
                    }
                    if n < n_defs && accumulates(i) {
                        for name in registers(op) {
                            reg(&mut self.vars, &name, &mut uses)?;
                        }
                    }
                }
            }
        }
        Ok((defs, uses))
    }

    fn call_return_type(&self, target: &str) -> String {
        match self.ctx.symbols.get(target) {
            Some(crate::module::Symbol::Function(f)) => {
                match self.ctx.types.get(self.ctx.functions[*f].return_type) {
                    Type::Int(b) => format!("b{b}"),
                    Type::Float => "f32".into(),
                    Type::Double => "f64".into(),
                    _ => "b64".into(),
                }
            }
            _ => "b64".into(),
        }
    }

    pub(crate) fn new_temp(&mut self, ty: TypeId) -> u32 {
        self.temps.push((ty, None));
        (self.decl.params.len() + self.temps.len() - 1) as u32
    }

    /// Emits an instruction into the current block; its result, if it has one.
    pub(crate) fn emit(
        &mut self,
        opcode: Opcode,
        ty: TypeId,
        operands: Operands,
        has_result: bool,
    ) -> Operand {
        let result = has_result.then(|| self.new_temp(ty));
        self.out[self.block].push(Emitted {
            opcode,
            ty,
            operands,
            result,
            span: self.span,
            loc: self.loc.clone(),
        });
        match result {
            Some(t) => Operand::Local(LocalId::new(t as usize)),
            None => Operand::Metadata,
        }
    }

    /// Emits a call of the intrinsic `name` returning `ret` with `args` (a special register
    /// read, `membar`, `fence`, a warp shuffle, `llvm.fma`, …); its result, or
    /// [`Operand::Metadata`] when `ret` is void.
    pub(crate) fn call_intrinsic(&mut self, name: &str, ret: TypeId, args: Operands) -> Operand {
        let f = self.ctx.intrinsic(name, ret);
        let has_result = !matches!(self.ctx.types.get(ret), Type::Void);
        self.emit(
            Opcode::Call {
                callee: Callee::Direct(f),
                args: args.len(),
            },
            ret,
            args,
            has_result,
        )
    }

    pub(crate) fn var_type(&mut self, v: VarId) -> TypeId {
        match self.kinds[v.0] {
            Kind::Address(space) => self.ctx.ptr(space),
            _ => {
                let ty = value_type(&self.vars.decl[v.0]).unwrap_or(Type::Int(64));
                self.ctx.ty(ty)
            }
        }
    }
}
