//! Memory instructions: `alloca`, `load`, `store`, `getelementptr`, `atomicrmw`, `cmpxchg`,
//! `fence`, with their atomic orderings, sync scopes, alignment and volatile flags.

use super::function::is_instruction_flag;
use super::{PResult, Parser};
use crate::index::TypeId;
use crate::instruction::{Opcode, Operand, Ordering, RmwOp};
use crate::llvm::lexer::Tok;
use crate::types::Type;

impl Parser<'_> {
    /// Memory instructions; `None` when `word` is not one of them.
    pub(super) fn parse_memory_instruction(
        &mut self,
        word: &str,
        void: TypeId,
    ) -> PResult<Option<(Opcode, TypeId, Vec<Operand>)>> {
        let i1 = self.types.intern(Type::Int(1));
        Ok(Some(match word {
            "alloca" => {
                self.eat_word("inalloca")?;
                let allocated = self.parse_type()?;
                let mut ops = Vec::new();
                let mut addr_space = 0;
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind != Some(Tok::MetaName) {
                    self.bump()?;
                    if self.eat_word("align")? {
                        self.expect_u64("alignment")?;
                    } else if self.eat_word("addrspace")? {
                        addr_space = self.parse_paren_u32("address space")?;
                    } else {
                        ops.push(self.parse_typed_value()?.1);
                    }
                }
                let ty = if self.typed_pointers() {
                    self.types.intern(Type::TypedPtr {
                        pointee: allocated,
                        addr_space,
                    })
                } else {
                    self.types.intern(Type::Ptr { addr_space })
                };
                (
                    Opcode::Alloca {
                        allocated,
                        addr_space,
                    },
                    ty,
                    ops,
                )
            }
            "load" => {
                let atomic = self.eat_word("atomic")?;
                let volatile = self.eat_word("volatile")?;
                let ty = self.parse_type()?;
                if !self.at(Tok::Comma)? {
                    let t = self.peek()?;
                    return Err(
                        self.unexpected(t, "',' and the pointer operand (`load T, ptr %p`)")
                    );
                }
                self.bump()?;
                let (_, p) = self.parse_typed_value()?;
                let ordering = self.parse_ordering_if(atomic)?;
                let align = self.parse_memory_options()?;
                (
                    Opcode::Load {
                        volatile,
                        ordering,
                        align,
                    },
                    ty,
                    vec![p],
                )
            }
            "store" => {
                let atomic = self.eat_word("atomic")?;
                let volatile = self.eat_word("volatile")?;
                let (ty, v) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (_, p) = self.parse_typed_value()?;
                let ordering = self.parse_ordering_if(atomic)?;
                let align = self.parse_memory_options()?;
                (
                    Opcode::Store {
                        volatile,
                        ordering,
                        align,
                    },
                    ty,
                    vec![v, p],
                )
            }
            "getelementptr" => {
                let inbounds = self.parse_gep_flags()?;
                let source = self.parse_type()?;
                self.expect(Tok::Comma, "','")?;
                let (base_ty, base) = self.parse_typed_value()?;
                let mut ops = vec![base];
                let mut index_types = Vec::new();
                while self.at(Tok::Comma)? && self.peek_n(1)?.kind != Some(Tok::MetaName) {
                    self.bump()?;
                    self.eat_word("inrange")?;
                    let (ity, i) = self.parse_typed_value()?;
                    index_types.push(ity);
                    ops.push(i);
                }
                let ty = self.gep_result_type(source, base_ty, &ops[1..], &index_types);
                (Opcode::GetElementPtr { source, inbounds }, ty, ops)
            }
            "atomicrmw" => {
                self.eat_word("volatile")?;
                let op = self.expect(Tok::Word, "an atomicrmw operation")?;
                let op = RmwOp(self.text(op).into());
                let (_, p) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let (ty, v) = self.parse_typed_value()?;
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                self.parse_memory_options()?;
                (
                    Opcode::AtomicRmw {
                        op,
                        ordering,
                        scope,
                    },
                    ty,
                    vec![p, v],
                )
            }
            "cmpxchg" => {
                self.eat_word("weak")?;
                self.eat_word("volatile")?;
                let [(_, p), (ty, c), (_, n)] = self.parse_typed_values()?;
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                let fail = self.expect(Tok::Word, "a failure ordering")?;
                if Ordering::from_keyword(self.text(fail)).is_none() {
                    return Err(self.unexpected(fail, "a failure ordering"));
                }
                self.parse_memory_options()?;
                let result = self.types.intern(Type::Struct {
                    fields: vec![ty, i1],
                    packed: false,
                });
                (Opcode::CmpXchg { ordering, scope }, result, vec![p, c, n])
            }
            "fence" => {
                let (scope, ordering) = self.parse_scope_and_ordering()?;
                (Opcode::Fence { ordering, scope }, void, vec![])
            }
            _ => return Ok(None),
        }))
    }

    pub(super) fn parse_scope_and_ordering(&mut self) -> PResult<(Option<Box<str>>, Ordering)> {
        let mut scope = None;
        if self.eat_word("syncscope")? {
            self.expect(Tok::LParen, "'(' after 'syncscope'")?;
            let s = self.expect(Tok::Str, "a scope name")?;
            scope = Some(self.string_value(s).into_boxed_str());
            self.expect(Tok::RParen, "')'")?;
        }
        let tok = self.expect(Tok::Word, "a memory ordering")?;
        let ordering = Ordering::from_keyword(self.text(tok))
            .ok_or_else(|| self.unexpected(tok, "a memory ordering"))?;
        Ok((scope, ordering))
    }

    /// The `[syncscope(…)] ordering` of `load atomic`/`store atomic`, or
    /// [`Ordering::NotAtomic`] for the plain forms.
    pub(super) fn parse_ordering_if(&mut self, atomic: bool) -> PResult<Ordering> {
        if atomic {
            Ok(self.parse_scope_and_ordering()?.1)
        } else {
            Ok(Ordering::NotAtomic)
        }
    }

    /// `, align N` (and other `, keyword …` options) before the metadata attachments.
    pub(super) fn parse_memory_options(&mut self) -> PResult<Option<u64>> {
        let mut align = None;
        while self.at(Tok::Comma)? && self.peek_n(1)?.kind == Some(Tok::Word) {
            self.bump()?;
            if self.eat_word("align")? {
                align = Some(self.expect_u64("alignment")?);
            } else {
                self.bump()?;
                if self.at(Tok::LParen)? {
                    self.skip_balanced()?;
                } else if self.at(Tok::Int)? {
                    self.bump()?;
                }
            }
        }
        Ok(align)
    }

    pub(super) fn skip_flags(&mut self) -> PResult<()> {
        while let Some(w) = self.peek_word()? {
            if !is_instruction_flag(w) {
                break;
            }
            self.bump()?;
        }
        Ok(())
    }

    /// The result type of a GEP: a pointer in the base's address space (a vector of them when
    /// the base or an index is a vector). For typed pointers, the pointee is the type reached
    /// by the indices after the first.
    pub(super) fn gep_result_type(
        &mut self,
        source: TypeId,
        base_ty: TypeId,
        indices: &[Operand],
        index_types: &[TypeId],
    ) -> TypeId {
        let addr_space = self.types.pointer_addr_space(base_ty).unwrap_or(0);
        let vector_len = std::iter::once(base_ty)
            .chain(index_types.iter().copied())
            .find_map(|t| match self.types.get(t) {
                Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
                _ => None,
            });
        let scalar = match self.types.get(base_ty) {
            Type::TypedPtr { .. } => {
                let mut ty = Some(source);
                for op in indices.iter().skip(1) {
                    let idx = match op {
                        Operand::Const(c) => self.constants[*c]
                            .as_int()
                            .and_then(|v| u64::try_from(v).ok()),
                        _ => None,
                    };
                    ty = ty.and_then(|t| self.types.element(t, idx));
                }
                let pointee = ty.unwrap_or(source);
                self.types.intern(Type::TypedPtr {
                    pointee,
                    addr_space,
                })
            }
            Type::Vector { elem, .. } => *elem,
            _ => self.types.intern(Type::Ptr { addr_space }),
        };
        match vector_len {
            Some((len, scalable)) => self.types.intern(Type::Vector {
                len,
                elem: scalar,
                scalable,
            }),
            None => scalar,
        }
    }
}
