//! Dominator trees, computed with the Cooper–Harvey–Kennedy algorithm and checked against a
//! naive baseline.
//!
//! # Definitions
//!
//! In a graph with a root `r`, node `a` *dominates* `b` when every path from `r` to `b` passes
//! through `a` (so every node dominates itself). `a` *strictly dominates* `b` when it dominates
//! it and `a ≠ b`. The *immediate dominator* `idom(b)` of a reachable `b ≠ r` is the strict
//! dominator of `b` that every other strict dominator of `b` dominates; the edges
//! `idom(b) → b` form the *dominator tree*.
//!
//! Blocks not reachable from the root are not in the tree ([`Dominators::idom`] returns `None`
//! for them, as for the root). Queries follow LLVM's `DominatorTree::dominates`: an unreachable
//! block is dominated by every block (vacuously: there is no path to it) and dominates no block
//! but the unreachable ones and itself.
//!
//! # Algorithm
//!
//! [`Dominators::new`] is "A Simple, Fast Dominance Algorithm" (Cooper, Harvey and Kennedy,
//! 2001): number the reachable nodes in postorder, then iterate in reverse postorder setting
//! `idom(b)` to the common ancestor, in the tree built so far, of the processed predecessors of
//! `b`, until nothing changes. The common ancestor walk ("intersect") climbs from the node with
//! the smaller postorder number. It needs a few passes on reducible graphs and is simple enough
//! to trust. [`Dominators::naive`] is the textbook set iteration
//! `Dom(r) = {r}`, `Dom(b) = {b} ∪ ⋂_{p ∈ preds(b)} Dom(p)`, kept (as Cranelift keeps its simple
//! dominator tree) to verify the fast one in tests. Both build the same [`Dominators`] value,
//! so they can be compared with `==`.
//!
//! Queries are O(1): the tree is numbered in preorder and postorder, and `a` dominates `b` when
//! `a`'s interval contains `b`'s.

use super::order::dfs_postorder;
use super::{BlockId, Cfg};
use fixedbitset::FixedBitSet;

const NONE: u32 = u32::MAX;

/// A rooted tree over nodes `0..len` given by immediate dominators, with children lists sorted
/// by index and DFS intervals for constant-time ancestor queries. Shared by the dominator and
/// post-dominator trees (the latter has one extra, virtual node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DomTree {
    root: usize,
    /// Immediate dominator of each node; `NONE` for the root and unreachable nodes.
    idom: Vec<u32>,
    children: Vec<Vec<BlockId>>,
    /// Preorder number in the tree; `NONE` for unreachable nodes.
    pre: Vec<u32>,
    /// Largest preorder number in the subtree.
    last: Vec<u32>,
}

/// Which algorithm builds a [`DomTree`]: the fast one, or the naive set iteration kept to check
/// it (see the module doc). Both the dominator and the post-dominator trees offer both.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Algorithm {
    /// [`DomTree::compute`].
    CooperHarveyKennedy,
    /// [`DomTree::naive`].
    Naive,
}

