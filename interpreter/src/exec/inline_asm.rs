//! Executing inline PTX ([`AsmProgram`]): the asm's `$N` operands are a small register file
//! (outputs first, undefined at entry; then the call's arguments), and each instruction runs
//! in order, skipped when its guard is false. Memory instructions go through [`access`] and
//! [`load`] like LLVM's loads and stores, so the race detector sees them: an `ld.shared` is
//! a read of the thread's address, an `atom` an atomic read-write, and strong
//! (`.relaxed`/`.acquire`/`.release`/`.volatile`) loads and stores count as atomic, with
//! their orderings and scopes ([`access_sem`]); `membar`/`fence` are fences. Each
//! instruction goes by its family ([`PtxForm::of`], the PTX form table): Hopper's to
//! [`super::hopper`], the ALU's to `ptx_alu`, the memory families here.

use super::super::hb::Scope;
use super::super::program::inline_asm::{
    access_sem, atomic_op, element_layout, is_thread_fence, vector_count,
};
use super::super::program::{AsmProgram, SharedWindow};
use super::access::load;
use super::memory_ops::read_modify_write;
use super::*;
use syncflow_ir::ptx::{PtxEffect, PtxForm, PtxInstruction, PtxOperand};

/// A value as `layout` stores it: float bits reinterpreted, one-element vectors unwrapped.
fn as_layout(v: Value, layout: &Layout) -> Value {
    let v = match v {
        Value::Agg(items) if items.len() == 1 => items[0].clone(),
        other => other,
    };
    match (layout, v) {
        (Layout::F32, Value::Int(b)) => Value::F32(f32::from_bits(b as u32)),
        (Layout::F64, Value::Int(b)) => Value::F64(f64::from_bits(b)),
        (Layout::Int(bits), v @ (Value::F32(_) | Value::F64(_))) => {
            Value::Int(v.bits() & mask(*bits))
        }
        (_, v) => v,
    }
}

/// An output register's value as the call's result type wants it.
fn as_scalar(v: Value, sc: Scalar) -> Value {
    match (sc, v) {
        (Scalar::F32, Value::Int(b)) => Value::F32(f32::from_bits(b as u32)),
        (Scalar::F64, Value::Int(b)) => Value::F64(f64::from_bits(b)),
        (Scalar::Int(bits), v @ (Value::F32(_) | Value::F64(_))) => {
            Value::Int(v.bits() & mask(bits))
        }
        (Scalar::Int(bits), Value::Int(b)) => Value::Int(b & mask(bits)),
        (sc @ (Scalar::Half | Scalar::BFloat), Value::Int(b)) => {
            Value::F64(super::super::program::float16_value(sc, b as u16))
        }
        (_, v) => v,
    }
}

/// The asm's registers: `$N` (outputs, then the call's arguments) and the asm's own
/// (`.reg .pred complete;`), undefined until written.
pub(super) struct AsmRegisters {
    numbered: Vec<Value>,
    named: HashMap<String, Value>,
    /// `CC.CF`, the carry flag of `.cc` instructions.
    carry: bool,
    /// The shared window, for 32-bit shared addresses ([`SharedWindow`]).
    window: Rc<SharedWindow>,
    /// Whether the instruction being executed names the shared state space (`st.shared`,
    /// `cp.async.*.shared.global`, `ldmatrix….shared`): its address operands that are
    /// numbers are window addresses.
    shared: bool,
}

pub(super) fn read(regs: &AsmRegisters, op: &PtxOperand) -> Value {
    match op {
        PtxOperand::Placeholder(n) => regs.numbered.get(*n).cloned().unwrap_or(Value::Undef),
        PtxOperand::Immediate(v) => Value::Int(*v as u64),
        PtxOperand::Name(name) | PtxOperand::Register(name) => {
            regs.named.get(name).cloned().unwrap_or(Value::Undef)
        }
        _ => Value::Undef,
    }
}

pub(super) fn address(regs: &AsmRegisters, op: &PtxOperand) -> Pointer {
    match op {
        PtxOperand::Address { base, offset, .. } => {
            let v = read(regs, base);
            let mut p = if regs.shared {
                regs.window.resolve(&v)
            } else {
                v.ptr()
            };
            p.offset = p.offset.wrapping_add(*offset);
            p
        }
        _ => Pointer::NULL,
    }
}

fn elements(op: &PtxOperand) -> Vec<&PtxOperand> {
    match op {
        PtxOperand::Vector(items) => items.iter().collect(),
        other => vec![other],
    }
}

pub(super) fn write(regs: &mut AsmRegisters, op: &PtxOperand, v: Value) {
    match op {
        PtxOperand::Placeholder(n) => regs.numbered[*n] = v,
        PtxOperand::Name(name) | PtxOperand::Register(name) => {
            regs.named.insert(name.clone(), v);
        }
        PtxOperand::Vector(items) => {
            for item in items {
                write(regs, item, v.clone());
            }
        }
        _ => {}
    }
}

/// Instructions one asm call may run (a wait loop that spins longer faults).
const ASM_STEP_CAP: usize = 100_000;

