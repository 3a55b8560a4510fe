//! Executing AMDGPU operations (`program/amdgpu.rs` decodes them): the `s_barrier`
//! rendezvous, the fences, the hidden kernel arguments, `mbcnt`, buffer accesses, and the
//! wave collectives, which [`resolve_waves`] runs among the lanes of a wave that reach one
//! together.
//!
//! # Hidden kernel arguments
//!
//! HIP's `blockDim` is a load through `llvm.amdgcn.implicitarg.ptr` (code object v5, what
//! clang-19 emits: `amdhsa_code_object_version` 500) or, in older code objects, through
//! `llvm.amdgcn.dispatch.ptr`. Each is a read-only object of the launch's values; a load of
//! any other byte stops the run naming its offset. The fields given (AMDGPUUsage, "Code
//! Object V5 Metadata", hidden arguments; "Kernel Dispatch Packet"):
//!
//! | block | offset | field | value |
//! |---|---|---|---|
//! | implicit args | 0, 4, 8 | `hidden_block_count_{x,y,z}` (u32) | the grid's CTAs per dimension |
//! | implicit args | 12, 14, 16 | `hidden_group_size_{x,y,z}` (u16) | the block's threads per dimension |
//! | implicit args | 18, 20, 22 | `hidden_remainder_{x,y,z}` (u16) | 0 (every workgroup is whole) |
//! | implicit args | 40, 48, 56 | `hidden_global_offset_{x,y,z}` (u64) | 0 |
//! | implicit args | 64 | `hidden_grid_dims` (u16) | 1, 2 or 3 |
//! | dispatch packet | 4, 6, 8 | `workgroup_size_{x,y,z}` (u16) | the block |
//! | dispatch packet | 12, 16, 20 | `grid_size_{x,y,z}` (u32) | threads in the grid |
//!
//! In a code object older than v5 the implicit arguments start with the global offsets (0,
//! 8, 16); only those are given.

use super::step::Flow;
use super::*;
use crate::program::{AmdOp, KernelPtr, WaveKind};

/// A lane stopped at a wave collective: what it brings.
#[derive(Clone, Debug)]
pub(super) struct WaveLane {
    kind: WaveKind,
    args: Vec<Value>,
    /// The call depth, function and instruction: lanes at the same one run it together.
    site: (usize, FunctionId, u32),
}

impl WaveLane {
    /// Its operands.
    pub(super) fn args(&self) -> &[Value] {
        &self.args
    }
}

/// The supported bytes of the hidden-argument objects: `(offset, size, field)`.
fn fields(which: KernelPtr, v5: bool) -> &'static [(i64, u64, &'static str)] {
    const V5: &[(i64, u64, &str)] = &[
        (0, 4, "hidden_block_count_x"),
        (4, 4, "hidden_block_count_y"),
        (8, 4, "hidden_block_count_z"),
        (12, 2, "hidden_group_size_x"),
        (14, 2, "hidden_group_size_y"),
        (16, 2, "hidden_group_size_z"),
        (18, 2, "hidden_remainder_x"),
        (20, 2, "hidden_remainder_y"),
        (22, 2, "hidden_remainder_z"),
        (40, 8, "hidden_global_offset_x"),
        (48, 8, "hidden_global_offset_y"),
        (56, 8, "hidden_global_offset_z"),
        (64, 2, "hidden_grid_dims"),
    ];
    const V4: &[(i64, u64, &str)] = &[
        (0, 8, "hidden_global_offset_x"),
        (8, 8, "hidden_global_offset_y"),
        (16, 8, "hidden_global_offset_z"),
    ];
    const DISPATCH: &[(i64, u64, &str)] = &[
        (4, 2, "workgroup_size_x"),
        (6, 2, "workgroup_size_y"),
        (8, 2, "workgroup_size_z"),
        (12, 4, "grid_size_x"),
        (16, 4, "grid_size_y"),
        (20, 4, "grid_size_z"),
    ];
    match (which, v5) {
        (KernelPtr::Dispatch, _) => DISPATCH,
        (KernelPtr::ImplicitArgs, true) => V5,
        (KernelPtr::ImplicitArgs, false) => V4,
    }
}

/// Whether the module is code object v5 or later (clang-19's default when it says nothing).
fn code_object_v5(m: &syncflow_ir::Module) -> bool {
    let key = "\"amdhsa_code_object_version\", i32 ";
    m.source
        .find(key)
        .and_then(|at| {
            m.source[at + key.len()..]
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .and_then(|d| d.parse::<u32>().ok())
        })
        .is_none_or(|v| v >= 500)
}

