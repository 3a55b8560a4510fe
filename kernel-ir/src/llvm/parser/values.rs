//! Parsing values: locals, symbols, literals, aggregates and constant expressions.
//!
//! `parse_value(ty)` reads one value of a known type, as LLVM writes them after their type
//! (`i32 %x`, `ptr @s`, `float 0x3FF0000000000000`). Constant expressions nest:
//!
//! ```text
//! getelementptr inbounds ([4 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 2)
//! └─ Expr(GEP) operands: [Const(Expr(addrspacecast, [Global(@s)])), Const(0), Const(2)]
//! ```

use super::{PResult, Parser};
use crate::constant::{ConstExprOp, Constant, FloatBits};
use crate::index::TypeId;
use crate::instruction::{BinaryOp, CastOp, Operand, Predicate};
use crate::llvm::lexer::Tok;
use crate::module::Symbol;
use crate::types::Type;

/// True for words that begin a constant (so they are not taken for attributes).
pub(super) fn starts_constant(word: &str) -> bool {
    matches!(
        word,
        "true"
            | "false"
            | "null"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "none"
            | "getelementptr"
            | "select"
            | "icmp"
            | "fcmp"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "splat"
            | "ptrauth"
            | "asm"
    ) || CastOp::from_keyword(word).is_some()
        || BinaryOp::from_keyword(word).is_some()
}

