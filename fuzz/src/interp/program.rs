//! Decoding: the module's instructions, translated once into a form that is cheap to execute.
//!
//! Interpreting [`Instruction`](syncflow_ir::Instruction)s directly would repeat, at every step, work whose answer never
//! changes: classifying a call by its callee's name, looking up type sizes, evaluating constant
//! expressions (`getelementptr (…, ptr addrspacecast (ptr addrspace(3) @s to ptr), …)`),
//! computing GEP scales and struct field offsets. [`Program::new`] does it once per module:
//! every operand becomes a [`Src`] (a register or an already evaluated constant) and every
//! instruction an [`Op`]. Global variables get fixed object ids (see [`Program::global_object`])
//! so constant pointers can be evaluated here; `extern __shared__` arrays of size 0 all share
//! one dynamic shared-memory object, as they do in CUDA.

use super::value::{mask, sext, ObjectId, Pointer, Value};
use syncflow_framework::graph::BlockId;
use syncflow_ir::{
    addr_space, BarrierKind, BinaryOp, CallTarget, CastOp, ConstExprOp, Constant, FloatBits,
    Function, FunctionId, InstId, Module, Opcode, Operand, PureIntrinsic, SpecialRegister, Type,
    TypeId,
};

/// Where an operand's value comes from.
#[derive(Clone, Debug)]
pub enum Src {
    /// A register of the current frame (a [`LocalId`](syncflow_ir::LocalId) index).
    Reg(u32),
    /// A constant, evaluated at decode time.
    Imm(Value),
}

/// How a value is laid out in memory.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// An integer of the given width (store size: the width rounded up to bytes).
    Int(u32),
    /// `half` (2 bytes; widened to a double in registers).
    Half,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// A pointer (8 bytes, encoded with [`Pointer::encode`]).
    Ptr,
    /// An aggregate: its fields at their byte offsets, and its total size.
    Agg(Vec<(u64, Layout)>, u64),
}

impl Layout {
    /// Bytes a load or store of this layout touches.
    pub fn size(&self) -> u64 {
        match self {
            Layout::Int(bits) => u64::from(*bits).div_ceil(8),
            Layout::Half => 2,
            Layout::F32 => 4,
            Layout::F64 | Layout::Ptr => 8,
            Layout::Agg(_, size) => *size,
        }
    }
}

/// A scalar type class, for arithmetic and casts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// `iN`.
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    F32,
    /// `double` (and wider floats, approximated).
    F64,
    /// A pointer.
    Ptr,
    /// Anything else (aggregates, vectors, void).
    Other,
}

/// One step of a GEP's offset computation.
#[derive(Clone, Debug)]
pub enum GepStep {
    /// A constant byte offset.
    Const(i64),
    /// `index * scale`, the index sign-extended from `bits`.
    Var {
        /// The index.
        index: Src,
        /// Its width.
        bits: u32,
        /// Bytes per unit of index.
        scale: i64,
    },
}

/// Which warp shuffle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShuffleMode {
    /// `shfl.idx`.
    Idx,
    /// `shfl.up`.
    Up,
    /// `shfl.down`.
    Down,
    /// `shfl.bfly`.
    Bfly,
}

/// Which warp vote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoteMode {
    /// `vote.all`.
    All,
    /// `vote.any`.
    Any,
    /// `vote.uni`.
    Uni,
    /// `vote.ballot`.
    Ballot,
}

/// The reduction a data-carrying CTA barrier computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarrierReduction {
    /// Plain barrier: no result.
    None,
    /// `__syncthreads_count`: how many threads passed a non-zero predicate.
    Popc,
    /// `__syncthreads_and`.
    And,
    /// `__syncthreads_or`.
    Or,
}

