//! Post-dominator trees, with LLVM's treatment of blocks that never reach an exit.
//!
//! # Definitions
//!
//! `a` *post-dominates* `b` when every path from `b` to a function exit passes through `a`.
//! Post-dominance is dominance on the reversed graph, rooted at a *virtual exit* that every
//! exit block (a block with no successor: `ret` or `unreachable`) flows into. The tree
//! therefore has one node more than the graph; [`PostDominators::ipdom`] returns `None` for a
//! block whose immediate post-dominator is the virtual exit.
//!
//! # Blocks that never reach an exit
//!
//! A block inside an infinite loop (or leading only into one) has no path to an exit, so the
//! definition above makes everything post-dominate it vacuously, which is useless. Like LLVM
//! (`GenericDomTreeConstruction.h`, `SemiNCAInfo::FindRoots`), the tree instead connects one
//! chosen block of each such region to the virtual exit, as if it had an edge to it; those
//! chosen blocks are the *non-trivial roots*. Every block is in the tree, including blocks
//! unreachable from the entry (LLVM's post-dominator tree covers the whole function too). The
//! roots are chosen exactly as LLVM 19 does, so the trees can be compared block for block with
//! `opt -passes='print<postdomtree>'`, assuming block indices follow the function's block order:
//!
//! 1. *Trivial roots*: every block without successors, in index order. A reverse search from
//!    each marks the blocks that reach an exit.
//! 2. For each block `b` still unmarked, in index order: a forward depth-first search from `b`
//!    through unmarked blocks, LLVM's stack discipline (pop a block, skip it if seen, number
//!    it, push its successors sorted by index so the highest-index successor is explored
//!    first). The block numbered last is the "furthest away" one; it becomes a root, and a
//!    reverse search from it marks every unmarked block that reaches it.
//! 3. *Redundant roots* are dropped: walking the roots list in order, a non-trivial root from
//!    which another listed root is forward-reachable is removed by swapping the last root into
//!    its place (LLVM's `RemoveRedundantRoots`; the swap is what decides the order of
//!    [`PostDominators::roots`], which is the order LLVM prints after `Roots:`).
//!
//! The idoms then come from the same Cooper–Harvey–Kennedy iteration as
//! [`Dominators`](super::Dominators) on the reversed graph plus the virtual exit, and
//! [`PostDominators::naive`] recomputes them with the naive set iteration over the same roots.

use super::dominators::{Algorithm, DomTree};
use super::order::dfs_postorder;
use super::{BlockId, Cfg};
use fixedbitset::FixedBitSet;

/// The post-dominator tree of a [`Cfg`], rooted at a virtual exit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostDominators {
    /// Nodes `0..len` are the blocks, node `len` is the virtual exit.
    tree: DomTree,
    roots: Vec<BlockId>,
    reaches_exit: FixedBitSet,
}

/// The reversed graph plus the virtual exit (node `len`), as adjacency lists.
struct Reversed {
    succ: Vec<Vec<BlockId>>,
    pred: Vec<Vec<BlockId>>,
}

impl PostDominators {
    /// Computes the tree with the Cooper–Harvey–Kennedy algorithm.
    pub fn new(cfg: &Cfg) -> Self {
        Self::build(cfg, Algorithm::CooperHarveyKennedy)
    }

    /// Computes the same tree (same roots) with the naive set iteration (for verification).
    pub fn naive(cfg: &Cfg) -> Self {
        Self::build(cfg, Algorithm::Naive)
    }

    /// LLVM's roots, then `algorithm` over the reversed graph plus the virtual exit.
    fn build(cfg: &Cfg, algorithm: Algorithm) -> Self {
        let (roots, reaches_exit) = llvm_roots(cfg);
        let g = reversed(cfg, &roots);
        let (len, exit) = (cfg.len() + 1, cfg.len());
        let tree = DomTree::build(algorithm, len, exit, |b| &g.succ[b], |b| &g.pred[b]);
        PostDominators {
            tree,
            roots,
            reaches_exit,
        }
    }

    fn exit_node(&self) -> usize {
        self.tree.root()
    }

