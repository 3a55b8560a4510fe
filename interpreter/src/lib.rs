//! # syncflow-interp: a SIMT interpreter with a race detector
//!
//! The oracle of the soundness harness (`syncflow-fuzz`) and the engine of `syncflow check`.
//! It is a crate of its own so that the shipped command line runs kernels without depending
//! on the fuzz crate's generator and harness; it depends on the IR alone.
//!
//!
//! [`Interpreter`] executes a kernel of the [IR](syncflow_ir) for whole CTAs — 1-D,
//! 2-D or 3-D blocks of up to 1024 threads, grouped in warps of 32 (AMDGPU: wavefronts of
//! 64 or 32, as the module's target says; `program/amdgpu.rs`, `exec/amdgpu.rs`, and
//! [`hb`]'s `amd.rs` for the barrier group's fences) — with shared, global,
//! local and constant memory, one CTA after another or several together
//! ([`LaunchConfig::concurrent_ctas`]: one scheduler, shared memory per CTA, global memory
//! shared), and reports what docs/design.md §4 and §7 ask of an oracle:
//!
//! - **data races** ([`Race`]): two accesses from different threads (of any CTAs run
//!   together) touch the same byte, at least one writes, they are not *morally strong*
//!   (both strong at a scope covering both threads, on exactly the same bytes), and neither
//!   *happens before* the other (program order, barriers — full, named, `bar.arrive` —,
//!   `__syncwarp`, release/acquire, fences, mbarriers). This follows the PTX memory model,
//!   not the analyses' interval model: see [`hb`] for the definition and [`vclock`] for the
//!   clocks. Both accesses are named with their thread, block, instruction text and
//!   `file:line:col`.
//! - **barrier divergence** ([`Divergence`]): live threads waiting at different barrier
//!   instructions, threads that exited while others wait at a barrier, and deadlocks (threads
//!   blocked at a warp collective or barrier that can never complete).
//! - **faults** ([`Fault`]): out-of-bounds accesses (exact: memory is a set of objects and a
//!   pointer is an object plus an offset), reads of never-written bytes, division by zero,
//!   unsupported instructions, and step-limit exhaustion.
//!
//! and, beside the findings, how many times each CTA executed each barrier
//! ([`RunReport::barriers`], [`BarrierCounts`]): instances completed, not thread arrivals.
//!
//! ## What is executed
//!
//! Integer and floating-point arithmetic, comparisons, casts, `select`, `phi`, `switch`,
//! GEPs (struct fields, arrays, constant expressions through `addrspacecast`), loads and
//! stores of scalars, pointers and aggregates (sized by the module's
//! [`TypeTable`](syncflow_ir::TypeTable)), `atomicrmw`, `cmpxchg`, `memcpy`,
//! `memset`, calls to defined functions (with their own frames), the thread/block id
//! registers, warp shuffles (`shfl.sync.{idx,up,down,bfly}`, with the PTX clamp/segment
//! rules) and votes (`vote.sync.{all,any,uni,ballot}`), every barrier kind of docs/design.md §3
//! (CTA barriers with ids and thread counts, `arrive`, `__syncthreads_count/and/or`,
//! `__syncwarp`, fences), and the common math intrinsics. Calls to functions without a body
//! stop the run with a fault naming the function, unless [`OpaqueCalls::ReturnZero`] asks to
//! go on with a zero result; libdevice's `__nv_*` functions and the NVVM integer intrinsics
//! (`mul24`, `sad`, `prmt`, `fns`, …) have their PTX semantics (`exec/math.rs`, `exec/libdevice.rs`).
//!
//! ## Determinism
//!
//! Which thread runs when is the [`Schedule`]'s choice: round-robin, reverse, seeded
//! random order with random quanta, lockstep (one instruction per thread per round), or an
//! adversarial one (one thread or warp runs ahead of, or after, all the others). For a
//! race-free kernel without atomics every schedule computes the same memory and reports the
//! same (empty) findings; `tests/interp.rs` checks that on the corpus. Races are detected by
//! happens-before, not by observed interleaving, so a racy kernel reports its race whatever
//! order its two accesses ran in (though which accesses run at all, e.g. after a spin, may
//! depend on the schedule). With [`LaunchConfig::record_values`] the run also keeps a digest
//! of the values each thread read at each instruction ([`RunReport::values`]), which the
//! harness compares between a kernel and its output.
//!
//! ## Example
//!
//! ```
//! use syncflow_ir::parse_module;
//! use syncflow_interp::{Interpreter, LaunchConfig};
//! let text = r#"
//! @s = internal addrspace(3) global [64 x i32] undef
//! define void @k() {
//!   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %p = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
//!   store i32 %t, ptr addrspace(3) %p
//!   %u = xor i32 %t, 1
//!   %q = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %u
//!   %v = load i32, ptr addrspace(3) %q
//!   ret void
//! }
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//! "#;
//! let module = parse_module("k.ll", text).unwrap();
//! let k = module.function_by_name("k").unwrap();
//! let report = Interpreter::new(&module).run(k, &LaunchConfig::new([64, 1, 1]));
//! // No barrier between s[t] = t and s[t ^ 1]: a race, with both accesses named.
//! assert!(!report.races.is_empty());
//! let race = &report.races[0];
//! assert!(race.first.text.contains("store") || race.second.text.contains("store"));
//! assert_ne!(race.first.thread, race.second.thread);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod barrier_counts;
mod exec;
mod findings;
pub mod hb;
mod inst_map;
pub mod memory;
pub mod program;
pub mod value;
pub mod vclock;

