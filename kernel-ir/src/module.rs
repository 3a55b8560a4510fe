//! The module, its globals and functions, and the per-function tables.

use super::constant::Constant;
use super::debug_info::DebugInfo;
use super::index::{ConstId, FunctionId, GlobalId, IndexVec, InstId, LocalId, TypeId};
use super::instruction::{Instruction, Operand};
use super::span::Span;
use super::types::TypeTable;
use rustc_hash::FxHashMap as HashMap;
use syncflow_framework::dataflow::Location;
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_framework::index::CompressedRows;

/// Well-known NVPTX address spaces.
pub mod addr_space {
    /// Generic: may point to any of the others.
    pub const GENERIC: u32 = 0;
    /// Global memory.
    pub const GLOBAL: u32 = 1;
    /// Shared memory (per CTA).
    pub const SHARED: u32 = 3;
    /// Constant memory.
    pub const CONSTANT: u32 = 4;
    /// Local memory (per thread).
    pub const LOCAL: u32 = 5;
}

/// A parsed module: the source text and everything read from it.
#[derive(Clone, Debug)]
pub struct Module {
    /// The name the source was read under (a path, or `<stdin>`).
    pub source_name: String,
    /// The source text, kept for the span-preserving printer.
    pub source: String,
    /// Interned types.
    pub types: TypeTable,
    /// Global variables, in source order.
    pub globals: IndexVec<GlobalId, Global>,
    /// Functions (defined and declared), in order of first mention.
    pub functions: IndexVec<FunctionId, Function>,
    /// Constants referred to by [`Operand::Const`].
    pub constants: IndexVec<ConstId, Constant>,
    /// Metadata and debug locations.
    pub debug_info: DebugInfo,
    /// `target triple = "…"`, when present.
    pub target_triple: Option<String>,
    /// Symbol table: `@name` → global or function.
    pub symbols: HashMap<String, Symbol>,
}

/// What a `@name` refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A global variable.
    Global(GlobalId),
    /// A function.
    Function(FunctionId),
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct Global {
    /// The name, without `@`.
    pub name: String,
    /// The address space the variable lives in.
    pub addr_space: u32,
    /// The type of the variable's contents.
    pub value_type: TypeId,
    /// The type of `@name` as a value (a pointer to `value_type` in `addr_space`).
    pub pointer_type: TypeId,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// The initializer, if any (none for `external` declarations).
    pub initializer: Option<Operand>,
    /// `align N`, when given.
    pub align: Option<u64>,
    /// Linkage and other keywords before `global`/`constant` (`internal`, `dso_local`, …).
    pub keywords: Vec<String>,
    /// The definition's text.
    pub span: Span,
}

/// An attribute on a parameter, return value or function: `noalias`, `align 4`,
/// `dereferenceable(16)`, `range(i32 0, 1024)`, `"key"="value"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// The keyword or string key.
    pub name: String,
    /// The argument text, without parentheses, when there is one.
    pub arg: Option<String>,
}

/// A function parameter.
#[derive(Clone, Debug)]
pub struct Param {
    /// The parameter's type.
    pub ty: TypeId,
    /// Its attributes, in source order.
    pub attributes: Vec<Attribute>,
    /// The SSA value it defines (always present, named or numbered).
    pub local: LocalId,
}

impl Param {
    /// True when the parameter carries attribute `name`.
    pub fn has_attribute(&self, name: &str) -> bool {
        self.attributes.iter().any(|a| a.name == name)
    }
}

/// A basic block: a contiguous run of the function's instructions.
#[derive(Clone, Debug)]
pub struct Block {
    /// The label as written (`entry`, `5`), or the implicit number of an unlabeled block.
    pub name: String,
    /// The first instruction.
    pub first: InstId,
    /// One past the last instruction.
    pub end: InstId,
}

impl Block {
    /// The instructions of the block, in order.
    pub fn insts(&self) -> impl DoubleEndedIterator<Item = InstId> + ExactSizeIterator {
        (self.first.index()..self.end.index()).map(InstId::new)
    }

    /// The terminator (the last instruction).
    pub fn terminator(&self) -> InstId {
        InstId::new(self.end.index() - 1)
    }
}

/// How an SSA local is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalDef {
    /// The `n`th parameter.
    Param(usize),
    /// The result of an instruction.
    Inst(InstId),
}

