//! The per-value lattice: `Uniform ⊑ WarpUniform ⊑ Divergent`.
//!
//! # Definition
//!
//! Fix one *dynamic instance* of an SSA value: one evaluation of its defining instruction, as
//! LLVM's convergence model names them (the threads that execute "the same" evaluation are the
//! threads that reached it through the same iterations of the same cycles). Its level says how
//! far apart the threads that execute that instance may be in the value they compute:
//!
//! | level | every two threads of … that execute the instance compute the same value |
//! |-------|-------------------------------------------------------------------------|
//! | [`Level::Uniform`] | … the CTA (thread block) |
//! | [`Level::WarpUniform`] | … one warp (threads of different warps may differ) |
//! | [`Level::Divergent`] | … nothing is promised |
//!
//! Each statement is weaker than the one above it, so the levels form a chain, ordered by how
//! little they promise: `Uniform ⊑ WarpUniform ⊑ Divergent`. The join `⊔` is the maximum (the
//! weaker promise of two), the meet `⊓` the minimum; `⊥ = Uniform`, `⊤ = Divergent`, height 2.
//! Uniformity is a *may-divergent* problem: the solver starts every value at `⊥` (the
//! optimistic "uniform"), and only evidence moves a value up, so it is solved with
//! [`MeetMode::Or`](syncflow_framework::dataflow::MeetMode::Or) and converges after at most two
//! raises per value.
//!
//! LLVM's `UniformityInfo` has the two-point chain `uniform ⊑ divergent`; [`Level::is_divergent`]
//! is the projection onto it that the `--format llvm` printer and the comparison with `opt`
//! use (warp-uniform counts as divergent there, since it is not CTA-uniform).

use serde::Serialize;
use syncflow_framework::dataflow::Lattice;

/// How uniform a value (or a branch condition) is; see the module docs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The same for every thread of the CTA that computes it.
    #[default]
    Uniform,
    /// The same for every thread of one warp that computes it.
    WarpUniform,
    /// May differ between any two threads.
    Divergent,
}

impl Level {
    /// Not CTA-uniform (LLVM's "divergent").
    pub fn is_divergent(self) -> bool {
        self != Level::Uniform
    }

    /// A short stable name for reports: `uniform`, `warp-uniform`, `divergent`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Uniform => "uniform",
            Level::WarpUniform => "warp-uniform",
            Level::Divergent => "divergent",
        }
    }
}

impl Lattice for Level {
    fn join(&mut self, other: &Self) -> bool {
        let joined = (*self).max(*other);
        std::mem::replace(self, joined) != joined
    }

    fn meet(&mut self, other: &Self) -> bool {
        let met = (*self).min(*other);
        std::mem::replace(self, met) != met
    }

    fn bottom(&self) -> Self {
        Level::Uniform
    }

    fn top(&self) -> Self {
        Level::Divergent
    }
}

#[cfg(test)]
mod tests {
    use super::Level::{self, *};
    use syncflow_framework::dataflow::Lattice;

    const ALL: [Level; 3] = [Uniform, WarpUniform, Divergent];

    #[test]
    fn laws_hold_exhaustively() {
        for a in ALL {
            for b in ALL {
                let mut j = a;
                let changed = j.join(&b);
                assert_eq!(changed, j != a);
                let mut m = a;
                m.meet(&b);
                // Commutativity.
                let (mut j2, mut m2) = (b, b);
                j2.join(&a);
                m2.meet(&a);
                assert_eq!((j, m), (j2, m2));
                // Absorption.
                let mut abs = a;
                abs.join(&m);
                assert_eq!(abs, a);
                // Bounds and order.
                assert!(Lattice::le(&a.bottom(), &a) && Lattice::le(&a, &a.top()));
                assert_eq!(Lattice::le(&a, &b), a <= b);
                for c in ALL {
                    let (mut l, mut r) = (j, b);
                    l.join(&c);
                    r.join(&c);
                    r.join(&a);
                    assert_eq!(l, r, "associativity");
                }
            }
        }
    }
}
