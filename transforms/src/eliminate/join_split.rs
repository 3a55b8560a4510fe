//! `dse`'s second look at a kept barrier that sits in a join: the question asked once per
//! incoming edge, with the block's phis taken at their value on that edge
//! (`syncflow_analyses::memory::join`, whose module docs give the argument).
//!
//! ```text
//!   for (…) { temp[pout·n + t] = …; }        // above: base pout.next·n (loop ran) or 0 (it did not)
//!   %p = phi [0, %skip], [%pout.next, %latch]
//!   __syncthreads();                          // b
//!   out[t] = temp[%p·n + t];                  // below: base %p·n
//! ```
//!
//! On the edge from `%latch`, below reads `temp[pout.next·n + t]`; on the edge from `%skip`,
//! `temp[0·n + t]`: each thread's own slot of what was written above on that edge.

use super::context::FunctionContext;
use fixedbitset::FixedBitSet;
use syncflow_analyses::hazard::HazardIntervals;
use syncflow_analyses::memory::join::{edge_values, substitute};
use syncflow_analyses::memory::offset::OffsetEvaluator;
use syncflow_analyses::memory::{AccessClass, ImpliedSlots, MemoryObject, Precision};
use syncflow_ir::{InstId, LocalId};

/// When barrier `inst` orders nothing on any incoming edge of its block (phis substituted):
/// the block's label, and the witnesses of implied slots the decision used (for the reason).
/// `after` is After(`inst`).
pub(super) fn orders_nothing_per_edge(
    ctx: &FunctionContext<'_>,
    intervals: &HazardIntervals<'_>,
    inst: InstId,
    after: &FixedBitSet,
    precision: Precision,
    implied: &ImpliedSlots,
) -> Option<(String, Vec<InstId>)> {
    let func = ctx.func;
    let block = func.insts[inst].block;
    if ctx.cfg.predecessors(block).len() < 2 {
        return None;
    }
    let eval = OffsetEvaluator::new(ctx.module, func, &ctx.extent);
    let edges = edge_values(ctx.module, ctx.function, block, &eval);
    if edges.is_empty() || edges.len() != ctx.cfg.predecessors(block).len() {
        return None;
    }
    let objects = ctx.objects;
    let stable = ctx.stable.as_ref()?;
    // A class seen on one edge: its object with the phis replaced, or the whole object when a
    // value it would then name is not stably uniform.
    let on_edge = |c: AccessClass, values: &[(LocalId, _)]| -> Option<MemoryObject> {
        let o = substitute(objects.object(c.object), values, ctx.function)?;
        let trusted = leaves_of(&o).iter().all(|l| stable.contains(l.index()));
        Some(if trusted {
            o
        } else {
            o.stale_form().unwrap_or(o)
        })
    };
    let below: Vec<AccessClass> = after.ones().map(AccessClass::from_bit).collect();
    let mut any = false;
    let mut witnesses = Vec::new();
    for edge in &edges {
        let before = intervals.before_via(inst, edge.pred)?;
        any = true;
        for a in before.ones().map(AccessClass::from_bit) {
            let oa = on_edge(a, &edge.values)?;
            for &b in &below {
                let ob = on_edge(b, &edge.values)?;
                if !objects.conflict_between((a.kind, &oa), (b.kind, &ob), precision) {
                    continue;
                }
                // The slots implied by race freedom speak of objects the table holds.
                let held = (objects.find(&oa), objects.find(&ob));
                match held {
                    (Some(x), Some(y)) if implied.disjoint(objects, x, y) => {
                        witnesses.extend(implied.witness(x));
                        witnesses.extend(implied.witness(y));
                    }
                    _ => return None,
                }
            }
        }
    }
    witnesses.sort_unstable();
    witnesses.dedup();
    any.then(|| (func.blocks[block].name.clone(), witnesses))
}

/// The leaves of the footprint under a reduction.
fn leaves_of(o: &MemoryObject) -> Vec<LocalId> {
    match o {
        MemoryObject::Part(_, fp) => fp.base.leaves().to_vec(),
        MemoryObject::Reduced(inner, _) => leaves_of(inner),
        _ => Vec::new(),
    }
}