impl Parser<'_> {
    /// `ty value`, with attributes between them skipped (call arguments carry them).
    pub(super) fn parse_typed_value(&mut self) -> PResult<(TypeId, Operand)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// `N` typed values separated by commas (`ty a, ty b, …`), each read as
    /// [`parse_typed_value`](Self::parse_typed_value) reads one: the operand list of
    /// `select`, `insertelement`, `shufflevector`, `cmpxchg` and the like.
    pub(super) fn parse_typed_values<const N: usize>(&mut self) -> PResult<[(TypeId, Operand); N]> {
        let mut values = Vec::with_capacity(N);
        for k in 0..N {
            if k > 0 {
                self.expect(Tok::Comma, "','")?;
            }
            values.push(self.parse_typed_value()?);
        }
        Ok(values.try_into().expect("N values were read"))
    }

    /// A value of type `ty`.
    pub(super) fn parse_value(&mut self, ty: TypeId) -> PResult<Operand> {
        self.nested(|p| p.parse_value_inner(ty))
    }

    fn constant(&mut self, c: Constant) -> Operand {
        Operand::Const(self.intern_constant(c))
    }

    fn parse_value_inner(&mut self, ty: TypeId) -> PResult<Operand> {
        let tok = self.peek()?;
        match tok.kind {
            Some(Tok::Local) => {
                self.bump()?;
                self.use_local(tok, ty)
            }
            Some(Tok::Global) => {
                self.bump()?;
                self.use_symbol(tok)
            }
            Some(Tok::Int) => {
                self.bump()?;
                let text = self.text(tok);
                if self.is_float_type(ty) {
                    let value: f64 = text.parse().map_err(|_| self.unexpected(tok, "a number"))?;
                    return Ok(self.constant(Constant::Float {
                        ty,
                        bits: FloatBits::Double(value),
                    }));
                }
                let value = parse_int_literal(text)
                    .ok_or_else(|| self.error_at(tok, "integer literal out of range"))?;
                Ok(self.constant(Constant::Int { ty, value }))
            }
            Some(Tok::Float) => {
                self.bump()?;
                let text = self.text(tok);
                let bits = match special_float(text, self.float_width(ty)) {
                    Some(bits) => bits,
                    None => FloatBits::Double(
                        text.parse()
                            .map_err(|_| self.error_at(tok, "malformed floating-point literal"))?,
                    ),
                };
                Ok(self.constant(Constant::Float { ty, bits }))
            }
            Some(Tok::Hex) => {
                self.bump()?;
                let c = self.hex_constant(tok, ty)?;
                Ok(self.constant(c))
            }
            Some(Tok::CStr) => {
                self.bump()?;
                let t = self.text(tok);
                let bytes = Self::unescape(&t[2..t.len() - 1]);
                Ok(self.constant(Constant::Bytes { ty, bytes }))
            }
            Some(Tok::LBracket) => {
                self.bump()?;
                let elements = self.parse_aggregate_elements(Tok::RBracket)?;
                Ok(self.constant(Constant::Aggregate { ty, elements }))
            }
            Some(Tok::LBrace) => {
                self.bump()?;
                let elements = self.parse_aggregate_elements(Tok::RBrace)?;
                Ok(self.constant(Constant::Aggregate { ty, elements }))
            }
            Some(Tok::Less) => {
                self.bump()?;
                let elements = if self.eat(Tok::LBrace)? {
                    let e = self.parse_aggregate_elements(Tok::RBrace)?;
                    self.expect(Tok::Greater, "'>' closing a packed struct constant")?;
                    e
                } else {
                    self.parse_aggregate_elements(Tok::Greater)?
                };
                Ok(self.constant(Constant::Aggregate { ty, elements }))
            }
            Some(Tok::MetaNum | Tok::MetaName | Tok::Bang) if self.is_metadata_type(ty) => {
                self.parse_metadata_ref_or_inline()?;
                Ok(Operand::Metadata)
            }
            Some(Tok::Word) if self.is_metadata_type(ty) && !starts_constant(self.text(tok)) => {
                // `metadata i32 %x`: a value wrapped as metadata; no data flow.
                self.parse_typed_value()?;
                Ok(Operand::Metadata)
            }
            Some(Tok::Word) => self.parse_word_constant(tok, ty),
            _ => Err(self.unexpected(tok, "a value")),
        }
    }

    fn is_float_type(&self, ty: TypeId) -> bool {
        matches!(
            self.types.get(ty),
            Type::Half | Type::BFloat | Type::Float | Type::Double | Type::WideFloat(_)
        )
    }

    /// The bit width of a scalar floating-point type (`None` for other types and for the
    /// 80- and 128-bit formats, whose literals are kept as written).
    fn float_width(&self, ty: TypeId) -> Option<u32> {
        match self.types.get(ty) {
            Type::Half | Type::BFloat => Some(16),
            Type::Float => Some(32),
            Type::Double => Some(64),
            _ => None,
        }
    }

    fn is_metadata_type(&self, ty: TypeId) -> bool {
        matches!(self.types.get(ty), Type::Metadata)
    }

    fn hex_constant(&self, tok: crate::llvm::lexer::Token, ty: TypeId) -> PResult<Constant> {
        let text = self.text(tok);
        let bad = || self.error_at(tok, "malformed hexadecimal literal");
        if let Some(digits) = text
            .strip_prefix("u0x")
            .or_else(|| text.strip_prefix("s0x"))
        {
            let value = u128::from_str_radix(digits, 16).map_err(|_| bad())?;
            return Ok(Constant::Int {
                ty,
                value: value as i128,
            });
        }
        let body = &text[2..];
        let bits = match body.as_bytes().first() {
            Some(b'H' | b'R') => {
                FloatBits::Half(u16::from_str_radix(&body[1..], 16).map_err(|_| bad())?)
            }
            Some(b'K' | b'L' | b'M') => FloatBits::Wide(text.to_string()),
            _ => FloatBits::Double(f64::from_bits(
                u64::from_str_radix(body, 16).map_err(|_| bad())?,
            )),
        };
        Ok(Constant::Float { ty, bits })
    }

    fn parse_aggregate_elements(&mut self, close: Tok) -> PResult<Vec<Operand>> {
        let mut elements = Vec::new();
        if self.eat(close)? {
            return Ok(elements);
        }
        loop {
            let (_, v) = self.parse_typed_value()?;
            elements.push(v);
            if self.eat(close)? {
                return Ok(elements);
            }
            self.expect(Tok::Comma, "',' or the end of the aggregate")?;
        }
    }

    /// `@name` as an operand.
    pub(super) fn use_symbol(&mut self, tok: crate::llvm::lexer::Token) -> PResult<Operand> {
        let name = self.sigil_name(tok);
        match self.symbols.get(name) {
            Some(Symbol::Global(g)) => Ok(Operand::Global(*g)),
            Some(Symbol::Function(f)) => Ok(Operand::Function(*f)),
            None => {
                // Reported at the end of the parse (if nothing defines it by then), so that a
                // truncated file is reported as truncated rather than as an undefined symbol.
                let void = self.types.intern(Type::Void);
                let g = self.globals.push(crate::module::Global::placeholder(
                    name,
                    void,
                    crate::span::Span::new(tok.start, tok.end),
                ));
                self.global_defined.push(false);
                self.symbols.insert(name.to_string(), Symbol::Global(g));
                Ok(Operand::Global(g))
            }
        }
    }

    fn parse_word_constant(
        &mut self,
        tok: crate::llvm::lexer::Token,
        ty: TypeId,
    ) -> PResult<Operand> {
        let word = self.text(tok);
        self.bump()?;
        let c = match word {
            "true" => Constant::Int { ty, value: 1 },
            "false" => Constant::Int { ty, value: 0 },
            "null" => Constant::Null(ty),
            "undef" => Constant::Undef(ty),
            "poison" => Constant::Poison(ty),
            "zeroinitializer" => Constant::Zero(ty),
            "none" => Constant::NoneToken(ty),
            _ if self.is_float_type(ty) && is_float_word(word) => {
                // `qnan(0x8)`: the payload follows the word as its own tokens.
                let mut text = word.to_string();
                if special_name(word).is_some() && self.eat(Tok::LParen)? {
                    let payload = self.bump()?;
                    text = format!("{word}({})", self.text(payload));
                    self.expect(Tok::RParen, "')' closing a NaN payload")?;
                }
                let bits = special_float(&text, self.float_width(ty))
                    .ok_or_else(|| self.error_at(tok, "malformed floating-point literal"))?;
                Constant::Float { ty, bits }
            }
            "getelementptr" => {
                let inbounds = self.parse_gep_flags()?;
                self.expect(Tok::LParen, "'(' after 'getelementptr'")?;
                let source = self.parse_type()?;
                let mut operands = Vec::new();
                while self.eat(Tok::Comma)? {
                    if self.eat_word("inrange")? && self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    }
                    operands.push(self.parse_typed_value()?.1);
                }
                self.expect(Tok::RParen, "')' closing 'getelementptr'")?;
                Constant::Expr {
                    ty,
                    op: ConstExprOp::GetElementPtr { source, inbounds },
                    operands,
                }
            }
            "icmp" | "fcmp" => {
                let pred = self.expect(Tok::Word, "a comparison predicate")?;
                let pred = Predicate::from_keyword(self.text(pred))
                    .ok_or_else(|| self.unexpected(pred, "a comparison predicate"))?;
                let operands = self.parse_paren_typed_values()?;
                let op = if word == "icmp" {
                    ConstExprOp::ICmp(pred)
                } else {
                    ConstExprOp::FCmp(pred)
                };
                Constant::Expr { ty, op, operands }
            }
            "blockaddress" | "dso_local_equivalent" | "no_cfi" => {
                let mut operands = Vec::new();
                if self.at(Tok::LParen)? {
                    self.bump()?;
                    let f = self.expect(Tok::Global, "a function")?;
                    operands.push(self.use_symbol(f)?);
                    self.expect(Tok::Comma, "','")?;
                    self.expect(Tok::Local, "a block label")?;
                    self.expect(Tok::RParen, "')'")?;
                } else {
                    let f = self.expect(Tok::Global, "a function")?;
                    operands.push(self.use_symbol(f)?);
                }
                Constant::Symbolic {
                    ty,
                    keyword: word.to_string(),
                    operands,
                }
            }
            _ => {
                if let Some(cast) = CastOp::from_keyword(word) {
                    self.expect(Tok::LParen, "'(' after a cast")?;
                    let (_, v) = self.parse_typed_value()?;
                    self.expect_word("to")?;
                    let dest = self.parse_type()?;
                    self.expect(Tok::RParen, "')' closing the cast")?;
                    Constant::Expr {
                        ty: dest,
                        op: ConstExprOp::Cast(cast),
                        operands: vec![v],
                    }
                } else if let Some(bin) = BinaryOp::from_keyword(word) {
                    while matches!(
                        self.peek_word()?,
                        Some("nuw" | "nsw" | "exact" | "disjoint")
                    ) {
                        self.bump()?;
                    }
                    let operands = self.parse_paren_typed_values()?;
                    Constant::Expr {
                        ty,
                        op: ConstExprOp::Binary(bin),
                        operands,
                    }
                } else if starts_constant(word) {
                    let operands = self.parse_paren_typed_values()?;
                    Constant::Expr {
                        ty,
                        op: ConstExprOp::Other(word.to_string()),
                        operands,
                    }
                } else {
                    return Err(self.unexpected(tok, "a value"));
                }
            }
        };
        Ok(self.constant(c))
    }

    /// The flags after `getelementptr` (`inbounds`, `nuw`, `nusw`, `inrange(…)`), as in the
    /// instruction and the constant expression; returns whether `inbounds` was among them.
    pub(super) fn parse_gep_flags(&mut self) -> PResult<bool> {
        let mut inbounds = false;
        loop {
            match self.peek_word()? {
                Some("inbounds") => inbounds = true,
                Some("nuw" | "nusw") => {}
                Some("inrange") => {
                    self.bump()?;
                    if self.at(Tok::LParen)? {
                        self.skip_balanced()?;
                    }
                    continue;
                }
                _ => return Ok(inbounds),
            }
            self.bump()?;
        }
    }

    /// `( ty v, ty v, … )`.
    fn parse_paren_typed_values(&mut self) -> PResult<Vec<Operand>> {
        self.expect(Tok::LParen, "'('")?;
        let mut operands = Vec::new();
        if self.eat(Tok::RParen)? {
            return Ok(operands);
        }
        loop {
            operands.push(self.parse_typed_value()?.1);
            if self.eat(Tok::RParen)? {
                return Ok(operands);
            }
            self.expect(Tok::Comma, "',' or ')'")?;
        }
    }
}

