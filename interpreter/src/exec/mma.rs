//! `mma.sync` and `wmma.mma.sync`: the warp's fragments put together into A, B and C, then
//! `D = A·B + C`, each lane given its fragment of D (fragments: `program::mma_spec`).
//!
//! Arithmetic: the products of `.f16`/`.bf16`/`.tf32` elements are exact in `f64`, the sum of
//! a row by a column is accumulated in `f64` in `k` order and rounded once to D's type. The
//! ISA leaves the tensor cores' internal order and precision open (at least single
//! precision), so a value can differ from a GPU's in the last bits of an `.f32` result.
//! `.tf32` elements drop their 13 low mantissa bits (truncated, as the hardware reads them).
//! Integer products and sums are exact; D wraps at 32 bits, or clamps with `.satfinite`.

use super::super::program::mma_spec::{Matrix, MmaElem, MmaSpec};
use super::super::program::{float16_bits, float16_value, Scalar};
use super::access::fault;
use super::*;

/// One lane's operands: the registers' bits, and the layouts of D's registers.
#[derive(Clone, Debug)]
pub(super) struct MmaLane {
    pub spec: MmaSpec,
    pub a: Vec<u64>,
    pub b: Vec<u64>,
    pub c: Vec<u64>,
    pub outputs: Vec<Layout>,
}

/// The bits of a register value as its layout stores it (`<2 x half>` → 32 bits).
pub(super) fn register_bits(v: &Value, layout: &Layout) -> u64 {
    let size = layout.size() as usize;
    let mut bytes = vec![0u8; size.max(8)];
    super::super::memory::encode(&mut bytes[..size], layout, v);
    bytes[..8]
        .iter()
        .enumerate()
        .fold(0u64, |acc, (k, b)| acc | (u64::from(*b) << (8 * k)))
}

/// The value of register `bits` in `layout`.
pub(super) fn register_value(bits: u64, layout: &Layout) -> Value {
    let size = layout.size() as usize;
    let bytes: Vec<u8> = (0..size.max(8))
        .map(|k| (bits >> (8 * (k % 8))) as u8)
        .collect();
    super::super::memory::decode(&bytes[..size.min(8)], layout)
}

/// Element `j` of register `bits` of type `elem`, as a number.
pub(super) fn element(bits: u64, j: usize, elem: MmaElem) -> f64 {
    let eb = elem.bits();
    let raw = (bits >> (eb * j as u32)) & mask(eb);
    match elem {
        MmaElem::F16 => float16_value(Scalar::Half, raw as u16),
        MmaElem::BF16 => float16_value(Scalar::BFloat, raw as u16),
        MmaElem::TF32 => f64::from(f32::from_bits(raw as u32 & !0x1fff)),
        MmaElem::F32 => f64::from(f32::from_bits(raw as u32)),
        MmaElem::F64 => f64::from_bits(raw),
        MmaElem::S8 => sext(raw, 8) as f64,
        MmaElem::U8 => raw as f64,
        MmaElem::S32 => sext(raw, 32) as f64,
    }
}

/// The bits of number `x` as an element of type `elem` (rounded to it).
pub(super) fn element_bits(x: f64, elem: MmaElem, satfinite: bool) -> u64 {
    match elem {
        MmaElem::F16 => u64::from(float16_bits(Scalar::Half, finite(x, 65504.0, satfinite))),
        MmaElem::BF16 => u64::from(float16_bits(
            Scalar::BFloat,
            finite(x, 3.389_531_389_251_535_5e38, satfinite),
        )),
        MmaElem::TF32 | MmaElem::F32 => {
            u64::from((finite(x, f64::from(f32::MAX), satfinite) as f32).to_bits())
        }
        MmaElem::F64 => x.to_bits(),
        MmaElem::S32 => {
            let v = if satfinite {
                x.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i64
            } else {
                x as i128 as i64
            };
            (v as u64) & mask(32)
        }
        MmaElem::S8 | MmaElem::U8 => (x as i64 as u64) & mask(8),
    }
}

fn finite(x: f64, max: f64, satfinite: bool) -> f64 {
    if satfinite && !x.is_nan() {
        x.clamp(-max, max)
    } else {
        x
    }
}

