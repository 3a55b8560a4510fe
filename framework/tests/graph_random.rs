//! The CFG toolkit on random graphs (unreachable blocks, infinite loops, self loops and
//! irreducible regions included): fast dominators against the naive baseline, petgraph's
//! implementation and the definition; post-dominators likewise; structural properties of
//! cycles.

use fixedbitset::FixedBitSet;
use quickcheck::{quickcheck, Arbitrary, Gen};
use syncflow_framework::graph::{
    postorder, reachable, reverse_postorder, BlockId, Cfg, CycleInfo, Dominators, PostDominators,
};

fn b(i: usize) -> BlockId {
    BlockId::new(i)
}

#[derive(Clone, Debug)]
struct Graph {
    len: usize,
    edges: Vec<(usize, usize)>,
}

impl Arbitrary for Graph {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = 1 + usize::arbitrary(g) % 14;
        let edge_count = usize::arbitrary(g) % (2 * len + 2);
        let edges = (0..edge_count)
            .map(|_| (usize::arbitrary(g) % len, usize::arbitrary(g) % len))
            .collect();
        Graph { len, edges }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let len = self.len;
        Box::new(self.edges.shrink().map(move |edges| Graph { len, edges }))
    }
}

impl Graph {
    fn cfg(&self) -> Cfg {
        Cfg::from_edges(
            self.len,
            b(0),
            self.edges.iter().map(|&(x, y)| (b(x), b(y))),
        )
    }
}

/// Blocks reachable from `from` without passing through `avoid` (which is never entered).
fn reach_avoiding(
    len: usize,
    from: &[usize],
    avoid: Option<usize>,
    succ: &dyn Fn(usize) -> Vec<usize>,
) -> FixedBitSet {
    let mut seen = FixedBitSet::with_capacity(len);
    let mut stack: Vec<usize> = from.iter().copied().filter(|&x| Some(x) != avoid).collect();
    while let Some(x) = stack.pop() {
        if !seen.put(x) {
            stack.extend(succ(x).into_iter().filter(|&y| Some(y) != avoid));
        }
    }
    seen
}

fn dominators_agree(g: Graph) -> bool {
    let cfg = g.cfg();
    let dom = Dominators::new(&cfg);
    assert_eq!(dom, Dominators::naive(&cfg), "fast and naive trees differ");
    let live = reachable(&cfg);
    // petgraph's Cooper-Harvey-Kennedy.
    let pg = petgraph::algo::dominators::simple_fast(&cfg.to_petgraph(), 0.into());
    for x in cfg.blocks() {
        let theirs = pg
            .immediate_dominator(petgraph::graph::NodeIndex::new(x.index()))
            .map(|n| b(n.index()));
        assert_eq!(dom.idom(x), theirs, "idom of {x} differs from petgraph");
        assert_eq!(dom.is_reachable(x), live.contains(x.index()));
    }
    // The definition: a dominates x iff x is unreachable once a is removed.
    let succ = |x: usize| {
        cfg.successors(b(x))
            .iter()
            .map(|s| s.index())
            .collect::<Vec<_>>()
    };
    for a in cfg.blocks() {
        let without = reach_avoiding(cfg.len(), &[0], Some(a.index()), &succ);
        for x in cfg.blocks() {
            let by_definition = a == x || !without.contains(x.index());
            assert_eq!(dom.dominates(a, x), by_definition, "dominates({a}, {x})");
            assert_eq!(dom.strictly_dominates(a, x), by_definition && a != x);
        }
    }
    // Tree shape: children lists are the inverse of idom, sorted; the preorder covers the
    // reachable blocks; nearest common dominators dominate both.
    for x in cfg.blocks() {
        let kids: Vec<BlockId> = cfg.blocks().filter(|&y| dom.idom(y) == Some(x)).collect();
        assert_eq!(dom.children(x), kids.as_slice());
        for y in cfg.blocks() {
            if let Some(n) = dom.nearest_common_dominator(x, y) {
                assert!(dom.dominates(n, x) && dom.dominates(n, y));
                for c in dom.children(n) {
                    assert!(!(dom.dominates(*c, x) && dom.dominates(*c, y)));
                }
            }
        }
    }
    assert_eq!(dom.preorder().len(), live.count_ones(..));
    true
}

