//! Instructions that compute values: binary operators and casts (with their flags),
//! `fneg`, `icmp`/`fcmp`, `select`, `phi`, `freeze`, aggregate and vector element access,
//! `shufflevector`, `va_arg`.

use super::{PResult, Parser};
use crate::index::TypeId;
use crate::instruction::{BinaryOp, CastOp, Opcode, Operand, Predicate};
use crate::llvm::lexer::{Tok, Token};
use crate::types::Type;
use syncflow_framework::graph::BlockId;

impl Parser<'_> {
    /// Instructions that compute values; `None` when `word` is not one of them.
    pub(super) fn parse_value_instruction(
        &mut self,
        word: &str,
        op_tok: Token,
    ) -> PResult<Option<(Opcode, TypeId, Vec<Operand>)>> {
        let i1 = self.types.intern(Type::Int(1));
        Ok(Some(match word {
            "fneg" => {
                self.skip_flags()?;
                let (ty, v) = self.parse_typed_value()?;
                (Opcode::FNeg, ty, vec![v])
            }
            "icmp" | "fcmp" => {
                self.skip_flags()?;
                let pred = self.expect(Tok::Word, "a comparison predicate")?;
                let pred = Predicate::from_keyword(self.text(pred))
                    .ok_or_else(|| self.unexpected(pred, "a comparison predicate"))?;
                let (ty, a) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_value(ty)?;
                let result = match self.types.get(ty) {
                    Type::Vector { len, scalable, .. } => {
                        let (len, scalable) = (*len, *scalable);
                        self.types.intern(Type::Vector {
                            len,
                            elem: i1,
                            scalable,
                        })
                    }
                    _ => i1,
                };
                let op = if word == "icmp" {
                    Opcode::ICmp(pred)
                } else {
                    Opcode::FCmp(pred)
                };
                (op, result, vec![a, b])
            }
            "select" => {
                self.skip_flags()?;
                let [(_, c), (ty, a), (_, b)] = self.parse_typed_values()?;
                (Opcode::Select, ty, vec![c, a, b])
            }
            "phi" => {
                self.skip_flags()?;
                let ty = self.parse_type()?;
                let mut ops = Vec::new();
                loop {
                    self.expect(Tok::LBracket, "'[' starting a phi entry")?;
                    let v = self.parse_value(ty)?;
                    self.expect(Tok::Comma, "','")?;
                    let tok = self.expect(Tok::Local, "a block label")?;
                    let name = self.sigil_name(tok);
                    let l = self.state().label(name.into(), tok.start);
                    self.expect(Tok::RBracket, "']' closing a phi entry")?;
                    ops.push(v);
                    ops.push(Operand::Block(BlockId::new(l as usize)));
                    if !(self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::LBracket)) {
                        break;
                    }
                    self.bump()?;
                }
                (Opcode::Phi, ty, ops)
            }
            "freeze" => {
                let (ty, v) = self.parse_typed_value()?;
                (Opcode::Freeze, ty, vec![v])
            }
            "extractvalue" | "insertvalue" => {
                let (agg_ty, agg) = self.parse_typed_value()?;
                let mut ops = vec![agg];
                if word == "insertvalue" {
                    self.expect(Tok::Comma, "','")?;
                    ops.push(self.parse_typed_value()?.1);
                }
                let mut indices = Vec::new();
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::Int) {
                    self.bump()?;
                    indices.push(self.expect_u64("aggregate index")?);
                }
                if word == "insertvalue" {
                    (Opcode::InsertValue(indices), agg_ty, ops)
                } else {
                    let mut ty = Some(agg_ty);
                    for i in &indices {
                        ty = ty.and_then(|t| self.types.element(t, Some(*i)));
                    }
                    let ty =
                        ty.ok_or_else(|| self.error_at(op_tok, "invalid extractvalue indices"))?;
                    (Opcode::ExtractValue(indices), ty, ops)
                }
            }
            "extractelement" => {
                let [(vty, v), (_, i)] = self.parse_typed_values()?;
                let ty = self
                    .types
                    .element(vty, None)
                    .ok_or_else(|| self.error_at(op_tok, "extractelement needs a vector"))?;
                (Opcode::ExtractElement, ty, vec![v, i])
            }
            "insertelement" => {
                let [(vty, v), (_, e), (_, i)] = self.parse_typed_values()?;
                (Opcode::InsertElement, vty, vec![v, e, i])
            }
            "shufflevector" => {
                let [(vty, a), (_, b), (mty, m)] = self.parse_typed_values()?;
                let ty = match (self.types.get(vty).clone(), self.types.get(mty).clone()) {
                    (Type::Vector { elem, .. }, Type::Vector { len, scalable, .. }) => {
                        self.types.intern(Type::Vector {
                            len,
                            elem,
                            scalable,
                        })
                    }
                    _ => return Err(self.error_at(op_tok, "shufflevector needs vector operands")),
                };
                (Opcode::ShuffleVector, ty, vec![a, b, m])
            }
            "va_arg" => {
                let (_, l) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let ty = self.parse_type()?;
                (Opcode::VaArg, ty, vec![l])
            }
            _ => {
                if let Some(op) = BinaryOp::from_keyword(word) {
                    self.skip_flags()?;
                    let (ty, a) = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let b = self.parse_value(ty)?;
                    (Opcode::Binary(op), ty, vec![a, b])
                } else if let Some(op) = CastOp::from_keyword(word) {
                    self.skip_flags()?;
                    let (_, v) = self.parse_typed_value()?;
                    self.expect_word("to")?;
                    let ty = self.parse_type()?;
                    (Opcode::Cast(op), ty, vec![v])
                } else {
                    return Ok(None);
                }
            }
        }))
    }
}
