//! The PTX front-end on every committed `.ptx`: llc-19's and nvcc's PTX of tests/corpus,
//! Triton's PTX, and the hand-written syntax corners of tests/ptx/syntax.
//!
//! For each file: it parses; it prints back byte-identical; the lowered functions are in
//! valid SSA form (an independent checker: every used local defined once, every definition
//! dominating its uses, φs exactly one entry per predecessor, one terminator per block at
//! its end); and the barriers the IR holds are exactly the barrier statements of the text,
//! function by function.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syncflow_framework::graph::Dominators;
use syncflow_ir::ptx::parse_ptx_module;
use syncflow_ir::{print_module, Function, LocalDef, Module, Opcode, Operand};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn ptx_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [
        "tests/ptx/llc",
        "tests/ptx/nvcc",
        "tests/ptx/syntax",
        "tests/triton",
    ] {
        for e in std::fs::read_dir(root().join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "ptx") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(
        files.len() >= 40 + 80 + 17 + 9,
        "corpus incomplete: {}",
        files.len()
    );
    files
}

fn parse(path: &Path) -> (String, Module) {
    let text = std::fs::read_to_string(path).unwrap();
    let module =
        parse_ptx_module(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"));
    (text, module)
}

/// The SSA checker: returns the first violation found.
fn check_ssa(func: &Function) -> Result<(), String> {
    let cfg = func.cfg();
    let dom = Dominators::new(&cfg);
    for (b, block) in func.blocks.iter_enumerated() {
        if block.first >= block.end {
            return Err(format!("block {} is empty", block.name));
        }
        for i in block.insts() {
            let inst = &func.insts[i];
            if inst.block != b {
                return Err(format!("{i:?} is in the wrong block"));
            }
            let last = i == block.terminator();
            if inst.opcode.is_terminator() != last {
                return Err(format!(
                    "{i:?}: terminator placement in block {}",
                    block.name
                ));
            }
            if matches!(inst.opcode, Opcode::Phi) {
                let mut from: Vec<_> = inst.phi_incoming().map(|(_, p)| p).collect();
                let mut preds = cfg.predecessors(b).to_vec();
                from.sort();
                preds.sort();
                preds.dedup();
                from.dedup();
                if from != preds {
                    return Err(format!(
                        "φ {i:?} in {}: incoming {from:?}, predecessors {preds:?}",
                        block.name
                    ));
                }
            }
            for (k, op) in inst.operands.iter().enumerate() {
                let Operand::Local(l) = op else { continue };
                let def = match func.locals[*l].def {
                    LocalDef::Param(_) => continue,
                    LocalDef::Inst(d) => d,
                };
                if func.insts[def].result != Some(*l) {
                    return Err(format!(
                        "local {l:?} claims {def:?}, which defines something else"
                    ));
                }
                let def_block = func.insts[def].block;
                // A φ's operand must reach the end of the matching predecessor.
                let use_block = if matches!(inst.opcode, Opcode::Phi) {
                    match inst.operands.get(k + 1) {
                        Some(Operand::Block(p)) => *p,
                        _ => return Err(format!("φ {i:?} operand without its block")),
                    }
                } else {
                    b
                };
                let ok = if !dom.is_reachable(use_block) {
                    true
                } else if def_block == use_block && !matches!(inst.opcode, Opcode::Phi) {
                    def < i
                } else {
                    dom.dominates(def_block, use_block)
                };
                if !ok {
                    return Err(format!(
                        "{i:?} in {} uses {} before its definition {def:?}",
                        block.name,
                        func.local_name(*l)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The barrier and fence statements in a function's text: `bar.sync`, `barrier.sync`,
/// `bar.arrive`, `bar.red`, `barrier.cta.*`, `bar.warp.sync`, `membar.*`, `fence.sc`/`acq_rel`
/// (what [`Module::barriers`] lists; `fence.proxy` is an asm the model calls unknown).
fn barrier_statements(text: &str) -> usize {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .filter(|l| {
            let w = l.trim_start();
            let w = match w.strip_prefix('@') {
                Some(r) => r
                    .split_once(char::is_whitespace)
                    .map_or("", |(_, x)| x.trim_start()),
                None => w,
            };
            w.starts_with("bar.")
                || w.starts_with("barrier.")
                || w.starts_with("membar.")
                || w.starts_with("fence.sc")
                || w.starts_with("fence.acq_rel")
        })
        .count()
}

#[test]
fn every_ptx_file_parses_prints_back_identical_and_is_valid_ssa() {
    for path in ptx_files() {
        let (text, module) = parse(&path);
        let printed = print_module(&module, &BTreeSet::new()).unwrap();
        assert!(printed == text, "{}: printed text differs", path.display());
        for func in module.functions.iter().filter(|f| f.is_defined) {
            check_ssa(func).unwrap_or_else(|e| panic!("{} @{}: {e}", path.display(), func.name));
            let body = &text[func.span.start as usize..func.span.end as usize];
            let barriers = module.barriers(func).count();
            assert_eq!(
                barriers,
                barrier_statements(body),
                "{} @{}: barriers",
                path.display(),
                func.name
            );
        }
    }
}

#[test]
fn the_ssa_checker_catches_a_use_before_its_definition() {
    // The checker is the oracle of the test above: it must fail on broken input. Swap the
    // operands of a kernel's first two dependent instructions.
    let path = root().join("tests/ptx/llc/transpose.sm80.ptx");
    let (_, mut module) = parse(&path);
    let f = module.functions.iter_mut().find(|f| f.is_defined).unwrap();
    let (i, l) = f
        .insts
        .iter_enumerated()
        .find_map(|(i, inst)| {
            inst.operands.iter().find_map(|op| match op {
                Operand::Local(l)
                    if matches!(f.locals[*l].def, LocalDef::Inst(_))
                        && !matches!(inst.opcode, Opcode::Phi) =>
                {
                    Some((i, *l))
                }
                _ => None,
            })
        })
        .unwrap();
    let LocalDef::Inst(def) = f.locals[l].def else {
        unreachable!()
    };
    // Make the definition claim a later place: the checker must complain.
    let later = syncflow_ir::InstId::new(i.index() + 1);
    f.insts[def].result = None;
    f.locals[l].def = LocalDef::Inst(later);
    assert!(check_ssa(f).is_err());
}

#[test]
fn barriers_report_the_cuda_line_with_lineinfo() {
    // nvcc -lineinfo and llc from clang -g: every barrier has a location in the source. nvcc
    // writes `inlined_at` for code from its headers, so its barriers are all on `.cu` lines;
    // llc-19 writes none (PTX 7.0), so a `__syncwarp` from the corpus's shim.h stays there —
    // as in the `.ll`, where shim.h is a user header.
    for (dir, suffix) in [("tests/ptx/llc", ""), ("tests/ptx/nvcc", ".cu:")] {
        for e in std::fs::read_dir(root().join(dir)).unwrap() {
            let path = e.unwrap().path();
            let (_, module) = parse(&path);
            for func in module.functions.iter().filter(|f| f.is_defined) {
                for (i, _) in module.barriers(func) {
                    let place = module.location_string(&func.insts[i]).unwrap_or_default();
                    assert!(
                        place.contains(suffix) && !place.contains(".ptx:") && !place.is_empty(),
                        "{} @{}: barrier at '{place}'",
                        path.display(),
                        func.name
                    );
                }
            }
        }
    }
}
