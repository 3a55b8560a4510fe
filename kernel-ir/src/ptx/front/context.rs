//! The module-wide tables the lowering fills: types, constants, symbols, the NVVM intrinsics
//! PTX instructions become, and the `.file` table.

use crate::constant::{Constant, FloatBits};
use crate::debug_info::{DebugInfo, SourceLoc};
use crate::index::{ConstId, FileId, FunctionId, GlobalId, IndexVec, TypeId};
use crate::instruction::Operand;
use crate::module::{Function, Global, Symbol};
use crate::span::Span;
use crate::types::{Type, TypeTable};
use rustc_hash::FxHashMap as HashMap;

/// The LLVM address space of a PTX state space keyword (`shared`, `global`, …).
pub(crate) fn address_space(space: &str) -> u32 {
    use crate::module::addr_space::*;
    match space {
        "global" => GLOBAL,
        "shared" | "shared::cta" => SHARED,
        "const" => CONSTANT,
        "local" => LOCAL,
        _ => GENERIC,
    }
}

/// The value type of a PTX type keyword (`b32` → `i32`, `f32` → `float`, `pred` → `i1`).
/// Packed half pairs and other lane types count as integers of their width.
pub(crate) fn value_type(ty: &str) -> Option<Type> {
    Some(match ty {
        "pred" => Type::Int(1),
        "f32" => Type::Float,
        "f64" => Type::Double,
        _ => {
            let bits: String = ty
                .chars()
                .skip(1)
                .take_while(char::is_ascii_digit)
                .collect();
            let bits: u32 = bits.parse().ok()?;
            let lanes = ty
                .split_once('x')
                .and_then(|(_, n)| n.parse::<u32>().ok())
                .unwrap_or(1);
            if !matches!(ty.as_bytes()[0], b'b' | b'u' | b's' | b'f' | b'e') {
                return None;
            }
            Type::Int(bits * lanes)
        }
    })
}

/// The name of the variable standing for the CTA's reserved shared memory. PTX names may
/// start with `%`, but no producer names a variable so.
pub(crate) const RESERVED_SMEM: &str = "%reserved_smem";

/// Bytes of reserved shared memory per CTA: sm_80 and later reserve 1 KiB for the system
/// (CUDA C++ Programming Guide, "Shared Memory" of each compute capability), which
/// `%reserved_smem_offset_cap` ends.
pub(crate) const RESERVED_SMEM_BYTES: u64 = 1024;

/// Everything shared by the functions of one module.
pub(crate) struct ModuleContext {
    pub types: TypeTable,
    pub constants: IndexVec<ConstId, Constant>,
    interned_ints: HashMap<(TypeId, i128), ConstId>,
    undefs: HashMap<TypeId, ConstId>,
    pub globals: IndexVec<GlobalId, Global>,
    pub functions: IndexVec<FunctionId, Function>,
    pub symbols: HashMap<String, Symbol>,
    pub debug_info: DebugInfo,
    /// `.file` number → file.
    pub files: HashMap<u32, FileId>,
    /// The `.ptx` itself as a source file, once a statement without `.loc` needs it.
    ptx_file: Option<FileId>,
    source_name: String,
    /// Byte offset of every line's start, for positions in the `.ptx`.
    line_starts: Vec<usize>,
}

