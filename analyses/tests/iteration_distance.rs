//! `memory::distance`: accesses some iterations apart, judged against a naive oracle that
//! runs the loop's stage index for many iterations and compares the bytes each access touches.
//! The check may say "apart" only where the oracle finds no iteration at which they meet.

use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use std::sync::Arc;
use syncflow_analyses::memory::distance::disjoint_across_iterations;
use syncflow_analyses::memory::evaluate::{eval_op, wrap};
use syncflow_analyses::memory::footprint::{ByteRange, UniformBase};
use syncflow_analyses::memory::iteration::{LoopModel, LoopRef, Recurrence};
use syncflow_analyses::memory::offset::{Atom, OpTerm, Poly};
use syncflow_analyses::memory::{BlockShape, Footprint};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{FunctionId, InstId, LocalId};

fn k_() -> LocalId {
    LocalId::new(7)
}
fn base_() -> LocalId {
    LocalId::new(3)
}

fn leaf(l: LocalId) -> Poly {
    [(vec![Atom::Leaf(l)], 1)].into_iter().collect()
}
fn cst(c: i64) -> Poly {
    if c == 0 {
        Poly::new()
    } else {
        [(vec![], c)].into_iter().collect()
    }
}
fn plus(a: &Poly, b: &Poly) -> Poly {
    syncflow_analyses::memory::poly::add(a, b, 1).unwrap()
}
fn op(name: &str, args: Vec<Poly>) -> Poly {
    let t = OpTerm {
        op: name.into(),
        bits: 32,
        args: args.into_boxed_slice(),
    };
    [(vec![Atom::Op(Arc::new(t))], 1)].into_iter().collect()
}
fn scaled(p: &Poly, c: i64) -> Poly {
    p.iter().map(|(m, v)| (m.clone(), v * c)).collect()
}

/// A footprint `base + [lo, hi)`.
fn fp(base: &Poly, lo: i64, hi: i64) -> Footprint {
    let range = Some(ByteRange { lo, hi });
    Footprint {
        base: UniformBase::new(base, FunctionId::new(0)),
        range,
        hardware_range: range,
        slot: None,
        absolute: None,
        hardware_absolute: None,
    }
}

fn model(phi: Recurrence) -> LoopModel {
    LoopModel {
        loop_ref: LoopRef {
            function: FunctionId::new(0),
            header: BlockId::new(1),
        },
        blocks: FixedBitSet::with_capacity(4),
        entries: vec![BlockId::new(0)],
        first: InstId::new(0),
        phis: BTreeMap::from([(k_(), phi)]),
        starts: BTreeMap::from([(k_(), 3)]),
        name: "loop".into(),
    }
}

const COUNTER: Recurrence = Recurrence::Counter {
    step: 1,
    non_negative: true,
};

/// The oracle: runs the phi from each start in `starts` for 64 iterations, evaluates both
/// bases concretely (`base` = 5) and reports whether the byte ranges ever meet.
fn meet_somewhere(phi: &Recurrence, a: &Footprint, b: &Footprint, delta: usize) -> bool {
    let values: Vec<i64> = match phi {
        Recurrence::Counter { step, .. } => (0..80).map(|j| 3 + step * j).collect(),
        Recurrence::Finite { values, cycle } => (0..80)
            .map(|j| Recurrence::value_at(values, *cycle, j))
            .collect(),
    };
    let eval = |f: &Footprint, k: i64| {
        let mut env = |x: &Atom| match x {
            Atom::Leaf(l) if *l == k_() => Some(k),
            Atom::Leaf(l) if *l == base_() => Some(5),
            _ => None,
        };
        syncflow_analyses::memory::evaluate::eval_poly(&f.base.terms(), &mut env).unwrap()
    };
    (0..64).any(|j| {
        let (ra, rb) = (a.range.unwrap(), b.range.unwrap());
        let (ua, ub) = (eval(a, values[j]), eval(b, values[j + delta]));
        ua + ra.lo < ub + rb.hi && ub + rb.lo < ua + ra.hi
    })
}

/// The check against the oracle at distances 0 to 5: never "apart" where they meet; and the
/// distances at which the check does prove them apart.
fn apart_at(phi: Recurrence, a: &Footprint, b: &Footprint) -> Vec<usize> {
    let m = model(phi.clone());
    let mut apart = Vec::new();
    for delta in 0..6 {
        let said = disjoint_across_iterations(&m, a, b, delta as u32, BlockShape::Any);
        assert!(
            !(said && meet_somewhere(&phi, a, b, delta)),
            "unsound at distance {delta}: {a:?} {b:?}"
        );
        if said {
            apart.push(delta);
        }
    }
    apart
}

