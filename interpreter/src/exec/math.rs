//! The value semantics of math intrinsics: LLVM's generic ones (`llvm.fma.f32`,
//! `llvm.ctpop.i32`, …), the NVVM ones clang emits for CUDA builtins (`llvm.nvvm.mul24.i`,
//! `llvm.nvvm.prmt`, `llvm.nvvm.f2i.rz`, …), and libdevice's `__nv_*` functions, which a
//! module compiled without libdevice linked in only declares (`__nv_expf`, `__nv_umul24`,
//! `__nv_float2int_rn`, …).
//!
//! ## What "semantics" means here
//!
//! Integer intrinsics are exact: the PTX ISA's definition of `mul24`, `mul.hi`, `sad`,
//! `prmt`, `fns`, `brev`, `clz`, `popc`, `bfe`, `bfi` at the operand width, and the
//! conversions' rounding modes (`.rn` to nearest even, `.rz` toward zero, `.rm` down, `.rp`
//! up) with PTX's saturation (out-of-range values clamp, NaN converts to 0).
//!
//! Floating-point functions are computed in `f64` and rounded to the result type. GPUs
//! compute `sinf`, `__expf` and friends with documented ulp errors of their own, so a value
//! here can differ from a GPU's in the last bits; the interpreter is an oracle for races,
//! divergence and faults, and a kernel whose control flow depends on the last bit of a
//! transcendental is outside what it can judge. libdevice's functions are in
//! [`libdevice`](super::libdevice).
//!
//! A name not listed here is not guessed: [`evaluate`] returns `None` and the run stops with
//! "unsupported intrinsic NAME" at the call's `file:line`.

use super::super::program::Scalar;
use super::super::value::{mask, sext, Value};

/// The value of intrinsic (or libdevice function) `name` applied to `args`, with result
/// scalar `sc`; `None` when the interpreter has no semantics for it.
pub(super) fn evaluate(name: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    evaluate_lanes(name, args, sc, 1)
}

/// [`evaluate`] for a result of `result_lanes` lanes (`llvm.vector.extract` needs it).
pub(super) fn evaluate_lanes(
    name: &str,
    args: &[Value],
    sc: Scalar,
    result_lanes: usize,
) -> Option<Value> {
    if let Some(f) = name.strip_prefix("__nv_") {
        return super::libdevice::evaluate(f, args, sc);
    }
    if let Some(rest) = name.strip_prefix("llvm.nvvm.") {
        return super::nvvm_math::evaluate(rest, args, sc);
    }
    if let Some(rest) = name.strip_prefix("llvm.amdgcn.") {
        return super::amdgpu_math::evaluate(rest, args, sc);
    }
    let rest = name.strip_prefix("llvm.")?;
    if let Some(v) = rest.strip_prefix("vector.") {
        return super::vector_math::evaluate(name, v, args, sc, result_lanes);
    }
    super::llvm_math::evaluate(name, rest, args, sc)
}

/// Operand `k` as an integer of `bits` bits (zero-extended).
pub(super) fn uarg(args: &[Value], k: usize, bits: u32) -> u64 {
    args.get(k).map_or(0, |v| v.bits() & mask(bits))
}

/// Operand `k` as a signed integer of `bits` bits.
pub(super) fn sarg(args: &[Value], k: usize, bits: u32) -> i64 {
    sext(uarg(args, k, bits), bits)
}

/// Operand `k` as a float.
pub(super) fn farg(args: &[Value], k: usize) -> f64 {
    args.get(k).map_or(0.0, Value::f64)
}

