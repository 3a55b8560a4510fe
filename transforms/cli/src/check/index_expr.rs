//! The small expression language of `--arg NAME=TYPE[COUNT]:expr:EXPRESSION`: the value of
//! element `i` of a buffer, computed per element.
//!
//! ```text
//! expr    := or ( '?' expr ':' expr )?
//! or      := and ( '||' and )*
//! and     := cmp ( '&&' cmp )*
//! cmp     := bitor ( ('=='|'!='|'<'|'<='|'>'|'>=') bitor )?
//! bitor   := bitxor ( '|' bitxor )*          bitxor := bitand ( '^' bitand )*
//! bitand  := shift ( '&' shift )*            shift  := sum ( ('<<'|'>>') sum )*
//! sum     := product ( ('+'|'-') product )*  product := unary ( ('*'|'/'|'%') unary )*
//! unary   := ('-'|'!'|'~') unary | atom
//! atom    := NUMBER | 'i' | 'n' | NAME '(' expr (',' expr)* ')' | '(' expr ')'
//! ```
//!
//! `i` is the element's index, `n` the element count. Functions: `min`, `max`, `abs`,
//! `sqrt`, `floor`, `sin`, `cos`, `exp`. Arithmetic is on 64-bit integers while both operands
//! are integers (`/` and `%` truncate, as in C) and in `f64` once one is a float (`1.5`,
//! `2.`, `1e3`). Comparisons and logic give 0 or 1.
//!
//! A tridiagonal 64×64 matrix in row-major order, 2 on the diagonal and −1 beside it:
//!
//! ```text
//! f32[4096]:expr:i/64 == i%64 ? 2 : (abs(i/64 - i%64) == 1 ? -1 : 0)
//! ```
//!
//! and a permutation of 256 indices: `i32[256]:expr:(i * 97) % 256`.

use std::fmt;

/// A parse or evaluation error, with the 1-based column in the expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// Column of the offending character (1-based).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

/// A number: integer until a float enters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A 64-bit integer.
    Int(i64),
    /// A double.
    Float(f64),
}

impl Number {
    /// As a float.
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Int(v) => v as f64,
            Number::Float(v) => v,
        }
    }

    /// As an integer (floats truncate).
    pub fn as_i64(self) -> i64 {
        match self {
            Number::Int(v) => v,
            Number::Float(v) => v as i64,
        }
    }

    fn truth(self) -> bool {
        self.as_f64() != 0.0
    }
}

#[derive(Clone, Debug)]
enum Node {
    Num(Number),
    Index,
    Count,
    Unary(char, Box<Node>),
    Binary(&'static str, Box<Node>, Box<Node>, usize),
    Ternary(Box<Node>, Box<Node>, Box<Node>),
    Call(String, Vec<Node>),
}

/// A parsed expression.
#[derive(Clone, Debug)]
pub struct IndexExpr {
    root: Node,
}

const FUNCTIONS: &[(&str, usize)] = &[
    ("min", 2),
    ("max", 2),
    ("abs", 1),
    ("sqrt", 1),
    ("floor", 1),
    ("sin", 1),
    ("cos", 1),
    ("exp", 1),
];

struct Parser<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn error<T>(&self, at: usize, message: impl Into<String>) -> Result<T, ExprError> {
        Err(ExprError {
            column: at + 1,
            message: message.into(),
        })
    }