impl DomTree {
    /// The tree over nodes `0..len` rooted at `root` of the graph `succ`/`pred`, built by
    /// `algorithm`.
    pub(crate) fn build<'a>(
        algorithm: Algorithm,
        len: usize,
        root: usize,
        succ: impl Fn(usize) -> &'a [BlockId],
        pred: impl Fn(usize) -> &'a [BlockId],
    ) -> Self {
        match algorithm {
            Algorithm::CooperHarveyKennedy => Self::compute(len, root, succ, pred),
            Algorithm::Naive => Self::naive(len, root, succ, pred),
        }
    }

    /// Cooper–Harvey–Kennedy over an explicit graph.
    fn compute<'a>(
        len: usize,
        root: usize,
        succ: impl Fn(usize) -> &'a [BlockId],
        pred: impl Fn(usize) -> &'a [BlockId],
    ) -> Self {
        let postorder = dfs_postorder(len, [root], succ);
        let mut po_num = vec![NONE; len];
        for (i, &b) in postorder.iter().enumerate() {
            po_num[b] = i as u32;
        }
        let mut idom = vec![NONE; len];
        idom[root] = root as u32;
        let intersect = |idom: &[u32], mut a: usize, mut b: usize| {
            while a != b {
                while po_num[a] < po_num[b] {
                    a = idom[a] as usize;
                }
                while po_num[b] < po_num[a] {
                    b = idom[b] as usize;
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in postorder.iter().rev() {
                if b == root {
                    continue;
                }
                let mut new_idom: Option<usize> = None;
                for p in pred(b) {
                    let p = p.index();
                    if idom[p] == NONE {
                        continue; // unreachable or not processed yet
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, p, cur),
                    });
                }
                let new_idom =
                    new_idom.expect("a reachable node has a processed predecessor") as u32;
                if idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        idom[root] = NONE;
        Self::from_idoms(root, idom)
    }

    /// The naive set iteration (see the module doc), for verification.
    fn naive<'a>(
        len: usize,
        root: usize,
        succ: impl Fn(usize) -> &'a [BlockId],
        pred: impl Fn(usize) -> &'a [BlockId],
    ) -> Self {
        let mut reachable = FixedBitSet::with_capacity(len);
        for b in dfs_postorder(len, [root], succ) {
            reachable.insert(b);
        }
        let mut all = FixedBitSet::with_capacity(len);
        all.insert_range(..);
        let mut dom: Vec<FixedBitSet> = (0..len)
            .map(|b| {
                if b == root {
                    let mut s = FixedBitSet::with_capacity(len);
                    s.insert(root);
                    s
                } else {
                    all.clone()
                }
            })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for b in reachable.ones() {
                if b == root {
                    continue;
                }
                let mut new = all.clone();
                for p in pred(b) {
                    if reachable.contains(p.index()) {
                        new.intersect_with(&dom[p.index()]);
                    }
                }
                new.insert(b);
                if new != dom[b] {
                    dom[b] = new;
                    changed = true;
                }
            }
        }
        // idom(b) is the strict dominator whose own dominator set is largest (the closest).
        let mut idom = vec![NONE; len];
        for b in reachable.ones() {
            if b == root {
                continue;
            }
            let count = dom[b].count_ones(..);
            idom[b] = dom[b]
                .ones()
                .find(|&d| d != b && dom[d].count_ones(..) == count - 1)
                .expect("a reachable non-root node has an immediate dominator")
                as u32;
        }
        Self::from_idoms(root, idom)
    }

    fn from_idoms(root: usize, idom: Vec<u32>) -> Self {
        let len = idom.len();
        let mut children = vec![Vec::new(); len];
        // Children pushed in index order, so each list is sorted.
        for (b, &d) in idom.iter().enumerate() {
            if d != NONE {
                children[d as usize].push(BlockId::new(b));
            }
        }
        let mut pre = vec![NONE; len];
        let mut last = vec![NONE; len];
        let mut counter = 0u32;
        let mut stack = vec![(root, 0usize)];
        pre[root] = 0;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(child) = children[node].get(next) {
                top.1 += 1;
                counter += 1;
                pre[child.index()] = counter;
                stack.push((child.index(), 0));
            } else {
                last[node] = counter;
                stack.pop();
            }
        }
        DomTree {
            root,
            idom,
            children,
            pre,
            last,
        }
    }

    pub(crate) fn root(&self) -> usize {
        self.root
    }

    pub(crate) fn contains(&self, node: usize) -> bool {
        self.pre[node] != NONE
    }

    pub(crate) fn idom(&self, node: usize) -> Option<usize> {
        let d = self.idom[node];
        (d != NONE).then_some(d as usize)
    }

    pub(crate) fn children(&self, node: usize) -> &[BlockId] {
        &self.children[node]
    }

    /// LLVM's convention: everything dominates a node outside the tree; a node outside the tree
    /// dominates only itself and other nodes outside.
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        if a == b || !self.contains(b) {
            return true;
        }
        self.contains(a) && self.pre[a] <= self.pre[b] && self.last[b] <= self.last[a]
    }

    pub(crate) fn nearest_common_dominator(&self, mut a: usize, b: usize) -> Option<usize> {
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        // Climb from `a` to its first ancestor that also dominates `b`.
        while !self.dominates(a, b) {
            a = self.idom[a] as usize;
        }
        Some(a)
    }

    pub(crate) fn depth(&self, mut node: usize) -> Option<usize> {
        if !self.contains(node) {
            return None;
        }
        let mut depth = 0;
        while let Some(d) = self.idom(node) {
            node = d;
            depth += 1;
        }
        Some(depth)
    }

    /// Tree nodes in preorder, children in index order.
    pub(crate) fn preorder(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.pre.len()).filter(|&b| self.contains(b)).collect();
        order.sort_by_key(|&b| self.pre[b]);
        order
    }
}