/// A decoded instruction.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub enum Op {
    Binary {
        op: BinaryOp,
        scalar: Scalar,
        a: Src,
        b: Src,
    },
    FNeg {
        scalar: Scalar,
        a: Src,
    },
    ICmp {
        pred: String,
        bits: u32,
        a: Src,
        b: Src,
    },
    FCmp {
        pred: String,
        a: Src,
        b: Src,
    },
    Cast {
        op: CastOp,
        from: Scalar,
        to: Scalar,
        a: Src,
    },
    Select {
        cond: Src,
        a: Src,
        b: Src,
    },
    /// Phis are evaluated on block entry; this is a no-op at its position.
    Phi,
    Alloca {
        size: u64,
        count: Option<(Src, u32)>,
    },
    Load {
        layout: Layout,
        ptr: Src,
        atomic: bool,
    },
    Store {
        layout: Layout,
        value: Src,
        ptr: Src,
        atomic: bool,
    },
    Gep {
        base: Src,
        steps: Vec<GepStep>,
    },
    AtomicRmw {
        op: String,
        layout: Layout,
        ptr: Src,
        value: Src,
    },
    CmpXchg {
        layout: Layout,
        ptr: Src,
        expected: Src,
        new: Src,
    },
    /// Fences and other instructions with no effect on this model.
    Nop,
    Freeze {
        a: Src,
    },
    ExtractValue {
        agg: Src,
        indices: Vec<u64>,
    },
    InsertValue {
        agg: Src,
        elem: Src,
        indices: Vec<u64>,
    },
    ExtractElement {
        vec: Src,
        index: Src,
    },
    InsertElement {
        vec: Src,
        elem: Src,
        index: Src,
    },
    Br {
        target: BlockId,
    },
    CondBr {
        cond: Src,
        then: BlockId,
        els: BlockId,
    },
    Switch {
        value: Src,
        bits: u32,
        default: BlockId,
        cases: Vec<(u64, BlockId)>,
    },
    Ret {
        value: Option<Src>,
    },
    Unreachable,
    SpecialReg(SpecialRegister),
    /// A CTA barrier (full or partial; interval-cutting or not).
    Barrier {
        kind: BarrierKind,
        id: Option<Src>,
        count: Option<Src>,
        reduction: BarrierReduction,
        pred: Option<Src>,
        arrive_only: bool,
    },
    /// `__syncwarp(mask)`.
    WarpSync {
        mask: Src,
    },
    Shuffle {
        mode: ShuffleMode,
        mask: Option<Src>,
        value: Src,
        b: Src,
        c: Src,
        with_pred: bool,
        float: bool,
    },
    Vote {
        mode: VoteMode,
        mask: Option<Src>,
        pred: Src,
    },
    Math {
        name: String,
        args: Vec<Src>,
        scalar: Scalar,
    },
    Memcpy {
        dst: Src,
        src: Src,
        len: Src,
    },
    Memset {
        dst: Src,
        byte: Src,
        len: Src,
    },
    Call {
        callee: FunctionId,
        args: Vec<Src>,
    },
    /// A call the interpreter cannot execute (declared-only function, inline asm, indirect
    /// call): skipped, its result reads as undef, and the run notes it.
    UnknownCall {
        name: String,
    },
    /// An instruction the interpreter does not model: executing it stops the run.
    Unsupported(String),
}

/// A phi: its result register and its `(predecessor, value)` pairs.
pub type PhiCode = (u32, Vec<(BlockId, Src)>);

/// A decoded function.
#[derive(Clone, Debug, Default)]
pub struct FuncCode {
    /// One [`Op`] per instruction, indexed like [`Function::insts`].
    pub ops: Vec<Op>,
    /// Per block, its phis: `(result register, [(predecessor, value)])`.
    pub phis: Vec<Vec<PhiCode>>,
    /// First instruction index of each block.
    pub block_start: Vec<u32>,
    /// The register each instruction writes, if any.
    pub result: Vec<Option<u32>>,
    /// Number of registers (locals).
    pub registers: usize,
}

/// A decoded module.
#[derive(Debug)]
pub struct Program<'m> {
    /// The module.
    pub module: &'m Module,
    /// Decoded functions, indexed by [`FunctionId`] (declared ones are empty).
    pub funcs: Vec<FuncCode>,
    /// The memory object of each global variable.
    pub global_object: Vec<ObjectId>,
    /// The shared dynamic (`extern __shared__`) object, if the module has one.
    pub dynamic_shared: Option<ObjectId>,
    /// The first object id free for run-time allocations.
    pub first_dynamic_object: ObjectId,
}

/// The scalar class of a type.
pub fn scalar(module: &Module, ty: TypeId) -> Scalar {
    match module.types.get(module.types.resolve(ty)) {
        Type::Int(b) => Scalar::Int(*b),
        Type::Half | Type::BFloat => Scalar::Half,
        Type::Float => Scalar::F32,
        Type::Double | Type::WideFloat(_) => Scalar::F64,
        Type::Ptr { .. } | Type::TypedPtr { .. } => Scalar::Ptr,
        _ => Scalar::Other,
    }
}

