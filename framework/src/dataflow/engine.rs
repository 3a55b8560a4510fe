//! The worklist engine, its results, restarts and the cursor.

use super::analysis::Analysis;
use super::direction::Direction;
use super::lattice::MeetMode;
use super::location::Location;
use crate::graph::{BlockId, Cfg};
use crate::index::IndexVec;
use fixedbitset::FixedBitSet;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Solves an [`Analysis`] over a [`Cfg`] to its fixed point.
///
/// ```
/// use fixedbitset::FixedBitSet;
/// use syncflow_framework::dataflow::{Analysis, Engine, Forward, Location, MeetMode};
/// use syncflow_framework::graph::{BlockId, Cfg};
///
/// /// Which blocks may have run before each point (block `b` "defines" bit `b`).
/// struct Ran;
/// impl Analysis for Ran {
///     type Domain = FixedBitSet;
///     type Direction = Forward;
///     const NAME: &'static str = "ran";
///     fn meet_mode(&self) -> MeetMode { MeetMode::Or }
///     fn boundary_state(&self) -> FixedBitSet { FixedBitSet::with_capacity(3) }
///     fn statement_count(&self, _: BlockId) -> usize { 1 }
///     fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
///         state.insert(at.block.index());
///     }
/// }
///
/// let b = BlockId::new;
/// let cfg = Cfg::from_edges(3, b(0), [(b(0), b(1)), (b(1), b(1)), (b(1), b(2))]);
/// let results = Engine::new(&cfg, Ran).iterate_to_fixpoint();
/// assert_eq!(results.entry_state(b(1)).ones().collect::<Vec<_>>(), [0, 1]);
/// assert_eq!(results.exit_state(b(2)).ones().collect::<Vec<_>>(), [0, 1, 2]);
/// ```
pub struct Engine<'g, A: Analysis> {
    cfg: &'g Cfg,
    analysis: A,
}

impl<'g, A: Analysis> Engine<'g, A> {
    /// An engine for `analysis` over `cfg`.
    pub fn new(cfg: &'g Cfg, analysis: A) -> Self {
        Engine { cfg, analysis }
    }

    /// Runs the worklist to the fixed point.
    pub fn iterate_to_fixpoint(self) -> Results<'g, A> {
        let Engine { cfg, analysis } = self;
        let order = A::Direction::worklist_order(cfg);
        let mut rank = IndexVec::from_elem(0u32, cfg.len());
        for (i, &b) in order.iter().enumerate() {
            rank[b] = i as u32;
        }
        let mut is_boundary = FixedBitSet::with_capacity(cfg.len());
        for b in cfg.blocks() {
            is_boundary.set(b.index(), A::Direction::is_boundary(cfg, b));
        }
        let mode = analysis.meet_mode();
        let boundary = analysis.boundary_state();
        let initial = mode.initial(&boundary);
        let mut results = Results {
            cfg,
            analysis,
            mode,
            inputs: IndexVec::from_elem(initial.clone(), cfg.len()),
            outputs: IndexVec::from_elem(initial.clone(), cfg.len()),
            boundary,
            initial,
            order,
            rank,
            is_boundary,
            stats: Stats::default(),
        };
        results.solve_from_scratch();
        results
    }
}

/// Counters of the work the engine did, cumulative over restarts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Runs of the worklist loop: 1 for the first solve, one more per restart that solved.
    pub solves: u64,
    /// Block transfers applied (worklist pops).
    pub block_visits: u64,
    /// Visits whose output changed (and so re-queued the block's dependents).
    pub changes: u64,
}

/// What a transform that edits the program as it goes does with the solution after an edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RestartPolicy {
    /// Keep the stale solution: every candidate is taken from the first solution and removed
    /// together. Known unsound for removals that interact; kept for study.
    Never,
    /// Re-solve from scratch after each edit (what cicc does).
    Full,
    /// Keep the solution and re-queue only the blocks the edit touched (see
    /// [`Results::reseed`] for when this equals `Full`).
    Incremental,
}

