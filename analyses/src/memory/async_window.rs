//! Which `cp.async` copies each wait may complete (docs/design.md §9.2).
//!
//! A copy's write lands somewhere between its issue and the wait that completes it; the
//! effect model places it at the issue and at every wait that *may* complete it, and this
//! analysis says which those are.
//!
//! # The problem
//!
//! Let `K` be the function's copies (each `cp.async` of each inline asm). The state at a point
//! is a pair of sets `(U, C)`: the copies that may be issued and not yet committed, and those
//! that may be committed and not yet complete. It is one bit set of `2|K|` bits, `U` first.
//! The PTX instructions of an asm act in order:
//!
//! | instruction | transfer |
//! |---|---|
//! | `cp.async` (copy `k`) | `U ← U ∪ {k}` |
//! | `cp.async.commit_group` | `C ← C ∪ U`, `U ← ∅` |
//! | `cp.async.wait_group 0` | `C ← ∅` (every committed group is complete) |
//! | `cp.async.wait_group N`, `N > 0` | nothing (which groups remain is not tracked) |
//! | `cp.async.wait_all` | `U ← ∅`, `C ← ∅` |
//!
//! Forward, meet = union ("may be pending on some path"), boundary `(∅, ∅)`. Each transfer is
//! monotone in `(U, C)` (unions, and constant `∅`), so the engine's least fixed point exists
//! and is reached.
//!
//! A `wait_group` **carries** the copies in `C` just before it, a `wait_all` those in `U ∪ C`.
//!
//! # Why that covers the completing wait
//!
//! Take a copy `k` and the wait `W` that completes it on some execution. Between `k`'s commit
//! and `W` (or between the issue and `W`, for a `wait_all` completing an uncommitted copy) no
//! `wait_group 0`/`wait_all` ran — it would have completed `k` first — so no transfer on that
//! path removed `k` from `C` (or `U`), and `k` is in the state before `W`. Hence `W` carries
//! `k`. Copies the analysis keeps longer than the hardware (a `wait_group 1` that in fact
//! completed them) only add conflicts.
//!
//! # Example
//!
//! ```text
//! cp.async A; commit          U={}   C={A}
//! wait_group 0                carries {A};   C={}
//! bar.sync
//! ld.shared …                 (reads A's data)
//! bar.sync
//! wait_group 0                carries {}: the barrier before this wait orders nothing of A
//! ```

use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_framework::dataflow::{Analysis, Engine, Forward, Location, MeetMode};
use syncflow_framework::graph::BlockId;
use syncflow_ir::ptx::{effect, instructions, PtxEffect};
use syncflow_ir::{Callee, Function, InstId};

/// What one PTX instruction of an asm does to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Copy(usize),
    Commit,
    Wait(Option<u32>),
}

/// The copies each wait may complete, by instruction: the issuing asm calls.
#[derive(Clone, Debug, Default)]
pub struct AsyncWindows {
    carried: BTreeMap<InstId, Vec<InstId>>,
}

impl AsyncWindows {
    /// The asm calls whose copies `wait` may complete (empty for anything else).
    pub fn carried_by(&self, wait: InstId) -> &[InstId] {
        self.carried.get(&wait).map_or(&[], Vec::as_slice)
    }

