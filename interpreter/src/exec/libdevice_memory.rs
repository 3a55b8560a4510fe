//! The libdevice functions that read or write memory through a pointer operand, each access
//! a load or store of the calling thread for the race detector:
//!
//! | function | result | memory |
//! |---|---|---|
//! | `frexp(x, int* e)`, `frexpf` | mantissa in [0.5, 1) | writes the exponent (exact) |
//! | `modf(x, double* i)`, `modff` | fractional part, sign of `x` | writes the integral part |
//! | `remquo(x, y, int* q)`, `remquof` | IEEE remainder | writes the quotient's sign and low 3 bits |
//! | `sincos(x, s*, c*)`, `sincosf`, `fast_sincosf`, `sincospi`, `sincospif` | — | writes sin and cos |
//! | `norm(n, const double* a)`, `normf`, `rnorm`, `rnormf` | √Σaᵢ², its reciprocal | reads `a[0..n]` |
//! | `nan(const char* tag)`, `nanf` | quiet NaN with the tag's number as payload (C's `nan`) | reads the tag |

use super::super::hb::Sem;
use super::super::program::{round_float, Scalar};
use super::access::{access, load};
use super::libdevice::{cospi, sinpi};
use super::llvm_math::frexp;
use super::*;

fn store(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    layout: &Layout,
    v: Value,
) -> Result<(), Stop> {
    access(ctx, th, p, layout.size(), AccessKind::Write, Sem::PLAIN)?;
    ctx.mem.write(p, layout, &v);
    Ok(())
}

/// The number C's `strtoull(tag, 0, 0)` reads: hexadecimal after `0x`, octal after `0`,
/// decimal otherwise, up to the first character that is not a digit.
fn tag_number(tag: &[u8]) -> u64 {
    let (digits, radix) = match tag {
        [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
        [b'0', rest @ ..] => (rest, 8),
        rest => (rest, 10),
    };
    digits
        .iter()
        .map_while(|b| (*b as char).to_digit(radix))
        .fold(0u64, |acc, d| {
            acc.wrapping_mul(u64::from(radix))
                .wrapping_add(u64::from(d))
        })
}

/// Runs `__nv_NAME` (`f` is NAME) with `args`; its result.
pub(super) fn execute(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    f: &str,
    args: &[Value],
) -> Result<Option<Value>, Stop> {
    let single = f.ends_with('f') && f != "modf";
    let (sc, fl) = if single {
        (Scalar::F32, Layout::F32)
    } else {
        (Scalar::F64, Layout::F64)
    };
    let x = args.first().map_or(0.0, Value::f64);
    let ptr = |k: usize| args.get(k).map_or(Pointer::NULL, Value::ptr);
    let base = f.strip_prefix("fast_").unwrap_or(f);
    let name = if single {
        &base[..base.len() - 1]
    } else {
        base
    };
    Ok(Some(match name {
        "frexp" => {
            let (m, e) = frexp(x);
            store(
                ctx,
                th,
                ptr(1),
                &Layout::Int(32),
                Value::Int(e as u32 as u64),
            )?;
            round_float(sc, m)
        }
        "modf" => {
            let int = if x.is_infinite() { x } else { x.trunc() };
            let frac = if x.is_infinite() {
                0.0f64.copysign(x)
            } else {
                (x - int).copysign(x)
            };
            store(ctx, th, ptr(1), &fl, round_float(sc, int))?;
            round_float(sc, frac)
        }
        "remquo" => {
            let y = args.get(1).map_or(0.0, Value::f64);
            let r = libm::remquo(x, y);
            store(
                ctx,
                th,
                ptr(2),
                &Layout::Int(32),
                Value::Int(r.1 as u32 as u64),
            )?;
            round_float(sc, r.0)
        }
        "sincos" | "sincospi" => {
            let (s, c) = if name == "sincos" {
                (x.sin(), x.cos())
            } else {
                (sinpi(x), cospi(x))
            };
            store(ctx, th, ptr(1), &fl, round_float(sc, s))?;
            store(ctx, th, ptr(2), &fl, round_float(sc, c))?;
            return Ok(None);
        }
        "norm" | "rnorm" => {
            let n = args.first().map_or(0, |v| sext(v.bits(), 32)).max(0);
            let mut sum = 0.0f64;
            let mut p = ptr(1);
            for _ in 0..n {
                let v = load(ctx, th, p, &fl, Sem::PLAIN)?.f64();
                sum = sum.hypot(v);
                p.offset = p.offset.wrapping_add(fl.size() as i64);
            }
            round_float(sc, if name == "norm" { sum } else { 1.0 / sum })
        }
        "nan" => {
            let mut tag = Vec::new();
            let mut p = ptr(0);
            if p != Pointer::NULL {
                for _ in 0..64 {
                    let b = load(ctx, th, p, &Layout::Int(8), Sem::PLAIN)?.bits() as u8;
                    if b == 0 {
                        break;
                    }
                    tag.push(b);
                    p.offset += 1;
                }
            }
            let payload = tag_number(&tag);
            if single {
                Value::F32(f32::from_bits(0x7fc0_0000 | (payload as u32 & 0x3f_ffff)))
            } else {
                Value::F64(f64::from_bits(
                    0x7ff8_0000_0000_0000 | (payload & 0x7_ffff_ffff_ffff),
                ))
            }
        }
        _ => {
            return Err(super::access::fault(
                ctx,
                th,
                format!("unsupported: __nv_{f}"),
            ))
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nan_tags_read_as_c_numbers() {
        assert_eq!(tag_number(b"0x1f"), 31);
        assert_eq!(tag_number(b"017"), 15);
        assert_eq!(tag_number(b"42z"), 42);
        assert_eq!(tag_number(b""), 0);
    }
}
