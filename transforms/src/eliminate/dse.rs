//! `dse`: dead synchronization elimination over the full Before/After hazard analysis.
//!
//! The documents describe cicc's third eliminator only by its properties: a full
//! bidirectional fixed point, and a restart after each removal. Here it is the analysis of
//! [`syncflow_analyses::hazard`]: Before(b) forward and After(b) backward as sets of access
//! classes, and `b` goes when no class above conflicts with one below at the chosen precision.
//!
//! **Sound**: docs/design.md §4 exactly — device-function entries and returns add every access,
//! calls add their callees' summaries (or everything), precision 0–2 from the knob.
//!
//! **Faithful**: the same conflict test (the documents give no condition table for this pass,
//! and the hazard definition they state is the correct one), with cicc's boundary rule — a
//! function's entry and exit add nothing, device functions included — and cicc's
//! `ignore-call-safety` default through the preset.

use super::context::{FunctionContext, Verdict};
use super::decision::Reason;
use super::mbarrier_pairs::MbarrierPairs;
use crate::knobs::PassName;
use fixedbitset::FixedBitSet;
use std::collections::{BTreeSet, HashMap};
use syncflow_analyses::hazard::loop_passes::LoopPasses;
use syncflow_analyses::hazard::{BoundaryRule, HazardOptions, NamedBarriers};
use syncflow_analyses::memory::iteration::LoopRef;
use syncflow_analyses::memory::object::readable_symbol;
use syncflow_analyses::memory::object::Space;
use syncflow_analyses::memory::roles::{self, Distances, ThreadsAccess};
use syncflow_analyses::memory::{
    AccessClass, BlockShape, ImpliedSlots, InstEffect, MemoryObject, ObjectTable, Precision,
    Separation,
};
use syncflow_framework::dataflow::MeetMode;
use syncflow_ir::{GlobalId, InstId, Module};

const PASS: PassName = PassName::Dse;

/// `write of @tile, read of %out (noalias)` — at most four classes, then "…".
fn describe_set(set: &FixedBitSet, objects: &ObjectTable, module: &Module) -> String {
    let all: Vec<String> = set
        .ones()
        .map(|b| objects.describe(AccessClass::from_bit(b), module))
        .collect();
    if all.len() > 4 {
        format!("{}, … ({} kinds of access)", all[..4].join(", "), all.len())
    } else {
        all.join(", ")
    }
}

/// The precision for this function: the knob's, or, when the kernel requires an exact block
/// (`.reqntid`, docs/design.md §10), level 3 with that block; with the fact's description
/// (reasons name it only when a decision needed it).
pub(super) fn with_launch_facts(
    ctx: &FunctionContext<'_>,
    base: Precision,
) -> (Precision, Option<String>) {
    let Precision::Level3(_) = base else {
        return (base, None);
    };
    let f = ctx.function;
    let required = ctx
        .module
        .required_block(f)
        .filter(|_| ctx.module.functions[f].is_kernel)
        .map(|r| (r.threads, r.source));
    // The kernel's statement first (what the driver enforces), then the user's assertion.
    let Some((threads, source)) = required.or_else(|| {
        ctx.knobs
            .block
            .map(|b| (b, format!("block {},{},{} (asserted)", b[0], b[1], b[2])))
    }) else {
        return (base, None);
    };
    let words = if threads[1] == 1 && threads[2] == 1 {
        "1-D block"
    } else if threads[2] == 1 {
        "2-D block"
    } else {
        "3-D block"
    };
    // The stated block is exact: it implies whatever the knob asserts, or contradicts it (then
    // no launch satisfies both, and the statement is the one the driver enforces).
    (
        Precision::Level3(BlockShape::Exact(threads)),
        Some(format!("{source} ({words})")),
    )
}

/// The slots this kernel's race freedom proves injective (precision 3 with the
/// `race-free-slots` knob, and an oracle that knows the divergent blocks).
pub(super) fn implied_slots(ctx: &FunctionContext<'_>, precision: Precision) -> ImpliedSlots {
    match (&ctx.divergent_control, precision) {
        (Some(divergent), Precision::Level3(_)) if ctx.knobs.race_free_slots => ImpliedSlots::find(
            ctx.module,
            ctx.function,
            &ctx.cfg,
            &ctx.effects,
            ctx.objects,
            divergent,
            ctx.called,
        ),
        _ => ImpliedSlots::default(),
    }
}

