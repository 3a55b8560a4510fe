//! LLVM types, interned per module.
//!
//! Both pointer flavours are kept: opaque `ptr addrspace(N)` (LLVM 15 and later) and typed
//! `T addrspace(N)*` (older dumps). Named structs (`%struct.S = type {…}`) may be used before
//! their definition, so a named type is an entry whose body is filled in when the definition is
//! read. Structural types are hashed so that each distinct type has one [`TypeId`].

use super::index::{IndexVec, TypeId};
use rustc_hash::FxHashMap as HashMap;

/// One LLVM type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `fp128`, `x86_fp80`, `ppc_fp128`: kept by name, sized by [`TypeTable::store_size`].
    WideFloat(&'static str),
    /// Opaque pointer `ptr addrspace(N)`.
    Ptr {
        /// The address space (0 generic, 1 global, 3 shared, 4 constant, 5 local on NVPTX).
        addr_space: u32,
    },
    /// Typed pointer `T addrspace(N)*` of pre-opaque-pointer IR.
    TypedPtr {
        /// The pointee type.
        pointee: TypeId,
        /// The address space.
        addr_space: u32,
    },
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// Any other built-in scalar keyword (`x86_amx`, `x86_mmx`), or `target("…")`.
    Other(String),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// Element count (the minimum for scalable vectors).
        len: u32,
        /// Element type.
        elem: TypeId,
        /// `vscale x`.
        scalable: bool,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// Literal struct `{ T, … }` or packed `<{ T, … }>`.
    Struct {
        /// Field types.
        fields: Vec<TypeId>,
        /// `<{ … }>`.
        packed: bool,
    },
    /// `%name`, resolved through [`TypeTable::named_body`].
    Named(String),
    /// `R (P, …)`, a function type.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Vec<TypeId>,
        /// Ends with `...`.
        varargs: bool,
    },
}

/// The interned types of one module.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    types: IndexVec<TypeId, Type>,
    interned: HashMap<Type, TypeId>,
    /// Bodies of named structs; `None` for `type opaque` or not (yet) defined.
    named_bodies: HashMap<String, Option<TypeId>>,
}

