//! Engine tests: the engine against the naive solver on random gen/kill problems, incremental
//! restarts against full ones, the worked example of the module doc, and the cursor on a mock
//! analysis whose state differs at every program point.

use super::reference::solve_round_robin;
use super::*;
use crate::graph::{BlockId, Cfg};
use fixedbitset::FixedBitSet;
use quickcheck::{quickcheck, Arbitrary, Gen, TestResult};
use std::marker::PhantomData;

fn b(i: usize) -> BlockId {
    BlockId::new(i)
}

fn set(len: usize, bits: &[usize]) -> FixedBitSet {
    let mut s = FixedBitSet::with_capacity(len);
    for &i in bits {
        s.insert(i);
    }
    s
}

/// A random gen/kill problem: a graph (unreachable blocks, infinite loops and self loops
/// included), statements with random gen and kill sets, a boundary state.
#[derive(Clone, Debug)]
struct Problem {
    len: usize,
    edges: Vec<(usize, usize)>,
    bits: usize,
    statements: Vec<Vec<GenKill>>,
    boundary: FixedBitSet,
}

impl Arbitrary for Problem {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = 1 + usize::arbitrary(g) % 10;
        let edge_count = usize::arbitrary(g) % (2 * len + 1);
        let edges = (0..edge_count)
            .map(|_| (usize::arbitrary(g) % len, usize::arbitrary(g) % len))
            .collect();
        // Mostly small universes, sometimes one that crosses a word boundary.
        let bits = if bool::arbitrary(g) {
            1 + usize::arbitrary(g) % 6
        } else {
            60 + usize::arbitrary(g) % 10
        };
        let statements = (0..len)
            .map(|_| {
                (0..usize::arbitrary(g) % 4)
                    .map(|_| {
                        let mut gk = GenKill::identity(bits);
                        for _ in 0..usize::arbitrary(g) % 3 {
                            gk.generate(usize::arbitrary(g) % bits);
                        }
                        for _ in 0..usize::arbitrary(g) % 4 {
                            gk.kill(usize::arbitrary(g) % bits);
                        }
                        gk
                    })
                    .collect()
            })
            .collect();
        let boundary = set(
            bits,
            &(0..bits).filter(|_| bool::arbitrary(g)).collect::<Vec<_>>(),
        );
        Problem {
            len,
            edges,
            bits,
            statements,
            boundary,
        }
    }
}

impl Problem {
    fn cfg(&self) -> Cfg {
        Cfg::from_edges(
            self.len,
            b(0),
            self.edges.iter().map(|&(x, y)| (b(x), b(y))),
        )
    }

    fn analysis<D: Direction>(&self, mode: MeetMode, summarize: bool) -> GenKillProblem<D> {
        let mut p = GenKillProblem {
            mode,
            boundary: self.boundary.clone(),
            statements: self.statements.clone(),
            summaries: Vec::new(),
            summarize,
            _direction: PhantomData,
        };
        p.resummarize();
        p
    }
}

/// A gen/kill analysis; with `summarize` it overrides `apply_block` with the composed
/// per-block function (the reference solver always goes statement by statement).
#[derive(Clone, Debug)]
struct GenKillProblem<D> {
    mode: MeetMode,
    boundary: FixedBitSet,
    statements: Vec<Vec<GenKill>>,
    summaries: Vec<GenKill>,
    summarize: bool,
    _direction: PhantomData<D>,
}

impl<D: Direction> GenKillProblem<D> {
    fn resummarize(&mut self) {
        self.summaries = self
            .statements
            .iter()
            .map(|stmts| {
                let mut summary = GenKill::identity(self.boundary.len());
                for k in 0..stmts.len() {
                    summary.then(&stmts[D::nth_effect(stmts.len(), k)]);
                }
                summary
            })
            .collect();
    }
}

impl<D: Direction> Analysis for GenKillProblem<D> {
    type Domain = FixedBitSet;
    type Direction = D;
    const NAME: &'static str = "gen-kill";

    fn meet_mode(&self) -> MeetMode {
        self.mode
    }

