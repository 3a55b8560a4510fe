//! Which asynchronous operations each wait may complete (docs/design.md §9.2).
//!
//! An asynchronous operation's accesses land somewhere between its issue and the wait that
//! completes it; the effect model places them at the issue and at every wait that *may*
//! complete it, and this analysis says which those are. The operations come in four queues
//! ([`AsyncQueue`]): `cp.async` copies, bulk copies in bulk groups, `wgmma` in wgmma groups —
//! each completed by its own `commit_group`/`wait_group` — and bulk and tensor copies that
//! signal an mbarrier, completed when some thread's `mbarrier.try_wait`/`test_wait` sees the
//! phase end.
//!
//! # The problem
//!
//! Let `K` be the function's operations (each asynchronous instruction of each inline asm),
//! each with its queue `q(k)`. The state at a point is a pair of sets `(U, C)`: the operations
//! that may be issued and not yet committed, and those that may be committed and not yet
//! complete. It is one bit set of `3|K|` bits, `U` first, then `C`, then `R` (below). The PTX instructions of an asm act
//! in order (`Q` is the instruction's queue, `K_Q` its operations):
//!
//! | instruction | transfer |
//! |---|---|
//! | an operation `k` of a group queue | `U ← U ∪ {k}` |
//! | a copy `k` signalling an mbarrier | `C ← C ∪ {k}` (it needs no commit) |
//! | `commit_group` of `Q` | `C ← C ∪ (U ∩ K_Q)`, `U ← U ∖ K_Q` |
//! | `wait_group 0` of `Q` (not `.read`) | `C ← C ∖ K_Q` (every committed group is complete) |
//! | `wait_group N`, `N > 0`, or `cp.async.bulk.wait_group.read` | nothing (which groups remain, or whether the writes are done, is not tracked) |
//! | `cp.async.wait_all` | `U ← U ∖ K_Q`, `C ← C ∖ K_Q` |
//! | `mbarrier.try_wait`/`test_wait` | nothing (which mbarrier and phase is not followed) |
//!
//! Forward, meet = union ("may be pending on some path"), boundary `(∅, ∅)`. Each transfer is
//! monotone in `(U, C)` (unions, and differences with constant sets), so the engine's least
//! fixed point exists and is reached.
//!
//! A wait of `Q` **carries** the operations of `C ∩ K_Q` just before it (`wait_all`: of
//! `(U ∪ C) ∩ K_Q`); an mbarrier wait carries `C ∩ K_Mbarrier`.
//!
//! # Why that covers the completing wait
//!
//! Take an operation `k` and the wait `W` that completes it on some execution (for an
//! mbarrier copy: the wait that observes its mbarrier's phase end, which cannot happen before
//! the copy lands). Between `k`'s commit and `W` (or between the issue and `W`, for a
//! `wait_all` completing an uncommitted copy, or for an mbarrier copy) no transfer that
//! removes `k` ran — a `wait_group 0` of its queue would have completed `k` first, and
//! nothing removes an mbarrier copy — so `k` is in the state before `W`, and `W` carries `k`.
//! Operations the analysis keeps longer than the hardware (a `wait_group 1` that in fact
//! completed them, an mbarrier copy long landed) only add conflicts.
//!
//! # Which values the carried copy's address names
//!
//! A wait places the copies it carries with their classes as computed at the issue, whose
//! footprint bases name SSA values (`4096·and(%k, 1)`). At the wait those names are read
//! with the values they hold *there*; if a definition of one of them ran while the copy was
//! pending — a copy issued in iteration `k − 1` of a pipelined loop and completed by a
//! `wait_group 1` of iteration `k`, after the header redefined `%k` — the class at the wait
//! would put the landing bytes in the wrong buffer. So the state also holds `R`: the
//! operations that may be pending *and* may have had a value their base names redefined since
//! their issue. [`AsyncWindows::of_with_redefinitions`] is told, per instruction, which
//! operations' bases it redefines; there `R ← R ∪ (redefined ∩ (U ∪ C))`, and an operation
//! leaves `R` when a wait completes it (it is then in neither `U` nor `C`). A wait carries an
//! operation of `R` **stale** ([`AsyncWindows::stale_at`]): the effect model places its
//! stale form (the whole object, or the absolute range), which holds whatever values the
//! names hold. The transfers stay unions and differences with constant sets: monotone.
//!
//! Why that is enough: let instance `x` of operation `k` be issued at `I` and land by the
//! wait `W` it is carried to, on an execution whose path from `I` to `W` runs a definition
//! `D` of a value `k`'s base names. `x` is pending all along that path (no transfer removed
//! `k`: it would have completed `x` first), so `k ∈ U ∪ C` at `D` puts `k` in `R`, and
//! nothing removes it before `W`. When no such `D` runs, every name holds at `W` the value it
//! held at `I`, and the class computed at the issue is exact there.
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
use syncflow_framework::dataflow::{Analysis, Engine, Forward, Location};
use syncflow_framework::graph::BlockId;
use syncflow_ir::ptx::hopper::intrinsic_effect;
use syncflow_ir::ptx::{effect, AsyncQueue, PtxEffect};
use syncflow_ir::{Callee, Function, InstId, Module};

