//! Floating-point literals of LLVM 22 and later (`f0x…`, `-inf`, `+nan`, `qnan(0x8)`), read to
//! the exact bits LLVM gives them: `tests/syntax/newer/float_literals.ll`, and errors for the
//! malformed ones.

#[path = "../../framework/tests/common.rs"]
mod common;

use syncflow_ir::{parse_module, Constant, FloatBits, Function, Module, Operand};

fn load() -> Module {
    let path = common::tests_dir().join("syntax/newer/float_literals.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    parse_module("float_literals.ll", &text).unwrap_or_else(|e| panic!("{e}"))
}

/// The constant operands of the instruction defining `%name`, in operand order.
fn consts<'m>(m: &'m Module, f: &Function, name: &str) -> Vec<&'m Constant> {
    let local = f.local_by_name(name).unwrap();
    let inst = &f.insts[f.def_inst(local).unwrap()];
    inst.operands
        .iter()
        .filter_map(|op| match op {
            Operand::Const(c) => Some(&m.constants[*c]),
            _ => None,
        })
        .collect()
}

fn double_bits(c: &Constant) -> u64 {
    match c {
        Constant::Float {
            bits: FloatBits::Double(d),
            ..
        } => d.to_bits(),
        other => panic!("not a float/double constant: {other:?}"),
    }
}

fn half_bits(c: &Constant) -> u16 {
    match c {
        Constant::Float {
            bits: FloatBits::Half(h),
            ..
        } => *h,
        other => panic!("not a half/bfloat constant: {other:?}"),
    }
}

#[test]
fn hexadecimal_literals_are_the_bits_of_their_own_type() {
    let m = load();
    let f = &m.functions[m.function_by_name("floats").unwrap()];
    // float f0x3FB8AA3B = log2(e) as a float; kept as the f64 of that float exactly.
    let log2e = double_bits(consts(&m, f, "log2e")[0]);
    assert_eq!(log2e, f64::from(f32::from_bits(0x3FB8_AA3B)).to_bits());
    assert_eq!(half_bits(consts(&m, f, "one_h")[0]), 0x3C00);
    assert_eq!(half_bits(consts(&m, f, "one_b")[0]), 0x3F80);
    assert_eq!(double_bits(consts(&m, f, "one_d")[0]), 1.0f64.to_bits());
}

#[test]
fn named_values_are_infinities_and_nans_with_their_sign() {
    let m = load();
    let f = &m.functions[m.function_by_name("floats").unwrap()];
    let as_f32 = |c: &Constant| (f64::from_bits(double_bits(c)) as f32).to_bits();
    let lo = consts(&m, f, "lo");
    assert_eq!(as_f32(lo[1]), f32::INFINITY.to_bits(), "+inf");
    assert_eq!(
        as_f32(lo[2]),
        0xFFC0_0000,
        "-nan: sign, all-ones exponent, quiet bit"
    );
    let n = consts(&m, f, "n");
    assert_eq!(as_f32(n[0]), 0x7FC0_0000, "nan");
    assert_eq!(as_f32(n[1]), f32::NEG_INFINITY.to_bits(), "ninf");
    let q = consts(&m, f, "q");
    assert_eq!(double_bits(q[0]), 0x7FF8_0000_0000_0000, "qnan");
    assert_eq!(double_bits(q[1]), 0x7FF0_0000_0000_0001, "snan(0x1)");
    let r = consts(&m, f, "r");
    assert_eq!(double_bits(r[0]), 0xFFF8_0000_0000_0008, "-qnan(0x8)");
    assert_eq!(double_bits(r[1]), f64::INFINITY.to_bits(), "pinf");
    // `splat (float f0x…)` and `-inf` inside a vector instruction.
    let v = consts(&m, f, "v");
    assert!(v.len() >= 2, "{v:?}");
}

#[test]
fn malformed_float_literals_are_located_errors() {
    for text in [
        "fmul float %x, f0x1FFFFFFFF", // 33 bits for a 32-bit float
        "fmul half %x, f0x10000",      // 17 bits for half
        "fmul float %x, f0xZZ",        // not hexadecimal: not a value at all
        "fmul double %x, snan(0xG)",   // bad payload
    ] {
        let module = format!("define void @f(float %x) {{\n  %y = {text}\n  ret void\n}}\n");
        let err = parse_module("bad.ll", &module).expect_err(text).to_string();
        assert!(err.starts_with("bad.ll:2:"), "{text}: {err}");
    }
}

#[test]
fn a_literal_is_read_as_a_call_argument_too() {
    let m = load();
    let f = &m.functions[m.function_by_name("floats").unwrap()];
    let args = consts(&m, f, "fma");
    let as_f32 = |c: &Constant| (f64::from_bits(double_bits(c)) as f32).to_bits();
    assert_eq!(
        as_f32(args[0]),
        0x3400_0000,
        "f0x34000000, not an attribute"
    );
    assert_eq!(as_f32(args[1]), f32::NEG_INFINITY.to_bits());
}
