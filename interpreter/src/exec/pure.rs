//! Instructions that only compute a value from registers: arithmetic, comparisons, casts,
//! `select`, aggregate and vector element access, and the math intrinsics (whose semantics
//! live in [`math`](super::math)). No memory, no control flow, no thread state: a function of
//! the operands.

use super::*;
use crate::program::{bitcast, SharedWindow};

/// The value `op` computes in `frame`; `Ok(None)` when `op` is not a pure computation, `Err`
/// with the reason when the interpreter does not implement it.
pub(super) fn pure_value(
    op: &Op,
    frame: &Frame,
    window: &SharedWindow,
) -> Result<Option<Value>, String> {
    let result = match op {
        Op::SharedAddress { a, bits } => {
            let v = get(frame, a);
            let address = match &v {
                Value::Ptr(p) => window.address(*p),
                _ => None,
            };
            Some(Value::Int(
                address.unwrap_or_else(|| v.bits()) & mask(*bits),
            ))
        }
        Op::SharedPointer { a } => Some(Value::Ptr(window.resolve(&get(frame, a)))),
        Op::Binary { op, scalar, a, b } => {
            let (a, b) = (get(frame, a), get(frame, b));
            Some(lanes2(&a, &b, &mut |a, b| {
                apply_binary(*op, *scalar, a, b).map_err(str::to_string)
            })?)
        }
        Op::FNeg { scalar, a } => Some(lanes1(&get(frame, a), &mut |v| {
            Ok(match scalar {
                Scalar::F32 => Value::F32(-(v.f64() as f32)),
                _ => Value::F64(-v.f64()),
            })
        })?),
        Op::ICmp { pred, bits, a, b } => {
            let (a, b) = (get(frame, a), get(frame, b));
            Some(lanes2(&a, &b, &mut |a, b| icmp(pred, *bits, a, b))?)
        }
        Op::FCmp { pred, a, b } => {
            let (a, b) = (get(frame, a), get(frame, b));
            Some(lanes2(&a, &b, &mut |a, b| fcmp(pred, a, b))?)
        }
        Op::Cast { op, from, to, a } => Some(lanes1(&get(frame, a), &mut |v| {
            Ok(apply_cast(*op, *from, *to, v))
        })?),
        Op::BitCast { from, to, a } => Some(bitcast(from, to, &get(frame, a))),
        Op::Select { cond, a, b } => {
            let (c, a, b) = (get(frame, cond), get(frame, a), get(frame, b));
            Some(match &c {
                // A vector condition selects lane by lane.
                Value::Agg(lanes) => Value::Agg(
                    lanes
                        .iter()
                        .enumerate()
                        .map(|(i, l)| {
                            if truthy(l) {
                                a.element(i)
                            } else {
                                b.element(i)
                            }
                        })
                        .collect(),
                ),
                c if truthy(c) => a,
                _ => b,
            })
        }
        Op::ShuffleVector { a, b, len_a, mask } => {
            let (a, b) = (get(frame, a), get(frame, b));
            Some(Value::Agg(
                mask.iter()
                    .map(|m| match m {
                        Some(i) if i < len_a => a.element(*i),
                        Some(i) => b.element(i - len_a),
                        None => Value::Undef,
                    })
                    .collect(),
            ))
        }
        _ => return pure_aggregate(op, frame),
    };
    Ok(result)
}

/// `f` applied lane by lane when `v` is a vector, else to `v`.
fn lanes1(v: &Value, f: &mut dyn FnMut(&Value) -> Result<Value, String>) -> Result<Value, String> {
    match v {
        Value::Agg(items) => Ok(Value::Agg(
            items.iter().map(&mut *f).collect::<Result<_, _>>()?,
        )),
        other => f(other),
    }
}

/// `f` applied lane by lane when either operand is a vector (an `undef` vector operand reads
/// as `undef` lanes), else to the scalars.
fn lanes2(
    a: &Value,
    b: &Value,
    f: &mut dyn FnMut(&Value, &Value) -> Result<Value, String>,
) -> Result<Value, String> {
    let n = match (a, b) {
        (Value::Agg(x), _) => x.len(),
        (_, Value::Agg(y)) => y.len(),
        _ => return f(a, b),
    };
    let lane = |v: &Value, i: usize| match v {
        Value::Agg(_) => v.element(i),
        Value::Undef => Value::Undef,
        scalar => scalar.clone(),
    };
    Ok(Value::Agg(
        (0..n)
            .map(|i| f(&lane(a, i), &lane(b, i)))
            .collect::<Result<_, _>>()?,
    ))
}