fn post_dominators_agree(g: Graph) -> bool {
    let cfg = g.cfg();
    let pd = PostDominators::new(&cfg);
    assert_eq!(
        pd,
        PostDominators::naive(&cfg),
        "fast and naive trees differ"
    );
    let len = cfg.len();
    let roots: Vec<usize> = pd.roots().iter().map(|r| r.index()).collect();
    // Every exit block is a root; the other roots never reach an exit and reach no other root.
    let exits: Vec<BlockId> = cfg.exits().collect();
    assert_eq!(&pd.roots()[..exits.len()], exits.as_slice());
    let succ = |x: usize| {
        cfg.successors(b(x))
            .iter()
            .map(|s| s.index())
            .collect::<Vec<_>>()
    };
    let pred = |x: usize| {
        cfg.predecessors(b(x))
            .iter()
            .map(|s| s.index())
            .collect::<Vec<_>>()
    };
    let to_exit = reach_avoiding(
        len,
        &exits.iter().map(|e| e.index()).collect::<Vec<_>>(),
        None,
        &pred,
    );
    for x in cfg.blocks() {
        assert_eq!(pd.reaches_exit(x), to_exit.contains(x.index()));
    }
    for &r in &roots[exits.len()..] {
        assert!(!to_exit.contains(r));
        let from_r = reach_avoiding(len, &succ(r), None, &succ);
        assert!(
            roots.iter().all(|&o| o == r || !from_r.contains(o)),
            "root bb{r} is redundant"
        );
    }
    // Every block reaches some root (so it is in the tree).
    let to_root = reach_avoiding(len, &roots, None, &pred);
    assert_eq!(to_root.count_ones(..), len);
    // The definition on the graph augmented with root -> virtual exit edges: a post-dominates
    // x iff x cannot reach the virtual exit (through a root) avoiding a.
    for a in cfg.blocks() {
        for x in cfg.blocks() {
            let escapes = reach_avoiding(len, &[x.index()], Some(a.index()), &succ);
            let by_definition = a == x || !roots.iter().any(|&r| escapes.contains(r));
            assert_eq!(
                pd.post_dominates(a, x),
                by_definition,
                "post_dominates({a}, {x})"
            );
        }
        let direct: Vec<BlockId> = cfg.blocks().filter(|&y| pd.ipdom(y).is_none()).collect();
        assert_eq!(pd.exit_children(), direct.as_slice());
    }
    true
}

fn cycles_are_well_formed(g: Graph) -> bool {
    let cfg = g.cfg();
    let ci = CycleInfo::new(&cfg);
    let dom = Dominators::new(&cfg);
    let live = reachable(&cfg);
    for (i, c) in ci.cycles().iter().enumerate() {
        let inside = |x: BlockId| c.contains(x);
        // Strongly connected: every block reaches the header and back inside the cycle.
        let succ_in = |x: usize| {
            cfg.successors(b(x))
                .iter()
                .filter(|s| inside(**s))
                .map(|s| s.index())
                .collect::<Vec<_>>()
        };
        let from_header = reach_avoiding(cfg.len(), &succ_in(c.header().index()), None, &succ_in);
        for &x in c.blocks() {
            assert!(live.contains(x.index()));
            assert!(
                from_header.contains(x.index()),
                "{x} not reached from the header inside"
            );
        }
        // Entries are exactly the blocks with a reachable predecessor outside the cycle.
        let mut entries: Vec<BlockId> = c
            .blocks()
            .iter()
            .copied()
            .filter(|&x| {
                cfg.predecessors(x)
                    .iter()
                    .any(|p| live.contains(p.index()) && !inside(*p))
            })
            .collect();
        assert_eq!(c.entries()[0], c.header());
        if !entries.contains(&c.header()) {
            // Only the entry block can be a header without outside predecessors.
            assert_eq!(c.header(), cfg.entry());
            entries.insert(0, c.header());
        }
        let mut got = c.entries().to_vec();
        got.sort();
        entries.sort();
        assert_eq!(got, entries);
        // A reducible cycle is a natural loop: its header dominates it.
        if c.is_reducible() {
            assert!(c.blocks().iter().all(|&x| dom.dominates(c.header(), x)));
        }
        // Nesting.
        match c.parent() {
            None => assert_eq!(c.depth(), 1),
            Some(p) => {
                let parent = ci.cycle(p);
                assert!(p.index() < i, "preorder: parent first");
                assert_eq!(c.depth(), parent.depth() + 1);
                assert!(c.blocks().iter().all(|&x| parent.contains(x)));
                assert!(!c.contains(parent.header()));
            }
        }
    }
    for x in cfg.blocks() {
        let containing = ci.cycles().iter().filter(|c| c.contains(x)).count() as u32;
        assert_eq!(ci.depth(x), containing);
    }
    // Back edges: exactly the edges into a header from inside its cycle... at least, every back
    // edge targets a header of a cycle containing its source.
    for &(u, h) in ci.back_edges() {
        assert!(ci.is_back_edge(u, h));
        assert!(ci.cycles().iter().any(|c| c.header() == h && c.contains(u)));
    }
    // Acyclic iff no cycle.
    let has_cycle_edge = cfg
        .blocks()
        .filter(|x| live.contains(x.index()))
        .any(|x| cfg.successors(x).iter().any(|s| reaches(&cfg, *s, x)));
    assert_eq!(has_cycle_edge, !ci.cycles().is_empty());
    true
}