    /// The blocks attached to the virtual exit as if they had an edge to it, in LLVM's order:
    /// the exit blocks (trivial roots) in index order, then the non-trivial roots chosen for
    /// regions that never reach an exit (see the module doc).
    pub fn roots(&self) -> &[BlockId] {
        &self.roots
    }

    /// Whether some path leads from `block` to an exit block.
    pub fn reaches_exit(&self, block: BlockId) -> bool {
        self.reaches_exit.contains(block.index())
    }

    /// The immediate post-dominator of `block`; `None` when it is the virtual exit.
    pub fn ipdom(&self, block: BlockId) -> Option<BlockId> {
        self.tree
            .idom(block.index())
            .filter(|&d| d != self.exit_node())
            .map(BlockId::new)
    }

    /// Whether `a` post-dominates `b` (reflexive).
    pub fn post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a.index(), b.index())
    }

    /// Whether `a` post-dominates `b` and `a ≠ b`.
    pub fn strictly_post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.post_dominates(a, b)
    }

    /// The blocks whose immediate post-dominator is `block`, in index order.
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.tree.children(block.index())
    }

    /// The blocks whose immediate post-dominator is the virtual exit, in index order.
    pub fn exit_children(&self) -> &[BlockId] {
        self.tree.children(self.exit_node())
    }

    /// The deepest block post-dominating both; `None` when that is the virtual exit.
    pub fn nearest_common_post_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        self.tree
            .nearest_common_dominator(a.index(), b.index())
            .filter(|&d| d != self.exit_node())
            .map(BlockId::new)
    }

    /// Depth below the virtual exit (its children have depth 1; LLVM prints depth + 1).
    pub fn depth(&self, block: BlockId) -> usize {
        self.tree
            .depth(block.index())
            .expect("every block is in the post-dominator tree")
    }

    /// Every block in tree preorder (the virtual exit left out), children in index order.
    pub fn preorder(&self) -> Vec<BlockId> {
        let exit = self.exit_node();
        self.tree
            .preorder()
            .into_iter()
            .filter(|&b| b != exit)
            .map(BlockId::new)
            .collect()
    }
}

fn reversed(cfg: &Cfg, roots: &[BlockId]) -> Reversed {
    let len = cfg.len();
    let mut succ: Vec<Vec<BlockId>> = cfg.blocks().map(|b| cfg.predecessors(b).to_vec()).collect();
    let mut pred: Vec<Vec<BlockId>> = cfg.blocks().map(|b| cfg.successors(b).to_vec()).collect();
    succ.push(roots.to_vec());
    pred.push(Vec::new());
    for r in roots {
        pred[r.index()].push(BlockId::new(len));
    }
    Reversed { succ, pred }
}

