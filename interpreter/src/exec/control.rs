//! Control flow, calls and synchronization in one step: branches, `switch`, `ret`, calls
//! (defined and unknown), special registers, and the instructions that stop a thread at a
//! synchronization point (barriers, `__syncwarp`, shuffles, votes) for the scheduler.

use super::step::{enter_block, Flow};
use super::*;

/// Stops `th` at the warp collective `op` over the lanes of `mask` (`sync_points` runs it
/// once every live lane of the mask has arrived, and resumes the lanes with its results).
///
/// The PTX ISA leaves a `.sync` collective (`bar.warp.sync`, `shfl.sync`, `vote.sync`,
/// `redux.sync`, `match.sync`, `elect.sync`) undefined when the executing thread is not in
/// its member mask; such a lane is a fault, reported at the instruction, never guessed at.
/// (clang 19's `__reduce_*_sync` passes the value as the mask, llvm/llvm-project#131415:
/// its `redux.sync` lands here.)
fn wait_at_warp(
    ctx: &mut Ctx<'_, '_>,
    th: &mut Thread,
    op: WarpOp,
    mask: u32,
) -> Result<Flow, Stop> {
    let lane = th.id % 32;
    if mask & (1 << lane) == 0 && !matches!(op, WarpOp::ActiveMask { .. }) {
        return Err(fault(
            ctx,
            th,
            format!(
                "undefined warp collective: lane {lane} executes it with member mask \
                 {mask:#010x}, which does not name it (PTX: the executing thread must be in \
                 membermask)"
            ),
        ));
    }
    th.status = Status::AtWarp { op, mask };
    Ok(Flow::Moved)
}

