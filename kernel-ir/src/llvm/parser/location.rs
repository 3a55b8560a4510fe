//! The direct scan of a `DILocation` in the one spelling LLVM prints.
//!
//! A module compiled with `-g` or `-lineinfo` is about half `DILocation` lines:
//!
//! ```text
//! !96 = !DILocation(line: 94, column: 3, scope: !2)
//! !97 = !DILocation(line: 12, column: 7, scope: !40, inlinedAt: !96)
//! ```
//!
//! Through the general metadata grammar each costs a dozen tokens, a field list and a node
//! box; measured on a 10^5-instruction kernel with a location per instruction, they were a
//! quarter of the parse. [`scan`] reads the bytes after `!DILocation` directly, in the shape
//! `LLVM`'s printer writes (`name: value` fields separated by `, `, spaces or tabs between
//! tokens, fields `line`, `column`, `scope`, `inlinedAt`, `isImplicitCode`, `atomGroup`,
//! `atomRank`), and gives up — returning `None` before anything is consumed — on anything
//! else: a newline or comment inside the node, a repeated or unknown field, a negative or
//! out-of-range number. The caller then runs the general grammar, which owns every error
//! message, so the fast path never changes what is accepted or what a node means (the test
//! below parses each spelling both ways and compares).

/// A location read by [`scan`]: the node's fields and where the `!N` references were written
/// (for the undefined-reference check), and the offset just past the closing `)`.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct ScannedLocation {
    pub line: u32,
    pub column: u32,
    /// `scope: !N` as `(N, offset of the '!')`.
    pub scope: Option<(u32, usize)>,
    /// `inlinedAt: !N` as `(N, offset of the '!')`.
    pub inlined_at: Option<(u32, usize)>,
    pub end: usize,
}

/// Scans `( fields )` starting at `open` (the byte after `!DILocation`); `None` when the
/// text is not in the printed shape.
pub(super) fn scan(src: &[u8], open: usize) -> Option<ScannedLocation> {
    let mut cursor = Cursor { src, pos: open };
    cursor.byte(b'(')?;
    let mut found = ScannedLocation {
        line: 0,
        column: 0,
        scope: None,
        inlined_at: None,
        end: 0,
    };
    let mut seen = [false; 7];
    loop {
        cursor.blanks();
        let name = cursor.word()?;
        cursor.byte(b':')?;
        cursor.blanks();
        let field = FIELDS.iter().position(|f| *f == name)?;
        if std::mem::replace(&mut seen[field], true) {
            return None;
        }
        match name {
            b"line" => found.line = cursor.number()?,
            b"column" => found.column = cursor.number()?,
            b"scope" => found.scope = Some(cursor.node_ref()?),
            b"inlinedAt" => found.inlined_at = Some(cursor.node_ref()?),
            b"isImplicitCode" => {
                let flag = cursor.word()?;
                if flag != b"true" && flag != b"false" {
                    return None;
                }
            }
            // `atomGroup`, `atomRank` (key instructions, LLVM 21): numbers, unused here.
            _ => {
                cursor.number()?;
            }
        }
        cursor.blanks();
        match cursor.next()? {
            b',' => continue,
            b')' => break,
            _ => return None,
        }
    }
    // A scope is required by LLVM; leave its error to the general grammar.
    found.scope?;
    found.end = cursor.pos;
    Some(found)
}

/// The fields [`scan`] reads; anything else goes to the general grammar.
const FIELDS: [&[u8]; 7] = [
    b"line",
    b"column",
    b"scope",
    b"inlinedAt",
    b"isImplicitCode",
    b"atomGroup",
    b"atomRank",
];

struct Cursor<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn next(&mut self) -> Option<u8> {
        let b = *self.src.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    fn byte(&mut self, want: u8) -> Option<()> {
        (self.next()? == want).then_some(())
    }

    fn blanks(&mut self) {
        while matches!(self.src.get(self.pos), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    fn word(&mut self) -> Option<&'a [u8]> {
        let start = self.pos;
        while self.src.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
            self.pos += 1;
        }
        (self.pos > start).then(|| &self.src[start..self.pos])
    }

    /// Decimal digits that fit in a `u32`, not followed by another name character (so
    /// `12x` or `1.5` fall back).
    fn number(&mut self) -> Option<u32> {
        let start = self.pos;
        let mut value: u32 = 0;
        while let Some(d) = self.src.get(self.pos).filter(|b| b.is_ascii_digit()) {
            value = value.checked_mul(10)?.checked_add(u32::from(d - b'0'))?;
            self.pos += 1;
        }
        let next = self.src.get(self.pos).copied().unwrap_or(b' ');
        (self.pos > start && !next.is_ascii_alphanumeric() && !matches!(next, b'.' | b'_'))
            .then_some(value)
    }

    fn node_ref(&mut self) -> Option<(u32, usize)> {
        let at = self.pos;
        self.byte(b'!')?;
        Some((self.number()?, at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_str(text: &str) -> Option<ScannedLocation> {
        scan(text.as_bytes(), 0)
    }

    #[test]
    fn reads_the_printed_shapes() {
        let l = scan_str("(line: 94, column: 3, scope: !2)").unwrap();
        assert_eq!(
            (l.line, l.column, l.scope, l.inlined_at),
            (94, 3, Some((2, 29)), None)
        );
        assert_eq!(l.end, 32);
        let l = scan_str("(line: 1, scope: !7, inlinedAt: !12, isImplicitCode: true)").unwrap();
        assert_eq!((l.line, l.column, l.inlined_at), (1, 0, Some((12, 32))));
        let l = scan_str("(line: 3, column: 4, scope: !5, atomGroup: 9, atomRank: 1)").unwrap();
        assert_eq!((l.line, l.column, l.scope.unwrap().0), (3, 4, 5));
    }

    #[test]
    fn leaves_everything_else_to_the_general_grammar() {
        for text in [
            "(line: 94, column: 3)",                  // no scope: an error there
            "(line: 94, line: 3, scope: !2)",         // repeated field
            "(line: -1, scope: !2)",                  // negative
            "(line: 4294967296, scope: !2)",          // beyond u32
            "(line: 1, scope: !99999999999)",         // metadata number out of range
            "(line: 1,\n column: 2, scope: !2)",      // newline inside
            "(line: 1, scope: !2 ; c\n)",             // comment inside
            "(line: 1, scope: distinct !DI(), )",     // inline node
            "(line: 1, scope: !2, discriminator: 3)", // unknown field
            "(line: 0x1, scope: !2)",                 // hex
            "(line: 1, scope: !2",                    // unterminated
            "()",
        ] {
            assert_eq!(scan_str(text), None, "{text}");
        }
    }
}
