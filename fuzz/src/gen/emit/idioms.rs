//! The synchronization idioms of issue 27 ([`GenOptions::sync_idioms`](crate::gen::GenOptions)):
//! which idioms a kernel gets and where, the helpers they share, and the idioms that stay
//! inside one CTA (the cross-CTA ones are in `idioms_grid.rs`).
//!
//! Every idiom works on memory of its own — instance `k` owns `__shared__` array `y<k>`,
//! the words `[k·4n, (k+1)·4n)` of the global buffer `gsync` and `[8k, 8k+8)` of `gflag` —
//! so the planner's state of the kernel body does not meet it; its CTA barriers are real
//! barriers of the body too (they cut the planner's state). Each required barrier is
//! counted in [`GeneratedKernel::planned_barriers`](super::GeneratedKernel).

use super::pick::Pick;
use super::*;

/// One idiom of issue 27, as the generator emits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Idiom {
    /// Every thread `atomicrmw add`s 1 to a counter, `__syncthreads()`, thread 0 reads it
    /// (`load atomic`, or `atomicrmw add …, 0` whose result is used when `rmw_read`) and
    /// stores it to `gsync`. A shared counter is first zeroed by thread 0 behind a barrier.
    /// Both barriers are required.
    ObservedCounter {
        /// The counter is a `gflag` word (else `y<k>[0]`).
        global: bool,
        /// Read with an RMW whose result is used (else an atomic load).
        rmw_read: bool,
    },
    /// The same commuting reduction (`atomicrmw add/or/max`, i32, results unused) on one
    /// word on both sides of a `__syncthreads()` that orders nothing else: that barrier stays
    /// removable (a control). A shared word is zeroed before (required barrier) and read by
    /// thread 0 after (required barrier).
    CommutingReductions {
        /// Which operation.
        op: Reduction,
        /// A `gflag` word (else `y<k>[0]`).
        global: bool,
    },
    /// Every thread adds -1 to the low half of an i64 word with an i32 `atomicrmw`,
    /// `__syncthreads()`, then adds 1 to the word with an i64 `atomicrmw`: the order shows in
    /// the carry, so the barrier is required.
    MixedWidth {
        /// A `gsync` word (else `y<k>[0]`, zeroed first and read by thread 0 after).
        global: bool,
    },
    /// 2-D blocks: rows store the same slot one after the other, ordered by `how`, then
    /// `__syncthreads()` (required), then every thread reads the slot (the last row's value).
    OrderedStores {
        /// What orders the rows' stores.
        how: StoreOrder,
    },
    /// Blocks of two warps or more: every thread stores `y[tid]` through `volatile`,
    /// `__syncthreads()` (required), warp 0
    /// sums the array in a warp-unrolled volatile tail with `__syncwarp()` between the steps,
    /// `__syncthreads()` (required), every thread reads `y[0]` (volatile).
    VolatileTail {
        /// Through inline PTX `ld.volatile.shared`/`st.volatile.shared` (else LLVM
        /// `volatile`).
        asm: bool,
    },
    /// Grid of 2: CTA 0's threads write `gsync`, `__syncthreads()` (required), thread 0
    /// signals a `gflag` word; CTA 1's thread 0 waits for it (a bounded spin of [`SPIN_TRIPS`] trips),
    /// `__syncthreads()` (required), every thread reads CTA 0's data. CTA 0 never waits.
    Publish {
        /// How the flag is signalled and awaited.
        signal: Signal,
    },
    /// Grid of 2, last-block counting (threadFenceReduction's shape): each CTA's threads
    /// write their data, `__syncthreads()`, thread 0 fences and takes a ticket with
    /// `atomicrmw add` on a `gflag` word, fences, records in shared memory whether it was the
    /// last, `__syncthreads()`; the last CTA sums every CTA's data and resets the counter.
    LastBlock,
    /// Grid of 2, Triton's layer-norm-backward lock: thread 0 spins on `cmpxchg` (acquire)
    /// for a lock word, `__syncthreads()` (`tl.debug_barrier()`), every thread
    /// read-modify-writes its word of a global partial buffer, `__syncthreads()`, thread 0
    /// releases with `atomicrmw xchg … 0`. Both barriers are required.
    Lock,
    /// A cluster of the grid's 2 CTAs (Hopper's distributed shared memory): CTA 1's thread 0
    /// initialises an mbarrier `yb<k>` in its shared memory, both CTAs pass a cluster barrier;
    /// CTA 0's threads write `y<k>[tid]`, `__syncthreads()` (required), thread 0 arrives on
    /// CTA 1's mbarrier through `mapa` (`mbarrier.arrive.release.cluster.shared::cluster`);
    /// CTA 1's thread 0 waits on it (`try_wait.parity.acquire.cluster`, a bounded spin),
    /// `__syncthreads()` (required), every thread reads CTA 0's `y<k>` through `mapa`; a
    /// last cluster barrier keeps CTA 0's shared memory alive until then.
    ClusterPublish,
}