/// Byte offsets of the fields of a struct type (natural alignment unless packed).
pub fn field_offsets(module: &Module, fields: &[TypeId], packed: bool) -> Vec<u64> {
    let types = &module.types;
    let mut offset = 0u64;
    let mut out = Vec::with_capacity(fields.len());
    for f in fields {
        let align = if packed {
            1
        } else {
            types.abi_align(*f).unwrap_or(1)
        };
        offset = offset.div_ceil(align) * align;
        out.push(offset);
        offset += types.alloc_size(*f).unwrap_or(0);
    }
    out
}

/// The memory layout of a type; `None` for unsized types.
pub fn layout(module: &Module, ty: TypeId) -> Option<Layout> {
    let types = &module.types;
    Some(match types.get(types.resolve(ty)) {
        Type::Int(b) => Layout::Int(*b),
        Type::Half | Type::BFloat => Layout::Half,
        Type::Float => Layout::F32,
        Type::Double | Type::WideFloat(_) => Layout::F64,
        Type::Ptr { .. } | Type::TypedPtr { .. } => Layout::Ptr,
        Type::Struct { fields, packed } => {
            let offsets = field_offsets(module, fields, *packed);
            let mut items = Vec::new();
            for (f, off) in fields.iter().zip(offsets) {
                items.push((off, layout(module, *f)?));
            }
            Layout::Agg(items, types.store_size(ty)?)
        }
        Type::Array { len, elem } if *len <= 4096 => array_layout(module, ty, *elem, *len)?,
        Type::Vector {
            len,
            elem,
            scalable: false,
        } => array_layout(module, ty, *elem, u64::from(*len))?,
        _ => return None,
    })
}

fn array_layout(module: &Module, ty: TypeId, elem: TypeId, len: u64) -> Option<Layout> {
    let stride = module.types.alloc_size(elem)?;
    let el = layout(module, elem)?;
    Some(Layout::Agg(
        (0..len).map(|i| (i * stride, el.clone())).collect(),
        module.types.store_size(ty)?,
    ))
}

/// Converts IEEE half bits to a float.
pub fn half_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let frac = f32::from(h & 0x3ff);
    match exp {
        0 => sign * frac * 2f32.powi(-24),
        31 => {
            if frac == 0.0 {
                sign * f32::INFINITY
            } else {
                f32::NAN
            }
        }
        _ => sign * (1.0 + frac / 1024.0) * 2f32.powi(exp - 15),
    }
}