/// Runs `program` with the call's `args`; the call's result.
pub(super) fn run_asm(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    program: &AsmProgram,
    args: Vec<Value>,
) -> Result<Option<Value>, Stop> {
    let mut numbered = vec![Value::Undef; program.outputs];
    numbered.extend(args);
    let mut regs = AsmRegisters {
        numbered,
        named: HashMap::new(),
        carry: false,
        window: Rc::clone(&ctx.prog.shared_window),
        shared: false,
    };
    let mut pc = 0;
    let mut steps = 0;
    while let Some(i) = program.instructions.get(pc) {
        pc += 1;
        steps += 1;
        if steps > ASM_STEP_CAP {
            return Err(fault(
                ctx,
                th,
                format!(
                    "an asm loop ran {ASM_STEP_CAP} instructions (a wait that never completes?)"
                ),
            ));
        }
        if let Some(g) = &i.guard {
            if truthy(&read(&regs, &g.predicate)) == g.negated {
                continue;
            }
        }
        if PtxForm::of(i) == PtxForm::Branch {
            if let Some(PtxOperand::Name(label)) = i.operands.first() {
                pc = program
                    .label(label)
                    .expect("AsmProgram::decode checked the labels");
            }
            continue;
        }
        regs.shared = names_shared(i);
        step_instruction(ctx, th, i, &mut regs)?;
    }
    let outputs: Vec<Value> = regs
        .numbered
        .into_iter()
        .take(program.outputs)
        .zip(&program.output_scalars)
        .map(|(v, sc)| as_scalar(v, *sc))
        .collect();
    Ok(match outputs.len() {
        0 => None,
        1 => outputs.into_iter().next(),
        _ => Some(Value::Agg(Rc::from(outputs))),
    })
}

/// Whether `i` names the shared state space (`shared`, `shared::cta`, `shared::cluster`).
fn names_shared(i: &PtxInstruction) -> bool {
    i.modifiers.iter().any(|m| m.starts_with("shared"))
}

/// `cvta.to.shared` and `cvta.shared` in asm: a generic pointer to its shared-window address
/// and back, as on the GPU (CUTLASS's `cvta.to.shared.u64` then `cvt.u32.u64`).
fn shared_cvta(regs: &mut AsmRegisters, i: &PtxInstruction) {
    let v = read(regs, &i.operands[1]);
    let out = if i.has("to") {
        match &v {
            Value::Ptr(p) => regs.window.address(*p).map_or(v.clone(), Value::Int),
            _ => v,
        }
    } else {
        Value::Ptr(regs.window.resolve(&v))
    };
    write(regs, &i.operands[0], out);
}

