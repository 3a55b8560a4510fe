//! # Division by a constant, written as a multiply-high
//!
//! No GPU divides integers in one instruction, so a compiler writes `x / N` for a constant
//! `N` as a multiply by a *magic* reciprocal, keeping the high half, then a shift. llc-19
//! writes the `k % 3` of a three-stage ring (`tests/pipelined/multi_stage.cu`, `ring_mod3`) on
//! a 64-bit counter as
//!
//! ```text
//!   mul.hi.u64  %rd30, %rd55, -6148914691236517205;   // M = 0xAAAAAAAAAAAAAAAB
//!   shr.u64     %rd31, %rd30, 1;                      // s = 1:  %rd31 = k / 3
//!   mul.lo.s64  %rd32, %rd31, -3072;                  // the stage, 1024·k − 3072·(k / 3)
//! ```
//!
//! ## The rule
//!
//! For `w`-bit unsigned `x`, `mulhi(x, M) >> s` is `⌊x·M / 2^ℓ⌋` with `ℓ = w + s`. It is
//! `⌊x / N⌋` for *every* `x ∈ [0, 2^w)` when (Granlund and Montgomery, "Division by invariant
//! integers using multiplication", PLDI 1994, Theorem 4.2)
//!
//! ```text
//!   2^ℓ ≤ M·N ≤ 2^ℓ + 2^(ℓ − w)
//! ```
//!
//! *Proof.* Let `e = M·N − 2^ℓ ∈ [0, 2^(ℓ−w)]` and `x = q·N + r`, `0 ≤ r < N`. Then
//! `x·M / 2^ℓ = x/N + x·e / (N·2^ℓ)`, and `0 ≤ x·e / (N·2^ℓ) < 2^w·2^(ℓ−w) / (N·2^ℓ) = 1/N`.
//! So `q ≤ x·M / 2^ℓ < q + (N − 1)/N + 1/N = q + 1`: the floor is `q`. ∎
//!
//! Given `M` and `s`, the smallest candidate is `N = ⌈2^ℓ / M⌉` (a smaller `N` has `M·N < 2^ℓ`; a larger one
//! has `M·N ≥ 2^ℓ + M`, beyond the bound for every real magic, `M > 2^s`), so
//! [`exact_divisor`] computes it and checks the condition: exactness is proved for the pair,
//! whatever produced it, and a multiplier that is merely *close* (the right `N` for some
//! inputs only) is refused. The offset evaluator then reads the pair as the operation
//! `udiv(x, N)`, and iteration distance ([`super::distance`]) reads `x − N·udiv(x, N)` as
//! the residue it is.
//!
//! LLVM's other form for divisors whose magic needs `w + 1` bits (`x / 7`: `mulhi`, `sub`,
//! `shr 1`, `add`, `shr`) is not read; nor is the signed form (`mul.hi.s`, with its sign
//! correction). They stay leaves: the barrier is kept, never wrongly removed.
//!
//! ```
//! use syncflow_analyses::memory::magic::exact_divisor;
//!
//! assert_eq!(exact_divisor(0xAAAA_AAAA_AAAA_AAAB, 1, 64), Some(3)); // llc's u64 / 3
//! assert_eq!(exact_divisor(0xAAAA_AAAB, 1, 32), Some(3));           // u32 / 3
//! assert_eq!(exact_divisor(0xCCCC_CCCD, 2, 32), Some(5));           // u32 / 5
//! assert_eq!(exact_divisor(0xAAAA_AAAA, 1, 32), None);  // one short: 0xFFFF_FFFF / 3 is wrong
//! ```

/// The divisor `N` such that `⌊x·multiplier / 2^(bits + shift)⌋ = ⌊x / N⌋` for every
/// unsigned `bits`-bit `x`, proved by the condition of the module docs; `None` when there is
/// none (or `N` would be 1 or the widths are out of range).
pub fn exact_divisor(multiplier: u64, shift: u32, bits: u32) -> Option<u64> {
    if !(8..=64).contains(&bits) || shift >= 63 || multiplier < 2 {
        return None;
    }
    let m = u128::from(multiplier);
    if bits < 64 && m >> bits != 0 {
        return None;
    }
    let l = bits + shift;
    if l > 126 {
        return None;
    }
    let two_l = 1u128 << l;
    let n = two_l.div_ceil(m);
    if n < 2 {
        return None;
    }
    let excess = m.checked_mul(n)? - two_l;
    (excess <= 1u128 << shift)
        .then(|| u64::try_from(n).ok())
        .flatten()
}

