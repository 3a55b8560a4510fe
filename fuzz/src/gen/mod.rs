//! # Random well-formed kernels, as LLVM IR text
//!
//! A [`KernelDesc`] is a small CUDA-like program: a block shape, up to three `__shared__`
//! `int` arrays as long as the block has threads, a global input and output buffer, a uniform
//! `int` parameter, and a body of [`Stmt`]s — shared loads and stores indexed by `tid`,
//! `(tid ± k) mod n`, `tid ^ k`, a constant or the uniform value, `threadIdx.x` (shared by a
//! column of a 2-D block) and `tile[ty][tx]`; global loads and stores
//! through the kernel parameters; atomics; `__syncthreads()`, `__syncthreads_count`,
//! `__syncwarp`, shuffles; uniform branches and loops (barriers allowed inside), divergent
//! branches (no barriers, unless [`GenOptions::divergent_barriers`] asks for them, to test
//! the lint), and calls to device functions. It implements [`arbitrary::Arbitrary`], so
//! cargo-fuzz steers it; [`KernelDesc::from_seed`] draws one from a seed for reproducible runs
//! (the same decoding, fed by a seeded generator).
//!
//! [`lower`] turns a description into a module (text), a pseudo-CUDA listing whose line
//! numbers the IR's `!dbg` locations point to, and a [`LaunchConfig`](crate::interp::LaunchConfig).
//!
//! ## Race-free by construction
//!
//! The lowering places barriers so that the kernel it emits has no data race (docs/design.md §4):
//! a *planner* tracks, for each array, the access patterns of the current barrier interval,
//! and before an access that could conflict with one of them it emits `__syncthreads()`
//! (or, where a barrier is not allowed — divergent code — drops the access). The rules are
//! conservative: two stores conflict unless they use the same permutation of the thread id;
//! a load conflicts with a store unless both use the same permutation; constant or uniform
//! indices are read by every thread and written only under `if (tid == 0)`; atomics conflict
//! with plain accesses of the same array. Loops are checked across the back edge (the
//! accesses at the end of the body against those at its start), uniform branches join both
//! arms, and device functions are summarised by the accesses before their first and after
//! their last barrier. The harness checks the claim: an input run that reports a race is
//! counted, and `tests/gen.rs` requires none on a sample.
//!
//! Every barrier the planner adds is *needed* on some path, and random extra ones are not;
//! so a sound eliminator has something to remove and an unsound one something to get wrong.
//!
//! With [`GenOptions::sync_idioms`], one or two [`Idiom`]s of issue 27 (observed atomic
//! counters, commuting reductions, mixed-width atomics, `__syncwarp`-ordered stores, volatile
//! warp tails, publish/consume, last-block counting and a lock between the grid's two CTAs)
//! join the body at top-level positions, each on memory of its own, with the barriers that
//! make it correct (fuzz/README.md lists them).
//!
//! With [`GenOptions::multi_buffer`], one or two ring loops over multi-buffered `__shared__`
//! arrays join the body the same way, correct and broken ones, each with the ground truth on
//! its trailing barrier ([`RingLoop`]; `emit/multi_buffer.rs` argues it).
//!
//! With [`GenOptions::warp_specialized`] and [`GenOptions::mbarrier_ring`], producer and
//! consumer warps hand tiles over after the body — through named barriers ([`WarpLoop`],
//! `emit/warp_loop.rs`) or through the phases of per-stage `full`/`empty` mbarriers
//! ([`MbarRing`], `emit/mbar_ring.rs`) — with a defensive `__syncthreads()` at the loop's
//! bottom whose ground truth the emitter records.
//!
//! With [`GenOptions::target`] = [`Target::Amdgpu`], the same kernels are spelled as AMDGPU IR
//! (clang-19's HIP for gfx90a, or gfx1030 with wavefronts of 32): the plan is the same, and
//! every spelling that differs (ids, the fence–`s_barrier`–fence group, address spaces, kernel
//! attributes) comes from the [`Target`] (`emit/target.rs`, `emit/amdgpu.rs`).

mod emit;

pub use emit::{
    lower, lower_with_idioms, GeneratedKernel, Idiom, MbarKind, MbarRing, Reduction, RingKind,
    RingLoop, Signal, StageForm, StoreOrder, Target, WarpKind, WarpLoop, SPIN_TRIPS,
};

use arbitrary::{Arbitrary, Unstructured};