    /// Solves the problem of the module docs for `func`; `None` when it issues no copy.
    pub fn of(func: &Function) -> Option<AsyncWindows> {
        let mut copy_inst = Vec::new();
        let steps: Vec<Vec<Step>> = func
            .insts
            .iter_enumerated()
            .map(|(id, inst)| {
                let Some(Callee::InlineAsm(asm)) = inst.callee() else {
                    return Vec::new();
                };
                let Ok(list) = instructions(&asm.asm) else {
                    return Vec::new();
                };
                list.iter()
                    .filter_map(|i| match effect(i) {
                        PtxEffect::AsyncCopy { .. } => {
                            copy_inst.push(id);
                            Some(Step::Copy(copy_inst.len() - 1))
                        }
                        PtxEffect::AsyncCommit => Some(Step::Commit),
                        PtxEffect::AsyncWait(n) => Some(Step::Wait(n)),
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        if copy_inst.is_empty() {
            return None;
        }
        let cfg = func.cfg();
        let problem = Pending {
            func,
            steps: &steps,
            copies: copy_inst.len(),
        };
        let results = Engine::new(&cfg, problem).iterate_to_fixpoint();
        let problem = results.analysis();
        let mut carried: BTreeMap<InstId, Vec<InstId>> = BTreeMap::new();
        for block in cfg.blocks() {
            let mut state = results.entry_state(block).clone();
            for inst in func.blocks[block].insts() {
                for step in &steps[inst.index()] {
                    if let Step::Wait(n) = *step {
                        let list = carried.entry(inst).or_default();
                        let from = if n.is_none() { 0 } else { problem.copies };
                        for bit in state.ones().filter(|b| *b >= from) {
                            let source = copy_inst[bit % problem.copies];
                            if !list.contains(&source) {
                                list.push(source);
                            }
                        }
                    }
                    problem.step(&mut state, *step);
                }
            }
        }
        Some(AsyncWindows { carried })
    }
}

/// The forward problem of the module docs.
struct Pending<'a> {
    func: &'a Function,
    steps: &'a [Vec<Step>],
    copies: usize,
}

impl Pending<'_> {
    fn step(&self, state: &mut FixedBitSet, step: Step) {
        let n = self.copies;
        match step {
            Step::Copy(k) => state.insert(k),
            Step::Commit => {
                for k in 0..n {
                    if state.contains(k) {
                        state.set(k, false);
                        state.insert(n + k);
                    }
                }
            }
            Step::Wait(Some(0)) => state.set_range(n..2 * n, false),
            Step::Wait(Some(_)) => {}
            Step::Wait(None) => state.clear(),
        }
    }
}

impl Analysis for Pending<'_> {
    type Domain = FixedBitSet;
    type Direction = Forward;
    const NAME: &'static str = "pending-async-copies";

    fn meet_mode(&self) -> MeetMode {
        MeetMode::Or
    }

    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(2 * self.copies)
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }

    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        for step in &self.steps[self.func.inst_at(at).index()] {
            self.step(state, *step);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn windows(body: &str) -> (syncflow_ir::Module, AsyncWindows) {
        let text = format!(
            "define ptx_kernel void @k(ptr addrspace(3) %s, ptr addrspace(1) %g, i1 %c) {{\n{body}\n}}\n"
        );
        let m = syncflow_ir::parse_module("k.ll", &text).unwrap_or_else(|e| panic!("{e}"));
        let w = AsyncWindows::of(&m.functions[syncflow_ir::FunctionId::new(0)]).unwrap();
        (m, w)
    }

    const COPY: &str = r#"call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;", "l,l"(ptr addrspace(3) %s, ptr addrspace(1) %g)"#;
    const COMMIT: &str = r#"call void asm sideeffect "cp.async.commit_group;", ""()"#;

    fn wait(text: &str) -> String {
        format!(r#"call void asm sideeffect "{text}", ""()"#)
    }

    #[test]
    fn a_completed_group_is_not_carried_by_the_next_wait() {
        let (_, w) = windows(&format!(
            "entry:\n  {COPY}\n  {COMMIT}\n  {}\n  {}\n  ret void",
            wait("cp.async.wait_group 0;"),
            wait("cp.async.wait_group 0;")
        ));
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
        assert!(w.carried_by(InstId::new(3)).is_empty());
    }

    #[test]
    fn wait_group_does_not_complete_uncommitted_copies_but_wait_all_does() {
        let (_, w) = windows(&format!(
            "entry:\n  {COPY}\n  {}\n  {}\n  ret void",
            wait("cp.async.wait_group 0;"),
            wait("cp.async.wait_all;")
        ));
        assert!(w.carried_by(InstId::new(1)).is_empty());
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
    }

    #[test]
    fn a_partial_wait_keeps_every_committed_copy_pending() {
        let (_, w) = windows(&format!(
            "entry:\n  {COPY}\n  {COMMIT}\n  {}\n  {}\n  ret void",
            wait("cp.async.wait_group 1;"),
            wait("cp.async.wait_group 0;")
        ));
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
        assert_eq!(w.carried_by(InstId::new(3)), [InstId::new(0)]);
    }

    #[test]
    fn a_copy_in_flight_around_a_loop_reaches_the_head_wait() {
        // The copy issued at the end of one iteration is completed by the next one's wait.
        let (_, w) = windows(&format!(
            "entry:\n  br label %loop\nloop:\n  {}\n  {COPY}\n  {COMMIT}\n  br i1 %c, label %loop, label %done\ndone:\n  ret void",
            wait("cp.async.wait_group 0;")
        ));
        assert_eq!(w.carried_by(InstId::new(1)), [InstId::new(2)]);
    }
}