/// How an edit changed the transfer functions of the blocks it touched, pointwise in the
/// lattice order `⊑`: the precondition of a pure incremental restart (see the
/// [restart proof](super#restarts-and-why-incremental-is-exact)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EditEffect {
    /// `f_new(x) ⊒ f_old(x)` for all `x` (a kill removed, a gen added).
    Grows,
    /// `f_new(x) ⊑ f_old(x)` for all `x` (a gen removed, a kill added).
    Shrinks,
    /// Anything else.
    Unknown,
}

/// A worklist without duplicates: FIFO, seeded in the direction's order.
struct WorkQueue {
    queue: VecDeque<BlockId>,
    queued: FixedBitSet,
}

impl WorkQueue {
    fn new(len: usize) -> Self {
        WorkQueue {
            queue: VecDeque::with_capacity(len),
            queued: FixedBitSet::with_capacity(len),
        }
    }

    fn insert(&mut self, block: BlockId) {
        if !self.queued.put(block.index()) {
            self.queue.push_back(block);
        }
    }

    fn pop(&mut self) -> Option<BlockId> {
        let block = self.queue.pop_front()?;
        self.queued.set(block.index(), false);
        Some(block)
    }
}

/// The solution of an analysis: the state at the start and end of every block, the analysis
/// itself (so a transform can edit it and restart), and the work counters.
pub struct Results<'g, A: Analysis> {
    cfg: &'g Cfg,
    analysis: A,
    mode: MeetMode,
    boundary: A::Domain,
    /// `⊥` (`Or`) or `⊤` (`And`).
    initial: A::Domain,
    inputs: IndexVec<BlockId, A::Domain>,
    outputs: IndexVec<BlockId, A::Domain>,
    order: Vec<BlockId>,
    rank: IndexVec<BlockId, u32>,
    is_boundary: FixedBitSet,
    stats: Stats,
}

