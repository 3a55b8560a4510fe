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

/// The symbol name at the start of `s` (after the `@`), quoted or plain, and the text after
/// it (after the closing quote of a quoted name). Every split is at a `char` boundary: at a
/// `"` or at the first character that cannot be part of a plain name, found by `find`.
fn symbol_name(s: &str) -> Option<(&str, &str)> {
    if let Some(rest) = s.strip_prefix('"') {
        let end = rest.find('"')?;
        return Some((&rest[..end], &rest[end + 1..]));
    }
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '$' | '.' | '_')))
        .unwrap_or(s.len());
    (end > 0).then(|| s.split_at(end))
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
                // `@` is ASCII: the byte after it starts a character.
                trimmed
                    .find('@')
                    .and_then(|at| symbol_name(&trimmed[at + 1..]))
                    .map(|(name, _)| name)
            } else if let Some(rest) = trimmed.strip_prefix('@') {
                symbol_name(rest)
                    .filter(|(_, after)| after.trim_start().starts_with('='))
                    .map(|(name, _)| name)
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
                Symbol::Global(self.globals.push(Global::placeholder(name, void, span)))
            };
            if is_function {
                self.function_declared.push(false);
            }
            self.symbols.insert(name.to_string(), symbol);
        }
    }
}
