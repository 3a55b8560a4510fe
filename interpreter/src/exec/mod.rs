//! The engine: threads, their frames, the scheduler and the synchronization points.
//!
//! Threads run independently (each with its own call stack) until they reach a
//! synchronization point: a CTA barrier, a warp collective (`__syncwarp`, shuffle, vote) or
//! the kernel's end. The scheduler runs ready threads in the order the [`Schedule`] gives, each
//! for up to a quantum of steps; when no thread is ready it resolves what can be resolved:
//!
//! 1. warp collectives whose mask's live lanes have all arrived (lockstep exchange: every
//!    participant sees every other participant's operand as of the collective);
//! 2. partial barriers (`barrier.sync.cnt`) with enough arrivals;
//! 3. a CTA barrier once every live thread waits at one — checking that they wait at the
//!    same barrier and that no thread has exited (barrier divergence otherwise), computing the
//!    `__syncthreads_count/and/or` result, and cutting the interval;
//!
//! and reports a deadlock when nothing can be resolved.

use super::hb::{AccessSite, Detector, Sem};
use super::memory::{AccessError, Memory, Object};
use super::program::{
    apply_binary, apply_cast, BarrierReduction, GepStep, Layout, Op, Program, ReduxOp, Scalar,
    ShuffleMode, Src, VoteMode,
};
use super::value::{mask, sext, ObjectId, Pointer, Value};
use super::{
    AccessEvent, AccessInfo, ArgValue, BarrierSite, Deadline, Divergence, Fault, LaunchConfig,
    OpaqueCalls, Race, RunReport, UniformClaims, UniformityViolation, WarpSyncModel,
};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use syncflow_framework::graph::BlockId;
use syncflow_ir::{addr_space, AccessKind, BarrierKind, Dim, FunctionId, InstId, SpecialRegister};

/// Where a function instance was called from: each caller's function, block and call
/// instruction. Uniformity is per instance: a device function's value is compared between
/// threads that reached it through the same calls (the n-th definition under the same chain),
/// not between different call sites that happen to be a thread's n-th call.
type CallChain = Vec<(FunctionId, BlockId, u32)>;

/// A memory instruction as one thread reaches it (`Ctx::executions`): the thread's launch
/// index, the call site its frame was entered through, the function and the instruction.
type Execution = (u32, Option<(FunctionId, u32)>, FunctionId, u32);

/// A claimed value's instance: call chain, function, register, occurrence, CTA index.
type ClaimKey = (CallChain, FunctionId, u32, u32, u32);

struct Frame {
    func: FunctionId,
    block: BlockId,
    pc: u32,
    regs: Vec<Value>,
    ret_reg: Option<u32>,
}

#[derive(Clone, Debug)]
enum WarpOp {
    Sync,
    Shuffle {
        mode: ShuffleMode,
        value: Value,
        b: u32,
        c: u32,
        with_pred: bool,
    },
    Vote {
        mode: VoteMode,
        pred: bool,
    },
    Redux {
        op: ReduxOp,
        value: u32,
    },
    Match {
        all: bool,
        value: u64,
    },
    Elect,
    /// `activemask`, at the function and instruction the lane stopped at.
    ActiveMask {
        site: (FunctionId, u32),
    },
    Matrix(matrix::MatrixOp),
    Mma(Box<mma::MmaLane>),
    /// An AMDGPU wave collective (`amdgpu.rs`).
    Wave(Box<amdgpu::WaveLane>),
}

#[derive(Clone, Debug)]
enum Status {
    Ready,
    AtBarrier {
        id: u32,
        count: Option<u32>,
        reduction: BarrierReduction,
        pred: bool,
        cuts: bool,
        /// AMDGPU's `s_barrier`: a rendezvous that orders memory only through the fences
        /// around it (`crate::hb`'s `amd.rs`), not a join.
        rendezvous: bool,
    },
    AtWarp {
        op: WarpOp,
        mask: u32,
    },
    /// At `barrier.cluster.wait`, until the phase it arrived at completes.
    AtClusterWait,
    Exited,
}