/// LLVM 19's `FindRoots` + `RemoveRedundantRoots` for post-dominator trees (see the module doc).
/// Returns the roots and the set of blocks that reach an exit.
fn llvm_roots(cfg: &Cfg) -> (Vec<BlockId>, FixedBitSet) {
    let len = cfg.len();
    let mut marked = FixedBitSet::with_capacity(len);
    let mut roots = Vec::new();
    let mark_reverse = |marked: &mut FixedBitSet, from: BlockId| {
        let mut stack = vec![from];
        while let Some(b) = stack.pop() {
            if !marked.put(b.index()) {
                stack.extend(
                    cfg.predecessors(b)
                        .iter()
                        .filter(|p| !marked.contains(p.index())),
                );
            }
        }
    };
    for b in cfg.blocks() {
        if cfg.successors(b).is_empty() {
            roots.push(b);
            mark_reverse(&mut marked, b);
        }
    }
    let reaches_exit = marked.clone();
    let trivial = roots.len();
    let mut seen = FixedBitSet::with_capacity(len);
    for b in cfg.blocks() {
        if marked.contains(b.index()) {
            continue;
        }
        // Forward search through unmarked blocks; the last block numbered is furthest away.
        seen.clear();
        let mut furthest = b;
        let mut stack = vec![b];
        while let Some(v) = stack.pop() {
            if marked.contains(v.index()) || seen.put(v.index()) {
                continue;
            }
            furthest = v;
            let mut succs = cfg.successors(v).to_vec();
            succs.sort_unstable();
            stack.extend(succs);
        }
        roots.push(furthest);
        mark_reverse(&mut marked, furthest);
    }
    // Drop non-trivial roots that reach another root (only later-chosen roots can be reached).
    if roots.len() > trivial {
        let mut i = 0;
        while i < roots.len() {
            let root = roots[i];
            let redundant = !cfg.successors(root).is_empty() && {
                let others =
                    dfs_postorder(len, [root.index()], |x| cfg.successors(BlockId::new(x)));
                others
                    .into_iter()
                    .filter(|&x| x != root.index())
                    .any(|x| roots.contains(&BlockId::new(x)))
            };
            if redundant {
                roots.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }
    (roots, reaches_exit)
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::{cfg, infinite_loop_beside_a_diamond};
    use super::*;

    /// `@f` of the module doc's LLVM check:
    /// entry(0) -> loop(1), b(3); loop -> loop2(2), loop; loop2 -> loop; b -> x(4), y(5); x -> y.
    /// `opt-19 -passes='print<postdomtree>'` prints roots `%y %loop2`, children of the virtual
    /// exit `y, entry, loop2`, `loop2 -> loop`, `y -> b, x`.
    #[test]
    fn matches_llvm_on_an_infinite_loop() {
        let g = infinite_loop_beside_a_diamond();
        let pd = PostDominators::new(&g);
        assert_eq!(pd, PostDominators::naive(&g));
        let b = BlockId::new;
        assert_eq!(pd.roots(), &[b(5), b(2)]);
        assert_eq!(pd.exit_children(), &[b(0), b(2), b(5)]);
        assert_eq!(pd.ipdom(b(1)), Some(b(2)));
        assert_eq!(pd.ipdom(b(3)), Some(b(5)));
        assert_eq!(pd.ipdom(b(4)), Some(b(5)));
        assert_eq!(pd.ipdom(b(0)), None);
        assert!(pd.reaches_exit(b(0)) && !pd.reaches_exit(b(1)));
        assert!(pd.post_dominates(b(2), b(1)) && !pd.post_dominates(b(5), b(0)));
        assert_eq!(pd.depth(b(1)), 2);
    }

    /// `@h`: entry(0) -> a(1); a -> b(2), a; b -> a. No exit at all: LLVM roots `%b`, tree
    /// exit -> b -> a -> entry.
    #[test]
    fn matches_llvm_without_any_exit() {
        let g = cfg(3, &[(0, 1), (1, 2), (1, 1), (2, 1)]);
        let pd = PostDominators::new(&g);
        let b = BlockId::new;
        assert_eq!(pd.roots(), &[b(2)]);
        assert_eq!(pd.ipdom(b(1)), Some(b(2)));
        assert_eq!(pd.ipdom(b(0)), Some(b(1)));
        assert_eq!(pd.preorder(), vec![b(2), b(1), b(0)]);
    }

    /// Two infinite loops, the first leading into the second. The forward search from `b1`
    /// explores `b3`, `b4` first and numbers `b2` last, so `b2` is chosen, then `b4` for the
    /// second loop; `b2` reaches `b4` and is dropped. opt-19 prints `Roots: %b5 %b4` and the
    /// chain exit -> b4 -> b3 -> b1 -> b2 (with b0 and b5 under the exit).
    #[test]
    fn redundant_roots_are_dropped() {
        let g = cfg(6, &[(0, 1), (0, 5), (1, 2), (1, 3), (2, 1), (3, 4), (4, 3)]);
        let pd = PostDominators::new(&g);
        assert_eq!(pd, PostDominators::naive(&g));
        let b = BlockId::new;
        assert_eq!(pd.roots(), &[b(5), b(4)]);
        assert_eq!(pd.exit_children(), &[b(0), b(4), b(5)]);
        assert_eq!(pd.ipdom(b(3)), Some(b(4)));
        assert_eq!(pd.ipdom(b(1)), Some(b(3)));
        assert_eq!(pd.ipdom(b(2)), Some(b(1)));
    }
}
