//! Module-level entities: the top-level loop over `target`, named types, globals (with their
//! address spaces, initializers and attributes), declarations and definitions, attribute
//! groups and metadata, dispatching each to its parser.

use super::{PResult, Parser};
use crate::llvm::lexer::Tok;
use crate::module::{Attribute, Global, Symbol};
use crate::span::Span;
use crate::types::Type;
use crate::INSTRUCTION_KEYWORDS;

impl Parser<'_> {
    pub(super) fn parse_all(&mut self) -> PResult<()> {
        loop {
            let tok = self.peek()?;
            let Some(kind) = tok.kind else { break };
            match kind {
                Tok::Word => match self.text(tok) {
                    "define" => self.parse_function(true)?,
                    "declare" => self.parse_function(false)?,
                    "target" => self.parse_target()?,
                    "source_filename" => {
                        self.bump()?;
                        self.expect(Tok::Eq, "'='")?;
                        self.expect(Tok::Str, "a file name string")?;
                    }
                    "attributes" => {
                        self.bump()?;
                        let group = self.expect(Tok::AttrGroup, "an attribute group '#N'")?;
                        let group = self.text(group).to_string();
                        self.expect(Tok::Eq, "'='")?;
                        if !self.at(Tok::LBrace)? {
                            let t = self.peek()?;
                            return Err(self.unexpected(t, "'{'"));
                        }
                        let attributes = self.parse_attribute_group_body()?;
                        self.attribute_groups.insert(group, attributes);
                    }
                    "module" => {
                        self.bump()?;
                        self.expect_word("asm")?;
                        self.expect(Tok::Str, "an assembly string")?;
                    }
                    "uselistorder" | "uselistorder_bb" => {
                        self.bump()?;
                        self.skip_to_line_end()?;
                    }
                    _ => {
                        return Err(self.unexpected(
                            tok,
                            "a top-level entity (define, declare, a global, metadata…)",
                        ))
                    }
                },
                Tok::Global => self.parse_global()?,
                Tok::Local => self.parse_named_type()?,
                Tok::Comdat => {
                    self.bump()?;
                    self.expect(Tok::Eq, "'='")?;
                    self.expect_word("comdat")?;
                    self.expect(Tok::Word, "a comdat selection kind")?;
                }
                Tok::MetaNum | Tok::MetaName => self.parse_metadata_definition()?,
                Tok::Summary => {
                    self.bump()?;
                    self.skip_to_line_end()?;
                }
                _ => return Err(self.unexpected(tok, "a top-level entity")),
            }
        }
        Ok(())
    }

    pub(super) fn parse_target(&mut self) -> PResult<()> {
        self.bump()?;
        let which = self.expect(Tok::Word, "'triple' or 'datalayout'")?;
        self.expect(Tok::Eq, "'='")?;
        let value = self.expect(Tok::Str, "a string")?;
        match self.text(which) {
            "triple" => self.target_triple = Some(self.string_value(value)),
            "datalayout" => {}
            other => return Err(self.error_at(which, format!("unknown target property '{other}'"))),
        }
        Ok(())
    }

    pub(super) fn parse_named_type(&mut self) -> PResult<()> {
        let name_tok = self.bump()?;
        let name = self.sigil_name(name_tok).to_string();
        self.expect(Tok::Eq, "'='")?;
        self.expect_word("type")?;
        if self.types.is_named_defined(&name) {
            return Err(self.error_at(name_tok, format!("redefinition of type '%{name}'")));
        }
        let body = if self.eat_word("opaque")? {
            None
        } else {
            Some(self.parse_type()?)
        };
        self.types.intern(Type::Named(name.clone()));
        self.types.define_named(&name, body);
        Ok(())
    }

    /// Linkage, visibility, storage and other keywords a definition may carry before its type.
    pub(super) fn is_definition_keyword(word: &str) -> bool {
        matches!(
            word,
            "private"
                | "internal"
                | "available_externally"
                | "linkonce"
                | "weak"
                | "common"
                | "appending"
                | "extern_weak"
                | "linkonce_odr"
                | "weak_odr"
                | "external"
                | "default"
                | "hidden"
                | "protected"
                | "dllimport"
                | "dllexport"
                | "dso_local"
                | "dso_preemptable"
                | "unnamed_addr"
                | "local_unnamed_addr"
                | "externally_initialized"
                | "thread_local"
        )
    }

    pub(super) fn parse_global(&mut self) -> PResult<()> {
        let name_tok = self.bump()?;
        let name = self.sigil_name(name_tok).to_string();
        self.expect(Tok::Eq, "'='")?;
        let mut keywords = Vec::new();
        let mut addr_space = 0;
        let is_constant = loop {
            let tok = self.peek()?;
            match self.peek_word()? {
                Some("global") => {
                    self.bump()?;
                    break false;
                }
                Some("constant") => {
                    self.bump()?;
                    break true;
                }
                Some("alias") => {
                    // A second name for an existing object (`aliases.rs`).
                    self.bump()?;
                    let void = self.types.intern(Type::Void);
                    let mut alias = Global::placeholder(&name, void, Span::default());
                    keywords.push("alias".to_string());
                    alias.keywords = keywords;
                    let g = self.define_global(name_tok, name, alias)?;
                    self.parse_alias_body(g, name_tok.start)?;
                    self.globals[g].span = Span::new(name_tok.start, self.last_end);
                    return Ok(());
                }
                Some("ifunc") => {
                    // Resolved by the loader: no GPU producer writes one.
                    self.bump()?;
                    self.skip_to_line_end()?;
                    return Ok(());
                }
                Some("addrspace") => {
                    self.bump()?;
                    addr_space = self.parse_paren_u32("address space")?;
                }
                Some(w) if Self::is_definition_keyword(w) => {
                    keywords.push(w.to_string());
                    self.bump()?;
                    if self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    }
                }
                _ => return Err(self.unexpected(tok, "'global' or 'constant'")),
            }
        };
        let value_type = self.parse_type()?;
        // LLVM's rule (`LLParser::parseGlobal`): a global has an initializer unless its
        // linkage is a declaration's, `external` or `extern_weak`. The initializer may start
        // on the next line (`@t = global [4 x i32]` then `  [i32 1, …]`).
        let has_initializer = !keywords
            .iter()
            .any(|k| k == "external" || k == "extern_weak");
        let initializer = if has_initializer {
            Some(self.parse_value(value_type)?)
        } else {
            None
        };
        let mut align = None;
        while self.at(Tok::Comma)? {
            self.bump()?;
            let tok = self.peek()?;
            match tok.kind {
                Some(Tok::MetaName) => {
                    self.bump()?;
                    self.parse_metadata_ref_or_inline()?;
                }
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    self.bump()?;
                    if w == "align" {
                        align = Some(self.expect_u64("alignment")?);
                    } else if matches!(self.peek_kind()?, Some(Tok::Str | Tok::Int | Tok::Comdat)) {
                        self.bump()?;
                    } else if self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    }
                }
                _ => return Err(self.unexpected(tok, "a global attribute")),
            }
        }
        while self.at(Tok::AttrGroup)? {
            self.bump()?;
        }
        let span = Span::new(name_tok.start, self.last_end);
        let pointer_type = self.pointer_to(value_type, addr_space);
        let global = Global {
            name: name.clone(),
            addr_space,
            value_type,
            pointer_type,
            is_constant,
            initializer,
            align,
            keywords,
            span,
        };
        self.define_global(name_tok, name, global)?;
        Ok(())
    }

    /// Enters `global` as the definition of `@name` (filling the entry a use or the prescan
    /// made); a second definition is an error.
    fn define_global(
        &mut self,
        name_tok: crate::llvm::lexer::Token,
        name: String,
        global: Global,
    ) -> PResult<crate::index::GlobalId> {
        match self.symbols.get(&name) {
            Some(Symbol::Global(g)) if !self.global_defined[g.index()] => {
                let g = *g;
                self.globals[g] = global;
                self.global_defined[g.index()] = true;
                Ok(g)
            }
            Some(_) => Err(self.error_at(name_tok, format!("redefinition of '@{name}'"))),
            None => {
                let g = self.globals.push(global);
                self.global_defined.push(true);
                self.symbols.insert(name, Symbol::Global(g));
                Ok(g)
            }
        }
    }

    /// The pointer type `@g` has: `ptr addrspace(N)` in opaque-pointer modules, `T addrspace(N)*`
    /// in typed ones (decided by whether `ptr` has been seen).
    pub(super) fn pointer_to(
        &mut self,
        pointee: crate::index::TypeId,
        addr_space: u32,
    ) -> crate::index::TypeId {
        if self.typed_pointers() {
            self.types.intern(Type::TypedPtr {
                pointee,
                addr_space,
            })
        } else {
            self.types.intern(Type::Ptr { addr_space })
        }
    }

    /// True when the module writes typed pointers (`T*`) and not `ptr`, as far as read.
    pub(super) fn typed_pointers(&self) -> bool {
        self.saw_typed_pointer && !self.saw_opaque_pointer
    }

    /// `(N)` as used by `addrspace(N)`.
    pub(super) fn parse_paren_u32(&mut self, what: &str) -> PResult<u32> {
        self.expect(Tok::LParen, "'('")?;
        let v = self.expect_u32(what)?;
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    /// `"key"` or `"key"="value"`, the next tokens: a string attribute of a function header,
    /// a parameter or an attribute group. `value` says what an error expected after `=`.
    pub(super) fn parse_string_attribute(&mut self, value: &str) -> PResult<Attribute> {
        let tok = self.bump()?;
        let name = self.string_value(tok);
        let arg = if self.eat(Tok::Eq)? {
            let v = self.expect(Tok::Str, value)?;
            Some(self.string_value(v))
        } else {
            None
        };
        Ok(Attribute { name, arg })
    }

    /// `{ keyword keyword(arg) "key"="value" … }` of an attribute group: keywords with their
    /// parenthesised arguments and string attributes are kept; anything else inside the
    /// braces (`align 8`'s number, nested parentheses) is skipped, never fatal.
    fn parse_attribute_group_body(&mut self) -> PResult<Vec<Attribute>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut attrs = Vec::new();
        loop {
            let tok = self.peek()?;
            match tok.kind {
                Some(Tok::RBrace) => {
                    self.bump()?;
                    return Ok(attrs);
                }
                None => return Err(self.unexpected(tok, "'}' closing the attribute group")),
                Some(Tok::Str) => {
                    attrs.push(self.parse_string_attribute("an attribute value string")?)
                }
                Some(Tok::Word) => {
                    self.bump()?;
                    let name = self.text(tok).to_string();
                    let arg = if self.at(Tok::LParen)? {
                        let open = self.peek()?;
                        self.skip_balanced()?;
                        Some(self.src[open.end..self.last_end - 1].trim().to_string())
                    } else {
                        None
                    };
                    attrs.push(Attribute { name, arg });
                }
                Some(Tok::LParen | Tok::LBrace | Tok::LBracket) => self.skip_balanced()?,
                Some(_) => {
                    self.bump()?;
                }
            }
        }
    }

    /// Attributes of a parameter, return value or function: bare words, known or not (with an
    /// optional parenthesised argument, or an integer after `align`), string attributes, `#N`
    /// groups. Stops at the first token that is not an attribute: a type, a constant, a keyword
    /// for which [`never_attribute`] holds (without that, an unknown word such as a misspelt type would let
    /// the list swallow `tail call …` of the next line), or a word `stop` names. With
    /// `same_line`, the list also ends at a line break (attributes trailing a call must not
    /// swallow the next instruction's opcode).
    pub(super) fn parse_attributes(
        &mut self,
        stop: &dyn Fn(&str) -> bool,
        same_line: bool,
    ) -> PResult<Vec<Attribute>> {
        let mut attrs = Vec::new();
        loop {
            let tok = self.peek()?;
            if same_line && tok.line_start {
                break;
            }
            match tok.kind {
                Some(Tok::Word) => {
                    let w = self.text(tok);
                    if stop(w)
                        || super::types::is_type_keyword(w)
                        || super::values::starts_constant(w)
                        || never_attribute(w)
                    {
                        break;
                    }
                    self.bump()?;
                    let arg = if self.at(Tok::LParen)? {
                        let open = self.peek()?;
                        self.skip_balanced()?;
                        Some(self.src[open.end..self.last_end - 1].trim().to_string())
                    } else if matches!(w, "align" | "alignstack" | "dereferenceable" | "addrspace")
                        && self.at(Tok::Int)?
                    {
                        let n = self.bump()?;
                        Some(self.text(n).to_string())
                    } else {
                        None
                    };
                    attrs.push(Attribute {
                        name: w.to_string(),
                        arg,
                    });
                }
                Some(Tok::Str) => {
                    attrs.push(self.parse_string_attribute("an attribute value string")?)
                }
                Some(Tok::AttrGroup) => {
                    self.bump()?;
                }
                _ => break,
            }
        }
        Ok(attrs)
    }
}

/// Words that begin an instruction or a top-level entity, so never name an attribute: an
/// attribute list tolerant of unknown words stops at them. The instruction keywords are
/// [`INSTRUCTION_KEYWORDS`]; these are the rest.
const NOT_INSTRUCTIONS: &[&str] = &[
    "tail",
    "musttail",
    "notail",
    "define",
    "declare",
    "attributes",
    "module",
    "source_filename",
    "target",
    "uselistorder",
];

/// True for a word that never names an attribute (see [`NOT_INSTRUCTIONS`]).
pub(super) fn never_attribute(w: &str) -> bool {
    INSTRUCTION_KEYWORDS.contains(&w) || NOT_INSTRUCTIONS.contains(&w)
}
