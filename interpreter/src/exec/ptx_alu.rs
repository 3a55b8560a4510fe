//! PTX's register-only instructions in asm (PTX ISA, "Integer Arithmetic", "Logic and Shift",
//! "Comparison and Selection", "Data Movement and Conversion" for `mov`/`cvt`/`cvta`), the
//! float ones through [`super::ptx_float`].
//!
//! [`evaluate`] takes the instruction and its source operands' values and gives the values of
//! its destination operand(s): one, or one per element of a `{a, b}` or `p|q` destination.
//! Integer semantics are the ISA's at the instruction's type: wrapping `.lo`, `.hi` and
//! `.wide` products, `.sat` clamping at `.s32`, the carry chain of `.cc`/`addc`/`subc`/`madc`
//! (`CC.CF`, kept with the asm's registers), shifts that saturate past the width, `bfe`,
//! `bfi`, `bfind`, `fns`, `lop3`, `shf`, `prmt` in every mode, `setp` with its boolean
//! combination, `selp`, `slct`, `set`, `cvt` between every pair of types with `.sat` and the
//! integer rounding modes (`.rni`, `.rzi`, `.rmi`, `.rpi`). Integer division by zero gives all
//! ones (the ISA leaves the value unspecified).

use super::super::value::{mask, sext, Value};
use super::math::{bfe, bfi, fns, prmt};
use super::ptx_types::{bits_at, float_of, float_value, int_of, int_value, types_of, PtxType};
use syncflow_ir::ptx::PtxInstruction;

/// What one instruction produced.
pub(super) struct Outcome {
    /// The destination's value(s): one per element of a vector or pair destination.
    pub values: Vec<Value>,
    /// The carry flag afterwards, when the instruction writes it (`.cc`).
    pub carry: Option<bool>,
}

fn one(v: Value) -> Option<Result<Outcome, String>> {
    Some(Ok(Outcome {
        values: vec![v],
        carry: None,
    }))
}

/// `prmt.b32.mode d, a, b, c` (PTX ISA, `prmt`): the default mode through
/// [`super::math::prmt`], and `.f4e`, `.b4e`, `.rc8`, `.ecl`, `.ecr`, `.rc16`.
fn prmt_mode(mode: &str, a: u32, b: u32, c: u32) -> u32 {
    let bytes = (u64::from(b) << 32) | u64::from(a);
    let byte = |k: u32| ((bytes >> (8 * (k & 7))) & 0xff) as u32;
    let pick = |sel: [u32; 4]| {
        sel.iter()
            .enumerate()
            .fold(0, |d, (i, s)| d | (byte(*s) << (8 * i)))
    };
    let n = c & 3;
    match mode {
        "f4e" => pick([n, n + 1, n + 2, n + 3]),
        "b4e" => pick([
            (8 + n) & 7,
            (8 + n - 1) & 7,
            (8 + n - 2) & 7,
            (8 + n - 3) & 7,
        ]),
        "rc8" => pick([n, n, n, n]),
        "ecl" => pick([n, n.max(1), n.max(2), 3]),
        "ecr" => pick([0, n.min(1), n.min(2), n]),
        "rc16" => {
            let s = (c & 1) * 2;
            pick([s, s + 1, s, s + 1])
        }
        _ => prmt(a, b, c),
    }
}

fn compare(cmp: &str, t: PtxType, a: &Value, b: &Value) -> Option<bool> {
    if t.is_float() {
        let (x, y) = (float_of(a, t), float_of(b, t));
        let unordered = x.is_nan() || y.is_nan();
        return Some(match cmp {
            "eq" => !unordered && x == y,
            "ne" => !unordered && x != y,
            "lt" => !unordered && x < y,
            "le" => !unordered && x <= y,
            "gt" => !unordered && x > y,
            "ge" => !unordered && x >= y,
            "equ" => unordered || x == y,
            "neu" => unordered || x != y,
            "ltu" => unordered || x < y,
            "leu" => unordered || x <= y,
            "gtu" => unordered || x > y,
            "geu" => unordered || x >= y,
            "num" => !unordered,
            "nan" => unordered,
            _ => return None,
        });
    }
    // The integer comparisons are LLVM's `icmp` (one implementation, `super::pure`): `lt`,
    // `le`, `gt`, `ge` signed or unsigned as the type is, `lo`, `ls`, `hi`, `hs` unsigned.
    let signed = t.is_signed();
    let pred = match (cmp, signed) {
        ("eq" | "ne", _) => cmp,
        ("lt", true) => "slt",
        ("le", true) => "sle",
        ("gt", true) => "sgt",
        ("ge", true) => "sge",
        ("lt", false) | ("lo", _) => "ult",
        ("le", false) | ("ls", _) => "ule",
        ("gt", false) | ("hi", _) => "ugt",
        ("ge", false) | ("hs", _) => "uge",
        _ => return None,
    };
    let w = t.bits().min(64);
    let (x, y) = (Value::Int(bits_at(a, w)), Value::Int(bits_at(b, w)));
    super::pure::icmp(pred, w, &x, &y)
        .ok()
        .map(|v| v.bits() != 0)
}

