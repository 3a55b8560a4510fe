//! # Accesses made by a part of the block (the roles of a warp-specialized kernel)
//!
//! A warp-specialized loop splits its threads by `tid.x < K` into *roles* (docs/design.md
//! §4.6): producers store `buf[k & 1][tid]` only with `tid < 128`, consumers read
//! `buf[k & 1][(tid − 128 + j) % 128]` only with `tid ≥ 128`. Over the whole block the store
//! spans both stages (`4·tid ∈ [0, 1020]`), so it meets the other stage's reads; over the
//! producers alone it stays in its own stage, and two accesses one iteration apart are in
//! different buffers.
//!
//! [`apart_in_threads`] decides, for a conflicting pair of classes at a barrier and one
//! instruction of each, whether the accesses can touch a common byte when the first is made
//! by a thread with `tid.x` in one interval and the second by one in another. Each access is
//! evaluated again with `tid.x` bounded by its interval
//! (`access_objects_of_threads` in `super::access`: the same accesses in the same order, only
//! their byte ranges narrower), and compared as its class says:
//!
//! - both plain: as [`ObjectTable::conflict_between`] compares them;
//! - one or both tagged with their iteration distance in a loop that holds the barrier
//!   (docs/design.md §4.4): as [`super::distance::disjoint_across_iterations`] does, at the
//!   sum of the distances;
//! - anything else (a stale class, a tag of a loop that does not hold the barrier, accesses
//!   that do not line up): not apart.
//!
//! *Soundness.* Every value the narrowed evaluation gives a range for is taken over the
//! threads of the interval only; the caller must know that only those threads execute the
//! instruction (the roles of `crate::hazard::named`: a thread with `tid.x` in a role's
//! interval takes that role's edge of every branch on `tid.x < K`, so it reaches only what
//! the role's paths reach).

use super::effects::access_objects;
use super::iteration::LoopRef;
use super::object::{AccessClass, MemoryObject, Precision};
use super::{EffectOptions, ObjectTable};
use syncflow_ir::{FunctionId, InstId, Module};

/// One side of a pair: its class at the barrier, one of its instructions, and the interval
/// `[lo, hi]` of `tid.x` of the threads that may execute it.
#[derive(Clone, Copy, Debug)]
pub struct ThreadsAccess {
    /// The class at the barrier (plain, or tagged with its iteration distance).
    pub class: AccessClass,
    /// One instruction of the class.
    pub inst: InstId,
    /// `tid.x ∈ [lo, hi]` for every thread that may execute it.
    pub tid_x: (u32, u32),
}

/// The accesses of `side.inst` that make up its class, narrowed to its threads.
fn narrowed(
    table: &ObjectTable,
    module: &Module,
    f: FunctionId,
    options: EffectOptions,
    side: ThreadsAccess,
) -> Option<Vec<MemoryObject>> {
    let plain = table
        .iteration()
        .plain
        .get(&side.class.object)
        .map_or(side.class.object, |(p, _)| *p);
    let all = access_objects(module, f, side.inst, options);
    let part = super::access::access_objects_of_threads(module, f, side.inst, options, side.tid_x);
    if all.len() != part.len() {
        return None;
    }
    let out: Vec<MemoryObject> = all
        .iter()
        .zip(part)
        .filter(|((o, k), _)| *k == side.class.kind && table.find(o) == Some(plain))
        .map(|(_, (o, _))| o)
        .collect();
    (!out.is_empty()).then_some(out)
}

