//! The LLVM IR lexer.
//!
//! A hand-written byte scanner: one pass, no backtracking beyond a label's trailing `:`, no
//! recursion, so its time is linear and its stack use constant whatever the input (a 50 MB
//! identifier included). Whitespace, newlines and `;` comments are skipped, but every token
//! remembers whether a newline preceded it: LLVM IR is not line-oriented, yet real dumps put
//! one entity per line, and the parser uses that to skip a construct it does not know (an
//! unknown instruction, a `uselistorder` directive) up to the next line.
//!
//! (An earlier version used logos; its generated state machine recursed once per byte on long
//! identifiers and overflowed the stack of debug builds on a 5 MB word.)

/// Token kinds. Names keep their sigil (`%x`, `@f`, `!dbg`, `#0`); the parser strips it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `%name`, `%12`, `%"quoted name"`.
    Local,
    /// `@name`, `@12`, `@"quoted name"`.
    Global,
    /// A label definition: `entry:`, `5:`, `"quoted":`, `.lr.ph:`.
    LabelDef,
    /// `!name` (a named metadata or an attachment kind like `!dbg`, or a node kind like
    /// `!DILocation`).
    MetaName,
    /// `!12`.
    MetaNum,
    /// A bare `!` (before `{` or a string).
    Bang,
    /// `#0`, an attribute group reference.
    AttrGroup,
    /// `#dbg_value` and the other debug-record keywords.
    HashWord,
    /// `$comdat`.
    Comdat,
    /// `^0`, a summary entry.
    Summary,
    /// A keyword, type name or other bare word (`define`, `i32`, `x`, `DW_TAG_member`).
    Word,
    /// An integer literal.
    Int,
    /// A decimal floating-point literal.
    Float,
    /// A hexadecimal literal: `0x3FF0000000000000`, `0xH3C00`, `0xK…`, `0xL…`, `0xM…`, `0xR…`,
    /// and the `u0x`/`s0x` integer forms.
    Hex,
    /// `"text"`.
    Str,
    /// `c"bytes"`.
    CStr,
    /// `=`.
    Eq,
    /// `,`.
    Comma,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `*`.
    Star,
    /// `|`.
    Pipe,
    /// `...`.
    Ellipsis,
    /// `:` on its own (DI fields: `line : 3`).
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
    bytes: &'src [u8],
    pos: usize,
    first: bool,
}

/// Characters of unquoted `%`/`@`/`$`/`!` names and labels.
fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// Characters of bare words (keywords, types).
fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.')
}

impl<'src> Lexer<'src> {
    /// A lexer over `src`.
    pub fn new(src: &'src str) -> Self {
        Lexer {
            bytes: src.as_bytes(),
            pos: 0,
            first: true,
        }
    }

    /// Continues lexing at `pos`, which the caller has read past by other means; it must be
    /// the end of a token (the parser's direct scans stop at a closing bracket).
    pub fn skip_to(&mut self, pos: usize) {
        debug_assert!(pos >= self.pos && pos <= self.bytes.len());
        self.pos = pos;
        self.first = false;
    }

    fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    /// Index of the first byte at or after `i` that does not satisfy `f`.
    fn scan(&self, mut i: usize, f: impl Fn(u8) -> bool) -> usize {
        while i < self.bytes.len() && f(self.bytes[i]) {
            i += 1;
        }
        i
    }

    /// The closing quote of a string opened at `open`, or an error at `open`.
    fn string_end(&self, open: usize) -> Result<usize, LexError> {
        match self.bytes[open + 1..].iter().position(|b| *b == b'"') {
            Some(p) => Ok(open + 1 + p + 1),
            None => Err(LexError { offset: open }),
        }
    }

