//! Dominators, post-dominators and cycles against LLVM itself on random graphs: each graph is
//! written as an LLVM function (block `i` named `%bi`, successors in terminator order), run
//! through `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'`, and the printed
//! trees are compared block by block. Skipped (with a message) when `opt-19` is not installed.
//!
//! This checks the graph toolkit's LLVM emulation (post-dominator roots of infinite loops,
//! cycle headers of irreducible cycles) independently of the IR front-end; the corpus test
//! that runs real kernels through the front-end lives with the front-end.

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

/// A printed cycle: depth, entries in printed order, sorted blocks, parent's header.
type PrintedCycle = (u32, Vec<usize>, Vec<usize>, Option<usize>);

/// A cycle to compare: depth, header, entries (header first, rest sorted), blocks, parent header.
type CycleKey = (u32, usize, Vec<usize>, Vec<usize>, Option<usize>);

/// What LLVM printed for one function.
#[derive(Default, Debug)]
struct Printed {
    /// block -> parent in the dominator tree (None for the root).
    dom: BTreeMap<usize, Option<usize>>,
    /// block -> parent in the post-dominator tree (None for the virtual exit).
    postdom: BTreeMap<usize, Option<usize>>,
    postdom_roots: Vec<usize>,
    /// (depth, entries in printed order, sorted blocks, parent's header)
    cycles: Vec<PrintedCycle>,
}

fn block_number(token: &str) -> usize {
    token
        .trim_start_matches('%')
        .trim_start_matches('b')
        .parse()
        .unwrap_or_else(|_| panic!("bad block {token}"))
}

/// Parses the `[depth] %name` lines of a printed tree into parent links.
fn parse_tree_line(
    line: &str,
    stack: &mut Vec<Option<usize>>,
    tree: &mut BTreeMap<usize, Option<usize>>,
) {
    let line = line.trim_start();
    let close = line.find(']').unwrap();
    let depth: usize = line[1..close].parse().unwrap();
    let name = line[close + 1..].split_whitespace().next().unwrap();
    let node = if name == "<<exit" {
        None
    } else {
        Some(block_number(name))
    };
    stack.truncate(depth - 1);
    if let Some(n) = node {
        tree.insert(n, stack.last().copied().flatten());
    }
    stack.push(node);
}

fn parse(output: &str) -> BTreeMap<String, Printed> {
    let mut all: BTreeMap<String, Printed> = BTreeMap::new();
    let mut current = String::new();
    let mut section = 0;
    let mut stack = Vec::new();
    let mut cycle_stack: Vec<usize> = Vec::new();
    for line in output.lines() {
        if let Some(f) = line.strip_prefix("DominatorTree for function: ") {
            (current, section) = (f.to_string(), 1);
            stack.clear();
        } else if let Some(f) = line.strip_prefix("PostDominatorTree for function: ") {
            (current, section) = (f.to_string(), 2);
            stack.clear();
        } else if let Some(f) = line.strip_prefix("CycleInfo for function: ") {
            (current, section) = (f.to_string(), 3);
            cycle_stack.clear();
        } else if line.trim_start().starts_with('[') && section != 3 {
            let p = all.entry(current.clone()).or_default();
            let tree = if section == 1 {
                &mut p.dom
            } else {
                &mut p.postdom
            };
            parse_tree_line(line, &mut stack, tree);
        } else if let Some(roots) = line.strip_prefix("Roots: ") {
            if section == 2 {
                all.entry(current.clone()).or_default().postdom_roots =
                    roots.split_whitespace().map(block_number).collect();
            }
        } else if section == 3 && line.trim_start().starts_with("depth=") {
            let p = all.entry(current.clone()).or_default();
            let text = line.trim_start();
            let depth: u32 = text["depth=".len()..text.find(':').unwrap()]
                .parse()
                .unwrap();
            let open = text.find("entries(").unwrap() + "entries(".len();
            let close = text.find(')').unwrap();
            let entries: Vec<usize> = text[open..close]
                .split_whitespace()
                .map(block_number)
                .collect();
            let mut blocks: Vec<usize> = entries.clone();
            blocks.extend(text[close + 1..].split_whitespace().map(block_number));
            blocks.sort();
            cycle_stack.truncate(depth as usize - 1);
            let parent = cycle_stack.last().map(|&i| p.cycles[i].1[0]);
            cycle_stack.push(p.cycles.len());
            p.cycles.push((depth, entries, blocks, parent));
        }
    }
    all
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
    let printed = parse(&String::from_utf8_lossy(&out.stderr));
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
        assert_eq!(ours, llvm.dom, "{name}: dominator tree\n{cfg:?}");

        let pd = PostDominators::new(cfg);
        let ours: BTreeMap<usize, Option<usize>> = cfg
            .blocks()
            .map(|x| (x.index(), pd.ipdom(x).map(|d| d.index())))
            .collect();
        assert_eq!(ours, llvm.postdom, "{name}: post-dominator tree\n{cfg:?}");
        let roots: Vec<usize> = pd.roots().iter().map(|r| r.index()).collect();
        assert_eq!(
            roots, llvm.postdom_roots,
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
            .map(|(depth, entries, blocks, parent)| {
                let mut sorted = entries.clone();
                sorted[1..].sort();
                (*depth, entries[0], sorted, blocks.clone(), *parent)
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