/// The hidden-argument objects the module reads, filled with the launch's values:
/// `[implicit args, dispatch packet]`.
pub(super) fn hidden_objects(
    prog: &Program<'_>,
    cfg: &LaunchConfig,
    mem: &mut Memory,
) -> [Option<ObjectId>; 2] {
    let m = prog.module;
    let v5 = code_object_v5(m);
    let grid_dims = if cfg.grid[2] > 1 {
        3
    } else if cfg.grid[1] > 1 {
        2
    } else {
        1
    };
    let mut make = |which: KernelPtr, name: &str, values: Vec<(i64, u64)>| {
        let mut obj = Object::new(name.into(), addr_space::CONSTANT, 256, true);
        for (field, value) in fields(which, v5).iter().zip(values) {
            let (at, size, _) = *field;
            for k in 0..size {
                obj.bytes[(at as u64 + k) as usize] = (value.1 >> (8 * k)) as u8;
            }
        }
        mem.add(obj)
    };
    let d = |k: usize| u64::from(cfg.grid[k]);
    let b = |k: usize| u64::from(cfg.block[k]);
    let implicit = m.source.contains("@llvm.amdgcn.implicitarg.ptr").then(|| {
        let values = if v5 {
            vec![
                d(0),
                d(1),
                d(2),
                b(0),
                b(1),
                b(2),
                0,
                0,
                0,
                0,
                0,
                0,
                grid_dims,
            ]
        } else {
            vec![0, 0, 0]
        };
        make(
            KernelPtr::ImplicitArgs,
            "implicit kernel arguments",
            values.into_iter().map(|v| (0, v)).collect(),
        )
    });
    let dispatch = m.source.contains("@llvm.amdgcn.dispatch.ptr").then(|| {
        let values = vec![b(0), b(1), b(2), d(0) * b(0), d(1) * b(1), d(2) * b(2)];
        make(
            KernelPtr::Dispatch,
            "kernel dispatch packet",
            values.into_iter().map(|v| (0, v)).collect(),
        )
    });
    [implicit, dispatch]
}

/// Stops a load from a hidden-argument object outside the fields given (module doc).
pub(super) fn check_hidden_load(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    p: Pointer,
    size: u64,
) -> Result<(), Stop> {
    let which = match ctx.amd_hidden {
        [Some(o), _] if o == p.object => KernelPtr::ImplicitArgs,
        [_, Some(o)] if o == p.object => KernelPtr::Dispatch,
        _ => return Ok(()),
    };
    let v5 = code_object_v5(ctx.prog.module);
    let table = fields(which, v5);
    let inside = |o: i64| {
        table
            .iter()
            .any(|(at, n, _)| (*at..*at + *n as i64).contains(&o))
    };
    if (p.offset..p.offset + size as i64).all(inside) {
        return Ok(());
    }
    let names: Vec<&str> = table.iter().map(|(_, _, n)| *n).collect();
    Err(fault(
        ctx,
        th,
        format!(
            "unsupported: a load of {size} bytes at offset {} of the {}: the interpreter \
             gives only {}",
            p.offset,
            match which {
                KernelPtr::ImplicitArgs => "implicit kernel arguments",
                KernelPtr::Dispatch => "kernel dispatch packet",
            },
            names.join(", ")
        ),
    ))
}

