//! The LLVM IR lexer.
//!
//! Built with [logos]: one pass over the bytes, no backtracking beyond the longest-match rule.
//! Whitespace, newlines and `;` comments are skipped, but every token remembers whether a
//! newline preceded it: LLVM IR is not line-oriented, yet real dumps put one entity per line, and
//! the parser uses that to skip a construct it does not know (an unknown instruction, a
//! `uselistorder` directive) up to the next line.

use logos::Logos;

/// Token kinds. Names keep their sigil (`%x`, `@f`, `!dbg`, `#0`); the parser strips it.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip r";[^\n]*")]
pub enum Tok {
    /// `%name`, `%12`, `%"quoted name"`.
    #[regex(r"%[-a-zA-Z$._][-a-zA-Z$._0-9]*")]
    #[regex(r"%[0-9]+")]
    #[regex(r#"%"[^"]*""#)]
    Local,
    /// `@name`, `@12`, `@"quoted name"`.
    #[regex(r"@[-a-zA-Z$._][-a-zA-Z$._0-9]*")]
    #[regex(r"@[0-9]+")]
    #[regex(r#"@"[^"]*""#)]
    Global,
    /// A label definition: `entry:`, `5:`, `"quoted":`.
    #[regex(r"[-a-zA-Z$._0-9]+:")]
    #[regex(r#""[^"]*":"#)]
    LabelDef,
    /// `!name` (a named metadata or an attachment kind like `!dbg`, or a node kind like
    /// `!DILocation`).
    #[regex(r"![-a-zA-Z$._][-a-zA-Z$._0-9]*")]
    MetaName,
    /// `!12`.
    #[regex(r"![0-9]+")]
    MetaNum,
    /// A bare `!` (before `{` or a string).
    #[token("!")]
    Bang,
    /// `#0`, an attribute group reference.
    #[regex(r"#[0-9]+")]
    AttrGroup,
    /// `#dbg_value` and the other debug-record keywords.
    #[regex(r"#[a-zA-Z_][a-zA-Z0-9_]*")]
    HashWord,
    /// `$comdat`.
    #[regex(r"\$[-a-zA-Z$._][-a-zA-Z$._0-9]*")]
    #[regex(r#"\$"[^"]*""#)]
    Comdat,
    /// `^0`, a summary entry.
    #[regex(r"\^[0-9]+")]
    Summary,
    /// A keyword, type name or other bare word (`define`, `i32`, `x`, `DW_TAG_member`).
    #[regex(r"[a-zA-Z_][a-zA-Z0-9_.]*")]
    Word,
    /// An integer literal.
    #[regex(r"[-+]?[0-9]+")]
    Int,
    /// A decimal floating-point literal.
    #[regex(r"[-+]?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?")]
    Float,
    /// A hexadecimal literal: `0x3FF0000000000000`, `0xH3C00`, `0xK…`, `0xL…`, `0xM…`, `0xR…`,
    /// and the `u0x`/`s0x` integer forms.
    #[regex(r"[us]?0x[HKLMR]?[0-9a-fA-F]+")]
    Hex,
    /// `"text"`.
    #[regex(r#""[^"]*""#)]
    Str,
    /// `c"bytes"`.
    #[regex(r#"c"[^"]*""#)]
    CStr,
    /// `=`.
    #[token("=")]
    Eq,
    /// `,`.
    #[token(",")]
    Comma,
    /// `(`.
    #[token("(")]
    LParen,
    /// `)`.
    #[token(")")]
    RParen,
    /// `[`.
    #[token("[")]
    LBracket,
    /// `]`.
    #[token("]")]
    RBracket,
    /// `{`.
    #[token("{")]
    LBrace,
    /// `}`.
    #[token("}")]
    RBrace,
    /// `<`.
    #[token("<")]
    Less,
    /// `>`.
    #[token(">")]
    Greater,
    /// `*`.
    #[token("*")]
    Star,
    /// `|`.
    #[token("|")]
    Pipe,
    /// `...`.
    #[token("...")]
    Ellipsis,
    /// `:` on its own (DI fields: `line: 3`).
    #[token(":")]
    Colon,
}

/// A token with its byte range and whether a newline came before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind; `None` marks the end of input.
    pub kind: Option<Tok>,
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
    /// A newline lies between the previous token and this one (true for the first token).
    pub line_start: bool,
}

/// A lexing failure: an unexpected byte at `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Where the bad input starts.
    pub offset: usize,
}

/// A streaming lexer producing [`Token`]s.
pub struct Lexer<'src> {
    inner: logos::Lexer<'src, Tok>,
    src: &'src str,
    prev_end: usize,
    done: bool,
}

impl<'src> Lexer<'src> {
    /// A lexer over `src`.
    pub fn new(src: &'src str) -> Self {
        Lexer { inner: Tok::lexer(src), src, prev_end: 0, done: false }
    }

    /// The next token, or the end-of-input token (kind `None`) forever after the end.
    pub fn next_token(&mut self) -> Result<Token, LexError> {
        if self.done {
            return Ok(self.eof());
        }
        match self.inner.next() {
            None => {
                self.done = true;
                Ok(self.eof())
            }
            Some(Ok(kind)) => {
                let span = self.inner.span();
                let gap = &self.src.as_bytes()[self.prev_end..span.start];
                let line_start = self.prev_end == 0 || gap.contains(&b'\n');
                self.prev_end = span.end;
                Ok(Token { kind: Some(kind), start: span.start, end: span.end, line_start })
            }
            Some(Err(())) => Err(LexError { offset: self.inner.span().start }),
        }
    }

    fn eof(&self) -> Token {
        let n = self.src.len();
        Token { kind: None, start: n, end: n, line_start: true }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        while let Some(k) = lx.next_token().unwrap().kind {
            out.push(k);
        }
        out
    }

    #[test]
    fn names_labels_and_literals() {
        use Tok::*;
        assert_eq!(
            kinds(r#"%x %12 %"a b" @g entry: 5: !dbg !12 !"s" #0 #dbg_value 0x3FF0 -1.5e+00 c"hi\00""#),
            vec![
                Local, Local, Local, Global, LabelDef, LabelDef, MetaName, MetaNum, Bang, Str,
                AttrGroup, HashWord, Hex, Float, CStr
            ]
        );
    }

    #[test]
    fn comments_and_line_starts() {
        let mut lx = Lexer::new("a ; c\n  b c");
        let a = lx.next_token().unwrap();
        let b = lx.next_token().unwrap();
        let c = lx.next_token().unwrap();
        assert!(a.line_start && b.line_start && !c.line_start);
        assert_eq!(lx.next_token().unwrap().kind, None);
    }

    #[test]
    fn bad_byte_is_an_error_with_offset() {
        let mut lx = Lexer::new("define `");
        lx.next_token().unwrap();
        assert_eq!(lx.next_token(), Err(LexError { offset: 7 }));
    }
}