impl<'m> Program<'m> {
    /// Decodes every defined function of `module`.
    pub fn new(module: &'m Module) -> Program<'m> {
        let mut global_object = Vec::with_capacity(module.globals.len());
        let mut dynamic_shared = None;
        let mut next: ObjectId = 1;
        for g in module.globals.iter() {
            let size = module.types.store_size(g.value_type).unwrap_or(0);
            if g.addr_space == addr_space::SHARED && size == 0 && g.initializer.is_none() {
                let id = *dynamic_shared.get_or_insert_with(|| {
                    let id = next;
                    next += 1;
                    id
                });
                global_object.push(id);
            } else {
                global_object.push(next);
                next += 1;
            }
        }
        let mut program = Program {
            module,
            funcs: Vec::new(),
            global_object,
            dynamic_shared,
            first_dynamic_object: next,
        };
        let funcs = module
            .functions
            .iter_enumerated()
            .map(|(fid, f)| {
                if f.is_defined {
                    program.decode_function(fid, f)
                } else {
                    FuncCode::default()
                }
            })
            .collect();
        program.funcs = funcs;
        program
    }

    fn decode_function(&self, fid: FunctionId, f: &Function) -> FuncCode {
        let mut code = FuncCode {
            registers: f.locals.len(),
            ..FuncCode::default()
        };
        for block in f.blocks.iter() {
            code.block_start.push(block.first.index() as u32);
            let mut phis = Vec::new();
            for i in block.insts() {
                let inst = &f.insts[i];
                if inst.opcode == Opcode::Phi {
                    let mut incoming = Vec::new();
                    for pair in inst.operands.chunks(2) {
                        if let [v, Operand::Block(b)] = pair {
                            incoming.push((*b, self.src(f, *v)));
                        }
                    }
                    phis.push((inst.result.map_or(0, |r| r.index() as u32), incoming));
                }
            }
            code.phis.push(phis);
        }
        for (i, inst) in f.insts.iter_enumerated() {
            code.result.push(inst.result.map(|r| r.index() as u32));
            code.ops.push(self.decode(fid, f, i));
        }
        code
    }

    fn src(&self, f: &Function, op: Operand) -> Src {
        match op {
            Operand::Local(l) => Src::Reg(l.index() as u32),
            other => Src::Imm(self.const_value(f, other)),
        }
    }

    fn operand_scalar(&self, f: &Function, op: Operand) -> Scalar {
        self.module
            .operand_type(f, op)
            .map_or(Scalar::Other, |t| scalar(self.module, t))
    }

    fn bits_of(&self, f: &Function, op: Operand) -> u32 {
        match self.operand_scalar(f, op) {
            Scalar::Int(b) => b,
            _ => 64,
        }
    }

    /// Evaluates a non-local operand.
    pub fn const_value(&self, f: &Function, op: Operand) -> Value {
        match op {
            Operand::Global(g) => Value::Ptr(Pointer {
                object: self.global_object[g.index()],
                offset: 0,
            }),
            Operand::Const(c) => self.eval_const(f, c.index(), 0),
            _ => Value::Undef,
        }
    }

    fn eval_const(&self, f: &Function, c: usize, depth: u32) -> Value {
        let m = self.module;
        if depth > 64 {
            return Value::Undef;
        }
        let sub = |op: Operand| match op {
            Operand::Const(c2) => self.eval_const(f, c2.index(), depth + 1),
            other => self.const_value(f, other),
        };
        match &m.constants.as_slice()[c] {
            Constant::Int { ty, value } => {
                let bits = match scalar(m, *ty) {
                    Scalar::Int(b) => b,
                    _ => 64,
                };
                Value::Int(*value as u64 & mask(bits))
            }
            Constant::Float { ty, bits } => {
                let v = match bits {
                    FloatBits::Double(d) => *d,
                    FloatBits::Half(h) => f64::from(half_to_f32(*h)),
                    FloatBits::Wide(_) => 0.0,
                };
                match scalar(m, *ty) {
                    Scalar::F32 => Value::F32(v as f32),
                    _ => Value::F64(v),
                }
            }
            Constant::Null(_) => Value::Ptr(Pointer::NULL),
            Constant::Undef(_) | Constant::Poison(_) | Constant::NoneToken(_) => Value::Undef,
            Constant::Zero(ty) => zero_value(m, *ty),
            Constant::Aggregate { elements, .. } => {
                Value::Agg(elements.iter().map(|e| sub(*e)).collect())
            }
            Constant::Bytes { bytes, .. } => {
                Value::Agg(bytes.iter().map(|b| Value::Int(u64::from(*b))).collect())
            }
            Constant::Expr { ty, op, operands } => match op {
                ConstExprOp::Cast(cast) => {
                    let from = operands
                        .first()
                        .and_then(|o| m.operand_type(f, *o))
                        .map_or(Scalar::Other, |t| scalar(m, t));
                    let v = operands.first().map_or(Value::Undef, |o| sub(*o));
                    apply_cast(*cast, from, scalar(m, *ty), &v)
                }
                ConstExprOp::GetElementPtr { source, .. } => {
                    let base = operands.first().map_or(Value::Undef, |o| sub(*o));
                    let steps = self.gep_steps(f, *source, &operands[1..]);
                    let mut p = base.ptr();
                    for s in steps {
                        match s {
                            GepStep::Const(k) => p.offset += k,
                            GepStep::Var { index, bits, scale } => {
                                if let Src::Imm(v) = index {
                                    p.offset += sext(v.bits(), bits).wrapping_mul(scale);
                                }
                            }
                        }
                    }
                    Value::Ptr(p)
                }
                ConstExprOp::Binary(op) => {
                    let a = operands.first().map_or(Value::Undef, |o| sub(*o));
                    let b = operands.get(1).map_or(Value::Undef, |o| sub(*o));
                    apply_binary(*op, scalar(m, *ty), &a, &b).unwrap_or(Value::Undef)
                }
                _ => Value::Undef,
            },
            Constant::Symbolic { .. } => Value::Undef,
        }
    }

    fn gep_steps(&self, f: &Function, source: TypeId, indices: &[Operand]) -> Vec<GepStep> {
        let m = self.module;
        let types = &m.types;
        let mut steps = Vec::new();
        let mut current = source;
        for (k, idx) in indices.iter().enumerate() {
            let (scale, next) = if k == 0 {
                (types.alloc_size(source).unwrap_or(0), source)
            } else {
                match types.get(types.resolve(current)).clone() {
                    Type::Struct { fields, packed } => {
                        let i = m.const_int(*idx).unwrap_or(0) as usize;
                        let offs = field_offsets(m, &fields, packed);
                        steps.push(GepStep::Const(offs.get(i).copied().unwrap_or(0) as i64));
                        current = fields.get(i).copied().unwrap_or(current);
                        continue;
                    }
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                        (types.alloc_size(elem).unwrap_or(0), elem)
                    }
                    _ => (0, current),
                }
            };
            current = next;
            let src = self.src(f, *idx);
            let bits = self.bits_of(f, *idx);
            match src {
                Src::Imm(v) => steps.push(GepStep::Const(
                    sext(v.bits(), bits).wrapping_mul(scale as i64),
                )),
                index => steps.push(GepStep::Var {
                    index,
                    bits,
                    scale: scale as i64,
                }),
            }
        }
        // Fold adjacent constants.
        let mut folded: Vec<GepStep> = Vec::with_capacity(steps.len());
        for s in steps {
            match (folded.last_mut(), &s) {
                (Some(GepStep::Const(a)), GepStep::Const(b)) => *a += *b,
                _ => folded.push(s),
            }
        }
        folded
    }