/// A commuting reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reduction {
    /// `atomicrmw add`.
    Add,
    /// `atomicrmw or`.
    Or,
    /// `atomicrmw max`.
    Max,
}

/// What orders the rows' stores of [`Idiom::OrderedStores`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoreOrder {
    /// `__syncwarp()` (`llvm.nvvm.bar.warp.sync(-1)`) between the rows of one warp, which
    /// share the slot `warp · X + threadIdx.x` (blocks of width 8 or 16).
    SyncWarp,
    /// A named barrier over the whole block, `llvm.nvvm.barrier.sync.cnt(1, n)`, between
    /// rows sharing `threadIdx.x` (needs a happens-before detector).
    NamedBarrier,
    /// Row 0 stores, then sets a per-column shared flag with `store atomic … release`; row 1
    /// spins on it with `load atomic … acquire`, then stores (needs a happens-before
    /// detector).
    Flag,
}

/// How [`Idiom::Publish`] signals and waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signal {
    /// `fence seq_cst` + `store atomic … monotonic`; the consumer spins on a `volatile`
    /// load, then `fence seq_cst` (`__threadfence()` around a volatile flag).
    FenceFlag,
    /// `llvm.nvvm.membar.gl()` + `atomicrmw xchg … monotonic`; the consumer spins on a
    /// monotonic `load atomic`, then `llvm.nvvm.membar.gl()`.
    MembarExchange,
    /// `store atomic … release` / `load atomic … acquire` (system scope).
    ReleaseAcquire,
    /// `atomicrmw xchg … syncscope("device") release` / `load atomic … syncscope("device")
    /// acquire`.
    ReleaseAcquireDevice,
    /// Inline PTX `st.release.gpu.global.u32` / `ld.acquire.gpu.global.u32` (under
    /// [`GenOptions::inline_asm`](crate::gen::GenOptions)).
    Asm,
}

impl Idiom {
    /// A short name (`observed-counter`, `publish`, …).
    pub fn name(self) -> &'static str {
        match self {
            Idiom::ObservedCounter { .. } => "observed-counter",
            Idiom::CommutingReductions { .. } => "commuting-reductions",
            Idiom::MixedWidth { .. } => "mixed-width",
            Idiom::OrderedStores { .. } => "ordered-stores",
            Idiom::VolatileTail { .. } => "volatile-tail",
            Idiom::Publish { .. } => "publish",
            Idiom::LastBlock => "last-block",
            Idiom::Lock => "lock",
            Idiom::ClusterPublish => "cluster-publish",
        }
    }

    /// True when the idiom needs both CTAs of the grid to run.
    pub fn needs_grid(self) -> bool {
        matches!(
            self,
            Idiom::Publish { .. } | Idiom::LastBlock | Idiom::Lock | Idiom::ClusterPublish
        )
    }

    /// True when the idiom needs the grid's two CTAs to form a cluster.
    pub fn needs_cluster(self) -> bool {
        matches!(self, Idiom::ClusterPublish)
    }
}

/// Bounded spins give up after this many trips (and fall through). A fair schedule needs
/// far fewer (round-robin with 1,000-step quanta: about 250; lockstep: about 10); the limit
/// is kept small because the minimizer's candidates that drop a signal spin to it
/// (`1 << 16` made a 1,000-kernel campaign 5 times slower).
pub const SPIN_TRIPS: u32 = 1 << 12;

