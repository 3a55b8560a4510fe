//! # A second analysis: reads of `__shared__` memory that no thread may have written
//!
//! Shared memory starts undefined in every CTA. A read of a shared array is **suspect** when
//! some thread may not have written that array before it:
//! - on some path from the kernel's entry to the read, no write to the array ran; or
//! - the read sits inside a *divergent* branch (threads disagree on its condition) and the
//!   only writes since the branch are inside it too: the threads that went the other way did
//!   not write, and a read of another thread's element may see nothing.
//!
//! Each thread follows one path, so "written on every path" is a per-thread fact; the second
//! case is what divergence adds. Once a divergent branch reconverges, every thread has run one
//! of its arms, and what every arm wrote, every thread wrote.
//!
//! This is a forward *must* analysis with **edge effects**, written against the framework as a
//! researcher would:
//!
//! | | |
//! |---|---|
//! | lattice | triples `(P, A, C)` of bit sets, each ordered by ⊆: `P` arrays this thread wrote on every path, `A` arrays every thread wrote, `C` divergent branches certainly *not* open |
//! | direction | [`Forward`] |
//! | meet | [`MeetMode::And`]: on *every* path (`∩` at joins) |
//! | boundary | `P = A = ∅` (nothing written at entry), `C` = every branch (none open) |
//! | statement | a store to array `a` adds `a` to `P`, and to `A` when `C` is full (no divergent branch open) |
//! | edge `u → v` | leaving a divergent branch `u` opens it (`C ∖ {u}`); entering `v` closes every divergent branch whose immediate post-dominator is `v` (`C ∪ {b}`); when `C` is then full, `A := A ∪ P` (all threads reconverged, each wrote what its path wrote) |
//!
//! A read of `a` is suspect when `a ∉ A` just before it.
//!
//! Why `C` and not "the open branches": the meet is `∩`, and "open on some path" is a union.
//! Its complement, "certainly closed", meets with `∩` like `P` and `A`, so one meet mode serves
//! the whole triple. Why edge effects: whether a branch is open depends on which edge control
//! took — the true edge of `if (t < 16)` enters the region, the edge into the join leaves it —
//! not on any statement. Without edge effects this took a workaround on the branch instruction.
//!
//! The transfers are monotone (each adds bits, and adds more from a larger state: a larger
//! `C` is full whenever a smaller one is), and the lattice is finite, so the engine's contract
//! holds.
//!
//! A suspect read is a report to look at, not a proof of a bug. The analysis works on whole
//! arrays: `if (t < 256) bins[t] = 0;` writes every element of a 256-bin array when the CTA has
//! 256 threads or more, but it is a store under a divergent branch, so later reads of `bins`
//! are reported; so is an array filled through a pointer the memory model cannot follow. It is
//! sound the other way: a read it does not report follows, on every path, a write to its array
//! by every thread.
//!
//! ```sh
//! cargo run -p syncflow-analyses --example uninitialised_shared_reads -- tests/corpus/branch_end_barrier.ll
//! ```
#![forbid(unsafe_code)]

use fixedbitset::FixedBitSet;
use syncflow_analyses::facts::Facts;
use syncflow_analyses::memory::{AccessKind, InstEffect, ObjectId, ObjectTable};
use syncflow_framework::dataflow::{Analysis, Edge, Engine, Forward, Location, MeetMode};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{parse_module, Function, FunctionId};

/// Step 1: the problem. `branches` are the function's divergent branches (by block), `ipdom`
/// their reconvergence points.
struct WrittenByAll<'a> {
    func: &'a Function,
    effects: &'a [InstEffect],
    objects: &'a ObjectTable,
    /// The block of divergent branch `i`.
    branches: Vec<BlockId>,
    /// The immediate post-dominator of divergent branch `i`, where it closes.
    ipdom: Vec<Option<BlockId>>,
}

/// `(P, A, C)`: arrays this thread wrote on every path; arrays every thread wrote; divergent
/// branches certainly closed.
type State = (FixedBitSet, FixedBitSet, FixedBitSet);