/// The CTA's size for the named-barrier rule: the kernel's `.reqntid`, the asserted block,
/// or its `.maxntid` (a launch with fewer threads completes no named-barrier instance whose
/// count is the `.maxntid`: docs/design.md §4.6).
fn block_threads(ctx: &FunctionContext<'_>) -> Option<u32> {
    let product = |t: [u32; 3]| t[0].checked_mul(t[1])?.checked_mul(t[2]);
    let f = ctx.function;
    if !ctx.module.functions[f].is_kernel {
        return None;
    }
    ctx.module
        .required_block(f)
        .and_then(|r| product(r.threads))
        .or_else(|| ctx.knobs.block.and_then(product))
        .or_else(|| ctx.module.max_threads(f).map(|m| m.threads))
}

/// The named-barrier rule for this function (docs/design.md §4.6), when the knob is on and the
/// function has named barriers; with every access instruction of each class.
fn named_rule(
    ctx: &FunctionContext<'_>,
) -> Option<(NamedBarriers, HashMap<AccessClass, Vec<InstId>>)> {
    if !ctx.knobs.named_barriers && !ctx.knobs.named_barriers_order_everything {
        return None;
    }
    let rule = NamedBarriers::find_with(
        ctx.module,
        ctx.function,
        &ctx.cfg,
        block_threads(ctx),
        ctx.knobs.named_barriers_ignore_phase,
    );
    if !rule.any() {
        return None;
    }
    Some((rule, class_instructions(ctx)))
}

/// Every access instruction of each class, its stale form included.
fn class_instructions(ctx: &FunctionContext<'_>) -> HashMap<AccessClass, Vec<InstId>> {
    let mut by_class: HashMap<AccessClass, Vec<InstId>> = HashMap::new();
    for (i, e) in ctx.effects.iter().enumerate() {
        if let InstEffect::Accesses(list) = e {
            for c in list {
                by_class.entry(*c).or_default().push(InstId::new(i));
                // Its stale form (the whole object, once the base may have changed) stands
                // for it too.
                let stale = ctx.objects.stale(c.object);
                if stale != c.object {
                    let key = AccessClass {
                        object: stale,
                        ..*c
                    };
                    by_class.entry(key).or_default().push(InstId::new(i));
                }
            }
        }
    }
    by_class
}

/// The instructions of class `c` (of its plain class when it is tagged with an iteration
/// distance, docs/design.md §4.4); `None` for a class with no instruction of its own (a
/// stale form), which the synchronization rules cannot place.
fn placed<'a>(
    objects: &ObjectTable,
    by_class: &'a HashMap<AccessClass, Vec<InstId>>,
    c: AccessClass,
) -> Option<&'a Vec<InstId>> {
    let object = match objects.iteration().plain.get(&c.object) {
        Some((plain, _)) => *plain,
        None => c.object,
    };
    by_class
        .get(&AccessClass { object, ..c })
        .filter(|list| !list.is_empty())
}

