//! Every statement without a native IR shape becomes an inline asm call of itself, so the
//! PTX instruction model ([`crate::ptx`]) gives it its effects; and each skeleton block's
//! terminator.

use super::blocks::Term;
use super::function::FnLower;
use super::lower::{space_modifier, special_register};
use super::statement::destination_count;
use super::vars::VarId;
use crate::error::RawError;
use crate::index::TypeId;
use crate::instruction::{Callee, InlineAsm, Opcode, Operand, Operands};
use crate::module::Symbol;
use crate::ptx::{PtxInstruction, PtxOperand};
use crate::types::Type;
use smallvec::smallvec;
use syncflow_framework::graph::BlockId;

impl FnLower<'_, '_> {
    /// Any instruction as an inline asm call of itself: destination registers become outputs,
    /// every other register an input, each address's base (with its offset folded in) one
    /// pointer input.
    pub(crate) fn lower_as_asm(&mut self, i: &PtxInstruction) {
        let n_dest = destination_count(i);
        let mut outputs: Vec<VarId> = Vec::new();
        let mut inputs: Vec<Operand> = Vec::new();
        let mut input_text: Vec<String> = Vec::new();
        let mut texts = Vec::new();
        for (n, op) in i.operands.iter().enumerate() {
            texts.push(if n < n_dest {
                self.render_output(op, &mut outputs)
            } else {
                self.render_input(i, op, &mut inputs, &mut input_text)
            });
        }
        let outs = outputs.len();
        // Input placeholders were numbered from 0; shift them past the outputs.
        let mut text = format!(
            "{}{}",
            i.root,
            i.modifiers
                .iter()
                .map(|m| format!(".{m}"))
                .collect::<String>()
        );
        let body: Vec<String> = texts
            .into_iter()
            .map(|t| {
                let mut s = String::new();
                let mut chars = t.chars().peekable();
                while let Some(c) = chars.next() {
                    if c == '\u{1}' {
                        let mut num = String::new();
                        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                            num.push(*d);
                            chars.next();
                        }
                        let k: usize = num.parse().unwrap_or(0);
                        s.push_str(&format!("${}", k + outs));
                    } else {
                        s.push(c);
                    }
                }
                s
            })
            .collect();
        if !body.is_empty() {
            text.push(' ');
            text.push_str(&body.join(", "));
        }
        text.push(';');
        let mut constraints: Vec<String> = outputs
            .iter()
            .map(|v| format!("={}", constraint(&self.vars.decl[v.0])))
            .collect();
        constraints.extend(input_text);
        let out_types: Vec<TypeId> = outputs.iter().map(|v| self.var_types[v.0]).collect();
        let ret = match out_types.len() {
            0 => self.ctx.void(),
            1 => out_types[0],
            _ => self.ctx.ty(Type::Struct {
                fields: out_types.clone(),
                packed: false,
            }),
        };
        let asm = InlineAsm::new(text, constraints.join(","), true);
        let n = inputs.len();
        let r = self.emit(
            Opcode::Call {
                callee: Callee::InlineAsm(Box::new(asm)),
                args: n,
            },
            ret,
            inputs.into_iter().collect(),
            !outputs.is_empty(),
        );
        if outputs.len() == 1 {
            self.write(outputs[0], r);
        } else {
            for (k, v) in outputs.iter().enumerate() {
                let x = self.emit(
                    Opcode::ExtractValue(vec![k as u64]),
                    out_types[k],
                    smallvec![r],
                    true,
                );
                self.write(*v, x);
            }
        }
    }

    fn render_output(&mut self, op: &PtxOperand, outputs: &mut Vec<VarId>) -> String {
        match op {
            PtxOperand::Register(r) => match self.var(r) {
                Some(v) => {
                    outputs.push(v);
                    format!("${}", outputs.len() - 1)
                }
                None => format!("%{r}"),
            },
            PtxOperand::Vector(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|x| self.render_output(x, outputs))
                    .collect();
                // `%r|%p` pairs came in as two-element vectors without braces.
                format!("{{{}}}", parts.join(", "))
            }
            PtxOperand::Sink => "_".into(),
            other => render_plain(other),
        }
    }

    fn render_input(
        &mut self,
        i: &PtxInstruction,
        op: &PtxOperand,
        inputs: &mut Vec<Operand>,
        cons: &mut Vec<String>,
    ) -> String {
        let mut bind = |v: Operand, c: &str| {
            inputs.push(v);
            cons.push(c.to_string());
            format!("\u{1}{}", inputs.len() - 1)
        };
        match op {
            PtxOperand::Register(r) if special_register(r).is_none() => match self.var(r) {
                Some(v) => {
                    let value = self.read(v);
                    let c = constraint(&self.vars.decl[v.0]).to_string();
                    bind(value, &c)
                }
                None => format!("%{r}"),
            },
            PtxOperand::Address {
                base,
                offset,
                coordinates,
            } if !matches!(base.as_ref(), PtxOperand::Name(n) if !self.is_global(n)) => {
                let space = space_modifier(i);
                let ptr = self.asm_address(base, *offset, space);
                let mut s = format!("[{}", bind(ptr, "l"));
                if let Some(c) = coordinates {
                    s.push_str(", ");
                    s.push_str(&self.render_input(i, c, inputs, cons));
                }
                s.push(']');
                s
            }
            PtxOperand::Not(x) => format!("!{}", self.render_input(i, x, inputs, cons)),
            PtxOperand::Vector(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|x| self.render_input(i, x, inputs, cons))
                    .collect();
                format!("{{{}}}", parts.join(", "))
            }
            other => render_plain(other),
        }
    }

    fn is_global(&self, name: &str) -> bool {
        matches!(self.ctx.symbols.get(name), Some(Symbol::Global(_)))
    }

    /// The terminator of skeleton block `b`.
    pub(crate) fn lower_terminator(&mut self, b: usize) -> Result<(), RawError> {
        self.span = match self.blocks[b].term_stmt.map(|k| &self.stmts[k]) {
            Some(super::syntax::Stmt::Inst {
                span, loc, scope, ..
            }) => {
                self.loc = loc.clone();
                self.vars.scope = *scope;
                *span
            }
            _ => crate::span::Span::new(self.span.end as usize, self.span.end as usize),
        };
        let void = self.ctx.void();
        let term = self.blocks[b].term.clone();
        match term {
            Term::Goto(t) => {
                self.emit(
                    Opcode::Br,
                    void,
                    smallvec![Operand::Block(BlockId::new(t))],
                    false,
                );
            }
            Term::Cond {
                predicate,
                negated,
                then,
                otherwise,
            } => {
                let i1 = self.ctx.int_type(1);
                let c = self.value(&predicate, i1);
                let (t, f) = if negated {
                    (otherwise, then)
                } else {
                    (then, otherwise)
                };
                self.emit(
                    Opcode::Br,
                    void,
                    smallvec![
                        c,
                        Operand::Block(BlockId::new(t)),
                        Operand::Block(BlockId::new(f))
                    ],
                    false,
                );
            }
            Term::Switch(index, targets) => {
                let i32t = self.ctx.int_type(32);
                let v = self.value(&index, i32t);
                let mut ops: Operands = smallvec![v, Operand::Block(BlockId::new(targets[0]))];
                for (k, t) in targets.iter().enumerate().skip(1) {
                    ops.push(self.ctx.int(i32t, k as i128));
                    ops.push(Operand::Block(BlockId::new(*t)));
                }
                self.emit(Opcode::Switch, void, ops, false);
            }
            Term::Return => {
                let ops: Operands = match &self.decl.ret {
                    Some(r) => {
                        let v = self.vars.param(r.name, 0, r.ty);
                        smallvec![self.read(v)]
                    }
                    None => smallvec![],
                };
                self.emit(Opcode::Ret, void, ops, false);
            }
        }
        Ok(())
    }
}

fn constraint(decl: &str) -> &'static str {
    match decl {
        "pred" => "b",
        "f32" => "f",
        "f64" => "d",
        d if d.ends_with("64") => "l",
        d if d.ends_with("16") || d.ends_with('8') => "h",
        _ => "r",
    }
}

fn render_plain(op: &PtxOperand) -> String {
    match op {
        PtxOperand::Register(r) => format!("%{r}"),
        PtxOperand::Placeholder(n) => format!("${n}"),
        PtxOperand::Immediate(v) => v.to_string(),
        PtxOperand::Name(n) => n.clone(),
        PtxOperand::Sink => "_".into(),
        PtxOperand::Not(x) => format!("!{}", render_plain(x)),
        PtxOperand::Vector(items) => format!(
            "{{{}}}",
            items
                .iter()
                .map(render_plain)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        PtxOperand::Address {
            base,
            offset,
            coordinates,
        } => {
            let mut s = format!("[{}", render_plain(base));
            if *offset != 0 {
                s.push_str(&format!("+{offset}"));
            }
            if let Some(c) = coordinates {
                s.push_str(&format!(", {}", render_plain(c)));
            }
            s.push(']');
            s
        }
    }
}
