//! # A new analysis in an afternoon: which `__shared__` arrays are live at each barrier
//!
//! A shared array is **live** at a program point when some path from that point may still
//! read it. At a barrier, the arrays that are *not* live hold nothing anyone will read again:
//! their shared memory could be reused for something else from there on, and a store to them
//! after the barrier needs no barrier before it.
//!
//! This is a classic backward *may* analysis, written here against the framework the way a
//! researcher would write their own:
//!
//! | | |
//! |---|---|
//! | lattice | sets of shared arrays ([`FixedBitSet`], one bit per memory object), ordered by ⊆ |
//! | direction | [`Backward`]: a read makes the array live *above* it |
//! | meet | [`MeetMode::Or`](syncflow_framework::dataflow::MeetMode::Or): live on *some* path (the default of [`Analysis::meet_mode`]) |
//! | boundary | `∅` at the kernel's exits: nothing reads shared memory after the kernel |
//! | transfer | `live_above = live_below ∪ {arrays the statement may read}` |
//!
//! There is no kill: a store by one thread writes one element, not the whole array, so it does
//! not make the array dead. The transfer is `x ↦ x ∪ gen`, monotone, and the lattice is finite,
//! so the engine's convergence contract holds.
//!
//! What each instruction touches comes from `syncflow-analyses`' memory effects (which resolve
//! pointers to `__shared__` arrays through `getelementptr`, `addrspacecast`, `phi`, `select`
//! and calls); everything else is the framework's: the IR, the CFG, the engine and its cursor.
//!
//! ```sh
//! cargo run -p syncflow-analyses --example live_shared_arrays -- tests/corpus/multi_shared.ll
//! ```
#![forbid(unsafe_code)]

use fixedbitset::FixedBitSet;
use syncflow_analyses::memory::{EffectOptions, EffectTable, InstEffect, ObjectId, ObjectTable};
use syncflow_framework::dataflow::{Analysis, Backward, Engine, Location};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{parse_module, Function, FunctionId, Module};

/// Step 1: the problem. It borrows the function and the per-instruction effects, and knows
/// which memory objects are shared arrays.
struct LiveSharedArrays<'a> {
    func: &'a Function,
    effects: &'a [InstEffect],
    objects: &'a ObjectTable,
}

/// Step 2: tell the engine what the problem is.
impl Analysis for LiveSharedArrays<'_> {
    type Domain = FixedBitSet;
    type Direction = Backward;
    const NAME: &'static str = "live-shared-arrays";

    // `meet_mode` keeps its default, `MeetMode::Or`: live on *some* path.

    /// The state at the kernel's exits (and the lattice's size: one bit per object).
    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(self.objects.len())
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }

    /// Backward: `state` is what is live below the statement; make it what is live above.
    /// Statements are the block's instructions: `func.inst_at(at)` is the one at `at`.
    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        if let InstEffect::Accesses(classes) = &self.effects[self.func.inst_at(at).index()] {
            for &class in classes {
                // Loads, and atomics (an atomic update reads the old value).
                if class.kind.reads() {
                    if let Some(array) = self.objects.shared_array(class).map(ObjectId::index) {
                        state.insert(array);
                    }
                }
            }
        }
    }
}

/// What the example reports for one barrier.
#[derive(Debug, PartialEq, Eq)]
struct BarrierLiveness {
    /// `file:line:col` (or `@function` without debug info).
    at: String,
    /// Shared arrays that may still be read after the barrier.
    live: Vec<String>,
    /// Shared arrays the function touches that no path after the barrier reads.
    dead: Vec<String>,
}