    fn skip_space(&mut self) {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// Consumes `token` if it comes next (and, for one-character operators, is not the start
    /// of a two-character one).
    fn eat(&mut self, token: &str) -> bool {
        self.skip_space();
        let rest = &self.text[self.pos..];
        if !rest.starts_with(token.as_bytes()) {
            return false;
        }
        let next = rest.get(token.len()).copied();
        let longer = match token {
            "<" => matches!(next, Some(b'<' | b'=')),
            ">" => matches!(next, Some(b'>' | b'=')),
            "|" => next == Some(b'|'),
            "&" => next == Some(b'&'),
            "!" => next == Some(b'='),
            "=" => true,
            _ => false,
        };
        if longer {
            return false;
        }
        self.pos += token.len();
        true
    }

    fn expr(&mut self) -> Result<Node, ExprError> {
        let cond = self.binary(0)?;
        if self.eat("?") {
            let a = self.expr()?;
            if !self.eat(":") {
                return self.error(self.pos, "expected ':' of a '?' expression");
            }
            let b = self.expr()?;
            return Ok(Node::Ternary(Box::new(cond), Box::new(a), Box::new(b)));
        }
        Ok(cond)
    }

    /// Binary operators by precedence level, loosest first.
    fn binary(&mut self, level: usize) -> Result<Node, ExprError> {
        const LEVELS: &[&[&str]] = &[
            &["||"],
            &["&&"],
            &["==", "!=", "<=", ">=", "<", ">"],
            &["|"],
            &["^"],
            &["&"],
            &["<<", ">>"],
            &["+", "-"],
            &["*", "/", "%"],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        'more: loop {
            for op in LEVELS[level] {
                let at = self.pos;
                if self.eat(op) {
                    let right = self.binary(level + 1)?;
                    left = Node::Binary(op, Box::new(left), Box::new(right), at);
                    continue 'more;
                }
            }
            return Ok(left);
        }
    }

    fn unary(&mut self) -> Result<Node, ExprError> {
        for op in ['-', '!', '~'] {
            if self.eat(&op.to_string()) {
                return Ok(Node::Unary(op, Box::new(self.unary()?)));
            }
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Node, ExprError> {
        self.skip_space();
        let start = self.pos;
        let Some(&c) = self.text.get(start) else {
            return self.error(start, "expected a value, found the end");
        };
        if self.eat("(") {
            let e = self.expr()?;
            if !self.eat(")") {
                return self.error(self.pos, "expected ')'");
            }
            return Ok(e);
        }
        if c.is_ascii_digit() || c == b'.' {
            return self.number();
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            while self
                .text
                .get(self.pos)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                self.pos += 1;
            }
            let name = String::from_utf8_lossy(&self.text[start..self.pos]).into_owned();
            match name.as_str() {
                "i" => return Ok(Node::Index),
                "n" => return Ok(Node::Count),
                _ => {}
            }
            let Some(&(_, arity)) = FUNCTIONS.iter().find(|(f, _)| *f == name) else {
                return self.error(
                    start,
                    format!("unknown name '{name}' (use i, n, or one of min max abs sqrt floor sin cos exp)"),
                );
            };
            if !self.eat("(") {
                return self.error(self.pos, format!("expected '(' after {name}"));
            }
            let mut args = vec![self.expr()?];
            while self.eat(",") {
                args.push(self.expr()?);
            }
            if !self.eat(")") {
                return self.error(self.pos, "expected ')' closing the call");
            }
            if args.len() != arity {
                return self.error(
                    start,
                    format!("{name} takes {arity} argument(s), not {}", args.len()),
                );
            }
            return Ok(Node::Call(name, args));
        }
        self.error(start, format!("unexpected '{}'", c as char))
    }

    fn number(&mut self) -> Result<Node, ExprError> {
        let start = self.pos;
        let text = &self.text[start..];
        if text.starts_with(b"0x") || text.starts_with(b"0X") {
            self.pos += 2;
            while self.text.get(self.pos).is_some_and(u8::is_ascii_hexdigit) {
                self.pos += 1;
            }
            let digits = std::str::from_utf8(&self.text[start + 2..self.pos]).unwrap_or("");
            return match i64::from_str_radix(digits, 16) {
                Ok(v) => Ok(Node::Num(Number::Int(v))),
                Err(_) => self.error(start, "bad hexadecimal number"),
            };
        }
        let mut float = false;
        while let Some(&c) = self.text.get(self.pos) {
            if c.is_ascii_digit() {
                self.pos += 1;
            } else if c == b'.' || c == b'e' || c == b'E' {
                float = true;
                self.pos += 1;
                if (c == b'e' || c == b'E') && matches!(self.text.get(self.pos), Some(b'-' | b'+'))
                {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
        let digits = std::str::from_utf8(&self.text[start..self.pos]).unwrap_or("");
        let parsed = if float {
            digits.parse::<f64>().ok().map(Number::Float)
        } else {
            digits.parse::<i64>().ok().map(Number::Int)
        };
        match parsed {
            Some(n) => Ok(Node::Num(n)),
            None => self.error(start, format!("bad number '{digits}'")),
        }
    }
}

impl IndexExpr {
    /// Parses `text`.
    pub fn parse(text: &str) -> Result<IndexExpr, ExprError> {
        let mut p = Parser {
            text: text.as_bytes(),
            pos: 0,
        };
        let root = p.expr()?;
        p.skip_space();
        if p.pos != text.len() {
            return p.error(p.pos, format!("unexpected '{}'", &text[p.pos..]));
        }
        Ok(IndexExpr { root })
    }

    /// The value for element `i` of `n`.
    pub fn eval(&self, i: i64, n: i64) -> Result<Number, ExprError> {
        eval(&self.root, i, n)
    }
}

fn eval(node: &Node, i: i64, n: i64) -> Result<Number, ExprError> {
    use Number::{Float, Int};
    Ok(match node {
        Node::Num(v) => *v,
        Node::Index => Int(i),
        Node::Count => Int(n),
        Node::Unary(op, a) => {
            let a = eval(a, i, n)?;
            match (op, a) {
                ('-', Int(v)) => Int(v.wrapping_neg()),
                ('-', Float(v)) => Float(-v),
                ('!', v) => Int(i64::from(!v.truth())),
                (_, v) => Int(!v.as_i64()),
            }
        }
        Node::Ternary(c, a, b) => {
            if eval(c, i, n)?.truth() {
                eval(a, i, n)?
            } else {
                eval(b, i, n)?
            }
        }
        Node::Binary(op, a, b, at) => {
            let (x, y) = (eval(a, i, n)?, eval(b, i, n)?);
            let bool_of = |v: bool| Int(i64::from(v));
            match *op {
                "||" => bool_of(x.truth() || y.truth()),
                "&&" => bool_of(x.truth() && y.truth()),
                "==" => bool_of(x.as_f64() == y.as_f64()),
                "!=" => bool_of(x.as_f64() != y.as_f64()),
                "<" => bool_of(x.as_f64() < y.as_f64()),
                "<=" => bool_of(x.as_f64() <= y.as_f64()),
                ">" => bool_of(x.as_f64() > y.as_f64()),
                ">=" => bool_of(x.as_f64() >= y.as_f64()),
                "|" | "^" | "&" | "<<" | ">>" => {
                    let (x, y) = (x.as_i64(), y.as_i64());
                    Int(match *op {
                        "|" => x | y,
                        "^" => x ^ y,
                        "&" => x & y,
                        "<<" => x.wrapping_shl(y as u32),
                        _ => x.wrapping_shr(y as u32),
                    })
                }
                _ => match (x, y) {
                    (Int(x), Int(y)) => Int(match *op {
                        "+" => x.wrapping_add(y),
                        "-" => x.wrapping_sub(y),
                        "*" => x.wrapping_mul(y),
                        _ if y == 0 => {
                            return Err(ExprError {
                                column: at + 1,
                                message: format!("division by zero at i = {i}"),
                            })
                        }
                        "/" => x.wrapping_div(y),
                        _ => x.wrapping_rem(y),
                    }),
                    (x, y) => {
                        let (x, y) = (x.as_f64(), y.as_f64());
                        Float(match *op {
                            "+" => x + y,
                            "-" => x - y,
                            "*" => x * y,
                            "/" => x / y,
                            _ => x % y,
                        })
                    }
                },
            }
        }
        Node::Call(name, args) => {
            let vals: Vec<Number> = args
                .iter()
                .map(|a| eval(a, i, n))
                .collect::<Result<_, _>>()?;
            let (x, y) = (vals[0], vals.get(1).copied().unwrap_or(Int(0)));
            match (name.as_str(), x, y) {
                ("min", Int(a), Int(b)) => Int(a.min(b)),
                ("max", Int(a), Int(b)) => Int(a.max(b)),
                ("min", a, b) => Float(a.as_f64().min(b.as_f64())),
                ("max", a, b) => Float(a.as_f64().max(b.as_f64())),
                ("abs", Int(a), _) => Int(a.wrapping_abs()),
                ("abs", a, _) => Float(a.as_f64().abs()),
                ("floor", Int(a), _) => Int(a),
                ("floor", a, _) => Float(a.as_f64().floor()),
                ("sqrt", a, _) => Float(a.as_f64().sqrt()),
                ("sin", a, _) => Float(a.as_f64().sin()),
                ("cos", a, _) => Float(a.as_f64().cos()),
                (_, a, _) => Float(a.as_f64().exp()),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each `(expression, i, value)`: the expression at `i` (with `n` = 100) is the value.
    fn evaluates(cases: &[(&str, i64, Number)]) {
        for (text, i, want) in cases {
            let got = IndexExpr::parse(text).unwrap().eval(*i, 100).unwrap();
            assert_eq!(got, *want, "{text} at i = {i}");
        }
    }

    #[test]
    fn precedence_is_cs() {
        use Number::Int;
        evaluates(&[
            ("1 + 2 * 3", 0, Int(7)),
            ("(1 + 2) * 3", 0, Int(9)),
            ("i % 4 == 0 && i > 0", 8, Int(1)),
            ("1 << 2 + 1", 0, Int(8)),
            ("i & 1 | 2", 3, Int(3)),
            ("-i / 2", 5, Int(-2)),
            ("n - 1 - i", 10, Int(89)),
            ("i < 3 ? 1 : i < 6 ? 2 : 3", 4, Int(2)),
        ]);
    }

    #[test]
    fn a_tridiagonal_matrix_and_a_permutation() {
        let m = IndexExpr::parse("i/4 == i%4 ? 2 : (abs(i/4 - i%4) == 1 ? -1 : 0)").unwrap();
        let rows: Vec<i64> = (0..16).map(|i| m.eval(i, 16).unwrap().as_i64()).collect();
        assert_eq!(rows, [2, -1, 0, 0, -1, 2, -1, 0, 0, -1, 2, -1, 0, 0, -1, 2]);
        let p = IndexExpr::parse("(i * 97) % 256").unwrap();
        let mut seen: Vec<i64> = (0..256).map(|i| p.eval(i, 256).unwrap().as_i64()).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..256).collect::<Vec<_>>());
    }

    #[test]
    fn floats_enter_and_stay() {
        evaluates(&[
            ("i / 2.0", 3, Number::Float(1.5)),
            ("1e2 + i", 1, Number::Float(101.0)),
            ("sqrt(16)", 0, Number::Float(4.0)),
            ("0x10 + min(i, 3)", 7, Number::Int(19)),
        ]);
    }

    #[test]
    fn errors_name_the_column() {
        let e = IndexExpr::parse("i + * 2").unwrap_err();
        assert_eq!(e.column, 5);
        let e = IndexExpr::parse("j * 2").unwrap_err();
        assert_eq!(e.column, 1);
        assert!(e.message.contains("unknown name 'j'"));
        let e = IndexExpr::parse("min(i)").unwrap_err();
        assert!(e.message.contains("takes 2"));
        let e = IndexExpr::parse("(i + 1").unwrap_err();
        assert!(e.message.contains("')'"));
        let e = IndexExpr::parse("i 2").unwrap_err();
        assert_eq!(e.column, 3);
        let e = IndexExpr::parse("10 / (i - 3)")
            .unwrap()
            .eval(3, 10)
            .unwrap_err();
        assert!(e.message.contains("division by zero at i = 3"));
    }
}