/// What one PTX instruction of an asm does to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Operation `k` issued: committed at once when it signals an mbarrier.
    Issue(usize, AsyncQueue),
    Commit(AsyncQueue),
    /// A wait of a queue: what it carries, and whether it completes what it carries.
    Wait {
        queue: AsyncQueue,
        uncommitted_too: bool,
        completes: bool,
    },
}

/// The steps of one PTX instruction's effect (none for most).
fn step_of(effect: PtxEffect, next_operation: usize) -> Option<Step> {
    Some(match effect {
        PtxEffect::AsyncCopy { .. } => Step::Issue(next_operation, AsyncQueue::CopyGroups),
        PtxEffect::AsyncOperation { queue, .. } => Step::Issue(next_operation, queue),
        PtxEffect::AsyncCommit(queue) => Step::Commit(queue),
        PtxEffect::AsyncWait {
            queue,
            keep_recent,
            reads_only,
        } => Step::Wait {
            queue,
            uncommitted_too: keep_recent.is_none(),
            completes: !reads_only && matches!(keep_recent, None | Some(0)),
        },
        PtxEffect::Mbarrier { waits: true, .. } => Step::Wait {
            queue: AsyncQueue::Mbarrier,
            uncommitted_too: false,
            completes: false,
        },
        _ => return None,
    })
}

/// The copies each wait may complete, by instruction: the issuing asm calls.
#[derive(Clone, Debug, Default)]
pub struct AsyncWindows {
    carried: BTreeMap<InstId, Vec<InstId>>,
    /// Of those, the ones whose base may have been redefined while they were pending.
    stale: BTreeMap<InstId, Vec<InstId>>,
}

impl AsyncWindows {
    /// The asm calls whose copies `wait` may complete (empty for anything else).
    pub fn carried_by(&self, wait: InstId) -> &[InstId] {
        self.carried.get(&wait).map_or(&[], Vec::as_slice)
    }

    /// The asm calls carried by `wait` whose copies may have had a value their footprint base
    /// names redefined while pending (a subset of [`AsyncWindows::carried_by`]).
    pub fn stale_at(&self, wait: InstId) -> &[InstId] {
        self.stale.get(&wait).map_or(&[], Vec::as_slice)
    }

    /// Solves the problem of the module docs for `func`, with no redefinitions; `None` when it
    /// issues no copy.
    pub fn of(module: &Module, func: &Function) -> Option<AsyncWindows> {
        Self::of_with_redefinitions(module, func, |_| Vec::new())
    }

    /// Solves the problem of the module docs for `func`: `redefines(i)` lists the issuing asm
    /// calls whose copies' bases name a value instruction `i` defines. `None` when `func`
    /// issues no copy.
    pub fn of_with_redefinitions(
        module: &Module,
        func: &Function,
        redefines: impl Fn(InstId) -> Vec<InstId>,
    ) -> Option<AsyncWindows> {
        let mut copy_inst = Vec::new();
        let mut queue_of = Vec::new();
        let steps: Vec<Vec<Step>> = func
            .insts
            .iter_enumerated()
            .map(|(id, inst)| {
                let list = match inst.callee() {
                    Some(Callee::InlineAsm(asm)) => match asm.instructions() {
                        Ok(list) => list.iter().map(effect).collect(),
                        Err(_) => return Vec::new(),
                    },
                    // The NVVM intrinsics of the same commits and waits.
                    Some(Callee::Direct(callee)) => {
                        let wait = inst.call_args().first().and_then(|a| module.const_int(*a));
                        match intrinsic_effect(&module.functions[*callee].name, wait) {
                            Some(e) => vec![e],
                            None => return Vec::new(),
                        }
                    }
                    _ => return Vec::new(),
                };
                list.into_iter()
                    .filter_map(|e| {
                        let step = step_of(e, copy_inst.len())?;
                        if let Step::Issue(_, queue) = step {
                            copy_inst.push(id);
                            queue_of.push(queue);
                        }
                        Some(step)
                    })
                    .collect()
            })
            .collect();
        if copy_inst.is_empty() {
            return None;
        }
        let cfg = func.cfg();
        // Per instruction, the operations whose bases it redefines.
        let redefined: Vec<Vec<usize>> = func
            .insts
            .indices()
            .map(|i| {
                let issues = redefines(i);
                (0..copy_inst.len())
                    .filter(|k| issues.contains(&copy_inst[*k]))
                    .collect()
            })
            .collect();
        let problem = Pending {
            func,
            steps: &steps,
            copies: copy_inst.len(),
            queue_of: &queue_of,
            redefined: &redefined,
        };
        let results = Engine::new(&cfg, problem).iterate_to_fixpoint();
        let problem = results.analysis();
        let mut carried: BTreeMap<InstId, Vec<InstId>> = BTreeMap::new();
        let mut stale: BTreeMap<InstId, Vec<InstId>> = BTreeMap::new();
        let n = problem.copies;
        for block in cfg.blocks() {
            let mut state = results.entry_state(block).clone();
            for inst in func.blocks[block].insts() {
                problem.redefine(&mut state, inst);
                for step in &steps[inst.index()] {
                    if let Step::Wait {
                        queue,
                        uncommitted_too,
                        ..
                    } = *step
                    {
                        let list = carried.entry(inst).or_default();
                        let from = if uncommitted_too { 0 } else { n };
                        for bit in state.ones().filter(|b| *b >= from && *b < 2 * n) {
                            let k = bit % n;
                            if queue_of[k] != queue {
                                continue;
                            }
                            let source = copy_inst[k];
                            if !list.contains(&source) {
                                list.push(source);
                            }
                            if state.contains(2 * n + k) {
                                let s = stale.entry(inst).or_default();
                                if !s.contains(&source) {
                                    s.push(source);
                                }
                            }
                        }
                    }
                    problem.step(&mut state, *step);
                }
            }
        }
        Some(AsyncWindows { carried, stale })
    }
}