/// Step 3: solve, and read the state just below every barrier with a cursor.
fn live_at_barriers(module: &Module, f: FunctionId, table: &EffectTable) -> Vec<BarrierLiveness> {
    let func = &module.functions[f];
    let cfg = func.cfg();
    let effects = table.function_effects(module, f);
    let objects = table.objects();
    let analysis = LiveSharedArrays {
        func,
        effects: &effects,
        objects,
    };
    let results = Engine::new(&cfg, analysis).iterate_to_fixpoint();
    let mut cursor = results.cursor();

    // The shared arrays this function touches at all (reads or writes): the candidates for
    // "dead".
    let mut shared: Vec<usize> = effects
        .iter()
        .filter_map(|e| match e {
            InstEffect::Accesses(classes) => Some(classes),
            _ => None,
        })
        .flatten()
        .filter_map(|&class| objects.shared_array(class).map(ObjectId::index))
        .collect();
    shared.sort_unstable();
    shared.dedup();
    let name = |i: usize| objects.object(ObjectId::new(i)).describe(module);

    let mut out = Vec::new();
    for (inst, _barrier) in module.barriers(func) {
        let live = cursor.seek_after(func.location_of(inst)).clone();
        out.push(BarrierLiveness {
            at: module
                .location_string(&func.insts[inst])
                .unwrap_or_else(|| format!("@{}", func.name)),
            live: live.ones().map(name).collect(),
            dead: shared
                .iter()
                .copied()
                .filter(|&i| !live.contains(i))
                .map(name)
                .collect(),
        });
    }
    out
}

/// Step 4: a command line around it.
fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: live_shared_arrays IN.ll");
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
    let table = EffectTable::new(&module, EffectOptions::default());
    for (f, func) in module.functions.iter_enumerated() {
        if !func.is_defined {
            continue;
        }
        let barriers = live_at_barriers(&module, f, &table);
        if barriers.is_empty() {
            continue;
        }
        println!("@{}:", func.name);
        let list = |v: &[String]| match v.is_empty() {
            true => "none".to_string(),
            false => v.join(", "),
        };
        for b in barriers {
            println!(
                "  {}: live below: {}; dead: {}",
                b.at,
                list(&b.live),
                list(&b.dead)
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answer for `function` of `tests/corpus/multi_shared.ll`.
    fn multi_shared(function: &str) -> Vec<BarrierLiveness> {
        let name = "multi_shared.ll";
        let path = format!("{}/../tests/corpus/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let module = parse_module(name, &text).unwrap();
        let table = EffectTable::new(&module, EffectOptions::default());
        let f = module.function_by_name(function).unwrap();
        live_at_barriers(&module, f, &table)
    }

    #[test]
    fn multi_shared_two_arrays() {
        let got = multi_shared("two_arrays");
        let lines: Vec<(String, Vec<String>)> = got.into_iter().map(|b| (b.at, b.live)).collect();
        assert_eq!(
            lines,
            [
                (
                    "multi_shared.cu:11:3".to_string(),
                    vec!["two_arrays::sa".to_string(), "two_arrays::sb".to_string()]
                ),
                // `sa` is read for the last time above line 13: dead from here on.
                (
                    "multi_shared.cu:13:3".to_string(),
                    vec!["two_arrays::sb".to_string()]
                ),
                (
                    "multi_shared.cu:15:3".to_string(),
                    vec!["two_arrays::sb".to_string()]
                ),
            ]
        );
    }

    #[test]
    fn a_threads_own_slot_counts_as_its_array() {
        // `sk[t]` and `sv[t]` are per-thread slots at precision 3; reading them below the
        // barrier at line 30 keeps the arrays live there.
        let got = multi_shared("three_arrays");
        assert_eq!(
            got[0].live,
            ["three_arrays::sk", "three_arrays::sv", "three_arrays::acc"]
        );
        assert_eq!(got[1].dead, ["three_arrays::sk", "three_arrays::sv"]);
    }

    #[test]
    fn loops_carry_liveness_around_the_back_edge() {
        // A read at the top of the loop body keeps the array live at the barrier at its
        // bottom: the back edge carries the read into the previous iteration.
        let text = r#"
@s = internal addrspace(3) global [64 x float] undef
define ptx_kernel void @k(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %v = load float, ptr addrspace(3) @s
  store float %v, ptr addrspace(3) @s
  call void @llvm.nvvm.barrier0()
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0()
  ret void
}
declare void @llvm.nvvm.barrier0()
"#;
        let module = parse_module("loop.ll", text).unwrap();
        let table = EffectTable::new(&module, EffectOptions::default());
        let f = module.function_by_name("k").unwrap();
        let got = live_at_barriers(&module, f, &table);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].live, ["@s"]);
        assert!(got[1].live.is_empty(), "{got:?}");
        assert_eq!(got[1].dead, ["@s"]);
    }
}
