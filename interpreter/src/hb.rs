//! The race detector: happens-before over vector clocks, after the PTX ISA's memory
//! consistency model, independent of the analyses' interval model (no
//! `syncflow-analyses` code is used; issue 27).
//!
//! ## Definition
//!
//! Two memory accesses by **different threads** (of the same CTA or of different CTAs of the
//! launch) that touch at least one common byte, at least one of them a write, **race** unless
//!
//! * (a) they are **morally strong** with respect to each other: both are *strong* — an
//!   atomic (`atomicrmw`, `cmpxchg`, `load/store atomic`, PTX `atom`/`red`), a `volatile`
//!   access, or a PTX `ld`/`st` with `.relaxed`/`.acquire`/`.release`/`.volatile` — at a
//!   scope that includes both threads (`cta` scope — LLVM `syncscope("block")`, PTX `.cta` —
//!   covers the threads of the same CTA; `cluster` scope — `syncscope("cluster")`, PTX
//!   `.cluster` — the threads of the same cluster, which is the CTA itself in a launch
//!   without clusters; `gpu`/`sys` scope — PTX `.gpu`/`.sys`, LLVM without a syncscope or
//!   `"device"` — every thread), **and** they access exactly the same bytes (same start, same
//!   size: mixed-width atomics on overlapping bytes do race); or
//! * (b) one **happens before** the other.
//!
//! ## Happens-before
//!
//! Each thread carries a vector clock with one entry per thread of the launch
//! ([`super::vclock`]); an access is stamped with its thread's current epoch, and access
//! `x` of thread `t` happens before the current point of thread `u` when `u`'s clock has
//! seen `t`'s epoch of `x`. The edges:
//!
//! * **program order** within a thread;
//! * **CTA barriers** (`bar.sync 0`, `barrier0`, `bar.sync id` without a count,
//!   `__syncthreads_count/and/or`): every participant ends with the join of all their
//!   clocks (bar.sync is cumulative: what a participant had seen before the barrier is
//!   seen by all after it);
//! * **named/partial barriers** (`bar.sync id, count`, `barrier.sync id, count`): the
//!   threads of that *instance* (the arrivals that complete it) join; `bar.arrive id, count`
//!   contributes the arriving thread's clock to the instance without waiting or acquiring;
//! * **`__syncwarp(mask)`**: its participants join (unless
//!   [`WarpSyncModel::IntervalsOnly`](super::WarpSyncModel));
//! * **release/acquire**: a release store, or a release/acq_rel/seq_cst `atomicrmw`,
//!   `cmpxchg` or `atom`, publishes the thread's clock into the location's *release clock*
//!   (a store replaces it; a read-modify-write joins into it, so release sequences
//!   continue through relaxed RMWs; a relaxed or plain store ends it). An acquire (or
//!   acq_rel/seq_cst) load or RMW joins the location's release clock into its thread;
//! * **fences** (`fence` acq_rel/seq_cst, `membar`, `__threadfence*`,
//!   `llvm.nvvm.fence.*`, PTX `fence.{sc,acq_rel}`): a strong write after a fence (in
//!   program order) publishes the clock the thread had at the fence; a strong read before
//!   a fence acquires, at the fence, what its location had published;
//! * **mbarriers**: `mbarrier.arrive` is a release (at CTA scope) into the current phase;
//!   a `try_wait`/`test_wait` that observes the phase complete acquires its arrivals.
//!
//! * **AMDGPU's barrier group** (`amd.rs`): `s_barrier` is a rendezvous that carries each
//!   participant's clock as of its last release fence to every participant's next acquire
//!   fence; fences narrowed to LDS by `!mmra` order LDS accesses only;
//! * **cluster barriers** (`barrier.cluster.arrive` then `barrier.cluster.wait`): every
//!   thread of the cluster arrives; a wait that finds the phase complete acquires the join of
//!   the arrivals (`.relaxed` arrivals contribute nothing).
//!
//! Scopes are respected on both sides: a release or acquire at CTA scope (or a fence at
//! CTA scope) synchronizes only threads of the same CTA, at cluster scope only threads of
//! the same cluster.
//!
//! ## Shadow memory (bounded)
//!
//! Per byte, the detector keeps the latest read and the latest write of each thread (a
//! strong access is kept apart from the thread's plain ones, and strong accesses of
//! different shape apart from each other, so that a plain access racing with an earlier
//! one is never hidden by a later strong one), at most [`MAX_ENTRIES`] per kind; when a list
//! is full, entries that happen before the new access are dropped first. Keeping the latest
//! per thread and class is exact: an earlier access of thread `t` unordered with a new one
//! implies the latest of its class is too. A plain write that every stored access of its byte
//! happens before replaces them all (FastTrack's rule: a later access unordered with one of
//! them is unordered with the write, and races with it — the race is then reported with the
//! write). Shared memory of a CTA is forgotten at each of its full barriers (every earlier
//! access of the CTA happens before every later one). Adjacent bytes with equal states are
//! kept as one run (`hb/shadow.rs`), so a bulk copy or a `wgmma` operand costs what its runs
//! cost, not its bytes; the findings are those of the byte-by-byte shadow.