pub(super) fn icmp(pred: &str, bits: u32, a: &Value, b: &Value) -> Result<Value, String> {
    let m = mask(bits);
    let (x, y) = (a.bits() & m, b.bits() & m);
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let r = match pred {
        "eq" => x == y,
        "ne" => x != y,
        "ugt" => x > y,
        "uge" => x >= y,
        "ult" => x < y,
        "ule" => x <= y,
        "sgt" => sx > sy,
        "sge" => sx >= sy,
        "slt" => sx < sy,
        "sle" => sx <= sy,
        other => return Err(format!("unknown icmp predicate {other}")),
    };
    Ok(Value::Int(u64::from(r)))
}

fn fcmp(pred: &str, a: &Value, b: &Value) -> Result<Value, String> {
    let (x, y) = (a.f64(), b.f64());
    let uno = x.is_nan() || y.is_nan();
    let r = match pred {
        "false" => false,
        "true" => true,
        "oeq" => !uno && x == y,
        "ogt" => !uno && x > y,
        "oge" => !uno && x >= y,
        "olt" => !uno && x < y,
        "ole" => !uno && x <= y,
        "one" => !uno && x != y,
        "ord" => !uno,
        "ueq" => uno || x == y,
        "ugt" => uno || x > y,
        "uge" => uno || x >= y,
        "ult" => uno || x < y,
        "ule" => uno || x <= y,
        "une" => uno || x != y,
        "uno" => uno,
        other => return Err(format!("unknown fcmp predicate {other}")),
    };
    Ok(Value::Int(u64::from(r)))
}

/// Aggregates, vector elements and intrinsics: the rest of [`pure_value`].
fn pure_aggregate(op: &Op, frame: &Frame) -> Result<Option<Value>, String> {
    let result;
    match op {
        Op::Freeze { a } => result = Some(get(frame, a)),
        Op::ExtractValue { agg, indices } => {
            let mut v = get(frame, agg);
            for i in indices {
                v = v.element(*i as usize);
            }
            result = Some(v);
        }
        Op::InsertValue { agg, elem, indices } => {
            fn insert(v: &Value, path: &[u64], e: Value) -> Value {
                let Some((first, rest)) = path.split_first() else {
                    return e;
                };
                let mut items: Vec<Value> = match v {
                    Value::Agg(items) => items.to_vec(),
                    _ => Vec::new(),
                };
                let i = *first as usize;
                if items.len() <= i {
                    items.resize(i + 1, Value::Undef);
                }
                items[i] = insert(&items[i], rest, e);
                Value::Agg(Rc::from(items))
            }
            result = Some(insert(&get(frame, agg), indices, get(frame, elem)));
        }
        Op::ExtractElement { vec, index } => {
            result = Some(get(frame, vec).element(get(frame, index).bits() as usize))
        }
        Op::InsertElement {
            vec,
            elem,
            index,
            lanes,
        } => {
            let mut items: Vec<Value> = match get(frame, vec) {
                Value::Agg(items) => items.to_vec(),
                _ => vec![Value::Undef; *lanes],
            };
            let i = get(frame, index).bits() as usize;
            if items.len() <= i {
                items.resize(i + 1, Value::Undef);
            }
            items[i] = get(frame, elem);
            result = Some(Value::Agg(Rc::from(items)));
        }
        Op::Math {
            name,
            args,
            scalar,
            lanes,
        } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            let unsupported = || format!("unsupported intrinsic {name}");
            let vector_arg = vals.iter().find_map(|v| match v {
                Value::Agg(items) => Some(items.len()),
                _ => None,
            });
            result = Some(match vector_arg {
                // `llvm.fma.v2f32(<2 x float> …)`: the scalar operation on each lane (scalar
                // operands such as `powi`'s exponent go to every lane); the `llvm.vector.*`
                // operations and the struct-returning ones take whole vectors.
                Some(n) if !name.starts_with("llvm.vector.") && !name.starts_with("__nv_") => {
                    let lanes_out: Vec<Value> = (0..n)
                        .map(|i| {
                            let lane: Vec<Value> = vals
                                .iter()
                                .map(|v| match v {
                                    Value::Agg(_) => v.element(i),
                                    other => other.clone(),
                                })
                                .collect();
                            super::math::evaluate(name, &lane, *scalar).ok_or_else(unsupported)
                        })
                        .collect::<Result<_, _>>()?;
                    Value::Agg(Rc::from(lanes_out))
                }
                _ => super::math::evaluate_lanes(name, &vals, *scalar, *lanes)
                    .ok_or_else(unsupported)?,
            });
        }
        _ => return Ok(None),
    }
    Ok(result)
}