/// An integer literal, decimal, possibly signed, wider than 128 bits wrapped to its low bits.
fn parse_int_literal(text: &str) -> Option<i128> {
    if let Ok(v) = text.parse::<i128>() {
        return Some(v);
    }
    // Wider literals (i256 constants): keep the low 128 bits, as two's complement would.
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut v: u128 = 0;
    for b in digits.bytes() {
        v = v.wrapping_mul(10).wrapping_add(u128::from(b - b'0'));
    }
    let v = v as i128;
    Some(if neg { v.wrapping_neg() } else { v })
}

/// True for the words newer LLVMs (22 and later) write as floating-point constants: `f0x…`
/// (the value's own bits in hexadecimal), and the named values `inf`, `nan`, `pinf`, `ninf`,
/// `qnan`, `snan` (a signed form such as `-inf` is lexed as a [`Tok::Float`]).
pub(super) fn is_float_word(word: &str) -> bool {
    word.strip_prefix("f0x")
        .is_some_and(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()))
        || special_name(word).is_some()
}

/// The named special values, by their name without sign or payload.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SpecialFloat {
    Infinity,
    QuietNan,
    SignalingNan,
}

fn special_name(word: &str) -> Option<(bool, SpecialFloat)> {
    let (negative, rest) = match word.as_bytes().first() {
        Some(b'-') => (true, &word[1..]),
        Some(b'+') => (false, &word[1..]),
        _ => (false, word),
    };
    let name = rest.split('(').next().unwrap_or(rest);
    Some(match name {
        "inf" | "pinf" => (negative, SpecialFloat::Infinity),
        "ninf" => (!negative, SpecialFloat::Infinity),
        "nan" | "qnan" => (negative, SpecialFloat::QuietNan),
        "snan" => (negative, SpecialFloat::SignalingNan),
        _ => return None,
    })
}