impl TypeTable {
    /// The id of `ty`, interning it on first use.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(id) = self.interned.get(&ty) {
            return *id;
        }
        let id = self.types.push(ty.clone());
        self.interned.insert(ty, id);
        id
    }

    /// The id of `ty` if it has been interned.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.interned.get(ty).copied()
    }

    /// The type behind `id`.
    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id]
    }

    /// Records the body of the named struct `name` (`None` for `type opaque`).
    pub fn define_named(&mut self, name: &str, body: Option<TypeId>) {
        self.named_bodies.insert(name.to_string(), body);
    }

    /// True when `%name = type …` has been read.
    pub fn is_named_defined(&self, name: &str) -> bool {
        self.named_bodies.contains_key(name)
    }

    /// Names of every named type used, in first-use order.
    pub fn named_types(&self) -> impl Iterator<Item = &str> {
        self.types.iter().filter_map(|t| match t {
            Type::Named(n) => Some(n.as_str()),
            _ => None,
        })
    }

    /// The body of a named struct, if defined and not opaque.
    pub fn named_body(&self, name: &str) -> Option<TypeId> {
        self.named_bodies.get(name).copied().flatten()
    }

    /// Follows named types to their body (at most a few hops; a cycle yields the named type).
    pub fn resolve(&self, mut id: TypeId) -> TypeId {
        for _ in 0..8 {
            match self.get(id) {
                Type::Named(n) => match self.named_body(n) {
                    Some(body) => id = body,
                    None => return id,
                },
                _ => return id,
            }
        }
        id
    }

    /// The address space of a pointer type (opaque or typed), `None` for non-pointers.
    pub fn pointer_addr_space(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Ptr { addr_space } | Type::TypedPtr { addr_space, .. } => Some(*addr_space),
            Type::Vector { elem, .. } => self.pointer_addr_space(*elem),
            _ => None,
        }
    }

    /// True for `iN`.
    pub fn is_integer(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }

    /// The type of element `index` of an aggregate or vector: the field of a struct, the
    /// element of an array or vector. `None` when `id` is not indexable or a struct index is out
    /// of range.
    pub fn element(&self, id: TypeId, index: Option<u64>) -> Option<TypeId> {
        match self.get(self.resolve(id)) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
            Type::Struct { fields, .. } => {
                let i = usize::try_from(index?).ok()?;
                fields.get(i).copied()
            }
            _ => None,
        }
    }

    /// Size in bytes that a store of this type writes (LLVM's store size for the NVPTX data
    /// layout: pointers are 8 bytes in address spaces 0, 1 and 4, and 4 bytes in 3 and 5 only
    /// when the data layout says so; we use 8 everywhere, which over-approximates). `None` for
    /// unsized types.
    pub fn store_size(&self, id: TypeId) -> Option<u64> {
        Some(match self.get(self.resolve(id)) {
            Type::Int(bits) => u64::from(*bits).div_ceil(8),
            Type::Half | Type::BFloat => 2,
            Type::Float => 4,
            Type::Double => 8,
            Type::WideFloat("x86_fp80") => 10,
            Type::WideFloat(_) => 16,
            Type::Ptr { .. } | Type::TypedPtr { .. } => 8,
            Type::Vector {
                len,
                elem,
                scalable: false,
            } => {
                let elem_bits = self.store_size(*elem)?;
                elem_bits.checked_mul(u64::from(*len))?
            }
            Type::Array { len, elem } => self.alloc_size(*elem)?.checked_mul(*len)?,
            Type::Struct { fields, packed } => {
                let mut size = 0u64;
                let mut align = 1u64;
                for f in fields {
                    let a = if *packed { 1 } else { self.abi_align(*f)? };
                    align = align.max(a);
                    size = size.div_ceil(a) * a + self.alloc_size(*f)?;
                }
                size.div_ceil(align) * align
            }
            _ => return None,
        })
    }

    /// Allocation size: the store size rounded up to the ABI alignment.
    pub fn alloc_size(&self, id: TypeId) -> Option<u64> {
        let size = self.store_size(id)?;
        let align = self.abi_align(id)?;
        Some(size.div_ceil(align) * align)
    }

    /// ABI alignment in bytes (natural alignment, as in NVPTX's data layout).
    pub fn abi_align(&self, id: TypeId) -> Option<u64> {
        Some(match self.get(self.resolve(id)) {
            Type::Int(bits) => u64::from(*bits).div_ceil(8).next_power_of_two().min(16),
            Type::Array { elem, .. } => self.abi_align(*elem)?,
            Type::Struct { fields, packed } => {
                if *packed {
                    1
                } else {
                    let mut align = 1;
                    for f in fields {
                        align = align.max(self.abi_align(*f)?);
                    }
                    align
                }
            }
            Type::Vector { .. } => self.store_size(id)?.next_power_of_two().clamp(1, 16),
            _ => self.store_size(id)?.next_power_of_two().clamp(1, 16),
        })
    }

    /// Renders the type in LLVM syntax.
    pub fn display(&self, id: TypeId) -> String {
        let mut out = String::new();
        self.write(id, &mut out);
        out
    }

    fn write(&self, id: TypeId, out: &mut String) {
        use std::fmt::Write;
        match self.get(id) {
            Type::Void => out.push_str("void"),
            Type::Int(b) => {
                let _ = write!(out, "i{b}");
            }
            Type::Half => out.push_str("half"),
            Type::BFloat => out.push_str("bfloat"),
            Type::Float => out.push_str("float"),
            Type::Double => out.push_str("double"),
            Type::WideFloat(n) => out.push_str(n),
            Type::Ptr { addr_space: 0 } => out.push_str("ptr"),
            Type::Ptr { addr_space } => {
                let _ = write!(out, "ptr addrspace({addr_space})");
            }
            Type::TypedPtr {
                pointee,
                addr_space,
            } => {
                self.write(*pointee, out);
                if *addr_space != 0 {
                    let _ = write!(out, " addrspace({addr_space})");
                }
                out.push('*');
            }
            Type::Label => out.push_str("label"),
            Type::Metadata => out.push_str("metadata"),
            Type::Token => out.push_str("token"),
            Type::Other(s) => out.push_str(s),
            Type::Vector {
                len,
                elem,
                scalable,
            } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write(*elem, out);
                out.push('>');
            }
            Type::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write(*elem, out);
                out.push(']');
            }
            Type::Struct { fields, packed } => {
                out.push_str(if *packed { "<{ " } else { "{ " });
                for (i, f) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*f, out);
                }
                out.push_str(if *packed { " }>" } else { " }" });
            }
            Type::Named(n) => {
                out.push('%');
                out.push_str(n);
            }
            Type::Function {
                ret,
                params,
                varargs,
            } => {
                self.write(*ret, out);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(*p, out);
                }
                if *varargs {
                    out.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
        }
    }
}
