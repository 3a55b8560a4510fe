//! Clusters of CTAs (PTX ISA, "Thread Block Clusters", `barrier.cluster`, `mapa`,
//! `getctarank`, distributed shared memory), as the interpreter runs them.
//!
//! A launch with [`LaunchConfig::cluster`] dimensions `(cx, cy, cz)` groups the CTAs into
//! clusters: CTA `(x, y, z)` is in cluster `(x / cx, y / cy, z / cz)` with rank
//! `x % cx + cx · (y % cy + cy · (z % cz))` (PTX's `%cluster_ctarank`). Every CTA of a
//! cluster a kernel touches must be among the CTAs run: a `mapa` to a rank that is not run
//! stops the run with a fault that says so.
//!
//! - **Distributed shared memory.** `mapa(p, r)` turns a pointer into this CTA's copy of a
//!   shared object into one into CTA `r`'s copy: a *window* of [`Memory`]. Loads, stores,
//!   atomics and mbarrier operations through it read and write that CTA's copy, and the race
//!   detector files them under that copy (`access::region`), so accesses of different CTAs to
//!   one copy are checked against each other. A CTA's barrier orders nothing about the other
//!   CTAs' accesses to its copy, so with clusters the detector keeps shared accesses across
//!   barriers (`sync_points`).
//! - **Cluster barriers.** `barrier.cluster.arrive` counts the thread in its cluster's current
//!   phase and releases its clock into it (not when `.relaxed`); `barrier.cluster.wait`
//!   blocks the thread until the phase it arrived at is complete — every thread of the
//!   cluster that has not exited has arrived — and acquires the phase's clock (PTX:
//!   `barrier.cluster.wait` has acquire semantics). Waiting without arriving first, or
//!   arriving twice, is undefined in PTX and a fault here.
//! - **Scopes.** `.cluster` operations synchronize the threads of one cluster
//!   ([`super::super::hb::Scope::Cluster`]).

use super::super::vclock::{join_into, Clock};
use super::access::fault;
use super::*;

/// Each CTA's cluster (numbered in order of first appearance among `ctas`) and rank in it.
pub(super) fn places(ctas: &[[u32; 3]], dims: [u32; 3]) -> Vec<(u32, u32)> {
    let [cx, cy, cz] = dims.map(|d| d.max(1));
    let mut ids: Vec<[u32; 3]> = Vec::new();
    ctas.iter()
        .map(|&[x, y, z]| {
            let id = [x / cx, y / cy, z / cz];
            let cluster = match ids.iter().position(|c| *c == id) {
                Some(k) => k,
                None => {
                    ids.push(id);
                    ids.len() - 1
                }
            };
            let rank = x % cx + cx * (y % cy + cy * (z % cz));
            (cluster as u32, rank)
        })
        .collect()
}

/// One cluster's barrier.
#[derive(Default)]
pub(super) struct ClusterBarrier {
    /// Phases completed so far.
    phase: u64,
    /// The threads (launch indices) that arrived at the current phase, and the phase each
    /// thread last arrived at.
    arrived: HashMap<u32, u64>,
    /// How many arrived at the current phase.
    count: u32,
    /// The releasing arrivals of the current phase, joined.
    clock: Clock,
    /// The clock of the last completed phase (what a wait acquires).
    completed: Clock,
}

impl ClusterBarrier {
    /// Some thread has arrived at the current phase.
    pub(super) fn pending(&self) -> bool {
        self.count > 0
    }
}

/// `barrier.cluster.arrive{.relaxed}` by `th`.
pub(super) fn arrive(ctx: &mut Ctx<'_, '_>, th: &Thread, release: bool) -> Result<(), Stop> {
    let c = ctx.states[th.cta as usize].cluster as usize;
    let phase = ctx.cluster_barriers[c].phase;
    if ctx.cluster_barriers[c].arrived.get(&th.gid) == Some(&phase) {
        return Err(fault(
            ctx,
            th,
            "barrier.cluster.arrive twice in one phase, without a wait between (undefined in PTX)"
                .into(),
        ));
    }
    let clock = if release {
        Some(ctx.hb.release_clock(th.gid))
    } else {
        None
    };
    let b = &mut ctx.cluster_barriers[c];
    b.arrived.insert(th.gid, phase);
    b.count += 1;
    if let Some(clock) = clock {
        join_into(&mut b.clock, &clock);
    }
    Ok(())
}

/// `barrier.cluster.wait` by `th`: true when it may go on (its phase is complete, and it
/// acquired it); false when it must wait.
pub(super) fn wait(ctx: &mut Ctx<'_, '_>, th: &Thread) -> Result<bool, Stop> {
    let c = ctx.states[th.cta as usize].cluster as usize;
    let Some(&arrived_at) = ctx.cluster_barriers[c].arrived.get(&th.gid) else {
        return Err(fault(
            ctx,
            th,
            "barrier.cluster.wait without a barrier.cluster.arrive before it (undefined in PTX)"
                .into(),
        ));
    };
    let b = &ctx.cluster_barriers[c];
    if b.phase > arrived_at {
        let completed = b.completed.clone();
        ctx.hb.acquire(th.gid, &completed);
        return Ok(true);
    }
    Ok(false)
}