    /// The next token, or the end-of-input token (kind `None`) forever after the end.
    pub fn next_token(&mut self) -> Result<Token, LexError> {
        let mut newline = self.first;
        self.first = false;
        loop {
            match self.at(self.pos) {
                b'\n' => {
                    newline = true;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' | 0x0c => self.pos += 1,
                b';' => self.pos = self.scan(self.pos, |b| b != b'\n'),
                _ => break,
            }
        }
        let start = self.pos;
        if start >= self.bytes.len() {
            let n = self.bytes.len();
            return Ok(Token {
                kind: None,
                start: n,
                end: n,
                line_start: true,
            });
        }
        let (kind, end) = self.lex_at(start)?;
        self.pos = end;
        Ok(Token {
            kind: Some(kind),
            start,
            end,
            line_start: newline,
        })
    }

    fn lex_at(&self, start: usize) -> Result<(Tok, usize), LexError> {
        let err = Err(LexError { offset: start });
        let c = self.at(start);
        let next = self.at(start + 1);
        let punct = |k| Ok((k, start + 1));
        match c {
            b'%' | b'@' | b'$' => {
                let kind = match c {
                    b'%' => Tok::Local,
                    b'@' => Tok::Global,
                    _ => Tok::Comdat,
                };
                if next == b'"' {
                    return Ok((kind, self.string_end(start + 1)?));
                }
                let end = self.scan(start + 1, is_name_char);
                if end == start + 1 {
                    return err;
                }
                Ok((kind, end))
            }
            b'!' => {
                if next.is_ascii_digit() {
                    Ok((Tok::MetaNum, self.scan(start + 1, |b| b.is_ascii_digit())))
                } else if is_name_char(next) || next == b'\\' {
                    Ok((
                        Tok::MetaName,
                        self.scan(start + 1, |b| is_name_char(b) || b == b'\\'),
                    ))
                } else {
                    punct(Tok::Bang)
                }
            }
            b'#' => {
                if next.is_ascii_digit() {
                    Ok((Tok::AttrGroup, self.scan(start + 1, |b| b.is_ascii_digit())))
                } else if next.is_ascii_alphabetic() || next == b'_' {
                    Ok((
                        Tok::HashWord,
                        self.scan(start + 1, |b| b.is_ascii_alphanumeric() || b == b'_'),
                    ))
                } else {
                    err
                }
            }
            b'^' => {
                let end = self.scan(start + 1, |b| b.is_ascii_digit());
                if end == start + 1 {
                    return err;
                }
                Ok((Tok::Summary, end))
            }
            b'"' => {
                let end = self.string_end(start)?;
                if self.at(end) == b':' {
                    Ok((Tok::LabelDef, end + 1))
                } else {
                    Ok((Tok::Str, end))
                }
            }
            b'c' if next == b'"' => Ok((Tok::CStr, self.string_end(start + 1)?)),
            b'u' | b's'
                if next == b'0'
                    && self.at(start + 2) == b'x'
                    && self.at(start + 3).is_ascii_hexdigit() =>
            {
                Ok((Tok::Hex, self.scan(start + 3, |b| b.is_ascii_hexdigit())))
            }
            b'0' if next == b'x' => {
                let digits = match self.at(start + 2) {
                    b'H' | b'K' | b'L' | b'M' | b'R' => start + 3,
                    _ => start + 2,
                };
                let end = self.scan(digits, |b| b.is_ascii_hexdigit());
                if end == digits {
                    return err;
                }
                Ok((Tok::Hex, end))
            }
            b'0'..=b'9' | b'-' | b'+' => self.lex_number_or_label(start),
            b'.' if next == b'.' && self.at(start + 2) == b'.' => Ok((Tok::Ellipsis, start + 3)),
            b'.' => self.lex_label(start),
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                let end = self.scan(start, is_word_char);
                match self.at(end) {
                    b':' => Ok((Tok::LabelDef, end + 1)),
                    b'-' | b'$' => self.lex_label(start).or(Ok((Tok::Word, end))),
                    _ => Ok((Tok::Word, end)),
                }
            }
            b'=' => punct(Tok::Eq),
            b',' => punct(Tok::Comma),
            b'(' => punct(Tok::LParen),
            b')' => punct(Tok::RParen),
            b'[' => punct(Tok::LBracket),
            b']' => punct(Tok::RBracket),
            b'{' => punct(Tok::LBrace),
            b'}' => punct(Tok::RBrace),
            b'<' => punct(Tok::Less),
            b'>' => punct(Tok::Greater),
            b'*' => punct(Tok::Star),
            b'|' => punct(Tok::Pipe),
            b':' => punct(Tok::Colon),
            _ => err,
        }
    }

