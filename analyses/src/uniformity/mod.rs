//! # Uniformity (divergence) analysis
//!
//! A GPU runs a kernel as many threads, grouped into warps of 32 that execute in lock step and
//! into CTAs (thread blocks) that share memory and barriers. A value is **uniform** when every
//! thread of the CTA that computes it gets the same value, and a branch is **divergent** when
//! its condition is not uniform, so threads may take different sides. Divergence matters to
//! syncflow for one reason above all: a `__syncthreads()` that some threads of a CTA do not
//! reach hangs or corrupts the program, so a barrier under divergent control is a bug to
//! report (`lint`) and a barrier the eliminators must not touch.
//!
//! This module follows the design of LLVM's `UniformityAnalysis`
//! (`llvm/ADT/GenericUniformityImpl.h`), re-derived over syncflow's generic engine, and refines
//! its lattice with a *warp-uniform* level.
//!
//! ## The three ways a value becomes divergent
//!
//! Take this kernel fragment (the `join_and_temporal` test in `tests/uniformity/`):
//!
//! ```text
//! entry:  %t  = call @llvm.nvvm.read.ptx.sreg.tid.x()      ; (1) a source
//!         %c  = icmp ult i32 %t, 16                          ;     data: divergent
//!         br i1 %c, label %then, label %join                ;     divergent terminator
//! then:   br label %join
//! join:   %p  = phi i32 [ 1, %then ], [ 2, %entry ]          ; (2) sync: divergent
//!         br label %loop
//! loop:   %i  = phi i32 [ 0, %join ], [ %i1, %loop ]         ;     uniform inside the loop
//!         %i1 = add i32 %i, 1
//!         %x  = icmp ult i32 %i1, %t
//!         br i1 %x, label %loop, label %exit                 ;     divergent exit
//! exit:   %u  = add i32 %i1, 0                               ; (3) temporal: divergent
//! ```
//!
//! 1. **Data dependence.** Some instructions are divergent by themselves (*sources*: thread
//!    ids, atomics, loads of private memory, see `sources`); an instruction with a divergent
//!    operand is divergent. `%c` and the branch on it are.
//! 2. **Sync dependence.** Both incoming values of `%p` are constants, yet threads below 16
//!    arrive from `%then` with 1 and the others from `%entry` with 2. A phi at a block where
//!    two disjoint paths from a divergent branch meet (a *join point*) is divergent. Finding
//!    the join points is a small SSA construction (`sync`).
//! 3. **Temporal divergence.** Inside the loop, `%i` is uniform: in every iteration all the
//!    threads still looping share it. But the loop exit depends on `%t`, so threads leave in
//!    different iterations, and `%i1` *as seen after the loop* differs between threads. A value
//!    defined in a cycle with a divergent exit is divergent at its uses outside the cycle
//!    (`%u`), though not at its definition. An irreducible cycle entered at different blocks by
//!    diverged threads is worse: its iterations no longer line up, so every value defined in it
//!    is assumed divergent (LLVM's "diverged entry" criterion).
//!
//! ## As a lattice problem on the engine
//!
//! Every value gets a [`Level`] in the chain `Uniform ⊑ WarpUniform ⊑ Divergent` (`level`).
//! The three rules are edges of one *dependence graph* (data: definition → user; sync:
//! terminator → phi; temporal: terminator → cycle → outside uses; assumed: terminator → cycle
//! → every definition in it), built once per function (`graph`); the generic
//! [`Engine`](syncflow_framework::dataflow::Engine) then solves `out(n) = base(n) ⊔
//! ⨆ out(preds)` over it as a forward `Or` problem. A terminator's level is its condition's, and
//! an edge carries its source's level, so uniform branches contribute nothing and the fixed
//! point is the least one: nothing is divergent without a reason. Device-function arguments
//! and call results are solved module-wide by `interprocedural`.
//!
//! ## The warp-uniform level
//!
//! With [`Options::block_dim_x_multiple_of_32`] asserted, a warp lies inside one `(y, z)` row
//! of the block, so `threadIdx.y`, `threadIdx.z` and `threadIdx.x >> 5` are the same for the
//! 32 threads of a warp: warp-uniform. A branch on such a value never splits a warp (no SIMT
//! divergence cost, `__syncwarp` is safe under it) but does split the CTA, so for
//! `__syncthreads()` it is as bad as a divergent one; LLVM's two-level view (and
//! [`Level::is_divergent`]) counts it as divergent.
//!
//! ## Assumptions
//!
//! The analysis is sound (every value it calls uniform is uniform in every execution) under
//! two assumptions, both already part of syncflow's memory model (docs/design.md §4):
//!
//! - **A1, race freedom.** No two threads make conflicting accesses to one location in the
//!   same barrier interval. A load from shared or global memory at a uniform address is then
//!   uniform: every thread executing that load instance reads in the same interval, and no
//!   thread writes the location in that interval (that write would race with another thread's
//!   read), so all read the value the location had when the interval began. LLVM's NVPTX
//!   backend makes the same choice for `addrspace(1)` and `addrspace(3)` loads; syncflow also
//!   traces generic pointers to their object (a kernel pointer argument, a `__shared__`
//!   array), where LLVM gives up. Atomic and `volatile` loads are excluded: they are how racy
//!   code is written on purpose.
//! - **A2, uniform barriers.** Every thread of the CTA executes the same sequence of CTA
//!   barriers, so the threads executing one instance of a load are in the same interval. This
//!   is exactly what `lint` checks; where it reports a finding, A2 and with it the
//!   uniformity of loads after that barrier are void.
//!
//! Knobs that add assumptions are off by default ([`Options`]).
//!
//! ## Checking it
//!
//! With [`SourceModel::Llvm19Nvptx`] the sources are LLVM 19's and the output of
//! [`llvm_print::print_module`] is meant to equal `opt-19 -passes='print<uniformity>'` line for
//! line; the tests check that on the whole corpus, which checks the propagation (join points,
//! temporal divergence, irreducible cycles) against LLVM. With the default sources the tests
//! check that every value LLVM calls uniform syncflow calls uniform too, and count the values
//! only LLVM calls divergent by class.

