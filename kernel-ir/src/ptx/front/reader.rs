//! The byte cursor under [`super::syntax`]: white space and comments, words, numbers,
//! strings, and the scans to a statement's `;` or past a balanced `{ … }`.

use crate::error::RawError;

type Result<T> = std::result::Result<T, RawError>;

/// The byte cursor.
pub(crate) struct Reader<'s> {
    pub(super) text: &'s str,
    pub(super) bytes: &'s [u8],
    pub(super) pos: usize,
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'%' | b'.')
}

impl<'s> Reader<'s> {
    pub(crate) fn new(text: &'s str) -> Self {
        Reader {
            text,
            bytes: text.as_bytes(),
            pos: 0,
        }
    }

    pub(super) fn error<T>(&self, at: usize, message: impl Into<String>) -> Result<T> {
        Err(RawError::new(at, message))
    }

    /// Skips white space and comments; an unterminated `/*` is an error.
    pub(super) fn skip_trivia(&mut self) -> Result<()> {
        loop {
            while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.bytes[self.pos..].starts_with(b"//") {
                while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else if self.bytes[self.pos..].starts_with(b"/*") {
                let start = self.pos;
                match self.text[self.pos + 2..].find("*/") {
                    Some(k) => self.pos += 2 + k + 2,
                    None => return self.error(start, "unterminated comment"),
                }
            } else {
                return Ok(());
            }
        }
    }

    pub(super) fn peek(&mut self) -> Result<Option<u8>> {
        self.skip_trivia()?;
        Ok(self.bytes.get(self.pos).copied())
    }

    pub(super) fn eat(&mut self, c: u8) -> Result<bool> {
        if self.peek()? == Some(c) {
            self.pos += 1;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub(super) fn expect(&mut self, c: u8, what: &str) -> Result<()> {
        if self.eat(c)? {
            Ok(())
        } else {
            let found = self.found();
            self.error(self.pos, format!("expected {what}, found {found}"))
        }
    }

    pub(super) fn found(&self) -> String {
        match self.text[self.pos..].split_whitespace().next() {
            None => "the end of the file".to_string(),
            Some(w) => format!("'{}'", w.chars().take(24).collect::<String>()),
        }
    }

    /// An identifier, register, directive or number (no white space inside).
    pub(super) fn word(&mut self) -> Result<&'s str> {
        self.skip_trivia()?;
        let start = self.pos;
        while self.pos < self.bytes.len() && is_ident(self.bytes[self.pos]) {
            self.pos += 1;
        }
        Ok(&self.text[start..self.pos])
    }

    /// The next word when it is a directive or modifier (starts with `.`, as the `.align 4`,
    /// `.v4` and `.b32` of a declaration do); `None`, consuming nothing but trivia, otherwise.
    pub(super) fn dot_word(&mut self) -> Result<Option<&'s str>> {
        if self.peek()? != Some(b'.') {
            return Ok(None);
        }
        self.word().map(Some)
    }

    pub(super) fn expect_word(&mut self, what: &str) -> Result<&'s str> {
        let at = self.pos;
        let w = self.word()?;
        if w.is_empty() {
            let found = self.found();
            return self.error(at.max(self.pos), format!("expected {what}, found {found}"));
        }
        Ok(w)
    }

    pub(super) fn number(&mut self, what: &str) -> Result<u64> {
        self.skip_trivia()?;
        let at = self.pos;
        let w = self.word()?;
        let parsed = match w.strip_prefix("0x").or_else(|| w.strip_prefix("0X")) {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => w.parse().ok(),
        };
        match parsed {
            Some(v) => Ok(v),
            None => self.error(at, format!("expected {what}, found '{w}'")),
        }
    }

    /// A double-quoted string, without its quotes.
    pub(super) fn string(&mut self) -> Result<&'s str> {
        self.skip_trivia()?;
        let start = self.pos;
        if self.bytes.get(self.pos) != Some(&b'"') {
            let found = self.found();
            return self.error(start, format!("expected a string, found {found}"));
        }
        self.pos += 1;
        while self.pos < self.bytes.len() && self.bytes[self.pos] != b'"' {
            if self.bytes[self.pos] == b'\n' {
                break;
            }
            self.pos += 1;
        }
        if self.bytes.get(self.pos) != Some(&b'"') {
            return self.error(start, "unterminated string");
        }
        self.pos += 1;
        Ok(&self.text[start + 1..self.pos - 1])
    }

    /// The rest of the current line, comments cut (for `.loc`, `.target`, `.reqntid`).
    pub(super) fn rest_of_line(&mut self) -> &'s str {
        let start = self.pos;
        while self.pos < self.bytes.len()
            && self.bytes[self.pos] != b'\n'
            && !self.bytes[self.pos..].starts_with(b"//")
        {
            self.pos += 1;
        }
        self.text[start..self.pos].trim()
    }

    /// Up to (not including) the next `;` outside strings, and past it; comments inside are
    /// cut out of the returned text. An instruction never spans a `{` opening a body, so a
    /// missing `;` is reported where the statement began.
    pub(super) fn until_semicolon(&mut self, start: usize) -> Result<(String, usize)> {
        let mut text = String::new();
        let mut piece = self.pos;
        // Braces inside a statement: vector operands `{ %r1, %r2 }`, initializers `= {1, 2}`.
        let mut depth = 0usize;
        while self.pos < self.bytes.len() {
            match self.bytes[self.pos] {
                b'{' => {
                    depth += 1;
                    self.pos += 1;
                }
                b'}' if depth > 0 => {
                    depth -= 1;
                    self.pos += 1;
                }
                b';' => {
                    text.push_str(&self.text[piece..self.pos]);
                    let end = self.pos;
                    self.pos += 1;
                    return Ok((text, end));
                }
                b'"' => {
                    self.string()?;
                    continue;
                }
                b'/' if matches!(self.bytes.get(self.pos + 1), Some(b'/' | b'*')) => {
                    text.push_str(&self.text[piece..self.pos]);
                    text.push(' ');
                    self.skip_trivia()?;
                    piece = self.pos;
                    continue;
                }
                b'}' => break,
                _ => self.pos += 1,
            }
        }
        self.error(start, "expected ';' at the end of this statement")
    }

    /// Skips a balanced `{ … }` (debug sections).
    pub(super) fn skip_braces(&mut self) -> Result<()> {
        let start = self.pos;
        self.expect(b'{', "'{'")?;
        let mut depth = 1;
        while depth > 0 {
            match self.peek()? {
                None => return self.error(start, "unterminated '{'"),
                Some(b'{') => depth += 1,
                Some(b'}') => depth -= 1,
                Some(b'"') => {
                    self.string()?;
                    continue;
                }
                _ => {}
            }
            self.pos += 1;
        }
        Ok(())
    }
}