    fn decode(&self, fid: FunctionId, f: &Function, i: InstId) -> Op {
        let m = self.module;
        let inst = &f.insts[i];
        let ops = &inst.operands;
        let s = |k: usize| {
            ops.get(k)
                .map_or(Src::Imm(Value::Undef), |o| self.src(f, *o))
        };
        let lay = |ty: TypeId| layout(m, ty);
        match &inst.opcode {
            Opcode::Ret => Op::Ret {
                value: ops.first().map(|o| self.src(f, *o)),
            },
            Opcode::Br => match ops.as_slice() {
                [Operand::Block(b)] => Op::Br { target: *b },
                [_, Operand::Block(t), Operand::Block(e)] => Op::CondBr {
                    cond: s(0),
                    then: *t,
                    els: *e,
                },
                _ => Op::Unsupported("malformed br".into()),
            },
            Opcode::Switch => {
                let bits = ops.first().map_or(64, |o| self.bits_of(f, *o));
                let default = match ops.get(1) {
                    Some(Operand::Block(b)) => *b,
                    _ => return Op::Unsupported("malformed switch".into()),
                };
                let mut cases = Vec::new();
                for pair in ops[2..].chunks(2) {
                    if let [c, Operand::Block(b)] = pair {
                        let v = m.const_int(*c).unwrap_or(0) as u64 & mask(bits);
                        cases.push((v, *b));
                    }
                }
                Op::Switch {
                    value: s(0),
                    bits,
                    default,
                    cases,
                }
            }
            Opcode::Unreachable => Op::Unreachable,
            Opcode::Binary(op) => Op::Binary {
                op: *op,
                scalar: scalar(m, inst.ty),
                a: s(0),
                b: s(1),
            },
            Opcode::FNeg => Op::FNeg {
                scalar: scalar(m, inst.ty),
                a: s(0),
            },
            Opcode::ICmp(p) => Op::ICmp {
                pred: p.0.clone(),
                bits: ops.first().map_or(64, |o| self.bits_of(f, *o)),
                a: s(0),
                b: s(1),
            },
            Opcode::FCmp(p) => Op::FCmp {
                pred: p.0.clone(),
                a: s(0),
                b: s(1),
            },
            Opcode::Cast(op) => Op::Cast {
                op: *op,
                from: ops
                    .first()
                    .map_or(Scalar::Other, |o| self.operand_scalar(f, *o)),
                to: scalar(m, inst.ty),
                a: s(0),
            },
            Opcode::Select => Op::Select {
                cond: s(0),
                a: s(1),
                b: s(2),
            },
            Opcode::Phi => Op::Phi,
            Opcode::Alloca { allocated, .. } => Op::Alloca {
                size: m.types.alloc_size(*allocated).unwrap_or(0),
                count: ops.first().map(|o| (self.src(f, *o), self.bits_of(f, *o))),
            },
            Opcode::Load { ordering, .. } => match lay(inst.ty) {
                Some(layout) => Op::Load {
                    layout,
                    ptr: s(0),
                    atomic: *ordering != syncflow_ir::Ordering::NotAtomic,
                },
                None => Op::Unsupported("load of an unsized type".into()),
            },
            Opcode::Store { ordering, .. } => match lay(inst.ty) {
                Some(layout) => Op::Store {
                    layout,
                    value: s(0),
                    ptr: s(1),
                    atomic: *ordering != syncflow_ir::Ordering::NotAtomic,
                },
                None => Op::Unsupported("store of an unsized type".into()),
            },
            Opcode::GetElementPtr { source, .. } => Op::Gep {
                base: s(0),
                steps: self.gep_steps(f, *source, &ops[1..]),
            },
            Opcode::AtomicRmw { op, .. } => {
                match ops.get(1).and_then(|o| m.operand_type(f, *o)).and_then(lay) {
                    Some(layout) => Op::AtomicRmw {
                        op: op.0.clone(),
                        layout,
                        ptr: s(0),
                        value: s(1),
                    },
                    None => Op::Unsupported("atomicrmw of an unsized type".into()),
                }
            }
            Opcode::CmpXchg { .. } => {
                match ops.get(1).and_then(|o| m.operand_type(f, *o)).and_then(lay) {
                    Some(layout) => Op::CmpXchg {
                        layout,
                        ptr: s(0),
                        expected: s(1),
                        new: s(2),
                    },
                    None => Op::Unsupported("cmpxchg of an unsized type".into()),
                }
            }
            Opcode::Fence { .. } => Op::Nop,
            Opcode::Freeze => Op::Freeze { a: s(0) },
            Opcode::ExtractValue(idx) => Op::ExtractValue {
                agg: s(0),
                indices: idx.clone(),
            },
            Opcode::InsertValue(idx) => Op::InsertValue {
                agg: s(0),
                elem: s(1),
                indices: idx.clone(),
            },
            Opcode::ExtractElement => Op::ExtractElement {
                vec: s(0),
                index: s(1),
            },
            Opcode::InsertElement => Op::InsertElement {
                vec: s(0),
                elem: s(1),
                index: s(2),
            },
            Opcode::Call { .. } => self.decode_call(fid, f, i),
            other => Op::Unsupported(other.keyword().to_string()),
        }
    }

