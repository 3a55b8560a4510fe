//! Parsing metadata: numbered nodes, named metadata, attachments, and kernel annotations.

use super::{PResult, Parser};
use crate::debug_info::{MetadataNode, MetadataValue};
use crate::llvm::lexer::Tok;
use crate::module::Module;

/// Specialized nodes whose fields syncflow reads; every other kind is skipped unread.
fn kind_is_read(kind: &str) -> bool {
    matches!(
        kind,
        "DILocation" | "DIFile" | "DISubprogram" | "DILexicalBlock" | "DILexicalBlockFile"
    )
}

/// A node's fields as parsed: names borrowed from the source, at most four inline (a
/// `DILocation` has `line`, `column`, `scope` and maybe `inlinedAt`).
type Fields<'s> = smallvec::SmallVec<[(&'s str, MetadataValue); 4]>;

impl<'s> Parser<'s> {
    /// `!N = [distinct] node` or `!name = !{!a, !b}`.
    pub(super) fn parse_metadata_definition(&mut self) -> PResult<()> {
        let head = self.bump()?;
        self.expect(Tok::Eq, "'=' after a metadata name")?;
        if head.kind == Some(Tok::MetaName) {
            let name = self.text(head)[1..].to_string();
            self.expect(Tok::Bang, "'!{' starting named metadata")?;
            self.expect(Tok::LBrace, "'{'")?;
            let mut numbers = Vec::new();
            if !self.eat(Tok::RBrace)? {
                loop {
                    let tok = self.peek()?;
                    if tok.kind == Some(Tok::MetaNum) {
                        self.bump()?;
                        let n = self.metadata_number(tok)?;
                        self.metadata_refs.push((n, tok.start));
                        numbers.push(n);
                    } else {
                        // `!DIExpression()` and friends may appear; they name no node.
                        self.parse_metadata_value()?;
                    }
                    if self.eat(Tok::RBrace)? {
                        break;
                    }
                    self.expect(Tok::Comma, "',' or '}' in named metadata")?;
                }
            }
            self.debug_info.named.push((name, numbers));
            return Ok(());
        }
        let number = self.metadata_number(head)?;
        self.eat_word("distinct")?;
        let node = match self.scan_printed_location()? {
            Some(node) => node,
            None => match self.parse_metadata_value()? {
                MetadataValue::Inline(node) => *node,
                other => MetadataNode::Tuple(Box::new([other])),
            },
        };
        if self.debug_info.by_number.contains_key(&number) {
            return Err(self.error_at(head, format!("redefinition of metadata '!{number}'")));
        }
        let id = self.debug_info.nodes.push(node);
        self.debug_info.by_number.insert(number, id);
        Ok(())
    }

    /// `!DILocation(…)` read by [`location::scan`](super::location::scan) when the next token
    /// is its kind and the node is in LLVM's printed shape; `None` (nothing consumed) otherwise.
    fn scan_printed_location(&mut self) -> PResult<Option<MetadataNode>> {
        let kind = self.peek()?;
        if kind.kind != Some(Tok::MetaName)
            || self.text(kind) != "!DILocation"
            || self.lookahead.len != 1
        {
            return Ok(None);
        }
        let Some(found) = super::location::scan(self.src.as_bytes(), kind.end) else {
            return Ok(None);
        };
        self.bump()?;
        self.lexer.skip_to(found.end);
        self.last_end = found.end;
        for (n, at) in found.scope.into_iter().chain(found.inlined_at) {
            self.metadata_refs.push((n, at));
        }
        Ok(Some(MetadataNode::Location {
            line: found.line,
            column: found.column,
            scope: found.scope.map(|(n, _)| n),
            inlined_at: found.inlined_at.map(|(n, _)| n),
        }))
    }

    fn metadata_number(&self, tok: crate::llvm::lexer::Token) -> PResult<u32> {
        self.text(tok)[1..]
            .parse()
            .map_err(|_| self.error_at(tok, "metadata number out of range"))
    }

    /// An attachment's target: `!N` (returned), or an inline node (parsed, `None`).
    pub(super) fn parse_metadata_ref_or_inline(&mut self) -> PResult<Option<u32>> {
        match self.parse_metadata_value()? {
            MetadataValue::Ref(n) => Ok(Some(n)),
            _ => Ok(None),
        }
    }

    /// One metadata value: `!N`, `!"s"`, `!{…}`, `!DIKind(…)`, `null`, an integer, a string,
    /// keywords joined by `|`, or a typed IR value.
    pub(super) fn parse_metadata_value(&mut self) -> PResult<MetadataValue> {
        self.nested(|p| p.parse_metadata_value_inner())
    }

