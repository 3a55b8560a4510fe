//! Dominators, post-dominators and cycles of every function of the corpus, read by our
//! front-end, against LLVM's own `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'`.
//!
//! LLVM prints trees as `[depth] %block {dfs numbers}` lines (the post-dominator tree under a
//! `<<exit node>>` root) and cycles as `depth=D: entries(%h …) %b …`. Blocks are matched by
//! name: our [`Block::name`](syncflow_ir::Block) is the label as written or, for
//! unlabelled blocks, the slot number LLVM prints.

#[path = "../../framework/tests/common.rs"]
mod common;

use std::collections::BTreeMap;
use std::process::Command;
use syncflow_framework::graph::{CycleInfo, Dominators, PostDominators};
use syncflow_ir::parse_module;

#[test]
fn corpus_dominators_post_dominators_and_cycles_match_opt_19() {
    let mut functions = 0;
    let mut with_cycles = 0;
    for path in common::ll_files("corpus")
        .into_iter()
        .chain(common::ll_files("syntax/llvm19"))
    {
        let text = std::fs::read_to_string(&path).unwrap();
        let module = parse_module(&path.display().to_string(), &text).unwrap();
        let out = Command::new("opt-19")
            .args([
                "-passes=print<domtree>,print<postdomtree>,print<cycles>",
                "-disable-output",
            ])
            .arg(&path)
            .output()
            .expect("opt-19 is installed (.ci/run installs llvm-19)");
        assert!(
            out.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let printed = common::parse_llvm_graphs(&String::from_utf8_lossy(&out.stderr));
        for f in module.functions.iter().filter(|f| f.is_defined) {
            let llvm = printed.get(&f.name).unwrap_or_else(|| {
                panic!("{}: opt printed nothing for @{}", path.display(), f.name)
            });
            let cfg = f.cfg();
            let block = |b: syncflow_framework::graph::BlockId| f.blocks[b].name.clone();
            let where_ = format!("{} @{}", path.display(), f.name);

            let dom = Dominators::new(&cfg);
            let ours: BTreeMap<String, Option<String>> = cfg
                .blocks()
                .filter(|b| dom.is_reachable(*b))
                .map(|b| (block(b), dom.idom(b).map(block)))
                .collect();
            assert_eq!(ours, llvm.dom, "{where_}: dominator tree");

            let pd = PostDominators::new(&cfg);
            let ours: BTreeMap<String, Option<String>> = cfg
                .blocks()
                .map(|b| (block(b), pd.ipdom(b).map(block)))
                .collect();
            assert_eq!(ours, llvm.postdom, "{where_}: post-dominator tree");
            let roots: Vec<String> = pd.roots().iter().map(|r| block(*r)).collect();
            assert_eq!(roots, llvm.postdom_roots, "{where_}: post-dominator roots");

            let ci = CycleInfo::new_llvm19(&cfg);
            let mut ours: Vec<_> = ci
                .cycles()
                .iter()
                .map(|c| {
                    let mut others: Vec<String> =
                        c.entries()[1..].iter().map(|e| block(*e)).collect();
                    others.sort();
                    let mut blocks: Vec<String> = c.blocks().iter().map(|b| block(*b)).collect();
                    blocks.sort();
                    (
                        c.depth(),
                        block(c.header()),
                        others,
                        blocks,
                        c.parent().map(|p| block(ci.cycle(p).header())),
                    )
                })
                .collect();
            let mut theirs = llvm.cycles.clone();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{where_}: cycles");
            functions += 1;
            with_cycles += usize::from(!ci.cycles().is_empty());
        }
    }
    assert!(functions >= 60, "compared {functions} functions");
    assert!(with_cycles >= 20, "only {with_cycles} functions with loops");
}
