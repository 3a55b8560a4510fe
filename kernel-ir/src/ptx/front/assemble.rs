//! The last step of [`super::function`]: temporaries and φs → the IR function's tables, in
//! layout order (every block's φs first), with instruction and local ids numbered as the
//! LLVM front-end numbers them, and `.loc` lines resolved to source locations.

use super::context::value_type;
use super::function::{Emitted, FnLower};
use super::syntax::{Loc, Stmt};
use crate::debug_info::SourceLoc;
use crate::index::{IndexVec, InstId, LocalId, TypeId};
use crate::instruction::{Instruction, Opcode, Operand, Operands};
use crate::module::{uses_of, Block, Local, LocalDef, NameRange};
use crate::span::Span;
use crate::types::Type;
use syncflow_framework::graph::BlockId;

/// `uses` for a function's instructions.
pub(crate) fn function_uses(
    locals: usize,
    insts: &IndexVec<InstId, Instruction>,
) -> crate::module::Uses {
    uses_of(locals, insts)
}

impl FnLower<'_, '_> {
    /// Assembles the IR function's tables; `files` resolves `.loc` file numbers.
    #[allow(clippy::type_complexity)]
    pub(crate) fn assemble(
        mut self,
    ) -> (
        IndexVec<BlockId, Block>,
        IndexVec<InstId, Instruction>,
        IndexVec<LocalId, Local>,
        String,
    ) {
        let params = self.decl.params.len();
        // Resolve φ operands (missing predecessors — unreachable ones — give undef).
        let n = self.blocks.len();
        let preds: Vec<Vec<usize>> = {
            let mut p = vec![Vec::new(); n];
            for b in 0..n {
                for s in self.successors(b) {
                    p[s].push(b);
                }
            }
            p
        };
        let mut temp_to_local: Vec<Option<LocalId>> = vec![None; params + self.temps.len()];
        let mut locals: IndexVec<LocalId, Local> = IndexVec::new();
        let mut names = String::new();
        let push_name = |names: &mut String, name: &str| {
            let start = names.len() as u32;
            names.push_str(name);
            NameRange {
                start,
                len: name.len() as u32,
            }
        };
        for (k, p) in self.decl.params.iter().enumerate() {
            let ty = self.param_type(k);
            let name = push_name(&mut names, p.name);
            temp_to_local[k] = Some(locals.push(Local {
                name,
                ty,
                def: LocalDef::Param(k),
            }));
        }
        let mut insts: IndexVec<InstId, Instruction> = IndexVec::new();
        let mut blocks: IndexVec<BlockId, Block> = IndexVec::new();
        let mut order: Vec<(BlockId, Emitted)> = Vec::new();
        for (b, block_preds) in preds.iter().enumerate() {
            let bid = BlockId::new(b);
            for &p in &self.block_phis[b] {
                let phi = &self.phis[p];
                let mut operands = Operands::new();
                for &pred in block_preds {
                    let v = phi
                        .incoming
                        .iter()
                        .find(|(from, _)| *from == pred)
                        .map(|(_, v)| *v)
                        .unwrap_or_else(|| self.ctx.undef(self.var_types[phi.var.0]));
                    operands.push(v);
                    operands.push(Operand::Block(BlockId::new(pred)));
                }
                order.push((
                    bid,
                    Emitted {
                        opcode: Opcode::Phi,
                        ty: self.var_types[phi.var.0],
                        operands,
                        result: Some(phi.temp),
                        span: self.block_span(b),
                        loc: None,
                    },
                ));
            }
            for e in std::mem::take(&mut self.out[b]) {
                order.push((bid, e));
            }
        }
        let mut current_block = usize::MAX;
        for (k, (bid, e)) in order.iter().enumerate() {
            if bid.index() != current_block {
                current_block = bid.index();
                blocks.push(Block {
                    name: self.blocks[current_block].name.clone(),
                    first: InstId::new(k),
                    end: InstId::new(k),
                });
            }
            if let Some(t) = e.result {
                let t = t as usize;
                let fallback = format!("t{t}");
                let name = self.temps[t - params].1.clone().unwrap_or(fallback);
                let name = push_name(&mut names, &name);
                temp_to_local[t] = Some(locals.push(Local {
                    name,
                    ty: e.ty,
                    def: LocalDef::Inst(InstId::new(k)),
                }));
            }
            blocks[*bid].end = InstId::new(k + 1);
        }
        for (bid, e) in order {
            let operands = e
                .operands
                .iter()
                .map(|op| match op {
                    Operand::Local(t) => Operand::Local(
                        temp_to_local[t.index()].expect("every temporary is defined"),
                    ),
                    other => *other,
                })
                .collect();
            let (debug_loc, inlined_at, inline_frames) = self.source_loc(e.loc.clone(), e.span);
            insts.push(Instruction {
                result: e
                    .result
                    .map(|t| temp_to_local[t as usize].expect("defined")),
                opcode: e.opcode,
                ty: e.ty,
                operands,
                block: bid,
                span: e.span,
                debug_loc,
                inlined_at,
                inline_frames,
            });
        }
        (blocks, insts, locals, names)
    }

    pub(crate) fn param_type(&mut self, k: usize) -> TypeId {
        let v = self
            .vars
            .param(self.decl.params[k].name, 0, self.decl.params[k].ty);
        self.var_types.get(v.0).copied().unwrap_or_else(|| {
            let ty = value_type(self.decl.params[k].ty).unwrap_or(Type::Int(64));
            self.ctx.ty(ty)
        })
    }

    fn block_span(&self, b: usize) -> Span {
        let first = self.blocks[b]
            .items
            .first()
            .copied()
            .or(self.blocks[b].term_stmt);
        match first.map(|k| &self.stmts[k]) {
            Some(Stmt::Inst { span, .. }) => Span::new(span.start as usize, span.start as usize),
            _ => self.decl.span,
        }
    }

    /// The statement's `.loc` as the IR's locations; without one, the statement's own place
    /// in the `.ptx` (the PTX is then the only source there is).
    fn source_loc(
        &mut self,
        loc: Option<Loc>,
        span: Span,
    ) -> (Option<SourceLoc>, Option<SourceLoc>, Box<[SourceLoc]>) {
        let Some(loc) = loc.filter(|l| self.ctx.files.contains_key(&l.file)) else {
            return (
                Some(self.ctx.ptx_place(span.start as usize)),
                None,
                Box::new([]),
            );
        };
        let at = |f: u32, line: u32, column: u32| {
            self.ctx.files.get(&f).map(|file| SourceLoc {
                file: *file,
                line,
                column,
            })
        };
        let own = at(loc.file, loc.line, loc.column);
        let Some(chain) = loc.chain.as_ref().filter(|c| !c.is_empty()) else {
            return (own, None, Box::new([]));
        };
        // The whole chain, innermost first: this frame, then every call site out to the
        // function compiled. Reported at the innermost frame outside the toolchain's
        // headers, as the LLVM front-end does (docs/design.md §6); a chain wholly inside
        // them is reported at its outermost frame.
        let frames: Vec<SourceLoc> = own
            .into_iter()
            .chain(chain.iter().filter_map(|&(f, l, c)| at(f, l, c)))
            .collect();
        let debug_info = &self.ctx.debug_info;
        let debug_loc = frames
            .iter()
            .find(|f| !debug_info.is_toolchain_file(f.file))
            .or(frames.last())
            .copied();
        let site = frames.last().copied().filter(|_| frames.len() > 1);
        (debug_loc, site, frames.into_boxed_slice())
    }
}
