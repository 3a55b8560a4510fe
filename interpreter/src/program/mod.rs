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

use super::hb::{Scope, Sem};
use super::value::{mask, sext, ObjectId, Pointer, Value};
use std::rc::Rc;
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
    /// `half` (2 bytes; widened to a double in registers, always a value a half can hold).
    Half,
    /// `bfloat` (2 bytes; widened to a double in registers, always a value a bfloat can hold).
    BFloat,
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
            Layout::Half | Layout::BFloat => 2,
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
    /// `bfloat`.
    BFloat,
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

/// The operation of `redux.sync`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduxOp {
    /// `add` (wrapping).
    Add,
    /// Signed `min`.
    Min,
    /// Signed `max`.
    Max,
    /// `umin`.
    UMin,
    /// `umax`.
    UMax,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
}

impl ReduxOp {
    /// The operation a name's last part spells (`llvm.nvvm.redux.sync.umin`).
    pub fn from_name(name: &str) -> Option<ReduxOp> {
        Some(match name.rsplit('.').next()? {
            "add" => ReduxOp::Add,
            "min" => ReduxOp::Min,
            "max" => ReduxOp::Max,
            "umin" => ReduxOp::UMin,
            "umax" => ReduxOp::UMax,
            "and" => ReduxOp::And,
            "or" => ReduxOp::Or,
            "xor" => ReduxOp::Xor,
            _ => return None,
        })
    }