struct Thread {
    /// Linear thread id in its CTA.
    id: u32,
    /// Index in the launch (`cta * threads per CTA + id`): the race detector's thread.
    gid: u32,
    /// Index of its CTA among the CTAs run together.
    cta: u32,
    tid: [u32; 3],
    frames: Vec<Frame>,
    status: Status,
    occurrences: HashMap<(CallChain, FunctionId, u32), u32>,
}

impl Thread {
    fn warp(&self) -> u32 {
        self.id / 32
    }
}

/// Why a thread's run stopped the whole CTA.
struct Stop;

/// What a CTA keeps while another CTA's thread runs: its asynchronous operations, its
/// barrier bookkeeping (its copy of shared memory waits in [`Memory`]).
#[derive(Default)]
struct CtaState {
    cta: [u32; 3],
    /// Its cluster (an index among the clusters run) and its rank in it.
    cluster: u32,
    rank: u32,
    async_copies: async_copy::AsyncCopies,
    interval: u32,
    exited_reported: bool,
    finished: bool,
    /// `bar.arrive` arrivals not yet consumed, per barrier id: how many, and their clocks.
    arrivals: HashMap<u32, (u32, super::vclock::Clock)>,
}

struct Ctx<'a, 'm> {
    prog: &'a Program<'m>,
    cfg: &'a LaunchConfig,
    mem: &'a mut Memory,
    report: &'a mut RunReport,
    /// The current CTA (`blockIdx`), its index among the CTAs run together, and the state
    /// of the others.
    cta: [u32; 3],
    cur: usize,
    states: Vec<CtaState>,
    interval: u32,
    claims: Option<&'a UniformClaims>,
    first_values: HashMap<ClaimKey, (Value, u32)>,
    seen_races: HashSet<(FunctionId, InstId, FunctionId, InstId)>,
    seen_uninit: HashSet<(FunctionId, InstId)>,
    seen_unknown: HashSet<String>,
    steps: u64,
    /// The happens-before race detector.
    hb: Detector,
    /// The shared objects' ids (each CTA has its own copy).
    shared_ids: Vec<usize>,
    /// Whether the program numbers shared addresses by the window ([`wgmma::window_numbers`]).
    window_numbers: bool,
    /// Cluster barriers, by cluster.
    cluster_barriers: Vec<cluster::ClusterBarrier>,
    /// Asynchronous operations in flight, committed group counts and mbarriers (of the
    /// current CTA).
    async_copies: async_copy::AsyncCopies,
    /// The object standing for the CTA's reserved shared memory, when the module reads it.
    reserved_smem: Option<ObjectId>,
    /// Bytes of shared memory a CTA has (`%total_smem_size`).
    shared_bytes: u64,
    /// AMDGPU: the implicit-argument and dispatch-packet objects (`amdgpu.rs`).
    amd_hidden: [Option<ObjectId>; 2],
    /// AMDGPU: executions of each memory instruction per thread (launch index, the call
    /// site it was reached through — its caller's function and instruction, if any —,
    /// function, instruction), and the count of the access being recorded (`access.rs`).
    executions: HashMap<Execution, u32>,
    instance: u32,
}

impl Ctx<'_, '_> {
    /// Makes CTA `k` the current one: its shared memory and asynchronous state in place.
    fn switch_to(&mut self, k: usize) {
        if k == self.cur {
            return;
        }
        let old = self.cur;
        self.mem.switch_cta(&self.shared_ids, k as u32);
        std::mem::swap(&mut self.async_copies, &mut self.states[old].async_copies);
        std::mem::swap(&mut self.async_copies, &mut self.states[k].async_copies);
        self.states[old].interval = self.interval;
        self.interval = self.states[k].interval;
        self.cta = self.states[k].cta;
        self.cur = k;
    }
}

fn get(frame: &Frame, s: &Src) -> Value {
    match s {
        Src::Reg(r) => frame.regs[*r as usize].clone(),
        Src::Imm(v) => v.clone(),
    }
}

fn truthy(v: &Value) -> bool {
    v.bits() & 1 == 1
}

