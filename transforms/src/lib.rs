//! # syncflow-transforms
//!
//! The barrier eliminators of syncflow (`basic-dbe`, `branch-dist`, `dse`, each in a flavour
//! faithful to NVIDIA's cicc and a flavour sound under DESIGN.md §4), their knobs and presets,
//! the remarks they emit, and the `syncflow` command-line tool.
//!
//! - [`eliminate`]: the passes and the pipeline;
//! - [`knobs`]: knobs and presets (`presets/*.toml`);
//! - [`cli`]: the command line (`syncflow parse`, `syncflow eliminate`).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod cli;
pub mod eliminate;
pub mod input;
pub mod knobs;
