//! Which barriers are under divergent control, from the uniformity analysis.

use super::DivergenceOracle;
use fixedbitset::FixedBitSet;
use std::collections::{BTreeSet, HashMap};
use syncflow_analyses::uniformity::{
    divergent_control, functions_with_barriers, Level, ModuleUniformity, Options,
};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{FunctionId, InstId, LocalDef, Module};

/// A [`DivergenceOracle`] answering from
/// [`syncflow_analyses::uniformity`]: a barrier is divergent when some divergent branch can
/// reach it before its reconvergence point, or it sits in a cycle with a divergent exit
/// (exactly what `syncflow lint` reports).
#[derive(Clone, Debug, Default)]
pub struct UniformityDivergence {
    divergent: HashMap<(FunctionId, InstId), Option<String>>,
    control: HashMap<FunctionId, FixedBitSet>,
    branches: BTreeSet<(FunctionId, BlockId)>,
    stable: HashMap<FunctionId, FixedBitSet>,
}

impl UniformityDivergence {
    /// Analyses `module` with the default (sound) uniformity options.
    pub fn new(module: &Module) -> Self {
        Self::with_options(module, &Options::default())
    }

    /// Analyses `module` with `options`.
    pub fn with_options(module: &Module, options: &Options) -> Self {
        Self::from_analysis(module, &ModuleUniformity::analyze(module, options))
    }

    /// The oracle of an analysis already run (so a caller that also needs the analysis, like
    /// the lint or the CFG pictures, runs it once).
    pub fn from_analysis(module: &Module, uniformity: &ModuleUniformity) -> Self {
        let mut divergent = HashMap::new();
        let mut branches = BTreeSet::new();
        let mut control = HashMap::new();
        let mut stable = HashMap::new();
        let with_barriers = functions_with_barriers(module);
        for (f, func) in module
            .functions
            .iter_enumerated()
            .filter(|(_, f)| f.is_defined)
        {
            if let Some(fu) = uniformity.function(f) {
                for block in func.blocks.indices() {
                    if fu.is_divergent_branch(module, block) {
                        branches.insert((f, block));
                    }
                }
            }
            let found = divergent_control(module, uniformity, f, &with_barriers);
            for d in &found.barriers {
                let branch = module.location_string(&func.insts[d.branch]);
                divergent.insert((f, d.inst), branch);
            }
            if let Some(fu) = uniformity.function(f) {
                let mut values = FixedBitSet::with_capacity(func.locals.len());
                for (l, local) in func.locals.iter_enumerated() {
                    let stable_value = match local.def {
                        LocalDef::Param(p) => fu.param_level(p) == Level::Uniform,
                        LocalDef::Inst(i) => {
                            fu.inst_level(i) == Level::Uniform
                                && !found.blocks.contains(func.insts[i].block.index())
                        }
                    };
                    values.set(l.index(), stable_value);
                }
                stable.insert(f, values);
            }
            control.insert(f, found.blocks);
        }
        UniformityDivergence {
            divergent,
            control,
            branches,
            stable,
        }
    }

    /// True when `block` of `function` ends in a divergent branch.
    pub fn is_divergent_branch(&self, function: FunctionId, block: BlockId) -> bool {
        self.branches.contains(&(function, block))
    }

    /// Number of divergent barriers found.
    pub fn len(&self) -> usize {
        self.divergent.len()
    }

    /// True when no barrier is divergent.
    pub fn is_empty(&self) -> bool {
        self.divergent.is_empty()
    }
}

impl DivergenceOracle for UniformityDivergence {
    fn divergent(&self, _: &Module, function: FunctionId, inst: InstId) -> Option<Option<String>> {
        self.divergent.get(&(function, inst)).cloned()
    }

    fn divergent_control(&self, _: &Module, function: FunctionId) -> Option<FixedBitSet> {
        self.control.get(&function).cloned()
    }

    fn stable_uniform(&self, _: &Module, function: FunctionId) -> Option<FixedBitSet> {
        self.stable.get(&function).cloned()
    }
}
