//! Inline PTX that is one warp collective: `shfl`, `vote`, `redux`, `match`, `elect`,
//! `activemask`, `bar.warp.sync`, `ldmatrix`/`stmatrix` (XLA's and Triton's forms; the PTX
//! front-end gives every such instruction of a `.ptx` an asm call of its own). An asm program
//! runs one thread at a time and cannot wait for its warp, so such an asm is decoded into the
//! same [`Op`] as the NVVM intrinsic: the thread stops at it and the warp exchanges when every
//! lane of the mask has arrived (`exec/sync_points.rs`). Which one an instruction is comes
//! from its family in the PTX form table ([`PtxForm::of`]: `Collective`, `Barrier`, `Matrix`).
//!
//! The asm's `$N` operands become the op's sources: an input `$N` the call's argument
//! `N − outputs`, an immediate its value. The op's result is the call's: one output, or the
//! `{ value, predicate }` pair of a `d|p` destination (outputs `$0|$1` in that order).

use super::decode_call::{SHUFFLE_MODES, VOTE_MODES};
use super::*;
use syncflow_ir::ptx::{
    BarrierForm, Collective, Constraints, MatrixForm, PtxForm, PtxInstruction, PtxOperand,
};

/// How the asm's operands map to the call.
struct Operands<'a> {
    outputs: usize,
    args: &'a [Src],
}

impl Operands<'_> {
    /// An input: `$N` of the call's arguments, or an immediate.
    fn input(&self, op: &PtxOperand) -> Option<Src> {
        match op {
            PtxOperand::Placeholder(n) if *n >= self.outputs => {
                self.args.get(n - self.outputs).cloned()
            }
            PtxOperand::Immediate(v) => Some(Src::Imm(Value::Int(*v as u64 & mask(32)))),
            _ => None,
        }
    }

    /// The mask of a collective whose `.sync` form has it after `n` other operands `o`:
    /// `None` when the operand count is wrong or the mask is no input, `Some(None)` without
    /// `.sync`.
    fn sync_mask(&self, o: &[PtxOperand], sync: bool, n: usize) -> Option<Option<Src>> {
        if o.len() != n + usize::from(sync) {
            return None;
        }
        Some(if sync { Some(self.input(&o[n])?) } else { None })
    }

    /// The destination is the call's outputs in order: `$0`, or `$0|$1` / `{$0, $1}`.
    fn outputs_in_order(&self, op: &PtxOperand, pair: bool) -> bool {
        match (op, pair) {
            (PtxOperand::Placeholder(0), false) => self.outputs == 1,
            (PtxOperand::Vector(items), true) => {
                self.outputs == 2
                    && matches!(
                        items.as_slice(),
                        [PtxOperand::Placeholder(0), PtxOperand::Placeholder(1)]
                    )
            }
            _ => false,
        }
    }
}

impl Program<'_> {
    /// The warp collective an asm call is, if it is exactly one.
    pub(super) fn asm_collective(
        &self,
        f: &Function,
        inst: &syncflow_ir::Instruction,
        args: &[Src],
    ) -> Option<Op> {
        let Some(syncflow_ir::Callee::InlineAsm(asm)) = inst.callee() else {
            return None;
        };
        let list = syncflow_ir::ptx::instructions(&asm.asm).ok()?;
        let [i] = list.as_slice() else {
            return None;
        };
        if i.guard.is_some() {
            return None;
        }
        let ops = Operands {
            outputs: Constraints::parse(&asm.constraints).outputs,
            args,
        };
        if syncflow_ir::ptx::matrix_shape(i).is_some() {
            return matrix(i, &ops);
        }
        if matches!(
            PtxForm::of(i),
            PtxForm::Matrix(MatrixForm::Mma | MatrixForm::Wmma)
        ) {
            let m = self.module;
            let arg_types: Vec<Option<Layout>> = inst
                .call_args()
                .iter()
                .map(|o| m.operand_type(f, *o).and_then(|t| layout(m, t)))
                .collect();
            let input = |op: &PtxOperand| -> Option<(Src, Layout)> {
                match op {
                    PtxOperand::Placeholder(n) if *n >= ops.outputs => {
                        let k = n - ops.outputs;
                        Some((args.get(k)?.clone(), arg_types.get(k)?.clone()?))
                    }
                    PtxOperand::Immediate(v) => {
                        Some((Src::Imm(Value::Int(*v as u64 & mask(32))), Layout::Int(32)))
                    }
                    _ => None,
                }
            };
            let outputs = match m.types.get(m.types.resolve(inst.ty)) {
                Type::Struct { fields, .. } => fields
                    .iter()
                    .map(|t| layout(m, *t))
                    .collect::<Option<Vec<_>>>()?,
                Type::Void => Vec::new(),
                _ => vec![layout(m, inst.ty)?],
            };
            return self.asm_matrix_op(i, &input, ops.outputs, outputs);
        }
        collective(i, &ops)
    }
}

