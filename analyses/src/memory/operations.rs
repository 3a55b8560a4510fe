//! What integer operations do to intervals ([`super::extent::Interval`]): the bounds of
//! the thread-dependent operations the offset evaluator cannot express as polynomials
//! ([`super::offset`]), and the special registers Triton reads through inline PTX.

use super::extent::Interval;
use syncflow_ir::{Dim, SpecialRegister};

/// The special register an inline asm reads when it is only `mov.u32 $0, %tid.x;` (Triton's
/// way of reading ids).
pub fn asm_special_register(text: &str) -> Option<SpecialRegister> {
    let rest = text.trim().strip_prefix("mov.u32")?.trim_start();
    let rest = rest.strip_prefix("$0,")?.trim();
    let reg = rest.strip_suffix(';').unwrap_or(rest).trim();
    let (name, d) = reg.strip_prefix('%')?.split_once('.')?;
    let d = match d {
        "x" => Dim::X,
        "y" => Dim::Y,
        "z" => Dim::Z,
        _ => return None,
    };
    match name {
        "tid" => Some(SpecialRegister::ThreadId(d)),
        "ntid" => Some(SpecialRegister::BlockDim(d)),
        "ctaid" => Some(SpecialRegister::BlockId(d)),
        "nctaid" => Some(SpecialRegister::GridDim(d)),
        _ => None,
    }
}

/// The smallest power of two above every value of two non-negative intervals, minus one: a
/// bound for `or` and `xor` of non-negative operands.
fn bit_cover(a: Interval, b: Interval) -> Option<i128> {
    let top = a.hi.max(b.hi);
    let bits = 128 - top.leading_zeros();
    (bits < 64).then(|| (1i128 << bits) - 1)
}

/// `mask` less the bits a non-negative `x` never sets, when `mask` is a constant: every
/// value of `x` lies below `2^k`, `k` the bit length of `x.hi`, so `x & mask = x & (mask mod
/// 2^k)` in two's complement (the bits from `k` up are zero in `x`).
fn narrow_mask(mask: Interval, x: Interval) -> Interval {
    if mask.lo != mask.hi || mask.non_negative() || !x.non_negative() {
        return mask;
    }
    let k = 128 - x.hi.leading_zeros();
    if k >= 63 {
        return mask;
    }
    Interval::point(mask.lo & ((1i128 << k) - 1))
}

