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
//! each with its queue `q(k)`. The state at a point is a set `U` of operations that may be
//! issued and not yet committed, and a set `C` of pairs `(k, a)`: an instance of `k` may be
//! committed and not yet complete, with `a` groups of its queue committed after its own (its
//! **age**: `0` for the newest group). Ages are counted exactly up to [`AGES`]` − 2`; the
//! last age, `A = AGES − 1`, stands for "`A` or more". It is one bit set of
//! `(2 + AGES)·|K|` bits, `U` first, then `C` (`AGES` bits per operation), then `R` (below).
//! The PTX instructions of an asm act in order (`Q` is the instruction's queue, `K_Q` its
//! operations, `C_k` the ages of `k` in `C`):
//!
//! | instruction | transfer |
//! |---|---|
//! | an operation `k` of a group queue | `U ← U ∪ {k}` |
//! | a copy `k` signalling an mbarrier | `C_k ← C_k ∪ {0}` (it needs no commit, and no commit ages it) |
//! | `commit_group` of `Q` | for `k ∈ K_Q`: `C_k ← {min(a + 1, A) : a ∈ C_k} ∪ ({0} if k ∈ U)`; `U ← U ∖ K_Q` |
//! | `wait_group N` of `Q` (not `.read`), `N < A` | for `k ∈ K_Q`: `C_k ← C_k ∩ [0, N)` (the groups older than the `N` newest are complete) |
//! | `wait_group N`, `N ≥ A`, or `cp.async.bulk.wait_group.read` | nothing (which groups remain, or whether the writes are done, is not known) |
//! | `cp.async.wait_all` | `U ← U ∖ K_Q`, `C_k ← ∅` for `k ∈ K_Q` |
//! | `mbarrier.try_wait`/`test_wait` | nothing (which mbarrier and phase is not followed) |
//!
//! Forward, meet = union ("may be pending on some path"), boundary `(∅, ∅)`. Each transfer is
//! monotone (unions, images of sets under a fixed map, and intersections with constant
//! sets), and the domain is finite, so the engine's least fixed point exists and is reached.
//!
//! A wait of `Q` **carries** the operations `k ∈ K_Q` with an age it completes: `C_k ∩ [N,
//! A] ≠ ∅` for `wait_group N` (`N ≥ A`: `A ∈ C_k`; `.read`: `C_k ≠ ∅`), and `k ∈ U ∪ C` for
//! `wait_all`; an mbarrier wait carries the mbarrier operations with `C_k ≠ ∅`.
//!
//! *Group counting* (Triton's pipeliner, CUTLASS's multistage loop): `wait_group 2` at the
//! top of an iteration that committed two groups since the last wait completes nothing the
//! last wait left, so it carries nothing, and the barrier after it orders no copy. The
//! groups are counted per thread, as the hardware counts them: each thread's own path
//! decides its ages, and the analysis follows every path, so no uniformity is needed.
//!
//! # Why that covers the completing wait
//!
//! Take an operation `k` and the wait `W` that completes it on some execution (for an
//! mbarrier copy: the wait that observes its mbarrier's phase end, which cannot happen before
//! the copy lands). Between `k`'s commit and `W` (or between the issue and `W`, for a
//! `wait_all` completing an uncommitted copy, or for an mbarrier copy) no transfer that
//! removes `k` ran — a `wait_group N` of its queue removes only ages `≥ N`, which that
//! wait completes, so it would have completed `k` first; nothing removes an mbarrier copy —
//! so `k` is in the state before `W`. Its age there is the number of groups its thread
//! committed after `k`'s: each commit on the path added one to it (capped at `A`, which a
//! later `N < A` still counts as complete, and `N ≥ A` carries), and `W` completes it, so its
//! age is at least `W`'s `N`: `W` carries `k`. Operations the analysis keeps longer than the
//! hardware (a copy that landed before the wait that guarantees it, an mbarrier copy long
//! landed) only add conflicts. A wait that does not carry `k` leaves its instance in flight;
//! a barrier after such a wait orders nothing of `k`'s accesses, whose landing it does not
//! follow.
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

/// How many ages of a committed operation the state tells apart (module docs): `0` to
/// `AGES − 2` exactly, and `AGES − 1` for that many or more.
pub const AGES: usize = 8;

/// What a wait completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Completes {
    /// Every operation of its queue, committed or not (`wait_all`).
    All,
    /// The committed groups but the `n` newest (`wait_group n`; for `n ≥ AGES − 1`, nothing
    /// it can be sure of, and it carries the oldest bucket).
    OlderThan(usize),
    /// Nothing it can be sure of (`.read`, an mbarrier wait): it carries every committed one.
    Nothing,
}

