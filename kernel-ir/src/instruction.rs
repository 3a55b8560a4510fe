//! Instructions, their opcodes and operands.
//!
//! An [`Instruction`] keeps its opcode, its SSA operands in a fixed layout per opcode (documented
//! on [`Opcode`]), its result type, its source span and its debug location. Operands are
//! [`Operand`]s: a function-local SSA value, a global, a function, a constant, a block (branch
//! targets and phi predecessors) or opaque metadata.

use super::debug_info::SourceLoc;
use super::index::{ConstId, FunctionId, GlobalId, LocalId, TypeId};
use super::span::Span;
use syncflow_framework::graph::BlockId;

/// One operand of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A parameter or instruction result of the same function.
    Local(LocalId),
    /// The address of a global variable.
    Global(GlobalId),
    /// The address of a function.
    Function(FunctionId),
    /// A constant (literal, aggregate, constant expression).
    Const(ConstId),
    /// A basic block (`label %bb`).
    Block(BlockId),
    /// A metadata argument (`metadata !12` in debug intrinsics); carries no data flow.
    Metadata,
}

/// Integer binary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinaryOp {
    /// The opcode keyword → operator table.
    pub fn from_keyword(s: &str) -> Option<Self> {
        use BinaryOp::*;
        Some(match s {
            "add" => Add,
            "sub" => Sub,
            "mul" => Mul,
            "udiv" => UDiv,
            "sdiv" => SDiv,
            "urem" => URem,
            "srem" => SRem,
            "shl" => Shl,
            "lshr" => LShr,
            "ashr" => AShr,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "fadd" => FAdd,
            "fsub" => FSub,
            "fmul" => FMul,
            "fdiv" => FDiv,
            "frem" => FRem,
            _ => return None,
        })
    }
}

/// Conversion operators (`trunc … to …` and friends).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    /// The opcode keyword → operator table.
    pub fn from_keyword(s: &str) -> Option<Self> {
        use CastOp::*;
        Some(match s {
            "trunc" => Trunc,
            "zext" => ZExt,
            "sext" => SExt,
            "fptrunc" => FPTrunc,
            "fpext" => FPExt,
            "fptoui" => FPToUI,
            "fptosi" => FPToSI,
            "uitofp" => UIToFP,
            "sitofp" => SIToFP,
            "ptrtoint" => PtrToInt,
            "ptrtoaddr" => PtrToAddr,
            "inttoptr" => IntToPtr,
            "bitcast" => BitCast,
            "addrspacecast" => AddrSpaceCast,
            _ => return None,
        })
    }
}

/// An instruction's operands: up to two inline (most instructions), more on the heap. Derefs
/// to `[Operand]`.
pub type Operands = smallvec::SmallVec<[Operand; 2]>;

/// Comparison predicates of `icmp` and `fcmp`, kept by keyword (`eq`, `slt`, `olt`, `uno`, …):
/// one of LLVM's fixed set, so no instruction allocates its own copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Predicate(pub &'static str);

impl Predicate {
    /// Every `icmp` and `fcmp` predicate of LLVM's language reference (the unsigned ones of
    /// `icmp` are spelled like `fcmp`'s unordered ones).
    pub const ALL: [&'static str; 22] = [
        "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle", "false", "oeq", "ogt",
        "oge", "olt", "ole", "one", "ord", "ueq", "une", "uno", "true",
    ];

    /// The predicate spelled `word`, if LLVM has one.
    pub fn from_keyword(word: &str) -> Option<Predicate> {
        Self::ALL.iter().find(|p| **p == word).map(|p| Predicate(p))
    }
}

/// `atomicrmw` operations, kept by keyword (`add`, `xchg`, `fadd`, `umax`, `uinc_wrap`, …).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RmwOp(pub Box<str>);

