//! The uniformity-claim checker: every value a thread computes is compared with the first
//! value another thread computed for the same instruction instance (same call chain); a
//! value the analysis claimed uniform that differs is a uniformity violation.

use super::*;

pub(super) fn observe(ctx: &mut Ctx<'_, '_>, th: &mut Thread, reg: u32, v: &Value) {
    let Some(claims) = ctx.claims else { return };
    let func = th.frames.last().expect("frame").func;
    let Some(set) = claims.claimed.get(&func) else {
        return;
    };
    if !set.contains(&reg) {
        return;
    }
    let frames = &th.frames[..th.frames.len() - 1];
    let chain: CallChain = frames.iter().map(|f| (f.func, f.block, f.pc)).collect();
    let n = th
        .occurrences
        .entry((chain.clone(), func, reg))
        .or_insert(0);
    *n += 1;
    // Per CTA: a claim is about one block (CTAs run together have their own `ctaid`).
    let key = (chain, func, reg, *n, th.cta);
    match ctx.first_values.get(&key) {
        None => {
            ctx.first_values.insert(key, (v.clone(), th.id));
        }
        Some((first, thread)) if first != v => {
            let m = ctx.prog.module;
            let f = &m.functions[func];
            let viol = UniformityViolation {
                function: f.name.clone(),
                value: f
                    .local_name(syncflow_ir::LocalId::new(reg as usize))
                    .to_string(),
                occurrence: *n,
                first_thread: *thread,
                first_value: format!("{first:?}"),
                second_thread: th.id,
                second_value: format!("{v:?}"),
            };
            if ctx.report.uniformity_violations.len() < ctx.cfg.max_findings
                && !ctx
                    .report
                    .uniformity_violations
                    .iter()
                    .any(|u| u.function == viol.function && u.value == viol.value)
            {
                ctx.report.uniformity_violations.push(viol);
            }
        }
        Some(_) => {}
    }
}