/// Completes the cluster barrier phases every live thread has arrived at, and lets the
/// threads waiting for them go on. True when some thread was released.
pub(super) fn resolve(ctx: &mut Ctx<'_, '_>, threads: &mut [Thread]) -> bool {
    let mut released = false;
    for c in 0..ctx.cluster_barriers.len() {
        let members: Vec<usize> = (0..threads.len())
            .filter(|&t| ctx.states[threads[t].cta as usize].cluster as usize == c)
            .collect();
        let live = members
            .iter()
            .filter(|&&t| !matches!(threads[t].status, Status::Exited))
            .count() as u32;
        let b = &mut ctx.cluster_barriers[c];
        if b.count == 0 || b.count < live {
            continue;
        }
        b.phase += 1;
        b.count = 0;
        b.completed = std::mem::take(&mut b.clock);
        let completed = b.completed.clone();
        for &t in &members {
            if matches!(threads[t].status, Status::AtClusterWait) {
                ctx.hb.acquire(threads[t].gid, &completed);
                threads[t].status = Status::Ready;
                let frame = threads[t].frames.last_mut().expect("waiting thread");
                frame.pc += 1;
                released = true;
            }
        }
    }
    released
}

/// `mapa(p, rank)`: the window onto CTA `rank`'s copy of the shared object `p` points into.
pub(super) fn mapa(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    rank: u32,
) -> Result<Pointer, Stop> {
    let Some(object) = shared_object(ctx, p) else {
        return Err(fault(
            ctx,
            th,
            "mapa of an address outside shared memory".into(),
        ));
    };
    let cluster = ctx.states[th.cta as usize].cluster;
    let Some(k) = ctx
        .states
        .iter()
        .position(|s| s.cluster == cluster && s.rank == rank)
    else {
        return Err(fault(
            ctx,
            th,
            format!(
                "mapa to rank {rank} of the cluster, a block this run does not execute (run every block of the cluster)"
            ),
        ));
    };
    Ok(Pointer {
        object: ctx.mem.window(object, k as u32),
        offset: p.offset,
    })
}

/// `getctarank(p)`: the rank of the CTA whose copy of shared memory `p` points into.
pub(super) fn rank_of(ctx: &mut Ctx<'_, '_>, th: &Thread, p: Pointer) -> Result<u32, Stop> {
    if shared_object(ctx, p).is_none() {
        return Err(fault(
            ctx,
            th,
            "getctarank of an address outside shared memory".into(),
        ));
    }
    let cta = match ctx.mem.objects[p.object as usize].window {
        Some((_, k)) => k as usize,
        None => th.cta as usize,
    };
    Ok(ctx.states[cta].rank)
}

/// The shared object `p` points into (through a window, the object it shows).
fn shared_object(ctx: &Ctx<'_, '_>, p: Pointer) -> Option<ObjectId> {
    let o = ctx.mem.objects.get(p.object as usize)?;
    match o.window {
        Some((i, _)) => Some(i),
        None => (o.space == addr_space::SHARED).then_some(p.object),
    }
}

/// A pointer through a window onto another CTA's copy: that CTA (its index) and the pointer
/// into its copy as that CTA sees it. `None` for every other pointer (a window onto the
/// current CTA's own copy is made a plain pointer by [`local`]).
pub(super) fn remote(ctx: &Ctx<'_, '_>, p: Pointer) -> Option<(usize, Pointer)> {
    let (i, k) = ctx.mem.objects.get(p.object as usize)?.window?;
    (k as usize != ctx.cur).then_some((
        k as usize,
        Pointer {
            object: i,
            offset: p.offset,
        },
    ))
}

/// `p` with a window onto the current CTA's own copy replaced by the plain pointer.
pub(super) fn local(ctx: &Ctx<'_, '_>, p: Pointer) -> Pointer {
    match ctx
        .mem
        .objects
        .get(p.object as usize)
        .and_then(|o| o.window)
    {
        Some((i, k)) if k as usize == ctx.cur => Pointer {
            object: i,
            offset: p.offset,
        },
        _ => p,
    }
}

/// The value of a cluster special register (`cluster.ctarank`, `cluster.nctarank`,
/// `cluster.ctaid.x`, `cluster.nctaid.x`, `clusterid.x`, `nclusterid.x`, …), or `None` for
/// another register.
pub(super) fn special_register(ctx: &Ctx<'_, '_>, name: &str) -> Option<u32> {
    let dims = ctx.cfg.cluster.map(|d| d.max(1));
    let axis = |suffix: &str| match suffix {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    let (base, suffix) = name.rsplit_once('.').unwrap_or((name, ""));
    Some(match (base, axis(suffix)) {
        ("cluster", _) if suffix == "ctarank" => ctx.states[ctx.cur].rank,
        ("cluster", _) if suffix == "nctarank" => dims.iter().product(),
        ("cluster.ctaid", Some(a)) => ctx.cta[a] % dims[a],
        ("cluster.nctaid", Some(a)) => dims[a],
        ("clusterid", Some(a)) => ctx.cta[a] / dims[a],
        ("nclusterid", Some(a)) => ctx.cfg.grid[a].div_ceil(dims[a]),
        _ => return None,
    })
}
