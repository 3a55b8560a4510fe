//! The barrier-divergence lint: CTA barriers that some threads of the CTA may not reach.
//!
//! # The rule
//!
//! A barrier that separates intervals (`__syncthreads()` and the other full-CTA barriers,
//! [`BarrierKind::separates_intervals`]) is under divergent control when it is reachable from
//! a divergent branch *before the branch reconverges*, that is, on a path from the branch that
//! has not yet reached the branch's immediate post-dominator. A branch whose post-dominator is
//! the virtual exit (an early `return` on a thread-dependent condition) never reconverges, and
//! a divergent exit of a loop reaches, around the back edge, every block of the loop: so
//! barriers after a thread-dependent early return and barriers in a loop with a
//! thread-dependent trip count are both caught. A warp-uniform branch counts as divergent
//! here: whole warps skip the barrier. A call to a defined function that executes such a
//! barrier (transitively) is checked like a barrier.
//!
//! # As a dataflow problem
//!
//! Number the divergent branches `0..n`. The state at a block is the set of branches that are
//! *open* there: some path reaches the block from the branch without passing its immediate
//! post-dominator. Forward, `Or` (a may-problem: open on some path), bit sets over `n`, boundary
//! `∅`, and per block `b`:
//!
//! ```text
//! open_in(b)  = ⋃ out(p), p ∈ preds(b)          (the engine's input)
//! live(b)     = open_in(b) ∖ closes(b)          closes(b) = { i | ipdom(branch i) = b }
//! out(b)      = live(b) ∪ { i | b ends in divergent branch i }
//! ```
//!
//! A barrier in `b` is reported when `live(b)` is non-empty, naming the open branch whose
//! block dominates `b` most closely (or the first open one). The transfer is a gen/kill
//! function, monotone and distributive, so the engine's fixed point is the meet-over-paths one.

use super::{Level, ModuleUniformity, Options};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{bitset_join, Analysis, Engine, Forward, Location};
use syncflow_framework::graph::{BlockId, Cfg, Dominators, PostDominators};
use syncflow_ir::{BarrierKind, CallTarget, FunctionId, InstId, Module, Opcode};

/// A barrier (or a call that executes one) under divergent control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DivergentBarrier {
    /// The function.
    pub function: FunctionId,
    /// The barrier instruction, or the call of a function that executes a barrier.
    pub inst: InstId,
    /// The barrier's kind; `None` for a call of a function containing a barrier.
    pub kind: Option<BarrierKind>,
    /// The called function, for a call.
    pub callee: Option<FunctionId>,
    /// The terminator of the divergent branch the barrier is under.
    pub branch: InstId,
    /// The branch's level (divergent, or warp-uniform).
    pub branch_level: Level,
}

/// The barriers of `function` under divergent control, with the default (sound) options. The
/// eliminators call this to leave them alone. Empty for declarations.
pub fn divergent_barriers(module: &Module, function: FunctionId) -> Vec<DivergentBarrier> {
    let uniformity = ModuleUniformity::analyze(module, &Options::default());
    divergent_barriers_in(module, &uniformity, function)
}

/// Defined functions that execute a CTA barrier, directly or through calls.
pub fn functions_with_barriers(module: &Module) -> FixedBitSet {
    let mut has = FixedBitSet::with_capacity(module.functions.len());
    loop {
        let mut changed = false;
        for (id, func) in module.functions.iter_enumerated() {
            if has.contains(id.index()) || !func.is_defined {
                continue;
            }
            let found = func
                .insts
                .indices()
                .any(|i| match module.call_target(func, i) {
                    Some(CallTarget::Barrier(b)) => b.kind.separates_intervals(),
                    Some(CallTarget::Defined(g)) => has.contains(g.index()),
                    _ => false,
                });
            if found {
                has.insert(id.index());
                changed = true;
            }
        }
        if !changed {
            return has;
        }
    }
}

/// The divergent branches of a function and, for each block, the ones open there (`live(b)`
/// of the module docs).
struct OpenAt {
    cfg: Cfg,
    /// The blocks ending in a divergent branch, numbered as the bits of `live`.
    branches: Vec<BlockId>,
    /// Per block, the branches open in it.
    live: Vec<FixedBitSet>,
}

fn open_branches(
    module: &Module,
    uniformity: &ModuleUniformity,
    function: FunctionId,
) -> Option<OpenAt> {
    let fu = uniformity.function(function)?;
    let cfg = live_cfg(module, function, fu.cfg());
    let branches: Vec<BlockId> = cfg
        .blocks()
        .filter(|&b| cfg.successors(b).len() >= 2 && fu.terminator_level(module, b).is_divergent())
        .collect();
    if branches.is_empty() {
        return None;
    }
    let pdom = PostDominators::new(&cfg);
    let mut closes = vec![Vec::new(); cfg.len()];
    let mut opens = vec![None; cfg.len()];
    for (i, &b) in branches.iter().enumerate() {
        if let Some(p) = pdom.ipdom(b) {
            closes[p.index()].push(i);
        }
        opens[b.index()] = Some(i);
    }
    let analysis = OpenBranches {
        n: branches.len(),
        closes: &closes,
        opens: &opens,
    };
    let results = Engine::new(&cfg, analysis).iterate_to_fixpoint();
    let live = cfg
        .blocks()
        .map(|b| {
            let mut live = results.entry_state(b).clone();
            for &i in &closes[b.index()] {
                live.set(i, false);
            }
            live
        })
        .collect();
    Some(OpenAt {
        cfg,
        branches,
        live,
    })
}

