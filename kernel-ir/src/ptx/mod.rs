//! # The PTX instruction model
//!
//! GPU compilers that do not trust LLVM's NVPTX intrinsics — Triton, XLA, CUTLASS — reach
//! memory through inline PTX: `call i32 asm sideeffect "@$2 ld.global.b32 { $0 }, [ $1 + 0 ];"`.
//! Treated as opaque, every such call reads and writes all memory, and no barrier near one
//! can go. This module reads the asm text: [`instruction`] parses PTX instruction syntax
//! (guards, dotted modifiers, registers, `$N` placeholders, addresses, vectors), [`form`]
//! says which family each instruction belongs to (the one table the effect model, the
//! uniformity analysis and the interpreter dispatch on), [`mod@effect`]
//! says what each instruction does to memory other threads see (or that it is not
//! modelled), and [`inline_asm`] binds an asm call's `$N` to its LLVM operands so that the
//! analyses trace the address as they trace a `load`'s pointer (docs/design.md §9).
//!
//! The model is deliberately partial and sound: an instruction it does not know — barriers,
//! most fences, control flow leaving the asm, anything unlisted — makes the whole call
//! *unknown*, which is what every asm call was before. Asynchronous operations (`cp.async`,
//! and Hopper's bulk copies, mbarriers and `wgmma` in [`hopper`]) have windows the analyses
//! follow (docs/design.md §9.2). The interpreter executes the modelled forms
//! (`interpreter/src`), and the generator emits them, so the soundness harness judges every
//! effect listed here (TMA stores and tensor-map updates are executed but not generated).

pub mod effect;
pub mod form;
pub mod front;
pub mod hopper;
pub mod inline_asm;
pub mod instruction;

pub use effect::{effect, matrix_shape, AsyncQueue, PtxAccess, PtxEffect, StateSpace};
pub use form::{
    BarrierForm, Collective, CopyForm, MatrixForm, PtxForm, FORMS, REGISTER_ONLY_ROOTS,
};
pub use front::{looks_like_ptx, parse_ptx_module, parse_ptx_module_owned};
pub use inline_asm::{
    asm_text, instructions, AsmAccess, AsmEffects, AsmRead, AsmText, Constraints,
};
pub use instruction::{Guard, PtxInstruction, PtxOperand, PtxSyntaxError};
