//! The interprocedural pass: arguments of device functions and results of calls to them.
//!
//! LLVM assumes every argument of a non-kernel function divergent and every call result
//! divergent. syncflow solves the module instead, as a least fixed point over the call graph:
//!
//! - the level of parameter `i` of a *closed* function `g` is the join, over every call site
//!   of `g`, of the level of the argument passed there. `g` is closed when nobody outside the
//!   module can call it (`internal`/`private` linkage, or [`Options::closed_world`]) and its
//!   address is never taken; otherwise the parameter is divergent;
//! - the level of a call of a defined function `g` is `g`'s *return level*: the join of the
//!   levels of the values its `ret`s return, and, when `g` has more than one `ret`, of every
//!   terminator of `g` (threads that left through different `ret`s return different values).
//!
//! Everything starts at `Uniform` and the functions are re-solved until no parameter or return
//! level moves; levels only go up and the lattice has height 2, so this stops after at most
//! `2·(parameters + functions) + 1` rounds.
//!
//! Why a call site's argument level is enough, even when the call is under divergent control:
//! uniformity is a statement about one *dynamic instance* of a value, the threads that execute
//! the same evaluation. Threads that call `g` from two different call sites, or from one call
//! site in different iterations, execute different instances of `g`'s body. Within one
//! instance, every thread passed the argument from the same call site instance, so if that
//! argument is uniform there, the parameter is uniform in the instance. (The barrier lint
//! separately reports calls to functions containing barriers under divergent control.)

use super::graph::FunctionGraph;
use super::level::Level;
use super::options::{Options, SourceModel};
use fixedbitset::FixedBitSet;
use syncflow_framework::dataflow::Lattice;
use syncflow_ir::{Constant, FunctionId, Module, Opcode, Operand};

/// Functions whose address is taken somewhere in the module (an operand, a constant, an
/// initializer): they may be called through a pointer with any arguments.
pub(crate) fn address_taken(module: &Module) -> FixedBitSet {
    let mut taken = FixedBitSet::with_capacity(module.functions.len());
    let mut mark = |op: &Operand| {
        if let Operand::Function(f) = op {
            taken.insert(f.index());
        }
    };
    for f in module.functions.iter() {
        for inst in f.insts.iter() {
            inst.operands.iter().for_each(&mut mark);
        }
    }
    for c in module.constants.iter() {
        match c {
            Constant::Aggregate { elements, .. } => elements.iter().for_each(&mut mark),
            Constant::Expr { operands, .. } | Constant::Symbolic { operands, .. } => {
                operands.iter().for_each(&mut mark)
            }
            _ => {}
        }
    }
    for g in module.globals.iter() {
        if let Some(init) = &g.initializer {
            mark(init);
        }
    }
    taken
}

/// Whether the definition of `f` has `internal` or `private` linkage.
fn local_linkage(module: &Module, f: FunctionId) -> bool {
    let func = &module.functions[f];
    let text = &module.source[func.span.start as usize..func.span.end as usize];
    let header = text.split('@').next().unwrap_or("");
    header
        .split_whitespace()
        .any(|w| w == "internal" || w == "private")
}

/// Solves every defined function of `module`, interprocedurally when `opts` allow it. Returns
/// the graphs (solved last with the final levels) and their solutions, by function.
pub(crate) fn solve_module(
    module: &Module,
    opts: &Options,
) -> Vec<Option<(FunctionGraph, super::graph::Solution)>> {
    let mut graphs: Vec<Option<FunctionGraph>> = module
        .functions
        .iter()
        .map(|f| f.is_defined.then(|| FunctionGraph::build(module, f, opts)))
        .collect();
    let interprocedural = opts.sources == SourceModel::Precise && !opts.no_interprocedural;
    if !interprocedural {
        return graphs
            .into_iter()
            .map(|g| {
                g.map(|g| {
                    let s = g.solve();
                    (g, s)
                })
            })
            .collect();
    }

    let taken = address_taken(module);
    let closed: Vec<bool> = module
        .functions
        .iter_enumerated()
        .map(|(id, f)| {
            f.is_defined
                && !f.is_kernel
                && !taken.contains(id.index())
                && (opts.closed_world || local_linkage(module, id))
        })
        .collect();
    let mut params: Vec<Vec<Level>> = module
        .functions
        .iter()
        .map(|f| vec![Level::Uniform; f.params.len()])
        .collect();
    let mut returns: Vec<Level> = vec![Level::Uniform; module.functions.len()];
    let mut solutions: Vec<Option<super::graph::Solution>> = vec![None; module.functions.len()];
    loop {
        let mut changed = false;
        for (id, func) in module.functions.iter_enumerated() {
            let Some(graph) = graphs[id.index()].as_mut() else {
                continue;
            };
            for (p, &proved) in params[id.index()].iter().enumerate() {
                let level = if func.is_kernel {
                    Level::Uniform
                } else if closed[id.index()] {
                    proved
                } else {
                    Level::Divergent
                };
                graph.set_param_base(p, level);
            }
            for &(inst, callee) in &graph.defined_calls.clone() {
                graph.set_inst_base(inst, returns[callee.index()]);
            }
            let solution = graph.solve();
            // Return level.
            let mut ret = Level::Uniform;
            let mut rets = 0;
            for (i, inst) in func.insts.iter_enumerated() {
                if matches!(inst.opcode, Opcode::Ret) {
                    rets += 1;
                    ret.join(&solution.insts[i.index()]);
                }
            }
            if rets > 1 {
                for block in func.blocks.iter() {
                    ret.join(&solution.insts[block.terminator().index()]);
                }
            }
            changed |= returns[id.index()].join(&ret);
            // Arguments at call sites.
            for &(inst, callee) in &graph.defined_calls {
                if !closed[callee.index()] {
                    continue;
                }
                for (p, &arg) in func.insts[inst].call_args().iter().enumerate() {
                    if p >= params[callee.index()].len() {
                        break;
                    }
                    let level = match arg {
                        Operand::Local(l) => match func.locals[l].def {
                            syncflow_ir::LocalDef::Param(q) => solution.params[q],
                            syncflow_ir::LocalDef::Inst(d) => solution.insts[d.index()],
                        },
                        _ => Level::Uniform,
                    };
                    changed |= params[callee.index()][p].join(&level);
                }
            }
            solutions[id.index()] = Some(solution);
        }
        if !changed {
            break;
        }
    }
    graphs
        .into_iter()
        .zip(solutions)
        .map(|(g, s)| g.zip(s))
        .collect()
}
