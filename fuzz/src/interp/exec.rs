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

use super::memory::{AccessError, Memory, Object};
use super::program::{
    apply_binary, apply_cast, BarrierReduction, GepStep, Layout, Op, Program, Scalar, ShuffleMode,
    Src, VoteMode,
};
use super::race::{AccessSite, Entry, Ordered, Shadow};
use super::value::{mask, sext, ObjectId, Pointer, Value};
use super::{
    AccessEvent, AccessInfo, ArgValue, BarrierSite, Divergence, Fault, LaunchConfig, Race,
    RunReport, Schedule, UniformClaims, UniformityViolation, WarpSyncModel,
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
    },
    AtWarp {
        op: WarpOp,
        mask: u32,
    },
    Exited,
}

struct Thread {
    id: u32,
    tid: [u32; 3],
    frames: Vec<Frame>,
    status: Status,
    /// Vector clock over the lanes of this thread's warp.
    clock: [u32; 32],
    occurrences: HashMap<(CallChain, FunctionId, u32), u32>,
}

impl Thread {
    fn lane(&self) -> usize {
        (self.id % 32) as usize
    }
    fn warp(&self) -> u32 {
        self.id / 32
    }
}

/// Why a thread's run stopped the whole CTA.
struct Stop;

struct Ctx<'a, 'm> {
    prog: &'a Program<'m>,
    cfg: &'a LaunchConfig,
    mem: &'a mut Memory,
    shadow: Shadow,
    report: &'a mut RunReport,
    cta: [u32; 3],
    interval: u32,
    claims: Option<&'a UniformClaims>,
    first_values: HashMap<(CallChain, FunctionId, u32, u32), (Value, u32)>,
    seen_races: HashSet<(FunctionId, InstId, FunctionId, InstId)>,
    seen_uninit: HashSet<(FunctionId, InstId)>,
    seen_unknown: HashSet<String>,
    steps: u64,
    /// Warp clocks by thread, copied here for the race check (the accessing thread's own
    /// row is current; others' rows are only read for warp-mates).
    clocks: Vec<[u32; 32]>,
}

struct WarpOrder<'c> {
    clocks: &'c [[u32; 32]],
    enabled: bool,
}

