//! Instructions that only compute a value from registers: arithmetic, comparisons, casts,
//! `select`, aggregate and vector element access, and the math intrinsics (whose semantics
//! live in [`math`](super::math)). No memory, no control flow, no thread state: a function of
//! the operands.

use super::*;

/// The value `op` computes in `frame`; `Ok(None)` when `op` is not a pure computation, `Err`
/// with the reason when the interpreter does not implement it.
pub(super) fn pure_value(op: &Op, frame: &Frame) -> Result<Option<Value>, String> {
    let result;
    match op {
        Op::Binary { op, scalar, a, b } => {
            let (a, b) = (get(frame, a), get(frame, b));
            match apply_binary(*op, *scalar, &a, &b) {
                Ok(v) => result = Some(v),
                Err(e) => return Err(e.to_string()),
            }
        }
        Op::FNeg { scalar, a } => {
            let v = get(frame, a).f64();
            result = Some(match scalar {
                Scalar::F32 => Value::F32(-(v as f32)),
                _ => Value::F64(-v),
            });
        }
        Op::ICmp { pred, bits, a, b } => {
            let m = mask(*bits);
            let (x, y) = (get(frame, a).bits() & m, get(frame, b).bits() & m);
            let (sx, sy) = (sext(x, *bits), sext(y, *bits));
            let r = match pred.as_str() {
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
            result = Some(Value::Int(u64::from(r)));
        }
        Op::FCmp { pred, a, b } => {
            let (x, y) = (get(frame, a).f64(), get(frame, b).f64());
            let uno = x.is_nan() || y.is_nan();
            let r = match pred.as_str() {
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
            result = Some(Value::Int(u64::from(r)));
        }
        Op::Cast { op, from, to, a } => result = Some(apply_cast(*op, *from, *to, &get(frame, a))),
        Op::Select { cond, a, b } => {
            result = Some(if truthy(&get(frame, cond)) {
                get(frame, a)
            } else {
                get(frame, b)
            })
        }
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
        Op::InsertElement { vec, elem, index } => {
            let mut items: Vec<Value> = match get(frame, vec) {
                Value::Agg(items) => items.to_vec(),
                _ => Vec::new(),
            };
            let i = get(frame, index).bits() as usize;
            if items.len() <= i {
                items.resize(i + 1, Value::Undef);
            }
            items[i] = get(frame, elem);
            result = Some(Value::Agg(Rc::from(items)));
        }
        Op::Math { name, args, scalar } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            match super::math::evaluate(name, &vals, *scalar) {
                Some(v) => result = Some(v),
                None => return Err(format!("unsupported intrinsic {name}")),
            }
        }
        _ => return Ok(None),
    }
    Ok(result)
}
