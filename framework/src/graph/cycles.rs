//! Cycle nesting, irreducible cycles included, as LLVM's `GenericCycleInfo` defines it.
//!
//! # Definitions
//!
//! Natural loops only describe reducible control flow. A *cycle* (in the sense of LLVM's
//! "Cycle Terminology" document) generalises them: take a depth-first search of the graph from
//! the entry. A block `h` is a *header* when some edge `u → h` comes from a DFS descendant `u`
//! of `h` (or from `h` itself); such an edge is a *back edge* (a retreating edge). The cycle of
//! `h` is the set of blocks that reach a back-edge source of `h` walking predecessors backwards
//! without leaving `h`'s DFS subtree, with the cycles already found inside it nested as
//! children. Headers are processed innermost first (reverse DFS preorder), so a cycle found
//! later that contains an earlier one adopts it as a child.
//!
//! The *entries* of a cycle are its blocks with a predecessor outside the cycle that is
//! reachable from the entry (LLVM 20 on; LLVM 19 also counts unreachable predecessors, which
//! [`CycleInfo::new_llvm19`] reproduces); the header is always the first entry. A cycle with one entry is
//! *reducible* (a natural loop, its header dominates it); one with several entries is
//! *irreducible*, and which of its entries is the header depends on the DFS, exactly as in
//! LLVM. The *depth* of a cycle is 1 for a top-level cycle and one more than its parent's
//! otherwise; the depth of a block is that of its innermost cycle, 0 outside every cycle.
//! Blocks unreachable from the entry are in no cycle.
//!
//! # Matching LLVM
//!
//! The search is LLVM's (`GenericCycleInfoCompute::dfs`): a block, when first popped, pushes
//! all its successors in edge order, so the *last* successor is explored first. With block
//! indices in function order and successors in terminator order (`br i1 %c, label %t,
//! label %f` gives `t, f`; `switch` gives the default then the cases), the headers, entries,
//! blocks and depths equal what `opt -passes='print<cycles>'` prints, up to the order of
//! listing: here every list is sorted (cycles in preorder of the nesting forest with siblings by
//! header index, blocks by index, entries header first then by index), whereas LLVM lists blocks
//! in discovery order. One known difference: [`Cfg`] keeps a repeated successor once, at its
//! first position, while LLVM's stack explores its last occurrence first; a `switch` listing
//! one target twice around another target can therefore pick a different header of an
//! irreducible cycle.

use super::{BlockId, Cfg};
use crate::index::IndexVec;
use std::fmt;

/// Dense index of a cycle within one [`CycleInfo`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CycleId(u32);

impl CycleId {
    /// The dense index, for per-cycle tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl crate::index::Idx for CycleId {
    fn from_usize(i: usize) -> Self {
        CycleId(u32::try_from(i).expect("cycle index exceeds u32"))
    }
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for CycleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cycle{}", self.0)
    }
}

/// One cycle: its header, entries, blocks (nested cycles' blocks included) and place in the
/// nesting forest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    header: BlockId,
    entries: Vec<BlockId>,
    blocks: Vec<BlockId>,
    parent: Option<CycleId>,
    children: Vec<CycleId>,
    depth: u32,
}

impl Cycle {
    /// The header: the first entry the DFS reached.
    pub fn header(&self) -> BlockId {
        self.header
    }

    /// The entries, the header first, the others by index.
    pub fn entries(&self) -> &[BlockId] {
        &self.entries
    }

    /// Every block of the cycle, the nested cycles' included, by index.
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// Whether `block` belongs to the cycle.
    pub fn contains(&self, block: BlockId) -> bool {
        self.blocks.binary_search(&block).is_ok()
    }

    /// Whether the cycle has a single entry (is a natural loop).
    pub fn is_reducible(&self) -> bool {
        self.entries.len() == 1
    }

    /// The enclosing cycle, if any.
    pub fn parent(&self) -> Option<CycleId> {
        self.parent
    }

    /// The cycles directly nested in this one, by header index.
    pub fn children(&self) -> &[CycleId] {
        &self.children
    }

    /// 1 for a top-level cycle, parent's depth + 1 otherwise.
    pub fn depth(&self) -> u32 {
        self.depth
    }
}

/// The cycle nesting forest of a [`Cfg`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleInfo {
    cycles: IndexVec<CycleId, Cycle>,
    top_level: Vec<CycleId>,
    innermost: IndexVec<BlockId, Option<CycleId>>,
    back_edges: Vec<(BlockId, BlockId)>,
}