mod amd;
mod shadow;

use super::vclock::{join_into, Clock, ThreadClock};
use std::collections::HashMap;
use syncflow_ir::{FunctionId, InstId};

/// Entries kept per byte and access kind.
pub const MAX_ENTRIES: usize = 64;

/// Which threads a strong operation or a fence is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// The threads of the issuing thread's CTA (`.cta`, `syncscope("block")`).
    Cta,
    /// The threads of the issuing thread's cluster (`.cluster`, `syncscope("cluster")`).
    Cluster,
    /// Every thread of the launch (`.gpu`, `.sys`, no syncscope).
    Gpu,
}

impl Scope {
    /// Whether this scope, of an operation by a thread of CTA `cta` in cluster `cluster`,
    /// includes a thread of CTA `other_cta` in cluster `other_cluster`.
    pub fn includes(self, cta: u32, cluster: u32, other_cta: u32, other_cluster: u32) -> bool {
        match self {
            Scope::Cta => cta == other_cta,
            Scope::Cluster => cluster == other_cluster,
            Scope::Gpu => true,
        }
    }

    /// The narrowest scope that holds two threads of these CTAs and clusters.
    pub fn narrowest(cta: u32, cluster: u32, other_cta: u32, other_cluster: u32) -> Scope {
        if cta == other_cta {
            Scope::Cta
        } else if cluster == other_cluster {
            Scope::Cluster
        } else {
            Scope::Gpu
        }
    }

    /// The scope an LLVM `syncscope` names (`None`: the system). AMDGPU's (AMDGPUUsage,
    /// "Memory Scopes"): `workgroup` is the CTA, `agent` and the system the launch; their
    /// `-one-as` forms order one address space at a time, which is no wider. (`wavefront`,
    /// narrower than a workgroup, has no scope here: the decoder refuses it by name.)
    pub fn of_syncscope(s: Option<&str>) -> Scope {
        match s.map(|s| s.trim_end_matches("one-as").trim_end_matches('-')) {
            Some("block") | Some("cta") | Some("singlethread") | Some("workgroup") => Scope::Cta,
            Some("cluster") => Scope::Cluster,
            _ => Scope::Gpu,
        }
    }

    /// The scope PTX modifiers name (`cta`, `cluster`, `gpu`, `sys`); `default` without one.
    pub fn of_ptx(modifiers: &[String], default: Scope) -> Scope {
        for m in modifiers {
            match m.as_str() {
                "cta" => return Scope::Cta,
                "cluster" => return Scope::Cluster,
                "gpu" | "sys" => return Scope::Gpu,
                _ => {}
            }
        }
        default
    }
}

/// The memory-model semantics of one access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Sem {
    /// Strong (atomic, volatile, relaxed or stronger) at this scope; `None`: plain.
    pub strong: Option<Scope>,
    /// Acquire semantics (for reads).
    pub acquire: bool,
    /// Release semantics (for writes).
    pub release: bool,
}

impl Sem {
    /// A plain (weak) access.
    pub const PLAIN: Sem = Sem {
        strong: None,
        acquire: false,
        release: false,
    };

    /// A relaxed strong access at `scope`.
    pub fn relaxed(scope: Scope) -> Sem {
        Sem {
            strong: Some(scope),
            ..Sem::PLAIN
        }
    }