impl<'g, A: Analysis> Results<'g, A> {
    /// The graph the analysis was solved over.
    pub fn cfg(&self) -> &'g Cfg {
        self.cfg
    }

    /// The analysis.
    pub fn analysis(&self) -> &A {
        &self.analysis
    }

    /// The analysis, to edit before a [`restart`](Self::restart).
    pub fn analysis_mut(&mut self) -> &mut A {
        &mut self.analysis
    }

    /// Gives the analysis back.
    pub fn into_analysis(self) -> A {
        self.analysis
    }

    /// The meet mode the solution was computed with.
    pub fn meet_mode(&self) -> MeetMode {
        self.mode
    }

    /// The state at the start of `block` (before its first statement), whatever the direction.
    pub fn entry_state(&self, block: BlockId) -> &A::Domain {
        A::Direction::start_and_end(&self.inputs[block], &self.outputs[block]).0
    }

    /// The state at the end of `block` (after its last statement), whatever the direction.
    pub fn exit_state(&self, block: BlockId) -> &A::Domain {
        A::Direction::start_and_end(&self.inputs[block], &self.outputs[block]).1
    }

    /// The work counters.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// A cursor to read the state at any program point.
    pub fn cursor(&self) -> ResultsCursor<'_, 'g, A> {
        ResultsCursor {
            results: self,
            state: self.initial.clone(),
            block: None,
            applied: 0,
        }
    }

    /// Applies a restart policy after an edit of the analysis (through
    /// [`analysis_mut`](Self::analysis_mut)) that changed the transfer functions of the
    /// `touched` blocks as `effect` says: `Never` does nothing, `Full` calls
    /// [`solve_from_scratch`](Self::solve_from_scratch), `Incremental` calls
    /// [`reseed`](Self::reseed).
    pub fn restart(
        &mut self,
        policy: RestartPolicy,
        touched: impl IntoIterator<Item = BlockId>,
        effect: EditEffect,
    ) {
        match policy {
            RestartPolicy::Never => {}
            RestartPolicy::Full => self.solve_from_scratch(),
            RestartPolicy::Incremental => self.reseed(touched, effect),
        }
    }

    /// Forgets the solution and solves again from `⊥`/`⊤`, re-reading the boundary state and
    /// the meet mode from the analysis.
    pub fn solve_from_scratch(&mut self) {
        self.mode = self.analysis.meet_mode();
        self.boundary = self.analysis.boundary_state();
        self.initial = self.mode.initial(&self.boundary);
        for state in self.outputs.iter_mut() {
            state.clone_from(&self.initial);
        }
        let mut queue = WorkQueue::new(self.cfg.len());
        for &b in &self.order {
            queue.insert(b);
        }
        self.run(queue);
    }

    /// Incremental restart after the transfer functions of the `touched` blocks changed as
    /// `effect` says (the boundary state and meet mode must not have changed).
    ///
    /// When the change goes the way the iteration goes (`Grows` under `Or`, `Shrinks` under
    /// `And`), the solution is kept and only the touched blocks are queued: the result is the
    /// fixed point `Full` would compute (the proof is in the
    /// [module doc](super#restarts-and-why-incremental-is-exact)). Otherwise (`Grows` under
    /// `And`, the case of a kill removed from a must analysis, `Shrinks` under `Or`, or
    /// `Unknown`) keeping the states would be wrong, so the outputs of every block the touched
    /// ones can influence are reset to `⊥`/`⊤` and those blocks are queued; the blocks they
    /// cannot influence keep their states, which are still exact.
    pub fn reseed(&mut self, touched: impl IntoIterator<Item = BlockId>, effect: EditEffect) {
        let follows_iteration = matches!(
            (self.mode, effect),
            (MeetMode::Or, EditEffect::Grows) | (MeetMode::And, EditEffect::Shrinks)
        );
        let mut seeds: Vec<BlockId> = touched.into_iter().collect();
        if !follows_iteration {
            // Everything downstream of the touched blocks (along the propagation direction).
            let mut region = FixedBitSet::with_capacity(self.cfg.len());
            let mut stack = seeds.clone();
            while let Some(b) = stack.pop() {
                if !region.put(b.index()) {
                    stack.extend_from_slice(A::Direction::dependents(self.cfg, b));
                }
            }
            seeds = region.ones().map(BlockId::new).collect();
            for &b in &seeds {
                self.outputs[b].clone_from(&self.initial);
            }
        }
        seeds.sort_by_key(|&b| self.rank[b]);
        let mut queue = WorkQueue::new(self.cfg.len());
        for b in seeds {
            queue.insert(b);
        }
        self.run(queue);
    }

    /// The worklist loop. Invariant: every block whose equation may not hold is queued.
    fn run(&mut self, mut queue: WorkQueue) {
        let span = tracing::debug_span!(
            "dataflow",
            analysis = A::NAME,
            blocks = self.cfg.len(),
            mode = ?self.mode,
            forward = A::Direction::IS_FORWARD,
        );
        let _guard = span.enter();
        let before = self.stats;
        self.stats.solves += 1;
        let mut state = self.initial.clone();
        // The copy of an input's output that its edge effect is applied to.
        let mut along_edge = self.initial.clone();
        while let Some(block) = queue.pop() {
            let b = block.index();
            self.stats.block_visits += 1;
            if self.is_boundary.contains(b) {
                state.clone_from(&self.boundary);
            } else {
                state.clone_from(&self.initial);
            }
            for &input in A::Direction::inputs(self.cfg, block) {
                if A::HAS_EDGE_EFFECTS {
                    along_edge.clone_from(&self.outputs[input]);
                    let edge = A::Direction::edge(block, input);
                    self.analysis.apply_edge_effect(&mut along_edge, edge);
                    self.mode.combine(&mut state, &along_edge);
                } else {
                    self.mode.combine(&mut state, &self.outputs[input]);
                }
            }
            self.inputs[block].clone_from(&state);
            self.analysis.apply_block(&mut state, block);
            // Under a monotone analysis the new output is on the iteration's side of the old
            // one, so combining equals replacing, and the flag says whether it moved.
            if self.mode.combine(&mut self.outputs[block], &state) {
                self.stats.changes += 1;
                for &dependent in A::Direction::dependents(self.cfg, block) {
                    queue.insert(dependent);
                }
            }
        }
        tracing::debug!(
            visits = self.stats.block_visits - before.block_visits,
            changes = self.stats.changes - before.changes,
            "fixed point reached"
        );
    }

    /// Queues `touched` keeping every state whatever the edit was: the naive incremental
    /// restart, for the tests that show when it goes wrong.
    #[cfg(test)]
    pub(crate) fn reseed_keeping_states(&mut self, touched: &[BlockId]) {
        let mut queue = WorkQueue::new(self.cfg.len());
        for &b in touched {
            queue.insert(b);
        }
        self.run(queue);
    }
}