    /// `[-a-zA-Z$._0-9]+:` at `start`, or an error.
    fn lex_label(&self, start: usize) -> Result<(Tok, usize), LexError> {
        let end = self.scan(start, is_name_char);
        if end > start && self.at(end) == b':' {
            Ok((Tok::LabelDef, end + 1))
        } else {
            Err(LexError { offset: start })
        }
    }

    /// An integer, a decimal float, or a label made of digits (`12:`).
    fn lex_number_or_label(&self, start: usize) -> Result<(Tok, usize), LexError> {
        let signed = matches!(self.at(start), b'-' | b'+');
        let digits = if signed { start + 1 } else { start };
        let end = self.scan(digits, |b| b.is_ascii_digit());
        if end == digits {
            // `-inf`, `+nan`, `-qnan(0x1)`: newer LLVMs' named floating-point values.
            let word_end = self.scan(digits, |b| b.is_ascii_alphabetic());
            if signed
                && self.at(word_end) != b':'
                && matches!(
                    &self.bytes[digits..word_end],
                    b"inf" | b"nan" | b"qnan" | b"snan" | b"pinf" | b"ninf"
                )
            {
                if self.at(word_end) == b'(' {
                    let close = self.scan(word_end + 1, |b| b.is_ascii_alphanumeric());
                    if self.at(close) == b')' {
                        return Ok((Tok::Float, close + 1));
                    }
                }
                return Ok((Tok::Float, word_end));
            }
            // `-foo:` is a label; a lone sign is not a token.
            return if self.at(start) == b'-' {
                self.lex_label(start)
            } else {
                Err(LexError { offset: start })
            };
        }
        match self.at(end) {
            b'.' => {
                let mut e = self.scan(end + 1, |b| b.is_ascii_digit());
                if matches!(self.at(e), b'e' | b'E') {
                    let sign = if matches!(self.at(e + 1), b'-' | b'+') {
                        e + 2
                    } else {
                        e + 1
                    };
                    let exp_end = self.scan(sign, |b| b.is_ascii_digit());
                    if exp_end > sign {
                        e = exp_end;
                    }
                }
                Ok((Tok::Float, e))
            }
            b':' if !signed => Ok((Tok::LabelDef, end + 1)),
            b if !signed && is_name_char(b) => self.lex_label(start),
            _ => Ok((Tok::Int, end)),
        }
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
            kinds(
                r#"%x %12 %"a b" @g entry: 5: !dbg !12 !"s" #0 #dbg_value 0x3FF0 -1.5e+00 c"hi\00""#
            ),
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
        let mut lx = Lexer::new("  \"unterminated");
        assert_eq!(lx.next_token(), Err(LexError { offset: 2 }));
    }

    #[test]
    fn labels_words_and_numbers() {
        use Tok::*;
        assert_eq!(
            kinds(".lr.ph: for-body: 12: x86_fp80 u0x10 ... line: -3 +4.5e-3 1.0"),
            vec![LabelDef, LabelDef, LabelDef, Word, Hex, Ellipsis, LabelDef, Int, Float, Float]
        );
    }

    #[test]
    fn a_fifty_megabyte_word_lexes_in_constant_stack() {
        let big = "a".repeat(50 << 20);
        let mut lx = Lexer::new(&big);
        let t = lx.next_token().unwrap();
        assert_eq!((t.kind, t.end), (Some(Tok::Word), big.len()));
    }
}
