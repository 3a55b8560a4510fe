//! Initializers of PTX variables: `.const .align 4 .b8 table[8] = {0, 0, 128, 63, 0, 0, 0, 64};`
//! (nvcc writes a `__constant__ float[2]` so), `.global .u32 count = 5;`, `.const .f32 k[2] =
//! {0f3F800000, 1.5};`.
//!
//! Each element is a number of the variable's element type: an integer (decimal, `0x` hex,
//! `0` octal, `-` signed, a `U` suffix), a float as PTX writes it exactly (`0fXXXXXXXX` for
//! `.f32`, `0dXXXXXXXXXXXXXXXX` for `.f64`) or in decimal. Elements not given are zero. An
//! initializer holding anything else (an address: `generic(sym)`, a symbol) gives none, as
//! before: the variable's contents are then unknown, not guessed.
//!
//! The lowering ([`super::add_variable`]) turns the element bits into the global's LLVM-style
//! initializer, nested arrays of element constants, so the analyses and the interpreter read
//! them as they read clang's.

/// The bit patterns of the elements `text` (what follows the declaration's name and
/// dimensions: `= {1, 2}`, `= 5`, or nothing) gives a variable of element type `elem` (`b8`,
/// `u32`, `f32`, …); `None` without an initializer or with one this does not read.
pub(crate) fn element_bits(text: &str, elem: &str) -> Option<Vec<u64>> {
    let value = text.trim().strip_prefix('=')?;
    let flat: String = value.chars().filter(|c| *c != '{' && *c != '}').collect();
    flat.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| number(t, elem))
        .collect()
}

/// One element's bits.
fn number(token: &str, elem: &str) -> Option<u64> {
    let bits: u32 = elem.get(1..).and_then(|b| b.parse().ok()).unwrap_or(64);
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    if let Some(hex) = token
        .strip_prefix("0f")
        .or_else(|| token.strip_prefix("0F"))
    {
        return u64::from_str_radix(hex, 16).ok();
    }
    if let Some(hex) = token
        .strip_prefix("0d")
        .or_else(|| token.strip_prefix("0D"))
    {
        return u64::from_str_radix(hex, 16).ok();
    }
    if elem.starts_with('f') {
        let v: f64 = token.parse().ok()?;
        return Some(if bits == 32 {
            u64::from((v as f32).to_bits())
        } else {
            v.to_bits()
        });
    }
    let t = token.trim_end_matches(['U', 'u']);
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let magnitude = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()?
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()?
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).ok()?
    } else {
        t.parse().ok()?
    };
    let v = if negative {
        magnitude.wrapping_neg()
    } else {
        magnitude
    };
    Some(v & mask)
}

#[cfg(test)]
mod tests {
    use super::element_bits;

    #[test]
    fn reads_the_forms_ptx_writes() {
        assert_eq!(
            element_bits(" = {0, 0, 128, 63}", "b8"),
            Some(vec![0, 0, 128, 63])
        );
        assert_eq!(element_bits("= 5", "u32"), Some(vec![5]));
        assert_eq!(element_bits("= -1", "s16"), Some(vec![0xffff]));
        assert_eq!(
            element_bits("= {0x10, 010, 7U}", "u64"),
            Some(vec![16, 8, 7])
        );
        assert_eq!(
            element_bits("= {0f3F800000, 1.5}", "f32"),
            Some(vec![0x3F80_0000, u64::from(1.5f32.to_bits())])
        );
        assert_eq!(
            element_bits("= {{1, 2}, {3, 4}}", "b32"),
            Some(vec![1, 2, 3, 4])
        );
        assert_eq!(
            element_bits("= 0d3FF0000000000000", "f64"),
            Some(vec![1f64.to_bits()])
        );
        // No initializer, or an address: none.
        assert_eq!(element_bits("", "b8"), None);
        assert_eq!(element_bits("= {generic(table)}", "u64"), None);
    }
}