/// Memory ordering of atomic operations and fences.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ordering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    /// The keyword → ordering table.
    pub fn from_keyword(s: &str) -> Option<Self> {
        Some(match s {
            "unordered" => Ordering::Unordered,
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

/// Who a call calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A function of the module, by symbol (defined or only declared).
    Direct(FunctionId),
    /// Any other callee value: a loaded function pointer, a constant expression.
    Indirect(Operand),
    /// Inline assembly (boxed: most calls are direct, and the two strings inline would make
    /// every instruction's opcode twice as large).
    InlineAsm(Box<InlineAsm>),
}

/// The text of an inline `asm` callee.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    /// The assembly text, escapes resolved.
    pub asm: String,
    /// The constraint string.
    pub constraints: String,
    /// `sideeffect`.
    pub side_effect: bool,
    /// What reading the text gave, computed on first use (the analyses ask for an asm's
    /// effects many times; parsing its PTX once is what a large Triton kernel needs). Not part
    /// of the asm's identity: equal texts compare equal whatever is cached.
    pub(crate) read: crate::ptx::AsmRead,
}

impl InlineAsm {
    /// The asm callee with `asm` text and `constraints`.
    pub fn new(asm: String, constraints: String, side_effect: bool) -> Self {
        InlineAsm {
            asm,
            constraints,
            side_effect,
            read: Default::default(),
        }
    }

    /// The asm with every immediate operand written into its text: an input whose constraint
    /// is `n` (an integer known when the asm is assembled: CUTLASS's `cp.async.wait_group %0`
    /// with `"n"(N)`) and whose call argument, `values[i]` for argument `i`, is a constant.
    /// `$N` becomes the number as ptxas would see it; the constraint list is unchanged, so
    /// every other `$M` still names its operand. The printer re-emits the source text, not
    /// this one.
    pub fn with_immediates(self, values: &[Option<i128>]) -> Self {
        let mut outputs = 0;
        let mut n = 0;
        let mut immediates = Vec::new();
        for c in self.constraints.split(',').map(str::trim) {
            if c.is_empty() || c.starts_with('~') {
                continue;
            }
            if c.starts_with('=') {
                outputs += 1;
            } else if c == "n" {
                if let Some(Some(v)) = values.get(n - outputs) {
                    immediates.push((n, *v));
                }
            }
            n += 1;
        }
        if immediates.is_empty() {
            return self;
        }
        let mut text = String::with_capacity(self.asm.len());
        let mut rest = self.asm.as_str();
        while let Some(at) = rest.find('$') {
            text.push_str(&rest[..at]);
            if rest[at + 1..].starts_with('$') {
                // `$$` is a literal `$`.
                text.push_str("$$");
                rest = &rest[at + 2..];
                continue;
            }
            let digits = rest[at + 1..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            let number: Option<usize> = rest[at + 1..at + 1 + digits].parse().ok();
            match number.and_then(|k| immediates.iter().find(|(i, _)| *i == k)) {
                Some((_, v)) => text.push_str(&v.to_string()),
                None => text.push_str(&rest[at..at + 1 + digits]),
            }
            rest = &rest[at + 1 + digits..];
        }
        text.push_str(rest);
        InlineAsm::new(text, self.constraints, self.side_effect)
    }
}

/// Opcode-specific data that is not an SSA operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opcode {
    /// `ret [ty v]`; operands: `[v]` or `[]`.
    Ret,
    /// `br label %d` or `br i1 %c, label %t, label %f`; operands `[Block]` or `[c, Block, Block]`.
    Br,
    /// `switch ty %v, label %default [ ty c, label %bb … ]`; operands
    /// `[v, Block(default), c1, Block1, c2, Block2, …]`.
    Switch,
    /// `indirectbr ptr %a, [label %x, …]`; operands `[a, Block…]`.
    IndirectBr,
    /// `unreachable`; no operands.
    Unreachable,
    /// `invoke`/`callbr`: a call that is also a terminator; operands: arguments then the
    /// destination blocks.
    Invoke(Callee),
    /// `resume`, `cleanupret`, `catchret`, … : other terminators; operands as read.
    OtherTerminator(String),
    /// Binary arithmetic; operands `[a, b]`.
    Binary(BinaryOp),
    /// `fneg`; operands `[a]`.
    FNeg,
    /// `icmp pred`; operands `[a, b]`.
    ICmp(Predicate),
    /// `fcmp pred`; operands `[a, b]`.
    FCmp(Predicate),
    /// Conversions; operands `[v]`; the result type is the destination.
    Cast(CastOp),
    /// `select`; operands `[cond, a, b]`.
    Select,
    /// `phi`; operands `[v1, Block1, v2, Block2, …]`.
    Phi,
    /// `alloca T [, ty n]`; operands `[]` or `[n]`.
    Alloca {
        /// The allocated type.
        allocated: TypeId,
        /// The address space of the result.
        addr_space: u32,
    },
    /// `load`; operands `[ptr]`.
    Load {
        /// `volatile`.
        volatile: bool,
        /// `load atomic` ordering, [`Ordering::NotAtomic`] otherwise.
        ordering: Ordering,
        /// `align N`.
        align: Option<u64>,
    },
    /// `store`; operands `[value, ptr]`; the instruction's type is the stored value's type.
    Store {
        /// `volatile`.
        volatile: bool,
        /// `store atomic` ordering, [`Ordering::NotAtomic`] otherwise.
        ordering: Ordering,
        /// `align N`.
        align: Option<u64>,
    },
    /// `getelementptr`; operands `[base, idx…]`.
    GetElementPtr {
        /// The source element type.
        source: TypeId,
        /// `inbounds`.
        inbounds: bool,
    },
    /// `atomicrmw op`; operands `[ptr, value]`.
    AtomicRmw {
        /// The operation.
        op: RmwOp,
        /// The ordering.
        ordering: Ordering,
        /// `syncscope("…")`, when given.
        scope: Option<Box<str>>,
    },
    /// `cmpxchg`; operands `[ptr, expected, new]`.
    CmpXchg {
        /// The success ordering.
        ordering: Ordering,
        /// `syncscope("…")`, when given.
        scope: Option<Box<str>>,
    },
    /// `fence`; no operands.
    Fence {
        /// The ordering.
        ordering: Ordering,
        /// `syncscope("…")`, when given.
        scope: Option<Box<str>>,
    },
    /// `call`; operands: the arguments, then operand-bundle values.
    Call {
        /// The callee.
        callee: Callee,
        /// How many leading operands are arguments (the rest are bundle operands).
        args: usize,
    },
    /// `freeze`; operands `[v]`.
    Freeze,
    /// `extractvalue`; operands `[aggregate]`.
    ExtractValue(Vec<u64>),
    /// `insertvalue`; operands `[aggregate, element]`.
    InsertValue(Vec<u64>),
    /// `extractelement`; operands `[vector, index]`.
    ExtractElement,
    /// `insertelement`; operands `[vector, element, index]`.
    InsertElement,
    /// `shufflevector`; operands `[a, b, mask]`.
    ShuffleVector,
    /// `va_arg`; operands `[list]`.
    VaArg,
    /// `landingpad`, `catchpad`, …: exception-handling opcodes this front-end does not model,
    /// kept by name with every local value they mention as operands. Analyses must treat them
    /// as unknown.
    Other(String),
}

impl Opcode {
    /// True for the opcodes that end a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Opcode::Ret
                | Opcode::Br
                | Opcode::Switch
                | Opcode::IndirectBr
                | Opcode::Unreachable
                | Opcode::Invoke(_)
                | Opcode::OtherTerminator(_)
        )
    }

    /// The LLVM keyword of this opcode.
    pub fn keyword(&self) -> &str {
        match self {
            Opcode::Ret => "ret",
            Opcode::Br => "br",
            Opcode::Switch => "switch",
            Opcode::IndirectBr => "indirectbr",
            Opcode::Unreachable => "unreachable",
            Opcode::Invoke(_) => "invoke",
            Opcode::OtherTerminator(s) | Opcode::Other(s) => s,
            Opcode::Binary(_) => "binary",
            Opcode::FNeg => "fneg",
            Opcode::ICmp(_) => "icmp",
            Opcode::FCmp(_) => "fcmp",
            Opcode::Cast(_) => "cast",
            Opcode::Select => "select",
            Opcode::Phi => "phi",
            Opcode::Alloca { .. } => "alloca",
            Opcode::Load { .. } => "load",
            Opcode::Store { .. } => "store",
            Opcode::GetElementPtr { .. } => "getelementptr",
            Opcode::AtomicRmw { .. } => "atomicrmw",
            Opcode::CmpXchg { .. } => "cmpxchg",
            Opcode::Fence { .. } => "fence",
            Opcode::Call { .. } => "call",
            Opcode::Freeze => "freeze",
            Opcode::ExtractValue(_) => "extractvalue",
            Opcode::InsertValue(_) => "insertvalue",
            Opcode::ExtractElement => "extractelement",
            Opcode::InsertElement => "insertelement",
            Opcode::ShuffleVector => "shufflevector",
            Opcode::VaArg => "va_arg",
        }
    }
}

