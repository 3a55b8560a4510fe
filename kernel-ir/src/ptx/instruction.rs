//! PTX instruction syntax: `[@[!]p] opcode.mod.mod operand, operand, …;`
//!
//! ```text
//! instruction := guard? opcode operands?
//! guard       := '@' '!'? operand                         @%p1   @!$2
//! opcode      := name ('.' modifier)*                      ld.global.v4.b32   shared::cta
//! operand     := '!'? (register | placeholder | immediate | address | vector | '_' | label)
//! register    := '%' name                                  %r12   %tid.x
//! placeholder := '$' digits                                 $0   (inline asm operands)
//! immediate   := integer | hex | 0f/0d float bits           -4   0x10   0f3F800000
//! address     := '[' operand ('+' immediate)? (',' vector)? ']'   [ $1 + 0 ]  [$0, {$2, $3}]
//! vector      := '{' operand (',' operand)* '}'              { $0, $1 }
//! ```
//!
//! Parsing is total: text that does not fit comes back as an error naming the column, and
//! the effect model ([`mod@super::effect`]) treats such an instruction as unknown.

use std::fmt;

/// One operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PtxOperand {
    /// `%r1`, `%tid.x`, `%rd4` (without `%`).
    Register(String),
    /// `$N`: an inline asm operand.
    Placeholder(usize),
    /// An integer or the bits of a float immediate.
    Immediate(i64),
    /// `[base + offset]` (with tensor coordinates after a comma, kept as a vector).
    Address {
        /// The base.
        base: Box<PtxOperand>,
        /// The byte offset.
        offset: i64,
        /// `[tensor, {c0, c1}]`: coordinates, when present.
        coordinates: Option<Box<PtxOperand>>,
    },
    /// `{ a, b, … }`.
    Vector(Vec<PtxOperand>),
    /// `_`: a sink.
    Sink,
    /// A label or other bare name (`waitLoop`, a global's name).
    Name(String),
    /// `!p`: a negated predicate operand (`bar.red.or.pred %p, 0, !%q`).
    Not(Box<PtxOperand>),
}

/// `@p` or `@!p`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    /// `@!p`.
    pub negated: bool,
    /// The predicate.
    pub predicate: PtxOperand,
}

/// A parsed instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxInstruction {
    /// The guard, if any.
    pub guard: Option<Guard>,
    /// The opcode's root (`ld`, `cp`, `mma`).
    pub root: String,
    /// The modifiers after the root, in order, without dots (`global`, `v4`, `b32`;
    /// `shared::cta` stays one modifier).
    pub modifiers: Vec<String>,
    /// The operands.
    pub operands: Vec<PtxOperand>,
}

/// Why an instruction did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxSyntaxError {
    /// 1-based column in the instruction text.
    pub column: usize,
    /// What was expected.
    pub message: String,
}

impl fmt::Display for PtxSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