/// Executes one AMDGPU operation of thread `th`.
pub(super) fn step(ctx: &mut Ctx<'_, '_>, th: &mut Thread, op: &AmdOp) -> Result<Flow, Stop> {
    let frame = th.frames.last().expect("running thread has a frame");
    let wave = ctx.prog.wave_size;
    let value = match op {
        AmdOp::SBarrier { cuts } => {
            th.status = Status::AtBarrier {
                id: 0,
                count: None,
                reduction: BarrierReduction::None,
                pred: false,
                cuts: *cuts,
                rendezvous: true,
            };
            return Ok(Flow::Moved);
        }
        AmdOp::Fence {
            scope,
            acquire,
            release,
            lds_only,
        } => {
            ctx.hb
                .fence_amd(th.gid, *scope, *acquire, *release, *lds_only);
            None
        }
        AmdOp::KernelPtr(which) => {
            let object = match which {
                KernelPtr::ImplicitArgs => ctx.amd_hidden[0],
                KernelPtr::Dispatch => ctx.amd_hidden[1],
            };
            object.map(|object| Value::Ptr(Pointer { object, offset: 0 }))
        }
        AmdOp::Mbcnt { hi, mask, acc } => {
            let lane = th.id % wave;
            let below: u64 = (1u64 << lane) - 1;
            let half = if *hi { below >> 32 } else { below } & 0xffff_ffff;
            let m = get(frame, mask).bits() & 0xffff_ffff;
            let n = (m & half).count_ones();
            Some(Value::Int(u64::from(
                (get(frame, acc).bits() as u32).wrapping_add(n),
            )))
        }
        AmdOp::MakeRsrc { base, records } => Some(Value::Agg(Rc::from(vec![
            get(frame, base),
            get(frame, records),
        ]))),
        AmdOp::BufferLoad {
            layout,
            rsrc,
            voffset,
            soffset,
        } => {
            let at = buffer_address(frame, rsrc, voffset, soffset, layout.size());
            Some(match at {
                Some(p) => super::access::load(ctx, th, p, layout, Sem::PLAIN)?,
                None => super::super::memory::decode(&vec![0; layout.size() as usize], layout),
            })
        }
        AmdOp::BufferStore {
            layout,
            value,
            rsrc,
            voffset,
            soffset,
        } => {
            let v = get(frame, value);
            if let Some(p) = buffer_address(frame, rsrc, voffset, soffset, layout.size()) {
                access(ctx, th, p, layout.size(), AccessKind::Write, Sem::PLAIN)?;
                ctx.mem.write(p, layout, &v);
            }
            None
        }
        AmdOp::Wave { kind, args } => {
            let lane = WaveLane {
                kind: *kind,
                args: args.iter().map(|s| get(frame, s)).collect(),
                site: (th.frames.len(), frame.func, frame.pc),
            };
            th.status = Status::AtWarp {
                op: WarpOp::Wave(Box::new(lane)),
                mask: u32::MAX,
            };
            return Ok(Flow::Moved);
        }
    };
    Ok(Flow::Next(value))
}

/// The address a raw buffer access reaches, or `None` when the range check drops it
/// (`voffset + soffset + size` past the resource's bytes).
fn buffer_address(
    frame: &Frame,
    rsrc: &Src,
    voffset: &Src,
    soffset: &Src,
    size: u64,
) -> Option<Pointer> {
    let r = get(frame, rsrc);
    let (base, records) = match &r {
        Value::Agg(parts) if parts.len() == 2 => (parts[0].ptr(), parts[1].bits()),
        other => (other.ptr(), u64::MAX),
    };
    let offset =
        (get(frame, voffset).bits() & 0xffff_ffff) + (get(frame, soffset).bits() & 0xffff_ffff);
    if offset + size > records {
        return None;
    }
    Some(Pointer {
        object: base.object,
        offset: base.offset + offset as i64,
    })
}

/// Runs the wave collectives of a CTA whose threads are all waiting: in each wave, the
/// lanes stopped at the same instruction run it together (the lanes active there; a lane
/// elsewhere, exited or at a barrier, is inactive). True when some lane was released.
pub(super) fn resolve_waves(ctx: &mut Ctx<'_, '_>, threads: &mut [Thread]) -> Result<bool, Stop> {
    let ws = ctx.prog.wave_size as usize;
    let mut any = false;
    for base in (0..threads.len()).step_by(ws) {
        let end = (base + ws).min(threads.len());
        let mut sites: Vec<(usize, FunctionId, u32)> = Vec::new();
        for th in &threads[base..end] {
            if let Status::AtWarp {
                op: WarpOp::Wave(l),
                ..
            } = &th.status
            {
                if !sites.contains(&l.site) {
                    sites.push(l.site);
                }
            }
        }
        for site in sites {
            let lanes: Vec<(usize, WaveLane)> = (base..end)
                .filter_map(|t| match &threads[t].status {
                    Status::AtWarp {
                        op: WarpOp::Wave(l),
                        ..
                    } if l.site == site => Some((t - base, (**l).clone())),
                    _ => None,
                })
                .collect();
            let results = match collective(&lanes, ws) {
                Ok(r) => r,
                Err(why) => {
                    let t = base + lanes[0].0;
                    return Err(fault(ctx, &threads[t], why));
                }
            };
            for ((lane, _), result) in lanes.iter().zip(results) {
                super::sync_points::finish_wait(ctx, &mut threads[base + lane], Some(result));
            }
            any = true;
        }
    }
    Ok(any)
}