use serde::Serialize;
use std::collections::{HashMap, HashSet};
use syncflow_ir::{AccessKind, FunctionId, InstId, LocalId, Module};

pub use barrier_counts::{BarrierCounts, BarrierSiteId};
pub use findings::{AccessInfo, BarrierSite, Divergence, Fault, FaultAt, Race};
pub use inst_map::{align_by_text, describe_barrier, FindingKey, InstMap};
pub use program::Program;

/// How warp-level synchronization affects the race definition (see [`hb`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum WarpSyncModel {
    /// `__syncwarp` orders the memory accesses of its participants (the default: what the
    /// CUDA memory model promises on Volta and later).
    Ordering,
    /// `__syncwarp` orders nothing (only the other synchronization does).
    IntervalsOnly,
}

/// The order in which ready threads run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Schedule {
    /// Threads in id order, each for up to `quantum` steps per round.
    RoundRobin {
        /// Steps per turn.
        quantum: u64,
    },
    /// Threads in reverse id order, flipped every round (last first, then first first).
    Reverse {
        /// Steps per turn.
        quantum: u64,
    },
    /// A fresh random permutation every round, random quanta of 1–64 steps.
    Random {
        /// The seed.
        seed: u64,
    },
    /// Every ready thread runs exactly one instruction per round, in thread-id order: the
    /// threads of a warp that follow one path stay within one instruction of each other, as
    /// on hardware before independent thread scheduling (pre-Volta). Legacy warp-synchronous
    /// code (a `volatile` warp reduction without `__syncwarp`) computes what its author meant
    /// under this schedule; its accesses are still reported as races, because they are races
    /// under the CUDA memory model since Volta.
    Lockstep,
    /// Adversarial: thread `thread` (its index in the launch: `cta * threads per CTA +
    /// linear tid`, CTAs in [`LaunchConfig::ctas`] order) runs as far as it can — up to its
    /// next barrier or wait, or 10,000 steps — before the others get a turn (round-robin).
    /// What a removed barrier was keeping from running ahead shows up here.
    ThreadFirst {
        /// The thread.
        thread: u32,
    },
    /// Adversarial: everyone else runs first (round-robin); thread `thread` runs only when
    /// nobody else can (or one round in 16, so a spin loop waiting for it ends).
    ThreadLast {
        /// The thread.
        thread: u32,
    },
    /// [`Schedule::ThreadFirst`] for the 32 threads of warp `warp` of the launch (warps
    /// numbered across CTAs: warp `w` is warp `w % warps per CTA` of CTA `w / warps per CTA`).
    WarpFirst {
        /// The warp.
        warp: u32,
    },
    /// [`Schedule::ThreadLast`] for a whole warp.
    WarpLast {
        /// The warp.
        warp: u32,
    },
    /// CTA `cta` (its position in [`LaunchConfig::ctas`]) runs alone, round-robin, as far as
    /// it can: the other CTAs run only in rounds where none of its threads is ready (all
    /// waiting at a barrier, or done), or one round in 4, so that a spin loop waiting for
    /// them still ends. Which CTA takes a lock or a ticket first
    /// is a launch's own nondeterminism; this schedule lets each CTA win, even one that has
    /// barriers to pass on the way and another that has none.
    CtaFirst {
        /// The CTA.
        cta: u32,
    },
}