    /// Combines two 32-bit values.
    pub fn combine(self, a: u32, b: u32) -> u32 {
        match self {
            ReduxOp::Add => a.wrapping_add(b),
            ReduxOp::Min => (a as i32).min(b as i32) as u32,
            ReduxOp::Max => (a as i32).max(b as i32) as u32,
            ReduxOp::UMin => a.min(b),
            ReduxOp::UMax => a.max(b),
            ReduxOp::And => a & b,
            ReduxOp::Or => a | b,
            ReduxOp::Xor => a ^ b,
        }
    }
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
    /// `ptrtoint` of a `ptr addrspace(3)`: its shared-window address ([`SharedWindow`]),
    /// masked to `bits`.
    SharedAddress {
        a: Src,
        bits: u32,
    },
    /// `inttoptr` to `ptr addrspace(3)`: the pointer a shared-window address names.
    SharedPointer {
        a: Src,
    },
    /// A `bitcast` between value layouts (vectors, halves, floats, integers): the bytes of
    /// `a` in layout `from`, read in layout `to`.
    BitCast {
        from: Layout,
        to: Layout,
        a: Src,
    },
    Select {
        cond: Src,
        a: Src,
        b: Src,
    },
    /// `shufflevector a, b, mask`: lane `i` of the result is lane `mask[i]` of `a ++ b`
    /// (`None`: an `undef`/`poison` mask lane), `a` having `len_a` lanes.
    ShuffleVector {
        a: Src,
        b: Src,
        len_a: usize,
        mask: Vec<Option<usize>>,
    },
    /// Phis are evaluated on block entry; this is a no-op at its position.
    Phi,
    Alloca {
        size: u64,
        count: Option<(Src, u32)>,
    },
    /// A load; `sem` its memory-model semantics (plain, strong, acquire).
    Load {
        layout: Layout,
        ptr: Src,
        sem: Sem,
    },
    Store {
        layout: Layout,
        value: Src,
        ptr: Src,
        sem: Sem,
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
        sem: Sem,
    },
    /// `cmpxchg` (`{ old, success }`), or with `old_only` an NVVM `atom.cas` intrinsic that
    /// returns the old value alone.
    CmpXchg {
        layout: Layout,
        ptr: Src,
        expected: Src,
        new: Src,
        sem: Sem,
        old_only: bool,
    },
    /// A fence (`fence`, `membar`, `__threadfence*`, `llvm.nvvm.fence.*`): with `acquire`,
    /// the thread's earlier strong reads acquire here; with `release`, its later strong
    /// writes release what it has seen here (`crate::hb`).
    Fence {
        scope: Scope,
        acquire: bool,
        release: bool,
    },
    /// Instructions with no effect on this model (proxy fences, debug intrinsics).
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
    /// `insertelement`; `lanes`: the vector's lane count (an `undef` vector has them too).
    InsertElement {
        vec: Src,
        elem: Src,
        index: Src,
        lanes: usize,
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
    /// `barrier.cluster.arrive{.relaxed}`: the thread arrives at its cluster's barrier
    /// (releasing its clock unless relaxed) without waiting.
    ClusterArrive {
        release: bool,
    },
    /// `barrier.cluster.wait`: waits until every thread of the cluster has arrived at the
    /// phase this thread arrived at, then acquires their arrivals.
    ClusterWait,
    /// `mapa`: the address in the cluster's CTA of rank `rank` that corresponds to `ptr`.
    Mapa {
        ptr: Src,
        rank: Src,
    },
    /// `getctarank`: the rank of the CTA whose shared memory `ptr` points into.
    CtaRankOf {
        ptr: Src,
    },
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
    /// `ldmatrix`/`stmatrix` (`store`): the warp moves `matrices` 8×8 matrices of 16-bit
    /// elements between registers and the rows its lanes' `address`es give
    /// (`exec/matrix.rs`).
    Matrix {
        store: bool,
        trans: bool,
        matrices: u8,
        address: Src,
        /// The fragments a `stmatrix` stores, one 32-bit register per matrix.
        values: Vec<Src>,
    },
    /// `redux.sync.OP`: every participating lane gets the reduction of their 32-bit values.
    Redux {
        op: ReduxOp,
        value: Src,
        mask: Src,
    },
    /// `match.{any,all}.sync`: the lanes of `mask` whose `value` equals this lane's (`any`),
    /// or `mask` and true when all are equal, else 0 and false (`all`, a `{ i32, i1 }`).
    Match {
        all: bool,
        value: Src,
        mask: Src,
    },
    /// `elect.sync d|p, mask`: the lowest lane of `mask` leads; every lane gets `{ leader,
    /// is this lane the leader }`.
    Elect {
        mask: Src,
    },
    /// `activemask.b32`: the lanes of the warp at this instruction together.
    ActiveMask,
    /// `llvm.nvvm.isspacep.SPACE(ptr)`: whether the pointer points into that state space
    /// (an LLVM address space number).
    IsSpace {
        space: u32,
        ptr: Src,
    },
    /// `cp.async.{ca,cg}.shared.global` as its NVVM intrinsic
    /// (`llvm.nvvm.cp.async.cg.shared.global.16.s(dst, src, src_size)`): `bytes` copied from
    /// `src` to `dst` asynchronously, past `src_size` zeros (`exec/async_copy.rs`).
    AsyncCopy {
        dst: Src,
        src: Src,
        bytes: u64,
        src_size: Option<Src>,
    },
    /// `mma.sync` / `wmma.mma.sync` (asm or NVVM intrinsic): a warp collective computing
    /// `D = A·B + C` from every lane's fragments (`exec/mma.rs`). Each operand is a register
    /// and its layout as the call passes it; `outputs` are the layouts of D's registers.
    Mma {
        spec: mma_spec::MmaSpec,
        a: Vec<(Src, Layout)>,
        b: Vec<(Src, Layout)>,
        c: Vec<(Src, Layout)>,
        outputs: Vec<Layout>,
    },
    /// `wmma.load.{a,b,c}` / `wmma.store.d` (asm or NVVM intrinsic): this lane's fragment
    /// elements read from, or written to, the tile at `ptr` (`exec/wmma.rs`).
    Wmma {
        access: WmmaAccess,
        ptr: Src,
        stride: Option<Src>,
        /// A store's registers and their layouts.
        values: Vec<(Src, Layout)>,
        /// A load's result registers' layouts.
        outputs: Vec<Layout>,
    },
    /// A libdevice function with a pointer operand (`__nv_frexpf(x, int*)`, `__nv_sincos`,
    /// `__nv_norm`, `__nv_nan`, …; `exec/libdevice_memory.rs`), `name` without `__nv_`.
    LibdeviceMemory {
        name: String,
        args: Vec<Src>,
    },
    /// A commit or wait of an asynchronous queue as an NVVM intrinsic
    /// (`llvm.nvvm.cp.async.commit.group`, `…wait.group(N)`, `…wgmma.wait_group…`).
    AsyncQueue(syncflow_ir::ptx::PtxEffect),
    /// An intrinsic or libdevice function that computes a value (`exec/math.rs`): `scalar`
    /// is the result's element class, `lanes` its lane count (1 for a scalar).
    Math {
        name: String,
        args: Vec<Src>,
        scalar: Scalar,
        lanes: usize,
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
    /// Inline PTX in the executable subset ([`AsmProgram`]); `args` are the call's operands
    /// (`$outputs…`).
    Asm {
        program: Box<AsmProgram>,
        args: Vec<Src>,
    },
    /// A call the interpreter cannot execute (declared-only function, inline asm, indirect
    /// call): what it does is [`OpaqueCalls`](super::OpaqueCalls)' choice — stop the run
    /// naming `name`, or go on with `zero` (the result type's zero value).
    UnknownCall {
        name: String,
        zero: Value,
    },
    /// `vprintf(format, args)`: no output, returns 0 (the run notes the first call).
    Printf,
    /// `__assertfail(message, file, line, function, size)`: stops the run with the message.
    AssertFail,
    /// An AMDGPU operation (`program/amdgpu.rs`, `exec/amdgpu.rs`).
    Amd(AmdOp),
    /// An instruction the interpreter does not model: executing it stops the run.
    Unsupported(String),
}

/// What a `wmma.load`/`wmma.store` moves: which matrix of which operation, its element type,
/// its layout in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WmmaAccess {
    /// The operation's shape and the fragment mapping (`mma_spec`).
    pub spec: mma_spec::MmaSpec,
    /// A, B, or the accumulator (C loaded, D stored).
    pub matrix: mma_spec::Matrix,
    /// The element type.
    pub elem: mma_spec::MmaElem,
    /// `.row` (else `.col`).
    pub row_major: bool,
    /// A store.
    pub store: bool,
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
    /// The shared variables' 32-bit window addresses ([`SharedWindow`]).
    pub shared_window: Rc<SharedWindow>,
    /// AMDGPU code (`llvm.amdgcn.*`, the barrier group, waves; `amdgpu.rs`).
    pub amdgpu: bool,
    /// Lanes per warp or wavefront: 32 on NVIDIA; 64 or 32 on AMD, as the module's target
    /// says ([`Module::amdgpu_wave_size`]).
    pub wave_size: u32,
}

pub mod amdgpu;
mod asm_collective;
mod cluster;
mod decode;
mod decode_call;
mod decode_matrix;
pub mod inline_asm;
mod layout;
pub mod mma_spec;
mod semantics;
mod shared_window;

pub use amdgpu::{AmdOp, KernelPtr, WaveKind};
pub use inline_asm::AsmProgram;
pub use layout::{
    element_scalar, field_offsets, float16_bits, float16_value, half_to_f32, layout, round_float,
    scalar,
};
pub use semantics::{apply_binary, apply_cast, bitcast, zero_value};
pub use shared_window::SharedWindow;