/// A function-local SSA value.
#[derive(Clone, Debug)]
pub struct Local {
    /// Where the name without `%` (`i`, `12`, `a b` for `%"a b"`) lies in the function's
    /// [`Function::local_names`]; read it with [`Function::local_name`].
    pub name: NameRange,
    /// Its type.
    pub ty: TypeId,
    /// Its definition.
    pub def: LocalDef,
}

/// A byte range of a function's [`Function::local_names`]: one text for every local's name
/// instead of a heap string each (a million locals cost a million small allocations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NameRange {
    /// First byte.
    pub start: u32,
    /// Length in bytes.
    pub len: u32,
}

impl NameRange {
    /// The name this range picks out of `names`.
    pub fn of(self, names: &str) -> &str {
        &names[self.start as usize..(self.start + self.len) as usize]
    }
}

impl Global {
    /// A global known only by name so far (used before its definition): void-typed, address
    /// space 0, no initializer, until the definition fills it in.
    pub(crate) fn placeholder(name: &str, void: TypeId, span: Span) -> Self {
        Global {
            name: name.to_string(),
            addr_space: 0,
            value_type: void,
            pointer_type: void,
            is_constant: false,
            initializer: None,
            align: None,
            keywords: Vec::new(),
            span,
        }
    }
}

/// A function: declared (no body) or defined.
#[derive(Clone, Debug)]
pub struct Function {
    /// The name, without `@`.
    pub name: String,
    /// True for GPU kernels (`ptx_kernel`/`amdgpu_kernel` calling convention, or marked
    /// `"kernel"` in `!nvvm.annotations`).
    pub is_kernel: bool,
    /// True for `define`, false for `declare` (and for functions only referred to).
    pub is_defined: bool,
    /// The return type.
    pub return_type: TypeId,
    /// The parameters.
    pub params: Vec<Param>,
    /// `...`.
    pub varargs: bool,
    /// The calling convention keyword, when given (`ptx_kernel`).
    pub calling_conv: Option<String>,
    /// Function attributes written inline (group references `#N` are not expanded).
    pub attributes: Vec<Attribute>,
    /// Blocks; the first is the entry.
    pub blocks: IndexVec<BlockId, Block>,
    /// Every instruction, block after block.
    pub insts: IndexVec<InstId, Instruction>,
    /// Every SSA local: parameters first, then instruction results.
    pub locals: IndexVec<LocalId, Local>,
    /// The locals' names, one after another ([`Local::name`] ranges into it).
    pub local_names: String,
    /// For each local, the instructions that use it, in order (an instruction using a value
    /// twice is listed twice): `uses[local]` is a slice.
    pub uses: Uses,
    /// The `define`/`declare` text, from the keyword to the closing brace.
    pub span: Span,
}

impl Function {
    /// The control-flow graph of a defined function (empty graph of one block otherwise).
    pub fn cfg(&self) -> Cfg {
        if self.blocks.is_empty() {
            return Cfg::from_edges(1, BlockId::new(0), []);
        }
        let edges = self.blocks.iter_enumerated().flat_map(|(b, block)| {
            self.insts[block.terminator()]
                .successors()
                .map(move |s| (b, s))
        });
        Cfg::from_edges(self.blocks.len(), BlockId::new(0), edges)
    }

    /// The local named `name` (without `%`).
    pub fn local_by_name(&self, name: &str) -> Option<LocalId> {
        self.locals.indices().find(|&l| self.local_name(l) == name)
    }

    /// The block labelled `name`.
    pub fn block_by_name(&self, name: &str) -> Option<BlockId> {
        self.blocks
            .iter_enumerated()
            .find(|(_, b)| b.name == name)
            .map(|(id, _)| id)
    }

    /// The instruction at an engine [`Location`]: statement `at.statement` of block
    /// `at.block`. This and [`Function::location_of`] are the one adapter between the
    /// dataflow engine's `(block, statement)` positions and the IR's instruction ids; an
    /// analysis never does the index arithmetic itself.
    ///
    /// # Panics
    /// When the location is outside the function.
    pub fn inst_at(&self, at: Location) -> InstId {
        let block = &self.blocks[at.block];
        let inst = InstId::new(block.first.index() + at.statement);
        debug_assert!(inst.index() < block.end.index(), "{at:?} outside its block");
        inst
    }

    /// The engine [`Location`] of an instruction: its block and its index in the block.
    pub fn location_of(&self, inst: InstId) -> Location {
        let block = self.insts[inst].block;
        Location {
            block,
            statement: self.index_in_block(inst),
        }
    }

