//! Dominators, post-dominators and cycles against LLVM itself on random graphs: each graph is
//! written as an LLVM function (block `i` named `%bi`, successors in terminator order), run
//! through `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'`, and the printed
//! trees are compared block by block. Skipped (with a message) when `opt-19` is not installed.
//!
//! This checks the graph toolkit's LLVM emulation (post-dominator roots of infinite loops,
//! cycle headers of irreducible cycles) independently of the IR front-end; the corpus test
//! that runs real kernels through the front-end lives with the front-end.

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::process::Command;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo, Dominators, PostDominators};

fn b(i: usize) -> BlockId {
    BlockId::new(i)
}

/// xorshift64: a dependency-free deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random graph whose entry (block 0) has no predecessor, as LLVM requires.
fn random_cfg(rng: &mut Rng) -> Cfg {
    let len = 2 + rng.below(11);
    let mut edges = Vec::new();
    for from in 0..len {
        let out = match rng.below(10) {
            0 | 1 => 0,
            2..=5 => 1,
            6..=8 => 2,
            _ => 3,
        };
        for _ in 0..out {
            let to = 1 + rng.below(len - 1);
            edges.push((b(from), b(to)));
        }
    }
    Cfg::from_edges(len, b(0), edges)
}

fn write_function(out: &mut String, name: &str, cfg: &Cfg) {
    writeln!(out, "define void @{name}(i1 %c, i32 %v) {{").unwrap();
    for x in cfg.blocks() {
        writeln!(out, "b{}:", x.index()).unwrap();
        match cfg.successors(x) {
            [] => writeln!(out, "  ret void").unwrap(),
            [s] => writeln!(out, "  br label %b{}", s.index()).unwrap(),
            [s, t] => writeln!(
                out,
                "  br i1 %c, label %b{}, label %b{}",
                s.index(),
                t.index()
            )
            .unwrap(),
            [default, cases @ ..] => {
                write!(out, "  switch i32 %v, label %b{} [", default.index()).unwrap();
                for (i, s) in cases.iter().enumerate() {
                    write!(out, " i32 {i}, label %b{}", s.index()).unwrap();
                }
                writeln!(out, " ]").unwrap();
            }
        }
    }
    writeln!(out, "}}").unwrap();
}

/// A cycle to compare: depth, header, entries (header first, rest sorted), blocks, parent header.
type CycleKey = (u32, usize, Vec<usize>, Vec<usize>, Option<usize>);

/// The index of block `%bN`.
fn block_number(name: &str) -> usize {
    name.trim_start_matches('b')
        .parse()
        .unwrap_or_else(|_| panic!("bad block {name}"))
}

/// A tree printed with block names, as block indices.
fn numbered(tree: &BTreeMap<String, Option<String>>) -> BTreeMap<usize, Option<usize>> {
    tree.iter()
        .map(|(b, p)| (block_number(b), p.as_deref().map(block_number)))
        .collect()
}

#[test]
fn random_graphs_match_opt_19() {
    assert!(
        Command::new("opt-19").arg("--version").output().is_ok(),
        "opt-19 not found: install llvm-19 (.ci/run does)"
    );
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let graphs: Vec<Cfg> = (0..400).map(|_| random_cfg(&mut rng)).collect();
    let mut module = String::new();
    for (i, cfg) in graphs.iter().enumerate() {
        write_function(&mut module, &format!("f{i}"), cfg);
    }
    let dir = std::env::temp_dir().join(format!("syncflow-graph-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("graphs.ll");
    std::fs::write(&path, &module).unwrap();
    let out = Command::new("opt-19")
        .args([
            "-passes=print<domtree>,print<postdomtree>,print<cycles>",
            "-disable-output",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "opt-19 failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = common::parse_llvm_graphs(&String::from_utf8_lossy(&out.stderr));
    std::fs::remove_dir_all(&dir).ok();
    let (mut irreducible, mut nontrivial_roots) = (0, 0);
    for (i, cfg) in graphs.iter().enumerate() {
        let name = format!("f{i}");
        let llvm = &printed[&name];
        let dom = Dominators::new(cfg);
        let ours: BTreeMap<usize, Option<usize>> = cfg
            .blocks()
            .filter(|&x| dom.is_reachable(x))
            .map(|x| (x.index(), dom.idom(x).map(|d| d.index())))
            .collect();
        assert_eq!(ours, numbered(&llvm.dom), "{name}: dominator tree\n{cfg:?}");

        let pd = PostDominators::new(cfg);
        let ours: BTreeMap<usize, Option<usize>> = cfg
            .blocks()
            .map(|x| (x.index(), pd.ipdom(x).map(|d| d.index())))
            .collect();
        assert_eq!(
            ours,
            numbered(&llvm.postdom),
            "{name}: post-dominator tree\n{cfg:?}"
        );
        let roots: Vec<usize> = pd.roots().iter().map(|r| r.index()).collect();
        let printed_roots: Vec<usize> =
            llvm.postdom_roots.iter().map(|r| block_number(r)).collect();
        assert_eq!(
            roots, printed_roots,
            "{name}: post-dominator roots\n{cfg:?}"
        );
        nontrivial_roots += pd
            .roots()
            .iter()
            .filter(|r| !cfg.successors(**r).is_empty())
            .count();

        let ci = CycleInfo::new_llvm19(cfg);
        let modern = CycleInfo::new(cfg);
        assert_eq!(ci.cycles().len(), modern.cycles().len());
        for (old, new) in ci.cycles().iter().zip(modern.cycles()) {
            assert_eq!((old.header(), old.blocks()), (new.header(), new.blocks()));
            assert!(new.entries().iter().all(|e| old.entries().contains(e)));
        }
        let mut ours: Vec<CycleKey> = ci
            .cycles()
            .iter()
            .map(|c| {
                let mut entries: Vec<usize> = c.entries().iter().map(|e| e.index()).collect();
                entries[1..].sort();
                (
                    c.depth(),
                    c.header().index(),
                    entries,
                    c.blocks().iter().map(|x| x.index()).collect(),
                    c.parent().map(|p| ci.cycle(p).header().index()),
                )
            })
            .collect();
        let mut theirs: Vec<CycleKey> = llvm
            .cycles
            .iter()
            .map(|(depth, header, others, blocks, parent)| {
                let mut entries: Vec<usize> = others.iter().map(|e| block_number(e)).collect();
                entries.sort();
                entries.insert(0, block_number(header));
                let mut blocks: Vec<usize> = blocks.iter().map(|x| block_number(x)).collect();
                blocks.sort();
                (
                    *depth,
                    block_number(header),
                    entries,
                    blocks,
                    parent.as_deref().map(block_number),
                )
            })
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{name}: cycles\n{cfg:?}");
        irreducible += ci.cycles().iter().filter(|c| !c.is_reducible()).count();
    }
    // The random graphs must actually exercise the hard cases.
    assert!(irreducible > 10, "only {irreducible} irreducible cycles");
    assert!(
        nontrivial_roots > 10,
        "only {nontrivial_roots} non-trivial post-dominator roots"
    );
}