/// The idioms of a kernel and the top-level positions (statement indices of the kernel
/// body, `0..=len`) they are emitted before: one or two, drawn from the description.
pub(super) fn choose(desc: &KernelDesc, opts: &GenOptions, len: usize) -> Vec<(usize, Idiom)> {
    let mut p = Pick::of(desc, 0);
    let [x, y, _] = desc.shape.dims();
    let mut kinds: Vec<Idiom> = Vec::new();
    let count = 1 + p.below(2);
    for _ in 0..count {
        let idiom = loop {
            let global = p.coin();
            // The cluster idiom only under its option, so that the other draws stay the
            // same without it.
            let kinds = if opts.sync_idioms_cluster { 9 } else { 8 };
            let candidate = match p.below(kinds) {
                0 => Idiom::ObservedCounter {
                    global,
                    rmw_read: p.coin(),
                },
                1 => Idiom::CommutingReductions {
                    op: [Reduction::Add, Reduction::Or, Reduction::Max][p.below(3)],
                    global,
                },
                2 => Idiom::MixedWidth { global },
                3 => {
                    let mut ways = Vec::new();
                    if y > 1 && x < 32 {
                        ways.push(StoreOrder::SyncWarp);
                    }
                    if y > 1 && opts.sync_idioms_hb {
                        ways.push(StoreOrder::NamedBarrier);
                        ways.push(StoreOrder::Flag);
                    }
                    if ways.is_empty() {
                        continue;
                    }
                    Idiom::OrderedStores {
                        how: ways[p.below(ways.len())],
                    }
                }
                // Two warps at least: with one, `__syncwarp` alone orders the tail.
                4 if x * y >= 64 => Idiom::VolatileTail {
                    asm: opts.inline_asm && p.coin(),
                },
                4 => continue,
                5 => {
                    let mut signals = vec![
                        Signal::FenceFlag,
                        Signal::MembarExchange,
                        Signal::ReleaseAcquire,
                        Signal::ReleaseAcquireDevice,
                    ];
                    if opts.inline_asm {
                        signals.push(Signal::Asm);
                    }
                    Idiom::Publish {
                        signal: signals[p.below(signals.len())],
                    }
                }
                6 => Idiom::LastBlock,
                7 => Idiom::Lock,
                _ => Idiom::ClusterPublish,
            };
            break candidate;
        };
        kinds.push(idiom);
    }
    let mut out: Vec<(usize, Idiom)> = kinds.into_iter().map(|i| (p.below(len + 1), i)).collect();
    out.sort_by_key(|(at, _)| *at);
    out
}

/// Lowers `desc` with `idioms` after its body (whatever `opts.sync_idioms` says): the
/// kernels of `tests/sync_idioms.rs`, one idiom at a time.
pub fn lower_with_idioms(
    desc: &KernelDesc,
    opts: &GenOptions,
    idioms: &[Idiom],
) -> GeneratedKernel {
    let opts = GenOptions {
        sync_idioms: true,
        ..*opts
    };
    super::lower_inner(desc, &opts, Some(idioms))
}

impl Lower {
    /// The kernel body, with the idioms (drawn by [`choose`], or `forced` after the body)
    /// and the ring loops of [`GenOptions::multi_buffer`] (drawn by `multi_buffer::choose`)
    /// before the statements at their positions (an idiom before a ring at the same one);
    /// returns the idioms emitted.
    pub(super) fn body_with_idioms(
        &mut self,
        f: &mut Func,
        desc: &KernelDesc,
        forced: Option<&[Idiom]>,
    ) -> Vec<Idiom> {
        if !self.opts.sync_idioms && !self.opts.multi_buffer {
            self.stmts(f, &desc.body, 0, false);
            if self.opts.warp_specialized {
                if let Some((kind, j, trips)) = super::warp_loop::choose(desc, self.dims) {
                    self.warp_loop(f, kind, j, trips);
                }
            }
            if self.opts.mbarrier_ring {
                let forced = self.opts.mbarrier_ring_kind;
                if let Some(draw) = super::mbar_ring::choose(desc, self.dims, forced) {
                    self.mbar_ring(f, draw);
                }
            }
            return Vec::new();
        }
        let body = &desc.body[..desc.body.len().min(self.opts.max_body)];
        let chosen = match forced {
            Some(list) => list.iter().map(|i| (body.len(), *i)).collect(),
            None if self.opts.sync_idioms => choose(desc, &self.opts, body.len()),
            None => Vec::new(),
        };
        let rings = if self.opts.multi_buffer {
            let plans = super::multi_buffer::choose(desc, self.n, body.len());
            match self.opts.target {
                super::Target::Nvptx => plans,
                super::Target::Amdgpu { .. } => plans
                    .into_iter()
                    .map(|(at, plan)| (at, super::amdgpu::synchronous_ring(plan)))
                    .collect(),
            }
        } else {
            Vec::new()
        };
        /// What goes in between the body's statements.
        enum Insert {
            Idiom(usize, Idiom),
            Ring(super::multi_buffer::RingPlan),
        }
        let mut inserts: Vec<(usize, Insert)> = chosen
            .iter()
            .enumerate()
            .map(|(k, (at, idiom))| (*at, Insert::Idiom(k, *idiom)))
            .chain(rings.into_iter().map(|(at, plan)| (at, Insert::Ring(plan))))
            .collect();
        // Stable: idioms keep their order, and come before rings at the same position.
        inserts.sort_by_key(|(at, i)| (*at, matches!(i, Insert::Ring(_))));
        let mut from = 0;
        for (at, insert) in inserts {
            self.stmts(f, &body[from..at], 0, false);
            match insert {
                Insert::Idiom(k, idiom) => self.idiom(f, k, idiom),
                Insert::Ring(plan) => self.ring(f, &plan),
            }
            from = at;
        }
        self.stmts(f, &body[from..], 0, false);
        chosen.into_iter().map(|(_, i)| i).collect()
    }