/// DFS interval of a block: preorder number (from 1; 0 = unreachable) and the largest preorder
/// number in its subtree.
#[derive(Clone, Copy, Default)]
struct Interval {
    start: u32,
    end: u32,
}

impl Interval {
    fn is_valid(self) -> bool {
        self.start != 0
    }

    fn is_ancestor_of(self, other: Interval) -> bool {
        self.start <= other.start && other.end <= self.end
    }
}

/// A cycle under construction (ids are arena indices, renumbered at the end).
struct Raw {
    header: BlockId,
    entries: Vec<BlockId>,
    blocks: Vec<BlockId>,
    parent: Option<usize>,
    children: Vec<usize>,
}

impl CycleInfo {
    /// Computes the cycles of the part of `cfg` reachable from its entry. A block is an entry
    /// when it has a predecessor outside the cycle that is reachable from the entry (LLVM 20
    /// and later; see [`new_llvm19`](Self::new_llvm19)).
    pub fn new(cfg: &Cfg) -> Self {
        Self::compute(cfg, false)
    }

    /// As [`new`](Self::new), but reproducing LLVM 19, which also counts predecessors
    /// *unreachable* from the entry as outside the cycle, so a cycle block with an unreachable
    /// predecessor is listed as an entry (and the cycle may be reported irreducible). Use it
    /// to compare with `opt-19 -passes='print<cycles>'`; the cycles and their blocks are the
    /// same as with `new`, only entry lists can be longer.
    pub fn new_llvm19(cfg: &Cfg) -> Self {
        Self::compute(cfg, true)
    }

    fn compute(cfg: &Cfg, unreachable_preds_are_entries: bool) -> Self {
        let (dfs, preorder) = llvm_dfs(cfg);
        let mut raw: Vec<Raw> = Vec::new();
        let mut block_cycle: IndexVec<BlockId, Option<usize>> =
            IndexVec::from_elem(None, cfg.len());
        let top_of = |raw: &[Raw], block_cycle: &IndexVec<BlockId, Option<usize>>, b: BlockId| {
            let mut c = block_cycle[b]?;
            while let Some(p) = raw[c].parent {
                c = p;
            }
            Some(c)
        };
        let mut worklist: Vec<BlockId> = Vec::new();
        for &header in preorder.iter().rev() {
            let hinfo = dfs[header];
            worklist.extend(
                cfg.predecessors(header)
                    .iter()
                    .filter(|p| hinfo.is_ancestor_of(dfs[**p])),
            );
            if worklist.is_empty() {
                continue;
            }
            let id = raw.len();
            raw.push(Raw {
                header,
                entries: vec![header],
                blocks: vec![header],
                parent: None,
                children: Vec::new(),
            });
            block_cycle[header] = Some(id);
            // Pushes the in-subtree predecessors of `block`; marks it an entry if it has a
            // reachable predecessor outside the header's subtree.
            let process_preds = |raw: &mut Vec<Raw>, worklist: &mut Vec<BlockId>, block| {
                let mut is_entry = false;
                for &p in cfg.predecessors(block) {
                    let pinfo = dfs[p];
                    if hinfo.is_ancestor_of(pinfo) {
                        worklist.push(p);
                    } else if pinfo.is_valid() || unreachable_preds_are_entries {
                        is_entry = true;
                    }
                }
                if is_entry {
                    raw[id].entries.push(block);
                }
            };
            while let Some(block) = worklist.pop() {
                if block == header {
                    continue;
                }
                match top_of(&raw, &block_cycle, block) {
                    Some(child) if child != id => {
                        raw[child].parent = Some(id);
                        raw[id].children.push(child);
                        let child_blocks = raw[child].blocks.clone();
                        raw[id].blocks.extend(child_blocks);
                        for entry in raw[child].entries.clone() {
                            process_preds(&mut raw, &mut worklist, entry);
                        }
                    }
                    Some(_) => {}
                    None => {
                        block_cycle[block] = Some(id);
                        raw[id].blocks.push(block);
                        process_preds(&mut raw, &mut worklist, block);
                    }
                }
            }
        }
        let back_edges = cfg
            .blocks()
            .flat_map(|u| cfg.successors(u).iter().map(move |&v| (u, v)))
            .filter(|&(u, v)| dfs[u].is_valid() && dfs[v].is_ancestor_of(dfs[u]))
            .collect::<Vec<_>>();
        Self::finish(raw, block_cycle, back_edges)
    }

