//! LLVM's `llvm.vector.*` intrinsics: reductions (`llvm.vector.reduce.fadd.v4f32(float %start,
//! <4 x float> %v)`, `…reduce.umax.v8i32(<8 x i32>)`), subvectors (`extract`, `insert`),
//! `reverse`, `splice`, `interleave2`/`deinterleave2` (LangRef, "Vector Reduction
//! Intrinsics" and "Vector Intrinsics").
//!
//! Reductions go lane 0 first. `fadd`/`fmul` start from their scalar operand and are the
//! ordered reduction (LangRef: unordered only with `reassoc`, which allows any order — this
//! one included); `fmax`/`fmin` ignore NaN lanes as `maxnum` does, `fmaximum`/`fminimum`
//! propagate them.

use super::super::program::{round_float, Scalar};
use super::super::value::{mask, sext, Value};
use super::llvm_math::int_suffix_bits;
use std::rc::Rc;

fn lanes(v: &Value) -> Vec<Value> {
    match v {
        Value::Agg(items) => items.to_vec(),
        Value::Undef => Vec::new(),
        other => vec![other.clone()],
    }
}

/// The value of `llvm.vector.REST` on `args`, the result having `result_lanes` lanes (1 for
/// a scalar); `None` when the operation is not one of them.
pub(super) fn evaluate(
    name: &str,
    rest: &str,
    args: &[Value],
    sc: Scalar,
    result_lanes: usize,
) -> Option<Value> {
    let vec_of = |items: Vec<Value>| Value::Agg(Rc::from(items));
    if let Some(op) = rest.strip_prefix("reduce.") {
        let op = op.split('.').next()?;
        if matches!(op, "fadd" | "fmul") {
            let mut acc = args.first()?.f64();
            for l in lanes(args.get(1)?) {
                let v = l.f64();
                acc = if op == "fadd" { acc + v } else { acc * v };
                acc = round_float(sc, acc).f64();
            }
            return Some(round_float(sc, acc));
        }
        let items = lanes(args.first()?);
        if matches!(op, "fmax" | "fmin" | "fmaximum" | "fminimum") {
            let max = op.contains("max");
            let propagate = op.len() > 4;
            let mut acc: Option<f64> = None;
            for l in &items {
                let v = l.f64();
                acc = Some(match acc {
                    None => v,
                    Some(a) if propagate && (a.is_nan() || v.is_nan()) => f64::NAN,
                    Some(a) if a.is_nan() => v,
                    Some(a) if v.is_nan() => a,
                    Some(a) if max => a.max(v),
                    Some(a) => a.min(v),
                });
            }
            return Some(round_float(sc, acc.unwrap_or(f64::NAN)));
        }
        let bits = int_suffix_bits(name).unwrap_or(32);
        let m = mask(bits);
        let vals: Vec<u64> = items.iter().map(|l| l.bits() & m).collect();
        let first = *vals.first()?;
        let v = vals.iter().skip(1).fold(first, |a, &b| match op {
            "add" => a.wrapping_add(b),
            "mul" => a.wrapping_mul(b),
            "and" => a & b,
            "or" => a | b,
            "xor" => a ^ b,
            "umax" => a.max(b),
            "umin" => a.min(b),
            "smax" => sext(a, bits).max(sext(b, bits)) as u64,
            "smin" => sext(a, bits).min(sext(b, bits)) as u64,
            _ => a,
        });
        if !matches!(
            op,
            "add" | "mul" | "and" | "or" | "xor" | "umax" | "umin" | "smax" | "smin"
        ) {
            return None;
        }
        return Some(Value::Int(v & m));
    }
    let family = rest.split('.').next()?;
    Some(match family {
        "extract" => {
            let v = lanes(args.first()?);
            let at = args.get(1)?.bits() as usize;
            vec_of(
                (0..result_lanes)
                    .map(|i| v.get(at + i).cloned().unwrap_or(Value::Undef))
                    .collect(),
            )
        }
        "insert" => {
            let mut v = lanes(args.first()?);
            let sub = lanes(args.get(1)?);
            let at = args.get(2)?.bits() as usize;
            if v.len() < result_lanes {
                v.resize(result_lanes, Value::Undef);
            }
            for (i, x) in sub.into_iter().enumerate() {
                if let Some(slot) = v.get_mut(at + i) {
                    *slot = x;
                }
            }
            vec_of(v)
        }
        "reverse" => {
            let mut v = lanes(args.first()?);
            v.reverse();
            vec_of(v)
        }
        "splice" => {
            let mut both = lanes(args.first()?);
            let n = both.len();
            both.extend(lanes(args.get(1)?));
            let imm = sext(args.get(2)?.bits(), 32);
            let start = if imm >= 0 {
                imm as usize
            } else {
                (n as i64 + imm).max(0) as usize
            };
            vec_of(
                (0..n)
                    .map(|i| both.get(start + i).cloned().unwrap_or(Value::Undef))
                    .collect(),
            )
        }
        "interleave2" => {
            let (a, b) = (lanes(args.first()?), lanes(args.get(1)?));
            vec_of(a.into_iter().zip(b).flat_map(|(x, y)| [x, y]).collect())
        }
        "deinterleave2" => {
            let v = lanes(args.first()?);
            let even = v.iter().step_by(2).cloned().collect();
            let odd = v.iter().skip(1).step_by(2).cloned().collect();
            Value::Agg(Rc::from(vec![vec_of(even), vec_of(odd)]))
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(items: &[u64]) -> Value {
        Value::Agg(items.iter().map(|x| Value::Int(*x)).collect())
    }

    #[test]
    fn integer_and_float_reductions() {
        let r = |op: &str, x: Value| {
            let name = format!("llvm.vector.reduce.{op}.v4i8");
            evaluate(&name, &name[12..], &[x], Scalar::Int(8), 1).unwrap()
        };
        assert_eq!(r("add", v(&[200, 100, 1, 2])), Value::Int(47));
        assert_eq!(r("smax", v(&[200, 100, 1, 2])), Value::Int(100));
        assert_eq!(r("umax", v(&[200, 100, 1, 2])), Value::Int(200));
        let f = Value::Agg(Rc::from(vec![Value::F32(1.5), Value::F32(f32::NAN)]));
        let name = "llvm.vector.reduce.fmax.v2f32";
        assert_eq!(
            evaluate(name, &name[12..], std::slice::from_ref(&f), Scalar::F32, 1),
            Some(Value::F32(1.5))
        );
        let name = "llvm.vector.reduce.fadd.v2f32";
        let g = Value::Agg(Rc::from(vec![Value::F32(1.5), Value::F32(2.0)]));
        assert_eq!(
            evaluate(name, &name[12..], &[Value::F32(1.0), g], Scalar::F32, 1),
            Some(Value::F32(4.5))
        );
    }

    #[test]
    fn subvectors_and_interleaving() {
        let name = "llvm.vector.extract.v2i32.v4i32";
        assert_eq!(
            evaluate(
                name,
                &name[12..],
                &[v(&[1, 2, 3, 4]), Value::Int(2)],
                Scalar::Int(32),
                2
            ),
            Some(v(&[3, 4]))
        );
        let name = "llvm.vector.interleave2.v4i32";
        assert_eq!(
            evaluate(
                name,
                &name[12..],
                &[v(&[1, 2]), v(&[3, 4])],
                Scalar::Int(32),
                4
            ),
            Some(v(&[1, 3, 2, 4]))
        );
        let name = "llvm.vector.splice.v4i32";
        assert_eq!(
            evaluate(
                name,
                &name[12..],
                &[v(&[1, 2, 3, 4]), v(&[5, 6, 7, 8]), Value::Int(0xffff_ffff)],
                Scalar::Int(32),
                4
            ),
            Some(v(&[4, 5, 6, 7]))
        );
    }
}
