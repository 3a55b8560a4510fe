//! The dependence graph and its solution on the generic engine.
//!
//! Uniformity is a forward *may* problem, but not over the control-flow graph: a value's
//! level depends on the values it is computed from and on the branches that decide which
//! value reaches it. So the graph the [`Engine`] runs over is a *dependence graph* with one
//! node per parameter and per instruction, plus two virtual nodes per cycle, and these edges:
//!
//! | edge | from → to | meaning |
//! |------|-----------|---------|
//! | data | definition → user | an operand's level flows into the user |
//! | sync | terminator → `phi` in a join block | threads from different sides meet at the phi |
//! | assumed | terminator → *assumed(C)* → every definition in `C` | an irreducible cycle entered divergently |
//! | exit | terminator → *exit(C)* → every use outside `C` of a value defined in `C` | temporal divergence |
//!
//! The terminator → … edges are computed once per conditional terminator from its
//! [`join_points`], whatever its level: an edge only carries its
//! source's level, so a uniform branch adds nothing, and the system stays a monotone one over a
//! *fixed* graph. That is what lets the plain worklist engine solve it: the state of node `n`
//! is its [`Level`], the transfer is `out(n) = in(n) ⊔ base(n)` where `base` comes from
//! [`sources`], the meet mode is `Or` and the boundary `Uniform`. Height 2, so
//! every node changes at most twice. (LLVM discovers the same edges lazily, only for branches
//! already known divergent; computing them for every branch costs one label propagation per
//! conditional terminator, each bounded by the region up to the branch's post-dominator.)
//!
//! The level an edge carries is the source's, not just "divergent": a warp-uniform branch makes
//! the phis at its joins warp-uniform (the threads of one warp all took the same side), and a
//! warp-uniform loop exit makes the values leaving the loop warp-uniform.

use super::level::Level;
use super::options::{Options, SourceModel};
use super::sources::{self, Transfer};
use super::sync::{cycle_contains, exit_blocks, join_points, ModifiedPostOrder};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::{Analysis, Engine, Forward, Location};
use syncflow_framework::graph::{BlockId, Cfg, CycleId, CycleInfo, Dominators};
use syncflow_ir::{
    CallTarget, Constant, Function, FunctionId, InstId, LocalDef, Module, Opcode, Operand,
};

/// The structure of one function's uniformity problem, independent of the levels of its
/// arguments and callees (which the interprocedural pass changes between solves).
pub(crate) struct FunctionGraph {
    pub cfg: Cfg,
    pub cycles: CycleInfo,
    n_params: usize,
    n_insts: usize,
    deps: Cfg,
    /// Base level per node.
    pub base: Vec<Level>,
    /// Calls of defined functions whose base is the callee's return level.
    pub defined_calls: Vec<(InstId, FunctionId)>,
}

impl FunctionGraph {
    fn param_node(&self, p: usize) -> usize {
        1 + p
    }
    pub fn inst_node(&self, i: InstId) -> usize {
        1 + self.n_params + i.index()
    }
    fn exit_node(&self, c: CycleId) -> usize {
        1 + self.n_params + self.n_insts + c.index()
    }
    fn assumed_node(&self, c: CycleId) -> usize {
        1 + self.n_params + self.n_insts + self.cycles.cycles().len() + c.index()
    }