/// The forward problem of the module docs.
struct Pending<'a> {
    func: &'a Function,
    steps: &'a [Vec<Step>],
    copies: usize,
    queue_of: &'a [AsyncQueue],
    /// Per instruction, the operations whose bases it redefines.
    redefined: &'a [Vec<usize>],
}

impl Pending<'_> {
    /// `R ← R ∪ (redefined(inst) ∩ (U ∪ C))`.
    fn redefine(&self, state: &mut FixedBitSet, inst: InstId) {
        let n = self.copies;
        for &k in &self.redefined[inst.index()] {
            if state.contains(k) || state.contains(n + k) {
                state.insert(2 * n + k);
            }
        }
    }

    fn step(&self, state: &mut FixedBitSet, step: Step) {
        let n = self.copies;
        let of = |queue: AsyncQueue| (0..n).filter(move |k| self.queue_of[*k] == queue);
        match step {
            Step::Issue(k, AsyncQueue::Mbarrier) => state.insert(n + k),
            Step::Issue(k, _) => state.insert(k),
            Step::Commit(queue) => {
                for k in of(queue) {
                    if state.contains(k) {
                        state.set(k, false);
                        state.insert(n + k);
                    }
                }
            }
            Step::Wait {
                queue,
                uncommitted_too,
                completes: true,
            } => {
                for k in of(queue) {
                    state.set(n + k, false);
                    if uncommitted_too {
                        state.set(k, false);
                    }
                    if !state.contains(k) {
                        state.set(2 * n + k, false);
                    }
                }
            }
            Step::Wait { .. } => {}
        }
    }
}

