//! One step of one thread: the instruction at its program counter. Pure value computations
//! go to [`pure`](super::pure), memory to [`memory_ops`](super::memory_ops), control flow,
//! calls and synchronization to [`control`](super::control); this file commits the result and
//! advances the program counter.

use super::*;

/// What an effectful instruction did to the thread's control flow.
pub(super) enum Flow {
    /// Fall through to the next instruction, writing this result (if any).
    Next(Option<Value>),
    /// The thread moved (branch, call, return) or stopped (barrier, warp collective) itself.
    Moved,
}

pub(super) fn enter_block(ctx: &Ctx<'_, '_>, frame: &mut Frame, target: BlockId) {
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

pub(super) fn step(ctx: &mut Ctx<'_, '_>, th: &mut Thread) -> Result<(), Stop> {
    let prog = ctx.prog;
    let frame = th.frames.last().expect("running thread has a frame");
    let code = &prog.funcs[frame.func.index()];
    let pc = frame.pc as usize;
    let op = &code.ops[pc];
    let result_reg = code.result[pc];
    let result = match pure::pure_value(op, frame, &prog.shared_window) {
        Ok(Some(v)) => Some(v),
        Err(e) => return Err(fault(ctx, th, e)),
        Ok(None) => {
            let flow = if memory_ops::is_memory(op) {
                let flow = memory_ops::step_memory(ctx, th, op)?;
                if let (true, Flow::Next(Some(v))) = (ctx.cfg.record_values, &flow) {
                    // Only values the program uses are read by it: an atomic's old value that
                    // nothing uses is never observed (the IR's def-use, not the analyses').
                    let func = &prog.module.functions[frame.func];
                    let used = func.insts[InstId::new(pc)]
                        .result
                        .is_some_and(|r| !func.uses.row(r).is_empty());
                    if used
                        && matches!(
                            op,
                            Op::Load { .. }
                                | Op::AtomicRmw { .. }
                                | Op::CmpXchg { .. }
                                | Op::Asm { .. }
                        )
                    {
                        // The last value each thread read there: how often a spin loop
                        // read before the value that ends it depends on timing, not on
                        // what a barrier orders.
                        let key = (th.gid, frame.func, InstId::new(pc));
                        ctx.report.values.insert(key, digest(v));
                    }
                }
                flow
            } else {
                control::step_control(ctx, th, op, result_reg)?
            };
            match flow {
                Flow::Next(v) => v,
                Flow::Moved => return Ok(()),
            }
        }
    };
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

/// A hash of a value (for [`RunReport::values`](crate::RunReport::values)).
fn digest(v: &Value) -> u64 {
    match v {
        Value::Agg(items) => items.iter().fold(0x9e37_79b9_7f4a_7c15, |h, x| {
            (h ^ digest(x)).wrapping_mul(0x100_0000_01b3)
        }),
        Value::Undef => 0x5555,
        other => other.bits(),
    }
}
