//! Divergence as every command shows it: the uniformity analysis's options from `--knob`
//! arguments, and the lint's findings (barriers, or calls that execute one, under divergent
//! control), used by `lint` itself and by `report` (its lint column and list).

use crate::shared::error::CliError;
use crate::shared::location::inst_location;
use serde::Serialize;
use syncflow_analyses::uniformity::{
    divergent_control, functions_with_barriers, ModuleUniformity, Options,
};
use syncflow_ir::{Function, Module};

/// Builds the options from `--knob` arguments.
pub fn options_from_knobs(knobs: &[String]) -> Result<Options, CliError> {
    let mut options = Options::default();
    for k in knobs {
        options.set(k).map_err(CliError::UniformityKnob)?;
    }
    Ok(options)
}

/// One finding.
#[derive(Debug, Serialize)]
pub struct Finding {
    /// The function.
    pub function: String,
    /// `file:line:col` of the barrier (or of the call that executes one).
    pub location: String,
    /// The barrier intrinsic, or the called function for a call.
    pub barrier: String,
    /// `file:line` of the divergent branch.
    pub branch: String,
    /// The branch's level (`divergent`, `warp-uniform`).
    pub branch_level: &'static str,
}

/// Every finding of the module as `syncflow report` lists it, one line each:
/// `file:line:col: BARRIER under divergent control (branch at file:line)`.
pub fn finding_lines(module: &Module, uniformity: &ModuleUniformity) -> Vec<String> {
    findings(module, uniformity)
        .into_iter()
        .map(|f| {
            format!(
                "{}: {} under divergent control (branch at {})",
                f.location, f.barrier, f.branch
            )
        })
        .collect()
}

/// Every finding of the module, by function then layout order.
pub fn findings(module: &Module, uniformity: &ModuleUniformity) -> Vec<Finding> {
    let mut out = Vec::new();
    let with_barriers = functions_with_barriers(module);
    for (id, func) in module.functions.iter_enumerated() {
        let func: &Function = func;
        for d in divergent_control(module, uniformity, id, &with_barriers).barriers {
            let inst = &func.insts[d.inst];
            let barrier = match (d.kind, d.callee) {
                (_, Some(g)) => format!("call of @{}", module.functions[g].name),
                _ => module
                    .barrier(func, d.inst)
                    .map_or_else(|| "barrier".to_string(), |b| b.intrinsic),
            };
            out.push(Finding {
                function: func.name.clone(),
                location: inst_location(module, inst, true),
                barrier,
                branch: inst_location(module, &func.insts[d.branch], false),
                branch_level: d.branch_level.name(),
            });
        }
    }
    out
}
