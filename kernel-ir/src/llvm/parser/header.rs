//! Function headers: `define`/`declare` with linkage, calling convention, return attributes,
//! parameters and their attributes, function attributes, `!dbg`, and the kernel mark.

use super::function::{FunctionState, KERNEL_CONVENTIONS};
use super::{PResult, Parser};
use crate::index::LocalId;
use crate::llvm::lexer::Tok;
use crate::module::{Function, LocalDef, Param, Symbol};
use crate::span::Span;
use crate::types::Type;

impl Parser<'_> {
    /// The words a `define`/`declare` or a `call` may carry before its type: linkage,
    /// visibility, flags, a calling convention, return attributes (with a parenthesised
    /// argument, or an integer after `cc`/`align`/`dereferenceable`), string attributes.
    /// Returns the calling convention, if one was named.
    pub(super) fn parse_keywords_before_type(&mut self, what: &str) -> PResult<Option<String>> {
        let mut calling_conv = None;
        while !self.at_type_start()? {
            let tok = self.peek()?;
            match tok.kind {
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    if super::module_level::never_attribute(w) {
                        // `call voi` followed by `tail call …`: the misspelt type is skipped as
                        // an unknown keyword, but the next instruction's opcode is not.
                        return Err(self.unexpected(tok, what));
                    }
                    self.bump()?;
                    if w.ends_with("cc") || w.starts_with("ptx_") || w.ends_with("_kernel") {
                        calling_conv = Some(w.to_string());
                    }
                    if self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    } else if matches!(w, "cc" | "align" | "dereferenceable")
                        && self.at(Tok::Int)?
                    {
                        self.bump()?;
                    }
                }
                Some(Tok::Str) => {
                    self.bump()?;
                    if self.eat(Tok::Eq)? {
                        self.expect(Tok::Str, "an attribute value")?;
                    }
                }
                _ => return Err(self.unexpected(tok, what)),
            }
        }
        Ok(calling_conv)
    }

    pub(super) fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        let keyword = self.bump()?;
        // A declaration may carry metadata attachments before everything else (LLVM's
        // `parseDeclare`): `declare !dbg !4 float @llvm.exp2.f32(float)`, as clang writes for
        // HIP without device libraries and Triton-AMD for its math intrinsics.
        while !is_define && self.at(Tok::MetaName)? {
            self.bump()?;
            self.parse_metadata_ref_or_inline()?;
        }
        // Linkage, visibility, calling convention and return attributes, up to the type.
        let calling_conv = self.parse_keywords_before_type("a return type")?;
        let return_type = self.parse_type()?;
        let name_tok = self.expect(Tok::Global, "a function name '@name'")?;
        let name = self.sigil_name(name_tok).to_string();
        let id = match self.symbols.get(&name).copied() {
            Some(Symbol::Function(f)) if !self.function_declared[f.index()] => f,
            Some(_) => return Err(self.error_at(name_tok, format!("redefinition of '@{name}'"))),
            None => {
                let void = self.types.intern(Type::Void);
                let f = self
                    .functions
                    .push(Function::placeholder(&name, void, Span::default()));
                self.function_declared.push(false);
                self.symbols.insert(name.clone(), Symbol::Function(f));
                f
            }
        };
        self.function_declared[id.index()] = true;
        if is_define {
            self.func = Some(FunctionState::new());
        }
        // Parameters.
        let (params, varargs) = self.parse_param_list(
            "'(' starting the parameter list",
            "',' or ')' in the parameter list",
            |p, index| {
                let ty = p.parse_type()?;
                let attributes = p.parse_attributes(&|_| false, false)?;
                let name_tok = if p.at(Tok::Local)? {
                    Some(p.bump()?)
                } else {
                    None
                };
                let local = if is_define {
                    let (pname, at) = match name_tok {
                        Some(t) => (p.sigil_name(t).into(), t.start),
                        None => {
                            let n = p.state().next_number;
                            (n.to_string().into(), p.last_end)
                        }
                    };
                    p.define_local(pname, at, ty, LocalDef::Param(index))?
                } else {
                    // A declaration defines no locals: its parameters are numbered by position.
                    LocalId::new(index)
                };
                Ok(Param {
                    ty,
                    attributes,
                    local,
                })
            },
        )?;
        // Function attributes, section, comdat, alignment, personality, attachments.
        let mut attributes = Vec::new();
        loop {
            let tok = self.peek()?;
            if is_define && tok.kind == Some(Tok::LBrace) {
                break;
            }
            if !is_define && (tok.kind.is_none() || tok.line_start) {
                break;
            }
            match tok.kind {
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    if matches!(w, "prefix" | "prologue" | "personality") {
                        self.bump()?;
                        self.parse_typed_value()?;
                        continue;
                    }
                    self.bump()?;
                    let arg = if self.at(Tok::LParen)? {
                        let open = self.peek()?;
                        self.skip_balanced()?;
                        Some(self.src[open.end..self.last_end - 1].to_string())
                    } else if matches!(self.peek_kind()?, Some(Tok::Int | Tok::Str | Tok::Comdat))
                        && !self.peek()?.line_start
                    {
                        let a = self.bump()?;
                        Some(self.text(a).to_string())
                    } else {
                        None
                    };
                    attributes.push(crate::module::Attribute {
                        name: w.to_string(),
                        arg,
                    });
                }
                Some(Tok::Str) => {
                    attributes.push(self.parse_string_attribute("an attribute value")?)
                }
                Some(Tok::AttrGroup) => {
                    // A marker, replaced by the group's attributes when the module ends.
                    let t = self.bump()?;
                    attributes.push(crate::module::Attribute {
                        name: self.text(t).to_string(),
                        arg: None,
                    });
                }
                Some(Tok::Comdat) => {
                    self.bump()?;
                }
                Some(Tok::MetaName) => {
                    self.bump()?;
                    self.parse_metadata_ref_or_inline()?;
                }
                _ => {
                    let what = if is_define {
                        "'{' starting the function body"
                    } else {
                        "a function attribute"
                    };
                    return Err(self.unexpected(tok, what));
                }
            }
        }
        let is_kernel = calling_conv
            .as_deref()
            .is_some_and(|cc| KERNEL_CONVENTIONS.contains(&cc));
        {
            let f = &mut self.functions[id];
            f.is_kernel = is_kernel;
            f.is_defined = is_define;
            f.return_type = return_type;
            f.params = params;
            f.varargs = varargs;
            f.calling_conv = calling_conv;
            f.attributes = attributes;
        }
        if is_define {
            self.parse_body(id)?;
            let f = &mut self.functions[id];
            f.insts.shrink_to_fit();
            f.blocks.shrink_to_fit();
            f.locals.shrink_to_fit();
        }
        self.functions[id].span = Span::new(keyword.start, self.last_end);
        Ok(())
    }
}