    fn parse_metadata_value_inner(&mut self) -> PResult<MetadataValue> {
        let tok = self.peek()?;
        match tok.kind {
            Some(Tok::MetaNum) => {
                self.bump()?;
                let n = self.metadata_number(tok)?;
                self.metadata_refs.push((n, tok.start));
                Ok(MetadataValue::Ref(n))
            }
            Some(Tok::Bang) => {
                self.bump()?;
                let next = self.peek()?;
                match next.kind {
                    Some(Tok::Str) => {
                        self.bump()?;
                        Ok(MetadataValue::String(self.string_value(next)))
                    }
                    Some(Tok::LBrace) => {
                        self.bump()?;
                        let mut elements = Vec::new();
                        if !self.eat(Tok::RBrace)? {
                            loop {
                                elements.push(self.parse_metadata_value()?);
                                if self.eat(Tok::RBrace)? {
                                    break;
                                }
                                self.expect(Tok::Comma, "',' or '}' in a metadata tuple")?;
                            }
                        }
                        Ok(MetadataValue::Inline(Box::new(MetadataNode::Tuple(
                            elements.into_boxed_slice(),
                        ))))
                    }
                    _ => Err(self.unexpected(next, "a metadata string or '{' after '!'")),
                }
            }
            Some(Tok::MetaName) => {
                self.bump()?;
                let kind = &self.text(tok)[1..];
                if !self.at(Tok::LParen)? {
                    let t = self.peek()?;
                    return Err(self.unexpected(t, "'(' after a metadata node kind"));
                }
                let fields = if kind_is_read(kind) {
                    self.parse_metadata_fields(kind)?
                } else {
                    self.skip_balanced()?;
                    Fields::new()
                };
                if kind == "DILocation" {
                    let value = |name: &str| {
                        fields
                            .iter()
                            .find(|field| field.0 == name)
                            .map(|field| &field.1)
                    };
                    let int = |name: &str| match value(name) {
                        Some(MetadataValue::Int(i)) => u32::try_from(*i).ok(),
                        _ => None,
                    };
                    let node_ref = |name: &str| match value(name) {
                        Some(MetadataValue::Ref(r)) => Some(*r),
                        _ => None,
                    };
                    let node = MetadataNode::Location {
                        line: int("line").unwrap_or(0),
                        column: int("column").unwrap_or(0),
                        scope: node_ref("scope"),
                        inlined_at: node_ref("inlinedAt"),
                    };
                    return Ok(MetadataValue::Inline(Box::new(node)));
                }
                let fields = fields
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect();
                Ok(MetadataValue::Inline(Box::new(MetadataNode::Specialized(
                    Box::new(crate::debug_info::SpecializedNode {
                        kind: kind.to_string(),
                        fields,
                    }),
                ))))
            }
            Some(Tok::Int) => {
                self.bump()?;
                let v = self
                    .text(tok)
                    .parse()
                    .map_err(|_| self.error_at(tok, "integer out of range"))?;
                Ok(MetadataValue::Int(v))
            }
            Some(Tok::Str) => {
                self.bump()?;
                Ok(MetadataValue::String(self.string_value(tok)))
            }
            Some(Tok::Word) if self.text(tok) == "null" => {
                self.bump()?;
                Ok(MetadataValue::Null)
            }
            _ if self.at_type_start()? => {
                let ty = self.parse_type()?;
                let v = self.parse_value(ty)?;
                Ok(MetadataValue::Value(ty, v))
            }
            Some(Tok::Word) => {
                let first = self.bump()?;
                let mut text = self.text(first).to_string();
                while self.eat(Tok::Pipe)? {
                    let w = self.expect(Tok::Word, "a flag after '|'")?;
                    text.push_str(" | ");
                    text.push_str(self.text(w));
                }
                Ok(MetadataValue::Keyword(text))
            }
            _ => Err(self.unexpected(tok, "a metadata value")),
        }
    }

    /// `(name: value, …)` of a specialized node, the names borrowed from the source (a
    /// `DILocation`, a million of them in a big module, then allocates nothing for them).
    fn parse_metadata_fields(&mut self, kind: &str) -> PResult<Fields<'s>> {
        self.expect(Tok::LParen, "'('")?;
        let mut fields = Fields::new();
        if self.eat(Tok::RParen)? {
            return Ok(fields);
        }
        loop {
            let tok = self.peek()?;
            let name = match tok.kind {
                Some(Tok::LabelDef) => {
                    self.bump()?;
                    let t = self.text(tok);
                    &t[..t.len() - 1]
                }
                Some(Tok::Word) => {
                    self.bump()?;
                    self.expect(Tok::Colon, "':' after a field name")?;
                    self.text(tok)
                }
                _ => return Err(self.unexpected(tok, "a field name")),
            };
            let value_tok = self.peek()?;
            let value = self.parse_metadata_value()?;
            let numeric = matches!(name, "line" | "column");
            if numeric && kind == "DILocation" && !matches!(value, MetadataValue::Int(i) if i >= 0)
            {
                return Err(self.error_at(
                    value_tok,
                    format!("expected an unsigned integer for '{name}:'"),
                ));
            }
            fields.push((name, value));
            if self.eat(Tok::RParen)? {
                return Ok(fields);
            }
            self.expect(Tok::Comma, "',' or ')' in a metadata node")?;
        }
    }
}

/// Marks as kernels the functions listed in `!nvvm.annotations` with `!"kernel", i32 1`.
pub(super) fn mark_annotated_kernels(module: &mut Module) {
    let kernels: Vec<_> = module
        .nvvm_annotations()
        .into_iter()
        .filter(|(_, key, v)| *key == "kernel" && module.const_int(*v) == Some(1))
        .map(|(f, _, _)| f)
        .collect();
    for f in kernels {
        module.functions[f].is_kernel = true;
    }
}