impl ModuleContext {
    pub(crate) fn new(source_name: &str, text: &str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(k, _)| k + 1))
            .collect();
        ModuleContext {
            ptx_file: None,
            source_name: source_name.to_string(),
            line_starts,
            types: TypeTable::default(),
            constants: IndexVec::new(),
            interned_ints: HashMap::default(),
            undefs: HashMap::default(),
            globals: IndexVec::new(),
            functions: IndexVec::new(),
            symbols: HashMap::default(),
            debug_info: DebugInfo::default(),
            files: HashMap::default(),
        }
    }

    pub(crate) fn ty(&mut self, ty: Type) -> TypeId {
        self.types.intern(ty)
    }

    pub(crate) fn void(&mut self) -> TypeId {
        self.ty(Type::Void)
    }

    pub(crate) fn int_type(&mut self, bits: u32) -> TypeId {
        self.ty(Type::Int(bits))
    }

    pub(crate) fn ptr(&mut self, addr_space: u32) -> TypeId {
        self.ty(Type::Ptr { addr_space })
    }

    /// An integer constant of type `ty` (a float type takes the value as its bits).
    pub(crate) fn int(&mut self, ty: TypeId, value: i128) -> Operand {
        if let Some(c) = self.interned_ints.get(&(ty, value)) {
            return Operand::Const(*c);
        }
        let constant = match self.types.get(ty) {
            Type::Float => Constant::Float {
                ty,
                bits: FloatBits::Double(f64::from(f32::from_bits(value as u32))),
            },
            Type::Double => Constant::Float {
                ty,
                bits: FloatBits::Double(f64::from_bits(value as u64)),
            },
            Type::Half | Type::BFloat => Constant::Float {
                ty,
                bits: FloatBits::Half(value as u16),
            },
            Type::Ptr { .. } if value == 0 => Constant::Null(ty),
            _ => Constant::Int { ty, value },
        };
        let id = self.constants.push(constant);
        self.interned_ints.insert((ty, value), id);
        Operand::Const(id)
    }

    pub(crate) fn undef(&mut self, ty: TypeId) -> Operand {
        if let Some(c) = self.undefs.get(&ty) {
            return Operand::Const(*c);
        }
        let id = self.constants.push(Constant::Undef(ty));
        self.undefs.insert(ty, id);
        Operand::Const(id)
    }

    /// The declared function `name` (an NVVM intrinsic), declared on first use.
    pub(crate) fn intrinsic(&mut self, name: &str, ret: TypeId) -> FunctionId {
        if let Some(Symbol::Function(f)) = self.symbols.get(name) {
            return *f;
        }
        let void = self.void();
        let mut f = Function::placeholder(name, void, Span::default());
        f.return_type = ret;
        let id = self.functions.push(f);
        self.symbols.insert(name.to_string(), Symbol::Function(id));
        id
    }

    /// The CTA's reserved shared memory (`%reserved_smem_offset_*`, [`RESERVED_SMEM_BYTES`]
    /// bytes), as a shared variable of its own, created on first use.
    pub(crate) fn reserved_smem(&mut self) -> GlobalId {
        if let Some(Symbol::Global(g)) = self.symbols.get(RESERVED_SMEM) {
            return *g;
        }
        let byte = self.int_type(8);
        let value_type = self.ty(Type::Array {
            len: RESERVED_SMEM_BYTES,
            elem: byte,
        });
        let pointer_type = self.ptr(crate::module::addr_space::SHARED);
        let id = self.globals.push(Global {
            name: RESERVED_SMEM.to_string(),
            addr_space: crate::module::addr_space::SHARED,
            value_type,
            pointer_type,
            is_constant: false,
            initializer: None,
            align: Some(16),
            keywords: Vec::new(),
            span: Span::default(),
        });
        self.symbols
            .insert(RESERVED_SMEM.to_string(), Symbol::Global(id));
        id
    }

    /// Line and column of byte `offset` of the `.ptx`, as a location in the `.ptx` file
    /// (columns count bytes; PTX is ASCII).
    pub(crate) fn ptx_place(&mut self, offset: usize) -> SourceLoc {
        let file = match self.ptx_file {
            Some(f) => f,
            None => {
                let f = self.debug_info.add_file(&self.source_name);
                self.ptx_file = Some(f);
                f
            }
        };
        let line = self.line_starts.partition_point(|s| *s <= offset);
        let column = offset - self.line_starts[line - 1] + 1;
        SourceLoc {
            file,
            line: line as u32,
            column: column as u32,
        }
    }

    /// Registers `.file number "path"`.
    pub(crate) fn add_file(&mut self, number: u32, path: &str) {
        // llc writes `./k.cu` and `././shim.h` where the LLVM IR's DIFile says `k.cu`.
        let mut path = path;
        while let Some(rest) = path.strip_prefix("./") {
            path = rest;
        }
        let id = self.debug_info.add_file(path);
        self.files.insert(number, id);
    }
}
