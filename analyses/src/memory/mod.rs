//! # Memory effects
//!
//! What every instruction does to memory that other threads can see, abstracted to
//! [`AccessClass`]es: an abstract [`MemoryObject`] (which array or buffer) and an
//! [`AccessKind`] (read, write, atomic read, atomic write). The hazard analyses
//! ([`crate::hazard`]) collect these classes on each side of a barrier and ask whether any
//! pair conflicts.
//!
//! ## Objects and precision (docs/design.md §4)
//!
//! A pointer is traced back to its *underlying object* ([`mod@pointer`]): through `getelementptr`,
//! `bitcast`, `addrspacecast` (instructions and nested constant expressions), `phi` and
//! `select`. Objects are recorded precisely; how much of that precision the conflict check
//! uses is the [`Precision`] knob:
//!
//! | level | two accesses may touch the same byte when … |
//! |---|---|
//! | 0 | both touch non-local memory (cicc's single class) |
//! | 1 | they are in the same address space, or either is generic |
//! | 2 | their underlying objects may alias: distinct `__shared__` arrays, distinct globals, `noalias` kernel parameters and a shared array versus a kernel parameter never do |
//! | 3 | as 2, and within one object: two accesses whose byte ranges from one CTA-uniform base do not meet ([`footprint`]), or that go to the same per-thread slot (the same injective function of the thread id, [`slot`]; or a function the kernel's race freedom proves injective, `implied`) never meet across threads |
//!
//! Thread-private memory (allocas, `addrspace(5)`) and constant memory (`addrspace(4)`, which
//! a kernel cannot write) carry no cross-thread hazard and produce no class at all.
//!
//! ## Calls
//!
//! A call to a function defined in the module contributes that function's *summary*: every
//! class its body (and, transitively, its callees') may access, computed as a fixed point over
//! the call graph so recursion terminates ([`effects::EffectTable`]). A call to an unknown
//! function, through a pointer or into inline assembly may access anything: it contributes
//! [`AccessClass::everything`]. The `ignore-call-safety` knob (cicc's default, unsound) drops
//! call effects altogether.
//!
//! ## Example
//!
//! The classes of each instruction of a kernel that stores to one `__shared__` array and
//! reads another: two objects, and the barrier between them.
//!
//! ```
//! use syncflow_analyses::memory::{EffectOptions, EffectTable, InstEffect};
//! use syncflow_ir::parse_module;
//!
//! let module = parse_module("k.ll", r#"
//! @a = internal addrspace(3) global [32 x i32] undef
//! @b = internal addrspace(3) global [32 x i32] undef
//! define ptx_kernel void @k() {
//!   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %p = getelementptr [32 x i32], ptr addrspace(3) @a, i32 0, i32 %t
//!   store i32 1, ptr addrspace(3) %p
//!   call void @llvm.nvvm.barrier0()
//!   %q = getelementptr [32 x i32], ptr addrspace(3) @b, i32 0, i32 %t
//!   %v = load i32, ptr addrspace(3) %q
//!   ret void
//! }
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//! declare void @llvm.nvvm.barrier0()
//! "#).unwrap();
//! let f = module.function_by_name("k").unwrap();
//! let table = EffectTable::new(&module, EffectOptions::default());
//! let described: Vec<String> = table
//!     .function_effects(&module, f)
//!     .into_iter()
//!     .filter_map(|e| match e {
//!         InstEffect::Accesses(classes) => Some(table.objects().describe(classes[0], &module)),
//!         InstEffect::Barrier(_) => Some("barrier".to_string()),
//!         InstEffect::None => None,
//!     })
//!     .collect();
//! assert_eq!(
//!     described,
//!     ["write of @a[4·tid.x + 0]", "barrier", "read of @b[4·tid.x + 0]"]
//! );
//! ```

mod access;
mod async_window;
mod disjoint_bits;
pub mod distance;
mod effect_options;
pub mod effects;
pub mod evaluate;
mod extent;
pub mod footprint;
mod implied;
pub mod iteration;
pub mod join;
pub mod lds_projection;
pub(crate) mod low_bits;
pub mod magic;
pub mod object;
mod object_table;
pub mod offset;
mod one_sided;
mod operations;
mod phis;
pub mod pointer;
pub mod poly;
mod quotient;
mod redefinition;
mod role_blocks;
pub mod roles;
pub mod rotation;
mod signal;
pub mod slot;
mod trips;

pub use async_window::AsyncWindows;
pub use effects::{EffectOptions, EffectTable, InstEffect};
pub use extent::BlockExtent;
pub use footprint::{Footprint, Separation};
pub use implied::ImpliedSlots;
pub use object::{
    AccessClass, AccessKind, ConflictModel, MemoryObject, ObjectId, ObjectTable, Precision,
};
pub use one_sided::{FunctionSides, Sides};
pub use redefinition::Redefinitions;
pub use slot::BlockShape;
