//! What the decisions of a kernel read through its LDS projection say about it
//! (`syncflow_analyses::memory::lds_projection`, docs/design.md §4.5): every barrier group of
//! the kernel orders LDS only, so its global accesses were left out, and each removal that
//! relied on the analysis of accesses names that fact, as a removal names the launch facts it
//! needed.

use super::{FunctionContext, Reason};

/// The fact, as a removal's reason names it.
pub const FACT: &str = "the kernel's barrier groups order LDS only (`!mmra` local fences), so \
                        its global accesses were left out (knob lds-groups)";

/// Names the projection in the reasons of `ctx`'s removals, and notes it once per kernel.
pub fn annotate(ctx: &mut FunctionContext<'_>) {
    for d in ctx.decisions.values_mut().filter(|d| d.removed) {
        match &mut d.reason {
            Reason::NoConflict { fact, .. } => {
                *fact = Some(match fact.take() {
                    Some(f) if !f.is_empty() => format!("{f}; {FACT}"),
                    _ => FACT.to_string(),
                });
            }
            Reason::Redundant(proof) => proof.push_str(&format!(" ({FACT})")),
            _ => {}
        }
    }
    let name = &ctx.module.functions[ctx.function].name;
    ctx.diagnostics.push(format!(
        "note: @{name}: every barrier group orders LDS only; decided on its LDS accesses \
         (knob lds-groups, docs/design.md §4.5)"
    ));
}