/// The mode of `modes` that `i` has as a modifier (in the table's order).
fn modifier_mode<T: Copy>(i: &PtxInstruction, modes: &[(&str, T)]) -> Option<T> {
    modes.iter().find(|(m, _)| i.has(m)).map(|(_, mode)| *mode)
}

/// The warp collective or barrier `i` is, by its family ([`PtxForm::of`]).
fn collective(i: &PtxInstruction, ops: &Operands) -> Option<Op> {
    use Collective::{ActiveMask, Elect, Match, Redux, Shuffle, Vote};
    let o = &i.operands;
    let pair = matches!(o.first(), Some(PtxOperand::Vector(v)) if v.len() == 2);
    let sync = i.has("sync");
    let PtxForm::Collective(c) = PtxForm::of(i) else {
        return match PtxForm::of(i) {
            PtxForm::Barrier(BarrierForm::Warp) if sync && o.len() == 1 => Some(Op::WarpSync {
                mask: ops.input(&o[0])?,
            }),
            PtxForm::Barrier(_) => cta_barrier(i, ops),
            _ => None,
        };
    };
    match c {
        Shuffle => {
            let mode = modifier_mode(i, SHUFFLE_MODES)?;
            if !ops.outputs_in_order(o.first()?, pair) {
                return None;
            }
            Some(Op::Shuffle {
                mode,
                mask: ops.sync_mask(o, sync, 4)?,
                value: ops.input(&o[1])?,
                b: ops.input(&o[2])?,
                c: ops.input(&o[3])?,
                with_pred: pair,
                float: false,
            })
        }
        Vote => {
            let mode = modifier_mode(i, VOTE_MODES)?;
            if !ops.outputs_in_order(o.first()?, false) {
                return None;
            }
            Some(Op::Vote {
                mode,
                mask: ops.sync_mask(o, sync, 2)?,
                pred: ops.input(&o[1])?,
            })
        }
        Redux if sync && o.len() == 3 && !i.has("f32") => {
            let op = i.modifiers.iter().find_map(|m| ReduxOp::from_name(m))?;
            // `.min`/`.max` of `.u32` are the unsigned forms.
            let op = match (op, i.has("u32")) {
                (ReduxOp::Min, true) => ReduxOp::UMin,
                (ReduxOp::Max, true) => ReduxOp::UMax,
                (op, _) => op,
            };
            if !ops.outputs_in_order(&o[0], false) {
                return None;
            }
            Some(Op::Redux {
                op,
                value: ops.input(&o[1])?,
                mask: ops.input(&o[2])?,
            })
        }
        Match if sync && o.len() == 3 && i.has("b32") => {
            let all = i.has("all");
            if !ops.outputs_in_order(&o[0], all && pair) {
                return None;
            }
            Some(Op::Match {
                all,
                value: ops.input(&o[1])?,
                mask: ops.input(&o[2])?,
            })
        }
        Elect if sync && o.len() == 2 && ops.outputs_in_order(&o[0], true) => Some(Op::Elect {
            mask: ops.input(&o[1])?,
        }),
        ActiveMask if o.len() == 1 && ops.outputs_in_order(&o[0], false) => Some(Op::ActiveMask),
        _ => None,
    }
}

