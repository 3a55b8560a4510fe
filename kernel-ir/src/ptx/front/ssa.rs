//! Steps 2 and 3 of [`super::function`]: φ placement at iterated dominance frontiers, and
//! the renaming walk over the dominator tree that lowers each statement with the values
//! reaching it.
//!
//! Semi-pruned SSA (Briggs, Cooper, Harvey, Simpson, *Practical improvements to the
//! construction and destruction of static single assignment form*, 1998): only variables
//! read in some block before that block writes them get φs, at the iterated dominance
//! frontier of their defining blocks. The walk keeps one current value per variable and an
//! undo log, restored when it leaves a dominator-tree subtree; so a value read anywhere is
//! the definition that dominates it or the φ that merges the ones reaching it.

use super::blocks::Term;
use super::function::FnLower;
use super::kinds::{self, Kind, OperandKinds};
use super::statement::{param_slot, registers, Parsed};
use super::syntax::Stmt;
use super::vars::VarId;
use crate::error::RawError;
use crate::index::LocalId;
use crate::instruction::Operand;
use crate::ptx::{PtxInstruction, PtxOperand};
use syncflow_framework::graph::{BlockId, Cfg, Dominators};

/// A φ of the renaming: its block, variable, temporary and incoming values.
pub(crate) struct Phi {
    pub var: VarId,
    pub temp: u32,
    pub incoming: Vec<(usize, Operand)>,
}

struct KindEnv<'l, 'a, 's> {
    lower: &'l FnLower<'a, 's>,
}

impl OperandKinds for KindEnv<'_, '_, '_> {
    fn kind_of(&self, op: &PtxOperand, kinds: &[Kind]) -> Kind {
        match op {
            PtxOperand::Register(name) if super::lower::reserved_smem_offset(name).is_some() => {
                Kind::Address(crate::module::addr_space::SHARED)
            }
            PtxOperand::Register(name) => match self.lower.vars.by_name.get(name.as_str()) {
                Some(v) => kinds[v.0],
                None => Kind::Integer,
            },
            PtxOperand::Name(sym) => match self.lower.ctx.symbols.get(sym.as_str()) {
                Some(crate::module::Symbol::Global(g)) => {
                    Kind::Address(self.lower.ctx.globals[*g].addr_space)
                }
                _ => Kind::Integer,
            },
            _ => Kind::Integer,
        }
    }

    fn param_kind(&self, address: &PtxOperand) -> Kind {
        let Some((name, 0)) = param_slot(address) else {
            return Kind::Integer;
        };
        match self.lower.decl.params.iter().find(|p| p.name == name) {
            Some(p) => match p.ptr_space {
                Some(space) => Kind::Address(super::context::address_space(space)),
                None if p.array.is_some() && self.lower.decl.is_entry => {
                    Kind::Address(crate::module::addr_space::CONSTANT)
                }
                None if p.array.is_none() && matches!(p.ty, "u64" | "b64" | "s64") => {
                    Kind::Address(0)
                }
                None => Kind::Integer,
            },
            None => Kind::Integer,
        }
    }
}

/// Dominance frontiers (Cooper, Harvey, Kennedy): for each join block `b` and each
/// predecessor `p`, walk from `p` up the dominator tree to `idom(b)`, adding `b` to the
/// frontier of every block passed.
fn dominance_frontiers(cfg: &Cfg, doms: &Dominators) -> Vec<Vec<usize>> {
    let mut df = vec![Vec::new(); cfg.len()];
    for b in cfg.blocks() {
        let preds = cfg.predecessors(b);
        if preds.len() < 2 || !doms.is_reachable(b) {
            continue;
        }
        let idom = doms.idom(b);
        for &p in preds {
            if !doms.is_reachable(p) {
                continue;
            }
            let mut runner = Some(p);
            while let Some(r) = runner {
                if Some(r) == idom {
                    break;
                }
                if !df[r.index()].contains(&b.index()) {
                    df[r.index()].push(b.index());
                }
                runner = doms.idom(r);
            }
        }
    }
    df
}