impl Schedule {
    /// A short name for reports (`round-robin`, `thread-0-first`).
    pub fn name(&self) -> String {
        match self {
            Schedule::RoundRobin { .. } => "round-robin".into(),
            Schedule::Reverse { .. } => "reverse".into(),
            Schedule::Random { seed } => format!("random:{seed}"),
            Schedule::Lockstep => "lockstep".into(),
            Schedule::ThreadFirst { thread } => format!("thread-{thread}-first"),
            Schedule::ThreadLast { thread } => format!("thread-{thread}-last"),
            Schedule::WarpFirst { warp } => format!("warp-{warp}-first"),
            Schedule::WarpLast { warp } => format!("warp-{warp}-last"),
            Schedule::CtaFirst { cta } => format!("cta-{cta}-first"),
        }
    }
}

/// What a call to a function without a body does (a declared-only function the interpreter
/// has no semantics for; `__nv_*` libdevice functions and `vprintf` have semantics).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum OpaqueCalls {
    /// Stop the run with a [`Fault::Error`] naming the function (the default: a result the
    /// interpreter cannot compute must not be invented).
    Stop,
    /// Go on with the zero value of the result type, noting the call once in
    /// [`RunReport::notes`] (the corpus's `external_transform`, kernels whose unknown calls
    /// only feed values nobody checks).
    ReturnZero,
}

/// How a buffer argument is filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fill {
    /// All zero bytes.
    Zero,
    /// 32-bit words `(7 i + seed) mod 13`: small integers (and tiny floats).
    Pattern(u32),
    /// Never written: reads are reported.
    Uninit,
    /// These bytes, then zeros up to the buffer's size (little-endian values, as a user's
    /// argument spec or a file gives them).
    Bytes(std::sync::Arc<[u8]>),
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// A fresh global-memory buffer of `bytes` bytes.
    Buffer {
        /// Its size.
        bytes: u64,
        /// Its contents.
        fill: Fill,
    },
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
}

/// A moment after which runs give up ([`LaunchConfig::time_limit`]), with the limit it was
/// set from (which [`Fault::TimeOut`] names). One deadline may be shared by many runs (all
/// of `syncflow check`'s): a run that starts after it stops at its first step. The run loop
/// reads the clock once every [`Deadline::CHECK_EVERY`] steps, so the check costs nothing
/// measurable and a run overshoots by at most that many steps (well under a millisecond).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    /// When runs stop.
    pub at: std::time::Instant,
    /// The limit, in milliseconds, as the user gave it.
    pub limit_ms: u64,
}

impl Deadline {
    /// Steps between two readings of the clock.
    pub const CHECK_EVERY: u64 = 4096;

    /// A deadline `limit` after now.
    pub fn after(limit: std::time::Duration) -> Deadline {
        Deadline {
            at: std::time::Instant::now() + limit,
            limit_ms: u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
        }
    }

    /// True once the deadline has passed.
    pub fn passed(&self) -> bool {
        std::time::Instant::now() >= self.at
    }
}