/// The block shape.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// 32 threads, 1-D.
    X32,
    /// 64 threads, 1-D.
    X64,
    /// 128 threads, 1-D.
    X128,
    /// 8 × 8, 2-D.
    XY8x8,
    /// 16 × 4, 2-D.
    XY16x4,
    /// 32 × 2, 2-D.
    XY32x2,
}

impl Shape {
    /// Threads in x, y, z.
    pub fn dims(self) -> [u32; 3] {
        match self {
            Shape::X32 => [32, 1, 1],
            Shape::X64 => [64, 1, 1],
            Shape::X128 => [128, 1, 1],
            Shape::XY8x8 => [8, 8, 1],
            Shape::XY16x4 => [16, 4, 1],
            Shape::XY32x2 => [32, 2, 1],
        }
    }

    /// Threads in all.
    pub fn threads(self) -> u32 {
        let [x, y, z] = self.dims();
        x * y * z
    }
}

/// How a shared array is indexed (`n` is the array length, the block's thread count).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Index {
    /// `tid`.
    Tid,
    /// `(tid + k) % n`.
    Plus(u8),
    /// `(tid + n - k) % n`.
    Minus(u8),
    /// `tid ^ k` (k reduced mod n; n is a power of two).
    Xor(u8),
    /// A constant: 0 when `k % 4 == 0` (thread 0's slot), else `k % n`.
    Const(u8),
    /// The uniform parameter, `u % n`.
    Uniform,
    /// `threadIdx.x`: in a 2-D block many threads share it, so it is read by all but written
    /// only under `if (threadIdx.y == 0)` (a partial write, which proves no injectivity:
    /// docs/design.md §4.2); in a 1-D block it is `tid`.
    Column,
    /// `threadIdx.y * X + threadIdx.x` with the block's width `X` as a constant: the flat id
    /// as a tile index (`tile[ty][tx]`), the slot form that only race freedom makes a slot.
    Tile,
}

/// A branch condition.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// `u > k`: uniform.
    UniformGt(u8),
    /// `blockIdx.x % 2 == 0`: uniform.
    BlockEven,
    /// `tid < k`: divergent.
    TidLess(u8),
    /// `tid % 2 == 1`: divergent.
    TidOdd,
}

impl Cond {
    /// True for conditions that are the same in every thread.
    pub fn is_uniform(self) -> bool {
        matches!(self, Cond::UniformGt(_) | Cond::BlockEven)
    }
}

/// A loop's trip count (always at least one).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trips {
    /// `1 + k % 3`.
    Const(u8),
    /// `1 + u % 2`: uniform, known only at run time.
    Uniform,
}

/// One statement.
#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `s[array][index] = acc`.
    SharedStore {
        /// Which array.
        array: u8,
        /// Its index.
        index: Index,
    },
    /// `acc = acc * 3 + s[array][index]`.
    SharedLoad {
        /// Which array.
        array: u8,
        /// Its index.
        index: Index,
    },
    /// `acc += in[gid + k % 4]` (`in` is read-only).
    GlobalLoad {
        /// The offset.
        offset: u8,
    },
    /// `out[gid] = acc`.
    GlobalStore,
    /// `acc += out[gid ^ 1]`: reads a neighbour's output slot.
    GlobalNeighbourLoad,
    /// `atomicAdd(&s[array][index], 1)` or on `out[index]` when `global`.
    Atomic {
        /// Which array.
        array: u8,
        /// Its index (a permutation of tid, or one slot for all).
        index: Index,
        /// On the output buffer instead.
        global: bool,
    },
    /// `__syncthreads()`.
    Barrier,
    /// `acc += __syncthreads_count(acc & 1)`.
    SyncCount,
    /// `__syncwarp()`.
    SyncWarp,
    /// `acc += __shfl_down_sync(~0, acc, k)`.
    Shuffle {
        /// The lane delta.
        delta: u8,
    },
    /// `if (cond) { then } else { els }`.
    If {
        /// The condition.
        cond: Cond,
        /// Then-arm.
        then: Vec<Stmt>,
        /// Else-arm.
        els: Vec<Stmt>,
    },
    /// `for (i = 0; i < trips; i++) { body }`.
    Loop {
        /// Trip count.
        trips: Trips,
        /// Body.
        body: Vec<Stmt>,
    },
    /// `helper_k()`.
    Call {
        /// Which helper.
        helper: u8,
    },
}

/// A kernel to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelDesc {
    /// The block shape.
    pub shape: Shape,
    /// Number of shared arrays, `1 + arrays % 3`.
    pub arrays: u8,
    /// The value of the uniform parameter `u` at run time.
    pub uniform_value: u8,
    /// Mark `in` and `out` `noalias`.
    pub noalias: bool,
    /// The kernel body.
    pub body: Vec<Stmt>,
    /// Device functions (straight-line bodies; loops and branches inside are dropped).
    pub helpers: Vec<Vec<Stmt>>,
}