    fn decode_call(&self, _fid: FunctionId, f: &Function, i: InstId) -> Op {
        let m = self.module;
        let inst = &f.insts[i];
        let args: Vec<Src> = inst.call_args().iter().map(|o| self.src(f, *o)).collect();
        let arg = |k: usize| args.get(k).cloned().unwrap_or(Src::Imm(Value::Undef));
        let name = match inst.callee() {
            Some(syncflow_ir::Callee::Direct(c)) => m.functions[*c].name.clone(),
            _ => "<indirect>".to_string(),
        };
        let Some(target) = m.call_target(f, i) else {
            return Op::Unsupported("call".into());
        };
        match target {
            CallTarget::Barrier(b) => match b.kind {
                BarrierKind::WarpScope => Op::WarpSync { mask: arg(0) },
                BarrierKind::Fence => Op::Nop,
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
                scalar: scalar(m, inst.ty),
            },
            CallTarget::NoEffect => Op::Nop,
            CallTarget::MemoryIntrinsic => {
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
                            atomic: false,
                        },
                        None => Op::Unsupported(name),
                    }
                } else {
                    Op::Unsupported(name)
                }
            }
            CallTarget::Defined(callee) => Op::Call { callee, args },
            CallTarget::Declared(_) | CallTarget::Indirect | CallTarget::InlineAsm => {
                Op::UnknownCall { name }
            }
        }
    }
}