impl Analysis for Pending<'_> {
    type Domain = FixedBitSet;
    type Direction = Forward;
    const NAME: &'static str = "pending-async-copies";

    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(3 * self.copies)
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.func.blocks[block].insts().len()
    }

    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        let inst = self.func.inst_at(at);
        self.redefine(state, inst);
        for step in &self.steps[inst.index()] {
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
        let w = AsyncWindows::of(&m, &m.functions[syncflow_ir::FunctionId::new(0)]).unwrap();
        (m, w)
    }

    const COPY: &str = r#"call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;", "l,l"(ptr addrspace(3) %s, ptr addrspace(1) %g)"#;
    const COMMIT: &str = r#"call void asm sideeffect "cp.async.commit_group;", ""()"#;

    fn wait(text: &str) -> String {
        format!(r#"call void asm sideeffect "{text}", ""()"#)
    }

    /// The windows of one block: `issue` (instructions 0…), then waits `first` and `second`.
    fn two_waits(issue: &str, first: &str, second: &str) -> AsyncWindows {
        let (first, second) = (wait(first), wait(second));
        windows(&format!(
            "entry:\n  {issue}\n  {first}\n  {second}\n  ret void"
        ))
        .1
    }

    #[test]
    fn a_completed_group_is_not_carried_by_the_next_wait() {
        let w = two_waits(
            &format!("{COPY}\n  {COMMIT}"),
            "cp.async.wait_group 0;",
            "cp.async.wait_group 0;",
        );
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
        assert!(w.carried_by(InstId::new(3)).is_empty());
    }

    #[test]
    fn wait_group_does_not_complete_uncommitted_copies_but_wait_all_does() {
        let w = two_waits(COPY, "cp.async.wait_group 0;", "cp.async.wait_all;");
        assert!(w.carried_by(InstId::new(1)).is_empty());
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
    }

    #[test]
    fn a_partial_wait_keeps_every_committed_copy_pending() {
        let w = two_waits(
            &format!("{COPY}\n  {COMMIT}"),
            "cp.async.wait_group 1;",
            "cp.async.wait_group 0;",
        );
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

    /// A loop whose header phi (instruction 1) the copy's base names, with wait `text`.
    fn lagging(text: &str) -> AsyncWindows {
        let body = format!(
            "entry:\n  br label %loop\nloop:\n  %k = phi i32 [0, %entry], [%k1, %loop]\n  {COPY}\n  {COMMIT}\n  {}\n  %k1 = add i32 %k, 1\n  br i1 %c, label %loop, label %done\ndone:\n  ret void",
            wait(text)
        );
        let text = format!(
            "define ptx_kernel void @k(ptr addrspace(3) %s, ptr addrspace(1) %g, i1 %c) {{\n{body}\n}}\n"
        );
        let m = syncflow_ir::parse_module("k.ll", &text).unwrap_or_else(|e| panic!("{e}"));
        let f = &m.functions[syncflow_ir::FunctionId::new(0)];
        AsyncWindows::of_with_redefinitions(&m, f, |i| {
            if i == InstId::new(1) {
                vec![InstId::new(2)]
            } else {
                Vec::new()
            }
        })
        .unwrap()
    }

    #[test]
    fn a_copy_pending_across_a_redefinition_is_carried_stale() {
        // `wait_group 1` keeps last iteration's copy pending across the header: stale.
        let w = lagging("cp.async.wait_group 1;");
        assert_eq!(w.carried_by(InstId::new(4)), [InstId::new(2)]);
        assert_eq!(w.stale_at(InstId::new(4)), [InstId::new(2)]);
        // `wait_group 0` completes it in its own iteration: fresh.
        let w = lagging("cp.async.wait_group 0;");
        assert_eq!(w.carried_by(InstId::new(4)), [InstId::new(2)]);
        assert!(w.stale_at(InstId::new(4)).is_empty());
    }

    const TMA: &str = r#"call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr addrspace(3) %s, ptr addrspace(1) %g)"#;

    #[test]
    fn every_later_mbarrier_wait_carries_an_mbarrier_copy_and_none_completes_it() {
        let try_wait = wait_on("mbarrier.try_wait.parity.shared::cta.b64 p, [$0], 0;");
        let (_, w) = windows(&format!(
            "entry:\n  {}\n  {TMA}\n  {try_wait}\n  {try_wait}\n  {}\n  ret void",
            wait("cp.async.wait_all;"),
            wait("cp.async.wait_all;")
        ));
        assert!(w.carried_by(InstId::new(0)).is_empty(), "before the issue");
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(1)]);
        assert_eq!(w.carried_by(InstId::new(3)), [InstId::new(1)]);
        // Another queue's wait neither carries nor completes it.
        assert!(w.carried_by(InstId::new(4)).is_empty());
    }

    #[test]
    fn wgmma_groups_and_bulk_reads_only_waits() {
        let mma = r#"call void asm sideeffect "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0}, $1, $2, 1, 1, 1;", "l,l,l"(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr addrspace(3) %s)"#;
        let (_, w) = windows(&format!(
            "entry:\n  {mma}\n  {}\n  {}\n  {}\n  {}\n  ret void",
            wait("wgmma.commit_group.sync.aligned;"),
            wait("cp.async.bulk.wait_group 0;"),
            wait("wgmma.wait_group.sync.aligned 0;"),
            wait("wgmma.wait_group.sync.aligned 0;"),
        ));
        assert!(w.carried_by(InstId::new(2)).is_empty(), "a bulk wait");
        assert_eq!(w.carried_by(InstId::new(3)), [InstId::new(0)]);
        assert!(w.carried_by(InstId::new(4)).is_empty(), "completed");
        let store = r#"call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$1], [$0], 16;", "l,l"(ptr addrspace(3) %s, ptr addrspace(1) %g)"#;
        let (_, w) = windows(&format!(
            "entry:\n  {store}\n  {}\n  {}\n  {}\n  ret void",
            wait("cp.async.bulk.commit_group;"),
            wait("cp.async.bulk.wait_group.read 0;"),
            wait("cp.async.bulk.wait_group 0;"),
        ));
        // `.read` leaves the write pending: the full wait carries it too.
        assert_eq!(w.carried_by(InstId::new(2)), [InstId::new(0)]);
        assert_eq!(w.carried_by(InstId::new(3)), [InstId::new(0)]);
    }

    fn wait_on(text: &str) -> String {
        format!(r#"call void asm sideeffect "{text}", "l"(ptr addrspace(3) %s)"#)
    }
}