/// The dominator tree of a [`Cfg`], rooted at its entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dominators {
    tree: DomTree,
}

impl Dominators {
    /// Computes the tree with the Cooper–Harvey–Kennedy algorithm.
    pub fn new(cfg: &Cfg) -> Self {
        Self::build(cfg, Algorithm::CooperHarveyKennedy)
    }

    /// Computes the same tree with the naive quadratic set iteration (for verification).
    pub fn naive(cfg: &Cfg) -> Self {
        Self::build(cfg, Algorithm::Naive)
    }

    fn build(cfg: &Cfg, algorithm: Algorithm) -> Self {
        Dominators {
            tree: DomTree::build(
                algorithm,
                cfg.len(),
                cfg.entry().index(),
                |b| cfg.successors(BlockId::new(b)),
                |b| cfg.predecessors(BlockId::new(b)),
            ),
        }
    }

    /// The root of the tree: the entry block.
    pub fn root(&self) -> BlockId {
        BlockId::new(self.tree.root())
    }

    /// Whether `block` is reachable from the entry (is in the tree).
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.tree.contains(block.index())
    }

    /// The immediate dominator of `block`; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, block: BlockId) -> Option<BlockId> {
        self.tree.idom(block.index()).map(BlockId::new)
    }

    /// Whether `a` dominates `b` (reflexive; true when `b` is unreachable, as in LLVM).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a.index(), b.index())
    }

    /// Whether `a` dominates `b` and `a ≠ b`.
    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The blocks `block` immediately dominates, in index order (empty when unreachable).
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.tree.children(block.index())
    }

    /// The deepest block dominating both `a` and `b`; `None` when either is unreachable.
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        self.tree
            .nearest_common_dominator(a.index(), b.index())
            .map(BlockId::new)
    }

    /// Depth in the tree (the entry has depth 0; LLVM prints depth + 1); `None` if unreachable.
    pub fn depth(&self, block: BlockId) -> Option<usize> {
        self.tree.depth(block.index())
    }

    /// The reachable blocks in tree preorder, children in index order.
    pub fn preorder(&self) -> Vec<BlockId> {
        self.tree.preorder().into_iter().map(BlockId::new).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::cfg;
    use super::*;

    #[test]
    fn diamond_loop_and_unreachable() {
        // 0 -> {1, 2} -> 3 -> 1 (loop), 3 -> 4; 5 unreachable -> 4
        let g = cfg(6, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 1), (3, 4), (5, 4)]);
        let d = Dominators::new(&g);
        assert_eq!(d, Dominators::naive(&g));
        let b = BlockId::new;
        assert_eq!(d.idom(b(0)), None);
        assert_eq!(d.idom(b(1)), Some(b(0)));
        assert_eq!(d.idom(b(3)), Some(b(0)));
        assert_eq!(d.idom(b(4)), Some(b(3)));
        assert_eq!(d.idom(b(5)), None);
        assert!(!d.is_reachable(b(5)));
        assert!(d.dominates(b(3), b(4)) && d.strictly_dominates(b(0), b(4)));
        assert!(!d.dominates(b(1), b(3)));
        assert!(
            d.dominates(b(4), b(5)),
            "unreachable blocks are dominated by everything"
        );
        assert!(!d.dominates(b(5), b(4)));
        assert_eq!(d.children(b(0)), &[b(1), b(2), b(3)]);
        assert_eq!(d.nearest_common_dominator(b(1), b(4)), Some(b(0)));
        assert_eq!(d.nearest_common_dominator(b(4), b(3)), Some(b(3)));
        assert_eq!(d.depth(b(4)), Some(2));
        assert_eq!(d.preorder(), vec![b(0), b(1), b(2), b(3), b(4)]);
    }
}