/// Step 2: tell the engine.
impl Analysis for WrittenByAll<'_> {
    type Domain = State;
    type Direction = Forward;
    const NAME: &'static str = "written-by-all-threads";
    const HAS_EDGE_EFFECTS: bool = true;

    fn meet_mode(&self) -> MeetMode {
        MeetMode::And
    }

    fn boundary_state(&self) -> State {
        let mut closed = FixedBitSet::with_capacity(self.branches.len());
        closed.insert_range(..);
        let nothing = FixedBitSet::with_capacity(self.objects.len());
        (nothing.clone(), nothing, closed)
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }

    fn apply_statement(&self, (by_this, by_all, closed): &mut State, at: Location) {
        if let InstEffect::Accesses(classes) = &self.effects[self.func.inst_at(at).index()] {
            for &class in classes {
                if class.kind == AccessKind::Write {
                    if let Some(array) = self.objects.shared_array(class).map(ObjectId::index) {
                        by_this.insert(array);
                        if closed.is_full() {
                            by_all.insert(array);
                        }
                    }
                }
            }
        }
    }

    fn apply_edge_effect(&self, (by_this, by_all, closed): &mut State, edge: Edge) {
        if let Some(i) = self.branches.iter().position(|&b| b == edge.from) {
            closed.set(i, false);
        }
        for (i, ipdom) in self.ipdom.iter().enumerate() {
            if *ipdom == Some(edge.to) {
                closed.insert(i);
            }
        }
        if closed.is_full() {
            by_all.union_with(by_this);
        }
    }
}

/// One suspect read.
#[derive(Debug, PartialEq, Eq)]
struct SuspectRead {
    /// `file:line:col` (or `@function` without debug info).
    at: String,
    /// The array read.
    array: String,
}

/// Step 3: solve, then walk every block with a cursor and check each read against `W`.
///
/// What it needs — uniformity, the effects, the CFG and its post-dominators — it asks of
/// [`Facts`], which computes each once however many analyses ask (`syncflow_analyses::facts`).
fn suspect_reads(facts: &Facts<'_>, f: FunctionId) -> Vec<SuspectRead> {
    let module = facts.module();
    let func = &module.functions[f];
    let Some(fu) = facts.uniformity().function(f) else {
        return Vec::new();
    };
    let cfg = facts.function(f).cfg();
    let effects = facts.function_effects(f);
    let objects = facts.effects().objects();
    let pdom = facts.function(f).post_dominators();
    let branches: Vec<BlockId> = cfg
        .blocks()
        .filter(|&b| cfg.successors(b).len() >= 2 && fu.terminator_level(module, b).is_divergent())
        .collect();
    let ipdom = branches.iter().map(|&b| pdom.ipdom(b)).collect();
    let analysis = WrittenByAll {
        func,
        effects,
        objects,
        branches,
        ipdom,
    };
    let results = Engine::new(cfg, &analysis).iterate_to_fixpoint();
    let mut cursor = results.cursor();
    let mut out = Vec::new();
    for block in cfg.blocks() {
        for (statement, inst) in func.blocks[block].insts().enumerate() {
            let InstEffect::Accesses(classes) = &effects[inst.index()] else {
                continue;
            };
            let (_, written, _) = cursor.seek_before(Location { block, statement });
            for &class in classes.iter().filter(|c| c.kind.reads()) {
                match objects.shared_array(class).map(ObjectId::index) {
                    Some(array) if !written.contains(array) => out.push(SuspectRead {
                        at: module
                            .location_string(&func.insts[inst])
                            .unwrap_or_else(|| format!("@{}", func.name)),
                        array: objects.object(ObjectId::new(array)).describe(module),
                    }),
                    _ => {}
                }
            }
        }
    }
    out.dedup();
    out
}