    fn boundary_state(&self) -> FixedBitSet {
        self.boundary.clone()
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.statements[block.index()].len()
    }

    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        self.statements[at.block.index()][at.statement].apply(state);
    }

    fn apply_block(&self, state: &mut FixedBitSet, block: BlockId) {
        if self.summarize {
            self.summaries[block.index()].apply(state);
        } else {
            apply_statements(self, state, block);
        }
    }
}

/// The engine's states equal the reference's, and the cursor agrees with applying the
/// statements by hand from the reference's block states at every point.
fn agrees_with_reference<A: Analysis + Clone>(cfg: &Cfg, analysis: A) -> bool {
    let reference = solve_round_robin(cfg, &analysis);
    let results = Engine::new(cfg, analysis.clone()).iterate_to_fixpoint();
    let mut cursor = results.cursor();
    for block in cfg.blocks() {
        assert_eq!(
            results.entry_state(block),
            &reference.starts[block],
            "start of {block}"
        );
        assert_eq!(
            results.exit_state(block),
            &reference.ends[block],
            "end of {block}"
        );
        let count = analysis.statement_count(block);
        for point in 0..=count {
            let expected = if A::Direction::IS_FORWARD {
                let mut s = reference.starts[block].clone();
                for statement in 0..point {
                    analysis.apply_statement(&mut s, Location { block, statement });
                }
                s
            } else {
                let mut s = reference.ends[block].clone();
                for statement in (point..count).rev() {
                    analysis.apply_statement(&mut s, Location { block, statement });
                }
                s
            };
            assert_eq!(
                cursor.seek_before(Location {
                    block,
                    statement: point
                }),
                &expected
            );
        }
    }
    let stats = results.stats();
    assert_eq!(stats.solves, 1);
    assert!(stats.block_visits >= cfg.len() as u64);
    true
}

quickcheck! {
    fn forward_or_matches_reference(p: Problem, summarize: bool) -> bool {
        agrees_with_reference(&p.cfg(), p.analysis::<Forward>(MeetMode::Or, summarize))
    }
    fn forward_and_matches_reference(p: Problem, summarize: bool) -> bool {
        agrees_with_reference(&p.cfg(), p.analysis::<Forward>(MeetMode::And, summarize))
    }
    fn backward_or_matches_reference(p: Problem, summarize: bool) -> bool {
        agrees_with_reference(&p.cfg(), p.analysis::<Backward>(MeetMode::Or, summarize))
    }
    fn backward_and_matches_reference(p: Problem, summarize: bool) -> bool {
        agrees_with_reference(&p.cfg(), p.analysis::<Backward>(MeetMode::And, summarize))
    }
}

/// Applies random edits one at a time (removing a kill when `grow`, adding one otherwise),
/// restarting with `Incremental` after each, and compares with `Full` and with a fresh solve.
fn incremental_equals_full<D: Direction>(
    p: &Problem,
    mode: MeetMode,
    grow: bool,
    picks: &[(u8, u8, u8)],
) -> TestResult {
    let cfg = p.cfg();
    let mut incremental = Engine::new(&cfg, p.analysis::<D>(mode, true)).iterate_to_fixpoint();
    let mut full = Engine::new(&cfg, p.analysis::<D>(mode, false)).iterate_to_fixpoint();
    let mut edits = 0;
    for &(bb, st, bit) in picks {
        let block = bb as usize % p.len;
        let count = p.statements[block].len();
        if count == 0 {
            continue;
        }
        let statement = st as usize % count;
        let bit = bit as usize % p.bits;
        let edit = |a: &mut GenKillProblem<D>| {
            let gk = &mut a.statements[block][statement];
            if grow {
                gk.unkill(bit);
            } else {
                gk.kill(bit);
            }
            a.resummarize();
        };
        edit(incremental.analysis_mut());
        edit(full.analysis_mut());
        let effect = if grow {
            EditEffect::Grows
        } else {
            EditEffect::Shrinks
        };
        incremental.restart(RestartPolicy::Incremental, [b(block)], effect);
        full.restart(RestartPolicy::Full, [b(block)], effect);
        let fresh = Engine::new(&cfg, full.analysis().clone()).iterate_to_fixpoint();
        for x in cfg.blocks() {
            assert_eq!(
                incremental.entry_state(x),
                full.entry_state(x),
                "start of {x}"
            );
            assert_eq!(incremental.exit_state(x), full.exit_state(x), "end of {x}");
            assert_eq!(fresh.entry_state(x), full.entry_state(x));
            assert_eq!(fresh.exit_state(x), full.exit_state(x));
        }
        edits += 1;
    }
    if edits == 0 {
        return TestResult::discard();
    }
    assert_eq!(incremental.stats().solves, 1 + edits);
    TestResult::passed()
}

