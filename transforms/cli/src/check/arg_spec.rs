//! `--arg NAME=VALUE`: what a kernel parameter holds in a `syncflow check` run.
//!
//! ```text
//! NAME      the parameter's name in the IR (`n` or `%n`), or its position (`#0`, `#1`, …)
//! VALUE     a scalar                         42   -1   0x40   2.5
//!           a buffer                         TYPE[COUNT]            (zeros)
//!                                            TYPE[COUNT]:CONTENTS
//! TYPE      i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64  (the element type of the buffer)
//! CONTENTS  zeros | uninit | iota | a constant (7, -0.5)
//!           random:SEED             floats in [0, 1), integers in [0, 1000)
//!           random:SEED:LO..HI      uniformly in [LO, HI)
//!           file:PATH               raw little-endian elements (shorter files: zeros after)
//!           expr:EXPRESSION         the value of element i (see `index_expr`)
//! ```
//!
//! `uninit` leaves the buffer unwritten, so that the run reports every read of it before a
//! write. Buffers are limited to [`MAX_BUFFER_BYTES`] each.

use super::index_expr::{IndexExpr, Number};
use std::path::PathBuf;
use std::sync::Arc;
use syncflow_interp::{ArgValue, Fill};

/// The largest buffer one `--arg` may ask for (256 MiB).
pub const MAX_BUFFER_BYTES: u64 = 256 << 20;

/// Which parameter an `--arg` names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamRef {
    /// By name, without `%`.
    Name(String),
    /// By position, from 0.
    Position(usize),
}

/// A buffer's element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    /// A signed or unsigned integer of this many bytes.
    Int {
        /// 1, 2, 4 or 8.
        bytes: usize,
        /// `iN` rather than `uN`.
        signed: bool,
    },
    /// `f16` (IEEE binary16; Triton's and cuBLAS's half tensors).
    F16,
    /// `bf16` (bfloat16).
    BF16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl ElementType {
    fn parse(text: &str) -> Option<ElementType> {
        Some(match text {
            "f16" | "half" => ElementType::F16,
            "bf16" | "bfloat" => ElementType::BF16,
            "f32" | "float" => ElementType::F32,
            "f64" | "double" => ElementType::F64,
            _ => {
                let signed = text.starts_with('i');
                let bits: usize = text.strip_prefix(['i', 'u'])?.parse().ok()?;
                if !matches!(bits, 8 | 16 | 32 | 64) {
                    return None;
                }
                ElementType::Int {
                    bytes: bits / 8,
                    signed,
                }
            }
        })
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            ElementType::Int { bytes, .. } => bytes,
            ElementType::F16 | ElementType::BF16 => 2,
            ElementType::F32 => 4,
            ElementType::F64 => 8,
        }
    }

    /// `v` encoded little-endian (integers wrap to the width; floats round).
    fn encode(self, v: Number, out: &mut Vec<u8>) {
        match self {
            ElementType::Int { bytes, .. } => {
                out.extend_from_slice(&v.as_i64().to_le_bytes()[..bytes]);
            }
            // Rounded once from the f64 value, to nearest even.
            ElementType::F16 => {
                out.extend_from_slice(&half::f16::from_f64(v.as_f64()).to_le_bytes())
            }
            ElementType::BF16 => {
                out.extend_from_slice(&half::bf16::from_f64(v.as_f64()).to_le_bytes())
            }
            ElementType::F32 => out.extend_from_slice(&(v.as_f64() as f32).to_le_bytes()),
            ElementType::F64 => out.extend_from_slice(&v.as_f64().to_le_bytes()),
        }
    }
}

/// What a buffer starts with.
#[derive(Clone, Debug)]
pub enum Contents {
    /// Zero bytes.
    Zeros,
    /// Never written.
    Uninit,
    /// Element `i` is `i`.
    Iota,
    /// Every element this value.
    Constant(Number),
    /// Seeded pseudo-random elements in `[lo, hi)`.
    Random {
        /// Seed.
        seed: u64,
        /// Range, when given.
        range: Option<(Number, Number)>,
    },
    /// Raw bytes from a file.
    File(PathBuf),
    /// An expression per element.
    Expr(IndexExpr),
}