    /// `{r} = icmp {pred} i32 {a}, {b}`; returns `r`.
    pub(super) fn icmp(&mut self, f: &mut Func, pred: &str, a: &str, b: &str) -> String {
        let r = self.fresh("c");
        self.emit(f, format!("{r} = icmp {pred} i32 {a}, {b}"));
        r
    }

    /// `{r} = {op} i32 {a}, {b}`; returns `r`.
    pub(super) fn arith(&mut self, f: &mut Func, op: &str, a: &str, b: &str) -> String {
        let r = self.fresh("x");
        self.emit(f, format!("{r} = {op} i32 {a}, {b}"));
        r
    }

    /// `&y<k>[idx]` (elements of type `elem`, the array `len` long), in `addrspace(3)`.
    pub(super) fn y_ptr(&mut self, f: &mut Func, k: usize, elem: &str, idx: &str) -> String {
        let len = self.idiom_arrays[k].1;
        let p = self.fresh("py");
        self.emit(
            f,
            format!("{p} = getelementptr inbounds [{len} x {elem}], ptr addrspace(3) @y{k}, i32 0, i32 {idx}"),
        );
        p
    }

    /// `&buf[word]` for `buf` `%gsync` or `%gflag` (i32 words; `word` an i32 operand).
    pub(super) fn g_ptr(&mut self, f: &mut Func, buf: &str, word: &str) -> String {
        let w = self.fresh("gw");
        let p = self.fresh("pg");
        self.emit(f, format!("{w} = zext i32 {word} to i64"));
        self.emit(
            f,
            format!("{p} = getelementptr inbounds i32, ptr {buf}, i64 {w}"),
        );
        p
    }

    /// The first `gsync` word of instance `k` plus `offset` (an i32 operand), as a register.
    pub(super) fn sync_word(&mut self, f: &mut Func, k: usize, offset: &str) -> String {
        let base = k as u32 * 4 * self.n;
        self.arith(f, "add nuw nsw", offset, &base.to_string())
    }

    /// A required barrier of an idiom (counted as planned).
    pub(super) fn required(&mut self, f: &mut Func, depth: usize, why: &str) {
        self.planned += 1;
        self.barrier(f, depth, &format!("  // required: {why}"));
    }

    /// A bounded spin: `for (i = 0; i < SPIN_TRIPS && !done(); i++) ;` where `done` emits
    /// the flag's read and returns the `i1` that ends the wait.
    pub(super) fn spin<F: FnOnce(&mut Self, &mut Func) -> String>(
        &mut self,
        f: &mut Func,
        done: F,
    ) {
        let pre = f.label.clone();
        let head = self.fresh("spin");
        let body = self.fresh("spinmore");
        let exit = self.fresh("spundone");
        let i = self.fresh("si");
        let inext = self.fresh("si");
        self.emit(f, format!("br label {head}"));
        self.label(f, &head);
        self.emit(
            f,
            format!("{i} = phi i32 [ 0, {pre} ], [ {inext}, {body} ]"),
        );
        let d = done(self, f);
        self.emit(f, format!("br i1 {d}, label {exit}, label {body}"));
        self.label(f, &body);
        self.emit(f, format!("{inext} = add nuw nsw i32 {i}, 1"));
        let more = self.icmp(f, "ult", &inext, &SPIN_TRIPS.to_string());
        self.emit(f, format!("br i1 {more}, label {head}, label {exit}"));
        self.label(f, &exit);
    }