/// Options of the lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenOptions {
    /// Allow `__syncthreads()` under divergent branches (for testing the lint): the kernel is
    /// then not guaranteed to be divergence-free.
    pub divergent_barriers: bool,
    /// Maximum statements per block body (longer bodies are truncated).
    pub max_body: usize,
    /// Maximum nesting of branches and loops.
    pub max_depth: usize,
    /// Emit some shared and global accesses as inline PTX (`ld`/`st`/`atom` in `asm
    /// sideeffect`, plain and in Triton's predicated form) and some register moves as
    /// register-only asm, so the harness judges the PTX model's effects
    /// ([`syncflow_ir::ptx`]).
    pub inline_asm: bool,
    /// State each kernel's block shape as a fact, `"nvvm.reqntid"="X,Y"` (as Triton does), so
    /// the harness judges what the eliminators derive from it (docs/design.md §10).
    pub launch_facts: bool,
    /// Lower every other per-thread shared store of the kernel body as a `cp.async` copy
    /// from `in` (`cp.async.ca.shared.global` + `commit_group` in inline PTX), completed by a
    /// `wait_group 0`/`wait_all` only when the array is next touched or the enclosing body
    /// ends — so copies stay in flight across barriers and the harness judges the window
    /// (docs/design.md §9.2). Sometimes a later copy first waits with `wait_group 1`.
    pub async_copies: bool,
    /// Lower every other `s[tid]` load or store of the kernel body (outside divergent code)
    /// as a warp's `ldmatrix`/`stmatrix` (`.x1`, plain and `.trans`, the NVVM intrinsics
    /// Triton emits) over the warp's 32 slots, rows given by lanes 0–7, so the harness judges
    /// the matrix effects (16 bytes at each lane's row pointer).
    pub matrix_ops: bool,
    /// Tensor cores through `wmma` (`emit/wmma.rs`): every third `s[tid]` load or store of
    /// the kernel body (outside divergent code, in blocks of at least 128 threads in whole
    /// warps) becomes a warp's `wmma.load.a` of the array as a 16×16 `.f16` tile and
    /// `wmma.mma`, or a `wmma.store.d` of its accumulator to the warp's tile of `@wt`, which
    /// every thread reads back at the end — as NVVM intrinsics and as inline PTX — so the
    /// harness judges the tiles' footprint (knob `wmma-registers-only` is the wrong one).
    pub wmma: bool,
    /// Hopper's asynchronous machinery in inline PTX (docs/design.md §9.2): every other
    /// per-thread shared store of the kernel body (alternating with `cp.async` when
    /// [`GenOptions::async_copies`] is on too) becomes a bulk copy that signals the thread's
    /// own mbarrier (`mbarrier.arrive.expect_tx` + `cp.async.bulk…mbarrier::complete_tx`),
    /// completed by Triton's `mbarrier.try_wait` loop when the array is next touched; every
    /// third `s[…]` load outside divergent code is followed by a `wgmma.mma_async` group
    /// reading the whole array, completed by `wgmma.wait_group 0` the same way. Windows span
    /// barriers, so the harness judges the model's rules (knob `hopper-async`).
    pub hopper: bool,
    /// The synchronization idioms of issue 27, one or two per kernel at top-level positions
    /// of the kernel body, each on memory of its own (its own `__shared__` array and regions
    /// of two extra global buffers, `gsync` and `gflag`), with the barriers that make it
    /// correct: observed atomic counters, commuting reductions with unused results (their
    /// middle barrier stays removable: a control), mixed-width atomics on one word, stores
    /// ordered by `__syncwarp` before a CTA barrier in 2-D blocks, volatile shared warp tails
    /// (also as inline PTX `ld/st.volatile.shared` under [`GenOptions::inline_asm`]),
    /// publish/consume between the two CTAs of the grid (fence + relaxed flag, release/acquire
    /// atomics, `st.release`/`ld.acquire` asm, last-block counting) and a lock in Triton's
    /// layer-norm-backward shape. Kernels with a cross-CTA idiom run both CTAs, 0 then 1; CTA
    /// 1 consumes what CTA 0 publishes and CTA 0 never waits, so every schedule that runs CTA
    /// 0 to its signal computes the same memory. See [`Idiom`].
    pub sync_idioms: bool,
    /// With [`GenOptions::sync_idioms`], also the forms whose inputs only a happens-before
    /// race detector judges race-free: stores ordered by a named barrier
    /// (`llvm.nvvm.barrier.sync.cnt(1, n)`) or by an intra-CTA release/acquire flag before a
    /// CTA barrier. The interval detector of today reports their ordered stores as races.
    pub sync_idioms_hb: bool,
    /// With [`GenOptions::sync_idioms`], also a publish between the two CTAs of a cluster
    /// through distributed shared memory (`Idiom::ClusterPublish`): the launch gets clusters
    /// of 2 CTAs.
    pub sync_idioms_cluster: bool,
    /// Shared memory as XLA and Triton lay it out: one `@global_smem = external
    /// addrspace(3) global [0 x i8]` carved into the arrays' tiles at constant offsets
    /// (adjacent, at 4 KiB stages, or sharing an element with a neighbour), addressed in
    /// XLA's typed and Triton's byte forms, and inside loops a window tile indexed from the
    /// loop's induction variable (`w[i + tid]`, `w[(i & 1)·n + tid]`): byte ranges and
    /// loop-carried uniform bases for the harness to judge (docs/design.md §4, level 3).
    pub carved_buffers: bool,
    /// Loops over multi-buffered `__shared__` arrays, one or two per kernel at top-level
    /// positions of the body, each on a ring `ring<k>[S][n]` of its own (`S` = 2–4 stages, the
    /// stage picked by `k & (S−1)`, `k % S`, a wrapping counter, a toggle, a swap or a moving
    /// origin): correct ones, whose barrier at the loop's bottom is redundant because every
    /// stage is rewritten at least one other barrier after its last read, and broken ones that
    /// need it (a read of the stage the next iteration writes, reuse at distance 1, a stage
    /// index or update that diverges, one barrier per iteration). Each runs `S + 1`
    /// iterations or more; [`GeneratedKernel::rings`] says which is which
    /// (`emit/multi_buffer.rs` gives the ground truth).
    pub multi_buffer: bool,
    /// A warp-specialized loop after the body, when the block is 1-D with a multiple of 64
    /// threads: producer warps (`tid < n / 2`) and consumer warps hand a tile over through
    /// FULL/EMPTY named barriers (`bar.arrive` / `bar.sync id, n`), with a defensive
    /// `__syncthreads()` at the loop's bottom — removable when the protocol is complete,
    /// required when EMPTY is missing, arrived on before the read, or counts half the block
    /// ([`GeneratedKernel::warp_loops`]; `emit/warp_loop.rs` gives the ground truth).
    pub warp_specialized: bool,
    /// A warp-specialized loop over an mbarrier ring after the body (and after the
    /// [`GenOptions::warp_specialized`] loop), when the block is 1-D with a multiple of 64
    /// threads: producer warps fill the `S` stages of a ring and consumer warps read them,
    /// handed over by per-stage `full`/`empty` mbarriers spelt as clang emits CUTLASS's
    /// `ClusterBarrier`, with a defensive `__syncthreads()` at the loop's bottom — removable
    /// when the phases order every crossing pair, required when `empty` counts half the
    /// consumers, is arrived on before the read, or the stages share one tile
    /// ([`GeneratedKernel::mbar_rings`]; `emit/mbar_ring.rs` gives the ground truth).
    pub mbarrier_ring: bool,
    /// With [`GenOptions::mbarrier_ring`]: every ring loop of this kind, including those the
    /// campaign never draws ([`MbarKind::drawn`]); for tests.
    pub mbarrier_ring_kind: Option<MbarKind>,
    /// AMDGPU: narrow some barrier groups to LDS, as Triton-AMD writes every one (both fences
    /// `!mmra` `local`): a barrier the planner places while no global access is open in its
    /// interval may be narrowed, so that some kernels are LDS-only (the projection of
    /// docs/design.md §4.5 decides them) and some mix the two kinds (where the unsound
    /// `lds-groups-ignore-full` row is caught). `emit/lds_groups.rs` gives the rules.
    pub lds_groups: bool,
    /// What the kernels are spelled for: NVPTX (the default) or AMDGPU, wave64 (gfx90a) or
    /// wave32 (gfx1030) — the same kernels, with the target's ids, barrier group, address
    /// spaces and kernel attributes (`emit/target.rs`). On AMDGPU only the default form,
    /// [`GenOptions::carved_buffers`] and [`GenOptions::multi_buffer`] are supported
    /// ([`GenOptions::unsupported`]).
    pub target: Target,
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions {
            divergent_barriers: false,
            max_body: 10,
            max_depth: 3,
            inline_asm: false,
            launch_facts: false,
            async_copies: false,
            matrix_ops: false,
            wmma: false,
            hopper: false,
            sync_idioms: false,
            sync_idioms_hb: false,
            sync_idioms_cluster: false,
            carved_buffers: false,
            multi_buffer: false,
            warp_specialized: false,
            mbarrier_ring: false,
            mbarrier_ring_kind: None,
            lds_groups: false,
            target: Target::Nvptx,
        }
    }
}

