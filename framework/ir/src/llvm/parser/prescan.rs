//! A line scan that learns every symbol's kind before the real parse.
//!
//! LLVM IR lets `@f` be used before `define … @f` appears, and with opaque pointers a use
//! (`ptr @f`) does not say whether `@f` is a function or a variable. Real dumps put each
//! definition on its own line starting with `define`, `declare` or `@name =`, so one pass over
//! line starts (a `memchr`-speed scan, no tokenising) finds them all. Symbols the scan misses
//! (a definition split oddly across lines) are still created when the parser reaches them;
//! only a *use* before such a definition is then reported as undefined.

use super::Parser;
use crate::module::{Function, Global, Symbol};
use crate::span::Span;
use crate::types::Type;

/// The symbol name at the start of `s` (after the `@`), quoted or plain.
fn symbol_name(s: &str) -> Option<&str> {
    if let Some(rest) = s.strip_prefix('"') {
        return rest.find('"').map(|end| &rest[..end]);
    }
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '$' | '.' | '_')))
        .unwrap_or(s.len());
    (end > 0).then(|| &s[..end])
}

impl Parser<'_> {
    pub(super) fn declare_symbols(&mut self) {
        let void = self.types.intern(Type::Void);
        let src = self.src;
        let mut offset = 0;
        for line in src.split_inclusive('\n') {
            let line_start = offset;
            offset += line.len();
            let trimmed = line.trim_start();
            let is_function = trimmed.starts_with("define") || trimmed.starts_with("declare");
            let name = if is_function {
                trimmed
                    .find('@')
                    .and_then(|at| symbol_name(&trimmed[at + 1..]))
            } else if let Some(rest) = trimmed.strip_prefix('@') {
                symbol_name(rest).filter(|name| {
                    let after = &rest[name.len()..];
                    let after = after.strip_prefix('"').unwrap_or(after);
                    after.trim_start().starts_with('=')
                })
            } else {
                None
            };
            let Some(name) = name else { continue };
            if self.symbols.contains_key(name) {
                continue;
            }
            let at = line_start + (line.len() - trimmed.len());
            let span = Span::new(at, at);
            let symbol = if is_function {
                Symbol::Function(self.functions.push(Function::placeholder(name, void, span)))
            } else {
                self.global_defined.push(false);
                Symbol::Global(self.globals.push(Global {
                    name: name.to_string(),
                    addr_space: 0,
                    value_type: void,
                    pointer_type: void,
                    is_constant: false,
                    initializer: None,
                    align: None,
                    keywords: Vec::new(),
                    span,
                }))
            };
            if is_function {
                self.function_declared.push(false);
            }
            self.symbols.insert(name.to_string(), symbol);
        }
    }
}