    /// The semantics of an LLVM ordering at `scope` (`NotAtomic`: plain, or strong at the
    /// system scope when `volatile`).
    pub fn of_llvm(ordering: syncflow_ir::Ordering, volatile: bool, scope: Scope) -> Sem {
        use syncflow_ir::Ordering as O;
        match ordering {
            O::NotAtomic if volatile => Sem::relaxed(Scope::Gpu),
            O::NotAtomic => Sem::PLAIN,
            O::Unordered | O::Monotonic => Sem::relaxed(scope),
            O::Acquire => Sem {
                acquire: true,
                ..Sem::relaxed(scope)
            },
            O::Release => Sem {
                release: true,
                ..Sem::relaxed(scope)
            },
            O::AcqRel | O::SeqCst => Sem {
                acquire: true,
                release: true,
                ..Sem::relaxed(scope)
            },
        }
    }
}

/// `true`: a relaxed strong access at system scope; `false`: plain.
impl From<bool> for Sem {
    fn from(atomic: bool) -> Sem {
        if atomic {
            Sem::relaxed(Scope::Gpu)
        } else {
            Sem::PLAIN
        }
    }
}

/// An access as the shadow stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccessSite {
    /// The function.
    pub function: FunctionId,
    /// The instruction.
    pub inst: InstId,
    /// Writes.
    pub writes: bool,
    /// Reads.
    pub reads: bool,
    /// Strong at this scope (`None`: plain).
    pub strong: Option<Scope>,
    /// The thread's index in the launch.
    pub thread: u32,
    /// Its CTA's index among the launched CTAs.
    pub cta: u32,
    /// Its cluster (the CTA's index when the launch has no clusters).
    pub cluster: u32,
    /// Object.
    pub object: super::value::ObjectId,
    /// Byte offset of the access's start.
    pub offset: i64,
    /// Bytes.
    pub size: u64,
    /// AMDGPU: how many times the thread had executed this instruction (reached through
    /// the same call site), 1 the first time: lanes of one wave with equal counts executed
    /// it as one wave instruction (`amd.rs`). 0: not counted (NVIDIA).
    pub instance: u32,
}

impl AccessSite {
    /// True for an atomic/strong access.
    pub fn atomic(&self) -> bool {
        self.strong.is_some()
    }

    fn morally_strong(&self, other: &AccessSite) -> bool {
        let (Some(a), Some(b)) = (self.strong, other.strong) else {
            return false;
        };
        let scopes = a.includes(self.cta, self.cluster, other.cta, other.cluster)
            && b.includes(self.cta, self.cluster, other.cta, other.cluster);
        scopes && self.offset == other.offset && self.size == other.size
    }

