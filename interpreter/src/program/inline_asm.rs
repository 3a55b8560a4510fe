//! Inline PTX the interpreter executes: the decoded form of an `asm` call whose every
//! instruction is in the executable subset of the PTX model ([`syncflow_ir::ptx`]).
//!
//! The subset is what the effect model gives an access or no effect *and* what the generator
//! emits, so that every effect the analyses trust is one the harness can judge. Which family
//! an instruction belongs to is [`PtxForm::of`] (`syncflow_ir::ptx::form`, one table); this
//! decoder and `exec/inline_asm.rs` dispatch on it:
//!
//! - the [`PtxForm::Alu`] family (`mov`, arithmetic, logic, comparisons, conversions,
//!   floating point) on `$N`, immediates, the asm's own and special registers, computed by
//!   `exec/ptx_alu.rs`; `nanosleep`;
//! - `ld`/`st` in any state space, scalar or `.v2`/`.v4`, of `b`/`u`/`s` 8–64 and `f32`/`f64`
//!   elements, with `.relaxed`/`.acquire`/`.release`/`.volatile` (strong: atomic);
//! - `atom` (`add`, `exch`, `cas`, `min`, `max`, `and`, `or`, `xor`, `inc`, `dec`) and `red`
//!   (the same without the result) on `b`/`u`/`s` 32/64 and `f32`;
//! - `membar.{cta,gl,sys}` and `fence.{sc,acq_rel}.{cta,cluster,gpu,sys}` (fences between
//!   threads, for the happens-before detector; [`access_sem`] gives the accesses' orderings);
//! - `mapa` and `getctarank` of a `$N` pointer (distributed shared memory);
//! - Hopper's forms (`executable_hopper`, run by `exec/hopper.rs`) and the asm's branches;
//! - each optionally guarded by `@$N` or `@!$N`.
//!
//! An asm that is one warp collective, CTA barrier or matrix instruction is decoded as the
//! intrinsic's op instead (`asm_collective.rs`). Anything else is not executed: the call stays
//! an unknown call, and the run stops there.

use super::{Layout, Scalar, Scope, Sem};
use syncflow_ir::ptx::{
    asm_text, AsyncQueue, Constraints, CopyForm, MatrixForm, PtxEffect, PtxForm, PtxInstruction,
    PtxOperand,
};

/// A decoded asm call.
#[derive(Clone, Debug)]
pub struct AsmProgram {
    /// The instructions, in order.
    pub instructions: Vec<PtxInstruction>,
    /// The asm's labels: each name and the instruction it precedes.
    pub labels: Vec<(String, usize)>,
    /// Number of outputs (`$0 … $outputs-1`); inputs follow.
    pub outputs: usize,
    /// The scalar class of each output, from the call's result type.
    pub output_scalars: Vec<Scalar>,
}

/// The layout of one element of a `ld`/`st`/`atom` of `i`, from its last type modifier.
pub fn element_layout(i: &PtxInstruction) -> Option<Layout> {
    i.modifiers.iter().rev().find_map(|m| {
        Some(match m.as_str() {
            "f32" => Layout::F32,
            "f64" => Layout::F64,
            _ => {
                let (kind, bits) = m.split_at(1);
                if !matches!(kind, "b" | "u" | "s") {
                    return None;
                }
                let bits: u32 = bits.parse().ok()?;
                if !matches!(bits, 8 | 16 | 32 | 64) {
                    return None;
                }
                Layout::Int(bits)
            }
        })
    })
}

/// The `.vN` count of `i` (1 without one).
pub fn vector_count(i: &PtxInstruction) -> usize {
    i.modifiers
        .iter()
        .find_map(|m| m.strip_prefix('v').and_then(|n| n.parse().ok()))
        .unwrap_or(1)
}

/// The atomic operation of an `atom`/`red`.
pub fn atomic_op(i: &PtxInstruction) -> Option<&'static str> {
    const OPS: &[&str] = &[
        "add", "exch", "cas", "min", "max", "and", "or", "xor", "inc", "dec",
    ];
    i.modifiers
        .iter()
        .find_map(|m| OPS.iter().find(|op| **op == m.as_str()).copied())
}