struct Cursor<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn skip_space(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.text.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, PtxSyntaxError> {
        Err(PtxSyntaxError {
            column: self.pos + 1,
            message: message.into(),
        })
    }

    fn word(&mut self) -> &str {
        self.skip_space();
        let start = self.pos;
        while self.pos < self.text.len() {
            let c = self.text[self.pos];
            let colons = c == b':' && self.text.get(self.pos + 1) == Some(&b':');
            if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'%') || colons {
                self.pos += if colons { 2 } else { 1 };
            } else {
                break;
            }
        }
        std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("")
    }

    fn integer(&mut self) -> Result<i64, PtxSyntaxError> {
        self.skip_space();
        let negative = self.eat(b'-');
        let w = self.word().to_string();
        let value = if let Some(hex) = w.strip_prefix("0x").or_else(|| w.strip_prefix("0X")) {
            u64::from_str_radix(hex.trim_end_matches('U'), 16)
                .ok()
                .map(|v| v as i64)
        } else if let Some(bits) = w
            .strip_prefix("0f")
            .or_else(|| w.strip_prefix("0F"))
            .or_else(|| w.strip_prefix("0d"))
            .or_else(|| w.strip_prefix("0D"))
        {
            u64::from_str_radix(bits, 16).ok().map(|v| v as i64)
        } else {
            w.trim_end_matches('U').parse::<i64>().ok()
        };
        match value {
            Some(v) if negative => Ok(v.wrapping_neg()),
            Some(v) => Ok(v),
            None => self.error(format!("expected a number, found '{w}'")),
        }
    }

    /// An operand, or a destination pair `a|b` (`setp … %p|%q`, `shfl.sync … r0|p`,
    /// `elect.sync %r1|%p1`), read as a two-element vector.
    fn operand(&mut self) -> Result<PtxOperand, PtxSyntaxError> {
        let first = self.single_operand()?;
        if matches!(
            first,
            PtxOperand::Register(_)
                | PtxOperand::Name(_)
                | PtxOperand::Sink
                | PtxOperand::Placeholder(_)
        ) && self.eat(b'|')
        {
            let second = self.single_operand()?;
            return Ok(PtxOperand::Vector(vec![first, second]));
        }
        Ok(first)
    }

    fn single_operand(&mut self) -> Result<PtxOperand, PtxSyntaxError> {
        match self.peek() {
            None => self.error("expected an operand"),
            Some(b'{') => {
                self.pos += 1;
                let mut items = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        items.push(self.operand()?);
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return self.error("expected ',' or '}' in a vector");
                        }
                    }
                }
                Ok(PtxOperand::Vector(items))
            }
            Some(b'[') => {
                self.pos += 1;
                let base = self.operand()?;
                let mut offset = 0i64;
                while let Some(c @ (b'+' | b'-')) = self.peek() {
                    self.pos += 1;
                    let v = self.integer()?;
                    offset = offset.wrapping_add(if c == b'-' { v.wrapping_neg() } else { v });
                }
                let coordinates = if self.eat(b',') {
                    Some(Box::new(self.operand()?))
                } else {
                    None
                };
                if !self.eat(b']') {
                    return self.error("expected ']' closing an address");
                }
                Ok(PtxOperand::Address {
                    base: Box::new(base),
                    offset,
                    coordinates,
                })
            }
            Some(b'$') => {
                self.pos += 1;
                let w = self.word().to_string();
                match w.parse() {
                    Ok(n) => Ok(PtxOperand::Placeholder(n)),
                    // `$L__BB0_3`: a label of a PTX file (inline asm has only `$N`).
                    Err(_) if w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => {
                        Ok(PtxOperand::Name(format!("${w}")))
                    }
                    Err(_) => {
                        self.error(format!("expected an operand number after '$', found '{w}'"))
                    }
                }
            }
            Some(b'%') => {
                self.pos += 1;
                let w = self.word().to_string();
                if w.is_empty() {
                    return self.error("expected a register name after '%'");
                }
                Ok(PtxOperand::Register(w))
            }
            Some(b'!') => {
                self.pos += 1;
                Ok(PtxOperand::Not(Box::new(self.operand()?)))
            }
            Some(b'_') => {
                let w = self.word().to_string();
                if w == "_" {
                    Ok(PtxOperand::Sink)
                } else {
                    Ok(PtxOperand::Name(w))
                }
            }
            Some(c) if c.is_ascii_digit() || c == b'-' => {
                Ok(PtxOperand::Immediate(self.integer()?))
            }
            Some(c) if c.is_ascii_alphabetic() => Ok(PtxOperand::Name(self.word().to_string())),
            Some(c) => self.error(format!("unexpected '{}'", c as char)),
        }
    }
}

impl PtxInstruction {
    /// Parses one instruction (without its `;`).
    pub fn parse(text: &str) -> Result<PtxInstruction, PtxSyntaxError> {
        let mut c = Cursor {
            text: text.as_bytes(),
            pos: 0,
        };
        let guard = if c.eat(b'@') {
            let negated = c.eat(b'!');
            Some(Guard {
                negated,
                predicate: c.operand()?,
            })
        } else {
            None
        };
        let opcode = c.word().to_string();
        if opcode.is_empty() || !opcode.as_bytes()[0].is_ascii_alphabetic() {
            return c.error("expected an opcode");
        }
        let mut parts = opcode.split('.').filter(|p| !p.is_empty());
        let root = parts.next().unwrap_or_default().to_string();
        let modifiers = parts.map(str::to_string).collect();
        let mut operands = Vec::new();
        if c.peek().is_some() {
            loop {
                operands.push(c.operand()?);
                if c.peek().is_none() {
                    break;
                }
                if !c.eat(b',') {
                    return c.error("expected ',' between operands");
                }
            }
        }
        Ok(PtxInstruction {
            guard,
            root,
            modifiers,
            operands,
        })
    }

