//! Decoding calls: what each callee is to the interpreter — a barrier, a special register,
//! a warp collective (shuffle, vote, `redux`, matrix loads), a math intrinsic or libdevice
//! function, a memory intrinsic, a defined function, inline PTX it executes, or an unknown
//! callee that stops the run by name.

use super::*;

/// The shuffle modes by their PTX and NVVM word (`shfl.sync.up.b32`,
/// `llvm.nvvm.shfl.sync.up.i32`).
pub(super) const SHUFFLE_MODES: &[(&str, ShuffleMode)] = &[
    ("up", ShuffleMode::Up),
    ("down", ShuffleMode::Down),
    ("bfly", ShuffleMode::Bfly),
    ("idx", ShuffleMode::Idx),
];

/// The vote modes by their PTX and NVVM word (`vote.sync.ballot.b32`,
/// `llvm.nvvm.vote.ballot.sync`).
pub(super) const VOTE_MODES: &[(&str, VoteMode)] = &[
    ("all", VoteMode::All),
    ("any", VoteMode::Any),
    ("uni", VoteMode::Uni),
    ("ballot", VoteMode::Ballot),
];

/// The mode an intrinsic's name gives by its first dotted word (`up.i32` → up).
fn word_mode<T: Copy>(modes: &[(&str, T)], rest: &str) -> Option<T> {
    let word = rest.split('.').next()?;
    modes.iter().find(|(w, _)| *w == word).map(|(_, m)| *m)
}

