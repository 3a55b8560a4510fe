//! Decoding the warp-level matrix operations: `mma.sync`, `wmma.mma.sync`, `wmma.load`,
//! `wmma.store` as inline PTX (one instruction, as the PTX front-end and hand-written asm give
//! them) and as NVVM intrinsics (`llvm.nvvm.mma.m16n8k16.row.col.f32.f32`,
//! `llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3`, …), into [`Op::Mma`] and
//! [`Op::Wmma`] with each register's layout as the call passes it.

use super::mma_spec::{parse_shape, wmma_registers, Fragments, Matrix, MmaElem, MmaSpec};
use super::*;
use syncflow_ir::ptx::{MatrixForm, PtxForm, PtxInstruction, PtxOperand};

/// The wmma load or store `parts` describe (`load a row m16n16k16 … f16`), as PTX modifiers
/// or intrinsic name parts.
fn wmma_access(parts: &[&str]) -> Option<WmmaAccess> {
    let store = *parts.iter().find(|p| matches!(**p, "load" | "store"))? == "store";
    let matrix = match *parts
        .iter()
        .find(|p| matches!(**p, "a" | "b" | "c" | "d"))?
    {
        "a" => Matrix::A,
        "b" => Matrix::B,
        _ => Matrix::C,
    };
    let shape = parts.iter().find_map(|p| parse_shape(p))?;
    let elem = parts.iter().rev().find_map(|p| MmaElem::of(p))?;
    let row_major = parts.contains(&"row");
    if !row_major && !parts.contains(&"col") {
        return None;
    }
    let spec = MmaSpec {
        fragments: Fragments::Wmma,
        shape,
        a: elem,
        b: elem,
        c: elem,
        d: elem,
        satfinite: false,
    };
    Some(WmmaAccess {
        spec,
        matrix,
        elem,
        row_major,
        store,
    })
}

/// Registers of each operand of `spec`: A, B, C.
fn register_counts(spec: &MmaSpec) -> [usize; 3] {
    let count = |which: Matrix, elem: MmaElem| match spec.fragments {
        Fragments::Wmma => wmma_registers(spec.shape, which, elem),
        Fragments::Mma => spec.fragment_len(which, elem).div_ceil(elem.per_register()),
    };
    [
        count(Matrix::A, spec.a),
        count(Matrix::B, spec.b),
        count(Matrix::C, spec.c),
    ]
}

impl Program<'_> {
    /// The layout of each field of a call's result (`{ float, float, … }`, `{ <2 x half>, … }`).
    fn result_layouts(&self, ty: TypeId) -> Option<Vec<Layout>> {
        let m = self.module;
        match m.types.get(m.types.resolve(ty)) {
            Type::Struct { fields, .. } => fields.iter().map(|f| layout(m, *f)).collect(),
            Type::Void => Some(Vec::new()),
            _ => Some(vec![layout(m, ty)?]),
        }
    }

    fn arg_layouts(&self, f: &Function, inst: &syncflow_ir::Instruction) -> Option<Vec<Layout>> {
        inst.call_args()
            .iter()
            .map(|o| {
                self.module
                    .operand_type(f, *o)
                    .and_then(|t| layout(self.module, t))
            })
            .collect()
    }

    /// `llvm.nvvm.mma.*` and `llvm.nvvm.wmma.*`.
    pub(super) fn matrix_intrinsic(
        &self,
        f: &Function,
        inst: &syncflow_ir::Instruction,
        name: &str,
        args: &[Src],
    ) -> Option<Op> {
        let layouts = self.arg_layouts(f, inst)?;
        let operands: Vec<(Src, Layout)> = args.iter().cloned().zip(layouts).collect();
        let outputs = self.result_layouts(inst.ty)?;
        if let Some(spec) = MmaSpec::of_intrinsic(name) {
            let [na, nb, nc] = register_counts(&spec);
            if operands.len() != na + nb + nc {
                return None;
            }
            return Some(Op::Mma {
                spec,
                a: operands[..na].to_vec(),
                b: operands[na..na + nb].to_vec(),
                c: operands[na + nb..].to_vec(),
                outputs,
            });
        }
        let parts: Vec<&str> = name.strip_prefix("llvm.nvvm.wmma.")?.split('.').collect();
        let access = wmma_access(&parts)?;
        let has_stride = parts.contains(&"stride");
        let (ptr, rest) = operands.split_first()?;
        let (values, stride) = if has_stride {
            let (stride, values) = rest.split_last()?;
            (values.to_vec(), Some(stride.0.clone()))
        } else {
            (rest.to_vec(), None)
        };
        Some(Op::Wmma {
            access,
            ptr: ptr.0.clone(),
            stride,
            values: if access.store { values } else { Vec::new() },
            outputs: if access.store { Vec::new() } else { outputs },
        })
    }

    /// An asm that is one `mma.sync`, `wmma.mma.sync`, `wmma.load` or `wmma.store`:
    /// `input(op)` gives a `$N` input's source, `arg_layout(n)` the layout of argument `n`,
    /// `outputs` the layouts of the call's results.
    pub(super) fn asm_matrix_op(
        &self,
        i: &PtxInstruction,
        input: &dyn Fn(&PtxOperand) -> Option<(Src, Layout)>,
        output_count: usize,
        outputs: Vec<Layout>,
    ) -> Option<Op> {
        let registers = |op: &PtxOperand| -> Option<Vec<(Src, Layout)>> {
            match op {
                PtxOperand::Vector(items) => items.iter().map(input).collect(),
                other => Some(vec![input(other)?]),
            }
        };
        let outputs_in_order = |op: &PtxOperand| match op {
            PtxOperand::Vector(items) => {
                items
                    .iter()
                    .enumerate()
                    .all(|(k, x)| *x == PtxOperand::Placeholder(k))
                    && items.len() == output_count
            }
            _ => false,
        };
        if let Some(spec) = MmaSpec::of_ptx(i) {
            let [d, a, b, c] = i.operands.as_slice() else {
                return None;
            };
            if !outputs_in_order(d) {
                return None;
            }
            let [na, nb, nc] = register_counts(&spec);
            let (a, b, c) = (registers(a)?, registers(b)?, registers(c)?);
            if (a.len(), b.len(), c.len()) != (na, nb, nc) {
                return None;
            }
            return Some(Op::Mma {
                spec,
                a,
                b,
                c,
                outputs,
            });
        }
        if PtxForm::of(i) != PtxForm::Matrix(MatrixForm::Wmma) || i.guard.is_some() {
            return None;
        }
        let parts: Vec<&str> = i.modifiers.iter().map(String::as_str).collect();
        let access = wmma_access(&parts)?;
        let (ptr_op, regs_op) = if access.store {
            (i.operands.first()?, i.operands.get(1)?)
        } else {
            (i.operands.get(1)?, i.operands.first()?)
        };
        let ptr = match ptr_op {
            PtxOperand::Address {
                base,
                offset: 0,
                coordinates: None,
            } => input(base)?.0,
            _ => return None,
        };
        let stride = match i.operands.get(2) {
            Some(op) => Some(input(op)?.0),
            None => None,
        };
        let values = if access.store {
            registers(regs_op)?
        } else {
            if !outputs_in_order(regs_op) {
                return None;
            }
            Vec::new()
        };
        Some(Op::Wmma {
            access,
            ptr,
            stride,
            values,
            outputs: if access.store { Vec::new() } else { outputs },
        })
    }
}