/// How to launch a kernel.
#[derive(Clone, Debug)]
pub struct LaunchConfig {
    /// Threads per CTA in x, y, z (at most 1024 in all).
    pub block: [u32; 3],
    /// CTAs in the grid (what `nctaid` reads).
    pub grid: [u32; 3],
    /// Which CTAs to execute (each with its own shared memory). Empty means CTA (0, 0, 0).
    pub ctas: Vec<[u32; 3]>,
    /// Run the CTAs of [`LaunchConfig::ctas`] together, in one scheduler (global memory
    /// shared, races looked for across CTAs, a CTA may wait for another's flag); `false`:
    /// one after the other, races looked for within each. The step limit is per CTA.
    pub concurrent_ctas: bool,
    /// Record a digest of the values each thread reads per instruction
    /// ([`RunReport::values`]).
    pub record_values: bool,
    /// The kernel's arguments; missing ones are `Int(0)`.
    pub args: Vec<ArgValue>,
    /// Bytes of `extern __shared__` memory.
    pub dynamic_shared_bytes: u64,
    /// Steps (instructions, all threads together) before the run gives up.
    pub step_limit: u64,
    /// A wall-clock limit ([`Deadline`]): the run gives up with [`Fault::TimeOut`] once it
    /// has passed (`None`, the default: no limit). Unlike the step limit it depends on the
    /// machine, so a run stopped by it shows nothing about the kernel.
    pub time_limit: Option<Deadline>,
    /// The schedule.
    pub schedule: Schedule,
    /// Warp-sync model.
    pub warp_sync: WarpSyncModel,
    /// Keep every memory access in [`RunReport::accesses`].
    pub record_accesses: bool,
    /// At most this many findings of each kind are kept.
    pub max_findings: usize,
    /// What calls to functions without a body do.
    pub opaque_calls: OpaqueCalls,
    /// CTAs per cluster in x, y, z (`[1, 1, 1]`: no clusters). Run every CTA of a cluster
    /// together (`ctas`, `concurrent_ctas`) when the kernel reaches another's shared memory.
    pub cluster: [u32; 3],
    /// Contents for module-scope variables by name (without `@`), as the host writes them
    /// before the launch (`cudaMemcpyToSymbol`): they replace the initializer
    /// (`exec/globals.rs`).
    pub globals: Vec<(String, Fill)>,
}

impl LaunchConfig {
    /// A one-CTA launch of the given block shape with no arguments, round-robin schedule.
    pub fn new(block: [u32; 3]) -> LaunchConfig {
        LaunchConfig {
            block,
            grid: [1, 1, 1],
            ctas: Vec::new(),
            concurrent_ctas: false,
            record_values: false,
            args: Vec::new(),
            dynamic_shared_bytes: 16 * 1024,
            step_limit: 50_000_000,
            time_limit: None,
            schedule: Schedule::RoundRobin { quantum: 1000 },
            warp_sync: WarpSyncModel::Ordering,
            record_accesses: false,
            max_findings: 32,
            opaque_calls: OpaqueCalls::Stop,
            cluster: [1, 1, 1],
            globals: Vec::new(),
        }
    }

    /// A launch for `kernel` with arguments chosen from its signature: every pointer gets a
    /// global buffer of `buffer_bytes` filled with [`Fill::Pattern`], every integer the
    /// value `int_value`, every float 1.0.
    pub fn for_kernel(
        module: &Module,
        kernel: FunctionId,
        block: [u32; 3],
        buffer_bytes: u64,
        int_value: i64,
    ) -> LaunchConfig {
        let f = &module.functions[kernel];
        let args = f
            .params
            .iter()
            .enumerate()
            .map(|(k, p)| match program::scalar(module, p.ty) {
                program::Scalar::Ptr => ArgValue::Buffer {
                    bytes: buffer_bytes,
                    fill: Fill::Pattern(k as u32),
                },
                program::Scalar::F32 | program::Scalar::F64 | program::Scalar::Half => {
                    ArgValue::Float(1.0)
                }
                _ => ArgValue::Int(int_value),
            })
            .collect();
        LaunchConfig {
            args,
            ..LaunchConfig::new(block)
        }
    }
}

/// A value claimed uniform that differed between two threads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UniformityViolation {
    /// The function.
    pub function: String,
    /// The value's name (without `%`).
    pub value: String,
    /// Which dynamic definition (1 = the first time each thread defined it).
    pub occurrence: u32,
    /// A thread and the value it computed.
    pub first_thread: u32,
    /// Its value.
    pub first_value: String,
    /// Another thread and its different value.
    pub second_thread: u32,
    /// Its value.
    pub second_value: String,
}