/// What is under divergent control in one function: the blocks some divergent branch reaches
/// before it reconverges, so that some threads of a CTA may execute them and others not (the
/// rule of the module docs, for any block), and the barriers among them.
#[derive(Clone, Debug, Default)]
pub struct DivergentControl {
    /// Blocks under divergent control (empty for functions without divergent branches).
    pub blocks: FixedBitSet,
    /// The barriers (and calls executing one) in those blocks.
    pub barriers: Vec<DivergentBarrier>,
}

/// The barriers of `function` under divergent control according to `uniformity`.
pub fn divergent_barriers_in(
    module: &Module,
    uniformity: &ModuleUniformity,
    function: FunctionId,
) -> Vec<DivergentBarrier> {
    let with_barriers = functions_with_barriers(module);
    divergent_control(module, uniformity, function, &with_barriers).barriers
}

/// The blocks and barriers of `function` under divergent control according to `uniformity`;
/// `with_barriers` is [`functions_with_barriers`] of the module (computed once by callers that
/// ask for every function).
pub fn divergent_control(
    module: &Module,
    uniformity: &ModuleUniformity,
    function: FunctionId,
    with_barriers: &FixedBitSet,
) -> DivergentControl {
    let func = &module.functions[function];
    let mut out = DivergentControl {
        blocks: FixedBitSet::with_capacity(func.blocks.len()),
        barriers: Vec::new(),
    };
    let (
        Some(OpenAt {
            cfg,
            branches,
            live,
        }),
        Some(fu),
    ) = (
        open_branches(module, uniformity, function),
        uniformity.function(function),
    )
    else {
        return out;
    };
    for (b, live) in live.iter().enumerate() {
        out.blocks.set(b, !live.is_clear());
    }
    let dom = Dominators::new(&cfg);
    for (b, block) in func.blocks.iter_enumerated() {
        let live = &live[b.index()];
        if live.is_clear() {
            continue;
        }
        for i in block.insts() {
            let (kind, callee) = match module.call_target(func, i) {
                Some(CallTarget::Barrier(bar)) if bar.kind.separates_intervals() => {
                    (Some(bar.kind), None)
                }
                Some(CallTarget::Defined(g)) if with_barriers.contains(g.index()) => {
                    (None, Some(g))
                }
                _ => continue,
            };
            // The open branch dominating `b` most closely, else the first open one.
            let pick = live
                .ones()
                .filter(|&o| dom.dominates(branches[o], b))
                .max_by_key(|&o| dom.depth(branches[o]).unwrap_or(0))
                .or_else(|| live.ones().next())
                .expect("live is not empty");
            let branch_block = branches[pick];
            out.barriers.push(DivergentBarrier {
                function,
                inst: i,
                kind,
                callee,
                branch: func.blocks[branch_block].terminator(),
                branch_level: fu.terminator_level(module, branch_block),
            });
        }
    }
    out
}

/// The graph without the edges into *doomed* blocks, from which every path ends in
/// `unreachable`: no thread takes them (that would be undefined behaviour), so they neither
/// make a branch divergent nor keep it from reconverging. (clang ends a `switch` without
/// `default` that way.) A block is doomed when it ends in `unreachable` or all its successors
/// are doomed (least fixed point, so cycles never are).
fn live_cfg(module: &Module, function: FunctionId, cfg: &Cfg) -> Cfg {
    let func = &module.functions[function];
    let mut doomed = FixedBitSet::with_capacity(cfg.len());
    loop {
        let mut changed = false;
        for b in cfg.blocks() {
            if doomed.contains(b.index()) {
                continue;
            }
            let term = &func.insts[func.blocks[b].terminator()];
            let succs = cfg.successors(b);
            if matches!(term.opcode, Opcode::Unreachable)
                || (!succs.is_empty() && succs.iter().all(|s| doomed.contains(s.index())))
            {
                doomed.insert(b.index());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if doomed.is_clear() {
        return cfg.clone();
    }
    Cfg::from_edges(
        cfg.len(),
        cfg.entry(),
        cfg.edges().filter(|(_, to)| !doomed.contains(to.index())),
    )
}

/// The open-branches problem of the module docs.
struct OpenBranches<'a> {
    n: usize,
    closes: &'a [Vec<usize>],
    opens: &'a [Option<usize>],
}

impl Analysis for OpenBranches<'_> {
    type Domain = FixedBitSet;
    type Direction = Forward;
    const NAME: &'static str = "open-divergent-branches";

    fn boundary_state(&self) -> FixedBitSet {
        FixedBitSet::with_capacity(self.n)
    }

    fn statement_count(&self, _block: BlockId) -> usize {
        0
    }

    fn apply_statement(&self, _state: &mut FixedBitSet, _at: Location) {}

    fn apply_block(&self, state: &mut FixedBitSet, block: BlockId) {
        for &i in &self.closes[block.index()] {
            state.set(i, false);
        }
        if let Some(i) = self.opens[block.index()] {
            let mut gen = FixedBitSet::with_capacity(self.n);
            gen.insert(i);
            bitset_join(state, &gen);
        }
    }
}
