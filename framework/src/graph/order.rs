//! Traversal orders: postorder and reverse postorder (RPO).
//!
//! All orders come from one iterative depth-first search that visits the successors of a block
//! in their edge order, so they are deterministic and independent of any hashing. In RPO every
//! block comes before its successors except along back edges (retreating edges of the search);
//! that is why a forward dataflow analysis converges fastest in RPO and a backward one in
//! postorder.
//!
//! [`postorder`] and [`reverse_postorder`] contain the blocks reachable from the entry only.
//! [`full_postorder`] and [`full_reverse_postorder`] contain every block: after the search from
//! the entry it starts new searches from the unvisited blocks in index order. The dataflow
//! engine uses the full orders because it solves the equations of every block.

use super::{BlockId, Cfg};
use fixedbitset::FixedBitSet;

/// Depth-first postorder over nodes `0..len` from `roots` (in that order), following `succ`.
/// Successors are visited in slice order. Nodes already visited by an earlier root are skipped.
pub(crate) fn dfs_postorder<'a>(
    len: usize,
    roots: impl IntoIterator<Item = usize>,
    succ: impl Fn(usize) -> &'a [BlockId],
) -> Vec<usize> {
    let mut visited = FixedBitSet::with_capacity(len);
    let mut order = Vec::with_capacity(len);
    // (node, index of the next successor to look at)
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in roots {
        if visited.put(root) {
            continue;
        }
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            let succs = succ(node);
            if let Some(s) = succs.get(next) {
                top.1 += 1;
                let s = s.index();
                if !visited.put(s) {
                    stack.push((s, 0));
                }
            } else {
                order.push(node);
                stack.pop();
            }
        }
    }
    order
}

/// The blocks of `cfg` in depth-first postorder from `roots` (in that order), following the
/// CFG's edges: the one search behind every public order below.
fn cfg_postorder(cfg: &Cfg, roots: impl IntoIterator<Item = usize>) -> Vec<BlockId> {
    dfs_postorder(cfg.len(), roots, |b| cfg.successors(BlockId::new(b)))
        .into_iter()
        .map(BlockId::new)
        .collect()
}

/// Blocks reachable from the entry, in depth-first postorder.
pub fn postorder(cfg: &Cfg) -> Vec<BlockId> {
    cfg_postorder(cfg, [cfg.entry().index()])
}

/// Blocks reachable from the entry, in reverse postorder (the entry first).
pub fn reverse_postorder(cfg: &Cfg) -> Vec<BlockId> {
    let mut order = postorder(cfg);
    order.reverse();
    order
}

/// Every block in postorder: the search from the entry, then searches from each unvisited block
/// in index order.
pub fn full_postorder(cfg: &Cfg) -> Vec<BlockId> {
    cfg_postorder(
        cfg,
        std::iter::once(cfg.entry().index()).chain(0..cfg.len()),
    )
}

/// Every block in reverse postorder ([`full_postorder`] reversed).
pub fn full_reverse_postorder(cfg: &Cfg) -> Vec<BlockId> {
    let mut order = full_postorder(cfg);
    order.reverse();
    order
}

/// The set of blocks reachable from the entry (the entry included).
pub fn reachable(cfg: &Cfg) -> FixedBitSet {
    let mut set = FixedBitSet::with_capacity(cfg.len());
    for b in postorder(cfg) {
        set.insert(b.index());
    }
    set
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::{cfg, ids};
    use super::*;

    #[test]
    fn diamond_with_loop() {
        // 0 -> 1 -> 3, 0 -> 2 -> 3, 3 -> 1 ; 4 unreachable -> 3
        let g = cfg(5, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 1), (4, 3)]);
        assert_eq!(postorder(&g), ids(&[3, 1, 2, 0]));
        assert_eq!(reverse_postorder(&g), ids(&[0, 2, 1, 3]));
        assert_eq!(full_postorder(&g), ids(&[3, 1, 2, 0, 4]));
        assert_eq!(full_reverse_postorder(&g), ids(&[4, 0, 2, 1, 3]));
        let r = reachable(&g);
        assert_eq!(r.ones().collect::<Vec<_>>(), vec![0, 1, 2, 3]);
    }
}