mod amdgpu;
mod graph;
mod interprocedural;
mod level;
mod lint;
pub mod llvm_print;
mod options;
mod sources;
mod sync;
mod transfer;

pub use level::Level;
pub use lint::{
    divergent_barriers, divergent_barriers_in, divergent_control, functions_with_barriers,
    DivergentBarrier, DivergentControl,
};
pub use options::{Options, SourceModel};

use syncflow_framework::graph::{BlockId, Cfg, CycleId, CycleInfo};
use syncflow_ir::{FunctionId, InstId, LocalDef, Module, Operand};

/// The uniformity of every defined function of a module.
#[derive(Clone, Debug)]
pub struct ModuleUniformity {
    functions: Vec<Option<FunctionUniformity>>,
    options: Options,
}

impl ModuleUniformity {
    /// Analyses `module` under `options`.
    pub fn analyze(module: &Module, options: &Options) -> Self {
        let solved = interprocedural::solve_module(module, options);
        let functions = solved
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                s.map(|(g, s)| FunctionUniformity {
                    function: FunctionId::new(i),
                    params: s.params,
                    insts: s.insts,
                    divergent_exit_cycles: s.divergent_exit_cycles,
                    assumed_divergent_cycles: s.assumed_divergent_cycles,
                    cfg: g.cfg,
                    cycles: g.cycles,
                })
            })
            .collect();
        ModuleUniformity {
            functions,
            options: options.clone(),
        }
    }

    /// The result for `function`, `None` when it is only declared.
    pub fn function(&self, function: FunctionId) -> Option<&FunctionUniformity> {
        self.functions.get(function.index())?.as_ref()
    }

    /// The options it was computed with.
    pub fn options(&self) -> &Options {
        &self.options
    }
}

/// The uniformity of one function's parameters, instructions and cycles.
#[derive(Clone, Debug)]
pub struct FunctionUniformity {
    /// The function.
    pub function: FunctionId,
    params: Vec<Level>,
    insts: Vec<Level>,
    divergent_exit_cycles: Vec<CycleId>,
    assumed_divergent_cycles: Vec<CycleId>,
    cfg: Cfg,
    cycles: CycleInfo,
}

impl FunctionUniformity {
    /// The level of an instruction: of its result, or for a result-less instruction the join of
    /// its operands' levels (what LLVM prints for a `store`); for a terminator, of its
    /// condition.
    pub fn inst_level(&self, inst: InstId) -> Level {
        self.insts[inst.index()]
    }

    /// The level of parameter `index`.
    pub fn param_level(&self, index: usize) -> Level {
        self.params[index]
    }

    /// The level of an operand of the function (constants, globals and functions are uniform).
    pub fn operand_level(&self, module: &Module, op: Operand) -> Level {
        match op {
            Operand::Local(l) => {
                let func = &module.functions[self.function];
                match func.locals[l].def {
                    LocalDef::Param(p) => self.params[p],
                    LocalDef::Inst(i) => self.insts[i.index()],
                }
            }
            _ => Level::Uniform,
        }
    }

    /// The level of the terminator of `block` (of its condition).
    pub fn terminator_level(&self, module: &Module, block: BlockId) -> Level {
        let func = &module.functions[self.function];
        self.inst_level(func.blocks[block].terminator())
    }

    /// Whether `block` ends in a branch with two or more successors whose condition is not
    /// CTA-uniform.
    pub fn is_divergent_branch(&self, module: &Module, block: BlockId) -> bool {
        self.cfg.successors(block).len() >= 2 && self.terminator_level(module, block).is_divergent()
    }

    /// Cycles some divergent branch makes threads leave in different iterations (outermost
    /// such cycle per branch), by id.
    pub fn divergent_exit_cycles(&self) -> &[CycleId] {
        &self.divergent_exit_cycles
    }

    /// Irreducible cycles entered divergently, whose every value is divergent, by id.
    pub fn assumed_divergent_cycles(&self) -> &[CycleId] {
        &self.assumed_divergent_cycles
    }

    /// The function's control-flow graph.
    pub fn cfg(&self) -> &Cfg {
        &self.cfg
    }

    /// The function's cycles (LLVM 19's entry rule).
    pub fn cycles(&self) -> &CycleInfo {
        &self.cycles
    }
}
