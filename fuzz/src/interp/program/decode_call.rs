//! Decoding calls: what each callee is to the interpreter — a barrier, a special register,
//! a warp collective (shuffle, vote, `redux`, matrix loads), a math intrinsic or libdevice
//! function, a memory intrinsic, a defined function, inline PTX it executes, or an unknown
//! callee that stops the run by name.

use super::*;

impl Program<'_> {
    /// An asm that is one `ldmatrix`/`stmatrix` (XLA's form: `ldmatrix.sync.aligned.m8n8.x4.
    /// shared.b16 {$0, $1, $2, $3}, [$4];`): the same warp collective as the intrinsic, since
    /// an asm program runs one thread at a time and cannot wait for the warp.
    fn asm_matrix(&self, inst: &syncflow_ir::Instruction, args: &[Src]) -> Option<Op> {
        let Some(syncflow_ir::Callee::InlineAsm(asm)) = inst.callee() else {
            return None;
        };
        let list = syncflow_ir::ptx::instructions(&asm.asm).ok()?;
        let [i] = list.as_slice() else {
            return None;
        };
        let (store, trans, matrices) = syncflow_ir::ptx::matrix_shape(i)?;
        if i.guard.is_some() {
            return None;
        }
        let outputs = syncflow_ir::ptx::Constraints::parse(&asm.constraints).outputs;
        let input = |op: &syncflow_ir::ptx::PtxOperand| match op {
            syncflow_ir::ptx::PtxOperand::Placeholder(n) if *n >= outputs => {
                args.get(n - outputs).cloned()
            }
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

    pub(super) fn decode_call(&self, _fid: FunctionId, f: &Function, i: InstId) -> Op {
        let m = self.module;
        let inst = &f.insts[i];
        let args: Vec<Src> = inst.call_args().iter().map(|o| self.src(f, *o)).collect();
        let arg = |k: usize| args.get(k).cloned().unwrap_or(Src::Imm(Value::Undef));
        let name = match inst.callee() {
            Some(syncflow_ir::Callee::Direct(c)) => m.functions[*c].name.clone(),
            Some(syncflow_ir::Callee::InlineAsm(asm)) => format!("inline asm \"{}\"", asm.asm),
            _ => "<indirect call>".to_string(),
        };
        let Some(target) = m.call_target(f, i) else {
            return Op::Unsupported("call".into());
        };
        match target {
            CallTarget::Barrier(b) => match b.kind {
                BarrierKind::WarpScope => Op::WarpSync { mask: arg(0) },
                BarrierKind::Fence => fence_intrinsic(&name),
                kind => {
                    let reduction = if name.contains("popc") {
                        BarrierReduction::Popc
                    } else if name.ends_with(".and") {
                        BarrierReduction::And
                    } else if name.ends_with(".or") {
                        BarrierReduction::Or
                    } else {
                        BarrierReduction::None
                    };
                    let pred = (reduction != BarrierReduction::None)
                        .then(|| args.last().cloned())
                        .flatten();
                    Op::Barrier {
                        kind,
                        id: b.barrier_id.map(|o| self.src(f, o)),
                        count: b.thread_count.map(|o| self.src(f, o)),
                        reduction,
                        pred,
                        arrive_only: name.contains("arrive"),
                    }
                }
            },
            CallTarget::Pure(PureIntrinsic::SpecialRegister(r)) => Op::SpecialReg(r),
            CallTarget::Pure(PureIntrinsic::Shuffle) => {
                let rest = name.trim_start_matches("llvm.nvvm.shfl.");
                let sync = rest.starts_with("sync.");
                let rest = rest.trim_start_matches("sync.");
                let mode = match rest.split('.').next() {
                    Some("idx") => ShuffleMode::Idx,
                    Some("up") => ShuffleMode::Up,
                    Some("down") => ShuffleMode::Down,
                    Some("bfly") => ShuffleMode::Bfly,
                    _ => return Op::Unsupported(name),
                };
                let with_pred = rest.ends_with('p');
                let float = rest.contains("f32");
                let base = usize::from(sync);
                Op::Shuffle {
                    mode,
                    mask: sync.then(|| arg(0)),
                    value: arg(base),
                    b: arg(base + 1),
                    c: arg(base + 2),
                    with_pred,
                    float,
                }
            }
            CallTarget::Pure(PureIntrinsic::WarpCollective) => {
                let rest = name.trim_start_matches("llvm.nvvm.");
                if rest.starts_with("redux.sync.") {
                    return match ReduxOp::from_name(rest) {
                        Some(op) => Op::Redux {
                            op,
                            value: arg(0),
                            mask: arg(1),
                        },
                        None => Op::Unsupported(name),
                    };
                }
                let Some(v) = rest.strip_prefix("vote.") else {
                    return Op::Unsupported(name);
                };
                let sync = v.ends_with(".sync");
                let mode = match v.split('.').next() {
                    Some("all") => VoteMode::All,
                    Some("any") => VoteMode::Any,
                    Some("uni") => VoteMode::Uni,
                    Some("ballot") => VoteMode::Ballot,
                    _ => return Op::Unsupported(name),
                };
                Op::Vote {
                    mode,
                    mask: sync.then(|| arg(0)),
                    pred: arg(usize::from(sync)),
                }
            }
            CallTarget::Pure(PureIntrinsic::Math) => Op::Math {
                name,
                args,
                scalar: element_scalar(m, inst.ty),
                lanes: self.type_lanes(inst.ty),
            },
            CallTarget::NoEffect => Op::Nop,
            CallTarget::MemoryIntrinsic => {
                if let Some(store) = syncflow_ir::matrix_intrinsic(&name) {
                    let matrices = if name.contains(".x4.") {
                        4
                    } else if name.contains(".x2.") {
                        2
                    } else {
                        1
                    };
                    return Op::Matrix {
                        store,
                        trans: name.contains(".trans."),
                        matrices,
                        address: arg(0),
                        values: if store {
                            args[1..].to_vec()
                        } else {
                            Vec::new()
                        },
                    };
                }
                if name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove") {
                    Op::Memcpy {
                        dst: arg(0),
                        src: arg(1),
                        len: arg(2),
                    }
                } else if name.starts_with("llvm.memset") {
                    Op::Memset {
                        dst: arg(0),
                        byte: arg(1),
                        len: arg(2),
                    }
                } else if name.starts_with("llvm.nvvm.ldg.") || name.starts_with("llvm.nvvm.ldu.") {
                    match layout(m, inst.ty) {
                        Some(layout) => Op::Load {
                            layout,
                            ptr: arg(0),
                            sem: Sem::PLAIN,
                        },
                        None => Op::Unsupported(name),
                    }
                } else {
                    Op::Unsupported(name)
                }
            }
            CallTarget::Defined(callee) => Op::Call { callee, args },
            CallTarget::Declared(_) if name == "vprintf" => Op::Printf,
            CallTarget::Declared(_) if name == "__assertfail" || name == "__assert_fail" => {
                Op::AssertFail
            }
            // libdevice, when the module was compiled without it linked in: by name.
            CallTarget::Declared(_) if name.starts_with("__nv_") => Op::Math {
                name,
                args,
                scalar: element_scalar(m, inst.ty),
                lanes: self.type_lanes(inst.ty),
            },
            CallTarget::InlineAsm => {
                if let Some(op) = self.asm_matrix(inst, &args) {
                    return op;
                }
                let program = match inst.callee() {
                    Some(syncflow_ir::Callee::InlineAsm(asm)) => {
                        let outputs = match m.types.get(m.types.resolve(inst.ty)) {
                            Type::Void => Vec::new(),
                            Type::Struct { fields, .. } => {
                                fields.iter().map(|t| scalar(m, *t)).collect()
                            }
                            _ => vec![scalar(m, inst.ty)],
                        };
                        AsmProgram::decode(&asm.asm, &asm.constraints, outputs)
                    }
                    _ => None,
                };
                match program {
                    Some(program) => Op::Asm {
                        program: Box::new(program),
                        args,
                    },
                    None => Op::UnknownCall {
                        name,
                        zero: zero_value(m, inst.ty),
                    },
                }
            }
            CallTarget::Declared(_) | CallTarget::Indirect => Op::UnknownCall {
                name,
                zero: zero_value(m, inst.ty),
            },
        }
    }
}

/// A fence intrinsic: `llvm.nvvm.membar.{cta,gl,sys}`, `llvm.nvvm.fence.*` (proxy and
/// mbarrier-init fences order nothing between threads: no-ops).
fn fence_intrinsic(name: &str) -> Op {
    let rest = name.trim_start_matches("llvm.nvvm.");
    if rest.contains("proxy") || rest.contains("mbarrier_init") {
        return Op::Nop;
    }
    let cta = rest.split('.').any(|p| p == "cta" || p == "cluster");
    Op::Fence {
        scope: if cta { Scope::Cta } else { Scope::Gpu },
        acquire: true,
        release: true,
    }
}