/// A parsed `--arg` value.
#[derive(Clone, Debug)]
pub enum ArgSpec {
    /// A scalar.
    Scalar(Number),
    /// A buffer.
    Buffer {
        /// Element type.
        element: ElementType,
        /// Element count.
        count: u64,
        /// Contents.
        contents: Contents,
    },
}

/// One `--arg NAME=VALUE`.
#[derive(Clone, Debug)]
pub struct ArgAssignment {
    /// The parameter.
    pub param: ParamRef,
    /// Its value.
    pub spec: ArgSpec,
    /// The argument as the user wrote it, for messages.
    pub text: String,
}

/// Why an `--arg` could not be understood; printed as `--arg 'TEXT': MESSAGE`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("--arg '{text}': {message}")]
pub struct ArgError {
    /// The argument as given.
    pub text: String,
    /// What is wrong.
    pub message: String,
}

fn number(text: &str) -> Option<Number> {
    let t = text.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t),
    };
    let v = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Number::Int(i64::from_str_radix(hex, 16).ok()?)
    } else if let Ok(i) = body.parse::<i64>() {
        Number::Int(i)
    } else {
        let f = body.parse::<f64>().ok()?;
        if !body.chars().next()?.is_ascii_digit() && !body.starts_with('.') {
            return None; // "inf", "nan" spelled as words are not numbers here
        }
        Number::Float(f)
    };
    Some(match (neg, v) {
        (false, v) => v,
        (true, Number::Int(i)) => Number::Int(-i),
        (true, Number::Float(f)) => Number::Float(-f),
    })
}

impl ArgAssignment {
    /// Parses `NAME=VALUE`.
    pub fn parse(text: &str) -> Result<ArgAssignment, ArgError> {
        let err = |message: String| ArgError {
            text: text.to_string(),
            message,
        };
        let Some((name, value)) = text.split_once('=') else {
            return Err(err(
                "expected NAME=VALUE (e.g. n=1024, in=f32[1024]:iota)".into()
            ));
        };
        let name = name.trim();
        let param = if let Some(pos) = name.strip_prefix('#') {
            ParamRef::Position(
                pos.parse()
                    .map_err(|_| err(format!("'#{pos}' is not a parameter position")))?,
            )
        } else {
            let n = name.strip_prefix('%').unwrap_or(name);
            if n.is_empty() {
                return Err(err("the parameter name is empty".into()));
            }
            ParamRef::Name(n.to_string())
        };
        let spec = ArgSpec::parse(value.trim()).map_err(err)?;
        Ok(ArgAssignment {
            param,
            spec,
            text: text.to_string(),
        })
    }
}

impl ArgSpec {
    /// Parses a VALUE.
    pub fn parse(value: &str) -> Result<ArgSpec, String> {
        let Some(open) = value.find('[') else {
            return number(value).map(ArgSpec::Scalar).ok_or_else(|| {
                format!("'{value}' is neither a number nor a buffer TYPE[COUNT][:CONTENTS]")
            });
        };
        let ty = &value[..open];
        let element = ElementType::parse(ty).ok_or_else(|| {
            format!(
                "'{ty}' is not an element type (i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64)"
            )
        })?;
        let close = value[open..]
            .find(']')
            .map(|c| open + c)
            .ok_or("expected ']' after the element count")?;
        let count_text = &value[open + 1..close];
        let count: u64 = count_text
            .trim()
            .parse()
            .map_err(|_| format!("'{count_text}' is not an element count"))?;
        let bytes = count.saturating_mul(element.size() as u64);
        if bytes > MAX_BUFFER_BYTES {
            return Err(format!(
                "a buffer of {bytes} bytes is larger than the limit of {MAX_BUFFER_BYTES}"
            ));
        }
        let rest = &value[close + 1..];
        let contents = if rest.is_empty() {
            Contents::Zeros
        } else {
            let c = rest
                .strip_prefix(':')
                .ok_or_else(|| format!("expected ':CONTENTS' after ']', found '{rest}'"))?;
            Contents::parse(c)?
        };
        Ok(ArgSpec::Buffer {
            element,
            count,
            contents,
        })
    }