/// Whether the two accesses touch no common byte in any instance of the pair at the barrier
/// (`barrier_loops`: the loops that hold it), each made by its own threads (module docs).
/// With `laps` (the barrier alone on its loop's cycle: docs/design.md §4.4, "Laps") a pair
/// whose accesses iterate in that loop must be apart at every distance from its own on, as
/// [`ObjectTable::apart_across_iterations`] asks: without the barrier a thread may run laps
/// past its place.
#[allow(clippy::too_many_arguments)]
pub fn apart_in_threads(
    table: &ObjectTable,
    module: &Module,
    f: FunctionId,
    options: EffectOptions,
    precision: Precision,
    barrier_loops: &[LoopRef],
    laps: bool,
    a: ThreadsAccess,
    b: ThreadsAccess,
) -> bool {
    let Precision::Level3(shape) = precision else {
        return false;
    };
    let iteration = table.iteration();
    let tagged = |c: AccessClass| iteration.plain.contains_key(&c.object);
    let positions = (
        iteration.position(a.class.object),
        iteration.position(b.class.object),
    );
    // The distance in iterations, when either side is tagged, or under laps when both
    // iterate: both in one loop holding the barrier.
    let distance = match positions {
        (Some((_, la, da)), Some((_, lb, db)))
            if la == lb
                && barrier_loops.contains(&la)
                && (laps || tagged(a.class) || tagged(b.class)) =>
        {
            match iteration.model(la) {
                Some(m) => Some((m, u32::from(da) + u32::from(db))),
                None => return false,
            }
        }
        _ if tagged(a.class) || tagged(b.class) => return false,
        // Under laps one side iterates in the loop and the other does not: their plain
        // comparison holds for one iteration only.
        (Some((_, l, _)), _) | (_, Some((_, l, _))) if laps && barrier_loops.contains(&l) => {
            return false
        }
        _ => None,
    };
    let (Some(oa), Some(ob)) = (
        narrowed(table, module, f, options, a),
        narrowed(table, module, f, options, b),
    ) else {
        return false;
    };
    oa.iter().all(|x| {
        ob.iter().all(|y| match distance {
            None => !table.conflict_between((a.class.kind, x), (b.class.kind, y), precision),
            Some((model, delta)) => match (x, y) {
                (MemoryObject::Part(bx, fx), MemoryObject::Part(by, fy)) => {
                    let distances = if laps {
                        Distances::From(delta)
                    } else {
                        Distances::Exactly(delta)
                    };
                    bx == by && footprints_apart(model, fx, fy, distances, shape)
                }
                _ => false,
            },
        })
    })
}

/// Which iteration distances a pair is asked about ([`apart_in_threads_at`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Distances {
    /// The second access exactly `d` iterations after the first.
    Exactly(u32),
    /// At every distance from `d` on (what a barrier alone on its loop's cycle leaves:
    /// docs/design.md §4.4, "Laps").
    From(u32),
    /// At every distance `first + step·n`, `n ≥ 0`.
    Progression {
        /// The first distance.
        first: u32,
        /// The step.
        step: u32,
    },
}

/// Whether the two accesses, each made by its own threads, touch no common byte when the
/// second is made `distances` iterations of loop `model` after the first (both in the loop;
/// the caller knows the iterations, whatever the classes' tags say). Accesses of different
/// objects are compared as [`ObjectTable::conflict_between`] does; parts of one object by
/// [`super::distance`].
#[allow(clippy::too_many_arguments)]
pub fn apart_in_threads_at(
    table: &ObjectTable,
    module: &Module,
    f: FunctionId,
    options: EffectOptions,
    precision: Precision,
    model: &super::iteration::LoopModel,
    a: ThreadsAccess,
    b: ThreadsAccess,
    distances: Distances,
) -> bool {
    let Precision::Level3(shape) = precision else {
        return false;
    };
    let (Some(oa), Some(ob)) = (
        narrowed(table, module, f, options, a),
        narrowed(table, module, f, options, b),
    ) else {
        return false;
    };
    oa.iter().all(|x| {
        ob.iter().all(|y| match (x, y) {
            (MemoryObject::Part(bx, fx), MemoryObject::Part(by, fy)) if bx == by => {
                footprints_apart(model, fx, fy, distances, shape)
            }
            (MemoryObject::Part(..), MemoryObject::Part(..)) => {
                !table.conflict_between((a.class.kind, x), (b.class.kind, y), precision)
            }
            _ => false,
        })
    })
}

/// Two footprints of one object apart at every distance of `distances` ([`super::distance`]).
fn footprints_apart(
    model: &super::iteration::LoopModel,
    a: &super::Footprint,
    b: &super::Footprint,
    distances: Distances,
    shape: super::BlockShape,
) -> bool {
    match distances {
        Distances::Exactly(d) => super::distance::disjoint_across_iterations(model, a, b, d, shape),
        Distances::From(d) => super::distance::disjoint_from_distance(model, a, b, d, shape),
        Distances::Progression { first, step } => {
            super::distance::disjoint_on_progression(model, a, b, first, step, shape)
        }
    }
}