    /// True when modifier `m` is present.
    pub fn has(&self, m: &str) -> bool {
        self.modifiers.iter().any(|x| x == m)
    }

    /// The opcode as written: the root and its dotted modifiers (`ld.global.v4.b32`).
    pub fn opcode(&self) -> String {
        let mut s = self.root.clone();
        for m in &self.modifiers {
            s.push('.');
            s.push_str(m);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triton_loads_and_stores() {
        let i =
            PtxInstruction::parse("@$2 ld.global.v4.b32 { $0, $1, $3, $4 }, [ $5 + 16 ]").unwrap();
        assert_eq!(
            i.guard,
            Some(Guard {
                negated: false,
                predicate: PtxOperand::Placeholder(2)
            })
        );
        assert_eq!(i.root, "ld");
        assert_eq!(i.modifiers, ["global", "v4", "b32"]);
        assert!(matches!(&i.operands[0], PtxOperand::Vector(v) if v.len() == 4));
        assert_eq!(
            i.operands[1],
            PtxOperand::Address {
                base: Box::new(PtxOperand::Placeholder(5)),
                offset: 16,
                coordinates: None
            }
        );
        let s = PtxInstruction::parse("@!%p1 st.shared::cta.b32 [%r4+-8], %r2").unwrap();
        assert!(s.guard.as_ref().unwrap().negated);
        assert_eq!(s.modifiers, ["shared::cta", "b32"]);
        assert!(matches!(
            &s.operands[0],
            PtxOperand::Address { offset: -8, .. }
        ));
    }

    #[test]
    fn odd_operands() {
        let t = PtxInstruction::parse(
            "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5]",
        )
        .unwrap();
        assert!(t.has("mbarrier::complete_tx::bytes"));
        assert!(matches!(
            &t.operands[1],
            PtxOperand::Address {
                coordinates: Some(_),
                ..
            }
        ));
        let m = PtxInstruction::parse("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 32768")
            .unwrap();
        assert_eq!(m.operands[0], PtxOperand::Sink);
        let f = PtxInstruction::parse("mov.b32 %f1, 0f3F800000").unwrap();
        assert_eq!(f.operands[1], PtxOperand::Immediate(0x3F80_0000));
        let b = PtxInstruction::parse("@!complete bra.uni waitLoop").unwrap();
        assert_eq!(b.operands, [PtxOperand::Name("waitLoop".into())]);
        let r = PtxInstruction::parse("mov.u32 %r1, %tid.x").unwrap();
        assert_eq!(r.operands[1], PtxOperand::Register("tid.x".into()));
        // CUB's warp scan: a destination pair of registers declared without `%`.
        let s = PtxInstruction::parse("shfl.sync.up.b32 r0|p, %r1, 1, 0, -1").unwrap();
        assert_eq!(
            s.operands[0],
            PtxOperand::Vector(vec![
                PtxOperand::Name("r0".into()),
                PtxOperand::Name("p".into())
            ])
        );
        let e = PtxInstruction::parse("elect.sync %r1|%p1, -1").unwrap();
        assert!(matches!(&e.operands[0], PtxOperand::Vector(v) if v.len() == 2));
    }

    #[test]
    fn errors_name_the_column() {
        let e = PtxInstruction::parse("ld.global.b32 $0 [$1]").unwrap_err();
        assert_eq!(e.column, 18);
        assert!(PtxInstruction::parse("ld.global.b32 $0, [$1").is_err());
        assert!(PtxInstruction::parse("@").is_err());
        assert!(PtxInstruction::parse("st.b32 [$], $1").is_err());
        assert!(PtxInstruction::parse("st.b32 [$1x], $1").is_err());
        // A PTX file's labels start with `$`: a name, not a placeholder.
        let b = PtxInstruction::parse("@%p1 bra $L__BB0_3").unwrap();
        assert_eq!(b.operands[0], PtxOperand::Name("$L__BB0_3".into()));
        // A negated predicate operand.
        let r = PtxInstruction::parse("bar.red.or.pred %p2, 0, !%p1").unwrap();
        assert_eq!(
            r.operands[2],
            PtxOperand::Not(Box::new(PtxOperand::Register("p1".into())))
        );
    }
}