impl GenOptions {
    /// Why these options cannot be generated, if they cannot: on AMDGPU, the forms that are
    /// NVIDIA's own (inline PTX, `cp.async`, `ldmatrix`, `wmma`, Hopper's bulk copies and
    /// `wgmma`, the idioms' named and cluster barriers, warp-specialized loops over named
    /// barriers or mbarrier rings) have no AMDGPU spelling here.
    pub fn unsupported(&self) -> Option<String> {
        if !self.target.is_amdgpu() {
            return self
                .lds_groups
                .then(|| "--lds-groups narrows AMDGPU barrier groups: it needs --amdgpu".into());
        }
        let nvidia_only = [
            (self.inline_asm, "inline PTX asm (--inline-asm)"),
            (self.async_copies, "cp.async (--async-copies)"),
            (self.matrix_ops, "ldmatrix/stmatrix (--matrix-ops)"),
            (self.wmma, "wmma (--wmma)"),
            (self.hopper, "bulk copies, mbarriers and wgmma (--hopper)"),
            (
                self.sync_idioms || self.sync_idioms_hb || self.sync_idioms_cluster,
                "the synchronization idioms, with named and cluster barriers (--sync-idioms)",
            ),
            (self.warp_specialized, "named barriers (--warp-specialized)"),
            (self.mbarrier_ring, "mbarrier rings (--mbarrier-ring)"),
        ];
        let refused: Vec<&str> = nvidia_only
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, what)| *what)
            .collect();
        (!refused.is_empty()).then(|| {
            format!(
                "the AMDGPU target does not support {}: NVIDIA-only forms (supported: the default kernels, --carved-buffers, --multi-buffer)",
                refused.join(", ")
            )
        })
    }
}