/// `membar.{cta,gl,sys}` or `fence.{sc,acq_rel}.{cta,cluster,gpu,sys}`: a fence between
/// threads (`fence.proxy.*` and the mbarrier-init fence are Hopper's, elsewhere).
pub fn is_thread_fence(i: &PtxInstruction) -> bool {
    i.operands.is_empty()
        && PtxForm::of(i) == PtxForm::Fence
        && (i.root == "membar" || i.has("sc") || i.has("acq_rel"))
}

/// The memory-model semantics of an `ld`/`st`/`atom`/`red`: `.volatile` is relaxed at system
/// scope; `.relaxed`/`.acquire`/`.release`/`.acq_rel` at the scope given; `atom` and `red`
/// are relaxed at `.gpu` scope by default; any other `ld`/`st` is plain.
pub fn access_sem(i: &PtxInstruction) -> Sem {
    let atomic = PtxForm::of(i) == PtxForm::Atomic;
    if i.has("volatile") {
        return Sem::relaxed(Scope::Gpu);
    }
    let ordered = ["relaxed", "acquire", "release", "acq_rel"]
        .iter()
        .any(|m| i.has(m));
    if !ordered && !atomic {
        return Sem::PLAIN;
    }
    Sem {
        acquire: i.has("acquire") || i.has("acq_rel"),
        release: i.has("release") || i.has("acq_rel"),
        ..Sem::relaxed(Scope::of_ptx(&i.modifiers, Scope::Gpu))
    }
}

fn simple(op: &PtxOperand, count: usize) -> bool {
    match op {
        PtxOperand::Placeholder(n) => *n < count,
        PtxOperand::Immediate(_) => true,
        _ => false,
    }
}

fn address_ok(op: &PtxOperand, count: usize) -> bool {
    matches!(op, PtxOperand::Address { base, coordinates: None, .. }
        if matches!(**base, PtxOperand::Placeholder(n) if n < count))
}

fn values_ok(op: &PtxOperand, count: usize, elements: usize) -> bool {
    match op {
        PtxOperand::Vector(items) => {
            items.len() == elements && items.iter().all(|x| simple(x, count))
        }
        other => elements == 1 && simple(other, count),
    }
}

/// An operand a Hopper form reads or writes: a `$N`, an immediate, an asm-local register
/// (`complete`), or the sink `_`.
fn local_or_simple(op: &PtxOperand, count: usize) -> bool {
    simple(op, count) || matches!(op, PtxOperand::Name(_) | PtxOperand::Sink)
}