/// Runs `kernel` for every CTA the launch asks for.
///
/// Never panics: should the interpreter meet a state it has no rule for and panic (a bug),
/// the run is a refusal named "unsupported: internal error …", with what it panicked with.
pub fn run(
    prog: &Program<'_>,
    kernel: FunctionId,
    cfg: &LaunchConfig,
    claims: Option<&UniformClaims>,
) -> RunReport {
    let guarded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        run_unguarded(prog, kernel, cfg, claims)
    }));
    guarded.unwrap_or_else(|payload| {
        let why = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let mut report = RunReport::default();
        report.faults.push(Fault::Error {
            at: crate::FaultAt {
                site: None,
                thread: 0,
                function: prog.module.functions[kernel].name.clone(),
                location: None,
                text: String::new(),
            },
            message: format!(
                "unsupported: internal error, a state the interpreter has no rule for ({why})"
            ),
        });
        report
    })
}

fn run_unguarded(
    prog: &Program<'_>,
    kernel: FunctionId,
    cfg: &LaunchConfig,
    claims: Option<&UniformClaims>,
) -> RunReport {
    let m = prog.module;
    let mut report = RunReport::default();
    let mut mem = Memory::new();
    // Globals.
    for (g, global) in m.globals.iter_enumerated() {
        let id = prog.global_object[g.index()] as usize;
        if id < mem.objects.len() {
            continue; // the shared dynamic object, already added
        }
        let mut size = m.types.store_size(global.value_type).unwrap_or(0);
        if Some(id as ObjectId) == prog.dynamic_shared {
            size = cfg.dynamic_shared_bytes;
        }
        let mut obj = Object::new(format!("@{}", global.name), global.addr_space, size, false);
        if let Some(init) = global.initializer {
            let f = m.functions.iter().next();
            if let (Some(f), Some(layout)) = (f, super::program::layout(m, global.value_type)) {
                let v = prog.const_value(f, init);
                if v != Value::Undef && layout.size() == size {
                    super::memory::encode(&mut obj.bytes, &layout, &v);
                    obj.init.fill(true);
                }
            }
            // A zeroinitializer of an aggregate too large for a layout is still all zeros.
            if matches!(
                init,
                syncflow_ir::Operand::Const(c)
                    if matches!(m.constants[c], syncflow_ir::Constant::Zero(_))
            ) {
                obj.init.fill(true);
            }
        }
        globals::host_contents(global, cfg, &mut obj);
        while mem.objects.len() < id {
            mem.add(Object::new("<unused>".into(), 0, 0, false));
        }
        mem.add(obj);
    }
    while (mem.objects.len() as ObjectId) < prog.first_dynamic_object {
        mem.add(Object::new("<unused>".into(), 0, 0, false));
    }
    // The CTA's reserved shared memory, for asm that reads `%reserved_smem_offset_*`
    // (cooperative groups' helper, compiled by clang: `special.rs`).
    let reserved_smem = m.source.contains("reserved_smem_offset").then(|| {
        mem.add(Object::new(
            "reserved shared memory".into(),
            addr_space::SHARED,
            special::RESERVED_SMEM_BYTES,
            false,
        ))
    });
    let amd_hidden = if prog.amdgpu {
        amdgpu::hidden_objects(prog, cfg, &mut mem)
    } else {
        [None, None]
    };
    let args = kernel_args(m, kernel, cfg, &mut mem);
    let shared_objects: Vec<(usize, Object)> = mem
        .objects
        .iter()
        .enumerate()
        .filter(|(_, o)| o.space == addr_space::SHARED)
        .map(|(i, o)| (i, o.clone()))
        .collect();
    let shared_bytes = shared_objects
        .iter()
        .map(|(_, o)| o.bytes.len() as u64)
        .sum();
    let ctas = if cfg.ctas.is_empty() {
        vec![[0, 0, 0]]
    } else {
        cfg.ctas.clone()
    };
    let groups: Vec<Vec<[u32; 3]>> = if cfg.concurrent_ctas {
        vec![ctas]
    } else {
        ctas.into_iter().map(|c| vec![c]).collect()
    };
    let mut first_values = HashMap::new();
    let per_cta = cfg.block.iter().product::<u32>();
    let window_numbers = wgmma::window_numbers(prog);
    for group in groups {
        report.ctas_run.extend(group.iter().copied());
        // Fresh shared memory for each CTA: the first in place, the others aside.
        mem.start_ctas(&shared_objects, group.len() as u32);
        let places = cluster::places(&group, cfg.cluster);
        let states: Vec<CtaState> = group
            .iter()
            .zip(&places)
            .map(|(&cta, &(cluster, rank))| CtaState {
                cta,
                cluster,
                rank,
                ..CtaState::default()
            })
            .collect();
        let clusters: Vec<u32> = places.iter().map(|(c, _)| *c).collect();
        let cluster_count = clusters.iter().max().map_or(0, |c| c + 1);
        let mut ctx = Ctx {
            prog,
            cfg,
            mem: &mut mem,
            report: &mut report,
            cta: group[0],
            cur: 0,
            states,
            interval: 0,
            claims,
            first_values: std::mem::take(&mut first_values),
            seen_races: HashSet::new(),
            seen_uninit: HashSet::new(),
            seen_unknown: HashSet::new(),
            steps: 0,
            hb: Detector::new(clusters, per_cta),
            async_copies: Default::default(),
            shared_ids: shared_objects.iter().map(|(i, _)| *i).collect(),
            window_numbers,
            cluster_barriers: (0..cluster_count)
                .map(|_| cluster::ClusterBarrier::default())
                .collect(),
            reserved_smem,
            shared_bytes,
            amd_hidden,
            executions: HashMap::new(),
            instance: 0,
        };
        if prog.amdgpu {
            ctx.hb.wave_size = prog.wave_size;
        }
        let stopped = run_ctas(&mut ctx, kernel, &args);
        first_values = std::mem::take(&mut ctx.first_values);
        report.steps += ctx.steps;
        if stopped {
            break;
        }
    }
    // A digest of global memory (what the kernel computed), for schedule comparisons.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for o in mem.objects.iter().filter(|o| o.space == addr_space::GLOBAL) {
        for b in &o.bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    report.memory_digest = h;
    report
}