/// Step 4: a command line around it.
fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: uninitialised_shared_reads IN.ll");
        std::process::exit(2);
    };
    let read = std::fs::read_to_string(&path).map_err(|e| format!("{path}: error: {e}"));
    let module = match read.and_then(|text| parse_module(&path, &text).map_err(|e| e.to_string())) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let facts = Facts::new(&module);
    let mut found = false;
    for (f, func) in module.functions.iter_enumerated() {
        if func.is_defined {
            for read in suspect_reads(&facts, f) {
                found = true;
                println!(
                    "{}: read of {} may see shared memory that some thread has not written",
                    read.at, read.array
                );
            }
        }
    }
    std::process::exit(i32::from(found));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reads_in(name: &str, text: &str, function: &str) -> Vec<SuspectRead> {
        let module = parse_module(name, text).unwrap();
        let f = module.function_by_name(function).unwrap();
        suspect_reads(&Facts::new(&module), f)
    }

    fn corpus(name: &str) -> String {
        let path = format!("{}/../tests/corpus/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(path).unwrap()
    }

    #[test]
    fn a_loop_that_may_not_run_leaves_the_array_unwritten() {
        // branch_end_barrier.cu:28 reads s after `for (i = 0; i < n; ++i) s[t] = …`: with
        // n <= 0 nothing wrote it. The uniform `if (flag)` of the other kernel writes s on
        // both arms, so its read at line 17 is fine.
        let text = corpus("branch_end_barrier.ll");
        let got = reads_in("branch_end_barrier.ll", &text, "loop_body_ends_in_barrier");
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(
            got[0].at.starts_with("branch_end_barrier.cu:28:"),
            "{got:?}"
        );
        assert!(reads_in("branch_end_barrier.ll", &text, "arms_end_in_barrier").is_empty());
    }

    const KERNEL: &str = r#"
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 COND, 16
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr addrspace(3) @s
  br label %join
join:
  store i32 2, ptr addrspace(3) @s
  %v = load i32, ptr addrspace(3) @s
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

    #[test]
    fn the_join_closes_the_divergent_branch() {
        // Threads disagree on `t < 16`, but every thread stores at the join, after the branch
        // closed: the read is fine. The edge effect closes the branch on the edge into %join.
        let text = KERNEL.replace("COND", "%t");
        assert!(reads_in("k.ll", &text, "k").is_empty());
    }

    #[test]
    fn a_store_on_some_path_only() {
        // The path that skips the store reads unwritten memory, divergent branch or not.
        for cond in ["%t", "%n"] {
            let text = KERNEL
                .replace("COND", cond)
                .replace("  store i32 2, ptr addrspace(3) @s\n", "");
            let got = reads_in("k.ll", &text, "k");
            assert_eq!(got.len(), 1, "{cond}: {got:?}");
            assert_eq!(got[0].array, "@s");
        }
    }

    /// A read inside the branch, after a store inside it.
    fn read_inside(cond: &str) -> String {
        KERNEL
            .replace("COND", cond)
            .replace(
                "  store i32 1, ptr addrspace(3) @s\n",
                "  store i32 1, ptr addrspace(3) @s\n  %w = load i32, ptr addrspace(3) @s\n",
            )
            .replace("  %v = load i32, ptr addrspace(3) @s\n", "")
    }

    #[test]
    fn inside_a_divergent_branch_only_some_threads_wrote() {
        // Under `if (t < 16)` only 16 threads stored: a read of another thread's element may
        // see nothing. Under the uniform `if (n < 16)` every thread in the branch stored.
        assert_eq!(reads_in("k.ll", &read_inside("%t"), "k").len(), 1);
        assert!(reads_in("k.ll", &read_inside("%n"), "k").is_empty());
    }

    #[test]
    fn both_arms_of_a_divergent_branch_write() {
        // if (t < 16) s = 1; else s = 3; read s: each thread ran one arm, so every thread
        // wrote; the reconvergence edge turns "this thread on every path" into "every thread".
        let text = KERNEL.replace("COND", "%t").replace(
            "  br i1 %c, label %then, label %join",
            "  br i1 %c, label %then, label %else\nelse:\n  store i32 3, ptr addrspace(3) @s\n  br label %join",
        );
        let text = text.replace("  store i32 2, ptr addrspace(3) @s\n", "");
        assert!(reads_in("k.ll", &text, "k").is_empty(), "{text}");
    }
}