impl Ordered for WarpOrder<'_> {
    fn ordered(&self, earlier: &Entry, thread: u32) -> bool {
        self.enabled
            && earlier.thread / 32 == thread / 32
            && self.clocks[thread as usize][(earlier.thread % 32) as usize] > earlier.clock
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
pub fn run(
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
        while mem.objects.len() < id {
            mem.add(Object::new("<unused>".into(), 0, 0, false));
        }
        mem.add(obj);
    }
    while (mem.objects.len() as ObjectId) < prog.first_dynamic_object {
        mem.add(Object::new("<unused>".into(), 0, 0, false));
    }
    // Kernel arguments.
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
                match fill {
                    super::Fill::Zero => {}
                    super::Fill::Uninit => obj.init.fill(false),
                    super::Fill::Pattern(seed) => {
                        for (i, w) in obj.bytes.chunks_mut(4).enumerate() {
                            let v = ((i as u32).wrapping_mul(7).wrapping_add(seed)) % 13;
                            for (j, b) in w.iter_mut().enumerate() {
                                *b = (v >> (8 * j)) as u8;
                            }
                        }
                    }
                }
                Value::Ptr(Pointer {
                    object: mem.add(obj),
                    offset: 0,
                })
            }
        };
        args.push(v);
    }
    let shared_objects: Vec<(usize, Object)> = mem
        .objects
        .iter()
        .enumerate()
        .filter(|(_, o)| o.space == addr_space::SHARED)
        .map(|(i, o)| (i, o.clone()))
        .collect();
    let ctas = if cfg.ctas.is_empty() {
        vec![[0, 0, 0]]
    } else {
        cfg.ctas.clone()
    };
    let mut first_values = HashMap::new();
    for cta in ctas {
        // Fresh shared memory for each CTA.
        for (i, o) in &shared_objects {
            mem.objects[*i] = o.clone();
        }
        let mut ctx = Ctx {
            prog,
            cfg,
            mem: &mut mem,
            shadow: Shadow::default(),
            report: &mut report,
            cta,
            interval: 0,
            claims,
            first_values: std::mem::take(&mut first_values),
            seen_races: HashSet::new(),
            seen_uninit: HashSet::new(),
            seen_unknown: HashSet::new(),
            steps: 0,
            clocks: Vec::new(),
        };
        let stopped = run_cta(&mut ctx, kernel, &args);
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

fn bits_of_param(m: &syncflow_ir::Module, ty: syncflow_ir::TypeId) -> u32 {
    match super::program::scalar(m, ty) {
        Scalar::Int(b) => b,
        _ => 64,
    }
}

/// Runs one CTA; true when the run stopped early (fault, deadlock, step limit).
fn run_cta(ctx: &mut Ctx<'_, '_>, kernel: FunctionId, args: &[Value]) -> bool {
    let [bx, by, bz] = ctx.cfg.block;
    let n = (bx * by * bz) as usize;
    let code = &ctx.prog.funcs[kernel.index()];
    let mut threads: Vec<Thread> = (0..n as u32)
        .map(|id| {
            let mut regs = vec![Value::Undef; code.registers];
            for (k, a) in args.iter().enumerate() {
                regs[k] = a.clone();
            }
            Thread {
                id,
                tid: [id % bx, (id / bx) % by, id / (bx * by)],
                frames: vec![Frame {
                    func: kernel,
                    block: BlockId::new(0),
                    pc: 0,
                    regs,
                    ret_reg: None,
                }],
                status: Status::Ready,
                clock: [0; 32],
                occurrences: HashMap::new(),
            }
        })
        .collect();
    if code.ops.is_empty() {
        return false;
    }
    ctx.clocks = vec![[0; 32]; n];
    let mut rng = match ctx.cfg.schedule {
        Schedule::Random { seed } => seed | 1,
        _ => 1,
    };
    let mut order: Vec<usize> = (0..n).collect();
    let mut exited_reported = false;
    loop {
        match ctx.cfg.schedule {
            Schedule::RoundRobin { .. } => {}
            Schedule::Reverse { .. } => order.reverse(),
            Schedule::Random { .. } => {
                for i in (1..order.len()).rev() {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    order.swap(i, (rng % (i as u64 + 1)) as usize);
                }
            }
        }
        let mut progressed = false;
        for &t in &order {
            if !matches!(threads[t].status, Status::Ready) {
                continue;
            }
            progressed = true;
            let quantum = match ctx.cfg.schedule {
                Schedule::RoundRobin { quantum } | Schedule::Reverse { quantum } => quantum,
                Schedule::Random { .. } => {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    1 + rng % 64
                }
            };
            for _ in 0..quantum.max(1) {
                if ctx.steps >= ctx.cfg.step_limit {
                    ctx.report.faults.push(Fault::StepLimit {
                        limit: ctx.cfg.step_limit,
                    });
                    return true;
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
        if progressed {
            continue;
        }
        if threads.iter().all(|t| matches!(t.status, Status::Exited)) {
            return false;
        }
        if resolve_warps(ctx, &mut threads) {
            continue;
        }
        match resolve_barriers(ctx, &mut threads, &mut exited_reported) {
            Some(true) => continue,
            Some(false) | None => return true,
        }
    }
}

fn site_of(ctx: &Ctx<'_, '_>, t: &Thread) -> BarrierSite {
    let f = t.frames.last().expect("a waiting thread has a frame");
    let func = &ctx.prog.module.functions[f.func];
    let inst = InstId::new(f.pc as usize);
    let i = &func.insts[inst];
    BarrierSite {
        thread: t.id,
        function: func.name.clone(),
        function_id: f.func,
        inst,
        location: ctx.prog.module.location_string(i),
        text: ctx.prog.module.source[i.span.range()].trim().to_string(),
    }
}

fn resolve_warps(ctx: &mut Ctx<'_, '_>, threads: &mut [Thread]) -> bool {
    let mut any = false;
    let n = threads.len();
    let warps = n.div_ceil(32);
    for w in 0..warps {
        let base = w * 32;
        let end = (base + 32).min(n);
        let mut live = 0u32;
        let mut waiting = 0u32;
        for (t, th) in threads.iter().enumerate().take(end).skip(base) {
            let bit = 1u32 << (t - base);
            match th.status {
                Status::Exited => {}
                Status::AtWarp { .. } => {
                    live |= bit;
                    waiting |= bit;
                }
                _ => live |= bit,
            }
        }
        let mut done = 0u32;
        for t in base..end {
            let bit = 1u32 << (t - base);
            if waiting & bit == 0 || done & bit != 0 {
                continue;
            }
            let Status::AtWarp { mask, .. } = threads[t].status else {
                continue;
            };
            let group = (mask | bit) & live;
            if group & !waiting != 0 {
                continue; // someone in the mask is still on its way
            }
            // Every live lane of the mask has arrived: exchange.
            let members: Vec<usize> = (0..32).filter(|l| group & (1 << l) != 0).collect();
            let ops: Vec<(usize, WarpOp)> = members
                .iter()
                .map(|l| match &threads[base + l].status {
                    Status::AtWarp { op, .. } => (*l, op.clone()),
                    _ => unreachable!("group members wait at a warp op"),
                })
                .collect();
            let value_of = |lane: usize| {
                ops.iter().find_map(|(l, op)| match op {
                    WarpOp::Shuffle { value, .. } if *l == lane => Some(value.clone()),
                    _ => None,
                })
            };
            let vote_bits: u32 = ops
                .iter()
                .filter(|(_, op)| matches!(op, WarpOp::Vote { pred: true, .. }))
                .map(|(l, _)| 1u32 << l)
                .sum();
            let voters: u32 = ops
                .iter()
                .filter(|(_, op)| matches!(op, WarpOp::Vote { .. }))
                .map(|(l, _)| 1u32 << l)
                .sum();
            // Memory ordering for __syncwarp participants.
            let syncers: Vec<usize> = ops
                .iter()
                .filter(|(_, op)| matches!(op, WarpOp::Sync))
                .map(|(l, _)| *l)
                .collect();
            if !syncers.is_empty() && ctx.cfg.warp_sync == WarpSyncModel::Ordering {
                let mut merged = [0u32; 32];
                for l in &syncers {
                    let th = &mut threads[base + l];
                    th.clock[*l] += 1;
                    for (m, c) in merged.iter_mut().zip(th.clock.iter()) {
                        *m = (*m).max(*c);
                    }
                }
                for l in &syncers {
                    threads[base + l].clock = merged;
                    ctx.clocks[base + l] = merged;
                }
            }
            for (lane, op) in &ops {
                let result = match op {
                    WarpOp::Sync => None,
                    WarpOp::Vote { mode, pred } => Some(match mode {
                        VoteMode::All => Value::Int(u64::from(vote_bits & voters == voters)),
                        VoteMode::Any => Value::Int(u64::from(vote_bits != 0)),
                        VoteMode::Uni => {
                            Value::Int(u64::from(vote_bits == 0 || vote_bits == voters))
                        }
                        VoteMode::Ballot => {
                            let _ = pred;
                            Value::Int(u64::from(vote_bits))
                        }
                    }),
                    WarpOp::Shuffle {
                        mode,
                        value,
                        b,
                        c,
                        with_pred,
                    } => {
                        let lane_u = *lane as u32;
                        let clamp = c & 0x1f;
                        let seg = (c >> 8) & 0x1f;
                        let max_lane = (lane_u & seg) | (clamp & !seg);
                        let min_lane = lane_u & seg;
                        let (j, ok) = match mode {
                            ShuffleMode::Up => {
                                let j = lane_u as i64 - i64::from(*b);
                                (j, j >= i64::from(max_lane))
                            }
                            ShuffleMode::Down => {
                                let j = i64::from(lane_u) + i64::from(*b);
                                (j, j <= i64::from(max_lane))
                            }
                            ShuffleMode::Bfly => {
                                let j = i64::from(lane_u ^ b);
                                (j, j <= i64::from(max_lane))
                            }
                            ShuffleMode::Idx => {
                                let j = i64::from(min_lane | (b & !seg & 0x1f));
                                (j, j <= i64::from(max_lane))
                            }
                        };
                        let src = if ok { j as usize } else { *lane };
                        let v = value_of(src).unwrap_or_else(|| value.clone());
                        Some(if *with_pred {
                            Value::Agg(Rc::from(vec![v, Value::Int(u64::from(ok))]))
                        } else {
                            v
                        })
                    }
                };
                let th = &mut threads[base + lane];
                finish_wait(ctx, th, result);
                done |= 1 << lane;
            }
            any = true;
        }
    }
    any
}

/// Writes a synchronization result, advances past the waiting instruction, makes it ready.
fn finish_wait(ctx: &mut Ctx<'_, '_>, th: &mut Thread, result: Option<Value>) {
    th.status = Status::Ready;
    let frame = th.frames.last_mut().expect("waiting thread has a frame");
    let code = &ctx.prog.funcs[frame.func.index()];
    if let (Some(r), Some(v)) = (code.result[frame.pc as usize], result) {
        frame.regs[r as usize] = v.clone();
        observe(ctx, th, r, &v);
    }
    let frame = th.frames.last_mut().expect("waiting thread has a frame");
    frame.pc += 1;
}

/// Some(true): released something; Some(false)/None: stop (deadlock).
fn resolve_barriers(
    ctx: &mut Ctx<'_, '_>,
    threads: &mut [Thread],
    exited_reported: &mut bool,
) -> Option<bool> {
    // Partial barriers with enough arrivals.
    let mut by_id: HashMap<u32, Vec<usize>> = HashMap::new();
    for (i, t) in threads.iter().enumerate() {
        if let Status::AtBarrier {
            id, count: Some(_), ..
        } = t.status
        {
            by_id.entry(id).or_default().push(i);
        }
    }
    for (_, waiters) in by_id {
        let Status::AtBarrier { count: Some(c), .. } = threads[waiters[0]].status else {
            continue;
        };
        if waiters.len() as u32 >= c {
            for i in waiters {
                finish_wait(ctx, &mut threads[i], None);
            }
            return Some(true);
        }
    }
    let live: Vec<usize> = (0..threads.len())
        .filter(|i| !matches!(threads[*i].status, Status::Exited))
        .collect();
    let all_at_barrier = live
        .iter()
        .all(|i| matches!(threads[*i].status, Status::AtBarrier { .. }));
    if !all_at_barrier || live.is_empty() {
        let blocked: Vec<BarrierSite> = live
            .iter()
            .take(2)
            .map(|i| site_of(ctx, &threads[*i]))
            .collect();
        ctx.report
            .divergences
            .push(Divergence::Deadlock { waiting: blocked });
        return None;
    }
    // Divergence checks.
    let first_site = site_of(ctx, &threads[live[0]]);
    for i in &live[1..] {
        let s = site_of(ctx, &threads[*i]);
        if (s.function_id, s.inst) != (first_site.function_id, first_site.inst) {
            push_divergence(
                ctx,
                Divergence::DifferentBarriers {
                    first: first_site.clone(),
                    second: s,
                },
            );
            break;
        }
    }
    if live.len() < threads.len() && !*exited_reported {
        let exited = (0..threads.len())
            .find(|i| matches!(threads[*i].status, Status::Exited))
            .unwrap_or(0) as u32;
        push_divergence(
            ctx,
            Divergence::ExitedWhileWaiting {
                exited,
                waiting: first_site.clone(),
            },
        );
        *exited_reported = true;
    }
    let mut popc = 0u64;
    let mut all = true;
    let mut any = false;
    let mut cuts = false;
    for i in &live {
        if let Status::AtBarrier { pred, cuts: c, .. } = threads[*i].status {
            popc += u64::from(pred);
            all &= pred;
            any |= pred;
            cuts |= c;
        }
    }
    for i in live {
        let reduction = match threads[i].status {
            Status::AtBarrier { reduction, .. } => reduction,
            _ => BarrierReduction::None,
        };
        let result = match reduction {
            BarrierReduction::None => None,
            BarrierReduction::Popc => Some(Value::Int(popc)),
            BarrierReduction::And => Some(Value::Int(u64::from(all))),
            BarrierReduction::Or => Some(Value::Int(u64::from(any))),
        };
        finish_wait(ctx, &mut threads[i], result);
    }
    if cuts {
        ctx.shadow.clear();
        ctx.interval += 1;
    }
    Some(true)
}

fn push_divergence(ctx: &mut Ctx<'_, '_>, d: Divergence) {
    if ctx.report.divergences.len() < ctx.cfg.max_findings && !ctx.report.divergences.contains(&d) {
        ctx.report.divergences.push(d);
    }
}

fn observe(ctx: &mut Ctx<'_, '_>, th: &mut Thread, reg: u32, v: &Value) {
    let Some(claims) = ctx.claims else { return };
    let func = th.frames.last().expect("frame").func;
    let Some(set) = claims.claimed.get(&func) else {
        return;
    };
    if !set.contains(&reg) {
        return;
    }
    let frames = &th.frames[..th.frames.len() - 1];
    let chain: CallChain = frames.iter().map(|f| (f.func, f.block, f.pc)).collect();
    let n = th
        .occurrences
        .entry((chain.clone(), func, reg))
        .or_insert(0);
    *n += 1;
    let key = (chain, func, reg, *n);
    match ctx.first_values.get(&key) {
        None => {
            ctx.first_values.insert(key, (v.clone(), th.id));
        }
        Some((first, thread)) if first != v => {
            let m = ctx.prog.module;
            let f = &m.functions[func];
            let viol = UniformityViolation {
                function: f.name.clone(),
                value: f.locals.as_slice()[reg as usize].name.clone(),
                occurrence: *n,
                first_thread: *thread,
                first_value: format!("{first:?}"),
                second_thread: th.id,
                second_value: format!("{v:?}"),
            };
            if ctx.report.uniformity_violations.len() < ctx.cfg.max_findings
                && !ctx
                    .report
                    .uniformity_violations
                    .iter()
                    .any(|u| u.function == viol.function && u.value == viol.value)
            {
                ctx.report.uniformity_violations.push(viol);
            }
        }
        Some(_) => {}
    }
}

fn fault(ctx: &mut Ctx<'_, '_>, th: &Thread, what: String) -> Stop {
    let f = th.frames.last().expect("frame");
    let func = &ctx.prog.module.functions[f.func];
    let inst = &func.insts[InstId::new(f.pc as usize)];
    ctx.report.faults.push(Fault::Error {
        thread: th.id,
        function: func.name.clone(),
        location: ctx.prog.module.location_string(inst),
        text: ctx.prog.module.source[inst.span.range()].trim().to_string(),
        message: what,
    });
    Stop
}

#[allow(clippy::too_many_arguments)]
fn access(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    size: u64,
    kind: AccessKind,
    atomic: bool,
) -> Result<(), Stop> {
    if let Err(AccessError::OutOfBounds {
        object,
        offset,
        size,
        object_size,
    }) = ctx.mem.check(p, size)
    {
        let f = th.frames.last().expect("frame");
        let func = &ctx.prog.module.functions[f.func];
        let inst = &func.insts[InstId::new(f.pc as usize)];
        ctx.report.faults.push(Fault::OutOfBounds {
            thread: th.id,
            function: func.name.clone(),
            location: ctx.prog.module.location_string(inst),
            text: ctx.prog.module.source[inst.span.range()].trim().to_string(),
            object,
            offset,
            size,
            object_size,
        });
        return Err(Stop);
    }
    let f = th.frames.last().expect("frame");
    let inst = InstId::new(f.pc as usize);
    if ctx.cfg.record_accesses {
        ctx.report.accesses.push(AccessEvent {
            thread: th.id,
            interval: ctx.interval,
            function: f.func,
            inst,
            object: ctx.mem.objects[p.object as usize].name.clone(),
            offset: p.offset as u64,
            size,
            kind,
            atomic,
        });
    }
    let obj = &ctx.mem.objects[p.object as usize];
    if obj.owner.is_some() || obj.space == addr_space::LOCAL {
        return Ok(());
    }
    let site = AccessSite {
        function: f.func,
        inst,
        writes: kind.writes(),
        reads: kind.reads(),
        atomic,
        thread: th.id,
        object: p.object,
        offset: p.offset,
    };
    ctx.clocks[th.id as usize] = th.clock;
    let order = WarpOrder {
        clocks: &ctx.clocks,
        enabled: ctx.cfg.warp_sync == WarpSyncModel::Ordering,
    };
    let clock = th.clock[th.lane()];
    if let Some(c) = ctx.shadow.access(site, size, clock, &order) {
        let key = (
            c.first.function,
            c.first.inst,
            c.second.function,
            c.second.inst,
        );
        let rev = (
            c.second.function,
            c.second.inst,
            c.first.function,
            c.first.inst,
        );
        if ctx.report.races.len() < ctx.cfg.max_findings
            && !ctx.seen_races.contains(&key)
            && !ctx.seen_races.contains(&rev)
        {
            ctx.seen_races.insert(key);
            let info = |s: &AccessSite| {
                let m = ctx.prog.module;
                let func = &m.functions[s.function];
                let i = &func.insts[s.inst];
                AccessInfo {
                    thread: s.thread,
                    function: func.name.clone(),
                    function_id: s.function,
                    inst: s.inst,
                    kind: if s.reads && s.writes {
                        AccessKind::ReadWrite
                    } else if s.writes {
                        AccessKind::Write
                    } else {
                        AccessKind::Read
                    },
                    atomic: s.atomic,
                    location: m.location_string(i),
                    text: m.source[i.span.range()].trim().to_string(),
                }
            };
            let race = Race {
                first: info(&c.first),
                second: info(&c.second),
                object: ctx.mem.objects[c.first.object as usize].name.clone(),
                offset: c.offset,
                interval: ctx.interval,
            };
            ctx.report.races.push(race);
        }
    }
    Ok(())
}

fn load(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    layout: &Layout,
    atomic: bool,
) -> Result<Value, Stop> {
    access(ctx, th, p, layout.size(), AccessKind::Read, atomic)?;
    let (v, init) = ctx.mem.read(p, layout);
    if !init {
        let f = th.frames.last().expect("frame");
        let inst = InstId::new(f.pc as usize);
        if ctx.seen_uninit.insert((f.func, inst)) && ctx.report.faults.len() < ctx.cfg.max_findings
        {
            let func = &ctx.prog.module.functions[f.func];
            let i = &func.insts[inst];
            ctx.report.faults.push(Fault::UninitialisedRead {
                thread: th.id,
                function: func.name.clone(),
                location: ctx.prog.module.location_string(i),
                text: ctx.prog.module.source[i.span.range()].trim().to_string(),
                object: ctx.mem.objects[p.object as usize].name.clone(),
                offset: p.offset,
            });
        }
    }
    Ok(v)
}

fn enter_block(ctx: &Ctx<'_, '_>, frame: &mut Frame, target: BlockId) {
    let code = &ctx.prog.funcs[frame.func.index()];
    let from = frame.block;
    let phis = &code.phis[target.index()];
    if !phis.is_empty() {
        let values: Vec<(u32, Value)> = phis
            .iter()
            .map(|(r, incoming)| {
                let v = incoming
                    .iter()
                    .find(|(b, _)| *b == from)
                    .map_or(Value::Undef, |(_, s)| get(frame, s));
                (*r, v)
            })
            .collect();
        for (r, v) in values {
            frame.regs[r as usize] = v;
        }
    }
    frame.block = target;
    frame.pc = code.block_start[target.index()];
}

fn math(name: &str, args: &[Value], sc: Scalar) -> Option<Value> {
    let rest = name
        .strip_prefix("llvm.nvvm.")
        .or_else(|| name.strip_prefix("llvm."))?;
    let family = rest.split('.').next()?;
    let a = args.first().cloned().unwrap_or(Value::Undef);
    let b = args.get(1).cloned().unwrap_or(Value::Undef);
    let bits = match sc {
        Scalar::Int(b) => b,
        _ => 64,
    };
    let fl = |x: f64| match sc {
        Scalar::F32 => Value::F32(x as f32),
        _ => Value::F64(x),
    };
    let int = |x: u64| Value::Int(x & mask(bits));
    let (x, y) = (a.f64(), b.f64());
    let (ia, ib) = (a.bits() & mask(bits), b.bits() & mask(bits));
    let (sa, sb) = (sext(ia, bits), sext(ib, bits));
    Some(match (family, sc) {
        ("smin", _) | ("min", Scalar::Int(_)) => int(sa.min(sb) as u64),
        ("smax", _) | ("max", Scalar::Int(_)) => int(sa.max(sb) as u64),
        ("umin", _) => int(ia.min(ib)),
        ("umax", _) => int(ia.max(ib)),
        ("abs", Scalar::Int(_)) => int(sa.unsigned_abs()),
        ("ctpop", _) | ("popc", _) => int(u64::from(ia.count_ones())),
        ("ctlz", _) | ("clz", _) => int(u64::from(ia.leading_zeros()) - (64 - u64::from(bits))),
        ("cttz", _) => int(u64::from(ia.trailing_zeros()).min(u64::from(bits))),
        ("brev", _) | ("bitreverse", _) => int(ia.reverse_bits() >> (64 - bits)),
        ("fabs", _) | ("abs", _) => fl(x.abs()),
        ("sqrt", _) => fl(x.sqrt()),
        ("rsqrt", _) => fl(1.0 / x.sqrt()),
        ("rcp", _) => fl(1.0 / x),
        ("fma", _) | ("fmuladd", _) => fl(x.mul_add(y, args.get(2).map_or(0.0, Value::f64))),
        ("minnum", _) | ("minimum", _) | ("fmin", _) | ("min", _) => fl(x.min(y)),
        ("maxnum", _) | ("maximum", _) | ("fmax", _) | ("max", _) => fl(x.max(y)),
        ("exp", _) => fl(x.exp()),
        ("exp2", _) | ("ex2", _) => fl(x.exp2()),
        ("log", _) => fl(x.ln()),
        ("log2", _) | ("lg2", _) => fl(x.log2()),
        ("sin", _) => fl(x.sin()),
        ("cos", _) => fl(x.cos()),
        ("pow", _) => fl(x.powf(y)),
        ("floor", _) => fl(x.floor()),
        ("ceil", _) => fl(x.ceil()),
        ("trunc", _) => fl(x.trunc()),
        ("round", _) | ("rint", _) | ("nearbyint", _) | ("roundeven", _) => fl(x.round()),
        ("copysign", _) => fl(x.copysign(y)),
        _ => return None,
    })
}

fn step(ctx: &mut Ctx<'_, '_>, th: &mut Thread) -> Result<(), Stop> {
    let prog = ctx.prog;
    let frame = th.frames.last_mut().expect("running thread has a frame");
    let code = &prog.funcs[frame.func.index()];
    let pc = frame.pc as usize;
    let op = &code.ops[pc];
    let result_reg = code.result[pc];
    let mut result: Option<Value> = None;
    match op {
        Op::Phi | Op::Nop => {}
        Op::Binary { op, scalar, a, b } => {
            let (a, b) = (get(frame, a), get(frame, b));
            match apply_binary(*op, *scalar, &a, &b) {
                Ok(v) => result = Some(v),
                Err(e) => return Err(fault(ctx, th, e.to_string())),
            }
        }
        Op::FNeg { scalar, a } => {
            let v = get(frame, a).f64();
            result = Some(match scalar {
                Scalar::F32 => Value::F32(-(v as f32)),
                _ => Value::F64(-v),
            });
        }
        Op::ICmp { pred, bits, a, b } => {
            let m = mask(*bits);
            let (x, y) = (get(frame, a).bits() & m, get(frame, b).bits() & m);
            let (sx, sy) = (sext(x, *bits), sext(y, *bits));
            let r = match pred.as_str() {
                "eq" => x == y,
                "ne" => x != y,
                "ugt" => x > y,
                "uge" => x >= y,
                "ult" => x < y,
                "ule" => x <= y,
                "sgt" => sx > sy,
                "sge" => sx >= sy,
                "slt" => sx < sy,
                "sle" => sx <= sy,
                other => return Err(fault(ctx, th, format!("unknown icmp predicate {other}"))),
            };
            result = Some(Value::Int(u64::from(r)));
        }
        Op::FCmp { pred, a, b } => {
            let (x, y) = (get(frame, a).f64(), get(frame, b).f64());
            let uno = x.is_nan() || y.is_nan();
            let r = match pred.as_str() {
                "false" => false,
                "true" => true,
                "oeq" => !uno && x == y,
                "ogt" => !uno && x > y,
                "oge" => !uno && x >= y,
                "olt" => !uno && x < y,
                "ole" => !uno && x <= y,
                "one" => !uno && x != y,
                "ord" => !uno,
                "ueq" => uno || x == y,
                "ugt" => uno || x > y,
                "uge" => uno || x >= y,
                "ult" => uno || x < y,
                "ule" => uno || x <= y,
                "une" => uno || x != y,
                "uno" => uno,
                other => return Err(fault(ctx, th, format!("unknown fcmp predicate {other}"))),
            };
            result = Some(Value::Int(u64::from(r)));
        }
        Op::Cast { op, from, to, a } => result = Some(apply_cast(*op, *from, *to, &get(frame, a))),
        Op::Select { cond, a, b } => {
            result = Some(if truthy(&get(frame, cond)) {
                get(frame, a)
            } else {
                get(frame, b)
            })
        }
        Op::Freeze { a } => result = Some(get(frame, a)),
        Op::Alloca { size, count } => {
            let n = count.as_ref().map_or(1, |(s, bits)| {
                sext(get(frame, s).bits(), *bits).max(0) as u64
            });
            let mut obj = Object::new(
                format!("alloca (thread {})", th.id),
                addr_space::LOCAL,
                size.saturating_mul(n).min(1 << 20),
                false,
            );
            obj.owner = Some(th.id);
            let id = ctx.mem.add(obj);
            result = Some(Value::Ptr(Pointer {
                object: id,
                offset: 0,
            }));
        }
        Op::Gep { base, steps } => {
            let mut p = get(frame, base).ptr();
            for s in steps {
                match s {
                    GepStep::Const(k) => p.offset = p.offset.wrapping_add(*k),
                    GepStep::Var { index, bits, scale } => {
                        let i = sext(get(frame, index).bits(), *bits);
                        p.offset = p.offset.wrapping_add(i.wrapping_mul(*scale));
                    }
                }
            }
            result = Some(Value::Ptr(p));
        }
        Op::Load {
            layout,
            ptr,
            atomic,
        } => {
            let p = get(frame, ptr).ptr();
            result = Some(load(ctx, th, p, layout, *atomic)?);
        }
        Op::Store {
            layout,
            value,
            ptr,
            atomic,
        } => {
            let (v, p) = (get(frame, value), get(frame, ptr).ptr());
            access(ctx, th, p, layout.size(), AccessKind::Write, *atomic)?;
            ctx.mem.write(p, layout, &v);
        }
        Op::AtomicRmw {
            op,
            layout,
            ptr,
            value,
        } => {
            let (v, p) = (get(frame, value), get(frame, ptr).ptr());
            access(ctx, th, p, layout.size(), AccessKind::ReadWrite, true)?;
            let (old, _) = ctx.mem.read(p, layout);
            let bits = match layout {
                Layout::Int(b) => *b,
                _ => 64,
            };
            let (o, x) = (old.bits() & mask(bits), v.bits() & mask(bits));
            let (so, sx) = (sext(o, bits), sext(x, bits));
            let new = match op.as_str() {
                "xchg" => v.clone(),
                "add" => Value::Int(o.wrapping_add(x) & mask(bits)),
                "sub" => Value::Int(o.wrapping_sub(x) & mask(bits)),
                "and" => Value::Int(o & x),
                "or" => Value::Int(o | x),
                "xor" => Value::Int(o ^ x),
                "nand" => Value::Int(!(o & x) & mask(bits)),
                "max" => Value::Int(so.max(sx) as u64 & mask(bits)),
                "min" => Value::Int(so.min(sx) as u64 & mask(bits)),
                "umax" => Value::Int(o.max(x)),
                "umin" => Value::Int(o.min(x)),
                "uinc_wrap" => Value::Int(if o >= x { 0 } else { o + 1 }),
                "udec_wrap" => Value::Int(if o == 0 || o > x { x } else { o - 1 }),
                "fadd" | "fsub" | "fmax" | "fmin" => {
                    let (a, b) = (old.f64(), v.f64());
                    let r = match op.as_str() {
                        "fadd" => a + b,
                        "fsub" => a - b,
                        "fmax" => a.max(b),
                        _ => a.min(b),
                    };
                    match layout {
                        Layout::F32 => Value::F32(r as f32),
                        _ => Value::F64(r),
                    }
                }
                other => return Err(fault(ctx, th, format!("unsupported atomicrmw {other}"))),
            };
            ctx.mem.write(p, layout, &new);
            result = Some(old);
        }
        Op::CmpXchg {
            layout,
            ptr,
            expected,
            new,
        } => {
            let p = get(frame, ptr).ptr();
            let (e, n) = (get(frame, expected), get(frame, new));
            access(ctx, th, p, layout.size(), AccessKind::ReadWrite, true)?;
            let (old, _) = ctx.mem.read(p, layout);
            let bits = match layout {
                Layout::Int(b) => *b,
                _ => 64,
            };
            let ok = old.bits() & mask(bits) == e.bits() & mask(bits);
            if ok {
                ctx.mem.write(p, layout, &n);
            }
            result = Some(Value::Agg(Rc::from(vec![old, Value::Int(u64::from(ok))])));
        }
        Op::ExtractValue { agg, indices } => {
            let mut v = get(frame, agg);
            for i in indices {
                v = v.element(*i as usize);
            }
            result = Some(v);
        }
        Op::InsertValue { agg, elem, indices } => {
            fn insert(v: &Value, path: &[u64], e: Value) -> Value {
                let Some((first, rest)) = path.split_first() else {
                    return e;
                };
                let mut items: Vec<Value> = match v {
                    Value::Agg(items) => items.to_vec(),
                    _ => Vec::new(),
                };
                let i = *first as usize;
                if items.len() <= i {
                    items.resize(i + 1, Value::Undef);
                }
                items[i] = insert(&items[i], rest, e);
                Value::Agg(Rc::from(items))
            }
            result = Some(insert(&get(frame, agg), indices, get(frame, elem)));
        }
        Op::ExtractElement { vec, index } => {
            result = Some(get(frame, vec).element(get(frame, index).bits() as usize))
        }
        Op::InsertElement { vec, elem, index } => {
            let mut items: Vec<Value> = match get(frame, vec) {
                Value::Agg(items) => items.to_vec(),
                _ => Vec::new(),
            };
            let i = get(frame, index).bits() as usize;
            if items.len() <= i {
                items.resize(i + 1, Value::Undef);
            }
            items[i] = get(frame, elem);
            result = Some(Value::Agg(Rc::from(items)));
        }
        Op::Br { target } => {
            let t = *target;
            enter_block(ctx, frame, t);
            return Ok(());
        }
        Op::CondBr { cond, then, els } => {
            let t = if truthy(&get(frame, cond)) {
                *then
            } else {
                *els
            };
            enter_block(ctx, frame, t);
            return Ok(());
        }
        Op::Switch {
            value,
            bits,
            default,
            cases,
        } => {
            let v = get(frame, value).bits() & mask(*bits);
            let t = cases
                .iter()
                .find(|(c, _)| *c == v)
                .map_or(*default, |(_, b)| *b);
            enter_block(ctx, frame, t);
            return Ok(());
        }
        Op::Ret { value } => {
            let v = value.as_ref().map(|s| get(frame, s));
            let done = th.frames.pop().expect("frame");
            match th.frames.last_mut() {
                None => th.status = Status::Exited,
                Some(caller) => {
                    if let (Some(r), Some(v)) = (done.ret_reg, v) {
                        caller.regs[r as usize] = v.clone();
                        observe(ctx, th, r, &v);
                    }
                    let caller = th.frames.last_mut().expect("caller");
                    caller.pc += 1;
                }
            }
            return Ok(());
        }
        Op::Unreachable => return Err(fault(ctx, th, "reached unreachable".into())),
        Op::Unsupported(what) => {
            return Err(fault(ctx, th, format!("unsupported instruction: {what}")))
        }
        Op::SpecialReg(r) => {
            let d = |d: &Dim| match d {
                Dim::X => 0,
                Dim::Y => 1,
                Dim::Z => 2,
            };
            result = Some(Value::Int(u64::from(match r {
                SpecialRegister::ThreadId(x) => th.tid[d(x)],
                SpecialRegister::BlockDim(x) => ctx.cfg.block[d(x)],
                SpecialRegister::BlockId(x) => ctx.cta[d(x)],
                SpecialRegister::GridDim(x) => ctx.cfg.grid[d(x)],
                SpecialRegister::LaneId => th.id % 32,
                SpecialRegister::WarpSize => 32,
                SpecialRegister::Other(name) if name == "warpid" => th.warp(),
                SpecialRegister::Other(name) if name.starts_with("lanemask") => {
                    let lane = th.id % 32;
                    match name.as_str() {
                        "lanemask.eq" => 1u32 << lane,
                        "lanemask.lt" => (1u32 << lane) - 1,
                        "lanemask.le" => ((1u64 << (lane + 1)) - 1) as u32,
                        "lanemask.gt" => !(((1u64 << (lane + 1)) - 1) as u32),
                        _ => !((1u32 << lane) - 1),
                    }
                }
                SpecialRegister::Other(_) => 0,
            })));
        }
        Op::Barrier {
            kind,
            id,
            count,
            reduction,
            pred,
            arrive_only,
        } => {
            if *arrive_only {
                frame.pc += 1;
                return Ok(());
            }
            let id = id.as_ref().map_or(0, |s| get(frame, s).bits() as u32);
            let count = if matches!(
                kind,
                BarrierKind::Partial | BarrierKind::CarriesData { full: false }
            ) {
                count.as_ref().map(|s| get(frame, s).bits() as u32)
            } else {
                None
            };
            let pred = pred.as_ref().is_some_and(|s| get(frame, s).bits() != 0);
            th.status = Status::AtBarrier {
                id,
                count,
                reduction: *reduction,
                pred,
                cuts: kind.separates_intervals(),
            };
            return Ok(());
        }
        Op::WarpSync { mask: m } => {
            let m = get(frame, m).bits() as u32;
            th.status = Status::AtWarp {
                op: WarpOp::Sync,
                mask: m,
            };
            return Ok(());
        }
        Op::Shuffle {
            mode,
            mask: m,
            value,
            b,
            c,
            with_pred,
            float: _,
        } => {
            let m = m.as_ref().map_or(u32::MAX, |s| get(frame, s).bits() as u32);
            th.status = Status::AtWarp {
                op: WarpOp::Shuffle {
                    mode: *mode,
                    value: get(frame, value),
                    b: get(frame, b).bits() as u32,
                    c: get(frame, c).bits() as u32,
                    with_pred: *with_pred,
                },
                mask: m,
            };
            return Ok(());
        }
        Op::Vote {
            mode,
            mask: m,
            pred,
        } => {
            let m = m.as_ref().map_or(u32::MAX, |s| get(frame, s).bits() as u32);
            th.status = Status::AtWarp {
                op: WarpOp::Vote {
                    mode: *mode,
                    pred: truthy(&get(frame, pred)),
                },
                mask: m,
            };
            return Ok(());
        }
        Op::Math { name, args, scalar } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            match math(name, &vals, *scalar) {
                Some(v) => result = Some(v),
                None => return Err(fault(ctx, th, format!("unsupported intrinsic {name}"))),
            }
        }
        Op::Memcpy { dst, src, len } => {
            let (d, s, n) = (
                get(frame, dst).ptr(),
                get(frame, src).ptr(),
                get(frame, len).bits(),
            );
            access(ctx, th, s, n, AccessKind::Read, false)?;
            access(ctx, th, d, n, AccessKind::Write, false)?;
            for k in 0..n as i64 {
                let from = Pointer {
                    object: s.object,
                    offset: s.offset + k,
                };
                let (b, _) = ctx.mem.read(from, &Layout::Int(8));
                let to = Pointer {
                    object: d.object,
                    offset: d.offset + k,
                };
                ctx.mem.write(to, &Layout::Int(8), &b);
            }
        }
        Op::Memset { dst, byte, len } => {
            let (d, b, n) = (
                get(frame, dst).ptr(),
                get(frame, byte),
                get(frame, len).bits(),
            );
            access(ctx, th, d, n, AccessKind::Write, false)?;
            for k in 0..n as i64 {
                let to = Pointer {
                    object: d.object,
                    offset: d.offset + k,
                };
                ctx.mem.write(to, &Layout::Int(8), &b);
            }
        }
        Op::Call { callee, args } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            if th.frames.len() >= 64 {
                return Err(fault(ctx, th, "call depth limit (64) exceeded".into()));
            }
            let callee_code = &prog.funcs[callee.index()];
            let mut regs = vec![Value::Undef; callee_code.registers];
            for (k, v) in vals.into_iter().enumerate() {
                if k < regs.len() {
                    regs[k] = v;
                }
            }
            th.frames.push(Frame {
                func: *callee,
                block: BlockId::new(0),
                pc: 0,
                regs,
                ret_reg: result_reg,
            });
            return Ok(());
        }
        Op::UnknownCall { name } => {
            if ctx.seen_unknown.insert(name.clone()) {
                ctx.report.notes.push(format!(
                    "call to {name} skipped (no body): its result reads as undef"
                ));
            }
        }
    }
    let frame = th.frames.last_mut().expect("frame");
    if let (Some(r), Some(v)) = (result_reg, result) {
        frame.regs[r as usize] = v.clone();
        if ctx.claims.is_some() {
            observe(ctx, th, r, &v);
        }
    }
    let frame = th.frames.last_mut().expect("frame");
    frame.pc += 1;
    Ok(())
}