quickcheck! {
    // The case the proof covers: kills removed from a may analysis, states kept.
    fn incremental_forward_or_kill_removal(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Forward>(&p, MeetMode::Or, true, &picks)
    }
    fn incremental_backward_or_kill_removal(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Backward>(&p, MeetMode::Or, true, &picks)
    }
    // Kills removed from a must analysis: against the iteration, the downstream region is reset.
    fn incremental_forward_and_kill_removal(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Forward>(&p, MeetMode::And, true, &picks)
    }
    fn incremental_backward_and_kill_removal(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Backward>(&p, MeetMode::And, true, &picks)
    }
    // Kills added: the dual cases.
    fn incremental_forward_and_kill_addition(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Forward>(&p, MeetMode::And, false, &picks)
    }
    fn incremental_backward_or_kill_addition(p: Problem, picks: Vec<(u8, u8, u8)>) -> TestResult {
        incremental_equals_full::<Backward>(&p, MeetMode::Or, false, &picks)
    }
}

/// The module doc's counterexample: removing a kill from a must analysis and merely re-queuing
/// the touched block keeps a stale `∅` alive around a loop; `reseed` resets and gets it right.
#[test]
fn incremental_and_kill_removal_needs_a_reset() {
    let cfg = Cfg::from_edges(2, b(0), [(b(0), b(1)), (b(1), b(1))]);
    let mut kill_a = GenKill::identity(1);
    kill_a.kill(0);
    let problem = Problem {
        len: 2,
        edges: vec![(0, 1), (1, 1)],
        bits: 1,
        statements: vec![vec![kill_a], vec![GenKill::identity(1)]],
        boundary: set(1, &[0]),
    };
    let solve = || {
        Engine::new(&cfg, problem.analysis::<Forward>(MeetMode::And, false)).iterate_to_fixpoint()
    };
    let (mut naive, mut proper) = (solve(), solve());
    assert!(naive.entry_state(b(1)).is_clear());
    for r in [&mut naive, &mut proper] {
        r.analysis_mut().statements[0][0].unkill(0);
    }
    naive.reseed_keeping_states(&[b(0)]);
    proper.reseed([b(0)], EditEffect::Grows);
    let full = Engine::new(&cfg, proper.analysis().clone()).iterate_to_fixpoint();
    assert_eq!(full.entry_state(b(1)), &set(1, &[0]));
    assert_eq!(proper.entry_state(b(1)), &set(1, &[0]));
    assert!(
        naive.entry_state(b(1)).is_clear(),
        "keeping states cannot climb back up"
    );
}

#[test]
fn never_keeps_the_stale_solution() {
    let cfg = Cfg::from_edges(2, b(0), [(b(0), b(1))]);
    let mut kill = GenKill::identity(1);
    kill.kill(0);
    let problem = Problem {
        len: 2,
        edges: vec![(0, 1)],
        bits: 1,
        statements: vec![vec![kill], vec![]],
        boundary: set(1, &[0]),
    };
    let mut r =
        Engine::new(&cfg, problem.analysis::<Forward>(MeetMode::Or, false)).iterate_to_fixpoint();
    r.analysis_mut().statements[0][0].unkill(0);
    r.restart(RestartPolicy::Never, [b(0)], EditEffect::Grows);
    assert!(r.exit_state(b(1)).is_clear());
    assert_eq!(r.stats().solves, 1);
    r.restart(RestartPolicy::Incremental, [b(0)], EditEffect::Grows);
    assert_eq!(r.exit_state(b(1)), &set(1, &[0]));
}