/// Reads the state at any program point, recomputing it from the block's stored input with
/// the per-statement transfer. Moving forward through a block (in the analysis' direction)
/// reuses the work already done; moving back restarts from the block input.
pub struct ResultsCursor<'r, 'g, A: Analysis> {
    results: &'r Results<'g, A>,
    state: A::Domain,
    block: Option<BlockId>,
    /// How many statements of `block` have been applied to its input.
    applied: usize,
}

impl<'r, 'g, A: Analysis> ResultsCursor<'r, 'g, A> {
    /// The results this cursor reads.
    pub fn results(&self) -> &'r Results<'g, A> {
        self.results
    }

    /// The state at the last position sought.
    pub fn get(&self) -> &A::Domain {
        &self.state
    }

    /// The state just before the statement at `at`, in program order. `at.statement` may equal
    /// the statement count, meaning the end of the block.
    ///
    /// # Panics
    /// When `at.statement` exceeds the block's statement count.
    pub fn seek_before(&mut self, at: Location) -> &A::Domain {
        self.seek_point(at.block, at.statement)
    }

    /// The state just after the statement at `at`, in program order.
    ///
    /// # Panics
    /// When `at.statement` is not a statement of the block.
    pub fn seek_after(&mut self, at: Location) -> &A::Domain {
        let count = self.results.analysis.statement_count(at.block);
        assert!(
            at.statement < count,
            "{at:?} is past the last statement of the block"
        );
        self.seek_point(at.block, at.statement + 1)
    }

    /// The state at the start of `block`.
    pub fn seek_to_block_start(&mut self, block: BlockId) -> &A::Domain {
        self.seek_point(block, 0)
    }

    /// The state at the end of `block`.
    pub fn seek_to_block_end(&mut self, block: BlockId) -> &A::Domain {
        let count = self.results.analysis.statement_count(block);
        self.seek_point(block, count)
    }

    /// Seeks program point `point` (0..=count) of `block`.
    fn seek_point(&mut self, block: BlockId, point: usize) -> &A::Domain {
        let analysis = &self.results.analysis;
        let count = analysis.statement_count(block);
        assert!(
            point <= count,
            "point {point} outside {block} ({count} statements)"
        );
        let target = A::Direction::effects_before_point(count, point);
        if target == count {
            // The far side of the block: the stored output (exact even for analyses that only
            // have a block transfer).
            self.state.clone_from(&self.results.outputs[block]);
        } else {
            if self.block != Some(block) || self.applied > target {
                self.state.clone_from(&self.results.inputs[block]);
                self.applied = 0;
            }
            while self.applied < target {
                let statement = A::Direction::nth_effect(count, self.applied);
                analysis.apply_statement(&mut self.state, Location { block, statement });
                self.applied += 1;
            }
        }
        self.block = Some(block);
        self.applied = target;
        &self.state
    }
}