fn reaches(cfg: &Cfg, from: BlockId, to: BlockId) -> bool {
    let succ = |x: usize| {
        cfg.successors(b(x))
            .iter()
            .map(|s| s.index())
            .collect::<Vec<_>>()
    };
    reach_avoiding(cfg.len(), &[from.index()], None, &succ).contains(to.index())
}

fn orders_are_consistent(g: Graph) -> bool {
    let cfg = g.cfg();
    let po = postorder(&cfg);
    let mut rpo = reverse_postorder(&cfg);
    assert_eq!(rpo[0], cfg.entry());
    rpo.reverse();
    assert_eq!(po, rpo);
    // In RPO an edge goes backward (or is a self loop) only when it closes a cycle.
    let rpo = reverse_postorder(&cfg);
    let pos = |x: BlockId| rpo.iter().position(|&y| y == x);
    for x in &rpo {
        for s in cfg.successors(*x) {
            if pos(*s) <= pos(x.to_owned()) {
                assert!(
                    reaches(&cfg, *s, *x),
                    "{x}->{s} goes backward without a cycle"
                );
            }
        }
    }
    true
}

quickcheck! {
    fn prop_dominators(g: Graph) -> bool { dominators_agree(g) }
    fn prop_post_dominators(g: Graph) -> bool { post_dominators_agree(g) }
    fn prop_cycles(g: Graph) -> bool { cycles_are_well_formed(g) }
    fn prop_orders(g: Graph) -> bool { orders_are_consistent(g) }
}

/// Hand-built irreducible graphs.
#[test]
fn classic_irreducible_graphs() {
    // The smallest: 0 -> 1, 0 -> 2, 1 <-> 2.
    let cfg = Cfg::from_edges(
        3,
        b(0),
        [(b(0), b(1)), (b(0), b(2)), (b(1), b(2)), (b(2), b(1))],
    );
    let ci = CycleInfo::new(&cfg);
    assert_eq!(ci.cycles().len(), 1);
    let c = &ci.cycles()[0];
    // LLVM's DFS explores the last successor (2) first, so 2 is the header.
    assert_eq!(c.header(), b(2));
    assert_eq!(c.entries(), &[b(2), b(1)]);
    assert!(ci.has_irreducible());
    assert_eq!(ci.back_edges(), &[(b(1), b(2))]);

    // Swapping the successor order swaps the header.
    let cfg = Cfg::from_edges(
        3,
        b(0),
        [(b(0), b(2)), (b(0), b(1)), (b(1), b(2)), (b(2), b(1))],
    );
    assert_eq!(CycleInfo::new(&cfg).cycles()[0].header(), b(1));

    // Three entries into a triangle 1 -> 2 -> 3 -> 1 from 0.
    let cfg = Cfg::from_edges(
        4,
        b(0),
        [
            (b(0), b(1)),
            (b(0), b(2)),
            (b(0), b(3)),
            (b(1), b(2)),
            (b(2), b(3)),
            (b(3), b(1)),
        ],
    );
    let ci = CycleInfo::new(&cfg);
    assert_eq!(ci.cycles().len(), 1);
    assert_eq!(ci.cycles()[0].entries().len(), 3);
    assert_eq!(ci.cycles()[0].blocks(), &[b(1), b(2), b(3)]);

    // An irreducible cycle around a natural loop: 0 -> 1, 0 -> 2; 1 -> 2; 2 -> 3; 3 -> 3;
    // 3 -> 1; 3 -> 4.
    let cfg = Cfg::from_edges(
        5,
        b(0),
        [
            (b(0), b(1)),
            (b(0), b(2)),
            (b(1), b(2)),
            (b(2), b(3)),
            (b(3), b(3)),
            (b(3), b(1)),
            (b(3), b(4)),
        ],
    );
    let ci = CycleInfo::new(&cfg);
    assert_eq!(ci.cycles().len(), 2);
    let outer = &ci.cycles()[0];
    assert_eq!(outer.blocks(), &[b(1), b(2), b(3)]);
    assert!(!outer.is_reducible());
    let inner = ci.cycle(outer.children()[0]);
    assert_eq!(inner.blocks(), &[b(3)]);
    assert!(inner.is_reducible());
    assert_eq!(ci.depth(b(3)), 2);
    assert_eq!(ci.exit_edges(&cfg, ci.top_level()[0]), vec![(b(3), b(4))]);
}