/// The worked example of the module doc, visit count included.
#[test]
fn worked_example() {
    let cfg = Cfg::from_edges(
        4,
        b(0),
        [(b(0), b(1)), (b(1), b(2)), (b(2), b(1)), (b(1), b(3))],
    );
    let stmt = |gen: &[usize], kill: &[usize]| {
        let mut gk = GenKill::identity(3);
        gen.iter().for_each(|&i| gk.generate(i));
        kill.iter().for_each(|&i| gk.kill(i));
        gk
    };
    let problem = Problem {
        len: 4,
        edges: vec![],
        bits: 3,
        statements: vec![
            vec![stmt(&[0], &[2])],
            vec![stmt(&[1], &[])],
            vec![stmt(&[2], &[0])],
            vec![],
        ],
        boundary: set(3, &[]),
    };
    let r =
        Engine::new(&cfg, problem.analysis::<Forward>(MeetMode::Or, false)).iterate_to_fixpoint();
    assert_eq!(
        r.stats(),
        Stats {
            solves: 1,
            block_visits: 7,
            changes: 6
        }
    );
    let all = set(3, &[0, 1, 2]);
    assert_eq!(r.exit_state(b(0)), &set(3, &[0]));
    assert_eq!(r.entry_state(b(1)), &all);
    assert_eq!(r.exit_state(b(1)), &all);
    assert_eq!(r.exit_state(b(2)), &set(3, &[1, 2]));
    assert_eq!(r.entry_state(b(3)), &all);
    let must =
        Engine::new(&cfg, problem.analysis::<Forward>(MeetMode::And, false)).iterate_to_fixpoint();
    assert!(must.entry_state(b(1)).is_clear());
    assert_eq!(must.exit_state(b(1)), &set(3, &[1]));
    assert_eq!(must.entry_state(b(3)), &set(3, &[1]));
}

/// A mock analysis whose state at every program point is the exact sequence of statements
/// applied since the boundary. On a graph where every block has one input (a tree for
/// forward, an in-tree for backward) the states never meet, so each point has its own state
/// and any cursor mistake (wrong statement, wrong order, off by one) shows.
#[derive(Clone)]
struct Trail<D> {
    counts: Vec<usize>,
    _direction: PhantomData<D>,
}

impl<D: Direction> Analysis for Trail<D> {
    type Domain = Flat<Vec<(usize, usize)>>;
    type Direction = D;
    const NAME: &'static str = "trail";

    fn meet_mode(&self) -> MeetMode {
        MeetMode::Or
    }

    fn boundary_state(&self) -> Self::Domain {
        Flat::Value(Vec::new())
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.counts[block.index()]
    }

    fn apply_statement(&self, state: &mut Self::Domain, at: Location) {
        if let Flat::Value(trail) = state {
            trail.push((at.block.index(), at.statement));
        }
    }
}

/// Expected trail at `point` of `block`: the trails of the blocks on the unique path from the
/// boundary, then this block's statements up to the point, in the analysis' direction.
fn expected_trail<D: Direction>(
    cfg: &Cfg,
    counts: &[usize],
    block: BlockId,
    point: usize,
) -> Vec<(usize, usize)> {
    let mut path = vec![block];
    while let Some(&next) = D::inputs(cfg, *path.last().unwrap()).first() {
        path.push(next);
    }
    path.reverse();
    let mut trail = Vec::new();
    for &x in &path[..path.len() - 1] {
        let n = counts[x.index()];
        trail.extend((0..n).map(|k| (x.index(), D::nth_effect(n, k))));
    }
    let n = counts[block.index()];
    trail.extend(
        (0..D::effects_before_point(n, point)).map(|k| (block.index(), D::nth_effect(n, k))),
    );
    trail
}

