//! # syncflow-transforms
//!
//! The barrier eliminators of syncflow — `basic-dbe`, `branch-dist` and `dse`, each in a
//! flavour faithful to NVIDIA's cicc and a flavour sound under docs/design.md §4, and the
//! sound `dominance` pass — their knobs and presets, and the decisions they report. The `syncflow` command line is a crate of its own
//! (`syncflow-cli`, in `transforms/cli/`), so a library user inherits none of its dependencies.
//!
//! - [`eliminate`]: the passes;
//! - [`knobs`]: knobs and presets (`presets/*.toml`);
//! - [`pipeline`]: the whole decision from text to text (parse, uniformity, passes, print) —
//!   what the command line, the Python package and the `syncflow-ptxas` wrapper all call;
//! - [`report`]: every barrier's decision as one serialisable document (`eliminate --json`);
//! - [`view`]: every barrier decided, placed, with its divergence and Before/After — what
//!   `eliminate`'s remarks, `dot` and `report` render.
//!
//! ## Guide
//!
//! As a library: [`pipeline::eliminate_text`] reads a text and decides it as `syncflow
//! eliminate` does. Step by step: parse a module, pick [`knobs::Knobs`] (a preset, then
//! overrides), and call [`eliminate::eliminate`] with a [`eliminate::DivergenceOracle`]
//! ([`pipeline::decide`] uses the uniformity analysis; `AssumeUniform` below assumes no
//! divergence); print the result with [`print_module`](syncflow_ir::print_module).
//!
//! ```
//! use syncflow_transforms::eliminate::{eliminate, AssumeUniform};
//! use syncflow_transforms::knobs::Knobs;
//! use syncflow_ir::{parse_module, print_module};
//! let text = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n\
//!             declare void @llvm.nvvm.barrier0()\n";
//! let module = parse_module("k.ll", text).unwrap();
//! let mut knobs = Knobs::preset("sound").unwrap();
//! knobs.set("precision=1").unwrap();
//! let result = eliminate(&module, &knobs, &AssumeUniform);
//! assert_eq!(result.removed(), 1); // nothing to order in an empty kernel
//! assert!(!print_module(&module, &result.removals).unwrap().contains("barrier0()\n  ret"));
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod eliminate;
pub mod knobs;
pub mod pipeline;
pub mod report;
pub mod view;