    /// Builds the graph of a defined function.
    pub fn build(module: &Module, func: &Function, opts: &Options) -> FunctionGraph {
        let cfg = func.cfg();
        let dom = Dominators::new(&cfg);
        let cycles = CycleInfo::new_llvm19(&cfg);
        let n_params = func.params.len();
        let n_insts = func.insts.len();
        let n_cycles = cycles.cycles().len();
        let len = 1 + n_params + n_insts + 2 * n_cycles;
        let mut g = FunctionGraph {
            cfg,
            cycles,
            n_params,
            n_insts,
            deps: Cfg::from_edges(1, BlockId::new(0), []),
            base: vec![Level::Uniform; len],
            defined_calls: Vec::new(),
        };
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let def_node = |g: &FunctionGraph, op: Operand| match op {
            Operand::Local(l) => Some(match func.locals[l].def {
                LocalDef::Param(p) => g.param_node(p),
                LocalDef::Inst(i) => g.inst_node(i),
            }),
            _ => None,
        };

        let interprocedural = opts.sources == SourceModel::Precise && !opts.no_interprocedural;
        for p in 0..n_params {
            let n = g.param_node(p);
            g.base[n] = sources::param_level(module, func, p, opts, None);
        }
        for (id, inst) in func.insts.iter_enumerated() {
            let transfer = sources::instruction_transfer(module, func, id, opts, &|_| {
                interprocedural.then_some(Level::Uniform)
            });
            let node = g.inst_node(id);
            g.base[node] = transfer.base;
            if interprocedural {
                if let Some(CallTarget::Defined(f)) = module.call_target(func, id) {
                    g.defined_calls.push((id, f));
                }
            }
            if transfer_takes_operands(transfer) {
                for &op in &inst.operands {
                    if let Some(d) = def_node(&g, op) {
                        edges.push((d, node));
                    }
                }
            }
        }

        // Control: sync, assumed-divergent and exit edges of every conditional terminator.
        let po = ModifiedPostOrder::new(&g.cfg, &g.cycles);
        let mut exit_needed = FixedBitSet::with_capacity(n_cycles);
        let mut assumed_needed = FixedBitSet::with_capacity(n_cycles);
        for (b, block) in func.blocks.iter_enumerated() {
            if g.cfg.successors(b).len() < 2 || !dom.is_reachable(b) {
                continue;
            }
            let term = g.inst_node(block.terminator());
            let jp = join_points(&g.cfg, &g.cycles, &po, b);
            let mut div_cycles = Vec::new();
            for &join in &jp.joins {
                if let Some(c) = g
                    .cycles
                    .innermost_cycle(join)
                    .and_then(|c| outermost_divergent_cycle(&g.cycles, &dom, c, b, join))
                {
                    div_cycles.push(c);
                    continue;
                }
                for phi in phis(func, join) {
                    let same = is_constant_or_undef_value_phi(module, func, phi)
                        || (opts.sources == SourceModel::Precise
                            && is_same_expression_phi(module, func, phi));
                    if !same {
                        edges.push((term, g.inst_node(phi)));
                    }
                }
            }
            div_cycles.sort_by_key(|&c| std::cmp::Reverse(g.cycles.cycle(c).depth()));
            let mut taken: Vec<CycleId> = Vec::new();
            for c in div_cycles {
                if taken.iter().any(|&t| cycle_contains(&g.cycles, t, c)) {
                    continue;
                }
                taken.push(c);
                assumed_needed.insert(c.index());
                edges.push((term, g.assumed_node(c)));
            }
            for &exit in &jp.cycle_exits {
                let exit_depth = g
                    .cycles
                    .innermost_cycle(exit)
                    .map_or(0, |c| g.cycles.cycle(c).depth());
                let mut div = g.cycles.innermost_cycle(b);
                let mut outer = div;
                while let Some(c) = div.filter(|&c| g.cycles.cycle(c).depth() > exit_depth) {
                    outer = Some(c);
                    div = g.cycles.cycle(c).parent();
                }
                if let Some(c) = outer {
                    exit_needed.insert(c.index());
                    edges.push((term, g.exit_node(c)));
                }
            }
        }
        let ids = all_cycle_ids(&g.cycles);
        for c in assumed_needed.ones().map(|i| ids[i]) {
            let node = g.assumed_node(c);
            for &b in g.cycles.cycle(c).blocks() {
                let block = &func.blocks[b];
                for i in block.insts() {
                    if i != block.terminator() {
                        edges.push((node, g.inst_node(i)));
                    }
                }
            }
        }
        for c in exit_needed.ones().map(|i| ids[i]) {
            let node = g.exit_node(c);
            let cycle = g.cycles.cycle(c);
            let defined_inside = |op: Operand| match op {
                Operand::Local(l) => func
                    .def_inst(l)
                    .is_some_and(|i| cycle.contains(func.insts[i].block)),
                _ => false,
            };
            let exits = exit_blocks(&g.cfg, &g.cycles, c);
            for &e in &exits {
                for phi in phis(func, e) {
                    if func.insts[phi]
                        .operands
                        .iter()
                        .any(|&op| defined_inside(op))
                    {
                        edges.push((node, g.inst_node(phi)));
                    }
                }
            }
            for &b in cycle.blocks() {
                if !exits.iter().any(|&e| dom.dominates(b, e)) {
                    continue;
                }
                for i in func.blocks[b].insts() {
                    let Some(result) = func.insts[i].result else {
                        continue;
                    };
                    for &user in &func.uses[result] {
                        if !cycle.contains(func.insts[user].block) {
                            edges.push((node, g.inst_node(user)));
                        }
                    }
                }
            }
        }
        edges.sort_unstable();
        edges.dedup();
        g.deps = Cfg::from_edges(
            len,
            BlockId::new(0),
            edges
                .into_iter()
                .map(|(a, b)| (BlockId::new(a), BlockId::new(b))),
        );
        g
    }

