//! # syncflow-ir: the kernel IR and its LLVM IR front-end
//!
//! syncflow reads GPU kernels as LLVM IR text (`.ll`), as clang emits for CUDA device code
//! (`clang -x cuda --cuda-device-only -S -emit-llvm`) and as other GPU compilers dump it. This
//! module turns that text into a [`Module`] and prints it back:
//!
//! ```text
//!   .ll text ──lexer──▶ tokens ──parser──▶ Module ──printer──▶ .ll text (minus removed insts)
//!                                            │
//!                                            └──classify──▶ barriers, memory accesses, intrinsics
//! ```
//!
//! ## The model
//!
//! A [`Module`] holds globals (with their address spaces), functions (with the kernel flag,
//! parameters and their attributes), interned [`types`](Type), [`constants`](Constant) and
//! [debug information](DebugInfo). A [`Function`] holds its blocks, instructions and SSA
//! locals in flat tables indexed by typed ids ([`InstId`], [`LocalId`], and the framework-wide
//! [`BlockId`](syncflow_framework::graph::BlockId)); blocks are contiguous ranges of instructions, so the
//! instructions of a function are numbered in layout order. Every local records its definition
//! and its uses ([`Function::uses`]), so def-use chains are a lookup.
//!
//! Every instruction keeps its [`Span`] in the source text and, when the IR has `!dbg`
//! locations, the resolved [`SourceLoc`] (file, line, column), so a barrier can be reported as
//! `kernel.cu:12:3`.
//!
//! ## The front-end
//!
//! [`parse_module`] is a hand-written recursive-descent parser over a hand-written lexer, in pure
//! Rust (no libLLVM). It accepts LLVM 19 output and the syntax of newer and older LLVMs (opaque
//! and typed pointers, `ptx_kernel`, `captures(none)`, `#dbg_value` records, nested constant
//! expressions), skips what it does not need, and reports what it cannot read as
//! `file:line:col: error: message`. See [`llvm::parser`] for the tolerance and robustness rules.
//!
//! ## The printer
//!
//! [`print_module`] re-emits the original text with a set of instructions removed, line by
//! line, so an untouched module prints byte-identical and a transformed one differs only by the
//! removed lines.
//!
//! ## Example
//!
//! ```
//! use syncflow_ir::{parse_module, BarrierKind};
//! let text = r#"
//! define ptx_kernel void @k(ptr addrspace(1) %out) {
//! entry:
//!   call void @llvm.nvvm.barrier0()
//!   ret void
//! }
//! declare void @llvm.nvvm.barrier0()
//! "#;
//! let module = parse_module("k.ll", text).unwrap();
//! let k = &module.functions[module.function_by_name("k").unwrap()];
//! assert!(k.is_kernel);
//! let barriers: Vec<_> = module.barriers(k).collect();
//! assert_eq!(barriers.len(), 1);
//! assert_eq!(barriers[0].1.kind, BarrierKind::Candidate);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod amdgpu;
mod annotations;
mod classify;
mod constant;
mod debug_info;
mod error;
mod index;
mod instruction;
mod launch_shape;
pub mod llvm;
mod memory_order;
mod module;
mod printer;
pub mod ptx;
mod span;
mod types;

pub use amdgpu::{wave_uniform_result, BarrierGroup, S_BARRIER, WORK_ITEM_FENCE};
pub use classify::{
    matrix_intrinsic, wmma_intrinsic, AccessKind, Barrier, BarrierKind, CallTarget, Dim,
    MemoryAccess, PureIntrinsic, SpecialRegister, NO_EFFECT_PREFIXES, PURE_LLVM_FAMILIES,
    PURE_NVVM_FAMILIES,
};
pub use constant::{ConstExprOp, Constant, FloatBits};
pub use debug_info::{
    format_location, DebugInfo, MetadataNode, MetadataValue, SourceLoc, SpecializedNode,
};
pub use error::ParseError;
pub use index::{ConstId, FileId, FunctionId, GlobalId, InstId, LocalId, MetadataId, TypeId};
pub use instruction::{
    BinaryOp, Callee, CastOp, InlineAsm, Instruction, Opcode, Operand, Operands, Ordering,
    Predicate, RmwOp, INSTRUCTION_KEYWORDS,
};
pub use launch_shape::{MaxThreads, RequiredBlock};
pub use llvm::lexer::{Lexer, Tok, Token};
pub use llvm::parser::{parse_module, parse_module_owned};
pub use memory_order::{ReduceOp, Scope, Strength};
pub use module::{
    addr_space, Attribute, Block, Function, Global, Local, LocalDef, Module, Param, Symbol, Uses,
};
pub use printer::{print_module, print_module_narrowed, PrintError, Removal, LDS_MMRA_TAGS};
pub use span::{line_col, Span};
pub use syncflow_framework::index::{Idx, IndexVec};
pub use types::{Type, TypeTable};