/// The destination value(s) of register-only instruction `i`, its sources' values `srcs`
/// (operands 1…), the carry flag `carry_in`; `None` when `i` is not one of them.
pub(super) fn evaluate(
    i: &PtxInstruction,
    srcs: &[Value],
    carry_in: bool,
) -> Option<Result<Outcome, String>> {
    let types = types_of(&i.modifiers);
    let t = types.last().copied().unwrap_or(PtxType::Bits(32));
    let s = |k: usize| srcs.get(k).cloned().unwrap_or(Value::Undef);
    let w = t.bits().min(64);
    let m = mask(w);
    let a = int_of(&s(0), t);
    let b = int_of(&s(1), t);
    let c = int_of(&s(2), t);
    let wrap = |v: i128| int_value(v, t);
    let float = t.is_float() || matches!(t, PtxType::F16x2 | PtxType::BF16x2);
    if float
        && i.root != "cvt"
        && i.root != "mov"
        && i.root != "setp"
        && i.root != "selp"
        && i.root != "set"
        && i.root != "slct"
    {
        return super::ptx_float::evaluate(i, t, srcs).map(|v| {
            Ok(Outcome {
                values: vec![v],
                carry: None,
            })
        });
    }
    let sat32 = |v: i128| v.clamp(i128::from(i32::MIN), i128::from(i32::MAX));
    match i.root.as_str() {
        "mov" => {
            return Some(Ok(Outcome {
                values: super::ptx_move::mov(i, srcs, t),
                carry: None,
            }))
        }
        "add" | "addc" | "sub" | "subc" => {
            let cin = i128::from(i.root.ends_with('c') && carry_in);
            let sub = i.root.starts_with("sub");
            let (ua, ub) = (a & i128::from(m), b & i128::from(m));
            let full = if sub { ua - ub - cin } else { ua + ub + cin };
            let v = if i.has("sat") {
                sat32(if sub { a - b } else { a + b })
            } else {
                full
            };
            let carry = i
                .has("cc")
                .then_some(if sub { full < 0 } else { full > i128::from(m) });
            return Some(Ok(Outcome {
                values: vec![wrap(v)],
                carry,
            }));
        }
        "mul" | "mad" | "madc" => {
            let p = a * b;
            let addend = if i.root == "mul" { 0 } else { c };
            let cin = i128::from(i.root == "madc" && carry_in);
            let (v, out_t) = if i.has("hi") {
                ((p >> w) + addend + cin, t)
            } else if i.has("wide") {
                let wide_t = if t.is_signed() {
                    PtxType::Signed(w * 2)
                } else {
                    PtxType::Unsigned(w * 2)
                };
                (
                    p + int_of(&s(2), wide_t) * i128::from(i.root != "mul") + cin,
                    wide_t,
                )
            } else {
                (p + addend + cin, t)
            };
            let v = if i.has("sat") { sat32(v) } else { v };
            let carry = i.has("cc").then(|| {
                let lo = if i.has("hi") { p >> w } else { p } & i128::from(m);
                lo + (addend & i128::from(m)) + cin > i128::from(m)
            });
            return Some(Ok(Outcome {
                values: vec![int_value(v, out_t)],
                carry,
            }));
        }
        "mul24" | "mad24" => {
            let (a24, b24) = if t.is_signed() {
                (
                    i128::from(sext(a as u64, 24)),
                    i128::from(sext(b as u64, 24)),
                )
            } else {
                (a & 0xff_ffff, b & 0xff_ffff)
            };
            let p = a24 * b24;
            let v = if i.has("hi") { p >> 16 } else { p };
            let v = if i.root == "mad24" { v + c } else { v };
            return one(wrap(if i.has("sat") { sat32(v) } else { v }));
        }
        "sad" => return one(wrap((a - b).abs() + c)),
        "div" | "rem" => {
            if b == 0 {
                return one(wrap(-1));
            }
            let v = if i.root == "div" { a / b } else { a % b };
            return one(wrap(v));
        }
        "abs" => return one(wrap(a.abs())),
        "neg" => return one(wrap(-a)),
        "min" | "max" => {
            let v = if i.root == "min" { a.min(b) } else { a.max(b) };
            let v = if i.has("relu") { v.max(0) } else { v };
            return one(wrap(v));
        }
        "and" | "or" | "xor" => {
            let v = match i.root.as_str() {
                "and" => a & b,
                "or" => a | b,
                _ => a ^ b,
            };
            return one(wrap(v));
        }
        "not" => return one(wrap(!a)),
        "cnot" => return one(wrap(i128::from(a & i128::from(m) == 0))),
        "shl" | "shr" => {
            let amount = bits_at(&s(1), 32) as u32;
            let v = if i.root == "shl" {
                if amount >= w {
                    0
                } else {
                    (a & i128::from(m)) << amount
                }
            } else if t.is_signed() {
                a >> amount.min(w)
            } else if amount >= w {
                0
            } else {
                (a & i128::from(m)) >> amount
            };
            return one(wrap(v));
        }
        "lop3" => {
            let lut = bits_at(&s(3), 8);
            let (x, y, z) = (a as u64, b as u64, c as u64);
            let mut v = 0u64;
            for bit in 0..64 {
                let idx = ((x >> bit) & 1) << 2 | ((y >> bit) & 1) << 1 | ((z >> bit) & 1);
                v |= ((lut >> idx) & 1) << bit;
            }
            return one(wrap(i128::from(v)));
        }
        "shf" => {
            let (lo, hi) = (bits_at(&s(0), 32), bits_at(&s(1), 32));
            let n = bits_at(&s(2), 32);
            let n = if i.has("clamp") { n.min(32) } else { n & 31 };
            let wide = (hi << 32) | lo;
            let v = if i.has("l") {
                (wide << n) >> 32
            } else {
                wide >> n
            };
            return one(Value::Int(v & mask(32)));
        }
        "bfe" => {
            let v = bfe(
                a as u64 & m,
                bits_at(&s(1), 32) as u32 & 0xff,
                bits_at(&s(2), 32) as u32 & 0xff,
                w,
                t.is_signed(),
            );
            return one(Value::Int(v & m));
        }
        "bfi" => {
            let v = bfi(
                a as u64,
                b as u64,
                bits_at(&s(2), 32) as u32 & 0xff,
                bits_at(&s(3), 32) as u32 & 0xff,
                w,
            );
            return one(Value::Int(v));
        }
        "bfind" => {
            let x = a as u64 & m;
            let x = if t.is_signed() && sext(x, w) < 0 {
                !x & m
            } else {
                x
            };
            let v = if x == 0 {
                0xffff_ffff
            } else {
                let msb = 63 - u64::from(x.leading_zeros());
                if i.has("shiftamt") {
                    u64::from(w) - 1 - msb
                } else {
                    msb
                }
            };
            return one(Value::Int(v));
        }
        "brev" => return one(Value::Int((a as u64 & m).reverse_bits() >> (64 - w))),
        "clz" => {
            return one(Value::Int(
                u64::from((a as u64 & m).leading_zeros()) - u64::from(64 - w),
            ))
        }
        "popc" => return one(Value::Int(u64::from((a as u64 & m).count_ones()))),
        "fns" => {
            let v = fns(
                bits_at(&s(0), 32) as u32,
                bits_at(&s(1), 32) as u32,
                bits_at(&s(2), 32) as i32,
            );
            return one(Value::Int(u64::from(v)));
        }
        "bmsk" => {
            let (pos, len) = (bits_at(&s(0), 32), bits_at(&s(1), 32));
            let (pos, len) = if i.has("clamp") {
                (pos.min(32), len.min(32))
            } else {
                (pos & 31, len & 31)
            };
            let v = if pos >= 32 {
                0
            } else {
                (mask(len as u32) << pos) & mask(32)
            };
            return one(Value::Int(v));
        }
        "szext" => {
            let pos = bits_at(&s(1), 32);
            let pos = if i.has("clamp") {
                pos.min(32)
            } else {
                pos & 31
            } as u32;
            let x = bits_at(&s(0), 32);
            let v = if pos >= 32 {
                x
            } else if t.is_signed() {
                sext(x & mask(pos), pos) as u64 & mask(32)
            } else {
                x & mask(pos)
            };
            return one(Value::Int(v));
        }
        "prmt" => {
            let mode = i
                .modifiers
                .iter()
                .find(|x| matches!(x.as_str(), "f4e" | "b4e" | "rc8" | "ecl" | "ecr" | "rc16"))
                .map_or("", String::as_str);
            let v = prmt_mode(
                mode,
                bits_at(&s(0), 32) as u32,
                bits_at(&s(1), 32) as u32,
                bits_at(&s(2), 32) as u32,
            );
            return one(Value::Int(u64::from(v)));
        }
        "dp4a" | "dp2a" => {
            let at = types_of(&i.modifiers);
            let (ta, tb) = (
                at.first().copied().unwrap_or(t),
                at.get(1).copied().unwrap_or(t),
            );
            let (x, y) = (bits_at(&s(0), 32), bits_at(&s(1), 32));
            let part = |v: u64, k: u32, width: u32, signed: bool| {
                let f = (v >> (k * width)) & mask(width);
                if signed {
                    i128::from(sext(f, width))
                } else {
                    i128::from(f)
                }
            };
            let mut acc = int_of(&s(2), PtxType::Signed(32));
            if i.root == "dp4a" {
                for k in 0..4 {
                    acc += part(x, k, 8, ta.is_signed()) * part(y, k, 8, tb.is_signed());
                }
            } else {
                let half = u32::from(i.has("hi")) * 2;
                for k in 0..2 {
                    acc += part(x, k, 16, ta.is_signed()) * part(y, k + half, 8, tb.is_signed());
                }
            }
            return one(Value::Int(acc as u64 & mask(32)));
        }
        "setp" | "set" => {
            let cmp = i.modifiers.first()?.as_str();
            let st = if i.root == "set" {
                types.get(1).copied().unwrap_or(t)
            } else {
                t
            };
            let r = compare(cmp, st, &s(0), &s(1))?;
            let bop = i
                .modifiers
                .iter()
                .find(|x| matches!(x.as_str(), "and" | "or" | "xor"))
                .map(String::as_str);
            let combine = |r: bool| match (bop, srcs.get(2)) {
                (Some(op), Some(cv)) => {
                    let c = cv.bits() & 1 == 1;
                    match op {
                        "and" => r && c,
                        "or" => r || c,
                        _ => r != c,
                    }
                }
                _ => r,
            };
            if i.root == "set" {
                let dt = types.first().copied().unwrap_or(PtxType::Unsigned(32));
                let r = combine(r);
                let v = if dt.is_float() {
                    float_value(if r { 1.0 } else { 0.0 }, dt)
                } else {
                    Value::Int(if r { mask(dt.bits().min(64)) } else { 0 })
                };
                return one(v);
            }
            return Some(Ok(Outcome {
                values: vec![
                    Value::Int(u64::from(combine(r))),
                    Value::Int(u64::from(combine(!r))),
                ],
                carry: None,
            }));
        }
        "selp" => return one(if s(2).bits() & 1 == 1 { s(0) } else { s(1) }),
        "slct" => {
            let ct = types.get(1).copied().unwrap_or(PtxType::Signed(32));
            let take_a = if ct.is_float() {
                float_of(&s(2), ct) >= 0.0
            } else {
                int_of(&s(2), ct) >= 0
            };
            return one(if take_a { s(0) } else { s(1) });
        }
        "cvt" => {
            if matches!(t, PtxType::F32 | PtxType::F64)
                && types
                    .first()
                    .is_some_and(|d| matches!(d, PtxType::F16x2 | PtxType::BF16x2))
            {
                // cvt.rn{.relu}.f16x2.f32 d, a, b: a in the upper lane.
                let dt = types[0];
                let relu = |v: f64| {
                    if i.has("relu") && !v.is_nan() {
                        v.max(0.0)
                    } else {
                        v
                    }
                };
                let hi = relu(float_of(&s(0), t));
                let lo = relu(float_of(&s(1), t));
                return one(super::ptx_types::pair_value([lo, hi], dt));
            }
            let (to, from) = match types.as_slice() {
                [to, from] => (*to, *from),
                _ => {
                    return Some(Err(format!(
                        "cvt without two types: {}",
                        i.modifiers.join(".")
                    )))
                }
            };
            return super::ptx_move::convert(i, to, from, &s(0)).map(|v| {
                Ok(Outcome {
                    values: vec![v],
                    carry: None,
                })
            });
        }
        "cvta" => return one(s(0)),
        _ => {}
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, srcs: &[Value]) -> Vec<Value> {
        let i = PtxInstruction::parse(text).unwrap();
        match evaluate(&i, srcs, false) {
            Some(Ok(o)) => o.values,
            other => panic!("{text}: {:?}", other.map(|r| r.map(|o| o.values))),
        }
    }

    fn int(v: u64) -> Value {
        Value::Int(v)
    }

    #[test]
    fn integer_arithmetic_at_the_type() {
        assert_eq!(
            run("bfe.s32 $0, $1, 6, 1", &[int(0x40), int(6), int(1)]),
            [int(0xffff_ffff)]
        );
        assert_eq!(
            run("bfe.u32 $0, $1, 5, 2", &[int(0x60), int(5), int(2)]),
            [int(3)]
        );
        assert_eq!(
            run(
                "mul.hi.s32 $0, $1, 1041204193",
                &[int(0xffff_ffff), int(1_041_204_193)]
            ),
            [int(0xffff_ffff)]
        );
        assert_eq!(
            run("mul.wide.u32 $0, $1, $2", &[int(0xffff_ffff), int(2)]),
            [int(0x1_ffff_fffe)]
        );
        assert_eq!(
            run("add.sat.s32 $0, $1, $2", &[int(0x7fff_ffff), int(1)]),
            [int(0x7fff_ffff)]
        );
        assert_eq!(
            run("shr.s32 $0, $1, $2", &[int(0x8000_0000), int(40)]),
            [int(0xffff_ffff)]
        );
        assert_eq!(run("shl.b32 $0, $1, $2", &[int(1), int(32)]), [int(0)]);
        assert_eq!(
            run(
                "lop3.b32 $0, $1, $2, $3, 0x96",
                &[int(0b1100), int(0b1010), int(0b1001), int(0x96)]
            ),
            [int(0b1111)]
        );
        assert_eq!(
            run(
                "shf.l.wrap.b32 $0, $1, $2, $3",
                &[int(0x8000_0000), int(1), int(1)]
            ),
            [int(3)]
        );
        assert_eq!(run("bfind.u32 $0, $1", &[int(0x10)]), [int(4)]);
        assert_eq!(
            run(
                "prmt.b32.rc8 $0, $1, $2, $3",
                &[int(0x4433_2211), int(0), int(1)]
            ),
            [int(0x2222_2222)]
        );
    }

    #[test]
    fn carries_chain_through_the_flag() {
        let i = PtxInstruction::parse("add.cc.u32 $0, $1, $2").unwrap();
        let o = evaluate(&i, &[int(0xffff_ffff), int(1)], false)
            .unwrap()
            .unwrap();
        assert_eq!((o.values[0].clone(), o.carry), (int(0), Some(true)));
        let i = PtxInstruction::parse("addc.u32 $0, $1, $2").unwrap();
        let o = evaluate(&i, &[int(1), int(1)], true).unwrap().unwrap();
        assert_eq!(o.values[0], int(3));
    }

    #[test]
    fn comparisons_selection_and_conversions() {
        assert_eq!(
            run("setp.lt.s32 $0, $1, $2", &[int(0xffff_ffff), int(0)])[0],
            int(1)
        );
        assert_eq!(
            run("setp.lo.u32 $0, $1, $2", &[int(0xffff_ffff), int(0)])[0],
            int(0)
        );
        assert_eq!(
            run(
                "setp.gtu.f32 $0, $1, $2",
                &[Value::F32(f32::NAN), Value::F32(0.0)]
            )[0],
            int(1)
        );
        assert_eq!(
            run("selp.b32 $0, $1, $2, $3", &[int(7), int(9), int(0)]),
            [int(9)]
        );
        assert_eq!(run("cvt.rni.s32.f32 $0, $1", &[Value::F32(2.5)]), [int(2)]);
        assert_eq!(
            run("cvt.rn.f32.s32 $0, $1", &[int(0xffff_fff9)]),
            [Value::F32(-7.0)]
        );
        assert_eq!(run("cvt.sat.s8.s32 $0, $1", &[int(300)]), [int(127)]);
        assert_eq!(run("cvt.f32.f16 $0, $1", &[int(0x3c00)]), [Value::F32(1.0)]);
        assert_eq!(
            run("cvt.rn.f16.f32 $0, $1", &[Value::F32(1.0)]),
            [int(0x3c00)]
        );
        assert_eq!(
            run(
                "cvt.rn.f16x2.f32 $0, $1, $2",
                &[Value::F32(2.0), Value::F32(1.0)]
            ),
            [int(0x4000_3c00)]
        );
        assert_eq!(
            run("mov.b64 $0, {$1, $2}", &[int(1), int(2)]),
            [int(0x2_0000_0001)]
        );
        assert_eq!(
            run("mov.b64 {$0, $1}, $2", &[int(0x2_0000_0001)]),
            [int(1), int(2)]
        );
    }
}
