//! AMD's matrix-core instruction `v_mfma_f32_32x32x8f16` (`llvm.amdgcn.mfma.f32.32x32x8f16`,
//! what Triton-AMD's `tl.dot` emits for f16 on gfx942): `D = A·B + C` for a 32×8 `A`, an
//! 8×32 `B` and a 32×32 `C`/`D`, spread over the 64 lanes of a wave (CDNA3 ISA, "Matrix
//! Fused Multiply-Add"; AMD's matrix instruction calculator gives the same layout):
//!
//! - lane `l` holds `A[l % 32][4·(l / 32) + e]` and `B[4·(l / 32) + e][l % 32]`, `e` in 0..4;
//! - lane `l`'s accumulator element `e` (0..16) is `D[8·(e / 4) + 4·(l / 32) + e % 4][l % 32]`.
//!
//! Only the single-block form is executed (`cbsz`, `abid`, `blgp` all 0); other modifiers,
//! or a wave that is not whole at the instruction, stop the run naming them. Products are
//! summed in `f64` and rounded once to `f32`.

use super::*;

/// The accumulators of every lane, in `lanes`' order: each lane is its index in the wave and
/// its operands (`a`, `b`, `c`, then the modifiers `cbsz`, `abid`, `blgp`).
pub(super) fn mfma_32x32x8_f16(
    lanes: &[(usize, &[Value])],
    ws: usize,
) -> Result<Vec<Value>, String> {
    const NAME: &str = "llvm.amdgcn.mfma.f32.32x32x8f16";
    if ws != 64 || lanes.len() != 64 {
        return Err(format!(
            "{NAME} with {} of the wave's lanes active (it needs a whole wave of 64)",
            lanes.len()
        ));
    }
    let elems = |v: &Value, n: usize| -> Option<Vec<f64>> {
        match v {
            Value::Agg(items) if items.len() == n => Some(items.iter().map(Value::f64).collect()),
            _ => None,
        }
    };
    let mut a = [[0f64; 8]; 32];
    let mut b = [[0f64; 32]; 8];
    let mut c = [[0f64; 32]; 32];
    for &(l, args) in lanes {
        let modifiers: Vec<u64> = args.iter().skip(3).map(Value::bits).collect();
        if modifiers.iter().any(|m| *m != 0) {
            return Err(format!(
                "unsupported: {NAME} with cbsz/abid/blgp {modifiers:?} (only 0, 0, 0)"
            ));
        }
        let (Some(av), Some(bv), Some(cv)) = (
            args.first().and_then(|v| elems(v, 4)),
            args.get(1).and_then(|v| elems(v, 4)),
            args.get(2).and_then(|v| elems(v, 16)),
        ) else {
            return Err(format!(
                "{NAME} with operands that are not <4 x half>, <4 x half>, <16 x float>"
            ));
        };
        let (col, half) = (l % 32, l / 32);
        for e in 0..4 {
            a[col][4 * half + e] = av[e];
            b[4 * half + e][col] = bv[e];
        }
        for (e, x) in cv.iter().enumerate() {
            c[8 * (e / 4) + 4 * half + e % 4][col] = *x;
        }
    }
    Ok(lanes
        .iter()
        .map(|(l, _)| {
            let (col, half) = (l % 32, l / 32);
            let d: Vec<Value> = (0..16)
                .map(|e| {
                    let row = 8 * (e / 4) + 4 * half + e % 4;
                    let sum: f64 = (0..8).map(|k| a[row][k] * b[k][col]).sum();
                    Value::F32((sum + c[row][col]) as f32)
                })
                .collect();
            Value::Agg(Rc::from(d))
        })
        .collect())
}