fn cursor_visits_every_point<D: Direction>(cfg: &Cfg, counts: Vec<usize>, seed: u64) {
    let results = Engine::new(
        cfg,
        Trail::<D> {
            counts: counts.clone(),
            _direction: PhantomData,
        },
    )
    .iterate_to_fixpoint();
    let mut points: Vec<(BlockId, usize)> = cfg
        .blocks()
        .flat_map(|x| (0..=counts[x.index()]).map(move |p| (x, p)))
        .collect();
    // All points forward, backward, and in a scrambled order.
    let mut orders = vec![points.clone()];
    points.reverse();
    orders.push(points.clone());
    let mut state = seed | 1;
    for i in (1..points.len()).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        points.swap(i, (state % (i as u64 + 1)) as usize);
    }
    orders.push(points);
    let mut cursor = results.cursor();
    for order in orders {
        for (block, point) in order {
            let expected = Flat::Value(expected_trail::<D>(cfg, &counts, block, point));
            assert_eq!(
                cursor.seek_before(Location {
                    block,
                    statement: point
                }),
                &expected
            );
            assert_eq!(cursor.get(), &expected);
            if point < counts[block.index()] {
                let after = Flat::Value(expected_trail::<D>(cfg, &counts, block, point + 1));
                assert_eq!(
                    cursor.seek_after(Location {
                        block,
                        statement: point
                    }),
                    &after
                );
            }
        }
        for x in cfg.blocks() {
            let n = counts[x.index()];
            assert_eq!(cursor.seek_to_block_start(x), results.entry_state(x));
            assert_eq!(
                results.entry_state(x),
                &Flat::Value(expected_trail::<D>(cfg, &counts, x, 0))
            );
            assert_eq!(cursor.seek_to_block_end(x), results.exit_state(x));
            assert_eq!(
                results.exit_state(x),
                &Flat::Value(expected_trail::<D>(cfg, &counts, x, n))
            );
        }
    }
}

#[test]
fn cursor_forward_on_a_tree() {
    // 0 -> 1, 2; 1 -> 3, 4; 2 -> 5
    let cfg = Cfg::from_edges(
        6,
        b(0),
        [
            (b(0), b(1)),
            (b(0), b(2)),
            (b(1), b(3)),
            (b(1), b(4)),
            (b(2), b(5)),
        ],
    );
    for seed in 1..5 {
        cursor_visits_every_point::<Forward>(&cfg, vec![2, 3, 0, 1, 4, 2], seed);
    }
}

#[test]
fn cursor_backward_on_an_in_tree() {
    // 3, 4 -> 1; 1, 5 -> 2... every block has one successor except the exit 0.
    let cfg = Cfg::from_edges(
        6,
        b(3),
        [
            (b(3), b(1)),
            (b(4), b(1)),
            (b(1), b(0)),
            (b(5), b(2)),
            (b(2), b(0)),
        ],
    );
    for seed in 1..5 {
        cursor_visits_every_point::<Backward>(&cfg, vec![2, 3, 0, 1, 4, 2], seed);
    }
}

quickcheck! {
    fn cursor_on_random_trees(parents: Vec<u8>, counts: Vec<u8>, seed: u64, backward: bool) -> bool {
        let len = parents.len().min(12) + 1;
        let edges: Vec<(BlockId, BlockId)> = (1..len)
            .map(|i| (b(parents[i - 1] as usize % i), b(i)))
            .map(|(p, c)| if backward { (c, p) } else { (p, c) })
            .collect();
        let counts: Vec<usize> = (0..len).map(|i| counts.get(i).map_or(1, |&c| c as usize % 4)).collect();
        let entry = if backward { b(len - 1) } else { b(0) };
        let cfg = Cfg::from_edges(len, entry, edges);
        if backward {
            cursor_visits_every_point::<Backward>(&cfg, counts, seed);
        } else {
            cursor_visits_every_point::<Forward>(&cfg, counts, seed);
        }
        true
    }
}