/// The Hopper forms the interpreter runs (`exec::hopper`): mbarriers, non-tensor bulk copies
/// and their groups, `wgmma` groups, proxy fences, prefetches, tensor-map updates, and the
/// asm's own branches. `None`: not one of them.
fn executable_hopper(i: &PtxInstruction, count: usize) -> Option<bool> {
    use PtxForm::{AsyncCopy, Branch, Fence, Matrix, Mbarrier, Prefetch, TensorMap};
    const WGMMA: PtxForm = Matrix(MatrixForm::Wgmma);
    let ops = &i.operands;
    let e = syncflow_ir::ptx::effect(i);
    Some(match (PtxForm::of(i), e) {
        (Branch, _) => matches!(ops.as_slice(), [PtxOperand::Name(_)]),
        (Fence | Prefetch, PtxEffect::None) => true,
        (WGMMA, PtxEffect::None | PtxEffect::AsyncCommit(_) | PtxEffect::AsyncWait { .. }) => true,
        (WGMMA, PtxEffect::AsyncOperation { .. }) => {
            let registers = |o: &PtxOperand| {
                matches!(o, PtxOperand::Vector(items)
                    if items.iter().all(|x| matches!(x, PtxOperand::Placeholder(n) if *n < count)))
            };
            // The accumulators, then A as a descriptor or (`wgmma … {d…}, {a…}, desc-b, …`)
            // in registers, B's descriptor and the immediates.
            ops.first().is_some_and(registers)
                && ops[1..].iter().all(|o| simple(o, count) || registers(o))
        }
        (Mbarrier, PtxEffect::Mbarrier { .. }) => {
            let op = i.modifiers.first().map_or("", String::as_str);
            let k = usize::from(matches!(op, "arrive" | "try_wait" | "test_wait"));
            matches!(
                op,
                "init" | "inval" | "expect_tx" | "arrive" | "try_wait" | "test_wait"
            ) && !i.has("arrive_drop")
                && address_ok(&ops[k], count)
                && ops
                    .iter()
                    .enumerate()
                    .all(|(j, o)| j == k || local_or_simple(o, count))
        }
        (AsyncCopy(_), PtxEffect::AsyncCommit(AsyncQueue::BulkGroups))
        | (
            AsyncCopy(_),
            PtxEffect::AsyncWait {
                queue: AsyncQueue::BulkGroups,
                ..
            },
        ) => true,
        // A TMA load, [dst], [map, {coordinates}], [mbarrier]; a store, [map, {…}], [src].
        (AsyncCopy(_), PtxEffect::AsyncOperation { queue, .. }) if i.has("tensor") => {
            let tensor = |o: &PtxOperand| {
                matches!(o, PtxOperand::Address { base, coordinates: Some(c), .. }
                    if simple(base, count) && matches!(&**c, PtxOperand::Vector(v) if v.iter().all(|x| simple(x, count))))
            };
            match queue {
                AsyncQueue::Mbarrier => {
                    ops.len() == 3
                        && address_ok(&ops[0], count)
                        && tensor(&ops[1])
                        && address_ok(&ops[2], count)
                }
                _ => ops.len() == 2 && tensor(&ops[0]) && address_ok(&ops[1], count),
            }
        }
        (AsyncCopy(_), PtxEffect::AsyncOperation { queue, .. }) if !i.has("tensor") => {
            let addresses = if queue == AsyncQueue::Mbarrier {
                vec![0, 1, 3]
            } else {
                vec![0, 1]
            };
            addresses
                .iter()
                .all(|k| ops.get(*k).is_some_and(|o| address_ok(o, count)))
                && ops.get(2).is_some_and(|o| simple(o, count))
        }
        (TensorMap, PtxEffect::Access(_)) => {
            address_ok(&ops[0], count) && ops[1..].iter().all(|o| simple(o, count))
        }
        (TensorMap, PtxEffect::Accesses(_)) => {
            address_ok(&ops[0], count)
                && address_ok(&ops[1], count)
                && ops[2..].iter().all(|o| simple(o, count))
        }
        (Fence | Prefetch | WGMMA | Mbarrier | TensorMap | AsyncCopy(CopyForm::Bulk), _) => false,
        _ => return None,
    })
}

/// An operand a register instruction reads or writes: a `$N`, an immediate, a register of
/// the asm's own or a special register (`%laneid`), a vector or pair of those, or `_`.
fn register_operand(op: &PtxOperand, count: usize) -> bool {
    match op {
        PtxOperand::Placeholder(n) => *n < count,
        PtxOperand::Immediate(_)
        | PtxOperand::Name(_)
        | PtxOperand::Register(_)
        | PtxOperand::Sink => true,
        PtxOperand::Vector(items) => items.iter().all(|x| register_operand(x, count)),
        PtxOperand::Not(x) => register_operand(x, count),
        PtxOperand::Address { .. } => false,
    }
}