#[test]
fn double_buffer_by_mask_is_apart_at_odd_distances() {
    let stage = scaled(&op("and", vec![leaf(k_()), cst(1)]), 1024);
    let write = fp(&stage, 0, 1024);
    let read = fp(&stage, 0, 1024);
    assert_eq!(apart_at(COUNTER, &read, &write), vec![1, 3, 5]);
    // A read of the other stage now (k + 1) & 1: apart at even distances.
    let other = scaled(&op("and", vec![plus(&leaf(k_()), &cst(1)), cst(1)]), 1024);
    assert_eq!(
        apart_at(COUNTER, &fp(&other, 0, 1024), &write),
        vec![0, 2, 4]
    );
    // Tiles that spill into the other stage meet at every distance.
    assert!(apart_at(COUNTER, &fp(&stage, 0, 1025), &write).is_empty());
}

#[test]
fn three_stages_by_remainder_need_a_non_negative_counter() {
    let stage = scaled(&op("urem", vec![leaf(k_()), cst(3)]), 1024);
    let (a, b) = (fp(&stage, 0, 1024), fp(&stage, 0, 1024));
    assert_eq!(apart_at(COUNTER, &a, &b), vec![1, 2, 4, 5]);
    // Without nuw/nsw, k may wrap and k % 3 is not periodic across the wrap.
    let wrapping = Recurrence::Counter {
        step: 1,
        non_negative: false,
    };
    assert!(apart_at(wrapping, &a, &b).is_empty());
}

/// llc's form of `k % 3`: `1024·k − 3072·udiv(k, 3)` (the quotient from a magic multiply),
/// through the iteration index (`memory::quotient`).
#[test]
fn three_stages_by_quotient_need_a_non_negative_counter() {
    let q = op("udiv", vec![leaf(k_()), cst(3)]);
    let stage = plus(&scaled(&leaf(k_()), 1024), &scaled(&q, -3072));
    let (a, b) = (fp(&stage, 0, 1024), fp(&stage, 0, 1024));
    assert_eq!(apart_at(COUNTER, &a, &b), vec![1, 2, 4, 5]);
    // A tile that spills into the next stage meets it one iteration on.
    assert_eq!(apart_at(COUNTER, &fp(&stage, 0, 1025), &b), vec![2, 5]);
    let wrapping = Recurrence::Counter {
        step: 1,
        non_negative: false,
    };
    assert!(apart_at(wrapping, &a, &b).is_empty());
    // `udiv(k + 1, 3)`: `k + 1` might wrap where `k` does not; refused.
    let q1 = op("udiv", vec![plus(&leaf(k_()), &cst(1)), cst(3)]);
    let shifted = plus(&scaled(&leaf(k_()), 1024), &scaled(&q1, -3072));
    assert!(apart_at(COUNTER, &fp(&shifted, 0, 1024), &b).is_empty());
}

/// A second counter `m` beside a quotient of `k` (llc's `ring_mod3`: `m = 1024·k`). Whether or
/// not `m`'s start is known, it shifts by its step between the two iterations; judged against
/// the oracle run from several starts of `m` (`k` from 3).
#[test]
fn a_second_counter_beside_a_quotient() {
    let m_ = LocalId::new(9);
    let q = op("udiv", vec![leaf(k_()), cst(3)]);
    let stage = plus(&leaf(m_), &scaled(&q, -3072));
    let (a, b) = (fp(&stage, 0, 1024), fp(&stage, 0, 1024));
    for (step, start) in [
        (1024, None),
        (1024, Some(3072)),
        (1000, None),
        (2048, Some(0)),
    ] {
        let mut two = model(COUNTER);
        two.phis.insert(
            m_,
            Recurrence::Counter {
                step,
                non_negative: start.is_some(),
            },
        );
        if let Some(s) = start {
            two.starts.insert(m_, s);
        }
        let base = |m0: i64, j: i64| m0 + step * j - 3072 * ((3 + j) / 3);
        let meet = |d: i64| {
            [0, 5, 3072, -100]
                .iter()
                .any(|m0| (0..64).any(|j| (base(*m0, j) - base(*m0, j + d)).abs() < 1024))
        };
        let apart: Vec<i64> = (0..6)
            .filter(|d| disjoint_across_iterations(&two, &a, &b, *d as u32, BlockShape::Any))
            .collect();
        for d in &apart {
            assert!(!meet(*d), "unsound at {d}: step {step}");
        }
        if step == 1024 {
            assert_eq!(apart, vec![1, 2, 4, 5], "step {step} start {start:?}");
        }
    }
}