    /// Sets the base level of parameter `p`.
    pub fn set_param_base(&mut self, p: usize, level: Level) {
        let n = self.param_node(p);
        self.base[n] = level;
    }

    /// Sets the base level of instruction `i`.
    pub fn set_inst_base(&mut self, i: InstId, level: Level) {
        let n = self.inst_node(i);
        self.base[n] = level;
    }

    /// Solves the graph with the current base levels.
    pub fn solve(&self) -> Solution {
        let results =
            Engine::new(&self.deps, Propagation { base: &self.base }).iterate_to_fixpoint();
        let level = |n: usize| *results.exit_state(BlockId::new(n));
        let ids = all_cycle_ids(&self.cycles);
        Solution {
            params: (0..self.n_params)
                .map(|p| level(self.param_node(p)))
                .collect(),
            insts: (0..self.n_insts)
                .map(|i| level(1 + self.n_params + i))
                .collect(),
            divergent_exit_cycles: ids
                .iter()
                .copied()
                .filter(|&c| level(self.exit_node(c)) != Level::Uniform)
                .collect(),
            assumed_divergent_cycles: ids
                .iter()
                .copied()
                .filter(|&c| level(self.assumed_node(c)) != Level::Uniform)
                .collect(),
        }
    }
}

fn transfer_takes_operands(t: Transfer) -> bool {
    t.operands
}

/// Every cycle id, by [`CycleId::index`] (the ids are dense; the public API hands them out
/// through the nesting forest only).
pub(crate) fn all_cycle_ids(cycles: &CycleInfo) -> Vec<CycleId> {
    let mut ids = Vec::with_capacity(cycles.cycles().len());
    let mut stack: Vec<CycleId> = cycles.top_level().iter().rev().copied().collect();
    while let Some(c) = stack.pop() {
        ids.push(c);
        stack.extend(cycles.cycle(c).children().iter().rev().copied());
    }
    ids.sort_by_key(|c| c.index());
    ids
}

/// The levels one solve produced.
#[derive(Clone, Debug, Default)]
pub(crate) struct Solution {
    pub params: Vec<Level>,
    pub insts: Vec<Level>,
    pub divergent_exit_cycles: Vec<CycleId>,
    pub assumed_divergent_cycles: Vec<CycleId>,
}

/// The engine instance: `out(n) = in(n) ⊔ base(n)`.
struct Propagation<'a> {
    base: &'a [Level],
}

impl Analysis for Propagation<'_> {
    type Domain = Level;
    type Direction = Forward;
    const NAME: &'static str = "uniformity";

    fn boundary_state(&self) -> Level {
        Level::Uniform
    }

    fn statement_count(&self, _block: BlockId) -> usize {
        0
    }

    fn apply_statement(&self, _state: &mut Level, _at: Location) {}

    fn apply_block(&self, state: &mut Level, node: BlockId) {
        use syncflow_framework::dataflow::Lattice;
        state.join(&self.base[node.index()]);
    }
}

/// The `phi`s at the top of `block`.
pub(crate) fn phis(func: &Function, block: BlockId) -> impl Iterator<Item = InstId> + '_ {
    func.blocks[block]
        .insts()
        .take_while(move |&i| matches!(func.insts[i].opcode, Opcode::Phi))
}

/// LLVM's `PHINode::hasConstantOrUndefValue`: every incoming value other than the phi itself
/// and `undef`/`poison` is one and the same value. Such a phi equals that value wherever it is
/// defined, so control divergence cannot make it differ between threads.
fn is_constant_or_undef_value_phi(module: &Module, func: &Function, phi: InstId) -> bool {
    let inst = &func.insts[phi];
    let this = inst.result.map(Operand::Local);
    let mut common: Option<Operand> = None;
    for (v, _) in inst.phi_incoming() {
        if Some(v) == this {
            continue;
        }
        if let Operand::Const(c) = v {
            if matches!(
                module.constants[c],
                Constant::Undef(_) | Constant::Poison(_)
            ) {
                continue;
            }
        }
        match common {
            None => common = Some(v),
            Some(prev) if same_value(module, prev, v) => {}
            Some(_) => return false,
        }
    }
    true
}