fn executable(i: &PtxInstruction, count: usize) -> bool {
    if let Some(g) = &i.guard {
        if !local_or_simple(&g.predicate, count) || matches!(g.predicate, PtxOperand::Sink) {
            return false;
        }
    }
    if is_thread_fence(i) {
        return true;
    }
    match PtxForm::of(i) {
        // Computed from registers by `exec/ptx_alu.rs` (and `ptx_float.rs`, `ptx_move.rs`).
        PtxForm::Alu => {
            return !i.operands.is_empty() && i.operands.iter().all(|o| register_operand(o, count))
        }
        PtxForm::Sleep => return true,
        _ => {}
    }
    if let Some(ok) = executable_hopper(i, count) {
        return ok;
    }
    let ops = &i.operands;
    // Forms the effect model reads coarser than an access but that are one all the same:
    // `ld.global.nc` (read-only data: no effect there, a plain load here, so a write that
    // breaks the read-only contract races) and `.sys`-scoped accesses (unknown there).
    let plain_elsewhere = (i.root == "ld" && i.has("nc"))
        || (matches!(PtxForm::of(i), PtxForm::Access | PtxForm::Atomic)
            && i.has("sys")
            && !i.modifiers.iter().any(|m| {
                matches!(m.as_str(), "async" | "bulk" | "mmio" | "unified")
                    || m.starts_with("mbarrier")
            }));
    match syncflow_ir::ptx::effect(i) {
        PtxEffect::Access(_) => {}
        _ if plain_elsewhere => {}
        PtxEffect::AsyncCopy { .. } => {
            return address_ok(&ops[0], count)
                && address_ok(&ops[1], count)
                && ops[2..].iter().all(|o| simple(o, count))
        }
        // `cp.async` groups only: the other queues (bulk copies, `wgmma`) are not executed.
        PtxEffect::AsyncCommit(AsyncQueue::CopyGroups)
        | PtxEffect::AsyncWait {
            queue: AsyncQueue::CopyGroups,
            ..
        } => return true,
        // Distributed shared memory addresses (`mapa d, a, rank`; `getctarank d, a`).
        PtxEffect::None if i.root == "mapa" => {
            return ops.len() == 3
                && matches!(ops[0], PtxOperand::Placeholder(n) if n < count)
                && ops[1..].iter().all(|o| simple(o, count))
        }
        PtxEffect::None if i.root == "getctarank" => {
            return ops.len() == 2
                && matches!(ops[0], PtxOperand::Placeholder(n) if n < count)
                && simple(&ops[1], count)
        }
        _ => return false,
    }
    let layout = element_layout(i);
    match i.root.as_str() {
        "ld" => {
            layout.is_some()
                && ops.len() == 2
                && values_ok(&ops[0], count, vector_count(i))
                && address_ok(&ops[1], count)
        }
        "st" => {
            layout.is_some()
                && ops.len() == 2
                && address_ok(&ops[0], count)
                && values_ok(&ops[1], count, vector_count(i))
        }
        "atom" => {
            let want = if atomic_op(i) == Some("cas") { 4 } else { 3 };
            matches!(layout, Some(Layout::Int(32 | 64) | Layout::F32))
                && atomic_op(i).is_some()
                && ops.len() == want
                && simple(&ops[0], count)
                && address_ok(&ops[1], count)
                && ops[2..].iter().all(|o| simple(o, count))
        }
        "red" => {
            matches!(layout, Some(Layout::Int(32 | 64) | Layout::F32))
                && atomic_op(i).is_some_and(|op| op != "cas" && op != "exch")
                && ops.len() == 2
                && address_ok(&ops[0], count)
                && simple(&ops[1], count)
        }
        _ => false,
    }
}

impl AsmProgram {
    /// The executable form of asm `text` with `constraints`, or `None` when any instruction
    /// is outside the subset.
    pub fn decode(text: &str, constraints: &str, output_scalars: Vec<Scalar>) -> Option<Self> {
        let c = Constraints::parse(constraints);
        let text = asm_text(text).ok()?;
        let count = c.outputs + c.inputs;
        if output_scalars.len() != c.outputs
            || !text.instructions.iter().all(|i| executable(i, count))
        {
            return None;
        }
        Some(AsmProgram {
            instructions: text.instructions,
            labels: text.labels,
            outputs: c.outputs,
            output_scalars,
        })
    }

    /// The instruction a label points to.
    pub fn label(&self, name: &str) -> Option<usize> {
        self.labels.iter().find(|(l, _)| l == name).map(|(_, k)| *k)
    }
}