    /// Emits idiom `idiom` as instance `k`, at depth 0 of the kernel body.
    pub(super) fn idiom(&mut self, f: &mut Func, k: usize, idiom: Idiom) {
        let n = self.n;
        let (elem, len) = match idiom {
            Idiom::MixedWidth { .. } => ("i64", 2),
            Idiom::OrderedStores { .. } => ("i32", 2 * n),
            _ => ("i32", n),
        };
        self.idiom_arrays.push((elem, len));
        debug_assert_eq!(self.idiom_arrays.len(), k + 1);
        self.line(0, &format!("// idiom {k}: {}", idiom.name()));
        match idiom {
            Idiom::ObservedCounter { global, rmw_read } => {
                self.observed_counter(f, k, global, rmw_read)
            }
            Idiom::CommutingReductions { op, global } => {
                self.commuting_reductions(f, k, op, global)
            }
            Idiom::MixedWidth { global } => self.mixed_width(f, k, global),
            Idiom::OrderedStores { how } => self.ordered_stores(f, k, how),
            Idiom::VolatileTail { asm } => self.volatile_tail(f, k, asm),
            Idiom::Publish { signal } => self.publish(f, k, signal),
            Idiom::LastBlock => self.last_block(f, k),
            Idiom::Lock => self.lock(f, k),
            Idiom::ClusterPublish => self.cluster_publish(f, k),
        }
    }

    /// `if (tid == 0) y<k>[0] = 0;` then a required barrier.
    fn zero_first(&mut self, f: &mut Func, k: usize, elem: &str) {
        let d = self.source_line(f, 0, &format!("if (tid == 0) y{k}[0] = 0;"));
        self.single(f, |me, f| {
            me.emit(
                f,
                format!("store {elem} 0, ptr addrspace(3) @y{k}, align 8{d}"),
            );
        });
        self.required(f, 0, "the zeroing before the atomics");
    }

    /// `if (tid == 0) gsync[k·4n + ctaid·2] = y<k>[0];` (a plain load, `elem` wide) after
    /// a required barrier.
    fn observe(&mut self, f: &mut Func, k: usize, elem: &str, why: &str) {
        self.required(f, 0, why);
        let d = self.source_line(f, 0, &format!("if (tid == 0) gsync[ctaid * 2] = y{k}[0];"));
        self.single(f, |me, f| {
            let v = me.fresh("v");
            me.emit(
                f,
                format!("{v} = load {elem}, ptr addrspace(3) @y{k}, align 8{d}"),
            );
            me.store_observation(f, k, (elem, &v), 8);
        });
    }

    /// `gsync[k·4n + ctaid·2] = v` for a value `(type, register)`, `align` bytes aligned:
    /// thread 0's observation, in the word the harness compares.
    fn store_observation(&mut self, f: &mut Func, k: usize, (elem, v): (&str, &str), align: u32) {
        let o = self.arith(f, "shl nuw nsw", "%ctaid", "1");
        let w = self.sync_word(f, k, &o);
        let p = self.g_ptr(f, "%gsync", &w);
        self.emit(f, format!("store {elem} {v}, ptr {p}, align {align}"));
    }

    /// The counter word: `y<k>[0]` or `gflag[8k + ctaid]`; returns the pointer and its type.
    fn counter(&mut self, f: &mut Func, k: usize, global: bool, word: u32) -> (String, String) {
        if global {
            let w = self.arith(
                f,
                "add nuw nsw",
                "%ctaid",
                &(8 * k as u32 + word).to_string(),
            );
            (self.g_ptr(f, "%gflag", &w), "ptr".into())
        } else {
            (format!("@y{k}"), "ptr addrspace(3)".into())
        }
    }

    /// A monotonic `atomicrmw {op}` of `operand` (`i32 1`) on the word `(pointer, type)`,
    /// `align` bytes aligned, whose result (`%rN`) goes unused.
    fn unused_rmw(
        &mut self,
        f: &mut Func,
        (p, ty): (String, String),
        op: &str,
        operand: &str,
        align: u32,
        d: &str,
    ) {
        let r = self.fresh("r");
        self.emit(
            f,
            format!("{r} = atomicrmw {op} {ty} {p}, {operand} monotonic, align {align}{d}"),
        );
    }