impl Program<'_> {
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
        if self.amdgpu {
            if let Some(op) = self.decode_amdgpu(f, i, &name, &args) {
                return op;
            }
        }
        let Some(target) = m.call_target(f, i) else {
            return Op::Unsupported("call".into());
        };
        if let Some(op) = super::cluster::cluster_intrinsic(&name, &args) {
            return op;
        }
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
                let Some(mode) = word_mode(SHUFFLE_MODES, rest) else {
                    return Op::Unsupported(name);
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
            CallTarget::Pure(PureIntrinsic::WarpCollective)
                if name.starts_with("llvm.nvvm.mma.") || name.starts_with("llvm.nvvm.wmma.") =>
            {
                self.matrix_intrinsic(f, inst, &name, &args)
                    .unwrap_or(Op::Unsupported(name))
            }
            CallTarget::Pure(PureIntrinsic::WarpCollective) => {
                let rest = name.trim_start_matches("llvm.nvvm.");
                if let Some(kind) = rest.strip_prefix("match.") {
                    // `llvm.nvvm.match.any.sync.i32(mask, value)`, `….all.sync.i32p` (a
                    // `{ i32, i1 }`): 64-bit values are compared whole.
                    return Op::Match {
                        all: kind.starts_with("all"),
                        value: arg(1),
                        mask: arg(0),
                    };
                }
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
                let Some(mode) = word_mode(VOTE_MODES, v) else {
                    return Op::Unsupported(name);
                };
                Op::Vote {
                    mode,
                    mask: sync.then(|| arg(0)),
                    pred: arg(usize::from(sync)),
                }
            }
            CallTarget::Pure(PureIntrinsic::Math) if name.starts_with("llvm.nvvm.isspacep.") => {
                let space = match name.trim_start_matches("llvm.nvvm.isspacep.") {
                    "global" => addr_space::GLOBAL,
                    "shared" | "shared.cluster" => addr_space::SHARED,
                    "const" => addr_space::CONSTANT,
                    "local" => addr_space::LOCAL,
                    _ => return Op::Unsupported(name),
                };
                Op::IsSpace { space, ptr: arg(0) }
            }
            // Every form is read by `cluster_intrinsic` above.
            CallTarget::Pure(PureIntrinsic::ClusterAddress) => Op::Unsupported(name),
            CallTarget::Pure(PureIntrinsic::Math) => Op::Math {
                name,
                args,
                scalar: element_scalar(m, inst.ty),
                lanes: self.type_lanes(inst.ty),
            },
            CallTarget::NoEffect => Op::Nop,
            CallTarget::MemoryIntrinsic if syncflow_ir::wmma_intrinsic(&name).is_some() => self
                .matrix_intrinsic(f, inst, &name, &args)
                .unwrap_or(Op::Unsupported(name)),
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
                } else if name.starts_with("llvm.nvvm.atomic.") {
                    self.nvvm_atomic(inst, &name, &args)
                        .unwrap_or(Op::Unsupported(name))
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
            CallTarget::Declared(_)
                if name.starts_with("llvm.nvvm.cp.async.") && !name.contains(".bulk.") =>
            {
                self.cp_async_intrinsic(inst, &name, &args)
            }
            CallTarget::Declared(_)
                if syncflow_ir::ptx::hopper::intrinsic_effect(&name, None).is_some()
                    && name != "llvm.nvvm.elect.sync" =>
            {
                // A wait's count must be a constant: read as "wait for all", a variable count
                // would complete copies earlier than the hardware may, and hide races.
                let count = inst.call_args().first();
                let wait = count.and_then(|o| m.const_int(*o));
                match syncflow_ir::ptx::hopper::intrinsic_effect(&name, wait) {
                    _ if count.is_some() && wait.is_none() => {
                        Op::Unsupported(format!("{name} with a group count that is not a constant"))
                    }
                    Some(syncflow_ir::ptx::PtxEffect::None) => Op::Nop,
                    Some(e) => Op::AsyncQueue(e),
                    None => Op::Unsupported(name),
                }
            }
            CallTarget::Declared(_) if name == "llvm.nvvm.elect.sync" => Op::Elect { mask: arg(0) },
            CallTarget::Declared(_) if name == "llvm.nvvm.activemask" => Op::ActiveMask,
            CallTarget::Declared(_) if name == "vprintf" => Op::Printf,
            CallTarget::Declared(_) if name == "__assertfail" || name == "__assert_fail" => {
                Op::AssertFail
            }
            CallTarget::Declared(_)
                if name
                    .strip_prefix("__nv_")
                    .is_some_and(|f| LIBDEVICE_WITH_MEMORY.contains(&f)) =>
            {
                Op::LibdeviceMemory {
                    name: name["__nv_".len()..].to_string(),
                    args,
                }
            }
            // libdevice, when the module was compiled without it linked in: by name.
            CallTarget::Declared(_) if name.starts_with("__nv_") => Op::Math {
                name,
                args,
                scalar: element_scalar(m, inst.ty),
                lanes: self.type_lanes(inst.ty),
            },
            CallTarget::InlineAsm => {
                if let Some(op) = self.asm_collective(f, inst, &args) {
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

/// The libdevice functions with a pointer operand (`exec/libdevice_memory.rs`).
pub const LIBDEVICE_WITH_MEMORY: &[&str] = &[
    "frexp",
    "frexpf",
    "modf",
    "modff",
    "remquo",
    "remquof",
    "sincos",
    "sincosf",
    "fast_sincosf",
    "sincospi",
    "sincospif",
    "norm",
    "normf",
    "rnorm",
    "rnormf",
    "nan",
    "nanf",
];

/// A fence intrinsic: `llvm.nvvm.membar.{cta,gl,sys}`, `llvm.nvvm.fence.*` (proxy and
/// mbarrier-init fences order nothing between threads: no-ops).
fn fence_intrinsic(name: &str) -> Op {
    let rest = name.trim_start_matches("llvm.nvvm.");
    if rest.contains("proxy") || rest.contains("mbarrier_init") {
        return Op::Nop;
    }
    let scope = if rest.split('.').any(|p| p == "cta") {
        Scope::Cta
    } else if rest.split('.').any(|p| p == "cluster") {
        Scope::Cluster
    } else {
        Scope::Gpu
    };
    Op::Fence {
        scope,
        acquire: true,
        release: true,
    }
}

impl Program<'_> {
    /// The NVVM atomics (`llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)`,
    /// `llvm.nvvm.atomic.add.gen.i.cta.i32.p0`, `….cas.gen.i.sys…`): the `atom` they stand for,
    /// relaxed at the scope they name (`.cta`; `.sys` and none: every thread of the launch).
    fn nvvm_atomic(&self, inst: &syncflow_ir::Instruction, name: &str, args: &[Src]) -> Option<Op> {
        let parts: Vec<&str> = name
            .trim_start_matches("llvm.nvvm.atomic.")
            .split('.')
            .collect();
        let layout = layout(self.module, inst.ty)?;
        let float = matches!(layout, Layout::F32 | Layout::F64);
        let op = match parts.as_slice() {
            ["load", op, ..] | [op, ..] => *op,
            [] => return None,
        };
        // The interpreter's widest scope is the launch (`Scope::Gpu`), which `.sys` includes.
        let scope = if parts.contains(&"cta") {
            Scope::Cta
        } else {
            Scope::Gpu
        };
        let sem = Sem::relaxed(scope);
        let arg = |k: usize| args.get(k).cloned().unwrap_or(Src::Imm(Value::Undef));
        let rmw = match (op, float) {
            ("add", true) => "fadd",
            ("add", false) => "add",
            ("inc", _) => "uinc_wrap",
            ("dec", _) => "udec_wrap",
            ("exch", _) => "xchg",
            ("max", _) => "max",
            ("min", _) => "min",
            ("umax", _) => "umax",
            ("umin", _) => "umin",
            ("and", _) => "and",
            ("or", _) => "or",
            ("xor", _) => "xor",
            ("cas", _) => {
                return Some(Op::CmpXchg {
                    layout,
                    ptr: arg(0),
                    expected: arg(1),
                    new: arg(2),
                    sem,
                    old_only: true,
                })
            }
            _ => return None,
        };
        Some(Op::AtomicRmw {
            op: rmw.to_string(),
            layout,
            ptr: arg(0),
            value: arg(1),
            sem,
        })
    }

    /// The `cp.async` NVVM intrinsics clang emits for `__pipeline_memcpy_async` and friends
    /// (IntrinsicsNVVM.td): `llvm.nvvm.cp.async.{ca,cg}.shared.global.{4,8,16}[.s](dst, src
    /// [, src_size])`, `….commit.group`, `….wait.group(i32 N)`, `….wait.all`.
    /// `cp.async.mbarrier.arrive*` (an mbarrier arrival once the thread's copies land) is not
    /// executed: its run stops naming it.
    fn cp_async_intrinsic(&self, inst: &syncflow_ir::Instruction, name: &str, args: &[Src]) -> Op {
        use syncflow_ir::ptx::{AsyncQueue, PtxEffect};
        let rest = name.trim_start_matches("llvm.nvvm.cp.async.");
        let parts: Vec<&str> = rest.split('.').collect();
        match parts.as_slice() {
            ["commit", "group"] => Op::AsyncQueue(PtxEffect::AsyncCommit(AsyncQueue::CopyGroups)),
            ["wait", "all"] => Op::AsyncQueue(PtxEffect::AsyncWait {
                queue: AsyncQueue::CopyGroups,
                keep_recent: None,
                reads_only: false,
            }),
            ["wait", "group"] => {
                match inst
                    .call_args()
                    .first()
                    .and_then(|o| self.module.const_int(*o))
                    .and_then(|n| u32::try_from(n).ok())
                {
                    Some(n) => Op::AsyncQueue(PtxEffect::AsyncWait {
                        queue: AsyncQueue::CopyGroups,
                        keep_recent: Some(n),
                        reads_only: false,
                    }),
                    None => Op::Unsupported(format!("{name} with a count that is not a constant")),
                }
            }
            ["ca" | "cg", "shared", "global", size, rest @ ..] => {
                let (Ok(bytes), [] | ["s"]) = (size.parse::<u64>(), rest) else {
                    return Op::Unsupported(name.to_string());
                };
                Op::AsyncCopy {
                    dst: args.first().cloned().unwrap_or(Src::Imm(Value::Undef)),
                    src: args.get(1).cloned().unwrap_or(Src::Imm(Value::Undef)),
                    bytes,
                    src_size: (rest == ["s"]).then(|| args.get(2).cloned()).flatten(),
                }
            }
            _ => Op::Unsupported(name.to_string()),
        }
    }
}
