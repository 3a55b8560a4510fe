//! Evaluating an address polynomial at constant values: the arithmetic of the offset language
//! (`and`, `urem`, `select(icmp …)`, shifts, …) on integers of a given width, as the hardware
//! computes it. Iteration distance ([`super::iteration`]: a stage counter's sequence) and
//! disjointness across iterations ([`super::distance`]: two addresses at residues of the
//! counter) both evaluate with it.
//!
//! ```
//! use syncflow_analyses::memory::evaluate::{eval_op, wrap};
//!
//! // `urem` and `and` of a stage counter on 32 bits; 2^31 wraps to a negative i32.
//! assert_eq!(eval_op("urem", 32, &[7, 3]), Some(1));
//! assert_eq!(eval_op("and", 32, &[7, 1]), Some(1));
//! assert_eq!(wrap(1 << 31, 32), -(1 << 31));
//! ```

use super::offset::{Atom, Poly};

/// `v` read as a signed `bits`-bit integer (bits ≥ 64: unchanged; 1: `0` or `1`).
pub fn wrap(v: i64, bits: u32) -> i64 {
    match bits {
        0 | 64.. => v,
        1 => v & 1,
        b => (v << (64 - b)) >> (64 - b),
    }
}

/// `v` as an unsigned `bits`-bit integer.
pub fn unsigned(v: i64, bits: u32) -> u64 {
    if bits >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << bits) - 1)
    }
}

/// The value of operation `op` (result `bits` wide) on constant operands, as the offset
/// evaluator names operations ([`super::offset`]); `None` where it is undefined or unknown.
pub fn eval_op(op: &str, bits: u32, args: &[i64]) -> Option<i64> {
    let v = match (op, args) {
        ("select", [c, a, b]) => {
            if *c != 0 {
                *a
            } else {
                *b
            }
        }
        (op, [a, b]) if op.starts_with("icmp ") => {
            let (a, b) = (*a, *b);
            let unsigned_ok = a >= 0 && b >= 0;
            i64::from(match &op[5..] {
                "eq" => a == b,
                "ne" => a != b,
                "slt" => a < b,
                "sle" => a <= b,
                "sgt" => a > b,
                "sge" => a >= b,
                "ult" if unsigned_ok => a < b,
                "ule" if unsigned_ok => a <= b,
                "ugt" if unsigned_ok => a > b,
                "uge" if unsigned_ok => a >= b,
                _ => return None,
            })
        }
        ("and", [a, b]) => a & b,
        ("or", [a, b]) => a | b,
        ("xor", [a, b]) => a ^ b,
        ("mul", [a, b]) => a.checked_mul(*b)?,
        ("mulhi", [a, b]) if (8..=64).contains(&bits) => {
            let p = u128::from(unsigned(*a, bits)) * u128::from(unsigned(*b, bits));
            (p >> bits) as i64
        }
        ("shl", [a, s]) if (0..64).contains(s) => a.checked_shl(*s as u32)?,
        ("lshr", [a, s]) if (0..64).contains(s) => (unsigned(*a, bits) >> *s) as i64,
        ("ashr", [a, s]) if (0..64).contains(s) => wrap(*a, bits) >> *s,
        ("udiv", [a, d]) if *d > 0 => (unsigned(*a, bits) / unsigned(*d, bits)) as i64,
        ("urem", [a, d]) if *d > 0 => (unsigned(*a, bits) % unsigned(*d, bits)) as i64,
        ("sdiv", [a, d]) if *d != 0 => a.checked_div(*d)?,
        ("srem", [a, d]) if *d != 0 => a.checked_rem(*d)?,
        ("llvm.smin", [a, b]) => *a.min(b),
        ("llvm.smax", [a, b]) => *a.max(b),
        ("llvm.umin", [a, b]) if *a >= 0 && *b >= 0 => *a.min(b),
        ("llvm.umax", [a, b]) if *a >= 0 && *b >= 0 => *a.max(b),
        ("trunc", [a]) => *a,
        (z, [a]) if z.starts_with("zext i") => {
            let from: u32 = z["zext i".len()..].parse().ok()?;
            return Some(unsigned(*a, from) as i64);
        }
        _ => return None,
    };
    Some(wrap(v, bits))
}

/// The value of `p` when `atom` gives every atom's value (operations are computed from their
/// operands when `atom` does not know them).
pub fn eval_poly(p: &Poly, atom: &mut dyn FnMut(&Atom) -> Option<i64>) -> Option<i64> {
    let mut sum: i64 = 0;
    for (m, c) in p {
        let mut term = *c;
        for a in m {
            let v = match atom(a) {
                Some(v) => v,
                None => match a {
                    Atom::Op(t) => {
                        let args: Option<Vec<i64>> =
                            t.args.iter().map(|q| eval_poly(q, atom)).collect();
                        eval_op(&t.op, t.bits, &args?)?
                    }
                    _ => return None,
                },
            };
            term = term.checked_mul(v)?;
        }
        sum = sum.checked_add(term)?;
    }
    Some(sum)
}
