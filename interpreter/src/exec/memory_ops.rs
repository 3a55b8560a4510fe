//! The memory instructions of one step: `alloca`, `getelementptr`, loads, stores, atomics,
//! `cmpxchg`, `memcpy` and `memset`, each access checked by [`access`].

use super::access::load;
use super::step::Flow;
use super::*;

/// True for the instructions [`step_memory`] executes.
pub(super) fn is_memory(op: &Op) -> bool {
    matches!(
        op,
        Op::Alloca { .. }
            | Op::Gep { .. }
            | Op::Load { .. }
            | Op::Store { .. }
            | Op::AtomicRmw { .. }
            | Op::CmpXchg { .. }
            | Op::Memcpy { .. }
            | Op::Memset { .. }
            | Op::Asm { .. }
            | Op::AsyncCopy { .. }
            | Op::AsyncQueue(_)
            | Op::Wmma { .. }
            | Op::LibdeviceMemory { .. }
    )
}

pub(super) fn step_memory(ctx: &mut Ctx<'_, '_>, th: &Thread, op: &Op) -> Result<Flow, Stop> {
    let frame = th.frames.last().expect("running thread has a frame");
    let mut result: Option<Value> = None;
    match op {
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
        Op::AsyncCopy {
            dst,
            src,
            bytes,
            src_size,
        } => {
            let (to, from) = (get(frame, dst).ptr(), get(frame, src).ptr());
            let src_size = src_size.as_ref().map_or(*bytes, |s| get(frame, s).bits());
            super::async_copy::issue_copy(ctx, th, to, from, *bytes, src_size)?;
        }
        Op::Wmma {
            access: w,
            ptr,
            stride,
            values,
            outputs,
        } => {
            let base = get(frame, ptr).ptr();
            let stride = stride.as_ref().map(|s| get(frame, s).bits());
            let values: Vec<(Value, Layout)> = values
                .iter()
                .map(|(s, l)| (get(frame, s), l.clone()))
                .collect();
            result = super::wmma::execute(ctx, th, w, base, stride, &values, outputs)?;
        }
        Op::LibdeviceMemory { name, args } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            result = super::libdevice_memory::execute(ctx, th, name, &vals)?;
        }
        Op::AsyncQueue(e) => {
            super::async_copy::commit_or_wait(ctx, th.id, e);
        }
        Op::Asm { program, args } => {
            let vals: Vec<Value> = args.iter().map(|s| get(frame, s)).collect();
            result = super::inline_asm::run_asm(ctx, th, program, vals)?;
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
        Op::Load { layout, ptr, sem } => {
            let p = get(frame, ptr).ptr();
            if ctx.amd_hidden != [None, None] {
                super::amdgpu::check_hidden_load(ctx, th, p, layout.size())?;
            }
            result = Some(load(ctx, th, p, layout, *sem)?);
        }
        Op::Store {
            layout,
            value,
            ptr,
            sem,
        } => {
            let (v, p) = (get(frame, value), get(frame, ptr).ptr());
            access(ctx, th, p, layout.size(), AccessKind::Write, *sem)?;
            ctx.mem.write(p, layout, &v);
        }
        Op::AtomicRmw {
            op,
            layout,
            ptr,
            value,
            sem,
        } => {
            let (v, p) = (get(frame, value), get(frame, ptr).ptr());
            access(ctx, th, p, layout.size(), AccessKind::ReadWrite, *sem)?;
            let (old, _) = ctx.mem.read(p, layout);
            let Some(new) = read_modify_write(op, layout, &old, &v) else {
                return Err(fault(ctx, th, format!("unsupported atomicrmw {op}")));
            };
            ctx.mem.write(p, layout, &new);
            result = Some(old);
        }
        Op::CmpXchg {
            layout,
            ptr,
            expected,
            new,
            sem,
            old_only,
        } => {
            let p = get(frame, ptr).ptr();
            let (e, n) = (get(frame, expected), get(frame, new));
            access(ctx, th, p, layout.size(), AccessKind::ReadWrite, *sem)?;
            let (old, _) = ctx.mem.read(p, layout);
            let bits = match layout {
                Layout::Int(b) => *b,
                _ => 64,
            };
            let ok = old.bits() & mask(bits) == e.bits() & mask(bits);
            if ok {
                ctx.mem.write(p, layout, &n);
            }
            result = Some(if *old_only {
                old
            } else {
                Value::Agg(Rc::from(vec![old, Value::Int(u64::from(ok))]))
            });
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
        _ => unreachable!("not a memory instruction"),
    }
    Ok(Flow::Next(result))
}

/// The value an atomic read-modify-write `op` (LLVM's `atomicrmw` names: `xchg`, `add`, `sub`,
/// `and`, `or`, `xor`, `nand`, `max`, `min`, `umax`, `umin`, `uinc_wrap`, `udec_wrap`,
/// `fadd`, `fsub`, `fmax`, `fmin`) stores over `old` with operand `v`; `None` for another op.
/// PTX's `atom`/`red` are executed through it too (`exec/inline_asm.rs` names their ops).
pub(super) fn read_modify_write(
    op: &str,
    layout: &Layout,
    old: &Value,
    v: &Value,
) -> Option<Value> {
    let bits = match layout {
        Layout::Int(b) => *b,
        _ => 64,
    };
    let (o, x) = (old.bits() & mask(bits), v.bits() & mask(bits));
    let (so, sx) = (sext(o, bits), sext(x, bits));
    Some(match op {
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
            let r = match op {
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
        _ => return None,
    })
}