/// Reads inline asm `mul.hi.u32`/`mul.hi.u64` (the PTX front-end's form of an instruction
/// without a native IR shape, or a user's `asm`): its width and its two operands, each an
/// input index (`$n`, counted after the one output) or an immediate.
pub fn mul_hi_asm(text: &str) -> Option<(u32, [MulHiOperand; 2])> {
    let rest = text.trim().strip_suffix(';').unwrap_or(text).trim();
    let (op, rest) = rest.split_once(char::is_whitespace)?;
    let bits = match op {
        "mul.hi.u32" => 32,
        "mul.hi.u64" => 64,
        _ => return None,
    };
    let parts: Vec<&str> = rest.split(',').map(str::trim).collect();
    let [dest, a, b] = parts[..] else {
        return None;
    };
    if dest != "$0" {
        return None;
    }
    let operand = |t: &str| -> Option<MulHiOperand> {
        if let Some(n) = t.strip_prefix('$') {
            let n: usize = n.parse().ok()?;
            return (n >= 1).then(|| MulHiOperand::Input(n - 1));
        }
        let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(h) => i128::from_str_radix(h, 16).ok()?,
            None => t.parse::<i128>().ok()?,
        };
        // The immediate's bits, read as the unsigned operand of the instruction.
        let mask = if bits == 64 {
            u128::from(u64::MAX)
        } else {
            (1u128 << bits) - 1
        };
        u64::try_from((v as u128) & mask)
            .ok()
            .map(MulHiOperand::Immediate)
    };
    Some((bits, [operand(a)?, operand(b)?]))
}

/// An operand of [`mul_hi_asm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MulHiOperand {
    /// The asm call's `n`-th argument.
    Input(usize),
    /// A constant, as an unsigned integer of the instruction's width.
    Immediate(u64),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naive oracle: the division itself, on every input of a width small enough to run.
    #[test]
    fn exact_divisors_agree_with_division_on_every_16_bit_input() {
        let mut proved = 0;
        for shift in 0..4u32 {
            for m in 2u64..=0xFFFF {
                if let Some(n) = exact_divisor(m, shift, 16) {
                    proved += 1;
                    assert!(
                        (0u64..=0xFFFF).all(|x| (x * m) >> (16 + shift) == x / n),
                        "m {m:#x} shift {shift} is not x / {n}"
                    );
                }
            }
        }
        assert!(proved > 10);
        // llc's own magics for 16-bit division are found; one off is refused.
        assert_eq!(exact_divisor(0xAAAB, 1, 16), Some(3));
        assert_eq!(exact_divisor(0xCCCD, 2, 16), Some(5));
        assert_eq!(exact_divisor(0xAAAA, 1, 16), None);
        // 64 bits: the extremes and a spread of inputs, by 128-bit arithmetic.
        let m = 0xAAAA_AAAA_AAAA_AAABu128;
        for x in [0u64, 1, 2, 3, u64::MAX, u64::MAX - 1, u64::MAX / 3, 1 << 63] {
            assert_eq!(((u128::from(x) * m) >> 65) as u64, x / 3);
        }
    }

    #[test]
    fn reads_the_front_ends_text() {
        assert_eq!(
            mul_hi_asm("mul.hi.u64 $0, $1, -6148914691236517205;"),
            Some((
                64,
                [
                    MulHiOperand::Input(0),
                    MulHiOperand::Immediate(0xAAAA_AAAA_AAAA_AAAB)
                ]
            ))
        );
        assert_eq!(
            mul_hi_asm("mul.hi.u32 $0, $1, $2;"),
            Some((32, [MulHiOperand::Input(0), MulHiOperand::Input(1)]))
        );
        assert_eq!(mul_hi_asm("mul.hi.s32 $0, $1, $2;"), None);
        assert_eq!(mul_hi_asm("mul.lo.u32 $0, $1, $2;"), None);
    }
}