/// The C library's float functions that LLVM's intrinsics (`llvm.exp.f32`, family `exp`) and
/// libdevice (`__nv_expf`, name `exp`) both name, on `args` as `f64`, as the host computes
/// them; the caller rounds the result to its format. `None` for another name.
pub(super) fn c_library(name: &str, args: &[Value]) -> Option<f64> {
    let (x, y) = (farg(args, 0), farg(args, 1));
    Some(match name {
        "fabs" => x.abs(),
        "exp" => x.exp(),
        "exp2" => x.exp2(),
        "log" => x.ln(),
        "log2" => x.log2(),
        "log10" => x.log10(),
        "pow" => x.powf(y),
        "powi" => x.powi(sarg(args, 1, 32) as i32),
        "sin" => x.sin(),
        "cos" => x.cos(),
        "tan" => x.tan(),
        "asin" => x.asin(),
        "acos" => x.acos(),
        "atan" => x.atan(),
        "sinh" => x.sinh(),
        "cosh" => x.cosh(),
        "tanh" => x.tanh(),
        "floor" => x.floor(),
        "ceil" => x.ceil(),
        "trunc" => x.trunc(),
        "round" => x.round(),
        "rint" | "nearbyint" => x.round_ties_even(),
        "copysign" => x.copysign(y),
        _ => return None,
    })
}

/// For the tests of every table of float functions: [`evaluate`] of `name` (`__nv_expf`,
/// `llvm.nvvm.fma.rn.f`) on `f32` operands, whose result must be an `f32`.
#[cfg(test)]
pub(super) fn eval_f32(name: &str, args: &[f32]) -> f32 {
    let vals: Vec<Value> = args.iter().map(|a| Value::F32(*a)).collect();
    match evaluate(name, &vals, Scalar::F32) {
        Some(Value::F32(v)) => v,
        other => panic!("{name}: {other:?}"),
    }
}

/// Rounding modes of the conversions.
#[derive(Clone, Copy)]
pub(super) enum Rounding {
    NearestEven,
    TowardZero,
    Down,
    Up,
}

impl Rounding {
    /// The mode a name spells (`.rn`/`_rn`, `.rz`/`_rz`, `.rm`/`_rd`, `.rp`/`_ru`); `.rz` when
    /// none is spelled (C's truncating conversion).
    pub(super) fn of(name: &str) -> Rounding {
        let has = |s: &str| name.contains(&format!(".{s}")) || name.contains(&format!("_{s}"));
        if has("rn") {
            Rounding::NearestEven
        } else if has("rm") || has("rd") {
            Rounding::Down
        } else if has("rp") || has("ru") {
            Rounding::Up
        } else {
            Rounding::TowardZero
        }
    }

    fn apply(self, x: f64) -> f64 {
        match self {
            Rounding::NearestEven => x.round_ties_even(),
            Rounding::TowardZero => x.trunc(),
            Rounding::Down => x.floor(),
            Rounding::Up => x.ceil(),
        }
    }
}

/// A float converted to an integer of `bits` bits with PTX's saturation (Rust's `as` clamps
/// and maps NaN to 0, which is what `cvt.rzi.s32.f32` and friends do).
pub(super) fn float_to_int(x: f64, rounding: Rounding, bits: u32, signed: bool) -> u64 {
    let r = rounding.apply(x);
    let v = match (signed, bits) {
        (true, 64) => r as i64 as u64,
        (true, b) => {
            let lo = -(1i64 << (b - 1));
            let hi = (1i64 << (b - 1)) - 1;
            if r.is_nan() {
                0
            } else {
                (r.clamp(lo as f64, hi as f64) as i64) as u64
            }
        }
        (false, 64) => r as u64,
        (false, b) => {
            if r.is_nan() {
                0
            } else {
                r.clamp(0.0, mask(b) as f64) as u64
            }
        }
    };
    v & mask(bits)
}

/// `prmt.b32 d, a, b, c` in its default mode: byte `i` of `d` is byte `c[4i+2:4i]` of the
/// eight bytes `{b, a}` (a the low four), replicated from that byte's sign bit when `c[4i+3]`
/// is set.
pub(super) fn prmt(a: u32, b: u32, selector: u32) -> u32 {
    let bytes = (u64::from(b) << 32) | u64::from(a);
    (0..4).fold(0u32, |d, i| {
        let s = (selector >> (4 * i)) & 0xf;
        let byte = (bytes >> (8 * (s & 7))) as u8;
        let byte = if s & 8 != 0 {
            if byte & 0x80 != 0 {
                0xff
            } else {
                0
            }
        } else {
            byte
        };
        d | (u32::from(byte) << (8 * i))
    })
}