    /// Plain accesses of a thread share one slot; strong ones one per shape.
    fn same_class(&self, other: &AccessSite) -> bool {
        self.thread == other.thread
            && match (self.strong, other.strong) {
                (None, None) => true,
                (Some(a), Some(b)) => {
                    a == b && self.offset == other.offset && self.size == other.size
                }
                _ => false,
            }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Entry {
    site: AccessSite,
    epoch: u32,
}

/// A detected conflict.
#[derive(Clone, Copy, Debug)]
pub struct Conflict {
    /// The earlier access.
    pub first: AccessSite,
    /// The later access.
    pub second: AccessSite,
    /// A byte both touch.
    pub offset: u64,
}

/// Where a location lives: its object and, for shared memory, the CTA whose copy it is.
pub type Region = (super::value::ObjectId, u32);

/// What one thread carries besides its clock: the clock it had at its last fence (released
/// by its next strong writes), and what its strong reads since its last fence would acquire,
/// by the narrowest scope that holds the releasing thread (its CTA, its cluster, the launch).
#[derive(Clone, Debug, Default)]
struct FenceState {
    at_fence: Option<(Clock, Scope)>,
    pending: [Option<Clock>; 3],
    /// AMDGPU (`amd.rs`): what the thread's last release fence released for LDS (its clock
    /// joined with its LDS-only knowledge), and what an acquire fence would take for LDS.
    at_fence_lds: Option<Clock>,
    pending_lds: Option<Clock>,
}

/// One release into a location: by a thread of CTA `cta` (of cluster `cluster`), at
/// `scope`.
#[derive(Clone, Debug)]
struct Release {
    cta: u32,
    cluster: u32,
    scope: Scope,
    clock: Clock,
}

/// The detector's state for one launch (all CTAs run together).
#[derive(Debug)]
pub struct Detector {
    /// Clocks by thread index in the launch.
    pub clocks: Vec<ThreadClock>,
    /// Threads per CTA.
    pub per_cta: u32,
    /// The cluster of each CTA (by its index among the launched CTAs).
    pub clusters: Vec<u32>,
    fences: Vec<FenceState>,
    /// Per thread, what it has seen of others' accesses to shared memory (LDS) beyond its
    /// clock: what fences narrowed to LDS by `!mmra` ordered (`amd.rs`). Empty on NVIDIA.
    lds_seen: Vec<Clock>,
    /// Lanes per wave, for `amd.rs`'s one-instruction rule (0: not AMDGPU).
    pub wave_size: u32,
    shadow: HashMap<Region, shadow::Shadow>,
    releases: HashMap<(Region, i64), Vec<Release>>,
}

impl Detector {
    /// A detector for CTAs of `per_cta` threads, each in the cluster `clusters` gives (one
    /// entry per CTA; its own index when the launch has no clusters).
    pub fn new(clusters: Vec<u32>, per_cta: u32) -> Detector {
        let n = clusters.len() * per_cta as usize;
        Detector {
            clocks: ThreadClock::launch(n),
            per_cta,
            clusters,
            fences: vec![FenceState::default(); n],
            lds_seen: vec![Clock::new(); n],
            wave_size: 0,
            shadow: HashMap::new(),
            releases: HashMap::new(),
        }
    }

    /// The CTA index of thread `t`.
    pub fn cta_of(&self, t: u32) -> u32 {
        t / self.per_cta.max(1)
    }

    /// The cluster of thread `t`.
    pub fn cluster_of(&self, t: u32) -> u32 {
        let cta = self.cta_of(t);
        self.clusters.get(cta as usize).copied().unwrap_or(cta)
    }

    /// Checks and records an access; the first conflict it makes, if any.
    pub fn access(&mut self, region: Region, site: AccessSite) -> Option<Conflict> {
        let clock = &self.clocks[site.thread as usize];
        let epoch = clock.epoch();
        // Shared memory (a region owned by a CTA): what LDS-only fences ordered counts too.
        let lds_seen: &[u32] = if region.1 != u32::MAX {
            &self.lds_seen[site.thread as usize]
        } else {
            &[]
        };
        let entry = Entry { site, epoch };
        let (per_cta, wave_size) = (self.per_cta, self.wave_size);
        let runs = self.shadow.entry(region).or_default();
        let mut found = None;
        let end = (site.offset as u64).saturating_add(site.size);
        // One visit per run of bytes with equal states (`shadow.rs`): the byte-by-byte
        // update below, made once for all of a run's bytes.
        runs.for_each_run(site.offset as u64, end, |byte, shadow| {
            let conflicting = |e: &Entry| {
                if amd::one_wave_instruction(&e.site, &site, per_cta, wave_size) {
                    return false;
                }
                e.site.thread != site.thread
                    && !e.site.morally_strong(&site)
                    && !clock.has_seen(e.site.thread as usize, e.epoch)
                    && lds_seen
                        .get(e.site.thread as usize)
                        .is_none_or(|&c| c < e.epoch)
            };
            let mut hit = shadow.writes.iter().find(|e| conflicting(e));
            if hit.is_none() && site.writes {
                hit = shadow.reads.iter().find(|e| conflicting(e));
            }
            match hit {
                Some(e) if found.is_none() => {
                    found = Some(Conflict {
                        first: e.site,
                        second: site,
                        offset: byte,
                    });
                }
                None if site.writes
                    && site.strong.is_none()
                    && !shadow
                        .writes
                        .iter()
                        .any(|e| amd::one_wave_instruction(&e.site, &site, per_cta, wave_size)) =>
                {
                    // A plain write every stored access happens before (or is this thread's):
                    // any later access unordered with one of them is unordered with this write
                    // too, and races with it, so they need not be kept.
                    shadow.reads.clear();
                    shadow.writes.clear();
                }
                _ => {}
            }
            if site.writes {
                store(&mut shadow.writes, entry, clock);
            }
            if site.reads {
                store(&mut shadow.reads, entry, clock);
            }
        });
        found
    }

    /// Forgets the accesses to shared memory of CTA `cta` (it passed a full barrier).
    pub fn forget_shared(&mut self, cta: u32, shared: &dyn Fn(super::value::ObjectId) -> bool) {
        self.shadow
            .retain(|(object, owner), _| !(*owner == cta && shared(*object)));
    }

    /// The synchronization effects of an access of thread `t` (after [`Detector::access`]):
    /// acquire from and release into the location `(region, offset)`.
    pub fn synchronize(
        &mut self,
        t: u32,
        region: Region,
        offset: i64,
        sem: Sem,
        reads: bool,
        writes: bool,
    ) {
        let cta = self.cta_of(t);
        let cluster = self.cluster_of(t);
        let key = (region, offset);
        let Some(scope) = sem.strong else {
            if writes && !self.releases.is_empty() {
                self.releases.remove(&key);
            }
            return;
        };
        if reads {
            if let Some(list) = self.releases.get(&key) {
                // Joined by the narrowest scope holding the releaser: CTA, cluster, launch.
                let mut by_distance: [Option<Clock>; 3] = [None, None, None];
                for r in list {
                    let visible = r.scope.includes(r.cta, r.cluster, cta, cluster)
                        && scope.includes(cta, cluster, r.cta, r.cluster);
                    if !visible {
                        continue;
                    }
                    let d = Scope::narrowest(r.cta, r.cluster, cta, cluster) as usize;
                    join_into(by_distance[d].get_or_insert_with(Vec::new), &r.clock);
                }
                if sem.acquire {
                    for c in by_distance.iter().flatten() {
                        self.clocks[t as usize].acquire(c);
                    }
                } else {
                    let f = &mut self.fences[t as usize];
                    for (d, c) in by_distance.into_iter().enumerate() {
                        if let Some(c) = c {
                            join_into(f.pending[d].get_or_insert_with(Vec::new), &c);
                        }
                    }
                }
            }
        }
        if writes {
            let rmw = reads;
            let published = if sem.release {
                Some((self.clocks[t as usize].snapshot(), scope))
            } else {
                self.fences[t as usize]
                    .at_fence
                    .as_ref()
                    .map(|(c, s)| (c.clone(), (*s).min(scope)))
            };
            let list = self.releases.entry(key).or_default();
            if !rmw {
                list.clear();
            }
            if let Some((clock, scope)) = published {
                match list.iter_mut().find(|r| r.cta == cta && r.scope == scope) {
                    Some(r) => join_into(&mut r.clock, &clock),
                    None => list.push(Release {
                        cta,
                        cluster,
                        scope,
                        clock,
                    }),
                }
                if sem.release {
                    self.clocks[t as usize].tick();
                }
            }
        }
    }

    /// A fence of thread `t` at `scope`: acquires what its earlier strong reads saw
    /// (`acquire`), and remembers its clock for its later strong writes (`release`).
    pub fn fence(&mut self, t: u32, scope: Scope, acquire: bool, release: bool) {
        let f = &mut self.fences[t as usize];
        if acquire {
            // What reads observed from threads within the fence's scope.
            let pending = std::mem::take(&mut f.pending);
            let clock = &mut self.clocks[t as usize];
            for (d, c) in pending.into_iter().enumerate() {
                if let Some(c) = c {
                    if d <= scope as usize {
                        clock.acquire(&c);
                    }
                }
            }
        }
        if release {
            let snapshot = self.clocks[t as usize].snapshot();
            self.fences[t as usize].at_fence = Some((snapshot, scope));
            self.clocks[t as usize].tick();
        }
    }

    /// Thread `t`'s clock, to publish (an mbarrier arrival, a `bar.arrive`); it starts a new
    /// epoch.
    pub fn release_clock(&mut self, t: u32) -> Clock {
        let c = self.clocks[t as usize].snapshot();
        self.clocks[t as usize].tick();
        c
    }

    /// Thread `t` acquires `clock`.
    pub fn acquire(&mut self, t: u32, clock: &[u32]) {
        self.clocks[t as usize].acquire(clock);
    }

    /// The threads `members` (launch indices) synchronize with each other, and with the
    /// released `extra`.
    pub fn join(&mut self, members: &[usize], extra: Option<&[u32]>) {
        ThreadClock::join_all(&mut self.clocks, members, extra);
    }
}

/// Keeps `entry` in `list`: replacing its thread's entry of the same class, or added; when
/// the list is full, entries that happen before it are dropped first.
fn store(list: &mut Vec<Entry>, entry: Entry, clock: &ThreadClock) {
    if let Some(e) = list.iter_mut().find(|e| e.site.same_class(&entry.site)) {
        *e = entry;
        return;
    }
    if list.len() >= MAX_ENTRIES {
        list.retain(|e| !clock.has_seen(e.site.thread as usize, e.epoch));
    }
    if list.len() < MAX_ENTRIES {
        list.push(entry);
    }
}