    /// The instructions before `inst` in its block, in program order (`.rev()` walks back from
    /// `inst` to the block's start).
    pub fn insts_before_in_block(
        &self,
        inst: InstId,
    ) -> impl DoubleEndedIterator<Item = InstId> + ExactSizeIterator {
        let first = self.blocks[self.insts[inst].block].first;
        (first.index()..inst.index()).map(InstId::new)
    }

    /// The instructions after `inst` in its block, in program order (from `inst` on to the
    /// block's end).
    pub fn insts_after_in_block(
        &self,
        inst: InstId,
    ) -> impl DoubleEndedIterator<Item = InstId> + ExactSizeIterator {
        let end = self.blocks[self.insts[inst].block].end;
        (inst.index() + 1..end.index()).map(InstId::new)
    }

    /// The index of an instruction within its block (0 for the block's first instruction).
    pub fn index_in_block(&self, inst: InstId) -> usize {
        inst.index() - self.blocks[self.insts[inst].block].first.index()
    }

    /// The instruction that defines `local`, if it is not a parameter.
    pub fn def_inst(&self, local: LocalId) -> Option<InstId> {
        match self.locals[local].def {
            LocalDef::Inst(i) => Some(i),
            LocalDef::Param(_) => None,
        }
    }
}

impl Module {
    /// The function named `name` (without `@`).
    pub fn function_by_name(&self, name: &str) -> Option<FunctionId> {
        match self.symbols.get(name)? {
            Symbol::Function(f) => Some(*f),
            Symbol::Global(_) => None,
        }
    }

    /// The global named `name` (without `@`).
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        match self.symbols.get(name)? {
            Symbol::Global(g) => Some(*g),
            Symbol::Function(_) => None,
        }
    }

    /// The type of an operand of function `func`.
    pub fn operand_type(&self, func: &Function, op: Operand) -> Option<TypeId> {
        match op {
            Operand::Local(l) => Some(func.locals[l].ty),
            Operand::Global(g) => Some(self.globals[g].pointer_type),
            Operand::Function(f) => self.function_pointer_type(f),
            Operand::Const(c) => Some(self.constants[c].ty()),
            Operand::Block(_) => self.types.lookup(&super::types::Type::Label),
            Operand::Metadata => self.types.lookup(&super::types::Type::Metadata),
        }
    }

    fn function_pointer_type(&self, _f: FunctionId) -> Option<TypeId> {
        self.types
            .lookup(&super::types::Type::Ptr { addr_space: 0 })
    }

    /// The integer value of a constant operand.
    pub fn const_int(&self, op: Operand) -> Option<i128> {
        match op {
            Operand::Const(c) => self.constants[c].as_int(),
            _ => None,
        }
    }

    /// `file:line:col` of an instruction's debug location, if it has one.
    pub fn location_string(&self, inst: &Instruction) -> Option<String> {
        let loc = inst.debug_loc?;
        Some(crate::debug_info::format_location(
            &self.debug_info.files[loc.file],
            loc.line,
            Some(loc.column),
        ))
    }

    /// `file:line:col` of an instruction: its debug location, or its place in the module's
    /// own text (`k.ll:40:3`) when it has none.
    pub fn place_string(&self, inst: &Instruction) -> String {
        self.location_string(inst).unwrap_or_else(|| {
            let (line, col) = crate::span::line_col(&self.source, inst.span.start as usize);
            crate::debug_info::format_location(&self.source_name, line as u32, Some(col as u32))
        })
    }
}

/// For each local of a function, the instructions that use it, in order, as compressed rows
/// (a million locals cost a million offsets, not a million vectors): `uses[local]` is a slice.
pub type Uses = CompressedRows<LocalId, InstId>;

/// The uses of `locals` locals in `insts`: every `Operand::Local` operand, in order.
pub(crate) fn uses_of(locals: usize, insts: &IndexVec<InstId, Instruction>) -> Uses {
    CompressedRows::build(locals, InstId::new(0), |emit| {
        for (id, inst) in insts.iter_enumerated() {
            for op in inst.operands.iter() {
                if let Operand::Local(l) = op {
                    emit(*l, id);
                }
            }
        }
    })
}

impl Function {
    /// The name of local `l`, without `%`.
    pub fn local_name(&self, l: LocalId) -> &str {
        self.locals[l].name.of(&self.local_names)
    }
}
