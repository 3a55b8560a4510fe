//! Graphs and helpers shared by the unit tests of the graph algorithms.

use super::{BlockId, Cfg};

/// A graph of `len` blocks, entry 0, from `(from, to)` index pairs.
pub(super) fn cfg(len: usize, edges: &[(usize, usize)]) -> Cfg {
    Cfg::from_index_pairs(len, edges)
}

/// Block ids from indices.
pub(super) fn ids(v: &[usize]) -> Vec<BlockId> {
    v.iter().copied().map(BlockId::new).collect()
}

/// The six-block function of LLVM's infinite-loop checks: `entry(0) -> loop(1), y(3)`;
/// `loop -> loop2(2), loop`; `loop2 -> loop`; `y -> b(4), x(5)`; `b -> x`. `loop`/`loop2`
/// never exit.
pub(super) fn infinite_loop_beside_a_diamond() -> Cfg {
    cfg(
        6,
        &[
            (0, 1),
            (0, 3),
            (1, 2),
            (1, 1),
            (2, 1),
            (3, 4),
            (3, 5),
            (4, 5),
        ],
    )
}