/// What one PTX instruction of an asm does to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Operation `k` issued: committed at once when it signals an mbarrier.
    Issue(usize, AsyncQueue),
    Commit(AsyncQueue),
    /// A wait of a queue, and what it completes.
    Wait {
        queue: AsyncQueue,
        completes: Completes,
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
            completes: match (reads_only, keep_recent) {
                (true, _) => Completes::Nothing,
                (false, None) => Completes::All,
                (false, Some(n)) => Completes::OlderThan(usize::try_from(n).unwrap_or(usize::MAX)),
            },
        },
        PtxEffect::Mbarrier { waits: true, .. } => Step::Wait {
            queue: AsyncQueue::Mbarrier,
            completes: Completes::Nothing,
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
        Self::of_counting(module, func, false, redefines)
    }

    /// [`AsyncWindows::of_with_redefinitions`]; with `weak`, every `wait_group N`, `N > 0`, is
    /// read as completing and carrying nothing (unsound: the knob
    /// `async-partial-waits-complete-nothing`, for the harness, which must catch it).
    pub fn of_counting(
        module: &Module,
        func: &Function,
        weak: bool,
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
                        if let Step::Wait {
                            completes: Completes::OlderThan(1..),
                            ..
                        } = step
                        {
                            if weak {
                                return None;
                            }
                        }
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
                    if let Step::Wait { queue, completes } = *step {
                        let list = carried.entry(inst).or_default();
                        // The uncommitted ones first (a `wait_all`'s), then the committed.
                        let order = (0..n)
                            .filter(|k| completes == Completes::All && state.contains(*k))
                            .chain((0..n).filter(|k| problem.carries(&state, *k, completes)));
                        for k in order.filter(|k| queue_of[*k] == queue) {
                            let source = copy_inst[k];
                            if !list.contains(&source) {
                                list.push(source);
                            }
                            if state.contains(problem.stale_bit(k)) {
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
    /// The bit of "`k` may be committed at age `age`".
    fn age_bit(&self, k: usize, age: usize) -> usize {
        self.copies + k * AGES + age
    }

    /// The bit of "`k` may have had its base redefined while pending" (`R`).
    fn stale_bit(&self, k: usize) -> usize {
        self.copies * (1 + AGES) + k
    }

    /// Whether `k` may be committed and not complete (`C_k ≠ ∅`).
    fn committed(&self, state: &FixedBitSet, k: usize) -> bool {
        (0..AGES).any(|a| state.contains(self.age_bit(k, a)))
    }

    /// Whether a wait completing `completes` carries `k` (module docs).
    fn carries(&self, state: &FixedBitSet, k: usize, completes: Completes) -> bool {
        match completes {
            Completes::All => state.contains(k) || self.committed(state, k),
            Completes::OlderThan(n) => {
                (n.min(AGES - 1)..AGES).any(|a| state.contains(self.age_bit(k, a)))
            }
            Completes::Nothing => self.committed(state, k),
        }
    }

    /// `R ← R ∪ (redefined(inst) ∩ (U ∪ C))`.
    fn redefine(&self, state: &mut FixedBitSet, inst: InstId) {
        for &k in &self.redefined[inst.index()] {
            if state.contains(k) || self.committed(state, k) {
                state.insert(self.stale_bit(k));
            }
        }
    }

    fn step(&self, state: &mut FixedBitSet, step: Step) {
        let n = self.copies;
        let of = |queue: AsyncQueue| (0..n).filter(move |k| self.queue_of[*k] == queue);
        match step {
            Step::Issue(k, AsyncQueue::Mbarrier) => state.insert(self.age_bit(k, 0)),
            Step::Issue(k, _) => state.insert(k),
            Step::Commit(queue) => {
                for k in of(queue) {
                    // Every pending group of the queue ages by one; the oldest bucket keeps
                    // "that many or more".
                    for a in (1..AGES).rev() {
                        let older = state.contains(self.age_bit(k, a - 1))
                            || (a == AGES - 1 && state.contains(self.age_bit(k, a)));
                        state.set(self.age_bit(k, a), older);
                    }
                    state.set(self.age_bit(k, 0), state.contains(k));
                    state.set(k, false);
                }
            }
            Step::Wait { queue, completes } => {
                let from = match completes {
                    Completes::All => 0,
                    Completes::OlderThan(n) if n < AGES - 1 => n,
                    Completes::OlderThan(_) | Completes::Nothing => return,
                };
                for k in of(queue) {
                    for a in from..AGES {
                        state.set(self.age_bit(k, a), false);
                    }
                    if completes == Completes::All {
                        state.set(k, false);
                    }
                    if !state.contains(k) && !self.committed(state, k) {
                        state.set(self.stale_bit(k), false);
                    }
                }
            }
        }
    }
}

impl Analysis for Pending<'_> {
    type Domain = FixedBitSet;
    type Direction = Forward;
    const NAME: &'static str = "pending-async-copies";

    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity((2 + AGES) * self.copies)
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
    fn a_partial_wait_leaves_the_newest_groups_pending() {
        // One group: `wait_group 1` may leave it in flight; `wait_group 0` completes it.
        let w = two_waits(
            &format!("{COPY}\n  {COMMIT}"),
            "cp.async.wait_group 1;",
            "cp.async.wait_group 0;",
        );
        assert!(w.carried_by(InstId::new(2)).is_empty());
        assert_eq!(w.carried_by(InstId::new(3)), [InstId::new(0)]);
    }

    #[test]
    fn wait_group_n_completes_the_groups_older_than_the_n_newest() {
        // Copies 0, 2, 4 in three groups: `wait_group 2` completes the first only, a second
        // `wait_group 2` nothing more, `wait_group 1` the second, `wait_group 0` the third.
        let (_, w) = windows(&format!(
            "entry:\n  {COPY}\n  {COMMIT}\n  {COPY}\n  {COMMIT}\n  {COPY}\n  {COMMIT}\n  {}\n  {}\n  {}\n  {}\n  ret void",
            wait("cp.async.wait_group 2;"),
            wait("cp.async.wait_group 2;"),
            wait("cp.async.wait_group 1;"),
            wait("cp.async.wait_group 0;"),
        ));
        assert_eq!(w.carried_by(InstId::new(6)), [InstId::new(0)]);
        assert!(w.carried_by(InstId::new(7)).is_empty());
        assert_eq!(w.carried_by(InstId::new(8)), [InstId::new(2)]);
        assert_eq!(w.carried_by(InstId::new(9)), [InstId::new(4)]);
    }

    #[test]
    fn a_pipelined_loop_head_wait_completes_nothing_the_last_wait_left() {
        // Triton's loop: two groups a trip, `wait_group 2` before the bottom barrier and again
        // at the top. The bottom wait completes last trip's copies (ages 2, 3); the top one,
        // with no commit between, nothing.
        let (_, w) = windows(&format!(
            "entry:\n  {COPY}\n  {COMMIT}\n  {COPY}\n  {COMMIT}\n  br label %loop\nloop:\n  {}\n  {COPY}\n  {COMMIT}\n  {COPY}\n  {COMMIT}\n  {}\n  br i1 %c, label %loop, label %done\ndone:\n  {}\n  ret void",
            wait("cp.async.wait_group 2;"),
            wait("cp.async.wait_group 2;"),
            wait("cp.async.wait_group 0;"),
        ));
        let (top, bottom, last) = (InstId::new(5), InstId::new(10), InstId::new(12));
        assert!(w.carried_by(top).is_empty(), "{:?}", w.carried_by(top));
        assert_eq!(w.carried_by(bottom), [0, 2, 6, 8].map(InstId::new));
        assert_eq!(w.carried_by(last), [6, 8].map(InstId::new));
    }

    #[test]
    fn ages_past_the_last_bucket_still_complete_and_large_waits_carry_them() {
        // AGES + 1 groups: the first two (ages AGES and AGES − 1) are counted "AGES − 1 or
        // more".
        let mut body = String::from("entry:\n");
        for _ in 0..=AGES {
            body.push_str(&format!("  {COPY}\n  {COMMIT}\n"));
        }
        let waits = [
            format!("cp.async.wait_group {};", AGES + 3),
            format!("cp.async.wait_group {};", AGES - 2),
        ];
        for text in &waits {
            body.push_str(&format!("  {}\n", wait(text)));
        }
        body.push_str("  ret void");
        let (_, w) = windows(&body);
        let first_wait = InstId::new(2 * (AGES + 1));
        // A wait beyond the counted ages may complete the oldest bucket: carried, kept.
        assert_eq!(w.carried_by(first_wait), [0, 2].map(InstId::new));
        // `wait_group AGES − 2` completes the oldest bucket and age AGES − 2.
        assert_eq!(
            w.carried_by(InstId::new(first_wait.index() + 1)),
            [0, 2, 4].map(InstId::new)
        );
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