/// The kernel's arguments as values, buffers allocated in `mem`.
fn kernel_args(
    m: &syncflow_ir::Module,
    kernel: FunctionId,
    cfg: &LaunchConfig,
    mem: &mut Memory,
) -> Vec<Value> {
    let func = &m.functions[kernel];
    let mut args = Vec::new();
    for (k, p) in func.params.iter().enumerate() {
        let spec = cfg.args.get(k).cloned().unwrap_or(ArgValue::Int(0));
        let v = match spec {
            ArgValue::Int(i) => Value::Int(i as u64 & mask(bits_of_param(m, p.ty))),
            ArgValue::Float(x) => match super::program::scalar(m, p.ty) {
                Scalar::F32 => Value::F32(x as f32),
                _ => Value::F64(x),
            },
            ArgValue::Buffer { bytes, fill } => {
                let mut obj = Object::new(format!("param {k}"), addr_space::GLOBAL, bytes, true);
                globals::fill_object(&mut obj, &fill);
                Value::Ptr(Pointer {
                    object: mem.add(obj),
                    offset: 0,
                })
            }
        };
        args.push(v);
    }
    args
}

fn bits_of_param(m: &syncflow_ir::Module, ty: syncflow_ir::TypeId) -> u32 {
    match super::program::scalar(m, ty) {
        Scalar::Int(b) => b,
        _ => 64,
    }
}

