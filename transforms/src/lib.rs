//! # syncflow-transforms
//!
//! The barrier eliminators of syncflow (`basic-dbe`, `branch-dist`, `dse`, each in a flavour
//! faithful to NVIDIA's cicc and a flavour sound under DESIGN.md §4), their knobs and presets,
//! the remarks they emit, and the `syncflow` command-line tool.
//!
//! Today the crate holds the command-line front (`syncflow parse`); the eliminators follow.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod cli;
pub mod input;
