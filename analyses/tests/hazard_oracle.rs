//! Before(b) and After(b) from the dataflow engine, against their definition computed
//! directly: a search over the instruction-level control-flow graph that stops at barriers
//! (docs/design.md §4), on random functions.

use fixedbitset::FixedBitSet;
use std::collections::VecDeque;
use syncflow_analyses::hazard::{BoundaryRule, HazardIntervals, HazardOptions};
use syncflow_analyses::memory::{AccessClass, EffectOptions, EffectTable, InstEffect};
use syncflow_framework::dataflow::{MeetMode, RestartPolicy};
use syncflow_ir::{parse_module, InstId, Module, Opcode};

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

/// A random function: blocks of shared/global loads and stores, barriers, and branches
/// (forward, backward, conditional), some ending in `ret` or `unreachable`.
fn random_function(rng: &mut Rng, kernel: bool) -> String {
    let blocks = 2 + rng.below(6);
    let mut out = String::from(
        "@s0 = internal addrspace(3) global [64 x i32] undef\n@s1 = internal addrspace(3) global [64 x i32] undef\n",
    );
    out.push_str("define void @f(ptr addrspace(1) %g, i1 %p) {\n");
    for b in 0..blocks {
        out.push_str(&format!("b{b}:\n"));
        for i in 0..rng.below(5) {
            let v = format!("%v{b}_{i}");
            match rng.below(6) {
                0 => out.push_str(&format!(
                    "  store i32 1, ptr addrspace(3) @s{}\n",
                    rng.below(2)
                )),
                1 => out.push_str(&format!(
                    "  {v} = load i32, ptr addrspace(3) @s{}\n",
                    rng.below(2)
                )),
                2 => out.push_str("  store i32 2, ptr addrspace(1) %g\n"),
                3 => out.push_str(&format!("  {v} = load i32, ptr addrspace(1) %g\n")),
                _ => out.push_str("  call void @llvm.nvvm.barrier0()\n"),
            }
        }
        match rng.below(6) {
            0 if b > 0 => out.push_str("  ret void\n"),
            1 if b > 0 => out.push_str("  unreachable\n"),
            2 | 3 => {
                let (x, y) = (rng.below(blocks), rng.below(blocks));
                out.push_str(&format!("  br i1 %p, label %b{x}, label %b{y}\n"));
            }
            _ if b + 1 < blocks => out.push_str(&format!("  br label %b{}\n", b + 1)),
            _ => out.push_str("  ret void\n"),
        }
    }
    out.push_str("}\ndeclare void @llvm.nvvm.barrier0()\n");
    if kernel {
        out.push_str("!nvvm.annotations = !{!0}\n!0 = !{ptr @f, !\"kernel\", i32 1}\n");
    }
    out
}

/// Instruction-level successors.
fn successors(m: &Module, i: InstId) -> Vec<InstId> {
    let f = &m.functions[m.function_by_name("f").unwrap()];
    let inst = &f.insts[i];
    if inst.opcode.is_terminator() {
        inst.successors().map(|b| f.blocks[b].first).collect()
    } else {
        vec![InstId::new(i.index() + 1)]
    }
}

/// The definition: classes of the accesses from which `b` is reachable (Before) or which are
/// reachable from `b` (After) without passing a barrier not in `removed`; plus everything when
/// the search reaches a device function's entry or `ret`.
fn by_search(
    m: &Module,
    effects: &[InstEffect],
    b: InstId,
    forward: bool,
    removed: &FixedBitSet,
    classes: usize,
) -> FixedBitSet {
    let f = &m.functions[m.function_by_name("f").unwrap()];
    let n = f.insts.len();
    let mut preds: Vec<Vec<InstId>> = vec![Vec::new(); n];
    for i in f.insts.indices() {
        for s in successors(m, i) {
            preds[s.index()].push(i);
        }
    }
    let next = |i: InstId| {
        if forward {
            successors(m, i)
        } else {
            preds[i.index()].clone()
        }
    };
    let mut set = FixedBitSet::with_capacity(classes);
    let mut seen = FixedBitSet::with_capacity(n);
    let mut queue: VecDeque<InstId> = next(b).into();
    let everything = |set: &mut FixedBitSet| {
        if !f.is_kernel {
            for c in AccessClass::everything() {
                set.insert(c.bit());
            }
        }
    };
    if !forward && b.index() == 0 {
        everything(&mut set);
    }
    while let Some(i) = queue.pop_front() {
        if seen.put(i.index()) {
            continue;
        }
        match &effects[i.index()] {
            InstEffect::Barrier(k) if k.separates_intervals() && !removed.contains(i.index()) => {
                continue
            }
            InstEffect::Accesses(list) => {
                for c in list {
                    set.insert(c.bit());
                }
            }
            _ => {}
        }
        let opcode = &f.insts[i].opcode;
        if forward && *opcode == Opcode::Ret {
            everything(&mut set);
        }
        if !forward && i.index() == 0 {
            everything(&mut set);
        }
        queue.extend(next(i));
    }
    set
}

#[test]
fn intervals_match_their_definition_on_random_functions() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut barriers_checked = 0;
    for case in 0..400 {
        let kernel = case % 2 == 0;
        let text = random_function(&mut rng, kernel);
        let m = parse_module("r.ll", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let fid = m.function_by_name("f").unwrap();
        let func = &m.functions[fid];
        let table = EffectTable::new(&m, EffectOptions::default());
        let effects = table.function_effects(&m, fid);
        let cfg = func.cfg();
        let classes = table.objects().class_count();
        let mut removed = FixedBitSet::with_capacity(func.insts.len());
        let options = HazardOptions {
            meet: MeetMode::Or,
            boundary: BoundaryRule::Sound,
        };
        let mut intervals =
            HazardIntervals::new(&cfg, func, &effects, table.objects(), options, &removed);
        let barriers: Vec<InstId> = func
            .insts
            .indices()
            .filter(|i| matches!(effects[i.index()], InstEffect::Barrier(_)))
            .collect();
        // Check, remove a random barrier (incrementally), check again.
        for round in 0..3 {
            for &b in &barriers {
                // The forward search from b must not count b itself; both sides exclude it.
                assert_eq!(
                    intervals.before(b),
                    by_search(&m, &effects, b, false, &removed, classes),
                    "case {case} round {round} Before({b:?})\n{text}"
                );
                assert_eq!(
                    intervals.after(b),
                    by_search(&m, &effects, b, true, &removed, classes),
                    "case {case} round {round} After({b:?})\n{text}"
                );
                barriers_checked += 1;
            }
            if barriers.is_empty() {
                break;
            }
            let victim = barriers[rng.below(barriers.len())];
            removed.insert(victim.index());
            let policy = if round % 2 == 0 {
                RestartPolicy::Incremental
            } else {
                RestartPolicy::Full
            };
            intervals.remove(victim, policy);
        }
    }
    assert!(barriers_checked > 1000, "{barriers_checked}");
}
