//! `dse`'s question to the mbarrier rule (docs/design.md §4.6.1): is a conflicting pair of
//! classes at barrier `b` ordered without `b`?
//!
//! For every instruction of each class, every role that may execute it and every iteration
//! distance `d` the pair can have at `b` (from 0 when both can sit in one round around `b`,
//! else from 1), the pair is ordered when `d` reaches the bound of
//! [`MbarrierRule::ordered_from`], and below it the two accesses, each narrowed to its
//! role's threads, must be apart at exactly that distance (`memory::roles`). A role pair no
//! protocol orders must be apart at every distance. All instructions must lie in the ring's
//! loop, and so must `b`.

use super::context::FunctionContext;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use syncflow_analyses::hazard::mbarrier::MbarrierRule;
use syncflow_analyses::memory::iteration::LoopRef;
use syncflow_analyses::memory::roles::{self, Distances, ThreadsAccess};
use syncflow_analyses::memory::{AccessClass, Precision};
use syncflow_ir::{GlobalId, InstId};

/// One question asked of the addresses: both instructions with their roles, their classes,
/// and the distances.
type PairKey = (
    InstId,
    usize,
    InstId,
    usize,
    AccessClass,
    AccessClass,
    Distances,
);

/// The rule of one function with what it has already answered.
pub(super) struct MbarrierPairs {
    rule: MbarrierRule,
    everything: bool,
    apart: RefCell<HashMap<PairKey, bool>>,
}

/// The CTA's exact block: the kernel's `.reqntid`, else the asserted one.
fn exact_block(ctx: &FunctionContext<'_>) -> Option<[u32; 3]> {
    let f = ctx.function;
    if !ctx.module.functions[f].is_kernel {
        return None;
    }
    ctx.module
        .required_block(f)
        .map(|r| r.threads)
        .or(ctx.knobs.block)
}

impl MbarrierPairs {
    /// The rule for this function when the knob is on and it has mbarrier operations.
    pub(super) fn find(ctx: &FunctionContext<'_>) -> Option<Self> {
        let everything = ctx.knobs.mbarrier_phases_order_everything;
        if !ctx.knobs.mbarrier_phases && !everything {
            return None;
        }
        let rule = MbarrierRule::find(
            ctx.module,
            ctx.function,
            &ctx.cfg,
            ctx.objects.iteration(),
            exact_block(ctx),
            ctx.knobs.effect_options(),
        );
        rule.any().then(|| MbarrierPairs {
            rule,
            everything,
            apart: RefCell::default(),
        })
    }

    /// The arrays whose phases order every instance of the pair `(a, c)` at barrier `b`
    /// (empty: the roles and stages alone keep it apart), or why not. `instructions` gives
    /// each class's instructions.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn orders(
        &self,
        ctx: &FunctionContext<'_>,
        precision: Precision,
        b: InstId,
        a: AccessClass,
        c: AccessClass,
        la: &[InstId],
        lc: &[InstId],
    ) -> Result<BTreeSet<GlobalId>, String> {
        if self.everything {
            return Ok(BTreeSet::new());
        }
        if let Some(why) = self.rule.problem() {
            return Err(why.to_string());
        }
        let (module, f) = (ctx.module, ctx.function);
        let func = &module.functions[f];
        let block = |i: InstId| func.insts[i].block;
        if !self.rule.in_loop(block(b)) {
            return Err("the barrier is not in the ring's loop".into());
        }
        let model = ctx
            .objects
            .iteration()
            .model(LoopRef {
                function: f,
                header: self.rule.header(),
            })
            .ok_or("the ring's loop has no model")?;
        let options = ctx.knobs.effect_options();
        let mut used = BTreeSet::new();
        for &ia in la {
            for &ic in lc {
                if !self.rule.in_loop(block(ia)) || !self.rule.in_loop(block(ic)) {
                    return Err("an access outside the ring's loop".into());
                }
                let d0 = u32::from(!self.rule.same_round(module, f, ia, b, ic));
                for ra in (0..self.rule.roles()).filter(|r| self.rule.executes(*r, ia)) {
                    for rc in (0..self.rule.roles()).filter(|r| self.rule.executes(*r, ic)) {
                        let apart = |d: Distances| {
                            let key = (ia, ra, ic, rc, a, c, d);
                            if let Some(&v) = self.apart.borrow().get(&key) {
                                return v;
                            }
                            let side = |class, inst, role| ThreadsAccess {
                                class,
                                inst,
                                tid_x: self.rule.role_tid_x(role),
                            };
                            let v = roles::apart_in_threads_at(
                                ctx.objects,
                                module,
                                f,
                                options,
                                precision,
                                model,
                                side(a, ia, ra),
                                side(c, ic, rc),
                                d,
                            );
                            self.apart.borrow_mut().insert(key, v);
                            v
                        };
                        match self.rule.ordered_from(ia, ra, ic, rc) {
                            Some((need, array)) => {
                                if let Some(d) = (d0..need).find(|d| !apart(Distances::Exactly(*d)))
                                {
                                    return Err(format!(
                                        "at {d} iteration{} apart, before the phases of {} \
                                         order the pair, the accesses may meet",
                                        if d == 1 { "" } else { "s" },
                                        syncflow_analyses::memory::object::readable_symbol(
                                            &module.globals[array].name
                                        )
                                    ));
                                }
                                used.insert(array);
                            }
                            None => {
                                if !apart(Distances::From(d0)) {
                                    return Err(
                                        "no mbarrier array has the first access's threads \
                                         arriving and the second's waiting"
                                            .into(),
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(used)
    }
}