pub(crate) fn run(ctx: &mut FunctionContext<'_>) {
    let options = HazardOptions {
        meet: MeetMode::Or,
        boundary: if ctx.sound() {
            BoundaryRule::Sound
        } else {
            BoundaryRule::Clean
        },
    };
    let base = ctx.knobs.precision();
    let (precision, fact) = with_launch_facts(ctx, base);
    let implied = implied_slots(ctx, precision);
    let named = named_rule(ctx);
    let mbar = MbarrierPairs::find(ctx).map(|m| (m, class_instructions(ctx)));
    let everything = ctx.knobs.named_barriers_order_everything;
    let effect_options = ctx.knobs.effect_options();
    type RoleKey = (
        AccessClass,
        InstId,
        (u32, u32),
        AccessClass,
        InstId,
        (u32, u32),
    );
    ctx.removal_loop(PASS, options, |ctx, intervals, inst| {
        let before = intervals.before(inst);
        let after = intervals.after(inst);
        if before.is_clear() {
            return Verdict::Remove(Reason::NothingBefore);
        }
        if after.is_clear() {
            return Verdict::Remove(Reason::NothingAfter);
        }
        let objects = ctx.objects;
        // The loops holding the barrier: there, accesses tagged with their distance in
        // iterations compare by their stage (docs/design.md §4.4).
        let func = &ctx.module.functions[ctx.function];
        let loops = objects
            .iteration()
            .loops_holding(ctx.function, func.insts[inst].block);
        // Role pairs apart (memory::roles), per barrier: a class's distance means something
        // only at a barrier in its loop.
        let role_apart: std::cell::RefCell<HashMap<RoleKey, bool>> = Default::default();
        let ignore_distance = ctx.knobs.iterations_ignore_distance;
        // Without `b`, threads may run laps past its place (docs/design.md §4.4, "Laps").
        let laps = intervals.on_barrier_free_cycle(&ctx.cfg, inst);
        // Under laps, where `b`'s passes fall among its loop's iterations (the named rule's
        // rounds against the iteration distance).
        let passes = laps
            .then(|| LoopPasses::find(func, &ctx.cfg, inst))
            .flatten();
        let across = |a: AccessClass, b: AccessClass, precision: Precision| {
            objects.apart_across_iterations(a, b, precision, &loops, ignore_distance, laps)
        };
        let apart =
            |a: AccessClass, b: AccessClass, precision: Precision| across(a, b, precision).is_some();
        // Named barriers (docs/design.md §4.6): every instruction of class a in some round
        // before every one of class b in a later round.
        let cut = named
            .as_ref()
            .filter(|(rule, _)| rule.problem().is_none() && !everything)
            .map(|(rule, _)| rule.at_cut(ctx.module, ctx.function, inst));
        let by_named = |a: AccessClass, b: AccessClass| -> Result<u32, String> {
            let Some((rule, by_class)) = named.as_ref() else {
                return Err(String::new());
            };
            if everything {
                return Ok(0);
            }
            let Some(cut) = cut.as_ref() else {
                return Err(rule.problem().unwrap_or_default().to_string());
            };
            // A class tagged with its iteration distance (docs/design.md §4.4) is the
            // accesses of its plain class; the rule orders every round pair anyway. A class
            // with no instruction of its own (a stale form) is not placed: not ordered.
            let instructions = |c: AccessClass| placed(objects, by_class, c);
            let (Some(la), Some(lb)) = (instructions(a), instructions(b)) else {
                return Err("an access the named-barrier rule cannot place".into());
            };
            let mut used = 0;
            for &ia in la {
                for &ib in lb {
                    // Each role's accesses narrowed to its threads (memory::roles); for the
                    // instances of one round class (`Some((k, q))`), under laps only, at the
                    // iteration distances that class holds (hazard::loop_passes).
                    let apart = |ta: (u32, u32), tb: (u32, u32), class: Option<(u32, u32)>| {
                        let side_a = ThreadsAccess {
                            class: a,
                            inst: ia,
                            tid_x: ta,
                        };
                        let side_b = ThreadsAccess {
                            class: b,
                            inst: ib,
                            tid_x: tb,
                        };
                        if let Some(rounds) = class {
                            let Some(passes) = passes.as_ref() else {
                                return false;
                            };
                            let func = &ctx.module.functions[ctx.function];
                            let model = objects.iteration().model(LoopRef {
                                function: ctx.function,
                                header: passes.header(),
                            });
                            let (Some(model), Some((first, step))) =
                                (model, passes.iterations_apart(func, ia, ib, rounds))
                            else {
                                return false;
                            };
                            return roles::apart_in_threads_at(
                                objects,
                                ctx.module,
                                ctx.function,
                                effect_options,
                                precision,
                                model,
                                side_a,
                                side_b,
                                Distances::Progression { first, step },
                            );
                        }
                        let key = (a, ia, ta, b, ib, tb);
                        if let Some(&v) = role_apart.borrow().get(&key) {
                            return v;
                        }
                        let v = roles::apart_in_threads(
                            objects,
                            ctx.module,
                            ctx.function,
                            effect_options,
                            precision,
                            &loops,
                            laps,
                            side_a,
                            side_b,
                        );
                        role_apart.borrow_mut().insert(key, v);
                        v
                    };
                    used = used.max(cut.orders(ia, ib, &apart)?);
                }
            }
            Ok(used)
        };
        // mbarrier phases (docs/design.md §4.6.1): from some distance on, the arrival after
        // the access above and the wait before the one below.
        let by_mbar = |a: AccessClass, b: AccessClass| -> Result<BTreeSet<GlobalId>, String> {
            let Some((rule, by_class)) = mbar.as_ref() else {
                return Err(String::new());
            };
            let instructions = |c: AccessClass| placed(objects, by_class, c);
            let (Some(la), Some(lb)) = (instructions(a), instructions(b)) else {
                return Err("an access the mbarrier rule cannot place".into());
            };
            rule.orders(ctx, precision, inst, a, b, la, lb)
        };
        let conflict = |a: AccessClass, b: AccessClass, precision: Precision| {
            objects.conflict(a, b, precision)
                && !implied.disjoint(objects, a.object, b.object)
                && !apart(a, b, precision)
                && by_named(a, b).is_err()
                && by_mbar(a, b).is_err()
        };
        // Of all conflicting pairs, report the most telling: named objects over "some
        // memory", shared over global, a write above (read-after-write) over the rest.
        let score = |a: AccessClass, b: AccessClass| {
            let named = |c: AccessClass| {
                !matches!(
                    objects.object(c.object),
                    MemoryObject::Unknown
                        | MemoryObject::SharedAny
                        | MemoryObject::GlobalAny
                        | MemoryObject::GlobalParams
                )
            };
            let shared = objects.object(a.object).space() == Space::Shared;
            4 * u8::from(named(a) && named(b)) + 2 * u8::from(shared) + u8::from(a.kind.writes())
        };
        let best = before
            .ones()
            .map(AccessClass::from_bit)
            .flat_map(|a| after.ones().map(AccessClass::from_bit).map(move |b| (a, b)))
            .filter(|&(a, b)| conflict(a, b, precision))
            .max_by_key(|&(a, b)| (score(a, b), std::cmp::Reverse((a, b))));
        if let Some((a, b)) = best {
            // A join's phis in the bases: ask again per incoming edge.
            let split = ctx.knobs.byte_ranges && !ctx.knobs.bases_ignore_redefinition;
            let join = split
                .then(|| {
                    super::join_split::orders_nothing_per_edge(
                        ctx, intervals, inst, &after, precision, &implied,
                    )
                })
                .flatten();
            if let Some((block, witnesses)) = join {
                let mut facts = vec![format!(
                    "each incoming edge of %{block} apart, its phis taken at their value on the edge"
                )];
                if !witnesses.is_empty() {
                    let places: Vec<String> = witnesses.iter().map(|&w| ctx.location(w)).collect();
                    facts.push(format!(
                        "race freedom of every thread's store at {} (each thread writes its own slot)",
                        places.join(", ")
                    ));
                }
                let without = |p: Precision| {
                    super::join_split::orders_nothing_per_edge(
                        ctx, intervals, inst, &after, p, &implied,
                    )
                    .is_none()
                };
                if fact.is_some() && without(base) {
                    facts.extend(fact.clone());
                }
                if ctx.knobs.noalias_params
                    && before.ones().map(AccessClass::from_bit).any(|a| {
                        after.ones().map(AccessClass::from_bit).any(|b| {
                            objects.conflict_without_assumptions(a, b, precision)
                                && !objects.conflict(a, b, precision)
                        })
                    })
                {
                    facts.push(
                        "the assumption that pointer parameters do not overlap (knob noalias-params)"
                            .to_string(),
                    );
                }
                return Verdict::Remove(Reason::NoConflict {
                    precision: precision.level(),
                    above: describe_set(&before, objects, ctx.module),
                    below: describe_set(&after, objects, ctx.module),
                    fact: Some(facts.join("; ")),
                });
            }
            let mut below = objects.describe(b, ctx.module);
            if let Err(why) = by_named(a, b) {
                if !why.is_empty() {
                    below = format!("{below} (not ordered by the named barriers: {why})");
                }
            }
            if let Err(why) = by_mbar(a, b) {
                if !why.is_empty() {
                    below = format!("{below} (not ordered by the mbarrier phases: {why})");
                }
            }
            return Verdict::Keep(Reason::Conflict {
                precision: precision.level(),
                above: objects.describe(a, ctx.module),
                below,
            });
        }
        let writes = |s: &FixedBitSet| s.ones().any(|b| AccessClass::from_bit(b).kind.writes());
        if !writes(&before) && !writes(&after) {
            return Verdict::Remove(Reason::ReadsOnly);
        }
        // Name the facts the decision needed: the stated launch shape, the witnesses of
        // implied injectivity.
        let pairs = || {
            before
                .ones()
                .map(AccessClass::from_bit)
                .flat_map(|a| after.ones().map(AccessClass::from_bit).map(move |b| (a, b)))
        };
        let mut facts = Vec::new();
        let separated_by_stated_ranges = |a: AccessClass, b: AccessClass| {
            matches!(
                objects
                    .object(a.object)
                    .separation(objects.object(b.object), precision),
                Some(Separation::Ranges { stated: true })
            )
        };
        let stated_shape = fact.is_some()
            && pairs()
                .any(|(a, b)| objects.conflict(a, b, base) && !objects.conflict(a, b, precision));
        let stated_extent = pairs().any(|(a, b)| separated_by_stated_ranges(a, b));
        if stated_shape {
            facts.extend(fact.clone());
        }
        if stated_extent {
            if let Some(source) = ctx.extent.source.describe() {
                if !facts.iter().any(|f| f.starts_with(&source)) {
                    facts.push(format!("{source} (bounds the thread ids)"));
                }
            }
        }
        if ctx.knobs.noalias_params
            && pairs().any(|(a, b)| {
                objects.conflict_without_assumptions(a, b, precision)
                    && !objects.conflict(a, b, precision)
            })
        {
            facts.push(
                "the assumption that pointer parameters do not overlap (knob noalias-params)"
                    .to_string(),
            );
        }
        // Pairs apart only by their iterations: name the loop (at its header's first line)
        // and the distances.
        let mut staged: std::collections::BTreeMap<String, std::collections::BTreeSet<u32>> =
            Default::default();
        let separated = pairs()
            .filter(|&(a, b)| objects.conflict(a, b, precision))
            .filter_map(|(a, b)| across(a, b, precision));
        for (l, delta) in separated {
            let header = &func.blocks[l.header];
            let place = header
                .insts()
                .find(|i| func.insts[*i].debug_loc.is_some())
                .map(|i| ctx.location(i))
                .unwrap_or_else(|| format!("%{}", header.name));
            staged.entry(place).or_default().insert(delta);
        }
        for (place, distances) in staged {
            let list: Vec<String> = distances.iter().map(u32::to_string).collect();
            let s = if distances.iter().any(|d| *d != 1) { "s" } else { "" };
            facts.push(format!(
                "iteration distance in the loop at {place}: its stage index puts accesses {} \
                 iteration{s} apart in different buffers",
                list.join(" or ")
            ));
        }
        // Pairs apart only by named barriers: name them.
        let mut handed: std::collections::BTreeSet<u32> = Default::default();
        let mut roles_apart = false;
        for (a, b) in pairs() {
            if objects.conflict(a, b, precision)
                && !implied.disjoint(objects, a.object, b.object)
                && !apart(a, b, precision)
            {
                match by_named(a, b) {
                    Ok(0) if !everything => roles_apart = true,
                    Ok(id) => {
                        handed.insert(id);
                    }
                    Err(_) => {}
                }
            }
        }
        // Pairs ordered by mbarrier phases: name the arrays.
        let mut phases: BTreeSet<GlobalId> = BTreeSet::new();
        let mut by_phases = false;
        for (a, b) in pairs() {
            if objects.conflict(a, b, precision)
                && !implied.disjoint(objects, a.object, b.object)
                && !apart(a, b, precision)
                && by_named(a, b).is_err()
            {
                if let Ok(arrays) = by_mbar(a, b) {
                    by_phases = true;
                    phases.extend(arrays);
                }
            }
        }
        if by_phases {
            facts.push(if ctx.knobs.mbarrier_phases_order_everything {
                "mbarriers taken to order every pair (knob mbarrier-phases-order-everything)"
                    .to_string()
            } else {
                let names: Vec<String> = phases
                    .iter()
                    .map(|g| readable_symbol(&ctx.module.globals[*g].name))
                    .collect();
                format!(
                    "the mbarrier phases of {} order every crossing pair from some iteration \
                     distance on (an arrival after the access above, a parity wait for its \
                     phase before the access below), and the roles and stage indices keep \
                     the nearer ones apart",
                    if names.is_empty() { "the ring".to_string() } else { names.join(" and ") }
                )
            });
        }
        if roles_apart {
            facts.push(
                "the roles of the named barriers (tid.x < K) keep some pairs apart: each \
                 role's accesses stay in its own part of the buffer"
                    .to_string(),
            );
        }
        if !handed.is_empty() {
            facts.push(if everything {
                "named barriers taken to order every pair (knob named-barriers-order-everything)"
                    .to_string()
            } else {
                let ids: Vec<String> = handed.iter().map(u32::to_string).collect();
                format!(
                    "named barriers {} order every crossing pair (an arrival or sync after the \
                     access above, a sync before the access below, in the same instance)",
                    ids.join(" and ")
                )
            });
        }
        let witnesses: std::collections::BTreeSet<_> = pairs()
            .filter(|&(a, b)| objects.conflict(a, b, precision) && !apart(a, b, precision))
            .flat_map(|(a, b)| [implied.witness(a.object), implied.witness(b.object)])
            .flatten()
            .collect();
        if !witnesses.is_empty() {
            let places: Vec<String> = witnesses.iter().map(|&w| ctx.location(w)).collect();
            facts.push(format!(
                "race freedom of every thread's store at {} (each thread writes its own slot)",
                places.join(", ")
            ));
        }
        Verdict::Remove(Reason::NoConflict {
            precision: precision.level(),
            above: describe_set(&before, objects, ctx.module),
            below: describe_set(&after, objects, ctx.module),
            fact: (!facts.is_empty()).then(|| facts.join("; ")),
        })
    });
}