/// Every value of `op` (result `bits` wide) over operands in `args`; `None` when the rule
/// does not bound it. Known trailing zeros follow the bits: `and` keeps the larger count,
/// `or`/`xor`/`select`/`min`/`max` the smaller, shifts move it.
pub fn op_interval(op: &str, bits: u32, args: &[Interval]) -> Option<Interval> {
    // `and`/`or`/`xor` of two constants: the bits themselves, as the hardware computes them
    // (the rules below only bound them). A constant operation folds to this point (the offset
    // evaluator's `operation`), so `oth = cur ^ 1` of a constant `cur` is a constant start,
    // and an integer swap ring is a finite sequence (docs/design.md §4.4).
    if let ("and" | "or" | "xor", [a, b]) = (op, args) {
        if let (true, true, Ok(x), Ok(y)) = (
            a.lo == a.hi,
            b.lo == b.hi,
            i64::try_from(a.lo),
            i64::try_from(b.lo),
        ) {
            let v = super::evaluate::eval_op(op, bits, &[x, y])?;
            return Some(Interval::point(i128::from(v)));
        }
    }
    let result = match (op, args) {
        ("select", [_, a, b]) => a.union(*b),
        (op, [_, _]) if op.starts_with("icmp") => Interval::new(0, 1)?,
        ("and", [a, b]) => {
            let tz = a.tz.max(b.tz);
            // A constant mask against a non-negative operand: only the mask's bits below the
            // operand's highest possible bit matter (the operand's higher bits are zero), so
            // `x & 0xC00000FF` of `x` in `[0, 511]` is `x & 0xFF`, at most 255.
            let (a, b) = (narrow_mask(*a, *b), narrow_mask(*b, *a));
            match (a.non_negative(), b.non_negative()) {
                (true, true) => Interval::aligned(0, a.hi.min(b.hi), tz)?,
                (true, false) => Interval::aligned(0, a.hi, tz)?,
                (false, true) => Interval::aligned(0, b.hi, tz)?,
                _ => return None,
            }
        }
        ("or", [a, b]) if a.non_negative() && b.non_negative() => {
            Interval::aligned(a.lo.max(b.lo), bit_cover(*a, *b)?, a.tz.min(b.tz))?
        }
        ("xor", [a, b]) if a.non_negative() && b.non_negative() => {
            Interval::aligned(0, bit_cover(*a, *b)?, a.tz.min(b.tz))?
        }
        ("lshr", [a, s]) if a.non_negative() && s.lo == s.hi && (0..64).contains(&s.lo) => {
            let tz = a.tz.saturating_sub(s.lo as u32);
            Interval::aligned(a.lo >> s.lo, a.hi >> s.lo, tz)?
        }
        ("ashr", [a, s]) if s.lo == s.hi && (0..64).contains(&s.lo) => {
            let tz = a.tz.saturating_sub(s.lo as u32);
            Interval::aligned(a.lo >> s.lo, a.hi >> s.lo, tz)?
        }
        ("shl", [a, s]) if s.lo == s.hi && (0..62).contains(&s.lo) => {
            a.times(Interval::point(1i128 << s.lo))?
        }
        ("mul", [a, b]) => a.times(*b)?,
        ("udiv" | "sdiv", [a, d]) if d.lo == d.hi && d.lo > 0 => {
            if op == "udiv" && !a.non_negative() {
                return None;
            }
            Interval::new(a.lo / d.lo, a.hi / d.lo)?
        }
        ("urem" | "srem", [a, d]) if d.lo == d.hi && d.lo > 0 => {
            if a.non_negative() {
                if a.hi < d.lo {
                    *a
                } else {
                    Interval::new(0, d.lo - 1)?
                }
            } else if op == "srem" {
                Interval::new(-(d.lo - 1), d.lo - 1)?
            } else {
                return None;
            }
        }
        ("llvm.smin" | "llvm.umin", [a, b]) => {
            if op == "llvm.umin" && !(a.non_negative() && b.non_negative()) {
                return None;
            }
            Interval::aligned(a.lo.min(b.lo), a.hi.min(b.hi), a.tz.min(b.tz))?
        }
        ("llvm.smax" | "llvm.umax", [a, b]) => {
            if op == "llvm.umax" && !(a.non_negative() && b.non_negative()) {
                return None;
            }
            Interval::aligned(a.lo.max(b.lo), a.hi.max(b.hi), a.tz.min(b.tz))?
        }
        ("trunc", [a]) => {
            if a.fits_signed(bits) {
                *a
            } else {
                let half = 1i128 << (bits.max(1) - 1).min(62);
                Interval::new(-half, half - 1)?
            }
        }
        (zext, [a]) if zext.starts_with("zext i") => {
            let from: u32 = zext["zext i".len()..].parse().ok()?;
            if a.non_negative() {
                *a
            } else if from < 63 {
                Interval::new(0, (1i128 << from) - 1)?
            } else {
                return None;
            }
        }
        _ => return None,
    };
    // The result is a `bits`-wide integer: an interval beyond it means the rule wrapped.
    (bits > 64 || result.fits_signed(bits) || (bits == 1 && result.lo >= 0 && result.hi <= 1))
        .then_some(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iv(lo: i128, hi: i128) -> Interval {
        Interval::new(lo, hi).unwrap()
    }

    /// Bitwise operations of two constants are the constant, on the operation's width (`x ^ 1`
    /// of 0 is 1, not "0 or 1"); with one operand a range they stay bounds.
    #[test]
    fn bitwise_operations_of_constants_are_exact() {
        let p = Interval::point;
        assert_eq!(op_interval("xor", 32, &[p(0), p(1)]), Some(p(1)));
        assert_eq!(op_interval("xor", 32, &[p(1), p(1)]), Some(p(0)));
        assert_eq!(op_interval("and", 32, &[p(6), p(3)]), Some(p(2)));
        assert_eq!(op_interval("or", 32, &[p(4), p(3)]), Some(p(7)));
        // Negative constants on the type's width: -1 ^ 1 = -2; on i8, 0x7f | 0x80 = -1.
        assert_eq!(op_interval("xor", 32, &[p(-1), p(1)]), Some(p(-2)));
        assert_eq!(op_interval("or", 8, &[p(127), p(128)]), Some(p(-1)));
        // Against the arithmetic, every small pair on i32.
        for x in -9i64..9 {
            for y in -9i64..9 {
                for (op, v) in [("and", x & y), ("or", x | y), ("xor", x ^ y)] {
                    let got = op_interval(op, 32, &[p(x.into()), p(y.into())]);
                    assert_eq!(got, Some(p(v.into())), "{x} {op} {y}");
                }
            }
        }
        assert_eq!(op_interval("xor", 32, &[iv(0, 1), p(1)]), Some(iv(0, 1)));
    }

    #[test]
    fn operations_bound_what_they_compute() {
        // tid & 31, tid >> 5, (tid + 3) % 64, tid ^ 7, select.
        let tid = iv(0, 127);
        assert_eq!(op_interval("and", 32, &[tid, iv(31, 31)]), Some(iv(0, 31)));
        assert_eq!(op_interval("lshr", 32, &[tid, iv(5, 5)]), Some(iv(0, 3)));
        assert_eq!(
            op_interval("urem", 32, &[iv(3, 130), iv(64, 64)]),
            Some(iv(0, 63))
        );
        assert_eq!(op_interval("xor", 32, &[tid, iv(7, 7)]), Some(iv(0, 127)));
        assert_eq!(
            op_interval("or", 32, &[tid, iv(128, 128)]),
            Some(iv(128, 255))
        );
        assert_eq!(
            op_interval("select", 32, &[iv(0, 1), iv(0, 0), iv(136, 136)]),
            Some(iv(0, 136))
        );
        // Unsigned operations of possibly negative values are not bounded.
        assert_eq!(op_interval("udiv", 32, &[iv(-4, 4), iv(2, 2)]), None);
        assert_eq!(op_interval("lshr", 32, &[iv(-4, 4), iv(2, 2)]), None);
        // An 8-bit result beyond 8 bits wrapped.
        assert_eq!(op_interval("mul", 8, &[iv(0, 100), iv(2, 2)]), None);
        assert_eq!(op_interval("zext i4", 64, &[iv(-8, 7)]), Some(iv(0, 15)));
        // XLA's swizzle: (8·k | 7168) ^ m with every term a multiple of 8 stays below 8184.
        let eight = |lo, hi| Interval::aligned(lo, hi, 3).unwrap();
        let x = op_interval("or", 32, &[eight(0, 120), Interval::point(7168)]).unwrap();
        let y = op_interval("xor", 32, &[x, eight(0, 680)]).unwrap();
        assert_eq!((y.lo, y.hi, y.tz), (0, 8184, 3));
        // nvcc's signed `% 256` of a non-negative value masks with 0x3FFFFF00 and subtracts;
        // the complement 0xC00000FF (negative on i32) keeps only the low byte of `[32, 287]`.
        let complement = Interval::point(i128::from(!0x3FFF_FF00i32));
        assert_eq!(
            op_interval("and", 32, &[iv(32, 287), complement]),
            Some(iv(0, 255))
        );
        assert_eq!(
            op_interval("and", 32, &[complement, iv(32, 287)]),
            Some(iv(0, 255))
        );
        // A negative operand that is not constant stays unbounded.
        assert_eq!(op_interval("and", 32, &[iv(-3, 287), complement]), None);
        assert_eq!(
            op_interval("and", 32, &[iv(0, 1000), Interval::point(120)])
                .unwrap()
                .tz,
            3
        );
    }

    #[test]
    fn special_registers_in_asm() {
        assert_eq!(
            asm_special_register("mov.u32 $0, %ctaid.x;"),
            Some(SpecialRegister::BlockId(Dim::X))
        );
        assert_eq!(
            asm_special_register("mov.u32 $0, %tid.y;"),
            Some(SpecialRegister::ThreadId(Dim::Y))
        );
        assert_eq!(asm_special_register("mov.u32 $0, %clock;"), None);
        assert_eq!(
            asm_special_register("mov.u32 $0, %tid.x; add.u32 $0, $0, 1;"),
            None
        );
    }
}
