//! The synchronization points the scheduler resolves when no thread is ready: warp
//! collectives whose live lanes have all arrived (`__syncwarp`, shuffles, votes), partial
//! barriers with enough arrivals, and CTA barriers once every live thread waits at one —
//! with the barrier-divergence checks and the interval cut. Each resolution is also a
//! happens-before edge among its participants ([`crate::hb`]).

use super::*;

pub(super) fn site_of(ctx: &Ctx<'_, '_>, t: &Thread) -> BarrierSite {
    let f = t.frames.last().expect("a waiting thread has a frame");
    let func = &ctx.prog.module.functions[f.func];
    let inst = InstId::new(f.pc as usize);
    let i = &func.insts[inst];
    BarrierSite {
        thread: t.id,
        function: func.name.clone(),
        function_id: f.func,
        inst,
        location: place(ctx.prog.module, i),
        text: ctx.prog.module.source[i.span.range()].trim().to_string(),
    }
}

/// Runs the warp collectives of NVIDIA warps whose lanes can be released (AMDGPU waves:
/// `amdgpu::resolve_waves`, which the scheduler calls instead).
pub(super) fn resolve_warps(ctx: &mut Ctx<'_, '_>, threads: &mut [Thread]) -> Result<bool, Stop> {
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
        // `activemask`: the lanes stopped at the same one together, now that no thread of
        // the CTA can run (a lane elsewhere has diverged from them).
        if resolve_active_masks(ctx, threads, base, end) {
            any = true;
            continue;
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
            // `mask` names this lane (`control::wait_at_warp` faults otherwise). A lane
            // released by an earlier group of this round is on its way again: it waits.
            let group = (mask | bit) & live;
            if group & !(waiting & !done) != 0 {
                continue; // someone in the mask is still on its way
            }
            // Every live lane of the mask has arrived: exchange.
            let members: Vec<usize> = (0..32).filter(|l| group & (1 << l) != 0).collect();
            // PTX: every non-exited lane a member mask names executes the collective with
            // that same mask; lanes that disagree (lane 0 with 0b11, lane 1 with 0b10) are
            // undefined, a finding at the first lane whose mask differs.
            let differs = members
                .iter()
                .find_map(|&l| match threads[base + l].status {
                    Status::AtWarp { mask: m, .. } if (m | (1 << l)) & live != group => {
                        Some((l, m))
                    }
                    _ => None,
                });
            if let Some((l, m)) = differs {
                return Err(super::access::fault(
                    ctx,
                    &threads[base + l],
                    format!(
                        "undefined warp collective: lane {} executes it with member mask \
                         {mask:#010x}, which names lane {l}, and lane {l} with {m:#010x} (PTX: \
                         every thread named in membermask executes the same collective with \
                         the same membermask)",
                        t - base
                    ),
                ));
            }
            let ops: Vec<(usize, WarpOp)> = members
                .iter()
                .filter_map(|l| match &threads[base + l].status {
                    Status::AtWarp { op, .. } => Some((*l, op.clone())),
                    _ => None, // not reached: every member waits (checked above)
                })
                .collect();
            let matrix: Vec<(usize, super::matrix::MatrixOp)> = ops
                .iter()
                .filter_map(|(l, op)| match op {
                    WarpOp::Matrix(m) => Some((*l, m.clone())),
                    _ => None,
                })
                .collect();
            let mmas: Vec<(usize, super::mma::MmaLane)> = ops
                .iter()
                .filter_map(|(l, op)| match op {
                    WarpOp::Mma(m) => Some((*l, (**m).clone())),
                    _ => None,
                })
                .collect();
            // A tensor-core or matrix instruction runs first, alone: lanes of the group at
            // another warp operation wait for the next round.
            let results = if !mmas.is_empty() {
                Some(super::mma::execute(ctx, threads, base, &mmas)?)
            } else if !matrix.is_empty() {
                Some(super::matrix::execute(ctx, threads, base, &matrix)?)
            } else {
                None
            };
            if let Some(results) = results {
                for (lane, result) in results {
                    finish_wait(ctx, &mut threads[base + lane], result);
                    done |= 1 << lane;
                }
                any = true;
                continue;
            }
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
            let redux: Option<(ReduxOp, u32)> = ops.iter().fold(None, |acc, (_, op)| match op {
                WarpOp::Redux { op, value } => Some(match acc {
                    None => (*op, *value),
                    Some((o, v)) => (o, o.combine(v, *value)),
                }),
                _ => acc,
            });
            // Memory ordering for __syncwarp participants.
            let syncers: Vec<usize> = ops
                .iter()
                .filter(|(_, op)| matches!(op, WarpOp::Sync))
                .map(|(l, _)| *l)
                .collect();
            if !syncers.is_empty() && ctx.cfg.warp_sync == WarpSyncModel::Ordering {
                let members: Vec<usize> = syncers
                    .iter()
                    .map(|l| threads[base + l].gid as usize)
                    .collect();
                ctx.hb.join(&members, None);
            }
            let members_mask: u32 = members.iter().map(|l| 1u32 << l).sum();
            let match_values: Vec<(usize, u64)> = ops
                .iter()
                .filter_map(|(l, op)| match op {
                    WarpOp::Match { value, .. } => Some((*l, *value)),
                    _ => None,
                })
                .collect();
            for (lane, op) in &ops {
                let result = match op {
                    WarpOp::Sync
                    | WarpOp::Wave(_)
                    | WarpOp::Matrix(_)
                    | WarpOp::Mma(_)
                    | WarpOp::ActiveMask { .. } => None,
                    WarpOp::Elect => {
                        let leader = members_mask.trailing_zeros();
                        Some(Value::Agg(Rc::from(vec![
                            Value::Int(u64::from(leader)),
                            Value::Int(u64::from(*lane as u32 == leader)),
                        ])))
                    }
                    WarpOp::Match { all, value } => {
                        let same: u32 = match_values
                            .iter()
                            .filter(|(_, v)| v == value)
                            .map(|(l, _)| 1u32 << l)
                            .sum();
                        let voters: u32 = match_values.iter().map(|(l, _)| 1u32 << l).sum();
                        Some(if *all {
                            let equal = same == voters;
                            Value::Agg(Rc::from(vec![
                                Value::Int(if equal { u64::from(voters) } else { 0 }),
                                Value::Int(u64::from(equal)),
                            ]))
                        } else {
                            Value::Int(u64::from(same))
                        })
                    }
                    WarpOp::Redux { .. } => redux.map(|(_, v)| Value::Int(u64::from(v))),
                    WarpOp::Vote { mode, .. } => Some(match mode {
                        VoteMode::All => Value::Int(u64::from(vote_bits & voters == voters)),
                        VoteMode::Any => Value::Int(u64::from(vote_bits != 0)),
                        VoteMode::Uni => {
                            Value::Int(u64::from(vote_bits == 0 || vote_bits == voters))
                        }
                        VoteMode::Ballot => Value::Int(u64::from(vote_bits)),
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
    Ok(any)
}

/// Lanes of the warp at `base..end` stopped at `activemask`: each group at one instruction
/// gets the mask of its members. True when some lane was released.
fn resolve_active_masks(
    ctx: &mut Ctx<'_, '_>,
    threads: &mut [Thread],
    base: usize,
    end: usize,
) -> bool {
    let mut sites: Vec<((FunctionId, u32), u32)> = Vec::new();
    for (t, th) in threads.iter().enumerate().take(end).skip(base) {
        if let Status::AtWarp {
            op: WarpOp::ActiveMask { site },
            ..
        } = th.status
        {
            let bit = 1u32 << (t - base);
            match sites.iter_mut().find(|(s, _)| *s == site) {
                Some((_, m)) => *m |= bit,
                None => sites.push((site, bit)),
            }
        }
    }
    for (_, lanes) in &sites {
        for (t, th) in threads.iter_mut().enumerate().take(end).skip(base) {
            if lanes & (1 << (t - base)) != 0 {
                finish_wait(ctx, th, Some(Value::Int(u64::from(*lanes))));
            }
        }
    }
    !sites.is_empty()
}

/// Writes a synchronization result, advances past the waiting instruction, makes it ready.
pub(super) fn finish_wait(ctx: &mut Ctx<'_, '_>, th: &mut Thread, result: Option<Value>) {
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

/// Releases what can be released among a CTA's `threads`: a partial barrier with enough
/// arrivals (waiting threads plus `bar.arrive`s), or a CTA barrier every live thread waits
/// at. False: nothing (the caller decides whether that is a deadlock).
pub(super) fn resolve_barriers(ctx: &mut Ctx<'_, '_>, threads: &mut [Thread]) -> bool {
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
    let cur = ctx.cur;
    for (id, waiters) in by_id {
        let Status::AtBarrier { count: Some(c), .. } = threads[waiters[0]].status else {
            continue;
        };
        let arrived = ctx.states[cur].arrivals.get(&id).map_or(0, |(n, _)| *n);
        if waiters.len() as u32 + arrived >= c {
            record_instance(ctx, waiters.iter().map(|i| &threads[*i]));
            let extra = ctx.states[cur].arrivals.remove(&id).map(|(_, clock)| clock);
            let members: Vec<usize> = waiters.iter().map(|i| threads[*i].gid as usize).collect();
            ctx.hb.join(&members, extra.as_deref());
            for i in waiters {
                finish_wait(ctx, &mut threads[i], None);
            }
            return true;
        }
    }
    let live: Vec<usize> = (0..threads.len())
        .filter(|i| !matches!(threads[*i].status, Status::Exited))
        .collect();
    let all_at_barrier = live
        .iter()
        .all(|i| matches!(threads[*i].status, Status::AtBarrier { .. }));
    if !all_at_barrier || live.is_empty() {
        return false;
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
    if live.len() < threads.len() && !ctx.states[cur].exited_reported {
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
        ctx.states[cur].exited_reported = true;
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
    record_instance(ctx, live.iter().map(|i| &threads[*i]));
    // Every participant's accesses so far happen before every participant's next ones.
    let members: Vec<usize> = live.iter().map(|i| threads[*i].gid as usize).collect();
    let id = match threads[live[0]].status {
        Status::AtBarrier { id, .. } => id,
        _ => 0,
    };
    let extra = ctx.states[cur].arrivals.remove(&id).map(|(_, clock)| clock);
    let rendezvous = matches!(
        threads[live[0]].status,
        Status::AtBarrier {
            rendezvous: true,
            ..
        }
    );
    if rendezvous {
        // AMDGPU's `s_barrier`: the fences around it order, not the barrier.
        ctx.hb.rendezvous(&members);
    } else {
        ctx.hb.join(&members, extra.as_deref());
    }
    for &i in &live {
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
        ctx.interval += 1;
        if live.len() == threads.len() && ctx.cfg.cluster.iter().product::<u32>() <= 1 {
            // Shared memory is this CTA's alone: its accesses so far are all ordered before
            // whatever comes next. (In a cluster, other CTAs' threads reach it too, and this
            // barrier does not order them.)
            let mem = &ctx.mem;
            let shared = |o: ObjectId| {
                mem.objects
                    .get(o as usize)
                    .is_some_and(|o| o.space == addr_space::SHARED)
            };
            ctx.hb.forget_shared(cur as u32, &shared);
        }
        super::async_copy::reopen_in_new_interval(ctx);
    }
    true
}

/// Counts one instance of the barrier `waiters` complete together, in the current CTA: once
/// at each instruction they wait at (one, unless they diverged).
fn record_instance<'t>(ctx: &mut Ctx<'_, '_>, waiters: impl Iterator<Item = &'t Thread>) {
    let mut sites: Vec<(FunctionId, InstId)> = Vec::new();
    for t in waiters {
        let f = t.frames.last().expect("a waiting thread has a frame");
        let site = (f.func, InstId::new(f.pc as usize));
        if !sites.contains(&site) {
            sites.push(site);
        }
    }
    for site in sites {
        ctx.report.barriers.record(ctx.cta, site);
    }
}

pub(super) fn push_divergence(ctx: &mut Ctx<'_, '_>, d: Divergence) {
    if ctx.report.divergences.len() < ctx.cfg.max_findings && !ctx.report.divergences.contains(&d) {
        ctx.report.divergences.push(d);
    }
}