    /// The interpreter's argument; reads the file of `file:` contents.
    pub fn to_arg_value(&self) -> Result<ArgValue, String> {
        let (element, count, contents) = match self {
            ArgSpec::Scalar(Number::Int(i)) => return Ok(ArgValue::Int(*i)),
            ArgSpec::Scalar(Number::Float(f)) => return Ok(ArgValue::Float(*f)),
            ArgSpec::Buffer {
                element,
                count,
                contents,
            } => (*element, *count, contents),
        };
        let bytes = count * element.size() as u64;
        let fill = match contents {
            Contents::Zeros => Fill::Zero,
            Contents::Uninit => Fill::Uninit,
            Contents::File(path) => {
                let data = std::fs::read(path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                if data.len() as u64 > bytes {
                    return Err(format!(
                        "{} has {} bytes, more than the {bytes} of {count} elements",
                        path.display(),
                        data.len()
                    ));
                }
                Fill::Bytes(Arc::from(data))
            }
            other => {
                let mut data = Vec::with_capacity(bytes as usize);
                let mut rng = match other {
                    Contents::Random { seed, .. } => seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1,
                    _ => 1,
                };
                for i in 0..count as i64 {
                    let v = match other {
                        Contents::Iota => Number::Int(i),
                        Contents::Constant(c) => *c,
                        Contents::Expr(e) => e.eval(i, count as i64).map_err(|e| e.to_string())?,
                        Contents::Random { range, .. } => {
                            rng ^= rng << 13;
                            rng ^= rng >> 7;
                            rng ^= rng << 17;
                            let unit = (rng >> 11) as f64 / (1u64 << 53) as f64;
                            random_in(element, *range, unit)
                        }
                        _ => unreachable!("handled above"),
                    };
                    element.encode(v, &mut data);
                }
                Fill::Bytes(Arc::from(data))
            }
        };
        Ok(ArgValue::Buffer { bytes, fill })
    }
}

/// A value at `unit` ∈ [0, 1) of the range (integers in `[lo, hi)`).
fn random_in(element: ElementType, range: Option<(Number, Number)>, unit: f64) -> Number {
    let is_float = matches!(
        element,
        ElementType::F16 | ElementType::BF16 | ElementType::F32 | ElementType::F64
    );
    let (lo, hi) = range.unwrap_or(if is_float {
        (Number::Float(0.0), Number::Float(1.0))
    } else {
        (Number::Int(0), Number::Int(1000))
    });
    if is_float {
        Number::Float(lo.as_f64() + unit * (hi.as_f64() - lo.as_f64()))
    } else {
        let span = (hi.as_i64() - lo.as_i64()).max(1) as f64;
        Number::Int(lo.as_i64() + (unit * span) as i64)
    }
}

impl Contents {
    fn parse(text: &str) -> Result<Contents, String> {
        let (kind, arg) = text.split_once(':').unwrap_or((text, ""));
        Ok(match kind {
            "zeros" | "zero" => Contents::Zeros,
            "uninit" => Contents::Uninit,
            "iota" => Contents::Iota,
            "file" => {
                if arg.is_empty() {
                    return Err("file: needs a path".into());
                }
                Contents::File(PathBuf::from(arg))
            }
            "expr" => Contents::Expr(
                IndexExpr::parse(arg).map_err(|e| format!("in the expression, {e}"))?,
            ),
            "random" => {
                let (seed, range) = arg.split_once(':').unwrap_or((arg, ""));
                let seed = seed
                    .parse()
                    .map_err(|_| format!("random: needs a seed, found '{seed}'"))?;
                let range = if range.is_empty() {
                    None
                } else {
                    let (lo, hi) = range
                        .split_once("..")
                        .ok_or_else(|| format!("expected LO..HI, found '{range}'"))?;
                    let lo = number(lo).ok_or_else(|| format!("'{lo}' is not a number"))?;
                    let hi = number(hi).ok_or_else(|| format!("'{hi}' is not a number"))?;
                    if hi.as_f64() <= lo.as_f64() {
                        return Err(format!("the range {range} is empty"));
                    }
                    Some((lo, hi))
                };
                Contents::Random { seed, range }
            }
            _ => match number(text) {
                Some(v) => Contents::Constant(v),
                None => {
                    return Err(format!(
                        "'{text}' is not buffer contents (zeros, uninit, iota, a number, random:SEED, file:PATH, expr:EXPRESSION)"
                    ))
                }
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(spec: &str) -> Vec<u8> {
        match ArgSpec::parse(spec).unwrap().to_arg_value().unwrap() {
            ArgValue::Buffer {
                fill: Fill::Bytes(b),
                ..
            } => b.to_vec(),
            other => panic!("{spec}: {other:?}"),
        }
    }

    #[test]
    fn scalars_and_names() {
        let a = ArgAssignment::parse("%n=1024").unwrap();
        assert_eq!(a.param, ParamRef::Name("n".into()));
        assert!(matches!(a.spec, ArgSpec::Scalar(Number::Int(1024))));
        let a = ArgAssignment::parse("#2=-0.5").unwrap();
        assert_eq!(a.param, ParamRef::Position(2));
        assert!(matches!(a.spec, ArgSpec::Scalar(Number::Float(f)) if f == -0.5));
        let a = ArgAssignment::parse("k=0x40").unwrap();
        assert!(matches!(a.spec, ArgSpec::Scalar(Number::Int(64))));
    }

    #[test]
    fn buffers_encode_little_endian_by_element_type() {
        assert_eq!(bytes("i16[3]:iota"), [0, 0, 1, 0, 2, 0]);
        assert_eq!(bytes("u8[4]:expr:255 - i"), [255, 254, 253, 252]);
        assert_eq!(bytes("f32[1]:1.5"), 1.5f32.to_le_bytes());
        // Half precision: 1.5 exactly; 0.1 rounded to nearest even (0x2E66, 0x3DCD).
        assert_eq!(
            bytes("f16[2]:expr:i == 0 ? 1.5 : 0.1"),
            [0x00, 0x3E, 0x66, 0x2E]
        );
        assert_eq!(
            bytes("bf16[2]:expr:i == 0 ? 1.5 : 0.1"),
            [0xC0, 0x3F, 0xCD, 0x3D]
        );
        assert_eq!(bytes("i32[2]:-1"), [0xff; 8]);
        let r = bytes("i32[64]:random:7:10..20");
        assert!(r
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .all(|v| (10..20).contains(&v)));
        assert_eq!(r, bytes("i32[64]:random:7:10..20"), "seeded: repeatable");
        assert_ne!(r, bytes("i32[64]:random:8:10..20"));
        match ArgSpec::parse("f64[8]").unwrap().to_arg_value().unwrap() {
            ArgValue::Buffer { bytes, fill } => {
                assert_eq!(bytes, 64);
                assert_eq!(fill, Fill::Zero);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        for (arg, says) in [
            ("n", "expected NAME=VALUE"),
            ("n=abc", "neither a number nor a buffer"),
            ("a=f8[4]", "not an element type"),
            ("a=f32[x]", "not an element count"),
            ("a=f32[4", "expected ']'"),
            ("a=f32[4]:bogus", "not buffer contents"),
            ("a=f32[4]:expr:i +", "column"),
            ("a=f32[4]:random:x", "needs a seed"),
            ("a=i32[4]:random:1:5..5", "empty"),
            ("a=f64[100000000000]", "larger than the limit"),
            ("#x=1", "not a parameter position"),
            ("=1", "name is empty"),
        ] {
            let msg = ArgAssignment::parse(arg).unwrap_err().to_string();
            assert!(msg.contains(says), "--arg {arg}: {msg}");
        }
    }
}