/// The matrix `which` (row-major, `rows × cols`) from every lane's registers.
fn gather(spec: &MmaSpec, which: Matrix, lanes: &[(usize, &[u64])]) -> Vec<f64> {
    let elem = spec.elem(which);
    let (rows, cols) = spec.dims(which);
    let mut m = vec![0.0; rows * cols];
    let per = elem.per_register();
    for (lane, regs) in lanes {
        for e in 0..spec.fragment_len(which, elem) {
            let (r, c) = spec.position(which, *lane, e, elem);
            let bits = regs.get(e / per).copied().unwrap_or(0);
            m[r * cols + c] = element(bits, e % per, elem);
        }
    }
    m
}

/// Runs the warp's `mma` (every lane must be at it, with the same operation); each lane's D.
pub(super) fn execute(
    ctx: &mut Ctx<'_, '_>,
    threads: &[Thread],
    base: usize,
    ops: &[(usize, MmaLane)],
) -> Result<Vec<(usize, Option<Value>)>, Stop> {
    let lead = &threads[base + ops[0].0];
    let spec = ops[0].1.spec;
    if ops.len() != 32 || ops.iter().any(|(_, o)| o.spec != spec) {
        return Err(fault(
            ctx,
            lead,
            "mma: every lane of the warp must execute the same mma (`.sync.aligned`)".into(),
        ));
    }
    let take = |f: fn(&MmaLane) -> &[u64]| -> Vec<(usize, &[u64])> {
        ops.iter().map(|(l, o)| (*l, f(o))).collect()
    };
    let a = gather(&spec, Matrix::A, &take(|o| &o.a));
    let b = gather(&spec, Matrix::B, &take(|o| &o.b));
    let c = gather(&spec, Matrix::C, &take(|o| &o.c));
    let (m, n, k) = spec.shape;
    let integer = matches!(spec.d, MmaElem::S32);
    let mut d = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            if integer {
                let mut acc = c[i * n + j] as i128;
                for t in 0..k {
                    acc += a[i * k + t] as i128 * b[t * n + j] as i128;
                }
                d[i * n + j] = acc as f64;
                if !spec.satfinite {
                    d[i * n + j] = f64::from(acc as i32);
                }
            } else {
                let mut acc = c[i * n + j];
                for t in 0..k {
                    acc += a[i * k + t] * b[t * n + j];
                }
                d[i * n + j] = acc;
            }
        }
    }
    let per = spec.d.per_register();
    let mut results = Vec::with_capacity(32);
    for (lane, op) in ops {
        let len = spec.fragment_len(Matrix::C, spec.d);
        let mut regs = vec![0u64; len.div_ceil(per)];
        for e in 0..len {
            let (r, col) = spec.position(Matrix::C, *lane, e, spec.d);
            let bits = element_bits(d[r * n + col], spec.d, spec.satfinite);
            regs[e / per] |= bits << (spec.d.bits() * (e % per) as u32);
        }
        let values: Vec<Value> = regs
            .iter()
            .zip(&op.outputs)
            .map(|(bits, layout)| register_value(*bits, layout))
            .collect();
        results.push((
            *lane,
            Some(if values.len() == 1 {
                values.into_iter().next().unwrap_or(Value::Undef)
            } else {
                Value::Agg(Rc::from(values))
            }),
        ));
    }
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_and_elements_round_trip() {
        let pair = Value::Agg(Rc::from(vec![Value::F64(1.0), Value::F64(-2.0)]));
        let layout = Layout::Agg(vec![(0, Layout::Half), (2, Layout::Half)], 4);
        let bits = register_bits(&pair, &layout);
        assert_eq!(bits, 0xc000_3c00);
        assert_eq!(element(bits, 1, MmaElem::F16), -2.0);
        assert_eq!(register_value(bits, &layout), pair);
        assert_eq!(element_bits(3.0, MmaElem::F16, false), 0x4200);
        assert_eq!(element_bits(1e10, MmaElem::S32, true), 0x7fff_ffff);
        assert_eq!(element(0xff, 0, MmaElem::S8), -1.0);
    }
}
