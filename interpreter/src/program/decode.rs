//! Decoding one function: every instruction of the IR becomes an [`Op`] over [`Src`] operands,
//! with constants evaluated (constant expressions included), GEP scales computed and calls
//! classified by their callee, once per module.

use super::*;

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
        let shared_window = Rc::new(SharedWindow::new(module, &global_object, dynamic_shared));
        let mut program = Program {
            module,
            funcs: Vec::new(),
            global_object,
            dynamic_shared,
            first_dynamic_object: next,
            shared_window,
            amdgpu: module.is_amdgpu(),
            wave_size: module.amdgpu_wave_size().unwrap_or(32),
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

    pub(super) fn src(&self, f: &Function, op: Operand) -> Src {
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

    fn operand_element_scalar(&self, f: &Function, op: Operand) -> Scalar {
        self.module
            .operand_type(f, op)
            .map_or(Scalar::Other, |t| element_scalar(self.module, t))
    }

    /// Lanes of a vector type (1 for any other type).
    pub(super) fn type_lanes(&self, ty: TypeId) -> usize {
        match self.module.types.get(self.module.types.resolve(ty)) {
            Type::Vector { len, .. } => *len as usize,
            _ => 1,
        }
    }

    fn vector_len(&self, f: &Function, op: Operand) -> usize {
        let m = self.module;
        match m
            .operand_type(f, op)
            .map(|t| m.types.get(m.types.resolve(t)).clone())
        {
            Some(Type::Vector { len, .. }) => len as usize,
            _ => 1,
        }
    }

    fn bits_of(&self, f: &Function, op: Operand) -> u32 {
        match self.operand_element_scalar(f, op) {
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
                // `splat (i32 64)`: the value in every lane of the vector type.
                ConstExprOp::Other(k) if k == "splat" => {
                    let lane = operands.first().map_or(Value::Undef, |o| sub(*o));
                    match m.types.get(m.types.resolve(*ty)) {
                        Type::Vector { len, .. } => {
                            Value::Agg(std::iter::repeat_n(lane, *len as usize).collect())
                        }
                        _ => lane,
                    }
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
                scalar: element_scalar(m, inst.ty),
                a: s(0),
                b: s(1),
            },
            Opcode::FNeg => Op::FNeg {
                scalar: element_scalar(m, inst.ty),
                a: s(0),
            },
            Opcode::ICmp(p) => Op::ICmp {
                pred: p.0.to_string(),
                bits: ops.first().map_or(64, |o| self.bits_of(f, *o)),
                a: s(0),
                b: s(1),
            },
            Opcode::FCmp(p) => Op::FCmp {
                pred: p.0.to_string(),
                a: s(0),
                b: s(1),
            },
            Opcode::Cast(CastOp::BitCast) => {
                let from = ops
                    .first()
                    .and_then(|o| m.operand_type(f, *o))
                    .and_then(lay);
                match (from, lay(inst.ty)) {
                    (Some(from), Some(to)) if from.size() == to.size() => {
                        Op::BitCast { from, to, a: s(0) }
                    }
                    _ => Op::Cast {
                        op: CastOp::BitCast,
                        from: ops
                            .first()
                            .map_or(Scalar::Other, |o| self.operand_scalar(f, *o)),
                        to: scalar(m, inst.ty),
                        a: s(0),
                    },
                }
            }
            // A shared address as a number, and back: its window address ([`SharedWindow`]).
            Opcode::Cast(CastOp::PtrToInt)
                if ops
                    .first()
                    .and_then(|o| m.operand_type(f, *o))
                    .and_then(|t| m.types.pointer_addr_space(t))
                    == Some(addr_space::SHARED)
                    && self.type_lanes(inst.ty) == 1 =>
            {
                Op::SharedAddress {
                    a: s(0),
                    bits: match scalar(m, inst.ty) {
                        Scalar::Int(b) => b,
                        _ => 64,
                    },
                }
            }
            Opcode::Cast(CastOp::IntToPtr)
                if m.types.pointer_addr_space(inst.ty) == Some(addr_space::SHARED)
                    && self.type_lanes(inst.ty) == 1 =>
            {
                Op::SharedPointer { a: s(0) }
            }
            Opcode::Cast(op) => Op::Cast {
                op: *op,
                from: ops
                    .first()
                    .map_or(Scalar::Other, |o| self.operand_element_scalar(f, *o)),
                to: element_scalar(m, inst.ty),
                a: s(0),
            },
            Opcode::ShuffleVector => {
                let len_a = ops.first().map_or(1, |o| self.vector_len(f, *o));
                let mask = match ops.get(2).map(|o| self.src(f, *o)) {
                    Some(Src::Imm(Value::Agg(lanes))) => lanes
                        .iter()
                        .map(|l| match l {
                            Value::Int(i) => Some(*i as usize),
                            _ => None,
                        })
                        .collect(),
                    _ => {
                        return Op::Unsupported(
                            "shufflevector with a mask that is not a constant vector".into(),
                        )
                    }
                };
                Op::ShuffleVector {
                    a: s(0),
                    b: s(1),
                    len_a,
                    mask,
                }
            }
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
            Opcode::Load {
                ordering, volatile, ..
            } => match lay(inst.ty) {
                Some(layout) => Op::Load {
                    layout,
                    ptr: s(0),
                    sem: Sem::of_llvm(*ordering, *volatile, load_store_scope(m, inst)),
                },
                None => Op::Unsupported("load of an unsized type".into()),
            },
            Opcode::Store {
                ordering, volatile, ..
            } => match lay(inst.ty) {
                Some(layout) => Op::Store {
                    layout,
                    value: s(0),
                    ptr: s(1),
                    sem: Sem::of_llvm(*ordering, *volatile, load_store_scope(m, inst)),
                },
                None => Op::Unsupported("store of an unsized type".into()),
            },
            Opcode::GetElementPtr { source, .. } => Op::Gep {
                base: s(0),
                steps: self.gep_steps(f, *source, &ops[1..]),
            },
            Opcode::AtomicRmw { scope, .. } | Opcode::CmpXchg { scope, .. }
                if scope.as_deref().is_some_and(|s| s.starts_with("wavefront")) =>
            {
                Op::Unsupported(format!(
                    "an atomic at syncscope(\"{}\") (a wave's scope, narrower than the \
                     workgroup scopes the interpreter models)",
                    scope.as_deref().unwrap_or_default()
                ))
            }
            Opcode::AtomicRmw {
                op,
                ordering,
                scope,
            } => match ops.get(1).and_then(|o| m.operand_type(f, *o)).and_then(lay) {
                Some(layout) => Op::AtomicRmw {
                    op: op.0.to_string(),
                    layout,
                    ptr: s(0),
                    value: s(1),
                    sem: Sem::of_llvm(*ordering, false, Scope::of_syncscope(scope.as_deref())),
                },
                None => Op::Unsupported("atomicrmw of an unsized type".into()),
            },
            Opcode::CmpXchg { ordering, scope } => {
                match ops.get(1).and_then(|o| m.operand_type(f, *o)).and_then(lay) {
                    Some(layout) => Op::CmpXchg {
                        layout,
                        ptr: s(0),
                        expected: s(1),
                        new: s(2),
                        sem: Sem::of_llvm(*ordering, false, Scope::of_syncscope(scope.as_deref())),
                        old_only: false,
                    },
                    None => Op::Unsupported("cmpxchg of an unsized type".into()),
                }
            }
            Opcode::Fence { scope, .. } if self.amdgpu => self.amdgpu_fence(f, i, scope.as_deref()),
            Opcode::Fence { ordering, scope } => {
                use syncflow_ir::Ordering as O;
                Op::Fence {
                    scope: Scope::of_syncscope(scope.as_deref()),
                    acquire: matches!(ordering, O::Acquire | O::AcqRel | O::SeqCst),
                    release: matches!(ordering, O::Release | O::AcqRel | O::SeqCst),
                }
            }
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
                lanes: self.type_lanes(inst.ty),
            },
            Opcode::Call { .. } => self.decode_call(fid, f, i),
            other => Op::Unsupported(other.keyword().to_string()),
        }
    }
}

/// The scope of a `load atomic`/`store atomic`: its `syncscope("…")`, read from the
/// instruction's text (the IR keeps it for read-modify-writes and fences only).
fn load_store_scope(m: &Module, inst: &syncflow_ir::Instruction) -> Scope {
    let text = &m.source[inst.span.range()];
    let scope = text
        .split("syncscope(\"")
        .nth(1)
        .and_then(|r| r.split('"').next());
    Scope::of_syncscope(scope)
}
