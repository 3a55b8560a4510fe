//! # syncflow-analyses
//!
//! The GPU-specific analyses of syncflow, each a lattice instance over the generic engine of
//! [`syncflow_framework::dataflow`]:
//!
//! - **memory effects**: per instruction, whether it reads, writes or atomically updates memory,
//!   in which address space and through which underlying object;
//! - **hazard intervals**: `Before(b)` and `After(b)` for every barrier `b`, the accesses that
//!   removing `b` would merge into one interval (docs/design.md §4);
//! - **[`uniformity`]**: which values and branches are the same for every thread of a CTA, and
//!   the lint for barriers under divergent control;
//! - **barrier liveness**: the must-analyses behind ptxas-style dominance proofs.
//!
//! Built so far: [`memory`] (effects, objects, precision levels, call summaries),
//! [`hazard`] (Before/After intervals with removal and restart), [`uniformity`] and
//! [`liveness`] (barrier liveness, dominance proofs, certificates and their checker).
//!
//! ## Guide
//!
//! Start from a parsed [`Module`](syncflow_ir::Module):
//!
//! 1. [`memory::EffectTable::new`] classifies every instruction of every function once:
//!    [`memory::InstEffect::Accesses`] lists the [`memory::AccessClass`]es (object × kind) an
//!    instruction or a call may touch, [`memory::InstEffect::Barrier`] marks synchronization.
//!    [`memory::ObjectTable`] names the objects and decides, at a [`memory::Precision`],
//!    whether two classes conflict.
//! 2. [`hazard::HazardIntervals::new`] solves Before/After for one function; `before(b)`,
//!    `after(b)` and `conflicts(b, …)` answer "may this barrier go?".
//! 3. [`uniformity::ModuleUniformity::analyze`] says which branches are divergent;
//!    [`uniformity::divergent_barriers_in`] lists barriers under divergent control.
//!
//! ```
//! use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
//! use syncflow_analyses::memory::{EffectOptions, EffectTable, Precision};
//! use syncflow_ir::parse_module;
//! let text = r#"
//! @s = internal addrspace(3) global [64 x i32] undef
//! define ptx_kernel void @k(i32 %v) {
//!   store i32 %v, ptr addrspace(3) @s
//!   call void @llvm.nvvm.barrier0()
//!   %x = load i32, ptr addrspace(3) @s
//!   ret void
//! }
//! declare void @llvm.nvvm.barrier0()
//! "#;
//! let module = parse_module("k.ll", text).unwrap();
//! let f = module.function_by_name("k").unwrap();
//! let table = EffectTable::new(&module, EffectOptions::default());
//! let effects = table.function_effects(&module, f);
//! let func = &module.functions[f];
//! let cfg = func.cfg();
//! let removed = fixedbitset::FixedBitSet::with_capacity(func.insts.len());
//! let hazards = HazardIntervals::new(&cfg, func, &effects, table.objects(),
//!                                    HazardOptions::default(), &removed);
//! let (barrier, _) = module.barriers(func).next().unwrap();
//! // The store above and the load below conflict: the barrier must stay.
//! assert_eq!(hazards.conflicts(barrier, table.objects(), Precision::from_level(2).unwrap()).len(), 1);
//! ```
//!
//! To write a new analysis over these facts, see `examples/live_shared_arrays.rs` (which
//! shared arrays are live at each barrier: a backward may-analysis on the framework's engine),
//! `examples/uninitialised_shared_reads.rs` (a forward must-analysis with edge effects, which
//! asks [`facts::Facts`] for what it needs) and docs/researchers.md's "Write your own
//! analysis", which walks through them.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod facts;
pub mod hazard;
pub mod liveness;
pub mod memory;
pub mod uniformity;
