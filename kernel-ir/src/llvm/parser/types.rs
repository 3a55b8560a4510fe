//! Parsing types: `i32`, `ptr addrspace(3)`, `float addrspace(3)*`, `[4 x <2 x half>]`,
//! `{ i32, %struct.S }`, `<{ i8 }>`, `void (i32, ...)*`, `target("…")`.

use super::{PResult, Parser};
use crate::index::TypeId;
use crate::llvm::lexer::Tok;
use crate::types::Type;

/// True for words that begin a type.
pub(super) fn is_type_keyword(word: &str) -> bool {
    matches!(
        word,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "fp128"
            | "x86_fp80"
            | "ppc_fp128"
            | "ptr"
            | "label"
            | "metadata"
            | "token"
            | "x86_amx"
            | "x86_mmx"
            | "target"
            | "opaque"
    ) || int_width(word).is_some()
}

/// `N` for the word `iN`.
fn int_width(word: &str) -> Option<u32> {
    let digits = word.strip_prefix('i')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|w| (1..=(1 << 23)).contains(w))
}

impl Parser<'_> {
    /// True when the next token can begin a type.
    pub(super) fn at_type_start(&mut self) -> PResult<bool> {
        let tok = self.peek()?;
        Ok(match tok.kind {
            Some(Tok::Word) => is_type_keyword(self.text(tok)),
            Some(Tok::LBracket | Tok::LBrace | Tok::Less | Tok::Local) => true,
            _ => false,
        })
    }

    /// A type, including pointer and function-type suffixes.
    pub(super) fn parse_type(&mut self) -> PResult<TypeId> {
        self.nested(|p| {
            let mut ty = p.parse_base_type()?;
            loop {
                if p.at(Tok::Star)? {
                    p.bump()?;
                    p.saw_typed_pointer = true;
                    ty = p.types.intern(Type::TypedPtr {
                        pointee: ty,
                        addr_space: 0,
                    });
                } else if p.at_word("addrspace")?
                    && p.peek_n(1)?.kind == Some(Tok::LParen)
                    && p.peek_n(4)?.kind == Some(Tok::Star)
                {
                    p.bump()?;
                    let addr_space = p.parse_paren_u32("address space")?;
                    p.expect(Tok::Star, "'*'")?;
                    p.saw_typed_pointer = true;
                    ty = p.types.intern(Type::TypedPtr {
                        pointee: ty,
                        addr_space,
                    });
                } else if p.at(Tok::LParen)? && p.function_type_follows()? {
                    ty = p.parse_function_type_params(ty)?;
                } else {
                    return Ok(ty);
                }
            }
        })
    }

    /// After a type, `(` starts a function type's parameter list when what follows is `)`,
    /// `...` or a type. (A call's argument list never directly follows a type.)
    fn function_type_follows(&mut self) -> PResult<bool> {
        let tok = self.peek_n(1)?;
        Ok(match tok.kind {
            Some(Tok::RParen | Tok::Ellipsis) => true,
            Some(Tok::Word) => is_type_keyword(self.text(tok)),
            Some(Tok::LBracket | Tok::LBrace | Tok::Less | Tok::Local) => true,
            _ => false,
        })
    }

    fn parse_function_type_params(&mut self, ret: TypeId) -> PResult<TypeId> {
        let (params, varargs) =
            self.parse_param_list("'('", "',' or ')' in a function type", |p, _| {
                let ty = p.parse_type()?;
                // Parameter attributes may appear in function types written by old LLVMs.
                p.parse_attributes(&|_| false, false)?;
                Ok(ty)
            })?;
        Ok(self.types.intern(Type::Function {
            ret,
            params,
            varargs,
        }))
    }

    /// A parenthesised parameter list, a function type's or a function header's:
    /// `(p, p, …)`, possibly ending in `...` (also alone: `(...)`). `param` reads one parameter
    /// given its index; `open` and `between` say what an error expected at the `(` and after
    /// a parameter. Returns the parameters and whether the list ends in `...`.
    pub(super) fn parse_param_list<T>(
        &mut self,
        open: &str,
        between: &str,
        mut param: impl FnMut(&mut Self, usize) -> PResult<T>,
    ) -> PResult<(Vec<T>, bool)> {
        self.expect(Tok::LParen, open)?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(Tok::RParen)? {
            loop {
                if self.eat(Tok::Ellipsis)? {
                    varargs = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                params.push(param(self, params.len())?);
                if self.eat(Tok::RParen)? {
                    break;
                }
                self.expect(Tok::Comma, between)?;
            }
        }
        Ok((params, varargs))
    }

    fn parse_base_type(&mut self) -> PResult<TypeId> {
        let tok = self.peek()?;
        let ty = match tok.kind {
            Some(Tok::Word) => {
                let word = self.text(tok);
                self.bump()?;
                match word {
                    "void" => Type::Void,
                    "half" => Type::Half,
                    "bfloat" => Type::BFloat,
                    "float" => Type::Float,
                    "double" => Type::Double,
                    "fp128" => Type::WideFloat("fp128"),
                    "x86_fp80" => Type::WideFloat("x86_fp80"),
                    "ppc_fp128" => Type::WideFloat("ppc_fp128"),
                    "label" => Type::Label,
                    "metadata" => Type::Metadata,
                    "token" => Type::Token,
                    "x86_amx" | "x86_mmx" | "opaque" => Type::Other(word.to_string()),
                    "ptr" => {
                        self.saw_opaque_pointer = true;
                        let addr_space = if self.at_word("addrspace")?
                            && self.peek_n(1)?.kind == Some(Tok::LParen)
                        {
                            self.bump()?;
                            self.parse_paren_u32("address space")?
                        } else {
                            0
                        };
                        Type::Ptr { addr_space }
                    }
                    "target" => {
                        let open = self.peek()?;
                        if open.kind != Some(Tok::LParen) {
                            return Err(self.unexpected(open, "'(' after 'target'"));
                        }
                        self.skip_balanced()?;
                        Type::Other(self.src[tok.start..self.last_end].to_string())
                    }
                    _ => match int_width(word) {
                        Some(bits) => Type::Int(bits),
                        None => return Err(self.unexpected(tok, "a type")),
                    },
                }
            }
            Some(Tok::Local) => {
                self.bump()?;
                Type::Named(self.sigil_name(tok).to_string())
            }
            Some(Tok::LBracket) => {
                self.bump()?;
                let len = self.expect_u64("array length")?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect(Tok::RBracket, "']' closing the array type")?;
                Type::Array { len, elem }
            }
            Some(Tok::LBrace) => {
                self.bump()?;
                let fields = self.parse_struct_fields(Tok::RBrace)?;
                Type::Struct {
                    fields,
                    packed: false,
                }
            }
            Some(Tok::Less) => {
                self.bump()?;
                if self.eat(Tok::LBrace)? {
                    let fields = self.parse_struct_fields(Tok::RBrace)?;
                    self.expect(Tok::Greater, "'>' closing the packed struct")?;
                    Type::Struct {
                        fields,
                        packed: true,
                    }
                } else {
                    let scalable = self.eat_word("vscale")?;
                    if scalable {
                        self.expect_word("x")?;
                    }
                    let len = self.expect_u32("vector length")?;
                    self.expect_word("x")?;
                    let elem = self.parse_type()?;
                    self.expect(Tok::Greater, "'>' closing the vector type")?;
                    Type::Vector {
                        len,
                        elem,
                        scalable,
                    }
                }
            }
            _ => return Err(self.unexpected(tok, "a type")),
        };
        Ok(self.types.intern(ty))
    }

    fn parse_struct_fields(&mut self, close: Tok) -> PResult<Vec<TypeId>> {
        let mut fields = Vec::new();
        if self.eat(close)? {
            return Ok(fields);
        }
        loop {
            fields.push(self.parse_type()?);
            if self.eat(close)? {
                return Ok(fields);
            }
            self.expect(Tok::Comma, "',' or a closing brace in a struct type")?;
        }
    }
}