/// The bits of a hexadecimal (`f0x3FB8AA3B`) or named (`-inf`, `+nan`, `qnan(0x1)`) float
/// literal of a type `width` bits wide; `None` when the text is neither, or the digits do not
/// fit the width. Values of `float` and `double` are kept as an `f64` (every `float` is one
/// exactly), those of `half`/`bfloat` as their 16 bits; the 80- and 128-bit formats keep the
/// text. A NaN payload given in parentheses is placed in the low mantissa bits, as LLVM does.
fn special_float(text: &str, width: Option<u32>) -> Option<FloatBits> {
    let Some(width) = width else {
        return is_float_word(text).then(|| FloatBits::Wide(text.to_string()));
    };
    let bits: u64 = if let Some(hex) = text.strip_prefix("f0x") {
        let bits = u64::from_str_radix(hex, 16).ok()?;
        if width < 64 && bits >> width != 0 {
            return None;
        }
        bits
    } else {
        let (negative, kind) = special_name(text)?;
        let payload = match text.split_once('(') {
            Some((_, rest)) => {
                let digits = rest.strip_suffix(')')?;
                let hex = digits.strip_prefix("0x").unwrap_or(digits);
                u64::from_str_radix(hex, 16).ok()?
            }
            None => 0,
        };
        // Exponent bits and the quiet bit of the format: IEEE half, single, double; bfloat
        // shares half's width but single's exponent.
        let (mantissa_bits, exponent_bits) = match width {
            16 => (10, 5),
            32 => (23, 8),
            _ => (52, 11),
        };
        let exponent_all_ones = ((1u64 << exponent_bits) - 1) << mantissa_bits;
        let quiet = 1u64 << (mantissa_bits - 1);
        let magnitude = match kind {
            SpecialFloat::Infinity => exponent_all_ones,
            SpecialFloat::QuietNan => exponent_all_ones | quiet | (payload & (quiet - 1)),
            SpecialFloat::SignalingNan => exponent_all_ones | (payload & (quiet - 1)).max(1),
        };
        let sign = u64::from(negative) << (width - 1);
        sign | magnitude
    };
    Some(match width {
        16 => FloatBits::Half(bits as u16),
        32 => FloatBits::Double(f64::from(f32::from_bits(bits as u32))),
        _ => FloatBits::Double(f64::from_bits(bits)),
    })
}