/// The same random gen/kill statements as one [`BidirectionalProblem`], for [`PairedResults`].
#[derive(Clone, Debug)]
struct BothWays {
    mode: MeetMode,
    boundary: FixedBitSet,
    statements: Vec<Vec<GenKill>>,
}

impl BidirectionalProblem for BothWays {
    type Domain = FixedBitSet;
    const FORWARD_NAME: &'static str = "both-ways-forward";
    const BACKWARD_NAME: &'static str = "both-ways-backward";
    fn meet_mode(&self) -> MeetMode {
        self.mode
    }
    fn boundary_state(&self) -> FixedBitSet {
        self.boundary.clone()
    }
    fn statement_count(&self, block: BlockId) -> usize {
        self.statements[block.index()].len()
    }
    fn apply(&self, state: &mut FixedBitSet, at: Location) {
        self.statements[at.block.index()][at.statement].apply(state);
    }
}

/// `PairedResults` answers, at every statement, exactly what the engine's forward and backward
/// solutions of the same statements answer, solved separately — before and after an edit
/// (a statement's kill set removed, `Grows` under `Or`), with either restarting policy.
fn paired_matches_separate(p: Problem, mode: MeetMode, picks: Vec<(u8, u8)>) -> TestResult {
    let cfg = p.cfg();
    let problem = BothWays {
        mode,
        boundary: p.boundary.clone(),
        statements: p.statements.clone(),
    };
    let mut paired = PairedResults::solve(&cfg, problem);
    let mut plain = p.clone();
    let check = |paired: &PairedResults<'_, BothWays>, plain: &Problem| {
        let fwd = Engine::new(&cfg, plain.analysis::<Forward>(mode, false)).iterate_to_fixpoint();
        let bwd = Engine::new(&cfg, plain.analysis::<Backward>(mode, false)).iterate_to_fixpoint();
        (0..plain.len).all(|blk| {
            (0..plain.statements[blk].len()).all(|s| {
                let at = Location {
                    block: b(blk),
                    statement: s,
                };
                paired.before(at) == *fwd.cursor().seek_before(at)
                    && paired.after(at) == *bwd.cursor().seek_after(at)
            })
        })
    };
    if !check(&paired, &plain) {
        return TestResult::failed();
    }
    for (blk, stmt) in picks {
        let blk = blk as usize % p.len;
        if p.statements[blk].is_empty() {
            continue;
        }
        let stmt = stmt as usize % p.statements[blk].len();
        let drop_kills = |s: &mut Vec<Vec<GenKill>>| {
            for bit in 0..p.bits {
                s[blk][stmt].unkill(bit);
            }
        };
        drop_kills(&mut plain.statements);
        // Under `Or` dropping kills grows every transfer; under `And` the incremental restart
        // needs a reset downstream (see the engine's proof), so `And` restarts in full.
        let policy = if mode == MeetMode::Or {
            RestartPolicy::Incremental
        } else {
            RestartPolicy::Full
        };
        paired.edit(
            |q| drop_kills(&mut q.statements),
            policy,
            [b(blk)],
            EditEffect::Grows,
        );
        if !check(&paired, &plain) {
            return TestResult::failed();
        }
    }
    TestResult::passed()
}

quickcheck! {
    fn paired_or_matches_separate_solutions(p: Problem, picks: Vec<(u8, u8)>) -> TestResult {
        paired_matches_separate(p, MeetMode::Or, picks)
    }
    fn paired_and_matches_separate_solutions(p: Problem, picks: Vec<(u8, u8)>) -> TestResult {
        paired_matches_separate(p, MeetMode::And, picks)
    }
}

/// A gen/kill problem with a gen/kill function on every edge too.
#[derive(Clone, Debug)]
struct WithEdges<D> {
    inner: GenKillProblem<D>,
    edges: std::collections::BTreeMap<(usize, usize), GenKill>,
}

impl<D: Direction> Analysis for WithEdges<D> {
    type Domain = FixedBitSet;
    type Direction = D;
    const NAME: &'static str = "gen-kill-edges";
    const HAS_EDGE_EFFECTS: bool = true;

