//! The `--format llvm` printer: LLVM 19's `print<uniformity>` layout, so the output of
//! `syncflow uniformity --format llvm` can be diffed with `opt-19 -passes='print<uniformity>'`.
//!
//! Per defined function, in definition order:
//!
//! ```text
//! UniformityInfo for function 'NAME':
//! ALL VALUES UNIFORM                          (when nothing is divergent; nothing follows)
//! DIVERGENT ARGUMENTS:                        (when some are)
//!   DIVERGENT: TYPE %arg
//! CYCLES ASSSUMED DIVERGENT:                  (LLVM 19's spelling)
//!   depth=D: entries(H …) B …
//! CYCLES WITH DIVERGENT EXIT:
//!   depth=D: entries(H …) B …
//!
//! BLOCK NAME
//! DEFINITIONS
//!   DIVERGENT:   <instruction>                (or 13 spaces, then the instruction)
//! TERMINATORS
//!              <terminator>
//! END BLOCK
//! ```
//!
//! Instructions are reproduced from their source text, so for IR that LLVM printed (clang's
//! output, say) every line equals `opt`'s. Three things are in an order LLVM does not define:
//! LLVM lists divergent arguments and divergent-exit cycles in hash-set order and a cycle's
//! blocks in discovery order; here they are in parameter order, cycle-id order and block order.
//! Warp-uniform counts as divergent ([`Level::is_divergent`]).

#[cfg(doc)]
use super::Level;
use super::{FunctionUniformity, ModuleUniformity};
use std::fmt::Write;
use syncflow_framework::graph::CycleId;
use syncflow_ir::{FunctionId, Module};

/// Prints every defined function of `module`.
pub fn print_module(module: &Module, uniformity: &ModuleUniformity) -> String {
    let mut defined: Vec<FunctionId> = module
        .functions
        .iter_enumerated()
        .filter(|(_, f)| f.is_defined)
        .map(|(id, _)| id)
        .collect();
    defined.sort_by_key(|&f| module.functions[f].span.start);
    let mut out = String::new();
    for f in defined {
        if let Some(fu) = uniformity.function(f) {
            print_function(module, fu, &mut out);
        }
    }
    out
}

fn text(module: &Module, span: syncflow_ir::Span) -> &str {
    &module.source[span.start as usize..span.end as usize]
}

fn cycle_line(module: &Module, fu: &FunctionUniformity, c: CycleId) -> String {
    let func = &module.functions[fu.function];
    let cycle = fu.cycles().cycle(c);
    let names = |bs: &mut dyn Iterator<Item = syncflow_framework::graph::BlockId>| {
        bs.map(|b| func.blocks[b].name.clone()).collect::<Vec<_>>()
    };
    let entries = names(&mut cycle.entries().iter().copied());
    let mut line = format!("depth={}: entries({})", cycle.depth(), entries.join(" "));
    for b in cycle.blocks() {
        if !cycle.entries().contains(b) {
            let _ = write!(line, " {}", func.blocks[*b].name);
        }
    }
    line
}

/// Prints one function.
pub fn print_function(module: &Module, fu: &FunctionUniformity, out: &mut String) {
    let func = &module.functions[fu.function];
    let _ = writeln!(out, "UniformityInfo for function '{}':", func.name);
    let any_param = (0..func.params.len()).any(|p| fu.param_level(p).is_divergent());
    let any_inst = func
        .insts
        .indices()
        .any(|i| fu.inst_level(i).is_divergent());
    if !any_param
        && !any_inst
        && fu.divergent_exit_cycles().is_empty()
        && fu.assumed_divergent_cycles().is_empty()
    {
        out.push_str("ALL VALUES UNIFORM\n");
        return;
    }
    if any_param {
        out.push_str("DIVERGENT ARGUMENTS:\n");
        for (p, param) in func.params.iter().enumerate() {
            if fu.param_level(p).is_divergent() {
                let _ = writeln!(
                    out,
                    "  DIVERGENT: {} %{}",
                    module.types.display(param.ty),
                    func.local_name(param.local)
                );
            }
        }
    }
    if !fu.assumed_divergent_cycles().is_empty() {
        out.push_str("CYCLES ASSSUMED DIVERGENT:\n");
        for &c in fu.assumed_divergent_cycles() {
            let _ = writeln!(out, "  {}", cycle_line(module, fu, c));
        }
    }
    if !fu.divergent_exit_cycles().is_empty() {
        out.push_str("CYCLES WITH DIVERGENT EXIT:\n");
        for &c in fu.divergent_exit_cycles() {
            let _ = writeln!(out, "  {}", cycle_line(module, fu, c));
        }
    }
    for block in func.blocks.iter() {
        let _ = write!(out, "\nBLOCK {}\nDEFINITIONS\n", block.name);
        let term = block.terminator();
        for i in block.insts() {
            if i == term {
                out.push_str("TERMINATORS\n");
            }
            let prefix = if fu.inst_level(i).is_divergent() {
                "  DIVERGENT: "
            } else {
                "             "
            };
            let _ = writeln!(out, "{prefix}  {}", text(module, func.insts[i].span));
        }
        out.push_str("END BLOCK\n");
    }
}