    /// Renumbers the arena in preorder of the forest (siblings by header index) and sorts.
    fn finish(
        mut raw: Vec<Raw>,
        block_cycle: IndexVec<BlockId, Option<usize>>,
        mut back_edges: Vec<(BlockId, BlockId)>,
    ) -> Self {
        let headers: Vec<BlockId> = raw.iter().map(|r| r.header).collect();
        for r in &mut raw {
            r.children.sort_by_key(|&c| headers[c]);
        }
        let mut tops: Vec<usize> = (0..raw.len())
            .filter(|&c| raw[c].parent.is_none())
            .collect();
        tops.sort_by_key(|&c| headers[c]);
        let mut new_id = vec![0u32; raw.len()];
        let mut order = Vec::with_capacity(raw.len());
        let mut stack: Vec<usize> = tops.iter().rev().copied().collect();
        while let Some(c) = stack.pop() {
            new_id[c] = order.len() as u32;
            order.push(c);
            stack.extend(raw[c].children.iter().rev());
        }
        let mut cycles: IndexVec<CycleId, Cycle> = IndexVec::new();
        for &c in &order {
            let r = &raw[c];
            let mut entries = r.entries[1..].to_vec();
            entries.sort_unstable();
            entries.insert(0, r.header);
            let mut blocks = r.blocks.clone();
            blocks.sort_unstable();
            let parent = r.parent.map(|p| CycleId(new_id[p]));
            let depth = parent.map_or(1, |p| cycles[p].depth + 1);
            cycles.push(Cycle {
                header: r.header,
                entries,
                blocks,
                parent,
                children: r.children.iter().map(|&ch| CycleId(new_id[ch])).collect(),
                depth,
            });
        }
        back_edges.sort_unstable();
        CycleInfo {
            cycles,
            top_level: tops.iter().map(|&c| CycleId(new_id[c])).collect(),
            innermost: block_cycle
                .into_iter()
                .map(|c| c.map(|c| CycleId(new_id[c])))
                .collect(),
            back_edges,
        }
    }

    /// Every cycle, in preorder of the nesting forest (a parent before its children).
    pub fn cycles(&self) -> &[Cycle] {
        self.cycles.as_slice()
    }

    /// The cycle with this id.
    pub fn cycle(&self, id: CycleId) -> &Cycle {
        &self.cycles[id]
    }

    /// The outermost cycles, by header index.
    pub fn top_level(&self) -> &[CycleId] {
        &self.top_level
    }

    /// The innermost cycle containing `block`.
    pub fn innermost_cycle(&self, block: BlockId) -> Option<CycleId> {
        self.innermost[block]
    }

    /// Cycle depth of `block`: 0 outside every cycle.
    pub fn depth(&self, block: BlockId) -> u32 {
        self.innermost_cycle(block)
            .map_or(0, |c| self.cycle(c).depth)
    }

    /// The back (retreating) edges of the DFS, sorted: `u → h` with `h` a DFS ancestor of `u`
    /// or `u` itself. Every target is a cycle header.
    pub fn back_edges(&self) -> &[(BlockId, BlockId)] {
        &self.back_edges
    }

    /// Whether `from → to` is a back edge.
    pub fn is_back_edge(&self, from: BlockId, to: BlockId) -> bool {
        self.back_edges.binary_search(&(from, to)).is_ok()
    }

    /// Whether some cycle has more than one entry.
    pub fn has_irreducible(&self) -> bool {
        self.cycles.iter().any(|c| !c.is_reducible())
    }

    /// Edges leaving the cycle `id`, sorted.
    pub fn exit_edges(&self, cfg: &Cfg, id: CycleId) -> Vec<(BlockId, BlockId)> {
        let cycle = self.cycle(id);
        cycle
            .blocks
            .iter()
            .flat_map(|&b| cfg.successors(b).iter().map(move |&s| (b, s)))
            .filter(|&(_, s)| !cycle.contains(s))
            .collect()
    }
}