pub(super) fn step_control(
    ctx: &mut Ctx<'_, '_>,
    th: &mut Thread,
    op: &Op,
    result_reg: Option<u32>,
) -> Result<Flow, Stop> {
    let prog = ctx.prog;
    if let Op::Amd(op) = op {
        return super::amdgpu::step(ctx, th, op);
    }
    let frame = th.frames.last_mut().expect("running thread has a frame");
    let mut result: Option<Value> = None;
    match op {
        Op::Phi | Op::Nop => {}
        Op::Fence {
            scope,
            acquire,
            release,
        } => ctx.hb.fence(th.gid, *scope, *acquire, *release),
        Op::Br { target } => {
            let t = *target;
            enter_block(ctx, frame, t);
            return Ok(Flow::Moved);
        }
        Op::CondBr { cond, then, els } => {
            let t = if truthy(&get(frame, cond)) {
                *then
            } else {
                *els
            };
            enter_block(ctx, frame, t);
            return Ok(Flow::Moved);
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
            return Ok(Flow::Moved);
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
            return Ok(Flow::Moved);
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
            result = Some(match r {
                SpecialRegister::ThreadId(x) => Value::Int(u64::from(th.tid[d(x)])),
                SpecialRegister::BlockDim(x) => Value::Int(u64::from(ctx.cfg.block[d(x)])),
                SpecialRegister::BlockId(x) => Value::Int(u64::from(ctx.cta[d(x)])),
                SpecialRegister::GridDim(x) => Value::Int(u64::from(ctx.cfg.grid[d(x)])),
                SpecialRegister::LaneId => Value::Int(u64::from(th.id % prog.wave_size)),
                SpecialRegister::WarpSize => Value::Int(u64::from(prog.wave_size)),
                SpecialRegister::Other(name) => match super::special::value(ctx, th, name) {
                    Some(v) => v,
                    None => {
                        return Err(fault(
                            ctx,
                            th,
                            format!("unsupported: special register {name}"),
                        ))
                    }
                },
            });
        }
        Op::ClusterArrive { release } => super::cluster::arrive(ctx, th, *release)?,
        Op::ClusterWait => {
            if !super::cluster::wait(ctx, th)? {
                th.status = Status::AtClusterWait;
                return Ok(Flow::Moved);
            }
        }
        Op::Mapa { ptr, rank } => {
            let (p, r) = (get(frame, ptr).ptr(), get(frame, rank).bits() as u32);
            result = Some(Value::Ptr(super::cluster::mapa(ctx, th, p, r)?));
        }
        Op::CtaRankOf { ptr } => {
            let p = get(frame, ptr).ptr();
            result = Some(Value::Int(u64::from(super::cluster::rank_of(ctx, th, p)?)));
        }
        Op::Barrier {
            kind,
            id,
            count,
            reduction,
            pred,
            arrive_only,
        } => {
            let id = id.as_ref().map_or(0, |s| get(frame, s).bits() as u32);
            if *arrive_only {
                // `bar.arrive`: counts towards the barrier instance and releases this
                // thread's clock into it, without waiting.
                frame.pc += 1;
                let clock = ctx.hb.release_clock(th.gid);
                let entry = ctx.states[ctx.cur].arrivals.entry(id).or_default();
                entry.0 += 1;
                super::super::vclock::join_into(&mut entry.1, &clock);
                return Ok(Flow::Moved);
            }
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
                rendezvous: false,
            };
            return Ok(Flow::Moved);
        }
        Op::Matrix {
            store,
            trans,
            matrices,
            address,
            values,
        } => {
            let op = WarpOp::Matrix(super::matrix::MatrixOp {
                store: *store,
                trans: *trans,
                matrices: *matrices,
                // Always shared memory: a number is a window address (XLA's
                // `trunc(ptrtoint(ptr addrspace(3)))` operand).
                address: ctx.prog.shared_window.resolve(&get(frame, address)),
                values: values.iter().map(|v| get(frame, v).bits() as u32).collect(),
            });
            return wait_at_warp(ctx, th, op, u32::MAX);
        }
        Op::Mma {
            spec,
            a,
            b,
            c,
            outputs,
        } => {
            let bits = |regs: &[(Src, Layout)]| -> Vec<u64> {
                regs.iter()
                    .map(|(s, l)| super::mma::register_bits(&get(frame, s), l))
                    .collect()
            };
            let op = WarpOp::Mma(Box::new(super::mma::MmaLane {
                spec: *spec,
                a: bits(a),
                b: bits(b),
                c: bits(c),
                outputs: outputs.clone(),
            }));
            return wait_at_warp(ctx, th, op, u32::MAX);
        }
        Op::WarpSync { mask: m } => {
            let m = get(frame, m).bits() as u32;
            return wait_at_warp(ctx, th, WarpOp::Sync, m);
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
            let op = WarpOp::Shuffle {
                mode: *mode,
                value: get(frame, value),
                b: get(frame, b).bits() as u32,
                c: get(frame, c).bits() as u32,
                with_pred: *with_pred,
            };
            return wait_at_warp(ctx, th, op, m);
        }
        Op::Vote {
            mode,
            mask: m,
            pred,
        } => {
            let m = m.as_ref().map_or(u32::MAX, |s| get(frame, s).bits() as u32);
            let op = WarpOp::Vote {
                mode: *mode,
                pred: truthy(&get(frame, pred)),
            };
            return wait_at_warp(ctx, th, op, m);
        }
        Op::Match {
            all,
            value,
            mask: m,
        } => {
            let m = get(frame, m).bits() as u32;
            let op = WarpOp::Match {
                all: *all,
                value: get(frame, value).bits(),
            };
            return wait_at_warp(ctx, th, op, m);
        }
        Op::Elect { mask: m } => {
            let m = get(frame, m).bits() as u32;
            return wait_at_warp(ctx, th, WarpOp::Elect, m);
        }
        Op::IsSpace { space, ptr } => {
            let p = get(frame, ptr).ptr();
            let in_space = ctx
                .mem
                .objects
                .get(p.object as usize)
                .is_some_and(|o| o.space == *space && p.object != 0);
            result = Some(Value::Int(u64::from(in_space)));
        }
        Op::ActiveMask => {
            let site = (frame.func, frame.pc);
            // Resolved apart from the mask rule: see `sync_points::resolve_active_masks`.
            return wait_at_warp(ctx, th, WarpOp::ActiveMask { site }, 0);
        }
        Op::Redux { op, value, mask: m } => {
            let m = get(frame, m).bits() as u32;
            let op = WarpOp::Redux {
                op: *op,
                value: get(frame, value).bits() as u32,
            };
            return wait_at_warp(ctx, th, op, m);
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
            return Ok(Flow::Moved);
        }
        Op::UnknownCall { name, zero } => match ctx.cfg.opaque_calls {
            OpaqueCalls::Stop => {
                // An intrinsic the interpreter does not execute (textures, surfaces: the
                // exceptions docs/check.md lists) is named as one, not as a missing body.
                let why = if name.starts_with("llvm.") {
                    format!("unsupported intrinsic {name} (docs/check.md: what the interpreter does not execute)")
                } else {
                    format!("unsupported: call to {name}, which has no body in this module")
                };
                return Err(fault(ctx, th, why));
            }
            OpaqueCalls::ReturnZero => {
                if ctx.seen_unknown.insert(name.clone()) {
                    ctx.report.notes.push(format!(
                        "call to {name} (no body in this module) returned zero"
                    ));
                }
                result = Some(zero.clone());
            }
        },
        Op::Printf => {
            if ctx.seen_unknown.insert("vprintf".into()) {
                ctx.report
                    .notes
                    .push("printf: output is not shown; it returned 0".into());
            }
            result = Some(Value::Int(0));
        }
        Op::AssertFail => {
            return Err(fault(ctx, th, "device-side assertion failed".into()));
        }
        _ => unreachable!("pure and memory instructions are stepped elsewhere"),
    }
    Ok(Flow::Next(result))
}