    fn meet_mode(&self) -> MeetMode {
        self.inner.meet_mode()
    }

    fn boundary_state(&self) -> FixedBitSet {
        self.inner.boundary_state()
    }

    fn statement_count(&self, block: BlockId) -> usize {
        self.inner.statement_count(block)
    }

    fn apply_statement(&self, state: &mut FixedBitSet, at: Location) {
        self.inner.apply_statement(state, at)
    }

    fn apply_edge_effect(&self, state: &mut FixedBitSet, edge: Edge) {
        self.edges[&(edge.from.index(), edge.to.index())].apply(state);
    }
}

/// Random gen/kill functions for every edge of `p`'s graph, from `seed`.
fn edge_effects(p: &Problem, seed: u64) -> std::collections::BTreeMap<(usize, usize), GenKill> {
    let mut state = seed;
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    p.cfg()
        .edges()
        .map(|(from, to)| {
            let mut gk = GenKill::identity(p.bits);
            for _ in 0..next() % 3 {
                gk.generate(next() % p.bits);
            }
            for _ in 0..next() % 3 {
                gk.kill(next() % p.bits);
            }
            ((from.index(), to.index()), gk)
        })
        .collect()
}

/// Edge effects against an independent construction: split every edge with a block of its
/// own holding the edge's function as its one statement, and solve that graph without edge
/// effects. The states at the original blocks' inputs must be equal (and the engine must
/// agree with the reference solver on the graph with edge effects).
fn edge_effects_equal_split_edges<D: Direction>(p: &Problem, mode: MeetMode, seed: u64) -> bool {
    let cfg = p.cfg();
    let edges = edge_effects(p, seed);
    let with_edges = WithEdges {
        inner: p.analysis::<D>(mode, false),
        edges: edges.clone(),
    };
    assert!(agrees_with_reference(&cfg, with_edges.clone()));
    let results = Engine::new(&cfg, &with_edges).iterate_to_fixpoint();

    // The split graph: block len + i stands on edge i.
    let mut split_edges = Vec::new();
    let mut statements = p.statements.clone();
    for (i, ((from, to), gk)) in edges.iter().enumerate() {
        let middle = p.len + i;
        split_edges.push((b(*from), b(middle)));
        split_edges.push((b(middle), b(*to)));
        statements.push(vec![gk.clone()]);
    }
    let split = Cfg::from_edges(p.len + edges.len(), b(0), split_edges);
    let mut plain = p.analysis::<D>(mode, false);
    plain.statements = statements;
    plain.resummarize();
    let expected = Engine::new(&split, plain).iterate_to_fixpoint();
    cfg.blocks().all(|block| {
        let got = if D::IS_FORWARD {
            results.entry_state(block)
        } else {
            results.exit_state(block)
        };
        let want = if D::IS_FORWARD {
            expected.entry_state(block)
        } else {
            expected.exit_state(block)
        };
        got == want
    })
}

quickcheck! {
    fn forward_edge_effects_equal_split_edges(p: Problem, and: bool, seed: u64) -> bool {
        let mode = if and { MeetMode::And } else { MeetMode::Or };
        edge_effects_equal_split_edges::<Forward>(&p, mode, seed)
    }
    fn backward_edge_effects_equal_split_edges(p: Problem, and: bool, seed: u64) -> bool {
        let mode = if and { MeetMode::And } else { MeetMode::Or };
        edge_effects_equal_split_edges::<Backward>(&p, mode, seed)
    }
}