/// `fns.b32 d, mask, base, offset`: the bit position of the `|offset|`-th set bit of `mask`
/// counting from `base` upward (`offset > 0`) or downward (`offset < 0`), `base` itself when
/// `offset = 0` and that bit is set; `0xffffffff` when there is none (PTX ISA, `fns`).
pub(super) fn fns(mask_bits: u32, base: u32, offset: i32) -> u32 {
    if offset == 0 {
        return if base < 32 && mask_bits >> base & 1 == 1 {
            base
        } else {
            u32::MAX
        };
    }
    let step: i64 = if offset > 0 { 1 } else { -1 };
    let mut remaining = offset.unsigned_abs();
    let mut pos = i64::from(base);
    while (0..32).contains(&pos) {
        if mask_bits >> pos & 1 == 1 {
            remaining -= 1;
            if remaining == 0 {
                return pos as u32;
            }
        }
        pos += step;
    }
    u32::MAX
}

/// `|a - b| + c` at `bits`, signed or unsigned.
pub(super) fn sad(args: &[Value], bits: u32, signed: bool) -> u64 {
    let diff = if signed {
        sarg(args, 0, bits).abs_diff(sarg(args, 1, bits))
    } else {
        uarg(args, 0, bits).abs_diff(uarg(args, 1, bits))
    };
    diff.wrapping_add(uarg(args, 2, bits)) & mask(bits)
}

/// The high half of the `2·bits`-bit product.
pub(super) fn mul_hi(args: &[Value], bits: u32, signed: bool) -> u64 {
    let p = if signed {
        (i128::from(sarg(args, 0, bits)) * i128::from(sarg(args, 1, bits))) as u128
    } else {
        u128::from(uarg(args, 0, bits)) * u128::from(uarg(args, 1, bits))
    };
    ((p >> bits) as u64) & mask(bits)
}

/// The low 32 bits of the product of the operands' low 24 bits.
pub(super) fn mul24(args: &[Value], signed: bool) -> u64 {
    let p = if signed {
        sext(uarg(args, 0, 24), 24).wrapping_mul(sext(uarg(args, 1, 24), 24)) as u64
    } else {
        uarg(args, 0, 24).wrapping_mul(uarg(args, 1, 24))
    };
    p & mask(32)
}

/// `bfe`: `len` bits of `a` from `pos`, sign-extended from the field's top bit when signed.
pub(super) fn bfe(a: u64, pos: u32, len: u32, bits: u32, signed: bool) -> u64 {
    let pos = pos.min(bits);
    let len = len.min(bits - pos);
    if len == 0 {
        return if signed && (sext(a, bits) < 0) && pos >= bits {
            mask(bits)
        } else {
            0
        };
    }
    let field = (a >> pos) & mask(len);
    if signed {
        (sext(field, len) as u64) & mask(bits)
    } else {
        field
    }
}

/// `bfi`: `len` bits of `a` inserted into `b` at `pos` (PTX ISA, `bfi`: bits past the
/// width are dropped).
pub(super) fn bfi(a: u64, b: u64, pos: u32, len: u32, bits: u32) -> u64 {
    if pos >= bits || len == 0 {
        return b & mask(bits);
    }
    let len = len.min(bits - pos);
    let field = mask(len) << pos;
    ((b & !field) | ((a << pos) & field)) & mask(bits)
}