/// The zero value of a type.
pub fn zero_value(m: &Module, ty: TypeId) -> Value {
    match scalar(m, ty) {
        Scalar::Int(_) => Value::Int(0),
        Scalar::F32 => Value::F32(0.0),
        Scalar::F64 | Scalar::Half => Value::F64(0.0),
        Scalar::Ptr => Value::Ptr(Pointer::NULL),
        Scalar::Other => match m.types.get(m.types.resolve(ty)) {
            Type::Struct { fields, .. } => {
                Value::Agg(fields.iter().map(|f| zero_value(m, *f)).collect())
            }
            Type::Array { len, elem } if *len <= 4096 => {
                Value::Agg((0..*len).map(|_| zero_value(m, *elem)).collect())
            }
            Type::Vector { len, elem, .. } => {
                Value::Agg((0..*len).map(|_| zero_value(m, *elem)).collect())
            }
            _ => Value::Undef,
        },
    }
}

fn float_of(scalar: Scalar, v: f64) -> Value {
    match scalar {
        Scalar::F32 => Value::F32(v as f32),
        _ => Value::F64(v),
    }
}

/// Integer or floating-point binary arithmetic; `Err` for division by zero.
pub fn apply_binary(op: BinaryOp, sc: Scalar, a: &Value, b: &Value) -> Result<Value, &'static str> {
    use BinaryOp::*;
    if let Scalar::F32 = sc {
        let (x, y) = (a.f64() as f32, b.f64() as f32);
        return Ok(Value::F32(match op {
            FAdd => x + y,
            FSub => x - y,
            FMul => x * y,
            FDiv => x / y,
            FRem => x % y,
            _ => return Err("integer operator on float"),
        }));
    }
    if matches!(sc, Scalar::F64 | Scalar::Half) {
        let (x, y) = (a.f64(), b.f64());
        return Ok(float_of(
            sc,
            match op {
                FAdd => x + y,
                FSub => x - y,
                FMul => x * y,
                FDiv => x / y,
                FRem => x % y,
                _ => return Err("integer operator on float"),
            },
        ));
    }
    let bits = match sc {
        Scalar::Int(b) => b,
        _ => 64,
    };
    let m = mask(bits);
    let (x, y) = (a.bits() & m, b.bits() & m);
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let shift_ok = y < u64::from(bits);
    let v = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        UDiv => x.checked_div(y).ok_or("division by zero")?,
        SDiv => sx.checked_div(sy).ok_or("division by zero")? as u64,
        URem => x.checked_rem(y).ok_or("division by zero")?,
        SRem => sx.checked_rem(sy).ok_or("division by zero")? as u64,
        Shl => {
            if shift_ok {
                x << y
            } else {
                0
            }
        }
        LShr => {
            if shift_ok {
                x >> y
            } else {
                0
            }
        }
        AShr => {
            if shift_ok {
                (sx >> y) as u64
            } else {
                0
            }
        }
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        FAdd | FSub | FMul | FDiv | FRem => return Err("float operator on integer"),
    };
    Ok(Value::Int(v & m))
}

/// A conversion.
pub fn apply_cast(op: CastOp, from: Scalar, to: Scalar, v: &Value) -> Value {
    use CastOp::*;
    let to_bits = match to {
        Scalar::Int(b) => b,
        _ => 64,
    };
    let from_bits = match from {
        Scalar::Int(b) => b,
        _ => 64,
    };
    match op {
        Trunc | ZExt => Value::Int(v.bits() & mask(from_bits) & mask(to_bits)),
        SExt => Value::Int(sext(v.bits(), from_bits) as u64 & mask(to_bits)),
        FPTrunc | FPExt => float_of(to, v.f64()),
        FPToUI => Value::Int((v.f64() as u64) & mask(to_bits)),
        FPToSI => Value::Int((v.f64() as i64) as u64 & mask(to_bits)),
        UIToFP => float_of(to, (v.bits() & mask(from_bits)) as f64),
        SIToFP => float_of(to, sext(v.bits(), from_bits) as f64),
        PtrToInt | PtrToAddr => Value::Int(v.bits() & mask(to_bits)),
        IntToPtr => Value::Ptr(Pointer::decode(v.bits())),
        AddrSpaceCast => Value::Ptr(v.ptr()),
        BitCast => match (from, to) {
            (_, Scalar::Ptr) => Value::Ptr(v.ptr()),
            (_, Scalar::F32) => Value::F32(f32::from_bits(v.bits() as u32)),
            (_, Scalar::F64) => Value::F64(f64::from_bits(v.bits())),
            (_, Scalar::Int(b)) => Value::Int(v.bits() & mask(b)),
            _ => v.clone(),
        },
    }
}