/// Every instruction keyword the LLVM front-end reads (`fuzz/tests/interp_coverage.rs` runs
/// one of each in the interpreter). The exception-handling ones are kept as opaque
/// [`Opcode::Other`]/[`Opcode::OtherTerminator`]: no GPU producer writes them.
pub const INSTRUCTION_KEYWORDS: &[&str] = &[
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "unreachable",
    "cleanupret",
    "catchret",
    "catchswitch",
    "catchpad",
    "cleanuppad",
    "landingpad",
    "fneg",
    "add",
    "fadd",
    "sub",
    "fsub",
    "mul",
    "fmul",
    "udiv",
    "sdiv",
    "fdiv",
    "urem",
    "srem",
    "frem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "getelementptr",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "icmp",
    "fcmp",
    "phi",
    "select",
    "freeze",
    "call",
    "va_arg",
];

/// One instruction.
#[derive(Clone, Debug)]
pub struct Instruction {
    /// The SSA value this instruction defines, if it has a result.
    pub result: Option<LocalId>,
    /// The opcode and its non-operand data.
    pub opcode: Opcode,
    /// Result type (`void` when none); for `store`, the stored value's type.
    pub ty: TypeId,
    /// Operands, in the layout documented on [`Opcode`].
    pub operands: Operands,
    /// The block holding this instruction.
    pub block: BlockId,
    /// The instruction's text in the source, from its first to its last token.
    pub span: Span,
    /// The resolved `!dbg` location, if any, in the user's source: the instruction's own
    /// location, or — for code inlined from a compiler or CUDA header (`__syncthreads()` from
    /// `__clang_cuda_device_functions.h`, `this_thread_block().sync()` from
    /// `cooperative_groups.h`) — the innermost call site outside those headers
    /// ([`DebugInfo::is_toolchain_header`](crate::DebugInfo::is_toolchain_header)).
    pub debug_loc: Option<SourceLoc>,
    /// For inlined code, the outermost call site: the line in the function being compiled
    /// that the code was inlined at.
    pub inlined_at: Option<SourceLoc>,
    /// For inlined code, every frame of the `!dbg` location, innermost first (the
    /// instruction's own place, then each `inlinedAt` call site); empty when not inlined.
    pub inline_frames: Box<[SourceLoc]>,
}

impl Instruction {
    /// Successor blocks named by a terminator, in operand order (duplicates kept).
    pub fn successors(&self) -> impl Iterator<Item = BlockId> + '_ {
        let is_term = self.opcode.is_terminator();
        self.operands.iter().filter_map(move |op| match op {
            Operand::Block(b) if is_term => Some(*b),
            _ => None,
        })
    }

    /// Incoming `(value, predecessor)` pairs of a `phi`.
    pub fn phi_incoming(&self) -> impl Iterator<Item = (Operand, BlockId)> + '_ {
        self.operands.chunks(2).filter_map(|pair| match pair {
            [v, Operand::Block(b)] => Some((*v, *b)),
            _ => None,
        })
    }

    /// The arguments of a call (without bundle operands); empty for other opcodes.
    pub fn call_args(&self) -> &[Operand] {
        match &self.opcode {
            Opcode::Call { args, .. } => &self.operands[..*args],
            _ => &[],
        }
    }

    /// The callee of a call or invoke.
    pub fn callee(&self) -> Option<&Callee> {
        match &self.opcode {
            Opcode::Call { callee, .. } | Opcode::Invoke(callee) => Some(callee),
            _ => None,
        }
    }
}