/// Every incoming value is one pure computation over the same values: `%a = add %k, 1` in
/// one arm and `%b = add %k, 1` in the other (clang computes `k + 1` in both arms of an `if`
/// when the loop's increment follows it). Whichever edge a thread took, the phi holds that
/// computation of the thread's own operands, so the branch cannot make it differ between
/// threads; the data edges from the incoming values still carry any divergence of the
/// operands themselves (temporal divergence included). Not LLVM's rule: only under the
/// precise source model, so `opt-19`'s output is still reproduced under `sources=llvm19`.
fn is_same_expression_phi(module: &Module, func: &Function, phi: InstId) -> bool {
    let inst = &func.insts[phi];
    let this = inst.result.map(Operand::Local);
    let mut incoming = inst
        .phi_incoming()
        .map(|(v, _)| v)
        .filter(|v| Some(*v) != this);
    let Some(first) = incoming.next() else {
        return false;
    };
    incoming.all(|v| same_computation(module, func, first, v, 4))
}

/// `a` and `b` are the same value, or the same pure operation (arithmetic, comparison,
/// conversion, select, address arithmetic) of the same values, to `depth` levels.
fn same_computation(module: &Module, func: &Function, a: Operand, b: Operand, depth: u8) -> bool {
    if same_value(module, a, b) {
        return true;
    }
    let (Operand::Local(x), Operand::Local(y)) = (a, b) else {
        return false;
    };
    let (Some(i), Some(j)) = (func.def_inst(x), func.def_inst(y)) else {
        return false;
    };
    let (i, j) = (&func.insts[i], &func.insts[j]);
    let pure = matches!(
        i.opcode,
        Opcode::Binary(_)
            | Opcode::ICmp(_)
            | Opcode::FCmp(_)
            | Opcode::Cast(_)
            | Opcode::Select
            | Opcode::FNeg
            | Opcode::GetElementPtr { .. }
    );
    depth > 0
        && pure
        && i.opcode == j.opcode
        && i.ty == j.ty
        && i.operands.len() == j.operands.len()
        && i.operands
            .iter()
            .zip(j.operands.iter())
            .all(|(p, q)| same_computation(module, func, *p, *q, depth - 1))
}

fn same_value(module: &Module, a: Operand, b: Operand) -> bool {
    match (a, b) {
        (Operand::Const(x), Operand::Const(y)) => module.constants[x] == module.constants[y],
        _ => a == b,
    }
}

/// The outermost cycle a divergent branch at `branch` makes divergent as a whole through the
/// join `join` in cycle `cycle` (LLVM's `getOutermostDivergentCycle`): an irreducible cycle
/// entered at different blocks by diverged threads ("external"), or an irreducible cycle around
/// both whose header does not dominate the join ("internal", the diverged-entry criterion).
fn outermost_divergent_cycle(
    cycles: &CycleInfo,
    dom: &Dominators,
    cycle: CycleId,
    branch: BlockId,
    join: BlockId,
) -> Option<CycleId> {
    let contains = |c: CycleId, b: BlockId| cycles.cycle(c).contains(b);
    let properly = |a: BlockId, b: BlockId| a != b && dom.dominates(a, b);
    let external = (|| {
        if contains(cycle, branch) {
            return None;
        }
        let mut c = cycle;
        while let Some(p) = cycles.cycle(c).parent().filter(|&p| !contains(p, branch)) {
            c = p;
        }
        (!cycles.cycle(c).is_reducible()).then_some(c)
    })();
    let internal = (|| {
        if properly(branch, join) {
            return None;
        }
        let mut c = Some(cycle);
        while let Some(x) = c.filter(|&x| !contains(x, branch)) {
            c = cycles.cycle(x).parent();
        }
        let mut c = c?;
        if cycles.cycle(c).is_reducible() || properly(cycles.cycle(c).header(), join) {
            return None;
        }
        while let Some(p) = cycles
            .cycle(c)
            .parent()
            .filter(|&p| !properly(cycles.cycle(p).header(), join))
        {
            c = p;
        }
        Some(c)
    })();
    internal.or(external)
}