/// A borrowed analysis solves in both meet modes without being given up, and the results of
/// each equal those of an owned copy.
#[test]
fn a_borrowed_analysis_solves_twice() {
    let cfg = Cfg::from_edges(3, b(0), [(b(0), b(1)), (b(1), b(1)), (b(1), b(2))]);
    let mut gk = GenKill::identity(2);
    gk.generate(0);
    let mut kill = GenKill::identity(2);
    kill.kill(0);
    let p = Problem {
        len: 3,
        edges: vec![(0, 1), (1, 1), (1, 2)],
        bits: 2,
        statements: vec![vec![gk.clone()], vec![], vec![kill]],
        boundary: set(2, &[1]),
    };
    let mut analysis = p.analysis::<Forward>(MeetMode::Or, true);
    let may = Engine::new(&cfg, &analysis).iterate_to_fixpoint();
    assert_eq!(may.entry_state(b(2)), &set(2, &[0, 1]));
    assert_eq!(may.analysis().mode, MeetMode::Or);
    drop(may);
    analysis.mode = MeetMode::And;
    let must = Engine::new(&cfg, &analysis).iterate_to_fixpoint();
    let owned = Engine::new(&cfg, analysis.clone()).iterate_to_fixpoint();
    for block in cfg.blocks() {
        assert_eq!(must.entry_state(block), owned.entry_state(block));
        assert_eq!(must.exit_state(block), owned.exit_state(block));
    }
}

impl<D: Direction> DescribeState<FixedBitSet> for GenKillProblem<D> {
    fn describe_state(&self, state: &FixedBitSet) -> String {
        describe_bits(state, |bit| format!("d{bit}"))
    }

    fn describe_change(&self, before: &FixedBitSet, after: &FixedBitSet) -> String {
        describe_bit_change(before, after, |bit| format!("d{bit}"))
    }
}

/// The dump of the worked example: block states equal the engine's, each statement's change
/// is the difference of the cursor's states around it, in the analysis' direction; the JSON
/// reads back equal; the DOT has every block and edge.
#[test]
fn dump_of_the_worked_example() {
    // bb0: gen d0 kill d2; bb1: gen d1; bb2: gen d2 kill d0 (as in the module doc).
    let mut s0 = GenKill::identity(3);
    s0.generate(0);
    s0.kill(2);
    let mut s1 = GenKill::identity(3);
    s1.generate(1);
    let mut s2 = GenKill::identity(3);
    s2.generate(2);
    s2.kill(0);
    let p = Problem {
        len: 4,
        edges: vec![(0, 1), (1, 2), (2, 1), (1, 3)],
        bits: 3,
        statements: vec![vec![s0], vec![s1], vec![s2], vec![]],
        boundary: set(3, &[]),
    };
    let cfg = p.cfg();
    let forward = Engine::new(&cfg, p.analysis::<Forward>(MeetMode::Or, false))
        .iterate_to_fixpoint()
        .dump(DumpDetail::Statements);
    assert_eq!(forward.analysis, "gen-kill");
    assert!(forward.forward);
    assert_eq!(forward.blocks[1].start, "{d0, d1, d2}");
    assert_eq!(forward.blocks[2].statements[0].change, "-d0"); // d2 reached already, round the loop
    assert_eq!(forward.blocks[2].statements[0].after, "{d1, d2}");
    assert_eq!(forward.blocks[3].statements, []);
    let json = serde_json::to_string(&forward).unwrap();
    assert_eq!(
        serde_json::from_str::<FixpointDump>(&json).unwrap(),
        forward
    );
    let dot = forward.to_dot();
    for needle in ["bb0 -> bb1;", "bb2 -> bb1;", "start: {d0, d1, d2}", "-d0"] {
        assert!(dot.contains(needle), "{needle} missing from\n{dot}");
    }
    let blocks_only = Engine::new(&cfg, p.analysis::<Forward>(MeetMode::Or, false))
        .iterate_to_fixpoint()
        .dump(DumpDetail::Blocks);
    assert!(blocks_only.blocks.iter().all(|b| b.statements.is_empty()));
    // Backward: the change is read from the end of the block towards its start.
    let backward = Engine::new(&cfg, p.analysis::<Backward>(MeetMode::Or, false))
        .iterate_to_fixpoint()
        .dump(DumpDetail::Statements);
    assert!(!backward.forward);
    assert_eq!(backward.blocks[3].end, "{}");
    assert_eq!(backward.blocks[0].statements[0].change, "+d0 -d2");
}