/// The integer width a conversion's source spells (`ll`/`ull`/`d…ll` 64, else 32).
pub(super) fn int_width(name: &str) -> u32 {
    if name.contains("ll") {
        64
    } else {
        32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i32v(v: i64) -> Value {
        Value::Int(v as u64 & mask(32))
    }

    fn eval_i32(name: &str, args: &[i64]) -> i64 {
        let args: Vec<Value> = args.iter().map(|a| i32v(*a)).collect();
        let v = evaluate(name, &args, Scalar::Int(32)).expect(name);
        sext(v.bits(), 32)
    }

    #[test]
    fn mul24_uses_the_low_24_bits_signed_or_not() {
        // 0x1000001 has low 24 bits 1: the product is the other operand.
        assert_eq!(eval_i32("llvm.nvvm.mul24.i", &[0x100_0001, 77]), 77);
        assert_eq!(eval_i32("llvm.nvvm.mul24.ui", &[0x100_0001, 77]), 77);
        // -3 in 24 bits is still -3 signed, 0xfffffd unsigned.
        assert_eq!(eval_i32("__nv_mul24", &[-3, 5]), -15);
        assert_eq!(
            eval_i32("__nv_umul24", &[-3, 5]),
            (0xff_fffd * 5) & 0xffff_ffff
        );
    }

    #[test]
    fn sad_and_mulhi_follow_the_isa() {
        assert_eq!(eval_i32("llvm.nvvm.sad.i", &[-5, 7, 100]), 112);
        // Unsigned: -5 is 0xfffffffb, far from 7.
        assert_eq!(
            eval_i32("llvm.nvvm.sad.ui", &[-5, 7, 0]) as u32,
            0xffff_fffbu32 - 7
        );
        assert_eq!(eval_i32("llvm.nvvm.mulhi.i", &[-1, 1]), -1);
        assert_eq!(eval_i32("llvm.nvvm.mulhi.ui", &[-1, 2]), 1);
        assert_eq!(eval_i32("__nv_usad", &[3, 10, 1]), 8);
    }

    #[test]
    fn prmt_selects_and_replicates_bytes() {
        let (a, b) = (0x4433_2211, 0x8877_6655);
        for (name, selector, want) in [
            // Identity and swap of the two words.
            ("llvm.nvvm.prmt", 0x3210, 0x4433_2211u32),
            ("llvm.nvvm.prmt", 0x7654, 0x8877_6655),
            // Nibbles from the low end: f = byte 7 (0x88) sign-replicated = 0xff; 0 = byte 0
            // (0x11) as it is; f again; 8 = byte 0 sign-replicated = 0x00.
            ("llvm.nvvm.prmt", 0x8f0f, 0x00ff_11ff),
            // libdevice's byte_perm keeps each selector's low three bits (`c & 0x7777`): no
            // replication, byte 7 (0x88) and byte 0 (0x11).
            ("__nv_byte_perm", 0x8f0f, 0x1188_1188),
        ] {
            let got = eval_i32(name, &[a, b, selector]) as u32;
            assert_eq!(got, want, "{name} with selector {selector:#x}");
        }
    }

    #[test]
    fn fns_counts_set_bits_both_ways() {
        let m = 0b1011_0100;
        assert_eq!(fns(m, 0, 1), 2);
        assert_eq!(fns(m, 0, 2), 4);
        assert_eq!(fns(m, 0, 4), 7);
        assert_eq!(fns(m, 0, 5), u32::MAX);
        assert_eq!(fns(m, 7, -2), 5);
        assert_eq!(fns(m, 4, 0), 4);
        assert_eq!(fns(m, 3, 0), u32::MAX);
        assert_eq!(eval_i32("llvm.nvvm.fns", &[m as i64, 7, -2]), 5);
    }

    #[test]
    fn brev_clz_popc_at_their_widths() {
        assert_eq!(eval_i32("llvm.nvvm.brev32", &[1]) as u32, 0x8000_0000);
        assert_eq!(eval_i32("llvm.nvvm.clz.i", &[1]), 31);
        assert_eq!(eval_i32("__nv_clz", &[0]), 32);
        assert_eq!(eval_i32("__nv_ffs", &[0b1000]), 4);
        let v = evaluate("llvm.nvvm.clz.ll", &[Value::Int(1)], Scalar::Int(32)).unwrap();
        assert_eq!(v.bits(), 63);
        let v = evaluate(
            "llvm.nvvm.popc.ll",
            &[Value::Int(u64::MAX)],
            Scalar::Int(32),
        )
        .unwrap();
        assert_eq!(v.bits(), 64);
    }

    #[test]
    fn unsigned_min_max_are_unsigned() {
        assert_eq!(eval_i32("llvm.nvvm.min.ui", &[-1, 3]), 3);
        assert_eq!(eval_i32("llvm.nvvm.min.i", &[-1, 3]), -1);
        assert_eq!(eval_i32("__nv_umax", &[-1, 3]), -1);
        assert_eq!(eval_i32("__nv_max", &[-1, 3]), 3);
    }

    #[test]
    fn conversions_round_and_saturate() {
        let f = |x: f32| Value::F32(x);
        let conv = |name: &str, x: f32| {
            sext(
                evaluate(name, &[f(x)], Scalar::Int(32)).expect(name).bits(),
                32,
            )
        };
        assert_eq!(conv("llvm.nvvm.f2i.rn", 2.5), 2);
        assert_eq!(conv("llvm.nvvm.f2i.rn", 3.5), 4);
        assert_eq!(conv("llvm.nvvm.f2i.rz", -2.7), -2);
        assert_eq!(conv("llvm.nvvm.f2i.rm", -2.2), -3);
        assert_eq!(conv("llvm.nvvm.f2i.rp", 2.2), 3);
        assert_eq!(conv("__nv_float2int_rd", 2.9), 2);
        assert_eq!(conv("__nv_float2int_rn", 1e20), i64::from(i32::MAX));
        assert_eq!(conv("__nv_float2int_rn", f32::NAN), 0);
        assert_eq!(conv("__nv_float2uint_rn", -4.0), 0);
        let v = evaluate("__nv_int2float_rn", &[i32v(-7)], Scalar::F32).unwrap();
        assert_eq!(v, Value::F32(-7.0));
        let v = evaluate("llvm.nvvm.ui2f.rn", &[i32v(-1)], Scalar::F32).unwrap();
        assert_eq!(v, Value::F32(4_294_967_295.0));
    }

    #[test]
    fn libdevice_float_functions_by_name() {
        let one = |name: &str, x: f32| eval_f32(name, &[x]);
        assert_eq!(one("__nv_fabsf", -2.0), 2.0);
        assert_eq!(one("__nv_expf", 0.0), 1.0);
        assert_eq!(one("__nv_fast_expf", 0.0), 1.0);
        assert_eq!(one("__nv_sqrtf", 9.0), 3.0);
        assert!((one("__nv_erff", 0.5) - 0.520_499_9).abs() < 1e-6);
        assert!((one("__nv_erfcf", -1.0) - 1.842_700_8).abs() < 1e-6);
        assert_eq!(one("__nv_saturatef", 3.0), 1.0);
        let d = evaluate(
            "__nv_fdividef",
            &[Value::F32(1.0), Value::F32(4.0)],
            Scalar::F32,
        );
        assert_eq!(d, Some(Value::F32(0.25)));
        // Not guessed: a name libdevice does not have has no value.
        assert_eq!(
            evaluate("__nv_lgammaff", &[Value::F32(1.0)], Scalar::F32),
            None
        );
        assert_eq!(evaluate("__nv_no_such_function", &[], Scalar::F32), None);
    }

    #[test]
    fn funnel_shifts_and_bfe() {
        let args = [i32v(0x1234_5678), i32v(0x9abc_def0), i32v(8)];
        for (name, want) in [
            ("llvm.fshl.i32", 0x3456_789a),
            ("llvm.fshr.i32", 0x789a_bcde),
        ] {
            let v = evaluate(name, &args, Scalar::Int(32)).unwrap();
            assert_eq!(v.bits(), want, "{name}");
        }
        assert_eq!(bfe(0xf0, 4, 4, 32, false), 0xf);
        assert_eq!(sext(bfe(0xf0, 4, 4, 32, true), 32), -1);
    }
}