/// LLVM's DFS: a block, when first met, pushes all its successors (the last one is popped
/// first); it is closed when the stack shrinks back below it. Returns the intervals by block and
/// the preorder.
fn llvm_dfs(cfg: &Cfg) -> (IndexVec<BlockId, Interval>, Vec<BlockId>) {
    let mut info = IndexVec::from_elem(Interval::default(), cfg.len());
    let mut preorder = Vec::new();
    let mut tree_stack: Vec<usize> = Vec::new();
    let mut traverse = vec![cfg.entry()];
    let mut counter = 0u32;
    while let Some(&block) = traverse.last() {
        if !info[block].is_valid() {
            tree_stack.push(traverse.len());
            traverse.extend_from_slice(cfg.successors(block));
            counter += 1;
            info[block].start = counter;
            preorder.push(block);
        } else {
            if tree_stack.last() == Some(&traverse.len()) {
                info[block].end = counter;
                tree_stack.pop();
            }
            traverse.pop();
        }
    }
    (info, preorder)
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::{cfg, ids, infinite_loop_beside_a_diamond};
    use super::*;

    /// `@g` of the LLVM check: entry(0) -> l1(1), l2(2); l1 -> l2; l2 -> l1, exit(3).
    /// opt-19 prints `depth=1: entries(l2 l1)`.
    #[test]
    fn irreducible_two_entries() {
        let g = cfg(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        let ci = CycleInfo::new(&g);
        assert_eq!(ci.cycles().len(), 1);
        let c = &ci.cycles()[0];
        assert_eq!(c.header(), BlockId::new(2));
        assert_eq!(c.entries(), ids(&[2, 1]).as_slice());
        assert_eq!(c.blocks(), ids(&[1, 2]).as_slice());
        assert!(!c.is_reducible() && ci.has_irreducible());
        assert_eq!(ci.back_edges(), &[(BlockId::new(1), BlockId::new(2))]);
    }

    /// `@f`: loop(1) <-> loop2(2), self loop on 1; opt-19: `depth=1: entries(loop) loop2`.
    #[test]
    fn self_loop_inside_a_loop_is_one_cycle() {
        let g = infinite_loop_beside_a_diamond();
        let ci = CycleInfo::new(&g);
        assert_eq!(ci.cycles().len(), 1);
        assert_eq!(ci.cycles()[0].entries(), ids(&[1]).as_slice());
        assert_eq!(ci.cycles()[0].blocks(), ids(&[1, 2]).as_slice());
        assert_eq!(ci.depth(BlockId::new(2)), 1);
        assert_eq!(ci.depth(BlockId::new(3)), 0);
        let b = BlockId::new;
        assert_eq!(ci.back_edges(), &[(b(1), b(1)), (b(2), b(1))]);
    }

    /// An irreducible cycle nested inside a natural loop, next to a reducible inner loop:
    /// 0 -> 1 (outer header); 1 -> 2, 3; 2 <-> 3 (irreducible, entries 2 and 3);
    /// 3 -> 4; 4 -> 4 (self loop); 4 -> 1 (outer back edge); 4 -> 5 (exit).
    #[test]
    fn nesting_and_depths() {
        let g = cfg(
            6,
            &[
                (0, 1),
                (1, 2),
                (1, 3),
                (2, 3),
                (3, 2),
                (3, 4),
                (4, 4),
                (4, 1),
                (4, 5),
            ],
        );
        let ci = CycleInfo::new(&g);
        assert_eq!(ci.cycles().len(), 3);
        let outer = &ci.cycles()[0];
        assert_eq!(outer.header(), BlockId::new(1));
        assert_eq!(outer.blocks(), ids(&[1, 2, 3, 4]).as_slice());
        assert_eq!(outer.depth(), 1);
        assert_eq!(outer.children().len(), 2);
        let irr = ci.cycle(outer.children()[0]);
        // DFS from 1 explores 3 first (last successor), so 3 is the header.
        assert_eq!(irr.header(), BlockId::new(3));
        assert_eq!(irr.entries(), ids(&[3, 2]).as_slice());
        assert_eq!(irr.depth(), 2);
        let selfloop = ci.cycle(outer.children()[1]);
        assert_eq!(selfloop.blocks(), ids(&[4]).as_slice());
        assert_eq!(ci.depth(BlockId::new(4)), 2);
        assert_eq!(ci.depth(BlockId::new(5)), 0);
        assert_eq!(
            ci.innermost_cycle(BlockId::new(2)),
            Some(outer.children()[0])
        );
        assert_eq!(
            ci.exit_edges(&g, ci.top_level()[0]),
            vec![(BlockId::new(4), BlockId::new(5))]
        );
    }
}