/// The reductions of `bar.red` by their modifier.
const BARRIER_REDUCTIONS: &[(&str, BarrierReduction)] = &[
    ("popc", BarrierReduction::Popc),
    ("and", BarrierReduction::And),
    ("or", BarrierReduction::Or),
];

/// A CTA barrier in asm: `bar.sync a{, b}`, `barrier.sync{.aligned} a{, b}`, `bar.arrive
/// a, b`, `bar.red.{popc,and,or} d, a{, b}, c` — the same [`Op::Barrier`] as its NVVM
/// intrinsic, of the kind `syncflow_ir::BarrierKind` gives it (a thread count makes it
/// partial; id 0 without one is the full-CTA barrier).
fn cta_barrier(i: &PtxInstruction, ops: &Operands) -> Option<Op> {
    let o = &i.operands;
    let red = i.has("red");
    let (dest, rest) = if red {
        (o.first(), &o[1.min(o.len())..])
    } else {
        (None, &o[..])
    };
    let arrive = i.has("arrive");
    if !(i.has("sync") || arrive || red) || i.has("warp") {
        return None;
    }
    let (id, count, pred) = match (red, rest) {
        (false, [id]) => (id, None, None),
        (false, [id, count]) => (id, Some(count), None),
        (true, [id, pred]) => (id, None, Some(pred)),
        (true, [id, count, pred]) => (id, Some(count), Some(pred)),
        _ => return None,
    };
    let reduction = if red {
        modifier_mode(i, BARRIER_REDUCTIONS)?
    } else {
        BarrierReduction::None
    };
    if red && !ops.outputs_in_order(dest?, false) {
        return None;
    }
    let id_src = ops.input(id)?;
    let kind = if red {
        BarrierKind::CarriesData {
            full: count.is_none(),
        }
    } else if count.is_some() || arrive {
        BarrierKind::Partial
    } else if matches!(id, PtxOperand::Immediate(0)) {
        BarrierKind::Candidate
    } else {
        BarrierKind::SeparatesIntervals
    };
    Some(Op::Barrier {
        kind,
        id: Some(id_src),
        count: match count {
            Some(c) => Some(ops.input(c)?),
            None => None,
        },
        reduction,
        pred: match pred {
            Some(p) => Some(ops.input(p)?),
            None => None,
        },
        arrive_only: arrive,
    })
}

/// An asm that is one `ldmatrix`/`stmatrix` (XLA's form: `ldmatrix.sync.aligned.m8n8.x4.
/// shared.b16 {$0, $1, $2, $3}, [$4];`): the same warp collective as the intrinsic, since
/// an asm program runs one thread at a time and cannot wait for the warp.
fn matrix(i: &PtxInstruction, ops: &Operands) -> Option<Op> {
    let (store, trans, matrices) = syncflow_ir::ptx::matrix_shape(i)?;
    let input = |op: &PtxOperand| match op {
        PtxOperand::Placeholder(_) => ops.input(op),
        _ => None,
    };
    let address = |op: &syncflow_ir::ptx::PtxOperand| match op {
        syncflow_ir::ptx::PtxOperand::Address {
            base,
            offset: 0,
            coordinates: None,
        } => input(base),
        _ => None,
    };
    fn elements(op: &syncflow_ir::ptx::PtxOperand) -> Vec<&syncflow_ir::ptx::PtxOperand> {
        match op {
            syncflow_ir::ptx::PtxOperand::Vector(items) => items.iter().collect(),
            other => vec![other],
        }
    }
    let (address, values) = if store {
        let values: Option<Vec<Src>> = elements(i.operands.get(1)?)
            .into_iter()
            .map(input)
            .collect();
        (address(i.operands.first()?)?, values?)
    } else {
        (address(i.operands.get(1)?)?, Vec::new())
    };
    if store && values.len() != usize::from(matrices) {
        return None;
    }
    Some(Op::Matrix {
        store,
        trans,
        matrices,
        address,
        values,
    })
}