#[test]
fn finite_sequences_toggle_and_wrapping_counter() {
    let s = scaled(&leaf(k_()), 1024);
    let toggle = Recurrence::Finite {
        values: vec![0, 1],
        cycle: 0,
    };
    assert_eq!(
        apart_at(toggle, &fp(&s, 0, 1024), &fp(&s, 0, 1024)),
        vec![1, 3, 5]
    );
    // Triton's counter over 3 stages starting at -1: -1, 0, 1, 2, 0, 1, 2, …
    let triton = Recurrence::Finite {
        values: vec![-1, 0, 1, 2],
        cycle: 1,
    };
    assert_eq!(
        apart_at(triton, &fp(&s, 0, 1024), &fp(&s, 0, 1024)),
        vec![1, 2, 4, 5]
    );
}

#[test]
fn moving_origin_and_what_does_not_cancel() {
    let slot = op("and", vec![plus(&leaf(base_()), &leaf(k_())), cst(3)]);
    let a = fp(&scaled(&slot, 256), 0, 256);
    assert_eq!(apart_at(COUNTER, &a, &a.clone()), vec![1, 2, 3, 5]);
    // k / 2 is not periodic, but it grows (`memory::quotient`): two iterations apart or more
    // the tiles differ; one apart they may be the same.
    let half = scaled(&op("udiv", vec![leaf(k_()), cst(2)]), 1024);
    assert_eq!(
        apart_at(COUNTER, &fp(&half, 0, 1024), &fp(&half, 0, 1024)),
        vec![2, 3, 4, 5]
    );
    // A base growing with k: every iteration's tile is new.
    let grow = scaled(&leaf(k_()), 1024);
    assert_eq!(
        apart_at(COUNTER, &fp(&grow, 0, 1024), &fp(&grow, 0, 1024)),
        vec![1, 2, 3, 4, 5]
    );
}

#[test]
fn operations_at_their_width() {
    assert_eq!(wrap(255, 8), -1);
    assert_eq!(wrap(-1, 1), 1);
    assert_eq!(eval_op("urem", 32, &[-1, 3]), Some((u32::MAX % 3) as i64));
    assert_eq!(eval_op("icmp ult", 1, &[-1, 3]), None);
    assert_eq!(eval_op("select", 32, &[0, 4, 9]), Some(9));
    assert_eq!(eval_op("zext i8", 32, &[-1]), Some(255));
    assert_eq!(eval_op("srem", 32, &[-7, 3]), Some(-1));
    assert_eq!(eval_op("udiv", 32, &[7, 0]), None);
}

/// nvcc's folded masks: `and(1024·(base + k), 3072)` (`(base + k) % 4` of 1024-byte tiles) and
/// `and(128·k, 128)` (`k & 1` of 512-byte halves, in floats) are read modulo the power of two
/// above the mask, with only the residues a multiple of the key's coefficient can take.
#[test]
fn folded_masks_are_periodic_in_their_power_of_two() {
    let origin = plus(&scaled(&leaf(base_()), 1024), &scaled(&leaf(k_()), 1024));
    let slot = op("and", vec![origin.clone(), cst(3072)]);
    let a = fp(&slot, 0, 1024);
    assert_eq!(apart_at(COUNTER, &a, &a.clone()), vec![1, 2, 3, 5]);
    // The previous tile, `and(1024·(base + k) − 1024, 3072)`, against this one: apart now
    // (nvcc's first copy of `ring_origin`'s line 55), and wherever `k − 1 ≢ k + δ (mod 4)`.
    let previous = op("and", vec![plus(&origin, &cst(-1024)), cst(3072)]);
    assert_eq!(
        apart_at(COUNTER, &fp(&previous, 0, 1024), &a),
        vec![0, 1, 2, 4, 5]
    );
    let half = scaled(&op("and", vec![scaled(&leaf(k_()), 128), cst(128)]), 4);
    let h = fp(&half, 0, 512);
    assert_eq!(apart_at(COUNTER, &h, &h.clone()), vec![1, 3, 5]);
    // A coefficient prime to the modulus (bit 1 of 3·k: 0, 2, 2, 0, …): every residue is
    // tried, and only two iterations apart is bit 1 always flipped (3·2 ≡ 2 mod 4).
    let odd = scaled(&op("and", vec![scaled(&leaf(k_()), 3), cst(2)]), 512);
    let o = fp(&odd, 0, 512);
    assert_eq!(apart_at(COUNTER, &o, &o.clone()), vec![2]);
}