/// Hand-written rather than derived: derived `Vec`s stop at each element with probability
/// one half, which makes most bodies empty. Here the kernel body has 3–12 statements and each
/// device function 1–6 (nested bodies keep the derived, geometric, lengths).
impl<'a> Arbitrary<'a> for KernelDesc {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let shape = Shape::arbitrary(u)?;
        let arrays = u8::arbitrary(u)?;
        let uniform_value = u8::arbitrary(u)?;
        let noalias = bool::arbitrary(u)?;
        let helpers = (0..u.int_in_range(0..=2)?)
            .map(|_| {
                (0..u.int_in_range(1..=6)?)
                    .map(|_| Stmt::arbitrary(u))
                    .collect::<arbitrary::Result<Vec<_>>>()
            })
            .collect::<arbitrary::Result<Vec<_>>>()?;
        let body = (0..u.int_in_range(3..=12)?)
            .map(|_| Stmt::arbitrary(u))
            .collect::<arbitrary::Result<Vec<_>>>()?;
        Ok(KernelDesc {
            shape,
            arrays,
            uniform_value,
            noalias,
            body,
            helpers,
        })
    }
}

impl KernelDesc {
    /// Draws a description from `seed`: the same decoding as cargo-fuzz's, fed 1 KiB of
    /// seeded pseudo-random bytes, so seeds and fuzz inputs explore the same space.
    pub fn from_seed(seed: u64) -> KernelDesc {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let bytes: Vec<u8> = (0..1024)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            })
            .collect();
        let mut u = Unstructured::new(&bytes);
        KernelDesc::arbitrary(&mut u).unwrap_or_else(|_| KernelDesc::minimal())
    }

    /// The smallest kernel: one array, a store, a barrier, a neighbour load, a global store.
    pub fn minimal() -> KernelDesc {
        KernelDesc {
            shape: Shape::X32,
            arrays: 0,
            uniform_value: 0,
            noalias: false,
            body: vec![
                Stmt::SharedStore {
                    array: 0,
                    index: Index::Tid,
                },
                Stmt::SharedLoad {
                    array: 0,
                    index: Index::Plus(1),
                },
                Stmt::GlobalStore,
            ],
            helpers: Vec::new(),
        }
    }
}