fn step_instruction(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    if is_thread_fence(i) {
        let scope = Scope::of_ptx(&i.modifiers, Scope::Gpu);
        let scope = if i.has("gl") || i.has("sys") {
            Scope::Gpu
        } else {
            scope
        };
        ctx.hb.fence(th.gid, scope, true, true);
        return Ok(());
    }
    if i.root == "cvta" && regs.shared && i.operands.len() == 2 {
        shared_cvta(regs, i);
        return Ok(());
    }
    if let Some(done) = super::hopper::step(ctx, th, i, regs) {
        return done;
    }
    match PtxForm::of(i) {
        PtxForm::Sleep => return Ok(()),
        PtxForm::Alu => return step_register_instruction(ctx, th, i, regs),
        _ => {}
    }
    let layout = element_layout(i).unwrap_or(Layout::Int(32));
    let size = layout.size();
    let strong = access_sem(i);
    match PtxForm::of(i) {
        // `mapa` and `getctarank` name CTAs of the cluster.
        PtxForm::ClusterAddress if i.root == "mapa" => {
            let p = read(regs, &i.operands[1]).ptr();
            let rank = read(regs, &i.operands[2]).bits() as u32;
            let q = super::cluster::mapa(ctx, th, p, rank)?;
            write(regs, &i.operands[0], Value::Ptr(q));
        }
        PtxForm::ClusterAddress => {
            let p = read(regs, &i.operands[1]).ptr();
            let rank = super::cluster::rank_of(ctx, th, p)?;
            write(regs, &i.operands[0], Value::Int(u64::from(rank)));
        }
        PtxForm::Access if i.root == "ld" => {
            let base = address(regs, &i.operands[1]);
            for (k, dst) in elements(&i.operands[0]).into_iter().enumerate() {
                let mut p = base;
                p.offset = p.offset.wrapping_add(k as i64 * size as i64);
                let v = load(ctx, th, p, &layout, strong)?;
                write(regs, dst, v);
            }
        }
        PtxForm::Access if i.root == "st" => {
            let base = address(regs, &i.operands[0]);
            debug_assert_eq!(elements(&i.operands[1]).len(), vector_count(i));
            for (k, src) in elements(&i.operands[1]).into_iter().enumerate() {
                let mut p = base;
                p.offset = p.offset.wrapping_add(k as i64 * size as i64);
                let v = as_layout(read(regs, src), &layout);
                access(ctx, th, p, size, AccessKind::Write, strong)?;
                ctx.mem.write(p, &layout, &v);
            }
        }
        PtxForm::Atomic => {
            let is_atom = i.root == "atom";
            let (addr, operand) = if is_atom { (1, 2) } else { (0, 1) };
            let p = address(regs, &i.operands[addr]);
            access(ctx, th, p, size, AccessKind::ReadWrite, strong)?;
            let (old, _) = ctx.mem.read(p, &layout);
            let x = as_layout(read(regs, &i.operands[operand]), &layout);
            let op = atomic_op(i).unwrap_or("add");
            // `.f32`, `.f64` (`atom.shared.add.f64`), `.f16`, `.bf16`: float operations.
            let float = matches!(
                layout,
                Layout::F32 | Layout::F64 | Layout::Half | Layout::BFloat
            );
            let signed = i.has("s32") || i.has("s64");
            // PTX's operation in LLVM's atomicrmw terms (one semantics for both).
            let llvm_op = match (op, float, signed) {
                ("add", true, _) => "fadd",
                ("min", true, _) => "fmin",
                ("max", true, _) => "fmax",
                ("exch", _, _) => "xchg",
                ("min", false, false) => "umin",
                ("max", false, false) => "umax",
                ("inc", ..) => "uinc_wrap",
                ("dec", ..) => "udec_wrap",
                (op, ..) => op,
            };
            let new = if op == "cas" {
                let bits = match layout {
                    Layout::Int(b) => b,
                    _ => 32,
                };
                let replacement = as_layout(read(regs, &i.operands[3]), &layout);
                if old.bits() & mask(bits) == x.bits() & mask(bits) {
                    replacement
                } else {
                    old.clone()
                }
            } else {
                match read_modify_write(llvm_op, &layout, &old, &x) {
                    Some(v) => v,
                    None => return Err(fault(ctx, th, format!("unsupported atomic {op} in asm"))),
                }
            };
            ctx.mem.write(p, &layout, &new);
            if is_atom {
                write(regs, &i.operands[0], old);
            }
        }
        // `cp.async` (the bulk forms are `super::hopper`'s).
        PtxForm::AsyncCopy(_) => match syncflow_ir::ptx::effect(i) {
            PtxEffect::AsyncCopy { dst, .. } => {
                let to = address(regs, &i.operands[0]);
                let from = address(regs, &i.operands[1]);
                let src_size = match i.operands.get(3) {
                    Some(op) => read(regs, op).bits(),
                    None => u64::from(dst.bytes),
                };
                super::async_copy::issue_copy(ctx, th, to, from, u64::from(dst.bytes), src_size)?;
            }
            e if super::async_copy::commit_or_wait(ctx, th.id, &e) => {}
            _ => return Err(fault(ctx, th, "inline asm cp form is not executed".into())),
        },
        _ => {
            return Err(fault(
                ctx,
                th,
                format!("inline asm instruction {} is not executed", i.root),
            ))
        }
    }
    Ok(())
}

/// A register instruction ([`PtxForm::Alu`]): its sources read (vectors flattened, special
/// registers from the thread), computed by `ptx_alu`, the destination written element by
/// element.
fn step_register_instruction(
    ctx: &mut Ctx<'_, '_>,
    th: &Thread,
    i: &PtxInstruction,
    regs: &mut AsmRegisters,
) -> Result<(), Stop> {
    let mut srcs = Vec::with_capacity(i.operands.len());
    for op in i.operands.iter().skip(1) {
        let items = match op {
            PtxOperand::Vector(items) => items.iter().collect(),
            other => vec![other],
        };
        for item in items {
            srcs.push(source(ctx, th, regs, item));
        }
    }
    match super::ptx_alu::evaluate(i, &srcs, regs.carry) {
        Some(Ok(outcome)) => {
            if let Some(c) = outcome.carry {
                regs.carry = c;
            }
            match i.operands.first() {
                Some(PtxOperand::Vector(items)) if outcome.values.len() >= items.len() => {
                    for (item, v) in items.iter().zip(outcome.values) {
                        write(regs, item, v);
                    }
                }
                Some(dst) => {
                    if let Some(v) = outcome.values.into_iter().next() {
                        write(regs, dst, v);
                    }
                }
                None => {}
            }
            Ok(())
        }
        Some(Err(e)) => Err(fault(ctx, th, format!("inline asm: {e}"))),
        None => Err(fault(
            ctx,
            th,
            format!(
                "unsupported: inline asm instruction {}.{}",
                i.root,
                i.modifiers.join(".")
            ),
        )),
    }
}

/// A source operand's value: a register of the asm, a `$N`, an immediate, or a special
/// register of the thread (`%laneid`, `%tid.x`) when the asm has no register of that name.
fn source(ctx: &Ctx<'_, '_>, th: &Thread, regs: &AsmRegisters, op: &PtxOperand) -> Value {
    match op {
        PtxOperand::Register(name) if !regs.named.contains_key(name) => {
            super::special::value(ctx, th, name).unwrap_or(Value::Undef)
        }
        PtxOperand::Not(x) => Value::Int(u64::from(!truthy(&source(ctx, th, regs, x)))),
        other => read(regs, other),
    }
}