impl FnLower<'_, '_> {
    /// Steps 2 and 3: φ placement, then renaming with instruction lowering.
    pub(crate) fn rename_and_lower(&mut self) -> Result<(), RawError> {
        let n = self.blocks.len();
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|b| self.successors(b).into_iter().map(move |s| (b, s)))
            .collect();
        let cfg = Cfg::from_index_pairs(n, &edges);
        let doms = Dominators::new(&cfg);
        // Defs and uses per statement; kinds; types.
        let mut per_stmt = vec![(Vec::new(), Vec::new()); self.stmts.len()];
        for b in 0..n {
            for k in self.blocks[b].items.clone() {
                per_stmt[k] = self.defs_uses(k)?;
            }
            // The branch predicate, declared now (so every variable exists before the
            // tables are sized), or an error at the branch.
            if let Term::Cond { predicate, .. } | Term::Switch(predicate, _) = &self.blocks[b].term
            {
                let (scope, at) = match self.blocks[b].term_stmt.map(|k| &self.stmts[k]) {
                    Some(Stmt::Inst { scope, span, .. }) => (*scope, span.start as usize),
                    _ => (0, self.decl.span.start as usize),
                };
                self.vars.scope = scope;
                for name in registers(predicate) {
                    if super::lower::special_register(&name).is_none()
                        && self.vars.register(&name).is_none()
                    {
                        return Err(RawError::new(
                            at,
                            format!("register %{name} is not declared"),
                        ));
                    }
                }
            }
        }
        let defs_list: Vec<(&PtxInstruction, Vec<VarId>)> = per_stmt
            .iter()
            .enumerate()
            .filter_map(|(k, (defs, _))| match &self.parsed[k] {
                Some(Parsed::Inst(i)) if !defs.is_empty() => Some((i, defs.clone())),
                _ => None,
            })
            .collect();
        let env = KindEnv { lower: self };
        let mut kinds = kinds::solve(self.vars.len(), &defs_list, &env);
        // A parameter has the kind `ld.param` gives its value.
        for p in &self.decl.params {
            if let Some(v) = self.vars.by_name.get(&format!("{}+0", p.name)) {
                let slot = PtxOperand::Address {
                    base: Box::new(PtxOperand::Name(p.name.to_string())),
                    offset: 0,
                    coordinates: None,
                };
                kinds[v.0] = env.param_kind(&slot);
            }
        }
        self.kinds = kinds;
        self.var_types = (0..self.vars.len())
            .map(|v| self.var_type(VarId(v)))
            .collect();
        // Semi-pruned φ placement: variables read in a block before written there.
        let vars = self.vars.len();
        let mut def_blocks: Vec<Vec<usize>> = vec![Vec::new(); vars];
        let mut non_local = vec![false; vars];
        // `written_in[v] == b + 1`: `v` was written earlier in block `b` (a stamp per block,
        // so a long straight-line block costs linear time, not quadratic).
        let mut written_in = vec![0usize; vars];
        for b in 0..n {
            let stamp = b + 1;
            let stmts: Vec<usize> = self.blocks[b].items.clone();
            let mut read_first = |v: VarId, written_in: &Vec<usize>| {
                if written_in.get(v.0) != Some(&stamp) {
                    non_local[v.0] = true;
                }
            };
            for k in stmts {
                let (defs, uses) = &per_stmt[k];
                for v in uses {
                    read_first(*v, &written_in);
                }
                for v in defs {
                    written_in[v.0] = stamp;
                    if def_blocks[v.0].last() != Some(&b) {
                        def_blocks[v.0].push(b);
                    }
                }
            }
            // The branch reads its predicate after the block's statements.
            let term_scope = self.blocks[b].term_stmt.and_then(|k| match &self.stmts[k] {
                Stmt::Inst { scope, .. } => Some(*scope),
                _ => None,
            });
            if let Term::Cond { predicate, .. } | Term::Switch(predicate, _) = &self.blocks[b].term
            {
                self.vars.scope = term_scope.unwrap_or(0);
                for name in registers(predicate) {
                    if let Some(v) = self.vars.register(&name) {
                        read_first(v, &written_in);
                    }
                }
            }
        }
        if let Some(r) = &self.decl.ret {
            // `ret` reads the return slot wherever it was written.
            let v = self.vars.param(r.name, 0, r.ty);
            if v.0 < vars {
                non_local[v.0] = true;
            }
        }
        let frontiers = dominance_frontiers(&cfg, &doms);
        self.block_phis = vec![Vec::new(); n];
        // `has_phi[f] == v + 1`: block `f` already has a φ for `v` (stamped, not cleared).
        let mut has_phi = vec![0usize; n];
        for v in 0..vars {
            if !non_local[v] {
                continue;
            }
            let mut work = def_blocks[v].clone();
            while let Some(b) = work.pop() {
                for &f in &frontiers[b] {
                    if has_phi[f] != v + 1 {
                        has_phi[f] = v + 1;
                        let temp = self.new_temp(self.var_types[v]);
                        self.phis.push(Phi {
                            var: VarId(v),
                            temp,
                            incoming: Vec::new(),
                        });
                        self.block_phis[f].push(self.phis.len() - 1);
                        work.push(f);
                    }
                }
            }
        }
        // Renaming over the dominator tree, then the unreachable blocks from nothing.
        self.current = vec![None; vars];
        self.def_counts = vec![0; vars];
        self.out = vec![Vec::new(); n];
        self.define_params();
        let mut visited = vec![false; n];
        let mut stack = vec![(0usize, false, 0usize)];
        while let Some((b, leaving, mark)) = stack.pop() {
            if leaving {
                while self.undo.len() > mark {
                    let (v, old) = self.undo.pop().expect("undo entry");
                    self.current[v.0] = old;
                }
                continue;
            }
            visited[b] = true;
            let mark = self.undo.len();
            self.lower_block(b)?;
            stack.push((b, true, mark));
            for c in doms.children(BlockId::new(b)).iter().rev() {
                stack.push((c.index(), false, 0));
            }
        }
        for (b, seen) in visited.into_iter().enumerate() {
            if !seen {
                let saved = std::mem::replace(&mut self.current, vec![None; vars]);
                self.lower_block(b)?;
                self.current = saved;
            }
        }
        Ok(())
    }

    fn define_params(&mut self) {
        for (k, p) in self.decl.params.iter().enumerate() {
            let v = self.vars.param(p.name, 0, p.ty);
            self.current[v.0] = Some(Operand::Local(LocalId::new(k)));
        }
    }

    fn lower_block(&mut self, b: usize) -> Result<(), RawError> {
        self.block = b;
        for &p in &self.block_phis[b].clone() {
            let (v, t) = (self.phis[p].var, self.phis[p].temp);
            self.write(v, Operand::Local(LocalId::new(t as usize)));
        }
        for k in self.blocks[b].items.clone() {
            if let Stmt::Inst {
                span, loc, scope, ..
            } = &self.stmts[k]
            {
                self.span = *span;
                self.loc = loc.clone();
                self.vars.scope = *scope;
            }
            let parsed = self.parsed[k].clone().expect("parsed");
            self.lower_statement(&parsed)?;
        }
        self.lower_terminator(b)?;
        for s in self.successors(b) {
            for &p in &self.block_phis[s].clone() {
                let v = self.phis[p].var;
                let value = self.read(v);
                self.phis[p].incoming.push((b, value));
            }
        }
        Ok(())
    }

    /// The value a variable has here (`undef` before any definition).
    pub(crate) fn read(&mut self, v: VarId) -> Operand {
        match self.current[v.0] {
            Some(op) => op,
            None => self.ctx.undef(self.var_types[v.0]),
        }
    }

    /// A new definition of `v`.
    pub(crate) fn write(&mut self, v: VarId, value: Operand) {
        if let Operand::Local(l) = value {
            let params = self.decl.params.len();
            if l.index() >= params {
                let slot = &mut self.temps[l.index() - params].1;
                if slot.is_none() {
                    let name = self.vars.names[v.0].replace('+', ".");
                    let count = self.def_counts[v.0];
                    self.def_counts[v.0] += 1;
                    *slot = Some(if count == 0 {
                        name
                    } else {
                        format!("{name}.{count}")
                    });
                }
            }
        }
        self.undo.push((v, self.current[v.0]));
        self.current[v.0] = Some(value);
    }
}