/// The results of one collective, per participating lane (`lanes`: lane index in the
/// wave and what it brought, all of one kind).
fn collective(lanes: &[(usize, WaveLane)], ws: usize) -> Result<Vec<Value>, String> {
    let kind = lanes[0].1.kind;
    let arg = |l: &WaveLane, k: usize| l.args.get(k).cloned().unwrap_or(Value::Undef);
    let of_lane = |lane: usize| lanes.iter().find(|(x, _)| *x == lane).map(|(_, l)| l);
    let lane_mask = (ws - 1) as u64;
    let zero_like = |v: &Value| match v {
        Value::F32(_) => Value::F32(0.0),
        Value::F64(_) => Value::F64(0.0),
        _ => Value::Int(0),
    };
    Ok(match kind {
        WaveKind::ReadFirstLane => {
            let v = arg(&lanes[0].1, 0);
            lanes.iter().map(|_| v.clone()).collect()
        }
        WaveKind::ReadLane => {
            let mut out = Vec::new();
            for (_, l) in lanes {
                let src = (arg(l, 1).bits() & lane_mask) as usize;
                match of_lane(src) {
                    Some(s) => out.push(arg(s, 0)),
                    None => {
                        return Err(format!(
                            "llvm.amdgcn.readlane of lane {src}, which is not active here"
                        ))
                    }
                }
            }
            out
        }
        WaveKind::Ballot => {
            let bits: u64 = lanes
                .iter()
                .filter(|(_, l)| arg(l, 0).bits() & 1 == 1)
                .map(|(x, _)| 1u64 << x)
                .sum();
            lanes.iter().map(|_| Value::Int(bits)).collect()
        }
        WaveKind::BPermute => lanes
            .iter()
            .map(|(_, l)| {
                let src = ((arg(l, 0).bits() >> 2) & lane_mask) as usize;
                of_lane(src).map_or(Value::Int(0), |s| arg(s, 1))
            })
            .collect(),
        WaveKind::Permute => {
            let mut sent: Vec<Option<Value>> = vec![None; ws];
            for (_, l) in lanes {
                let dst = ((arg(l, 0).bits() >> 2) & lane_mask) as usize;
                sent[dst] = Some(arg(l, 1));
            }
            lanes
                .iter()
                .map(|(x, _)| sent[*x].clone().unwrap_or(Value::Int(0)))
                .collect()
        }
        WaveKind::Dpp { mov } => {
            let k = usize::from(!mov);
            let num = |l: &WaveLane, i: usize| arg(l, k + i).bits() as u32;
            let (ctrl, row_mask, bank_mask) = (
                num(&lanes[0].1, 1),
                num(&lanes[0].1, 2),
                num(&lanes[0].1, 3),
            );
            let bound = num(&lanes[0].1, 4) & 1 == 1;
            let mut out = Vec::new();
            for (x, l) in lanes {
                let old = if mov { Value::Undef } else { arg(l, 0) };
                let src = arg(l, k);
                let (row, bank) = (x / 16, (x % 16) / 4);
                if row_mask >> row & 1 == 0 || bank_mask >> bank & 1 == 0 {
                    out.push(old);
                    continue;
                }
                let from = dpp_source(ctrl, *x, ws)
                    .ok_or_else(|| format!("unsupported: DPP control {ctrl:#x}"))?;
                out.push(match from.and_then(of_lane) {
                    Some(s) => arg(s, k),
                    None if bound => zero_like(&src),
                    None => old,
                });
            }
            out
        }
        WaveKind::Mfma32x32x8F16 => {
            let operands: Vec<(usize, &[Value])> =
                lanes.iter().map(|(l, lane)| (*l, lane.args())).collect();
            super::amdgpu_mfma::mfma_32x32x8_f16(&operands, ws)?
        }
    })
}

/// The lane DPP control `ctrl` reads for lane `x` (`Some(None)`: no valid source lane;
/// `None`: a control not modelled). AMD's GCN3/CDNA ISA, "DPP": quad permutes, row shifts
/// and rotates within rows of 16, wave shifts and rotates by one (wave64), mirrors, and
/// the row broadcasts of lane 15 and lane 31.
fn dpp_source(ctrl: u32, x: usize, ws: usize) -> Option<Option<usize>> {
    let (row_base, i) = (x & !15, x % 16);
    let within = |j: i64| (0..16).contains(&j).then(|| row_base + j as usize);
    Some(match ctrl {
        0x000..=0x0ff => Some((x & !3) + ((ctrl >> (2 * (x & 3))) & 3) as usize),
        0x101..=0x10f => within(i as i64 + i64::from(ctrl - 0x100)),
        0x111..=0x11f => within(i as i64 - i64::from(ctrl - 0x110)),
        0x121..=0x12f => Some(row_base + (i + 16 - (ctrl - 0x120) as usize) % 16),
        0x130 => (x + 1 < ws).then_some(x + 1),
        0x134 => Some((x + 1) % ws),
        0x138 => x.checked_sub(1),
        0x13c => Some((x + ws - 1) % ws),
        0x140 => Some(row_base + 15 - i),
        0x141 => Some((x & !7) + 7 - (x % 8)),
        0x142 => (x >= 16).then(|| row_base - 1),
        0x143 => (x >= 32).then_some(31),
        _ => return None,
    })
}