/// One memory access, when [`LaunchConfig::record_accesses`] asks for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessEvent {
    /// Thread.
    pub thread: u32,
    /// Barrier interval.
    pub interval: u32,
    /// Function.
    pub function: FunctionId,
    /// Instruction.
    pub inst: InstId,
    /// Object name.
    pub object: String,
    /// Offset.
    pub offset: u64,
    /// Bytes.
    pub size: u64,
    /// Kind.
    pub kind: AccessKind,
    /// Atomic.
    pub atomic: bool,
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    /// Data races (deduplicated by instruction pair).
    pub races: Vec<Race>,
    /// Barrier divergence.
    pub divergences: Vec<Divergence>,
    /// Faults.
    pub faults: Vec<Fault>,
    /// Uniformity claims that failed.
    pub uniformity_violations: Vec<UniformityViolation>,
    /// Informational notes (skipped calls).
    pub notes: Vec<String>,
    /// Every access, when recorded.
    pub accesses: Vec<AccessEvent>,
    /// Instructions executed.
    pub steps: u64,
    /// The CTAs run, in order (a fatal fault happened in the last one).
    pub ctas_run: Vec<[u32; 3]>,
    /// Barrier instances each CTA completed, per barrier instruction (see
    /// [`BarrierCounts`] for what one instance is).
    pub barriers: BarrierCounts,
    /// A hash of global memory (kernel-argument buffers and global variables) at the end of
    /// the run: equal across schedules for a race-free kernel.
    pub memory_digest: u64,
    /// With [`LaunchConfig::record_values`]: per (thread index in the launch, function,
    /// instruction), a digest of the sequence of values the thread read there (loads, the
    /// old values of atomics, the results of asm that touches memory).
    pub values: HashMap<(u32, FunctionId, InstId), u64>,
}

impl RunReport {
    /// True when the run completed without a fatal fault.
    pub fn completed(&self) -> bool {
        !self.faults.iter().any(Fault::is_fatal)
    }

    /// True when the run went to the end: no fatal fault (the step limit included) and no
    /// deadlock. What a run that did not finish counts (steps, barrier executions) is of what
    /// ran.
    pub fn finished(&self) -> bool {
        self.completed()
            && !self
                .divergences
                .iter()
                .any(|d| matches!(d, Divergence::Deadlock { .. }))
    }

    /// True when the run found neither race nor divergence.
    pub fn is_clean(&self) -> bool {
        self.races.is_empty() && self.divergences.is_empty()
    }
}

/// Values claimed uniform, per function (as register indices).
#[derive(Clone, Debug, Default)]
pub struct UniformClaims {
    /// Function → claimed locals.
    pub claimed: HashMap<FunctionId, HashSet<u32>>,
}

impl UniformClaims {
    /// Claims `local` of `function` uniform.
    pub fn claim(&mut self, function: FunctionId, local: LocalId) {
        self.claimed
            .entry(function)
            .or_default()
            .insert(local.index() as u32);
    }

    /// Number of claimed values.
    pub fn len(&self) -> usize {
        self.claimed.values().map(HashSet::len).sum()
    }

    /// True when nothing is claimed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The interpreter: a decoded module, ready to run any of its kernels many times.
#[derive(Debug)]
pub struct Interpreter<'m> {
    program: Program<'m>,
}

impl<'m> Interpreter<'m> {
    /// Decodes `module` (once).
    pub fn new(module: &'m Module) -> Interpreter<'m> {
        Interpreter {
            program: Program::new(module),
        }
    }

    /// Runs `kernel` as `config` says.
    pub fn run(&self, kernel: FunctionId, config: &LaunchConfig) -> RunReport {
        exec::run(&self.program, kernel, config, None)
    }

    /// Runs `kernel` and checks that every value in `claims` is the same in every thread
    /// (the n-th definition of a value in one thread equals the n-th in every other thread
    /// that defines it n times), adding [`UniformityViolation`]s to the report.
    pub fn run_checking_uniformity(
        &self,
        kernel: FunctionId,
        config: &LaunchConfig,
        claims: &UniformClaims,
    ) -> RunReport {
        exec::run(&self.program, kernel, config, Some(claims))
    }
}