/// Runs the CTAs of `ctx.states` together; true when the run stopped early (fault,
/// deadlock, step limit, time limit).
fn run_ctas(ctx: &mut Ctx<'_, '_>, kernel: FunctionId, args: &[Value]) -> bool {
    let [bx, by, bz] = ctx.cfg.block;
    let n = (bx * by * bz) as usize;
    let ncta = ctx.states.len();
    let code = &ctx.prog.funcs[kernel.index()];
    let mut threads: Vec<Thread> = (0..(n * ncta) as u32)
        .map(|gid| {
            let id = gid % n as u32;
            let mut regs = vec![Value::Undef; code.registers];
            for (k, a) in args.iter().enumerate() {
                regs[k] = a.clone();
            }
            Thread {
                id,
                gid,
                cta: gid / n as u32,
                tid: [id % bx, (id / bx) % by, id / (bx * by)],
                frames: vec![Frame {
                    func: kernel,
                    block: BlockId::new(0),
                    pc: 0,
                    regs,
                    ret_reg: None,
                }],
                status: Status::Ready,
                occurrences: HashMap::new(),
            }
        })
        .collect();
    if code.ops.is_empty() {
        return false;
    }
    let step_limit = ctx.cfg.step_limit.saturating_mul(ncta as u64);
    let mut sched = schedule::Scheduler::new(ctx.cfg.schedule, threads.len(), n);
    loop {
        let mut progressed = false;
        for (t, quantum) in sched.round(&threads) {
            if !matches!(threads[t].status, Status::Ready) {
                continue;
            }
            progressed = true;
            ctx.switch_to(threads[t].cta as usize);
            for _ in 0..quantum.max(1) {
                if ctx.steps >= step_limit {
                    ctx.report.faults.push(Fault::StepLimit {
                        limit: ctx.cfg.step_limit,
                    });
                    return true;
                }
                if let Some(d) = ctx.cfg.time_limit {
                    if ctx.steps.is_multiple_of(Deadline::CHECK_EVERY) && d.passed() {
                        ctx.report.faults.push(Fault::TimeOut {
                            limit_ms: d.limit_ms,
                        });
                        return true;
                    }
                }
                ctx.steps += 1;
                if let Err(Stop) = step(ctx, &mut threads[t]) {
                    return true;
                }
                if !matches!(threads[t].status, Status::Ready) {
                    break;
                }
            }
        }
        // CTAs with no ready thread: resolve their warp collectives and barriers.
        let mut resolved = false;
        for k in 0..ncta {
            let range = k * n..(k + 1) * n;
            let cta_threads = &mut threads[range];
            if cta_threads
                .iter()
                .any(|t| matches!(t.status, Status::Ready))
            {
                continue;
            }
            ctx.switch_to(k);
            if cta_threads
                .iter()
                .all(|t| matches!(t.status, Status::Exited))
            {
                if !ctx.states[k].finished {
                    async_copy::finish(ctx);
                    ctx.states[k].finished = true;
                }
                continue;
            }
            let collectives = if ctx.prog.amdgpu {
                amdgpu::resolve_waves(ctx, cta_threads)
            } else {
                resolve_warps(ctx, cta_threads)
            };
            match collectives {
                Ok(true) => {
                    resolved = true;
                    continue;
                }
                Ok(false) => {}
                Err(Stop) => return true,
            }
            resolved |= resolve_barriers(ctx, cta_threads);
        }
        if ctx
            .cluster_barriers
            .iter()
            .any(cluster::ClusterBarrier::pending)
        {
            resolved |= cluster::resolve(ctx, &mut threads);
        }
        if progressed || resolved {
            continue;
        }
        if threads.iter().all(|t| matches!(t.status, Status::Exited)) {
            return false;
        }
        // Nothing can move: a deadlock, in the first CTA with blocked threads.
        let k = (0..ncta)
            .find(|k| {
                threads[k * n..(k + 1) * n]
                    .iter()
                    .any(|t| !matches!(t.status, Status::Exited))
            })
            .unwrap_or(0);
        ctx.switch_to(k);
        let blocked: Vec<BarrierSite> = threads[k * n..(k + 1) * n]
            .iter()
            .filter(|t| !matches!(t.status, Status::Exited))
            .take(2)
            .map(|t| site_of(ctx, t))
            .collect();
        ctx.report
            .divergences
            .push(Divergence::Deadlock { waiting: blocked });
        return true;
    }
}

mod access;
mod amdgpu;
mod amdgpu_math;
mod amdgpu_mfma;
mod async_copy;
mod claims;
mod cluster;
mod control;
mod globals;
mod hopper;
mod inline_asm;
mod libdevice;
mod libdevice_memory;
mod llvm_math;
mod math;
mod matrix;
mod mbarrier;
mod memory_ops;
mod mma;
mod nvvm_math;
mod ptx_alu;
mod ptx_float;
mod ptx_move;
mod ptx_types;
mod pure;
mod rounding;
mod schedule;
mod special;
mod step;
mod sync_points;
mod tensor_map;
mod vector_math;
mod wgmma;
mod wmma;

use access::{access, fault};
use claims::observe;
use step::step;
use sync_points::{resolve_barriers, resolve_warps, site_of};

/// Where an instruction is, for findings: [`Module::place_string`](syncflow_ir::Module::place_string).
fn place(module: &syncflow_ir::Module, inst: &syncflow_ir::Instruction) -> Option<String> {
    Some(module.place_string(inst))
}
