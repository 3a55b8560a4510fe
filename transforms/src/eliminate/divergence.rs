//! Which barriers are under divergent control, from the uniformity analysis.

use super::DivergenceOracle;
use std::collections::HashMap;
use syncflow_analyses::uniformity::{divergent_barriers_in, ModuleUniformity, Options};
use syncflow_framework::ir::{FunctionId, InstId, Module};

/// A [`DivergenceOracle`] answering from
/// [`syncflow_analyses::uniformity`]: a barrier is divergent when some divergent branch can
/// reach it before its reconvergence point, or it sits in a cycle with a divergent exit
/// (exactly what `syncflow lint` reports).
#[derive(Clone, Debug, Default)]
pub struct UniformityOracle {
    divergent: HashMap<(FunctionId, InstId), Option<String>>,
}

impl UniformityOracle {
    /// Analyses `module` with the default (sound) uniformity options.
    pub fn new(module: &Module) -> Self {
        Self::with_options(module, &Options::default())
    }

    /// Analyses `module` with `options`.
    pub fn with_options(module: &Module, options: &Options) -> Self {
        let uniformity = ModuleUniformity::analyze(module, options);
        let mut divergent = HashMap::new();
        for f in module
            .functions
            .indices()
            .filter(|f| module.functions[*f].is_defined)
        {
            for d in divergent_barriers_in(module, &uniformity, f) {
                let branch = module.location_string(&module.functions[f].insts[d.branch]);
                divergent.insert((f, d.inst), branch);
            }
        }
        UniformityOracle { divergent }
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

impl DivergenceOracle for UniformityOracle {
    fn divergent(&self, _: &Module, function: FunctionId, inst: InstId) -> Option<Option<String>> {
        self.divergent.get(&(function, inst)).cloned()
    }
}