    fn observed_counter(&mut self, f: &mut Func, k: usize, global: bool, rmw_read: bool) {
        if !global {
            self.zero_first(f, k, "i32");
        }
        let name = if global { "gflag[ctaid]" } else { "y[0]" };
        let d = self.source_line(f, 0, &format!("atomicAdd(&{name}, 1);"));
        let counter = self.counter(f, k, global, 0);
        self.unused_rmw(f, counter, "add", "i32 1", 4, &d);
        self.required(f, 0, "every increment before thread 0 reads the total");
        let read = if rmw_read {
            format!("atomicAdd(&{name}, 0)")
        } else {
            format!("atomic_load(&{name})")
        };
        let d = self.source_line(f, 0, &format!("if (tid == 0) gsync[ctaid * 2] = {read};"));
        self.single(f, |me, f| {
            let (p, ty) = me.counter(f, k, global, 0);
            let v = me.fresh("v");
            if rmw_read {
                me.emit(
                    f,
                    format!("{v} = atomicrmw add {ty} {p}, i32 0 monotonic, align 4{d}"),
                );
            } else {
                me.emit(
                    f,
                    format!("{v} = load atomic i32, {ty} {p} monotonic, align 4{d}"),
                );
            }
            me.store_observation(f, k, ("i32", &v), 4);
        });
    }

    fn commuting_reductions(&mut self, f: &mut Func, k: usize, op: Reduction, global: bool) {
        if !global {
            self.zero_first(f, k, "i32");
        }
        let (name, func) = match op {
            Reduction::Add => ("add", "atomicAdd"),
            Reduction::Or => ("or", "atomicOr"),
            Reduction::Max => ("max", "atomicMax"),
        };
        let target = if global { "gflag[2 + ctaid]" } else { "y[0]" };
        for side in 0..2 {
            let (v, text) = match (op, side) {
                (Reduction::Add, 0) => (self.arith(f, "add nuw nsw", "%tid", "1"), "tid + 1"),
                (Reduction::Add, _) => ("1".to_string(), "1"),
                (Reduction::Or, 0) => {
                    let s = self.arith(f, "and", "%tid", "31");
                    (self.arith(f, "shl nuw", "1", &s), "1 << (tid % 32)")
                }
                (Reduction::Or, _) => (self.arith(f, "add nuw nsw", "%tid", "256"), "tid + 256"),
                (Reduction::Max, 0) => ("%tid".to_string(), "tid"),
                (Reduction::Max, _) => {
                    let s = self.arith(f, "mul nuw nsw", "%tid", "3");
                    (s, "3 * tid")
                }
            };
            let d = self.source_line(
                f,
                0,
                &format!("{func}(&{target}, {text});  // result unused"),
            );
            let counter = self.counter(f, k, global, 2);
            self.unused_rmw(f, counter, name, &format!("i32 {v}"), 4, &d);
            if side == 0 {
                // The control: commuting reductions with unused results on both sides.
                self.barrier(f, 0, "  // removable: commuting reductions only");
            }
        }
        if !global {
            self.observe(
                f,
                k,
                "i32",
                "the reductions before thread 0 reads the result",
            );
        }
    }

    fn mixed_width(&mut self, f: &mut Func, k: usize, global: bool) {
        if !global {
            self.zero_first(f, k, "i64");
        }
        let target = if global { "gsync64[2 + ctaid]" } else { "y[0]" };
        let word = |me: &mut Self, f: &mut Func| -> (String, String) {
            if global {
                let o = me.arith(f, "shl nuw nsw", "%ctaid", "1");
                let o = me.arith(f, "add nuw nsw", &o, "4");
                let w = me.sync_word(f, k, &o);
                (me.g_ptr(f, "%gsync", &w), "ptr".into())
            } else {
                (format!("@y{k}"), "ptr addrspace(3)".into())
            }
        };
        let d = self.source_line(
            f,
            0,
            &format!("atomicAdd((unsigned *)&{target}, -1);  // low half"),
        );
        let at = word(self, f);
        self.unused_rmw(f, at, "add", "i32 -1", 8, &d);
        self.required(f, 0, "32-bit and 64-bit atomics on the same bytes");
        let d = self.source_line(f, 0, &format!("atomicAdd(&{target}, 1ull);"));
        let at = word(self, f);
        self.unused_rmw(f, at, "add", "i64 1", 8, &d);
        if !global {
            self.observe(
                f,
                k,
                "i64",
                "the 64-bit adds before thread 0 reads the word",
            );
        }
    }
}
